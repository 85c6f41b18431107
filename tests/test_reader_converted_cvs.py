"""Conventions of CVs as departments receive them (Markdown from PDF converters and pandoc, Harvard LaTeX, ACS
chemistry), found by studying the thirteenth development set and pinned here on invented material."""

from __future__ import annotations

import pytest

from cvkg.convert.latex_text import inline_text
from cvkg.extract import text
from cvkg.extract.citations import parse_citation
from cvkg.extract.sections import find_heading
from cvkg.model import PublicationKind, SourceDocument
from tests.readers import read_tex as _tex


def _md(source: str) -> object:
    return text.extract(SourceDocument("cv.md", "text/markdown", source, ""))


def test_tex_single_quotes_are_quotes_and_apostrophes_stay() -> None:
    assert inline_text(r"Berg, A. (2021) `Tides of Bergen', \textit{Urban Studies}") == (
        "Berg, A. (2021) ‘Tides of Bergen’, *Urban Studies*"
    )
    assert inline_text(r"`A town's edge: the 90's', it's") == "‘A town's edge: the 90's’, it's"


def test_a_harvard_citation_with_tex_single_quotes_in_moderncv() -> None:
    record = _tex(
        "\\documentclass{moderncv}\n\\name{Ada}{Berg}\n\\begin{document}\n\\section{Publications}\n"
        "\\cvitem{}{Berg, A. and Lund, K. (2021) `Tides of Bergen: a harbour history', \\textit{Urban Studies}, "
        "58(3), pp. 44--61.}\n\\end{document}\n"
    )
    (paper,) = record.publications  # type: ignore[attr-defined]
    assert (paper.authors, paper.title, paper.venue) == (
        ("Berg, A.", "Lund, K."),
        "Tides of Bergen: a harbour history",
        "Urban Studies",
    )


@pytest.mark.parametrize(
    "line",
    [
        "Berg, A. (2019) ‘Sea walls’, in *Proceedings of the Nordic Planning Congress*, Bergen, Norway, 3–6 June.",
        "Berg, A. (2019) Sea walls. In: Proceedings of the Nordic Planning Congress, Bergen, Norway, June 3–6, "
        "2019, pp. 12–19.",
    ],
)
def test_a_meetings_place_and_days_leave_its_venue(line: str) -> None:
    found = parse_citation([line])
    assert found is not None and found.venue == "Proceedings of the Nordic Planning Congress"


def test_a_chapters_book_ends_before_a_publisher_after_its_city() -> None:
    found = parse_citation(["Berg, A. (2020) ‘Harbours’, in Lund, K. (ed.) *Atlas of Ports*. Oslo: Pax, pp. 9–30."])
    assert found is not None and found.venue == "Atlas of Ports"


@pytest.mark.parametrize(
    "line",
    [
        "Okafor, B.; Lund, K. Porous Carbons for Deionization. In *Carbon Materials for Water*; Smith, J., Ed.; "
        "ACS Symposium Series 1299; American Chemical Society: Washington, DC, 2018; pp 55–80.",
        "Okafor, B. Porous Carbons for Deionization. In *Carbon Materials for Water*; Wiley-VCH: Weinheim, 2018; "
        "Vol. 2, pp 55–80.",
    ],
)
def test_an_acs_chapters_book_is_all_before_the_first_semicolon(line: str) -> None:
    found = parse_citation([line])
    assert found is not None
    assert (found.venue, found.kind) == ("Carbon Materials for Water", PublicationKind.BOOK)


def test_papers_under_a_sub_heading_that_names_a_career_stage_stay_papers() -> None:
    record = _md(
        "# Ada Berg\n\n## **PUBLICATIONS**\n\n**Independent Career**\n\n"
        "(3) Lund, K.; **Berg, A.** Sulfide Glass Electrolytes. *ACS Energy Lett.* **2024**, *9*, 10–17.\n\n"
        "**Postdoctoral and Graduate Work**\n\n"
        "(2) **Berg, A.**; Moe, T. Oxygen Redox in Layered Oxides. *Chem. Mater.* **2020**, *32*, 100–109.\n\n"
        "(1) Moe, T.; **Berg, A.** Spinel Thin Films. *Inorg. Chem.* **2018**, *57*, 200–209.\n\n"
        "## **TEACHING**\n\n- CHEM 101, Fall 2023\n"
    )
    assert [p.year for p in record.publications] == [2024, 2020, 2018]  # type: ignore[attr-defined]
    assert record.positions == ()  # type: ignore[attr-defined]


