"""A BibTeX publication list -> CvRecord: authors in order, accents decoded, kinds and venues from entries."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvkg.errors import ExtractionError, InputError
from cvkg.extract import extract
from cvkg.extract.bibtex import display_name
from cvkg.ingest import read_source
from cvkg.model import PublicationKind, SourceDocument

FIXTURES = Path(__file__).parent / "fixtures"


def _doc(text: str) -> SourceDocument:
    return SourceDocument(path="p.bib", media_type="application/x-bibtex", text=text, sha256="0")


@pytest.fixture
def record():  # type: ignore[no-untyped-def]
    """The fixture publication list, extracted."""
    return extract(read_source(FIXTURES / "publications.bib"))


def test_person_from_comment(record) -> None:  # type: ignore[no-untyped-def]
    """A `% cvkg-person:` comment names the subject, at its line."""
    assert (record.person.name, record.person.span.line) == ("Sofía Ibáñez", 2)


def test_entries_in_order_with_spans(record) -> None:  # type: ignore[no-untyped-def]
    """Every entry becomes a publication whose span is its @ line."""
    assert [(p.title, p.span.line) for p in record.publications] == [
        ("Tide: Elastic Memory Disaggregation for GPU Clusters", 6),
        ("A Survey of Far-Memory Systems", 15),
        ("Hedged Requests Considered Harmful", 24),
        ("Towards Memory-Aware Schedulers", 33),
        ("Disaggregated Memory for Data-Parallel Workloads", 41),
        ("Remote paging with speculative prefetch", 48),
    ]


def test_authors_display_form(record) -> None:  # type: ignore[no-untyped-def]
    """`Last, First` and `First Last` both come out as `First Last`, in order, accents decoded."""
    tide, survey, hedge = record.publications[:3]
    assert tide.authors == ("Sofía Ibáñez", "Wei Chen", "Peter Druschel")
    assert survey.authors == ("Sofía Ibáñez", "Jan van der Berg")
    assert (hedge.authors, hedge.notes) == (("Chidi Okafor", "Sofía Ibáñez"), ("et al.",))


def test_kinds_venues_years(record) -> None:  # type: ignore[no-untyped-def]
    """Entry types give kinds; venues come from booktitle/journal/school without their year; @string macros
    are resolved; an arXiv entry and a patent get the venue a citation would print."""
    assert [(p.kind, p.venue, p.year) for p in record.publications] == [
        (
            PublicationKind.CONFERENCE,
            "Proceedings of the 29th ACM Symposium on Operating Systems Principles (SOSP)",
            2023,
        ),
        (PublicationKind.JOURNAL, "ACM Computing Surveys", 2021),
        (PublicationKind.PREPRINT, "arXiv preprint arXiv:2405.01234", 2024),
        (PublicationKind.WORKSHOP, "Workshop on Hot Topics in Operating Systems (HotOS)", 2022),
        (PublicationKind.THESIS, "Universitat Politècnica de Catalunya", 2020),
        (PublicationKind.PATENT, "US Patent 11,456,789 B2", 2022),
    ]


def test_doi_arxiv_note(record) -> None:  # type: ignore[no-untyped-def]
    """The DOI loses its resolver prefix; the arXiv id comes from eprint; a note is kept."""
    tide, _, hedge, workshop = record.publications[:4]
    assert tide.doi == "10.1145/3600006.3613140"
    assert hedge.arxiv == "2405.01234"
    assert workshop.notes == ("Best paper nominee",)


def test_person_is_most_frequent_author() -> None:
    """Without a comment, the most frequent author is the subject, spanned at their first entry."""
    record = extract(
        _doc(
            "@article{a, author={Lee, Ann and Bo Chan}, title={X}, year=2020}\n"
            "@article{b, author={Ann Lee}, title={Y}, journal={arXiv preprint arXiv:2101.00001}}\n"
        )
    )
    assert (record.person.name, record.person.span.line) == ("Ann Lee", 1)
    assert (record.publications[1].kind, record.publications[1].arxiv) == (
        PublicationKind.PREPRINT,
        "2101.00001",
    )


def test_display_name_keeps_jr() -> None:
    """A `Jr.` part is kept after the name."""
    assert display_name("King, Jr., Martin Luther") == "Martin Luther King, Jr."


def test_broken_entry_is_an_error_at_its_line() -> None:
    """An entry bibtexparser cannot parse is reported at its @ line, with where and why parsing stopped."""
    with pytest.raises(InputError) as info:
        extract(
            _doc(
                '@article{a, title={X}, year=2020}\n\n@misc{b, title="Q", year = {2021}\n'
                "@patent{c, title={P}}\n"
            )
        )
    assert str(info.value) == (
        "p.bib:3: cannot parse BibTeX entry @misc{b: unexpected block start: '@patent', still looking for "
        "field-value closing ',' or '}' (stopped at line 4)\n  hint: check that every field value "
        "is closed and followed by ',' and the entry by '}'"
    )


def test_duplicate_key_is_a_warning() -> None:
    """A duplicate key keeps both entries and warns."""
    record = extract(_doc("@article{a, author={A B}, title={X}}\n@article{a, author={A B}, title={Y}}\n"))
    assert [p.title for p in record.publications] == ["X", "Y"]
    assert record.warnings == ("p.bib:2: duplicate BibTeX key 'a'",)


def test_no_entries() -> None:
    """A file with no entries has no CV in it."""
    with pytest.raises(ExtractionError) as info:
        extract(_doc("% nothing here\n"))
    assert str(info.value) == "p.bib:1: no BibTeX entries found\n  hint: add @article{...} or similar entries"


def test_missing_comma_between_fields_is_an_error_at_its_line() -> None:
    """A field that runs into the next one (no comma between them) is reported at that field's line."""
    with pytest.raises(InputError) as info:
        extract(_doc("@article{a,\n  author = {Ada Lovelace}\n  title = {Notes},\n  year = 1843\n}\n"))
    assert str(info.value) == (
        "p.bib:2: missing ',' after the author field of BibTeX entry 'a': its value runs into the title "
        "field\n  hint: end every field with a comma: author = {...},"
    )


