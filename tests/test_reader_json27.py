"""JSON Resume as exporters and people write it: author lines in any citation style, the subject as "Me",
formatted citations beside the fields, sections under keys of one's own, ORCID's extensions, dates in many forms.

Every input here is invented, in the style of an export or a hand-written resume."""

from __future__ import annotations

import json
from typing import Any

from cvkg.export import to_layout
from cvkg.extract.jsonresume import extract
from cvkg.model import CvRecord, PublicationKind, SourceDocument, StudentLevel, StudentStatus

SUBJECT = "Oriana T. Velasco"


def _read(data: dict[str, Any]) -> CvRecord:
    text = json.dumps({"basics": {"name": SUBJECT}, **data}, indent=1, ensure_ascii=False)
    return extract(SourceDocument(path="r.json", media_type="application/json", text=text, sha256="0"))


def _authors(**entry: Any) -> tuple[str, ...]:
    """The authors of one publication entry (a journal paper of 2022 unless the entry says otherwise)."""
    base = {"name": "Spindle wear under humid storage", "publisher": "Textile Research Journal", "releaseDate": "2022"}
    return _read({"publications": [{**base, **entry}]}).publications[0].authors


def test_the_subject_written_me_in_an_author_line_or_list() -> None:
    """"Me" in a summary's author line, or an ``authors`` item "me", is the subject."""
    assert _authors(summary="Hartley P, Me, Osei K.") == ("Hartley P", SUBJECT, "Osei K")
    assert _authors(authors=["Hartley P", "me", "Osei K"]) == ("Hartley P", SUBJECT, "Osei K")


def test_a_me_mark_after_the_subjects_name_is_dropped() -> None:
    """``Velasco OT (me)`` is the subject's name, the mark gone."""
    assert _authors(summary="Hartley P, Velasco OT (me), Osei K") == ("Hartley P", "Velasco OT", "Osei K")


def test_semicolon_parted_names_of_any_shape() -> None:
    """``Last, Given Given; ...`` in an authors key or a summary: each part one name."""
    listed = "Hartley, Paul; Velasco, Oriana Teresa; Osei, Kwame"
    assert _authors(authors=listed) == ("Hartley, Paul", "Velasco, Oriana Teresa", "Osei, Kwame")
    assert _authors(summary=listed) == ("Hartley, Paul", "Velasco, Oriana Teresa", "Osei, Kwame")


def test_an_author_line_on_its_own_line_or_before_a_dash() -> None:
    """The names on the summary's first line, or before a dash or a bar that parts them from the venue."""
    assert _authors(summary="Hartley P, Velasco OT, Osei K\n\nAbstract: we store spindles.") == (
        "Hartley P",
        "Velasco OT",
        "Osei K",
    )
    assert _authors(summary="P. Hartley, O. T. Velasco, K. Osei - Text Res J 2022") == (
        "P. Hartley",
        "O. T. Velasco",
        "K. Osei",
    )
    assert _authors(summary="📄 Hartley P, Velasco OT, Osei K") == ("Hartley P", "Velasco OT", "Osei K")


def test_a_formatted_citation_beside_the_fields() -> None:
    """A ``citation`` (or ``cite``) string that is no BibTeX gives the authors it opens with."""
    cited = "Osei K, Velasco OT. Spindle wear under humid storage. Text Res J. 2022;92:1-9."
    assert _authors(citation=cited) == ("Osei K", "Velasco OT")
    assert _authors(cite={"type": "formatted-vancouver", "value": cited}) == ("Osei K", "Velasco OT")


def test_author_objects_of_other_schemas() -> None:
    """``{"first", "last"}`` objects and CSL's ``{"literal"}`` group author are names."""
    people = [{"literal": "LOOM Study Group"}, {"first": "Oriana T.", "last": "Velasco"}]
    assert _authors(authors=people) == ("LOOM Study Group", "Oriana T. Velasco")
    assert _authors(authorship="Osei K, Velasco OT") == ("Osei K", "Velasco OT")


