"""What Pandoc writes when it turns a Word document into Markdown, as the lines a CV reader expects.

Pandoc escapes Markdown punctuation (``\\[1\\]``, ``\\*``), ends a hard line break with a
backslash, and writes tables as grid tables (``+---+---+`` rules, ``| a | b |`` rows whose cells
may wrap over several lines) or as simple and multiline tables (columns under runs of dashes,
``---------`` rules above and below, a wrapped cell continued on an indented line).
Each function here rewrites numbered lines in place and keeps one line per source line, so a
row's text lands on its first line and the lines it absorbed go blank.

>>> unescape("\\\\[12\\\\] Doe, J. \\\\*equal\\\\")
'[12] Doe, J. *equal'
"""

from __future__ import annotations

import re

from cvkg.extract import dates

Numbered = tuple[int, str]

# A backslash before ASCII punctuation is Markdown's escape; "\\" (a LaTeX line break) and "\$"
# (which the math cleaner reads) are left alone.
_ESCAPE_RE = re.compile(r"\\([\[\]*_#`|<>\"'@~&%.\-()!+{}:])")
# "\ " is pandoc's non-breaking space ("J16.\ Doe J", "Dr.\ Lee"): a space
_ESCAPED_SPACE_RE = re.compile(r"(?<!\\)\\ ")
_HARD_BREAK_RE = re.compile(r"(?<!\\)\\$")
_GRID_RULE_RE = re.compile(r"^\s*\+(?:[-=:]+\+)+\s*$")
_GRID_ROW_RE = re.compile(r"^\s*\|.*\|\s*$")
_DASHES_RE = re.compile(r"^\s*-{3,}(?:\s+-{3,})*\s*$")
_GROUPS_RE = re.compile(r"^\s*-{3,}(?:\s+-{3,})+\s*$")  # a header's column rule: two or more runs
_GAP_RE = re.compile(r"\S\s{2,}\S")
_ONE_COLUMN_MIN = 20  # dashes in a one-column table's rule (pandoc draws it as wide as the text, 60 or more)


def unescape(line: str) -> str:
    """A line without Markdown escapes and without a trailing hard-break backslash."""
    if "\\" not in line:
        return line
    return _ESCAPED_SPACE_RE.sub(" ", _ESCAPE_RE.sub(r"\1", _HARD_BREAK_RE.sub("", line.rstrip())))


# A definition list's definition (pandoc, PHP Markdown Extra, kramdown): ": text" under its term's line
_DEFINITION_RE = re.compile(r"^:[ \t]+(?=\S)")
# ... whose term is a line of text, not a list's item, a heading, a table's row or a quote
_TERM_RE = re.compile(r"^(?![-*+#>|:]|\d{1,3}[.)]\s)\S")


def definition_lists(lines: list[Numbered]) -> None:
    """``2014 - 2019`` over ``: **PhD in Geophysics**, ...`` and ``Programming`` over ``: Python, C``: the term
    joins its definition's line, a date a column gap before it (``2014 - 2019  **PhD in Geophysics**, ...``) and
    a label as a label (``Programming: Python, C``), as a CV writes them beside an entry; the term's line goes
    blank. A blank line may stand between the two.

    >>> rows = [(1, "2019"), (2, ": **Postdoc**, Lab"), (3, ""), (4, "Skills"), (5, ""), (6, ":   Python")]
    >>> definition_lists(rows)
    >>> rows
    [(1, ''), (2, '2019  **Postdoc**, Lab'), (3, ''), (4, ''), (5, ''), (6, 'Skills: Python')]
    """
    for i, (number, line) in enumerate(lines):
        if not _DEFINITION_RE.match(line) or i == 0:
            continue
        k = i - 1 if lines[i - 1][1].strip() or i < 2 else i - 2
        term = lines[k][1]
        if not _TERM_RE.match(term) or (k < i - 1 and _DEFINITION_RE.match(lines[k][1])):
            continue
        joint = "  " if dates.is_only_dates(term) else ": "
        lines[i] = (number, f"{term.strip().rstrip(':')}{joint}{_DEFINITION_RE.sub('', line)}")
        _blank(lines, k)


def _blank(lines: list[Numbered], i: int) -> None:
    lines[i] = (lines[i][0], "")


def grid_tables(lines: list[Numbered]) -> None:
    """``+---+`` rules go; each row's cells (wrapped over the lines between two rules) are joined
    column by column and then by ``|``, for the pipe-table reader; the header row (above ``+===+``) goes."""
    i = 0
    while i < len(lines):
        if not _GRID_RULE_RE.match(lines[i][1]):
            i += 1
            continue
        j = i + 1
        while j < len(lines) and _GRID_ROW_RE.match(lines[j][1]):
            j += 1
        _blank(lines, i)
        if j > i + 1:
            is_header = j < len(lines) and "=" in lines[j][1]
            _join_grid_row(lines, i + 1, j, is_header=is_header)
        i = j


