"""Copernicus Publications' reference style (HESS, NHESS, ESSD, ACP, The Cryosphere, Biogeosciences and the other
EGU journals; many hydrology, atmospheric and cryosphere CVs): the names and a colon, the title, the journal, its
volume and pages parted by commas, a link, and the year last. Pure.

``Vell, A. B., Lund, C., and Birch, D.: Title, Hydrol. Earth Syst. Sci., 28, 2411–2430,
https://doi.org/10.5194/hess-28-2411-2024, 2024.`` The title keeps its own commas: the journal is the field
before the volume. The venue text returned is what the venue reader expects: the journal, its locators and the
year.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cvkg.extract import names as nm

# The names and their colon: "Vell, A. B., Lund, C., and Birch, D.: Title"
_OPENING_RE = re.compile(r"^(?P<names>[^:()\[\]]{3,}?):\s+(?=\S)")
# After the title: the journal (no comma in it), its volume and pages (or article number), a link, and the year at
# the very end: ", Hydrol. Earth Syst. Sci., 28, 2411–2430, https://doi.org/..., 2024."
_TAIL_RE = re.compile(
    r",\s+(?P<journal>[A-Z][^,]{1,80}?),\s+(?P<volume>\d{1,4}),\s+(?P<pages>[A-Za-z]?\d+(?:\s*[–-]\s*\d+)?)"
    r"(?:,\s+(?:https?://\S+?|doi:\s*\S+?))?,\s+(?P<year>(?:19|20)\d\d)[a-z]?\.?$"
)


@dataclass(frozen=True, slots=True)
class CopernicusParts:
    authors: tuple[str, ...]
    title: str
    venue_text: str
    truncated: bool


def split(text: str) -> CopernicusParts | None:
    """The names, the title and the venue text of a Copernicus reference, or ``None`` when ``text`` is not one.

    >>> found = split("Vell, A. B. and Lund, C.: Floods, again, Hydrol. Earth Syst. Sci., 28, 241–260, 2024.")
    >>> found.authors, found.title, found.venue_text
    (('Vell, A. B.', 'Lund, C.'), 'Floods, again', 'Hydrol. Earth Syst. Sci., 28, 241–260, 2024')
    """
    opening = _OPENING_RE.match(text)
    if opening is None:
        return None
    authors = nm.split_names(opening.group("names").strip(" ,"))
    if not (authors.names and nm.all_names(authors.names)):
        return None
    rest = text[opening.end() :].strip()
    tail = _TAIL_RE.search(rest)
    if tail is None or len(rest[: tail.start()].split()) < 2:
        return None
    venue_text = ", ".join(tail.group("journal", "volume", "pages", "year"))
    return CopernicusParts(authors.names, rest[: tail.start()].strip(), venue_text, authors.is_truncated)
