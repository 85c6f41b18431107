"""Places in CV lines: where an organization's name ends and its location begins.

``University of Toronto, Toronto, ON, Canada``, ``Lawrence Berkeley National Laboratory,
Berkeley, CA, USA``, ``University of Tokyo, Japan``: a location is the last comma-separated
parts when they read as ``City, ST``, ``City, Country``, ``City, ST, Country`` or a country
alone. Country names come from ISO 3166 (pycountry), with the short forms CVs write.
"""

from __future__ import annotations

import functools
import re

import pycountry

INSTITUTION_RE = re.compile(
    r"\b(?:Univ\w*|College|Institut\w*|School|Academy|Polytechnic|Politecnico|Hochschule|ETH|EPFL|MIT|TU"
    r"|Ecole|École|Escuela|Faculty|Conservatory|Seminary|Lyceum|Gymnasium)\b"
)
# The short forms CVs write that ISO 3166 does not list as a name of its own.
_COUNTRY_ALIASES = frozenset(
    ["usa", "u.s.a.", "us", "u.s.", "uk", "u.k.", "uae", "prc", "england", "scotland", "wales", "korea",
     "russia", "the netherlands", "holland", "czech republic", "hong kong sar", "macau", "p.r. china"]
)  # fmt: skip
# Words that name an organization, never a city: "Helmholtz-Zentrum Dresden-Rossendorf, Dresden".
ORGANIZATION_RE = re.compile(
    INSTITUTION_RE.pattern
    + r"|\b(?:\w+-)?(?:Zentrum|Center|Centre|Laborator(?:y|ies)|Labs?|Foundation|Council|Hospital|Clinic|GmbH"
    r"|Inc|Corp(?:oration)?|Ltd|LLC|Company|Agency|Bank|Museum|Observatory|Ministry|Department|Society|Association"
    r"|Trust|Federation|Commission|Organi[sz]ation)\b"
)


@functools.cache
def _country_names() -> frozenset[str]:
    names = set(_COUNTRY_ALIASES)
    for country in pycountry.countries:
        for attr in ("name", "common_name", "official_name"):
            value = getattr(country, attr, None)
            if value and "," not in value:  # "Korea, Republic of" is no way to write it in a CV
                names.add(value.lower())
    return frozenset(names)


def is_country(text: str) -> bool:
    """Whether ``text`` names a country (``Japan``, ``USA``, ``South Korea``, ``The Netherlands``).

    >>> is_country("Japan"), is_country("U.S.A."), is_country("Tokyo")
    (True, True, False)
    """
    return text.strip(" .").lower() in _country_names() or text.strip().lower() in _country_names()


_CITY_PREFIX = (
    r"(?:San|Los|Las|New|Mountain|Palo|Santa|Salt Lake|Menlo|Ann|College|Chapel|Stony|Baton|El|St\."
    r"|Saint|Fort|Hong|Rio|Tel|Kuala|Buenos|Cape|Le|La|Long|Redwood|Sunny|Half|Research Triangle)"
)
_TRAILING_PLACE_RE = re.compile(
    rf"^(?P<head>.+?)\s+(?P<place>(?:{_CITY_PREFIX}\s+)?[A-Z][a-zA-Z.-]+,\s*"
    r"(?:[A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)"
    r"(?:,\s*[A-Z][\w ]+)?)$"
)
PLACE_RE = re.compile(
    rf"^(?:{_CITY_PREFIX}\s+)?[A-Z][a-z][\w.'-]*(?: [A-Z][a-z][\w.'-]*)?,\s*"
    r"(?:[A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)"
    r"(?:,\s*(?:[A-Z][a-z]+(?: [A-Z][a-z]+)?|[A-Z]{2,3}|U\.S\.A?\.?|U\.K\.))?$"  # "Berkeley, CA, USA"
)
# A place never follows these words: "University of | Ghana, Legon" is not a split.
_DANGLING = frozenset(["of", "for", "and", "the", "at", "in", "on", "de", "di", "du", "des", "la", "le", "del", "da"])


def split_place(text: str, *, need_keyword: bool = False) -> tuple[str, str | None]:
    """``"University of Toronto, Toronto, ON, Canada"`` -> (institution, location).

    The place is the last comma-separated parts (``City, ST``, ``City, Country``,
    ``City, ST, Country``), or the words after a space when a PDF lost the comma; with
    ``need_keyword`` a lone city after an institution counts too (``University of Ghana, Legon``).

    >>> split_place("Google, Ads Infra Mountain View, CA")
    ('Google, Ads Infra', 'Mountain View, CA')
    >>> split_place("NVIDIA Research, Robotics Lab, Seattle, WA")
    ('NVIDIA Research, Robotics Lab', 'Seattle, WA')
    """
    text = text.strip(" ,;")
    if text.endswith(".") and not re.search(r"(?:^|[\s.])[A-Za-z]\.$", text):
        text = text[:-1]  # the end of a sentence, not of "U.S.A."
    parts = [p.strip() for p in text.split(",")]
    for k in (3, 2):
        if len(parts) > k:
            head, place = ", ".join(parts[:-k]), ", ".join(parts[-k:])
            if is_place(place) and _ends_a_name(head):
                return head, place
    if len(parts) >= 2 and is_country(parts[-1]) and _ends_a_name(parts[-2]):
        # "University of Tokyo, Japan": a country alone after the name
        return ", ".join(parts[:-1]), parts[-1]
    if m := _TRAILING_PLACE_RE.match(text):
        # without the comma only "City, ST" is sure: "Labor Economics, Bonn" is not a place
        place, head = m.group("place"), m.group("head").strip(" ,")
        sure = re.search(r",\s*[A-Z]{2}$", place)
        if sure and is_place(place) and _ends_a_name(head):
            return head, place
    if len(parts) >= 2 and (not need_keyword or INSTITUTION_RE.search(parts[0])):
        rest = ", ".join(parts[1:])
        single = need_keyword and len(parts) == 2 and re.fullmatch(r"[A-Z][a-z]+(?: [A-Z][a-z]+)?", rest)
        if (PLACE_RE.match(rest) or single) and not ORGANIZATION_RE.search(rest):
            return parts[0], rest
    return text, None


def is_place(text: str) -> bool:
    """``Mountain View, CA``, ``Dresden, Germany``; not ``Helmholtz-Zentrum Dresden-Rossendorf, Dresden``."""
    return bool(PLACE_RE.match(text)) and not ORGANIZATION_RE.search(text)


def _ends_a_name(head: str) -> bool:
    words = head.split()
    return bool(words) and words[-1].lower() not in _DANGLING


