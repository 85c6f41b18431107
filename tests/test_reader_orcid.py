"""ORCID's own JSON (public API v3.0) -> CvRecord: a /record with every section, the bulk /works/<put-codes>
response, /works and one /work; told from a JSON Resume by content, each fact at the line its item opens.

The fixtures are invented records in the shapes of ORCID's orcid-model (record_3.0 samples and schemas)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cvkg.errors import InputError
from cvkg.extract import extract, orcid
from cvkg.extract.jsonresume_authors import bibtex_authors
from cvkg.ingest import read_source
from cvkg.model import PRESENT, CvRecord, PartialDate, Period, PositionKind, PublicationKind, SourceDocument

FIXTURES = Path(__file__).parent / "fixtures"
SUBJECT = "Nkechi A. Obi-Lindqvist"


def _doc(text: str, name: str = "orcid.json") -> SourceDocument:
    return SourceDocument(path=name, media_type="application/json", text=text, sha256="0")


def _record(data: object, name: str = "orcid.json") -> CvRecord:
    return extract(_doc(json.dumps(data, indent=2), name))


@pytest.fixture(scope="module")
def record() -> CvRecord:
    """The fixture /record response, extracted."""
    return extract(read_source(FIXTURES / "orcid-record.json"))


@pytest.fixture(scope="module")
def bulk() -> CvRecord:
    """The fixture /works/<put-codes> response, extracted."""
    return extract(read_source(FIXTURES / "orcid-works.json"))


def test_record_person(record: CvRecord) -> None:
    """The credit name, the e-mail, the lab's and the personal site (not Scholar or GitHub), the iD, keywords."""
    person = record.person
    assert (person.name, person.span.line) == (SUBJECT, 29)
    assert person.emails == ("nkechi.obi@ki.example.se",)
    assert person.homepages == ("https://obilab.example.org", "https://nkechi.example.net/")
    assert person.orcid == "0000-0003-4417-2093"
    assert [(t.value, t.span.line) for t in record.interests] == [
        ("genetic epidemiology", 301), ("hypertension", 328), ("polygenic risk", 328)]
    assert record.headline is None
    assert record.warnings == ()


def test_record_education(record: CvRecord) -> None:
    """Educations and qualifications: the degree, its field (after the degree, or the department's), the place."""
    phd, msc, mbbs, docent = record.education
    assert (phd.degree, phd.field, phd.institution, phd.location, phd.span.line) == (
        "PhD", "Global Public Health", "Karolinska Institutet", "Stockholm, SE", 552)
    assert phd.period == Period(PartialDate(2012, 9, 1), PartialDate(2016, 11, 30))
    assert (msc.degree, msc.field, msc.institution, msc.period.label()) == (
        "MSc", "Biostatistics", "University of Bergen", "2010-2012")
    # "College of Medicine" names no field; a degree with only its end year
    assert (mbbs.degree, mbbs.field, mbbs.period) == ("MBBS", None, Period(None, PartialDate(2008)))
    assert (docent.degree, docent.field, docent.span.line) == ("Docent", "Epidemiology", 1520)


def test_record_positions(record: CvRecord) -> None:
    """Employments and invited positions: the organization ORCID names (its department is a field of its own); no
    end date goes on."""
    professor, postdoc, visit = record.positions
    assert (professor.title, professor.organization, professor.span.line) == (
        "Associate Professor", "Karolinska Institutet", 764)
    assert professor.period == Period(PartialDate(2021, 1), PRESENT)
    assert (postdoc.kind, postdoc.period.label()) == (PositionKind.POSTDOC, "2017-2020")
    assert (visit.title, visit.organization, visit.location, visit.kind) == (
        "Visiting Scientist", "University of Ibadan", "Ibadan, Oyo, NG", PositionKind.JOB)
    assert visit.period == Period(PartialDate(2019, 3), PartialDate(2019, 6))


