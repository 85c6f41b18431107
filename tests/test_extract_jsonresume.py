"""JSON Resume -> CvRecord: every schema section mapped, each fact at the line its entry opens."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cvkg.errors import InputError
from cvkg.extract import extract
from cvkg.extract.jsonresume_json import value_lines
from cvkg.ingest import read_source
from cvkg.model import (
    PRESENT,
    PartialDate,
    Period,
    PositionKind,
    PublicationKind,
    SourceDocument,
    StudentLevel,
    StudentStatus,
)

FIXTURES = Path(__file__).parent / "fixtures"


def _doc(text: str) -> SourceDocument:
    return SourceDocument(path="r.json", media_type="application/json", text=text, sha256="0")


@pytest.fixture
def record():  # type: ignore[no-untyped-def]
    """The fixture JSON Resume, extracted."""
    return extract(read_source(FIXTURES / "resume.json"))


def test_person_and_headline(record) -> None:  # type: ignore[no-untyped-def]
    """basics gives the name, contacts, ORCID and headline."""
    person = record.person
    assert (person.name, person.span.line) == ("Kwame Mensah-Boateng", 4)
    assert person.emails == ("kmb@robotics.example.org",)
    assert person.phones == ("+44 20 7946 0958",)
    assert person.homepages == ("https://kmb.example.org",)
    assert person.orcid == "https://orcid.org/0000-0002-1825-0097"
    assert record.headline == "Research Engineer, Robotics Institute"


def test_work(record) -> None:  # type: ignore[no-untyped-def]
    """work gives positions; `company` is accepted for `name`, a missing endDate means present."""
    first, second = record.positions
    assert (first.title, first.organization, first.location, first.span.line) == (
        "Research Engineer",
        "Robotics Institute, University of Edinburgh",
        "Edinburgh, UK",
        17,
    )
    assert first.period == Period(PartialDate(2021, 3), PRESENT)
    assert (second.organization, second.kind, second.span.line) == (
        "Boston Dynamics",
        PositionKind.INTERNSHIP,
        24,
    )
    assert second.period == Period(PartialDate(2019, 6), PartialDate(2019, 9))


def test_education_awards_service(record) -> None:  # type: ignore[no-untyped-def]
    """education, awards and volunteer map to degrees, awards and service."""
    dphil, bsc = record.education
    assert (dphil.degree, dphil.institution, dphil.field, dphil.span.line) == (
        "DPhil",
        "University of Oxford",
        "Engineering Science",
        35,
    )
    assert dphil.period.label() == "2016-2021"
    assert (bsc.institution, bsc.period.label()) == ("KNUST", "2011-2015")
    (award,) = record.awards
    assert (award.name, award.period.label(), award.span.line) == ("Best Student Paper, RSS", 2020, 45)
    (service,) = record.service
    assert (service.role, service.venue, service.span.line) == ("Program Committee Member", "ICRA", 32)
    assert service.period.label() == "2023-present"  # no endDate: the role goes on


def test_publications(record) -> None:  # type: ignore[no-untyped-def]
    """publications keep a non-standard authors list, else the subject alone (a CV lists its subject's works);
    kind from venue; DOI from URL."""
    paper, preprint = record.publications
    assert paper.authors == ("Kwame Mensah-Boateng", "Ingrid Posner", "Paul Newman")
    assert paper.title == "Self-Supervised Terrain Traversability from Proprioception"
    assert (paper.year, paper.kind, paper.doi, paper.span.line) == (
        2022,
        PublicationKind.CONFERENCE,
        "10.1109/ICRA46639.2022.9811999",
        48,
    )
    assert (preprint.authors, preprint.kind, preprint.year) == (
        ("Kwame Mensah-Boateng",),
        PublicationKind.PREPRINT,
        2023,
    )


def test_skills_interests_projects(record) -> None:  # type: ignore[no-untyped-def]
    """Skills are keywords (else the name); interests are names; projects keep URL and dates."""
    assert [s.value for s in record.skills] == ["C++", "Python", "ROS 2", "Sensor fusion"]
    assert [(i.value, i.span.line) for i in record.interests] == [
        ("Field robotics", 66),
        ("Self-supervised learning", 66),
    ]
    (project,) = record.projects
    assert (project.name, project.url, project.span.line) == (
        "calib-kit",
        "https://github.com/kmensah/calib-kit",
        68,
    )
    assert record.warnings == ()


def test_value_lines_handles_nesting_and_escapes() -> None:
    """Positions are found through nested values and escaped quotes."""
    lines = value_lines('{"a": "x\\"}", \n"b": [1,\n {"c": [\n[]]}]}')
    assert (lines[("b",)], lines[("b", 1)], lines[("b", 1, "c", 0)]) == (2, 3, 4)


def test_a_resume_without_a_name_names_its_subject_as_the_text_reader_does() -> None:
    """Without basics.name the subject is the name the e-mail spells where the resume writes it, else
    one made from the file's name; its facts are still read."""
    bare = extract(_doc('{\n  "basics": {"email": "a@b.c"},\n  "skills": [{"name": "Looms"}]\n}'))
    assert bare.person.name == "Unnamed subject of r.json"
    assert [s.value for s in bare.skills] == ["Looms"]
    spelled = '{"basics": {"email": "ada.byron@looms.org", "summary": "Ada Byron builds engines."}}'
    assert extract(_doc(spelled)).person.name == "Ada Byron"


def test_wrong_shapes_are_skipped_with_warnings() -> None:
    """Entries of the wrong type and unreadable dates become warnings, not crashes."""
    record = extract(
        _doc(
            '{"basics": {"name": "Ada"},\n "work": [42,\n {"name": "X", "startDate": "soon"}],\n'
            ' "skills": 42}'
        )
    )
    assert record.warnings == (
        "r.json:2: work entry is not an object; skipped",
        "r.json:3: cannot read startDate 'soon'; use YYYY-MM-DD",
        "r.json:4: skills is not a list; skipped",
    )
    assert record.positions[0].period == Period(None, None)


def test_invalid_json_in_extract() -> None:
    """extract() itself also reports invalid JSON at its line."""
    with pytest.raises(InputError) as info:
        extract(_doc('{"basics": \n}'))
    assert str(info.value).startswith("r.json:2: invalid JSON: Expecting value (column 1)")


def _resume(**sections: object) -> str:
    import json

    return json.dumps({"basics": {"name": "Ada Okafor"}, **sections}, indent=2)


def test_fields_answer_to_the_names_other_exporters_use() -> None:
    """Older and non-standard field names (company, website, title, journal, degree, field) are read too."""
    record = extract(
        _doc(
            _resume(
                work=[{"company": "Acme Labs", "title": "Research Scientist", "start": "2019", "end": "2021"}],
                education=[{"school": "Uni X", "degree": "PhD", "field": "Physics", "startDate": "2014"}],
                publications=[{"title": "A Paper", "journal": "Nature Physics", "date": "2020-05"}],
            )
        )
    )
    (job,) = record.positions
    assert (job.title, job.organization, job.period.label()) == ("Research Scientist", "Acme Labs", "2019-2021")
    (degree,) = record.education
    assert (degree.degree, degree.field, degree.institution) == ("PhD", "Physics", "Uni X")
    (paper,) = record.publications
    assert (paper.title, paper.venue, paper.year, paper.kind) == (
        "A Paper",
        "Nature Physics",
        2020,
        PublicationKind.JOURNAL,
    )


def test_authors_from_summary_only_when_they_name_the_subject() -> None:
    """An author list opening the summary is read when it names the subject; an abstract is not a list, and
    leaves the subject as the sole author."""
    record = extract(
        _doc(
            _resume(
                publications=[
                    {"name": "P1", "summary": "Authors: Ada Okafor, Li Wei, and Sam Park. We study X."},
                    {"name": "P2", "summary": "Okafor, A., Li, W., & Park, S. (2021). Journal 3(1)."},
                    {"name": "P3", "summary": "Li Wei, Sam Park. A method for graphs."},
                    {"name": "P4", "summary": "We introduce a model that maps cells onto tissue."},
                ]
            )
        )
    )
    assert [p.authors for p in record.publications] == [
        ("Ada Okafor", "Li Wei", "Sam Park"),
        ("Okafor, A.", "Li, W.", "Park, S."),
        ("Ada Okafor",),
        ("Ada Okafor",),
    ]


def test_authors_where_exports_put_them() -> None:
    """Builders and hand-edited resumes put authors in several places: an author key of another name, a
    co-author key or label or a "with" phrase (the subject implied first), a highlight, bold HTML."""
    publications = [
        {"name": "P1", "summary": "Co-authors: L. Wei, S. Park"},
        {"name": "P2", "coauthors": ["Li Wei", "Sam Park"]},
        {"name": "P3", "summary": "Joint work with L. Wei (CMU) and S. Park (MIT)."},
        {"name": "P4", "summary": "Co-authored with Li Wei. Best Paper Award."},
        {"name": "P5", "summary": "<b>Ada Okafor</b>, Li Wei, Sam Park"},
        {"name": "P6", "highlights": ["Li Wei, Ada Okafor, Sam Park", "Oral presentation"]},
        {"name": "P7", "contributors": ["Li Wei", "Ada Okafor", "et al."]},
        {"name": "P8", "summary": "Wei L, Park S, Okafor A."},
        {"name": "P9", "summary": "A. Okafor."},
    ]
    record = extract(_doc(_resume(publications=publications)))
    assert [p.authors for p in record.publications] == [
        ("Ada Okafor", "L. Wei", "S. Park"),
        ("Ada Okafor", "Li Wei", "Sam Park"),
        ("Ada Okafor", "L. Wei", "S. Park"),
        ("Ada Okafor", "Li Wei"),
        ("Ada Okafor", "Li Wei", "Sam Park"),
        ("Li Wei", "Ada Okafor", "Sam Park"),
        ("Li Wei", "Ada Okafor"),
        ("Wei L", "Park S", "Okafor A"),  # Vancouver initials take no period: the one left closes the sentence
        ("A. Okafor",),
    ]


def test_venue_year_and_kind_tags() -> None:
    """A venue loses its year and a parenthetical that names the kind; acronyms are conferences."""
    record = extract(
        _doc(
            _resume(
                publications=[
                    {"name": "P1", "publisher": "NeurIPS 2021", "releaseDate": "2021"},
                    {"name": "P2", "publisher": "Uni Y (Master's thesis)", "releaseDate": "2018"},
                    {"name": "P3", "publisher": "Proceedings of the 2021 CHI Conference (CHI '21)"},
                    {"name": "P4", "publisher": "Some Press"},
                ]
            )
        )
    )
    assert [(p.venue, p.kind, p.year) for p in record.publications] == [
        ("NeurIPS", PublicationKind.CONFERENCE, 2021),
        ("Uni Y", PublicationKind.THESIS, 2018),
        ("Proceedings of the CHI Conference (CHI)", PublicationKind.CONFERENCE, 2021),
        ("Some Press", PublicationKind.OTHER, None),
    ]


def test_education_summary_gives_thesis_and_advisors() -> None:
    """A degree's summary labels give the dissertation and advisors; 'PhD in X' gives the field."""
    record = extract(
        _doc(
            _resume(
                education=[
                    {
                        "institution": "ETH",
                        "studyType": "Ph.D. in Robotics",
                        "summary": "Thesis: Touch for robots. Advisors: Prof. R. Keller and Dr. Ana Silva.",
                    },
                    {"institution": "NUS", "studyType": "Master of Science", "area": ""},
                ]
            )
        )
    )
    phd, msc = record.education
    assert (phd.degree, phd.field, phd.dissertation, phd.advisors) == (
        "Ph.D.",
        "Robotics",
        "Touch for robots",
        ("R. Keller", "Ana Silva"),
    )
    assert (msc.degree, msc.field) == ("Master of Science", None)


def test_volunteer_lists_split_and_hobbies_dropped() -> None:
    """An organization listing several venues gives one service each; hobbies are not research interests."""
    record = extract(
        _doc(
            _resume(
                volunteer=[{"organization": "ICML, NeurIPS 2022", "position": "Reviewer", "startDate": "2021"}],
                interests=[{"name": "Rock climbing"}, {"name": "Computational photography"}, {"name": "Chess"}],
            )
        )
    )
    assert [(s.role, s.venue) for s in record.service] == [("Reviewer", "ICML"), ("Reviewer", "NeurIPS")]
    assert [i.value for i in record.interests] == ["Computational photography"]


def test_empty_end_date_means_ongoing_but_null_dates_stay_unknown() -> None:
    """A job with a start and an empty or missing end goes on; a job with no dates has none."""
    record = extract(
        _doc(
            _resume(
                work=[
                    {"name": "A", "position": "X", "startDate": "2020-01", "endDate": ""},
                    {"name": "B", "position": "Y"},
                    {"name": "C", "position": "Z", "startDate": "2015", "endDate": "Present"},
                ]
            )
        )
    )
    assert [p.period.label() for p in record.positions] == ["2020-present", None, "2015-present"]


def test_a_bare_title_case_publisher_is_a_journal() -> None:
    """A publisher with no cue word named in title case is a journal; a publishing house is not."""
    record = extract(
        _doc(
            _resume(
                publications=[
                    {"name": "P1", "publisher": "Demography"},
                    {"name": "P2", "publisher": "Population Studies"},
                    {"name": "P3", "publisher": "Springer"},
                    {"name": "P4", "publisher": "MPIDR Working Paper WP-2024-011"},
                ]
            )
        )
    )
    assert [p.kind for p in record.publications] == [
        PublicationKind.JOURNAL,
        PublicationKind.JOURNAL,
        PublicationKind.OTHER,
        PublicationKind.PREPRINT,
    ]


def test_interest_categories_give_their_keywords() -> None:
    """An interest named by its category ("Research") gives its keywords; a hobbies category gives nothing."""
    record = extract(
        _doc(
            _resume(
                interests=[
                    {"name": "Research", "keywords": ["Fertility", "Migration"]},
                    {"name": "Hobbies", "keywords": ["Sailing", "Tango"]},
                    {"name": "Demographic forecasting", "keywords": ["Bayesian models"]},
                ]
            )
        )
    )
    assert [i.value for i in record.interests] == ["Fertility", "Migration", "Demographic forecasting"]


def test_talks_come_from_the_keys_exporters_add_for_them() -> None:
    """The schema has no talks; ``presentations`` and ``talks`` entries give title, host and date."""
    record = extract(
        _doc(
            _resume(
                presentations=[{"title": "Weft dynamics", "event": "Loom Congress 2023, Lyon", "date": "2023-05-14"}],
                talks=[{"name": "Warp noise", "host": "Engine Society"}, {"type": "invited"}],
            )
        )
    )
    assert [(t.title, t.host, t.date) for t in record.talks] == [
        ("Weft dynamics", "Loom Congress 2023, Lyon", PartialDate(2023, 5)),
        ("Warp noise", "Engine Society", None),
    ]


def test_discussion_papers_and_review_of_journals_get_their_kinds() -> None:
    """``Discussion Papers No. 12`` is a preprint series; ``Review of Loom Studies`` is a journal."""
    record = extract(
        _doc(
            _resume(
                publications=[
                    {"name": "P1", "publisher": "Loom Bureau Discussion Papers No. 12"},
                    {"name": "P2", "publisher": "Review of Loom Studies"},
                ]
            )
        )
    )
    assert [p.kind for p in record.publications] == [PublicationKind.PREPRINT, PublicationKind.JOURNAL]


def test_thesis_and_advisor_as_labelled_courses_and_a_name_without_its_honorific() -> None:
    """Hand-edited resumes put ``Thesis: ...`` and ``Supervisor: ...`` among the courses; ``Dr.`` goes."""
    text = json.dumps(
        {
            "basics": {"name": "Dr. Ada Okafor"},
            "education": [
                {
                    "institution": "Loom University",
                    "studyType": "PhD",
                    "courses": ["Thesis: Warp tension at scale", "Supervisor: Prof. Charles Babbage", "Looms 101"],
                }
            ],
        }
    )
    record = extract(_doc(text))
    assert record.person.name == "Ada Okafor"
    degree = record.education[0]
    assert (degree.dissertation, degree.advisors) == ("Warp tension at scale", ("Charles Babbage",))


def test_a_location_object_is_written_city_region_country() -> None:
    """The schema's location object gives "city, region, countryCode"; its street address is left out."""
    where = {"address": "1 Loom St", "city": "Zürich", "region": "ZH", "countryCode": "CH"}
    record = extract(
        _doc(
            _resume(
                work=[{"name": "ETH", "position": "Lecturer", "location": where}],
                education=[{"institution": "ETH", "studyType": "PhD", "location": {"city": "Basel"}}],
            )
        )
    )
    assert record.positions[0].location == "Zürich, ZH, CH"
    assert record.education[0].location == "Basel"


def test_custom_sections_are_found_under_x_keys_and_in_meta() -> None:
    """Talks, teaching and students may sit at the top, under an ``x-`` key, or inside ``meta``."""
    record = extract(
        _doc(
            _resume(
                meta={"talks": [{"title": "Warp noise", "event": "Loom Day", "date": "2022-03"}]},
                **{"x-teaching": [{"course": "Looms 101", "term": "Fall 2021"}]},
            )
        )
    )
    assert [(t.title, t.host, t.date) for t in record.talks] == [("Warp noise", "Loom Day", PartialDate(2022, 3))]
    assert [(t.course, t.term, t.year) for t in record.teaching] == [("Looms 101", "Fall 2021", 2021)]


def test_teaching_entries_give_course_code_and_term() -> None:
    """A course code opening or closing the course's name is split off when no ``code`` key gives it."""
    record = extract(
        _doc(
            _resume(
                teaching=[
                    {"course": "CW 101: Computational Weaving", "term": "Fall 2021"},
                    {"name": "Loom Theory (LT-2)", "semester": "Spring 2022"},
                    {"title": "Selvedges", "code": "S 9", "date": "2020"},
                ]
            )
        )
    )
    assert [(t.course, t.code, t.term) for t in record.teaching] == [
        ("Computational Weaving", "CW 101", "Fall 2021"),
        ("Loom Theory", "LT-2", "Spring 2022"),
        ("Selvedges", "S 9", "2020"),
    ]


def test_student_entries_give_level_status_and_co_advisors() -> None:
    """A student's level comes from its degree; one whose end date is given is past, else current."""
    record = extract(
        _doc(
            _resume(
                students=[
                    {"name": "Ana Ruiz", "degree": "PhD", "startDate": "2021", "coAdvisors": ["Li Wei"]},
                    {"name": "Bo Tan", "level": "MSc", "startDate": "2018", "endDate": "2020"},
                    {"name": "Cy Oduya", "studyType": "Undergraduate", "status": "graduated"},
                ]
            )
        )
    )
    assert [(s.name, s.level, s.status, s.co_advisors, s.year) for s in record.students] == [
        ("Ana Ruiz", StudentLevel.PHD, StudentStatus.CURRENT, ("Li Wei",), None),
        ("Bo Tan", StudentLevel.MASTER, StudentStatus.PAST, (), 2020),
        ("Cy Oduya", StudentLevel.BACHELOR, StudentStatus.PAST, (), None),
    ]


def test_students_named_in_a_jobs_highlights() -> None:
    """``Advised PhD student X (2019–2023, co-advised with Y)`` in a job's highlights gives a student there."""
    text = _resume(
        work=[
            {
                "name": "Loom University",
                "position": "Assistant Professor",
                "highlights": [
                    "Built a loom simulator",
                    "Advised PhD student Ana Ruiz (2019–2023, co-advised with Li Wei)",
                    "Supervised MSc students: Bo Tan (2022–present); Cy Oduya (2021–2022)",
                ],
            }
        ]
    )
    record = extract(_doc(text))
    assert [(s.name, s.level, s.status, s.co_advisors, s.span.line) for s in record.students] == [
        ("Ana Ruiz", StudentLevel.PHD, StudentStatus.PAST, ("Li Wei",), 11),
        ("Bo Tan", StudentLevel.MASTER, StudentStatus.CURRENT, (), 12),
        ("Cy Oduya", StudentLevel.MASTER, StudentStatus.PAST, (), 12),
    ]


def test_custom_sections_written_as_strings_are_read_as_lines() -> None:
    """One-line strings in a custom section are read as the text reader reads such lines, at their JSON line."""
    text = _resume(
        talks=['"Warp noise", Loom Society Seminar, Sep 2022'],
        teaching=["Computational Weaving (Fall 2021)"],
        students=["Ana Ruiz (PhD, 2019–2023, co-advised with Li Wei)"],
    )
    record = extract(_doc(text))
    assert [(t.title, t.host, t.date, t.span.line) for t in record.talks] == [
        ("Warp noise", "Loom Society Seminar", PartialDate(2022, 9), 6)
    ]
    assert [(t.course, t.term, t.span.line) for t in record.teaching] == [("Computational Weaving", "Fall 2021", 9)]
    (student,) = record.students
    assert (student.name, student.level, student.status, student.co_advisors, student.span.line) == (
        "Ana Ruiz",
        StudentLevel.PHD,
        StudentStatus.PAST,
        ("Li Wei",),
        12,
    )
    assert record.warnings == ()


def test_thesis_and_advisors_in_education_highlights() -> None:
    """Labelled ``highlights`` of a degree give its thesis and advisors, as labelled courses do."""
    record = extract(
        _doc(
            _resume(
                education=[
                    {
                        "institution": "Loom University",
                        "studyType": "PhD",
                        "highlights": ["Thesis: Warp tension", "Advisors: Prof. A. Byron and Dr. C. Babbage"],
                    }
                ]
            )
        )
    )
    degree = record.education[0]
    assert (degree.dissertation, degree.advisors) == ("Warp tension", ("A. Byron", "C. Babbage"))


def test_grants_keep_their_years() -> None:
    """An award with ``startDate``/``endDate``, or a ``date`` written as a range, spans those years."""
    record = extract(
        _doc(
            _resume(
                awards=[
                    {"title": "Loom Grant", "startDate": "2020-01", "endDate": "2023-12"},
                    {"title": "Weft Grant", "date": "2021–2024"},
                    {"title": "Prize", "date": "2019-05-01"},
                ]
            )
        )
    )
    assert [a.period.label() for a in record.awards] == ["2020-2023", "2021-2024", 2019]


def test_skills_and_interests_as_plain_strings() -> None:
    """Hand-written resumes list skills and interests as strings; each string is one."""
    record = extract(_doc(_resume(skills=["Python", "Rust"], interests=["Loom theory", "Sailing"])))
    assert [s.value for s in record.skills] == ["Python", "Rust"]
    assert [i.value for i in record.interests] == ["Loom theory"]
    assert record.warnings == ()


def test_author_objects_and_a_venue_ending_in_the_year() -> None:
    """Authors written as objects give their names; a venue's trailing year (the paper's) goes."""
    record = extract(
        _doc(
            _resume(
                publications=[
                    {
                        "name": "P1",
                        "authors": [{"name": "Ada Okafor"}, {"given": "Li", "family": "Wei"}, "**Sam Park**"],
                        "publisher": "arXiv 2021",
                        "releaseDate": "2021-03",
                    }
                ]
            )
        )
    )
    (paper,) = record.publications
    assert (paper.authors, paper.venue, paper.year) == (("Ada Okafor", "Li Wei", "Sam Park"), "arXiv", 2021)


def test_a_period_written_in_one_date_field() -> None:
    """``"date": "Sep 2019 – Present"`` in place of startDate/endDate gives the period."""
    record = extract(
        _doc(
            _resume(
                work=[{"name": "A", "position": "X", "date": "Sep 2019 – Present"}],
                volunteer=[{"organization": "ICLL", "position": "Reviewer", "dates": "2016-2019"}],
            )
        )
    )
    assert record.positions[0].period == Period(PartialDate(2019, 9), PRESENT)
    assert record.service[0].period.label() == "2016-2019"


def test_a_publication_type_key_gives_its_kind() -> None:
    """A publication's own ``type`` (``Conference Paper``, ``journal-article``) gives its kind over its venue's look."""
    record = extract(
        _doc(
            _resume(
                publications=[
                    {"name": "P1", "publisher": "Loom Summit", "type": "Conference Paper"},
                    {"name": "P2", "publisher": "Loom Archive", "type": "preprint"},
                    {"name": "P3", "publisher": "Weaving Letters", "type": "journal-article"},
                    {"name": "P4", "publisher": "Weaving Letters", "type": "misc"},
                ]
            )
        )
    )
    assert [p.kind for p in record.publications] == [
        PublicationKind.CONFERENCE,
        PublicationKind.PREPRINT,
        PublicationKind.JOURNAL,
        PublicationKind.JOURNAL,
    ]


def test_dates_written_as_objects() -> None:
    """``{"year": 2019, "month": 9}`` dates and a ``date`` object holding ``start`` and ``end`` give the period."""
    record = extract(
        _doc(
            _resume(
                work=[
                    {"name": "A", "position": "X", "startDate": {"year": 2019, "month": 9}},
                    {"name": "B", "position": "Y", "date": {"start": {"year": 2015}, "end": "2018-06"}},
                ]
            )
        )
    )
    assert [p.period for p in record.positions] == [
        Period(PartialDate(2019, 9), PRESENT),
        Period(PartialDate(2015), PartialDate(2018, 6)),
    ]


def test_snake_case_keys_are_read_as_the_schemas_camel_case() -> None:
    """``start_date``, ``study_type``, ``release_date`` (converters from Python or YAML) are the schema's keys;
    a key spelled the schema's way wins over its twin, and lines stay right."""
    text = _resume(
        work=[{"name": "A", "position": "X", "start_date": "2019-09", "end_date": "2021-01"}],
        education=[{"institution": "U", "study_type": "PhD", "start_date": "2014", "startDate": "2013"}],
        publications=[{"name": "P", "publisher": "Weaving Letters", "release_date": "2020"}],
        **{"x-teaching": [{"course": "Looms", "term": "Fall 2020"}]},
    )
    record = extract(_doc(text))
    assert (record.positions[0].period.label(), record.positions[0].span.line) == ("2019-2021", 6)
    assert (record.education[0].degree, record.education[0].period.start) == ("PhD", PartialDate(2013))
    assert record.publications[0].year == 2020
    assert [t.course for t in record.teaching] == ["Looms"]


def test_a_date_among_words_is_read() -> None:
    """``Expected May 2016`` or ``2021 (to appear)`` give the date they hold; words alone still warn."""
    record = extract(
        _doc(
            _resume(
                education=[{"institution": "U", "studyType": "PhD", "endDate": "Expected May 2016"}],
                publications=[{"name": "P", "publisher": "Weaving Letters", "releaseDate": "2021 (to appear)"}],
                work=[{"name": "A", "position": "X", "startDate": "soon"}],
            )
        )
    )
    assert record.education[0].period.end == PartialDate(2016, 5)
    assert record.publications[0].year == 2021
    assert record.warnings == ("r.json:20: cannot read startDate 'soon'; use YYYY-MM-DD",)


def test_written_out_and_dotted_dates_give_year_and_month() -> None:
    """``September 1, 2019`` loses its day as ``2019-09-01`` does; ``01.09.2019`` and ``09.2019`` are day-first."""
    record = extract(
        _doc(
            _resume(
                work=[
                    {"name": "A", "position": "X", "startDate": "September 1, 2019", "endDate": "01.06.2021"},
                    {"name": "B", "position": "Y", "startDate": "09.2015", "endDate": "31.12.2017"},
                ]
            )
        )
    )
    assert [p.period for p in record.positions] == [
        Period(PartialDate(2019, 9), PartialDate(2021, 6)),
        Period(PartialDate(2015, 9), PartialDate(2017, 12)),
    ]


def test_a_grants_amount_and_role_leave_its_name() -> None:
    """``... ($450,000; PI)`` or ``..., USD 1,200,000`` closing an award's title are no part of its name."""
    record = extract(
        _doc(
            _resume(
                awards=[
                    {"title": "Loom Foundation Grant LF-1: Warp Noise ($450,000; PI)", "date": "2020"},
                    {"title": "Weft Award, USD 1,200,000", "date": "2021"},
                    {"title": "Best Paper (ICLL)", "date": "2019"},
                ]
            )
        )
    )
    assert [a.name for a in record.awards] == [
        "Loom Foundation Grant LF-1: Warp Noise",
        "Weft Award",
        "Best Paper (ICLL)",
    ]


def test_service_years_written_in_the_organization() -> None:
    """A volunteer entry without dates whose organization ends with a range of years spans them."""
    record = extract(_doc(_resume(volunteer=[{"organization": "ICLL 2018–2021", "position": "Reviewer"}])))
    (service,) = record.service
    assert (service.venue, service.period.label()) == ("ICLL", "2018-2021")


def test_sections_grouped_by_category() -> None:
    """A section written as an object of lists (``{"Journal Articles": [...]}``) gives every group's entries,
    each at its line; a publication's group gives its kind when its venue does not."""
    text = _resume(
        publications={
            "Conference Papers": [{"name": "P1", "publisher": "Loom Summit"}],
            "Journal Articles": [{"name": "P2", "publisher": "Loom Summit"}, {"name": "P3", "publisher": "ICLL"}],
        },
        work={"Industry": [{"name": "Acme", "position": "Research Intern"}]},
    )
    record = extract(_doc(text))
    assert [(p.title, p.kind, p.span.line) for p in record.publications] == [
        ("P1", PublicationKind.CONFERENCE, 7),
        ("P2", PublicationKind.JOURNAL, 13),
        ("P3", PublicationKind.CONFERENCE, 17),
    ]
    assert [(p.organization, p.kind) for p in record.positions] == [("Acme", PositionKind.INTERNSHIP)]


def test_keywords_written_as_one_string() -> None:
    """A skill's or an interest category's ``keywords`` may be one comma- or semicolon-separated string."""
    record = extract(
        _doc(
            _resume(
                skills=[{"name": "Programming", "keywords": "Python, Rust; C++"}],
                interests=[{"name": "Research", "keywords": "Looms, Weft dynamics"}],
            )
        )
    )
    assert [s.value for s in record.skills] == ["Python", "Rust", "C++"]
    assert [i.value for i in record.interests] == ["Looms", "Weft dynamics"]


def test_dissertation_committees_from_a_custom_key() -> None:
    """``committees`` entries naming a student give dissertation committees (objects or lines of text); one
    naming a programme committee does not."""
    text = _resume(
        committees=[
            {"student": "Ana Ruiz", "institution": "Loom University", "year": 2021, "role": "External examiner"},
            {"name": "ICLL Program Committee", "year": 2022},
            "Bo Tan (2023), Weft Institute of Technology",
        ]
    )
    record = extract(_doc(text))
    assert [(c.name, c.year, c.institution, c.span.line) for c in record.committees] == [
        ("Ana Ruiz", 2021, "Loom University", 6),
        ("Bo Tan", 2023, "Weft Institute of Technology", 16),
    ]


def test_venues_each_with_years_of_their_own() -> None:
    """``ICLL (2018–2021), STS (2020)`` in one volunteer entry gives a service per venue, each with its years."""
    entry = {"organization": "ICLL (2018–2021), STS (2020)", "position": "Reviewer"}
    record = extract(_doc(_resume(volunteer=[entry])))
    assert [(s.venue, s.period.label()) for s in record.service] == [("ICLL", "2018-2021"), ("STS", 2020)]


def test_a_committee_label_ends_the_thesis_and_names_no_advisor() -> None:
    """``Committee:`` (with its colon) closes a quoted thesis title; its members are not advisors."""
    record = extract(
        _doc(
            _resume(
                education=[
                    {
                        "institution": "U",
                        "studyType": "PhD",
                        "summary": "Dissertation: “Committee machines for looms.” Committee: A. Byron, C. Babbage. "
                        "Advisor: Prof. Ana Ruiz.",
                    }
                ]
            )
        )
    )
    degree = record.education[0]
    assert (degree.dissertation, degree.advisors) == ("Committee machines for looms", ("Ana Ruiz",))


def test_talk_lines_lose_their_day_and_students_may_open_with_a_non_ascii_capital() -> None:
    """A talk line's ``September 1, 2019`` gives 2019-09, as a talk object's date does; ``Advised MSc student
    Élodie Roy`` names a student though É is no ASCII capital."""
    text = _resume(
        talks=['"Warp noise", Loom Society Seminar, September 14, 2019'],
        work=[{"name": "U", "position": "Professor", "highlights": ["Advised MSc student Élodie Roy (2020–2022)"]}],
    )
    record = extract(_doc(text))
    assert [t.date for t in record.talks] == [PartialDate(2019, 9)]
    assert [(s.name, s.level, s.status) for s in record.students] == [
        ("Élodie Roy", StudentLevel.MASTER, StudentStatus.PAST)
    ]


def test_dotted_dates_in_lines_of_text() -> None:
    """A custom section's line dated ``01.03.2017`` (day first) is read with that month."""
    record = extract(_doc(_resume(talks=['"Warp noise", Loom Society Seminar, 01.03.2017'])))
    assert [(t.host, t.date) for t in record.talks] == [("Loom Society Seminar", PartialDate(2017, 3))]


def test_an_apa_author_list_with_accented_initials() -> None:
    """``Wójcik, É., & Li, W. (2021).`` opening a summary gives its authors, accents kept."""
    text = json.dumps(
        {
            "basics": {"name": "Élodie Wójcik"},
            "publications": [{"name": "P", "summary": "Li, W., & Wójcik, É. (2021). P. Weaving Letters 3(1)."}],
        }
    )
    assert extract(_doc(text)).publications[0].authors == ("Li, W.", "Wójcik, É.")


def test_a_doctorates_advisors_and_thesis_where_the_resume_gives_them() -> None:
    """The basics' summary ("the thesis "X", supervised by Prof. A and Dr. B"), a reference ("PhD supervisor"),
    an extender's keys (``x-thesis``, ``x-advisors``), a thesis among the publications and its summary."""
    summary_kind = extract(
        _doc(
            json.dumps(
                {
                    "basics": {
                        "name": "Ada Okafor",
                        "summary": 'My thesis "Looms of the North", supervised by Prof. Li Wei and Dr. Sam Park.',
                    },
                    "education": [{"institution": "Loom University", "studyType": "PhD"}],
                }
            )
        )
    )
    (phd,) = summary_kind.education
    assert (phd.advisors, phd.dissertation) == (("Li Wei", "Sam Park"), "Looms of the North")
    elsewhere = extract(
        _doc(
            _resume(
                education=[{"institution": "Loom University", "studyType": "DPhil", "x-advisors": ["Sir Li Wei"]}],
                publications=[
                    {"name": "Warps and Wefts", "publisher": "Loom University (PhD dissertation)", "summary": "X."}
                ],
                references=[{"name": "Prof. Sam Park, Loom University", "reference": "PhD co-supervisor."}],
            )
        )
    )
    (dphil,) = elsewhere.education
    assert (dphil.advisors, dphil.dissertation) == (("Li Wei",), "Warps and Wefts")


def test_an_acs_summary_gives_its_authors_up_to_the_journal() -> None:
    """"Duong, K. A.; Okafor, A.* Org. Lett. 2023, 25, 1-9": the corresponding mark and the journal go."""
    record = extract(
        _doc(
            _resume(
                publications=[
                    {"name": "P1", "summary": "Duong, K. A.; Okafor, A.* Org. Lett. 2023, 25, 1-9."},
                    {"name": "P2", "summary": "Li, W.; Okafor, A. J. Am. Chem. Soc. 2024, 146, 1-9."},
                    {"name": "P3", "summary": "Okafor, A.; Tran, M. H.; Li, W."},
                ]
            )
        )
    )
    assert [p.authors for p in record.publications] == [
        ("Duong, K. A.", "Okafor, A."),
        ("Li, W.", "Okafor, A."),
        ("Okafor, A.", "Tran, M. H.", "Li, W."),
    ]


@pytest.mark.parametrize(
    "summary", ["<p>$98,000; 2021&ndash;2023</p>", "Scholars cohort, 2021–2023", "2021-2023, renewed once"]
)
def test_an_awards_years_stated_in_its_html_summary(summary: str) -> None:
    """An export dates a fellowship by its start and states its years in the summary, in HTML: the range counts
    when it opens in the award's year."""
    award = {"title": "Predoctoral Fellowship", "date": "2021-07-01", "summary": summary}
    (found,) = extract(_doc(_resume(awards=[award]))).awards
    assert found.period.label() == "2021-2023"


def test_a_range_of_other_years_in_an_awards_summary_is_not_its_own() -> None:
    award = {"title": "Teaching Prize", "date": "2023", "summary": "For the 2019–2021 seminar series"}
    (found,) = extract(_doc(_resume(awards=[award]))).awards
    assert found.period.label() == 2023


def test_a_summary_that_names_its_kind_before_the_authors() -> None:
    """``Poster presentation. Okafor A, Lund C. Best Abstract Award.``: the kind is a poster, the names its authors."""
    paper = {
        "name": "Missed care and sepsis mortality",
        "publisher": "Midwest Nursing Research Society Annual Conference",
        "releaseDate": "2023-03",
        "summary": "<p>Poster presentation. Okafor A, Lund C. Best Abstract Award.</p>",
    }
    (found,) = extract(_doc(_resume(publications=[paper]))).publications
    assert (found.authors, found.kind) == (("Okafor A", "Lund C"), PublicationKind.POSTER)


@pytest.mark.parametrize(
    ("said", "thesis", "advisors"),
    [
        ({"courses": ["Tesis: Vivienda y periferia. Director: Dr. Joan Busca Grau"]}, "Vivienda y periferia",
         ("Joan Busca Grau",)),
        ({"courses": ["Dissertation: Business groups", "Committee: Ana Ruiz (co-chair), Bo Lee (co-chair), Cy Ng"]},
         "Business groups", ("Ana Ruiz", "Bo Lee")),
        ({"score": "Tesi: Dinamica del ctDNA; tutor: Prof. Alessandro Vezzi"}, "Dinamica del ctDNA",
         ("Alessandro Vezzi",)),
        ({"courses": ["Thesis: Cold gas at dawn (supervisors: J. A. Hodge and H. Rott)"]}, "Cold gas at dawn",
         ("J. A. Hodge", "H. Rott")),
    ],
)
def test_a_doctorates_thesis_and_advisors_labelled_in_any_field(
    said: dict[str, object], thesis: str, advisors: tuple[str, ...]
) -> None:
    """Labels in other languages (Tesis, Tesi, Director, tutor), a committee's chairs, a label in brackets, the
    ``score`` field an export fills with the thesis."""
    degree = {"institution": "Uni X", "studyType": "PhD", "area": "History", "endDate": "2017", **said}
    (found,) = extract(_doc(_resume(education=[degree]))).education
    assert (found.dissertation, found.advisors) == (thesis, advisors)


def test_a_custom_section_found_by_its_keys_words() -> None:
    """Keys no exporter list names, read as a heading would be: ``invitedLectures`` are talks, ``coursesLed``
    teaching, ``doctoralStudents`` students; the schema's own keys stay what they are."""
    resume = _resume(
        invitedLectures=[{"title": "Light and nickel", "host": "Department of Chemistry, MIT", "date": "2024-10"}],
        teachingAssistantships=[{"course": "CHEM 2310 Organic Chemistry I", "terms": ["Fall 2012"]}],
        doctoralStudents=[{"name": "Anders Lind", "degree": "Ph.D.", "endDate": "2019"}],
    )
    record = extract(_doc(resume))
    assert [(t.title, t.host) for t in record.talks] == [("Light and nickel", "Department of Chemistry, MIT")]
    assert [t.term for t in record.teaching] == ["Fall 2012"]
    assert [s.name for s in record.students] == ["Anders Lind"]


def test_a_students_years_in_the_level_and_a_terms_period_key() -> None:
    resume = _resume(
        supervision=[
            {"name": "Francesca Rugo", "level": "Dottoranda (PhD), dal 2022"},
            {"name": "Tommaso Castel", "level": "Resident in Medical Oncology, 2019-2023"},
        ],
        teaching=[{"course": "Oncologia Medica", "period": "A.A. 2022/23"}],
    )
    record = extract(_doc(resume))
    assert [(s.name, s.status) for s in record.students] == [
        ("Francesca Rugo", StudentStatus.CURRENT),
        ("Tommaso Castel", StudentStatus.PAST),
    ]
    assert [t.term for t in record.teaching] == ["A.A. 2022/23"]


def test_a_resumes_own_publication_lists_are_read_with_the_kind_their_key_names() -> None:
    """``workingPapers`` and ``x-bookChapters`` are publication lists of the resume's own; their key says the kind,
    a status (in ``status`` or a summary's clause) makes the paper pending at the journal it names."""
    published = {"name": "Looms and Wages", "publisher": "J. Loom Econ.", "summary": "Forthcoming. Joint with Bo Li."}
    working = [
        {"name": "Spindles at Work", "summary": "with Cy Ho and Di Wu; R&R at Econometrica"},
        {"title": "Yarn Prices", "status": "Submitted", "coauthors": ["Ed Ito"]},
    ]
    chapters = [{"name": "A Short History of the Loom", "publisher": "Oxford University Press"}]
    patents = [{"name": "Loom Brake", "number": "US Patent 11,000,001"}]
    resume = _resume(publications=[published], workingPapers=working, patents=patents, **{"x-bookChapters": chapters})
    record = extract(_doc(resume))
    read = [(p.title, p.authors, p.venue, p.kind) for p in record.publications]
    assert read == [
        # (the field's "J. Loom Econ." keeps its abbreviation's period: a field ends with no full stop)
        ("Looms and Wages", ("Ada Okafor", "Bo Li"), "J. Loom Econ.", PublicationKind.JOURNAL),
        ("Spindles at Work", ("Ada Okafor", "Cy Ho", "Di Wu"), "Econometrica", PublicationKind.PREPRINT),
        ("Yarn Prices", ("Ada Okafor", "Ed Ito"), None, PublicationKind.PREPRINT),
        ("A Short History of the Loom", ("Ada Okafor",), "Oxford University Press", PublicationKind.BOOK),
        ("Loom Brake", ("Ada Okafor",), "US Patent 11,000,001", PublicationKind.PATENT),
    ]
    assert record.publications[1].notes == ("R&R at Econometrica",)


def test_string_entries_of_a_resumes_own_publication_and_service_lists() -> None:
    """A custom list written as strings: a title with its co-authors after it, a bare title, a service line read as
    the text reader reads one; a summary naming a book chapter gives the kind and its co-author."""
    chapter = {"name": "Looms in Theory", "publisher": "Handbook of Looms", "summary": "Book chapter, with Bo Li"}
    resume = _resume(
        publications=[chapter],
        workInProgress=["Spindle Demand (with Cy Ho and Di Wu)", "Yarn and Trade"],
        refereeing=["Referee, Journal of Loom Economics (2021–2023)"],
    )
    record = extract(_doc(resume))
    read = [(p.title, p.authors, p.kind) for p in record.publications]
    assert read == [
        ("Looms in Theory", ("Ada Okafor", "Bo Li"), PublicationKind.BOOK),
        # work in progress is unpublished work, a preprint (the writers' brief: in-preparation items)
        ("Spindle Demand", ("Ada Okafor", "Cy Ho", "Di Wu"), PublicationKind.PREPRINT),
        ("Yarn and Trade", ("Ada Okafor",), PublicationKind.PREPRINT),
    ]
    assert [(s.role, s.venue, s.period.start.year) for s in record.service] == [
        ("Referee", "Journal of Loom Economics", 2021)
    ]


def test_a_working_papers_series_in_its_status_and_coauthors_written_with_with() -> None:
    """``status`` naming a numbered series gives the venue (the pending clause stays a note); ``coauthors`` may say
    "with A"; a summary's names end at the sentence after them, whatever initials they hold."""
    working = [
        {"title": "Spindle Demand", "coauthors": "with Cy Ho", "status": "IZA Discussion Paper 1650; submitted"},
        {"title": "Yarn Prices", "status": "NBER Working Paper No. 32877"},
    ]
    names = "with Kjell G. Salvanes and Di Wu. Vol. 11(4)."
    published = {"name": "Looms", "publisher": "Journal of Looms", "summary": names}
    record = extract(_doc(_resume(publications=[published], workingPapers=working)))
    read = [(p.title, p.authors, p.venue, p.kind) for p in record.publications]
    assert read == [
        ("Looms", ("Ada Okafor", "Kjell G. Salvanes", "Di Wu"), "Journal of Looms", PublicationKind.JOURNAL),
        ("Spindle Demand", ("Ada Okafor", "Cy Ho"), "IZA Discussion Paper 1650", PublicationKind.PREPRINT),
        ("Yarn Prices", ("Ada Okafor",), "NBER Working Paper No. 32877", PublicationKind.PREPRINT),
    ]
    assert record.publications[1].notes == ("submitted",)


def test_a_jobs_highlight_labelled_teaching_is_read_as_a_teaching_line() -> None:
    work = [{"name": "Loom University", "position": "Lecturer", "highlights": ["Teaching: LOOM339 Weaving, 2021-22"]}]
    record = extract(_doc(_resume(work=work)))
    assert [(t.course, t.code, t.term) for t in record.teaching] == [("Weaving", "LOOM339", "2021-22")]


@pytest.mark.parametrize(
    ("extra", "authors"),
    [
        # a name written family first is cited so: any whole word of it names the subject
        ({"summary": "Okafor A, Byron A, Li B. Looms at sea. J Looms. 2021."}, ("Okafor A", "Byron A", "Li B")),
        ({"x-coauthors": ["Ada Byron", "Bo Li"]}, ("Ada Okafor", "Ada Byron", "Bo Li")),
        # an export's paragraphs end their sentences
        ({"summary": "<p><b>Authors:</b> Ada Byron, Ada Okafor, Bo Li</p><p>We study looms.</p>"},
         ("Ada Byron", "Ada Okafor", "Bo Li")),
    ],
)  # fmt: skip
def test_authors_where_exports_and_hand_edits_put_them(extra: dict, authors: tuple[str, ...]) -> None:
    pub = {"name": "Looms at Sea", "publisher": "Journal of Looms", "releaseDate": "2021", **extra}
    assert extract(_doc(_resume(publications=[pub]))).publications[0].authors == authors


@pytest.mark.parametrize(
    ("summary", "authors"),
    [
        ("Coauthors: Li Wei; Sam Park", ("Ada Okafor", "Li Wei", "Sam Park")),
        ("Contributors: Li Wei, Ada Okafor, Sam Park.", ("Li Wei", "Ada Okafor", "Sam Park")),
        ("Other authors: Li Wei, Sam Park", ("Ada Okafor", "Li Wei", "Sam Park")),
        ("Authors (in order): Li Wei, Ada Okafor, Sam Park.", ("Li Wei", "Ada Okafor", "Sam Park")),
        ("Author list: Li W, Okafor A, Park S.", ("Li W", "Okafor A", "Park S")),
        ("Published with co-authors L. Wei and S. Park.", ("Ada Okafor", "L. Wei", "S. Park")),
        ("Second author. Li W, Okafor A, Park S.", ("Li W", "Okafor A", "Park S")),
        ("Li W, Okafor A, Park S; on behalf of the LOOM Study Group.", ("Li W", "Okafor A", "Park S")),
        ("Okafor A (first author), Li W, Park S.", ("Okafor A", "Li W", "Park S")),
        ("A survey of 40 wards. Co-authors: Li W, Park S.", ("Ada Okafor", "Li W", "Park S")),
        ("By Li Wei, Ada Okafor and Sam Park.", ("Li Wei", "Ada Okafor", "Sam Park")),
        ("Authors include Li Wei, Ada Okafor and Sam Park.", ("Li Wei", "Ada Okafor", "Sam Park")),
        ("A cohort study of falls.<br>Li W, Okafor A, Park S.", ("Li W", "Okafor A", "Park S")),
        ("A cohort study of falls. Li W, Okafor A, Park S.", ("Li W", "Okafor A", "Park S")),
    ],
)
def test_author_lists_under_the_labels_and_phrases_exports_use(summary: str, authors: tuple[str, ...]) -> None:
    """A label names the whole list when the subject is among it, the co-authors otherwise (the subject first);
    what the summary says of the subject's place, or the group the authors wrote for, is no name."""
    paper = {"name": "Falls and staffing", "publisher": "J Adv Nurs", "releaseDate": "2021-05", "summary": summary}
    (found,) = extract(_doc(_resume(publications=[paper]))).publications
    assert found.authors == authors


def test_hand_kept_resume_with_comments_keeps_its_lines() -> None:
    """Comments and trailing commas (al-folio's resume.json) are read; each record keeps the line it is on."""
    record = extract(
        _doc(
            '{\n  // the subject\n  "basics": {"name": "Ada Lund",},\n  "work": [\n    /* the first job,\n'
            '       kept for the record */\n'
            '    {"name": "Acme Labs", "position": "Engineer", "startDate": "2020-01",},\n'
            "  ],\n}\n"
        )
    )
    assert (record.person.name, record.person.span.line) == ("Ada Lund", 3)
    assert [(p.organization, p.span.line) for p in record.positions] == [("Acme Labs", 7)]
