"""A JSON Resume publication entry read: its authors (from :mod:`cvkg.extract.jsonresume_authors`), its kind (its
own ``type``, its summary, its venue's look, the key holding the venue, the list it is in) and its venue (the
``publisher``, or a key of the export's own when that names only the house, the book a summary cites, a series its
status names). Pure: no I/O.

Used by :mod:`cvkg.extract.jsonresume`, which finds the entries and their lines.

>>> listed_entry("Looms of the North (with A. Lee and B. Roy)")
{'name': 'Looms of the North', 'summary': 'with A. Lee and B. Roy'}
"""

from __future__ import annotations

import re
from typing import Any

from cvkg.extract import jsonresume_custom as custom
from cvkg.extract import notes as status_notes
from cvkg.extract import theses
from cvkg.extract.chapters import book_of_chapter
from cvkg.extract.citation_titles import split_translated_title
from cvkg.extract.citations import Citation, parse_citation
from cvkg.extract.jsonresume_authors import TYPE_SUMMARY_RE, WITH_COAUTHORS_RE, read_authors
from cvkg.extract.jsonresume_values import (
    URL_KEYS,
    date_text,
    field_text,
    first_text,
    plain_text,
    read_date,
)
from cvkg.extract.venue_fields import tidy_venue
from cvkg.extract.venues import is_journal_title, is_publisher, kind_from_heading, venue_kind
from cvkg.model import PartialDate, Publication, PublicationKind, SourceSpan

PUB_TITLE_KEYS = ("name", "title")
_PUB_VENUE = (
    "publisher", "journal", "venue", "booktitle", "conference", "book", "event", "meeting", "server", "repository",
)  # fmt: skip
PUB_DATE_KEYS = ("releaseDate", "date", "year", "issued")  # (CSL-JSON's "issued": {"date-parts": [[2021, 3]]})
_AWARD_NOTE_RE = re.compile(
    r"\b(?:best|outstanding|distinguished|honou?rable)\b[^.;]{0,40}\b(?:award|prize|paper|mention)\b", re.I
)


