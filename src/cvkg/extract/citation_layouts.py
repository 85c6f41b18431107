"""The layouts: where each citation style puts the authors, the title and the venue.

``split_parts`` tries each style's layout in turn on a citation's plain text (authors first with periods, IEEE's
quoted title, GB/T 7714, APA, OSCOLA, Bluebook, title first, ...) and returns its parts; cleaning the title and
the venue is left to :mod:`cvkg.extract.citations`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cvkg.extract import aas, abnt, ametsoc, bluebook, copernicus, gsa, iop, ssa, title_first, unsigned
from cvkg.extract import names as nm
from cvkg.extract.ams import ITALIC_SPAN_RE, AmsParts, is_journal_reference, split_ams
from cvkg.extract.citation_authors import (
    CAP,
    COMMA_YEAR_RE,
    PARENYEAR_RE,
    TRAILING_AUTHOR_DATE_RE,
    restore_final_dot,
    split_author_prefix,
)
from cvkg.extract.citation_lines import BOLD_RE, ITALIC_RE, unemphasise
from cvkg.extract.places import ORGANIZATION_RE
from cvkg.extract.unsigned import QUOTED_RE, split_title_venue
from cvkg.extract.venues import YEAR_RE, names_publisher
from cvkg.model import PublicationKind as Kind

_GBT_RE = re.compile(r"\[(?:C|J|M|D|P|R|A|N|S|Z|EB/OL|OL)\](?:\s*//\s*|\.\s*)")
# The kind GB/T 7714's code names: [J] a journal article, [C] a paper in proceedings, [P] a patent, [D] a thesis,
# [M] a book
_GBT_KINDS = {"J": Kind.JOURNAL, "C": Kind.CONFERENCE, "P": Kind.PATENT, "D": Kind.THESIS, "M": Kind.BOOK}
ARXIV_ID_RE = re.compile(r"\b(\d{4}\.\d{4,5})(?:v\d+)?\b")
# The venue closing a citation that commas alone part: a journal reference "Phys. Rev. X 14, 021017 (2024)"
# (Elsevier's numbered style: "Eng. Struct. 322 (2025) 119104"), an arXiv ID, or "in" ("in:") a book or proceedings
# (or a thesis, a report, a patent's number, "(unpublished)"; a book's "(Publisher, Place, 2017)" follows a space)
_COMMA_VENUE_RE = re.compile(
    r"(?:,\s+|\s+(?=\([^()]*\b(?:Press|Publish\w*|Verlag|Books)\b[^()]*\)\.?$))"
    r"(?P<venue>[A-Z][^,]*?\s\d{1,4},\s*[A-Za-z]?\d[\w–-]*(?:\([RL]\))?\s*\((?:19|20)\d\d\)"
    r"|[A-Z][^,]*?\s\d{1,4}\s+\((?:19|20)\d\d\)\s+[A-Za-z]?\d[\w–-]*"
    r"|arXiv:\s?\d{4}\.\d{4,5}(?:v\d+)?(?:\s*\[[^\]]*\])?(?:\s*\((?:19|20)\d\d\))?|in:?\s+[A-Z].*"
    r"|(?:Ph\.?\s?D\.?|Master'?s|Doctoral|Bachelor'?s|Diploma)\s+(?:thesis|dissertation)\b.*"
    r"|(?:[A-Z][\w&-]*\s+){0,3}(?:Technical|Tech\.|Research)\s+(?:Report|Rep\.).*"
    r"|(?:U\.?S\.?|EP|WO)\s?(?:Patent\s+)?\d[\d,]{5,}.*|[A-Z][a-z]+\s+Patent\s+(?:[A-Z]{2}\s?)?\d[\d,]{5,}.*"
    r"|\((?:unpublished|in press|submitted|in preparation)\)|\([^()]*\b(?:Press|Publish\w*|Verlag|Books)\b[^()]*\))\.?$"
)
_ET_AL_PIECE_RE = re.compile(r"(?:and\s+)?et\.?\s+al\.?", re.I)
_ET_AL_THEN_TITLE_RE = re.compile(r"et\.?\s+al\.?,?\s+(?=[A-Z])")


# A review of a book, its title naming the book: "Review of *Book*, by A", "Book review of *Book*"; a statistics
# journal's discussion contribution, its title naming the paper discussed: "Discussion of “Paper”"
BOOK_REVIEW_RE = re.compile(r"^(?:(?:book |exhibition )?review|discussion) of\s", re.I)


# A book's imprint in a review's title, which names the book, not the review: "(Amsterdam: AUP, 2021)"
_REVIEWED_IMPRINT_RE = re.compile(r"\s*\((?:[^()]*[:,]\s*)?(?:19|20)\d\d\)(?=[\s,.;]*$)")


def _split_book_review(text: str, raw: str) -> _Parts | None:
    """A book review whose journal is the last of two or more italic spans: "Review of *Book* by A, *Journal* 75,
    no. 1 (2022): 290-91", "Review of A, *Book* (City: Press, 2021), *Journal* 75 (2022)". The title is all before
    the journal, the reviewed book's imprint left out; the year is the journal's, not the book's."""
    if not is_book_review_title(text):
        return None
    spans = list(ITALIC_RE.finditer(raw))
    if len(spans) < 2:
        return None
    # (the text, not the emphasised line, whose year label the caller took off: "2024. Review of ...")
    at = text.rfind(spans[-1].group(1))
    if at <= 0:
        return None
    title = _REVIEWED_IMPRINT_RE.sub("", text[:at].rstrip(" ,.;:"))
    venue_text = text[at:].strip()
    return _Parts([], title.rstrip(" ,.;:"), venue_text, subject_first=True, notes=("book review",))


