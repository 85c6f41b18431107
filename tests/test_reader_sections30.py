"""Development sets 30 and 31's lessons for the sections beside the publications, on invented strings: humanities
CVs (moderncv, article, currvita) and CVs converted from PDF."""

from __future__ import annotations

from cvkg.export import to_layout
from cvkg.extract import text
from cvkg.model import SourceDocument
from tests.readers import read_tex


def _md(source: str) -> dict:
    return to_layout(text.extract(SourceDocument("cv.md", "text/markdown", source, "")))


def _moderncv(body: str) -> dict:
    source = (
        "\\documentclass{moderncv}\n\\moderncvstyle{classic}\n\\name{Odile}{Varga}\n\\begin{document}\n"
        f"\\makecvtitle\n{body}\n\\end{{document}}\n"
    )
    return to_layout(read_tex(source))


def _courses(found: dict) -> list[tuple[str, str | None, str | None]]:
    return [(t["course"], t["code"], t["term"]) for t in found["teaching"]]


def test_courses_under_a_place_label_are_read_row_by_row() -> None:
    """A place in italics over a table's rows, then a list, then a label line: each row and item is a course, the
    place none, and a list closed by its years gives them to every course in it."""
    found = _md(
        "# Odile Varga\n\n## Courses Taught\n"
        "*Linden University* (instructor of record)\n"
        "Fall 2024  LOGI 6050  Graduate Seminar: Time and Tense\n"
        "Spring 2023  LOGI 3560  Modal Logic\n"
        "*Birch College*\n"
        "- LG 111 Reasoning Well (Fall 2019)\n"
        "*University of Tarn* (teaching fellow): Introduction to Logic; Paradoxes (2014–2016)\n"
    )
    assert _courses(found) == [
        ("Graduate Seminar: Time and Tense", "LOGI 6050", "Fall 2024"),
        ("Modal Logic", "LOGI 3560", "Spring 2023"),
        ("Reasoning Well", "LG 111", "Fall 2019"),
        ("Introduction to Logic", None, "2014–2016"),
        ("Paradoxes", None, "2014–2016"),
    ]


def test_moderncv_courses_under_a_subsection_keep_their_codes_and_subtitles() -> None:
    """``\\subsection{Place (role)}`` over ``\\cvitem{CODE}{Course: Subtitle --- Fall 2023, Fall 2024}``: codes of
    two words, each term a record, the course's subtitle its own."""
    found = _moderncv(
        "\\section{Teaching}\n\\subsection{University of Tarn (instructor of record)}\n"
        "\\cvitem{LING 1230}{Borders: Languages in Contact --- Fall 2023, Fall 2024}\n"
        "\\subsection{Linden University (Graduate Student Instructor)}\n"
        "\\cvitem{COM LIT R2A}{Reading and Writing: Travellers --- Spring 2020}\n"
    )
    assert _courses(found) == [
        ("Borders: Languages in Contact", "LING 1230", "Fall 2023"),
        ("Borders: Languages in Contact", "LING 1230", "Fall 2024"),
        ("Reading and Writing: Travellers", "COM LIT R2A", "Spring 2020"),
    ]


def test_a_place_label_over_coded_courses_is_no_course() -> None:
    """``Tarn: ART_HIST 255-0 X; ART_HIST 350-0 Y, Z, W``, ``Courses regularly taught at Tarn: ...`` and a role after
    the place: underscored and dotted codes, a name listing three words."""
    found = _md(
        "# Odile Varga\n\n## Teaching\n"
        "Tarn: ART_HIST 255-0 Art of the Baltic; ART_HIST 350-0 Prints, Casts, Copies\n"
        "Courses regularly taught at Linden: CLAS 0210 Greek Lyric\n"
        "Birch: Teaching assistant, AS.100.102 The Medieval City; AS.100.232 The Reformation (2014–2016)\n"
    )
    assert _courses(found) == [
        ("Art of the Baltic", "ART_HIST 255-0", None),
        ("Prints, Casts, Copies", "ART_HIST 350-0", None),
        ("Greek Lyric", "CLAS 0210", None),
        ("The Medieval City", "AS.100.102", "2014–2016"),
        ("The Reformation", "AS.100.232", "2014–2016"),
    ]