def read_publication(entry: dict[str, Any], subject: str, *, group: str, span: SourceSpan) -> Publication:
    """A publication entry of ``subject``'s resume; ``group`` is the words of the list it is in (``Journal
    Articles``, ``workingPapers``) unless that is the schema's ``publications``."""
    date = read_date(date_text(entry, *PUB_DATE_KEYS))
    raw_venue = _without_markup(_venue_text(entry))
    venue, venue_year, tag_kind, venue_notes = tidy_venue(raw_venue)
    venue = _CHAPTER_NOTE_RE.sub("", venue) if venue else venue  # "Methods in X (book chapter, vol. 12)"
    url = first_text(entry, *URL_KEYS)
    doi = field_text(entry, "doi") or (url.split("doi.org/", 1)[1] if url and "doi.org/" in url else None)
    summary = first_text(entry, "summary", "description", "abstract")
    notes = [n for key in ("award", "x-award", "note", "notes") if (n := field_text(entry, key))]
    if summary and not notes:
        notes = [m.group().strip() for m in _AWARD_NOTE_RE.finditer(summary)]
    year = date.year if isinstance(date, PartialDate) else venue_year
    pending = _pending_clauses(summary, field_text(entry, "status"))
    # "with A; R&R at Econometrica": the journal still deciding is where the paper is, as in a citation
    if not venue:
        venue = raw_venue = _series(field_text(entry, "status")) or status_notes.pending_journal(pending)
    notes += [n for n in pending if n not in notes]
    stated_kind = custom.stated_kind(first_text(entry, *custom.PUB_TYPE_KEYS))
    # the group a hand-grouped list put it in ("Journal Articles"), or the resume's own list ("workingPapers"),
    # when its venue does not say
    group_kind = custom.stated_kind(group) or kind_from_heading(group)
    if venue and year:  # "arXiv 2021", "ICLL '21": the year is the publication's, not the venue's
        venue = re.sub(rf"\s*(?:{year}|'{year % 100:02d})$", "", venue) or venue
    title = (_without_markup(first_text(entry, *PUB_TITLE_KEYS)) or "").rstrip(".")
    title, _, is_thesis = theses.take_description(title, "")  # "Title (Doctoral dissertation)"
    is_poster = bool(_POSTER_MARK_RE.search(title))
    title = _POSTER_MARK_RE.sub("", title) if is_poster else title
    title, english = split_translated_title(title)  # "Tiché hlasy [Quiet Voices]": the English a note
    notes += [f"English title: {english}"] if english else []
    cited = _whole_citation(title)  # a builder that put the whole citation in "name"
    # with no venue of its own, the citation's venue and kind stand (a thesis's institution)
    cited_kind = cited.kind if cited and not raw_venue else None
    edited = None
    if chapter_in := _CHAPTER_IN_RE.match(plain_text(summary or "")):
        # "Book chapter in: Book (2nd ed.), House.": the book is the venue, whatever "publisher" holds (a series)
        venue = raw_venue = chapter_in.group("book").strip()
        edited = PublicationKind.BOOK
    elif (book := _summary_book(summary, venue)) != venue:
        venue, raw_venue = book, book  # the summary's proceedings or book: its kind is theirs
        # a book its editors edited ("In Book; Lee, R., Ed.; House"), not proceedings
        is_edited = _EDITORS_NAMED_RE.search(summary or "")
        edited = PublicationKind.BOOK if is_edited else None
    kind = (
        tag_kind
        or stated_kind
        # a list of the resume's own of one kind ("translations", "posters"), whatever the venue looks like
        or (group_kind if _ONE_KIND_GROUP_RE.fullmatch(group.strip()) else None)
        or (PublicationKind.THESIS if is_thesis else None)
        or (PublicationKind.POSTER if is_poster else None)
        or _summary_kind(summary, venue)
        or (PublicationKind.PREPRINT if pending or status_notes.is_pending(list(venue_notes)) else None)
        or edited
        or _host_kind(venue)
        or venue_kind(raw_venue)
        # a summary naming a report, where the venue is no proceedings ("Research report" at a meeting is its paper)
        or (PublicationKind.OTHER if summary and _REPORT_SUMMARY_RE.match(plain_text(summary)) else None)
        or _keyed_kind(entry, raw_venue, summary)
        or group_kind
        or cited_kind
        or _bare_kind(venue)
    )
    return Publication(
        authors=read_authors(entry, summary, subject, cited),
        title=cited.title if cited else title,
        span=span,
        # a whole citation in "name" says where, as written; "publisher" is the export's reading of it
        venue=_with_field_period(custom.bare_venue((cited.venue if cited else None) or venue, kind), raw_venue),
        year=year or (cited.year if cited else None),
        kind=kind,
        notes=(*notes, *venue_notes),
        doi=doi,
        url=url,
    )


def _without_markup(text: str | None) -> str | None:
    """A field's text without the HTML that exports copy from Crossref and CSL processors: ``<i>C. elegans</i>``,
    ``14<sup>th</sup>``."""
    return plain_text(text) if text and _TAG_RE.search(text) else text


_TAG_RE = re.compile(r"</?(?:i|b|em|strong|sup|sub|span|u|scp|sc)\b[^<>]*>", re.I)


def _with_field_period(venue: str | None, field: str | None) -> str | None:
    """A field's ``ACS Catal.``, ``Dalton Trans.`` keep their last abbreviation's period: a field ends with no
    citation's full stop."""
    # (a longer last word when the name abbreviates others: "J. Econ. Entomol.", "Agric. Ecosyst. Environ.")
    short = re.search(r"\b[A-Z][a-z]{0,5}$", venue or "") or re.search(r"\.\s.*\b[A-Z][a-z]{0,9}$", venue or "")
    if venue and field and field.strip().endswith(f"{venue}.") and short:
        return f"{venue}."
    return venue


def listed_entry(text: str) -> dict[str, Any]:
    """A string of a publication list as an entry: a whole citation is its ``name`` (read as a builder's
    citation is); a title with its co-authors after it (``Title (with A and B)``) gives those as its summary."""
    m = WITH_COAUTHORS_RE.search(text)
    if m and m.start() > 0 and text[m.start()] == "(" and text.endswith(")"):
        return {"name": text[: m.start()].strip(), "summary": text[m.start() + 1 : -1]}
    return {"name": text}