def test_co_authors_named_in_a_highlight_or_with_honorifics() -> None:
    """"Co-authors: A, B" in a highlight, and "co-authored with Dr. A & Prof. B", follow the subject."""
    assert _authors(highlights=["Co-authors: Kwame Osei, Paul Hartley"]) == (SUBJECT, "Kwame Osei", "Paul Hartley")
    assert _authors(summary="Co-authored with Dr. Kwame Osei & Prof. Paul Hartley") == (
        SUBJECT,
        "Kwame Osei",
        "Paul Hartley",
    )
    assert _authors(summary="Authored with Osei K and Hartley P.") == (SUBJECT, "Osei K", "Hartley P")


def test_an_entry_naming_no_author_keeps_the_subject() -> None:
    """The team's convention: an export's entry that names nobody is the subject's."""
    assert _authors(summary="Open access.") == (SUBJECT,)


def test_sections_under_keys_of_ones_own() -> None:
    """Jobs, honours (lines of text), interests and skills in one string, each read by its kind's reader."""
    record = _read(
        {
            "research_experience": [
                {"role": "Field assistant", "where": "Loom Museum", "dates": "Jun 2016 - Aug 2018"}
            ],
            "honors_and_awards": ["Weavers' Guild Travel Award, 2019, 2021", "Spinner Fellowship (2017–2020)"],
            "research_interests": "fibre ageing; humidity; conservation science",
            "skills": "R, ImageJ, FTIR spectroscopy",
        }
    )
    assert [(p.title, p.organization) for p in record.positions] == [("Field assistant", "Loom Museum")]
    layout = to_layout(record)
    assert [(a["name"], a["year"]) for a in layout["awards"]] == [
        ("Weavers' Guild Travel Award", 2019),
        ("Weavers' Guild Travel Award", 2021),
        ("Spinner Fellowship", "2017-2020"),
    ]
    assert [t.value for t in record.interests] == ["fibre ageing", "humidity", "conservation science"]
    assert [t.value for t in record.skills] == ["R", "ImageJ", "FTIR spectroscopy"]


def test_interests_labelled_in_the_summary() -> None:
    """A summary's "Interests: A • B • C" line lists the research interests."""
    summary = "Conservator.\n\nInterests: dyes • mordants • light fading"
    record = _read({"basics": {"name": SUBJECT, "summary": summary}})
    assert [t.value for t in record.interests] == ["dyes", "mordants", "light fading"]


def test_presentations_that_cite_their_authors_are_papers_of_the_meeting() -> None:
    """A presentation with a ``cite`` string and a ``meeting`` is a conference paper or a poster, not a talk."""
    record = _read(
        {
            "presentations": [
                {"type": "poster", "cite": "Velasco OT, Osei K. Mould on stored spindles.",
                 "meeting": "ICOM-CC Triennial", "date": "Sep 2023"},
                {"title": "Why looms fail", "where": "Textile Museum, Leeds", "date": "2024-02"},
            ]
        }
    )
    (paper,) = record.publications
    assert (paper.title, paper.authors, paper.venue, paper.kind) == (
        "Mould on stored spindles",
        ("Velasco OT", "Osei K"),
        "ICOM-CC Triennial",
        PublicationKind.POSTER,
    )
    assert [(t.title, t.host) for t in record.talks] == [("Why looms fail", "Textile Museum, Leeds")]


def test_a_students_outcome_after_an_arrow() -> None:
    """``-> PhD student, Univ``: the outcome, whose words give neither the level nor another student."""
    record = _read({"mentoring": ["Ana Ruiz, undergraduate, 2021–2023 -> MS student, Loom University"]})
    (student,) = record.students
    assert (student.name, student.level, student.status, student.outcome) == (
        "Ana Ruiz",
        StudentLevel.BACHELOR,
        StudentStatus.PAST,
        "MS student, Loom University",
    )


def test_orcid_extensions_funding_end_and_peer_reviews() -> None:
    """ORCID's ``x-endDate`` closes a grant's period; ``x-peerReviews`` are reviewing service with their years."""
    record = _read(
        {
            "awards": [
                {"title": "Pilot Grant", "date": "2020-03", "x-endDate": "2022-02"},
                {"title": "Doctoral Fellowship", "date": "2018-11", "summary": "Funds my PhD 2019–2022"},
            ],
            "x-peerReviews": [
                {"reviewerRole": "reviewer", "convening-organization": "Studies in Conservation",
                 "firstReview": "2019", "lastReview": "2024"}
            ],
        }
    )
    assert [a["year"] for a in to_layout(record)["awards"]] == ["2020-2022", "2019-2022"]
    assert [(s["role"], s["venue"], s["year"]) for s in to_layout(record)["service"]] == [
        ("reviewer", "Studies in Conservation", "2019-2024")
    ]


