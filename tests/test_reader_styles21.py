"""What development set 21 showed, tried on invented lines in the same styles: a mathematician's service list
("Refereeing for A, B", "NSF DMS panelist, 2021, 2024"), acronyms in a reviewer list, a role once a year."""

from __future__ import annotations

import pytest

from cvkg.extract import courses, publications, service, talks, text
from cvkg.extract.citations import parse_citation
from cvkg.extract.sections import Section, SectionKind, heading_kind
from cvkg.model import PartialDate, PublicationKind, SourceDocument
from tests.readers import read_tex

_DOC = SourceDocument("cv.tex", "text/plain", "", "")


def _service(line: str) -> list[tuple[str, str | None, int | None]]:
    found = service.service(Section(SectionKind.SERVICE, ("Service",), [(1, line)]), _DOC)
    return [(s.role, s.venue, s.period.start.year if s.period.start else None) for s in found]


@pytest.mark.parametrize(
    ("line", "read"),
    [
        (
            "Refereeing for Ann. of Math., Compos. Math., Math. Ann.",
            [("Refereeing", "Ann. of Math.", None), ("Refereeing", "Compos. Math.", None),
             ("Refereeing", "Math. Ann", None)],
        ),
        ("NSF DMS panelist, 2021, 2024.", [("Panelist", "NSF DMS", 2021), ("Panelist", "NSF DMS", 2024)]),
        ("AAAI program committee member", [("Program committee member", "AAAI", None)]),
        ("Ad hoc reviewer: Journal of Politics, APSR", [("Ad hoc reviewer", "Journal of Politics", None),
                                                        ("Ad hoc reviewer", "APSR", None)]),
        ("Reviewer: Journal of Money, Credit and Banking",
         [("Reviewer", "Journal of Money, Credit and Banking", None)]),
        ("Admissions Committee, 2021, 2022",
         [("Admissions Committee", None, 2021), ("Admissions Committee", None, 2022)]),
    ],
)  # fmt: skip
def test_service_lines_of_a_mathematicians_and_a_political_scientists_cv(line: str, read: list) -> None:
    assert _service(line) == read


def _talks(*lines: str) -> list[tuple[str | None, str | None, int | None]]:
    found = talks.talks(Section(SectionKind.TALKS, ("Invited Talks",), list(enumerate(lines, 1))), _DOC,
                             known_titles=[])  # fmt: skip
    return [(t.title, t.host, t.date.year if t.date else None) for t in found]


def test_a_years_talks_run_together_titled_in_emphasis_or_untitled() -> None:
    assert _talks(
        '2024: *Loom Crystals*, Oberwolfach Workshop "Weaving Geometry"; Colloquium, University of Leeds; '
        "Algebra Seminar, Brown University.",
        "",
        '2019: *Warps for U(3)*, MSRI Workshop "Hot Topics: Yarn".',
    ) == [
        ("Loom Crystals", 'Oberwolfach Workshop "Weaving Geometry"', 2024),
        (None, "Colloquium, University of Leeds", 2024),
        (None, "Algebra Seminar, Brown University", 2024),
        ("Warps for U(3)", 'MSRI Workshop "Hot Topics: Yarn"', 2019),
    ]


def _teaching(*lines: str) -> list[tuple[str, str | None, str | None]]:
    found = courses.teaching(Section(SectionKind.TEACHING, ("Teaching",), list(enumerate(lines, 1))), _DOC)
    return [(t.course, t.code, t.term) for t in found]


def test_courses_under_a_place_label_with_numbers_for_codes_and_subtitles() -> None:
    """``*UW–Madison:*`` over coded courses is where they were taught; MIT's ``18.702`` is a code; a subtitle after a
    colon is the course's own, a hospital after it is not."""
    assert _teaching(
        "*UW–Madison:* Math 541 Modern Algebra (Fall 2017, Spring 2021); Math 742 Algebra II (Spring 2019).",
        "*MIT:* 18.702 Algebra II (Spring 2015); 18.785 Number Theory I (Fall 2016).",
        "ECO339Y Labour Economics: Theory and Evidence, 2021-22 and 2022-23",
    ) == [
        ("Modern Algebra", "Math 541", "Fall 2017"),
        ("Modern Algebra", "Math 541", "Spring 2021"),
        ("Algebra II", "Math 742", "Spring 2019"),
        ("Algebra II", "18.702", "Spring 2015"),
        ("Number Theory I", "18.785", "Fall 2016"),
        ("Labour Economics: Theory and Evidence", "ECO339Y", "2021-22"),
        ("Labour Economics: Theory and Evidence", "ECO339Y", "2022-23"),
    ]


def test_one_capitalised_word_before_a_role_names_no_body() -> None:
    assert _service("Graduate admissions chair, 2022") == [("Graduate admissions chair", None, 2022)]