def is_book_review_title(title: str) -> bool:
    """``Review of *Book*, by A``: a title that says it reviews (or, ``Trans. of "Essay," by A``, translates)
    another's work."""
    return bool(BOOK_REVIEW_RE.match(title) or re.match(r"^(?:rev|trans)\.\s+of\s|^translation\s+of\s", title, re.I))


# --- the layouts ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Parts:
    authors: list[str]
    title: str
    venue_text: str
    truncated: bool = False
    subject_first: bool = False  # the authors named are co-authors; the CV's subject is the first
    edited: bool = False
    notes: tuple[str, ...] = ()
    kind: Kind | None = None  # the kind the layout's shape says (an AMS journal reference, a book's imprint)


def _from_ams(found: AmsParts) -> _Parts:
    return _Parts(
        list(found.authors), found.title, found.venue_text, subject_first=found.subject_first, notes=found.notes,
        kind=found.kind,
    )


# A title in single quotes after the names, as British styles set it (MHRA, Harvard): "Lund, Kari, ‘Title’, Journal"
_NAMES_THEN_SINGLE_QUOTED_RE = re.compile(
    r"(?:^|(?<=[,:]\s)|(?<=\)\s)|(?<=[a-z.]\s))['‘](?=[A-Z\d])(?P<title>[^\n]{4,}?)['’](?=[,.:;]\s|[,.]?$)"
)


# A title in guillemets or in German quotes opening the entry: "« Titre », dans *Livre*", "„Titel“, in: *Buch*",
# or after the co-authors in brackets: "(with A. Berg) «Titolo», *Rivista*"
_FOREIGN_QUOTED_RE = re.compile(
    r"^(?:\([^()]{2,80}\)\s*)?(?P<quoted>«\s*(?P<g>[^«»]{3,}?)\s*»|„(?P<d>[^„“”]{3,}?)[“”])"
)


def double_quoted_title(raw: list[str]) -> list[str]:
    """The lines with a title set in single quotes, in guillemets or in German quotes set in double ones (``Lund,
    Kari, ‘Title’, Journal, 90 (2021)``, ``« Titre », dans *Livre*``, ``„Titel“, in: *Buch*``), which the readers of
    quoted titles know, when no double quotes are there already."""
    if any(QUOTED_RE.search(line) or '"' in line for line in raw):
        return raw
    for i, line in enumerate(raw):
        if m := _FOREIGN_QUOTED_RE.search(line):
            raw[i] = f"{line[: m.start('quoted')]}“{(m.group('g') or m.group('d')).strip()}”{line[m.end() :]}"
            return raw
    for i, line in enumerate(raw):
        if m := _NAMES_THEN_SINGLE_QUOTED_RE.search(line):
            raw[i] = f"{line[: m.start()]}“{m.group('title')}”{line[m.end() :]}"
            break
    return raw


def _sentence_before_italics(title: str, venue_text: str, raw: str) -> tuple[str, str]:
    """APA's title that ends in a phrase after a comma (``(2022). Title at Villarrica volcano, Chile. *Journal*,
    49, e2022GL098812.``), read as SSA's ``Title, Journal 49``: the italic journal says where the venue opens, and
    the one comma-free sentence before it is the title's end."""
    for m in ITALIC_SPAN_RE.finditer(raw):
        italic = (m.group(1) or m.group(2)).strip()
        at = venue_text.find(italic) if len(italic.split()) >= 2 else -1
        if at > 0 and (head := re.fullmatch(r"([^,.]{2,60}[^,.\s])\.\s+", venue_text[:at])):
            return f"{title}, {head.group(1)}", venue_text[at:]
        break
    return title, venue_text


