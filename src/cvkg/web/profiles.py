"""The kind-specific part of a resource page, chosen by what the graph says the resource is.

A person reads like a CV (contact, then Education, Positions, Publications, ... in CV
order, then co-authors and candidate identities); a publication shows its authors in order,
edition, the CVs that list it and its versions; an organization who worked or studied there;
a venue series its editions and papers by year; an edition its papers; a document whose CV
it is and what it asserts, in counts. Each view costs one to three queries beyond the
:class:`~cvkg.web.describe.Description` it starts from.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

import pyoxigraph as ox

from cvkg.store import GraphNames, KnowledgeGraph
from cvkg.web.describe import CVKG, SCHEMA, Description, Value, labels_of, local_name, prefixed
from cvkg.web.records import SECTIONS, Record, build_records, by_section, direct_records
from cvkg.web.works import Link, Work, by_year, coauthors, editions, works

FOAF = "http://xmlns.com/foaf/0.1/"
OWL_SAME_AS = "http://www.w3.org/2002/07/owl#sameAs"
_SERVICES = {"orcid.org": "ORCID", "dblp.org": "dblp", "wikidata.org": "Wikidata", "openalex.org": "OpenAlex",
             "scholar.google.com": "Google Scholar", "github.com": "GitHub", "linkedin.com": "LinkedIn"}


@dataclass
class Contact:
    kind: str
    text: str
    href: str = ""  # empty when it must not be a link (not web or mail)


@dataclass
class Candidate:
    """A possible identity (cvkg:possibleSameAs) or an external one (owl:sameAs), with its evidence."""

    iri: str
    label: str
    relation: str  # prefixed property
    score: str = ""
    service: str = ""
    evidence: list[str] = field(default_factory=list)


@dataclass
class View:
    """What a kind-specific template shows; fields a kind does not use stay empty."""

    template: str
    title: str = ""  # a better heading than the resource's label, when the graph gives one
    contact: list[Contact] = field(default_factory=list)
    headlines: list[str] = field(default_factory=list)
    current: list[Record] = field(default_factory=list)  # ongoing positions
    facts: list[tuple[str, list[Value]]] = field(default_factory=list)  # (heading, values) shown near the top
    outline: list[tuple[str, str, list[Any]]] = field(default_factory=list)  # (anchor, heading, items)
    works: list[Work] = field(default_factory=list)
    works_by_year: list[tuple[str, list[Work]]] = field(default_factory=list)
    versions: list[Work] = field(default_factory=list)
    editions: list[tuple[Link, int]] = field(default_factory=list)  # a series' editions, by number of works
    candidates: list[Candidate] = field(default_factory=list)
    counts: list[tuple[str, str, int]] = field(default_factory=list)  # (label, class, count)
    triple_count: int = 0


def view(graph: KnowledgeGraph, d: Description, *, names: GraphNames) -> View:
    """The view of ``d`` that fits its types (a plain one when none fits)."""
    types = d.type_iris
    if f"{SCHEMA}Person" in types or f"{FOAF}Person" in types:
        return person(graph, d, names=names)
    if f"{SCHEMA}DigitalDocument" in types:
        return document(graph, d, names=names)
    if d.values(f"{CVKG}publicationKind"):
        return publication(graph, d, names=names)
    if f"{SCHEMA}PublicationEvent" in types:
        return venue(graph, d, names=names, pattern=f"?work schema:publication <{d.iri}>")
    if types & {f"{SCHEMA}EventSeries", f"{SCHEMA}Periodical"}:
        return venue(graph, d, names=names, pattern=f"""
            {{ ?work schema:publication/schema:superEvent <{d.iri}> }} UNION {{ ?work cvkg:venue <{d.iri}> }}""")
    if f"{SCHEMA}Organization" in types or f"{FOAF}Organization" in types:
        return organization(graph, d, names=names)
    return View("resource.html", candidates=candidates(graph, d.iri))


def person(graph: KnowledgeGraph, d: Description, *, names: GraphNames) -> View:
    me = Value(ox.NamedNode(d.iri), d.label)
    records = build_records(d.triples, d.labels, d.inferred) + direct_records(d.properties, me)
    papers = works(graph, f"?work schema:author <{d.iri}>", inferred_graph=names.inferred)
    sections = {s.key: (s.key, s.title, rs) for s, rs in by_section(records)}
    advised_here = {v.term for r in records if r.section.key == "students" for v in r.subjects}
    # In CV order; Publications, Advisors and Co-authors come from links, not records.
    outline = [sections.get("education"), sections.get("positions"),
               ("publications", "Publications", papers),
               *(sections.get(k) for k in ("awards", "talks", "teaching", "service", "students")),
               ("advisees", "Other advisees", [v for v in d.values(f"{CVKG}advisee") if v.term not in advised_here]),
               ("advisors", "Advisors", d.values(f"{CVKG}advisor")),
               *(sections.get(k) for k in ("committees", "projects", "other")),
               ("coauthors", "Co-authors", coauthors(papers, d.iri))]
    return View(
        "person.html", contact=contact(d), headlines=[v.label for v in d.values(f"{SCHEMA}disambiguatingDescription")],
        current=[r for r in records if r.section.key == "positions" and r.is_ongoing],
        facts=[(title, vs) for title, vs in (
            ("Also written", [v for v in d.values(f"{SCHEMA}alternateName") if v.label != d.label]),
            ("Interests", d.values(f"{SCHEMA}knowsAbout", asserted_only=True)),
            ("Skills", d.values(f"{CVKG}skill")),
        ) if vs],
        outline=[block for block in outline if block is not None and block[2]],
        works=papers, works_by_year=by_year(papers), candidates=candidates(graph, d.iri))


def contact(d: Description) -> list[Contact]:
    """Email, telephone, homepages and other identities: each address once, links only for web and mail."""
    out = [Contact("Email", v.label, f"mailto:{v.label}") for v in d.values(f"{SCHEMA}email")]
    out += [Contact("Telephone", v.label) for v in d.values(f"{SCHEMA}telephone")]
    out += [_link("Homepage", v) for v in d.values(f"{SCHEMA}url", f"{FOAF}homepage")]
    for v in d.values(f"{SCHEMA}sameAs", OWL_SAME_AS):
        host = urlsplit(v.term.value).hostname or ""
        service = next((name for domain, name in _SERVICES.items() if host.endswith(domain)), host)
        out.append(_link(service or "Same as", v))
    return out


def _link(kind: str, v: Value) -> Contact:
    iri = v.term.value
    return Contact(kind, iri, iri if v.is_iri and iri.startswith(("http://", "https://", "mailto:")) else "")


def candidates(graph: KnowledgeGraph, iri: str) -> list[Candidate]:
    """Possible and external identities of ``iri``, with the resolver's or linker's evidence."""
    rows = graph.query(f"""
        PREFIX cvkg: <https://w3id.org/cvkg/ns#>
        PREFIX owl: <http://www.w3.org/2002/07/owl#>
        PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
        SELECT ?other ?relation ?score ?service ?evidence WHERE {{
          VALUES ?relation {{ cvkg:possibleSameAs owl:sameAs }}
          <{iri}> ?relation ?other FILTER(isIRI(?other))
          OPTIONAL {{ ?c a cvkg:IdentityCandidate ; rdfs:member <{iri}>, ?other ; cvkg:score ?score
                      OPTIONAL {{ ?c cvkg:evidence ?evidence }} }}
          OPTIONAL {{ ?l cvkg:linkSubject <{iri}> ; cvkg:linkTarget ?other ; cvkg:confidence ?score ;
                      cvkg:service ?service OPTIONAL {{ ?l cvkg:evidence/rdfs:label ?evidence }} }}
        }}""")
    found: dict[tuple[str, str], Candidate] = {}
    for row in rows:
        other, relation = row["other"].value, row["relation"].value
        c = found.setdefault((other, relation), Candidate(other, "", prefixed(relation)))
        c.score = c.score or (row["score"].value if row["score"] else "")
        c.service = c.service or (local_name(row["service"].value) if row["service"] else "")
        if row["evidence"] is not None and row["evidence"].value not in c.evidence:
            c.evidence.append(row["evidence"].value)
    labels = labels_of(graph, {iri for iri, _ in found})
    for c in found.values():
        c.label = labels[c.iri]
    return sorted(found.values(), key=lambda c: (c.relation, c.score == "", c.label))


def publication(graph: KnowledgeGraph, d: Description, *, names: GraphNames) -> View:
    found = works(graph, f"VALUES ?work {{ <{d.iri}> }}", inferred_graph=names.inferred, is_own_page=True)
    others = " ".join(f"<{v.iri}>" for w in found for v in w.versions)
    versions = works(graph, f"VALUES ?work {{ {others} }}", inferred_graph=names.inferred) if others else []
    return View("publication.html", works=found, versions=versions, candidates=candidates(graph, d.iri))


def venue(graph: KnowledgeGraph, d: Description, *, names: GraphNames, pattern: str) -> View:
    papers = works(graph, pattern, inferred_graph=names.inferred)
    records = _records_about(graph, d.iri, names=names)
    series, years = d.values(f"{SCHEMA}superEvent"), d.values(f"{SCHEMA}startDate")
    title = f"{series[0].label} {years[0].label}" if series and years and d.label == local_name(d.iri) else ""
    return View("entity.html", title=title, works=papers, works_by_year=by_year(papers), outline=_outline(records),
                editions=editions(papers) if d.iri not in {w.edition for w in papers} else [],
                facts=_facts(d, ("Series", f"{SCHEMA}superEvent"), ("Year", f"{SCHEMA}startDate"),
                             ("Also written", f"{SCHEMA}alternateName")),
                candidates=candidates(graph, d.iri))


def organization(graph: KnowledgeGraph, d: Description, *, names: GraphNames) -> View:
    records = _records_about(graph, d.iri, names=names)
    return View("entity.html", outline=_outline(records),
                facts=_facts(d, ("Part of", f"{SCHEMA}parentOrganization"), ("Units", f"{SCHEMA}subOrganization"),
                             ("Also written", f"{SCHEMA}alternateName")),
                candidates=candidates(graph, d.iri))


# Section headings on the page of the organization or venue a record names.
_ABOUT = {"education": "People who studied here", "positions": "People who worked here",
          "service": "Service roles", "talks": "Talks hosted", "committees": "Dissertation committees"}


def _outline(records: list[Record]) -> list[tuple[str, str, list[Any]]]:
    return [(s.key, _ABOUT.get(s.key, s.title), rs) for s, rs in by_section(records)]


def _facts(d: Description, *wanted: tuple[str, str]) -> list[tuple[str, list[Value]]]:
    found = [(title, [v for v in d.values(p) if v.label != d.label]) for title, p in wanted]
    return [(title, vs) for title, vs in found if vs]


def _records_about(graph: KnowledgeGraph, iri: str, *, names: GraphNames) -> list[Record]:
    """The records (a job, a degree, a committee seat) that name ``iri``, with their owners and sources."""
    about = f"?record ?on <{iri}> FILTER(isBlank(?record))"
    triples = list(graph.query(f"""
        PREFIX prov: <http://www.w3.org/ns/prov#>
        CONSTRUCT {{ ?owner ?link ?record . ?record ?p ?o . ?d ?dp ?do }} WHERE {{ {about}
          {{ ?owner ?link ?record FILTER(isIRI(?owner)) }} UNION {{ ?record ?p ?o }}
          UNION {{ ?record prov:qualifiedDerivation ?d . ?d ?dp ?do }} }}"""))
    inferred = set(graph.query(f"CONSTRUCT {{ ?record ?p ?o }} WHERE {{ {about} "
                               f"GRAPH <{names.inferred}> {{ ?record ?p ?o }} }}"))
    iris = {t.subject.value for t in triples if isinstance(t.subject, ox.NamedNode)}
    iris |= {t.object.value for t in triples if isinstance(t.object, ox.NamedNode)}
    iris |= {t.predicate.value for t in triples}
    return build_records(triples, labels_of(graph, iris), inferred, focus=iri)


def document(graph: KnowledgeGraph, d: Description, *, names: GraphNames) -> View:
    """Whose CV this is, and how many of each kind of thing it asserts (from its named graph)."""
    graph_iri = d.iri.replace("/id/document/", "/graph/doc/", 1)
    rows = graph.query(f"""
        PREFIX cvkg: <https://w3id.org/cvkg/ns#>
        SELECT ?class (COUNT(DISTINCT ?s) AS ?n) WHERE {{
          {{ {{ SELECT DISTINCT ?s WHERE {{ GRAPH <{graph_iri}> {{ ?s ?p ?o }} }} }}
             ?s a ?class FILTER(?s != <{d.iri}>) }}
          UNION {{ GRAPH <{graph_iri}> {{ ?s cvkg:publicationKind ?kind }} BIND(cvkg:publicationKind AS ?class) }}
        }} GROUP BY ?class""")
    by_class = {r["class"].value: int(r["n"].value) for r in rows}
    named = {s.cls: s.title for s in SECTIONS}
    named.update({f"{CVKG}publicationKind": "Publications", f"{SCHEMA}Person": "People named",
                  f"{SCHEMA}Organization": "Organizations", f"{SCHEMA}EventSeries": "Venue series",
                  f"{SCHEMA}Periodical": "Journals", f"{SCHEMA}PublicationEvent": "Venue editions"})
    counts = [(named[c], prefixed(c), by_class[c]) for c in named if c in by_class]
    total = next(iter(graph.query(f"SELECT (COUNT(*) AS ?n) WHERE {{ GRAPH <{graph_iri}> {{ ?s ?p ?o }} }}")))
    return View("document.html", counts=counts, triple_count=int(total["n"].value),
                facts=_facts(d, ("About", f"{SCHEMA}about"), ("Format", f"{SCHEMA}encodingFormat"),
                             ("Path", f"{CVKG}sourcePath"), ("SHA-256", f"{CVKG}sha256")))
