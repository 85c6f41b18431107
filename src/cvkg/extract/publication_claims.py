"""Sections whose heading hides their citations -> publication sections (and presented papers -> talks).

A run of year headings (al-folio), a sidebar read into the middle of the papers, a list of citations under a
heading the section reader did not know, book reviews, posters: each is claimed when its entries read as citations.
"""

from __future__ import annotations

import re
from itertools import pairwise

from cvkg.extract import citations, layout, packages
from cvkg.extract.publication_entries import ENTRY_END_RE, cut_entries, heads_group
from cvkg.extract.publications import book_reviewed
from cvkg.extract.sections import Section, SectionKind, year_heading


def _read_entries(lines: list[tuple[int, str]]) -> list[citations.Citation | None]:
    """Each entry's citation, sub-headings left out."""
    entries = cut_entries(lines)
    return [citations.parse_citation([t for _, t in e]) for i, e in enumerate(entries) if not heads_group(entries, i)]


def _is_citation_list(lines: list[tuple[int, str]], *, is_unsigned_ok: bool = False) -> bool:
    """Whether most entries read as citations with authors (or, with ``is_unsigned_ok``, leaving out the
    subject's name) and a venue or year."""
    read = _read_entries(lines)
    good = [
        c for c in read if c is not None and (c.authors or (is_unsigned_ok and c.subject_first)) and (c.venue or c.year)
    ]
    return bool(good) and 2 * len(good) >= len(read)


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


def claim_interleaved_citations(sections: list[Section]) -> list[Section]:
    """A two-column PDF's sidebar read into the middle of the papers (marker, docling): a skills or languages
    section right after a publication list (or one section after it) whose lines end in citations gives those
    citations back to the list, its own items staying its own."""
    out: list[Section] = []
    for section in sections:
        lists = [s for s in out[-2:] if s.kind is SectionKind.PUBLICATIONS]
        if lists and section.kind in _SIDEBAR_KINDS and (at := _citation_tail(section.lines)) is not None:
            out.append(Section(section.kind, section.titles, section.lines[:at]))
            out.append(Section(SectionKind.PUBLICATIONS, lists[-1].titles, section.lines[at:]))
            continue
        out.append(section)
    return out


# What a sidebar holds: skills, languages (read by nobody), interests
_SIDEBAR_KINDS = frozenset({SectionKind.SKILLS, SectionKind.OTHER, SectionKind.INTERESTS})


def _citation_tail(lines: list[tuple[int, str]]) -> int | None:
    """The index of the paragraph from which every entry to the end is a signed citation (two at least), after
    lines that hold none; ``None`` when the section does not end so."""
    starts = [i for i, (_, t) in enumerate(lines) if t.strip() and i > 0 and not lines[i - 1][1].strip()]
    for at in starts:
        # (its first line a citation of its own: a sidebar's last item "- Stata" is no paper's start)
        opens = _all_citations(lines[at : at + 1], least=1)
        if opens and _all_citations(lines[at:], least=2) and not _all_citations(lines[:at], least=1):
            return at
    return None


def claim_citation_runs(sections: list[Section]) -> list[Section]:
    """A section right after a publication list whose entries are all citations continues the list, whatever its
    heading names (``**Postdoctoral and Graduate Work**`` over the papers of those years), when such a section
    never holds citations of its own; a section of the subject's other writing that holds citations is a list
    of its own."""
    out: list[Section] = []
    for section in sections:
        after_list = bool(out) and out[-1].kind is SectionKind.PUBLICATIONS
        # after a sub-list already claimed so ("Independent Career" then "Graduate Work"), one citation will do
        least = 1 if after_list and len(out[-1].titles) > 1 else 2
        if after_list and section.kind in _NEVER_CITATIONS and _all_citations(section.lines, least=least):
            section = Section(SectionKind.PUBLICATIONS, (out[-1].titles[0], section.title), section.lines)
        elif after_list and section.kind is SectionKind.PROJECTS and (
            _all_citations(section.lines, least=1) or _all_packages(section.lines)
        ):
            # "Software" under the papers, each package cited with its authors and year as a paper is, or named
            # with its repository and year ("selconf: R package for ... (CRAN, 2024)")
            section = Section(SectionKind.PUBLICATIONS, (out[-1].titles[0], section.title), section.lines)
        elif (
            section.kind is SectionKind.OTHER
            and (_WRITING_RE.match(section.title) or _RESEARCH_RE.match(section.title))
            and _is_citation_list(section.lines, is_unsigned_ok=True)
        ):
            # "Public writing": op-eds; "Research" over the papers, as a mathematician heads them
            section = Section(SectionKind.PUBLICATIONS, section.titles, section.lines)
        out.append(section)
    return out