def split_parts(lines: list[str], raw: str = "", *, has_status: bool = False) -> _Parts | None:
    """The parts of the first layout that fits; ``raw`` is the entry with its emphasis, which sets titles apart;
    ``has_status`` says a status (``to appear``) was taken off the text."""
    text = " ".join(lines)
    if found := aas.split_lines(lines) or gsa.split(text) or iop.split(text):  # the year after the names
        return _Parts(list(found.authors), found.title, found.venue_text, found.truncated, notes=found.notes,
                      kind=found.kind)
    if egu := copernicus.split(text):
        return _Parts(list(egu.authors), egu.title, egu.venue_text, egu.truncated, notes=egu.notes,
                      kind=Kind.PREPRINT if egu.is_preprint else Kind.CONFERENCE if egu.is_meeting else None)
    if met := ametsoc.split(text):
        return _Parts(list(met.authors), met.title, met.venue_text, met.truncated)
    # a bold volume was taken off the text ("*Bull. Seismol. Soc. Am.* **114**(2), 812–829"): SSA needs it back
    if seis := ssa.split(text) or (raw and ssa.split(unemphasise(raw))):
        title, venue_text = _sentence_before_italics(seis.title, seis.venue_text, raw)
        return _Parts(list(seis.authors), title, venue_text, seis.truncated, notes=seis.notes, kind=seis.kind)
    if ams := split_ams(text, raw, has_status=has_status):
        return _from_ams(ams)
    if bluebook := _split_bluebook(text, raw):
        return bluebook
    if review := _split_book_review(text, raw):
        return review
    if oscola := _split_oscola(text, raw):
        return oscola
    if physics := _names_then_emphasised_title(text, raw):
        return physics
    if br := abnt.split(text, raw):
        return _Parts(br.authors, br.title, br.venue_text, br.truncated, edited=br.edited)
    if m := _GBT_RE.search(text):
        found = split_author_prefix(text[: m.start()])
        if found:
            authors, rest = found
            code, venue_text = m.group(0).strip(" ./")[1:-1], text[m.end() :]
            if "//" in m.group(0):
                # "[M]//Wang L. Book. Place: Publisher": "//" is "In", the editors open what follows
                editors = split_author_prefix(venue_text)
                venue_text = "In " + (editors[1] if editors else venue_text)
            if code == "P" and (number := re.search(r":\s*([A-Z]{2}\s?[\d,./ ]{5,}[A-Z]?\d?)\s*$", rest)):
                # GB/T's patent: "Title: US11654321B2[P]. 2023-05-23." -- the number is the venue
                rest, venue_text = rest[: number.start()], f"{number.group(1)}, {venue_text}"
            venue_text = re.sub(r"\b((?:19|20)\d\d)-\d{2}-\d{2}\b", r"\1", venue_text)  # "2023-05-23": the year
            # "Place: Publisher, 2023: 118.": the pages after the year go
            venue_text = re.sub(r"((?:19|20)\d\d)\s*:\s*[A-Za-z]?\d+\.?\s*$", r"\1", venue_text)
            venue_text = re.sub(r"((?:19|20)\d\d)\s*:\s*(\d+\s*[-–]\s*\d+)\.?\s*$", r"\1, pp. \2", venue_text)
            return _Parts(list(authors.names), rest, venue_text, authors.is_truncated, kind=_GBT_KINDS.get(code))
    q = QUOTED_RE.search(text)
    after = text[q.end() :].strip(" ,.") if q and q.start() == 0 else ""
    quoted_then_names = (
        bool(after)
        and (title_first.starts_author_list(after) or split_author_prefix(after) is not None)
        and not is_journal_reference(after)  # "“Title,” Duke Math. J. 168 (2019)": no "Duke, M. J." after it
        and not _opens_italic(after, raw)  # "“Title.” *Economic History Review*": a journal in italics, no names
    )
    if q and quoted_then_names and (found_after := _names_after_title(after, raw)):
        return _Parts(list(found_after[0].names), q.group(1), found_after[1], found_after[0].is_truncated)
    if unsigned.opens_unsigned(text) and not quoted_then_names and (u := unsigned.split(text, raw)):
        # no author named, or only co-authors: "Title." Venue; With A. "Title."; "Title" (with A and B)
        return _Parts(list(u.coauthors), u.title, u.venue_text, u.truncated, True, u.edited)
    if q and q.start() > 0 and not re.match(r"\s*:\s", text[q.end() :]):
        # (a quote that a colon goes on from opens the title, no more: "“I just get on with it”: older adults'")
        head = text[: q.start()].strip(" ,")
        # APS: "G. Aad et al. (ATLAS Collaboration), “Title,”": the collaboration the authors signed for
        group = _ON_BEHALF_RE.search(head)
        head = head[: group.start()] + head[group.end() :] if group else head
        year = ""
        if d := TRAILING_AUTHOR_DATE_RE.search(head):
            # Economists and APA: "Last, F. and F. Last (2023). "Title." Venue" -- the year goes behind the venue
            head, year = head[: d.start()].strip(" ,"), d.group(1) or d.group(2)
        authors = nm.split_names(head.rstrip("."))
        if head.endswith(".") and not (authors.names and nm.all_names(authors.names)):
            authors = nm.split_names(head)  # "Lund, Kara S.": without its initial's period, "Kara S" reads as a name
        if authors.names and nm.all_names(authors.names):
            # "Petersen, K. M. "Title"": the period after the last initial is the initial's own
            names = restore_final_dot(authors.names, head.endswith("."))
            rest = text[q.end() :] + (f", {year}" if year else "")
            signed = (group.group(0).strip(" ()"),) if group else ()
            return _Parts(list(names), q.group(1), rest, authors.is_truncated, notes=signed)
    if plain := _plain_title_then_italic(text, raw, lines[0]) or _italic_title_first_then_venue(text, raw):
        return plain
    if (science := _split_title_stop_style(text)) and not _split_comma_parted(text):
        return science  # (before the names read as a prefix: "E.-J. Yoon, Coral Bleaching Revisited" is no name list)
    found = split_author_prefix(text)
    if found:
        authors, rest = found
        if ym := PARENYEAR_RE.match(rest):
            # the year goes behind the venue, where the venue reader looks for it
            year = re.search(r"(?:19|20)\d\d", ym.group(0))
            if (parted := _unstopped_title_comma_venue(rest[ym.end() :])) and year:
                # AIMS and Bristol: "Lund A (2024) Title, Journal, 41(3): 455–478." -- no stop ends the title
                return _Parts(list(authors.names), parted[0], f"{parted[1]}, {year.group(0)}", authors.is_truncated)
            rest = rest[ym.end() :] + (f", {year.group(0)}" if year else "")
        elif cy := COMMA_YEAR_RE.match(rest):
            rest = rest[cy.end() :]
            ym = cy  # (a year after the names: they are names for certain)
            if not QUOTED_RE.match(rest) and (parted := _title_comma_venue(rest)):
                return _Parts(list(authors.names), parted[0], f"{parted[1]}, {cy.group(1)[:4]}", authors.is_truncated)
            rest = f"{rest}, {cy.group(1)[:4]}"
        title, venue = split_title_venue(rest)
        # (a name before APA's "(2024)." is a name for certain, whatever follows)
        lone = len(authors.names) == 1 and not venue and not quoted_then_names and ym is None
        if lone and (u := unsigned.split(text)):
            # "Shuttle Wear. PhD diss., ...": a two-word title read as a name leaves no venue
            return _Parts(list(u.coauthors), u.title, u.venue_text, u.truncated, True, u.edited)
        return _Parts(list(authors.names), title, venue, authors.is_truncated)
    if parts := _split_comma_style(text, has_status=has_status):
        return parts
    if parts := _corporate_author(text):
        return parts
    if found_first := title_first.split(lines):
        return _Parts(*found_first)
    if not quoted_then_names and (u := unsigned.split(text, raw)):
        # no author at all: "Title. Place: Publisher.", "Title. Journal 12 (2020): 4-9.", "Title. PhD diss., X"
        return _Parts(list(u.coauthors), u.title, u.venue_text, u.truncated, True, u.edited)
    return None


