"""Table tests for the list sections: teaching, service, talks, awards, students, committees (lines in, records out)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvkg.extract import advising, awards, committees, courses, labels, service, talks
from cvkg.extract.sections import Section, SectionKind, split_sections
from cvkg.model import SourceDocument, StudentLevel, StudentStatus, Talk


def _doc(lines: list[str]) -> SourceDocument:
    return SourceDocument(Path("cv.md"), "text/markdown", "\n".join(lines), ())


def _section(kind: SectionKind, lines: list[str], *titles: str) -> tuple[Section, SourceDocument]:
    return Section(kind, titles or ("X",), list(enumerate(lines, start=1))), _doc(lines)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "- CS 101: Introduction to Engines (Fall 2021, Fall 2022)",
            [("Introduction to Engines", "CS 101", "Fall 2021"), ("Introduction to Engines", "CS 101", "Fall 2022")],
        ),
        ("Winter 2022/23\tLooms (lecture), Royal Institution", [("Looms", None, "Winter 2022/23")]),
        ("- HIST 415 Graduate Seminar: Looms (2021)", [("Graduate Seminar: Looms", "HIST 415", "2021")]),
        ("Card Punching (PUNCH101), teaching assistant  Spring 2019", [("Card Punching", "PUNCH101", "Spring 2019")]),
        (
            "Analytical Engines (ENG-REMA-X10), course organiser  2023–24",
            [("Analytical Engines", "ENG-REMA-X10", "2023–24")],
        ),
        ("- MSc Mechanics: *Gears and Cams* (module lead), 2019–present", [("Gears and Cams", None, "2019–present")]),
        (
            "6.001: Structure of Engines (Teaching Assistant), MIT, Spring 2016",
            [("Structure of Engines", "6.001", "Spring 2016")],
        ),
        ("WS 2022/23  Gear Trains II (lecture), TU Loomstadt", [("Gear Trains II", None, "WS 2022/23")]),
        ("SS 2023  Cams for Beginners (seminar), TU Loomstadt", [("Cams for Beginners", None, "SS 2023")]),
        ("- Punched Cards (tutor), AY 2021-22", [("Punched Cards", None, "AY 2021-22")]),
        ("Engine Theory, Wintersemester 2019/20", [("Engine Theory", None, "Wintersemester 2019/20")]),
        ("ENG 210  Gear Design (undergraduate)  Fall 2015–present", [("Gear Design", "ENG 210", "Fall 2015–present")]),
        ("- LOOM 120 *Weaving* (Sem 2 2021)", [("Weaving", "LOOM 120", "Sem 2 2021")]),
        ("- Undergraduate: EN101 Cards, Looms and Gears (2014, 2017); EN201 The Engine, 1800–1850 (every year"
         " since 2019)", [("Cards, Looms and Gears", "EN101", "2014"), ("Cards, Looms and Gears", "EN101", "2017"),
                          ("The Engine, 1800–1850", "EN201", "every year since 2019")]),
        ("Teaching Assistant: ENG 330 Steam Power (Spring 2020)", [("Steam Power", "ENG 330", "Spring 2020")]),
        ("**Courses Taught (Engine College)**", []),
        ("2021-present    ENG 702 Steam Engines II (PhD)", [("Steam Engines II", "ENG 702", "2021-present")]),
        ("- HS 2018 Teaching assistant, Engines III: Steam and Gears, ETH Loomstadt.",
         [("Engines III: Steam and Gears", None, "HS 2018")]),
        ("Teaching Assistant, 6.91: Gear Trains, Loom Institute  Spring 2015",
         [("Gear Trains", "6.91", "Spring 2015")]),
        ("SS 2022  Seminar: The Steam Age, Universität Loomstadt", [("The Steam Age", None, "SS 2022")]),
    ],
)
def test_teaching_line_gives_course_code_and_terms(line: str, expected: list[tuple[str, str | None, str]]) -> None:
    """The course is told from its code, its terms, the subject's role and the institution."""
    section, doc = _section(SectionKind.TEACHING, [line])
    assert [(t.course, t.code, t.term) for t in courses.teaching(section, doc)] == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Reviewer: SOSP (2021), OSDI (2020, 2022)", [("Reviewer", "SOSP", 2021), ("Reviewer", "OSDI", 2020),
                                                      ("Reviewer", "OSDI", 2022)]),
        ("Referee: Journal of Engines, Machine Review", [("Referee", "Journal of Engines", None),
                                                         ("Referee", "Machine Review", None)]),
        ("Organizer: Engine Workshop, 2022, 2023", [("Organizer", "Engine Workshop", 2022),
                                                    ("Organizer", "Engine Workshop", 2023)]),
        ("- Associate Editor, Journal of Engines, 2023–present", [("Associate Editor", "Journal of Engines",
                                                                  "2023-present")]),
        ("- Reviewer for Machine Letters (2020-2022)", [("Reviewer", "Machine Letters", "2020-2022")]),
        ("2021\tOrganizer, Loom Symposium, Engine Meeting", [("Organizer", "Loom Symposium, Engine Meeting", 2021)]),
        ("Program Committee Member, Engines: Theory and Practice (ETP) 2023",
         [("Program Committee Member", "Engines: Theory and Practice (ETP)", 2023)]),
        ("Area Chair: SOSP 2023. Reviewer: Machine Letters.", [("Area Chair", "SOSP", 2023),
                                                              ("Reviewer", "Machine Letters", None)]),
        ("- Artifact Evaluation Committee, LOOM 2023, CARD 2024", [("Artifact Evaluation Committee", "LOOM", 2023),
                                                                  ("Artifact Evaluation Committee", "CARD", 2024)]),
        ("- **Grant review:** Loom Council Study Section (ad hoc), 2024; Engine Panel, 2023",
         [("Grant review", "Loom Council Study Section (ad hoc)", 2024), ("Grant review", "Engine Panel", 2023)]),
        ("- **Reviewer:** *Loom Letters*, *eEngines*", [("Reviewer", "Loom Letters", None),
                                                       ("Reviewer", "eEngines", None)]),
        ("- Editorial: Series Editor, Engine Histories (Babbage Press), 2016–; Editorial Board, Loom Quarterly, "
         "2014–2020", [("Series Editor", "Engine Histories (Babbage Press)", "2016-present"),
                       ("Editorial Board", "Loom Quarterly", "2014-2020")]),
        ("- Societies: Council member, Loom Society, 2019–2023", [("Council member", "Loom Society", "2019-2023")]),
        ("Referee for Loom Letters, Engine Review A, PRX Looms and Cardica.",
         [("Referee", "Loom Letters", None), ("Referee", "Engine Review A", None), ("Referee", "PRX Looms", None),
          ("Referee", "Cardica", None)]),
        ("- Referee for Journal of Looms, Cards and Gears", [("Referee", "Journal of Looms, Cards and Gears", None)]),
        ("Languages: English, Italian (native)", []),
        ("- Reviewer: Loom Letters, Gear Review and Cardica", [("Reviewer", "Loom Letters", None),
                                                             ("Reviewer", "Gear Review", None),
                                                             ("Reviewer", "Cardica", None)]),
        ("- Peer review: Arts and Engines Research Council Peer College, 2016–",
         [("Peer review", "Arts and Engines Research Council Peer College", "2016-present")]),
        ("* Session convener, LOOM Fall Meeting, 2021", [("Session convener", "LOOM Fall Meeting", 2021)]),
        ("▪ Admissions Committee, 2020–2022", [("Admissions Committee", None, "2020-2022")]),
        ("Co-Editor, Loom Letters, 2020 – present", [("Co-Editor", "Loom Letters", "2020-present")]),
        ("▪ Reviewer, Loom Review; Gears, Cards and Looms",
         [("Reviewer", "Loom Review", None), ("Reviewer", "Gears, Cards and Looms", None)]),
        ("Referee for: Loom Letters; Gear Review",
         [("Referee", "Loom Letters", None), ("Referee", "Gear Review", None)]),
    ],
)
def test_service_line_gives_role_venue_year(line: str, expected: list[tuple[str, str | None, object]]) -> None:
    """One record per (role, venue, year), whatever the order the line writes them in."""
    section, doc = _section(SectionKind.SERVICE, [line], "Service")
    assert [(s.role, s.venue, s.period.label()) for s in service.service(section, doc)] == expected


