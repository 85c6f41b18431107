"""Citations that name no author, or only the co-authors: the CV's subject is their implied first author.
Also where a title ends and its venue begins, which every citation layout needs. Pure.

Humanities lists leave the subject out ("sole author unless *with X*"); economists list working papers
as ``"Title" (with A and B)``. The layouts read here:

* a quoted title first: ``"Title." Journal 97, no. 3 (2022): 701-735.``, ``"Title" (with A and B), 2023``
* a co-author prefix: ``With A and B. "Title." Venue``, ``(ed., with A) Title. Leiden: Brill.``
* a book: ``Title. Place: Publisher.``, ``Title. Publisher, 2022.``

>>> found = split('With Ada Byron. "Looms at Sea." Journal of Looms 4 (2020): 1-9.')
>>> found.coauthors, found.title, found.venue_text, found.edited
(('Ada Byron',), 'Looms at Sea.', ' Journal of Looms 4 (2020): 1-9.', False)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cvkg.extract import names as nm
from cvkg.extract.ams import is_journal_reference
from cvkg.extract.venues import is_book, is_publisher, kind_from_heading
from cvkg.model import PublicationKind as Kind

QUOTED_RE = re.compile(r"[\"“”]([^\"“”]{4,})[\"“”]")
# Harvard's single-quoted title: "'Title', *Journal*, 12(3)"; the closing quote is followed by a comma or a
# period, so an apostrophe inside the title ("Parents' views") does not end it
_SINGLE_QUOTED_RE = re.compile(r"['‘](?=\S)([^\n]{4,}?)(?:['’](?=[,.]\s|[,.]?$)|(?<=[.,?!])’(?=\s))")
# "(with A and B)" after an economist's title
_PAREN_WITH_RE = re.compile(r"\(\s*(?:joint(?:ly)?\s+)?with\s+([^)]+)\)", re.I)
# (a capital alone before the period is an initial, unless a number stands before it: "at 77 K. Journal"; "c."
# or "ca." before a year is "circa": "Recipes between Cochin and Amsterdam, c. 1700")
SENTENCE_END_RE = re.compile(
    rf"(?:(?<!\b[{nm.CAPITAL}])|(?<=\d\s[{nm.CAPITAL}]))(?<!\bvs)(?<!\bal)(?<!\bVol)(?<!\bNo)(?<!\bpp)(?<!\bSt)([.?!])"
    r"(?!(?<=\bc\.)\s+\d{3,4}\b)(?!(?<=\bca\.)\s+\d{3,4}\b)"
    rf"(?=\s+[\"“(\[{nm.CAPITAL}0-9]|\s+in\s|\s+(?:arXiv|[a-z]{{2,5}}R[xX]iv|[a-z]{{1,3}}[A-Z][a-z]\w*|npj|preprint)\b"
    r"|\s*$)"
)
# "With A and B.", "(with A)", "(ed., with A)", "Edited with A:", "Joint with A,": co-authors before the title
_LEAD_WITH_RE = re.compile(
    r"^\(?\s*(?P<ed>(?:co-?)?ed(?:ited|s|itor)?\.?,?\s+)?(?:joint(?:ly)?\s+)?with\s+", re.I
)
# "(ed.)", "Ed.", "Eds.", "Editor." before the title: the subject edited it; so do the marks of other languages in
# brackets: "(a cura di)", "(Hrsg.)", "(éd.)", "(dir.)", "(coord.)", "(org.)"
_LEAD_ED_RE = re.compile(
    r"^(?:\(\s*(?:(?:co-?)?ed(?:s|itor|ited)?\.?|a cura di|hrsg\.?|[ée]ds?\.|dirs?\.|coords?\.|orgs?\.)\s*\)"
    r"|(?:co-?)?(?:eds?|editors?)\.(?=\s+[\"“*_A-Z]))\s*",
    re.I,
)
# "With A, eds.": the co-editors, then the mark
_EDS_AFTER_NAMES_RE = re.compile(r"^(?P<names>[^.*“\"]+?),\s*(?:co-?)?eds?\.\s+", re.I)
# "Co-edited with A.", "With A and B.": the co-authors or co-editors, a sentence of their own after the title
_WITH_SENTENCE_RE = re.compile(r"^\s*(?P<ed>(?:co-?)?edited\s+)?(?:joint(?:ly)?\s+)?with\s+", re.I)
# A book's title set whole in emphasis, its own periods inside, maybe after its co-authors or editors in brackets:
# "*Saints. Images and Cults*, Roma, Viella, 2020", "(ed., with A. Berg) *Altars. A Survey*, Berlin, Reimer"
_EMPHASISED_TITLE_RE = re.compile(r"^(?:\([^()]{2,80}\)\s*)?([*_])(?P<title>[^*_]{4,}?)\1(?=[,.]\s|[,.]?$)")


def _emphasised_title(raw: str) -> str | None:
    m = _EMPHASISED_TITLE_RE.match(raw.strip())
    return m.group("title").strip() if m else None
# A year set before the entry, as a description-list label: "2022 "Title."", "2019 (ed.) Title."
_YEAR_LABEL_RE = re.compile(r"^\(?((?:19|20)\d\d)[a-z]?\)?[.:]?\s+(?=[^\s\d.,;:)\]–-])")
# ", with A and B," after an unquoted title, before its venue
# (or before the sentence that opens the venue: "Title, with A. Lee and B. Kim. Trans. Amer. Math. Soc. 367")
_COMMA_WITH_RE = re.compile(
    r",\s*(?:joint(?:ly)?\s+)?with\s+([^,;()]+?)\s*(?=,|(?<=[a-z]{2})\.\s+[A-Z]|\.?\s*$)", re.I
)
# "with A and B," straight after a quoted title (matched at the title's end)
_WITH_AFTER_RE = re.compile(r"\s*[,.]?\s*(?:joint(?:ly)?\s+)?with\s+([^,.;()]+?)\s*(?=[,.;]|$)", re.I)
# A journal reference after a title with no author: "Journal 12 (2020): 45-67", "Journal 44, no. 1 (2009): 77-104"
# (or no pages, when the title names the whole issue)
_JOURNAL_REF_RE = re.compile(
    r"^[A-Z][^.:;]*?\s\d{1,4}(?:\.\d{1,2})?(?:\s*\([\w ]{1,12}\))?(?:,\s*no\.\s*\d+)?\s*(?:\((?:19|20)\d\d\))?"
    r"\s*(?:[:,]\s*[A-Za-z]?\d+(?:\s*[-–]\s*\d+)?|(?<=\)))\.?$"  # a whole issue: "Journal 55, no. 3 (2022)"
)

# A book review in an online venue, dated by its day or month: "Review of *Book*, by A. H-Net Reviews, March 2020.",
# "Rev. of *Book*, by A. *Bryn Mawr Classical Review*, 2021.09.14." (BMCR numbers its reviews by their date)
_REVIEW_TITLE_RE = re.compile(r"(?:(?:book\s+)?review|rev\.)\s+of\b", re.I)
_DATED_VENUE_RE = re.compile(
    r"^[A-Z][^.:;,]*?,\s*(?:[A-Z][a-z]{2,8}\.?\s+(?:\d{1,2},\s*)?)?(?:19|20)\d\d(?:([.-])\d\d\1\d\d)?\.?$"
)

# A journal reference that names its volume in words: "Duke Math. J., vol. 168, no. 3, 2019, pp. 455–512"
_VOLUME_WORD_REF_RE = re.compile(
    r"^[A-Z][^:;\d]*?[A-Za-z.],?\s+(?i:vol(?:\.|ume))\s*\d{1,4}(?:,\s*(?i:no\.|issue)\s*\d{1,4})?,\s*"
    r"(?:[A-Z][a-z]{2,8}\.?\s+)?(?:19|20)\d\d(?:,\s*(?:pp?\.\s*)?[A-Za-z]?\d+(?:\s*[-–]\s*\d+)?)?\.?$"
)


def _is_reference(text: str) -> bool:
    """A journal reference as AMS or MathSciNet write it, or with its volume in words."""
    return bool(_VOLUME_WORD_REF_RE.match(text.strip())) or is_journal_reference(text)


def _title_before_reference(text: str) -> tuple[str, str] | None:
    """``Title, Comm. Math. Phys. 365 (2019), 1–40``: the title ends at the comma before a journal reference, whose
    abbreviations' periods end no sentence."""
    if _names(text.split(",", 1)[0]):
        return None  # "J. Kessler, T. Roe, Title, Journal": the authors named after all
    for m in re.finditer(r",\s+(?!(?:Series|Section|Part|Ser\.|Sect\.)\s+[A-Z]\b)", text):  # "J. Theory, Series B"
        rest = text[m.end() :]
        if _is_reference(rest):
            return text[: m.start()], rest
    return None


