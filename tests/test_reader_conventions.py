"""Conventions of real CVs that a field-by-field study of the third development set (``heldout3-*``) showed the
readers missing, each pinned here on invented material: chemistry's and medicine's citation styles, Bluebook, a
biosketch's lettered citations, Europass entries, tables with From/To columns, res.cls and preamble macros."""

from __future__ import annotations

import json

import pytest

from cvkg.convert.latex_text import inline_text
from cvkg.extract import extract, text
from cvkg.extract.citations import parse_citation
from cvkg.extract.dates import find_dates
from cvkg.extract.layout import split_caps_lead
from cvkg.extract.sections import SectionKind, find_heading
from cvkg.extract.venues import clean_venue
from cvkg.model import PartialDate, PublicationKind, SourceDocument
from tests.readers import read_tex as _tex


def _md(source: str) -> object:
    return text.extract(SourceDocument("cv.md", "text/markdown", source, ""))


def _txt(source: str) -> object:
    return text.extract(SourceDocument("cv.txt", "text/plain", source, ""))




# --- citations -------------------------------------------------------------------------------------------------


def test_acs_bold_year_is_the_year_and_initials_before_a_semicolon_stay_with_their_name() -> None:
    """ACS: ``Last, F. M.; Last, F. Title. *J. Abbr.* **2019**, *123*, 100–110.``: the bold number is the year,
    the italic one the volume; ``F. M.;`` ends one name, not the list."""
    found = parse_citation(["Okeke, T. R.; Lindqvist, A. Copper nanowires under bias. *J. Phys. Chem. C* "
                            "**2019**, *123*, 100–110."])
    assert found is not None
    assert (found.authors, found.title, found.venue, found.year) == (
        ("Okeke, T. R.", "Lindqvist, A."), "Copper nanowires under bias", "J. Phys. Chem. C", 2019)


def test_physics_bold_volume_stays_a_volume() -> None:
    found = parse_citation(["Okeke, T. Title of a result. *Phys. Rev. B* **98**, 115143 (2018)."])
    assert found is not None and (found.venue, found.year) == ("Phys. Rev. B", 2018)
    assert "volume 98" in found.notes


def test_aps_in_emphasis_with_commas_only() -> None:
    """APS set in emphasis: commas alone part the names, the title and the journal reference."""
    found = parse_citation(["P. Ruiz, K. Abe, and M. Osei, Spin waves in a kagome lattice, *Phys. Rev. Lett.* "
                            "**131**, 046402 (2023)."])
    assert found is not None
    assert (found.authors, found.title, found.venue, found.year) == (
        ("P. Ruiz", "K. Abe", "M. Osei"), "Spin waves in a kagome lattice", "Phys. Rev. Lett.", 2023)


@pytest.mark.parametrize(
    ("venue", "expected", "note"),
    [
        ("Int J Tides. 2019 Mar;12(3):45-67. PMCID: PMC1234567.", "Int J Tides", "PMCID PMC1234567"),
        ("Ann Loom Med. 2021 Nov 8;7(6):e01645-21. PMID: 33445566.", "Ann Loom Med", "PMID 33445566"),
        ("Curr Opin Looms. 2024 Feb;77:102411. Review.", "Curr Opin Looms", "volume 77"),
        ("Loom Health. 2018 Jan-Feb;3(1):1-9. Epub 2017 Dec 3.", "Loom Health", "issue 1"),
    ],
)
def test_nlm_dates_identifiers_and_types_leave_the_journal(venue: str, expected: str, note: str) -> None:
    """NLM (Vancouver) dates the issue after the year and ends with PubMed identifiers or a type."""
    name, _, notes = clean_venue(venue)
    assert name == expected and note in notes


def test_a_venue_that_starts_in_lower_case_ends_the_title() -> None:
    """``mBio``, ``eNeuro``, ``iScience``: a journal whose name opens in lower case still follows the title."""
    found = parse_citation(["Abe K, Ruiz P. Gut microbes and sleep in mice. eNeuro. 2020;7(2):1-9."])
    assert found is not None and (found.title, found.venue) == ("Gut microbes and sleep in mice", "eNeuro")


@pytest.mark.parametrize(
    "line",
    [
        "Tamsin Oduya & Pablo Reyes, *Courts and Rivers*, 71 Yale L.J. 455 (2019).",
        "Tamsin Oduya, Courts, Rivers, and the Public Trust, 12 Int'l J. Const. L. 88, 91 (2021).",
    ],
)
def test_bluebook_law_review_citation(line: str) -> None:
    """Bluebook: full names, the title (italic, or up to the volume), then ``VOL Journal PAGE (YEAR)``."""
    found = parse_citation([line])
    assert found is not None
    assert found.authors[0] == "Tamsin Oduya" and found.year in (2019, 2021)
    assert found.title in ("Courts and Rivers", "Courts, Rivers, and the Public Trust")
    assert found.venue in ("Yale L.J.", "Int'l J. Const. L.") and found.kind is PublicationKind.JOURNAL


def test_mla_issue_range_leaves_the_journal() -> None:
    name, _, notes = clean_venue("Musical Tides, vol. 12, no. 3–4, 2021, pp. 40–56.")
    assert name == "Musical Tides" and "issue 3–4" in notes


def test_chemrxiv_is_a_preprint() -> None:
    found = parse_citation(["Okeke, T. Flow cells compared. *ChemRxiv* **2024**, DOI: 10.26434/chemrxiv-x."])
    assert found is not None and found.kind is PublicationKind.PREPRINT


# --- publication lists ---------------------------------------------------------------------------------------


def test_lettered_citations_under_numbered_prose_are_the_entries() -> None:
    """The NIH biosketch's "Contributions to Science": numbered paragraphs of prose, each with lettered citations
    under it; the citations are the entries and the prose none."""
    record = _txt(
        "Ada Okafor\n\nPUBLICATIONS\n"
        "1. Loom ecology. My group studies how looms evolve in cold water.\n"
        "   a. Okafor A, Lund P. Cold looms. J Loom Res. 2012 Apr;4(2):1-9.\n"
        "   b. Lund P, Okafor A. Warm looms. Loom Biol. 2014;5:10-19.\n"
        "2. Loom genetics. We mapped the loom genome.\n"
        "   a. Okafor A. The loom genome. Genome Looms. 2019;1(1):e12.\n"
    )
    assert [p.title for p in record.publications] == ["Cold looms", "Warm looms", "The loom genome"]
    assert record.publications[0].venue == "J Loom Res"


def test_a_heading_naming_two_kinds_does_not_take_the_kind_of_the_heading_before() -> None:
    """"Articles and Book Chapters" after "Books": each entry's own kind, not the books' heading."""
    record = _md(
        "# Ana Ruiz\n\n## Books\n\n- *Tides of Silver*. Lima: Andes Press, 2014.\n\n"
        "## Articles and Book Chapters\n\n"
        '- "Notaries as Brokers." *Hispanic Journal of History* 90, no. 3 (2010): 411–44.\n'
    )
    kinds = {p.title: p.kind for p in record.publications}
    assert kinds["Notaries as Brokers"] is PublicationKind.JOURNAL


@pytest.mark.parametrize("heading", ["Chapters and Reviews", "Chapters"])
def test_chapters_head_publications(heading: str) -> None:
    found = find_heading(heading)
    assert found is not None and found.kind is SectionKind.PUBLICATIONS


# --- LaTeX -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("latex_text", "expected"),
    [(r"Fe$_3$O$_4$ films", "Fe3O4 films"), (r"Lee$^{*}$, Abe", "Lee*, Abe"), (r"costs \$5", "costs $5")],
)
def test_sub_and_superscripts_in_inline_math_read_as_their_text(latex_text: str, expected: str) -> None:
    assert inline_text(latex_text) == expected


def test_res_cls_entries_read_by_their_fields() -> None:
    """res.cls: the ``format`` environment lays entries out and holds no text; ``\\title{..}`` in the body is
    an entry's job title, not a heading."""
    record = _tex(
        "\\documentclass{res}\n\\begin{document}\n\\section{EXPERIENCE}\n\\begin{format}\n\\title{l}\\employer{r}\\\\\n"
        "\\dates{l}\\location{r}\\\\\n\\end{format}\n"
        "\\title{Research Fellow} \\employer{Loom Institute} \\\\\n"
        "\\dates{Oct.\\ 2022 -- present} \\location{Leeds, UK}\n"
        "\\end{document}\n"
    )
    assert [(p.title, p.organization, p.location) for p in record.positions] == [
        ("Research Fellow", "Loom Institute", "Leeds, UK")]


def test_a_preamble_cventry_of_its_own_is_read_by_its_definition() -> None:
    """A ``\\cventry`` of four arguments the preamble defines (title, employer, dates, then a note on a line of
    its own) is not moderncv's six; its note is a line under the entry, not part of the employer."""
    record = _tex(
        "\\documentclass{article}\n"
        "\\newcommand{\\cventry}[4]{\\textbf{#1}, #2 \\hfill #3\\\\ {\\small #4}\\\\}\n\\begin{document}\n"
        "\\section{Appointments}\n"
        "\\cventry{Visiting Fellow}{Loom Institute, Lima}{2011--2012}{Leave funded by a grant}\n"
        "\\section{Education}\n"
        "\\cventry{Ph.D., History}{Engine University}{2008}{Dissertation: ``Silver and Debt.'' Advisor: Ann Lund}\n"
        "\\end{document}\n"
    )
    assert [(p.title, p.organization) for p in record.positions] == [("Visiting Fellow", "Loom Institute")]
    degree = record.education[0]
    assert (degree.institution, degree.dissertation, degree.advisors) == ("Engine University", "Silver and Debt",
                                                                          ("Ann Lund",))


# --- positions and education ---------------------------------------------------------------------------------