def test_courses_under_a_teaching_job_are_teaching() -> None:
    """Course bullets under a teaching assistant's job in Experience are courses; other bullets are not."""
    lines = [
        "- **Research Engineer** · Loom Ltd · 2019 – 2020",
        "  - ENG 101 prototype (Spring 2020)",
        "- **Graduate Teaching Assistant** · Engine College · 2021 – 2023",
        "  - ENG 220 *Gear Trains* (Sem 1 2021, Sem 1 2022)",
        "  - Graded weekly problem sets",
    ]
    section, doc = _section(SectionKind.POSITIONS, lines, "Experience")
    found = courses.elsewhere(section)
    assert found is not None and found.kind is SectionKind.TEACHING
    assert [(t.course, t.code, t.term) for t in courses.teaching(found, doc)] == [
        ("Gear Trains", "ENG 220", "Sem 1 2021"),
        ("Gear Trains", "ENG 220", "Sem 1 2022"),
    ]


def test_courses_in_a_teaching_and_mentoring_section_are_teaching() -> None:
    """A section titled ``Teaching and Mentoring`` is read for students, and for the courses it lists."""
    lines = ["- ENG 101 Looms (Fall 2021, Fall 2022)", "- Ada King (PhD, 2020–present)"]
    section, doc = _section(SectionKind.STUDENTS, lines, "Teaching and Mentoring")
    found = courses.elsewhere(section)
    assert found is not None
    taught = [(t.course, t.term) for t in courses.teaching(found, doc)]
    assert taught == [("Looms", "Fall 2021"), ("Looms", "Fall 2022")]
    assert [s.name for s in advising.students(section, doc)] == ["Ada King"]




