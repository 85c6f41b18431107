"""Running SPARQL queries within a time and size limit.

pyoxigraph cannot be interrupted from Python, so a time limit checked in the calling
thread would only fire after a pathological query has finished (if ever). Instead each
web process keeps a small :class:`QueryPool` of worker processes, each with the store
opened read-only. A query is sent to an idle worker over a pipe; if no answer comes
before the deadline, the worker is killed (SIGKILL) and replaced, and the request gets
a 503 -- the other workers, and so the other requests, carry on. The pipe round trip
costs well under a millisecond (``benchmarks/bench_endpoint.py``).

pyoxigraph reads its on-disk store several times slower than its in-memory one (the
canned queries 1-8x, a full scan 7x, measured at 500k quads). So over a store of at most
``sparql_memory_mb`` on disk, each worker copies it into memory before it says it is ready
(a few seconds at 500k quads). The pool starts its workers together, and a killed worker's
replacement starts in the background: the request that overran gets its 503 at once.

An in-memory :class:`~cvkg.store.KnowledgeGraph` (no path to reopen it from) runs in
process instead (:class:`InProcessRunner`), checking the deadline while it serialises
results: good enough for tests and small graphs, not a hard bound.

The size limit is exact: solutions are first written as TSV (one line per solution, so
counting newlines counts rows, and serialisation stops at the limit), then converted to
the requested format in Rust; triples are counted while they are collected.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import multiprocessing
import os
import queue
import signal
import threading
import time
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import Protocol

import pyoxigraph as ox

from cvkg.errors import CvkgError, QueryError, QueryTimeoutError, ResultTooLargeError, StoreError
from cvkg.store import KnowledgeGraph
from cvkg.vocab import PREFIXES
from cvkg.web.negotiation import Format

log = logging.getLogger(__name__)

RESULT_FORMATS: dict[Format, ox.QueryResultsFormat] = {
    Format.SPARQL_JSON: ox.QueryResultsFormat.JSON,
    Format.SPARQL_XML: ox.QueryResultsFormat.XML,
    Format.CSV: ox.QueryResultsFormat.CSV,
    Format.TSV: ox.QueryResultsFormat.TSV,
}
GRAPH_FORMATS: dict[Format, ox.RdfFormat] = {
    Format.TURTLE: ox.RdfFormat.TURTLE,
    Format.JSONLD: ox.RdfFormat.JSON_LD,
    Format.NTRIPLES: ox.RdfFormat.N_TRIPLES,
    Format.RDFXML: ox.RdfFormat.RDF_XML,
    Format.NQUADS: ox.RdfFormat.N_QUADS,
    Format.TRIG: ox.RdfFormat.TRIG,
}
_SPAWN_TIMEOUT_S = 120.0  # opening, and copying into memory


@dataclass(frozen=True, slots=True)
class QueryJob:
    """One query to run: what a request sends to a worker (it must pickle)."""

    sparql: str
    result_format: Format          # used for SELECT and ASK
    graph_format: Format           # used for CONSTRUCT and DESCRIBE
    max_results: int
    default_graphs: tuple[str, ...] | None = None
    named_graphs: tuple[str, ...] | None = None
    # Canned-query parameters, bound by substitution: (variable, datatype IRI or "iri", value).
    bindings: tuple[tuple[str, str, str], ...] = ()

    def substitutions(self) -> dict[ox.Variable, ox.NamedNode | ox.Literal]:
        return {ox.Variable(name): ox.NamedNode(value) if kind == "iri"
                else ox.Literal(value, datatype=ox.NamedNode(kind))
                for name, kind, value in self.bindings}


@dataclass(frozen=True, slots=True)
class QueryOutcome:
    """A worker's answer: the serialised body and its format, or an error to re-raise."""

    body: bytes = b""
    format: Format | None = None
    is_boolean: bool = False
    error: str | None = None       # name of the CvkgError class to raise, or "internal"
    message: str = ""
    details: dict[str, str] = field(default_factory=dict)

    def unwrap(self) -> tuple[bytes, Format]:
        """The body and its format.

        Raises:
            CvkgError: the error the worker reported, rebuilt in this process.
            RuntimeError: the worker failed unexpectedly (a logged 500).
        """
        if self.error is None and self.format is not None:
            return self.body, self.format
        cls = _ERRORS.get(self.error or "")
        if cls is None:
            raise RuntimeError(f"query worker failed: {self.message}")
        if issubclass(cls, QueryError):
            raise cls(self.message, **self.details)
        raise cls(self.message)


