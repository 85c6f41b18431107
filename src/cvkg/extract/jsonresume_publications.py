"""A JSON Resume publication entry read: its authors (an export's own key, a whole citation in its ``name``, an
author list in its summary, else the subject and the co-authors it names), its kind (its own ``type``, its
summary, its venue's look, the key holding the venue, the list it is in) and its venue (the ``publisher``, or a
key of the export's own when that names only the house, the book a summary cites, a series its status names).
Pure: no I/O.

Used by :mod:`cvkg.extract.jsonresume`, which finds the entries and their lines.

>>> listed_entry("Looms of the North (with A. Lee and B. Roy)")
{'name': 'Looms of the North', 'summary': 'with A. Lee and B. Roy'}
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from typing import Any

from cvkg.convert.latex import inline_text
from cvkg.extract import jsonresume_custom as custom
from cvkg.extract import names as nm
from cvkg.extract import notes as status_notes
from cvkg.extract import theses
from cvkg.extract.chapters import book_of_chapter
from cvkg.extract.citation_authors import split_author_prefix
from cvkg.extract.citation_titles import split_translated_title
from cvkg.extract.citations import Citation, parse_citation
from cvkg.extract.jsonresume_values import (
    AFFILIATION_RE,
    URL_KEYS,
    date_text,
    field_text,
    first_text,
    name_list,
    plain_text,
    read_date,
    without_closing_period,
)
from cvkg.extract.venue_fields import tidy_venue
from cvkg.extract.venues import is_journal_title, is_publisher, kind_from_heading, venue_kind
from cvkg.model import PartialDate, Publication, PublicationKind, SourceSpan

PUB_TITLE_KEYS = ("name", "title")
_PUB_VENUE = (
    "publisher", "journal", "venue", "booktitle", "conference", "book", "event", "meeting", "server", "repository",
)  # fmt: skip
PUB_DATE_KEYS = ("releaseDate", "date", "year", "issued")  # (CSL-JSON's "issued": {"date-parts": [[2021, 3]]})
# Where exports put a publication's authors, and its co-authors alone (the subject implied first)
_PUB_AUTHORS = (
    "authors", "author", "authorList", "authorship", "contributors", "inventors", "x-authors", "creators", "byline",
    "by",
)  # fmt: skip
# Who presented a poster or a paper: its authors where the entry names no others
_PUB_PRESENTERS = ("presenter", "presenters", "presentedBy", "presented_by")
# ... and any other spelling of such a key: "authorString", "author_names", "authorsList", "x-creators", "names"
_AUTHOR_KEY_RE = re.compile(
    r"(?:x[-_])?(?:(?:author|contributor|creator|inventor)s?(?:[-_ ]?(?:list|string|names?|line))?|byline|names)",
    re.I,
)
_PUB_COAUTHORS = (
    "coauthors", "co_authors", "co-authors", "coAuthors", "x-coauthors", "with", "coeditor", "coeditors", "coEditors",
)  # fmt: skip
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
        authors=_authors(entry, summary, subject, cited),
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
    m = _WITH_COAUTHORS_RE.search(text)
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
# A summary whose first words name the item's type, in English or another language: "Artículo. Autores: ...",
# "Póster (resumen publicado en actas).", "Tesis doctoral.", "Practitioner article."
_TYPE_SUMMARY_RE = re.compile(
    r"^(?:(?P<thesis>tesis|tese|th[eè]se|tesi)(?:\s+\w+)?"
    r"|(?P<poster>p[óo]ster|poster)(?:\s+\w+)?(?:\s+(?:at|in)\s+[^.;:]+)?"  # "Poster at the X Conference."
    r"|(?:\w+\s+)?(?P<journal>art[íi]culo|artigo|articolo|article)(?:\s+(?:de|da|di)\s+\w+)?"
    r"|(?P<book>(?:book\s+)?chapter|book|monograph|cap[íi]tulo(?:\s+de\s+libro)?|chapitre(?:\s+d'ouvrage)?))"
    r"\s*(?:[.:;,(]|$)",
    re.I,
)
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
    if m := _TYPE_SUMMARY_RE.match(summary):
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


_COAUTHORS_LABEL_RE = re.compile(
    r"(?:^|(?<=[.;])\s+)\s*(?:(?:other|all)\s+)?(?:co-?authors?|contributors?|other authors?)\s*:\s*", re.I
)
# The co-authors a summary names, the subject implied first: "with A and B", "Co-authored with A.", "(joint with A)",
# "Forthcoming. Joint with A.", "Book chapter, with A."
_WITH_COAUTHORS_RE = re.compile(
    r"(?:^|\(|(?<=[.;,]\s)|(?<=[^\w\s]\s)|\bpublished\s+(?=with\b))\s*(?:(?:co-?)?authored\s+|written\s+|joint(?:ly)?\s+(?:work\s+)?)?"
    r"with\s+(?:(?:my\s+)?co-?authors?\s+)?(?P<names>[^;()]+)",
    re.I,
)


def _authors(entry: dict[str, Any], summary: str | None, subject: str, cited: Citation | None) -> tuple[str, ...]:
    """A publication's authors: an export's own key, the whole citation in its ``name``, an author list in its
    summary or a highlight, else the subject and the co-authors the entry names."""
    if named := listed_authors(entry):
        # a researcher often lists themself alone as the contributor while the citation beside names every author
        fuller = bibtex_authors(entry) or formatted_authors(entry)
        return fuller if _is_fuller(fuller, named) else custom.as_subject(named, subject)
    if cited and cited.authors:
        return cited.authors
    if bibtex := bibtex_authors(entry):
        return bibtex
    texts = [summary or "", *(h for h in entry.get("highlights") or () if isinstance(h, str))]
    # a formatted citation beside the fields ("citation": "Smith J, Ruiz AM. Title. J. 2021;4:1-9.")
    texts += [c for key in custom.CITATION_KEYS if (c := _citation_text(entry.get(key)))]
    if listed := next((found for text in texts if (found := custom.with_me(text, subject))), ()):
        return listed  # "Smith J, Me, Doe A"
    if listed := next((found for text in texts if (found := _summary_authors(text, subject))), ()):
        return listed
    if not entry.get("in") and _names_surname(editors := name_list(entry.get("editors")), subject):
        return editors  # an edited volume's editors, the subject among them (a chapter's "editors" edit its book)
    if presenters := next((found for key in _PUB_PRESENTERS if (found := name_list(entry.get(key)))), ()):
        return custom.as_subject(presenters, subject)  # a poster that names its presenter alone
    coauthors = next((found for key in _PUB_COAUTHORS if (found := name_list(entry.get(key)))), ())
    coauthors = coauthors or next((found for text in texts if (found := _coauthors(text))), ())
    # "with Frawley T, Mulvey C (joint first), Bianchi G": a "with" list that names the subject is the whole list
    return coauthors if _names_surname(coauthors, subject) else (subject, *coauthors)




def listed_authors(entry: dict[str, Any]) -> tuple[str, ...]:
    """The authors an entry lists under a key of an export's own (``authors``, ``author``, ``contributors``...)."""
    keys = (*_PUB_AUTHORS, *(f"x-{k}" for k in _PUB_AUTHORS if not k.startswith("x-")))  # "x-contributors"
    keys = (*keys, *(k for k in entry if k not in keys and _AUTHOR_KEY_RE.fullmatch(k)))
    return next((found for key in keys if (found := name_list(_without_legend(entry.get(key))))), ())