_DISS_RE = re.compile(r"\b(?:Ph\.?\s?D\.?|doctoral|master'?s)\s+(?:diss\.|dissertation|thesis)", re.I)


@dataclass(frozen=True, slots=True)
class Unsigned:
    """A citation without the subject's name: the co-authors it names, title and venue text."""

    coauthors: tuple[str, ...]
    title: str
    venue_text: str
    edited: bool = False
    truncated: bool = False


def split_title_venue(rest: str) -> tuple[str, str]:
    """``"Title. Venue, 2020."`` -> title and venue text.

    A period inside brackets ends nothing (``Title (Patent Nos. US 1,234). Office``); Elsevier's Harvard
    parts the title from a proceedings or a book with a comma (``Title, in: Proceedings of ...``); a title
    that asks a question may go on with a subtitle (``Do Tides Remember? Sediment Memory. Journal, 4(1)``).

    >>> split_title_venue("Do Tides Remember? Sediment Memory in Models. Journal of Tides, 4(1), 1-9.")
    ('Do Tides Remember? Sediment Memory in Models', ' Journal of Tides, 4(1), 1-9.')
    >>> split_title_venue("Tides, in: Proceedings of the 2nd Tide Symposium. ACM, pp. 1-9.")
    ('Tides', 'In: Proceedings of the 2nd Tide Symposium. ACM, pp. 1-9.')
    """
    q = QUOTED_RE.match(rest) or _SINGLE_QUOTED_RE.match(rest)
    if q and not re.match(r"\s*:\s", rest[q.end() :]):  # ("“I just get on”: older adults' views": a subtitle goes on)
        return q.group(1), rest[q.end() :]
    if pages := _PAGES_THEN_IN_RE.search(rest):
        # ASM's chapter: "Title, p. 211–227. In Book." -- the pages close the title and go behind the book
        return rest[: pages.start()], f"{rest[pages.end() :].rstrip()} pp. {pages.group(1)}"
    m = _sentence_end(rest)
    if (c := _COMMA_IN_RE.search(rest)) and (m is None or c.start() < m.start() or _only_questions(rest, c.start())):
        return rest[: c.start()], "In: " + rest[c.end() :]
    if m is None:
        return rest, ""
    if m.group(1) in "?!" and (sub := _subtitle_end(rest, m.end())) is not None:
        return rest[:sub].rstrip(), rest[sub + 1 :]
    end = m.start() + (1 if m.group(1) in "?!" else 0)
    return rest[:end], rest[m.end() :]


