"""Stop 24: LaTeX macros that open an environment or set a reference's fields inside a line, group headings set by
a macro of the document's own, and the earth sciences' references (SSA with a bracketed issue and a bold volume,
Copernicus, report numbers that open with a year, meetings named after the title). People, papers and numbers
are invented."""

from __future__ import annotations

import pytest

from cvkg.convert.latex import to_text
from cvkg.export import to_layout
from cvkg.extract import copernicus, extract, gsa, ssa
from cvkg.extract.citations import parse_citation
from cvkg.extract.venues import clean_venue
from cvkg.ingest import read_source
from cvkg.model import PublicationKind as Kind


def _record(tmp_path, text: str, name: str = "cv.tex") -> dict:
    source = tmp_path / name
    source.write_text(text, encoding="utf-8")
    return to_layout(extract(read_source(source)))


_TABLE_MACRO_CV = r"""\documentclass{article}
\usepackage{longtable}
\newcommand{\tablehead}{\begin{longtable}{@{}p{0.15\textwidth}p{0.8\textwidth}@{}}}
\begin{document}
{\LARGE Marta Quellweg}\\
\section*{Education}
\tablehead
2012 & Ph.D., Geophysics, University of Utah, Salt Lake City, UT\\
2007 & B.S., Physics, Reed College, Portland, OR\\
\end{longtable}
\section*{Appointments}
\tablehead
2019--present & Associate Professor, Department of Geology, Boise State University\\
\end{longtable}
\end{document}
"""


def test_a_macro_that_opens_a_table_the_body_closes_is_read_as_the_table(tmp_path) -> None:
    record = _record(tmp_path, _TABLE_MACRO_CV)
    assert [(e["degree"], e["institution"]) for e in record["education"]] == [
        ("Ph.D.", "University of Utah"),
        ("B.S.", "Reed College"),
    ]
    assert [p["title"] for p in record["positions"]] == ["Associate Professor"]


def test_macros_that_open_and_close_in_pairs_stay_macros() -> None:
    source = r"""\documentclass{article}
\newcommand{\listStart}{\begin{itemize}}
\newcommand{\listEnd}{\end{itemize}}
\begin{document}
\section{Awards}
\listStart
\item Early Career Award, 2020
\listEnd
\end{document}
"""
    assert "- Early Career Award, 2020" in to_text(source, "cv.tex").text


def test_a_bold_spaced_heading_macro_starts_a_group_of_the_section(tmp_path) -> None:
    source = r"""\documentclass{article}
\newcommand{\group}[1]{\vspace{4pt}{\bfseries\itshape #1}\vspace{2pt}}
\begin{document}
\section{Publications}
\group{Journal articles}
\begin{enumerate}
\item Quellweg, M., and P. Anand (2021). Slow slip beneath the Owyhee plateau,
  \textit{Geophys. J. Int.} \textbf{226}(1), 100--118.
\end{enumerate}
\group{Reports and data}
\begin{enumerate}
\item Quellweg, M., 2019, Seismicity of southwest Idaho, 2010--2018:
  Idaho Geological Survey Open-File Report 19-4, 12 p.
\end{enumerate}
\end{document}
"""
    text = to_text(source, "cv.tex").text
    assert "### Journal articles" in text and "### Reports and data" in text
    record = _record(tmp_path, source)
    assert [(p["venue"], p["kind"]) for p in record["publications"]] == [
        ("Geophys. J. Int.", "journal"),
        ("Idaho Geological Survey Open-File Report 19-4", "other"),
    ]


