"""Knowledge graphs for the web tests: hand-built records compiled into memory, and a small
on-disk graph laid out as a real build lays it out.

The on-disk one is written fresh for each test under ``tmp_path`` (``{home}/stores/...`` plus
``{home}/current``), so the app opens it read-only and runs client queries in its killable
worker processes.
"""

from __future__ import annotations

from pathlib import Path

import pyoxigraph as ox

from cvkg.config import Settings
from cvkg.model import CvRecord
from cvkg.pipeline import Extraction, compile_graph
from cvkg.reasoning import load_ontology
from cvkg.store import GraphNames, KnowledgeGraph, new_store_path, switch_current, to_nquads, write_store
from cvkg.validation import load_shapes

BASE = "http://example.org/"
NAMES = GraphNames(BASE)

PREFIXES = f"""
@prefix schema: <https://schema.org/> .
@prefix foaf: <http://xmlns.com/foaf/0.1/> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix prov: <http://www.w3.org/ns/prov#> .
@prefix cvkg: <https://w3id.org/cvkg/ns#> .
@prefix id: <{BASE}id/> .
"""

GRAPHS: dict[str, str] = {
    NAMES.document("ada-cv"): """
        <{base}id/document/ada-cv> a schema:DigitalDocument, prov:Entity ; schema:name "ada-cv.md" ;
            schema:about <{base}id/person/ada-lovelace> .
        <{base}id/person/ada-lovelace> schema:alternateName "A. Lovelace" ;
            prov:wasDerivedFrom <{base}id/document/ada-cv> ;
            prov:qualifiedDerivation [ a prov:Derivation ; prov:entity <{base}id/document/ada-cv> ;
                                       cvkg:sourceLine 1 ; cvkg:sourceEndLine 2 ] ;
            schema:worksFor <{base}id/organization/analytical-society> ;
            schema:url <https://ada.example.org/>, <javascript:alert(1)> .
        <{base}id/publication/notes-on-the-engine> schema:author <{base}id/person/ada-lovelace> .
    """,
    NAMES.document("charles-cv"): """
        <{base}id/document/charles-cv> a schema:DigitalDocument, prov:Entity ; schema:name "charles-cv.md" ;
            schema:about <{base}id/person/charles-babbage> .
        <{base}id/person/charles-babbage> prov:wasDerivedFrom <{base}id/document/charles-cv> ;
            schema:colleague <{base}id/person/ada-lovelace> .
    """,
    NAMES.entities: """
        <{base}id/person/ada-lovelace> a schema:Person, foaf:Person ; schema:name "Ada Lovelace" ;
            rdfs:label "Ada Lovelace" .
        <{base}id/person/charles-babbage> a schema:Person, foaf:Person ; schema:name "Charles Babbage" ;
            rdfs:label "Charles Babbage" .
        <{base}id/organization/analytical-society> a schema:Organization ; schema:name "Analytical Society" .
        <{base}id/publication/notes-on-the-engine> a schema:ScholarlyArticle ;
            schema:name "Notes on the Analytical Engine" .
    """,
    NAMES.inferred: """
        <{base}id/person/ada-lovelace> foaf:made <{base}id/publication/notes-on-the-engine> .
    """,
}


def compiled(records: list[CvRecord], base: str = BASE) -> KnowledgeGraph:
    """``records`` mapped, validated and reasoned as a build does, in an in-memory store."""
    settings = Settings(base_uri=base)
    result = compile_graph(Extraction(tuple(records), ()), settings,
                           ontology=load_ontology(settings.ontology_dir), shapes=load_shapes(settings.shapes_dir))
    graph = KnowledgeGraph.in_memory()
    graph.add_nquads(to_nquads(result.dataset))
    return graph


def nquads() -> bytes:
    """Every graph above as N-Quads."""
    dataset = ox.Dataset()
    for graph, turtle in GRAPHS.items():
        text = PREFIXES + turtle.replace("{base}", BASE)
        for triple in ox.parse(text.encode("utf-8"), format=ox.RdfFormat.TURTLE):
            dataset.add(ox.Quad(triple.subject, triple.predicate, triple.object, ox.NamedNode(graph)))
    return ox.serialize(dataset, format=ox.RdfFormat.N_QUADS) or b""


def build_home(home: Path) -> Path:
    """Write the graph as the current build under ``home``; the store's folder is returned."""
    path = new_store_path(home)
    store = write_store(path, [nquads()], {"base_uri": BASE})
    del store  # close the writable handle before anyone opens the store read-only
    switch_current(home, path)
    return path
