"""The variation matrix as a test: every template of ``tests/variations`` keeps its record F1 and the accuracy of
each field of positions and education at or above a floor set just under what the extractor reaches."""

from __future__ import annotations

import pytest

from tests.variations import matrix
from tests.variations.templates import TEMPLATES

# Every template reaches 1.0 on every column; one record lost out of 15-25 takes a column under 0.97.
FLOOR = 0.97
# Templates that reach less, with their own floor (none at present).
FLOORS: dict[str, float] = {}


@pytest.mark.parametrize("case", matrix.cases(), ids=[t.name for t in TEMPLATES])
def test_each_template_keeps_its_records_and_fields(case: matrix.Case) -> None:
    """Positions and degrees printed in one template come out with their titles, employers, places, dates and kinds;
    degrees, fields, institutions, places, dates, advisors and theses."""
    result = matrix.run(case)
    floor = FLOORS.get(case.template.name, FLOOR)
    low = {}
    for section, fields in (("positions", matrix.POSITION_FIELDS), ("education", matrix.EDUCATION_FIELDS)):
        score: matrix.Score = getattr(result, section)
        columns = {"F1": score.f1, **{f: score.accuracy(f) for f in fields}}
        low |= {f"{section}.{name}": round(value, 3) for name, value in columns.items() if value < floor}
        if any(key.startswith(section) for key in low):
            low[f"{section} misses"] = score.misses  # type: ignore[assignment]
    assert not low, f"{case.template.name} under {floor}: {low}"
