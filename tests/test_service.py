"""The service reader on layouts of PDF text and site lists: labels over items, dates on lines of their own."""

from __future__ import annotations

from pathlib import Path

from cvkg.extract import service
from cvkg.extract.sections import Section, SectionKind
from cvkg.model import SourceDocument


def _section(kind: SectionKind, lines: list[str], *titles: str) -> tuple[Section, SourceDocument]:
    doc = SourceDocument(Path("cv.md"), "text/markdown", "\n".join(lines), ())
    return Section(kind, titles or ("X",), list(enumerate(lines, start=1))), doc


def test_a_short_label_over_service_items_is_no_service() -> None:
    """``Department`` alone over bulleted items labels them; it is no role of its own."""
    section, doc = _section(SectionKind.SERVICE, ["Department", "▪ Admissions Committee, 2021"], "Service")
    assert [(s.role, s.venue) for s in service.service(section, doc)] == [("Admissions Committee", None)]


def test_a_date_line_below_each_service_entry_is_its_period() -> None:
    """PDF text: a date line under each entry, alternating one for one, dates the entry above it."""
    lines = ["Co-Editor, Loom Letters", "2020 – present", "Associate Editor, Gear Review", "2016 – 2020"]
    section, doc = _section(SectionKind.SERVICE, lines)
    assert [(s.role, s.venue, s.period.label()) for s in service.service(section, doc)] == [
        ("Co-Editor", "Loom Letters", "2020-present"),
        ("Associate Editor", "Gear Review", "2016-2020"),
    ]


def test_a_service_line_wrapped_by_a_pdf_continues_on_the_next_line() -> None:
    """A line that ends in a comma goes on under it: the venues on both lines are one list."""
    lines = ["Reviewer: Harbour Studies Quarterly, Journal of Tides,", "Estuary Letters, Coastal Forum"]
    section, doc = _section(SectionKind.SERVICE, lines)
    assert [s.venue for s in service.service(section, doc)] == [
        "Harbour Studies Quarterly", "Journal of Tides", "Estuary Letters", "Coastal Forum",
    ]  # fmt: skip


def test_an_indented_line_under_a_bullet_wraps_the_bullet() -> None:
    """A word processor's export wraps a bullet onto indented lines: the years at the end belong to it."""
    lines = ["-   Ad hoc reviewer, Regional Council for Orchard Research", "    Grants Office, 2015, 2018"]
    section, doc = _section(SectionKind.SERVICE, lines)
    assert [(s.role, s.venue, s.period.label()) for s in service.service(section, doc)] == [
        ("Ad hoc reviewer", "Regional Council for Orchard Research Grants Office", 2015),
        ("Ad hoc reviewer", "Regional Council for Orchard Research Grants Office", 2018),
    ]


def test_reviewer_statements_apart_by_a_semicolon_are_read_one_by_one() -> None:
    """``Reviewer for A and B; reviewer for C (since ...)``: each statement its venues and its years."""
    text = "Referee for Annals of Knots, Topology Notes and Bulletin of Braids; referee for Knot Reviews (since 2011)"
    section, doc = _section(SectionKind.SERVICE, [text])
    assert [(s.venue, s.period.label()) for s in service.service(section, doc)] == [
        ("Annals of Knots", None), ("Topology Notes", None), ("Bulletin of Braids", None),
        ("Knot Reviews", "2011-present"),
    ]  # fmt: skip


def test_a_list_of_three_or_more_venues_is_no_single_name() -> None:
    """``Journal of Pottery, Kilns, Glaze and Ceramica``: three commas make a list, not one journal's name."""
    section, doc = _section(SectionKind.SERVICE, ["- Reviewer for Journal of Pottery, Kilns, Glaze and Ceramica"])
    assert [s.venue for s in service.service(section, doc)] == ["Journal of Pottery", "Kilns", "Glaze", "Ceramica"]


