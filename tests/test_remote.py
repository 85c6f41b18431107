"""`cvkg push`: the build copied into a real SPARQL 1.1 store (Oxigraph server) over the standard protocols."""

from __future__ import annotations

import os
import subprocess
import sys
import urllib.parse
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pyoxigraph as ox
import pytest
from rdflib.compare import isomorphic

from cvkg.remote import RemoteStore, RemoteStoreError, push
from cvkg.store import KnowledgeGraph
from tests.servers import ROOT, BuiltHome, free_port, rdf_graph, server_process

OXIGRAPH = Path(sys.executable).with_name("oxigraph")


@dataclass(frozen=True)
class Oxigraph:
    url: str

    @property
    def remote(self) -> RemoteStore:
        return RemoteStore(f"{self.url}/store", f"{self.url}/query", timeout_s=30)

    def graph(self, name: str) -> bytes:
        request = urllib.request.Request(f"{self.url}/store?{urllib.parse.urlencode({'graph': name})}",
                                         headers={"Accept": "application/n-triples"})
        with urllib.request.urlopen(request, timeout=30) as response:
            return bytes(response.read())

    def put(self, name: str, ntriples: bytes) -> None:
        request = urllib.request.Request(f"{self.url}/store?{urllib.parse.urlencode({'graph': name})}",
                                         data=ntriples, method="PUT", headers={"Content-Type": "application/n-triples"})
        urllib.request.urlopen(request, timeout=30).close()

    def graph_names(self) -> set[str]:
        query = urllib.parse.urlencode({"query": "SELECT DISTINCT ?g { GRAPH ?g { ?s ?p ?o } }"})
        request = urllib.request.Request(f"{self.url}/query?{query}", headers={"Accept": "text/tab-separated-values"})
        with urllib.request.urlopen(request, timeout=30) as response:
            return {line.strip("<>") for line in response.read().decode().splitlines()[1:]}


@pytest.fixture
def oxigraph(tmp_path: Path) -> Iterator[Oxigraph]:
    """A real Oxigraph server (the `oxigraph` package's binary) on a free loopback port, empty."""
    if not OXIGRAPH.exists():
        pytest.fail(f"no Oxigraph server at {OXIGRAPH}: install the test extra (pip install -e '.[test]')")
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    args = [str(OXIGRAPH), "serve", "--location", str(tmp_path / "store"), "--bind", f"127.0.0.1:{port}"]
    with server_process(args, url=f"{url}/query?query=ASK%7B%7D", env=dict(os.environ), log=tmp_path / "log"):
        yield Oxigraph(url)


OTHER = "http://other.example.org/graph"  # someone else's graph in the same store
TRIPLE = b"<http://other.example.org/s> <http://other.example.org/p> <http://other.example.org/o> .\n"


def test_push_copies_every_named_graph(built_home: BuiltHome, oxigraph: Oxigraph) -> None:
    """After a push, the store holds each named graph of the build, isomorphic to the local one."""
    local = KnowledgeGraph.open(built_home.home)
    result = push(local, oxigraph.remote, graph_prefix=f"{built_home.base}graph/")
    assert set(result.replaced) == set(local.graph_names()) == oxigraph.graph_names()
    assert result.removed == ()
    for name in local.graph_names():
        remote = rdf_graph(oxigraph.graph(name), ox.RdfFormat.N_TRIPLES)
        assert isomorphic(remote, rdf_graph(local.dump(ox.RdfFormat.N_TRIPLES, graph=name), ox.RdfFormat.N_TRIPLES))


def test_a_second_push_removes_stale_graphs_and_leaves_others_alone(built_home: BuiltHome, oxigraph: Oxigraph) -> None:
    """A graph an earlier push left under {base}graph/ goes; a graph outside it stays."""
    stale = f"{built_home.base}graph/doc/a-cv-since-removed"
    oxigraph.put(stale, TRIPLE)
    oxigraph.put(OTHER, TRIPLE)
    local = KnowledgeGraph.open(built_home.home)
    result = push(local, oxigraph.remote, graph_prefix=f"{built_home.base}graph/")
    assert result.removed == (stale,)
    assert oxigraph.graph_names() == set(local.graph_names()) | {OTHER}


def test_cli_push_names_what_it_did(built_home: BuiltHome, oxigraph: Oxigraph) -> None:
    """`cvkg push` with the store's two endpoints reports the graphs and triples it sent."""
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("CVKG_")},
           "CVKG_HOME": str(built_home.home), "CVKG_BASE_URI": built_home.base}
    done = subprocess.run([sys.executable, "-m", "cvkg", "push", "--graph-store", f"{oxigraph.url}/store",
                           "--query-endpoint", f"{oxigraph.url}/query"], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    graphs = len(KnowledgeGraph.open(built_home.home).graph_names())
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"pushed {graphs} graphs (")
    assert done.stdout.rstrip().endswith(f"to {oxigraph.url}/store; removed 0 stale graphs")


def test_an_unreachable_store_is_a_clear_error(built_home: BuiltHome) -> None:
    """Nothing listening: the error names the request and asks whether the store runs."""
    url = f"http://127.0.0.1:{free_port()}"
    with pytest.raises(RemoteStoreError) as caught:
        push(KnowledgeGraph.open(built_home.home), RemoteStore(f"{url}/store", f"{url}/query", timeout_s=5),
             graph_prefix=f"{built_home.base}graph/")
    assert str(caught.value).startswith(f"PUT {url}/store?graph=")
    assert str(caught.value).endswith("hint: is the store running, and is the URL right?")


def test_a_wrong_endpoint_says_which_request_failed(built_home: BuiltHome, oxigraph: Oxigraph) -> None:
    """A query endpoint that is not one: the status, the URL and a hint to check the settings."""
    remote = RemoteStore(f"{oxigraph.url}/store", f"{oxigraph.url}/no-such-endpoint", timeout_s=30)
    with pytest.raises(RemoteStoreError) as caught:
        push(KnowledgeGraph.open(built_home.home), remote, graph_prefix=f"{built_home.base}graph/")
    message = str(caught.value)
    assert message.startswith(f"POST {oxigraph.url}/no-such-endpoint answered 404")
    assert message.endswith("hint: check the endpoint URLs (push_graph_store, push_query_endpoint)")
