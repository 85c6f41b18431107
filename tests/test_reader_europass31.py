"""Development set 31's lessons for the Europass LaTeX classes (``europasscv`` and ``europecv``), on invented
strings: numbered rows of "Additional information", the rows under a job's employer, the form's top field."""

from __future__ import annotations

from cvkg.export import to_layout
from tests.readers import read_tex


def _cv(body: str, *, template: str = "europasscv", preamble: str = "\\ecvname{Halvorsen, Mette}\n") -> dict:
    source = (
        f"\\documentclass[english]{{{template}}}\n{preamble}\\begin{{document}}\n"
        f"\\begin{{{template}}}\n\\ecvpersonalinfo\n{body}\n\\end{{{template}}}\n\\end{{document}}\n"
    )
    return to_layout(read_tex(source))


def test_numbered_rows_under_a_field_of_additional_information_are_its_list() -> None:
    """``\\ecvitem{\\large\\textbf{Publications}}{..}`` then ``\\ecvitem{1.}{citation}``: the numbers are the
    list's, no field names of their own, and each row is one paper."""
    found = _cv(
        "\\ecvsection{Additional information}\n"
        "\\ecvitem{\\large\\textbf{Publications}}{\\textit{Original articles}}\n"
        "\\ecvitem{1.}{Berg K, \\textbf{Halvorsen M}. Night shifts and sleep in ward nurses: a cohort study. "
        "J Adv Nurs. 2023;79(4):1402-11.}\n"
        "\\ecvitem{2.}{\\textbf{Halvorsen M}, Dahl T. Handover quality on surgical wards: an audit. "
        "Scand J Caring Sci. 2021;35(2):511-9.}\n"
    )
    assert [(p["title"], p["authors"], p["year"]) for p in found["publications"]] == [
        ("Night shifts and sleep in ward nurses: a cohort study", ["Berg K", "Halvorsen M"], 2023),
        ("Handover quality on surgical wards: an audit", ["Halvorsen M", "Dahl T"], 2021),
    ]


def test_rows_under_a_jobs_employer_are_no_job_of_their_own() -> None:
    """europasscv's ``\\ecvtitle{dates}{title}`` then the employer's row, the activities and the sector: one job,
    its title and employer; the rows after the employer neither become a job nor join the next one."""
    found = _cv(
        "\\ecvsection{Work experience}\n"
        "\\ecvtitle{03/2019 -- present}{Clinical Nurse Specialist}\n"
        "\\ecvitem{}{Haukeland University Hospital, Bergen (Norway)}\n"
        "\\ecvitem{}{Coordinator of the sepsis pathway; 20\\% research time}\n"
        "\\ecvitem{}{\\ecvhighlight{Business or sector} Health care}\n"
        "\\ecvtitle{2015 -- 2019}{Staff Nurse}\n"
        "\\ecvitem{}{Stavanger University Hospital, Stavanger (Norway)}\n"
    )
    assert [(p["title"], p["start"], p["end"]) for p in found["positions"]] == [
        ("Clinical Nurse Specialist", "2019-03", "present"),
        ("Staff Nurse", "2015", "2019"),
    ]
    assert [p["organization"].split(",")[0] for p in found["positions"]] == [
        "Haukeland University Hospital",
        "Stavanger University Hospital",
    ]


def test_the_forms_top_field_is_the_line_under_the_name_not_a_job() -> None:
    """``\\ecvsection{Position}\\ecvtitle{}{..}`` and ``\\ecvbigitem{Job applied for}{..}``: the job the CV is for,
    read as the headline; no job held."""
    for body in (
        "\\ecvsection{Position}\n\\ecvtitle{}{Associate Professor in Nursing, RN}\n",
        "\\ecvbigitem{Job applied for}{Associate Professor in Nursing, RN}\n",
    ):
        found = _cv(body + "\\ecvsection{Work experience}\n\\ecvtitle{2015 -- 2019}{Staff Nurse}\n"
                    "\\ecvitem{}{Stavanger University Hospital, Stavanger (Norway)}\n")
        assert found["headline"] == "Associate Professor in Nursing, RN"
        assert [p["title"] for p in found["positions"]] == ["Staff Nurse"]