def test_nested_bullets_with_a_bold_employer() -> None:
    """The employer in bold on the outer bullet (commas and all), the title and dates on the bullet under it."""
    record = _md(
        "# Ana Ruiz\n\n## Where I've worked\n"
        "* **Loom Campus, Engine Chemicals**, Pune, India\n  * Research Chemist, Jul 2015 – Jun 2017\n"
        "* **Widget AG**, Basel\n  * Summer intern, May–Aug 2014\n"
    )
    assert [(p.title, p.organization, p.location) for p in record.positions] == [
        ("Research Chemist", "Loom Campus, Engine Chemicals", "Pune, India"),
        ("Summer intern", "Widget AG", "Basel"),
    ]


def test_table_from_and_to_columns_make_the_period() -> None:
    record = _md(
        "# Ana Ruiz\n\n## Experience\n\n| From | To | Role | Organisation |\n| --- | --- | --- | --- |\n"
        "| Sep 2020 | — | Associate Professor | Loom School of Health |\n"
        "| Oct 2016 | Aug 2020 | Assistant Professor | Loom School of Health |\n"
    )
    periods = [(p.period.start.iso(), p.period.end if p.period.end is None else str(p.period.end))
               for p in record.positions]
    assert periods[0][0] == "2020-09" and "present" in periods[0][1].lower()
    assert record.positions[1].period.end == PartialDate(2020, 8)


def test_europass_entries_dates_and_place_above_a_title_in_capitals() -> None:
    """Europass: a line of dates (to the day) and the place heads each entry; the title is set in capitals; the
    bullets under an entry are what the job was."""
    record = _txt(
        "Ana Ruiz\n\nWORK EXPERIENCE\n\n"
        "01/10/2020 – CURRENT Kraków, Poland\nASSOCIATE PROFESSOR – LOOM INSTITUTE FOR ECONOMICS\n"
        "• Head of the Wage Unit (since 2022)\n\n"
        "01/02/2015 – 31/07/2015 Frankfurt am Main, Germany\nPHD TRAINEE – EUROPEAN ENGINE BANK\n\n"
        "EDUCATION AND TRAINING\n\n01/10/2011 – 30/06/2016 Florence, Italy\n"
        "PHD IN ECONOMICS Tuscan School of Social Sciences\n"
    )
    assert [(p.organization, p.location, p.period.start.iso()) for p in record.positions] == [
        ("LOOM INSTITUTE FOR ECONOMICS", "Kraków, Poland", "2020-10"),
        ("EUROPEAN ENGINE BANK", "Frankfurt am Main, Germany", "2015-02"),
    ]
    degree = record.education[0]
    assert (degree.degree, degree.field, degree.institution, degree.location) == (
        "PhD", "Economics", "Tuscan School of Social Sciences", "Florence, Italy")


@pytest.mark.parametrize(
    ("line", "degree"),
    [("MB ChB, Medicine, Loom Medical School, 2006", "MB ChB"), ("M.Mus., Music History, Loom Conservatory, 2013",
     "M.Mus."), ("J.S.D., Loom Law School, 2011", "J.S.D."), ("Psy.D., Loom University, 2019", "Psy.D.")],
)
def test_degrees_of_medicine_music_law_and_psychology(line: str, degree: str) -> None:
    record = _md(f"# Ana Ruiz\n\n## Education\n\n- {line}\n")
    assert [d.degree for d in record.education] == [degree]


def test_a_committee_chair_is_the_advisor() -> None:
    record = _md(
        "# Ana Ruiz\n\n## Education\n\n- **Ph.D., Musicology**, Loom University, 2019\n"
        "  - Committee chair: Prof. Ann Lund\n"
    )
    assert record.education[0].advisors == ("Ann Lund",)


def test_job_titles_named_by_a_trade() -> None:
    record = _md("# Ana Ruiz\n\n## Experience\n\n- Research Chemist, Loom Chemicals, 2015–2017\n"
                 "- Law Clerk, Supreme Court of Loomland, 2005–2006\n")
    assert [p.title for p in record.positions] == ["Research Chemist", "Law Clerk"]


# --- small readers -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "start", "end"),
    [
        ("01/02/2015 – 31/07/2015", PartialDate(2015, 2, 1), PartialDate(2015, 7, 31)),  # day first
        ("04/01/2021 - 03/31/2026", PartialDate(2021, 4, 1), PartialDate(2026, 3, 31)),  # month first (NIH)
        ("01.10.2020 - 30.09.2022", PartialDate(2020, 10, 1), PartialDate(2022, 9, 30)),
    ],
)
def test_numeric_dates_to_the_day(line: str, start: PartialDate, end: PartialDate) -> None:
    """A range's unambiguous date says whether the day or the month comes first, for both ends."""
    found = find_dates(line)
    assert found is not None and (found.start, found.end) == (start, end)


def test_a_title_in_capitals_before_a_name_in_mixed_case() -> None:
    assert split_caps_lead("MASTER OF ARTS IN ECONOMICS University of Loom") == (
        "Master of Arts in Economics, University of Loom")
    assert split_caps_lead("MIT CSAIL Lab") == "MIT CSAIL Lab"  # a name in capitals, no title


def test_json_resume_summary_that_is_the_author_list() -> None:
    """A ``summary`` holding nothing but the author list gives the authors; an ``x-type`` gives the kind."""
    resume = {
        "basics": {"name": "Ana Ruiz-Lund"},
        "publications": [
            {"name": "Tides of words", "publisher": "Journal of Looms", "releaseDate": "2021",
             "summary": "Ruiz-Lund, A., Abe, K., & Osei, M. J."},
            {"name": "Loom rigidity", "publisher": "Loom University", "releaseDate": "2017", "x-type": "thesis"},
        ],
    }
    record = extract(SourceDocument("cv.json", "application/json", json.dumps(resume), ""))
    first, thesis = record.publications
    assert first.authors == ("Ruiz-Lund, A.", "Abe, K.", "Osei, M. J.")
    assert thesis.kind is PublicationKind.THESIS


# --- awards, talks, teaching, service, interests -------------------------------------------------------------


def test_an_award_won_in_several_years_is_an_award_for_each() -> None:
    record = _md("# Ana Ruiz\n\n## Honors\n\n- Loom School Excellence in Teaching Award, 2018 and 2022\n")
    assert [(a.name, a.period.start.year) for a in record.awards] == [
        ("Loom School Excellence in Teaching Award", 2018), ("Loom School Excellence in Teaching Award", 2022)]


def test_json_resume_grant_years_in_an_extension_key_or_opening_the_summary() -> None:
    resume = {
        "basics": {"name": "Ana Ruiz"},
        "awards": [
            {"title": "Loom Discovery Fellowship", "date": "2023", "x-period": "2023-2027"},
            {"title": "Small Loom Grant", "date": "2022-07-01", "summary": "2022–2024. Looms and words."},
        ],
    }
    record = extract(SourceDocument("cv.json", "application/json", json.dumps(resume), ""))
    assert [(a.period.start.year, a.period.end.year) for a in record.awards] == [(2023, 2027), (2022, 2024)]


def test_a_quoted_talk_title_after_its_host() -> None:
    """Europass: ``06/2024 – Host, Place – 'Title'``, the quoted title wrapped onto the next line."""
    record = _txt(
        "Ana Ruiz\n\nCONFERENCES AND SEMINARS\n"
        "06/2024 – European Loom Association (ELA), Bergen – 'Minimum looms and firm exit\nin cold regions'\n"
        "11/2022 – Invited seminar, University of Loomtown – 'Who pays for looms?'\n"
    )
    assert [(t.title, t.host) for t in record.talks] == [
        ("Minimum looms and firm exit in cold regions", "European Loom Association (ELA), Bergen"),
        ("Who pays for looms?", "University of Loomtown"),  # "Invited seminar" says what kind of talk
    ]


def test_terms_of_academic_years() -> None:
    record = _md(
        "# Ana Ruiz\n\n## Teaching\n\n- Loom Epidemiology (LOM201) — Term 1, 2021/22 to 2022/23\n"
        "- Loom Economics (BA, winter semester 2021/22, 2022/23)\n"
    )
    assert [(t.course, t.term) for t in record.teaching] == [
        ("Loom Epidemiology", "Term 1, 2021/22"), ("Loom Epidemiology", "Term 1, 2022/23"),
        ("Loom Economics", "winter semester 2021/22"), ("Loom Economics", "winter semester 2022/23"),
    ]


def test_a_table_header_of_course_number_and_term_is_no_course() -> None:
    record = _md("# Ana Ruiz\n\n## Courses\n\nCourse  Number  Term\nLoom Law I  LAW 510  Fall 2023\n")
    assert [(t.course, t.code) for t in record.teaching] == [("Loom Law I", "LAW 510")]


@pytest.mark.parametrize("line", ["Reviewer, CHI, UIST, ASSETS, 2021–2024", "Reviewer, CHI, UIST, ASSETS  2021–2024"])
def test_a_role_over_venues_named_by_acronyms_is_one_record_per_venue(line: str) -> None:
    record = _md(f"# Ana Ruiz\n\n## Service\n\n- {line}\n")
    assert [(s.role, s.venue) for s in record.service] == [("Reviewer", v) for v in ("CHI", "UIST", "ASSETS")]
    assert {s.period.start.year for s in record.service} == {2021}


def test_friggeri_aside_keeps_its_lines_and_lower_case_interests_are_items() -> None:
    """friggeri-cv's ``aside`` breaks a line at every source line; its interests are a column of phrases."""
    record = _tex(
        "\\documentclass{friggeri-cv}\n\\begin{document}\n\\begin{aside}\n  \\section{programming}\n"
        "    Python, PyTorch\n    Swift, Unity\n  \\section{interests}\n    accessibility\n"
        "    conversational agents\n\\end{aside}\n\\end{document}\n"
    )
    assert [i.value for i in record.interests] == ["accessibility", "conversational agents"]
    assert {"PyTorch", "Swift"} <= {s.value for s in record.skills}