def test_a_talks_list_after_the_papers_stays_talks() -> None:
    record = _md(
        "# Ada Berg\n\n## Publications\n\n"
        "- Berg, A., & Lund, K. (2021). Sea walls. *Urban Studies*, 58(3), 44–61.\n\n"
        "## Presentations\n\n"
        "- Berg, A., & Lund, K. (2022). Harbour towns. Nordic Planning Congress, Bergen.\n"
        "- Berg, A. (2023). Tidal cities. Urban Affairs Association, Chicago.\n"
    )
    assert len(record.publications) == 1  # type: ignore[attr-defined]
    assert len(record.talks) == 2  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "line", ["*Book*", "*Book Chapters and Policy Reports*", "**Policy Briefs**", "White Papers"]
)
def test_sub_headings_that_name_books_briefs_and_reports(line: str) -> None:
    heading = find_heading(line)
    assert heading is not None and heading.kind.value == "publications"


def test_a_rank_in_a_field_of_several_words_is_a_title() -> None:
    record = _md(
        "# Ada Berg\n\n**ACADEMIC APPOINTMENTS**\n\n"
        "  2022--present    Associate Professor of Sociology and Public Policy, Duke University\n\n"
        "  2016--2022       Research Intern in Embedded and Mobile Computing Center (EMCC), Tongji University\n"
    )
    assert [(p.title, p.organization) for p in record.positions] == [  # type: ignore[attr-defined]
        ("Associate Professor of Sociology and Public Policy", "Duke University"),
        ("Research Intern", "Embedded and Mobile Computing Center (EMCC), Tongji University"),
    ]


def test_a_bold_sub_heading_with_a_note_opens_its_list() -> None:
    record = _md(
        "# Ada Berg\n\n### Papers\n\n1. Berg A, Lund K. Sea walls. *Urban Stud*. 2021;58(3):44-61.\n\n"
        "**Abstracts / posters** (selected)\n"
        "- Lund K, Berg A. Harbour towns. Poster presented at: IDWeek; October 2023; Boston, MA.\n"
    )
    assert [(p.title, p.venue) for p in record.publications] == [  # type: ignore[attr-defined]
        ("Sea walls", "Urban Stud"),
        ("Harbour towns", "IDWeek"),
    ]
    assert find_heading("**Reviewer:** (2019, 2020)").rest == "(2019, 2020)"  # type: ignore[union-attr]


def test_an_ama_meetings_days_and_city_after_semicolons_leave_its_venue() -> None:
    found = parse_citation(
        ["Lee K, Park J. Outcomes of therapy. Presented at: ATS International Conference; May 19-24, 2023; "
         "Washington, DC."]
    )
    assert found is not None and found.venue == "ATS International Conference"


def test_mentees_under_a_first_person_heading_and_a_numbered_level_label() -> None:
    record = _md(
        "# Ada Berg\n\n### Residents & students I've mentored\n\n"
        "- PGY-2 residents: Kai Moe (2019–2020), Lia Dahl (2022–2023)\n"
    )
    assert [(s.name, s.level.value) for s in record.students] == [  # type: ignore[attr-defined]
        ("Kai Moe", "other"),
        ("Lia Dahl", "other"),
    ]


def test_a_role_after_a_dash_keeps_its_years_and_its_body_whole() -> None:
    record = _md(
        "# Ada Berg\n\n## Service\n\n"
        "- Nordic Society of Hydrology, Working Group on Floods — member, 2020–2024\n"
        "- KDD 2024, KDD 2025 — Area Chair\n"
    )
    assert [(s.role, s.venue, s.period.label()) for s in record.service] == [  # type: ignore[attr-defined]
        ("member", "Nordic Society of Hydrology, Working Group on Floods", "2020-2024"),
        ("Area Chair", "KDD", 2024),
        ("Area Chair", "KDD", 2025),
    ]


