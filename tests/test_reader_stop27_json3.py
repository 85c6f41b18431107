"""JSON CVs at stop 27: the shapes that scripts exporting a researcher's ORCID record, Google Scholar or PubMed
profile, and CSL-JSON bibliographies give a CV's publications and its subject; and author lists that mark names with
HTML superscripts or notes.

Every input here is invented, in the shape of a real export."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cvkg.export import to_layout
from cvkg.extract import extract
from cvkg.ingest import read_source
from cvkg.model import CvRecord, PublicationKind, SourceDocument


def _read(data: object) -> CvRecord:
    text = json.dumps(data, indent=1, ensure_ascii=False)
    return extract(SourceDocument(path="cv.json", media_type="application/json", text=text, sha256="0"))


def _works_export() -> dict[str, Any]:
    """A sync script's export of an ORCID record: the name in its parts, the works flattened."""
    return {
        "orcid_id": "0000-0002-3333-4444",
        "name": {"given": "Ilse", "family": "Marrow", "credit": ""},
        "last_synced_utc": "2026-01-02T03:04:05Z",
        "works": [
            {
                "put_code": 11,
                "title": "Resident memory T cells in the ageing lung",
                "journal": "Mucosal Immunology",
                "type": "journal-article",
                "date": {"year": "2024", "month": "03", "day": ""},
                "contributors": [
                    {"name": "Tomas Kell", "role": "author", "sequence": "first"},
                    {"name": "Ilse Marrow", "role": "author", "sequence": "additional"},
                ],
            },
            {
                "put_code": 12,
                "title": "Airway macrophages after influenza",
                "journal": "Immunity",
                "type": "journal-article",
                "date": {"year": "2021", "month": "", "day": ""},
                "contributors": [],
            },
        ],
    }


def test_works_of_an_orcid_export_are_its_publications():
    """A converter's ``works`` list holds the publications; the subject is named by ``name``'s parts."""
    record = _read(_works_export())
    assert record.person.name == "Ilse Marrow"
    assert [(p.authors, p.title, p.venue, p.year, p.kind) for p in record.publications] == [
        (("Tomas Kell", "Ilse Marrow"), "Resident memory T cells in the ageing lung", "Mucosal Immunology", 2024,
         PublicationKind.JOURNAL),
        (("Ilse Marrow",), "Airway macrophages after influenza", "Immunity", 2021, PublicationKind.JOURNAL),
    ]  # fmt: skip


def test_credit_name_names_the_subject():
    """ORCID's credit name, kept by an export beside the name's parts, is the subject's name."""
    data = {**_works_export(), "name": {"given": "Ilse", "family": "Marrow", "credit": "Ilse K. Marrow"}}
    assert _read(data).person.name == "Ilse K. Marrow"


def test_works_as_orcid_writes_them_in_an_export():
    """A work of ORCID's own shape (wrapped values) in an export's ``works`` reads as ORCID's reader reads it."""
    work = {
        "put-code": 7,
        "title": {"title": {"value": "Lung-resident <i>Cd69</i> memory cells"}, "subtitle": None},
        "journal-title": {"value": "Journal of Experimental Medicine"},
        "type": "JOURNAL_ARTICLE",
        "publication-date": {"year": {"value": "2022"}, "month": {"value": "07"}, "day": None},
        "contributors": {"contributor": [
            {"credit-name": {"value": "Ilse Marrow"},
             "contributor-attributes": {"contributor-sequence": "additional", "contributor-role": "author"}},
            {"credit-name": {"value": "Per Aldo"},
             "contributor-attributes": {"contributor-sequence": "first", "contributor-role": "author"}},
        ]},
    }  # fmt: skip
    record = _read({"name": "Ilse Marrow", "works": [work]})
    assert [(p.authors, p.title, p.venue, p.year, p.kind) for p in record.publications] == [
        (("Per Aldo", "Ilse Marrow"), "Lung-resident Cd69 memory cells", "Journal of Experimental Medicine", 2022,
         PublicationKind.JOURNAL),
    ]  # fmt: skip


