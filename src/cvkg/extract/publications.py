"""A publications section -> Publication records, one per citation.

Entries are cut apart first: in a bulleted or numbered list each marker opens an entry and
unmarked lines (a wrapped line, an award note) continue it; in an unmarked list (homepage
style, title / authors / venue on lines of their own) an entry closes at the line that
holds its venue. Each entry is then read by :mod:`cvkg.extract.citations`.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace
from itertools import pairwise

from cvkg.extract import aas, citations, iop, layout, packages, title_first, venues
from cvkg.extract import names as nm
from cvkg.extract.citation_authors import split_author_prefix
from cvkg.extract.citation_lines import emphasis_goes_on, has_venue_end, is_junk_line
from cvkg.extract.notes import is_award_line
from cvkg.extract.sections import Section, SectionKind, year_heading
from cvkg.model import Publication, PublicationKind, SourceDocument


def _entries(lines: list[tuple[int, str]]) -> list[list[tuple[int, str]]]:
    out: list[list[tuple[int, str]]] = []
    for entry in _cut(_headed_papers(lines)):
        if out and all(_names_prize(t) for _, t in entry):
            out[-1].extend(entry)  # a line that names the prize of the entry above belongs to it
        else:
            out.append(entry)
    return out


# A paper that is a heading of its own, its co-authors on the line under it and its abstract below (an economist's
# page: "### Title [[Download](x.pdf)]" over "with [A. Lund](url)"); the link or note closing the heading goes
_PAPER_HEADING_RE = re.compile(r"^\s{0,3}#{2,6}\s+(?P<title>.+?)(?:\s*\[(?:[^\[\]]|\[[^\[\]]*\])*\])*\s*$")
_WITH_LINE_RE = re.compile(r"^\s*\(?with\s+(?P<names>[^()]+?)\)?\s*\.?$", re.I)


def _headed_papers(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Each paper set as a heading with a "with" line under it, as the list item that cites it (``- Title (with A.
    Lund)``); the abstract under it, up to the next heading, is no entry."""
    out = list(lines)
    for i, (n, text) in enumerate(lines):
        head = _PAPER_HEADING_RE.match(text)
        if head is None or layout.is_group_heading(text) or year_heading(text) is not None:
            continue
        j = next((k for k in range(i + 1, len(lines)) if lines[k][1].strip()), None)
        co = _WITH_LINE_RE.match(layout.plain(layout.unlink(lines[j][1]))) if j is not None else None
        if j is None or co is None:
            continue
        out[i] = (n, f"- {head.group('title')} (with {co.group('names')})")
        for k in range(j, len(lines)):
            if k > j and lines[k][1].lstrip().startswith("#"):
                break
            out[k] = (lines[k][0], "")
    return out


# A page's running head or foot as a PDF converter leaves it between two entries: a name and the page's number
_NAME_AND_PAGE_RE = re.compile(r"^[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’.-]*){1,3}\s+\d{1,3}$")


def _running_heads(lines: list[tuple[int, str]]) -> set[int]:
    """The lines that are a page's head or foot (``Clara Whitmore 3``): a paragraph of their own after an entry
    that ended (a wrapped line of a journal's name, ``Related Fields 175``, stands inside its entry)."""
    found: set[int] = set()
    for i in range(2, len(lines) - 1):
        before, (n, t), after = lines[i - 1][1], lines[i], lines[i + 1][1]
        ended = _ENTRY_END_RE.search(layout.plain(lines[i - 2][1])) is not None
        if not before.strip() and not after.strip() and ended and _NAME_AND_PAGE_RE.match(t.strip()):
            found.add(n)
    return found


def _names_prize(line: str) -> bool:
    """Whether a line is a note of the prize a paper won ("– Honorable Mention, X Prize"), not a heading."""
    return is_award_line(layout.strip_marker(line)) and not layout.is_group_heading(line) and not line.endswith(":")


def _cut(lines: list[tuple[int, str]]) -> list[list[tuple[int, str]]]:
    content, wrapped = _emphasis_rejoined(lines)
    # (a line that took the next one's text in ends where that one did: its number kept as a blank line)
    return [
        [*entry, (wrapped[entry[-1][0]], "")] if entry[-1][0] in wrapped else entry for entry in _cut_content(content)
    ]


