"""JSON CVs at stop 25: every shape of author list that JSON Resume, LinkedIn-style, CSL-JSON, ORCID and hand-written
exports use gives the names in order as the document spells them; and the kinds a JSON entry states by its list, its
title, its summary or its repository.

Every input here is invented, in the style of an export or a hand-written resume."""

from __future__ import annotations

import json
from typing import Any

from cvkg.extract import extract
from cvkg.model import CvRecord, PublicationKind, SourceDocument

SUBJECT = "Oriana T. Velasco"
ORCID_ID = "0000-0002-1111-2222"


def _read(data: dict[str, Any]) -> CvRecord:
    text = json.dumps(data, indent=1, ensure_ascii=False)
    return extract(SourceDocument(path="cv.json", media_type="application/json", text=text, sha256="0"))


def _entry(**fields: Any) -> dict[str, Any]:
    """A JSON Resume publication: a journal paper of 2022 unless the fields say otherwise."""
    return {"name": "Spindle wear under humid storage", "publisher": "Textile Research Journal", "releaseDate": "2022",
            **fields}  # fmt: skip


def _authors(**fields: Any) -> tuple[str, ...]:
    return _read({"basics": {"name": SUBJECT}, "publications": [_entry(**fields)]}).publications[0].authors


def _orcid_authors(**work: Any) -> tuple[str, ...]:
    """The authors of one work of an ORCID record (API v3.0's shape) whose person is the subject."""
    base = {
        "type": "journal-article",
        "title": {"title": {"value": "Spindle wear under humid storage"}},
        "journal-title": {"value": "Textile Research Journal"},
        "publication-date": {"year": {"value": "2022"}},
    }
    record = {
        "orcid-identifier": {"path": ORCID_ID},
        "person": {"name": {"given-names": {"value": "Oriana T."}, "family-name": {"value": "Velasco"}}},
        "activities-summary": {"works": {"group": [{"work-summary": [{**base, **work}]}]}},
    }
    return _read(record).publications[0].authors


def _contributor(name: str | None, sequence: str, **more: Any) -> dict[str, Any]:
    attributes = {"contributor-sequence": sequence, "contributor-role": "author"}
    return {"credit-name": {"value": name} if name else None, "contributor-attributes": attributes, **more}


