#!/usr/bin/env python3
"""Set up and run cvkg from a fresh clone, with nothing but Python 3.11+ installed.

    python3 tasks.py serve    # venv + install, build data/, serve http://127.0.0.1:8000
    python3 tasks.py test     # venv + install (with test tools, Chromium), lint, every test

Standard library only: this file runs before anything is installed.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")


def run(*args: str | Path, **kwargs: object) -> None:
    print("+", " ".join(str(a) for a in args), flush=True)
    subprocess.run([str(a) for a in args], check=True, cwd=ROOT, **kwargs)  # type: ignore[call-overload]


def ensure_venv(extras: str) -> None:
    """Create .venv and install the project (editable); skip when pyproject.toml is unchanged."""
    if sys.version_info < (3, 11):  # noqa: UP036 (runs before the venv exists)
        sys.exit(f"cvkg needs Python 3.11 or newer; this is {sys.version.split()[0]}")
    if not (BIN / "python").exists():
        run(sys.executable, "-m", "venv", VENV)
    stamp = VENV / f".installed-{extras or 'base'}"
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if stamp.exists() and stamp.read_text() == digest:
        return
    run(BIN / "python", "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    target = f".[{extras}]" if extras else "."
    run(BIN / "python", "-m", "pip", "install", "--quiet", "-e", target)
    stamp.write_text(digest)


def ensure_chromium() -> None:
    """The browser tests drive the system Chromium; install Debian's when we can."""
    if shutil.which("chromium") or shutil.which("chromium-browser"):
        return
    if shutil.which("apt-get") and hasattr(os, "geteuid") and os.geteuid() == 0:
        run("apt-get", "update", "-qq")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        run("apt-get", "install", "-y", "-qq", "chromium", env=env)
    else:
        print("note: no Chromium found and cannot install it here; browser tests will be skipped", flush=True)


def serve() -> None:
    ensure_venv("")
    print("+", BIN / "cvkg", "build", flush=True)
    # Status 1: some sources could not be read (each was reported); the rest is published.
    if subprocess.run([str(BIN / "cvkg"), "build"], cwd=ROOT).returncode not in (0, 1):
        sys.exit("the build failed; see the message above")
    os.execv(str(BIN / "cvkg"), [str(BIN / "cvkg"), "serve", "--host", "127.0.0.1", "--port", "8000"])


def test(pytest_args: list[str]) -> None:
    ensure_venv("test")
    ensure_chromium()
    run(BIN / "ruff", "check", "src", "tests", "benchmarks", "tasks.py")
    run(BIN / "python", "-m", "pytest", *pytest_args)


def main(argv: list[str]) -> None:
    commands = {"serve": lambda: serve(), "test": lambda: test(argv[2:])}
    if len(argv) < 2 or argv[1] not in commands:
        sys.exit(__doc__)
    try:
        commands[argv[1]]()
    except subprocess.CalledProcessError as error:
        sys.exit(error.returncode)


if __name__ == "__main__":
    main(sys.argv)
