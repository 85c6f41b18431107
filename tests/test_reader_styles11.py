"""Citation conventions a study of the eleventh development set (``heldout11-*``) showed the readers missing, each
pinned here on invented material: INSPIRE's journal references with their arXiv eprints, journals known by an
acronym, a publication heading after a sibling one, and JSON Resume summaries that say what an item is."""

from __future__ import annotations

import json

import pytest

from cvkg.extract import jsonresume
from cvkg.extract.citations import parse_citation
from cvkg.extract.layout import unhyphenate
from cvkg.extract.venues import clean_venue
from cvkg.model import PublicationKind, SourceDocument
from tests.test_reader_conventions import _md, _tex

# --- INSPIRE (hep-th) ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "venue", "year"),
    [
        ('K. Varga and O. Lind, "Boundary charges of a toy model," JHEP **09** (2018) 044, arXiv:1805.01122 '
         "[hep-th].", "JHEP", 2018),
        ('O. Lind, "Dual photons on a cone," Phys. Rev. D **98** (2018) 105007, arXiv:1807.04410 [hep-th].',
         "Phys. Rev. D", 2018),
        ('O. Lind, "A review of soft charges," PoS **LATTICE2019** (2020) 312, arXiv:1911.00045 [hep-lat].',
         "PoS", 2020),
    ],
)
def test_inspire_reference_and_its_eprint_leave_the_journal(line: str, venue: str, year: int) -> None:
    """INSPIRE's ``Journal Vol (Year) Article, arXiv:ID [cat]``: the journal is the venue; the volume, the article
    number and the eprint are notes."""
    found = parse_citation([line])
    assert found is not None and (found.venue, found.year) == (venue, year)
    assert any(n.startswith("arXiv:") for n in found.notes)


def test_an_eprint_alone_stays_the_venue() -> None:
    """An arXiv-only preprint keeps its eprint as the venue, and an arXiv venue keeps the eprint it names."""
    found = parse_citation(['O. Lind, "Edge modes on the lattice," arXiv:2301.07788 [hep-th].'])
    assert found is not None and found.venue == "arXiv:2301.07788 [hep-th]"
    assert clean_venue("arXiv preprint arXiv:2301.07788")[0] == "arXiv preprint arXiv:2301.07788"


def test_din_issue_after_the_year_is_still_an_issue() -> None:
    """DIN 1505's ``Journal 74 (2022) 9, S. 66–72`` is no INSPIRE reference: the short number is the issue."""
    venue, year, notes = clean_venue("Werkstattblatt 51 (2021) 7, S. 12–19")
    assert (venue, year) == ("Werkstattblatt", 2021)
    assert "article 7" not in notes


def test_a_pending_journal_may_be_abbreviated() -> None:
    """``Submitted to J. Fluid Mech.``: the abbreviated journal is the venue, not its first word."""
    found = parse_citation(["Okafor, B. 2024. Tidal mixing over rough slopes. Submitted to J. Fluid Mech."])
    assert found is not None and found.venue is not None and found.venue.startswith("J. Fluid Mech")


# --- kinds -------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        '"Ledgers at Sea." *JNCL*, vol. 41, no. 3, 2019, pp. 12-30.',
        "Oduya, P. 2021. Wind-blown dust on the plateau. *PASJ* 73(4): 881-895.",
    ],
)
def test_a_journal_known_by_its_acronym_is_a_journal(line: str) -> None:
    """An acronym alone reads as a conference series; a volume and an issue after it make it a journal."""
    found = parse_citation([line])
    assert found is not None and found.kind is PublicationKind.JOURNAL


def test_an_acronym_without_volume_and_issue_stays_a_conference() -> None:
    """``In *CHIW*, 2020``: no volume and issue, a meeting as before."""
    found = parse_citation(["Oduya, P. 2020. Wind maps for all. In *CHIW*, pp. 1-4."])
    assert found is not None and found.kind is PublicationKind.CONFERENCE


def test_articles_after_books_are_not_books() -> None:
    """``Articles`` after ``Books`` at the same level is a sibling section: its entries keep their own kind."""
    record = _tex(
        "\\documentclass{article}\\begin{document}\n\\section{BOOKS}\n"
        "{\\it Salt Roads of the Sahel}. Ohio UP, 2016.\n\\section{ARTICLES}\n"
        "``Caravans and Credit.'' {\\it Journal of Trade Studies}, vol. 12, no. 1, 2018, pp. 4--19.\n"
        "\\end{document}\n"
    )
    kinds = {p.title: p.kind for p in record.publications}
    assert kinds["Caravans and Credit"] is PublicationKind.JOURNAL


