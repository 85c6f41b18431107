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


def test_a_co_authored_article_in_guillemets_is_read() -> None:
    """"(with A) «Titolo», *Rivista*, s. II, 8 (2019)": the co-author after the subject, the series no venue's."""
    found = _cv(
        "\\ecvsection{Publications}\n"
        "\\ecvblueitem{Journal articles}{}\n"
        "\\ecvitem{2019}{(with Paavo Rinne) «Altari lignei in Carelia», \\textit{Rivista nordica}, s. II, 8 (2019), "
        "pp. 3--19.}\n"
    )
    assert [(p["authors"], p["title"], p["venue"]) for p in found["publications"]] == [
        (["Aino Lindqvist", "Paavo Rinne"], "Altari lignei in Carelia", "Rivista nordica")
    ]


def test_an_edited_volume_keeps_its_whole_italic_title_and_its_publisher() -> None:
    """"(a cura di) *Title. Subtitle*, Place, Publisher, 2020 (Series, 4)": the subject's volume, its periods no
    end of its title, the publisher its venue."""
    found = _cv(
        "\\ecvsection{Publications}\n"
        "\\ecvblueitem{Edited volumes}{}\n"
        "\\ecvitem{2020}{(a cura di) \\textit{Altari del Nord. Studi e documenti}, Bergamo, Lubrina, 2020 "
        "(Quaderni nordici, 4).}\n"
        "\\ecvitem{2018}{(ed., with Paavo Rinne) \\textit{Carved Altars. A Survey}, Turku, Sammakko, 2018.}\n"
    )
    assert [(p["authors"], p["title"], p["venue"]) for p in found["publications"]] == [
        (["Aino Lindqvist"], "Altari del Nord. Studi e documenti", "Lubrina"),
        (["Aino Lindqvist", "Paavo Rinne"], "Carved Altars. A Survey", "Sammakko"),
    ]


def test_a_chapter_drops_the_european_imprint_and_french_editors() -> None:
    """"in *Book*, éd. par A, Paris, Presses X, 2021, pp. 1--9": the book alone is the venue."""
    found = _cv(
        "\\ecvsection{Publications}\n"
        "\\ecvblueitem{Book chapters}{}\n"
        "\\ecvitem{2021}{«Les retables de Turku», in \\textit{L'autel au Nord}, éd. par M. Aalto, Paris, "
        "Presses de la Sorbonne, 2021, pp. 1--9.}\n"
        "\\ecvitem{2019}{«Lost altars», in \\textit{Proceedings of the 3rd Nordic Art Congress}, Oslo, Nordic "
        "Academic Press, 2019, vol. 2, pp. 10--19.}\n"
    )
    assert [(p["title"], p["venue"]) for p in found["publications"]] == [
        ("Les retables de Turku", "L'autel au Nord"),
        ("Lost altars", "Proceedings of the 3rd Nordic Art Congress"),
    ]
