"""The command line: the only place that prints or exits.

Every :class:`CvkgError` is printed as ``file:line: message`` (or its own message) on
stderr with exit status 2; a traceback is never a user's error message.
"""

from __future__ import annotations

import functools
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click
import pyoxigraph as ox

from cvkg import __version__
from cvkg.config import Settings, load_settings
from cvkg.errors import ConfigError, CvkgError
from cvkg.export import to_layout
from cvkg.pipeline import build as build_graph
from cvkg.pipeline import discover, read_and_extract
from cvkg.store import KnowledgeGraph

F = TypeVar("F", bound=Callable[..., Any])

RESULT_FORMATS = {
    "json": ox.QueryResultsFormat.JSON, "xml": ox.QueryResultsFormat.XML,
    "csv": ox.QueryResultsFormat.CSV, "tsv": ox.QueryResultsFormat.TSV,
}
GRAPH_FORMATS = {
    "turtle": ox.RdfFormat.TURTLE, "ttl": ox.RdfFormat.TURTLE, "jsonld": ox.RdfFormat.JSON_LD,
    "nt": ox.RdfFormat.N_TRIPLES, "rdfxml": ox.RdfFormat.RDF_XML,
}


def reports_errors(func: F) -> F:
    """Print a CvkgError as its message and exit 2, instead of a traceback."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except CvkgError as error:
            click.echo(f"error: {error}" if not str(error).startswith(("/", ".")) else str(error), err=True)
            sys.exit(2)

    return wrapper  # type: ignore[return-value]


def settings_from(ctx: click.Context, **overrides: Any) -> Settings:
    config = ctx.obj.get("config") if ctx.obj else None
    return load_settings(Path(config) if config else Path("cvkg.toml"), os.environ, overrides)


@click.group()
@click.version_option(__version__, prog_name="cvkg")
@click.option("--config", type=click.Path(dir_okay=False), help="TOML settings file (default: ./cvkg.toml).")
@click.pass_context
def cli(ctx: click.Context, config: str | None) -> None:
    """cvkg: researchers' CVs to a knowledge graph, served over SPARQL."""
    ctx.ensure_object(dict)
    ctx.obj["config"] = config


