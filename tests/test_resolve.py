"""Resolve stage: one URI per entity across documents, stable slugs, order-independent."""

from __future__ import annotations

import json
import random
import re

from cvkg.model import (
    CvRecord,
    Degree,
    Person,
    Position,
    Publication,
    SourceDocument,
    SourceSpan,
    Student,
    Talk,
)
from cvkg.resolve import (
    Kind,
    Link,
    Relation,
    Resolution,
    UriRegistry,
    mentions_table,
    person_key,
    resolve,
    slugify,
    venue_key,
)
from tests.records import ada_record, charles_record, sample_records

BASE = "http://example.org/"


def test_same_name_in_two_documents_is_one_person() -> None:
    """A co-author written the same way in two CVs resolves to one URI."""
    res = resolve(sample_records(), base_uri=BASE)
    in_ada = res.uri(Kind.PERSON, "ada.md", "Charles Babbage")
    assert in_ada == res.uri(Kind.PERSON, "charles.txt", "Charles Babbage")
    assert in_ada == f"{BASE}id/person/charles-babbage"


def test_same_paper_in_two_documents_is_one_publication() -> None:
    """The same title at the same venue in two CVs is one publication."""
    res = resolve(sample_records(), base_uri=BASE)
    venue = "Scientific Memoirs (SM '43)"
    title = "Notes on the Analytical Engine"
    assert res.publication("ada.md", title, venue) == res.publication("charles.txt", title, venue)


def test_uris_do_not_depend_on_input_order() -> None:
    """Shuffling the records gives exactly the same entities and URIs."""
    records = sample_records()
    expected = resolve(records, base_uri=BASE).entities
    for seed in range(5):
        shuffled = records[:]
        random.Random(seed).shuffle(shuffled)
        assert resolve(shuffled, base_uri=BASE).entities == expected


def test_adding_a_record_keeps_existing_uris() -> None:
    """A new CV that mentions nobody new leaves every existing URI in place."""
    before = set(resolve([ada_record()], base_uri=BASE).entities)
    after = set(resolve([ada_record(), charles_record()], base_uri=BASE).entities)
    assert before <= after


def test_person_key_ignores_honorifics_and_comma_order() -> None:
    """`Prof. Ada Lovelace` and `Lovelace, Ada` are the same key as `Ada Lovelace`."""
    assert person_key("Prof. Ada Lovelace") == person_key("Lovelace, Ada") == "ada lovelace"


def test_venue_key_prefers_the_acronym() -> None:
    """A venue with an acronym in parentheses is keyed by it, without the year."""
    assert venue_key("14th USENIX Symposium on Operating Systems Design (OSDI '20)") == "osdi"
    assert venue_key("IEEE Micro") == "ieee micro"


def test_slugify_is_readable_and_bounded() -> None:
    """Slugs are lower-case words joined by dashes, cut at a word boundary."""
    assert slugify("Klaus-Tycho Förster") == "klaus-tycho-forster"
    assert len(slugify("word " * 40)) <= 60


def test_mentions_table_has_the_identity_checker_layout() -> None:
    """`cvkg mentions` lists persons, publications and organizations per document, with URIs."""
    table = mentions_table(resolve(sample_records(), base_uri=BASE))
    assert set(table) == {"ada", "charles"}
    row = next(r for r in table["charles"] if r["type"] == "Publication")
    assert row == {
        "text": "Notes on the Analytical Engine",
        "type": "Publication",
        "uri": f"{BASE}id/publication/notes-on-the-analytical-engine",
        "venue": "Scientific Memoirs (SM '43)",
        "year": 1843,
    }
    assert {r["type"] for r in table["ada"]} == {"Person", "Publication", "Organization"}


# --- issue 4: identity rules, each with its look-alike counter-case -------------------------


def _record(
    name: str,
    subject: str,
    *,
    pubs: tuple[Publication, ...] = (),
    text: str = "",
    positions: tuple[Position, ...] = (),
    education: tuple[Degree, ...] = (),
    students: tuple[Student, ...] = (),
    talks: tuple[Talk, ...] = (),
) -> CvRecord:
    doc = SourceDocument(path=f"cvs/{name}", media_type="text/plain", text=text or "x\n", sha256="0" * 64)
    return CvRecord(
        source=doc,
        person=Person(subject, doc.span(1)),
        publications=pubs,
        positions=positions,
        education=education,
        students=students,
        talks=talks,
    )


