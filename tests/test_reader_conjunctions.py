"""Conventions of CVs written in other languages, each pinned on invented material: author lists whose last two
names an "and" of another language joins, Turkish dates and dotted capitals, and service roles listed among
positions."""

from __future__ import annotations

import pytest

from cvkg.extract import text
from cvkg.extract.citations import parse_citation
from cvkg.extract.dates import find_dates, is_ongoing, parse_date
from cvkg.extract.names import split_names
from cvkg.extract.places import is_city, is_country, split_place
from cvkg.model import PRESENT, CvRecord, PartialDate, SourceDocument
from cvkg.resolve.keys import fold


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


def test_names_are_not_made_across_a_foreign_and() -> None:
    """Each side of the conjunction is read on its own: a Portuguese surname joined by "e" stays whole, and a
    Chicago list's inverted first name pairs within its side."""
    assert split_names("Eduardo Pinto e Silva, Ana Costa").names == ("Eduardo Pinto e Silva", "Ana Costa")
    assert split_names("Beltrán Ocampo, Sofía y Jonas Hartmann").names == ("Beltrán Ocampo, Sofía", "Jonas Hartmann")
    assert split_names("Santiago Ramón y Cajal").names == ("Santiago Ramón y Cajal",)


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


# --- Turkish dates, and the dotted capital İ ---------------------------------------------------------------------

_TURKISH_MONTHS = [
    ("Ocak", "Oca", 1), ("Şubat", "Şub", 2), ("Mart", "Mar", 3), ("Nisan", "Nis", 4), ("Mayıs", "May", 5),
    ("Haziran", "Haz", 6), ("Temmuz", "Tem", 7), ("Ağustos", "Ağu", 8), ("Eylül", "Eyl", 9), ("Ekim", "Eki", 10),
    ("Kasım", "Kas", 11), ("Aralık", "Ara", 12),
]  # fmt: skip


@pytest.mark.parametrize(("name", "short", "month"), _TURKISH_MONTHS)
def test_turkish_month_names_and_abbreviations(name: str, short: str, month: int) -> None:
    """``Eylül 2019``, ``Eyl. 2019``, ``EYLÜL 2019`` and the ASCII ``Eylul 2019`` all give September 2019."""
    ascii_name = name.translate(str.maketrans("ŞşĞğÜüÇçÖöıİ", "SsGgUuCcOoiI"))
    for written in (name, f"{short}.", name.upper(), ascii_name):
        assert parse_date(f"{written} 2019") == PartialDate(2019, month), written


@pytest.mark.parametrize(
    "written", ["Devam ediyor", "devam etmekte", "DEVAM EDİYOR", "Halen", "HALEN", "Günümüz", "günümüze", "GÜNÜMÜZ"]
)
def test_turkish_words_for_present_end_a_range(written: str) -> None:
    """``Şubat 2020 – Devam ediyor``, ``2015 - Halen``, ``2018–Günümüz``: still going on."""
    found = find_dates(f"Şubat 2020 – {written}")
    assert found is not None and (found.start, found.end) == (PartialDate(2020, 2), PRESENT)
    assert is_ongoing(written)


def test_turkish_range_of_months_in_capitals() -> None:
    """A Turkish CV's range in capitals, the dotless ``I`` of ``MAYIS`` and ``ARALIK`` included."""
    found = find_dates("AĞUSTOS 2016 – MAYIS 2018, ARALIK 2019")
    assert found is not None and (found.start, found.end) == (PartialDate(2016, 8), PartialDate(2018, 5))


@pytest.mark.parametrize("line", ["Ara sınav notları", "Kas ve iskelet sistemi", "Tem hattı, 12 km"])
def test_turkish_month_abbreviations_without_a_year_are_no_dates(line: str) -> None:
    """Three-letter abbreviations that are also words ("ara", "kas") date nothing without a year."""
    assert find_dates(line) is None


