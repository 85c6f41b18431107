"""Positions and education across surface templates: a template x field table.

Usage: python benchmarks/bench_entry_variations.py [-v] [TEMPLATE]

Every template (plain text as from a PDF, Markdown, LaTeX) prints the same invented entries
(``tests/variations``); the real extractor reads each document and the team's scorer pairs its
records with the expected ones. Columns: record F1, then the accuracy of each field on the
paired records. ``-v`` lists each template's misses; ``--show`` prints the documents too.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.variations import matrix

_SHORT = {"organization": "org", "institution": "inst", "location": "loc", "advisors": "adv",
          "dissertation": "diss", "degree": "deg"}


def _table(results: list[matrix.Result], section: str, fields: tuple[str, ...]) -> list[str]:
    heads = [_SHORT.get(f, f) for f in fields]
    lines = [f"{section:<22}{'F1':>6}" + "".join(f"{h:>7}" for h in heads)]
    total = matrix.Score()
    for r in results:
        s = getattr(r, section)
        total.gold, total.pred, total.matched = total.gold + s.gold, total.pred + s.pred, total.matched + s.matched
        for f in fields:
            total.hits[f] = total.hits.get(f, 0) + s.hits.get(f, 0)
        lines.append(f"{r.template:<22}{s.f1:>6.2f}" + "".join(f"{s.accuracy(f):>7.2f}" for f in fields))
    lines.append(f"{'all':<22}{total.f1:>6.3f}" + "".join(f"{total.accuracy(f):>7.3f}" for f in fields))
    return lines


def main(argv: list[str]) -> int:
    verbose, show = "-v" in argv, "--show" in argv
    only = [a for a in argv if not a.startswith("-")]
    cases = [c for c in matrix.cases() if not only or c.template.name in only]
    results = [matrix.run(c) for c in cases]
    print("\n".join(_table(results, "positions", matrix.POSITION_FIELDS)))
    print()
    print("\n".join(_table(results, "education", matrix.EDUCATION_FIELDS)))
    if verbose or show:
        for case, r in zip(cases, results, strict=True):
            print(f"\n== {r.template}")
            if show:
                print(case.text)
            for section in ("positions", "education"):
                for miss in getattr(r, section).misses:
                    print(f"   {section} {miss}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