def _pub(
    authors: str, title: str, venue: str | None = "Symposium on Things (SoT '20)", year: int | None = 2020
) -> Publication:
    return Publication(
        tuple(a.strip() for a in authors.split(";")), title, SourceSpan("x", 1), venue=venue, year=year
    )


def _same(res: Resolution, kind: Kind, *pairs: tuple[str, str]) -> bool:
    return len({res.uri(kind, doc, text) for doc, text in pairs}) == 1


def test_subject_initials_in_own_author_list_are_the_subject() -> None:
    """`Zhu H.`, `Zhu H` and `Zhu, H.` in Hongyu Zhu's CV are Hongyu Zhu; `Kan Zhu` elsewhere is not."""
    me = _record(
        "a.md",
        "Hongyu Zhu",
        pubs=(
            _pub("Zhu H.; Roe R.", "Paper One"),
            _pub("Zhu H; Roe R", "Two"),
            _pub("Qian, Z.; Zhu, H.", "Three"),
        ),
    )
    other = _record("b.md", "Kan Zhu", pubs=(_pub("Kan Zhu; Hao Zhu", "Four"),))
    res = resolve([me, other], base_uri=BASE)
    assert _same(
        res, Kind.PERSON, ("a.md", "Hongyu Zhu"), ("a.md", "Zhu H."), ("a.md", "Zhu H"), ("a.md", "Zhu, H.")
    )
    assert not _same(res, Kind.PERSON, ("a.md", "Zhu H."), ("b.md", "Kan Zhu"))
    assert not _same(res, Kind.PERSON, ("a.md", "Zhu H."), ("b.md", "Hao Zhu"))


def test_nickname_and_middle_initial_within_one_document() -> None:
    """`Tom Anderson` and `Thomas E. Anderson` in one CV are one person; `Tim Anderson` is not."""
    cv = _record(
        "a.md",
        "Ada Lovelace",
        pubs=(_pub("Ada Lovelace; Thomas E. Anderson", "One"), _pub("Tim Anderson; Ada Lovelace", "Two")),
        students=(Student("Grace Hopper", SourceSpan("x", 1), co_advisors=("Tom Anderson",)),),
    )
    res = resolve([cv], base_uri=BASE)
    assert _same(res, Kind.PERSON, ("a.md", "Thomas E. Anderson"), ("a.md", "Tom Anderson"))
    assert not _same(res, Kind.PERSON, ("a.md", "Thomas E. Anderson"), ("a.md", "Tim Anderson"))


def test_initials_expand_to_a_full_name_written_in_the_same_cv() -> None:
    """`Phanishayee A.` is `Amar Phanishayee` named in the CV's text, and so the one of another CV."""
    cv = _record(
        "a.md",
        "Hongyu Zhu",
        pubs=(_pub("Zhu H.; Phanishayee A.", "One"),),
        text="Research Intern, supervised by Amar Phanishayee.\n",
    )
    other = _record("b.md", "Danyang Zhuo", pubs=(_pub("Danyang Zhuo; Amar Phanishayee", "Two"),))
    res = resolve([cv, other], base_uri=BASE)
    assert _same(
        res,
        Kind.PERSON,
        ("a.md", "Phanishayee A."),
        ("a.md", "Amar Phanishayee"),
        ("b.md", "Amar Phanishayee"),
    )


def test_common_surname_initials_never_merge_across_documents() -> None:
    """`Wu, Z.` in one CV is not `Zhao Wu` in another: a common surname needs more than initials."""
    res = resolve(
        [
            _record("a.md", "Ann Smith", pubs=(_pub("Wu, Z.; Ann Smith", "One"),)),
            _record("b.md", "Bob Jones", pubs=(_pub("Zhao Wu; Bob Jones", "Two"),)),
        ],
        base_uri=BASE,
    )
    assert not _same(res, Kind.PERSON, ("a.md", "Wu, Z."), ("b.md", "Zhao Wu"))
    assert not any(c.evidence == ("initials name match",) for c in res.candidates)


def test_given_name_zhao_is_not_the_surname_zhao() -> None:
    """`Zhao Song` has the given name Zhao; `Hanyu Zhao`, `Liangyu Zhao` and `Yilong Zhao` stay apart."""
    res = resolve(
        [
            _record("a.md", "Hanyu Zhao"),
            _record("b.md", "Liangyu Zhao", pubs=(_pub("Liangyu Zhao; Yilong Zhao; Zhao Song", "One"),)),
        ],
        base_uri=BASE,
    )
    uris = {
        res.uri(Kind.PERSON, d, t)
        for d, t in [
            ("a.md", "Hanyu Zhao"),
            ("b.md", "Liangyu Zhao"),
            ("b.md", "Yilong Zhao"),
            ("b.md", "Zhao Song"),
        ]
    }
    assert len(uris) == 4


