"""Organization names: acronyms, sub-units and their parent, campus qualifiers.

``Microsoft Research Asia (MSRA)`` is ``Microsoft Research Asia`` with the acronym ``MSRA``;
``Google, Ads Infra`` and ``Systems Research Group of Microsoft Research Asia`` name a unit
*of* an organization (the mention resolves to the organization, the unit is its own resource
linked by ``schema:parentOrganization``); ``University of Washington – Seattle`` qualifies an
organization by a place, and is merged with the bare name only on evidence (see
:func:`campus_merges`). A parent is never merged with its child: ``Microsoft`` and
``Microsoft Research`` are different keys and nothing here makes one the other.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from cvkg.extract.places import is_city, is_country
from cvkg.resolve.keys import ACRONYM, DASHES, fold

_UNIT_WORDS = frozenset(
    [
        "team",
        "group",
        "lab",
        "labs",
        "laboratory",
        "laboratories",
        "department",
        "dept",
        "division",
        "center",
        "centre",
        "unit",
        "office",
        "program",
        "programme",
        "section",
        "platform",
        "core",
        "infra",
        "infrastructure",
    ]
)
# "FOCI Annual Symposium, University of X": an event the organization holds, not one of its units.
_EVENT_WORDS = frozenset(
    ["symposium", "workshop", "conference", "seminar", "colloquium", "summit", "meeting", "forum", "retreat",
     "congress", "lecture", "lectures", "series", "festival", "hackathon"]
)
_ACADEMIC_WORDS = frozenset(
    ["university", "universitat", "universite", "college", "institute", "school", "polytechnic"]
)
_UNIT_OF = re.compile(
    r"^(?P<unit>.*?\b(?:" + "|".join(sorted(_UNIT_WORDS)) + r")\b(?:\s*\([^)]*\))?)"
    r"\s+(?:of|at)\s+(?P<parent>.+)$",
    re.IGNORECASE,
)
_DASH_QUALIFIER = re.compile(r"^(?P<main>.+?)\s+-\s+(?P<qualifier>[^-]+)$")
_SCHOOL_OF = re.compile(
    r"^(?:the\s+)?(?:[\w.]+\s+){0,3}(?:school|college|faculty|department|division)\s+of\b", re.IGNORECASE
)
_LEADING_THE = re.compile(r"^the\s+", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class OrgName:
    """One organization mention taken apart. ``main`` is the organization meant, as written."""

    main: str
    acronym: str | None = None
    unit: str | None = None
    qualifier: str | None = None
    event: str | None = None  # an event written with its host ("FOCI Annual Symposium, ...")

    @property
    def key(self) -> str:
        return organization_key(self.main)


def organization_key(name: str) -> str:
    """The key of an organization's name: folded, without a parenthesised acronym or leading 'The'.

    >>> organization_key("Microsoft Research Asia (MSRA)")
    'microsoft research asia'
    """
    name = ACRONYM.sub(" ", name) if ACRONYM.sub("", name).strip() else name
    return fold(_LEADING_THE.sub("", name.strip()))


def _words(text: str) -> set[str]:
    return set(fold(text).split())


def _is_unit(text: str) -> bool:
    """``Systems Research Group``, ``Ads Infra``, ``School of EECS``: a part of something bigger."""
    words = _words(ACRONYM.sub("", text))
    if _SCHOOL_OF.match(text.strip()) or ("school" in words and "university" not in words):
        return True
    return bool(words & _UNIT_WORDS) and not words & _ACADEMIC_WORDS


def _is_place(text: str) -> bool:
    """A trailing ``ON``, ``CA``, ``Canada``, ``USA``: a region code or a country (GeoNames), not a unit."""
    text = text.strip(" .")
    return bool(re.fullmatch(r"[A-Z]{2}|U\.?S\.?A?\.?|U\.?K\.?", text)) or is_country(text)


def _split_commas(text: str) -> list[str]:
    parts, depth, current = [], 0, ""
    for ch in text:
        depth += (ch == "(") - (ch == ")")
        if ch == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += ch
    return [p for p in (*parts, current.strip()) if p]


def _acronym(text: str) -> tuple[str, str | None]:
    found = [a for a in ACRONYM.findall(text) if not a.strip().isdigit()]
    main = ACRONYM.sub("", text).strip() if found else text
    return (main or text), (found[-1].strip() if found and main else None)


@lru_cache(maxsize=1 << 14)
def parse_organization(text: str) -> OrgName:
    """Take one organization mention apart.

    >>> parse_organization("Google, Ads Infra")
    OrgName(main='Google', acronym=None, unit='Ads Infra', qualifier=None, event=None)
    >>> parse_organization("Systems Research Group of Microsoft Research Asia").main
    'Microsoft Research Asia'
    >>> parse_organization("University of Washington – Seattle").qualifier
    'Seattle'
    """
    text = re.sub(r"\s+", " ", text.translate(DASHES)).strip()
    unit = qualifier = None
    parts = _split_commas(text)
    popped = False
    while len(parts) > 1 and _is_place(parts[-1]):
        parts.pop()  # "Huawei, Markham, ON, Canada": the place is not part of the name
        popped = True
    if popped and len(parts) > 1 and is_city(parts[-1]):
        parts.pop()  # the city before the region ("..., Berkeley, CA, USA"); a lone one may be a campus
    if len(parts) > 1:
        institutions = [p for p in parts if not _is_unit(p)]
        if _is_unit(parts[0]) and institutions:
            main = institutions[-1]
            unit = ", ".join(p for p in parts if p != main)
        elif not _words(parts[0]) & _ACADEMIC_WORDS and _words(parts[-1]) & _ACADEMIC_WORDS:
            main, unit = parts[-1], ", ".join(parts[:-1])  # "FOCI Annual Symposium, University of X"
        elif _words(parts[0]) & _ACADEMIC_WORDS and not _is_unit(parts[1]):
            main, qualifier = parts[0], ", ".join(parts[1:])
        else:
            main, unit = parts[0], ", ".join(parts[1:])
    else:
        main = parts[0] if parts else text  # "University of Tokyo, Japan" without its country
    found = _UNIT_OF.match(main)
    if found and len(found["unit"].split()) > 1 and not _words(found["unit"]) & _ACADEMIC_WORDS:
        unit = found["unit"] if unit is None else f"{found['unit']}, {unit}"
        main = found["parent"]
    dashed = _DASH_QUALIFIER.match(main)
    if dashed and not _is_unit(dashed["qualifier"]):
        main, qualifier = dashed["main"], dashed["qualifier"]
    main, acronym = _acronym(main)
    event = None
    if unit is not None and _words(unit) & _EVENT_WORDS and not _is_unit(unit):
        event, unit = unit, None
    return OrgName(main.strip(), acronym, unit, qualifier, event)


def organization_spelling(text: str) -> str:
    """How a mention spells its organization: without an event written before it.

    >>> organization_spelling("FOCI Annual Symposium, University of Washington")
    'University of Washington'
    >>> organization_spelling("Google, Ads Infra")
    'Google, Ads Infra'
    """
    event = parse_organization(text).event
    if event is None:
        return text
    return ", ".join(p for p in _split_commas(text) if p not in _split_commas(event))


def acronym_table(names: Iterable[tuple[str, OrgName]]) -> dict[tuple[str, str], str]:
    """(doc or "", folded acronym) -> key of the name it abbreviates; "" holds corpus-wide unique ones."""
    local: dict[tuple[str, str], set[str]] = defaultdict(set)
    for doc, name in names:
        if name.acronym:
            local[(doc, fold(name.acronym))].add(name.key)
            local[("", fold(name.acronym))].add(name.key)
    return {k: next(iter(v)) for k, v in local.items() if len(v) == 1}


def campus_merges(names: Iterable[tuple[str, OrgName]]) -> set[str]:
    """Keys whose one place-qualified form means the bare organization.

    ``University of Washington – Seattle`` is ``University of Washington`` when one document
    writes both and no document anywhere qualifies that name by another place (which
    ``University of California, Berkeley`` / ``…, San Diego`` do).
    """
    qualifiers: dict[str, set[str]] = defaultdict(set)
    bare: dict[str, set[str]] = defaultdict(set)
    qualified_in: dict[str, set[str]] = defaultdict(set)
    for doc, name in names:
        if name.qualifier:
            qualifiers[name.key].add(fold(name.qualifier))
            qualified_in[name.key].add(doc)
        elif not name.unit:
            bare[name.key].add(doc)
    return {key for key, quals in qualifiers.items() if len(quals) == 1 and qualified_in[key] & bare[key]}


def cluster_key(doc: str, name: OrgName, acronyms: dict[tuple[str, str], str], campuses: set[str]) -> str:
    """The key of the organization a mention resolves to."""
    key = name.key
    if not name.acronym and " " not in name.main.strip():
        key = acronyms.get((doc, fold(name.main)), acronyms.get(("", fold(name.main)), key))
    if name.qualifier and key not in campuses:
        key = f"{key} | {fold(name.qualifier)}"
    return key
