"""The AMS reference style (amsart CVs, amsrefs, MathSciNet's output) -> the parts of a citation. Pure.

Mathematicians part a reference with commas alone, ``A. Author and B. Author, Title, Journal Abbrev. 12 (2019),
no. 3, 45–67``; the journal's abbreviated words end in periods that end no sentence, and a title may hold commas.
So the reference is read from its end, where one of three closings stands:

* a journal reference: the journal, its volume (set in bold or not), the year in brackets, then the issue and
  the pages (``Ann. of Math. (2) 191 (2020), 101–148``: the ``(2)`` numbers the journal's series, and stays in
  its name as MathSciNet abbreviates it);
* a book's imprint: publisher, place, year (a monograph, its series before: ``Graduate Texts in Mathematics 250,
  Springer, 2020``; or a chapter, ``in: Book, Ed. by A and B, Publisher, 2018, pp. 1–20``);
* where the paper stands: ``to appear in Duke Math. J.``, ``submitted``, ``preprint, arXiv:2101.01234`` (the
  status words were already taken off as notes by :func:`cvkg.extract.notes.take_notes`).

The names lead, ``and`` closing a list of two or more; what lies between names and closing is the title (an
italic span when the title is set in italics). A list may leave out its subject, who is then the sole author,
or the first before the co-authors named in ``(with B. Author)``.

>>> p = split_ams("P. Quellen and M. Testwood, Rigidity of tori, Ann. of Math. (2) 191 (2020), no. 2, 101–148.", "")
>>> p.authors, p.title, p.venue_text
(('P. Quellen', 'M. Testwood'), 'Rigidity of tori', 'Ann. of Math. (2) (2020)')
>>> p.notes
('series 2', 'volume 191', 'issue 2', 'pages 101-148')
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cvkg.extract import names as nm
from cvkg.extract.places import is_city, is_place
from cvkg.extract.venues import venue_kind
from cvkg.model import PublicationKind as Kind

_YEAR = r"(?:19|20)\d\d"
_ARXIV = r"arXiv:\s?\d{4}\.\d{4,5}(?:v\d+)?(?:\s*\[[\w.-]+\])?"
_PAGES = r"[A-Za-z]?\d{1,5}(?:\s*[-–—]{1,2}\s*[A-Za-z]?\d{1,5})?"
_PAGE_RANGE = r"[A-Za-z]?\d{1,5}\s*[-–—]{1,2}\s*[A-Za-z]?\d{1,5}"
# What follows the year of a journal reference: "no. 3", "Paper No. e12", "35 pp.", "45–67", "pp. 45–67"
_LOCATOR = (
    # (the Electronic Journal of Combinatorics numbers its papers "#P2.41")
    rf"(?:no\.\s*[\w–-]{{1,8}}|(?:Paper|Art\.|Article)\s+(?:No\.|ID)\s*[\w.-]{{1,12}}|\d{{1,4}}\s*pp\.?|\#[A-Z]\d+(?:\.\d+)?"
    rf"|(?:pp?\.\s*)?{_PAGES})"
)
_JOURNAL_REF_RE = re.compile(
    rf",\s+(?P<journal>[A-Z][^,]*?[A-Za-z.)])(?:\s+(?P<volume>\d{{1,4}})(?:\((?P<issue>\d{{1,3}})\))?)?"
    rf"\s+\((?P<year>{_YEAR})\)"
    # (the comma before a page range is sometimes left out: "(2019) 455-512"; a lone number so set is JHEP's article)
    # (Elsevier's "Engineering Structures 322 (2025) 119104", JHEP's "07 (2021) 118": the article number after the
    # year, no comma)
    rf"(?P<locators>(?:,\s*{_LOCATOR}|\s+{_PAGE_RANGE})*)(?:\s+(?P<article>[A-Za-z]?\d{{1,8}})(?=\s*\.?$))?"
    # amsrefs' "DOI 10.1090/jams/921" and an e-print, "available at arXiv:1911.01234", after the pages
    rf"(?:,\s*(?:DOI|doi:?)\s*(?P<doi>10\.\d{{4,9}}/\S+?))?(?:,\s*(?:available at\s+)?(?P<arxiv>{_ARXIV}))?\s*\.?$"
)
_SERIES_RE = re.compile(r"\s*\((\d{1,2})\)$")  # "Ann. of Math. (2)": the journal's second series
_ISSUE_RE = re.compile(r"no\.\s*([\w–-]+)")
# An identifier set after the reference's final period, bracketed or as a link: ". arXiv:1701.01234",
# " [arXiv:1801.01234]", ". https://arxiv.org/abs/1701.01234", ". https://doi.org/10.1090/x"
_TRAILING_ID_RE = re.compile(
    r"[.;,]?\s+\[?(?:arXiv:\s?(?P<arxiv>\d{4}\.\d{4,5}(?:v\d+)?)(?:\s*\[[\w.-]+\])?"
    r"|https?://(?:www\.)?arxiv\.org/abs/(?P<arxiv_url>\d{4}\.\d{4,5}(?:v\d+)?)"
    r"|https?://(?:dx\.)?doi\.org/(?P<doi>10\.\d{4,9}/\S+?))\]?\.?$"
)


def _trailing_identifier(text: str) -> str:
    """The reference with an identifier after its final period written as amsrefs sets it after the pages
    (", arXiv:ID", ", DOI 10.x"), which the closing reads."""
    m = _TRAILING_ID_RE.search(text)
    if m is None or text[m.start() : m.start() + 1] == ",":
        return text  # ", arXiv:ID" is amsrefs' own form already
    head = text[: m.start()].rstrip(" .;,")
    bound = re.search(r",\s*(?:in\s+)?([^,]+?)(?:\s*\((?:19|20)\d\d\))?$", head)
    # only after a whole journal reference, "(2018), 11–20", or a journal a status left ("to appear in Ann. Appl.
    # Probab. (2025). arXiv:..."): an unsigned paper's eprint after its title stays where it is
    if not re.search(r"\((?:19|20)\d\d\)[^()]*\d$", head) and not (bound and _is_abbreviated_name(bound.group(1))):
        return text
    if m.group("doi"):
        return f"{head}, DOI {m.group('doi')}"
    return f"{head}, arXiv:{m.group('arxiv') or m.group('arxiv_url')}"


_BARE_YEAR_RE = re.compile(rf"(?<=,)(\s+[A-Z][^,()]*?[A-Za-z.])\s+({_YEAR}),\s*no\.")
_ARTICLE_RE = re.compile(r"(?:Paper|Art\.|Article)\s+(?:No\.|ID)\s*([\w.-]+)")  # IMRN's "Art. ID rnn032"
# A publishing house, however abbreviated: "Springer", "Amer. Math. Soc.", "Cambridge Univ. Press", "World Sci. Publ."
_PUBLISHER_RE = re.compile(
    r"\b(?:Press|Publ\.|Publishers?|Publishing|Verlag|Springer|Birkhäuser|Gruyter|Elsevier|Wiley|Soc\.|Society"
    r"|Agency|Éditions|Editions|CRC|Academic|Math\.\s+Soc\.)(?=[\s,.]|$)"
)
_IMPRINT_YEAR_RE = re.compile(
    rf",\s*(?P<year>{_YEAR})(?:,\s*(?:pp\.\s*)?(?P<pages>{_PAGES}))?"
    r"(?:,\s*(?P<length>(?:[ivxlc]+\+)?\d{1,4}\s*pp)\.?)?\s*\.?$"  # a monograph's length, "xii+318 pp."
)
# A numbered book series before the imprint: "Graduate Texts in Mathematics 250", "Progr. Math., vol. 300"
_BOOK_SERIES_RE = re.compile(r",\s+(?P<series>[A-Z][^,]*?[A-Za-z.])(?:,\s*vol\.|,|\s+)\s*(?P<number>\d{1,4})$")
# A town or a state's code after the publisher, known or not: "Cham", "Providence, RI", "Hackensack, NJ"
_PLACE_WORDS_RE = re.compile(r"[A-Z][a-zé]+(?:\s[A-Z][a-zé]+)?|[A-Z]{2}")
_BOOK_PAGES_RE = re.compile(r",\s*(\d{1,5}\s*[-–—]{1,2}\s*\d{1,5})$")
_BOOK_VOLUME_RE = re.compile(r",\s*Vol(?:ume)?\.?\s*([IVXL]{1,5}|\d{1,3})$")
# MathSciNet's "In: Book", "Title, in Book", "Title. in Book" (not a title's own "Power in Gustavian Sweden")
_CHAPTER_RE = re.compile(r"(?:,\s*|(?<=\.)\s+)in:?\s+(?=[A-Z])|\s+in:\s+(?=[A-Z])|,\s*In:?\s+(?=[A-Z])")
# The editors after a chapter's book: ", Ed. by A and B", ", edited by A", " (A and B, eds.)"
_EDITORS_RE = re.compile(r"(?:,\s*(?:Eds?\.|eds?\.|edited)\s*(?:by\s+)?.*|\s*\([^()]*\beds?\.\))$")
_PREPRINT_RE = re.compile(
    rf",\s+(?:(?P<word>preprint|manuscript)(?:\s*\((?P<year>{_YEAR})\)|,\s*(?P<year2>{_YEAR}))?"
    rf"(?:,?\s*(?:available at\s+)?(?P<arxiv>{_ARXIV}))?|(?P<arxiv2>{_ARXIV}))"
    # the year after the eprint: "arXiv:2101.01234, 2021", "preprint, arXiv:2101.01234 (2021)"
    rf"(?:,\s*(?P<year3>{_YEAR})|\s*\((?P<year4>{_YEAR})\))?"
    r"\s*\.?$",
    re.I,
)
# What is left where a status stood: "Title, in Duke Math. J.", "Title, Duke Math. J.,", "Title,"
_PENDING_RE = re.compile(
    rf",\s*(?:(?P<lead>in\s+)?(?P<venue>[A-Z](?:[^,()]|\([^()]*\))*))?(?:,?\s*\(?(?P<year>{_YEAR})\)?)?\s*[.,]?\s*$"
)
_MEETING_RE = re.compile(r"\b(?:Proc(?:eedings|\.)|Conf(?:erence|\.)|Symp(?:osium|\.)|Workshop|Congress|Meeting)", re.I)
_ABBREVIATED_WORD_RE = re.compile(r"[A-Z][a-zé]*\.")
_WITH_RE = re.compile(
    r"\s*\(\s*(?:joint\s+)?with\s+(?P<names>[^()]+)\)\s*"
    r"|,\s+(?:joint(?:ly)?\s+)?with\s+(?P<after>[^()]+?)\s*$",  # "Title, with A and B, Journal 3 (2020)"
    re.I,
)
# A thesis closing the reference: ", Ph.D. thesis, Loom State University, 2017"
_THESIS_RE = re.compile(
    rf",\s+(?P<what>(?:Ph\.?\s?D\.?|Doctoral|Master'?s|M\.?\s?Sc\.?|Diploma|Habilitation)\s+(?:thesis|dissertation))"
    rf",\s*(?P<school>[A-Z][^,]*(?:,\s*[A-Z][^,\d]*)?),\s*(?P<year>{_YEAR})\.?$",
    re.I,
)
# A bracket closing the entry after its reference's period: "(with B. Hart)", "(extended abstract)"
_AFTER_REFERENCE_RE = re.compile(r"(?<=\.)\s*\(((?:joint\s+)?with\s+[^()]+|[a-z][a-z -]{2,40})\)\.?$", re.I)
_PP_RE = re.compile(r"^pp?\.\s*")
_INVERTED_NAME_RE = re.compile(
    r"[A-Z][\w'’-]+(?:\s[A-Z][\w'’-]+)?,\s+(?:[A-Z]\.|[A-Z][a-z]+\s+[A-Z]\.)"
    r"|[A-Z][\w'’-]+(?:[\s-][A-Z][\w'’-]+)?\s+[A-Z]{1,3}[,.]\s"  # Vancouver's "Mbatha L, Okonkwo-Hale R."
)
_QUOTED_RE = re.compile(r"[\"“”][^\"“”]{4,}[\"“”]")
# A sentence that ends inside what would be the title: "Title. Oxford: Press" is no AMS reference
_SENTENCE_END_RE = re.compile(r"[a-z]{2}[.?!]\s+[A-Z]")
_INITIAL_RE = re.compile(r"\b[A-Z]\.")
# An italic span of a Markdown citation, ``*Journal*`` or ``_Title_`` (shared by the citation readers)
ITALIC_SPAN_RE = re.compile(r"(?<![*\w])\*(?!\*)([^*\n]{3,}?)\*(?![*\w])|(?<![_\w])_(?!_)([^_\n]{3,}?)_(?![_\w])")


@dataclass(frozen=True, slots=True)
class AmsParts:
    """An AMS reference cut apart: ``venue_text`` holds the container and its year only (the volume, issue,
    pages, series and publisher are in ``notes``); ``kind`` is what the closing's shape says."""

    authors: tuple[str, ...]
    title: str
    venue_text: str
    notes: tuple[str, ...]
    kind: Kind
    subject_first: bool = False


