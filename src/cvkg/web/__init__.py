"""The web layer: a Flask app over one built store.

``create_app(settings, graph=None)`` opens the current store read-only (or serves the
given in-memory graph, for tests). SPARQL queries from clients run in a pool of worker
processes so that a pathological one can be killed at its time limit; the pages' own,
known queries run in process.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from flask import Flask, current_app

from cvkg import __version__
from cvkg.config import Settings
from cvkg.queries import CannedQuery, load_queries
from cvkg.store import GraphNames, KnowledgeGraph
from cvkg.web.execution import InProcessRunner, QueryPool, QueryRunner, store_size

T = TypeVar("T")


@dataclass
class WebState:
    """What every view needs, built once per process."""

    settings: Settings
    graph: KnowledgeGraph
    queries: dict[str, CannedQuery]
    use_pool: bool
    _runner: QueryRunner | None = None
    _pid: int = field(default_factory=os.getpid)
    cache: dict[str, Any] = field(default_factory=dict)

    @property
    def names(self) -> GraphNames:
        return GraphNames(self.settings.base_uri)

    @property
    def base(self) -> str:
        return self.settings.base_uri

    @property
    def runner(self) -> QueryRunner:
        """The query runner of this process (a pool is started lazily, after any fork)."""
        if self._runner is None or self._pid != os.getpid():
            if self.use_pool and self.graph.path is not None:
                limit = self.settings.sparql_memory_mb * 1_000_000
                self._runner = QueryPool(self.graph.path, size=2,
                                         in_memory=store_size(self.graph.path) <= limit)
            else:
                self._runner = InProcessRunner(self.graph)
            self._pid = os.getpid()
        return self._runner

    def memo(self, key: str, compute: Callable[[], T]) -> T:
        """``compute()`` once per process: the store a process serves never changes under it
        (a build writes a new store, which a restarted server opens), so whole-graph figures
        such as the landing page's counts are computed on the first request only."""
        if key not in self.cache:
            self.cache[key] = compute()
        return self.cache[key]  # type: ignore[no-any-return]

    def start(self) -> None:
        """Start this process's query runner now rather than on the first query."""
        self._runner = self.runner

    def close(self) -> None:
        if self._runner is not None and self._pid == os.getpid():
            self._runner.close()


def state() -> WebState:
    """The :class:`WebState` of the running app."""
    return current_app.extensions["cvkg"]  # type: ignore[no-any-return]


def create_app(settings: Settings, graph: KnowledgeGraph | None = None, *,
               use_pool: bool | None = None) -> Flask:
    """A Flask app serving ``graph`` (default: the current store under ``settings.home``).

    Args:
        settings: the deployment's settings (base URI, limits, queries folder).
        graph: an already open graph, e.g. an in-memory one in tests.
        use_pool: run client queries in killable worker processes (default: when the
            graph is on disk).

    Raises:
        StoreError: no graph was given and none has been built.
    """
    from cvkg.web import errors, html, pages, sparql

    graph = graph if graph is not None else KnowledgeGraph.open(settings.home)
    built_base = graph.metadata.get("base_uri")
    if built_base and built_base != settings.base_uri:
        settings = settings.replace(base_uri=built_base)  # the URIs in the store are the truth
    app = Flask(__name__)
    app.json.sort_keys = False  # type: ignore[attr-defined]
    app.extensions["cvkg"] = WebState(settings, graph, load_queries(settings.queries_dir),
                                      use_pool=graph.path is not None if use_pool is None else use_pool)
    app.jinja_env.globals.update(version=__version__, **html.GLOBALS)
    errors.register(app)
    app.register_blueprint(sparql.blueprint)
    app.register_blueprint(pages.blueprint)
    return app
