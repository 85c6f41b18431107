"""Table tests for cvkg.extract.citations: citation styles -> authors, title, venue, year, kind."""

from __future__ import annotations

import pytest

from cvkg.extract.citations import parse_citation
from cvkg.extract.venue_fields import tidy_venue
from cvkg.extract.venues import clean_venue, kind_from_heading, venue_kind
from cvkg.model import PublicationKind as K

CASES = [
    (
        [
            "- 3. Ada Lovelace, Alan Turing and Grace B. Hopper. *Engines of Thought*. The 9th Symposium on "
            "Analytical Machines (SAM), 2021."
        ],
        ("Ada Lovelace", "Alan Turing", "Grace B. Hopper"),
        "Engines of Thought",
        "The 9th Symposium on Analytical Machines (SAM)",
        2021,
        K.CONFERENCE,
    ),
    (
        [
            "[2] Byron A., Babbage C. Notes on the engine. "
            "In 2019 USENIX Annual Technical Conference (ATC'19)."
        ],
        ("Byron A.", "Babbage C."),
        "Notes on the engine",
        "USENIX Annual Technical Conference (ATC)",
        2019,
        K.CONFERENCE,
    ),
    (
        ["Byron A., Babbage C. (2018). Difference engines. In IEEE Symposium on Workloads 2018 (ISW18)."],
        ("Byron A.", "Babbage C."),
        "Difference engines",
        "IEEE Symposium on Workloads (ISW)",
        2018,
        K.CONFERENCE,
    ),
    (
        [
            "Rossi, E., van der Berg, J., ... , Müller, K. Stream parsing. "
            "In Proceedings of the 8th European "
            "Conference on Systems, ACM, 2013."
        ],
        ("Rossi, E.", "van der Berg, J.", "Müller, K."),
        "Stream parsing",
        "Proceedings of the 8th European Conference on Systems",
        2013,
        K.CONFERENCE,
    ),
    (
        [
            "Okafor N, Zhu H, Lind B. Failure traces[C]//Distributed Systems (ICDS), "
            "2017 IEEE 37th International "
            "Conference on. IEEE, 2017: 1333-1344."
        ],
        ("Okafor N", "Zhu H", "Lind B"),
        "Failure traces",
        "Distributed Systems (ICDS), IEEE 37th International Conference on",
        2017,
        K.CONFERENCE,
    ),
    (
        [
            "[C3]\tLovelace, A., and Turing, A. 2019. Engines of Thought. In Proceedings of the 3rd Symposium "
            "on Machines (SOM '19). ACM, New York, NY, USA, 12 pages."
        ],
        ("Lovelace, A.", "Turing, A."),
        "Engines of Thought",
        "Proceedings of the 3rd Symposium on Machines (SOM)",
        2019,
        K.CONFERENCE,
    ),
    (
        [
            "A. Lovelace, B. Babbage, and G. Hopper. 2021. Notes on engines. In Proceedings of the 2021 "
            "Conference on Engines, pages 10–20, Online."
        ],
        ("A. Lovelace", "B. Babbage", "G. Hopper"),
        "Notes on engines",
        "Proceedings of the Conference on Engines, Online",
        2021,
        K.CONFERENCE,
    ),
    (
        ["Lovelace, A., Turing, A., & de la Cruz, J. M. (2020). Engines and minds. Journal of Machines, 12(3), 45–67."],
        ("Lovelace, A.", "Turing, A.", "de la Cruz, J. M."),
        "Engines and minds",
        "Journal of Machines",
        2020,
        K.JOURNAL,
    ),
    (
        ["Hopper, G., Lovelace, A., . . . Babbage, C. (2018). Looms and cards. Textile Computing, 4(1), 1–9."],
        ("Hopper, G.", "Lovelace, A.", "Babbage, C."),
        "Looms and cards",
        "Textile Computing",
        2018,
        K.JOURNAL,
    ),
    (
        [
            'Babbage, Charles, and Ada Lovelace. 2015. "Notes on the Engine." '
            "*Journal of Analytical Machines* 7 (2): 1–20."
        ],
        ("Babbage, Charles", "Ada Lovelace"),
        "Notes on the Engine",
        "Journal of Analytical Machines",
        2015,
        K.JOURNAL,
    ),
    (
        [
            'S. Ní Bhriain, **A. Lovelace**, et al., "Engines at scale," '
            "in *Proc. IEEE Int. Conf. Machines (ICM)*, 2022."
        ],
        ("S. Ní Bhriain", "A. Lovelace"),
        "Engines at scale",
        "Proc. IEEE Int. Conf. Machines (ICM)",
        2022,
        K.CONFERENCE,
    ),
    (
        ['"Engines and Labor" (with Ada Lovelace and Charles Babbage), 2024.'],
        ("Ada Lovelace", "Charles Babbage"),
        "Engines and Labor",
        None,
        2024,
        K.PREPRINT,  # no venue: an economist's working paper
    ),
    (
        ["Lovelace, A. (2019). Engines of thought (Doctoral dissertation). University of London."],
        ("Lovelace, A.",),
        "Engines of thought",
        "University of London",
        2019,
        K.THESIS,
    ),
    (
        ["Lovelace, A. and Turing, A. 2017. Punched cards revisited. Machine Letters 31, e12."],
        ("Lovelace, A.", "Turing, A."),
        "Punched cards revisited",
        "Machine Letters",
        2017,
        K.JOURNAL,
    ),
    (
        [
            'A. Byron, C. Babbage, and M. Somerville, "Gradual engines," '
            "in Proc. 45th Conf. on Engines (ENG '24), "
            "2024, pp. 1-15."
        ],
        ("A. Byron", "C. Babbage", "M. Somerville"),
        "Gradual engines",
        "Proc. 45th Conf. on Engines (ENG)",
        2024,
        K.CONFERENCE,
    ),
    (
        [
            "- [4] Weaving Looms for Deep Learning Ada Lovelace, Charles Babbage, Mary Somerville "
            "ACM Symposium on "
            "Cloud Looms 2018 (SoCL '18)"
        ],
        ("Ada Lovelace", "Charles Babbage", "Mary Somerville"),
        "Weaving Looms for Deep Learning",
        "ACM Symposium on Cloud Looms (SoCL)",
        2018,
        K.CONFERENCE,
    ),
    (
        [
            "Sharing Looms with Guarantees",
            "Ada Lovelace*, Charles Babbage*, Mary Somerville (*co-first authors)",
            "14th Symposium on Loom Design (SLD '20)",
            "[Paper] [Code] -",
        ],
        ("Ada Lovelace", "Charles Babbage", "Mary Somerville"),
        "Sharing Looms with Guarantees",
        "14th Symposium on Loom Design (SLD)",
        2020,
        K.CONFERENCE,
    ),
    (
        ["Loom Theory Revisited Ada Lovelace, Charles Babbage arXiv preprint (1911.09418)"],
        ("Ada Lovelace", "Charles Babbage"),
        "Loom Theory Revisited",
        "arXiv preprint (1911.09418)",
        None,
        K.PREPRINT,
    ),
    (
        [
            "Scheduling Looms (Poster) Ada Lovelace, Charles Babbage "
            "ACM Symposium on Cloud Looms 2018 (SoCL '18)"
        ],
        ("Ada Lovelace", "Charles Babbage"),
        "Scheduling Looms",
        "ACM Symposium on Cloud Looms (SoCL)",
        2018,
        K.POSTER,
    ),
]


