"""Table tests for skills and projects (lines in, items out)."""

from __future__ import annotations

from pathlib import Path

from cvkg.extract import topics
from cvkg.extract.sections import Section, SectionKind
from cvkg.model import SourceDocument


def _section(kind: SectionKind, lines: list[str]) -> tuple[Section, SourceDocument]:
    doc = SourceDocument(Path("cv.md"), "text/markdown", "\n".join(lines), ())
    return Section(kind, ("X",), list(enumerate(lines, start=1))), doc


def test_badges_name_skills_and_other_images_none() -> None:
    """A shields.io badge's alt text is a skill; a stats image is not; ``**Also:** A, B · **Tools:** C`` lists more."""
    lines = [
        "![Loom](https://img.shields.io/badge/-Loom-3776AB?logo=loom) ![Gears](https://img.shields.io/badge/-Gears-000)",
        "**Also:** Punch cards, Steam · **Tools:** Lathe",
        "![my engine stats](https://engine-stats.example.org/api?user=ada)",
    ]
    section, doc = _section(SectionKind.SKILLS, lines)
    assert [t.value for t in topics.skills(section, doc)] == ["Loom", "Gears", "Punch cards", "Steam", "Lathe"]


def test_code_spans_in_a_row_are_one_skill_each() -> None:
    """A README's ```Loom` `C++` `` line gives each code span; a sentence with one code span stays a sentence."""
    section, doc = _section(SectionKind.SKILLS, ["`Loom` `C++` `Punch cards`", "Steam, `gears`"])
    assert [t.value for t in topics.skills(section, doc)] == ["Loom", "C++", "Punch cards", "Steam", "`gears`"]


def test_a_table_row_opening_with_a_linked_name_is_a_project() -> None:
    """``[name](url), what it is, years`` (a Markdown table row) opens a project; a bare link line does not."""
    lines = ["[loomkit](https://git.example/loomkit), Tools for looms., 2020–present", "[Code](https://git.example/x)"]
    section, doc = _section(SectionKind.PROJECTS, lines)
    found = [(p.name, p.description, p.url) for p in topics.projects(section, doc)]
    assert found == [("loomkit", "Tools for looms.", "https://git.example/loomkit")]


def test_a_project_name_ends_at_its_colon_when_dates_follow() -> None:
    """``Name: what it is, 2021 - present.`` gives the name, the first sentence without the dates' comma, the years."""
    section, doc = _section(SectionKind.PROJECTS, ["* LoomPick: a picker for looms, 2021 - present. https://x.example/lp"])
    found = [(p.name, p.description, p.url) for p in topics.projects(section, doc)]
    assert found == [("LoomPick", "a picker for looms.", "https://x.example/lp")]


def test_tools_after_a_bold_project_name_are_no_description() -> None:
    """``**name** | Python, Looms | [code](url)`` over ``- what it is.``: the tools go, the link stays."""
    section, doc = _section(SectionKind.PROJECTS, ["- **LoomKit** | Python, Looms | [code](https://g.example/x)",
                                                   "  - A toolkit for looms."])  # fmt: skip
    found = [(p.name, p.description, p.url) for p in topics.projects(section, doc)]
    assert found == [("LoomKit", "A toolkit for looms.", "https://g.example/x")]


def test_projects_in_the_shapes_lists_give_them() -> None:
    """A linked bold name, a bold name with a note in parentheses, and unmarked dated heads over bullets."""
    lines = [
        "- [**loomkit**](https://example.org/loomkit) — Tools for card looms. Used by 3 mills.",
        "- **gearsim** (R package, 2019–): gear train simulation. <https://example.org/gearsim>",
    ]
    section, doc = _section(SectionKind.PROJECTS, lines)
    found = [(p.name, p.description, p.period.label(), p.url) for p in topics.projects(section, doc)]
    assert found == [
        ("loomkit", "Tools for card looms.", None, "https://example.org/loomkit"),
        ("gearsim", "gear train simulation.", "2019-present", "https://example.org/gearsim"),
    ]
    lines = [
        "cardpunch | Python, Rust  2022 – Present",
        "- Punches cards from a spreadsheet",
        "engine-notes | Flask  2020",
        "- Notes on the engine, served",
    ]
    section, doc = _section(SectionKind.PROJECTS, lines)
    found = [(p.name, p.description, p.period.label(), p.span.end_line) for p in topics.projects(section, doc)]
    assert found == [
        ("cardpunch", "Punches cards from a spreadsheet", "2022-present", 2),
        ("engine-notes", "Notes on the engine, served", 2020, 4),
    ]


