"""Stage 3: CvRecords -> entities with stable URIs (one per real person, paper, organization, venue).

Pure. Every mention of a person, publication, organization or venue in every record is
collected, clustered by a normalised key, and each cluster gets one URI
``{base}id/{kind}/{slug}``. Slugs are readable and depend only on the cluster, never on
the order of the inputs.
"""

from __future__ import annotations

import enum
import hashlib
import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from cvkg.model import CvRecord, SourceSpan


class Kind(enum.Enum):
    PERSON = "person"
    PUBLICATION = "publication"
    ORGANIZATION = "organization"
    VENUE = "venue"


@dataclass(frozen=True, slots=True)
class Mention:
    """One occurrence of a name in one document, as written, and the URI it resolved to."""

    doc: str
    text: str
    kind: Kind
    key: str
    span: SourceSpan
    venue: str | None = None
    year: int | None = None
    role: bool = False  # a venue named as the place of a service role, not of a paper


@dataclass(frozen=True, slots=True)
class Entity:
    uri: str
    kind: Kind
    label: str
    names: tuple[tuple[str, str], ...]  # (spelling, document) pairs, sorted


@dataclass(frozen=True, slots=True)
class Resolution:
    """The resolver's answer: every entity, and the URI of every mention."""

    entities: dict[str, Entity]
    uris: dict[tuple[Kind, str, str], str]  # (kind, doc, normalised text or key) -> uri
    mentions: tuple[tuple[Mention, str], ...]

    def uri(self, kind: Kind, doc: str, text: str) -> str:
        """The URI of a person, organization or venue written ``text`` in ``doc``."""
        return self.uris[(kind, doc, mention_key(kind, text))]

    def venue_or_organization(self, doc: str, text: str) -> str:
        """The URI of a service role's venue: a venue series when papers appeared there."""
        key = (Kind.VENUE, doc, mention_key(Kind.VENUE, text))
        return self.uris[key] if key in self.uris else self.uri(Kind.ORGANIZATION, doc, text)

    def publication(self, doc: str, title: str, venue: str | None) -> str:
        """The URI of the publication ``title`` listed at ``venue`` in ``doc``."""
        return self.uris[(Kind.PUBLICATION, doc, f"{title_key(title)}|{venue or ''}")]


_HONORIFICS = re.compile(r"^(?:prof(?:essor)?|dr|mr|mrs|ms|sir)\.?\s+", re.IGNORECASE)
_NON_WORD = re.compile(r"[^\w\s]")
_SPACES = re.compile(r"\s+")
_YEAR = re.compile(r"\b(?:19|20)\d{2}\b|['’]\d{2}\b|(?<=[A-Za-z])\d{2}\b")
_ACRONYM = re.compile(r"\(([A-Za-z][\w@&;:+.\-' ’]{1,24}?)\)")
_ORDINAL = re.compile(r"\b\d+(?:st|nd|rd|th)\b", re.IGNORECASE)


def fold(text: str) -> str:
    """Case-, accent-, punctuation- and space-insensitive form.

    >>> fold("Klaus-Tycho Förster")
    'klaus tycho forster'
    """
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower().replace("&", " and ")
    return _SPACES.sub(" ", _NON_WORD.sub(" ", text)).strip()


def person_key(name: str) -> str:
    """The key two spellings of one person share: no honorifics, ``Last, First`` reordered."""
    name = _HONORIFICS.sub("", name.strip())
    if name.count(",") == 1:
        last, first = (p.strip() for p in name.split(","))
        name = f"{first} {last}"
    return fold(name)


def title_key(title: str) -> str:
    return fold(title)


def organization_key(name: str) -> str:
    return fold(name)


def venue_key(venue: str) -> str:
    """A venue series' key: its acronym when it gives one, else its name without years/ordinals."""
    acronyms = [a for a in _ACRONYM.findall(venue) if not a.strip().isdigit()]
    if acronyms:
        return fold(_YEAR.sub("", acronyms[-1]))
    return fold(_ORDINAL.sub("", _YEAR.sub("", venue)))


def mention_key(kind: Kind, text: str) -> str:
    return {Kind.PERSON: person_key, Kind.PUBLICATION: title_key,
            Kind.ORGANIZATION: organization_key, Kind.VENUE: venue_key}[kind](text)


def slugify(text: str, *, limit: int = 60) -> str:
    """A readable URI slug.

    >>> slugify("Thomas E. Anderson")
    'thomas-e-anderson'
    """
    words = fold(text).replace("_", " ").split()
    slug = ""
    for word in words:
        if slug and len(slug) + 1 + len(word) > limit:
            break
        slug = f"{slug}-{word}" if slug else word
    return slug or "x"