# Where data and code are deposited, not papers published
_DATA_HOST_RE = re.compile(
    r"^(?:Zenodo|Figshare|Dryad|(?:Harvard )?Dataverse|Mendeley Data|PANGAEA|Software Heritage"
    r"|GitHub|GitLab|Bitbucket|Codeberg|CRAN|PyPI|Bioconductor|npm|Docker Hub|Hugging Face)(?:\.(?:com|org|io))?$",
    re.I,
)
# A summary that opens by saying the item is no paper: "Dataset. Gridded daily ...", "Software: ..."
_NOT_PAPER_SUMMARY_RE = re.compile(r"^(?:data ?sets?|data|software|code|source code|blog post)\s*[.:;]", re.I)
_SUMMARY_TYPES = {
    "thesis": PublicationKind.THESIS,
    "poster": PublicationKind.POSTER,
    "journal": PublicationKind.JOURNAL,
    "book": PublicationKind.BOOK,
}
# A summary that marks the item a review, alone or as its last sentence ("Review", "... 33(11):945-959. Review.")
_REVIEW_SUMMARY_RE = re.compile(r"(?:^|(?<=[.;]\s))(?:invited\s+|mini-?\s?)?review(?:\s+article)?\s*\.?\s*$", re.I)
# A summary that opens by naming the item a report: "Final project report SIM 17-05-02.", "Technical report, ..."
# (not "We report ...": the words before it say what report it is)
_REPORT_SUMMARY_RE = re.compile(
    r"^(?:(?:final|technical|project|research|annual|interim|policy|consultancy|commissioned|white|internal"
    r"|scientific|progress|evaluation)\s+){1,2}report\b|^report\s*[.:,;]",
    re.I,
)
# A poster marked after the title: "Title (poster)", "Title [Poster]"
_POSTER_MARK_RE = re.compile(r"\s*[(\[]\s*poster(?:\s+presentation)?\s*[)\]]\s*$", re.I)
# A summary that names the item a thesis as it describes it: "This thesis examines ..."
_THIS_THESIS_RE = re.compile(r"^(?:this|my|in this|the present)\s+(?:(?:doctoral|ph\.?\s?d\.?|master'?s)\s+)?"
                             r"(?:thesis|dissertation)\b", re.I)
# A summary that says what the item is, not what it is about: "PhD thesis, Leiden University"
_THESIS_SUMMARY_RE = re.compile(
    r"^(?:Ph\.?\s?D\.?|doctoral|master'?s|M\.?Sc\.?|M\.?A\.?|B\.?Sc\.?)?\s*(?:thesis|dissertation)\b", re.I
)
# A summary saying the paper is still with a journal: "under review at X", "submitted to X", "revise and resubmit"
_PENDING_SUMMARY_RE = re.compile(r"\b(?:under review|in review|submitted to|revise (?:and|&) resubmit)\b", re.I)


def _bare_kind(venue: str | None) -> PublicationKind:
    """A ``publisher`` with no cue word: a title-case name is a journal's (``Demography``), a data repository's
    is no publication's."""
    if venue and _DATA_HOST_RE.match(venue.strip()):
        return PublicationKind.OTHER
    if venue and re.match(r"(?:Proc\.|Proceedings\b)", venue.strip()):
        return PublicationKind.CONFERENCE  # "Proc. SPIE 12991, Ultrafast Phenomena XXVIII"
    return PublicationKind.JOURNAL if is_journal_title(venue) else PublicationKind.OTHER


# A list of the resume's own that holds one kind alone: "posters", "bookChapters", "translations", "software"
_ONE_KIND_GROUP_RE = re.compile(
    r"(?:(?:book\s+)?chapters?(?:\s+in\s+(?:edited\s+)?(?:books?|volumes?))?|posters?(?:\s+presentations?)?"
    r"|translations?|software|data\s*sets?|(?:technical\s+)?reports?)",
    re.I,
)


