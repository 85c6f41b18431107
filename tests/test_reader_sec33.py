"""Sections other than publications as humanities and economics CVs write them: a philosopher's areas of
competence, visiting fellowships, moderncv project rows with their funder, course titles that carry a period,
service groups under Markdown sub-headings, supervision lines labelled with a role and a place, and a preamble's
``Fields:`` line."""

from __future__ import annotations

import json
from typing import Any

from cvkg.extract import jsonresume, text
from cvkg.model import CvRecord, SourceDocument, StudentLevel, StudentStatus
from tests.readers import read_tex


def _md(source: str) -> CvRecord:
    return text.extract(SourceDocument("cv.md", "text/markdown", source, ""))


_MODERNCV = r"""\documentclass{moderncv}
\name{Ada}{Quill}
\begin{document}
\section{Research Projects}
\cventry{2020--2024}{Salt Roads: Mapping Trade in the Baltic, 1600--1750}{Leverhulme Trust}{}{}{Lead investigator.
A database of some 900 voyages after 1650.}
\cventry{2018--present}{Harbour Voices}{Carlsberg Foundation}{}{}{An oral history project.}
\section{Visiting Fellowships and Research Stays}
\cventry{Spring 2017}{Visiting scholar}{Institut für Sozialgeschichte}{Vienna}{}{}
\section{Areas of Competence}
Ethics, Logic
\section{Teaching}
\cvitem{Lecture courses}{Hist 210: Europe since 1918; Hist 220: The Baltic, 1500--present}
\cvitem{Seminars}{Hist 400: Ports and Power}
\end{document}
"""


def test_a_moderncv_project_row_is_named_without_its_funder() -> None:
    """``\\cventry{dates}{Name, 1600--1750}{Funder}``: the name keeps its own period; the funder goes, and a year
    inside the description's sentence stays."""
    first, second = read_tex(_MODERNCV).projects  # type: ignore[attr-defined]
    assert first.name == "Salt Roads: Mapping Trade in the Baltic, 1600–1750"
    assert first.description == "Lead investigator."
    assert (first.period.start.year, first.period.end.year) == (2020, 2024)
    assert (second.name, second.description) == ("Harbour Voices", "An oral history project.")


def test_visiting_fellowships_and_research_stays_head_positions() -> None:
    """A historian's stays abroad are posts held, not prizes won."""
    (stay,) = read_tex(_MODERNCV).positions  # type: ignore[attr-defined]
    assert (stay.title, stay.organization, stay.location) == (
        "Visiting scholar",
        "Institut für Sozialgeschichte",
        "Vienna",
    )
    assert stay.period.start.year == 2017


def test_areas_of_competence_are_neither_skills_nor_interests() -> None:
    """A philosopher's areas of competence say what they can teach."""
    record = read_tex(_MODERNCV)
    assert record.skills == ()  # type: ignore[attr-defined]
    assert record.interests == ()  # type: ignore[attr-defined]


def test_courses_keep_the_period_their_title_names() -> None:
    """ "Europe since 1918", "The Baltic, 1500–present" are titles, not terms; "Seminars:" labels courses, no talks."""
    record = read_tex(_MODERNCV)
    assert [(t.code, t.course, t.term) for t in record.teaching] == [  # type: ignore[attr-defined]
        ("Hist 210", "Europe since 1918", None),
        ("Hist 220", "The Baltic, 1500–present", None),
        ("Hist 400", "Ports and Power", None),
    ]
    assert record.talks == ()  # type: ignore[attr-defined]


def test_a_service_sub_heading_is_no_role() -> None:
    """``### Department`` over its items names a group of them, no service of its own."""
    record = _md(
        """# Ada Quill
## Service
### Profession
- Referee for *Journal of Looms*, *Shuttle Studies*
### Department and College
- Curriculum Committee, Department of History, Lowfield College, 2022–
"""
    )
    assert [(s.role, s.venue) for s in record.service] == [  # type: ignore[attr-defined]
        ("Referee", "Journal of Looms"),
        ("Referee", "Shuttle Studies"),
        ("Curriculum Committee", "Department of History, Lowfield College"),
    ]


