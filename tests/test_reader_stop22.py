"""Stop 22: reviews dated by their day, translations, a page's foot that names the subject once, and the Quarto
CVs that keep their entries as R data for typstcv. People and papers are invented."""

from __future__ import annotations

import json

import pytest

from cvkg.export import to_layout
from cvkg.extract import extract
from cvkg.extract.citations import parse_citation
from cvkg.ingest import read_source
from cvkg.model import PublicationKind as Kind


@pytest.mark.parametrize(
    "entry",
    [
        "Rev. of *Rivers of Latium*, by Paolo Venturi. *Bryn Mawr Classical Review*, 2021.09.14.",
        "Review of *Rivers of Latium*, by Paolo Venturi. *H-Net Reviews*, 2021-09-14.",
    ],
)
def test_a_review_dated_by_its_day_is_a_review_in_its_venue(entry: str) -> None:
    found = parse_citation([entry])
    assert found is not None
    assert (found.title.split(",")[0].split(" of ", 1)[1], found.year, found.kind) == (
        "Rivers of Latium", 2021, Kind.OTHER)
    assert found.venue in ("Bryn Mawr Classical Review", "H-Net Reviews")


def test_a_translation_of_another_s_essay_is_kind_other() -> None:
    found = parse_citation(["Trans. of “Il fiume come testimone,” by Giulia Sarto. *Ramus*, vol. 52, 2023, pp. 1–22."])
    assert (found.venue, found.year, found.kind) == ("Ramus", 2023, Kind.OTHER)


def _record(tmp_path, text: str, name: str = "cv.md") -> dict:
    source = tmp_path / name
    source.write_text(text, encoding="utf-8")
    return to_layout(extract(read_source(source)))


def test_a_page_foot_that_names_the_subject_once_is_no_entry(tmp_path) -> None:
    """pymupdf4llm's two-page CV: the footer "Name 2" after the page's rule, seen once, so no repetition tells it."""
    record = _record(tmp_path, "# **Maria L. Fernandes, PhD**\n\n## **Honors and Awards**\n\n"
                     "2023 **Early Career Award**, American Society for Nutrition\n\n-----\n\nMaria L. Fernandes 2\n\n"
                     "2021 Teaching Excellence Award, School of Public Health\n")
    assert [a["name"] for a in record["awards"]] == [
        "Early Career Award", "Teaching Excellence Award"]


def test_a_line_that_merely_starts_with_the_subject_s_name_stays(tmp_path) -> None:
    record = _record(tmp_path, "# Maria Fernandes\n\n## Awards\n\n- 2023 Maria Fernandes Prize 2\n")
    assert [a["name"] for a in record["awards"]] == ["Maria Fernandes Prize 2"]


_TYPSTCV = '''---
title: "CV"
author: Tomás R. Okafor
format: awesomecv-typst
---

## Awards

```{r}
awards <- tibble::tribble(
  ~title, ~date, ~location, ~description,
  "Early Career Award", "2024", "Population Association of America", "",
  "ESRC Doctoral Studentship", "2019-2022", "LSE", ""
)
resume_entry(awards)
```

## Positions

```{r}
tibble::tribble(
  ~start, ~end, ~role, ~where,
  "2023", "present", "Assistant Professor of Demography", "University of Bristol"
)
```
'''


def test_typstcv_resume_entry_rows_read_by_their_default_columns(tmp_path) -> None:
    record = _record(tmp_path, _TYPSTCV, "cv.qmd")
    assert [(a["name"], a["year"]) for a in record["awards"]] == [
        ("Early Career Award", 2024),
        ("ESRC Doctoral Studentship", "2019-2022"),
    ]


def test_a_tribble_with_no_call_sets_its_date_columns_last(tmp_path) -> None:
    record = _record(tmp_path, _TYPSTCV, "cv.qmd")
    [job] = record["positions"]
    assert (job["title"], job["organization"], job["start"], job["end"]) == (
        "Assistant Professor of Demography", "University of Bristol", "2023", "present")


_AWESOME = r"""\documentclass[11pt, a4paper]{awesome-cv}
\name{Priya}{Raghavan}
\begin{document}
\makecvheader
\cvsection{Publications}
\cvsubsection{Journal Articles}
\begin{cventries}
  \cventry{Journal of the American Chemical Society}{Operando XAS of single-atom Pt catalysts}{L. Chen, P. Raghavan}
    {2023}{}
  \cventry{Kinetics of CO2 hydrogenation over Ni--Ga alloys}{\textbf{P. Raghavan}, L. Chen}{ACS Catal. 14, 1123--1135}
    {2024}{}
\end{cventries}
\cvsubsection{Patents}
\begin{cventries}
  \cventry{US Patent 11,234,567 B2}{Catalyst for selective hydrogenation}{P. Raghavan, L. Chen}{Jan. 2023}{}
\end{cventries}
\cvsection{Manuscripts}
\begin{cvhonors}
  \cvhonor{Membrane reactors for hydrogen}{Chem. Eng. J.}{\textbf{P. Raghavan}, M. Ortiz}{2022}
\end{cvhonors}
\cvsection{Honors}
\begin{cvhonors}
  \cvhonor{Best Poster Award}{AIChE Catalysis Division}{Orlando, FL}{2023}
\end{cvhonors}
\end{document}
"""


