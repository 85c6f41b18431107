"""A BibTeX publication list -> :class:`CvRecord` (bibtexparser 2). Pure: no I/O.

* The person is named by a ``% cvkg-person: Name`` comment if the file has one; otherwise
  it is the most frequent author (the first of them in file order on a tie).
* Authors keep their order and come out in display form (``Müller, J.`` -> ``J. Müller``,
  ``van der Berg, Jan`` -> ``Jan van der Berg``), LaTeX accents decoded; ``and others``
  becomes the note ``et al.``.
* Entry type -> kind: ``inproceedings``/``conference`` -> conference (workshop when the
  book title says so), ``article`` -> journal, ``phdthesis``/``mastersthesis`` -> thesis,
  ``patent``, ``book``/``incollection``/``inbook`` -> book; anything on arXiv (an
  ``eprint``, an ``archiveprefix`` or an arXiv journal) -> preprint.
* Venue from ``booktitle``, ``journal``, ``howpublished``, ``school`` or ``publisher``; the
  year as an integer; the DOI without its resolver prefix; spans are the ``@entry`` lines.
"""

from __future__ import annotations

import re
from collections import Counter

import bibtexparser
from bibtexparser.middlewares import names as bibnames
from bibtexparser.model import DuplicateBlockKeyBlock, Entry

from cvkg.convert.latex import inline_text
from cvkg.errors import ExtractionError, InputError
from cvkg.model import CvRecord, Person, Publication, PublicationKind, SourceDocument

_PERSON = re.compile(r"^\s*%\s*cvkg-person:\s*(?P<name>.+?)\s*$", re.MULTILINE)
_ARXIV = re.compile(r"arxiv|corr\b", re.IGNORECASE)
_ARXIV_ID = re.compile(r"(?:arxiv[:/]|abs/)\s*(\d{4}\.\d{4,5}|[a-z-]+/\d{7})", re.IGNORECASE)
_KINDS = {
    "inproceedings": PublicationKind.CONFERENCE,
    "conference": PublicationKind.CONFERENCE,
    "article": PublicationKind.JOURNAL,
    "phdthesis": PublicationKind.THESIS,
    "mastersthesis": PublicationKind.THESIS,
    "patent": PublicationKind.PATENT,
    "book": PublicationKind.BOOK,
    "incollection": PublicationKind.BOOK,
    "inbook": PublicationKind.BOOK,
}
_VENUE_FIELDS = ("booktitle", "journal", "howpublished", "school", "institution", "publisher")


def extract(doc: SourceDocument) -> CvRecord:
    """Every entry of a BibTeX file as a publication of one person.

    Raises:
        InputError: an entry bibtexparser cannot parse, at its ``@`` line.
        ExtractionError: the file has no entries.
    """
    library = bibtexparser.parse_string(doc.text)
    entries = list(library.entries)
    warnings = []
    for block in library.failed_blocks:
        if isinstance(block, DuplicateBlockKeyBlock) and isinstance(block.ignore_error_block, Entry):
            entries.append(block.ignore_error_block)
            warnings.append(f"{doc.span(block.start_line + 1)}: duplicate BibTeX key {block.key!r}")
            continue
        head = block.raw.strip().split(",", 1)[0].split("\n", 1)[0][:60]
        raise InputError(
            f"cannot parse BibTeX entry {head}",
            doc.span(block.start_line + 1),
            hint="check that every field value is closed and followed by ',' and the entry by '}'",
        )
    if not entries:
        raise ExtractionError(
            "no BibTeX entries found", doc.span(1), hint="add @article{...} or similar entries"
        )
    entries.sort(key=lambda entry: entry.start_line)
    publications = tuple(pub for entry in entries if (pub := _publication(doc, entry)))
    return CvRecord(
        source=doc, person=_person(doc, publications), publications=publications, warnings=tuple(warnings)
    )