def _unstopped_title_comma_venue(text: str) -> tuple[str, str] | None:
    """``_title_comma_venue`` for a title no period closes before its container (a "?" may end a clause in it)."""
    parted = None if QUOTED_RE.match(text) else _title_comma_venue(text)
    if parted is None:
        return None
    title, container = parted[0], parted[1].split(", ")[0]
    # a stop, a quote or a bracket is a mark the title would end at: only commas may part these
    if _PERIOD_STOP_RE.search(title) or not _CONTAINER_PIECE_RE.fullmatch(container):
        return None
    return parted


_LINK_PIECE_RE = re.compile(r",\s*(?:doi:|https?://).*$", re.I)
_PERIOD_STOP_RE = re.compile(r"(?<!\b[A-Z])\.\s|[!'\"‘’“”«»()\[\]]")
_CONTAINER_PIECE_RE = re.compile(r"(?:[Ii]n:?\s+)?[A-Z][^.?!()\[\]'\"‘’“”«»]*")


def _title_comma_venue(text: str) -> tuple[str, str] | None:
    """Commas alone part a title from its container, whose volume or pages follow it: "Title, Proceedings of X,
    211–227." and "Title, with Commas, Journal, 4(1), 1–9." -- the container the piece before the first number."""
    pieces = _LINK_PIECE_RE.sub("", text).rstrip(" .").split(", ")  # (Bristol's ", doi: doi.org/10.1/x" goes)
    at = next((i for i, piece in enumerate(pieces) if _NUMBERS_PIECE_RE.fullmatch(piece)), None)
    if at is None:
        # a book: "Title, with Commas, Calloway University Press, Oxford" -- the publisher after the title
        issuer = next((i for i, piece in enumerate(pieces) if i and names_publisher(piece)), None)
        return (", ".join(pieces[:issuer]), ", ".join(pieces[issuer:])) if issuer else None
    # the container opens with its own word when a publisher stands between it and its pages
    named = next((i for i, piece in enumerate(pieces[:at]) if i and _CONTAINER_OPENS_RE.match(piece)), at - 1)
    if named < 1:
        return None
    return ", ".join(pieces[:named]), ", ".join(_without_editors(pieces[named:]))


def _without_editors(pieces: list[str]) -> list[str]:
    """The container without the editors the Seismological Society sets after the book's name: "in Book A. Roe, and
    B. Lee (Editors), Publisher" -> "in Book, Publisher" (the "(Editors)" is a note by now)."""
    first = _EDITOR_AFTER_BOOK_RE.search(pieces[0])
    if first is None or not pieces[0].lower().startswith("in "):
        return pieces
    more = 1
    while more < len(pieces) and _EDITOR_PIECE_RE.fullmatch(pieces[more]):
        more += 1
    return [pieces[0][: first.start()], *pieces[more:]]


_EDITOR_AFTER_BOOK_RE = re.compile(rf"\s+(?:{CAP}\.\s*)+{CAP}[\w'’-]+$")
_EDITOR_PIECE_RE = re.compile(rf"(?:and\s+|&\s*)?(?:{CAP}\.\s*)+{CAP}[\w'’-]+(?:\s+\((?:editors?|eds?)\.?\))?", re.I)