def test_two_sections_set_side_by_side_under_their_headings_are_read_one_after_the_other() -> None:
    gap = " " * 30
    record = _md(
        "ADA BERG\n\n"
        f"TEACHING{gap}           SUPERVISION\n"
        f"HYD.210 Catchment Hydrology{gap}Kai Moe, PhD (2021 – ), co-sup.\n"
        f"     Michaelmas 2018 – 2024{gap}       with Prof. Lia Dahl\n"
        f"GEO.101 Earth Systems{gap}      Tor Lie, MRes 2019\n\n\n"
        "EMPLOYMENT                                  OTHER\n"
        "Senior Lecturer, Bergen Environment\n"
        "Centre, University of Bergen      2022 – present\n"
        "Lecturer, Bergen Environment Centre,\n"
        "University of Bergen              2018 – 2022\n"
    )
    assert [s.name for s in record.students] == ["Kai Moe", "Tor Lie"]  # type: ignore[attr-defined]
    assert [t.term for t in record.teaching] == ["Michaelmas 2018 – 2024", None]  # type: ignore[attr-defined]
    assert [(p.title, p.organization) for p in record.positions] == [  # type: ignore[attr-defined]
        ("Senior Lecturer", "Bergen Environment Centre, University of Bergen"),
        ("Lecturer", "Bergen Environment Centre, University of Bergen"),
    ]


def test_papers_in_review_close_at_their_status_and_keep_the_journal_deciding() -> None:
    record = _md(
        "# Ada Berg\n\n## Publications\n\n### In review\n\n"
        "Moe, K., and **A. Berg**. Fire and flowering in alpine meadows. In review at *Ecology*.\n"
        "Dahl, L., and **A. Berg**. Bee size and foraging range. Submitted to *Oecologia*.\n"
        "**Berg, A.**, and K. Moe. Snow and seed set. In revision, *Ecological Applications*.\n"
    )
    assert [(p.venue, p.kind) for p in record.publications] == [  # type: ignore[attr-defined]
        ("Ecology", PublicationKind.PREPRINT),
        ("Oecologia", PublicationKind.PREPRINT),
        ("Ecological Applications", PublicationKind.PREPRINT),
    ]
    assert record.service == ()  # type: ignore[attr-defined]


def test_twentysecondcv_entries_and_skill_bars() -> None:
    record = _tex(
        "\\documentclass[]{twentysecondcv}\n\\cvname{Ada\\\\Berg}\n\\begin{document}\n"
        "\\skills{{Causal inference/5.8},{Python/5.5},{SQL/5}}\n\\makeprofile\n\\section{Experience}\n"
        "\\begin{twenty}\n  \\twentyitem\n    {2019 -- 2023}\n    {Menlo Park}\n"
        "    {Data Scientist / Senior Data Scientist, Quill Labs}\n    {Ads measurement.}\n\\end{twenty}\n"
        "\\end{document}\n"
    )
    assert [s.value for s in record.skills] == ["Causal inference", "Python", "SQL"]  # type: ignore[attr-defined]
    (job,) = record.positions  # type: ignore[attr-defined]
    assert (job.title, job.organization, job.location) == (
        "Data Scientist / Senior Data Scientist",
        "Quill Labs",
        "Menlo Park",
    )


@pytest.mark.parametrize(
    "line",
    [
        "Moe, K. and Berg, A. (submitted) 'Phosphorus in drainage ditches', Water Resources Research.",
        "Moe, K., and A. Berg. Snow and seed set. In revision, *Ecological Applications*.",
    ],
)
def test_a_pending_paper_with_its_journal_is_a_preprint(line: str) -> None:
    found = parse_citation([line])
    assert found is not None and found.kind is PublicationKind.PREPRINT
