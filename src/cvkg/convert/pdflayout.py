"""Page geometry for :mod:`cvkg.convert.pdf`: placed runs of text -> lines in reading order. Pure.

The input is what pdfminer finds on each page: horizontal text segments (a run of glyphs
with no wide gap inside) with their boxes, in PDF points from the bottom left. The steps:

1. rows: segments whose boxes overlap vertically share a row, read left to right;
2. furniture: page numbers, and small print in the margins of pages after the first
   (running headers, "Last updated") or repeated on every page, are dropped;
3. columns: a gutter is an x that many rows have a wide gap at and few rows cross. The run
   of rows around it is a *table* when nearly every row has text on both sides, a *label
   column* when one side is nearly all dates or numbers standing beside the other side's
   rows (each label stays on its row), and two *columns* otherwise: the left one is read,
   then the right one, each searched again for gutters of its own;
4. wrapped lines join the line they continue: a hanging indent, or a line that ends with a
   comma or a dangling word and is followed by one starting at the same x;
5. fonts become Markdown (see :mod:`cvkg.convert.pdf`).
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from dataclasses import dataclass, field

from cvkg.extract.dates import is_only_dates

_PAGE_NUMBER_RE = re.compile(r"^(?:page\s*)?[-–]?\s*\d{1,3}\s*[-–]?(?:\s*(?:of|/)\s*\d{1,3})?$", re.I)
_MARKER_RE = re.compile(r"^(?:\[\d{1,3}\]|\(?\d{1,3}[.)]|[•◦▪●–*-]|[A-Z]?\d{1,3}\.?)$")
_LEADING_LABEL_RE = re.compile(
    r"^(?:\[\d{1,3}\]|\(?\d{1,3}[.)]\s|\(?[a-h][.)]\s|[•◦▪●–*-]\s|(?:[A-Z][A-Za-z]{0,8}\.?\s+)?(?:19|20)\d\d\b)"
)
_YEAR_RE = re.compile(r"(?<!\d)(?:(?:19|20)\d\d|'\d\d)(?!\d)")
_DANGLING_RE = re.compile(r"(?:,|\band|&|\bof|\bin|\bthe|\bfor|\bat|\bon|\bwith|[a-z]-)$")
_MARGIN = 54.0  # three quarters of an inch: where running heads and page numbers sit
_MIN_EVIDENCE = 2
# Rows with text on both sides of a gutter that make a block of columns: two are a table's header and first row
_MIN_PAIRED_ROWS = 3


@dataclass(frozen=True, slots=True)
class Run:
    """Glyphs of one style: ``"b"`` bold, ``"i"`` italic, ``""`` regular."""

    text: str
    style: str
    size: float


@dataclass(frozen=True, slots=True)
class Segment:
    """A horizontal run of text with no wide gap inside, and its box."""

    x0: float
    x1: float
    y0: float
    y1: float
    runs: tuple[Run, ...]

    @property
    def text(self) -> str:
        return " ".join("".join(r.text for r in self.runs).split())

    @property
    def size(self) -> float:
        return max(r.size for r in self.runs)

    def markdown(self, *, plain: bool = False) -> str:
        """The text with bold runs as ``**...**`` and italic ones as ``*...*``."""
        if plain or all(r.style == self.runs[0].style for r in self.runs):
            mark = "" if plain else {"b": "**", "i": "*"}.get(self.runs[0].style, "")
            return f"{mark}{self.text}{mark}" if mark else self.text
        out = []
        for run in self.runs:
            core, mark = run.text.strip(), {"b": "**", "i": "*"}.get(run.style, "")
            lead, trail = run.text[: len(run.text) - len(run.text.lstrip())], run.text[len(run.text.rstrip()) :]
            out.append(f"{lead}{mark}{core}{mark}{trail}" if core and mark else run.text)
        return " ".join("".join(out).split())


@dataclass
class _Line:
    """Segments read as one line; ``joined`` holds the indexes where a wrapped line was put in,
    ``tail`` the index of the last piece of text (a label such as a date may follow it)."""

    segments: list[Segment]
    joined: set[int] = field(default_factory=set)
    tail: int = 0

    @property
    def x0(self) -> float:
        return self.segments[0].x0

    @property
    def top(self) -> float:
        return max(s.y1 for s in self.segments)

    @property
    def bottom(self) -> float:
        return min(s.y0 for s in self.segments)


Row = list[Segment]


def page_lines(pages: list[list[Segment]], heights: list[float]) -> list[str]:
    """The lines of every page, in reading order, as Markdown."""
    sizes: Counter[float] = Counter()
    for page, height in zip(pages, heights, strict=True):
        for segment in page:
            if segment.y0 > _MARGIN and segment.y1 < height - _MARGIN:  # the body, not its margins
                sizes[round(segment.size, 1)] += len(segment.text)
    body = sizes.most_common(1)[0][0] if sizes else 10.0
    repeated = _repeated(pages)
    out: list[str] = []
    for number, (segments, height) in enumerate(zip(pages, heights, strict=True)):
        rows = [r for r in _rows(segments) if not _is_furniture(r, number, height, body, repeated)]
        lines = _join_wrapped([_Line(list(row), tail=_tail(row)) for row in _read(rows, body)], body)
        out += [_render(line, body) for line in lines]
    return out


def _rows(segments: list[Segment]) -> list[Row]:
    """Segments grouped by baseline, top to bottom, each row left to right."""
    rows: list[Row] = []
    for segment in sorted(segments, key=lambda s: (-s.y1, s.x0)):
        middle = (segment.y0 + segment.y1) / 2
        row = rows[-1] if rows else None
        if row is not None and min(s.y0 for s in row) <= middle <= max(s.y1 for s in row):
            row.append(segment)
        else:
            rows.append([segment])
    return [sorted(row, key=lambda s: s.x0) for row in rows]


def _key(row: Row) -> str:
    return re.sub(r"\d+", "#", " ".join(s.text for s in row)).lower()


def _repeated(pages: list[list[Segment]]) -> set[str]:
    """Rows that come back on most pages (a running head): their text with digits masked."""
    if len(pages) < 2:
        return set()
    seen: Counter[str] = Counter()
    for page in pages:
        seen.update({_key(row) for row in _rows(page)})
    return {key for key, count in seen.items() if count >= max(2, len(pages) * 0.6)}


def _is_furniture(row: Row, page: int, height: float, body: float, repeated: set[str]) -> bool:
    text = " ".join(s.text for s in row)
    if _PAGE_NUMBER_RE.match(text) or _key(row) in repeated:
        return True
    in_margin = min(s.y0 for s in row) >= height - _MARGIN or max(s.y1 for s in row) <= _MARGIN
    return in_margin and page > 0 and max(s.size for s in row) < body - 0.5


# --- columns -------------------------------------------------------------------------------------


def _crosses(row: Row, x: float) -> bool:
    return any(s.x0 < x < s.x1 for s in row)


def _sides(row: Row, x: float) -> tuple[Row, Row]:
    return [s for s in row if s.x1 <= x], [s for s in row if s.x0 >= x]


def _gutters(rows: list[Row], body: float) -> list[float]:
    """Candidate gutters, the best first: x positions inside many rows' wide gaps."""
    gaps = [(a.x1, b.x0) for row in rows for a, b in itertools.pairwise(row) if b.x0 - a.x1 >= body]
    scored = []
    for x in {round((a + b) / 2) for a, b in gaps}:
        evidence = sum(1 for a, b in gaps if a < x < b)
        crossing = sum(1 for row in rows if _crosses(row, x))
        if evidence >= _MIN_EVIDENCE:
            scored.append((evidence - crossing, x))
    return [x for _, x in sorted(scored, reverse=True)]


