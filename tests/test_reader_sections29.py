"""Development sets 28 and 29's lessons for the sections beside the publications, on invented strings: projects
and clinical trials under their heading, students named in running prose, mentorship headings."""

from __future__ import annotations

from cvkg.export import to_layout
from cvkg.extract import text
from cvkg.model import SourceDocument
from tests.readers import read_tex


def _md(source: str) -> dict:
    return to_layout(text.extract(SourceDocument("cv.md", "text/markdown", source, "")))


def _europass(body: str) -> dict:
    source = (
        "\\documentclass[english]{europasscv}\n\\ecvname{Brenna Salvi}\n\\begin{document}\n"
        f"\\begin{{europasscv}}\n\\ecvpersonalinfo\n{body}\n\\end{{europasscv}}\n\\end{{document}}\n"
    )
    return to_layout(read_tex(source))


def _moderncv(body: str) -> dict:
    source = (
        "\\documentclass{moderncv}\n\\moderncvstyle{casual}\n\\name{Ilse}{Marquart}\n\\begin{document}\n"
        f"\\makecvtitle\n{body}\n\\end{{document}}\n"
    )
    return to_layout(read_tex(source))


def test_clinical_trials_are_projects_named_in_bold_or_before_their_registry_number() -> None:
    """A "Clinical Trials" heading lists projects: a bold acronym, or a study's title up to its registry number."""
    found = _md(
        "# Dana Orlov\n\n## Clinical Trials\n\n"
        "- **TIDE-ONE** (NCT01234567): A Phase II Study of Drug X in Refractory Myeloma. Role: PI. 2021 – present.\n"
        "- A Randomized Study of Early Rehabilitation After Hip Fracture (NCT07654321), site PI, 2019 – 2022.\n"
    )
    assert [(p["name"], p["start"], p["end"]) for p in found["projects"]] == [
        ("TIDE-ONE", "2021", "present"),
        ("A Randomized Study of Early Rehabilitation After Hip Fracture", "2019", "2022"),
    ]
    assert found["projects"][0]["description_first_sentence"] == "A Phase II Study of Drug X in Refractory Myeloma."


def test_a_funded_project_is_named_by_its_bold_acronym_after_the_programme() -> None:
    """``\\ecvitem{2020--2024}{Horizon 2020 \\textbf{NAME} (GA 123): what it is.}``: the bold word is the project,
    and the row's dates, not the programme's year, are its period."""
    found = _europass(
        "\\ecvsection{Research projects}\n"
        "\\ecvitem{2020--2024}{Horizon 2020 \\textbf{SOILNET} (GA 862001): Soil networks for dry farming. "
        "Task leader.}\n"
        "\\ecvitem{2023--2025}{PRIN 2022 \\textbf{AQUAFIELD} -- Irrigation scheduling from satellite data.}\n"
    )
    assert [(p["name"], p["start"], p["end"]) for p in found["projects"]] == [
        ("SOILNET", "2020", "2024"),
        ("AQUAFIELD", "2023", "2025"),
    ]
    assert found["projects"][0]["description_first_sentence"] == "Soil networks for dry farming."


def test_a_moderncv_project_keeps_its_name_apart_from_its_partners_and_link() -> None:
    """``\\cventry{2018--present}{Name}{with partners}{\\url{...}}{}{description}``: the name alone, the link as
    its URL and the description's first sentence."""
    found = _moderncv(
        "\\section{Collaborative Projects}\n"
        "\\cventry{2018--present}{Atlas of Mountain Pastures}{with Rui Almada and the Herders' Union}"
        "{\\url{https://pastures.example.org}}{}{A shared map of grazing rights. Funded by a small grant.}\n"
    )
    assert [
        (p["name"], p["start"], p["end"], p["url"], p["description_first_sentence"]) for p in found["projects"]
    ] == [
        (
            "Atlas of Mountain Pastures",
            "2018",
            "present",
            "https://pastures.example.org",
            "A shared map of grazing rights.",
        )
    ]


