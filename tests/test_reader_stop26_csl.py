"""Stop 26: the layouts of widely used journal styles that real CVs copy (rendered by citeproc-py in
tests/citation_styles.py): Elsevier's numbered style, Science's and PNAS's, Current Opinion's and Spandidos's colon
after the names, the American Society of Mechanical Engineers' and AOSIS's year between commas, the
American Society for Microbiology's pages before the book, Taylor & Francis' particles behind
the given name. People, titles and journals are invented."""

from __future__ import annotations

from cvkg.extract.citations import parse_citation


def _parts(line: str) -> tuple:
    found = parse_citation([line])
    assert found is not None
    return found.authors, found.title, found.venue, found.year


def test_elsevier_numbered_reference_with_its_link_closing_it() -> None:
    """Elsevier: "A. B, C. D, Title, Journal 19 (2023) 024051. https://doi.org/..." -- the link after the journal."""
    line = (
        "K. Ardal, T. Nyberg, Brine Pockets in Sea Ice Cores, Polar Chemistry 19 (2023) 024051. "
        "https://doi.org/10.5555/jpc.2023.19"
    )
    assert _parts(line) == (("K. Ardal", "T. Nyberg"), "Brine Pockets in Sea Ice Cores", "Polar Chemistry",
                            2023)


def test_elsevier_paper_with_no_container_has_its_year_alone() -> None:
    """Elsevier: "A. B, C. D, Title, (2024)." -- a preprint with its year and nothing else."""
    found = parse_citation(["K. Ardal, T. Nyberg, Sparse Routing of Glacier Melt Models, (2024)."])
    assert found is not None
    assert (found.authors, found.title, found.venue, found.year) == (
        ("K. Ardal", "T. Nyberg"), "Sparse Routing of Glacier Melt Models", None, 2024)


def test_science_title_closed_by_a_stop_before_the_journal() -> None:
    """Science and PNAS: "A. B, C. D, Title. Journal 41, 455–478 (2021)." -- no name list ends at the title."""
    line = "K. Ardal, E.-J. Nyberg, Brine Pockets Revisited. Polar Chemistry 41, 455–478 (2021)."
    assert _parts(line) == (("K. Ardal", "E.-J. Nyberg"), "Brine Pockets Revisited", "Polar Chemistry", 2021)


def test_science_question_in_the_title_does_not_end_it() -> None:
    """A title's first clause may end with "?": the stop before the journal ends the title."""
    line = "K. Ardal, Do Brine Pockets Move? Ice Core Evidence. Polar Chemistry 12, 301–329 (2016)."
    assert _parts(line)[1] == "Do Brine Pockets Move? Ice Core Evidence"


def test_pnas_truncated_names_then_the_title() -> None:
    """PNAS: "A. B, et al., Title. Journal 7, e745 (2023)." -- the title straight after "et al."."""
    found = parse_citation(["K. Ardal, et al., Brine Pockets in Sea Ice. Polar Chemistry 7, e745 (2023)."])
    assert found is not None
    assert (found.authors, found.title, found.venue) == (("K. Ardal",), "Brine Pockets in Sea Ice",
                                                         "Polar Chemistry")


def test_pnas_title_runs_into_its_proceedings() -> None:
    """PNAS: "A. B, Title in Proceedings of X, (2023), pp. 1–9." -- no stop after the title."""
    line = "K. Ardal, T. Nyberg, Sketching Ice Floes in Proceedings of the 9th PolarConf, (2023), pp. 1–9."
    assert _parts(line)[:3] == (("K. Ardal", "T. Nyberg"), "Sketching Ice Floes",
                                "Proceedings of the 9th PolarConf")


def test_colon_after_undotted_initials_ends_the_names() -> None:
    """Current Opinion and Spandidos: "Last AB, Last C: Title. Journal 2021, 41:455–478."."""
    line = "van der Ardal K, Nyberg T and Olsen P: Brine Pockets in Sea Ice. Polar Chemistry 41: 455–478, 2021."
    assert _parts(line) == (("van der Ardal K", "Nyberg T", "Olsen P"), "Brine Pockets in Sea Ice",
                            "Polar Chemistry", 2021)


def test_year_between_commas_after_inverted_names() -> None:
    """ASME: "Last, A., and Last, B., 2024, “Title”, Journal, 41(3), pp. 1–9."."""
    line = "Ardal, K., and Nyberg, T., 2024, “Brine Pockets in Sea Ice”, Polar Chemistry, 41(3), pp. 455–478."
    assert _parts(line) == (("Ardal, K.", "Nyberg, T."), "Brine Pockets in Sea Ice", "Polar Chemistry",
                            2024)


def test_year_between_commas_then_an_unquoted_title_and_its_proceedings() -> None:
    """AOSIS: "Last, A. & Last, B., 2024, Title, Proceedings of X, 211–227." -- commas alone part the title."""
    line = "Sá, G. de & Ardal, K., 2024, Sketching Ice Floes, Proceedings of the 9th PolarConf, 211–227."
    assert _parts(line) == (("Sá, G. de", "Ardal, K."), "Sketching Ice Floes",
                            "Proceedings of the 9th PolarConf", 2024)


def test_pages_before_the_book_close_the_title() -> None:
    """ASM: "Last A, Last B. 2023. Title? Subtitle, p. 77–89. In Proceedings of X."."""
    line = (
        "Ardal K, Nyberg T. 2023. Do Floes Drift? A Field Study, p. 77–89. "
        "In Proceedings of the 9th PolarConf."
    )
    assert _parts(line) == (("Ardal K", "Nyberg T"), "Do Floes Drift? A Field Study",
                            "Proceedings of the 9th PolarConf", 2023)


def test_particles_behind_the_given_name_of_the_first_author() -> None:
    """Taylor & Francis' Chicago: "Berg, Pieter van den, Ana Roy, and Li Wu. 2023. “Title”. Journal 19 (2): 51."."""
    line = "Ardal, Kari van der, Tove Nyberg, and Li Olsen. 2023. “Brine Pockets”. Polar Chemistry 19 (2): 51."
    assert _parts(line)[:2] == (("Ardal, Kari van der", "Tove Nyberg", "Li Olsen"), "Brine Pockets")


def test_commas_alone_part_the_title_after_an_author_date() -> None:
    """AIMS and Bristol: "Last A, Last B (2023) Title? Subtitle, Journal, 12(4): 301–329." -- no stop ends it."""
    line = "Ardal K, Nyberg T (2023) Do Floes Drift? A Field Study, Polar Chemistry, 12(4): 301–329."
    assert _parts(line) == (("Ardal K", "Nyberg T"), "Do Floes Drift? A Field Study", "Polar Chemistry", 2023)