def test_works_without_authors_are_the_named_subjects():
    """An export that lists works alone names its subject in its profile; each work is the subject's."""
    data = {
        "orcid_id": "0000-0002-5555-6666",
        "profile": {"full_name": "Wen Qiao", "keywords": ["GPU"]},
        "works": [{"title": "Caching graph features on GPUs", "journal": "IEEE Transactions on Computers",
                   "type": "journal-article", "year": "2025", "put_code": 3}],
    }  # fmt: skip
    record = _read(data)
    assert [(p.authors, p.title, p.venue) for p in record.publications] == [
        (("Wen Qiao",), "Caching graph features on GPUs", "IEEE Transactions on Computers")
    ]


def test_a_publication_list_names_its_subject_as_its_author():
    """A publication list a script fetched names whose it is as its ``author``."""
    data = {
        "version": 1,
        "author": "Oren Valk",
        "publications": [{"title": "Reliability of resting-state maps", "journal": "NeuroImage", "year": "2024",
                          "authors": ["Ames T", "Valk O", "Dorn P"]}],
    }  # fmt: skip
    record = _read(data)
    assert record.person.name == "Oren Valk"
    assert record.publications[0].authors == ("Ames T", "Valk O", "Dorn P")


CSL = [
    {
        "id": "ValkDorn23",
        "type": "paper-conference",
        "title": "Session types for <i>lazy</i> channels",
        "author": [{"family": "Dorn", "given": "Paula"}, {"family": "Valk", "given": "Oren"}],
        "editor": [{"family": "Grau", "given": "Ines"}],
        "container-title": "Proceedings of the 15<sup>th</sup> workshop on concurrency (CONC’23)",
        "publisher": "Open Publishing Association",
        "issued": {"date-parts": [[2023, 4]]},
    },
    {
        "id": "Valk18",
        "type": "article-journal",
        "title": "Typestate checking for objects",
        "author": [{"family": "Valk", "given": "Oren"}],
        "container-title": "Journal of Logical Methods",
        "publisher": "Elsevier",
        "issued": {"date-parts": [[2018]]},
    },
]


def test_csl_json_list_is_read_as_publications():
    """A CSL-JSON bibliography (a top-level list) gives each item: its authors (not its editors), its container as
    the venue (not the house), its year from ``issued``."""
    record = _read(CSL)
    assert [(p.authors, p.title, p.venue, p.year, p.kind) for p in record.publications] == [
        (("Paula Dorn", "Oren Valk"), "Session types for lazy channels",
         "Proceedings of the 15th workshop on concurrency (CONC)", 2023, PublicationKind.CONFERENCE),
        (("Oren Valk",), "Typestate checking for objects", "Journal of Logical Methods", 2018,
         PublicationKind.JOURNAL),
    ]  # fmt: skip


def test_csl_json_file_is_accepted_with_its_lines(tmp_path: Path):
    """A ``.json`` file holding a list of publications passes the input check, and each item keeps its line."""
    path = tmp_path / "pubs.json"
    path.write_text(json.dumps(CSL, indent=1), encoding="utf-8")
    record = extract(read_source(path))
    assert [p.span.line for p in record.publications] == [2, 33]
    assert to_layout(record)["publications"][1]["title"] == "Typestate checking for objects"


def test_a_list_of_other_things_is_still_refused():
    """Guard: a top-level list that holds no publications is no CV."""
    from cvkg.errors import InputError

    with pytest.raises(InputError):
        _read([{"name": "Loom Works", "position": "Engineer", "startDate": "2019"}])


@pytest.mark.parametrize(
    ("authors", "expected"),
    [
        ("Kell T<sup>1,2</sup>, Marrow I<sup>2</sup>, and Aldo P<sup>*</sup>", ("Kell T", "Marrow I", "Aldo P")),
        (["Kell T<sup>1</sup>", "Marrow I<sup>†</sup>"], ("Kell T", "Marrow I")),
        ([{"surname": "Kell", "forename": "Tomas"}, {"lastname": "Marrow", "firstname": "Ilse"}],
         ("Tomas Kell", "Ilse Marrow")),
    ],
)
def test_author_marks_and_name_parts(authors: object, expected: tuple[str, ...]):
    """HTML superscript marks are no part of a name; a name's parts join in either spelling."""
    data = {"basics": {"name": "Ilse Marrow"},
            "publications": [{"name": "Airway macrophages", "publisher": "Immunity", "releaseDate": "2021",
                              "authors": authors}]}  # fmt: skip
    assert _read(data).publications[0].authors == expected


