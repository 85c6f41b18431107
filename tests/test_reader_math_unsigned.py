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
