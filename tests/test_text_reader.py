"""The text reader's normalising and the subject's name: Markdown site files, tables, name lines."""

from __future__ import annotations

import pytest

from cvkg.convert import html
from cvkg.extract import text
from cvkg.extract.sections import SectionKind, split_sections
from cvkg.model import PartialDate, SourceDocument


def _extract(source: str) -> object:
    return text.extract(SourceDocument("cv.md", "text/markdown", source, ""))


def _extract_pdf_text(source: str) -> object:
    """The record of text a PDF extractor wrote (a ``.txt`` file): the layout pass reads it."""
    return text.extract(SourceDocument("cv.txt", "text/plain", source, ""))


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
    """A table's header row and rule go; each row's cells are joined like an entry's fields, the column its header
    names as the dates (``Years``) last, after a gap, where an entry's dates read as its own."""
    table = "| Years | Degree | Institution |\n|---|---|---|\n| 2011–2015 | PhD, Looms | Engine College |"
    lines = text.normalise(table)
    assert lines == [(1, ""), (2, ""), (3, "PhD, Looms, Engine College  2011–2015")]


def test_inline_html_marks_after_names_go_ordinals_stay_and_list_items_are_lines() -> None:
    """``Byron, A.<sup>t</sup>`` loses its mark, ``Lee<sup>*</sup>`` keeps the star, ``3<sup>rd</sup>`` reads 3rd;
    each ``<li>`` of an HTML list is a list line."""
    lines = text.normalise(
        "<ol>\n<li>Byron, A.<sup>t</sup>, Lee, B.<sup>*</sup> (2020). Looms. "
        "*3<sup>rd</sup> Loom Symposium*.</li>\n</ol>"
    )
    assert lines[1] == (2, "- Byron, A., Lee, B.* (2020). Looms. *3rd Loom Symposium*.")


def test_a_table_column_headed_advisor_labels_its_cells() -> None:
    """``| ... | Advisor |`` over ``| ... | Dr. Ada King |``: the cell reads ``Advisor: Dr. Ada King``; a dash
    cell is empty."""
    table = "| Years | Degree | Where | Advisor |\n|---|---|---|---|\n"
    table += "| 2011–2015 | PhD | Engine College | Dr. Ada King |"
    table += "\n| 2007–2011 | BSc | Loom College | — |"
    assert [t for _, t in text.normalise(table) if t] == [
        "PhD, Engine College, Advisor: Dr. Ada King  2011–2015", "BSc, Loom College  2007–2011",
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("source", "line"),
    [
        ("| Year | Prize |\n|:--|:-:|\n| 2019 | Loom Medal |", "Loom Medal  2019"),
        ("<tr><td>2020–2023</td><td>Engine Grant, “Cards”</td></tr>", "2020–2023  Engine Grant, “Cards”"),
        ("- Engineer, [[Engine Works Ltd|Engine Works]], [[Leeds]]", "- Engineer, Engine Works, Leeds"),
        ("Byron A. Looms. [[pdf]](https://x.org/a.pdf)", "Byron A. Looms. [[pdf]](https://x.org/a.pdf)"),
    ],
)
def test_table_cells_and_wikilinks_read_as_text(source: str, line: str) -> None:
    """A short ``|:--|`` rule, HTML cells (a column gap each) and Obsidian wikilinks (their alias) become text."""
    assert [t for _, t in text.normalise(source) if t][-1] == line


def test_code_chunks_comments_and_div_fences_are_blanked() -> None:
    """Quarto's R chunks and HTML comments go whole; ``::: {.column}`` markers go, the text between them stays."""
    source = "```{r}\nlibrary(x)\n```\n::: {.column}\nAda <!-- x -->Byron\n:::\n<!-- a\nb -->\n# Education"
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
        ("**ADA KING BYRON, MD, MPH, DrPH**\n\nProfessor of Looms\n", "Ada King Byron"),
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


def test_a_list_that_names_no_author_gives_the_subject_as_first_author() -> None:
    """A humanities list (sole author unless "With X") and econ's "(with A)": the subject comes first; a plain
    line between the bullets heads the entries under it and is no part of the entry above."""
    source = (
        "# Ada Byron\n## Publications\nBooks\n"
        "- 2019 Ledgers of the Loom. London: Engine Press.\n"
        "Articles\n"
        "- 2017 With Mary Somerville. “Wefts and Warps.” *Textile History* 12, no. 1 (2017): 3–19.\n"
        "- “Loom Prices” (with Charles Babbage), Working Paper, 2021\n"
        "Essays\n"
        "- “Shuttles.” *Loom Quarterly* 3 (2015): 1–9.\n"
    )
    pubs = _extract(source).publications  # type: ignore[attr-defined]
    assert [(p.authors, p.title, p.venue, p.kind.value) for p in pubs] == [
        (("Ada Byron",), "Ledgers of the Loom", "Engine Press", "book"),
        (("Ada Byron", "Mary Somerville"), "Wefts and Warps", "Textile History", "journal"),
        (("Ada Byron", "Charles Babbage"), "Loom Prices", None, "preprint"),
        (("Ada Byron",), "Shuttles", "Loom Quarterly", "journal"),
    ]


