"""Resolver benchmark: time at 1k, 2k, 5k and 10k synthetic CVs; near-linear is ratio(10k/1k) ≈ 10.

usage: python benchmarks/bench_resolve.py [--sizes 1000,2000,5000,10000] [--repeats 3]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpus import corpus

from cvkg.resolve import resolve


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="1000,2000,5000,10000")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    medians = {}
    for size in (int(s) for s in args.sizes.split(",")):
        records = list(corpus(size))
        times = []
        for _ in range(args.repeats):
            start = time.perf_counter()
            res = resolve(records, base_uri="http://example.org/")
            times.append(time.perf_counter() - start)
        medians[size] = statistics.median(times)
        print(
            f"{size:>6} CVs  {len(res.mentions):>8} mentions  {len(res.entities):>7} entities  "
            f"median {medians[size]:7.2f} s  (runs: {', '.join(f'{t:.2f}' for t in times)})",
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
