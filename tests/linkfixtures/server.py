"""A loopback stand-in for dblp, Wikidata, ORCID and OpenAlex, for the linking tests.

Real HTTP: a Flask app on a free loopback port (werkzeug's threaded server, in a background
thread). SPARQL 1.1 Protocol endpoints (GET or POST form ``query``) answer SPARQL JSON from
pyoxigraph stores loaded with the fixture Turtle files; ORCID and OpenAlex routes answer
JSON files the way those APIs do. ``/slow/...`` routes sleep first (for timeouts), and every
request's User-Agent is recorded.

    /dblp/sparql  /wikidata/sparql  /scholarly/sparql      SPARQL endpoints
    /orcid/v3.0/expanded-search/?q=...  /orcid/v3.0/{id}/works
    /openalex/authors?search=...  /openalex/works?filter=author.id:A...
    /slow/<any of the above>
"""

from __future__ import annotations

import json
import re
import threading
import time
from pathlib import Path
from typing import Any

import pyoxigraph as ox
from flask import Flask, Response, abort, request
from werkzeug.serving import make_server

HERE = Path(__file__).resolve().parent
DATASETS = {"dblp": "dblp.ttl", "wikidata": "wikidata.ttl", "scholarly": "wikidata-scholarly.ttl"}


def _store(name: str) -> ox.Store:
    store = ox.Store()
    store.load(path=str(HERE / name), format=ox.RdfFormat.TURTLE)
    return store


def _orcid_search(query: str) -> dict[str, Any]:
    records = json.loads((HERE / "orcid" / "search.json").read_text(encoding="utf-8"))["expanded-result"]
    if query.startswith("orcid:"):
        hits = [r for r in records if r["orcid-id"] == query[6:]]
    else:
        family = re.search(r'family-name:"([^"]*)"', query)
        given = re.search(r'given-names:"([^"]*)"', query)
        hits = [r for r in records
                if (not family or r["family-names"].lower() == family.group(1).lower())
                and (not given or r["given-names"].lower() == given.group(1).lower())]
    return {"expanded-result": hits or None, "num-found": len(hits)}


def _openalex_authors(search: str) -> dict[str, Any]:
    authors = json.loads((HERE / "openalex" / "authors.json").read_text(encoding="utf-8"))["results"]
    wanted = search.lower()
    hits = [a for a in authors
            if wanted in a["display_name"].lower()
            or any(wanted in n.lower() for n in a["display_name_alternatives"])]
    return {"meta": {"count": len(hits)}, "results": hits}


def _openalex_works(filter_: str) -> dict[str, Any]:
    works = json.loads((HERE / "openalex" / "works.json").read_text(encoding="utf-8"))["results"]
    author = filter_.removeprefix("author.id:")
    hits = [w for w in works if any((a["author"]["id"] or "").endswith(author) for a in w["authorships"])]
    return {"meta": {"count": len(hits)}, "results": hits}


def create_app(*, slow_s: float = 3.0) -> Flask:
    """The fixture services in one app; ``slow_s`` is how long ``/slow/...`` routes sleep."""
    app = Flask(__name__)
    stores = {name: _store(file) for name, file in DATASETS.items()}
    app.config["USER_AGENTS"] = []

    def answer(path: str) -> Response:
        app.config["USER_AGENTS"].append(request.headers.get("User-Agent", ""))
        if path.startswith("slow/"):
            time.sleep(slow_s)
            path = path[5:]
        if path.endswith("/sparql") and path[:-7] in stores:
            query = request.values.get("query")
            if not query:
                abort(400)
            try:
                result = stores[path[:-7]].query(query)
            except SyntaxError as exc:
                return Response(str(exc), status=400)
            body = result.serialize(format=ox.QueryResultsFormat.JSON)
            return Response(body, mimetype="application/sparql-results+json")
        if path == "orcid/v3.0/expanded-search/":
            return _json(_orcid_search(request.args.get("q", "")))
        works = re.fullmatch(r"orcid/v3\.0/([\dX-]+)/works", path)
        if works:
            file = HERE / "orcid" / f"{works.group(1)}.json"
            return Response(file.read_bytes(), mimetype="application/json") if file.exists() else abort(404)
        if path == "openalex/authors":
            return _json(_openalex_authors(request.args.get("search", "")))
        if path == "openalex/works":
            return _json(_openalex_works(request.args.get("filter", "")))
        abort(404)

    app.add_url_rule("/<path:path>", "answer", answer, methods=["GET", "POST"], strict_slashes=False)
    return app


def _json(data: dict[str, Any]) -> Response:
    return Response(json.dumps(data), mimetype="application/json")


class FixtureServer:
    """The app on a free loopback port, served from a background thread until ``stop()``."""

    def __init__(self, *, slow_s: float = 3.0) -> None:
        self.app = create_app(slow_s=slow_s)
        self.server = make_server("127.0.0.1", 0, self.app, threaded=True)
        self.url = f"http://127.0.0.1:{self.server.server_port}/"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def start(self) -> FixtureServer:
        self.thread.start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=5)

    @property
    def user_agents(self) -> list[str]:
        return list(self.app.config["USER_AGENTS"])
