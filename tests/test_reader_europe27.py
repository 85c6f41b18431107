"""Development sets 23 and 25's lessons for europecv/europasscv and ``pdftotext -layout`` clinical CVs, on
invented strings: the rows of the form's "Additional information", lists inside one row, teaching,
supervision and committee rows."""

from __future__ import annotations

from cvkg.export import to_layout
from tests.readers import read_tex


def _europecv(body: str, *, template: str = "europecv", language: str = "english") -> dict:
    source = (
        f"\\documentclass[{language}]{{{template}}}\n\\ecvname{{Varga, Ilona}}\n\\begin{{document}}\n"
        f"\\begin{{{template}}}\n\\ecvpersonalinfo\n{body}\n\\end{{{template}}}\n\\end{{document}}\n"
    )
    return to_layout(read_tex(source))


def test_rows_after_a_list_row_still_head_lists_of_additional_information() -> None:
    """A row of "Additional information" whose value is a list (``\\begin{itemize}``) does not become the section
    the rows after it stand in: "Teaching" and "Peer review" after it still head their own values."""
    found = _europecv(
        "\\ecvsection{Additional information}\n"
        "\\ecvitem{Honours}{\\begin{itemize}\\item 2020 -- Young Investigator Prize\\end{itemize}}\n"
        "\\ecvitem{Teaching}{GEO2045 Glacial Geomorphology (BSc), 2019--2022}\n"
        "\\ecvitem{Peer review}{Reviewer for Quaternary Science Reviews; Boreas}\n"
    )
    assert [(t["course"], t["code"]) for t in found["teaching"]] == [("Glacial Geomorphology", "GEO2045")]
    assert [(s["role"], s["venue"]) for s in found["service"]] == [
        ("Reviewer", "Quaternary Science Reviews"),
        ("Reviewer", "Boreas"),
    ]
