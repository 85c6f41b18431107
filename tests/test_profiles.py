"""Resource pages read as profiles: a person's CV sections, a paper's authors and versions, an
organization's people, a venue's editions, a document's counts; then every statement, under
prefixed names, with inferred ones marked. Over the hand-built records, mapped and reasoned."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import replace

import pyoxigraph as ox
import pytest
from bs4 import BeautifulSoup, Tag
from flask.testing import FlaskClient

from cvkg.config import Settings
from cvkg.model import PRESENT, CvRecord, Degree, PartialDate, Period, Person, Position, Talk
from cvkg.store import GraphNames, KnowledgeGraph
from cvkg.web import create_app
from cvkg.web.describe import prefixed
from tests.records import ada_record, document, profile_records
from tests.web_fixtures import compiled

BASE = "http://example.org/"
ADA = f"{BASE}id/person/ada-lovelace"
BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"


@pytest.fixture(scope="module")
def graph() -> KnowledgeGraph:
    """The profile records compiled (mapped, validated, reasoned) into an in-memory store."""
    return compiled(profile_records(), BASE)


@pytest.fixture
def client(graph: KnowledgeGraph) -> FlaskClient:
    return create_app(Settings(base_uri=BASE), graph).test_client()


def page(client: FlaskClient, path: str) -> BeautifulSoup:
    response = client.get(path, headers={"Accept": BROWSER})
    assert response.status_code == 200, response.get_data(as_text=True)[:500]
    return BeautifulSoup(response.get_data(as_text=True), "html.parser")


def text(node: Tag | None) -> str:
    assert node is not None
    return re.sub(r"\s+", " ", node.get_text(" ", strip=True))


def items(soup: BeautifulSoup, section: str) -> list[str]:
    """The text of each entry of a section (its list items)."""
    found = soup.find("section", id=section)
    assert found is not None, f"no section {section}"
    return [text(li) for li in found.find_all("li")]


def test_person_sections_come_in_cv_order(client: FlaskClient) -> None:
    """The sections a CV has, in CV order; candidate identities after them, all statements last."""
    soup = page(client, "/doc/person/ada-lovelace")
    order = [s["id"] for s in soup.find_all("section")]
    assert order == ["education", "positions", "publications", "awards", "talks", "teaching", "service",
                     "students", "advisors", "committees", "coauthors", "provenance-section"]
    toc = [a["href"] for a in soup.find("nav", class_="toc").find_all("a")]
    assert toc[:3] == ["#education", "#positions", "#publications"]
    assert soup.find_all("details")[-1]["id"] == "all-statements"


def test_person_header_has_name_headline_and_contact(client: FlaskClient) -> None:
    """Name, headline and current position, then email, homepage and ORCID as links."""
    soup = page(client, "/doc/person/ada-lovelace")
    assert text(soup.h1) == "Ada Lovelace"
    assert text(soup.find(class_="headline")) == (
        "Professor of Computing, Example University · Professor, Example University")
    contact = soup.find("dl", id="contact")
    links = {text(a): a["href"] for a in contact.find_all("a")}
    assert links == {"ada@example.org": "mailto:ada@example.org", "https://ada.example.org/": "https://ada.example.org/",
                     "https://orcid.org/0000-0002-1825-0097": "https://orcid.org/0000-0002-1825-0097"}
    assert [text(dt) for dt in contact.find_all("dt")] == ["Email", "Homepage", "ORCID"]


def test_person_records_show_what_when_details_and_source(client: FlaskClient) -> None:
    """Each CV entry: whom or what, the role, the dates, its other details, and its source lines."""
    soup = page(client, "/doc/person/ada-lovelace")
    assert items(soup, "education") == [
        "University of London , Ph.D. 1835-09 – 1840-06 advisor: Augustus De Morgan "
        "dissertation title: On Engines field of study: Mathematics ada.md :5–7"]
    assert items(soup, "positions") == [  # the ongoing job first
        "Example University , Professor 1841 – present location: London position kind: job ada.md :9",
        "Babbage Labs , Research Intern 1834-06 – 1834-09 position kind: internship ada.md :10"]
    assert items(soup, "awards") == ["Royal Medal 1843 ada.md :12"]
    assert items(soup, "talks") == ["Engines and Poetry 1844-03 organizer: Royal Society ada.md :18"]
    assert items(soup, "teaching") == [
        "Mechanical Computation 1845 course code: CS 101 academic term: Fall 1845 ada.md :20"]
    assert items(soup, "service") == ["SoE , Program Committee 1845 ada.md :22"]
    assert items(soup, "students") == [
        "Grace Hopper 1850 co-advisor: Charles Babbage outcome: Navy student level: phd student status: past "
        "ada.md :24"]
    assert items(soup, "advisors") == ["Augustus De Morgan"]
    assert items(soup, "committees") == ["Alan Turing 1851 institution: University of London ada.md :26"]
    education = soup.find("section", id="education")
    assert education.find("a", string="University of London")["href"] == "/doc/organization/university-of-london"
    assert education.find("a", string="ada.md")["href"] == "/doc/document/ada"


def test_person_publications_by_year_with_ordered_authors_and_editions(client: FlaskClient) -> None:
    """Publications grouped by year, newest first; authors in order, linked (the person in bold);
    the venue edition linked; notes such as awards shown."""
    soup = page(client, "/doc/person/ada-lovelace")
    section = soup.find("section", id="publications")
    assert [text(h) for h in section.find_all("h3")] == ["1843", "1842"]
    titles = [text(li.find("a", class_="title")) for li in section.find_all("li")]
    assert sorted(titles) == ["Difference Engines at Scale", "Notes on the Analytical Engine",
                              "Notes on the Analytical Engine"]  # the journal paper and its preprint
    engines = section.find("li", id="work-difference-engines-at-scale")
    assert text(engines.find(class_="authors")) == "Charles Babbage , Ada Lovelace , Mary Somerville"
    assert engines.find(class_="authors").b.get_text() == "Ada Lovelace"
    assert [a["href"] for a in engines.find(class_="authors").find_all("a")] == [
        "/doc/person/charles-babbage", "/doc/person/mary-somerville"]
    edition = engines.find(class_="venue").a
    assert (text(edition), edition["href"]) == ("SoE 1842", "/doc/event/soe-1842")
    notes = section.find("li", id="work-notes-on-the-analytical-engine")
    assert text(notes.find(class_="award")) == "Best Paper Award"
    assert "SM 1843" in text(notes.find(class_="venue"))


def test_each_coauthor_appears_once_ranked_by_joint_papers(client: FlaskClient) -> None:
    """One entry per co-author (not per triple, not once for foaf and once for schema), most joint papers first."""
    soup = page(client, "/doc/person/ada-lovelace")
    assert items(soup, "coauthors") == ["Charles Babbage 3", "Mary Somerville 1"]


def test_candidate_identities_show_score_and_evidence(client: FlaskClient) -> None:
    """A person the resolver kept apart from a likely namesake shows the candidate with its evidence."""
    soup = page(client, "/doc/person/w-zhang")
    rows = [[text(td) for td in tr.find_all("td")] for tr in soup.find("section", id="candidates").find_all("tr")[1:]]
    assert rows == [["Wei Zhang", "cvkg:possibleSameAs", "0.6", "initials match the only full name in the document"]]


def statement_rows(soup: BeautifulSoup) -> dict[str, Tag]:
    table = soup.find("table", id="statements")
    return {text(tr.th): tr.td for tr in table.find_all("tr", recursive=False)}


def test_all_statements_lists_every_property_under_prefixed_names(client: FlaskClient, graph: KnowledgeGraph) -> None:
    """The complete table has one row per property the store holds for the person, asserted or
    inferred, named by prefix, so foaf:knows and schema:knows are two rows, never one label twice."""
    soup = page(client, "/doc/person/ada-lovelace")
    held = {prefixed(r["p"].value) for r in graph.query(f"SELECT DISTINCT ?p WHERE {{ <{ADA}> ?p ?o }}")}
    rows = statement_rows(soup)
    assert set(rows) == held
    assert {"foaf:knows", "schema:knows", "cvkg:coAuthor", "rdf:type"} <= held
    assert len(soup.find("table", id="statements").find_all("tr", recursive=False)) == len(held)
    assert [text(t) for t in soup.find(class_="types").find_all("span")] == ["foaf:Person", "schema:Person",
                                                                              "foaf:Agent"]


def test_all_statements_marks_inferred_values(client: FlaskClient, graph: KnowledgeGraph) -> None:
    """A property that is only inferred is marked once; an inferred value beside asserted ones is marked itself."""
    rows = statement_rows(page(client, "/doc/person/ada-lovelace"))
    inferred = {prefixed(r["p"].value) for r in graph.query(f"""SELECT DISTINCT ?p WHERE {{
        GRAPH <{GraphNames(BASE).inferred}> {{ <{ADA}> ?p ?o }}
        FILTER NOT EXISTS {{ GRAPH ?g {{ <{ADA}> ?p ?asserted }} FILTER(?g != <{GraphNames(BASE).inferred}>) }} }}""")}
    assert "foaf:knows" in inferred
    for name, cell in rows.items():
        tagged = cell.find(class_="inferred-tag", recursive=False) is not None
        assert tagged == (name in inferred), name
    knows_about = rows["schema:knowsAbout"]  # "analytical engines" asserted, "Python" from cvkg:skill
    assert [text(s) for s in knows_about.find_all(class_="inferred", recursive=False)] == ["Python"]
    assert "Charles Babbage" in text(rows["foaf:knows"]) and "Charles Babbage" in text(rows["schema:knows"])


def test_all_statements_nest_records_with_their_source_not_derivation_nodes(client: FlaskClient) -> None:
    """A record (a degree) is nested with its properties and source lines; derivations are sources, not records."""
    soup = page(client, "/doc/person/ada-lovelace")
    degree = statement_rows(soup)["schema:alumniOf"].find("div", class_="record")
    names = [text(dt) for dt in degree.find_all("dt")]
    assert names[:2] == ["rdf:type", "cvkg:advisor"]
    assert {"cvkg:fieldOfStudy", "schema:keywords", "schema:roleName", "schema:startDate"} <= set(names)
    assert "prov:qualifiedDerivation" not in names and "prov:wasDerivedFrom" not in names
    assert text(degree.find(class_="muted")) == "source ada.md :5–7"
    assert text(statement_rows(soup)["prov:qualifiedDerivation"]) == "source ada.md :1"
    assert "prov:Derivation" not in soup.get_text()


def test_person_jsonld_is_embedded_and_parses(client: FlaskClient) -> None:
    """The page embeds the person's schema.org JSON-LD (asserted statements, records nested)."""
    soup = page(client, "/doc/person/ada-lovelace")
    data = json.loads(soup.find("script", type="application/ld+json").string)
    assert data["@id"] == ADA and data["@type"] == "Person" and data["name"] == "Ada Lovelace"
    assert data["alumniOf"]["@type"] == "Role" and data["alumniOf"]["roleName"] == "Ph.D."
    assert "knows" not in data  # inferred, so left to the RDF forms
    triples = {str(t) for t in ox.parse(json.dumps(data).encode(), format=ox.RdfFormat.JSON_LD)}
    assert f'<{ADA}> <https://schema.org/email> "ada@example.org"' in triples


