"""The web layer through Flask's test client: protocol cases, negotiation, pages, downloads, errors."""

from __future__ import annotations

import gzip
import json

import pyoxigraph as ox
import pytest
from bs4 import BeautifulSoup
from flask.testing import FlaskClient
from rdflib import Graph
from rdflib.compare import isomorphic

from cvkg.config import Settings
from cvkg.store import KnowledgeGraph
from cvkg.web import create_app
from cvkg.web.negotiation import GRAPH_FORMATS, SPARQL_RESULT_FORMATS, Format, negotiate
from tests.records import sample_records
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


def as_graph(data: bytes, fmt: ox.RdfFormat) -> Graph:
    """Parse with pyoxigraph (rdflib's JSON-LD and quad parsers warn of their own deprecations)."""
    triples = [q.triple if isinstance(q, ox.Quad) else q for q in ox.parse(data, format=fmt)]
    return Graph().parse(data=ox.serialize(triples, format=ox.RdfFormat.N_TRIPLES), format="nt")


def graphs_by_name(data: bytes, fmt: ox.RdfFormat) -> dict[str, Graph]:
    grouped: dict[str, list[ox.Triple]] = {}
    for quad in ox.parse(data, format=fmt):
        grouped.setdefault(quad.graph_name.value, []).append(quad.triple)
    return {name: Graph().parse(data=ox.serialize(ts, format=ox.RdfFormat.N_TRIPLES), format="nt")
            for name, ts in grouped.items()}


def body(client: FlaskClient, url: str, **kwargs: object) -> bytes:
    """GET ``url`` and close the response (file responses hold the file open until then)."""
    response = client.get(url, **kwargs)  # type: ignore[arg-type]
    try:
        return bytes(response.data)
    finally:
        response.close()


@pytest.mark.parametrize(("accept", "offered", "expected"), [
    (None, SPARQL_RESULT_FORMATS, Format.SPARQL_JSON),
    ("*/*", SPARQL_RESULT_FORMATS, Format.SPARQL_JSON),
    ("text/csv", SPARQL_RESULT_FORMATS, Format.CSV),
    ("text/csv;q=0.5, text/tab-separated-values", SPARQL_RESULT_FORMATS, Format.TSV),
    ("application/sparql-results+xml;q=0.9, application/sparql-results+json;q=0.8", SPARQL_RESULT_FORMATS,
     Format.SPARQL_XML),
    (BROWSER, SPARQL_RESULT_FORMATS, Format.HTML),
    ("text/turtle", GRAPH_FORMATS, Format.TURTLE),
    ("application/ld+json", GRAPH_FORMATS, Format.JSONLD),
    ("application/n-triples, text/turtle;q=0.1", GRAPH_FORMATS, Format.NTRIPLES),
    ("application/rdf+xml", GRAPH_FORMATS, Format.RDFXML),
    ("text/*", GRAPH_FORMATS, Format.TURTLE),
    ("image/png", GRAPH_FORMATS, None),
    ("text/turtle;q=0", GRAPH_FORMATS[:1], None),
    ("garbage, text/turtle", GRAPH_FORMATS, Format.TURTLE),
])
def test_accept_header_negotiation(accept: str | None, offered: tuple[Format, ...], expected: Format | None) -> None:
    """The Accept header picks the best offered format, q-values and wildcards honoured."""
    assert negotiate(accept, offered) is expected


def test_query_by_get_post_form_and_post_direct(client: FlaskClient) -> None:
    """The three SPARQL 1.1 Protocol query operations give the same answer."""
    accept = {"Accept": "application/sparql-results+json"}
    answers = [
        client.get("/sparql", query_string={"query": COUNT_PERSONS}, headers=accept),
        client.post("/sparql", data={"query": COUNT_PERSONS}, headers=accept),
        client.post("/sparql", data=COUNT_PERSONS, content_type="application/sparql-query", headers=accept),
    ]
    values = {json.loads(r.data)["results"]["bindings"][0]["n"]["value"] for r in answers}
    assert [r.status_code for r in answers] == [200, 200, 200]
    assert values == {"6"}