def test_semicolons_set_interests_apart_and_and_joins_within_one() -> None:
    """``A; B; C and D in E.``: three interests, the last kept whole."""
    found = topics.split_phrases("Card looms; steam gears; dynamics and thermalization in isolated engines.")
    assert found == ["Card looms", "steam gears", "dynamics and thermalization in isolated engines"]


def test_an_unbulleted_named_line_with_a_link_is_a_project() -> None:
    """``Name, what it is (link)`` on a line of its own, in a list without bullets, is a project."""
    lines = ["Loomcheck, a verified loom-pattern checker (https://github.com/example/loomcheck)"]
    section, doc = _section(SectionKind.PROJECTS, lines)
    assert [(p.name, p.url) for p in topics.projects(section, doc)] == [
        ("Loomcheck", "https://github.com/example/loomcheck")
    ]


def test_spoken_languages_are_no_skills() -> None:
    """``Languages: Spanish (native), German`` under Skills lists spoken languages, not skills; a list of
    programming languages under the same label stays."""
    lines = ["Languages: Spanish (native), German, English", "Languages: Python, C++"]
    section, doc = _section(SectionKind.SKILLS, lines)
    assert [t.value for t in topics.skills(section, doc)] == ["Python", "C++"]


def test_a_grant_titled_in_italics_after_its_dates_is_a_project() -> None:
    """``2012–2015  *Title*, Funder, number (PI).``: the italic title names the project, the dates its period."""
    lines = ["2012–2015  *Knots and braids in textile design*, Loom Foundation, LF-2291-X (PI)."]
    section, doc = _section(SectionKind.PROJECTS, lines)
    found = topics.projects(section, doc)
    assert [(p.name, p.period.label()) for p in found] == [("Knots and braids in textile design", "2012-2015")]


def test_a_grant_paragraph_is_named_by_its_italic_line() -> None:
    """A paragraph of number and dates, funder, ``*Title*`` and role lines is one project; ``*Active*`` is a label."""
    lines = ["*Active*", "", "U99XY1234 (PI: Byron) 2019–2024", "Loom Institute", "*Punched cards for weaving looms*",
             "Role: Principal Investigator", "", "Q11AB5678 (PI: Byron) 2012–2016", "Engine Trust",
             "*Steam engines in small mills*", "Role: Co-Investigator"]  # fmt: skip
    section, doc = _section(SectionKind.PROJECTS, lines)
    found = topics.projects(section, doc)
    assert [(p.name, p.period.label()) for p in found] == [
        ("Punched cards for weaving looms", "2019-2024"), ("Steam engines in small mills", "2012-2016"),
    ]  # fmt: skip


def test_a_middle_dot_sets_skills_apart() -> None:
    """``Loomcalc · R (knitr, shiny) · Steam Toolkit``: one skill between dots, the examples in parentheses too."""
    section, doc = _section(SectionKind.SKILLS, ["Loomcalc · R (knitr, shiny) · Steam Toolkit"])
    assert sorted(t.value for t in topics.skills(section, doc)) == ["Loomcalc", "R", "Steam Toolkit", "knitr", "shiny"]


def test_unmarked_dated_rows_each_head_a_project_and_the_lines_under_them() -> None:
    """moderncv's ``\\cventry`` rows ("Name, Funder  2019–2022" over a sentence of what it was), no blank line
    between: each dated row opens a project."""
    lines = [
        "Moving Looms, Loom Research Council  2019–2022",
        "Longitudinal study of a loom town's relocation.",
        "Open ideas competition, honourable mention  2017",
    ]
    section, doc = _section(SectionKind.PROJECTS, lines)
    found = [(p.name, p.description, p.period.label()) for p in topics.projects(section, doc)]
    assert [(name.split(",")[0], period) for name, _, period in found] == [
        ("Moving Looms", "2019-2022"),
        ("Open ideas competition", 2017),
    ]
    assert found[0][1] == "Longitudinal study of a loom town's relocation."