def test_students_named_in_a_sentence_after_who_they_are() -> None:
    """``Co-supervisor of PhD students A (2018–2022; now at X) and B (2022–present). Supervisor of 5 MSc
    theses.``: the two students, with the level the lead-in gives; the count names no one."""
    found = _europass(
        "\\ecvsection{Additional information}\n"
        "\\ecvitem{Supervision}{Co-supervisor of PhD students Marta Olsen (2018--2022, now at ENEA) and "
        "Joel Haddad (2022--present). Supervisor of 5 MSc theses.}\n"
    )
    assert [(s["name"], s["level"], s["status"]) for s in found["students"]] == [
        ("Marta Olsen", "phd", "past"),
        ("Joel Haddad", "phd", "current"),
    ]


def test_a_co_advisor_in_the_lead_in_co_advises_every_student_named() -> None:
    """``...; co-advisor (with Prof. K. Lind) of the PhD students A (...) and B (...)``: a clause after a count,
    whose co-advisor holds for both."""
    found = _europass(
        "\\ecvsection{Additional information}\n"
        "\\ecvitem{Supervision}{Co-supervisor of 9 M.Sc. theses since 2018; co-advisor (with Prof. K. Lind) of the "
        "PhD students Ada Moretti (2019--2023) and Tim Osei (since 2022)}\n"
    )
    assert [(s["name"], s["co_advisors"]) for s in found["students"]] == [
        ("Ada Moretti", ["K. Lind"]),
        ("Tim Osei", ["K. Lind"]),
    ]


def test_co_op_students_after_a_role_are_interns() -> None:
    """``Co-op student supervisor, A (University co-op, 2022); B (co-op, 2019)``: two interns, past."""
    found = _md(
        "# Lena Brandt\n\n## Mentoring\n\n"
        "Co-op student supervisor, Ruth Abara (Drexel University co-op, 2022); Paul Wendt (co-op, 2019)\n"
    )
    assert [(s["name"], s["level"], s["status"]) for s in found["students"]] == [
        ("Ruth Abara", "intern", "past"),
        ("Paul Wendt", "intern", "past"),
    ]


def test_the_line_dates_of_a_moderncv_row_do_not_hide_its_last_student() -> None:
    """``\\cvitem{2021--2023}{Undergraduate researchers: A (honors thesis, 2023), B (REU, summer 2021)}``."""
    found = _moderncv(
        "\\section{Mentoring}\n"
        "\\cvitem{2021--2023}{Undergraduate researchers: Noa Field (honors thesis, 2023), "
        "Ivo Marsh (REU, summer 2021)}\n"
    )
    assert [(s["name"], s["level"]) for s in found["students"]] == [
        ("Noa Field", "bachelor"),
        ("Ivo Marsh", "bachelor"),
    ]


def test_a_heading_of_resident_mentorship_heads_students() -> None:
    """``RESIDENT AND STUDENT MENTORSHIP`` in a PDF's text is a heading of students, not a line of teaching."""
    found = _md(
        "JANE DOE, PharmD\n\nTEACHING\n\nPHAR 210  Pharmacology I                         Fall 2019\n\n"
        "RESIDENT AND STUDENT MENTORSHIP\n\n"
        "Omar Haddad, PharmD — PGY2 resident, research preceptor                    2020 – 2021\n"
    )
    assert [s["name"] for s in found["students"]] == ["Omar Haddad"]
    assert [t["course"] for t in found["teaching"]] == ["Pharmacology I"]