def test_a_supervision_label_may_name_its_place() -> None:
    """``Honors thesis advisor, Lowfield: A (2022–23), B`` names students; ``Second reader, Lowfield: C`` a
    committee one sat on."""
    record = _md(
        """# Ada Quill
## Education
2015  Ph.D., History, Northgate University
## Mentoring
Senior honors thesis advisor, Lowfield: Ben Arlo (2022–23), Cara Dunn (2022–23)
Second reader, Lowfield: Dev Patil (B.A. 2022)
"""
    )
    assert [s.name for s in record.students] == ["Ben Arlo", "Cara Dunn"]  # type: ignore[attr-defined]
    assert [(c.name, c.year) for c in record.committees] == [("Dev Patil", 2022)]  # type: ignore[attr-defined]


def test_honors_theses_after_committees_are_students() -> None:
    """Under Advising, "**Undergraduate honors theses**" after the committees one sat on lists students."""
    record = _md(
        """# Ada Quill

Advising
======
**Dissertation committee member**
* Rui Costa (2022)

**Undergraduate honors theses**
* Mia Holt (2021), Sam Reyes (2020)
"""
    )
    assert [(s.name, s.year) for s in record.students] == [("Mia Holt", 2021), ("Sam Reyes", 2020)]  # type: ignore[attr-defined]
    assert record.publications == ()  # type: ignore[attr-defined]


def test_a_fields_line_under_the_name_gives_interests() -> None:
    """An economist's ``Fields: A, B`` in the lines under the name lists the research's topics."""
    record = _md(
        """**Ada Quill**
Professor of Economics, Northgate University

Fields: trade economics, labor markets, migration

Education
======
* Ph.D. in Economics, Northgate University, 2010
"""
    )
    assert [i.value for i in record.interests] == ["trade economics", "labor markets", "migration"]  # type: ignore[attr-defined]


def test_a_bold_employer_with_its_department_is_one_organization() -> None:
    """``* **University X**, Department of Y`` over its titles: the department belongs to the employer."""
    record = _md(
        """# Ada Quill
## Academic Positions
* **Northgate University**, Department of Economics
  * Professor, 2021–present
  * Assistant Professor, 2015–2021
"""
    )
    assert [(p.title, p.organization) for p in record.positions] == [  # type: ignore[attr-defined]
        ("Professor", "Northgate University, Department of Economics"),
        ("Assistant Professor", "Northgate University, Department of Economics"),
    ]


def test_a_talk_given_with_a_colleague_and_a_comment_on_a_paper() -> None:
    """'"Title" (with A. Name). *Host' keeps the host alone; "*Comments*: on A. Name, “Title,” Host" is a talk."""
    record = read_tex(
        r"""\documentclass{article}
\begin{document}
{\Large Ada Quill}
\section*{Presentations}
\begin{itemize}
\item ``Looms and Ledgers'' (with Ben Arlo). *Society for Textile History, Leeds, June 2022.
\end{itemize}
\textit{Comments}: on Cara Dunn, ``Weft as Witness,'' Eastern Textile Forum, York, January 2020.
\end{document}
"""
    )
    assert [(t.title, t.host) for t in record.talks] == [  # type: ignore[attr-defined]
        ("Looms and Ledgers", "Society for Textile History, Leeds"),
        ("Comments on Cara Dunn, “Weft as Witness”", "Eastern Textile Forum, York"),
    ]


def _json(data: dict[str, Any]) -> CvRecord:
    source = json.dumps({"basics": {"name": "Ada Quill"}, **data}, indent=1, ensure_ascii=False)
    return jsonresume.extract(SourceDocument(path="r.json", media_type="application/json", text=source, sha256="0"))