_INLINE_MACROS_CV = r"""\documentclass{article}
\newcommand{\cref}[3]{in \textit{#1}, #2, #3}
\newcommand{\jref}[3]{\textit{#1}, #2, #3}
\newcommand{\ax}[1]{\href{https://arxiv.org/abs/#1}{[arXiv]}}
\begin{document}
\section{Publications}
\begin{itemize}
\item R.~Ostby and L.~Fenn, ``Soft Switching in a 3-kW Boost Stage,''
  \cref{Proc. IEEE APEC}{Orlando, FL, 2022}{pp. 10--16}.
\item L.~Fenn and R.~Ostby, ``Gate Drive Losses Revisited,''
  \jref{IEEE Trans. Ind. Appl.}{vol. 58, no. 2, pp. 300--309}{2022}.
\end{itemize}
\end{document}
"""


def test_a_reference_macro_inside_a_line_is_read_by_its_definition(tmp_path) -> None:
    text = to_text(_INLINE_MACROS_CV, "cv.tex").text
    # cleveref's \cref no longer swallows the document's own, and \jref's commas stay between its fields
    assert "in *Proc. IEEE APEC*, Orlando, FL, 2022, pp. 10–16." in text
    assert "*IEEE Trans. Ind. Appl.*, vol. 58, no. 2, pp. 300–309, 2022." in text
    venues = [p["venue"] for p in _record(tmp_path, _INLINE_MACROS_CV)["publications"]]
    assert venues == ["Proc. IEEE APEC", "IEEE Trans. Ind. Appl."]


def test_a_link_macro_is_not_expanded_into_its_text() -> None:
    source = _INLINE_MACROS_CV.replace(r"{2022}.", r"{2022}. \ax{2201.01234}", 1)
    assert "[arXiv]" not in to_text(source, "cv.tex").text.split("Gate Drive")[1]


def test_ssa_reference_with_the_issue_in_brackets() -> None:
    found = ssa.split("Anand, P., and M. Quellweg (2022). Slow slip, again, Seismol. Res. Lett. 93(4), 2001–2015.")
    assert found is not None
    assert (found.authors, found.title) == (("Anand, P.", "M. Quellweg"), "Slow slip, again")
    assert found.venue_text == "Seismol. Res. Lett., 93(4), 2001–2015, 2022"


def test_ssa_reference_with_a_bold_volume_and_an_italic_journal() -> None:
    cited = parse_citation(
        ["**Quellweg, M.**, and P. Anand (2018). Stress drops of small earthquakes in Idaho, "
         "*Bull. Seismol. Soc. Am.* **108**(5A), 2544–2560, doi:10.1234/0120180001."]
    )
    assert cited is not None
    assert (cited.title, cited.venue, cited.year) == (
        "Stress drops of small earthquakes in Idaho", "Bull. Seismol. Soc. Am.", 2018
    )


@pytest.mark.parametrize(
    ("venue_text", "venue"),
    [
        ("U.S. Geological Survey Open-File Report 2019–1101, 2019",
         "U.S. Geological Survey Open-File Report 2019–1101"),
        ("Montana Bureau of Mines and Geology Open-File Report 2022-14, 2022",
         "Montana Bureau of Mines and Geology Open-File Report 2022-14"),
    ],
)
def test_a_report_number_that_opens_with_a_year_stays_the_reports(venue_text: str, venue: str) -> None:
    assert clean_venue(venue_text)[:2] == (venue, int(venue_text[-4:]))


def test_a_usgs_report_is_other_with_a_report_note() -> None:
    found = gsa.split("Quellweg, M., and Anand, P., 2019, Faults of the western Snake River Plain: "
                      "U.S. Geological Survey Open-File Report 2019–1101, 22 p.")
    assert found is not None
    assert (found.kind, found.notes) == (Kind.OTHER, ("report",))


def test_a_doi_between_the_pages_and_the_year_leaves_the_pages_readable() -> None:
    venue, year, notes = clean_venue("Journal of Invented Geophysics, 12(3), 401–420. doi:10.1234/jig.2015.7, 2015")
    assert (venue, year) == ("Journal of Invented Geophysics", 2015)
    assert "pages 401-420" in notes


def test_pages_with_thousands_separators() -> None:
    venue, _, notes = clean_venue("Invented Research Letters, 41, 10,998–11,006, 2014")
    assert venue == "Invented Research Letters"
    assert "pages 10998-11006" in notes


