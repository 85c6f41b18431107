"""Linked-data pages: the landing page, one page per resource, downloads, VoID, sitemap,
robots.txt, the ontology, and the canned queries.

``/id/{kind}/{slug}`` names a thing and answers 303 See Other to its description,
``/doc/{kind}/{slug}`` (HTML) or ``/doc/{kind}/{slug}.ttl`` (or another RDF suffix) as the
Accept header asks. Every HTML page embeds the resource's schema.org JSON-LD.
"""

from __future__ import annotations

import gzip
import json
import os
import threading
from pathlib import Path

import pyoxigraph as ox
from flask import Blueprint, Response, redirect, render_template, request, send_file

from cvkg.errors import NotFoundError
from cvkg.store import KnowledgeGraph
from cvkg.vocab import PREFIXES
from cvkg.web import state
from cvkg.web.catalog import resource_counts, void_description
from cvkg.web.describe import MAX_INCOMING, Description, describe, labels_of
from cvkg.web.execution import QueryJob
from cvkg.web.negotiation import RDF_FORMATS, Format, negotiate, split_suffix
from cvkg.web.profiles import View, view
from cvkg.web.sparql import content_type, cors

blueprint = Blueprint("pages", __name__)

RDF = {Format.TURTLE: ox.RdfFormat.TURTLE, Format.JSONLD: ox.RdfFormat.JSON_LD,
       Format.NTRIPLES: ox.RdfFormat.N_TRIPLES, Format.RDFXML: ox.RdfFormat.RDF_XML}
DUMPS = {"ttl": ox.RdfFormat.TURTLE, "jsonld": ox.RdfFormat.JSON_LD, "nt": ox.RdfFormat.N_TRIPLES,
         "nq": ox.RdfFormat.N_QUADS, "trig": ox.RdfFormat.TRIG}
DUMP_TYPES = {"ttl": "text/turtle", "jsonld": "application/ld+json",
              "nt": "application/n-triples", "nq": "application/n-quads",
              "trig": "application/trig"}
PAGE_KINDS = ("person", "publication", "organization", "venue", "event", "document")


@blueprint.route("/")
def index() -> str:
    web = state()
    counts = web.memo("counts", lambda: resource_counts(web.graph, web.base))
    subjects = web.memo("subjects", lambda: cv_subjects(web.graph))
    return render_template("index.html", counts=counts, subjects=subjects, queries=web.queries,
                           meta=web.graph.metadata, base=web.base)


def cv_subjects(graph: KnowledgeGraph) -> list[tuple[str, str]]:
    """(IRI, name) of every person a document is about, by name."""
    rows = graph.query("""
        PREFIX schema: <https://schema.org/>
        SELECT ?p ?name WHERE { ?doc schema:about ?p . ?p schema:name ?name } ORDER BY ?name""")
    return [(row["p"].value, row["name"].value) for row in rows]


@blueprint.route("/id/<kind>/<path:name>")
def identifier(kind: str, name: str) -> Response:
    """303 to the description: HTML for browsers, an RDF suffix for RDF clients."""
    slug, suffix = split_suffix(name, RDF_FORMATS)
    fmt = negotiate(request.headers.get("Accept"), (Format.HTML, *RDF_FORMATS), suffix=suffix)
    target = f"/doc/{kind}/{slug}" + ("" if fmt in (Format.HTML, None) else fmt.suffix)
    response = redirect(target, code=303)
    response.headers["Vary"] = "Accept"
    return cors(response)


@blueprint.route("/doc/<kind>/<path:name>")
def document(kind: str, name: str) -> Response:
    web = state()
    slug, suffix = split_suffix(name, RDF_FORMATS)
    fmt = negotiate(request.headers.get("Accept"), (Format.HTML, *RDF_FORMATS), suffix=suffix,
                    format_param=request.args.get("format"))
    iri = f"{web.base}id/{kind}/{slug}"
    description = describe(web.graph, iri, names=web.names)
    if description is None:
        raise NotFoundError(f"no resource {iri} in this graph")
    if fmt is None or fmt is Format.HTML:
        response = Response(render_page(description, view(web.graph, description, names=web.names)),
                            mimetype="text/html")
    else:
        body = ox.serialize(description.triples, format=RDF[fmt],
                            prefixes=PREFIXES if fmt in (Format.TURTLE, Format.RDFXML) else None) or b""
        response = Response(body, content_type=content_type(fmt))
    response.headers["Vary"] = "Accept"
    return cors(response)