def _cut_content(lines: list[tuple[int, str]]) -> list[list[tuple[int, str]]]:
    heads_of_page = _running_heads(lines)
    content = [
        (n, t)
        for n, t in lines
        if t.strip() and not is_junk_line(t.strip()) and year_heading(t) is None and n not in heads_of_page
    ]
    # "### Monographs" heads a group: an entry of its own line, whatever marks the entries under it
    heads = {n for n, t in content if layout.is_group_heading(t)} | _emphasised_heads(content)
    # "– Honorable Mention, MLA Prize, 2020" under a book: a bulleted note of the entry above, no entry
    notes = {n for n, t in content if layout.has_marker(t) and _names_prize(t)}
    marked = [(n, t) for n, t in content if layout.has_marker(t) and n not in heads and n not in notes]
    if len(marked) >= 2 or (marked and len(content) <= 4):
        top = min(layout.indent_of(t) for _, t in marked)
        prose = _prose_parents(content, top)
        content = [(n, t) for n, t in content if n not in prose]
        # a paragraph set left of the numbers after a finished entry is none of its lines: a PDF's heading
        # ("Abstracts, Poster Presentations and Exhibits" over "  1. Last AB. ...")
        paragraphs = _paragraph_starts(lines, content)
        outdented = {n for n, t in content if layout.indent_of(t) < top} & paragraphs
        out: list[list[tuple[int, str]]] = []
        for i, (n, t) in enumerate(content):
            opens = n not in notes and layout.has_marker(t) and (layout.indent_of(t) <= top + 1 or bool(prose))
            after_head = i > 0 and content[i - 1][0] in heads | outdented
            if (
                opens
                or not out
                or after_head
                or n in heads  # "*Book chapters*" between the plain entries above and the ones it heads
                or n in outdented
                or _is_subheading(content, i)
                or _is_subheading(content, i - 1)
                or _second_of_item(content, i)
                or (_opens_labelled(t) and _ENTRY_END_RE.search(layout.plain(content[i - 1][1])) is not None)
                # an unmarked list above a marked one ("Selected abstracts" in bullets under plain articles): an
                # author-date opening after a finished entry starts one
                or (opens_citation(t) and _ENTRY_END_RE.search(layout.plain(content[i - 1][1])) is not None)
                # awesome-cv's and moderncv's \cventry rows, their year in a column, a bulleted note under one
                or (_YEAR_COLUMN_END_RE.search(content[i - 1][1]) and split_author_prefix(t) is not None)
                or (n in paragraphs and _opens_unnumbered_item(out[-1], t))
            ):
                out.append([(n, t)])
            else:
                out[-1].append((n, t))
        return out
    openings, starts = _openings(content), _paragraph_starts(lines, content)
    if _opens_each_entry(content, heads, openings):
        return _cut_at_openings(content, heads, openings, starts)
    out = []
    current: list[tuple[int, str]] = []
    # entries of several lines parted by blank lines: the blank lines part them, not a year inside a line (APA's
    # "Last, F. (2025). Title" wraps after its year)
    # (only when every blank line parts two entries: a PDF's text also parts an entry's title, names and venue)
    after_blank = {n for (_, prev), (n, _) in pairwise(lines) if not prev.strip()} & {n for n, _ in content[1:]}
    set_apart = any(not t.strip() for _, t in lines)  # (one paragraph is one entry only when blank lines frame it)
    by_paragraph = after_blank <= starts and (bool(starts) or set_apart) and _paragraphs_wrap(content, starts)
    for n, t in content:
        if current and n in starts:
            out.append(current)
            current = []
        if n in heads:
            out.extend([current] if current else [])
            out.append([(n, t)])
            current = []
            continue
        if not current and out and (_CONTINUES_RE.match(t.strip()) or _names_prize(t)) and out[-1][-1][0] not in heads:
            # "(2024), no. 2, 52 pp.", "submitted to J": a table cell's second row; "*Winner of the X Prize*": the
            # prize of the entry above
            out[-1].append((n, t))
            continue
        if current and t.lstrip()[:1] in _OPENING_QUOTES:
            out.append(current)  # a quoted title opens the next entry of an unmarked list
            current = []
        elif current and _WITH_OPENING_RE.match(t.lstrip()) and _ENTRY_END_RE.search(layout.plain(current[-1][1])):
            out.append(current)  # "(with A. Lund) “Title.” Journal": the co-authors open an entry, after one ended
            current = []
        elif current and current[-1][1].rstrip().endswith(".") and (_AMS_OPENING_RE.match(t) or _opens_labelled(t)):
            # "A. Lee and **C. Whitmore**, _Title_", "in press: "Title." *Journal*." after an entry's last line
            out.append(current)
            current = []
        current.append((n, t))
        # (a line that ends with a comma goes on: "Duke Math. J. **168** (2019)," / "455–512.")
        closes = has_venue_end(t) and not t.rstrip().endswith(",")
        # (a date column after the entry's period closes it, names or not: moderncv's "\cvitem{2018}{Title. *J*.}")
        if not by_paragraph and closes and (_has_authors(current) or _CLOSED_WITH_COLUMN_RE.search(t)):
            out.append(current)
            current = []
    if current:
        out.append(current)
    return out


# A title set in emphasis that a PDF's text wrapped, its emphasis closed at the line's end and opened again on the
# next: "... (2024, June 18–21). _Neighborhood_" / "_violence and sleep in adolescents_ [Poster]. Society ..."
_EMPHASIS_AT_END_RE = re.compile(r"[^\s*_]\s+[*_][^*_\s][^*_]*[*_]\s*$")


def _emphasis_rejoined(lines: list[tuple[int, str]]) -> tuple[list[tuple[int, str]], dict[int, int]]:
    """The lines, a title's emphasis wrapped onto the next line joined to the line it began on (that next line is
    no entry, nor a heading, of its own), and the number of the last line each joined line took."""
    out: list[tuple[int, str]] = []
    wrapped: dict[int, int] = {}
    for n, t in lines:
        above = out[-1][1].rstrip() if out else ""
        # (after words of the entry's own: a line that is all emphasis, "*Selected abstracts*", is a heading)
        if _EMPHASIS_AT_END_RE.search(above) and emphasis_goes_on(above, t.strip()):
            # "_Linear syzygies via discrete_" / "_Morse theory_, J. Algebra": one emphasis, as typeset
            out[-1] = (out[-1][0], f"{above[:-1]} {t.strip()[1:]}")
            wrapped[out[-1][0]] = n
        else:
            out.append((n, t))
    return out, wrapped