@cli.command()
@click.argument("sources", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.option("--home", type=click.Path(file_okay=False, path_type=Path), help="Where stores are written.")
@click.option("--base-uri", help="Base of minted URIs (default http://127.0.0.1:8000/).")
@click.option("--strict", is_flag=True, default=None, help="Fail on any SHACL violation.")
@click.option("--reasoner", type=click.Choice(["owlrl", "reasonable"]), help="OWL 2 RL engine.")
@click.option("--link", is_flag=True, default=None, help="Link to dblp, Wikidata, ORCID and OpenAlex.")
@click.pass_context
@reports_errors
def build(ctx: click.Context, sources: tuple[Path, ...], home: Path | None, base_uri: str | None,
          strict: bool | None, reasoner: str | None, link: bool | None) -> None:
    """Build the graph of SOURCES (default: everything under data/) and make it current.

    Exit status: 0 when every source was published, 1 when some could not be read
    (each is reported as file:line: message; the rest is published), 2 on a fatal error.
    """
    settings = settings_from(ctx, home=home, base_uri=base_uri, strict=strict, reasoner=reasoner, link=link)
    paths = list(sources) or [settings.data_dir]
    result = build_graph(paths, settings, progress=lambda p: click.echo(f"reading {p}", err=True))
    for failure in result.failures:
        click.echo(str(failure), err=True)
    for finding in result.report.results:
        click.echo(str(finding), err=True)
    counts = ", ".join(f"{v} {k}" for k, v in result.counts.items())
    click.echo(f"built {result.graph.path}: {counts}")
    if result.failures:
        sys.exit(1)


@cli.command()
@click.argument("sources", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.option("--home", type=click.Path(file_okay=False, path_type=Path))
@click.option("--cache-only", is_flag=True, default=None, help="Answer from the link cache only (offline).")
@click.pass_context
@reports_errors
def link(ctx: click.Context, sources: tuple[Path, ...], home: Path | None, cache_only: bool | None) -> None:
    """Rebuild with links to dblp, Wikidata, ORCID and OpenAlex (and claim checks).

    SOURCES default to those of the current store (else data/). Linking is a build step, so
    the new store is a whole build with its links graph, switched in atomically; a service
    that is down leaves its entities unlinked, never a failed build.
    """
    settings = settings_from(ctx, home=home, link=True, link_cache_only=cache_only)
    paths = list(sources)
    if not paths and (settings.home / "current").exists():
        recorded = KnowledgeGraph.open(settings.home).metadata.get("sources", [])
        paths = [Path(s["path"]) for s in recorded if Path(s["path"]).exists()]
    result = build_graph(paths or [settings.data_dir], settings,
                         progress=lambda p: click.echo(f"reading {p}", err=True))
    for failure in result.failures:
        click.echo(str(failure), err=True)
    counts = ", ".join(f"{v} {k}" for k, v in result.counts.items())
    click.echo(f"built {result.graph.path} with links: {counts}")
    if result.failures:
        sys.exit(1)


@cli.command()
@click.argument("sources", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("--out", required=True, type=click.Path(file_okay=False, path_type=Path),
              help="Folder for one NAME.json per source.")
@click.option("--spans", is_flag=True, help="Add each record's source lines.")
@reports_errors
def extract(sources: tuple[Path, ...], out: Path, spans: bool) -> None:
    """Extract SOURCES to JSON (the layout of the gold annotations), one file per source."""
    extraction = read_and_extract(discover(sources))
    out.mkdir(parents=True, exist_ok=True)
    for record in extraction.records:
        target = out / (Path(record.source.name).stem + ".json")
        layout = to_layout(record, with_spans=spans)
        target.write_text(json.dumps(layout, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    for failure in extraction.failures:
        click.echo(str(failure), err=True)
    click.echo(f"extracted {len(extraction.records)} of {len(extraction.records) + len(extraction.failures)} "
               f"sources into {out}", err=True)
    if extraction.failures:
        sys.exit(1)


@cli.command()
@click.argument("sparql")
@click.option("--format", "fmt", type=click.Choice([*RESULT_FORMATS, *GRAPH_FORMATS, "table"]),
              default="table", show_default=True)
@click.option("--home", type=click.Path(file_okay=False, path_type=Path))
@click.pass_context
@reports_errors
def query(ctx: click.Context, sparql: str, fmt: str, home: Path | None) -> None:
    """Run a SPARQL query against the current graph (the union of its graphs)."""
    settings = settings_from(ctx, home=home)
    graph = KnowledgeGraph.open(settings.home)
    result = graph.query(sparql)
    click.echo(render(result, fmt), nl=False)


def render(result: Any, fmt: str) -> str:
    """A query result as text: a table, a SPARQL results format or an RDF format."""
    if isinstance(result, ox.QueryBoolean):
        return ("true" if bool(result) else "false") + "\n"
    if isinstance(result, ox.QueryTriples):
        rdf_format = GRAPH_FORMATS.get(fmt, ox.RdfFormat.TURTLE)
        return bytes(ox.serialize(result, format=rdf_format) or b"").decode("utf-8")
    if fmt in RESULT_FORMATS:
        return bytes(result.serialize(format=RESULT_FORMATS[fmt]) or b"").decode("utf-8")
    variables = [v.value for v in result.variables]
    rows = [[_cell(solution[v]) for v in variables] for solution in result]
    widths = [max([len(v), *(len(r[i]) for r in rows)]) for i, v in enumerate(variables)]
    lines = [" | ".join(v.ljust(w) for v, w in zip(variables, widths, strict=True))]
    lines.append("-+-".join("-" * w for w in widths))
    lines += [" | ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) for row in rows]
    return "\n".join(lines) + "\n"


def _cell(term: Any) -> str:
    if term is None:
        return ""
    return str(term.value)


@cli.command()
@click.argument("sources", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.option("--home", type=click.Path(file_okay=False, path_type=Path))
@click.pass_context
@reports_errors
def validate(ctx: click.Context, sources: tuple[Path, ...], home: Path | None) -> None:
    """Print SHACL findings as file:line: message (of SOURCES, or of the current build).

    Exit status 0 when the graph conforms, 1 when it has violations.
    """
    from cvkg.mapping import to_graph
    from cvkg.resolve import resolve
    from cvkg.validation import load_shapes
    from cvkg.validation import validate as run_validation

    settings = settings_from(ctx, home=home)
    if sources:
        extraction = read_and_extract(discover(sources))
        for failure in extraction.failures:
            click.echo(str(failure), err=True)
        resolution = resolve(extraction.records, base_uri=settings.base_uri)
        asserted = to_graph(extraction.records, resolution, base_uri=settings.base_uri).union()
        findings = [str(r) for r in run_validation(asserted, load_shapes(settings.shapes_dir)).results]
    else:
        findings = stored_findings(KnowledgeGraph.open(settings.home))
    for line in findings:
        click.echo(line)
    click.echo(f"{len(findings)} finding(s)" if findings else "conforms", err=True)
    if any(": violation:" in line for line in findings):
        sys.exit(1)


def stored_findings(graph: KnowledgeGraph) -> list[str]:
    """The validation report of the current build, read back from its named graph."""
    rows = graph.query("""
        PREFIX sh: <http://www.w3.org/ns/shacl#>
        PREFIX prov: <http://www.w3.org/ns/prov#>
        PREFIX cvkg: <https://w3id.org/cvkg/ns#>
        SELECT ?path ?line ?severity ?message ?focus WHERE {
          ?r a sh:ValidationResult ; sh:resultMessage ?message ; sh:resultSeverity ?severity ;
             sh:focusNode ?focus .
          OPTIONAL { ?r prov:wasDerivedFrom ?doc ; cvkg:sourceLine ?line . ?doc cvkg:sourcePath ?path }
        } ORDER BY ?path ?line ?message""")
    out = []
    for row in rows:
        where = f"{row['path'].value}:{row['line'].value}" if row["path"] is not None else row["focus"].value
        severity = row["severity"].value.rsplit("#", 1)[-1].lower()
        out.append(f"{where}: {severity}: {row['message'].value}")
    return out


@cli.command()
@click.argument("sources", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("--out", required=True, type=click.Path(dir_okay=False, path_type=Path))
@click.option("--base-uri")
@click.pass_context
@reports_errors
def mentions(ctx: click.Context, sources: tuple[Path, ...], out: Path, base_uri: str | None) -> None:
    """Every person, publication and organization mention, as written, with its URI."""
    from cvkg.resolve import mentions_table, resolve

    settings = settings_from(ctx, base_uri=base_uri)
    extraction = read_and_extract(discover(sources))
    for failure in extraction.failures:
        click.echo(str(failure), err=True)
    resolution = resolve(extraction.records, base_uri=settings.base_uri)
    out.write_text(json.dumps(mentions_table(resolution), indent=1, ensure_ascii=False) + "\n",
                   encoding="utf-8")
    click.echo(f"{len(resolution.mentions)} mentions, {len(resolution.entities)} entities -> {out}", err=True)


@cli.command()
@click.option("--graph-store", help="The store's Graph Store Protocol endpoint (setting push_graph_store).")
@click.option("--query-endpoint", help="The store's SPARQL query endpoint (setting push_query_endpoint).")
@click.option("--user", help="Account for the store (setting push_user; the password: CVKG_PUSH_PASSWORD).")
@click.option("--home", type=click.Path(file_okay=False, path_type=Path))
@click.pass_context
@reports_errors
def push(ctx: click.Context, graph_store: str | None, query_endpoint: str | None, user: str | None,
         home: Path | None) -> None:
    """Copy the current graph into another SPARQL 1.1 store (Fuseki, GraphDB, Virtuoso, ...).

    Each named graph replaces its namesake there (Graph Store Protocol PUT); graphs an earlier
    push left under this deployment's {base}graph/ that the build no longer has are deleted.
    """
    from cvkg.remote import RemoteStore
    from cvkg.remote import push as push_graphs

    settings = settings_from(ctx, push_graph_store=graph_store, push_query_endpoint=query_endpoint,
                             push_user=user, home=home)
    if not settings.push_graph_store or not settings.push_query_endpoint:
        raise ConfigError("cvkg push needs the store's endpoints: --graph-store URL and --query-endpoint URL "
                          "(or the settings push_graph_store and push_query_endpoint)")
    remote = RemoteStore(settings.push_graph_store, settings.push_query_endpoint, user=settings.push_user,
                         password=settings.push_password, timeout_s=settings.push_timeout_s)
    result = push_graphs(KnowledgeGraph.open(settings.home), remote, graph_prefix=f"{settings.base_uri}graph/")
    triples = sum(result.replaced.values())
    click.echo(f"pushed {len(result.replaced)} graphs ({triples} triples) to {remote.graph_store}; "
               f"removed {len(result.removed)} stale graphs")


@cli.command()
@click.option("--host", help="Address to listen on (default 127.0.0.1).")
@click.option("--port", type=int, help="Port to listen on (default 8000).")
@click.option("--home", type=click.Path(file_okay=False, path_type=Path))
@click.option("--workers", type=int, help="Worker processes of the production server.")
@click.option("--dev", is_flag=True, help="Flask's development server with the reloader.")
@click.option("--get", "get_path", metavar="PATH", help="Print the response to GET PATH and exit.")
@click.pass_context
@reports_errors
def serve(ctx: click.Context, host: str | None, port: int | None, home: Path | None, workers: int | None,
          dev: bool, get_path: str | None) -> None:
    """Serve the current graph: SPARQL endpoint, pages, downloads."""
    from cvkg.web import create_app
    from cvkg.web.server import serve as run_server

    settings = settings_from(ctx, host=host, port=port, home=home, workers=workers)
    KnowledgeGraph.open(settings.home)  # fail now, clearly, if nothing was built
    if get_path is not None:
        response = create_app(settings).test_client().get(get_path)
        click.echo(response.get_data(as_text=True), nl=False)
        sys.exit(0 if response.status_code < 400 else 1)
    run_server(settings, dev=dev)


def main() -> None:
    cli(prog_name="cvkg")
