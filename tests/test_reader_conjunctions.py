"""Conventions of CVs written in other languages, each pinned on invented material: author lists whose last two
names an "and" of another language joins, Turkish dates and dotted capitals, and service roles listed among
positions."""

from __future__ import annotations

import pytest

from cvkg.extract import text
from cvkg.extract.citations import parse_citation
from cvkg.extract.names import split_names
from cvkg.model import CvRecord, SourceDocument


def _md(source: str) -> CvRecord:
    return text.extract(SourceDocument("cv.md", "text/markdown", source, ""))


# --- author lists joined by a foreign "and" ---------------------------------------------------------------------

_CONJUNCTIONS = ["y", "e", "et", "und", "en", "og", "och", "i", "a", "és", "ve", "&"]


@pytest.mark.parametrize("conjunction", _CONJUNCTIONS)
def test_surname_first_pair_joined_by_a_foreign_and_keeps_both_authors(conjunction: str) -> None:
    """APA in Spanish, Italian, German...: ``Quellen, M. y Darrow, P. (2019). Title.``: the second author stays."""
    found = parse_citation([f"Quellen, M. {conjunction} Darrow, P. (2019). Tidal knots. Revista de Algo, 3(2), 1-10."])
    assert found is not None
    assert (found.authors, found.title, found.venue, found.year) == (
        ("Quellen, M.", "Darrow, P."), "Tidal knots", "Revista de Algo", 2019)


@pytest.mark.parametrize("conjunction", _CONJUNCTIONS)
def test_given_first_pair_joined_by_a_foreign_and_keeps_both_authors(conjunction: str) -> None:
    """``Marta Quellen y Pablo Darrow. Title.``: two names, not one of five words."""
    found = parse_citation([f"Marta Quellen {conjunction} Pablo Darrow. Tidal knots. Revue X, 2020."])
    assert found is not None
    assert (found.authors, found.title, found.venue, found.year) == (
        ("Marta Quellen", "Pablo Darrow"), "Tidal knots", "Revue X", 2020)


def test_initials_first_pair_joined_by_et() -> None:
    """French: ``M. Quellen et P. Darrow. Titre.``"""
    found = parse_citation(["M. Quellen et P. Darrow. Titre de l'article. Revue X, 2020."])
    assert found is not None
    assert (found.authors, found.title, found.venue, found.year) == (
        ("M. Quellen", "P. Darrow"), "Titre de l'article", "Revue X", 2020)


@pytest.mark.parametrize(
    ("citation", "authors"),
    [
        ("Quellen, M., Orvath, T. y Darrow, P. (2021). Tidal knots. Revista de Algo, 4(1), 1-9.",
         ("Quellen, M.", "Orvath, T.", "Darrow, P.")),
        ("Quellen, M., Orvath, T., y Darrow, P. (2021). Tidal knots. Revista de Algo, 4(1), 1-9.",
         ("Quellen, M.", "Orvath, T.", "Darrow, P.")),
        ("Marta Quellen, Tomas Orvath i Pablo Darrow. Tidal knots. Revista de Algo, 2021.",
         ("Marta Quellen", "Tomas Orvath", "Pablo Darrow")),
        ("Quellen M, Orvath T és Darrow P. Tidal knots. Folyóirat X. 2021;4:1-9.",
         ("Quellen M", "Orvath T", "Darrow P")),
    ],
)
def test_three_authors_the_last_joined_by_a_foreign_and(citation: str, authors: tuple[str, ...]) -> None:
    """``A, B y C`` with and without the serial comma, in APA, given-first and Vancouver shapes."""
    found = parse_citation([citation])
    assert found is not None
    assert (found.authors, found.title) == (authors, "Tidal knots")


@pytest.mark.parametrize(
    ("citation", "authors", "title"),
    [
        # conjunctions inside titles are words of the title
        ("Quellen, M. (2019). Ciencia y Tecnología en Lima. Revista de Algo, 3(2), 1-10.",
         ("Quellen, M.",), "Ciencia y Tecnología en Lima"),
        ("M. Quellen. Ciencia e Tecnologia i Societat. Revista X, 2020.", ("M. Quellen",),
         "Ciencia e Tecnologia i Societat"),
        ("Quellen, M. y Darrow, P. (2019). A Study of Knots. Revista de Algo, 3(2), 1-10.",
         ("Quellen, M.", "Darrow, P."), "A Study of Knots"),
        # "et al." truncates, it joins nothing
        ("Quellen, M. et al. (2019). Analyse et Synthèse. Revue X, 3(2), 1-10.", ("Quellen, M.",),
         "Analyse et Synthèse"),
        # "y" is a particle of Spanish surnames
        ("José Ortega y Gasset. Meditaciones del Quijote. Revista de Occidente, 1914.", ("José Ortega y Gasset",),
         "Meditaciones del Quijote"),
        ("Ortega y Gasset, J. (1914). Meditaciones del Quijote. Revista de Occidente.", ("Ortega y Gasset, J.",),
         "Meditaciones del Quijote"),
    ],
)
def test_conjunction_words_outside_the_author_run_join_nothing(
    citation: str, authors: tuple[str, ...], title: str
) -> None:
    """Only between two names is "y", "e", "i", "a" or "et" a joiner; in titles, in "et al." and in a surname
    ("Ortega y Gasset") it stays."""
    found = parse_citation([citation])
    assert found is not None
    assert (found.authors, found.title) == (authors, title)


def test_split_names_parts_a_foreign_and_only_between_names() -> None:
    """The name splitter itself: a pair is parted, a particle is not, a title word is not a name."""
    assert split_names("Quellen, M. und Darrow, P.").names == ("Quellen, M.", "Darrow, P.")
    assert split_names("Marta Quellen och Pablo Darrow").names == ("Marta Quellen", "Pablo Darrow")
    assert split_names("José Ortega y Gasset").names == ("José Ortega y Gasset",)
    assert split_names("Ciencia e Tecnologia").names == ("Ciencia e Tecnologia",)


def test_foreign_and_in_a_publications_section() -> None:
    """Through the Markdown reader: each entry keeps all its authors."""
    record = _md(
        "# Marta Quellen\n\n## Publicaciones\n\n"
        "- Quellen, M. y Darrow, P. (2019). Título del trabajo. Revista de Algo, 3(2), 1-10.\n"
        "- M. Quellen et P. Darrow. Titre de l'article. Revue X, 2020.\n"
    )
    assert [(p.authors, p.title) for p in record.publications] == [
        (("Quellen, M.", "Darrow, P."), "Título del trabajo"),
        (("M. Quellen", "P. Darrow"), "Titre de l'article"),
    ]
