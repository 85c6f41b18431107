"""A publications section -> Publication records, one per citation.

Entries are cut apart first: in a bulleted or numbered list each marker opens an entry and
unmarked lines (a wrapped line, an award note) continue it; in an unmarked list (homepage
style, title / authors / venue on lines of their own) an entry closes at the line that
holds its venue. Each entry is then read by :mod:`cvkg.extract.citations`.
"""

from __future__ import annotations

from cvkg.extract import citations, layout
from cvkg.extract.sections import Section
from cvkg.model import Publication, PublicationKind, SourceDocument


def _entries(lines: list[tuple[int, str]]) -> list[list[tuple[int, str]]]:
    content = [(n, t) for n, t in lines if t.strip() and not citations.is_junk_line(t.strip())]
    marked = [(n, t) for n, t in content if layout.has_marker(t)]
    if len(marked) >= 2 or (marked and len(content) <= 4):
        top = min(layout.indent_of(t) for _, t in marked)
        out: list[list[tuple[int, str]]] = []
        for n, t in content:
            if (layout.has_marker(t) and layout.indent_of(t) <= top + 1) or not out:
                out.append([(n, t)])
            else:
                out[-1].append((n, t))
        return out
    out = []
    current: list[tuple[int, str]] = []
    for n, t in content:
        current.append((n, t))
        if citations.has_venue_end(t) and len(current) >= 1 and _has_authors(current):
            out.append(current)
            current = []
    if current:
        out.append(current)
    return out


def _has_authors(entry: list[tuple[int, str]]) -> bool:
    """Whether the lines so far hold a list of names (so a venue may close the entry)."""
    return any(t.count(",") >= 1 for _, t in entry)


def publications(section: Section, doc: SourceDocument) -> list[Publication]:
    """Every citation in the section; lines that hold no citation are skipped."""
    kind = None
    for title in reversed(section.titles):
        kind = citations.kind_from_heading(title)
        if kind is not None and not _generic(title):
            break
        kind = None
    out: list[Publication] = []
    for entry in _entries(section.lines):
        found = citations.parse_citation([t for _, t in entry], section_kind=kind)
        if found is None:
            continue
        out.append(
            Publication(
                authors=found.authors,
                title=found.title,
                span=doc.span(entry[0][0], entry[-1][0]),
                venue=found.venue,
                year=found.year,
                kind=found.kind,
                notes=found.notes,
                arxiv=found.arxiv,
            )
        )
    return out


def _generic(title: str) -> bool:
    """``Publications``, ``Selected Papers``: a heading that names no particular kind."""
    kind = citations.kind_from_heading(title)
    return (kind is PublicationKind.CONFERENCE and "conference" not in title.lower()) or not any(
        w in title.lower()
        for w in (
            "conference",
            "workshop",
            "journal",
            "patent",
            "preprint",
            "poster",
            "invited",
            "thes",
            "dissertation",
            "book",
            "chapter",
            "manuscript",
            "report",
            "submitted",
            "review",
            "working",
        )
    )
