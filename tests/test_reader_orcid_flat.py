"""ORCID records as converter scripts flatten them -> CvRecord: ``activities`` for ``activities-summary``, each
section a plain list of items, values unwrapped, person lists plain (keywords as strings), contributors with their
attributes flat or kept; read by the same code as the API's wrapped shapes, each fact at the line its item opens.

The fixture ``orcid-flat.json`` is an invented record in that flattened shape."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cvkg.extract import extract, orcid
from cvkg.ingest import read_source
from cvkg.model import PRESENT, CvRecord, PartialDate, Period, PositionKind, PublicationKind, SourceDocument

FIXTURE = Path(__file__).parent / "fixtures" / "orcid-flat.json"


@pytest.fixture(scope="module")
def record() -> CvRecord:
    """The flattened fixture record, extracted."""
    return extract(read_source(FIXTURE))


def _record(data: object) -> CvRecord:
    text = json.dumps(data, indent=2)
    return extract(SourceDocument(path="flat.json", media_type="application/json", text=text, sha256="0"))


def test_flat_person(record: CvRecord) -> None:
    """Bare names, a bare iD, e-mails and sites as plain lists (objects or strings), keywords as strings."""
    person = record.person
    assert (person.name, person.span.line, person.orcid) == ("Marta Quispe-Halloran", 5, "0000-0001-8823-4410")
    assert person.emails == ("marta.quispe@uu.example.se", "mq@example.org")
    assert person.homepages == ("https://quispelab.example.org", "https://marta.example.net")  # not ResearchGate
    assert [(t.value, t.span.line) for t in record.interests] == [
        ("soil microbiology", 32), ("nitrogen cycling", 33), ("permafrost", 33)]


def test_flat_education_and_positions(record: CvRecord) -> None:
    """Affiliation sections as plain lists: each item is its own group, read as ORCID's summaries are."""
    phd, docent = record.education
    assert (phd.degree, phd.field, phd.institution, phd.location, phd.span.line) == (
        "PhD", "Soil Science", "Uppsala University", "Uppsala, SE", 38)
    assert phd.period == Period(PartialDate(2008, 9), PartialDate(2013, 6))
    assert (docent.degree, docent.field, docent.period, docent.span.line) == (
        "Docent", "Ecology", Period(None, PartialDate(2019)), 65)
    lecturer, postdoc, visit = record.positions
    assert (lecturer.title, lecturer.organization, lecturer.span.line) == (
        "Senior Lecturer", "Swedish University of Agricultural Sciences", 88)
    assert lecturer.period == Period(PartialDate(2019, 1), PRESENT)
    assert (postdoc.kind, postdoc.location, postdoc.period.label(), postdoc.span.line) == (
        PositionKind.POSTDOC, "Fairbanks, AK, US", "2014-2018", 109)
    assert (visit.title, visit.organization, visit.span.line) == (
        "Visiting Researcher", "Abisko Scientific Research Station", 136)


def test_flat_awards_and_service(record: CvRecord) -> None:
    """Distinctions and fundings (a title and an organization bare or wrapped), services and memberships, and peer
    reviews named by their ``review-group-name``, else their convening organization."""
    assert [(a.name, a.period.label(), a.span.line) for a in record.awards] == [
        ("Early Career Prize", 2021, 163),
        ("Hilding Rosendahl Foundation", 2012, 184),
        ("Formas 2020-03318, Microbial nitrogen in thawing permafrost", "2021-2024", 257),
        ("Royal Physiographic Society, Travel grant", 2016, 283),
    ]
    assert [(s.role, s.venue, s.period.label(), s.span.line, s.span.end_line) for s in record.service] == [
        ("Associate Editor", "Soil Biology and Biochemistry", "2020-2023", 230, 230),
        ("Member", "Nordic Soil Society", "2010-present", 207, 207),
        ("Reviewer", "Soil Biology and Biochemistry", 2021, 297, 297),  # one per venue and year
        ("Reviewer", "Soil Biology and Biochemistry", 2023, 311, 311),
        ("Editor", "Copernicus", 2022, 325, 325),
    ]


