"""Citations around development set 19, with invented strings: APS references signed by a collaboration after
"et al.", APS's rapid-communication mark after an article number, a bracketed kind in lower case, a trainee's star
set as a math operator by PDF text, and "revision invited at" a journal; a Chicago humanist's books, edited
volumes, special issues and reviews."""

from __future__ import annotations

import pytest

from cvkg.extract import text
from cvkg.extract.citations import parse_citation
from cvkg.model import PublicationKind, SourceDocument


@pytest.mark.parametrize(
    "line",
    [
        "- L. O. Brandt *et al.* (KiloMu Collaboration), “Search for slow muons in a cold trap,” Phys. Rev. D "
        "**109**, 052003 (2024).",
        "L. O. Brandt et al. (the KiloMu Collaboration), “Search for slow muons in a cold trap,” Phys. Rev. D 109, "
        "052003 (2024).",
    ],
)
def test_a_collaboration_after_et_al_is_no_part_of_the_title(line: str) -> None:
    """The first author, "et al." and the collaboration in brackets sign the paper; the quoted title follows."""
    found = parse_citation([line])
    assert found is not None
    assert (found.authors, found.title, found.venue, found.year) == (
        ("L. O. Brandt",), "Search for slow muons in a cold trap", "Phys. Rev. D", 2024
    )
    assert "author list truncated" in found.notes
    assert any("KiloMu Collaboration" in note for note in found.notes)


@pytest.mark.parametrize(
    "line",
    [
        "T. Irwin and B. Saxe, “Spin echo in thin mirrors,” Phys. Rev. A **91**, 041601(R) (2015).",
        "T. Irwin and B. Saxe, Spin echo in thin mirrors, Phys. Rev. A 91, 041601(R) (2015).",
        "T. Irwin and B. Saxe, “Spin echo in thin mirrors,” *Phys. Rev. A* **91**, 041601(R) (2015).",
    ],
)
def test_a_rapid_communication_mark_stays_with_its_article_number(line: str) -> None:
    """APS's "(R)" after the article number is part of the locator, not of the journal's name."""
    found = parse_citation([line])
    assert found is not None
    assert (found.title, found.venue, found.year, found.kind) == (
        "Spin echo in thin mirrors", "Phys. Rev. A", 2015, PublicationKind.JOURNAL
    )


def test_a_lower_case_bracketed_kind_leaves_the_venue() -> None:
    """"[invited review]" after the reference says what the paper is; the journal is the venue."""
    found = parse_citation(
        ["P. Quill and R. Amsel, “Cold sources of slow atoms,” Annu. Rev. Cold Phys. **12**, 45 (2021). "
         "[invited review]"]
    )
    assert found is not None
    assert found.venue == "Annu. Rev. Cold Phys."
    assert "invited review" in found.notes


@pytest.mark.parametrize("star", ["∗", "⋆", "*"])
def test_a_trainee_star_after_initials_ends_no_author_list(star: str) -> None:
    """PDF text sets a trainee's star as a math operator ("Lund, K. P.∗,"): it marks the name and ends nothing."""
    found = parse_citation(
        [f"4. Lund, K. P.{star}, and Okafor, B. (2021), “Calibrating Forecast Bands,” Journal of Invented Statistics,"
         " 12, 301–318."]
    )
    assert found is not None
    assert (found.authors, found.title, found.venue, found.year) == (
        ("Lund, K. P.", "Okafor, B."), "Calibrating Forecast Bands", "Journal of Invented Statistics", 2021
    )


def test_revision_invited_at_a_journal_names_the_journal_deciding() -> None:
    """"revision invited at J" is a status: the paper is not out, and J stands for its venue."""
    found = parse_citation(
        ["Okafor, B., and Lund, K. P. (2024), “Streaming Ranks,” revision invited at Journal of Invented Statistics."]
    )
    assert found is not None
    assert (found.authors, found.title, found.venue, found.year, found.kind) == (
        ("Okafor, B.", "Lund, K. P."), "Streaming Ranks", "Journal of Invented Statistics", 2024,
        PublicationKind.PREPRINT,
    )


def _md(source: str):
    return text.extract(SourceDocument("cv.md", "text/markdown", source, ""))


@pytest.mark.parametrize(
    ("line", "venue", "year"),
    [
        ("*Salt and Silver: Trade in the Old Ports*. Boston: Harbor Press, 2019. Lyle Prize of the Society for Sea "
         "History, 2020.", "Harbor Press", 2019),
        ("“Ledgers at Sea.” *Journal of Invented History* 12, no. 2 (2016): 45–67. *Quill Society Best Article "
         "Prize, 2017.*", "Journal of Invented History", 2016),
    ],
)
def test_a_dated_prize_after_a_citation_is_a_note(line: str, venue: str, year: int) -> None:
    """The prize a paper won, a sentence after its year or pages, leaves the venue and the year alone."""
    found = parse_citation([line])
    assert found is not None
    assert (found.venue, found.year) == (venue, year)
    assert any("Prize" in note for note in found.notes)


