"""Shared fixtures. Every fixture builds its own state: nothing module-level is shared."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from cvkg.config import Settings
from cvkg.store import KnowledgeGraph
from cvkg.web import create_app
from tests.records import sample_records
from tests.servers import BuiltHome, Server, build_home, serving
from tests.web_fixtures import compiled

ROOT = Path(__file__).resolve().parents[1]
WEB_BASE = "http://example.org/"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-golden", action="store_true", default=False,
                     help="Rewrite the expected golden files from the current output (review the git diff).")


@pytest.fixture
def update_golden(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-golden"))


@pytest.fixture
def records():  # type: ignore[no-untyped-def]
    """Two hand-built CV records that share a co-author, a paper and an organization."""
    return sample_records()


@pytest.fixture(scope="session")
def web_graph() -> KnowledgeGraph:
    """The sample records compiled (mapped, validated, reasoned) into an in-memory store, for web tests.

    Web tests only read it: the app serves it read-only (queries and pages never write).
    """
    return compiled(sample_records(), WEB_BASE)


@pytest.fixture
def client(web_graph: KnowledgeGraph) -> FlaskClient:
    """A Flask test client over ``web_graph`` with default settings (base http://example.org/)."""
    return create_app(Settings(base_uri=WEB_BASE), web_graph).test_client()


@pytest.fixture(scope="session")
def built_home(tmp_path_factory: pytest.TempPathFactory) -> BuiltHome:
    """data/ built once per session into a fresh home, on disk, with URIs for a free port."""
    return build_home(tmp_path_factory.mktemp("home"))


@pytest.fixture(scope="session")
def live_server(built_home: BuiltHome) -> Iterator[Server]:
    """`cvkg serve` (gunicorn, two workers) over ``built_home``, for the whole session."""
    with serving(built_home) as server:
        yield server