@dataclass(frozen=True, slots=True)
class _Closing:
    start: int  # where the closing begins in the text
    venue_text: str
    notes: tuple[str, ...]
    kind: Kind


def split_ams(text: str, raw: str, *, has_status: bool = False) -> AmsParts | None:
    """The parts of an AMS-style reference, or ``None`` when the text does not read as one.

    Args:
        text: the reference without emphasis and without the notes already taken off it.
        raw: the reference as written, its emphasis kept (an italic span sets the title apart).
        has_status: whether a status (``to appear``, ``submitted``) was taken off the text, so that what is left
            at its end names the venue the paper is bound for, or nothing.
    """
    text = text.strip()
    if _QUOTED_RE.search(text):
        return None  # AMS quotes no title: MLA, Chicago and IEEE do
    if (mathscinet := split_mathscinet(text)) is not None:
        return mathscinet  # MathSciNet inverts the names
    if _INVERTED_NAME_RE.match(text):
        return None  # AMS sets the initials before the surname: APA, LNCS and Vancouver do otherwise
    # after the reference: its co-authors, "(with B. Hart and C. Lee)", and a note, "(extended abstract)"
    after: list[str] = []
    while m := _AFTER_REFERENCE_RE.search(text):
        after.insert(0, m.group(1))
        text = text[: m.start()].rstrip()
    coauthors = next((a for a in after if _WITH_RE.fullmatch(f" ({a}) ")), None)
    # MR writes a journal numbered by year with its year bare: "Int. Math. Res. Not. IMRN 2018, no. 3, 801–830"
    text = _BARE_YEAR_RE.sub(r"\1 (\2), no.", text, count=1)
    text = _trailing_identifier(text)
    # (a status taken off the end leaves its comma: "Title (with A), arXiv:2403.11872, submitted.")
    closing = _closing(text) or (_closing(text.rstrip(" ,")) if has_status else None)
    if has_status and (closing is None or closing.kind is Kind.PREPRINT):
        closing = _bound_with_eprint(text, closing) if closing else _pending(text)
    if closing is None:
        return None
    head = text[: closing.start].strip(" ,") + (f" ({coauthors})" if coauthors else "")
    if re.search(r"\bet\s+al\b", head):
        return None  # AMS names every author: a list cut short is another style's
    found = _names_and_title(head, raw)
    if found is None:
        return None
    authors, title, subject_first = found
    if not closing.venue_text and authors and not any(_INITIAL_RE.search(a) for a in authors):
        return None  # "Ada Lovelace, Alan Turing arXiv preprint, in submission": nothing but commas to go by
    notes = (*closing.notes, *(a for a in after if a is not coauthors))
    if (inside := _CONTAINER_IN_TITLE_RE.search(title)) and len(title[: inside.start()].split()) >= 2:
        # "Title, in: Workshop Name, Oberwolfach Rep. 17 (2020)", "Title, lecture notes, School 2022, Series 30":
        # what the title was given in or as is a note of it
        notes = (*notes, title[inside.end() :].strip(" ,"))
        title = title[: inside.start()].rstrip(" ,")
    return AmsParts(authors, title, closing.venue_text, notes, closing.kind, subject_first)


