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

The result is an :class:`Inference`: pyoxigraph triples, which the store takes as they are.
Neither engine's closure is ever an rdflib graph on the fast path: rdflib terms cost about a
microsecond each to build and to hash, and at 100k triples the closure holds 600k of them
(issue 5: converting to and from rdflib took 7 of the 10 s the fast path used). Both
closures are brought to one *working form* instead: an IRI is a plain ``str``, a blank node
an ``ox.BlankNode``, a literal an ``ox.Literal`` (which, unlike rdflib, already treats ``"x"``
and ``"x"^^xsd:string`` as one term). The owlrl reference is converted into it from rdflib;
``reasonable`` is made to build it directly (see :func:`_working_terms`).
"""

from __future__ import annotations

import enum
import sys
import types
from collections import defaultdict
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import owlrl
import pyoxigraph as ox
import reasonable
from rdflib import BNode, Graph, Literal, URIRef
from rdflib.collection import Collection
from rdflib.term import Node

from cvkg.errors import ConfigError
from cvkg.terms import to_oxigraph, to_rdflib
from cvkg.vocab import FOAF, OWL, PROV, RDF, RDFS, SCHEMA, XSD

# The working form of a term (module docstring): an IRI is a str.
Term = str | ox.BlankNode | ox.Literal
Triple = tuple[Term, Term, Term]
Chain = tuple[str, tuple[str, ...]]

_BUILTIN_NAMESPACES = (str(RDF), str(RDFS), str(OWL), str(XSD))
_PERSON_RELATIONS = (str(FOAF.knows), str(SCHEMA.knows))
_RDF_TYPE = str(RDF.type)


class Engine(enum.Enum):
    """The OWL 2 RL engine: ``owlrl`` (reference) or ``reasonable`` (fast)."""

    OWLRL = "owlrl"
    REASONABLE = "reasonable"


@dataclass(frozen=True, slots=True)
class Inference:
    """The published entailments of a graph, as pyoxigraph triples.

    A set of triples: ``len()``, ``in`` and iteration work on ``ox.Triple``. :meth:`to_graph`
    gives an rdflib graph for the few consumers that want one.
    """

    triples: frozenset[ox.Triple]

    def __len__(self) -> int:
        return len(self.triples)

    def __iter__(self) -> Iterator[ox.Triple]:
        return iter(self.triples)

    def __contains__(self, triple: object) -> bool:
        return triple in self.triples

    def rdflib_triples(self) -> Iterator[tuple[Node, Node, Node]]:
        """The triples as rdflib terms (plain literals without ``xsd:string``)."""
        terms: dict[ox.NamedNode | ox.BlankNode | ox.Literal, Node] = {}

        def convert(term: ox.NamedNode | ox.BlankNode | ox.Literal) -> Node:
            node = terms.get(term)
            if node is None:
                node = terms[term] = to_rdflib(term)
            return node

        for t in self.triples:
            yield convert(t.subject), convert(t.predicate), convert(t.object)  # type: ignore[arg-type]

    def to_graph(self) -> Graph:
        graph = Graph()
        for triple in self.rdflib_triples():
            graph.add(triple)
        return graph


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


def infer(data: Graph, ontology: Graph, *, engine: Engine = Engine.OWLRL) -> Inference:
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
    >>> [t.object.value for t in infer(data, onto, engine=Engine.REASONABLE)]
    ['http://xmlns.com/foaf/0.1/Person']
    """
    closure, asserted = (_owlrl_closure(data, ontology) if engine is Engine.OWLRL
                         else _reasonable_closure(data, ontology))
    noise = _Noise(asserted, ontology)
    iris: dict[str, ox.NamedNode] = {}

    def term(t: Term) -> ox.NamedNode | ox.BlankNode | ox.Literal:
        if type(t) is not str:
            return t  # type: ignore[return-value]
        node = iris.get(t)
        if node is None:
            node = iris[t] = ox.NamedNode(t)
        return node

    return Inference(frozenset(ox.Triple(term(s), term(p), term(o))  # type: ignore[arg-type]
                               for s, p, o in closure - asserted if not noise((s, p, o))))