def test_nested_service_bullets_name_the_role_in_the_group_or_the_item() -> None:
    """A parent bullet names a group (and the role its items omit); each child is ``VENUE YEAR — ROLE``,
    ``Role for A, B`` or ``Role, VENUE YEAR``."""
    lines = [
        "- Program committees",
        "\t- LOOM 2024, LOOM 2025 — Associate Chair",
        "\t- CARD 2022",
        "- Other",
        "\t- Reviewer for TOLM, IJEC",
        "\t- Student volunteer chair, GEAR 2019",
    ]
    section, doc = _section(SectionKind.SERVICE, lines, "Service")
    assert [(s.role, s.venue, s.period.label(), s.span.line) for s in service.service(section, doc)] == [
        ("Associate Chair", "LOOM", 2024, 2),
        ("Associate Chair", "LOOM", 2025, 2),
        ("Program committees", "CARD", 2022, 3),
        ("Reviewer", "TOLM", None, 5),
        ("Reviewer", "IJEC", None, 5),
        ("Student volunteer chair", "GEAR", 2019, 6),
    ]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (["Oct 2023\tCounting Machines. Engine Seminar, Royal Society."],
         [("Counting Machines", "Engine Seminar, Royal Society", "2023-10")]),
        (["- *Looms at scale* — EngineConf 2023, Leeds (Aug 2023)", "- *Cards* — PyEngines York (June 2024)"],
         [("Looms at scale", "EngineConf 2023, Leeds", "2023-08"), ("Cards", "PyEngines York", "2024-06")]),
        (["Byron, A. (2023, May). Punched cards [Poster]. Engine Society Meeting, Bath, UK."],
         [("Punched cards", "Engine Society Meeting, Bath, UK", "2023-05")]),
        (['Speaker for "Looms and Logic", Engine Conference (EC), Leeds, UK  Nov. 2023'],
         [("Looms and Logic", "Engine Conference (EC), Leeds, UK", "2023-11")]),
        (["- Weaving with Cards, LOOMCONF, Leeds, UK, October 2023", "- Gears at Scale, Babbage Inc., March 2024"],
         [("Weaving with Cards", "LOOMCONF, Leeds, UK", "2023-10"), ("Gears at Scale", "Babbage Inc.", "2024-03")]),
        (["- 2023 · Loom Society Meeting, Leeds, UK — *Cards at scale* (short talk)",
          "- 2021 · Department of Engines, Babbage University — *Gears in motion*"],
         [("Cards at scale", "Loom Society Meeting, Leeds, UK", "2023"),
          ("Gears in motion", "Department of Engines, Babbage University", "2021")]),
        (["- 2019 “Counting Cards,” Engine Society, plenary lecture, Bath"],
         [("Counting Cards", "Engine Society, Bath", "2019")]),
        (["**2024**", "- *Looms at scale*, Engine Seminar, Leeds, UK (April)", "- “Gear trains,” Loom Institute",
          "### 2023", "- *Cards*, Babbage College"],
         [("Looms at scale", "Engine Seminar, Leeds, UK", "2024-04"), ("Gear trains", "Loom Institute", "2024"),
          ("Cards", "Babbage College", "2023")]),
        (["### Invited", "- *Looms at scale*, Engine Seminar, Leeds  Feb 2024",
          "Invited Talk: Gear trains, Loom Institute, York  Mar. 2023"],
         [("Looms at scale", "Engine Seminar, Leeds", "2024-02"), ("Gear trains", "Loom Institute, York", "2023-03")]),
        (["Invited talk, University of Telar, Porto  Nov 2023", "*Sparse looms*",
          "Keynote, Loom Workshop, Lisbon  2022", "*Graphs that weave*"],
         [("Sparse looms", "University of Telar, Porto", "2023-11"),
          ("Graphs that weave", "Loom Workshop, Lisbon", "2022")]),
        (["- 05/2024 Heat in looms, Weaving Seminar, Universität Telar, Austria.",
          "- 06/2022 Gears in motion, LOOMCONF 2022, Leeds, UK."],
         [("Heat in looms", "Weaving Seminar, Universität Telar, Austria", "2024-05"),
          ("Gears in motion", "LOOMCONF 2022, Leeds, UK", "2022-06")]),
        (["▪ Byron, A. (2023, August). Looms and ties. Paper presented at the Loom Society Annual Meeting, Leeds, UK.",
          "▪ Byron, A. (2021, April). Gears. Poster presented at the Engine Meeting, virtual."],
         [("Looms and ties", "Loom Society Annual Meeting, Leeds, UK", "2023-08"),
          ("Gears", "Engine Meeting", "2021-04")]),
        (["- Looms at scale. *Engine Institute*, May 2023. [Slides](x.pdf) [Video](y)",
          "* [Loom graphs](https://x.example/s.pdf), University of Leeds, 2023"],
         [("Looms at scale", "Engine Institute", "2023-05"), ("Loom graphs", "University of Leeds", "2023")]),
        (["2023", "Wage setting in looms", "Loom Institute", "March 2022", "Gears and prices", "Engine Bank, Leeds"],
         [("Wage setting in looms", "Loom Institute", "2023"), ("Gears and prices", "Engine Bank, Leeds", "2022-03")]),
        # the date leads, then "Host: Title"; a lab's name ("X Research") is a host
        (["- Mar 2021 — Loom University: Weaving with sparse cards", "- May 2024 – Engine Research: Gear trains"],
         [("Weaving with sparse cards", "Loom University", "2021-03"), ("Gear trains", "Engine Research", "2024-05")]),
        # a title given before at another host: "Host: Title" whatever the host's name
        (["- Mar 2021 — Loom University: Sparse cards", "- Apr 2021 — Gearworks: Sparse cards"],
         [("Sparse cards", "Loom University", "2021-03"), ("Sparse cards", "Gearworks", "2021-04")]),
        # host and year first, the quoted title last
        (['- Invited talk, Loom Institute, 2020: "Cards at scale"', '- Keynote, LOOMCONF, 2022: "Gear trains"'],
         [("Cards at scale", "Loom Institute", "2020"), ("Gear trains", "LOOMCONF", "2022")]),
        # a PDF's hanging indent: a talk that runs to the margin goes on under it; a short title line does not
        (["– Cards at scale. Loom Institute for Advanced Weaving Studies, Leeds,", "  UK, October 2020.",
          "– Mar 2021 — Engine University: Weaving with cards and other sparse",
          "  structures", "– Gear trains", "  Loom Institute, York, May 2022"],
         [("Cards at scale", "Loom Institute for Advanced Weaving Studies, Leeds, UK", "2020-10"),
          ("Weaving with cards and other sparse structures", "Engine University", "2021-03"),
          ("Gear trains", "Loom Institute, York", "2022-05")]),
        # "(virtual)" after the host: how the talk was given, no part of the host
        (['- "Cards at scale," Loom University (virtual), March 2021.'],
         [("Cards at scale", "Loom University", "2021-03")]),
        # the date in brackets or parentheses: at the head of the line, or between the title and the host
        (["- [Mar 2021] Cards at scale, Loom University", '- "Gear trains" (May 2022), Engine Institute, York'],
         [("Cards at scale", "Loom University", "2021-03"), ("Gear trains", "Engine Institute, York", "2022-05")]),
        # a table's columns (a PDF's gaps, LaTeX's cells): the date alone in a column, then title and host
        (["Date       Title                Host", "Oct 2020   Cards at scale       Loom Institute",
          "Gear trains   Engine University, Leeds   2022"],
         [("Cards at scale", "Loom Institute", "2020-10"), ("Gear trains", "Engine University, Leeds", "2022")]),
    ],
)
def test_talk_lines_give_title_host_and_date(lines: list[str], expected: list[tuple[str, str, str]]) -> None:
    """Title, host as written (place included) and month, in the orders CVs use."""
    section, doc = _section(SectionKind.TALKS, lines, "Invited Talks")
    found = talks.talks(section, doc, known_titles=[])
    assert [(t.title, t.host, t.date.iso() if t.date else None) for t in found] == expected


