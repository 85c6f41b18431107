"""Linking (issue 7) against loopback stand-ins for dblp, Wikidata, ORCID and OpenAlex, over real HTTP."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from rdflib import Graph, URIRef
from rdflib.compare import graph_diff, isomorphic

from cvkg import __version__
from cvkg.config import Settings
from cvkg.link import LinkResult, client_for, link_dataset, link_entities
from cvkg.link.evidence import local_entities
from cvkg.link.model import LocalPaper, LocalPerson, Relation, Service
from cvkg.model import CvRecord, Degree, PartialDate, Period, Person, Position, Publication, PublicationKind
from cvkg.pipeline import Compiled, Extraction, compile_graph
from cvkg.reasoning import load_ontology
from cvkg.store import GraphNames
from cvkg.validation import load_shapes
from tests.linkfixtures.server import FixtureServer
from tests.records import document

BASE = "http://example.org/"
EXPECTED = json.loads((Path(__file__).parent / "linkfixtures" / "expected-links.json").read_text("utf-8"))
SERVICE_NAMES = {s.iri: s.value for s in Service}
Local = tuple[list[LocalPerson], list[LocalPaper]]
SHARDING = "Adaptive Sharding for Elastic Key-Value Stores"


def mira_record() -> CvRecord:
    doc = document("mira.md")
    s = doc.span
    return CvRecord(
        source=doc, person=Person("Mira Okonkwo", s(1)),
        positions=(Position("Professor", "Northlake University", s(3), period=Period(PartialDate(2018))),),
        education=(Degree("Ph.D.", "Eastbridge Institute of Technology", s(4)),),
        publications=(
            Publication(("Mira Okonkwo", "Wei Chen", "Jonas Feld"), SHARDING,
                        s(6), venue="OSDI 2021", year=2021, kind=PublicationKind.CONFERENCE),
            Publication(("Mira Okonkwo", "Jonas Feld"), "Learned Index Structures for Spatial Data", s(7),
                        venue="VLDB 2019", year=2019, kind=PublicationKind.JOURNAL),
            Publication(("Mira Okonkwo", "Jonas Feld"), "Consistent Snapshots in Geo-Replicated Databases",
                        s(8), venue="SIGMOD 2022", year=2022, kind=PublicationKind.CONFERENCE),
            Publication(("Mira Okonkwo",), "Notes on a Workshop Nobody Indexed", s(9),
                        venue="HotStuff Workshop 2018", year=2018, kind=PublicationKind.WORKSHOP),
            Publication(("Mira Okonkwo", "Priya Raman"), "Tail Latency in Serverless Functions", s(10),
                        venue="EuroSys 2023", year=2023, kind=PublicationKind.CONFERENCE,
                        doi="10.9999/eurosys23.42"),
        ),
    )


def wei_record() -> CvRecord:
    doc = document("wei.md")
    s = doc.span
    return CvRecord(
        source=doc, person=Person("Wei Chen", s(1)),
        positions=(Position("Assistant Professor", "Northlake University", s(3),
                            period=Period(PartialDate(2019))),),
        publications=(
            Publication(("Mira Okonkwo", "Wei Chen", "Jonas Feld"), SHARDING,
                        s(5), venue="OSDI 2021", year=2021, kind=PublicationKind.CONFERENCE),
            Publication(("Wei Chen", "Priya Raman"), "Vectorized Query Compilation for GPUs", s(6),
                        venue="ICDE 2020", year=2020, kind=PublicationKind.CONFERENCE),
            Publication(("Wei Chen", "Jonas Feld"), "Streaming Joins Revisited", s(7),
                        venue="VLDB 2017", year=2017, kind=PublicationKind.JOURNAL),
        ),
    )


def compile_fixture() -> Compiled:
    settings = Settings(base_uri=BASE)
    ontology, shapes = load_ontology(settings.ontology_dir), load_shapes(settings.shapes_dir)
    extraction = Extraction((mira_record(), wei_record()), ())
    return compile_graph(extraction, settings, ontology=ontology, shapes=shapes)


def settings_for(url: str, cache: Path, **changes: object) -> Settings:
    """Every service pointed at the fixture server, fast and patient enough for a test."""
    settings = Settings(
        base_uri=BASE, home=cache.parent, link=True, link_cache_dir=str(cache),
        dblp_sparql_endpoint=f"{url}dblp/sparql", wikidata_sparql_endpoint=f"{url}wikidata/sparql",
        wikidata_scholarly_endpoint=f"{url}scholarly/sparql", orcid_api=f"{url}orcid/v3.0/",
        openalex_api=f"{url}openalex/", link_timeout_s=2.0, link_retries=1, link_backoff_s=0.05,
        link_rate_limits=("dblp=200", "wikidata=200", "orcid=200", "openalex=200"))
    return settings.replace(**changes)


def closed_port_url() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}/"


@pytest.fixture(scope="module")
def server() -> Iterator[FixtureServer]:
    """The fixture services on a free loopback port, for the whole module."""
    running = FixtureServer(slow_s=3.0).start()
    yield running
    running.stop()


@pytest.fixture(scope="module")
def local() -> tuple[list[LocalPerson], list[LocalPaper]]:
    """The local side of the two crafted CVs, read from their compiled dataset."""
    return local_entities(compile_fixture().dataset)


@pytest.fixture(scope="module")
def linked(server: FixtureServer, local: tuple[list[LocalPerson], list[LocalPaper]],
           tmp_path_factory: pytest.TempPathFactory) -> LinkResult:
    """One linking run against the fixture services, with a fresh cache."""
    settings = settings_for(server.url, tmp_path_factory.mktemp("link") / "cache")
    return link_entities(*local, settings, client_for(settings))


def labels(local: Local) -> dict[str, str]:
    """Local IRI -> person name or paper title (as in expected-links.json)."""
    people, papers = local
    return {**{p.iri: p.names[0] for p in people}, **{p.iri: p.titles[0] for p in papers}}


def precision_recall(result: LinkResult, local: Local, kind: str) -> tuple[float, float]:
    """Over every owl:sameAs link of one kind of entity: a link not in the expected set is a false one."""
    names = labels(local)
    people, papers = local
    of_kind = {entity.iri for entity in (people if kind == "people" else papers)}
    expected = {(name, iri) for name, iris in EXPECTED[kind].items() for iri in iris}
    found = {(names[k.local], k.remote) for k in result.links if k.relation is Relation.SAME_AS and k.local in of_kind}
    true = found & expected
    return (len(true) / len(found) if found else 1.0), (len(true) / len(expected) if expected else 1.0)


def test_people_links_have_full_precision_and_high_recall(linked: LinkResult, local: Local) -> None:
    """Against the expected links, people are linked with precision 1.0 and recall at least 0.9."""
    precision, recall = precision_recall(linked, local, "people")
    assert (precision, recall >= 0.9) == (1.0, True), (precision, recall)


def test_paper_links_have_full_precision_and_high_recall(linked: LinkResult, local: Local) -> None:
    """Against the expected links, papers are linked with precision 1.0 and recall at least 0.9."""
    precision, recall = precision_recall(linked, local, "papers")
    assert (precision, recall >= 0.9) == (1.0, True), (precision, recall)


def test_no_link_to_a_homonym(linked: LinkResult, local: Local) -> None:
    """Wei Chen is never sameAs a homonym; the ambiguous dblp bin is at most a candidate."""
    names = labels(local)
    wei = [k for k in linked.links if names.get(k.local) == "Wei Chen"]
    homonyms = set(EXPECTED["homonyms"]["Wei Chen"])
    assert not [k for k in wei if k.remote in homonyms and k.relation is Relation.SAME_AS]
    assert {k.remote for k in wei if k.remote in homonyms} <= {"https://dblp.org/pid/c/WeiChen"}
    ambiguous = next(k for k in wei if k.remote == "https://dblp.org/pid/c/WeiChen")
    assert ambiguous.relation is Relation.POSSIBLE
    assert "ambiguous" in {e.kind for e in ambiguous.evidence}


def test_every_link_has_evidence_beyond_the_name(linked: LinkResult) -> None:
    """No sameAs rests on a name alone: each has ORCID, DOI, title, co-author or affiliation evidence."""
    for link in linked.links:
        if link.relation is Relation.SAME_AS:
            assert {e.kind for e in link.evidence} - {"name"}, link


def test_claims_are_matched_contradicted_or_not_found(linked: LinkResult, local: Local) -> None:
    """Each CV publication's claim check has the expected status and names the field and service."""
    names = labels(local)
    found = {names[c.paper]: [c.status.value, sorted([d.field, d.service.value] for d in c.discrepancies)]
             for c in linked.checks}
    expected = {title: [status, sorted(fields)] for title, (status, fields) in EXPECTED["claims"].items()}
    assert found == expected