def test_common_full_name_merges_across_documents_only_with_evidence() -> None:
    """`Wei Zhang` in two CVs is one person with a shared paper, and two (with a candidate link) without."""
    paper = _pub("Wei Zhang; Ann Smith", "Shared Paper")
    linked = resolve(
        [
            _record("a.md", "Ann Smith", pubs=(paper,)),
            _record("b.md", "Bob Jones", pubs=(paper, _pub("Wei Zhang; Bob Jones", "Other"))),
        ],
        base_uri=BASE,
    )
    assert _same(linked, Kind.PERSON, ("a.md", "Wei Zhang"), ("b.md", "Wei Zhang"))
    apart = resolve(
        [
            _record("a.md", "Ann Smith", pubs=(_pub("Wei Zhang; Ann Smith", "One"),)),
            _record("b.md", "Bob Jones", pubs=(_pub("Wei Zhang; Bob Jones", "Two"),)),
        ],
        base_uri=BASE,
    )
    assert not _same(apart, Kind.PERSON, ("a.md", "Wei Zhang"), ("b.md", "Wei Zhang"))
    assert [c.evidence[0] for c in apart.candidates] == ["exact name match"]


def test_distinctive_full_name_merges_across_documents() -> None:
    """`Stephanie Wang` (a non-pinyin given name) is one person across CVs; `Yibo Huang` is not `Yibo Zhu`."""
    res = resolve(
        [
            _record("a.md", "Ann Smith", pubs=(_pub("Stephanie Wang; Yibo Zhu", "One"),)),
            _record("b.md", "Bob Jones", pubs=(_pub("Stephanie Wang; Yibo Huang", "Two"),)),
        ],
        base_uri=BASE,
    )
    assert _same(res, Kind.PERSON, ("a.md", "Stephanie Wang"), ("b.md", "Stephanie Wang"))
    assert not _same(res, Kind.PERSON, ("a.md", "Yibo Zhu"), ("b.md", "Yibo Huang"))


def test_non_latin_name_and_given_name_alone_are_the_subject() -> None:
    """`赵汉宇` beside `Hanyu Zhao` (same pinyin) and `Hanyu` alone are the subject; other scripts are not."""
    text = "Hello, this is Hanyu.\nI am Hanyu Zhao (赵汉宇), an engineer. Liangyu Zhao (赵亮宇) is not me.\n"
    res = resolve([_record("a.md", "Hanyu Zhao", text=text)], base_uri=BASE)
    assert _same(res, Kind.PERSON, ("a.md", "Hanyu Zhao"), ("a.md", "赵汉宇"), ("a.md", "Hanyu"))
    assert ("a.md", "赵亮宇") not in {(m.doc, m.text) for m, _ in res.mentions}


def test_organization_acronym_alias_and_unit_resolve_to_the_organization() -> None:
    """`Microsoft Research Asia (MSRA)`, `MSRA` and `Systems Research Group of MSRA`: one."""
    a = _record(
        "a.md",
        "Ann Smith",
        positions=(
            Position("Intern", "Microsoft Research Asia (MSRA)", SourceSpan("x", 1)),
            Position("Intern", "Microsoft Research", SourceSpan("x", 2)),
        ),
    )
    b = _record(
        "b.md",
        "Bob Jones",
        positions=(
            Position("Intern", "Systems Research Group of Microsoft Research Asia", SourceSpan("x", 1)),
            Position("Intern", "Microsoft", SourceSpan("x", 2)),
        ),
    )
    res = resolve([a, b], base_uri=BASE)
    assert _same(
        res,
        Kind.ORGANIZATION,
        ("a.md", "Microsoft Research Asia (MSRA)"),
        ("a.md", "MSRA"),
        ("b.md", "Systems Research Group of Microsoft Research Asia"),
    )
    parent = {
        res.uri(Kind.ORGANIZATION, d, t)
        for d, t in [
            ("a.md", "Microsoft Research Asia (MSRA)"),
            ("a.md", "Microsoft Research"),
            ("b.md", "Microsoft"),
        ]
    }
    assert len(parent) == 3  # a parent is never merged with its child
    unit = res.unit("b.md", "Systems Research Group of Microsoft Research Asia")
    assert Link(unit, Relation.PARENT_ORGANIZATION, res.uri(Kind.ORGANIZATION, "a.md", "MSRA")) in res.links