def test_a_heading_listing_two_kinds_leaves_each_entry_its_own_and_one_qualified_kind_holds() -> None:
    """"Workshop Papers & Posters" says nothing of one entry; "Conference Posters" makes each a poster."""
    entry = "- Byron, A. (2021). Warp tension. In *Loom Workshop*, Leeds."
    both = _extract(f"# Ada Byron\n## Workshop Papers & Posters\n{entry}\n").publications  # type: ignore[attr-defined]
    one = _extract(f"# Ada Byron\n## Conference Posters\n{entry}\n").publications  # type: ignore[attr-defined]
    assert [p.kind.value for p in both + one] == ["workshop", "poster"]


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
        ('---\ntitle: "CV"\nauthor:\n  - name: Ada Byron\n    affiliation: Engine College\n---\n', "Ada Byron"),
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


@pytest.mark.parametrize(
    ("source", "name"),
    [
        # one paper is too few to name its owner; the address spells the name as the text writes it
        (
            "Contact: ada.byron@engines.example.org\n\n## Publications\n"
            "- Ada Byron and Charles Babbage. Notes on engines. Machine Letters, 2021.\n",
            "Ada Byron",
        ),
        # the author on more papers than anyone else, though not on half of them
        (
            "## Publications\n"
            "- Byron, A. and Babbage, C. Notes on engines. Machine Letters, 2021.\n"
            "- Herschel, W. Looms. Textile Review, 2020.\n"
            "- Byron, A. and Somerville, M. Cards. Loom Letters, 2019.\n"
            "- Herschel, C. Comets. Sky Notes, 2018.\n"
            "- Lovelace, B. Tables. Engine Review, 2017.\n",
            "Byron, A.",
        ),
        ("## Education\n- PhD, Engines, Engine College, 2020\n", "Unnamed subject of cv.md"),
    ],
)
def test_a_cv_that_never_names_its_subject_keeps_every_section(source: str, name: str) -> None:
    """No line names the subject: the CV is read whole, the subject named by the papers or the
    e-mail address, or, failing both, after the file (never one person shared by two such CVs)."""
    record = _extract(source)
    assert record.person.name == name  # type: ignore[attr-defined]
    assert record.publications or record.education  # type: ignore[attr-defined]


def test_obsidian_links_callouts_and_quotes_read_as_their_text() -> None:
    """``[[Page|text]]`` shows its text, ``[[Page]]`` its page, an embed nothing; a callout's header
    is no text and a quote's ``>`` goes."""
    lines = text.normalise(
        "> [!info]- Contact\n> Engineer at [[Difference Works Ltd|Difference Works]] ![[logo.png]]\n"
        "- Advisor: [[Prof. Charles Babbage]]"
    )
    assert lines == [(1, ""), (2, "Engineer at Difference Works"), (3, "- Advisor: Prof. Charles Babbage")]


def test_contacts_from_front_matter_html_links_and_an_about_section() -> None:
    """Front matter's ``email:``/``phone:``, an HTML link or badge whose text only shortens its address,
    and an e-mail given in an About section are the subject's contacts."""
    source = (
        '---\ntitle: "CV"\nemail: ada@engines.example.org\nphone: "+44 20 7946 0321"\n---\n'
        "# Ada Byron\n"
        '<a href="https://byron.example.dev">byron.example.dev</a> · '
        '<a href="https://github.com/adab"><img src="https://img.shields.io/badge/gh" alt="GitHub"/></a>\n'
        "## About me\n- Write to me at **ada.b@loom.example.org**\n"
    )
    person = _extract(source).person  # type: ignore[attr-defined]
    assert person.emails == ("ada@engines.example.org",)
    assert person.phones == ("+44 20 7946 0321",)
    assert person.homepages == ("https://byron.example.dev",)
    person = _extract(source.replace("email: ada@engines.example.org\n", "")).person  # type: ignore[attr-defined]
    assert person.emails == ("ada.b@loom.example.org",)