def _read(rows: list[Row], body: float, depth: int = 0) -> list[Row]:
    """Rows in reading order, two-column blocks read one column after the other."""
    if depth < 3:
        for x in _gutters(rows, body):
            split = _split(rows, x, body, depth)
            if split is not None:
                return split
    return rows


def _split(rows: list[Row], x: float, body: float, depth: int) -> list[Row] | None:
    """``rows`` with the block of columns around gutter ``x`` read column by column, or None."""
    start = 0
    while start < len(rows):
        if _crosses(rows[start], x):
            start += 1
            continue
        stop = start
        while stop < len(rows) and not _crosses(rows[stop], x):
            stop += 1
        run = rows[start:stop]
        block = _trim(run, x)
        if block is not None and _is_columns(run[block[0] : block[1]], x):
            first, last = start + block[0], start + block[1]
            head = _masthead(rows[first:last], x, body)
            left = [lhs for r in rows[first + head : last] if (lhs := _sides(r, x)[0])]
            right = [rhs for r in rows[first + head : last] if (rhs := _sides(r, x)[1])]
            return [
                *_read(rows[: first + head], body, depth + 1),
                *_read(left, body, depth + 1),
                *_read(right, body, depth + 1),
                *_read(rows[last:], body, depth + 1),
            ]
        start = stop
    return None


def _masthead(block: list[Row], x: float, body: float) -> int:
    """How many rows at the top of a block of columns are the page's masthead: a name in the largest type
    (and what is set under it) above the main column, before the sidebar beside it begins. They are read first.
    """
    head = 0
    while head < len(block) and not _sides(block[head], x)[0]:
        head += 1
    return head if any(s.size >= body * 1.4 for row in block[:head] for s in row) else 0


def _edges(segments: list[Segment]) -> tuple[float, float]:
    """The x most of a column's segments start at, and the x most end at."""
    starts = Counter(round(s.x0) for s in segments).most_common(1)
    ends = Counter(round(s.x1) for s in segments).most_common(1)
    return (starts[0][0] if starts else 0.0), (ends[0][0] if ends else 0.0)


