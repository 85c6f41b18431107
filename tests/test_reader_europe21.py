"""Development set 21's lessons for europecv/europasscv and ``pdftotext -layout`` clinical CVs, on invented
strings: rows that break over lines, field names that head sections, dates in each European form."""

from __future__ import annotations

from cvkg.export import to_layout
from cvkg.extract import text
from cvkg.model import SourceDocument
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


def _pdftotext(body: str) -> dict:
    """A CV as ``pdftotext -layout`` writes it, read as the Markdown the pipeline hands on."""
    return to_layout(text.extract(SourceDocument("cv.md", "text/markdown", f"Dr Ewan T. Marsh\n\n{body}", "")))


def test_uk_clinical_posts_with_the_employer_on_the_line_below() -> None:
    """A UK clinician's appointments: the dates at the margin, the title beside them (its commas its own when the
    employer hangs on the next line), a house officer's rotation with its trust after a comma."""
    found = _pdftotext(
        "PREVIOUS APPOINTMENTS\n\n"
        "2009 – 2013               Specialty Registrar, Cardiology and Acute Medicine\n"
        "                          Wessex Deanery\n"
        "2007 – 2009               BHF Clinical Research Fellow\n"
        "                          Bristol Heart Institute, Bristol\n"
        "2005 – 2007               Senior House Officer rotation in Surgery, Royal Devon NHS Foundation Trust\n"
    )
    jobs = [(p["title"], p["organization"], p["start"]) for p in found["positions"]]
    assert jobs == [
        ("Specialty Registrar, Cardiology and Acute Medicine", "Wessex Deanery", "2009"),
        ("BHF Clinical Research Fellow", "Bristol Heart Institute", "2007"),
        ("Senior House Officer rotation in Surgery", "Royal Devon NHS Foundation Trust", "2005"),
    ]


def test_royal_college_diplomas_and_a_quoted_thesis_are_education() -> None:
    """``MRCS (Ed), Royal College of Surgeons of Edinburgh`` and ``FRCP (London)`` are qualifications; a quoted
    line under a PhD is its thesis."""
    found = _pdftotext(
        "EDUCATION AND QUALIFICATIONS\n\n"
        "2012                      PhD, University of Bristol\n"
        "                          \"Platelet reactivity after coronary stenting\"\n"
        "2006                      MRCS (Ed), Royal College of Surgeons of Edinburgh\n"
        "2003                      MBChB, University of Glasgow\n"
        "2018                      FRCP (London)\n"
    )
    degrees = [(d["degree"], d["institution"], d["end"], d["dissertation"]) for d in found["education"]]
    assert degrees == [
        ("PhD", "University of Bristol", "2012", "Platelet reactivity after coronary stenting"),
        ("MRCS (Ed)", "Royal College of Surgeons of Edinburgh", "2006", None),
        ("MBChB", "University of Glasgow", "2003", None),
        ("FRCP (London)", None, "2018", None),
    ]


def test_an_examining_heading_ends_the_talks_above_it() -> None:
    """``EXAMINING`` heads examinations: its list is no talk of the lectures above."""
    found = _pdftotext(
        "INVITED LECTURES\n\n"
        "2024     \"Antiplatelet therapy in the elderly\", EuroPCR, Paris\n\n"
        "EXAMINING\n\n"
        "PhD external examiner: University of Leeds (2020), University of Oxford (2023)\n"
    )
    assert [(t["title"], t["date"]) for t in found["talks"]] == [("Antiplatelet therapy in the elderly", "2024")]


def test_a_hanging_reviewer_list_and_a_finals_examiner_are_service() -> None:
    """``Peer reviewer for: A, B`` hanging under a dated role is a statement of its own, one record per journal;
    examining a degree's finals is service, not a thesis committee."""
    found = _pdftotext(
        "TEACHING\n\n"
        "2019 – present     Module lead, Cardiovascular Medicine, University of Bristol\n"
        "2022               External examiner, MBChB Finals, University of Dundee\n\n"
        "EXTERNAL ROLES AND PROFESSIONAL SERVICE\n\n"
        "2021 – present     Associate Editor, Heart\n"
        "2017               Guideline Committee, SIGN 149 (Acute Coronary Syndrome)\n"
        "                   Peer reviewer for: Heart, EuroIntervention\n"
    )
    service = [(s["role"], s["venue"]) for s in found["service"]]
    assert ("Peer reviewer", "Heart") in service and ("Peer reviewer", "EuroIntervention") in service
    assert ("External examiner", "MBChB Finals, University of Dundee") in service
    assert found["committees"] == []