# An AMS entry's opening: initials and a surname, maybe in bold, then a comma or "and" ("A. Lee and **C. W**,")
_AMS_OPENING_RE = re.compile(r"^(?:\*\*)?(?:[A-Z]\.[\s-]?){1,3}[A-Z][\w'’-]+(?:\*\*)?(?:,|\s+and\s)")
# The co-authors in brackets that open a humanities entry whose author is the subject: "(with A. Lund and B. Roy)"
_WITH_OPENING_RE = re.compile(r"\((?:jointly\s+)?with\s+[A-Z][^()]{2,120}\)\s*\S", re.I)
# A line that goes on with the entry above, never opening one: the status of a paper still under review
_CONTINUES_RE = re.compile(
    r"^(?:submitted|accepted|to appear|in revision|in press|under review)\b(?![*_]*\s*:)"
    # a moderncv entry's description naming the co-editors alone: "co-edited with A" (no title follows)
    r"|^(?:co-?)?edited with\s+[^.“\"*_]+\.?$"
)
# The words of a group's heading set in emphasis ("*Published or accepted*", "_Submitted and preprints_")
_GROUP_WORDS_RE = re.compile(
    r"\b(?:published|accepted|submitted|preprints?|in preparation|papers|articles|publications|proceedings|notes"
    r"|abstracts|chapters|books|reports|reviews|posters|presentations|patents|guides|maps|monographs)\b",
    re.I,
)


def _opens_unnumbered_item(above: list[tuple[int, str]], line: str) -> bool:
    """A paragraph that opens with names after an entry closed by its year: an item of a numbered list whose number
    the PDF's converter lost (marker after a page break, or a table it drew); not the venue of an entry that a page
    break cut (``_Health Place_. 2019;58:102140`` under a title with no year)."""
    return has_venue_end(" ".join(t for _, t in above)) and split_author_prefix(line) is not None


def _emphasised_heads(content: list[tuple[int, str]]) -> set[int]:
    """The lines that head a group of an unmarked list in emphasis alone, a few words naming a kind or a status
    (``*Published or accepted*``, a LaTeX ``\textit{Submitted and preprints}`` row), before an entry that names
    its authors; an italic title alone on its line (a PDF's wrapped entry) names neither."""
    found: set[int] = set()
    for i, (n, t) in enumerate(content[:-1]):
        # (a note may follow it: "*Selected abstracts* (last five years)")
        m = re.fullmatch(r"(\*{1,2}|_{1,2})([^*_\d]{3,60}?)\1(?:\s*\([^()]{1,40}\))?", t.strip())
        if m is None or m.group(2).rstrip().endswith((".", ",")) or len(m.group(2).split()) > 6:
            continue
        named = venues.kind_from_heading(m.group(2)) is not None or _GROUP_WORDS_RE.search(m.group(2))
        ended = i == 0 or _ENTRY_END_RE.search(layout.plain(content[i - 1][1])) is not None
        if named and ended and _has_authors([content[i + 1]]):
            found.add(n)
    return found


# A line below a list's items that opens with a status as its label, an entry of its own after one that ended:
# "*In preparation:* *Title* (with A)", "Submitted: A. Lee, Title"
_STATUS_OPENING_RE = re.compile(
    r"^[*_]{0,2}(?:in preparation|in progress|submitted|under review|in review|in revision|in press|to appear"
    r"|forthcoming|accepted)[*_]{0,2}\s*:[*_]{0,2}", re.I
)
def _opens_labelled(line: str) -> bool:
    """Whether a line opens with a label naming a status or a kind (``*In preparation:*``, ``Patent:``,
    ``Buchbeitrag:``): an entry of its own below a list's items, not a line of the item above."""
    if _STATUS_OPENING_RE.match(line):
        return True
    m = _KIND_LABEL_RE.match(line)
    return m is not None and venues.kind_from_heading(m.group(2)) is not None


# An item's first line closed with its label's year set after it ("... 512–540.  2024"): a whole reference
_CLOSED_WITH_COLUMN_RE = re.compile(r"[.)]\s{2,}(?:19|20)\d\d$")
_YEAR_COLUMN_END_RE = re.compile(r"\S\s{2,}(?:19|20)\d\d\s*$")


def _second_of_item(content: list[tuple[int, str]], i: int) -> bool:
    """Whether an unmarked line is a second reference in the item above, as ``\\item[2024] A. \\\\ B.`` sets two
    papers of one year: the item's first line was a whole reference (its label's year set after it), and this one
    is another."""
    _, line = content[i]
    return (
        i > 0
        and not layout.has_marker(line)
        and bool(_CLOSED_WITH_COLUMN_RE.search(content[i - 1][1]))
        and line[:1].isupper()
        and has_venue_end(line)
    )


def _paragraphs_wrap(content: list[tuple[int, str]], starts: set[int]) -> bool:
    """Whether the paragraphs the blank lines part are entries wrapped over lines: two in three at least hold two
    lines or more (a short entry may fit on one), none more than six, and few of their lines but the last end an
    entry (a DOI may have a line of its own)."""
    paragraphs: list[list[str]] = [[]]
    for n, t in content:
        if n in starts and paragraphs[-1]:
            paragraphs.append([])
        paragraphs[-1].append(layout.plain(t))
    wrapped = [p for p in paragraphs if len(p) >= 2]
    inner = [t for p in paragraphs for t in p[:-1]]
    ended = sum(1 for t in inner if _ENTRY_END_RE.search(t))
    if max(map(len, paragraphs)) > 6 or 3 * ended > len(inner):
        return False  # a paragraph of many lines, most of them whole: a list of one-line entries
    if len(paragraphs) == 1:  # one paragraph: one entry only if no line of it but the last ends one
        return bool(wrapped) and not ended
    return 3 * len(wrapped) >= 2 * len(paragraphs)


