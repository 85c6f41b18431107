"""Score the annotated golden cases by hand: per document and overall.

Usage: .venv/bin/python tests/golden/score_cases.py [PREFIX] [-v]

Extracts each tests/golden/extract/<case>/input.* whose name starts with PREFIX (all when
omitted), scores it against its gold.json with tests/scorer.py, and prints macro record F1 and
publication strict F1 per document and over all of them; -v lists the scorer's misses.
A document the extractor rejects is reported and scored as an empty prediction.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests import scorer  # noqa: E402

from cvkg.errors import CvkgError  # noqa: E402
from cvkg.export import to_layout  # noqa: E402
from cvkg.extract import extract  # noqa: E402
from cvkg.ingest import read_source  # noqa: E402

GOLDEN = ROOT / "tests" / "golden" / "extract"


def _predict(case: Path, pred_dir: Path) -> None:
    source = next(p for p in sorted(case.iterdir()) if p.name.startswith("input."))
    try:
        layout = to_layout(extract(read_source(source)))
    except CvkgError as err:  # a rejected document scores as no prediction at all
        print(f"  {case.name}: rejected: {err}")
        return
    (pred_dir / f"{case.name}.json").write_text(json.dumps(layout, ensure_ascii=False), encoding="utf-8")


def _dirs(tmp: Path, cases: list[Path]) -> tuple[Path, Path]:
    gold_dir, pred_dir = tmp / "gold", tmp / "pred"
    gold_dir.mkdir()
    pred_dir.mkdir()
    for case in cases:
        (gold_dir / f"{case.name}.json").write_bytes((case / "gold.json").read_bytes())
        _predict(case, pred_dir)
    return gold_dir, pred_dir


def _line(name: str, result: dict) -> str:
    pub = result["publication_strict_f1"]
    pub_s = "-" if pub is None else f"{pub:.3f}"
    return f"{name:<36}{result['macro_record_f1']:>8.3f}{pub_s:>8}"


def main(argv: list[str]) -> int:
    verbose = "-v" in argv
    prefix = next((a for a in argv if not a.startswith("-")), "")
    cases = [c for c in sorted(GOLDEN.iterdir()) if c.name.startswith(prefix) and (c / "gold.json").exists()]
    with tempfile.TemporaryDirectory() as tmp:
        gold_dir, pred_dir = _dirs(Path(tmp), cases)
        print(f"{'document':<36}{'record':>8}{'pub':>8}")
        for case in cases:
            one = Path(tmp) / case.name
            one.mkdir()
            (one / f"{case.name}.json").write_bytes((gold_dir / f"{case.name}.json").read_bytes())
            print(_line(case.name, scorer.score(one, pred_dir)))
        result = scorer.score(gold_dir, pred_dir)
    print(_line(f"overall ({len(cases)})", result) + f"   macro strict {result['macro_strict_f1']:.3f}")
    if verbose:
        for miss in result["misses"]:
            print("  ", miss)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
