#!/usr/bin/env python3
"""Re-score the held-out sets in one command: development sets (tests/golden/extract/heldout*-*/) and
sealed sets (tests/sealed/heldout*.tar.gz).

    python3 tests/golden/score_heldout.py              # every set found
    python3 tests/golden/score_heldout.py heldout2 -v  # one set, listing every miss
    python3 tests/golden/score_heldout.py heldout8     # a sealed set: figures only

A sealed set is kept packed in main so that it survives every landing but stays out of greps and
reviews: nobody reads it while changing the extractor. Its misses are printed only with --unseal,
which ends its use as a measure of unseen CVs (unpack it into tests/golden/extract/ then).

A set is the part of a case's folder name before the first "-" (heldout2-latex-awesome-cv belongs
to heldout2). Each case's input is copied under its folder name (every input is called input.*,
so the extractor's one-file-per-stem output would collide), extracted with the project's own
`cvkg extract` CLI, and scored with the gold scorer: per document, then over the whole set.
Standard library only; the scorer is tests/scorer.py (a copy of the team's shared/eval/score.py)
unless --scorer names another copy.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
EXTRACT = ROOT / "tests" / "golden" / "extract"
SEALED = ROOT / "tests" / "sealed"


def load_scorer(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location("heldout_scorer", path)
    if spec is None or spec.loader is None:
        sys.exit(f"{path}: cannot load the scorer")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def unpack_sealed(into: Path) -> list[str]:
    """Unpack every sealed archive under `into`; return the names of the sealed sets."""
    names = []
    for archive in sorted(SEALED.glob("heldout*.tar.gz")):
        with tarfile.open(archive) as packed:
            packed.extractall(into, filter="data")
        names.append(archive.name.removesuffix(".tar.gz"))
    return names


def cases_by_set(names: list[str], folders: list[Path]) -> dict[str, list[Path]]:
    sets: dict[str, list[Path]] = {}
    for case in sorted((c for folder in folders for c in folder.rglob("heldout*-*")), key=lambda c: c.name):
        if (case / "gold.json").exists():
            sets.setdefault(case.name.split("-", 1)[0], []).append(case)
    unknown = [n for n in names if n not in sets]
    if unknown:
        found = ", ".join(sets) or "none"
        sys.exit(f"{EXTRACT}, {SEALED}: no held-out set named {', '.join(unknown)} (found: {found})")
    return {n: sets[n] for n in names} if names else sets


def cvkg_command() -> str:
    local = ROOT / ".venv" / "bin" / "cvkg"
    found = str(local) if local.exists() else shutil.which("cvkg")
    if not found:
        sys.exit("cvkg not found: run `python3 tasks.py test` once to create .venv, or put cvkg on PATH")
    return found


def extract(cases: list[Path], work: Path) -> tuple[Path, Path]:
    """Copy inputs and golds under each case's name, run `cvkg extract`, return (gold_dir, pred_dir)."""
    inputs, gold_dir, pred_dir = work / "in", work / "gold", work / "pred"
    for folder in (inputs, gold_dir, pred_dir):
        folder.mkdir()
    sources = []
    for case in cases:
        source = next(p for p in sorted(case.iterdir()) if p.name.startswith("input."))
        sources.append(inputs / f"{case.name}{source.suffix}")
        shutil.copyfile(source, sources[-1])
        shutil.copyfile(case / "gold.json", gold_dir / f"{case.name}.json")
    # Status 1 means some sources could not be read; the scorer then reports them as missing.
    done = subprocess.run([cvkg_command(), "extract", *map(str, sources), "--out", str(pred_dir)], check=False)
    if done.returncode not in (0, 1):
        sys.exit(f"cvkg extract failed with status {done.returncode}")
    return gold_dir, pred_dir


def print_fields(per_doc: dict[str, dict]) -> None:
    """Each document's share of right fields among its matched publications: figures only, as a sealed set allows."""
    fields = ("title", "authors", "venue", "year", "kind")
    print(f"\n{'publication fields right':<44}" + "".join(f"{f:>9}" for f in fields))
    for doc, result in per_doc.items():
        got = result["sections"]["publications"]["fields"]
        print(f"{doc:<44}" + "".join(f"{got[f]:>9.2f}" if f in got else f"{'-':>9}" for f in fields))


