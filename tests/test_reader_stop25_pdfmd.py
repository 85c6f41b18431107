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


_PDFTOTEXT_PRESENTATIONS = """Ada K. Lund, PhD, LCSW

PRESENTATIONS

Lund, A. K., & Roe, T. (2024, January 17–21). Legal aid for renters facing eviction: Trial results [Paper
presentation]. Society for Applied Welfare Research 28th Annual Conference, Denver, CO, United States.

Roe, T., & Lund, A. K. (2023, October 26–29). Renters' views of small claims court [Poster session]. Council
on Family Services Annual Program Meeting, Atlanta, GA, United States.

Lund, A. K. (2021, November 5–7). Housing as care: Eviction in the social work curriculum [Paper presentation].
Council on Family Services Annual Program Meeting, Orlando, FL, United States.

Lund, A. K., & Vell, B. (2014, October 24–27). Counting forced moves [Poster
session]. Council on Family Services Annual Program Meeting, Tampa, FL, United States.
"""


def test_apa_presentations_wrapped_in_paragraphs_are_one_talk_each() -> None:
    """Each paragraph, wrapped at the page's width, is one presentation: its host runs on over the wrap."""
    talks = {t.title: t.host for t in _read(_PDFTOTEXT_PRESENTATIONS).talks}
    host = talks["Legal aid for renters facing eviction: Trial results"]
    assert host is not None and host.startswith("Society for Applied Welfare Research 28th Annual Conference")
    host = talks["Housing as care: Eviction in the social work curriculum"]
    assert host is not None and host.startswith("Council on Family Services Annual Program Meeting")


def test_apa_poster_sessions_are_posters() -> None:
    """``[Poster session]`` after the title: a poster, a publication of that kind."""
    posters = {p.title: (p.kind.value, p.venue) for p in _read(_PDFTOTEXT_PRESENTATIONS).publications}
    meeting = "Council on Family Services Annual Program Meeting"
    assert posters["Renters' views of small claims court"] == ("poster", meeting)


_APA_REPORTS = """Ada K. Lund, PhD

PUBLICATIONS

Lund, A. K., & Roe, T. (2024). "They never asked us": Renters' accounts of small claims court. Journal of
Family Welfare Research, 15(2), 301–322.

Lund, A. K. (2021). Screening for food insecurity in clinics (Practice Brief No.
7). Institute for Family Policy, Elm State University.

Lund, A. K., Roe, T., & Northside Renters Coalition. (2023). Renters and the courts: Filings in one county.
County Department of Housing.
"""


def test_an_apa_title_that_opens_with_a_quotation_keeps_its_quotes() -> None:
    """``"They never asked us": Renters' accounts``: the quotation is part of the title, straight quotes too."""
    titles = {p.title for p in _read(_APA_REPORTS).publications}
    assert '"They never asked us": Renters\' accounts of small claims court' in titles


def test_a_report_number_wrapped_onto_the_next_line_is_no_list_number() -> None:
    """``(Practice Brief No.`` over ``7). Institute``: the ``7)`` closes the bracket, and the publisher follows."""
    papers = {p.title: p.venue for p in _read(_APA_REPORTS).publications}
    assert papers["Screening for food insecurity in clinics"] == "Institute for Family Policy, Elm State University"


def test_a_coalition_signs_among_the_authors() -> None:
    """``Lund, A. K., Roe, T., & Northside Renters Coalition. (2023).``: a group author closes the list."""
    authors = {p.title: p.authors for p in _read(_APA_REPORTS).publications}
    assert authors["Renters and the courts: Filings in one county"] == (
        "Lund, A. K.",
        "Roe, T.",
        "Northside Renters Coalition",
    )


_PDFTOTEXT_GRANTS = """Ada K. Lund, PhD

RESEARCH FUNDING

Current

Principal Investigator. Legal aid navigation as a mental health intervention: A cluster-randomized
trial in three counties. National Institute of Mental Health (R01 MH100001). 2022–2027. $2,100,000.

Co-Investigator (PI: T. Roe). Supportive housing for young parents: An implementation study. County
Department of Family Services, Contract 2022-0001. 2022–2025.

Completed

Principal Investigator. Food insecurity after job loss: A longitudinal study. Elm Foundation, Pilot
Grant Program. 2017–2019. $50,000.

Total costs: $3,112,450
"""


