"""An economist's CV as ``pdftotext -layout`` gives it: its running footer, a list of other writing, and the tools
it uses labelled in a miscellaneous section (stop 18, development set 27)."""

from __future__ import annotations

from cvkg.extract import text
from cvkg.model import SourceDocument
from tests.readers import read_tex

_CV = """\
Ana Vell
Department of Economics, Vell University

WORKING PAPERS
“Monopsony in Loom Markets” (with Ben Lund)
    Vell Working Paper No. 12, 2023.

“Thresholds and Bunching in Loom Firms”
    Vell Working Paper No. 14, 2024.

WORK IN PROGRESS
“Subcontracting Chains in Weaving” (with Ben Lund)
“Union Elections in Loom Towns”

                                                                            Vell, p. 1
OTHER WRITING
“Looms Are Not a Choice,” VoxVell, March 2022.

HONORS
Dissertation Writing Fellowship
Vell Prize for Loom Research, 2019

REFEREEING
Journal of Loom Economics, Review of Vell Studies

                                                                            Vell, p. 2
OTHER
Languages: Portuguese (native), English (fluent)
Software: Stata, R, Python, ArcGIS
"""


def _read() -> object:
    return text.extract(SourceDocument("cv.txt", "text/plain", _CV, ""))


def test_the_running_footer_with_the_page_number_is_no_part_of_an_entry() -> None:
    titles = {p.title: p.venue for p in _read().publications}
    assert titles["Thresholds and Bunching in Loom Firms"] == "Vell Working Paper No. 14"
    assert titles["Union Elections in Loom Towns"] is None


def test_other_writing_heads_publications_but_a_dissertation_writing_fellowship_heads_nothing() -> None:
    titles = [p.title for p in _read().publications]
    assert "Looms Are Not a Choice" in titles
    assert all("OTHER WRITING" not in (p.venue or "") for p in _read().publications)
    assert [a.name for a in _read().awards] == ["Dissertation Writing Fellowship", "Vell Prize for Loom Research"]


def test_tools_labelled_in_a_miscellaneous_section_are_skills_and_spoken_languages_are_not() -> None:
    assert [s.value for s in _read().skills] == ["Stata", "R", "Python", "ArcGIS"]


def latex_document_source(body: str) -> str:
    return f"\\documentclass{{article}}\n\\begin{{document}}\n\\section*{{Ana Vell}}\n{body}\\end{{document}}\n"


def _md(source: str) -> object:
    return text.extract(SourceDocument("cv.md", "text/markdown", source, ""))


def test_a_software_section_of_programs_named_with_numbers_holds_skills() -> None:
    record = read_tex(latex_document_source("\\section*{Software}\nLoomSees, SAP2000, ETABS, Python\n"))
    assert [s.value for s in record.skills] == ["LoomSees", "SAP2000", "ETABS", "Python"]
    assert record.projects == ()


def test_skills_set_in_table_cells_without_commas_are_one_each() -> None:
    record = read_tex(latex_document_source("\\section*{Skills}\n\\begin{tabular}{lll}\nStata & R & Python \\\\\n"
                                            "ArcGIS & \\LaTeX & LoomCTO \\\\\n\\end{tabular}\n"))
    assert [s.value for s in record.skills] == ["Stata", "R", "Python", "ArcGIS", "LaTeX", "LoomCTO"]


def test_a_methods_section_lists_skills() -> None:
    record = read_tex(latex_document_source("\\section*{Methods}\nEthnography, loom-record linkage; Stata, R\n"))
    assert [s.value for s in record.skills] == ["Ethnography", "loom-record linkage", "Stata", "R"]


def test_a_converters_table_whose_first_row_is_data_and_whose_rows_name_their_group() -> None:
    # marker takes a table's first row for its header: a row listing items is no column's name
    record = _md(
        "# Ana Vell\n\n## Skills\n\n| Experimental | High-speed imaging, loom thermography, PIV |\n"
        "|--------------|------------------------------------------------|\n"
        "| Simulation   | ANSYS Fluent, COMSOL Multiphysics, OpenLOOM     |\n"
    )
    assert [s.value for s in record.skills] == [
        "High-speed imaging", "loom thermography", "PIV", "ANSYS Fluent", "COMSOL Multiphysics", "OpenLOOM"
    ]


