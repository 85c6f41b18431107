"""Section recognition measured on the generated variation matrix (``tests/variations_sections.py``).

The full matrix (every heading in every style) runs in ``benchmarks/bench_section_variations.py``;
here every heading runs in four styles, rotating so that every style is met, and a dozen whole CVs
run, which keeps the test to a few seconds. The floors sit just under what the extractor reaches.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cvkg.export import to_layout
from cvkg.extract import extract
from cvkg.ingest import read_source
from tests import variations_sections as vs

# mean micro record F1 over the sample, and the share of variants read without a miss
MEAN_FLOOR = 0.995
PERFECT_FLOOR = 0.98
STYLES_PER_HEADING = 4
FULL_CVS = 12  # whole CVs, every section under a heading of its vocabulary


def _sample() -> list[vs.Variant]:
    out = []
    for i, heading in enumerate(vs.VOCABULARY):
        styles = [s for s in vs.STYLES if not s.startswith("nested-") or heading.section in vs.PARENTS]
        for j in range(STYLES_PER_HEADING):
            out.append(vs.variant(heading, styles[(i * STYLES_PER_HEADING + j) % len(styles)]))
    return out + vs.full_variants(FULL_CVS)


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[vs.Variant, vs.Outcome]]:
    chosen = _sample()
    folder: Path = tmp_path_factory.mktemp("variations")
    return {
        v.name: (v, vs.score_variant(v, to_layout(extract(read_source(path)))))
        for v, path in zip(chosen, vs.write(folder, chosen), strict=True)
    }


def test_the_sample_meets_every_style_and_heading() -> None:
    """The rotation puts every style and every heading of the vocabulary in the sample."""
    chosen = _sample()
    assert {v.style for v in chosen} == set(vs.STYLES)
    assert {v.heading for v in chosen if v.heading.section != "full"} == set(vs.VOCABULARY)


def test_headings_of_every_field_and_style_open_their_section(outcomes) -> None:
    """Across vocabularies and heading styles the entries land in the section their heading names."""
    scores = [o.f1 for _, o in outcomes.values()]
    failing = [f"{name}: {'; '.join(o.misses)}" for name, (_, o) in outcomes.items() if o.f1 < 1]
    assert sum(scores) / len(scores) >= MEAN_FLOOR, "\n".join(failing)
    assert sum(s == 1 for s in scores) / len(scores) >= PERFECT_FLOOR, "\n".join(failing)


def test_sections_the_gold_does_not_score_leak_no_entries(outcomes) -> None:
    """References, languages, memberships, personal details and hobbies add no record to another section."""
    leaks = [
        f"{name}: {'; '.join(o.misses)}"
        for name, (v, o) in outcomes.items()
        if v.heading.section in vs.UNSCORED and o.pred > o.gold
    ]
    assert not leaks, "\n".join(leaks)


def test_the_generator_is_deterministic() -> None:
    """The same heading and style give the same CV and the same expected records."""
    first, second = vs.variant(vs.VOCABULARY[0], "caps"), vs.variant(vs.VOCABULARY[0], "caps")
    assert (first.text, first.gold) == (second.text, second.gold)
