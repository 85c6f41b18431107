"""Stop 25: what real CVs from public repositories showed: a web address with ``%`` in it, fonts chosen in the
body, pandoc's anchors around headings. People, papers and addresses are invented."""

from __future__ import annotations

import pytest

from cvkg.convert.latex import to_text
from cvkg.export import to_layout
from cvkg.extract import extract
from cvkg.extract.citations import parse_citation
from cvkg.ingest import read_source


def _record(tmp_path, text: str, name: str = "cv.tex") -> dict:
    source = tmp_path / name
    source.write_text(text, encoding="utf-8")
    return to_layout(extract(read_source(source)))


_VITA = r"""\documentclass[11pt]{article}
\usepackage{fontspec,hyperref}
\begin{document}
\setromanfont[Mapping={tex-text},Numbers={OldStyle}]{Garamond Premier Pro}
\setsansfont[Scale=0.9]{Gill Sans}
\newfontfamily\headingfont[Ligatures=TeX]{Fira Sans}
{\LARGE Tamsin Orrell-Vance}\\
Department of Sociology, Tarn University\\
\section*{Publications}
Tamsin Orrell-Vance. 2016. \href{http://links.example.org/sici?sici=0094-3061%28201603%2932%3A2}{Review} of
\emph{Markets and Morals} by Ilse Brandt. \emph{Contemporary Sociology} 45:~252--254.

Tamsin Orrell-Vance and Piet Lammers. 2014. ``Gifts and Debts.'' \emph{Social Forces} 92:~1--24.
\end{document}
"""


def test_a_percent_in_a_web_address_is_no_comment(tmp_path) -> None:
    """hyperref reads "%28" in an address as a character: the CV is read, not rejected for unbalanced braces."""
    papers = _record(tmp_path, _VITA)["publications"]
    assert [(p["title"], p["venue"], p["year"]) for p in papers] == [
        ("Review of Markets and Morals by Ilse Brandt", "Contemporary Sociology", 2016),
        ("Gifts and Debts", "Social Forces", 2014),
    ]


def test_fonts_chosen_in_the_body_are_no_text(tmp_path) -> None:
    record = _record(tmp_path, _VITA)
    assert record["person"]["name"] == "Tamsin Orrell-Vance"
    assert "Garamond" not in to_text(_VITA, "cv.tex").text


_PANDOC = r"""\documentclass{article}
\begin{document}
{\Large Ilse Brandt-Moreau}

\hypertarget{education}{%
\section{Education}\label{education}}

\begin{itemize}
\tightlist
\item
  Ph.D., Ecology, University of Guelph, 2019
\end{itemize}

\hypertarget{awards}{%
\section{Awards}\label{awards}}

\begin{itemize}
\tightlist
\item
  Weston Family Prize in Northern Research, 2018
\end{itemize}
\end{document}
"""


def test_pandoc_anchors_around_headings_leave_the_headings(tmp_path) -> None:
    """pandoc wraps each heading in \\hypertarget{name}{...}: the anchor's name is no text, the heading a heading."""
    assert [line for line in to_text(_PANDOC, "cv.tex").text.splitlines() if line.startswith("## ")] == [
        "## Education",
        "## Awards",
    ]
    record = _record(tmp_path, _PANDOC)
    assert [(e["degree"], e["institution"], e["end"]) for e in record["education"]] == [
        ("Ph.D.", "University of Guelph", "2019")
    ]
    assert [a["name"] for a in record["awards"]] == ["Weston Family Prize in Northern Research"]


_MODERNCV_JOBS = r"""\documentclass{moderncv}
\moderncvstyle{classic}
\name{Jonah}{Casar}
\begin{document}
\makecvtitle
\section{Appointments}
\cventry{2016 -- Present}{Assistant Professor}{Tarn University, Brunswick}{}{}{Bilingualism, Department of Spanish}
\cventry{2013 -- Present}{Visiting Faculty Member}{Middlebury College}{}{}{Language Schools -- School of Spanish}
\cventry{2010 -- 2016}{Graduate Associate}{University of Arizona}{}{}{Teaching -- Department of Spanish and Portuguese}
\end{document}
"""