# The American Society for Microbiology: the pages of a chapter or a paper in proceedings before its book
_PAGES_THEN_IN_RE = re.compile(r",\s+pp?\.\s*(\d+(?:\s*[–-]\s*\d+)?)\.\s+(?=In\s)")
# Elsevier's Harvard: "Title, in: Proceedings ...", "Title, in: Editor, A. (Ed.), Book."
_COMMA_IN_RE = re.compile(r",\s+in:\s+(?=\S)", re.I)
_SUBTITLE_RE = re.compile(r"[A-Z][^\d:;()\[\]\"“”]*[^\s.]")
_VENUE_WORDS_RE = re.compile(
    r"\b(?:Proc(?:eedings|\.)?|Journal|Transactions|Conference|Symposium|Workshop|Letters|Review|Press"
    r"|Publish\w*|University|Institute|thesis|dissertation|report|paper|preprint|arXiv|Patent)\b",
    re.I,
)


def _only_questions(text: str, stop: int) -> bool:
    """Whether every sentence in ``text`` before ``stop`` ends with a question or an exclamation mark."""
    ends = [m.group(1) for m in SENTENCE_END_RE.finditer(text[:stop])]
    return bool(ends) and "." not in ends


def _sentence_end(text: str, start: int = 0) -> re.Match[str] | None:
    """The first end of a sentence outside brackets."""
    for m in SENTENCE_END_RE.finditer(text, start):
        head = text[: m.start()]
        if head.count("(") <= head.count(")") and head.count("[") <= head.count("]"):
            return m
    return None