def test_a_status_and_its_year_in_one_bracket() -> None:
    """Chicago's "(forthcoming 2025)": the status is a note, the year the paper's."""
    found = parse_citation(["“Harbors of Debt.” *Journal of Invented History* (forthcoming 2026)."])
    assert found is not None
    assert (found.title, found.venue, found.year) == ("Harbors of Debt", "Journal of Invented History", 2026)
    assert "forthcoming" in found.notes


def test_co_editors_named_in_a_sentence_after_the_title() -> None:
    """"Co-edited with A." after an edited book's title names its other editor; the publisher is the venue."""
    found = parse_citation(["*Ports and Princes in the Baltic*. Co-edited with Hedda Lindqvist. Leiden: Brill, 2018."])
    assert found is not None and found.subject_first
    assert (found.authors, found.title, found.venue, found.year) == (
        ("Hedda Lindqvist",), "Ports and Princes in the Baltic", "Brill", 2018
    )


def test_a_guest_edited_special_issue_is_in_its_journal() -> None:
    """A special issue the subject guest-edited: its name is the title, the journal the venue."""
    found = parse_citation(
        ["*Credit at Sea*. Special issue, *Journal of Invented History* 41, no. 2 (2023). Guest editor."]
    )
    assert found is not None
    assert (found.title, found.venue, found.year) == ("Credit at Sea", "Journal of Invented History", 2023)
    assert {"special issue", "guest editor"} <= set(found.notes)


@pytest.mark.parametrize(
    "line",
    [
        "Review of *The Salt Road*, by Ines Marchetti. *Journal of Invented History* 30, no. 1 (2021): 201–3.",
        "“Money on the Move.” Review essay. *Journal of Invented History* 33, no. 4 (2024): 88–96.",
    ],
)
def test_a_book_review_is_no_research_article(line: str) -> None:
    """A review of others' books (``Review of X, by Y``; a ``Review essay``) is a publication of kind other."""
    found = parse_citation([line], section_kind=PublicationKind.JOURNAL)
    assert found is not None
    assert (found.venue, found.kind) == ("Journal of Invented History", PublicationKind.OTHER)


def test_a_reviews_section_of_unsigned_book_reviews_holds_publications() -> None:
    """A humanist's ``Reviews`` leave out her name: they are her publications, not reviewing duties."""
    facts = _md(
        "# Hedda Lindqvist\n\n## Reviews\n\n"
        "- Review of *The Salt Road*, by Ines Marchetti. *Journal of Invented History* 30, no. 1 (2021): 201–3.\n"
        "- Review of *Tin and Tide*, by Aku Ranta. *Baltic Review of Books* 12 (2019): 77–78.\n"
    )
    assert [(p.title, p.authors, p.year) for p in facts.publications] == [
        ("Review of The Salt Road, by Ines Marchetti", ("Hedda Lindqvist",), 2021),
        ("Review of Tin and Tide, by Aku Ranta", ("Hedda Lindqvist",), 2019),
    ]
    assert not facts.service


def test_a_superscript_between_two_halves_of_an_italic_title_joins_them() -> None:
    """pymupdf4llm sets a superscript in brackets between two italic spans: the title reads as one."""
    found = parse_citation(["3. _Growth of ℓ_ [2] _-torsion in invented towers_ (with Ada Quill), J. Invent. Topol. 7"
                            " (2019), 1–20."])
    assert found is not None
    assert found.title == "Growth of ℓ[2]-torsion in invented towers"


@pytest.mark.parametrize(
    ("line", "authors"),
    [
        ("Lund KO, Amsel R, Brandt T, et al; for the SLOW-ICU Investigators. Slow weaning in invented units: a "
         "cluster trial. Crit Care Invent. 2022;12(4):455-466.", ("Lund KO", "Amsel R", "Brandt T")),
        ("Lund KO, for the Invented Hospital Critical Care Committee. Invented weaning protocol, version 2. Boston, "
         "MA: Invented Hospital; 2020.", ("Lund KO",)),
    ],
)
def test_the_group_an_author_list_wrote_for_is_no_author(line: str, authors: tuple[str, ...]) -> None:
    """"et al; for the X Investigators" and ", for the X Committee" close the byline: the group is no title."""
    found = parse_citation([line])
    assert found is not None
    assert found.authors == authors
    assert found.title.startswith(("Slow weaning", "Invented weaning"))


def test_an_entry_legend_after_an_nlm_reference_leaves_the_venue() -> None:
    """"\\*Co-first authors." after the reference is the entry's legend."""
    found = parse_citation(["4. Lund KO\\*, Amsel R\\*, Brandt T. Slow weaning. J Invent Med. 2020;35(11):1239-1246. "
                            "\\*Co-first authors."])
    assert found is not None
    assert (found.authors, found.venue, found.year) == (("Lund KO", "Amsel R", "Brandt T"), "J Invent Med", 2020)


