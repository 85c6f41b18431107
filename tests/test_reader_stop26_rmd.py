"""Stop 26: what real Markdown and R Markdown CVs from public repositories showed. People, papers, places and
events are invented."""

from __future__ import annotations

from cvkg.export import to_layout
from cvkg.extract import extract
from cvkg.ingest import read_source


def _record(tmp_path, text: str, name: str = "cv.md") -> dict:
    source = tmp_path / name
    source.write_text(text, encoding="utf-8")
    return to_layout(extract(read_source(source)))


_TALKS = """# Maren Oskarsdottir

### Presentations
- "Reading Old Ledgers with Code," Example Users Conference, 27–30 January 2020
- "Counting Florins," Example Users Conference, 15–18 January 2019
\t- Slides: https://example.org/florins-slides
\t- Video: https://example.org/florins-video
- "Merchants and Letters," Society for Invented Studies, 31 May – 2 June 2018
- "Trade in the Low Countries," Invented University, 6 December 2011
"""


def test_a_range_of_days_is_no_part_of_the_host(tmp_path) -> None:
    """"Host, 27–30 January 2020": the first day of the range goes with the date; one in another month dates it."""
    talks = _record(tmp_path, _TALKS)["talks"]
    assert [(t["host"], t["date"]) for t in talks] == [
        ("Example Users Conference", "2020-01"),
        ("Example Users Conference", "2019-01"),
        ("Society for Invented Studies", "2018-05"),
        ("Invented University", "2011-12"),
    ]


def test_a_line_linking_a_talks_slides_is_no_host(tmp_path) -> None:
    """"- Video: https://..." under a talk links to its material: no host of the talk below it."""
    talks = _record(tmp_path, _TALKS)["talks"]
    assert talks[2]["title"] == "Merchants and Letters"
    assert talks[2]["host"] == "Society for Invented Studies"


_CODE_DATES = """# Pieter Vandermolen

## Education

`2015 - 2018`
__University of Utrechtburg__
- MSc Theoretical Physics.

`2012 - 2015`
__Tilburg Institute of Science__
- BSc Physics and Astronomy. Graduated with honours.

## Experience

### Research

`2018 - Present`
__University of Glenmoor |__ PhD Candidate
- Funded through a training programme.

`2017 - 2018`
__University of Utrechtburg |__ Theoretical Physics dept.
- Master's thesis on lattice models.

### Professional

`2017 - 2018`
__OpenJournal |__ Information Officer
- Helped expand the editorial board.

`2016 - 2017`
__Brewhouse Collective |__ Distiller
- Designed a still for olfactory research.
"""


def test_inline_code_date_lines_date_the_entry_below(tmp_path) -> None:
    """"`2012 - 2015`" over "__Institution__": Markdown's code span shows its text, a date line heading its entry."""
    education = _record(tmp_path, _CODE_DATES)["education"]
    assert [(e["institution"], e["start"], e["end"]) for e in education] == [
        ("University of Utrechtburg", "2015", "2018"),
        ("Tilburg Institute of Science", "2012", "2015"),
    ]


def test_a_bar_after_a_bold_employer_sets_off_the_title(tmp_path) -> None:
    """"__Employer |__ Title": employer and title in two fields (a unit there is no title); a heading between
    entries opens a group, never the employer of the entry above."""
    positions = _record(tmp_path, _CODE_DATES)["positions"]
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in positions] == [
        ("PhD Candidate", "University of Glenmoor", "2018", "present"),
        ("Information Officer", "OpenJournal", "2017", "2018"),
        ("Distiller", "Brewhouse Collective", "2016", "2017"),
    ]


_RMD_CV = r"""---
title: "CV"
author: Dana Whitcombe
---

# Experience

**Harbor Point Laboratory** \hfill Harbor Point, NY

*Computational Science Developer* \hfill 2023-

Supervisor: Lee Ambrose

Research group on visual processing. Constructing network models of the retina.

**Quantiva** \hfill Boston, MA

*Associate Director, Product* \hfill 2022-2023

*Lead Analyst* \hfill 2022

*Analyst II* \hfill 2018-2020

Quantiva develops software for observational studies of claims data.

**Lakeshore University** \hfill Ann Arbor, MI

*Data Scientist* \hfill 2017-2018

Conducted research involving longitudinal data analysis.

# Publications

Okafor et al. (2019) Does evening light shift the sleep of shift workers? *Chronobiology Letters*

Whitcombe, D. et al. (2018). A Latent Model of Team Defence. *Invented Sports Analytics Conference*

Whitcombe, D. and Lund, K. (2016). Modelling the Spread of Hashtags. *Physica Q*
"""


def test_an_employers_line_heads_the_titles_below_it(tmp_path) -> None:
    r""""**Employer** \hfill Place" over several "*Title* \hfill dates": each title is the employer's above; the
    next employer's line opens a new group (not the employer of the last title above it)."""
    positions = _record(tmp_path, _RMD_CV, "cv.Rmd")["positions"]
    assert [(p["title"], p["organization"], p["location"], p["start"], p["end"]) for p in positions] == [
        ("Computational Science Developer", "Harbor Point Laboratory", "Harbor Point, NY", "2023", "present"),
        ("Associate Director, Product", "Quantiva", "Boston, MA", "2022", "2023"),
        ("Lead Analyst", "Quantiva", "Boston, MA", "2022", "2022"),
        ("Analyst II", "Quantiva", "Boston, MA", "2018", "2020"),
        ("Data Scientist", "Lakeshore University", "Ann Arbor, MI", "2017", "2018"),
    ]


