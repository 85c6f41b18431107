"""Mathematicians' reference lists in the AMS style (amsart CVs, amsrefs, MathSciNet): the rules one by one, and a
sample of the variation matrix of ``tests/variations_math.py`` (the whole matrix runs in
``benchmarks/bench_math_variations.py``). People, papers and books are invented."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvkg.export import to_layout
from cvkg.extract import extract
from cvkg.extract.ams import split_ams
from cvkg.extract.citations import parse_citation
from cvkg.extract.notes import take_notes
from cvkg.ingest import read_source
from cvkg.model import PublicationKind as Kind
from tests import variations_math as vm

# mean record F1 over the sample, and the share of paired fields exactly right (1.000 on both at present)
F1_FLOOR = 0.99
FIELDS_FLOOR = 0.99
SHARE = 4  # one variant in four


@pytest.mark.parametrize(
    "line",
    [
        "M. Testwood and P. Quellen, Spectral gaps, J. Amer. Math. Soc. **32** (2019), no. 3, 451–487.",
        "M. Testwood and P. Quellen, Spectral gaps, J. Amer. Math. Soc. 32 (2019), no. 3, 451–487.",
        "M. Testwood and P. Quellen, *Spectral gaps*, J. Amer. Math. Soc. **32** (2019), no. 3, 451–487.",
        "M. Testwood and P. Quellen, Spectral gaps, *J. Amer. Math. Soc.* **32** (2019), no. 3, 451–487.",
    ],
)
def test_an_ams_journal_reference_parts_title_journal_and_locators(line: str) -> None:
    """Commas alone part names, title and journal; the abbreviations' periods end no sentence, and the volume
    (bold or not), issue and pages go to the notes."""
    c = parse_citation([line])
    assert c is not None
    assert (c.authors, c.title, c.venue, c.year, c.kind) == (
        ("M. Testwood", "P. Quellen"), "Spectral gaps", "J. Amer. Math. Soc.", 2019, Kind.JOURNAL,
    )  # fmt: skip
    assert {"volume 32", "issue 3", "pages 451-487"} <= set(c.notes)


def test_a_title_holding_commas_runs_to_the_journal() -> None:
    """The journal is the last piece before the volume and year, so a title may hold commas; three names close
    with ``and``."""
    c = parse_citation(
        ["A. Byron, M. Testwood, and R. Lind, Groups, graphs, and trees, Invent. Math. 215 (2019), 1–40."]
    )
    assert c is not None
    assert c.authors == ("A. Byron", "M. Testwood", "R. Lind")
    assert (c.title, c.venue) == ("Groups, graphs, and trees", "Invent. Math.")


def test_the_series_number_of_a_journal_stays_in_its_name() -> None:
    """``Ann. of Math. (2)``: the ``(2)`` numbers the journal's series, part of its name as MathSciNet abbreviates
    it (and a note besides)."""
    c = parse_citation(["P. Quellen, Rigidity of tori, Ann. of Math. (2) **191** (2020), 101–148."])
    assert c is not None and c.venue == "Ann. of Math. (2)" and "series 2" in c.notes


@pytest.mark.parametrize(
    ("tail", "note"),
    [
        ("MR3981234", "MR3981234"),
        ("MR3981234 (2019k:11001)", "MR3981234 (2019k:11001)"),
        ("MR 3981234", "MR 3981234"),
        ("Zbl 1234.11001", "Zbl 1234.11001"),
        ("MR 96j:11051", "MR 96j:11051"),
    ],
)
def test_review_numbers_are_notes(tail: str, note: str) -> None:
    """MathSciNet's and zbMATH's numbers after a reference are kept as notes, out of the venue and the pages."""
    assert take_notes(f"A. B, Title, Math. Ann. 3 (2019), 1–9. {tail}").notes == [note]
    c = parse_citation([f"M. Testwood, Heights, Math. Ann. 3 (2019), 1–9. {tail}"])
    assert c is not None and c.venue == "Math. Ann." and note in c.notes


def test_a_list_without_its_subject_gives_them_first() -> None:
    """``Title (with B. Author), Journal ...``: the subject, whom the list leaves out, goes before the co-author;
    with no ``with`` the subject is the sole author."""
    joint = parse_citation(["Growth of Selmer ranks (with B. Darrow), Duke Math. J. 170 (2021), no. 7, 1203–1250."])
    alone = parse_citation(["*Cohomology of arithmetic groups*, Invent. Math. 215 (2019), 1–40."])
    assert joint is not None and alone is not None
    assert (joint.authors, joint.subject_first, joint.title) == (("B. Darrow",), True, "Growth of Selmer ranks")
    assert (alone.authors, alone.subject_first, alone.venue) == ((), True, "Invent. Math.")


def test_a_whole_cv_puts_the_subject_first(tmp_path: Path) -> None:
    """Through the extractor: the CV's subject heads the authors of the entries that leave them out."""
    path = tmp_path / "cv.md"
    path.write_text(
        "# Mira Testwood\n\n## Publications\n\n1. Heights on curves (with B. Darrow), Compos. Math. 12 (2020), 1–9.\n"
        "2. Zeta functions of stacks, Math. Ann. 3 (2019), 45–67.\n",
        encoding="utf-8",
    )
    pubs = to_layout(extract(read_source(path)))["publications"]
    assert [p["authors"] for p in pubs] == [["Mira Testwood", "B. Darrow"], ["Mira Testwood"]]