def test_quarters_of_a_school_year_fall_in_its_two_calendar_years() -> None:
    """``Autumn, Winter, Spring 2020–21``: the autumn quarter in 2020, the others in 2021; a course's form in brackets
    (``(Proseminar)``) is no part of its name."""
    found = _md(
        "# Odile Varga\n\n## Teaching\n"
        "Teaching Intern, SOSC 11100 Power and Place, Autumn, Winter, Spring  2020–21\n"
        "- Palaeography I (Proseminar)  HS 2023\n"
    )
    assert _courses(found) == [
        ("Power and Place", "SOSC 11100", "Autumn 2020"),
        ("Power and Place", "SOSC 11100", "Winter 2021"),
        ("Power and Place", "SOSC 11100", "Spring 2021"),
        ("Palaeography I", None, "HS 2023"),
    ]


def _talks(found: dict) -> list[tuple[str | None, str | None, str | None]]:
    return [(t["title"], t["host"], t["date"]) for t in found["talks"]]


def test_a_talk_dated_by_a_month_label_under_its_year() -> None:
    """``### 2024`` over ``Oct.: “Title,” Host`` lines: each line a talk of that year and month."""
    found = _md(
        "# Odile Varga\n\n## Papers Presented\n### 2024\n"
        "Oct.: “Salt and Credit,” Society for Baltic Studies, Riga\n"
        "Apr.: “The Pawnbroker's Book,” Early Modern Seminar, Linden University\n"
    )
    assert _talks(found) == [
        ("Salt and Credit", "Society for Baltic Studies, Riga", "2024-10"),
        ("The Pawnbroker's Book", "Early Modern Seminar, Linden University", "2024-04"),
    ]


def test_a_host_closing_with_the_month_of_the_year_column_gives_the_month() -> None:
    """``“Title,” Kind lecture, Host, City, April 2025 (also chair)  2025``: the month from the host, the talk's kind
    and the note after it no part of the host; a named panel inside a meeting is no host either."""
    found = _md(
        "# Odile Varga\n\n## Lectures\n"
        "“Drawing the Harbour,” Members' lecture, Tarn Museum, Riga, April 2025 (also session chair)  2025\n"
        "“Small Tongues.” Panel “Border Writing,” Baltic Studies Annual Meeting, Vilnius.  Mar. 2024\n"
    )
    assert _talks(found) == [
        ("Drawing the Harbour", "Tarn Museum, Riga", "2025-04"),
        ("Small Tongues", "Baltic Studies Annual Meeting, Vilnius", "2024-03"),
    ]


def test_comments_on_a_paper_are_the_talk() -> None:
    """``Comments on A. Name, “Title,” Meeting``: the comment, with the paper's title, is the talk's title; a
    keynote's kind after its title is none of it."""
    found = _md(
        "# Odile Varga\n\n## Presentations\n"
        "- Comments on Jonas Kell, “Seeing Red,” Baltic Philosophy Meeting, Riga, Jan. 2024\n"
        "- Who Reads a Map?, keynote, Cartography Conference, Tartu  May 2023\n"
    )
    assert _talks(found) == [
        ("Comments on Jonas Kell, “Seeing Red”", "Baltic Philosophy Meeting, Riga", "2024-01"),
        ("Who Reads a Map?", "Cartography Conference, Tartu", "2023-05"),
    ]


def test_a_paper_presented_at_several_workshops_in_a_sentence() -> None:
    """``Workshops: Work in progress presented at the X, Univ (2021); the Y, Univ (2023); and the Z (2024).``:
    an untitled talk at each, in its year."""
    found = _md(
        "# Odile Varga\n\n## Conference Presentations\n"
        "“Tolls and Ferries”, Baltic Studies Annual Meeting, Riga  Dec 2023\n"
        "Workshops: Work in progress also presented at the Map History Workshop, Linden University (2021); "
        "the Baltic Studies Workshop, Linden University (2023); and the Centre for Rivers, Tarn University (2024).\n"
    )
    assert _talks(found) == [
        ("Tolls and Ferries", "Baltic Studies Annual Meeting, Riga", "2023-12"),
        (None, "Map History Workshop, Linden University", "2021"),
        (None, "Baltic Studies Workshop, Linden University", "2023"),
        (None, "Centre for Rivers, Tarn University", "2024"),
    ]


def test_a_level_label_holds_for_the_unlabelled_students_under_it() -> None:
    """``PhD: A (...)`` over ``B (since 2022)``: B is a doctoral student too, until the next label; a German
    doctorate (``Dr. phil. 2024``) is a PhD."""
    found = _md(
        "# Odile Varga\n\n## Supervision\n"
        "PhD: Tomas Reyl (co-promotor with Anna Vos; PhD 2023)\n"
        "Ilse Marten (daily supervisor, since 2022)\n"
        "Postdoc: Dr. Jun Sato (since 2023)\n"
        "- Doctoral: Petra Lund (Dr. phil. 2021)\n"
        "- Karl Weiss (Dr. phil. 2024; now Lecturer, Tarn University)\n"
    )
    assert [(s["name"], s["level"], s["status"]) for s in found["students"]] == [
        ("Tomas Reyl", "phd", "past"),
        ("Ilse Marten", "phd", "current"),
        ("Jun Sato", "other", "current"),
        ("Petra Lund", "phd", "past"),
        ("Karl Weiss", "phd", "past"),
    ]


