"""A real `cvkg serve` (gunicorn) on a free loopback port, over a store built into a temporary home."""

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
            with urllib.request.urlopen(url, timeout=1):
                return
        except OSError:
            time.sleep(0.2)
    process.kill()
    process.wait()
    raise RuntimeError(f"server did not answer in {seconds} s:\n{log.read_text(errors='replace')}")


@contextlib.contextmanager
def running_server(home: Path, sources: list[Path] | None = None) -> Iterator[Server]:
    """Build ``sources`` (default: data/) into ``home`` and serve it until the block ends."""
    port = free_port()
    base = f"http://127.0.0.1:{port}/"
    settings = load_settings(overrides={"home": str(home), "base_uri": base})
    result = build(sources or [ROOT / "data"], settings)
    env = {**os.environ, "CVKG_HOME": str(home), "CVKG_BASE_URI": base}
    log = home / "server.log"
    with log.open("wb") as out:
        process = subprocess.Popen([sys.executable, "-m", "cvkg", "serve", "--port", str(port), "--workers", "2"],
                                   cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
        try:
            wait_until_up(base, process, log)
            yield Server(base.rstrip("/"), result, log)
        finally:
            process.terminate()
            process.wait(timeout=15)
