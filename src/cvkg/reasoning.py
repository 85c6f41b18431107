"""Stage 6: asserted graph + ontology -> the graph of *inferred triples only*.

owlrl expands a graph in place, so we copy, expand, and keep the difference, dropping
what no consumer wants published (reflexive ``owl:sameAs``, triples about literals,
``owl:Thing`` typing and the ontology's own axioms).
"""

from __future__ import annotations

import enum
from pathlib import Path

import owlrl
from rdflib import Graph, Literal

from cvkg.errors import ConfigError
from cvkg.vocab import OWL, RDF


class Engine(enum.Enum):
    OWLRL = "owlrl"
    REASONABLE = "reasonable"


def load_ontology(directory: Path) -> Graph:
    """Every ``*.ttl`` of the ontology folder, as one graph.

    Raises:
        ConfigError: the folder is missing or holds no ontology.
    """
    files = sorted(directory.glob("*.ttl")) if directory.is_dir() else []
    if not files:
        raise ConfigError(f"{directory}: no ontology (*.ttl) found; set ontology_dir")
    graph = Graph()
    for file in files:
        graph.parse(file, format="turtle")
    return graph


def infer(data: Graph, ontology: Graph, *, engine: Engine = Engine.OWLRL) -> Graph:
    """The OWL 2 RL entailments of ``data`` + ``ontology`` that are neither asserted nor axioms."""
    closure = Graph()
    for triple in data:
        closure.add(triple)
    for triple in ontology:
        closure.add(triple)
    owlrl.DeductiveClosure(owlrl.OWLRL_Semantics, rdfs_closure=False, axiomatic_triples=False,
                           datatype_axioms=False).expand(closure)
    inferred = Graph()
    for s, p, o in closure:
        if (s, p, o) in data or (s, p, o) in ontology or _useless(s, p, o):
            continue
        inferred.add((s, p, o))
    return inferred


def _useless(s: object, p: object, o: object) -> bool:
    if isinstance(s, Literal):
        return True
    if p == OWL.sameAs and s == o:
        return True
    return p == RDF.type and o in (OWL.Thing, OWL.NamedIndividual)