# Where a title set before its reference ends and the meeting or book it was given in opens
_CONTAINER_IN_TITLE_RE = re.compile(
    r",\s+(?:in:\s+(?=[A-Z])|(?=(?:lecture notes|extended abstract|expository)\b))", re.I
)


def split_mathscinet(text: str) -> AmsParts | None:
    """MathSciNet's form of an AMS reference, or ``None``: the names inverted and parted by semicolons, the title
    and the closing sentences of their own (``Bryce, Allison; Halvorsen, Gideon M. Title. Ann. of Math. (2) 199
    (2024), no. 2, 511–586.``, ``Title. Series, 198. Publisher, Place, 2022. xii+412 pp.``).

    >>> found = split_mathscinet("Wu, Jianing; Lund, K. A. Sieves. Duke Math. J. 170 (2021), no. 4, 701–760.")
    >>> found.authors, found.title, found.venue_text
    (('Wu, Jianing', 'Lund, K. A.'), 'Sieves', 'Duke Math. J. (2021)')
    """
    for lead in _NAMES_END_RE.finditer(text):
        head, rest = text[: lead.start() + 1], text[lead.end() :]
        if _INITIAL_LEAD_RE.match(rest):
            continue  # "Lund, K. A.": the list goes on with the next initial
        if _YEAR_LEAD_RE.match(rest):
            return None  # "Lund, K. 2023. Title": an author-date style (ACM, Chicago), the year after the names
        if "," not in head:
            continue  # no inverted name yet ("Wu, J."), and each later head holds this one
        found = nm.split_names(head if re.search(r"\b[A-Z]\.$", head) else head[:-1])  # an initial keeps its period
        if found.is_truncated:
            return None  # MathSciNet names every author
        if found.names and (";" in head or len(found.names) == 1) and all(_is_inverted(n) for n in found.names):
            if len(found.names) == 1 and nm.list_reads_on(found.names[0], rest):
                return None
            return _title_and_closing(found.names, _BOOK_TAIL_RE.sub(".", rest))
    return None