# The author shapes of JSON exports: (what the entry holds, the names the gold gives)
_THREE = ("Smith J", "Doe AB", "Lee C")
_SHAPES: list[tuple[dict[str, Any], tuple[str, ...]]] = [
    ({"authors": ["Smith J", "Doe AB", "Lee C"]}, _THREE),
    ({"authors": "Smith J, Doe AB, Lee C"}, _THREE),
    ({"authors": "Smith J, Doe AB, Lee C."}, _THREE),
    ({"authors": "Smith, J., Doe, A. B., & Lee, C."}, ("Smith, J.", "Doe, A. B.", "Lee, C.")),
    ({"authors": "Smith, John and Doe, Ann and Lee, Chen"}, ("Smith, John", "Doe, Ann", "Lee, Chen")),
    ({"authors": "J. Smith, A. Doe, and C. Lee"}, ("J. Smith", "A. Doe", "C. Lee")),
    ({"authors": "Smith, J.; Doe, A. B.; Lee, C."}, ("Smith, J.", "Doe, A. B.", "Lee, C.")),
    ({"author": [{"family": "Smith", "given": "John"}, {"literal": "Textile Study Group"}]},
     ("John Smith", "Textile Study Group")),
    ({"author": [{"family": "Berg", "given": "Jan", "non-dropping-particle": "van den"}]}, ("Jan van den Berg",)),
    ({"authors": [{"name": "John Smith"}, {"name": "Ann Doe"}]}, ("John Smith", "Ann Doe")),
    ({"authors": [{"firstName": "John", "lastName": "Smith"}, {"firstName": "Ann", "lastName": "Doe"}]},
     ("John Smith", "Ann Doe")),
    ({"contributors": {"contributor": [_contributor("Ann Doe", "additional"), _contributor("John Smith", "first")]}},
     ("John Smith", "Ann Doe")),
    ({"authors": "van der Berg J, de la Cruz M, Lee C"}, ("van der Berg J", "de la Cruz M", "Lee C")),
    ({"authors": "Müller-Lüdenscheidt K, Sánchez-Ortega MÁ, Øvrebø L"},
     ("Müller-Lüdenscheidt K", "Sánchez-Ortega MÁ", "Øvrebø L")),
    ({"authors": "Ivanova, A. V., Petrov, S. N., & Kuznetsova, E."},
     ("Ivanova, A. V.", "Petrov, S. N.", "Kuznetsova, E.")),
    ({"authors": "Иванова А. В., Петров С. Н., Кузнецова Е."}, ("Иванова А. В.", "Петров С. Н.", "Кузнецова Е.")),
    ({"authors": ["Иванова А. В.", "Петров С. Н."]}, ("Иванова А. В.", "Петров С. Н.")),
    ({"authors": "Smith J, Doe AB, Lee C, et al."}, _THREE),
    ({"authors": "Smith J, <b>Velasco OT</b>, Lee C"}, ("Smith J", "Velasco OT", "Lee C")),
    ({"authors": "Smith J*, **Velasco OT***, Lee C"}, ("Smith J", "Velasco OT", "Lee C")),
    ({"coauthors": ["Smith J", "Lee C"]}, (SUBJECT, "Smith J", "Lee C")),
    ({"creators": "Smith J, Doe AB, Lee C"}, _THREE),
    ({"names": "Smith J, Doe AB, Lee C"}, _THREE),
    ({"by": "Smith J, Doe AB, Lee C"}, _THREE),
    ({}, (SUBJECT,)),
]  # fmt: skip


def test_every_author_shape_of_a_json_export_gives_the_documents_names() -> None:
    """Lists, one string in each citation style, CSL-JSON, name objects, ORCID contributors, particles,
    diacritics, Cyrillic, ``et al.`` and the subject's marks: each gives the names in order, as written."""
    wrong = [(fields, got, want) for fields, want in _SHAPES if (got := _authors(**fields)) != want]
    assert wrong == []


def test_a_cyrillic_and_joins_the_last_two_names() -> None:
    """Russian и (Ukrainian і, та) before the last name parts it from the one before, as "and" does."""
    three = ("Иванова А. В.", "Петров С. Н.", "Кузнецова Е.")
    assert _authors(authors="Иванова А. В., Петров С. Н. и Кузнецова Е.") == three
    assert _authors(authors="Шевченко О. та Коваль І.") == ("Шевченко О.", "Коваль І.")


def test_html_emphasis_around_a_name_is_dropped() -> None:
    """``<b>Velasco OT</b>``, ``<strong>``, ``<u>``: an export's mark of the subject, no part of the name."""
    assert _authors(authors=["Smith J", "<strong>Velasco OT</strong>"]) == ("Smith J", "Velasco OT")
    assert _authors(authors="<u>Velasco, O. T.</u>, Smith, J., & Lee, C.") == ("Velasco, O. T.", "Smith, J.", "Lee, C.")


def test_csl_json_particles_and_suffix_stay_in_the_name() -> None:
    """CSL-JSON keeps ``van den`` and ``Jr.`` apart from ``family``; the name as written holds them."""
    creators = [
        {"family": "Berg", "given": "Jan", "non-dropping-particle": "van den"},
        {"family": "Okafor", "given": "Chidi", "suffix": "Jr."},
    ]
    assert _authors(author=creators) == ("Jan van den Berg", "Chidi Okafor Jr.")


