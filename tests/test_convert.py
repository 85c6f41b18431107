"""HTML, LaTeX and PDF sources become CV text whose lines map back to the original lines."""

from __future__ import annotations

from pathlib import Path

from cvkg.convert import html, latex, pdf

FIXTURES = Path(__file__).parent / "fixtures"


def _lines(text: str, origins: tuple[int, ...]) -> list[tuple[int, str]]:
    return list(zip(origins, text.split("\n"), strict=True))


def test_moderncv() -> None:
    """moderncv's header, \\section, \\cventry, \\cvitem and \\cvlistitem become lines at their .tex lines."""
    converted = latex.to_text((FIXTURES / "moderncv.tex").read_text(), "moderncv.tex")
    assert _lines(converted.text, converted.origins) == [
        (8, "# Renée Müller-Okafor"),
        (9, "Assistant Professor of Computer Science"),
        (10, "Address: Gates Hall 402, Ithaca, NY 14853, USA"),
        (11, "Phone: +1 (607) 555-0142"),
        (12, "rmo@cs.example.edu"),
        (13, "www.cs.example.edu/~rmo"),
        (14, "github: rmokafor"),
        (19, "## Research Interests"),
        (20, "Distributed storage, consensus protocols, and verification of systems software."),
        (22, "## Education"),
        (23, "Ph.D. in Computer Science, ETH Zürich, Zürich, Switzerland  2013–2019"),
        (24, "Dissertation: *Verified Replication at Scale*."),
        (25, "Advisor: Prof. Timothy Roscoe"),
        (26, "B.Sc. in Informatics, Universität Stuttgart, Stuttgart, Germany  2009–2013"),
        (26, "*with distinction*"),
        (28, "## Experience"),
        (29, "### Academic positions"),
        (30, "Assistant Professor, Cornell University, Ithaca, NY  2021–Present"),
        (31, "Postdoctoral Researcher, Microsoft Research, Redmond, WA  2019–2021"),
        (33, "- Built a verified log-structured store used by two product teams."),
        (34, "- Mentored three interns."),
        (37, "## Awards"),
        (38, "NSF CAREER Award  2022"),
        (39, "ETH Medal for outstanding doctoral thesis  2019"),
        (41, "## Skills"),
        (42, "Languages: Rust, OCaml, Coq, C++"),
        (43, "- TLA+ and Dafny"),
    ]


def test_article_style() -> None:
    """An article-style CV: big-font name, \\section*, tabular rows, enumerate items joined per item;
    italics and bold keep Markdown's marks, as the HTML converter writes them."""
    converted = latex.to_text((FIXTURES / "article.tex").read_text(), "article.tex")
    lines = _lines(converted.text, converted.origins)
    assert lines[:5] == [
        (9, "# Tomáš Novák"),
        (10, "Department of Statistics, University of Washington"),
        (11, "tnovak@uw.example.edu  https://stat.example.edu/~tnovak"),
        (15, "## Education"),
        (17, "2016–2021  Ph.D., Statistics, Carnegie Mellon University"),
    ]
    assert (
        26,
        "- T. Novák and L. Wasserman. Conformal prediction under covariate shift. *Journal of the "
        "American Statistical Association*, 118(541):1–14, 2023.",
    ) in lines
    assert (22, "Assistant Professor, University of Washington, Seattle, WA  2021–present") in lines
    assert "Old stuff" not in converted.text


def test_custom_template_macros() -> None:
    """A template's own macros become entries (dates last), headings and list items; an entry macro
    whose definition opens an \\item is a list item."""
    converted = latex.to_text((FIXTURES / "resume.tex").read_text(), "resume.tex")
    assert _lines(converted.text, converted.origins) == [
        (11, "# Priya Raghunathan"),
        (12, "555-010-2233 | priya@example.org"),
        (15, "## Education"),
        (16, "- Stanford University, Stanford, CA, M.S. in Computer Science  Sep. 2018 – Jun. 2020"),
        (20, "## Experience"),
        (21, "- Software Engineer Intern, Google Brain, Mountain View, CA  Summer 2019"),
        (25, "- Cut TPU input-pipeline stalls by 30% with prefetch tuning"),
    ]