def _trim(block: list[Row], x: float) -> tuple[int, int] | None:
    """The part of ``block`` that is columns: from the first row with text on both sides of
    ``x`` to the last, widened by one-sided rows that line up with their column."""
    both = [i for i, row in enumerate(block) if all(_sides(row, x))]
    if len(both) < _MIN_PAIRED_ROWS:
        return None
    left = [s for row in block for s in _sides(row, x)[0]]
    right = [s for row in block for s in _sides(row, x)[1]]
    edges = (_edges(left), _edges(right))

    def aligned(row: Row) -> bool:
        return all(
            any(abs(s.x0 - edge[0]) <= 3 or abs(s.x1 - edge[1]) <= 3 for s in side)
            for side, edge in zip(_sides(row, x), edges, strict=True)
            if side
        )

    first, last = both[0], both[-1] + 1
    while first > 0 and aligned(block[first - 1]):
        first -= 1
    while last < len(block) and aligned(block[last]):
        last += 1
    return first, last


def _is_label(segment: Segment) -> bool:
    """A date, a term (``WS 2022/23``) or a list number: what stands in a column beside entries."""
    text = segment.text
    return (
        is_only_dates(text)
        or bool(_MARKER_RE.match(text))
        or (len(text.split()) <= 3 and bool(_YEAR_RE.search(text)) and len(text) <= 16)
    )


def _is_columns(block: list[Row], x: float) -> bool:
    """Two columns, rather than a table or a column of labels beside their rows."""
    sides = [[(s, bool(_sides(row, x)[1 - i])) for row in block for s in _sides(row, x)[i]] for i in (0, 1)]
    paired = [sum(p for _, p in side) / len(side) for side in sides]
    if min(paired) >= 0.8:  # a table: every row has both cells
        return False
    for i, (side, share) in enumerate(zip(sides, paired, strict=True)):
        labels = sum(_is_label(s) for s, _ in side)
        if share >= 0.8 and labels >= 0.6 * len(side):
            return False
        # a column of dates beside entries, under a heading of the left margin ("Honors" / "2022  Award")
        beside = [s for s, p in side if p]
        if paired[1 - i] >= 0.8 and len(beside) >= 2 and sum(_is_label(s) for s in beside) >= 0.8 * len(beside):
            return False
    return not _is_flush_labels([s for s, _ in sides[0]], paired[0])


def _is_flush_labels(left: list[Segment], paired: float) -> bool:
    """A column of short labels set flush right against the entries they name (Europass's ``WORK EXPERIENCE``,
    ``Mother tongue(s)``, ``01/09/2015 – 31/08/2019``), most of them on a row of their entry's."""
    if len(left) < _MIN_PAIRED_ROWS or paired < 0.5 or any(len(s.text.split()) > 5 for s in left):
        return False
    edge = Counter(round(s.x1) for s in left).most_common(1)[0][0]
    return sum(abs(s.x1 - edge) <= 2 for s in left) >= 0.8 * len(left)


# --- lines ---------------------------------------------------------------------------------------


def _tail(row: Row) -> int:
    """The index of a row's last piece of text: a label such as a date may stand after it."""
    return max((i for i, s in enumerate(row) if not _is_label(s)), default=len(row) - 1)


def _join_wrapped(lines: list[_Line], body: float) -> list[_Line]:
    """Lines with the lines that continue them (hanging indents, phrases cut at a comma) put in."""
    out: list[_Line] = []
    for line in lines:
        prev = out[-1] if out else None
        if prev is not None and _continues(prev, line, body):
            prev.tail += 1
            prev.joined.add(prev.tail)
            prev.segments.insert(prev.tail, line.segments[0])
            continue
        out.append(line)
    return out


def _continues(prev: _Line, line: _Line, body: float) -> bool:
    gap = prev.bottom - line.top
    if not -1 <= gap <= 0.8 * body or len(line.segments) != 1 or _is_label(line.segments[0]):
        return False
    if _LEADING_LABEL_RE.match(line.segments[0].text):  # a new entry that opens with its date or number
        return False
    head, tail = prev.segments[0], prev.segments[prev.tail]
    is_bold = all(r.style == "b" for r in head.runs)
    if _is_label(head) or abs(line.segments[0].size - head.size) > 0.5:
        return False
    if is_bold != all(r.style == "b" for r in line.segments[0].runs):
        return False  # a bold entry's title and the plain line under it, or a plain line and the next bold title
    indent = line.x0 - head.x0
    if body * 0.8 <= indent <= body * 6 and prev.tail == len(prev.segments) - 1 and not is_bold:
        return True  # a hanging indent under a line with nothing beside it
    return abs(indent) <= 2 and bool(_DANGLING_RE.search(tail.text))


def _render(line: _Line, body: float) -> str:
    segments = line.segments
    size = max(s.size for s in segments)
    words = sum(len(s.text.split()) for s in segments)
    heading = "# " if size >= body * 1.4 and words <= 8 else "## " if size >= body * 1.12 and words <= 8 else ""
    parts = [segments[0].markdown(plain=bool(heading))]
    for i, (a, b) in enumerate(itertools.pairwise(segments), start=1):
        wide = b.x0 - a.x1 >= body and i not in line.joined
        parts.append(("  " if wide else " ") + b.markdown(plain=bool(heading)))
    return heading + "".join(parts).replace("** **", " ")  # one bold phrase cut into two segments