_RESEARCH_RE = re.compile(r"^[*_]*(?:[A-Z]?[a-z]+\s+)?research[*_:]*$", re.I)  # "Research", "Mathematical Research"
# The subject's writing outside the journals: "Public writing", "Other writing", "Policy writing"
_WRITING_RE = re.compile(
    r"^[*_]*(?:(?:other|public|policy|popular|general[- ]audience|selected)\s+)?writings?[*_:]*$", re.I
)


# Sections whose entries are never citations (talks, posters and theses supervised may be written as ones)
_NEVER_CITATIONS = frozenset({SectionKind.POSITIONS, SectionKind.EDUCATION, SectionKind.OTHER})


def _all_packages(lines: list[tuple[int, str]]) -> bool:
    """Whether every entry names a software package with its repository and year."""
    entries = cut_entries(lines)
    return bool(entries) and all(packages.read_package(" ".join(t for _, t in e)) is not None for e in entries)


def _all_citations(lines: list[tuple[int, str]], *, least: int = 2) -> bool:
    """Whether every entry is a signed citation, two in three at least with a venue and a year (a paper submitted
    or in press has neither yet)."""
    read = _read_entries(lines)
    placed = sum(1 for c in read if c is not None and c.venue and c.year)
    return len(read) >= least and all(c is not None and c.authors for c in read) and 3 * placed >= 2 * len(read)


# Headings whose words name the subject's reviews of others' work as well as reviewing for journals
# "Reviews (selected)"; "Reviews, editorials, and other": kinds of writing listed with the reviews
_REVIEWS_RE = re.compile(
    r"^[*_]*(?:selected |published )?reviews(?:\s*[(\[].*|(?:,?\s+(?:and\s+)?(?:editorials?|commentar(?:y|ies)|letters"
    r"|perspectives|essays|other|opinion pieces))+)?[*_:]*$",
    re.I,
)


def claim_reviews(sections: list[Section]) -> list[Section]:
    """A ``Reviews`` section read as service holds publications when its entries are citations (book
    reviews, review essays; a humanist's leave out her name), and reviewing duties otherwise."""
    return [
        Section(SectionKind.PUBLICATIONS, s.titles, s.lines)
        if s.kind is SectionKind.SERVICE
        and _REVIEWS_RE.match(s.title)
        and (_is_citation_list(s.lines, is_unsigned_ok=True) or _all_books_reviewed(s.lines))
        else s
        for s in sections
    ]


def _all_books_reviewed(lines: list[tuple[int, str]]) -> bool:
    """Whether every entry names a book reviewed, its author first ("J. Kessler, *Book*. *BMCR* 2024.02.17.")."""
    entries = [" ".join(t for _, t in e) for e in cut_entries(lines)]
    return bool(entries) and all(book_reviewed(e) is not None for e in entries)


# A talk list's item that says it was a poster: "Poster: A and B, "Title," Meeting", ""Title," poster, Meeting",
# "Title [Poster]", "Title (poster)", and ASA's and APA's sentence after the title: ""Title." Poster presented at
# the X Meeting"
_POSTER_ITEM_RE = re.compile(
    r"^\s*(?:[-*•]\s+|\d{1,3}[.)]\s+)?[*_]{0,2}poster(?: presentation)?(?:[*_]{0,2}\s*[:–—]|\s*[:–—][*_]{0,2})"
    r"|,[”\"']?\s*poster\s*,|[.”\"]\s+poster (?:session )?presented (?:at|to)\b"
    # (APA's "[Poster session]", "[E-poster]")
    r"|\[\s*(?:e-?)?poster(?:\s+(?:presentation|session))?\s*\]|\(\s*poster(?: presentation)?\s*\)",
    re.I,
)


