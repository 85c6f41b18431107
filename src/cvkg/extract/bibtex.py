"""A BibTeX publication list -> :class:`CvRecord` (bibtexparser 2). Pure: no I/O.

* The person is named by a ``% cvkg-person: Name`` comment if the file has one; otherwise
  it is the most frequent author, counting ``J. Müller`` and ``Jonas Müller`` as one
  (named by its fullest spelling; the first of them in file order on a tie).
* Authors keep their order and come out in display form (``Müller, J.`` -> ``J. Müller``,
  ``van der Berg, Jan`` -> ``Jan van der Berg``), LaTeX accents decoded; ``and others``
  becomes the note ``et al.``.
* Entry type -> kind: ``inproceedings``/``conference`` -> conference (workshop when the
  book title says so), ``article`` -> journal, ``phdthesis``/``mastersthesis`` -> thesis,
  ``patent``, ``book``/``incollection``/``inbook`` -> book, ``unpublished``/``techreport``
  -> preprint; anything on arXiv (an ``eprint``, an ``archiveprefix`` or an arXiv journal)
  -> preprint, and so is a ``misc`` whose note says it is under review or a working paper.
* A ``crossref`` fills the fields the entry lacks from the entry it names (dblp's
  ``@proceedings``), which is then a container, not a publication of its own.
* Venue from ``booktitle``, ``journal``, ``howpublished``, ``school`` or ``publisher``, as
  the layout writes it (:func:`cvkg.extract.venue_fields.tidy_venue`: no year, no dblp event
  details); an arXiv entry without one is ``arXiv preprint arXiv:ID``, a patent
  ``US Patent NUMBER``. The year as an integer; the DOI without its resolver prefix; spans
  are the ``@entry`` lines.
"""

from __future__ import annotations

import logging
import re
from collections import Counter

import bibtexparser
from bibtexparser.middlewares import names as bibnames
from bibtexparser.model import DuplicateBlockKeyBlock, Entry, Field

from cvkg.convert.latex import inline_text
from cvkg.convert.latex_bib import patent_name
from cvkg.errors import ExtractionError, InputError
from cvkg.extract.venue_fields import tidy_venue
from cvkg.extract.venues import kind_from_venue
from cvkg.model import CvRecord, Person, Publication, PublicationKind, SourceDocument

# bibtexparser logs each block it gives up on (with 0-based lines); the error raised here says it
# better, so its records need no last-resort printing on stderr.
logging.getLogger("bibtexparser").addHandler(logging.NullHandler())
# A field value that runs into the next field: the comma between them is missing.
_RUN_ON = re.compile(r"[}\"]\s*\n\s*([A-Za-z][\w-]*)\s*=\s*[{\"\w]")
_PERSON = re.compile(r"^\s*%\s*cvkg-person:\s*(?P<name>.+?)\s*$", re.MULTILINE)
_ARXIV = re.compile(r"arxiv|corr\b", re.IGNORECASE)
_ARXIV_ID = re.compile(r"(?:arxiv[:/]|abs/)\s*(\d{4}\.\d{4,5}|[a-z-]+/\d{7})", re.IGNORECASE)
_KINDS = {
    "inproceedings": PublicationKind.CONFERENCE,
    "conference": PublicationKind.CONFERENCE,
    "article": PublicationKind.JOURNAL,
    "phdthesis": PublicationKind.THESIS,
    "mastersthesis": PublicationKind.THESIS,
    "thesis": PublicationKind.THESIS,
    "patent": PublicationKind.PATENT,
    "book": PublicationKind.BOOK,
    "incollection": PublicationKind.BOOK,
    "inbook": PublicationKind.BOOK,
    "unpublished": PublicationKind.PREPRINT,
    "techreport": PublicationKind.PREPRINT,
}
_VENUE_FIELDS = ("booktitle", "journal", "journaltitle", "howpublished", "school", "institution", "publisher")
_CONTAINERS = frozenset(("proceedings", "book", "collection", "mvbook", "mvproceedings"))


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
            f"cannot parse BibTeX entry {head}{_reason(doc, block)}",
            doc.span(block.start_line + 1),
            hint="check that every field value is closed and followed by ',' and the entry by '}'",
        )
    for entry in entries:
        _check_fields(doc, entry)
    if not entries:
        raise ExtractionError(
            "no BibTeX entries found", doc.span(1), hint="add @article{...} or similar entries"
        )
    entries = _resolve_crossrefs(entries)
    entries.sort(key=lambda entry: entry.start_line)
    publications = tuple(pub for entry in entries if (pub := _publication(doc, entry)))
    return CvRecord(
        source=doc, person=_person(doc, publications), publications=publications, warnings=tuple(warnings)
    )


def _reason(doc: SourceDocument, block: object) -> str:
    """Why bibtexparser gave up on a block, and the line it had reached."""
    error = getattr(block, "error", None)
    reason = re.sub(r":?\s*\.?\s+Was still", ", still", str(getattr(error, "abort_reason", "") or "").strip())
    if not reason:
        return ""
    end = getattr(error, "end_index", None)
    where = f"line {doc.text.count(chr(10), 0, end) + 1}" if isinstance(end, int) else "the end of the file"
    return f": {reason[0].lower()}{reason[1:]} (stopped at {where})".replace("`", "'")


def _check_fields(doc: SourceDocument, entry: Entry) -> None:
    """Raise at a field whose value swallowed the next field (a missing comma)."""
    for field in entry.fields:
        if isinstance(field.value, str) and (m := _RUN_ON.search(field.value)):
            line = (field.start_line or entry.start_line) + 1 + field.value.count("\n", 0, m.start())
            raise InputError(
                f"missing ',' after the {field.key} field of BibTeX entry {entry.key!r}: "
                f"its value runs into the {m.group(1)} field",
                doc.span(line),
                hint="end every field with a comma: author = {...},",
            )


