"""Development set 20's lessons for the sections other than publications, with invented strings: europecv's form
rows (English and German), a residency's diploma, academic-year terms, and the Harvard Medical School CV through
``pdftotext -layout``."""

from __future__ import annotations

from cvkg.export import to_layout
from cvkg.extract import text
from cvkg.model import SourceDocument
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


def _markdown(body: str) -> dict:
    return to_layout(text.extract(SourceDocument("cv.md", "text/markdown", f"Ada Q. Brennan\n\n{body}", "")))


def test_harvard_cv_appointments_with_two_digit_years_and_wrapped_titles() -> None:
    """``07/19-`` with the title's cell wrapped onto the next line (``Assistant`` / ``Professor``, ``Clinical and``
    / ``Research Fellow``): one appointment, its months and years whole."""
    found = _markdown(
        "Faculty Academic Appointments\n\n"
        "07/14-06/18             Instructor        Surgery                    Tufts University School of Medicine\n"
        "07/18-                  Assistant         Surgery                    Tufts University School of Medicine\n"
        "                        Professor\n\n"
        "Postdoctoral Training\n\n"
        "07/11-06/14             Clinical and      Vascular Surgery           Beth Israel Deaconess Medical Center\n"
        "                        Research Fellow\n"
    )
    jobs = {(p["title"], p["start"], p["end"]) for p in found["positions"]}
    assert ("Instructor", "2014-07", "2018-06") in jobs
    assert ("Assistant Professor", "2018-07", "present") in jobs
    assert any(title.startswith("Clinical and Research Fellow") and start == "2011-07" for title, start, _ in jobs)


def test_harvard_cv_committee_rows_name_the_role_and_the_body() -> None:
    """``2016-2019   Member   Ethics Committee   Tufts Medical Center``: the role is its own cell, the body (and
    where it sits) the venue; a role under the committee's name is moved beside it."""
    found = _markdown(
        "Committee Service\n\n"
        "2016-2019               Ethics Committee                               Tufts Medical Center\n"
        "                                                                       Member\n"
        "2020-                   Surgical Quality Committee                     Tufts Medical Center\n"
        "                                                                       Chair\n"
    )
    rows = [(s["role"], s["venue"], s["year"]) for s in found["service"]]
    assert rows == [
        ("Member", "Ethics Committee, Tufts Medical Center", "2016-2019"),
        ("Chair", "Surgical Quality Committee, Tufts Medical Center", "2020-present"),
    ]


def test_harvard_cv_course_rows_keep_the_courses_colon_and_skip_the_role_cell() -> None:
    """``2015-2018   Anatomy: Thorax block   Second-year students`` with its place and load under it: the course is
    the cell after the years (a colon inside it is its own), a role's cell is none."""
    found = _markdown(
        "Teaching of Students in Courses\n\n"
        "2015-2018               Anatomy: Thorax                     First-year medical students\n"
        "                        Tufts University School of Medicine 2-hr session, 4 per year\n"
        "2019-                   Guest lecturer   Surgical Ethics: Consent   Second-year medical students\n"
    )
    assert [(t["course"], t["term"]) for t in found["teaching"]] == [
        ("Anatomy: Thorax", "2015-2018"), ("Surgical Ethics: Consent", "2019-"),
    ]


def test_harvard_cv_funding_blocks_honours_and_unfunded_projects() -> None:
    """A funding block (title / number / ``PI ($..)`` / description) is an award named by its title and number;
    an honour's awarding institution in its own column is no part of its name; an unfunded project led by its
    years is a project, its name in sentence case."""
    found = _markdown(
        "Honors and Prizes\n\n"
        "2008                    Gold Humanism Honor Society      Tufts University School of Medicine\n\n"
        "Funding Information\n\n"
        "2017-2022               Vein graft failure after bypass surgery\n"
        "                        NIH/NHLBI K08 HL555555\n"
        "                        PI ($900,000)\n"
        "                        Career development award on graft biology.\n\n"
        "Unfunded Current Projects\n\n"
        "2024-                   Frailty scores before aortic repair\n"
        "                        Retrospective cohort of surgical patients.\n"
    )
    assert [(a["name"], a["year"]) for a in found["awards"]] == [
        ("Gold Humanism Honor Society", 2008),
        ("Vein graft failure after bypass surgery, NIH/NHLBI K08 HL555555", "2017-2022"),
    ]
    assert [(p["name"], p["start"]) for p in found["projects"]] == [("Frailty scores before aortic repair", "2024")]


