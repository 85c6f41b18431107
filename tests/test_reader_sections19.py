"""Development set 19's lessons, with invented strings: Markdown tables a PDF converter drew without a header,
cells that wrapped, and the Harvard Medical School CV's sections."""

from __future__ import annotations

from cvkg.extract import text
from cvkg.model import CvRecord, SourceDocument


def _rows(block: str) -> list[str]:
    return [line for _, line in text.normalise(block, enable_pdf_layout=False) if line]


def test_a_tables_first_row_that_opens_with_a_date_is_an_entry() -> None:
    """marker takes a headerless table's first row for its header: a row that opens with a date is data, and
    the cells of a table with no header stay apart as a PDF's columns do."""
    rows = _rows("| 1998 | BS | Botany | Fenwick College |\n|---|---|---|---|\n| 2003 | PhD | Botany | Ulm Inst. |\n")
    assert rows == ["1998   BS   Botany   Fenwick College", "2003   PhD   Botany   Ulm Inst."]


def test_a_header_of_words_still_goes() -> None:
    """A real header (``Year | Degree``) labels the columns and is no entry."""
    rows = _rows("| Year | Degree |\n|---|---|\n| 2003 | PhD |\n")
    assert "Year, Degree" not in rows


def test_a_break_after_a_comma_is_a_wrapped_cell() -> None:
    """``Lecturer, School of Pharmacy,<br>Orland University``: one line wrapped in the PDF's cell, not two."""
    rows = _rows("| 2019 – present | Lecturer, School of Pharmacy,<br>Orland University |\n|---|---|\n")
    assert rows == ["2019 – present   Lecturer, School of Pharmacy, Orland University"]


def test_a_talk_with_its_title_and_host_either_side_of_a_slash() -> None:
    """The Harvard CV's ``2019 Title / Host, City``: one talk, the year first."""
    from cvkg.extract import talk_lines

    found = talk_lines.slashed("2016 Sleep after surgery / Anesthesia Grand Rounds, Birch Hospital")
    assert found is not None
    assert found[:2] == ("Sleep after surgery", "Anesthesia Grand Rounds, Birch Hospital")
    assert talk_lines.slashed("Input / output in 2016") is None


def test_a_dated_paragraphs_lines_are_its_details() -> None:
    """``2011-2014 Title`` with its grant number and role on the lines under it, no indent: one item."""
    rows = _rows("## Funding\n\n2011-2014 Sleep and delirium in older adults\nNIA R03 AG000001\nPI\n\n"
                 "2016-2018 Night light in the ward\nSite PI\n")
    assert rows[1:] == [
        "- 2011-2014 Sleep and delirium in older adults", "  NIA R03 AG000001", "  PI",
        "- 2016-2018 Night light in the ward", "  Site PI",
    ]


def test_a_scope_label_alone_is_no_entry() -> None:
    """``*Local*``, ``**Past**``, ``National`` over a Harvard CV's lists say which group follows, nothing more."""
    rows = _rows("## Committees\n\n*Local*\n\n2015-2018 Night Staffing Committee, Birch\n\n**Past**\n\nNational\n")
    assert rows == ["## Committees", "2015-2018 Night Staffing Committee, Birch"]


def test_leadership_positions_are_appointments() -> None:
    """The Harvard CV's "Major Administrative Leadership Positions" lists posts held, not service."""
    from cvkg.extract.sections import SectionKind, find_heading

    found = find_heading("Major Administrative Leadership Positions")
    assert found is not None and found.kind is SectionKind.POSITIONS


def _record(source: str) -> CvRecord:
    return text.extract(SourceDocument("cv.md", "text/markdown", source, ""))


def test_a_headerless_tables_cells_stay_columns() -> None:
    """A converter's table with no header: the course is its cell, not the row run together."""
    record = _record(
        "# Ann Birch\n\n## Teaching of Students in Courses\n\n"
        "| 2015-present | Renal physiology | Elm first-year students | 4 hours per year |\n|---|---|---|---|\n"
    )
    assert [t.course for t in record.teaching] == ["Renal physiology"]


def test_a_grant_rows_title_past_its_role_and_funder() -> None:
    """``2018-2020 | PI | Kestrel Foundation Pilot Award | Sleep loss in the ward | $50,000``: the title."""
    record = _record(
        "# Ann Birch\n\n## Research Funding\n\n"
        "| 2018-2020 | PI | Kestrel Foundation Pilot Award | Sleep loss in the surgical ward | $50,000 |\n"
        "|---|---|---|---|---|\n"
    )
    assert [a.name for a in record.awards] == ["Sleep loss in the surgical ward"]


def test_a_seat_under_a_committees_row_leads_it() -> None:
    """marker's ``| | | Member |`` row under a committee: the seat goes after the row's dates."""
    rows = _rows("| 2014-2017 | Night Staffing Committee | Birch Hospital |\n|---|---|---|\n| | | Co-chair |\n")
    assert rows == ["2014-2017   Co-chair   Night Staffing Committee   Birch Hospital"]


