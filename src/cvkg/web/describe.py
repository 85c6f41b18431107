"""What the pages show of a resource, read from the store: pure functions of a graph.

A :class:`Description` holds a resource's outgoing statements (blank-node records such as
a degree or a job nested inside, with their source lines), its incoming links, where it
was asserted, which statements were inferred, and its schema.org JSON-LD.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import pyoxigraph as ox

from cvkg.store import GraphNames, KnowledgeGraph

SCHEMA = "https://schema.org/"
RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
PROV_DERIVATION = "http://www.w3.org/ns/prov#qualifiedDerivation"
PROV_DERIVED = "http://www.w3.org/ns/prov#wasDerivedFrom"
LABELS = ("https://schema.org/name", "http://www.w3.org/2000/01/rdf-schema#label")
MAX_INCOMING = 500


@dataclass
class Value:
    term: ox.NamedNode | ox.BlankNode | ox.Literal
    label: str
    children: list[Statement] = field(default_factory=list)
    source: str | None = None  # "file:line" of a nested record

    @property
    def is_iri(self) -> bool:
        return isinstance(self.term, ox.NamedNode)

    @property
    def is_record(self) -> bool:
        return isinstance(self.term, ox.BlankNode)


@dataclass
class Statement:
    predicate: str
    label: str
    value: Value
    inferred: bool = False


@dataclass
class Source:
    document: str
    name: str
    path: str
    line: int
    end_line: int


@dataclass
class Description:
    iri: str
    label: str
    types: list[tuple[str, str]]
    statements: list[Statement]
    incoming: list[tuple[str, str, str, str]]  # subject, subject label, predicate, predicate label
    sources: list[Source]
    triples: list[ox.Triple]
    publications: list[dict[str, str]] = field(default_factory=list)

    def schema_jsonld(self) -> dict[str, Any]:
        """The resource in schema.org JSON-LD, compact terms over an inline ``@vocab``.

        Not the remote ``"https://schema.org/"`` context: that one expands terms to
        ``http://schema.org/`` (not this graph's ``https://``) and needs a fetch to parse.
        """
        node: dict[str, Any] = {"@context": {"@vocab": SCHEMA}, "@id": self.iri}
        types = [t.removeprefix(SCHEMA) for t, _ in self.types if t.startswith(SCHEMA)]
        if types:
            node["@type"] = types if len(types) > 1 else types[0]
        node.update(_schema_properties(self.statements))
        return node


def _schema_properties(statements: list[Statement]) -> dict[str, Any]:
    out: dict[str, list[Any]] = {}
    for st in statements:
        if not st.predicate.startswith(SCHEMA) or st.inferred:
            continue
        term = st.value.term
        if isinstance(term, ox.NamedNode):
            value: Any = {"@id": term.value}
        elif isinstance(term, ox.BlankNode):
            value = _schema_properties(st.value.children)
            kinds = [c.value.term.value for c in st.value.children
                     if c.predicate == RDF_TYPE and c.value.term.value.startswith(SCHEMA)]
            if kinds:
                value = {"@type": kinds[0].removeprefix(SCHEMA), **value}
        else:
            value = term.value
        out.setdefault(st.predicate.removeprefix(SCHEMA), []).append(value)
    return {k: v[0] if len(v) == 1 else v for k, v in out.items()}


def local_name(iri: str) -> str:
    return iri.rstrip("/#").rsplit("#", 1)[-1].rsplit("/", 1)[-1]


def labels_of(graph: KnowledgeGraph, iris: Iterable[str]) -> dict[str, str]:
    """schema:name or rdfs:label of each IRI (its local name when it has none)."""
    wanted = sorted(set(iris))
    labels = {iri: local_name(iri) for iri in wanted}
    for start in range(0, len(wanted), 500):
        chunk = " ".join(f"<{iri}>" for iri in wanted[start:start + 500])
        rows = graph.query(f"""SELECT ?s (SAMPLE(?l) AS ?label) WHERE {{
            VALUES ?s {{ {chunk} }} ?s <{LABELS[0]}>|<{LABELS[1]}> ?l }} GROUP BY ?s""")
        for row in rows:
            labels[row["s"].value] = row["label"].value
    return labels


def describe(graph: KnowledgeGraph, iri: str, *, names: GraphNames) -> Description | None:
    """Everything a page shows of ``iri``, or ``None`` when the graph says nothing about it."""
    node = ox.NamedNode(iri)
    triples = list(graph.query(f"DESCRIBE <{iri}>"))
    incoming = [(r["s"].value, r["p"].value) for r in graph.query(
        f"SELECT ?s ?p WHERE {{ ?s ?p <{iri}> FILTER(isIRI(?s)) }} ORDER BY ?p ?s LIMIT {MAX_INCOMING}")]
    if not triples and not incoming:
        return None
    inferred = {t for t in graph.query(
        f"CONSTRUCT {{ <{iri}> ?p ?o }} WHERE {{ GRAPH <{names.inferred}> {{ <{iri}> ?p ?o }} }}")}
    by_subject: dict[Any, list[ox.Triple]] = {}
    for t in triples:
        by_subject.setdefault(t.subject, []).append(t)
    iris = {iri, *(s for s, _ in incoming), *(p for _, p in incoming)}
    iris.update(t.predicate.value for t in triples)
    iris.update(t.object.value for t in triples if isinstance(t.object, ox.NamedNode))
    labels = labels_of(graph, iris)
    statements = _statements(node, by_subject, labels, inferred, set())
    types = sorted({(st.value.term.value, st.value.label) for st in statements if st.predicate == RDF_TYPE})
    return Description(
        iri=iri, label=labels.get(iri, local_name(iri)), types=types,
        statements=[st for st in statements if st.predicate != RDF_TYPE],
        incoming=[(s, labels.get(s, local_name(s)), p, labels.get(p, local_name(p))) for s, p in incoming],
        sources=_sources(graph, iri), triples=triples, publications=_publications(graph, iri))


def _statements(subject: Any, by_subject: dict[Any, list[ox.Triple]], labels: dict[str, str],
                inferred: set[ox.Triple], seen: set[Any]) -> list[Statement]:
    seen = seen | {subject}
    out = []
    for t in sorted(by_subject.get(subject, []), key=lambda t: (t.predicate.value, str(t.object))):
        if t.predicate.value in (PROV_DERIVATION, PROV_DERIVED) and isinstance(subject, ox.BlankNode):
            continue
        obj = t.object
        value = Value(obj, labels.get(obj.value, obj.value) if isinstance(obj, ox.NamedNode) else str(obj.value))
        if isinstance(obj, ox.BlankNode) and obj not in seen:
            value.children = _statements(obj, by_subject, labels, inferred, seen)
            value.source = _nested_source(obj, by_subject)
        out.append(Statement(t.predicate.value, labels.get(t.predicate.value, local_name(t.predicate.value)),
                             value, inferred=t in inferred))
    return out


def _nested_source(node: ox.BlankNode, by_subject: dict[Any, list[ox.Triple]]) -> str | None:
    for t in by_subject.get(node, []):
        if t.predicate.value == PROV_DERIVATION:
            fields = {x.predicate.value.rsplit("#", 1)[-1]: x.object.value for x in by_subject.get(t.object, [])}
            if "sourceLine" in fields:
                doc = local_name(fields.get("entity", ""))
                end = fields.get("sourceEndLine", fields["sourceLine"])
                lines = fields["sourceLine"] if end == fields["sourceLine"] else f"{fields['sourceLine']}-{end}"
                return f"{doc}:{lines}"
    return None


def _sources(graph: KnowledgeGraph, iri: str) -> list[Source]:
    rows = graph.query(f"""
        PREFIX prov: <http://www.w3.org/ns/prov#>
        PREFIX cvkg: <https://w3id.org/cvkg/ns#>
        PREFIX schema: <https://schema.org/>
        SELECT DISTINCT ?doc ?name ?path ?line ?end WHERE {{
          <{iri}> prov:qualifiedDerivation ?d . ?d prov:entity ?doc ; cvkg:sourceLine ?line .
          OPTIONAL {{ ?d cvkg:sourceEndLine ?end }}
          OPTIONAL {{ ?doc schema:name ?name }} OPTIONAL {{ ?doc cvkg:sourcePath ?path }}
        }} ORDER BY ?name ?line""")
    return [Source(r["doc"].value, r["name"].value if r["name"] else local_name(r["doc"].value),
                   r["path"].value if r["path"] else "", int(r["line"].value),
                   int(r["end"].value) if r["end"] else int(r["line"].value)) for r in rows]


def _publications(graph: KnowledgeGraph, iri: str) -> list[dict[str, str]]:
    rows = graph.query(f"""
        PREFIX schema: <https://schema.org/>
        PREFIX cvkg: <https://w3id.org/cvkg/ns#>
        SELECT ?paper (SAMPLE(?t) AS ?title) (SAMPLE(?d) AS ?date) (SAMPLE(?v) AS ?venue) WHERE {{
          ?paper schema:author <{iri}> ; schema:name ?t .
          OPTIONAL {{ ?paper schema:datePublished ?d }}
          OPTIONAL {{ ?paper cvkg:venueAsWritten ?v }}
        }} GROUP BY ?paper ORDER BY DESC(?date) ?title""")
    return [{"iri": r["paper"].value, "title": r["title"].value,
             "year": r["date"].value[:4] if r["date"] else "", "venue": r["venue"].value if r["venue"] else ""}
            for r in rows]


COUNTED = {
    "persons": "?s a <https://schema.org/Person>",
    "publications": "?s <https://w3id.org/cvkg/ns#publicationKind> ?kind",
    "organizations": "?s a <https://schema.org/Organization>",
    "venues": "VALUES ?c { <https://schema.org/EventSeries> <https://schema.org/Periodical> } ?s a ?c",
    "documents": "?s a <https://schema.org/DigitalDocument>",
}


def resource_counts(graph: KnowledgeGraph, base: str) -> dict[str, int]:
    """How many of each kind of resource the graph holds, and its triples."""
    counts = {}
    for name, pattern in COUNTED.items():
        rows = list(graph.query(f"SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE {{ {pattern} "
                                f"FILTER(STRSTARTS(STR(?s), \"{base}id/\")) }}"))
        counts[name] = int(rows[0]["n"].value)
    counts["triples"] = graph.count_triples()
    return counts


def void_description(graph: KnowledgeGraph, base: str, *, dumps: list[str]) -> list[ox.Triple]:
    """A VoID description of the dataset: size, classes, properties, endpoint and dumps."""
    void = "http://rdfs.org/ns/void#"
    xsd_int = ox.NamedNode("http://www.w3.org/2001/XMLSchema#integer")
    ds = ox.NamedNode(f"{base}.well-known/void#dataset")

    def num(value: int) -> ox.Literal:
        return ox.Literal(str(value), datatype=xsd_int)

    def count(query: str) -> int:
        return int(next(iter(graph.query(query)))["n"].value)

    triples = [
        ox.Triple(ds, ox.NamedNode(RDF_TYPE), ox.NamedNode(f"{void}Dataset")),
        ox.Triple(ds, ox.NamedNode("http://purl.org/dc/terms/title"), ox.Literal("cvkg knowledge graph")),
        ox.Triple(ds, ox.NamedNode(f"{void}sparqlEndpoint"), ox.NamedNode(f"{base}sparql")),
        ox.Triple(ds, ox.NamedNode(f"{void}uriSpace"), ox.Literal(f"{base}id/")),
        ox.Triple(ds, ox.NamedNode(f"{void}triples"), num(graph.count_triples())),
        ox.Triple(ds, ox.NamedNode(f"{void}entities"), num(count(
            f"SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE {{ ?s a ?c FILTER(STRSTARTS(STR(?s), \"{base}id/\")) }}"))),
        ox.Triple(ds, ox.NamedNode(f"{void}classes"), num(count("SELECT (COUNT(DISTINCT ?c) AS ?n) { ?s a ?c }"))),
        ox.Triple(ds, ox.NamedNode(f"{void}properties"), num(count("SELECT (COUNT(DISTINCT ?p) AS ?n) { ?s ?p ?o }"))),
    ]
    triples += [ox.Triple(ds, ox.NamedNode(f"{void}dataDump"), ox.NamedNode(d)) for d in dumps]
    for row in graph.query("SELECT ?c (COUNT(DISTINCT ?s) AS ?n) { ?s a ?c } GROUP BY ?c ORDER BY ?c"):
        part = ox.BlankNode()
        triples += [ox.Triple(ds, ox.NamedNode(f"{void}classPartition"), part),
                    ox.Triple(part, ox.NamedNode(f"{void}class"), row["c"]),
                    ox.Triple(part, ox.NamedNode(f"{void}entities"), num(int(row["n"].value)))]
    return triples
