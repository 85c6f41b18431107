"""What development set 21 showed, tried on invented lines in the same styles: a mathematician's service list
("Refereeing for A, B", "NSF DMS panelist, 2021, 2024"), acronyms in a reviewer list, a role once a year."""

from __future__ import annotations

import pytest

from cvkg.extract import service
from cvkg.extract.sections import Section, SectionKind
from cvkg.model import SourceDocument

_DOC = SourceDocument("cv.tex", "text/plain", "", "")


def _service(line: str) -> list[tuple[str, str | None, int | None]]:
    found = service.service(Section(SectionKind.SERVICE, ("Service",), [(1, line)]), _DOC)
    return [(s.role, s.venue, s.period.start.year if s.period.start else None) for s in found]


@pytest.mark.parametrize(
    ("line", "read"),
    [
        (
            "Refereeing for Ann. of Math., Compos. Math., Math. Ann.",
            [("Refereeing", "Ann. of Math.", None), ("Refereeing", "Compos. Math.", None),
             ("Refereeing", "Math. Ann", None)],
        ),
        ("NSF DMS panelist, 2021, 2024.", [("Panelist", "NSF DMS", 2021), ("Panelist", "NSF DMS", 2024)]),
        ("AAAI program committee member", [("Program committee member", "AAAI", None)]),
        ("Ad hoc reviewer: Journal of Politics, APSR", [("Ad hoc reviewer", "Journal of Politics", None),
                                                        ("Ad hoc reviewer", "APSR", None)]),
        ("Reviewer: Journal of Money, Credit and Banking",
         [("Reviewer", "Journal of Money, Credit and Banking", None)]),
        ("Admissions Committee, 2021, 2022",
         [("Admissions Committee", None, 2021), ("Admissions Committee", None, 2022)]),
    ],
)  # fmt: skip
def test_service_lines_of_a_mathematicians_and_a_political_scientists_cv(line: str, read: list) -> None:
    assert _service(line) == read