def test_awesome_cv_papers_in_any_field_order_are_citations(tmp_path) -> None:
    """awesome-cv's \\cventry{position}{title}{location}{date} and \\cvhonor{award}{event}{place}{date} filled with a
    paper's parts in whatever order: the author list is found where it is, and the title told from the venue."""
    record = _record(tmp_path, _AWESOME, "cv.tex")
    found = [(p["authors"], p["title"], p["venue"], p["year"], p["kind"]) for p in record["publications"]]
    assert found == [
        (["L. Chen", "P. Raghavan"], "Operando XAS of single-atom Pt catalysts",
         "Journal of the American Chemical Society", 2023, "journal"),
        (["P. Raghavan", "L. Chen"], "Kinetics of CO2 hydrogenation over Ni–Ga alloys", "ACS Catal.", 2024, "journal"),
        (["P. Raghavan", "L. Chen"], "Catalyst for selective hydrogenation", "US Patent 11,234,567 B2", 2023, "patent"),
        (["P. Raghavan", "M. Ortiz"], "Membrane reactors for hydrogen", "Chem. Eng. J.", 2022, "preprint"),
    ]
    assert [(a["name"], a["year"]) for a in record["awards"]] == [("Best Poster Award", 2023)]


@pytest.mark.parametrize(
    ("entry", "venue"),
    [
        ("Raghavan, P.; Chen, L. Kinetics of Hydrogenation. ACS Catal. 2024, 14, 1123–1135.", "ACS Catal."),
        ("Raghavan, P.; Chen, L. Kinetics of Hydrogenation. Dalton Trans. 48, 11021–11030 (2019).", "Dalton Trans."),
        ("Raghavan P, Chen L. Kinetics of hydrogenation. JAMA Surg. 2020;155(3):201-209.", "JAMA Surg"),
    ],
)
def test_an_acs_abbreviation_keeps_its_period_where_nlm_s_separator_goes(entry: str, venue: str) -> None:
    assert parse_citation([entry]).venue == venue


def test_a_json_resume_journal_field_keeps_its_abbreviation_s_period(tmp_path) -> None:
    record = _record(tmp_path, json.dumps({
        "basics": {"name": "T. J. Wierzbicki"},
        "publications": [{"name": "Dynamic Cu(I) Sites", "journal": "ACS Catal.", "releaseDate": "2024"},
                         {"name": "Ligand Incorporation", "publisher": "Dalton Trans.", "releaseDate": "2014"}],
    }), "cv.json")
    assert [(p["venue"], p["kind"]) for p in record["publications"]] == [
        ("ACS Catal.", "journal"), ("Dalton Trans.", "journal")]


def test_a_europass_row_after_a_row_s_list_of_papers_is_a_paper_of_its_own(tmp_path) -> None:
    record = _record(tmp_path, r"""\documentclass[english,a4paper]{europasscv}
\ecvname{Rossi, Laura}
\begin{document}
\begin{europasscv}
\ecvsection{Publications}
\ecvitem{Journal articles}{\begin{itemize}
\item Rossi, L. (2021). Late antique pottery from Luni. \textit{Archeologia Medievale}, 48, 33--51.
\end{itemize}}
\ecvitem{2020}{Rossi, L. Survey in the Albegna valley. \textit{Papers of the British School at Rome} 88, 2020,
  101--130.}
\end{europasscv}
\end{document}
""", "cv.tex")
    assert [(p["title"], p["venue"], p["year"]) for p in record["publications"]] == [
        ("Late antique pottery from Luni", "Archeologia Medievale", 2021),
        ("Survey in the Albegna valley", "Papers of the British School at Rome", 2020),
    ]


