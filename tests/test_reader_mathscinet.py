"""MathSciNet's form of the AMS reference (names inverted and parted by semicolons, title and closing sentences of
their own), as mathematicians paste it into CVs, and what a PDF converter leaves around such a list: a running
footer numbering the page, a talk's title set in emphasis after its host and date."""

from __future__ import annotations

import pytest

from cvkg.extract import text
from cvkg.extract.citations import parse_citation
from cvkg.model import PublicationKind, SourceDocument


@pytest.mark.parametrize(
    ("entry", "authors", "venue", "year"),
    [
        (
            "Ostrander, Kai; Lunde, Mira T. Level sets of theta sums. Duke Math. J. 171 (2022), no. 4, 701–760.",
            ("Ostrander, Kai", "Lunde, Mira T."),
            "Duke Math. J.",
            2022,
        ),
        (
            "Ferrand, Lise; Ostrander, Kai. Primes in thin orbits. Ann. of Math. (2) 198 (2023), no. 1, 511–586.",
            ("Ferrand, Lise", "Ostrander, Kai"),
            "Ann. of Math. (2)",
            2023,
        ),
        # the pages are four-digit numbers that read as years; the year in brackets says which is which
        (
            "Ostrander, K.; Ferrand, L. Moments of twists. Compos. Math. 157 (2021), no. 9, 1933–1978.",
            ("Ostrander, K.", "Ferrand, L."),
            "Compos. Math.",
            2021,
        ),
        (
            "Lunde, Mira T.; Ferrand, Lise. Sieve bounds. Forum Math. Sigma 4 (2016), Paper No. e17, 38 pp.",
            ("Lunde, Mira T.", "Ferrand, Lise"),
            "Forum Math. Sigma",
            2016,
        ),
    ],
)
def test_mathscinet_journal_references(entry: str, authors: tuple[str, ...], venue: str, year: int) -> None:
    found = parse_citation([entry])
    assert found is not None
    assert (found.authors, found.venue, found.year, found.kind) == (authors, venue, year, PublicationKind.JOURNAL)


def test_a_mathscinet_monograph_has_its_publisher_as_venue() -> None:
    found = parse_citation([
        "Ostrander, Kai. Sieves and their uses. Graduate Studies in Mathematics, 231. Amer. Math. Soc., Providence, "
        "RI, 2023. xiv+388 pp. ISBN: 978-1-4704-0000-0"
    ])
    assert found is not None
    assert (found.title, found.venue, found.year) == ("Sieves and their uses", "Amer. Math. Soc.", 2023)
    assert "series Graduate Studies in Mathematics 231" in found.notes


def test_an_amsrefs_monograph_has_its_publisher_as_venue() -> None:
    found = parse_citation(["K. Ostrander, *Sieves and their uses*, Grad. Stud. Math., vol. 231, Springer, Cham, 2023"])
    assert found is not None
    assert (found.title, found.venue, found.year) == ("Sieves and their uses", "Springer", 2023)


def test_a_mathscinet_chapter_has_its_book_as_venue() -> None:
    found = parse_citation([
        "Lunde, Mira T. A survey of the large sieve. In: Topics in Analytic Number Theory, 45–78, Contemp. Math., 774, "
        "Amer. Math. Soc., Providence, RI, 2021."
    ])
    assert found is not None
    assert (found.authors, found.title, found.venue, found.year) == (
        ("Lunde, Mira T.",), "A survey of the large sieve", "Topics in Analytic Number Theory", 2021
    )
    assert "pages 45-78" in found.notes


def test_a_mathscinet_thesis_names_its_school_without_the_town() -> None:
    found = parse_citation(["Lunde, Mira T. Theta sums. Ph.D. Thesis, University of Bergen, Bergen. 2015. 118 pp."])
    assert found is not None
    assert (found.venue, found.year, found.kind) == ("University of Bergen", 2015, PublicationKind.THESIS)


@pytest.mark.parametrize(
    ("entry", "venue"),
    [
        ("Ostrander, Kai; Lunde, Mira T. Twisted moments. Submitted to Duke Math. J.", "Duke Math. J."),
        ("K. Ostrander, M. T. Lunde. Twisted moments. Submitted to Phys. Rev. Lett.", "Phys. Rev. Lett."),
        ("K. Ostrander, M. T. Lunde. Twisted moments. Under review at Journal of Number Theory.",
         "Journal of Number Theory"),
    ],
)
def test_a_submitted_paper_keeps_its_journals_last_period(entry: str, venue: str) -> None:
    found = parse_citation([entry])
    assert found is not None
    assert (found.title, found.venue, found.kind) == ("Twisted moments", venue, PublicationKind.PREPRINT)


def test_an_inverted_list_with_an_ellipsis_reads_on_to_its_group() -> None:
    found = parse_citation([
        "Lunde, M., Ferrand, L. T., . . . Open Replication Network. (2022). A multisite replication. "
        "*Journal of Open Methods*, *5*(2)."
    ])
    assert found is not None
    assert found.title == "A multisite replication"
    assert found.authors[-1] == "Open Replication Network"


def _md(source: str) -> dict[str, list]:
    facts = text.extract(SourceDocument("cv.md", "text/markdown", source, ""))
    return {"publications": facts.publications, "talks": facts.talks}


def test_a_footer_numbering_its_page_is_dropped_even_once() -> None:
    found = _md(
        "# Kai Ostrander\n\n## Publications\n\n"
        "1. Ostrander, Kai. Level sets. Amer. J. Math. 137 (2015), no. 5, 1191–1240.\n\n-----\n\n"
        "Kai Ostrander — Curriculum Vitae 2\n\n"
        "2. Ostrander, Kai. Theta sums. Q. J. Math. 65 (2014), no. 3, 1043–1066.\n"
    )
    assert [(p.title, p.venue) for p in found["publications"]] == [
        ("Level sets", "Amer. J. Math."),
        ("Theta sums", "Q. J. Math."),
    ]


def test_a_talks_title_in_emphasis_after_its_host_and_year() -> None:
    found = _md(
        "# Kai Ostrander\n\n## Invited Talks\n\n"
        "- Number Theory Seminar, Brown University, 2022 — _Primes to smooth moduli_\n\n"
        "- Analysis Seminar, Rice University, 2019 — *Sieve weights*\n"
    )
    assert [(t.title, t.host, t.date and t.date.year) for t in found["talks"]] == [
        ("Primes to smooth moduli", "Number Theory Seminar, Brown University", 2022),
        ("Sieve weights", "Analysis Seminar, Rice University", 2019),
    ]