def test_venues_lose_the_town_the_edition_and_the_publisher() -> None:
    """A meeting's town and "(virtual)", a book's edition and the publisher after it are no part of the venue."""
    record = _read(
        {
            "publications": [
                {"name": "Dye loss in wool", "publisher": "AIC 2023 Annual Meeting, Portland, OR", "x-type": "poster",
                 "releaseDate": "2023"},
                {"name": "Caring for looms", "publisher": "Textile Care: A Handbook (2nd edn), Routledge",
                 "releaseDate": "2021", "summary": "Book chapter."},
                {"name": "Spindle optics", "publisher": "Proc. SPIE 12001, Optics for Arts", "releaseDate": "2022"},
            ]
        }
    )
    assert [(p.venue, p.kind) for p in record.publications] == [
        ("AIC Annual Meeting", PublicationKind.POSTER),
        ("Textile Care: A Handbook", PublicationKind.BOOK),
        ("Proc. SPIE 12001, Optics for Arts", PublicationKind.CONFERENCE),
    ]


def test_a_poster_summary_names_the_kind() -> None:
    """"Poster at the X Conference." makes the entry a poster, and the names after it its authors."""
    record = _read(
        {"publications": [{"name": "Wool in damp stores", "publisher": "Journal of Textile Studies (supplement)",
                           "releaseDate": "2019",
                           "summary": "Poster at the Nordic Textile Conference. Velasco OT & Osei K."}]}
    )
    (paper,) = record.publications
    assert (paper.kind, paper.authors) == (PublicationKind.POSTER, ("Velasco OT", "Osei K"))


def test_dates_as_exporters_write_them() -> None:
    """Epoch milliseconds, LinkedIn's ``timePeriod`` objects, and a season with no end (a stay of its own)."""
    record = _read(
        {
            "work": [
                {"name": "Loom Museum", "position": "Curator", "startDate": 1614556800000, "endDate": 1669852800000},
                {"name": "Wool Lab", "position": "Analyst",
                 "timePeriod": {"startDate": {"year": 2018, "month": 5}, "endDate": {"year": 2020, "month": 6}}},
                {"name": "Dye Works", "position": "Summer intern", "startDate": "Summer 2015", "endDate": ""},
                {"name": "Spinning Co", "position": "Conservator", "startDate": "2021-04-30", "endDate": ""},
            ]
        }
    )
    assert [(p["start"], p["end"]) for p in to_layout(record)["positions"]] == [
        ("2021-03", "2022-12"),
        ("2018-05", "2020-06"),
        ("2015", "2015"),
        ("2021-04", "present"),
    ]


def test_a_degree_written_with_its_field_and_a_thesis_with_its_advisor() -> None:
    """``B.S. Chemistry (minor in Art), cum laude`` gives the degree and the field; "Honors thesis with Dr. A B"
    names the advisor and no thesis title."""
    record = _read(
        {
            "education": [
                {"degree": "PhD candidate, Conservation Science", "school": "Loom University", "dates": "2020-present"},
                {"degree": "B.S. Chemistry (minor in Art History), cum laude", "school": "Wool College",
                 "dates": "2014-2018", "thesis": "Honors thesis with Dr. Paul Hartley"},
            ]
        }
    )
    assert [(d.degree, d.field, d.advisors, d.dissertation) for d in record.education] == [
        ("PhD", "Conservation Science", (), None),
        ("B.S.", "Chemistry", ("Paul Hartley",), None),
    ]


def test_a_grant_title_naming_its_funder_takes_no_agency_prefix() -> None:
    """``agency`` is put before the title only when the title does not name the funder already."""
    record = _read(
        {
            "grants": [
                {"title": "NEH Fellowship: Looms of the Andes", "agency": "NEH FEL-12345", "years": "2022-2024"},
                {"title": "Dye chemistry of wool", "agency": "Leverhulme Trust", "years": "2021"},
            ]
        }
    )
    assert [a.name for a in record.awards] == [
        "NEH Fellowship: Looms of the Andes",
        "Leverhulme Trust, Dye chemistry of wool",
    ]


