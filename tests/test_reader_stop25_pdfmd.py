"""CVs converted from PDF (pdftotext with and without ``-layout``, marker, docling): a geneticist's Vancouver
list with long author lists (an editor's ``[...]``, a consortium that signs, affiliation numbers left on the line
by pdftotext, a numbered list that marker drew as a table). Every input here is invented for the test."""

from __future__ import annotations

import pytest

from cvkg.extract import text
from cvkg.extract.names import split_names
from cvkg.model import CvRecord, SourceDocument


def _read(source: str, *, media_type: str = "text/markdown") -> CvRecord:
    return text.extract(SourceDocument("cv.md", media_type, source, ""))


def _papers(source: str, *, media_type: str = "text/markdown") -> dict[str, tuple[tuple[str, ...], str | None, int]]:
    return {p.title: (p.authors, p.venue, p.year) for p in _read(source, media_type=media_type).publications}


@pytest.mark.parametrize("elision", ["[...]", "[…]", "(...)"])
def test_an_elision_in_brackets_cuts_an_author_list(elision: str) -> None:
    """``A, B, [...], C, and the X Consortium``: the bracket leaves names out, and the group signs by its name."""
    found = split_names(f"Alder T, Birch E, {elision}, Doe JQ, Fir TJ, and the Northern Lipid Genomics Consortium")
    assert found.names == ("Alder T", "Birch E", "Doe JQ", "Fir TJ", "Northern Lipid Genomics Consortium")
    assert found.is_truncated


_MARKER_ELIDED = """# Jane Q. Doe, PhD

## Publications

1. Alder T, Birch E, Cedar DL, Dogwood M, [...], **Doe JQ**, Fir TJ, and the Northern Lipid Genomics Consortium. \
Genome-wide scan of blood pressure in 12,000 adults of mixed ancestry. *Nat Genet*. 2015;47(10):1171-1180. \
PMID: 26343386.
2. **Doe JQ**, Gum J. Fine-mapping of thirty loci narrows credible sets. *Am J Hum Genet*. 2018;102(6):1107-1124.
"""


def test_a_marker_vancouver_entry_with_an_elided_author_list() -> None:
    """The names after ``[...]`` are names too: the title and the journal follow the list."""
    authors, venue, year = _papers(_MARKER_ELIDED)[
        "Genome-wide scan of blood pressure in 12,000 adults of mixed ancestry"
    ]
    assert authors[-3:] == ("Doe JQ", "Fir TJ", "Northern Lipid Genomics Consortium")
    assert (venue, year) == ("Nat Genet", 2015)


_MARKER_TABLE = """# Jane Q. Doe, PhD

## Publications

1. **Doe JQ**, <u>Gum J</u>, Hazel S. Fine-mapping of thirty loci narrows credible sets. *Am J Hum Genet*. \
2018;102(6):1107-1124. PMID: 29804786.

| 2. | <u>Ivy M</u>, **Doe JQ**. A deep mutational scan of a liver enhancer. *Genome Res*. 2019;29(5):744-755.<br>\
PMID: 30988150. |
|-----|------|
| 3. | Juniper R, <u>Kale C</u>, **Doe JQ**. Ancestry effects at a kidney locus in a biobank. *J Am Soc Nephrol*. \
2019;30(10):1940-1951. |
| 4. | **Doe JQ**, Maple P, and the Veterans Genome Program. Risk scores underperform in older veterans. \
*Circ Genom Precis Med*. 2020;13(4):e002837. |

5. Oak K, Pine L, **Doe JQ**. Admixture-aware testing improves power. *PLoS Genet*. 2021;17(9):e1009788.
"""


def test_a_numbered_list_that_marker_drew_as_a_table() -> None:
    """``| 2. | Citation |`` rows (the first taken for a header row): each row is an item of the list, no part of
    the entry above."""
    papers = _papers(_MARKER_TABLE)
    assert papers["Fine-mapping of thirty loci narrows credible sets"][1:] == ("Am J Hum Genet", 2018)
    assert papers["A deep mutational scan of a liver enhancer"] == (("Ivy M", "Doe JQ"), "Genome Res", 2019)
    assert papers["Ancestry effects at a kidney locus in a biobank"][1:] == ("J Am Soc Nephrol", 2019)
    assert papers["Risk scores underperform in older veterans"][0] == ("Doe JQ", "Maple P", "Veterans Genome Program")
    assert len(papers) == 5


_MARKER_LOST_NUMBERS = """# Jane Q. Doe, PhD

## Publications

1. **Doe JQ**, Gum J. Fine-mapping of thirty loci narrows credible sets. *Am J Hum Genet*. 2018;102(6):1107-1124.
2. Ivy M, Juniper R, **Doe JQ**. A reporter assay of lipid enhancers. *Genome Res*. 2019;29(5):744-755.

Kale C, Larch H, **Doe JQ**. Multi-ancestry meta-analysis of blood lipids. *Nature*. 2021;600(7890):675-679.

Oak K, Pine L, **Doe JQ**. Kidney function in a biobank. *Kidney Int*. 2022;101(3):500-510.
"""


def test_items_whose_number_the_converter_lost_are_entries_of_their_own() -> None:
    """A paragraph of names, title and journal after a numbered item that closed with its year opens an entry."""
    papers = _papers(_MARKER_LOST_NUMBERS)
    assert papers["A reporter assay of lipid enhancers"][1:] == ("Genome Res", 2019)
    assert papers["Multi-ancestry meta-analysis of blood lipids"] == (("Kale C", "Larch H", "Doe JQ"), "Nature", 2021)
    assert papers["Kidney function in a biobank"][1:] == ("Kidney Int", 2022)


_PDFTOTEXT_AFFILIATIONS = """JANE Q. DOE, PhD
Associate Professor of Genetics

PUBLICATIONS

1. Juniper R1,2, Kale C2, Larch H1, Doe JQ1,3. Ancestry effects at a kidney locus in a biobank. J Am
Soc Nephrol. 2019;30(10):1940-1951.

2. Doe JQ1*, Maple P2*, Oak K3. Risk scores underperform in older veterans. Circ Genom Precis Med.
2020;13(4):e002837.

3. Pine L, Doe JQ. Complement C3 and C4 levels in a lupus cohort. Arthritis Rheumatol. 2021;73(2):200-210.
"""


def test_affiliation_numbers_pdftotext_left_after_the_names() -> None:
    """``Juniper R1,2, Kale C2``: the superscripts became digits on the line; the names are read without them,
    while a title's ``C3 and C4`` is left alone."""
    papers = _papers(_PDFTOTEXT_AFFILIATIONS, media_type="text/plain")
    assert papers["Ancestry effects at a kidney locus in a biobank"] == (
        ("Juniper R", "Kale C", "Larch H", "Doe JQ"),
        "J Am Soc Nephrol",
        2019,
    )
    assert papers["Risk scores underperform in older veterans"][0] == ("Doe JQ", "Maple P", "Oak K")
    assert "Complement C3 and C4 levels in a lupus cohort" in papers
