"""Stage 6: asserted graph + ontology -> the graph of *inferred triples only*. Pure.

Two OWL 2 RL engines sit behind one interface (:class:`Engine`):

* ``owlrl``, the pure-Python reference: complete for OWL 2 RL, slow (about 50 s at 100k
  triples). It expands a graph in place, so we copy, expand, and keep the difference.
* ``reasonable``, a Rust engine, 40–70x faster, with known gaps that we close here so that
  both engines publish the same entailments: it ignores ``owl:propertyChainAxiom`` (we
  apply the ontology's chains ourselves and feed the result back until nothing changes),
  and it returns plain literals typed ``xsd:string`` (we normalise them: in RDF 1.1
  ``"x"`` and ``"x"^^xsd:string`` are one term, but rdflib would keep both).

What comes out is filtered of what no consumer wants published:

* reflexive triples (``?x owl:sameAs ?x`` from owlrl; ``?p cvkg:coAuthor ?p``, which the
  chain ``foaf:made ∘ schema:author`` entails for every author: OWL 2 RL cannot say "chain
  minus identity", and declaring cvkg:coAuthor irreflexive would make every graph with a
  paper inconsistent, so a person is kept from being their own co-author here);
* triples with a literal subject, and typing with OWL/RDF built-ins (``owl:Thing``, which
  ``reasonable`` gives every individual);
* triples about vocabulary terms (classes, properties, the ontology's own axioms), and
  about provenance bookkeeping (``prov:Derivation`` nodes: that ``cvkg:sourceLine`` is a
  ``schema:position`` helps a consumer read the line, but is not worth a triple per record);
* Role-pattern echoes: a schema.org Role node uses the same property on both legs
  (``?me cvkg:advised ?role . ?role cvkg:advised ?student``), so an axiom meant for the
  person-to-person relation also fires on the node (``?me foaf:knows ?role``, ``?advisor
  cvkg:advisee ?role``). A Role is never a party to a relation between people, so
  relations that the ontology places under ``foaf:knows``/``schema:knows`` are dropped when
  either end is a Role node.
"""

from __future__ import annotations

import enum
from collections import defaultdict
from collections.abc import Iterable, Iterator
from pathlib import Path

import owlrl
import reasonable
from rdflib import BNode, Graph, Literal, URIRef
from rdflib.collection import Collection
from rdflib.term import Node

from cvkg.errors import ConfigError
from cvkg.vocab import FOAF, OWL, PROV, RDF, RDFS, SCHEMA, XSD

Triple = tuple[Node, Node, Node]

_BUILTIN_NAMESPACES = (str(RDF), str(RDFS), str(OWL), str(XSD))
_PERSON_RELATIONS = (FOAF.knows, SCHEMA.knows)


class Engine(enum.Enum):
    """The OWL 2 RL engine: ``owlrl`` (reference) or ``reasonable`` (fast)."""

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
    """The OWL 2 RL entailments of ``data`` + ``ontology`` that are neither asserted nor noise.

    Args:
        data: the asserted graph (not modified).
        ontology: the cvkg ontology (:func:`load_ontology`).
        engine: which OWL 2 RL engine computes the closure; both give the same result.

    >>> from rdflib import Graph
    >>> onto = Graph().parse(data="@prefix schema: <https://schema.org/> . "
    ...     "@prefix foaf: <http://xmlns.com/foaf/0.1/> . "
    ...     "@prefix owl: <http://www.w3.org/2002/07/owl#> . "
    ...     "schema:Person owl:equivalentClass foaf:Person .", format="turtle")
    >>> data = Graph().parse(data="<http://example.org/ada> a <https://schema.org/Person> .",
    ...     format="turtle")
    >>> [str(o) for o in infer(data, onto, engine=Engine.REASONABLE).objects()]
    ['http://xmlns.com/foaf/0.1/Person']
    """
    closure = (_owlrl_closure(data, ontology) if engine is Engine.OWLRL
               else _reasonable_closure(data, ontology))
    asserted = {_normal(t) for t in data} | {_normal(t) for t in ontology}
    noise = _Noise(data, ontology)
    # The inferred graph is only read (iterated, counted, copied into the store); rdflib's
    # SimpleMemory store adds triples about twice as fast as the default, context-aware one.
    inferred = Graph(store="SimpleMemory")
    for prefix, namespace in data.namespaces():
        inferred.bind(prefix, namespace)
    for triple in closure:
        triple = _normal(triple)
        if triple not in asserted and not noise(triple):
            inferred.add(triple)
    return inferred


def _owlrl_closure(data: Graph, ontology: Graph) -> Iterable[Triple]:
    closure = Graph()
    for triple in data:
        closure.add(triple)
    for triple in ontology:
        closure.add(triple)
    owlrl.DeductiveClosure(owlrl.OWLRL_Semantics, rdfs_closure=False, axiomatic_triples=False,
                           datatype_axioms=False).expand(closure)
    return closure