def test_committees_among_the_students_by_their_labels() -> None:
    """``Ph.D. (reader): A (2021)``, ``Assessment: Doctoral committees: B (Univ, 2022)`` and ``Examining: External
    examiner, PhD, University of X: C (2019); jury de thèse, Université Y: D (2022)`` are committees, each with
    the school its label or its bracket names."""
    found = _md(
        "# Odile Varga\n\n## Advising\n"
        "Ph.D. (chair): Lina Ros (2022)\n"
        "Ph.D. (reader): Owen Tarr (2021)\n"
        "Assessment: Doctoral committees: Femke Vos (University of Tarn, 2022)\n"
        "Examining: External examiner, PhD, University of Linden: Tomas Alt (2019); membre du jury de thèse, "
        "Université de Birch: Claire Noir (2022)\n"
        "Dissertation committee: Oren Tal (Ph.D., Linden, 2024).\n"
    )
    assert [s["name"] for s in found["students"]] == ["Lina Ros"]
    assert [(c["name"], c["year"], c["institution"]) for c in found["committees"]] == [
        ("Owen Tarr", 2021, None),
        ("Femke Vos", 2022, "University of Tarn"),
        ("Tomas Alt", 2019, "University of Linden"),
        ("Claire Noir", 2022, "Université de Birch"),
        ("Oren Tal", 2024, "Linden"),
    ]


def _jobs(found: dict) -> list[tuple[str, str, str | None, str | None]]:
    return [(p["title"], p["organization"], p["start"], p["end"]) for p in found["positions"]]


def test_currvita_posts_with_promotions_at_one_employer() -> None:
    """currvita's ``Academic Posts`` list: an employer, then the titles held there in turn, each with its years;
    the examiners after the thesis's supervisor are none of its advisors."""
    found = read_tex(
        "\\documentclass{article}\n\\usepackage{currvita}\n\\begin{document}\n\\begin{cv}{Odile Varga}\n"
        "\\begin{cvlist}{Academic Posts}\n"
        "\\item[since 2019] Professor of History, Universit\\\"at Tarn\n"
        "\\item[2010--2019] Linden University, Department of History:\\\\\n"
        "  Lecturer (2010--14), Reader in Early Modern History (2014--19)\n"
        "\\end{cvlist}\n"
        "\\begin{cvlist}{Education}\n"
        "\\item[2009] D.Phil. in History, University of Birch\\\\\n"
        "  Supervisor: Ruth Amsel; examiners: Hal Dorn, Ida Kemp\n"
        "\\end{cvlist}\n\\end{cv}\n\\end{document}\n"
    )
    found = to_layout(found)
    assert _jobs(found) == [
        ("Professor of History", "Universität Tarn", "2019", "present"),
        ("Lecturer", "Linden University, Department of History", "2010", "2014"),
        ("Reader in Early Modern History", "Linden University, Department of History", "2014", "2019"),
    ]
    assert found["education"][0]["advisors"] == ["Ruth Amsel"]


def test_a_moderncv_entry_description_naming_a_unit_stays_with_its_entry() -> None:
    """``\\cventry`` whose description names a department, over the next whole entry: the next entry keeps its own
    employer."""
    found = _moderncv(
        "\\section{Appointments}\n"
        "\\cventry{2010 -- 2011}{Curatorial Fellow}{Tarn Art Institute}{Turin}{}{Department of Prints and Drawings}\n"
        "\\cventry{Summer 2007}{Curatorial intern}{Museo Civico di Linden}{Bologna}{}{Sezione di Pittura}\n"
    )
    assert [(t, o) for t, o, _, _ in _jobs(found)] == [
        ("Curatorial Fellow", "Tarn Art Institute"),
        ("Curatorial intern", "Museo Civico di Linden"),
    ]