@pytest.mark.parametrize(("lines", "authors", "title", "venue", "year", "kind"), CASES)
def test_citation_styles(
    lines: list[str], authors: tuple[str, ...], title: str, venue: str, year: int | None, kind: K
) -> None:
    """Each citation style gives its authors in order, title, venue without year, year and kind."""
    found = parse_citation(lines)
    assert found is not None
    assert (found.authors, found.title, found.venue, found.year, found.kind) == (
        authors,
        title,
        venue,
        year,
        kind,
    )


def test_notes_collect_awards_status_pages_and_cofirst() -> None:
    """Paper awards, "in submission", page ranges and co-first marks become notes."""
    found = parse_citation(
        ["Ada Lovelace, Alan Turing. Engines. The 1st Symposium (SYM), 2021.", "", "  Best Paper Award."]
    )
    assert found is not None and found.notes == ("Best Paper Award",)
    cofirst = parse_citation(
        [
            "Looms",
            "Ada Lovelace*, Alan Turing*, Mary Somerville (*co-first authors)",
            "Symposium on Looms (SL '20)",
        ]
    )
    assert cofirst is not None and cofirst.notes == ("co-first authors: Ada Lovelace, Alan Turing",)
    sub = parse_citation(["Looms Ada Lovelace, Alan Turing arXiv preprint, in submission"])
    assert sub is not None and sub.notes == ("in submission",) and sub.venue == "arXiv preprint"


def test_status_in_place_of_the_year_is_a_note() -> None:
    """APA's "(in review)" where the year goes leaves no year and a status note."""
    found = parse_citation(["Hopper, G., & Lovelace, A. (in review). Compilers for engines. Machine Review."])
    assert found is not None
    assert (found.title, found.venue, found.year, found.notes) == (
        "Compilers for engines",
        "Machine Review",
        None,
        ("in review",),
    )


def test_truncated_author_list_is_noted() -> None:
    """An ellipsis in the author list keeps the names given and notes the truncation."""
    found = parse_citation(["Rossi, E., Lind, B., ... , Müller, K. Streams. In Proceedings of X, 2013."])
    assert found is not None and "author list truncated" in found.notes


def test_patent_keeps_numbers_in_venue_and_no_year() -> None:
    """A patent's number stays in the venue and is not read as a year."""
    found = parse_citation(
        ["1. Ada Lovelace, Alan Turing. *Loom Topology*. US Patent 20170302565A1."], section_kind=K.PATENT
    )
    assert found is not None
    assert (found.venue, found.year, found.kind) == ("US Patent 20170302565A1", None, K.PATENT)


def test_prose_is_not_a_citation() -> None:
    """A paragraph of prose with commas but no names is rejected."""
    assert parse_citation(["In my spare time, I enjoy hiking, baking bread, and playing the cello."]) is None


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("Workshop Papers", K.WORKSHOP),
        ("Journal Articles", K.JOURNAL),
        ("Patents", K.PATENT),
        ("Invited Papers", K.INVITED),
        ("Preprints", K.PREPRINT),
        ("Conference Papers", K.CONFERENCE),
        ("Findings of the Association for Canal Linguistics: CANAL", K.CONFERENCE),
    ],
)
def test_kind_from_heading(heading: str, kind: K) -> None:
    """Section headings name the publication kind."""
    assert kind_from_heading(heading) is kind


def test_clean_venue_removes_year_forms() -> None:
    """Years go from "(OSDI '20)", "(IISWC18)", "2018 (SoCC '18)" and a trailing ", 2024"."""
    assert clean_venue("In 14th Symposium (OSDI '20)")[:2] == ("14th Symposium (OSDI)", 2020)
    assert clean_venue("Symposium on Workloads 2018 (IISWC18).")[:2] == (
        "Symposium on Workloads (IISWC)",
        2018,
    )
    assert clean_venue("The 18th Symposium (OSDI), 2024.")[:2] == ("The 18th Symposium (OSDI)", 2024)


def test_clean_venue_keeps_punctuation_that_starts_a_word() -> None:
    """A space goes before punctuation that ends a word, not before punctuation that starts one (;login:)."""
    assert clean_venue("USENIX ;login:, 2021.")[:2] == ("USENIX ;login", 2021)
    assert clean_venue("Journal of Systems , 2019")[:2] == ("Journal of Systems", 2019)


