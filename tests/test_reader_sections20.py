"""Development set 20's lessons for the sections other than publications, with invented strings: europecv's form
rows (English and German), a residency's diploma, academic-year terms, and the Harvard Medical School CV through
``pdftotext -layout``."""

from __future__ import annotations

from cvkg.export import to_layout
from tests.readers import read_tex


def _europecv(body: str) -> dict:
    source = (
        "\\documentclass[english]{europecv}\n\\ecvname{Brandt, Oda}\n\\begin{document}\n\\begin{europecv}\n"
        f"{body}\n\\end{{europecv}}\n\\end{{document}}\n"
    )
    return to_layout(read_tex(source))


def test_a_europecv_job_spread_over_form_rows_is_one_position() -> None:
    """``Dates`` / ``Occupation or position held`` / ``Name and address of employer`` rows make one job; the
    title keeps its commas and the activities are no employer."""
    found = _europecv(
        "\\ecvsection{Work experience}\n"
        "\\ecvitem{Dates}{01/03/2021 -- present}\n"
        "\\ecvitem{Occupation or position held}{\\textbf{Staff Physician, Nephrology Unit}}\n"
        "\\ecvitem{Name and address of employer}{Ospedale San Vito, Department of Medicine, Turin, Italy}\n"
        "\\ecvitem{Main activities and responsibilities}{Dialysis ward (supervisor: Prof. Aldo Neri).}\n"
        "\\ecvitem{}{}\n"
        "\\ecvitem{Dates}{09/2018 -- 02/2021}\n"
        "\\ecvitem{Occupation or position held}{University Lecturer in Renal Physiology}\n"
        "\\ecvitem{Name and address of employer}{University of Tartu, Estonia}\n"
    )
    jobs = [(p["title"], p["organization"], p["start"], p["end"], p["kind"]) for p in found["positions"]]
    assert jobs == [
        ("Staff Physician, Nephrology Unit", "Ospedale San Vito, Department of Medicine", "2021-03", "present", "job"),
        ("University Lecturer in Renal Physiology", "University of Tartu", "2018-09", "2021-02", "job"),
    ]


def test_german_europecv_labels_are_the_same_rows() -> None:
    """``Zeitraum`` / ``Beruf oder Funktion`` / ``Name und Adresse des Arbeitgebers``: the German form's rows."""
    found = _europecv(
        "\\ecvsection{Berufserfahrung}\n"
        "\\ecvitem{Zeitraum}{10/2019 -- heute}\n"
        "\\ecvitem{Beruf oder Funktion}{Wissenschaftliche Mitarbeiterin, Arbeitsgruppe Optik}\n"
        "\\ecvitem{Name und Adresse des Arbeitgebers}{Universität Rostock, Institut für Physik}\n"
        "\\ecvitem{Tätigkeitsbereich oder Branche}{Forschung und Lehre}\n"
    )
    [job] = found["positions"]
    assert job["title"] == "Wissenschaftliche Mitarbeiterin, Arbeitsgruppe Optik"
    assert job["organization"].startswith("Universität Rostock")
    assert job["start"] == "2019-10"


def test_form_degrees_a_residency_diploma_a_glossed_md_and_no_licence() -> None:
    """A specialty diploma is a degree; ``MD (Laurea in X)`` is an MD in X, its grade no field; a licence to
    practise is no degree."""
    found = _europecv(
        "\\ecvsection{Education and training}\n"
        "\\ecvitem{Dates}{2012 -- 2017}\n"
        "\\ecvitem{Title of qualification awarded}{Specialist Diploma in Nephrology, 50/50 cum laude}\n"
        "\\ecvitem{Name and type of organisation providing education and training}{Università di Torino}\n"
        "\\ecvitem{}{}\n"
        "\\ecvitem{Dates}{2005 -- 2011}\n"
        "\\ecvitem{Title of qualification awarded}{MD (Laurea in Medicina e Chirurgia), 110/110}\n"
        "\\ecvitem{Name and type of organisation providing education and training}{Università di Torino}\n"
        "\\ecvitem{}{}\n"
        "\\ecvitem{Dates}{2012}\n"
        "\\ecvitem{Title of qualification awarded}{Licence to practise medicine (Ordine dei Medici di Torino)}\n"
    )
    degrees = [(e["degree"], e["field"], e["institution"]) for e in found["education"]]
    assert degrees == [
        ("Specialist Diploma", "Nephrology", "Università di Torino"),
        ("MD", "Medicina e Chirurgia", "Università di Torino"),
    ]


