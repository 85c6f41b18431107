"""End to end: build data/ into a temporary home, start the real server on loopback, query it over HTTP."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from rdflib import Graph, URIRef

from cvkg.config import load_settings
from cvkg.pipeline import BuildResult, build
from cvkg.vocab import FOAF, SCHEMA

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Server:
    url: str
    result: BuildResult


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_until_up(url: str, process: subprocess.Popen[bytes], log: Path, seconds: float = 30) -> None:
    """Poll until the server answers; on failure, show what it printed."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server exited {process.returncode}:\n{log.read_text(errors='replace')}")
        try:
            with urllib.request.urlopen(url, timeout=1):
                return
        except OSError:
            time.sleep(0.2)
    process.kill()
    process.wait()
    raise RuntimeError(f"server did not answer in {seconds} s:\n{log.read_text(errors='replace')}")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """The seeds built into a fresh home and served by `cvkg serve` on a free port."""
    home = tmp_path_factory.mktemp("home")
    port = free_port()
    base = f"http://127.0.0.1:{port}/"
    settings = load_settings(overrides={"home": str(home), "base_uri": base})
    result = build([ROOT / "data"], settings)
    env = {**os.environ, "CVKG_HOME": str(home), "CVKG_BASE_URI": base}
    log = home / "server.log"
    with log.open("wb") as out:
        process = subprocess.Popen([sys.executable, "-m", "cvkg", "serve", "--port", str(port), "--workers", "2"],
                                   cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
        try:
            wait_until_up(base, process, log)
            yield Server(base.rstrip("/"), result)
        finally:
            process.terminate()
            process.wait(timeout=10)


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