def _host_kind(venue: str | None) -> PublicationKind | None:
    """A code or data repository as the venue (``GitHub``, ``Zenodo``): software or data, no paper; its name may
    look like a meeting's acronym."""
    return PublicationKind.OTHER if venue and _DATA_HOST_RE.match(venue.strip()) else None


def _summary_kind(summary: str | None, venue: str | None) -> PublicationKind | None:
    """The kind a summary shows: a thesis it names, or a journal it cites with a volume and a page (ApJ's "2024,
    ApJ, 968, 55"), which an acronym like ``MNRAS`` would not tell from a conference's."""
    if not summary:
        return None
    summary = plain_text(summary)
    if _THESIS_SUMMARY_RE.match(summary) or _THIS_THESIS_RE.match(summary):
        return PublicationKind.THESIS
    if _NOT_PAPER_SUMMARY_RE.match(summary) or _REVIEW_SUMMARY_RE.search(summary):
        return PublicationKind.OTHER
    if m := TYPE_SUMMARY_RE.match(summary):
        return next(kind for key, kind in _SUMMARY_TYPES.items() if m.group(key))
    if _PENDING_SUMMARY_RE.search(summary):
        return PublicationKind.PREPRINT  # "..., under review at Environment and Urbanization."
    if venue and re.search(rf"(?<!\w){re.escape(venue)},?\s+\d{{1,4}},\s*[A-Z]?\d{{1,6}}\b", summary):
        return PublicationKind.JOURNAL
    return None


def _keyed_kind(entry: dict[str, Any], venue: str | None, summary: str | None) -> PublicationKind | None:
    """The kind the key holding the venue names (``"journal": "Adv. Funct. Mater."``), or a summary that only
    names the item's type (``"Practitioner article."``)."""
    for key, kind in (("journal", PublicationKind.JOURNAL), ("conference", PublicationKind.CONFERENCE)):
        if venue and field_text(entry, key) == venue:
            return kind
    if summary and len(summary.split()) <= 3:
        return custom.stated_kind(summary)
    return None


# A publisher that published the paper without being where it appeared: a society or a platform, a patent office
_HOUSE_RE = re.compile(
    r"^(?:Association for Computational Linguistics|(?:[\w.]+ )*Patent(?: and Trademark)? Office"
    r"|(?:arXiv|bioRxiv|medRxiv|SSRN|OpenReview|Zenodo)(?:\.(?:org|net))?"
    r"|(?:The )?(?:Royal|American|European|British|German|Chinese|Japanese|Canadian) (?:\w+ )?Society"
    r"(?: (?:of|for) [\w ]+)?"
    r"|Society for Industrial and Applied Mathematics)$",
    re.I,
)


def _is_house(publisher: str) -> bool:
    """Whether a ``publisher`` value names who published, not the journal or the proceedings (``IEEE``)."""
    return is_publisher(publisher) or _HOUSE_RE.match(publisher.strip()) is not None


def _venue_text(entry: dict[str, Any]) -> str | None:
    """The venue an entry names: its ``publisher``, unless that names only the house and a key of the export's
    own (``venue``, ``journal``) says where ("IEEE" beside "2020 IEEE International Conference on Big Data",
    "arXiv" beside "arXiv:2411.09921")."""
    # (CSL-JSON's "container-title": the journal, proceedings or book, its "publisher" the house)
    containers = ("in", "inBook", "container", "container-title", "work", "book", "bookTitle", "booktitle")
    if book := first_text(entry, *containers):
        return book  # a chapter's book, an entry's reference work: {"in": "Handbook of X", "publisher": "Metzler"}
    publisher, named = field_text(entry, "publisher"), first_text(entry, *_PUB_VENUE[1:])
    if publisher and named and (_is_house(publisher) or publisher.lower() in named.lower()):
        return named
    return first_text(entry, *_PUB_VENUE)


def _clauses(*texts: str | None) -> list[str]:
    """The clauses of a summary or a status, parted by semicolons and sentence ends (not an initial's period)."""
    parts = (re.split(r";\s*|(?<![A-Z])\.\s+(?=[A-Z])", plain_text(t or "").rstrip(".")) for t in texts)
    return [c.strip() for found in parts for c in found if c.strip()]