def test_publication_page_shows_authors_venue_listings_and_versions(client: FlaskClient) -> None:
    """A paper: authors in order, edition and series, year, the CVs that list it, and its other version."""
    soup = page(client, "/doc/publication/notes-on-the-analytical-engine")
    assert [text(li) for li in soup.find("ol", id="authors").find_all("li")] == ["Ada Lovelace", "Charles Babbage"]
    work = text(soup.find("section", id="work"))
    assert "Venue SM 1843 · series SM" in work and "Year 1843" in work and "Best Paper Award" in work
    assert [text(li) for li in soup.find("ul", id="provenance").find_all("li")] == [
        "cvs/ada.md , lines 14–15 (about Ada Lovelace)", "cvs/charles.txt , lines 5 (about Charles Babbage)"]
    versions = soup.find("section", id="versions")
    assert "arXiv" in text(versions.find(class_="venue")) and "1842" not in text(soup.find("section", id="work"))


def test_organization_page_lists_who_worked_and_studied_there(client: FlaskClient) -> None:
    """An organization: people who studied there (degree, dates), committees it hosted, people who worked there."""
    soup = page(client, "/doc/organization/university-of-london")
    assert items(soup, "education") == [
        "Ada Lovelace , Ph.D. 1835-09 – 1840-06 advisor: Augustus De Morgan dissertation title: On Engines "
        "field of study: Mathematics ada.md :5–7",
        "Charles Babbage , B.A. 1810 – 1814 charles.txt :2"]
    assert items(soup, "committees") == ["Ada Lovelace 1851 dissertation committee of: Alan Turing ada.md :26"]
    assert text(soup.find("section", id="education").find("h2")).startswith("People who studied here")
    assert items(page(client, "/doc/organization/babbage-labs"), "positions")[0].startswith(
        "Charles Babbage , Director 1830 – present")


