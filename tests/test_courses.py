"""The teaching reader: label lines over the courses taught."""

from __future__ import annotations

from pathlib import Path

from cvkg.extract import courses
from cvkg.extract.sections import Section, SectionKind
from cvkg.model import SourceDocument


def _section(kind: SectionKind, lines: list[str], *titles: str) -> tuple[Section, SourceDocument]:
    doc = SourceDocument(Path("cv.md"), "text/markdown", "\n".join(lines), ())
    return Section(kind, titles or ("X",), list(enumerate(lines, start=1))), doc


def test_a_role_at_an_institution_over_courses_is_a_label() -> None:
    """``**Instructor**, Loom University`` over the courses taught there names no course."""
    lines = ["**Instructor**, Loom University", "- Introduction to Looms (LOOM 101) — Fall 2021"]
    section, doc = _section(SectionKind.TEACHING, lines)
    assert [(c.course, c.code) for c in courses.teaching(section, doc)] == [("Introduction to Looms", "LOOM 101")]


def test_a_season_holds_for_the_bare_years_after_it() -> None:
    """``Fall 2020, 2021 and 2022`` is three terms, each in the fall."""
    section, doc = _section(SectionKind.TEACHING, ["* Looms (graduate), Loom University — Fall 2020, 2021 and 2022"])
    assert [c.term for c in courses.teaching(section, doc)] == ["Fall 2020", "Fall 2021", "Fall 2022"]


def test_a_sentence_under_a_dated_course_is_its_description() -> None:
    """``Instructor of record; 40 students.`` under a dated course says what it was; it is no course."""
    lines = ["LOOM 201 Weaving Machines, Engine College  Fall 2019", "Course I designed for engineers.",
             "Punched Cards, Engine College  Spring 2020"]  # fmt: skip
    section, doc = _section(SectionKind.TEACHING, lines)
    assert [(t.course, t.term) for t in courses.teaching(section, doc)] == [
        ("Weaving Machines", "Fall 2019"), ("Punched Cards", "Spring 2020"),
    ]  # fmt: skip


def test_group_lines_over_courses_are_no_courses() -> None:
    """``### University of Looms`` and ``Undergraduate`` alone head the courses under them."""
    lines = ["### University of Looms", "2012–2016  Weaving Theory (MSc Looms)", "Undergraduate",
             "LOOM 101 Looms I (Fall 2011)"]  # fmt: skip
    section, doc = _section(SectionKind.TEACHING, lines)
    assert [(t.course, t.term) for t in courses.teaching(section, doc)] == [
        ("Weaving Theory", "2012–2016"), ("Looms I", "Fall 2011"),
    ]  # fmt: skip


def test_a_bold_code_a_wrapped_term_list_an_open_range_and_a_month() -> None:
    """``**L W 210** Name (Winter 2020, Winter`` / ``2022)``; ``(2018–)`` runs to the present; ``Mar 2023``."""
    lines = ["-   **L W 210** Loom Writing (Winter 2020, Winter", "    2022)", "- LW301 Card Punching (2018–)",
             "- Guest lecture, Steam Power, Engine College  Mar 2023"]  # fmt: skip
    section, doc = _section(SectionKind.TEACHING, lines)
    assert [(t.course, t.code, t.term) for t in courses.teaching(section, doc)] == [
        ("Loom Writing", "L W 210", "Winter 2020"), ("Loom Writing", "L W 210", "Winter 2022"),
        ("Card Punching", "LW301", "2018–present"), ("Steam Power", None, "Mar 2023"),
    ]  # fmt: skip