def listed_subject(entries: list[dict[str, Any]]) -> str | None:
    """Whose publications a list that names nobody is: the one person every entry's author list names (two lists
    at least), as the lists spell them most often (``Pernet C`` among ``Ozenne B, Pernet C``, ``Pernet C, Blair
    R``); ``None`` when no one, or more than one, is in every list.

    >>> listed_subject([{"authors": ["Ozenne B", "Pernet C"]}, {"authors": "Cyril Pernet, Blair R"},
    ...                 {"authors": ["Pernet C"]}])
    'Pernet C'
    """
    lists = [found for e in entries if (found := listed_authors(e))]
    if len(lists) < 2:
        return None
    common = set.intersection(*({k for n in names if (k := _person_key(n))} for names in lists))
    if len(common) != 1:
        return None
    spellings = Counter(n for names in lists for n in names if _person_key(n) in common)
    return max(spellings, key=lambda n: (spellings[n], len(n)))


def _person_key(name: str) -> tuple[str, str] | None:
    """A name's surname and first initial, folded (``Díaz-de-María, F.`` and ``F. Diaz-De-Maria`` are one)."""
    folded, shape = _ascii_letters(name).lower(), nm.name_shape(name)
    if shape in ("surname", "inverted") and "," in folded:
        surname, _, given = folded.partition(",")  # "Díaz-de-María, F.", "van den Berg, Jan"
    elif shape == "surname":  # "van den Berg P", "Pernet CR", "Vell A. B.": the initials last
        words, given = name.split(), ""
        while len(words) > 1 and (nm.is_initial(words[-1]) or not given):
            given = words.pop()  # (the last word at least: Vancouver's "REK")
        surname, given = _ascii_letters(" ".join(words)).lower(), given.lower()
    elif shape == "given":
        given, _, surname = folded.rpartition(" ")
    else:
        return None
    initial = re.search(r"[a-z]", given)
    return (surname.split()[-1], initial.group()) if initial and surname.split() else None


