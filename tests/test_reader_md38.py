"""Two Markdown genres as set 38 found them: pandoc's export of a Word CV (a one-column multiline table, escaped
dollars, a paragraph wrapped inside its brackets, ``--`` ranges) and a Jekyll academicpages ``cv.md`` (talks under
year headings, bullets that are one field each, a humanities CV's book reviews and ancient languages). Every input
here is invented for the test."""

from __future__ import annotations

from cvkg.extract import text
from cvkg.model import CvRecord, SourceDocument, StudentLevel


def _md(source: str) -> CvRecord:
    return text.extract(SourceDocument("cv.md", "text/markdown", source, ""))


_HEAD = "---\ntitle: Ada Quill\n---\n\nProfessor of Policy\\\nNorth University\n\n"

_GRANTS = _HEAD + """# RESEARCH GRANTS

  ----------------------------------------------------------------------
  Loom Foundation \\#L-2201, "Paperwork and Take-Up," PI, 2021--2023,
  \\$250,000
  ----------------------------------------------------------------------
  Harbour Trust, "Renewals in Two States," co-PI (with B. Roe),
  2019--2020, \\$80,000

  Civic Fund, "Churn in the Safety Net," PI, 2016--2017
  ----------------------------------------------------------------------
"""


def test_a_one_column_pandoc_table_gives_one_grant_a_row() -> None:
    """Pandoc writes a Word table of one column as a multiline table whose rules look like setext underlines: each
    row (its lines joined) is a grant, no rule makes a heading, and the role shared "with" someone goes."""
    awards = {a.name: a.period.start.year for a in _md(_GRANTS).awards if a.period.start}
    assert awards == {
        "Loom Foundation #L-2201, Paperwork and Take-Up": 2021,
        "Harbour Trust, Renewals in Two States": 2019,
        "Civic Fund, Churn in the Safety Net": 2016,
    }


def test_an_escaped_dollar_is_a_dollar_sign_not_math() -> None:
    """``\\$1`` in pandoc's text is a dollar sign; two on one line enclose no math."""
    lines = dict(text.normalise("The \\$1 premium and the \\$5 fee\n", enable_pdf_layout=False))
    assert lines[1] == "The $1 premium and the $5 fee"


_ADVISING = _HEAD + """# ADVISING

*Ph.D. dissertation committees (chair):* Lena Moss (in
progress); Ravi Tanaka (2022, now Economist, Federal
Reserve)

*Ph.D. dissertation committees (member):* Omar Vance (2021,
North Sociology)
"""


def test_a_wrapped_advising_paragraph_keeps_its_label() -> None:
    """A label's paragraph wrapped inside a bracket is one item: the students whose committees one chaired are
    students, the others' committees are committees."""
    record = _md(_ADVISING)
    assert {(s.name, s.level, s.year) for s in record.students} == {
        ("Lena Moss", StudentLevel.PHD, None),
        ("Ravi Tanaka", StudentLevel.PHD, 2022),
    }
    assert [c.name for c in record.committees] == ["Omar Vance"]


def test_a_placed_label_may_name_its_degree_in_brackets() -> None:
    """``Honors theses (BPhil), North University: A (2023), B (in progress)``: the label, its place, the students."""
    record = _md(_HEAD + "Students\n======\n* Honors theses (BPhil), North University: Ann Lee (2023), Bo Kim "
                 "(in progress)\n")
    assert {(s.name, s.level, s.year) for s in record.students} == {
        ("Ann Lee", StudentLevel.BACHELOR, 2023),
        ("Bo Kim", StudentLevel.BACHELOR, None),
    }


def test_talks_under_year_headings_are_read_once() -> None:
    """``### 2024`` over talks that give their own dates: the last talk of a year is not read again at the next
    heading (nor at the end of the list)."""
    source = _HEAD + """Talks
======

### 2024
* "Reading Ledgers," Society of Archivists Annual Meeting, Boston, MA, May 2024.
* "Ports and Paper," Department of History, North University, February 2024.

### 2023
* "Salt Roads," Baltic Studies Conference, Riga, Latvia, August 2023.
"""
    assert [(t.title, t.date.year) for t in _md(source).talks if t.date] == [
        ("Reading Ledgers", 2024), ("Ports and Paper", 2024), ("Salt Roads", 2023)
    ]


def test_testimony_before_a_committee_is_a_talk_to_it() -> None:
    """A "Congressional Testimony" list: each testimony a talk, the committee its host."""
    source = _HEAD + """# CONGRESSIONAL TESTIMONY

-   "Paperwork and Coverage." Testimony before the U.S. Senate Committee on
    Aging, July 19, 2023.
"""
    talks = _md(source).talks
    assert [(t.title, t.host) for t in talks] == [("Paperwork and Coverage", "U.S. Senate Committee on Aging")]


def test_each_interest_bullet_is_one_field() -> None:
    """A bullet with one comma and an "and" names one field as its writer set it apart; a bullet that lists with
    semicolons still gives each item."""
    source = _HEAD + "Research interests\n======\n* Ports, trade and credit in the Baltic\n* Salt; fisheries\n"
    assert [i.value for i in _md(source).interests] == ["Ports, trade and credit in the Baltic", "Salt", "fisheries"]


