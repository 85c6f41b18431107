"""The venue is the container's name alone in every common citation style; what follows the name
(volume, issue, article number, pages, series, publisher, place) goes to the notes, a DOI to ``doi``.
Names, titles and journals below are invented."""

from __future__ import annotations

import pytest

from cvkg.extract.chapters import book_of_chapter
from cvkg.extract.citations import parse_citation
from cvkg.extract.venue_fields import tidy_venue

STYLES = [
    pytest.param(
        "Quill, M., & Oduya, R. (2020). Lantern drift in shallow canals. Journal of Canal Studies, 12(3), 45–67. "
        "https://doi.org/10.5555/jcs.2020.045",
        "Journal of Canal Studies", 2020, ("pages 45-67", "volume 12", "issue 3"), "10.5555/jcs.2020.045",
        id="apa",
    ),
    pytest.param(
        'Quill, Mirela, and Ravi Oduya. "Lantern Drift in Shallow Canals." Journal of Canal Studies 12, no. 3 '
        "(2020): 45–67.",
        "Journal of Canal Studies", 2020, ("pages 45-67", "volume 12", "issue 3"), None,
        id="chicago",
    ),
    pytest.param(
        'Quill, Mirela, and Ravi Oduya. "Lantern Drift in Shallow Canals." Journal of Canal Studies, vol. 12, '
        "no. 3, 2020, pp. 45–67.",
        "Journal of Canal Studies", 2020, ("pages 45-67", "volume 12", "issue 3"), None,
        id="mla",
    ),
    pytest.param(
        'M. Quill and R. Oduya, "Lantern drift in shallow canals," Journal of Canal Studies, vol. 12, no. 3, '
        "pp. 45–67, Mar. 2020, doi: 10.5555/jcs.2020.045.",
        "Journal of Canal Studies", 2020, ("pages 45-67", "volume 12", "issue 3"), "10.5555/jcs.2020.045",
        id="ieee",
    ),
    pytest.param(
        "Quill M, Oduya R. Lantern drift in shallow canals. J Canal Stud. 2020;12(3):45-67.",
        "J Canal Stud", 2020, ("pages 45-67", "volume 12", "issue 3"), None,
        id="vancouver",
    ),
    pytest.param(
        "Quill, M. & Oduya, R. Lantern drift in shallow canals. Canal Letters 583, 123–130 (2020).",
        "Canal Letters", 2020, ("pages 123-130", "volume 583"), None,
        id="nature",
    ),
    pytest.param(
        "Mirela Quill and Ravi Oduya. 2020. Lantern Drift in Shallow Canals. Journal of Canal Studies 12, 3 "
        "(2020), 45–67. https://doi.org/10.5555/jcs.2020.045",
        "Journal of Canal Studies", 2020, ("pages 45-67", "volume 12", "issue 3"), "10.5555/jcs.2020.045",
        id="acm",
    ),
    pytest.param(
        "Quill, M., Oduya, R.: Lantern drift in shallow canals. In: Proc. 9th Int. Symposium on Waterways "
        "(ISWW 2020). LNCS, vol. 1234, pp. 1–10. Springer (2020)",
        "Proc. 9th Int. Symposium on Waterways (ISWW)", 2020, ("pages 1-10", "series LNCS", "volume 1234"), None,
        id="lncs",
    ),
    pytest.param(
        "Mirela Quill and Ravi Oduya. 2020. Lantern drift in shallow canals. In Proceedings of the 4th Workshop "
        "on Canal Language Processing, pages 1–10, Utrecht, Netherlands. Association for Canal Linguistics.",
        "Proceedings of the 4th Workshop on Canal Language Processing", 2020,
        ("pages 1-10", "place Utrecht, Netherlands", "publisher Association for Canal Linguistics"), None,
        id="acl",
    ),
    pytest.param(
        "M. Quill and R. Oduya, Lantern drift in shallow canals, Phys. Rev. B 98, 115143 (2018).",
        "Phys. Rev. B", 2018, ("volume 98", "article 115143"), None,
        id="physics",
    ),
    pytest.param(
        "Mirela Quill, Ravi Oduya. Lantern drift in shallow canals. arXiv preprint arXiv:2101.00001.",
        "arXiv preprint arXiv:2101.00001", None, (), None,
        id="arxiv",
    ),
    pytest.param(
        "Mirela Quill, Ravi Oduya. Lantern drift in shallow canals. In Proceedings of the 28th ACM Symposium on "
        "Canal Principles (SOCP '21), pp. 11–25.",
        "Proceedings of the 28th ACM Symposium on Canal Principles (SOCP)", 2021, ("pages 11-25",), None,
        id="proceedings-keeps-ordinal-and-acronym",
    ),
    pytest.param(
        'M. Quill and R. Oduya, "Lantern drift in shallow canals," *Canal Eng.*, vol. 512–513, p. 091801, 2023.',
        "Canal Eng.", 2023, ("volume 512–513", "page 091801"), None,
        id="ieee-joint-volume-and-single-page",
    ),
    pytest.param(
        "Quill, M. & Oduya, R. Lantern drift in shallow canals. *Canal Chem. Int. Ed.* **61**, e202206631 (2022).",
        "Canal Chem. Int. Ed.", 2022, ("volume 61", "article e202206631"), None,
        id="nature-bold-volume-long-article-number",
    ),
    pytest.param(
        "Quill M. Lantern drift in canals. In: Oduya R, Berg T, editors. Canal Handbook. 2nd ed. "
        "London: Canal Books; 2019. p. 211-240.",
        "Canal Handbook", 2019, ("pages 211-240", "edition 2nd"), None,
        id="vancouver-chapter",
    ),
    pytest.param(
        "Quill, M. (2023). Lantern drift? Evidence from canals. In R. Oduya & T. Berg (Eds.), *Canal Handbook* "
        "(pp. 45–67). Canal Books.",
        "Canal Handbook", 2023, ("pages 45-67", "publisher Canal Books"), None,
        id="apa-chapter-question-title",
    ),
    pytest.param(
        "Quill, M. (2022). Lantern drift in canals. *Canal Methods & Research*. Advance online publication.",
        "Canal Methods & Research", 2022, ("advance online publication",), None,
        id="apa-online-first",
    ),
    pytest.param(
        "Ada Quill and Ravi Oduya. 2020. Lantern drift. In *Proceedings of the 9th Conference on Canal Learning "
        "(CaNLL '20)*. ACL, 301–314.",
        "Proceedings of the 9th Conference on Canal Learning (CaNLL)", 2020, ("pages 301-314",), None,
        id="acm-format-society-publisher-after-the-venue",
    ),
    pytest.param(
        'B. Quill and R. Oduya, "Lantern drift," in *Proc. Canal Frontiers Conf.*, Springfield, IL, 2020, '
        "pp. 55–57. *Best Paper Award*",
        "Proc. Canal Frontiers Conf.", 2020, ("Best Paper Award", "pages 55-57", "place Springfield, IL"), None,
        id="ieee-award-in-emphasis-after-the-pages",
    ),
    pytest.param(
        "Quill M, Oduya R. Lantern drift in canals. *canRxiv*. 2024. [Under review]",
        "canRxiv", 2024, ("under review",), None,
        id="bracketed-status",
    ),
    pytest.param(
        'Quill, Mirela. 2018. "Lantern Bases." *Canal Zeitschrift* 290 (3–4): 1127–1150.',
        "Canal Zeitschrift", 2018, ("pages 1127-1150", "volume 290", "issue 3–4"), None,
        id="chicago-issue-range",
    ),
    pytest.param(
        "Quill, M. & Oduya, R. Lantern drift. *Eur. J. Canal Chem.* **12**, 100–110 (2022).",
        "Eur. J. Canal Chem.", 2022, ("volume 12", "pages 100-110"), None,
        id="abbreviated-journal-keeps-its-last-period",
    ),
]


