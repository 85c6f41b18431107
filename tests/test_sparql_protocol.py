"""/sparql against the SPARQL 1.1 Protocol, after the W3C protocol test suite, plus this endpoint's limits.

Test names follow the W3C suite's (query-get, bad-query-method, ...) where one exists.
Most tests use the in-memory sample graph through Flask's test client; the time-limit
tests use the real worker pool over a store built on disk.
"""

from __future__ import annotations

import csv
import io
import json
import time
from collections.abc import Iterator

import pyoxigraph as ox
import pytest
from flask import Flask
from flask.testing import FlaskClient
from rdflib import Graph, URIRef
from rdflib.compare import isomorphic
from werkzeug.datastructures import MultiDict

from cvkg.config import Settings
from cvkg.queries import load_queries
from cvkg.store import KnowledgeGraph
from cvkg.web import create_app
from cvkg.web.execution import QueryJob, QueryPool, store_size
from cvkg.web.negotiation import Format
from tests.servers import BuiltHome, rdf_graph

BASE = "http://example.org/"
BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
PERSONS = "PREFIX schema: <https://schema.org/> SELECT ?p ?name WHERE { ?p a schema:Person ; schema:name ?name }"
COUNT = "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"
ADA = f"{BASE}id/person/ada-lovelace"
SD_ENDPOINT = URIRef("http://www.w3.org/ns/sparql-service-description#endpoint")
FORM = "application/x-www-form-urlencoded"
DIRECT = "application/sparql-query"
UNSUPPORTED = ("unsupported Content-Type {}: POST a query as application/x-www-form-urlencoded (query=...) "
               "or as application/sparql-query")
READ_ONLY = "SPARQL Update is not allowed: this endpoint is read-only"
CROSS_PRODUCT = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }"
TIMED_OUT = ("the query ran longer than its time limit of 1 s and was stopped; add a LIMIT, narrow the patterns, "
             "or ask for less")


def error(response: object) -> dict[str, object]:
    """The JSON error body of a response, checked against the one error shape."""
    body = json.loads(response.data)  # type: ignore[attr-defined]
    assert set(body) == {"ok", "error", "status"} and body["ok"] is False
    assert body["status"] == response.status_code  # type: ignore[attr-defined]
    return body  # type: ignore[no-any-return]


def solutions(data: bytes, fmt: ox.QueryResultsFormat) -> list[dict[str, str]]:
    """Parsed SPARQL results as rows of variable -> value string (unbound variables left out).

    CSV with the csv module: pyoxigraph refuses to parse it, as CSV results lose term types.
    """
    if fmt == ox.QueryResultsFormat.CSV:
        reader = csv.DictReader(io.StringIO(data.decode("utf-8"), newline=""))
        return [{name: value for name, value in row.items() if value} for row in reader]
    results = ox.parse_query_results(data, format=fmt)
    assert isinstance(results, ox.QuerySolutions)
    names = [v.value for v in results.variables]
    return [{n: row[n].value for n in names if row[n] is not None} for row in results]


def direct(graph: KnowledgeGraph, query: str, **kwargs: object) -> list[dict[str, str]]:
    """The same query run on the store itself: what the endpoint must answer."""
    results = graph.query(query, **kwargs)
    names = [v.value for v in results.variables]
    return [{n: row[n].value for n in names if row[n] is not None} for row in results]


def ordered(rows: list[dict[str, str]]) -> list[tuple[tuple[str, str], ...]]:
    return sorted(tuple(sorted(row.items())) for row in rows)


def count(client: FlaskClient, query: str, **params: str) -> int:
    response = client.get("/sparql", query_string={"query": query, **params})
    assert response.status_code == 200, response.data
    return int(solutions(response.data, ox.QueryResultsFormat.JSON)[0]["n"])


# --- query operation: GET, POST form, POST direct --------------------------------------------------


def test_query_get(client: FlaskClient, web_graph: KnowledgeGraph) -> None:
    """query-get: a GET with ?query= answers with the query's solutions."""
    response = client.get("/sparql", query_string={"query": PERSONS})
    assert response.status_code == 200
    assert response.mimetype == "application/sparql-results+json"
    assert ordered(solutions(response.data, ox.QueryResultsFormat.JSON)) == ordered(direct(web_graph, PERSONS))


