"""Table rows that ``pdftotext`` (without ``-layout``) wrote cell by cell. Pure.

Without ``-layout``, ``pdftotext`` writes a table's cells as paragraphs of their own, one after another, in the
order of the row: the dates of the row on a line of their own (a Harvard-style CV's left column), a blank line, then
each cell, its text wrapped at the column's width on as many lines as it takes::

    2012-2015                  ->   2012-2015   Clinical and Research Fellow   Medicine   Boston Hospital

    Clinical and Research
    Fellow

    Medicine

    Boston Hospital

A row whose cells it read column by column (a block of dates, then a block of titles, ...) gives a block of dates
and then blocks of as many lines each. This pass sets each such row on one line, its cells three spaces apart, as
``pdftotext -layout`` sets a table's row, so that the section readers read both alike:

* a cell's lines are one cell when the text wrapped there (the line stays open, the next starts in lower case or
  is a note in parentheses, or its first word would not have fitted on the line in the column's width); else
  each is a cell of its own (a course and its audience set one under the other, a hospital and the role held
  there). A role set under another cell (``Member``) goes first after the dates, as a role leads a line of
  service;
* a date with nothing after it but one paragraph (a grant's title, number, sponsor and role; a talk's title and
  host) opens a list item, the paragraph's lines under it as its details;
* a heading's word that completes a row (``Research`` or ``Teaching`` in an award's last column) is the row's
  cell, not a heading.

>>> cell_rows([(1, "Training"), (2, "2012-2015"), (3, ""), (4, "Clinical and Research"), (5, "Fellow"), (6, ""),
...            (7, "Medicine"), (8, ""), (9, "2015-"), (10, ""), (11, "Instructor"), (12, ""), (13, "Medicine")])
... # doctest: +NORMALIZE_WHITESPACE
[(1, 'Training'), (2, '2012-2015   Clinical and Research Fellow   Medicine'), (3, ''), (4, ''), (5, ''), (6, ''),
 (7, ''), (8, ''), (9, '2015-   Instructor   Medicine'), (10, ''), (11, ''), (12, ''), (13, '')]
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field

from cvkg.extract import dates, roles
from cvkg.extract.foreign_headings import fold
from cvkg.extract.layout import has_marker, is_open_ended
from cvkg.extract.sections import find_heading

Numbered = tuple[int, str]

_MAX_CELLS = 6  # paragraphs after a date that can be one row's cells; more are the section's text
# "12 hours per year", "2 days per year", "8 weeks per year", "1 hour lecture, 4 times per year": the time a row took
_AMOUNT_RE = re.compile(r"\d+(?:\.\d+)?\s+(?:[a-z-]+\s+){0,2}(?:per|a|/)\s*(?:year|yr|week|wk|month|mo)\b", re.I)


@dataclass(slots=True)
class _Row:
    """One row: the indexes of its dates' lines, and the indexes of each of its cells' lines."""

    dated: list[int]
    cells: list[list[int]] = field(default_factory=list)
    scopes: list[int] = field(default_factory=list)
    is_flowing: bool = False  # its one cell's lines wrap at the column's width unless they end short of it


def cell_rows(lines: list[Numbered]) -> list[Numbered]:
    """Rows that ``pdftotext`` wrote cell by cell set on one line each (see the module); other lines as they are."""
    paras = paragraphs(lines)
    out = list(lines)
    k = 0
    while k < len(paras):
        table, k = _table(lines, paras, k)
        if table:
            _write(out, lines, table)
    return out


def paragraphs(lines: list[Numbered]) -> list[list[int]]:
    """The indexes of each run of non-blank lines (a paragraph; an extractor's text box)."""
    out: list[list[int]] = [[]]
    for i, (_, text) in enumerate(lines):
        if text.strip():
            out[-1].append(i)
        elif out[-1]:
            out.append([])
    return [p for p in out if p]


def _dates_at_end(lines: list[Numbered], para: list[int]) -> int:
    """How many of the paragraph's last lines are its dates, after short labels (``Local``, a heading) or none: one
    (``2018``), two for a month range over its year (``Sept-Nov`` / ``2018``), a column's (rows read column by
    column); else 0."""
    run = 0
    while run < len(para) and _is_date(lines[para[-1 - run]][1]):
        run += 1
    if run == 1 and len(para) >= 2:
        above, last = lines[para[-2]][1].strip(), lines[para[-1]][1].strip()
        if _MONTHS_RE.fullmatch(above) and dates.is_only_dates(f"{above} {last}"):
            return 2
    labels = [lines[i][1] for i in para[: len(para) - run]]
    return run if run and all(_is_label(t) or _is_heading(t) for t in labels) else 0


# Dates and nothing else: years, months, seasons, an open end, and the marks between them ("Sept-Nov", "2021, 2023")
_DATE_WORD = r"(?:\d{1,2}/)?(?:19|20)\d\d|[A-Z][a-z]{2,8}\.?|present|current|now|ongoing"
_DATE_LINE_RE = re.compile(rf"(?:{_DATE_WORD})(?:\s*(?:--|[-–—,/])\s*(?:{_DATE_WORD})?|\s+(?:{_DATE_WORD}))*", re.I)
_MONTHS_RE = re.compile(r"[A-Z][a-z]{2,8}\.?\s*[-–]\s*[A-Z][a-z]{2,8}\.?")


def _is_date(text: str) -> bool:
    """A line of dates alone, a year among them (``2015-2019``, ``2024-``, ``Sept-Nov 2018``, ``07/2015-06/2019``)."""
    text = text.strip()
    return (
        bool(_DATE_LINE_RE.fullmatch(text))
        and re.search(r"(?:19|20)\d\d", text) is not None
        and (dates.is_only_dates(text))
    )


def _is_heading(text: str) -> bool:
    return find_heading(text) is not None or bool(_SCOPE_RE.fullmatch(text.strip()))


_SCOPE_RE = re.compile(
    r"(?:local|regional|national|international|past|current|active|completed|pending)"
    r"(?:\s*(?:and|&|/|,)\s*(?:local|regional|national|international))*:?",
    re.I,
)


def _is_label(text: str) -> bool:
    """A label over a row's dates: a heading or a group's name (``Local``, ``National and International``), a few
    words with no number and no sentence's end."""
    text = text.strip()
    return len(text.split()) <= 8 and not re.search(r"\d|[.,;:]$", text) and not has_marker(text)


def _ends_rows(text: str) -> bool:
    """A paragraph no row's cell can be: a list item or a numbered one, or a line that opens with its dates."""
    found = dates.find_dates(text)
    return has_marker(text) or (found is not None and found.begin == 0)


def _table(lines: list[Numbered], paras: list[list[int]], k: int) -> tuple[list[_Row], int]:
    """The rows that open at paragraph ``k``, one after another, and the paragraph after them. A heading among the
    labels over a row's dates opens another table."""
    rows: list[_Row] = []
    while k < len(paras):
        para = paras[k]
        count = _dates_at_end(lines, para)
        labels = para[:-count] if count else []
        if not count or (k > 0 and lines[paras[k - 1][-1]][1].rstrip().endswith(":")):
            break  # no dates, or a form's field ("Date Prepared:" / "March 3, 2025")
        if not rows and not _opens_table(lines, paras, k, labels):
            break
        if labels and rows and _completes(lines, labels, rows[:-1], rows[-1]):
            rows[-1].cells += [[i] for i in labels]  # the last row's last cells, no blank line before these dates
        elif rows and any(find_heading(lines[i][1]) is not None for i in labels):
            break
        is_column = count >= 2 and all(dates.find_dates(lines[i][1]) is not None for i in para[-count:])
        dated = para[-count:]
        scopes = [i for i in labels if _SCOPE_RE.fullmatch(lines[i][1].strip())]
        if not is_column and (paired := _paired(lines, paras, k)):
            found, k = paired
        elif is_column:
            found, k = _transposed(lines, paras, k, dated)
        else:
            found, k = _row(lines, paras, k, dated, rows)
        if not found:
            break
        found[0].scopes = scopes
        rows += found
    return (rows, k) if rows else ([], k + 1)


def _opens_table(lines: list[Numbered], paras: list[list[int]], k: int, labels: list[int]) -> bool:
    """Whether the dates ending paragraph ``k`` open a table: a table opens under its heading, a date first (dates
    after an entry are the entry's own), and dates after dates are a column of them read before the entries beside
    it (a Word CV's tab stops)."""
    above = [*labels, *(paras[k - 1][-1:] if k > 0 else [])]
    return any(_is_heading(lines[i][1]) for i in above) and not (k > 0 and _dates_at_end(lines, paras[k - 1]))


def _row(
    lines: list[Numbered], paras: list[list[int]], k: int, dated: list[int], rows: list[_Row]
) -> tuple[list[_Row], int]:
    """The row whose dates end paragraph ``k``: the paragraphs after it that are its cells."""
    row = _Row(dated)
    k += 1
    while k < len(paras) and len(row.cells) < _MAX_CELLS and _is_cell(lines, paras[k], rows, row):
        row.cells.append(paras[k])
        k += 1
    return ([row], k) if row.cells else ([], k)


def _is_cell(lines: list[Numbered], para: list[int], rows: list[_Row], row: _Row) -> bool:
    """Whether the paragraph is the row's next cell: no dates of its own, no list item, no form's label (``Name:``),
    and no heading but the row's first cell (a date is never a row alone), a role (``Panel member``) or a word
    that gives the row as many cells as each row above it has (``Research``)."""
    first = lines[para[0]][1].strip()
    if _dates_at_end(lines, para) or _ends_rows(first) or lines[para[-1]][1].rstrip().endswith(":"):
        return False
    if find_heading(first) is None or _is_role(first) or (not row.cells and not first.isupper()):
        return True
    return _completes(lines, para, rows, row)


def _completes(lines: list[Numbered], para: list[int], rows: list[_Row], row: _Row) -> bool:
    """Short lines (``Research``), each a cell, that give the row as many cells as each of the two rows or more
    above it has."""
    widths = {len(r.cells) for r in rows}
    if len(rows) < 2 or len(widths) != 1 or widths.pop() != len(row.cells) + len(para):
        return False
    return all(len(lines[i][1].split()) <= 4 for i in para)


def _paired(lines: list[Numbered], paras: list[list[int]], k: int) -> tuple[list[_Row], int] | None:
    """A column of dates read before the column of entries beside it, each cell a paragraph of its own: N dates, one
    per paragraph, then N paragraphs, one per entry, and then no more of the table's text (a heading, other dates,
    the end). The i-th date goes with the i-th entry."""
    n = next((j for j in range(k, len(paras)) if len(paras[j]) != 1 or not _is_date(lines[paras[j][0]][1])), len(paras))
    count = n - k
    after = n + count
    if count < 2 or after > len(paras):
        return None
    entries = paras[n:after]
    if not all(_is_entry(lines, para) for para in entries):
        return None
    if after < len(paras) and not (_is_heading(lines[paras[after][0]][1]) or _dates_at_end(lines, paras[after])):
        return None  # more paragraphs than dates: some row has more cells than one
    rows = [_Row(paras[j], [entry], is_flowing=True) for j, entry in zip(range(k, n), entries, strict=True)]
    return rows, after


def _is_entry(lines: list[Numbered], para: list[int]) -> bool:
    """Whether a paragraph can be a row's one cell: no dates of its own at its end, no list item, and no heading but
    words that open an entry (``Doctoral Student Research Fellowship, ...``)."""
    first = lines[para[0]][1].strip()
    heading = find_heading(first)
    is_heading = heading is not None and (not heading.rest or first.isupper())
    return not _dates_at_end(lines, para) and not _ends_rows(first) and not is_heading


def _transposed(lines: list[Numbered], paras: list[list[int]], k: int, head: list[int]) -> tuple[list[_Row], int]:
    """Rows read column by column: N dates, then paragraphs of N lines each, one per column."""
    rows = [_Row([i]) for i in head]
    j = k + 1
    while j < len(paras) and len(paras[j]) == len(head) and j - k <= _MAX_CELLS:
        if any(_ends_rows(lines[i][1].strip()) for i in paras[j]):
            break
        for row, i in zip(rows, paras[j], strict=True):
            row.cells.append([i])
        j += 1
    return (rows, j) if j > k + 1 else ([], k)


def _write(out: list[Numbered], lines: list[Numbered], table: list[_Row]) -> None:
    """Each row on its dates' line (or, for a date and one paragraph, a list item and its details under it)."""
    texts = [[[lines[i][1].strip() for i in cell] for cell in row.cells] for row in table]
    widths = _widths(texts)
    stacked = _stacked(texts, widths)
    # (a column's width shows a margin only where three lines or more reach it: one long line is just long)
    reached = {c: sum(len(t) >= 0.9 * w for cells in texts if c < len(cells) for t in cells[c])
               for c, w in widths.items()}
    margins = {c: w if reached[c] >= 3 else 0 for c, w in widths.items()}
    for row, cells in zip(table, texts, strict=True):
        when = " ".join(lines[i][1].strip() for i in row.dated)
        alone = len(cells) == 1  # a date and one paragraph: its fields one under the other
        if alone and len(_split(cells[0], margins[0], is_stacked=not row.is_flowing or 0 in stacked)) > 2:
            _write_item(out, lines, row, when)  # three fields or more: an entry and its details
            continue
        lead: list[str] = []
        rest: list[str] = []
        for i in row.scopes:
            out[i] = (lines[i][0], "")  # "National and International" over the dates: a group's name, no entry
        notes: list[str] = []
        for c, cell in enumerate(cells):
            first, *pieces = _split(cell, margins[c], is_stacked=(alone and not row.is_flowing) or c in stacked)
            lead += [p for p in pieces if _is_role(p)]
            rest += [first, *(p for p in pieces if not _is_role(p))]
        for k, piece in enumerate(rest):
            if note := _NOTE_RE.search(piece):  # "Medicine (Thesis advisor: A. Lee)": the note after every cell
                rest[k] = piece[: note.start()].rstrip()
                notes.append(note.group(1))
        for i in [*row.dated, *(i for cell in row.cells for i in cell)]:
            out[i] = (lines[i][0], "")
        out[row.dated[0]] = (lines[row.dated[0]][0], "   ".join([when, *lead, *rest, *notes]))


def _write_item(out: list[Numbered], lines: list[Numbered], row: _Row, when: str) -> None:
    """A date and one paragraph: ``- DATE   first line``, the paragraph's other lines under it, then the blank lines
    that stood between them, so that the entry's lines stay together."""
    first, *rest = row.cells[0]
    span = range(row.dated[0], rest[-1] + 1)
    moved = [(lines[row.dated[0]][0], f"- {when}   {lines[first][1].strip()}")]
    moved += [(lines[i][0], f"  {lines[i][1].strip()}") for i in rest]
    taken = {row.dated[0], *rest}
    moved += [(lines[i][0], "") for i in span if i not in taken]
    for i, line in zip(span, moved, strict=True):
        out[i] = line


def _widths(texts: list[list[list[str]]]) -> dict[int, int]:
    """The width of each column: its longest line."""
    out: dict[int, int] = {}
    for cells in texts:
        for c, cell in enumerate(cells):
            out[c] = max(out.get(c, 0), *(len(t) for t in cell))
    return out


def _stacked(texts: list[list[list[str]]], widths: dict[int, int]) -> set[int]:
    """The columns whose cells set fields one under the other: a line of some cell of theirs ends before the next
    line's first word would have stopped fitting, and it was not left open."""
    out = set()
    for cells in texts:
        for c, cell in enumerate(cells):
            for above, below in itertools.pairwise(cell):
                if not _goes_on(above, below) and len(above) + 1 + len(below.split()[0]) <= widths[c]:
                    out.add(c)
    return out


def _goes_on(above: str, below: str) -> bool:
    """Whether ``below`` must continue ``above``: a phrase left open, a lower-case start, a note in parentheses,
    or the end of a title (``Clinical and Research`` / ``Fellow``)."""
    if is_open_ended(above) or _OPEN_RE.search(above) or below[:1].islower() or below.startswith("("):
        return True
    run = roles.role_run(f"{above} {below}") if _is_role(below) else None
    return run is not None and run[0] < len(above.split())


# A labelled note in parentheses that ends a cell: "(Thesis advisor: Ann Lee)", "(Lab PI: Ann Lee)"
_NOTE_RE = re.compile(r"\s*\(((?:[A-Z][\w.-]*)(?:\s+[\w.-]+){0,2}:\s+[^()]+)\)$")
_OPEN_RE = re.compile(r"[-–/&:]$|\b(?:with|by|from)$")


def _split(cell: list[str], margin: int, *, is_stacked: bool) -> list[str]:
    """A cell's lines as the fields they hold: a wrapped line joined back, a field set under another (in a stacked
    column, or a role or an amount of time anywhere) kept apart; ``margin`` is the column's width where its lines
    show one (else 0)."""
    out = [cell[0]]
    for line in cell[1:]:
        apart = (_is_role(line) or bool(_AMOUNT_RE.match(line)) or is_stacked) and not _goes_on(out[-1], line)
        apart = apart and not (is_stacked and not _is_role(line) and _wraps_at_margin(out[-1], line, margin))
        if apart:
            out.append(line)
        else:
            out[-1] = f"{out[-1]}{'' if out[-1].endswith('-') and line[:1].islower() else ' '}{line}"
    return out


def _wraps_at_margin(above: str, below: str, width: int) -> bool:
    """A stacked cell's line that ran to the column's edge and wrapped its last words onto the next (``Department of
    X, Vanderbilt University`` over ``Medical Center``): the line reaches the edge, the next line's first word
    would not have fitted, and that line is a short remainder, no labelled field (``Mentor: A. Lee``) and no role
    (``Member``: the caller keeps a role apart)."""
    words = below.split()
    return (
        width > 0
        and len(above) >= 0.9 * width
        and len(above) + 1 + len(words[0]) > width
        and len(words) <= 3
        and not re.match(r"^[\w ]{1,25}:\s", below)
    )


def _is_role(text: str) -> bool:
    """``Member``, ``Panel member``, ``Ad hoc reviewer``, ``Associate Editor``: a seat on a body, a few words and
    nothing else (a trainee's level, ``Medical student``, is no seat)."""
    words = text.split()
    last = fold(words[-1]).strip(",.;").split("-")[-1] if words else ""
    return 1 <= len(words) <= 3 and last in _SEATS and not any(c.isdigit() for c in text)


_SEATS = frozenset(
    ["member", "chair", "chairman", "chairwoman", "chairperson", "cochair", "reviewer", "referee", "examiner",
     "panelist", "secretary", "treasurer", "president", "liaison", "representative", "moderator", "editor",
     "director", "advisor", "adviser", "consultant", "officer", "investigator", "delegate", "trustee",
     "leader", "lead", "coordinator", "organizer", "organiser", "judge", "mentor", "preceptor", "tutor"]
)  # fmt: skip
