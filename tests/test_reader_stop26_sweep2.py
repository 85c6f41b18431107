"""Stop 26, second sweep of real CVs: the shapes that lost most records on CVs cvkg had not seen. R Markdown and
Quarto headings carrying pandoc attributes, and a template's "N/A" placeholders; JSON resumes that keep the degree
in ``area`` or ``title``, label a thesis in HTML, or list roles under a key that names no section.

Every person, place and title here is invented, in the shapes the real CVs use."""

from __future__ import annotations

import json
from typing import Any

from cvkg.extract import extract
from cvkg.extract.dates import find_dates
from cvkg.model import CvRecord, SourceDocument
from tests.readers import read_tex


def _read_markdown(text: str) -> CvRecord:
    return extract(SourceDocument(path="cv.Rmd", media_type="text/markdown", text=text, sha256="0"))


def _read_json(data: dict[str, Any]) -> CvRecord:
    text = json.dumps(data, indent=1, ensure_ascii=False)
    return extract(SourceDocument(path="cv.json", media_type="application/json", text=text, sha256="0"))


def _jobs(record: CvRecord) -> list[tuple[str, str | None, str | None, str | None]]:
    return [
        (p.title, p.organization, p.period.start.iso() if p.period.start else None,
         p.period.end.iso() if p.period.end else None)
        for p in record.positions
    ]  # fmt: skip


PAGEDOWN = """\
Main
================================================================================

Odile K. Marchetti {#title}
--------------------------------------------------------------------------------

## Education {data-icon=graduation-cap data-concise=true}

### Lakeshore University

M.Sc. in Limnology

N/A

2020

## Work History {data-icon="NA"}

### Survey Technician

Brightwater Survey Group

N/A

04/2016 - 09/2017
"""


def test_a_heading_with_pandoc_attributes_opens_its_section() -> None:
    """``## Work History {data-icon="NA"}`` is the heading "Work History"."""
    record = _read_markdown(PAGEDOWN)
    assert _jobs(record) == [("Survey Technician", "Brightwater Survey Group", "2016-04", "2017-09")]


def test_a_setext_heading_with_an_id_is_the_name_it_shows() -> None:
    """``Odile K. Marchetti {#title}`` over a rule is the subject's name, not the first entry's title."""
    assert _read_markdown(PAGEDOWN).person.name == "Odile K. Marchetti"


def test_a_template_placeholder_is_no_place() -> None:
    """pagedown prints "N/A" for an entry's empty place: it is no organization or location."""
    text = (
        "## Experience {data-icon=suitcase}\n\n### Lab Manager\n\nN/A\n\nHollins Marine Station\n\n2019 - 2021\n"
    )
    assert [(p.organization, p.location) for p in _read_markdown(text).positions] == [("Hollins Marine Station", None)]


def test_the_degree_written_in_area_is_read_as_the_degree() -> None:
    """``"area": "Ph.D in Computational Ecology", "studyType": "Ecology"``: degree and field by their content."""
    record = _read_json({
        "basics": {"name": "Tomasz E. Lindqvist"},
        "education": [
            {"institution": "Northgate University", "area": "Ph.D in Computational Ecology", "studyType": "Ecology",
             "startDate": "2016", "endDate": "2021"},
            {"institution": "Northgate University", "area": "B.S. in Chemistry", "studyType": "Chemistry"},
        ],
    })  # fmt: skip
    assert [(d.degree, d.field) for d in record.education] == [("Ph.D", "Computational Ecology"), ("B.S.", "Chemistry")]


def test_a_degree_titled_with_a_long_field_and_a_thesis_labelled_in_html() -> None:
    """A resume of its own keys: ``title`` holds degree and field, ``description`` labels thesis and supervisor."""
    record = _read_json({
        "education": [{
            "title": "Ph.D. Environmental Systems, Governance and Risk for Coastal Resilience Planning",
            "institution": "Istituto Superiore di Valmora",
            "start": "2019-10", "end": "2023-03",
            "description": "<strong>Thesis:</strong> Storm Surge Scenarios under Deep Uncertainty<br>"
                           "<strong>Supervisor:</strong> Prof. Livia Bertolani<br>Defended with honours.",
        }],
    })  # fmt: skip
    degree = record.education[0]
    assert (degree.degree, degree.field, degree.dissertation, degree.advisors) == (
        "Ph.D.",
        "Environmental Systems, Governance and Risk for Coastal Resilience Planning",
        "Storm Surge Scenarios under Deep Uncertainty",
        ("Livia Bertolani",),
    )