def test_a_tables_column_names_are_no_course_and_a_closing_year_is_the_term() -> None:
    """``Term  Code  Course`` over its rows gives no course; ``Instructor, Compilers, Univ, 2019`` ran in 2019."""
    lines = [
        "Term          Code       Course",
        "Fall 2021     CS 101     Looms and Gears",
        "Instructor, Engine Design, Loom University, 2019",
    ]
    section, doc = _section(SectionKind.TEACHING, lines, "Courses Taught")
    found = [(t.course, t.code, t.term) for t in courses.teaching(section, doc)]
    assert found == [("Looms and Gears", "CS 101", "Fall 2021"), ("Engine Design", None, "2019")]


def test_a_role_for_a_course_is_no_part_of_its_name() -> None:
    """``Teaching Assistant for CS 229: Looms (Fall 2017)``: the course is Looms."""
    section, doc = _section(SectionKind.TEACHING, ["- Teaching Assistant for CS 229: Looms (Fall 2017)"], "Teaching")
    assert [(t.course, t.code, t.term) for t in courses.teaching(section, doc)] == [("Looms", "CS 229", "Fall 2017")]


def test_a_role_before_a_course_with_and_in_its_name() -> None:
    """``Co-instructor, Looms and Gears (ENG 202, with Prof. X), Fall 2019``: the role is no part of the name."""
    lines = ["- Co-instructor, Looms and Gears (ENG 202, with Prof. Ada Byron), Fall 2019"]
    section, doc = _section(SectionKind.TEACHING, lines, "Teaching")
    assert [(t.course, t.code, t.term) for t in courses.teaching(section, doc)] == [
        ("Looms and Gears", "ENG 202", "Fall 2019")
    ]


def test_courses_after_a_place_label_each_with_its_code_and_bracketed_name() -> None:
    """amsart: "At UW-Madison: Math 234 (Name), Fall 2016, Spring 2018; Math 752 (Topics: Sub), Spring 2022."
    The place is a label; the name in brackets after a code is the course, colon and all."""
    section, doc = _section(
        SectionKind.TEACHING,
        [
            "At Loom State: Math 234 (Calculus--Functions of Several Variables), Fall 2016, Spring 2018; "
            "Math 752 (Topics in Topology: Geometric Group Theory), Spring 2022.",
        ],
        "Teaching",
    )
    assert [(t.code, t.course, t.term) for t in courses.teaching(section, doc)] == [
        ("Math 234", "Calculus--Functions of Several Variables", "Fall 2016"),
        ("Math 234", "Calculus--Functions of Several Variables", "Spring 2018"),
        ("Math 752", "Topics in Topology: Geometric Group Theory", "Spring 2022"),
    ]


def test_a_campus_lettered_code() -> None:
    """Indiana's "SOC-S 101": department, campus letter and number make one code."""
    section, doc = _section(
        SectionKind.TEACHING,
        [
            "Loom University: SOC-S 101 Social Problems (Fall 2022, Spring 2023); "
            "SOC-S 660 Qualitative Methods (graduate; Fall 2023)"
        ],
        "Teaching",
    )
    assert [(t.code, t.course, t.term) for t in courses.teaching(section, doc)] == [
        ("SOC-S 101", "Social Problems", "Fall 2022"),
        ("SOC-S 101", "Social Problems", "Spring 2023"),
        ("SOC-S 660", "Qualitative Methods", "Fall 2023"),
    ]


def test_courses_named_in_a_sentence_about_a_job() -> None:
    """A JSON Resume job's summary: "Taught X (code) in terms, and Y (code) in term"; a code before the name."""
    found = courses.in_prose(
        "Taught Loom Theory (21440) in Winter 2018 and Winter 2019, and Warp Analysis (21452) in Spring 2019; "
        "teaching assistant for GEOF105 Introduction to Looms (spring 2020)."
    )
    assert found == [
        ("Loom Theory", "21440", "Winter 2018"),
        ("Loom Theory", "21440", "Winter 2019"),
        ("Warp Analysis", "21452", "Spring 2019"),
        ("Introduction to Looms", "GEOF105", "spring 2020"),
    ]
    assert courses.in_prose("Led the Loom Lab (2019-2021) with 12 students.") == []