def test_code_chunks_and_note_divs_give_no_lines() -> None:
    """An R Markdown chunk and a Pandoc note div (``::: {.aside}``) are no CV text; a div that
    only styles its lines (``::: {.cv-header}``) keeps them, its fences gone."""
    lines = text.normalise(
        "```{r}\nlibrary(glue)\n```\n::: {.cv-header}\nAda Byron\n:::\n"
        "::: {.aside}\nSelected only.\n:::\n- Medal (2020)"
    )
    assert [t for _, t in lines if t] == ["Ada Byron", "- Medal (2020)"]
    assert len(lines) == 10


def test_publication_lists_skip_untitled_references_and_read_group_headings_and_kind_labels() -> None:
    """A bare APS journal reference names no paper; ``### Monographs`` heads the year-column entries under it;
    a leading ``Journal:`` label (a LaTeX ``\\item[Journal]``) gives the kind, not the first author."""
    record = _extract(
        "# Ada Byron\n## Publications\n"
        "- A. Byron, C. Babbage, and M. Somerville, Phys. Rev. Lett. **120**, 123456 (2018).\n"
        "- A. Byron and C. Babbage, *Counting with cards*, Phys. Rev. B **98**, 11 (2017).\n"
        "- Journal: **A. Byron** and C. Babbage, “Weaving algebraic patterns,” *Mathematical Gazette*, 2019.\n"
        "## Books\n### Monographs\n"
        "2015  Byron, Ada. *Notes on the Engine*. London: Loom Press, 2015.\n"
        "### Articles\n"
        "2014  Byron, Ada. “Gears.” *Engine Review* 4 (2014): 1–9.\n"
    )
    found = [(p.title, p.authors[0], p.kind.value) for p in record.publications]
    assert found == [
        ("Counting with cards", "A. Byron", "journal"),
        ("Weaving algebraic patterns", "A. Byron", "journal"),
        ("Notes on the Engine", "Byron, Ada", "book"),
        ("Gears", "Byron, Ada", "journal"),
    ]


def test_pandoc_escapes_and_hard_breaks_are_read_as_text() -> None:
    """Pandoc's ``\\[1\\]`` and ``\\*`` are a bracket and a star; a line-ending backslash is a line break."""
    lines = text.normalise("\\[1\\] Byron, A. \\*joint\\*\nPhD, Engines, 2016\\\nThesis: Looms")
    assert [t for _, t in lines] == ["[1] Byron, A. *joint*", "PhD, Engines, 2016", "Thesis: Looms"]


def test_pandoc_grid_table_rows_join_wrapped_cells() -> None:
    """A grid table's rules and header go; a row's cells wrapped over two lines are joined column by column."""
    grid = (
        "+------+-----------+\n| Code | Course    |\n+======+===========+\n"
        "| E101 | Analytical|\n|      | Engines   |\n+------+-----------+"
    )
    assert [t for _, t in text.normalise(grid)] == ["", "", "", "E101, Analytical Engines", "", ""]


def test_pandoc_multiline_table_continuations_join_their_row() -> None:
    """A headerless multiline table loses its dash rules; an indented continuation joins the row above,
    and the rows keep their column gaps."""
    rule = "  ----------------------------"
    table = f"Awards\n\n{rule}\n  2022   Engine Grant,\n         \u201cLooms\u201d\n\n  2019   Prize\n{rule}\n"
    lines = [t for _, t in text.normalise(table)]
    assert lines[2:8] == ["", "  2022   Engine Grant, \u201cLooms\u201d", "", "", "  2019   Prize", ""]


def test_pandoc_simple_table_header_and_column_rule_go() -> None:
    """A simple table's header row sits over runs of dashes; both go, the rows stay."""
    table = "Intro\n\n  Year   Award\n  ------ ---------\n  2019   Prize\n"
    assert [t for _, t in text.normalise(table)][2:5] == ["", "", "  2019   Prize"]


def test_a_markdown_rule_between_paragraphs_is_no_table() -> None:
    """A lone ``---`` after a blank line, with no closing rule and no columns, stays a rule (and goes)."""
    lines = [t for _, t in text.normalise("Ada Byron\n\n---\nEngines and looms\n")]
    assert lines == ["Ada Byron", "", "", "Engines and looms", ""]


def test_a_bold_title_before_the_authors_is_the_title() -> None:
    """Wowchemy's ``**Title**. Authors. *Venue*, year.``: a title that reads like a name stays the title;
    the subject's bold name opening an author list (``**Ada Byron**, ...``) stays an author."""
    record = _extract(
        "# Ada Byron\n\n## Publications\n\n"
        "- **A Loom Compiler**. Charles Babbage, Ada Byron. *Symposium on Engines (SE)*, 2023. [PDF](/p.pdf)\n"
        "- **Ada Byron**, Charles Babbage. Weaving with cards. *Journal of Looms*, 2021.\n"
        "- **Gears at scale.** Ada Byron and Alan Turing. In *Proc. of the Loom Conference*, 2020. [[pdf](x)]\n"
    )
    found = [(p.title, p.authors, p.venue) for p in record.publications]  # type: ignore[attr-defined]
    assert found == [
        ("A Loom Compiler", ("Charles Babbage", "Ada Byron"), "Symposium on Engines (SE)"),
        ("Weaving with cards", ("Ada Byron", "Charles Babbage"), "Journal of Looms"),
        ("Gears at scale", ("Ada Byron", "Alan Turing"), "Proc. of the Loom Conference"),
    ]


