"""PDF page geometry -> reading order: columns, labels beside their rows, wrapped lines, page furniture, fonts.

The unit tests place segments by hand (PDF points, origin bottom left); the last test reads the
golden two-column PDF, whose writer interleaves the two columns row by row.
"""

from __future__ import annotations

from pathlib import Path

from cvkg.convert import pdf
from cvkg.convert.pdflayout import Run, Segment, page_lines

GOLDEN_PDF = Path(__file__).parent / "golden" / "extract" / "pdf-two-column" / "input.pdf"
HEIGHT = 792.0


def seg(x0: float, y: float, text: str, *, size: float = 10, style: str = "", width: float | None = None) -> Segment:
    """A segment whose baseline is ``y``; its width is half an em per character unless given."""
    return Segment(x0, x0 + (width or len(text) * size * 0.5), y, y + size, (Run(text, style, size),))


def test_sidebar_is_read_before_the_main_column() -> None:
    """Two columns whose rows interleave come out one column after the other, left first."""
    side = [seg(50, 700 - 12 * i, t) for i, t in enumerate(["SKILLS", "Python", "Stata", "LANGUAGES", "Arabic"])]
    main = [seg(200, 700 - 14 * i, t) for i, t in enumerate(["EDUCATION", "PhD, Uni A", "BA, Uni B", "JOBS"])]
    assert page_lines([side + main], [HEIGHT]) == [
        "SKILLS", "Python", "Stata", "LANGUAGES", "Arabic", "EDUCATION", "PhD, Uni A", "BA, Uni B", "JOBS",
    ]  # fmt: skip


def test_dates_aligned_right_stay_on_their_rows() -> None:
    """A column of dates beside entries is a column of labels: each date stays on its row, after a gap."""
    rows = [
        seg(50, 700, "Professor, Uni A"), seg(500, 700, "2020 – present"),
        seg(50, 686, "Lecturer, Uni B"), seg(520, 686, "2015 – 2020"),
        seg(50, 672, "Teaching graph theory"), seg(50, 658, "Postdoc, Lab C"), seg(540, 658, "2014"),
    ]  # fmt: skip
    assert page_lines([rows], [HEIGHT]) == [
        "Professor, Uni A  2020 – present",
        "Lecturer, Uni B  2015 – 2020",
        "Teaching graph theory",
        "Postdoc, Lab C  2014",
    ]


def test_a_table_is_read_row_by_row() -> None:
    """Rows that all have cells on both sides of a gap are a table, not two columns."""
    rows = [seg(50, 700 - 14 * i, a) for i, a in enumerate(["Ann Lee", "Bo Chan", "Cy Diaz"])]
    rows += [seg(250, 700 - 14 * i, b) for i, b in enumerate(["PhD student", "MS student", "PhD student"])]
    assert page_lines([rows], [HEIGHT]) == ["Ann Lee  PhD student", "Bo Chan  MS student", "Cy Diaz  PhD student"]


def test_wrapped_lines_join_the_line_they_continue() -> None:
    """A hanging indent and a phrase cut after a comma continue the line above; a date stays last."""
    rows = [
        seg(50, 700, "Lee, A. (2020). Title of a paper. Journal of"), seg(62, 688, "Graphs 3: 1-9."),
        seg(50, 670, "Postdoc, Institute of Graphs,"), seg(520, 670, "2019 – 2020"), seg(50, 658, "University of X"),
        seg(50, 640, "Next line"),
    ]  # fmt: skip
    assert page_lines([rows], [HEIGHT]) == [
        "Lee, A. (2020). Title of a paper. Journal of Graphs 3: 1-9.",
        "Postdoc, Institute of Graphs, University of X  2019 – 2020",
        "Next line",
    ]


def test_page_furniture_is_dropped() -> None:
    """Page numbers, a running head in the top margin of a later page and lines on every page are dropped."""
    first = [seg(50, 740, "Ann Lee", size=20), seg(50, 700, "Body text here"), seg(300, 30, "1"),
             seg(50, 20, "Ann Lee CV, updated 2024", size=8)]  # fmt: skip
    second = [seg(50, 770, "Ann Lee – CV", size=8), seg(50, 700, "More body text"), seg(300, 30, "Page 2 of 2"),
              seg(50, 20, "Ann Lee CV, updated 2024", size=8)]  # fmt: skip
    assert page_lines([first, second], [HEIGHT, HEIGHT]) == ["# Ann Lee", "Body text here", "More body text"]


