"""The earth scientists' reference style (GSA, AGU's older form, USGS): the year after the names with commas on
both sides, the title, a colon, then the container with its locators labelled. Pure.

``Lund, K., and Vell, A.B., 2021, Title: Geology, v. 49, no. 3, p. 301–305, https://doi.org/...`` (a journal),
``..., 2020, Title: Geological Society of America Abstracts with Programs, v. 52, no. 6`` (an abstract),
``..., 2016, Title [Ph.D. thesis]: Oslo, University of Oslo, 210 p.`` (a thesis),
``..., 2018, Title: Cambridge, UK, Cambridge University Press, 320 p.`` (a book),
``..., 2022, Title, in Smith, J., ed., Book: Geological Society of America Special Paper 555, p. 45–60`` (a
chapter), ``..., 2019, Title: U.S. Geological Survey Open-File Report 2019–1034, 45 p.`` (a report or map). The
venue text returned is what the venue reader expects: the container, its locators and the year.
"""

from __future__ import annotations

import re

from cvkg.extract import aas
from cvkg.extract.venues import is_publisher
from cvkg.model import PublicationKind as Kind

# A journal's locators, labelled: "Geology, v. 49, no. 3, p. 301–305", AGU's article ids "JGR, v. 48, e2021GL093456"
_JOURNAL_RE = re.compile(
    r"^(?P<journal>[A-Z][^\d]{1,120}?),\s*v\.\s*(?P<volume>[\w–-]{1,12})(?:,\s*no\.\s*(?P<issue>[\w–/-]{1,12}))?"
    r"(?:,\s*(?:p\.\s*)?(?P<page>[A-Za-z]{0,3}\d[\dA-Z]{0,14}(?:\s*[-–]\s*[A-Za-z]?\d{1,9})?))?(?=$|[,.;\s])"
)
# A meeting's abstract by its number: "AGU Fall Meeting Abstracts, T23A-07", "EGU General Assembly, EGU21-1234"
_ABSTRACT_ID_RE = re.compile(
    r"^(?P<meeting>[A-Z][^,\d]*(?:Abstracts?|Meeting|Assembly)),\s*(?P<id>[A-Z]{1,4}\d{1,4}[A-Z]?-\d{1,5})\.?$"
)
# A thesis's mark after its title: "[Ph.D. thesis]", "[M.S. thesis]", "[Doctoral dissertation]"
_THESIS_RE = re.compile(r"\s*\[(?P<what>[^\]]*(?:thesis|dissertation)[^\]]*)\]\s*$", re.I)
_SCHOOL_RE = re.compile(r"Univ|Inst|Coll|School|Hochschule|ETH\b|Polytech|Academy")
# A chapter's book after the title: "Title, in Smith, J., and Roy, K., eds., Book: Series 555, p. 45–60"
_CHAPTER_RE = re.compile(r",\s+in\s+(?P<editors>.+?),\s+eds?\.,\s+(?P<book>.+)$")
# A book's length or a report's: "320 p.", "45 p., 2 plates"
_LENGTH_RE = re.compile(r",\s*\d+\s*p\.?(?:,.*)?$")
_PAGES_RE = re.compile(r",\s*p\.\s*(?P<pages>[A-Za-z]?\d+(?:\s*[-–]\s*[A-Za-z]?\d+)?)\.?\s*$")
# A report's or map's series: "U.S. Geological Survey Open-File Report 2019–1034", "... Geologic Map 75, scale 1:24,000"
_SERIES_RE = re.compile(r"\b(?:Report|Survey|Map|Bulletin|Circular|Paper|Memoir|Guidebook|Series|Field Guide)\b")
_REPORT_RE = re.compile(r"\b(?:Report|Rept\.|Open-File|Circular)\b")
_SCALE_RE = re.compile(r",\s*scale\s+1\s*:\s*[\d,]+.*$", re.I)
# what a reference may end on besides its locators: links, an abstract's number
_TRAILER_RE = re.compile(
    r"^(?:[,.;]\s*(?:https?://\S+|doi:\s*\S+|paper\s+no\.\s*[\w-]+|abstract\s+[\w-]+)\.?)*\s*\.?$", re.I
)


