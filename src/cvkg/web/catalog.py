"""What the landing page and VoID say about the whole dataset: counts of each kind of resource."""

from __future__ import annotations

import pyoxigraph as ox

from cvkg.store import KnowledgeGraph

RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"

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