# --- the NIH biosketch in text without its layout ------------------------------------------------------------


def test_nih_education_table_rows_wrapped_onto_the_next_line() -> None:
    """A cell that wraps puts its rest on the line under it, at the cell's own column."""
    record = _txt(
        "Ana Ruiz\n\nEDUCATION/TRAINING\n"
        "INSTITUTION AND LOCATION            DEGREE      Completion    FIELD OF STUDY\n"
        "                                    (if         Date\n"
        "                                    applicable) MM/YYYY\n"
        "University of Loomtown,             BS          06/2007       Biology\n"
        "Loomtown, Lebanon\n"
        "Engine University, Baltimore, MD    PHD         05/2013       Microbiology\n"
    )
    assert [(d.degree, d.institution, d.location) for d in record.education] == [
        ("BS", "University of Loomtown", "Loomtown, Lebanon"), ("PhD", "Engine University", "Baltimore, MD")]


def test_nih_research_support_with_its_sponsor_on_a_line_of_its_own() -> None:
    record = _txt(
        "Ana Ruiz\n\nD. Research Support\nOngoing Research Support\n"
        "R01 AI123456                    Ruiz (PI)                     04/01/2021 - 03/31/2026\nNIH/NIAID\n"
        "Looms in chronic infection\nRole: PI\n\n"
        "RUIZ19I0                        Ruiz (PI)                     07/01/2019 - 06/30/2024\n"
        "Loom Research Foundation\nIron and looms\n"
    )
    assert [(a.name, a.period.start.year, a.period.end.year) for a in record.awards] == [
        ("R01 AI123456, Looms in chronic infection", 2021, 2026), ("RUIZ19I0, Iron and looms", 2019, 2024)]


# --- found studying development sets 6 and 7 ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "title", "venue", "year"),
    [
        ("N Lund, ‘Looms and the law’ (2023) 140 South African Law Journal 512.", "Looms and the law",
         "South African Law Journal", 2023),
        ("N Lund and T Roy, `Reading looms a decade later' [2018] Acta Juridica 77.", "Reading looms a decade later",
         "Acta Juridica", 2018),
        ("N Lund, ‘Succession after looms’ in T Roy and C Ode (eds), *Introduction to Looms* (6th edn, Juta 2022).",
         "Succession after looms", "Introduction to Looms", 2022),
        ("N Lund, *Customary Looms: A Study* (Juta 2020).", "Customary Looms: A Study", "Juta", 2020),
    ],
)
def test_oscola_law_citations(line: str, title: str, venue: str, year: int) -> None:
    found = parse_citation([line])
    assert found is not None and found.authors[0] == "N Lund"
    assert (found.title, found.venue, found.year) == (title, venue, year)


@pytest.mark.parametrize(
    ("venue", "expected", "note"),
    [
        ("bioRxiv. In revision at Cell", "bioRxiv", "In revision at Cell"),
        ("Loom Science 30.4 (2015). Discussion paper", "Loom Science", "Discussion paper"),
        ("Preprint arXiv:2410.02291", "arXiv:2410.02291", "Preprint"),
        ("Cell 186, 5420–5437.e19 (2023)", "Cell", "pages 5420-5437.e19"),
        ("Nat. Rev. Looms 24, 5 (2023). (Research Highlight)", "Nat. Rev. Looms", "Research Highlight"),
        ("ISMB 2024, published in Bioinformatics 40 (Suppl. 1)", "ISMB", "published in Bioinformatics 40 (Suppl. 1)"),
        ("eNeuro, 6(2), ENEURO.0412-18.2019", "eNeuro", "article ENEURO.0412-18.2019"),
        ("Eur Loom J. 2023;44(Suppl 2):ehad655.2401.", "Eur Loom J", "issue Suppl 2"),
        ("In: Handbook of Looms. Ed. by A. Lund and B. Roy. Chapman & Hall/CRC, 2022. Chap. 5, pp. 101–130.",
         "Handbook of Looms", "chapter 5"),
    ],
)
def test_status_type_and_locators_leave_the_venue(venue: str, expected: str, note: str) -> None:
    """biblatex's ``volume.number``, NLM supplements, eNeuro's article numbers, Cell's e-pages; a paper's status
    or type said before or after its venue; a biblatex chapter's editors, publisher and chapter number."""
    name, _, notes = clean_venue(venue)
    assert name == expected and note in notes


def test_web_two_point_oh_keeps_its_number() -> None:
    assert clean_venue("Proceedings of Web 2.0 Looms")[0] == "Proceedings of Web 2.0 Looms"


def test_vancouver_group_and_corporate_authors_and_editors() -> None:
    group = parse_citation(["Lund AB, Roy C; National Loom Registry Investigators. Sex and looms. J Loom. 2023;1:9."])
    assert group is not None and group.authors == ("Lund AB", "Roy C", "National Loom Registry Investigators")
    corporate = parse_citation(["World Loom Council. Loom safety guidelines. Geneva: WLC; 2021."])
    assert corporate is not None and corporate.authors == ("World Loom Council",)
    assert corporate.kind is PublicationKind.BOOK
    edited = parse_citation(["Lund AB, Roy C, editors. Manual of Looms. New Delhi: Loom Publishers; 2022."])
    assert edited is not None and (edited.authors, edited.title) == (("Lund AB", "Roy C"), "Manual of Looms")


def test_bold_labels_a_legend_and_a_year_column() -> None:
    """``**[C2]**`` labels an entry; a legend of the marks is no entry; a table's Year column goes last and the
    italic title is the title when only a comma parts it from its venue."""
    record = _md(
        "# Ana Ruiz\n\n## Publications\n\n<sub>★ = equal contribution · 🏆 = award</sub>\n\n"
        "| Year | Paper | Venue |\n|---|---|---|\n"
        "| 2025 | **Ana Ruiz**, Bo Lund★. *Looms Are Reliable Judges of Cloth* | ACL 2025 (main) 🏆 Best Paper |\n"
        "\n**[C2]** Ana Ruiz, Bo Lund. Loom Scheduling at Scale. In *Proceedings of OSDI '24*, 2024.\n"
    )
    found = [(p.title, p.venue, p.year, p.kind) for p in record.publications]
    assert found == [
        ("Looms Are Reliable Judges of Cloth", "ACL (main)", 2025, PublicationKind.CONFERENCE),
        ("Loom Scheduling at Scale", "Proceedings of OSDI", 2024, PublicationKind.CONFERENCE),
    ]


def test_publications_and_presentations_head_publications() -> None:
    found = find_heading("Publications & Presentations")
    assert found is not None and found.kind is SectionKind.PUBLICATIONS


def test_json_resume_authors_named_later_in_the_summary_or_in_the_name() -> None:
    resume = {
        "basics": {"name": "Dana Ruiz Solís"},
        "publications": [
            {"name": "Looms of the valley", "publisher": "Revista de Telares", "releaseDate": "2020",
             "summary": "Artículo. Autores: Ruiz Solís, D. y Ortega Valdés, M."},
            {"name": "Lee, S.-Y., & Ruiz Solís, D. (2023). Internal looms and groups. Loom Management Journal, 44(6), "
                     "1450–1478.", "publisher": "Loom Management Journal", "releaseDate": "2023-06"},
        ],
    }
    record = extract(SourceDocument("cv.json", "application/json", json.dumps(resume), ""))
    first, second = record.publications
    assert first.authors == ("Ruiz Solís, D.", "Ortega Valdés, M.")
    assert (second.authors, second.title) == (("Lee, S.-Y.", "Ruiz Solís, D."), "Internal looms and groups")


def test_json_resume_custom_sections_as_hand_edited_resumes_keep_them() -> None:
    """``advising`` grouped by level and status (one group the committees sat on), ``grants`` with agency and
    number, ``service`` with a list of years, ``teaching`` with a list of semesters, ``researchInterests``."""
    resume = {
        "basics": {"name": "Ana Ruiz"},
        "researchInterests": ["loom computing"],
        "advising": {
            "phd_current": [{"name": "Mina Lund", "since": 2023, "coadvisor": "Bo Roy"}],
            "phd_graduated": [{"name": "Jorge Ode", "year": 2024, "placement": "Professor, Loom University"}],
            "thesis_committees": [{"student": "Hye Baek", "institution": "Engine University", "year": 2023}],
        },
        "grants": [{"agency": "NSF", "number": "IIS-1234567", "title": "Looms That Adapt", "years": "2022-2026"}],
        "service": [{"role": "Associate Chair", "venue": "CHI", "years": [2019, 2020]}],
        "teaching": [{"course": "05-499 Loom Technology", "semesters": ["Spring 2022", "Spring 2024"]}],
    }
    record = extract(SourceDocument("cv.json", "application/json", json.dumps(resume), ""))
    assert [(s.name, s.status.value, s.co_advisors, s.year) for s in record.students] == [
        ("Mina Lund", "current", ("Bo Roy",), None), ("Jorge Ode", "past", (), 2024)]
    assert [(c.name, c.year) for c in record.committees] == [("Hye Baek", 2023)]
    assert [(a.name, a.period.start.year, a.period.end.year) for a in record.awards] == [
        ("NSF IIS-1234567, Looms That Adapt", 2022, 2026)]
    assert [(s.role, s.venue, s.period.start.year) for s in record.service] == [
        ("Associate Chair", "CHI", 2019), ("Associate Chair", "CHI", 2020)]
    assert [(t.course, t.code, t.term) for t in record.teaching] == [
        ("Loom Technology", "05-499", "Spring 2022"), ("Loom Technology", "05-499", "Spring 2024")]
    assert [i.value for i in record.interests] == ["loom computing"]


