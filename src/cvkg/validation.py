"""Stage 5: graph -> ValidationReport (pySHACL). Non-conformance is data, not an exception.

Each SHACL result is traced back to the source document and lines of its focus node
(through the node's ``prov:qualifiedDerivation``), so it prints as ``file:line: message``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pyshacl import validate as shacl_validate
from rdflib import BNode, Graph, Literal, URIRef
from rdflib.term import Node

from cvkg.errors import ConfigError
from cvkg.model import SourceSpan
from cvkg.vocab import CVKG, PROV, RDF, SH

_SEVERITY = {SH.Violation: "Violation", SH.Warning: "Warning", SH.Info: "Info"}


@dataclass(frozen=True, slots=True)
class ShapeResult:
    focus: str
    path: str | None
    message: str
    severity: str
    span: SourceSpan | None

    def __str__(self) -> str:
        where = f"{self.span.path}:{self.span.line}" if self.span else self.focus
        return f"{where}: {self.severity.lower()}: {self.message}"


@dataclass(frozen=True)
class ValidationReport:
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
    """Validate ``data`` against ``shapes``; the report is also RDF (``sh:ValidationReport``)."""
    conforms, report_graph, _ = shacl_validate(data, shacl_graph=shapes, inference="none",
                                               advanced=True, allow_warnings=True)
    results = []
    for result in report_graph.subjects(RDF.type, SH.ValidationResult):
        focus = report_graph.value(result, SH.focusNode)
        path = report_graph.value(result, SH.resultPath)
        message = report_graph.value(result, SH.resultMessage)
        severity = report_graph.value(result, SH.resultSeverity)
        span = source_span(data, focus) if focus is not None else None
        if span is not None:
            _link_result(report_graph, result, data, focus)  # type: ignore[arg-type]
        results.append(ShapeResult(
            focus=str(focus), path=str(path) if path is not None else None,
            message=str(message) if message is not None else "does not conform",
            severity=_SEVERITY.get(severity, "Violation"),  # type: ignore[call-overload]
            span=span))
    results.sort(key=lambda r: (r.span.path if r.span else "", r.span.line if r.span else 0, r.message))
    return ValidationReport(bool(conforms), tuple(results), report_graph)


def source_span(data: Graph, node: Node) -> SourceSpan | None:
    """The document and lines ``node`` was derived from, if the mapping recorded them."""
    for derivation in data.objects(node, PROV.qualifiedDerivation):  # type: ignore[arg-type]
        doc = data.value(derivation, PROV.entity)
        line = data.value(derivation, CVKG.sourceLine)
        end = data.value(derivation, CVKG.sourceEndLine)
        path = data.value(doc, CVKG.sourcePath) if doc is not None else None
        if path is not None and isinstance(line, Literal):
            end_line = int(end) if isinstance(end, Literal) else int(line)
            return SourceSpan(str(path), int(line), max(int(line), end_line))
    return None


def _link_result(report: Graph, result: Node, data: Graph, focus: URIRef | BNode) -> None:
    for derivation in data.objects(focus, PROV.qualifiedDerivation):
        doc = data.value(derivation, PROV.entity)
        if doc is not None:
            report.add((result, PROV.wasDerivedFrom, doc))  # type: ignore[arg-type]
            report.add((result, CVKG.sourceLine, data.value(derivation, CVKG.sourceLine)))  # type: ignore[arg-type]
            return
