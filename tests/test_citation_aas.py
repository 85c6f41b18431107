"""The astronomers' reference style (AAS journals, MNRAS, A&A): the year after the names, no brackets, then the
journal, its volume and first page, and the title a CV adds before or after them (cvkg.extract.aas)."""

from __future__ import annotations

import pytest

from cvkg.extract import aas
from cvkg.extract.citations import parse_citation
from cvkg.model import PublicationKind as Kind

_TITLE = "Dust in the outer disk of loom galaxies"


@pytest.mark.parametrize(
    ("lines", "authors", "venue", "kind"),
    [
        # AAS, the title quoted after the page
        ([f'Vell, A. B., Lund, C., & Birch, D. 2021, ApJ, 912, 45, "{_TITLE}"'],
         ("Vell, A. B.", "Lund, C.", "Birch, D."), "ApJ", Kind.JOURNAL),
        # the title quoted before the journal
        ([f'Vell, A. B., Lund, C. 2021, "{_TITLE}", ApJL, 900, L5'], ("Vell, A. B.", "Lund, C."), "ApJL", Kind.JOURNAL),
        # MNRAS: initials after the surname with no comma, the title after a period, a DOI after it
        ([f"Vell A. B., Lund C., Birch D., 2021, MNRAS, 500, 1234. {_TITLE}. doi:10.1093/mnras/stab001"],
         ("Vell A. B.", "Lund C.", "Birch D."), "MNRAS", Kind.JOURNAL),
        # A&A's article number, the title after a colon
        ([f"Vell, A. B., et al. 2021, A&A, 650, A12: {_TITLE}"], ("Vell, A. B.",), "A&A", Kind.JOURNAL),
        # the title first, the journal's name spelled out after it
        ([f"Vell, A. B. 2021, {_TITLE}. The Astrophysical Journal, 912, 45."], ("Vell, A. B.",),
         "The Astrophysical Journal", Kind.JOURNAL),
        ([f"Vell, A. B. 2021, {_TITLE}, AJ, 167, 88"], ("Vell, A. B.",), "AJ", Kind.JOURNAL),
        # the title on a line of its own over the reference, as site themes set a paper
        ([_TITLE, "Vell, A. B., Lund, C. 2021, MNRAS, 510, 1234"], ("Vell, A. B.", "Lund, C."), "MNRAS", Kind.JOURNAL),
        ([f"**{_TITLE}**", "Vell, A. B. 2021, ApJ, 912, 45"], ("Vell, A. B.",), "ApJ", Kind.JOURNAL),  # set in bold
        # an eprint is no journal paper
        ([f"Vell, A. 2021, arXiv:2301.01234, {_TITLE}"], ("Vell, A.",), "arXiv:2301.01234", Kind.PREPRINT),
        # a paper not out yet: its status goes to the notes, the journal alone is the venue
        ([f'Vell, A. B., Lund, C. 2021, "{_TITLE}", ApJ, submitted'], ("Vell, A. B.", "Lund, C."), "ApJ",
         Kind.PREPRINT),
    ],
)
def test_astronomers_references(lines: list[str], authors: tuple[str, ...], venue: str, kind: Kind) -> None:
    found = parse_citation(lines)
    assert found is not None
    assert (found.authors, found.title, found.venue, found.year, found.kind) == (authors, _TITLE, venue, 2021, kind)


def test_the_journals_volume_and_first_page_go_to_the_notes() -> None:
    found = parse_citation([f'Vell, A. B. 2021, ApJ, 912, 45, "{_TITLE}"'])
    assert found is not None and found.notes == ("volume 912", "page 45")


@pytest.mark.parametrize(
    "line",
    [
        # Chicago author-date puts a period after the year: its eprint keeps its category
        f"Vell, Ana, and Ben Lund. 2021. “{_TITLE}.” arXiv:2402.07719 [math.AC].",
        # Elsevier's Harvard: a period after the year, no comma after the journal
        f"Vell, A., Lund, B., 2021. {_TITLE}. Journal of Looms 12, 1-9.",
    ],
)
def test_other_styles_with_the_year_after_the_names_are_not_read_as_astronomers(line: str) -> None:
    assert aas.split(line) is None


def test_a_title_above_a_reference_with_its_links_after_it_reads() -> None:
    """Site themes set the title over the names and reference, with the ADS bibcode and eprint after them."""
    found = aas.split_lines([_TITLE, "Vell, A. B., Lund, C., & Birch, D.† 2024, ApJ, 968, 77",
                             "[2024ApJ...968...77V](https://ui.adsabs.harvard.edu/abs/x) · arXiv:2404.11873"])
    assert found is not None
    assert (found.authors, found.title, found.venue_text) == (
        ("Vell, A. B.", "Lund, C.", "Birch, D."), _TITLE, "ApJ, vol. 968, p. 77, 2024"
    )


def test_a_reference_with_no_title_is_known_as_one() -> None:
    """No title to key a record on: the list reader skips it rather than make one of its names."""
    assert aas.is_untitled("Vell, A. B., Lund, C., et al. 2023, MNRAS, 521, 4410 [ADS](https://ui.adsabs.harvard.edu)")
    assert aas.is_untitled("Vell, A. B. 2023, AAS Meeting Abstracts, 241, 305.02 (poster)")
    assert not aas.is_untitled(f"Vell, A. B. 2023, MNRAS, 521, 4410, {_TITLE}")


def test_a_submitted_paper_on_arxiv_keeps_the_server_as_its_venue() -> None:
    found = parse_citation([f"Vell, A. B., Lund, C., et al. *{_TITLE}*, submitted to ApJ, arXiv:2501.06618"])
    assert found is not None
    assert (found.venue, found.kind) == ("arXiv:2501.06618", Kind.PREPRINT)