_NAMES_END_RE = re.compile(r"\.\s+(?=[A-Z\d])")
_YEAR_LEAD_RE = re.compile(rf"\(?{_YEAR}[a-z]?\b")
_INITIAL_LEAD_RE = re.compile(r"[A-Z]\.(?:[\s,;]|$)")
# what MathSciNet sets after a book's imprint: its page count and ISBN ("2022. xii+412 pp. ISBN: 978-1-...")
_BOOK_TAIL_RE = re.compile(r"\.\s*(?:[ivxlc]+\+)?\d{1,4}\s*pp\.?(?:\s*ISBN:?\s*[\dX-]+\.?)?\s*$")
# a closing's own sentences, which AMS parts by commas: "Series, 198. Publisher", "Austin. 2003"
_CLOSING_SENTENCE_RE = re.compile(r"(?<=\d)\.\s+(?=[A-Z])|(?<=[a-z]{2})\.\s+(?=(?:19|20)\d\d\b)")


def _is_inverted(name: str) -> bool:
    return "," in name and nm.name_shape(name) in {"inverted", "surname"}


def _title_and_closing(names: tuple[str, ...], rest: str) -> AmsParts | None:
    """The title, then AMS's closing: the first sentence end where a closing starts is the title's end; else the
    first where one follows, what stands between them a note (``Title. Meeting (Town, 2019), Journal 16 (2019)``)."""
    later: AmsParts | None = None
    for end in re.finditer(r"\.\s+", rest):
        title = _clean_title(rest[: end.start()])
        tail = _CLOSING_SENTENCE_RE.sub(", ", rest[end.end() :])
        candidate = f"{rest[: end.start()]}, {tail}"
        closing = _closing(candidate)
        if closing is None or not title or _SENTENCE_END_RE.search(title):
            continue
        if closing.start == end.start():
            return AmsParts(names, title, closing.venue_text, closing.notes, closing.kind)
        between = candidate[end.start() : closing.start].strip(" ,")
        later = later or AmsParts(names, title, closing.venue_text, (*closing.notes, between), closing.kind)
    return later


