"""Golden files for the text/Markdown extractor: each tests/golden/extract/<name>/ holds an input CV
and the extraction it must give (the export layout with spans). ``pytest --update-golden``
rewrites the expected files; the git diff is the review.

Cases with a hand-written ``gold.json`` (the scorer's layout) are also scored by the gold scorer
(``tests/scorer.py``, a copy of the team's ``shared/eval/score.py``), and its figures on the
whole set must stay above a floor: the expected files pin behaviour, the gold says what is right.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cvkg.export import to_layout
from cvkg.extract import text
from cvkg.ingest import read_source
from tests import scorer

GOLDEN = Path(__file__).resolve().parent / "golden" / "extract"
CASES = sorted(p for p in GOLDEN.iterdir() if p.is_dir())
ANNOTATED = [c for c in CASES if (c / "gold.json").exists()]
# Floors under the figures of the day (macro record F1 0.984, publication strict F1 0.979 on 10 CVs):
# a change that costs more than a few records somewhere fails here.
MACRO_RECORD_F1_FLOOR = 0.95
PUBLICATION_STRICT_F1_FLOOR = 0.95
LAYOUT_KEYS = {
    "source", "person", "headline", "interests", "education", "positions", "awards", "publications",
    "talks", "teaching", "service", "students", "committees", "projects", "skills",
}


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
    """There are golden inputs in several styles to test against, most with a hand-written gold file."""
    assert len(CASES) >= 16
    assert len(ANNOTATED) >= 10
    assert {_input(c).suffix for c in ANNOTATED} >= {".tex", ".md", ".txt"}


@pytest.mark.parametrize("case", ANNOTATED, ids=[c.name for c in ANNOTATED])
def test_gold_file_follows_the_layout(case: Path) -> None:
    """Every gold file has the layout's keys and names its input, so the scorer reads all of it."""
    gold = json.loads((case / "gold.json").read_text(encoding="utf-8"))
    assert set(gold) == LAYOUT_KEYS
    assert gold["source"] == _input(case).name
    for name, (keys, fields) in scorer.SECTIONS.items():
        for record in gold[name]:
            assert set(keys) | set(fields) <= set(record), (name, record)


def test_scorer_figures_on_the_golden_set_stay_above_the_floor(tmp_path: Path) -> None:
    """The gold scorer's macro record F1 and publication strict F1 on the annotated CVs stay above their floors."""
    gold_dir, pred_dir = tmp_path / "gold", tmp_path / "pred"
    gold_dir.mkdir()
    pred_dir.mkdir()
    for case in ANNOTATED:
        (gold_dir / f"{case.name}.json").write_text((case / "gold.json").read_text(encoding="utf-8"), encoding="utf-8")
        layout = to_layout(text.extract(read_source(_input(case))))
        (pred_dir / f"{case.name}.json").write_text(json.dumps(layout, ensure_ascii=False), encoding="utf-8")
    result = scorer.score(gold_dir, pred_dir)
    assert not result["missing_predictions"]
    assert result["macro_record_f1"] >= MACRO_RECORD_F1_FLOOR, result["misses"]
    assert result["publication_strict_f1"] >= PUBLICATION_STRICT_F1_FLOOR, result["misses"]