def test_exhibitions_curated_and_named_fieldwork_are_projects() -> None:
    """``Exhibitions Curated``: each show named in italics, with its dates; ``Fieldwork``: each stay named in bold,
    its first sentence the description; a place alone with its years is no project."""
    found = _md(
        "# Odile Varga\n\n## Exhibitions Curated\n"
        "*Tarn Prints*, Linden Art Museum (October 12, 2024 – January 20, 2025).  2024–25\n"
        "*Silver Bells of the Baltic*, Birch Museum, Sept. 2013 – Jan. 2014.  2013–14\n"
        "## Fieldwork\n"
        "**Dissertation fieldwork, Riga, Latvia.** Ten months with two choirs. Interviews in Latvian.  "
        "Jan 2022 – Oct 2022\n"
        "Svalbard (field course)  2006\n"
    )
    assert [(p["name"], p["start"]) for p in found["projects"]] == [
        ("Tarn Prints", "2024-10"),
        ("Silver Bells of the Baltic", "2013-09"),
        ("Dissertation fieldwork, Riga, Latvia", "2022-01"),
    ]
    assert found["projects"][2]["description_first_sentence"] == "Ten months with two choirs."


def test_an_office_before_the_body_it_was_held_in() -> None:
    """``Director of Graduate Studies, Department of X, Univ  2019–2022``, ``Board of Directors, Society``,
    ``Council, Gewina (gloss)``: the office is the role, the body its venue; a ``Department:`` label is where the
    service was given, the venue of an item that names none."""
    found = _md(
        "# Odile Varga\n\n## Service\n"
        "Director of Graduate Studies, Department of Classics, Linden University  2019–2022\n"
        "Board of Directors, Baltic Society for Art History  2019–22\n"
        "Council, Tarnvereniging (Society for the History of Tarn)  2018–2021\n"
        "Department: Undergraduate Advisor, Linden Philosophy, 2022–present; Curriculum Committee, 2021\n"
    )
    assert [(s["role"], s["venue"], s["year"]) for s in found["service"]] == [
        ("Director of Graduate Studies", "Department of Classics, Linden University", "2019-2022"),
        ("Board of Directors", "Baltic Society for Art History", "2019-2022"),
        ("Council", "Tarnvereniging (Society for the History of Tarn)", "2018-2021"),
        ("Undergraduate Advisor", "Linden Philosophy", "2022-present"),
        ("Curriculum Committee", "Department", 2021),
    ]


def test_codes_that_open_with_a_letter_and_a_course_set_apart_by_a_blank_line() -> None:
    """``EPID P8438 X — Spring 2023``, ``P6400 Y — Fall 2022``: codes whose number opens with a letter; a guest
    lecture at the margin after a blank line is a course of its own, named in quotes."""
    found = _md(
        "# Odile Varga\n\n## Teaching Experience\n"
        "Teaching Assistant, Linden School of Public Health\n"
        "- EPID P8438 Cohort Studies — Spring 2023\n"
        "- P6400 Principles of Epidemiology — Fall 2022\n\n"
        "Guest lecturer, “Mediation in practice,” Tarn University SPH, EP 813, Fall 2020\n"
    )
    assert _courses(found) == [
        ("Cohort Studies", "EPID P8438", "Spring 2023"),
        ("Principles of Epidemiology", "P6400", "Fall 2022"),
        ("Mediation in practice", "EP 813", "Fall 2020"),
    ]


def test_hospital_appointments_and_leadership_head_jobs() -> None:
    """``Hospital Appointments and Clinical Leadership``: posts held, not service."""
    from cvkg.extract.sections import SectionKind, heading_kind

    assert heading_kind("HOSPITAL APPOINTMENTS AND CLINICAL LEADERSHIP") is SectionKind.POSITIONS
    assert heading_kind("Academic Posts") is SectionKind.POSITIONS


def test_a_seminar_list_a_pdf_wrapped_and_cut_by_a_page_break() -> None:
    """``**Seminar talks** (selected): Univ A (Algebra Seminar,`` over ``2024); Univ B`` and, past a page break,
    ``(Colloquium, 2023); Univ of Tarn–`` over ``Linden (2021).``: one untitled talk per host, its series kept; a
    line that opens with "of" goes on from the line above."""
    found = _md(
        "# Odile Varga\n\n## Invited talks\n\n"
        "_Cut ideals_, Fall Sectional Meeting of the AMS, University\nof Tarn, November 2019.\n\n"
        "**Seminar talks** (selected): Linden University (Algebra Seminar,\n2024); Birch University\n\n\n\n"
        "(Colloquium, 2023); University of Tarn–\nLinden (2021); Oak College (2022, virtual).\n"
    )
    assert _talks(found) == [
        ("Cut ideals", "Fall Sectional Meeting of the AMS, University of Tarn", "2019-11"),
        (None, "Linden University (Algebra Seminar)", "2024"),
        (None, "Birch University (Colloquium)", "2023"),
        (None, "University of Tarn–Linden", "2021"),
        (None, "Oak College", "2022"),
    ]