def test_moderncv_year_column_and_edited_volumes_of_a_historian() -> None:
    """``\\cvitem{2022}{*Title*. City: Press, 2022.}`` keeps its monograph though the year column follows it; an
    edited volume opens with "Ed." or "With A, eds.", the subject first among its editors."""
    section = Section(SectionKind.PUBLICATIONS, ("Publications", "Books"), [
        (1, "*Looms of Ulster: Credit and Cloth, 1850–1914*. Oxford: Oxford University Press, 2022.  2022"),
        (2, "With Niall Whelan, eds. *The Companion to Looms*. Cambridge: Cambridge University Press, 2018.  2018"),
        (3, "Ed. *Spindle Worlds*. Special issue, *Journal of Loom History* 48, no. 4 (2015).  2015"),
    ])  # fmt: skip
    found = [(p.publication.title, p.publication.authors, p.publication.venue, p.publication.year)
             for p in publications.publications(section, _DOC)]  # fmt: skip
    assert found == [
        ("Looms of Ulster: Credit and Cloth, 1850–1914", (), "Oxford University Press", 2022),
        ("The Companion to Looms", ("Niall Whelan",), "Cambridge University Press", 2018),
        ("Spindle Worlds", (), "Journal of Loom History", 2015),
    ]


def test_a_historians_conference_papers_are_talks() -> None:
    """"Conference Papers" of quoted titles read at meetings, with no volume or pages, are talks; a workshop named
    plain before its host is the host; Rio de Janeiro is no January."""
    facts = text.extract(SourceDocument("cv.md", "text/markdown", (
        "# Ana Loom\n\n## Conference Papers\n\n"
        '* "Deathbed Liberty," American Historical Association Annual Meeting, San Francisco, January 2024. '
        'Panel: "Law and Slavery." Comment: Herman Bennett.\n'
        '* "Self-Purchase in Salvador," Brazilian Studies Association (BRASA), Rio de Janeiro, 2018.\n\n'
        "## Invited Talks\n\n* Atlantic History Workshop, Harvard University, 2022\n"
    ), ""))  # fmt: skip
    assert facts.publications == ()
    assert [(t.title, t.host, t.date) for t in facts.talks] == [
        ("Deathbed Liberty", "American Historical Association Annual Meeting, San Francisco", PartialDate(2024, 1)),
        ("Self-Purchase in Salvador", "Brazilian Studies Association (BRASA), Rio de Janeiro", PartialDate(2018)),
        (None, "Atlantic History Workshop, Harvard University", PartialDate(2022)),
    ]


def test_a_named_committee_and_its_body_are_one_venue() -> None:
    assert _service("Student Representative, Doctoral Program Committee, Loom Nursing (2022–2024)") == [
        ("Student Representative", "Doctoral Program Committee, Loom Nursing", 2022)
    ]
    assert _service("Member, Program Committee, ICML 2021") == [("Member, Program Committee", "ICML", 2021)]


def test_an_apa_presentation_whose_year_stands_in_a_column_of_its_own() -> None:
    section = Section(SectionKind.TALKS, ("Presentations",), [
        (1, "**Loom, R. T.**, & Lasater, K. B. *Missed care in ICUs* [Podium]. Nursing Science Congress, "
            "Washington, DC. 2024"),
        (2, "Loom, R. T. *Staffing ratios* [Poster]. Eastern Nursing Research Society, Philadelphia, PA. "
            "*Best Student Poster.* 2023"),
    ])  # fmt: skip
    found = [(t.title, t.host, t.date) for t in talks.talks(section, _DOC, known_titles=[])]
    assert found == [
        ("Missed care in ICUs", "Nursing Science Congress, Washington, DC", PartialDate(2024)),
        ("Staffing ratios", "Eastern Nursing Research Society, Philadelphia, PA", PartialDate(2023)),
    ]


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("Reviews, guidelines and editorials", SectionKind.PUBLICATIONS),
        ("Original peer-reviewed research", SectionKind.PUBLICATIONS),
        ("Invited reviews", SectionKind.PUBLICATIONS),
        ("Clinical guidelines committees", SectionKind.SERVICE),
        ("Reviews", SectionKind.SERVICE),
    ],
)
def test_a_clinicians_publication_headings(heading: str, kind: SectionKind) -> None:
    assert heading_kind(heading) is kind


def test_vancouver_three_initials_and_an_issue_without_a_volume() -> None:
    found = parse_citation(["Loom-Hale A, Russell REK, Pavord ID. Spindles in COPD: friend or foe? Cochrane "
                            "Database Syst Rev. 2024;(2):CD007718."])  # fmt: skip
    assert found is not None
    assert (found.authors, found.title, found.venue, found.year) == (
        ("Loom-Hale A", "Russell REK", "Pavord ID"), "Spindles in COPD: friend or foe?", "Cochrane Database Syst Rev",
        2024,
    )
    assert parse_citation(["Ada Lovelace, Mary Somerville. Engines. In Proc. of Looms. ACM, 2019."]).authors == (
        "Ada Lovelace", "Mary Somerville"
    )


