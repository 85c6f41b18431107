"""Runs inside the refextract virtual environment that bench_extract.py makes (refextract pins
nameparser 1.1.3 and python-dateutil < 3, which cvkg cannot share), so standard library only.

Reads ``{"blocks": {name: text}, "timed": text, "runs": n}`` as JSON on stdin; writes
``{"references": {name: [reference, ...]}, "median_ms": float}`` on stdout.
"""

import json
import statistics
import sys
import time

from refextract import extract_references_from_string


def main() -> None:
    request = json.load(sys.stdin)
    references = {name: extract_references_from_string(text) for name, text in request["blocks"].items()}
    times = []
    for _ in range(request["runs"]):
        start = time.perf_counter()
        extract_references_from_string(request["timed"])
        times.append((time.perf_counter() - start) * 1000)
    json.dump({"references": references, "median_ms": statistics.median(times)}, sys.stdout)


if __name__ == "__main__":
    main()