def test_fonts_become_markdown() -> None:
    """The largest text is a # heading, larger-than-body text a ## heading, bold and italic runs emphasis."""
    cite = Segment(
        50, 400, 640, 650, (Run("Lee, A. ", "b", 10), Run("Paper title. ", "", 10), Run("Journal of X", "i", 10))
    )
    rows = [seg(50, 700, "Ann Lee", size=20), seg(50, 670, "Publications", size=12), cite, seg(50, 620, "Body"),
            seg(50, 606, "Also body text"), seg(50, 592, "More", style="b")]  # fmt: skip
    assert page_lines([rows], [HEIGHT]) == [
        "# Ann Lee", "## Publications", "**Lee, A.** Paper title. *Journal of X*", "Body", "Also body text", "**More**",
    ]  # fmt: skip


def test_two_column_pdf_reads_in_order() -> None:
    """The golden PDF: header, sidebar, then the main column with its dates; no running head or page number."""
    lines = pdf.to_text(GOLDEN_PDF.read_bytes(), "input.pdf").text.split("\n")
    assert lines[:6] == [
        "# Nadia Haddad-Rossi",
        "Assistant Professor of Economics, Lakeshore University",
        "nhaddad@econ.lakeshore.example.edu | https://nadiahaddad.example.org | +1 (312) 555-0199",
        "**FIELDS**",
        "Labor economics",
        "Applied econometrics",
    ]
    assert lines.index("**CITIZENSHIP**") < lines.index("**EDUCATION**")
    assert "Postdoctoral Scholar, Becker Friedman Institute, University of Chicago  2021 – 2022" in lines
    assert not any("Curriculum Vitae" in line or line in ("1", "2") for line in lines)


def test_moderncv_date_column_keeps_terms_and_numbers_on_their_rows() -> None:
    """Dates, terms (WS 2022/23) and list numbers right-aligned left of the entries stay on their rows,
    and a line opening with its own date or number is never taken for a wrapped line."""
    rows = [
        seg(80, 700, "2021–present", width=48), seg(140, 700, "Group Leader", style="b"), seg(140, 687, "Lab X"),
        seg(98, 670, "WS 2022/23", width=30), seg(140, 670, "Chemistry II, TU Dresden"),
        seg(110, 656, "SS 2023", width=18), seg(140, 656, "Molecules, TU Dresden"),
        seg(113, 640, "[1]", width=15), seg(140, 640, "A. Lee. Title of a long paper that wraps onto"),
        seg(140, 627, "a second line. Journal, 2020."),
    ]  # fmt: skip
    assert page_lines([rows], [HEIGHT]) == [
        "2021–present  **Group Leader**",
        "Lab X",
        "WS 2022/23  Chemistry II, TU Dresden",
        "SS 2023  Molecules, TU Dresden",
        "[1]  A. Lee. Title of a long paper that wraps onto",
        "a second line. Journal, 2020.",
    ]


def test_a_masthead_above_the_main_column_is_read_before_the_sidebar() -> None:
    """A name in the largest type set above the main column, before the sidebar beside it begins, comes first."""
    rows = [seg(200, 740, "Ann Lee", size=20), seg(200, 722, "Professor of Botany, Uni A")]
    rows += [seg(50, 700 - 12 * i, t) for i, t in enumerate(["CONTACT", "ann@a.edu", "SKILLS", "R", "Stata"])]
    rows += [seg(200, 700 - 14 * i, t) for i, t in enumerate(["EDUCATION", "PhD, Uni A", "BA, Uni B", "JOBS"])]
    assert page_lines([rows], [HEIGHT])[:3] == ["# Ann Lee", "Professor of Botany, Uni A", "CONTACT"]


def test_a_table_with_a_two_row_header_is_read_row_by_row() -> None:
    """A form's table (a header on two rows, cells of different widths) is never cut into columns at a gap
    that only its header and first row leave open."""
    rows = [
        seg(57, 619, "INSTITUTION AND LOCATION", style="b"), seg(273, 619, "DEGREE", style="b"),
        seg(363, 619, "Completion Date", style="b"), seg(273, 609, "(if applicable)", style="b"),
        seg(363, 609, "MM/YYYY", style="b"),
        seg(57, 591, "Uni of Lagos, Nigeria"), seg(273, 591, "MBBS"), seg(363, 591, "06/2008"),
        seg(57, 577, "Johns Hopkins University, Baltimore, MD"), seg(273, 577, "MPH"), seg(363, 577, "05/2011"),
        seg(57, 563, "Emory University, Atlanta"), seg(273, 563, "PHD"), seg(363, 563, "08/2015"),
        seg(54, 530, "A. Personal Statement", style="b"),
    ]  # fmt: skip
    lines = page_lines([rows], [HEIGHT])
    assert lines[2:5] == [
        "Uni of Lagos, Nigeria  MBBS  06/2008",
        "Johns Hopkins University, Baltimore, MD  MPH  05/2011",
        "Emory University, Atlanta  PHD  08/2015",
    ]


