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