def _resume_pubs(*entries: dict[str, str]) -> dict[str, PublicationKind]:
    data = {"basics": {"name": "Lale Ornek"}, "publications": list(entries)}
    record = jsonresume.extract(SourceDocument("cv.json", "application/json", json.dumps(data), ""))
    return {p.title: p.kind for p in record.publications}


def test_json_resume_summary_citing_volume_and_page_makes_a_journal() -> None:
    """ApJ/MNRAS style in ``summary`` (``2021, MNRAS, 503, 1120``): the acronym publisher is a journal."""
    kinds = _resume_pubs({"name": "Halo spin in dwarfs", "publisher": "MNRAS", "releaseDate": "2021",
                          "summary": "Ornek, L., Bakir, S. 2021, MNRAS, 503, 1120"})
    assert kinds["Halo spin in dwarfs"] is PublicationKind.JOURNAL


def test_json_resume_summary_naming_a_thesis_makes_a_thesis() -> None:
    """``"summary": "PhD thesis, Ege University"``: the item is the thesis, its publisher the university."""
    kinds = _resume_pubs({"name": "Dwarf galaxy haloes", "publisher": "Ege University", "releaseDate": "2017",
                          "summary": "PhD thesis, Ege University"})
    assert kinds["Dwarf galaxy haloes"] is PublicationKind.THESIS


# --- PDF-converted APA lists -------------------------------------------------------------------------------------

_APA_LIST = """# Rosa Teague

## Publications

Teague, R., & Mundt, K. L. (2024). Tidal memory in estuarine
fish. _Marine Behaviour_, _12_ (3), 45–60.

Mundt, K. L., Teague, R., Osei, A. B., Farrow, J., Ilves, M., Brandt,
C. D., & Halloran, P. (2022). Salinity and schooling in juvenile
herring. _Journal of Fish Biology_, _98_ (2), 101–115.

Teague, R. (2021). Night foraging of mudskippers on a

Teague, CV

Page 2 of 3

tidal flat. _Behavioural Ecology_ _,_ _30_ (1), 7–19.

Teague, R., & Ilves, M. Lunar cycles in the feeding of sand gobies. Manuscript submitted
for publication.

Ilves, M., & Teague, R. Gill plasticity in brackish water. _Journal of Experimental Bio-_
_logy_ (revise and resubmit).

## Teaching

Teague, CV

Page 3 of 3

Fish Ecology (BIO 301), 2022
"""


def test_apa_list_in_paragraphs_gives_one_entry_each() -> None:
    """APA's ``Last, F. (2024).`` opens an entry; an author list may wrap before its date; a blank line parts
    entries with no date at all; a page break (a running head, a page number) inside an entry does not part it."""
    record = _md(_APA_LIST)
    pubs = {p.title: p for p in record.publications}
    assert set(pubs) == {
        "Tidal memory in estuarine fish",
        "Salinity and schooling in juvenile herring",
        "Night foraging of mudskippers on a tidal flat",
        "Lunar cycles in the feeding of sand gobies",
        "Gill plasticity in brackish water",
    }
    assert pubs["Salinity and schooling in juvenile herring"].authors[-1] == "Halloran, P."
    assert pubs["Night foraging of mudskippers on a tidal flat"].venue == "Behavioural Ecology"


def test_emphasis_broken_with_a_word_joins() -> None:
    """A converter's ``_Journal of Experimental Bio-_`` / ``_logy_``: one word, one emphasis."""
    assert unhyphenate(["_Journal of Experimental Bio-_", "_logy_ (revise and resubmit)."]) == [
        "_Journal of Experimental Biology_ (revise and resubmit)."
    ]


# --- Unified Style Sheet, award lines, APA statuses ----------------------------------------------------------------


def test_proceedings_edited_by_others_is_a_conference_paper() -> None:
    """USS ``In A & B (eds.), Proceedings of the 40th Meeting of X (ABC 40)``: the editors are the proceedings',
    the paper a conference paper; a handbook with editors stays a book chapter."""
    found = parse_citation(["Dube, Sipho K. 2021. Tone in Tsonga. In Lena Paulo & Ari Voss (eds.), Proceedings of "
                            "the 40th Annual Meeting of the Bantu Linguistics Society (BLS 40), 33–47. Ithaca: CLS."])
    assert found is not None and found.kind is PublicationKind.CONFERENCE
    chapter = parse_citation(["Dube, Sipho K. 2021. Tone. In Lena Paulo & Ari Voss (eds.), The handbook of Tsonga, "
                              "33–47. Oxford: Oxford University Press."])
    assert chapter is not None and chapter.kind is PublicationKind.BOOK


