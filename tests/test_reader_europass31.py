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


def test_a_qualifications_level_and_credits_are_no_part_of_its_field() -> None:
    """``\\ecvtitle{dates}{Master of Science in Midwifery (90 ECTS) \\hfill EQF level 7}`` and
    ``\\ecvtitlelevel{..}{..}{ISCED 6}``: the degree and its field, without the framework's level or the credits."""
    found = _cv(
        "\\ecvsection{Education and training}\n"
        "\\ecvtitle{2012 -- 2014}{Master of Science in Midwifery (90 ECTS) \\hfill EQF level 7}\n"
        "\\ecvitem{}{University of Bergen, Bergen (Norway)}\n"
        "\\ecvtitlelevel{2008 -- 2011}{Bachelor of Science in Nursing}{ISCED 6}\n"
        "\\ecvitem{}{Western Norway University of Applied Sciences, Bergen (Norway)}\n"
    )
    assert [(e["degree"], e["field"], e["institution"], e["start"], e["end"]) for e in found["education"]] == [
        ("Master of Science", "Midwifery", "University of Bergen", "2012", "2014"),
        ("Bachelor of Science", "Nursing", "Western Norway University of Applied Sciences", "2008", "2011"),
    ]


def test_the_forms_town_and_country_are_the_place_not_the_employer() -> None:
    """"Employer, Town (Country)", as the Europass form writes an address: the town and country are the job's
    place, the employer alone its organization."""
    found = _cv(
        "\\ecvsection{Work experience}\n"
        "\\ecvtitle{2015 -- 2019}{Staff Nurse}\n"
        "\\ecvitem{}{Drammen Hospital, Drammen (Norway)}\n"
        "\\ecvtitle{2012 -- 2015}{Research Assistant}\n"
        "\\ecvitem{}{School of Health Sciences, University of Leeds, Leeds (United Kingdom)}\n"
    )
    assert [(p["organization"], p["location"]) for p in found["positions"]] == [
        ("Drammen Hospital", "Drammen (Norway)"),
        ("School of Health Sciences, University of Leeds", "Leeds (United Kingdom)"),
    ]


def test_a_note_on_the_dates_of_a_form_row_is_no_part_of_them() -> None:
    """europecv's ``\\ecvitem{Dates}{2017 -- present (0.4 FTE)}``: the job runs from 2017 to the present; the
    share of full time is no employer's name."""
    found = _cv(
        "\\ecvsection{Work experience}\n"
        "\\ecvitem{Dates}{2017 -- present (0.4 FTE)}\n"
        "\\ecvitem{Occupation or position held}{Physiotherapist}\n"
        "\\ecvitem{Name of employer}{Fysio Centrum Zuid}\n",
        template="europecv",
    )
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in found["positions"]] == [
        ("Physiotherapist", "Fysio Centrum Zuid", "2017", "present")
    ]


def test_positions_of_trust_are_service_and_a_faculty_opponent_sits_on_a_committee() -> None:
    """A Nordic CV's "Commissions of trust" lists service roles and thesis examinations: a board seat is service,
    a faculty opponent at a named PhD defence sits on that thesis's committee, at the school it names."""
    found = _cv(
        "\\ecvsection{Commissions of trust}\n"
        "\\ecvitem{}{Faculty opponent, PhD defence of Ingrid Solberg, University of Oslo, 2023}\n"
        "\\ecvitem{}{Board member, Norwegian Nurses Organisation, 2020--2023}\n"
    )
    assert [(c["name"], c["institution"], c["year"]) for c in found["committees"]] == [
        ("Ingrid Solberg", "University of Oslo", 2023)
    ]
    assert [(s["role"], s["venue"], s["year"]) for s in found["service"]] == [
        ("Board member", "Norwegian Nurses Organisation", "2020-2023")
    ]
    assert found["positions"] == []


