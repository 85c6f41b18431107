"""Headings and dates of CVs in Spanish, Portuguese, French, German and Italian (``tests/variations_languages.py``).

    .venv/bin/python benchmarks/bench_language_variations.py [--misses] [--language CODE] [--section NAME]

Writes every variant CV to a temporary folder, extracts it with the real extractor, and prints one row per
language and section: the mean micro record F1 over its headings and styles, how many variants were read without
a miss, and the share of the paired positions', degrees' and talks' dates and courses' terms that came out right;
then the same per language and per style. ``--misses`` lists what each failing variant lost, added or misdated.
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
from tests import variations_languages as vl  # noqa: E402


def run(chosen: list[vl.Variant]) -> dict[str, vl.Outcome]:
    """Each variant's outcome, by variant name (a rejected document scores as an empty prediction)."""
    with tempfile.TemporaryDirectory() as tmp:
        paths = vl.write(Path(tmp), chosen)
        return {v.name: vl.score_variant(v, layout_of(path)) for v, path in zip(chosen, paths, strict=True)}


def _row(label: str, outcomes: list[vl.Outcome]) -> str:
    f1 = sum(o.f1 for o in outcomes) / len(outcomes)
    perfect = sum(o.f1 >= 0.9999 for o in outcomes)
    right, total = sum(o.dates_right for o in outcomes), sum(o.dates for o in outcomes)
    dated = f"{right / total:>7.3f}{right:>6}/{total}" if total else f"{'-':>7}"
    return f"{label:<24}{f1:>7.3f}{perfect:>7}/{len(outcomes):<5}{dated}"


def table(chosen: list[vl.Variant], outcomes: dict[str, vl.Outcome]) -> str:
    """Rows per language and section, then per language and per style, then overall."""
    groups: dict[str, dict[str, list[vl.Outcome]]] = {"section": defaultdict(list), "language": defaultdict(list),
                                                      "style": defaultdict(list)}  # fmt: skip
    for v in chosen:
        groups["section"][f"{v.language} {v.section}"].append(outcomes[v.name])
        groups["language"][v.language].append(outcomes[v.name])
        groups["style"][v.style].append(outcomes[v.name])
    lines = []
    for name, rows in groups.items():
        lines += ["", f"{name:<24}{'F1':>7}{'perfect':>13}{'dates':>8}"]
        lines += [_row(label, found) for label, found in rows.items()]
    lines += ["", _row("overall", list(outcomes.values()))]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--misses", action="store_true", help="list what each failing variant lost, added or misdated")
    parser.add_argument("--language", help="only this language (es, pt, fr, de, it)")
    parser.add_argument("--section", help="only the headings of this section ('full' for whole CVs)")
    args = parser.parse_args(argv)
    chosen = [
        v
        for v in vl.variants() + vl.full_variants()
        if args.language in (None, v.language) and args.section in (None, v.section)
    ]
    outcomes = run(chosen)
    print(table(chosen, outcomes))
    if args.misses:
        for v in chosen:
            if outcomes[v.name].misses:
                print(f"{v.name}: {'; '.join(outcomes[v.name].misses)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