def test_a_bracketed_editorial_after_the_title_is_a_note() -> None:
    """"[editorial]" after the title says what the paper is; the journal after it is the venue."""
    found = parse_citation(
        ["Lund KO, Amsel R. Can weaning be invented? [editorial]. Chest Invent. 2021;16(5):160-163."]
    )
    assert found is not None
    assert (found.title, found.venue) == ("Can weaning be invented?", "Chest Invent")
    assert "editorial" in found.notes


def test_an_abstract_in_a_journal_presented_as_a_poster() -> None:
    """AMA's abstract printed in a journal and shown as a poster: the journal is the venue, the meeting a note."""
    found = parse_citation(["Lund KO, Amsel R. Time to weaning [abstract]. Am J Invent Med. 2015;191:A4120. Poster "
                            "presented at: Invented Thoracic Society Conference; May 2015; Denver, CO."])
    assert found is not None
    assert (found.venue, found.year, found.kind) == ("Am J Invent Med", 2015, PublicationKind.POSTER)


def test_a_long_emphasised_heading_inside_a_numbered_list_heads_no_entry() -> None:
    """A Harvard Medical School CV's long italic sub-heading between numbered entries is no part of the entry above."""
    facts = _md(
        "# Kofi Lund\n\n## Publications\n\n*Reviews, chapters, monographs and editorials*\n\n"
        "1. Lund KO, Amsel R. Can weaning be invented? Chest Invent. 2021;16(5):160-163.\n\n"
        "*Professional educational materials or reports, in print or other media*\n\n"
        "1. Lund KO. Invented weaning protocol, version 2. Boston, MA: Invented Hospital; 2020.\n"
    )
    assert [(p.title, p.venue) for p in facts.publications] == [
        ("Can weaning be invented?", "Chest Invent"),
        ("Invented weaning protocol, version 2", "Invented Hospital"),
    ]


def test_a_public_writing_section_of_citations_holds_publications() -> None:
    """"Public writing" that the sections read as nothing holds op-eds: publications of kind other."""
    facts = _md(
        "# Hedda Lindqvist\n\n## Teaching\n\nHIST 101, Early Modern Europe (Fall 2021)\n\n## Public Writing\n\n"
        "- “What Old Ledgers Teach Us.” *Invented Daily*, March 3, 2022.\n\n## Languages\n\nGerman, Czech\n"
    )
    assert [(p.title, p.venue, p.year, p.kind) for p in facts.publications] == [
        ("What Old Ledgers Teach Us", "Invented Daily", 2022, PublicationKind.OTHER)
    ]


@pytest.mark.parametrize(
    ("line", "venue"),
    [
        ("T. Quill and L. Amsel, “Retention in invented FETs,” *IEEE Invented Device Lett.*, to be published.",
         "IEEE Invented Device Lett."),
        ("T. Quill and S. Iyer, “Invented crystals,” poster presented at Invented Symposium, Atlanta, GA, 2023. "
         "**Best Poster Award (2nd place)**", "Invented Symposium"),
    ],
)
def test_notes_after_an_ieee_citation_leave_its_venue(line: str, venue: str) -> None:
    """"to be published" is a status, and a prize's place ("(2nd place)") goes with the prize."""
    found = parse_citation([line])
    assert found is not None
    assert found.venue == venue


def test_an_r_package_cited_as_a_paper() -> None:
    """"Title, R package version 1.2, available on CRAN.": software of kind other, the repository its venue."""
    found = parse_citation(["Lund, K. P., and Okafor, B. (2023), tidewatch: Streaming Tide Bands, R package version "
                            "1.2.0, available on CRAN."])
    assert found is not None
    assert (found.authors, found.title, found.venue, found.year, found.kind) == (
        ("Lund, K. P.", "Okafor, B."), "tidewatch: Streaming Tide Bands", "CRAN", 2023, PublicationKind.OTHER
    )


def test_a_software_section_of_cited_packages_after_the_papers_holds_publications() -> None:
    """Packages cited with their authors and year under the papers are publications, not projects."""
    facts = _md(
        "# Kara Lund\n\n## Publications\n\n"
        "1. Lund, K. P., and Okafor, B. (2021), “Calibrating Tide Bands,” Journal of Invented Statistics, 12, 301–318."
        "\n\n## Software\n\n"
        "2. Lund, K. P. (2023), tidewatch: Streaming Tide Bands, R package version 1.2.0, available on CRAN.\n"
    )
    assert [(p.title, p.venue) for p in facts.publications] == [
        ("Calibrating Tide Bands", "Journal of Invented Statistics"),
        ("tidewatch: Streaming Tide Bands", "CRAN"),
    ]
    assert not facts.projects