def test_latex_fragment_without_document() -> None:
    """A .tex fragment with no \\begin{document} is converted whole."""
    converted = latex.to_text(
        "\\section{Talks}\n\\begin{itemize}\n  \\item Keynote, \\emph{SOSP} 2023\n\\end{itemize}\n",
        "talks.tex",
    )
    assert _lines(converted.text, converted.origins) == [(1, "## Talks"), (3, "- Keynote, *SOSP* 2023")]


def test_description_list_labels() -> None:
    """``\\item[Label]`` sets its word label off with a colon; a year label goes last, after a column gap."""
    converted = latex.to_text(
        "\\begin{description}\n\\item[Reviewing] Loom Letters, 2021\n\\item[2019--] Professor, Engine College\n"
        "\\item[Heads:] Engine Board\n\\end{description}\n",
        "service.tex",
    )
    assert _lines(converted.text, converted.origins) == [
        (2, "- Reviewing: Loom Letters, 2021"),
        (3, "- Professor, Engine College  2019–"),
        (4, "- Heads: Engine Board"),
    ]


def test_inline_text_decodes_accents() -> None:
    """Accents, escapes and href link text are decoded."""
    assert latex.inline_text(r"Garc{\'\i}a \& \href{https://x.org}{Co} 50\%") == "García & Co 50%"


def test_homepage() -> None:
    """An HTML homepage: its <title> as front matter, then headings, paragraphs, list items, <br> lines,
    emphasis and table rows at their source lines; the page footer is chrome and gives no line."""
    converted = html.to_text((FIXTURES / "homepage.html").read_text())
    assert _lines(converted.text, converted.origins) == [
        (5, "---"),
        (5, "title: Lucía Fernández-Ruiz"),
        (5, "---"),
        (10, "# Lucía Fernández-Ruiz"),
        (11, "Associate Professor, School of Computer Science, McGill University"),
        (12, "Email: lucia.fr [at] mcgill.example.ca <lucia.fr@mcgill.example.ca> · Google Scholar"),
        (17, "## About"),
        (
            18,
            "I work on programming languages and program synthesis, with a recent focus on probabilistic programs.",
        ),
        (23, "## Education"),
        (25, "- Ph.D. in Computer Science, University of Texas at Austin, 2016 (advisor: *Işıl Dillig*)"),
        (27, "- B.Sc. in Mathematics, Universidad de Buenos Aires, 2010"),
        (31, "## Selected Publications"),
        (33, "- **Synthesizing Probabilistic Programs from Traces.**"),
        (34, "L. Fernández-Ruiz, K. Ahmed, and M. Rinard."),
        (35, "*PLDI 2023*. [pdf]"),
        (36, "- **Refinement Types for Data Science Pipelines.**"),
        (37, "L. Fernández-Ruiz and R. Jhala. *POPL 2021*."),
        (41, "## Teaching"),
        (43, "COMP 302  Programming Languages and Paradigms  Fall 2022"),
        (44, "COMP 527  Logic and Computation  Winter 2023"),
    ]


def test_html_drops_scripts_and_comments() -> None:
    """Scripts, styles, comments and <head> give no lines (its title aside, as front matter), and line
    numbers count past them."""
    converted = html.to_text("<head><title>T</title></head>\n<script>\nx()\n</script>\n<!-- a\nb -->\n<p>Ada</p>")
    assert _lines(converted.text, converted.origins) == [(1, "---"), (1, "title: T"), (1, "---"), (7, "Ada")]


def test_pdf_text_layer() -> None:
    """The text layer of both pages comes out in order; lines are counted in the extracted text."""
    converted = pdf.to_text((FIXTURES / "cv.pdf").read_bytes(), "cv.pdf")
    assert converted.text.split("\n") == [
        "Grace Okonkwo",
        "Research Scientist, Example Labs",
        "Education",
        "Ph.D. in Physics, University of Lagos, 2015",
        "Publications",
        "G. Okonkwo and P. Adeyemi. Photonic lattices. Nature Physics, 2019.",
    ]
    assert converted.origins == ()


