"""The earth scientists' reference style (GSA, AGU's older form, USGS): the year between commas after the names,
the title, a colon, the container with its locators labelled (cvkg.extract.gsa). People and papers are invented."""

from __future__ import annotations

import pytest

from cvkg.extract import gsa, text
from cvkg.extract.citations import parse_citation
from cvkg.model import PublicationKind as Kind
from cvkg.model import SourceDocument

_NAMES = "Vell, A.B., Lund, K., and Roy, C.D."
_AUTHORS = ("Vell, A.B.", "Lund, K.", "Roy, C.D.")


@pytest.mark.parametrize(
    ("text", "title", "venue", "kind"),
    [
        # a journal paper: volume, issue and pages labelled, a DOI link after them
        (f"{_NAMES}, 2021, Glacial erosion in fjords: Geology, v. 49, no. 3, p. 301–305, "
         "https://doi.org/10.1130/G48000.1.", "Glacial erosion in fjords", "Geology", Kind.JOURNAL),
        # AGU's article id for a page, a journal whose name holds a colon
        (f"{_NAMES}, 2023, Landslide dams in fjords: Journal of Geophysical Research: Earth Surface, v. 128, "
         "e2022JF006789.", "Landslide dams in fjords", "Journal of Geophysical Research: Earth Surface", Kind.JOURNAL),
        # a title with a colon of its own: the container is what follows the colon that opens one
        (f"{_NAMES}, 2019, Fjord sediments: A Holocene record: Quaternary Science Reviews, v. 210, p. 1–15.",
         "Fjord sediments: A Holocene record", "Quaternary Science Reviews", Kind.JOURNAL),
        # a thesis, its mark after the title, its school after the town
        (f"{_NAMES}, 2016, Tectonic controls on glacial valleys [Ph.D. thesis]: Oslo, University of Oslo, 210 p.",
         "Tectonic controls on glacial valleys", "University of Oslo", Kind.THESIS),
        # a book: the publisher after the town, its length
        (f"{_NAMES}, 2018, Glaciers of the western fjords: Cambridge, UK, Cambridge University Press, 320 p.",
         "Glaciers of the western fjords", "Cambridge University Press", Kind.BOOK),
        # a chapter: the book after its editors, the series after the book
        (f"{_NAMES}, 2022, Rockfall inventories from lidar, in Smith, J., and Berg, T., eds., Mountain Hazards: "
         "Geological Society of America Special Paper 555, p. 45–60.", "Rockfall inventories from lidar",
         "Mountain Hazards", Kind.BOOK),
        # a survey's map: its series is the venue, the scale goes
        (f"{_NAMES}, 2020, Geologic map of the Voss quadrangle, western Norway: Geological Survey of Norway Map "
         "Series 75, scale 1:50,000.", "Geologic map of the Voss quadrangle, western Norway",
         "Geological Survey of Norway Map Series 75", Kind.OTHER),
    ],
)
def test_each_container_of_the_style_reads(text: str, title: str, venue: str, kind: Kind) -> None:
    found = parse_citation([text])
    assert found is not None
    year = int(text[len(_NAMES) + 2 : len(_NAMES) + 6])
    assert (found.authors, found.title, found.venue, found.year, found.kind) == (_AUTHORS, title, venue, year, kind)


def test_a_meeting_abstract_keeps_its_series_and_is_a_meetings_paper() -> None:
    """GSA's Abstracts with Programs has a volume and number like a journal; an abstract is a meeting's paper."""
    found = gsa.split(f"{_NAMES}, 2020, Rockfall along fjords: Geological Society of America Abstracts with "
                      "Programs, v. 52, no. 6, https://doi.org/10.1130/abs/2020AM-355123.")
    assert found is not None
    venue_text = "Geological Society of America Abstracts with Programs, vol. 52, no. 6, 2020"
    assert (found.title, found.venue_text, found.kind) == ("Rockfall along fjords", venue_text, Kind.CONFERENCE)


@pytest.mark.parametrize(
    "text",
    [
        # a year in brackets (APA): another style's
        f"{_NAMES} (2021). Glacial erosion in fjords: A review. Geology, 49(3), 301–305.",
        # a subtitle's sentence, then a series: no container of this style after the colon
        f"{_NAMES}, 2021, Glacial erosion: A review of methods. Working Paper Series 12.",
        # no colon before the container
        f"{_NAMES}, 2021, Glacial erosion in fjords. Geology 49, 301–305.",
    ],
)
def test_other_styles_are_left_to_their_readers(text: str) -> None:
    assert gsa.split(text) is None


def test_an_unmarked_list_of_year_between_commas_entries_above_a_bulleted_one_keeps_its_entries() -> None:
    """Plain author-date lines ("Lund, K., 2021, Title: Journal, v. 1, p. 2.") right above bulleted abstracts:
    the bullets do not make the plain lines one entry; each that opens with names and a year after a finished
    entry is an entry of its own."""
    lines = [f"{_NAMES}, {2010 + i}, Fault zone number {i} in the fjords: Geology, v. {40 + i}, p. {i}1–{i}9."
             for i in range(1, 5)]
    bullets = [f"- {_NAMES}, 2024, Abstract number {i} on rockfall: GSA Abstracts with Programs, v. 56, no. {i}."
               for i in range(1, 3)]
    cv = "# Kari Lund\n\n## Publications\n\n" + "\n".join([*lines, *bullets])
    record = text.extract(SourceDocument("cv.md", "text/markdown", cv, ""))
    papers = [f"Fault zone number {i} in the fjords" for i in range(1, 5)]
    abstracts = [f"Abstract number {i} on rockfall" for i in (1, 2)]
    assert sorted(p.title for p in record.publications) == sorted(papers + abstracts)


def test_an_abstract_numbered_by_its_meeting_reads() -> None:
    """AGU's abstracts have no volume: the meeting's series and the abstract's number ("T23A-07")."""
    found = parse_citation([f"{_NAMES}, 2023, Frictional heating in thrust faults: AGU Fall Meeting Abstracts, "
                            "T23A-07."])
    assert found is not None
    assert (found.title, found.venue, found.year, found.kind) == (
        "Frictional heating in thrust faults", "AGU Fall Meeting Abstracts", 2023, Kind.CONFERENCE
    )