def test_record_awards_and_service(record: CvRecord) -> None:
    """Distinctions (by role, else by organization) and fundings are awards; services and memberships with a role
    and the peer reviews (one per venue and year) are service."""
    assert [(a.name, a.period.label(), a.span.line) for a in record.awards] == [
        ("Young Investigator Award", 2022, 418),
        ("Wallenberg Academy Fellows", "2023-2027", 479),
        ("Swedish Research Council 2021-01437, Polygenic risk of hypertension across ancestries", "2022-2025", 919),
    ]
    assert [(s.role, s.venue, s.period.label()) for s in record.service] == [
        ("Associate Editor", "BMC Medical Genomics", "2020-2023"),
        ("Member", "International Genetic Epidemiology Society", "2014-present"),  # (the one with no role left out)
        ("Reviewer", "Journal of Hypertension", 2019),  # one per venue and year, as the issue asks
        ("Reviewer", "Journal of Hypertension", 2020),
        ("Reviewer", "Journal of Hypertension", 2021),
    ]
    assert sorted(s.span.line for s in record.service[2:]) == [1248, 1339, 1430]  # each review at its own line


def test_record_works(record: CvRecord) -> None:
    """One publication per group (its preferred copy), the kind from the type, a lecture as a talk."""
    article, preprint, chapter, dataset = record.publications
    assert (article.title, article.venue, article.year, article.kind, article.doi, article.span.line) == (
        "Ancestry-specific polygenic scores for blood pressure: a multi-cohort study", "Hypertension", 2023,
        PublicationKind.JOURNAL, "10.1161/HYP.2023.0142", 1700)
    assert article.authors == (SUBJECT,)  # a summary names no contributors: the subject alone
    # a bioRxiv paper typed journal-article is a preprint
    assert (preprint.venue, preprint.kind, preprint.year) == ("bioRxiv", PublicationKind.PREPRINT, 2024)
    assert (chapter.kind, chapter.notes, chapter.venue, chapter.doi) == (
        PublicationKind.BOOK, ("chapter",), "Cardiovascular Genetics in Global Health", None)
    assert (dataset.kind, dataset.notes, dataset.venue) == (PublicationKind.OTHER, ("dataset",), "Zenodo")
    (talk,) = record.talks
    assert (talk.title, talk.host, talk.date, talk.span.line) == (
        "Why ancestry matters for risk scores", "European Meeting on Hypertension", PartialDate(2022), 2009)


def test_bulk_works(bulk: CvRecord) -> None:
    """Full works: contributors in sequence (no editors or assignees), BibTeX authors, inventors; an error item is
    skipped with a warning; the subject is who the works were added for."""
    person = bulk.person
    assert (person.name, person.orcid, person.span.line) == (SUBJECT, "0000-0003-4417-2093", 1)
    migration, chapter, salt, umod, sodium, patent = bulk.publications
    # the "first" contributor stands first though listed second
    assert migration.authors == (SUBJECT, "Oluwaseun B. Adeyemi", "Henrik Sandvold")
    assert (migration.year, migration.doi, migration.url, migration.span.line) == (
        2022, "10.1007/s10654-022-00871-3", "https://doi.org/10.1007/s10654-022-00871-3", 4)
    assert chapter.authors == (SUBJECT, "Folake Adebayo")  # the book's editor is no author
    assert salt.authors == (SUBJECT, "Per Granlund", "Chiamaka Eze")  # from the BibTeX citation alone
    assert (salt.venue, salt.kind) == ("Journal of Hypertension", PublicationKind.JOURNAL)
    assert umod.authors == (SUBJECT, "Tarja Kulmala")  # CRediT roles are authors' shares
    assert umod.kind is PublicationKind.WORKSHOP  # a conference paper at a workshop
    # a formatted citation only: its authors as it writes them (the held-out ORCID golds read them so)
    assert (sodium.authors, sodium.kind) == (("Obi-Lindqvist, N. A.", "Granlund, P."), PublicationKind.PREPRINT)
    assert (patent.authors, patent.venue, patent.kind) == (
        (SUBJECT, "Henrik Sandvold"), "SE 545123 C2", PublicationKind.PATENT)
    assert bulk.warnings == (f"{FIXTURES / 'orcid-works.json'}:383: bulk entry holds no work; skipped",)


