"""Conventions met in development sets 28 and 29: awesome-cv honours named by the award alone, Vancouver author
lists in awesome-cv entries, a patent's stage and a chapter's kind in brackets, an entry with a date column that
no heading is, Portuguese editorial work. People and papers are invented."""

from __future__ import annotations

from cvkg.convert.latex import to_text
from cvkg.extract import text
from cvkg.extract.citations import parse_citation
from cvkg.model import PublicationKind as Kind
from cvkg.model import SourceDocument
from tests.readers import read_tex

_AWESOME = r"""\documentclass[11pt, a4paper]{awesome-cv}
\name{Kari}{Lund}
\begin{document}
"""


def _awesome(body: str):
    return read_tex(_AWESOME + body + "\n\\end{document}\n")


def test_an_honour_is_named_by_the_award_alone_unless_its_name_says_nothing_alone() -> None:
    """``\\cvhonor{award}{event or giver}{place}{date}`` under Honors: the award's own name; a "Finalist" or a
    grant's "Co-Investigator" keeps the event, which names what was won."""
    record = _awesome(r"""\cvsection{Honors \& Grants}
\begin{cvhonors}
  \cvhonor{DFG Research Fellowship}{Deutsche Forschungsgemeinschaft}{Bonn, Germany}{2016}
  \cvhonor{Finalist}{ACM Student Research Competition}{Boston, MA}{2015}
  \cvhonor{Co-Investigator}{Science Foundation Ireland Frontiers for the Future}{Ireland}{2023}
\end{cvhonors}""")
    names = [a.name for a in record.awards]
    assert names[0] == "DFG Research Fellowship"
    assert "ACM Student Research Competition" in names[1] and "Science Foundation Ireland" in names[2]


def test_an_honour_macro_under_another_heading_keeps_both_fields() -> None:
    """awesome-cv's ``\\cvhonor`` set under "Program Committees": the role and the venue, both kept."""
    record = _awesome(r"""\cvsection{Program Committees}
\begin{cvhonors}
  \cvhonor{Program Committee Member}{RECOMB}{}{2024}
\end{cvhonors}""")
    assert [(s.role, s.venue) for s in record.service] == [("Program Committee Member", "RECOMB")]


def test_an_awesome_cv_paper_entry_with_vancouver_names_reads_its_fields() -> None:
    """``\\cventry{Lund K, Vell AB#}{Title}{Journal}{}{2024}{}``: names with run-together initials and a mark are an
    author list, so the entry's fields are the citation's sentences."""
    record = _awesome(r"""\cvsection{Publications}
\begin{cventries}
  \cventry{\textbf{Lund K}, Vell AB\textsuperscript{\#}, Castellano-Duarte M, et al.}
    {Telemetric profiling of apelin agonists in conscious rats}{Br J Pharmacol}{}{2022}{}
\end{cventries}""")
    [paper] = record.publications
    assert (paper.authors, paper.title, paper.venue, paper.year) == (
        ("Lund K", "Vell AB", "Castellano-Duarte M"), "Telemetric profiling of apelin agonists in conscious rats",
        "Br J Pharmacol", 2022,
    )


def test_a_patent_stage_and_a_chapter_sort_in_brackets_are_notes() -> None:
    patent = parse_citation(["Lund K, Vell A. Dual fusion proteins. WO 2024/118352 A1 (application published 2024)."])
    chapter = parse_citation(["Lund K, Vell A. Arrestin assays: a guide. *Methods Mol Biol*. 2020;2132:45–61. "
                              "(book chapter)"])
    assert patent is not None and chapter is not None
    assert (patent.venue, patent.year, patent.kind) == ("WO 2024/118352 A1", 2024, Kind.PATENT)
    assert "application published" in patent.notes
    assert (chapter.venue, chapter.kind) == ("Methods Mol Biol", Kind.BOOK)


def _md(cv: str):
    return text.extract(SourceDocument("cv.md", "text/markdown", cv, ""))


