"""Stage 5: SHACL validation of the mapped graph, each result traced to its source line."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pyshacl
import pytest
from rdflib import Graph, Literal

from cvkg.mapping import to_graph
from cvkg.model import (
    PRESENT,
    CvRecord,
    PartialDate,
    Period,
    Person,
    Position,
    Project,
    Publication,
    PublicationKind,
)
from cvkg.resolve import resolve
from cvkg.validation import ShapeResult, ValidationReport, load_shapes, validate
from cvkg.vocab import CVKG, PROV, SH
from tests.records import ada_record, document, sample_records

ROOT = Path(__file__).resolve().parents[1]
BASE = "http://example.org/"

PREFIXES = """
@prefix cvkg: <https://w3id.org/cvkg/ns#> .
@prefix prov: <http://www.w3.org/ns/prov#> .
@prefix schema: <https://schema.org/> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
@prefix ex: <http://example.org/> .
ex:doc a schema:DigitalDocument, prov:Entity ; schema:name "bad.md" ;
    schema:encodingFormat "text/markdown" ; cvkg:sourcePath "cvs/bad.md" ; schema:about ex:ada .
ex:ada a schema:Person ; schema:name "Ada Lovelace" .
"""


def derived(line: int, end: int | None = None) -> str:
    """Turtle for a prov:qualifiedDerivation from ex:doc at these lines."""
    return (f"prov:qualifiedDerivation [ a prov:Derivation ; prov:entity ex:doc ; "
            f"cvkg:sourceLine {line} ; cvkg:sourceEndLine {end or line} ]")


def check_turtle(body: str) -> ValidationReport:
    data = Graph().parse(data=PREFIXES + body, format="turtle")
    return validate(data, load_shapes(ROOT / "shapes"))


def check_records(records: list[CvRecord]) -> ValidationReport:
    mapped = to_graph(records, resolve(records, base_uri=BASE), base_uri=BASE)
    return validate(mapped.union(), load_shapes(ROOT / "shapes"))


def only_violation(report: ValidationReport) -> ShapeResult:
    assert not report.conforms
    assert len(report.violations) == 1, [str(r) for r in report.violations]
    return report.violations[0]


def with_project(record: CvRecord) -> CvRecord:
    span = record.source.span(30, 31)
    project = Project("Analytical Engine", span, description="A general-purpose machine",
                      period=Period(PartialDate(1837), PRESENT), url="https://engine.example.org/")
    return dataclasses.replace(record, projects=(project,))


def test_hand_built_records_conform() -> None:
    """Records that exercise every part of the mapping (roles, talks, courses, projects) conform."""
    records = [with_project(ada_record()), *sample_records()[1:]]
    report = check_records(records)
    assert report.conforms, [str(r) for r in report.results]
    assert report.results == ()


def test_seed_documents_conform() -> None:
    """The seed CVs in data/ map to a graph that conforms to the shapes."""
    from cvkg.extract import extract
    from cvkg.ingest import read_source

    try:
        records = [extract(read_source(p)) for p in sorted((ROOT / "data").glob("*.txt"))]
    except NotImplementedError:
        pytest.skip("the text extractor is not written yet")
    assert records
    report = check_records(records)
    assert report.conforms, "\n".join(str(r) for r in report.violations)


def test_paper_without_title_is_reported_at_its_line() -> None:
    """A publication with no schema:name is a violation pointing at the paper's source line."""
    result = only_violation(check_turtle(f"""
        ex:paper a schema:ScholarlyArticle, schema:CreativeWork ; schema:author ex:ada ;
            schema:datePublished "2020"^^xsd:gYear ; {derived(7, 8)} ."""))
    assert result.message == "a publication needs a title (schema:name)"
    assert result.path == "https://schema.org/name"
    assert (result.span.path, result.span.line, result.span.end_line) == ("cvs/bad.md", 7, 8)  # type: ignore[union-attr]
    assert str(result) == "cvs/bad.md:7: a publication needs a title (schema:name)"


