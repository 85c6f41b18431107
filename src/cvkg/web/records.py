"""Records on pages: the blank-node facts a CV asserts (a degree, a job, a talk, a student).

A record is sorted into a profile section by its class (``cvkg:EducationRole`` is
Education, ``schema:EmployeeRole`` is Positions, ...), so the sections follow the ontology,
not any document. Each :class:`Record` keeps what a reader looks for first (whom or what it
is about, the role, the dates, the source lines) apart from its other asserted details;
inferred statements are left to the page's complete statements table.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pyoxigraph as ox

from cvkg.web.describe import (
    CVKG,
    PROV_DERIVATION,
    PROV_DERIVED,
    RDF_TYPE,
    SCHEMA,
    Property,
    Source,
    Value,
    local_name,
    record_source,
    term_label,
)


@dataclass(frozen=True)
class Section:
    key: str
    title: str
    cls: str  # the class whose instances the section lists


# In the order a CV lists them.
SECTIONS = (
    Section("education", "Education", f"{CVKG}EducationRole"),
    Section("positions", "Positions", f"{SCHEMA}EmployeeRole"),
    Section("awards", "Awards", f"{CVKG}AwardRole"),
    Section("talks", "Talks", f"{CVKG}Talk"),
    Section("teaching", "Teaching", f"{SCHEMA}CourseInstance"),
    Section("service", "Service", f"{CVKG}ServiceRole"),
    Section("students", "Students and advisees", f"{CVKG}AdvisingRole"),
    Section("committees", "Dissertation committees", f"{CVKG}DissertationCommitteeRole"),
    Section("projects", "Projects", f"{CVKG}Project"),
)
OTHER = Section("other", "Other records", "")

_SHOWN_APART = {RDF_TYPE, PROV_DERIVATION, PROV_DERIVED, f"{SCHEMA}name", f"{SCHEMA}roleName",
                f"{SCHEMA}startDate", f"{SCHEMA}endDate", f"{CVKG}ongoing"}


@dataclass
class Record:
    node: ox.BlankNode | None  # None: a plain link, stated without a Role node
    section: Section
    owners: list[Value]  # the resources that link to the record (the person whose CV it is)
    subjects: list[Value]  # whom or what it is about: the Role's object, else its name
    roles: list[str]  # schema:roleName
    start: str = ""
    end: str = ""
    is_ongoing: bool = False
    details: list[Property] = field(default_factory=list)  # its other asserted statements
    sources: list[Source] = field(default_factory=list)  # one per document that states it

    @property
    def period(self) -> str:
        if self.is_ongoing:
            return f"{self.start} – present" if self.start else "present"
        if self.start and self.end and self.start != self.end:
            return f"{self.start} – {self.end}"
        return self.end or self.start

    @property
    def sort_key(self) -> tuple[bool, str, str]:
        return (self.is_ongoing, self.end or self.start, self.start)

    @property
    def fact(self) -> tuple[object, ...]:
        """What the record says, whoever says it: two CVs of one person (a PDF and a homepage)
        stating the same degree state one fact."""
        def key(values: list[Value]) -> tuple[str, ...]:
            return tuple(sorted(str(v.term.value) if v.is_iri else v.label.casefold() for v in values))

        return (self.section.key, key(self.owners), key(self.subjects),
                tuple(sorted(r.casefold() for r in self.roles)), self.start, self.end, self.is_ongoing)


def build_records(triples: list[ox.Triple], labels: dict[str, str], inferred: set[ox.Triple], *,
                  focus: str | None = None) -> list[Record]:
    """Every blank-node record that an IRI links to in ``triples``, most recent first.

    ``triples`` holds the links to the records, the records' statements and their
    derivations (a resource's concise bounded description, or a CONSTRUCT of the same).
    ``focus`` is the resource whose page shows them, when it is not their owner (the
    organization a job was at): it is left out of their details, where it would only repeat.
    """
    by_subject: dict[Any, list[ox.Triple]] = {}
    owners: dict[Any, dict[str, set[str]]] = {}  # record -> owner IRI -> linking properties
    for t in dict.fromkeys(triples):
        by_subject.setdefault(t.subject, []).append(t)
        if isinstance(t.object, ox.BlankNode) and isinstance(t.subject, ox.NamedNode) \
                and t.predicate.value != PROV_DERIVATION:
            owners.setdefault(t.object, {}).setdefault(t.subject.value, set()).add(t.predicate.value)
    records = [_record(node, links, by_subject, labels, inferred, focus) for node, links in owners.items()]
    return sorted(fused(records), key=lambda r: r.sort_key, reverse=True)


def fused(records: list[Record]) -> list[Record]:
    """One record per fact: records of different documents that say the same thing (the same
    degree, job and dates) become one, with each document as a source and the details of all.
    Two like records of one document stay two (a CV listing a talk twice means two talks)."""
    out: list[Record] = []
    by_fact: dict[tuple[object, ...], list[Record]] = {}
    for record in sorted(records, key=_first_source):
        documents = {s.document for s in record.sources}
        same = next((r for r in by_fact.get(record.fact, []) if documents.isdisjoint(s.document for s in r.sources)),
                    None)
        if same is None or not documents:
            out.append(record)
            by_fact.setdefault(record.fact, []).append(record)
            continue
        same.sources.extend(record.sources)
        _merge_details(same, record.details)
    return out


def _first_source(record: Record) -> tuple[str, int]:
    return min(((s.name, s.line) for s in record.sources), default=("", 0))


def _merge_details(record: Record, details: list[Property]) -> None:
    mine = {p.iri: p for p in record.details}
    for prop in details:
        if prop.iri not in mine:
            record.details.append(mine.setdefault(prop.iri, Property(prop.iri, prop.label, [])))
        shown = {v.label.casefold() for v in mine[prop.iri].values}
        mine[prop.iri].values.extend(v for v in prop.values if v.label.casefold() not in shown)
    record.details.sort(key=lambda p: p.iri)  # as _record orders them


def _record(node: ox.BlankNode, links: dict[str, set[str]], by_subject: dict[Any, list[ox.Triple]],
            labels: dict[str, str], inferred: set[ox.Triple], focus: str | None) -> Record:
    statements = [t for t in by_subject.get(node, []) if t not in inferred]
    types = {t.object.value for t in statements if t.predicate.value == RDF_TYPE}
    section = next((s for s in SECTIONS if s.cls in types), OTHER)
    owner_values = [Value(ox.NamedNode(o), labels.get(o, local_name(o))) for o in sorted(links)]

    def values(*predicates: str) -> list[Value]:
        return [Value(t.object, _label(t.object, labels)) for t in statements if t.predicate.value in predicates]

    # On the owner's page a record is about the Role's object (the organization of a job); on
    # that object's page, about its owner, so the Role's object is one more detail there.
    via = set().union(*links.values()) if focus is None else set()
    subjects = values(*via) or values(f"{SCHEMA}name")
    named_by = {f"{SCHEMA}name"}
    if not subjects and section.key == "talks":
        # a seminar listed by its host alone ("2023: Yale; Bocconi") is known by its host
        subjects, named_by = values(f"{SCHEMA}organizer"), {f"{SCHEMA}organizer", f"{CVKG}hostAsWritten"}
    shown = _SHOWN_APART | via | (named_by if subjects else set())
    hidden = {*links, focus}  # the owner again (schema:performer of a talk), the page's own resource
    details: dict[str, Property] = {}
    for t in sorted(statements, key=lambda t: t.predicate.value):
        p = t.predicate.value
        if p not in shown and not (isinstance(t.object, ox.NamedNode) and t.object.value in hidden):
            details.setdefault(p, Property(p, term_label(p, labels), [])).values.append(
                Value(t.object, _label(t.object, labels)))
    named = {v.label.casefold() for v in subjects if v.is_iri}
    named |= {v.label.casefold() for prop in details.values() for v in prop.values if v.is_iri}
    if focus is not None:
        named.add(labels.get(focus, "").casefold())
    for prop in details.values():  # "host as written: Yale" beside "organizer: Yale" says nothing new
        prop.values = [v for v in prop.values if v.is_iri or v.label.casefold() not in named]
    return Record(
        node=node, section=section, owners=owner_values, subjects=subjects,
        roles=[v.label for v in values(f"{SCHEMA}roleName")],
        start=_first(values(f"{SCHEMA}startDate")), end=_first(values(f"{SCHEMA}endDate")),
        is_ongoing=any(v.label == "true" for v in values(f"{CVKG}ongoing")),
        details=[prop for prop in details.values() if prop.values],
        sources=[found] if (found := record_source(node, by_subject, labels)) else [])


# Properties a graph may also state without a Role node (data from elsewhere: ``?person
# schema:worksFor ?org``): each such link is an entry of its section too, without dates.
_DIRECT = {f"{SCHEMA}alumniOf": "education", f"{SCHEMA}worksFor": "positions", f"{SCHEMA}memberOf": "service",
           f"{SCHEMA}award": "awards"}


def direct_records(properties: list[Property], owner: Value) -> list[Record]:
    """The asserted plain links (not Role nodes) of ``owner`` that belong in a profile section."""
    sections = {s.key: s for s in SECTIONS}
    return [Record(node=None, section=sections[_DIRECT[prop.iri]], owners=[owner], subjects=[v], roles=[])
            for prop in properties if prop.iri in _DIRECT
            for v in prop.values if not v.is_record and not v.inferred]


def _label(term: Any, labels: dict[str, str]) -> str:
    return labels.get(term.value, term.value) if isinstance(term, ox.NamedNode) else str(term.value)


def _first(values: list[Value]) -> str:
    return min((v.label for v in values), default="")


def by_section(records: list[Record]) -> list[tuple[Section, list[Record]]]:
    """The records grouped into sections, in CV order; empty sections left out."""
    grouped = [(s, [r for r in records if r.section == s]) for s in (*SECTIONS, OTHER)]
    return [(s, rs) for s, rs in grouped if rs]
