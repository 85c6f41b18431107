"""What a page shows of any resource, read from the store: pure functions of a graph.

A :class:`Description` holds a resource's outgoing statements (blank-node records such as
a degree or a job nested inside, each with the document lines it came from), the same
statements grouped one row per property under prefixed names (``schema:knows`` and
``foaf:knows`` stay apart), its incoming links grouped the same way, where it was
asserted, which statements were inferred, and its schema.org JSON-LD. The kind-specific
parts of a page (a person's profile, a paper's authors) are in :mod:`cvkg.web.profiles`.

Seven queries, whatever the size of the resource: its concise bounded description, its
incoming links, the inferred triples about it, to it and about its records, the labels of
every IRI met (in chunks of 500), and its sources.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import pyoxigraph as ox

from cvkg.store import GraphNames, KnowledgeGraph
from cvkg.vocab import PREFIXES

SCHEMA = "https://schema.org/"
CVKG = "https://w3id.org/cvkg/ns#"
PROV = "http://www.w3.org/ns/prov#"
RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
PROV_DERIVATION = f"{PROV}qualifiedDerivation"
PROV_DERIVED = f"{PROV}wasDerivedFrom"
LABELS = ("https://schema.org/name", "http://www.w3.org/2000/01/rdf-schema#label")
MAX_INCOMING = 2000
_LONGEST_FIRST = sorted(PREFIXES.items(), key=lambda item: -len(item[1]))


@functools.lru_cache(maxsize=8192)  # a page asks again for every row it sorts
def prefixed(iri: str) -> str:
    """``schema:knows`` for ``https://schema.org/knows``; ``<iri>`` when no prefix fits."""
    for prefix, namespace in _LONGEST_FIRST:
        if iri.startswith(namespace) and iri != namespace:
            return f"{prefix}:{iri[len(namespace):]}"
    return f"<{iri}>"


@functools.lru_cache(maxsize=8192)
def local_name(iri: str) -> str:
    return iri.rstrip("/#").rsplit("#", 1)[-1].rsplit("/", 1)[-1]