def test_blank_title_is_a_missing_title() -> None:
    """A title of only spaces is no title."""
    result = only_violation(check_turtle(f"""
        ex:paper a schema:CreativeWork ; schema:name "   " ; schema:author ex:ada ; {derived(3)} ."""))
    assert result.message == "a publication needs a title (schema:name)"
    assert result.span.line == 3  # type: ignore[union-attr]


def test_end_before_start_is_reported_at_the_role_line() -> None:
    """A job that ends (2019) before it starts (2020-05) is a violation on the job's line."""
    record = ada_record()
    job = Position("Professor", "Example University", record.source.span(9),
                   period=Period(PartialDate(2020, 5), PartialDate(2019)))
    result = only_violation(check_records([dataclasses.replace(record, positions=(job,))]))
    assert result.message == "ends (2019) before it starts (2020-05)"
    assert (result.span.path, result.span.line) == ("cvs/ada.md", 9)  # type: ignore[union-attr]


@pytest.mark.parametrize(("start", "end"), [
    (PartialDate(2019, 9), PartialDate(2019)),      # same year, coarser end
    (PartialDate(2019), PartialDate(2019, 1)),      # same year, finer end
    (PartialDate(2019, 3, 4), PartialDate(2019, 3, 4)),
    (PartialDate(2018, 12), PartialDate(2019, 1)),
])
def test_end_not_before_start_across_date_precisions(start: PartialDate, end: PartialDate) -> None:
    """Mixed gYear / gYearMonth / date bounds compare on their common precision."""
    record = ada_record()
    job = Position("Professor", "Example University", record.source.span(9), period=Period(start, end))
    report = check_records([dataclasses.replace(record, positions=(job,))])
    assert report.conforms, [str(r) for r in report.results]


def test_month_order_within_a_year() -> None:
    """An end month before the start month of the same year is caught."""
    result = only_violation(check_turtle(f"""
        ex:ada schema:worksFor _:job .
        _:job a schema:Role, schema:EmployeeRole ; schema:roleName "Intern" ;
            schema:startDate "2019-09"^^xsd:gYearMonth ; schema:endDate "2019-06"^^xsd:gYearMonth ;
            {derived(12)} ."""))
    assert result.message == "ends (2019-06) before it starts (2019-09)"
    assert result.span.line == 12  # type: ignore[union-attr]


def test_malformed_email_is_reported_at_the_person_line() -> None:
    """An e-mail address without a domain is a violation naming the address and the person's line."""
    record = ada_record()
    person = dataclasses.replace(record.person, emails=("ada.example.org",), span=record.source.span(2))
    report = check_records([dataclasses.replace(record, person=person)])
    messages = {str(r) for r in report.violations}
    assert 'cvs/ada.md:2: malformed e-mail address "ada.example.org": expected name@domain.tld' in messages
    assert all(r.span is not None and r.span.line == 2 for r in report.violations)


def test_five_digit_year_is_invalid() -> None:
    """A year 20244 (a typo PartialDate refuses, crafted here as RDF) breaks the gYear pattern."""
    result = only_violation(check_turtle(f"""
        ex:paper a schema:ScholarlyArticle ; schema:name "Engines" ; schema:author ex:ada ;
            schema:datePublished "20244"^^xsd:gYear ; {derived(21)} ."""))
    assert result.message == 'publication year must be a four-digit xsd:gYear (YYYY), got "20244"'
    assert str(result) == ('cvs/bad.md:21: publication year must be a four-digit xsd:gYear (YYYY), '
                           'got "20244"')


def test_five_digit_start_year_on_a_role() -> None:
    """A role's start date 20244 is not a YYYY, YYYY-MM or YYYY-MM-DD date."""
    result = only_violation(check_turtle(f"""
        ex:ada schema:worksFor _:job .
        _:job a schema:Role, schema:EmployeeRole ; schema:roleName "Professor" ;
            schema:startDate "20244"^^xsd:gYear ; {derived(5)} ."""))
    assert result.message.startswith("start date must be one four-digit year (YYYY)")
    assert result.span.line == 5  # type: ignore[union-attr]