def test_venue_series_page_lists_editions_papers_by_year_and_service(client: FlaskClient) -> None:
    """A venue series: its editions, its papers grouped by year, and the service roles at it."""
    soup = page(client, "/doc/venue/soe")
    assert text(soup.find(id="editions")) == "Editions: SoE 1845 1 · SoE 1844 1 · SoE 1842 1"
    section = soup.find("section", id="publications")
    assert [text(h) for h in section.find_all("h3")] == ["1845", "1844", "1842"]
    assert items(soup, "service") == ["Ada Lovelace , Program Committee 1845 ada.md :22"]
    edition = page(client, "/doc/event/soe-1842")
    assert text(edition.h1) == "SoE 1842"
    assert [text(a) for a in edition.find("section", id="publications").find_all("a", class_="title")] == [
        "Difference Engines at Scale"]


def test_document_page_says_whose_it_is_and_counts_what_it_asserts(client: FlaskClient) -> None:
    """A document: whom it is about, and how many of each kind of thing it asserts."""
    soup = page(client, "/doc/document/ada")
    assert "About: Ada Lovelace" in text(soup.find("article"))
    counts = {text(tr.td): text(tr.find_all("td")[-1]) for tr in soup.find("table", id="counts").find_all("tr")[1:]}
    assert {k: counts[k] for k in ("Education", "Positions", "Publications", "Awards", "Talks", "Teaching",
                                   "Service", "Students and advisees", "Dissertation committees")} == {
        "Education": "1", "Positions": "2", "Publications": "2", "Awards": "1", "Talks": "1", "Teaching": "1",
        "Service": "1", "Students and advisees": "1", "Dissertation committees": "1"}


