"""Stop 27: pdftotext's date-then-entry paragraphs whose entry wrapped at the column's edge. Invented people."""

from __future__ import annotations

from cvkg.export import to_layout
from cvkg.extract import extract
from cvkg.ingest import read_source

_CV = """Tomasz Elmgren-Ruiz, PhD

Professor of Sleep Medicine

ACADEMIC APPOINTMENTS

2022 – present

Professor, Department of Sleep and Circadian Sciences, Northgate University Medical
Center

2018 – 2022

Associate Professor, Department of Sleep and Circadian Sciences, Northgate University
Medical Center

2014 – 2018

Staff Physician (part-time), Riverside Veterans Healthcare Network, VA Medical
Center, Boston
"""


def test_an_entry_wrapped_at_the_columns_edge_is_one_line(tmp_path) -> None:
    """"... Northgate University" over "Medical Center": the line ran to the edge, so the rest is its own words,
    not an employer set under the title."""
    source = tmp_path / "cv.txt"
    source.write_text(_CV, encoding="utf-8")
    record = to_layout(extract(read_source(source)))
    assert [(p["title"], p["organization"]) for p in record["positions"]] == [
        ("Professor", "Department of Sleep and Circadian Sciences, Northgate University Medical Center"),
        ("Associate Professor", "Department of Sleep and Circadian Sciences, Northgate University Medical Center"),
        ("Staff Physician", "Riverside Veterans Healthcare Network, VA Medical Center"),
    ]


def test_a_labelled_field_under_a_full_line_stays_apart() -> None:
    from cvkg.extract.pdfcells import _wraps_at_margin

    full = "Ph.D., Sleep and Circadian Sciences, Northgate University, Fairhaven"
    assert _wraps_at_margin(full, "Center, Boston", 70)
    assert not _wraps_at_margin(full, "Mentor: Ruth A. Obi, PhD", 70)
