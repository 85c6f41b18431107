"""The Institute of Physics' numbered style (its journals and some 80 more in CSL's repository): the names with
undotted initials, the year after them with no stop, the title with no stop after it, then the container and its
locators. Pure.

``Lund A B and Roy C 2021 Title of the paper J. Phys. D: Appl. Phys. 54 455301`` (a journal: its name, the
volume, the page), ``... 2024 Title Proc. 18th Symp. on Things (Berlin: Press) vol 3 pp 211–27`` (a meeting's
paper), ``... 2019 Title Handbook of Things ed H Solberg (Leiden: Press) pp 88–112`` (a chapter), ``... 2020
Title PhD thesis (Montréal: Université de Montréal)`` (a thesis), ``... 2017 Title (Oxford: Press)`` (a book).

No stop parts the title from the container, so the container is found by its words: the first abbreviated word
(``J.``, ``Phys.``), a word that opens a journal's or a book's name (``Journal``, ``Proceedings``, ``Physical
Review``, ``Handbook``), or the capitalised run that closes a title set in sentence case (``Tidal flats and
their memory Estuarine Dynamics 41 455–78``). The venue text returned is what the venue reader expects.
"""

from __future__ import annotations

import re

from cvkg.extract import aas
from cvkg.extract import names as nm
from cvkg.model import PublicationKind as Kind

_CAP = f"[{nm.CAPITAL}]"
_PARTICLE = f"(?:{'|'.join(sorted(map(re.escape, nm.SURNAME_PARTICLES), key=len, reverse=True))})"
_INITIALS = rf"{_CAP}(?:-{_CAP})?(?:\s{_CAP}(?:-{_CAP})?)*"
_NAME = rf"(?:{_PARTICLE}\s+)*{_CAP}[\w'’-]+(?:\s{_CAP}[\w'’-]+)?\s{_INITIALS}"
# "Lund A B, Roy C and Vell D-H 2021 ": undotted initials, "and" before the last name, the year with no stop
_HEAD_RE = re.compile(
    rf"^(?P<names>{_NAME}(?:(?:,\s|\sand\s){_NAME})*(?:,?\s+et\s+al\.?)?)\s+(?P<year>(?:19|20)\d\d)[a-z]?\s+(?=\S)"
)
_PAGES = r"[A-Za-z]{0,2}\d[\dA-Z]{0,14}(?:\s?[–-]\s?[A-Za-z]{0,2}\d{1,7})?"
# a journal's locators: the volume and the page or article number, bare ("41 455–78", "19 024051")
_JOURNAL_END_RE = re.compile(rf"\s+(?P<volume>\d{{1,5}})\s+(?P<page>{_PAGES})\.?$")
# a book's or meeting's: the volume, the editors, the imprint in brackets, the pages
_CONTAINER_END_RE = re.compile(
    rf"(?:\s+vol\s+(?P<volume>\w{{1,6}}))?(?:,?\s+eds?\s+(?P<editors>[^()]+?))?"
    rf"(?:\s+\((?P<imprint>[^()]+)\))?(?:\s+pp\s+(?P<pages>{_PAGES}))?\.?$"
)
# a preprint's: "Title arXiv:2301.01234", "Title (arXiv:2301.01234)"
_EPRINT_RE = re.compile(r"\s+\(?arXiv:\s?(?P<id>\d{4}\.\d{4,5}(?:v\d+)?)(?:\s?\[[\w.-]+\])?\)?\.?$", re.I)
_THESIS_RE = re.compile(
    r"\s+(?P<degree>(?:PhD|Ph\.D\.|Doctoral|DPhil|Master'?s|MSc|MPhil|MS|BSc|Bachelor'?s|Diploma)\s+"
    r"(?:thesis|dissertation))(?:\s+\((?P<imprint>[^()]+)\))?\.?$",
    re.I,
)
# A word that opens a journal's, a meeting's or a book's name wherever it stands
_OPENER_RE = re.compile(
    r"(?:The\s+)?(?:Journal|Proceedings|Proc\.|Transactions|Annals|Advances\s+in|Physical\s+Review|Reviews\s+of"
    r"|Letters\s+in|Bulletin\s+of|Handbook|Encyclopedia|Companion|IEEE|ACM|SIAM|ACS|AIP|APS|SPIE|BMJ|JAMA|Nature"
    r"|Science\s+Advances|PLOS|The\s+Lancet)\b"
)
_ABBREVIATION_RE = re.compile(rf"{_CAP}[a-zà-ÿ]{{0,7}}\.")
_FUNCTION_WORDS = frozenset(
    ("of", "the", "and", "&", "for", "in", "on", "to", "de", "der", "des", "du", "et", "la", "für", "und")
)


def split(text: str) -> aas.AasParts | None:
    """The names, the title and the venue text of a reference in IOP's layout, or ``None`` when ``text`` is not
    one."""
    head = _HEAD_RE.match(text)
    if head is None:
        return None
    authors = nm.split_names(head.group("names"))
    if not (authors.names and nm.all_names(authors.names)):
        return None
    year, rest = head.group("year"), text[head.end() :].strip()
    found = _eprint(rest, year) or _thesis(rest, year) or _journal(rest, year) or _container(rest, year)
    if found is None:
        return None
    title, venue_text, kind, notes = found
    if len(title.split()) < 2 or re.search(r"[.,;:]$", title):
        return None  # (a stop before the container is another style's)
    return aas.AasParts(authors.names, title, venue_text, authors.is_truncated, kind, notes)