def test_query_post_form(client: FlaskClient, web_graph: KnowledgeGraph) -> None:
    """query-post-form: a form-encoded POST with query= answers as GET does."""
    response = client.post("/sparql", data={"query": PERSONS})
    assert response.status_code == 200
    assert ordered(solutions(response.data, ox.QueryResultsFormat.JSON)) == ordered(direct(web_graph, PERSONS))


def test_query_post_direct(client: FlaskClient, web_graph: KnowledgeGraph) -> None:
    """query-post-direct: a POST of the bare query as application/sparql-query answers as GET does."""
    response = client.post("/sparql", data=PERSONS.encode(), content_type=f"{DIRECT}; charset=utf-8")
    assert response.status_code == 200
    assert ordered(solutions(response.data, ox.QueryResultsFormat.JSON)) == ordered(direct(web_graph, PERSONS))


@pytest.mark.parametrize(("query", "accept", "media_type"), [
    ("SELECT * { ?s ?p ?o } LIMIT 1", "application/sparql-results+xml", "application/sparql-results+xml"),
    ("ASK { ?s ?p ?o }", "application/sparql-results+json", "application/sparql-results+json"),
    (f"DESCRIBE <{ADA}>", "application/rdf+xml", "application/rdf+xml"),
    (f"CONSTRUCT {{ <{ADA}> ?p ?o }} WHERE {{ <{ADA}> ?p ?o }}", "text/turtle", "text/turtle"),
])
def test_query_content_type(client: FlaskClient, query: str, accept: str, media_type: str) -> None:
    """query-content-type-{select,ask,describe,construct}: each form answers in the type asked for."""
    response = client.get("/sparql", query_string={"query": query}, headers={"Accept": accept})
    assert response.status_code == 200
    assert response.mimetype == media_type


# --- RDF dataset: default-graph-uri and named-graph-uri ---------------------------------------------


def test_query_dataset_default_graph(client: FlaskClient, web_graph: KnowledgeGraph) -> None:
    """query-dataset-default-graph: default-graph-uri makes that graph alone the default graph."""
    graph = f"{BASE}graph/doc/ada"
    expected = int(direct(web_graph, COUNT, default_graphs=[graph])[0]["n"])
    assert 0 < expected < count(client, COUNT)
    assert count(client, COUNT, **{"default-graph-uri": graph}) == expected


def test_query_dataset_default_graphs(client: FlaskClient, web_graph: KnowledgeGraph) -> None:
    """query-dataset-default-graphs-post: several default-graph-uri values merge into the default graph."""
    graphs = [f"{BASE}graph/doc/ada", f"{BASE}graph/doc/charles"]
    response = client.post("/sparql", data=MultiDict([("query", COUNT), *(("default-graph-uri", g) for g in graphs)]))
    assert response.status_code == 200
    expected = direct(web_graph, COUNT, default_graphs=graphs)
    assert solutions(response.data, ox.QueryResultsFormat.JSON) == expected


def test_query_dataset_named_graphs(client: FlaskClient) -> None:
    """query-dataset-named-graphs: named-graph-uri limits GRAPH ?g to the graphs named."""
    named = [f"{BASE}graph/doc/ada", f"{BASE}graph/entities"]
    query = "SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }"
    response = client.get("/sparql", query_string=MultiDict([("query", query),
                                                              *(("named-graph-uri", g) for g in named)]))
    assert response.status_code == 200
    assert sorted(r["g"] for r in solutions(response.data, ox.QueryResultsFormat.JSON)) == named


def test_query_multiple_dataset(client: FlaskClient) -> None:
    """query-multiple-dataset: a direct POST takes default- and named-graph-uri from the URL."""
    query = "SELECT ?g (COUNT(*) AS ?n) WHERE { { ?s ?p ?o } UNION { GRAPH ?g { ?s ?p ?o } } } GROUP BY ?g"
    url = (f"/sparql?default-graph-uri={BASE}graph/doc/ada&named-graph-uri={BASE}graph/doc/charles")
    response = client.post(url, data=query.encode(), content_type=DIRECT)
    assert response.status_code == 200
    rows = solutions(response.data, ox.QueryResultsFormat.JSON)
    assert sorted(r.get("g", "(default)") for r in rows) == ["(default)", f"{BASE}graph/doc/charles"]


