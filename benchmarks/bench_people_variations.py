"""People-section variation matrix: students, committees, talks, teaching, service and awards, each rendered in
the surface templates real CVs use (plain text as from a PDF, Markdown, LaTeX), extracted and scored.

    .venv/bin/python benchmarks/bench_people_variations.py [-v] [--dump DIR] [--json OUT]

Prints a template x field table per section (record F1, strict F1, each field's accuracy on matched records;
``fmt:`` rows split the same variants by format). ``-v`` lists every miss; ``--dump`` writes the rendered
documents and their expected records. The generator is ``tests/variations_people``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests import variations_people as vp  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-v", "--verbose", action="store_true", help="list every miss")
    ap.add_argument("--dump", type=Path, help="write the rendered variants here")
    ap.add_argument("--json", type=Path, help="write the per-section summary here")
    args = ap.parse_args(argv)
    variants = vp.generate()
    if args.dump:
        vp.dump(variants, args.dump)
    cells = vp.run(variants)
    print(f"{len(variants)} variants\n")
    print(vp.table(cells))
    if args.verbose:
        for (_, key), cell in cells.items():
            if key == "all":
                for miss in cell.misses:
                    print("   ", miss)
    if args.json:
        args.json.write_text(json.dumps(vp.summary(cells), indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