def test_an_awesome_cv_talk_row_gives_its_kind_title_and_host_apart() -> None:
    """awesome-cv's ``\\cventry{Invited speaker}{Title}{Host}{City}{date}``: the kind is no part of the host."""
    source = (
        "\\documentclass{awesome-cv}\n\\name{Tove}{Hallin}\n\\begin{document}\n\\cvsection{Presentations}\n"
        "\\begin{cventries}\n"
        "\\cventry{Invited speaker}{Kinase inhibitors in fibrotic lung disease}{Gordon Research Conference on "
        "Fibrosis}{Ventura, CA}{Feb. 2022}\n"
        "\\cventry{Oral}{Cardiac safety of small-molecule agonists in telemetered dogs}{Safety Pharmacology "
        "Society Annual Meeting}{Madrid, Spain}{Oct. 2020}\n"
        "\\end{cventries}\n\\end{document}\n"
    )
    found = to_layout(read_tex(source))
    assert [(t["title"], t["host"].split(",")[0]) for t in found["talks"]] == [
        ("Kinase inhibitors in fibrotic lung disease", "Gordon Research Conference on Fibrosis"),
        ("Cardiac safety of small-molecule agonists in telemetered dogs", "Safety Pharmacology Society Annual Meeting"),
    ]


def test_a_titled_talk_given_at_two_places_is_two_talks() -> None:
    """``"Title." Department of X, Univ A; Department of X, Univ B.  2023``: one talk per host, the same title."""
    found = _moderncv(
        "\\section{Invited Lectures}\n"
        "\\cvitem{2023}{``Rivers of Salt.'' Department of Geography, Brown University; Department of Geography, "
        "UC Irvine.}\n"
    )
    assert [(t["title"], t["host"]) for t in found["talks"]] == [
        ("Rivers of Salt", "Department of Geography, Brown University"),
        ("Rivers of Salt", "Department of Geography, UC Irvine"),
    ]


def test_an_untitled_talk_at_a_unit_of_a_university_is_one_host() -> None:
    """``Center for X, University of Y.  2019``: an untitled talk whose host is the unit and its university."""
    found = _moderncv(
        "\\section{Invited Lectures}\n"
        "\\cvitem{2021}{``Rivers of Salt.'' Department of Geography, Brown University.}\n"
        "\\cvitem{2019}{Center for Andean Studies, University of Oregon.}\n"
    )
    assert [(t["title"], t["host"]) for t in found["talks"]][1:] == [
        (None, "Center for Andean Studies, University of Oregon")
    ]


def test_a_years_list_of_hosts_after_a_title_heard_that_title() -> None:
    """``**2024** — *Title* — Host A, City; Host B, City``: both heard the title; a kind before a host is dropped
    (``Contributed talk, "Title", Meeting``), and a seminar named as such stays untitled."""
    found = _md(
        "# Ines Moro\n\n## Talks\n\n"
        "* **2024** — *Cold Dust in Early Galaxies* — Max Planck Institute for Astronomy, Heidelberg; "
        "Galaxies at Dawn 2024, Kyoto\n"
        '* **2023** — Contributed talk, "Quenched Disks at z = 2", AAS 243, New Orleans, LA\n'
    )
    assert [(t["title"], t["host"]) for t in found["talks"]] == [
        ("Cold Dust in Early Galaxies", "Max Planck Institute for Astronomy, Heidelberg"),
        ("Cold Dust in Early Galaxies", "Galaxies at Dawn 2024, Kyoto"),
        ("Quenched Disks at z = 2", "AAS 243, New Orleans, LA"),
    ]


def test_a_grant_named_in_bold_before_its_number_or_title_is_the_bold_name() -> None:
    """``**Name** (K23 HL0001) — *Title*, 2020–2025. Role: PI.`` and ``**Name** (Junior), 2019–2021 · $90,000``."""
    found = _md(
        "# Rui Sato\n\n## Grants & Honors\n\n"
        "- **NHLBI K23 Mentored Patient-Oriented Research Career Development Award** (K23 HL100001) — "
        "*Airway inflammation in smokers*, 2020–2025. Role: PI.\n"
        "- **ATS Foundation Research Award** (Junior Investigator), 2019–2021 · $90,000\n"
    )
    assert [(a["name"], a["year"]) for a in found["awards"]] == [
        ("NHLBI K23 Mentored Patient-Oriented Research Career Development Award", "2020-2025"),
        ("ATS Foundation Research Award", "2019-2021"),
    ]