_NUMBERS_PIECE_RE = re.compile(
    r"(?:pp?\.\s*|vol\.\s*|no\.\s*)?[A-Za-z]?\d+(?:\(\d+\))?(?::?\s*[A-Za-z]?\d+)?(?:\s*[–-]\s*[A-Za-z]?\d+)?", re.I
)
_CONTAINER_OPENS_RE = re.compile(r"in:?\s+[A-Z]|(?:Proceedings|Proc\.|Advances in|Journal|Transactions|Annals)\b")


def _plain_title_then_italic(text: str, raw: str, first: str) -> _Parts | None:
    """An unsigned entry whose plain title runs up to its italic venue, the only mark between them a comma or a
    period (moderncv's ``\\cvitemwithcomment{2018}{Title, with commas}{\\textit{Journal} 12}``): ``Title, 1740–1760,
    *Journal* 12, 77–112`` (not ``A. Lee, *Title*``, whose plain head is names; nor a title-first entry's title
    and names, lines of their own)."""
    m = ITALIC_SPAN_RE.search(raw)
    head = raw[: m.start()].rstrip() if m else ""
    if m is None or not re.fullmatch(r"[A-Z0-9][^*_\"“”‘’`;{}\[\]]*[,.]", head):
        return None
    title = head.rstrip(",. ")
    if title not in first or not 3 <= len(title.split()) <= 40 or _NAMES_HEAD_RE.search(head):
        return None  # "Tran, H. K., and A. Lee, *Title*", "Nwosu, Ada, and Kofi Boateng, eds. *Book*"
    if split_author_prefix(head) is not None or _names(title.split(",", 1)[0]) or _names(title):
        return None
    at = text.find((m.group(1) or m.group(2)).strip())
    if at < len(title):
        return None
    return _Parts([], title, text[at:], False, True)


def _italic_title_first_then_venue(text: str, raw: str) -> _Parts | None:
    """An unsigned entry opening with its italic title, a comma and its plain venue (``*Parish Relief and the Old
    Poor Law*, Economic History Review, vol. 70, 2017``): the italics bound the title, whose "and" joins no names."""
    m = ITALIC_SPAN_RE.match(raw.lstrip())
    after = raw.lstrip()[m.end() :] if m else ""
    if m is None or not re.match(r",\s+(?!with\b)[A-Z]", after):
        return None
    title = (m.group(1) or m.group(2)).strip()
    at = text.find(title)
    if at < 0 or len(title.split()) < 3 or _names(title) or _NAMES_HEAD_RE.search(title):
        return None
    return _Parts([], title, text[at + len(title) :].lstrip(" ,"), False, True)


# What marks a head as names: an initial, or the editors' mark
_NAMES_HEAD_RE = re.compile(rf"\b{CAP}\.(?=[\s,.]|$)|(?i:\beds?\.?,?$|\(eds?\.\))")


def _names(text: str) -> bool:
    found = nm.split_names(text)
    return bool(found.names) and nm.all_names(found.names)


def _opens_italic(text: str, raw: str) -> bool:
    """Whether ``text`` opens with the entry's first italic words (a journal set in italics, not names)."""
    m = ITALIC_SPAN_RE.search(raw)
    return m is not None and text.startswith((m.group(1) or m.group(2)).strip())


def _names_after_title(after: str, raw: str) -> tuple[nm.AuthorList, str] | None:
    """The names after a title set first and the venue after them, the venue set in italics as ACS sets its journal
    (``“Title” Okoro, C. N.; Lund, P. A. *J. Am. Chem. Soc.* 2023, 145, 1–9``: without the italics "P. A. J."
    could be initials)."""
    for m in ITALIC_SPAN_RE.finditer(raw):
        at = after.find((m.group(1) or m.group(2)).strip())
        if at <= 0:
            continue
        names = nm.split_names(after[:at].strip(" ,;"))
        if names.names and nm.all_names(names.names):
            return names, after[at:]
        return None
    return None


def _split_bluebook(text: str, raw: str) -> _Parts | None:
    """Law reviews' Bluebook (:mod:`cvkg.extract.bluebook`)."""
    found = bluebook.split(text, raw)
    if found is None:
        return None
    return _Parts(list(found.authors), found.title, found.venue_text, found.truncated, found.subject_first,
                  notes=found.notes, kind=found.kind)


# OSCOLA (UK, South African, Australian law): "N Lund and A Roy, ‘Title’ (2023) 140 SALJ 512", "[2018] Acta Juridica
# 77", "‘Title’ in A Roy (ed), *Book* (2nd edn, Juta 2022)", "*Book* (Juta 2020)", "‘Title’ (forthcoming, Journal)"
_OSCOLA_RE = re.compile(
    r"^(?P<names>[A-Z][^,‘'*()]{2,120}?),\s+(?:[‘'](?P<q>.+?)[’'](?=\s+[(\[]|\s+in\s)|\*(?P<it>[^*]+)\*)"
    r"\s*(?P<rest>(?:\(|\[|in\s).*)$"
)
_OSCOLA_JOURNAL_RE = re.compile(
    r"^(?:\((?P<y1>(?:19|20)\d\d)\)\s+(?P<v1>\d{1,4})|\[(?P<y2>(?:19|20)\d\d)\](?:\s+(?P<v2>\d{1,4}))?)"
    r"\s+(?P<journal>[A-Z][^()\d]*?)\s+(?P<page>\d{1,5})\.?$"
)
_OSCOLA_IN_RE = re.compile(
    r"^in\s+.*?\((?:eds?|editors?)\.?\),?\s+\*?(?P<book>[^*(]+?)\*?\s*\((?P<imprint>[^()]*)\)\.?$"
)
_OSCOLA_IMPRINT_RE = re.compile(r"^\((?P<imprint>[^()]*?(?:19|20)\d\d)\)\.?$")
_OSCOLA_PENDING_RE = re.compile(
    r"^\((?P<status>forthcoming|in press|under review|submitted)(?:,\s*(?P<journal>[^()]+))?\)\.?$"
)