@pytest.mark.parametrize("fmt", [ox.QueryResultsFormat.JSON, ox.QueryResultsFormat.XML, ox.QueryResultsFormat.TSV])
def test_every_result_format_parses_back(client: FlaskClient, fmt: ox.QueryResultsFormat) -> None:
    """SELECT answers in each SPARQL results format parse with pyoxigraph."""
    response = client.get("/sparql", query_string={"query": COUNT_PERSONS}, headers={"Accept": fmt.media_type})
    assert response.status_code == 200 and response.mimetype == fmt.media_type.split(";")[0]
    solutions = list(ox.parse_query_results(response.data, format=fmt))
    assert solutions[0]["n"].value == "6"


@pytest.mark.parametrize("rdf_format", [ox.RdfFormat.TURTLE, ox.RdfFormat.JSON_LD, ox.RdfFormat.N_TRIPLES,
                                        ox.RdfFormat.RDF_XML])
def test_describe_in_every_graph_format(client: FlaskClient, rdf_format: ox.RdfFormat) -> None:
    """DESCRIBE answers parse in Turtle, JSON-LD, N-Triples and RDF/XML, with the same triples."""
    query = f"DESCRIBE <{BASE}id/person/ada-lovelace>"
    media = rdf_format.media_type
    response = client.get("/sparql", query_string={"query": query}, headers={"Accept": media})
    assert response.status_code == 200 and response.mimetype == media
    graph = as_graph(response.data, rdf_format)
    reference = Graph().parse(data=client.get("/sparql", query_string={"query": query, "format": "nt"}).data,
                              format="nt")
    assert isomorphic(graph, reference) and len(graph) > 20


def test_csv_results(client: FlaskClient) -> None:
    """CSV answers (lossy, so not parsed back by pyoxigraph) are a header and one row."""
    response = client.get("/sparql", query_string={"query": COUNT_PERSONS}, headers={"Accept": "text/csv"})
    assert response.get_data(as_text=True).splitlines() == ["n", "6"]


def test_malformed_query_is_400_with_position(client: FlaskClient) -> None:
    """A syntax error answers 400 in the error shape, with the parser's line and column."""
    response = client.get("/sparql", query_string={"query": "SELECT ?x WHERE { ?x ?y }"})
    body = response.get_json()
    assert response.status_code == 400 and body["ok"] is False and body["status"] == 400
    assert body["error"].startswith("malformed query: error at 1:")


@pytest.mark.parametrize("request_args", [
    {"method": "POST", "data": {"update": "INSERT DATA { <a:a> <a:b> <a:c> }"}},
    {"method": "POST", "data": "DELETE WHERE { ?s ?p ?o }", "content_type": "application/sparql-update"},
    {"method": "GET", "query_string": {"query": "# a comment\nDROP ALL"}},
])
def test_updates_are_refused(client: FlaskClient, request_args: dict[str, object]) -> None:
    """Every way of sending an update is refused: the endpoint is read-only."""
    response = client.open("/sparql", **request_args)  # type: ignore[arg-type]
    assert response.status_code == 400
    assert "is not allowed: this endpoint is read-only" in response.get_json()["error"]


def test_service_outside_the_allow_list_is_refused(client: FlaskClient) -> None:
    """SERVICE to an endpoint not on the allow-list is a 400 naming it."""
    query = "SELECT * WHERE { SERVICE <https://sparql.example.org/q> { ?s ?p ?o } }"
    response = client.get("/sparql", query_string={"query": query})
    assert response.status_code == 400
    assert response.get_json()["error"].startswith("SERVICE <https://sparql.example.org/q> is not allowed")


def test_wrong_method_and_media_type(client: FlaskClient) -> None:
    """PUT is 405 with Allow; a POST body of another type is 415."""
    put = client.put("/sparql", data="x")
    assert put.status_code == 405 and "POST" in put.headers["Allow"]
    post = client.post("/sparql", data="x", content_type="text/plain")
    assert post.status_code == 415


def test_result_size_limit(graph: KnowledgeGraph) -> None:
    """More rows than sparql_max_results answers 413 with what to do."""
    client = create_app(Settings(base_uri=BASE, sparql_max_results=50), graph).test_client()
    response = client.get("/sparql", query_string={"query": "SELECT * WHERE { ?s ?p ?o }"})
    assert response.status_code == 413
    assert "add a LIMIT" in response.get_json()["error"]


