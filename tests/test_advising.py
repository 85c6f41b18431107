"""The advising reader: students' level, status, co-advisors and outcomes in the layouts CVs use."""

from __future__ import annotations

from pathlib import Path

from cvkg.extract import advising, committees
from cvkg.extract.sections import Section, SectionKind, heading_kind
from cvkg.model import SourceDocument, StudentLevel, StudentStatus


def _section(kind: SectionKind, lines: list[str], *titles: str) -> tuple[Section, SourceDocument]:
    doc = SourceDocument(Path("cv.md"), "text/markdown", "\n".join(lines), ())
    return Section(kind, titles or ("X",), list(enumerate(lines, start=1))), doc


def test_an_items_own_degree_beats_its_headings_level() -> None:
    """``Name (MRes, 2020)`` under a doctoral heading is a master's student; ``(2023)`` keeps the heading's level."""
    lines = ["Completed: Ada Byron (PhD, 2023); Alan Turing (MRes, 2020); Joan Clarke (2019)"]
    section, doc = _section(SectionKind.STUDENTS, lines, "Doctoral Supervision")
    found = [(s.name, s.level, s.status) for s in advising.students(section, doc)]
    assert found == [
        ("Ada Byron", StudentLevel.PHD, StudentStatus.PAST),
        ("Alan Turing", StudentLevel.MASTER, StudentStatus.PAST),
        ("Joan Clarke", StudentLevel.PHD, StudentStatus.PAST),
    ]


def test_a_table_row_student_names_co_advisor_and_finished_year_outside_parentheses() -> None:
    """Rows joined by commas: ``co-advised with`` names a co-advisor; a master's bare year is a finished stay."""
    lines = ["Ada Byron, PhD (co-advised with Alan Turing), 2021–present", "Joan Clarke, Master, 2021, Bletchley"]
    section, doc = _section(SectionKind.STUDENTS, lines, "Mentoring")
    found = [(s.name, s.level, s.status, s.co_advisors) for s in advising.students(section, doc)]
    assert found == [
        ("Ada Byron", StudentLevel.PHD, StudentStatus.CURRENT, ("Alan Turing",)),
        ("Joan Clarke", StudentLevel.MASTER, StudentStatus.PAST, ()),
    ]


def test_a_dash_after_a_students_parentheses_leads_to_the_outcome() -> None:
    """``**Name** (MSc 2021) — now at X`` is a student with an outcome, as with a comma or an arrow."""
    lines = ["### Former", "- **Ada Byron** (MSc 2021) — now at Loom Works"]
    section, doc = _section(SectionKind.STUDENTS, lines, "Advising")
    found = [(s.name, s.level, s.status, s.outcome) for s in advising.students(section, doc)]
    assert found == [("Ada Byron", StudentLevel.MASTER, StudentStatus.PAST, "Loom Works")]


def test_an_employer_after_a_finished_year_is_the_outcome() -> None:
    """``Name (2022), Loom Bank`` and ``Name (2019), Lecturer, Engine College`` went there; ``Name (2021),
    co-advised with X`` did not go anywhere."""
    lines = ["Ada Byron (2022), Loom Bank", "Alan Turing (2019), Lecturer, Engine College",
             "Joan Clarke (2021), co-advised with Ada King"]  # fmt: skip
    section, doc = _section(SectionKind.STUDENTS, lines, "PhD Supervision")
    found = [(s.name, s.status, s.outcome) for s in advising.students(section, doc)]
    assert found == [
        ("Ada Byron", StudentStatus.PAST, "Loom Bank"),
        ("Alan Turing", StudentStatus.PAST, "Lecturer, Engine College"),
        ("Joan Clarke", StudentStatus.CURRENT, None),
    ]