def test_a_mathematicians_papers_with_their_eprints_and_a_journal_numbered_by_year() -> None:
    """An eprint after the reference, bracketed or behind a link named "arXiv", is a note, not the venue; MR's
    "IMRN 2018, no. 3" numbers the journal by its year."""
    facts = read_tex("\n".join([
        r"\documentclass{article}\begin{document}",
        r"{\Large Ada Loom}\\ ada@loom.edu",
        r"\section*{Papers}",
        r"\begin{enumerate}",
        r"\item \emph{Heights of looms} (with C. Lee), Math. Z. 290 (2020), 1--9. [arXiv:1801.01234]",
        r"\item \emph{Loom curves}, Proc. Amer. Math. Soc. 146 (2018), 11--20. "
        r"\href{https://arxiv.org/abs/1701.01234}{arXiv}",
        r"\item \emph{Loom curves II}, Int. Math. Res. Not. IMRN 2018, no. 3, 801--830.",
        r"\end{enumerate}\end{document}",
    ]))  # fmt: skip
    assert [(p.title, p.venue, p.year, p.kind) for p in facts.publications] == [
        ("Heights of looms", "Math. Z.", 2020, PublicationKind.JOURNAL),
        ("Loom curves", "Proc. Amer. Math. Soc.", 2018, PublicationKind.JOURNAL),
        ("Loom curves II", "Int. Math. Res. Not. IMRN", 2018, PublicationKind.JOURNAL),
    ]


def test_a_europass_field_that_holds_a_list_names_the_list() -> None:
    """europasscv's ``\\ecvitem{\\large Publications}{\\begin{ecvitemize}...}`` under "Additional information": the
    field's name heads its items."""
    facts = read_tex("\n".join([
        r"\documentclass{europasscv}\ecvname{Maria Loom}\ecvemail{maria@loom.it}",
        r"\begin{document}\begin{europasscv}\ecvpersonalinfo",
        r"\ecvsection{Additional information}",
        r"\ecvitem{\large Publications}{\begin{ecvitemize}",
        r"\item Loom M, Bianchi L. Community looms in Italy. J Adv Nurs. 2021;77(3):1234-45.",
        r"\item Bianchi L, Loom M. Home looms. Int J Nurs Stud. 2019;95:10-18.",
        r"\end{ecvitemize}}",
        r"\end{europasscv}\end{document}",
    ]))  # fmt: skip
    assert [p.title for p in facts.publications] == ["Community looms in Italy", "Home looms"]


def test_europecv_rows_of_several_jobs_some_with_activities_some_without() -> None:
    """Each "Dates" row opens the next job, however many activity or sector rows the one before it had; a degree's
    subjects that name their own parts ("Thesis:", "Promotores:") keep them."""
    facts = read_tex("\n".join([
        r"\documentclass{europecv}\ecvname{Gianna Loom}\begin{document}\begin{europecv}",
        r"\ecvsection{Work experience}",
        r"\ecvitem{Dates}{01/09/2021 -- present}",
        r"\ecvitem{Occupation or position held}{Consultant Cardiologist}",
        r"\ecvitem{Main activities and responsibilities}{TAVI programme}",
        r"\ecvitem{Name and address of employer}{Erasmus MC, Rotterdam}",
        r"\ecvitem{Type of business or sector}{Academic hospital}",
        r"\ecvitem{Dates}{01/10/2019 -- 31/08/2021}",
        r"\ecvitem{Occupation or position held}{Research Fellow in Structural Heart Interventions}",
        r"\ecvitem{Main activities and responsibilities}{Core-lab analysis}",
        r"\ecvitem{Name and address of employer}{Thoraxcenter, Rotterdam}",
        r"\ecvitem{Dates}{15/01/2018 -- 14/07/2018}",
        r"\ecvitem{Occupation or position held}{Visiting research fellow}",
        r"\ecvitem{Name and address of employer}{Rigshospitalet, Copenhagen}",
        r"\ecvsection{Education and training}",
        r"\ecvitem{Dates}{2019 -- 2023}",
        r"\ecvitem{Title of qualification awarded}{PhD}",
        r"\ecvitem{Principal subjects}{Thesis: \textit{Valves after TAVI}. Promotores: Prof.\ dr.\ N.M.\ van Loom}",
        r"\ecvitem{Name and type of organisation}{Erasmus University Rotterdam, The Netherlands}",
        r"\end{europecv}\end{document}",
    ]))  # fmt: skip
    assert [(p.title, (p.organization or "").split(",")[0]) for p in facts.positions] == [
        ("Consultant Cardiologist", "Erasmus MC"),
        ("Research Fellow in Structural Heart Interventions", "Thoraxcenter"),
        ("Visiting research fellow", "Rigshospitalet"),
    ]
    (phd,) = facts.education
    assert (phd.dissertation, phd.advisors) == ("Valves after TAVI", ("N.M. van Loom",))


def test_a_course_named_in_quotes_over_two_lines() -> None:
    facts = text.extract(SourceDocument("cv.md", "text/markdown", "\n".join([
        "Ada Loom", "", "TEACHING", "",
        '2016 – present     Module lead, Loom Medicine (A100 Year 3, "Cardiorespiratory',
        '                   Systems", MED3021), ~330 students/year',
        "2014 – present     Lectures, MSc Clinical Research Methods, University of Nottingham",
    ]), ""))  # fmt: skip
    assert [t.course for t in facts.teaching] == ["Cardiorespiratory Systems", "MSc Clinical Research Methods"]