def test_crossref_fills_missing_fields_and_its_container_is_no_publication() -> None:
    """An entry takes the book title and year of the @proceedings it crossrefs, which is not listed itself."""
    record = extract(
        _doc(
            "@inproceedings{p, author={Ann Lee}, title={Paper}, crossref={ws21}}\n"
            "@proceedings{ws21, title={Proceedings of the Workshop on Graphs (GRAPHS)}, year={2021}}\n"
        )
    )
    (paper,) = record.publications
    assert (paper.venue, paper.year, paper.kind) == (
        "Proceedings of the Workshop on Graphs (GRAPHS)",
        2021,
        PublicationKind.WORKSHOP,
    )


def test_dblp_booktitle_loses_event_details() -> None:
    """dblp's booktitle keeps the series and its acronym, not the year, city and dates of the event."""
    record = extract(
        _doc(
            "@inproceedings{p, author={Ann Lee}, title={Paper}, year={2023}, booktitle={20th {USENIX} "
            "Symposium on Networked Systems Design and Implementation, {NSDI} 2023, Boston, MA, April 17-19, 2023}}\n"
        )
    )
    assert record.publications[0].venue == "20th USENIX Symposium on Networked Systems Design and Implementation, NSDI"


def test_subject_counts_every_spelling_of_one_name() -> None:
    """`J. Müller` and `Jonas Müller` are one author; the subject is named by the fullest spelling."""
    record = extract(
        _doc(
            "@article{a, author={M{\\\"u}ller, J. and Bo Chan}, title={X}, year=2020}\n"
            "@article{b, author={Jonas M{\\\"u}ller and Ann Lee}, title={Y}, year=2021}\n"
            "@article{c, author={Bo Chan and M{\\\"u}ller, J.}, title={Z}, year=2022}\n"
        )
    )
    assert record.person.name == "Jonas Müller"


def test_unpublished_and_under_review_are_preprints() -> None:
    """@unpublished and a @misc whose note says it is under review are preprints."""
    record = extract(
        _doc(
            "@unpublished{a, author={Ann Lee}, title={X}, note={Manuscript}, year=2024}\n"
            "@misc{b, author={Ann Lee}, title={Y}, note={Under review}, year=2024}\n"
            "@misc{c, author={Ann Lee}, title={Z}, howpublished={\\url{https://x.example.org}}, year=2024}\n"
        )
    )
    assert [(p.kind, p.venue) for p in record.publications] == [
        (PublicationKind.PREPRINT, None),
        (PublicationKind.PREPRINT, None),
        (PublicationKind.OTHER, None),
    ]


def test_biblatex_thesis_online_and_braced_others() -> None:
    """biblatex's @thesis is a thesis; a braced {others} still marks a truncated author list."""
    record = extract(
        _doc(
            "@thesis{t, author={Osei, Kwabena}, title={Melt}, institution={Uni C}, type={phdthesis}, date={2020}}\n"
            "@online{o, author={Osei, Kwabena and {others}}, title={Bench}, eprinttype={arxiv}, eprint={2309.04411},"
            " date={2023-09-08}}\n"
        )
    )
    thesis, online = record.publications
    assert (thesis.kind, thesis.venue, thesis.year) == (PublicationKind.THESIS, "Uni C", 2020)
    assert (online.authors, online.notes, online.kind) == (("Kwabena Osei",), ("et al.",), PublicationKind.PREPRINT)