def test_mentorship_lists_give_interns_and_arrowed_outcomes() -> None:
    """Under 'Mentorship': an 'undergraduate intern' is an intern; ``(2020–2021) → X`` after the details is
    where the student went."""
    lines = ["* Ada Byron, MSc student, Loom University (2020–2021) → Engine Works",
             "* Joan Clarke, undergraduate intern (Summer 2022)"]  # fmt: skip
    assert heading_kind("Mentorship") is SectionKind.STUDENTS
    section, doc = _section(SectionKind.STUDENTS, lines, "Mentorship")
    found = [(s.name, s.level, s.outcome) for s in advising.students(section, doc)]
    assert found == [("Ada Byron", StudentLevel.MASTER, "Engine Works"), ("Joan Clarke", StudentLevel.INTERN, None)]


def test_a_placement_in_parentheses_after_the_details_is_the_outcome() -> None:
    """``Name, 2022, thesis: Title (now at X)``: the student went to X."""
    lines = ["Completed", "Ada Byron, 2022, thesis: Looms at Scale (now at Loom Research)"]
    section, doc = _section(SectionKind.STUDENTS, lines, "Doctoral Students")
    found = [(s.name, s.status, s.outcome) for s in advising.students(section, doc)]
    assert found == [("Ada Byron", StudentStatus.PAST, "Loom Research")]


def test_committee_lines_with_a_leading_year_or_a_dash_give_the_student() -> None:
    """``2023: Name, PhD, Univ``, ``2021  Name (PhD), Univ`` and ``Name — PhD, Univ, 2020`` name the student,
    the year and the institution."""
    lines = ["- 2023: Ada Byron, PhD, Loom University", "- 2021  Alan Turing (PhD), Engine College",
             "- Joan Clarke — PhD, Loom University, 2020"]  # fmt: skip
    section, doc = _section(SectionKind.COMMITTEES, lines, "Thesis Committees")
    assert [(c.name, c.year, c.institution) for c in committees.committees(section, doc)] == [
        ("Ada Byron", 2023, "Loom University"),
        ("Alan Turing", 2021, "Engine College"),
        ("Joan Clarke", 2020, "Loom University"),
    ]


def test_unmarked_label_lines_with_a_note_or_a_role_set_the_level() -> None:
    """PDF text: ``Doctoral students (primary advisor)`` and ``Master's thesis supervisor`` on lines of their own
    give the level of the names under them."""
    lines = ["Doctoral students (primary advisor)", "Ada Byron (2019)", "Master's thesis supervisor",
             "Alan Turing (2017)"]  # fmt: skip
    section, doc = _section(SectionKind.STUDENTS, lines, "Mentoring")
    found = [(s.name, s.level) for s in advising.students(section, doc)]
    assert found == [("Ada Byron", StudentLevel.PHD), ("Alan Turing", StudentLevel.MASTER)]


def test_an_institution_before_the_student_in_parentheses_is_no_student() -> None:
    """``Ph.D. committees: Universidad de X (A. Name, 2014); University of Y (PhD of B. Name, 2020)``: the student
    is in the parenthesis, the institution before it."""
    lines = ["Ph.D. committees: Universidad de los Telares (A. Byron, 2014); University of Looms (PhD of B. Hopper,"
             " 2020)"]  # fmt: skip
    section, doc = _section(SectionKind.COMMITTEES, lines, "Service")
    found = [(c.name, c.year, c.institution) for c in committees.committees(section, doc)]
    assert found == [("A. Byron", 2014, "Universidad de los Telares"), ("B. Hopper", 2020, "University of Looms")]


def test_a_sentence_after_a_students_parentheses_keeps_the_student() -> None:
    """``Name (Ph.D. 2019, co-supervised with X). Now Lecturer, Univ.``: a period after the parenthesis opens
    what became of the student."""
    lines = ["- Ada Byron (Ph.D. 2019, co-supervised with Alan Turing). Now Lecturer, University of Looms."]
    section, doc = _section(SectionKind.STUDENTS, lines, "Supervision")
    found = [(s.name, s.level, s.status, s.co_advisors, s.outcome) for s in advising.students(section, doc)]
    assert found == [
        ("Ada Byron", StudentLevel.PHD, StudentStatus.PAST, ("Alan Turing",), "Lecturer, University of Looms"),
    ]


