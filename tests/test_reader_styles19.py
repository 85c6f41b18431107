"""What development set 19 and invented material around it showed: an economist's site (a Hugo author profile in
front matter, bold unsigned titles over their series, "## Publications" after "## Working Papers"), a LaTeX
shorthand for the subject's name in every common form, and an ACS journal abbreviation kept whole by its italics."""

from __future__ import annotations

import pytest

from cvkg.convert import latex
from cvkg.extract import text
from cvkg.extract.citations import parse_citation
from cvkg.model import PublicationKind, SourceDocument
from tests.readers import read_tex as _tex


def _md(source: str):
    return text.extract(SourceDocument("cv.md", "text/markdown", source, ""))


def test_a_hugo_author_profile_names_its_person_and_post() -> None:
    facts = _md(
        "---\ntitle: Mira Castellanos\nrole: Assistant Professor of Economics\nsuperuser: true\n"
        "organizations:\n  - name: Tufts University\n---\n\nMira Castellanos studies labor markets.\n"
    )
    assert facts.person.name == "Mira Castellanos"
    assert facts.headline == "Assistant Professor of Economics"


@pytest.mark.parametrize(
    ("lines", "title", "coauthors", "venue"),
    [
        (
            ["**Licensing Reciprocity and Labor Mobility** (with [Tomás Reyes](https://x.example) and Jun Oka)",
             "*NBER Working Paper No. 31877*, November 2023. **R&R at *Econometrica***",
             "[PDF](/files/paper.pdf) | [Slides](/files/slides.pdf)"],
            "Licensing Reciprocity and Labor Mobility",
            ("Tomás Reyes", "Jun Oka"),
            "NBER Working Paper No. 31877",
        ),
        (
            ["**Who Moves When Wages Fall? Displacement and Migration** (with Lukas Erd)",
             "*CEPR Discussion Paper DP18234*, 2023. Revise and resubmit, *Review of Economic Studies*"],
            "Who Moves When Wages Fall? Displacement and Migration",
            ("Lukas Erd",),
            "CEPR Discussion Paper DP18234",
        ),
    ],
)
def test_a_bold_unsigned_title_over_its_series(
    lines: list[str], title: str, coauthors: tuple[str, ...], venue: str
) -> None:
    found = parse_citation(lines)
    assert found is not None and found.subject_first
    assert (found.title, found.authors, found.venue, found.kind) == (title, coauthors, venue, PublicationKind.PREPRINT)


@pytest.mark.parametrize(
    "line",
    [
        "**Lee, A.** 2024. “Doubled Up: Kin Housing.” *American Sociological Review* 89 (2): 1–30.",
        "**TEIXEIRA, M. A.**; ROCHA, H. C. Telephone follow-up in primary care. Rev Lat Am Enfermagem, v. 31, 2023.",
    ],
)
def test_a_bold_name_leading_a_citation_is_no_title(line: str) -> None:
    found = parse_citation([line])
    assert found is not None and not found.subject_first
    assert found.authors[0] in {"Lee, A.", "TEIXEIRA, M. A."}


def test_a_bold_line_alone_is_no_paper() -> None:
    assert parse_citation(["**Book chapters and comments**"]) is None


def test_publications_after_working_papers_are_no_working_papers() -> None:
    facts = _md(
        "# Mira Castellanos\n\n## Working Papers\n\n"
        "**Licensing and Mobility** (with Jun Oka)\n*NBER Working Paper No. 31877*, 2023.\n\n"
        "## Publications\n\n"
        'Castellanos, Mira. 2022. "Remote Work and Wages." *Journal of Labor Economics* 40 (S1): S355–98.\n'
    )
    assert [(p.title, p.kind) for p in facts.publications] == [
        ("Licensing and Mobility", PublicationKind.PREPRINT),
        ("Remote Work and Wages", PublicationKind.JOURNAL),
    ]


_ENTRY = (
    "\\cvitem{2022}{Ramos, T.; {me} Electrochemical CO$_2$ Reduction at Cu$_2$O. \\textit{{ACS Catal.}} "
    "\\textbf{{2022}}, \\textit{{12}}, 88--97.}}"
)


