"""The layout pass for text that a PDF extractor wrote (``pdftotext``, ``pdftotext -layout``, pdfminer, pypdf). Pure.

Such text keeps the page's geometry in its characters, and the text reader must first undo it:

* columns set side by side (``-layout``): a *gutter* is a character offset at which many lines have a piece of
  text that starts after a run of three or more spaces (or after nothing but indentation), and that few lines
  cross. The block of lines around it is read as the left column, then the right one (a sidebar). A gutter
  whose pieces on one side are nearly all dates is a column of dates beside their entries, and one that nearly
  every line has text on both sides of is a table: both stay on their rows;
* a label column read before its heading (pdfminer reads a Europass date cell, ``2015 – 2019``, before the
  ``EDUCATION AND TRAINING`` cell beside it, on the next line): the heading goes first;
* a sidebar interleaved line by line with the main column (the page read row by row): taken out, read first;
  a sidebar's boxes read in the middle of a main column's section (pdfminer): moved to the end;
* a column of headings and dates read before the entries beside it (a Word CV's tab stops), a date in a box of
  its own, a heading set on its first entry's row: each goes back to its entry;
* lines wrapped before a right-aligned date or after an honorific, and author-date citations wrapped in an
  unmarked list, join the line they continue;
* page furniture met only once (``Page 1 of 2``; a running head ``Jane Doe – Curriculum Vitae`` at the top of a
  later page);
* ligatures (``ﬁ``, ``ﬂ``) become letters, and bullets that fonts leave as private-use or odd glyphs
  (``\\uf0b7``, ``●``, ``▪``, a Courier ``o``) become ``-``.

The standard forms' own layouts (the NIH biosketch, Europass) are read by :mod:`cvkg.extract.pdfforms`.

Every output line keeps the number of the input line it came from; a line cut into two columns gives two lines
with the same number, so every record still points at the original line.

>>> relayout([(1, "EDUCATION              CONTACT"), (2, "PhD, University A      a@b.org"),
...           (3, "BA, University B       +1 555"), (4, "                       SKILLS"),
...           (5, "MA, University C       R")])  # doctest: +NORMALIZE_WHITESPACE
[(1, 'EDUCATION'), (2, 'PhD, University A'), (3, 'BA, University B'), (4, ''), (5, 'MA, University C'),
 (1, 'CONTACT'), (2, 'a@b.org'), (3, '+1 555'), (4, 'SKILLS'), (5, 'R')]
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from cvkg.extract import dates, roles
from cvkg.extract.foreign_headings import fold
from cvkg.extract.layout import emails, has_marker, is_open_ended, urls
from cvkg.extract.pdfcells import cell_rows, paragraphs
from cvkg.extract.pdfforms import (
    citations_after_prose,
    country_in_parentheses,
    day_dates,
    education_table,
    europass_languages,
    form_name,
    is_heading_line,
    kind_of,
    link_outs,
    narrated_citations,
    research_support,
)
from cvkg.extract.sections import SectionKind, find_heading, is_header_row

Numbered = tuple[int, str]

_LIGATURES = {"ﬀ": "ff", "ﬁ": "fi", "ﬂ": "fl", "ﬃ": "ffi", "ﬄ": "ffl", "ﬅ": "st", "ﬆ": "st"}
# A bullet a font drew as a private-use glyph (Symbol's \uf0b7, Wingdings' \uf0a7 and \uf0d8), a shape, or
# Courier's "o" for a second-level item; with the spaces after it
_BULLET_RE = re.compile(r"^(\s*)(?:[\uf0a7\uf0b7\uf0d8\uf076\uf0fc●▪■◆►➢❖]|o(?=\s{2}|\t))\s*")
_PIECE_RE = re.compile(r"(?:^ *|(?<=\S) {3,})(?=\S)")
_PAGE_RE = re.compile(
    r"(?:^\s*|\s{2,}|\|\s*)(?:page\s+\d{1,3}\s*(?:of|/)\s*\d{1,3}|\d{1,3}\s*/\s*\d{1,3})\s*$"
    r"|\spage\s+\d{1,3}\s*(?:of|/)\s*\d{1,3}\s*$"
    r"|(?:^|\s{2,})page\s+\d{1,3}\s*$",
    re.I,
)
_RUNNING_HEAD_RE = re.compile(r"^\s*[\w .'’-]{3,60}?\s*[-–—|·,]\s*(?:curriculum vitae|cv|r[ée]sum[ée])\s*$", re.I)
# An entry and, after a wide gap, its date: "Postdoc, Institute of      2023 – present"
_DATED_RE = re.compile(r"^(\s*\S.*?\S)(\s{2,})(\S.*)$")
_HONORIFIC_END_RE = re.compile(r"\b(?:Prof|Dr|Mr|Ms|Mrs|Mme)\.$")
_FIELD_LINE_RE = re.compile(r"^\s*[A-Z][\w ’'()-]{0,24}:\s")  # "Thesis: ...", "Supervisor: ..."
# What a sidebar holds (contact, skills, languages, interests), and what a main column does
_SIDEBAR_KINDS = frozenset([SectionKind.SKILLS, SectionKind.INTERESTS, SectionKind.OTHER])
_PHONE_LIKE_RE = re.compile(r"^\+?[\d ()./-]{7,20}$")
_MAX_MAIN_RUN = 4  # main-column lines in a row after which a sidebar has ended
# An author-date citation's opening: "Lee A., Diaz B. (2021).", "Lee, A. B., & Diaz, C. (2021)."
_AUTHOR_OPENING = r"^\s*(?:(?:de|van|von|der|den|da|di|du|dos|le|la)\s+)*[A-Z][\w'’-]+,?\s+(?:[A-Z]\.\s?){1,3}"
_AUTHOR_DATE_RE = re.compile(_AUTHOR_OPENING + r"[^()]{0,200}?\((?:19|20)\d\d[a-z]?\)")
# A line that opens with a surname and initials opens a citation of its own, whatever its year's form
# (ACM's "Lee, A. and Diaz, B. 2021. Title."): it continues no citation above it.
_AUTHOR_OPENING_RE = re.compile(_AUTHOR_OPENING)
_GAP_RE = re.compile(r"\s{2,}|\t+")
_MIN_OFFSET = 16  # characters left of a gutter: a column narrower than that is a list's indent
_MIN_ROWS = 4  # lines with a piece at a gutter, for it to be one
_MAX_CROSSING = 0.1  # share of a block's lines that may run across its gutter
_MAX_PAIRED = 0.95  # share of a block's lines with text on both sides of a gutter, from which it is a table


@dataclass(frozen=True, slots=True)
class Gutter:
    """A gutter between two columns of fixed-width text: the offset the right column starts at, and the
    indexes of the first and last lines of the block it runs through."""

    offset: int
    first: int
    last: int


def relayout(lines: list[Numbered]) -> list[Numbered]:
    """Lines of PDF-extracted text in reading order, with glyph and furniture artifacts removed (see the module)."""
    lines = [(n, country_in_parentheses(day_dates(_glyphs(t)))) for n, t in lines]
    lines = cell_rows(_drop_furniture(lines))
    lines = label_rows(education_table(form_name(sidebar_boxes(deinterleave(split_columns(lines))))))
    lines = europass_languages(research_support(date_column(heading_before_label(lines))))
    lines = citations_after_prose(join_wraps(attach_date_boxes(lines)))
    return table_wraps(join_citation_wraps(link_outs(narrated_citations(lines))))


def heading_pairs(lines: list[Numbered]) -> list[Numbered]:
    """Two sections set side by side under a row of their two headings (``TEACHING        SUPERVISION``): the
    left one, then the right one, each line cut where the right heading starts. The pair ends at the next
    heading set alone or at two blank lines. ``pdftotext -layout`` writes such rows on a page of full-width
    sections, where no gutter runs through the whole page."""
    out: list[Numbered] = []
    i = 0
    while i < len(lines):
        pieces = _pieces(lines[i][1])
        if len(pieces) != 2 or not all(_is_caps_heading(p) for _, p in pieces):
            out.append(lines[i])
            i += 1
            continue
        offset, end = pieces[1][0], _pair_end(lines, i + 1)
        block = lines[i:end]
        cut = [(n, t[: _cut(t, offset)].rstrip(), t[_cut(t, offset) :].strip()) for n, t in block]
        out.extend(_column_wraps([(n, left) for n, left, _ in cut]))
        out.extend(_column_wraps([(n, right) for n, _, right in cut]))
        i = end
    return out


def table_wraps(lines: list[Numbered]) -> list[Numbered]:
    """A table's rows whose cells wrap onto the lines below (``pdftotext -layout``'s Harvard-style CV): a piece
    of a following line that stands under a cell of the row, where the cell's words would not let its first
    word fit or do not end (``Case Western Reserve`` / ``University School of`` / ``Medicine``), joins that
    cell; a date cell left open (``07/2012-`` / ``06/2018``) takes the date under it. A lone role under the row
    (``Member``, ``Reviewer``) becomes its first cell after the dates, as a role leads a line of service; an
    amount of time (``8 hrs/yr``) its last."""
    out = list(lines)
    row: int | None = None
    cells: list[_Cell] = []
    for k, (_, text) in enumerate(lines):
        pieces = _pieces(text)
        width = max(len(t) for _, t in lines[max(0, k - 40) : k + 40])  # the page's right edge, near the row
        if row is not None and pieces and _under(cells, pieces, width):
            for offset, piece in pieces:
                cell = min(cells, key=lambda c: abs(c.offset - offset))
                if _AMOUNT_RE.fullmatch(piece):
                    cells.append(_Cell(offset + 1_000, piece))  # stands after every cell, never under one
                elif _is_role_line(piece) and not _wraps_title(cell, offset, piece) and not _goes_on(cell, piece):
                    # the subject's part first, after the dates: "2015-2019  Member  Committee  Hospital"
                    at = 1 if dates.is_only_dates(cells[0].text) else 0
                    cells.insert(at, _Cell(-10_000, piece))  # under no cell: nothing wraps onto it
                else:
                    cell.text += ("" if cell.text.endswith(("-", "–")) else " ") + piece
            out[row] = (out[row][0], " " * max(cells[0].offset, 0) + "   ".join(c.text for c in cells))
            out[k] = (lines[k][0], "")
            continue
        # a row of three cells or more: under a date and one text, lines are the entry's own (its grant, its role)
        row, cells = (k, [_Cell(o, p) for o, p in _narrow_gaps(pieces)]) if len(pieces) >= 3 else (None, [])
    return out


def _narrow_gaps(pieces: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """A table row's pieces, each cut where two spaces part it: a cell that filled its column stands two spaces
    from the next (``NIHR Efficacy and Mechanism  PI``), and the line under it wraps the first of them."""
    return [(o + m.start(), m.group(0)) for o, p in pieces for m in re.finditer(r"\S+(?: \S+)*", p)]


# "8 hrs/yr", "2 sessions/wk", "1 lecture/yr": how much of the subject's time a row took
_AMOUNT_RE = re.compile(r"\d+\s+[a-z]+/(?:yr|year|wk|week|mo|month)")
# A cell's words that cannot end it: a connector, a hyphen, a colon or a comma
_OPEN_CELL_RE = re.compile(r"(?:[-–:,/&]|\b(?:of|and|the|for|in|on|at|to|with))$")


def hanging_entries(lines: list[Numbered]) -> list[Numbered]:
    """Entries after their dates whose further lines hang under their text (``2012-2017     Title`` /
    ``              NHLBI K23HL118844`` / ``              PI ($812,500)``): every dated line of the section
    becomes a list item, so that the lines under each are read as its own, not as entries of their own. A
    section that holds a table (pandoc's ``-----`` rules) is the table reader's."""
    out = list(lines)
    starts = [0] + [k for k, (_, t) in enumerate(lines) if t.strip() and find_heading(t) is not None] + [len(lines)]
    for a, b in itertools.pairwise(starts):
        region = lines[a:b]
        if any(_RULE_LINE_RE.match(t) for _, t in region):
            continue
        led = {k: m for k, (_, t) in enumerate(region, start=a) if (m := _dated_lead(t))}
        if not any(_hangs(lines, k, m) for k, m in led.items()):
            continue
        indent = min(len(m.group(1)) for m in led.values())
        columns = {m.end(3) for m in led.values()}
        for k, m in led.items():
            if len(m.group(1)) == indent:
                out[k] = (lines[k][0], f"{m.group(1)}- {lines[k][1][indent:]}")
        for k, (number, t) in enumerate(region, start=a):
            # "Ad hoc reviewer     Journal A; B": a role in the column of the dates labels the venues in the text's
            m = _DATE_LED_RE.match(t)
            if k not in led and m and len(m.group(1)) == indent and _is_role_line(m.group(2)) and any(
                abs(m.end(3) - c) <= 1 for c in columns
            ):
                out[k] = (number, f"{m.group(1)}- {m.group(2)}: {t[m.end(3) :]}")
    return out


def dated_paragraphs(lines: list[Numbered]) -> list[Numbered]:
    """A paragraph led by a span of dates, its details on the lines under it with no indent (marker's
    ``2014-2016 Title`` / ``NIH T32 HL000001`` / ``Postdoctoral trainee``): the dated line becomes a list item
    and the lines under it its own, so that they are read as its details, not as entries of their own; the other
    dated lines between the same headings become items too."""
    out = list(lines)
    paragraphs = _paragraphs(lines)
    marked = {
        a for a, b in paragraphs
        if b - a >= 2 and _span_led(lines[a][1]) and not any(_opens_entry(t) for _, t in lines[a + 1 : b])
    }
    region, has_marked, regions = 0, set(), {}
    for a, _ in paragraphs:
        if lines[a][1].lstrip().startswith("#") or find_heading(lines[a][1]) is not None:
            region += 1
        regions[a] = region
        if a in marked:
            has_marked.add(region)
    for a, b in paragraphs:
        if a in marked:
            out[a] = (lines[a][0], f"- {lines[a][1]}")
            out[a + 1 : b] = [(n, f"  {t}") for n, t in lines[a + 1 : b]]
        elif regions[a] in has_marked:
            out[a:b] = [(n, f"- {t}" if _date_led(t) else t) for n, t in lines[a:b]]
    return out


def _paragraphs(lines: list[Numbered]) -> list[tuple[int, int]]:
    """The ``(first, end)`` index spans of the runs of non-blank lines, however many blank lines part them (a PDF
    converter may leave two or three between paragraphs).

    >>> _paragraphs([(1, "a"), (2, "b"), (3, ""), (4, ""), (5, "c")])
    [(0, 2), (4, 5)]
    """
    spans = []
    k = 0
    while k < len(lines):
        if not lines[k][1].strip():
            k += 1
            continue
        end = k + 1
        while end < len(lines) and lines[end][1].strip():
            end += 1
        spans.append((k, end))
        k = end
    return spans


def lone_roles(lines: list[Numbered]) -> list[Numbered]:
    """A role alone on a line (``Member``, ``Co-chair``) under a dated entry, as marker writes a Harvard CV's
    committee table (the role in a row of its own) or its paragraphs: the role becomes the entry's first cell
    after its dates, as :func:`table_wraps` does for ``pdftotext``'s text."""
    out = list(lines)
    for k, (number, text) in enumerate(lines):
        role = re.sub(r"^[*_]+|[*_]+$", "", text.strip())
        if not role or not _SEAT_RE.fullmatch(role):
            continue
        above = next((j for j in range(k - 1, max(k - 3, -1), -1) if out[j][1].strip()), None)
        if above is None or not _date_led(out[above][1]) or (found := dates.find_dates(out[above][1])) is None:
            continue
        if not out[above][1][found.stop :].strip(" ,"):
            continue  # a date alone over the role: a form's fields, not a committee's row
        head = out[above][1]
        out[above] = (out[above][0], f"{head[: found.stop]}   {role}   {head[found.stop :].strip(' ,')}")
        out[k] = (number, "")
    return out


# A seat on a committee or a panel, alone on its line: "Member", "Co-chair", "Ad hoc reviewer"
_SEAT_RE = re.compile(
    r"(?:(?:ad hoc|external|standing|ex officio|voting|founding|board)\s+)?(?:co-?|vice[- ])?"
    r"(?:member|chair(?:man|woman|person)?|reviewer|referee|examiner|panel(?:ist)?|secretary|treasurer|president"
    r"|liaison|representative|moderator)",
    re.I,
)


def _date_led(text: str) -> bool:
    found = dates.find_dates(text)
    return found is not None and found.begin == 0 and not text.lstrip().startswith(("-", "*", "|"))


def _span_led(text: str) -> bool:
    """``2014-2016 Title``, ``2021- Title``: a span of years, a space, then the entry's text."""
    found = dates.find_dates(text)
    return (
        found is not None and found.begin == 0 and found.is_range and text[found.stop : found.stop + 1] == " "
        and bool(text[found.stop :].strip())
    )


def _opens_entry(text: str) -> bool:
    """A line that starts an entry of its own: dated, a list item, a table row, a heading or a numbered item."""
    found = dates.find_dates(text)
    return (found is not None and found.begin == 0) or bool(re.match(r"\s*(?:[-*+|#>]|\d+[.)]\s)", text))


def _dated_lead(text: str) -> re.Match[str] | None:
    m = _DATE_LED_RE.match(text)
    return m if m is not None and dates.is_only_dates(m.group(2)) else None


def _hangs(lines: list[Numbered], k: int, lead: re.Match[str]) -> bool:
    """Whether the line after a dated line stands under its text, with no dates of its own."""
    under = lines[k + 1][1] if k + 1 < len(lines) else ""
    hang = len(under) - len(under.lstrip(" "))
    return bool(under.strip()) and abs(hang - lead.end(3)) <= 1 and _dated_lead(under) is None


_RULE_LINE_RE = re.compile(r"^\s*-{10,}\s*$")
# A line led by its dates, then a gap: "  2012-2017     Patient-reported health status ..."
_DATE_LED_RE = re.compile(r"^( *)(\S(?:.*?\S)?)( {2,})(?=\S)")


@dataclass(slots=True)
class _Cell:
    offset: int
    text: str


def _under(cells: list[_Cell], pieces: list[tuple[int, str]], width: int) -> bool:
    """Whether a line's pieces all stand under the row's cells, none at its left edge but an open date's end,
    each a wrap of its cell, a role or an amount of time."""
    if not all(any(abs(o - c.offset) <= 1 for c in cells) for o, _ in pieces):
        return False
    if not all(_wraps(cells, o, p, width) or _is_role_line(p) or _AMOUNT_RE.fullmatch(p) for o, p in pieces):
        return False
    first, is_open = cells[0].offset, cells[0].text.endswith(("-", "–"))
    return all(abs(o - first) > 1 or (is_open and _ends_a_range(p)) for o, p in pieces)


def _ends_a_range(piece: str) -> bool:
    """``06/2018`` under ``07/2012-``: one date, no range of its own (``2021-2023`` opens a row)."""
    return dates.is_only_dates(piece) and not re.search(r"\d\s*[-–]", piece)


def _wraps(cells: list[_Cell], offset: int, piece: str, width: int) -> bool:
    """Whether ``piece`` goes on the words of the cell above it: they stay open, it starts in lower case, or its
    first word would not have fitted after them before the next cell (or the page's edge)."""
    at = min(range(len(cells)), key=lambda i: abs(cells[i].offset - offset))
    cell = cells[at]
    last_line = cell.text.rsplit("  ", 1)[-1]
    edge = cells[at + 1].offset - 2 if at + 1 < len(cells) and cells[at + 1].offset < 1_000 else width
    fits = cell.offset + len(last_line) + 1 + len(piece.split()[0]) <= edge - 3  # a column keeps some slack
    return bool(_OPEN_CELL_RE.search(cell.text)) or piece[:1].islower() or not fits or dates.is_only_dates(piece)


def _wraps_title(cell: _Cell, offset: int, piece: str) -> bool:
    """``Professor`` under ``Assistant``, ``Research Fellow`` under ``Clinical and``: the end of a title that
    wrapped in its cell, not a role set under the row's last cells (``Member`` under a hospital's name)."""
    if abs(cell.offset - offset) > 1:
        return False
    words = f"{cell.text} {piece}".split()
    run = roles.role_run(" ".join(words))
    return run is not None and run[1] == len(words) and (run[0] == 0 or bool(_OPEN_CELL_RE.search(cell.text)))


def _goes_on(cell: _Cell, piece: str) -> bool:
    """``paediatric nephrologist,`` under ``completed; now``, ``trainee`` under ``Advanced``: the cell's text goes
    on (it ends on a word that cannot end it; the piece ends on a comma, or opens in lower case as a role set
    under the row never does)."""
    ends_open = re.search(r"\b(?:now|then|as|at)$", cell.text.rstrip())
    return piece.rstrip().endswith(",") or piece[:1].islower() or ends_open is not None


def _is_role_line(text: str) -> bool:
    """``Member``, ``Co-chair``, ``Ad hoc reviewer``: a few words ending in a role noun, and nothing else."""
    words = text.split()
    last = fold(words[-1]).strip(",.;").split("-")[-1] if words else ""
    noun = last in {"reviewer", "referee", "examiner", "panelist"} or roles.is_role_noun(last)
    return 1 <= len(words) <= 3 and noun


def _column_wraps(lines: list[Numbered]) -> list[Numbered]:
    """A narrow column's entries wrapped before their closing date, joined onto the line that has it:
    ``Lecturer, Lancaster Environment Centre,`` / ``Lancaster University      2018 – 2022``. A line that ends a
    sentence is a description, not the start of an entry."""
    out = list(lines)
    run: list[int] = []
    for k, (_, text) in enumerate(lines):
        dated = _DATED_RE.match(text.strip())
        if dated and dates.is_only_dates(dated.group(3)) and run and len(run) <= 2:
            head = " ".join(lines[j][1].strip() for j in run)
            out[run[0]] = (lines[run[0]][0], f"{head} {dated.group(1).strip()}  {dated.group(3)}")
            for j in [*run[1:], k]:
                out[j] = (lines[j][0], "")
            run = []
        elif text.strip() and not dated and not text.rstrip().endswith(".") and find_heading(text) is None:
            run.append(k)
        else:
            run = []
    return out


def _is_caps_heading(text: str) -> bool:
    return text.isupper() and len(text.split()) <= 4 and find_heading(text) is not None


def _pair_end(lines: list[Numbered], start: int) -> int:
    """Where a pair of side-by-side sections opened above ``start`` ends."""
    blanks = 0
    for k in range(start, len(lines)):
        text = lines[k][1]
        blanks = blanks + 1 if not text.strip() else 0
        pieces = _pieces(text)
        alone = len(pieces) == 1 and not text[:1].isspace() and _is_caps_heading(pieces[0][1])
        if blanks >= 2 or alone:
            return k
    return len(lines)


def _glyphs(text: str) -> str:
    """Ligatures as letters and odd bullets as ``-``.

    >>> _glyphs("\\uf0b7 Scientiﬁc ﬂow"), _glyphs("o  HIST2031 Trade"), _glyphs("one  two")
    ('- Scientific flow', '- HIST2031 Trade', 'one  two')
    """
    if any(c in text for c in _LIGATURES):
        text = "".join(_LIGATURES.get(c, c) for c in text)
    if (m := _BULLET_RE.match(text)) and is_heading_line(text[m.end() :]):
        return text  # an icon before a heading ("■ EDUCATION"), which the heading reader sets aside
    return _BULLET_RE.sub(r"\1- ", text, count=1)


def label_rows(lines: list[Numbered]) -> list[Numbered]:
    """A heading that a label column set on the row of its first entry (Europass's ``Publications  Lee A. (2022)
    ...``, ``WORK EXPERIENCE  01/2020 – Present``) on a line of its own, above the entry; both keep the row's number.

    >>> label_rows([(1, "Publications  Lee A. (2022). Bees. Urban Ecosystems."), (2, "Mother tongue(s)  Dutch")])
    [(1, 'Publications'), (1, 'Lee A. (2022). Bees. Urban Ecosystems.'), (2, 'Mother tongue(s)  Dutch')]
    """
    out: list[Numbered] = []
    for n, text in lines:
        head, gap, rest = _split_first_gap(text)
        is_label = gap and rest and kind_of(head) is not None and (head.isupper() or head[:1].isupper())
        # "P O S I T I O N S   H E L D" is one heading; "Student   Degree   Period" a table's header row
        if is_label and len(head) < 40 and not is_heading_line(text) and not is_header_row(text, rest):
            out += [(n, head), (n, rest)]
        else:
            out.append((n, text))
    return out


def _split_first_gap(text: str) -> tuple[str, str, str]:
    found = _GAP_RE.search(text.strip())
    if found is None or "\t" in text:
        return text, "", ""
    stripped = text.strip()
    return stripped[: found.start()], found.group(0), stripped[found.end() :]


def _drop_furniture(lines: list[Numbered]) -> list[Numbered]:
    """Lines blanked that are a page number (``Page 2 of 3``, ``2 / 3``, a form's ``... Page 2``), and a running
    head that follows a page break or a page number: a name and ``CV`` or ``Curriculum Vitae``, or a line that
    ends with a name the document's first lines give.

    >>> _drop_furniture([(1, "Ann Lee"), (2, "Page 1 of 2"), (3, ""), (4, "Ann Lee – Curriculum Vitae"), (5, "2018")])
    [(1, 'Ann Lee'), (2, ''), (3, ''), (4, ''), (5, '2018')]
    >>> _drop_furniture([(1, "© Union | europass.eu   Page 1 / 2"), (2, "Lee, A. A study, pages 1 / 2")])
    [(1, ''), (2, 'Lee, A. A study, pages 1 / 2')]
    """
    out = list(lines)
    after_page = False
    counts = Counter(t.strip() for _, t in lines if t.strip())
    first = [i for i, (_, t) in enumerate(lines) if t.strip()][:12]
    opening = " ".join(lines[i][1].strip() for i in first).lower()
    for i, (n, t) in enumerate(lines):
        if not t.strip():
            continue
        if _PAGE_RE.search(t) or "\f" in t:
            out[i] = (n, t.replace("\f", "") if not _PAGE_RE.search(t.replace("\f", "")) else "")
            after_page = True
            above = next((j for j in (i - 1, i - 2) if j >= 0 and lines[j][1].strip()), None)
            if above is not None and counts[lines[above][1].strip()] >= 2 and _is_footer_name(lines[above][1]):
                out[above] = (lines[above][0], "")  # the footer's name over its page's number ("Ann Lee, MD")
            if out[i][1].strip() and _RUNNING_HEAD_RE.match(out[i][1]):
                out[i] = (n, "")
            continue
        if after_page and (_RUNNING_HEAD_RE.match(t) or (i > first[-1] and _repeats_opening(t, opening))):
            out[i] = (n, "")
        after_page = False
    return out


def _is_footer_name(text: str) -> bool:
    """A footer's words over its page number: letters, no digit, no sentence (the subject's name and degrees)."""
    text = text.strip()
    return len(text.split()) <= 8 and not re.search(r"\d|[.;:]$", text) and any(c.isalpha() for c in text)


def _repeats_opening(text: str, opening: str) -> bool:
    """Whether a line ends with a name the document's first lines give (``Program Director ...: Lee, Ann B.``
    after ``NAME: Lee, Ann B.``): a running head."""
    tail = re.split(r"[:|–—]", text)[-1].strip()
    return len(tail.split()) >= 2 and tail.lower() in opening


def _pieces(text: str) -> list[tuple[int, str]]:
    """The pieces of a fixed-width line that stand apart (after three or more spaces), with their offsets; a
    line with tabs has no fixed widths, and is one piece."""
    if "\t" in text:
        return [(0, text)] if text.strip() else []
    out = []
    starts = [m.end() for m in _PIECE_RE.finditer(text)]
    for k, start in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else len(text)
        piece = text[start:end].rstrip()
        if piece:
            out.append((start, piece))
    return out


def _crosses(text: str, offset: int) -> bool:
    """Whether the line has text running up to ``offset`` without a gap before it."""
    return text[max(0, offset - 2) : offset].strip() != "" and not any(abs(o - offset) <= 1 for o, _ in _pieces(text))


def find_gutter(lines: list[str]) -> Gutter | None:
    """The gutter of a block of side-by-side columns, if the lines have one (see the module).

    >>> find_gutter(["Alpha, Beta            Left", "Gamma, Delta           Right", "Epsilon, Zeta          More",
    ...              "Eta, Theta             Most", "Iota, Kappa"])
    Gutter(offset=23, first=0, last=4)
    """
    counts: Counter[int] = Counter()
    for text in lines:
        for offset, _ in _pieces(text)[1:] if text[:1].strip() else _pieces(text):
            counts[offset] += 1
    for offset, _ in counts.most_common():
        if offset < _MIN_OFFSET:
            continue  # an indent, not a column
        at = [i for i, t in enumerate(lines) if any(abs(o - offset) <= 1 for o, _ in _right(t, offset))]
        if len(at) < _MIN_ROWS:
            break
        first, last = at[0], at[-1]
        block = [t for t in lines[first : last + 1] if t.strip()]
        crossing = sum(_crosses(t, offset) for t in block)
        if crossing > _MAX_CROSSING * len(block):
            continue
        pieces = [(o, p) for t in lines[first : last + 1] for o, p in _right(t, offset)]
        right = [p for _, p in pieces]
        if sum(dates.is_only_dates(p) for p in right) >= 0.6 * len(right):
            continue  # a column of dates beside their entries
        if _flush_right(pieces):
            continue  # places and dates set flush right on their entries' rows, not a column of their own
        left = [t[: _cut(t, offset)].strip() for t in block if t[: _cut(t, offset)].strip()]
        if len(left) < _MIN_ROWS:
            continue  # one column set off by an indent, not two
        if sum(dates.is_only_dates(p) for p in left) >= 0.6 * len(left):
            continue  # a column of dates left of their entries
        if sum(kind_of(p) is not None for p in left) >= 0.6 * len(left):
            continue  # a column of headings, each on its section's first row
        end = _column_end(lines, offset, last)
        rows = [t for t in lines[first : end + 1] if t.strip()]
        if _is_table(rows, offset):
            continue
        return Gutter(offset, first, end)
    return None


def _flush_right(pieces: list[tuple[int, str]]) -> bool:
    """Whether the pieces right of a gutter end together and start apart: labels set flush right on their rows
    (``Ann Arbor, MI`` beside the university, ``Fall 2013 – Summer 2018`` beside the degree). A sidebar's lines
    start together at its left edge.

    >>> _flush_right([(60, "Ann Arbor, MI"), (49, "Fall 2013 – Summer 2018"), (62, "Leeds, UK"), (67, "2019")])
    True
    """
    ends = Counter(o + len(p) for o, p in pieces)
    starts = Counter(o for o, _ in pieces)
    flush = max((sum(ends[e + d] for d in (-1, 0, 1)) for e in ends), default=0)
    aligned = max((sum(starts[o + d] for d in (-1, 0, 1)) for o in starts), default=0)
    return flush >= 0.6 * len(pieces) and flush > aligned


def _is_table(rows: list[str], offset: int) -> bool:
    """A table rather than two columns: (nearly) every row has cells on both sides of the gutter, or most of those
    that do have three or more cells that are not dates (``Uni, Lagos   MBBS   06/2008   Medicine``)."""
    paired = [t for t in rows if t[:offset].strip() and _right(t, offset)]
    cells = [t for t in paired if sum(not dates.is_only_dates(p) for _, p in _pieces(t)) >= 3]
    return len(paired) >= _MAX_PAIRED * len(rows) or len(cells) >= 0.6 * len(paired)


def _column_end(lines: list[str], offset: int, last: int) -> int:
    """The last line of the left column below a sidebar that ended first: the lines after the block that keep
    left of the gutter, up to a page break or a line across the gutter."""
    end = last
    for i in range(last + 1, len(lines)):
        text = lines[i]
        if "\f" in text or _is_wide(text, offset):
            break
        if kind_of(text) is not None and _is_wide(next((t for t in lines[i + 1 :] if t.strip()), ""), offset):
            break  # a heading over full-width lines opens the page's one-column part
        if text.strip():
            end = i
    return end


def _is_wide(text: str, offset: int) -> bool:
    return _crosses(text, offset) or len(text.rstrip()) > offset


def _right(text: str, offset: int) -> list[tuple[int, str]]:
    """The pieces of a line at or right of ``offset`` (less two characters of slack)."""
    return [(o, p) for o, p in _pieces(text) if o >= offset - 1 and (o > 0 or text[:1] == " ")]


def split_columns(lines: list[Numbered]) -> list[Numbered]:
    """Side-by-side columns read one after the other: the block around a gutter gives its left column's lines,
    then its right column's, each with the number of the line it was cut from (see the module's example)."""
    gutter = find_gutter([t for _, t in lines])
    if gutter is None:
        return lines
    left: list[Numbered] = []
    right: list[Numbered] = []
    for n, t in lines[gutter.first : gutter.last + 1]:
        cut = _cut(t, gutter.offset)
        left.append((n, t[:cut].rstrip()))
        if t[cut:].strip():
            right.append((n, t[cut:].strip()))
    rest = split_columns(lines[gutter.last + 1 :])
    return [*lines[: gutter.first], *split_columns(left), *right, *rest]


def _cut(text: str, offset: int) -> int:
    """Where to cut a line at a gutter: the start of its piece nearest ``offset``, else the end of the line."""
    found = [o for o, _ in _right(text, offset)]
    return min(found) if found else len(text)


def heading_before_label(lines: list[Numbered]) -> list[Numbered]:
    """A line of nothing but dates, after a blank line and just above a section heading, goes after it: the label
    column's cell that an extractor read before the heading beside it. Without the blank line above, the date
    closes the entry over it. Where the document has such a column, a short label (``Mother tongue(s)``) read
    before its heading goes after it too.

    >>> heading_before_label([(1, ""), (2, "2015 – 2019"), (3, "EDUCATION AND TRAINING"), (4, "PhD in Physics")])
    [(1, ''), (3, 'EDUCATION AND TRAINING'), (2, '2015 – 2019'), (4, 'PhD in Physics')]
    >>> heading_before_label([(1, "Talk, Oxford"), (2, "May 2024"), (3, "SERVICE")])
    [(1, 'Talk, Oxford'), (2, 'May 2024'), (3, 'SERVICE')]
    """
    out = list(lines)
    swapped = _swap_labels(out, dates.is_only_dates)
    if swapped:
        _swap_labels(out, _is_field_label)
    return out


def _swap_labels(out: list[Numbered], is_label: Callable[[str], bool]) -> int:
    """Put each label that ``is_label`` accepts after the heading under it (see :func:`heading_before_label`)."""
    swapped = 0
    content = [i for i, (_, t) in enumerate(out) if t.strip()]
    for a, b in itertools.pairwise(content):
        if out[b][0] != out[a][0] + 1 or (a > 0 and out[a - 1][1].strip()):
            continue  # the label is a box of its own: a blank line before it, and the heading right under it
        label, head = out[a][1].strip(), out[b][1].strip()
        if not is_label(label):
            continue
        found = find_heading(head)
        if found is not None and not found.rest and head.isupper():
            out[a], out[b] = out[b], out[a]
            swapped += 1
    return swapped


def _is_field_label(text: str) -> bool:
    """A form's row label: a few words, capitalised, not all in capitals, no sentence (``Mother tongue(s)``)."""
    return len(text.split()) <= 3 and text[:1].isupper() and not text.isupper() and not text.endswith((".", ","))


def attach_date_boxes(lines: list[Numbered]) -> list[Numbered]:
    """A date that an extractor gave a box of its own (blank lines around it) goes right above the box below it:
    the cell of a label column (Europass), read apart from the entry beside it, as a date over its entry.

    >>> attach_date_boxes([(1, "03/2019 – 09/2020"), (2, ""), (3, "Hydrological Engineer"), (4, "Acqua, Torino")])
    [(2, ''), (1, '03/2019 – 09/2020'), (3, 'Hydrological Engineer'), (4, 'Acqua, Torino')]
    """
    moves: dict[int, int] = {}  # the date's index -> the index of the line it goes above
    for box, below in itertools.pairwise(paragraphs(lines)):
        date, first = lines[box[0]][1].strip(), lines[below[0]][1]
        if len(box) != 1 or not dates.is_only_dates(date) or dates.find_dates(first) is not None:
            continue
        if find_heading(first) is None and not has_marker(first):
            moves[box[0]] = below[0]
    if not moves:
        return lines
    above = {at: i for i, at in moves.items()}
    out: list[Numbered] = []
    for i, line in enumerate(lines):
        if i in above:
            out.append(lines[above[i]])
        if i not in moves:
            out.append(line)
    return out


def join_wraps(lines: list[Numbered]) -> list[Numbered]:
    """A line the PDF wrapped joined onto the line it continues, the continuation's own line left blank: after an
    entry cut mid-phrase whose date stands right of it (the text goes before the date), or after an honorific
    (``Advisor: Prof.`` / ``Ada King``).

    >>> join_wraps([(1, "Postdoc, Institute of      2023 – present"), (2, "Technology"), (3, "Next entry")])
    [(1, 'Postdoc, Institute of Technology  2023 – present'), (2, ''), (3, 'Next entry')]
    """
    out = list(lines)
    for i in range(len(lines) - 1):
        (n, text), (m, below) = out[i], out[i + 1]
        if m != n + 1 or not below.strip() or not text.strip() or has_marker(below) or "   " in below.strip():
            continue
        if dates.is_only_dates(below.strip()) or find_heading(below) is not None:
            continue
        dated = _DATED_RE.match(text)
        if dated and dates.is_only_dates(dated.group(3)) and is_open_ended(dated.group(1)):
            out[i] = (n, f"{dated.group(1)} {below.strip()}  {dated.group(3)}")
            out[i + 1] = (m, "")
        elif _HONORIFIC_END_RE.search(text.rstrip()) and below.strip()[:1].isupper():
            out[i] = (n, f"{text.rstrip()} {below.strip()}")
            out[i + 1] = (m, "")
    return out


def date_column(lines: list[Numbered]) -> list[Numbered]:
    """A column of headings and dates that an extractor read before the entries beside it (a Word CV's tab stops:
    ``Education`` / ``2011–2015`` / ``2009–2010`` ... then ``DPhil in History, ...`` / ``MA in ...``): each heading
    goes back above its entries, each date after the first line of its entry. Only when the column's dates and the
    entries of the blocks after it pair one for one (a ``Thesis: ...`` line is no entry of its own).

    >>> date_column([(1, "Education"), (2, "2011–2015"), (3, "2009–2010"), (4, "Employment"), (5, "2016–2020"),
    ...              (6, ""), (7, "DPhil, Oxford"), (8, "Thesis: Letters"), (9, "MA, King’s College"), (10, ""),
    ...              (11, "Lecturer, Leeds")])  # doctest: +NORMALIZE_WHITESPACE
    [(1, 'Education'), (7, 'DPhil, Oxford  2011–2015'), (8, 'Thesis: Letters'), (9, 'MA, King’s College  2009–2010'),
     (4, 'Employment'), (11, 'Lecturer, Leeds  2016–2020'), (2, ''), (3, ''), (5, ''), (6, ''), (10, '')]
    """
    out = list(lines)
    i = 0
    while i < len(out):
        if is_heading_line(out[i][1]):
            done = _pair_date_column(out, i)
            if done is not None:
                out = done
        i += 1
    return out


def _pair_date_column(lines: list[Numbered], start: int) -> list[Numbered] | None:
    """``lines`` with the column of headings and dates that begins at ``start`` paired with the entries after it,
    or None when it does not pair (see :func:`date_column`)."""
    groups: list[tuple[int, list[int]]] = []
    k = start
    while k < len(lines):
        text = lines[k][1]
        if is_heading_line(text):
            groups.append((k, []))
        elif text.strip() and dates.is_only_dates(text.strip()):
            groups[-1][1].append(k)
        elif text.strip():
            break
        k += 1
    if sum(len(d) for _, d in groups) < 2 or any(not d for _, d in groups):
        return None
    boxes: list[list[int]] = []
    while k < len(lines) and len(boxes) < len(groups):
        box = []
        while k < len(lines) and lines[k][1].strip():
            box.append(k)
            k += 1
        if box:
            boxes.append(box)
        while k < len(lines) and not lines[k][1].strip():
            k += 1
    if len(boxes) != len(groups):
        return None
    moved: list[Numbered] = []
    for (heading, when), box in zip(groups, boxes, strict=True):
        heads = [b for b in box if not _FIELD_LINE_RE.match(lines[b][1])]
        if len(heads) != len(when) or is_heading_line(lines[box[0]][1]) or has_marker(lines[box[0]][1]):
            return None
        stamp = {h: lines[d][1].strip() for h, d in zip(heads, when, strict=True)}
        moved.append(lines[heading])
        moved += [(lines[b][0], f"{lines[b][1].rstrip()}  {stamp[b]}" if b in stamp else lines[b][1]) for b in box]
    used = {h for h, _ in groups} | {b for box in boxes for b in box}
    end = boxes[-1][-1] + 1
    rest = [(lines[j][0], "") for j in range(start, end) if j not in used]  # the dates' own lines, and blanks
    return [*lines[:start], *moved, *rest, *lines[end:]]


def _is_side_item(text: str) -> bool:
    """A sidebar's line: an address, a phone number, or a short item of a list (``Python``, ``Language contact``)."""
    text = text.strip()
    if emails(text) or urls(text) or _PHONE_LIKE_RE.match(text) or re.fullmatch(r"[\w.-]+\.[a-z]{2,}(?:/\S*)?", text):
        return True
    return len(text.split()) <= 3 and len(text) <= 30 and not dates.is_only_dates(text) and not text.endswith(".")


def _opens_two_columns(above: str, below: str) -> bool:
    """A sidebar's heading right above a main column's: the two columns' headings of one row."""
    side, main = kind_of(above), kind_of(below)
    return side in _SIDEBAR_KINDS and main is not None and main not in _SIDEBAR_KINDS


def deinterleave(lines: list[Numbered]) -> list[Numbered]:
    """A sidebar that an extractor interleaved line by line with the main column (it read the page row by row):
    where a sidebar's heading (``CONTACT``, ``SKILLS``) and a main column's (``EDUCATION``) stand on consecutive
    lines, twice or more, the sidebar's headings and short items are taken out and put before the main column, which
    keeps its order. A short line with a date under it is the main column's entry. The sidebar ends where the main
    column runs on alone for a few lines.

    >>> deinterleave([(1, "CONTACT"), (2, "EDUCATION"), (3, "a@b.org"), (4, "PhD in Physics, Uni A, 2010"),
    ...               (5, "SKILLS"), (6, "TEACHING"), (7, "Python"), (8, "Physics 101, Uni A, Fall 2012")])
    ... # doctest: +NORMALIZE_WHITESPACE
    [(1, 'CONTACT'), (3, 'a@b.org'), (5, 'SKILLS'), (7, 'Python'), (2, 'EDUCATION'),
     (4, 'PhD in Physics, Uni A, 2010'), (6, 'TEACHING'), (8, 'Physics 101, Uni A, Fall 2012')]
    """
    content = [i for i, (_, t) in enumerate(lines) if t.strip()]
    pairs = [a for a, b in itertools.pairwise(content) if _opens_two_columns(lines[a][1], lines[b][1])]
    if len(pairs) < 2:
        return lines
    start = pairs[0]
    side: list[int] = []
    run = 0
    after = [c for c in content if c >= start]
    for k, i in enumerate(after):
        text = lines[i][1]
        kind = kind_of(text)
        is_side = kind in _SIDEBAR_KINDS if kind is not None else _is_side_item(text)
        if is_side and kind is None and k + 1 < len(after) and dates.is_only_dates(lines[after[k + 1]][1].strip()):
            is_side = False  # an entry, with its date on the line below
        if is_side:
            side.append(i)
            run = 0
        else:
            run += 1
            if run >= _MAX_MAIN_RUN:
                break
    taken = set(side)
    main = [(n, t.strip() if i >= start else t) for i, (n, t) in enumerate(lines) if i >= start and i not in taken]
    return [*lines[:start], *(lines[i] for i in side), *main]


def join_citation_wraps(lines: list[Numbered]) -> list[Numbered]:
    """In an unmarked list of author-date citations, each line that opens none joined onto the citation above it
    (the PDF wrapped it there), its own line left blank.

    >>> join_citation_wraps([(1, "Lee A., Diaz B. (2023). Snow at sparse stations."), (2, "J Hydrol, 617, 12."),
    ...                      (3, "Lee A. (2021). Floods in the Alps."), (4, "Water Res, 57(6).")])
    ... # doctest: +NORMALIZE_WHITESPACE
    [(1, 'Lee A., Diaz B. (2023). Snow at sparse stations. J Hydrol, 617, 12.'), (2, ''),
     (3, 'Lee A. (2021). Floods in the Alps. Water Res, 57(6).'), (4, '')]
    """
    out = list(lines)
    run: list[int] = []
    for i in [*range(len(lines)), None]:
        text = lines[i][1] if i is not None else ""
        if i is not None and text.strip() and not has_marker(text) and not is_heading_line(text):
            run.append(i)
            continue
        opening = [r for r in run if _AUTHOR_DATE_RE.match(lines[r][1])]
        if len(opening) >= 2 and run[0] in opening:
            at = run[0]
            for r in run[1:]:
                if r in opening or _AUTHOR_OPENING_RE.match(lines[r][1]):
                    at = r
                    continue
                out[at] = (out[at][0], f"{out[at][1].rstrip()} {lines[r][1].strip()}")
                out[r] = (lines[r][0], "")
        run = []
    return out


def _is_side_box(lines: list[Numbered], box: list[int]) -> bool:
    """A sidebar's box: a sidebar's heading (``SKILLS``, ``LANGUAGES``) and short items under it."""
    head, *items = (lines[i][1] for i in box)
    items = [t for t in items if any(c.isalnum() for c in t)]  # a rule under the heading is no item
    is_list = bool(items) and all(_is_side_item(t) and kind_of(t) is None for t in items)
    return is_list and kind_of(head) in _SIDEBAR_KINDS


def sidebar_boxes(lines: list[Numbered]) -> list[Numbered]:
    """A sidebar's boxes that an extractor put in the middle of a section of the main column (a main column's
    section is open before them, and the box after them goes on with it, opening with no heading) are moved to
    the end, where their headings open sections of their own.

    >>> sidebar_boxes([(1, "EDUCATION"), (2, "PhD, Uni A"), (3, ""), (4, "SKILLS"), (5, "Python"), (6, ""),
    ...                (7, "MA, Uni B"), (8, ""), (9, "TEACHING"), (10, "Physics 101")])
    ... # doctest: +NORMALIZE_WHITESPACE
    [(1, 'EDUCATION'), (2, 'PhD, Uni A'), (3, ''), (6, ''), (7, 'MA, Uni B'), (8, ''), (9, 'TEACHING'),
     (10, 'Physics 101'), (4, 'SKILLS'), (5, 'Python')]
    """
    boxes = paragraphs(lines)
    moved: list[int] = []
    section: SectionKind | None = None  # the kind of the last section the main column opened
    k = 0
    while k < len(boxes):
        run = k
        while run < len(boxes) and _is_side_box(lines, boxes[run]):
            run += 1
        if run == k:  # a box of the main column, and the sections it opens
            section = next((kind for i in reversed(boxes[k]) if (kind := kind_of(lines[i][1]))), section)
            k += 1
            continue
        after = boxes[run][0] if run < len(boxes) else None
        is_main = section is not None and section not in _SIDEBAR_KINDS
        if is_main and after is not None and not is_heading_line(lines[after][1]):
            moved += [i for box in boxes[k:run] for i in box]
        k = run
    if not moved:
        return lines
    gone = set(moved)
    return [line for i, line in enumerate(lines) if i not in gone] + [lines[i] for i in moved]
