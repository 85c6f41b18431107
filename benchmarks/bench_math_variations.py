"""Mathematicians' reference lists in the AMS style, measured on the generated matrix (``tests/variations_math.py``).

    .venv/bin/python benchmarks/bench_math_variations.py [--misses N] [--dimension NAME]

Writes every variant CV to a temporary folder, extracts it with the real extractor, and prints the mean record F1,
the share of variants read without a miss, and the share of paired fields (authors, title, venue, year, kind)
exactly right: overall, and per value of each dimension of the matrix (format, volume, review number, issue,
italics, authors). ``--misses N`` lists up to N misses per failing variant.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.bench_section_variations import layout_of  # noqa: E402
from tests import variations_math as vm  # noqa: E402

DIMENSIONS = ("format", "volume", "review", "issue", "italics", "authors")


def run(chosen: list[vm.Variant]) -> dict[str, vm.Outcome]:
    """Each variant's outcome, by name (a rejected document scores as an empty prediction)."""
    with tempfile.TemporaryDirectory() as tmp:
        paths = vm.write(Path(tmp), chosen)
        return {
            v.name: vm.score_variant(v, layout_of(path).get("publications", []))
            for v, path in zip(chosen, paths, strict=True)
        }


def _row(label: str, outcomes: list[vm.Outcome]) -> str:
    f1 = sum(o.f1 for o in outcomes) / len(outcomes)
    perfect = sum(not o.misses for o in outcomes)
    right, total = sum(o.fields_right for o in outcomes), sum(o.fields for o in outcomes)
    fields = right / total if total else 0.0
    return f"{label:<24}{f1:>7.3f}{perfect:>7}/{len(outcomes):<5}{fields:>8.3f}"


def table(chosen: list[vm.Variant], outcomes: dict[str, vm.Outcome], dimension: str | None) -> str:
    """Rows per value of each dimension (or of one), then overall."""
    lines = []
    for d, name in enumerate(DIMENSIONS):
        if dimension not in (None, name):
            continue
        groups: dict[str, list[vm.Outcome]] = defaultdict(list)
        for v in chosen:
            groups[v.values[d]].append(outcomes[v.name])
        lines += ["", f"{name:<24}{'F1':>7}{'perfect':>13}{'fields':>8}"]
        lines += [_row(label, found) for label, found in groups.items()]
    lines += ["", _row("overall", list(outcomes.values()))]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--misses", type=int, default=0, help="list up to N misses per failing variant")
    parser.add_argument("--dimension", choices=DIMENSIONS, help="only this dimension's rows")
    args = parser.parse_args(argv)
    chosen = vm.variants()
    outcomes = run(chosen)
    print(table(chosen, outcomes, args.dimension))
    if args.misses:
        for v in chosen:
            if outcomes[v.name].misses:
                print(f"{v.name}: {'; '.join(outcomes[v.name].misses[: args.misses])}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