def kind_pairs(scorer: ModuleType, gold_file: Path, pred_dir: Path) -> dict[tuple[str, str], int]:
    """How often each gold publication kind was extracted as each kind, over matched publications: figures only."""
    gold = json.loads(gold_file.read_text(encoding="utf-8")).get("publications") or []
    pred_file = pred_dir / gold_file.name
    pred = json.loads(pred_file.read_text(encoding="utf-8")).get("publications") or [] if pred_file.exists() else []
    counts: dict[tuple[str, str], int] = {}
    for i, j in scorer.match(gold, pred, scorer.SECTIONS["publications"][0]):
        pair = (str(gold[i].get("kind")), str(pred[j].get("kind")))
        counts[pair] = counts.get(pair, 0) + 1
    return counts


def print_kinds(kinds: dict[str, dict[tuple[str, str], int]]) -> None:
    print("\npublication kinds (gold -> extracted: count), matched publications only")
    for doc, counts in kinds.items():
        if counts:
            pairs = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
            print(f"{doc:<44}" + ", ".join(f"{g}->{p}: {n}" for (g, p), n in pairs))


def score_set(
    scorer: ModuleType, name: str, cases: list[Path], verbose: bool, fields: bool = False, kinds: bool = False
) -> dict:
    with tempfile.TemporaryDirectory(prefix=f"{name}-") as tmp:
        gold_dir, pred_dir = extract(cases, Path(tmp))
        kinds_by_doc = {g.stem: kind_pairs(scorer, g, pred_dir) for g in sorted(gold_dir.glob("*.json"))}
        per_doc = {}
        for gold_file in sorted(gold_dir.glob("*.json")):
            single = Path(tmp) / "one" / gold_file.stem
            single.mkdir(parents=True)
            shutil.copyfile(gold_file, single / gold_file.name)
            per_doc[gold_file.stem] = scorer.score(single, pred_dir)
        overall = scorer.score(gold_dir, pred_dir)
    print(f"\n== {name}: {len(cases)} documents")
    print(f"{'document':<44}{'record F1':>10}{'strict F1':>10}{'pub rec':>9}{'pub strict':>11}")
    for doc, result in per_doc.items():
        pubs = result["sections"]["publications"]
        pub_s = f"{pubs['records']['f1']:>9.3f}{pubs['strict']['f1']:>11.3f}" if pubs["gold"] else f"{'-':>9}{'-':>11}"
        print(f"{doc:<44}{result['macro_record_f1']:>10.3f}{result['macro_strict_f1']:>10.3f}{pub_s}")
    if fields:
        print_fields(per_doc)
    if kinds:
        print_kinds(kinds_by_doc)
    print(f"\n{'section':<13}{'gold':>6}{'pred':>6}{'rec F1':>8}{'strict F1':>11}")
    for section, s in overall["sections"].items():
        print(f"{section:<13}{s['gold']:>6}{s['pred']:>6}{s['records']['f1']:>8.3f}{s['strict']['f1']:>11.3f}")
    if overall["missing_predictions"]:
        print("no prediction for:", ", ".join(overall["missing_predictions"]))
    if verbose:
        for miss in overall["misses"]:
            print("  ", miss)
    print(
        f"{name}: macro record F1 {overall['macro_record_f1']:.3f}  macro strict F1 {overall['macro_strict_f1']:.3f}"
        f"  publication strict F1 {overall['publication_strict_f1']}"
    )
    return {"documents": per_doc, "overall": overall}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sets", nargs="*", help="held-out sets to score (default: every heldout* set)")
    ap.add_argument("--scorer", type=Path, default=ROOT / "tests" / "scorer.py", help="the gold scorer to use")
    ap.add_argument("--json", type=Path, help="write every figure and miss here")
    ap.add_argument("--fields", action="store_true", help="print each document's publication fields right (figures)")
    ap.add_argument("--kinds", action="store_true", help="print each document's publication kinds, gold -> extracted")
    ap.add_argument("--verbose", "-v", action="store_true", help="list every miss (development sets only)")
    ap.add_argument("--unseal", action="store_true", help="also list a sealed set's misses, ending its use")
    args = ap.parse_args(argv)
    scorer = load_scorer(args.scorer)
    with tempfile.TemporaryDirectory(prefix="sealed-") as unpacked:
        sealed = unpack_sealed(Path(unpacked))
        sets = cases_by_set(args.sets, [EXTRACT, Path(unpacked)])
        results = {
            name: score_set(
                scorer, name, cases, args.verbose and (args.unseal or name not in sealed), args.fields, args.kinds
            )
            for name, cases in sets.items()
        }
    if args.json:
        args.json.write_text(json.dumps(results, indent=2, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