@pytest.mark.parametrize(
    ("entry", "expected"),
    [
        ("Vell, A. B., C. Lund, and D. Birch, 2019: Convective organization over the tropical Atlantic. _J. Atmos. "
         "Sci._, **76**, 1234–1250, https://doi.org/10.1175/JAS-D-18-0123.1.",
         (("Vell, A. B.", "C. Lund", "D. Birch"), "Convective organization over the tropical Atlantic",
          "J. Atmos. Sci.", 2019, Kind.JOURNAL)),
        ("Vell, A. B., and Coauthors, 2022: The field campaign overview. Bull. Amer. Meteor. Soc., 103, E1–E20.",
         (("Vell, A. B.",), "The field campaign overview", "Bull. Amer. Meteor. Soc.", 2022, Kind.JOURNAL)),
        ("Vell, A. B., and C. Lund, 2020: Lake-effect snow forecasting with ensembles. 100th Annual Meeting, "
         "Boston, MA, Amer. Meteor. Soc., 5A.3.",
         (("Vell, A. B.", "C. Lund"), "Lake-effect snow forecasting with ensembles", "100th Annual Meeting", 2020,
          Kind.CONFERENCE)),
        ("Vell, A. B., 2024: Cloud feedbacks in a warming climate. _J. Climate_, submitted.",
         (("Vell, A. B.",), "Cloud feedbacks in a warming climate", "J. Climate", 2024, Kind.PREPRINT)),
    ],
)
def test_the_american_meteorological_society_s_references(entry: str, expected: tuple) -> None:
    """AMS: the year after the names and a colon; "and Coauthors" for more than eight; a meeting's society goes."""
    found = parse_citation([entry])
    assert (found.authors, found.title, found.venue, found.year, found.kind) == expected


_LAW_CV = r"""\documentclass{article}
\begin{document}
\begin{center}{\Large Miriam K. Osei}\\ Professor of Law\end{center}
\section*{Publications}
\subsection*{Articles}
\begin{itemize}
\item \textit{The Fiduciary Turn in Corporate Law}, 98 N.Y.U. L. Rev. 1123 (2023).
\item \textit{Algorithmic Discrimination and the Law}, 101 Tex. L. Rev. 455 (2022) (with Jane Roe).
\item \textit{Courts and Clocks}, 99 Va. L. Rev. (forthcoming 2025).
\end{itemize}
\subsection*{Books and Chapters}
\begin{itemize}
\item \textit{The Regulatory State} (Oxford University Press 2021).
\item \textit{Regulating Platforms}, \textit{in} The Cambridge Handbook of Platform Law 45 (Jane Roe ed., 2022).
\end{itemize}
\subsection*{Shorter Works}
\begin{itemize}
\item \textit{Why Courts Matter}, \textsc{N.Y. Times}, Jan. 5, 2021, at A23.
\item \textit{The New Antitrust}, \textsc{Yale J. on Reg.: Notice \& Comment} (Mar. 3, 2022), https://yalejreg.com/x.
\item \textit{The Administrative Constitution} (book manuscript).
\end{itemize}
\end{document}
"""


def test_a_law_cv_s_bluebook_list_gives_the_subject_s_own_works(tmp_path) -> None:
    """Bluebook as law CVs list their own works: no author named, the title in italics, the volume before the
    journal, the date group last, and asides after it ("(with A)"); a book's imprint, a chapter's editors."""
    record = _record(tmp_path, _LAW_CV, "cv.tex")
    found = [(p["authors"], p["title"], p["venue"], p["year"], p["kind"]) for p in record["publications"]]
    assert found == [
        (["Miriam K. Osei"], "The Fiduciary Turn in Corporate Law", "N.Y.U. L. Rev.", 2023, "journal"),
        (["Miriam K. Osei", "Jane Roe"], "Algorithmic Discrimination and the Law", "Tex. L. Rev.", 2022, "journal"),
        (["Miriam K. Osei"], "Courts and Clocks", "Va. L. Rev.", 2025, "journal"),
        (["Miriam K. Osei"], "The Regulatory State", "Oxford University Press", 2021, "other"),
        (["Miriam K. Osei"], "Regulating Platforms", "The Cambridge Handbook of Platform Law", 2022, "other"),
        (["Miriam K. Osei"], "Why Courts Matter", "N.Y. Times", 2021, "other"),
        (["Miriam K. Osei"], "The New Antitrust", "Yale J. on Reg.: Notice & Comment", 2022, "other"),
        (["Miriam K. Osei"], "The Administrative Constitution", None, None, "preprint"),
    ]


def test_a_part_of_a_section_named_by_no_known_word_stays_in_it(tmp_path) -> None:
    """"### Shorter Works" after "### Law Review Articles" under "## Scholarship": a part at the depth of a part of
    the section is of the section's kind; a heading at the section's own depth is not."""
    record = _record(tmp_path, "# Miriam Osei\n\n## Scholarship\n\n### Law Review Articles\n\n"
                     "- *The Fiduciary Turn*, 98 N.Y.U. L. Rev. 1123 (2023).\n\n### Shorter Works\n\n"
                     "- *A Reply to Critics*, 134 Harv. L. Rev. F. 88 (2021).\n\n## Licensure\n\n"
                     "- *Bar of New York*, 12 Bar Reg. 4 (2019).\n")
    assert [p["title"] for p in record["publications"]] == ["The Fiduciary Turn", "A Reply to Critics"]