def _owlrl_closure(data: Graph, ontology: Graph) -> tuple[set[Triple], set[Triple]]:
    """owlrl's closure and the asserted triples, both in the working form."""
    closure = Graph()
    for triple in data:
        closure.add(triple)
    for triple in ontology:
        closure.add(triple)
    owlrl.DeductiveClosure(owlrl.OWLRL_Semantics, rdfs_closure=False, axiomatic_triples=False,
                           datatype_axioms=False).expand(closure)
    asserted = set(_from_rdflib_triples(data)) | set(_from_rdflib_triples(ontology))
    return set(_from_rdflib_triples(closure)), asserted


def _reasonable_closure(data: Graph, ontology: Graph) -> tuple[set[Triple], set[Triple]]:
    """``reasonable``'s closure with the ontology's property chains applied to a fixpoint, and
    the asserted triples, both in the working form.

    A chain's conclusions are closed under the ontology alone (a second, small reasoner),
    not by re-running the whole graph: that is enough for the axioms a chained property
    takes part in here (sub-, equivalent, inverse and symmetric properties) and several
    times cheaper. A future axiom that joins a chained property with other data (a
    functional property, an owl:someValuesFrom restriction) would need the full re-run;
    the engine-agreement tests would catch the difference.
    """
    chains = [(str(p), tuple(map(str, steps))) for p, steps in property_chains(ontology)]
    reasoner = reasonable.PyReasoner()
    reasoner.from_graph(ontology)
    reasoner.from_graph(data)
    closure = set(_reason(reasoner))
    with _working_terms():
        asserted = set(reasoner.get_base_triples())
    while chains:
        # Reflexive conclusions (p coAuthor p) are noise; not feeding them saves their echoes.
        new = [t for t in _apply_chains(chains, closure) if t[0] != t[2] and t not in closure]
        if not new:
            break
        step = reasonable.PyReasoner()
        step.from_graph(ontology)
        step.from_graph([tuple(map(_to_reasonable, t)) for t in new])
        closure.update(_reason(step))
    return closure, asserted


def _reason(reasoner: reasonable.PyReasoner) -> list[Triple]:
    """Every triple of ``reasoner``'s closure (asserted ones too), in the working form."""
    with _working_terms():
        triples: list[Triple] = reasoner.reason()
    if triples and type(triples[0][1]) is not str:  # a predicate is always an IRI
        raise RuntimeError(f"reasonable {reasonable.__version__} no longer builds its terms from "
                           "the rdflib module; adapt cvkg.reasoning._working_terms")
    return triples


def _literal(value: str, language: str | None = None, datatype: str | None = None) -> ox.Literal:
    if language:
        return ox.Literal(value, language=language)
    if datatype:
        return ox.Literal(value, datatype=ox.NamedNode(datatype))
    return ox.Literal(value)


# reasonable 0.4 builds each term of its answer with ``import rdflib`` and then ``rdflib.URIRef(iri)``,
# ``rdflib.BNode(id)`` or ``rdflib.Literal(value, language, datatype)``; it offers no other output.
_WORKING_TERMS = types.ModuleType("rdflib", "What reasonable builds its output from (cvkg.reasoning).")
_WORKING_TERMS.URIRef = str  # type: ignore[attr-defined]
_WORKING_TERMS.BNode = ox.BlankNode  # type: ignore[attr-defined]
_WORKING_TERMS.Literal = _literal  # type: ignore[attr-defined]