def test_a_venue_closed_by_its_own_year_keeps_its_and() -> None:
    """``A (2021), Fish and Wildlife Review (2022)``: each part is one venue with its year."""
    section, doc = _section(SectionKind.SERVICE, ["* Reviewer: Lake Review (2021), Fish and Wildlife Review (2022)"])
    assert [(s.venue, s.period.label()) for s in service.service(section, doc)] == [
        ("Lake Review", 2021), ("Fish and Wildlife Review", 2022),
    ]  # fmt: skip


def test_a_volunteer_role_drops_the_description_of_what_was_done() -> None:
    """``Volunteer, Fair (puppet shows for children)``: the lowercase note says what, the venue is the fair."""
    section, doc = _section(SectionKind.SERVICE, ["Volunteer, Riverside Book Fair (puppet shows for children), 2012"])
    assert [(s.role, s.venue) for s in service.service(section, doc)] == [("Volunteer", "Riverside Book Fair")]


def test_a_role_in_sentence_case_before_a_named_body_is_the_role() -> None:
    """``Puzzle setter, Loom Olympiad (LO), 2019, 2020`` and ``Graduate student representative, Department of
    Looms Graduate Committee, 2021``: the lower-case phrase is the role, the named body the venue."""
    lines = ["- Puzzle setter, Loom Olympiad (LO), 2019, 2020",
             "- Graduate student representative, Department of Looms Graduate Committee, 2021"]  # fmt: skip
    section, doc = _section(SectionKind.SERVICE, lines, "Service")
    assert [(s.role, s.venue, s.period.label()) for s in service.service(section, doc)] == [
        ("Puzzle setter", "Loom Olympiad (LO)", 2019), ("Puzzle setter", "Loom Olympiad (LO)", 2020),
        ("Graduate student representative", "Department of Looms Graduate Committee", 2021),
    ]  # fmt: skip


def test_a_workshop_named_before_its_conference_is_one_venue() -> None:
    """``Organizer: Workshop on Steam Looms, LOOMCON 2022``: the workshop is part of the conference, one venue."""
    section, doc = _section(SectionKind.SERVICE, ["Organizer: Workshop on Steam Looms and Cards, LOOMCON 2022"])
    assert [(s.role, s.venue, s.period.label()) for s in service.service(section, doc)] == [
        ("Organizer", "Workshop on Steam Looms and Cards, LOOMCON", 2022),
    ]


def _found(lines: list[str], *titles: str) -> list[tuple[str, str | None, object]]:
    section, doc = _section(SectionKind.SERVICE, lines, *titles)
    return [(s.role, s.venue, s.period.label()) for s in service.service(section, doc)]


def test_a_venue_labelling_roles_is_the_venue() -> None:
    """``LOOMCONF: Area Chair (2023, 2024); Reviewer``: roles alone after a label that names no kind of record;
    ``Journal of Looms: Associate Editor`` though the label has a heading's word in it."""
    lines = ["- LOOMCONF: Area Chair (2023, 2024); Reviewer", "- Journal of Looms: Associate Editor (2020–present)"]
    assert _found(lines) == [
        ("Area Chair", "LOOMCONF", 2023),
        ("Area Chair", "LOOMCONF", 2024),
        ("Reviewer", "LOOMCONF", None),
        ("Associate Editor", "Journal of Looms", "2020-present"),
    ]


def test_a_table_of_service_gives_a_record_per_row() -> None:
    """A PDF's or LaTeX's table ``Role  Venue  Years``: the column names go, a row without years keeps its venue."""
    lines = [
        "Role                  Venue             Years",
        "Program Committee     LOOMCONF          2021, 2022",
        "Associate Editor      Journal of Gears  2020–present",
        "Reviewer              Loom Letters",
    ]
    assert _found(lines) == [
        ("Program Committee", "LOOMCONF", 2021),
        ("Program Committee", "LOOMCONF", 2022),
        ("Associate Editor", "Journal of Gears", "2020-present"),
        ("Reviewer", "Loom Letters", None),
    ]


