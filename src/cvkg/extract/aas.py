"""The astronomers' reference style (AAS journals, MNRAS, A&A): the year right after the names, without brackets,
then the journal's abbreviation, volume and first page; a CV adds the title before the journal or after the
page. Pure.

``Vell, A. B., Lund, C., & Birch, D. 2021, ApJ, 912, 45`` (AAS), ``Vell A. B., Lund C., 2021, MNRAS, 500, 1234``
(MNRAS), with the title ``2021, "Title", ApJ, 912, 45``, ``2021, ApJ, 912, 45: Title`` or ``2021, ApJ, 912, 45.
Title``. The venue text returned is what the venue reader expects: the journal, its locators and the year.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cvkg.extract import names as nm
from cvkg.model import PublicationKind

# The year after the names, a comma after it (Chicago and Harvard put a period): "..., & Birch, D. 2021, ApJ"
_YEAR_RE = re.compile(r",?\s+(?P<year>(?:19|20)\d\d)[a-z]?,\s+(?=\S)")
# A journal's reference: its abbreviation or name (no digits), the volume, the first page or article number
_REFERENCE_RE = re.compile(
    r"^(?P<journal>[A-Z][^\d,\"“”]{0,80}?),\s*(?P<volume>\d{1,5}),\s*(?P<page>[A-Za-z]?\d{1,7}[A-Z]?(?:[-–]\d{1,7})?)"
    r"(?=$|[,.:;\s])"
)
# An eprint in the journal's place: "2023, arXiv:2301.01234"
_EPRINT_RE = re.compile(r"^(?P<journal>arXiv(?: e-prints)?)[:,]\s*(?:arXiv:)?(?P<id>\d{4}\.\d{4,5})(?:v\d+)?", re.I)
# A journal's name: capitalised words and abbreviations ("Monthly Notices of the Royal Astronomical Society",
# "Astron. J.", "A&A"), not a sentence-case subtitle
# The proceedings series astronomers cite as they cite journals
_PROCEEDINGS_SERIES_RE = re.compile(r"\s*(?:Proc\.|Proceedings\b|ASP Conf\.|IAU Symp\.|AIP Conf\.)")
_JOURNAL_WORD_RE = re.compile(
    r"^(?:[A-Z][\w&.'-]*:?|of|the|and|&|de|für|in|on|for|with|to|et|des|du|di|la|der|und|y)$"  # "JGR: Planets"
)
# A journal named with no volume, and a title in quotes after it: "ApJ, , "Title"" (its status taken off)
_PENDING_RE = re.compile(r"^(?P<journal>[A-Z][^\d,\"“”]{0,60}?)[,\s]*[\"“](?P<title>[^\"“”]+?)[,.]?[\"”][.,]?$")
# What a CV adds after the reference: its DOI, eprint and links ("[arXiv:2301.01234](https://...)")
_LINKS_RE = re.compile(
    r"[.,;]?\s*(?:\[(?:doi|arXiv|ADS|PDF|link|paper|code)\b[^\]]*\]|\b(?:doi|arXiv|bibcode):\s*\S|https?://).*$", re.I
)
_QUOTED_RE = re.compile(r"^[\"“](?P<title>[^\"“”]+?)[,.]?[\"”][,.]?\s*")


@dataclass(frozen=True, slots=True)
class AasParts:
    authors: tuple[str, ...]
    title: str
    venue_text: str
    truncated: bool
    # a reference with its volume and page is a journal paper ("ApJ" is no conference's acronym); a paper not out
    # yet has the kind its status gives
    kind: PublicationKind | None = PublicationKind.JOURNAL
    notes: tuple[str, ...] = ()  # what the style says beside the venue (a thesis's degree, a chapter's pages)


def split_lines(lines: list[str]) -> AasParts | None:
    """An astronomer's reference on its lines, or its title on the first line and the reference, with no title of
    its own, on the rest (``**Title**`` / ``Vell, A. B. 2021, ApJ, 912, 45``, as site themes set a paper)."""
    if found := split(" ".join(lines)):
        return found
    if len(lines) < 2 or len(title := lines[0].strip(" .,“”\"")) < 8:  # (a bold title comes quoted)
        return None
    found = split(f"{' '.join(lines[1:]).strip(' .')}. {title}")
    if found is not None and found.title == title:
        return found
    # the reference with its links after it ("2024, ApJ, 968, 77 · 2024ApJ...968...77H · arXiv:2404.11873"), which
    # the title set after them would be lost among
    named = names_and_year(" ".join(lines[1:]))
    reference = _reference(named[2]) if named else None
    if named is None or reference is None or "id" in reference.groupdict():
        return None
    authors, year, _ = named
    return AasParts(authors.names, title, f"{_venue_text(reference)}, {year}", authors.is_truncated)


def split(text: str) -> AasParts | None:
    """The names, the title and the venue text of an astronomer's reference, or ``None`` when ``text`` is not one."""
    found = names_and_year(text)
    if found is None:
        return None
    authors, year, rest = found
    journal = ""  # a journal named with no volume or page: a paper not out yet, its status gone to the notes
    if quoted := _QUOTED_RE.match(rest):
        title, reference = quoted.group("title"), _reference(rest[quoted.end() :])  # "2021, "Title", ApJ, 912, 45"
        journal = rest[quoted.end() :].strip(" ,.;") if reference is None else ""  # "2025, "Title", ApJ"
    elif pending := _PENDING_RE.match(rest):
        title, journal, reference = pending.group("title"), pending.group("journal"), None  # "2025, ApJ, "Title""
    elif reference := _reference(rest):
        title = _QUOTED_RE.sub(lambda m: m.group("title"), _LINKS_RE.sub("", rest[reference.end() :]).strip(" ,.:;"))
        title = title.strip(" ,.\"“”").lstrip("-–— ")  # "2021, ApJ, 912, 45: Title", "… 45 -- Title"
    elif before := _title_before(rest):
        title, reference = before  # "2021, Title. ApJ, 912, 45"
    else:
        return None
    names = tuple(authors.names)
    if journal and is_journal(journal) and len(title.split()) > 1:
        return AasParts(names, title, f"{journal.strip()}, {year}", authors.is_truncated, None)
    if reference is None or len(title.split()) < 2:
        return None  # a reference alone, no title: nothing a record can be keyed on
    kind = None if "id" in reference.groupdict() else PublicationKind.JOURNAL  # an eprint's kind is its status's
    venue_text = f"{_venue_text(reference)}, {year}"
    if kind and _PROCEEDINGS_SERIES_RE.match(venue_text):
        kind = PublicationKind.CONFERENCE  # "2022, Proc. SPIE, 12190, 121901K": a meeting's volume, numbered alike
    return AasParts(names, title, venue_text, authors.is_truncated, kind)


