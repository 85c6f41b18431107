"""JSON Resume -> CvRecord: every schema section mapped, each fact at the line its entry opens."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvkg.errors import ExtractionError, InputError
from cvkg.extract import extract
from cvkg.extract.jsonresume import value_lines
from cvkg.ingest import read_source
from cvkg.model import PRESENT, PartialDate, Period, PositionKind, PublicationKind, SourceDocument

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
    assert (service.role, service.venue, service.span.line) == ("Program Committee Member", "ICRA 2023", 32)


def test_publications(record) -> None:  # type: ignore[no-untyped-def]
    """publications keep a non-standard authors list, else the subject; kind from venue; DOI from URL."""
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


def test_missing_name_is_an_extraction_error() -> None:
    """A resume without basics.name cannot name its subject."""
    with pytest.raises(ExtractionError) as info:
        extract(_doc('{\n  "basics": {"email": "a@b.c"}\n}'))
    assert (
        str(info.value) == 'r.json:2: JSON Resume has no basics.name\n  hint: add "basics": {"name": "..."}'
    )


def test_wrong_shapes_are_skipped_with_warnings() -> None:
    """Entries of the wrong type and unreadable dates become warnings, not crashes."""
    record = extract(
        _doc(
            '{"basics": {"name": "Ada"},\n "work": [42,\n {"name": "X", "startDate": "soon"}],\n'
            ' "skills": "Python"}'
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
