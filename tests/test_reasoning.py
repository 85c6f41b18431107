"""Stage 6: OWL 2 RL entailments of the mapped graph, the same from both engines."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pyoxigraph as ox
import pytest
from rdflib import Graph, Literal, URIRef

from cvkg.mapping import to_graph
from cvkg.model import Publication, PublicationKind
from cvkg.pipeline import discover, read_and_extract
from cvkg.reasoning import Engine, infer, load_ontology, property_chains
from cvkg.resolve import resolve
from cvkg.vocab import CVKG, FOAF, OWL, RDF, SCHEMA, XSD
from tests.records import ada_record, sample_records

ROOT = Path(__file__).resolve().parents[1]
BASE = "http://example.org/"
EX = "http://example.org/"
ADA, BOB, CAROL, DAN = (URIRef(EX + n) for n in ("ada", "bob", "carol", "dan"))

SMALL = """
@prefix cvkg: <https://w3id.org/cvkg/ns#> .
@prefix foaf: <http://xmlns.com/foaf/0.1/> .
@prefix schema: <https://schema.org/> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
@prefix ex: <http://example.org/> .
ex:ada a schema:Person ; schema:name "Ada" ; cvkg:advisor ex:dan .
ex:bob a foaf:Person ; foaf:name "Bob" .
ex:carol a schema:Person ; schema:name "Carol" .
ex:dan a schema:Person ; schema:name "Dan" .
ex:p1 a schema:ScholarlyArticle ; schema:name "Engines" ; schema:author ex:ada, ex:bob .
ex:p2 a schema:ScholarlyArticle ; schema:name "Looms" ; schema:author ex:bob, ex:carol .
ex:p3 a schema:ScholarlyArticle ; schema:name "Solo" ; schema:author ex:dan .
ex:ada cvkg:advised _:role .
_:role a schema:Role, cvkg:AdvisingRole ; cvkg:advised ex:carol .
"""

ENGINES = pytest.mark.parametrize("engine", list(Engine), ids=[e.value for e in Engine])


def ontology() -> Graph:
    return load_ontology(ROOT / "ontology")


def small_inferred(engine: Engine) -> Graph:
    return infer(Graph().parse(data=SMALL, format="turtle"), ontology(), engine=engine).to_graph()


def mapped(records: list) -> Graph:  # type: ignore[type-arg]
    return to_graph(records, resolve(records, base_uri=BASE), base_uri=BASE).union()


def realistic_graph() -> Graph:
    """The hand-built records plus a third paper, so co-authorship spans documents."""
    ada, charles = sample_records()
    extra = Publication(("Mary Somerville", "Ada Lovelace", "Augustus De Morgan"), "On the Connexion",
                        ada.source.span(34), venue="Philosophical Transactions", year=1846,
                        kind=PublicationKind.JOURNAL)
    ada = dataclasses.replace(ada, publications=(*ada.publications, extra))
    return mapped([ada, charles])


@ENGINES
def test_schema_person_is_foaf_person_and_back(engine: Engine) -> None:
    """schema:Person and foaf:Person are equivalent: each is inferred from the other."""
    inferred = small_inferred(engine)
    assert (ADA, RDF.type, FOAF.Person) in inferred
    assert (BOB, RDF.type, SCHEMA.Person) in inferred
    assert (BOB, SCHEMA.name, Literal("Bob")) in inferred  # foaf:name ≡ schema:name
    assert (ADA, FOAF.name, Literal("Ada")) in inferred


@ENGINES
def test_advisor_and_advisee_are_inverse(engine: Engine) -> None:
    """ada cvkg:advisor dan entails dan cvkg:advisee ada, and that they know each other."""
    inferred = small_inferred(engine)
    assert (DAN, CVKG.advisee, ADA) in inferred
    assert (ADA, FOAF.knows, DAN) in inferred
    assert (DAN, FOAF.knows, ADA) in inferred


@ENGINES
def test_coauthors_from_shared_papers(engine: Engine) -> None:
    """Co-authorship is derived from shared papers, both ways, and never reflexive."""
    inferred = small_inferred(engine)
    coauthors = set(inferred.subject_objects(CVKG.coAuthor))
    assert coauthors == {(ADA, BOB), (BOB, ADA), (BOB, CAROL), (CAROL, BOB)}
    assert (DAN, CVKG.coAuthor, DAN) not in inferred  # a sole author is no one's co-author


@ENGINES
def test_coauthors_know_each_other(engine: Engine) -> None:
    """cvkg:coAuthor is a sub-property of foaf:knows (and so of schema:knows)."""
    inferred = small_inferred(engine)
    for a, b in ((ADA, BOB), (BOB, ADA), (BOB, CAROL), (CAROL, BOB)):
        assert (a, FOAF.knows, b) in inferred
        assert (a, SCHEMA.knows, b) in inferred
    assert (ADA, FOAF.knows, CAROL) not in inferred  # no shared paper, and a Role is not a person


@ENGINES
def test_made_and_maker_from_authorship(engine: Engine) -> None:
    """schema:author gives foaf:maker on the paper and foaf:made on the author."""
    inferred = small_inferred(engine)
    p1 = URIRef(EX + "p1")
    assert (p1, FOAF.maker, ADA) in inferred
    assert (ADA, FOAF.made, p1) in inferred
    assert (BOB, FOAF.made, URIRef(EX + "p2")) in inferred


@ENGINES
def test_only_useful_new_triples(engine: Engine) -> None:
    """The result holds no asserted triple, no reflexive triple, no owl:Thing, no literal subject."""
    data = Graph().parse(data=SMALL, format="turtle")
    inferred = infer(data, ontology(), engine=engine).to_graph()
    onto = ontology()
    vocabulary = {t for triple in onto for t in triple if isinstance(t, URIRef)}
    for s, p, o in inferred:
        assert (s, p, o) not in data
        assert s != o
        assert not isinstance(s, Literal)
        assert s not in vocabulary
        assert o not in (OWL.Thing, OWL.NamedIndividual)
        assert not (isinstance(o, Literal) and o.datatype == XSD.string)


@ENGINES
def test_role_nodes_are_not_people(engine: Engine) -> None:
    """A Role node between advisor and student is never an end of foaf:knows or cvkg:advisee."""
    inferred = small_inferred(engine)
    roles = set(Graph().parse(data=SMALL, format="turtle").subjects(RDF.type, SCHEMA.Role))
    for s, p, o in inferred:
        if p in (FOAF.knows, SCHEMA.knows, CVKG.advisee, CVKG.advisor):
            assert s not in roles and o not in roles, (s, p, o)


@ENGINES
def test_input_graph_is_not_modified(engine: Engine) -> None:
    """Reasoning leaves the asserted graph as it was."""
    data = Graph().parse(data=SMALL, format="turtle")
    before = len(data)
    infer(data, ontology(), engine=engine)
    assert len(data) == before


def test_engines_agree_on_a_realistic_graph() -> None:
    """owlrl and reasonable publish the same entailments for mapped CV records."""
    data = realistic_graph()
    onto = ontology()
    reference = set(infer(data, onto, engine=Engine.OWLRL))
    fast = set(infer(data, onto, engine=Engine.REASONABLE))
    assert reference - fast == set()
    assert fast - reference == set()
    ada = ox.NamedNode(BASE + "id/person/ada-lovelace")
    mary = ox.NamedNode(BASE + "id/person/mary-somerville")
    co_author = ox.NamedNode(str(CVKG.coAuthor))
    assert ox.Triple(ada, co_author, mary) in fast and ox.Triple(mary, co_author, ada) in fast


def test_engines_agree_on_a_single_record() -> None:
    """Both engines agree on one CV with every kind of fact (roles, talks, courses)."""
    data = mapped([ada_record()])
    onto = ontology()
    assert set(infer(data, onto, engine=Engine.OWLRL)) == set(infer(data, onto, engine=Engine.REASONABLE))


@ENGINES
def test_inference_holds_pyoxigraph_triples(engine: Engine) -> None:
    """The result is a set of pyoxigraph triples, with plain literals written plainly."""
    inferred = infer(Graph().parse(data=SMALL, format="turtle"), ontology(), engine=engine)
    assert all(isinstance(t, ox.Triple) for t in inferred)
    bob_name = ox.Triple(ox.NamedNode(EX + "bob"), ox.NamedNode(str(SCHEMA.name)), ox.Literal("Bob"))
    assert bob_name in inferred
    assert len(inferred) == len(set(inferred)) == len(inferred.to_graph())
    assert (URIRef(EX + "bob"), SCHEMA.name, Literal("Bob")) in set(inferred.rdflib_triples())


def test_the_ontology_declares_the_coauthor_chain() -> None:
    """cvkg:coAuthor is the chain foaf:made ∘ schema:author, which the fast engine applies itself."""
    assert (CVKG.coAuthor, (FOAF.made, SCHEMA.author)) in property_chains(ontology())


def test_engines_agree_on_the_default_build() -> None:
    """On every CV in data/ (the default build), both engines publish the same entailments."""
    extraction = read_and_extract(discover([ROOT / "data"]))
    assert extraction.records and not extraction.failures
    data = mapped(list(extraction.records))
    onto = ontology()
    reference = set(infer(data, onto, engine=Engine.OWLRL))
    fast = set(infer(data, onto, engine=Engine.REASONABLE))
    assert (reference - fast, fast - reference) == (set(), set())
    assert len(fast) > len(data) // 4  # the closure is substantial, not two empty sets
