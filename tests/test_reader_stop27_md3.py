"""Stop 27: what real Markdown CVs (pandoc CVs with definition lists and raw LaTeX, Jekyll and Hugo CV pages)
showed. People, papers, places and events are invented."""

from __future__ import annotations

from cvkg.export import to_layout
from cvkg.extract import extract, pandoc
from cvkg.ingest import read_source


def _record(tmp_path, text: str, name: str = "cv.md") -> dict:
    source = tmp_path / name
    source.write_text(text, encoding="utf-8")
    return to_layout(extract(read_source(source)))


_DEFINITIONS = """---
title: Ilse Varga Montes
---

## Education

2012 - 2017
: **PhD in Geophysics**,
_Universidad Nacional de Cuyo, Argentina_

## Teaching

2018 - 2021
: **Assistant professor in Physics I**,
_Departamento de Geología, Universidad Nacional de Cuyo_

2018 - 2021
: **Assistant professor in Physics II**,
_Departamento de Geología, Universidad Nacional de Cuyo_

## Technical Skills

Programming
: Python, Fortran, bash

Graphic Design
: Inkscape, GIMP
"""


def test_a_definition_lists_term_joins_its_definition(tmp_path) -> None:
    """Pandoc's "term" over ": definition": a date beside its entry, a label before its items."""
    record = _record(tmp_path, _DEFINITIONS)
    assert [(e["degree"], e["field"], e["start"], e["end"]) for e in record["education"]] == [
        ("PhD", "Geophysics", "2012", "2017")
    ]
    assert [(t["course"], t["term"]) for t in record["teaching"]] == [
        ("Assistant professor in Physics I", "2018 - 2021"),
        ("Assistant professor in Physics II", "2018 - 2021"),
    ]
    assert record["skills"] == ["Python", "Fortran", "bash", "Inkscape", "GIMP"]


def test_definition_lists_leave_other_lines_alone() -> None:
    """Guard: a colon opening a line under a list's item, a heading or nothing is no definition."""
    rows = [(1, "- Item"), (2, ": note"), (3, "## Skills"), (4, ": note"), (5, ""), (6, ": note")]
    pandoc.definition_lists(rows)
    assert rows == [(1, "- Item"), (2, ": note"), (3, "## Skills"), (4, ": note"), (5, ""), (6, ": note")]


def test_pandocs_escaped_space_is_a_space() -> None:
    assert pandoc.unescape("J3.\\ Roe KL. Title.") == "J3. Roe KL. Title."
    assert pandoc.unescape("a \\\\ b") == "a \\\\ b"  # a LaTeX line break stays


_LABELLED = """# Tomas Aldecoa

## Publications

### Publications: journal

\\beginenumerate

J2.\\ **Aldecoa T**, Fenwick RB. "Tidal mixing in shallow estuaries." *J Mar Res*. 2016 Mar; 74:101--19.

J1.\\ Fenwick RB, **Aldecoa T**, Oduya K. "Sediment plumes after storms." *Estuar Coast*. 2014; 37:88--97.

\\endenumerate

### Publications: conference proceedings

\\beginenumerate

C1.\\ **Aldecoa T**, Oduya K. "Learning tides from gauges." International Conference on Coastal Data. 2017.

\\endenumerate
"""


def test_papers_labelled_by_their_kind_are_one_entry_each(tmp_path) -> None:
    """"J2.\\ Authors" in a pandoc CV (a raw LaTeX list around it): the label and the list's commands go."""
    papers = _record(tmp_path, _LABELLED)["publications"]
    assert [(p["authors"], p["title"], p["venue"], p["year"]) for p in papers] == [
        (["Aldecoa T", "Fenwick RB"], "Tidal mixing in shallow estuaries", "J Mar Res", 2016),
        (["Fenwick RB", "Aldecoa T", "Oduya K"], "Sediment plumes after storms", "Estuar Coast", 2014),
        (["Aldecoa T", "Oduya K"], "Learning tides from gauges", "International Conference on Coastal Data", 2017),
    ]