def test_conference_contributions_are_talks() -> None:
    """``\\ecvsubsection{Conference contributions}`` with oral presentations, each dated in the left column: talks,
    with their titles and meetings."""
    found = _cv(
        "\\ecvsection{Scientific output}\n"
        "\\ecvsubsection{Conference contributions}\n"
        "\\ecvitem{05/2023}{Oral -- ``Balance training after ankle sprain'', Nordic Sports Medicine Congress, Oslo}\n",
        template="europecv",
    )
    assert [(t["title"], t["date"]) for t in found["talks"]] == [("Balance training after ankle sprain", "2023-05")]


def test_a_note_row_under_a_dated_citation_is_that_papers_note() -> None:
    """europecv's dated citations, one with ``\\ecvitem{}{$\\rightarrow$ Editor's Choice}`` under it and one closed
    by its marks' legend: each paper keeps its venue, and the paper after the note is read as well."""
    found = _cv(
        "\\ecvsection{Publications}\n"
        "\\ecvitem{2023}{\\textbf{Jansen, P.}, \\& Smit, R. (2023). Knee valgus in youth football. "
        "\\emph{Sports Health}, \\emph{15}(2), 210--218.}\n"
        "\\ecvitem{}{$\\rightarrow$ Editor's Choice}\n"
        "\\ecvitem{2022}{Bakker, L.*, \\textbf{Jansen, P.*}, \\& Smit, R. (2022). Hamstring strength after sprint "
        "training. \\emph{Physical Therapy in Sport}, \\emph{54}, 1--8. *shared first authorship}\n"
        "\\ecvitem{2021}{\\textbf{Jansen, P.} (2021). Return to play after ankle sprain. "
        "\\emph{Sports Medicine}, \\emph{51}(3), 455--470.}\n",
        template="europecv",
        preamble="\\ecvname{Jansen, Pieter}\n",
    )
    assert [(p["title"], p["venue"], p["year"]) for p in found["publications"]] == [
        ("Knee valgus in youth football", "Sports Health", 2023),
        ("Hamstring strength after sprint training", "Physical Therapy in Sport", 2022),
        ("Return to play after ankle sprain", "Sports Medicine", 2021),
    ]


def test_the_footer_name_gives_the_name_in_reading_order() -> None:
    """``\\ecvname{Surname, Given M.\\,J.}`` with ``\\ecvfootername{Given Surname}``: the name as the footer writes
    it; without a footer, the form's "Surname, Given" in reading order, a thin space no comma."""
    named = _cv("", template="europecv", preamble="\\ecvname{Claes, Hanne M.\\,J.}\n\\ecvfootername{Hanne Claes}\n")
    assert named["person"]["name"] == "Hanne Claes"
    alone = _cv("", template="europecv", preamble="\\ecvname{Claes, Hanne M.\\,J.}\n")
    assert alone["person"]["name"] == "Hanne M. J. Claes"


def test_a_grants_sum_with_its_thousands_spaced_apart_is_no_part_of_its_name() -> None:
    """``SEK 2\\,400\\,000`` after a grant, its thousands set apart by thin spaces: the grant's name without it."""
    found = _cv(
        "\\ecvsection{Additional information}\n"
        "\\ecvitem{\\large\\textbf{Grants}}{2021--2024 \\quad Norwegian Research Council, project grant (PI), "
        "NOK 2\\,400\\,000}\n"
    )
    assert [(a["name"], a["year"]) for a in found["awards"]] == [
        ("Norwegian Research Council, project grant", "2021-2024")
    ]


def test_every_co_promotor_is_an_advisor() -> None:
    """"Promotor: Prof. dr. A; co-promotors: Prof. dr. B, dr. C" under a doctorate: all three advise it."""
    found = _cv(
        "\\ecvsection{Education and training}\n"
        "\\ecvitem{\\textbf{2016--2020}}{\\textbf{Doctor in Biomedical Sciences}}\n"
        "\\ecvitem{}{Ghent University}\n"
        "\\ecvitem{}{Promotor: Prof.\\ dr.\\ Anke Dewitte; "
        "co-promotors: Prof.\\ dr.\\ Wim Baert, dr.\\ Els Goossens}\n",
        template="europecv",
    )
    assert [e["advisors"] for e in found["education"]] == [["Anke Dewitte", "Wim Baert", "Els Goossens"]]