def test_html_list_depth_definitions_and_chrome() -> None:
    """Sub-items keep their depth, <dd> sits under its <dt>; nav, footer, buttons and hidden text give no line."""
    converted = html.to_text(
        "<nav><ul><li>Home</li><li>CV</li></ul></nav>\n"
        "<ul><li>2022 – present: Postdoc<ul><li>Lab X</li></ul></li></ul>\n"
        "<dl><dt>2019</dt><dd>Best Paper, <i>SOSP</i></dd></dl>\n"
        '<a role="button">PDF</a><span class="sr-only">(current)</span><div hidden>draft</div>\n'
        "<footer>© 2024</footer>"
    )
    assert _lines(converted.text, converted.origins) == [
        (2, "- 2022 – present: Postdoc"),
        (2, "  - Lab X"),
        (3, "2019"),
        (3, "  Best Paper, *SOSP*"),
    ]


def test_awesome_cv_entries_honors_and_header() -> None:
    """awesome-cv's \\cventry is {title}{employer}{place}{dates}{text}; \\cvhonor drops its place; \\position heads."""
    source = (
        "\\documentclass[11pt]{awesome-cv}\n"
        "\\name{Ada}{Byron}\n"
        "\\position{Engine Analyst}\n"
        "\\begin{document}\n"
        "\\makecvheader[C]\n"
        "\\cvsection{Experience}\n"
        "\\begin{cventries}\n"
        "  \\cventry{Analyst}{Difference Works}{London, UK}{Jun. 2019 - Present}{\n"
        "    \\begin{cvitems}\\item {Wrote the notes.}\\end{cvitems}}\n"
        "\\end{cventries}\n"
        "\\cvsection{Honors}\n"
        "\\begin{cvhonors}\\cvhonor{Medal}{Royal Society}{London}{2020}\\end{cvhonors}\n"
        "\\makecvfooter{\\today}{Ada Byron}{\\thepage}\n"
        "\\end{document}\n"
    )
    converted = latex.to_text(source, "cv.tex")
    assert _lines(converted.text, converted.origins) == [
        (2, "# Ada Byron"),
        (3, "Engine Analyst"),
        (6, "## Experience"),
        (8, "Analyst, Difference Works, London, UK  Jun. 2019 - Present"),
        (9, "- Wrote the notes."),
        (11, "## Honors"),
        (12, "Medal, Royal Society  2020"),
    ]


def test_bibliography_and_list_options() -> None:
    """\\bibitem keys and enumitem options are not text; a thebibliography item is a list item."""
    source = (
        "\\section*{Papers}\n"
        "\\begin{enumerate}[label={[\\arabic*]}, leftmargin=*]\n"
        "\\item A. Byron. Notes. 1843.\n"
        "\\end{enumerate}\n"
        "\\begin{thebibliography}{9}\n"
        "\\bibitem[B43]{byron43} C. Babbage. Engines. 1843.\n"
        "\\end{thebibliography}\n"
    )
    converted = latex.to_text(source, "cv.tex")
    assert _lines(converted.text, converted.origins) == [
        (1, "## Papers"),
        (3, "- A. Byron. Notes. 1843."),
        (6, "- C. Babbage. Engines. 1843."),
    ]


def test_template_macro_arguments_broken_by_newline() -> None:
    """A template's entry macro whose argument spans lines: the first line joins the entry, the others follow."""
    source = (
        "\\newcommand{\\row}[2]{#1 & #2 \\\\}\n"
        "\\begin{document}\n"
        "\\pagestyle{empty}\n"
        "\\row{2018}{Notes, Royal Society.\\newline\n"
        "  Advisor: C. Babbage}\n"
        "\\end{document}\n"
    )
    converted = latex.to_text(source, "cv.tex")
    assert _lines(converted.text, converted.origins) == [(4, "Notes, Royal Society.  2018"), (5, "Advisor: C. Babbage")]
