"""A real `cvkg serve` (gunicorn) on a free loopback port, over a store built into a temporary home;
and parsing what a server answers back into rdflib graphs.

``conftest.py`` builds data/ once per session (``built_home``) and serves it once
(``live_server``), for the end-to-end, browser and worker-pool tests.
"""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pyoxigraph as ox
from rdflib import Graph

from cvkg.config import load_settings
from cvkg.pipeline import BuildResult, build

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Server:
    url: str  # without the trailing slash
    result: BuildResult
    log: Path


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_until_up(url: str, process: subprocess.Popen[bytes], log: Path, seconds: float = 30) -> None:
    """Poll until the server answers; on failure, show what it printed."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server exited {process.returncode}:\n{log.read_text(errors='replace')}")
        try:
            with urllib.request.urlopen(url, timeout=10):  # a big graph's home page takes a while
                return
        except OSError:
            time.sleep(0.2)
    process.kill()
    process.wait()
    raise RuntimeError(f"server did not answer in {seconds} s:\n{log.read_text(errors='replace')}")


@dataclass(frozen=True)
class BuiltHome:
    """data/ (or other sources) built into ``home``, with URIs for a server on ``port``."""

    home: Path
    port: int
    result: BuildResult

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}/"


def build_home(home: Path, sources: list[Path] | None = None) -> BuiltHome:
    """Build ``sources`` (default: data/) into ``home``, minting URIs for a free loopback port."""
    port = free_port()
    settings = load_settings(overrides={"home": str(home), "base_uri": f"http://127.0.0.1:{port}/"})
    return BuiltHome(home, port, build(sources or [ROOT / "data"], settings))


@contextlib.contextmanager
def server_process(args: list[str], *, url: str, env: dict[str, str], log: Path,
                   seconds: float = 30) -> Iterator[subprocess.Popen[bytes]]:
    """The server that ``args`` starts (output to ``log``), once it answers at ``url``, until the block ends."""
    with log.open("wb") as out:
        process = subprocess.Popen(args, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
        try:
            wait_until_up(url, process, log, seconds)
            yield process
        finally:
            process.terminate()
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


@contextlib.contextmanager
def serving(built: BuiltHome, *, workers: int = 2, seconds: float = 30,
            settings: dict[str, str] | None = None) -> Iterator[Server]:
    """`cvkg serve` over a built home, on its port, until the block ends (``seconds`` to start).

    ``settings`` are more settings for the server, by name (``{"sparql_memory_mb": "0"}``).
    """
    # The developer's own CVKG_* settings must not change what the tests see.
    inherited = {key: value for key, value in os.environ.items() if not key.startswith("CVKG_")}
    env = {**inherited, "CVKG_HOME": str(built.home), "CVKG_BASE_URI": built.base,
           **{f"CVKG_{name.upper()}": value for name, value in (settings or {}).items()}}
    log = built.home / "server.log"
    args = [sys.executable, "-m", "cvkg", "serve", "--port", str(built.port), "--workers", str(workers)]
    with server_process(args, url=built.base, env=env, log=log, seconds=seconds):
        yield Server(built.base.rstrip("/"), built.result, log)


@contextlib.contextmanager
def running_server(home: Path, sources: list[Path] | None = None) -> Iterator[Server]:
    """Build ``sources`` (default: data/) into ``home`` and serve it until the block ends."""
    with serving(build_home(home, sources)) as server:
        yield server


def rdf_graph(data: bytes, fmt: ox.RdfFormat) -> Graph:
    """An answer parsed by pyoxigraph into an rdflib Graph (quads flattened to triples).

    pyoxigraph parses, because rdflib's JSON-LD and quad parsers emit deprecation warnings
    of their own, which the test settings turn into errors.
    """
    triples = [q.triple if isinstance(q, ox.Quad) else q for q in ox.parse(data, format=fmt)]
    return Graph().parse(data=ox.serialize(triples, format=ox.RdfFormat.N_TRIPLES) or b"", format="nt")


def graphs_by_name(data: bytes, fmt: ox.RdfFormat) -> dict[str, Graph]:
    """A quad answer (N-Quads, TriG) as one rdflib Graph per graph name (\"\" for the default graph)."""
    grouped: dict[str, list[ox.Triple]] = {}
    for quad in ox.parse(data, format=fmt):
        name = quad.graph_name.value if isinstance(quad.graph_name, ox.NamedNode) else ""
        grouped.setdefault(name, []).append(quad.triple)
    return {name: Graph().parse(data=ox.serialize(ts, format=ox.RdfFormat.N_TRIPLES) or b"", format="nt")
            for name, ts in grouped.items()}
