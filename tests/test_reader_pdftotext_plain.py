"""Plain ``pdftotext`` output (without ``-layout``) kept as Markdown: a table's whole date column written before its
text column, lines wrapped at the page's width, words hyphenated across lines, running heads after form feeds."""

from __future__ import annotations

from cvkg.extract import layout, text
from cvkg.extract.pdfcells import cell_rows
from cvkg.extract.publication_entries import _openings
from cvkg.extract.sections import SectionKind, split_sections
from cvkg.model import CvRecord, SourceDocument


def _read(body: str) -> CvRecord:
    return text.extract(SourceDocument("cv.md", "text/markdown", "Ines Q. Marlowe\nProfessor\n\n" + body, ""))


def _numbered(body: str) -> list[tuple[int, str]]:
    return list(enumerate(body.split("\n"), start=1))


def test_a_column_of_dates_before_its_entries_pairs_each_date_with_its_entry() -> None:
    """N dates, one paragraph each, then N entries: the i-th date is the i-th entry's, a wrapped entry kept whole."""
    lines = cell_rows(
        _numbered(
            "EXPERIENCE\n\n2019–present\n\n2012–2019\n\n"
            "Senior Analyst, Bureau of Coastal Surveys and Harbour Mapping, Port Elbrook Regional\nAuthority\n\n"
            "Analyst, Bureau of Coastal Surveys\n\nTEACHING"
        )
    )
    rows = [t for _, t in lines if t.strip()]
    assert rows == [
        "EXPERIENCE",
        "2019–present   Senior Analyst, Bureau of Coastal Surveys and Harbour Mapping, Port Elbrook Regional Authority",
        "2012–2019   Analyst, Bureau of Coastal Surveys",
        "TEACHING",
    ]


def test_dates_before_more_entries_than_dates_stay_apart() -> None:
    """Two dates and three paragraphs after them: which entry goes with which date is not known, nothing is paired."""
    body = "EXPERIENCE\n\n2019–present\n\n2012–2019\n\nAnalyst, Bureau A\n\nClerk, Bureau B\n\nNote on both posts"
    assert [t for _, t in cell_rows(_numbered(body)) if t.strip()][1] == "2019–present"


def test_a_lone_word_that_ends_a_wrapped_line_is_no_heading() -> None:
    """``Research`` under ``... Society for Marine and``, no blank line between: the line goes on, no section."""
    lines = _numbered(
        "SERVICE\n\n2021 Member, Program Committee, Annual Meeting of the Society for Marine and\nResearch\n\n"
        "2020 Reviewer, Coastal Review Panel"
    )
    sections = split_sections(lines)
    assert [s.kind for s in sections] == [SectionKind.PREAMBLE, SectionKind.SERVICE]


def test_a_sub_heading_naming_an_earlier_section_in_capitals_is_part_of_its_section() -> None:
    """``Field Education`` under ``TEACHING`` after ``EDUCATION``: a group of the teaching, no second education."""
    lines = _numbered(
        "EDUCATION\n\nPh.D., Oceanography, Lund University, 2010\n\nTEACHING\n\nOCN 210 Tides, Fall 2020\n\n"
        "Field Education\n\nField Instructor, Harbour Station, 2015–present"
    )
    kinds = [s.kind for s in split_sections(lines)]
    assert kinds.count(SectionKind.EDUCATION) == 1
    assert kinds[-1] is SectionKind.TEACHING


def test_a_reference_line_whose_digits_mask_like_another_stays_by_a_page_mark() -> None:
    """A wrapped reference's last line beside a running head is text, though it masks like another reference's."""
    body = "EDUCATION\n\n" + "".join(f"{2000 + k}\n\nCertificate {k}, Lund University\n\n" for k in range(4)) + (
        "PUBLICATIONS\n\nLee, A. (2020). Tides and harbours. Journal of Coastal\nResearch, 11(4), 587–612.\n"
        "\fI. Q. Marlowe — Curriculum Vitae — p. 2\n\nLee, A. (2019). Harbour silt. Journal of Coastal\n"
        "Research, 15(2), 311–334.\n\nLee, A. (2018). Sand. Coastal Letters, 2, 1–4.\n"
        "\fI. Q. Marlowe — Curriculum Vitae — p. 3\n"
    )
    kept = [t for _, t in text.normalise(body, enable_pdf_layout=False)]
    assert "Research, 11(4), 587–612." in kept
    assert not any("Curriculum Vitae" in t for t in kept)


def test_a_running_head_beside_every_page_mark_still_goes() -> None:
    """``Name CV – updated`` after each ``Page N of M``: page furniture, blanked."""
    body = "EDUCATION\n\nPh.D., Lund\n\nPage 1 of 3\n\fMarlowe CV – updated 08/2024\nTEACHING\n\nOCN 210\n\n"
    body += "Page 2 of 3\n\fMarlowe CV – updated 08/2024\nSERVICE\n\nReviewer\n\nPage 3 of 3\n"
    assert not any("updated" in t for _, t in text.normalise(body, enable_pdf_layout=False))


def test_an_author_list_wrapped_before_its_date_opens_the_citation() -> None:
    """``..., & Roe, J.`` over ``(2022). Title``: the names' line opens the entry, its next line continues it."""
    content = [(1, "Lee, A., Diaz, B., Okafor, C., & Roe, J."), (2, "(2022). Harbour silt. Coastal Review, 3, 1–9.")]
    assert _openings(content) == {0}


def test_a_compound_broken_at_its_hyphen_keeps_it() -> None:
    """``cluster-`` / ``randomized``, ``Tool-`` / ``10``: a compound's and a numbered name's hyphen stays."""
    assert layout.unhyphenate(["a cluster-", "randomized trial of the Tool-", "10 scale"]) == [
        "a cluster-randomized trial of the Tool-10 scale"
    ]


def test_platform_presentations_head_talks() -> None:
    """``PLATFORM PRESENTATIONS``, the oral talks of a clinical meeting, is a section of talks."""
    sections = split_sections(_numbered("PLATFORM PRESENTATIONS\n\nLee, A. (2020, May). Tides [Oral]. Meeting."))
    assert sections[-1].kind is SectionKind.TALKS


def test_a_sub_heading_of_another_list_still_opens_its_section() -> None:
    """``Posters`` under ``CONFERENCE CONTRIBUTIONS``, after ``PUBLICATIONS``: a list of posters, not of talks."""
    lines = _numbered(
        "PUBLICATIONS\n\nLee, A. (2020). Tides. Coastal Review, 3, 1–9.\n\nCONFERENCE CONTRIBUTIONS\n\nTalks\n\n"
        "  - “Tides,” Coastal Meeting, Lund, 2024\n\nPosters\n\n  - “Silt,” Harbour Meeting, Oslo, 2023"
    )
    assert split_sections(lines)[-1].kind is SectionKind.PUBLICATIONS