def test_year_contradiction_gives_both_values(linked: LinkResult, local: Local) -> None:
    """The contradicted year says what the CV claims, what dblp found, and which record."""
    names = labels(local)
    check = next(c for c in linked.checks if names[c.paper] == "Learned Index Structures for Spatial Data")
    dblp = next(d for d in check.discrepancies if d.service is Service.DBLP)
    assert (dblp.field, dblp.claimed, dblp.found, dblp.record) == (
        "year", "2019", "2020", "https://dblp.org/rec/journals/pvldb/OkonkwoF20")


def test_links_graph_records_confidence_evidence_and_provenance(linked: LinkResult) -> None:
    """Each link node has a confidence, evidence, the service, the activity and the retrieval time."""
    graph = linked.graph
    rows = list(graph.query("""
        PREFIX cvkg: <https://w3id.org/cvkg/ns#> PREFIX prov: <http://www.w3.org/ns/prov#>
        SELECT ?link ?confidence ?service ?activity ?time (COUNT(?e) AS ?evidence) WHERE {
          ?link a cvkg:ExternalLink ; cvkg:confidence ?confidence ; cvkg:service ?service ;
                prov:wasGeneratedBy ?activity ; prov:generatedAtTime ?time ; cvkg:evidence ?e .
          ?activity a prov:Activity ; prov:used ?endpoint .
        } GROUP BY ?link ?confidence ?service ?activity ?time"""))
    assert len(rows) == len(linked.links)
    assert all(0 < float(r[1]) <= 1 and int(r[5]) >= 1 for r in rows)