def test_student_labels_and_items_give_level_and_status() -> None:
    """Label lines (Current, Former), 'PhD students:' lists and each item's own details set level and status."""
    lines = [
        "Current",
        "\tCharles Babbage (PhD, co-supervised with Mary Somerville)",
        "Former",
        "\tGrace Hopper (MSc, 2022; now at Engine Works)",
        "PhD students: Alan Turing (2022–), Joan Clarke (2019–2023, now at Bletchley)",
        "Edsger Dijkstra, MSc student (2023–present)",
    ]
    section, doc = _section(SectionKind.STUDENTS, lines, "Students Supervised")
    found = [(s.name, s.level, s.status, s.co_advisors, s.outcome) for s in advising.students(section, doc)]
    assert found == [
        ("Charles Babbage", StudentLevel.PHD, StudentStatus.CURRENT, ("Mary Somerville",), None),
        ("Grace Hopper", StudentLevel.MASTER, StudentStatus.PAST, (), "Engine Works"),
        ("Alan Turing", StudentLevel.PHD, StudentStatus.PAST, (), None),
        ("Joan Clarke", StudentLevel.PHD, StudentStatus.PAST, (), "Bletchley"),
        ("Edsger Dijkstra", StudentLevel.MASTER, StudentStatus.PAST, (), None),
    ]












def test_a_group_table_gives_one_student_a_row() -> None:
    """A "Current Group" table (``Name  Program  Since``) gives each row's student, level, year and co-advisor."""
    lines = [
        "Name  Program  Since",
        "Charles Babbage  Ph.D. student  2019",
        "Grace Hopper  Ph.D. student (co-advised with Mary Somerville)  2020",
        "Alan Turing  M.S. student  2023",
    ]
    section, doc = _section(SectionKind.STUDENTS, lines, "Current Group")
    found = [(s.name, s.level, s.status, s.co_advisors, s.year) for s in advising.students(section, doc)]
    assert found == [
        ("Charles Babbage", StudentLevel.PHD, StudentStatus.CURRENT, (), 2019),
        ("Grace Hopper", StudentLevel.PHD, StudentStatus.CURRENT, ("Mary Somerville",), 2020),
        ("Alan Turing", StudentLevel.MASTER, StudentStatus.CURRENT, (), 2023),
    ]


def test_a_year_leading_an_award_with_a_separator_leaves_no_mark() -> None:
    """``2023 · Best Paper Award, Symposium on Looms (SL 2023)``: the name keeps neither the dot nor a gap (nor the
    event that gave it, the brief's convention)."""
    section, doc = _section(SectionKind.AWARDS, ["- 2023 · Best Paper Award, Symposium on Looms (SL 2023)"])
    assert [a.name for a in awards.awards(section, doc)] == ["Best Paper Award"]




def test_dates_on_lines_of_their_own_belong_to_the_awards_they_alternate_with() -> None:
    """PDF text: a date line above each award, alternating one for one, is that award's date."""
    section, doc = _section(SectionKind.AWARDS, ["2021–2026", "Loom Grant", "2015", "Gear Prize"])
    assert [(a.name, a.period.label()) for a in awards.awards(section, doc)] == [
        ("Loom Grant", "2021-2026"), ("Gear Prize", 2015)
    ]  # fmt: skip


def test_an_organization_under_a_dated_award_is_its_awarder() -> None:
    """``2022  **Loom Starting Grant**`` over ``European Loom Council``: one award; an undated prize stays one."""
    lines = [
        "2022  **Loom Starting Grant**",
        "European Loom Council",
        "2019  **Engine Fellowship**",
        "Babbage Foundation",
        "Best Punched Card Prize",
    ]
    section, doc = _section(SectionKind.AWARDS, lines, "Grants and Awards")
    found = [(a.name, a.period.label(), a.span.end_line) for a in awards.awards(section, doc)]
    assert found == [
        ("Loom Starting Grant", 2022, 2),
        ("Engine Fellowship", 2019, 4),
        ("Best Punched Card Prize", None, 5),
    ]


def test_grants_are_named_without_the_subjects_role_or_the_amount() -> None:
    """``PI, Loom Council LC-123, “Title”, 2021–2024`` -> the agency, number and title; an amount goes wherever it
    stands (``(£2M)`` too, as the golds since held-out 3 write grants); a note on the list is no award."""
    lines = [
        "- PI, Loom Council LC-123, “Counting with cards”, 2021–2024",
        "- Engine Foundation Grant, “Gears at scale” (co-PI), $120,000  2019",
        "- Co-I, Babbage Trust BT-2020-07 (PI: A. King), Weaving engines, 2020–2022",
        "- Loom Prize (£2M), 2018",
        "- Engine Medal, for The Book of Gears, 2017",
        "Selected; the full list is on my website.",
    ]
    section, doc = _section(SectionKind.AWARDS, lines, "Grants")
    assert [(a.name, a.period.label()) for a in awards.awards(section, doc)] == [
        ("Loom Council LC-123, Counting with cards", "2021-2024"),
        ("Engine Foundation Grant, Gears at scale", 2019),
        ("Babbage Trust BT-2020-07, Weaving engines", "2020-2022"),
        ("Loom Prize", 2018),
        ("Engine Medal", 2017),
    ]