def split(text: str) -> aas.AasParts | None:
    """The names, the title and the venue text of an earth scientist's reference, or ``None`` when ``text`` is
    not one."""
    found = aas.names_and_year(text)
    if found is None:
        return None
    authors, year, rest = found
    rest = rest.strip().rstrip(".")
    if chapter := _chapter(rest, year):
        title, venue_text, notes = chapter
        return aas.AasParts(authors.names, title, venue_text, authors.is_truncated, Kind.BOOK, notes)
    for colon in re.finditer(r"(?<=[\w)\]?!'’”])\s*:\s+", rest):
        title, container = rest[: colon.start()].strip(), rest[colon.end() :].strip()
        if len(title.split()) < 2:
            continue
        if parts := _container(title, container, year):
            venue_text, kind, notes = parts
            title = _THESIS_RE.sub("", title).strip()
            return aas.AasParts(authors.names, title, venue_text, authors.is_truncated, kind, notes)
    return None


def _container(title: str, container: str, year: str) -> tuple[str, Kind | None, tuple[str, ...]] | None:
    """The venue text, kind and notes of what follows the title's colon, or ``None`` when it is none of the
    style's containers."""
    places = [p.strip() for p in _LENGTH_RE.sub("", _strip_links(container)).split(",") if p.strip()]
    school = next((p for p in places if _SCHOOL_RE.search(p)), None)
    thesis = _THESIS_RE.search(title)
    if places and (thesis or (school and _LENGTH_RE.search(container) and not any(map(is_publisher, places)))):
        # "[Ph.D. thesis]: Oslo, University of Oslo, 210 p." (the mark may have gone to the notes already)
        return f"{school or places[-1]}, {year}", Kind.THESIS, (thesis.group("what"),) if thesis else ()
    m = _JOURNAL_RE.match(container)
    # (a journal's name may hold commas: "Geochemistry, Geophysics, Geosystems")
    if m and aas.is_journal(m.group("journal").replace(",", "")) and _TRAILER_RE.match(container[m.end() :]):
        locators = [f"vol. {m.group('volume')}"] + ([f"no. {m.group('issue')}"] if m.group("issue") else [])
        locators += [f"p. {m.group('page')}"] if m.group("page") else []
        journal = m.group("journal").strip()
        kind = Kind.CONFERENCE if re.search(r"\bAbstracts?\b", journal) else Kind.JOURNAL  # a meeting's abstract
        return f"{journal}, {', '.join(locators)}, {year}", kind, ()
    if m := _ABSTRACT_ID_RE.match(container):
        return f"{m.group('meeting')}, {year}", Kind.CONFERENCE, (f"abstract {m.group('id')}",)  # AGU's "T23A-07"
    series = _SCALE_RE.sub("", _LENGTH_RE.sub("", _strip_links(container))).strip(" ,.")
    if _LENGTH_RE.search(container) and not _SERIES_RE.search(series):
        # a book: its place, then its publisher ("Cambridge, UK, Cambridge University Press, 320 p.")
        pieces = [p.strip() for p in series.split(",") if p.strip()]
        publisher = next((p for p in reversed(pieces) if is_publisher(p)), pieces[-1] if pieces else "")
        return (f"{publisher} ({year})", Kind.BOOK, ()) if publisher else None
    if _SERIES_RE.search(series) and len(series) < 160 and not re.search(r"[a-z]{3}\. [A-Z]", series):
        # (a subtitle's sentence then a series, "Title: Subtitle. Working Paper Series", is another style's)
        return f"{series}, {year}", Kind.OTHER, ("report",) if _REPORT_RE.search(series) else ()
    return None


def _chapter(rest: str, year: str) -> tuple[str, str, tuple[str, ...]] | None:
    m = _CHAPTER_RE.search(rest)
    if m is None or len(rest[: m.start()].split()) < 2:
        return None
    book = _strip_links(m.group("book")).strip(" .")
    notes: list[str] = []
    if p := _PAGES_RE.search(book):
        notes.append("pages " + re.sub(r"\s*[-–]\s*", "-", p.group("pages")))
        book = book[: p.start()]
    book, _, series = book.partition(": ")  # "Book: Geological Society of America Special Paper 555"
    if series:
        notes.insert(0, f"series {series.strip(' ,.')}")
    return rest[: m.start()].strip(), f"{book.strip(' ,.')} ({year})", tuple(notes)


def _strip_links(text: str) -> str:
    return re.sub(r",?\s*(?:https?://\S+|doi:\s*\S+)", "", text)