def _prose_parents(content: list[tuple[int, str]], top: int) -> set[int]:
    """The lines of top-level items that are prose heading a sub-list of citations, as the NIH biosketch's
    "Contributions to Science" numbers paragraphs and letters the papers under each (``1. Sensor kinases. As a
    student I ...`` / ``   a. Last AB, Last C. Title. J Name. 2012;1:1-9.``): no year before the first sub-item.
    Empty when any top-level item is a citation of its own (its sub-items are then notes on it)."""
    items: list[list[tuple[int, str]]] = []
    for n, t in content:
        if (layout.has_marker(t) and layout.indent_of(t) <= top + 1) or not items:
            items.append([])
        items[-1].append((n, t))
    prose: set[int] = set()
    for item in items:
        sub = next((i for i, (_, t) in enumerate(item) if layout.has_marker(t) and layout.indent_of(t) > top + 1), None)
        if sub is None:
            return set()
        head = " ".join(t for _, t in item[:sub])
        if re.search(r"(?<!\d)(?:19|20)\d\d(?!\d)", head):
            return set()
        prose.update(n for n, _ in item[:sub])
    return prose


_OPENING_QUOTES = frozenset('"“‘')
# The names and the date that open an author-date citation: Chicago's "Last, First, and F. Last. 2021.",
# APA's "Last, F. (2021)." and Harvard's "Last, F. (2021)"; the names are checked apart
# (a paper not out yet is dated by its status: Chicago's "Last, First. Forthcoming. “Title.”", APA's "(in press)")
_AUTHOR_DATE_OPENING_RE = re.compile(
    r"^(?P<names>[^\"“”()]{2,}?)[.,]?\s+(?:\(\s*(?:(?:19|20)\d\d[a-z]?|(?i:forthcoming|in press|n\.\s?d\.))"
    r"(?:,\s*[A-Z][a-z]+\.?(?:\s+\d{1,2}(?:\s*[-–]\s*\d{1,2})?)?)?\s*\)\.?"  # APA's "(2024, June 18–21)."
    r"|(?:(?:19|20)\d\d[a-z]?|Forthcoming|In press)\.|(?<=,\s)(?:19|20)\d\d[a-z]?,)(?=\s|$)"
)  # (the year between commas: the earth scientists' and astronomers' "Lund, K., and Vell, A., 2021, Title")


_TWO_GIVEN_HEAD_RE = re.compile(
    r"^[A-Z][\w'’-]+(?:\s[A-Z][\w'’-]+)?,\s[A-Z][\w'’-]+\s[A-Z][\w'’-]+,?\s(?:and|&)\s(?P<rest>[^,]+)$"
)
_EDITORS_MARK_RE = re.compile(r"[,\s]*(?:\((?:eds?|editors?)\.?\)|\beds?\.?|\beditors?)\s*$", re.I)
_SAME_AUTHORS_DATE_RE = re.compile(r"^(?:—{2,3}|–{3}|-{3,}|_{3,})\s*[.,]\s+\(?(?:19|20)\d\d[a-z]?\)?[.,]?(?=\s|$)")


def opens_citation(line: str) -> bool:
    """Whether the line opens an author-date citation, whose date right after the names says where an
    entry of an unmarked list starts when its lines wrap (a PDF's text, a plain list).

    >>> opens_citation("Lund, Per, and Ada K. Berg*. 2021. “Harbor"), opens_citation("Harbors. Journal 3 (2021): 4.")
    (True, False)
    """
    if _SAME_AUTHORS_DATE_RE.match(layout.plain(line)):
        return True  # Chicago's "———. 2018.": the authors above, then the date
    m = _AUTHOR_DATE_OPENING_RE.match(layout.plain(line))
    if m is None:
        return iop.opens_reference(layout.plain(line))  # "Lund A B and Roy C 2021 Title": no stop anywhere
    if m.group(0).endswith(",") and "," not in m.group("names"):
        return False  # "Math. Soc., 2024, 95–160.": a wrapped entry's imprint; "Lund, K., 2021," has its comma
    # (an edited volume's editors: "Lund, Kari, and Ana Roy, eds. 2018.", "Lund, K. (Ed.). (2018).")
    names = _EDITORS_MARK_RE.sub("", m.group("names").replace("*", "")).strip(" .,")
    found = nm.split_names(names)
    if found.names and nm.all_names(found.names):
        return True
    # Chicago's first name inverted with two given names: "Chuquimango, Ana Belén, and Marisa Quispe. 2016."
    two_given = _TWO_GIVEN_HEAD_RE.match(names)
    rest = nm.split_names(two_given.group("rest")) if two_given else None
    return rest is not None and bool(rest.names) and nm.all_names(rest.names)


_DATE_OPENING_RE = re.compile(r"^\s*\((?:19|20)\d\d[a-z]?(?:,[^()]{1,30})?\)\.\s")


def _openings(content: list[tuple[int, str]]) -> set[int]:
    """The lines that open an author-date citation; a long author list may wrap before its date (APA's
    ``Last, F., Last, G., Hankin,`` / ``B. L., & Silk, J. S. (2021).``), and then its first line opens it."""
    found: set[int] = set()
    for i, (_, t) in enumerate(content):
        if i - 1 in found and content[i - 1][1].rstrip().endswith(","):
            continue  # the second line of a wrapped author list
        # (or wraps after its last initial, the next line opening with the date: "& Lee, J." / "(2022). Title")
        wraps = i + 1 < len(content) and (t.rstrip().endswith(",") or _DATE_OPENING_RE.match(content[i + 1][1]))
        if opens_citation(t) or (wraps and opens_citation(f"{t.rstrip()} {content[i + 1][1].strip()}")):
            found.add(i)
    return found


