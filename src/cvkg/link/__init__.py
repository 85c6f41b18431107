"""Linking (issue 7): people and papers to dblp, Wikidata, ORCID and OpenAlex; claim checks.

The only cvkg package that talks to the network, and only through :mod:`cvkg.link.http`
(User-Agent, rate limits, retries, timeouts) and its on-disk cache. ``link_dataset`` reads
the local evidence from a compiled dataset, asks each service in turn, lets the pure
:mod:`cvkg.link.matcher` decide, and adds the ``{base}graph/links`` named graph. A service
that fails is recorded on its PROV activity and its entities stay unlinked; the build goes on.
ORCID iDs learnt from one service's sure links are evidence for the next service.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from rdflib import Dataset, Graph, URIRef

from cvkg.config import Settings
from cvkg.link.cache import ResponseCache
from cvkg.link.dblp import DblpSource
from cvkg.link.evidence import local_entities
from cvkg.link.http import Policy, ServiceClient, ServiceError, parse_rates
from cvkg.link.matcher import Thresholds, check_claim, link_papers, link_people
from cvkg.link.model import (
    ClaimCheck,
    Link,
    LocalPaper,
    LocalPerson,
    Relation,
    RemotePaper,
    RemotePerson,
    Service,
)
from cvkg.link.openalex import OpenAlexSource
from cvkg.link.orcid import OrcidSource
from cvkg.link.rdf import links_graph
from cvkg.link.wikidata import WikidataSource
from cvkg.store import GraphNames


class Source(Protocol):
    service: Service
    links_papers: bool

    def people(self, person: LocalPerson) -> list[RemotePerson]: ...

    def papers(self, papers: Sequence[LocalPaper]) -> list[RemotePaper]: ...


@dataclass(frozen=True)
class LinkResult:
    graph: Graph
    links: tuple[Link, ...]
    checks: tuple[ClaimCheck, ...]
    failures: dict[Service, str]
    requests: int
    cache_hits: int

    def counts(self) -> dict[str, int]:
        same = [k for k in self.links if k.relation is Relation.SAME_AS]
        return {"same_as_links": len(same), "candidate_links": len(self.links) - len(same),
                "claims_contradicted": sum(c.status.value == "contradicted" for c in self.checks),
                "services_failed": len(self.failures)}


def client_for(settings: Settings) -> ServiceClient:
    cache_dir = Path(settings.link_cache_dir) if settings.link_cache_dir else settings.home / "link-cache"
    policy = Policy(timeout_s=settings.link_timeout_s, retries=settings.link_retries,
                    backoff_s=settings.link_backoff_s, rates=parse_rates(settings.link_rate_limits),
                    is_cache_only=settings.link_cache_only, contact=settings.link_contact)
    return ServiceClient(ResponseCache(cache_dir), policy)


def sources_for(settings: Settings, client: ServiceClient) -> list[tuple[Source, tuple[str, ...]]]:
    """The services to ask, in the order of ``link_services``, with the endpoints each uses."""
    known: dict[str, tuple[Source, tuple[str, ...]]] = {
        "dblp": (DblpSource(client, settings.dblp_sparql_endpoint), (settings.dblp_sparql_endpoint,)),
        "wikidata": (WikidataSource(client, settings.wikidata_sparql_endpoint,
                                    settings.wikidata_scholarly_endpoint),
                     (settings.wikidata_sparql_endpoint, settings.wikidata_scholarly_endpoint)),
        "orcid": (OrcidSource(client, settings.orcid_api), (settings.orcid_api,)),
        "openalex": (OpenAlexSource(client, settings.openalex_api, settings.link_contact),
                     (settings.openalex_api,)),
    }
    return [known[name] for name in settings.link_services if name in known]


def _link_service(source: Source, people: list[LocalPerson], papers: list[LocalPaper],
                  thresholds: Thresholds) -> tuple[list[Link], dict[str, RemotePaper], dict[str, str]]:
    """Ask one service about everyone; raises ServiceError as soon as it fails.

    Returns the links, the remote papers seen (by IRI) and the ORCID iDs of the remote people.
    """
    links: list[Link] = []
    pool: dict[str, RemotePaper] = {}
    orcids: dict[str, str] = {}
    for person in people:
        candidates = {c.iri: c for c in source.people(person)}
        found = link_people(person, candidates.values(), thresholds)
        links += found
        orcids.update((c.iri, c.orcid) for c in candidates.values() if c.orcid)
        for link in found:
            if link.relation is Relation.SAME_AS:
                pool.update((p.iri, p) for p in candidates[link.remote].papers)
    if source.links_papers:
        pool.update((p.iri, p) for p in source.papers(papers))
        ordered = [pool[k] for k in sorted(pool)]
        for paper in papers:
            links += link_papers(paper, ordered, thresholds)
    return links, pool, orcids


def _learn_orcids(people: list[LocalPerson], links: list[Link], orcids: dict[str, str]) -> list[LocalPerson]:
    """A sure link's ORCID iD becomes evidence for the services asked later."""
    for link in links:
        if link.relation is Relation.SAME_AS and link.remote in orcids:
            orcids.setdefault(link.local, orcids[link.remote])
    return [p if p.orcid or p.iri not in orcids else dataclasses.replace(p, orcid=orcids[p.iri])
            for p in people]


def link_entities(people: list[LocalPerson], papers: list[LocalPaper], settings: Settings,
                  client: ServiceClient) -> LinkResult:
    thresholds = Thresholds(settings.link_threshold, settings.link_candidate_threshold)
    links: list[Link] = []
    remote_papers: dict[str, RemotePaper] = {}
    failures: dict[Service, str] = {}
    activities: dict[Service, tuple[tuple[str, ...], str | None]] = {}
    orcids: dict[str, str] = {}
    for source, endpoints in sources_for(settings, client):
        try:
            found, pool, remote_orcids = _link_service(source, people, papers, thresholds)
        except ServiceError as error:
            failures[source.service] = str(error)
            activities[source.service] = (endpoints, str(error))
            continue
        activities[source.service] = (endpoints, None)
        links += found
        remote_papers.update(pool)
        orcids.update(remote_orcids)
        people = _learn_orcids(people, found, orcids)
    answered = [s for s in activities if s not in failures]
    linked: dict[str, list[RemotePaper]] = {}
    for link in sorted(links, key=lambda k: (k.local, k.remote)):
        if link.relation is Relation.SAME_AS and link.remote in remote_papers:
            linked.setdefault(link.local, []).append(remote_papers[link.remote])
    checks = [check_claim(paper, linked.get(paper.iri, []), answered) for paper in papers]
    graph = links_graph(settings.base_uri, links, checks, activities)
    return LinkResult(graph, tuple(links), tuple(checks), failures, client.requests, client.cache.hits)


def link_dataset(dataset: Dataset, settings: Settings, *, client: ServiceClient | None = None) -> LinkResult:
    """Link the dataset's people and papers and add the links graph to it (in place)."""
    people, papers = local_entities(dataset)
    result = link_entities(people, papers, settings, client or client_for(settings))
    target = dataset.graph(URIRef(GraphNames(settings.base_uri).links))
    for triple in result.graph:
        target.add(triple)
    return result


__all__ = ["LinkResult", "link_dataset", "link_entities"]