def _poster_entries(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The lines of the entries a poster mark is in: the marked line, and the lines of its paragraph when blank
    lines part the entries and it is an entry's few lines (``Last, F. (2024). _Title_`` / ``_end_ [Poster].``)."""
    out: list[tuple[int, str]] = []
    for i, (n, t) in enumerate(lines):
        if not _POSTER_ITEM_RE.search(t):
            continue
        start, end = i, i
        while start > 0 and lines[start - 1][1].strip():
            start -= 1
        while end + 1 < len(lines) and lines[end + 1][1].strip():
            end += 1
        # (a list's items or a table's rows are entries of one line each: each line ends an entry, or opens one)
        wrapped = end - start < 4 and not any(
            layout.has_marker(u) or ENTRY_END_RE.search(layout.plain(prev))
            for (_, prev), (_, u) in pairwise(lines[start : end + 1])
        )
        paragraph = lines[start : end + 2] if wrapped else [(n, t)]  # (with the blank line after it)
        out.extend(line for line in paragraph if line not in out)
    return out


def claim_posters(sections: list[Section]) -> list[Section]:
    """The posters a talk list names among its talks (``Contributed Talks and Posters``) are publications of kind
    poster too, in a section of their own after the talks: a poster is presented at a meeting (the older golds
    keep it a talk) and printed in its programme (the newer golds make it a publication). A section of posters
    alone (``Poster presentations``) whose entries are cited as papers are is a list of posters, whole."""
    out: list[Section] = []
    for section in sections:
        out.append(section)
        posters = _poster_entries(section.lines)
        if section.kind is SectionKind.TALKS and _POSTERS_TITLE_RE.match(section.title) and _all_citations(
            section.lines, least=1
        ):
            out[-1] = Section(SectionKind.PUBLICATIONS, ("Posters",), section.lines)  # "Poster presentations"
        elif posters and section.kind in (SectionKind.TALKS, SectionKind.OTHER):
            # the mark said the kind, which the section's title now says: no part of the citation
            unmarked = [(n, _POSTER_LEAD_RE.sub(r"\1", _POSTER_FIELD_RE.sub(r"\1", t))) for n, t in posters]
            # ("Conference contributions", of no kind of its own: only when the posters are cited as papers are)
            if section.kind is SectionKind.TALKS or _all_citations(unmarked, least=1):
                out.append(Section(SectionKind.PUBLICATIONS, ("Posters",), unmarked))
    return out


# "Conference Papers", "Papers Presented": in the humanities the papers read at meetings, which are talks
_PRESENTED_TITLE_RE = re.compile(
    r"\b(?:conference|meeting|symposium)\s+(?:papers|presentations)\b|\bpapers\s+(?:presented|given|read)\b", re.I
)
# '"Title," Meeting, City, January 2024.': a quoted title, then where and when it was read, no volume or pages
_PRESENTED_ENTRY_RE = re.compile(
    r"^\s*(?:[-*+•]\s+)?(?:[\"“][^\"”]{4,}[\"”]|[‘'][^\n]{4,}?[’'](?=[,.]))\s*,?\s*(?![Ii]n\s)[A-Za-z][^\"“]*?\b(?:19|20)\d\d\b"
)
_PRINTED_RE = re.compile(
    r"\b(?:Proceedings|Proc\.|pp\.|vol\.|no\.\s*\d|In\s+[*_“\"A-Z])|\d+\s*\(\d+\)|:\s*\d+\s*[-–]\s*\d+"
)


def claim_presented_papers(sections: list[Section]) -> list[Section]:
    """A "Conference Papers" list whose every entry is a paper read at a meeting (a quoted title, the meeting, its
    place and date, nothing printed) is a list of talks, as a historian's CV means it."""
    out = []
    for section in sections:
        entries = [t for _, t in section.lines if re.match(r"^\s*(?:[-*+•]\s+|[\"“‘])", t)]
        if (
            section.kind is SectionKind.PUBLICATIONS
            and _PRESENTED_TITLE_RE.search(section.title)
            and len(entries) >= 2
            and all(_PRESENTED_ENTRY_RE.match(t) and not _PRINTED_RE.search(t) for t in entries)
        ):
            section = Section(SectionKind.TALKS, section.titles, section.lines)
        out.append(section)
    return out


_POSTER_LEAD_RE = re.compile(
    r"^(\s*(?:[-•]\s+|\d{1,3}[.)]\s+)?)[*_]{1,2}poster(?: presentation)?(?:[*_]{1,2}\s*[:–—]|\s*[:–—][*_]{1,2})\s*",
    re.I,
)  # "*Poster:* A, B. Title. Meeting": the mark names the kind, which the section's title now says
# A heading of posters alone, no talks: "Poster presentations", "Posters"
_POSTERS_TITLE_RE = re.compile(
    r"^[*_#\s]*(?:selected\s+)?(?:conference\s+)?posters?(?:\s+presentations?)?[*_:\s]*$", re.I
)
_POSTER_FIELD_RE = re.compile(r"(,[”\"']?)\s*poster\s*,", re.I)  # '"Title," poster, Meeting'"