def _is_fuller(cited: tuple[str, ...], named: tuple[str, ...]) -> bool:
    """Whether a citation's authors are more than the names an entry lists, every one of these among them."""
    words = {w for name in cited for w in re.findall(r"\w{2,}", name.lower())}
    return len(cited) > len(named) and all(words & set(re.findall(r"\w{2,}", n.lower())) for n in named)


def _without_legend(value: object) -> object:
    """An author string without the legend of its marks: "A*, B* (*equal contribution)"."""
    return _MARKS_NOTE_RE.sub("", value) if isinstance(value, str) else value


def bibtex_records(entry: dict[str, Any]) -> list[str]:
    """The BibTeX records an ORCID export attaches (``"citation": {"type": "bibtex", "value": ...}``; ORCID's API:
    ``{"citation-type": "bibtex", "citation-value": ...}``)."""
    texts = (_citation_value(entry.get(key)) for key in ("citation", "x-citation", "bibtex", "x-bibtex"))
    return [text for text in texts if isinstance(text, str) and text.lstrip().startswith("@")]


def bibtex_field(record: str, key: str) -> str | None:
    """A field of a BibTeX record as one line, without its braces or quotes.

    >>> bibtex_field('@book{k,\\n author={Paz, Marisol and Roy, Ana},\\n publisher={Wiley}\\n}', "publisher")
    'Wiley'
    """
    # the value runs to the brace or quote before the next field, or before the record's closing brace
    found = re.search(rf"\b{key}\s*=\s*[{{\"](.+?)[}}\"]\s*,?\s*(?:\n|\w+\s*=|}}\s*$)", record, re.I | re.S)
    return " ".join(found.group(1).split()) if found else None


def bibtex_authors(entry: dict[str, Any]) -> tuple[str, ...]:
    """The authors of the BibTeX record an export attaches, as it writes them: ``Paz, Marisol and Glymour,
    Theodora M.`` (Crossref's BibTeX today), ``Marisol Paz and Theodora M. Glymour`` (as it was), one author alone.

    >>> bibtex_authors({"citation": "@article{k,\\n author = {Marisol Paz and Theodora M. Glymour}\\n}"})
    ('Marisol Paz', 'Theodora M. Glymour')
    """
    for record in bibtex_records(entry):
        field = bibtex_field(record, "author")
        if field and "\\" in field:
            field = " ".join(inline_text(field).split())  # LaTeX's accents: "M{\\"u}ller" is Müller
        if found := nm.bibtex_names(field or ""):
            return found.names
        parts = [p for p in re.split(r"\s+and\s+", field or "") if p.strip() and p.strip().lower() != "others"]
        shapes = {nm.name_shape(p) for p in parts}
        if parts and (shapes == {"given"} or (len(parts) == 1 and shapes == {"inverted"})):
            return tuple(nm.clean_name(p) for p in parts)
    return ()


