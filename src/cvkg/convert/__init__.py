"""Converters from rich source formats to CV text with a line map, called by :mod:`cvkg.ingest`.

Each converter is pure (bytes or text in, lines out) and returns a :class:`Converted`: the
text, one line per block of the original, and ``origins[i]``, the 1-based line of the
original file that text line ``i + 1`` came from. Headings come out as Markdown
``#`` lines, list items as ``- `` lines, so the text reader needs no format of its own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_SPACES = re.compile(r"[ \t\u00a0\u2000-\u200b]+")


@dataclass(frozen=True, slots=True)
class Converted:
    """Text and, for each of its lines, the original line it came from."""

    text: str
    origins: tuple[int, ...]


def assemble(lines: list[tuple[str, int]], *, keep_indent: bool = False) -> Converted:
    """Join ``(line, origin)`` pairs, tidying spaces and dropping blank lines.

    With ``keep_indent``, a line keeps its leading spaces (a nested list item's depth).

    >>> assemble([("  a  b ", 3), ("", 4), ("c", 5)])
    Converted(text='a  b\\nc', origins=(3, 5))
    >>> assemble([("- a", 1), ("  - b", 2)], keep_indent=True).text
    '- a\\n  - b'
    """
    kept = [(_indent(text, keep_indent) + tidy(text), origin) for text, origin in lines]
    kept = [(text, origin) for text, origin in kept if text]
    return Converted("\n".join(text for text, _ in kept), tuple(origin for _, origin in kept))


def _indent(text: str, keep: bool) -> str:
    return " " * (len(text) - len(text.lstrip(" "))) if keep and text.strip() else ""


def tidy(line: str) -> str:
    """One line with runs of spaces collapsed, keeping a double space as a column gap."""
    parts = [_SPACES.sub(" ", part).strip() for part in re.split(r"[ \t\u00a0]{2,}|\t", line)]
    return "  ".join(part for part in parts if part)
