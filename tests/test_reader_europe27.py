"""Development sets 23 and 25's lessons for europecv/europasscv and ``pdftotext -layout`` clinical CVs, on
invented strings: the rows of the form's "Additional information", lists inside one row, teaching,
supervision and committee rows."""

from __future__ import annotations

from cvkg.export import to_layout
from cvkg.extract import text
from cvkg.model import SourceDocument
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


def test_supervision_rows_give_students_after_a_count_and_a_committee_under_a_service_label() -> None:
    """``MSc theses: Supervisor of 9 MSc theses, among which: A (2023), B (2021)``: the students it names;
    ``Committees: External examiner, PhD defence of X, Univ, 2024``: a dissertation committee, no service."""
    found = _europecv(
        "\\ecvsection{Supervision}\n"
        "\\ecvitem{PhD students}{Irene Costa (co-supervisor with Prof. M. Fabbri, since 2022)}\n"
        "\\ecvitem{MSc theses}{Supervisor or co-supervisor of 9 MSc theses, among which: P. Sartori (2023), "
        "E. Vidal Soler (2021)}\n"
        "\\ecvitem{Committees}{External examiner, PhD defence of Jonas Lindqvist, Chalmers University of "
        "Technology, 2023}\n"
    )
    assert [(s["name"], s["level"], s["year"]) for s in found["students"]] == [
        ("Irene Costa", "phd", 2022),
        ("P. Sartori", "master", 2023),
        ("E. Vidal Soler", "master", 2021),
    ]
    assert [(c["name"], c["year"], c["institution"]) for c in found["committees"]] == [
        ("Jonas Lindqvist", 2023, "Chalmers University of Technology")
    ]
    assert found["service"] == []


def test_a_memberships_row_is_no_service_and_a_committee_names_its_school_by_initials() -> None:
    """``Memberships: Society A (SA); Society B``: belonging, no service; a thesis committee closed by
    ``UPV/EHU, 2025`` names that school."""
    found = _europecv(
        "\\ecvsection{Memberships and service}\n"
        "\\ecvitem{Memberships}{European Geosciences Union (EGU); Società Geologica Italiana (SGI)}\n"
        "\\ecvitem{Reviewer}{Geomorphology; Earth Surface Processes and Landforms}\n"
        "\\ecvsection{Additional information}\n"
        "\\ecvitem{Thesis committees}{Vocal, doctoral thesis committee of Mikel Arrieta Olano, UPV/EHU, 2025}\n"
    )
    assert [(s["role"], s["venue"]) for s in found["service"]] == [
        ("Reviewer", "Geomorphology"),
        ("Reviewer", "Earth Surface Processes and Landforms"),
    ]
    assert [(c["name"], c["year"], c["institution"]) for c in found["committees"]] == [
        ("Mikel Arrieta Olano", 2025, "UPV/EHU")
    ]


def test_a_visiting_student_job_is_a_position_not_a_list_of_students() -> None:
    """A europecv job titled ``Visiting PhD student`` reads as ``**Title** — Employer``: a position, and the
    jobs after it stay positions."""
    found = _europecv(
        "\\ecvsection{Work experience}\n"
        "\\ecvitem{Dates}{February -- July 2015}\n\\ecvitem{Occupation or position held}{Visiting PhD student}\n"
        "\\ecvitem{Name and address of employer}{Delft University of Technology, Delft (Netherlands)}\n"
        "\\ecvitem{Dates}{2010 -- 2012}\n\\ecvitem{Occupation or position held}{Site engineer}\n"
        "\\ecvitem{Name and address of employer}{Impresa Rossi Costruzioni, Verona (Italy)}\n"
    )
    assert [(p["title"], p["start"], p["end"]) for p in found["positions"]] == [
        ("Visiting PhD student", "2015-02", "2015-07"),
        ("Site engineer", "2010", "2012"),
    ]
    assert found["students"] == []


def _pdftotext(body: str) -> dict:
    """A ``pdftotext -layout`` CV saved as Markdown, as the pipeline reads it."""
    return to_layout(text.extract(SourceDocument("cv.md", "text/markdown", body, "")))