def test_a_grants_table_names_each_award_by_its_funder_column() -> None:
    """``Dates  Funder  Role  Amount  Title``: the award is the funder's scheme, whole when its cell wraps onto the
    line below (the cell filled its column, two spaces from the role's), not the project's title."""
    found = _pdftotext(
        "RESEARCH GRANTS\n\n"
        "Dates        Funder                       Role      Amount       Title\n"
        "2021–2025    British Heart Foundation     PI        £1,204,000   Platelet function after\n"
        "             Project Grant                                      coronary stenting\n"
        "2018–2020    Medical Research Scotland  Co-I      £95,000      Frailty in the catheter lab\n"
    )
    assert [(a["name"], a["year"]) for a in found["awards"]] == [
        ("British Heart Foundation Project Grant", "2021-2025"),
        ("Medical Research Scotland", "2018-2020"),
    ]


def test_an_award_name_loses_a_sum_written_after_it_and_a_numbered_grant_number() -> None:
    """``1,2 Mio. €`` and ``ca. 300.000 €`` (the currency after the sum), ``(Nr. 8812345)`` and an all-digit
    file number after a comma go; a funder's code stays."""
    found = _europecv(
        "\\ecvsection{Drittmittel und Auszeichnungen}\n"
        "\\ecvitem{2023}{Consolidator Grant \\emph{GLACIER} (Nr.\\ 8812345), 1{,}2 Mio.\\,€}\n"
        "\\ecvitem{2020}{Sachbeihilfe der DFG, ca.\\ 300.000\\,€}\n"
        "\\ecvitem{2019}{Heisenberg Fellowship, 04-117-2019-0032, EUR 95,000 (PI)}\n"
        "\\ecvitem{2017}{NSF Postdoctoral Fellowship, OCE-1712345}\n",
        language="german",
    )
    assert [a["name"] for a in found["awards"]] == [
        "Consolidator Grant GLACIER",
        "Sachbeihilfe der DFG",
        "Heisenberg Fellowship",
        "NSF Postdoctoral Fellowship, OCE-1712345",
    ]


def test_a_labelled_list_of_contributed_talks_gives_one_untitled_talk_a_year() -> None:
    """``Kontribuierte Vorträge: EGU 2019 (Wien), DGG-Jahrestagung 2016 und 2015``: an event named with its year
    keeps it; a host with several years gives a talk for each; a kind label in brackets is no host."""
    found = _europecv(
        "\\ecvsection{Vorträge}\n"
        "\\ecvitem{05/2024}{Ocean Sciences Meeting, Glasgow -- ``Sea-ice drift in a warming Arctic'' (Plenary)}\n"
        "\\ecvitem{}{\\textit{Kontribuierte Vorträge}: EGU 2019 (Wien), DGG-Jahrestagung 2016 und 2015}\n",
        language="german",
    )
    assert [(t["title"], t["host"], t["date"]) for t in found["talks"]] == [
        ("Sea-ice drift in a warming Arctic", "Ocean Sciences Meeting, Glasgow", "2024-05"),
        (None, "EGU 2019 (Wien)", "2019"),
        (None, "DGG-Jahrestagung", "2016"),
        (None, "DGG-Jahrestagung", "2015"),
    ]


