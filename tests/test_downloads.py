"""Downloads from an on-disk store: generated once next to the store, cacheable, gzip on request."""

from __future__ import annotations

import gzip
from collections.abc import Iterator
from pathlib import Path

import pyoxigraph as ox
import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from cvkg.config import Settings
from cvkg.web import create_app
from tests.web_fixtures import BASE, build_home, nquads


@pytest.fixture
def app(tmp_path: Path) -> Iterator[Flask]:
    """An app over a freshly built on-disk store."""
    build_home(tmp_path)
    app = create_app(Settings(base_uri=BASE, home=tmp_path))
    yield app
    app.extensions["cvkg"].close()


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


def fetch(client: FlaskClient, url: str, **headers: str) -> TestResponse:
    """GET and read the body, then close (file responses keep the file open until closed)."""
    response = client.get(url, headers=headers)
    response.get_data()
    response.close()
    return response


def canonical(data: bytes, fmt: ox.RdfFormat) -> set[str]:
    """Quads as canonical N-Quads lines (the fixture has one blank node, so labels need care)."""
    dataset = ox.Dataset(ox.Quad(q.subject, q.predicate, q.object, q.graph_name) if isinstance(q, ox.Quad)
                         else ox.Quad(q.subject, q.predicate, q.object) for q in ox.parse(data, format=fmt))
    dataset.canonicalize(ox.CanonicalizationAlgorithm.RDFC_1_0)
    return {str(q) for q in dataset}


def test_nquads_download_is_the_store(client: FlaskClient) -> None:
    """The N-Quads download is the built dataset, every named graph included."""
    downloaded = canonical(fetch(client, "/download/cvkg.nq").data, ox.RdfFormat.N_QUADS)
    assert downloaded == canonical(nquads(), ox.RdfFormat.N_QUADS)


def test_dumps_are_written_next_to_the_store(app: Flask, client: FlaskClient) -> None:
    """The first request writes cvkg.ttl and cvkg.ttl.gz under {store}/dumps; later ones reuse them."""
    fetch(client, "/download/cvkg.ttl")
    folder = app.extensions["cvkg"].graph.path / "dumps"
    assert (folder / "cvkg.ttl").exists() and (folder / "cvkg.ttl.gz").exists()
    mtime = (folder / "cvkg.ttl").stat().st_mtime_ns
    fetch(client, "/download/cvkg.ttl")
    assert (folder / "cvkg.ttl").stat().st_mtime_ns == mtime


def test_gzip_by_accept_encoding_varies_on_it(client: FlaskClient) -> None:
    """Accept-Encoding: gzip gets the compressed body with its own ETag, and Vary names Accept-Encoding."""
    plain = fetch(client, "/download/cvkg.nt")
    zipped = fetch(client, "/download/cvkg.nt", **{"Accept-Encoding": "gzip, deflate"})
    assert zipped.headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(zipped.data) == plain.data
    assert zipped.headers["ETag"] != plain.headers["ETag"]
    for response in (plain, zipped):
        assert "Accept-Encoding" in response.headers["Vary"]


def test_gzip_refused_with_q_zero(client: FlaskClient) -> None:
    """Accept-Encoding: gzip;q=0 means no gzip."""
    response = fetch(client, "/download/cvkg.nt", **{"Accept-Encoding": "gzip;q=0, identity"})
    assert "Content-Encoding" not in response.headers
    assert b"<http://example.org/id/person/ada-lovelace>" in response.data


def test_etag_and_last_modified_give_304(client: FlaskClient) -> None:
    """A matching If-None-Match is answered 304 with no body."""
    first = fetch(client, "/download/cvkg.jsonld")
    assert first.headers["ETag"] and first.headers["Last-Modified"]
    again = fetch(client, "/download/cvkg.jsonld", **{"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304 and again.data == b""


def test_download_index_lists_every_dump(client: FlaskClient) -> None:
    """/download/ lists all five dumps, each a working link."""
    page = fetch(client, "/download/", Accept="text/html").get_data(as_text=True)
    for name in ("ttl", "jsonld", "nt", "nq", "trig"):
        assert f"cvkg.{name}" in page
        assert fetch(client, f"/download/cvkg.{name}").status_code == 200


def test_unknown_download_is_404(client: FlaskClient) -> None:
    """A format that is not offered is a 404 in the error shape."""
    response = fetch(client, "/download/cvkg.xlsx")
    assert response.status_code == 404 and response.get_json()["ok"] is False
