"""The Harvard Medical School CV format as ``pdftotext`` writes it without ``-layout``: each table cell a paragraph of
its own after the row's dates, rows read column by column, a row's last cell run into the next row's dates, and the
page's footer (the subject's name, then ``Page 2 of 5``) between two rows."""

from __future__ import annotations

from cvkg.extract import text
from cvkg.extract.pdfcells import cell_rows
from cvkg.model import CvRecord, SourceDocument


def _read(body: str) -> CvRecord:
    head = "Harvard Medical School\nCurriculum Vitae\n\nName:\n\nOren T. Valdis, MD\n\n"
    return text.extract(SourceDocument("cv.md", "text/markdown", head + body, ""))


def _numbered(body: str) -> list[tuple[int, str]]:
    return list(enumerate(body.split("\n"), start=1))


def test_a_rows_cells_set_as_paragraphs_join_on_its_dates_line() -> None:
    """A cell wrapped on two lines is one cell; each paragraph after the dates is the row's next cell."""
    lines = cell_rows(
        _numbered(
            "Postdoctoral Training\n2001-2004\n\nClinical and Research\nFellow\n\nCardiology\n\n"
            "Lakeside General\nHospital\n\n2004-2005\n\nChief Resident\n\nMedicine\n\nLakeside"
            " Clinic"
        )
    )
    rows = [t for _, t in lines if t.strip()]
    assert rows == [
        "Postdoctoral Training",
        "2001-2004   Clinical and Research Fellow   Cardiology   Lakeside General Hospital",
        "2004-2005   Chief Resident   Medicine   Lakeside Clinic",
    ]


def test_rows_read_column_by_column_are_set_row_by_row() -> None:
    """A block of dates and then blocks of as many lines each: one row per date."""
    lines = cell_rows(
        _numbered(
            "Faculty Academic Appointments\n2010-2016\n2016-\n\nInstructor in Surgery\n"
            "Assistant Professor of Surgery\n\nSurgery\nSurgery\n\nRiverbend Medical School\n"
            "Riverbend Medical School"
        )
    )
    rows = [t for _, t in lines if t.strip()]
    assert rows[1:] == [
        "2010-2016   Instructor in Surgery   Surgery   Riverbend Medical School",
        "2016-   Assistant Professor of Surgery   Surgery   Riverbend Medical School",
    ]


def test_a_role_set_under_a_cell_leads_the_row() -> None:
    """``Member`` under the body's name is the subject's role: it goes first after the dates."""
    lines = cell_rows(
        _numbered("Committee Service\nLocal\n2012-2015\n\nPharmacy Committee\n\nLakeside General Hospital\nMember")
    )
    assert "2012-2015   Member   Pharmacy Committee   Lakeside General Hospital" in [t for _, t in lines]


def test_fields_stacked_in_a_cell_stay_apart_where_the_column_shows_it() -> None:
    """A course and its audience, one under the other: the course line ends where the audience's first word would
    have fitted, so they are two fields (a wrapped line would have taken that word)."""
    lines = cell_rows(
        _numbered(
            "Teaching of Students in Courses\n2011-2014\n\nRenal Physiology Tutorial Series\n"
            "First-year medical students\n\nTutor\n6 hours per year\n\n2015-\n\nAnatomy\n"
            "Second-year medical students\n\nLecturer"
        )
    )
    rows = [t for _, t in lines if t.strip()]
    assert rows[1] == (
        "2011-2014   Renal Physiology Tutorial Series   First-year medical students   Tutor   6 hours per year"
    )
    assert rows[2] == "2015-   Anatomy   Second-year medical students   Lecturer"


def test_a_date_and_one_paragraph_make_an_item_with_its_details() -> None:
    """A grant's title, sponsor and role under its dates: the first line opens an item, the rest are its lines."""
    lines = cell_rows(
        _numbered(
            "Funding Information\nPast\n2008-2012\n\nRenal outcomes after cardiac surgery\n"
            "NIH/NIDDK K23DK000001\nPI ($600,000)\n\n2013-2018\n\nKidney injury trial\nR01\nCo-I"
        )
    )
    assert [t for _, t in lines if t.strip()][2:] == [
        "- 2008-2012   Renal outcomes after cardiac surgery",
        "  NIH/NIDDK K23DK000001",
        "  PI ($600,000)",
        "- 2013-2018   Kidney injury trial",
        "  R01",
        "  Co-I",
    ]