@pytest.mark.parametrize(("line", "venue", "year", "notes", "doi"), STYLES)
def test_venue_is_the_container_name(
    line: str, venue: str, year: int | None, notes: tuple[str, ...], doi: str | None
) -> None:
    """Each style gives the container's name as venue, its year, and the rest as notes and DOI."""
    found = parse_citation([line])
    assert found is not None
    assert (found.venue, found.year, found.notes, found.doi) == (venue, year, notes, doi)


@pytest.mark.parametrize(
    ("field", "venue", "notes"),
    [
        ("Canal Letters 583, 123-130", "Canal Letters", ("pages 123-130", "volume 583")),
        ("Journal of Canal Studies, vol. 12, no. 3", "Journal of Canal Studies", ("volume 12", "issue 3")),
        ("Advances in Canal Systems 35 (ACS 2022)", "Advances in Canal Systems 35 (ACS)", ()),
        ("US Patent 11,222,333 B2", "US Patent 11,222,333 B2", ()),
        ("Canal Institute Working Paper No. 77", "Canal Institute Working Paper No. 77", ()),
        ("CANALCON 2023 Workshop, Lisbon, Portugal", "CANALCON Workshop", ("place Lisbon, Portugal",)),
        # no event word, but a known city with its country or state is where it was held; a lone town stays
        ("Computational Canal Dynamics (Cocado), Lisbon, Portugal", "Computational Canal Dynamics (Cocado)",
         ("place Lisbon, Portugal",)),
        ("Canal Studies Review, Atlanta, GA", "Canal Studies Review", ("place Atlanta, GA",)),
        ("Canal Studies Review, Lisbon", "Canal Studies Review, Lisbon", ()),
        ("University of Canalia, Springfield", "University of Canalia, Springfield", ()),
        # a thesis's words first: the institution is the venue, its town goes (tests/test_reader_styles15.py)
        ("PhD thesis, University of Canalia, Springfield", "University of Canalia", ()),
    ],
)
def test_a_structured_venue_field_gives_its_locators_to_the_notes(
    field: str, venue: str, notes: tuple[str, ...]
) -> None:
    """A JSON Resume ``publisher`` holding a journal reference is cut the same way; numbers that name the
    item (a patent, a working paper) or the proceedings (``35 (ACS)``) stay, and so does a university's campus."""
    found = tidy_venue(field)
    assert (found.name, found.notes) == (venue, notes)