def _split_oscola(text: str, raw: str) -> _Parts | None:
    """OSCOLA's citations: names without full stops, a quoted (or, for a book, italic) title, then a journal
    reference ``(year) volume Journal page``, a chapter ``in editors (eds), Book (imprint year)``, or a book's
    ``(Publisher year)``."""
    unmarked = text.replace("`", "‘")
    m = _OSCOLA_RE.match(unmarked) or _OSCOLA_RE.match(BOLD_RE.sub("", raw).replace("`", "‘"))
    if m is None:
        return _unsigned_oscola(unmarked)
    if "." in m.group("names").replace(" et al.", ""):
        return None
    names = nm.split_names(m.group("names"))
    if not names.names or not nm.all_names(names.names):
        return None
    title = unemphasise(m.group("q") or m.group("it") or "").replace("*", "").strip()
    rest = m.group("rest").strip()
    if j := _OSCOLA_JOURNAL_RE.match(rest):
        volume = j.group("v1") or j.group("v2")
        venue = f"{j.group('journal')}, {'vol. ' + volume + ', ' if volume else ''}p. {j.group('page')}"
        return _Parts(list(names.names), title, f"{venue} ({j.group('y1') or j.group('y2')})", names.is_truncated)
    if c := _OSCOLA_IN_RE.match(rest):
        year = YEAR_RE.search(c.group("imprint"))
        book = f"In {c.group('book').strip()}" + (f", {year.group(1)}" if year else "")
        return _Parts(list(names.names), title, book, names.is_truncated)
    if (b := _OSCOLA_IMPRINT_RE.match(rest)) and m.group("it"):
        return _Parts(list(names.names), title, b.group("imprint"), names.is_truncated, edited=True)
    if p := _OSCOLA_PENDING_RE.match(rest):
        return _Parts(list(names.names), title, f"{p.group('journal') or ''} ({p.group('status')})", names.is_truncated)
    return None


# The subject's own OSCOLA article, unsigned: "‘Title’ (2019) 135 LQR 1 (with A Roe)", "‘Title’ [2018] CLJ 77"
_UNSIGNED_OSCOLA_RE = re.compile(
    r"^[‘](?P<q>[^’]{8,}?)[’],?\s+(?P<rest>[(\[].*?)(?:\s*\(with\s+(?P<with>[^()]+)\))?\.?$"
)


def _unsigned_oscola(text: str) -> _Parts | None:
    """An OSCOLA journal article the CV's subject wrote, listed without the author's name."""
    m = _UNSIGNED_OSCOLA_RE.match(text)
    j = _OSCOLA_JOURNAL_RE.match(m.group("rest").strip()) if m else None
    if m is None or j is None:
        return None
    volume = j.group("v1") or j.group("v2")
    venue = f"{j.group('journal')}, {'vol. ' + volume + ', ' if volume else ''}p. {j.group('page')}"
    co_authors = list(nm.split_names(m.group("with")).names) if m.group("with") else []
    return _Parts(co_authors, m.group("q").strip(), f"{venue} ({j.group('y1') or j.group('y2')})", subject_first=True,
                  kind=Kind.JOURNAL)


# Physics and most of the sciences: "A. B, C. D, and E. F, *Title*, Journal **12**, 3 (2020)."; a collaboration
# signs alone ("ATLAS Collaboration, *Title*") or after its first author ("G. Aad *et al.* (ATLAS Collaboration)")
_SINGLE_EMPHASIS_RE = re.compile(r"(?<![*\w])\*(?!\*)([^*]{8,}?)\*(?![*\w])")
_ROLE_BRACKET_RE = re.compile(r"[.,]?\s*\[(?=[A-Z])[^\[\].]{2,40}\]\.?\s*$")
_COLLABORATION_RE = re.compile(r"^(?:the\s+)?[\w/-]+(?:\s+[\w/-]+){0,3}\s+(?:Collaboration|Consortium|Group)$", re.I)
_ON_BEHALF_RE = re.compile(
    r"\s*\((?:on behalf of|for)\s+[^()]+\)|\s*\((?:the\s+)?[^()]*\b(?:Collaboration|Consortium)\)", re.I
)


