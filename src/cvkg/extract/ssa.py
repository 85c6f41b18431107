"""The Seismological Society of America's reference style (BSSA, SRL; also many geophysics and earthquake
engineering CVs): the year in brackets after the names, then the title and the journal parted by a comma. Pure.

``Vell, A. B., C. Lund, and D. Birch (2021). Title, Bull. Seismol. Soc. Am. 111, no. 3, 1234–1250, doi: ...``;
a thesis ``(2017). Title, Ph.D. Thesis, University of Utah, Salt Lake City, Utah, 214 pp.``; a report ``(2020).
Title, U.S. Geol. Surv. Open-File Rept. 2020-1045, 38 pp.``; a meeting's abstract ``(2019). Title, Abstract
S21A-04 presented at 2019 AGU Fall Meeting, San Francisco, California, 9–13 December.`` APA's ``(2021). Title.
Journal, 125, 1-9`` parts title and journal by a period and the journal and volume by a comma: it is no SSA
reference. The venue text returned is what the venue reader expects: the journal, its locators and the year.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cvkg.extract import names as nm
from cvkg.model import PublicationKind as Kind

# The names and the year in brackets: "Vell, A. B., and C. Lund (2021). Title"
_OPENING_RE = re.compile(r"^(?P<names>[^()\[\]]{3,}?)\s+\((?P<year>(?:19|20)\d\d)[a-z]?\)\.?\s+(?=\S)")
# ... and BSSA's older form, the year between commas: "Vell, A. B., and C. Lund, 2021, Title, Journal, 41, no. 3, ..."
_COMMA_YEAR_RE = re.compile(r"^(?P<names>[^()\[\]:]{3,}?),\s+(?P<year>(?:19|20)\d\d)[a-z]?,\s+(?=\S)")
# The title, then the journal, its volume without a comma between them, an issue, the pages or an article number:
# "Title, Bull. Seismol. Soc. Am. 111, no. 3, 1234–1250" (or "111(3), 1234–1250", as many CVs write it); the title
# is greedy: its own commas stay in it
_JOURNAL_RE = re.compile(
    r"^(?P<title>.+),\s+(?P<journal>[A-Z][^,]{1,80}?),?\s+(?P<volume>\d{1,4}[A-Z]?)"
    r"(?:,\s*no\.\s*(?P<issue>[\w-]+)|\((?P<bracketed>[\w–-]+)\))?,\s*(?P<pages>e?[A-Z]?\d[\w]*(?:\s*[–-]\s*\d+)?)\b"
)
_THESIS_RE = re.compile(
    r"^(?P<title>.+),\s+(?P<what>(?:Ph\.?\s?D\.?|M\.?\s?Sc?\.?|Master'?s|Doctoral|B\.?\s?Sc?\.?)\s+"
    r"(?:Thesis|Dissertation))\s*,\s*(?P<school>[^,]+)",
    re.I,
)
# A report in a numbered series: "U.S. Geol. Surv. Open-File Rept. 2020-1045", "USGS Scientific Investigations
# Report 2019-5012", "PEER Report 2018/05"
_REPORT_RE = re.compile(
    r"^(?P<title>.+),\s+(?P<series>[A-Z][^,]{0,60}?\b(?:Open-File|Scientific Investigations|Professional Paper"
    r"|Circular|Bulletin|Fact Sheet|Rept\.|Report|Tech\.\s*Rept\.|Technical Report)\b[^,]*?\d[\w/.-]*)"
)
# A paper in proceedings: "Title, in Proceedings of the 18th Symposium ..., Publisher, 211–227"
_PROCEEDINGS_RE = re.compile(r"^(?P<title>.+?),\s+in\s+(?P<venue>(?:Proc\.|Proceedings|Advances)\b.+)$")
# A meeting's abstract: "Abstract S21A-04 presented at 2019 AGU Fall Meeting, San Francisco"
_ABSTRACT_RE = re.compile(
    r"^(?P<title>.+),\s+(?P<number>Abstract\s+\S+?),?\s+presented\s+at\s+(?:the\s+)?(?P<meeting>[^,]+)", re.I
)
# An abstract printed in a journal: "Title (abstract), Seismol. Res. Lett. 92, no. 2B, 1320"
_ABSTRACT_MARK_RE = re.compile(r"\s*\(abstract\)\s*$", re.I)


@dataclass(frozen=True, slots=True)
class SsaParts:
    authors: tuple[str, ...]
    title: str
    venue_text: str
    truncated: bool
    kind: Kind | None = None
    notes: tuple[str, ...] = ()


def split(text: str) -> SsaParts | None:
    """The names, the title and the venue text of an SSA reference, or ``None`` when ``text`` is not one.

    >>> found = split("Vell, A. B., and C. Lund (2021). Waves, again, Bull. Seismol. Soc. Am. 111, no. 3, 12–30.")
    >>> found.authors, found.title, found.venue_text
    (('Vell, A. B.', 'C. Lund'), 'Waves, again', 'Bull. Seismol. Soc. Am., 111(3), 12–30, 2021')
    """
    opening = _OPENING_RE.match(text) or _COMMA_YEAR_RE.match(text)
    if opening is None:
        return None
    authors = nm.split_names(opening.group("names").strip(" ,"))
    if not (authors.names and nm.all_names(authors.names)):
        return None
    rest, year = text[opening.end() :].strip(), opening.group("year")
    found = (
        _thesis(rest, year) or _report(rest, year) or _abstract(rest, year) or _proceedings(rest, year)
        or _article(rest, year)
    )
    if found is None or len(found[0].split()) < 2:
        return None
    title, venue_text, kind, notes = found
    return SsaParts(authors.names, title, venue_text, authors.is_truncated, kind, notes)


_Found = tuple[str, str, Kind | None, tuple[str, ...]]


def _article(rest: str, year: str) -> _Found | None:
    if (m := _JOURNAL_RE.match(rest)) is None or re.search(r"(?:[a-z]{2}|[A-Z]{2,}[a-z]?)\.\s+[A-Z]", m.group("title")):
        # a sentence ends before the journal: another style's ("Title. In Proceedings ..., PMLR 139", "... from
        # ERPs. Language, Cognition and Neuroscience, 37(6)")
        return None
    title, notes, kind = m.group("title").strip(), (), None
    if _ABSTRACT_MARK_RE.search(title):
        title, notes, kind = _ABSTRACT_MARK_RE.sub("", title), ("abstract",), Kind.CONFERENCE
    issue = f"({number})" if (number := m.group("issue") or m.group("bracketed")) else ""
    return title, f"{m.group('journal').strip()}, {m.group('volume')}{issue}, {m.group('pages')}, {year}", kind, notes


def _thesis(rest: str, year: str) -> _Found | None:
    if m := _THESIS_RE.match(rest):
        return m.group("title").strip(), f"{m.group('school').strip()}, {year}", Kind.THESIS, (m.group("what"),)
    return None


def _report(rest: str, year: str) -> _Found | None:
    if m := _REPORT_RE.match(rest):
        return m.group("title").strip(), f"{m.group('series').strip()}, {year}", Kind.OTHER, ("report",)
    return None


def _abstract(rest: str, year: str) -> _Found | None:
    if m := _ABSTRACT_RE.match(rest):
        meeting = re.sub(rf"^{year}\s+|\s+{year}$", "", m.group("meeting").strip())
        return m.group("title").strip(), f"{meeting}, {year}", Kind.CONFERENCE, (m.group("number"),)
    return None


def _proceedings(rest: str, year: str) -> _Found | None:
    if m := _PROCEEDINGS_RE.match(rest):
        return m.group("title").strip(), f"{m.group('venue').strip(' .')}, {year}", None, ()
    return None