def names_and_year(text: str) -> tuple[nm.AuthorList, str, str] | None:
    """The names before a year set between commas (``Vell, A. B., & Lund, C. 2021, ApJ``; the earth scientists'
    ``Lund, K., and Vell, A.B., 2021, Title``), the year, and the text after it."""
    year = _YEAR_RE.search(text)
    if year is None:
        return None
    authors = nm.split_names(text[: year.start()].strip(" ,"))
    if not (authors.names and nm.all_names(authors.names)):
        return None
    return authors, year.group("year"), text[year.end() :].strip()


def is_untitled(text: str) -> bool:
    """Whether ``text`` is an astronomer's reference with no title: the names, the year, the journal's reference
    and its links alone (``Vell, A., et al. 2023, MNRAS, 521, 4410 [ADS](...)``)."""
    named = names_and_year(text)
    reference = _reference(named[2]) if named else None
    if named is None or reference is None:
        return False
    after = re.sub(r"\([^()]*\)", "", _LINKS_RE.sub("", named[2][reference.end() :]))  # "(poster)"
    return len(re.findall(r"[^\W\d_]{3,}", after)) < 2


def _reference(text: str) -> re.Match[str] | None:
    """The journal's reference that opens ``text``: a journal's name with its volume and page, or an eprint."""
    m = _REFERENCE_RE.match(text)
    return m if m and is_journal(m.group("journal")) else _EPRINT_RE.match(text)


def is_journal(name: str) -> bool:
    """Whether ``name`` reads as a journal's name: capitalised words and abbreviations, no sentence."""
    return all(_JOURNAL_WORD_RE.match(w) for w in name.split())


def _venue_text(reference: re.Match[str]) -> str:
    """``ApJ, vol. 912, p. 45``: the locators labelled, so that the first page is not read as an issue."""
    if "id" in reference.groupdict():
        return f"arXiv:{reference.group('id')}"
    return f"{reference.group('journal').strip()}, vol. {reference.group('volume')}, p. {reference.group('page')}"


def _title_before(rest: str) -> tuple[str, re.Match[str]] | None:
    """``Title. ApJ, 912, 45.``, ``Title, AJ, 167, 88``: the title, and the reference that closes the entry after
    the first period or comma at which what follows is one."""
    rest = _LINKS_RE.sub("", rest)
    for stop in re.finditer(r"(?<=[\w)?!])[.?!,]\s+", rest):
        after = rest[stop.end() :].rstrip(" .")
        m = _REFERENCE_RE.match(after)
        if m and len(after) - m.end() < 40 and is_journal(m.group("journal")):
            return rest[: stop.start()].strip(" ."), m
    return None