@functools.lru_cache(maxsize=8192)
def words(name: str) -> str:
    """``fieldOfStudy`` -> ``field of study``: a readable label for a term without one."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name).lower()


@dataclass
class Source:
    """Where a resource or record was asserted: a document and its lines."""

    document: str
    name: str
    path: str
    line: int
    end_line: int
    about: str = ""  # whose CV the document is

    @property
    def lines(self) -> str:
        return str(self.line) if self.end_line == self.line else f"{self.line}–{self.end_line}"


@dataclass
class Value:
    term: ox.NamedNode | ox.BlankNode | ox.Literal
    label: str
    inferred: bool = False
    children: list[Property] = field(default_factory=list)  # a record's own properties
    source: Source | None = None  # where a record (or a derivation) was asserted

    @property
    def is_iri(self) -> bool:
        return isinstance(self.term, ox.NamedNode)

    @property
    def is_record(self) -> bool:
        return isinstance(self.term, ox.BlankNode)


@dataclass
class Property:
    """One row of a statements table: a property (prefixed name) and all its values."""

    iri: str
    label: str
    values: list[Value]

    @property
    def name(self) -> str:
        return prefixed(self.iri)

    @property
    def is_inferred(self) -> bool:
        """Every value is inferred (the row is marked once, not each value)."""
        return all(v.inferred for v in self.values)


@dataclass
class Description:
    iri: str
    label: str
    types: list[Value]  # each a class, deduplicated, label = its prefixed name
    properties: list[Property]  # every outgoing property but rdf:type, one row each
    incoming: list[Property]  # the resources linking here, one row per property
    incoming_count: int
    sources: list[Source]
    triples: list[ox.Triple]
    inferred: set[ox.Triple]
    labels: dict[str, str]

    @property
    def table(self) -> list[Property]:
        """Every property, rdf:type first: the complete statements table."""
        return [Property(RDF_TYPE, "type", self.types), *self.properties] if self.types else self.properties

    @property
    def type_iris(self) -> set[str]:
        return {t.term.value for t in self.types}

    def values(self, *predicates: str, asserted_only: bool = False) -> list[Value]:
        """The values of these properties, in table order, each term once."""
        seen, out = set(), []
        for prop in self.properties:
            if prop.iri in predicates:
                for value in prop.values:
                    if value.term not in seen and not (asserted_only and value.inferred):
                        seen.add(value.term)
                        out.append(value)
        return out

    def schema_jsonld(self) -> dict[str, Any]:
        """The resource in schema.org JSON-LD, compact terms over an inline ``@vocab``.

        Not the remote ``"https://schema.org/"`` context: that one expands terms to
        ``http://schema.org/`` (not this graph's ``https://``) and needs a fetch to parse.
        """
        node: dict[str, Any] = {"@context": {"@vocab": SCHEMA}, "@id": self.iri}
        types = [t.term.value.removeprefix(SCHEMA) for t in self.types
                 if t.term.value.startswith(SCHEMA) and not t.inferred]
        if types:
            node["@type"] = types if len(types) > 1 else types[0]
        node.update(_schema_properties(self.properties))
        return node


def _schema_properties(properties: list[Property]) -> dict[str, Any]:
    out: dict[str, list[Any]] = {}
    for prop in properties:
        if not prop.iri.startswith(SCHEMA):
            continue
        for v in prop.values:
            if v.inferred:
                continue
            if isinstance(v.term, ox.NamedNode):
                value: Any = {"@id": v.term.value}
            elif isinstance(v.term, ox.BlankNode):
                value = _schema_properties(v.children)
                kinds = [c.term.value for p in v.children if p.iri == RDF_TYPE for c in p.values
                         if c.term.value.startswith(SCHEMA)]
                if kinds:
                    value = {"@type": kinds[0].removeprefix(SCHEMA), **value}
            else:
                value = v.term.value
            out.setdefault(prop.iri.removeprefix(SCHEMA), []).append(value)
    return {k: v[0] if len(v) == 1 else v for k, v in out.items()}


def labels_of(graph: KnowledgeGraph, iris: Iterable[str]) -> dict[str, str]:
    """schema:name or rdfs:label of each IRI; anything else its local name.

    A fragment of a labelled IRI (``paper#author-2``) is ``label #fragment``, whatever its own
    label: an authorship's inferred schema:name is its author's, which would hide the paper.
    """
    wanted = set(iris)
    wanted |= {iri.split("#", 1)[0] for iri in wanted if "#" in iri}
    ordered = sorted(wanted)
    found: dict[str, str] = {}
    for start in range(0, len(ordered), 500):
        chunk = " ".join(f"<{iri}>" for iri in ordered[start:start + 500])
        rows = graph.query(f"""SELECT ?s (SAMPLE(?l) AS ?label) WHERE {{
            VALUES ?s {{ {chunk} }} ?s <{LABELS[0]}>|<{LABELS[1]}> ?l }} GROUP BY ?s""")
        found.update((row["s"].value, row["label"].value) for row in rows)
    labels = {}
    for iri in ordered:
        document, _, fragment = iri.partition("#")
        if fragment and document in found:  # a part of a labelled thing: an authorship of a paper
            labels[iri] = f"{found[document]} #{fragment}"
        elif iri in found:
            labels[iri] = found[iri]
        else:
            labels[iri] = local_name(iri)
    return labels


def describe(graph: KnowledgeGraph, iri: str, *, names: GraphNames) -> Description | None:
    """Everything a page shows of ``iri``, or ``None`` when the graph says nothing about it."""
    triples = list(graph.query(f"DESCRIBE <{iri}>"))
    # Unordered: ORDER BY costs ten times the lookup on a resource with thousands of links.
    links = [(r["s"], r["p"]) for r in graph.query(
        f"SELECT ?s ?p WHERE {{ ?s ?p <{iri}> FILTER(isIRI(?s)) }} LIMIT {MAX_INCOMING}")]
    if not triples and not links:
        return None
    # Inferred triples about the resource, about its records (one level down), and to it.
    inferred = _inferred(graph, iri, names.inferred)
    by_subject: dict[Any, list[ox.Triple]] = {}
    for t in triples:
        by_subject.setdefault(t.subject, []).append(t)
    iris = {iri, *(s.value for s, _ in links), *(p.value for _, p in links)}
    iris.update(t.predicate.value for t in triples)
    iris.update(t.object.value for t in triples if isinstance(t.object, ox.NamedNode))
    labels = labels_of(graph, iris)
    properties = group(ox.NamedNode(iri), by_subject, labels, inferred, {})
    types = next((p.values for p in properties if p.iri == RDF_TYPE), [])
    return Description(
        iri=iri, label=labels.get(iri, local_name(iri)),
        types=sorted(types, key=lambda t: (t.inferred, t.label)),
        properties=[p for p in properties if p.iri != RDF_TYPE],
        incoming=_incoming(links, ox.NamedNode(iri), labels, inferred), incoming_count=len(links),
        sources=_sources(graph, iri), triples=triples, inferred=inferred, labels=labels)


def _inferred(graph: KnowledgeGraph, iri: str, inferred_graph: str) -> set[ox.Triple]:
    """The inferred triples about ``iri``, about its records (one level down), and to it.

    Three lookups rather than one UNION: pyoxigraph runs the UNION at twice their cost.
    """
    node = ox.NamedNode(iri)
    found = {ox.Triple(node, p, o) for p, o in graph.query(
        f"SELECT ?p ?o WHERE {{ GRAPH <{inferred_graph}> {{ <{iri}> ?p ?o }} }}")}
    found |= {ox.Triple(s, p, node) for s, p in graph.query(
        f"SELECT ?s ?p WHERE {{ GRAPH <{inferred_graph}> {{ ?s ?p <{iri}> }} }}")}
    found |= {ox.Triple(s, p, o) for s, p, o in graph.query(
        f"SELECT ?s ?p ?o WHERE {{ <{iri}> ?link ?s FILTER(isBlank(?s)) GRAPH <{inferred_graph}> {{ ?s ?p ?o }} }}")}
    return found


def _incoming(links: list[tuple[Any, ox.NamedNode]], node: ox.NamedNode, labels: dict[str, str],
              inferred: set[ox.Triple]) -> list[Property]:
    """The resources linking to ``node``, one row per property, sorted by label."""
    grouped: dict[str, Property] = {}
    for s, p in links:
        row = grouped.setdefault(p.value, Property(p.value, term_label(p.value, labels), []))
        is_inferred = ox.Triple(s, p, node) in inferred
        row.values.append(Value(s, labels.get(s.value, local_name(s.value)), inferred=is_inferred))
    for row in grouped.values():
        row.values.sort(key=lambda v: v.label.casefold())
    return sorted(grouped.values(), key=lambda row: row.name)


def group(subject: Any, by_subject: dict[Any, list[ox.Triple]], labels: dict[str, str],
          inferred: set[ox.Triple], shown: dict[Any, str]) -> list[Property]:
    """The statements about ``subject``, one :class:`Property` per predicate, records nested.

    A record is expanded once, where it is first met (asserted statements first); a second
    property with the same record (``dcterms:relation``, inferred from ``cvkg:project``)
    refers back to it. A derivation (``prov:qualifiedDerivation``) is shown as its source,
    not as a record, and a record's own ``prov:wasDerivedFrom`` is left out: the record's
    source names it already.
    """
    rows: dict[str, Property] = {}
    flagged = [(t, t in inferred) for t in by_subject.get(subject, [])]
    flagged.sort(key=lambda item: (item[1], item[0].predicate.value))
    in_record = isinstance(subject, ox.BlankNode)
    for t, is_inferred in flagged:
        p, obj = t.predicate.value, t.object
        if in_record and p in (PROV_DERIVATION, PROV_DERIVED):
            continue
        if isinstance(obj, ox.NamedNode):
            value = Value(obj, prefixed(obj.value) if p == RDF_TYPE else labels.get(obj.value, obj.value), is_inferred)
        elif isinstance(obj, ox.BlankNode):
            value = _record_value(obj, p, by_subject, labels, inferred, shown)
            value.inferred = is_inferred
        else:
            value = Value(obj, obj.value, is_inferred)
        row = rows.get(p)
        if row is None:
            row = rows[p] = Property(p, term_label(p, labels), [])
        row.values.append(value)
    for row in rows.values():
        row.values.sort(key=lambda v: (v.is_record, v.label.casefold()))
    return sorted(rows.values(), key=lambda row: (row.iri != RDF_TYPE, row.name))


def _record_value(node: ox.BlankNode, p: str, by_subject: dict[Any, list[ox.Triple]], labels: dict[str, str],
                  inferred: set[ox.Triple], shown: dict[Any, str]) -> Value:
    if p == PROV_DERIVATION:
        source = _derivation(node, by_subject, labels)
        return Value(node, "source" if source else str(node.value), source=source)
    value = Value(node, "", source=record_source(node, by_subject, labels))
    if node in shown:
        value.label = f"the record under {shown[node]}"
    else:
        shown[node] = prefixed(p)
        value.children = group(node, by_subject, labels, inferred, shown)
    return value


def term_label(iri: str, labels: dict[str, str]) -> str:
    """A property's label: its rdfs:label, else its local name in words (``course code``)."""
    label = labels.get(iri, "")
    return label if label and label != local_name(iri) else words(local_name(iri))


def record_source(node: Any, by_subject: dict[Any, list[ox.Triple]], labels: dict[str, str]) -> Source | None:
    """The document lines a record was derived from (its ``prov:qualifiedDerivation``)."""
    for t in by_subject.get(node, []):
        if t.predicate.value == PROV_DERIVATION:
            source = _derivation(t.object, by_subject, labels)
            if source is not None:
                return source
    return None


def _derivation(node: Any, by_subject: dict[Any, list[ox.Triple]], labels: dict[str, str]) -> Source | None:
    fields = {t.predicate.value: t.object.value for t in by_subject.get(node, [])}
    line = fields.get(f"{CVKG}sourceLine")
    document = fields.get(f"{PROV}entity")
    if line is None or document is None:
        return None
    end = fields.get(f"{CVKG}sourceEndLine", line)
    return Source(document, labels.get(document, local_name(document)), "", int(line), int(end))


def _sources(graph: KnowledgeGraph, iri: str) -> list[Source]:
    rows = graph.query(f"""
        PREFIX prov: <http://www.w3.org/ns/prov#>
        PREFIX cvkg: <https://w3id.org/cvkg/ns#>
        PREFIX schema: <https://schema.org/>
        SELECT ?doc ?line (SAMPLE(?n) AS ?name) (SAMPLE(?p) AS ?path) (SAMPLE(?e) AS ?end)
               (SAMPLE(?whose) AS ?about) WHERE {{
          <{iri}> prov:qualifiedDerivation ?d . ?d prov:entity ?doc ; cvkg:sourceLine ?line .
          OPTIONAL {{ ?d cvkg:sourceEndLine ?e }}
          OPTIONAL {{ ?doc schema:name ?n }} OPTIONAL {{ ?doc cvkg:sourcePath ?p }}
          OPTIONAL {{ ?doc schema:about/schema:name ?whose }}
        }} GROUP BY ?doc ?line ORDER BY ?name ?line""")
    return [Source(r["doc"].value, r["name"].value if r["name"] else local_name(r["doc"].value),
                   r["path"].value if r["path"] else "", int(r["line"].value),
                   int(r["end"].value) if r["end"] else int(r["line"].value),
                   r["about"].value if r["about"] else "") for r in rows]
