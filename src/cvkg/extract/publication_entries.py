"""A publications section's lines -> its entries, one per citation.

In a bulleted or numbered list each marker opens an entry and unmarked lines (a wrapped line, an award note)
continue it; in an unmarked list (homepage style, title / authors / venue on lines of their own) an entry closes at
the line that holds its venue. Sub-headings over a group of entries and a kind's label on an entry are told apart.
"""

from __future__ import annotations

import re
from itertools import pairwise

from cvkg.extract import iop, layout, venues
from cvkg.extract import names as nm
from cvkg.extract.citation_authors import split_author_prefix
from cvkg.extract.citation_lines import emphasis_goes_on, has_venue_end, is_junk_line
from cvkg.extract.notes import is_award_line
from cvkg.extract.sections import year_heading
from cvkg.model import PublicationKind


def cut_entries(lines: list[tuple[int, str]]) -> list[list[tuple[int, str]]]:
    """The section's numbered lines cut into entries, one per citation (sub-headings among them)."""
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
        ended = ENTRY_END_RE.search(layout.plain(lines[i - 2][1])) is not None
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
                or (_opens_labelled(t) and ENTRY_END_RE.search(layout.plain(content[i - 1][1])) is not None)
                # an unmarked list above a marked one ("Selected abstracts" in bullets under plain articles): an
                # author-date opening after a finished entry starts one
                or (opens_citation(t) and ENTRY_END_RE.search(layout.plain(content[i - 1][1])) is not None)
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
        elif current and _WITH_OPENING_RE.match(t.lstrip()) and ENTRY_END_RE.search(layout.plain(current[-1][1])):
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
        ended = i == 0 or ENTRY_END_RE.search(layout.plain(content[i - 1][1])) is not None
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
    ended = sum(1 for t in inner if ENTRY_END_RE.search(t))
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
        if n in blank_before and ENTRY_END_RE.search(layout.plain(prev)) and layout.plain(t).lstrip()[:1].isupper()
    }


# what ends an entry: a period, a bracket, a number; not a quoted title's close (``"Title,"`` / ``"Title."``)
ENTRY_END_RE = re.compile(r"(?:[.)\]]|\d)\s*$")


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
        labelled = i > 0 and _opens_labelled(t) and ENTRY_END_RE.search(layout.plain(content[i - 1][1])) is not None
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


def heads_group(entries: list[list[tuple[int, str]]], i: int) -> bool:
    """Whether entry ``i`` is a sub-heading over the entries below it (``### Books``, ``*Doctoral work:*``)."""
    entry = entries[i]
    around = [entries[i - 1][-1], *entry, entries[i + 1][0]] if 0 < i < len(entries) - 1 else []
    if len(entry) == 1 and i + 1 < len(entries) and _emphasised_heads([entry[0], entries[i + 1][0]]):
        return True  # "*Submitted and preprints*" over an entry that names its authors
    return len(entry) == 1 and (layout.is_group_heading(entry[0][1]) or (bool(around) and _is_subheading(around, 1)))
