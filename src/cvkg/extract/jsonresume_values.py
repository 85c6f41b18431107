"""The plain values of a JSON Resume entry: text fields, dates and periods, places, keyword lists and lists of
names, in the shapes exporters and hand edits give them. Pure: no I/O.

Used by :mod:`cvkg.extract.jsonresume` and its satellites, which know where each entry is.

>>> first_text({"company": "Loom Works", "name": ""}, "name", "company")
'Loom Works'
>>> read_date("1 September 2019").iso()
'2019-09'
"""

from __future__ import annotations

import html
import re
from typing import Any

from cvkg.extract import jsonresume_custom as custom
from cvkg.extract import names as nm
from cvkg.extract.dates import find_dates, parse_date
from cvkg.model import DateBound, PartialDate, Period

_ISO = re.compile(r"^((?:19|20)\d\d)(?:-(\d\d))?(?:-\d\d)?(?:T.*)?$")
# "01.09.2019", "09.2019": a European date, day first
_DOTTED_RE = re.compile(r"^(?:(\d{1,2})\.)?(\d{1,2})\.((?:19|20)\d\d)$")
_HTML_TAG_RE = re.compile(r"</?[a-zA-Z][^<>]*>")
_BLOCK_END_RE = re.compile(r"(?i)\s*(?:</(?:p|div|li|h\d)>|<br\s*/?>)\s*")
# A web address's field, then the names other schema versions and exporters give it
URL_KEYS = ("url", "website", "link")


def plain_text(text: str) -> str:
    """An export's HTML as text: ``<p>$98,000; 2021&ndash;2023</p>`` -> ``$98,000; 2021–2023``."""
    # a paragraph or a line break ends a sentence: "<p>Authors: A, B</p><p>We study looms.</p>"
    parts = [html.unescape(_HTML_TAG_RE.sub("", p)).strip() for p in _BLOCK_END_RE.split(text)]
    parts = [p for p in parts if p]
    return " ".join(p if p[-1] in ".!?:;," or k == len(parts) - 1 else f"{p}." for k, p in enumerate(parts))


def field_text(entry: dict[str, Any], key: str) -> str | None:
    """The string or number at ``key``, stripped; ``None`` when it is empty or anything else."""
    value = entry.get(key)
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        return None
    return str(value).strip() or None


def first_text(entry: dict[str, Any], *keys: str) -> str | None:
    """The first of ``keys`` that holds a non-empty string or number."""
    return next((value for key in keys if (value := field_text(entry, key))), None)


def joined_name(basics: dict[str, Any]) -> str | None:
    """``firstName`` + ``lastName`` (or the ``given``/``family`` pair) when ``name`` is missing."""
    pairs = (
        ("firstName", "lastName"), ("givenName", "familyName"), ("first", "last"), ("given-names", "family-name"),
        ("given_name", "family_name"), ("given", "family"), ("firstname", "lastname"), ("forename", "surname"),
        ("foreName", "lastName"), ("givenName", "surname"), ("firstName", "surname"),
    )  # (ORCID's person: "given-names", "family-name"; PubMed's author: "ForeName", "LastName", camel-cased)
    # CSL-JSON keeps a surname's particles and suffix apart: {"given": "Jan", "non-dropping-particle": "van den"}
    particles = [p for k in ("dropping-particle", "non-dropping-particle") if (p := field_text(basics, k))]
    suffix = field_text(basics, "suffix")
    for given, family in pairs:
        if (first := field_text(basics, given)) and (last := field_text(basics, family)):
            return " ".join([first, *particles, last, *([suffix] if suffix else [])])
    return None


def read_date(value: str | None) -> DateBound | None:
    """An ISO 8601 date as the schema asks (day dropped), or a free-form one (``Sep 2019``)."""
    if value is None:
        return None
    value = custom.epoch_month(value) or value  # "releaseDate": 1614556800000
    if match := _ISO.match(value):
        month = int(match.group(2)) if match.group(2) else None
        return PartialDate(int(match.group(1)), month) if month is None or 1 <= month <= 12 else None
    if (m := _DOTTED_RE.match(value.strip())) and 1 <= int(m.group(2)) <= 12:
        return PartialDate(int(m.group(3)), int(m.group(2)))
    if (parsed := parse_date(value)) is not None:
        # "September 1, 2019": the day goes, as it does from "2019-09-01" (the layout's dates are YYYY-MM)
        return PartialDate(parsed.year, parsed.month) if isinstance(parsed, PartialDate) else parsed
    # "Expected May 2016", "2021 (to appear)": one date among words
    found = find_dates(value)
    return found.start if found and not found.is_range else None