def _opens_each_entry(content: list[tuple[int, str]], heads: set[int], openings: set[int]) -> bool:
    """Whether the lines opening with names and a date start the entries: most after the first follow a line
    that ends an entry (a period, a bracket, a number), the others a heading. In a title-first list each
    names-and-year line follows its title, which ends with no period."""
    at = sorted(openings)
    if len(at) <= 1:
        return at == [0]
    # (an entry may end with its prize, a line of its own: "- Citation Award for outstanding student abstract")
    # (IOP's names and bare year open an entry whatever ended the one above: its preprint ends on its title's word)
    ends = [
        i for i in at[1:]
        if re.search(r"[.)\]\d\"”]\s*$", layout.plain(content[i - 1][1])) or _names_prize(content[i - 1][1])
        or iop.opens_reference(layout.plain(content[i][1]))
    ]
    headed = [i for i in at[1:] if content[i - 1][0] in heads or _is_subheading(content, i - 1, before_opening=True)]
    return len(ends) + len(headed) >= len(at) - 1 and 2 * len(ends) >= len(at) - 1


def _paragraph_starts(lines: list[tuple[int, str]], content: list[tuple[int, str]]) -> set[int]:
    """The lines that open a paragraph after one that ended an entry: a blank line parts the entries of an
    unmarked list (a PDF's text, a plain list), unless it falls inside a sentence (a page break)."""
    blank_before = {n for (_, prev), (n, _) in pairwise(lines) if not prev.strip()}
    return {
        n
        for (_, prev), (n, t) in pairwise(content)
        if n in blank_before and _ENTRY_END_RE.search(layout.plain(prev)) and layout.plain(t).lstrip()[:1].isupper()
    }


# what ends an entry: a period, a bracket, a number; not a quoted title's close (``"Title,"`` / ``"Title."``)
_ENTRY_END_RE = re.compile(r"(?:[.)\]]|\d)\s*$")


def _cut_at_openings(
    content: list[tuple[int, str]], heads: set[int], openings: set[int], starts: set[int]
) -> list[list[tuple[int, str]]]:
    """An unmarked list of author-date citations: each opening line starts an entry, the lines below it
    continue it; a sub-heading of its own stands apart (``Book Chapters`` before an opening line)."""
    out: list[list[tuple[int, str]]] = []
    for i, (n, t) in enumerate(content):
        apart = (
            _is_subheading(content, i, before_opening=True)
            or _is_subheading(content, i - 1, before_opening=True)
            or content[i - 1][0] in heads
        )
        # (a labelled entry after one that ended: "Submitted: A, B. Title.", "Book chapters: A, 2021. Title")
        labelled = i > 0 and _opens_labelled(t) and _ENTRY_END_RE.search(layout.plain(content[i - 1][1])) is not None
        if not out or n in heads or i in openings or n in starts or apart or labelled:
            out.append([(n, t)])
        else:
            out[-1].append((n, t))
    return out


_NUMBERED_SUBHEADING_RE = re.compile(r"^(?:\*\*|\*|__|_)?\d{1,2}(?:\.\d{1,2})+\.?\s+([^*_\d][^*_]*?)(?:\*\*|\*|__|_)?$")


def _is_subheading(lines: list[tuple[int, str]], i: int, *, before_opening: bool = False) -> bool:
    """``Monographs`` between two entries of a bulleted list: a plain line of a few words, no number, after an
    entry that ended its sentence and before a bullet, is a heading of the entries below (a LaTeX
    ``\\textit{Edited volumes}`` once converted), not the end of the entry above."""
    if not 0 < i < len(lines) - 1:
        return False
    text, before, after = lines[i][1].strip(), lines[i - 1][1].rstrip(), lines[i + 1][1]
    emphasised = False
    if hashed := re.fullmatch(r"#{1,6}\s+(.+)", text):
        text, emphasised = hashed.group(1).strip(), True  # a Markdown heading the sections left in the list
    if numbered := _NUMBERED_SUBHEADING_RE.match(text):
        text = numbered.group(1)  # "*4.2. Libros y capítulos*": a Word export's numbered sub-heading
    elif bold := re.fullmatch(r"(\*\*|__|\*|_)([^*_]+)\1", text):
        text, emphasised = bold.group(2).strip(), True  # "**Reports & commentaries**" between numbered entries
    text = text.removesuffix(":").rstrip()  # "*Doctoral and Master's work:*"
    # set in emphasis, a heading may list its kinds: "*Registered reports, preprints and manuscripts under review*",
    # "*Professional educational materials or reports, in print or other media*" (a Harvard Medical School CV's)
    words, stops = (12, ";.\"“") if emphasised else (5, ",;.\"“")
    return (
        not layout.has_marker(text)
        and (layout.has_marker(after) or (before_opening and opens_citation(after)))
        and (
            before.endswith((".", ")", "]", "*"))
            or re.search(r"\b(?:19|20)\d\d$|(?:https?://|\bdoi:\s*)\S+$", before) is not None  # a link ends it too
        )
        and len(text.split()) <= words
        and not is_award_line(text)  # "*Best Paper Award*" under an entry is a note of it
        and text[:1].isupper()
        and not any(c.isdigit() or c in stops for c in text)
    )