def test_a_surname_et_al_before_the_year_is_the_first_author(tmp_path) -> None:
    """"Okafor et al. (2019) Title? *Journal*": a surname alone signs before "et al." and APA's year."""
    papers = _record(tmp_path, _RMD_CV, "cv.Rmd")["publications"]
    assert [(p["authors"], p["title"], p["venue"], p["year"]) for p in papers] == [
        (["Okafor"], "Does evening light shift the sleep of shift workers?", "Chronobiology Letters", 2019),
        (["Whitcombe, D."], "A Latent Model of Team Defence", "Invented Sports Analytics Conference", 2018),
        (["Whitcombe, D.", "Lund, K."], "Modelling the Spread of Hashtags", "Physica Q", 2016),
    ]


_TEACHING = """# Jane Marlowe

### Teaching: Lecturer, Westbrook State University
- Europe and the World 1200–1648 (Spring 2019)
- Guilds, Civil Society, and Trade in Early Modern Europe (Fall 2015)

### Teaching Assistant
* Econometrics II (Master), Fall 2020, 2021 & 2022
"""


def test_a_heading_labelled_teaching_opens_teaching(tmp_path) -> None:
    """"### Teaching: Lecturer, University X": the label before the colon names the section, however long the
    rest; a span of years in a course's name is no code, and "Civil Society, and Trade" no list of courses."""
    teaching = _record(tmp_path, _TEACHING)["teaching"]
    assert [(t["course"], t["code"], t["term"]) for t in teaching][:2] == [
        ("Europe and the World 1200–1648", None, "Spring 2019"),
        ("Guilds, Civil Society, and Trade in Early Modern Europe", None, "Fall 2015"),
    ]


def test_years_joined_by_an_ampersand_are_terms_each(tmp_path) -> None:
    """"Fall 2020, 2021 & 2022": three terms, the ampersand an "and"."""
    teaching = _record(tmp_path, _TEACHING)["teaching"]
    assert [t["term"] for t in teaching if t["course"] == "Econometrics II"] == ["Fall 2020", "Fall 2021", "Fall 2022"]


_YEAR_GROUPS = """# Lena Hofstetter

## Conferences and Presentations
* 2023
     * IAAE 2023, Invented Business School, Oslo, Norway
     * Young Economists of the Invented Society of Economics, ETH Zurich
* 2022
     * The 27th International Panel Data Conference, Bertinoro, Italy
     * *Brown Bag*, Department of Economics, University of Westbrook.
"""


def test_each_item_under_a_year_item_is_a_talk(tmp_path) -> None:
    """"* 2023" over "  * Meeting, Place" items: each item is a place spoken at that year, untitled unless it sets a
    title apart."""
    talks = _record(tmp_path, _YEAR_GROUPS)["talks"]
    assert [(t["title"], t["host"], t["date"]) for t in talks] == [
        (None, "IAAE 2023, Invented Business School, Oslo, Norway", "2023"),
        (None, "Young Economists of the Invented Society of Economics, ETH Zurich", "2023"),
        (None, "The 27th International Panel Data Conference, Bertinoro, Italy", "2022"),
        ("Brown Bag", "Department of Economics, University of Westbrook", "2022"),
    ]


_HEADED_PAPERS = """# Lena Hofstetter

## Working Papers
### Minimum Distance Estimation of Invented Panel Models <small>[<a href="/files/MD.pdf" download>Download</a>]</small>
<small>with <a href="https://example.org/kade/">Ronan Kade</a></small>
<div style="text-align: justify" ><small>
We propose a minimum distance estimation approach to panel data models. The estimation method is fast.
</small><br><br/>
</div>

### Habits Across Generations: Invented Diets <small>[<a href="/d.pdf" download>Download</a>]</small>
<small>with <a href="https://example.org/moss/">Ilse Moss</a></small>
<div style="text-align: justify" ><small>
Inadequate diets harm individual health. We find heterogeneity in diet transmission.
</small><br><br/>
</div>
"""


def test_a_paper_set_as_a_heading_over_its_coauthors(tmp_path) -> None:
    """"### Title [Download]" over "with Coauthor" and an abstract: one working paper, the subject and the
    co-author its authors; the abstract is no paper."""
    papers = _record(tmp_path, _HEADED_PAPERS)["publications"]
    assert [(p["authors"], p["title"], p["kind"]) for p in papers] == [
        (["Lena Hofstetter", "Ronan Kade"], "Minimum Distance Estimation of Invented Panel Models", "preprint"),
        (["Lena Hofstetter", "Ilse Moss"], "Habits Across Generations: Invented Diets", "preprint"),
    ]


_COMMITTEES = """# Ada Whitlow

### Committees

##### PhD dissertation committees

- Joan Patrice, _Constructing identity through language ideology_. August 2022--present.

##### PhD comprehensive paper committees

- Joan Patrice, PhD comprehensive paper 2, _Multilingual domains as ground for dialect variation_. April--June 2022.
- Dora Brannock, PhD comprehensive paper 2, _Situating discourse analysis_. April--November 2021.
"""


def test_a_comprehensive_exam_committee_is_no_dissertation_committee(tmp_path) -> None:
    """"PhD comprehensive paper committees": a committee on a student's exam paper, not on a dissertation."""
    committees = _record(tmp_path, _COMMITTEES)["committees"]
    assert [(c["name"], c["year"]) for c in committees] == [("Joan Patrice", 2022)]
