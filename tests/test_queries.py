"""Canned queries: every file parses, runs on a real graph, and binds its parameters safely."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from cvkg.config import Settings
from cvkg.errors import ConfigError, QueryError
from cvkg.model import CvRecord
from cvkg.pipeline import Extraction, compile_graph
from cvkg.queries import CannedQuery, load_queries, parse_query
from cvkg.reasoning import load_ontology
from cvkg.store import KnowledgeGraph, to_nquads
from cvkg.validation import load_shapes
from tests.records import sample_records

BASE = "http://example.org/"
QUERIES = load_queries(Path(__file__).resolve().parents[1] / "queries")


def compiled_graph(records: list[CvRecord]) -> KnowledgeGraph:
    settings = Settings(base_uri=BASE)
    compiled = compile_graph(Extraction(tuple(records), ()), settings,
                             ontology=load_ontology(settings.ontology_dir),
                             shapes=load_shapes(settings.shapes_dir))
    kg = KnowledgeGraph.in_memory()
    kg.add_nquads(to_nquads(compiled.dataset))
    return kg


@pytest.fixture(scope="module")
def graph() -> KnowledgeGraph:
    """The sample records compiled (mapped, validated, reasoned) into an in-memory store."""
    return compiled_graph(sample_records())


def rows(graph: KnowledgeGraph, query: CannedQuery, **values: str) -> list[dict[str, str]]:
    result = graph.store.query(query.sparql, substitutions=query.bindings(values, base_uri=BASE))
    names = [v.value for v in result.variables]
    return [{n: s[n].value for n in names if s[n] is not None} for s in result]


def test_at_least_twelve_queries_with_titles() -> None:
    """The product ships at least twelve canned queries, each titled and described."""
    assert len(QUERIES) >= 12
    for query in QUERIES.values():
        assert query.title and query.description, query.name


@pytest.mark.parametrize("name", sorted(set(QUERIES) - {"validation-report"}))
def test_every_query_runs_and_answers(graph: KnowledgeGraph, name: str) -> None:
    """Each canned query runs on the sample graph with its defaults and returns rows."""
    assert rows(graph, QUERIES[name]), name


def test_validation_report_points_at_the_source_line() -> None:
    """A malformed email shows up in the validation-report query with its document and line."""
    ada, charles = sample_records()
    bad = dataclasses.replace(ada, person=dataclasses.replace(ada.person, emails=("ada at example",)))
    answer = rows(compiled_graph([bad, charles]), QUERIES["validation-report"])
    assert any(r.get("document") == "ada.md" and r.get("line") == "1" for r in answer), answer


def test_publications_bind_a_person(graph: KnowledgeGraph) -> None:
    """Binding `person` restricts the answer to that person's papers, newest first."""
    answer = rows(graph, QUERIES["publications-by-year"], person="id/person/charles-babbage")
    assert [(r["title"], r["year"]) for r in answer] == [
        ("Notes on the Analytical Engine", "1843"), ("Difference Engines at Scale", "1842")]


def test_coauthors_are_ranked_by_joint_papers(graph: KnowledgeGraph) -> None:
    """Ada's top co-author is Charles, with two joint papers."""
    answer = rows(graph, QUERIES["coauthors"], person=f"{BASE}id/person/ada-lovelace")
    assert (answer[0]["coauthorName"], answer[0]["papers"]) == ("Charles Babbage", "2")


def test_cross_cv_pairs_come_from_two_documents(graph: KnowledgeGraph) -> None:
    """A paper listed in both sample CVs yields its author pair once."""
    answer = rows(graph, QUERIES["cross-cv-coauthors"])
    assert {(r["aName"], r["bName"]) for r in answer} == {("Ada Lovelace", "Charles Babbage")}


def test_a_bad_parameter_value_is_a_query_error() -> None:
    """An integer parameter given text is refused with the parameter's name."""
    with pytest.raises(QueryError, match="parameter 'year' must be integer, got 'soon'"):
        QUERIES["award-winners"].bindings({"year": "soon"}, base_uri=BASE)


def test_a_header_without_title_is_a_config_error() -> None:
    """A query file must name its title."""
    with pytest.raises(ConfigError, match=r"broken.rq: no '# title:' line"):
        parse_query("broken", "SELECT * WHERE { ?s ?p ?o }")
