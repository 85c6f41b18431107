"""Development set 33's lessons for the Europass LaTeX classes (``europasscv`` and ``europecv``), on invented
strings: the rows europasscv sets under an entry by macros of their own (the sector, the EQF level), the
qualifications that name no degree, ..."""

from __future__ import annotations

from cvkg.export import to_layout
from tests.readers import latex_document, read_tex


def _source(body: str, *, template: str = "europasscv", preamble: str = "\\ecvname{Lindqvist, Aino}\n") -> str:
    return (
        f"\\documentclass[english]{{{template}}}\n{preamble}\\begin{{document}}\n"
        f"\\begin{{{template}}}\n\\ecvpersonalinfo\n{body}\n\\end{{{template}}}\n\\end{{document}}\n"
    )


def _cv(body: str, **options: str) -> dict:
    return to_layout(read_tex(_source(body, **options)))


def test_a_jobs_business_sector_macro_is_no_line_between_jobs() -> None:
    """``\\ecvbusinesssector{Hospital activities}`` under a job: no field of the record, and the jobs after it are
    read as jobs still."""
    found = _cv(
        "\\ecvsection{Work experience}\n"
        "\\ecvtitle{05/2019 -- present}{Clinical nurse educator}\n"
        "\\ecvitem{}{Tampere University Hospital, Tampere (Finland)}\n"
        "\\ecvbusinesssector{Hospital activities}\n"
        "\\ecvtitle[10pt]{2014 -- 04/2019}{Staff nurse, paediatric ward}\n"
        "\\ecvitem{}{Oulu University Hospital, Oulu (Finland)}\n"
        "\\ecvbusinesssector{Hospital activities}\n"
        "\\ecvtitle[10pt]{2012 -- 2013}{Care assistant}\n"
        "\\ecvitem{}{Kotikoti Care Home, Oulu (Finland)}\n"
    )
    assert [(p["title"], p["start"], p["end"]) for p in found["positions"]] == [
        ("Clinical nurse educator", "2019-05", "present"),
        ("Staff nurse, paediatric ward", "2014", "2019-04"),
        ("Care assistant", "2012", "2013"),
    ]


def test_a_qualifications_eqf_level_is_no_line_of_the_degree() -> None:
    """``\\ecveqf{7}`` under a degree: its level in the framework, which neither closes the entry nor takes its
    dates from the degree below it."""
    body = (
        "\\ecvsection{Education and training}\n"
        "\\ecvtitle{2016 -- 2018}{Master of Health Sciences in Nursing}\n"
        "\\ecvitem{}{University of Tampere, Tampere (Finland)}\n"
        "\\ecvitem{}{Thesis: \\textit{Night-time noise on a neonatal ward}. "
        "Supervisors: Prof.\\ Dr.\\ Eero Salo (Turku)}\n"
        "\\ecveqf{7}\n"
        "\\ecvtitle[10pt]{09/2009 -- 06/2012}{Bachelor of Health Care}\n"
        "\\ecvitem{}{Oulu University of Applied Sciences, Oulu (Finland)}\n"
        "\\ecveqf{6}\n"
    )
    assert not {"7", "6"} & set(latex_document(_source(body)).text.splitlines())
    found = _cv(body)
    assert [(d["degree"], d["institution"], d["start"], d["end"]) for d in found["education"]] == [
        ("Master of Health Sciences", "University of Tampere", "2016", "2018"),
        ("Bachelor of Health Care", "Oulu University of Applied Sciences", "2009-09", "2012-06"),
    ]


def test_a_qualification_that_names_no_degree_is_read_whole_with_its_school() -> None:
    """europasscv's ``\\ecvtitle{dates}{title}`` under "Education and training" names a qualification whatever its
    words (a certificate, a provider's course, a summer school): each is a degree, its title whole, the row under
    it the school that taught it."""
    found = _cv(
        "\\ecvsection{Education and training}\n"
        "\\ecvtitle{2015 -- 2019}{Master of Science in Midwifery}\n"
        "\\ecvitem{}{University of Turku, Turku (Finland)}\n"
        "\\ecvtitle[10pt]{2012 -- 2013}{Neonatal resuscitation instructor (NLS)}\n"
        "\\ecvitem{}{Finnish Resuscitation Council, Helsinki (Finland)}\n"
        "\\ecvtitle[10pt]{06/2017}{Summer course ``Qualitative Interviewing in Health Care''}\n"
        "\\ecvitem{}{Nordic Academy of Nursing Research, Oslo (Norway)}\n"
    )
    assert [(d["degree"], d["field"], d["institution"], d["end"]) for d in found["education"]] == [
        ("Master of Science", "Midwifery", "University of Turku", "2019"),
        ("Neonatal resuscitation instructor (NLS)", None, "Finnish Resuscitation Council", "2013"),
        ("Summer course “Qualitative Interviewing in Health Care”", None, "Nordic Academy of Nursing Research",
         "2017-06"),
    ]


def test_europecvs_qualification_row_that_names_no_degree_is_a_degree() -> None:
    """europecv's "Title of qualification awarded" row names a qualification, a degree or not."""
    found = _cv(
        "\\ecvsection{Education and training}\n"
        "\\ecvitem{Dates}{2020}\n"
        "\\ecvitem{Title of qualification awarded}{Certified wound care nurse}\n"
        "\\ecvitem{Name and type of organisation providing education and training}{Tampere Wound Centre, Tampere}\n",
        template="europecv",
    )
    assert [(d["degree"], d["institution"]) for d in found["education"]] == [
        ("Certified wound care nurse", "Tampere Wound Centre"),
    ]