@pytest.mark.parametrize(
    ("line", "authors", "year"),
    [
        (
            "Lovelace, A. and C. Babbage (2019). “Engines and Wages: Evidence from Looms.” "
            "Textile Economics 12(3): 45–67.",
            ("Lovelace, A.", "C. Babbage"),
            2019,
        ),
        (
            'Lovelace, A., C. Babbage, and M. Somerville. 2020. "Weaving Markets." Review of Looms 7: 101234.',
            ("Lovelace, A.", "C. Babbage", "M. Somerville"),
            2020,
        ),
    ],
)
def test_economics_citations_first_author_inverted_and_year_before_a_quoted_title(
    line: str, authors: tuple[str, ...], year: int
) -> None:
    """``Last, F. and F. Last (2023). "Title." Journal 41(3): 655–690``: only the first name is inverted."""
    found = parse_citation([line])
    assert found is not None
    assert (found.authors, found.year, found.kind) == (authors, year, K.JOURNAL)
    assert found.title in {"Engines and Wages: Evidence from Looms", "Weaving Markets"}


def test_a_journal_still_deciding_stands_for_the_venue_and_a_working_paper_is_none() -> None:
    """A journal still deciding ("Revise and resubmit, Journal") is the venue of a preprint (the team's convention
    since stop 12, as most golds have it); a bare "Working paper." is no venue."""
    rr = parse_citation(['"Looms at Work" (with Ada Lovelace), 2023. *Revise and resubmit, Review of Looms.*'])
    assert rr is not None and (rr.venue, rr.kind, rr.notes) == (
        "Review of Looms", K.PREPRINT, ("Revise and resubmit, Review of Looms",)
    )
    wp = parse_citation(["Lovelace, A. (2024). “Remote Weaving.” Working paper."])
    assert wp is not None and (wp.venue, wp.year, wp.kind, wp.notes) == (None, 2024, K.PREPRINT, ("Working paper",))


def test_a_venue_badge_above_a_homepage_entry_is_not_the_title() -> None:
    """``LOOM`` alone above title / authors / venue repeats the venue's acronym: it is a label."""
    found = parse_citation(
        ["LOOM", "Engines That Weave", "Ada Lovelace, and Charles Babbage", "*Symposium on Looms (LOOM)*, 2022"]
    )
    assert found is not None
    assert (found.title, found.authors) == ("Engines That Weave", ("Ada Lovelace", "Charles Babbage"))


def test_a_bold_volume_after_an_italic_journal_leaves_the_journal_name() -> None:
    """``*Journal* **21**, 1032–1039 (2022)`` (physics and chemistry): volume, pages and article number are notes."""
    pages = parse_citation(['- **A. Byron** and C. Babbage, "Looms," *Loom Letters* **21**, 1032–1039 (2022).'])
    assert pages is not None
    assert (pages.venue, pages.year, pages.notes) == ("Loom Letters", 2022, ("volume 21", "pages 1032-1039"))
    article = parse_citation(['- C. Babbage and **A. Byron**, "Cams," *Engine Review B* **5**, 045001 (2021).'])
    assert article is not None
    assert (article.venue, article.notes) == ("Engine Review B", ("volume 5", "article 045001"))


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("Ada Lovelace, Alan Turing. Engines. ICML 2020.", K.CONFERENCE),
        ("Ada Lovelace, Alan Turing. Engines. NeurIPS, 2021.", K.CONFERENCE),
        ("Ada Lovelace, Alan Turing. Engines. In Nature Methods, 2020.", K.JOURNAL),
        ("Ada Lovelace, Alan Turing. Engines. Population Studies, 2020.", K.JOURNAL),
    ],
)
def test_a_bare_venue_name_gives_its_kind(line: str, kind: K) -> None:
    """With no cue word, a series acronym is a conference and a journal family (Nature) a journal, "In" or not."""
    found = parse_citation([line])
    assert found is not None and found.kind is kind


def test_vancouver_venue_gives_volume_and_issue_to_the_notes() -> None:
    """``Journal. 2020;12(3):45-67.`` gives ``Journal``; the year, the pages, the volume and the issue apart."""
    found = parse_citation(["Lovelace A, Turing A. Engines of thought. Loom Rev. 2020;12(3):45-67."])
    assert found is not None and (found.venue, found.year) == ("Loom Rev", 2020)
    assert found.notes == ("pages 45-67", "volume 12", "issue 3")


@pytest.mark.parametrize(
    ("line", "authors"),
    [
        # Markdown-escaped co-first stars, the first author in bold
        (
            "1. **Vane-Tempest R**\\*, Oduya K\\*, Marsh P. Looms of the north. *Loom Biology* 4, 12 (2022).",
            ("Vane-Tempest R", "Oduya K", "Marsh P"),
        ),
        # pandoc superscripts: a dagger after a closing bold, an affiliation number
        (
            "Marsh, P.^1^, Oduya, K. & **Vane-Tempest, R. L.**^†^ Looms of the north. *Loom Biol.* **4**, 12 (2022).",
            ("Marsh, P.", "Oduya, K.", "Vane-Tempest, R. L."),
        ),
        # Unicode superscripts and a double dagger after an initial's period
        (
            "Marsh P¹, Oduya K²‡, Vane-Tempest R.‡ Looms of the north. Loom Biology. 2022;4:12.",
            ("Marsh P", "Oduya K", "Vane-Tempest R"),
        ),
        # hyphenated initials, last in the list
        (
            "Oduya, K., Marsh, P. & Lim, H.-J. Looms of the north. *Loom Biol.* **4**, 12 (2022).",
            ("Oduya, K.", "Marsh, P.", "Lim, H.-J."),
        ),
    ],
)
def test_marks_after_author_names_do_not_break_the_list(line: str, authors: tuple[str, ...]) -> None:
    """Stars, daggers, superscripts and hyphenated initials after names leave the names and the title whole."""
    found = parse_citation([line])
    assert found is not None
    assert (found.authors, found.title) == (authors, "Looms of the north")