def _subtitle_end(text: str, start: int) -> int | None:
    """Where the subtitle after a question ends: plain words up to a period, then a venue that opens with
    a word (a year or a volume right after the period says the words were the journal's name)."""
    m = _sentence_end(text, start)
    if m is None or m.group(1) != ".":
        return None
    sub, after = text[start : m.start()].strip(), text[m.end() :].strip()
    words = sub.split()
    if not (
        _SUBTITLE_RE.fullmatch(sub)
        and 2 <= len(words) <= 12
        and words[0] not in {"In", "In:"}
        and not _VENUE_WORDS_RE.search(sub)
        and after[:1].isalpha()
        and not after.lower().startswith(("http", "doi", "www"))
    ):
        return None
    return m.start()


def take_year_label(text: str) -> tuple[int | None, str]:
    """``"2022 "Title." ..."`` -> (2022, the rest); text without such a label is returned as it is."""
    if m := _YEAR_LABEL_RE.match(text):
        return int(m.group(1)), text[m.end() :]
    return None, text


def opens_unsigned(text: str) -> bool:
    """Whether the text opens the way a citation without the subject does: a quoted title, a co-author
    prefix (``With A.``, ``(ed., with A)``) or an editor's mark (``(ed.)``)."""
    return (
        text[:1] in {'"', "“"}
        or bool(_SINGLE_QUOTED_RE.match(text))  # the British humanities' "‘Title’, *Journal*, 45 (2021)"
        or bool(_LEAD_WITH_RE.match(text) or _LEAD_ED_RE.match(text))
        or _with_after_title(text, None) is not None
        or bool(_WITH_SECOND_SENTENCE_RE.match(text))
    )


# "Title. Joint with A, B and C. Journal": the co-authors in a sentence of their own after the title
_WITH_SECOND_SENTENCE_RE = re.compile(
    r"^[^.?!]{8,}[.?!]\s+(?:(?:co-?)?edited\s+)?(?:joint(?:ly)?\s+)?with\s+[A-Z]", re.I
)  # (a volume edited with others: "*Title*. Edited with D. Kwan. Chicago: Press, 2024.")


def split(text: str, raw: str = "") -> Unsigned | None:
    """The parts of a citation that leaves out the subject, or ``None`` when the text opens otherwise; ``raw``
    is the text with its emphasis, which sets a book's title apart."""
    coauthors: tuple[str, ...] = ()
    truncated = edited = False
    if m := _LEAD_ED_RE.match(text):
        edited, text = True, text[m.end() :]
    elif m := _LEAD_WITH_RE.match(text):
        body = text[m.end() :]
        if eds := _EDS_AFTER_NAMES_RE.match(body):
            body = f"{eds.group('names')}. {body[eds.end() :]}"  # "With A, eds. Title"
        found = _names_before_title(body)
        if found is None:
            return None
        (coauthors, truncated), text = found
        edited = bool(m.group("ed") or eds)
    q = QUOTED_RE.match(text) or _SINGLE_QUOTED_RE.match(text)
    w = _with_after_title(text, q.end() if q else None)
    if q or w:
        title = q.group(1) if q else text[: w.start()].strip()  # type: ignore[union-attr]
        rest = text[q.end() :] if q else text[w.start() :]  # type: ignore[union-attr]
        if w and not coauthors:
            # Economics: "Title" (with A and B), 2024; "Title," with A and B, Journal
            names = nm.split_names(w.group(1))
            coauthors, truncated = names.names, names.is_truncated
            cut = w.start() - (q.end() if q else w.start())
            rest = rest[:cut] + " " + rest[cut + w.end() - w.start() :]
        if not coauthors and (after := _closing_with(rest)):
            (coauthors, truncated, co_edited), rest = after
            edited = edited or co_edited
        return Unsigned(coauthors, title, rest, edited, truncated)
    if (book := _emphasised_title(raw)) and text.startswith(book):
        # "*Saints. Images and Cults*, Roma": its periods end nothing; the period after it ends the title
        title, rest = book, re.sub(r"^\.", "", text[len(book) :])
    else:
        title, rest = split_title_venue(text)
    if not coauthors and (w := _WITH_SENTENCE_RE.match(rest)) and (found := _names_before_title(rest[w.end() :])):
        (coauthors, truncated), rest = found  # "Title. Co-edited with A. Leiden: Brill, 2017."
        edited = edited or bool(w.group("ed"))
    elif referenced := _title_before_reference(text):
        title, rest = referenced
    cited = bool(rest) and (
        is_book(rest)
        or is_publisher(rest)
        or bool(_JOURNAL_REF_RE.match(rest.strip()))
        or _is_reference(rest)
        or bool(_REVIEW_TITLE_RE.match(title) and _DATED_VENUE_RE.match(rest.strip()))
        or _is_series(rest)
    )
    if coauthors or edited or cited:
        return Unsigned(coauthors, title, rest, edited, truncated)
    return None


