"""Stop 27 (csl3): citation styles read as the journals that use them define them.

Every name and title here is invented.
"""

from __future__ import annotations

import pytest

from cvkg.extract.citations import parse_citation
from cvkg.model import PublicationKind as Kind
from tests.citation_styles import extract_publications


def _read(line: str) -> tuple:
    c = parse_citation([line])
    assert c is not None
    return c.authors, c.title, c.venue, c.year, c.kind


# The Institute of Physics' numbered style: no stop after the names, the year or the title
@pytest.mark.parametrize(
    ("line", "want"),
    [
        (
            "Lund A B and Roy C 2016 Ritual synchrony in small groups J. Phys. D: Appl. Phys. 49 305301",
            (("Lund A B", "Roy C"), "Ritual synchrony in small groups", "J. Phys. D: Appl. Phys.", 2016, Kind.JOURNAL),
        ),
        (
            "Vell K, Lund A B and Roy C 2019 Edge turbulence in a tokamak plasma Plasma Phys. Control. Fusion "
            "61 065012",
            (
                ("Vell K", "Lund A B", "Roy C"),
                "Edge turbulence in a tokamak plasma",
                "Plasma Phys. Control. Fusion",
                2019,
                Kind.JOURNAL,
            ),
        ),
        (
            "Orme T 2020 Quantum walks on sparse graphs New J. Phys. 22 013001",
            (("Orme T",), "Quantum walks on sparse graphs", "New J. Phys.", 2020, Kind.JOURNAL),
        ),
        (
            "Orme T and Pike D-H 2018 Sediment memory in estuarine models Journal of Coastal Dynamics 41 455–78",
            (("Orme T", "Pike D-H"), "Sediment memory in estuarine models", "Journal of Coastal Dynamics", 2018,
             Kind.JOURNAL),
        ),
        (
            "Orme T 2023 Sparse routing without balancing losses arXiv:2301.01234",
            (("Orme T",), "Sparse routing without balancing losses", "arXiv:2301.01234", 2023, Kind.PREPRINT),
        ),
        (
            "Orme T 2019 Soil carbon in alpine meadows Handbook of Soil Ecology ed H Ravn (Oslo: Fjord Press) "
            "pp 88–112",
            (("Orme T",), "Soil carbon in alpine meadows", "Handbook of Soil Ecology", 2019, Kind.BOOK),
        ),
        (
            "Orme T and van der Berk P 2022 Fast joins on small memory Proc. 18th Int. Conf. on Data Engineering "
            "(Berlin: Kestrel) pp 211–27",
            (("Orme T", "van der Berk P"), "Fast joins on small memory", "Proc. 18th Int. Conf. on Data Engineering",
             2022, Kind.CONFERENCE),
        ),
        (
            "Orme T 2020 Scheduling by reinforcement PhD thesis (Tromsø: University of Tromsø)",
            (("Orme T",), "Scheduling by reinforcement", "University of Tromsø", 2020, Kind.THESIS),
        ),
    ],
)
def test_iop_reference_is_read(line: str, want: tuple) -> None:
    """IOP's reference gives its names, its title, its container, its year and its kind."""
    assert _read(line) == want


def test_iop_plain_list_is_cut_at_each_reference() -> None:
    """An unmarked list in IOP's style is cut where each names-and-year opens, a preprint ending on a word."""
    text = "\n".join([
        "Mira Testwood", "", "PUBLICATIONS", "",
        "Testwood M and Orme T 2024 Sparse routing without balancing losses",
        "Testwood M 2021 Sediment memory in estuarine models Journal of Coastal Dynamics 41 455–78",
        "Orme T and Testwood M 2020 Quantum walks on sparse graphs New J. Phys. 22 013001", "",
    ])
    got = [(p["title"], p["venue"], p["year"]) for p in extract_publications(text, ".txt")]
    assert got == [
        ("Sparse routing without balancing losses", None, 2024),
        ("Sediment memory in estuarine models", "Journal of Coastal Dynamics", 2021),
        ("Quantum walks on sparse graphs", "New J. Phys.", 2020),
    ]


