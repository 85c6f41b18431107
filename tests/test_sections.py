"""Tests for heading detection and section splitting in cvkg.extract.sections."""

from __future__ import annotations

import pytest

from cvkg.extract.sections import SectionKind, find_heading, heading_kind, split_sections


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Selected Publications", SectionKind.PUBLICATIONS),
        ("Workshop Papers", SectionKind.PUBLICATIONS),
        ("Ph.D. Dissertation Committee", SectionKind.COMMITTEES),
        ("Technical Program Committee", SectionKind.SERVICE),
        ("Invited Talks", SectionKind.TALKS),
        ("Research Interests", SectionKind.INTERESTS),
        ("Work Experience", SectionKind.POSITIONS),
        ("Past Master Students", SectionKind.STUDENTS),
        ("Professional Skills", SectionKind.SKILLS),
        ("Awards & Honors", SectionKind.AWARDS),
        ("Hobbies", SectionKind.OTHER),
        ("Grants and Funding", SectionKind.AWARDS),
        ("Research Funding", SectionKind.AWARDS),
        ("Open Source", SectionKind.PROJECTS),
        ("Software", SectionKind.PROJECTS),
        ("Software Skills", SectionKind.SKILLS),
        ("🧰 Toolbox", SectionKind.SKILLS),
        ("Works in Progress", SectionKind.PUBLICATIONS),
        ("Book Reviews", SectionKind.PUBLICATIONS),
        ("Reviews and Commentary", SectionKind.PUBLICATIONS),
        ("RESEARCH SUPPORT", SectionKind.AWARDS),  # grants count as awards (tests/golden/README.md)
        ("Sponsored Research", SectionKind.AWARDS),
        ("SOFTWARE AND DATA", SectionKind.PROJECTS),
        ("Code", SectionKind.PROJECTS),
        ("External Examining", SectionKind.COMMITTEES),
        ("THESIS EXAMINATION", SectionKind.COMMITTEES),
    ],
)
def test_heading_words_map_to_kinds(text: str, kind: SectionKind) -> None:
    """Heading vocabulary names the section kind."""
    assert heading_kind(text) is kind


@pytest.mark.parametrize(
    ("line", "kind", "rest"),
    [
        ("## **Education**", SectionKind.EDUCATION, ""),
        ("#### Workshop Papers", SectionKind.PUBLICATIONS, ""),
        ("EXPERIENCE", SectionKind.POSITIONS, ""),
        ("Invited Talks", SectionKind.TALKS, ""),
        (
            "**Education** University of Somewhere Boston, MA",
            SectionKind.EDUCATION,
            "University of Somewhere Boston, MA",
        ),
        (
            "Research Interests Machine learning systems, networks",
            SectionKind.INTERESTS,
            "Machine learning systems, networks",
        ),
        ("Research interests: speech, looms", SectionKind.INTERESTS, "speech, looms"),
        ("### Former Students and First Placement", SectionKind.STUDENTS, ""),
        ("Associate Editor", SectionKind.SERVICE, ""),
        ("Senior Program Committee Member", SectionKind.SERVICE, ""),
        ("COURSES TAUGHT", SectionKind.TEACHING, ""),
        ("UNDERGRADUATE RESEARCHERS", SectionKind.STUDENTS, ""),
        ("### Postdoctoral Fellows", SectionKind.STUDENTS, ""),
        ("Current Interns", SectionKind.STUDENTS, ""),
        ("## Research Group", SectionKind.STUDENTS, ""),
        # a table's row: the heading never runs over a column's gap ("Associate Editor Journal of" would)
        ("Associate Editor      Journal of Looms   2020–present", SectionKind.SERVICE, "Journal of Looms 2020–present"),
        ("Former Students and First Placement", SectionKind.STUDENTS, ""),
    ],
)
def test_layouts_that_make_a_heading(line: str, kind: SectionKind, rest: str) -> None:
    """Markdown, bold, capitals, a short line alone, and a heading that starts a line are found."""
    heading = find_heading(line)
    assert heading is not None and heading.kind is kind and heading.rest == rest