def test_a_moderncv_description_is_no_employer_of_the_job_below(tmp_path) -> None:
    """An entry's description that names a department is the job's note, not the employer of the next entry, which
    names its own."""
    jobs = _record(tmp_path, _MODERNCV_JOBS)["positions"]
    assert [(j["title"], j["organization"], j["start"]) for j in jobs] == [
        ("Assistant Professor", "Tarn University", "2016"),
        ("Visiting Faculty Member", "Middlebury College", "2013"),
        ("Graduate Associate", "University of Arizona", "2010"),
    ]


def test_a_bold_employer_with_its_place_still_heads_the_line_below(tmp_path) -> None:
    text = (
        "# Mira Stolz\n\n## Experience\n\n**Sandia National Laboratories** — Albuquerque, NM\n"
        "*Graduate Intern*, Center for Computing Research, Jun 2024 – Aug 2024\n\n"
        "**Flatiron Institute** — New York, NY\n*Graduate Research Assistant*, Center for Computational Biology, "
        "Summer 2023\n"
    )
    jobs = _record(tmp_path, text, "cv.md")["positions"]
    assert [j["organization"] for j in jobs] == ["Sandia National Laboratories", "Flatiron Institute"]


@pytest.mark.parametrize(
    ("line", "authors", "title"),
    [
        (
            "Andrea D. Wemyss et al, Blebs promote survival by assembling signaling hubs. *Nature*. 2023 Mar.",
            ("Andrea D. Wemyss",),
            "Blebs promote survival by assembling signaling hubs",
        ),
        (
            "Tomoko Isaki, Kevin M. Dunn et al, Direct Arp2/3 binding is essential for spreading. *Submitted.*",
            ("Tomoko Isaki", "Kevin M. Dunn"),
            "Direct Arp2/3 binding is essential for spreading",
        ),
        (
            "Kevin M. Dunn et al. Isotropic imaging across spatial scales. Nat Protoc. 2022;17:2025-53.",
            ("Kevin M. Dunn",),
            "Isotropic imaging across spatial scales",
        ),
    ],
)
def test_authors_end_at_et_al_whatever_closes_it(line: str, authors: tuple[str, ...], title: str) -> None:
    """A biomedical lab's list: one or two names with their initials, "et al" and a comma or a period."""
    citation = parse_citation([line])
    assert citation is not None
    assert (citation.authors, citation.title) == (authors, title)
    assert "author list truncated" in citation.notes


@pytest.mark.parametrize(
    "links",
    [
        "[**DOI**](https://doi.org/10.1080/1753.2025.26) / [**PDF**](https://ada.github.io/assets/pdf/a.pdf)",
        "[DOI](https://doi.org/10.1080/1753.2025.26) | [PDF](https://ada.org/a.pdf) | [Code](https://github.com/a/b)",
        "[[doi]](https://doi.org/10.1080/1753.2025.26) [[pdf]](https://ada.org/a.pdf)",
    ],
)
def test_link_labels_after_a_citation_leave_its_venue_and_give_its_doi(links: str) -> None:
    """A site's links after each paper ("[**DOI**](..) / [**PDF**](..)"): no part of the venue; the DOI is kept."""
    line = f"**Lund, M.E.**; Berg, S.H. Equal-area grids for methane. Int. J. Digital Earth. 19(1), 26, 2025. {links}"
    citation = parse_citation([line])
    assert citation is not None
    assert (citation.title, citation.venue, citation.year, citation.doi) == (
        "Equal-area grids for methane",
        "Int. J. Digital Earth.",  # an abbreviated journal keeps its last period
        2025,
        "10.1080/1753.2025.26",
    )