def test_a_wrapped_item_keeps_its_co_advisor_and_a_degree_year_is_finished() -> None:
    """A word processor wraps ``co-advised with Dr. Ada`` / ``    B. King`` under a bullet, a label line follows at
    the margin; ``Name, PhD 2018`` earned the degree that year."""
    lines = ["-   Alan Turing, PhD student (2021–), co-advised with Dr. Ada", "    B. King",
             "-   Joan Clarke, PhD 2018", "*Master's students*", "-   Grace Hopper, MPH 2017"]  # fmt: skip
    section, doc = _section(SectionKind.STUDENTS, lines, "Advising")
    found = [(s.name, s.level, s.status, s.co_advisors) for s in advising.students(section, doc)]
    assert found == [
        ("Alan Turing", StudentLevel.PHD, StudentStatus.CURRENT, ("Ada B. King",)),
        ("Joan Clarke", StudentLevel.PHD, StudentStatus.PAST, ()),
        ("Grace Hopper", StudentLevel.MASTER, StudentStatus.PAST, ()),
    ]


def test_professional_masters_degrees_are_the_master_level() -> None:
    """``MPH practicum student`` and ``MBA student`` are master's students."""
    lines = ["- Ada Byron, MPH practicum student, Loom School  2021 – 2022", "- Alan Turing, M.B.A. student (2020)"]
    section, doc = _section(SectionKind.STUDENTS, lines, "Mentoring")
    assert [s.level for s in advising.students(section, doc)] == [StudentLevel.MASTER, StudentLevel.MASTER]


def test_a_date_column_on_either_side_gives_the_years_and_no_label() -> None:
    """``2015–2020  Name (PhD), now at X`` and moderncv's ``Name (PhD)  2019–``: the years join the item's
    details (a date column is no status label for the rows below); ``since 2021`` is still under way."""
    lines = [
        "2019–present\tAda Byron (PhD, co-advised with Alan Turing)",
        "2015–2020\tJoan Clarke (PhD), now at Loom Inc.",
        "Mary Somerville (MSc)  2022–",
        "Grace Hopper, Ph.D. student since 2021",
    ]
    section, doc = _section(SectionKind.STUDENTS, lines, "Advising")
    found = [(s.name, s.level, s.status, s.co_advisors, s.year, s.outcome) for s in advising.students(section, doc)]
    assert found == [
        ("Ada Byron", StudentLevel.PHD, StudentStatus.CURRENT, ("Alan Turing",), 2019, None),
        ("Joan Clarke", StudentLevel.PHD, StudentStatus.PAST, (), 2015, "Loom Inc"),
        ("Mary Somerville", StudentLevel.MASTER, StudentStatus.CURRENT, (), 2022, None),
        ("Grace Hopper", StudentLevel.PHD, StudentStatus.CURRENT, (), 2021, None),
    ]