def test_malformed_doi_and_url() -> None:
    """A DOI written as a URL and a non-http URL are both reported on the paper's line."""
    record = ada_record()
    paper = Publication(("Ada Lovelace",), "Sketch of the Engine", record.source.span(33),
                        venue="Scientific Memoirs (SM '43)", year=1843, kind=PublicationKind.JOURNAL,
                        doi="https://doi.org/10.1000/182", url="ftp://example.org/sketch")
    report = check_records([dataclasses.replace(record, publications=(paper,))])
    messages = sorted(r.message for r in report.violations)
    assert messages == [
        "a publication's schema:url must be an http(s) IRI, got <ftp://example.org/sketch>",
        'malformed DOI "https://doi.org/10.1000/182": expected 10.NNNN/suffix, without https://doi.org/',
    ]
    assert {r.span.line for r in report.violations} == {33}  # type: ignore[union-attr]


def test_malformed_orcid() -> None:
    """An orcid.org identifier that is not a 16-digit iD is a violation."""
    result = only_violation(check_turtle(f"""
        ex:bob a schema:Person ; schema:name "Bob" ; schema:sameAs <https://orcid.org/0000-0002-1825> ;
            {derived(1)} ."""))
    assert result.message == ("malformed ORCID iD https://orcid.org/0000-0002-1825: "
                              "expected https://orcid.org/0000-0000-0000-000X")


def test_authorship_without_author_points_at_its_paper() -> None:
    """A node the mapping did not derive (an authorship) is traced to the paper that holds it."""
    result = only_violation(check_turtle(f"""
        ex:paper a schema:CreativeWork ; schema:name "Engines" ; schema:author ex:ada ;
            cvkg:authorship ex:a1 ; {derived(14, 15)} .
        ex:a1 a cvkg:Authorship ; cvkg:authorOrdinal 1 ; cvkg:authorNameAsWritten "A. Lovelace" ."""))
    assert result.message == "an authorship names its author (cvkg:author), a schema:Person"
    assert (result.span.line, result.span.end_line) == (14, 15)  # type: ignore[union-attr]


def test_warnings_do_not_break_conformance() -> None:
    """A paper listing no authors is a warning: the graph still conforms."""
    report = check_turtle(f"""
        ex:paper a schema:CreativeWork ; schema:name "Engines" ; {derived(4)} .""")
    assert report.conforms
    assert [str(r) for r in report.results] == ["cvs/bad.md:4: warning: a publication lists no authors"]


def test_report_is_rdf_linked_to_source() -> None:
    """Each result in the report graph names the source document, path and line."""
    report = check_turtle(f"""
        ex:paper a schema:ScholarlyArticle ; schema:author ex:ada ; {derived(7)} .""")
    results = list(report.graph.subjects(SH.focusNode, None))
    assert len(results) == 1
    result = results[0]
    assert str(report.graph.value(result, PROV.wasDerivedFrom)) == "http://example.org/doc"
    assert report.graph.value(result, CVKG.sourcePath) == Literal("cvs/bad.md")
    assert report.graph.value(result, CVKG.sourceLine) == Literal(7)


def test_results_without_provenance_name_the_focus_node() -> None:
    """A result whose focus has no derivation prints the node instead of a file and line."""
    result = only_violation(check_turtle('ex:org a schema:Organization .'))
    assert result.span is None
    assert str(result) == ("<http://example.org/org>: "
                           "an organization has exactly one preferred name (schema:name)")


def test_person_needs_a_name() -> None:
    """A person without a preferred name is a violation at the CV's first line."""
    doc = document("nameless.md")
    record = CvRecord(source=doc, person=Person("Nameless", doc.span(1)))
    mapped = to_graph([record], resolve([record], base_uri=BASE), base_uri=BASE).union()
    for triple in list(mapped.triples((None, None, Literal("Nameless")))):
        mapped.remove(triple)
    report = validate(mapped, load_shapes(ROOT / "shapes"))
    assert [str(r) for r in report.violations] == [
        "cvs/nameless.md:1: a person has exactly one preferred name (schema:name)"]


