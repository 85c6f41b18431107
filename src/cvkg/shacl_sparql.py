"""SHACL-SPARQL constraints (``sh:sparql``) evaluated in one pyoxigraph query each. Pure.

pySHACL runs a SPARQL-based constraint once per focus node, parsing the query anew each
time with rdflib's pyparsing grammar: at 100k triples the shapes' five constraints took 62
of validation's 71 s, almost all of it parsing. Here each constraint runs once over the
whole graph: the constraint's SELECT joined with its shape's targets, which for queries
without sub-selects, MINUS or aggregates gives the same solutions as pre-binding ``$this``
to each focus node (SHACL 1.0, 5.3.1), on pyoxigraph, which answers such queries in
milliseconds. Results are written into the report graph exactly as pySHACL writes them.

Only what a node shape with explicit targets says is taken over (``sh:targetClass``,
``sh:targetNode``, ``sh:targetSubjectsOf``, ``sh:targetObjectsOf``); anything else (a
constraint on a property shape, SPARQL targets, ``$PATH``, ``$shapesGraph``) stays with
pySHACL, so nothing is dropped. ``test_validation`` checks both ways give the same results.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

import pyoxigraph as ox
from rdflib import BNode, Graph, Literal, URIRef
from rdflib.term import Node

from cvkg.terms import to_oxigraph, to_rdflib
from cvkg.vocab import RDF, SH

_TARGETS = {
    SH.targetClass: "{{ ?this <http://www.w3.org/1999/02/22-rdf-syntax-ns#type>/"
                    "<http://www.w3.org/2000/01/rdf-schema#subClassOf>* {term} }}",
    SH.targetNode: "{{ VALUES ?this {{ {term} }} }}",
    SH.targetSubjectsOf: "{{ ?this {term} [] }}",
    SH.targetObjectsOf: "{{ [] {term} ?this }}",
}
_UNSUPPORTED = re.compile(r"\$(?:PATH|shapesGraph|currentShape)\b|\bMINUS\b|\bSELECT\b[^{]*\{[^}]*\bSELECT\b",
                          re.IGNORECASE | re.DOTALL)
_MESSAGE_VARIABLE = re.compile(r"\{[?$](\w+)\}")


@dataclass(frozen=True, slots=True)
class SparqlConstraint:
    """One ``sh:sparql`` constraint of a node shape, ready to run over a whole graph."""

    shape: Node
    constraint: Node
    query: str  # the constraint's SELECT joined with its shape's targets, prefixes declared
    messages: tuple[Literal, ...]
    severity: URIRef


def take_sparql_constraints(shapes: Graph) -> tuple[Graph, list[SparqlConstraint]]:
    """The shapes without the SPARQL constraints this module runs, and those constraints.

    >>> shapes = Graph().parse(format="turtle", data='''
    ...   @prefix sh: <http://www.w3.org/ns/shacl#> . @prefix ex: <http://example.org/> .
    ...   ex:S a sh:NodeShape ; sh:targetClass ex:C ;
    ...     sh:sparql [ sh:select "SELECT $this WHERE { $this ex:p $this }" ] .''')
    >>> rest, taken = take_sparql_constraints(shapes)
    >>> len(taken), len(rest) < len(shapes)
    (1, True)
    """
    rest = Graph()
    for triple in shapes:
        rest.add(triple)
    for prefix, namespace in shapes.namespaces():
        rest.bind(prefix, namespace)
    taken = []
    for shape, constraint in shapes.subject_objects(SH.sparql):
        found = _constraint(shapes, shape, constraint)
        if found is not None:
            rest.remove((shape, SH.sparql, constraint))
            taken.append(found)
    return rest, sorted(taken, key=lambda c: (str(c.shape), c.query))


def _constraint(shapes: Graph, shape: Node, constraint: Node) -> SparqlConstraint | None:
    select = shapes.value(constraint, SH.select)
    targets = [_TARGETS[kind].format(term=_sparql_term(term))
               for kind in _TARGETS for term in shapes.objects(shape, kind)]
    deactivated = any(shapes.value(node, SH.deactivated) == Literal(True) for node in (shape, constraint))
    if (select is None or not targets or deactivated or (shape, SH.path, None) in shapes
            or _UNSUPPORTED.search(str(select))):
        return None
    query = (f"{_prefixes(shapes, constraint)}\nSELECT * WHERE {{\n  {' UNION '.join(targets)}\n"
             f"  {{ {select} }}\n}}")
    severity = shapes.value(shape, SH.severity) or SH.Violation  # a shape's, never a constraint's (2.1.5)
    messages = tuple(m for m in shapes.objects(constraint, SH.message) if isinstance(m, Literal))
    return SparqlConstraint(shape, constraint, query, messages, severity)  # type: ignore[arg-type]


def _prefixes(shapes: Graph, constraint: Node) -> str:
    lines = []
    for ontology in shapes.objects(constraint, SH.prefixes):
        for declaration in shapes.objects(ontology, SH.declare):
            prefix, namespace = shapes.value(declaration, SH.prefix), shapes.value(declaration, SH.namespace)
            if prefix is not None and namespace is not None:
                lines.append(f"PREFIX {prefix}: <{namespace}>")
    return "\n".join(sorted(set(lines)))


def _sparql_term(term: Node) -> str:
    if isinstance(term, URIRef):
        return f"<{term}>"
    if isinstance(term, Literal):
        return term.n3()
    raise ValueError(f"a SHACL target must be an IRI or a literal, got {term!r}")


def to_store(graph: Graph) -> ox.Store:
    """``graph`` in an in-memory pyoxigraph store, blank nodes keeping their labels (so that a
    result's focus node is the very node of ``graph``)."""
    terms: dict[Node, ox.NamedNode | ox.BlankNode | ox.Literal] = {}

    def term(node: Node) -> ox.NamedNode | ox.BlankNode | ox.Literal:
        found = terms.get(node)
        if found is None:
            found = terms[node] = to_oxigraph(node)
        return found

    store = ox.Store()
    store.extend(ox.Quad(term(s), term(p), term(o)) for s, p, o in graph)  # type: ignore[arg-type]
    return store


def evaluate(store: ox.Store, constraints: list[SparqlConstraint], report: Graph) -> bool:
    """Run ``constraints`` over ``store`` and add their results to ``report``.

    Returns:
        whether any result is a violation (``sh:Violation``).
    """
    report_node = report.value(predicate=RDF.type, object=SH.ValidationReport)
    if report_node is None:
        raise ValueError("the report graph holds no sh:ValidationReport")
    violated = False
    for constraint in constraints:
        for solution in _solutions(store, constraint):
            report.add((report_node, SH.result, _add_result(report, constraint, solution)))
            violated |= constraint.severity == SH.Violation
    if violated:
        report.set((report_node, SH.conforms, Literal(False)))
    return violated


def _solutions(store: ox.Store, constraint: SparqlConstraint) -> Iterator[dict[str, Node]]:
    seen = set()
    solutions = store.query(constraint.query)
    variables = [v.value for v in solutions.variables]  # type: ignore[union-attr]
    for solution in solutions:  # type: ignore[union-attr]
        row = {v: to_rdflib(term) for v in variables if (term := solution[v]) is not None}
        key = tuple(sorted(row.items()))
        if "this" in row and key not in seen:  # a focus node reached by two targets counts once
            seen.add(key)
            yield row


def _add_result(report: Graph, constraint: SparqlConstraint, row: dict[str, Node]) -> BNode:
    result = BNode()
    report.add((result, RDF.type, SH.ValidationResult))
    report.add((result, SH.focusNode, row["this"]))
    report.add((result, SH.resultSeverity, constraint.severity))
    report.add((result, SH.sourceShape, constraint.shape))
    report.add((result, SH.sourceConstraint, constraint.constraint))
    report.add((result, SH.sourceConstraintComponent, SH.SPARQLConstraintComponent))
    if "value" in row:
        report.add((result, SH.value, row["value"]))
    if "path" in row:
        report.add((result, SH.resultPath, row["path"]))
    for message in constraint.messages:
        text = _MESSAGE_VARIABLE.sub(lambda m: str(row[m.group(1)]) if m.group(1) in row else m.group(0), message)
        report.add((result, SH.resultMessage, Literal(text, lang=message.language)))
    return result