def _closing(text: str) -> _Closing | None:
    """The closing that ends the text: a journal reference, a book's imprint, a preprint, a thesis."""
    return _journal_reference(text) or _imprint(text) or _preprint(text) or _thesis(text) or _lecture_notes(text)


def _journal_reference(text: str) -> _Closing | None:
    """``, Journal 12 (2019), no. 3, 45–67`` closing the text (the volume may have gone with its bold)."""
    m = _JOURNAL_REF_RE.search(text)
    if m is None or not _is_journal_name(m.group("journal")):
        return None
    journal, notes = _journal_name(m.group("journal"))
    notes += [f"volume {m.group('volume')}"] if m.group("volume") else []
    notes += [f"issue {m.group('issue')}"] if m.group("issue") else []
    for piece in filter(None, (p.strip() for p in re.split(r",|(?<![Nn]o\.)\s+(?=\d)", m.group("locators")))):
        notes.append(_locator_note(piece))
    notes += [f"article {m.group('article')}"] if m.group("article") else []  # after the year, no comma
    notes += [" ".join(m.group("arxiv").split())] if m.group("arxiv") else []
    doi = f" doi:{m.group('doi')}" if m.group("doi") else ""  # read off the venue text as the paper's DOI
    return _Closing(m.start(), f"{journal} ({m.group('year')}){doi}", tuple(notes), Kind.JOURNAL)


def is_journal_reference(text: str) -> bool:
    """Whether the text is a journal reference and nothing else, its journal abbreviated as MathSciNet does or
    written out (an eprint or DOI after it allowed).

    >>> is_journal_reference("Comm. Math. Phys. 365 (2019), 1–40."), is_journal_reference("Res. Lett. (2020)")
    (True, False)
    """
    closing = _journal_reference(_trailing_identifier(", " + text.strip()))
    if closing is None or closing.start != 0 or not closing.notes:
        return False  # a volume, issue or pages make it one: "Rev. Res. (2020)" may be a title's end and a year
    # "Sarah Oduya and Ben Sud. Combinatorica 42 (2022)": the end of an author list, then the journal
    journal = re.split(r"\s\d", text.strip(), maxsplit=1)[0]
    return len(nm.split_names(re.split(r"\.\s+(?=[A-Z])", journal, maxsplit=1)[0]).names) < 2


def _is_journal_name(text: str) -> bool:
    """A journal's name is a few words, with no colon or year of its own (a title's sentence before it has them)."""
    return (
        re.search(r"[A-Za-z]{2}", text) is not None
        and len(text.split()) <= 10
        and not re.search(r":|\d{4}", text)
        and not re.match(r"(?:Vol|Volume|No|pp)\b", text)  # "in Proc. X, Vol. 37 (2023)": a volume, not a journal
    )


def _journal_name(text: str) -> tuple[str, list[str]]:
    """A journal's name as MathSciNet abbreviates it, the number of its series kept (``Ann. of Math. (2)``:
    the series names the journal as much as its words do), and that number as a note."""
    text = text.strip()
    if s := _SERIES_RE.search(text):
        return text, [f"series {s.group(1)}"]
    return text, []