_SUPERVISION_TABLE = """\
                              CURRICULUM VITAE
   Marguerite O. Lindqvist

   RESEARCH SUPERVISION

   Student                Degree        Period          Role                Status / outcome
   ---------------------------------------------------------------------------------------
   Oskar Berglund         PhD           2020 –          Main supervisor     current
   Hannah Vuković         PhD           2016 – 2020     Co-supervisor       completed; now
                                                                            consultant hepatologist,
                                                                            Karlstad Hospital
   Tomas Reyes            MPhil         2018 – 2020     Main supervisor     completed
   Dr Anja Petrov         Advanced      2021 – 2022     Research            completed
                          trainee                       supervisor


   M.O. Lindqvist – CV (updated 01/2025)                                       Page 2 of 3
   Lindqvist MO                                                                Curriculum Vitae

   TEACHING

   2019 – 2021           Tutor, Clinical Skills, Graduate Medical Program, University of Uppsala


   M.O. Lindqvist – CV (updated 01/2025)                                       Page 3 of 3
   Lindqvist MO                                                                Curriculum Vitae
"""


def test_a_pdftotext_supervision_table_gives_each_row_its_student() -> None:
    """A supervision table's column names over a rule are no heading; its rows, their status cells wrapped
    ("completed; now" / "consultant hepatologist,"), each give a student; a running head is no student."""
    found = _pdftotext(_SUPERVISION_TABLE)
    assert [(s["name"], s["level"], s["status"]) for s in found["students"]] == [
        ("Oskar Berglund", "phd", "current"),
        ("Hannah Vuković", "phd", "past"),
        ("Tomas Reyes", "master", "past"),
        ("Anja Petrov", "other", "past"),
    ]


_FUNDING_AND_SERVICE = """\
                              CURRICULUM VITAE
   Marguerite O. Lindqvist

   RESEARCH FUNDING

   Year(s)     Funding body      Scheme / project title                      Role     Amount (SEK)
   ---------------------------------------------------------------------------------------------
   2023-2027   Vetenskapsrådet   Project Grant: Gut microbiota after          PI      4,200,000
                                 liver transplantation
   2020        Cancerfonden      Junior Investigator Award                    sole      600,000

   TEACHING

   2021, 2022, 2023      HEP4100 Clinical Hepatology – block coordinator
                         (MD programme, year 4)

   PROFESSIONAL SERVICE

   2021 – present        Editorial Board, Scandinavian Journal of Gastroenterology
   Ad hoc reviewer       Hepatology; Journal of Hepatology; Liver International;
                         Transplantation
"""


def test_a_pdftotext_funding_table_names_each_grant_by_its_scheme_column() -> None:
    """``Year(s)  Funding body  Scheme / project title  Role  Amount``: the column names are no award, and each
    grant is named by its scheme, whole across its wrapped cell."""
    found = _pdftotext(_FUNDING_AND_SERVICE)
    assert [(a["name"], a["year"]) for a in found["awards"]] == [
        ("Project Grant: Gut microbiota after liver transplantation", "2023-2027"),
        ("Junior Investigator Award", 2020),
    ]


def test_pdftotext_years_before_a_course_and_a_role_in_the_dates_column() -> None:
    """``2021, 2022, 2023   CODE Course``: one term per year; ``Ad hoc reviewer   A; B; C`` in the column of the
    dates: a reviewer for each journal."""
    found = _pdftotext(_FUNDING_AND_SERVICE)
    assert [(t["code"], t["course"], t["term"]) for t in found["teaching"]] == [
        ("HEP4100", "Clinical Hepatology", "2021"),
        ("HEP4100", "Clinical Hepatology", "2022"),
        ("HEP4100", "Clinical Hepatology", "2023"),
    ]
    assert [(s["role"], s["venue"]) for s in found["service"]] == [
        ("Editorial Board", "Scandinavian Journal of Gastroenterology"),
        ("Ad hoc reviewer", "Hepatology"),
        ("Ad hoc reviewer", "Journal of Hepatology"),
        ("Ad hoc reviewer", "Liver International"),
        ("Ad hoc reviewer", "Transplantation"),
    ]