def test_link_labels_and_a_closing_kind_sentence_are_not_venue_text() -> None:
    """``[[pdf]](url)`` links go; a closing ``Preprint.`` gives the kind; a lower-case server name is the venue."""
    found = parse_citation(
        ["Oduya K, Marsh P. Looms of the south. *medRxiv* 2023.01.02.123456 (2023). *Preprint.* [[pdf]](https://x.org/a.pdf)"]
    )
    assert found is not None
    assert (found.title, found.venue, found.year, found.kind) == (
        "Looms of the south",
        "medRxiv 2023.01.02.123456",
        2023,
        K.PREPRINT,
    )


@pytest.mark.parametrize(
    ("line", "coauthors", "title", "venue", "year", "kind"),
    [
        # a humanities list: the subject is the sole author unless "With X"; the year as the item's label
        (
            "- 2018 “Bells and Ledgers in Ragusa.” *Viator* 49, no. 2 (2018): 113–140.",
            (),
            "Bells and Ledgers in Ragusa",
            "Viator",
            2018,
            K.JOURNAL,
        ),
        (
            "With Tomás Ferrer and Ines Holm. “Salt Roads.” Journal of Mediterranean Trade 12 (2016): 5–30.",
            ("Tomás Ferrer", "Ines Holm"),
            "Salt Roads",
            "Journal of Mediterranean Trade",
            2016,
            K.JOURNAL,
        ),
        # a monograph: "Place: Publisher"; an edited volume "(ed., with X)"
        ("2011 *Ledgers of the Sea*. Chicago: University of Chicago Press.", (), "Ledgers of the Sea",
         "University of Chicago Press", 2011, K.BOOK),
        ("(ed., with Ines Holm) Harbours and Their Records. Turnhout: Brepols Publishers, 2014.", ("Ines Holm",),
         "Harbours and Their Records", "Brepols Publishers", 2014, K.BOOK),
        # a chapter: the venue is the book, without its editors, pages and imprint
        (
            "“Tolls at Dawn.” In *Harbours and Their Records*, edited by Ines Holm, 201–219. Turnhout: Brepols, 2014.",
            (),
            "Tolls at Dawn",
            "Harbours and Their Records",
            2014,
            K.BOOK,
        ),
        # economists: "Title" (with A and B); a title alone in a work-in-progress list
        ('"Tariffs and Toll Roads" (with Ines Holm and T. Ferrer), CEPR Discussion Paper 1234, 2021.',
         ("Ines Holm", "T. Ferrer"), "Tariffs and Toll Roads", "CEPR Discussion Paper 1234", 2021, K.PREPRINT),
        ("“Harbour Fees and Trade Diversion”", (), "Harbour Fees and Trade Diversion", None, None, K.OTHER),
    ],
)
def test_a_citation_that_leaves_out_the_subject_names_the_co_authors_only(
    line: str, coauthors: tuple[str, ...], title: str, venue: str | None, year: int | None, kind: K
) -> None:
    """Lists that name no author (or only "with" co-authors) give the subject as the implied first author."""
    found = parse_citation([line])
    assert found is not None and found.subject_first
    assert (found.authors, found.title, found.venue, found.year, found.kind) == (coauthors, title, venue, year, kind)


def test_a_quoted_title_followed_by_names_is_no_citation_without_authors() -> None:
    """``"Title" A B, C D. Venue`` (a homepage) names its authors after the title."""
    found = parse_citation(['"Looms at Dawn" Ada Lovelace, Charles Babbage. Symposium on Looms (SL), 2020.'])
    assert found is not None and not found.subject_first
    assert found.authors == ("Ada Lovelace", "Charles Babbage")


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("Lovelace, A. (2019). “Loom Wages”. In: Review of Loom Studies 84.3, pp. 1–9.", K.JOURNAL),
        ("Lovelace, A. (2019). “Loom Wages”. In: Bulletin of the Loom Society 12, pp. 1–9.", K.JOURNAL),
        ("Lovelace, A. (2019). “Loom Wages”. In Proceedings of the Loom Symposium, pp. 1–9.", K.CONFERENCE),
    ],
)
def test_journals_named_review_of_and_biblatex_in_colon_are_journals(line: str, kind: K) -> None:
    """``Review of X`` names a journal; biblatex's ``In:`` precedes journals too, so it says nothing of the kind."""
    found = parse_citation([line])
    assert found is not None and found.kind is kind


def test_a_heading_naming_articles_and_chapters_leaves_each_entry_its_kind() -> None:
    """"Articles and book chapters" names two kinds; "Research articles" names journal papers."""
    assert kind_from_heading("Research articles") is K.JOURNAL
    assert kind_from_heading("Conference articles") is K.CONFERENCE


def test_apa_presentations_and_patents_keep_their_venue_apart_from_the_title() -> None:
    """APA's "Paper presented at the X" gives the venue X; "Poster presented at" a poster; a patent's number
    in parentheses after the title is the venue, the office that issued it is not."""
    paper = parse_citation(["Byron, A. (2022). *Weaving by hand*. Paper presented at the Loom Workshop 2022, Leeds."])
    assert paper is not None and (paper.title, paper.venue, paper.year, paper.kind) == (
        "Weaving by hand",
        "Loom Workshop",
        2022,
        K.WORKSHOP,
    )
    poster = parse_citation(["Byron, A. (2021). *Warp tension*. Poster presented at the Textile Meeting, Leeds."])
    assert poster is not None and (poster.venue, poster.kind) == ("Textile Meeting", K.POSTER)
    patent = parse_citation(
        ["Byron, A., & Babbage, C. (2020). *Shuttle drive* (U.S. Patent No. 9,876,543). U.S. Patent Office."]
    )
    assert patent is not None and (patent.title, patent.venue, patent.year, patent.kind) == (
        "Shuttle drive",
        "U.S. Patent No. 9,876,543",
        2020,
        K.PATENT,
    )