def _locator_note(piece: str) -> str:
    if m := _ISSUE_RE.fullmatch(piece):
        return f"issue {m.group(1)}"
    if m := _ARTICLE_RE.fullmatch(piece):
        return f"article {m.group(1)}"
    if piece.endswith(("pp.", "pp")):
        return f"length {piece}"
    return f"pages {_dashed(_PP_RE.sub('', piece))}"


def _dashed(pages: str) -> str:
    return re.sub(r"\s*[-–—]{1,2}\s*", "-", pages)


def _imprint(text: str) -> _Closing | None:
    """A book's ``, Publisher, Place, 2020`` closing the text: a monograph (its series before the imprint), or a
    chapter in a book (``in: Book, Ed. by A, Publisher, 2018, pp. 1–20``), whose book is the venue."""
    m = _IMPRINT_YEAR_RE.search(text)
    found = _publisher_and_place(text[: m.start()]) if m else None
    if m is None or found is None:
        return None
    start, publisher = found
    notes = [f"publisher {publisher}"]
    notes += [f"pages {_dashed(m.group('pages'))}"] if m.group("pages") else []
    before = text[:start]
    if s := _BOOK_SERIES_RE.search(before):
        notes.insert(0, f"series {s.group('series')} {s.group('number')}")
        before, start = before[: s.start()], s.start()
    chapter = _last_chapter_lead(before)
    if chapter is None:
        # a monograph: its publisher is its venue (the team's and the seeds' convention), the series a note
        series = tuple(n for n in notes if not n.startswith("publisher "))
        return _Closing(start, f"{publisher} ({m.group('year')})", series, Kind.BOOK)
    book = _EDITORS_RE.sub("", before[chapter.end() :]).strip(" ,")
    if p := _BOOK_PAGES_RE.search(book):
        notes.append(f"pages {_dashed(p.group(1))}")  # MathSciNet's "In: Book, 45–78, Series, 774, Publisher"
        book = book[: p.start()]
    if v := _BOOK_VOLUME_RE.search(book):
        notes.insert(0, f"volume {v.group(1)}")
        book = book[: v.start()]
    kind = venue_kind(book) or Kind.BOOK
    return _Closing(chapter.start(), f"{book} ({m.group('year')})", tuple(notes), kind)


def _publisher_and_place(text: str) -> tuple[int, str] | None:
    """Where the publisher's piece starts in text ending ``, Publisher[, Place]``, and the publisher."""
    cuts = [c.start() for c in re.finditer(r",\s+", text)]
    for places in range(3):
        if len(cuts) <= places:
            return None
        at = cuts[-1 - places]
        publisher, place = text[at:].strip(" ,").split(", ", 1)[0], text[at:].strip(" ,").split(", ")[1:]
        # AMS names the publisher before its town; "Leiden: Brill" is Chicago's or IEEE's imprint
        if _PUBLISHER_RE.search(publisher) and ":" not in publisher and _is_place_list(place):
            return at, publisher
    return None


def _is_place_list(pieces: list[str]) -> bool:
    """Whether the pieces between publisher and year name a place (``Providence, RI``, ``Cham``), or are none."""
    return all(is_city(p) or is_place(p) or _PLACE_WORDS_RE.fullmatch(p) for p in pieces)


def _last_chapter_lead(text: str) -> re.Match[str] | None:
    """The ``in`` (``in:``) after which a chapter's book is named, when one is."""
    leads = list(_CHAPTER_RE.finditer(text))
    # "In: Topics in Number Theory": a lead written out ("In:", ", In") comes before any "in" of the book's name
    marked = [lead for lead in leads if ":" in lead.group(0) or "In" in lead.group(0)]
    return (marked or leads)[-1] if leads else None


def _preprint(text: str) -> _Closing | None:
    """``, preprint, arXiv:2101.01234``, ``, arXiv:2101.01234``, ``, preprint (2021)`` closing the text."""
    m = _PREPRINT_RE.search(text)
    if m is None:
        return None
    arxiv = m.group("arxiv") or m.group("arxiv2")
    notes = (m.group("word").lower(),) if m.group("word") else ()
    year = m.group("year") or m.group("year2") or m.group("year3") or m.group("year4")
    venue = " ".join(arxiv.split()) if arxiv else ""
    return _Closing(m.start(), f"{venue} ({year})" if year else venue, notes, Kind.PREPRINT)