def formatted_authors(entry: dict[str, Any]) -> tuple[str, ...]:
    """The authors that open the formatted citation an export attaches (ORCID's ``formatted-apa``,
    ``formatted-vancouver``...: ``Smith, J., & Lee, C. (2022). Title...``), as it writes them."""
    texts = (_citation_text(entry.get(key)) for key in custom.CITATION_KEYS)
    found = (split_author_prefix(text.strip()) for text in texts if text)
    return next((without_closing_period(names.names) for names, _ in filter(None, found) if names.names), ())


def _citation_text(value: object) -> str | None:
    """A formatted citation an export keeps beside the fields, as a string or ``{"type": ..., "value": ...}``; not
    a BibTeX record (read apart)."""
    text = _citation_value(value)
    return text if isinstance(text, str) and text.strip() and not text.lstrip().startswith("@") else None


def _citation_value(value: object) -> object:
    """A citation field's text: the string itself, or its object's ``value`` (ORCID's API: ``citation-value``,
    beside its ``citation-type``, "bibtex" or "formatted-apa")."""
    if isinstance(value, dict):
        return next((value.get(k) for k in ("value", "citation-value") if k in value), None)
    return value


def _coauthors(summary: str | None) -> tuple[str, ...]:
    """The co-authors a publication's summary names after "with", if all of it reads as names."""
    if not summary:
        return ()
    summary = AFFILIATION_RE.sub("", _PLACE_MARK_RE.sub("", summary))  # "with A. Smith (CMU) and B. Jones (MIT)"
    summary = re.sub(r"\b(?:Dr|Prof|Profs|Drs)\.?\s+(?=[A-Z])", "", summary)  # "with Dr. A and Prof. B"
    if m := _COAUTHORS_LABEL_RE.search(summary):
        summary = "with " + summary[m.end() :].replace(";", ",")  # "Coauthors: A; B"
    if (m := _WITH_COAUTHORS_RE.search(summary)) is None:
        return ()
    listed = m.group("names").strip()
    first = re.split(r"(?<![A-Z])\.\s+", listed, maxsplit=1)[0]  # "A. Bo and C. Di. Vol. 115(4), pp. 1-9."
    if first != listed and (names := nm.split_names(first).names) and nm.all_names(names):
        return without_closing_period(names)
    if found := split_author_prefix(listed):  # the names, then maybe more sentences
        return without_closing_period(found[0].names)
    names = nm.split_names(re.sub(r"(?<![A-Z])\.$", "", listed)).names
    return without_closing_period(names) if names and nm.all_names(names) else ()


# "Authors: A, B.", also as a later sentence ("Journal article. Authors: ...") and in other languages ("Autores:")
_AUTHORS_LABEL_RE = re.compile(
    r"(?:^|[.;]\s+)(?:(?:other|all|full)\s+)?(?:co-?)?(?:authors?|contributors?|autor(?:es|as)?|auteurs?|autori|autoren)"
    r"(?:\s+list)?(?:\s*\([^()]{1,20}\))?\s*:\s*",  # "Authors (in order):", "Author list:", "Other authors:"
    re.I,
)
# What the summary says of the subject's place among the authors, before the list: "Second author. A, B, C."
_AUTHOR_PLACE_RE = re.compile(
    r"^\s*(?:first|second|third|fourth|fifth|last|senior|lead|corresponding|co-?first|joint first)\s+author\s*[.;:]\s*",
    re.I,
)
_PLACE_MARK_RE = re.compile(
    r"\s*\((?:(?:first|last|senior|lead|corresponding|co-?first|joint first)(?:\s+authors?)?|equal contribution"
    r"|me|myself|self)\)",
    re.I,
)
# A group the authors wrote for, after their names: "A, B, C; on behalf of the RN4CAST Consortium."
_ON_BEHALF_RE = re.compile(
    r"[;,]?\s*\b(?:on behalf of|for the)\s+[^.;]*\b(?:group|consortium|investigators|collaborat\w+|network|study"
    r"|team)\b",
    re.I,
)
# "Ruiz, D. y Ortega, M.": "and" in the summary's language, between two names
_OTHER_AND_RE = re.compile(r"(?<=\.)\s+(?:y|e|und|et|i)\s+(?=[A-ZÀ-Þ])")
# The note that explains the marks after names: "(* equal contribution)", "(co-first authors)"
_MARKS_NOTE_RE = re.compile(
    r"\s*\((?:[*†‡§#]+\s*[^()]*|(?:equal|joint) contributions?|co-?first authors?|corresponding authors?)\)", re.I
)
# ACS: names parted by semicolons, the last one's initials (and a corresponding author's "*") before the journal
_ACS_AUTHORS_RE = re.compile(r"^((?:[^;]+;\s*)+[^;,]+,\s*(?:[A-Z]\.\s?-?){1,3})\**\s+(?=[A-Z][a-z]|[A-Z]{2})")
# ACS: the last author's initials, then a journal abbreviated from an initial ("J. Am. Chem. Soc.", "J. Org. Chem.")
# (only "J." and "Z." are journal words alone: "Okonkwo, B. T. Angew. Chem." keeps its T.)
_JOURNAL_AFTER_INITIALS_RE = re.compile(r"(?<=\b[A-Z]\.)\s+(?=[JZ]\.\s+[A-Z][a-z]+\.\s)")


