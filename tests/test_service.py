"""The service reader on layouts of PDF text and site lists: labels over items, dates on lines of their own."""

from __future__ import annotations

from pathlib import Path

from cvkg.extract import service
from cvkg.extract.sections import Section, SectionKind
from cvkg.model import SourceDocument


def _section(kind: SectionKind, lines: list[str], *titles: str) -> tuple[Section, SourceDocument]:
    doc = SourceDocument(Path("cv.md"), "text/markdown", "\n".join(lines), ())
    return Section(kind, titles or ("X",), list(enumerate(lines, start=1))), doc


def test_a_short_label_over_service_items_is_no_service() -> None:
    """``Department`` alone over bulleted items labels them; it is no role of its own."""
    section, doc = _section(SectionKind.SERVICE, ["Department", "▪ Admissions Committee, 2021"], "Service")
    assert [(s.role, s.venue) for s in service.service(section, doc)] == [("Admissions Committee", None)]


def test_a_date_line_below_each_service_entry_is_its_period() -> None:
    """PDF text: a date line under each entry, alternating one for one, dates the entry above it."""
    lines = ["Co-Editor, Loom Letters", "2020 – present", "Associate Editor, Gear Review", "2016 – 2020"]
    section, doc = _section(SectionKind.SERVICE, lines)
    assert [(s.role, s.venue, s.period.label()) for s in service.service(section, doc)] == [
        ("Co-Editor", "Loom Letters", "2020-present"),
        ("Associate Editor", "Gear Review", "2016-2020"),
    ]
