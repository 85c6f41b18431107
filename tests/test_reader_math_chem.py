"""Mathematics and chemistry CVs as written in LaTeX: AMS references with their co-authors after the title or
after the reference, a thesis closing an AMS reference, a title page on one line, and ACS papers set in
moderncv's ``\\cventry`` (the authors in a field of their own), including *Angew. Chem. Int. Ed.*"""

from __future__ import annotations

import pytest

from cvkg.convert import latex
from cvkg.extract.citations import parse_citation
from cvkg.model import PublicationKind
from tests.readers import read_tex as _tex


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


def test_a_europecv_list_inside_an_item_and_a_bold_label_over_it() -> None:
    """europecv: ``\\ecvitem{\\textbf{Publications}}{\\# equal contribution}`` heads the list set inside the next
    ``\\ecvitem{}{\\begin{enumerate}...}``, each of whose items is an entry; a bold field name over a value
    (``\\ecvitem{\\textbf{Dates}}{2016}``) stays a field."""
    converted = latex.to_text(
        r"""\documentclass{europecv}
\ecvname{Ada Quill}
\begin{document}
\begin{europecv}
\ecvsection{Work experience}
\ecvitem{\textbf{Dates}}{2016 -- 2018}
\ecvitem[15pt]{\textbf{Publications}}{\# equal contribution}
\ecvitem{}{\begin{enumerate}
\item Quill, A.\#; Hart, B.\# Loom Frameworks. \textit{Chem. Sci.} \textbf{2022}, \textit{13}, 4410--4418.
\item Quill, A. Shuttle Ligands. \textit{Inorg. Chem.} \textbf{2019}, \textit{58}, 120--130.
\end{enumerate}}
\ecvitem[15pt]{\textbf{Conference contributions}}{}
\end{europecv}
\end{document}
""",
        "cv.tex",
    )
    lines = converted.text.splitlines()
    assert lines[lines.index("## Work experience") + 1] == "2016 – 2018"  # a form's field name goes
    at = lines.index("## Publications")
    assert lines[at + 1] == "Legend: # equal contribution"
    assert [line[:20] for line in lines[at + 2 : at + 4]] == ["- Quill, A.#; Hart, ", "- Quill, A. Shuttle "]
    assert lines[at + 4] == "## Conference contributions"


def test_europecv_languages_and_licence_are_no_skills() -> None:
    record = _tex(
        r"""\documentclass{europecv}
\ecvname{Ada Quill}
\begin{document}
\begin{europecv}
\ecvsection{Personal skills and competences}
\ecvmothertongue{Polish}
\ecvlanguage{English}{C1}{C1}{C1}{C1}{C1}
\ecvlastlanguage{German}{A2}{A2}{A1}{A1}{A1}
\ecvitem{Technical skills}{Schlenk techniques; HPLC and SFC on chiral stationary phases; OLEX2}
\ecvitem{Computer skills}{Statistics: R. Data capture: REDCap}
\ecvitem{Driving licence}{B}
\end{europecv}
\end{document}
"""
    )
    assert [s.value for s in record.skills] == [  # type: ignore[attr-defined]
        "Schlenk techniques",
        "HPLC and SFC on chiral stationary phases",
        "OLEX2",
        "R",
        "REDCap",
    ]


def test_publications_and_preprints_names_no_single_kind() -> None:
    """"Publications and preprints" holds published papers too: each entry's own shape gives its kind."""
    record = _tex(
        r"""\documentclass{amsart}
\begin{document}
\title{CV}\author{Ada Quill}\maketitle
\section*{Publications and preprints}
\begin{enumerate}
\item \emph{Tapestry groups}, arXiv:2403.11872 [math.AG], submitted.
\item \emph{Loom moduli}, J. Reine Angew. Math. \textbf{781} (2021), 101--148.
\end{enumerate}
\end{document}
"""
    )
    assert [p.kind for p in record.publications] == [  # type: ignore[attr-defined]
        PublicationKind.PREPRINT,
        PublicationKind.JOURNAL,
    ]


def test_a_shorthand_macro_for_the_subjects_name_is_expanded() -> None:
    """"\\newcommand{\\me}{\\textbf{Quill, A.}}" then "\\item \\me; Hart, B. ...": the name stands in the list."""
    record = _tex(
        r"""\documentclass{article}
\newcommand{\me}{\textbf{Quill, A.}}
\newcommand{\pub}{\par\noindent\hangindent=2em}
\begin{document}
\section*{Ada Quill}
\section{Publications}
\begin{enumerate}
\item \me; Hart, B.* Loom Catalysis. \emph{J. Am. Chem. Soc.} 2021, 143, 1234--1240.
\end{enumerate}
\end{document}
"""
    )
    assert record.publications[0].authors == ("Quill, A.", "Hart, B.")  # type: ignore[attr-defined]