def test_a_lecturer_row_under_teaching_and_supervision_is_a_course() -> None:
    """Under ``Teaching and supervision`` (a students' heading first), ``Lecturer, programme, course X (CODE)``
    is a course taught; a candidate ``defended 2023`` is past, a ``Doktorand`` a doctoral student, and
    ``gemeinsam mit Prof. X`` names the co-advisor."""
    found = _europecv(
        "\\ecvsection{Teaching and supervision}\n"
        "\\ecvitem{2021 -- present}{Lecturer, MSc Epidemiology, course \\emph{Survival Analysis} (EP204)}\n"
        "\\ecvitem{PhD candidates}{A.B.\\ Kovacs (co-promotor, defended 2023), R.\\ Lindqvist (co-promotor, ongoing)}\n"
        "\\ecvitem{Doktoranden}{Jonas Ebert (seit 2022, gemeinsam mit Prof.\\ H.~Vogel)}\n"
    )
    assert [(t["course"], t["code"], t["term"]) for t in found["teaching"]] == [
        ("Survival Analysis", "EP204", "2021 – present")
    ]
    students = [(s["name"], s["level"], s["status"], s["co_advisors"]) for s in found["students"]]
    assert students == [
        ("A.B. Kovacs", "phd", "past", []),
        ("R. Lindqvist", "phd", "current", []),
        ("Jonas Ebert", "phd", "current", ["H. Vogel"]),
    ]


def test_a_tutor_of_two_emphasised_courses_taught_both() -> None:
    """``Übungsleiter *A* und *B*, Universität X``: two courses, each in the row's years."""
    found = _europecv(
        "\\ecvsection{Lehre}\n"
        "\\ecvitem{2014 -- 2016}{Übungsleiter \\emph{Theoretische Mechanik} und \\emph{Thermodynamik}, "
        "Universität Kiel}\n",
        language="german",
    )
    assert [(t["course"], t["term"]) for t in found["teaching"]] == [
        ("Theoretische Mechanik", "2014 – 2016"),
        ("Thermodynamik", "2014 – 2016"),
    ]


def test_europecv_personal_data_gives_both_phones_and_the_birth_date() -> None:
    """``\\ecvtelephone[mobile]{phone}`` gives two numbers; ``\\ecvdateofbirth{02/11/1985}`` is day first."""
    source = (
        "\\documentclass[english]{europecv}\n\\ecvname{Varga, Ilona}\n\\ecvtelephone[+36 1 555 0101]{+36 30 555 0199}\n"
        "\\ecvdateofbirth{02/11/1985}\n\\begin{document}\n\\begin{europecv}\n\\ecvpersonalinfo\n"
        "\\ecvsection{Work experience}\n\\ecvitem{2019 -- 2023}{Registrar, Royal Infirmary}\n"
        "\\end{europecv}\n\\end{document}\n"
    )
    person = to_layout(read_tex(source))["person"]
    assert (person["phones"], person["birth_date"]) == (["+36 1 555 0101", "+36 30 555 0199"], "1985-11-02")


def test_europasscv_additional_information_fields_head_their_lists() -> None:
    """europasscv's ``\\ecvblueitem`` rows under "Additional information" each head a list of their own
    (Publications, Honours and awards, Memberships), and ``\\ecvhighlight{Business or sector}`` names a form's
    field, no employer."""
    source = (
        "\\documentclass[english]{europasscv}\n\\ecvname{Morgan Hale}\n\\begin{document}\n\\begin{europasscv}\n"
        "\\ecvpersonalinfo\n\\ecvsection{Work experience}\n"
        "\\ecvtitle{Jan 2019 -- Present}{Senior Staff Nurse}\n"
        "\\ecvitem{}{St Brendan's Hospital, Leeds (United Kingdom)}\n"
        "\\ecvitem{}{\\ecvhighlight{Business or sector} Human health activities}\n"
        "\\ecvsection{Additional information}\n"
        "\\ecvblueitem{Publications}{Hale M, Otieno R. Early warning scores on medical wards. Nurs Times. "
        "2022;118(4):22-5.}\n"
        "\\ecvblueitem{Honours and awards}{Chief Nurse Award for Excellence (2021)}\n"
        "\\ecvblueitem{Memberships}{Royal College of Nursing}\n"
        "\\end{europasscv}\n\\end{document}\n"
    )
    found = to_layout(read_tex(source))
    jobs = [(p["title"], p["organization"]) for p in found["positions"]]
    assert jobs == [("Senior Staff Nurse", "St Brendan's Hospital")]  # "Leeds (United Kingdom)" is its place
    assert [(p["title"], p["year"]) for p in found["publications"]] == [("Early warning scores on medical wards", 2022)]
    assert [(a["name"], a["year"]) for a in found["awards"]] == [("Chief Nurse Award for Excellence", 2021)]