# Styles that print no article title: the names left where a title would be make no record
@pytest.mark.parametrize(
    "line",
    [
        "B. Orme, J.-K. Pike and A. Tarrow-Lund, in Proceedings of the 9th Symposium on Quiet Systems, 2024, pp. 1–9.",
        "B. Orme, J.-K. Pike and A. Tarrow-Lund, Journal of Estuarine Dynamics 41, 455 (2021).",
    ],
)
def test_untitled_reference_makes_no_record(line: str) -> None:
    """The Royal Society of Chemistry's and Springer's physics styles give no title: no record of names alone."""
    assert parse_citation([line]) is None


@pytest.mark.parametrize(
    "line",
    [
        "B. Orme and A. Tarrow-Lund, Journal of Estuarine Dynamics, 2021, 41, 455–478.",
        "B. Orme, A. Tarrow-Lund, Journal of Estuarine Dynamics 41 (2021) 455–478.",
    ],
)
def test_untitled_two_author_reference_stays_unread(line: str) -> None:
    """Guard: the untitled references the reader already left alone stay so."""
    assert parse_citation([line]) is None


def test_titled_reference_naming_a_person_is_kept() -> None:
    """Guard: a title that names a person with initials, beside other words, stays a title."""
    c = parse_citation(["B. Orme and A. Tarrow-Lund, T. S. Marlowe and the quiet novel, Journal of Looms 4, 5 (2021)."])
    assert c is not None
    assert (c.title, c.venue, c.year) == ("T. S. Marlowe and the quiet novel", "Journal of Looms", 2021)


def test_apa_editors_with_two_initials() -> None:
    """APA's edited book whose last editor has two initials: "(Eds.)" after "M. J." closes the list, the book is
    the title."""
    c = parse_citation(["Orme, C., & Vell, M. J. (Eds.). (2021). *Quiet looms: Essays on weaving*. Fjord Press."])
    assert c is not None
    assert (c.authors, c.title, c.venue, c.year, c.kind) == (
        ("Orme, C.", "Vell, M. J."), "Quiet looms: Essays on weaving", "Fjord Press", 2021, Kind.BOOK
    )


def test_thieme_german_editors_mark() -> None:
    """Thieme's Vancouver in German: "In: Ravn H, Hrsg. Book." -- the book alone is the venue, the entry a chapter."""
    assert _read(
        "Orme T, Pike D. Soil carbon in alpine meadows. In: Ravn H, Hrsg. Handbook of Soil Ecology. Oslo: Fjord "
        "Press; 2019: 88–112"
    ) == (("Orme T", "Pike D"), "Soil carbon in alpine meadows", "Handbook of Soil Ecology", 2019, Kind.BOOK)


def test_cse_unknown_place_and_bare_page_mark() -> None:
    """CSE's "[place unknown]" and its "p 12–19" (no period) stay out of the meeting's name."""
    assert _read(
        "Orme T, Pike D. 2021. Fair ranking in small markets. In: Proceedings of the 3rd Workshop on Quiet "
        "Systems. [place unknown]: Kestrel; p 12–19."
    ) == (("Orme T", "Pike D"), "Fair ranking in small markets", "Proceedings of the 3rd Workshop on Quiet Systems",
          2021, Kind.WORKSHOP)


def test_cse_report_number_is_a_report() -> None:
    """CSE's and NLM's "Report No.:" makes the entry a report (kind other), not a journal paper."""
    c = parse_citation(["Orme T, Pike D. 2018. Recharge estimates for the upper basin. Institute for Tides. "
                        "Report No.: IT-TR-2018-07."])
    assert c is not None
    assert (c.title, c.year, c.kind) == ("Recharge estimates for the upper basin", 2018, Kind.OTHER)
