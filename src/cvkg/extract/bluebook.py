"""Law reviews' Bluebook citations, as a law CV lists them: the author's own works without the author's name, the
title in italics, the volume before the journal and the year in brackets at the end, with asides after it. Pure.

``*Title*, 98 N.Y.U. L. Rev. 1123 (2023) (with A. Roe).``; a book ``*Title* (Oxford Univ. Press 2021).``; a
chapter ``*Title*, in Book Title 45 (A. Roe ed., 2022).``; a working paper ``*Title* (Univ. of Chi. Pub. L.
Working Paper No. 812, 2023).``; a piece not out yet ``*Title*, 99 Va. L. Rev. (forthcoming 2025).``; co-authors
named first, ``Jane Roe & Mark Doe, *Title*, 72 Stan. L. Rev. 1 (2020).``
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from cvkg.extract import names as nm
from cvkg.extract.ams import ITALIC_SPAN_RE
from cvkg.extract.places import is_city, is_place
from cvkg.model import PublicationKind as Kind

# The last bracketed group of a text and what follows it: "... 1123 (2023) (with A. Roe)."
_LAST_GROUP_RE = re.compile(r"\s*\((?P<inner>[^()]*(?:\([^()]*\)[^()]*)*)\)[.,]?\s*$")
# The year a status was taken from, left bare: "99 Va. L. Rev. (forthcoming 2025)" read as "99 Va. L. Rev. 2025.",
# also after the first page ("98 N.Y.U. L. Rev. 211 2023.")
_BARE_YEAR_RE = re.compile(r"(?<=[A-Za-z.\d])\s+(?P<inner>(?:19|20)\d\d)\.?\s*$")
_YEAR_RE = re.compile(r"(?<!\d)((?:19|20)\d\d)(?!\d)")
_LAST_YEAR_RE = re.compile(r"(?<![\d/])((?:19|20)\d\d)(?![\d/])(?!.*(?<![\d/])(?:19|20)\d\d(?![\d/]))")
# A chapter's date group names the book's editors: "(Jane Roe ed., 2022)", "(A. Roe & B. Lund eds., 2d ed. 2024)"
_EDITED_RE = re.compile(r"\beds?\.")
_URL_RE = re.compile(r",?\s*(?:https?://|www\.)\S+\s*$")
# A journal's reference before the date group: ", 98 N.Y.U. L. Rev. 1123, 1130", ", 99 Va. L. Rev." (not out yet)
_JOURNAL_REF_RE = re.compile(
    r"(?:,[\"”]?|[\"”])\s+(?P<volume>\d{1,4})\s+(?P<journal>[A-Z][^\d()]*?[A-Za-z.])"  # (“Title,” 98 ...)
    r"(?:\s+(?P<page>\d{1,5})(?:,\s*\d{1,5}(?:[-–]\d{1,5})?)?)?$"
)
_LAW_WORD_RE = re.compile(r"\b(?:L\.|Rev\.|J\.|Law|Review|Journal|Forum|F\.)")
# A journal numbered by its years, which needs no date group: ", 2021 Wis. L. Rev. 210."
_YEAR_VOLUME_RE = re.compile(r",\s+(?P<year>(?:19|20)\d\d)\s+[A-Z][^\d()]*?[A-Za-z.]\s+\d{1,5}(?:,\s*\d{1,5})?\.?$")
# A law journal named without its volume: ", Va. L. Rev.", ", Yale Law Journal"
_UNNUMBERED_JOURNAL_RE = re.compile(
    r",\s+(?P<journal>[A-Z][^\d(),]*?\b(?:L\.|Rev\.|J\.|Law|Review|Journal|Forum|F\.)[^\d(),]*?)$"
)
# A piece dated by its day, a newspaper's or a blog's: ", N.Y. Times, Jan. 5, 2021, at A23", ", Lawfare (Mar. 3, 2022)"
_DAY_DATED_RE = re.compile(
    r",\s+(?P<venue>[A-Z][^,()]*?)(?:,\s+|\s+\()(?:[A-Z][a-z]{2,8}\.?\s+\d{1,2},\s+)(?P<year>(?:19|20)\d\d)"
    r"(?:,\s+\d{1,2}:\d\d\s*[AP]\.?\s?M\.?)?\)?"  # a blog's time of posting: "(Apr. 4, 2022, 5:12 PM)"
    r"(?:,\s+at\s+\S+)?\.?$"
)
_PRESS_RE = re.compile(r"\b(?:Times|Post|Tribune|Globe|Herald|Guardian|News|Journal|Daily|Gazette|Chronicle)\b")
# A chapter: ", in Book Title 45" (the first page after the book's title)
_CHAPTER_RE = re.compile(r",\s+in\s+(?P<book>\S.*?)(?:\s+(?P<page>\d{1,5}))?$")
# A label before the title: "Comment, *Title*", "Book Review, *Title*"
_LABEL_RE = re.compile(r"^(?P<label>Comment|Note|Essay|Book Review|Review Essay|Article|Response|Reply),\s+", re.I)
# A book's edition and status in its imprint: "(Oxford Univ. Press, 2d ed. 2021)", "(Aspen, 7th ed. forthcoming 2025)"
_EDITION_RE = re.compile(r",?\s*(?P<edition>(?:\d+(?:st|nd|rd|th|d)|rev\.|[A-Z][a-z]+)\s+ed\.)(?=\s|,|$)")
_IMPRINT_STATUS_RE = re.compile(r",?\s*\bforthcoming\b", re.I)
# A book's imprint whose title lost its small capitals in conversion: "Title (Harvard Univ. Press 2019)"
_PUBLISHER_IMPRINT_RE = re.compile(
    r"\b(?:Press|Publish\w*|Books|Verlag|Kluwer|Aspen|LexisNexis|Elgar|Routledge|Hart|Brill|Macmillan|Wiley"
    r"|Springer|Bloomsbury|Foundation|West)\b"
)
# What a book review reviews, in a bracket after its title: "*Title* (reviewing Anna Roe, Book (2019)), 118 ..."
_REVIEWING_RE = re.compile(r"\s*\((?P<what>reviewing\s[^()]*(?:\([^()]*\)[^()]*)*)\)(?=,)")
_SURNAME_INITIAL_RE = re.compile(r"^[A-Z][\w'-]+,\s+[A-Z]\.")
_SENTENCE_END_RE = re.compile(r"[a-z]{2}\.\s|\(")
# An amicus brief: its title, then the case it was filed in ("Brief of X as Amici Curiae ..., *A v. B*, No. 1")
_BRIEF_RE = re.compile(r"^(?P<title>(?:Brief|Motion)\b.{5,240}?\bAmic(?:us|i)\s+Curiae\b[^,]*),\s+(?P<rest>.+)$", re.I)
_CASE_NAME_RE = re.compile(r"^(?P<case>.+?\sv\.\s.+?)(?=,\s+(?:No\.|\d)|\s+\(|$)")
# A hearing's legislature, before its date: ", 118th Cong.", ", 93d Minn. Leg."
_LEGISLATURE_RE = re.compile(
    r",\s+(?P<session>\d{1,3}(?:st|nd|rd|th|d)\s+(?:[A-Z][\w.]*\s+)*?(?:Cong|Leg|Sess|Parl)\.?)$"
)
# (a stop ends "Paper No.", so no word boundary may follow it: "Legal Stud. Rsch. Paper No. 24-31")
_SERIES_RE = re.compile(r"\b(?:Working Paper|Research Paper|Discussion Paper|Legal Studies)\b|\bPaper No\.", re.I)
_PENDING_RE = re.compile(
    r"^(?:forthcoming|on file|draft|(?:work\s+)?in progress|(?:book\s+)?manuscript|in preparation|under review"
    r"|submitted)\b",
    re.I,
)


@dataclass(frozen=True, slots=True)
class BluebookParts:
    authors: tuple[str, ...]
    title: str
    venue_text: str
    truncated: bool = False
    subject_first: bool = False  # no author named, or only co-authors: the CV's subject is the first
    kind: Kind | None = None
    notes: tuple[str, ...] = ()


def split(text: str, raw: str) -> BluebookParts | None:
    """The parts of a Bluebook citation, or ``None`` when ``text`` (``raw``: with its emphasis) is not one.

    >>> found = split("Takings Reconsidered, 98 N.Y.U. L. Rev. 1123 (2023) (with Jane Roe).",
    ...               "*Takings Reconsidered*, 98 N.Y.U. L. Rev. 1123 (2023) (with Jane Roe).")
    >>> found.authors, found.title, found.venue_text, found.subject_first
    (('Jane Roe',), 'Takings Reconsidered', 'N.Y.U. L. Rev., vol. 98, p. 1123 (2023)', True)
    """
    reviewing = _REVIEWING_RE.search(text)
    if reviewing:
        # a book review: what it reviews, in a bracket after its title, is a note ("*Title* (reviewing A, Book)")
        text = text[: reviewing.start()] + text[reviewing.end() :]
        found = _split(text, raw)
        notes = ("book review", reviewing.group("what"))
        return replace(found, kind=Kind.OTHER, notes=(*notes, *found.notes)) if found else None
    found = _split(text, raw)
    if found and "book review" in found.notes:
        return replace(found, kind=Kind.OTHER)  # ("Book Review, *Title*, 99 Mich. L. Rev. 1": no research article)
    return found


def _split(text: str, raw: str) -> BluebookParts | None:
    body, asides = _peel_asides(_URL_RE.sub("", text.strip()))
    if brief := _amicus_brief(body, raw, asides):
        return brief
    dated = _DAY_DATED_RE.search(body)
    dated = dated if dated and _is_title_only(body[: dated.start()], raw) else None
    if dated:
        # a newspaper's or a blog's piece, dated by its day: no scholarly venue ("N.Y. Times, Jan. 5, 2021, at A23")
        body = f"{body[: dated.start()]}, {dated.group('venue')} ({dated.group('year')})"
    elif (pending := _LAST_GROUP_RE.search(body)) and _PENDING_RE.match(pending.group("inner")) and _is_title_only(
        body[: pending.start()], raw
    ):
        # a work in progress: "*Title* (book manuscript)", "*Title* (draft on file with author)"
        notes = [pending.group("inner").strip(), *asides]
        return _named(body[: pending.start()], raw, "", Kind.PREPRINT, asides, notes)
    if (by_year := _YEAR_VOLUME_RE.search(body)) and not _LAST_GROUP_RE.search(body):
        body = f"{body[: by_year.end()].rstrip(' .')} ({by_year.group('year')})"  # "2021 Wis. L. Rev. 210.": no date
    date = _LAST_GROUP_RE.search(body) or _BARE_YEAR_RE.search(body)
    if date is None or not (_YEAR_RE.search(date.group("inner")) or _PENDING_RE.match(date.group("inner"))):
        return None
    body, inner = body[: date.start()].rstrip(" ,"), date.group("inner").strip()
    if date.re is _BARE_YEAR_RE and not _law_journal_closes(body):
        return None  # (a year left bare ends many a citation: "US 11,482,903 B2, 25 Oct. 2022.")
    year_found = _LAST_YEAR_RE.search(inner)  # ("Research Report 2019/03, 2019": the date is the last year)
    year = year_found.group(1) if year_found else ""
    notes = [a for a in asides if not a.lower().startswith("with ")]
    notes += ["forthcoming"] if re.search(r"\bforthcoming\b", inner, re.I) else []  # ("7th ed. forthcoming 2025")
    if (session := _LEGISLATURE_RE.search(body)) and _is_title_only(body[: session.start()], raw):
        # a hearing's testimony: "*Title: Hearing Before the S. Comm. on X*, 118th Cong. (2023) (statement of A)"
        venue, kind, head = f"{session.group('session')}, {year}", Kind.OTHER, body[: session.start()]
        notes.append("testimony")
    elif ref := _JOURNAL_REF_RE.search(body):
        page = f", p. {ref.group('page')}" if ref.group("page") else ""
        # (a journal numbered by its years has the year for a volume: "2021 Wis. L. Rev. 210")
        volume = "" if _YEAR_RE.fullmatch(ref.group("volume")) else f", vol. {ref.group('volume')}"
        venue = f"{ref.group('journal')}{volume}{page} ({year})"
        kind, head = Kind.JOURNAL, body[: ref.start()]
    elif dated:
        venue, kind, head = f"{dated.group('venue')}, {year}", Kind.OTHER, body[: dated.start()]
        notes.append("op-ed" if _PRESS_RE.search(dated.group("venue")) else "online")
    elif (
        (journal := _UNNUMBERED_JOURNAL_RE.search(body))
        and (date.re is _BARE_YEAR_RE or _PENDING_RE.match(inner))
        and _is_title_only(body[: journal.start()], raw)
    ):
        # a piece not out yet, its volume not set: "*Title*, Va. L. Rev. (forthcoming 2025)"
        venue, kind, head = f"{journal.group('journal')}, {year}", Kind.JOURNAL, body[: journal.start()]
    elif (chapter := _CHAPTER_RE.search(body)) and _EDITED_RE.search(inner):
        venue, kind, head = f"{chapter.group('book')}, {year}", Kind.BOOK, body[: chapter.start()]
        notes.append("chapter")
    elif year and (_is_title_only(body, raw) or _is_plain_book(body, raw, inner)):
        imprint = _bare_imprint(inner[: year_found.start()] if year_found else "", notes)
        kind = Kind.PREPRINT if _SERIES_RE.search(imprint) else Kind.BOOK
        venue, head = f"{imprint}, {year}" if imprint else year, body
    else:
        return None
    return _named(head, raw, venue, kind, asides, notes)


def _amicus_brief(body: str, raw: str, asides: list[str]) -> BluebookParts | None:
    """An amicus brief: its title, and the case it was filed in as its venue (the docket and court go)."""
    m = _BRIEF_RE.match(body)
    case = _CASE_NAME_RE.match(m.group("rest")) if m else None
    if m is None or case is None:
        return None
    italic = ITALIC_SPAN_RE.search(raw)
    italic_text = (italic.group(1) or italic.group(2)).strip() if italic else ""
    case_name = italic_text if " v. " in italic_text else ""
    year = _LAST_YEAR_RE.search(m.group("rest"))
    venue = f"{case_name or case.group('case').strip()}, {year.group(1)}" if year else case_name or case.group("case")
    notes = ("amicus brief", *(a for a in asides if not _co_authors(a)))
    return BluebookParts(_aside_co_authors(asides), m.group("title").strip(), venue, False, True, Kind.OTHER, notes)


def _is_plain_book(body: str, raw: str, inner: str) -> bool:
    """Whether a citation with no italics is a book whose small capitals were lost: a publisher in its imprint, no
    town (Nature's "(Press, Oxford, 2017)"), and before it a title, not a surname and initials or a sentence's end
    (Nature's "Lund, A. Title. (Press, ...)")."""
    return (
        ITALIC_SPAN_RE.search(raw) is None
        and _PUBLISHER_IMPRINT_RE.search(inner) is not None
        and not any(is_city(piece.strip()) or is_place(piece.strip()) for piece in inner.split(",")[1:])
        and _SURNAME_INITIAL_RE.match(body) is None
        and _SENTENCE_END_RE.search(body) is None
    )


def _bare_imprint(imprint: str, notes: list[str]) -> str:
    """A book's imprint without its edition and status, which go to ``notes``: "Aspen, 7th ed. forthcoming"."""
    if edition := _EDITION_RE.search(imprint):
        notes.append(edition.group("edition"))
        imprint = imprint[: edition.start()] + imprint[edition.end() :]
    return _IMPRINT_STATUS_RE.sub("", imprint).strip(" ,")


def _co_authors(aside: str) -> re.Match[str] | None:
    """The co-authors an aside names: "with A. Roe", "counsel of record; with A. Roe"."""
    return re.search(r"(?:^|;\s*)with\s+(?P<names>.+)$", aside, re.I)


def _aside_co_authors(asides: list[str]) -> tuple[str, ...]:
    found = next((m for a in asides if (m := _co_authors(a))), None)
    return tuple(nm.split_names(found.group("names")).names) if found else ()


def _law_journal_closes(body: str) -> bool:
    """Whether a law journal, with its volume or without, closes ``body``: "99 Va. L. Rev.", "Yale Law Journal"."""
    ref = _JOURNAL_REF_RE.search(body) or _UNNUMBERED_JOURNAL_RE.search(body)
    return ref is not None and _LAW_WORD_RE.search(ref.group("journal")) is not None


def _peel_asides(text: str) -> tuple[str, list[str]]:
    """The text without the bracketed asides after its date group (``(with A. Roe)``, ``(reviewing ...)``)."""
    asides: list[str] = []
    while (m := _LAST_GROUP_RE.search(text)) and _is_aside(m.group("inner")) and m.start() > 0:
        asides.insert(0, m.group("inner").strip())
        text = text[: m.start()]
    return text, asides


_ASIDE_RE = re.compile(r"(?:with|reviewing|essay|symposium|invited|peer[- ]reviewed|solicited)\b", re.I)


def _is_aside(inner: str) -> bool:
    """A bracket after the date group: co-authors, what the piece reviews or is, or anything with no date."""
    inner = inner.strip()
    return bool(_ASIDE_RE.match(inner)) or not (_YEAR_RE.search(inner) or _PENDING_RE.match(inner))


def _is_title_only(body: str, raw: str) -> bool:
    """Whether the text before a book's imprint is its title alone (or names and an italic title)."""
    italic = ITALIC_SPAN_RE.search(raw)
    return bool(italic) and body.rstrip(" .").endswith((italic.group(1) or italic.group(2)).strip(" ,."))


def _named(head: str, raw: str, venue: str, kind: Kind, asides: list[str], notes: list[str]) -> BluebookParts | None:
    """The names and title before the reference: the italic span is the title; full names before it are the
    authors; none, the subject's own work (its co-authors in a ``(with ...)`` aside)."""
    head = head.strip(" ,")
    if label := _LABEL_RE.match(head):
        notes.append(label.group("label").lower())
        head = head[label.end() :]
    italic = ITALIC_SPAN_RE.search(raw)
    title_text = (italic.group(1) or italic.group(2)).strip(" ,") if italic else ""
    at = head.rfind(title_text) if title_text else -1
    if at < 0:
        pieces = head.split(", ")
        count = 0
        while count < len(pieces) - 1 and _full_names(re.sub(r"^(?:and|&)\s+", "", pieces[count])):
            count += 1
        names_text, title = ", ".join(pieces[:count]), ", ".join(pieces[count:])
    else:
        names_text, title = head[:at].strip(" ,"), head[at:]
    title = title.strip(" ,.")
    if len(title.split()) < 2 and not title_text:
        return None
    named = nm.split_names(names_text) if names_text else None
    if named is not None and not (named.names and nm.all_names(named.names)):
        return None
    authors = tuple(named.names) if named else _aside_co_authors(asides)
    subject_first = named is None
    return BluebookParts(authors, title, venue, bool(named and named.is_truncated), subject_first, kind, tuple(notes))


def _full_names(piece: str) -> bool:
    found = nm.split_names(piece)
    return bool(found.names) and nm.all_names(found.names) and all(len(n.split()) >= 2 for n in found.names)