def test_academic_year_terms_and_a_course_gloss() -> None:
    """``A.Y. 2021/22, 2022/23`` gives two terms, as written; a course's gloss in capitals stays its name."""
    found = _europecv(
        "\\ecvsection{Teaching activity}\n"
        "\\ecvitem{A.Y. 2021/22, 2022/23}{Renal Pathophysiology (Fisiopatologia Renale), 4th-year Medicine}\n"
    )
    assert [(t["course"], t["term"]) for t in found["teaching"]] == [
        ("Renal Pathophysiology (Fisiopatologia Renale)", "A.Y. 2021/22"),
        ("Renal Pathophysiology (Fisiopatologia Renale)", "2022/23"),
    ]


def test_europass_occupational_field_is_interests_and_technical_skills_are_skills() -> None:
    """"Desired employment / Occupational field" lists the fields worked in; the language grid's header is
    no heading, and the technical skills row is a skills list."""
    found = _europecv(
        "\\ecvsection{Desired employment / Occupational field}\n"
        "\\ecvitem{}{Nephrology, transplantation and renal imaging}\n"
        "\\ecvsection{Personal skills and competences}\n"
        "\\ecvmothertongue{Italian}\n\\ecvlanguageheader{(*)}\n\\ecvlanguage{English}{C1}{C1}{C1}{C1}{C1}\n"
        "\\ecvlanguagefooter{(*)}\n"
        "\\ecvitem{Technical skills and competences}{Renal ultrasound; kidney biopsy}\n"
    )
    assert found["interests"] == ["Nephrology", "transplantation", "renal imaging"]
    assert found["skills"] == ["Renal ultrasound", "kidney biopsy"]


def test_a_paragraph_of_service_sentences_gives_one_record_per_venue() -> None:
    """``Reviewer for A, B. Member of C.``: each sentence that opens with a role is a statement of its own."""
    found = _europecv(
        "\\ecvsection{Professional service}\n"
        "\\ecvitem{}{Reviewer for \\textit{Kidney Int}, \\textit{Nephrol Dial Transplant}. Editor of the ERA "
        "Newsletter (2021--2023).}\n"
    )
    assert [(s["role"], s["venue"]) for s in found["service"]][:2] == [
        ("Reviewer", "Kidney Int"), ("Reviewer", "Nephrol Dial Transplant"),
    ]
    assert len(found["service"]) == 3


def test_supervision_sentences_with_their_own_labels_and_a_thesis_jury() -> None:
    """``Residents: A (2020–2022). Medical students (MD theses): B (2023).``: both sentences name students; a
    seat on a PhD thesis jury is a committee."""
    found = _europecv(
        "\\ecvsection{Supervision}\n"
        "\\ecvitem{}{Residents: Dr. Piero Galli (2020--2022). Medical students (MD theses): Anna Ferri (2023), "
        "Carlo Neri (2024).}\n"
        "\\ecvitem{}{Member of the PhD thesis jury of Dr. Sara Conti, Università di Pavia, 2022.}\n"
    )
    assert [s["name"] for s in found["students"]] == ["Piero Galli", "Anna Ferri", "Carlo Neri"]
    assert [(c["name"], c["year"]) for c in found["committees"]] == [("Sara Conti", 2022)]


def test_grand_rounds_and_a_bare_colloquium_are_untitled_talks() -> None:
    """``Grand Rounds, Department of X`` and ``Kolloquium, Universität Y`` name where the talk was, not its
    title."""
    found = _europecv(
        "\\ecvsection{Invited lectures}\n"
        "\\ecvitem{03/2023}{Grand Rounds, Department of Medicine, Hospital Clínic de Barcelona}\n"
        "\\ecvitem{05/2022}{Kolloquium, Institut für Physik, Universität Rostock}\n"
    )
    assert [(t["title"], t["host"]) for t in found["talks"]] == [
        (None, "Grand Rounds, Department of Medicine, Hospital Clínic de Barcelona"),
        (None, "Kolloquium, Institut für Physik, Universität Rostock"),
    ]