def test_a_running_footer_of_name_degrees_and_page_goes() -> None:
    """``Ann B. Birch, MD, MPH 2`` on each page: the page's mark, no entry."""
    rows = _rows("# Ann B. Birch\n\nAnn B. Birch, MD, MPH 2\n\n## Service\n\nAnn B. Birch, MD, MPH 3\n")
    assert rows == ["# Ann B. Birch", "## Service"]


def test_a_degree_without_its_honours() -> None:
    """``BS (summa cum laude)``: the honours are no part of the degree."""
    record = _record("# Ann Birch\n\n## Education\n\n- BS (summa cum laude), Botany, Fenwick College, 1998\n")
    assert [d.degree for d in record.education] == ["BS"]


def test_a_trainee_named_before_a_slash() -> None:
    """The Harvard CV's ``2019-2021   Ann Oak / Surgical resident``: the trainee is the name before the slash."""
    record = _record("# Ann Birch\n\n## Formally Supervised Trainees\n\n- 2019-2021   Cal Oakes / Surgical resident\n")
    assert [s.name for s in record.students] == ["Cal Oakes"]


def test_contributed_talks_head_talks() -> None:
    """"Invited and Contributed Talks" heads talks; "Contributed" alone over some of them is no talk's host."""
    from cvkg.extract.sections import SectionKind, find_heading

    found = find_heading("INVITED AND CONTRIBUTED TALKS")
    assert found is not None and found.kind is SectionKind.TALKS
    assert _rows("## Talks\n\n  Contributed\n  2019   Birch Seminar, Elm College\n")[1:] == [
        "  2019   Birch Seminar, Elm College"
    ]


def test_a_talks_month_in_parentheses_after_its_host() -> None:
    """``2022   “Title,” Host, City (June)``: the talk's date to the month; a seminar with no title is untitled."""
    record = _record(
        "# Ann Birch\n\n## Talks\n\n"
        "- 2022   “Leaf litter in winter,” Botany Congress, Ulm (June)\n- 2021   Ecology Seminar, Elm College\n"
    )
    assert [(t.title, t.host, t.date.iso() if t.date else None) for t in record.talks] == [
        ("Leaf litter in winter", "Botany Congress, Ulm", "2022-06"),
        (None, "Ecology Seminar, Elm College", "2021"),
    ]


def test_an_honours_thesis_under_advising_stays_advising() -> None:
    """``Undergraduate honors thesis`` under Advising groups the students who wrote one, not the subject's papers."""
    record = _record("# Ann Birch\n\n## Advising\n\n### Ph.D. students\n\n- Cal Oakes (2021 – )\n\n"
                     "### Undergraduate honors thesis\n\n- Dee Marsh (2022)\n")
    assert [s.name for s in record.students] == ["Cal Oakes", "Dee Marsh"]


def test_pdf_service_lines_set_under_a_list_or_a_place() -> None:
    """A semicolon list's wrapped rest joins it; a place with dated seats under it is where they were held."""
    record = _record(
        "# Ann Birch\n\n## Professional Service\n\n"
        "  Referee: Botany Letters; Elm Review;\n     Leaf Quarterly; Root Journal\n\n"
        "  School of Botany, Elm U\n     Library Committee                         2020 – 2022\n"
    )
    assert [(s.role, s.venue) for s in record.service] == [
        ("Referee", "Botany Letters"), ("Referee", "Elm Review"), ("Referee", "Leaf Quarterly"),
        ("Referee", "Root Journal"), ("Library Committee", "School of Botany, Elm U"),
    ]


def test_interests_set_apart_by_a_bullet_operator() -> None:
    """LaTeX's ``$\\bullet$`` comes out as ``∙`` between interests: each is an interest of its own."""
    from cvkg.extract import topics

    assert topics.split_phrases("Leaf litter decay ∙ root fungi in cold soils ∙ moss ecology") == [
        "Leaf litter decay", "root fungi in cold soils", "moss ecology",
    ]


def test_a_seminar_with_its_host_and_place_is_one_talk() -> None:
    """``Botany Seminar, Elm Research Center, Seattle, WA (virtual)``: one untitled talk, not four hosts."""
    from cvkg.extract import talks

    line = "Botany Seminar, Elm Research Center, Seattle, WA (virtual).  2021"
    assert talks._seminar_list(line, line) is None


def test_a_grants_amount_alone_is_no_award() -> None:
    """``$250,000 total costs`` on the line under a grant is its amount."""
    record = _record("# Ann Birch\n\n## Grants\n\n- R03 AG000001, Sleep loss in the ward, 2019–2021\n"
                     "- $250,000 total costs\n")
    assert [a.name for a in record.awards] == ["R03 AG000001, Sleep loss in the ward"]


def test_a_course_in_a_sequence_and_the_place_over_courses() -> None:
    """``BOTANY 210-1``: the code keeps the sequence's number; ``*Elm University*`` over the courses is none."""
    record = _record("# Ann Birch\n\n## Teaching\n\n*Elm University*\n\n"
                     "BOTANY 210-1, Mosses and Ferns (Fall 2019)\n")
    assert [(t.code, t.course) for t in record.teaching] == [("BOTANY 210-1", "Mosses and Ferns")]