def test_a_name_alone_over_its_details_and_a_co_advisor_list_joined_by_and() -> None:
    """``- **Name**`` over ``  PhD student, 2019–present. Co-advised with A and B.``: one student, both
    co-advisors; ``Name, PhD student, co-advised with A and B`` in a list does not make B a student; a new
    sentence ends the co-advisors (``co-supervised with A. First position: X``)."""
    lines = [
        "- **Ada Byron**",
        "  PhD student, 2019–present. Co-advised with Alan Turing and Joan Clarke.",
        "- Grace Hopper, Ph.D. student since 2021, co-advised with Alan Turing and Joan Clarke",
        "- Mary Somerville, 2016–2021, co-supervised with Alan Turing. First position: Loom Inc.",
        "- **Emmy Noether**: M.S. student, 2018–2020. Now at Gear Works.",
        "- Wei Zhang (2022), Loom University",
        "  - First Appointment: Gear Works",  # a detail: no student named "First Appointment", but the outcome
        "  - Co-advisor: Joan Clarke",  # a detail too: no student named Joan Clarke
    ]
    section, doc = _section(SectionKind.STUDENTS, lines, "Advising")
    found = [(s.name, s.level, s.status, s.co_advisors, s.outcome) for s in advising.students(section, doc)]
    assert found == [
        ("Ada Byron", StudentLevel.PHD, StudentStatus.CURRENT, ("Alan Turing", "Joan Clarke"), None),
        ("Grace Hopper", StudentLevel.PHD, StudentStatus.CURRENT, ("Alan Turing", "Joan Clarke"), None),
        ("Mary Somerville", StudentLevel.OTHER, StudentStatus.PAST, ("Alan Turing",), "Loom Inc"),
        ("Emmy Noether", StudentLevel.MASTER, StudentStatus.PAST, (), "Gear Works"),
        ("Wei Zhang", StudentLevel.OTHER, StudentStatus.PAST, ("Joan Clarke",), "Gear Works"),
    ]


def test_year_headings_date_the_committees_under_them() -> None:
    """``### 2024`` (or ``2023`` alone on a line) over ``- Name, University``: the committee's year."""
    lines = ["### 2024", "- Ada Byron, Loom University", "2023", "- Alan Turing, Engine College (2022)"]
    section, doc = _section(SectionKind.COMMITTEES, lines, "Thesis Committees")
    found = [(c.name, c.year, c.institution) for c in committees.committees(section, doc)]
    assert found == [("Ada Byron", 2024, "Loom University"), ("Alan Turing", 2022, "Engine College")]


def test_a_heading_of_both_statuses_says_neither_and_expected_is_under_way() -> None:
    """``Former and Current Students`` leaves each item's status to the item; ``(expected 2026)`` is current."""
    lines = ["- Ada Byron — PhD student (expected 2026)", "- Alan Turing — PhD 2020. Now at Loom Inc."]
    section, doc = _section(SectionKind.STUDENTS, lines, "Former and Current Students")
    found = [(s.name, s.status) for s in advising.students(section, doc)]
    assert found == [("Ada Byron", StudentStatus.CURRENT), ("Alan Turing", StudentStatus.PAST)]


def test_a_co_advisor_column_names_the_co_advisors() -> None:
    """A PDF's table with a ``Co-advisor`` column (its header over the rows); Markdown's ``Co-advisor: A and B``."""
    lines = [
        "Student      Degree   Period         Co-advisor",
        "Ada Byron    PhD      2019–present   Prof. Alan Turing",
        "Joan Clarke  PhD      2016–2021",
        "Grace Hopper, PhD, 2022–present, Co-advisor: Prof. Alan Turing and Dr. Joan Clarke",
    ]
    section, doc = _section(SectionKind.STUDENTS, lines, "Advising")
    found = [(s.name, s.co_advisors) for s in advising.students(section, doc)]
    assert found == [
        ("Ada Byron", ("Alan Turing",)),
        ("Joan Clarke", ()),
        ("Grace Hopper", ("Alan Turing", "Joan Clarke")),
    ]


def test_a_placement_column_and_a_dash_after_the_years_give_the_outcome() -> None:
    """A table's ``Placement`` column, and ``Name (M.S. 2020) — Employer``, say where the student went."""
    found = []
    for lines in (["Name       Level   Years       Placement", "Ada Byron  PhD     2015–2020   Loom Works"],
                  ["- Alan Turing (M.S. 2020) — Gearworks"]):  # fmt: skip
        section, doc = _section(SectionKind.STUDENTS, lines, "Students")
        found += [(s.name, s.status, s.outcome) for s in advising.students(section, doc)]
    assert found == [("Ada Byron", StudentStatus.PAST, "Loom Works"), ("Alan Turing", StudentStatus.PAST, "Gearworks")]