def test_uss_dissertation_after_its_university() -> None:
    """USS ``Place: University of X dissertation.``: the university is the venue, the item a thesis."""
    found = parse_citation(["Dube, Sipho K. 2016. Tone and syntax in Tsonga. Durban: University of KwaZulu-Natal "
                            "dissertation."])
    assert found is not None
    assert (found.venue, found.kind) == ("University of KwaZulu-Natal", PublicationKind.THESIS)


@pytest.mark.parametrize(
    "lines",
    [
        ['Mbeki, Ana. 2019. "Rent and Kin." *Urban Review Quarterly* 12(2):45–60. *Winner, Best Student Paper '
         'Award, ASA Section on Housing, 2019.*'],
        ['Mbeki, Ana. 2019. "Rent and Kin." *Urban Review Quarterly* 12: 45.', "Winner, 2020 Best Article Prize, "
         "Urban Politics Group"],
    ],
)
def test_a_prize_after_the_citation_is_a_note(lines: list[str]) -> None:
    """``Winner, X Award, Y`` after a citation, in its sentence or on its own line: a note, no part of the venue."""
    found = parse_citation(lines)
    assert found is not None and found.venue == "Urban Review Quarterly"
    assert any(n.startswith("Winner") for n in found.notes)


def test_apa_manuscript_submitted_for_publication_is_no_venue() -> None:
    """APA's ``Manuscript submitted for publication.`` says the paper is pending: no venue, a preprint."""
    found = parse_citation(["Lund, A., & Osei, U. Mood in teens: An actigraphy study. Manuscript submitted for "
                            "publication."])
    assert found is not None and (found.venue, found.kind) == (None, PublicationKind.PREPRINT)


# --- pending papers ----------------------------------------------------------------------------------------------


def test_in_review_heading_lists_publications_and_each_line_is_an_entry() -> None:
    """``In review`` heads papers, not reviewing; unmarked lines closing with ``In review at X`` or
    ``Submitted to X`` are one entry each, preprints with that journal as venue."""
    record = _md("# Ida Brenner\n\n## Publications\n\n### In review\n"
                 "Kowal, P., and I. Brenner. Seed rain after fire in oak savanna. In review at *Ecosphere*.\n"
                 "Brenner, I., and T. Oduya. Beetle guilds on burned logs. Submitted to *Oikos*.\n")
    pubs = {p.title: p for p in record.publications}
    assert set(pubs) == {"Seed rain after fire in oak savanna", "Beetle guilds on burned logs"}
    assert pubs["Seed rain after fire in oak savanna"].venue == "Ecosphere"
    assert all(p.kind is PublicationKind.PREPRINT for p in pubs.values())


def test_in_revision_names_the_journal_deciding() -> None:
    """``In revision, *Journal*.``: the journal still deciding is the venue, the paper a preprint."""
    found = parse_citation(["Brenner, I., and T. Oduya. Beetle guilds on burned logs. In revision, *Oikos*."])
    assert found is not None and (found.venue, found.kind) == ("Oikos", PublicationKind.PREPRINT)


def test_json_resume_chapter_summary_gives_the_book_not_the_publisher() -> None:
    """Harvard in ``summary`` (``'Title', in A and B (eds) Book. London: Routledge, pp. 1–9.``) with ``publisher``
    the press: the chapter's venue is its book."""
    data = {"basics": {"name": "Esi Quaye"}, "publications": [{
        "name": "Markets of the lagoon", "publisher": "Routledge", "releaseDate": "2022",
        "summary": "Quaye, E. (2022) 'Markets of the lagoon', in Ansah, P. and Lowe, R. (eds) The Routledge Companion "
                   "to Coastal Cities. London: Routledge, pp. 40–58."}]}
    record = jsonresume.extract(SourceDocument("cv.json", "application/json", json.dumps(data), ""))
    assert [p.venue for p in record.publications] == ["The Routledge Companion to Coastal Cities"]


def test_json_resume_summary_under_review_makes_a_preprint() -> None:
    """``"summary": "..., under review at Journal."``: the paper is a preprint, whatever its publisher's name."""
    kinds = _resume_pubs({"name": "Tides and rents", "publisher": "Coastal Studies", "releaseDate": "",
                          "summary": "Quaye, E. 'Tides and rents', under review at Coastal Studies."})
    assert kinds["Tides and rents"] is PublicationKind.PREPRINT


def test_esa_chapter_venue_is_its_book() -> None:
    """ESA's chapter, ``Pages 45–67 in A and B, editors. Book. Press, City, State, USA.``: the book is the venue."""
    found = parse_citation(["Hale, T. 2019. Seed banks after drought. Pages 45–67 in K. M. Orr and D. Ruiz, editors. "
                            "Dryland plant ecology. Island Press, Washington, D.C., USA."])
    assert found is not None and found.venue == "Dryland plant ecology"
