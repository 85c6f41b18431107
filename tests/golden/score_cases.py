"""Score the annotated golden cases with the team's scorer, per document and overall.

Usage: python tests/golden/score_cases.py [PREFIX] [-v]
PREFIX selects the case folders whose name starts with it (e.g. ``heldout-``); ``-v`` lists the misses.
A case the extractor rejects is scored as an empty prediction and named on stderr.
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

CASES = Path(__file__).resolve().parent / "extract"


def _predict(case: Path, pred_dir: Path) -> None:
    source = next(p for p in sorted(case.iterdir()) if p.name.startswith("input."))
    try:
        layout = to_layout(extract(read_source(source)))
    except CvkgError as err:
        print(f"{case.name}: rejected: {err}", file=sys.stderr)
        return
    (pred_dir / f"{case.name}.json").write_text(json.dumps(layout, ensure_ascii=False), encoding="utf-8")


def _score(cases: list[Path], verbose: bool) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        gold_dir, pred_dir = Path(tmp, "gold"), Path(tmp, "pred")
        gold_dir.mkdir()
        pred_dir.mkdir()
        for case in cases:
            (gold_dir / f"{case.name}.json").write_bytes((case / "gold.json").read_bytes())
            _predict(case, pred_dir)
        result: dict = scorer.score(gold_dir, pred_dir)
    if verbose:
        for miss in result["misses"]:
            print("   ", miss)
    return result


def main(argv: list[str]) -> int:
    verbose = "-v" in argv
    prefix = next((a for a in argv if not a.startswith("-")), "")
    cases = sorted(c for c in CASES.iterdir() if (c / "gold.json").exists() and c.name.startswith(prefix))
    print(f"{'case':<34}{'record F1':>10}{'pub strict':>12}")
    for case in cases:
        result = _score([case], verbose)
        pub = result["publication_strict_f1"]
        print(f"{case.name:<34}{result['macro_record_f1']:>10.3f}{'-' if pub is None else f'{pub:.3f}':>12}")
    overall = _score(cases, False)
    print(f"{'overall (' + str(len(cases)) + ')':<34}{overall['macro_record_f1']:>10.3f}"
          f"{overall['publication_strict_f1'] or 0:>12.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
