"""Humanities and law CVs at stop 25, tried on invented entries: a law CV's Bluebook books whose small capitals the
converter drops, their editions and statuses, amicus briefs, testimony before a legislature, a blog post dated to the
minute, a research paper series, unsigned OSCOLA articles; a history CV's book under contract (in a bracket, or
still in progress with a plan for it), an imprint naming two towns, and co-editors named after the imprint."""

from __future__ import annotations

import pytest

from cvkg.export import to_layout
from cvkg.extract.chapters import without_publisher_sentence
from cvkg.extract.citations import parse_citation
from tests.readers import read_tex

_LAW_CV = r"""\documentclass[11pt]{article}
\begin{document}
\begin{center}{\LARGE\textsc{Rosalind T. Farrow}}\\ Professor of Law\\ rfarrow@law.example.edu\end{center}
\section{Publications}
\subsection{Books}
\begin{itemize}
\item \textsc{Tidal Commons: Coastal Property and the Public Trust} (Harvard Univ. Press 2020).
\item \textsc{Easements in Motion} (Oxford Univ. Press, 2d ed. 2022).
\item \textsc{Coastal Law: Cases and Materials} (Wolters Kluwer, 3d ed. forthcoming 2026) (with Emil Sandoval).
\item \textit{Shoreline Takings} (Yale Univ. Press 2017).
\end{itemize}
\subsection{Amicus Briefs}
\begin{itemize}
\item Brief of Property Law Professors as Amici Curiae in Support of Respondents, \textit{Marlow v. Town of Greyhaven},
  No. 22-418 (U.S. filed Jan. 9, 2023) (counsel of record; with Emil Sandoval).
\item Brief for Coastal Scholars as Amici Curiae Supporting Petitioners, \textit{Ostrander Holdings, LLC v. Dep't of
  Env't}, No. B-311 (Me. 2021).
\end{itemize}
\subsection{Testimony}
\begin{itemize}
\item \textit{Rebuilding the Shore: Hearing Before the H. Comm. on Nat. Res.}, 117th Cong. (2022) (statement of
  Rosalind T. Farrow).
\end{itemize}
\subsection{Shorter Works}
\begin{itemize}
\item \textit{What the Dune Cases Mean}, \textsc{Jurist} (May 2, 2023, 10:41 AM), \url{https://example.org/dune}.
\end{itemize}
\subsection{Works in Progress}
\begin{itemize}
\item \textit{Remedies for Eroding Land} (Greyhaven L. Sch. Legal Stud. Rsch. Paper No. 23-07, 2023).
\end{itemize}
\end{document}
"""

_OSCOLA_CV = r"""\documentclass[11pt]{article}
\begin{document}
\begin{center}{\LARGE Imogen Radcliffe}\\ Lecturer in Law\\ i.radcliffe@law.example.ac.uk\end{center}
\section{Publications}
\begin{itemize}
\item `Riparian Owners and the Common Law of Flooding' (2019) 135 LQR 411.
\item `Trusts of Land after the Pandemic' [2021] CLJ 77 (with Tobias Ellery).
\end{itemize}
\end{document}
"""

_HISTORY_CV = r"""\documentclass[11pt]{moderncv}
\moderncvstyle{classic}
\name{Odile}{Marchbank}
\email{omarchbank@example.edu}
\begin{document}
\makecvtitle
\section{Publications}
\subsection{Books}
\cventry{2016}{\emph{Cod and Credit: Fishing Families of the Gulf, 1700--1790}}{McGill-Queen's University Press}
  {Montreal and Kingston}{}{}
\cventry{in progress}{\textit{The Harbourmaster's Daughters, 1720--1800}}
  {under contract with Princeton University Press}{}{}{Manuscript to be submitted spring 2026}
\subsection{Work in Progress}
\cvitem{}{``Salt Courts of the Gulf: Law and Fisheries in New France''
  (book manuscript, under contract with Cornell University Press)}
\end{document}
"""


def _papers(source: str) -> dict[str, dict]:
    return {p["title"]: p for p in to_layout(read_tex(source))["publications"]}


@pytest.fixture(scope="module")
def law() -> dict[str, dict]:
    return _papers(_LAW_CV)


def test_a_bluebook_book_in_small_capitals_is_read(law: dict[str, dict]) -> None:
    book = law["Tidal Commons: Coastal Property and the Public Trust"]
    assert (book["authors"], book["venue"], book["year"], book["kind"]) == (
        ["Rosalind T. Farrow"], "Harvard Univ. Press", 2020, "other")


def test_an_abbreviated_press_keeps_its_press(law: dict[str, dict]) -> None:
    assert law["Shoreline Takings"]["venue"] == "Yale Univ. Press"
    assert without_publisher_sentence("Cornell Univ. Press") == "Cornell Univ. Press"


def test_a_bluebook_book_edition_and_status_leave_the_publisher(law: dict[str, dict]) -> None:
    assert law["Easements in Motion"]["venue"] == "Oxford Univ. Press"
    casebook = law["Coastal Law: Cases and Materials"]
    assert (casebook["authors"], casebook["venue"], casebook["year"], casebook["kind"]) == (
        ["Rosalind T. Farrow", "Emil Sandoval"], "Wolters Kluwer", 2026, "other")
    assert "forthcoming" in casebook["notes"]


def test_an_amicus_brief_is_filed_in_its_case(law: dict[str, dict]) -> None:
    brief = law["Brief of Property Law Professors as Amici Curiae in Support of Respondents"]
    assert (brief["authors"], brief["venue"], brief["year"], brief["kind"]) == (
        ["Rosalind T. Farrow", "Emil Sandoval"], "Marlow v. Town of Greyhaven", 2023, "other")
    other = law["Brief for Coastal Scholars as Amici Curiae Supporting Petitioners"]
    case = "Ostrander Holdings, LLC v. Dep't of Env't"
    assert (other["venue"], other["year"], other["kind"]) == (case, 2021, "other")


