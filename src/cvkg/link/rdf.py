"""The links graph: sameAs and candidate links with their evidence, claim checks, PROV. Pure.

    <person> owl:sameAs <https://dblp.org/pid/...> .            (or cvkg:possibleSameAs)
    <{base}id/link/{hash}> a cvkg:ExternalLink, prov:Entity ;
        cvkg:linkSubject <person> ; cvkg:linkTarget <...> ; cvkg:linkRelation owl:sameAs ;
        cvkg:confidence 0.85 ; cvkg:service <https://dblp.org/> ;
        prov:wasGeneratedBy <{base}id/linking/dblp> ; prov:generatedAtTime "..."^^xsd:dateTime ;
        cvkg:evidence [ cvkg:evidenceKind "title" ; cvkg:localValue "..." ; cvkg:remoteValue "..." ] .
    <paper#claim-check> a cvkg:ClaimCheck ; cvkg:checks <paper> ; cvkg:claimStatus "contradicted" ;
        cvkg:checkedAgainst <https://dblp.org/> ;
        cvkg:discrepancy [ cvkg:field "year" ; cvkg:claimed "2019" ; cvkg:found "2020" ;
            cvkg:service <https://dblp.org/> ; prov:wasDerivedFrom <https://dblp.org/rec/...> ] .

Node IRIs are derived from what they describe, so the same links give the same graph.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from decimal import Decimal

from rdflib import Graph, Literal, URIRef

from cvkg import __version__
from cvkg.link.model import ClaimCheck, Link, Relation, Service
from cvkg.vocab import CVKG, OWL, PROV, RDF, RDFS, SCHEMA, XSD

RELATIONS = {Relation.SAME_AS: OWL.sameAs, Relation.POSSIBLE: CVKG.possibleSameAs}


def _hash(*parts: str) -> str:
    return hashlib.sha1("\n".join(parts).encode("utf-8")).hexdigest()[:16]


def activity_iri(base: str, service: Service) -> URIRef:
    return URIRef(f"{base}id/linking/{service.value}")


def add_link(graph: Graph, link: Link, base: str) -> None:
    local, remote, relation = URIRef(link.local), URIRef(link.remote), RELATIONS[link.relation]
    graph.add((local, relation, remote))
    node = URIRef(f"{base}id/link/{_hash(link.local, link.remote)}")
    for cls in (CVKG.ExternalLink, PROV.Entity):
        graph.add((node, RDF.type, cls))
    graph.add((node, CVKG.linkSubject, local))
    graph.add((node, CVKG.linkTarget, remote))
    graph.add((node, CVKG.linkRelation, relation))
    graph.add((node, CVKG.confidence, Literal(Decimal(str(link.confidence)), datatype=XSD.decimal)))
    graph.add((node, CVKG.service, URIRef(link.service.iri)))
    graph.add((node, PROV.wasGeneratedBy, activity_iri(base, link.service)))
    graph.add((node, PROV.generatedAtTime, Literal(link.retrieved_at, datatype=XSD.dateTime)))
    for n, evidence in enumerate(link.evidence, start=1):
        item = URIRef(f"{node}#evidence-{n}")
        graph.add((node, CVKG.evidence, item))
        graph.add((item, RDF.type, CVKG.Evidence))
        graph.add((item, CVKG.evidenceKind, Literal(evidence.kind)))
        graph.add((item, RDFS.label, Literal(f"{evidence.kind}: {evidence.local or evidence.remote}")))
        if evidence.local:
            graph.add((item, CVKG.localValue, Literal(evidence.local)))
        if evidence.remote:
            graph.add((item, CVKG.remoteValue, Literal(evidence.remote)))


def add_claim(graph: Graph, check: ClaimCheck) -> None:
    node = URIRef(f"{check.paper}#claim-check")
    graph.add((node, RDF.type, CVKG.ClaimCheck))
    graph.add((node, CVKG.checks, URIRef(check.paper)))
    graph.add((node, CVKG.claimStatus, Literal(check.status.value)))
    for service in check.checked_against:
        graph.add((node, CVKG.checkedAgainst, URIRef(service.iri)))
    for d in check.discrepancies:
        item = URIRef(f"{check.paper}#claim-{d.service.value}-{d.field}")
        graph.add((node, CVKG.discrepancy, item))
        graph.add((item, RDF.type, CVKG.Discrepancy))
        graph.add((item, CVKG.field, Literal(d.field)))
        graph.add((item, CVKG.claimed, Literal(d.claimed)))
        graph.add((item, CVKG.found, Literal(d.found)))
        graph.add((item, CVKG.service, URIRef(d.service.iri)))
        graph.add((item, PROV.wasDerivedFrom, URIRef(d.record)))


def add_activity(graph: Graph, base: str, service: Service, *, endpoints: Iterable[str],
                 links: Iterable[Link], failure: str | None) -> None:
    node = activity_iri(base, service)
    graph.add((node, RDF.type, PROV.Activity))
    graph.add((node, RDFS.label, Literal(f"linking to {service.value}")))
    graph.add((node, PROV.wasAssociatedWith, URIRef(service.iri)))
    graph.add((node, SCHEMA.softwareVersion, Literal(f"cvkg {__version__}")))
    for endpoint in endpoints:
        graph.add((node, PROV.used, URIRef(endpoint)))
    times = sorted(link.retrieved_at for link in links)
    if times:
        graph.add((node, PROV.endedAtTime, Literal(times[-1], datatype=XSD.dateTime)))
    if failure is not None:
        graph.add((node, CVKG.failure, Literal(failure)))


def links_graph(base: str, links: Iterable[Link], checks: Iterable[ClaimCheck],
                activities: Mapping[Service, tuple[tuple[str, ...], str | None]]) -> Graph:
    """Everything the linker decided, as one graph (for the ``{base}graph/links`` named graph)."""
    graph = Graph()
    links = list(links)
    for link in links:
        add_link(graph, link, base)
    for check in checks:
        add_claim(graph, check)
    for service, (endpoints, failure) in activities.items():
        add_activity(graph, base, service, endpoints=endpoints,
                     links=[k for k in links if k.service is service], failure=failure)
    return graph