_LINKED_ADVISORS = """# Bram Okonjo

## Education

`2014–2019`
__Institute of Archaeology, University of Wexmoor__
* PhD in Archaeology
* Thesis: [Herding strategies in the southern Levant](https://example.org/thesis)
* Supervisors: [Dr. Hana Lorimer](https://example.org/lorimer) and [Prof. Otto Vance](https://example.org/vance).

`2010–2013`
__University of Carrow__
* BA Archaeology
* Dissertation: *Field systems of the Iron Age* (supervised by [Prof. Wren Adeyemi](https://example.org/adeyemi))
"""


def test_linked_advisors_and_theses_lose_their_addresses(tmp_path) -> None:
    education = _record(tmp_path, _LINKED_ADVISORS)["education"]
    assert [(e["advisors"], e["dissertation"]) for e in education] == [
        (["Hana Lorimer", "Otto Vance"], "Herding strategies in the southern Levant"),
        (["Wren Adeyemi"], "Field systems of the Iron Age"),
    ]


_AMS_TALKS = """# Oren Falk

### Selected Presentations
Falk, O., R. Tamsin, and P. Ward, 2014: Simulated and observed cloud top heights. Radiation Meeting, Pasadena, CA.

Falk, O., 2011: Instrument simulators in the evaluation of climate models. Atmospheric Sciences Seminar, Seattle, WA.
"""


def test_talks_cited_in_the_ams_style(tmp_path) -> None:
    """"Names, 2014: Title. Meeting, City, ST.": earth scientists cite a talk as they cite a paper."""
    talks = _record(tmp_path, _AMS_TALKS)["talks"]
    assert [(t["title"], t["host"], t["date"]) for t in talks] == [
        ("Simulated and observed cloud top heights", "Radiation Meeting, Pasadena, CA", "2014"),
        ("Instrument simulators in the evaluation of climate models", "Atmospheric Sciences Seminar, Seattle, WA",
         "2011"),
    ]


_HUGO_POSITIONS = """# Liisa Marjamäki

## Current position

Research Director, Institute for Family Studies, 2012–.

## Previous positions

2009–11 — Academic visitor, Department of Social Policy, Harrow College, University of Wexmoor.

2006–08 — Senior Adviser, Ministry of Social Affairs.

2004–06 — University lecturer, Department of Sociology, University of Carrow.
"""


def test_an_open_range_before_a_full_stop_and_more_role_nouns(tmp_path) -> None:
    """"2012–." runs to the present; an adviser and an academic visitor hold posts."""
    positions = _record(tmp_path, _HUGO_POSITIONS)["positions"]
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in positions] == [
        ("Research Director", "Institute for Family Studies", "2012", "present"),
        ("Academic visitor", "Department of Social Policy, Harrow College, University of Wexmoor", "2009", "2011"),
        ("Senior Adviser", "Ministry of Social Affairs", "2006", "2008"),
        ("University lecturer", "Department of Sociology, University of Carrow", "2004", "2006"),
    ]


_DOTTED = """# Liisa Marjamäki

## Doctoral supervision

Aino Rask (2020–), family life histories in Europe · Mirjam
Koski (2016), grandparental care · Peeter Vahe (2014), helping in Estonia.

## Thesis examinations

2024 Ingrid Solheim, University of Tromsø · 2021 Dara Quinn, University College
Galway · 2017 Tomas Beck, University of Carrow.
"""


def test_lists_set_apart_by_middle_dots(tmp_path) -> None:
    """A paragraph listing students or examinations apart by " · ", wrapped anywhere: one record an item."""
    record = _record(tmp_path, _DOTTED)
    assert [(s["name"], s["year"]) for s in record["students"]] == [
        ("Aino Rask", 2020), ("Mirjam Koski", 2016), ("Peeter Vahe", 2014)
    ]
    assert [(c["name"], c["year"], c["institution"]) for c in record["committees"]] == [
        ("Ingrid Solheim", 2024, "University of Tromsø"),
        ("Dara Quinn", 2021, "University College Galway"),
        ("Tomas Beck", 2017, "University of Carrow"),
    ]