def test_a_word_broken_at_a_pdf_line_end_is_joined_in_a_citation() -> None:
    """``steam re-`` / ``forming`` in a numbered citation reads ``reforming``; ``self-`` / ``supervised``
    keeps its hyphen."""
    record = _extract(
        "Ada Byron\n\nPUBLICATIONS\n"
        "[1] A. Byron and C. Babbage, \u201cA model of steam re-\nforming on looms,\u201d Journal of Looms, 2020.\n"
        "[2] A. Byron, \u201cA self-\nsupervised engine,\u201d Engine Letters, 2021.\n"
    )
    assert [p.title for p in record.publications] == [  # type: ignore[attr-defined]
        "A model of steam reforming on looms",
        "A self-supervised engine",
    ]


def test_running_headers_and_page_numbers_that_recur_go() -> None:
    """``Ada Byron — CV — page 2 of 3`` and ``- 2 -`` recurring on each page go; a year alone stays, and so
    does a line that names a page once."""
    source = (
        "Ada Byron\nAda Byron — CV — page 1 of 3\n- 1 -\n2019\nAda Byron — CV — page 2 of 3\n- 2 -\n"
        "See page 4 of the report"
    )
    assert [t for _, t in text.normalise(source)] == ["Ada Byron", "", "", "2019", "", "", "See page 4 of the report"]

def test_a_running_footer_naming_the_cv_and_its_page_goes() -> None:
    """``A. Byron — Curriculum Vitae 2`` on each page is a footer: it goes wherever it breaks an entry."""
    source = "Ada Byron\nA. Byron — Curriculum Vitae 2\nLooms, 2019\nA. Byron — Curriculum Vitae 3"
    assert [t for _, t in text.normalise(source)] == ["Ada Byron", "", "Looms, 2019", ""]


def test_leader_dots_are_a_column_gap() -> None:
    """``Mechanics ........ Fall 2019`` sets the course and its term apart as columns; an ellipsis stays."""
    lines = text.normalise("PHYS 101 Mechanics ............ Fall 2019\nMore to come...")
    assert [t for _, t in lines] == ["PHYS 101 Mechanics  Fall 2019", "More to come..."]


def test_a_title_first_entry_split_by_html_line_breaks_is_read() -> None:
    """``[Title](url) <br> Authors <br> *Venue*, year`` on one Markdown line: each part as a line of its own."""
    record = _extract(
        "# Ada Byron\n\n## Publications\n\n"
        "- [Loom graphs for patterns](https://x.example/1) <br> Ada Byron, Joan Clarke <br> *Workshop on Looms*, 2022\n"
    )
    found = [(p.title, p.authors, p.venue, p.year) for p in record.publications]  # type: ignore[attr-defined]
    assert found == [("Loom graphs for patterns", ("Ada Byron", "Joan Clarke"), "Workshop on Looms", 2022)]


def test_a_headerless_multiline_table_keeps_its_last_row() -> None:
    """Column rules open and close a table without a header: the row above the closing rule is a row."""
    rule = "  ------ ------------------"
    table = f"Intro\n\n{rule}\n  2019   PhD, Looms\n\n  2014   MSc, Gears\n{rule}\n"
    assert [t for _, t in text.normalise(table)][2:7] == ["", "  2019   PhD, Looms", "", "  2014   MSc, Gears", ""]


def test_a_readme_badge_is_no_homepage() -> None:
    """A shields.io badge and a logo image under the name are images, not the subject's pages."""
    record = _extract(
        "# Ada Byron\n\n[looms.example.org](https://looms.example.org)\n\n"
        "![build](https://img.shields.io/badge/cv-up%20to%20date-green) ![logo](https://x.example/logo.png)\n"
    )
    assert record.person.homepages == ("https://looms.example.org",)  # type: ignore[attr-defined]


