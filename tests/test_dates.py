"""Table tests for the pure date parsers of cvkg.extract.dates."""

from __future__ import annotations

import pytest

from cvkg.extract import dates

RANGES = [
    ("Sep 2019 - Jun 2020", "2019-09", "2020-06"),
    ("2016.9 - 2021.7 (Expected)", "2016-09", "2021-07"),
    ("Jun. 2018 — Sept. 2018**", "2018-06", "2018-09"),
    ("Summer 2024 – Present", "2024", "present"),
    ("Jul 2020 - now", "2020-07", "present"),
    ("2021 – Present", "2021", "present"),
    ("(2022-now)", "2022", "present"),
    ("2019-09 to 2021-03", "2019-09", "2021-03"),
    ("Durham, North Carolina Jul 2020 - now", "2020-07", "present"),
    ("Lecturer since 04/2017", "2017-04", "present"),
    ("Professor, 1998–", "1998", "present"),
    ("*Mar – Jul 2021*", "2021-03", "2021-07"),
    ("Analyst · Loom Ltd · Feb–May 2018", "2018-02", "2018-05"),
    ("2017 (Oct–Dec)", "2017-10", "2017-12"),
    ("2015– Professor of Looms, Engine College", "2015", "present"),
    ("General Editor, Loom Letters, 2012–; Board, Engines", "2012", "present"),
    ("since 10/2021 Engineer, Loom Ltd", "2021-10", "present"),
    ("Loom fellow from 2022.", "2022", "present"),
    ("from 2019 to 2021", "2019", "2021"),
]
SINGLES = [
    ("Fall 2021", "2021"),
    ("April 2016", "2016-04"),
    ("August, 2024", "2024-08"),
    ("Nov. 21, 1990", "1990-11-21"),
    ("21 March 1988", "1988-03-21"),
    ("2015", "2015"),
    ("2019-09", "2019-09"),
    ("09/2019", "2019-09"),
]

# Dates in Spanish, Portuguese, French, German and Italian CVs (and their mixes with English)
FOREIGN_RANGES = [
    ("desde marzo de 2018", "2018-03", "present"),
    ("agosto de 2017 – marzo de 2021", "2017-08", "2021-03"),
    ("janvier 2019 – présent", "2019-01", "present"),
    ("seit Oktober 2016", "2016-10", "present"),
    ("Okt. 2016 – heute", "2016-10", "present"),
    ("Oktober 2016 bis heute", "2016-10", "present"),
    ("2018 – actualidad", "2018", "present"),
    ("mar. 2019 - atual", "2019-03", "present"),
    ("2020 – en cours", "2020", "present"),
    ("settembre 2017 – ad oggi", "2017-09", "present"),
    ("2015 hasta la fecha", "2015", "present"),
    ("dal 2017 al 2019", "2017", "2019"),
    ("de 2017 à 2019", "2017", "2019"),
    ("2014 a 2016", "2014", "2016"),
    ("febrero–junio 2019", "2019-02", "2019-06"),
    ("à partir de septembre 2020", "2020-09", "present"),
    ("ab April 2021", "2021-04", "present"),
    ("da marzo 2018", "2018-03", "present"),
    ("fev. 2012 até o momento", "2012-02", "present"),
    ("Marco 2020 - Dezembro 2021", "2020-03", "2021-12"),
]
FOREIGN_SINGLES = [
    ("abril de 2021", "2021-04"),
    ("jan. 2019", "2019-01"),
    ("março 2020", "2020-03"),
    ("MARÇO DE 2020", "2020-03"),
    ("février 2018", "2018-02"),
    ("Maerz 2015", "2015-03"),
    ("Jänner 2015", "2015-01"),
    ("setiembre de 2011", "2011-09"),
    ("août 2016", "2016-08"),
    ("giugno 2013", "2013-06"),
    ("3 de mayo de 2020", "2020-05-03"),
    ("1er septembre 2019", "2019-09-01"),
    ("3. Mai 2020", "2020-05-03"),
    ("1º de março de 2020", "2020-03-01"),
    ("12 dicembre 2018", "2018-12-12"),
    ("verano 2019", "2019"),
    ("Wintersemester 2019", "2019"),
]