def test_german_rows_give_students_after_a_gender_colon_and_talks_in_german_quotes() -> None:
    """``Doktorand:innen: M.Sc. A (seit 2021); M.Sc. B``: the label keeps its gender colon and the degree
    before a name goes; talks whose titles stand in „German quotes“ are a talk each, a label of the kind
    ("Eingeladener Vortrag:") no part of them and "Eingeladener Vortrag, Host" untitled."""
    found = _europecv(
        "\\ecvsection{Betreuung}\n"
        "\\ecvitem{Doktorand:innen}{M.Sc.\\ Jonas Albrecht (seit 10/2020); M.Sc.\\ Lea Fuchs (seit 2022)}\n"
        "\\ecvsection{Vorträge}\n"
        "\\ecvitem{05/2024}{\\emph{Eingeladener Vortrag:} „Spinwellen in dünnen Schichten“, Physikalisches "
        "Kolloquium, Universität Kassel}\n"
        "\\ecvitem{09/2023}{„Magnon transport at interfaces“, DPG-Frühjahrstagung, Dresden}\n"
        "\\ecvitem{11/2021}{Eingeladener Vortrag, Institutsseminar, Max-Planck-Institut für Mikrostrukturphysik, "
        "Halle}\n",
        language="german",
    )
    assert [(s["name"], s["level"]) for s in found["students"]] == [("Jonas Albrecht", "phd"), ("Lea Fuchs", "phd")]
    assert [(t["title"], t["date"]) for t in found["talks"]] == [
        ("Spinwellen in dünnen Schichten", "2024-05"),
        ("Magnon transport at interfaces", "2023-09"),
        (None, "2021-11"),
    ]


def test_german_form_jobs_are_read_and_an_employer_loses_its_street() -> None:
    """``Universitätsassistentin``, ``Forschungspraktikantin``: German job nouns; the employer row's street and
    postcode ("Getreidemarkt 9, 1060 Wien") are no part of the employer."""
    found = _europecv(
        "\\ecvsection{Berufserfahrung}\n"
        "\\ecvitem{Zeitraum}{03/2016 -- 02/2018}\n\\ecvitem{Beruf oder Funktion}{Universitätsassistentin}\n"
        "\\ecvitem{Name und Adresse des Arbeitgebers}{Universität Graz, Institut für Chemie, Heinrichstraße 28, "
        "8010 Graz}\n"
        "\\ecvitem{Zeitraum}{07/2014 -- 09/2014}\n\\ecvitem{Beruf oder Funktion}{Forschungspraktikantin}\n"
        "\\ecvitem{Name und Adresse des Arbeitgebers}{Merck KGaA, Darmstadt}\n",
        language="german",
    )
    assert [(p["title"], p["organization"], p["start"]) for p in found["positions"]] == [
        ("Universitätsassistentin", "Universität Graz, Institut für Chemie", "2016-03"),
        ("Forschungspraktikantin", "Merck KGaA", "2014-07"),
    ]


def test_german_courses_in_quotes_and_a_run_of_semesters() -> None:
    """``SS 2021 – SS 2023: Praktikum „Course“``: the course in German quotes, the semesters one term."""
    found = _europecv(
        "\\ecvsection{Lehre}\n"
        "\\ecvitem{}{SS 2021 -- SS 2023: Praktikum „Anorganische Chemie“ (Bachelor Chemie)}\n"
        "\\ecvitem{}{WS 2022/23: Vorlesung „Festkörperchemie“ (Master Chemie)}\n",
        language="german",
    )
    assert [(t["course"], t["term"]) for t in found["teaching"]] == [
        ("Anorganische Chemie", "SS 2021 – SS 2023"),
        ("Festkörperchemie", "WS 2022/23"),
    ]