def test_comma_unit_links_to_its_parent() -> None:
    """`Google, Ads Infra` is Google (with a unit under it); `University of California, X`: a campus."""
    a = _record(
        "a.md",
        "Ann Smith",
        positions=(
            Position("SWE", "Google, Ads Infra", SourceSpan("x", 1)),
            Position("Postdoc", "University of California, Berkeley", SourceSpan("x", 2)),
        ),
    )
    b = _record(
        "b.md",
        "Bob Jones",
        positions=(
            Position("SWE", "Google", SourceSpan("x", 1)),
            Position("Prof", "University of California, San Diego", SourceSpan("x", 2)),
        ),
    )
    res = resolve([a, b], base_uri=BASE)
    assert _same(res, Kind.ORGANIZATION, ("a.md", "Google, Ads Infra"), ("b.md", "Google"))
    assert not _same(
        res,
        Kind.ORGANIZATION,
        ("a.md", "University of California, Berkeley"),
        ("b.md", "University of California, San Diego"),
    )
    assert res.unit("a.md", "Google, Ads Infra") in res.entities


def test_an_event_written_with_its_host_is_the_host_not_a_unit() -> None:
    """`FOCI Annual Symposium, University of Washington` hosts a talk at UW; a symposium is no unit of it."""
    a = _record(
        "a.md",
        "Ann Smith",
        positions=(Position("PhD student", "University of Washington", SourceSpan("x", 1)),),
        talks=(Talk("Topologies", SourceSpan("x", 2), host="FOCI Annual Symposium, University of Washington"),),
    )
    res = resolve([a], base_uri=BASE)
    host = ("a.md", "FOCI Annual Symposium, University of Washington")
    assert _same(res, Kind.ORGANIZATION, host, ("a.md", "University of Washington"))
    assert res.unit(*host) is None


def test_place_qualified_name_merges_with_bare_name_on_evidence() -> None:
    """`University of Washington – Seattle` is `University of Washington` when one CV writes both."""
    a = _record(
        "a.md",
        "Ann Smith",
        education=(Degree("PhD", "University of Washington – Seattle", SourceSpan("x", 1)),),
        positions=(Position("Prof", "University of Washington", SourceSpan("x", 2)),),
    )
    b = _record(
        "b.md",
        "Bob Jones",
        education=(Degree("BS", "University of Illinois – Urbana Champaign", SourceSpan("x", 1)),),
        positions=(
            Position("Prof", "University of Illinois", SourceSpan("x", 2)),
            Position("Prof", "University of Illinois – Chicago", SourceSpan("x", 3)),
        ),
    )
    res = resolve([a, b], base_uri=BASE)
    assert _same(
        res,
        Kind.ORGANIZATION,
        ("a.md", "University of Washington – Seattle"),
        ("a.md", "University of Washington"),
    )
    assert not _same(
        res,
        Kind.ORGANIZATION,
        ("b.md", "University of Illinois – Urbana Champaign"),
        ("b.md", "University of Illinois"),
    )


def test_same_title_at_two_venues_is_two_linked_publications() -> None:
    """A conference paper and its magazine version are two resources linked as related versions."""
    cv = _record(
        "a.md",
        "Ann Smith",
        pubs=(_pub("Ann Smith", "Bento", "FAST", 2021), _pub("Ann Smith", "Bento", "USENIX ;login:", 2021)),
    )
    res = resolve([cv], base_uri=BASE)
    first, second = (
        res.publication("a.md", "Bento", "FAST"),
        res.publication("a.md", "Bento", "USENIX ;login:"),
    )
    assert first != second
    assert (
        Link(*sorted((first, second))[:1], Relation.RELATED_VERSION, sorted((first, second))[1]) in res.links
    )


def test_same_paper_across_cvs_needs_author_overlap_and_close_years() -> None:
    """One title, one series, shared authors: one paper; a generic title by strangers: two."""
    a = _record(
        "a.md",
        "Ann Smith",
        pubs=(
            _pub("Ann Smith; Bo Li", "HiveD", "14th USENIX OSDI (OSDI '20)"),
            _pub("Ann Smith", "Introduction", "Some Book", 2001),
        ),
    )
    b = _record(
        "b.md",
        "Bo Li",
        pubs=(
            _pub("Bo Li; Ann Smith", "HiveD", "OSDI 2020 (OSDI)"),
            _pub("Carl Brown", "Introduction", "Some Book", 2001),
        ),
    )
    res = resolve([a, b], base_uri=BASE)
    assert res.publication("a.md", "HiveD", "14th USENIX OSDI (OSDI '20)") == res.publication(
        "b.md", "HiveD", "OSDI 2020 (OSDI)"
    )
    assert res.publication("a.md", "Introduction", "Some Book") != res.publication(
        "b.md", "Introduction", "Some Book"
    )


