"""Stage 4: CvRecords + Resolution -> RDF (schema.org first, FOAF beside it). Pure.

One named graph per source document holds what that document asserts, with PROV-O
provenance down to its lines; the ``entities`` graph holds what the resolver decided
(types and preferred names of the shared resources). Time-bound relations (a degree, a
job, a service role, a committee seat, advising) are schema.org Role nodes; author order
is kept by ``cvkg:authorship`` nodes with ordinals, as dblp keeps signatures.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from nameparser import HumanName
from rdflib import BNode, Dataset, Graph, Literal, URIRef
from rdflib.term import Node

from cvkg.model import (
    CvRecord,
    DateBound,
    Ongoing,
    Period,
    Publication,
    PublicationKind,
    SourceSpan,
)
from cvkg.resolve import Kind, Resolution, fold, slugify
from cvkg.resolve.organizations import organization_spelling
from cvkg.store import GraphNames
from cvkg.vocab import CVKG, FOAF, PREFIXES, PROV, RDF, RDFS, SCHEMA, XSD

PUBLICATION_CLASSES = {
    PublicationKind.CONFERENCE: SCHEMA.ScholarlyArticle,
    PublicationKind.WORKSHOP: SCHEMA.ScholarlyArticle,
    PublicationKind.JOURNAL: SCHEMA.ScholarlyArticle,
    PublicationKind.PREPRINT: SCHEMA.ScholarlyArticle,
    PublicationKind.INVITED: SCHEMA.ScholarlyArticle,
    PublicationKind.POSTER: SCHEMA.CreativeWork,
    PublicationKind.PATENT: CVKG.Patent,
    PublicationKind.THESIS: SCHEMA.Thesis,
    PublicationKind.BOOK: SCHEMA.Book,
    PublicationKind.OTHER: SCHEMA.CreativeWork,
}


_IRI_SAFE = re.compile(r'[^\s<>"{}|\\^`]+')
# The extractor writes where a paper sits in its container as labelled notes ("volume 12", "pages 45-67");
# schema.org has a property for each of these.
_LOCATOR_NOTE_RE = re.compile(r"^(volume|issue|pages) (\S+)$")
_LOCATOR_PROPERTIES = {"volume": SCHEMA.volumeNumber, "issue": SCHEMA.issueNumber, "pages": SCHEMA.pagination}


@dataclass(frozen=True, slots=True)
class MappedGraph:
    """The mapping's output: a dataset of named graphs, and which graph holds which document."""

    dataset: Dataset
    document_graphs: dict[str, str]  # source file name -> graph IRI

    def union(self) -> Graph:
        """Every asserted triple in one graph (for validation and reasoning)."""
        graph = Graph()
        for prefix, ns in PREFIXES.items():
            graph.bind(prefix, ns)
        for s, p, o, _ in self.dataset.quads((None, None, None, None)):
            graph.add((s, p, o))
        return graph


def date_literal(value: DateBound | None) -> Literal | None:
    """``xsd:gYear``, ``xsd:gYearMonth`` or ``xsd:date``; an ongoing end has no literal."""
    if value is None or isinstance(value, Ongoing):
        return None
    if value.day is not None:
        return Literal(value.iso(), datatype=XSD.date)
    if value.month is not None:
        return Literal(value.iso(), datatype=XSD.gYearMonth)
    return Literal(value.iso(), datatype=XSD.gYear)


def year_literal(year: int | None) -> Literal | None:
    return None if year is None else Literal(f"{year:04d}", datatype=XSD.gYear)


def document_slug(name: str) -> str:
    return slugify(name.rsplit(".", 1)[0], limit=80)