def _resolve_crossrefs(entries: list[Entry]) -> list[Entry]:
    """Entries with the fields their ``crossref`` target gives, less the targets that are containers."""
    by_key = {entry.key.lower(): entry for entry in entries}
    used: set[str] = set()
    for entry in entries:
        target = by_key.get((_field(entry, "crossref") or "").lower())
        if target is None or target is entry:
            continue
        used.add(target.key.lower())
        have = {key.lower() for key in entry.fields_dict}
        for key, field in target.fields_dict.items():
            if key.lower() not in have and key.lower() != "title":
                entry.set_field(field)
        if "booktitle" not in have and (title := _field(target, "booktitle") or _field(target, "title")):
            entry.set_field(Field("booktitle", title))
    return [e for e in entries if not (e.key.lower() in used and e.entry_type.lower() in _CONTAINERS)]


def _name_key(name: str) -> str:
    """``J. Müller`` and ``Jonas Müller`` share ``müller j``: one person, spelled two ways."""
    words = name.replace(",", " ").split()
    return f"{words[-1].lower()} {words[0][0].lower()}" if words else ""


def _person(doc: SourceDocument, publications: tuple[Publication, ...]) -> Person:
    if match := _PERSON.search(doc.text):
        return Person(name=match.group("name"), span=doc.span(doc.text.count("\n", 0, match.start()) + 1))
    counts = Counter(_name_key(author) for pub in publications for author in set(pub.authors))
    if not counts:
        raise ExtractionError(
            "no authors in any BibTeX entry, so no person for this CV",
            doc.span(1),
            hint="add a '% cvkg-person: Your Name' line",
        )
    top = max(counts.values())
    key = next(_name_key(a) for pub in publications for a in pub.authors if counts[_name_key(a)] == top)
    spellings = [a for pub in publications for a in pub.authors if _name_key(a) == key]
    name = max(spellings, key=lambda a: (len(a.replace(".", "")), -spellings.index(a)))
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
    is_others = [n.strip().strip("{}").strip().lower() == "others" for n in names]
    return tuple(display_name(n) for n, other in zip(names, is_others, strict=True) if not other), any(is_others)


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
    if kind is PublicationKind.CONFERENCE and venue and re.search(r"\bworkshops?\b", venue, re.I):
        return PublicationKind.WORKSHOP
    is_arxiv = bool(arxiv) or bool(venue and _ARXIV.search(venue))
    if is_arxiv and kind in (PublicationKind.JOURNAL, PublicationKind.OTHER):
        return PublicationKind.PREPRINT
    if kind is PublicationKind.OTHER:
        said = " ".join(v for key in ("note", "howpublished", "type") if (v := _field(entry, key)))
        if kind_from_venue(said) is PublicationKind.PREPRINT:
            return PublicationKind.PREPRINT
    return kind


def _venue(entry: Entry, arxiv: str | None) -> tuple[str | None, int | None]:
    """The venue as the layout writes it, and a year it names; URLs are no venue."""
    raw = next(
        (v for key in _VENUE_FIELDS if (v := _field(entry, key)) and not re.match(r"^\\?(?:url\{|https?:)", v)),
        None,
    )
    if raw is None and entry.entry_type.lower() == "patent" and (number := _field(entry, "number")):
        return patent_name(number, _field(entry, "nationality") or _field(entry, "location") or ""), None
    if raw is None:
        return (f"arXiv preprint arXiv:{arxiv}" if arxiv else None), None
    venue, year, *_ = tidy_venue(_text(raw))
    return venue, year


def _locators(entry: Entry) -> list[str]:
    """Where the paper sits in its container, as the text reader notes it ("volume 12", "issue 3",
    "pages 45-67"); a number is an issue only in a journal (elsewhere a report or patent number).

    >>> _locators(Entry("article", "k", [Field("volume", "12"), Field("number", "3"), Field("pages", "45--67")]))
    ['volume 12', 'issue 3', 'pages 45-67']
    """
    found = [("volume", _field(entry, "volume")), ("pages", _field(entry, "pages"))]
    if entry.entry_type.lower() == "article":
        found.insert(1, ("issue", _field(entry, "number") or _field(entry, "issue")))
    out = []
    for label, value in found:
        value = re.sub(r"\s*(?:-{1,3}|–|—)\s*", "-", _text(value)) if value else ""
        if value and " " not in value:  # "12", "45-67", "e1002"; not a sentence in the field
            out.append(f"{label} {value}")
    return out


def _publication(doc: SourceDocument, entry: Entry) -> Publication | None:
    """The entry as a publication; None for one without a title."""
    title = _text(_field(entry, "title") or "").rstrip(".")
    if not title:
        return None
    authors, has_others = _authors(entry)
    year_text = _field(entry, "year") or _field(entry, "date") or ""
    year = re.search(r"(?:19|20)\d\d", year_text)
    doi = _field(entry, "doi")
    arxiv = _arxiv(entry)
    venue, venue_year = _venue(entry, arxiv)
    notes = [*_locators(entry), *([_text(note)] if (note := _field(entry, "note")) else [])]
    return Publication(
        authors=authors,
        title=title,
        span=doc.span(entry.start_line + 1),
        venue=venue,
        year=int(year.group()) if year else venue_year,
        kind=_kind(entry, venue, arxiv),
        notes=tuple(["et al.", *notes] if has_others else notes),
        doi=re.sub(r"^(https?://(dx\.)?doi\.org/|doi:)", "", doi, flags=re.IGNORECASE) if doi else None,
        arxiv=arxiv,
        url=_field(entry, "url"),
    )