def test_wrapped_author_date_citations_of_an_unmarked_list_are_cut_at_their_openings() -> None:
    """Text from a PDF: no markers, each citation wrapped over lines; a line opening with names and a
    date starts the next entry, a sub-heading stands apart, and a running header with a page number goes."""
    source = "\n".join(
        [
            "Ada Byron",
            "",
            "PUBLICATIONS",
            "",
            "Articles",
            'Byron, Ada, and Karl J. Moss*. 2021. "Harbor',
            "Towns and Young Sailors' Wages in Norway.\" Maritime Forces 12 (4):",
            "145–170.",
            'Hale, Omar, and Ada Byron. 2019. "Grand Harbors: Evidence from the Port',
            'Survey." European Journal of Harbors 33 (3): 389–414.',
            "",
            "A. Byron — Curriculum Vitae 2",
            "",
            "Books",
            "Byron, Ada. 2020. Harbor Work: Ships, Markets, and the Making of",
            "Sailors after the War. Oakland: University of Nowhere Press.",
            "",
            "A. Byron — Curriculum Vitae 3",
        ]
    )
    record = _extract(source)
    pubs = [(p.authors, p.title, p.venue, p.year) for p in record.publications]  # type: ignore[attr-defined]
    assert pubs == [
        (("Byron, Ada", "Karl J. Moss"), "Harbor Towns and Young Sailors' Wages in Norway", "Maritime Forces", 2021),
        (
            ("Hale, Omar", "Ada Byron"),
            "Grand Harbors: Evidence from the Port Survey",
            "European Journal of Harbors",
            2019,
        ),
        (
            ("Byron, Ada",),
            "Harbor Work: Ships, Markets, and the Making of Sailors after the War",
            "University of Nowhere Press",
            2020,
        ),
    ]


def test_an_inverted_first_author_with_two_given_names_is_one_author() -> None:
    """``Vega Ruiz, Luis Tomás`` read as two names is rejoined when another entry names ``Luis Tomás Vega Ruiz``."""
    source = "\n".join(
        [
            "# Luis Tomás Vega Ruiz",
            "",
            "## Publications",
            "",
            '1. Vega Ruiz, Luis Tomás, and Ana Moss. 2022. "Lattices in Two Codimensions." *J. Lattices* 5: 1–9.',
            '2. Moss, Ana, Luis Tomás Vega Ruiz, and Karl Hale. 2020. "Bounds for Bases." *Lattice Letters* 7: 10–19.',
        ]
    )
    record = _extract(source)
    authors = [p.authors for p in record.publications]  # type: ignore[attr-defined]
    assert authors == [("Vega Ruiz, Luis Tomás", "Ana Moss"), ("Moss, Ana", "Luis Tomás Vega Ruiz", "Karl Hale")]


def test_a_names_and_year_line_under_its_title_opens_no_entry() -> None:
    """Title-first entries whose author line ends in the year (``Ada Byron, Karl Moss. 2021.``): the title
    above keeps its entry; the names line is not cut off as the start of a new one."""
    source = "\n".join(
        [
            "# Ada Byron",
            "",
            "## Publications",
            "",
            "Engines of Light",
            "Ada Byron, Karl Moss. 2021.",
            "Proceedings of the Loom Symposium (LOOM)",
        ]
    )
    record = _extract(source)
    pubs = [(p.title, p.year) for p in record.publications]  # type: ignore[attr-defined]
    assert pubs[:1] == [("Engines of Light", 2021)]


def test_a_sole_author_citation_closes_its_entry_in_an_unmarked_list() -> None:
    """Vancouver, one citation a line and no markers: a sole author (no comma anywhere) still opens a citation,
    so the year on its line closes the entry instead of running into the next one."""
    source = "\n".join(
        [
            "Ada Byron",
            "",
            "PUBLICATIONS",
            "",
            "Byron A. Harbor Towns at Dusk. Journal of Harbors. 2021;41:455–78.",
            "Moss KJ, Byron A. Grand Harbors Revisited. Maritime Forces. 2019;33:389–414.",
        ]
    )
    pubs = [(p.authors, p.title) for p in _extract(source).publications]  # type: ignore[attr-defined]
    assert [title for _, title in pubs] == ["Harbor Towns at Dusk", "Grand Harbors Revisited"]


# --- text a PDF extractor wrote (cvkg.extract.pdftext) ----------------------------------------------------------


def test_side_by_side_columns_of_layout_text_are_read_one_after_the_other() -> None:
    """``pdftotext -layout`` text: the sidebar right of a gutter goes after the main column, the main column's
    rows below the sidebar stay with it, and the dates right of the entries stay on their rows."""
    source = "\n".join([
        "EDUCATION                                              CONTACT",
        "PhD in Physics, Uni A              2015 – 2020         ann@a.edu",
        "BA in Physics, Uni B               2011 – 2015         +1 555 0100",
        "                                                       SKILLS",
        "EXPERIENCE                                             Python",
        "Postdoc, Lab C                     2020 – 2022         Stata",
        "Engineer, Acme                     2022 – present",
        "More about Acme",
    ])  # fmt: skip
    lines = [(n, t.strip()) for n, t in text.normalise(source) if t.strip()]
    assert lines == [
        (1, "EDUCATION"), (2, "PhD in Physics, Uni A              2015 – 2020"),
        (3, "BA in Physics, Uni B               2011 – 2015"), (5, "EXPERIENCE"),
        (6, "Postdoc, Lab C                     2020 – 2022"), (7, "Engineer, Acme                     2022 – present"),
        (8, "More about Acme"), (1, "CONTACT"), (2, "ann@a.edu"), (3, "+1 555 0100"), (4, "SKILLS"), (5, "Python"),
        (6, "Stata"),
    ]  # fmt: skip