def render_page(description: Description, page: View) -> str:
    web = state()
    return render_template(page.template, d=description, v=page, base=web.base, max_incoming=MAX_INCOMING,
                           jsonld=json.dumps(description.schema_jsonld(), ensure_ascii=False, indent=1)
                           .replace("</", "<\\/"))


@blueprint.route("/download/")
def downloads() -> str:
    web = state()
    files = [(name, dump_path(name).stat().st_size, DUMP_TYPES[name]) for name in DUMPS]
    return render_template("download.html", files=files, triples=web.graph.count_triples(),
                           quads=sum(1 for _ in web.graph.named_quads()), meta=web.graph.metadata)


@blueprint.route("/download/cvkg.<ext>")
def download(ext: str) -> Response:
    compressed = ext.endswith(".gz")
    name = ext.removesuffix(".gz")
    if name not in DUMPS:
        raise NotFoundError(f"no download cvkg.{ext}; see /download/")
    path = dump_path(name)
    gz = path.with_name(path.name + ".gz")
    if compressed or request.accept_encodings["gzip"] > 0:
        response = send_file(gz, mimetype="application/gzip" if compressed else DUMP_TYPES[name],
                             download_name=f"cvkg.{ext}",  # the name of what the client ends up with
                             etag=f"{build_id()}-{ext}-gz", conditional=True, max_age=3600)
        if not compressed:
            response.headers["Content-Encoding"] = "gzip"
    else:
        response = send_file(path, mimetype=DUMP_TYPES[name], etag=f"{build_id()}-{ext}", conditional=True,
                             max_age=3600)
    response.vary.add("Accept-Encoding")
    return cors(response)


def build_id() -> str:
    web = state()
    return web.graph.path.name if web.graph.path is not None else f"memory-{id(web.graph)}"


def dump_path(name: str) -> Path:
    """The dump file of this build in ``name``'s format, written (with its .gz) on first use."""
    web = state()
    folder = (web.graph.path / "dumps") if web.graph.path is not None else Path(web.cache.setdefault(
        "dumps", _temporary_folder()))
    path = folder / f"cvkg.{name}"
    if not path.exists():
        folder.mkdir(parents=True, exist_ok=True)
        data = web.graph.dump(DUMPS[name])
        # Temporary names unique per process and thread (several gunicorn workers and threads
        # may write the same dump at once); the .gz first, so that the plain file's existence
        # promises both.
        unique = f"{os.getpid()}-{threading.get_ident()}"
        gz_tmp = folder / f".cvkg.{name}.gz.{unique}.tmp"
        gz_tmp.write_bytes(gzip.compress(data, mtime=0))
        gz_tmp.replace(path.with_name(path.name + ".gz"))
        tmp = folder / f".cvkg.{name}.{unique}.tmp"
        tmp.write_bytes(data)
        tmp.replace(path)
    return path


def _temporary_folder() -> str:
    import tempfile

    return tempfile.mkdtemp(prefix="cvkg-dumps-")


@blueprint.route("/.well-known/void")
def void() -> Response:
    web = state()
    fmt = negotiate(request.headers.get("Accept"), RDF_FORMATS, format_param=request.args.get("format"))
    fmt = fmt or Format.TURTLE
    triples = web.memo("void", lambda: void_description(web.graph, web.base,
                                                        dumps=[f"{web.base}download/cvkg.{n}" for n in DUMPS]))
    body = ox.serialize(triples, format=RDF[fmt], prefixes=PREFIXES if fmt is Format.TURTLE else None) or b""
    return cors(Response(body, content_type=content_type(fmt)))


