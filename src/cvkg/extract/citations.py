"""One citation (possibly assembled from several lines) -> the fields of a Publication.

Citation styles differ in where the authors go and how the parts are delimited:

* authors first, parts ended by periods: ``A B, C D. Title. Venue, 2020.``,
  ``Last F., Last F. Title. In Venue (ABBR'20).``, ``Last, F., Last, F. Title. In Proc. ...``
* authors first with a quoted title (IEEE): ``A. B, C. D, "Title," in Proc. X, 2020.``
* GB/T 7714: ``Last F, Last F. Title[C]//Venue. Publisher, 2017: 1-10.``
* title first (homepages): title, authors and venue on one line each, or run together.

>>> c = parse_citation(["Ada Lovelace, Alan Turing. On Engines. In Proc. of the 1st Symposium (SYMP '21)."])
>>> c.authors, c.title, c.venue, c.year
(('Ada Lovelace', 'Alan Turing'), 'On Engines', 'Proc. of the 1st Symposium (SYMP)', 2021)
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from cvkg.extract import names as nm
from cvkg.extract import theses, unsigned
from cvkg.extract.ams import with_abbreviation_period, with_final_period
from cvkg.extract.citation_authors import CAP
from cvkg.extract.citation_layouts import (
    ARXIV_ID_RE,
    BOOK_REVIEW_RE,
    corporate,
    double_quoted_title,
    is_book_review_title,
    split_parts,
)
from cvkg.extract.citation_lines import (
    bracket_rejoined,
    is_junk_line,
    rejoin_split_emphasis,
    strip_marker,
    unbracketed_pending,
    unemphasise,
    unmark,
    unpandoc,
)
from cvkg.extract.citation_titles import (
    clean_title,
    is_untitled,
    italic_abbreviation,
    italic_title_first,
    link_off_title,
    meeting_after_comma,
    reads_as_abstract,
    split_translated_title,
    take_description,
    title_to_italics,
    year_off_title,
)
from cvkg.extract.notes import (
    has_status,
    is_accepted,
    is_pending,
    is_unpublished,
    pending_journal,
    take_notes,
    take_volumes,
)
from cvkg.extract.venues import (
    YEAR_RE,
    acronym_journal,
    clean_venue,
    is_book,
    kind_from_heading,
    kind_from_shape,
    links,
    venue_kind,
)
from cvkg.model import PublicationKind

Kind = PublicationKind
_APA_PATENT_RE = re.compile(r"\s*\(((?:U\.?\s?S\.?|European|EP|WO)?\s*Patent\b[^()]*\d[^()]*)\)$", re.I)
_BADGE_RE = re.compile(r"[A-Za-z][A-Za-z0-9&-]{1,11}")


@dataclass(frozen=True, slots=True)
class Citation:
    """The parts of one citation; ``title`` is never empty."""

    authors: tuple[str, ...]
    title: str
    venue: str | None
    year: int | None
    kind: Kind
    notes: tuple[str, ...] = ()
    arxiv: str | None = None
    doi: str | None = None
    url: str | None = None
    # The citation leaves out the CV's subject ("sole author unless *with X*", econ's "(with A and B)"):
    # they are the first author, before the co-authors named in ``authors``.
    subject_first: bool = False


# a title set in bold at the head of an unsigned entry: "**Title** (with A and B)", "**Title**, 2025.", "**Title**,
# *Journal*, vol. 3"; or of an
# entry whose names follow it, ACS's "Last, F. M.;" ("**Title.** Okoro, C. N.; Lund, P. *J. Am. Chem. Soc.* 2023")
_BOLD_HEAD_RE = re.compile(
    r"^\*\*(?P<title>[^*]{8,}?)\*\*(?=\s*$|\s*\((?:joint(?:ly)?\s+)?with\b|\s*,\s*(?:(?:19|20)\d\d|with\b|\*(?!\*)|_(?!_))"
    r"|\s+[-–—]\s"
    rf"|\s+(?:\*\*)?{CAP}[\w'’-]+,\s*{CAP}\.)",
    re.I,
)


def _bold_title_quoted(line: str) -> str:
    """A bold title leading an entry set in quotes, as the other styles set an unsigned title apart (economists'
    and site themes' "**Title** (with A)" over "*NBER Working Paper No. 1*"); a bold name is left alone.

    >>> _bold_title_quoted("**Licensing and Mobility** (with A. Lee)"), _bold_title_quoted("**Lee, A.**, Title")
    ('“Licensing and Mobility” (with A. Lee)', '**Lee, A.**, Title')
    """
    m = _BOLD_HEAD_RE.match(line)
    if m is None:
        return line
    title = m.group("title").strip()
    names = nm.split_names(title)
    is_names = bool(names.names) and nm.all_names(names.names) and re.search(r"\b[A-Z]\.|,", title) is not None
    if len(title.split()) < 2 or is_names or nm.name_shape(title) is not None or re.search(r"[\"“”'‘’`]{1,2}$", title):
        return line  # "**Lee, A.**", "**A. Lee**", "**Ada Lovelace**": the subject's name in bold
    return f"“{title.rstrip('.')}”{line[m.end():]}"


# A status set as the entry's label: "forthc.: “Title”, *Journal*", "In press: ..."
_STATUS_LABEL_RE = re.compile(
    r"^(forthc\.|forthcoming|in press|to appear|submitted|accepted|under review|im druck|à paraître)\s*:\s*", re.I
)
_STATUS_WORDS = {"forthc.": "forthcoming", "im druck": "in press", "à paraître": "forthcoming"}


# MLA's role after the names, a translator's or an editor's: "Kasprzak, Jude, translator. *The Salt Road*. By Hanna
# Wierzbińska, Northwestern UP, 2021."; the book's own author follows its title after "By"
_MLA_ROLE_RE = re.compile(r"^(?P<names>[^.]+?(?:\s[A-Z]\.)*?),\s+(?P<role>translators?|editors?)\.\s+(?=\S)")
_MLA_BY_RE = re.compile(r"(?<=[.?!*_”])\s+By\s+(?P<by>[^,.]+?(?:\s[A-Z]\.)*?),\s+(?=[A-Z])")


def _mla_role(raw: list[str]) -> tuple[list[str], list[str]]:
    """The lines without MLA's role of the names and the original's author, and the notes that say them."""
    role = _MLA_ROLE_RE.match(raw[0])
    if role is None or not nm.is_name(role["names"]):
        return raw, []
    notes = ["edited volume" if role["role"].startswith("editor") else "translation"]
    first = f"{role['names']}. {raw[0][role.end() :]}"
    if by := _MLA_BY_RE.search(first):
        notes.append(f"{notes[0]} of a book by {by['by']}")
        first = f"{first[: by.start()]} {first[by.end() :]}"
    return [first, *raw[1:]], notes


def parse_citation(
    lines: Sequence[str], *, section_kind: Kind | None = None, column_year: int | None = None
) -> Citation | None:
    """One citation's lines -> its parts, or ``None`` when the lines hold no citation.

    Args:
        lines: the entry's text lines, list markers included or not.
        section_kind: the kind named by the section heading (``Workshop Papers``), if any.
        column_year: the year a date column after the entry gave, already taken off it (see ``take_year_column``).
    """
    raw = [unmark(unpandoc(strip_marker(line))).strip() for line in lines]
    raw = rejoin_split_emphasis([line for line in raw if line and not is_junk_line(line)])
    raw = double_quoted_title([_ET_AL_COMMA_RE.sub(". ", line) for line in raw])
    if raw and (status := _STATUS_LABEL_RE.match(raw[0])):
        # "forthc.: “Title”, *Journal*" (currvita's \item[forthc.]): the status said after the entry, as lists say it
        word = status.group(1).lower()
        raw = [raw[0][status.end() :], *raw[1:]]
        raw[-1] = f"{raw[-1].rstrip()} {_STATUS_WORDS.get(word, word)}."
    if len(raw) >= 3 and _is_venue_badge(raw[0], raw[1:]):
        raw = raw[1:]
    if not raw:
        return None
    raw, role_notes = _mla_role([unbracketed_pending(line) for line in bracket_rejoined(raw)])
    if column_year is None:
        column_year, raw[0] = take_year_column(raw[0])
    if len(raw) > 1 or not raw[0].endswith("**"):
        raw[0] = _bold_title_quoted(raw[0])  # (a bold line alone is a group's heading, "**Book chapters**")
    joined_raw = " ".join(raw)
    unbolded, volumes = take_volumes(raw)
    draft = take_notes("\n".join(unemphasise(line) for line in unbolded))
    draft.notes.extend(volumes)
    draft.notes.extend(role_notes)
    label_year, text = unsigned.take_year_label(draft.text)
    text_lines = text.split("\n")
    if has_status(draft.notes) and len(text_lines) > 1 and not text_lines[-1].strip():
        # the status was a line of its own under the title ("A and B, Title" / "submitted to J"): the break parts them
        text_lines[-2] += "," if text_lines[-2].rstrip()[-1:].isalnum() else ""
    text_lines, closing_with = _closing_coauthors(text_lines)
    parts = split_parts(text_lines, joined_raw, has_status=has_status(draft.notes))
    if parts is not None and closing_with and (parts.subject_first or not parts.authors):
        parts = replace(parts, authors=[*parts.authors, *closing_with], subject_first=True)
    if parts is None and volumes:
        # APS set in emphasis, "A. B, and C. D, Title, *Phys. Rev. B* **98**, 115143 (2018).": only commas part
        # the title from the journal, whose reference needs its volume to be seen as one
        draft = take_notes("\n".join(unemphasise(line) for line in raw))
        label_year, text = unsigned.take_year_label(draft.text)
        parts = split_parts(text.split("\n"), joined_raw)
    if parts is None:
        return None
    authors, truncated = parts.authors, parts.truncated
    title, venue_text = italic_title_first(*title_to_italics(parts.title, parts.venue_text, joined_raw), joined_raw)
    title, venue_text = year_off_title(*link_off_title(clean_title(title), venue_text))
    if not venue_text.strip(" .,") and (meeting := meeting_after_comma(title, joined_raw)):
        title, venue_text = meeting
    if m := _APA_PATENT_RE.search(title):
        # APA: "Title (U.S. Patent No. 11,842,907). U.S. Patent and Trademark Office." -- the number is the
        # venue, the office that issued it goes (the year the authors' date gave stays)
        year_given = YEAR_RE.search(venue_text)
        title = title[: m.start()].rstrip()
        venue_text = m.group(1) + (f", {year_given.group(1)}" if year_given else "")
    title, venue_text, described_thesis = theses.take_description(title, venue_text)
    title, described = take_description(title)
    title, english = split_translated_title(title)
    described = [*described, f"English title: {english}"] if english else described
    if BOOK_REVIEW_RE.match(title):
        title = re.sub(r"\s*\((?:19|20)\d\d\)$", "", title)  # "Review of A, *Book* (2018)": the book's year
    if not title or not (authors or parts.subject_first) or is_untitled(title):
        return None
    venue_text, led_by_thesis = theses.institution(venue_text)
    if (translated := _TRANSLATED_BY_RE.match(venue_text)) and (by := nm.split_names(translated["names"])).names:
        # "Author, ‘Title’, trans. by Subject, *Journal*": the translator is the subject, listed after the author
        authors = [*authors, *(n for n in by.names if n not in authors)]
        venue_text = venue_text[translated.end() :]
        draft.kind_tag = draft.kind_tag or Kind.OTHER
        draft.notes.append("translation")
    if is_abstract := reads_as_abstract(venue_text):
        # a job-market paper's abstract under its title: no venue, and its years no paper's (its JEL codes stay)
        jel = re.search(r"([A-Z]\d{2}(?:\s*,\s*[A-Z]\d{2})+)\.?\s*$", venue_text)
        venue_text = f"JEL: {jel.group(1)}" if jel else ""
    if truncated:
        draft.notes.append("author list truncated")
    draft.notes.extend(parts.notes)
    draft.notes.extend(described)
    # APA's series number after the title is where the paper is, when nothing else says: "(SSRN Working Paper No. 7)"
    series = next((d for d in described if _SERIES_NUMBER_RE.search(d)), None)
    doi, url = links(venue_text)
    venue, year, extra = clean_venue(venue_text)
    venue = venue or series
    if parts.kind is not None or column_year:
        # (the period before a date column ends no sentence: "Annu. Rev. Phys. Chem. (in press)  2025")
        venue = with_final_period(venue, venue_text)
    venue = italic_abbreviation(with_abbreviation_period(venue, venue_text), joined_raw)
    year = column_year or year or label_year  # (a date column states the entry's date; "(ECM30)" guesses one)
    draft.notes.extend(extra)
    if any(n.lower() == "preprint" for n in extra):
        draft.kind_tag = draft.kind_tag or Kind.PREPRINT  # "Preprint, LingBuzz/007801": the venue text said so
    if any(n.lower() == "poster" for n in extra):
        draft.kind_tag = draft.kind_tag or Kind.POSTER  # "Poster, *Meeting*, Town, 2023"
    if any(n.lower() in ("oral presentation", "oral") for n in extra):
        draft.kind_tag = draft.kind_tag or Kind.CONFERENCE  # "Oral presentation, ASH Annual Meeting. *Blood*. ..."
    if any(n.lower() == "book chapter" for n in extra):
        draft.kind_tag = draft.kind_tag or Kind.BOOK  # "*Methods Mol Biol*. 2020;2132:45–61. (book chapter)"
    if any(_ARTICLE_TYPE_RE.fullmatch(n) for n in draft.notes):
        # MEDLINE's article type: "Title [letter]. N Engl J Med. 2024;390:2023.", "... 2023;117:12-20. (Review)":
        # no research article, whatever journal prints it
        draft.kind_tag = draft.kind_tag or Kind.OTHER
    if venue and is_pending(draft.notes):
        # "In revision, *Journal*", "(submitted) 'Title', Journal": the journal still deciding
        draft.kind_tag = draft.kind_tag or Kind.PREPRINT
    if venue and is_unpublished(venue):
        draft.notes.append(venue.lstrip("-–— "))
        # "-- book manuscript": a book not out yet, no preprint
        unpublished = Kind.BOOK if re.search(r"\bbook\b", venue, re.I) else Kind.PREPRINT
        draft.kind_tag, venue = draft.kind_tag or unpublished, None
    if venue is None and (journal := pending_journal(draft.notes)):
        # no venue yet but the journal (or meeting) deciding: it stands for the venue, its year no paper's year
        draft.kind_tag, (venue, bound_year, _) = draft.kind_tag or Kind.PREPRINT, clean_venue(journal)
        venue = with_final_period(venue, journal)
        # "(submitted to J, 2024)": the year after a comma is the paper's; "the Symposium 2026" is the meeting's
        # ("Submitted to J, January 2025": a month may come before it)
        dated = re.search(r",\s*(?:[A-Z][a-z]{2,8}\.?\s+)?(?:19|20)\d\d\W*$", journal)
        year = year or (bound_year if dated else None)
    starred = [n for n in authors if _is_starred(n, joined_raw)]
    if draft.cofirst and starred:
        draft.notes.append("co-first authors: " + ", ".join(starred))
    kind = (
        (Kind.THESIS if described_thesis or led_by_thesis else None)
        or (Kind.OTHER if is_book_review_title(title) else None)  # a review, in whatever journal or state
        or (Kind.BOOK if "under contract" in draft.notes else None)  # a book not out yet: no preprint
        or draft.kind_tag
        # what the entry says of itself ("[Poster presentation]") before what its list's heading says
        or next(filter(None, map(kind_from_heading, described)), None)
        or (Kind.OTHER if _SOFTWARE_RE.search(title) or (venue and _REPOSITORY_RE.fullmatch(venue)) else None)
        or (Kind.OTHER if venue and _REPORT_NUMBER_RE.fullmatch(venue) else None)
        # a paper its journal has taken ("Duke Math. J., to appear") under "Preprints" is that journal's
        # a workshop's paper listed with the conference papers ("Proceedings of the Workshop on ..."; a meeting
        # named a workshop, "the 2016 National Silviculture Workshop", is a conference)
        or (Kind.WORKSHOP if section_kind is Kind.CONFERENCE and venue and _WORKSHOP_ON_RE.search(venue) else None)
        or (None if _section_kind_yields(section_kind, venue, draft.notes) else section_kind)
        # a meeting's proceedings published as a book in a series: "Proceedings of ANTS XV, Open Book Ser. 5, MSP"
        or (Kind.CONFERENCE if parts.kind is Kind.BOOK and venue_kind(venue) is Kind.CONFERENCE else None)
        or parts.kind
        or (Kind.BOOK if parts.edited or (corporate(parts.authors) and is_book(venue_text)) else None)
        or (Kind.PREPRINT if venue is None and is_pending(draft.notes) else None)
        or (Kind.PREPRINT if venue is None and is_abstract else None)  # a paper told by its abstract, not out yet
        or (Kind.PREPRINT if venue is None and url and re.search(r"\barxiv\.org/", url) else None)
        or acronym_journal(venue, venue_text)
        or venue_kind(venue)
        or kind_from_shape(venue, venue_text, year)
    )
    arxiv = m.group(1) if venue and "arxiv" in venue.lower() and (m := ARXIV_ID_RE.search(venue)) else None
    notes = tuple(_dedupe(draft.notes))
    return Citation(
        tuple(authors), title, venue, year, kind, notes, arxiv, doi, url, subject_first=parts.subject_first
    )


def _section_kind_yields(section_kind: Kind | None, venue: str | None, notes: list[str]) -> bool:
    """Whether an entry's state overrules its list's kind: a paper its journal has taken, under "Preprints"; an
    article still in preparation or under review, no journal named, under "Articles"."""
    if section_kind is Kind.PREPRINT:
        return bool(venue) and is_accepted(notes)
    return section_kind is Kind.JOURNAL and venue is None and is_pending(notes)


# A translation's translators, opening the venue text: "trans. by A. Lund and B. Roy, *Journal*", "translated by A.
# Lund (Minneapolis: ...)", "trans. by A. Lund. Minneapolis: Press, 2020"
_TRANSLATED_BY_RE = re.compile(
    r"^\s*[,.]?\s*(?:trans\.|translated|tr\.)\s+by\s+(?P<names>[^,()*_]+?)\s*(?:,\s*|(?=\()|\.\s+(?=[A-Z][\w .]+:\s))"
)


# The year set apart at the end of an entry's first line, as a date column ("... 1021–1038  2023"; a paper not
# out yet "2025+"): the converters set an entry's dates last, after a gap
_YEAR_COLUMN_RE = re.compile(
    r"(?<=\S)[ \t]{2,}(?:\d{1,2}[/.]|[A-Z][a-z]{2,8}\.?\s+)?((?:19|20)\d\d)\+?[ \t]*$"  # "04/2017", "October 2021"
)


# The co-authors set last, after the whole reference: "Title, Geom. Funct. Anal. 25 (2015), 1–50 (with B. Kim)."
_CLOSING_WITH_RE = re.compile(r"(?<=[\d.)])\s*\(\s*(?:joint(?:ly)?\s+)?with\s+([^()]+)\)\.?\s*$", re.I)


def _closing_coauthors(lines: list[str]) -> tuple[list[str], list[str]]:
    """An entry's lines without the co-authors it names after its reference, and those names; or after its quoted
    title, closing the title's line above the venue's (economists': "“Title” (Job Market Paper), with A. Lee" /
    "NBER Working Paper No. 1, 2023.")."""
    m = _CLOSING_WITH_RE.search(lines[-1]) if lines else None
    found = nm.split_names(m.group(1)) if m else None
    if m is not None and found is not None and found.names and nm.all_names(found.names):
        return [*lines[:-1], lines[-1][: m.start()].rstrip(" .") + "."], list(found.names)
    m = _TITLE_LINE_WITH_RE.search(lines[0]) if len(lines) > 1 else None
    found = nm.split_names(m.group("names")) if m else None
    if m is None or found is None or not (found.names and nm.all_names(found.names)):
        return lines, []
    return [lines[0][: m.start()] + ",", *lines[1:]], list(found.names)  # (its aside, "Job Market Paper", goes)


# Co-authors closing a quoted title's line: "“Title” (Job Market Paper), with Neha Lee and Ana Roy"
_TITLE_LINE_WITH_RE = re.compile(
    r"(?<=[”\")])(?P<aside>\s*\([^()]*\))?\s*,?\s*(?:joint(?:ly)?\s+)?with\s+(?P<names>[^()]+?)\s*$"
)


def take_year_column(line: str, *, year_alone: bool = False) -> tuple[int | None, str]:
    """``"A. Title. Journal, 12(3)  2023"`` -> (2023, the citation without it); else (None, the line). With
    ``year_alone``, a column that gives a month too ("October 2021") is left in place."""
    if (m := _YEAR_COLUMN_RE.search(line)) and not (year_alone and not re.match(r"[ \t]+(?:19|20)", m.group(0))):
        return int(m.group(1)), line[: m.start()]
    return None, line


# Software cited as a paper: "netrewire: an R package for ...", its venue the repository that holds it
# The article types MEDLINE prints after a title or a reference, which are no research articles (editorials and
# letters are left to the journal: the development golds disagree on them)
_ARTICLE_TYPE_RE = re.compile(r"(?:review|erratum|corrigendum|case report)", re.I)
# A report's number as laboratories and collaborations give it, all the venue there is: "CERN-EP-2023-045"
_REPORT_NUMBER_RE = re.compile(r"[A-Z]{2,}(?:-[A-Z]{2,})+(?:-[A-Z]?\d+)+(?:-[A-Z]+)?")
_SOFTWARE_RE = re.compile(r"\b(?:R|Python|Julia|Stata|MATLAB)\s+(?:package|library|toolbox)\b")
_REPOSITORY_RE = re.compile(r"CRAN|PyPI|GitHub|Bioconductor|conda-forge|Zenodo")


def _is_venue_badge(line: str, rest: list[str]) -> bool:
    """``SIGMOD`` alone on the line above a homepage entry: a label repeating the venue's acronym."""
    token = unemphasise(line).strip("[]() ")
    return (
        bool(_BADGE_RE.fullmatch(token))
        and sum(c.isupper() for c in token) >= 2
        and re.search(rf"(?<!\w){re.escape(token)}(?!\w)", " ".join(rest[1:])) is not None
    )


def _is_starred(name: str, text: str) -> bool:
    """Whether ``name`` carries a co-first-author mark (``Biao Sun*``, ``**Ann Lee***``, ``Bo Li†``)."""
    at = text.find(name)
    while at >= 0:
        after = text[at + len(name) :]
        stars = len(after) - len(after.lstrip("*"))
        if text[:at].endswith("**"):
            stars -= 2  # the closing half of **bold**, not a mark
        if stars > 0 or after[:1] in {"†", "‡"}:
            return True
        at = text.find(name, at + 1)
    return False


def _dedupe(items: list[str]) -> list[str]:
    seen: list[str] = []
    for item in items:
        if item and item.lower() not in (s.lower() for s in seen):
            seen.append(item)
    return seen


# A workshop on a topic, as the computing fields name theirs: "Workshop on Cognitive Modeling", "Workshops on X"
_WORKSHOP_ON_RE = re.compile(r"\bWorkshops?\s+on\b", re.I)
# "Ana D. Weems et al, Blebs promote ...": a comma closing the truncated authors where a period would
# ("et al., Title, Journal" is a list whose every part a comma closes: it stays)
_ET_AL_COMMA_RE = re.compile(r"(?<=\bet al),\s+(?=[A-Z][a-z])")


_SERIES_NUMBER_RE = re.compile(r"\b(?:Working|Discussion|Policy Research)\s+Paper\s+(?:No\.|Series)\s*\d", re.I)
