"""Two Markdown genres as set 40 found them: a Hugo Blox (Wowchemy) CV page of a geoscientist, whose list mixes
Copernicus references without a volume (a preprint on its server, a data set, software, a meeting's abstract, a
thesis) with APA ones, and docling's export of a humanities CV (every bold line a ``##`` heading, Chicago entries
opened by their co-authors, book reviews without italics). Every input here is invented for
the test."""

from __future__ import annotations

from cvkg.extract import copernicus, text
from cvkg.model import CvRecord, PublicationKind, SourceDocument


def _md(source: str) -> CvRecord:
    return text.extract(SourceDocument("cv.md", "text/markdown", source, ""))


_HUGO = """## Mara Lindqvist

PhD Candidate in Glaciology, North University

## Publications

1. **Lindqvist, M.**, Berg, A. K., and Roe, T.: Meltwater pulses under a tidewater glacier, The Cryosphere, 18,
   211–230, [https://doi.org/10.5194/tc-18-211-2024](https://doi.org/10.5194/tc-18-211-2024), 2024. †
2. **Lindqvist, M.** and Berg, A. K.: A firn model for wet snowpacks, EGUsphere [preprint],
   https://doi.org/10.5194/egusphere-2024-1000, 2024.
3. **Lindqvist, M.**, Roe, T., and Berg, A. K.: Tracking calving fronts with radar, EGU General Assembly 2023,
   Vienna, Austria, 23–28 Apr 2023, EGU23-1234, https://doi.org/10.5194/egusphere-egu23-1234, 2023.
4. **Lindqvist, M.**: Calving front positions 2019–2023 (v2.0), Zenodo [data set],
   https://doi.org/10.5281/zenodo.1234567, 2024.
5. **Lindqvist, M.**: Surface lakes on a cold ice cap, MSc dissertation, University of Leeds, 2020.
6. Berg, A. K., **Lindqvist, M.**, & Roe, T. (2022). Basal sliding beneath an outlet glacier, Greenland.
   *Journal of Glaciology*, 68, 1101–1115.
"""


def _hugo_publications() -> dict[str, tuple[str | None, int | None, PublicationKind, tuple[str, ...]]]:
    return {p.title: (p.venue, p.year, p.kind, p.notes) for p in _md(_HUGO).publications}


def test_a_copernicus_reference_with_a_mark_after_its_final_period() -> None:
    """A student-led mark after the year (``2024. †``) is the list's: the journal before the volume is the venue."""
    venue, year, kind, _ = _hugo_publications()["Meltwater pulses under a tidewater glacier"]
    assert (venue, year, kind) == ("The Cryosphere", 2024, PublicationKind.JOURNAL)


def test_a_copernicus_preprint_on_its_server() -> None:
    """``Title, EGUsphere [preprint], link, 2024.``: the server is the venue and the bracket says a preprint."""
    venue, year, kind, _ = _hugo_publications()["A firn model for wet snowpacks"]
    assert (venue, year, kind) == ("EGUsphere", 2024, PublicationKind.PREPRINT)


def test_a_copernicus_meeting_abstract_names_the_meeting_without_its_year() -> None:
    """EGU's citation of an abstract: the meeting with its year, place, dates and number; the title ends before."""
    venue, year, _, _ = _hugo_publications()["Tracking calving fronts with radar"]
    assert (venue, year) == ("EGU General Assembly", 2023)


def test_a_copernicus_data_set_on_a_repository() -> None:
    """``Title (v2.0), Zenodo [data set], link, 2024.``: the repository is the venue and the bracket a note."""
    venue, year, kind, notes = _hugo_publications()["Calving front positions 2019–2023 (v2.0)"]
    assert (venue, year, kind) == ("Zenodo", 2024, PublicationKind.OTHER)
    assert "dataset" in notes