def _summary(title: str, index: str | None, source: str, **more: object) -> dict[str, object]:
    summary: dict[str, object] = {
        "source": {"source-client-id": {"path": "0000-0002-3054-1567"}, "source-name": {"value": source}},
        "title": {"title": {"value": title}, "subtitle": None},
        "type": "journal-article", "publication-date": {"year": {"value": "2021"}, "month": None, "day": None},
        **more,
    }
    return summary if index is None else {**summary, "display-index": index}


def test_a_work_group_with_two_sources_gives_its_preferred_copy() -> None:
    """ORCID groups a work's copies from several sources: the highest display-index stands for the group, else the
    first copy; a /works response alone is read too, its subject unnamed."""
    works = {"last-modified-date": {"value": 1}, "group": [
        {"work-summary": [_summary("Renal sodium handling", "0", "Scopus - Elsevier", **{"journal-title": None}),
                          _summary("Renal Sodium Handling in Admixed Cohorts", "1", "Crossref",
                                   **{"journal-title": {"value": "Kidney International"}})]},
        {"work-summary": [_summary("Urinary uromodulin", None, "Europe PubMed Central"),
                          _summary("Urinary Uromodulin and Blood Pressure", None, "Crossref")]},
    ], "path": "/0000-0003-4417-2093/works"}
    found = _record(works, "works.json")
    assert [(p.title, p.venue, p.span.line) for p in found.publications] == [
        ("Renal Sodium Handling in Admixed Cohorts", "Kidney International", 34),
        ("Urinary uromodulin", None, 66),
    ]
    assert found.person.name == "Unnamed subject of works.json"  # clients added them: no one named
    assert found.publications[0].authors == ("Unnamed subject of works.json",)


def _funding(title: str, numbers: list[tuple[str, str]], start: str | None, end: str | None) -> dict[str, object]:
    def date(year: str | None) -> dict[str, object] | None:
        return {"year": {"value": year}, "month": None, "day": None} if year else None

    ids = [{"external-id-type": "grant_number", "external-id-value": n, "external-id-relationship": r}
           for n, r in numbers]
    return {"funding-summary": [{
        "title": {"title": {"value": title}}, "type": "grant", "external-ids": {"external-id": ids},
        "start-date": date(start), "end-date": date(end),
        "organization": {"name": "National Heart, Lung, and Blood Institute", "address": {"country": "US"}},
        "display-index": "0"}]}


def _review(role: str, year: str, organization: str | None, container: str | None = None) -> dict[str, object]:
    summary = {"reviewer-role": role, "review-type": "review",
               "completion-date": {"year": {"value": year}, "month": None, "day": None},
               "review-group-id": "issn:0000-0000", "subject-container-name": container,
               "convening-organization": {"name": organization} if organization else None}
    return {"peer-review-summary": [summary]}


