"""LaTeX CV layouts, each a small invented source, and the lines they become (with their .tex lines).

Each case is one rule of :mod:`cvkg.convert.latex`, written for a layout (a template's header
block, a description list, Jake's entry macros...) rather than for any one CV's strings.
"""

from __future__ import annotations

import pytest

from cvkg.convert import latex

LAYOUTS = [
    # A template's header block in the preamble gives the first lines (its big-font name a heading);
    # an environment titled by its argument is a section, ``\entry*[label]`` an item whose date
    # label goes last and whose word label leads.
    pytest.param(
        "\\documentclass{curve}\n"
        "\\leftheader{{\\Large Ada Byron, PhD}\n\n"
        "  \\makefield{\\faEnvelope}{\\href{mailto:ada@x.org}{ada@x.org}}}\n"
        "\\begin{document}\n"
        "\\begin{rubric}{Appointments}\n"
        "\\subrubric{Current}\n"
        "\\entry*[since 04/2019] Analyst, Difference Works, London.\n"
        "\\end{rubric}\n"
        "\\begin{rubric}{Skills}\n"
        "\\entry*[Languages] Italian, French\n"
        "\\end{rubric}\n"
        "\\end{document}\n",
        [
            (2, "# Ada Byron, PhD"),
            (4, "ada@x.org"),
            (6, "## Appointments"),
            (7, "### Current"),
            (8, "- Analyst, Difference Works, London.  since 04/2019"),
            (10, "## Skills"),
            (11, "- Languages: Italian, French"),
        ],
        id="a_header_block_titled_environments_and_labelled_entries",
    ),
    # Inside an item, ``\\`` starts a record like the item's first (a dated line after a dated line,
    # ``Label:`` after ``Label:``) and continues the line when it cannot end there; other lines stay
    # lines of the entry. Braces around an item hide nothing.
    pytest.param(
        "\\begin{document}\n"
        "\\section{Honors}\n"
        "\\begin{itemize}\\small{\\item{\n"
        "  Engine Prize, Royal Society \\hfill 2021 \\\\\n"
        "  Loom Medal \\hfill 2019\n"
        "}}\\end{itemize}\n"
        "\\section{Appointments}\n"
        "\\begin{description}\n"
        "  \\item[1998--] Reader in Mathematics, Department of Engines,\\\\ Analytical College\n"
        "  \\item[Mentoring] \\textit{Completed:} C. Babbage (1840). \\\\ \\textit{Ongoing:} M. Somerville\n"
        "  \\item[2003] M.A., Engine College \\\\ Thesis: Notes on Looms\n"
        "\\end{description}\n"
        "\\end{document}\n",
        [
            (2, "## Honors"),
            (4, "- Engine Prize, Royal Society  2021"),
            (5, "- Loom Medal  2019"),
            (7, "## Appointments"),
            (9, "- Reader in Mathematics, Department of Engines, Analytical College  1998–"),
            (10, "- Mentoring: *Completed:* C. Babbage (1840)."),
            (10, "- Mentoring: *Ongoing:* M. Somerville"),
            (11, "- M.A., Engine College  2003"),
            (11, "Thesis: Notes on Looms"),
        ],
        id="line_breaks_inside_one_item",
    ),
    # A macro the preamble defines with ``\item`` in its body is a list item, whatever its name; one
    # that only begins a list is no text; a link whose text shortens its address, or only names the
    # kind of contact (``Email``, an icon), gives the address.
    pytest.param(
        "\\newcommand{\\entryline}[3]{\\item \\textbf{#1} \\hfill #2 \\\\ #3}\n"
        "\\newcommand{\\listopen}{\\begin{itemize}[leftmargin=0pt]}\n"
        "\\newcommand{\\listclose}{\\end{itemize}}\n"
        "\\begin{document}\n"
        "\\href{https://ada.example.dev}{\\underline{ada.example.dev}} $|$ \\href{https://x.org/cv.pdf}{CV}\n"
        "\\href{mailto:ada@x.org}{Email} $|$ \\href{https://github.com/adab}{\\faGithub}\n"
        "\\section{Experience}\n"
        "\\listopen\n"
        "\\entryline{Analyst}{2019 -- 2021}{Difference Works}\n"
        "\\listclose\n"
        "\\end{document}\n",
        [
            (5, "https://ada.example.dev | CV ada@x.org | https://github.com/adab"),
            (7, "## Experience"),
            (9, "- Analyst, Difference Works  2019 – 2021"),
        ],
        id="macros_read_by_their_definitions",
    ),
    # resume.cls: an address broken by ``\\`` is one line; ``\firstname`` and ``\familyname``
    # are the name; ``rSection`` is a section and ``rSubsection``'s four arguments an entry, its dates last.
    pytest.param(
        "\\documentclass{resume}\n"
        "\\firstname{Ada}\\familyname{Byron}\n"
        "\\address{12 Loom Street \\\\ London, UK}\n"
        "\\begin{document}\n"
        "\\begin{rSection}{Experience}\n"
        "\\begin{rSubsection}{Difference Works}{June 2020 - Present}{Senior Analyst}{London, UK}\n"
        "\\item Built the engine.\n"
        "\\end{rSubsection}\n"
        "\\end{rSection}\n"
        "\\end{document}\n",
        [
            (2, "# Ada Byron"),
            (3, "Address: 12 Loom Street, London, UK"),
            (5, "## Experience"),
            (6, "Difference Works, Senior Analyst, London, UK  June 2020 - Present"),
            (7, "- Built the engine."),
        ],
        id="resume_class_sections_entries_and_address_lines",
    ),
    # A body macro that sets the name (``\header{ada}{byron}{title}``) heads the CV with the
    # leading one-word arguments; an entry macro's last argument that is prose follows its entry.
    pytest.param(
        "\\begin{document}\n"
        "\\header{ada}{byron}{engine analyst}\n"
        "\\section{Education}\n"
        "\\entry{2011--2012}{M.Sc. in Mathematics}{Engine College}\n"
        "  {Thesis on the tables of the engine. Supervised by C. Babbage.}\n"
        "\\end{document}\n",
        [
            (2, "# Ada Byron"),
            (2, "engine analyst"),
            (3, "## Education"),
            (4, "- M.Sc. in Mathematics, Engine College  2011–2012"),
            (5, "Thesis on the tables of the engine. Supervised by C. Babbage."),
        ],
        id="a_name_macro_in_the_body_and_entries_with_a_description",
    ),
    # ``\\`` inside an argument (``\textbf{A \\ B}``, ``\href{u}{A \\ B}``) does not cut the macro off
    # from its arguments; a declaration's group (``\small{..}``) is no argument.
    pytest.param(
        "\\textbf{Ph.D. \\\\ Statistics} 2019\n\n\\href{https://x.org}{Notes \\\\ Engines}\n",
        [(1, "Ph.D. Statistics 2019"), (3, "Notes Engines")],
        id="a_break_inside_a_macro_argument_stays_in_its_line",
    ),
    # A body macro whose argument holds paragraphs (``\cvheader{..}``) gives its lines, ``\name{..}``
    # in it the name; a bold label broken from its items by ``\\`` leads them; ``\today`` is no date.
    pytest.param(
        "\\begin{document}\n"
        "\\cvheader{\n"
        "\\name{Ada Byron}\n"
        "\\address{London, UK}\n\n"
        "\\mail{ada@x.org}\n"
        "}\n"
        "Updated \\today\n\n"
        "\\section{Skills}\n"
        "\\begin{itemize}\n"
        "\\item \\textbf{Databases} \\\\ MySQL, SQLite\n"
        "\\end{itemize}\n"
        "\\end{document}\n",
        [
            (3, "# Ada Byron"),
            (4, "London, UK"),
            (6, "ada@x.org"),
            (8, "Updated"),
            (10, "## Skills"),
            (12, "- **Databases**: MySQL, SQLite"),
        ],
        id="a_header_block_in_the_body_and_labels_over_their_items",
    ),
    # awesome-cv lists publications as entries whose first field is the author list: the fields are then
    # a citation's sentences, not a position's commas; a subsection in honors stays a sub-heading.
    pytest.param(
        "\\documentclass{awesome-cv}\n"
        "\\begin{document}\n"
        "\\cvsection{Publications}\n"
        "\\cventry{Byron, A., Babbage, C., and Somerville, M.}{Notes on the Engine}{Journal of Looms}{2021}{}\n"
        "\\cvsection{Honors}\n"
        "\\cvsubsection{International}\n"
        "\\cvhonor{Engine Prize}{Royal Society}{London}{2020}\n"
        "\\end{document}\n",
        [
            (3, "## Publications"),
            (4, "Byron, A., Babbage, C., and Somerville, M. Notes on the Engine. Journal of Looms  2021"),
            (5, "## Honors"),
            (6, "### International"),
            (7, "Engine Prize  2020"),  # an honour is named by the award alone
        ],
        id="awesome_cv_entries_led_by_authors_are_citations",
    ),
    # moderncv's grade field is no part of the place: a line of its own under the entry; an item label's
    # bold is its font, not emphasis of the item.
    pytest.param(
        "\\documentclass{moderncv}\n"
        "\\begin{document}\n"
        "\\section{Education}\n"
        "\\cventry{2012--2016}{Dr. rer. nat.}{Engine College}{London}{\\textit{summa cum laude}}{}\n"
        "\\section{Awards}\n"
        "\\begin{description}\\item[\\textbf{2021}] Loom Medal\\end{description}\n"
        "\\end{document}\n",
        [
            (3, "## Education"),
            (4, "Dr. rer. nat., Engine College, London  2012–2016"),
            (4, "*summa cum laude*"),
            (5, "## Awards"),
            (6, "- Loom Medal  2021"),
        ],
        id="moderncv_grade_on_its_own_line_and_bold_item_labels",
    ),
    # A cell spanning rows gives its text once, on the first of them.
    pytest.param(
        "\\begin{document}\n"
        "\\section{Students}\n"
        "\\begin{tabular}{ll}\n"
        "\\multirow{2}{*}{Ph.D.} & Ada King (2021--) \\\\\n"
        " & Mary Somerville (2018--2023) \\\\\n"
        "\\end{tabular}\n"
        "\\end{document}\n",
        [(2, "## Students"), (4, "Ph.D.  Ada King (2021–)"), (5, "Mary Somerville (2018–2023)")],
        id="a_multirow_cell_gives_its_text",
    ),
    # article's \author in the body names the subject; a longtable's header rows (to \endhead) name its
    # columns and repeat on every page: no lines.
    pytest.param(
        "\\documentclass{article}\n"
        "\\begin{document}\n"
        "\\title{Curriculum Vitae}\n"
        "\\author{Ada Byron}\n"
        "\\maketitle\n"
        "\\section*{Publications}\n"
        "\\begin{longtable}{rp{14cm}}\n"
        "\\textbf{Year} & \\textbf{Publication} \\\\ \\hline \\endhead\n"
        "2022 & Byron, A. (2022). Looms. \\textit{Engine Review}, 4, 1--9. \\\\\n"
        "\\end{longtable}\n"
        "\\end{document}\n",
        [(4, "# Ada Byron"), (6, "## Publications"), (9, "2022  Byron, A. (2022). Looms. *Engine Review*, 4, 1–9.")],
        id="an_article_author_and_a_longtable_head",
    ),
    # europecv (Europass): the name is written "Surname, Name"; personal data take one argument; an item's
    # left column names the form's field ("Dates", "Occupation or position held"), its right one holds the value;
    # a short word label ("Thesis") or a date stays, as \cvitem's does.
    pytest.param(
        "\\documentclass{europecv}\n"
        "\\ecvname{Byron, Ada}\n"
        "\\ecvemail{\\href{mailto:ada@x.org}{ada@x.org}}\n"
        "\\begin{document}\n"
        "\\ecvsection{Work experience}\n"
        "\\ecvitem{\\large\\textbf{Dates}}{\\large\\textbf{2019 -- present}}\n"
        "\\ecvitem{Occupation or position held}{Analyst}\n"
        "\\ecvitem{Thesis}{\\emph{Notes on Looms}}\n"
        "\\ecvitem{2021}{Engine Prize}\n"
        "\\end{document}\n",
        [(2, "# Ada Byron"), (3, "ada@x.org"), (5, "## Work experience"), (6, "2019 – present"), (7, "Analyst"),
         (8, "Thesis: *Notes on Looms*"), (9, "Engine Prize  2021")],
        id="europecv_fields_give_their_values",
    ),
    # moderncv: a \newline inside \cvitem's text breaks it into lines, as it does in \cventry's description
    pytest.param(
        "\\documentclass{moderncv}\n"
        "\\name{Ada}{Byron}\n"
        "\\begin{document}\n"
        "\\section{Advising}\n"
        "\\cvitem{}{\\textbf{Alan Turing}\\newline PhD student, 2019--present}\n"
        "\\cvitem{2021}{Engine Prize}\n"
        "\\end{document}\n",
        [(2, "# Ada Byron"), (4, "## Advising"), (5, "**Alan Turing**"), (5, "PhD student, 2019–present"),
         (6, "Engine Prize  2021")],
        id="a_newline_in_a_cvitem_breaks_its_text",
    ),
]


@pytest.mark.parametrize(("source", "expected"), LAYOUTS)
def test_latex_layouts_become_lines(source: str, expected: list[tuple[int, str]]) -> None:
    """Each layout gives its lines, each at the .tex line it starts on."""
    converted = latex.to_text(source, "cv.tex")
    assert list(zip(converted.origins, converted.text.split("\n"), strict=True)) == expected