# "... Leiden: Brill, 2019. Co-edited with A." (a moderncv entry's description): the co-editors close the entry
_CLOSING_WITH_RE = re.compile(
    r"(?:(?<=[.\n])|^)\s*(?P<ed>(?:co-?)?edited\s+)?(?:joint(?:ly)?\s+)?with\s+(?P<names>[^.;:()\n]+?)\.?\s*$", re.I
)


def _closing_with(rest: str) -> tuple[tuple[tuple[str, ...], bool, bool], str] | None:
    """The co-authors (or co-editors) named in a sentence that closes the entry, and the entry without it."""
    m = _CLOSING_WITH_RE.search(rest)
    found = nm.split_names(m.group("names")) if m else None
    if m is None or found is None or not (found.names and nm.all_names(found.names)):
        return None
    return (tuple(found.names), found.is_truncated, bool(m.group("ed"))), rest[: m.start()]


def _with_after_title(text: str, title_end: int | None) -> re.Match[str] | None:
    """The co-authors after a title: ``(with A and B)``, or ``, with A and B,`` right after a quoted title;
    an unquoted title before ``(with A)`` is all the text before it, with no sentence end inside."""
    if title_end is not None and (m := _WITH_AFTER_RE.match(text, title_end)) and _names(m.group(1)):
        return m
    m = _PAREN_WITH_RE.search(text, title_end or 0)
    if (m is None or not _names(m.group(1))) and title_end is None:
        m = _COMMA_WITH_RE.search(text)  # AMS: "Title, with A and B, Journal 390 (2022)"
    if m is None or not _names(m.group(1)):
        return None
    if title_end is None:
        head = text[: m.start()].strip()
        if len(head.split()) < 2 or SENTENCE_END_RE.search(head) or _names(head):
            return None
    return m


def _is_series(venue_text: str) -> bool:
    """A thesis or a numbered paper series: "PhD diss., University of X, 2015", "NBER Working Paper 31877"."""
    if len(venue_text.split()) > 12:
        return False  # a whole citation after a sentence ("See the full list. Title A B, C D arXiv ...")
    return kind_from_heading(venue_text) in {Kind.THESIS, Kind.PREPRINT} or bool(_DISS_RE.search(venue_text))


def _names(text: str) -> bool:
    found = nm.split_names(text)
    return bool(found.names) and nm.all_names(found.names)


def _names_run_on(text: str, after: int) -> bool:
    """Whether the names go on after a comma up to the sentence's end (``, B and C. Journal``)."""
    end = re.compile(r"(?<=[a-z]{2})[.:](?=\s)").search(text, after)
    found = nm.split_names(text[:end.start()]) if end else None
    return found is not None and len(found.names) >= 2 and nm.all_names(found.names)


def _names_before_title(text: str) -> tuple[tuple[tuple[str, ...], bool], str] | None:
    """``"A and B. "Title." ..."`` -> ((the names, truncated), the text after them)."""
    for m in re.finditer(r"[.):,](?=\s)", text):
        head = text[: m.start()].strip()
        names = nm.split_names(head)
        rest = text[m.end() :].strip()
        # (the title may open in emphasis or guillemets: "(ed., with A) *Title*", "(with A) «Titolo»")
        opens = rest[:1].isupper() or rest[:1] in "\"“(*_«" or rest.startswith(("arXiv", "doi", "http"))
        if not (names.names and nm.all_names(names.names)) or not opens:
            continue
        if m.group(0) == "." and nm.is_initial(head.split()[-1] + ".") and rest[:1] not in "\"“(":
            continue  # "With Ada B. Byron. Title": the initial's own period
        if m.group(0) == "," and _names_run_on(text, m.end()):
            continue  # "With A, B and C. Journal": the list goes on after the comma
        return (names.names, names.is_truncated), rest
    return None