def test_lines_of_one_latex_item_with_dates_of_their_own_are_awards_of_their_own() -> None:
    """``\\item{A \\hfill 2024 \\\\ B \\hfill 2023}`` arrives as a bullet and unmarked lines: each dated line is
    an award; an indented line is the award above, wrapped."""
    lines = ["- Loom Fellowship, Engine College  2024", "Best Card Award, LOOMCONF 2023  2023",
             "- Gear Medal of the Royal Society of Engines  2019", "  (shared with A. King, 2019)"]  # fmt: skip
    section, doc = _section(SectionKind.AWARDS, lines, "Honors")
    assert [(a.name, a.period.label()) for a in awards.awards(section, doc)] == [
        ("Loom Fellowship", 2024),
        ("Best Card Award, LOOMCONF 2023", 2023),
        ("Gear Medal of the Royal Society of Engines", 2019),
    ]


def test_a_seminar_list_gives_one_untitled_talk_per_host() -> None:
    """``2023: NBER Summer Institute (Labor); Bocconi`` lists hosts only; a dated title line stays a titled talk."""
    lines = [
        "**2023:** Loom Summer Institute (Weaving); Engine University; Universidad de los Telares",
        "**2022:** Loom Society Annual Meeting, Leeds; CEMFI",
        "2021: Engine University, Loom Institute",
        "2019: University of Leeds, Loom Fed, Cardworks Lab",
        "2020: Weaving with cards, Engine University",
    ]
    section, doc = _section(SectionKind.TALKS, lines, "Seminars")
    read = talks.talks(section, doc, known_titles=[])
    found = [(t.title, t.host, t.date.iso() if t.date else None) for t in read]
    assert found[:10] == [
        (None, "Loom Summer Institute (Weaving)", "2023"),
        (None, "Engine University", "2023"),
        (None, "Universidad de los Telares", "2023"),
        (None, "Loom Society Annual Meeting, Leeds", "2022"),
        (None, "CEMFI", "2022"),
        (None, "Engine University", "2021"),
        (None, "Loom Institute", "2021"),
        (None, "University of Leeds", "2019"),
        (None, "Loom Fed", "2019"),
        (None, "Cardworks Lab", "2019"),
    ]
    assert found[10:] == [("Weaving with cards", "Engine University", "2020")]
    section, doc = _section(SectionKind.TALKS, ["Seminar talks: Loom Institute (2019), Engine University (2021)"])
    read = talks.talks(section, doc, known_titles=[])
    assert [(t.title, t.host, t.date.iso() if t.date else None) for t in read] == [
        (None, "Loom Institute", "2019"),
        (None, "Engine University", "2021"),
    ]
    with pytest.raises(ValueError, match="title or a host"):
        Talk(None, doc.span(1))


def test_qualified_labels_and_several_students_a_line() -> None:
    """``**M.Sc. (completed):** A (2021, → X); B`` labels, a label line ending in a colon, ``Current:``,
    postdocs (level other) and nested labels (``Doctoral: Completed: ...`` over ``In progress: ...``)."""
    lines = [
        "**M.Sc. (completed):** Charles Babbage (2021, → Engine Works); Grace Hopper (2019, co-supervised with"
        " Mary Somerville, Loom Ltd)",
        "Doctoral students (main supervisor), with placement:",
        "Alan Turing (2020, Bletchley Park); Joan Clarke (2022, University of Leeds)",
        "Current: Edsger Dijkstra; Barbara Liskov",
        "**Postdoctoral researchers:** Ada King (2019–2021)",
        "- Research interns (Loom Lab): Tim Berners (MSc student, UCL; 2023), Vint Cerf (2022)",
        "- Doctoral: Completed: Donald Knuth (2018); Niklaus Wirth (2020)",
        "  In progress: Frances Allen; John Backus",
    ]
    section, doc = _section(SectionKind.STUDENTS, lines, "Advising")
    found = [(s.name, s.level.value, s.status.value, s.co_advisors) for s in advising.students(section, doc)]
    assert found == [
        ("Charles Babbage", "master", "past", ()),
        ("Grace Hopper", "master", "past", ("Mary Somerville",)),
        ("Alan Turing", "phd", "past", ()),
        ("Joan Clarke", "phd", "past", ()),
        ("Edsger Dijkstra", "phd", "current", ()),
        ("Barbara Liskov", "phd", "current", ()),
        ("Ada King", "other", "past", ()),
        ("Tim Berners", "intern", "past", ()),
        ("Vint Cerf", "intern", "past", ()),
        ("Donald Knuth", "phd", "past", ()),
        ("Niklaus Wirth", "phd", "past", ()),
        ("Frances Allen", "phd", "current", ()),
        ("John Backus", "phd", "current", ()),
    ]


def test_an_item_says_its_own_level_and_status() -> None:
    """Without labels: ``now at X`` is past, ``2022–present`` current, a lead-in names the level of each."""
    lines = [
        "Graduate students: Ada King (Ph.D., Looms program, 2022–present); Tim Berners (Sc.M. 2024, now at Engines)",
        "2022–2024 Co-supervision of Master's student Grace Hopper (Engine College, thesis completed 2023) and of"
        " PhD student Alan Turing (ongoing, with Prof. C. Babbage).",
        "Joan Clarke (MSc 2019) → Engine Works",
    ]
    section, doc = _section(SectionKind.STUDENTS, lines, "Mentoring")
    found = [(s.name, s.level.value, s.status.value, s.co_advisors) for s in advising.students(section, doc)]
    assert found == [
        ("Ada King", "phd", "current", ()),
        ("Tim Berners", "master", "past", ()),
        ("Grace Hopper", "master", "past", ()),
        ("Alan Turing", "phd", "current", ("C. Babbage",)),
        ("Joan Clarke", "master", "past", ()),
    ]