def test_altacv_skill_tags_set_side_by_side_are_one_skill_each() -> None:
    record = read_tex(latex_document_source("\\section*{Skills}\n\\cvtag{Coq} \\cvtag{Lean 4} \\cvtag{OCaml}\\\\\n"
                                            "\\cvtag{Rust} \\cvtag{JAX}\n"))
    assert [s.value for s in record.skills] == ["Coq", "Lean 4", "OCaml", "Rust", "JAX"]


def test_a_section_headed_research_that_lists_topics_holds_interests() -> None:
    record = _md("# Ana Vell\n\n### Research\nLoom–pollinator networks · island looms · Bayesian loom models\n\n"
                 "### Education\n**PhD, Ecology** (2018), Vell University\n")
    assert [t.value for t in record.interests] == ["Loom–pollinator networks", "island looms", "Bayesian loom models"]


def test_a_section_headed_research_that_describes_work_holds_no_interests() -> None:
    record = _md("# Ana Vell\n\n### Research\n2019–2022: Research assistant, Vell Loom Lab, Vell University\n\n"
                 "### Education\n**PhD, Ecology** (2018), Vell University\n")
    assert record.interests == ()


def test_two_titles_held_together_are_one_title_at_the_employer_that_follows() -> None:
    record = _md("# Ana Vell\n\n## Employment\n\n2013–2016  NSF Postdoctoral Fellow and Vell Assistant Professor, "
                 "Loom University\n2016–2020  Assistant Professor, Vell University\n")
    assert [(p.title, p.organization) for p in record.positions] == [
        ("NSF Postdoctoral Fellow and Vell Assistant Professor", "Loom University"),
        ("Assistant Professor", "Vell University"),
    ]


_MODERNCV = """\\documentclass[11pt,a4paper,sans]{moderncv}
\\moderncvstyle{classic}
\\name{Ana}{Vell}
\\begin{document}
\\makecvtitle
\\section{Publications}
%s
\\end{document}
"""


def test_moderncv_rows_of_citations_with_no_label_are_one_paper_each() -> None:
    record = read_tex(_MODERNCV % (
        "\\cvitem{}{Vell, A., Lund, B. (2019). Loom deltas. \\emph{Sedimentology}, 66, 1--20.}\n"
        "\\cvitem{}{Vell, A. (2018). Loom deposits. \\emph{Basin Research}, 30, 44--60.}"
    ))
    assert [(p.title, p.venue, p.year) for p in record.publications] == [
        ("Loom deltas", "Sedimentology", 2019), ("Loom deposits", "Basin Research", 2018)
    ]


def test_a_moderncv_paper_entry_with_its_coauthors_in_the_description() -> None:
    record = read_tex(_MODERNCV % (
        "\\cventry{2021}{Glacial looms of the north}{Geology}{49(2)}{123--127}{with B. Lund}\n"
        "\\cventry{2019}{Loom deltas}{\\emph{Sedimentology}}{vol. 66}{}{A. Vell, B. Lund, C. Birch}"
    ))
    assert [(p.authors, p.title, p.venue) for p in record.publications] == [
        (("Ana Vell", "B. Lund"), "Glacial looms of the north", "Geology"),
        (("A. Vell", "B. Lund", "C. Birch"), "Loom deltas", "Sedimentology"),
    ]


def test_labelled_rows_of_an_advising_section_give_students_and_committees() -> None:
    record = read_tex(_MODERNCV.replace("\\section{Publications}", "\\section{Graduate Advising}") % (
        "\\cvitem{Ph.D. chair}{Ana Lund (ABD), Ben Birch (Ph.D. 2023, now Lecturer, Vell University)}\n"
        "\\cvitem{Committees}{Cora Vell (Ph.D. 2022), Dan Roe (in progress)}"
    ))
    assert [s.name for s in record.students] == ["Ana Lund", "Ben Birch"]
    assert [c.name for c in record.committees] == ["Cora Vell", "Dan Roe"]
    assert record.service == ()


def test_a_course_named_with_a_serial_comma_and_an_article_keeps_its_whole_name() -> None:
    record = read_tex(_MODERNCV.replace("\\section{Publications}", "\\section{Teaching}") % (
        "\\cvitem{Undergraduate}{HISTORY 396 Women, Money, and the Sea (Winter 2020, Winter 2024)}"
    ))
    assert [(t.course, t.code, t.term) for t in record.teaching] == [
        ("Women, Money, and the Sea", "HISTORY 396", "Winter 2020"),
        ("Women, Money, and the Sea", "HISTORY 396", "Winter 2024"),
    ]