def test_a_grants_role_line_is_no_award_and_its_amount_goes() -> None:
    """``Role: Co-Investigator (PI: X)`` under a grant is the subject's part; ``“Title,” $15,000`` loses its sum."""
    found = _md(
        "JANE DOE, PharmD\n\nHONORS AND GRANTS\n"
        "ASHP Foundation New Investigator Grant, “Cefazolin dosing in obesity,” $20,000        2016 – 2017\n"
        "NIH R21 AI000001, Penicillin allergy delabeling in clinics                            2020 – 2022\n"
        "     Role: Co-Investigator (PI: K. Marsh)\n"
    )
    names = [a["name"] for a in found["awards"]]
    assert len(names) == 2
    assert not any("Role" in n or "$" in n for n in names)


def test_a_courses_note_in_brackets_stays_whole_and_goes() -> None:
    """``PHAR 510  Antiviral Therapy (P2; 140 students)  Fall 2021 – Fall 2023`` under a role alone on its line:
    the course without its note, and no course named "Course Coordinator"."""
    found = _md(
        "JANE DOE, PharmD\n\nTEACHING\n\nCourse Coordinator\n"
        "   PHAR 510  Antiviral Therapy (P2; 140 students)    Fall 2021 – Fall 2023\n"
        "Lecturer\n   PHAR 220  Pharmacokinetics I                          Spring 2020\n"
    )
    assert [(t["course"], t["code"], t["term"]) for t in found["teaching"]] == [
        ("Antiviral Therapy", "PHAR 510", "Fall 2021 – Fall 2023"),
        ("Pharmacokinetics I", "PHAR 220", "Spring 2020"),
    ]


def test_courses_parted_by_a_semicolon_keep_their_own_school_years() -> None:
    """``Lecturer, X (SSD, 6 ECTS), MSc in Y, a.y. 2021/22 and 2022/23; teaching assistant, Z, a.y. 2019/20``."""
    found = _europass(
        "\\ecvsection{Additional information}\n"
        "\\ecvitem{Teaching}{Lecturer, Soil Hydrology (AGR/08, 6 ECTS), MSc in Land Management, a.y. 2021/22 and "
        "2022/23; teaching assistant, Irrigation Design, a.y. 2019/20}\n"
    )
    assert [(t["course"], t["term"]) for t in found["teaching"]] == [
        ("Soil Hydrology", "2021/22"),
        ("Soil Hydrology", "2022/23"),
        ("Irrigation Design", "2019/20"),
    ]


def test_a_field_note_in_brackets_leaves_the_institution_to_its_degree() -> None:
    """``B.S. in Physics (minor: Mathematics), University of X, 2015`` and ``M.S. Geology, UC Davis, 2018``."""
    found = _md(
        "# Ann Lee\n\nEducation\n======\n"
        "* M.S. Geology, UC Davis, 2018\n"
        "* B.S. in Physics (minor: Mathematics), University of Vermont, 2015\n"
    )
    assert [(e["degree"], e["field"], e["institution"]) for e in found["education"]] == [
        ("M.S.", "Geology", "UC Davis"),
        ("B.S.", "Physics", "University of Vermont"),
    ]


def test_an_advisors_institute_and_credentials_are_no_names() -> None:
    """``Supervisor: Prof. Dr. X, Institute of Y`` and ``Advisor: X, PharmD, PhD``: the advisor alone."""
    found = _md(
        "# Ann Lee\n\nEducation\n======\n"
        "* PhD in Pharmacology, University of Bonn, 2016\n"
        "  * Supervisor: Prof. Dr. Jonas Riedl, Institute of Pharmacology\n"
        "* MS in Clinical Science, University of Iowa, 2012\n  * Advisor: Dana Whitfield, PharmD, PhD\n"
    )
    assert [e["advisors"] for e in found["education"]] == [["Jonas Riedl"], ["Dana Whitfield"]]


