"""The people-section variation matrix: invented entries rendered in the surface forms real CVs use, run through
the extractor and scored with the team's scorer (``tests/scorer.py``).

>>> variants = generate()
>>> sorted({v.section for v in variants})
['awards', 'committees', 'service', 'students', 'talks', 'teaching']

Each :class:`Variant` is one document (one section, one template, one format) and the records expected of
it; :func:`run` extracts and scores them all, :func:`table` prints the template x field table.
"""

from __future__ import annotations

import json
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from tests import scorer
from tests.variations_people.render import FORMATS, render
from tests.variations_people.templates import TEMPLATES

# What the team's scorer compares, plus fields it leaves out that these sections still carry
EXTRA_FIELDS = {"students": ("outcome",), "teaching": ("code",)}
_SUFFIX = {"txt": ".txt", "txtw": ".txt", "txt2": ".txt", "md": ".md", "mdb": ".md", "tex": ".tex", "moderncv": ".tex"}


@dataclass(frozen=True)
class Variant:
    section: str
    template: str
    fmt: str
    text: str
    expected: tuple[dict, ...]

    @property
    def name(self) -> str:
        return f"{self.section}-{self.template}-{self.fmt}"


def generate() -> list[Variant]:
    """Every template of every section in every format; deterministic."""
    out = []
    for section, templates in TEMPLATES.items():
        for template in templates:
            for i, fmt in enumerate(FORMATS):
                heading, elements, expected = template(fmt)
                bullet = "•–"[i % 2] if section in ("talks", "service") else "•"
                text = render(fmt, heading, elements, bullet=bullet)
                short = template.__name__.removeprefix(section + "_")
                out.append(Variant(section, short, fmt, text, tuple(expected)))
    return out


@dataclass
class Cell:
    """The tally of one (section, template) or (section, format) group."""

    gold: int = 0
    pred: int = 0
    matched: int = 0
    strict: int = 0
    hits: dict[str, int] = field(default_factory=dict)
    totals: dict[str, int] = field(default_factory=dict)
    misses: list[str] = field(default_factory=list)

    def f1(self, tp: int) -> float:
        return scorer.prf(tp, self.pred, self.gold)["f1"]

    def field(self, name: str) -> float | None:
        return self.hits.get(name, 0) / self.totals[name] if self.totals.get(name) else None


def predict(variants: list[Variant]) -> dict[str, dict]:
    """The extractor's layout for every variant (the CLI's path: read the file, extract, export)."""
    from cvkg.export import to_layout
    from cvkg.extract import extract
    from cvkg.ingest import read_source

    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        for v in variants:
            path = Path(tmp, v.name + _SUFFIX[v.fmt])
            path.write_text(v.text, encoding="utf-8")
            out[v.name] = to_layout(extract(read_source(path)))
    return out


def score_variant(v: Variant, layout: dict, cell: Cell) -> None:
    """Pair expected and predicted records on the scorer's key and compare the scorer's fields (and extras)."""
    keys, fields = scorer.SECTIONS[v.section]
    fields = fields + EXTRA_FIELDS.get(v.section, ())
    gold, pred = [dict(r) for r in v.expected], layout.get(v.section) or []
    cell.gold += len(gold)
    cell.pred += len(pred)
    pairs = scorer.match(gold, pred, keys)
    cell.matched += len(pairs)
    for i, j in pairs:
        ok_all = True
        for f in fields:
            ok = scorer.field_equal(f, gold[i].get(f), pred[j].get(f))
            cell.totals[f] = cell.totals.get(f, 0) + 1
            cell.hits[f] = cell.hits.get(f, 0) + ok
            if f not in EXTRA_FIELDS.get(v.section, ()):
                ok_all &= ok
            if not ok:
                cell.misses.append(f"{v.name} {f}: gold={gold[i].get(f)!r} pred={pred[j].get(f)!r}")
        cell.strict += ok_all
    for i in set(range(len(gold))) - {i for i, _ in pairs}:
        cell.misses.append(f"{v.name}: missed {scorer.key_of(gold[i], keys)!r}")
    for j in set(range(len(pred))) - {j for _, j in pairs}:
        cell.misses.append(f"{v.name}: spurious {scorer.key_of(pred[j], keys)!r}")


def run(variants: list[Variant] | None = None) -> dict[tuple[str, str], Cell]:
    """Cells keyed by (section, template) and by (section, "fmt:" + format), plus (section, "all")."""
    variants = generate() if variants is None else variants
    layouts = predict(variants)
    cells: dict[tuple[str, str], Cell] = {}
    for v in variants:
        for key in ((v.section, v.template), (v.section, "fmt:" + v.fmt), (v.section, "all")):
            score_variant(v, layouts[v.name], cells.setdefault(key, Cell()))
    return cells


def table(cells: dict[tuple[str, str], Cell]) -> str:
    """Rows: section x template (then per format, then the section's total); columns: record F1, strict F1
    and every field's accuracy on matched pairs."""
    lines = []
    for section in TEMPLATES:
        _, fields = scorer.SECTIONS[section]
        fields = fields + EXTRA_FIELDS.get(section, ())
        lines.append(
            f"{section:<30}{'gold':>5}{'pred':>5}{'recF1':>7}{'strict':>7}" + "".join(f"{f[:9]:>10}" for f in fields)
        )
        rows = [k for k in cells if k[0] == section]
        rows.sort(key=lambda k: (k[1] == "all", k[1].startswith("fmt:"), k[1]))
        for key in rows:
            c = cells[key]
            vals = "".join(f"{'-' if (x := c.field(f)) is None else f'{x:.2f}':>10}" for f in fields)
            lines.append(f"  {key[1]:<28}{c.gold:>5}{c.pred:>5}{c.f1(c.matched):>7.2f}{c.f1(c.strict):>7.2f}{vals}")
        lines.append("")
    return "\n".join(lines)


def summary(cells: dict[tuple[str, str], Cell]) -> dict[str, dict[str, float]]:
    """Per section: record F1 and strict F1 over all variants."""
    return {
        s: {"record_f1": round(c.f1(c.matched), 4), "strict_f1": round(c.f1(c.strict), 4)}
        for (s, k), c in cells.items()
        if k == "all"
    }


def dump(variants: list[Variant], out: Path) -> None:
    """Write every variant's document and expected records (for reading a failure by eye)."""
    out.mkdir(parents=True, exist_ok=True)
    for v in variants:
        (out / (v.name + _SUFFIX[v.fmt])).write_text(v.text, encoding="utf-8")
        (out / (v.name + ".expected.json")).write_text(json.dumps(list(v.expected), indent=1), encoding="utf-8")