@pytest.fixture
def query_log(graph: KnowledgeGraph, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every SPARQL query the store runs while the test does (the real store answers them)."""
    log: list[str] = []
    real = KnowledgeGraph.query

    def logged(self: KnowledgeGraph, sparql: str, **kwargs: object) -> object:
        log.append(sparql)
        return real(self, sparql, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(KnowledgeGraph, "query", logged)
    yield log


@pytest.mark.parametrize("path", ["/doc/person/ada-lovelace", "/doc/publication/notes-on-the-analytical-engine",
                                  "/doc/organization/university-of-london", "/doc/venue/soe", "/doc/document/ada"])
def test_pages_cost_a_few_queries_not_one_per_value(client: FlaskClient, query_log: list[str], path: str) -> None:
    """A page runs a fixed handful of queries, however many values it shows."""
    page(client, path)
    assert 0 < len(query_log) <= 12, query_log


def test_a_talk_listed_by_its_host_alone_is_shown_by_its_host() -> None:
    """A seminar with no title ("1844: Royal Society; Athenaeum") is listed under Talks by its host."""
    ada = ada_record()
    seminar = Talk(None, ada.source.span(18), host="Athenaeum Club", date=PartialDate(1844))
    client = create_app(Settings(base_uri=BASE), compiled([replace(ada, talks=(seminar,))], BASE)).test_client()
    assert items(page(client, "/doc/person/ada-lovelace"), "talks") == ["Athenaeum Club 1844 ada.md :18"]


def test_a_fact_two_documents_state_is_one_entry_with_both_sources() -> None:
    """A person's CV and homepage both list the doctorate: one entry, both sources, the details of
    both; a job the two date differently stays two entries."""
    ada = ada_record()
    home = document("ada-home.md")
    homepage = CvRecord(
        source=home, person=Person("Ada Lovelace", home.span(1)),
        education=(Degree("Ph.D.", "University of London", home.span(3), location="London",
                          period=Period(PartialDate(1835, 9), PartialDate(1840, 6))),),
        positions=(Position("Professor", "Example University", home.span(4),
                            period=Period(PartialDate(1842), PRESENT)),),
    )
    client = create_app(Settings(base_uri=BASE), compiled([ada, homepage], BASE)).test_client()
    soup = page(client, "/doc/person/ada-lovelace")
    [degree] = items(soup, "education")
    assert degree.startswith("University of London , Ph.D. 1835-09 – 1840-06 ")
    assert degree.endswith(" ada-home.md :3 ada.md :5–7")
    for detail in ("location: London", "advisor: Augustus De Morgan", "dissertation title: On Engines"):
        assert detail in degree
    assert [p.split(" ")[-2:] for p in items(soup, "positions")] == [
        ["ada-home.md", ":4"], ["ada.md", ":9"], ["ada.md", ":10"]]


def test_landing_page_and_void_count_the_graph_once_per_process(client: FlaskClient, query_log: list[str]) -> None:
    """Whole-graph counts are computed on the first request; later requests run no query for them."""
    for path in ("/", "/.well-known/void"):
        assert client.get(path).status_code == 200
        first = len(query_log)
        assert first > 0
        assert client.get(path).status_code == 200
        assert len(query_log) == first
        query_log.clear()
