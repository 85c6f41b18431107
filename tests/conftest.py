"""Shared fixtures. Every fixture builds its own state: nothing module-level is shared."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.records import sample_records

ROOT = Path(__file__).resolve().parents[1]


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