def test_an_orcid_first_contributor_leads_in_a_resume_entry() -> None:
    """ORCID's contributors copied into a resume entry: the one whose sequence is ``first`` comes first."""
    contributors = [_contributor("Ann Doe", "additional"), _contributor("Oriana T. Velasco", "first")]
    assert _authors(contributors=contributors) == ("Oriana T. Velasco", "Ann Doe")


def test_a_by_key_names_the_authors() -> None:
    """``"by": "A, B and C"``: a byline is the author list."""
    assert _authors(by="Kwame Osei, Ann Doe and Oriana T. Velasco") == ("Kwame Osei", "Ann Doe", "Oriana T. Velasco")


def test_an_initials_period_stays_where_the_other_names_keep_theirs() -> None:
    """``Lund T., Lin H.-Y., Marsh I.``: the last period is the initial's; in ``Lund T, Marsh I.`` it ends the list."""
    assert _authors(authors="Lund T., Lin H.-Y., Marsh I.") == ("Lund T.", "Lin H.-Y.", "Marsh I.")
    assert _authors(authors="Lund T, Lin HY, Marsh I.") == ("Lund T", "Lin HY", "Marsh I")
    assert _authors(summary="Velasco O.T., Lund T., Marsh I. Poster 7.14.") == ("Velasco O.T.", "Lund T.", "Marsh I.")


def test_a_resume_naming_its_subject_at_the_top_level() -> None:
    """A hand-written resume with ``name`` beside its sections: that is the subject, first where no author is
    named and before the co-authors a ``coauthors`` key lists."""
    data = {"name": SUBJECT, "email": "ov@example.org", "publications": [
        {"title": "Spindle wear under humid storage", "journal": "Textile Research Journal", "year": 2022},
        {"title": "Yarn creep at low humidity", "journal": "Textile Research Journal", "year": 2021,
         "coauthors": ["Smith J"]},
    ]}  # fmt: skip
    record = _read(data)
    assert record.person.name == SUBJECT
    assert [p.authors for p in record.publications] == [(SUBJECT,), (SUBJECT, "Smith J")]


def test_orcid_formatted_citation_gives_the_authors() -> None:
    """An ORCID work with no contributors but a ``formatted-apa`` or ``formatted-vancouver`` citation: its authors."""
    apa = "Smith, J., Velasco, O. T., & Lee, C. (2022). Spindle wear under humid storage. Text. Res. J., 4(2), 1-9."
    assert _orcid_authors(citation={"citation-type": "formatted-apa", "citation-value": apa}) == (
        "Smith, J.",
        "Velasco, O. T.",
        "Lee, C.",
    )
    vancouver = "Smith J, Velasco OT, Lee C. Spindle wear under humid storage. Text Res J. 2022;4(2):1-9."
    cited = {"citation-type": "formatted-vancouver", "citation-value": vancouver}
    alone = {"contributor": [_contributor(SUBJECT, "first")]}
    assert _orcid_authors(citation=cited, contributors=alone) == ("Smith J", "Velasco OT", "Lee C")


def test_orcid_contributor_known_by_the_subjects_id_alone() -> None:
    """A contributor ORCID shows by the subject's iD with no credit name is the subject, in their place."""
    own = _contributor(None, "additional", **{"contributor-orcid": {"path": ORCID_ID}})
    contributors = {"contributor": [_contributor("Ann Doe", "first"), own, _contributor("John Smith", "additional")]}
    assert _orcid_authors(contributors=contributors) == ("Ann Doe", SUBJECT, "John Smith")


def test_a_kind_label_before_the_authors_of_a_summary() -> None:
    """``Software. Velasco OT, Doe A.``: the label is no name."""
    assert _authors(summary="Software. Velasco OT, Doe A.") == ("Velasco OT", "Doe A")
    assert _authors(summary="Data set. Doe A, Velasco OT. Deposited at Dryad.") == ("Doe A", "Velasco OT")