_DEGREE_OVER_SCHOOL = """# Ines Carvalho

## Education

Senior Fellow\\
University of Wexmoor, Seattle, WA, 2008--2013.

* Mentor: Dr. Piet Ahlberg, Professor

Doctor of Philosophy, Bioinformatics\\
University of Carrow (Harrow College), Carrow, UK, 2003--2008.

* Adviser: Dr. Owen Brandt, Director, Institute of Sequence Analysis
* Marshall Scholar

Bachelor of Science, Biochemistry, with Highest Honors\\
Elm State University, Austin, TX, 1998--2003.
"""


def test_a_degree_over_its_school_after_an_entry_without_a_degree(tmp_path) -> None:
    """A pandoc CV's degree line over its school's line, after a fellowship's entry and its notes: the degree is
    the next entry's, not the fellowship's; an adviser's post after the name is no name."""
    education = _record(tmp_path, _DEGREE_OVER_SCHOOL)["education"]
    assert [(e["degree"], e["institution"], e["start"], e["end"], e["advisors"]) for e in education] == [
        ("Doctor of Philosophy", "University of Carrow (Harrow College)", "2003", "2008", ["Owen Brandt"]),
        ("Bachelor of Science", "Elm State University", "1998", "2003", []),
    ]


_EDITORSHIPS = """# Liisa Marjamäki

## Editorships

2025– Editorial board member, *Population Letters*.
2010– Editor-in-chief, *Nordic Yearbook of Family Studies*.

## Honors

* Presidential Fellowship Award, 2018, 2019, 2020 (University of Wexmoor)

## Trainees supervised

- **Coby Varga**. MSc Student, Department of Computer Science, University of Carrow, 2014--present.
"""


def test_editorships_awards_won_in_listed_years_and_a_bold_name_before_a_stop(tmp_path) -> None:
    """"Editorships" heads service; a list of years before the awarder in brackets gives an award a year;
    a trainee's bold name closed by a full stop is the name."""
    record = _record(tmp_path, _EDITORSHIPS)
    assert [(s["role"], s["venue"], s["year"]) for s in record["service"]] == [
        ("Editorial board member", "Population Letters", "2025-present"),
        ("Editor-in-chief", "Nordic Yearbook of Family Studies", "2010-present"),
    ]
    assert [(a["name"], a["year"]) for a in record["awards"]] == [
        ("Presidential Fellowship Award", 2018), ("Presidential Fellowship Award", 2019),
        ("Presidential Fellowship Award", 2020),
    ]
    assert [(s["name"], s["level"], s["year"]) for s in record["students"]] == [("Coby Varga", "master", 2014)]


_NO_NAME_PAGE = """---
layout: archive
title: "CV"
author_profile: true
---

Academic Positions
======
* Deputy Executive Officer, MA/Ph.D. Program in Sociology, Elm Graduate Center, 2015–present.

Education
======
* Ph.D. Wexmoor Institute of Technology, 1994 (Political Science).
* B.A. Carrow College, 1988 (Philosophy).

Work experience
======
* 2023 - present: Teaching Assistant
  * Mathematical Institute
  * Solid Mechanics
"""


def test_an_academicpages_cv_page_without_the_subjects_name(tmp_path) -> None:
    """The theme shows the name in the sidebar: no list item of a section names the subject; a field in brackets
    after the degree's year is its field."""
    record = _record(tmp_path, _NO_NAME_PAGE)
    assert record["person"]["name"] == "Unnamed subject of cv.md"
    assert [(e["degree"], e["field"], e["institution"], e["end"]) for e in record["education"]] == [
        ("Ph.D.", "Political Science", "Wexmoor Institute of Technology", "1994"),
        ("B.A.", "Philosophy", "Carrow College", "1988"),
    ]


def test_a_national_laboratorys_postdoctoral_appointee(tmp_path) -> None:
    text = """# Vera Lindqvist

### Research Experience
Research Scientist, Department of Physics, Elm National Laboratories, Albuquerque, NM, Spring 2017-present

Postdoctoral Appointee, Department of Physics, Elm National Laboratories, Albuquerque, NM, Summer 2016–Spring 2017
"""
    positions = _record(tmp_path, text)["positions"]
    assert [(p["title"], p["start"], p["end"], p["kind"]) for p in positions] == [
        ("Research Scientist", "2017", "present", "job"),
        ("Postdoctoral Appointee", "2016", "2017", "postdoc"),
    ]
