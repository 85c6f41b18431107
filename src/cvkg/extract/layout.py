"""Text-layout helpers shared by the section readers: markup, list markers, blocks of lines.

Section readers see ``(line number, text)`` pairs; these helpers group them into list items
(a top-level bullet with its indented sub-bullets and wrapped lines) and strip the markup
that carries no meaning for extraction.

>>> [b.head for b in blocks([(1, "- Alpha"), (2, "  - detail"), (3, "- Beta")])]
['Alpha', 'Beta']
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

Numbered = tuple[int, str]

_MARKER_RE = re.compile(
    r"^(?:#{1,6}\s+|[-•*◦▪●–—+·]\s+|\[[A-Za-z]{0,3}\d{1,3}\]\s*|\d{1,3}[.)]\s+(?!\d)|\([a-z0-9]{1,3}\)\s+)+"
)
_BOLD_RE = re.compile(r"\*\*|__")
_ITALIC_RE = re.compile(r"(?<![\w*])\*(?!\s)([^*\n]+?)(?<!\s)\*(?![\w*])")
_SPACES_RE = re.compile(r"[ \t]+")
_SUBHEADING_RE = re.compile(r"^#{2,6}\s+(\S.*)$")
_GAP_RE = re.compile(r"\t+|\s{2,}")
_EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_URL_RE = re.compile(r"(?:https?://|www\.)[^\s()<>,;]+")


@dataclass
class Block:
    """One list item: its first line's text, the lines under it, and the span of all."""

    first: int
    last: int
    head: str
    subs: list[str] = field(default_factory=list)
    sub_lines: list[Numbered] = field(default_factory=list)
    is_marked: bool = False

    @property
    def text(self) -> str:
        """The head and everything under it, on one line."""
        return " ".join([self.head, *self.subs]).strip()


def indent_of(text: str) -> int:
    """Leading whitespace width (a tab counts as four)."""
    expanded = text.expandtabs(4)
    return len(expanded) - len(expanded.lstrip())


def has_marker(text: str) -> bool:
    """Whether the line starts with a bullet or a number."""
    return bool(_MARKER_RE.match(text.strip()))


def strip_marker(text: str) -> str:
    """The line without its leading bullet or number."""
    return _MARKER_RE.sub("", text.strip(), count=1).strip()


def plain(text: str) -> str:
    """Text without Markdown emphasis, list marker and extra spaces."""
    text = strip_marker(text)
    text = _BOLD_RE.sub("", text)
    text = _ITALIC_RE.sub(r"\1", text)
    return _SPACES_RE.sub(" ", text).strip()


def is_group_heading(text: str) -> bool:
    """A Markdown sub-heading of a few words and no year (``### International``, ``### Invited``):
    it names a group of the section's items, and is none of them.

    >>> is_group_heading("### Invited"), is_group_heading("### 2023"), is_group_heading("- Invited")
    (True, False, False)
    """
    m = _SUBHEADING_RE.match(text.strip())
    return bool(m) and not re.search(r"(?<!\d)(?:19|20)\d\d(?!\d)", m.group(1)) and len(m.group(1).split()) <= 5


def cells(text: str) -> list[str]:
    """A line cut at tabs and runs of spaces (the columns of a PDF table)."""
    text = _BOLD_RE.sub("", strip_marker(text))
    return [c.strip() for c in _GAP_RE.split(text.strip()) if c.strip()]


def blocks(lines: list[Numbered]) -> list[Block]:
    """Group lines into list items.

    A marked line (bullet or number) at the outermost indent starts an item; deeper
    marked lines and unmarked lines belong to the item above. Without any markers, every
    non-empty line is an item of its own.
    """
    content = [(n, t) for n, t in lines if t.strip()]
    if not content:
        return []
    marked = [(n, t) for n, t in content if has_marker(t)]
    if not marked:
        return [Block(n, n, plain(t)) for n, t in content]
    top = min(indent_of(t) for _, t in marked)
    out: list[Block] = []
    for n, t in content:
        starts = has_marker(t) and indent_of(t) <= top + 1
        if starts or not out:
            out.append(Block(n, n, plain(t), is_marked=starts))
            continue
        out[-1].subs.append(plain(t))
        out[-1].sub_lines.append((n, t))
        out[-1].last = n
    return out


def own_lines(block: Block, is_own: Callable[[str], bool]) -> list[Numbered]:
    """The lines under an item that make items of their own: unmarked lines at the left margin (a
    LaTeX ``\\\\`` inside one ``\\item``, a list that bullets only some lines) for which ``is_own`` holds;
    an indented line is the item's own text wrapped."""
    return [
        (n, text)
        for (n, raw), text in zip(block.sub_lines, block.subs, strict=True)
        if not has_marker(raw) and indent_of(raw) == 0 and is_own(text)
    ]


def emails(text: str) -> list[str]:
    """Email addresses in ``text``, in order."""
    return _EMAIL_RE.findall(text)


def urls(text: str) -> list[str]:
    """Web addresses in ``text``, in order, without trailing punctuation."""
    return [u.rstrip(".)") for u in _URL_RE.findall(text)]


def paragraphs(lines: list[Numbered]) -> list[list[Numbered]]:
    """Runs of lines, a wrapped sentence kept together across the blank lines PDF converters add.

    A blank line ends a paragraph only when the text before it ends a sentence.
    """
    out: list[list[Numbered]] = []
    current: list[Numbered] = []
    for n, t in lines:
        if t.strip():
            current.append((n, t))
            continue
        if current and current[-1][1].rstrip().endswith((".", ":", "!", "?")):
            out.append(current)
            current = []
    if current:
        out.append(current)
    return out