@contextmanager
def _working_terms() -> Iterator[None]:
    """While active, ``reasonable`` returns working-form terms instead of rdflib ones.

    It resolves ``rdflib`` through ``sys.modules`` on every call, so handing it a module of
    cheap constructors for the call's duration halves the cost of reading its answer and
    saves converting 600k rdflib terms at 100k triples. Harmless to other code: the swap
    lasts one call, made with the GIL held, and nothing imports rdflib afresh during it
    (every cvkg module has imported it long before). :func:`_reason` checks that the trick
    still works with the installed version.
    """
    real = sys.modules["rdflib"]
    sys.modules["rdflib"] = _WORKING_TERMS
    try:
        yield
    finally:
        sys.modules["rdflib"] = real


def property_chains(ontology: Graph) -> list[tuple[URIRef, tuple[URIRef, ...]]]:
    """Every ``?p owl:propertyChainAxiom (?p1 ... ?pn)`` of the ontology, as ``(p, (p1..pn))``."""
    chains = []
    for prop, head in ontology.subject_objects(OWL.propertyChainAxiom):
        steps = tuple(Collection(ontology, head))  # type: ignore[arg-type]
        if isinstance(prop, URIRef) and len(steps) >= 2 and all(isinstance(s, URIRef) for s in steps):
            chains.append((prop, steps))  # type: ignore[arg-type]
    return chains


def _apply_chains(chains: list[Chain], closure: set[Triple]) -> Iterator[Triple]:
    """OWL 2 RL rule prp-spo2: ``x0 p1 x1 ... x(n-1) pn xn`` entails ``x0 p xn``."""
    wanted = {step for _, steps in chains for step in steps}
    index: dict[Term, dict[Term, set[Term]]] = {p: defaultdict(set) for p in wanted}
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


def _from_rdflib_triples(graph: Graph) -> Iterator[Triple]:
    """``graph`` in the working form; triples with a literal subject (noise) are left out."""
    terms: dict[Node, Term] = {}
    for triple in graph:
        if isinstance(triple[0], Literal):
            continue
        converted = []
        for node in triple:
            term = terms.get(node)
            if term is None:
                term = terms[node] = _from_rdflib(node)
            converted.append(term)
        yield tuple(converted)  # type: ignore[misc]


def _from_rdflib(node: Node) -> Term:
    return str(node) if isinstance(node, URIRef) else to_oxigraph(node)


def _to_reasonable(term: Term) -> object:
    """A working-form term as ``reasonable.PyReasoner.from_graph`` reads it (IRIs as strings)."""
    return term if type(term) is str else to_rdflib(term)  # type: ignore[arg-type]


class _Noise:
    """Decides which entailments are not worth publishing (see the module docstring)."""

    def __init__(self, asserted: set[Triple], ontology: Graph) -> None:
        role, derivation = str(SCHEMA.Role), str(PROV.Derivation)
        self.vocabulary = {str(t) for triple in ontology for t in triple if isinstance(t, URIRef)}
        self.roles: set[Term] = set()
        self.bookkeeping: set[Term] = set()
        for s, p, o in asserted:
            self.vocabulary.add(p)  # type: ignore[arg-type]
            if p == _RDF_TYPE and type(o) is str:
                self.vocabulary.add(o)
                if o == role:
                    self.roles.add(s)
                elif o == derivation:
                    self.bookkeeping.add(s)
        self.person_relations = _sub_properties(ontology, _PERSON_RELATIONS)

    def __call__(self, triple: Triple) -> bool:
        s, p, o = triple
        if isinstance(s, ox.Literal) or s == o:
            return True
        if s in self.vocabulary or s in self.bookkeeping:
            return True
        if type(s) is str and s.startswith(_BUILTIN_NAMESPACES):
            return True
        if p == _RDF_TYPE and type(o) is str and o.startswith(_BUILTIN_NAMESPACES):
            return True
        return p in self.person_relations and (s in self.roles or o in self.roles)



def _sub_properties(ontology: Graph, roots: Iterable[str]) -> set[Term]:
    """``roots`` and every property the ontology places under them (sub or equivalent)."""
    found: set[Node] = {URIRef(r) for r in roots}
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
    return {_from_rdflib(p) for p in found}