# --- refusals ------------------------------------------------------------------------------------


@pytest.mark.parametrize("method", ["PUT", "DELETE", "PATCH"])
def test_bad_query_method(client: FlaskClient, method: str) -> None:
    """bad-query-method: methods other than GET and POST are 405 with an Allow header."""
    response = client.open("/sparql", method=method, query_string={"query": PERSONS})
    assert response.status_code == 405
    assert {m.strip() for m in response.headers["Allow"].split(",")} >= {"GET", "POST"}
    assert error(response)["error"] == "The method is not allowed for the requested URL."


def test_bad_multiple_queries(client: FlaskClient) -> None:
    """bad-multiple-queries: two query parameters are a 400."""
    response = client.get("/sparql", query_string=MultiDict([("query", PERSONS), ("query", COUNT)]))
    assert response.status_code == 400
    assert error(response)["error"] == "more than one 'query' parameter; send exactly one"


def test_bad_query_wrong_media_type(client: FlaskClient) -> None:
    """bad-query-wrong-media-type: a POST body that is neither a form nor a query is 415."""
    response = client.post("/sparql", data=PERSONS.encode(), content_type="text/plain")
    assert response.status_code == 415
    assert error(response)["error"] == UNSUPPORTED.format("text/plain")


def test_bad_query_missing_form_type(client: FlaskClient) -> None:
    """bad-query-missing-form-type: a form body without a Content-Type is 415."""
    response = client.post("/sparql", data=b"query=ASK%20%7B%7D")
    assert response.status_code == 415
    assert error(response)["error"] == UNSUPPORTED.format("(none)")


def test_bad_query_missing_direct_type(client: FlaskClient) -> None:
    """bad-query-missing-direct-type: a bare query without a Content-Type is 415."""
    response = client.post("/sparql", data=b"ASK {}")
    assert response.status_code == 415
    assert error(response)["error"] == UNSUPPORTED.format("(none)")


def test_bad_query_non_utf8(client: FlaskClient) -> None:
    """bad-query-non-utf8: a query in another charset is 415; bytes that are not UTF-8 are 400."""
    response = client.post("/sparql", data=COUNT.encode("utf-16"), content_type=f"{DIRECT}; charset=UTF-16")
    assert response.status_code == 415
    assert error(response)["error"] == "unsupported charset utf-16: send the query as UTF-8"
    response = client.post("/sparql", data=b'ASK { ?s ?p "caf\xe9" }', content_type=DIRECT)
    assert response.status_code == 400
    assert error(response)["error"] == "the query is not valid UTF-8 (byte 16): send it as UTF-8"


@pytest.mark.parametrize("query", ["SELECT * WHERE { ?s ?p }", "SELECT * WHERE {\n  ?s ?p ?o\n", "ASK { ?s ?p ?o } }"])
def test_bad_query_syntax(client: FlaskClient, query: str) -> None:
    """bad-query-syntax: a malformed query is 400 with the parser's message and position."""
    with pytest.raises(SyntaxError) as parser:
        ox.Store().query(query)
    assert str(parser.value).startswith("error at ")  # "error at line:column: ..."
    response = client.get("/sparql", query_string={"query": query})
    assert response.status_code == 400
    assert error(response)["error"] == f"malformed query: {parser.value}"


def test_post_without_a_query(client: FlaskClient) -> None:
    """A form POST without a query parameter is 400, saying how to send one."""
    response = client.post("/sparql", data={"default-graph-uri": f"{BASE}graph/entities"})
    assert response.status_code == 400
    assert error(response)["error"] == ("no query: send it as the 'query' parameter or as an "
                                        "application/sparql-query body")


@pytest.mark.parametrize(("method", "kwargs"), [
    ("GET", {"query_string": {"update": "CLEAR ALL"}}),
    ("POST", {"data": {"update": "INSERT DATA { <http://a> <http://b> <http://c> }"}}),
    ("POST", {"data": b"INSERT DATA { <http://a> <http://b> <http://c> }",
              "content_type": "application/sparql-update"}),
])
def test_updates_are_refused(client: FlaskClient, web_graph: KnowledgeGraph, method: str,
                             kwargs: dict[str, object]) -> None:
    """update= and application/sparql-update are refused with 400, and the graph is unchanged."""
    before = web_graph.count_triples()
    response = client.open("/sparql", method=method, **kwargs)  # type: ignore[arg-type]
    assert response.status_code == 400
    assert error(response)["error"] == READ_ONLY
    assert web_graph.count_triples() == before


