"""Values that pass between the linker's parts: the local side, the candidates, the decisions."""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Service(enum.Enum):
    """The external sources, each with the IRI that names it in the links graph."""

    DBLP = "dblp"
    WIKIDATA = "wikidata"
    ORCID = "orcid"
    OPENALEX = "openalex"

    @property
    def iri(self) -> str:
        return {"dblp": "https://dblp.org/", "wikidata": "https://www.wikidata.org/",
                "orcid": "https://orcid.org/", "openalex": "https://openalex.org/"}[self.value]


@dataclass(frozen=True, slots=True)
class LocalPaper:
    """A publication of the graph with what the CVs say about it."""

    iri: str
    titles: tuple[str, ...]
    year: int | None
    venues: tuple[str, ...]
    authors: tuple[str, ...]  # names as written, in author order
    author_iris: tuple[str, ...]
    doi: str | None = None
    arxiv: str | None = None


@dataclass(frozen=True, slots=True)
class LocalPerson:
    """A person of the graph with the evidence the CVs give about them."""

    iri: str
    names: tuple[str, ...]
    papers: tuple[LocalPaper, ...]
    affiliations: tuple[str, ...] = ()
    orcid: str | None = None  # bare 0000-0000-0000-0000


@dataclass(frozen=True, slots=True)
class RemotePaper:
    """A publication as a service describes it."""

    service: Service
    iri: str
    title: str
    year: int | None
    venue: str | None
    authors: tuple[str, ...]  # in author order
    doi: str | None
    retrieved_at: str


@dataclass(frozen=True, slots=True)
class RemotePerson:
    """A person (dblp creator, Wikidata human, ORCID record, OpenAlex author) as a service describes it."""

    service: Service
    iri: str
    names: tuple[str, ...]
    papers: tuple[RemotePaper, ...]
    retrieved_at: str
    orcid: str | None = None
    affiliations: tuple[str, ...] = ()
    is_ambiguous: bool = False  # dblp:AmbiguousCreator: a bin of unassigned papers, never one person


@dataclass(frozen=True, slots=True)
class Evidence:
    """One thing that matched (or disagreed): its kind and the values compared."""

    kind: str  # name | orcid | doi | title | coauthor | affiliation | authors | year | venue | ambiguous
    local: str
    remote: str
    weight: float


class Relation(enum.Enum):
    SAME_AS = "sameAs"
    POSSIBLE = "possibleSameAs"


@dataclass(frozen=True, slots=True)
class Link:
    """A decision: ``local`` is (or may be) the same as ``remote``, with the evidence."""

    local: str
    remote: str
    service: Service
    relation: Relation
    confidence: float
    evidence: tuple[Evidence, ...]
    retrieved_at: str


class ClaimStatus(enum.Enum):
    MATCHED = "matched"
    CONTRADICTED = "contradicted"
    NOT_FOUND = "not found"
    UNCHECKED = "unchecked"  # no service that checks claims answered


@dataclass(frozen=True, slots=True)
class Discrepancy:
    """A field of a CV publication that a service records differently."""

    field: str  # year | venue | authors
    claimed: str
    found: str
    service: Service
    record: str  # the remote publication's IRI


@dataclass(frozen=True, slots=True)
class ClaimCheck:
    paper: str
    status: ClaimStatus
    checked_against: tuple[Service, ...]
    discrepancies: tuple[Discrepancy, ...] = ()