def test_research_topics_labelled_under_the_name_are_interests_and_a_clinic_is_not() -> None:
    """``Clinical focus: A, B. Research: C, D; E.`` in a callout under the name: C, D and E are the interests."""
    found = _md(
        "# Mara Quist, MD\n\nAssistant Professor of Medicine\n\n"
        "Clinical focus: lymphoma, cellular therapy. Research: immune escape, T-cell exhaustion; CAR-T toxicity.\n\n"
        "## Education\n\n- MD, University of Iowa, 2010\n"
    )
    assert found["interests"] == ["immune escape", "T-cell exhaustion", "CAR-T toxicity"]


def test_a_body_then_its_role_in_lower_case_is_role_and_venue() -> None:
    """``- ASCO Guidelines Panel, member, 2022–2024``: the body is the venue, "member" the role."""
    found = _md("# Mara Quist\n\n## Service\n\n- ASCO Guidelines Panel, member, 2022–2024\n")
    assert [(s["role"], s["venue"]) for s in found["service"]] == [("member", "ASCO Guidelines Panel")]


def test_service_rows_under_a_mentoring_and_service_heading_are_service() -> None:
    """awesome-cv's ``\\cvsection{Mentoring \\& Service}``: a supervisor's row names students, a reviewer's row
    names the journals reviewed for."""
    source = (
        "\\documentclass{awesome-cv}\n\\name{Tove}{Hallin}\n\\begin{document}\n\\cvsection{Mentoring \\& Service}\n"
        "\\begin{cventries}\n"
        "\\cventry{Co-op student supervisor}{Lina Moss (Drexel University co-op, 2022)}{}{}{}\n"
        "\\cventry{Ad hoc reviewer}{Journal of Hepatology; Liver International}{}{}{}\n"
        "\\end{cventries}\n\\end{document}\n"
    )
    found = to_layout(read_tex(source))
    assert [s["name"] for s in found["students"]] == ["Lina Moss"]
    assert [(s["role"], s["venue"]) for s in found["service"]] == [
        ("Ad hoc reviewer", "Journal of Hepatology"),
        ("Ad hoc reviewer", "Liver International"),
    ]


def test_students_whose_committee_one_chaired_with_where_they_went() -> None:
    """``\\cvitem{Ph.D. (chair)}{A (2019, Assistant Professor, University of X); B (ABD)}`` under Advising: two
    doctoral students, the first past with the post after the year."""
    found = _moderncv(
        "\\section{Advising}\n"
        "\\cvitem{Ph.D. (chair)}{Rosa Ilves (2019, Assistant Professor, University of Utah); Karl Mets (ABD)}\n"
    )
    assert [(s["name"], s["level"], s["status"], s["outcome"]) for s in found["students"]] == [
        ("Rosa Ilves", "phd", "past", "Assistant Professor, University of Utah"),
        ("Karl Mets", "phd", "current", None),
    ]
    assert found["service"] == []


def test_a_pdf_table_of_jobs_keeps_a_wrapped_employer_and_a_units_line_apart() -> None:
    """``pdftotext -layout`` rows ``Title   Employer   dates``: a unit's line hanging under a row is a detail of
    that job, and a line that starts under the employer's column goes on with the employer."""
    found = _md(
        "JANE DOE, PharmD\n\nPROFESSIONAL EXPERIENCE\n"
        "Clinical Associate Professor                    Lakeshore University        07/2020 – present\n"
        "     Department of Pharmacy Practice, College of Pharmacy\n"
        "Clinical Assistant Professor                    Lakeshore University        07/2015 – 06/2020\n"
        "Clinical Pharmacist, Critical Care              Lakeshore Hospital &        2015 – present\n"
        "                                                 Health Network (LHN)\n"
    )
    assert [(p["title"], p["organization"]) for p in found["positions"]] == [
        ("Clinical Associate Professor", "Lakeshore University"),
        ("Clinical Assistant Professor", "Lakeshore University"),
        ("Clinical Pharmacist, Critical Care", "Lakeshore Hospital & Health Network (LHN)"),
    ]