def test_talk_lists_by_year_a_host_field_and_a_poster_note() -> None:
    record = _tex(
        "\\documentclass{moderncv}\n\\begin{document}\n\\section{Invited Seminars}\n"
        "\\cvitem{2025}{Princeton, Wharton, Bank of England}\n\\cvitem{2023}{Harvard, Yale SOM}\n\\end{document}\n"
    )
    assert [(t.host, t.date.year) for t in record.talks] == [
        ("Princeton", 2025), ("Wharton", 2025), ("Bank of England", 2025), ("Harvard", 2023), ("Yale SOM", 2023)]
    record = _md(
        "# Ana Ruiz\n\n## Talks\n\n- *Two-tone looms* (poster). APS March Meeting, Anaheim, CA, March 2025.\n"
        "- Host: Bo Lund, Label-Free Loom Repair, Google DeepMind, London, Aug. 2024\n"
    )
    assert [(t.title, t.host) for t in record.talks] == [
        ("Two-tone looms", "APS March Meeting, Anaheim, CA"), ("Label-Free Loom Repair", "Google DeepMind, London")]


def test_hugo_academic_front_matter_gives_the_profile_education_and_experience() -> None:
    """Wowchemy's author profile and experience widget keep the CV in YAML front matter; its blocks become a
    heading and one item per entry, dates to the month; the page's prose after a block joins none of its lists."""
    record = _md(
        "---\nfirst_name: Ana\nlast_name: Ruiz\nemail: 'ana@loom.example.org'\ninterests:\n  - Loom genomics\n"
        "education:\n  courses:\n    - course: PhD in Loom Biology\n      institution: University of Loomtown\n"
        "      year: 2019\n---\n\nAna Ruiz is a professor. Her PhD was on looms.\n\n---\nwidget: experience\n"
        "experience:\n  - title: Assistant Professor\n    company: Loom Cancer Center\n    location: Seattle, WA\n"
        "    date_start: '2022-09-01'\n    date_end: ''\n---\n"
    )
    assert record.person.name == "Ana Ruiz" and record.person.emails == ("ana@loom.example.org",)
    assert [i.value for i in record.interests] == ["Loom genomics"]
    assert [(d.degree, d.field, d.institution) for d in record.education] == [
        ("PhD", "Loom Biology", "University of Loomtown")]
    job = record.positions[0]
    assert (job.title, job.organization, job.location, job.period.start, str(job.period.end.value)) == (
        "Assistant Professor", "Loom Cancer Center", "Seattle, WA", PartialDate(2022, 9), "present")


def test_vitae_tribble_chunks_are_entries() -> None:
    """R Markdown and Quarto CVs made with ``vitae`` keep entries in ``tribble()`` chunks piped into
    ``detailed_entries``; each row is an entry, its ``why`` a note after it."""
    record = _md(
        "# Ana Ruiz\n\n# Appointments\n\n```{r}\ntribble(\n  ~role, ~org, ~loc, ~start, ~end,\n"
        '  "Associate Professor", "Loom University", "Leeds, UK", "2023-07", "present",\n'
        '  "Postdoctoral Fellow", "Engine Institute", "Oslo, Norway", "2019-09", "2023-06"\n) |>\n'
        '  detailed_entries(what = role, when = paste(start, "--", end), with = org, where = loc)\n```\n\n'
        "# Education\n\n```{r}\ntribble(\n  ~degree, ~uni, ~year, ~detail,\n"
        '  "Ph.D., Physics", "Loom University", "2019", "Thesis: Looms at low temperature. Advisor: Bo Lund",\n'
        '  "M.Sc., Physics", "Engine College", "2015", NA\n) |>\n'
        "  detailed_entries(what = degree, when = year, with = uni, why = detail)\n```\n"
    )
    assert [(p.title, p.organization, p.location, p.period.start.iso()) for p in record.positions] == [
        ("Associate Professor", "Loom University", "Leeds, UK", "2023-07"),
        ("Postdoctoral Fellow", "Engine Institute", "Oslo, Norway", "2019-09"),
    ]
    phd = record.education[0]
    assert (phd.degree, phd.field, phd.institution, phd.dissertation, phd.advisors) == (
        "Ph.D.", "Physics", "Loom University", "Looms at low temperature", ("Bo Lund",))


def test_advisors_end_where_another_sentence_starts_and_titles_go() -> None:
    record = _md(
        "# Ana Ruiz\n\n## Education\n\n- PhD, Loom University, 2015. Supervisors: Prof. Leena Lund and Docent Timo "
        "Roy. Opponent: Professor Anna Ode (Engine University).\n"
        "- MA, Loom University, 2010. Adviser: Rosario B. Santo. Graduated with high distinction.\n"
    )
    assert [d.advisors for d in record.education] == [("Leena Lund", "Timo Roy"), ("Rosario B. Santo",)]


def test_ordinal_semesters_of_school_years() -> None:
    record = _md(
        "# Ana Ruiz\n\n## Teaching\n\n- EDMA 231 -- Early Looms, 1st Semester AY 2021--2022 and AY 2022--2023\n"
        "- EDMA 398 -- Loom Seminar, Midyear 2023\n"
    )
    assert [(t.code, t.term) for t in record.teaching] == [
        ("EDMA 231", "1st Semester AY 2021--2022"), ("EDMA 231", "1st Semester AY 2022--2023"),
        ("EDMA 398", "Midyear 2023")]


def test_jobs_to_date_dotted_months_a_described_job_and_a_list_of_affiliations() -> None:
    record = _md(
        "# Ana Ruiz\n\n## Experience\n\n"
        "- Associate Professor, School of Law, University of Loomtown (1 July 2021 -- to date)\n"
        "Research Intern, Loom AI Labs, Seattle, WA  Jun. 2023 – Sep. 2023\n"
        "- Test-time looms for multimodal models; hosted by Bo Lund.\n"
        "Applied Scientist Intern, Engine Web Services, Seattle, WA  03.2018 – 12.2018\n"
        "Affiliations: Research Affiliate, CEPR (since 2021); Faculty Research Fellow, NBER (since 2019)\n"
    )
    assert [(p.title, p.organization, p.period.start.iso(), str(p.period.end.iso())) for p in record.positions] == [
        ("Associate Professor", "School of Law, University of Loomtown", "2021-07", "present"),
        ("Research Intern", "Loom AI Labs", "2023-06", "2023-09"),
        ("Applied Scientist Intern", "Engine Web Services", "2018-03", "2018-12"),
        ("Research Affiliate", "CEPR", "2021", "present"),
        ("Faculty Research Fellow", "NBER", "2019", "present"),
    ]


def test_advisers_with_degrees_and_employers_and_a_field_with_commas_in_brackets() -> None:
    record = _md(
        "# Ana Ruiz\n\n## Education\n\n"
        "* Ph.D. in Psychology (Cognition, Brain & Behavior), Loom University, 2020. Advisers: Bo Lund and Ada Roy\n"
        "* M.Sc., Food Science, Engine University, 2015. Supervisors: Prof. Peter K. Ode, Dr. Jane Kip (KALRO)\n"
        "* B.A., Neuroscience, Loom College, 2012. Advisor: Joanna Lund-Roy, Ph.D.\n"
    )
    assert [(d.field, d.institution, d.advisors) for d in record.education] == [
        ("Psychology (Cognition, Brain & Behavior)", "Loom University", ("Bo Lund", "Ada Roy")),
        ("Food Science", "Engine University", ("Peter K. Ode", "Jane Kip")),
        ("Neuroscience", "Loom College", ("Joanna Lund-Roy",)),
    ]


# --- ABNT (Brazilian) references and theses in every style ------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "authors", "title", "venue", "year", "kind"),
    [
        (
            "**QUEIROGA, T. B.**; MOTTA, L. F.; VASCONCELOS, A. Irrigação e solo no semiárido: um estudo de caso. "
            "**Revista Vell de Agronomia**, v. 12, n. 3, p. 211-229, 2020. DOI: 10.1234/rva.2020.12.",
            ("QUEIROGA, T. B.", "MOTTA, L. F.", "VASCONCELOS, A."),
            "Irrigação e solo no semiárido: um estudo de caso", "Revista Vell de Agronomia", 2020, "journal",
        ),
        (
            "BRANDÃO, Helena Maria da; CASTRO NETO, Paulo. Escrita e memória. Cadernos Vell, v. 8, e4521, 2017.",
            ("BRANDÃO, Helena Maria da", "CASTRO NETO, Paulo"), "Escrita e memória", "Cadernos Vell", 2017, "journal",
        ),
        (
            "QUEIROGA, T. B. Manejo hídrico. In: ALVES, C. D. (org.). **Agricultura de sequeiro**. Recife: Vell, "
            "2016. p. 33-51.",
            ("QUEIROGA, T. B.",), "Manejo hídrico", "Agricultura de sequeiro", 2016, "book",
        ),
        (
            "QUEIROGA, T. B.; MOTTA, L. F. Secas recorrentes: resultados. In: CONGRESSO NORDESTINO DE AGRONOMIA, "
            "12., 2019, Natal. **Anais** [...]. Natal: SNA, 2019.",
            ("QUEIROGA, T. B.", "MOTTA, L. F."), "Secas recorrentes: resultados",
            "CONGRESSO NORDESTINO DE AGRONOMIA, 12", 2019, "conference",
        ),
        (
            "QUEIROGA, T. B. Irrigação por gotejamento em pequenas propriedades. 2014. 188 f. Tese (Doutorado em "
            "Agronomia) – Faculdade de Agronomia, Universidade Vell, Recife, 2014.",
            ("QUEIROGA, T. B.",), "Irrigação por gotejamento em pequenas propriedades",
            "Faculdade de Agronomia, Universidade Vell", 2014, "thesis",
        ),
        (
            "**QUEIROGA, T. B.** (org.). **Solos do sertão**. 2. ed. Recife: Editora Vell, 2021. 240 p.",
            ("QUEIROGA, T. B.",), "Solos do sertão", "Editora Vell", 2021, "book",
        ),
    ],
)
def test_abnt_references(line: str, authors: tuple, title: str, venue: str, year: int, kind: str) -> None:
    c = parse_citation([line])
    assert (c.authors, c.title, c.venue, c.year, c.kind.value) == (authors, title, venue, year, kind)


