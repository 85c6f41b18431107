"""Extraction benchmark: quality per section (the gold scorer) and speed, beside refextract.

    .venv/bin/python benchmarks/bench_extract.py [--gold DIR] [--sources DIR] [--scorer PATH]

Prints the scorer's table for cvkg, then publication scores of cvkg and of refextract
(PyPI; a reference-string parser) on the same publication lists, then the median time to
extract one CV with 40 publications, and refextract's median on the same 40 entries,
measured in the same run.

refextract cannot share cvkg's environment (it pins nameparser 1.1.3 and python-dateutil < 3),
so it runs in a virtual environment of its own, made on first use under
``benchmarks/.venv-refextract`` (``--refextract-python`` names another interpreter).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType
from typing import Any

from cvkg.export import to_layout
from cvkg.extract import extract
from cvkg.ingest import read_source
from cvkg.model import SourceDocument

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
REFEXTRACT = "refextract==1.1.7"
REFEXTRACT_VENV = ROOT / "benchmarks" / ".venv-refextract"


def load_scorer(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location("score", path)
    assert spec and spec.loader, f"no scorer at {path}"
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def cvkg_predictions(sources: list[Path], out: Path) -> dict[str, Any]:
    layouts = {}
    for path in sources:
        layout = to_layout(extract(read_source(path)))
        (out / f"{path.stem}.json").write_text(json.dumps(layout, ensure_ascii=False), encoding="utf-8")
        layouts[path.stem] = layout
    return layouts


def refextract_python(given: Path | None) -> Path:
    """The interpreter of refextract's own environment, made (once) when none is given."""
    if given is not None:
        return given
    python = REFEXTRACT_VENV / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(REFEXTRACT_VENV)], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", REFEXTRACT], check=True)
    return python


def publication_blocks(sources: list[Path]) -> dict[str, str]:
    """Per source, the lines cvkg found to be publications (one entry per line), for refextract."""
    blocks = {}
    for path in sources:
        doc = read_source(path)
        lines = doc.text.splitlines()
        blocks[path.stem] = "\n".join(" ".join(lines[p.span.line - 1:p.span.end_line])
                                      for p in extract(doc).publications)
    return blocks


def run_refextract(python: Path, blocks: dict[str, str], timed: str, runs: int) -> dict[str, Any]:
    request = json.dumps({"blocks": blocks, "timed": timed, "runs": runs})
    done = subprocess.run([str(python), str(ROOT / "benchmarks" / "refextract_runner.py")], input=request,
                          capture_output=True, text=True, check=True)
    answer: dict[str, Any] = json.loads(done.stdout)
    return answer


def write_refextract_predictions(references: dict[str, list[dict[str, list[str]]]], sources: list[Path],
                                 out: Path) -> None:
    """refextract's references in the scorer's layout."""
    for path in sources:
        pubs = [_from_refextract(ref) for ref in references[path.stem]]
        layout = {"source": path.name, "publications": [p for p in pubs if p["title"]]}
        (out / f"{path.stem}.json").write_text(json.dumps(layout, ensure_ascii=False), encoding="utf-8")


def _from_refextract(ref: dict[str, list[str]]) -> dict[str, Any]:
    authors = re.split(r",\s*|\s+and\s+", " ".join(ref.get("author", [])))
    misc = " ".join(ref.get("misc", [])).strip(" .:")
    title = ref.get("title", [misc.split(". ")[0] if misc else ""])[0]
    year = int(ref["year"][0]) if ref.get("year") else None
    venue = " ".join(ref.get("journal_title", [])) or None
    return {"authors": [a.strip() for a in authors if a.strip()], "title": title, "venue": venue,
            "year": year, "kind": "conference", "notes": None}


