"""Development set 35's lessons for a humanist's europasscv CV, on invented strings: the form's list headings
("Papers presented at ...", "Editorial activity ..."), reviews of books in several languages, ..."""

from __future__ import annotations

from cvkg.export import to_layout
from tests.readers import read_tex


def _cv(body: str) -> dict:
    source = (
        "\\documentclass[english]{europasscv}\n\\ecvname{Aino Lindqvist}\n\\begin{document}\n"
        f"\\begin{{europasscv}}\n\\ecvpersonalinfo\n{body}\n\\end{{europasscv}}\n\\end{{document}}\n"
    )
    return to_layout(read_tex(source))


def test_papers_presented_at_meetings_are_talks_not_publications() -> None:
    """"Papers presented at conferences and workshops" after the publications: a list of talks of its own."""
    found = _cv(
        "\\ecvsection{Publications}\n"
        "\\ecvblueitem{Journal articles}{}\n"
        "\\ecvitem{2021}{«Frescoes of the north aisle», \\textit{Journal of Nordic Art}, 12 (2021), pp. 1--20.}\n"
        "\\ecvsection{Papers presented at conferences and workshops}\n"
        "\\ecvitem{May 2022}{«Lost altarpieces of Turku», Nordic Art History Days, University of Bergen}\n"
    )
    assert [p["title"] for p in found["publications"]] == ["Frescoes of the north aisle"]
    assert [(t["title"], t["date"]) for t in found["talks"]] == [("Lost altarpieces of Turku", "2022-05")]


def test_a_form_list_of_editorial_activity_is_service() -> None:
    """``\\ecvblueitem{Editorial activity}{}`` over dated rows: the editorships are service."""
    found = _cv(
        "\\ecvsection{Additional information}\n"
        "\\ecvblueitem{Editorial activity}{}\n"
        "\\ecvitem{2020 -- }{Member of the editorial board, \\textit{Nordic Art Review}}\n"
    )
    assert [(s["role"], s["venue"]) for s in found["service"]] == [
        ("Member of the editorial board", "Nordic Art Review")
    ]


def test_a_review_in_italian_or_german_names_the_journal_after_the_books_imprint() -> None:
    """"Recensione a A, *Book*, Place, Publisher, 2019, in *Journal*": a review, in the journal after "in"."""
    found = _cv(
        "\\ecvsection{Publications}\n"
        "\\ecvblueitem{Reviews}{}\n"
        "\\ecvitem{2020}{Recensione a P. Rinne, \\textit{Le chiese di Turku}, Roma, Laterza, 2019, "
        "in \\textit{Studi nordici}, 8 (2020), pp. 10--12.}\n"
        "\\ecvitem{2018}{Besprechung von K. Aalto, \\textit{Nordische Altäre}, Berlin, Reimer, 2017, "
        "in \\textit{Kunstforum}, 40 (2018), pp. 5--7.}\n"
    )
    assert [(p["venue"], p["year"]) for p in found["publications"]] == [("Studi nordici", 2020), ("Kunstforum", 2018)]
    assert all(p["notes"].startswith("book review") for p in found["publications"])