def test_abnt_status_and_poster_words_become_notes_and_kind() -> None:
    press = parse_citation(["QUEIROGA, T. B. Chuvas tardias. **Revista Vell**, 2025. No prelo."])
    poster = parse_citation(
        ["MOTTA, L. F.; QUEIROGA, T. B. Mudas nativas: pôster. In: SIMPÓSIO DE BOTÂNICA, 4., 2018, Natal. Anais [...]."]
    )
    assert (press.venue, press.notes) == ("Revista Vell", ("in press",))
    assert (poster.title, poster.kind.value) == ("Mudas nativas", "poster")


def test_a_title_case_name_list_is_no_abnt_run() -> None:
    # APA with "&" and mixed-case surnames is read as APA, not as ABNT's capitals
    c = parse_citation(["Queiroga, T. B., & Motta, L. F. (2020). Irrigação e solo. Revista Vell, 12(3), 211-229."])
    assert (c.authors, c.title, c.venue) == (("Queiroga, T. B.", "Motta, L. F."), "Irrigação e solo", "Revista Vell")


@pytest.mark.parametrize(
    ("line", "title", "venue", "year"),
    [
        ("Hale, M. (2012). Shuttles at dusk (Doctoral dissertation, University of Vell). ProQuest Dissertations.",
         "Shuttles at dusk", "University of Vell", 2012),
        ("Hale, M. (2012). *Shuttles at dusk* [Master's thesis, Vell State University]. Vell Repository.",
         "Shuttles at dusk", "Vell State University", 2012),
        ('M. Hale, "Shuttles at dusk," Ph.D. dissertation, Dept. Mech. Eng., Vell Univ., Boston, MA, 2012.',
         "Shuttles at dusk", "Vell Univ", 2012),
        ('Hale, Marion. "Shuttles at Dusk." PhD diss., University of Vell, 2012.',
         "Shuttles at Dusk", "University of Vell", 2012),
        ("Hale, M. 2012. Shuttles at dusk. PhD thesis, University of Vell.",
         "Shuttles at dusk", "University of Vell", 2012),
    ],
)
def test_thesis_citations_give_the_institution_as_venue(line: str, title: str, venue: str, year: int) -> None:
    c = parse_citation([line])
    assert (c.title, c.venue, c.year, c.kind.value) == (title, venue, year, "thesis")


@pytest.mark.parametrize(
    ("venue", "kind"),
    [("Revista Vell de Agronomia", "journal"), ("Zeitschrift für Vell", "journal"),
     ("Actas del Congreso Vell", "conference"), ("Atti del Convegno Vell", "conference"),
     ("Anais do Encontro Vell", "conference"), ("Tesis doctoral", "thesis")],
)
def test_venue_words_of_other_languages_name_the_kind(venue: str, kind: str) -> None:
    from cvkg.extract.venues import venue_kind

    assert venue_kind(venue).value == kind


# --- advisors and theses labelled in other words -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("note", "advisors", "dissertation"),
    [
        ("Thesis: Water in dry towns. Promoter: Professor Lindiwe Mokoena; co-promoter: Professor Jan de Wit",
         ["Lindiwe Mokoena", "Jan de Wit"], "Water in dry towns"),
        ("Thesis: Fevers among schoolchildren; guide: Dr. Ravi Menon", ["Ravi Menon"], "Fevers among schoolchildren"),
        ("Tese: Quedas e cuidado. Orientadora: Profa. Dra. Helena Castro Lima. Bolsista CAPES",
         ["Helena Castro Lima"], "Quedas e cuidado"),
        ("Tesis: Radio y nación. Directora: Dra. Inés Vidal. Codirector: Dr. Tomás Oyarzún",
         ["Inés Vidal", "Tomás Oyarzún"], "Radio y nación"),
    ],
)
def test_advisor_labels_of_other_conventions(note: str, advisors: list[str], dissertation: str) -> None:
    doc = _md(f"# Ana Vell\n\n## Education\n\n**PhD in Public Health**, University of Vell, 2019\n{note}\n")
    (degree,) = doc.education
    assert (list(degree.advisors), degree.dissertation) == (advisors, dissertation)


# --- teaching terms -----------------------------------------------------------------------------------------------


def test_terms_of_months_ordinals_and_open_school_years() -> None:
    doc = _md(
        "# Ana Vell\n\n## Teaching\n\n- Soil Physics (AGR 301), Sept–Dec 2023\n- Soil Chemistry, Fall 2020; Fall 2021\n"
        "- Historia del Tango, 1.er cuatrimestre 2018–presente\n- Canto, 2.º cuatrimestre 2022\n"
        "- Epidemiology I, first semester, 2019/2020 – present\n"
    )
    assert [(t.course, t.term) for t in doc.teaching] == [
        ("Soil Physics", "Sept–Dec 2023"),
        ("Soil Chemistry", "Fall 2020"),
        ("Soil Chemistry", "Fall 2021"),
        ("Historia del Tango", "1.er cuatrimestre 2018–presente"),
        ("Canto", "2.º cuatrimestre 2022"),
        ("Epidemiology I", "first semester, 2019/2020 – present"),
    ]


# --- service roles in other languages; grants without their amount and the subject's part --------------------------


def test_service_roles_in_spanish_and_portuguese() -> None:
    doc = _md(
        "# Ana Vell\n\n## Service\n\n- Evaluadora, Revista Vell de Música, 2019–presente\n"
        "- Miembro del comité editorial, Revista Argentina de Vell (2020–)\n"
        "- Parecerista: Revista Vell de Enfermagem (2018–atual)\n- Editora associada, Revista Mineira de Vell, 2021\n"
    )
    assert [(s.role, s.venue) for s in doc.service] == [
        ("Evaluadora", "Revista Vell de Música"),
        ("Miembro del comité editorial", "Revista Argentina de Vell"),
        ("Parecerista", "Revista Vell de Enfermagem"),
        ("Editora associada", "Revista Mineira de Vell"),
    ]


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("2021–2024 Vell Foundation, Award 1907-1, Borrowers and Looms ($35,000)",
         "Vell Foundation, Award 1907-1, Borrowers and Looms"),
        ("2022 National Vell Agency, SES-11, Household Looms ($412,000, PI)",
         "National Vell Agency, SES-11, Household Looms"),
        ("2023 Vell Institute, Project No. V-45, Early numeracy (Project Leader)",
         "Vell Institute, Project No. V-45, Early numeracy"),
        ("2019 PICT 2019-7 (Agencia Vell), Archivos sonoros, investigadora responsable",
         "PICT 2019-7 (Agencia Vell), Archivos sonoros"),
        ("2018 Vell Career Development Award (£1.2M)", "Vell Career Development Award"),
        ("2020 Best Paper Award (VELL 2020)", "Best Paper Award (VELL)"),
    ],
)
def test_grant_names_lose_their_amount_and_the_subjects_part(line: str, name: str) -> None:
    (award,) = _md(f"# Ana Vell\n\n## Grants\n\n- {line}\n").awards
    assert award.name == name


# --- talks: a year that opens the citation, speakers before a quoted title, seminar lists of a school year --------


def test_a_talk_led_by_its_year_takes_the_month_its_days_name() -> None:
    doc = _md(
        "# Ana Vell\n\n## Presentations\n\n"
        "* 2024. Ritual couplets in Vell. *Linguistic Society Annual Meeting*, New York City, 4–7 January.\n"
        "* 2023. Ritual couplets in Vell. Invited colloquium, Department of Linguistics, University of Vell, "
        "17 February.\n"
    )
    assert [(t.title, t.host, t.date.iso()) for t in doc.talks] == [
        ("Ritual couplets in Vell", "Linguistic Society Annual Meeting, New York City", "2024-01"),
        ("Ritual couplets in Vell", "Department of Linguistics, University of Vell", "2023-02"),
    ]


def test_speakers_cited_before_a_quoted_talk_title_are_no_host() -> None:
    doc = _md(
        '# Ana Vell\n\n## Presentations\n\n- Vell AM, Lund A. "Quiet nights in the ICU." Society of Critical Care '
        "Congress, San Francisco, CA. January 2023.\n"
    )
    assert [(t.title, t.host) for t in doc.talks] == [
        ("Quiet nights in the ICU", "Society of Critical Care Congress, San Francisco, CA")
    ]


def test_a_school_years_seminar_list_with_a_host_named_loosely() -> None:
    doc = _md(
        "# Ana Vell\n\n## Presentations\n\n**2024--25:** NBER Summer Institute (Labor Studies), Federal Reserve "
        "Bank of Vell, Upjohn Institute, NEUDC (Yale), Vell Applied Micro Lunch\n\n**2023:** NEUDC (Boston "
        "University), IZA Summer School in Labor Economics\n"
    )
    assert [(t.title, t.host, t.date.iso()) for t in doc.talks] == [
        (None, "NBER Summer Institute (Labor Studies)", "2024"),
        (None, "Federal Reserve Bank of Vell", "2024"),
        (None, "Upjohn Institute", "2024"),
        (None, "NEUDC (Yale)", "2024"),
        (None, "Vell Applied Micro Lunch", "2024"),
        (None, "NEUDC (Boston University)", "2023"),
        (None, "IZA Summer School in Labor Economics", "2023"),
    ]