def _names_then_emphasised_title(text: str, raw: str) -> _Parts | None:
    """Names (or a collaboration) and a comma, then the title in emphasis, then the venue after a comma."""
    m = _SINGLE_EMPHASIS_RE.search(raw)
    if m is None or m.start() == 0:
        return None
    head, title = BOLD_RE.sub("", raw[: m.start()]).rstrip(), m.group(1).strip()
    # the venue from the reader's text, whose notes and bold volumes are already taken ("[Editor]", "**843**")
    at = text.find(title)
    tail = (text[at + len(title) :] if at > 0 else unemphasise(BOLD_RE.sub("", raw[m.end() :]))).strip()
    # (a book's publisher closes it when a date column took its year: "A. Lee, *Book*, Brill, Leiden.  2019")
    closed = YEAR_RE.search(tail) or ARXIV_ID_RE.search(tail) or names_publisher(tail.lstrip(" ,").split(",")[0])
    if not head.endswith(",") or not tail.startswith(",") or not closed:
        return None
    tail = _ROLE_BRACKET_RE.sub("", tail)  # "(2022). [Analysis contact]": the subject's part in a collaboration
    head = unemphasise(head.rstrip(" ,"))
    if _COLLABORATION_RE.match(head):
        return _Parts([head], title, tail.lstrip(" ,"))
    truncated = bool(_ET_AL_PIECE_RE.search(head))
    names = nm.split_names(_ET_AL_PIECE_RE.sub("", _ON_BEHALF_RE.sub("", head)).strip(" ,"))
    if not names.names or not nm.all_names(names.names):
        return None
    return _Parts(list(names.names), title, tail.lstrip(" ,"), truncated or names.is_truncated)


# Vancouver's corporate author, a sentence of its own before the title: "World Loom Council. Title. Place: Pub; 2023."
_CORPORATE_RE = re.compile(r"^(?P<org>(?:the\s+)?[A-Z][^.:;()]{4,80}?)\.\s+(?P<rest>[A-Z0-9].*\S)$")


def corporate(authors: list[str]) -> bool:
    """A group author, alone or before the people who wrote for it."""
    return bool(authors) and ORGANIZATION_RE.search(authors[0]) is not None


def _corporate_author(text: str) -> _Parts | None:
    """An organization that authors a report or a guideline: the first sentence names it and nothing else."""
    m = _CORPORATE_RE.match(text)
    if m is None or not ORGANIZATION_RE.search(m.group("org")) or len(m.group("org").split()) > 8:
        return None
    title, venue = split_title_venue(m.group("rest"))
    if not venue.strip() or not YEAR_RE.search(venue):
        return None  # a title that names an institute ("Institute for X. 2020"), not an author
    return _Parts(_group_then_people(m.group("org")), title, venue)


def _group_then_people(org: str) -> list[str]:
    """Vancouver's group author before its people: "Georgia Department of Health, Lund MF" is two authors."""
    group, _, rest = org.partition(", ")
    people = nm.split_names(rest) if rest else None
    if people and people.names and nm.all_names(people.names) and ORGANIZATION_RE.search(group):
        return [group, *people.names]
    return [org]


# What a status taken off a comma-parted entry leaves at its end: "A. B, Title, (2025)." ("submitted to J (2025)")
_STATUS_LEFT_RE = re.compile(r",\s*(?P<venue>\((?:19|20)\d\d\))?\.?$")
_DATED_ONLY_RE = re.compile(r",\s*(?P<venue>\((?:19|20)\d\d\))\.?$")
_ISSUER_YEAR_RE = re.compile(r",\s*(?P<venue>(?P<issuer>[A-Z][^,()]{3,80}),\s*(?:19|20)\d\d)\.?$")
_TRAILING_LINK_RE = re.compile(r"\s+(?:Available at:?\s*)?(?:https?://|doi:\s*)\S+?\.?$", re.I)
# Science and PNAS close the title with a stop: "A. B, C. D, Title. Journal 41, 455–478 (2021).", "Title. arXiv
# [Preprint] (2024).", "Title. (2024)."; PNAS runs a paper's title into its proceedings: "Title in Proceedings of X,
# (ACM, 2023), pp. 1–9."
_TITLE_STOP_RE = re.compile(r"(?:(?<=[?!])\.?|(?<=[\w)])\.)\s+|\s(?=in\s+(?:Proceedings|Advances)\b)")
_VENUE_AFTER_STOP_RE = re.compile(
    r"(?P<venue>[A-Z][^,]*?\s\d{1,4},\s*[A-Za-z]?\d[\w–-]*\s*\((?:19|20)\d\d\)"
    r"|(?:arXiv\b[^()]*?\s*)?(?:\[Preprint\]\s*)?\((?:19|20)\d\d\)"
    r"|in\s+(?:Proceedings|Advances)\b.*\((?:[^()]*,\s*)?(?:19|20)\d\d\).*?)\.?$"
)
_ELSEVIER_REFERENCE_RE = re.compile(r"\s(\d{1,4})\s+\(((?:19|20)\d\d)\)\s+([A-Za-z]?\d[\w–-]*)(?=\.?$)")
_NO_INITIAL_RE = re.compile(rf"(?!.*\b{CAP}\.)")


def _split_comma_style(text: str, *, has_status: bool = False) -> _Parts | None:
    """Names and a title parted by commas; the venue after a comma, or (Science, PNAS) after the title's stop."""
    return _split_comma_parted(text, has_status=has_status) or _split_title_stop_style(text)


