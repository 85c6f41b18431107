"""Stage 7: the embedded store (pyoxigraph on disk) and the switch between builds.

Every named graph is loaded as built, and their union is materialised once, as a set,
in the store's default graph: pyoxigraph's own union-of-graphs mode keeps duplicates
(a triple asserted by two CVs would be counted twice), SPARQL's RDF merge does not.

A build writes a fresh store under ``{home}/stores/`` and then points ``{home}/current``
at it with an atomic rename, so a server never sees a half-written store. Servers open
the current store read-only.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyoxigraph as ox
from rdflib import BNode, Dataset, Graph, URIRef

from cvkg.errors import QueryError, StoreError

KEEP_OLD_STORES = 2
_PREFIXES = {"schema": "https://schema.org/", "foaf": "http://xmlns.com/foaf/0.1/",
             "cvkg": "https://w3id.org/cvkg/ns#", "prov": "http://www.w3.org/ns/prov#",
             "xsd": "http://www.w3.org/2001/XMLSchema#", "rdfs": "http://www.w3.org/2000/01/rdf-schema#"}
_PREFIXED = {ox.RdfFormat.TURTLE, ox.RdfFormat.TRIG, ox.RdfFormat.RDF_XML}


@dataclass(frozen=True, slots=True)
class GraphNames:
    """The named graphs of one deployment, all under the base URI."""

    base: str

    def document(self, slug: str) -> str:
        return f"{self.base}graph/doc/{slug}"

    @property
    def entities(self) -> str:
        return f"{self.base}graph/entities"

    @property
    def ontology(self) -> str:
        return f"{self.base}graph/ontology"

    @property
    def inferred(self) -> str:
        return f"{self.base}graph/inferred"

    @property
    def validation(self) -> str:
        return f"{self.base}graph/validation"

    @property
    def links(self) -> str:
        return f"{self.base}graph/links"

    @property
    def build(self) -> str:
        return f"{self.base}graph/build"


class KnowledgeGraph:
    """A pyoxigraph store plus the build's metadata (``build.json`` beside it)."""

    def __init__(self, store: ox.Store, path: Path | None = None) -> None:
        self.store = store
        self.path = path

    @classmethod
    def open(cls, home: Path) -> KnowledgeGraph:
        """The current store under ``home``, read-only.

        Raises:
            StoreError: nothing was built there yet.
        """
        current = home / "current"
        if not current.exists():
            raise StoreError(f"{home}: no knowledge graph built here yet; run `cvkg build` first")
        path = current.resolve()
        try:
            return cls(ox.Store.read_only(str(path / "oxigraph")), path)
        except OSError as exc:
            raise StoreError(f"{path}: cannot open the store: {exc}") from exc

    @classmethod
    def in_memory(cls) -> KnowledgeGraph:
        return cls(ox.Store())

    @property
    def metadata(self) -> dict[str, Any]:
        if self.path is None or not (self.path / "build.json").exists():
            return {}
        data: dict[str, Any] = json.loads((self.path / "build.json").read_text(encoding="utf-8"))
        return data

    def add_nquads(self, data: bytes) -> None:
        """Load quads and refresh the union default graph (for tests and small loads)."""
        self.store.bulk_load(data, format=ox.RdfFormat.N_QUADS)
        materialise_union(self.store)

    def query(self, sparql: str, *, default_graphs: list[str] | None = None,
              named_graphs: list[str] | None = None, substitutions: dict[Any, Any] | None = None) -> Any:
        """Run a SPARQL query; the default graph is the union of all graphs unless given.

        Raises:
            QueryError: the query does not parse (message and position from the parser).
        """
        kwargs: dict[str, Any] = {}
        if default_graphs is not None:
            kwargs["default_graph"] = [ox.NamedNode(g) for g in default_graphs]
        if named_graphs is not None:
            kwargs["named_graphs"] = [ox.NamedNode(g) for g in named_graphs]
        if substitutions:
            kwargs["substitutions"] = substitutions
        try:
            return self.store.query(sparql, **kwargs)
        except SyntaxError as exc:
            raise QueryError(f"malformed query: {exc}") from exc

    def graph_names(self) -> list[str]:
        return sorted(g.value for g in self.store.named_graphs() if isinstance(g, ox.NamedNode))

    def count_triples(self) -> int:
        """Triples in the union of all graphs (each counted once)."""
        return sum(1 for _ in self.store.quads_for_pattern(None, None, None, ox.DefaultGraph()))

    def dump(self, fmt: ox.RdfFormat, *, graph: str | None = None) -> bytes:
        """A serialisation: one named graph, every named graph (quad formats) or their union."""
        if graph is not None:
            return bytes(self.store.dump(format=fmt, from_graph=ox.NamedNode(graph)))
        if fmt in (ox.RdfFormat.N_QUADS, ox.RdfFormat.TRIG):
            return ox.serialize(self.named_quads(), format=fmt, prefixes=_PREFIXES) or b""
        return bytes(self.store.dump(format=fmt, from_graph=ox.DefaultGraph(), prefixes=_PREFIXES)
                     if fmt in _PREFIXED else self.store.dump(format=fmt, from_graph=ox.DefaultGraph()))

    def named_quads(self) -> Iterator[ox.Quad]:
        return (q for q in self.store if isinstance(q.graph_name, ox.NamedNode))


