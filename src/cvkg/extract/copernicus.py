"""Copernicus Publications' reference style (HESS, NHESS, ESSD, ACP, The Cryosphere, Biogeosciences and the other
EGU journals; many hydrology, atmospheric and cryosphere CVs): the names and a colon, the title, the journal, its
volume and pages parted by commas, a link, and the year last. Pure.

``Vell, A. B., Lund, C., and Birch, D.: Title, Hydrol. Earth Syst. Sci., 28, 2411–2430,
https://doi.org/10.5194/hess-28-2411-2024, 2024.`` The title keeps its own commas: the journal is the field
before the volume. The venue text returned is what the venue reader expects: the journal, its locators and the
year.

The same style cites what has no volume: a preprint, data set or software by its server and a bracket
(``Title, EGUsphere [preprint], https://doi.org/..., 2024.``, ``Title (v1.1), Zenodo [data set], https://...,
2024.``), a meeting's abstract by the meeting, its place, dates and number (``Title, EGU General Assembly 2024,
Vienna, Austria, 14–19 Apr 2024, EGU24-8812, https://..., 2024.``), and a thesis by its words and institution
(``Title, MSc dissertation, University of X, 2020.``). A mark after the final period (``2024. †``, a student-led
paper) is the list's, not the reference's.
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


# A mark after the reference's final period: "..., 2024. †" (a legend says what it means)
_CLOSING_MARK_RE = re.compile(r"(?<=[.\d])\s*[*†‡§¶]+\s*$")
# No volume: the server or repository, what it holds in brackets, a link and the year:
# ", EGUsphere [preprint], https://doi.org/..., 2024."
_SERVER_TAIL_RE = re.compile(
    r",\s+(?P<server>[A-Za-z][^,\[\]\d]{1,40}?)(?:\s+\[(?P<what>[a-z][a-z ]{2,20})\])?,\s+(?:https?://\S+?|doi:\s*\S+?),"
    r"\s+(?P<year>(?:19|20)\d\d)[a-z]?\.?$"
)
# A meeting's abstract: the meeting with its year, then its place, dates, abstract number, link and year
_MEETING_RE = re.compile(
    r",\s+(?P<meeting>[A-Z][^,]{2,80}?\b(?:Assembly|Meeting|Conference|Congress|Symposium|Workshop|Colloquium)\b"
    r"[^,]{0,30}?)\s+(?P<year>(?:19|20)\d\d)(?=\s*(?:\([^()]{2,20}\)\s*)?(?:,|\.?$))"
)
# The abstracts' series before the meeting, as EGU cited them until 2019: ", Geophysical Research Abstracts, Vol.
# 21, EGU2019-9034, EGU General Assembly 2019."
_ABSTRACT_SERIES_RE = re.compile(
    r",\s+[A-Z][A-Za-z ]{3,60}\bAbstracts,\s+Vol\.\s*\d{1,3},\s+[A-Z]{2,8}\d{2,4}-\d{2,6}$"
)
# A thesis: its words, then the institution and the year: ", MSc dissertation, University of X, 2020."
_THESIS_TAIL_RE = re.compile(
    r",\s+(?P<what>(?:Ph\.?\s?D\.?|M\.?\s?Sc\.?|M\.?\s?A\.?|M\.?\s?Phil\.?|B\.?\s?Sc\.?|Master'?s|Doctoral|Diploma"
    r"|Bachelor'?s|Honou?rs)\s+(?:thesis|dissertation))"
    r",\s+(?P<at>[A-Z][^,]{2,80}(?:,\s+[A-Z][^,]{2,40})?),\s+(?P<year>(?:19|20)\d\d)\.?$"
)
# What the bracket after a server says the work is
_BRACKET_NOTES = {"data set": "dataset", "dataset": "dataset", "software": "software", "code": "software"}


@dataclass(frozen=True, slots=True)
class CopernicusParts:
    authors: tuple[str, ...]
    title: str
    venue_text: str
    truncated: bool
    notes: tuple[str, ...] = ()
    is_preprint: bool = False
    is_meeting: bool = False  # a meeting's abstract


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
    rest = _CLOSING_MARK_RE.sub("", text[opening.end() :].strip())
    tail = _TAIL_RE.search(rest)
    if tail is not None and len(rest[: tail.start()].split()) >= 2:
        venue_text = ", ".join(tail.group("journal", "volume", "pages", "year"))
        return CopernicusParts(authors.names, rest[: tail.start()].strip(), venue_text, authors.is_truncated)
    return _without_volume(authors, rest)


def _without_volume(authors: nm.AuthorList, rest: str) -> CopernicusParts | None:
    """A preprint, data set or software on its server, a meeting's abstract or a thesis in the style, or ``None``.

    >>> found = split("Vell, A.: Gauges, v2, Zenodo [software], https://doi.org/10.5281/zenodo.1, 2023.")
    >>> found.title, found.venue_text, found.notes
    ('Gauges, v2', 'Zenodo, 2023', ('software',))
    """
    if (meeting := _MEETING_RE.search(rest)) and len(rest[: meeting.start()].split()) >= 2:
        venue_text = f"{meeting.group('meeting').strip()}, {meeting.group('year')}"
        title, notes = rest[: meeting.start()].strip(), ()
        if (series := _ABSTRACT_SERIES_RE.search(title)) and len(title[: series.start()].split()) >= 2:
            title, notes = title[: series.start()], (series.group(0).lstrip(", "),)
        return CopernicusParts(authors.names, title, venue_text, authors.is_truncated, notes, is_meeting=True)
    if (tail := _SERVER_TAIL_RE.search(rest)) and len(rest[: tail.start()].split()) >= 2:
        what = (tail.group("what") or "").lower()
        notes = (_BRACKET_NOTES[what],) if what in _BRACKET_NOTES else ()
        venue_text = f"{tail.group('server').strip()}, {tail.group('year')}"
        return CopernicusParts(
            authors.names, rest[: tail.start()].strip(), venue_text, authors.is_truncated, notes, what == "preprint"
        )
    if (thesis := _THESIS_TAIL_RE.search(rest)) and len(rest[: thesis.start()].split()) >= 2:
        venue_text = ", ".join(thesis.group("what", "at", "year"))
        return CopernicusParts(authors.names, rest[: thesis.start()].strip(), venue_text, authors.is_truncated)
    return None
