"""Citation conventions a study of the fifteenth development set (``heldout15-*``) showed the readers missing, each
pinned here on invented material: JSON Resume exports whose summaries hold a BibTeX author field or an APA citation
that names the proceedings, ``publisher`` values that name only the house, and venue fields that open with a
thesis's words."""

from __future__ import annotations

import json
from typing import Any

import pytest

from cvkg.extract import jsonresume
from cvkg.extract import names as nm
from cvkg.extract.citation_lines import is_junk_line
from cvkg.extract.citations import parse_citation
from cvkg.extract.venue_fields import tidy_venue
from cvkg.extract.venues import clean_venue, venue_kind
from cvkg.model import Publication, PublicationKind, SourceDocument
from tests.test_reader_conventions import _md


def _pubs(*entries: dict[str, Any], name: str = "Tamsin R. Okonjo") -> tuple[Publication, ...]:
    data = {"basics": {"name": name}, "publications": list(entries)}
    record = jsonresume.extract(SourceDocument("cv.json", "application/json", json.dumps(data), ""))
    return record.publications


# --- JSON Resume: authors ----------------------------------------------------------------------------------------


def test_bibtex_author_field_gives_every_name() -> None:
    """BibTeX's ``Last, First and Last, First``: each part between the "and"s is one name, given names in full."""
    found = nm.split_names("Varga, Lilja and Van der Mere, Joost and Okonjo, Tamsin R.")
    assert found.names == ("Varga, Lilja", "Van der Mere, Joost", "Okonjo, Tamsin R.")
    assert nm.all_names(found.names)


def test_bibtex_and_others_cuts_the_list_short() -> None:
    """``and others`` closes a BibTeX list cut short: no name, the list truncated."""
    found = nm.split_names("Okonjo, Tamsin and Varga, Lilja and others")
    assert found.names == ("Okonjo, Tamsin", "Varga, Lilja") and found.is_truncated


def test_summary_holding_a_bibtex_author_field_keeps_it() -> None:
    """A summary that is the BibTeX author field names the authors; the subject does not replace them."""
    (pub,) = _pubs(
        {
            "name": "Soft Grippers That Count",
            "publisher": "IEEE Robotics and Automation Letters",
            "releaseDate": "2022-01-01",
            "summary": "Varga, Lilja and Okonjo, Tamsin R. and Hale, Brendan",
        }
    )
    assert pub.authors == ("Varga, Lilja", "Okonjo, Tamsin R.", "Hale, Brendan")


def test_summary_authors_label_drops_the_marks_note() -> None:
    """``Authors: A*, B* (* equal contribution). More.``: the note on the marks is no name."""
    (pub,) = _pubs(
        {
            "name": "Tagging Dialects at Scale",
            "publisher": "Proceedings of the 3rd Workshop on Invented Dialects",
            "releaseDate": "2024-05",
            "summary": "Authors: Mirela Tomić*, Tamsin R. Okonjo*, Jan Berka (* equal contribution). Data and code.",
        }
    )
    assert pub.authors == ("Mirela Tomić", "Tamsin R. Okonjo", "Jan Berka")


# --- JSON Resume: venues ------------------------------------------------------------------------------------------


def test_publisher_naming_the_house_gives_way_to_the_venue_key() -> None:
    """``publisher: IEEE`` beside ``venue: 2019 IEEE International Conference on X``, ``arXiv`` beside
    ``arXiv:ID``, a patent office beside the patent's number: the export's venue key says where."""
    conference, preprint, patent = _pubs(
        {"name": "Fast Joins", "publisher": "IEEE", "releaseDate": "2019-12", "type": "conference",
         "venue": "2019 IEEE International Conference on Invented Data (InvData)"},
        {"name": "Slow Joins", "publisher": "arXiv", "releaseDate": "2023-02", "venue": "arXiv:2302.04567"},
        {"name": "A method for joining", "publisher": "US Patent and Trademark Office", "releaseDate": "2021-06-01",
         "type": "patent", "venue": "US Patent 10,123,456 B2"},
    )
    assert conference.venue == "IEEE International Conference on Invented Data (InvData)"
    assert preprint.venue == "arXiv:2302.04567"
    assert patent.venue == "US Patent 10,123,456 B2"


