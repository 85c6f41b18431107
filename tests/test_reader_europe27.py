"""Development sets 23 and 25's lessons for europecv/europasscv and ``pdftotext -layout`` clinical CVs, on
invented strings: the rows of the form's "Additional information", lists inside one row, teaching,
supervision and committee rows."""

from __future__ import annotations

from cvkg.export import to_layout
from tests.readers import read_tex


def _europecv(body: str, *, template: str = "europecv", language: str = "english") -> dict:
    source = (
        f"\\documentclass[{language}]{{{template}}}\n\\ecvname{{Varga, Ilona}}\n\\begin{{document}}\n"
        f"\\begin{{{template}}}\n\\ecvpersonalinfo\n{body}\n\\end{{{template}}}\n\\end{{document}}\n"
    )
    return to_layout(read_tex(source))


def test_rows_after_a_list_row_still_head_lists_of_additional_information() -> None:
    """A row of "Additional information" whose value is a list (``\\begin{itemize}``) does not become the section
    the rows after it stand in: "Teaching" and "Peer review" after it still head their own values."""
    found = _europecv(
        "\\ecvsection{Additional information}\n"
        "\\ecvitem{Honours}{\\begin{itemize}\\item 2020 -- Young Investigator Prize\\end{itemize}}\n"
        "\\ecvitem{Teaching}{GEO2045 Glacial Geomorphology (BSc), 2019--2022}\n"
        "\\ecvitem{Peer review}{Reviewer for Quaternary Science Reviews; Boreas}\n"
    )
    assert [(t["course"], t["code"]) for t in found["teaching"]] == [("Glacial Geomorphology", "GEO2045")]
    assert [(s["role"], s["venue"]) for s in found["service"]] == [
        ("Reviewer", "Quaternary Science Reviews"),
        ("Reviewer", "Boreas"),
    ]


def test_a_course_named_by_the_row_keeps_its_name_and_each_school_year() -> None:
    """``\\ecvitem{Course of three words}{Programme, University -- A.Y. 2021/22; 2022/23}`` in a section of
    teaching: the field's name is the course, and each school year after "A.Y." is a term."""
    found = _europecv(
        "\\ecvsection{Teaching}\n"
        "\\ecvitem{Hydraulic Networks Design}{MSc in Environmental Engineering, Università di Padova -- "
        "A.Y. 2021/22; 2022/23}\n"
        "\\ecvitem{Design of Coastal Defences}{BSc in Civil Engineering, Università di Trento -- 2018/19; 2019/20}\n"
    )
    assert [(t["course"], t["term"]) for t in found["teaching"]] == [
        ("Hydraulic Networks Design", "A.Y. 2021/22"),
        ("Hydraulic Networks Design", "2022/23"),
        ("Design of Coastal Defences", "2018/19"),
        ("Design of Coastal Defences", "2019/20"),
    ]


def test_a_run_of_school_years_and_a_trimester_still_running_are_one_term_each() -> None:
    """``2015/16 -- 2019/20`` and ``trimester 2, 2020--present`` close a course as one term, as written."""
    found = _europecv(
        "\\ecvsection{Additional information}\n"
        "\\ecvitem{Teaching}{MIDW30110 Perinatal Mental Health (MSc), trimester 2, 2020--present\\newline\n"
        "MIDW20040 Evidence-Based Midwifery (BSc year 3), 2015/16 -- 2019/20}\n"
    )
    assert [(t["code"], t["course"], t["term"]) for t in found["teaching"]] == [
        ("MIDW30110", "Perinatal Mental Health", "trimester 2, 2020–present"),
        ("MIDW20040", "Evidence-Based Midwifery", "2015/16 – 2019/20"),
    ]


def test_a_teaching_row_in_sentences_gives_each_year_and_no_tutoring() -> None:
    """A row whose course lists its school years, then a sentence on tutoring residents: one record per year,
    none for the residents."""
    found = _europecv(
        "\\section{Additional information}\n"
        "\\ecvblueitem{Teaching}{Dermatology (30412), 4th-year Degree in Medicine, Universidad de Sevilla: "
        "2021/22, 2022/23. Tutor of dermatology residents (MIR), Hospital Virgen Macarena, since 2019}\n",
        template="europasscv",
    )
    assert [(t["course"], t["code"], t["term"]) for t in found["teaching"]] == [
        ("Dermatology", "30412", "2021/22"),
        ("Dermatology", "30412", "2022/23"),
    ]