def _thesis(text: str) -> _Closing | None:
    """``, Ph.D. thesis, Loom State University, 2017`` closing the text: the institution is the venue."""
    m = _THESIS_RE.search(text)
    if m is None:
        return None
    school = m.group("school").strip()
    if ", " in school and _is_place_list(school.split(", ")[1:]):
        school = school.split(", ")[0]  # "Jagiellonian University, Kraków": the town is no part of the venue
    return _Closing(m.start(), f"{school} ({m.group('year')})", (m.group("what"),), Kind.THESIS)


# Notes of a course or a school closing the reference: ", Arizona Winter School 2019 lecture notes[, available at URL]"
_LECTURE_NOTES_RE = re.compile(
    r",\s+(?P<venue>[A-Z][^,]*?\blecture notes)(?:,\s*(?:available (?:at|from|on)\s+)?https?://\S+)?\s*\.?$", re.I
)


def _lecture_notes(text: str) -> _Closing | None:
    """``, Summer School 2019 lecture notes`` closing the text: the school's notes are the venue."""
    m = _LECTURE_NOTES_RE.search(text)
    return _Closing(m.start(), m.group("venue"), ("lecture notes",), Kind.OTHER) if m else None


def _pending(text: str) -> _Closing | None:
    """What a status leaves at the end: ``, in Duke Math. J.`` or ``, Duke Math. J.`` (the journal the paper is
    bound for: abbreviated words), or nothing at all."""
    m = _PENDING_RE.search(text)
    if m is None:
        return None
    venue = (m.group("venue") or "").strip()
    if venue and not (m.group("lead") or _is_abbreviated_name(venue)):
        # the status was the last piece ("Title, submitted."): nothing names a venue
        ends_bare = text.endswith(",") and not m.group("year")
        return _Closing(len(text) - 1, "", (), Kind.PREPRINT) if ends_bare else None
    year = m.group("year")
    if not venue:
        # "Title, submitted.": the status was the last piece; a bare year after a status says too little
        return _Closing(m.start(), "", (), Kind.PREPRINT) if text.endswith(",") and not year else None
    venue, notes = _journal_name(venue)
    return _Closing(m.start(), f"{venue} ({year})" if year else venue, tuple(notes), _bound_for(venue))


def with_final_period(venue: str | None, venue_text: str) -> str | None:
    """The venue with the period of its last abbreviation, which a venue closing the citation loses with the
    citation's own full stop (``Duke Math. J.``).

    >>> with_final_period("Duke Math. J", "Duke Math. J."), with_final_period("Acta Arith.", "Acta Arith. (2020)")
    ('Duke Math. J.', 'Acta Arith.')
    >>> with_final_period("ACS Catal", "ACS Catal. (2022)")
    'ACS Catal.'
    """
    if venue and _is_abbreviated_name(venue + ".") and venue_text.rstrip().endswith(venue + "."):
        return venue + "."
    # a journal reference's name before its year: the period after a short last word is its abbreviation's
    if venue and re.search(r"\s[A-Z][a-z]{0,5}$", venue) and re.match(rf"{re.escape(venue)}\.\s*\(", venue_text):
        return venue + "."
    return with_abbreviation_period(venue, venue_text)


def with_abbreviation_period(venue: str | None, venue_text: str) -> str | None:
    """The venue with its last abbreviation's period when a year and a comma, or a volume, follow it: ACS's
    ``ACS Catal. 2024, 14, 1123`` and ``ACS Catal. 14, 1123`` (NLM's ``JAMA Surg. 2020;155:1`` sets its names
    without periods: there the period parts the fields).

    >>> with_abbreviation_period("ACS Catal", "ACS Catal. 2022, 12, 1-9.")
    'ACS Catal.'
    >>> with_abbreviation_period("JAMA Surg", "JAMA Surg. 2020;155(3):1-9.")
    'JAMA Surg'
    """
    if not venue or not re.search(r"\s(?:[A-Z][a-z]{1,5}|[A-Z]{2,5})$", venue):
        return venue
    if "." in venue and venue_text.lstrip(" ,").startswith(f"{venue}.,"):
        return venue + "."  # "HARV. L. REV., vol. 135": an abbreviated name's period before a comma ends nothing
    after_name = rf"{re.escape(venue)}\.\s*(?:[*_]*(?:19|20)\d\d[*_]*\s*,|[*_]*\d{{1,4}}[*_]*\s*[,(])"
    return venue + "." if re.search(after_name, venue_text) else venue


def _bound_for(venue: str) -> Kind:
    """The kind of the venue a paper is bound for: a journal unless words name a meeting (a bracketed word in an
    abbreviated journal's name is its town or acronym, ``Ann. Inst. Fourier (Grenoble)``, no conference's)."""
    kind = venue_kind(venue)
    if kind is Kind.CONFERENCE and _is_abbreviated_name(venue) and not _MEETING_RE.search(venue):
        return Kind.JOURNAL
    return kind or Kind.JOURNAL