def _person(doc: SourceDocument, publications: tuple[Publication, ...]) -> Person:
    if match := _PERSON.search(doc.text):
        return Person(name=match.group("name"), span=doc.span(doc.text.count("\n", 0, match.start()) + 1))
    counts = Counter(author for pub in publications for author in pub.authors)
    if not counts:
        raise ExtractionError(
            "no authors in any BibTeX entry, so no person for this CV",
            doc.span(1),
            hint="add a '% cvkg-person: Your Name' line",
        )
    top = max(counts.values())
    name = next(a for pub in publications for a in pub.authors if counts[a] == top)
    first = next(pub for pub in publications if name in pub.authors)
    return Person(name=name, span=first.span)


def _text(latex: str) -> str:
    """Field LaTeX -> text: accents decoded, protective braces dropped, spaces tidied."""
    return " ".join(inline_text(latex).split())


def _field(entry: Entry, key: str) -> str | None:
    field = (
        entry.fields_dict.get(key) or entry.fields_dict.get(key.upper()) or entry.fields_dict.get(key.title())
    )
    if field is None or not isinstance(field.value, str):
        return None
    return field.value.strip() or None


def display_name(raw: str) -> str:
    """A BibTeX name in display order with LaTeX decoded.

    >>> display_name(r"M\\\"uller, J.")
    'J. Müller'
    """
    try:
        parts = bibnames.parse_single_name_into_parts(raw, strict=False)
    except bibnames.InvalidNameError:
        return _text(raw)
    name = " ".join(_text(" ".join(words)) for words in (parts.first, parts.von, parts.last) if words)
    return f"{name}, {_text(' '.join(parts.jr))}" if parts.jr else name


def _authors(entry: Entry) -> tuple[tuple[str, ...], bool]:
    raw = _field(entry, "author") or _field(entry, "editor") or ""
    names = bibnames.split_multiple_persons_names(raw) if raw else []
    has_others = any(n.strip().lower() == "others" for n in names)
    return tuple(display_name(n) for n in names if n.strip().lower() != "others"), has_others


def _arxiv(entry: Entry) -> str | None:
    prefix = (_field(entry, "archiveprefix") or _field(entry, "eprinttype") or "").lower()
    if (eprint := _field(entry, "eprint")) and prefix in ("", "arxiv"):
        return eprint.removeprefix("arXiv:")
    for key in ("journal", "howpublished", "url", "note"):
        if (value := _field(entry, key)) and (match := _ARXIV_ID.search(value)):
            return match.group(1)
    return None


def _kind(entry: Entry, venue: str | None, arxiv: str | None) -> PublicationKind:
    kind = _KINDS.get(entry.entry_type.lower(), PublicationKind.OTHER)
    if kind is PublicationKind.CONFERENCE and venue and "workshop" in venue.lower():
        return PublicationKind.WORKSHOP
    is_arxiv = bool(arxiv) or bool(venue and _ARXIV.search(venue))
    if is_arxiv and kind in (PublicationKind.JOURNAL, PublicationKind.OTHER):
        return PublicationKind.PREPRINT
    return kind


def _publication(doc: SourceDocument, entry: Entry) -> Publication | None:
    """The entry as a publication; None for one without a title."""
    title = _text(_field(entry, "title") or "").rstrip(".")
    if not title:
        return None
    authors, has_others = _authors(entry)
    venue = next((_text(v) for key in _VENUE_FIELDS if (v := _field(entry, key))), None)
    year_text = _field(entry, "year") or _field(entry, "date") or ""
    year = re.search(r"(?:19|20)\d\d", year_text)
    doi = _field(entry, "doi")
    arxiv = _arxiv(entry)
    venue = venue or ("arXiv" if arxiv else None)
    notes = [_text(note)] if (note := _field(entry, "note")) else []
    return Publication(
        authors=authors,
        title=title,
        span=doc.span(entry.start_line + 1),
        venue=venue,
        year=int(year.group()) if year else None,
        kind=_kind(entry, venue, arxiv),
        notes=tuple(["et al.", *notes] if has_others else notes),
        doi=re.sub(r"^(https?://(dx\.)?doi\.org/|doi:)", "", doi, flags=re.IGNORECASE) if doi else None,
        arxiv=arxiv,
        url=_field(entry, "url"),
    )