def test_a_reviewer_row_among_other_activities_keeps_its_role() -> None:
    """``\\ecvitem{Reviewer}{Journal A; Journal B}`` under "Other activities": the field's name is the role,
    each journal a venue."""
    found = _cv(
        "\\ecvsection{Other activities}\n\\ecvitem{Reviewer}{Gait \\& Posture; Clinical Biomechanics}\n",
        template="europecv",
    )
    assert [(s["role"], s["venue"]) for s in found["service"]] == [
        ("Reviewer", "Gait & Posture"),
        ("Reviewer", "Clinical Biomechanics"),
    ]


def test_europasscvs_dated_title_in_a_europecv_document_opens_an_entry() -> None:
    """``\\ecvtitle{dates}{title}`` in a ``europecv`` document (whose own ``\\ecvtitle`` takes no argument): read as
    europasscv's, a job's dates and title over its employer's row, and the row after it no job."""
    found = _cv(
        "\\ecvsection{Work experience}\n"
        "\\ecvtitle{04/2016 -- 03/2019}{Postdoctoral Researcher}\n"
        "\\ecvitem{}{Department of Chemistry, University of Basel, Switzerland}\n"
        "\\ecvitem{}{Group of Prof. A. Keller -- flow photochemistry}\n",
        template="europecv",
    )
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in found["positions"]] == [
        ("Postdoctoral Researcher", "Department of Chemistry, University of Basel", "2016-04", "2019-03")
    ]


def test_a_dated_note_on_a_form_rows_title_and_the_groups_head_are_no_part_of_the_job() -> None:
    """europecv's "Occupation or position held" with a dated note in brackets and an employer's row closed by the
    group's head in brackets: the job's title and employer alone, its dates the form's."""
    found = _cv(
        "\\ecvsection{Work experience}\n"
        "\\ecvitem{Dates}{March 2018 -- present}\n"
        "\\ecvitem{Occupation or position held}{Research Scientist (since 2021 as Senior Scientist)}\n"
        "\\ecvitem{Name and address of employer}{Institute of Materials, ETH Zurich, Switzerland "
        "(Prof. Anna Keller)}\n",
        template="europecv",
    )
    assert [(p["title"], p["organization"], p["start"]) for p in found["positions"]] == [
        ("Research Scientist", "Institute of Materials, ETH Zurich", "2018-03")
    ]


def test_a_degree_project_is_the_degrees_thesis() -> None:
    """"Degree project: X" under a master's degree (the Nordic examensarbete): X is its thesis."""
    found = _cv(
        "\\ecvsection{Education and training}\n"
        "\\ecvtitle{2010 -- 2012}{Master of Science in Nursing}\n"
        "\\ecvitem{}{Uppsala University, Uppsala (Sweden)}\n"
        "\\ecvitem{}{Degree project: Pain assessment in sedated patients -- a survey}\n"
    )
    assert [e["dissertation"] for e in found["education"]] == ["Pain assessment in sedated patients – a survey"]


def test_a_talk_cited_as_a_paper_whose_title_asks_a_question() -> None:
    """Vancouver's "Authors. Title ending in a question? Oral presentation, Meeting, City, 2019.": the title ends
    at its question mark, and the meeting, not the kind of talk, hosts it."""
    found = _cv(
        "\\ecvsection{Additional information}\n"
        "\\ecvitem{\\large\\textbf{Conference presentations}}{Halvorsen M, Berg K. Who reads the handover note? "
        "Oral presentation, Nordic Nursing Research Conference, Aarhus, 2019.}\n"
    )
    assert [(t["title"], t["host"], t["date"]) for t in found["talks"]] == [
        ("Who reads the handover note?", "Nordic Nursing Research Conference, Aarhus", "2019")
    ]