def _join_grid_row(lines: list[Numbered], start: int, end: int, *, is_header: bool) -> None:
    columns: list[list[str]] = []
    for k in range(start, end):
        for c, cell in enumerate(lines[k][1].strip().strip("|").split("|")):
            if c == len(columns):
                columns.append([])
            if cell.strip():
                columns[c].append(cell.strip())
        _blank(lines, k)
    if not is_header:
        joined = [" ".join(parts) for parts in columns]
        lines[start] = (lines[start][0], "| " + " | ".join(joined) + " |")


def dash_tables(lines: list[Numbered]) -> None:
    """Simple and multiline tables: the dash rules and the header row go, and a cell continued on an
    indented line joins its row; the columns stay apart by runs of spaces, as in a PDF's text."""
    i = 0
    while i < len(lines):
        end = _table_end(lines, i)
        if end is None:
            i += 1
            continue
        _fold_rows(lines, i, end, is_one_column=_is_one_column(lines, i, end))
        i = end + 1


def _is_blank(lines: list[Numbered], i: int) -> bool:
    return i < 0 or i >= len(lines) or not lines[i][1].strip()


def _table_end(lines: list[Numbered], i: int) -> int | None:
    """Where the table opened by line ``i`` ends (its last line), or ``None`` when ``i`` opens none.

    A column rule (runs of dashes under a header) opens a simple table, which ends at a blank line;
    a lone run of dashes after a blank line opens a multiline one only when another closes it and
    the first row has columns (so a Markdown ``---`` rule or setext underline is no table).
    """
    text = lines[i][1]
    if _GROUPS_RE.match(text) and not _is_blank(lines, i - 1):
        end = i
        while not _is_blank(lines, end + 1) and not _DASHES_RE.match(lines[end + 1][1]):
            end += 1
        if not _is_blank(lines, end + 1):
            end += 1  # the closing rule of a multiline table
        return end
    if not (_DASHES_RE.match(text) and _is_blank(lines, i - 1) and not _is_blank(lines, i + 1)):
        return None
    if not _GAP_RE.search(lines[i + 1][1]):
        return _one_column_end(lines, i)
    for k in range(i + 1, min(len(lines), i + 200)):
        if _DASHES_RE.match(lines[k][1]) and (_is_blank(lines, k + 1) or k + 1 == len(lines)):
            return k
    return None


def _one_column_end(lines: list[Numbered], i: int) -> int | None:
    """The closing rule of a one-column multiline table opened by line ``i`` (a Word table of one column: each
    row a paragraph, rows apart by blank lines): the same rule again, before a blank line. Its rule is as wide
    as the page's table, so a Markdown ``---`` rule (short, or never repeated) opens none."""
    rule = lines[i][1]
    if len(rule.strip()) < _ONE_COLUMN_MIN:
        return None
    for k in range(i + 1, min(len(lines), i + 200)):
        if lines[k][1] == rule and _is_blank(lines, k + 1):
            return k
    return None


def _is_one_column(lines: list[Numbered], start: int, end: int) -> bool:
    return all(
        not _GROUPS_RE.match(t) and (_DASHES_RE.match(t) or not _GAP_RE.search(t.strip())) for _, t in lines[start:end]
    )


def _fold_rows(lines: list[Numbered], start: int, end: int, *, is_one_column: bool = False) -> None:
    """Blank the rules and the header (the line above a simple table's column rule, or the line between a
    multiline table's opening rule and its column rule), and join each continuation line to the row above it
    (in a one-column table, every line of a row: a row is a paragraph, its lines as indented as its first)."""
    for k in range(start, end + 1):
        if _DASHES_RE.match(lines[k][1]):
            is_header_rule = k == start or (k == start + 2 and _DASHES_RE.match(lines[start][1]))
            if is_header_rule and not _is_blank(lines, k - 1) and _GROUPS_RE.match(lines[k][1]):
                _blank(lines, k - 1)
            _blank(lines, k)
    row: int | None = None
    base = None
    for k in range(start, end + 1):
        text = lines[k][1]
        if not text.strip():
            row = None
            continue
        indent = len(text) - len(text.lstrip())
        # (a right-aligned column's continuation shifts less than a left-aligned one's)
        if row is not None and base is not None and (is_one_column or indent > base + 2):
            lines[row] = (lines[row][0], lines[row][1].rstrip() + " " + text.strip())
            _blank(lines, k)
            continue
        row, base = k, indent if base is None else min(base, indent)
