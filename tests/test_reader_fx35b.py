"""Markdown CVs as PDF converters (pymupdf4llm) and Quarto leave them: page headers stamping the CV's date, two
blank lines between paragraphs, italic subheadings, and the Australian "Higher Degree by Research" heading."""

from __future__ import annotations

from cvkg.extract import text
from cvkg.model import CvRecord, PublicationKind, SourceDocument


def _md(source: str) -> CvRecord:
    return text.extract(SourceDocument("cv.md", "text/markdown", source, ""))


_PAGE_BREAK = "\n\nB. Quirke – Curriculum Vitae Page 1 of 3\n\n-----\n\nUpdated 2 June 2024\n\n\n"


def test_a_date_stamp_heading_every_page_is_no_part_of_an_entry() -> None:
    """"Updated 2 June 2024" after each page break: page furniture, not the venue or year of the paper it splits."""
    record = _md(
        "## **Bryony Quirke**\n\n**PUBLICATIONS**\n\n\n"
        "1. **Quirke B**, Vance T. Tidal mixing in shallow estuaries. _Estuar Coast_ . 2019;42(3):120-9."
        + _PAGE_BREAK
        + "2. Vance T, **Quirke B** . Salt wedges in winter. _Mar Geol_ . 2017;11:40-8."
        + _PAGE_BREAK.replace("Page 1", "Page 2")
    )
    assert [(p.venue, p.year) for p in record.publications] == [("Estuar Coast", 2019), ("Mar Geol", 2017)]


def test_a_year_opening_a_citation_line_after_two_blank_lines_is_no_dated_entry() -> None:
    """A Vancouver entry wrapped before "2021;14(2):1-9." after two blank lines keeps its year: the wrapped line
    is not a dated item of its own, though dated entries elsewhere in the CV are (the blank lines between them
    part paragraphs, however many)."""
    record = _md(
        "## **Bryony Quirke**\n\n**APPOINTMENTS**\n\n"
        "2015 – 2020 **Lecturer in Geology**, School of Earth\nSciences, Massey University\n\n\n"
        "**PUBLICATIONS**\n\n\n\n"
        "1. Vance T, **Quirke B** . Glacial till in the lowlands. _Quat Sci Rev_ .\n2021;14(2):1-9.\n\n\n"
        "2. **Quirke B** . River terraces of the north. _Geomorphology_ . 2018;301:7-15.\n"
    )
    assert [(p.title, p.year) for p in record.publications] == [
        ("Glacial till in the lowlands", 2021),
        ("River terraces of the north", 2018),
    ]


def test_an_italic_subheading_names_the_kind_of_its_entries() -> None:
    """"_Posters_" under "CONFERENCE PRESENTATIONS": the entries under it are posters."""
    record = _md(
        "## **Bryony Quirke**\n\n**CONFERENCE PRESENTATIONS**\n\n\n_Posters_\n\n\n"
        "- Vance T, **Quirke B** . Dune migration rates. Geological Society Annual Meeting, Leeds, 2022.\n"
    )
    assert [(p.title, p.kind) for p in record.publications] == [("Dune migration rates", PublicationKind.POSTER)]


def test_higher_degree_by_research_supervision_heads_the_students() -> None:
    """The Australian heading "HIGHER DEGREE BY RESEARCH SUPERVISION" lists research students, not papers."""
    record = _md(
        "## **Bryony Quirke**\n\n**HIGHER DEGREE BY RESEARCH SUPERVISION**\n\n\n"
        "2016 – 2020 **Oren Paltiel**, PhD (principal supervisor). Now Lecturer, Lincoln University.\n"
    )
    assert [s.name for s in record.students] == ["Oren Paltiel"]
    assert record.publications == ()


def test_a_pandoc_span_shows_its_text_without_its_attributes() -> None:
    """Quarto's "[2018--2020]{.cv-date}" is the entry's dates, no part of the employer."""
    record = _md(
        "# Bryony Quirke\n\n## Appointments\n\n::: {.cv-entry}\n[2018--2020]{.cv-date}\n"
        "**Research Fellow**, Institute of Coastal Studies, University of Plymouth\n:::\n"
    )
    (job,) = record.positions
    assert (job.title, job.organization) == ("Research Fellow", "Institute of Coastal Studies, University of Plymouth")
    assert job.period.label() == "2018-2020"


def test_no_date_in_an_author_date_citation_leaves_the_year_empty() -> None:
    """ASA's "Roe, Ann. n.d. "Title." Under review.": the title is the quoted one, the year none."""
    record = _md(
        "# Bryony Quirke\n\n## Working Papers\n\n"
        'Quirke, Bryony, and Tomas Vance. n.d. "Sediment Budgets of Small Estuaries." Under review.\n'
    )
    (paper,) = record.publications
    assert (paper.title, paper.year, paper.kind) == (
        "Sediment Budgets of Small Estuaries",
        None,
        PublicationKind.PREPRINT,
    )


def test_a_poster_presented_at_a_meeting_among_talks_is_a_poster() -> None:
    """'"Title." Poster presented at the X Meeting' in a list of conference presentations is a poster too."""
    record = _md(
        "# Bryony Quirke\n\n## Conference Presentations\n\n"
        '- "Tides and Turbidity." Estuarine Research Federation Meeting, Mobile, AL, November 2023.\n'
        '- Quirke, Bryony, and Tomas Vance. "Marsh Edge Erosion." Poster presented at the Estuarine Research '
        "Federation Meeting, Providence, RI, 2021.\n"
    )
    assert [(p.title, p.kind) for p in record.publications] == [("Marsh Edge Erosion", PublicationKind.POSTER)]


def test_an_honours_student_is_a_bachelor() -> None:
    """"Honours (First Class)" is the honours year of a bachelor's degree, as Australian CVs list it."""
    record = _md(
        "## **Bryony Quirke**\n\n**HIGHER DEGREE BY RESEARCH SUPERVISION**\n\n\n"
        "2019 **Mara Oyelaran**, Honours (First Class).\n\n2018 **Tevita Lang**, MPhil (principal supervisor).\n"
    )
    levels = [(s.name, s.level.value) for s in record.students]
    assert levels == [("Mara Oyelaran", "bachelor"), ("Tevita Lang", "master")]