@pytest.mark.parametrize(
    ("line", "venue", "kind", "note"),
    [
        ("M. Testwood, Cubic forms, to appear in Duke Math. J.", "Duke Math. J.", Kind.JOURNAL, "to appear"),
        ("M. Testwood, Cubic forms, Duke Math. J., to appear.", "Duke Math. J.", Kind.JOURNAL, "to appear"),
        ("M. Testwood, Cubic forms, Ann. Inst. Fourier (Grenoble) (to appear).", "Ann. Inst. Fourier (Grenoble)",
         Kind.JOURNAL, "to appear"),
        ("M. Testwood, Cubic forms, submitted.", None, Kind.PREPRINT, "submitted"),
        ("M. Testwood, Cubic forms, preprint, arXiv:2101.01234.", "arXiv:2101.01234", Kind.PREPRINT, "preprint"),
    ],
)  # fmt: skip
def test_a_paper_not_yet_out_names_where_it_is_bound(line: str, venue: str | None, kind: Kind, note: str) -> None:
    """A status word is a note; the journal named with it is the venue (its period kept, its town in brackets no
    conference's acronym); with none, or only arXiv, the paper is a preprint."""
    c = parse_citation([line])
    assert c is not None
    assert (c.authors, c.title, c.venue, c.kind) == (("M. Testwood",), "Cubic forms", venue, kind)
    assert note in c.notes


def test_a_monograph_has_its_publisher_as_venue() -> None:
    """A book in a numbered series has no container: its publisher is its venue (the team's convention, as for any
    monograph), the series a note."""
    c = parse_citation(["M. Testwood, Lectures on modular forms, Graduate Texts in Mathematics 250, Springer, 2020."])
    assert c is not None
    assert (c.title, c.venue, c.year, c.kind) == ("Lectures on modular forms", "Springer", 2020, Kind.BOOK)
    assert "series Graduate Texts in Mathematics 250" in c.notes


@pytest.mark.parametrize(
    "line",
    [
        "M. Testwood, Harmonic maps, in: Geometry and Dynamics, Ed. by A. Byron and C. Lund, Springer, 2018, pp. 1–20.",
        "M. Testwood, Harmonic maps, Geometry and Dynamics (A. Byron and C. Lund, eds.), Amer. Math. Soc., Providence, "
        "RI, 2018, pp. 1–20.".replace(", Geometry", ", in Geometry"),
    ],
)
def test_a_chapter_names_its_book(line: str) -> None:
    """``in: Book, Ed. by ...`` or ``in Book (A, eds.)``: the book is the venue, its editors and publisher go."""
    c = parse_citation([line])
    assert c is not None
    assert (c.title, c.venue, c.year, c.kind) == ("Harmonic maps", "Geometry and Dynamics", 2018, Kind.BOOK)
    assert "pages 1-20" in c.notes


def test_a_congress_volume_is_a_conference() -> None:
    """A paper in a congress's proceedings: the proceedings are the venue, their volume a note."""
    c = parse_citation([
        "M. Testwood, K3 surfaces, in: Proceedings of the International Congress of Mathematicians, Vol. II, "
        "World Sci. Publ., Hackensack, NJ, 2018, pp. 1197–1220."
    ])  # fmt: skip
    assert c is not None
    assert (c.venue, c.kind) == ("Proceedings of the International Congress of Mathematicians", Kind.CONFERENCE)
    assert "volume II" in c.notes