def test_grants_wrapped_over_lines_are_named_funder_first() -> None:
    """``Role. Title. Funder (number). Years. $amount.`` over two lines is one grant, named as the golds name one:
    the funder and number, then the title; no role, no amount, the years as its period."""
    awards = {a.name: (a.period.start, a.period.end) for a in _read(_PDFTOTEXT_GRANTS, media_type="text/plain").awards}
    name = (
        "National Institute of Mental Health (R01 MH100001), "
        "Legal aid navigation as a mental health intervention: A cluster-randomized trial in three counties"
    )
    assert name in awards
    start, end = awards[name]
    assert (start.year, end.year if end else None) == (2022, 2027)
    assert (
        "County Department of Family Services, Contract 2022-0001, "
        "Supportive housing for young parents: An implementation study" in awards
    )
    assert "Elm Foundation, Pilot Grant Program, Food insecurity after job loss: A longitudinal study" in awards
    assert len(awards) == 3  # ("Total costs: $3,112,450" is the list's sum, no award)


_CITED_GRANTS = """Ada K. Lund, PhD

GRANTS

Lund, A. K. (PI). Pharyngeal pressures in older adults. American Swallowing Foundation New Investigators Research
Grant. 2016–2017. $75,000.

Lund, A. K., & Roe, T. (Co-PI). Dysphagia screening in rural hospitals. Bronson Valley Health Foundation.
2019–2020.
"""


def test_a_grant_cited_as_a_reference_keeps_its_order_without_names_or_role() -> None:
    """``Lund, A. K. (PI). Title. Funder.``: the subject's names and part go, the title and funder stay."""
    awards = {a.name for a in _read(_CITED_GRANTS, media_type="text/plain").awards}
    assert (
        "Pharyngeal pressures in older adults. American Swallowing Foundation New Investigators Research Grant"
        in awards
    )
    assert "Dysphagia screening in rural hospitals. Bronson Valley Health Foundation" in awards


_PDFTOTEXT_LISTS = """Ada K. Lund, PhD, CCC-SLP

TEACHING

CSD 6120 Dysphagia in Adults (graduate), Fall 2014–present
CSD 6340 Motor Speech Disorders (graduate), Spring 2015–2019
CSD 4150 Neuroscience for Communication Sciences and Disorders (undergraduate), Fall 2016,
Fall 2018, Fall 2020
CSD 7100 Research Methods in Communication Sciences and Disorders (graduate), Summer 2022
CSD 6970 Clinical Practicum: Adult Neurogenic Disorders (clinical supervision), 2014–present

SERVICE

Associate Editor, Swallowing Research Letters, 2022–present
Ad hoc reviewer: Journal of Voice, Speech, and Hearing Studies; Dysphagia Today;
Archives of Rehabilitation Sciences and Medicine; International Journal of Language &
Communication Disorders
Chair, Graduate Admissions Committee, Department of Speech, Language, and Hearing
Sciences, 2020–2023
Member, Institutional Review Board, Western Lakes University, 2018–2021
"""


def test_items_one_a_line_that_pdftotext_wrapped_at_the_margin() -> None:
    """A line that runs to the page's right margin and does not close goes on in the line under it: one course,
    one committee, one journal, each whole."""
    record = _read(_PDFTOTEXT_LISTS, media_type="text/plain")
    terms = {t.term for t in record.teaching if t.course == "Neuroscience for Communication Sciences and Disorders"}
    assert terms == {"Fall 2016", "Fall 2018", "Fall 2020"}
    service = {(s.role, s.venue) for s in record.service}
    assert ("Ad hoc reviewer", "International Journal of Language & Communication Disorders") in service
    assert ("Ad hoc reviewer", "Journal of Voice, Speech, and Hearing Studies") in service
    assert any("Hearing Sciences" in f"{s.role} {s.venue}" for s in record.service)
    assert not any(s.role == "Sciences" for s in record.service)


@pytest.mark.parametrize("issue", ["Pt 4", "Suppl 2"])
def test_a_vancouver_part_or_supplement_is_no_part_of_the_journal(issue: str) -> None:
    """``*Ann Hum Genet*. 2006;70(Pt 4):512-524.``: the part (or supplement) is the issue; the journal stands alone."""
    source = f"""# Jane Q. Doe

## Publications

1. **Doe JQ**, Lund H. Fine-scale structure in a coastal cohort. *Ann Hum Genet*. 2006;70({issue}):512-524.
2. **Doe JQ**. Admixture in a port city. *Hum Hered*. 2008;65(2):80-91.
"""
    assert _papers(source)["Fine-scale structure in a coastal cohort"][1:] == ("Ann Hum Genet", 2006)
