"""A venue as a structured source gives it (a JSON Resume ``publisher``, a BibTeX ``booktitle``)
-> the venue as the layout writes it, and the kind of publication its words suggest. Pure.

Structured sources give the venue in a field of its own, so there is no citation to split;
what is left to do is what a careful reader does: drop the year (``ICML 2024`` -> ``ICML``),
the event details dblp appends (``..., {ICLR} 2024, Vienna, Austria, May 7-11, 2024``) and a
parenthetical that only names the kind (``(Master's thesis)``), and tell a journal
(``Nature Methods``, ``Economics of Education Review``) or a conference (``ACM ASSETS``) from
names that carry no cue word.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from cvkg.extract.theses import institution
from cvkg.extract.venues import SERIES_ACRONYM_RE, clean_venue, kind_from_venue
from cvkg.model import PublicationKind

Kind = PublicationKind

# dblp: "Title, {ACRONYM} 2024, City, Country, May 7-11, 2024" -> keep up to the acronym's year.
_DBLP_EVENT_RE = re.compile(r"^(?P<head>.+?,\s*[A-Z][\w\-/@&]*[A-Z][\w\-/@&]*\s+(?:19|20)\d\d)\s*,\s*(?P<tail>.+)$")
_MONTH_RE = re.compile(r"\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d", re.I)
# "(Master's thesis)", "(poster)", "(journal)": a short parenthetical naming only the kind.
_KIND_TAG_RE = re.compile(
    r"\s*[(\[]\s*(?P<tag>(?:[\w'’.-]+\s+){0,2}(?:thesis|dissertation|poster|preprint|demo|abstract|invited|journal"
    r"|workshop|chapter)(?:\s+[\w'’.-]+){0,2})\s*[)\]]\s*$",
    re.I,
)


class Venue(NamedTuple):
    """A venue field read: the name as the layout writes it, the year it named, the kind its tag named,
    and what followed the name (volume, issue, pages...) as notes."""

    name: str | None
    year: int | None
    kind: PublicationKind | None
    notes: tuple[str, ...] = ()


def tidy_venue(text: str | None, *, is_container: bool = True) -> Venue:
    """The venue without its year and event details, the year it named, and the kind its tag named;
    a paper's container (``is_container``) also without what follows its name (volume, pages...).

    >>> tidy_venue("The Twelfth International Conference on Learning Representations, {ICLR} 2024, "
    ...            "Vienna, Austria, May 7-11, 2024")[:3]
    ('The Twelfth International Conference on Learning Representations, ICLR', 2024, None)
    >>> tidy_venue("National University of Singapore (Master's thesis)")[:3]
    ('National University of Singapore', None, <PublicationKind.THESIS: 'thesis'>)
    >>> tidy_venue("Journal of Invented Results, 12(3), 45-67").notes
    ('pages 45-67', 'volume 12', 'issue 3')
    """
    if not text:
        return Venue(None, None, None)
    text = " ".join(text.replace("{", "").replace("}", "").split())
    if (m := _DBLP_EVENT_RE.match(text)) and (_MONTH_RE.search(m.group("tail")) or "," in m.group("tail")):
        text = m.group("head")
    tag_kind = None
    if m := _KIND_TAG_RE.search(text):
        tag_kind = kind_from_venue(m.group("tag"))  # "(oral abstract)", "(abstract supplement)": no part of the name
        text = text[: m.start()]
    at, is_thesis = institution(text)
    if is_thesis:  # "PhD thesis, Georgia Institute of Technology, Atlanta, GA": the institution is the venue
        text, tag_kind = at, tag_kind or Kind.THESIS
    if re.search(r"\barxiv\b", text, re.I):  # "arXiv preprint arXiv:2306.01234": the ID is no year
        return Venue(text.strip(" .,;"), None, tag_kind)
    venue, year, notes = clean_venue(text, is_container=is_container)
    return Venue(venue, year, tag_kind, tuple(notes))


def split_venues(text: str) -> list[str]:
    """``"IEEE RA-L, ICRA, IROS"`` -> the three venues; anything else stays one venue.

    >>> split_venues("IEEE RA-L, ICRA, IROS"), split_venues("Bioinformatics (Oxford University Press)")
    (['IEEE RA-L', 'ICRA', 'IROS'], ['Bioinformatics (Oxford University Press)'])
    """
    items = [item.strip() for item in re.split(r",\s*|;\s*", text) if item.strip()]
    if len(items) > 1 and all(SERIES_ACRONYM_RE.match(re.sub(r"\s+(?:19|20)?\d\d$", "", item)) for item in items):
        return items
    return [text.strip()]