def test_committees_in_their_listed_shapes() -> None:
    """A labelled list, an examiner line naming the thesis's author, and examinations by institution."""
    lines = [
        "- **Thesis committees (Engine College):** Ada King (2022), Alan Turing (2024)",
        "- External examiner, Ph.D. thesis of Grace Hopper, University of Leeds (2021)",
        "- External examiner: University of York (PhD of Tim Berners, 2019); Loom Institute (MPhil of Joan Clarke,"
        " 2020)",
    ]
    section, doc = _section(SectionKind.COMMITTEES, lines, "Service")
    found = [(c.name, c.year, c.institution) for c in committees.committees(section, doc)]
    assert found == [
        ("Ada King", 2022, "Engine College"),
        ("Alan Turing", 2024, "Engine College"),
        ("Grace Hopper", 2021, "University of Leeds"),
        ("Tim Berners", 2019, "University of York"),
        ("Joan Clarke", 2020, "Loom Institute"),
    ]


def test_a_committee_table_gives_one_committee_a_row() -> None:
    """A PDF's or LaTeX's table ``Student  Institution  Year``: the column names go, each row is a committee."""
    lines = [
        "Student        Institution           Year",
        "Ada King       University of Leeds   2021",
        "Alan Turing    Engine College        2023",
    ]
    section, doc = _section(SectionKind.COMMITTEES, lines, "Doctoral Committees")
    found = [(c.name, c.year, c.institution) for c in committees.committees(section, doc)]
    assert found == [("Ada King", 2021, "University of Leeds"), ("Alan Turing", 2023, "Engine College")]


def test_committee_year_first_then_a_dash_and_talk_dates_keep_the_month() -> None:
    """``2021 — Name, University (external examiner)`` is dated 2021; a talk on ``March 3, 2021`` is 2021-03, and
    ``2020: *Title*, Host`` one talk, no list of two hosts."""
    section, doc = _section(SectionKind.COMMITTEES, ["- 2021 — Ada King, University of Leeds (external examiner)"])
    assert [(c.name, c.year, c.institution) for c in committees.committees(section, doc)] == [
        ("Ada King", 2021, "University of Leeds")
    ]
    lines = ['- "Looms," Engine Institute, March 3, 2021.', "- 2020: *Gear trains*, Loom University"]
    section, doc = _section(SectionKind.TALKS, lines, "Talks")
    read = talks.talks(section, doc, known_titles=[])
    found = [(t.title, t.host, t.date.iso() if t.date else None) for t in read]
    assert found == [("Looms", "Engine Institute", "2021-03"), ("Gear trains", "Loom University", "2020")]


def test_year_headings_date_the_awards_under_them() -> None:
    """``### 2023`` over ``- Loom Prize``: an award of 2023; ``Gear Fellowship (2021–2023)`` keeps its own years."""
    lines = ["### 2023", "- Loom Prize", "- Gear Fellowship (2021–2023)", "### 2020", "- Engine Medal"]
    section, doc = _section(SectionKind.AWARDS, lines, "Awards")
    assert [(a.name, a.period.label()) for a in awards.awards(section, doc)] == [
        ("Loom Prize", 2023),
        ("Gear Fellowship", "2021-2023"),
        ("Engine Medal", 2020),
    ]
    # without bullets (moderncv's \cvitem{}{...} under \subsection{2023})
    section, doc = _section(SectionKind.AWARDS, ["### 2023", "Loom Prize", "### 2020", "Engine Medal"], "Awards")
    assert [(a.name, a.period.label()) for a in awards.awards(section, doc)] == [
        ("Loom Prize", 2023),
        ("Engine Medal", 2020),
    ]


def test_an_amount_after_the_year_and_a_tables_column_names_are_no_part_of_an_award() -> None:
    """``Loom Prize, 2023 ($10,000)`` is the Loom Prize; ``Year  Award`` over the rows names the columns."""
    lines = ["Year   Award", "2022   Gear Fellowship", "- Loom Prize, 2023 ($10,000)"]
    section, doc = _section(SectionKind.AWARDS, lines, "Awards")
    assert [(a.name, a.period.label()) for a in awards.awards(section, doc)] == [
        ("Gear Fellowship", 2022),
        ("Loom Prize", 2023),
    ]


def test_labelled_lines_of_one_item_go_to_their_readers() -> None:
    """``\\item{\\textbf{Instructor}: ... \\\\ \\textbf{Reviewer}: ...}``: each labelled line at the margin is read
    by the reader its label names."""
    lines = ["## Teaching & Service", "- Instructor: ENG 101 Looms (Fall 2022)", "Reviewer: Loom Letters (2023)",
             "Mentor: Ada King (undergraduate, 2021–2022)"]  # fmt: skip
    routed = labels.route(split_sections(list(enumerate(lines, start=1))))
    assert [(s.kind, [n for n, _ in s.lines]) for s in routed[1:]] == [
        (SectionKind.TEACHING, [2]),
        (SectionKind.SERVICE, [3]),
        (SectionKind.STUDENTS, [4]),
    ]


def test_a_mixed_section_sends_each_labelled_line_to_its_reader() -> None:
    """In ``Teaching & Service``, ``Reviewer:`` lines are service and ``Mentor:`` lines students; committees
    and examinations leave Service; a label that may name the section's own kind keeps its line."""
    lines = [
        "## Teaching & Service",
        "- Teaching assistant: Engines 101 (Fall 2022)",
        "- Reviewer: Loom Letters (2023)",
        "- Mentor: Ada King (undergraduate, 2023–2024)",
        "## Service",
        "- Teaching committee: Engine College, 2021",
        "- **Doctoral committees (Engine College):** Alan Turing (2024)",
        "- Examiner, PhD thesis of Grace Hopper, University of Leeds (2021)",
        "## Teaching",
        "- 2021–2023 Co-supervision of Master's student Ada King (thesis completed 2023)",
    ]
    routed = labels.route(split_sections(list(enumerate(lines, start=1))))
    assert [(s.kind, [n for n, _ in s.lines]) for s in routed[1:]] == [
        (SectionKind.TEACHING, [2]),
        (SectionKind.SERVICE, [3]),
        (SectionKind.STUDENTS, [4]),
        (SectionKind.SERVICE, [6]),
        (SectionKind.COMMITTEES, [7, 8]),
        (SectionKind.STUDENTS, [10]),
    ]