@blueprint.route("/sitemap.xml")
def sitemap() -> Response:
    web = state()
    prefix = json.dumps(f"{web.base}id/")  # a JSON string is a valid SPARQL string literal
    rows = web.graph.query(f"SELECT DISTINCT ?s WHERE {{ ?s ?p ?o FILTER(isIRI(?s) && STRSTARTS(STR(?s), {prefix})) }}")
    urls = sorted(row["s"].value.replace("/id/", "/doc/", 1) for row in rows
                  if row["s"].value.split("/id/", 1)[1].split("/")[0] in PAGE_KINDS)
    body = render_template("sitemap.xml", urls=[f"{web.base}", *urls])
    return Response(body, mimetype="application/xml")


@blueprint.route("/robots.txt")
def robots() -> Response:
    web = state()
    text = f"User-agent: *\nAllow: /\nDisallow: /sparql?\nSitemap: {web.base}sitemap.xml\n"
    return Response(text, mimetype="text/plain")


@blueprint.route("/ontology")
@blueprint.route("/ns")
def ontology() -> Response:
    web = state()
    fmt = negotiate(request.headers.get("Accept"), (Format.HTML, *RDF_FORMATS),
                    format_param=request.args.get("format"))
    body = web.graph.dump(ox.RdfFormat.TURTLE if fmt in (None, Format.HTML) else RDF[fmt], graph=web.names.ontology)
    if fmt in (None, Format.HTML):
        return Response(render_template("ontology.html", terms=ontology_terms(), turtle=body.decode("utf-8")),
                        mimetype="text/html")
    return cors(Response(body, content_type=content_type(fmt)))


def ontology_terms() -> list[dict[str, str]]:
    web = state()
    rows = web.graph.query("""
        PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
        PREFIX owl: <http://www.w3.org/2002/07/owl#>
        SELECT ?term ?kind ?label ?comment WHERE {
          ?term a ?kind ; rdfs:label ?label . OPTIONAL { ?term rdfs:comment ?comment }
          VALUES ?kind { owl:Class owl:ObjectProperty owl:DatatypeProperty owl:AnnotationProperty }
          FILTER(STRSTARTS(STR(?term), "https://w3id.org/cvkg/ns#"))
        } ORDER BY ?kind ?term""", default_graphs=[web.names.ontology])
    return [{"term": r["term"].value, "kind": r["kind"].value.rsplit("#", 1)[-1], "label": r["label"].value,
             "comment": r["comment"].value if r["comment"] is not None else ""} for r in rows]


@blueprint.route("/queries/")
def canned_queries() -> str:
    return render_template("queries.html", queries=state().queries)


@blueprint.route("/queries/<name>")
def canned_query(name: str) -> Response:
    web = state()
    stem, suffix = split_suffix(name, (Format.SPARQL_JSON, Format.CSV, Format.TSV, Format.HTML))
    query = web.queries.get(stem)
    if query is None:
        raise NotFoundError(f"no canned query {stem!r}; see /queries/")
    fmt = negotiate(request.headers.get("Accept"), (Format.HTML, Format.SPARQL_JSON, Format.CSV, Format.TSV),
                    suffix=suffix, format_param=request.args.get("format")) or Format.HTML
    values = {p.name: request.args.get(p.name, "") for p in query.params}
    job = QueryJob(sparql=query.sparql, result_format=Format.SPARQL_JSON if fmt is Format.HTML else fmt,
                   graph_format=Format.TURTLE, max_results=web.settings.sparql_max_results,
                   bindings=query.job_bindings(values, base_uri=web.base))
    body, body_format = web.runner.run(job, timeout_s=web.settings.sparql_timeout_s).unwrap()
    if fmt is not Format.HTML:
        return cors(Response(body, content_type=content_type(body_format)))
    data = json.loads(body)
    variables = data["head"]["vars"]
    rows = [[row.get(v) for v in variables] for row in data["results"]["bindings"]]
    iris = {c["value"] for row in rows for c in row if c and c["type"] == "uri"}
    return Response(render_template("query.html", q=query, values=values, variables=variables, rows=rows,
                                    labels=labels_of(web.graph, iris), base=web.base), mimetype="text/html")