def test_a_column_of_dates_in_layout_text_is_no_sidebar() -> None:
    """Dates set right of their entries, however far, are a column of labels that stays on its rows."""
    gap = " " * 30
    source = "\n".join(f"Entry number {k}, Some Place{gap}{2010 + k} – {2011 + k}" for k in range(6))
    assert [t for _, t in text.normalise(source)] == source.split("\n")


def test_glyphs_a_font_left_become_letters_and_bullets() -> None:
    """Ligatures become letters; a private-use bullet, a square and a Courier ``o`` become list markers."""
    source = "\uf0b7 Scientiﬁc ﬂow\n▪  Second\no  HIST2031 Trade\nolder items"
    assert [t for _, t in text.normalise(source)] == [
        "- Scientific flow", "- Second", "- HIST2031 Trade", "older items",
    ]  # fmt: skip


def test_a_page_number_and_the_running_head_after_it_go_even_once() -> None:
    """``Page 1 of 2`` and a ``Name – Curriculum Vitae`` head on the next page go though each occurs once."""
    source = "Grants\n2023\n\nPage 1 of 2\n\nAda Byron – Curriculum Vitae\n\n2018\nCurriculum vitae"
    assert [t for _, t in text.normalise(source) if t] == ["Grants", "2023", "2018", "Curriculum vitae"]


def test_a_europass_label_read_before_its_heading_goes_under_it() -> None:
    """pdfminer reads a Europass date cell before the heading cell beside it; the heading comes first, and dates
    given to the day are read to the month, and "City (Country)" as "City, Country"."""
    source = "ann@a.eu\n\n01/10/2020 – Present\nWORK EXPERIENCE\n\nResearch Fellow\nPolitecnico, Milano (Italy)"
    sections = split_sections(text.normalise(source))
    assert sections[1].kind is SectionKind.POSITIONS
    assert [t for _, t in sections[1].lines if t] == [
        "10/2020 – Present", "Research Fellow", "Politecnico, Milano, Italy",
    ]  # fmt: skip


def test_an_entry_cut_before_its_right_aligned_date_takes_its_wrapped_line() -> None:
    """``Postdoc, Institute of        2023 – present`` / ``Technology``: the wrapped words go before the date, and
    ``Advisor: Prof.`` / ``Ada King`` is one line."""
    source = "Postdoc, Institute of        2023 – present\nTechnology\nAdvisor: Prof.\nAda King"
    assert [t for _, t in text.normalise(source)] == [
        "Postdoc, Institute of Technology  2023 – present", "", "Advisor: Prof. Ada King", "",
    ]  # fmt: skip


def test_an_nih_biosketch_reads_its_education_table_and_the_citations_under_its_contributions() -> None:
    """The form's education table gives degrees; under "C. Contributions to Science" the lettered citations are
    the publications and the numbered prose that introduces them is none."""
    source = "\n".join([
        "NAME: Lee, Ann B.",
        "INSTITUTION AND LOCATION          DEGREE     Completion Date    FIELD OF STUDY",
        "                                  (if applicable)   MM/YYYY",
        "University of Lagos, Nigeria      MBBS       06/2008            Medicine",
        "Johns Hopkins University, Baltimore, MD   PHD   05/2013   Epidemiology",
        "",
        "C. Contributions to Science",
        "1. Household transmission. Early in my career I showed that crowding, not income, explains most of the",
        "excess risk of infection among household contacts in Lagos.",
        "a. Lee AB, Diaz C. Crowding and latent infection among household contacts. Int J Tuberc. 2016;20(5):611-8.",
        "b. Lee AB. Screening yield in household contacts of smear-positive patients. BMC Infect Dis. 2018;18:402.",
    ])  # fmt: skip
    record = _extract_pdf_text(source)
    assert [(d.degree, d.institution) for d in record.education] == [
        ("MBBS", "University of Lagos"), ("PhD", "Johns Hopkins University"),
    ]  # fmt: skip
    assert [p.title for p in record.publications] == [
        "Crowding and latent infection among household contacts",
        "Screening yield in household contacts of smear-positive patients",
    ]