def test_a_journal_publisher_keeps_its_place_over_an_abbreviated_venue() -> None:
    """``publisher`` naming the journal stays the venue even when a ``venue`` key abbreviates it."""
    (pub,) = _pubs(
        {"name": "Priors", "publisher": "Journal of Invented Statistics", "releaseDate": "2020", "venue": "JIS 4(2)"}
    )
    assert pub.venue == "Journal of Invented Statistics"


def test_summary_citation_names_the_proceedings_a_house_published() -> None:
    """``publisher`` naming a society, the summary's APA citation naming the proceedings it published: the
    proceedings are the venue, and a conference's."""
    (pub,) = _pubs(
        {
            "name": "Counting Morphemes",
            "publisher": "Association for Computational Linguistics",
            "releaseDate": "2020-04-19",
            "summary": "Okonjo, T. R., & Berka, J. (2020). Counting morphemes. In Proceedings of the 9th Conference "
            "of the Nordic Chapter of the Association for Computational Linguistics (pp. 10–19). Association for "
            "Computational Linguistics.",
        }
    )
    assert pub.venue.startswith("Proceedings of the 9th Conference of the Nordic Chapter")
    assert pub.kind is PublicationKind.CONFERENCE


def test_a_societys_chapter_is_no_book() -> None:
    """``North American Chapter of the Association for ...`` names a society's branch, not a book's chapter."""
    assert venue_kind("Proceedings of the 2021 Conference of the North American Chapter of the Association for "
                      "Invented Linguistics") is PublicationKind.CONFERENCE


def test_venue_field_opening_with_thesis_words_is_the_institution() -> None:
    """``PhD thesis, University, City, ST``: the institution is the venue, the kind a thesis."""
    found = tidy_venue("PhD thesis, Vellmar Institute of Technology, Atlanta, GA")
    assert (found.name, found.kind) == ("Vellmar Institute of Technology", PublicationKind.THESIS)


def test_venue_field_with_a_book_chapter_tag_loses_publisher_and_place() -> None:
    """``Encyclopedia, Springer, Berlin, Heidelberg (book chapter)``: the book is the venue, a chapter in it."""
    found = tidy_venue("Encyclopedia of Invented Machines, Springer, Berlin, Heidelberg (book chapter)")
    assert (found.name, found.kind) == ("Encyclopedia of Invented Machines", PublicationKind.BOOK)


# --- JSON Resume: kinds -------------------------------------------------------------------------------------------


def test_an_abstract_calling_the_item_this_thesis_makes_it_one() -> None:
    """A summary that opens ``This thesis examines ...`` describes a thesis, whatever its publisher's name."""
    (pub,) = _pubs(
        {"name": "Floods in Fjords", "publisher": "University of Vellmar", "releaseDate": "2021-06-01",
         "summary": "This thesis examines how fjords flood when snow melts early."}
    )
    assert pub.kind is PublicationKind.THESIS


def test_a_deposited_dataset_is_no_journal_paper() -> None:
    """A data repository as publisher, or a summary opening ``Dataset.``: the item is no paper."""
    by_host, by_summary = _pubs(
        {"name": "Daily snow depths", "publisher": "Zenodo", "releaseDate": "2022-03-01"},
        {"name": "Hourly rain", "publisher": "Invented Data Archive", "releaseDate": "2022-03-01",
         "summary": "Dataset. Hourly rain at 40 stations."},
    )
    assert by_host.kind is PublicationKind.OTHER
    assert by_summary.kind is PublicationKind.OTHER


# --- citations --------------------------------------------------------------------------------------------------


def test_angewandte_double_citation_keeps_the_international_edition() -> None:
    """``Angew. Chem. 2021, 133, ...; Angew. Chem. Int. Ed. 2021, 60, ...``: the international edition is the
    venue, its volume and pages the notes."""
    found = parse_citation(
        ["Vogt, H.; Lindqvist, P. Light-Driven Ring Closures. *Angew. Chem.* **2020**, *132*, 1101–1105; "
         "*Angew. Chem. Int. Ed.* **2020**, *59*, 1089–1093."]
    )
    assert found is not None and (found.venue, found.year) == ("Angew. Chem. Int. Ed.", 2020)
    assert "volume 59" in found.notes


