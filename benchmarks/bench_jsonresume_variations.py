"""JSON Resume robustness: the generated variation set (tests/variations_jsonresume.py), scored.

    .venv/bin/python benchmarks/bench_jsonresume_variations.py [-v] [--write DIR]

Prints one row per variant (the one-change-at-a-time variants, then the mixed ones that draw every
option at random) and one column per section: the team scorer's strict F1 on that
variant's records ("." where the variant has none and none were predicted), the macro strict
F1, and the share of paired records whose span starts on the line their JSON object opens on.
``-v`` lists every miss; ``--write DIR`` saves each variant's resume.json and gold for reading.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests import variations_jsonresume as vj  # noqa: E402

SHORT = {"person": "pers", "publications": "pubs", "education": "edu", "positions": "pos", "awards": "awd",
         "talks": "talk", "teaching": "teach", "service": "serv", "students": "stud", "committees": "comm",
         "projects": "proj", "interests": "intr", "skills": "skil"}


def table(results: dict[str, dict]) -> str:
    columns = [s for s in SHORT if any(r["sections"].get(s) is not None for r in results.values())]
    head = f"{'variant':<24}" + "".join(f"{SHORT[c]:>6}" for c in columns) + f"{'macro':>7}{'spans':>7}"
    rows = [head]
    for name, r in results.items():
        cells = "".join(
            f"{'.':>6}" if r["sections"].get(c) is None else f"{r['sections'][c]:>6.2f}" for c in columns
        )
        spans = "-" if r["spans"] is None else f"{r['spans']:.2f}"
        rows.append(f"{name:<24}{cells}{r['macro_strict']:>7.3f}{spans:>7}")
    mean = sum(r["macro_strict"] for r in results.values()) / len(results)
    rows.append(f"{'mean macro strict F1':<24}{mean:.3f}")
    return "\n".join(rows)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--write", type=Path)
    args = ap.parse_args(argv)
    if args.write:
        for v, text, gold in vj.variant_files(vj.VARIANTS + vj.MIXED_VARIANTS):
            (args.write / v.name).mkdir(parents=True, exist_ok=True)
            (args.write / v.name / "input.json").write_text(text, encoding="utf-8")
            (args.write / v.name / "gold.json").write_text(json.dumps(gold, indent=1, ensure_ascii=False))
    results = vj.run(vj.VARIANTS + vj.MIXED_VARIANTS)
    print(table(results))
    if args.verbose:
        for name, r in results.items():
            for miss in r["misses"]:
                print(f"  {name}: {miss}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