# --- education: nursing and other professional degrees, a table's field column, a chair's credentials ----------


def test_a_degree_table_with_its_field_last_and_a_chair_with_credentials() -> None:
    doc = _md(
        "# Ana Vell\n\n## Education\n\n| Degree | Institution | Year | Focus |\n|---|---|---|---|\n"
        '| PhD | University of Vell, Philadelphia, PA | 2013 | Nursing; dissertation: "Sleep and delirium" '
        "(Chair: Harriet S. Lund, PhD, RN, FAAN) |\n"
        "| MSN | Case Vell University, Cleveland, OH | 2008 | Acute Care Nurse Practitioner |\n"
        "| BSN | The Vell State University, Columbus, OH | 2003 | Nursing |\n"
    )
    assert [(d.degree, d.field, d.institution, list(d.advisors), d.dissertation) for d in doc.education] == [
        ("PhD", "Nursing", "University of Vell", ["Harriet S. Lund"], "Sleep and delirium"),
        ("MSN", "Acute Care Nurse Practitioner", "Case Vell University", [], None),
        ("BSN", "Nursing", "The Vell State University", [], None),
    ]


@pytest.mark.parametrize("code", ["MSN", "BSN", "BScN", "DNP", "EdD", "DPT", "JD", "DMD"])
def test_professional_degree_codes(code: str) -> None:
    (degree,) = _md(f"# Ana Vell\n\n## Education\n\n- {code}, University of Vell, 2010\n").education
    assert (degree.degree, degree.institution) == (code, "University of Vell")


@pytest.mark.parametrize("school", ["Uniwersytet Vellski", "Vell Üniversitesi", "Vellin yliopisto", "Vell Egyetem"])
def test_universities_named_in_other_languages(school: str) -> None:
    (degree,) = _md(f"# Ana Vell\n\n## Education\n\n- MA in Linguistics, {school}, 2007\n").education
    assert degree.institution == school


# --- pandoc's renderings, Chicago's season issues, ISO 4 journal abbreviations -------------------------------------


def test_pandoc_dashes_and_autolinks_leave_the_venue() -> None:
    c = parse_citation(
        ["Vell, A., & **Lund, K.** (2024). Tides at dusk. *Neuron*, *112*(9), 1503--1519.e7. <https://doi.org/10.1016/x.2>"]
    )
    assert (c.venue, c.year, c.doi) == ("Neuron", 2024, "10.1016/x.2")


def test_a_chicago_issue_named_by_its_season() -> None:
    c = parse_citation(['Vell, Adaeze. "Louvres." *Grey Vell* 78 (Winter 2020): 6–33.'])
    assert (c.title, c.venue, c.year, c.kind.value) == ("Louvres", "Grey Vell", 2020, "journal")


@pytest.mark.parametrize(
    ("venue", "kind"),
    [("J. Am. Chem. Soc.", "journal"), ("Org. Process Res. Dev.", "journal"), ("IEEE Trans. Pattern Anal.", "journal"),
     ("Adv. Neural Inf. Process. Syst.", None), ("Proc. Vell Looms", None)],
)
def test_iso4_abbreviations_name_journals(venue: str, kind: str | None) -> None:
    from cvkg.extract.venues import venue_kind

    found = venue_kind(venue)
    assert (found.value if found else None) == kind


def test_a_described_kind_outranks_the_lists_heading() -> None:
    doc = _md(
        "# Ana Vell\n\n## Conference abstracts\n\n- Vell, A., & Lund, K. (2019, February). *Striatal tides* "
        "[Poster presentation]. Computational Vell Meeting, Lisbon, Portugal.\n"
    )
    (paper,) = doc.publications
    assert paper.kind.value == "poster"


def test_an_acs_summary_names_its_authors_before_a_journal_abbreviated_from_j() -> None:
    from cvkg.extract import jsonresume_authors

    summary = "Lund, A.; Vell, K. M. J. Am. Chem. Soc. 2024, 146, 2211."
    assert jsonresume_authors._summary_authors(summary, "Kara Vell") == (
        "Lund, A.",
        "Vell, K. M.",
    )


# --- the sciences' names-then-emphasised-title citations, collaborations --------------------------------------------


@pytest.mark.parametrize(
    ("line", "authors", "title", "venue", "year"),
    [
        ("VELL Collaboration, *Constraints on the loom self-coupling at high energy*, Phys. Lett. B **843**, 137745 "
         "(2023). [Analysis contact]", ("VELL Collaboration",), "Constraints on the loom self-coupling at high energy",
         "Phys. Lett. B", 2023),
        ("G. Aad *et al.* (VELL Collaboration), *Search for resonant pairs of looms*, Phys. Rev. D **105**, 092002 "
         "(2022).", ("G. Aad",), "Search for resonant pairs of looms", "Phys. Rev. D", 2022),
        ("S. Vell-Kerr (on behalf of the VELL Collaboration), *Loom searches at VELL*, PoS **ICHEP2022**, 412 (2022).",
         ("S. Vell-Kerr",), "Loom searches at VELL", "PoS", 2022),  # the meeting's volume a note, as INSPIRE's
        ("S. Vell-Kerr, M. Castellano, and H. J. Sørlie, *Fast loom seeding with FPGAs*, Comput. Softw. Big Sci. "
         "**8**, 4 (2024).", ("S. Vell-Kerr", "M. Castellano", "H. J. Sørlie"), "Fast loom seeding with FPGAs",
         "Comput. Softw. Big Sci.", 2024),
    ],
)
def test_names_then_an_emphasised_title_then_the_journal(
    line: str, authors: tuple, title: str, venue: str, year: int
) -> None:
    c = parse_citation([line])
    assert (c.authors, c.title, c.venue, c.year) == (authors, title, venue, year)


# --- economists' papers: JEL codes, stages of a paper, a journal deciding, a middle initial before the year ---------


@pytest.mark.parametrize(
    ("line", "title", "venue", "kind", "notes"),
    [
        ('Vell, Rohan S., and Lena Lund. 2024. "Who Pays the Loom Tax?" Revise and Resubmit at *Journal of Vell '
         'Economics*. H22, H25, J32', "Who Pays the Loom Tax?", "Journal of Vell Economics", "preprint",
         ("Revise and Resubmit at Journal of Vell Economics", "JEL H22, H25, J32")),
        ('Vell, Rohan S. 2022. "Heat and Looms." Second-year paper; new draft coming soon. J22, Q54',
         "Heat and Looms", None, "preprint", ("JEL J22, Q54", "Second-year paper; new draft coming soon")),
        ('Vell, Rohan S. 2021. "How Vell Measures Looms." *Ideas for Vell*, September 8.',
         "How Vell Measures Looms", "Ideas for Vell", "journal", ()),
        ('Lund, Lena, and Rohan S. Vell. "Tax Letters and Looms." (Data collection in progress)',
         "Tax Letters and Looms", None, "preprint", ("Data collection in progress",)),
    ],
)
def test_economists_papers(line: str, title: str, venue: str | None, kind: str, notes: tuple) -> None:
    c = parse_citation([line])
    assert (c.title, c.venue, c.kind.value, c.notes) == (title, venue, kind, notes)


# --- fields lists and abbreviated terms ----------------------------------------------------------------------------


def test_fields_with_labels_and_a_philosophers_specialization_without_competence() -> None:
    doc = _tex(
        "\\documentclass{article}\\begin{document}\n\\begin{center}{\\Large Helena Vell}\\end{center}\n\n"
        "\\textbf{Areas of Specialization:} Philosophy of Mind, Epistemology \\\\\n"
        "\\textbf{Areas of Competence:} Ethics of Belief, Early Modern Philosophy\n\n"
        "\\section*{Fields}\n\\textbf{Primary:} Labor Economics, Public Economics \\quad \\textbf{Secondary:} "
        "Development Economics\n\\end{document}\n"
    )
    assert [t.value for t in doc.interests] == [
        "Philosophy of Mind", "Epistemology", "Labor Economics", "Public Economics", "Development Economics"
    ]


def test_terms_abbreviated_to_a_letter_and_a_place_labelling_its_courses() -> None:
    doc = _md(
        "# Ana Vell\n\n## Teaching\n\n*University of Vell:* PHIL 101 Introduction to Philosophy (F15, S2016, W18)\n\n"
        "*NYU:* Minds and Machines (Spring 2014).\n"
    )
    assert [(t.course, t.code, t.term) for t in doc.teaching] == [
        ("Introduction to Philosophy", "PHIL 101", "F15"),
        ("Introduction to Philosophy", "PHIL 101", "S2016"),
        ("Introduction to Philosophy", "PHIL 101", "W18"),
        ("Minds and Machines", None, "Spring 2014"),
    ]


def test_a_funding_lists_status_groups_are_no_awards_and_names_lose_reason_emoji_role_and_amount() -> None:
    doc = _md(
        '# Ana Vell\n\n## Research Funding\n\n**Active**\n- R01 NR000001 (PI) — NIH/NINR. "Quiet nights." '
        "09/2021–06/2026. $2,874,110.\n- Vell Pilot Award (MPI with S. Lund) — \"Wearable looms.\" 2023–2024. "
        "$50,000.\n\n"
        "**Completed**\n- K23 NR000002 (PI) — NIH. \"Sleep.\" 2016–2021.\n\n## Honors\n\n"
        "- 🥇 Best Article Award, Vell Section on Looms, 2020 (for *Social Looms* below)\n"
    )
    assert [(a.name, a.period.label()) for a in doc.awards] == [
        ("R01 NR000001 — NIH/NINR. Quiet nights", "2021-2026"),
        ("Vell Pilot Award — Wearable looms", "2023-2024"),
        ("K23 NR000002 — NIH. Sleep", "2016-2021"),
        ("Best Article Award", 2020),
    ]