def test_a_heading_word_that_completes_a_row_is_its_cell() -> None:
    """``Research`` in an award row's last column, run into the next row's dates, is the row's cell: every row
    above has as many cells with it."""
    body = (
        "Honors and Prizes\n2001\n\nAlpha Prize\n\nRiverbend Medical School\n\nAcademic excellence\n\n"
        "2003\n\nBeta Award\n\n"
        "Lakeside Society\n\nClinical care\n\n2005\n\nGamma Award\n\nLakeside Society\nResearch\n2007\n\n"
        "Delta Award\n\nRiverbend Medical School\n\nTeaching"
    )
    rows = [t for _, t in cell_rows(_numbered(body)) if t.strip()]
    assert rows[3:] == [
        "2005   Gamma Award   Lakeside Society   Research",
        "2007   Delta Award   Riverbend Medical School   Teaching",
    ]


def test_dates_after_an_entry_open_no_row() -> None:
    """Dates alone under an entry (pymupdf's ``July 2021 – present`` under its job) are the entry's: a table of
    cells opens under a heading, its dates first."""
    body = "Appointments\n\nLecturer, Riverbend University\n\nJuly 2021 – present\n\nSenior Lecturer, Lakeside"
    assert cell_rows(_numbered(body)) == _numbered(body)


def test_a_form_fields_date_is_no_row() -> None:
    """``Date Prepared:`` over its date: a form's field, not a row."""
    body = "Curriculum Vitae\n\nDate Prepared:\n\nMarch 3, 2025\n\nName:\n\nOren T. Valdis"
    assert cell_rows(_numbered(body)) == _numbered(body)


def test_a_footer_a_blank_line_away_from_the_page_number_goes() -> None:
    """The subject's name over ``Page 2 of 5`` (a blank line between) is furniture, not a row's last cell."""
    record = _read(
        "Formally Supervised Trainees\n2019-2021\n\nMara Quill, MD / Assistant Professor, Lakeside University\n"
        "Cardiology fellow; two first-author papers\n\n2022-\n\nIvo Brandt\nMedical student\n\n"
        "Oren T. Valdis, MD\n\nPage 2 of 5\n\nReport of Local Teaching and Training\n"
    )
    assert [s.name for s in record.students] == ["Mara Quill", "Ivo Brandt"]


def test_an_hms_cv_without_layout_reads_its_tables() -> None:
    """Education, appointments and committees read from cells set as paragraphs."""
    record = _read(
        "Education\n1996\n\nBA\n\nBiology\n\nRiverbend College\n\n2000\n\nMD\n\nMedicine\n\nLakeside University\n"
        "School of Medicine\n\nFaculty Academic Appointments\n2006-2012\n2012-\n\nInstructor in Medicine\n"
        "Assistant Professor of Medicine\n\nMedicine\nMedicine\n\nRiverbend Medical School\n"
        "Riverbend Medical School\n\n"
        "Committee Service\n2010-2014\n\nSepsis Committee\n\nLakeside General Hospital\nMember\n"
    )
    assert [(d.degree, d.institution) for d in record.education] == [
        ("BA", "Riverbend College"),
        ("MD", "Lakeside University School of Medicine"),
    ]
    assert [(p.title, p.organization) for p in record.positions] == [
        ("Instructor in Medicine", "Riverbend Medical School"),
        ("Assistant Professor of Medicine", "Riverbend Medical School"),
    ]
    assert [s.role for s in record.service] == ["Member"]


def test_a_column_of_dates_read_before_its_entries_opens_no_row() -> None:
    """Dates after dates (a Word CV's tab stops read before the entries beside them) are left to pair back."""
    body = "Education\n2011–2015\n\n2009–2010\n\nEmployment\n2016–2020\n\nDPhil in History, Oxford\nMA, Leeds"
    assert cell_rows(_numbered(body)) == _numbered(body)


def test_a_date_and_two_fields_make_a_row_and_a_groups_name_goes() -> None:
    """A talk's title over its host (two fields) is a row as ``-layout`` sets it; ``National and International``
    over the dates names a group, no entry."""
    lines = cell_rows(
        _numbered(
            "Invited Presentations\nNational and International\n2019\n\nRenal recovery after sepsis / Grand Rounds\n"
            "Lakeside University, Springfield, IL"
        )
    )
    assert [t for _, t in lines if t.strip()] == [
        "Invited Presentations",
        "2019   Renal recovery after sepsis / Grand Rounds   Lakeside University, Springfield, IL",
    ]


def test_a_labelled_note_in_a_cell_goes_after_the_rows_cells() -> None:
    """``(Thesis advisor: ...)`` under a degree's field is a note: the institution stays the row's cell after the
    field, the note goes last."""
    record = _read(
        "Education\n1996\n\nBA\n\nBiology\n\nRiverbend College\n\n2003\n\nMPH\n\nEpidemiology\n(Thesis advisor: Ada "
        "Quill)\n\nLakeside School of\nPublic Health\n"
    )
    assert [(d.degree, d.field, d.institution) for d in record.education] == [
        ("BA", "Biology", "Riverbend College"),
        ("MPH", "Epidemiology", "Lakeside School of Public Health"),
    ]