def test_a_chemists_article_type_after_the_title_is_a_note() -> None:
    """``Title (Minireview). *Chem. Eur. J.*``: the article's type leaves the title for the notes."""
    found = parse_citation(["Vogt, H. Counterions in Catalysis (Minireview). *Chem. Eur. J.* **2021**, *27*, 1–9."])
    assert found is not None and found.title == "Counterions in Catalysis"
    assert "Minireview" in found.notes


def test_apa_italic_title_keeps_its_subtitle_after_a_question_mark() -> None:
    """APA's italic title ``*Do they? Evidence from 9 towns*`` is one title, though an author is italic too."""
    found = parse_citation(
        ["*Lund, P.*, & **Vogt, H.** (2024). *Do neighbours trust each other? Evidence from 9 towns* [Preprint]. "
         "PsyArXiv. https://doi.org/10.31234/osf.io/abcde"]
    )
    assert found is not None
    assert (found.title, found.venue) == ("Do neighbours trust each other? Evidence from 9 towns", "PsyArXiv")


def test_apa_bracketed_manuscript_status_is_read_whole() -> None:
    """``[Manuscript under review]. *Journal*``: the bracket is a description, the journal still deciding."""
    found = parse_citation(["Lund, P., & Vogt, H. (2025). *Trust at a distance* [Manuscript under review]. "
                            "*Journal of Invented Psychology*."])
    assert found is not None and found.title == "Trust at a distance"
    assert (found.venue, found.kind) == ("Journal of Invented Psychology", PublicationKind.PREPRINT)


def test_stage_one_registered_report_is_not_out_yet() -> None:
    """``[Stage 1 Registered Report, in-principle acceptance]``: a long APA description, the paper still pending."""
    found = parse_citation(["Vogt, H. (2024). *Dialogue across lines: A field trial* [Stage 1 Registered Report, "
                            "in-principle acceptance]. *Nature Human Behaviour*."])
    assert found is not None and found.title == "Dialogue across lines: A field trial"
    assert (found.venue, found.kind) == ("Nature Human Behaviour", PublicationKind.PREPRINT)


def test_apa_group_author_after_the_ellipsis_keeps_its_and() -> None:
    """APA 7's ``A, B, . . . Group and Other Project.``: the group that closes the list is one author."""
    found = parse_citation(["Lund, P., Vogt, H., . . . Open Replication and Teaching Project. (2022). "
                            "Contact, replicated. *Journal of Invented Psychology*, *5*(2)."])
    assert found is not None
    assert found.authors == ("Lund, P.", "Vogt, H.", "Open Replication and Teaching Project")


# --- lists ----------------------------------------------------------------------------------------------------------


def test_an_italic_subheading_with_a_colon_parts_numbered_entries() -> None:
    """``*Diploma and Master's research:*`` between two numbered entries heads the ones below; the entry above
    keeps its venue."""
    record = _md(
        "## Publications\n\n"
        "[2] Vogt, H.; Lund, P. Ring Closures in Flow. *Org. Lett.* **2016**, *18*, 11–15.\n"
        "*Diploma and Master's research:*\n"
        "[1] Vogt, H. Ring Openings in Batch. *Synthesis* **2013**, *45*, 21–29.\n"
        "[0] Vogt, H. Ring Openings in Flow. *Synthesis* **2012**, *44*, 1–9.\n"
    )
    assert [(p.title, p.venue) for p in record.publications] == [
        ("Ring Closures in Flow", "Org. Lett."),
        ("Ring Openings in Batch", "Synthesis"),
        ("Ring Openings in Flow", "Synthesis"),
    ]


def test_an_italic_subheading_listing_kinds_after_a_doi_parts_numbered_entries() -> None:
    """``*Registered reports, preprints and manuscripts*`` after an entry that ends with its DOI heads the
    entries below: its commas and its length make no entry of it."""
    record = _md(
        "## Publications\n\n"
        "1. Lund, P. (2019). Contact under threat. *Journal of Invented Psychology*, *11*(4), 70–81. "
        "https://doi.org/10.1037/abc0000190\n\n"
        "*Registered reports, preprints and manuscripts under review*\n\n"
        "2. Lund, P. (2025). *Trust at a distance* [Preprint]. PsyArXiv. https://doi.org/10.31234/osf.io/abcde\n"
    )
    assert [(p.title, p.venue) for p in record.publications] == [
        ("Contact under threat", "Journal of Invented Psychology"),
        ("Trust at a distance", "PsyArXiv"),
    ]


