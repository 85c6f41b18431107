"""Dereferencing, the error shape and download round trips, through Flask's test client.

The protocol cases are in test_sparql_protocol.py, negotiation in test_negotiation.py, pages in
test_pages.py and test_profiles.py, download headers in test_downloads.py.
"""

from __future__ import annotations

import gzip

import pyoxigraph as ox
import pytest
from flask.testing import FlaskClient
from rdflib import Graph
from rdflib.compare import isomorphic

from cvkg.config import Settings
from cvkg.store import KnowledgeGraph
from cvkg.web import create_app
from tests.records import sample_records
from tests.servers import graphs_by_name, rdf_graph
from tests.web_fixtures import compiled

BASE = "http://example.org/"
BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
COUNT_PERSONS = "PREFIX schema: <https://schema.org/> SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE { ?p a schema:Person }"


@pytest.fixture(scope="module")
def graph() -> KnowledgeGraph:
    """The sample records, compiled and loaded into an in-memory store."""
    return compiled(sample_records(), BASE)


@pytest.fixture
def client(graph: KnowledgeGraph) -> FlaskClient:
    return create_app(Settings(base_uri=BASE), graph).test_client()


def body(client: FlaskClient, url: str, **kwargs: object) -> bytes:
    """GET ``url`` and close the response (file responses hold the file open until then)."""
    response = client.get(url, **kwargs)  # type: ignore[arg-type]
    try:
        return bytes(response.data)
    finally:
        response.close()


def test_malformed_query_is_400_with_position(client: FlaskClient) -> None:
    """A syntax error answers 400 in the error shape, with the parser's line and column."""
    response = client.get("/sparql", query_string={"query": "SELECT ?x WHERE { ?x ?y }"})
    body = response.get_json()
    assert response.status_code == 400 and body["ok"] is False and body["status"] == 400
    assert body["error"].startswith("malformed query: error at 1:")


@pytest.mark.parametrize(("accept", "location"), [
    (BROWSER, "/doc/person/ada-lovelace"),
    ("text/turtle", "/doc/person/ada-lovelace.ttl"),
    ("application/ld+json", "/doc/person/ada-lovelace.jsonld"),
    ("application/n-triples", "/doc/person/ada-lovelace.nt"),
    ("application/rdf+xml", "/doc/person/ada-lovelace.rdf"),
])
def test_identifiers_redirect_by_content_negotiation(client: FlaskClient, accept: str, location: str) -> None:
    """/id/... answers 303 to the HTML page or the RDF form the client asked for, varying on Accept."""
    response = client.get("/id/person/ada-lovelace", headers={"Accept": accept})
    assert response.status_code == 303 and response.headers["Location"].endswith(location)
    assert "Accept" in response.headers["Vary"]


def test_unknown_resource_is_404(client: FlaskClient) -> None:
    """An IRI the graph does not know is a 404 page for browsers and the error shape for others."""
    assert client.get("/doc/person/nobody", headers={"Accept": BROWSER}).status_code == 404
    body = client.get("/doc/person/nobody").get_json()
    assert body == {"ok": False, "error": f"no resource {BASE}id/person/nobody in this graph", "status": 404}


@pytest.mark.parametrize("name", ["ttl", "jsonld", "nt"])
def test_triple_downloads_round_trip(client: FlaskClient, graph: KnowledgeGraph, name: str) -> None:
    """Each triple download parses back into exactly the store's union graph."""
    fmt = {"ttl": ox.RdfFormat.TURTLE, "jsonld": ox.RdfFormat.JSON_LD, "nt": ox.RdfFormat.N_TRIPLES}[name]
    downloaded = rdf_graph(body(client, f"/download/cvkg.{name}"), fmt)
    store = Graph().parse(data=graph.dump(ox.RdfFormat.N_TRIPLES), format="nt")
    assert isomorphic(downloaded, store)


@pytest.mark.parametrize("name", ["nq", "trig"])
def test_quad_downloads_keep_named_graphs(client: FlaskClient, graph: KnowledgeGraph, name: str) -> None:
    """N-Quads and TriG downloads hold every named graph, each isomorphic to the store's."""
    fmt = {"nq": ox.RdfFormat.N_QUADS, "trig": ox.RdfFormat.TRIG}[name]
    downloaded = graphs_by_name(body(client, f"/download/cvkg.{name}"), fmt)
    assert sorted(downloaded) == graph.graph_names()
    for graph_name in graph.graph_names():
        expected = rdf_graph(graph.dump(ox.RdfFormat.N_TRIPLES, graph=graph_name), ox.RdfFormat.N_TRIPLES)
        assert isomorphic(downloaded[graph_name], expected), graph_name


def test_downloads_are_cacheable_and_gzipped(client: FlaskClient) -> None:
    """Downloads carry an ETag (304 on a match) and a .gz twin with the same content."""
    first = client.get("/download/cvkg.nt")
    etag, data = first.headers["ETag"], first.data
    first.close()
    assert etag
    again = client.get("/download/cvkg.nt", headers={"If-None-Match": etag})
    assert again.status_code == 304
    again.close()
    assert gzip.decompress(body(client, "/download/cvkg.nt.gz")) == data