def test_fundings_and_peer_reviews() -> None:
    """A grant is named by its funder, its own grant numbers (not the larger grant's) and its title, over its
    years; peer reviews give one service per role and venue (the journal the review names, else the convening
    organization), over the years of its reviews; a review naming neither is left out."""
    data = {"orcid-identifier": {"path": "0000-0001-5550-1234"},
            "person": {"name": {"given-names": {"value": "Ama"}, "family-name": {"value": "Owusu"}}},
            "activities-summary": {
                "fundings": {"group": [
                    _funding("Salt and the aging kidney", [("R01HL150211", "self"), ("P01HL0001", "part-of")],
                             "2021", "2024"),
                    _funding("Travel fellowship", [], "2019", None),
                ]},
                "peer-reviews": {"group": [
                    {"peer-review-group": [_review("reviewer", "2022", "Wolters Kluwer", "Hypertension"),
                                           _review("reviewer", "2020", "Wolters Kluwer", "Hypertension")]},
                    {"peer-review-group": [_review("editor", "2023", "American Physiological Society")]},
                    {"peer-review-group": [_review("reviewer", "2021", None)]},
                ]}}}
    found = _record(data)
    assert [(a.name, a.period.label()) for a in found.awards] == [
        ("National Heart, Lung, and Blood Institute R01HL150211, Salt and the aging kidney", "2021-2024"),
        ("National Heart, Lung, and Blood Institute, Travel fellowship", 2019),
    ]
    assert [(s.role, s.venue, s.period.label()) for s in found.service] == [
        ("Reviewer", "Hypertension", 2020),
        ("Reviewer", "Hypertension", 2022),
        ("Editor", "American Physiological Society", 2023),
    ]
    assert found.person.name == "Ama Owusu"  # no credit name: the given and family names


def test_an_empty_activities_summary_gives_no_facts() -> None:
    """A record whose sections are all empty, as ORCID serves a new one: the person, nothing else, no warnings."""
    sections = {key: {"last-modified-date": None, "affiliation-group": [], "path": f"/x/{key}"} for key in (
        "distinctions", "educations", "employments", "invited-positions", "memberships", "qualifications", "services")}
    groups = {key: {"last-modified-date": None, "group": [], "path": f"/x/{key}"}
              for key in ("fundings", "peer-reviews", "research-resources", "works")}
    data = {"orcid-identifier": {"uri": "https://orcid.org/0000-0002-9999-0001", "path": "0000-0002-9999-0001"},
            "person": {"name": {"given-names": {"value": "Lior"}, "family-name": None, "credit-name": None},
                       "emails": {"email": []}, "researcher-urls": {"researcher-url": []}, "keywords": {"keyword": []},
                       "biography": None},
            "activities-summary": {"last-modified-date": None, **sections, **groups}}
    found = _record(data)
    assert (found.person.name, found.person.orcid) == ("Lior", "0000-0002-9999-0001")
    facts = (found.interests, found.education, found.positions, found.awards, found.publications, found.talks,
             found.service, found.warnings)
    assert facts == ((),) * 8


def test_a_record_without_a_name_is_named_by_who_added_its_works() -> None:
    """A record whose name is private: the person ORCID says added the works (a client asserting for them)."""
    work = _summary("Salt", None, "Crossref")
    work["source"] = {"source-client-id": {"path": "0000-0002-3054-1567"}, "source-name": {"value": "Crossref"},
                      "assertion-origin-orcid": {"path": "0000-0001-5550-1234"},
                      "assertion-origin-name": {"value": "Ama Owusu"}}
    found = _record({"orcid-identifier": {"path": "0000-0001-5550-1234"}, "person": {"name": None},
                     "activities-summary": {"works": {"group": [{"work-summary": [work]}]}}})
    assert (found.person.name, found.publications[0].authors) == ("Ama Owusu", ("Ama Owusu",))


def test_a_person_response() -> None:
    """A /person response is the person alone, at the top: the name, e-mail, sites, keywords and the iD in its path."""
    text = (
        '{"last-modified-date": {"value": 1700000000000},\n'
        ' "name": {"given-names": {"value": "Ama"}, "family-name": {"value": "Owusu"}, "credit-name": null},\n'
        ' "emails": {"email": [{"email": "ama.owusu@ug.example.edu.gh", "primary": true}]},\n'
        ' "researcher-urls": {"researcher-url": [{"url-name": "Lab", "url": {"value": "https://owusulab.example.org"}}]},\n'
        ' "keywords": {"keyword": [{"content": "renal physiology"}]},\n'
        ' "path": "/0000-0001-5550-1234/person"}'
    )
    found = extract(_doc(text))
    person = found.person
    assert (person.name, person.span.line, person.orcid) == ("Ama Owusu", 2, "0000-0001-5550-1234")
    assert (person.emails, person.homepages) == (("ama.owusu@ug.example.edu.gh",), ("https://owusulab.example.org",))
    assert [(t.value, t.span.line) for t in found.interests] == [("renal physiology", 5)]