def test_chicago_forthcoming_paper_opens_its_own_entry() -> None:
    """In an unmarked Chicago list ``Last, First. Forthcoming. “Title.”`` opens an entry as a year would; the
    entry above keeps its venue."""
    record = _md(
        "## Publications\n\n"
        "Lund, Per, and Ana Vogt. 2025. “Ferries and Wages.” *Journal of Invented Economics* 13 (4): 11–68.\n"
        "Vogt, Ana, and Per Lund. Forthcoming. “Bridges and Rents.” *Journal of Urban Tides*.\n"
    )
    assert [(p.title, p.venue) for p in record.publications] == [
        ("Ferries and Wages", "Journal of Invented Economics"),
        ("Bridges and Rents", "Journal of Urban Tides"),
    ]


def test_a_second_series_after_also_is_a_note() -> None:
    """``NBER Working Paper No. 1, 2022; also CEPR DP2``: the first series is the venue, the second a note."""
    found = parse_citation(
        ["“Ferry Spillovers” (with Ana Vogt). NBER Working Paper No. 31234, 2022; also CEPR DP17777."]
    )
    assert found is not None and found.venue == "NBER Working Paper No. 31234"
    assert "also CEPR DP17777" in found.notes


def test_aea_papers_and_proceedings_is_a_journal() -> None:
    """The AEA's *Papers and Proceedings* is a journal, its "Proceedings" no conference's."""
    assert venue_kind("AEA Papers and Proceedings") is PublicationKind.JOURNAL
    assert venue_kind("Proceedings of the Invented Conference") is PublicationKind.CONFERENCE


def test_an_abstract_under_a_title_is_no_venue() -> None:
    """A job-market paper's title, then its abstract: no venue, no year from the abstract, a paper not out yet."""
    found = parse_citation(
        ["**“Ferries and Mothers' Work”**",
         "Between 2009 and 2017 Norway opened 40 ferry routes. Using the staggered rollout, I show that a ferry "
         "within 5 km raises mothers' employment by 3 percentage points, and that effects are concentrated among "
         "mothers without a car."],
        section_kind=None,
    )
    assert found is not None and found.title == "Ferries and Mothers' Work"
    assert (found.venue, found.year, found.kind) == (None, None, PublicationKind.PREPRINT)


@pytest.mark.parametrize(
    "line",
    ['<span id="page-2-0"></span>A. Vogt-Lund – CV – March 2025 2', "Page 5 of 7", "Curriculum Vitae: Ana B. Vogt"],
)
def test_a_pages_running_head_or_foot_is_no_part_of_an_entry(line: str) -> None:
    """What a PDF prints on every page, met between entries when its text is read, belongs to no entry."""
    assert is_junk_line(line)
    assert not is_junk_line("Vogt A, Lund P. Writing a CV that reads. J Invent Med. 2020;1:2-9.")


def test_a_group_after_et_al_is_the_byline_of_those_cut() -> None:
    """Vancouver's ``A, B, et al.; X Investigators``: the group signs for those the list cut, no author of its
    own; without ``et al.`` it closes the list as an author."""
    cut = parse_citation(["Vogt A, Lund P, et al.; Nordic Ferry Consortium. Ferries and asthma. Lancet. 2021;8:1-9."])
    whole = parse_citation(["Vogt A, Lund P; Nordic Ferry Investigators. Ferries and asthma. Lancet. 2021;8:1-9."])
    assert cut is not None and cut.authors == ("Vogt A", "Lund P")
    assert whole is not None and whole.authors == ("Vogt A", "Lund P", "Nordic Ferry Investigators")


def test_a_submission_dated_by_month_and_year_gives_the_year() -> None:
    """``Submitted to J, January 2025.``: the year the submission is dated by is the paper's."""
    found = parse_citation(["Vogt A, Lund P. Ferries and asthma. Submitted to Pediatr Pulmonol, January 2025."])
    assert found is not None and (found.venue, found.year) == ("Pediatr Pulmonol", 2025)