def collect_mentions(record: CvRecord) -> list[Mention]:
    """Every person, publication, organization and venue mention of one record."""
    doc = record.source.name
    out: list[Mention] = []

    def add(kind: Kind, text: str | None, span: SourceSpan, **extra: object) -> None:
        if text and text.strip():
            out.append(Mention(doc, text.strip(), kind, mention_key(kind, text), span, **extra))  # type: ignore[arg-type]

    add(Kind.PERSON, record.person.name, record.person.span)
    for degree in record.education:
        add(Kind.ORGANIZATION, degree.institution, degree.span)
        for advisor in degree.advisors:
            add(Kind.PERSON, advisor, degree.span)
    for position in record.positions:
        add(Kind.ORGANIZATION, position.organization, position.span)
        for mentor in position.mentors:
            add(Kind.PERSON, mentor, position.span)
    for pub in record.publications:
        add(Kind.PUBLICATION, pub.title, pub.span, venue=pub.venue, year=pub.year)
        add(Kind.VENUE, pub.venue, pub.span)
        for author in pub.authors:
            add(Kind.PERSON, author, pub.span)
    for student in record.students:
        add(Kind.PERSON, student.name, student.span)
        for co in student.co_advisors:
            add(Kind.PERSON, co, student.span)
    for committee in record.committees:
        add(Kind.PERSON, committee.name, committee.span)
        add(Kind.ORGANIZATION, committee.institution, committee.span)
    for talk in record.talks:
        add(Kind.ORGANIZATION, talk.host, talk.span)
    for service in record.service:
        add(Kind.VENUE, service.venue, service.span, role=True)
    return out


def _rekind_service_venues(mentions: list[Mention]) -> list[Mention]:
    """A service venue is a venue series if some paper appeared there; else an organization."""
    venue_keys = {m.key for m in mentions if m.kind is Kind.VENUE and not m.role}
    return [m if m.kind is not Kind.VENUE or not m.role or m.key in venue_keys
            else Mention(m.doc, m.text, Kind.ORGANIZATION, organization_key(m.text), m.span)
            for m in mentions]


def _cluster_key(mention: Mention) -> str:
    if mention.kind is Kind.PUBLICATION:
        # The same title at two venues (a paper and its magazine version) is two works.
        return f"{mention.key}|{venue_key(mention.venue) if mention.venue else ''}"
    return mention.key


def _assign_slugs(clusters: dict[tuple[Kind, str], list[Mention]]) -> dict[tuple[Kind, str], str]:
    """One slug per cluster; clusters whose readable slugs collide get a hash of their key."""
    wanted: dict[tuple[Kind, str], str] = {}
    for (kind, key), mentions in clusters.items():
        wanted[(kind, key)] = slugify(_label(kind, mentions))
    by_slug: dict[tuple[Kind, str], list[str]] = defaultdict(list)
    for (kind, key), slug in wanted.items():
        by_slug[(kind, slug)].append(key)
    slugs = {}
    for (kind, key), slug in wanted.items():
        if len(by_slug[(kind, slug)]) > 1:
            slug = f"{slug}-{hashlib.sha1(key.encode()).hexdigest()[:6]}"
        slugs[(kind, key)] = slug
    return slugs


def _label(kind: Kind, mentions: Sequence[Mention]) -> str:
    """The most informative spelling: the longest, ties broken alphabetically (order-independent)."""
    texts = sorted({m.text for m in mentions})
    if kind is Kind.VENUE:
        acronyms = sorted({a for m in mentions for a in _ACRONYM.findall(m.text)})
        if acronyms:
            return _YEAR.sub("", acronyms[0]).strip()
    return max(texts, key=lambda t: (len(t), t))


def resolve(records: Iterable[CvRecord], *, base_uri: str) -> Resolution:
    """Cluster every mention of every record and give each cluster one stable URI."""
    mentions = _rekind_service_venues([m for record in records for m in collect_mentions(record)])
    clusters: dict[tuple[Kind, str], list[Mention]] = defaultdict(list)
    for mention in mentions:
        clusters[(mention.kind, _cluster_key(mention))].append(mention)
    slugs = _assign_slugs(clusters)
    entities: dict[str, Entity] = {}
    uris: dict[tuple[Kind, str, str], str] = {}
    resolved: list[tuple[Mention, str]] = []
    for (kind, key), members in sorted(clusters.items(), key=lambda kv: (kv[0][0].value, kv[0][1])):
        uri = f"{base_uri}id/{kind.value}/{slugs[(kind, key)]}"
        names = tuple(sorted({(m.text, m.doc) for m in members}))
        entities[uri] = Entity(uri, kind, _label(kind, members), names)
        for m in members:
            lookup = m.key if kind is not Kind.PUBLICATION else f"{m.key}|{m.venue or ''}"
            uris[(kind, m.doc, lookup)] = uri
            resolved.append((m, uri))
    return Resolution(entities, uris, tuple(resolved))


def mentions_table(resolution: Resolution) -> dict[str, list[dict[str, object]]]:
    """The mentions of every document in the form ``check_identities.py`` reads."""
    table: dict[str, list[dict[str, object]]] = {}
    for mention, uri in resolution.mentions:
        if mention.kind is Kind.VENUE:
            continue
        row: dict[str, object] = {"text": mention.text, "type": mention.kind.value.capitalize(), "uri": uri}
        if mention.kind is Kind.PUBLICATION:
            row["venue"], row["year"] = mention.venue, mention.year
        table.setdefault(Path(mention.doc).stem, []).append(row)
    return {doc: table[doc] for doc in sorted(table)}