@pytest.mark.parametrize(
    ("line", "title", "venue"),
    [
        ("Anand, P., and **M. Quellweg**. Tremor under the Owyhee plateau, *AGU Fall Meeting* 2021 (online), "
         "Abstract S22B-0123 (poster).", "Tremor under the Owyhee plateau", "AGU Fall Meeting"),
        ("Anand, P., and **M. Quellweg**. Swarms near Boise, SSA Annual Meeting, Albuquerque, NM (poster).",
         "Swarms near Boise", "SSA Annual Meeting"),
    ],
)
def test_a_meeting_after_the_titles_comma_is_the_venue(line: str, title: str, venue: str) -> None:
    cited = parse_citation([line])
    assert cited is not None
    assert (cited.title, cited.venue, cited.kind) == (title, venue, Kind.POSTER)


def test_an_agu_abstract_number_is_a_note() -> None:
    assert clean_venue("AGU Fall Meeting 2021 (online), Abstract S22B-0123") == (
        "AGU Fall Meeting", 2021, ["Abstract S22B-0123", "online"]
    )


def test_copernicus_reference() -> None:
    line = ("Fenn, L., Quellweg, M., and Ostby, R.: Snowmelt floods, old and new, in the Alps, "
            "Hydrol. Earth Syst. Sci., 26, 1101–1120, https://doi.org/10.5194/hess-26-1101-2022, 2022.")
    found = copernicus.split(line)
    assert found is not None
    assert found.title == "Snowmelt floods, old and new, in the Alps"
    cited = parse_citation([line])
    assert cited is not None
    assert (cited.authors, cited.title, cited.venue, cited.year) == (
        ("Fenn, L.", "Quellweg, M.", "Ostby, R."), "Snowmelt floods, old and new, in the Alps",
        "Hydrol. Earth Syst. Sci.", 2022,
    )


def test_apa_with_a_colon_in_the_title_is_no_copernicus_reference() -> None:
    assert copernicus.split("Fenn, L. (2020). Floods: a history. Water Resources Research, 56, 1–20.") is None


def test_a_long_abbreviated_last_word_keeps_its_italic_period() -> None:
    cited = parse_citation(
        ['L. Fenn and R. Ostby, "Gate drive losses revisited," *IEEE Trans. Power Electron.*, vol. 38, no. 2, '
         "pp. 300–309, 2023."]
    )
    assert cited is not None and cited.venue == "IEEE Trans. Power Electron."


@pytest.mark.parametrize(
    ("venue_text", "venue"),
    [
        ("Gen. Tech. Rep. RMRS-GTR-301. Fort Collins, CO: U.S. Department of Agriculture, Forest Service. 40 p., 2019",
         "Gen. Tech. Rep. RMRS-GTR-301"),
        ("Technical Note 402. U.S. Department of the Interior, Bureau of Land Management, Denver, CO. 18 p., 2019",
         "Technical Note 402"),
        ("Oregon State University Extension Bulletin 877. 12 p., 2019",
         "Oregon State University Extension Bulletin 877"),
    ],
)
def test_an_agency_reports_imprint_and_length_are_no_part_of_its_series(venue_text: str, venue: str) -> None:
    assert clean_venue(venue_text)[:2] == (venue, 2019)


def test_a_journal_volume_before_a_sentence_is_no_report_number() -> None:
    assert clean_venue("Invented Bulletin 146. Advance online publication")[0] != "Invented Bulletin 146"


def test_extension_publications_are_other() -> None:
    from cvkg.extract.venues import kind_from_heading

    assert kind_from_heading("Extension Publications") is Kind.OTHER
    assert kind_from_heading("Extension fact sheets") is Kind.OTHER