def test_a_copernicus_thesis_is_at_its_institution() -> None:
    """``Title, MSc dissertation, University of X, 2020.``: a thesis whose venue is the university."""
    venue, year, kind, _ = _hugo_publications()["Surface lakes on a cold ice cap"]
    assert (venue, year, kind) == ("University of Leeds", 2020, PublicationKind.THESIS)


def test_an_apa_title_ending_in_a_place_before_the_italic_journal() -> None:
    """``(2022). Title, Greenland. *Journal*, 68, 1101–1115.``: the comma phrase before the italic journal ends the
    title; it is no journal of an SSA reference."""
    pubs = _hugo_publications()
    assert pubs["Basal sliding beneath an outlet glacier, Greenland"][0] == "Journal of Glaciology"


def test_copernicus_split_keeps_a_reference_with_no_tail_unread() -> None:
    """A colon after names with no journal, server, meeting or thesis after the title is no Copernicus reference."""
    assert copernicus.split("Vell, A.: Notes on floods and their gauges, unpublished.") is None


_DOCLING = """## ADA QUILL

## Associate Professor of History, North University

## PUBLICATIONS

## Articles

“Ledgers of the Garden.” Isis 101, no. 2 (2010): 1-20.

“Herbals as Archive.” Journal of the History of Biology 55 (2012): 211-36.

(with Bo Lund) “Seeds in Transit.” Annals of Science 70, no. 1 (2013): 21-40.

“Paper Herbals.” Centaurus 55 (2015): 41-60.

## Book Reviews

Gardens of Trade: Botany and Empire, by Cora Vell. Isis 108, no. 1 (2017): 201-2.

## TEACHING

## North University

- HIST 3013 Early Modern Science, Fall 2019

## SERVICE

## To the Profession

- Council Member, Society for the History of Science, 2019-2022
"""


def test_docling_mixed_case_headings_are_parts_of_sections_in_capitals() -> None:
    """docling makes a ``##`` heading of every bold line: under ``## TEACHING`` and ``## SERVICE`` (the sections in
    capitals), ``## North University`` and ``## To the Profession`` head parts of them, not unknown sections."""
    record = _md(_DOCLING)
    assert [(t.code, t.course) for t in record.teaching] == [("HIST 3013", "Early Modern Science")]
    assert [(s.role, s.venue) for s in record.service] == [("Council Member", "Society for the History of Science")]


def test_coauthors_in_brackets_open_an_unmarked_entry() -> None:
    """``(with Bo Lund) “Title.” Journal``, after an entry that ended, is an entry of its own."""
    pubs = {p.title: p for p in _md(_DOCLING).publications}
    assert pubs["Herbals as Archive"].venue == "Journal of the History of Biology"
    assert pubs["Seeds in Transit"].venue == "Annals of Science"
    assert "Bo Lund" in pubs["Seeds in Transit"].authors


def test_a_plain_book_review_under_its_heading_names_the_book() -> None:
    """Under ``## Book Reviews``, ``Book, by A. Journal 108 (2017)`` without italics is a review of that book."""
    pubs = {p.title: p for p in _md(_DOCLING).publications}
    review = pubs["Gardens of Trade: Botany and Empire"]
    assert (review.venue, review.year, review.kind) == ("Isis", 2017, PublicationKind.OTHER)
    assert "book review" in review.notes


def test_an_older_egu_abstract_keeps_its_series_as_a_note() -> None:
    """Until 2019 EGU cited an abstract in Geophysical Research Abstracts before the meeting: the series, volume
    and number are a note, the meeting the venue."""
    found = copernicus.split(
        "Vell, A. and Lund, C.: Alpine flood peaks, Geophysical Research Abstracts, Vol. 21, EGU2019-9034, "
        "EGU General Assembly 2019."
    )
    assert found is not None
    assert (found.title, found.venue_text, found.notes) == (
        "Alpine flood peaks", "EGU General Assembly, 2019", ("Geophysical Research Abstracts, Vol. 21, EGU2019-9034",)
    )
