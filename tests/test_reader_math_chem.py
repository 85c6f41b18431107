"""Mathematics and chemistry CVs as written in LaTeX: AMS references with their co-authors after the title or
after the reference, a thesis closing an AMS reference, a title page on one line, and ACS papers set in
moderncv's ``\\cventry`` (the authors in a field of their own), including *Angew. Chem. Int. Ed.*"""

from __future__ import annotations

import pytest

from cvkg.convert import latex
from cvkg.extract import text
from cvkg.extract.citations import parse_citation
from cvkg.model import PublicationKind, SourceDocument


def _tex(source: str) -> object:
    converted = latex.to_text(source, "cv.tex")
    return text.extract(SourceDocument("cv.tex", "text/markdown", converted.text, ""))


@pytest.mark.parametrize(
    "entry",
    [
        "Spinning operators on Hilbert looms, with C. Lee and D. Moss, Adv. Math. 390 (2022), Paper No. 107912.",
        "Spinning operators on Hilbert looms, Adv. Math. 390 (2022), no. 1, 10–40. (with C. Lee and D. Moss)",
    ],
)
def test_ams_co_authors_after_the_title_or_the_reference(entry: str) -> None:
    found = parse_citation([entry])
    assert found is not None and found.subject_first
    assert (found.authors, found.title, found.venue, found.year) == (
        ("C. Lee", "D. Moss"),
        "Spinning operators on Hilbert looms",
        "Adv. Math.",
        2022,
    )


def test_an_ams_thesis() -> None:
    found = parse_citation(["*Knots and looms*, Ph.D. thesis, Loom State University, 2017."])
    assert found is not None and found.subject_first
    assert (found.title, found.venue, found.year, found.kind) == (
        "Knots and looms",
        "Loom State University",
        2017,
        PublicationKind.THESIS,
    )


def test_a_title_page_on_one_line_names_the_subject() -> None:
    record = _tex(
        "\\documentclass{amsart}\n\\begin{document}\n\\title{CV}\\author{Ada Quill}\\maketitle\n"
        "\\section*{Papers}\n\\begin{enumerate}\n"
        "\\item \\emph{Tapestry groups} (with B. Hart), Geom. Topol. \\textbf{27} (2023), 1--50.\n"
        "\\end{enumerate}\n\\end{document}\n"
    )
    assert record.person.name == "Ada Quill"  # type: ignore[attr-defined]
    assert record.publications[0].authors == ("Ada Quill", "B. Hart")  # type: ignore[attr-defined]


def test_acs_papers_in_moderncv_entries() -> None:
    record = _tex(
        r"""\documentclass{moderncv}
\name{Ada}{Quill}
\begin{document}
\makecvtitle
\section{Publications}
\cventry{2018}{Warp-Selective Hydrogenation}{J. Org. Chem.}{83, 100--110}{Quill, A.; Hart, B.}{}
\cvitem{}{Hart, B.; \textbf{Quill, A.}* Spinning Ligands. \textit{Angew. Chem. Int. Ed.}
  \textbf{2022}, \textit{61}, e202201234.}
\end{document}
"""
    )
    assert [(p.authors, p.title, p.venue, p.year) for p in record.publications] == [  # type: ignore[attr-defined]
        (("Quill, A.", "Hart, B."), "Warp-Selective Hydrogenation", "J. Org. Chem.", 2018),
        (("Hart, B.", "Quill, A."), "Spinning Ligands", "Angew. Chem. Int. Ed.", 2022),
    ]