def test_venue_full_name_joins_its_acronym_series() -> None:
    """A venue written without its acronym joins the series another CV writes with it."""
    a = _record(
        "a.md",
        "Ann Smith",
        pubs=(_pub("Ann Smith", "One", "18th European Conference on Computer Systems (EuroSys '23)", 2023),),
    )
    b = _record(
        "b.md",
        "Bo Li",
        pubs=(
            _pub("Bo Li", "Two", "Proceedings of the 8th ACM European Conference on Computer Systems", 2013),
        ),
    )
    res = resolve([a, b], base_uri=BASE)
    assert (
        res.uri(Kind.VENUE, "b.md", "Proceedings of the 8th ACM European Conference on Computer Systems")
        == res.uri(Kind.VENUE, "a.md", "18th European Conference on Computer Systems (EuroSys '23)")
        == f"{BASE}id/venue/eurosys"
    )


def test_uris_unchanged_by_shuffling_and_by_an_unrelated_cv() -> None:
    """Shuffled inputs give identical resolutions; an unrelated CV adds entities and renames none."""
    records = [*sample_records(), _record("c.md", "Hongyu Zhu", pubs=(_pub("Zhu H.; Wei Zhang", "Three"),))]
    expected = resolve(records, base_uri=BASE)
    for seed in range(5):
        shuffled = records[:]
        random.Random(seed).shuffle(shuffled)
        again = resolve(shuffled, base_uri=BASE)
        assert (again.entities, again.links, again.candidates) == (
            expected.entities,
            expected.links,
            expected.candidates,
        )
    unrelated = _record("d.md", "Quentin Blake", pubs=(_pub("Quentin Blake; Roald Dahl", "Matilda"),))
    grown = resolve([*records, unrelated], base_uri=BASE)
    assert set(expected.entities) <= set(grown.entities)
    assert all(grown.uris[k] == v for k, v in expected.uris.items())


def test_registry_keeps_uris_when_a_colliding_name_arrives() -> None:
    """With the previous build's registry, a second `Wei Zhang` never takes the first one's URI."""
    first = resolve([_record("b.md", "Wei Zhang")], base_uri=BASE)
    registry = UriRegistry.from_json(json.loads(json.dumps(first.registry.to_json())))
    grown = resolve(
        [_record("a.md", "Wei Zhang"), _record("b.md", "Wei Zhang")], base_uri=BASE, previous=registry
    )
    assert grown.uri(Kind.PERSON, "b.md", "Wei Zhang") == first.uri(Kind.PERSON, "b.md", "Wei Zhang")
    assert grown.uri(Kind.PERSON, "a.md", "Wei Zhang") != first.uri(Kind.PERSON, "b.md", "Wei Zhang")


def test_subject_alias_scan_matches_the_joined_regex() -> None:
    """The precompiled alias scan finds what the per-record pattern (name + alias) found."""
    from cvkg.resolve.collect import _NON_LATIN_ALIAS, _aliases_after

    texts = [
        "Hanyu Zhao (赵汉宇) is a student. Hanyu Zhao （赵汉宇） again, Hanyu Zhao (X) and Hanyu Zhao(韩语)",
        "no name here (赵汉宇)",
        "Hanyu ZhaoHanyu Zhao (赵汉宇)",
    ]
    for text in texts:
        joined = [m.group(1) for m in re.finditer(re.escape("Hanyu Zhao") + _NON_LATIN_ALIAS.pattern, text)]
        assert list(_aliases_after("Hanyu Zhao", text)) == joined


def test_surname_particles_are_the_extractors() -> None:
    """`Ní Bhriain S.` expands to `Sinéad Ní Bhriain` named in the same CV: the resolver reads the
    particle into the surname with the extractor's list (it once had a shorter list of its own)."""
    cv = _record(
        "a.md",
        "Ann Smith",
        pubs=(_pub("Ann Smith; Ní Bhriain S.", "One"),),
        text="Postdoctoral fellow, hosted by Sinéad Ní Bhriain.\n",
    )
    res = resolve([cv], base_uri=BASE)
    assert _same(res, Kind.PERSON, ("a.md", "Ní Bhriain S."), ("a.md", "Sinéad Ní Bhriain"))