def test_an_update_sent_as_a_query_is_refused(client: FlaskClient) -> None:
    """An update in the query parameter is refused, naming the operation."""
    response = client.post("/sparql", data={"query": "DELETE WHERE { ?s ?p ?o }"})
    assert response.status_code == 400
    assert error(response)["error"] == "SPARQL Update (DELETE) is not allowed: this endpoint is read-only"


def test_service_outside_the_allow_list_is_refused(client: FlaskClient) -> None:
    """A SERVICE call to an endpoint off the allow-list is 400 before anything runs."""
    response = client.get("/sparql", query_string={
        "query": "SELECT * { # a comment ended by CR\r SERVICE <http://evil.example/sparql> { ?s ?p ?o } }"})
    assert response.status_code == 400
    assert error(response)["error"] == ("SERVICE <http://evil.example/sparql> is not allowed: federated queries "
                                        "may only call the endpoints in the service_allow_list setting")


# --- formats ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("accept", "fmt"), [
    ("application/sparql-results+json", ox.QueryResultsFormat.JSON),
    ("application/sparql-results+xml", ox.QueryResultsFormat.XML),
    ("text/csv", ox.QueryResultsFormat.CSV),
    ("text/tab-separated-values", ox.QueryResultsFormat.TSV),
])
def test_every_result_format_parses_back(client: FlaskClient, web_graph: KnowledgeGraph, accept: str,
                                         fmt: ox.QueryResultsFormat) -> None:
    """SELECT results in JSON, XML, CSV and TSV parse back into the store's own solutions."""
    response = client.get("/sparql", query_string={"query": PERSONS}, headers={"Accept": accept})
    assert response.status_code == 200
    assert response.mimetype == accept
    assert ordered(solutions(response.data, fmt)) == ordered(direct(web_graph, PERSONS))


@pytest.mark.parametrize("fmt", [ox.QueryResultsFormat.JSON, ox.QueryResultsFormat.XML])
@pytest.mark.parametrize(("query", "expected"), [("ASK { ?s ?p ?o }", True), ("ASK { ?s <urn:nothing> ?o }", False)])
def test_ask_results_parse_back(client: FlaskClient, fmt: ox.QueryResultsFormat, query: str, expected: bool) -> None:
    """ASK answers parse back into the right boolean."""
    response = client.get("/sparql", query_string={"query": query}, headers={"Accept": fmt.media_type})
    assert response.status_code == 200
    assert bool(ox.parse_query_results(response.data, format=fmt)) is expected


@pytest.mark.parametrize(("accept", "fmt"), [
    ("text/turtle", ox.RdfFormat.TURTLE),
    ("application/ld+json", ox.RdfFormat.JSON_LD),
    ("application/n-triples", ox.RdfFormat.N_TRIPLES),
    ("application/rdf+xml", ox.RdfFormat.RDF_XML),
])
@pytest.mark.parametrize("query", [f"DESCRIBE <{ADA}>", "CONSTRUCT WHERE { ?s a <https://schema.org/Person> }"])
def test_every_graph_format_parses_back(client: FlaskClient, web_graph: KnowledgeGraph, accept: str,
                                        fmt: ox.RdfFormat, query: str) -> None:
    """CONSTRUCT and DESCRIBE in Turtle, JSON-LD, N-Triples and RDF/XML are isomorphic to the store's answer."""
    response = client.get("/sparql", query_string={"query": query}, headers={"Accept": accept})
    assert response.status_code == 200
    assert response.mimetype == accept
    expected = ox.serialize(list(web_graph.query(query)), format=ox.RdfFormat.N_TRIPLES) or b""
    answer = rdf_graph(response.data, fmt)
    assert len(answer) > 0
    assert isomorphic(answer, Graph().parse(data=expected, format="nt"))


