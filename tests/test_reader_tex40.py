"""What development set 40 showed, tried on invented entries in the same styles: a Friggeri CV's ``\\entry`` holding a
paper ({year}{title}{journal}{authors, volume}), a poster's meeting with its year and town, a workshop paper among
conference proceedings, a medical CV's reviews, case reports, letters and editorials, and a title in its own language
with its English translation in brackets."""

from __future__ import annotations

from cvkg.convert.latex import to_text
from cvkg.extract.citations import parse_citation
from cvkg.extract.venues import clean_venue, kind_from_heading, venue_kind
from cvkg.model import Publication, PublicationKind
from tests.readers import read_tex

_FRIGGERI = r"""\documentclass{friggeri-cv}
\begin{document}
\header{ada}{lund}{weaver}
\section{publications}
\subsection{Journal articles}
\begin{entrylist}
  \entry
    {2021}
    {Warp tension and cloth density: evidence from looms}
    {Journal of Textile History}
    {\textbf{Lund, A.}, Berg, K. M., \& Hale, T. \emph{12}(3), 101--119.}
  \entry
    {in press}
    {Weft faced weaves in the Viking age}
    {Archaeological Textiles Review}
    {Berg, K. M., \& \textbf{Lund, A.}}
\end{entrylist}
\subsection{Conference proceedings}
\begin{entrylist}
  \entry
    {2020}
    {Modelling looms with graphs}
    {Proceedings of the Workshop on Computational Craft (CCW)}
    {\textbf{Lund, A.}, \& Hale, T. 11--19.}
\end{entrylist}
\subsection{Posters}
\begin{entrylist}
  \entry
    {2019}
    {Dyes before the mordant}
    {NESAT 2019, Tallinn}
    {\textbf{Lund, A.}, \& Berg, K. M.}
\end{entrylist}
\section{appointments}
\begin{entrylist}
  \entry
    {2019--2022}
    {Postdoctoral Fellow}
    {University of Bergen}
    {Funded by the Research Council.}
\end{entrylist}
\end{document}
"""


def _papers() -> list[Publication]:
    return list(read_tex(_FRIGGERI).publications)


def test_friggeri_entry_under_publications_becomes_a_citation() -> None:
    """An ``\\entry`` under a heading of publications is set as the APA citation its fields stand for."""
    text = to_text(_FRIGGERI, "cv.tex").text
    assert (
        "**Lund, A.**, Berg, K. M., & Hale, T. (2021). Warp tension and cloth density: evidence from looms. "
        "*Journal of Textile History*, *12*(3), 101–119." in text
    )
    assert "Berg, K. M., & **Lund, A.** (in press). Weft faced weaves in the Viking age." in text
    assert "Postdoctoral Fellow, University of Bergen" in text  # an entry elsewhere keeps its fields


def test_friggeri_papers_are_read_with_their_authors_title_and_venue() -> None:
    """Each paper of a Friggeri CV is one publication, with its authors, title, venue, year and kind."""
    read = {p.title: p for p in _papers()}
    article = read["Warp tension and cloth density: evidence from looms"]
    assert article.authors == ("Lund, A.", "Berg, K. M.", "Hale, T.")
    assert (article.venue, article.year, article.kind) == ("Journal of Textile History", 2021, PublicationKind.JOURNAL)
    pending = read["Weft faced weaves in the Viking age"]
    assert (pending.venue, pending.year) == ("Archaeological Textiles Review", None)
    assert pending.kind is PublicationKind.JOURNAL
    assert read["Dyes before the mordant"].venue == "NESAT"


def test_workshop_paper_under_conference_proceedings_is_a_workshop_paper() -> None:
    """A paper in a workshop's proceedings listed with the conference papers is a workshop paper."""
    read = {p.title: p for p in _papers()}
    assert read["Modelling looms with graphs"].kind is PublicationKind.WORKSHOP


