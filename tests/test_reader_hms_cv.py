"""The Harvard Medical School CV format as ``pdftotext -layout`` writes it: its headings, its tables whose cells
wrap onto the lines below (dates too, and a role under the row), and entries whose details hang under them."""

from __future__ import annotations

import pytest

from cvkg.extract import pdftext, text
from cvkg.extract.sections import SectionKind, find_heading
from cvkg.model import SourceDocument


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("Appointments at Hospitals/Affiliated Institutions", SectionKind.POSITIONS),
        ("Report of Funded and Unfunded Projects", SectionKind.AWARDS),
        ("Report of Local Teaching and Training", SectionKind.TEACHING),
        ("Teaching of Students in Courses", SectionKind.TEACHING),
        ("Formal Teaching of Residents, Clinical Fellows and Research Fellows (post-docs)", SectionKind.TEACHING),
        ("Formally Supervised Trainees", SectionKind.STUDENTS),
        ("Local Invited Presentations", SectionKind.TALKS),
        ("Report of Regional, National and International Invited Teaching and Presentations", SectionKind.TALKS),
        ("Report of Clinical Activities and Innovations", SectionKind.OTHER),
        ("Report of Scholarship", SectionKind.PUBLICATIONS),
        ("Peer-Reviewed Scholarship in print or other media", SectionKind.PUBLICATIONS),
        ("Non-Peer-Reviewed Scholarship in print or other media", SectionKind.PUBLICATIONS),
        ("Research Investigations", SectionKind.PUBLICATIONS),
    ],
)
def test_hms_headings(heading: str, kind: SectionKind) -> None:
    found = find_heading(f"  {heading}")
    assert found is not None and found.kind is kind


def test_hms_words_head_only_a_line_of_their_own() -> None:
    """"National" heads "National" sub-lists in HMS CVs, never the start of a line that goes on."""
    assert find_heading("Ph.D. Student, National Loom University  +1 555 0100") is None


def _lines(block: str) -> list[tuple[int, str]]:
    return list(enumerate(block.split("\n"), start=1))


def test_a_tables_wrapped_cells_join_their_row() -> None:
    rows = _lines(
        "  2004          MD                 Medicine                                Case Western Loom\n"
        "                                                                           School of Medicine\n"
        "  07/2012-      Instructor in Medicine                 Medicine                Loom Medical School\n"
        "  06/2018\n"
        "  2015-2019     Pharmacy and Therapeutics Committee                         Loom General Hospital\n"
        "                                                                            Member"
    )
    kept = [t.strip() for _, t in pdftext.table_wraps(rows) if t.strip()]
    assert kept == [
        "2004   MD   Medicine   Case Western Loom School of Medicine",
        "07/2012-06/2018   Instructor in Medicine   Medicine   Loom Medical School",
        "2015-2019   Member   Pharmacy and Therapeutics Committee   Loom General Hospital",
    ]


def test_a_line_under_a_short_cell_is_no_wrap() -> None:
    """A cell whose next word would have fitted ends where it ends: the line under it is something else."""
    rows = _lines(
        "  2013          Loom Pathology (LP750)                 Loom Medical School      Second year\n"
        "                Second-year medical students"
    )
    assert [t for _, t in pdftext.table_wraps(rows)] == [t for _, t in rows]


def test_details_hanging_under_dated_entries_stay_theirs() -> None:
    record = text.extract(
        SourceDocument(
            "cv.md",
            "text/markdown",
            "# Ada Quill\n\n  Funding\n\n"
            "  2012-2017     Health status as a trial endpoint in loom workers\n"
            "                NHLBI K23HL000001\n"
            "                PI ($812,500)\n\n"
            "  2019-2024     Remote monitoring of looms (MONITOR-L)\n"
            "                NHLBI R01HL000002\n",
            "",
        )
    )
    # a grant's name is its title and number (tests/golden/README.md), the role and amount under them no part of it
    assert [(a.name, a.period.label()) for a in record.awards] == [
        ("Health status as a trial endpoint in loom workers, NHLBI K23HL000001", "2012-2017"),
        ("Remote monitoring of looms (MONITOR-L), NHLBI R01HL000002", "2019-2024"),
    ]


def test_an_awards_table_row_names_its_award_in_its_first_cell() -> None:
    record = text.extract(
        SourceDocument(
            "cv.md",
            "text/markdown",
            "# Ada Quill\n\n  Honors and Prizes\n\n"
            "  2003          Alpha Omega Alpha                      Loom School of Medicine"
            "       Academic excellence\n",
            "",
        )
    )
    assert [(a.name, a.period.label()) for a in record.awards] == [("Alpha Omega Alpha", 2003)]


def test_a_table_row_of_appointments_names_the_institution_not_the_department() -> None:
    record = text.extract(
        SourceDocument(
            "cv.md",
            "text/markdown",
            "# Ada Quill\n\n  Faculty Academic Appointments\n\n"
            "  07/2012-06/2018   Instructor in Medicine   Medicine   Loom Medical School\n",
            "",
        )
    )
    assert [(p.title, p.organization) for p in record.positions] == [("Instructor in Medicine", "Loom Medical School")]


def test_the_kind_of_a_talk_after_its_title_and_a_slash_goes() -> None:
    record = text.extract(
        SourceDocument(
            "cv.md",
            "text/markdown",
            "# Ada Quill\n\n  Local Invited Presentations\n\n"
            "  2014          Looms and the heart: an update /                 Department of Medicine, LGH\n"
            "                Medical Grand Rounds\n",
            "",
        )
    )
    assert [(t.title, t.host) for t in record.talks] == [
        ("Looms and the heart: an update", "Department of Medicine, LGH")
    ]
