"""A work of ORCID's JSON (public API v3.0) read: its title, venue, kind and authors, and whose works a file
holds; with the helpers that read ORCID's values (``{"value": ...}``, external identifiers). Pure: no I/O.

Used by :mod:`cvkg.extract.orcid`, which finds the works and their lines.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from cvkg.extract.jsonresume_authors import bibtex_authors, bibtex_field, bibtex_records, formatted_authors
from cvkg.extract.jsonresume_json import Path_
from cvkg.extract.jsonresume_values import field_text, name_list, plain_text
from cvkg.extract.venue_fields import tidy_venue
from cvkg.extract.venues import venue_kind
from cvkg.model import PublicationKind

Kind = PublicationKind
Item = tuple[Path_, dict[str, Any]]
# ORCID's work types (orcid-model's WorkType) -> the project's kinds, and the note that says what a book or an
# "other" is; a type not listed is "other", its words the note
_WORK_KINDS: dict[str, tuple[PublicationKind, str | None]] = {
    "journal-article": (Kind.JOURNAL, None),
    "conference-paper": (Kind.CONFERENCE, None),
    "conference-abstract": (Kind.CONFERENCE, "abstract"),  # a meeting's abstract, as a JSON Resume's type reads
    "conference-poster": (Kind.POSTER, None),
    "preprint": (Kind.PREPRINT, None),
    "working-paper": (Kind.PREPRINT, "working paper"),
    "patent": (Kind.PATENT, None),
    "dissertation-thesis": (Kind.THESIS, None),
    "book": (Kind.BOOK, "book"),
    "edited-book": (Kind.BOOK, "edited book"),
    "book-chapter": (Kind.BOOK, "chapter"),
    "data-set": (Kind.OTHER, "dataset"),
}
# Where a work appeared when it is no article: a book's publisher and a thesis's school, in its BibTeX citation
_BIBTEX_VENUE = {"book": "publisher", "edited-book": "publisher", "dissertation-thesis": "school"}
# An identifier written with its resolver: "https://doi.org/10.1/x", "doi:10.1/x", "arXiv:2101.00001"
_RESOLVER_RE = re.compile(r"^(?:https?://(?:dx\.)?doi\.org/|doi:\s*|arxiv:\s*)", re.I)
# A BibTeX record's year: "year = {2025}", "year = 2025", "year = \"2025\""
_BIBTEX_YEAR_RE = re.compile(r"\byear\s*=\s*[{\"]?\s*((?:1[89]|20)\d\d)\b", re.I)


def get(node: object, *path: str) -> object:
    """The value at ``path`` in nested objects, or ``None``."""
    for key in path:
        node = node.get(key) if isinstance(node, dict) else None
    return node


def text(node: object, *path: str) -> str | None:
    """The text at ``path``, ORCID's ``{"value": ...}`` unwrapped; ``None`` when missing, empty or no text."""
    value = get(node, *path)
    return field_text(value if isinstance(value, dict) else {"value": value}, "value")


def named(node: object, key: str, field: str) -> str | None:
    """The ``field`` of the object at ``key``, or the bare value a converter writes in the object's place:
    ``{"title": {"title": {"value": "T"}}}``, ``{"title": {"title": "T"}}`` and ``{"title": "T"}`` read ``T``."""
    return text(node, key, field) or text(node, key)


def listed(node: object, key: str, inner: str) -> list[Any]:
    """ORCID's list ``{key: {inner: [...]}}``, or the plain list a converter writes at ``key``."""
    value = get(node, key)
    value = value if isinstance(value, list) else get(value, inner)
    return value if isinstance(value, list) else []


def external_ids(item: object) -> list[tuple[str, str, str]]:
    """An item's identifiers as (type, value, relationship): ``("doi", "10.1/x", "self")``."""
    return [
        ((text(i, "external-id-type") or "").lower(), value, (text(i, "external-id-relationship") or "").lower())
        for i in listed(item, "external-ids", "external-id")
        if (value := text(i, "external-id-value"))
    ]


def identifier(ids: list[tuple[str, str, str]], kind: str) -> str | None:
    """The item's own identifier of a kind (``doi``, ``arxiv``, ``pat``), not one of what it is part of."""
    return next((_RESOLVER_RE.sub("", v) for k, v, relation in ids if k == kind and relation != "part-of"), None)


def work_owner(works: list[Item]) -> tuple[str, str | None] | None:
    """Whose works these are, as ORCID records who added each: the person a client asserted it for, or the person
    who added it themself (not a client such as Crossref); the most frequent, with their ORCID iD."""
    found: Counter[tuple[str, str | None]] = Counter()
    for _, work in works:
        for person, name in (("assertion-origin-orcid", "assertion-origin-name"), ("source-orcid", "source-name")):
            if isinstance(get(work, "source", person), dict) and (named := text(work, "source", name)):
                found[(named, text(work, "source", person, "path"))] += 1
                break
    return found.most_common(1)[0][0] if found else None