@pytest.mark.parametrize(
    "venue_text",
    [
        "In H. Solberg (ed.), Handbook of Tides (pp. 88–112). Meridian Academic Press.",
        "in Handbook of Tides, H. Solberg, Ed., Leiden: Meridian Academic Press, 2019, pp. 88–112.",
        "In Handbook of Tides, Hanne Solberg (ed.). Meridian Academic Press, Leiden, 88–112.",
        "Handbook of Tides. H. Solberg, ed. Meridian Academic Press. 88–112.",
        "In Handbook of Tides, edited by H. Solberg. Meridian Academic Press.",
        "In: Solberg H, editor. Handbook of Tides, Leiden: Meridian Academic Press; 2019, p. 88–112.",
        "in H. Solberg (ed.) Handbook of Tides. Leiden: Meridian Academic Press, pp. 88–112.",
        "in: Solberg, H. (Ed.), Handbook of Tides. Meridian Academic Press, Leiden, pp. 88–112.",
        "in Handbook of Tides (ed. Solberg, H.) 88–112 (Meridian Academic Press, Leiden, 2019).",
        "In: Solberg H (ed) Handbook of Tides. Meridian Academic Press, Leiden, pp 88–112",
        "In Handbook of Tides; Solberg, H., ed.; Meridian Academic Press: Leiden, 2019; pp 88–112.",
        "In Hanne Solberg, editor, Handbook of Tides, pages 88–112. Meridian Academic Press, Leiden.",
        "In Handbook of Tides, C. Weiss and T. Harlow, eds. (Brill Academic), pp. 155–181.",
        "Pp. 88–112 in Handbook of Tides, edited by H. Solberg. Leiden: Meridian Academic Press.",
        "In Handbook of Tides, eds. Clara Weiss and Tom Harlow. Boston: Brill Academic, 155–81.",
    ],
)
def test_a_chapters_venue_is_its_book_without_editors_or_publisher(venue_text: str) -> None:
    """Every style names a chapter's editors in its own words, before or after the book; the venue is the book."""
    assert tidy_venue(venue_text)[0] == "Handbook of Tides"


def test_a_capital_ed_closing_a_journal_abbreviation_names_no_editor() -> None:
    """``Angew. Chem. Int. Ed.``: "Ed." is the journal's edition, not an editor."""
    assert book_of_chapter("Canal Chem. Int. Ed. 61, e202206631 (2022)") is None


@pytest.mark.parametrize(
    "line",
    [
        "Rosalind Achterberg. 2019. Seasonal Labour. In Handbook of Tides, Hanne Solberg (ed.). Meridian Academic "
        "Press, Leiden, 88–112.",
        'Achterberg, R. 2019. "Seasonal Labour". Pp. 88–112 in Handbook of Tides, edited by H. Solberg. Leiden: '
        "Meridian Academic Press.",
    ],
)
def test_acm_and_asa_chapters_give_their_book(line: str) -> None:
    """ACM's ``In Book, A. Editor (ed.). Press, Town`` and the ASA's ``Pp. 88–112 in Book, edited by A``."""
    c = parse_citation([line])
    assert c is not None and c.venue == "Handbook of Tides"


def test_a_long_e_locator_leaves_the_venue() -> None:
    """PNAS's article numbers run to eleven characters (``e2201234119``)."""
    assert tidy_venue("Proceedings of the National Academy of Sciences, 119(28), e2201234119")[0] == (
        "Proceedings of the National Academy of Sciences"
    )


def test_a_harvard_chapter_loses_its_imprint_after_the_book() -> None:
    """Harvard: ``in H. Solberg (ed.) Book. Leiden: Press, pp. 88–112`` -- the imprint is a sentence of its own."""
    c = parse_citation(
        ['Achterberg, R. (2019) "Seasonal Labour", in H. Solberg (ed.) Handbook of Tides. Leiden: Meridian Academic '
         "Press, pp. 88–112."]
    )
    assert c is not None and c.venue == "Handbook of Tides"
