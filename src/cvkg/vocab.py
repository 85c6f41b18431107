"""RDF namespaces used by the mapping, the ontology, the shapes and the web layer."""

from __future__ import annotations

from rdflib import Namespace
from rdflib.namespace import DCTERMS, FOAF, OWL, PROV, RDF, RDFS, SH, XSD

SCHEMA = Namespace("https://schema.org/")
CVKG = Namespace("https://w3id.org/cvkg/ns#")
VOID = Namespace("http://rdfs.org/ns/void#")
SD = Namespace("http://www.w3.org/ns/sparql-service-description#")

PREFIXES: dict[str, str] = {
    "schema": str(SCHEMA),
    "foaf": str(FOAF),
    "cvkg": str(CVKG),
    "prov": str(PROV),
    "dcterms": str(DCTERMS),
    "owl": str(OWL),
    "rdf": str(RDF),
    "rdfs": str(RDFS),
    "xsd": str(XSD),
    "sh": str(SH),
    "void": str(VOID),
}

__all__ = ["CVKG", "DCTERMS", "FOAF", "OWL", "PREFIXES", "PROV", "RDF", "RDFS", "SCHEMA", "SD", "SH",
           "VOID", "XSD"]