def test_latex_spacing_in_r_markdown_splits_columns(tmp_path) -> None:
    r"""An R Markdown CV sets "\hfill" between an entry and its place or dates: a column gap, never text."""
    text = (
        "# Ines Halvard\n\n## Experience\n\n**Tarn Biosciences** \\hfill Boston, MA\n\n"
        "*Associate Director, Product* \\hfill 2022-2023\n\n*Senior Analyst* \\hfill 2020-2022\n\n"
        "## Education\n\n*University of Michigan*, M.S. Biostatistics \\hfill 2017\n"
    )
    record = _record(tmp_path, text, "cv.Rmd")
    assert [(j["title"], j["organization"], j["end"]) for j in record["positions"]] == [
        ("Associate Director, Product", "Tarn Biosciences", "2023"),
        ("Senior Analyst", "Tarn Biosciences", "2022"),
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in record["education"]] == [
        ("M.S.", "University of Michigan", "2017")
    ]
    assert "hfill" not in str(record)


_AWESOME_PAPERS = r"""\documentclass{awesome-cv}
\name{Ines}{Marrow-Hale}
\begin{document}
\makecvheader
\cvsection{Publications}
\cvparagraph{\textsuperscript{\textdagger}Student in my group; *corresponding author;
  \textsuperscript{=}equal contribution}
\begin{cventries}
  \cventry{\textbf{I. Marrow-Hale}\textsuperscript{=}, P. Grunwald\textsuperscript{=}, T. Vik}
    {Layered precursors for copper catalysts}{AIChE Journal}{}{2022}
  \cventry{K. Odum, \textbf{I. Marrow-Hale}*}{Carbonate formation in flow electrolyzers}{ACS Energy Letters}{}{2020}
\end{cventries}
\end{document}
"""


def test_a_legend_of_several_marks_and_an_equal_mark_leave_the_papers_whole(tmp_path) -> None:
    """"†Student; *corresponding author; =equal contribution" explains the marks (no paper), and "=" after a name
    marks it as a star does."""
    papers = _record(tmp_path, _AWESOME_PAPERS)["publications"]
    assert [(p["authors"], p["title"], p["venue"], p["year"]) for p in papers] == [
        (["I. Marrow-Hale", "P. Grunwald", "T. Vik"], "Layered precursors for copper catalysts", "AIChE Journal", 2022),
        (["K. Odum", "I. Marrow-Hale"], "Carbonate formation in flow electrolyzers", "ACS Energy Letters", 2020),
    ]


def test_a_journal_named_reports_keeps_its_volume_and_article_apart() -> None:
    """Harvard's "*Journal of X: Reports* 53: 104391": a journal's volume and article number, no report's number."""
    citation = parse_citation(
        ["Ferri, G., Fenn, T. and Tess, L. (2024) Portable XRF sourcing of coarse wares. "
         "*Journal of Archaeological Science: Reports* 53: 104391."]
    )
    assert citation is not None
    assert (citation.venue, citation.year) == ("Journal of Archaeological Science: Reports", 2024)
    assert {"volume 53", "article 104391"} <= set(citation.notes)


def test_a_table_of_papers_gives_the_citations_its_rows_stand_for(tmp_path) -> None:
    """marker's table of consortium papers: "| Year | Authors | Title | Journal |" rows are citations, a role in
    brackets after the names is no name, and a group with its acronym signs among the people."""
    text = (
        "# Nia Ferro-Vale\n\n## Publications\n\n| Year | Authors | Title | Journal |\n|---|---|---|---|\n"
        "| 2024 | CKDGen Consortium; **Ferro-Vale N** (analysis group) | Kidney meta-analysis | *Nature* |\n"
        "| 2020 | Lund A, Kidney Genetics Consortium (KGC), Ferro-Vale N | African genomes and health | *Cell* |\n"
    )
    papers = _record(tmp_path, text, "cv.md")["publications"]
    assert [(p["authors"], p["title"], p["venue"], p["year"]) for p in papers] == [
        (["CKDGen Consortium", "Ferro-Vale N"], "Kidney meta-analysis", "Nature", 2024),
        (["Lund A", "Kidney Genetics Consortium (KGC)", "Ferro-Vale N"], "African genomes and health", "Cell", 2020),
    ]