def _has_authors(entry: list[tuple[int, str]]) -> bool:
    """Whether the lines so far hold a list of names (so a venue may close the entry): names parted by commas,
    or a sole author who opens a citation (Vancouver's ``Lund MF. Title. Journal. 2019;12:1-9.``)."""
    opening = layout.plain(entry[0][1])
    return any(t.count(",") >= 1 for _, t in entry) or split_author_prefix(opening) is not None


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
    entries = _entries(section.lines)
    reviews = bool(_BOOK_REVIEWS_RE.match(layout.plain(section.title)))
    for i, entry in enumerate(entries):
        if _heads_group(entries, i):
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
            or (_book_reviewed(" ".join(lines)) if reviews else None)
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


def _book_reviewed(text: str) -> citations.Citation | None:
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


# (the label may be bold, its colon inside or outside: "**Book:** *Title*")
_KIND_LABEL_RE = re.compile(
    r"^(\s*(?:[-•*]\s+)?)(?:\*\*)?([A-Z][A-Za-z]*(?:\s[A-Za-z]+){0,2})(?:\s*:\*\*|\*\*:|\s*:)\s+(?=\S)"
)


def kind_label(lines: list[str]) -> tuple[PublicationKind | None, list[str]]:
    """An entry led by a label naming its kind (LaTeX's ``\\item[Journal]``): the kind, and the lines without it.

    >>> kind_label(["- Journal: A. Byron, Notes. Gazette, 2019."])
    (<PublicationKind.JOURNAL: 'journal'>, ['- A. Byron, Notes. Gazette, 2019.'])
    """
    if lines and (status := _STATUS_OPENING_RE.match(layout.strip_marker(lines[0]))):
        # "*In preparation:* *Title* (with A)": the status said after the entry, where the notes reader takes it
        texts = [layout.strip_marker(lines[0])[status.end() :].strip(), *lines[1:]]
        texts[-1] = f"{texts[-1].rstrip(' .')} ({status.group(0).strip(' *_:')})"
        return None, texts
    m = _KIND_LABEL_RE.match(lines[0]) if lines else None
    kind = venues.kind_from_heading(m.group(2)) if m else None
    if m is None or kind is None:
        return None, lines
    return kind, [m.group(1) + lines[0][m.end() :], *lines[1:]]


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


def _heads_group(entries: list[list[tuple[int, str]]], i: int) -> bool:
    """Whether entry ``i`` is a sub-heading over the entries below it (``### Books``, ``*Doctoral work:*``)."""
    entry = entries[i]
    around = [entries[i - 1][-1], *entry, entries[i + 1][0]] if 0 < i < len(entries) - 1 else []
    if len(entry) == 1 and i + 1 < len(entries) and _emphasised_heads([entry[0], entries[i + 1][0]]):
        return True  # "*Submitted and preprints*" over an entry that names its authors
    return len(entry) == 1 and (layout.is_group_heading(entry[0][1]) or (bool(around) and _is_subheading(around, 1)))


def _read_entries(lines: list[tuple[int, str]]) -> list[citations.Citation | None]:
    """Each entry's citation, sub-headings left out."""
    entries = _entries(lines)
    return [citations.parse_citation([t for _, t in e]) for i, e in enumerate(entries) if not _heads_group(entries, i)]


def _is_citation_list(lines: list[tuple[int, str]], *, is_unsigned_ok: bool = False) -> bool:
    """Whether most entries read as citations with authors (or, with ``is_unsigned_ok``, leaving out the
    subject's name) and a venue or year."""
    read = _read_entries(lines)
    good = [
        c for c in read if c is not None and (c.authors or (is_unsigned_ok and c.subject_first)) and (c.venue or c.year)
    ]
    return bool(good) and 2 * len(good) >= len(read)


def claim_year_sections(sections: list[Section]) -> list[Section]:
    """Sections under a year heading alone (``## 2024``) outside any named section: a run of them
    holding citations is a publication list (al-folio's layout, which names no "Publications");
    any other goes back to the section above, as if its heading were not there."""
    out: list[Section] = []
    for section in sections:
        if not (section.kind is SectionKind.OTHER and section.lines and year_heading(section.lines[0][1])):
            out.append(section)
        elif _is_citation_list(section.lines):
            out.append(Section(SectionKind.PUBLICATIONS, ("Publications", section.title), section.lines))
        else:
            out[-1].lines.extend(section.lines)
    return out


def claim_interleaved_citations(sections: list[Section]) -> list[Section]:
    """A two-column PDF's sidebar read into the middle of the papers (marker, docling): a skills or languages
    section right after a publication list (or one section after it) whose lines end in citations gives those
    citations back to the list, its own items staying its own."""
    out: list[Section] = []
    for section in sections:
        lists = [s for s in out[-2:] if s.kind is SectionKind.PUBLICATIONS]
        if lists and section.kind in _SIDEBAR_KINDS and (at := _citation_tail(section.lines)) is not None:
            out.append(Section(section.kind, section.titles, section.lines[:at]))
            out.append(Section(SectionKind.PUBLICATIONS, lists[-1].titles, section.lines[at:]))
            continue
        out.append(section)
    return out


# What a sidebar holds: skills, languages (read by nobody), interests
_SIDEBAR_KINDS = frozenset({SectionKind.SKILLS, SectionKind.OTHER, SectionKind.INTERESTS})