def _kind(**fields: Any) -> PublicationKind:
    return _read({"basics": {"name": SUBJECT}, "publications": [_entry(**fields)]}).publications[0].kind


def test_a_code_repository_as_venue_is_software() -> None:
    """``GitHub``, ``GitLab``, ``PyPI`` as publisher: software, no meeting whose acronym it looks like."""
    assert _kind(name="yarnfit", publisher="GitHub", releaseDate="2024") is PublicationKind.OTHER
    assert _kind(name="yarnfit", publisher="PyPI", releaseDate="2024") is PublicationKind.OTHER


def test_a_review_marked_in_the_summary_is_other() -> None:
    """A summary "Review", or a citation that ends "Review.", marks a review article: other, as the golds keep it."""
    assert _kind(summary="Review") is PublicationKind.OTHER
    assert _kind(summary="Velasco OT, Doe A. Text Res J. 2022;4:1-9. Review.") is PublicationKind.OTHER


def test_a_poster_marked_after_the_title() -> None:
    """``Title (poster)``: a poster, the mark no part of the title."""
    publication = _read({"basics": {"name": SUBJECT}, "publications": [
        _entry(name="Humidity and spindle wear (poster)", publisher="Fiber Society Spring Meeting 2023")
    ]}).publications[0]  # fmt: skip
    assert (publication.title, publication.kind) == ("Humidity and spindle wear", PublicationKind.POSTER)


def test_a_list_of_translations_is_other_whatever_its_venue() -> None:
    """An entry of a ``translations`` list printed in a journal: a translation, not the journal's article."""
    data = {"basics": {"name": SUBJECT}, "publications": {"translations": [
        {"title": "On spinning", "journal": "Textile History", "year": 2011, "translator_of": "Henrike Stoll"}
    ]}}  # fmt: skip
    assert _read(data).publications[0].kind is PublicationKind.OTHER


def test_a_book_review_listed_by_the_book_it_reviews() -> None:
    """``"reviews": [{"book": B, "by": A, "journal": J}]``: a review titled by the book, by the subject (A wrote
    the book)."""
    data = {"basics": {"name": SUBJECT}, "publications": {"reviews": [
        {"book": "Looms of the North", "by": "Henrike Stoll", "journal": "Textile History", "year": 2016}
    ]}}  # fmt: skip
    publication = _read(data).publications[0]
    assert (publication.title, publication.authors, publication.venue) == (
        "Looms of the North",
        (SUBJECT,),
        "Textile History",
    )
    # titled, the review's "by" still names the book's author
    titled = {"basics": {"name": SUBJECT}, "publications": {"bookReviews": [
        {"title": "Review of Looms of the North", "by": "Henrike Stoll", "journal": "Textile History", "year": 2016}
    ]}}  # fmt: skip
    assert _read(titled).publications[0].authors == (SUBJECT,)


def test_an_author_lists_item_without_its_and_note_or_superscript() -> None:
    """List items as hand edits write them: "and" before the last, an affiliation after a name, superscript
    marks (``¹``, ``^{2,*}``)."""
    assert _authors(authors=["Smith J", "Doe AB", "and Lee C"]) == _THREE
    assert _authors(authors=["Smith J (MIT)", "Velasco OT (me)"]) == ("Smith J", "Velasco OT")
    assert _authors(authors=["Smith J¹", "Velasco OT²*", "Lee C^{1,*}"]) == ("Smith J", "Velasco OT", "Lee C")


def test_zotero_creators_keep_the_authors_only() -> None:
    """Zotero's and CSL exporters' ``creators`` name each one's ``creatorType``: editors are no authors."""
    creators = [
        {"creatorType": "author", "firstName": "John", "lastName": "Smith"},
        {"creatorType": "editor", "firstName": "Ann", "lastName": "Doe"},
        {"creatorType": "author", "name": "Textile Study Group"},
    ]
    assert _authors(creators=creators) == ("John Smith", "Textile Study Group")