def test_a_research_assistant_to_a_professor_and_a_dissertation_intern() -> None:
    doc = _md(
        "# Ana Vell\n\n## Research Experience\n\n- 2021–2023 Research Assistant to Prof. Margarethe Lund, Vell "
        "University\n- Summer 2022 Dissertation Intern, Federal Reserve Bank of Vell\n"
    )
    assert [(p.title, p.organization) for p in doc.positions] == [
        ("Research Assistant", "Vell University"),
        ("Dissertation Intern", "Federal Reserve Bank of Vell"),
    ]


def test_supervision_labels_for_directed_dissertations_and_committees() -> None:
    doc = _md(
        "# Ana Vell\n\n## Graduate Supervision\n\n*Dissertation director:* Owen Reyes (Ph.D. 2022; now Assistant "
        "Professor, Vell University); Farah Lund (in progress).\n\n*Committee member:* Lena Sorensen (Ph.D. 2021, "
        "Vell); Marcus Whit (Ph.D. 2023, Vell).\n"
    )
    assert [(s.name, s.level.value) for s in doc.students] == [("Owen Reyes", "phd"), ("Farah Lund", "phd")]
    assert [c.name for c in doc.committees] == ["Lena Sorensen", "Marcus Whit"]


@pytest.mark.parametrize(
    ("line", "host"),
    [
        ('- "Tides," Public lecture, Canadian Centre for Vell, Montréal, 2022', "Canadian Centre for Vell, Montréal"),
        ('- "Looms," NeurIPS 2022 (spotlight talk), Dec 2022', "NeurIPS 2022"),
        ('- "Looms," ICHEP 2022, Bologna (on behalf of VELL), Jul 2022', "ICHEP 2022, Bologna"),
    ],
)
def test_a_talks_kind_is_no_part_of_its_host(line: str, host: str) -> None:
    (talk,) = _md(f"# Ana Vell\n\n## Talks\n\n{line}\n").talks
    assert talk.host == host


# --- Spanish and French CVs: numbered sub-headings, editors' marks, plural advisor labels, ranks ------------------


def test_a_spanish_word_export() -> None:
    doc = _md(
        "# Ana Vell\n\n**1. FORMACIÓN ACADÉMICA**\n\n- Doctora en Ciencias de la Educación, Universidad de Vell, 2010. "
        "Tesis: *Evaluar en Primaria.* Directores: Dr. Javier Olmedo Ruiz y Dra. Carmen Lozano Prieto.\n\n"
        "- Máster en Innovación Educativa, Universidad de Vell, 2006.\n\n**2. EXPERIENCIA PROFESIONAL**\n\n"
        "| **Puesto** | **Institución** | **Periodo** |\n|---|---|---|\n"
        "| Profesora Titular de Universidad | Universidad de Vell | 2017 – actualidad |\n"
        "| Profesora Contratada Doctora | Universidad de Vell | 2012 – 2017 |\n\n**4. PUBLICACIONES**\n\n"
        "*4.1. Artículos en revistas*\n\n1\\. Vell, A. (2015). Autoevaluación en Primaria. *Revista Vell*, 38(3), "
        "401–417.\n\n*4.2. Libros y capítulos*\n\n2\\. Vell, A. (2020). La evaluación en pandemia. En J. M. Cuesta "
        "(Coord.), *Docencia en contextos digitales* (pp. 45-62). Barcelona: Graó.\n"
    )
    assert [(d.degree, list(d.advisors)) for d in doc.education] == [
        ("Doctora", ["Javier Olmedo Ruiz", "Carmen Lozano Prieto"]),
        ("Máster", []),
    ]
    assert [(p.title, p.organization) for p in doc.positions] == [
        ("Profesora Titular de Universidad", "Universidad de Vell"),
        ("Profesora Contratada Doctora", "Universidad de Vell"),
    ]
    assert [(p.venue, p.kind.value) for p in doc.publications] == [
        ("Revista Vell", "journal"),
        ("Docencia en contextos digitales", "book"),
    ]


def test_paragraphs_of_awards_and_of_service_sentences() -> None:
    doc = _md(
        "# Ana Vell\n\n## Honors\n\nVELL Huber Research Prize (2012); NSF CAREER Award (2007--2012); Vell College "
        "Teaching Award, 2015 & 2021; Fellow, VELL (2019).\n\n## Service\n\nAssociate Editor, *Journal of Vell "
        "Engineering* (2017--present). Vell Faculty Senate (2022--2024). Reviewer, *Vell Letters*, 2020.\n"
    )
    assert [(a.name, a.period.label()) for a in doc.awards] == [
        ("VELL Huber Research Prize", 2012),
        ("NSF CAREER Award", "2007-2012"),
        ("Vell College Teaching Award", 2015),
        ("Vell College Teaching Award", 2021),
        ("Fellow, VELL", 2019),
    ]
    assert [(s.role, s.venue) for s in doc.service] == [
        ("Associate Editor", "Journal of Vell Engineering"),
        ("Vell Faculty Senate", None),
        ("Reviewer", "Vell Letters"),
    ]


def test_a_physicians_residency_and_fellowship_under_education() -> None:
    doc = _md(
        "# Ana Vell\n\n## Education & Training\n\n- Fellowship, Surgical Oncology, Vell Cancer Center, Houston, TX, "
        "2013–2015. Program director: Dr. Lionel Asante\n- Residency, General Surgery, Vell Lake Hospitals, Cleveland, "
        "OH, 2006–2013\n- M.D., Vell University School of Medicine, 2006\n"
    )
    assert [(d.degree, d.field, d.institution, list(d.advisors)) for d in doc.education] == [
        ("Fellowship", "Surgical Oncology", "Vell Cancer Center", []),
        ("Residency", "General Surgery", "Vell Lake Hospitals", []),
        ("M.D.", None, "Vell University School of Medicine", []),
    ]


def test_a_french_cv_posts_and_degrees() -> None:
    doc = _md(
        "# Élodie Vell\n\n## Postes occupés\n\n- **Depuis sept. 2016** -- Maîtresse de conférences (section CNU 07), "
        "Université Vell\n- **2014--2016** -- Post-doctorante, Laboratoire Parole et Vell, Aix-en-Provence\n"
        "- **Printemps 2012** -- Chercheuse invitée, University of Vell\n\n## Formation\n\n"
        "- **2021** -- Habilitation à diriger des recherches (HDR), Université Vell. Garante : Pr. Anne Kerbrat.\n"
        "- **2009--2013** -- Doctorat en sciences du langage, Université Vell. Thèse : *La prosodie*. Direction : "
        "Mme Jacqueline Ferrandou et M. Luca Orsenigo.\n"
    )
    assert [(p.title, p.organization, p.kind.value) for p in doc.positions] == [
        ("Maîtresse de conférences", "Université Vell", "job"),
        ("Post-doctorante", "Laboratoire Parole et Vell", "postdoc"),
        ("Chercheuse invitée", "University of Vell", "job"),
    ]
    assert [(d.degree, list(d.advisors), d.dissertation) for d in doc.education] == [
        ("Habilitation à diriger des recherches (HDR)", ["Anne Kerbrat"], None),
        ("Doctorat", ["Jacqueline Ferrandou", "Luca Orsenigo"], "La prosodie"),
    ]


def test_a_german_lebenslauf() -> None:
    doc = _md(
        "# Katharina Vell\n\n## Berufserfahrung\n\n04/2021 – heute, Nachwuchsgruppenleiterin\nInstitut für Vell, "
        "Technische Universität Vell, Dresden\n03/2012 – 08/2012, Praktikantin (Entwicklung)\nVell Antriebstechnik "
        "GmbH, Stuttgart\n\n## Ausbildung\n\n10/2013 – 12/2018, Promotion (Dr.-Ing.), Maschinenbau\nRWTH Aachen, "
        "Betreuer: Prof. Dr.-Ing. Ulrich Vell\nDissertation: *Ermüdung von Gittern* (summa cum laude)\n"
    )
    assert [(p.title, p.kind.value) for p in doc.positions] == [
        ("Nachwuchsgruppenleiterin", "job"),
        ("Praktikantin (Entwicklung)", "internship"),
    ]
    (degree,) = doc.education
    assert (degree.institution, list(degree.advisors), degree.dissertation) == (
        "RWTH Aachen", ["Ulrich Vell"], "Ermüdung von Gittern"
    )


@pytest.mark.parametrize(
    ("line", "venue", "year", "notes"),
    [
        ("Vell, M.; **Lund, K.**: Ein Leitfaden. In: *Konstruktion* 74 (2022) 9, S. 66–72.", "Konstruktion", 2022,
         ("pages 66-72", "volume 74", "issue 9")),
        ("**Lund, K.**; Vell, D.: Porosity in LPBF (eingereicht bei *Journal of Vell Technology*, 2024).",
         "Journal of Vell Technology", 2024, ("submitted to Journal of Vell Technology, 2024",)),
        ("Vell, A. (2021). Tango y radio. *Boletín Vell*, 62. En prensa.", "Boletín Vell", 2021,
         ("in press", "volume 62")),
        # a status alone after the journal, and a revision at a named journal, in German
        ("Vell, M.; Lund, K. Loom Beds: A Perspective. *Vell Chemistry*, eingereicht.", "Vell Chemistry", None,
         ("submitted",)),
        ("M. Vell, K. Lund, “Loom fluctuations,” in Revision bei Vell Communications (2025).", "Vell Communications",
         2025, ("in revision at Vell Communications",)),
        ("Vell, A. (2024). Les métiers à tisser. *Revue de Vell*, soumis.", "Revue de Vell", 2024, ("submitted",)),
    ],
)
def test_german_and_spanish_references(line: str, venue: str, year: int, notes: tuple) -> None:
    c = parse_citation([line])
    assert (c.venue, c.year, c.notes) == (venue, year, notes)


