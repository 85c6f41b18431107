"""Golden files for the text/Markdown extractor: each tests/golden/extract/<name>/ holds an input CV
and the extraction it must give (the export layout with spans). ``pytest --update-golden``
rewrites the expected files; the git diff is the review.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cvkg.export import to_layout
from cvkg.extract import text
from cvkg.ingest import read_source

GOLDEN = Path(__file__).resolve().parent / "golden" / "extract"
CASES = sorted(p for p in GOLDEN.iterdir() if p.is_dir())


def _input(case: Path) -> Path:
    return next(p for p in sorted(case.iterdir()) if p.name.startswith("input."))


def _canonical(data: object) -> str:
    return json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_extraction_matches_golden(case: Path, update_golden: bool) -> None:
    """The extractor's output for each golden input equals its expected.facts.json."""
    record = text.extract(read_source(_input(case)))
    actual = _canonical(to_layout(record, with_spans=True))
    expected_path = case / "expected.facts.json"
    if update_golden or not expected_path.exists():
        expected_path.write_text(actual, encoding="utf-8")
    assert actual == expected_path.read_text(encoding="utf-8")


def test_golden_cases_exist() -> None:
    """There are golden inputs in several styles to test against."""
    assert len(CASES) >= 6