def test_one_work_file() -> None:
    """A /work/<put-code> response: one publication, its contributors, the subject the one who added it."""
    work = {"put-code": 1480021, "source": {"source-orcid": {"path": "0000-0001-5550-1234"},
                                            "source-name": {"value": "Ama Owusu"}},
            "title": {"title": {"value": "<i>UMOD</i> variants &amp; salt"}, "subtitle": {"value": "a review"}},
            "journal-title": {"value": "Nature Reviews Nephrology"}, "type": "JOURNAL_ARTICLE",  # as API v2.0 wrote it
            "publication-date": {"year": {"value": "2020"}, "month": {"value": "13"}},
            "external-ids": {"external-id": [
                {"external-id-type": "arxiv", "external-id-value": "arXiv:2001.01234",
                 "external-id-relationship": "self"},
                {"external-id-type": "doi", "external-id-value": "https://doi.org/10.1038/s41581-020-0001-1",
                 "external-id-relationship": "self"}]},
            "contributors": {"contributor": [
                {"credit-name": {"value": "Kofi Mensah"}, "contributor-attributes": {
                    "contributor-sequence": "ADDITIONAL", "contributor-role": "AUTHOR"}},
                {"credit-name": {"value": "Ama Owusu"}, "contributor-attributes": {
                    "contributor-sequence": "FIRST", "contributor-role": "AUTHOR"}},
                {"credit-name": {"value": "Efua Boateng"}, "contributor-attributes": {
                    "contributor-sequence": "ADDITIONAL", "contributor-role": "CHAIR_OR_TRANSLATOR"}}]}}
    found = _record(work, "work.json")
    (paper,) = found.publications
    assert (paper.title, paper.venue, paper.year, paper.kind) == (
        "UMOD variants & salt: a review", "Nature Reviews Nephrology", 2020, PublicationKind.JOURNAL)
    assert (paper.authors, paper.doi, paper.arxiv) == (("Ama Owusu", "Kofi Mensah"), "10.1038/s41581-020-0001-1",
                                                      "2001.01234")
    assert (found.person.name, found.person.orcid) == ("Ama Owusu", "0000-0001-5550-1234")


@pytest.mark.parametrize(("data", "shape"), [
    ({"orcid-identifier": {"path": "0000-0002-1825-0097"}}, orcid.Shape.RECORD),
    ({"activities-summary": {}}, orcid.Shape.RECORD),
    ({"name": {"given-names": {"value": "A"}, "family-name": {"value": "B"}}, "path": "/x/person"},
     orcid.Shape.RECORD),  # /person
    ({"bulk": [{"work": {"title": {"title": {"value": "T"}}}}]}, orcid.Shape.BULK),
    ({"group": [{"work-summary": []}], "path": "/x/works"}, orcid.Shape.WORKS),
    ({"title": {"title": {"value": "T"}}, "type": "book"}, orcid.Shape.WORK),
    ({"basics": {"name": "Ada"}, "work": [], "publications": [{"name": "T"}]}, None),  # a JSON Resume
    ({"title": "My CV", "type": "resume"}, None),
    ([1, 2], None),
])
def test_shape_by_content(data: object, shape: orcid.Shape | None) -> None:
    """Which ORCID response a JSON value is goes by its keys alone."""
    assert orcid.shape(data) is shape


def test_dispatch_goes_by_content_not_file_name(tmp_path: Path) -> None:
    """A JSON Resume named orcid.json stays a JSON Resume; an ORCID record named resume.json is read as one."""
    resume = tmp_path / "orcid.json"
    resume.write_text(json.dumps({"basics": {"name": "Ada Okafor"}, "publications": [{"name": "Looms"}]}))
    assert extract(read_source(resume)).publications[0].authors == ("Ada Okafor",)
    record = tmp_path / "resume.json"
    record.write_text(json.dumps({"person": {"name": {"given-names": {"value": "Ama"},
                                                      "family-name": {"value": "Owusu"}}}}))
    assert extract(read_source(record)).person.name == "Ama Owusu"