@pytest.mark.parametrize(
    "line",
    [
        "## **Acme Robotics**",
        "# Jane Q. Public",
        "Teaching Assistant",
        "Research Intern",
        "Postdoctoral Researcher in Programming Languages",  # a headline: "researcher" is no heading's word
        "Journal of Machine Looms: Associate Editor (2020–present)",  # "Journal of" is a name cut short
        "  Editor)",  # the end of a wrapped line
        "Research Group Leader in Computational Looms",  # a job title: a job noun after the heading's words
        "Education is the subject of my study.",
        "Graduate Student Research Assistant, Loom Lab, Engine University  2021 – 2023",
        "Graduate Student Instructor, Engine College  2019",
        "Ph.D. theses: Ada Byron (Loom University, 2021); Alan Turing (Engine College, 2019)",
        "**Student**  **Institution**  **Year**",  # a LaTeX table's header row, bold cell by cell
    ],
)
def test_lines_that_are_not_headings(line: str) -> None:
    """Marked-up entries, names and ordinary lines whose words name no section are content."""
    assert find_heading(line) is None


def test_a_bold_label_with_its_items_is_an_entry_of_a_skills_list() -> None:
    """``**Languages:** Python, R`` under Skills is a labelled list, not a section of languages."""
    lines = list(enumerate(["# Ada", "## Skills", "**Languages:** Python, R", "**Hobbies:** chess"], start=1))
    assert [(s.kind, [n for n, _ in s.lines]) for s in split_sections(lines)[1:]] == [(SectionKind.SKILLS, [3, 4])]


def test_split_sections_keeps_subsection_under_parent() -> None:
    """A subsection of the same kind keeps its parent's title and its own lines."""
    lines = list(
        enumerate(["# Jane Public", "## Publications", "## Journal Papers", "1. A. B. Title."], start=1)
    )
    sections = split_sections(lines)
    assert [s.kind for s in sections] == [
        SectionKind.PREAMBLE,
        SectionKind.PUBLICATIONS,
        SectionKind.PUBLICATIONS,
    ]
    assert sections[-1].titles == ("Publications", "Journal Papers")
    assert sections[-1].lines == [(4, "1. A. B. Title.")]



def test_a_label_line_under_other_opens_the_kind_it_names() -> None:
    """Under ``Other``, ``Software:`` alone (a LaTeX ``\\textbf{Software:}`` once converted) opens a projects
    section, as a heading would."""
    lines = ["## Other", "Software:", "Loomcheck, a checker (https://x.org)"]
    found = split_sections(list(enumerate(lines, start=1)))
    assert [(s.kind, s.lines) for s in found[1:]] == [
        (SectionKind.OTHER, []),
        (SectionKind.PROJECTS, [(3, "Loomcheck, a checker (https://x.org)")]),
    ]


def test_a_theses_subheading_under_supervision_stays_with_the_students() -> None:
    """``### Master's theses`` below ``## Supervision`` lists students' theses, not the subject's papers;
    at the level of the sections it still names publications."""
    lines = list(
        enumerate(
            ["## Supervision", "- Ada Byron (PhD 2020)", "### Master's theses", "Karl Moss (2019).", "## Theses"],
            start=1,
        )
    )
    sections = split_sections(lines)
    assert [(s.kind, s.titles) for s in sections[1:]] == [
        (SectionKind.STUDENTS, ("Supervision",)),
        (SectionKind.STUDENTS, ("Supervision", "Master's theses")),
        (SectionKind.PUBLICATIONS, ("Theses",)),
    ]


def test_a_committee_line_without_items_heads_the_names_under_it() -> None:
    """In a mentoring section, ``Doctoral committee member`` alone on its line takes the unlabelled line of
    names under it to the committees; a students label after it takes the list back."""
    from cvkg.extract import labels
    from cvkg.extract.sections import Section

    lines = ["Ada Byron (2019)", "Doctoral committee member", "Alan Turing (2020), Joan Clarke (2021)",
             "Master's students", "Grace Hopper (2018)"]  # fmt: skip
    found = labels.route([Section(SectionKind.STUDENTS, ("Mentoring",), list(enumerate(lines, start=1)))])
    assert [(s.kind, [n for n, _ in s.lines]) for s in found] == [
        (SectionKind.STUDENTS, [1]), (SectionKind.COMMITTEES, [2, 3]), (SectionKind.STUDENTS, [4, 5]),
    ]  # fmt: skip
