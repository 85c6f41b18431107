"""The cvkg ontology: versioned, documented, aligned, and covering every term the mapping writes."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from rdflib import Graph, Literal, URIRef

from cvkg.mapping import to_graph
from cvkg.model import (
    PRESENT,
    CvRecord,
    PartialDate,
    Period,
    Position,
    PositionKind,
    Project,
    Publication,
    PublicationKind,
)
from cvkg.reasoning import load_ontology
from cvkg.resolve import resolve
from cvkg.validation import load_shapes, validate
from cvkg.vocab import CVKG, DCTERMS, FOAF, OWL, PROV, RDF, RDFS, SCHEMA
from tests.records import ada_record, sample_records

ROOT = Path(__file__).resolve().parents[1]
BASE = "http://example.org/"
ONTOLOGY_IRI = URIRef("https://w3id.org/cvkg/ns")
STANDARD = (str(SCHEMA), str(FOAF), str(PROV), str(DCTERMS), str(RDFS))
DECLARATIONS = (OWL.Class, OWL.ObjectProperty, OWL.DatatypeProperty, OWL.AnnotationProperty, RDF.Property)
# The one cvkg term with no honest standard parent (its rdfs:comment says why).
# A flag and two spellings as written: any standard parent would state something false.
NO_STANDARD_PARENT = {CVKG.ongoing, CVKG.venueAsWritten, CVKG.hostAsWritten}


def ontology() -> Graph:
    return load_ontology(ROOT / "ontology")


def cvkg_terms(graph: Graph) -> set[URIRef]:
    return {s for s in graph.subjects(RDF.type, None)
            if isinstance(s, URIRef) and s.startswith(str(CVKG)) and s != ONTOLOGY_IRI}


def every_kind_of_fact() -> CvRecord:
    """One record whose facts reach every branch of the mapping."""
    ada = ada_record()
    s = ada.source.span
    person = dataclasses.replace(ada.person, phones=("+44 20 7946 0000",),
                                 birth_date=PartialDate(1815, 12, 10))
    works = (
        Publication(("Ada Lovelace",), "A Patent on Looms", s(30), year=1844, kind=PublicationKind.PATENT,
                    doi="10.1000/182", arxiv="2101.00001", url="https://example.org/looms"),
        Publication(("Ada Lovelace",), "On Engines", s(31), venue="University of London", year=1840,
                    kind=PublicationKind.THESIS),
        Publication(("Ada Lovelace",), "Sketch", s(32), venue="Taylor's Memoirs", kind=PublicationKind.BOOK,
                    notes=("Reprinted 1961",)),
    )
    postdoc = Position("Postdoc", "Babbage Labs", s(11), kind=PositionKind.POSTDOC,
                       period=Period(PartialDate(1841), PartialDate(1842)), mentors=("Charles Babbage",))
    project = Project("Engine", s(35), description="A machine", period=Period(PartialDate(1837), PRESENT),
                      url="https://engine.example.org/")
    return dataclasses.replace(ada, person=person, publications=(*ada.publications, *works),
                               positions=(*ada.positions, postdoc), projects=(project,))


def mapped_output() -> Graph:
    records = [every_kind_of_fact(), *sample_records()[1:]]
    return to_graph(records, resolve(records, base_uri=BASE), base_uri=BASE).union()


def test_ontology_is_versioned() -> None:
    """The ontology header has an owl:versionInfo and an owl:versionIRI built from it."""
    onto = ontology()
    assert (ONTOLOGY_IRI, RDF.type, OWL.Ontology) in onto
    version = onto.value(ONTOLOGY_IRI, OWL.versionInfo)
    assert version is not None
    assert onto.value(ONTOLOGY_IRI, OWL.versionIRI) == URIRef(f"{ONTOLOGY_IRI}/{version}")


def test_every_cvkg_term_has_label_and_comment() -> None:
    """Each cvkg class and property has an English rdfs:label and rdfs:comment."""
    onto = ontology()
    terms = cvkg_terms(onto)
    assert len(terms) > 40
    for term in terms:
        for prop in (RDFS.label, RDFS.comment):
            values = [v for v in onto.objects(term, prop) if isinstance(v, Literal) and v.language == "en"]
            assert values, f"{term} has no English {prop}"


def test_every_cvkg_term_links_to_a_standard_term() -> None:
    """Each cvkg term is a sub-class or sub-property of a schema.org, FOAF, PROV or DC term."""
    onto = ontology()
    for term in cvkg_terms(onto) - NO_STANDARD_PARENT:
        parents = set(onto.objects(term, RDFS.subClassOf)) | set(onto.objects(term, RDFS.subPropertyOf))
        assert any(str(p).startswith(STANDARD) for p in parents), f"{term} has no standard parent"
    for term in NO_STANDARD_PARENT:
        assert "no standard super-property" in str(onto.value(term, RDFS.comment))


def test_every_term_the_mapping_writes_is_declared() -> None:
    """Every class and property in the mapping's output is declared (and cvkg's are defined) here."""
    onto = ontology()
    declared = {s for kind in DECLARATIONS for s in onto.subjects(RDF.type, kind)}
    output = mapped_output()
    used = set(output.predicates()) | set(output.objects(None, RDF.type))
    builtin = {RDF.type, RDFS.label, RDFS.member}
    missing = sorted(str(t) for t in used - builtin - declared)
    assert missing == []


def test_cvkg_terms_are_typed_consistently_with_their_use() -> None:
    """A cvkg property holding text is a DatatypeProperty; one holding resources an ObjectProperty."""
    onto = ontology()
    output = mapped_output()
    for prop in {p for p in output.predicates() if p.startswith(str(CVKG))}:
        objects = set(output.objects(None, prop))
        is_text = all(isinstance(o, Literal) for o in objects)
        expected = OWL.DatatypeProperty if is_text else OWL.ObjectProperty
        assert (prop, RDF.type, expected) in onto, prop


def test_schema_and_foaf_are_aligned() -> None:
    """The alignment axioms the issue asks for are present, and the unsafe ones absent."""
    onto = ontology()
    for axiom in [
        (SCHEMA.Person, OWL.equivalentClass, FOAF.Person),
        (SCHEMA.Organization, OWL.equivalentClass, FOAF.Organization),
        (SCHEMA.name, OWL.equivalentProperty, FOAF.name),
        (SCHEMA.givenName, OWL.equivalentProperty, FOAF.givenName),
        (SCHEMA.familyName, OWL.equivalentProperty, FOAF.familyName),
        (FOAF.homepage, RDFS.subPropertyOf, SCHEMA.url),
        (SCHEMA.author, OWL.equivalentProperty, FOAF.maker),
        (FOAF.made, OWL.inverseOf, FOAF.maker),
        (CVKG.advisor, OWL.inverseOf, CVKG.advisee),
        (CVKG.coAuthor, RDF.type, OWL.SymmetricProperty),
        (CVKG.coAuthor, RDFS.subPropertyOf, FOAF.knows),
    ]:
        assert axiom in onto, axiom
    for unsafe in [
        (SCHEMA.url, OWL.equivalentProperty, FOAF.homepage),   # foaf:homepage is inverse-functional
        (FOAF.homepage, OWL.equivalentProperty, SCHEMA.url),
        (SCHEMA.email, OWL.equivalentProperty, FOAF.mbox),      # literal vs mailto: IRI
        (FOAF.homepage, RDF.type, OWL.InverseFunctionalProperty),
        (FOAF.mbox, RDF.type, OWL.InverseFunctionalProperty),
        (CVKG.coAuthor, RDF.type, OWL.IrreflexiveProperty),    # the chain makes p coAuthor p
    ]:
        assert unsafe not in onto, unsafe


def test_shapes_accept_every_kind_of_fact() -> None:
    """The graph that uses every term of the mapping conforms to the shapes."""
    report = validate(mapped_output(), load_shapes(ROOT / "shapes"))
    assert report.conforms, [str(r) for r in report.results]
    assert report.results == ()


def test_every_class_the_mapping_writes_has_a_shape() -> None:
    """Every class in the mapping's output is the target of some node shape."""
    shapes = load_shapes(ROOT / "shapes")
    targeted = set(shapes.objects(None, URIRef("http://www.w3.org/ns/shacl#targetClass")))
    classes = set(mapped_output().objects(None, RDF.type))
    unshaped = {PROV.Entity, SCHEMA.Event, SCHEMA.OrganizationRole}  # shaped as their subclasses
    assert sorted(str(c) for c in classes - targeted - unshaped) == []