def test_portuguese_form_rows_make_one_job() -> None:
    """europecv in Portuguese: ``Datas`` / ``Função ou cargo ocupado`` / ``Nome e morada do empregador``; the
    position's row is the title though no job noun ends it, since the employer's row names the institution."""
    found = _europecv(
        "\\ecvsection{Experiência profissional}\n"
        "\\ecvitem{Datas}{01/2018 -- 12/2021}\n"
        "\\ecvitem{Função ou cargo ocupado}{Assistente Hospitalar de Cardiologia}\n"
        "\\ecvitem{Principais actividades e responsabilidades}{Urgência e enfermaria}\n"
        "\\ecvitem{Nome e morada do empregador}{Hospital de Santa Marta}\n",
        language="portuges",
    )
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in found["positions"]] == [
        ("Assistente Hospitalar de Cardiologia", "Hospital de Santa Marta", "2018-01", "2021-12")
    ]


def test_bold_titles_and_degrees_end_where_the_bold_ends() -> None:
    """``**Group Leader** “Project”`` and ``**Research Associate** (doctoral student)``: the bold title; ``**Master
    of Science** Physik``: the degree, then its field; ``Supervisor: X; Grade: Y`` names one advisor."""
    found = _europecv(
        "\\ecvsection{Berufserfahrung}\n"
        "\\ecvitem{seit 2022}{\\textbf{Gruppenleiterin} ``Meereis im Wandel''\\newline "
        "Institut für Ozeanographie, Kiel}\n"
        "\\ecvitem{2016 -- 2021}{\\textbf{Wissenschaftliche Mitarbeiterin} (Doktorandin)\\newline "
        "Geophysikalisches Institut, Universität Bergen}\n"
        "\\ecvsection{Ausbildung}\n"
        "\\ecvitem{2016 -- 2021}{\\textbf{Promotion} in Ozeanographie, Universität Bergen\\newline\n"
        "Betreuer: Prof.\\ Dr.\\ Knut Lund; Note: magna cum laude}\n"
        "\\ecvitem{2013 -- 2015}{\\textbf{Master of Science} Meteorologie, Universität Hamburg}\n",
        language="german",
    )
    assert [p["title"] for p in found["positions"]] == ["Gruppenleiterin", "Wissenschaftliche Mitarbeiterin"]
    degrees = [(d["degree"], d["field"], d["advisors"]) for d in found["education"]]
    assert degrees[1] == ("Master of Science", "Meteorologie", [])
    assert degrees[0][2] == ["Knut Lund"]


def test_a_society_fellowship_is_no_service() -> None:
    """``Fellow of the European Society of X (FESX), since 2020`` is a grade of membership; a reviewer list and a
    committee seat beside it are service."""
    found = _europecv(
        "\\ecvsection{Professional memberships and service}\n"
        "\\ecvitem{}{Fellow of the European Society of Nephrology (FESN), since 2020}\n"
        "\\ecvitem{}{Reviewer: Kidney International, Nephrology Dialysis Transplantation}\n"
        "\\ecvitem{}{Member, ERA Guidelines Committee, 2021--2024}\n"
    )
    assert [(s["role"], s["venue"]) for s in found["service"]] == [
        ("Reviewer", "Kidney International"),
        ("Reviewer", "Nephrology Dialysis Transplantation"),
        ("Member", "ERA Guidelines Committee"),
    ]


def test_a_larger_field_name_of_a_list_heads_it_even_on_one_line() -> None:
    """``\\ecvitem{\\large Honours and awards}{A (2021); B (2018)}`` among jobs heads its own list, on one line or
    over several; a job's form rows above it keep their entry."""
    found = _europecv(
        "\\ecvsection{Work experience}\n"
        "\\ecvitem{Dates}{2019 -- present}\n\\ecvitem{Occupation or position held}{Consultant Nephrologist}\n"
        "\\ecvitem{Name and address of employer}{Royal Infirmary of Edinburgh}\n"
        "\\ecvitem{\\large Honours and awards}{Young Investigator Prize, ERA (2021); Travel Grant, ASN (2018)}\n"
    )
    assert [p["title"] for p in found["positions"]] == ["Consultant Nephrologist"]
    assert [(a["name"], a["year"]) for a in found["awards"]] == [
        ("Young Investigator Prize", 2021),
        ("Travel Grant, ASN", 2018),
    ]