def test_roles_listed_under_a_key_that_names_no_section() -> None:
    """``{"list": [{date, organization, position}]}``: roles are positions, a degree being read is a degree."""
    record = _read_json({
        "list": [
            {"date": "2019 - Now", "organization": "Harwick University", "position": "Lecturer in Phonetics"},
            {"date": "2014 - 2019", "organization": "University of Ostend", "position": "PhD in Phonology"},
        ],
    })  # fmt: skip
    assert _jobs(record) == [("Lecturer in Phonetics", "Harwick University", "2019", "present")]
    assert [(d.degree, d.field, d.institution) for d in record.education] == [
        ("PhD", "Phonology", "University of Ostend")
    ]


AWESOME_HONORS = r"""\documentclass[11pt]{awesome-cv}
\name{Ines}{Varga}
\begin{document}
\makecvheader
\cvsection{Professional Experience}
\begin{cvhonors}
  \cvhonor
    {Graduate Teaching Assistant} % Job title
    {Department of Botany, Eastlake University} % Institution
    {Eastlake, OR} % Location
    {2014--'16} % Date(s)
\end{cvhonors}
\cvsection{Honors \& Awards}
\begin{cvhonors}
  \cvhonor{Marlow Graduate Fellowship}{Eastlake University}{Eastlake, OR}{2016--'18}
\end{cvhonors}
\end{document}
"""


def test_a_second_year_clipped_with_an_apostrophe_ends_the_range() -> None:
    """``2014--'16`` is 2014 to 2016: no organization "'16", no award named with its dates."""
    record = read_tex(AWESOME_HONORS)
    assert _jobs(record) == [
        ("Graduate Teaching Assistant", "Department of Botany, Eastlake University", "2014", "2016")
    ]
    assert [(a.name, a.period.start.iso(), a.period.end.iso()) for a in record.awards] == [
        ("Marlow Graduate Fellowship", "2016", "2018")
    ]


def test_a_season_with_a_clipped_year_is_that_year() -> None:
    found = find_dates("Teaching assistant, Plant Physiology, Summer '12--'14")
    assert found is not None and (found.start.iso(), found.end.iso()) == ("2012", "2014")


PRESENTATIONS = """\
# Curriculum Vitae

## Presentations

### Papers and Conference Sessions

* “Mapping Parish Registers with Open Tools,” Annual Meeting of the Northern History Society, March 2019, Leeds.
* “Ledgers and Lighthouses,” Annual Meeting of the Maritime History Association, October 2017, Hull.

### Poster Sessions

* “Digitising a Harbour Archive.” Annual Meeting of the Maritime History Association, October 2016, Hull.
"""


def test_conference_papers_under_presentations_are_talks() -> None:
    """``### Papers and Conference Sessions`` under ``## Presentations`` lists papers read: talks, no publications;
    the posters beside them stay posters."""
    record = _read_markdown(PRESENTATIONS)
    assert [t.title for t in record.talks] == [
        "Mapping Parish Registers with Open Tools",
        "Ledgers and Lighthouses",
    ]
    assert [(p.title, p.kind.value) for p in record.publications] == [("Digitising a Harbour Archive", "poster")]


def test_an_award_named_by_a_link_is_named_by_its_text() -> None:
    """``[Prize](https://...2023-24-winners)``: the link's text names the award; its address gives no year."""
    text = (
        "# Corin A. Vale\n\n## Honors & Awards\n\n"
        "- [2023–24]{.year} — [Graduate Research Medal](https://grad.example.edu/news/2024/2023-24-medal), Eastlake"
        " University\n"
        "- [Poster Prize](https://example.org/p), 2019\n"
    )
    assert [(a.name, a.period.start.iso(), a.period.end.iso()) for a in _read_markdown(text).awards] == [
        ("Graduate Research Medal", "2023", "2024"),
        ("Poster Prize", "2019", "2019"),
    ]
