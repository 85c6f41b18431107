"""``/sparql``: the SPARQL 1.1 Protocol (query operation), read-only and bounded.

GET with ``query=``; POST form-encoded; POST ``application/sparql-query``. Graphs from
``default-graph-uri``/``named-graph-uri``; ``inference=false`` leaves the inferred graph out;
``timeout=`` asks for a shorter limit than the server's. Without a query, RDF clients get the
Service Description and browsers the query editor.
"""

from __future__ import annotations

import json
from typing import Any

import pyoxigraph as ox
from flask import Blueprint, Response, render_template, request
from werkzeug.datastructures import MultiDict

from cvkg.errors import QueryError
from cvkg.vocab import SD, VOID
from cvkg.web import state
from cvkg.web.execution import QueryJob
from cvkg.web.negotiation import GRAPH_FORMATS, RDF_FORMATS, SPARQL_RESULT_FORMATS, Format, negotiate
from cvkg.web.screening import QueryForm, screen, update_refused

blueprint = Blueprint("sparql", __name__)

FORM_TYPE = "application/x-www-form-urlencoded"
QUERY_TYPE = "application/sparql-query"
UPDATE_TYPE = "application/sparql-update"


class UnsupportedMediaTypeError(QueryError):
    status = 415


class NotAcceptableError(QueryError):
    status = 406


def cors(response: Response) -> Response:
    """Let any origin read the response, and say that it depends on the Accept header."""
    response.headers["Access-Control-Allow-Origin"] = "*"
    response.vary.add("Accept")  # add, not set: downloads also vary on Accept-Encoding
    return response


@blueprint.after_app_request
def preflight(response: Response) -> Response:
    """Answer CORS preflight requests: any origin may GET or POST queries with these headers."""
    if request.method == "OPTIONS":
        response.headers["Access-Control-Allow-Origin"] = "*"
        response.headers["Access-Control-Allow-Methods"] = "GET, POST, OPTIONS"
        response.headers["Access-Control-Allow-Headers"] = "Accept, Content-Type"
        response.headers["Access-Control-Max-Age"] = "86400"
    return response


@blueprint.route("/sparql", methods=["GET", "POST"])
def sparql() -> Response:
    params = request_params()
    queries = params.getlist("query")
    if "update" in params:
        raise update_refused()
    if not queries:
        if request.method == "POST":
            raise QueryError(f"no query: send it as the 'query' parameter or as an {QUERY_TYPE} body")
        return service_description()
    if len(queries) > 1:
        raise QueryError("more than one 'query' parameter; send exactly one")
    return answer(queries[0], params)


def request_params() -> MultiDict[str, str]:
    """Every protocol parameter of the request, from the URL and, for POST, the body.

    Raises:
        UnsupportedMediaTypeError: a POST body that is neither a form nor a query.
    """
    params: MultiDict[str, str] = MultiDict(request.args)
    if request.method != "POST":
        return params
    mimetype = request.mimetype
    if mimetype == FORM_TYPE:
        params.update(request.form)
    elif mimetype == QUERY_TYPE:
        params.add("query", query_body())
    elif mimetype == UPDATE_TYPE:
        raise update_refused()
    else:
        raise UnsupportedMediaTypeError(
            f"unsupported Content-Type {mimetype or '(none)'}: POST a query as {FORM_TYPE} "
            f"(query=...) or as {QUERY_TYPE}")
    return params


def query_body() -> str:
    """The query of a direct POST, which the protocol requires to be UTF-8.

    Raises:
        UnsupportedMediaTypeError: the Content-Type names another charset.
        QueryError: the body is not valid UTF-8.
    """
    charset = request.mimetype_params.get("charset", "utf-8").lower()
    if charset not in ("utf-8", "utf8"):
        raise UnsupportedMediaTypeError(f"unsupported charset {charset}: send the query as UTF-8")
    try:
        return request.get_data().decode("utf-8")
    except UnicodeDecodeError as exc:
        raise QueryError(f"the query is not valid UTF-8 (byte {exc.start}): send it as UTF-8") from None


def answer(query: str, params: MultiDict[str, str]) -> Response:
    web = state()
    screened = screen(query, allowed_services=web.settings.service_allow_list)
    offered = GRAPH_FORMATS if screened.form is not None and screened.form.is_graph else SPARQL_RESULT_FORMATS
    fmt = negotiate(request.headers.get("Accept"), offered, format_param=params.get("format"))
    if fmt is None:
        names = ", ".join(f.media_type for f in offered)
        raise NotAcceptableError(f"none of the formats this query can be answered in is acceptable: {names}")
    job = QueryJob(
        sparql=query,
        result_format=Format.SPARQL_JSON if fmt is Format.HTML else fmt,
        graph_format=Format.TURTLE if fmt is Format.HTML else fmt,
        max_results=web.settings.sparql_max_results,
        default_graphs=default_graphs(params),
        named_graphs=tuple(params.getlist("named-graph-uri")) or None,
    )
    body, body_format = web.runner.run(job, timeout_s=time_limit(params)).unwrap()
    if fmt is Format.HTML:
        return cors(Response(render_results(query, body, body_format, screened.form), mimetype="text/html"))
    return cors(Response(body, content_type=content_type(body_format)))


