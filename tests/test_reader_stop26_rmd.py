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