def _split_title_stop_style(text: str) -> _Parts | None:
    """Science's and PNAS's "A. B, C. D, Title. Journal 41, 455–478 (2021).": initialled names parted by commas,
    the title closed by a stop (or run into "in Proceedings ..."), a journal reference to the end."""
    link = _TRAILING_LINK_RE.search(text)
    core = text[: link.start()] if link else text
    for stop in _venue_after_stop(core):
        if found := _split_comma_parted(text, after_stop=stop):
            return found
    return None


def _venue_after_stop(text: str) -> list[re.Match[str]]:
    """Where a stop may end the title and the venue follow to the end: first after a period (a "?" may end a title's
    first clause: "Remember? Sediment Memory in Models. Journal 41, 455 (2021)"), then after "?" or "!"."""
    periods, marks = [], []
    for m in _TITLE_STOP_RE.finditer(text):
        if venue := _VENUE_AFTER_STOP_RE.match(text, m.end()):
            (marks if text[m.start() - 1] in "?!" else periods).append(venue)
    return periods + marks


def _split_comma_parted(
    text: str, *, has_status: bool = False, after_stop: re.Match[str] | None = None
) -> _Parts | None:
    """APS, AIP, Optica and Elsevier without emphasis: ``A. B, C. D, and E. F, Title, Phys. Rev. X 14, 021017
    (2024).``: commas alone part the names, the title and a closing journal reference (or ``in Proceedings ...``;
    nothing, when a status was taken off the end)."""
    # Elsevier closes with its link: "..., J. Coast. Dyn. 41 (2021) 455–478. https://doi.org/10.5555/x."
    link = _TRAILING_LINK_RE.search(text)
    core, link_text = (text[: link.start()], link.group(0)) if link else (text, "")
    venue = _COMMA_VENUE_RE.search(core) if after_stop is None else after_stop
    status_left = venue is None and has_status and (venue := _STATUS_LEFT_RE.search(core)) is not None
    # Elsevier's paper with no container: "A. B, C. D, Title, (2024)."; its report: "..., Title, Institute, 2018."
    dated_only = venue is None and (venue := _DATED_ONLY_RE.search(core) or _ISSUER_YEAR_RE.search(core)) is not None
    if venue is None or (dated_only and venue.re is _ISSUER_YEAR_RE and not _is_issuer(venue.group("issuer"))):
        return None
    head = core[: venue.start()]
    pieces = (head.rstrip()[:-1] if after_stop and head.rstrip().endswith(".") else head).strip().split(", ")
    names: list[str] = []
    truncated = closed = False
    for i, piece in enumerate(pieces[:-1]):
        if _ET_AL_PIECE_RE.fullmatch(piece):
            truncated = True
            continue
        if after_stop and (et_al := _ET_AL_THEN_TITLE_RE.match(piece)):
            # PNAS: "A. da Silva, et al., Title." (the comma after "et al." was taken): the title follows at once
            truncated, pieces[i] = True, piece[et_al.end() :]
            break
        last = re.match(r"(?:and|&)\s+", piece)
        found = nm.split_names(piece[last.end() :] if last else piece)
        if not (found.names and nm.all_names(found.names) and nm.name_shape(found.names[0]) == "given"):
            break
        names.extend(found.names)
        closed = bool(last) or re.search(r"\s(?:and|&)\s", piece) is not None
        if closed:
            i += 1
            break
    else:
        i = len(pieces) - 1
    title = ", ".join(pieces[i:])
    initialled = all(re.search(r"\b\w\.", n) for n in names)
    # after "and" the list is over: what follows is the title, even one that reads like a name; so it is after
    # names that all have initials, when the title has none ("O. Chukwu, E.-J. Yoon, Coral Bleaching Revisited")
    reads_as_name = nm.is_name(title) and not (initialled and _NO_INITIAL_RE.match(title))
    if not names or not title or (reads_as_name and not closed):
        return None
    if _ET_AL_PIECE_RE.fullmatch(title):
        return None  # "A. Lee, et al., Title. Journal 7, 1 (2023)": the venue's comma was the title's
    if after_stop and not _NO_INITIAL_RE.match(title):
        return None  # "A. Lee, B. Chen. Title. J 1, 2 (2020)": a stop after names, not after a title
    if after_stop and venue.group(0).startswith("(") and "," in title:
        return None  # "A. Lee, and B. Chen, Title, Phys. Rev. Res. (2020)": the stop was the journal's abbreviation
    if (status_left or dated_only or after_stop) and not initialled:
        return None  # nothing but commas to part names from a title: only names with initials read as names
    # Elsevier's "Journal 19 (2023) 024051" in the physicists' order the venue reader knows: "Journal 19, 024051 (2023)"
    venue_text = _ELSEVIER_REFERENCE_RE.sub(r" \1, \3 (\2)", venue.group("venue") or "")
    kind = Kind.OTHER if dated_only and venue.re is _ISSUER_YEAR_RE else None  # a report's or a book's issuer
    return _Parts(names, title, f"{venue_text} {link_text}".strip(), truncated, kind=kind)


def _is_issuer(text: str) -> bool:
    """A report's issuing body or publisher: "Institute for Hydrological Studies", "Meridian Academic Press"."""
    return ORGANIZATION_RE.search(text) is not None or names_publisher(text)