def _citation_tail(lines: list[tuple[int, str]]) -> int | None:
    """The index of the paragraph from which every entry to the end is a signed citation (two at least), after
    lines that hold none; ``None`` when the section does not end so."""
    starts = [i for i, (_, t) in enumerate(lines) if t.strip() and i > 0 and not lines[i - 1][1].strip()]
    for at in starts:
        # (its first line a citation of its own: a sidebar's last item "- Stata" is no paper's start)
        opens = _all_citations(lines[at : at + 1], least=1)
        if opens and _all_citations(lines[at:], least=2) and not _all_citations(lines[:at], least=1):
            return at
    return None


def claim_citation_runs(sections: list[Section]) -> list[Section]:
    """A section right after a publication list whose entries are all citations continues the list, whatever its
    heading names (``**Postdoctoral and Graduate Work**`` over the papers of those years), when such a section
    never holds citations of its own; a section of the subject's other writing that holds citations is a list
    of its own."""
    out: list[Section] = []
    for section in sections:
        after_list = bool(out) and out[-1].kind is SectionKind.PUBLICATIONS
        # after a sub-list already claimed so ("Independent Career" then "Graduate Work"), one citation will do
        least = 1 if after_list and len(out[-1].titles) > 1 else 2
        if after_list and section.kind in _NEVER_CITATIONS and _all_citations(section.lines, least=least):
            section = Section(SectionKind.PUBLICATIONS, (out[-1].titles[0], section.title), section.lines)
        elif after_list and section.kind is SectionKind.PROJECTS and (
            _all_citations(section.lines, least=1) or _all_packages(section.lines)
        ):
            # "Software" under the papers, each package cited with its authors and year as a paper is, or named
            # with its repository and year ("selconf: R package for ... (CRAN, 2024)")
            section = Section(SectionKind.PUBLICATIONS, (out[-1].titles[0], section.title), section.lines)
        elif (
            section.kind is SectionKind.OTHER
            and (_WRITING_RE.match(section.title) or _RESEARCH_RE.match(section.title))
            and _is_citation_list(section.lines, is_unsigned_ok=True)
        ):
            # "Public writing": op-eds; "Research" over the papers, as a mathematician heads them
            section = Section(SectionKind.PUBLICATIONS, section.titles, section.lines)
        out.append(section)
    return out


_RESEARCH_RE = re.compile(r"^[*_]*(?:[A-Z]?[a-z]+\s+)?research[*_:]*$", re.I)  # "Research", "Mathematical Research"
# The subject's writing outside the journals: "Public writing", "Other writing", "Policy writing"
_WRITING_RE = re.compile(
    r"^[*_]*(?:(?:other|public|policy|popular|general[- ]audience|selected)\s+)?writings?[*_:]*$", re.I
)


# Sections whose entries are never citations (talks, posters and theses supervised may be written as ones)
_NEVER_CITATIONS = frozenset({SectionKind.POSITIONS, SectionKind.EDUCATION, SectionKind.OTHER})


def _all_packages(lines: list[tuple[int, str]]) -> bool:
    """Whether every entry names a software package with its repository and year."""
    entries = _entries(lines)
    return bool(entries) and all(packages.read_package(" ".join(t for _, t in e)) is not None for e in entries)


def _all_citations(lines: list[tuple[int, str]], *, least: int = 2) -> bool:
    """Whether every entry is a signed citation, two in three at least with a venue and a year (a paper submitted
    or in press has neither yet)."""
    read = _read_entries(lines)
    placed = sum(1 for c in read if c is not None and c.venue and c.year)
    return len(read) >= least and all(c is not None and c.authors for c in read) and 3 * placed >= 2 * len(read)


# Headings whose words name the subject's reviews of others' work as well as reviewing for journals
# "Reviews (selected)"; "Reviews, editorials, and other": kinds of writing listed with the reviews
_REVIEWS_RE = re.compile(
    r"^[*_]*(?:selected |published )?reviews(?:\s*[(\[].*|(?:,?\s+(?:and\s+)?(?:editorials?|commentar(?:y|ies)|letters"
    r"|perspectives|essays|other|opinion pieces))+)?[*_:]*$",
    re.I,
)


def claim_reviews(sections: list[Section]) -> list[Section]:
    """A ``Reviews`` section read as service holds publications when its entries are citations (book
    reviews, review essays; a humanist's leave out her name), and reviewing duties otherwise."""
    return [
        Section(SectionKind.PUBLICATIONS, s.titles, s.lines)
        if s.kind is SectionKind.SERVICE
        and _REVIEWS_RE.match(s.title)
        and (_is_citation_list(s.lines, is_unsigned_ok=True) or _all_books_reviewed(s.lines))
        else s
        for s in sections
    ]


def _all_books_reviewed(lines: list[tuple[int, str]]) -> bool:
    """Whether every entry names a book reviewed, its author first ("J. Kessler, *Book*. *BMCR* 2024.02.17.")."""
    entries = [" ".join(t for _, t in e) for e in _entries(lines)]
    return bool(entries) and all(_book_reviewed(e) is not None for e in entries)


# A talk list's item that says it was a poster: "Poster: A and B, "Title," Meeting", ""Title," poster, Meeting",
# "Title [Poster]", "Title (poster)", and ASA's and APA's sentence after the title: ""Title." Poster presented at
# the X Meeting"
_POSTER_ITEM_RE = re.compile(
    r"^\s*(?:[-*•]\s+|\d{1,3}[.)]\s+)?[*_]{0,2}poster(?: presentation)?(?:[*_]{0,2}\s*[:–—]|\s*[:–—][*_]{0,2})"
    r"|,[”\"']?\s*poster\s*,|[.”\"]\s+poster (?:session )?presented (?:at|to)\b"
    # (APA's "[Poster session]", "[E-poster]")
    r"|\[\s*(?:e-?)?poster(?:\s+(?:presentation|session))?\s*\]|\(\s*poster(?: presentation)?\s*\)",
    re.I,
)


