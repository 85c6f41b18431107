"""The command line's edges: what a user sees when something is wrong."""

from __future__ import annotations

import os
import socket
import subprocess
import sys

from tests.servers import ROOT, BuiltHome


def run_cvkg(*args: str, home: BuiltHome) -> subprocess.CompletedProcess[str]:
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("CVKG_")}, "CVKG_HOME": str(home.home)}
    return subprocess.run([sys.executable, "-m", "cvkg", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)


def test_serve_on_a_taken_port_says_so_and_exits_2(built_home: BuiltHome) -> None:
    """A port another program listens on gives one clear message and status 2, not gunicorn's retry loop."""
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen()
        port = other.getsockname()[1]
        done = run_cvkg("serve", "--port", str(port), home=built_home)
    assert done.returncode == 2
    assert done.stderr.splitlines()[:2] == [
        f"error: cannot listen on 127.0.0.1:{port}: Address already in use",
        "  hint: another server may be running there; stop it, or choose another port with --port or CVKG_PORT",
    ]
