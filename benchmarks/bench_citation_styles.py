"""Publication extraction across citation styles: a style x field table.

Invented CSL-JSON references (tests/fixtures/csl/references.json) rendered by citeproc-py in widely
used CSL styles, set in minimal CVs (plain lines, Markdown bullets, a numbered list) and read by the
real extractor; see tests/citation_styles.py for what each column measures.

usage: python benchmarks/bench_citation_styles.py [--style NAME ...] [--layout plain|bullets|numbered ...]
                                                  [--misses N] [--json OUT.json] [--floors]

--floors prints the rates less 0.02, rounded down, in the shape of FLOORS in tests/test_citation_styles.py.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.citation_styles import FIELDS, LAYOUTS, STYLES, Score, score_style


def _cell(value: float | None) -> str:
    return "  -  " if value is None else f"{value:.3f}"


def table(scores: dict[str, Score]) -> str:
    """The style x field table, with the mean and median of every column."""
    width = max(len(s) for s in scores) + 2
    head = "style".ljust(width) + " ".join(f"{f[:11]:>11}" for f in FIELDS)
    rows = [head]
    for style, score in scores.items():
        rows.append(style.ljust(width) + " ".join(f"{_cell(score.rate(f)):>11}" for f in FIELDS))
    for label, stat in (("mean", statistics.fmean), ("median", statistics.median)):
        cells = []
        for f in FIELDS:
            values = [v for s in scores.values() if (v := s.rate(f)) is not None]
            cells.append(_cell(stat(values) if values else None))
        rows.append(label.ljust(width) + " ".join(f"{c:>11}" for c in cells))
    return "\n".join(rows)


def floors(scores: dict[str, Score]) -> str:
    """Every rate less 0.02, rounded down to two places (``None`` for a field never scored), in the order of
    FIELDS: floors just under what the extractor reaches."""
    rows = []
    for style, score in scores.items():
        cells = ", ".join(
            "None" if (v := score.rate(f)) is None else f"{math.floor((v - 0.02) * 100) / 100:.2f}" for f in FIELDS
        )
        rows.append(f'    "{style}": ({cells}),')
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--style", action="append", choices=STYLES, help="only these styles")
    parser.add_argument("--layout", action="append", choices=LAYOUTS, help="only these layouts")
    parser.add_argument("--misses", type=int, default=0, help="print up to N misses per style")
    parser.add_argument("--json", type=Path, help="write the rates to this file")
    parser.add_argument("--floors", action="store_true", help="print floors for tests/test_citation_styles.py")
    args = parser.parse_args(argv)
    scores = {s: score_style(s, args.layout or LAYOUTS) for s in args.style or STYLES}
    print(table(scores))
    if args.misses:
        for style, score in scores.items():
            for miss in score.misses[: args.misses]:
                print(f"{style}: {miss}")
    if args.floors:
        print(floors(scores))
    if args.json:
        rates = {s: {f: sc.rate(f) for f in FIELDS} for s, sc in scores.items()}
        args.json.write_text(json.dumps(rates, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