@pytest.mark.parametrize(
    ("line", "authors", "title", "venue", "year"),
    [
        (
            "- A. Byron, C. Babbage, and M. Somerville, Weft noise in driven looms, Loom Rev. B 12, 045101 (2019).",
            ("A. Byron", "C. Babbage", "M. Somerville"),
            "Weft noise in driven looms",
            "Loom Rev. B",
            2019,
        ),
        (
            "C. Babbage, A. Byron, et al., Shuttles at low temperature, arXiv:2101.01234 [physics.loom] (2021).",
            ("C. Babbage", "A. Byron"),
            "Shuttles at low temperature",
            "arXiv:2101.01234 [physics.loom]",
            2021,
        ),
        (
            "A. Byron and C. Babbage, Cold warps, in Conference on Looms and Engines (CLE), 2018.",
            ("A. Byron", "C. Babbage"),
            "Cold warps",
            "Conference on Looms and Engines (CLE)",
            2018,
        ),
    ],
)
def test_commas_alone_part_names_title_and_journal_reference(
    line: str, authors: tuple[str, ...], title: str, venue: str, year: int
) -> None:
    """APS and AIP references once their emphasis is gone: names, title and a closing journal reference."""
    found = parse_citation([line])
    assert found is not None
    assert (found.authors, found.title, found.venue, found.year) == (authors, title, venue, year)


@pytest.mark.parametrize(
    ("line", "coauthors", "title", "venue", "year"),
    [
        ('"Spindles at Work," with Ines Holm and Tomás Ferrer, *Loom Quarterly*, 2019.',
         ("Ines Holm", "Tomás Ferrer"), "Spindles at Work", "Loom Quarterly", 2019),
        ("*Spindles at Work* (with Ines Holm), *Loom Quarterly*, 2019.", ("Ines Holm",), "Spindles at Work",
         "Loom Quarterly", 2019),
        ('2019. "Spindles at Work." Loom Quarterly 7: 11–29.', (), "Spindles at Work", "Loom Quarterly", 2019),
        ("(2019) Spindles at Work. Loom Quarterly 7 (2): 11–29.", (), "Spindles at Work", "Loom Quarterly", 2019),
    ],
)
def test_more_ways_to_leave_out_the_subject(
    line: str, coauthors: tuple[str, ...], title: str, venue: str, year: int
) -> None:
    """"with A," after a quoted title, "(with A)" after an unquoted one, a year label with a period or in
    parentheses, an unquoted title before a journal reference with volume and pages."""
    found = parse_citation([line])
    assert found is not None and found.subject_first
    assert (found.authors, found.title, found.venue, found.year) == (coauthors, title, venue, year)


def test_pending_papers_without_a_venue_are_preprints_and_editors_make_a_book() -> None:
    """"Under review at X": a preprint whose venue is X (without its year); "(ed.)" after the names: an edited book."""
    pending = parse_citation(["A. Byron, C. Babbage. Shuttle noise. Under review at the Loom Symposium 2026."])
    assert pending is not None and (pending.venue, pending.year, pending.kind) == ("Loom Symposium", None, K.PREPRINT)
    edited = parse_citation(["Byron, A. (ed.) (2018). Looms of Europe. London: Engine Press."])
    assert edited is not None
    assert (edited.authors, edited.title, edited.venue, edited.year, edited.kind) == (
        ("Byron, A.",),
        "Looms of Europe",
        "Engine Press",
        2018,
        K.BOOK,
    )
    apa = parse_citation(["Byron, A. (2020). Warps. *Loom Review*, *3*(2), 11–19. https://doi.org/10.5555/x.1"])
    assert apa is not None and (apa.venue, apa.notes, apa.doi) == (
        "Loom Review",
        ("pages 11-19", "volume 3", "issue 2"),
        "10.5555/x.1",
    )


def test_a_thesis_a_series_paper_and_a_chapter_with_an_editor_leave_out_the_subject_too() -> None:
    """"Title. PhD diss., University" and "Title. X Working Paper 12" name no author: the subject wrote them;
    a chapter's "ed. A. Byron" (initials and all) is no part of its book's name."""
    thesis = parse_citation(["Shuttle Wear. PhD diss., University of Loomtown, 2015."])
    assert thesis is not None and thesis.subject_first and (thesis.title, thesis.year, thesis.kind) == (
        "Shuttle Wear",
        2015,
        K.THESIS,
    )
    series = parse_citation(["Shuttle Prices. Loom Bureau Working Paper 12, 2022."])
    assert series is not None and series.subject_first and series.kind is K.PREPRINT
    chapter = parse_citation(['"Warps." In The Loom Handbook, ed. A. Byron, 45–67. Oxford: Blackwell, 2019.'])
    assert chapter is not None and (chapter.venue, chapter.kind) == ("The Loom Handbook", K.BOOK)


@pytest.mark.parametrize(
    ("entry", "publisher"),
    [
        ("*The Loom City: Weaving and Its Records*. Oxford University Press, 2022.", "Oxford University Press"),
        ("The Loom City. Routledge, 2022.", "Routledge"),
        ("*The Loom City*. Yale UP, 2019.", "Yale UP"),  # MLA's "UP"
    ],
)
def test_a_monograph_with_its_publisher_and_no_place_leaves_out_the_subject(entry: str, publisher: str) -> None:
    """A book under the subject's name with no place before its publisher: the publisher is its venue."""
    found = parse_citation([entry])
    assert found is not None and found.subject_first
    assert (found.venue, found.kind, found.authors) == (publisher, K.BOOK, ())


def test_a_bare_name_after_a_title_is_no_publisher() -> None:
    """Only a publisher's name makes a bare venue a monograph's: "Title. Some Words, 2022." is not read so."""
    assert parse_citation(["The Loom City. Weaving Histories, 2022."]) is None


def test_a_sentence_above_a_homepage_entry_is_no_title_without_authors() -> None:
    """"See the full list at Scholar." above title / authors / venue is not a title whose venue is the rest."""
    found = parse_citation(
        ["See the full list at Scholar.", "Engines that weave", "Ada Lovelace, Charles Babbage", "arXiv (2101.01234)"]
    )
    assert found is not None and not found.subject_first
    assert (found.title, found.authors) == ("Engines that weave", ("Ada Lovelace", "Charles Babbage"))