def test_teaching_roles_before_a_course_and_in_a_jobs_prose() -> None:
    """"Teaching assistant, CODE Course" is the course; "seminar lead on CODE Course (terms)" in a job's summary
    gives one course per term."""
    record = _read(
        {
            "teaching": [{"course": "Teaching assistant, CHEM 1010 General Chemistry", "semesters": ["Fall 2016"]}],
            "work": [
                {"name": "Loom University", "position": "Graduate Teaching Assistant", "startDate": "2022-01",
                 "summary": "Seminar lead on 5TXT020 Fibre Science (Jan 2022, Jan 2023) for the department."}
            ],
        }
    )
    assert [(t.course, t.code, t.term) for t in record.teaching] == [
        ("General Chemistry", "CHEM 1010", "Fall 2016"),
        ("Fibre Science", "5TXT020", "Jan 2022"),
        ("Fibre Science", "5TXT020", "Jan 2023"),
    ]


def test_an_opening_author_line_of_mixed_name_shapes() -> None:
    """"Hartley, P., Velasco, O. T., and K. Osei. 12(3), 1-9.": each part a name, their shapes differ."""
    assert _authors(summary="Hartley, P., Velasco, O. T., and K. Osei. 12(3), 1-9.") == (
        "Hartley, P.",
        "Velasco, O. T.",
        "K. Osei",
    )


def test_a_jobs_highlights_name_students_talks_and_service() -> None:
    """Highlights of a job: students named in brackets, untitled talks with their hosts and dates, a service line."""
    record = _read(
        {
            "work": [
                {"name": "Loom University", "position": "Postdoctoral fellow", "startDate": "2023-09",
                 "highlights": [
                     "Co-mentoring two BSc honours students (Ana Ruiz, Tomás Vidal), 2024–2025",
                     "Presented findings at the Textile Society Meeting (June 2024) and Wool Forum (October 2024)",
                     "Organizer, Loom Reading Group, 2023-present",
                 ]}
            ]
        }
    )
    assert [(s.name, s.level) for s in record.students] == [
        ("Ana Ruiz", StudentLevel.BACHELOR),
        ("Tomás Vidal", StudentLevel.BACHELOR),
    ]
    assert [(t["title"], t["host"], t["date"]) for t in to_layout(record)["talks"]] == [
        (None, "Textile Society Meeting", "2024-06"),
        (None, "Wool Forum", "2024-10"),
    ]
    assert [(s["role"], s["venue"], s["year"]) for s in to_layout(record)["service"]] == [
        ("Organizer", "Loom Reading Group", "2023-present")
    ]


def test_a_role_after_a_course_or_a_grant_is_no_part_of_its_name() -> None:
    """"Textiles (teaching assistant)" is the course Textiles; "Telescope time 123 (PI), 22 hr" the award's name up
    to the role."""
    record = _read(
        {
            "teaching": [{"course": "Textile Chemistry (teaching assistant)", "date": "Fall 2018"}],
            "awards": [{"title": "Beamline allocation 2023-114 (Co-PI), 36 hr, XRF", "date": "2023"}],
        }
    )
    assert [t.course for t in record.teaching] == ["Textile Chemistry"]
    assert [a.name for a in record.awards] == ["Beamline allocation 2023-114"]


def test_an_acronym_is_no_hobby() -> None:
    """An interest whose acronym spells a hobby word ("CAT(0) cube complexes") is kept."""
    record = _read({"interests": [{"name": "CAT(0) cube complexes"}, {"name": "Rock climbing"}]})
    assert [t.value for t in record.interests] == ["CAT(0) cube complexes"]


def test_jobs_a_postdoc_held_alone_a_post_in_highlights_and_a_unit_after_the_title() -> None:
    """``"postdoc": {...}`` is one postdoc; a highlight "Director of X (2021-)" a post at the same employer; the
    department after a title's comma is no part of the title."""
    record = _read(
        {
            "work": [
                {"name": "Loom University", "position": "Professor, Department of Textile Science",
                 "startDate": "2019-08", "highlights": ["Director of Graduate Studies (2021-)"]}
            ],
            "postdoc": {"institution": "Wool Institute", "advisor": "Paul Hartley", "dates": "2016-2018"},
        }
    )
    jobs = to_layout(record)["positions"]
    assert [(p["title"], p["organization"], p["start"], p["end"], p["kind"]) for p in jobs] == [
        ("Professor", "Loom University", "2019-08", "present", "job"),
        ("", "Wool Institute", "2016", "2018", "postdoc"),
        ("Director of Graduate Studies", "Loom University", "2021", "present", "job"),
    ]