def place_name(value: object) -> str | None:
    """A ``location``: a string, or the schema's object ``{city, region, countryCode}`` (address left out)."""
    if isinstance(value, str):
        return value.strip() or None
    if isinstance(value, dict):
        parts = [first_text(value, key) for key in ("city", "region", "countryCode", "country")]
        return ", ".join(p for p in parts if p) or None
    return None


def date_text(entry: dict[str, Any], *keys: str) -> str | None:
    """A date as text: a string or number (epoch milliseconds too), or an object ``{"year": 2019, "month": 9}``
    (custom schemas) or CSL-JSON's ``{"date-parts": [[2019, 9]]}``."""
    if text := first_text(entry, *keys):
        return text
    for value in (entry.get(key) for key in keys):
        if isinstance(value, dict) and (year := field_text(value, "year")):
            month = field_text(value, "month")
            return f"{year}-{int(month):02d}" if month and month.isdigit() else year
        if isinstance(value, dict) and (parts := _date_parts(value)):
            return parts
    return None


def _date_parts(value: dict[str, Any]) -> str | None:
    """CSL-JSON's date: ``{"date-parts": [[2021, 3, 15]]}`` (year, month, day), else its ``raw`` or ``literal``
    text."""
    parts = value.get("date-parts")
    first = parts[0] if isinstance(parts, list) and parts and isinstance(parts[0], list) else []
    year, month = (str(p) for p in [*first, "", ""][:2])
    if year.isdigit():
        return f"{year}-{int(month):02d}" if month.isdigit() and 1 <= int(month) <= 12 else year
    return first_text(value, "raw", "literal")


def keyword_list(value: object) -> list[str]:
    """A ``keywords`` list, or one string of them (``"Python, Rust; C++"``, as hand edits write it)."""
    items = re.split(r"\s*[,;]\s*", value) if isinstance(value, str) else value if isinstance(value, list) else []
    return [k.strip() for k in items if isinstance(k, str) and k.strip()]


def written_period(text: str) -> Period:
    """``Sep 2019 – Present``, ``2016-2019`` or one date, written in a single field."""
    found = find_dates(text)
    if found is None:
        return Period(None, None)
    return found.period


# An "authors" item that cuts the list short: "et al.", "..."
_TRUNCATION_RE = re.compile(r"et\.?\s+al\.?|(?:\.\s*){3}|…", re.I)
# A short parenthesis after a co-author's name: the affiliation ("A. Smith (CMU)")
AFFILIATION_RE = re.compile(r"(?<=[a-z.])\s*\([^()\d]{2,40}\)")


def name_list(value: object) -> tuple[str, ...]:
    """An ``authors`` value: a list of names, or one string of them (``A, B and C``), or LinkedIn's
    ``{"_total": 2, "values": [...]}``, or ORCID's ``{"contributor": [...]}``."""
    if isinstance(value, dict):
        listed = ("values", "items", "list", "contributor", "contributors", "author", "authors")
        value = next((v for k in listed if isinstance(v := value.get(k), list)), None)
    if isinstance(value, list):
        names = (_SUPERSCRIPT_RE.sub("", v) for v in _name_objects(value))
        return tuple(_item_name(v) for v in names if not _TRUNCATION_RE.fullmatch(v.strip()))
    if isinstance(value, str) and value.strip():
        # "with A and B", "A (external), B": the names alone; "Lee J<sup>1,2</sup>": without the affiliation marks
        value = AFFILIATION_RE.sub("", re.sub(r"^\s*(?:joint(?:ly)?\s+)?with\s+", "", value, flags=re.I))
        value = _SUPERSCRIPT_RE.sub("", value)
        if ";" in value and (parts := custom.semicolon_names(value)):
            return parts  # "Smith, John; Ruiz, Ana María": a semicolon parts names, whatever their shape
        # "Lee J (equal contribution), Roy A": a note after a name, as after a listed one
        return without_closing_period(tuple(_item_name(n) for n in nm.split_names(value).names))
    return ()


# An author's marks set as superscript in HTML: affiliations, equal contribution ("Lee J<sup>1,*</sup>")
_SUPERSCRIPT_RE = re.compile(r"<sup>[^<>]{0,12}</sup>", re.I)


# What an author list's item holds beside the name: "and" before the last one, a note after it ("(MIT)", "(me)")
_ITEM_AND_RE = re.compile(r"^\s*(?:and|&)\s+", re.I)
_ITEM_NOTE_RE = re.compile(r"\s*\([^()]{1,40}\)\s*$")


