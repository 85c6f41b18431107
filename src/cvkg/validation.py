"""Stage 5: graph -> ValidationReport (pySHACL). Non-conformance is data, not an exception.

Each SHACL result is traced back to the source document and lines of its focus node
(through the node's ``prov:qualifiedDerivation``), so it prints as ``file:line: message``.
A focus node the mapping did not derive itself (an authorship node, a person met only as a
co-author) is traced through the nearest derived node that points to it (the paper, the
role). The report stays RDF (``sh:ValidationReport``, stored in its own named graph); each
result in it gains ``prov:wasDerivedFrom`` (the source document), ``cvkg:sourcePath``,
``cvkg:sourceLine`` and ``cvkg:sourceEndLine``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pyshacl import validate as shacl_validate
from rdflib import Graph, Literal, URIRef
from rdflib.term import Node

from cvkg.errors import ConfigError
from cvkg.model import SourceSpan
from cvkg.shacl_sparql import evaluate, take_sparql_constraints, to_store
from cvkg.vocab import CVKG, PREFIXES, PROV, RDF, SH

_SEVERITY = {SH.Violation: "Violation", SH.Warning: "Warning", SH.Info: "Info"}


@dataclass(frozen=True, slots=True)
class ShapeResult:
    """One SHACL result: what is wrong, where in the graph, and where in the source."""

    focus: str
    path: str | None
    message: str
    severity: str
    span: SourceSpan | None

    def __str__(self) -> str:
        where = f"{self.span.path}:{self.span.line}" if self.span else f"<{self.focus}>"
        level = "" if self.severity == "Violation" else f"{self.severity.lower()}: "
        return f"{where}: {level}{self.message}"


@dataclass(frozen=True)
class ValidationReport:
    """The outcome of validation: ``conforms`` is False only for violations, not warnings."""

    conforms: bool
    results: tuple[ShapeResult, ...]
    graph: Graph

    @property
    def violations(self) -> tuple[ShapeResult, ...]:
        return tuple(r for r in self.results if r.severity == "Violation")


def load_shapes(directory: Path) -> Graph:
    """Every ``*.ttl`` of the shapes folder, as one graph.

    Raises:
        ConfigError: the folder is missing or holds no shapes.
    """
    files = sorted(directory.glob("*.ttl")) if directory.is_dir() else []
    if not files:
        raise ConfigError(f"{directory}: no SHACL shapes (*.ttl) found; set shapes_dir")
    graph = Graph()
    for file in files:
        graph.parse(file, format="turtle")
    return graph


def validate(data: Graph, shapes: Graph) -> ValidationReport:
    """Validate ``data`` against ``shapes``; the report is also RDF (``sh:ValidationReport``).

    Args:
        data: the asserted graph, with the mapping's provenance (for the source lines).
        shapes: the SHACL shapes (:func:`load_shapes`).
    """
    # SPARQL-based constraints run in one pyoxigraph query each, not once per focus node in
    # pySHACL (cvkg.shacl_sparql); and with inference="none" pySHACL only reads the data, so
    # the copy it makes by default is not needed (inplace). Together: 71 s -> 16 s at 100k triples.
    core, constraints = take_sparql_constraints(shapes)
    conforms, report_graph, _ = shacl_validate(data, shacl_graph=core, inference="none",
                                               advanced=True, allow_warnings=True, inplace=True)
    if constraints and evaluate(to_store(data), constraints, report_graph):
        conforms = False
    for prefix, namespace in PREFIXES.items():
        report_graph.bind(prefix, namespace)
    spans = _Spans(data)
    results = [_result(report_graph, result, spans) for result in _top_level_results(report_graph)]
    results.sort(key=lambda r: (r.span.path if r.span else "", r.span.line if r.span else 0,
                                r.message, r.focus))
    return ValidationReport(bool(conforms), tuple(results), report_graph)


def source_span(data: Graph, node: Node) -> SourceSpan | None:
    """The document and lines ``node`` (or the nearest derived node pointing to it) came from."""
    return _Spans(data).find(node)


def _top_level_results(report: Graph) -> list[Node]:
    """The report's own results, not the nested ``sh:detail`` ones (of sh:node, sh:or)."""
    return [r for report_node in report.subjects(RDF.type, SH.ValidationReport)
            for r in report.objects(report_node, SH.result)]


