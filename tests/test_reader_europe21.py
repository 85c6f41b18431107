"""Development set 21's lessons for europecv/europasscv and ``pdftotext -layout`` clinical CVs, on invented
strings: rows that break over lines, field names that head sections, dates in each European form."""

from __future__ import annotations

from cvkg.export import to_layout
from tests.readers import read_tex


def _europecv(body: str, *, language: str = "english") -> dict:
    source = (
        f"\\documentclass[{language}]{{europecv}}\n\\ecvname{{Varga, Ilona}}\n\\begin{{document}}\n"
        f"\\begin{{europecv}}\n\\ecvpersonalinfo\n{body}\n\\end{{europecv}}\n\\end{{document}}\n"
    )
    return to_layout(read_tex(source))


def test_a_europecv_row_broken_by_newline_is_a_title_over_its_employer() -> None:
    """``\\ecvitem{seit 2020}{\\textbf{Title}\\newline Employer, City}``: the title, then the employer on a line
    of its own, and "seit 2020" a date still running."""
    found = _europecv(
        "\\ecvsection{Berufserfahrung}\n"
        "\\ecvitem{seit 2020}{\\textbf{Gruppenleiterin}\\newline Institut für Ozeanographie, Kiel}\n"
        "\\ecvitem{04/2016 -- 12/2019}{\\textbf{Postdoktorandin}\\newline\n"
        "Geophysikalisches Institut, Universität Bergen\\newline Arbeitsgruppe Prof.\\ K.\\ Lund}\n"
        "\\ecvitem{03/2012 -- 03/2016}{\\textbf{Stipendiatin}\\newline Department of Earth Sciences, "
        "University of Oslo, Norway}\n",
        language="german",
    )
    jobs = [(p["title"], p["organization"], p["start"], p["end"]) for p in found["positions"]]
    assert jobs == [
        ("Gruppenleiterin", "Institut für Ozeanographie", "2020", "present"),
        ("Postdoktorandin", "Geophysikalisches Institut, Universität Bergen", "2016-04", "2019-12"),
        ("Stipendiatin", "Department of Earth Sciences, University of Oslo", "2012-03", "2016-03"),
    ]


def test_a_europecv_degree_row_keeps_its_thesis_and_supervisor_lines() -> None:
    """A degree whose row breaks into the thesis and the supervisor: the institution ends at the break."""
    found = _europecv(
        "\\ecvsection{Ausbildung}\n"
        "\\ecvitem{10/2011 -- 09/2015}{\\textbf{Promotion (Dr.\\ rer.\\ nat.)} in Chemie, Universität Leipzig"
        "\\newline\n"
        "Dissertation: \\emph{Kinetik heterogener Katalyse an Oxidoberflächen}\\newline\n"
        "Betreuer: Prof.\\ Dr.\\ Anselm Reuter}\n"
    )
    degree = found["education"][0]
    assert (degree["institution"], degree["dissertation"], degree["advisors"]) == (
        "Universität Leipzig",
        "Kinetik heterogener Katalyse an Oxidoberflächen",
        ["Anselm Reuter"],
    )


def test_a_field_that_names_research_interests_heads_them() -> None:
    """``Forschungsschwerpunkte`` and the form's ``Desired employment / Occupational field`` over a list of
    phrases: the subject's interests, wherever the field stands."""
    found = _europecv(
        "\\ecvitem{Forschungsschwerpunkte}{Meereis-Dynamik; Ozeanzirkulation; Paläoklimatologie}\n"
        "\\ecvsection{Berufserfahrung}\n\\ecvitem{seit 2020}{Gruppenleiterin, Institut für Ozeanographie, Kiel}\n",
        language="german",
    )
    assert found["interests"] == ["Meereis-Dynamik", "Ozeanzirkulation", "Paläoklimatologie"]
    found = _europecv(
        "\\ecvitem{\\large Desired employment / Occupational field}{\\large Paediatric nephrology -- "
        "transplant immunology}\n\\ecvsection{Work experience}\n\\ecvitem{2019 -- 2023}{Registrar, Royal Infirmary}\n"
    )
    assert found["interests"] == ["Paediatric nephrology", "transplant immunology"]


def test_a_desired_job_is_no_interest_and_a_larger_current_position_no_heading() -> None:
    """``Desired employment`` alone names a job wished for; ``\\large Aktuelle Position`` over one phrase is a
    field of the form's top: neither becomes a list of interests or of positions."""
    found = _europecv(
        "\\ecvitem{Desired employment}{Tenure-track position in marine geochemistry}\n"
        "\\ecvitem{\\large Aktuelle Position}{\\large Gruppenleiterin Meereschemie}\n"
        "\\ecvsection{Work experience}\n\\ecvitem{2019 -- 2023}{Postdoc, Institut für Ozeanographie, Kiel}\n"
    )
    assert found["interests"] == []
    assert [p["title"] for p in found["positions"]] == ["Postdoc"]


def test_spoken_languages_in_any_form_language_are_no_skills() -> None:
    """``Mother tongue``, ``Sprachen``, ``Langues`` rows list languages spoken, not skills; a programming
    language's row stays; a bracketed count after a skill is a note."""
    found = _europecv(
        "\\ecvsection{Kenntnisse}\n"
        "\\ecvitem{Mother tongue}{Hungarian}\n"
        "\\ecvitem{Sprachen}{Deutsch (Muttersprache), Englisch (fließend)}\n"
        "\\ecvitem{Programmiersprachen}{Julia, Fortran}\n"
        "\\ecvitem{Labor}{Kryo-EM (>300 Datensätze), Rasterkraftmikroskopie (AFM)}\n",
        language="german",
    )
    assert found["skills"] == ["Julia", "Fortran", "Kryo-EM", "Rasterkraftmikroskopie (AFM)"]