def test_dated_lines_at_the_margin_of_a_partly_bulleted_list_are_entries_of_their_own() -> None:
    """``2021 <tab> Reviewer, X`` lines over a bulleted ``- Reviewer for Y``: each dated line is a statement."""
    lines = ["2021\tProgram Committee Member, LOOMCONF", "2020–2022\tArea Chair, GEARCONF", "- Reviewer for Looms"]
    assert _found(lines) == [
        ("Program Committee Member", "LOOMCONF", 2021),
        ("Area Chair", "GEARCONF", "2020-2022"),
        ("Reviewer", "Looms", None),
    ]


def test_venues_closed_by_their_years_are_parted_at_and() -> None:
    """``Reviewer for LOOMCONF (2021, 2022) and GEARCONF (2022)``: two venues, each with its years; under a role
    heading, ``Journal of Looms 2020–present`` is a venue and its years."""
    assert _found(["- Reviewer for LOOMCONF (2021, 2022) and GEARCONF (2022)"]) == [
        ("Reviewer", "LOOMCONF", 2021),
        ("Reviewer", "LOOMCONF", 2022),
        ("Reviewer", "GEARCONF", 2022),
    ]
    found = _found(["- Journal of Looms 2020–present"], "Service", "Associate Editor")
    assert found == [("Associate Editor", "Journal of Looms", "2020-present")]


def test_the_role_in_parentheses_after_venue_and_years() -> None:
    """``LOOMCONF 2021, 2022 (Program Committee Member)``: the venue first, its years, the role last."""
    assert _found(["- LOOMCONF 2021, 2022 (Program Committee Member)", "- Journal of Looms (Reviewer)"]) == [
        ("Program Committee Member", "LOOMCONF", 2021),
        ("Program Committee Member", "LOOMCONF", 2022),
        ("Reviewer", "Journal of Looms", None),
    ]


def test_year_headings_date_the_service_under_them() -> None:
    """``### 2023`` (or ``2022`` alone on a line) over undated items gives their year; an item's own dates win."""
    lines = ["### 2023", "- Area Chair, LOOMCONF", "2022", "- Reviewer, GEARCONF", "- Editor, Loom Letters, 2019–2021"]
    assert _found(lines) == [
        ("Area Chair", "LOOMCONF", 2023),
        ("Reviewer", "GEARCONF", 2022),
        ("Editor", "Loom Letters", "2019-2021"),
    ]


def test_two_digit_years_after_a_venue() -> None:
    """``PC member: LOOMCONF '21, GEARCONF’22``: the years 2021 and 2022."""
    assert _found(["- PC member: LOOMCONF '21, GEARCONF’22"]) == [
        ("PC member", "LOOMCONF", 2021),
        ("PC member", "GEARCONF", 2022),
    ]


def test_an_unmarked_list_under_a_role_heading_has_no_group_labels() -> None:
    """``Nature`` alone on a line in a list without bullets is a venue under the role heading, not a label."""
    assert _found(["NeurIPS 2021", "Nature", "Science"], "Service", "Reviewer") == [
        ("Reviewer", "NeurIPS", 2021),
        ("Reviewer", "Nature", None),
        ("Reviewer", "Science", None),
    ]


def test_the_venue_said_again_after_and() -> None:
    """``Area Chair for LOOMCONF 2023 and LOOMCONF 2024``: two years of one venue."""
    assert _found(["- Area Chair for LOOMCONF 2023 and LOOMCONF 2024"]) == [
        ("Area Chair", "LOOMCONF", 2023),
        ("Area Chair", "LOOMCONF", 2024),
    ]


def test_the_role_runs_to_the_last_of_before_the_venue() -> None:
    """``Member of the Program Committee of LOOMCONF (2021, 2022)``: the role names the committee."""
    assert _found(["- Member of the Program Committee of LOOMCONF (2021, 2022)"]) == [
        ("Member of the Program Committee", "LOOMCONF", 2021),
        ("Member of the Program Committee", "LOOMCONF", 2022),
    ]