@pytest.mark.parametrize(
    "definition",
    [
        "\\providecommand{\\me}{\\textbf{Okoro, C. N.}}",
        "\\newcommand{\\me}{\\textbf{\\underline{Okoro, C. N.}}}",
        "\\newcommand{\\me}{\\textbf{Okoro, C.\\,N.}}",
        "\\newcommand{\\me}{\\textbf{Okoro, C. N.}\\xspace}",
        "\\def\\me{{\\bfseries Okoro, C. N.}}",
    ],
)
def test_the_subjects_shorthand_in_every_common_form(definition: str) -> None:
    source = (
        "\\documentclass{moderncv}\n" + definition + "\n\\name{Chidi}{Okoro}\n\\begin{document}\n\\makecvtitle\n"
        "\\section{Publications}\n" + _ENTRY.replace("{me}", "\\me").replace("{{", "{").replace("}}", "}")
        + "\n\\end{document}\n"
    )
    facts = _tex(source)
    assert [(p.authors, p.title, p.venue) for p in facts.publications] == [
        (("Ramos, T.", "Okoro, C. N."), "Electrochemical CO2 Reduction at Cu2O", "ACS Catal.")
    ]


def test_a_latex_headers_address_and_phone_are_no_headline() -> None:
    source = (
        "\\documentclass{europecv}\n\\ecvname{Albers, Katrin}\n"
        "\\ecvaddress{Institut für Physik, Philosophenweg 16, 69120 Heidelberg}\n\\ecvtelephone{+49 6221 54 0000}\n"
        "\\ecvemail{albers@example.de}\n\\begin{document}\\begin{europecv}\\ecvpersonalinfo\n"
        "\\ecvsection{Berufserfahrung}\n\\ecvitem{seit 10/2022}{Postdoc, Universität Heidelberg}\n"
        "\\end{europecv}\\end{document}\n"
    )
    facts = _tex(source)
    assert (facts.person.name, facts.headline, facts.person.phones) == ("Katrin Albers", None, ("+49 6221 54 0000",))


@pytest.mark.parametrize(
    "entry",
    [
        "\\cventry{2023}{Cobalt Hydrides for Transfer}{\\me; Lindahl, P.}{\\textit{J. Am. Chem. Soc.}}{145, 1021}{}",
        "\\cvitemwithcomment{2023}{\\me; Lindahl, P. Cobalt Hydrides for Transfer.}{\\textit{J. Am. Chem. Soc.} 2023, "
        "145, 1021}",
        "\\cvitem{2023}{\\me; Lindahl, P.\\newline Cobalt Hydrides for Transfer.\\newline \\textit{J. Am. Chem. Soc.} "
        "\\textbf{2023}, \\textit{145}, 1021.}",
    ],
)
def test_moderncv_papers_with_their_authors_in_the_employers_field_or_a_comment(entry: str) -> None:
    source = (
        "\\documentclass{moderncv}\n\\newcommand{\\me}{\\textbf{Okoro, C. N.}}\n\\name{Chidi}{Okoro}\n"
        "\\begin{document}\n\\makecvtitle\n\\section{Publications}\n" + entry + "\n\\end{document}\n"
    )
    facts = _tex(source)
    assert [(p.authors, p.title, p.venue, p.year) for p in facts.publications] == [
        (("Okoro, C. N.", "Lindahl, P."), "Cobalt Hydrides for Transfer", "J. Am. Chem. Soc.", 2023)
    ]


def test_a_bibliography_the_latex_file_writes_itself_is_read_where_it_is_printed() -> None:
    source = (
        "\\begin{filecontents*}{pubs.bib}\n"
        "@article{a,\n  author = {Okoro, Chidi N. and Lund, Petra},\n  title = {Cobalt {H}ydrides for Transfer},\n"
        "  journal = {ACS Catal.},\n  year = {2023},\n  volume = {13},\n  pages = {1021--1030}\n}\n"
        "@phdthesis{b,\n  author = {Okoro, Chidi N.},\n  title = {Hydride Transfer},\n"
        "  school = {University of Michigan},\n  year = {2019}\n}\n"
        "\\end{filecontents*}\n"
        "\\documentclass{moderncv}\n\\name{Chidi}{Okoro}\n\\begin{document}\n\\makecvtitle\n"
        "\\section{Education}\n\\cventry{2014--2019}{Ph.D. in Chemistry}{University of Michigan}{}{}{}\n"
        "\\nocite{*}\n\\bibliographystyle{achemso}\n\\bibliography{pubs}\n\\end{document}\n"
    )
    converted = latex.to_text(source, "cv.tex")
    facts = _tex(source)
    assert [(p.authors, p.title, p.venue, p.year, p.kind) for p in facts.publications] == [
        (("Okoro, Chidi N.", "Lund, Petra"), "Cobalt Hydrides for Transfer", "ACS Catal.", 2023,
         PublicationKind.JOURNAL),
        (("Okoro, Chidi N.",), "Hydride Transfer", "University of Michigan", 2019, PublicationKind.THESIS),
    ]
    # each record points at its @entry line
    assert [converted.origins[converted.text.split("\n").index(line)] for line in converted.text.split("\n")
            if line.startswith("Okoro")] == [2, 10]