def test_a_conventions_place_goes_to_the_notes() -> None:
    """An APA poster at a convention: the place after the convention's name is no part of it."""
    found = parse_citation(
        ["Vogt, A. (2024, November 14–17). *Ferries and mood* [Poster presentation]. Invented Psychological "
         "Association 58th Annual Convention, Philadelphia, PA, United States."]
    )
    assert found is not None and found.venue == "Invented Psychological Association 58th Annual Convention"


# --- set 13's leftovers -------------------------------------------------------------------------------------------


def test_a_book_key_beside_a_societys_name_is_the_venue() -> None:
    """``publisher: Royal Society of Chemistry`` beside ``book: Catalysis, Vol. 35``: the book is the venue."""
    (pub,) = _pubs(
        {"name": "Upcycling Films", "publisher": "Royal Society of Chemistry", "book": "Invented Catalysis, Vol. 3",
         "releaseDate": "2023", "type": "book chapter"}
    )
    assert (pub.venue, pub.kind) == ("Invented Catalysis", PublicationKind.BOOK)


def test_the_key_holding_the_venue_names_its_kind() -> None:
    """An abbreviation under ``journal`` is a journal's; a ``status`` under review makes a preprint of it."""
    published, pending = _pubs(
        {"name": "Pores and Films", "journal": "Adv. Invent. Mater.", "releaseDate": "2010"},
        {"name": "Vacancies and Olefins", "journal": "Angew. Chem. Int. Ed.", "status": "under review"},
    )
    assert published.kind is PublicationKind.JOURNAL
    assert pending.kind is PublicationKind.PREPRINT


def test_a_summary_naming_only_the_type_gives_the_kind() -> None:
    """``"summary": "Practitioner article."`` under a title-case venue with no cue word: a journal's article."""
    (pub,) = _pubs(
        {"name": "Fractions on a Line", "publisher": "Teaching Invented Mathematics: Grades 5-8",
         "releaseDate": "2019-04-01", "summary": "Practitioner article."}
    )
    assert pub.kind is PublicationKind.JOURNAL


def test_a_journal_known_by_an_acronym_then_its_name_is_a_journal() -> None:
    """``ZDM – Mathematics Education``: an acronym, a dash, and the journal's name in title case."""
    (pub,) = _pubs({"name": "Noticing", "publisher": "QRM – Invented Mathematics Education", "releaseDate": "2024"})
    assert pub.kind is PublicationKind.JOURNAL


def test_a_thesis_description_in_the_title_makes_a_thesis() -> None:
    """``"name": "Title (Doctoral dissertation)"``: the description leaves the title and names the kind."""
    (pub,) = _pubs({"name": "Noticing Fractions (Doctoral dissertation)", "publisher": "University of Vellmar",
                    "releaseDate": "2021-05-01"})
    assert (pub.title, pub.kind) == ("Noticing Fractions", PublicationKind.THESIS)


def test_a_patents_section_of_the_exports_own_gives_patents() -> None:
    """``"patents": [{"inventors": [...], "title": ..., "number": ...}]``: each a patent, its number the venue."""
    data = {
        "basics": {"name": "Ana Vogt"},
        "patents": [
            {"inventors": ["Vogt, A.", "Lund, P."], "title": "Reactor for ferries", "number": "US 11,111,222 B2",
             "date": "2024-03-19"}
        ],
    }
    record = jsonresume.extract(SourceDocument("cv.json", "application/json", json.dumps(data), ""))
    (pub,) = record.publications
    assert (pub.authors, pub.venue, pub.year, pub.kind) == (
        ("Vogt, A.", "Lund, P."), "US 11,111,222 B2", 2024, PublicationKind.PATENT
    )


def test_a_monographs_series_gives_way_to_its_publisher() -> None:
    """``*Title*. Series Name 104. Place: Publisher.``: a monograph's venue is its publisher, not its series; a
    chapter's book (led by ``In``) stays."""
    book = parse_citation(["2017. *Letters from the Fayum*. Invented Studies in Late Antiquity 104. "
                           "Tübingen: Mohr Siebeck."])
    chapter = parse_citation(["Vogt, Ana. 2019. “Ferries.” In *Handbook of Tides*, edited by P. Lund, 45–78. "
                              "Leiden: Brill."])
    assert book is not None and book.venue == "Mohr Siebeck"
    assert chapter is not None and chapter.venue == "Handbook of Tides"


