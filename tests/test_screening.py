"""Query screening: the query form, refused updates, and the SERVICE allow-list."""

from __future__ import annotations

import pytest

from cvkg.errors import QueryError
from cvkg.web.screening import UPDATE_KEYWORDS, QueryForm, screen, tokens

ALLOWED = ("https://sparql.dblp.org/sparql",)
READ_ONLY = "is not allowed: this endpoint is read-only"


@pytest.mark.parametrize(("query", "form"), [
    ("SELECT * WHERE { ?s ?p ?o }", QueryForm.SELECT),
    ("select ?s { ?s ?p ?o }", QueryForm.SELECT),
    ("ASK { ?s ?p ?o }", QueryForm.ASK),
    ("CONSTRUCT WHERE { ?s ?p ?o }", QueryForm.CONSTRUCT),
    ("DESCRIBE <http://example.org/id/person/ada>", QueryForm.DESCRIBE),
    ("PREFIX schema: <https://schema.org/> SELECT * { ?p a schema:Person }", QueryForm.SELECT),
    ("BASE <http://example.org/> PREFIX : <http://example.org/ns#> ASK { ?s :p ?o }", QueryForm.ASK),
    ("PREFIX ex:<http://example.org/>\nPREFIX s:<https://schema.org/>DESCRIBE ex:ada", QueryForm.DESCRIBE),
    ("# INSERT in a comment\nSELECT * { ?s ?p ?o }", QueryForm.SELECT),
    ("  \n\t CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o }", QueryForm.CONSTRUCT),
    ("SELEKT * { ?s ?p ?o }", None),  # not a form: the parser will say why
    ("{ ?s ?p ?o }", None),
    ("", None),
])
def test_query_form(query: str, form: QueryForm | None) -> None:
    """Screening names the query form after the prologue, or None when it cannot tell."""
    assert screen(query, allowed_services=()).form is form


def test_graph_forms() -> None:
    """CONSTRUCT and DESCRIBE answer with graphs; SELECT and ASK with result sets."""
    assert {f for f in QueryForm if f.is_graph} == {QueryForm.CONSTRUCT, QueryForm.DESCRIBE}


@pytest.mark.parametrize(("update", "keyword"), [
    ("INSERT DATA { <http://a> <http://b> <http://c> }", "INSERT"),
    ("insert { ?s ?p ?o } WHERE { ?s ?p ?o }", "INSERT"),
    ("DELETE DATA { <http://a> <http://b> <http://c> }", "DELETE"),
    ("DELETE WHERE { ?s ?p ?o }", "DELETE"),
    ("LOAD <http://example.org/data.ttl>", "LOAD"),
    ("CLEAR ALL", "CLEAR"),
    ("CREATE GRAPH <http://example.org/g>", "CREATE"),
    ("DROP GRAPH <http://example.org/g>", "DROP"),
    ("COPY DEFAULT TO <http://example.org/g>", "COPY"),
    ("MOVE <http://example.org/g> TO DEFAULT", "MOVE"),
    ("ADD <http://example.org/g> TO <http://example.org/h>", "ADD"),
    ("WITH <http://example.org/g> DELETE { ?s ?p ?o } WHERE { ?s ?p ?o }", "WITH"),
    ("PREFIX ex: <http://example.org/> INSERT DATA { ex:a ex:b ex:c }", "INSERT"),
    ("# a comment first\n  Drop All", "DROP"),
])
def test_every_update_is_refused(update: str, keyword: str) -> None:
    """Each SPARQL Update operation is refused with a message naming it."""
    with pytest.raises(QueryError) as caught:
        screen(update, allowed_services=ALLOWED)
    assert str(caught.value) == f"SPARQL Update ({keyword}) {READ_ONLY}"
    assert caught.value.status == 400


def test_the_update_table_covers_sparql_update() -> None:
    """Every keyword that starts a SPARQL 1.1 Update operation is in the refused set."""
    assert {"INSERT", "DELETE", "LOAD", "CLEAR", "CREATE", "DROP", "COPY", "MOVE", "ADD", "WITH"} <= UPDATE_KEYWORDS


@pytest.mark.parametrize("query", [
    'SELECT * { ?s ?p "INSERT DATA { <a> <b> <c> }" }',
    "SELECT * { ?s ?p 'DELETE WHERE' }",
    'SELECT * { ?s ?p """multi\nline INSERT\n""" }',
    "SELECT * { ?s ?p '''DROP ALL''' }",
    "# INSERT DATA { <a> <b> <c> }\nSELECT * { ?s ?p ?o }",
    "SELECT * { ?s ?p ?o } # DELETE WHERE { ?s ?p ?o }",
    "SELECT * { ?s <http://example.org/INSERT> ?o }",
    "PREFIX insert: <http://example.org/> SELECT * { ?s insert:delete ?o }",
    "SELECT ?insert { ?insert ?p ?o }",
    'SELECT * { ?s ?p "escaped \\" quote, then INSERT" }',
])
def test_update_words_in_comments_strings_and_names_are_not_updates(query: str) -> None:
    """'INSERT' or 'DELETE' inside a comment, string, IRI, prefixed name or variable is not an update."""
    assert screen(query, allowed_services=()).form is QueryForm.SELECT


