"""The local side: people and papers of a compiled dataset, with what the CVs say. Pure."""

from __future__ import annotations

import re
from collections import defaultdict

from rdflib import Dataset, Graph, URIRef
from rdflib.term import Node

from cvkg.link.model import LocalPaper, LocalPerson
from cvkg.vocab import CVKG, RDF, RDFS, SCHEMA

_ORCID = re.compile(r"(\d{4}-\d{4}-\d{4}-\d{3}[\dX])")


def union(dataset: Dataset) -> Graph:
    graph = Graph()
    for s, p, o, _ in dataset.quads((None, None, None, None)):
        graph.add((s, p, o))
    return graph


def _strings(graph: Graph, subject: Node, *predicates: URIRef) -> list[str]:
    values = {str(o) for p in predicates for o in graph.objects(subject, p)}
    return sorted(values)


def _year(graph: Graph, paper: Node) -> int | None:
    values = (str(o)[:4] for o in graph.objects(paper, SCHEMA.datePublished))
    years = sorted(int(v) for v in values if v.isdigit())
    return years[0] if years else None


def _paper(graph: Graph, iri: URIRef) -> LocalPaper:
    label = _strings(graph, iri, RDFS.label)
    titles = label + [t for t in _strings(graph, iri, SCHEMA.name) if t not in label]
    by_ordinal: dict[int, tuple[str, str]] = {}
    for authorship in graph.objects(iri, CVKG.authorship):
        ordinal = graph.value(authorship, CVKG.authorOrdinal)
        person = graph.value(authorship, CVKG.author)
        names = _strings(graph, authorship, CVKG.authorNameAsWritten)
        if ordinal is not None and person is not None and names:
            by_ordinal.setdefault(int(ordinal), (names[0], str(person)))
    ordered = [by_ordinal[k] for k in sorted(by_ordinal)]
    dois = _strings(graph, iri, CVKG.doi)
    arxiv = _strings(graph, iri, CVKG.arxivId)
    venues = tuple(_strings(graph, iri, CVKG.venueAsWritten))
    return LocalPaper(str(iri), tuple(titles), _year(graph, iri), venues,
                      tuple(n for n, _ in ordered), tuple(p for _, p in ordered),
                      dois[0] if dois else None, arxiv[0] if arxiv else None)


def _affiliations(graph: Graph, person: URIRef) -> list[str]:
    names: set[str] = set()
    for prop in (SCHEMA.worksFor, SCHEMA.alumniOf):
        for role in graph.objects(person, prop):
            for org in graph.objects(role, prop):
                names.update(_strings(graph, org, SCHEMA.name, SCHEMA.alternateName))
    return sorted(names)


def _orcid(graph: Graph, person: URIRef) -> str | None:
    for value in _strings(graph, person, SCHEMA.url, SCHEMA.sameAs, SCHEMA.identifier):
        match = _ORCID.search(value) if "orcid" in value.lower() else None
        if match:
            return match.group(1)
    return None


def local_entities(dataset: Dataset) -> tuple[list[LocalPerson], list[LocalPaper]]:
    """Every paper with authors, and every person who authored one, sorted by IRI."""
    graph = union(dataset)
    papers = {str(s): _paper(graph, s) for s in sorted(set(graph.subjects(CVKG.authorship, None)))
              if isinstance(s, URIRef)}
    by_person: dict[str, list[LocalPaper]] = defaultdict(list)
    for paper in papers.values():
        for author in dict.fromkeys(paper.author_iris):
            by_person[author].append(paper)
    people = []
    for iri in sorted(by_person):
        node = URIRef(iri)
        if (node, RDF.type, SCHEMA.Person) not in graph:
            continue
        label = _strings(graph, node, RDFS.label)
        others = _strings(graph, node, SCHEMA.name, SCHEMA.alternateName)
        names = label + [n for n in others if n not in label]
        people.append(LocalPerson(iri, tuple(names), tuple(by_person[iri]), tuple(_affiliations(graph, node)),
                                  _orcid(graph, node)))
    return people, sorted(papers.values(), key=lambda p: p.iri)