def test_a_shortened_institution_is_named_as_the_cv_names_it_elsewhere() -> None:
    """``Thesis committees (Leeds)`` in a CV whose positions name ``University of Leeds`` gives that name."""
    section, doc = _section(SectionKind.COMMITTEES, ["**Thesis committees (Leeds):** Ada King (2022)"], "Service")
    found = committees.committees(section, doc, ["Department of Looms, University of Leeds"])
    assert [(c.name, c.institution) for c in found] == [("Ada King", "University of Leeds")]
    found = committees.committees(section, doc, ["Leeds Loom Works"])
    assert [(c.name, c.institution) for c in found] == [("Ada King", "Leeds")]


def test_an_items_own_short_school_stays_as_written() -> None:
    """``Ada King (Leeds, 2022)``: the item names its school as it likes; only a label's short name is a
    shorthand for the CV's own institution."""
    section, doc = _section(SectionKind.COMMITTEES, ["**Thesis committees:** Ada King (Leeds, 2022)"], "Service")
    found = committees.committees(section, doc, ["Department of Looms, University of Leeds"])
    assert [(c.name, c.year, c.institution) for c in found] == [("Ada King", 2022, "Leeds")]


def test_a_status_label_takes_the_level_of_the_list_above() -> None:
    """``Current: X, Y`` under ``Ph.D. advisees: A (2019, Fed)`` names Ph.D. students; under a list whose
    label names no level it names none either."""
    lines = ["Ph.D. advisees (first placement): Ada King (2019, Loom Fed), Alan Turing (2021, Engine Bank)",
             "Current: Grace Hopper, Joan Clarke", "Graduate students: Tim Berners (2022–present)"]  # fmt: skip
    section, doc = _section(SectionKind.STUDENTS, lines, "Advising")
    found = [(s.name, s.level.value, s.status.value) for s in advising.students(section, doc)]
    assert found == [
        ("Ada King", "phd", "past"),
        ("Alan Turing", "phd", "past"),
        ("Grace Hopper", "phd", "current"),
        ("Joan Clarke", "phd", "current"),
        ("Tim Berners", "other", "current"),
    ]


def test_a_bold_label_at_the_margin_labels_the_bullets_below_it() -> None:
    """``**Master's students**`` after a bullet of Ph.D. students labels the bullets under it."""
    lines = ["**PhD students**", "- Ada King (2020–present)", "**Master's students**", "- Alan Turing (2021)"]
    section, doc = _section(SectionKind.STUDENTS, lines, "Mentoring")
    found = [(s.name, s.level.value, s.status.value) for s in advising.students(section, doc)]
    assert found == [("Ada King", "phd", "current"), ("Alan Turing", "master", "past")]


def test_award_sub_headings_group_awards_and_a_comment_gives_the_years() -> None:
    """``### International`` names a group of awards and is none; a grant's years in a comment after its name
    (moderncv's ``\\cvitemwithcomment``) are its years, over the year of the label."""
    lines = ["### International", "Engine Prize, Royal Society  2023", "### Domestic",
             "Loom Grant (LG-12), 2021–2026  2021"]  # fmt: skip
    section, doc = _section(SectionKind.AWARDS, lines)
    assert [(a.name, a.period.label()) for a in awards.awards(section, doc)] == [
        ("Engine Prize", 2023),
        ("Loom Grant (LG-12)", "2021-2026"),
    ]


def test_a_date_column_and_a_co_supervisor_outside_parentheses() -> None:
    """A tabular row's leading dates are the student's details; ``co-supervised with X`` names a co-advisor
    wherever it stands on the line."""
    lines = ["since 2020  Ada King, *Looms of the North*", "2019–2023  Charles Babbage, *Gears* (now at Loom Ltd)",
             "- Mary Somerville, Ph.D. student (since 2022), co-supervised with Prof. Ada Byron"]  # fmt: skip
    section, doc = _section(SectionKind.STUDENTS, lines, "Doctoral Students")
    found = [(s.name, s.status.value, s.co_advisors) for s in advising.students(section, doc)]
    assert found == [
        ("Ada King", "current", ()),
        ("Charles Babbage", "past", ()),
        ("Mary Somerville", "current", ("Ada Byron",)),
    ]


def test_a_level_column_labels_its_row_and_the_rows_under_it() -> None:
    """``Ph.D.  Name`` (a tabular's level column) gives the level to its row and to the rows under it
    that leave the column empty, until another level."""
    lines = ["Ph.D.  Ada King (2021–)", "Mary Somerville (2018–2023), now at Loom Ltd", "M.S.  Charles Babbage (2022)"]
    section, doc = _section(SectionKind.STUDENTS, lines, "Students Supervised")
    found = [(s.name, s.level.value, s.status.value) for s in advising.students(section, doc)]
    assert found == [("Ada King", "phd", "current"), ("Mary Somerville", "phd", "past"),
                     ("Charles Babbage", "master", "past")]  # fmt: skip