def test_tokens_skip_comments_and_whitespace() -> None:
    """Tokenising keeps strings, IRIs, names and variables whole, and drops comments."""
    kinds = [(t.kind, t.text) for t in tokens('SELECT ?x # hidden\n{ ?x ex:p "a # b" . <urn:x#y> }')]
    assert kinds == [("word", "SELECT"), ("var", "?x"), ("other", "{"), ("var", "?x"), ("pname", "ex:p"),
                     ("string", '"a # b"'), ("other", "."), ("iri", "<urn:x#y>"), ("other", "}")]


@pytest.mark.parametrize("query", [
    "SELECT * { SERVICE <https://sparql.dblp.org/sparql> { ?s ?p ?o } }",
    "SELECT * { SERVICE SILENT <https://sparql.dblp.org/sparql> { ?s ?p ?o } }",
    "PREFIX dblp: <https://sparql.dblp.org/> SELECT * { SERVICE dblp:sparql { ?s ?p ?o } }",
    "PREFIX dblp: <https://sparql.dblp.org/> SELECT * { service silent dblp:sparql { ?s ?p ?o } }",
])
def test_services_on_the_allow_list_pass(query: str) -> None:
    """A SERVICE naming an allowed endpoint, by IRI or prefixed name, SILENT or not, passes screening."""
    assert screen(query, allowed_services=ALLOWED).services == ALLOWED


@pytest.mark.parametrize(("query", "message"), [
    ("SELECT * { SERVICE <https://query.wikidata.org/sparql> { ?s ?p ?o } }",
     "SERVICE <https://query.wikidata.org/sparql> is not allowed: federated queries may only call the endpoints "
     "in the service_allow_list setting"),
    ("SELECT * { SERVICE SILENT <http://127.0.0.1:9/> { ?s ?p ?o } }",
     "SERVICE <http://127.0.0.1:9/> is not allowed: federated queries may only call the endpoints "
     "in the service_allow_list setting"),
    ("PREFIX wd: <https://query.wikidata.org/> SELECT * { SERVICE wd:sparql { ?s ?p ?o } }",
     "SERVICE <https://query.wikidata.org/sparql> is not allowed: federated queries may only call the endpoints "
     "in the service_allow_list setting"),
    ("SELECT * { ?x ?p ?o SERVICE ?x { ?s ?p ?o } }",
     "SERVICE ?x is not allowed: a federated query must name an endpoint from the service_allow_list setting"),
    ("SELECT * { SERVICE SILENT $endpoint { ?s ?p ?o } }",
     "SERVICE $endpoint is not allowed: a federated query must name an endpoint from the service_allow_list "
     "setting"),
    ("SELECT * { SERVICE nope:sparql { ?s ?p ?o } }",
     "SERVICE nope:sparql is not allowed: a federated query must name an endpoint from the service_allow_list "
     "setting"),
    # SPARQL ends a comment at CR too: a CR must not hide the SERVICE that follows it
    ("SELECT * { # harmless\r SERVICE <http://evil.example/> { ?s ?p ?o } }",
     "SERVICE <http://evil.example/> is not allowed: federated queries may only call the endpoints "
     "in the service_allow_list setting"),
    ("SELECT * { ?s ?p ?o FILTER(?s<?o)SERVICE<http://evil.example/>{ ?a ?b ?c } }",
     "SERVICE <http://evil.example/> is not allowed: federated queries may only call the endpoints "
     "in the service_allow_list setting"),
])
def test_services_off_the_allow_list_are_refused(query: str, message: str) -> None:
    """A SERVICE whose endpoint is not allowed, or is a variable or unknown prefix, is refused by name."""
    with pytest.raises(QueryError) as caught:
        screen(query, allowed_services=ALLOWED)
    assert str(caught.value) == message
    assert caught.value.status == 400


def test_service_in_a_string_or_comment_is_no_call() -> None:
    """The word SERVICE inside a string or comment calls nothing, so it is not screened."""
    query = 'SELECT * { ?s ?p "SERVICE <http://evil.example/> {}" } # SERVICE <http://evil.example/>'
    assert screen(query, allowed_services=()).services == ()


def test_no_service_is_allowed_by_default() -> None:
    """With an empty allow-list, every SERVICE is refused."""
    with pytest.raises(QueryError, match="is not allowed"):
        screen("SELECT * { SERVICE <https://sparql.dblp.org/sparql> { ?s ?p ?o } }", allowed_services=())