class _DocumentMapper:
    """Writes one record into its document's named graph."""

    def __init__(self, record: CvRecord, resolution: Resolution, graph: Graph, doc_iri: URIRef) -> None:
        self.record, self.res, self.g, self.doc_iri = record, resolution, graph, doc_iri
        self.doc = record.source.name

    def add(self, s: Node, p: URIRef, o: Node | str | None) -> None:
        if o is None or o == "":
            return
        self.g.add((s, p, o if isinstance(o, Node) else Literal(o)))  # type: ignore[arg-type]

    def derive(self, node: Node, span: SourceSpan) -> None:
        """PROV-O: ``node`` was derived from this document, at these lines."""
        self.add(node, PROV.wasDerivedFrom, self.doc_iri)
        qualified = BNode()
        self.add(node, PROV.qualifiedDerivation, qualified)
        self.add(qualified, RDF.type, PROV.Derivation)
        self.add(qualified, PROV.entity, self.doc_iri)
        self.add(qualified, CVKG.sourceLine, Literal(span.line))
        self.add(qualified, CVKG.sourceEndLine, Literal(span.end_line))

    def period(self, node: Node, period: Period) -> None:
        self.add(node, SCHEMA.startDate, date_literal(period.start))
        self.add(node, SCHEMA.endDate, date_literal(period.end))
        if isinstance(period.end, Ongoing):
            self.add(node, CVKG.ongoing, Literal(True))

    def person(self, name: str) -> URIRef:
        uri = URIRef(self.res.uri(Kind.PERSON, self.doc, name))
        self.add(uri, SCHEMA.alternateName, name)
        return uri

    def organization(self, name: str | None) -> URIRef | None:
        if not name:
            return None
        uri = URIRef(self.res.uri(Kind.ORGANIZATION, self.doc, name))
        self.add(uri, SCHEMA.alternateName, organization_spelling(name))
        return uri

    def role(self, subject: URIRef, prop: URIRef, value: Node | None, span: SourceSpan,
             *types: URIRef) -> BNode:
        """A schema.org Role: ``subject prop role . role prop value``, with provenance."""
        role = BNode()
        self.add(subject, prop, role)
        self.add(role, prop, value)
        for cls in (SCHEMA.Role, *types):
            self.add(role, RDF.type, cls)
        self.derive(role, span)
        return role

    def map(self) -> URIRef:
        record, add = self.record, self.add
        add(self.doc_iri, RDF.type, SCHEMA.DigitalDocument)
        add(self.doc_iri, RDF.type, PROV.Entity)
        add(self.doc_iri, SCHEMA.name, self.doc)
        add(self.doc_iri, SCHEMA.encodingFormat, record.source.media_type)
        add(self.doc_iri, CVKG.sha256, record.source.sha256)
        add(self.doc_iri, CVKG.sourcePath, record.source.path)
        me = self.person(record.person.name)
        add(self.doc_iri, SCHEMA.about, me)
        self.derive(me, record.person.span)
        self.map_person(me)
        for method in (self.map_education, self.map_positions, self.map_awards, self.map_publications,
                       self.map_talks, self.map_teaching, self.map_service, self.map_students,
                       self.map_committees, self.map_projects):
            method(me)
        return me

    def map_person(self, me: URIRef) -> None:
        person, add = self.record.person, self.add
        for email in person.emails:
            add(me, SCHEMA.email, email)
            if _IRI_SAFE.fullmatch(email):
                add(me, FOAF.mbox, URIRef(f"mailto:{email}"))
        for page in person.homepages:
            # A malformed URL stays a literal, for the shapes to report with its line.
            url = URIRef(page) if _IRI_SAFE.fullmatch(page) else Literal(page)
            add(me, SCHEMA.url, url)
            add(me, FOAF.homepage, url)
        for phone in person.phones:
            add(me, SCHEMA.telephone, phone)
        add(me, SCHEMA.birthDate, date_literal(person.birth_date))
        if person.orcid:
            add(me, SCHEMA.sameAs, URIRef(f"https://orcid.org/{person.orcid.rsplit('/', 1)[-1]}"))
        add(me, SCHEMA.disambiguatingDescription, self.record.headline)
        for interest in self.record.interests:
            add(me, SCHEMA.knowsAbout, interest.value)
        for skill in self.record.skills:
            add(me, CVKG.skill, skill.value)

    def map_education(self, me: URIRef) -> None:
        add = self.add
        for degree in self.record.education:
            org = self.organization(degree.institution)
            role = self.role(me, SCHEMA.alumniOf, org, degree.span, CVKG.EducationRole)
            if org is not None:
                add(org, RDF.type, SCHEMA.EducationalOrganization)
            add(role, SCHEMA.roleName, degree.degree)
            add(role, CVKG.fieldOfStudy, degree.field)
            add(role, SCHEMA.location, degree.location)
            add(role, CVKG.dissertationTitle, degree.dissertation)
            self.period(role, degree.period)
            for name in degree.advisors:
                advisor = self.person(name)
                add(role, CVKG.advisor, advisor)
                add(me, CVKG.advisor, advisor)

    def map_positions(self, me: URIRef) -> None:
        add = self.add
        for job in self.record.positions:
            org = self.organization(job.organization)
            role = self.role(me, SCHEMA.worksFor, org, job.span, SCHEMA.EmployeeRole)
            add(role, SCHEMA.roleName, job.title)
            add(role, CVKG.positionKind, job.kind.value)
            add(role, SCHEMA.location, job.location)
            self.period(role, job.period)
            for name in job.mentors:
                add(role, CVKG.mentor, self.person(name))

    def map_awards(self, me: URIRef) -> None:
        for award in self.record.awards:
            role = self.role(me, SCHEMA.award, Literal(award.name), award.span, CVKG.AwardRole)
            self.period(role, award.period)

    def map_publications(self, me: URIRef) -> None:
        for pub in self.record.publications:
            uri = self.map_publication(pub)
            if not pub.authors:  # a CV lists its subject's works even where it leaves out the author list
                self.add(uri, SCHEMA.author, me)

    def map_publication(self, pub: Publication) -> URIRef:
        add = self.add
        uri = URIRef(self.res.publication(self.doc, pub.title, pub.venue))
        add(uri, SCHEMA.name, pub.title)
        add(uri, CVKG.publicationKind, pub.kind.value)
        add(uri, SCHEMA.datePublished, year_literal(pub.year))
        add(uri, CVKG.venueAsWritten, pub.venue)
        add(uri, CVKG.doi, pub.doi)
        add(uri, CVKG.arxivId, pub.arxiv)
        if pub.url:
            add(uri, SCHEMA.url, URIRef(pub.url))
        for note in pub.notes:
            if m := _LOCATOR_NOTE_RE.match(note):
                add(uri, _LOCATOR_PROPERTIES[m.group(1)], m.group(2))
            else:
                add(uri, SCHEMA.award if "award" in note.lower() else SCHEMA.description, note)
        self.derive(uri, pub.span)
        for ordinal, name in enumerate(pub.authors, start=1):
            author = self.person(name)
            add(uri, SCHEMA.author, author)
            # One IRI per (paper, position): CVs that list the same paper agree on these nodes.
            authorship = URIRef(f"{uri}#author-{ordinal}")
            add(uri, CVKG.authorship, authorship)
            add(authorship, RDF.type, CVKG.Authorship)
            add(authorship, CVKG.author, author)
            add(authorship, CVKG.authorOrdinal, Literal(ordinal))
            add(authorship, CVKG.authorNameAsWritten, name)
        if pub.venue:
            venue = URIRef(self.res.uri(Kind.VENUE, self.doc, pub.venue))
            add(venue, SCHEMA.alternateName, pub.venue)
            if pub.year is not None:
                event = URIRef(f"{venue}-{pub.year}".replace("/id/venue/", "/id/event/"))
                add(uri, SCHEMA.publication, event)
                add(event, RDF.type, SCHEMA.PublicationEvent)
                add(event, SCHEMA.superEvent, venue)
                add(event, SCHEMA.startDate, year_literal(pub.year))
            else:
                add(uri, CVKG.venue, venue)
        return uri

    def map_talks(self, me: URIRef) -> None:
        add = self.add
        for talk in self.record.talks:
            node = BNode()
            add(me, SCHEMA.performerIn, node)
            add(node, RDF.type, SCHEMA.Event)
            add(node, RDF.type, CVKG.Talk)
            add(node, SCHEMA.name, talk.title)
            add(node, SCHEMA.performer, me)
            add(node, CVKG.hostAsWritten, talk.host)
            add(node, SCHEMA.organizer, self.organization(talk.host))
            add(node, SCHEMA.startDate, date_literal(talk.date))
            self.derive(node, talk.span)

    def map_teaching(self, me: URIRef) -> None:
        add = self.add
        for course in self.record.teaching:
            node = BNode()
            add(me, CVKG.taught, node)
            add(node, RDF.type, SCHEMA.CourseInstance)
            add(node, SCHEMA.name, course.course)
            add(node, SCHEMA.courseCode, course.code)
            add(node, CVKG.academicTerm, course.term)
            add(node, SCHEMA.instructor, me)
            add(node, SCHEMA.startDate, year_literal(course.year))
            self.derive(node, course.span)

    def map_service(self, me: URIRef) -> None:
        add = self.add
        for service in self.record.service:
            venue = URIRef(self.res.venue_or_organization(self.doc, service.venue)) if service.venue else None
            if venue is not None:
                self.add(venue, SCHEMA.alternateName, service.venue)
            role = self.role(me, SCHEMA.memberOf, venue, service.span, SCHEMA.OrganizationRole,
                             CVKG.ServiceRole)
            add(role, SCHEMA.roleName, service.role)
            self.period(role, service.period)

    def map_students(self, me: URIRef) -> None:
        add = self.add
        for student in self.record.students:
            person = self.person(student.name)
            role = self.role(me, CVKG.advised, person, student.span, CVKG.AdvisingRole)
            add(person, CVKG.advisor, me)
            add(role, CVKG.studentLevel, student.level.value)
            add(role, CVKG.studentStatus, student.status.value)
            add(role, SCHEMA.endDate, year_literal(student.year))
            add(role, CVKG.outcome, student.outcome)
            for name in student.co_advisors:
                co = self.person(name)
                add(role, CVKG.coAdvisor, co)
                add(person, CVKG.advisor, co)

    def map_committees(self, me: URIRef) -> None:
        add = self.add
        for seat in self.record.committees:
            candidate = self.person(seat.name)
            role = self.role(me, CVKG.dissertationCommitteeOf, candidate, seat.span,
                             CVKG.DissertationCommitteeRole)
            add(role, SCHEMA.startDate, year_literal(seat.year))
            add(role, CVKG.institution, self.organization(seat.institution))

    def map_projects(self, me: URIRef) -> None:
        add = self.add
        for project in self.record.projects:
            node = BNode()
            add(me, CVKG.project, node)
            add(node, RDF.type, CVKG.Project)
            add(node, SCHEMA.name, project.name)
            add(node, SCHEMA.description, project.description)
            if project.url:
                add(node, SCHEMA.url, URIRef(project.url))
            self.period(node, project.period)
            self.derive(node, project.span)


