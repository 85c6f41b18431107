"""The text reader's normalising and the subject's name: Markdown site files, tables, name lines."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvkg.convert import html
from cvkg.extract import text
from cvkg.extract.sections import SectionKind, split_sections
from cvkg.model import PartialDate, SourceDocument


def _extract(source: str) -> object:
    return text.extract(SourceDocument(Path("cv.md"), "text/markdown", source, ()))


def test_front_matter_and_template_tags_are_blanked_lines_kept() -> None:
    """YAML front matter and Liquid tags leave empty lines, so every line keeps its number."""
    lines = text.normalise('---\nlayout: archive\ntitle: "CV"\n---\n{% include base %}\n# Ada Byron')
    assert lines == [(1, ""), (2, ""), (3, ""), (4, ""), (5, ""), (6, "# Ada Byron")]


def test_setext_headings_become_sections() -> None:
    """``Education`` over ``=====`` is a heading; a ``---`` rule after a blank line is dropped."""
    lines = text.normalise("Ada Byron\n\n---\nEducation\n======\n* PhD, Engines, 2020")
    sections = split_sections(lines)
    assert [(s.kind, s.lines[-1][1]) for s in sections[1:]] == [(SectionKind.EDUCATION, "* PhD, Engines, 2020")]
    assert (3, "") in lines


def test_markdown_table_rows_become_entries() -> None:
    """A table's header row and rule go; each row's cells are joined like an entry's fields."""
    table = "| Years | Degree | Institution |\n|---|---|---|\n| 2011–2015 | PhD, Looms | Engine College |"
    lines = text.normalise(table)
    assert lines == [(1, ""), (2, ""), (3, "2011–2015, PhD, Looms, Engine College")]


@pytest.mark.parametrize(
    ("source", "line"),
    [
        ("| Year | Prize |\n|:--|:-:|\n| 2019 | Loom Medal |", "2019, Loom Medal"),
        ("<tr><td>2020–2023</td><td>Engine Grant, “Cards”</td></tr>", "2020–2023  Engine Grant, “Cards”"),
        ("- Engineer, [[Engine Works Ltd|Engine Works]], [[Leeds]]", "- Engineer, Engine Works, Leeds"),
        ("Byron A. Looms. [[pdf]](https://x.org/a.pdf)", "Byron A. Looms. [[pdf]](https://x.org/a.pdf)"),
    ],
)
def test_table_cells_and_wikilinks_read_as_text(source: str, line: str) -> None:
    """A short ``|:--|`` rule, HTML cells (a column gap each) and Obsidian wikilinks (their alias) become text."""
    assert [t for _, t in text.normalise(source) if t][-1] == line


def test_code_chunks_comments_and_div_fences_are_blanked() -> None:
    """Quarto's R chunks and HTML comments go whole; ``::: {.aside}`` markers go, the text between them stays."""
    source = "```{r}\nlibrary(x)\n```\n::: {.aside}\nAda <!-- x -->Byron\n:::\n<!-- a\nb -->\n# Education"
    lines = text.normalise(source)
    assert [t for _, t in lines] == ["", "", "", "", "Ada Byron", "", "", "", "# Education"]


def test_a_section_heading_at_the_document_level_opens_a_section_though_its_words_name_none() -> None:
    """``## Computing Facilities`` among ``##`` sections ends the section above it; ``### Industry`` does not."""
    lines = text.normalise("# Ada\n## Education\n### Colleges\n* PhD, Engine College, 2020\n## Facilities Used\nLoom")
    kinds = [(s.kind, s.title) for s in split_sections(lines)[1:]]
    assert kinds == [(SectionKind.EDUCATION, "Education"), (SectionKind.OTHER, "Facilities Used")]


@pytest.mark.parametrize(
    ("source", "name"),
    [
        ("# Curriculum Vitae — Dr. Ada Byron\n\n## Education\n* PhD, Engines, Engine College, 2020", "Ada Byron"),
        ("Curriculum Vitae\n\nAda Byron, PhD\nada@engines.example.org\n", "Ada Byron"),
        ("ADA BYRON\nEngine Analyst\n", "Ada Byron"),
        ("# Ada Byron  ada@engines.example.org\n", "Ada Byron"),
    ],
)
def test_the_subjects_name_in_the_forms_cvs_print_it(source: str, name: str) -> None:
    """A title with the name after a dash, post-nominals, capitals, contacts in the same line."""
    assert _extract(source).person.name == name  # type: ignore[attr-defined]


def test_without_a_name_line_the_subject_is_the_author_of_most_papers() -> None:
    """A site-generated CV that never prints the name: the author on most papers is the subject."""
    source = (
        "Publications\n======\n"
        '1. **Byron, A.** and Babbage, C. "Notes on engines". *Machine Letters*, 2021.\n'
        '2. Somerville, M., **Byron, A.** "Looms". *Textile Review*, 2020.\n'
    )
    record = _extract(source)
    assert record.person.name == "Byron, A."  # type: ignore[attr-defined]
    assert record.headline is None  # type: ignore[attr-defined]


def test_papers_under_year_headings_alone_are_publications() -> None:
    """al-folio: ``## 2024`` over citations, with no "Publications" heading, is a publication list;
    year headings over anything else stay where they are."""
    source = (
        "# Ada Byron\nAnalyst of Engines, Loom University. ada@loom.example.org\n## news\n"
        "Mar 2, 2024  Our paper was accepted!\nSep 1, 2023  I started as Analyst of Engines at the Loom University.\n"
        "## 2024\nEngines That Weave\n*Ada Byron*, and Charles Babbage\n*Symposium on Looms (SoL)*, 2024\n"
        "## 2021\nNotes on Engines\nMary Somerville, and *Ada Byron*\n*Journal of Engines*\n"
    )
    record = _extract(source)
    pubs = [(p.title, p.year) for p in record.publications]  # type: ignore[attr-defined]
    assert pubs == [("Engines That Weave", 2024), ("Notes on Engines", 2021)]
    news = _extract("# Ada Byron\n## News\n## 2024\nWe moved to a new building.\n## Education\n* PhD, Looms, 2020")
    assert not news.publications  # type: ignore[attr-defined]
    assert len(news.education) == 1  # type: ignore[attr-defined]