@pytest.mark.parametrize(
    ("venue_text", "notes"),
    [
        ("Invented Film Review, 64.1 (2023), 22–41", ["pages 22-41", "volume 64", "issue 1"]),
        ("Invented Text, 32.2–3 (2018), 251–68", ["pages 251-68", "volume 32", "issue 2–3"]),
    ],
)
def test_mhra_volume_dot_issue_after_the_journal(venue_text: str, notes: list[str]) -> None:
    venue, _, found = clean_venue(venue_text)
    assert (venue, found) == (venue_text.split(",")[0], notes)


def test_a_translation_names_its_translator_after_the_author() -> None:
    cited = parse_citation(
        ["Marek Lisowski, ‘The Ruined Frame’, trans. by Ada Quell and Tom Birch, *Invented Film Quarterly*, 7.3 "
         "(2021), 8–19"]
    )
    assert cited is not None
    assert (cited.authors, cited.title, cited.venue, cited.kind) == (
        ("Marek Lisowski", "Ada Quell", "Tom Birch"), "The Ruined Frame", "Invented Film Quarterly", Kind.OTHER
    )
    assert "translation" in cited.notes


_REVIEWS_AND_TALKS = """# Ada Quell

## Book Reviews

- *The Long Wait: Cinema and Delay*, by Owen Birch, *Invented Screen Review*, 75.1 (2021), 98–99
- *Television after the Wall*, ed. by Petra Holm and Lena Roy, *Invented Media History*, 24.1 (2018), 133–35

## Invited Talks

- ‘Scrolling as Spectatorship’, keynote, NECS Conference, University of Lisbon, 20 June  2024
- ‘Screens of Waiting’, Film Studies Seminar, University of St Andrews, 7 Feb.
- ‘Kieślowski’s Televisions’, PLDX 2023 Meeting, Orlando, May
"""


def test_a_book_reviewed_named_before_its_author(tmp_path) -> None:
    pubs = _record(tmp_path, _REVIEWS_AND_TALKS, "cv.md")["publications"]
    assert [(p["authors"], p["title"], p["venue"], p["kind"]) for p in pubs] == [
        (["Ada Quell"], "The Long Wait: Cinema and Delay", "Invented Screen Review", "other"),
        (["Ada Quell"], "Television after the Wall", "Invented Media History", "other"),
    ]


def test_talks_under_a_year_label_given_once_take_it_unless_the_host_names_one(tmp_path) -> None:
    talks = _record(tmp_path, _REVIEWS_AND_TALKS, "cv.md")["talks"]
    assert [(t["title"], t["date"]) for t in talks] == [
        ("Scrolling as Spectatorship", "2024-06"),
        ("Screens of Waiting", "2024-02"),
        ("Kieślowski’s Televisions", "2023-05"),
    ]


def test_a_table_fields_labelled_notes_stay_after_the_institution(tmp_path) -> None:
    source = """# Ada Quell

## EDUCATION

| Year | Degree | Institution | Field |
|------|--------|-------------|-------|
| 2005 | M.Phil. | University of Exeter, Exeter, UK | Genetics<br>Thesis: *Devon*<br>Supervisor: Dr. Helen Thor |
"""
    (degree,) = _record(tmp_path, source, "cv.md")["education"]
    assert (degree["institution"], degree["location"], degree["advisors"], degree["dissertation"]) == (
        "University of Exeter", "Exeter, UK", ["Helen Thor"], "Devon"
    )


def test_a_committee_headings_school_is_each_committees(tmp_path) -> None:
    source = """# Ada Quell

## Advising

### Dissertation committees, Elmwood University

Marcus Pike (2019); Bea Hale (2021, chair)
"""
    found = _record(tmp_path, source, "cv.md")["committees"]
    assert [(c["name"], c["institution"]) for c in found] == [
        ("Marcus Pike", "Elmwood University"), ("Bea Hale", "Elmwood University")
    ]


def test_two_statuses_and_a_year_in_one_bracket() -> None:
    cited = parse_citation(["‘Scrolling as Spectatorship’, *Invented Screen* (accepted, forthcoming 2025)"])
    assert cited is not None
    assert (cited.venue, cited.year, cited.notes) == ("Invented Screen", 2025, ("accepted", "forthcoming"))