def test_wrong_types_are_skipped_with_warnings() -> None:
    """As in a JSON Resume: a section of the wrong type, an item that is no object and a date whose year is no
    number are skipped with a warning naming the line; the rest is read."""
    text = (
        '{"orcid-identifier": {"path": "0000-0001-5550-1234"},\n'
        ' "person": {"name": {"credit-name": {"value": "Ama Owusu"}}, "keywords": "salt"},\n'
        ' "activities-summary": {\n'
        '  "works": "see my website",\n'
        '  "employments": {"affiliation-group": [\n'
        '   {"summaries": [{"employment-summary": {"role-title": "Lecturer",\n'
        '     "organization": {"name": "University of Ghana"},\n'
        '     "start-date": {"year": {"value": "twenty-ten"}}, "end-date": {"year": {"value": "2014"}}}}]},\n'
        '   "Professor, 2015-"]},\n'
        '  "distinctions": {"affiliation-group": [{"summaries": [{"distinction-summary": {\n'
        '     "role-title": "Prize", "start-date": "2019"}}]}]}}}'
    )
    found = extract(_doc(text))
    assert found.warnings == (  # in the order they are read, as in a JSON Resume
        "orcid.json:4: works is not an object; skipped",
        "orcid.json:2: keywords is not an object; skipped",
        "orcid.json:8: cannot read start-date 'twenty-ten'; ORCID gives the year as YYYY",
        "orcid.json:9: affiliation-group entry is not an object; skipped",
        "orcid.json:11: cannot read start-date '2019'; ORCID gives the year as YYYY",
    )
    (job,) = found.positions
    assert (job.title, job.period) == ("Lecturer", Period(None, PartialDate(2014)))
    assert [(a.name, a.period) for a in found.awards] == [("Prize", Period())]
    assert found.publications == ()


def test_invalid_json_is_an_input_error_at_its_line() -> None:
    """A broken file that would have been ORCID's is reported as the JSON reader reports any: file and line."""
    with pytest.raises(InputError) as info:
        extract(_doc('{"orcid-identifier": {"path": "0000-0001-5550-1234"},\n "person": }'))
    assert (info.value.filename, info.value.lineno) == ("orcid.json", 2)
    assert str(info.value).startswith("orcid.json:2: invalid JSON")


@pytest.mark.parametrize(("field", "authors"), [
    ("Obi-Lindqvist, Nkechi A. and Granlund, Per", ("Obi-Lindqvist, Nkechi A.", "Granlund, Per")),
    ("Nkechi A. Obi-Lindqvist and Per Granlund and others", ("Nkechi A. Obi-Lindqvist", "Per Granlund")),
    ("Obi-Lindqvist, Nkechi A.", ("Obi-Lindqvist, Nkechi A.",)),
    (r"Per Granlund and J{\"o}rgen N{\o}rby", ("Per Granlund", "Jörgen Nørby")),
    ("The NordAfrica Consortium", ()),
])
def test_bibtex_author_fields(field: str, authors: tuple[str, ...]) -> None:
    """A BibTeX citation's authors as Crossref writes them now (family first) and as it did (given names first),
    one author alone, LaTeX accents decoded; a group's name is no list of people."""
    record = f"@article{{k,\n\tauthor = {{{field}}},\n\tyear = 2020\n}}"
    citation = {"citation-type": "bibtex", "citation-value": record}
    assert bibtex_authors({"citation": citation}) == authors