@pytest.mark.parametrize(
    ("line", "authors", "title", "venue", "year", "kind"),
    [
        (
            "- Lund, P. and Okoro, B. (2021) 'Wind loads on tall masts: a field study', *Journal of Wind Studies*, "
            "88, 104412. doi:10.1000/jws.2021.104412.",
            ("Lund, P.", "Okoro, B."),
            "Wind loads on tall masts: a field study",
            "Journal of Wind Studies",
            2021,
            K.JOURNAL,
        ),
        (
            "- Lund, P. (2020) 'Parents' views of masts', *Mast Quarterly*, 37(3), pp. 401–436.",
            ("Lund, P.",),
            "Parents' views of masts",
            "Mast Quarterly",
            2020,
            K.JOURNAL,
        ),
        (
            "- Lund, P. (2019) 'Gusts over ridges', in *Proceedings of the 9th European Wind Symposium (EWS)*. "
            "Oslo, pp. 10–14.",
            ("Lund, P.",),
            "Gusts over ridges",
            "Proceedings of the 9th European Wind Symposium (EWS)",
            2019,
            K.CONFERENCE,
        ),
        (
            "- Lund, P. (forthcoming) 'Masts in Norway', in Berg, T. and Hale, K. (eds.) *The Oxford Handbook of "
            "Masts*. Oxford: Oxford University Press.",
            ("Lund, P.",),
            "Masts in Norway",
            "The Oxford Handbook of Masts",
            None,
            K.BOOK,
        ),
    ],
)
def test_harvard_single_quoted_title_and_a_chapter_in_an_edited_book(
    line: str, authors: tuple[str, ...], title: str, venue: str, year: int | None, kind: K
) -> None:
    """Harvard: ``'Title',`` in single quotes (an apostrophe inside stays), a city after the proceedings
    goes, and the editors named between ``in`` and ``(eds.)`` are no part of the book's name."""
    c = parse_citation([line])
    assert c is not None
    assert (c.authors, c.title, c.venue, c.year, c.kind) == (authors, title, venue, year, kind)


def test_an_apa_chapter_drops_its_editors_from_the_venue() -> None:
    """APA's ``In T. Berg & K. Hale (Eds.), *Book*`` names the book only."""
    line = "Lund, P. (2018). Rivers and seas. In T. Berg & K. Hale (Eds.), *Handbook of Water* (pp. 1–20)."
    c = parse_citation([line])
    assert c is not None and (c.title, c.venue) == ("Rivers and seas", "Handbook of Water")


@pytest.mark.parametrize("venue", ["SocArXiv", "PsyArXiv", "EdArXiv"])
def test_any_arxiv_named_server_is_a_preprint(venue: str) -> None:
    """The preprint servers named after arXiv give their kind."""
    assert kind_from_heading(venue) is K.PREPRINT


@pytest.mark.parametrize(
    ("line", "title", "venue", "kind"),
    [
        (
            "* Lund, P., & Berg, A. (2023). Who sails home? Selection into return sailing across ports. "
            "*Harbor Studies*, *60*(5), 1421–1446.",
            "Who sails home? Selection into return sailing across ports",
            "Harbor Studies",
            K.JOURNAL,
        ),
        (
            "* Lund, P. (2021). Is sailing worth it? *Harbor Studies*, *12*(3), 1–5.",
            "Is sailing worth it?",
            "Harbor Studies",
            K.JOURNAL,
        ),
        (
            "* Lund, P., & Berg, A. (2024). *Remittances and the timing of sailing* [Preprint]. SocArXiv.",
            "Remittances and the timing of sailing",
            "SocArXiv",
            K.PREPRINT,
        ),
    ],
)
def test_apa_question_title_with_subtitle_and_bracketed_description(
    line: str, title: str, venue: str, kind: K
) -> None:
    """A question mark ends the title only where the italic venue follows; ``[Preprint]`` is a kind, not title."""
    c = parse_citation([line])
    assert c is not None and (c.title, c.venue, c.kind) == (title, venue, kind)


def test_a_sole_vancouver_author_keeps_no_period_after_undotted_initials() -> None:
    """``Lund MF. Title.``: the period after initials written without dots ends the list, not an initial."""
    c = parse_citation(["10. **Lund MF**. Fevers in the Andes. Journal of Fevers. 2019;12(3):1-9."])
    assert c is not None and c.authors == ("Lund MF",)


@pytest.mark.parametrize(
    ("line", "authors"),
    [
        ("Marchetti, É., & Åkesson, B. (2021). Fair Ranking at Sea. Journal of Ranking, 3(1), 1–9.",
         ("Marchetti, É.", "Åkesson, B.")),
        ("É. Marchetti and B. Åkesson, “Fair Ranking at Sea”, Journal of Ranking, vol. 3, pp. 1–9, 2021.",
         ("É. Marchetti", "B. Åkesson")),
        ("van den Berg, P., & Lavoie, É. (2023). Quiet Qubits. Physical Review Applied, 19(2), 024051.",
         ("van den Berg, P.", "Lavoie, É.")),
        ("Berg, P. van den, L. Fernández, and É. Lavoie. 2023. “Quiet Qubits”. Physical Review Applied 19 (2): 5.",
         ("Berg, P. van den", "L. Fernández", "É. Lavoie")),
        ("Silva, A. da, R. Nascimento, et al. 2023. “Heat and Dengue”. The Lancet Planetary Health 7 (9): e745–56.",
         ("Silva, A. da", "R. Nascimento")),
    ],
)
def test_accented_initials_and_particles_behind_the_initials(line: str, authors: tuple[str, ...]) -> None:
    """An initial may carry an accent (``É.``, ``Å``); Chicago moves a particle behind the initials."""
    c = parse_citation([line])
    assert c is not None and c.authors == authors