def test_a_sidebar_interleaved_line_by_line_is_read_apart_from_the_main_column() -> None:
    """Text of a page read row by row (pypdf on a two-column PDF): the sidebar's headings and items come out of
    the main column, whose entries keep their dates and their sections."""
    source = "\n".join([
        "Ann Lee", "CONTACT", "EDUCATION", "ann@lee.example.org", "PhD in Physics, University of Bergen", "2014 – 2020",
        "+1 555 0100", "BA in Physics, Uppsala University", "2010 – 2014", "SKILLS", "EXPERIENCE", "Python",
        "Postdoctoral Fellow, Lund University", "2020 – 2022", "Stata", "Lecturer, Lund University", "2022 – present",
        "Teaching quantum mechanics to undergraduates", "Supervising four master's theses a year",
        "Running the department's seminar series", "Chairing the outreach committee",
    ])  # fmt: skip
    record = _extract_pdf_text(source)
    assert [(d.degree, d.institution) for d in record.education] == [
        ("PhD", "University of Bergen"), ("BA", "Uppsala University"),
    ]  # fmt: skip
    assert [(p.title, p.organization) for p in record.positions] == [
        ("Postdoctoral Fellow", "Lund University"), ("Lecturer", "Lund University"),
    ]  # fmt: skip
    assert [s.value for s in record.skills] == ["Python", "Stata"]


def test_a_column_of_headings_and_dates_read_before_the_entries_is_paired_back() -> None:
    """pdfminer's text of a CV with its dates at a tab stop: the headings and dates come first, then the entries;
    each date goes back to its entry, each heading above its entries."""
    source = "\n".join([
        "Education", "2011–2015", "", "2009–2010", "", "Employment", "2016–2020", "",
        "DPhil in History, University of Oxford", "Supervisor: Professor Ann Lee", "MA in History, University of Leeds",
        "", "Lecturer in History, Marrowgate University",
    ])  # fmt: skip
    record = _extract_pdf_text(source)
    assert [(d.degree, d.period.start.year if d.period and d.period.start else None) for d in record.education] == [
        ("DPhil", 2011), ("MA", 2009),
    ]  # fmt: skip
    assert [p.organization for p in record.positions] == ["Marrowgate University"]


def test_a_forms_name_field_names_the_subject_and_its_title_is_no_name() -> None:
    """``NAME: Lee, Ann B.`` under a form's title in capitals (``BIOGRAPHICAL SKETCH``) gives ``Ann B. Lee``."""
    source = "OMB No. 0925-0001\nBIOGRAPHICAL SKETCH\nProvide the following information.\nNAME: Lee, Ann B.\n"
    assert _extract_pdf_text(source).person.name == "Ann B. Lee"  # type: ignore[attr-defined]


def test_the_layout_pass_leaves_markdown_alone() -> None:
    """A Markdown CV is written, not extracted from a PDF: its columns of spaces are the author's."""
    source = "\n".join(f"Entry {k}, Some Place                    Other text {k}" for k in range(6))
    assert [t for _, t in text.normalise(source, enable_pdf_layout=False)] == source.split("\n")
    assert "text/markdown" not in text.PDF_TEXT_TYPES


def test_a_citation_line_with_its_year_unbracketed_is_no_wrap_of_the_one_above() -> None:
    """ACM's ``Last, F. and Last, F. 2021. Title.`` opens a citation of its own, though its year has no
    parentheses: in a list of author-date citations it is not joined onto the citation above it."""
    source = "\n".join([
        "Ada Byron",
        "",
        "PUBLICATIONS",
        "Lee, A. and Diaz, B. 2024. Snow at Sparse Stations. Proceedings of the Symposium on Snow (2024), 1–9.",
        "Moss, K. 2021. Floods in the Alps. Journal of Water. 41, 3 (June 2021), 455–478.",
        "Ruiz, C. and Lee, A. 2019. Ice Cores Revisited. Proceedings of the Workshop on Ice (2019), 3–7.",
    ])  # fmt: skip
    lines = [t for _, t in text.normalise(source) if t.strip()]
    assert lines[2:] == source.split("\n")[3:]


def test_month_year_date_lines_are_no_page_numbers() -> None:
    """``09/2019 – 06/2021`` on lines of their own recur in shape, but a page mark is ``2/5``, not a date range."""
    lines = text.normalise("Ada Byron\n09/2019 – 06/2021\nEngineer, Loomworks\n01/2017 – 06/2017\nIntern, Cardworks\n"
                           "2/5\nMore\n3/5")
    assert [t for _, t in lines] == ["Ada Byron", "09/2019 – 06/2021", "Engineer, Loomworks", "01/2017 – 06/2017",
                                     "Intern, Cardworks", "", "More", ""]