@pytest.mark.parametrize(
    "text",
    [
        'R. Achterberg and K. Mensah, "Seasonal Labour", in Handbook, H. Solberg, Ed., Leiden: Meridian Press, 2019.',
        "Ostrowski, M. and Quell, T. 2024. Lattice Sketches. Proceedings of the 18th Symposium (2024), 211–227.",
        "A. Mancuso, Networks of Patronage: Art Markets. Oxford: Calloway University Press, 2017.",
        "L. Ben-David and R. Abramson, Certified Robustness, in Proceedings of the AAAI Conference, Vol. 37 (2023).",
    ],
)
def test_other_styles_are_not_read_as_ams(text: str) -> None:
    """A quoted title, inverted names, a ``Place: Publisher`` imprint, a proceedings' ``Vol. 37 (2023)``: the
    references of IEEE, LNCS, Chicago and APS are left to their own readers."""
    assert split_ams(text, text) is None


def _sample() -> list[vm.Variant]:
    """One variant in four, turning so that both ends of the last dimension (which changes fastest) are met."""
    return [v for k, v in enumerate(vm.variants()) if (k + k // SHARE) % SHARE == 0]


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory: pytest.TempPathFactory) -> dict[str, vm.Outcome]:
    chosen = _sample()
    folder: Path = tmp_path_factory.mktemp("math")
    return {
        v.name: vm.score_variant(v, to_layout(extract(read_source(path)))["publications"])
        for v, path in zip(chosen, vm.write(folder, chosen), strict=True)
    }


def test_the_sample_meets_every_value_of_every_dimension() -> None:
    """Taking one variant in four still meets each value of each dimension."""
    chosen = _sample()
    for d, values in enumerate((vm.FORMATS, vm.VOLUMES, vm.REVIEWS, vm.ISSUES, vm.ITALICS, vm.AUTHORS)):
        assert {v.values[d] for v in chosen} == set(values)


def test_ams_reference_lists_read_exactly(outcomes: dict[str, vm.Outcome]) -> None:
    """Across files, bold volumes, review numbers, issues, italics and lists without the subject, every reference
    is found and its authors, title, venue, year and kind come out exactly."""
    failing = [f"{name}: {'; '.join(o.misses)}" for name, o in outcomes.items() if o.misses]
    f1 = sum(o.f1 for o in outcomes.values()) / len(outcomes)
    right = sum(o.fields_right for o in outcomes.values()) / sum(o.fields for o in outcomes.values())
    assert f1 >= F1_FLOOR and right >= FIELDS_FLOOR, "\n".join(failing)


def test_the_generator_is_deterministic() -> None:
    """The same matrix gives the same CVs and the same expected records."""
    first, second = vm.variants()[7], vm.variants()[7]
    assert (first.text, first.gold) == (second.text, second.gold)


def test_what_amsrefs_sets_after_the_pages_is_no_part_of_the_venue() -> None:
    """amsrefs' ``DOI 10...`` is the paper's DOI, an e-print after the pages and ``Paper No. e12, 35 pp.`` are
    notes; the journal is all the venue there is."""
    doi = parse_citation(
        ["M. Testwood, Gaps, J. Amer. Math. Soc. **32** (2019), 451–487, DOI 10.1090/jams/921. MR3981234"]
    )
    eprint = parse_citation(["M. Testwood, Sectors, Mathematika **67** (2021), 12–34, available at arXiv:1911.01234."])
    paper = parse_citation(["M. Testwood, Heights, Forum Math. Sigma **8** (2020), Paper No. e12, 35 pp. MR4098765"])
    assert doi is not None and (doi.venue, doi.doi) == ("J. Amer. Math. Soc.", "10.1090/jams/921")
    assert eprint is not None and eprint.venue == "Mathematika" and "arXiv:1911.01234" in eprint.notes
    assert paper is not None and paper.venue == "Forum Math. Sigma" and "article e12" in paper.notes


def test_a_paper_bound_for_a_journal_keeps_it_before_its_eprint() -> None:
    """``Comment. Math. Helv. (to appear), arXiv:2001.01234``: the journal is the venue, the e-print a note."""
    c = parse_citation(["M. Testwood, Period maps, Comment. Math. Helv. (to appear), arXiv:2001.01234."])
    assert c is not None
    assert (c.title, c.venue, c.kind) == ("Period maps", "Comment. Math. Helv.", Kind.JOURNAL)
    assert "arXiv:2001.01234" in c.notes


def test_a_homepage_entry_of_title_then_names_is_not_a_title_alone() -> None:
    """A title-first entry run onto one line (``Title Ada Lovelace, Alan Turing arXiv preprint, in submission``)
    holds names among its pieces: no AMS entry that leaves out its subject."""
    text = "Looms at Sea: A Study Ada Lovelace, Alan Turing, Grace Hopper arXiv preprint,"
    assert split_ams(text, text, has_status=True) is None