@pytest.mark.parametrize(("accept", "media_type"), [
    ("text/csv;q=0.5, application/sparql-results+xml;q=0.9", "application/sparql-results+xml"),
    ("application/sparql-results+xml;q=0.2, text/tab-separated-values;q=0.3", "text/tab-separated-values"),
    ("application/sparql-results+json;q=0, */*;q=0.1", "application/sparql-results+xml"),
    ("text/*", "text/csv"),
    ("*/*", "application/sparql-results+json"),
    ("application/json", "application/sparql-results+json"),
    (BROWSER, "text/html"),
])
def test_accept_q_values_are_honoured(client: FlaskClient, accept: str, media_type: str) -> None:
    """The Accept header's q-values and wildcards choose the result format end to end."""
    response = client.get("/sparql", query_string={"query": PERSONS}, headers={"Accept": accept})
    assert response.status_code == 200
    assert response.mimetype == media_type
    assert "Accept" in response.headers["Vary"]


def test_browsers_get_a_results_table(client: FlaskClient, web_graph: KnowledgeGraph) -> None:
    """A browser asking a SELECT gets an HTML table with a row per solution and links for IRIs."""
    response = client.get("/sparql", query_string={"query": PERSONS}, headers={"Accept": BROWSER})
    page = response.get_data(as_text=True)
    assert page.count("<tr>") == 1 + len(direct(web_graph, PERSONS))
    assert f'href="{ADA}"' in page and "Ada Lovelace" in page


@pytest.mark.parametrize(("query", "fmt", "media_type"), [
    (PERSONS, "csv", "text/csv"),
    (PERSONS, "tsv", "text/tab-separated-values"),
    (PERSONS, "xml", "application/sparql-results+xml"),
    (PERSONS, "application/sparql-results+json", "application/sparql-results+json"),
    (f"DESCRIBE <{ADA}>", "json", "application/ld+json"),
    (f"DESCRIBE <{ADA}>", "nt", "application/n-triples"),
    (f"DESCRIBE <{ADA}>", "xml", "application/rdf+xml"),
])
def test_format_parameter_overrides_accept(client: FlaskClient, query: str, fmt: str, media_type: str) -> None:
    """format= names the answer's format, whatever the Accept header says."""
    response = client.get("/sparql", query_string={"query": query, "format": fmt},
                          headers={"Accept": "application/sparql-results+json, text/turtle"})
    assert response.status_code == 200
    assert response.mimetype == media_type


def test_unacceptable_format_is_406(client: FlaskClient) -> None:
    """An Accept header or format= that rules out every offered format is 406, listing what is offered."""
    response = client.get("/sparql", query_string={"query": PERSONS}, headers={"Accept": "image/png"})
    assert response.status_code == 406
    assert error(response)["error"] == (
        "none of the formats this query can be answered in is acceptable: application/sparql-results+json, "
        "application/sparql-results+xml, text/csv, text/tab-separated-values, text/html")
    response = client.get("/sparql", query_string={"query": f"DESCRIBE <{ADA}>", "format": "csv"})
    assert response.status_code == 406
    assert error(response)["error"] == (
        "none of the formats this query can be answered in is acceptable: text/turtle, application/ld+json, "
        "application/n-triples, application/rdf+xml, text/html")


# --- inference, CORS, limits ---------------------------------------------------------------------


def test_inference_false_leaves_out_inferred_triples(client: FlaskClient, web_graph: KnowledgeGraph) -> None:
    """inference=false answers from the asserted graphs only: no triple of the inferred graph shows."""
    made = "ASK { ?p <http://xmlns.com/foaf/0.1/made> ?paper }"  # foaf:made is only ever inferred
    for inference, expected in (("true", "true"), ("false", "false")):
        response = client.get("/sparql", query_string={"query": made, "inference": inference})
        assert json.loads(response.data)["boolean"] is (expected == "true")
    inferred_only = int(direct(web_graph, "SELECT (COUNT(*) AS ?n) { GRAPH ?g { ?s ?p ?o } "
                                          "FILTER(?g = <http://example.org/graph/inferred>) "
                                          "FILTER NOT EXISTS { GRAPH ?h { ?s ?p ?o } FILTER(?h != ?g) } }")[0]["n"])
    distinct = "SELECT (COUNT(*) AS ?n) { SELECT DISTINCT ?s ?p ?o { ?s ?p ?o } }"
    assert inferred_only > 0
    assert count(client, distinct, inference="false") == count(client, distinct) - inferred_only


