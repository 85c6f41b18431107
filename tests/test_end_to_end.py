"""End to end: build data/ into a temporary home, start the real server on loopback, query it over HTTP."""

from __future__ import annotations

import json
import urllib.parse
import urllib.request

import pytest
from rdflib import Graph, URIRef

from cvkg.vocab import FOAF, SCHEMA
from tests.servers import Server


@pytest.fixture
def server(live_server: Server) -> Server:
    """The seeds built into a fresh home and served by `cvkg serve` on a free port (shared by the session)."""
    return live_server


def fetch(url: str, accept: str) -> tuple[int, str, bytes]:
    request = urllib.request.Request(url, headers={"Accept": accept})
    with urllib.request.urlopen(request, timeout=20) as response:
        return response.status, response.headers["Content-Type"], response.read()


def sparql(server: Server, query: str, accept: str) -> tuple[str, bytes]:
    url = f"{server.url}/sparql?{urllib.parse.urlencode({'query': query})}"
    status, content_type, body = fetch(url, accept)
    assert status == 200
    return content_type, body


def test_every_person_is_counted(server: Server) -> None:
    """Counting schema:Person over HTTP gives every CV subject and co-author the build resolved."""
    content_type, body = sparql(server, "PREFIX schema: <https://schema.org/> "
                                "SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE { ?p a schema:Person }",
                                "application/sparql-results+json")
    assert content_type.startswith("application/sparql-results+json")
    count = int(json.loads(body)["results"]["bindings"][0]["n"]["value"])
    assert count == server.result.counts["persons"]
    assert count > len(server.result.records)


def test_describe_gives_degrees_jobs_and_papers(server: Server) -> None:
    """DESCRIBE of each CV subject returns Turtle with their degrees, jobs and papers."""
    for record in server.result.records:
        uri = next(u for m, u in server.result.resolution.mentions
                   if m.doc == record.source.name and m.text == record.person.name)
        _, body = sparql(server, f"DESCRIBE <{uri}>", "text/turtle")
        graph = Graph().parse(data=body, format="turtle")
        me = URIRef(uri)
        assert len(set(graph.objects(me, SCHEMA.alumniOf))) >= len(record.education)
        assert len(set(graph.objects(me, SCHEMA.worksFor))) >= len(record.positions)
        papers = set(graph.objects(me, FOAF.made))  # foaf:made is inferred from schema:author
        assert len(papers) >= len({p.title for p in record.publications if record.person.name in p.authors})


def test_landing_page_and_downloads_answer(server: Server) -> None:
    """The landing page shows counts and the Turtle download parses."""
    status, content_type, body = fetch(f"{server.url}/", "text/html")
    assert status == 200 and content_type.startswith("text/html")
    assert str(server.result.counts["persons"]) in body.decode()
    status, _, body = fetch(f"{server.url}/download/cvkg.ttl", "text/turtle")
    assert len(Graph().parse(data=body, format="turtle")) > 100