def test_vancouver_brackets_after_the_journal_a_bracketed_dissertation_and_a_group_before_its_people() -> None:
    doc = _md(
        "# Ana Vell\n\n## Publications\n\n**Journal articles**\n\n"
        "1. Vell T, Lund MO. Pragmatic trials in looms. Epidemiol Rev. 2020;42(1):33-47. [Invited review]\n"
        "2. Vell T. Loom uptake in rural towns. [Dissertation]. Vell University; 2014.\n\n"
        "**Reports & commentaries**\n\n"
        "3. Vell T. Why looms matter. Am J Public Health. 2022;112(S4):S370-S371. [Editorial]\n"
        "4. Georgia Department of Looms, Vell T. Georgia Loom Report 2021. Atlanta: GDL; 2022.\n"
    )
    assert [(p.authors, p.venue, p.kind.value) for p in doc.publications] == [
        (("Vell T", "Lund MO"), "Epidemiol Rev", "journal"),
        (("Vell T",), "Vell University", "thesis"),
        (("Vell T",), "Am J Public Health", "journal"),
        (("Georgia Department of Looms", "Vell T"), "GDL", "book"),
    ]


def test_a_note_on_who_took_a_course_is_no_part_of_its_name() -> None:
    doc = _md(
        "# Ana Vell\n\n## Teaching\n\n- Pricing Looms (MBA elective), Fall 2021\n- Loom Models (PhD), Spring 2022\n"
    )
    assert [t.course for t in doc.teaching] == ["Pricing Looms", "Loom Models"]


def test_chicago_repeated_author_dashes_and_one_inverted_name_with_its_initial() -> None:
    doc = _md(
        "# Tobias Vell\n\n## Publications\n\n- Vell, Tobias R. *Brokers of the Sea*. Cambridge, MA: Vell University "
        "Press, 2011.\n- ———. *The Ledger and the Lantern*. Chicago: University of Vell Press, 2018.\n"
        "- ———. Review of *Harbours of Empire*, by Hélène Lund. *English Vell Review* 132 (2017): 1201–1203.\n"
    )
    assert [(p.authors, p.title) for p in doc.publications] == [
        (("Vell, Tobias R.",), "Brokers of the Sea"),
        (("Vell, Tobias R.",), "The Ledger and the Lantern"),
        (("Vell, Tobias R.",), "Review of Harbours of Empire, by Hélène Lund"),
    ]


def test_amsrefs_identifier_macros_print_as_identifiers() -> None:
    doc = _tex(
        "\\documentclass{amsart}\\begin{document}\n\\section*{Publications}\n\\begin{enumerate}\n"
        "\\item M. Vell and I. Lund, \\emph{Cubulating loom groups}, J. Topol. \\textbf{16} (2023), no. 2, 611--659. "
        "\\MR{4589203}\n\\item I. Lund, \\emph{Rigidity of looms}, submitted. \\arxiv{2307.04418}\n"
        "\\end{enumerate}\n\\end{document}\n"
    )
    assert [(p.venue, p.kind.value) for p in doc.publications] == [
        ("J. Topol.", "journal"),
        ("arXiv:2307.04418", "preprint"),
    ]


def test_cross_listed_codes_italian_school_years_award_brackets_and_a_closing_legend() -> None:
    doc = _md(
        "# Ana Vell\n\n## Teaching\n\n- BIOL 480/680 Island Looms, Spring 2021\n- Farmacologia clinica, A.A. "
        "2022/23\n\n## Publications\n\n- Vell A, Lund K. Loom networks. Ecology Letters 23. 2020. (ESA Vell Award)\n"
        "- A. Vell and K. Lund. Gradual looms. In PLDI 2025. †: equal contribution\n"
    )
    assert [(t.course, t.code, t.term) for t in doc.teaching] == [
        ("Island Looms", "BIOL 480/680", "Spring 2021"),
        ("Farmacologia clinica", None, "A.A. 2022/23"),
    ]
    assert [(p.venue, p.notes) for p in doc.publications] == [
        ("Ecology Letters", ("ESA Vell Award", "volume 23")),
        ("PLDI", ()),
    ]


def test_terms_on_the_line_below_their_course_and_a_talks_year_from_its_event() -> None:
    doc = _tex(
        "\\documentclass{article}\\begin{document}\n\\section*{Teaching}\n"
        "GSI, EECS 490 Programming Looms \\\\ \\textit{(Winter 2022, Fall 2023)}\\\\\n"
        "GSI, EECS 183 Elementary Looms \\\\ \\textit{(Fall 2021)}\n\n\\section*{Talks}\n\\begin{itemize}\n"
        "\\item \\emph{Verified Loom Compilation}, PLDI 2023, Orlando\n\\end{itemize}\n\\end{document}\n"
    )
    assert [(t.code, t.term) for t in doc.teaching] == [
        ("EECS 490", "Winter 2022"), ("EECS 490", "Fall 2023"), ("EECS 183", "Fall 2021")
    ]
    assert [(t.host, t.date.iso()) for t in doc.talks] == [("PLDI 2023, Orlando", "2023")]


def test_a_miscellaneous_section_gives_its_prizes_service_and_examinations() -> None:
    doc = _md(
        "# Ana Vell\n\n**6. OTROS MÉRITOS**\n\n- Premio a la Excelencia Docente, Universidad de Vell, 2020.\n"
        "- Miembro del Consejo Editorial de *Revista de Vell* (2019–actualidad).\n"
        "- Evaluadora de la Agencia Vell de Investigación (AVI), 2021.\n- Sexenios de investigación: 2.\n"
    )
    assert [(a.name, a.period.label()) for a in doc.awards] == [
        ("Premio a la Excelencia Docente, Universidad de Vell", 2020)
    ]
    assert [(s.role, s.venue) for s in doc.service] == [
        ("Miembro del Consejo Editorial", "Revista de Vell"),
        ("Evaluadora", "Agencia Vell de Investigación (AVI)"),
    ]


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("# Dr. Kavitha Padmanabhan Vell, MD, DM", "Kavitha Padmanabhan Vell"),
        ("**Dra. María Inmaculada Vell Castañeda**", "María Inmaculada Vell Castañeda"),
        ("# Dr.-Ing. Katharina Vell", "Katharina Vell"),
        ("# Dott.ssa Giulia Vell-Bellandi", "Giulia Vell-Bellandi"),
    ],
)
def test_the_subjects_name_without_titles_before_or_after_it(line: str, name: str) -> None:
    doc = _md(f"**CURRICULUM VITAE**\n\n{line}\n\nvell@example.org\n\n## Education\n\n- PhD, University of Vell, 2010")
    assert doc.person.name == name


def test_contacts_in_a_quarto_callout_with_icon_shortcodes_and_a_europass_mobile() -> None:
    doc = _md(
        '---\ntitle: "Maria Vell"\n---\n\n::: {.callout-note appearance="minimal"}\n{{< fa envelope >}} '
        "mvell@up.example.edu · {{< fa globe >}} <https://mvell.quarto.pub> · {{< fa phone >}} (+63) 2 8981 0000\n"
        ":::\n\n## Education\n\n- PhD, University of Vell, 2016\n"
    )
    assert (doc.person.emails, doc.person.homepages) == (("mvell@up.example.edu",), ("https://mvell.quarto.pub",))
    tex = _tex(
        "\\documentclass{europasscv}\n\\ecvname{Vell, Katharina}\n\\ecvmobile{+49 351 555 48 21}\n"
        "\\begin{document}\n\\section*{Berufserfahrung}\nText\n\\end{document}\n"
    )
    assert tex.person.phones == ("+49 351 555 48 21",)


def test_supervision_in_french_spanish_and_a_bold_label_set_off_by_a_dash() -> None:
    doc = _md(
        "# Ana Vell\n\n## Encadrement\n\n- Thèses en cours : Yasmine Vell (depuis 2021, co-direction avec A.-S. Lund)"
        "\n- Thèses soutenues : Clément Vell (2019--2023), aujourd'hui ingénieur de recherche CNRS\n\n## Mentoring\n\n"
        "**Doctoral advisees** — Sizwe Vell (PhD 2022; now Epidemiologist, CDC), Rukayat Lund (current)\n\n"
        "## Jurys de thèse\n\n- Rapporteure, thèse de Manon Vell, Université de Strasbourg, 2024\n"
    )
    assert [(s.name, s.level.value, s.status.value, list(s.co_advisors)) for s in doc.students] == [
        ("Yasmine Vell", "phd", "current", ["A.-S. Lund"]),
        ("Clément Vell", "phd", "past", []),
        ("Sizwe Vell", "phd", "past", []),
        ("Rukayat Lund", "phd", "current", []),
    ]
    assert [(c.name, c.institution) for c in doc.committees] == [("Manon Vell", "Université de Strasbourg")]


def test_course_codes_with_an_ampersand_or_two_closing_letters() -> None:
    doc = _md(
        "# Ana Vell\n\n## Teaching\n\n- S&DS 242: Theory of Looms (Spring 2022)\n"
        "- PHYS 127AL -- Advanced Laboratory (Fall 2019)\n"
    )
    assert [(t.code, t.course) for t in doc.teaching] == [
        ("S&DS 242", "Theory of Looms"), ("PHYS 127AL", "Advanced Laboratory")
    ]


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("2021–2026 NSF CAREER Award DMS-2043117, $420,000 (PI)", "NSF CAREER Award DMS-2043117"),
        ("2014–2017 VELL Insight Grant ($186,000), “Maritime Looms”", "VELL Insight Grant, Maritime Looms"),
    ],
)
def test_an_amount_with_thousands_and_an_amount_in_brackets_go(line: str, name: str) -> None:
    (award,) = _md(f"# Ana Vell\n\n## Grants\n\n- {line}\n").awards
    assert award.name == name