def test_a_course_without_the_school_named_after_it() -> None:
    """"Mechanics (Loom)" taught at Loom University is the course Mechanics."""
    record = _read(
        {
            "education": [{"institution": "Loom University", "studyType": "PhD", "area": "Physics"}],
            "teaching": [{"course": "PHYS 1112 Mechanics (Loom)", "semesters": ["Fall 2013"]}],
        }
    )
    assert [(t.course, t.code) for t in record.teaching] == [("Mechanics", "PHYS 1112")]


def test_an_untitled_entry_that_is_one_citation() -> None:
    """An entry with no ``name`` whose ``citation`` or ``summary`` is a whole citation is read as that citation."""
    record = _read(
        {
            "publications": [
                {"citation": "Osei K, Velasco OT. Mould on spindles. Text Res J. 2021;91(2):1-9."},
                {"summary": "Velasco, O. T., & Hartley, P. (2020). Spindles at rest. Studies in Conservation, 65(3), "
                            "11–19."},
            ]
        }
    )
    assert [(p.title, p.authors, p.venue, p.year) for p in record.publications] == [
        ("Mould on spindles", ("Osei K", "Velasco OT"), "Text Res J", 2021),
        ("Spindles at rest", ("Velasco, O. T.", "Hartley, P."), "Studies in Conservation", 2020),
    ]


def test_date_objects_and_epochs_on_papers_talks_and_awards() -> None:
    """``{"year": .., "month": ..}`` objects and epoch milliseconds date a paper, a talk and an award."""
    record = _read(
        {
            "publications": [{"name": "Looms", "publisher": "Studies in Conservation",
                              "releaseDate": {"year": 2021, "month": 3}}],
            "talks": [{"title": "Mordants", "host": "Loom University", "date": {"year": 2020, "month": 4}}],
            "awards": [{"title": "Conservation Medal", "date": 1614556800000}],
        }
    )
    layout = to_layout(record)
    assert layout["publications"][0]["year"] == 2021
    assert layout["talks"][0]["date"] == "2020-04"
    assert layout["awards"][0]["year"] == 2021


def test_orcid_api_contributors() -> None:
    """ORCID's ``credit-name`` value objects and ``contributor-attributes`` roles: the authors, no editor."""
    contributors = [
        {"credit-name": {"value": "Kwame Osei"}, "contributor-attributes": {"contributor-role": "author"}},
        {"credit-name": {"value": SUBJECT}, "contributor-attributes": {"contributor-role": "author"}},
        {"credit-name": {"value": "Paul Hartley"}, "contributor-attributes": {"contributor-role": "editor"}},
    ]
    assert _authors(contributors=contributors) == ("Kwame Osei", SUBJECT)


def test_an_acs_chapter_names_its_book_in_the_summary() -> None:
    """"In Book; Editor, Ed.; House: City, Year" beside ``publisher`` "House": the venue is the book, a chapter."""
    record = _read(
        {
            "publications": [
                {"name": "Cascades in dye synthesis", "publisher": "Wiley-VCH", "releaseDate": "2021",
                 "summary": "Velasco, O. T. In Tactics in Dye Chemistry; Osei, K., Ed.; Wiley-VCH: Weinheim, 2021; "
                            "pp 15–40."}
            ]
        }
    )
    (chapter,) = record.publications
    assert (chapter.venue, chapter.kind) == ("Tactics in Dye Chemistry", PublicationKind.BOOK)


def test_courses_a_jobs_prose_names_by_code() -> None:
    """"Teaching TXT 402 and TXT 803" in a job's summary: two courses, each known by its code alone."""
    record = _read(
        {"work": [{"name": "Loom University", "position": "Assistant Professor", "startDate": "2022-08",
                   "summary": "Department of Textiles. Teaching TXT 402 and TXT 803; PI of the Loom Project."}]}
    )
    assert [(t.course, t.code, t.term) for t in record.teaching] == [("", "TXT 402", None), ("", "TXT 803", None)]