@pytest.mark.parametrize(
    ("latex_text", "plain"),
    [
        ("A. Castellanos$^{s}$, B. Lee", "A. Castellanos, B. Lee"),
        ("A. Castellanos\\textsuperscript{a,b}, B. Lee", "A. Castellanos, B. Lee"),
        ("the 20$^{th}$ century", "the 20th century"),
        ("Co$^{II}$ complexes and CO$_2$", "CoII complexes and CO2"),
        ("A. Lee$^*$, B. Ng", "A. Lee*, B. Ng"),
    ],
)
def test_a_lower_case_superscript_after_a_name_is_a_mark(latex_text: str, plain: str) -> None:
    assert latex.inline_text(latex_text) == plain


def test_a_poster_in_a_talk_list_is_also_a_poster_publication() -> None:
    facts = _md(
        "# Rosa Montaño\n\n## Contributed Talks and Posters\n\n"
        "- “Neutron lifetime in a magnetic bottle,” APS April Meeting, Denver, CO, April 2024.\n"
        "- Poster: M. Castell and R. Montaño, “Residual field mapping,” Gordon Research Conference on Nuclear "
        "Physics, Manchester, NH, June 2023.\n"
        "- “Boron-coated detectors,” poster, APS DNP Fall Meeting, New Orleans, LA, October 2022.\n"
    )
    assert [(p.title, p.venue, p.year, p.kind) for p in facts.publications] == [
        ("Residual field mapping", "Gordon Research Conference on Nuclear Physics", 2023, PublicationKind.POSTER),
        ("Boron-coated detectors", "APS DNP Fall Meeting", 2022, PublicationKind.POSTER),
    ]
    assert facts.publications[0].authors == ("M. Castell", "R. Montaño")
    assert len(facts.talks) == 3  # a poster is presented too: the talks keep it


def test_career_stage_subsections_of_a_publication_list_hold_its_papers() -> None:
    """``\\subsection{Independent Career}`` under ``\\section{Publications}``: the papers of those years, a paper
    still submitted among them (no venue of its own yet), no positions."""
    facts = _tex(
        "\\documentclass{moderncv}\n\\name{Helena}{Okafor}\n\\begin{document}\n\\makecvtitle\n"
        "\\section{Publications}\n\\subsection{Independent Career (University of Utah)}\n"
        "\\cvitem{[3]}{Dunleavy, R.~J.; \\textbf{Okafor, H.~M.}* Dinitrogen Cleavage at a Co–Mo Site. "
        "\\textit{Submitted to J. Am. Chem. Soc.}}\n"
        "\\cvitem{[2]}{Amari, T.; \\textbf{Okafor, H.~M.}* Azobenzene at Low-Valent Cobalt. \\textit{Inorg. Chem.} "
        "\\textbf{2025}, \\textit{64}, 3310--3321.}\n"
        "\\cvitem{[2]}{Nyberg, S.; \\textbf{Okafor, H.~M.}* A Redox-Active Ligand. \\textit{Dalton Trans.} "
        "\\textbf{2023}, \\textit{52}, 12045--12052.}\n"
        "\\subsection{Graduate Work (MIT)}\n"
        "\\cvitem{[1]}{\\textbf{Okafor, H.~M.}; Lind, E.~P. Three-Coordinate Iron Imides. \\textit{J. Am. Chem. Soc.} "
        "\\textbf{2016}, \\textit{138}, 1122--1130.}\n\\end{document}\n"
    )
    assert [p.title for p in facts.publications] == [
        "Dinitrogen Cleavage at a Co–Mo Site",
        "Azobenzene at Low-Valent Cobalt",
        "A Redox-Active Ligand",
        "Three-Coordinate Iron Imides",
    ]
    assert facts.positions == ()