def opens_reference(line: str) -> bool:
    """Whether the line opens a reference in IOP's layout: names with undotted initials, then the year.

    >>> opens_reference("Lund A B and Roy C 2021 Tidal flats"), opens_reference("Lund A B. 2021. Tidal flats")
    (True, False)
    """
    head = _HEAD_RE.match(line.strip())
    return head is not None and nm.all_names(nm.split_names(head.group("names")).names)


_Found = tuple[str, str, Kind | None, tuple[str, ...]]


def _eprint(rest: str, year: str) -> _Found | None:
    m = _EPRINT_RE.search(rest)
    return (rest[: m.start()].strip(), f"arXiv:{m.group('id')}, {year}", Kind.PREPRINT, ()) if m else None


def _thesis(rest: str, year: str) -> _Found | None:
    m = _THESIS_RE.search(rest)
    if m is None:
        return None
    school = (m.group("imprint") or "").split(":")[-1].strip()
    return rest[: m.start()].strip(), f"{school}, {year}" if school else year, Kind.THESIS, (m.group("degree"),)


def _journal(rest: str, year: str) -> _Found | None:
    m = _JOURNAL_END_RE.search(rest)
    if m is None or (parted := _title_and_container(rest[: m.start()])) is None:
        return None
    title, journal = parted
    venue_text = f"{journal}, vol. {m.group('volume')}, p. {m.group('page')}, {year}"
    # ("Proceedings of the National Academy of Sciences" is a journal: the venue reader knows which are)
    return title, venue_text, None if _is_meeting(journal) else Kind.JOURNAL, ()


def _container(rest: str, year: str) -> _Found | None:
    m = _CONTAINER_END_RE.search(rest)
    if m is None:
        return None
    body, notes = rest[: m.start()].strip(), []
    pages, imprint, editors = m.group("pages"), m.group("imprint"), m.group("editors")
    if pages:
        notes.append("pages " + re.sub(r"\s*[-–]\s*", "-", pages))
    parted = _title_and_container(body) if pages or editors or m.group("volume") or imprint else None
    if parted is None:
        if not imprint or pages or editors:
            # a title alone: a preprint, a manuscript or a patent, which the style gives nothing else
            # (a journal's locators after it tell of a container not found: no title alone)
            alone = not (pages or editors or m.group("volume") or _JOURNAL_END_RE.search(body))
            alone = alone and not re.search(r"\.\s|,\s*\d", body)
            return (body, str(year), None, ()) if alone else None
        # "Title (Oxford: Press)": a book or a report, its publisher after the place
        return body, f"{imprint.split(':')[-1].strip()}, {year}", Kind.BOOK, ()
    title, container = parted
    locators = f", vol. {m.group('volume')}" if m.group("volume") else ""
    if editors:
        notes.insert(0, f"edited by {editors.strip()}")
    if imprint and ":" in imprint:
        notes.append(f"publisher {imprint.split(':')[-1].strip()}")
    kind = Kind.BOOK
    if _is_meeting(container):
        kind = Kind.WORKSHOP if re.search(r"\bWorkshops?\b", container) else Kind.CONFERENCE
    return title, f"{container}{locators}, {year}", kind, tuple(notes)


def _is_meeting(container: str) -> bool:
    return re.search(r"\b(?:Proc\.|Conf\.|Symp\.|(?:Proceedings|Conference|Symposium|Workshop|Meeting|Congress)\b)",
                     container) is not None


def _title_and_container(text: str) -> tuple[str, str] | None:
    """``Title Container`` -> (the title, the container): the container opens at its first abbreviated word, at a
    word that opens a journal's name, or at the capitalised run that closes a title in sentence case."""
    words = text.split()
    if len(words) < 3:
        return None
    for start in _starts(words):
        if start < 2 or not all(_journal_word(w) for w in words[start:]):
            continue
        title = " ".join(words[:start])
        if re.search(r"[,;(]$", title) or words[start - 1] in _FUNCTION_WORDS:
            continue
        return title, " ".join(words[start:])
    return None


def _starts(words: list[str]) -> list[int]:
    """Where the container may open, most telling first."""
    starts = []
    abbreviated = next((i for i, w in enumerate(words) if i > 0 and _ABBREVIATION_RE.fullmatch(w)), None)
    if abbreviated is not None:
        # "New J. Phys.", "Plasma Phys. Control. Fusion": a capitalised word before it, after a sentence-case title
        widened = abbreviated > 1 and words[abbreviated - 1][:1].isupper() and words[abbreviated - 2][:1].islower()
        starts.append(abbreviated - 1 if widened else abbreviated)
    text = " ".join(words)
    for m in _OPENER_RE.finditer(text):
        starts.append(len(text[: m.start()].split()))
    # the capitalised run that closes a title in sentence case
    run = len(words)
    while run > 0 and (words[run - 1][:1].isupper() or words[run - 1] in _FUNCTION_WORDS):
        run -= 1
    while run < len(words) and words[run] in _FUNCTION_WORDS:
        run += 1
    if 0 < run < len(words) and words[run - 1][:1].islower():
        starts.append(run)
    return starts


def _journal_word(word: str) -> bool:
    return word in _FUNCTION_WORDS or re.match(rf"^(?:{_CAP}|\d|\(|&)", word) is not None