def test_testimony_is_given_before_a_legislature(law: dict[str, dict]) -> None:
    # (the period an abbreviation closes the title or the venue with is the scorer's to ignore)
    hearing = law["Rebuilding the Shore: Hearing Before the H. Comm. on Nat. Res"]
    assert (hearing["venue"].rstrip("."), hearing["year"], hearing["kind"]) == ("117th Cong", 2022, "other")
    assert "testimony" in hearing["notes"]


def test_a_blog_post_dated_to_the_minute_keeps_its_blog(law: dict[str, dict]) -> None:
    post = law["What the Dune Cases Mean"]
    assert (post["venue"], post["year"], post["kind"]) == ("Jurist", 2023, "other")


def test_a_research_paper_number_makes_a_working_paper(law: dict[str, dict]) -> None:
    assert law["Remedies for Eroding Land"]["kind"] == "preprint"


def test_an_unsigned_oscola_article_is_the_subjects() -> None:
    papers = _papers(_OSCOLA_CV)
    first = papers["Riparian Owners and the Common Law of Flooding"]
    assert (first["authors"], first["venue"], first["year"], first["kind"]) == (
        ["Imogen Radcliffe"], "LQR", 2019, "journal")
    second = papers["Trusts of Land after the Pandemic"]
    assert (second["authors"], second["venue"], second["year"], second["kind"]) == (
        ["Imogen Radcliffe", "Tobias Ellery"], "CLJ", 2021, "journal")


@pytest.fixture(scope="module")
def history() -> dict[str, dict]:
    return _papers(_HISTORY_CV)


def test_an_imprint_of_two_towns_leaves_the_press(history: dict[str, dict]) -> None:
    book = history["Cod and Credit: Fishing Families of the Gulf, 1700–1790"]
    assert (book["venue"], book["year"], book["kind"]) == ("McGill-Queen's University Press", 2016, "other")


def test_a_book_under_contract_in_progress_is_a_book_with_no_year(history: dict[str, dict]) -> None:
    book = history["The Harbourmaster's Daughters, 1720–1800"]
    assert (book["venue"], book["year"], book["kind"]) == ("Princeton University Press", None, "other")


def test_a_book_manuscript_under_contract_in_a_bracket(history: dict[str, dict]) -> None:
    book = history["Salt Courts of the Gulf: Law and Fisheries in New France"]
    assert (book["venue"], book["year"], book["kind"]) == ("Cornell University Press", None, "other")


def test_co_editors_named_after_the_imprint() -> None:
    found = parse_citation(["“*Harbours of Paper: Port Records in the Atlantic*.” Leiden: Brill, 2018.",
                            "co-edited with Yannick Desrosiers"])
    assert found is not None and found.authors == ("Yannick Desrosiers",)
    assert (found.venue, found.year, found.subject_first) == ("Brill", 2018, True)


def test_a_law_review_book_review_names_what_it_reviews_in_its_notes() -> None:
    raw = "Book Review, *Salt Marsh Rules* (reviewing Anna Ruskin, Wetlands (2019)), 118 Mich. L. Rev. 1001 (2020)."
    found = parse_citation([raw])
    assert found is not None
    assert (found.title, found.venue, found.year) == ("Salt Marsh Rules", "Mich. L. Rev.", 2020)
    assert found.kind.value == "other"
    assert "reviewing Anna Ruskin, Wetlands (2019)" in found.notes


def test_an_exhibition_catalogue_from_a_town_with_a_particle_gives_its_museum() -> None:
    found = parse_citation(["Lindqvist, Maren, and Otto Braun, eds. *Glass Houses: Modern Architecture on the Elbe, "
                            "1920–1960*. Exh. cat. Halle an der Saale: Kunstmuseum Moritzburg, 2020."])
    assert found is not None
    assert (found.venue, found.year, found.kind.value) == ("Kunstmuseum Moritzburg", 2020, "book")


def test_a_moderncv_volume_names_its_co_editors_in_the_description() -> None:
    source = r"""\documentclass[11pt]{moderncv}
\moderncvstyle{oldstyle}
\name{Odile}{Marchbank}
\begin{document}
\makecvtitle
\section{Publications}
\subsection{Edited Volumes}
\cventry{2018}{\emph{Harbours of Paper: Port Records in the Atlantic}}{Brill}{Leiden}{}
  {co-edited with Yannick Desrosiers}
\end{document}
"""
    volume = _papers(source)["Harbours of Paper: Port Records in the Atlantic"]
    assert volume["authors"] == ["Odile Marchbank", "Yannick Desrosiers"]
    assert (volume["venue"], volume["year"]) == ("Brill", 2018)


def test_an_article_in_preparation_is_no_journals_paper_yet() -> None:
    source = r"""\documentclass[11pt]{moderncv}
\moderncvstyle{fancy}
\name{Odile}{Marchbank}
\begin{document}
\makecvtitle
\section{Works in Progress}
\cvitem{Article}{``Salt Taxes and the Coastal Poor in Brittany.'' In preparation.}
\section{Journal Articles}
\cvitem{2025}{``Fishwives before the Admiralty Court.'' Under review.}
\cvitem{2021}{``The Cod Trade in Saint-Malo.'' \textit{French Historical Studies} 44, no.~2 (2021): 211--40.}
\end{document}
"""
    papers = _papers(source)
    assert papers["Salt Taxes and the Coastal Poor in Brittany"]["kind"] == "preprint"
    assert papers["Fishwives before the Admiralty Court"]["kind"] == "preprint"
    assert papers["The Cod Trade in Saint-Malo"]["kind"] == "journal"