def test_an_awards_track_stays_with_the_award() -> None:
    """``**Best Paper Award, Thermal Management Track**`` after a paper: one note; the venue loses its place."""
    found = parse_citation(['A. Vogt and P. Lund, "Ferry cooling," in *Proc. Invented Conf. Therm. Syst. (ICTS)*, '
                            "Aurora, CO, USA, 2024, pp. 1–8. **Best Paper Award, Ferry Cooling Track**"])
    assert found is not None and found.venue == "Proc. Invented Conf. Therm. Syst. (ICTS)"
    assert "Best Paper Award, Ferry Cooling Track" in found.notes


# --- sets 11 and 6 ------------------------------------------------------------------------------------------------


def test_chicago_three_em_dashes_open_the_next_entry() -> None:
    """``———. 2018.`` in an unmarked Chicago list opens an entry by the authors above, as a name list would."""
    record = _md(
        "## Publicaciones\n\n"
        "Vogt, Ana. 2014. «Ferris en el río». *Revista Inventada de Música* 15: 45-70.\n"
        "———. 2018. *Voces del puerto*. Buenos Aires: Editorial Inventada.\n"
        "———. 2020. «Escuchar el muelle». *Latin American Invented Review* 41 (2): 187-212.\n"
    )
    assert [(p.title, p.venue) for p in record.publications] == [
        ("Ferris en el río", "Revista Inventada de Música"),
        ("Voces del puerto", "Editorial Inventada"),
        ("Escuchar el muelle", "Latin American Invented Review"),
    ]


def test_spanish_chapter_and_thesis() -> None:
    """``En *Libro*, editado por X, 77-102.`` gives the book; ``Tesis doctoral, Universidad X`` the university."""
    chapter = parse_citation(["Vogt, Ana. 2019. «Tango y puerto». En *Estudios sobre el puerto*, editado por Per "
                              "Lund, 2.ª ed., 77-102. Buenos Aires: Editorial Inventada."])
    thesis = parse_citation(["Vogt, Ana. 2015. «El puerto y la radio». Tesis doctoral, Universidad de Vellmar."])
    assert chapter is not None and chapter.venue == "Estudios sobre el puerto"
    assert thesis is not None and (thesis.venue, thesis.kind) == ("Universidad de Vellmar", PublicationKind.THESIS)


def test_leading_preprint_with_a_comma_names_the_kind() -> None:
    """``Preprint, LingBuzz/007801.``: the server is the venue, the paper a preprint."""
    found = parse_citation(["Vogt, A. 2023. Clitics on ferries. Preprint, LingBuzz/009999."])
    assert found is not None and (found.venue, found.kind) == ("LingBuzz/009999", PublicationKind.PREPRINT)


def test_a_book_manuscript_and_a_stage_of_work_are_no_venues() -> None:
    """``-- book manuscript`` is a book not out yet; ``Data collection.`` a paper's stage: neither a venue."""
    book = parse_citation(['"Ferries Under Military Rule" -- book manuscript'], section_kind=None)
    stage = parse_citation(["“Who Rides the Ferry?” (with Per Lund). Data collection."])
    assert book is not None and (book.venue, book.kind) == (None, PublicationKind.BOOK)
    assert stage is not None and stage.venue is None


def test_guillemets_around_a_title_go() -> None:
    """A title quoted in guillemets (``«Ferris en el río»``) loses them."""
    found = parse_citation(["Vogt, Ana. 2014. «Ferris en el río». *Revista Inventada de Música* 15: 45-70."])
    assert found is not None and found.title == "Ferris en el río"


# --- set 9 --------------------------------------------------------------------------------------------------------