_ERRORS: dict[str, type[CvkgError]] = {
    cls.__name__: cls for cls in (QueryError, QueryTimeoutError, ResultTooLargeError, StoreError)}


class _Deadline:
    def __init__(self, seconds: float | None) -> None:
        self.at = None if seconds is None else time.monotonic() + seconds
        self.seconds = seconds

    def check(self) -> None:
        if self.at is not None and time.monotonic() > self.at:
            raise timeout_error(self.seconds or 0.0)


def timeout_error(seconds: float) -> QueryTimeoutError:
    return QueryTimeoutError(f"the query ran longer than its time limit of {seconds:g} s and was stopped; "
                             "add a LIMIT, narrow the patterns, or ask for less", limit_s=f"{seconds:g}")


def too_large_error(limit: int) -> ResultTooLargeError:
    return ResultTooLargeError(f"the answer has more than {limit} results, the most this endpoint returns; "
                               "add a LIMIT (and OFFSET to page through it)", limit=str(limit))


class _CountingWriter:
    """A binary sink for pyoxigraph that counts lines and stops past a limit or a deadline."""

    def __init__(self, max_lines: int, deadline: _Deadline) -> None:
        self.chunks: list[bytes] = []
        self.lines = 0
        self.max_lines = max_lines
        self.deadline = deadline

    def write(self, chunk: bytes) -> int:
        self.lines += chunk.count(b"\n")
        if self.lines > self.max_lines:
            raise _LimitReachedError
        self.deadline.check()
        self.chunks.append(bytes(chunk))
        return len(chunk)

    def flush(self) -> None:
        return None


class _LimitReachedError(Exception):
    """Raised inside the writer to stop pyoxigraph serialising past the size limit."""


def run_job(graph: KnowledgeGraph, job: QueryJob, *, timeout_s: float | None = None) -> QueryOutcome:
    """Run ``job`` on ``graph`` and serialise the answer.

    Raises:
        QueryError: the query does not parse.
        ResultTooLargeError: more than ``job.max_results`` solutions or triples.
        QueryTimeoutError: only in process, when the deadline passes while serialising.
    """
    deadline = _Deadline(timeout_s)
    results = graph.query(job.sparql, default_graphs=_list(job.default_graphs),
                          named_graphs=_list(job.named_graphs), substitutions=job.substitutions())
    if isinstance(results, ox.QueryBoolean):
        body = results.serialize(format=RESULT_FORMATS[job.result_format])
        return QueryOutcome(body=body, format=job.result_format, is_boolean=True)
    if isinstance(results, ox.QuerySolutions):
        return QueryOutcome(body=_solutions(results, job, deadline), format=job.result_format)
    return QueryOutcome(body=_triples(results, job, deadline), format=job.graph_format)


def _list(graphs: tuple[str, ...] | None) -> list[str] | None:
    return None if graphs is None else list(graphs)


def _solutions(results: ox.QuerySolutions, job: QueryJob, deadline: _Deadline) -> bytes:
    writer = _CountingWriter(job.max_results + 1, deadline)  # + 1: the header line
    try:
        results.serialize(writer, format=ox.QueryResultsFormat.TSV)
    except OSError as exc:
        # pyoxigraph reports an exception raised by the writer as an OSError caused by it.
        if isinstance(exc.__cause__ or exc.__context__, _LimitReachedError) or writer.lines > writer.max_lines:
            raise too_large_error(job.max_results) from None
        if isinstance(exc.__cause__ or exc.__context__, QueryTimeoutError):
            raise timeout_error(deadline.seconds or 0.0) from None
        raise
    except _LimitReachedError:
        raise too_large_error(job.max_results) from None
    tsv = b"".join(writer.chunks)
    if job.result_format is Format.TSV:
        return tsv
    deadline.check()
    converted = ox.parse_query_results(tsv, format=ox.QueryResultsFormat.TSV)
    return bytes(converted.serialize(format=RESULT_FORMATS[job.result_format]))


