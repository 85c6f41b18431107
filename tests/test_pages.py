"""Linked-data pages over an on-disk store: suffixes, Vary, HTML content, JSON-LD, VoID, sitemap."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pyoxigraph as ox
import pytest
from bs4 import BeautifulSoup
from flask import Flask
from flask.testing import FlaskClient

from cvkg.config import Settings
from cvkg.web import create_app
from tests.web_fixtures import BASE, build_home

BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
ADA = f"{BASE}id/person/ada-lovelace"


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


def ada_page(client: FlaskClient) -> str:
    response = client.get("/doc/person/ada-lovelace", headers={"Accept": BROWSER})
    assert response.status_code == 200 and response.mimetype == "text/html"
    return response.get_data(as_text=True)


def triples(data: bytes, fmt: ox.RdfFormat) -> set[str]:
    return {str(t.triple if isinstance(t, ox.Quad) else t) for t in ox.parse(data, format=fmt)
            if not isinstance(t.subject, ox.BlankNode) and not isinstance(t.object, ox.BlankNode)}


@pytest.mark.parametrize(("suffix", "fmt"), [
    ("ttl", ox.RdfFormat.TURTLE), ("jsonld", ox.RdfFormat.JSON_LD), ("rdf", ox.RdfFormat.RDF_XML)])
def test_every_suffix_gives_the_same_triples(client: FlaskClient, suffix: str, fmt: ox.RdfFormat) -> None:
    """/doc/...{.ttl,.jsonld,.rdf} parse to the same IRI/literal triples as .nt, in their media type."""
    reference = triples(client.get("/doc/person/ada-lovelace.nt").data, ox.RdfFormat.N_TRIPLES)
    response = client.get(f"/doc/person/ada-lovelace.{suffix}")
    assert response.mimetype == fmt.media_type
    assert triples(response.data, fmt) == reference
    assert f'<{ADA}> <https://schema.org/name> "Ada Lovelace"' in reference


def test_suffix_beats_accept_and_pages_vary_on_accept(client: FlaskClient) -> None:
    """A suffix names the format whatever the Accept header says; answers say they vary on Accept."""
    response = client.get("/doc/person/ada-lovelace.ttl", headers={"Accept": BROWSER})
    assert response.mimetype == "text/turtle"
    assert "Accept" in response.headers["Vary"]
    assert "Accept" in client.get("/id/person/ada-lovelace").headers["Vary"]


def test_page_shows_label_types_links_and_provenance(client: FlaskClient) -> None:
    """The HTML page has the label, types, linked resources by label, and the source lines."""
    page = ada_page(client)
    assert "<h1>Ada Lovelace</h1>" in page
    assert "Person" in page and "Analytical Society" in page
    assert 'href="/doc/organization/analytical-society"' in page
    provenance = BeautifulSoup(page, "html.parser").find("ul", id="provenance")
    assert provenance is not None and provenance.get_text().strip() == "ada-cv.md, lines 1–2 (about Ada Lovelace)"


def test_page_shows_incoming_links_and_marks_inferred_facts(client: FlaskClient) -> None:
    """Who links here (Charles, the paper) is listed; foaf:made, only inferred, is marked."""
    soup = BeautifulSoup(ada_page(client), "html.parser")
    incoming = soup.find("table", id="incoming")
    assert incoming is not None
    assert "Charles Babbage" in incoming.get_text() and "Notes on the Analytical Engine" in incoming.get_text()
    made = next(tr.td for tr in soup.find("table", id="statements").find_all("tr") if tr.th.get_text() == "foaf:made")
    assert "Notes on the Analytical Engine" in made.get_text() and made.find(class_="inferred-tag") is not None
    asserted = next(tr.td for tr in soup.find("table", id="statements").find_all("tr")
                    if tr.th.get_text() == "schema:worksFor")
    assert asserted.find(class_="inferred-tag") is None and asserted.find(class_="inferred") is None


def test_page_never_links_script_iris(client: FlaskClient) -> None:
    """An IRI from a CV such as javascript:... is shown, never made a link."""
    page = ada_page(client)
    assert 'href="https://ada.example.org/"' in page
    assert 'href="javascript:' not in page


def test_embedded_jsonld_parses_offline_into_the_graphs_schema_terms(client: FlaskClient) -> None:
    """The page's schema.org JSON-LD parses without fetching a context, into https://schema.org/ IRIs."""
    page = ada_page(client)
    start = page.index('<script type="application/ld+json">') + len('<script type="application/ld+json">')
    data = json.loads(page[start:page.index("</script>", start)])
    parsed = triples(json.dumps(data).encode(), ox.RdfFormat.JSON_LD)
    assert f'<{ADA}> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <https://schema.org/Person>' in parsed
    assert f'<{ADA}> <https://schema.org/name> "Ada Lovelace"' in parsed


def test_unknown_resource_is_a_404_page_for_browsers(client: FlaskClient) -> None:
    """An unknown resource is a 404 HTML page for browsers, not a 500."""
    response = client.get("/doc/person/nobody", headers={"Accept": BROWSER})
    assert response.status_code == 404 and response.mimetype == "text/html"
    assert "nobody" in response.get_data(as_text=True)


def test_void_sitemap_and_robots(client: FlaskClient) -> None:
    """VoID is Turtle naming the endpoint and dumps; the sitemap lists the pages; robots points to it."""
    void = client.get("/.well-known/void", headers={"Accept": "text/turtle"})
    described = triples(void.data, ox.RdfFormat.TURTLE)
    assert any("http://rdfs.org/ns/void#sparqlEndpoint" in t for t in described)
    assert any("http://rdfs.org/ns/void#dataDump" in t for t in described)
    sitemap = client.get("/sitemap.xml").get_data(as_text=True)
    assert f"{BASE}doc/person/ada-lovelace" in sitemap
    assert "Sitemap:" in client.get("/robots.txt").get_data(as_text=True)


def test_landing_page_counts_and_links_people(client: FlaskClient) -> None:
    """The landing page links each person's page and the endpoint and downloads."""
    page = client.get("/", headers={"Accept": BROWSER}).get_data(as_text=True)
    assert "/doc/person/ada-lovelace" in page and "/doc/person/charles-babbage" in page
    assert 'href="/sparql' in page and 'href="/download/' in page


def test_a_link_stated_without_a_role_is_a_profile_entry(client: FlaskClient) -> None:
    """``schema:worksFor <org>`` with no Role node (data from elsewhere) is still an entry under Positions."""
    soup = BeautifulSoup(ada_page(client), "html.parser")
    positions = soup.find("section", id="positions")
    assert positions is not None
    assert [a["href"] for a in positions.find_all("a")] == ["/doc/organization/analytical-society"]
