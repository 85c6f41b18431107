"""Resolver benchmark: time at 1k, 2k, 5k and 10k synthetic CVs; near-linear is ratio(10k/1k) ≈ 10.

For scale it also times a naive all-pairs baseline on the smallest corpus: rapidfuzz
comparing every pair of person mentions (what blocking avoids), in the same run.

usage: python benchmarks/bench_resolve.py [--sizes 1000,2000,5000,10000] [--repeats 3]
                                          [--large-repeats 1] [--no-baseline]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpus import corpus
from rapidfuzz import fuzz, process

from cvkg.resolve import Kind, resolve

_LARGE = 5000  # from this size on, --large-repeats runs (the 10k corpus takes minutes per run)


def all_pairs_baseline(names: list[str]) -> tuple[float, int]:
    """Seconds to score every pair of ``names`` with rapidfuzz, and how many pairs score >= 90."""
    start, similar = time.perf_counter(), 0
    for name in names:  # process.extract runs the inner loop in C++; no numpy needed
        similar += len(process.extract(name, names, scorer=fuzz.ratio, score_cutoff=90, limit=None))
    return time.perf_counter() - start, similar


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="1000,2000,5000,10000")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--large-repeats", type=int, default=1)
    parser.add_argument("--no-baseline", action="store_true")
    args = parser.parse_args()
    medians = {}
    for size in (int(s) for s in args.sizes.split(",")):
        records = list(corpus(size))
        times = []
        for _ in range(args.large_repeats if size >= _LARGE else args.repeats):
            start = time.perf_counter()
            res = resolve(records, base_uri="http://example.org/")
            times.append(time.perf_counter() - start)
        medians[size] = statistics.median(times)
        print(
            f"{size:>6} CVs  {len(res.mentions):>8} mentions  {len(res.entities):>7} entities  "
            f"median {medians[size]:7.2f} s over {len(times)} run(s)  ({', '.join(f'{t:.2f}' for t in times)})",
            flush=True,
        )
        if size == min(medians) and not args.no_baseline:
            names = [m.text for m, _ in res.mentions if m.kind is Kind.PERSON]
            seconds, similar = all_pairs_baseline(names)
            print(
                f"        naive all-pairs baseline: rapidfuzz over {len(names)} person mentions "
                f"({len(names) * len(names):,} pairs, {similar:,} scoring >= 90): {seconds:.2f} s",
                flush=True,
            )
    small, large = min(medians), max(medians)
    if small != large:
        print(
            f"time({large})/time({small}) = {medians[large] / medians[small]:.1f}"
            f"  (linear: {large / small:.0f})"
        )


if __name__ == "__main__":
    main()