def test_a_zero_padded_volume_is_inspires_month() -> None:
    """``J. High Energy Phys. 07 (2021) 118``: JHEP's month-volume, then the article; no eprint needed to tell."""
    found = parse_citation(
        ["A. Vogt and P. Lund, *Ferry signatures at the LHC*, J. High Energy Phys. **07** (2021) 118."]
    )
    assert found is not None and (found.venue, found.year) == ("J. High Energy Phys.", 2021)
    assert "article 118" in found.notes


def test_proceedings_of_science_in_aps_order() -> None:
    """``PoS ICHEP2022, 412 (2022)``: the meeting's volume and the article leave the venue."""
    found = parse_citation(["A. Vogt, *Ferries at ATLAS*, PoS **FERRY2022**, 412 (2022)."])
    assert found is not None and (found.venue, found.year) == ("PoS", 2022)


def test_an_acronym_journal_with_volume_and_article_is_a_journal() -> None:
    """``JINST 18, P03011 (2023)``: a volume and an article number make the acronym a journal's."""
    found = parse_citation(["ATLAS Collaboration, *The ferry detector*, JINST **18**, P03011 (2023)."])
    assert found is not None and (found.venue, found.kind) == ("JINST", PublicationKind.JOURNAL)


def test_proceedings_printed_in_a_journal_keep_their_name() -> None:
    """``in Proceedings of X (ACR 2021), JINST 17, C01042 (2022)``: the proceedings are the venue, the journal a
    note."""
    found = parse_citation(["A. Vogt, *Ferry module testing*, in Proceedings of the 2021 Topical Workshop on Invented "
                            "Electronics (TWIE 2021), JINST **17**, C01042 (2022)."])
    assert found is not None
    assert (found.venue, found.kind) == ("Proceedings of the Topical Workshop on Invented Electronics (TWIE)",
                                         PublicationKind.WORKSHOP)


def test_ama_moderated_poster_held_online() -> None:
    """AMA's ``Moderated poster presented at: Meeting; May 15-17, 2021; virtual.``: the meeting alone."""
    found = parse_citation(["Vogt A, Lund P. Ferries and readmission. Moderated poster presented at: Invented "
                            "Cardiology Scientific Session; May 15-17, 2021; virtual."])
    assert found is not None and found.venue == "Invented Cardiology Scientific Session"


def test_reviews_and_editorials_section_holds_publications() -> None:
    """``*Reviews, editorials, and other*`` over citations: publications, not reviewing duties."""
    record = _md(
        "## Publications\n\n"
        "1. Vogt AB. Ferries and sleep. *J Invent Nurs*. 2014;62(9):1650-1657.\n\n"
        "*Reviews, editorials, and other*\n\n"
        "2. Vogt AB. Ferry sleep is a nursing intervention. *Invent Care Nurse*. 2022;42(1):10-12. [Editorial]\n"
        "3. Vogt AB, Lund P. Ferry sleep in critical care: an integrative review. *J Invent Nurs*. "
        "2016;72(11):2631-2645.\n"
    )
    assert len(record.publications) == 3


# --- set 6 --------------------------------------------------------------------------------------------------------


def test_a_summary_naming_the_type_in_another_language() -> None:
    """``Tesis doctoral.``, ``Artículo de divulgación.``, ``Póster (resumen publicado en actas).``: the kind, before
    the venue's own words (an acronym, "Actas")."""
    thesis, article, poster = _pubs(
        {"name": "Vivienda y puerto", "publisher": "Universitat Inventada", "releaseDate": "2017-12",
         "summary": "Tesis doctoral."},
        {"name": "Reconstrucción del muelle", "publisher": "Revista Inventada (UNIV)", "releaseDate": "2018-11",
         "summary": "Artículo de divulgación."},
        {"name": "Mapeo del muelle", "publisher": "Actas del XI Seminario Inventado de Urbanismo",
         "releaseDate": "2019-06", "summary": "Póster (resumen publicado en actas)."},
    )
    assert (thesis.kind, article.kind, poster.kind) == (
        PublicationKind.THESIS, PublicationKind.JOURNAL, PublicationKind.POSTER
    )


