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


def test_a_talk_with_its_title_and_host_either_side_of_a_slash() -> None:
    """The Harvard CV's ``2019 Title / Host, City``: one talk, the year first."""
    from cvkg.extract import talk_lines

    found = talk_lines.slashed("2016 Sleep after surgery / Anesthesia Grand Rounds, Birch Hospital")
    assert found is not None
    assert found[:2] == ("Sleep after surgery", "Anesthesia Grand Rounds, Birch Hospital")
    assert talk_lines.slashed("Input / output in 2016") is None


def test_a_dated_paragraphs_lines_are_its_details() -> None:
    """``2011-2014 Title`` with its grant number and role on the lines under it, no indent: one item."""
    rows = _rows("## Funding\n\n2011-2014 Sleep and delirium in older adults\nNIA R03 AG000001\nPI\n\n"
                 "2016-2018 Night light in the ward\nSite PI\n")
    assert rows[1:] == [
        "- 2011-2014 Sleep and delirium in older adults", "  NIA R03 AG000001", "  PI",
        "- 2016-2018 Night light in the ward", "  Site PI",
    ]