def materialise_union(store: ox.Store) -> None:
    """Copy every named graph's triples, once each, into the default graph."""
    store.update("INSERT { ?s ?p ?o } WHERE { GRAPH ?g { ?s ?p ?o } }")


def _term(term: Any) -> Any:
    if isinstance(term, URIRef):
        return ox.NamedNode(str(term))
    if isinstance(term, BNode):
        return ox.BlankNode(str(term))
    if term.language:
        return ox.Literal(str(term), language=term.language)
    if term.datatype:
        return ox.Literal(str(term), datatype=ox.NamedNode(str(term.datatype)))
    return ox.Literal(str(term))


def to_quads(dataset: Dataset) -> Iterator[ox.Quad]:
    """rdflib quads as pyoxigraph quads; blank nodes keep their identity across graphs."""
    for s, p, o, g in dataset.quads((None, None, None, None)):
        graph = g.identifier if isinstance(g, Graph) else g
        yield ox.Quad(_term(s), _term(p), _term(o),
                      ox.NamedNode(str(graph)) if isinstance(graph, URIRef) else ox.DefaultGraph())


def to_nquads(dataset: Dataset) -> bytes:
    return ox.serialize(to_quads(dataset), format=ox.RdfFormat.N_QUADS) or b""


def new_store_path(home: Path) -> Path:
    stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime())
    path = home / "stores" / f"{stamp}-{os.getpid()}"
    suffix = 0
    while path.exists():
        suffix += 1
        path = home / "stores" / f"{stamp}-{os.getpid()}-{suffix}"
    path.mkdir(parents=True)
    return path


def write_store(path: Path, nquads: Iterable[bytes], metadata: dict[str, Any]) -> KnowledgeGraph:
    """Write a new store at ``path`` from N-Quads chunks and its ``build.json``."""
    store = ox.Store(str(path / "oxigraph"))
    for chunk in nquads:
        store.bulk_load(chunk, format=ox.RdfFormat.N_QUADS)
    materialise_union(store)
    store.flush()
    store.optimize()
    (path / "build.json").write_text(json.dumps(metadata, indent=2, ensure_ascii=False), encoding="utf-8")
    return KnowledgeGraph(store, path)


def switch_current(home: Path, path: Path) -> None:
    """Point ``home/current`` at ``path`` atomically, then prune old stores."""
    link = home / "current"
    tmp = home / f".current-{os.getpid()}"
    if tmp.is_symlink() or tmp.exists():
        tmp.unlink()
    tmp.symlink_to(path.resolve().relative_to(home.resolve()), target_is_directory=True)
    os.replace(tmp, link)
    _prune(home, keep=path)


def _prune(home: Path, *, keep: Path) -> None:
    stores = sorted((p for p in (home / "stores").iterdir() if p.is_dir()), key=lambda p: p.name)
    old = [p for p in stores if p.resolve() != keep.resolve()]
    for path in old[:-KEEP_OLD_STORES] if len(old) > KEEP_OLD_STORES else []:
        shutil.rmtree(path, ignore_errors=True)