def _result(report: Graph, result: Node, spans: _Spans) -> ShapeResult:
    focus = report.value(result, SH.focusNode)
    path = report.value(result, SH.resultPath)
    value = report.value(result, SH.value)
    severity = report.value(result, SH.resultSeverity)
    message = _message(report, result, focus, path, value)
    span = spans.find(focus) if focus is not None else None
    if span is not None:
        report.add((result, PROV.wasDerivedFrom, spans.document(span)))  # type: ignore[arg-type]
        report.add((result, CVKG.sourcePath, Literal(span.path)))  # type: ignore[arg-type]
        report.add((result, CVKG.sourceLine, Literal(span.line)))  # type: ignore[arg-type]
        report.add((result, CVKG.sourceEndLine, Literal(span.end_line)))  # type: ignore[arg-type]
    return ShapeResult(focus=str(focus), path=str(path) if isinstance(path, URIRef) else None,
                       message=message, severity=_SEVERITY.get(severity, "Violation"),  # type: ignore[call-overload]
                       span=span)


def _message(report: Graph, result: Node, focus: Node | None, path: Node | None, value: Node | None) -> str:
    """The shape's message, with ``{$this}``, ``{$value}`` and ``{$path}`` filled in.

    pySHACL fills ``{?var}`` in SPARQL constraints' messages but not these in core
    constraints' messages; the filled text replaces the template in the report graph too.
    """
    messages = sorted(report.objects(result, SH.resultMessage), key=str)
    if not messages:
        return "does not conform"
    template = messages[0]
    text = str(template)
    for name, term in (("this", focus), ("value", value), ("path", path)):
        if term is not None:
            text = text.replace(f"{{${name}}}", _show(report, term))
    if text != str(template):
        report.remove((result, SH.resultMessage, template))  # type: ignore[arg-type]
        report.add((result, SH.resultMessage, Literal(text)))  # type: ignore[arg-type]
    return text


def _show(graph: Graph, term: Node) -> str:
    if isinstance(term, Literal):
        return f'"{term}"'
    if isinstance(term, URIRef):
        return graph.namespace_manager.normalizeUri(term)
    return str(term)


class _Spans:
    """Finds the source span of a node from the mapping's PROV-O derivations."""

    def __init__(self, data: Graph) -> None:
        self.data = data
        self.documents: dict[str, Node] = {}

    def find(self, node: Node) -> SourceSpan | None:
        own = self._own(node)
        if own is not None:
            return own
        # Not derived itself: the nearest derived node that points to it (one step back).
        near = [span for subject in self.data.subjects(None, node)  # type: ignore[arg-type]
                if (span := self._own(subject)) is not None]
        return min(near, key=_order) if near else None

    def document(self, span: SourceSpan) -> Node:
        return self.documents[span.path]

    def _own(self, node: Node) -> SourceSpan | None:
        """The earliest span among ``node``'s derivations (or ``node`` if it is one)."""
        derivations = list(self.data.objects(node, PROV.qualifiedDerivation))  # type: ignore[arg-type]
        if (node, RDF.type, PROV.Derivation) in self.data:  # type: ignore[operator]
            derivations.append(node)
        spans = [span for d in derivations if (span := self._derivation(d)) is not None]
        if not spans and self.data.value(node, CVKG.sourcePath) is not None:  # type: ignore[arg-type]
            spans = [self._span(node, Literal(1), None)]  # a source document: its first line
        return min(spans, key=_order) if spans else None

    def _derivation(self, derivation: Node) -> SourceSpan | None:
        doc = self.data.value(derivation, PROV.entity)  # type: ignore[arg-type]
        line = self.data.value(derivation, CVKG.sourceLine)  # type: ignore[arg-type]
        if doc is None or not isinstance(line, Literal):
            return None
        return self._span(doc, line, self.data.value(derivation, CVKG.sourceEndLine))  # type: ignore[arg-type]

    def _span(self, doc: Node, line: Literal, end: Node | None) -> SourceSpan:
        path = self.data.value(doc, CVKG.sourcePath)  # type: ignore[arg-type]
        text = str(path) if path is not None else str(doc)
        self.documents.setdefault(text, doc)
        first = max(1, int(line))
        last = int(end) if isinstance(end, Literal) else first
        return SourceSpan(text, first, max(first, last))


def _order(span: SourceSpan) -> tuple[str, int]:
    return (span.path, span.line)