def test_harvard_cv_trainees_keep_their_years_and_an_untitled_visit_has_no_title() -> None:
    """``2016-2019   Name, MD / Resident`` over a line of where they went: the years stay the trainee's; a
    ``Visiting professor (no title)`` row names its host only."""
    found = _markdown(
        "Formally Supervised Trainees\n\n"
        "2016-2019               Lena K. Ortiz, MD / Surgical resident, TMC\n"
        "                        Now Attending Surgeon, Elm Hospital.\n"
        "2023-                   Omar Haddad, MS / Master of Public Health student, Tufts\n"
        "                        Thesis advisor.\n\n"
        "Report of Regional, National and International Invited Teaching and Presentations\n\n"
        "2025                    Visiting professor (no title)   Elm University, Department of Surgery\n"
    )
    assert [(s["name"], s["year"], s["status"]) for s in found["students"]] == [
        ("Lena K. Ortiz", 2016, "past"), ("Omar Haddad", 2023, "current"),
    ]
    assert [(t["title"], t["host"]) for t in found["talks"]] == [(None, "Elm University, Department of Surgery")]


def _moderncv(body: str) -> dict:
    source = (
        "\\documentclass[11pt]{moderncv}\n\\moderncvstyle{banking}\n\\name{Oda}{Brandt}\n\\begin{document}\n"
        f"\\makecvtitle\n{body}\n\\end{{document}}\n"
    )
    return to_layout(read_tex(source))


def test_a_research_profile_sentence_gives_its_fields() -> None:
    """``Physical chemist working on A (B, C) at D, E, and F.`` under "Research profile": the fields after
    "working on", a bracket's commas its own."""
    found = _moderncv(
        "\\section{Research profile}\n"
        "\\cvitem{}{Analytical chemist working on ion mobility spectrometry (IMS, DTIMS) of glycans, "
        "native mass spectrometry, and proteomics.}\n"
    )
    assert found["interests"] == [
        "ion mobility spectrometry (IMS, DTIMS) of glycans", "native mass spectrometry", "proteomics",
    ]


def test_a_thesis_advisor_line_under_a_degree_and_a_labelled_student_group() -> None:
    """``Master's thesis with Dr. X (LAB)`` under a degree names its advisor, no degree of its own; ``Part III
    (MSci) project students, Cambridge: A (2023--24)`` labels master's students; "Reviewing" is a reviewer's
    role."""
    found = _moderncv(
        "\\section{Education}\n"
        "\\cventry{2016 -- 2018}{M.Sc.\\ Analytical Chemistry}{Université de Lyon}{Lyon}{}"
        "{Master's thesis with Dr.\\ Paule Girard (ISA)}\n"
        "\\cventry{2013 -- 2016}{Licence de Chimie}{Université de Lyon}{Lyon}{}{}\n"
        "\\section{Teaching and mentoring}\n"
        "\\cvitem{Supervision}{Part III (MSci) project students, Cambridge: Rosa Lind (2023--24), Tom Vik (2024--25)}\n"
        "\\section{Service}\n"
        "\\cvitem{Reviewing}{\\textit{Analyst}; \\textit{Talanta}}\n"
    )
    assert [(e["degree"], e["advisors"]) for e in found["education"]] == [
        ("M.Sc.", ["Paule Girard"]), ("Licence", []),
    ]
    assert [(s["name"], s["level"]) for s in found["students"]] == [("Rosa Lind", "master"), ("Tom Vik", "master")]
    assert [(s["role"], s["venue"]) for s in found["service"]] == [("Reviewer", "Analyst"), ("Reviewer", "Talanta")]


def _article(body: str) -> dict:
    source = (
        "\\documentclass{article}\n\\author{Oda Brandt}\n\\begin{document}\n\\maketitle\n"
        f"{body}\n\\end{{document}}\n"
    )
    return to_layout(read_tex(source))


def test_grants_lose_the_role_and_the_total_and_committees_share_a_closing_school() -> None:
    """``NSF DMS-1234567, ``Title,'' PI, 2022--2025, \\$2.9M total.``: the grant's number and title; ``A (2020),
    B (2022), all X; external examiner for C, Univ (2023)``: each committee with its school."""
    found = _article(
        "\\section{Research Support}\n\\begin{itemize}\n"
        "\\item NSF DMS-1234567, ``Robust inference for cluster trials,'' PI, 2022--2025, \\$2.9M total.\n"
        "\\end{itemize}\n"
        "\\section{Advising}\n"
        "\\textit{Doctoral committees}: Ines Roth (2020), Lars Berg (2022), all Elm Biostatistics; external "
        "examiner for Mei Chen, University of Leeds (2023).\n"
    )
    assert [a["name"] for a in found["awards"]] == ["NSF DMS-1234567, Robust inference for cluster trials"]
    assert [(c["name"], c["institution"]) for c in found["committees"]] == [
        ("Ines Roth", "Elm Biostatistics"), ("Lars Berg", "Elm Biostatistics"), ("Mei Chen", "University of Leeds"),
    ]