def _entities_graph(resolution: Resolution, records: Sequence[CvRecord]) -> Graph:
    """Types and preferred names of the resolved entities."""
    graph = Graph()
    kinds = {(r.source.name, fold(p.title)): p.kind for r in records for p in r.publications}
    journal_venues = {resolution.uri(Kind.VENUE, r.source.name, p.venue)
                      for r in records for p in r.publications
                      if p.venue and p.kind is PublicationKind.JOURNAL}
    for uri, entity in resolution.entities.items():
        node = URIRef(uri)
        graph.add((node, SCHEMA.name, Literal(entity.label)))
        graph.add((node, RDFS.label, Literal(entity.label)))
        if entity.kind is Kind.PERSON:
            graph.add((node, RDF.type, SCHEMA.Person))
            graph.add((node, RDF.type, FOAF.Person))
            graph.add((node, FOAF.name, Literal(entity.label)))
            _name_parts(graph, node, entity.label)
        elif entity.kind is Kind.ORGANIZATION:
            graph.add((node, RDF.type, SCHEMA.Organization))
        elif entity.kind is Kind.VENUE:
            graph.add((node, RDF.type, SCHEMA.Periodical if uri in journal_venues else SCHEMA.EventSeries))
        else:
            found = [kinds.get((doc, fold(name))) for name, doc in entity.names]
            kind = next((k for k in found if k is not None), PublicationKind.OTHER)
            graph.add((node, RDF.type, PUBLICATION_CLASSES[kind]))
            graph.add((node, RDF.type, SCHEMA.CreativeWork))
    return graph


