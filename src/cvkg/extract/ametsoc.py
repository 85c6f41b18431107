"""The American Meteorological Society's reference style (J. Atmos. Sci., Mon. Wea. Rev., J. Climate, BAMS; also
oceanography and hydrology CVs): the year after the names, then a colon, the title and the journal. Pure.

``Vell, A. B., C. Lund, and D. Birch, 2021: Title. J. Atmos. Sci., 78, 1234–1250, https://doi.org/...``; more
than eight authors are ``Vell, A. B., and Coauthors, 2021:``; a meeting's paper is ``2020: Title. 100th Annual
Meeting, Boston, MA, Amer. Meteor. Soc., 5A.3``. The venue text returned is what the venue reader expects: the
journal, its locators and the year.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cvkg.extract import names as nm
from cvkg.extract.unsigned import split_title_venue

# The names, the year and its colon: "Vell, A. B., and C. Lund, 2021: Title" (a letter after the year tells two
# papers of one year apart: "2021a:")
_OPENING_RE = re.compile(r"^(?P<names>[^:()\[\]]{3,}?),?\s+(?P<year>(?:19|20)\d\d)[a-z]?:\s+(?=\S)")
# AMS's mark for more than eight authors: "Vell, A. B., and Coauthors"
_COAUTHORS_RE = re.compile(r",?\s+(?:and|&)\s+coauthors\s*$", re.I)
# The society that holds a meeting, after its town: "..., Boston, MA, Amer. Meteor. Soc., 5A.3"
_SOCIETY_RE = re.compile(
    r",\s*(?:Amer\.\s*Meteor\.\s*Soc\.|American Meteorological Society|Amer\.\s*Geophys\.\s*Union)"
)


@dataclass(frozen=True, slots=True)
class AmsMetParts:
    authors: tuple[str, ...]
    title: str
    venue_text: str
    truncated: bool


def split(text: str) -> AmsMetParts | None:
    """The names, the title and the venue text of an AMS reference, or ``None`` when ``text`` is not one.

    >>> found = split("Vell, A. B., and C. Lund, 2021: Gravity waves over the Andes. J. Atmos. Sci., 78, 1234–1250.")
    >>> found.authors, found.title, found.venue_text
    (('Vell, A. B.', 'C. Lund'), 'Gravity waves over the Andes', 'J. Atmos. Sci., 78, 1234–1250., 2021')
    """
    opening = _OPENING_RE.match(text)
    if opening is None:
        return None
    names_text = opening.group("names").strip(" ,")
    truncated = bool(coauthors := _COAUTHORS_RE.search(names_text))
    authors = nm.split_names(names_text[: coauthors.start()] if coauthors else names_text)
    if not (authors.names and nm.all_names(authors.names)):
        return None
    title, venue_text = split_title_venue(text[opening.end() :])
    if len(title.split()) < 2:
        return None
    if society := _SOCIETY_RE.search(venue_text):
        venue_text = venue_text[: society.start()]  # the meeting's paper number and the society are no venue
    venue_text = f"{venue_text.strip()}, {opening.group('year')}" if venue_text.strip() else opening.group("year")
    return AmsMetParts(authors.names, title.strip(), venue_text, truncated or authors.is_truncated)