def test_an_untitled_colloquium_after_a_titled_talk_and_a_colon_list_of_interests() -> None:
    """``Colloquium, Univ, March 2024`` under a titled talk is a talk of its own with no title; ``A and B: C,
    D`` lists interests after its colon."""
    found = _article(
        "\\section*{Research interests}\n"
        "Low-dimensional topology and quantum algebra: knot invariants, Khovanov homology.\n"
        "\\section*{Invited talks}\n\\begin{itemize}\n"
        "\\item \\emph{Skein modules at roots of unity}, Topology Seminar, Rice University, May 2024.\n"
        "\\item Colloquium, Tulane University, March 2024.\n\\end{itemize}\n"
        "\\section*{Service}\nAssociate Editor, \\textit{Topology Appl.} (2021--present); Associate Editor, "
        "\\textit{J. Knot Theory Ramifications} (2023--present).\n"
    )
    assert found["interests"] == [
        "Low-dimensional topology", "quantum algebra", "knot invariants", "Khovanov homology",
    ]
    assert [(t["title"], t["host"]) for t in found["talks"]] == [
        ("Skein modules at roots of unity", "Topology Seminar, Rice University"),
        (None, "Colloquium, Tulane University"),
    ]
    assert [(s["role"], s["venue"]) for s in found["service"]] == [
        ("Associate Editor", "Topology Appl."), ("Associate Editor", "J. Knot Theory Ramifications"),
    ]


def test_german_europecv_degrees_under_schul_und_berufsbildung() -> None:
    """``Schul- und Berufsbildung`` heads the degrees; ``Bezeichnung der erworbenen Qualifikation`` /
    ``Hauptfächer/berufliche Fähigkeiten`` / ``Name und Art der Bildungs- oder Ausbildungseinrichtung`` are one
    degree; a country named in German ends the employer's line as its place."""
    found = _europecv(
        "\\ecvsection{Berufserfahrung}\n"
        "\\ecvitem{Zeitraum}{seit 04/2020}\n"
        "\\ecvitem{Beruf oder Funktion}{Gruppenleiterin}\n"
        "\\ecvitem{Name und Adresse des Arbeitgebers}{Institut für Chemie, Universität Kassel, Deutschland}\n"
        "\\ecvsection{Schul- und Berufsbildung}\n"
        "\\ecvitem{Zeitraum}{10/2014 -- 03/2019}\n"
        "\\ecvitem{Bezeichnung der erworbenen Qualifikation}{Dr. rer. nat. (Chemie), summa cum laude}\n"
        "\\ecvitem{Hauptfächer/berufliche Fähigkeiten}{Dissertation: \\emph{Chirale Liganden}. Betreuer: Prof. Dr. "
        "Jan Vogt}\n"
        "\\ecvitem{Name und Art der Bildungs- oder Ausbildungseinrichtung}{Universität Göttingen}\n"
        "\\ecvitem{Stufe der nationalen oder internationalen Klassifikation}{ISCED 8}\n"
    )
    [job] = found["positions"]
    assert (job["organization"], job["location"], job["start"]) == (
        "Institut für Chemie, Universität Kassel", "Deutschland", "2020-04",
    )
    [degree] = found["education"]
    assert (degree["degree"], degree["field"], degree["institution"]) == (
        "Dr. rer. nat.", "Chemie", "Universität Göttingen",
    )
    assert (degree["advisors"], degree["dissertation"]) == (["Jan Vogt"], "Chirale Liganden")
    assert degree["start"] == "2014-10"


def test_a_role_over_a_list_of_long_journal_names() -> None:
    """``Ad hoc Reviewer`` over the journals, one a line: each a venue, however many words its name takes."""
    found = _markdown(
        "Editorial Activities\n\nAd hoc Reviewer\n"
        "American Journal of Respiratory and Critical Care Medicine\nCritical Care Medicine\n"
    )
    assert [(s["role"], s["venue"]) for s in found["service"]] == [
        ("Ad hoc Reviewer", "American Journal of Respiratory and Critical Care Medicine"),
        ("Ad hoc Reviewer", "Critical Care Medicine"),
    ]


def test_membership_of_societies_named_by_initials_is_no_service() -> None:
    """``Member of ERA, SIN and ASN.`` says which societies the subject belongs to; the reviewing after it is
    service."""
    found = _europecv(
        "\\ecvsection{Professional memberships and service}\n"
        "\\ecvitem{}{Member of ERA, SIN and ASN. Reviewer for \\textit{Kidney Int}.}\n"
    )
    assert [(s["role"], s["venue"]) for s in found["service"]] == [("Reviewer", "Kidney Int")]