def test_meeting_year_then_place() -> None:
    """A meeting known by its acronym, then its year and where it was held: the year closes the venue's name."""
    assert clean_venue("NESAT 2019, Tallinn") == ("NESAT", 2019, ["place Tallinn"])
    assert clean_venue("CUNY/HSP 2024, Ann Arbor") == ("CUNY/HSP", 2024, ["place Ann Arbor"])
    assert clean_venue("AMLaP 2019, Moscow., 2019")[0] == "AMLaP"  # APA's year, moved behind the venue


def test_sentence_end_after_an_acronym_parts_title_from_journal() -> None:
    """A title ending in an acronym ("ERPs.") ends there, before a journal whose name holds commas."""
    found = parse_citation(
        ["Lund, A., & Hale, T. (2022). Weaving rhythm: evidence from ERPs. *Language, Craft and Mind*, *37*(6), 71–80."]
    )
    assert found is not None
    assert (found.title, found.venue) == ("Weaving rhythm: evidence from ERPs", "Language, Craft and Mind")


def test_medical_headings_of_other_writing() -> None:
    """Case reports, letters and editorials are no research articles; a journal named so stays a journal."""
    for heading in ("Case Reports", "Letters and Editorials", "Letters to the Editor", "Editorials"):
        assert kind_from_heading(heading) is PublicationKind.OTHER, heading
    assert kind_from_heading("Letters") is PublicationKind.JOURNAL
    assert venue_kind("Chemical Reviews") is PublicationKind.JOURNAL
    assert venue_kind("BMJ Case Reports") is PublicationKind.JOURNAL


def test_title_with_its_english_translation_in_brackets() -> None:
    """NLM's original title with the English in brackets after it: the title as printed, the translation a note."""
    found = parse_citation(
        ["Lund A, Berg K. Tkactwo w epoce wikingów [Weaving in the Viking age: looms, dyes and the trade in cloth]. "
         "Przegl Archeol. "
         "2010;29(4):210-214."]
    )  # fmt: skip
    assert found is not None
    assert found.title == "Tkactwo w epoce wikingów"
    assert "English title: Weaving in the Viking age: looms, dyes and the trade in cloth" in found.notes


def test_entry_whose_authors_come_first_is_left_alone() -> None:
    """A macro whose authors come first already is no Friggeri paper: a title in the form of a name stays."""
    from cvkg.convert.latex_text import entry_citation

    assert entry_citation(["Lee, A., and Ng, B.", "2023", "Penalized G-estimation of regimes", "Statistics"]) is None


def test_talks_in_a_pdf_year_column_with_hanging_lines() -> None:
    """``pdftotext -layout`` talks: a year column, the date below the talk, a word broken at the line's end, a title
    that asks and one that a known title opens."""
    from cvkg.extract.sections import Section, SectionKind
    from cvkg.extract.talks import talks
    from cvkg.model import SourceDocument

    lines = [
        "- 2023    Weaving by numbers: a new loom? GI Grand Rounds, Emory University, Atlanta, GA.",
        "        Sept 2023.",
        "- 2022    Weaving by numbers for the practising weaver. Division of Textiles, Uni-",
        "        versity of Bergen, Bergen, Norway. Feb 2022.",
        "- 2021    Dyes in 2021. Textile Society Annual Meeting, Oslo, Norway. Oct 2021.",
    ]
    section = Section(SectionKind.TALKS, ("Invited Presentations",), list(enumerate(lines, 1)))
    doc = SourceDocument("cv.md", "text/markdown", "\n".join(lines), "")
    read = [(t.title, t.host, str(t.date)) for t in talks(section, doc, known_titles=["Weaving by numbers"])]
    assert [r[0] for r in read] == [
        "Weaving by numbers: a new loom?", "Weaving by numbers for the practising weaver", "Dyes in 2021"
    ]
    assert read[0][1].startswith("GI Grand Rounds, Emory University")
    assert "University of Bergen" in read[1][1]
    assert read[0][2] == "PartialDate(year=2023, month=9, day=None)"