def test_elsevier_harvard_comma_before_the_year_and_in_colon() -> None:
    """Elsevier's Harvard: ``Last, F., Last, F., 2024. Title, in: Proceedings ...``."""
    c = parse_citation(
        ["Ostrowski, M., Quell, T., 2024. Lattice Sketches: Streaming Joins, in: Proceedings of the 18th USENIX "
         "Symposium on Operating Systems Design and Implementation. USENIX Association, pp. 211–227."]
    )
    assert c is not None
    assert (c.authors, c.title, c.year, c.kind) == (
        ("Ostrowski, M.", "Quell, T."), "Lattice Sketches: Streaming Joins", 2024, K.CONFERENCE
    )
    assert c.venue == "Proceedings of the 18th USENIX Symposium on Operating Systems Design and Implementation"


@pytest.mark.parametrize(
    "line",
    [
        "Greaves, T., & Wu, X. (2023). When Do Reviews Catch Bugs? An Empirical Study. Proceedings of the 45th "
        "International Conference on Software Engineering, 77–89.",
        "Greaves T, Wu X. When Do Reviews Catch Bugs? An Empirical Study. In: Proceedings of the 45th International "
        "Conference on Software Engineering. 2023:77-89.",
        "Greaves, T., Wu, X., 2023. When Do Reviews Catch Bugs? An Empirical Study, in: Proceedings of the 45th "
        "International Conference on Software Engineering. pp. 77–89.",
    ],
)
def test_a_plain_subtitle_after_a_question_stays_in_the_title(line: str) -> None:
    """Without italics, plain words up to a period after a question are its subtitle when a named venue follows."""
    c = parse_citation([line])
    assert c is not None and c.title == "When Do Reviews Catch Bugs? An Empirical Study"
    assert c.venue == "Proceedings of the 45th International Conference on Software Engineering"


def test_a_journal_after_a_question_is_no_subtitle() -> None:
    """``Title? Journal. 2021;41:455.``: a volume right after the period says the words named the journal."""
    c = parse_citation(["Brandvold I. Do Tides Remember? Journal of Coastal Dynamics. 2021;41(3):455-478."])
    assert c is not None and (c.title, c.venue) == ("Do Tides Remember?", "Journal of Coastal Dynamics")


@pytest.mark.parametrize(
    ("line", "title", "year"),
    [
        ("Asante, K., Wang, J.: Scaling Laws for Retrieval Models, (2023).", "Scaling Laws for Retrieval Models", 2023),
        ("Asante K, Wang J. Scaling Laws for Retrieval Models 2023.", "Scaling Laws for Retrieval Models", 2023),
        ("Kwame Asante and Jun Wang. 2023. Scaling Laws for Retrieval Models.", "Scaling Laws for Retrieval Models",
         2023),
        ("Asante K, Wang J (2023) Scaling Laws for Retrieval Models", "Scaling Laws for Retrieval Models", 2023),
    ],
)
def test_a_year_closing_a_citation_without_venue_is_no_part_of_the_title(line: str, title: str, year: int) -> None:
    """A citation with no venue (a preprint, a working paper) ends with its year, which leaves the title."""
    c = parse_citation([line])
    assert c is not None and (c.title, c.year) == (title, year)


@pytest.mark.parametrize(
    ("line", "title", "kind"),
    [
        ("Delacroix, O. (2020). Learning to Schedule [PhD thesis]. Université de Montréal.", "Learning to Schedule",
         K.THESIS),
        ("Marsh, H., & Eklund, T. (2024). Who Bears the Cost? [Working paper].", "Who Bears the Cost?", K.PREPRINT),
        ("Soto, C. (2018). Groundwater Recharge (Technical Report No. 7). Institute for Hydrology.",
         "Groundwater Recharge", K.OTHER),  # a report is its issuing body's, no preprint (the golds: other)
    ],
)
def test_apa_descriptions_after_the_title_go_to_the_notes(line: str, title: str, kind: K) -> None:
    """APA's ``[PhD thesis]``, ``[Working paper]``, ``(Technical Report No. 7)`` describe the work: notes and kind."""
    c = parse_citation([line])
    assert c is not None and (c.title, c.kind) == (title, kind)


def test_a_period_inside_brackets_ends_no_title() -> None:
    """``Title (Patent Nos. US 11,482,903 B2).``: the abbreviation's period is inside the brackets."""
    c = parse_citation(["Vallgren, H. (2022). Adaptive Beam Steering (Patent Nos. US 11,482,903 B2)."])
    assert c is not None and c.title == "Adaptive Beam Steering" and c.kind is K.PATENT


@pytest.mark.parametrize(
    ("venue", "kind"),
    [
        ("US 11,482,903 B2", K.PATENT),
        ("Proceedings of the National Academy of Sciences", K.JOURNAL),
        ("Proceedings of the Royal Society A", K.JOURNAL),
        ("Proceedings of the Annual Meeting of the Cognitive Science Society", K.CONFERENCE),
        ("Advances in Neural Information Processing Systems", K.CONFERENCE),
    ],
)
def test_venues_whose_words_mislead(venue: str, kind: K) -> None:
    """A patent number is a patent; a society's or an academy's Proceedings is a journal; NeurIPS a conference."""
    assert venue_kind(venue) is kind


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        ("Journal of Coastal Dynamics, 41(3), pp. 455–478. Available at: https://doi.org/10.5555/jcd.2021.0413",
         "Journal of Coastal Dynamics"),
        ("Global Biogeochemical Cycles, 35(11), e2021GB007001.", "Global Biogeochemical Cycles"),
        ("Global Biogeochemical Cycles, vol. 35, no. 11, pp. e2021GB007001, 2021.", "Global Biogeochemical Cycles"),
        ("The Lancet Planetary Health, 7(9), e745–e756.", "The Lancet Planetary Health"),
    ],
)
def test_links_and_e_locators_leave_the_venue(text: str, venue: str) -> None:
    """Harvard's ``Available at: URL`` and e-locators (``e2021GB007001``, ``e745–e756``) are no part of the venue."""
    assert tidy_venue(text)[0] == venue