def test_a_volunteer_entry_that_names_a_supervised_student_is_a_student() -> None:
    """``Co-supervisor, MSc thesis of Ana Ruiz`` under volunteer names a student, not a service role; whom with and
    where the student is now are in its summary."""
    record = _json(
        {
            "volunteer": [
                {
                    "organization": "Loom Institute",
                    "position": "Co-supervisor, MSc thesis of Ana Ruiz (Northgate)",
                    "startDate": "2020-10",
                    "endDate": "2021-07",
                    "summary": "Co-supervised with Ben Arlo. Ana is now a PhD student at Lowfield.",
                },
                {"organization": "Loom Institute", "position": "Mentor, summer intern Li Wei", "startDate": "2023-06"},
                {
                    "organization": "Loom Postdoc Association",
                    "position": "Board member",
                    "startDate": (2021, 1),
                    "endDate": "2022-12",
                },
            ]
        }
    )
    first, second = record.students
    assert (first.name, first.level, first.status, first.year) == (
        "Ana Ruiz",
        StudentLevel.MASTER,
        StudentStatus.PAST,
        2021,
    )
    assert (first.co_advisors, first.outcome) == (("Ben Arlo",), "PhD student at Lowfield")
    assert (second.name, second.level, second.status) == ("Li Wei", StudentLevel.INTERN, StudentStatus.CURRENT)
    assert [(s.role, s.venue) for s in record.service] == [("Board member", "Loom Postdoc Association")]


def test_a_reviewing_object_lists_its_journals() -> None:
    """``"x-reviewing": {"summary": "Co-reviewer with PI", "journals": [A, B]}``: the summary's role at each."""
    record = _json({"x-reviewing": {"summary": "Co-reviewer with PI", "journals": ["Journal of Looms", "Weft"]}})
    assert [(s.role, s.venue) for s in record.service] == [
        ("Co-reviewer", "Journal of Looms"),
        ("Co-reviewer", "Weft"),
    ]


def test_a_masters_thesis_labelled_among_courses() -> None:
    """``"courses": ["Master's thesis: T (supervisor: A)"]``: the degree's thesis and its advisor."""
    record = _json(
        {
            "education": [
                {
                    "institution": "Northgate University",
                    "studyType": "Master",
                    "area": "Biology",
                    "endDate": "2014",
                    "courses": ["Master's thesis: Spindle wear in the cell (supervisor: Ben Arlo)"],
                }
            ]
        }
    )
    (degree,) = record.education
    assert (degree.dissertation, degree.advisors) == ("Spindle wear in the cell", ("Ben Arlo",))


def test_a_bare_role_on_a_named_committee() -> None:
    """``Member, X Diversity, Equity, and Inclusion Committee, 2021–2023``: the role, then the committee whole."""
    record = _md(
        """# Ada Quill
## Service
- **Member**, Loom Society Diversity, Equity, and Inclusion Committee, 2021–2023
- Chair, Junior Recruiting Committee, 2023–2024
"""
    )
    assert [(s.role, s.venue, s.period.start.year) for s in record.service] == [
        ("Member", "Loom Society Diversity, Equity, and Inclusion Committee", 2021),
        ("Chair", "Junior Recruiting Committee", 2023),
    ]


def test_terms_a_pdf_broke_off_their_course() -> None:
    """``Math 320 Analysis I (Fall 2018,`` / ``Fall 2019); Math 610 Topology (Spring`` / ``2020)``: the bracket
    closes on the line below."""
    record = _md(
        """# Ada Quill
## Teaching

Math 320 Analysis I (Fall 2018,

Fall 2019); Math 610 Topology (Spring

2020)
"""
    )
    assert [(t.code, t.course, t.term) for t in record.teaching] == [  # type: ignore[attr-defined]
        ("Math 320", "Analysis I", "Fall 2018"),
        ("Math 320", "Analysis I", "Fall 2019"),
        ("Math 610", "Topology", "Spring 2020"),
    ]


def test_a_label_at_the_margin_over_indented_bullets() -> None:
    """``**Undergraduate research**`` at the margin over ``  - A (REU, Summer 2019), B (Honors thesis, 2022)``."""
    record = _md(
        """# Ada Quill
## Mentoring

**Undergraduate research**

  - Mia Holt (REU, Summer 2019), Sam Reyes (Honors thesis, 2022)
"""
    )
    assert [(s.name, s.level, s.year) for s in record.students] == [  # type: ignore[attr-defined]
        ("Mia Holt", StudentLevel.BACHELOR, 2019),
        ("Sam Reyes", StudentLevel.BACHELOR, 2022),
    ]