def test_json_resume_types_that_are_no_paper_and_abbreviated_journals(tmp_path) -> None:
    source = """{"basics": {"name": "Hana Oyelu"},
 "publications": [
  {"name": "Wheat midge scouting", "publisher": "Invented State Extension", "releaseDate": "2021",
   "type": "extension fact sheet"},
  {"name": "Trap captures, 2015-2023", "publisher": "Invented Data Commons", "releaseDate": "2023", "type": "dataset"},
  {"name": "Midge phenology", "publisher": "J. Econ. Entomol.", "releaseDate": "2022"}
 ]}"""
    pubs = _record(tmp_path, source, "cv.json")["publications"]
    assert [(p["venue"], p["kind"]) for p in pubs] == [
        ("Invented State Extension", "other"), ("Invented Data Commons", "other"), ("J. Econ. Entomol.", "journal")
    ]


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("- 2017 — Vilas Associate Award, University of Elmwood", "Vilas Associate Award"),
        ("- 2019 — Best Poster, ACS Fall Meeting, San Diego", "Best Poster"),
        ("- 2023 — Fellow, American College of Invented Medicine", "Fellow, American College of Invented Medicine"),
        ("- 2020 — Marc Lund Prize, honorable mention", "Marc Lund Prize, honorable mention"),
        ("- 2021 — NSF CAREER Award, DMS-2238804, Safe inference", "NSF CAREER Award, DMS-2238804, Safe inference"),
        ("- 2016 — Fellowship, Leibniz-Zentrum Potsdam", "Fellowship, Leibniz-Zentrum Potsdam"),
    ],
)
def test_an_award_is_named_without_the_body_that_gave_it(tmp_path, line: str, name: str) -> None:
    awards = _record(tmp_path, f"# Ada Quell\n\n## Honors and awards\n\n{line}\n", "cv.md")["awards"]
    assert [a["name"] for a in awards] == [name]


_CUSTOM_JSON = """{
 "person": {"full_name": "Ilse Varga", "current_position": "Professor of Slavic Literature",
            "contact": {"mail": ["iv@example.org", "ilse@example.net"], "tel": "+1 555 0100",
                        "web": "https://ilse.example.org"}},
 "degrees": [{"type": "Ph.D.", "subject": "Slavic Languages", "inst": "University of Elmwood", "year": 2001}],
 "appointments": [{"rank": "Professor", "where": "Invented University", "from": "2015-08", "to": "present"}],
 "honors_and_grants": [
   {"prize": "Book Prize of the Invented Slavic Association", "by": "ISA", "year": 2018},
   {"funder": "Invented Humanities Endowment", "program": "Fellowship", "no": "FEL-1", "project": "Steppe Letters",
    "years": "2021-2022"}],
 "publications": {
   "chapters": [{"title": "The Pit", "in": "Handbook of Invented Prose", "editors": ["Ana Roy"],
                 "publisher": "Elm Press", "year": 2020}],
   "edited": [{"title": "Steppe Letters", "editors": ["Ilse Varga", "Petra Holm"], "publisher": "Elm Press",
               "year": 2016}],
   "translations": [{"title": "The Foundation", "translator_of": "A. Platov", "with": ["Kirsten Lund"],
                     "publisher": "Elm Press", "year": 2019}]},
 "lectures": {"invited": [{"title": "Reading the Steppe", "where": "Invented University", "when": "2023-10"}]},
 "service": {"department": [{"role": "Chair", "body": "Department of Slavic", "years": "2019-2022"}]},
 "research_skills": ["Church Slavonic palaeography", "TEI-XML"]
}"""


