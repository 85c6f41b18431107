"""Headings and dates of CVs in Spanish, Portuguese, French, German and Italian, measured on the generated matrix
(``tests/variations_languages.py``).

The full matrix (every heading in every style) runs in ``benchmarks/bench_language_variations.py``; here every
heading (and each language mixed with English both ways) runs in two styles, rotating so that every style is met,
with two whole CVs per language. The floors sit
just under what the extractor reaches (1.000 on both at present).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cvkg.export import to_layout
from cvkg.extract import extract
from cvkg.extract import sections as sections_module
from cvkg.ingest import read_source
from tests import variations_languages as vl
from tests import variations_sections as vs

# mean micro record F1 over the sample, the share of variants read without a miss, the share of dates right
MEAN_FLOOR = 0.99
PERFECT_FLOOR = 0.97
DATES_FLOOR = 0.99
SHARE = 5  # one variant in five: two styles of ten per heading
FULL_CVS = 2  # whole CVs per language


def _sample() -> list[vl.Variant]:
    """Two styles of each heading (each run of a heading's variants spans the styles once), turning from heading
    to heading, and the whole CVs."""
    every = vl.variants()
    picked = [v for k, v in enumerate(every) if k % SHARE == (k // len(vl.STYLES)) % SHARE]
    return picked + [vl.full_variant(code, n) for code in vl.FOREIGN for n in range(FULL_CVS)]


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[vl.Variant, vl.Outcome]]:
    chosen = _sample()
    folder: Path = tmp_path_factory.mktemp("languages")
    return {
        v.name: (v, vl.score_variant(v, to_layout(extract(read_source(path)))))
        for v, path in zip(chosen, vl.write(folder, chosen), strict=True)
    }


def test_the_sample_meets_every_style_and_language() -> None:
    """The rotation puts every style and every language in the sample."""
    chosen = _sample()
    assert {v.style for v in chosen} == set(vl.STYLES)
    assert {v.language for v in chosen} == {v.language for v in vl.variants()}


def test_headings_of_five_languages_open_their_section(outcomes) -> None:
    """Across languages, heading spellings and styles the entries land in the section their heading names."""
    scores = [o.f1 for _, o in outcomes.values()]
    failing = [f"{name}: {'; '.join(o.misses)}" for name, (_, o) in outcomes.items() if o.f1 < 1]
    assert sum(scores) / len(scores) >= MEAN_FLOOR, "\n".join(failing)
    assert sum(s == 1 for s in scores) / len(scores) >= PERFECT_FLOOR, "\n".join(failing)


def test_dates_written_in_five_languages_come_out_right(outcomes) -> None:
    """The starts and ends of positions and degrees, and the dates of talks, read in each language's forms."""
    right = sum(o.dates_right for _, o in outcomes.values())
    total = sum(o.dates for _, o in outcomes.values())
    misdated = [f"{name}: {'; '.join(m for m in o.misses if 'gold=' in m)}" for name, (_, o) in outcomes.items()
                if o.dates_right < o.dates]  # fmt: skip
    assert total and right / total >= DATES_FLOOR, "\n".join(misdated)


def _english_kind(text: str) -> sections_module.SectionKind | None:
    folded = sections_module.fold(text)
    return next((k for p, k in sections_module._KIND_PATTERNS if p.search(folded)), None)


def test_english_headings_keep_their_kind() -> None:
    """The other languages' patterns, tried first, claim no English heading for another kind than the English
    table gives it (``Theses Supervised`` stays students, not French "thèses")."""
    source = Path(__file__).with_name("test_sections.py").read_text(encoding="utf-8")
    headings = [h.text for h in vs.VOCABULARY] + re.findall(r'\("([^"]+)", SectionKind', source)
    changed = [
        h for h in headings
        if _english_kind(h) is not None and sections_module.heading_kind(h) is not _english_kind(h)
    ]  # fmt: skip
    assert not changed


def test_the_generator_is_deterministic() -> None:
    """The same heading and style give the same CV and the same expected records."""
    first, second = (vl.variant("pt", "students", "Orientações", "caps") for _ in range(2))
    assert (first.cv.text, first.cv.gold) == (second.cv.text, second.cv.gold)
