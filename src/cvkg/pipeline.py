"""The build: sources -> store. The only module that knows the order of the stages.

read -> extract -> resolve -> map -> validate -> reason -> store. A source that cannot be
read or extracted is reported (``file:line: message``) and left out; every other source
is still published.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rdflib import Dataset, Graph, Literal, URIRef

from cvkg import __version__
from cvkg.config import Settings
from cvkg.errors import ConfigError, InputError, ShapeViolationError
from cvkg.extract import extract
from cvkg.ingest import SUFFIXES, read_source
from cvkg.mapping import MappedGraph, to_graph
from cvkg.model import CvRecord
from cvkg.reasoning import Engine, Inference, infer, load_ontology
from cvkg.resolve import Kind, Resolution, UriRegistry, resolve
from cvkg.store import GraphNames, KnowledgeGraph, new_store_path, switch_current, to_nquads, write_store
from cvkg.validation import ValidationReport, load_shapes, validate
from cvkg.vocab import PREFIXES, PROV, RDF, SCHEMA, XSD

REGISTRY_FILE = "uris.json"
SOURCE_SUFFIXES = tuple(SUFFIXES)


@dataclass(frozen=True, slots=True)
class Extraction:
    records: tuple[CvRecord, ...]
    failures: tuple[InputError, ...]


@dataclass(frozen=True)
class BuildResult:
    graph: KnowledgeGraph
    records: tuple[CvRecord, ...]
    failures: tuple[InputError, ...]
    resolution: Resolution
    report: ValidationReport
    counts: dict[str, int]


def discover(paths: Iterable[Path]) -> list[Path]:
    """Files to read: each file given, and every CV-like file under each folder, sorted."""
    found: set[Path] = set()
    for path in paths:
        if path.is_dir():
            found.update(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in SOURCE_SUFFIXES
                         and not p.name.startswith("."))
        else:
            found.add(path)
    return sorted(found)


def read_and_extract(paths: Sequence[Path], *, progress: Callable[[Path], None] | None = None) -> Extraction:
    """Read and extract every source; one bad file is a failure, not the end of the build."""
    records: list[CvRecord] = []
    failures: list[InputError] = []
    for path in paths:
        if progress is not None:
            progress(path)
        try:
            records.append(extract(read_source(path)))
        except InputError as error:
            failures.append(error)
    return Extraction(tuple(records), tuple(failures))


def assemble(mapped: MappedGraph, *, ontology: Graph, inferred: Inference, report: ValidationReport,
             names: GraphNames, build_meta: Graph) -> Dataset:
    """Every graph of the build in one dataset, each in its named graph."""
    dataset = mapped.dataset
    for iri, graph in ((names.ontology, ontology), (names.validation, report.graph), (names.build, build_meta)):
        target = dataset.graph(URIRef(iri))
        for triple in graph:
            target.add(triple)
    target = dataset.graph(URIRef(names.inferred))
    target.addN((s, p, o, target) for s, p, o in inferred.rdflib_triples())
    return dataset


def build_activity(names: GraphNames, mapped: MappedGraph, extraction: Extraction,
                   started: float) -> Graph:
    """PROV-O description of this build: when, by what, from which files (with hashes)."""
    graph = Graph()
    activity = URIRef(f"{names.base}id/build/{time.strftime('%Y%m%dT%H%M%SZ', time.gmtime(started))}")
    graph.add((activity, RDF.type, PROV.Activity))
    graph.add((activity, PROV.startedAtTime, Literal(_iso(started), datatype=XSD.dateTime)))
    graph.add((activity, PROV.endedAtTime, Literal(_iso(time.time()), datatype=XSD.dateTime)))
    graph.add((activity, SCHEMA.softwareVersion, Literal(f"cvkg {__version__}")))
    for record in extraction.records:
        doc = URIRef(mapped.document_graphs[record.source.name].replace("/graph/doc/", "/id/document/"))
        graph.add((activity, PROV.used, doc))
        graph.add((URIRef(mapped.document_graphs[record.source.name]), PROV.wasGeneratedBy, activity))
    return graph


def _iso(seconds: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds))


def count(resolution: Resolution, mapped: MappedGraph, inferred: Inference) -> dict[str, int]:
    kinds = {kind: 0 for kind in Kind}
    for entity in resolution.entities.values():
        kinds[entity.kind] += 1
    counts = {f"{kind.value}s": n for kind, n in kinds.items()}
    counts["documents"] = len(mapped.document_graphs)
    counts["asserted_triples"] = len(mapped.dataset)
    counts["inferred_triples"] = len(inferred)
    return counts


@dataclass(frozen=True)
class Compiled:
    """Everything a build computes before it touches the disk."""

    extraction: Extraction
    resolution: Resolution
    dataset: Dataset
    report: ValidationReport
    counts: dict[str, int]


def compile_graph(extraction: Extraction, settings: Settings, *, ontology: Graph, shapes: Graph,
                  started: float | None = None, previous: UriRegistry | None = None) -> Compiled:
    """resolve -> map -> validate -> reason, and every graph in one dataset. No I/O.

    Raises:
        ShapeViolationError: with ``settings.strict``, when the graph violates the shapes.
    """
    started = time.time() if started is None else started
    resolution = resolve(extraction.records, base_uri=settings.base_uri, previous=previous)
    mapped = to_graph(extraction.records, resolution, base_uri=settings.base_uri)
    asserted = mapped.union()
    report = validate(asserted, shapes)
    if settings.strict and report.violations:
        raise ShapeViolationError(report)
    inferred = infer(asserted, ontology, engine=Engine(settings.reasoner))
    names = GraphNames(settings.base_uri)
    meta = build_activity(names, mapped, extraction, started)
    dataset = assemble(mapped, ontology=ontology, inferred=inferred, report=report, names=names,
                       build_meta=meta)
    return Compiled(extraction, resolution, dataset, report, count(resolution, mapped, inferred))


def build(paths: Sequence[Path], settings: Settings, *,
          progress: Callable[[Path], None] | None = None) -> BuildResult:
    """Build the knowledge graph of ``paths`` into a new store and make it current.

    Raises:
        ConfigError: the ontology or shapes are missing.
        ShapeViolationError: with ``settings.strict``, when the graph violates the shapes.
    """
    started = time.time()
    # Loaded first, so that a missing ontology or shapes folder fails before any source is read.
    ontology = load_ontology(settings.ontology_dir)
    shapes = load_shapes(settings.shapes_dir)
    extraction = read_and_extract(discover(paths), progress=progress)
    return publish(extraction, settings, ontology=ontology, shapes=shapes, started=started)


def publish(extraction: Extraction, settings: Settings, *, ontology: Graph | None = None,
            shapes: Graph | None = None, started: float | None = None) -> BuildResult:
    """Build already extracted records into a new store under ``settings.home`` and make it current.

    Raises:
        ConfigError: the ontology or shapes are missing.
        ShapeViolationError: with ``settings.strict``, when the graph violates the shapes.
    """
    started = time.time() if started is None else started
    ontology = load_ontology(settings.ontology_dir) if ontology is None else ontology
    shapes = load_shapes(settings.shapes_dir) if shapes is None else shapes
    previous = load_registry(settings)
    compiled = compile_graph(extraction, settings, ontology=ontology, shapes=shapes, started=started,
                             previous=previous)
    if settings.link:
        _link(compiled, settings)
    metadata = _metadata(settings, extraction, compiled.report, compiled.counts, started)
    settings.home.mkdir(parents=True, exist_ok=True)
    path = new_store_path(settings.home)
    graph = write_store(path, [to_nquads(compiled.dataset)], metadata)
    switch_current(settings.home, path)
    save_registry(settings, compiled.resolution.registry)
    return BuildResult(graph, extraction.records, extraction.failures, compiled.resolution, compiled.report,
                       compiled.counts)


def load_registry(settings: Settings) -> UriRegistry | None:
    """The URIs minted by earlier builds under the same base, so that no entity is renamed."""
    path = settings.home / REGISTRY_FILE
    if not path.exists():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("base_uri") != settings.base_uri:
            return None  # URIs under another base are not ours to keep
        return UriRegistry.from_json(data["registry"])
    except (ValueError, KeyError, TypeError) as exc:
        raise ConfigError(f"{path}: not a cvkg URI registry ({exc}); delete it to start afresh") from exc


def save_registry(settings: Settings, registry: UriRegistry) -> None:
    path = settings.home / REGISTRY_FILE
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps({"base_uri": settings.base_uri, "registry": registry.to_json()}, indent=1),
                   encoding="utf-8")
    tmp.replace(path)


# --- Linking (issue 7): the only networked step, between reasoning and the store -----------


def _link(compiled: Compiled, settings: Settings) -> None:
    """Add the ``graph/links`` named graph; a service that fails leaves its entities unlinked."""
    from cvkg.link import link_dataset  # imported here: a build without --link never loads it

    result = link_dataset(compiled.dataset, settings)
    compiled.counts.update(result.counts())


# -----------------------------------------------------------------------------------------


def _metadata(settings: Settings, extraction: Extraction, report: ValidationReport,
              counts: dict[str, int], started: float) -> dict[str, Any]:
    return {
        "cvkg_version": __version__,
        "built_at": _iso(started),
        "base_uri": settings.base_uri,
        "sources": [{"path": r.source.path, "sha256": r.source.sha256} for r in extraction.records],
        "failures": [str(f) for f in extraction.failures],
        "conforms": report.conforms,
        "violations": len(report.violations),
        "counts": counts,
        "prefixes": PREFIXES,
    }


__all__ = ["BuildResult", "Extraction", "build", "discover", "publish", "read_and_extract"]