def test_a_date_column_under_a_heading_of_the_left_margin_stays_on_its_rows() -> None:
    """Years beside awards, under a heading set where the years stand, are labels of their rows."""
    rows = [seg(54, 700, "Honors", style="b")]
    rows += [seg(54, 686 - 14 * i, y, width=20) for i, y in enumerate(["2022", "2016", "2013"])]
    rows += [seg(140, 686 - 14 * i, a) for i, a in enumerate(["Award A, Society B", "Prize C", "Fellowship D"])]
    rows += [seg(54, 630, "C. Contributions to Science", style="b")]
    assert page_lines([rows], [HEIGHT]) == [
        "**Honors**", "2022  Award A, Society B", "2016  Prize C", "2013  Fellowship D",
        "**C. Contributions to Science**",
    ]  # fmt: skip


def test_lettered_items_under_a_numbered_paragraph_are_no_hanging_indent() -> None:
    """``a.``, ``b.`` items indented under a numbered paragraph are lines of their own."""
    rows = [seg(54, 700, "1. Household transmission. We showed that crowding explains the risk."),
            seg(78, 688, "a. Lee A, Diaz B. Crowding and infection. J Epi. 2016;20:611-618."),
            seg(78, 676, "b. Lee A. Screening yield. BMC Infect Dis. 2018;18:402.")]  # fmt: skip
    assert len(page_lines([rows], [HEIGHT])) == 3


def test_a_bold_entry_cut_after_a_comma_joins_its_bold_continuation() -> None:
    """A bold title wrapped after a comma goes on with the bold line under it; a plain line under it does not."""
    rows = [
        seg(200, 700, "Associate Professor, Department of Informatics,", style="b"), seg(520, 700, "2021 – present"),
        seg(200, 688, "Fjordvik University", style="b"), seg(200, 676, "Leads a group of six,"),
        seg(200, 664, "Postdoc, Lab C", style="b"), seg(200, 652, "Heidelberg"),
    ]  # fmt: skip
    assert page_lines([rows], [HEIGHT]) == [
        "**Associate Professor, Department of Informatics, Fjordvik University**  2021 – present",
        "Leads a group of six,",
        "**Postdoc, Lab C**",
        "Heidelberg",
    ]


def test_a_column_of_labels_set_flush_right_stays_on_its_rows() -> None:
    """Europass: headings, dates and field names set flush right left of the entries are labels of their rows,
    not a column read before the entries."""
    labels = [("WORK EXPERIENCE", 700), ("01/02/2021 – Present", 684), ("01/09/2018 – 31/01/2021", 645),
              ("EDUCATION AND TRAINING", 610), ("2014 – 2018", 594), ("Mother tongue(s)", 560)]  # fmt: skip
    rows = [seg(170 - len(t) * 4, y, t, size=8) for t, y in labels]
    rows += [seg(190, 684, "Assistant Professor", style="b"), seg(190, 671, "Utrecht University, Utrecht"),
             seg(190, 645, "Postdoctoral Researcher", style="b"), seg(190, 632, "Helmholtz Centre, Leipzig"),
             seg(190, 594, "PhD in Ecology", style="b"), seg(190, 581, "University of Amsterdam"),
             seg(190, 560, "Dutch")]  # fmt: skip
    assert page_lines([rows], [HEIGHT]) == [
        "WORK EXPERIENCE", "01/02/2021 – Present  **Assistant Professor**", "Utrecht University, Utrecht",
        "01/09/2018 – 31/01/2021  **Postdoctoral Researcher**", "Helmholtz Centre, Leipzig", "EDUCATION AND TRAINING",
        "2014 – 2018  **PhD in Ecology**", "University of Amsterdam", "Mother tongue(s)  Dutch",
    ]  # fmt: skip