def test_heading_words_with_a_date_column_are_an_entry() -> None:
    """"Graduate Research Fellowship    2014" under Awards: its words are heading words, its date makes it an entry."""
    record = _md("# Kari Lund\n\n## Awards\nGraduate Research Fellowship  2014\nBest Paper Award  2019\n")
    assert [(a.name, a.period.start.year) for a in record.awards] == [
        ("Graduate Research Fellowship", 2014), ("Best Paper Award", 2019)
    ]


def test_portuguese_editorial_activities_are_service() -> None:
    record = _md("# Kari Lund\n\n## Atividades editoriais\nParecerista, Revista Latino-Americana de Enfermagem  2020\n")
    assert [(s.role, s.venue) for s in record.service] == [("Parecerista", "Revista Latino-Americana de Enfermagem")]


def test_a_macro_of_ones_own_that_makes_a_cvitem_reads_as_that_entry() -> None:
    """``\\newcommand{\\paper}[4]{\\cvitem{#1}{#2 ``#3.'' #4}}`` called over two lines: each call is the citation its
    body sets (ASCE's quoted title after the names and year), and the lines below keep their numbers."""
    source = r"""\documentclass{moderncv}
\newcommand{\paper}[4]{\cvitem{#1}{#2 ``#3.'' #4}}
\name{Kari}{Lund}
\begin{document}
\section{Publications}
\paper{[J2]}{Lund, K., and Vell, A. B. (2023).}{Fatigue of welded cover plates}
  {\emph{Eng. Struct.}, 279, 115603.}
\paper{[J1]}{Vell, A. B., and Lund, K. (2021).}{Self-centering bridge piers}{\emph{J. Struct. Eng.}, 148(2), 04021250.}
\section{Teaching}
\cvitem{2022}{CEE 3404 Structural Analysis}
\end{document}
"""
    record, origins = read_tex(source), to_text(source, "cv.tex").origins
    found = {p.title: (p.authors, p.venue, p.year, origins[p.span.line - 1]) for p in record.publications}
    assert found == {
        "Fatigue of welded cover plates": (("Lund, K.", "Vell, A. B."), "Eng. Struct.", 2023, 6),
        "Self-centering bridge piers": (("Vell, A. B.", "Lund, K."), "J. Struct. Eng.", 2021, 8),
    }
    assert [origins[c.span.line - 1] for c in record.teaching] == [10]


def test_ama_meeting_abstracts_and_posted_preprints_keep_the_meeting_or_server_alone() -> None:
    """AMA's "Meeting; days, year; place. Poster 612." and "*medRxiv*. Preprint posted online Feb 12, 2025.": the
    meeting or the server is the venue; a poster's label gives its kind."""
    poster = parse_citation(["Lund K, Vell A. Tenofovir in adolescents. Conference on Retroviruses and Opportunistic "
                             "Infections (CROI); March 6–10, 2021; virtual. Poster 612."])
    abstract = parse_citation(["Lund K, Vell A. Hypertension in young adults. AIDS 2022: 24th International AIDS "
                               "Conference; July 29–August 2, 2022; Montreal, Canada. Abstract EPB0213."])
    preprint = parse_citation(["Lund K, Vell A. Dolutegravir and weight gain. *medRxiv*. Preprint posted online "
                               "February 12, 2025. doi:10.1101/2025.02.11.25322104"])
    assert poster is not None and abstract is not None and preprint is not None
    assert (poster.venue, poster.year, poster.kind) == (
        "Conference on Retroviruses and Opportunistic Infections (CROI)", 2021, Kind.POSTER
    )
    assert (abstract.venue, abstract.year) == ("AIDS: 24th International AIDS Conference", 2022)
    assert (preprint.venue, preprint.year, preprint.kind) == ("medRxiv", 2025, Kind.PREPRINT)