def test_cors_on_reads_and_preflight(client: FlaskClient) -> None:
    """Query answers allow any origin, and an OPTIONS preflight allows GET and POST with Content-Type."""
    response = client.get("/sparql", query_string={"query": PERSONS}, headers={"Origin": "https://elsewhere.example"})
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    response = client.options("/sparql", headers={"Origin": "https://elsewhere.example",
                                                  "Access-Control-Request-Method": "POST",
                                                  "Access-Control-Request-Headers": "content-type"})
    assert response.status_code == 200
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    assert {m.strip() for m in response.headers["Access-Control-Allow-Methods"].split(",")} >= {"GET", "POST"}
    assert "content-type" in response.headers["Access-Control-Allow-Headers"].lower()


@pytest.fixture
def small_client(web_graph: KnowledgeGraph) -> FlaskClient:
    """A client of an endpoint that returns at most 5 results."""
    return create_app(Settings(base_uri=BASE, sparql_max_results=5), web_graph).test_client()


@pytest.mark.parametrize("query", ["SELECT * { ?s ?p ?o }", "CONSTRUCT WHERE { ?s ?p ?o }",
                                   "SELECT * { ?s ?p ?o } LIMIT 6"])
def test_result_size_limit_is_413(small_client: FlaskClient, query: str) -> None:
    """An answer with more results (rows or triples) than sparql_max_results is 413, saying to add a LIMIT."""
    response = small_client.get("/sparql", query_string={"query": query})
    assert response.status_code == 413
    assert error(response)["error"] == ("the answer has more than 5 results, the most this endpoint returns; "
                                        "add a LIMIT (and OFFSET to page through it)")


@pytest.mark.parametrize("fmt", ["json", "xml", "csv", "tsv"])
def test_answers_at_the_size_limit_pass(small_client: FlaskClient, fmt: str) -> None:
    """An answer of exactly sparql_max_results rows is served whole, in every result format."""
    response = small_client.get("/sparql", query_string={"query": "SELECT * { ?s ?p ?o } LIMIT 5", "format": fmt})
    assert response.status_code == 200
    results_format = {"json": ox.QueryResultsFormat.JSON, "xml": ox.QueryResultsFormat.XML,
                      "csv": ox.QueryResultsFormat.CSV, "tsv": ox.QueryResultsFormat.TSV}[fmt]
    assert len(solutions(response.data, results_format)) == 5


@pytest.mark.parametrize("value", ["abc", "0", "-1", "nan"])
def test_bad_timeout_is_400(client: FlaskClient, value: str) -> None:
    """A timeout= that is not a positive number of seconds is 400."""
    response = client.get("/sparql", query_string={"query": PERSONS, "timeout": value})
    assert response.status_code == 400
    assert error(response)["error"] == f"timeout must be a positive number of seconds, got {value!r}"


@pytest.fixture(scope="module")
def pool_app(built_home: BuiltHome) -> Iterator[Flask]:
    """An app over the store built on disk, running client queries in its pool of worker processes."""
    app = create_app(Settings(base_uri=built_home.base), KnowledgeGraph.open(built_home.home), use_pool=True)
    yield app
    app.extensions["cvkg"].close()


def test_time_limit_kills_a_runaway_query_and_the_next_one_answers(pool_app: Flask) -> None:
    """A cross-product query with timeout=1 is stopped with a 503 in about a second; the next query answers."""
    client = pool_app.test_client()
    assert client.get("/sparql", query_string={"query": COUNT}).status_code == 200  # the pool is up
    for _ in range(3):  # more runaways than workers: each is killed and replaced
        started = time.monotonic()
        response = client.get("/sparql", query_string={"query": CROSS_PRODUCT, "timeout": "1"})
        elapsed = time.monotonic() - started
        assert response.status_code == 503
        assert error(response)["error"] == TIMED_OUT
        assert 1.0 <= elapsed < 5.0
        started = time.monotonic()
        response = client.get("/sparql", query_string={"query": PERSONS})
        assert response.status_code == 200
        assert len(solutions(response.data, ox.QueryResultsFormat.JSON)) > 0
        assert time.monotonic() - started < 5.0