@pytest.mark.parametrize(
    ("line", "venue", "kind"),
    [
        ("Mancuso, A. (2017). Networks of Patronage: Art Markets in Genoa. Calloway University Press.",
         "Calloway University Press", K.BOOK),
        ("Vallgren, H., and T. Wiśniewski. Adaptive Beam Steering. US 11,482,903 B2, 25 Oct. 2022.",
         "US 11,482,903 B2", K.PATENT),
        ("Vallgren H, Wiśniewski T. Adaptive Beam Steering. Published online October 25, 2022:US 11,482,903 B2.",
         "US 11,482,903 B2", K.PATENT),
    ],
)
def test_a_publisher_alone_is_a_book_and_dates_leave_a_patent_number(line: str, venue: str, kind: K) -> None:
    """A press named alone makes a book; MLA's ``25 Oct. 2022`` and AMA's ``Published online`` leave the venue."""
    c = parse_citation([line])
    assert c is not None and (c.venue, c.year, c.kind) == (venue, 2017 if kind is K.BOOK else 2022, kind)


@pytest.mark.parametrize(
    ("line", "title", "kind"),
    [
        ("S. Raghunathan and F. Ambrose, Sparse Mixture Routing, arXiv:2403.01872.", "Sparse Mixture Routing",
         K.PREPRINT),
        ("O. Delacroix, Learning to Schedule, PhD thesis, Université de Montréal, 2020.", "Learning to Schedule",
         K.THESIS),
        ("H. Vallgren and T. Wiśniewski, Adaptive Beam Steering, US 11,482,903 B2 (25 October 2022).",
         "Adaptive Beam Steering", K.PATENT),
        ("A. Mancuso, Networks of Patronage: Art Markets in Genoa (Calloway University Press, Oxford, 2017).",
         "Networks of Patronage: Art Markets in Genoa", K.BOOK),
        ("H. Marsh and T. Eklund, Who Bears the Cost?, (unpublished).", "Who Bears the Cost?", K.PREPRINT),
        ("O. Chukwu and E.-J. Yoon, Coral Bleaching Thresholds Revisited, Proceedings of the National Academy of "
         "Sciences 119, e2201234119 (2022).", "Coral Bleaching Thresholds Revisited", K.JOURNAL),
    ],
)
def test_aps_comma_style_closes_with_any_kind_of_work(line: str, title: str, kind: K) -> None:
    """APS parts everything with commas; the closing part may be an arXiv ID, a thesis, a patent number, a book's
    imprint in brackets or "(unpublished)"; after "and" the list is over, even before a title that reads like a name."""
    c = parse_citation([line])
    assert c is not None and (c.title, c.kind) == (title, kind)


@pytest.mark.parametrize(
    ("line", "authors", "title"),
    [
        ("Papadakis T. Memory, Ruin, and the Modern Greek Novel. Comparative Literature Studies. 2021;58:44–70.",
         ("Papadakis T",), "Memory, Ruin, and the Modern Greek Novel"),
        ("Somerville, M. Looms. Textile Review, 2020.", ("Somerville, M.",), "Looms"),
        ("Thomas E. Anderson. Lattices, Time and Tides. In Proc. SOSP, 2020.", ("Thomas E. Anderson",),
         "Lattices, Time and Tides"),
    ],
)
def test_a_sole_author_before_a_title_that_could_go_on_as_a_name(
    line: str, authors: tuple[str, ...], title: str
) -> None:
    """``Papadakis T. Memory, Ruin, ...``: when no longer name list reads, the first one was the list."""
    c = parse_citation([line])
    assert c is not None and (c.authors, c.title) == (authors, title)


def test_pages_that_look_like_years_are_pages_when_they_say_so() -> None:
    """``2023, pp. 1980–1993``: the year is 2023, the range is pages."""
    c = parse_citation(['N. Karimi, "HELIX", in Proceedings of the VLDB Endowment, 2023, pp. 1980–1993.'])
    assert c is not None and (c.venue, c.year) == ("Proceedings of the VLDB Endowment", 2023)
    assert "pages 1980-1993" in c.notes


def test_a_link_ends_the_title_and_an_arxiv_link_makes_a_preprint() -> None:
    """LNCS with no venue: ``Title, https://arxiv.org/abs/..., (2024)``."""
    c = parse_citation(["Raghunathan, S., Ambrose, F.: Sparse Routing, https://arxiv.org/abs/2403.01872, (2024)."])
    assert c is not None and (c.title, c.year, c.kind) == ("Sparse Routing", 2024, K.PREPRINT)


def test_an_issue_month_in_brackets_leaves_the_venue() -> None:
    """Chicago: ``Nature Medicine 30 (May): 1423–34`` -- "(May)" is no acronym of a conference."""
    c = parse_citation(['Huang, M.-L. 2024. "Retinal Imaging". Nature Medicine 30 (May): 1423–34.'])
    assert c is not None and (c.venue, c.kind) == ("Nature Medicine", K.JOURNAL)


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("Sauer, B. 2018. Efficient Verification of Smart Contracts. Technical University of Munich.", K.THESIS),
        ("Delacroix, O. Learning to Schedule. (Université de Montréal, Montréal, 2020).", K.THESIS),
        ("Mancuso, A. (2017). Networks of Patronage (University Press of Florida).", K.BOOK),
        ("Helena Marsh and Tobias Eklund. 2024. Who Bears the Cost of Carbon Border Adjustments?", K.PREPRINT),
    ],
)
def test_a_university_alone_is_a_thesis_and_no_venue_is_unpublished_work(line: str, kind: K) -> None:
    """A university named alone (not its press) is where a thesis was written; a dated citation naming no venue
    at all is a preprint."""
    c = parse_citation([line])
    assert c is not None and c.kind is kind