def test_the_only_date_closing_a_list_of_venues_is_the_date_of_each() -> None:
    """``Reviewer for A, B  2022–2023`` (a moderncv ``\\cvitem`` with its years last): both venues, both years;
    years given per venue stay theirs."""
    lines = ["Reviewer for LoomConf, EngineSymp  2022–2023", "Reviewer for LoomConf (2021), EngineSymp (2020)"]
    section, doc = _section(SectionKind.SERVICE, lines, "Service")
    assert [(s.role, s.venue, s.period.label()) for s in service.service(section, doc)] == [
        ("Reviewer", "LoomConf", "2022-2023"),
        ("Reviewer", "EngineSymp", "2022-2023"),
        ("Reviewer", "LoomConf", 2021),
        ("Reviewer", "EngineSymp", 2020),
    ]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        pytest.param(
            [
                '"Looms at Sea." Canal Studies Colloquium, University of',
                "Springfield–Shelbyville, March 2024.",
                '"Tides and Trade." Institute for Harbor Research,',
                "Lisbon, Portugal, June 2022.",
            ],
            [
                ("Looms at Sea", "Canal Studies Colloquium, University of Springfield–Shelbyville", "2024-03"),
                ("Tides and Trade", "Institute for Harbor Research, Lisbon, Portugal", "2022-06"),
            ],
            id="pdf-wrapped-quoted-titles",
        ),
        pytest.param(
            [
                "**2024** Canal Society Annual Meeting, Lisbon, Portugal.",
                "*Looms in a warming sea* (keynote).",
                "",
                "**2021** Department of Harbors Seminar, Springfield School of",
                "Public Health, Boston, MA. *What tides did (and did not) do in",
                "Shelbyville*.",
            ],
            [
                ("Looms in a warming sea", "Canal Society Annual Meeting, Lisbon, Portugal", "2024"),
                (
                    "What tides did (and did not) do in Shelbyville",
                    "Department of Harbors Seminar, Springfield School of Public Health, Boston, MA",
                    "2021",
                ),
            ],
            id="year-labelled-paragraphs-title-after-host",
        ),
        pytest.param(
            [
                "2023  *Lattices at sea*, Harbor Algebra Days, Queen's University, Kingston, Canada",
                "2019  *Tropical tides*, Séminaire des Marées, Institut des Ports, Paris",
            ],
            [
                ("Lattices at sea", "Harbor Algebra Days, Queen's University, Kingston, Canada", "2023"),
                ("Tropical tides", "Séminaire des Marées, Institut des Ports, Paris", "2019"),
            ],
            id="tabular-year-then-emphasised-title",
        ),
        pytest.param(
            [
                "Engines of Light, Canal NLP Seminar, Springfield, CA  Mar. 2024",
                "Drift under Shift, Canal AI Summer School (CASS), Lisbon, Portugal  Jul. 2023",
            ],
            [
                ("Engines of Light", "Canal NLP Seminar, Springfield, CA", "2024-03"),
                ("Drift under Shift", "Canal AI Summer School (CASS), Lisbon, Portugal", "2023-07"),
            ],
            id="unmarked-title-host-date-lines",
        ),
    ],
)
def test_wrapped_and_labelled_talks(lines: list[str], expected: list[tuple[str, str, str]]) -> None:
    """A talk wrapped over lines is one talk; a year label (bold, or a table's column) dates the talk it opens;
    a title set last in emphasis after a host that ends in a place is the title; a line that gives its own
    title and host after such a line is a talk of its own."""
    section, doc = _section(SectionKind.TALKS, lines, "Invited Talks")
    read = talks.talks(section, doc, known_titles=[])
    assert [(t.title, t.host, t.date.iso() if t.date else None) for t in read] == expected


def test_a_seminar_series_named_in_the_title_place_gives_an_untitled_talk() -> None:
    """``Loom Seminar, University of X, 2011``: a series' name written plain is where the talk was given;
    an emphasised or titled talk at a seminar keeps its title."""
    lines = [
        "- Loom Seminar, University of Springfield, 2011.",
        "- Seminario de Telares, Universidad de Cádiz, 2021.",
        "- Weaving at scale, Loom Seminar, Springfield, 2020.",
    ]
    section, doc = _section(SectionKind.TALKS, lines, "Seminars")
    read = talks.talks(section, doc, known_titles=[])
    assert [(t.title, t.host) for t in read] == [
        (None, "Loom Seminar, University of Springfield"),
        (None, "Seminario de Telares, Universidad de Cádiz"),
        ("Weaving at scale", "Loom Seminar, Springfield"),
    ]


def test_a_talk_title_in_single_quotes_loses_them() -> None:
    """Harvard-style talk lists quote titles singly: ``2024 · 'Looms in motion', Host``."""
    section, doc = _section(SectionKind.TALKS, ["- 2024 · 'Looms in motion', Loom Colloquium, University of Leeds"])
    read = talks.talks(section, doc, known_titles=[])
    assert [(t.title, t.host) for t in read] == [("Looms in motion", "Loom Colloquium, University of Leeds")]
def test_a_note_in_parentheses_on_a_line_of_its_own_finishes_the_award_above() -> None:
    """A wrapped ``**2012** Loom Fellowship for Young Weavers`` / ``(Portugal)``: one award, its note kept."""
    lines = ["**2012** Loom Fellowship for Young Weavers", "(Portugal)", "", "**2009** Engine Prize"]
    section, doc = _section(SectionKind.AWARDS, lines)
    assert [a.name for a in awards.awards(section, doc)] == [
        "Loom Fellowship for Young Weavers (Portugal)", "Engine Prize",
    ]  # fmt: skip


def test_a_seminar_list_under_a_year_in_italics() -> None:
    """``*2024*: Harvard University, Princeton University``: the year's emphasis is a label's, not a title's."""
    section, doc = _section(
        SectionKind.TALKS, ["*2024*: Loom University, Princeton University, Bank of Looms"]
    )
    read = talks.talks(section, doc, known_titles=[])
    found = [(t.title, t.host, t.date.year if t.date else None) for t in read]
    assert found == [
        (None, "Loom University", 2024),
        (None, "Princeton University", 2024),
        (None, "Bank of Looms", 2024),
    ]