def test_pool_answers_every_format(pool_app: Flask) -> None:
    """Results crossing the worker pipe arrive intact: the same rows in JSON and TSV, a graph in Turtle."""
    client = pool_app.test_client()
    as_json = client.get("/sparql", query_string={"query": PERSONS, "format": "json"})
    as_tsv = client.get("/sparql", query_string={"query": PERSONS, "format": "tsv"})
    assert ordered(solutions(as_json.data, ox.QueryResultsFormat.JSON)) == \
        ordered(solutions(as_tsv.data, ox.QueryResultsFormat.TSV))
    turtle = client.get("/sparql", query_string={"query": "CONSTRUCT WHERE { ?s a <https://schema.org/Person> }"},
                        headers={"Accept": "text/turtle"})
    assert turtle.status_code == 200 and len(rdf_graph(turtle.data, ox.RdfFormat.TURTLE)) > 0


def test_memory_copy_is_chosen_by_store_size(built_home: BuiltHome) -> None:
    """Query workers copy a store into memory when its files fit sparql_memory_mb, and read it on disk when not."""
    graph = KnowledgeGraph.open(built_home.home)
    assert graph.path is not None and 1_000_000 < store_size(graph.path) < 100_000_000  # data/: a few MB
    for limit, in_memory in ((100, True), (1, False)):
        app = create_app(Settings(base_uri=built_home.base, sparql_memory_mb=limit), graph, use_pool=True)
        web = app.extensions["cvkg"]
        try:
            assert isinstance(web.runner, QueryPool) and web.runner.in_memory is in_memory
        finally:
            web.close()


def test_workers_in_memory_answer_as_workers_on_disk(built_home: BuiltHome) -> None:
    """Every canned query gives the same rows from a worker's in-memory copy as from the store on disk."""
    path = KnowledgeGraph.open(built_home.home).path
    assert path is not None
    pools = [QueryPool(path, size=1, in_memory=False), QueryPool(path, size=1, in_memory=True)]
    try:
        for query in load_queries(Settings().queries_dir).values():
            job = QueryJob(query.sparql, Format.TSV, Format.TURTLE, max_results=100_000)
            on_disk, in_memory = (sorted(pool.run(job, timeout_s=30).unwrap()[0].splitlines()) for pool in pools)
            assert on_disk == in_memory, query.name
            assert len(on_disk) > 1 or query.name == "validation-report"  # data/ conforms: no results
    finally:
        for pool in pools:
            pool.close()


# --- service description and editor --------------------------------------------------------------


@pytest.mark.parametrize(("accept", "fmt"), [("text/turtle", ox.RdfFormat.TURTLE),
                                             ("application/n-triples", ox.RdfFormat.N_TRIPLES),
                                             ("application/ld+json", ox.RdfFormat.JSON_LD)])
def test_service_description_for_rdf_clients(client: FlaskClient, accept: str, fmt: ox.RdfFormat) -> None:
    """GET /sparql without a query gives RDF clients a Service Description naming the endpoint."""
    response = client.get("/sparql", headers={"Accept": accept})
    assert response.status_code == 200
    assert response.mimetype == accept
    description = rdf_graph(response.data, fmt)
    assert set(description.objects(None, SD_ENDPOINT)) == {URIRef(f"{BASE}sparql")}


def test_query_editor_for_browsers(client: FlaskClient) -> None:
    """Browsers get the YASGUI editor, served from this site: no script or style from a CDN."""
    response = client.get("/sparql", headers={"Accept": BROWSER})
    assert response.status_code == 200 and response.mimetype == "text/html"
    page = response.get_data(as_text=True)
    assert '<script src="/static/yasgui/yasgui.min.js"></script>' in page
    assert 'href="/static/yasgui/yasgui.min.css"' in page
    for cdn in ("http://", "https://", "//cdn", "unpkg", "jsdelivr"):
        assert f'src="{cdn}' not in page and f"href=\"{cdn}" not in page.replace('href="https://schema', "")
    assert "unpkg.com" not in page and "jsdelivr" not in page
    script = client.get("/static/yasgui/yasgui.min.js")
    assert script.status_code == 200 and len(script.data) > 100_000
    script.close()
