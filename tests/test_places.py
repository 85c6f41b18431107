"""Table tests for cvkg.extract.places: where an organization's name ends and its location begins."""

from __future__ import annotations

import pytest

from cvkg.extract.places import is_country, split_place
from cvkg.resolve.organizations import parse_organization


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("University of Kyoto, Japan", ("University of Kyoto", "Japan")),
        ("Loom National Laboratory, Berkeley, CA, USA", ("Loom National Laboratory", "Berkeley, CA, USA")),
        ("Engine-Zentrum Dresden-Neustadt, Dresden, Germany", ("Engine-Zentrum Dresden-Neustadt", "Dresden, Germany")),
        ("University of Leeds, England.", ("University of Leeds", "England")),
        ("Loom Works, Seattle, WA", ("Loom Works", "Seattle, WA")),
        ("University of", ("University of", None)),
        ("Institute of Looms, U.S.A.", ("Institute of Looms", "U.S.A.")),
        ("Analytical Engines Ltd", ("Analytical Engines Ltd", None)),
        ("Loomworks, Bogotá", ("Loomworks", "Bogotá")),
        ("Loomworks, Ads Infra", ("Loomworks, Ads Infra", None)),
        ("University of California, Davis", ("University of California, Davis", None)),
        ("Loom College, Ho Chi Minh City, Vietnam", ("Loom College", "Ho Chi Minh City, Vietnam")),
        ("Loomfeather Research, Zurich", ("Loomfeather Research", "Zurich")),  # "Zürich" written in ASCII
        ("Bureau of Looms, Menlo Park", ("Bureau of Looms", "Menlo Park")),  # a town under the gazetteer's size
        ("Loom College (Dublin, Ireland)", ("Loom College", "Dublin, Ireland")),  # a place in parentheses
        ("Loomworks Ltd. (London)", ("Loomworks Ltd.", "London")),
        ("Loom Institute (LI)", ("Loom Institute (LI)", None)),
        ("Texas Loom University, College Station, TX", ("Texas Loom University", "College Station, TX")),
    ],
)
def test_split_place_takes_the_trailing_city_region_or_country(text: str, expected: tuple[str, str | None]) -> None:
    """A country or a known city alone, ``City, ST, Country`` or ``City, Country`` after an organization is
    its location; an organization's own words (Zentrum, Laboratory) are never a city, a name is never cut
    after "of", and a state university keeps its campus (University of California, Davis)."""
    assert split_place(text) == expected


def test_countries_by_their_iso_and_everyday_names() -> None:
    """ISO 3166 names and the short forms CVs write are countries; cities and words are not."""
    assert all(is_country(c) for c in ("Japan", "South Korea", "UK", "USA", "The Netherlands", "Czechia"))
    assert not any(is_country(c) for c in ("Tokyo", "Berkeley", "Engines", "University"))


@pytest.mark.parametrize(
    ("mention", "main"),
    [
        ("University of Kyoto, Japan", "University of Kyoto"),
        ("Loom National Laboratory, Berkeley, CA, USA", "Loom National Laboratory"),
        ("Huawei, Markham, ON, Canada", "Huawei"),
        ("University of California, Davis", "University of California"),  # the campus stays a qualifier
    ],
)
def test_the_resolver_drops_a_trailing_place_from_an_organization(mention: str, main: str) -> None:
    """An organization mention's country, or city with its region, is no part of the organization's name."""
    assert parse_organization(mention).main == main


def test_a_team_before_a_city_and_state_and_a_remote_note_after_them() -> None:
    """``Loom Labs, Card Team, Mountain View, CA``: a state ends ``City, ST``, the team stays with the employer;
    ``(remote)`` after the place goes with it."""
    assert split_place("Loom Labs, Card Team, Mountain View, CA", need_keyword=True) == (
        "Loom Labs, Card Team", "Mountain View, CA",
    )  # fmt: skip
    assert split_place("Engine AI (EAI), Menlo Park, CA (remote)", need_keyword=True) == (
        "Engine AI (EAI)", "Menlo Park, CA (remote)",
    )  # fmt: skip