def test_a_talk_needs_a_title_or_a_host() -> None:
    """A seminar named by its host alone conforms; a talk with neither title nor host is reported at its line."""
    host_only = check_turtle(f"""
        ex:ada schema:performerIn ex:talk .
        ex:yale a schema:Organization ; schema:name "Yale" .
        ex:talk a schema:Event, cvkg:Talk ; schema:performer ex:ada ; schema:organizer ex:yale ;
            schema:startDate "2023"^^xsd:gYear ; {derived(5)} .""")
    assert host_only.conforms, [str(r) for r in host_only.results]
    result = only_violation(check_turtle(f"""
        ex:ada schema:performerIn ex:talk .
        ex:talk a schema:Event, cvkg:Talk ; schema:performer ex:ada ; schema:startDate "2023"^^xsd:gYear ;
            {derived(6)} ."""))
    assert str(result) == "cvs/bad.md:6: a talk needs its title (schema:name) or its host (schema:organizer)"


BREAKS_EVERY_SPARQL_CONSTRAINT = """
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
ex:ada schema:sameAs <https://orcid.org/0000-0002-1825-00977> ; cvkg:orcid "orcid.org/1234" .
ex:org a schema:Organization ; schema:name "Engines Ltd" ; schema:parentOrganization ex:sub .
ex:sub a schema:Organization ; schema:name "Engines Lab" ; schema:parentOrganization ex:org .
ex:candidate a cvkg:IdentityCandidate ; rdfs:member ex:ada, ex:byron ; cvkg:score 0.5 ; cvkg:evidence "name" .
ex:job a schema:Role, schema:EmployeeRole ; schema:startDate "2019-03"^^xsd:gYearMonth ;
    schema:endDate "2018"^^xsd:gYear ; cvkg:ongoing true .
ex:course a schema:Role ; schema:startDate "2019"^^xsd:gYear ; schema:endDate "2019-01"^^xsd:gYearMonth .
ex:paper a schema:ScholarlyArticle ; schema:name "Notes" ; cvkg:authorship ex:a1, ex:a2 .
ex:a1 a cvkg:Authorship ; cvkg:authorOrdinal 1 ; cvkg:author ex:ada .
ex:a2 a cvkg:Authorship ; cvkg:authorOrdinal 1 ; cvkg:author ex:byron .
"""


def _results(report: Graph) -> set[tuple[str, ...]]:
    """Each result of a SPARQL-based constraint as (focus, shape, severity, messages), blank nodes aside."""
    found = set()
    for result in report.subjects(SH.sourceConstraintComponent, SH.SPARQLConstraintComponent):
        messages = sorted(str(m) for m in report.objects(result, SH.resultMessage))
        found.add((str(report.value(result, SH.focusNode)), str(report.value(result, SH.sourceShape)),
                   str(report.value(result, SH.resultSeverity)), *messages))
    return found


def test_sparql_constraints_give_what_pyshacl_gives() -> None:
    """Constraints run in one pyoxigraph query each report exactly what pySHACL's per-node runs report."""
    data = Graph().parse(data=PREFIXES + BREAKS_EVERY_SPARQL_CONSTRAINT, format="turtle")
    shapes = load_shapes(ROOT / "shapes")
    conforms, reference, _ = pyshacl.validate(data, shacl_graph=shapes, inference="none", advanced=True,
                                              allow_warnings=True)
    before = len(data)
    report = validate(data, shapes)
    assert len(data) == before  # validation only reads the data
    assert len(_results(reference)) >= 7  # every constraint of the shapes breaks at least once
    assert _results(report.graph) == _results(reference)
    assert report.conforms is conforms is False
    disagreement = [r for r in report.results if "disagree on who is author" in r.message]
    assert [r.severity for r in disagreement] == ["Warning"]  # two CVs disagreeing is no violation