def test_skills_wrapped_before_their_examples_and_ancient_languages() -> None:
    """A skills paragraph wrapped before its bracket of examples is one list; under Languages, the line labelled
    ancient gives skills (without their levels), the modern languages none."""
    source = _HEAD + """Languages
======
* Ancient: Syriac (advanced), Coptic (Sahidic dialect; reading)
* Modern: Dutch (native), German (reading)

Skills
======
Stata, R; causal inference
(regression discontinuity, synthetic
control)
"""
    skills = [s.value for s in _md(source).skills]
    assert skills[:2] == ["Syriac", "Coptic"]
    assert {"causal inference", "regression discontinuity", "synthetic control"} <= set(skills)
    assert "Dutch" not in skills and "control)" not in skills


def test_service_bodies_with_their_role_in_brackets_or_a_remit() -> None:
    """``Body (chair), years``; ``Member, X Committee on Y, years``; ``Panel, X, 2019 and 2021``."""
    source = _HEAD + """# SERVICE

-   Faculty Hiring Committee (chair), 2022--2023

-   Member, National Academy of Letters, Arts, and Sciences Committee on Reducing Burden, 2021

-   Advisory Panel, CIVICOM, 2019 and 2021
"""
    rows = [(s.role, s.venue, s.period.start.year if s.period.start else None) for s in _md(source).service]
    assert rows == [
        ("Chair", "Faculty Hiring Committee", 2022),
        ("Member", "National Academy of Letters, Arts, and Sciences Committee on Reducing Burden", 2021),
        ("Advisory Panel", "CIVICOM", 2019),
        ("Advisory Panel", "CIVICOM", 2021),
    ]


def test_an_advisor_in_a_job_title_and_a_season_in_brackets() -> None:
    """``Senior Advisor, Office of X`` is a job's title, no advisor's label; ``2023 (spring)`` dates the row."""
    source = _HEAD + """# EXPERIENCE

  --------------- -------------------------------------------------------
  2021--2022      Senior Advisor, Office of Planning, Department of
                  Health

  2023 (spring)   Visiting Scholar, Sage Foundation, New York, NY
  --------------- -------------------------------------------------------
"""
    rows = [(p.title, p.organization, p.period.start.year if p.period.start else None) for p in _md(source).positions]
    assert rows == [
        ("Senior Advisor", "Office of Planning, Department of Health", 2021),
        ("Visiting Scholar", "Sage Foundation", 2023),
    ]


def test_degrees_written_with_stops() -> None:
    """``M.P.P.`` and ``Th.M.`` are degrees."""
    source = _HEAD + "Education\n======\n* M.P.P., North School of Policy, 2007\n* Th.M., South Seminary, 2011\n"
    assert [d.degree for d in _md(source).education] == ["M.P.P.", "Th.M."]


def test_teaching_a_term_range_and_a_role_before_the_code() -> None:
    """``Fall 2015--Fall 2024`` is one term; ``Graduate Student Instructor, PP 240B Economics``: the role goes."""
    source = _HEAD + """# TEACHING

-   PPOL 531, Policy Analysis --- Fall 2015--Fall 2024

-   Graduate Student Instructor, PP 240B Economics for Policy, Spring 2011
"""
    rows = [(t.course, t.code, t.term) for t in _md(source).teaching]
    assert rows == [
        ("Policy Analysis", "PPOL 531", "Fall 2015--Fall 2024"),
        ("Economics for Policy", "PP 240B", "Spring 2011"),
    ]


def test_an_award_whose_years_wrapped_onto_their_own_line() -> None:
    """``-   Distinguished Professor,`` over ``    2023--2026``: the award's years; an undated item's phrase wrapped
    with its year (``    for Policy, 2022``) goes on with it."""
    source = _HEAD + """# HONORS AND AWARDS

-   Vernon Award (best paper), Association
    for Policy, 2022

-   North University Provost's Distinguished Associate Professor,
    2023--2026
"""
    assert [(a.name, a.period.start.year if a.period.start else None) for a in _md(source).awards] == [
        ("Vernon Award (best paper)", 2022),
        ("North University Provost's Distinguished Associate Professor", 2023),
    ]


_PUBS = _HEAD + """Publications
======

### Books

* *Salt and Ledgers: Trade in the Baltic*. Oxford: Oxford University Press, 2023.
  * Reviewed in *Journal of Baltic Studies* 32, no. 2 (2024) and *Hugoye* 27 (2024).

### Articles

* "A Lost Ledger." *Le Muséon* 129, nos. 1–2 (2016): 1–24.

### Book reviews

* *Saints of the Desert*, by Corin Malvo. *Journal of Early Christian Studies* 30, no. 2 (2022): 301–3.
* *Letters from Edessa*, edited by Pia van Roon. *Vigiliae Christianae* 74, no. 1 (2020): 110–12.
"""


def test_humanities_books_articles_and_reviews() -> None:
    """A book keeps its entry with a note of where it was reviewed; ``nos. 1–2`` is an issue, no part of the
    journal's name; under Book reviews, ``*Book*, by A. *Journal*`` is a review of that book in that journal."""
    pubs = {p.title: p.venue for p in _md(_PUBS).publications}
    assert pubs == {
        "Salt and Ledgers: Trade in the Baltic": "Oxford University Press",
        "A Lost Ledger": "Le Muséon",
        "Saints of the Desert": "Journal of Early Christian Studies",
        "Letters from Edessa": "Vigiliae Christianae",
    }
