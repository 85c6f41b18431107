"""Stop 26: citation styles of the life sciences that put the year before the title with no stop after it (the
Royal Society's, the Genetics Society of America's). People and papers are invented."""

from __future__ import annotations

import pytest

from cvkg.export import to_layout
from cvkg.extract import extract
from cvkg.extract.citations import parse_citation
from cvkg.ingest import read_source


def _fields(line: str) -> tuple:
    found = parse_citation([line])
    assert found is not None
    return found.authors, found.title, found.venue, found.year


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            # the Royal Society (Proc. B, Biol. Lett., Phil. Trans.): Vancouver names, the year, the title
            "Harrow JT, Quill-Adair S, Ndiaye M. 2021 Clutch size and nest predation in island warblers. "
            "Proc. R. Soc. B 288, 20210417.",
            (("Harrow JT", "Quill-Adair S", "Ndiaye M"), "Clutch size and nest predation in island warblers",
             "Proc. R. Soc. B", 2021),
        ),
        (
            # the Genetics Society of America (Genetics, G3): the first name inverted, the year after a comma
            "Ndiaye, M., J. T. Harrow, and S. Quill-Adair, 2019 Sex-biased gene flow in a ring species. "
            "Genetics 212: iyab101.",
            (("Ndiaye, M.", "J. T. Harrow", "S. Quill-Adair"), "Sex-biased gene flow in a ring species",
             "Genetics", 2019),
        ),
        (
            "Quill-Adair, S., and M. Ndiaye, 2016 Selfing and the loss of heterozygosity. G3 (Bethesda) 6: 411-420.",
            (("Quill-Adair, S.", "M. Ndiaye"), "Selfing and the loss of heterozygosity", "G3 (Bethesda)", 2016),
        ),
    ],
)
def test_the_year_before_the_title_without_a_stop(line: str, expected: tuple) -> None:
    assert _fields(line) == expected


def test_a_bracketed_doi_loses_the_bracket_it_never_opened() -> None:
    found = parse_citation(
        ["Harrow JT, Ndiaye M. 2020 Song dialects at range edges. Biol. Lett. 16, 20200311. "
         "(doi:10.1098/rsbl.2020.0311)"]
    )
    assert found is not None and found.doi == "10.1098/rsbl.2020.0311"
    lancet = parse_citation(["Harrow JT. Title of a note. Lancet 2020; 395: 12. doi:10.1016/S0140-6736(20)30183-5"])
    assert lancet is not None and lancet.doi == "10.1016/S0140-6736(20)30183-5"


def test_a_year_then_a_lowercase_word_stays_in_the_title() -> None:
    """Only a capital after the year opens a title: "2019 novel coronavirus" is the title's own words."""
    assert _fields("Harrow JT, Ndiaye M. The 2019 novel strain in bats. J. Virol. 94, e01222-20 (2020).")[1:] == (
        "The 2019 novel strain in bats", "J. Virol.", 2020
    )


def test_a_numbered_list_in_the_genetics_style(tmp_path) -> None:
    source = tmp_path / "cv.md"
    source.write_text(
        "# Saoirse Quill-Adair\n\n## Publications\n\n"
        "1. Quill-Adair, S., M. Ndiaye, and J. T. Harrow, 2022 Linked selection across a hybrid zone. "
        "Genetics 221: iyac057.\n"
        "2. Harrow, J. T., and S. Quill-Adair, 2020 A test for balancing selection. Mol. Ecol. 29: 88-101.\n",
        encoding="utf-8",
    )
    papers = to_layout(extract(read_source(source)))["publications"]
    assert [(p["authors"], p["title"], p["venue"], p["year"]) for p in papers] == [
        (["Quill-Adair, S.", "M. Ndiaye", "J. T. Harrow"], "Linked selection across a hybrid zone", "Genetics", 2022),
        (["Harrow, J. T.", "S. Quill-Adair"], "A test for balancing selection", "Mol. Ecol.", 2020),
    ]


def test_a_law_review_piece_not_out_yet_with_its_first_page() -> None:
    """Bluebook: "(forthcoming 2024)" after the first page; the page once kept the citation from being read."""
    found = parse_citation(["*Takings at the Margin*, 99 Iowa L. Rev. 307 (forthcoming 2024)."])
    assert found is not None
    assert (found.title, found.venue, found.year, found.notes) == (
        "Takings at the Margin", "Iowa L. Rev.", 2024, ("forthcoming", "volume 99", "page 307")
    )


@pytest.mark.parametrize(
    ("line", "title", "year"),
    [
        # the journal is the last italic span; the title is all before it
        ("Review of *The Salt Ledger* by Ilse Varga, *Renaissance Quarterly* 74, no. 2 (2021): 611-612.",
         "Review of The Salt Ledger by Ilse Varga", 2021),
        # the reviewed book's imprint names the book, not the review: its year is no the review's
        ("Review of Ilse Varga, *The Salt Ledger* (Leiden: Brill, 2019), *Renaissance Quarterly* 74 (2021): 611-12.",
         "Review of Ilse Varga, The Salt Ledger", 2021),
        ("2021. Review of *The Salt Ledger*, by Ilse Varga. *Renaissance Quarterly* 74: 611-12.",
         "Review of The Salt Ledger, by Ilse Varga", 2021),
    ],
)
def test_a_book_review_with_the_book_and_the_journal_in_italics(line: str, title: str, year: int) -> None:
    found = parse_citation([line])
    assert found is not None
    assert (found.title, found.venue, found.year, found.kind.value, found.notes[0]) == (
        title, "Renaissance Quarterly", year, "other", "book review"
    )


@pytest.mark.parametrize(
    "line",
    [
        "‘Salt and Credit’, in Ilse Varga (ed.), *The Salt Ledger* (Leiden: Brill, 2019), pp. 113–40.",
        "“Salt and Credit,” *The Salt Ledger* (Leiden, 2019), 113–40.",
    ],
)
def test_a_chapter_without_the_bracketed_imprint_of_its_book(line: str) -> None:
    """MHRA and Chicago notes bracket the book's imprint: the town and publisher are no part of the venue."""
    found = parse_citation([line])
    assert found is not None
    assert (found.title, found.venue, found.year) == ("Salt and Credit", "The Salt Ledger", 2019)