def test_an_edited_volume_or_a_two_given_names_lead_opens_an_entry_of_an_unmarked_author_date_list() -> None:
    """Chicago author-date lines one after another: "Lund, Kari, and Ana Roy, eds. 2018." and "Vell, Ana Belén,
    and Kari Lund. 2016." open entries of their own, so the book above keeps its publisher."""
    record = _md("""# Kari Lund

## Publications
Lund, Kari. 2022. *Mountains of Water: Irrigation in the Andes*. Durham, NC: Duke University Press.
Lund, Kari, and Ana Roy, eds. 2018. *Andean Waterscapes: Law and Life*. Lima: Instituto de Estudios Peruanos.
Lund, Kari. 2017. "Toxic Abundance." *Environment and Society* 8: 66–85.
Vell, Ana Belén, and Kari Lund. 2016. "Water Defense." *Latin American Perspectives* 43 (5): 141–57.
Lund, Kari. 2015. "Water Judges." *PoLAR* 38 (1): 88–107.
""")
    found = {p.title: p.venue for p in record.publications}
    assert found["Mountains of Water: Irrigation in the Andes"] == "Duke University Press"
    assert found["Toxic Abundance"] == "Environment and Society"
    assert found["Water Judges"] == "PoLAR"


def test_nlm_meeting_and_chapter_imprints_keep_the_meeting_and_the_book() -> None:
    """Vancouver (NLM): "Meeting; 2021 Sep 29-Oct 3; virtual." and a chapter "In: Eds, editors. Book 2023 Book 2:
    Part. Lenexa (KS): Publisher; 2023. p. 89-112.": the meeting, and the book without its year or imprint."""
    meeting = parse_citation(["Lund K, Vell A. Target attainment in obesity. IDWeek; 2021 Sep 29-Oct 3; virtual."])
    chapter = parse_citation(["Lund K. Bone and joint infections. In: Roy JL, Birch P, editors. Self-assessment "
                              "program (SAP) 2023 Book 2: Infections. Lenexa (KS): American College of Clinical "
                              "Pharmacy; 2023. p. 89-112."])
    assert meeting is not None and chapter is not None
    assert (meeting.venue, meeting.year) == ("IDWeek", 2021)
    assert (chapter.venue, chapter.year) == ("Self-assessment program (SAP) Book 2: Infections", 2023)


def test_a_compounds_own_hyphen_at_a_line_break_stays() -> None:
    from cvkg.extract.layout import unhyphenate

    assert unhyphenate(["area-under-the-", "curve dosing", "a single-", "centre study", "penicil-", "lins"]) == [
        "area-under-the-curve dosing", "a single-centre study", "penicillins"
    ]


def test_a_titles_own_in_is_no_chapters_lead() -> None:
    """"Opera and Power in Gustavian Sweden. University of Chicago Press, 2026.": a monograph, its publisher the
    venue."""
    found = parse_citation(["Lund, Kari. The King's Ears: Opera and Power in Gustavian Sweden. University of Chicago "
                            "Press, 2026. Forthcoming."])
    assert found is not None
    assert (found.title, found.venue, found.year) == (
        "The King's Ears: Opera and Power in Gustavian Sweden", "University of Chicago Press", 2026
    )


def test_headings_of_conference_participation_and_translations() -> None:
    from cvkg.extract.sections import SectionKind, heading_kind

    assert heading_kind("Conference Participation") is SectionKind.TALKS
    assert heading_kind("Roundtables") is SectionKind.TALKS
    assert heading_kind("Reviews and Translations") is SectionKind.PUBLICATIONS


def test_a_meeting_abstract_in_a_journal_supplement_takes_the_journal() -> None:
    """"Oral presentation, ASH Annual Meeting, December 2023. *Blood*. 2023;142(Suppl 1):58.": the journal that
    printed the abstract is the venue, the meeting a note; the label gives the kind."""
    oral = parse_citation(["Lund K, Vell A. IL-1 blockade in clonal haematopoiesis. Oral presentation, ASH Annual "
                           "Meeting, San Diego, CA, December 2023. *Blood*. 2023;142(Suppl 1):58."])
    poster = parse_citation(["Lund K, Vell A. Clonal trajectories after transplant. Poster, ASCO Annual Meeting 2022. "
                             "*J Clin Oncol*. 2022;40(16_suppl):7021."])
    editorial = parse_citation(["Lund K. Anakinra in myeloid neoplasia: hype or hope? *Blood*. 2024;144(3):245-246. "
                                "(Editorial commentary)"])
    assert oral is not None and poster is not None and editorial is not None
    assert (oral.venue, oral.year, oral.kind) == ("Blood", 2023, Kind.CONFERENCE)
    assert (poster.venue, poster.kind) == ("J Clin Oncol", Kind.POSTER)
    assert editorial.venue == "Blood"


