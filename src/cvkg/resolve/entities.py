"""The resolver's values: mentions, entities, links between entities, and the resolution."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from cvkg.model import SourceSpan
from cvkg.resolve.keys import fold, title_key
from cvkg.resolve.names import parse
from cvkg.resolve.organizations import organization_key
from cvkg.resolve.uris import UriRegistry
from cvkg.resolve.venues import venue_key
from cvkg.vocab import CVKG, SCHEMA


class Kind(enum.Enum):
    PERSON = "person"
    PUBLICATION = "publication"
    ORGANIZATION = "organization"
    VENUE = "venue"


class Relation(enum.Enum):
    """A link the resolver asserts between two entities (the mapping writes it as this property)."""

    PARENT_ORGANIZATION = str(SCHEMA.parentOrganization)
    RELATED_VERSION = str(CVKG.relatedVersion)  # two versions of one work: a paper and its magazine version


@dataclass(frozen=True, slots=True)
class Mention:
    """One occurrence of a name in one document, as written, and the URI it resolved to.

    ``relation`` says where it was met: ``subject``, ``author``, ``advisor``, ``mentor``,
    ``student``, ``committee``, ``affiliation``, ``host``, ``service``, ``paper``, ``venue``, or
    ``text`` for a name found in the document's running text rather than in its record.
    ``work`` is the lookup key of the paper an author wrote.
    """

    doc: str
    text: str
    kind: Kind
    key: str
    span: SourceSpan
    venue: str | None = None
    year: int | None = None
    role: bool = False  # a venue named as the place of a service role, not of a paper
    relation: str = ""
    work: str = ""


@dataclass(frozen=True, slots=True)
class Entity:
    uri: str
    kind: Kind
    label: str
    names: tuple[tuple[str, str], ...]  # (spelling, document) pairs, sorted


@dataclass(frozen=True, slots=True)
class Link:
    """``source relation target``: a unit and its parent, or two versions of one paper."""

    source: str
    relation: Relation
    target: str


@dataclass(frozen=True, slots=True)
class CandidateLink:
    """Two resources that may be one; kept apart for want of evidence (``cvkg:possibleSameAs``)."""

    source: str
    target: str
    kind: Kind
    score: float
    evidence: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Resolution:
    """The resolver's answer: every entity, the URI of every mention, and links between entities."""

    entities: dict[str, Entity]
    uris: dict[tuple[Kind, str, str], str]  # (kind, doc, normalised text or key) -> uri
    mentions: tuple[tuple[Mention, str], ...]
    links: tuple[Link, ...] = ()
    candidates: tuple[CandidateLink, ...] = ()
    units: dict[tuple[str, str], str] = field(default_factory=dict)  # (doc, org key) -> unit uri
    registry: UriRegistry = field(default_factory=UriRegistry)

    def uri(self, kind: Kind, doc: str, text: str) -> str:
        """The URI of a person, organization or venue written ``text`` in ``doc``."""
        return self.uris[(kind, doc, mention_key(kind, text))]

    def venue_or_organization(self, doc: str, text: str) -> str:
        """The URI of a service role's venue: a venue series when papers appeared there."""
        key = (Kind.VENUE, doc, mention_key(Kind.VENUE, text))
        return self.uris[key] if key in self.uris else self.uri(Kind.ORGANIZATION, doc, text)

    def publication(self, doc: str, title: str, venue: str | None) -> str:
        """The URI of the publication ``title`` listed at ``venue`` in ``doc``."""
        return self.uris[(Kind.PUBLICATION, doc, publication_lookup(title, venue))]

    def unit(self, doc: str, text: str) -> str | None:
        """The URI of the sub-unit an organization mention names (``Google, Ads Infra``), if any."""
        return self.units.get((doc, mention_key(Kind.ORGANIZATION, text)))


def person_key(name: str) -> str:
    """The key two spellings of one person share: no honorifics, ``Last, First`` reordered.

    >>> person_key("Prof. Ada Lovelace"), person_key("Zhu, H.")
    ('ada lovelace', 'h zhu')
    """
    return parse(name).key


def publication_lookup(title: str, venue: str | None) -> str:
    return f"{title_key(title)}|{venue or ''}"


def mention_key(kind: Kind, text: str) -> str:
    if kind is Kind.PERSON:
        return person_key(text)
    if kind is Kind.ORGANIZATION:
        return fold(text)
    if kind is Kind.VENUE:
        return venue_key(text)
    return title_key(text)


__all__ = ["organization_key"]
