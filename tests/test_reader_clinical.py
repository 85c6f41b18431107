"""A clinician's training as CVs in medicine and pharmacy list it: under "Training" or "Residency and
Fellowship", named before its word ("PGY-1 Pharmacy Residency"), with a chief residency among it."""

from __future__ import annotations

import pytest

from cvkg.extract import text
from cvkg.extract.sections import SectionKind, find_heading
from cvkg.model import PositionKind, SourceDocument


def _md(source: str) -> object:
    return text.extract(SourceDocument("cv.md", "text/markdown", source, ""))


@pytest.mark.parametrize(
    "heading",
    ["## Training", "TRAINING", "**Training**", "## Residency and Fellowship", "## Internship, Residency & Fellowship"],
)
def test_training_headings_head_education(heading: str) -> None:
    found = find_heading(heading)
    assert found is not None and found.kind is SectionKind.EDUCATION


def test_teaching_and_training_stays_teaching() -> None:
    found = find_heading("## Teaching and Training")
    assert found is not None and found.kind is SectionKind.TEACHING


def test_named_trainings_and_a_chief_residency() -> None:
    record = _md(
        """# Ada Quill, PharmD

### Training
* PGY-2 Oncology Pharmacy Residency — Lakeview Memorial Hospital, 2014–2015
* Advanced Heart Failure Fellowship, Harbor Health Care, Stanford, CA, 2015–2016
* Chief Resident, Internal Medicine, Lakeview Memorial Hospital, 2016–2017
* PharmD — University of Illinois at Chicago College of Pharmacy, 2013
"""
    )
    assert [(d.degree, d.field, d.institution) for d in record.education] == [  # type: ignore[attr-defined]
        ("PGY-2 Oncology Pharmacy Residency", None, "Lakeview Memorial Hospital"),
        ("Advanced Heart Failure Fellowship", None, "Harbor Health Care"),
        ("PharmD", None, "University of Illinois at Chicago College of Pharmacy"),
    ]
    (chief,) = record.positions  # type: ignore[attr-defined]
    assert (chief.title, chief.kind, chief.period.label()) == ("Chief Resident", PositionKind.JOB, "2016-2017")


def test_a_research_fellowship_under_education_is_no_training() -> None:
    """Only a clinic trains fellows: "Graduate Research Fellowship, NSF" under a degree is a prize won."""
    record = _md(
        """# Ada Quill

## Education
- Ph.D. in Chemistry, Lakeview University, 2020
- Graduate Research Fellowship, National Science Foundation, 2016
"""
    )
    assert [d.degree for d in record.education] == ["Ph.D."]  # type: ignore[attr-defined]


def test_a_residents_and_a_fellows_posts_among_the_degrees_are_positions() -> None:
    """"Resident, Pediatrics, X Hospital" names a post held (gold: a position, role and specialty its title);
    "Pediatric Residency, X Hospital" names the training programme (a degree-like record)."""
    record = _md(
        """# Ada Quill

## Postgraduate Training
- **07/2018 – 06/2021** Clinical Fellow, Pediatric Oncology, Lakeview Children's Hospital, Loom U
- **07/2019 – 06/2021** Research Fellow (concurrent), Pharmacogenomics, Loom Research Institute. Mentor: Dr. B. Hart
- **07/2014 – 06/2015** Intern, Internal Medicine, Lakeview General Hospital
"""
    )
    assert [(p.title, p.organization, p.kind) for p in record.positions] == [  # type: ignore[attr-defined]
        ("Clinical Fellow, Pediatric Oncology", "Lakeview Children's Hospital, Loom U", PositionKind.POSTDOC),
        ("Research Fellow, Pharmacogenomics", "Loom Research Institute", PositionKind.POSTDOC),
        ("Intern, Internal Medicine", "Lakeview General Hospital", PositionKind.INTERNSHIP),
    ]
    assert record.education == ()  # type: ignore[attr-defined]