def test_a_labelled_entry_after_author_date_ones_is_an_entry_of_its_own() -> None:
    """Elsevier's author-date lines, then "Submitted: A, B. Title. Submitted to J (2025)." and "Book chapters: A,
    2021. Title, in: Book": each label opens an entry, not the end of the one above."""
    record = _md("""# Kari Lund

## Publications
Lund, K., Vell, A., 2019. Winter cover crops and soil carbon accrual. Eur. J. Agron. 109, 125918.
Lund, K., Roy, A., 2017. Soil organic carbon stocks after no-till. Ital. J. Agron. 12, 923.
Submitted: Lund, K., Birch, T. Carbon farming credits and yield trade-offs. Submitted to Agricultural Systems (2025).
Book chapters: Roy, A., Lund, K., 2021. Conservation agriculture in Italy, in: Kassam, A. (Ed.), Advances in\
Conservation Agriculture, Vol. 3. Burleigh Dodds, Cambridge, pp. 401–428.
""")
    found = {p.title: p.venue for p in record.publications}
    assert found["Soil organic carbon stocks after no-till"] == "Ital. J. Agron."
    assert found["Carbon farming credits and yield trade-offs"] == "Agricultural Systems"
    assert "Conservation agriculture in Italy" in found


def test_co_authors_closing_a_quoted_titles_line_above_the_venue() -> None:
    """Economists: "“Title” (Job Market Paper), with Neha Lee" over "NBER Working Paper No. 31877, 2023.": the
    subject first, the co-author after, the series the venue."""
    found = parse_citation(["“Monopsony and the Informal Sector” (Job Market Paper), with Neha Lee",
                            "    NBER Working Paper No. 31877, 2023. Revise & Resubmit, American Economic Review."])
    assert found is not None
    assert (found.authors, found.subject_first, found.title, found.venue) == (
        ("Neha Lee",), True, "Monopsony and the Informal Sector", "NBER Working Paper No. 31877"
    )


def test_a_dissertation_section_under_the_degrees_is_the_doctorates_thesis() -> None:
    """"Dissertation" below Ph.D. and B.A. rows: its title and its committee's chair belong to the doctorate, not
    to the last degree listed."""
    record = read_tex(r"""\documentclass{moderncv}
\name{Kari}{Lund}
\begin{document}
\section{Education}
\cventry{2019}{Ph.D. in History}{Yale University}{New Haven, CT}{}{}
\cventry{2013}{B.A. in History}{University of Oslo}{Oslo}{}{}
\section{Dissertation}
\cvitem{Title}{\textit{Bread and Order: Famine Relief in Early Modern Bergen}}
\cvitem{Committee}{Jane Smith (chair), Robert Jones, Anne Lee}
\cvitem{Description}{How the city organized famine relief between 1690 and 1750, from council records.}
\end{document}
""")
    assert [(d.degree, d.advisors, d.dissertation) for d in record.education] == [
        ("Ph.D.", ("Jane Smith",), "Bread and Order: Famine Relief in Early Modern Bergen"), ("B.A.", (), None)
    ]
    assert record.publications == ()


def test_a_bracket_of_year_and_status_after_the_journal_leaves_no_half_bracket() -> None:
    found = parse_citation(["Lund, K., Vell, A. Title of a paper on soils. Journal of Ecology (2025, in press)."])
    assert found is not None
    assert (found.venue, found.year) == ("Journal of Ecology", 2025)
