"""Publications on pages: a list of works with their authors in order, venue edition and notes.

One query fetches every field of every work a pattern selects (a person's papers, a venue's,
one paper), each field a row tagged by its name, so a page costs one round trip whatever the
number of works and authors.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from cvkg.store import KnowledgeGraph
from cvkg.web.describe import local_name

_FIELDS = """
  { ?work schema:name ?value BIND("title" AS ?field) }
  UNION { ?work schema:datePublished ?value BIND("year" AS ?field) }
  UNION { ?work cvkg:publicationKind ?value BIND("kind" AS ?field) }
  UNION { ?work cvkg:venueAsWritten ?value BIND("venue" AS ?field) }
  UNION { ?work schema:award ?value BIND("award" AS ?field) }
  UNION { ?work schema:description ?value BIND("note" AS ?field)
          FILTER NOT EXISTS { GRAPH <INFERRED> { ?work schema:description ?value } } }
  UNION { ?work cvkg:doi ?value BIND("doi" AS ?field) }
  UNION { ?work cvkg:arxivId ?value BIND("arxiv" AS ?field) }
  UNION { ?work schema:url ?value BIND("url" AS ?field) }
  UNION { ?work schema:publication ?value BIND("edition" AS ?field) }
  UNION { ?work schema:publication/schema:superEvent|cvkg:venue ?value BIND("series" AS ?field)
          OPTIONAL { ?value schema:name ?label } }
  UNION { ?work cvkg:authorship ?a . ?a cvkg:authorOrdinal ?n ; cvkg:author ?value BIND("author" AS ?field)
          OPTIONAL { ?value schema:name ?label } }
"""
# What only a work's own page shows: its versions (linked, or the same title elsewhere), the
# documents that list it, and its claim checks against dblp and Wikidata.
_OWN_PAGE = """
  UNION { ?work cvkg:relatedVersion ?value BIND("version" AS ?field) OPTIONAL { ?value schema:name ?label } }
  UNION { ?work schema:name ?title . ?value schema:name ?title ; cvkg:publicationKind ?otherKind
          FILTER(?value != ?work) BIND("version" AS ?field) BIND(?title AS ?label) }
  UNION { ?work prov:wasDerivedFrom ?value BIND("listed" AS ?field) OPTIONAL { ?value schema:name ?label } }
  UNION { ?check cvkg:checks ?work ; cvkg:claimStatus ?value BIND("claim" AS ?field) }
"""


@dataclass
class Link:
    iri: str
    label: str


@dataclass
class Work:
    iri: str
    title: str = ""
    year: str = ""
    kind: str = ""
    venue: str = ""  # as the CV wrote it
    edition: str = ""  # the PublicationEvent's IRI
    series: Link | None = None
    authors: list[tuple[int, Link]] = field(default_factory=list)  # (ordinal, author)
    awards: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    doi: str = ""
    arxiv: str = ""
    urls: list[str] = field(default_factory=list)
    versions: list[Link] = field(default_factory=list)
    listed_in: list[Link] = field(default_factory=list)  # the documents that list it
    claims: list[str] = field(default_factory=list)  # claim-check statuses against dblp, Wikidata

    @property
    def edition_label(self) -> str:
        series = self.series.label if self.series else self.venue
        return f"{series} {self.year}".strip() if self.edition else series


def works(graph: KnowledgeGraph, pattern: str, *, inferred_graph: str, is_own_page: bool = False) -> list[Work]:
    """The works ``pattern`` binds to ``?work``, newest first, with what a list shows of each
    (and, for a work's own page, its versions, listings and claim checks too)."""
    fields = _FIELDS + (_OWN_PAGE if is_own_page else "")
    rows = graph.query(f"""
        PREFIX schema: <https://schema.org/>
        PREFIX cvkg: <https://w3id.org/cvkg/ns#>
        PREFIX prov: <http://www.w3.org/ns/prov#>
        SELECT ?work ?field ?value ?label ?n WHERE {{
          {{ SELECT DISTINCT ?work WHERE {{ {pattern} }} }}
          {fields.replace("INFERRED", inferred_graph)}
        }}""")
    found: dict[str, Work] = {}
    for work_iri, name, value, label, ordinal in rows:
        work = found.get(work_iri.value) or found.setdefault(work_iri.value, Work(work_iri.value))
        _fill(work, name.value, value.value, label.value if label is not None else local_name(value.value), ordinal)
    for work in found.values():
        _tidy(work)
    return sorted(found.values(), key=lambda w: (w.year or "0000", w.title.casefold()), reverse=True)


def _fill(work: Work, name: str, value: str, label: str, ordinal: object) -> None:
    if name in ("title", "kind", "venue", "doi", "arxiv", "edition") and not getattr(work, name):
        setattr(work, name, value)
    elif name == "year":
        work.year = work.year or value[:4]
    elif name in ("award", "note", "claim"):
        getattr(work, name + "s").append(value)
    elif name == "url":
        work.urls.append(value)
    elif name == "series":
        work.series = work.series or Link(value, label)
    elif name == "version":
        work.versions.append(Link(value, label))
    elif name == "listed":
        work.listed_in.append(Link(value, label))
    elif name == "author":
        work.authors.append((int(getattr(ordinal, "value", 0)), Link(value, label)))


def _tidy(work: Work) -> None:
    """Sort and deduplicate: each author once, at their first position."""
    seen: set[str] = set()
    authors = []
    for ordinal, author in sorted(work.authors, key=lambda a: (a[0], a[1].label)):
        if author.iri not in seen:
            seen.add(author.iri)
            authors.append((ordinal, author))
    work.authors = authors
    for name in ("awards", "notes", "urls", "claims"):
        setattr(work, name, sorted(set(getattr(work, name))))
    work.versions = _unique(work.versions)
    work.listed_in = _unique(work.listed_in)


def _unique(links: list[Link]) -> list[Link]:
    return sorted({link.iri: link for link in links}.values(), key=lambda link: link.label.casefold())


def by_year(items: list[Work]) -> list[tuple[str, list[Work]]]:
    """Works grouped by year, newest first (works without a year last)."""
    years: dict[str, list[Work]] = {}
    for work in items:
        years.setdefault(work.year, []).append(work)
    return sorted(years.items(), key=lambda item: item[0] or "0000", reverse=True)


def coauthors(items: list[Work], person: str) -> list[tuple[Link, int]]:
    """Everyone who shares a work with ``person``, once each, by number of joint works."""
    counts: Counter[str] = Counter()
    links: dict[str, Link] = {}
    for work in items:
        for _, author in work.authors:
            if author.iri != person:
                counts[author.iri] += 1
                links[author.iri] = author
    return sorted(((links[iri], n) for iri, n in counts.items()), key=lambda item: (-item[1], item[0].label))


def editions(items: list[Work]) -> list[tuple[Link, int]]:
    """The editions the works appeared in, newest first, each with its number of works."""
    counts = Counter(w.edition for w in items if w.edition)
    labels = {w.edition: w.edition_label for w in items if w.edition}
    return sorted(((Link(e, labels[e]), n) for e, n in counts.items()), key=lambda item: item[0].label, reverse=True)