def test_contributor_roles_as_orcid_and_credit_write_them():
    """ORCID's ``CO_INVENTOR``/``co-inventor`` and a CRediT contribution are authors' roles; an editor is none."""
    contributors = [
        {"name": "Tomas Kell", "role": "CO_INVENTOR"},
        {"name": "Ilse Marrow", "role": "Writing – original draft"},
        {"name": "Per Aldo", "role": "http://credit.niso.org/contributor-roles/software/"},
        {"name": "Rhea Volk", "role": "EDITOR"},
    ]
    data = {"basics": {"name": "Ilse Marrow"},
            "publications": [{"name": "Airway macrophages", "publisher": "Immunity", "releaseDate": "2021",
                              "contributors": contributors}]}  # fmt: skip
    assert _read(data).publications[0].authors == ("Tomas Kell", "Ilse Marrow", "Per Aldo")


@pytest.mark.parametrize(
    ("citation", "expected"),
    [
        ({"type": "bibtex", "value": "@article{k,\n author = {Kell, Tomas and Marrow, Ilse and Aldo, Per}\n}"},
         ("Kell, Tomas", "Marrow, Ilse", "Aldo, Per")),
        ("Kell T, Marrow I, Aldo P. Airway macrophages. Immunity. 2021;54(2):1-9.", ("Kell T", "Marrow I", "Aldo P")),
    ],
)
def test_citation_naming_more_authors_than_the_contributors(citation: object, expected: tuple[str, ...]):
    """A researcher listed alone as the contributor, the citation beside naming every author: the citation's."""
    data = {"basics": {"name": "Ilse Marrow"},
            "publications": [{"name": "Airway macrophages", "publisher": "Immunity", "releaseDate": "2021",
                              "contributors": [{"name": "Ilse Marrow", "role": "author"}], "citation": citation}]}
    assert _read(data).publications[0].authors == expected


def test_contributors_kept_beside_a_citation_of_other_people():
    """Guard: a citation whose names are not the listed authors' does not replace them."""
    data = {"basics": {"name": "Ilse Marrow"},
            "publications": [{"name": "Airway macrophages", "publisher": "Immunity", "releaseDate": "2021",
                              "authors": ["Ilse Marrow"],
                              "citation": "Roe J, Dunn K, Pike L. Another paper. Cell. 2020;1:1-2."}]}
    assert _read(data).publications[0].authors == ("Ilse Marrow",)


def test_unnamed_list_names_the_person_in_every_author_list():
    """A publication list that names nobody is the one person's every author list names; an entry without authors
    is theirs."""
    data = {"scholar_profile": "https://scholar.example.org/u1",
            "papers": [
                {"title": "Snowflakes", "authors": "V. Orlik, H. Sáez Borde", "year": 2024, "venue": "NeurIPS"},
                {"title": "Mixture rates", "authors": "T. Furo, V. Orlik", "year": 2025, "venue": "TMLR"},
                {"title": "Kernel curves", "authors": [], "year": 2023, "venue": "ICLR"},
            ]}  # fmt: skip
    record = _read(data)
    assert record.person.name == "V. Orlik"
    assert [p.authors for p in record.publications] == [
        ("V. Orlik", "H. Sáez Borde"), ("T. Furo", "V. Orlik"), ("V. Orlik",)
    ]


def test_no_subject_guessed_when_two_people_are_in_every_list():
    """Guard: two people in every author list leave the subject unnamed."""
    data = {"publications": [{"title": "Nest heat", "authors": "Qiu Han, Li Jun", "venue": "Ibis", "year": "2024"},
                             {"title": "Tit broods", "authors": "Li Jun, Wu Pei, Qiu Han", "venue": "Ibis",
                              "year": "2023"}]}  # fmt: skip
    assert _read(data).person.name == "Unnamed subject of cv.json"
