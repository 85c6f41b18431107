"""Mapping stage: records -> RDF, compared with golden graphs by isomorphism."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from rdflib import Graph, URIRef
from rdflib.compare import graph_diff, isomorphic, to_isomorphic

from cvkg.mapping import to_graph
from cvkg.model import Publication
from cvkg.resolve import resolve
from cvkg.vocab import CVKG, FOAF, PROV, RDF, SCHEMA
from tests.records import sample_records

BASE = "http://example.org/"
GOLDEN = Path(__file__).parent / "golden" / "mapping"


def mapped_union() -> Graph:
    records = sample_records()
    return to_graph(records, resolve(records, base_uri=BASE), base_uri=BASE).union()


def assert_isomorphic(expected: Graph, actual: Graph) -> None:
    if isomorphic(expected, actual):
        return
    _, only_expected, only_actual = graph_diff(to_isomorphic(expected), to_isomorphic(actual))
    raise AssertionError("graphs differ\nonly in expected:\n"
                         + only_expected.serialize(format="nt") + "\nonly in actual:\n"
                         + only_actual.serialize(format="nt"))


def test_mapping_matches_the_golden_graph(update_golden: bool) -> None:
    """The sample records map to exactly the triples of expected.ttl."""
    actual = mapped_union()
    golden = GOLDEN / "expected.ttl"
    if update_golden:
        golden.write_text(actual.serialize(format="turtle"), encoding="utf-8")
    assert_isomorphic(Graph().parse(golden), actual)


def test_one_named_graph_per_document() -> None:
    """Each source document gets its own named graph, plus one for the resolver's entities."""
    records = sample_records()
    mapped = to_graph(records, resolve(records, base_uri=BASE), base_uri=BASE)
    assert mapped.document_graphs == {"ada.md": f"{BASE}graph/doc/ada",
                                      "charles.txt": f"{BASE}graph/doc/charles"}
    names = {str(g.identifier) for g in mapped.dataset.graphs() if len(g)}
    assert {f"{BASE}graph/doc/ada", f"{BASE}graph/doc/charles", f"{BASE}graph/entities"} <= names


def test_persons_are_schema_and_foaf_persons() -> None:
    """Every person is typed both schema:Person and foaf:Person."""
    g = mapped_union()
    persons = set(g.subjects(RDF.type, SCHEMA.Person))
    assert persons == set(g.subjects(RDF.type, FOAF.Person))
    assert URIRef(f"{BASE}id/person/grace-hopper") in persons


def test_author_order_is_kept() -> None:
    """Authorship nodes carry each author's position as written."""
    g = mapped_union()
    paper = URIRef(f"{BASE}id/publication/difference-engines-at-scale")
    order = sorted((int(g.value(a, CVKG.authorOrdinal)), str(g.value(a, CVKG.authorNameAsWritten)))
                   for a in g.objects(paper, CVKG.authorship))
    assert order == [(1, "Charles Babbage"), (2, "Ada Lovelace"), (3, "Mary Somerville")]


def test_every_record_points_to_its_source_lines() -> None:
    """A degree role is derived from its document with its first and last line."""
    g = mapped_union()
    ada = URIRef(f"{BASE}id/person/ada-lovelace")
    role = g.value(ada, SCHEMA.alumniOf)
    derivation = g.value(role, PROV.qualifiedDerivation)
    assert (int(g.value(derivation, CVKG.sourceLine)), int(g.value(derivation, CVKG.sourceEndLine))) == (5, 7)
    assert str(g.value(g.value(derivation, PROV.entity), CVKG.sourcePath)) == "cvs/ada.md"


def test_a_paper_without_an_author_list_is_still_the_subjects() -> None:
    """A CV that lists a paper without its authors (a JSON Resume often does) makes its subject an
    author, with no position in an author order it does not know."""
    ada = sample_records()[0]
    pub = Publication((), "Sketch of the Engine", ada.source.span(30), venue="Taylor's Memoirs", year=1843)
    record = replace(ada, publications=(pub,))
    g = to_graph([record], resolve([record], base_uri=BASE), base_uri=BASE).union()
    paper = URIRef(f"{BASE}id/publication/sketch-of-the-engine")
    assert set(g.objects(paper, SCHEMA.author)) == {URIRef(f"{BASE}id/person/ada-lovelace")}
    assert list(g.objects(paper, CVKG.authorship)) == []


def test_a_papers_volume_issue_and_pages_map_to_schema_properties() -> None:
    """The locator notes the extractor writes (``volume 12``, ``issue 3``, ``pages 45-67``) become
    schema:volumeNumber, schema:issueNumber and schema:pagination; other notes stay descriptions."""
    ada = sample_records()[0]
    notes = ("pages 45-67", "volume 12", "issue 3", "place Turin, Italy")
    pub = Publication(("Ada Lovelace",), "Notes on Looms", ada.source.span(30), venue="Loom Review", notes=notes)
    record = replace(ada, publications=(pub,))
    g = to_graph([record], resolve([record], base_uri=BASE), base_uri=BASE).union()
    paper = URIRef(f"{BASE}id/publication/notes-on-looms")
    found = {p: str(g.value(paper, p)) for p in (SCHEMA.volumeNumber, SCHEMA.issueNumber, SCHEMA.pagination)}
    assert found == {SCHEMA.volumeNumber: "12", SCHEMA.issueNumber: "3", SCHEMA.pagination: "45-67"}
    assert {str(o) for o in g.objects(paper, SCHEMA.description)} == {"place Turin, Italy"}
