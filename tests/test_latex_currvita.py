"""The LaTeX ``currvita`` package: ``\\begin{cv}{Title}`` around the CV, ``\\begin{cvlist}{Heading}`` lists whose
``\\item[1999--2003]`` labels date their entries, ``\\cvplace`` and ``\\date`` for where and when it was signed.
The CV is invented."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvkg.convert import latex
from cvkg.export import to_layout
from cvkg.extract import extract
from cvkg.ingest import read_source

CV = r"""\documentclass[a4paper]{article}
\usepackage[NoDate]{currvita}
\renewcommand{\cvheadingfont}{\LARGE\bfseries}
\begin{document}
\begin{cv}{%s}
\cvplace{Calloway}
\date{March 2024}

\begin{cvlist}{Personal Data}
\item Department of Mathematics, Calloway University, 12 Harbor Road, Calloway
\item \texttt{mtestwood@calloway.example.edu}
\item[Born] 14 May 1981, Orlen
\end{cvlist}

\begin{cvlist}{Education}
\item[2004--2009] Ph.D. in Mathematics, Calloway University. Advisor: Paul Quellen
\item[1999--2003] B.Sc. in Mathematics, University of Orlen
\end{cvlist}

\begin{cvlist}{Academic Positions}
\item[2015--present] Associate Professor, Department of Mathematics, Calloway University
\item[2009--2015] Assistant Professor, Department of Mathematics, University of Velmont
\end{cvlist}

\begin{cvlist}{Grants and Awards}
\item[2018] Sloan Research Fellowship
\end{cvlist}

\begin{cvlist}{Publications}
\item M. Testwood and P. Quellen, \emph{Spectral gaps for twisted Laplacians}, J. Amer. Math. Soc. \textbf{32}
(2019), no.~3, 451--487. MR3981234
\item \emph{Growth of Selmer ranks in towers} (with B. Darrow), Duke Math. J. \textbf{170} (2021), 1203--1250.
\end{cvlist}
\end{cv}
\end{document}
"""


def test_a_currvita_cv_becomes_a_name_sections_and_dated_items() -> None:
    """The cv's title naming the subject is the name line, each cvlist a section, each dated item an entry with its
    dates last; the place and date of signing give no line."""
    lines = latex.to_text(CV % "Mira Testwood", "cv.tex").text.split("\n")
    assert lines[:3] == ["# Mira Testwood", "## Personal Data", "- Department of Mathematics, Calloway University, "
                         "12 Harbor Road, Calloway"]  # fmt: skip
    assert "## Education" in lines and "- B.Sc. in Mathematics, University of Orlen  1999–2003" in lines
    assert not any("March 2024" in line or line == "Calloway" for line in lines)


@pytest.mark.parametrize("title", ["Curriculum Vitae", r"\textsc{Curriculum Vit\ae}", "Lebenslauf"])
def test_a_cv_title_that_names_no_one_goes(title: str) -> None:
    """ "Curriculum Vitae" over the CV is neither the subject's name nor a section."""
    lines = latex.to_text(CV % title, "cv.tex").text.split("\n")
    assert lines[0] == "## Personal Data"


def test_a_currvita_cv_reads_its_sections_and_personal_data(tmp_path: Path) -> None:
    """Through the extractor: the contacts and birth date of the "Personal Data" list, the dated degrees,
    positions and awards, and the AMS-style papers."""
    path = tmp_path / "cv.tex"
    path.write_text(CV % "Mira Testwood", encoding="utf-8")
    got = to_layout(extract(read_source(path)))
    assert (got["person"]["name"], got["person"]["emails"]) == ("Mira Testwood", ["mtestwood@calloway.example.edu"])
    assert got["person"]["birth_date"] == "1981-05-14"
    assert [(e["degree"], e["start"], e["end"]) for e in got["education"]] == [("Ph.D.", "2004", "2009"),
                                                                              ("B.Sc.", "1999", "2003")]  # fmt: skip
    assert [(p["title"], p["end"]) for p in got["positions"]] == [("Associate Professor", "present"),
                                                                 ("Assistant Professor", "2015")]  # fmt: skip
    assert got["awards"] == [{"name": "Sloan Research Fellowship", "year": 2018}]
    assert [(p["authors"], p["venue"]) for p in got["publications"]] == [
        (["M. Testwood", "P. Quellen"], "J. Amer. Math. Soc."),
        (["Mira Testwood", "B. Darrow"], "Duke Math. J."),
    ]
