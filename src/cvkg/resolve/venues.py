"""Venue series: ``OSDI``, ``14th USENIX Symposium on ... (OSDI '20)`` and ``OSDI '18`` are one series.

A paper links to the series' yearly edition (the mapping mints ``{base}id/event/{series}-{year}``).
The key is the acronym when the venue gives one; otherwise the name without years, ordinals,
publishers and "Proceedings of"; a full name met elsewhere with an acronym takes that acronym.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable

from cvkg.resolve.keys import ACRONYM, ORDINAL, YEAR, fold

_NOISE = re.compile(
    r"\b(?:in|the|proceedings|proc|of|on|acm|ieee|usenix|ifip|annual|international|"
    r"\d+|conference|symposium)\b"
)
_ACRONYM_WORD = re.compile(r"^(?=.*[A-Z].*[A-Z])[A-Za-z][A-Za-z0-9]{1,11}$")
_PUBLISHERS = frozenset(["acm", "ieee", "usenix", "ifip", "siam", "aaai"])
_PREPRINT = re.compile(r"\barxiv\b", re.IGNORECASE)


def venue_key(venue: str) -> str:
    """A venue series' key: its acronym when it gives one, else its name without years/ordinals.

    >>> venue_key("14th USENIX Symposium on Operating Systems Design (OSDI '20)")
    'osdi'
    """
    if _PREPRINT.search(venue):
        return "arxiv"
    acronyms = [
        a for a in ACRONYM.findall(venue) if not a.strip().isdigit() and not re.fullmatch(r"[\d.]+", a)
    ]
    if acronyms:
        key = fold(YEAR.sub("", acronyms[-1]))
        if key:
            return key
    return fold(ORDINAL.sub("", YEAR.sub("", ACRONYM.sub("", venue)))) or fold(venue)


def long_name_key(venue: str) -> str:
    """The descriptive part of a venue's name, for matching a full name to an acronym."""
    text = fold(ORDINAL.sub("", YEAR.sub("", ACRONYM.sub("", venue))))
    return " ".join(_NOISE.sub(" ", text).split())


def series_table(venues: Iterable[str]) -> dict[str, str]:
    """Venue as written -> series key, using the corpus to give acronym-less names their acronym."""
    venues = sorted(set(venues))
    by_long: dict[str, set[str]] = defaultdict(set)
    known = set()
    for venue in venues:
        key = venue_key(venue)
        if ACRONYM.search(venue) and key != "arxiv":
            by_long[long_name_key(venue)].add(key)
            known.add(key)
    table = {}
    for venue in venues:
        key = venue_key(venue)
        if not ACRONYM.search(venue):
            long_keys = by_long.get(long_name_key(venue), set())
            words = [
                fold(w)
                for w in re.split(r"[\s,/@]+", YEAR.sub("", venue))
                if _ACRONYM_WORD.match(w) and fold(w) not in _PUBLISHERS
            ]
            if len(long_keys) == 1:
                key = next(iter(long_keys))
            elif len(words) == 1 and words[0] in known:
                key = words[0]
        table[venue] = key
    return table