def test_inference_can_be_left_out(client: FlaskClient) -> None:
    """foaf:made exists only by inference: inference=false does not see it."""
    query = "ASK { ?p <http://xmlns.com/foaf/0.1/made> ?paper }"
    on = client.get("/sparql", query_string={"query": query}).get_json()["boolean"]
    off = client.get("/sparql", query_string={"query": query, "inference": "false"}).get_json()["boolean"]
    assert (on, off) == (True, False)


def test_cors_on_reads(client: FlaskClient) -> None:
    """Query answers carry Access-Control-Allow-Origin for browser clients on other sites."""
    response = client.get("/sparql", query_string={"query": COUNT_PERSONS})
    assert response.headers["Access-Control-Allow-Origin"] == "*"


def test_service_description_for_rdf_clients_and_editor_for_browsers(client: FlaskClient) -> None:
    """GET /sparql without a query: Turtle service description, or the YASGUI page with no CDN."""
    description = Graph().parse(data=client.get("/sparql", headers={"Accept": "text/turtle"}).data, format="turtle")
    sd = "http://www.w3.org/ns/sparql-service-description#"
    assert any(str(o) == f"{BASE}sparql" for o in description.objects(predicate=ox_to_rdflib(f"{sd}endpoint")))
    page = client.get("/sparql", headers={"Accept": BROWSER}).get_data(as_text=True)
    assert "/static/yasgui/yasgui.min.js" in page and "cdn" not in page.lower()


def ox_to_rdflib(iri: str):  # type: ignore[no-untyped-def]
    from rdflib import URIRef

    return URIRef(iri)


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


def test_person_page_shows_publications_provenance_and_jsonld(client: FlaskClient) -> None:
    """The HTML page of a person lists their papers, where they were asserted, and schema.org JSON-LD."""
    page = client.get("/doc/person/ada-lovelace", headers={"Accept": BROWSER}).get_data(as_text=True)
    assert "Notes on the Analytical Engine" in page and "Difference Engines at Scale" in page
    assert "cvs/ada.md, lines 1" in BeautifulSoup(page, "html.parser").get_text()
    assert 'class="inferred"' in page
    start = page.index('<script type="application/ld+json">') + len('<script type="application/ld+json">')
    jsonld = json.loads(page[start:page.index("</script>", start)])
    assert jsonld["@id"] == f"{BASE}id/person/ada-lovelace" and jsonld["@type"] == "Person"
    assert jsonld["name"] == "Ada Lovelace"


def test_unknown_resource_is_404(client: FlaskClient) -> None:
    """An IRI the graph does not know is a 404 page for browsers and the error shape for others."""
    assert client.get("/doc/person/nobody", headers={"Accept": BROWSER}).status_code == 404
    body = client.get("/doc/person/nobody").get_json()
    assert body == {"ok": False, "error": f"no resource {BASE}id/person/nobody in this graph", "status": 404}


@pytest.mark.parametrize("name", ["ttl", "jsonld", "nt"])
def test_triple_downloads_round_trip(client: FlaskClient, graph: KnowledgeGraph, name: str) -> None:
    """Each triple download parses back into exactly the store's union graph."""
    fmt = {"ttl": ox.RdfFormat.TURTLE, "jsonld": ox.RdfFormat.JSON_LD, "nt": ox.RdfFormat.N_TRIPLES}[name]
    downloaded = as_graph(body(client, f"/download/cvkg.{name}"), fmt)
    store = Graph().parse(data=graph.dump(ox.RdfFormat.N_TRIPLES), format="nt")
    assert isomorphic(downloaded, store)


@pytest.mark.parametrize("name", ["nq", "trig"])
def test_quad_downloads_keep_named_graphs(client: FlaskClient, graph: KnowledgeGraph, name: str) -> None:
    """N-Quads and TriG downloads hold every named graph, each isomorphic to the store's."""
    fmt = {"nq": ox.RdfFormat.N_QUADS, "trig": ox.RdfFormat.TRIG}[name]
    downloaded = graphs_by_name(body(client, f"/download/cvkg.{name}"), fmt)
    assert sorted(downloaded) == graph.graph_names()
    for graph_name in graph.graph_names():
        expected = as_graph(graph.dump(ox.RdfFormat.N_TRIPLES, graph=graph_name), ox.RdfFormat.N_TRIPLES)
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
