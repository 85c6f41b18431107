"""Publishing a build to another SPARQL 1.1 store over the standard protocols.

For deployments that outgrow the embedded store (Fuseki, GraphDB, Virtuoso, Oxigraph server,
Neptune, ...): every named graph of the current build replaces its namesake in the remote
store by a SPARQL 1.1 Graph Store Protocol ``PUT``, and a graph that an earlier push left
there (under this deployment's ``{base}graph/``) and this build no longer has is removed by a
``DELETE``. Graphs outside ``{base}graph/`` are never touched. Each ``PUT`` replaces one
graph atomically, but the push as a whole is not a transaction: a reader may briefly see some
graphs of the new build beside others of the old one.

Network I/O lives here and in :mod:`cvkg.link` only; what is pushed is read from the store.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass

import pyoxigraph as ox

from cvkg import __version__
from cvkg.errors import CvkgError
from cvkg.store import KnowledgeGraph

USER_AGENT = f"cvkg/{__version__} (https://w3id.org/cvkg; pushing a build)"
_NTRIPLES = "application/n-triples"


class RemoteStoreError(CvkgError):
    """The remote store refused a request or could not be reached."""

    status = 502


@dataclass(frozen=True, slots=True)
class RemoteStore:
    """Where and how to reach a SPARQL 1.1 store.

    ``graph_store`` is its Graph Store Protocol endpoint (Oxigraph ``/store``, Fuseki
    ``/{dataset}/data``, Virtuoso ``/sparql-graph-crud-auth``, GraphDB
    ``/repositories/{id}/rdf-graphs/service``); ``query_endpoint`` its SPARQL query endpoint,
    asked which graphs an earlier push left.
    """

    graph_store: str
    query_endpoint: str
    user: str = ""
    password: str = ""
    timeout_s: float = 60.0


@dataclass(frozen=True, slots=True)
class PushResult:
    replaced: dict[str, int]  # graph name -> triples sent
    removed: tuple[str, ...]  # stale graph names deleted


def push(graph: KnowledgeGraph, remote: RemoteStore, *, graph_prefix: str) -> PushResult:
    """Make the remote store's graphs under ``graph_prefix`` those of ``graph``.

    Raises:
        RemoteStoreError: a request failed (naming the URL, the status and what to check).
    """
    opener = _opener(remote)
    names = graph.graph_names()
    replaced = {}
    for name in names:
        body = graph.dump(ox.RdfFormat.N_TRIPLES, graph=name)
        _send(opener, remote, "PUT", name, body)
        replaced[name] = body.count(b"\n")
    stale = sorted(set(remote_graphs(opener, remote, graph_prefix)) - set(names))
    for name in stale:
        _send(opener, remote, "DELETE", name, None)
    return PushResult(replaced, tuple(stale))


def remote_graphs(opener: urllib.request.OpenerDirector, remote: RemoteStore, prefix: str) -> list[str]:
    """The names of the remote store's non-empty graphs that start with ``prefix``."""
    query = ("SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } "
             f"FILTER(STRSTARTS(STR(?g), {json.dumps(prefix)})) }}")
    request = urllib.request.Request(
        remote.query_endpoint, data=urllib.parse.urlencode({"query": query}).encode(),
        headers={"Accept": "application/sparql-results+json", "User-Agent": USER_AGENT,
                 "Content-Type": "application/x-www-form-urlencoded"}, method="POST")
    answer = json.loads(_open(opener, request, remote))
    return [row["g"]["value"] for row in answer["results"]["bindings"]]


def _send(opener: urllib.request.OpenerDirector, remote: RemoteStore, method: str, name: str,
          body: bytes | None) -> None:
    url = f"{remote.graph_store}?{urllib.parse.urlencode({'graph': name})}"
    headers = {"User-Agent": USER_AGENT}
    if body is not None:
        headers["Content-Type"] = _NTRIPLES
    request = urllib.request.Request(url, data=body, headers=headers, method=method)
    try:
        _open(opener, request, remote)
    except RemoteStoreError as error:
        if method == "DELETE" and "404" in str(error):
            return  # already gone: what DELETE wanted
        raise


def _open(opener: urllib.request.OpenerDirector, request: urllib.request.Request, remote: RemoteStore) -> bytes:
    where = f"{request.get_method()} {request.full_url}"
    try:
        with opener.open(request, timeout=remote.timeout_s) as response:
            return bytes(response.read())
    except urllib.error.HTTPError as error:
        detail = error.read().decode("utf-8", "replace").strip()[:300]
        hint = {401: "check push_user and push_password", 403: "the account may not write to this store",
                404: "check the endpoint URLs (push_graph_store, push_query_endpoint)"}.get(error.code, "")
        message = f"{where} answered {error.code} {error.reason}" + (f": {detail}" if detail else "")
        raise RemoteStoreError(message + (f"\n  hint: {hint}" if hint else "")) from None
    except (urllib.error.URLError, TimeoutError, OSError) as error:
        reason = getattr(error, "reason", error)
        raise RemoteStoreError(f"{where} failed: {reason}\n  hint: is the store running, and is the URL right?"
                               ) from None


def _opener(remote: RemoteStore) -> urllib.request.OpenerDirector:
    """An opener that answers basic and digest challenges (Fuseki and GraphDB use the one,
    Virtuoso's authenticated endpoints the other) when an account is given."""
    if not remote.user:
        return urllib.request.build_opener()
    passwords = urllib.request.HTTPPasswordMgrWithDefaultRealm()
    for url in (remote.graph_store, remote.query_endpoint):
        passwords.add_password(None, url, remote.user, remote.password)
    return urllib.request.build_opener(urllib.request.HTTPBasicAuthHandler(passwords),
                                       urllib.request.HTTPDigestAuthHandler(passwords))