def test_a_talks_host_cut_before_the_date_column_goes_on_below() -> None:
    """PDF text: ``“Title.” Society of Health-System Pharma-   Sep 2023`` over ``cists Annual Meeting, Reno, NV.``."""
    found = _md(
        "JANE DOE, PharmD\n\nINVITED PRESENTATIONS\n\n"
        "“Beta-lactam allergy in practice.” Nevada Society of Health-System Pharma-       Sep 2023\n"
        "cists Annual Meeting, Reno, NV.\n"
        "“Stewardship at home.” SIDP Annual Meeting,                                    Oct 2022\n"
        "Denver, CO.\n"
    )
    assert [(t["title"], t["host"]) for t in found["talks"]] == [
        ("Beta-lactam allergy in practice", "Nevada Society of Health-System Pharmacists Annual Meeting, Reno, NV"),
        ("Stewardship at home", "SIDP Annual Meeting, Denver, CO"),
    ]


def test_a_quoted_prize_for_its_reason_and_a_grants_partner_role_are_the_name_alone() -> None:
    """``“Premio X” for the best thesis in Y, 2019`` gives the prize; ``..., participant`` and ``..., Principal
    Investigator of the Z unit`` after a grant are the subject's part, no part of its name."""
    found = _europass(
        "\\ecvsection{Additional information}\n"
        "\\ecvitem{Awards}{``Premio Luigi Conti'' for the best PhD thesis in hydraulics, 2018}\n"
        "\\ecvsection{Grants}\n"
        "\\ecvitem{2019 -- 2021}{Fondazione Caritro grant ``Flood maps for alpine valleys'', participant}\n"
        "\\ecvitem{2022 -- 2024}{PRIN 2020 grant ``RIVERS: sediment budgets'', Principal Investigator of the UniTN "
        "unit}\n"
    )
    assert [a["name"] for a in found["awards"]] == [
        "Premio Luigi Conti",
        "Fondazione Caritro grant Flood maps for alpine valleys",
        "PRIN 2020 grant RIVERS: sediment budgets",
    ]


def test_a_dissertation_talk_is_an_untitled_talk_at_its_host() -> None:
    """``* **2021** — Dissertation talk, University of Oregon``: no title, the university the host."""
    found = _md("# Ann Lee\n\nTalks\n======\n* **2021** — Dissertation talk, University of Oregon\n")
    assert [(t["title"], t["host"]) for t in found["talks"]] == [(None, "University of Oregon")]


def test_a_project_among_grants_is_a_project() -> None:
    """Under ``Research projects and grants``: ``Horizon Europe project **NAME** (GA no. N), “What”: role`` is a
    project; ``PRIN 2020 grant “Title”`` stays a grant."""
    found = _europass(
        "\\ecvsection{Research projects and grants}\n"
        "\\ecvitem{2022 -- 2025}{Horizon Europe project \\textbf{GRIDWISE} (GA no.~101000001), ``Grid-forming "
        "inverters for weak networks'': WP2 leader}\n"
        "\\ecvitem{2020 -- 2022}{PRIN 2020 grant ``Wide-bandgap drives''}\n"
    )
    assert [(p["name"], p["start"], p["end"]) for p in found["projects"]] == [("GRIDWISE", "2022", "2025")]
    assert [a["name"] for a in found["awards"]] == ["PRIN 2020 grant Wide-bandgap drives"]