def _triples(results: ox.QueryTriples, job: QueryJob, deadline: _Deadline) -> bytes:
    triples: list[ox.Triple] = []
    for chunk in iter(lambda: list(itertools.islice(results, 1024)), []):
        triples.extend(chunk)
        if len(triples) > job.max_results:
            raise too_large_error(job.max_results)
        deadline.check()
    fmt = GRAPH_FORMATS[job.graph_format]
    prefixes = PREFIXES if fmt in (ox.RdfFormat.TURTLE, ox.RdfFormat.TRIG, ox.RdfFormat.RDF_XML) else None
    return ox.serialize(triples, format=fmt, prefixes=prefixes) or b""


def run_safely(graph: KnowledgeGraph, job: QueryJob, *, timeout_s: float | None = None) -> QueryOutcome:
    """:func:`run_job`, with every failure turned into an outcome (so it can cross a pipe)."""
    try:
        return run_job(graph, job, timeout_s=timeout_s)
    except QueryError as exc:
        return QueryOutcome(error=type(exc).__name__, message=str(exc), details=dict(exc.details))
    except OSError as exc:
        return QueryOutcome(error="StoreError", message=f"the query failed while running: {exc}")
    except Exception as exc:
        log.exception("query worker: unexpected error")
        return QueryOutcome(error="internal", message=f"{type(exc).__name__}: {exc}")


class QueryRunner(Protocol):
    """Runs a :class:`QueryJob` within ``timeout_s`` seconds."""

    def run(self, job: QueryJob, *, timeout_s: float) -> QueryOutcome: ...

    def close(self) -> None: ...


class InProcessRunner:
    """Runs queries in the calling thread; the deadline is checked only while serialising."""

    def __init__(self, graph: KnowledgeGraph) -> None:
        self.graph = graph

    def run(self, job: QueryJob, *, timeout_s: float) -> QueryOutcome:
        return run_safely(self.graph, job, timeout_s=timeout_s)

    def close(self) -> None:
        return None


def store_size(store_dir: Path) -> int:
    """Bytes of the data files (RocksDB's ``*.sst``) of the store in ``store_dir``.

    Its write-ahead log is left out: the build's last write may leave one as large as the data.
    """
    return sum(f.stat().st_size for f in (store_dir / "oxigraph").glob("*.sst"))


def open_for_queries(store_dir: Path, *, in_memory: bool) -> KnowledgeGraph:
    """The store in ``store_dir``, read-only on disk or copied whole (default graph too) into memory.

    Raises:
        OSError: the store cannot be opened.
    """
    disk = KnowledgeGraph(ox.Store.read_only(str(store_dir / "oxigraph")), store_dir)
    if not in_memory:
        return disk
    try:
        memory = ox.Store()
        memory.bulk_load(disk.store.dump(format=ox.RdfFormat.N_QUADS), format=ox.RdfFormat.N_QUADS)
    except MemoryError:
        log.warning("query worker: no memory for a copy of %s; answering from disk", store_dir)
        return disk
    return KnowledgeGraph(memory, store_dir)


