"""CvRecord -> the extraction layout of ``shared/gold/README.md`` (one JSON object per document).

Pure: the CLI writes the result. ``with_spans=True`` adds each record's source lines
(``"span": [first, last]``) for the golden files; the scorer ignores unknown keys.
"""

from __future__ import annotations

from typing import Any

from cvkg.model import CvRecord, DateBound, Ongoing, PartialDate, PublicationKind, SourceSpan


def _date(value: DateBound | None) -> str | None:
    """The layout's ``YYYY`` or ``YYYY-MM`` (a day a CV gives stays in the graph, not in the layout), or
    ``present``."""
    if isinstance(value, PartialDate) and value.day is not None:
        value = PartialDate(value.year, value.month)
    return value.iso() if isinstance(value, (PartialDate, Ongoing)) else None


def _publication_kind(kind: PublicationKind) -> str:
    """The layout's kinds have no ``book``: a book or a chapter is ``other`` there (the graph keeps it)."""
    return PublicationKind.OTHER.value if kind is PublicationKind.BOOK else kind.value


def _span(span: SourceSpan) -> list[int]:
    return [span.line, span.end_line]


def to_layout(record: CvRecord, *, with_spans: bool = False) -> dict[str, Any]:
    """The record as the scorer's JSON layout: every key present, ``None`` where unknown."""

    def rows(items: Any, convert: Any) -> list[dict[str, Any]]:
        out = []
        for item in items:
            row = convert(item)
            if with_spans:
                row["span"] = _span(item.span)
            out.append(row)
        return out

    person = record.person
    return {
        "source": record.source.name,
        "person": {
            "name": person.name,
            "emails": list(person.emails),
            "homepages": list(person.homepages),
            "phones": list(person.phones),
            "birth_date": person.birth_date.iso() if person.birth_date else None,
        },
        "headline": record.headline,
        "interests": [t.value for t in record.interests],
        "education": rows(record.education, lambda d: {
            "degree": d.degree, "field": d.field, "institution": d.institution,
            "location": d.location, "start": _date(d.period.start), "end": _date(d.period.end),
            "advisors": list(d.advisors), "dissertation": d.dissertation}),
        "positions": rows(record.positions, lambda p: {
            "title": p.title, "organization": p.organization, "location": p.location,
            "start": _date(p.period.start), "end": _date(p.period.end), "kind": p.kind.value}),
        "awards": rows(record.awards, lambda a: {"name": a.name, "year": a.period.label()}),
        "publications": rows(record.publications, lambda p: {
            "authors": list(p.authors), "title": p.title, "venue": p.venue, "year": p.year,
            "kind": _publication_kind(p.kind), "notes": "; ".join(p.notes) or None}),
        "talks": rows(record.talks, lambda t: {
            "title": t.title, "host": t.host, "date": _date(t.date)}),
        "teaching": rows(record.teaching, lambda t: {
            "course": t.course, "code": t.code, "term": t.term}),
        "service": rows(record.service, lambda s: {
            "role": s.role, "venue": s.venue, "year": s.period.label()}),
        "students": rows(record.students, lambda s: {
            "name": s.name, "level": s.level.value, "status": s.status.value,
            "co_advisors": list(s.co_advisors), "year": s.year, "outcome": s.outcome}),
        "committees": rows(record.committees, lambda c: {
            "name": c.name, "year": c.year, "institution": c.institution}),
        "projects": rows(record.projects, lambda p: {
            "name": p.name, "description_first_sentence": p.description,
            "start": _date(p.period.start), "end": _date(p.period.end), "url": p.url}),
        "skills": [t.value for t in record.skills],
    }
