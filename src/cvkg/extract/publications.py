"""A publications section -> Publication records, one per citation.

Entries are cut apart first: in a bulleted or numbered list each marker opens an entry and
unmarked lines (a wrapped line, an award note) continue it; in an unmarked list (homepage
style, title / authors / venue on lines of their own) an entry closes at the line that
holds its venue. Each entry is then read by :mod:`cvkg.extract.citations`.
"""

from __future__ import annotations

from cvkg.extract import citations, layout, venues
from cvkg.extract.sections import Section, SectionKind, year_heading
from cvkg.model import Publication, PublicationKind, SourceDocument


def _entries(lines: list[tuple[int, str]]) -> list[list[tuple[int, str]]]:
    content = [
        (n, t)
        for n, t in lines
        if t.strip() and not citations.is_junk_line(t.strip()) and year_heading(t) is None
    ]
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
        kind = venues.kind_from_heading(title)
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
                year=found.year or _heading_year(section.lines, entry[0][0]),
                kind=found.kind,
                notes=found.notes,
                arxiv=found.arxiv,
            )
        )
    return out


def _heading_year(lines: list[tuple[int, str]], before: int) -> int | None:
    """The year of the last year heading (``## 2024``) above line ``before``, when it names one year."""
    years = [y for n, t in lines if n < before and (y := year_heading(t)) is not None]
    return int(years[-1]) if years and years[-1].isdigit() else None


def _is_citation_list(lines: list[tuple[int, str]]) -> bool:
    """Whether most entries read as citations with authors and a venue or year."""
    entries = _entries(lines)
    read = [citations.parse_citation([t for _, t in e]) for e in entries]
    good = [c for c in read if c is not None and (c.venue or c.year)]
    return bool(good) and 2 * len(good) >= len(entries)


def claim_year_sections(sections: list[Section]) -> list[Section]:
    """Sections under a year heading alone (``## 2024``) outside any named section: a run of them
    holding citations is a publication list (al-folio's layout, which names no "Publications");
    any other goes back to the section above, as if its heading were not there."""
    out: list[Section] = []
    for section in sections:
        if not (section.kind is SectionKind.OTHER and section.lines and year_heading(section.lines[0][1])):
            out.append(section)
        elif _is_citation_list(section.lines):
            out.append(Section(SectionKind.PUBLICATIONS, ("Publications", section.title), section.lines))
        else:
            out[-1].lines.extend(section.lines)
    return out


# Kinds of peer-reviewed venue: a heading naming two of them ("Conference and Journal Papers",
# "Workshop and Conference Papers") says nothing about any one entry.
_VENUE_KINDS = frozenset(
    [PublicationKind.CONFERENCE, PublicationKind.JOURNAL, PublicationKind.WORKSHOP, PublicationKind.BOOK]
)


def _generic(title: str) -> bool:
    """``Publications``, ``Selected Papers``, ``Conference and Journal Papers``: a heading that
    names no particular kind."""
    kind = venues.kind_from_heading(title)
    if len(venues.kinds_named(title) & _VENUE_KINDS) > 1:
        return True
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