def _name_parts(graph: Graph, node: URIRef, label: str) -> None:
    name = HumanName(label)
    if name.first and name.last and "," not in label:
        graph.add((node, SCHEMA.givenName, Literal(name.first)))
        graph.add((node, SCHEMA.familyName, Literal(name.last)))
        graph.add((node, FOAF.givenName, Literal(name.first)))
        graph.add((node, FOAF.familyName, Literal(name.last)))


def to_graph(records: Iterable[CvRecord], resolution: Resolution, *, base_uri: str) -> MappedGraph:
    """Map every record into its own named graph, and the resolver's entities into theirs."""
    records = sorted(records, key=lambda r: r.source.name)
    names = GraphNames(base_uri)
    dataset = Dataset()
    for prefix, ns in PREFIXES.items():
        dataset.bind(prefix, ns)
    document_graphs: dict[str, str] = {}
    for record in records:
        slug = document_slug(record.source.name)
        graph_iri = names.document(slug)
        graph = dataset.graph(URIRef(graph_iri))
        doc_iri = URIRef(f"{base_uri}id/document/{slug}")
        _DocumentMapper(record, resolution, graph, doc_iri).map()
        document_graphs[record.source.name] = graph_iri
    entities = dataset.graph(URIRef(names.entities))
    for triple in _entities_graph(resolution, records):
        entities.add(triple)
    for triple in identity_links(resolution):
        entities.add(triple)
    return MappedGraph(dataset, document_graphs)