def test_a_citation_naming_more_authors_and_its_year() -> None:
    """A work whose contributors are its owner alone takes the authors of its BibTeX citation, which names more;
    a work with no publication date takes its citation's year."""
    record = "@article{k,\n author = {Mensah, Kofi and Owusu, Ama},\n title = {Salt},\n year = 2025\n}"
    work = {"title": {"title": {"value": "Salt"}}, "type": "journal-article",
            "citation": {"citation-type": "bibtex", "citation-value": record}, "publication-date": None,
            "contributors": {"contributor": [{"credit-name": {"value": "Ama Owusu"}, "contributor-attributes": {
                "contributor-sequence": None, "contributor-role": "author"}}]}}
    (paper,) = _record(work, "work.json").publications
    assert (paper.authors, paper.year) == (("Mensah, Kofi", "Owusu, Ama"), 2025)


def _full_work(title: str, source: str, doi: str, contributors: list[str]) -> dict:
    return {
        "source": {"source-name": {"value": source}},
        "title": {"title": {"value": title}},
        "journal-title": {"value": "Mucosal Immunology"},
        "type": "journal-article",
        "publication-date": {"year": {"value": "2024"}},
        "external-ids": {"external-id": [{"external-id-type": "doi", "external-id-value": doi,
                                          "external-id-relationship": "self"}]},
        "contributors": {"contributor": [
            {"credit-name": {"value": name},
             "contributor-attributes": {"contributor-sequence": "first" if i == 0 else "additional",
                                        "contributor-role": "author"}}
            for i, name in enumerate(contributors)
        ]},
    }


def test_a_downloaded_record_reads_its_works_in_full_once_each() -> None:
    """A download script's record: the works in full at its top (the summaries name no authors), a work's second
    copy from another source counted once; peer reviews under a group that names the journal."""
    data = {
        "orcid-identifier": {"path": "0000-0002-1825-0097"},
        "person": {"name": {"given-names": {"value": "Henrike"}, "family-name": {"value": "Maalo"}}},
        "activities-summary": {
            "peer-reviews": {"group": [{"group-name": "The Journal of Immunology", "peer-review-group": [
                {"peer-review-summary": [{"reviewer-role": "reviewer", "completion-date": {"year": {"value": y}},
                                          "convening-organization": {"name": "American Association of Immunologists"}}]}
                for y in ("2021", "2022")
            ]}]},
        },
        "works": [
            _full_work("Lung memory T cells", "Crossref", "10.1016/j.x.2024.1", ["Elin Sand", "Henrike Maalo"]),
            _full_work("Lung memory T cells", "Europe PubMed Central", "10.1016/J.X.2024.1", ["E. Sand", "H. Maalo"]),
            {"work": _full_work("Airway T cells", "Crossref", "10.1101/2025.1", ["Oskar Vid", "Henrike Maalo"])},
        ],
    }
    record = extract(_doc(json.dumps(data, indent=1)))
    assert [(p.title, p.authors) for p in record.publications] == [
        ("Lung memory T cells", ("Elin Sand", "Henrike Maalo")),
        ("Airway T cells", ("Oskar Vid", "Henrike Maalo")),
    ]
    assert [(s.role, s.venue, s.period.label()) for s in record.service] == [
        ("Reviewer", "The Journal of Immunology", 2021),
        ("Reviewer", "The Journal of Immunology", 2022),
    ]


def test_a_post_s_terms_after_its_rank_leave_the_title() -> None:
    employment = {"role-title": "Associate Professor (Universitetslektor, tenured)",
                  "organization": {"name": "Tarn Institutet"}, "department-name": "Department of Immunology",
                  "start-date": {"year": {"value": "2021"}}}
    data = {"orcid-identifier": {"path": "0000-0002-1825-0097"},
            "person": {"name": {"given-names": {"value": "Ada"}, "family-name": {"value": "Lund"}}},
            "activities-summary": {"employments": {"affiliation-group": [
                {"summaries": [{"employment-summary": employment}]}]}}}
    (job,) = extract(_doc(json.dumps(data, indent=1))).positions
    assert (job.title, job.organization) == ("Associate Professor", "Tarn Institutet")