def test_a_resume_of_its_own_keys(tmp_path) -> None:
    record = _record(tmp_path, _CUSTOM_JSON, "cv.json")
    assert (record["person"]["name"], record["person"]["emails"][0], record["person"]["phones"]) == (
        "Ilse Varga", "iv@example.org", ["+1 555 0100"]
    )
    assert [(e["degree"], e["field"], e["institution"], e["end"]) for e in record["education"]] == [
        ("Ph.D.", "Slavic Languages", "University of Elmwood", "2001")
    ]
    assert [(p["title"], p["organization"]) for p in record["positions"]] == [("Professor", "Invented University")]
    assert [a["name"] for a in record["awards"]] == [
        "Book Prize of the Invented Slavic Association",
        "Invented Humanities Endowment Fellowship FEL-1, Steppe Letters",
    ]
    assert [(p["title"], p["authors"], p["venue"], p["kind"]) for p in record["publications"]] == [
        ("The Pit", ["Ilse Varga"], "Handbook of Invented Prose", "other"),
        ("Steppe Letters", ["Ilse Varga", "Petra Holm"], "Elm Press", "other"),
        ("The Foundation", ["Ilse Varga", "Kirsten Lund"], "Elm Press", "other"),
    ]
    assert [(t["title"], t["date"]) for t in record["talks"]] == [("Reading the Steppe", "2023-10")]
    assert [(s["role"], s["venue"]) for s in record["service"]] == [("Chair", "Department of Slavic")]
    assert record["skills"] == ["Church Slavonic palaeography", "TEI-XML"]


def test_json_resume_work_highlights_teaching_reviews_and_a_keynote(tmp_path) -> None:
    source = """{"basics": {"name": "Kara Evans"},
 "work": [{"name": "Invented University", "position": "Lecturer", "startDate": "2017-07-01",
           "highlights": ["Taught MINN2004 Introduction to Rock Mechanics (2018, 2019)",
                          "Teach MINN3003 Rock Engineering and MINN4000 Mine Design (2021–present)"]}],
 "volunteer": [{"organization": "Invented Journal of Mining", "position": "Reviewer",
                "summary": "Also review for Rock Engineering Letters; Tunnelling Today."}],
 "publications": [{"name": "Keynote: Designing for the big one", "publisher": "Deep Mining Colloquium, Elmtown",
                   "releaseDate": "2022-05-01", "summary": "Keynote address."}]}"""
    record = _record(tmp_path, source, "cv.json")
    assert [(t["course"], t["code"], t["term"]) for t in record["teaching"]] == [
        ("Introduction to Rock Mechanics", "MINN2004", "2018"),
        ("Introduction to Rock Mechanics", "MINN2004", "2019"),
        ("Rock Engineering", "MINN3003", "2021–present"),
        ("Mine Design", "MINN4000", "2021–present"),
    ]
    assert [s["venue"] for s in record["service"]] == [
        "Invented Journal of Mining", "Rock Engineering Letters", "Tunnelling Today"
    ]
    assert record["publications"] == []
    assert [(t["title"], t["host"], t["date"]) for t in record["talks"]] == [
        ("Designing for the big one", "Deep Mining Colloquium, Elmtown", "2022-05")
    ]


def test_a_sidebar_read_into_the_papers_gives_the_papers_after_it_back(tmp_path) -> None:
    source = """# Ada Quell

## PUBLICATIONS

Quell, A., & Roy, B. (2024). Continuity of carer in Elmshire. *Invented Midwifery*, *12*(2), 100–110.

Roy, B., & Quell, A. (2023). Water birth in an invented unit. *Invented Birth*, *3*, 12–19.

#### KEY SKILLS

- NVivo
- Stata

Quell, A. (2019). Caseload midwifery and burnout. *Invented Nursing*, *79*(6), 2210–2223.

Lund, C., & Quell, A. (2018). Student midwives' preparedness. *Invented Education*, *30*, 61–67.
"""
    record = _record(tmp_path, source, "cv.md")
    assert len(record["publications"]) == 4
    assert record["skills"] == ["NVivo", "Stata"]