def test_dotted_capitals_in_a_turkish_cv() -> None:
    """``İ`` and the other Turkish capitals open course codes, names, venues and cities like any capital."""
    record = _md(
        "# İlker Şahin\n\n"
        "## Experience\n\n"
        "- Associate Professor, İstanbul Technical University, İstanbul, Şubat 2020 – Devam ediyor\n\n"
        "## Teaching\n\n"
        "- İM 304 Structural Analysis, Fall 2021\n"
        "- ÇEV 201 Environmental Engineering, Güz 2020\n\n"
        "## Publications\n\n"
        "- Şahin, İ. ve Öztürk, Ç. (2021). Seismic retrofit of masonry. Journal of Earthquake Engineering, 25(3),"
        " 1-20.\n"
        "- İlker Şahin, Çağla Öztürk. Yığma yapılar. İnşaat Mühendisliği Dergisi, 2019.\n"
    )
    assert record.person.name == "İlker Şahin"
    [job] = record.positions
    assert (job.title, job.organization, job.location, job.period.start, job.period.end) == (
        "Associate Professor", "İstanbul Technical University", "İstanbul", PartialDate(2020, 2), PRESENT)
    assert [(t.code, t.course, t.term) for t in record.teaching] == [
        ("İM 304", "Structural Analysis", "Fall 2021"),
        ("ÇEV 201", "Environmental Engineering", "Güz 2020"),
    ]
    assert [(p.authors, p.title, p.venue) for p in record.publications] == [
        (("Şahin, İ.", "Öztürk, Ç."), "Seismic retrofit of masonry", "Journal of Earthquake Engineering"),
        (("İlker Şahin", "Çağla Öztürk"), "Yığma yapılar", "İnşaat Mühendisliği Dergisi"),
    ]


def test_dotted_capital_cities_and_countries_are_places() -> None:
    """``İstanbul`` and ``TÜRKİYE`` are found in the gazetteer: ``str.lower`` gives ``İ`` a combining dot."""
    assert is_city("İstanbul") and is_city("Istanbul") and is_city("Kirikkale") and is_city("Kırıkkale")
    assert is_city("İSTANBUL") == is_city("ISTANBUL")
    assert is_country("TÜRKİYE")
    assert split_place("Boğaziçi University, İstanbul, Türkiye") == ("Boğaziçi University", "İstanbul, Türkiye")


def test_dotless_i_folds_like_its_capital() -> None:
    """Names written with Turkish letters and in ASCII resolve to one key."""
    assert fold("Kılıç Ilgaz") == fold("KILIÇ ILGAZ") == fold("Kilic Ilgaz") == "kilic ilgaz"
    assert fold("İlker Şahin") == fold("Ilker Sahin") == "ilker sahin"


# --- service roles listed among positions -------------------------------------------------------------------------


def _positions_section(body: str) -> CvRecord:
    return _md(f"# Ada Quill\n\n## Positions\n\n{body}")


def test_service_roles_under_positions_become_service() -> None:
    """A study section, a review panel, a journal's editorship and reviewing listed under Positions are service;
    the jobs around them stay positions."""
    record = _positions_section(
        "- Associate Professor, Department of Biology, University of Ardent, 2018–present\n"
        "- Member, NIH Study Section (2019–2023)\n"
        "- Panelist, NSF CAREER review panel, 2021\n"
        "- Associate Editor, Journal of Tidal Studies, 2020–present\n"
        "- Reviewer, Wellcome Trust, 2011\n"
        "- Assistant Professor, Department of Biology, University of Ardent, 2012–2018\n"
    )
    assert [(p.title, p.organization) for p in record.positions] == [
        ("Associate Professor", "Department of Biology, University of Ardent"),
        ("Assistant Professor", "Department of Biology, University of Ardent"),
    ]
    assert [(s.role, s.venue, s.period.start, s.period.end) for s in record.service] == [
        ("Member", "NIH Study Section", PartialDate(2019), PartialDate(2023)),
        ("Panelist", "NSF CAREER review panel", PartialDate(2021), PartialDate(2021)),
        ("Associate Editor", "Journal of Tidal Studies", PartialDate(2020), PRESENT),
        ("Reviewer", "Wellcome Trust", PartialDate(2011), PartialDate(2011)),
    ]