def _summary_authors(summary: str | None, subject: str) -> tuple[str, ...]:
    """The author list that opens a publication's summary, or else one of its later sentences ("A cohort study.
    Kelly M, Byron A."), if it names the subject."""
    if not summary:
        return ()
    whole = plain_text(summary)  # "<b>Ada Byron</b>, ...": the subject set in bold
    starts = [0, *(m.end() for m in _SENTENCE_START_RE.finditer(whole))]
    if found := next((found for at in starts if (found := _opening_authors(whole[at:], subject))), ()):
        return found
    # a line of its own ("Smith J, Ruiz AM\n\nAbstract: ..."), or the names before a dash or a bar that parts them
    # from the rest ("J. Smith, A. Ruiz - J Text Sci 2021")
    lines = [plain_text(line) for line in re.split(r"\s*\n\s*|<br\s*/?>", summary, flags=re.I) if line.strip()]
    pieces = [part for line in lines for part in (line, re.split(r"\s+[-–—|]\s+", line)[0])]
    if found := next((found for piece in pieces if (found := _opening_authors(piece, subject))), ()):
        return found
    # the sentence that opens a line, when every part of it is a name though not all of one shape ("Lee, S., Roy,
    # P., and D. Kim. 46(2), 1-9."), or names the name reader does not know, a semicolon between ("Smith, John;
    # Ruiz, Ana María")
    opening = [re.split(r"(?<=[a-z]{2})\.\s|(?<=[A-Z]\.)\s+(?=\d)", line)[0].rstrip(".") for line in lines]
    listed = (custom.semicolon_names(o) if ";" in o else custom.mixed_names(o) for o in opening)
    return next((found for found in listed if _names_surname(found, subject)), ())


# Where a later sentence of a summary starts (an initial's period ends none: "Kelly M. A. Byron")
_SENTENCE_START_RE = re.compile(r"(?<=[a-z]{2}[.!?])\s+(?=[A-Z])")
# "By A, B and C.", "Authors include A, B and C": words before an author list that are no names
_BY_LEAD_RE = re.compile(r"^\s*(?:(?:written\s+)?by|authors?\s+include)\s+", re.I)


# A sentence of one to three words that opens a summary: "Software.", "Op-ed.", "Data set."
_LABEL_SENTENCE_RE = re.compile(r"^([^\W\d_][\w-]*(?:\s+[\w-]+){0,2})\.\s+(?=[^\W\d_])")