def _poster_entries(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The lines of the entries a poster mark is in: the marked line, and the lines of its paragraph when blank
    lines part the entries and it is an entry's few lines (``Last, F. (2024). _Title_`` / ``_end_ [Poster].``)."""
    out: list[tuple[int, str]] = []
    for i, (n, t) in enumerate(lines):
        if not _POSTER_ITEM_RE.search(t):
            continue
        start, end = i, i
        while start > 0 and lines[start - 1][1].strip():
            start -= 1
        while end + 1 < len(lines) and lines[end + 1][1].strip():
            end += 1
        # (a list's items or a table's rows are entries of one line each: each line ends an entry, or opens one)
        wrapped = end - start < 4 and not any(
            layout.has_marker(u) or _ENTRY_END_RE.search(layout.plain(prev))
            for (_, prev), (_, u) in pairwise(lines[start : end + 1])
        )
        paragraph = lines[start : end + 2] if wrapped else [(n, t)]  # (with the blank line after it)
        out.extend(line for line in paragraph if line not in out)
    return out


def claim_posters(sections: list[Section]) -> list[Section]:
    """The posters a talk list names among its talks (``Contributed Talks and Posters``) are publications of kind
    poster too, in a section of their own after the talks: a poster is presented at a meeting (the older golds
    keep it a talk) and printed in its programme (the newer golds make it a publication). A section of posters
    alone (``Poster presentations``) whose entries are cited as papers are is a list of posters, whole."""
    out: list[Section] = []
    for section in sections:
        out.append(section)
        posters = _poster_entries(section.lines)
        if section.kind is SectionKind.TALKS and _POSTERS_TITLE_RE.match(section.title) and _all_citations(
            section.lines, least=1
        ):
            out[-1] = Section(SectionKind.PUBLICATIONS, ("Posters",), section.lines)  # "Poster presentations"
        elif posters and section.kind in (SectionKind.TALKS, SectionKind.OTHER):
            # the mark said the kind, which the section's title now says: no part of the citation
            unmarked = [(n, _POSTER_LEAD_RE.sub(r"\1", _POSTER_FIELD_RE.sub(r"\1", t))) for n, t in posters]
            # ("Conference contributions", of no kind of its own: only when the posters are cited as papers are)
            if section.kind is SectionKind.TALKS or _all_citations(unmarked, least=1):
                out.append(Section(SectionKind.PUBLICATIONS, ("Posters",), unmarked))
    return out


# "Conference Papers", "Papers Presented": in the humanities the papers read at meetings, which are talks
_PRESENTED_TITLE_RE = re.compile(
    r"\b(?:conference|meeting|symposium)\s+(?:papers|presentations)\b|\bpapers\s+(?:presented|given|read)\b", re.I
)
# '"Title," Meeting, City, January 2024.': a quoted title, then where and when it was read, no volume or pages
_PRESENTED_ENTRY_RE = re.compile(
    r"^\s*(?:[-*+•]\s+)?(?:[\"“][^\"”]{4,}[\"”]|[‘'][^\n]{4,}?[’'](?=[,.]))\s*,?\s*(?![Ii]n\s)[A-Za-z][^\"“]*?\b(?:19|20)\d\d\b"
)
_PRINTED_RE = re.compile(
    r"\b(?:Proceedings|Proc\.|pp\.|vol\.|no\.\s*\d|In\s+[*_“\"A-Z])|\d+\s*\(\d+\)|:\s*\d+\s*[-–]\s*\d+"
)


def claim_presented_papers(sections: list[Section]) -> list[Section]:
    """A "Conference Papers" list whose every entry is a paper read at a meeting (a quoted title, the meeting, its
    place and date, nothing printed) is a list of talks, as a historian's CV means it."""
    out = []
    for section in sections:
        entries = [t for _, t in section.lines if re.match(r"^\s*(?:[-*+•]\s+|[\"“‘])", t)]
        if (
            section.kind is SectionKind.PUBLICATIONS
            and _PRESENTED_TITLE_RE.search(section.title)
            and len(entries) >= 2
            and all(_PRESENTED_ENTRY_RE.match(t) and not _PRINTED_RE.search(t) for t in entries)
        ):
            section = Section(SectionKind.TALKS, section.titles, section.lines)
        out.append(section)
    return out


_POSTER_LEAD_RE = re.compile(
    r"^(\s*(?:[-•]\s+|\d{1,3}[.)]\s+)?)[*_]{1,2}poster(?: presentation)?(?:[*_]{1,2}\s*[:–—]|\s*[:–—][*_]{1,2})\s*",
    re.I,
)  # "*Poster:* A, B. Title. Meeting": the mark names the kind, which the section's title now says
# A heading of posters alone, no talks: "Poster presentations", "Posters"
_POSTERS_TITLE_RE = re.compile(
    r"^[*_#\s]*(?:selected\s+)?(?:conference\s+)?posters?(?:\s+presentations?)?[*_:\s]*$", re.I
)
_POSTER_FIELD_RE = re.compile(r"(,[”\"']?)\s*poster\s*,", re.I)  # '"Title," poster, Meeting'"


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
