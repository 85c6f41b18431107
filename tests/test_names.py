"""Tests for the person-name helpers of cvkg.extract.names."""

from __future__ import annotations

import pytest

from cvkg.extract import names


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("Prof. Yafei Dai", "Yafei Dai"),
        ("Dr. Ada Byron", "Ada Byron"),
        ("**Grace Hopper**", "Grace Hopper"),
        ("Biao Sun*", "Biao Sun"),
        ("Professor Jan van der Berg", "Jan van der Berg"),
    ],
)
def test_clean_name_drops_marks_and_honorifics(raw: str, clean: str) -> None:
    """Emphasis, co-first stars and honorifics are removed; the name stays as written."""
    assert names.clean_name(raw) == clean


@pytest.mark.parametrize(
    ("text", "shape"),
    [
        ("Thomas E. Anderson", "given"),
        ("T-H. Hubert Chan", "given"),
        ("Klaus-Tycho Förster", "given"),
        ("Vincent van Gogh", "given"),
        ("Zhu H.", "surname"),
        ("Zhu H", "surname"),
        ("El-Sayed N", "surname"),
        ("Qian, Z.", "surname"),
        ("Beltrán Ocampo, Sofía", "inverted"),
        ("Babbage, Charles P.", "inverted"),
        ("Snyder, Alvin R", None),
        ("A. Ó Súilleabháin", "given"),
        ("Deep Learning Systems", None),
        ("Curriculum Vitae", None),
    ],
)
def test_name_shape(text: str, shape: str | None) -> None:
    """Given-first and surname-first names are told apart from title words."""
    assert names.name_shape(text) == shape


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ada Lovelace, Alan Turing and Grace B. Hopper", ("Ada Lovelace", "Alan Turing", "Grace B. Hopper")),
        ("Ada Lovelace, Alan Turing, and Grace Hopper", ("Ada Lovelace", "Alan Turing", "Grace Hopper")),
        ("Zhu H., Phanishayee A., Pekhimenko G.", ("Zhu H.", "Phanishayee A.", "Pekhimenko G.")),
        ("El-Sayed N, Zhu H, Schroeder B", ("El-Sayed N", "Zhu H", "Schroeder B")),
        ("Müller, K., van der Berg, J., Rossi, E.", ("Müller, K.", "van der Berg, J.", "Rossi, E.")),
        ("Biao Sun*, Ziming Huang*, Wei Lin", ("Biao Sun", "Ziming Huang", "Wei Lin")),
        ("Li Na; Wang Fang & Zhou Jie", ("Li Na", "Wang Fang", "Zhou Jie")),
        ("Babbage, Charles, and Ada Lovelace", ("Babbage, Charles", "Ada Lovelace")),
        ("John Snyder, Alvin R", ("John Snyder", "Alvin R")),
    ],
)
def test_split_names_keeps_order_and_spelling(text: str, expected: tuple[str, ...]) -> None:
    """Every author-list style splits into the names in order, as written."""
    assert names.split_names(text).names == expected


def test_only_the_first_name_may_be_inverted() -> None:
    """Chicago inverts the first author alone; an inverted name later in a list is not a list of names."""
    assert names.all_names(("Babbage, Charles", "Ada Lovelace"))
    assert not names.all_names(("Ada Lovelace", "Babbage, Charles"))


@pytest.mark.parametrize("text", ["Qian, Z., He, Y., ... , Zhang, Z.", "Ada Lovelace, Alan Turing, et al."])
def test_split_names_flags_truncated_lists(text: str) -> None:
    """An ellipsis or et al. marks the list as truncated and is not a name."""
    found = names.split_names(text)
    assert found.is_truncated
    assert all(n != "." and "et al" not in n for n in found.names)


def test_tail_name_takes_initials_into_the_name() -> None:
    """The name at the end of a title run keeps its middle initial."""
    assert names.tail_name("Some Title Words Francis C.M. Lau") == ("Some Title Words", "Francis C.M. Lau")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Marchetti, É., & Åkesson, B.", ("Marchetti, É.", "Åkesson, B.")),
        ("Berg, P. van den, L. Fernández, and É. Lavoie", ("Berg, P. van den", "L. Fernández", "É. Lavoie")),
        ("Stein, F. von, and L. Mikkelsen", ("Stein, F. von", "L. Mikkelsen")),
    ],
)
def test_accented_initials_and_particles_after_initials(text: str, expected: tuple[str, ...]) -> None:
    """Initials may carry accents; a family-first name may end with its particle (``Berg, P. van den``)."""
    found = names.split_names(text)
    assert found.names == expected and names.all_names(found.names)


@pytest.mark.parametrize("text", ["van den Berg P", "de Sá G", "da Silva AM"])
def test_vancouver_surname_may_open_with_a_particle(text: str) -> None:
    """Vancouver writes ``van den Berg P``: a particle, the surname, the initials."""
    assert names.name_shape(text) == "surname"
