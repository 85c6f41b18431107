"""Service and committee conventions found by studying the development sets, each pinned on invented material:
a body whose name holds a role's word, a committee's role inside an institution, a later role in the same
body, German compound roles, and an examination named in a paragraph of service."""

from __future__ import annotations

import pytest

from cvkg.extract import text
from cvkg.extract.venues import venue_kind
from cvkg.model import PublicationKind, SourceDocument


def _md(source: str) -> object:
    return text.extract(SourceDocument("cv.md", "text/markdown", source, ""))


def _service(body: str, heading: str = "Service") -> list[tuple[str, str | None, str | None]]:
    record = _md(f"# Ola Nordmann\n\n## {heading}\n\n{body}\n")
    return [(s.role, s.venue, s.period.label()) for s in record.service]  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "- Panelist, NSF CISE review panels (2016, 2022)",
            [("Panelist", "NSF CISE review panels", 2016), ("Panelist", "NSF CISE review panels", 2022)],
        ),
        (
            "- Member, IEEE PES Working Group on Grid Forming, 2017, 2020",
            [
                ("Member", "IEEE PES Working Group on Grid Forming", 2017),
                ("Member", "IEEE PES Working Group on Grid Forming", 2020),
            ],
        ),
        # "Program Committee" alone names a role, not a body
        ("- Chair, Program Committee, KDD 2019", [("Chair, Program Committee", "KDD", 2019)]),
    ],
)
def test_a_body_named_by_its_acronym_though_its_name_holds_a_roles_word(line: str, expected: list[tuple]) -> None:
    assert _service(line) == expected


def test_a_role_in_a_committee_of_an_institution_names_the_institution_as_venue() -> None:
    assert _service("- Vice-Chair, Ethics Committee, Kestrel Children's Hospital, 2020–2023") == [
        ("Vice-Chair, Ethics Committee", "Kestrel Children's Hospital", "2020-2023")
    ]
    assert _service("- Member, Library Committee, Faculty of Law, 2014, 2015") == [
        ("Member, Library Committee", "Faculty of Law", 2014),
        ("Member, Library Committee", "Faculty of Law", 2015),
    ]


def test_a_later_role_in_the_same_body_written_in_the_parenthesis() -> None:
    assert _service("- Member, AGU Committee on Snow Hydrology (2011–present; Co-Chair 2016–2019)") == [
        ("Member", "AGU Committee on Snow Hydrology", "2011-present"),
        ("Co-Chair", "AGU Committee on Snow Hydrology", "2016-2019"),
    ]


def test_german_compound_roles_part_statements_of_their_own() -> None:
    assert _service(
        "- Gutachter für Acta Materialia, Scripta Materialia; Fachkollegiat und Fachgutachter DFG (seit 2021)",
        heading="Gutachtertätigkeit",
    ) == [
        ("Gutachter", "Acta Materialia", None),
        ("Gutachter", "Scripta Materialia", None),
        ("Fachkollegiat und Fachgutachter", "DFG", "2021-present"),
    ]


def test_an_examination_in_a_paragraph_of_service_is_a_committee() -> None:
    record = _md(
        "# Ola Nordmann\n\n## Professional Activities\n\n"
        "Associate Editor, *Hydrology Research* (2019--present). External examiner, Ph.D. thesis of Kari Lunde, "
        "Aalborg University, 2021. Reviewer for Water Resources Research.\n"
    )
    assert [(s.role, s.venue) for s in record.service] == [  # type: ignore[attr-defined]
        ("Associate Editor", "Hydrology Research"),
        ("Reviewer", "Water Resources Research"),
    ]
    assert [(c.name, c.year, c.institution) for c in record.committees] == [  # type: ignore[attr-defined]
        ("Kari Lunde", 2021, "Aalborg University")
    ]


def test_a_paragraph_is_not_parted_at_a_title_or_an_initial() -> None:
    record = _md(
        "# Ola Nordmann\n\n## Teaching\n\n"
        "Co-supervision of PhD student Per Hansen (ongoing, with Prof. I. Aas). Lecturer, Hydrology I.\n"
    )
    assert record.committees == ()  # type: ignore[attr-defined]


def test_a_defense_committee_in_service_names_the_school_in_its_parenthesis() -> None:
    record = _md(
        "# Ola Nordmann\n\n## Service\n\n"
        "- Member, Ph.D. defense committee of Lise Berg (UC Irvine, 2023)\n"
        "- Member, dissertation committee of Ana Ruiz (PhD, 2022)\n"
    )
    assert record.service == ()  # type: ignore[attr-defined]
    assert [(c.name, c.year, c.institution) for c in record.committees] == [  # type: ignore[attr-defined]
        ("Lise Berg", 2023, "UC Irvine"),
        ("Ana Ruiz", 2022, None),
    ]


@pytest.mark.parametrize(
    ("venue", "kind"),
    [
        ("Ann. Inst. Fourier (Grenoble)", PublicationKind.JOURNAL),
        ("Proc. of the 29th Symposium on Operating Systems Principles (SOSP)", PublicationKind.CONFERENCE),
        ("European Conference on Computer Systems (EuroSys)", PublicationKind.CONFERENCE),
    ],
)
def test_a_journals_city_in_brackets_is_no_conference_acronym(venue: str, kind: PublicationKind) -> None:
    assert venue_kind(venue) is kind


def test_a_school_named_by_acronym_and_city_is_one_venue() -> None:
    """"UC San Diego", "UNC Chapel Hill" after a comma: the acronym and the city name one school."""
    from cvkg.extract.service import _role_venue

    assert _role_venue("Director of Graduate Studies, Department of Looms, UC San Diego") == (
        "Director of Graduate Studies, Department of Looms",
        "UC San Diego",
    )


def test_a_field_of_additional_information_named_service_is_service() -> None:
    """Europass: "Additional information" holds "Service: Reviewer for *J. Looms* and *Loom Lett.*"."""
    record = text.extract(
        SourceDocument(
            "cv.md",
            "text/markdown",
            "# Ada Quill\n\n## Additional information\n\nService: Reviewer for *J. Looms*, *Loom Lett.* and *Warps*\n",
            "",
        )
    )
    assert [(s.role, s.venue) for s in record.service] == [
        ("Reviewer", "J. Looms"),
        ("Reviewer", "Loom Lett."),
        ("Reviewer", "Warps"),
    ]


def test_the_town_a_workshop_was_held_in_names_no_venue() -> None:
    record = text.extract(
        SourceDocument(
            "cv.md",
            "text/markdown",
            "# Ada Quill\n\n## Service\n\n"
            "Member of the organising committee of the Loom Workshop on Warps, Basel, 2023\n",
            "",
        )
    )
    assert [(s.venue, s.period.label()) for s in record.service] == [("the Loom Workshop on Warps", 2023)]


@pytest.mark.parametrize(
    ("line", "venues"),
    [
        ("Reviewer for J. Looms and Loom Lett.", ["J. Looms", "Loom Lett"]),  # the period ends the sentence too
        ("Reviewer for CHI and UIST", ["CHI", "UIST"]),
        ("Reviewer for the Arts and Humanities Research Council", ["the Arts and Humanities Research Council"]),
    ],
)
def test_two_short_names_joined_by_and_are_two_venues(line: str, venues: list[str]) -> None:
    """Abbreviated journals and acronyms hold no "and" of their own; a spelled-out name may."""
    record = text.extract(SourceDocument("cv.md", "text/markdown", f"# Ada Quill\n\n## Service\n\n{line}\n", ""))
    assert [s.venue for s in record.service] == venues