def _opening_authors(summary: str, subject: str) -> tuple[str, ...]:
    """The author list that opens the text, if it names the subject."""
    summary = _BY_LEAD_RE.sub("", re.sub(r"^[^\w\"“‘'(]+", "", summary))  # "📄 Smith J, ...": a symbol before
    if (kind := _TYPE_SUMMARY_RE.match(summary)) and kind.group(0).rstrip().endswith("."):
        summary = summary[kind.end() :].lstrip()  # "Poster presentation. Raman SK, Lund C.": the kind, then names
    elif (label := _LABEL_SENTENCE_RE.match(summary)) and custom.stated_kind(label.group(1)):
        summary = summary[label.end() :]  # "Software. Lee A, Roy B.", "Data set. ...": another kind, then names
    summary = _ON_BEHALF_RE.sub("", _AUTHOR_PLACE_RE.sub("", summary))
    summary = _PLACE_MARK_RE.sub("", summary)  # "Brennan A (first author), Kelly M"
    summary = re.sub(r"(?<=[A-Z]\.)\*+", "", summary)  # "Sato, B.*": the corresponding author's mark
    if (m := _JOURNAL_AFTER_INITIALS_RE.search(summary)) and "," in summary[: m.start()]:
        summary = summary[: m.start()]  # "Lund, K. M. J. Am. Chem. Soc. 2024": the J. opens the journal
    elif acs := _ACS_AUTHORS_RE.match(summary):
        summary = acs.group(1)  # "Duong, K. A.; Sato, B. Org. Lett. 2023, 25, 1-9": the names up to the journal
    if m := _AUTHORS_LABEL_RE.search(summary):
        listed = _MARKS_NOTE_RE.sub("", summary[m.end() :])  # "A*, B* (* equal contribution)."
        listed = re.sub(r"(?<![A-Z])\.\s*$", "", _OTHER_AND_RE.sub(", ", listed).strip())
        found = split_author_prefix(listed)  # the names, then maybe more sentences
        names = found[0].names if found else nm.split_names(listed).names
    elif bibtex := nm.bibtex_names(summary):
        names = bibtex.names  # "Sharma, Ishaan and Okafor, Chidinma N.": a BibTeX author field, whole
    elif (shaped := nm.latin_shaped(summary)) != summary and (found := split_author_prefix(shaped)):
        # "Иванова О. В., Петров С. Н. Название // ...": a Cyrillic list read in its Latin shape, one character
        # for one, each name read back from its place
        names = tuple(summary[i : i + len(n)] if (i := shaped.find(n)) >= 0 else n for n in found[0].names)
    elif shaped == summary and (found := split_author_prefix(summary)):
        names = found[0].names
    elif (whole := nm.split_names(summary.strip())).names and nm.all_names(whole.names):
        names = whole.names  # the summary is the author list and nothing else ("Lee, A., & Ng, B.")
    elif (folded := _ascii_letters(summary)) != summary and (found := split_author_prefix(folded)):
        # "Wójcik, É., & Li, W. (2021)": the citation reader knows ASCII initials only; the folded text has
        # the same length, so each name is read back from the place it has there
        names = tuple(summary[i : i + len(n)] if (i := folded.find(n)) >= 0 else n for n in found[0].names)
    else:
        return ()
    # a name written family first ("Li Wei" cited "Li, W."): any word of the subject's name, whole
    words = {w for w in re.split(r"[\s,.‐-]+", _ascii_letters(subject).lower()) if len(w) >= 2}
    named = _names_surname(names, subject) or any(
        w in words for n in names for w in re.split(r"[\s,.‐-]+", _ascii_letters(n).lower())
    )
    # a name in Cyrillic, the subject's in Latin letters ("Иванова О. В." for Olga Ivanova)
    named = named or _names_surname(tuple(nm.latin_transliteration(n) for n in names), _ascii_letters(subject))
    return without_closing_period(names) if named else ()


def _names_surname(names: tuple[str, ...], subject: str) -> bool:
    """Whether one of the names carries the subject's surname, or a part of a double one ("Ostrowski, P. R." for
    Raghunathan-Ostrowski)."""
    parts = [p for p in re.split(r"[-‐]", subject.split()[-1].lower()) if len(p) > 3] or [subject.split()[-1].lower()]
    return any(part in n.lower() for n in names for part in parts)


def _ascii_letters(text: str) -> str:
    """Each accented letter as its base letter (``É`` -> ``E``), one character for one, so places match."""
    out = []
    for c in text:
        base = unicodedata.normalize("NFKD", c)[0]
        out.append(base if base.isascii() and base.isalpha() else c)
    return "".join(out)