def test_rerun_answers_from_the_cache(server: FixtureServer, local: Local,
        tmp_path: Path) -> None:
    """A second run with the same cache sends no request and gives an isomorphic links graph."""
    settings = settings_for(server.url, tmp_path / "cache")
    first = link_entities(*local, settings, client_for(settings))
    second = link_entities(*local, settings, client_for(settings))
    assert first.requests > 0 and second.requests == 0 and second.cache_hits > 0
    assert_isomorphic(first.graph, second.graph)


def test_rerun_with_every_endpoint_stopped_gives_the_same_links(local: Local,
        tmp_path: Path) -> None:
    """With every service stopped, a rerun answers from the cache: the same links graph, no failure."""
    own = FixtureServer().start()
    settings = settings_for(own.url, tmp_path / "cache")
    try:
        first = link_entities(*local, settings, client_for(settings))
    finally:
        own.stop()
    second = link_entities(*local, settings, client_for(settings))
    assert not first.failures and not second.failures and second.requests == 0
    assert_isomorphic(first.graph, second.graph)


def test_an_endpoint_that_is_down_leaves_its_entities_unlinked(server: FixtureServer, local: Local,
                                                               tmp_path: Path) -> None:
    """dblp on a closed port: no dblp links, a recorded failure, and the other services still link."""
    down = closed_port_url()
    settings = settings_for(server.url, tmp_path / "cache", dblp_sparql_endpoint=f"{down}sparql")
    result = link_entities(*local, settings, client_for(settings))
    assert set(result.failures) == {Service.DBLP}
    assert not [k for k in result.links if k.service is Service.DBLP]
    assert [k for k in result.links if k.service is Service.WIKIDATA and k.relation is Relation.SAME_AS]
    failure = URIRef(f"{BASE}id/linking/dblp")
    assert (failure, URIRef("https://w3id.org/cvkg/ns#failure"), None) in result.graph


def test_a_slow_endpoint_times_out_calmly(server: FixtureServer, local: Local,
        tmp_path: Path) -> None:
    """An endpoint slower than the timeout is given up after the retries; the run goes on."""
    settings = settings_for(server.url, tmp_path / "cache", link_timeout_s=0.5, link_retries=1,
                            wikidata_sparql_endpoint=f"{server.url}slow/wikidata/sparql")
    started = time.monotonic()
    result = link_entities(*local, settings, client_for(settings))
    assert set(result.failures) == {Service.WIKIDATA}
    assert time.monotonic() - started < 10
    assert [k for k in result.links if k.service is Service.DBLP and k.relation is Relation.SAME_AS]


def test_cache_only_with_an_empty_cache_links_nothing(server: FixtureServer, local: Local,
        tmp_path: Path) -> None:
    """Offline with nothing cached: every service is 'not linked', claims unchecked, nothing raised."""
    settings = settings_for(server.url, tmp_path / "cache", link_cache_only=True)
    result = link_entities(*local, settings, client_for(settings))
    assert result.requests == 0 and not result.links and len(result.failures) == 4
    assert {c.status.value for c in result.checks} == {"unchecked"}


def test_requests_name_cvkg_in_the_user_agent(server: FixtureServer, linked: LinkResult) -> None:
    """Every request the fixture services received names cvkg and its version."""
    assert server.user_agents
    assert all(f"cvkg/{__version__}" in agent for agent in server.user_agents)


def test_build_hook_adds_the_links_graph_and_the_claim_query_lists_it(server: FixtureServer,
                                                                     tmp_path: Path) -> None:
    """link_dataset adds {base}graph/links to the dataset; the claim-check query reads it from a store."""
    from cvkg.queries import load_queries
    from cvkg.store import KnowledgeGraph, to_nquads

    compiled = compile_fixture()
    settings = settings_for(server.url, tmp_path / "cache")
    link_dataset(compiled.dataset, settings)
    links = compiled.dataset.graph(URIRef(GraphNames(BASE).links))
    assert len(links) > 0
    kg = KnowledgeGraph.in_memory()
    kg.add_nquads(to_nquads(compiled.dataset))
    query = load_queries(settings.queries_dir)["claim-check"]
    rows = [{v.value: s[v.value].value for v in r.variables if s[v.value] is not None}
            for r in [kg.store.query(query.sparql)] for s in r]
    statuses = {(r["title"], r["status"], r.get("field"), SERVICE_NAMES.get(r.get("service", "")))
                for r in rows}
    assert ("Learned Index Structures for Spatial Data", "contradicted", "year", "dblp") in statuses
    assert ("Notes on a Workshop Nobody Indexed", "not found", None, None) in statuses


def assert_isomorphic(expected: Graph, actual: Graph) -> None:
    if not isomorphic(expected, actual):
        _, only_expected, only_actual = graph_diff(expected, actual)
        pytest.fail(f"only in expected:\n{only_expected.serialize(format='nt')}\n"
                    f"only in actual:\n{only_actual.serialize(format='nt')}")
