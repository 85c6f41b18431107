"""A publications section -> Publication records, one per citation.

Entries are cut apart first (:mod:`cvkg.extract.publication_entries`): in a bulleted or numbered
list each marker opens an entry and unmarked lines (a wrapped line, an award note) continue it; in
an unmarked list (homepage style, title / authors / venue on lines of their own) an entry closes at
the line that holds its venue. Each entry is then read by :mod:`cvkg.extract.citations`. Which
sections hold citations under another heading is settled in :mod:`cvkg.extract.publication_claims`.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace

from cvkg.extract import aas, citations, layout, packages, title_first, venues
from cvkg.extract import names as nm
from cvkg.extract.publication_entries import cut_entries, heads_group, kind_label
from cvkg.extract.sections import Section, year_heading
from cvkg.model import Publication, PublicationKind, SourceDocument


@dataclass(frozen=True, slots=True)
class Listed:
    """A publication as its list gives it; ``subject_first`` when the list leaves out the CV's subject,
    who is then its first author (a humanities "sole author unless *with X*" list, econ's "(with A)")."""

    publication: Publication
    subject_first: bool = False


def with_subject(listed: list[Listed], name: str) -> list[Publication]:
    """The publications, the subject's name put first where their list left it out, in the form the other
    entries write it (``Oyelaran, Tomi`` for Tomi Oyelaran, when the CV's citations invert it)."""
    name = _cited_form(listed, name)
    out = []
    for item in listed:
        pub = item.publication
        if item.subject_first and name.casefold() not in (a.casefold() for a in pub.authors):
            pub = replace(pub, authors=(name, *pub.authors))
        out.append(pub)
    return out


def _cited_form(listed: list[Listed], name: str) -> str:
    """The subject's name as the list's citations write it in full, inverted even after another author (as a
    macro for the name prints it, not Chicago's first name inverted); else as given."""
    wanted = " ".join(name.split()).casefold()
    forms = Counter(
        a
        for item in listed
        for a in item.publication.authors[1:]
        if a.count(",") == 1 and " ".join(reversed(a.split(", "))).casefold() == wanted
    )
    return forms.most_common(1)[0][0] if forms else name


def rejoin_inverted(listed: list[Listed]) -> list[Listed]:
    """Publications whose first author, written inverted with a given name of two words (Chicago's
    ``Fernández Ruiz, José Ignacio, and A. Other``), was read as two people: the two are one name when,
    turned round, they are an author the list names elsewhere (``José Ignacio Fernández Ruiz``)."""
    known = {" ".join(a.split()).casefold() for item in listed for a in item.publication.authors if "," not in a}
    out = []
    for item in listed:
        authors = item.publication.authors
        if len(authors) >= 2 and "," not in authors[0] + authors[1]:
            turned = f"{authors[1]} {authors[0]}"
            if " ".join(turned.split()).casefold() in known:
                pub = replace(item.publication, authors=(f"{authors[0]}, {authors[1]}", *authors[2:]))
                item = Listed(pub, item.subject_first)
        out.append(item)
    return out


def publications(section: Section, doc: SourceDocument) -> list[Listed]:
    """Every citation in the section; lines that hold no citation are skipped."""
    kind = None
    for title in reversed(section.titles):
        own = title is section.titles[-1] and len(section.titles) > 1
        if own and _PUBLICATIONS_WORD_RE.search(title) and venues.kind_from_heading(title) is None:
            break  # "Publications" after "Working Papers": the whole list again, no sort of the one before
        kind = venues.kind_from_heading(title)
        if kind is not None and not _generic(title):
            break
        kind = None
        if _several_kinds(title) or (title is section.titles[-1] and venues.kinds_named(title)):
            # "Articles and Book Chapters" after "Books", or "Articles" after "Books" (a sibling, not a
            # subsection): each entry's own kind, not the heading before
            break
    out: list[Listed] = []
    entries = cut_entries(section.lines)
    reviews = bool(_BOOK_REVIEWS_RE.match(layout.plain(section.title)))
    for i, entry in enumerate(entries):
        if heads_group(entries, i):
            # the kind the subheading names holds for the entries under it ("Edited volumes" names none)
            heading = layout.plain(entry[0][1])
            kind = None if _generic(heading) else venues.kind_from_heading(heading)
            reviews = bool(_BOOK_REVIEWS_RE.match(heading.strip(" #*_")))
            continue
        if is_untitled_reference(" ".join(layout.plain(t) for _, t in entry)):
            continue  # the graph keeps titled papers only; a bare journal reference names none
        labelled_kind, texts = kind_label([t for _, t in entry if t])
        texts = _same_authors(texts, out[-1].publication.authors if out else ())
        lines = _bold_title_last(layout.unhyphenate([_RESOURCE_RE.sub("", t) for t in texts]))
        # a year column after the entry (moderncv's \cvitem{2022}{...}), off before its parts are read as columns
        column_year, lines[-1] = citations.take_year_column(lines[-1], year_alone=True) if lines else (None, "")
        found = (
            packages.read_package(" ".join(lines))
            or (book_reviewed(" ".join(lines)) if reviews else None)
            or citations.parse_citation(lines, section_kind=labelled_kind or kind, column_year=column_year)
            or _by_columns(lines, labelled_kind or kind)
        )
        if found is None:
            continue
        pub = Publication(
            authors=found.authors,
            title=found.title,
            span=doc.span(entry[0][0], entry[-1][0]),
            venue=found.venue,
            year=found.year or column_year or _heading_year(section.lines, entry[0][0]),
            kind=found.kind,
            notes=found.notes,
            arxiv=found.arxiv,
            doi=found.doi,
            url=found.url,
        )
        out.append(Listed(pub, found.subject_first))
    return out


def years_of_own_volumes(listed: list[Listed]) -> list[Listed]:
    """A chapter in a volume the list names above ("“Introduction,” in *Fragments in Context* (above), 1–19")
    without a year of its own takes the volume's year."""
    years = {p.publication.title.casefold(): p.publication.year for p in listed if p.publication.year}
    out = []
    for item in listed:
        pub = item.publication
        if pub.year is None and pub.venue and (year := _volume_year(pub.venue, years)):
            item = Listed(replace(pub, year=year), item.subject_first)
        out.append(item)
    return out


def _volume_year(venue: str, years: dict[str, int]) -> int | None:
    """The year of the listed book whose title the venue is, or opens ("Fragments in Context" for "Fragments in
    Context: New Approaches to Lost Greek Drama")."""
    wanted = venue.casefold().rstrip(" .")
    return next((y for t, y in years.items() if t == wanted or t.startswith(wanted + ":")), None)


# A heading of the subject's reviews of others' books: "Reviews", "Book Reviews", "Reviews (selected)"
_BOOK_REVIEWS_RE = re.compile(r"^(?:selected\s+|published\s+)?(?:book\s+)?reviews(?:\s*\([^()]*\))?:?$", re.I)


# The book reviewed, its author first: "J. Kessler, *Aeschylus and the Gods*. *BMCR* 2024.02.17.", "Review of
# Tomas Helland, *Chant in the North*, in *Early Music* 50 (2022)", "Rezension von G. Arndt, *Die Tropen*, in: ...",
# "Recensione a E. Rossi, *Il libro*, Roma 2018, in *Rivista* 9 (2019)", "Reseña de ...", "Besprechung von ..."
_REVIEWED_BOOK_RE = re.compile(
    r"^\s*(?:(?:review|rev\.)\s+of|(?:rezension|besprechung)\s+(?:von|zu)|compte\s+rendu\s+de"
    r"|recensione\s+(?:a|di)|rese[ñn]a\s+de|resenha\s+de)?\s*"
    r"(?P<by>[^*_“\"]{3,80}?),\s*[*_]{1,2}(?P<book>[^*_]{3,}?)[*_]{1,2}[.,]?\s+(?P<where>\S.*)$",
    re.I,
)


# The journal a review is in, after the reviewed book's imprint: ", 2022, in *Renaissance Studies*, 76" gives
# "Renaissance Studies"; ", in: _Zeitschrift_ 74" gives "Zeitschrift"
_REVIEW_JOURNAL_RE = re.compile(r"(?:^|[,.]\s*)in:?\s+([*_])([^*_]{2,}?)\1")


# The book reviewed first, its author after "by": "*Saints of the Desert*, by A. Roe. *Journal* 30, no. 2 (2022)",
# "*Letters*, edited by B. Poe. *Journal* 74 (2020)", "*Book*, ed. by B. Roy and C. Lee, *Journal*, 24.1 (2018)"
_BOOK_FIRST_RE = re.compile(
    r"^\s*(?P<mark>[*_]{1,2})(?P<book>[^*_]{3,}?)(?P=mark),?\s*(?:(?:edited|translated)\s+by|eds?\.(?:\s+by)?|by)\s+"
    r"(?P<by>[^*_“\"]{3,80}?)[.,]\s+(?P<where>[*_].*)$",
    re.I,
)


# The same without emphasis, as a converter that drops italics leaves it (docling): "Saints of the Desert, by A.
# Roe. Journal 30, no. 2 (2022): 401-2." -- the venue after the author's name has a volume or a year
_PLAIN_BOOK_FIRST_RE = re.compile(
    r"^\s*(?!(?:review|rev\.)\s+of\b)(?P<book>[A-Z][^*_“\"]{2,}?),\s*(?:(?:edited|translated)\s+by|eds?\.(?:\s+by)?|by)\s+"
    r"(?P<by>(?:[A-Z]\.\s*)*[^.*_“\"]{2,80}?)\.\s+(?P<where>[A-Z][^*_]*\b(?:\d{1,4}|\((?:19|20)\d\d\))[^*_]*)$",
    re.I,
)


def book_reviewed(text: str) -> citations.Citation | None:
    """Under a heading of book reviews, an entry that opens with another's name and a book in italics names the
    book reviewed and its author, not a paper of theirs: the subject wrote a review of that book."""
    plain = layout.strip_marker(text)
    m = _REVIEWED_BOOK_RE.match(plain) or _BOOK_FIRST_RE.match(plain) or _PLAIN_BOOK_FIRST_RE.match(plain)
    if m is None or not (by := nm.split_names(m["by"])).names or not nm.all_names(by.names):
        return None
    venue, year, notes = venues.clean_venue(m["where"].replace("*", "").replace("_", " ").strip())
    if not venue:
        return None
    if italic := re.match(r"\s*(?:\((?:19|20)\d\d\)[.,]?\s*)?([*_])([^*_]{2,}?)\1(?=[,.]\s)", m["where"]):
        # "(2017). *H-German*, H-Net Reviews, March 2019": the container in italics, after the book's own year
        venue = italic.group(2).strip()
    elif journal := _REVIEW_JOURNAL_RE.search(m["where"]):
        # "Turnhout, Brepols, 2022, in *Journal*, 76 (2023)": the book's imprint first, the journal after "in"
        venue = journal.group(2).strip()
    notes = ["book review", f"review of a book by {', '.join(by.names)}", *notes]
    return citations.Citation((), m["book"].strip(" ."), venue, year, PublicationKind.OTHER, tuple(notes),
                              subject_first=True)


# Chicago's and MLA's rule for "the same author(s) as above": three em dashes, or hyphens, and a period
_SAME_AUTHORS_RE = re.compile(r"^(\s*(?:[-•*]\s+|\d{1,3}[.)]\s+)?)(?:—{2,3}|–{3}|-{3,}|_{3,})\s*[.,]\s*")


def _same_authors(texts: list[str], above: tuple[str, ...]) -> list[str]:
    """An entry that opens with ``———.``: the authors of the entry above in its place (none when the entry above
    left out its author, the CV's subject, as this one then does)."""
    if not texts or not (m := _SAME_AUTHORS_RE.match(texts[0])):
        return texts
    names = "" if not above else above[0] if len(above) == 1 else ", ".join(above[:-1]) + ", and " + above[-1]
    return [f"{m.group(1)}{names + '. ' if names else ''}{texts[0][m.end() :]}", *texts[1:]]


# A journal reference closing a citation: "Phys. Rev. Lett. 120, 123456 (2018)."
_JOURNAL_REF_RE = re.compile(
    r",\s+(?:[A-Z][\w-]*\.?\s){0,5}[A-Z][\w-]*\.?\s+\d{1,4},\s*[A-Za-z]?\d[\w–-]*\s*\((?:19|20)\d\d\)\.?$"
)


def is_untitled_reference(text: str) -> bool:
    """APS and AIP style without the title: ``A. B. Last, C. Last, and D. Last, Phys. Rev. Lett. 120, 1 (2018).``,
    names and then the journal reference alone.

    >>> is_untitled_reference("A. B. Last, C. Last, and D. Last, Phys. Rev. Lett. 120, 123456 (2018).")
    True
    >>> is_untitled_reference("A. Last and C. Last, Quantum dots, Nano Lett. 17, 6021 (2017).")
    False
    """
    if aas.is_untitled(text):
        return True  # "Vell, A., et al. 2023, MNRAS, 521, 4410"
    m = _JOURNAL_REF_RE.search(text)
    if m is None:
        return False
    found = nm.split_names(text[: m.start()])
    return bool(found.names) and nm.all_names(found.names) and nm.name_shape(found.names[0]) == "given"


# A site's links to a paper's material, "[PDF](x)" or "[[code](y)]": no part of the citation (a DOI or arXiv
# link stays, the citation reader takes identifiers from it); LaTeX's "\href{x}{[PDF]}" leaves the label alone
# (APA's descriptors, "Title [Poster]", "[Video]", name the work's kind: bare, only a file's or a site's label goes)
_RESOURCE_RE = re.compile(
    r"\s*\[?\[(?:pdf|code|slides?|video|poster|bib(?:tex)?|html|website|project(?: page)?|data(?:set)?|talk"
    r"|abstract|supp(?:lementary)?|blog|demo|github)\]\([^()\s]*\)\]?"
    r"|\s*(?<!\[)\[(?:pdf|code|bib(?:tex)?|github)\](?![(\]\w])",
    re.I,
)
# Hugo Academic and Wowchemy lists: "- **Title**. A. Author, B. Author. *Venue*, 2023. [PDF](...)"
# (the subject's bolded name opening an author list, "**A. Author**, B. Author", is no title: a comma follows it)
_BOLD_TITLE_RE = re.compile(
    r"^\s*(?:[-*+•]\s+|\d{1,3}[.)]\s+)?\*\*([^*]+?)(?:\.\*\*|\*\*\.)\s+([^*]+?)[.,;]?\s+((?:In:?\s+)?\*.*)$"
)


def _by_columns(lines: list[str], kind: PublicationKind | None) -> citations.Citation | None:
    """An entry whose parts stand apart on one line (``Title <br> Authors <br> *Venue*``, a PDF's columns),
    read with each part on a line of its own, as title-first homepage entries are."""
    parts = [p for line in lines for p in re.split(r"(?<=\S)\s{2,}(?=\S)", line.strip())]
    return citations.parse_citation(parts, section_kind=kind) if len(parts) > len(lines) else None


def _bold_title_last(lines: list[str]) -> list[str]:
    """A bold title before the authors, as ``Authors. “Title.” *Venue*``: a title opening the entry reads
    like a name to a citation parser (``A Verified Compiler``), a quoted one after the names does not."""
    m = _BOLD_TITLE_RE.match(" ".join(line.strip() for line in lines))
    if m is None or not title_first.starts_author_list(m.group(2)):
        return lines
    return [f"{m.group(2)}. \u201c{m.group(1).strip()}.\u201d {m.group(3)}"]


def _heading_year(lines: list[tuple[int, str]], before: int) -> int | None:
    """The year of the last year heading (``## 2024``) above line ``before``, when it names one year."""
    years = [y for n, t in lines if n < before and (y := year_heading(t)) is not None]
    return int(years[-1]) if years and years[-1].isdigit() else None


# Words joining the kinds a heading lists: "Workshop Papers & Posters" names two kinds of entry, where
# "Conference Posters" names one.
_JOINED_RE = re.compile(r"\band\b|[&,/+]", re.I)


# A kind joined to papers at large: "Publications and preprints", "Preprints and Papers"
_WITH_PAPERS_RE = re.compile(
    r"\b(?:publications?|papers?|articles?)\s+(?:and|&)\s+\w|\w\s+(?:and|&)\s+(?:publications?|papers?|articles?)\b",
    re.I,
)


_PUBLICATIONS_WORD_RE = re.compile(r"\b(?:publications|papers)\b", re.I)


def _several_kinds(title: str) -> bool:
    """Whether a heading names kinds the layout tells apart: "Book Chapters and Policy Reports" names one, other."""
    named = venues.kinds_named(title)
    return len({PublicationKind.OTHER if k is PublicationKind.BOOK else k for k in named}) > 1


def _generic(title: str) -> bool:
    """``Publications``, ``Selected Papers``, ``Conference and Journal Papers``: a heading that
    names no particular kind."""
    kind = venues.kind_from_heading(title)
    if _several_kinds(title) and _JOINED_RE.search(title):
        return True
    if re.search(r"\bwritings?\b", title, re.I) and _JOINED_RE.search(title):
        return True  # "Reports and other writing": each entry's own kind
    if _WITH_PAPERS_RE.search(title):
        return True  # "Publications and Preprints", "Papers & Preprints": published papers too, not one kind
    return (kind is PublicationKind.CONFERENCE and "conference" not in title.lower()) or not any(
        w in title.lower()
        for w in (
            "conference",
            "workshop",
            "journal",
            "patent",
            "preprint",
            "poster",
            "invited",
            "thes",
            "dissertation",
            "book",
            "chapter",
            "edited",
            "monograph",
            "manuscript",
            "report",
            "submitted",
            "review",
            "working",
            "writing",
            "public history",
            "public scholarship",
            "public humanities",
            "public engagement",
            "blog",
            "op-ed",
            "entries",
            "encyclop",
            "editorial",
            "letters to",
            "commentar",
        )
    )