def _pending_clauses(summary: str | None, status: str | None) -> list[str]:
    """The clauses of a summary, or the ``status``, that say the paper is not out yet: ``R&R at Econometrica``,
    ``Submitted``."""
    return [c for c in _clauses(summary, status) if status_notes.is_pending([c])]


def _series(status: str | None) -> str | None:
    """The numbered series a working paper's ``status`` names (``IZA Discussion Paper 16502; submitted``), which is
    where it appeared, as a citation's series is."""
    numbered = (c for c in _clauses(status) if re.search(r"\d", c))
    return next((c for c in numbered if venue_kind(c) is PublicationKind.PREPRINT), None)


def _summary_book(summary: str | None, venue: str | None) -> str | None:
    """The venue, or the book a summary's citation puts the paper in when ``publisher`` names only the book's
    publisher (Harvard's "'Title', in A and B (eds) Book. London: Routledge, pp. 1-9." with "Routledge"), or
    the proceedings when it names only the house (APA's "In Proceedings of X (pp. 1-9). Association for
    Computational Linguistics." with "Association for Computational Linguistics")."""
    is_house = bool(venue) and _is_house(venue or "")
    editors = bool(summary) and _EDITORS_NAMED_RE.search(summary or "") is not None
    if not (summary and venue) or not (is_house or editors):
        return venue
    # a summary of the names and the book alone, the title in "name": "A, B. In: Lee R, editor. Book. Series."
    lead_in = re.search(r"(?:^|[.,;]\s+)(?=In:?\s)", summary) if editors else None
    if lead_in and (in_book := book_of_chapter(summary[lead_in.end() :])) and not _is_house(in_book):
        return in_book  # (not the house alone: "In: Lee, R. (eds.). Routledge.")
    found = parse_citation([summary])
    book = found.venue if found and (is_house or found.kind is PublicationKind.BOOK) else None
    # ACS: "In Strategies in Synthesis; Lee, R., Ed.; Wiley-VCH: Weinheim, 2021": the book, its editors, its house
    acs = re.search(r"\bIn:?\s+(?P<book>[^;]{4,}?);\s*[^;]*\bEds?\.;\s*(?P<house>[^;:]+)", summary)
    if acs and venue.strip() == acs.group("house").strip():
        return acs.group("book").strip()
    if book and book != venue and (venue in summary[summary.find(book) + len(book) :] or (not is_house and editors)):
        return book  # (the "publisher" a house or a series after the book, or anything else beside a chapter's book)
    return venue


# The note after a venue that the item is a chapter in it: "Methods in X (book chapter, vol. 12)"
_CHAPTER_NOTE_RE = re.compile(r"\s*\((?:book\s+)?chapter\b[^()]*\)\s*$", re.I)
# A summary that opens by naming the chapter's book: "Book chapter in: Book (2nd ed.), House.", "Chapter in Book."
_CHAPTER_IN_RE = re.compile(r"^\s*(?:book\s+)?chapter\s+in:?\s+(?P<book>[^.,;()]{4,}?)\s*(?=[.,;(]|$)", re.I)
# A summary's citation that names the book's editors: "In: Lee R, editor. Book.", "(eds)", "edited by"
_EDITORS_NAMED_RE = re.compile(r"\(eds?\.?\)|\beds?\.|\bedited by\b|,\s+editors?\.", re.I)


def _whole_citation(name: str) -> Citation | None:
    """A publication's ``name`` that is a whole citation (``Lee, S., & Kim, J. (2023). Title. Journal, 4(2).``):
    its parts, when it names authors and a year before a title; else ``None``."""
    dated = re.search(r"(?:19|20)\d\d", name)
    pending = re.search(r"\((?:revise (?:and|&) resubmit|r&r|under review|in review|in press|forthcoming)\)", name,
                        re.I)
    if len(name.split()) < 6 or not (dated or pending):
        return None  # "Lee, A. (revise & resubmit). Title. Journal.": a status stands for the date
    cited = parse_citation([name])
    if cited is None or not cited.authors or not name.startswith(cited.authors[0][:3]):
        return None
    if cited.year is None and not pending:
        return None
    return cited if len(cited.title) < len(name) - 10 else None