def test_cyrillic_names_written_surname_comma_initials() -> None:
    """``Иванова, А. В., Петров, С. Н., & Кузнецова, Е.``: APA's inverted names, in Cyrillic."""
    listed = "Иванова, А. В., Петров, С. Н., & Кузнецова, Е."
    assert _authors(authors=listed) == ("Иванова, А. В.", "Петров, С. Н.", "Кузнецова, Е.")
    assert _authors(authors="Иванова, Анна; Петров, Сергей") == ("Иванова, Анна", "Петров, Сергей")


def test_a_list_of_one_kind_names_the_kind_whatever_the_venue() -> None:
    """A ``posters`` list at a meeting called a conference: posters; a ``bookChapters`` entry: in its ``book``,
    not its publisher."""
    data = {"basics": {"name": SUBJECT}, "posters": [
        {"title": "Humidity and spindle wear", "meeting": "Gordon Research Conference on Fibers, 2015"}
    ], "bookChapters": [
        {"title": "Spindles", "book": "Handbook of Yarn Mechanics", "publisher": "Wiley-VCH", "year": 2019}
    ]}  # fmt: skip
    poster, chapter = _read(data).publications
    assert poster.kind is PublicationKind.POSTER
    assert (chapter.venue, chapter.kind) == ("Handbook of Yarn Mechanics", PublicationKind.BOOK)


def test_a_summary_naming_the_item_a_report() -> None:
    """A summary "Final project report SIM 12-3." names a report (other); "We report ..." opens an abstract."""
    assert _kind(publisher="Fibre Safety Council", summary="Final project report FSC 17-05.") is PublicationKind.OTHER
    assert _kind(summary="We report spindle wear under humid storage.") is PublicationKind.JOURNAL


def test_a_chapter_named_in_its_summary_or_its_venue() -> None:
    """A summary "Book chapter in: Book (2nd ed.), House." puts the chapter in that book, the ``publisher`` its
    series; a venue's note "(book chapter, vol. 9)" is no part of the venue."""
    in_summary = _read({"basics": {"name": SUBJECT}, "publications": [_entry(
        publisher="Methods in Textile Science", summary="Book chapter in: Yarn Testing Protocols (2nd ed.), Springer."
    )]}).publications[0]  # fmt: skip
    assert (in_summary.venue, in_summary.kind) == ("Yarn Testing Protocols", PublicationKind.BOOK)
    noted = _read({"basics": {"name": SUBJECT}, "publications": [
        _entry(publisher="Methods in Textile Science (book chapter, vol. 9)")
    ]}).publications[0]  # fmt: skip
    assert (noted.venue, noted.kind) == ("Methods in Textile Science", PublicationKind.BOOK)


def test_a_poster_naming_its_presenter_alone() -> None:
    """A poster whose entry names only its ``presenter``: the presenter is its author list."""
    data = {"basics": {"name": SUBJECT}, "posters": [
        {"title": "Humidity and spindle wear", "presenter": "Osei, K. A.", "meeting": "Fiber Society Spring 2022"}
    ]}  # fmt: skip
    assert _read(data).publications[0].authors == ("Osei, K. A.",)


def test_a_cyrillic_author_list_in_a_summary_for_a_subject_named_in_latin_letters() -> None:
    """A Russian citation in the summary (GOST's ``Иванова О. В., Петров С. Н. Title // Journal``) names the
    subject, whose header spells her in Latin letters: its names, as written."""
    data = {"basics": {"name": "Olga Ivanova"}, "publications": [{
        "name": "Semantika glagolov", "publisher": "Voprosy jazykoznanija", "releaseDate": "2020",
        "summary": "Петров С. Н., Иванова О. В. Семантика глаголов // Вопросы языкознания. 2020. № 3. С. 5–9.",
    }]}  # fmt: skip
    assert _read(data).publications[0].authors == ("Петров С. Н.", "Иванова О. В.")