def test_a_homepage_headline_is_the_current_position_dated_by_the_news() -> None:
    """With no Experience section, ``Title, University`` under the name is the current job; a dated
    "I started ..." line about that place gives its start."""
    source = (
        "# Ada Byron\nAnalyst of Engines, Loom University. ada@loom.example.org\n## News\n"
        "Sep 1, 2023  I started as Analyst of Engines at the Loom University.\n"
    )
    record = _extract(source)
    assert record.headline == "Analyst of Engines, Loom University"  # type: ignore[attr-defined]
    (job,) = record.positions  # type: ignore[attr-defined]
    assert (job.title, job.organization) == ("Analyst of Engines", "Loom University")
    assert job.period.start == PartialDate(2023, 9)


def test_a_column_of_short_field_names_gives_one_interest_each() -> None:
    """A PDF's FIELDS list, one field a line with no commas, is three interests, not one."""
    record = _extract("Ada Byron\n\nFIELDS\nLabor economics\nApplied econometrics\nEconomics of looms\n")
    assert [t.value for t in record.interests] == ["Labor economics", "Applied econometrics", "Economics of looms"]  # type: ignore[attr-defined]


def test_a_national_degree_glossed_by_its_equivalent_keeps_both() -> None:
    """``Cand.Scient. (M.Sc.), Physics, University of Oslo``: the degree is the whole name, then field, institution."""
    record = _extract("# Ada Byron\n## Education\n1993  Cand.Real. (M.Sc.), Mechanics, Loom University\n")
    (degree,) = record.education  # type: ignore[attr-defined]
    assert (degree.degree, degree.field, degree.institution) == ("Cand.Real. (M.Sc.)", "Mechanics", "Loom University")


def test_current_group_heading_opens_students_but_research_group_leader_is_no_heading() -> None:
    """``Current Group`` lists students; a headline ``Research Group Leader in X`` stays a headline."""
    sections = split_sections(text.normalise("Ada Byron\nResearch Group Leader in Looms\n### Current Group\nX"))
    assert [(s.kind, s.title) for s in sections[1:]] == [(SectionKind.STUDENTS, "Current Group")]


def test_a_heading_naming_two_kinds_of_venue_leaves_each_entry_its_own() -> None:
    """Under ``Workshop and Conference Papers`` each entry takes the kind its own venue names."""
    source = (
        "# Ada Byron\n## Workshop and Conference Papers\n"
        "1. Ada Byron, Charles Babbage. Looms. In Workshop on Engines (WE), 2021.\n"
        "2. Ada Byron, Charles Babbage. Cards. In Conference on Engines (CE), 2022.\n"
    )
    kinds = [p.kind.value for p in _extract(source).publications]  # type: ignore[attr-defined]
    assert kinds == ["workshop", "conference"]


@pytest.mark.parametrize(
    ("front", "name"),
    [
        ('---\ntitle: "Ada Byron"\nlayout: cv\n---\n', "Ada Byron"),
        ('+++\ntitle = "Curriculum Vitae"\nauthor = "Ada Byron"\n+++\n', "Ada Byron"),
        ('---\ntitle: "About Me"\n---\n', "Byron, A."),
    ],
)
def test_a_cv_without_a_name_line_takes_the_name_from_its_front_matter(front: str, name: str) -> None:
    """Front matter's ``title``, ``name`` or ``author`` names the subject before the papers do;
    a page title that is no name ("About Me") does not."""
    papers = (
        "Publications\n======\n"
        '1. **Byron, A.** and Babbage, C. "Notes on engines". *Machine Letters*, 2021.\n'
        '2. Somerville, M., **Byron, A.** "Looms". *Textile Review*, 2020.\n'
    )
    assert _extract(front + papers).person.name == name  # type: ignore[attr-defined]


def test_the_author_of_most_papers_is_named_given_name_first_when_the_cv_writes_it_so() -> None:
    """``Byron, A.`` on every paper, ``Ada Byron`` in a line of prose: the subject is ``Ada Byron``."""
    source = (
        "Publications\n======\n"
        '1. **Byron, A.** and Babbage, C. "Notes on engines". *Machine Letters*, 2021.\n'
        '2. Somerville, M., **Byron, A.** "Looms". *Textile Review*, 2020.\n'
        "Last updated by Professor Ada Byron in 2024.\n"
    )
    assert _extract(source).person.name == "Ada Byron"  # type: ignore[attr-defined]


def test_a_homepage_without_a_name_heading_takes_the_name_from_its_page_title() -> None:
    """An HTML page whose body never prints the name: ``<title>publications | Ada Byron</title>`` names it."""
    page = html.to_text(
        "<html><head><title>publications | Ada  Byron</title></head><body><h2>2021</h2>"
        "<div>Notes on Engines</div><div>Charles Babbage, and <em>A. Byron</em></div>"
        "<div><em>Journal of Engines</em>, 2021</div></body></html>"
    )
    record = text.extract(SourceDocument("cv.html", "text/html", page.text, "", page.origins))
    assert record.person.name == "Ada Byron"
    assert [p.title for p in record.publications] == ["Notes on Engines"]