def default_graphs(params: MultiDict[str, str]) -> tuple[str, ...] | None:
    """The protocol's default-graph-uri, or every graph but the inferred one for inference=false."""
    given = tuple(params.getlist("default-graph-uri"))
    if given:
        return given
    if params.get("inference", "true").lower() in {"false", "0", "no"}:
        web = state()
        return tuple(g for g in web.graph.graph_names() if g != web.names.inferred)
    return None


def time_limit(params: MultiDict[str, str]) -> float:
    """The server's limit, or less if the request asks for less.

    Raises:
        QueryError: a ``timeout`` that is not a positive number.
    """
    limit = state().settings.sparql_timeout_s
    asked = params.get("timeout")
    if asked is None:
        return limit
    try:
        seconds = float(asked)
    except ValueError:
        seconds = -1.0
    if not seconds > 0:
        raise QueryError(f"timeout must be a positive number of seconds, got {asked!r}")
    return min(limit, seconds)


def content_type(fmt: Format) -> str:
    text_like = fmt in (Format.TURTLE, Format.CSV, Format.TSV, Format.NTRIPLES, Format.TRIG, Format.NQUADS)
    return f"{fmt.media_type}; charset=utf-8" if text_like else fmt.media_type


def render_results(query: str, body: bytes, body_format: Format, form: QueryForm | None) -> str:
    """A results page: a table of bindings (links for IRIs), or the Turtle of a graph."""
    if body_format is Format.TURTLE:
        return render_template("results.html", query=query, turtle=body.decode("utf-8"), form=form)
    data: dict[str, Any] = json.loads(body)
    if "boolean" in data:
        return render_template("results.html", query=query, boolean=data["boolean"], form=form)
    variables = data["head"]["vars"]
    rows = [[row.get(v) for v in variables] for row in data["results"]["bindings"]]
    return render_template("results.html", query=query, variables=variables, rows=rows, form=form)


@blueprint.route("/sparql/editor")
def editor() -> str:
    web = state()
    examples = {name: query.sparql for name, query in web.queries.items()}
    return render_template("editor.html", queries=web.queries, examples=examples, base=web.base)


def service_description() -> Response:
    """SPARQL 1.1 Service Description for RDF clients; the query editor for browsers."""
    fmt = negotiate(request.headers.get("Accept"), (Format.HTML, *RDF_FORMATS),
                    format_param=request.args.get("format"))
    if fmt is Format.HTML or fmt is None:
        return cors(Response(editor(), mimetype="text/html"))
    web = state()
    endpoint = ox.NamedNode(f"{web.base}sparql")
    service, dataset, default = ox.BlankNode(), ox.BlankNode(), ox.BlankNode()
    sd = str(SD)
    triples = [
        ox.Triple(service, _rdf_type(), ox.NamedNode(f"{sd}Service")),
        ox.Triple(service, ox.NamedNode(f"{sd}endpoint"), endpoint),
        ox.Triple(service, ox.NamedNode(f"{sd}supportedLanguage"), ox.NamedNode(f"{sd}SPARQL11Query")),
        ox.Triple(service, ox.NamedNode(f"{sd}feature"), ox.NamedNode(f"{sd}UnionDefaultGraph")),
        ox.Triple(service, ox.NamedNode(f"{sd}defaultDataset"), dataset),
        ox.Triple(dataset, _rdf_type(), ox.NamedNode(f"{sd}Dataset")),
        ox.Triple(dataset, ox.NamedNode(f"{sd}defaultGraph"), default),
        ox.Triple(default, _rdf_type(), ox.NamedNode(f"{sd}Graph")),
        ox.Triple(default, ox.NamedNode(f"{VOID}triples"),
                  ox.Literal(str(_triples()), datatype=_XSD_INTEGER)),
    ]
    for result_format in _W3C_FORMATS:
        triples.append(ox.Triple(service, ox.NamedNode(f"{sd}resultFormat"),
                                 ox.NamedNode(f"http://www.w3.org/ns/formats/{result_format}")))
    for name in web.graph.graph_names():
        named = ox.BlankNode()
        triples += [ox.Triple(dataset, ox.NamedNode(f"{sd}namedGraph"), named),
                    ox.Triple(named, ox.NamedNode(f"{sd}name"), ox.NamedNode(name))]
    body = ox.serialize(triples, format=_RDF[fmt], prefixes={"sd": sd, "void": str(VOID)}
                        if fmt is not Format.NTRIPLES else None) or b""
    return cors(Response(body, content_type=content_type(fmt)))


_XSD_INTEGER = ox.NamedNode("http://www.w3.org/2001/XMLSchema#integer")
_W3C_FORMATS = ("SPARQL_Results_JSON", "SPARQL_Results_XML", "SPARQL_Results_CSV", "SPARQL_Results_TSV",
                "Turtle", "JSON-LD", "N-Triples", "RDF_XML")
_RDF = {Format.TURTLE: ox.RdfFormat.TURTLE, Format.JSONLD: ox.RdfFormat.JSON_LD,
        Format.NTRIPLES: ox.RdfFormat.N_TRIPLES, Format.RDFXML: ox.RdfFormat.RDF_XML}


def _rdf_type() -> ox.NamedNode:
    return ox.NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type")


def _triples() -> int:
    web = state()
    return web.memo("triples", web.graph.count_triples)
