"""Development set 19's lessons, with invented strings: Markdown tables a PDF converter drew without a header,
cells that wrapped, and the Harvard Medical School CV's sections."""

from __future__ import annotations

from cvkg.extract import text


def _rows(block: str) -> list[str]:
    return [line for _, line in text.normalise(block, enable_pdf_layout=False) if line]


def test_a_tables_first_row_that_opens_with_a_date_is_an_entry() -> None:
    """marker takes a headerless table's first row for its header: a row that opens with a date is data."""
    rows = _rows("| 1998 | BS | Botany | Fenwick College |\n|---|---|---|---|\n| 2003 | PhD | Botany | Ulm Inst. |\n")
    assert rows == ["1998, BS, Botany, Fenwick College", "2003, PhD, Botany, Ulm Inst."]


def test_a_header_of_words_still_goes() -> None:
    """A real header (``Year | Degree``) labels the columns and is no entry."""
    rows = _rows("| Year | Degree |\n|---|---|\n| 2003 | PhD |\n")
    assert "Year, Degree" not in rows


def test_a_break_after_a_comma_is_a_wrapped_cell() -> None:
    """``Lecturer, School of Pharmacy,<br>Orland University``: one line wrapped in the PDF's cell, not two."""
    rows = _rows("| 2019 – present | Lecturer, School of Pharmacy,<br>Orland University |\n|---|---|\n")
    assert rows == ["2019 – present, Lecturer, School of Pharmacy, Orland University"]