def test_flat_works(record: CvRecord) -> None:
    """Works as a plain list: bare or wrapped titles, plain external-ids, contributors with flat attributes
    (``sequence``, ``role``) or kept ones, a BibTeX citation object, a string citation, a talk; a work with no
    title is skipped with a warning at its line."""
    article, preprint, chapter = record.publications
    assert (article.title, article.venue, article.year, article.kind, article.span.line) == (
        "Thaw depth controls nifH abundance: a transect study", "ISME Journal", 2022, PublicationKind.JOURNAL, 337)
    assert (article.doi, article.url) == ("10.1038/ismej.2022.11", "https://doi.org/10.1038/ismej.2022.11")
    assert article.authors == ("Lindgren P", "Quispe-Halloran M")  # first by sequence; the editor left out
    assert (preprint.title, preprint.kind, preprint.year, preprint.span.line) == (
        "Permafrost nitrifiers in culture", PublicationKind.PREPRINT, 2023, 376)
    assert preprint.authors == ("Marta Quispe-Halloran", "Dayo Okafor")
    assert (chapter.kind, chapter.notes, chapter.venue, chapter.span.line) == (
        PublicationKind.BOOK, ("chapter",), "Handbook of Polar Soils", 404)
    assert chapter.authors == ("Quispe-Halloran, Marta", "Eriksson, Lars")  # from the BibTeX citation
    (talk,) = record.talks
    assert (talk.title, talk.host, talk.date, talk.span.line) == (
        "Microbes under thawing ground", "Arctic Science Summit", PartialDate(2024, 4), 423)
    assert record.warnings == (f"{FIXTURE}:434: work has no title; skipped",)


def test_half_flattened_groups_and_no_identifier() -> None:
    """A section kept as a list of ORCID's groups (``{"summaries": [...]}``, ``{"work-summary": [...]}``) reads as
    the wrapped one; a record with no ``orcid-identifier`` is told by its ``activities``' sections."""
    data = {"person": {"name": "Ama Owusu"}, "activities": {
        "employments": [{"summaries": [{"employment-summary": {
            "role-title": "Lecturer", "organization": {"name": "University of Ghana"}, "start-date": {"year": "2015"},
            "end-date": {"year": "2019"}}}]}],
        "works": [{"work-summary": [{"title": {"title": {"value": "Salt"}}, "type": "journal-article",
                                     "display-index": "0"},
                                    {"title": {"title": {"value": "Salt and the kidney"}}, "type": "journal-article",
                                     "display-index": "1"}]}]}}
    assert orcid.shape(data) is orcid.Shape.RECORD
    found = _record(data)
    assert found.person.name == "Ama Owusu"
    assert [(p.title, p.organization, p.period.label(), p.span.line) for p in found.positions] == [
        ("Lecturer", "University of Ghana", "2015-2019", 10)]
    assert [(p.title, p.span.line) for p in found.publications] == [("Salt and the kidney", 38)]
    assert found.warnings == ()


@pytest.mark.parametrize(("data", "shape"), [
    ({"activities": {"employments": [], "works": []}}, orcid.Shape.RECORD),
    ({"person": {"name": {"given-names": "Ama", "family-name": "Owusu"}}}, orcid.Shape.RECORD),
    ({"basics": {"name": "Ada"}, "activities": [{"name": "Chess club"}]}, None),  # a JSON Resume's own section
    ({"name": "Ada Okafor", "activities": {"chess": ["club captain"]}}, None),
])
def test_flat_shape_by_content(data: object, shape: orcid.Shape | None) -> None:
    """A flattened record is told by the keys of its sections, not by ``activities`` alone."""
    assert orcid.shape(data) is shape


def test_flat_contributor_roles() -> None:
    """A contributor's role flattened under ORCID's own name (``contributor-role``) leaves editors out too."""
    work = {"title": {"title": "Salt"}, "type": "book-chapter", "contributors": [
        {"credit-name": "Ama Owusu", "contributor-sequence": "first", "contributor-role": "author"},
        {"credit-name": "Kofi Mensah", "contributor-sequence": None, "contributor-role": "editor"}]}
    assert _record(work).publications[0].authors == ("Ama Owusu",)