def test_a_german_doctorate_with_its_grade_school_and_supervisor() -> None:
    """``Doktorin der technischen Wissenschaften (Dr. techn.), mit Auszeichnung``: the degree whole, its grade no
    field; the school row stays the institution though the thesis row stands between; "Univ.-Prof. Dr." goes."""
    found = _europecv(
        "\\ecvsection{Schul- und Berufsbildung}\n"
        "\\ecvitem{Zeitraum}{10/2012 -- 11/2015}\n"
        "\\ecvitem{Bezeichnung der erworbenen Qualifikation}{Doktorin der technischen Wissenschaften (Dr.\\ techn.), "
        "mit Auszeichnung}\n"
        "\\ecvitem{Hauptfächer/berufliche Fähigkeiten}{Dissertation: „Kinetik der Ammoniaksynthese an "
        "Eisenoberflächen“; Betreuer: Univ.-Prof.\\ Dr.\\ Herbert Lindmayr}\n"
        "\\ecvitem{Name und Art der Bildungs- oder Ausbildungseinrichtung}{Montanuniversität Leoben}\n",
        language="german",
    )
    degree = found["education"][0]
    assert (degree["degree"], degree["field"], degree["institution"], degree["advisors"]) == (
        "Doktorin der technischen Wissenschaften (Dr. techn.)",
        None,
        "Montanuniversität Leoben",
        ["Herbert Lindmayr"],
    )


def test_advising_rows_labelled_chair_and_member_are_students_and_committees() -> None:
    """Under graduate advising, ``Chair: A (Ph.D. 2022); B (ABD)`` names one's students and ``Member: Ph.D.
    committees of C (2019), D (2021), and E (2023)`` the committees one sat on: neither is service."""
    found = _europecv(
        "\\ecvsection{Graduate advising}\n"
        "\\ecvitem{Chair}{Marisol Ortega (Ph.D. 2022, now Lecturer, University of Leeds); Tomasz Wrona (ABD)}\n"
        "\\ecvitem{Member}{Ph.D. committees of Ana Beltrán (2019), Kofi Mensah (2021), and Lise Moreau (2023)}\n"
    )
    assert [(s["name"], s["level"]) for s in found["students"]] == [
        ("Marisol Ortega", "phd"),
        ("Tomasz Wrona", "phd"),
    ]
    assert [(c["name"], c["year"]) for c in found["committees"]] == [
        ("Ana Beltrán", 2019),
        ("Kofi Mensah", 2021),
        ("Lise Moreau", 2023),
    ]
    assert found["service"] == []


def test_a_service_label_with_a_note_on_whom_with() -> None:
    """``Ad hoc co-reviewer (with J. Name): *A*; *B*``: the note makes the label no longer, nor part of the role."""
    found = _pdftotext(
        "# Ilona Varga\n\n## Service\n\n"
        "- Ad hoc co-reviewer (with M. T. Haverkamp-Lind): *Journal of Sleep Research*; *Sleep Medicine*\n"
    )
    assert [(s["role"], s["venue"]) for s in found["service"]] == [
        ("Ad hoc co-reviewer", "Journal of Sleep Research"),
        ("Ad hoc co-reviewer", "Sleep Medicine"),
    ]


def _moderncv(body: str) -> dict:
    source = (
        "\\documentclass{moderncv}\n\\moderncvstyle{banking}\n\\name{Ilona}{Varga}\n\\begin{document}\n"
        f"\\makecvtitle\n{body}\n\\end{{document}}\n"
    )
    return to_layout(read_tex(source))


def test_papers_presented_are_talks_and_fields_under_research_are_interests() -> None:
    """A humanities CV's "Papers presented" (``\\cventry{date}{``Title''}{Meeting}{City}{}{}``) are talks, each
    title quoted once; ``\\cvitem{Fields}{A; B}`` under "Research" lists the subject's interests."""
    found = _moderncv(
        "\\section{Education}\n\\cventry{2014--2020}{PhD in History}{University of Leeds}{}{}{}\n"
        "\\section{Research}\n\\cvitem{Fields}{Medieval Iberian history; Mediterranean trade networks}\n"
        "\\section{Papers presented}\n"
        "\\cventry{Mar.\\ 2024}{``Salt and Silver in Valencia''}{Medieval Academy of America Annual Meeting}"
        "{Toronto}{}{}\n"
        "\\cventry{2022}{``Notaries at the Fair''}{International Medieval Congress}{Leeds}{}{}\n"
    )
    assert found["interests"] == ["Medieval Iberian history", "Mediterranean trade networks"]
    assert [t["title"] for t in found["talks"]] == ["Salt and Silver in Valencia", "Notaries at the Fair"]
    assert found["publications"] == []


