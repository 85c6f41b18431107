"""British humanities' references (MHRA, Harvard): a title in single quotes after the names, the comma outside
the quotes, and a chapter's book before "ed. by" its editors. People and papers are invented."""

from __future__ import annotations

import pytest

from cvkg.extract.citations import parse_citation


@pytest.mark.parametrize(
    ("text", "authors", "title", "venue", "year"),
    [
        ("Lund, Kari, ‘Glacial Myths in Saga Literature’, Medium Ævum, 90 (2021), 45–67",
         ("Lund, Kari",), "Glacial Myths in Saga Literature", "Medium Ævum", 2021),
        ("Kari Lund and Anna B. Vell, 'Glacial Myths in Saga Literature', Medium Ævum, 90 (2021), 45–67",
         ("Kari Lund", "Anna B. Vell"), "Glacial Myths in Saga Literature", "Medium Ævum", 2021),
        # an apostrophe inside the title is no closing quote; the book, not its editor, is the venue
        ("Lund, Kari, ‘Martial's Rivers and Roads’, in Northern Landscapes, ed. by Anna B. Vell and Tom Roy "
         "(Cambridge: Cambridge University Press, 2020), pp. 45–67",
         ("Lund, Kari",), "Martial's Rivers and Roads", "Northern Landscapes", 2020),
        # Harvard's year in brackets before the quoted title reads as before
        ("Lund, K. and Vell, A.B. (2021) 'Glacial erosion in western fjords', Geomorphology, 380, pp. 107–120.",
         ("Lund, K.", "Vell, A.B."), "Glacial erosion in western fjords", "Geomorphology", 2021),
    ],
)
def test_single_quoted_titles_read(text: str, authors: tuple[str, ...], title: str, venue: str, year: int) -> None:
    found = parse_citation([text])
    assert found is not None
    assert (found.authors, found.title, found.venue, found.year) == (authors, title, venue, year)