def _reasonable_closure(data: Graph, ontology: Graph) -> Iterable[Triple]:
    """``reasonable``'s closure, with the ontology's property chains applied to a fixpoint.

    A chain's conclusions are closed under the ontology alone (a second, small reasoner),
    not by re-running the whole graph: that is enough for the axioms a chained property
    takes part in here (sub-, equivalent, inverse and symmetric properties) and several
    times cheaper. A future axiom that joins a chained property with other data (a
    functional property, an owl:someValuesFrom restriction) would need the full re-run;
    the engine-agreement tests would catch the difference.
    """
    chains = property_chains(ontology)
    reasoner = reasonable.PyReasoner()
    reasoner.from_graph(ontology)
    reasoner.from_graph(data)
    closure = set(map(_normal, reasoner.reason()))
    while chains:
        # Reflexive conclusions (p coAuthor p) are noise; not feeding them saves their echoes.
        new = [t for t in _apply_chains(chains, closure) if t[0] != t[2] and t not in closure]
        if not new:
            break
        step = reasonable.PyReasoner()
        step.from_graph(ontology)
        step.from_graph(new)
        closure.update(map(_normal, step.reason()))
    return closure


def property_chains(ontology: Graph) -> list[tuple[URIRef, tuple[URIRef, ...]]]:
    """Every ``?p owl:propertyChainAxiom (?p1 ... ?pn)`` of the ontology, as ``(p, (p1..pn))``."""
    chains = []
    for prop, head in ontology.subject_objects(OWL.propertyChainAxiom):
        steps = tuple(Collection(ontology, head))  # type: ignore[arg-type]
        if isinstance(prop, URIRef) and len(steps) >= 2 and all(isinstance(s, URIRef) for s in steps):
            chains.append((prop, steps))  # type: ignore[arg-type]
    return chains


def _apply_chains(chains: list[tuple[URIRef, tuple[URIRef, ...]]], closure: set[Triple]) -> Iterator[Triple]:
    """OWL 2 RL rule prp-spo2: ``x0 p1 x1 ... x(n-1) pn xn`` entails ``x0 p xn``."""
    wanted = {step for _, steps in chains for step in steps}
    index: dict[Node, dict[Node, set[Node]]] = {p: defaultdict(set) for p in wanted}
    for s, p, o in closure:
        if p in index:
            index[p][s].add(o)
    for prop, steps in chains:
        frontier = {(s, o) for s, objects in index[steps[0]].items() for o in objects}
        for step in steps[1:]:
            edges = index[step]
            frontier = {(s, o2) for s, o in frontier for o2 in edges.get(o, ())}
        for s, o in frontier:
            yield (s, prop, o)


def _normal(triple: Triple) -> Triple:
    """RDF 1.1: a plain literal *is* an ``xsd:string``; write it the plain way."""
    o = triple[2]
    if type(o) is Literal and o.datatype == XSD.string and o.language is None:
        s, p, o = triple
        return (s, p, Literal(str(o)))
    return triple


class _Noise:
    """Decides which entailments are not worth publishing (see the module docstring)."""

    def __init__(self, data: Graph, ontology: Graph) -> None:
        self.vocabulary = {t for triple in ontology for t in triple if isinstance(t, URIRef)}
        self.vocabulary.update(data.predicates())
        self.vocabulary.update(o for o in data.objects(None, RDF.type) if isinstance(o, URIRef))
        self.roles = set(data.subjects(RDF.type, SCHEMA.Role))
        self.bookkeeping = set(data.subjects(RDF.type, PROV.Derivation))
        self.person_relations = _sub_properties(ontology, _PERSON_RELATIONS)

    def __call__(self, triple: Triple) -> bool:
        s, p, o = triple
        if isinstance(s, Literal) or s == o:
            return True
        if s in self.vocabulary or s in self.bookkeeping:
            return True
        if isinstance(s, URIRef) and str(s).startswith(_BUILTIN_NAMESPACES):
            return True
        if p == RDF.type and isinstance(o, URIRef) and str(o).startswith(_BUILTIN_NAMESPACES):
            return True
        return p in self.person_relations and (s in self.roles or o in self.roles)


def _sub_properties(ontology: Graph, roots: Iterable[URIRef]) -> set[Node]:
    """``roots`` and every property the ontology places under them (sub or equivalent)."""
    found: set[Node] = set(roots)
    todo = list(found)
    while todo:
        prop = todo.pop()
        below = set(ontology.subjects(RDFS.subPropertyOf, prop))
        below |= set(ontology.subjects(OWL.equivalentProperty, prop))
        below |= set(ontology.objects(prop, OWL.equivalentProperty))
        for sub in below - found:
            if isinstance(sub, URIRef | BNode):
                found.add(sub)
                todo.append(sub)
    return found