def test_places_and_dates_flush_right_stay_on_their_rows() -> None:
    """A resume's ``University<gap>City, ST`` / ``Degree<gap>dates`` rows: the right-hand pieces end together and
    start apart, so they are labels of their rows, not a column to read after the left one."""
    width = 80
    rows = [("Ridgeway University", "Ann Arbor, MI"), ("Ph.D. in Computer Science", "Fall 2013 – Summer 2018"),
            ("University of Northgate", "Leeds, UK"), ("PhD, Statistics", "Fall 2015 – Summer 2019"),
            ("Calder College", "Dublin, Ireland"), ("Doctor of Philosophy", "Sept. 2022 – June 2026"),
            ("Eastmoor Institute", "Turku, FI"), ("M.Sc. Applied Mathematics", "Fall 2011 – Spring 2015"),
            ("Westbrook Institute of Technology", "Boston, MA"),
            ("MS in Electrical Engineering", "Fall 2009 – Summer 2011")]
    lines = [left + " " * (width - len(left) - len(right)) + right for left, right in rows]
    for k in (8, 6, 4, 2):  # a line of its own under each degree, as a thesis or an advisor is
        lines.insert(k, f"Thesis: On Problem {k}")
    source = "\n".join(lines)
    assert [t for _, t in text.normalise(source)] == lines


def test_a_rule_of_box_drawing_characters_under_a_heading_is_no_text() -> None:
    """``EDUCATION`` over ``──────`` (a PDF's heading rule) opens the section; the rule is no entry."""
    lines = text.normalise("Ada Byron\n\nAWARDS\n" + "\u2500" * 30 + "\nGold Medal, 2020\n")
    assert lines[3] == (4, "")
    assert [s.kind for s in split_sections(lines)[1:]] == [SectionKind.AWARDS]


def test_a_reviews_section_of_citations_holds_publications_and_of_duties_service() -> None:
    """``Reviews`` names book reviews as well as reviewing: its entries decide which."""
    cited = "# Ada Byron\n## Reviews\n- Byron, A. (2021). Review of Warp and Weft. *Journal of Looms*.\n"
    duties = "# Ada Byron\n## Reviews\n- Reviewer, Journal of Looms, 2021\n"
    assert [p.title for p in _extract(cited).publications] == ["Review of Warp and Weft"]  # type: ignore[attr-defined]
    assert not _extract(duties).publications  # type: ignore[attr-defined]
    assert [s.role for s in _extract(duties).service] == ["Reviewer"]  # type: ignore[attr-defined]


def test_an_edited_volumes_subheading_names_its_entries_kind() -> None:
    """Entries under ``Edited Volumes`` are books (``other`` in the layout), whatever their publisher's name."""
    entry = "- Byron, A. (ed.) (2019). Writing the Loom. *Journal of Looms Press*."
    record = _extract(f"# Ada Byron\n## Publications\n### Edited Volumes\n{entry}\n")
    assert [p.kind.value for p in record.publications] == ["book"]  # type: ignore[attr-defined]


def test_a_note_after_a_publication_heading_names_no_conference() -> None:
    """``Patents & Inventions (selected)``: a lower-case note is no venue acronym like ``(OSDI)``."""
    entry = "- Byron, A. (2021). Warp tensioner. *Journal of Looms*."
    record = _extract(f"# Ada Byron\n## Patents & Inventions (selected)\n{entry}\n")
    assert [p.kind.value for p in record.publications] == ["patent"]  # type: ignore[attr-defined]


def test_pdf_text_pass_keeps_headings_that_look_like_its_artifacts() -> None:
    """The PDF-text pass reads some marks as layout; these are headings: an icon before one (no bullet), letters
    spaced out with wider gaps between words (no label column), a rule under one (no sidebar box)."""
    source = "\n".join([
        "Ada Byron", "", "■ EDUCATION", "Ph.D. in Hydrology, University of Tarnow, 2015", "",
        "P O S I T I O N S   H E L D", "Research Scientist, Hydrowave Laboratories, 2015-2018", "",
        "Computational Skills", "--------------------", "", "- Python, MODFLOW, ArcGIS",
    ])  # fmt: skip
    found = split_sections(text.normalise(source))
    assert [(s.kind, [t for _, t in s.lines if t.strip()]) for s in found[1:]] == [
        (SectionKind.EDUCATION, ["Ph.D. in Hydrology, University of Tarnow, 2015"]),
        (SectionKind.POSITIONS, ["Research Scientist, Hydrowave Laboratories, 2015-2018"]),
        (SectionKind.SKILLS, ["- Python, MODFLOW, ArcGIS"]),
    ]