def test_an_undated_line_under_a_dated_job_is_its_note() -> None:
    """moderncv's description ``Affiliate faculty, Center for X`` under a job, in a list where every job has its
    dates, is no post of its own."""
    record = read_tex(
        r"""\documentclass{moderncv}
\name{Ada}{Quill}
\begin{document}
\section{Academic Appointments}
\cventry{2021--present}{Associate Professor of History}{Northgate University}{Leeds}{}{Affiliate faculty, Center for
Baltic Studies}
\cventry{2015--2021}{Assistant Professor of History}{Northgate University}{Leeds}{}{}
\end{document}
"""
    )
    assert [p.title for p in record.positions] == [  # type: ignore[attr-defined]
        "Associate Professor of History",
        "Assistant Professor of History",
    ]


def test_two_bold_titles_held_at_once_over_a_wrapped_employer() -> None:
    """``**Lecturer** and **NSF Fellow**, University`` / ``of Northgate``: two posts, and the employer goes on."""
    record = _md(
        """# Ada Quill
## Employment

2018–present **Associate Professor**, Lowfield University, Leeds

2014–2018 **Hedrick Assistant Adjunct Professor** and **NSF Postdoctoral Fellow**, University

of Northgate, York
"""
    )
    assert [(p.title, p.organization) for p in record.positions] == [  # type: ignore[attr-defined]
        ("Associate Professor", "Lowfield University"),
        ("Hedrick Assistant Adjunct Professor", "University of Northgate"),
        ("NSF Postdoctoral Fellow", "University of Northgate"),
    ]


def test_seminars_listed_with_their_month_across_a_pdfs_wrapped_lines() -> None:
    """``Seminar, Univ A (April 2025); Colloquium,`` / (blank) / ``Univ B (March`` / (blank) / ``2022)``: one
    untitled talk per host, dated to the month, though the PDF put a blank line between the lines it wrapped."""
    record = _md(
        """# Ada Quill
## Seminars and colloquia

Analysis Seminar, Lowfield University (April 2025); Geometry and PDE Seminar,

Northgate University (November 2024); Colloquium, Eastbrook College (March

2022); Topology Seminar, UCLA (Jan-
uary 2021, online)
"""
    )
    assert [(t.title, t.host, (t.date.year, t.date.month)) for t in record.talks] == [  # type: ignore[attr-defined]
        (None, "Analysis Seminar, Lowfield University", (2025, 4)),
        (None, "Geometry and PDE Seminar, Northgate University", (2024, 11)),
        (None, "Colloquium, Eastbrook College", (2022, 3)),
        (None, "Topology Seminar, UCLA", (2021, 1)),
    ]


def test_one_title_given_at_several_hosts_each_with_its_month() -> None:
    """``*Title*: Seminar, Univ A (Feb 2024); Colloquium, Univ B (Nov 2023)``: the title at each host."""
    record = _md(
        """# Ada Quill
## Invited Talks
- *Wall-crossing for sheaves*: Geometry Seminar, Lowfield University (Feb 2024); Colloquium, UCLA (Nov 2023).
"""
    )
    assert [(t.title, t.host, (t.date.year, t.date.month)) for t in record.talks] == [  # type: ignore[attr-defined]
        ("Wall-crossing for sheaves", "Geometry Seminar, Lowfield University", (2024, 2)),
        ("Wall-crossing for sheaves", "Colloquium, UCLA", (2023, 11)),
    ]


def test_a_sphere_label_over_roles_each_closed_by_its_dates() -> None:
    """``Department: Graduate Committee (2022–present), Colloquium organizer (2018–2020)``: two roles there."""
    record = _md(
        """# Ada Quill
## Professional Service
- Department: Graduate Committee (2022–present), Colloquium organizer (2018–2020)
"""
    )
    assert [(s.role, s.venue, s.period.start.year) for s in record.service] == [  # type: ignore[attr-defined]
        ("Graduate Committee", "Department", 2022),
        ("Colloquium organizer", "Department", 2018),
    ]
