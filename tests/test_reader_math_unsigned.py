"""Mathematicians' own papers listed without their author (the CV's subject), the journal abbreviated as MathSciNet
does: the title ends where the journal reference starts, whatever periods the abbreviations hold. People and papers
are invented."""

from __future__ import annotations

import pytest

from cvkg.extract.ams import is_journal_reference
from cvkg.extract.citations import parse_citation
from cvkg.model import PublicationKind as Kind
from tests.readers import read_tex


@pytest.mark.parametrize(
    ("line", "venue"),
    [
        ("Lattice sums and theta lifts. Comm. Math. Phys. 365 (2019), 1–40.", "Comm. Math. Phys."),
        ("Lattice sums and theta lifts. *Duke Math. J.* 168 (2019), 455–512. MR3900001", "Duke Math. J."),
        ("“Lattice sums and theta lifts,” Duke Math. J. 168 (2019) 455-512.", "Duke Math. J."),
        ("Lattice sums and theta lifts, Duke Math. J., vol. 168, no. 2, 2019, pp. 455–512.", "Duke Math. J."),
        ("Lattice sums, theta lifts, and periods, Geom. Topol. 23 (2019), 1–60.", "Geom. Topol."),
    ],
)
def test_an_unsigned_title_ends_where_an_abbreviated_journal_reference_starts(line: str, venue: str) -> None:
    c = parse_citation([line])
    assert c is not None
    assert (c.authors, c.subject_first, c.venue, c.year, c.kind) == ((), True, venue, 2019, Kind.JOURNAL)
    assert c.title in {"Lattice sums and theta lifts", "Lattice sums, theta lifts, and periods"}


def test_co_authors_before_an_unsigned_title_and_an_italic_journal_with_its_volume_in_words() -> None:
    c = parse_citation(["(with K. Ostrander) Lattice sums, *Duke Math. J.*, vol. 168, 2019, pp. 455–512."])
    assert c is not None
    assert (c.authors, c.title, c.venue, c.year) == (("K. Ostrander",), "Lattice sums", "Duke Math. J.", 2019)


@pytest.mark.parametrize(
    "line", ["Counting cusp forms, arXiv:2101.01234, 2021.", "Counting cusp forms, arXiv:2101.01234 (2021)."]
)
def test_an_unsigned_eprint_with_its_year_after_it_is_a_preprint(line: str) -> None:
    c = parse_citation([line])
    assert c is not None
    assert (c.title, c.venue, c.year, c.kind, c.arxiv) == (
        "Counting cusp forms", "arXiv:2101.01234", 2021, Kind.PREPRINT, "2101.01234",
    )  # fmt: skip


def test_a_preprint_word_then_the_eprint_then_its_year() -> None:
    c = parse_citation(["J. Vell and K. Ostrander, *Cusp forms*, preprint, arXiv:2309.11472, 2023. Submitted."])
    assert c is not None
    assert (c.authors, c.title, c.venue, c.year, c.kind) == (
        ("J. Vell", "K. Ostrander"), "Cusp forms", "arXiv:2309.11472", 2023, Kind.PREPRINT,
    )  # fmt: skip
    assert "submitted" in c.notes


def test_names_before_a_title_are_still_its_authors() -> None:
    """A journal reference after the title does not make the list unsigned when names open it."""
    line = "J. Ostrander, T. Vell, and B. Quist, Gap closing in layered films, *Phys. Rev. Res.* **2**, 033107 (2020)."
    c = parse_citation([line])
    assert c is not None
    assert c.authors == ("J. Ostrander", "T. Vell", "B. Quist")
    assert (c.title, c.venue) == ("Gap closing in layered films", "Phys. Rev. Res.")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Comm. Math. Phys. 365 (2019), 1–40.", True),
        ("Ann. of Math. (2) 190 (2019), no. 1, 1–50.", True),
        ("Compos. Math. 155 (2019), 1–30. arXiv:1801.01234", True),
        ("Res. Lett. (2020).", False),  # no volume nor pages: a title's end and a year may look so
        ("Indianapolis, September 2021 (virtual).", False),
    ],
)
def test_what_reads_as_a_journal_reference_alone(text: str, expected: bool) -> None:
    assert is_journal_reference(text) is expected


