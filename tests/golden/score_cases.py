"""Score the extractor on the annotated golden cases, per document and overall.

Usage: score_cases.py [PREFIX] [-v]   (PREFIX selects cases by name, e.g. ``heldout-``)

Each case folder with a gold.json has its input extracted with cvkg; gold and prediction are
copied under one name and scored with tests/scorer.py (``-v`` lists the scorer's misses).
"""

from __future__ import annotations

import argparse
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

CASES = ROOT / "tests" / "golden" / "extract"


def _prepare(case: Path, gold_dir: Path, pred_dir: Path) -> None:
    source = next(p for p in sorted(case.iterdir()) if p.name.startswith("input."))
    (gold_dir / f"{case.name}.json").write_bytes((case / "gold.json").read_bytes())
    try:
        layout = to_layout(extract(read_source(source)))
    except CvkgError as error:  # a rejected document scores as having no prediction
        print(f"{case.name}: {error}", file=sys.stderr)
        return
    (pred_dir / f"{case.name}.json").write_text(json.dumps(layout, ensure_ascii=False), encoding="utf-8")


def _score(cases: list[Path], work: Path) -> dict:
    gold_dir, pred_dir = work / "gold", work / "pred"
    gold_dir.mkdir(parents=True)
    pred_dir.mkdir()
    for case in cases:
        _prepare(case, gold_dir, pred_dir)
    return scorer.score(gold_dir, pred_dir)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("prefix", nargs="?", default="")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    cases = sorted(c for c in CASES.iterdir() if c.name.startswith(args.prefix) and (c / "gold.json").exists())
    with tempfile.TemporaryDirectory() as tmp:
        for i, case in enumerate(cases):
            result = _score([case], Path(tmp) / str(i))
            print(
                f"{case.name:<36} record F1 {result['macro_record_f1']:.3f}  "
                f"publication strict F1 {result['publication_strict_f1']}"
            )
        overall = Path(tmp) / "all"
        _score(cases, overall)
        verbose = ["-v"] if args.verbose else []
        scorer.main(["--gold", str(overall / "gold"), "--pred", str(overall / "pred"), *verbose])
    return 0


if __name__ == "__main__":
    sys.exit(main())