def work_title(work: dict[str, Any]) -> str | None:
    """A work's title, its subtitle after a colon, without markup or a closing period."""
    title, subtitle = named(work, "title", "title"), text(work, "title", "subtitle")
    if not title:
        return None
    title = plain_text(title)  # Crossref's titles keep their markup: "<i>APOE</i> &amp; ..."
    if subtitle and (subtitle := plain_text(subtitle)).lower() not in title.lower():
        title = f"{title} {subtitle}" if title.endswith((":", "?", "!", ".")) else f"{title}: {subtitle}"
    return title.rstrip(".") or None


def work_venue(work: dict[str, Any], work_type: str) -> str | None:
    """Where a work appeared: its ``journal-title``; a patent's number, a book's publisher and a thesis's school
    first, where its identifiers or its BibTeX citation give them."""
    if work_type == "patent" and (number := identifier(external_ids(work), "pat")):
        return number
    key = _BIBTEX_VENUE.get(work_type)
    cited = next((v for r in bibtex_records(work) if (v := bibtex_field(r, key))), None) if key else None
    venue = cited or text(work, "journal-title")
    return tidy_venue(plain_text(venue)).name if venue else None


def work_kind(work_type: str, venue: str | None) -> tuple[PublicationKind, str | None]:
    """The project's kind for a work's type, and the note that says what a book or an "other" is; a venue that is
    a preprint server (``bioRxiv`` typed ``journal-article``) or a workshop decides between near kinds, and the
    venue's words decide an untyped work's."""
    if work_type in ("", "other", "undefined"):
        return venue_kind(venue) or Kind.OTHER, None
    kind, note = _WORK_KINDS.get(work_type, (Kind.OTHER, work_type.replace("-", " ")))
    looks = venue_kind(venue)
    if (kind, looks) in ((Kind.JOURNAL, Kind.PREPRINT), (Kind.CONFERENCE, Kind.WORKSHOP)):
        return looks, note
    return kind, note


def work_authors(work: dict[str, Any], subject: str, *, orcid: str | None = None) -> tuple[str, ...]:
    """A work's contributors in sequence (the first before the additional ones; editors and translators left
    out; the subject where only their iD ``orcid`` names them), or the authors of its citation (BibTeX or
    formatted) where it names more, else the subject alone."""
    contributors = listed(work, "contributors", "contributor")
    authors = name_list([_named_subject(c, subject, orcid) for c in contributors])
    cited = bibtex_authors(work) or formatted_authors(work)
    # a researcher often adds themself alone as the contributor while the work's citation names every author
    return (cited if len(cited) > len(authors) else authors) or (subject,)


def _named_subject(contributor: object, subject: str, orcid: str | None) -> object:
    """A contributor ORCID shows by the subject's iD alone (a private name leaves ``credit-name`` null), with the
    subject's name."""
    if not isinstance(contributor, dict) or orcid is None or text(contributor, "credit-name"):
        return contributor
    found = named(contributor, "contributor-orcid", "path") or named(contributor, "contributor-orcid", "uri") or ""
    return {**contributor, "credit-name": subject} if found.endswith(orcid) else contributor


def cited_year(work: dict[str, Any]) -> int | None:
    """The year of a work's BibTeX citation, for a work that gives no ``publication-date``."""
    found = (_BIBTEX_YEAR_RE.search(record) for record in bibtex_records(work))
    return next((int(m.group(1)) for m in found if m), None)


# The keys of a work as ORCID writes it, its values wrapped: what tells such a work from a resume's own entry
_WORK_KEYS = ("put-code", "putCode", "journal-title", "publication-date", "short-description", "external-ids")


def flat_work(entry: dict[str, Any]) -> dict[str, Any] | None:
    """A work as ORCID writes it (``{"title": {"title": {"value": "T"}}, "journal-title": {"value": "J"},
    "publication-date": {"year": {"value": "2021"}}}``), listed where a resume's own entries are (the ``works`` of a
    script's export of a record), in the keys a resume's entry is read by; ``None`` for an entry of another shape.

    >>> flat_work({"title": {"title": {"value": "Looms"}}, "journal-title": {"value": "Textile History"},
    ...            "publication-date": {"year": {"value": "2021"}, "month": {"value": "03"}}, "type": "BOOK"})
    {'title': 'Looms', 'type': 'book', 'journal': 'Textile History', 'date': '2021-03'}
    """
    if not any(key in entry for key in _WORK_KEYS) and not isinstance(entry.get("title"), dict):
        return None
    flat = {k: v for k, v in entry.items() if k not in ("title", "type", "url", *_WORK_KEYS)}
    found = {
        "title": work_title(entry),
        "type": (text(entry, "type") or "").lower().replace("_", "-") or None,
        "journal": text(entry, "journal-title"),
        "date": _work_date(entry),
        "url": text(entry, "url"),
        "doi": identifier(external_ids(entry), "doi"),
        "summary": text(entry, "short-description"),
    }
    return {**flat, **{k: v for k, v in found.items() if v}}


def _work_date(work: dict[str, Any]) -> str | None:
    """A work's ``publication-date`` as ``YYYY`` or ``YYYY-MM``."""
    year, month = text(work, "publication-date", "year"), text(work, "publication-date", "month")
    return f"{year}-{month}" if year and month and month.isdigit() else year