@pytest.mark.parametrize("papers_heading", [r"\underline{Papers}\\", r"{\sc Research papers}", r"\textbf{Papers:}"])
def test_papers_after_a_books_section_are_its_sibling_not_its_part(papers_heading: str) -> None:
    """``Books`` then a heading that names no kind (``Papers``): the papers are no books, each has its own kind."""
    record = read_tex(
        "\\documentclass{article}\n\\begin{document}\n{\\Large Jane Roe}\\\\ Department of Mathematics\n\n"
        "\\section*{Books}\n\\begin{enumerate}\n"
        "\\item \\emph{Arithmetic of looms}, Graduate Texts in Mathematics 290, Springer, 2020.\n"
        "\\end{enumerate}\n" + papers_heading + "\n\\begin{enumerate}\n"
        "\\item Rational points on looms, Duke Math. J. \\textbf{168} (2019), no. 3, 455--512.\n"
        "\\item (with B. Jones) Heights of shuttles, Invent. Math. 210 (2017), 1--40.\n"
        "\\end{enumerate}\n\\end{document}\n"
    )
    kinds = {p.title: p.kind for p in record.publications}
    assert kinds == {
        "Arithmetic of looms": Kind.BOOK, "Rational points on looms": Kind.JOURNAL, "Heights of shuttles": Kind.JOURNAL,
    }  # fmt: skip


@pytest.mark.parametrize(
    ("line", "coauthors", "title", "venue"),
    [
        (
            "Induced loom numbers. Joint with Jo Abern, Sara Oduy and Ben Sudd. Combinatorica 42 (2022), 1311–1337.",
            ("Jo Abern", "Sara Oduy", "Ben Sudd"), "Induced loom numbers", "Combinatorica",
        ),
        (
            "Densities of shuttles. With Dan Kovac and Jo Abern. Journal of Combinatorial Theory, Series B 165 (2024), "
            "1–29.",
            ("Dan Kovac", "Jo Abern"), "Densities of shuttles", "Journal of Combinatorial Theory, Series B",
        ),
        (
            "Sparse loom graphs. Electronic Journal of Combinatorics 30(2) (2023), #P2.41. 2204.07719",
            (), "Sparse loom graphs", "Electronic Journal of Combinatorics",
        ),
        (
            "Random looms (with K. Boat). European Journal of Combinatorics 81 (2019), 114–127. *[Undergraduate "
            "research.]*",
            ("K. Boat",), "Random looms", "European Journal of Combinatorics",
        ),
        (
            "Canonical looms. Joint with Dan Kovac. Submitted. 2504.09987",
            ("Dan Kovac",), "Canonical looms", "arXiv:2504.09987",
        ),
        ("Cayley looms, with B. Sudd (in preparation).", ("B. Sudd",), "Cayley looms", None),
    ],
)
def test_co_authors_in_a_sentence_of_their_own_and_what_follows_a_reference(
    line: str, coauthors: tuple[str, ...], title: str, venue: str | None
) -> None:
    """"Title. Joint with A, B and C. Journal": the co-authors' sentence parts title from venue; a journal's own
    article number ("#P2.41"), an eprint's number alone and a bracketed remark after the reference are no venue."""
    c = parse_citation([line])
    assert c is not None
    assert (c.authors, c.subject_first, c.title, c.venue) == (coauthors, True, title, venue)


def test_two_papers_of_one_year_in_one_description_item() -> None:
    """``\\item[2024] A. \\\\ B.``: the line after the item's first, itself a whole reference, is a paper of its own."""
    record = read_tex(
        "\\documentclass{article}\n\\begin{document}\n{\\Large Jane Roe}\\\\ Department of Mathematics\n\n"
        "\\section*{Publications}\n\\begin{description}\n"
        "\\item[2024] Loom thresholds. Joint with Lu Warn. Combinatorics, Probability and Computing 33 (2024), "
        "512--540.\\\\\nShuttle densities. With Jo Abern. Journal of Combinatorial Theory, Series B 165 (2024), "
        "1--29.\n"
        "\\item[2023] Sparse looms. Combinatorica 43 (2023), 1--20.\n\\end{description}\n\\end{document}\n"
    )
    assert [(p.title, p.venue, p.year) for p in record.publications] == [
        ("Loom thresholds", "Combinatorics, Probability and Computing", 2024),
        ("Shuttle densities", "Journal of Combinatorial Theory, Series B", 2024),
        ("Sparse looms", "Combinatorica", 2023),
    ]