@pytest.mark.parametrize(
    ("line", "title", "organization"),
    [
        ("Editor, Acme Publishing, 2010–2012", "Editor", "Acme Publishing"),
        ("Chair, Department of Physics, University of Ardent, 2015–2020", "Chair",
         "Department of Physics, University of Ardent"),
        ("Chair, Department of English, College of Arts and Letters, 2015–2020", "Chair",
         "Department of English, College of Arts and Letters"),
        ("Member, Institute for Advanced Study, 2014–2015", "Member", "Institute for Advanced Study"),
        ("Member of Technical Staff, Bell Labs, 2001–2005", "Member of Technical Staff", "Bell Labs"),
        ("Senior Editor, Nature Communications, 2015–2018", "Senior Editor", "Nature Communications"),
        ("Associate Editor, Acme Press, 2005–2007", "Associate Editor", "Acme Press"),
        ("Research Scientist, Review Analytics Inc., 2010–2012", "Research Scientist", "Review Analytics Inc."),
        ("Associate Professor, Department of Tides, University of Ardent, 2018–2020", "Associate Professor",
         "Department of Tides, University of Ardent"),
    ],
)
def test_jobs_with_service_words_stay_positions(line: str, title: str, organization: str) -> None:
    """An editor a publisher employs, a department's chair, a member of an institute's staff: jobs."""
    record = _positions_section(f"- {line}\n")
    assert [(p.title, p.organization) for p in record.positions] == [(title, organization)]
    assert record.service == ()


def test_unbulleted_service_line_moves_only_when_it_stands_apart() -> None:
    """Without bullets, a dated service line between whole entries moves; one under its employer's line, or under
    a line of its dates, stays where the jobs reader takes it (it would leave that line without its entry)."""
    apart = _positions_section(
        "Professor, University of Ardent, 2018–present\n\n"
        "Member, NIH Study Section, 2019–2023\n\n"
        "Assistant Professor, University of Ardent, 2012–2018\n"
    )
    assert [p.title for p in apart.positions] == ["Professor", "Assistant Professor"]
    assert [(s.role, s.venue) for s in apart.service] == [("Member", "NIH Study Section")]
    under_employer = _positions_section(
        "National Institutes of Health\nMember, Study Section on Tides, 2019–2023\n\n"
        "University of Ardent\nProfessor, 2018–present\n"
    )
    assert under_employer.service == ()
    assert [(p.title, p.organization) for p in under_employer.positions] == [
        ("Member, Study Section on Tides", "National Institutes of Health"), ("Professor", "University of Ardent")]
    dates_above = _positions_section(
        "2019–2023\nMember, NIH Study Section\n2018–present\nProfessor, University of Ardent\n"
    )
    assert dates_above.service == ()
    assert [(p.title, p.period.start) for p in dates_above.positions] == [
        ("Member", PartialDate(2019)), ("Professor", PartialDate(2018))]


def test_service_moved_out_of_a_group_leaves_the_employer_to_the_jobs_below() -> None:
    """A committee between two jobs under one employer's heading: the job below keeps the employer."""
    record = _positions_section(
        "### University of Ardent\n\n"
        "- Professor, 2018–present\n"
        "- Member, University Senate Committee, 2019–2021\n"
        "- Assistant Professor, 2012–2018\n"
    )
    assert [(p.title, p.organization) for p in record.positions] == [
        ("Professor", "University of Ardent"), ("Assistant Professor", "University of Ardent")]
    # (the role, then the committee sat on: the gold convention of the development sets)
    assert [(s.role, s.venue) for s in record.service] == [("Member", "University Senate Committee")]