@pytest.mark.parametrize(
    ("entry", "expected"),
    [
        ("Privacy as Property, 135 HARV. L. REV. 210 (2021).", ("Privacy as Property", "HARV. L. REV.", 2021)),
        ("“Privacy as Property,” 135 Harv. L. Rev. 210 (2021).", ("Privacy as Property", "Harv. L. Rev.", 2021)),
        ("*Privacy as Property*, 2021 Wis. L. Rev. 210.", ("Privacy as Property", "Wis. L. Rev.", 2021)),
    ],
)
def test_bluebook_journals_in_capitals_quoted_titles_and_journals_numbered_by_year(entry: str, expected) -> None:
    found = parse_citation([entry])
    assert (found.title, found.venue, found.year, found.kind) == (*expected, Kind.JOURNAL)


def test_orcid_s_contributor_wrapper_and_citation_value_give_the_authors(tmp_path) -> None:
    """ORCID's API, as converters keep it: ``{"contributor": [{"credit-name": {"value": ...}}]}`` and
    ``{"citation-type": "bibtex" or "formatted-apa", "citation-value": ...}``."""
    record = _record(tmp_path, json.dumps({
        "basics": {"name": "Ana Lima"},
        "publications": [
            {"name": "Tissue-resident memory", "publisher": "J Immunol", "releaseDate": "2019",
             "contributors": {"contributor": [{"credit-name": {"value": "Ana Lima"}},
                                              {"credit-name": {"value": "Bo Kim"}}]}},
            {"name": "T cell exhaustion", "publisher": "Nature Immunology", "releaseDate": "2021",
             "citation": {"citation-type": "bibtex", "citation-value":
                          "@article{l21, title={T cell exhaustion}, author={Lima, Ana and Chen, Wei}, year={2021}}"}},
            {"name": "IL-7 signalling in memory", "publisher": "Immunity", "releaseDate": "2020",
             "citation": {"citation-type": "formatted-apa", "citation-value":
                          "Chen, W., Lima, A., & Kim, B. (2020). IL-7 signalling in memory. Immunity, 52(3), 1-10."}},
        ],
    }), "cv.json")
    assert [p["authors"] for p in record["publications"]] == [
        ["Ana Lima", "Bo Kim"], ["Lima, Ana", "Chen, Wei"], ["Chen, W.", "Lima, A.", "Kim, B."]]


@pytest.mark.parametrize(
    "author",
    [{"given-names": "Bo", "family-name": "Kim"}, {"name": {"given": "Bo", "family": "Kim"}},
     {"contributorName": "Bo Kim"}, {"full_name": "Bo Kim"}, {"author": "Bo Kim"}],
)
def test_an_author_object_in_any_export_s_spelling_gives_its_name(tmp_path, author: dict) -> None:
    record = _record(tmp_path, json.dumps({
        "basics": {"name": "Ana Lima"},
        "publications": [{"name": "Tissue-resident memory", "publisher": "Immunity", "releaseDate": "2019",
                          "authors": [{"credit-name": "Ana Lima"}, author]}],
    }), "cv.json")
    assert [p["authors"] for p in record["publications"]] == [["Ana Lima", "Bo Kim"]]


def test_german_semesters_are_dates_and_a_quoted_course_keeps_its_colon(tmp_path) -> None:
    record = _record(tmp_path, "# Lena Hartwig\n\n## Academic Positions\n\n"
                     "- Visiting Lecturer, Universität Wien  WS 2019/20\n\n## Teaching\n\n"
                     "Lecture “Organic Chemistry II: Reaction Mechanisms” (B.Sc.)  WiSe 2021/22, SoSe 2023\n")
    assert [(p["title"], p["organization"], p["start"]) for p in record["positions"]] == [
        ("Visiting Lecturer", "Universität Wien", "2019")]
    assert [(t["course"], t["term"]) for t in record["teaching"]] == [
        ("Organic Chemistry II: Reaction Mechanisms", "WiSe 2021/22"),
        ("Organic Chemistry II: Reaction Mechanisms", "SoSe 2023")]


def test_a_patent_dated_by_its_day_is_no_law_review() -> None:
    """Bluebook's bare year after its journal must not take a date's month for a journal ("25 Oct. 2022")."""
    found = parse_citation(["Vallgren, H., and T. Wiśniewski. Beam Steering in Phased Arrays. US 11,482,903 B2, "
                            "25 Oct. 2022."])
    assert (found.authors, found.venue, found.kind) == (("Vallgren, H.", "T. Wiśniewski"), "US 11,482,903 B2",
                                                        Kind.PATENT)