def synthetic_cv(n_publications: int, seed: int = 7) -> str:
    """A plain-text CV with ``n_publications`` entries in three common citation styles."""
    rng = random.Random(seed)
    first = ["Ada", "Alan", "Grace", "Edsger", "Barbara", "Donald", "Leslie", "Frances", "John", "Radia"]
    last = ["Lovelace", "Turing", "Hopper", "Dijkstra", "Liskov", "Knuth", "Lamport", "Allen", "Backus", "Perlman"]
    venues = ["Symposium on Operating Systems Principles (SOSP)", "Conference on Networked Systems (NSDI)",
              "Journal of Systems Research", "International Conference on Machine Learning (ICML)"]
    lines = ["# Ada Lovelace", "", "ada@example.org", "", "## Publications", ""]
    for i in range(n_publications):
        authors = [f"{rng.choice(first)} {rng.choice(last)}" for _ in range(rng.randint(2, 7))]
        title = " ".join(rng.choice(["Scalable", "Fast", "Robust", "Learning", "Systems", "Graphs",
                                     "Consensus", "Storage"]) for _ in range(rng.randint(3, 8)))
        venue, year = rng.choice(venues), rng.randint(2000, 2024)
        style = i % 3
        if style == 0:
            lines.append(f"{i + 1}. {', '.join(authors)}. {title}. {venue}, {year}.")
        elif style == 1:
            initials = ", ".join(f"{a.split()[1]} {a.split()[0][0]}." for a in authors)
            lines.append(f"[{i + 1}] {initials} {title}. In {venue.replace(')', f' {year % 100:02d})')}.")
        else:
            lines += [f"- {title}", f"  {', '.join(authors)}", f"  {venue} {year}"]
    return "\n".join(lines) + "\n"


def median_ms(func: Any, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        func()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--gold", type=Path, default=SHARED / "gold" / "seeds")
    ap.add_argument("--sources", type=Path, default=ROOT / "data")
    ap.add_argument("--scorer", type=Path, default=ROOT / "tests" / "scorer.py")
    ap.add_argument("--runs", type=int, default=50)
    ap.add_argument("--refextract-python", type=Path, default=None)
    args = ap.parse_args(argv)
    scorer = load_scorer(args.scorer)
    sources = sorted(p for p in args.sources.iterdir() if (args.gold / f"{p.stem}.json").exists())
    text = synthetic_cv(40)
    timed_block = text.split("## Publications", 1)[1]
    refextract = run_refextract(refextract_python(args.refextract_python), publication_blocks(sources),
                                timed_block, max(5, args.runs // 5))
    with tempfile.TemporaryDirectory() as tmp:
        ours, theirs = Path(tmp, "cvkg"), Path(tmp, "refextract")
        ours.mkdir()
        theirs.mkdir()
        cvkg_predictions(sources, ours)
        print(f"== cvkg on {len(sources)} documents ({args.gold})")
        scorer.main(["--gold", str(args.gold), "--pred", str(ours)])
        ours_result = scorer.score(args.gold, ours)["sections"]["publications"]
        write_refextract_predictions(refextract["references"], sources, theirs)
        theirs_result = scorer.score(args.gold, theirs)["sections"]["publications"]
    print("\n== publications, side by side (the same publication lines)")
    print(f"{'':<12}{'record F1':>10}{'strict F1':>11}{'author F1':>11}")
    for name, result in (("cvkg", ours_result), ("refextract", theirs_result)):
        authors = result.get("authors", {}).get("f1", 0.0)
        print(f"{name:<12}{result['records']['f1']:>10.3f}{result['strict']['f1']:>11.3f}{authors:>11.3f}")
    doc = SourceDocument(path="synthetic.md", media_type="text/markdown", text=text, sha256="0" * 64)
    found = len(extract(doc).publications)
    ours_ms = median_ms(lambda: extract(doc), args.runs)
    theirs_ms = refextract["median_ms"]
    print(f"\n== one CV with 40 publications ({found} found), median of {args.runs} runs")
    print(f"cvkg extract (the whole CV): {ours_ms:.1f} ms")
    print(f"refextract on the same 40 entries: {theirs_ms:.1f} ms; ratio cvkg/refextract {ours_ms / theirs_ms:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