# --- Identity links decided by the resolver (issue 4) -------------------------------------


def identity_links(resolution: Resolution) -> Graph:
    """Parent organizations, related versions of a work, and candidate identities with evidence.

    ``unit schema:parentOrganization org`` (and ``org schema:subOrganization unit``);
    ``paper cvkg:relatedVersion paper`` both ways; ``a cvkg:possibleSameAs b`` both ways, with a
    ``cvkg:IdentityCandidate`` node holding the score and the evidence.
    """
    graph = Graph()
    for link in resolution.links:
        source, target = URIRef(link.source), URIRef(link.target)
        graph.add((source, URIRef(link.relation.value), target))
        if link.relation.value == str(SCHEMA.parentOrganization):
            graph.add((target, SCHEMA.subOrganization, source))
        else:
            graph.add((target, URIRef(link.relation.value), source))
    for candidate in resolution.candidates:
        a, b = URIRef(candidate.source), URIRef(candidate.target)
        graph.add((a, CVKG.possibleSameAs, b))
        graph.add((b, CVKG.possibleSameAs, a))
        node = URIRef(f"{candidate.source}#candidate-{slugify(candidate.target.rsplit('/', 1)[-1])}")
        graph.add((node, RDF.type, CVKG.IdentityCandidate))
        graph.add((node, RDFS.member, a))
        graph.add((node, RDFS.member, b))
        graph.add((node, CVKG.score, Literal(candidate.score)))
        for evidence in candidate.evidence:
            graph.add((node, CVKG.evidence, Literal(evidence)))
    return graph
