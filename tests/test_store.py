"""Store stage: a build writes a new pyoxigraph store and switches to it atomically."""

from __future__ import annotations

from pathlib import Path

import pyoxigraph as ox
import pytest

from cvkg.errors import QueryError, StoreError
from cvkg.store import KnowledgeGraph, new_store_path, switch_current, write_store

NQ = (b'<http://e.org/a> <http://e.org/p> "1" <http://e.org/g1> .\n'
      b'<http://e.org/a> <http://e.org/p> "1" <http://e.org/g2> .\n')


def make_store(home: Path, data: bytes = NQ) -> Path:
    path = new_store_path(home)
    write_store(path, [data], {"built_at": "now"}).store.flush()
    return path


def test_open_without_a_build_says_what_to_do(tmp_path: Path) -> None:
    """Opening a home with no build names it and says to run `cvkg build`."""
    with pytest.raises(StoreError, match=r"no knowledge graph built here yet; run `cvkg build` first"):
        KnowledgeGraph.open(tmp_path)


def test_switch_makes_the_new_store_current(tmp_path: Path) -> None:
    """After a switch, opening the home gives the new store, read-only, with its metadata."""
    first = make_store(tmp_path)
    switch_current(tmp_path, first)
    second = make_store(tmp_path, NQ.replace(b'"1"', b'"2"'))
    switch_current(tmp_path, second)
    graph = KnowledgeGraph.open(tmp_path)
    assert graph.path == second.resolve()
    assert graph.metadata == {"built_at": "now"}
    values = {s["o"].value for s in graph.query("SELECT ?o WHERE { ?s ?p ?o }")}
    assert values == {"2"}


def test_old_stores_are_pruned(tmp_path: Path) -> None:
    """Only the current store and two predecessors are kept on disk."""
    for _ in range(5):
        switch_current(tmp_path, make_store(tmp_path))
    assert len(list((tmp_path / "stores").iterdir())) == 3


def test_default_graph_is_the_union(tmp_path: Path) -> None:
    """Without FROM, a query sees every named graph; with default_graphs, only those."""
    path = make_store(tmp_path)
    switch_current(tmp_path, path)
    graph = KnowledgeGraph.open(tmp_path)
    assert len(list(graph.query("SELECT * WHERE { ?s ?p ?o }"))) == 1
    only = graph.query("SELECT ?g WHERE { GRAPH ?g { ?s ?p ?o } }", named_graphs=["http://e.org/g2"])
    assert [s["g"].value for s in only] == ["http://e.org/g2"]


def test_malformed_query_is_a_query_error() -> None:
    """A syntax error carries the parser's message and position."""
    with pytest.raises(QueryError, match=r"malformed query: error at 1:\d+: expected"):
        KnowledgeGraph.in_memory().query("SELEC * WHERE {}")


def test_dump_triple_formats_merge_graphs() -> None:
    """A Turtle dump is the union of the graphs: the triple in two graphs appears once."""
    graph = KnowledgeGraph.in_memory()
    graph.add_nquads(NQ)
    triples = list(ox.parse(graph.dump(ox.RdfFormat.N_TRIPLES), format=ox.RdfFormat.N_TRIPLES))
    assert len(triples) == 1