def test_mentoring_groups_in_italics_and_a_running_footer_of_the_cv() -> None:
    """A converter's italic group lines (``_Postdoctoral fellows_``, ``_Undergraduate honors theses_``) label the
    students under them; ``Name CV, p. 3`` is a page's footer; ``A (2021), B (2023), UVM`` names the school of
    both committees."""
    found = _pdftotext(
        "# Ilona Varga\n\n**MENTORING**\n\n_Doctoral students_\nRuth Abernethy (2020–present)\n"
        "_Postdoctoral fellows_\nSamuel Okafor, Ph.D. (2021–2023)\n"
        "_Undergraduate honors theses_\nLena Fischer (2022), Omar Haddad (2024)\n\nVarga CV, p. 3\n\n"
        "**PROFESSIONAL SERVICE**\n\nDissertation committees: Jonah Pike (2021), Marta Solís (2023), UVM\n"
    )
    assert [(s["name"], s["level"]) for s in found["students"]] == [
        ("Ruth Abernethy", "phd"),
        ("Samuel Okafor", "other"),
        ("Lena Fischer", "bachelor"),
        ("Omar Haddad", "bachelor"),
    ]
    assert [(c["name"], c["institution"]) for c in found["committees"]] == [
        ("Jonah Pike", "UVM"),
        ("Marta Solís", "UVM"),
    ]


def test_a_year_of_talks_with_a_host_then_its_quoted_title_among_untitled_seminars() -> None:
    """``Host — “Title”; Seminar, Univ; Seminar, Univ`` under a year label: one talk per piece, the first
    titled."""
    found = _pdftotext(
        "# Ilona Varga\n\n## Talks\n\n"
        "- Banff, Workshop *Extremal Graph Theory* — “Tur\u00e1n densities of hypergraphs”; Combinatorics seminar, "
        "University of Warwick; Graph theory seminar, KTH.  2024\n"
    )
    assert [(t["title"], t["host"], t["date"]) for t in found["talks"]] == [
        ("Turán densities of hypergraphs", "Banff, Workshop Extremal Graph Theory", "2024"),
        (None, "Combinatorics seminar, University of Warwick", "2024"),
        (None, "Graph theory seminar, KTH", "2024"),
    ]


def test_a_research_section_of_one_line_of_phrases_lists_interests() -> None:
    """"Research" over one line of short phrases apart by commas: the subject's interests."""
    found = _pdftotext(
        "# Ilona Varga\n\n## Education\n\n- 2012–2017 PhD in Mathematics, University of Bonn\n\n## Research\n\n"
        "Spectral geometry, inverse problems, random matrices, quantum chaos.\n\n## Teaching\n\n"
        "- MATH 2210 Linear Algebra (Fall 2021)\n"
    )
    assert found["interests"] == ["Spectral geometry", "inverse problems", "random matrices", "quantum chaos"]


def test_a_talk_line_naming_only_its_event_is_untitled() -> None:
    """In a table of talks whose titled rows set the title after a dash, a row naming only a seminar or a
    session (``Analysis seminar, Princeton University``) is an untitled talk there."""
    found = _pdftotext(
        "# Ilona Varga\n\n## Invited talks\n\n"
        "- Apr 2025  Geometry seminar, University of Bristol — *Rigidity of random surfaces*\n"
        "- Jan 2025  AMS Special Session on Spectral Theory, JMM Seattle\n"
        "- Mar 2023  Analysis seminar, Princeton University\n"
    )
    assert [(t["title"], t["host"]) for t in found["talks"]] == [
        ("Rigidity of random surfaces", "Geometry seminar, University of Bristol"),
        (None, "AMS Special Session on Spectral Theory, JMM Seattle"),
        (None, "Analysis seminar, Princeton University"),
    ]