def _worker_main(conn: Connection, store_dir: str, in_memory: bool) -> None:
    """A query worker: open the store (or copy it into memory), then answer jobs until the pipe closes."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the server's to handle
    try:
        graph = open_for_queries(Path(store_dir), in_memory=in_memory)
    except OSError as exc:
        conn.send(f"cannot open the store {store_dir}: {exc}")
        return
    conn.send("ready")
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        conn.send(run_safely(graph, job))


@dataclass
class _Worker:
    process: BaseProcess
    conn: Connection


class QueryPool:
    """A few worker processes, each with the store open read-only; overrunning ones are killed.

    Thread-safe: any number of request threads may call :meth:`run`; a query waits for an
    idle worker, and that wait counts against its time limit. With ``in_memory``, each worker
    copies the store into memory (see the module's docstring).
    """

    def __init__(self, store_dir: Path, *, size: int = 2, in_memory: bool = False) -> None:
        self.store_dir = store_dir
        self.size = size
        self.in_memory = in_memory
        self._context = multiprocessing.get_context("forkserver")
        self._context.set_forkserver_preload(["cvkg.web.execution"])
        # Last in, first out: under light load the same, warm worker answers again, rather than
        # each request waking the one that has slept longest.
        self._idle: queue.LifoQueue[_Worker] = queue.LifoQueue()
        self._lock = threading.Lock()
        self._all: list[_Worker] = []
        self._pid = os.getpid()
        self._closed = False
        starting = [self._start() for _ in range(size)]  # together: each may copy the store first
        try:
            for process, conn in starting:
                worker = self._await_ready(process, conn)
                self._all.append(worker)
                self._idle.put(worker)
        except StoreError:
            for process, _ in starting:
                process.kill()
            raise

    def _start(self) -> tuple[BaseProcess, Connection]:
        parent, child = self._context.Pipe(duplex=True)
        process = self._context.Process(target=_worker_main, args=(child, str(self.store_dir), self.in_memory),
                                        name="cvkg-query", daemon=True)
        process.start()
        child.close()
        return process, parent

    def _await_ready(self, process: BaseProcess, conn: Connection) -> _Worker:
        """Wait until a started worker has its store open.

        Raises:
            StoreError: it did not say so in time, or it could not open the store.
        """
        if not conn.poll(_SPAWN_TIMEOUT_S):
            process.kill()
            raise StoreError(f"{self.store_dir}: a query worker did not start within {_SPAWN_TIMEOUT_S:g} s")
        try:
            hello = conn.recv()
        except (EOFError, OSError):
            hello = f"a query worker died while starting (exit code {process.exitcode})"
        if hello != "ready":
            process.join(1)
            raise StoreError(str(hello))
        return _Worker(process, conn)

    def _retire(self, worker: _Worker) -> None:
        """Kill a worker that overran or broke; a fresh one takes its place once it is ready."""
        _stop(worker, kill=True)
        with self._lock:
            if worker in self._all:
                self._all.remove(worker)
        if not self._closed:
            threading.Thread(target=self._replace, name="cvkg-query-respawn", daemon=True).start()

    def _replace(self) -> None:
        try:
            worker = self._await_ready(*self._start())
        except StoreError:
            log.exception("query pool: a replacement worker did not start")
            return
        with self._lock:
            if not self._closed:
                self._all.append(worker)
                self._idle.put(worker)
                return
        _stop(worker)  # the pool was closed while it started

    def run(self, job: QueryJob, *, timeout_s: float) -> QueryOutcome:
        """Run ``job`` on an idle worker, killing it if it has not answered after ``timeout_s``.

        Raises:
            QueryTimeoutError: no worker became idle, or the worker did not answer, in time.
            StoreError: the worker died while running the query.
        """
        started = time.monotonic()
        try:
            worker = self._idle.get(timeout=timeout_s)
        except queue.Empty:
            raise timeout_error(timeout_s) from None
        remaining = max(0.0, timeout_s - (time.monotonic() - started))
        try:
            worker.conn.send(job)
            if not worker.conn.poll(remaining):
                self._retire(worker)
                raise timeout_error(timeout_s)
            outcome: QueryOutcome = worker.conn.recv()
        except (EOFError, OSError) as exc:
            self._retire(worker)
            raise StoreError(f"a query worker died while running the query: {exc}") from exc
        self._idle.put(worker)
        return outcome

    def close(self) -> None:
        """Stop every worker (only from the process that started them)."""
        self._closed = True
        if os.getpid() != self._pid:
            return  # a forked copy: the lock may have been held at the fork
        with self._lock:
            workers, self._all = list(self._all), []
        for worker in workers:
            _stop(worker)


def _stop(worker: _Worker, *, kill: bool = False) -> None:
    """Ask a worker to exit (or kill it), and reap it."""
    if not kill:
        with contextlib.suppress(OSError):
            worker.conn.send(None)
        worker.process.join(1)
    if worker.process.is_alive():
        worker.process.kill()
        worker.process.join(5)
    worker.conn.close()
