"""Section recognition across heading vocabularies and heading styles (``tests/variations_sections.py``).

    .venv/bin/python benchmarks/bench_section_variations.py [--misses] [--section NAME] [--style NAME]

Writes every variant CV to a temporary folder, extracts it with the real extractor, and prints
one row per heading: its mean micro record F1 over the styles, then one character per style
(``.`` right, a digit for F1 in tenths, ``x`` for a rejected document), then the mean per style
and per section. ``--misses`` lists what each failing variant lost or added.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests import variations_sections as vs  # noqa: E402

from cvkg.errors import CvkgError  # noqa: E402
from cvkg.export import to_layout  # noqa: E402
from cvkg.extract import extract  # noqa: E402
from cvkg.ingest import read_source  # noqa: E402


def layout_of(path: Path) -> dict:
    """The extractor's layout of one written CV; an empty one, reported, when it rejects the document."""
    try:
        return to_layout(extract(read_source(path)))
    except CvkgError as err:
        print(f"{path.stem}: rejected: {err}", file=sys.stderr)
        return {}


def run(chosen: list[vs.Variant]) -> dict[str, vs.Outcome]:
    """Each variant's outcome, by variant name (a rejected document scores as an empty prediction)."""
    with tempfile.TemporaryDirectory() as tmp:
        paths = vs.write(Path(tmp), chosen)
        return {v.name: vs.score_variant(v, layout_of(path)) for v, path in zip(chosen, paths, strict=True)}


def _cell(outcome: vs.Outcome | None) -> str:
    if outcome is None:
        return " "
    if outcome.f1 >= 0.9999:
        return "."
    return str(min(9, int(outcome.f1 * 10)))


def table(chosen: list[vs.Variant], outcomes: dict[str, vs.Outcome]) -> str:
    """The heading x style table, with means per style, per section and overall."""
    styles = [s for s in vs.STYLES if any(v.style == s for v in chosen)]
    by_cell = {(v.heading, v.style): outcomes[v.name] for v in chosen}
    headings = list(dict.fromkeys(v.heading for v in chosen))
    lines = ["styles: " + "  ".join(f"{i % 10}={s}" for i, s in enumerate(styles))]
    lines.append(f"{'section':<13}{'heading':<38}{'mean':>6}  {''.join(str(i % 10) for i in range(len(styles)))}")
    per_section: dict[str, list[float]] = defaultdict(list)
    for h in headings:
        cells = [by_cell.get((h, s)) for s in styles]
        scores = [c.f1 for c in cells if c is not None]
        per_section[h.section] += scores
        lines.append(f"{h.section:<13}{h.text[:37]:<38}{sum(scores) / len(scores):>6.3f}  {''.join(map(_cell, cells))}")
    lines.append("")
    lines.append(f"{'style':<16}{'mean':>6}{'perfect':>9}")
    for s in styles:
        scores = [by_cell[(h, s)].f1 for h in headings if (h, s) in by_cell]
        perfect = sum(x >= 0.9999 for x in scores)
        lines.append(f"{s:<16}{sum(scores) / len(scores):>6.3f}{perfect:>5}/{len(scores)}")
    lines.append("")
    for section, scores in per_section.items():
        lines.append(f"{section:<16}{sum(scores) / len(scores):>6.3f}")
    all_scores = [o.f1 for o in outcomes.values()]
    perfect = sum(x >= 0.9999 for x in all_scores)
    lines.append(f"{'overall':<16}{sum(all_scores) / len(all_scores):>6.3f}  perfect {perfect}/{len(all_scores)}")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--misses", action="store_true", help="list what each failing variant lost or added")
    parser.add_argument("--section", help="only the headings of this section")
    parser.add_argument("--style", help="only this style")
    args = parser.parse_args(argv)
    chosen = [
        v
        for v in vs.variants() + vs.full_variants()
        if (args.section is None or v.heading.section == args.section) and (args.style is None or v.style == args.style)
    ]
    outcomes = run(chosen)
    print(table(chosen, outcomes))
    if args.misses:
        for v in chosen:
            if outcomes[v.name].f1 < 0.9999:
                print(f"{v.name}: {'; '.join(outcomes[v.name].misses)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