def test_names_alone_over_their_details_in_a_list_without_bullets() -> None:
    """A word processor's ``Ada Byron`` over ``  PhD student, 2019–present``: one student a name; a table's
    header row is no name."""
    lines = ["Ada Byron", "  PhD student, 2019–present. Co-advised with Alan Turing.", "**Joan Clarke**",
             "M.S. student, 2016–2018. Now at Loom Inc."]  # fmt: skip
    section, doc = _section(SectionKind.STUDENTS, lines, "Advising")
    found = [(s.name, s.level, s.status, s.co_advisors) for s in advising.students(section, doc)]
    assert found == [
        ("Ada Byron", StudentLevel.PHD, StudentStatus.CURRENT, ("Alan Turing",)),
        ("Joan Clarke", StudentLevel.MASTER, StudentStatus.PAST, ()),
    ]


def test_a_wrapped_line_whose_rest_reads_as_a_label_stays_one_item() -> None:
    """``..., co-supervised with Alan Turing. First`` over ``  position: Loom Inc.``: a lower-case label is the
    line above going on; a committee wrapped by a PDF keeps its institution and year."""
    lines = ["1. Ada Byron, 2016–2021, co-supervised with Alan Turing. First", "  position: Loom Inc."]
    section, doc = _section(SectionKind.STUDENTS, lines, "Former Doctoral Students")
    found = [(s.name, s.co_advisors, s.outcome) for s in advising.students(section, doc)]
    assert found == [("Ada Byron", ("Alan Turing",), "Loom Inc")]
    lines = ["• External examiner, Ph.D. thesis of Joan Clarke, University of", "  Leeds (2021)"]
    section, doc = _section(SectionKind.COMMITTEES, lines, "Service")
    assert [(c.name, c.year, c.institution) for c in committees.committees(section, doc)] == [
        ("Joan Clarke", 2021, "University of Leeds")
    ]


def test_prose_lists_of_students_and_a_pdfs_wrap_in_mid_list() -> None:
    """``Currently advising four PhD students: A, B, C and D.`` over a PDF's wrap after an initial
    (``José Á.`` / ``  Pérez-Gómez``): every name, the status the lead-in says."""
    lines = [
        "Currently advising two PhD students: Ada Byron and Alan Turing.",
        "Previously advised three PhD students: Joan Clarke, José Á.",
        "  Pérez-Gómez and Grace Hopper.",
    ]
    section, doc = _section(SectionKind.STUDENTS, lines, "Mentoring")
    found = [(s.name, s.level, s.status) for s in advising.students(section, doc)]
    assert found == [
        ("Ada Byron", StudentLevel.PHD, StudentStatus.CURRENT),
        ("Alan Turing", StudentLevel.PHD, StudentStatus.CURRENT),
        ("Joan Clarke", StudentLevel.PHD, StudentStatus.PAST),
        ("José Á. Pérez-Gómez", StudentLevel.PHD, StudentStatus.PAST),
        ("Grace Hopper", StudentLevel.PHD, StudentStatus.PAST),
    ]


def test_details_bulleted_under_unbulleted_students_or_flattened_beside_them() -> None:
    """``Ada Byron (PhD)`` over ``  ◦ Co-advisor: X`` (bullets only on the details), and ``- Co-advisor: X`` at
    the students' level (a converter's flattened nested list): details of the student above."""
    nested = ["Ada Byron (PhD, 2015–2020)", "  ◦ Co-advisor: Alan Turing", "  ◦ First position: Loom Inc."]
    flattened = ["- Ada Byron (PhD, 2015–2020)", "- Co-advisor: Alan Turing", "- First position: Loom Inc."]
    for lines in (nested, flattened):
        section, doc = _section(SectionKind.STUDENTS, lines, "Students")
        found = [(s.name, s.co_advisors, s.outcome) for s in advising.students(section, doc)]
        assert found == [("Ada Byron", ("Alan Turing",), "Loom Inc")]