def test_a_day_the_cv_gives_is_no_part_of_the_layouts_date() -> None:
    """``23/03/2022`` under a qualification: the layout's date is ``2022-03`` (its dates are years and months)."""
    found = _cv(
        "\\ecvsection{Education and training}\n"
        "\\ecvitem{Dates}{14/11/2021}\n"
        "\\ecvitem{Title of qualification awarded}{Certificate in Paediatric Pain Management}\n"
        "\\ecvitem{Name and type of organisation providing education and training}{University of Oulu}\n",
        template="europecv",
    )
    assert [(d["degree"], d["end"]) for d in found["education"]] == [
        ("Certificate in Paediatric Pain Management", "2021-11"),
    ]


def test_the_forms_communication_skills_are_no_skills() -> None:
    """europasscv's "Communication skills" row tells how the subject deals with people; the job-related and the
    digital rows list skills, one item each."""
    found = _cv(
        "\\ecvsection{Personal skills}\n"
        "\\ecvmothertongue{Finnish}\n"
        "\\ecvblueitem{Communication skills}{Experienced mentor of student nurses; trained debriefer}\n"
        "\\ecvblueitem{Job-related skills}{Neonatal intensive care, kangaroo care}\n"
        "\\ecvblueitem{Digital skills}{SPSS, NVivo}\n"
    )
    assert found["skills"] == ["Neonatal intensive care", "kangaroo care", "SPSS", "NVivo"]


def test_a_projects_name_may_end_on_an_acronym_before_its_first_sentence() -> None:
    """``2018--2021: SLEEP-WARD NRW. Cohort study of ...``: the name ends at the period after its acronym."""
    found = _cv(
        "\\ecvsection{Additional information}\n"
        "\\ecvitem{Projects}{\n\\begin{ecvitemize}\n"
        "\\item 2018--2021: SLEEP-WARD NRW. Cohort study of night-time noise on four surgical wards. "
        "Funded by a regional foundation.\n"
        "\\end{ecvitemize}}\n"
    )
    assert [(p["name"], p["start"], p["end"]) for p in found["projects"]] == [("SLEEP-WARD NRW", "2018", "2021")]


def test_a_talks_kind_in_german_is_no_part_of_its_host() -> None:
    """``"Title", Vortrag, Host, Town``: the talk's kind in German, as "oral presentation" in English, names no
    host."""
    found = _cv(
        "\\ecvsection{Additional information}\n"
        "\\ecvitem{Conferences and presentations}{\n\\begin{ecvitemize}\n"
        "\\item 11/2021: ``Lärm auf der Intensivstation'', Vortrag, Pflegekongress Nord, Kiel\n"
        "\\item 04/2019: ``Noise on the night shift'', oral presentation, Nordic Nursing Days, Turku (Finland)\n"
        "\\end{ecvitemize}}\n"
    )
    assert [(t["title"], t["host"], t["date"]) for t in found["talks"]] == [
        ("Lärm auf der Intensivstation", "Pflegekongress Nord, Kiel", "2021-11"),
        ("Noise on the night shift", "Nordic Nursing Days, Turku (Finland)", "2019-04"),
    ]


def test_a_skills_level_in_brackets_is_no_part_of_it() -> None:
    """``Python (basic)``, ``Stata (advanced)``: the subject's level in a skill, no part of its name; an
    abbreviation in brackets stays the skill's."""
    found = _cv(
        "\\ecvsection{Personal skills and competences}\n"
        "\\ecvitem{Computer skills}{Python (basic), Stata (advanced), Near-infrared spectroscopy (NIRS)}\n",
        template="europecv",
    )
    assert found["skills"] == ["Python", "Stata", "Near-infrared spectroscopy (NIRS)"]


def test_a_qualifications_grade_is_no_part_of_it_and_the_row_under_it_is_its_school() -> None:
    """europecv's "Title of qualification awarded" row with its grade in brackets (``(1.3)``, ``(mit
    Auszeichnung)``): the degree and its field without the grade; the organisation's row is the school, whatever
    its words."""
    found = _cv(
        "\\ecvsection{Education and training}\n"
        "\\ecvitem{Dates}{10/2008 -- 09/2010}\n"
        "\\ecvitem{Title of qualification awarded}{M.Sc. Biochemistry (1.3)}\n"
        "\\ecvitem{Name and type of organisation providing education and training}{Universität Passau, Germany}\n"
        "\\ecvitem{Dates}{2000 -- 2008}\n"
        "\\ecvitem{Title of qualification awarded}{Matura (mit Auszeichnung)}\n"
        "\\ecvitem{Name and type of organisation providing education and training}{BRG Steyr Michaelerplatz}\n",
        template="europecv",
    )
    assert [(d["degree"], d["field"], d["institution"]) for d in found["education"]] == [
        ("M.Sc.", "Biochemistry", "Universität Passau"),
        ("Matura", None, "BRG Steyr Michaelerplatz"),
    ]


def test_a_list_of_journals_reviewed_for_gives_one_each() -> None:
    """``Reviewer for Journal of X, Y in Z and W``: three journals, the second a name of several words; a journal
    whose own name has a comma (``Journal of Money, Credit and Banking (2022--)``) stays one."""
    found = _cv(
        "\\ecvsection{Additional information}\n"
        "\\ecvitem{Peer review}{Reviewer for Journal of Ward Studies, Nursing in Acute Care and Pflegewelt.}\n"
    )
    assert [(s["role"], s["venue"]) for s in found["service"]] == [
        ("Reviewer", "Journal of Ward Studies"),
        ("Reviewer", "Nursing in Acute Care"),
        ("Reviewer", "Pflegewelt"),
    ]
    found = _cv(
        "\\ecvsection{Additional information}\n"
        "\\ecvitem{Editorial boards}{Associate editor, Journal of Money, Credit and Banking (2022--)}\n"
    )
    assert [s["venue"] for s in found["service"]] == ["Journal of Money, Credit and Banking"]