def _item_name(item: str) -> str:
    """One item of an author list as a name: without an "and" before it or a note in brackets after it.

    >>> _item_name("and Lee C"), _item_name("Roy A (MIT)"), _item_name("Sun, Lee (Ed.)")
    ('Lee C', 'Roy A', 'Sun, Lee')
    """
    name = nm.clean_name(_ITEM_AND_RE.sub("", item))
    bare = _ITEM_NOTE_RE.sub("", name)
    return bare if bare != name and nm.is_name(bare) else name


def without_closing_period(names: tuple[str, ...]) -> tuple[str, ...]:
    """The names without the period that closes the sentence they were in: after a surname ("P. Raghunathan.")
    or after a Vancouver name's initials ("Vezzani A."), which are written without periods; an initial's own
    period stays where the other names' initials keep theirs ("Lund T., Lin H.-Y., Marsh I.").

    >>> without_closing_period(("Roy A", "Vezzani A.")), without_closing_period(("Roy A.", "Vezzani A."))
    (('Roy A', 'Vezzani A'), ('Roy A.', 'Vezzani A.'))
    """
    last = names[-1] if names else ""
    is_dotted = any(re.search(r"\b[A-Z]\.$", n) for n in names[:-1])
    if re.search(r"[a-z]\.$", last) or (re.fullmatch(r"[^,.]+\s[A-Z]{1,3}\.", last) and not is_dotted):
        return (*names[:-1], last[:-1])
    return names


# The roles of a contributor who wrote the work (ORCID's inventors are a patent's authors); not editors, translators
_AUTHOR_ROLES = frozenset(
    ["author", "first author", "co author", "coauthor", "inventor", "co inventor", "other inventor"]
)
# CRediT's contributions (https://credit.niso.org), which ORCID keeps as a contributor's role: each an author's
_CREDIT_ROLE_RE = re.compile(
    r"credit\.niso\.org|^(?:conceptuali[sz]ation|data curation|formal analysis|funding acquisition|investigation"
    r"|methodology|project administration|resources|software|supervision|validation|visuali[sz]ation"
    r"|writing\W+(?:original draft|review (?:and|&) editing))$",
    re.I,
)


def is_author_role(role: str) -> bool:
    """Whether a contributor's role is an author's: ``author``, ORCID's ``CO_INVENTOR`` or ``co-inventor``, a CRediT
    contribution (``Writing – original draft``, or its address); not ``editor`` or ``chair-or-translator``.

    >>> is_author_role("CO_INVENTOR"), is_author_role("Writing – original draft"), is_author_role("editor")
    (True, True, False)
    """
    role = role.strip()
    return re.sub(r"[\s_-]+", " ", role.lower()) in _AUTHOR_ROLES or _CREDIT_ROLE_RE.search(role) is not None


# The keys an author object names its author by, as exports spell them
_NAME_KEYS = (
    "name", "fullName", "full_name", "fullname", "displayName", "creditName", "credit-name", "credit_name",
    "contributorName", "contributor-name", "author", "literal",
)


def is_first_contributor(contributor: object) -> bool:
    """Whether ORCID marks the contributor as the first author (``contributor-sequence``: ``first``); ORCID keeps
    the sequence among the contributor's attributes, converters flatten it onto the contributor."""
    if not isinstance(contributor, dict):
        return False
    attributes = next((v for k in ("contributor-attributes", "contributorAttributes") if (v := contributor.get(k))), {})
    places = [p for p in (attributes, contributor) if isinstance(p, dict)]
    keys = ("contributor-sequence", "contributorSequence", "sequence")
    sequence = next((v for p in places for k in keys if isinstance(v := _unwrapped(p.get(k)), str)), "")
    return sequence.strip().lower() == "first"


def _unwrapped(value: object) -> object:
    """ORCID's ``{"value": ...}`` as its value."""
    return value.get("value") if isinstance(value, dict) else value


def _name_objects(value: list[Any]) -> list[str]:
    """Author entries as strings or objects (``{"name": ...}``, ``{"given": ..., "family": ...}``), ORCID's first
    contributor first."""
    out = []
    for v in sorted(value, key=lambda c: not is_first_contributor(c)):
        if isinstance(v, dict):
            v = v["person"] if isinstance(v.get("person"), dict) else v  # LinkedIn: {"person": {"firstName": ...}}
            v = custom.orcid_contributor(v)  # ORCID's API: {"credit-name": {"value": ...}, "contributor-attributes"}
            # (Zotero's and CSL exporters' creators say it as "creatorType")
            if not is_author_role(first_text(v, "role", "creatorType", "contributorType") or "author"):
                continue  # ORCID's contributors include editors and others: "role": "editor"
            v = v["name"] if isinstance(v.get("name"), dict) else v  # {"name": {"given": ..., "family": ...}}
            v = first_text(v, *_NAME_KEYS) or joined_name(v)
        if isinstance(v, str) and v.strip():
            out.append(v)
    return out