def test_a_whole_citation_in_the_name_gives_the_venue() -> None:
    """A builder that put the whole APA citation in ``name``: its venue, as written, over ``publisher``'s reading
    of it; a status may stand for its date; APA's series number is the venue when nothing else is."""
    chapter, pending, paper = _pubs(
        {"name": "Vogt, A., & Lund, P. (2021). Ferries in East Asia. In T. Berg & M. Witt (Eds.), The Invented "
                 "Handbook of Ferries (2nd ed., pp. 412–438). Oxford University Press.",
         "publisher": "Oxford University Press", "releaseDate": "2021"},
        {"name": "Lund, P., & Vogt, A. (revise & resubmit). Ferry platforms and boundaries. Organization Science.",
         "publisher": "Organization Science"},
        {"name": "Vogt, A., & Lund, P. (2024). Ferry adoption in small towns (SSRN Working Paper No. 4711111).",
         "publisher": "SSRN", "releaseDate": "2024-01"},
    )
    assert chapter.venue == "The Invented Handbook of Ferries"
    assert (pending.title, pending.venue) == ("Ferry platforms and boundaries", "Organization Science")
    assert paper.venue == "SSRN Working Paper No. 4711111"


def test_the_legend_of_a_corresponding_mark_leaves_the_venue() -> None:
    """``... 53(4), 701–725. (*corresponding author)``: the mark's legend is no part of the journal."""
    found = parse_citation(["Berg, J.-H., Vogt, A.*, & Lund, P. (2022). Ferries and exports. Journal of Invented "
                            "Business Studies, 53(4), 701–725. (*corresponding author)"])
    assert found is not None and found.venue == "Journal of Invented Business Studies"


def test_a_year_numbering_the_volume_leaves_no_issue_behind() -> None:
    """``Proceedings, 2018(1), 14211``: the year numbers the volume; its issue and article are notes."""
    venue, year, notes = clean_venue("Invented Management Proceedings, 2018(1), 14211.")
    assert (venue, year) == ("Invented Management Proceedings", 2018)
    assert "issue 1" in notes


def test_apa_chapter_edition_before_pages_leaves_the_book() -> None:
    """APA's ``*Book* (2nd ed., pp. 45–71). Publisher.``: the edition is a note, not part of the book's name."""
    found = parse_citation(["Vogt, A., & Lund, P. (2022). Ferry contact. In B. Berg (Ed.), *Handbook of invented "
                            "ferries* (2nd ed., pp. 45–71). Routledge."])
    assert found is not None and found.venue == "Handbook of invented ferries"


# --- GB/T 7714 ----------------------------------------------------------------------------------------------------


def test_gbt_initials_set_apart_are_a_name() -> None:
    """GB/T 7714 sets initials apart without periods: ``Ozin G A`` is a name."""
    found = parse_citation(["Wang Y, Lindqvist G A*. Ferry hydrogenation on defective oxides[J]. Nature Invented "
                            "Communications, 2018, 9: 2103."])
    assert found is not None and found.authors == ("Wang Y", "Lindqvist G A")
    assert (found.venue, found.year, found.kind) == ("Nature Invented Communications", 2018, PublicationKind.JOURNAL)


def test_gbt_codes_name_the_kind_and_shape_the_venue() -> None:
    """``[P]``: the number after the title's colon is the venue; ``[C]//Proceedings. Place: Publisher, 2023: 118``:
    the proceedings; ``[M]//Editor. Book. Place: Publisher``: the book."""
    patent = parse_citation(["Wang Y, Li Q. Method for preparing ferry catalysts: CN114999999A[P]. 2022-04-15."])
    paper = parse_citation(["Zhou M, Wang Y*. Ferry electrocatalysts[C]//Proceedings of the 9th Invented Chemistry "
                            "Congress. Fuzhou: Invented Chemical Society, 2023: 118."])
    chapter = parse_citation(["Wang Y, Li Q. Ferry catalysis: fundamentals[M]//Lund P. Advances in Invented "
                              "Catalysis. Beijing: Science Press, 2022: 55-98."])
    assert patent is not None and (patent.title, patent.venue, patent.year, patent.kind) == (
        "Method for preparing ferry catalysts", "CN114999999A", 2022, PublicationKind.PATENT
    )
    assert paper is not None and (paper.venue, paper.kind) == (
        "Proceedings of the 9th Invented Chemistry Congress", PublicationKind.CONFERENCE
    )
    assert chapter is not None and chapter.venue == "Advances in Invented Catalysis"
