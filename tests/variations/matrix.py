"""The variation matrix: every template printing the same entries, run through the real extractor and
scored with the team's scorer (``tests/scorer.py``), per template and per field.

Deterministic: template ``t`` prints entry ``i`` in the ``(i + 3t)``-th date form that fits it, and
joins degree and field in the ``(i + t)``-th way; so each template sees most date forms, and each
date form meets most templates.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from cvkg.errors import CvkgError
from cvkg.export import to_layout
from cvkg.extract import extract
from cvkg.ingest import read_source
from tests import scorer
from tests.variations.entries import JOBS, SCHOOLS, choose, degree_dates, render
from tests.variations.templates import TEMPLATES, JobLine, SchoolLine, Template, degree_text, notes

# The scorer's fields, and the two it leaves out that the layout still has (location, kind)
POSITION_FIELDS = ("title", "organization", "location", "start", "end", "kind")
EDUCATION_FIELDS = ("degree", "field", "institution", "location", "start", "end", "advisors", "dissertation")


@dataclass(frozen=True)
class Case:
    template: Template
    text: str
    education: list[dict]
    positions: list[dict]


def build(template: Template, t: int) -> Case:
    """One template's document and the records a careful reader finds in it."""
    schools, education = [], []
    for i, s in enumerate(SCHOOLS):
        form = choose(i + 3 * t, s.start, s.end, is_degree=True)
        when, start, end = degree_dates(s, form)
        line = SchoolLine(s, when, degree_text(s, i + t), notes(s, i + t))
        schools.append(line)
        education.append({
            "degree": s.degree, "field": s.field, "institution": s.institution, "location": s.location,
            "start": start, "end": end, "advisors": [] if "advisors" in template.omits else list(s.advisors),
            "dissertation": None if "dissertation" in template.omits else s.dissertation,
        })
    jobs, positions = [], []
    for i, j in enumerate(JOBS):
        form = choose(i + 3 * t, j.start, j.end, is_degree=False)
        when, start, end = render(form, j.start, j.end)
        jobs.append(JobLine(j, when))
        positions.append({"title": j.title, "organization": j.org, "location": j.location,
                          "start": start, "end": end, "kind": j.kind})
    return Case(template, template.render(schools, jobs), education, positions)


def cases() -> list[Case]:
    return [build(template, t) for t, template in enumerate(TEMPLATES)]


def predict(case: Case) -> dict:
    """The extractor's layout for one case (an empty one when it rejects the document)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp, f"cv{case.template.suffix}")
        path.write_text(case.text, encoding="utf-8")
        try:
            return to_layout(extract(read_source(path)))
        except CvkgError:
            return {}


@dataclass
class Score:
    gold: int = 0
    pred: int = 0
    matched: int = 0
    hits: dict[str, int] = field(default_factory=dict)
    misses: list[str] = field(default_factory=list)

    @property
    def f1(self) -> float:
        return scorer.prf(self.matched, self.pred, self.gold)["f1"]

    def accuracy(self, name: str) -> float:
        return self.hits.get(name, 0) / self.matched if self.matched else 0.0


def score_records(gold: list[dict], pred: list[dict], keys: tuple[str, ...], fields: tuple[str, ...]) -> Score:
    """Records paired as the scorer pairs them; each field compared as the scorer compares it."""
    out = Score(len(gold), len(pred))
    pairs = scorer.match(gold, pred, keys)
    out.matched = len(pairs)
    for i, j in pairs:
        for name in fields:
            ok = scorer.field_equal(name, gold[i].get(name), pred[j].get(name))
            out.hits[name] = out.hits.get(name, 0) + ok
            if not ok:
                out.misses.append(f"{name}: gold={gold[i].get(name)!r} pred={pred[j].get(name)!r}")
    for i in set(range(len(gold))) - {i for i, _ in pairs}:
        out.misses.append(f"missed {scorer.key_of(gold[i], keys)!r}")
    for j in set(range(len(pred))) - {j for _, j in pairs}:
        out.misses.append(f"spurious {scorer.key_of(pred[j], keys)!r}")
    return out


@dataclass(frozen=True)
class Result:
    template: str
    positions: Score
    education: Score


def run(case: Case) -> Result:
    pred = predict(case)
    return Result(
        case.template.name,
        score_records(case.positions, pred.get("positions") or [], ("organization", "title"), POSITION_FIELDS),
        score_records(case.education, pred.get("education") or [], ("institution", "degree"), EDUCATION_FIELDS),
    )


def run_all() -> list[Result]:
    return [run(case) for case in cases()]
