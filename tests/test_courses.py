"""The teaching reader: label lines over the courses taught."""

from __future__ import annotations

from pathlib import Path

from cvkg.extract import courses
from cvkg.extract.sections import Section, SectionKind
from cvkg.model import SourceDocument


def _section(kind: SectionKind, lines: list[str], *titles: str) -> tuple[Section, SourceDocument]:
    doc = SourceDocument(Path("cv.md"), "text/markdown", "\n".join(lines), ())
    return Section(kind, titles or ("X",), list(enumerate(lines, start=1))), doc


def test_a_role_at_an_institution_over_courses_is_a_label() -> None:
    """``**Instructor**, Loom University`` over the courses taught there names no course."""
    lines = ["**Instructor**, Loom University", "- Introduction to Looms (LOOM 101) — Fall 2021"]
    section, doc = _section(SectionKind.TEACHING, lines)
    assert [(c.course, c.code) for c in courses.teaching(section, doc)] == [("Introduction to Looms", "LOOM 101")]


def test_a_season_holds_for_the_bare_years_after_it() -> None:
    """``Fall 2020, 2021 and 2022`` is three terms, each in the fall."""
    section, doc = _section(SectionKind.TEACHING, ["* Looms (graduate), Loom University — Fall 2020, 2021 and 2022"])
    assert [c.term for c in courses.teaching(section, doc)] == ["Fall 2020", "Fall 2021", "Fall 2022"]