@pytest.mark.parametrize(("text", "start", "end"), RANGES + FOREIGN_RANGES)
def test_ranges_parse_to_start_and_end(text: str, start: str, end: str) -> None:
    """Each written range, in English or in five more languages, gives the gold start and end."""
    found = dates.find_dates(text)
    assert found is not None and found.is_range
    assert found.start is not None and found.start.iso() == start
    assert found.end is not None and found.end.iso() == end


@pytest.mark.parametrize(("text", "value"), SINGLES + FOREIGN_SINGLES)
def test_single_dates_parse(text: str, value: str) -> None:
    """Each written single date, month names of five more languages with or without accents, a day or an
    ordinal, gives YYYY, YYYY-MM or a full ISO date."""
    parsed = dates.parse_date(text)
    assert parsed is not None and parsed.iso() == value


@pytest.mark.parametrize("text", ["now", "Present", "current", "Now"])
def test_ongoing_words_are_present(text: str) -> None:
    """Words for "still going on" parse to PRESENT."""
    assert dates.parse_date(text) is dates.PRESENT


@pytest.mark.parametrize(
    "text", ["2016.9 - 2021.7 (Expected)", "2017.11 - 2020.7 (33 months)", "2014.11, 2013.11"]
)
def test_lines_of_only_dates_are_recognised(text: str) -> None:
    """A line holding nothing but dates and a short note is a date line."""
    assert dates.is_only_dates(text)


@pytest.mark.parametrize(
    "text", ["GPA: 3.94/4.0", "US Patent 20170302565A1", "arXiv preprint (1911.09418)", "Grant LOOM-2021-ENG-07"]
)
def test_numbers_that_are_not_dates_are_ignored(text: str) -> None:
    """Grades, patent numbers and arXiv ids are not read as years."""
    assert dates.find_all_dates(text) == []


def test_a_year_set_off_by_a_spaced_dash_is_no_open_range() -> None:
    """``2019 – Best Paper Award``: the dash separates the year from the award; it opens no range."""
    found = dates.find_dates("2019 – Best Paper Award")
    assert found is not None and not found.is_range and found.stop == 4


def test_trailing_date_prefers_the_date_at_the_end() -> None:
    """In "ISCA 2019 Jun 2019" the talk's date is the month at the end."""
    found = dates.trailing_date("A Talk in MLBench Tutorial in ISCA 2019 Jun 2019")
    assert found is not None and found.start is not None and found.start.iso() == "2019-06"


def test_two_digit_years_pick_the_near_century() -> None:
    """'20 is 2020 and '98 is 1998."""
    assert dates.two_digit_year("20") == 2020
    assert dates.two_digit_year("98") == 1998


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [("Lecturer 2016–17", "2016", "2017"), ("1998–02", "1998", "2002"), ("2016-17", "2016", "2017"),
     ("2016 – 17", "2016", "2017")],
)  # fmt: skip
def test_a_range_whose_end_gives_two_digits(text: str, start: str, end: str) -> None:
    """``2016–17``: the end year by its last two digits, the century rolled over when they are smaller."""
    found = dates.find_dates(text)
    assert found is not None and (found.start.iso(), found.end.iso()) == (start, end)  # type: ignore[union-attr]


@pytest.mark.parametrize("text", ["2019-09", "2011-12", "pp. 2016-17", "12:2016–19"])
def test_a_month_or_pages_after_a_year_is_no_short_range(text: str) -> None:
    """``2019-09`` is September; ``pp. 2016-17`` and ``12:2016–19`` are pages."""
    found = dates.find_dates(text)
    assert found is None or not found.is_range



@pytest.mark.parametrize("text", ["actualidad", "la actualidad", "atual", "présent", "heute", "oggi", "en cours"])
def test_ongoing_words_of_other_languages_are_present(text: str) -> None:
    """"Still going on" in Spanish, Portuguese, French, German and Italian parses to PRESENT."""
    assert dates.parse_date(text) is dates.PRESENT


@pytest.mark.parametrize("text", ["AB 2003, Harwood College", "Smith and Ott 2019", "Set 2019 aside"])
def test_words_like_months_or_since_words_start_no_open_range(text: str) -> None:
    """``AB 2003`` is a degree and its year, not German "ab" (since): no range still going on."""
    found = dates.find_dates(text)
    assert found is None or not found.is_range