def _bound_with_eprint(text: str, eprint: _Closing) -> _Closing:
    """``Title, Comment. Math. Helv. (to appear), arXiv:2001.01234``: the journal the paper is bound for is its
    venue, the e-print a note; with no journal named the e-print stays the venue."""
    bound = _pending(text[: eprint.start] + ",")
    if bound is None or not bound.venue_text:
        return eprint
    return _Closing(bound.start, bound.venue_text, (*bound.notes, *eprint.notes, eprint.venue_text), bound.kind)


def _is_abbreviated_name(text: str) -> bool:
    """``Duke Math. J.``, ``Invent. Math.``, ``Anal. PDE``: a name of capitalised words, two of them or more
    abbreviated or one abbreviated beside an acronym."""
    words = text.split()
    abbreviated = len(_ABBREVIATED_WORD_RE.findall(text))
    acronyms = sum(1 for w in words if re.fullmatch(r"[A-Z]{2,6}", w))
    return abbreviated >= 1 and abbreviated + acronyms >= 2 and all(
        w[:1].isupper() or w in {"of", "and", "de", "für", "&"} or w.startswith("(") for w in words
    )


def _names_and_title(head: str, raw: str) -> tuple[tuple[str, ...], str, bool] | None:
    """The names leading the text and the title after them; a list without names is its subject's alone (with
    the co-authors of ``(with A)``): ``(names, title, subject_first)``."""
    with_names: tuple[str, ...] = ()
    if w := _WITH_RE.search(head):
        found = nm.split_names(w.group("names") or w.group("after"))
        if not (found.names and nm.all_names(found.names)):
            return None
        with_names, head = found.names, (head[: w.start()] + " " + head[w.end() :]).strip(" ,")
    names, title = _italic_title(head, raw) or _leading_names(head)
    if with_names or not names:
        if not _reads_as_title(head) or (not with_names and _names_open(head)):
            return None
        return with_names, _clean_title(head), True
    title = _clean_title(title)
    if _INITIAL_RE.search(title) and nm.name_shape(title) == "given":
        return None  # "Chidi Okafor, María L. Fernández, Xin Li. Title": a name, no title, before the venue
    return (names, title, False) if title and not _SENTENCE_END_RE.search(title) else None


def _italic_title(head: str, raw: str) -> tuple[tuple[str, ...], str] | None:
    """A title set in italics after the names: the names are what precedes it."""
    for m in ITALIC_SPAN_RE.finditer(raw):
        italic = (m.group(1) or m.group(2)).strip()
        at = head.find(italic)
        if at < 0 or italic.rstrip(".") in {"et al", "et al."}:
            continue
        before = head[:at].strip(" ,")
        if not before:
            return (), italic
        found = nm.split_names(before)
        if found.names and nm.all_names(found.names):
            return found.names, italic
        return None
    return None


def _leading_names(head: str) -> tuple[tuple[str, ...], str]:
    """``A. Author, B. Author, and C. Author, Title, with commas`` -> the names and the title: names run up to the
    piece that ``and`` opens or holds (a lone name needs none), all written given name first."""
    pieces = head.split(", ")
    names: list[str] = []
    for i, piece in enumerate(pieces[:-1]):
        found = nm.split_names(re.sub(r"^(?:and|&)\s+", "", piece))
        if not (found.names and nm.all_names(found.names) and all(nm.name_shape(n) == "given" for n in found.names)):
            break
        if names and not _INITIAL_RE.search(piece):
            break  # without "and", full names after the first may be the title's words ("Modular Forms")
        names.extend(found.names)
        if re.match(r"(?:and|&)\s", piece) or len(found.names) > 1:
            return tuple(names), ", ".join(pieces[i + 1 :])
    return tuple(names), ", ".join(pieces[len(names) :])


def _names_open(head: str) -> bool:
    """Whether names stand among the pieces of what would be a title alone: ``Ada Lovelace, Title`` names its
    authors, and so does a homepage's ``Title Ada Lovelace, Alan Turing`` (its title, then its names)."""
    pieces = head.split(", ")
    return len(pieces) > 1 and any(_is_name_piece(p) for p in pieces)


def _is_name_piece(piece: str) -> bool:
    found = nm.split_names(re.sub(r"^(?:and|&)\s+", "", piece))
    return bool(found.names) and nm.all_names(found.names)


def _reads_as_title(text: str) -> bool:
    """A subject's own paper names no one: its title is one phrase, no sentence ending inside it."""
    return bool(text) and _SENTENCE_END_RE.search(text) is None and len(text.split()) >= 2


def _clean_title(title: str) -> str:
    title = re.sub(r"\s+", " ", title).strip(" ,;:")
    return title[:-1] if title.endswith(".") and not title.endswith("..") else title
