"""The CV entries an R Markdown or Quarto CV keeps in code chunks, as the lines a CV reader expects. Pure.

The ``vitae`` package's CVs hold their entries as R data: a ``tribble()`` of columns and rows, piped into
``detailed_entries(what = ..., when = ..., with = ..., where = ..., why = ...)`` or ``brief_entries(what, when,
with)``. Each row becomes one entry line, ``what, with, where  when`` followed by ``why``, written on the line
its row starts on; the chunk's other lines stay as they are (the fence reader blanks them). typstcv's
``resume_entry(data, title = "title", location = "location", date = "date", description = "description")``, which
Quarto's awesomecv-typst CVs use, names its columns by string; a ``tribble()`` no call lays out keeps its columns in
order, its date columns last.

>>> chunk = ['```{r}', 'tribble(', '  ~role, ~org, ~year,', '  "Lecturer", "Loom College", "2019"', ') |>',
...          '  brief_entries(what = role, when = year, with = org)', '```']
>>> [t for _, t in entries(list(enumerate(chunk, start=1)))][3]
'Lecturer, Loom College  2019'
"""

from __future__ import annotations

import re

Numbered = tuple[int, str]

_CHUNK_OPEN_RE = re.compile(r"^\s*```\s*\{r\b", re.I)
_CHUNK_CLOSE_RE = re.compile(r"^\s*```\s*$")
# an R value: a string literal, NA, a number, or a bare name
_VALUE_RE = re.compile(
    r'"((?:[^"\\]|\\.)*)"|\'((?:[^\'\\]|\\.)*)\'|\b(NA|NULL)\b|(-?\d+(?:\.\d+)?)|~?([A-Za-z_.][\w.]*)'
)
_ENTRIES_RE = re.compile(r"\b(detailed_entries|brief_entries|resume_entry)\s*\((?P<args>.*)\)", re.S)
_ARG_RE = re.compile(
    r"(?P<key>what|when|with|where|why|title|location|date|description)\s*=\s*(?P<expr>[^,()]+(?:\([^()]*\))?)"
)
_FIELD_ORDER = {
    "detailed_entries": ("what", "with", "where"),
    "brief_entries": ("what", "with"),
    "resume_entry": ("what", "with"),
}
# typstcv's resume_entry(data, title = "title", location = "location", date = "date", description = ...) names
# the columns by string, with those defaults; vitae's fields by what they hold
_TYPSTCV_FIELDS = {"title": "what", "location": "with", "date": "when", "description": "why"}
# The columns that hold a row's dates when no call names them: they go last, after a gap, as a CV sets them
_DATE_COLUMNS = ("date", "dates", "year", "years", "when", "start", "end", "from", "to", "period")


def entries(lines: list[Numbered]) -> list[Numbered]:
    """The lines with each R chunk's ``tribble()`` rows written as entry lines on their own lines."""
    out = list(lines)
    i = 0
    while i < len(lines):
        if not _CHUNK_OPEN_RE.match(lines[i][1]):
            i += 1
            continue
        end = next((k for k in range(i + 1, len(lines)) if _CHUNK_CLOSE_RE.match(lines[k][1])), len(lines))
        for at, text in _rows(lines[i + 1 : end]):
            out[at + i + 1] = (lines[at + i + 1][0], text)
        i = end + 1
    return out


def _rows(chunk: list[Numbered]) -> list[tuple[int, str]]:
    """(index in the chunk, entry line) for each row of the chunk's ``tribble()``."""
    start = next((k for k, (_, t) in enumerate(chunk) if "tribble(" in t), None)
    if start is None:
        return []
    columns: list[str] = []
    cells: list[tuple[int, str | None]] = []  # each value, with the chunk line it stands on
    depth = 0
    for k in range(start, len(chunk)):
        text = chunk[k][1].split("tribble(", 1)[1] if k == start else chunk[k][1]
        for m in _VALUE_RE.finditer(_until_close(text, depth)):
            if m.group(5) and m.group(0).startswith("~"):
                columns.append(m.group(5))
            elif m.group(5) is None:
                cells.append((k, _value(m)))
        depth += text.count("(") - text.count(")")
        if depth < 0:
            break
    if not columns or len(cells) % len(columns):
        return []
    rows = [cells[r : r + len(columns)] for r in range(0, len(cells), len(columns))]
    call = _ENTRIES_RE.search("\n".join(t for _, t in chunk[start:]))
    return [(row[0][0], _entry(dict(zip(columns, [v for _, v in row], strict=True)), call)) for row in rows]


def _until_close(text: str, depth: int) -> str:
    """The text up to where the ``tribble(`` call closes (its ``)`` at depth 0)."""
    for i, char in enumerate(text):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth < 0:
            return text[:i]
    return text


def _value(m: re.Match[str]) -> str | None:
    if m.group(3):
        return None
    return (m.group(1) if m.group(1) is not None else m.group(2) if m.group(2) is not None else m.group(4)) or None


def _entry(row: dict[str, str | None], call: re.Match[str] | None) -> str:
    """One row as an entry line: the fields ``*_entries`` names, in the CV order, the date after a gap."""
    if call is None:
        return _columns_entry(row)
    if call.group(1) == "resume_entry":
        named = {m.group("key"): m.group("expr") for m in _ARG_RE.finditer(call.group("args"))}
        fields = {
            field: _evaluate(named.get(arg, f'"{arg}"').strip().strip("\"'"), row)
            for arg, field in _TYPSTCV_FIELDS.items()
        }
    else:
        fields = {m.group("key"): _evaluate(m.group("expr"), row) for m in _ARG_RE.finditer(call.group("args"))}
    head = ", ".join(v for key in _FIELD_ORDER[call.group(1)] if (v := fields.get(key)))
    line = f"{head}  {fields['when']}" if fields.get("when") else head
    return f"{line}. {fields['why']}" if fields.get("why") else line


def _columns_entry(row: dict[str, str | None]) -> str:
    """A row no call lays out: its columns in order, the dates last after a gap (``start`` to ``end``)."""
    dates = [v for key, v in row.items() if v and key.lower() in _DATE_COLUMNS]
    head = ", ".join(v for key, v in row.items() if v and key.lower() not in _DATE_COLUMNS)
    return f"{head}  {' – '.join(dates)}" if dates else head


def _evaluate(expr: str, row: dict[str, str | None]) -> str:
    """A column, a string, or ``paste``/``paste0``/``glue`` of them."""
    expr = expr.strip()
    call = re.match(r"^(paste0?|glue::glue|glue)\s*\((.*)\)$", expr, re.S)
    parts = _VALUE_RE.finditer(call.group(2) if call else expr)
    values = [row.get(m.group(5)) if m.group(5) else _value(m) for m in parts if not m.group(0).startswith("sep")]
    glue = "" if call and call.group(1) == "paste0" else " "
    return glue.join(v for v in values if v).strip()
