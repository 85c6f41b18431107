"""A talks section's lines put back together where a PDF or a word processor wrapped one talk over several.
Pure.

Two layouts are mended before the talks reader sees them:

* a line that stops mid-phrase (after a comma, or a word such as ``of`` or ``in``) goes on in the line
  below, unless that line opens a talk of its own (a list marker, a quoted title);
* a paragraph that opens with a year label (``**2022** Host, Place.`` over ``*Title*.``) is one talk,
  written over as many lines as it takes.

>>> join_wrapped([(1, '"Looms." Canal Colloquium, University of'), (2, "Springfield, May 2020.")])
[(1, '"Looms." Canal Colloquium, University of Springfield, May 2020.')]
"""

from __future__ import annotations

import re

from cvkg.extract import layout

# A line that cannot end a talk: a comma, or a word that needs the next one ("University of")
_OPEN_END_RE = re.compile(r"(?:,|\b(?:of|in|at|for|and|the|on|to|a|an|with|from|de|du|des|la|del|und|für))\s*$")
_OPENS_TALK_RE = re.compile(r"^\s*[\"“#]|^\s*(?:\*\*|__)?(?:19|20)\d\d\b")
# "**2022** Host" or "2022  Host": a year that labels the paragraph under it
_YEAR_LABEL_RE = re.compile(r"^\s*(?:(\*\*|__)(?:19|20)\d\d\1|(?:19|20)\d\d(?=\s{2,}|\t))\s*\S")


def join_wrapped(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The section's lines with each wrapped talk on one line (numbered by its first line)."""
    return _join_open_ends(_join_labelled_paragraphs(lines))


def _join_labelled_paragraphs(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    paragraphs: list[list[tuple[int, str]]] = [[]]
    for n, t in lines:
        if t.strip():
            paragraphs[-1].append((n, t))
        elif paragraphs[-1]:
            paragraphs.append([])
    labelled = [p for p in paragraphs if p and _YEAR_LABEL_RE.match(p[0][1])]
    if len(labelled) < 2 or any(layout.has_marker(t) for p in labelled for _, t in p):
        return lines
    out: list[tuple[int, str]] = []
    for p in paragraphs:
        if p in labelled and len(p) > 1:
            out.append((p[0][0], " ".join(t.strip() for _, t in p)))
        else:
            out.extend(p)
    return out


def _join_open_ends(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    out: list[tuple[int, str]] = []
    for n, t in lines:
        before = out[-1][1] if out else ""
        goes_on = (
            bool(t.strip())
            and bool(_OPEN_END_RE.search(before))
            and not layout.has_marker(t)
            and not _OPENS_TALK_RE.match(t)
        )
        if goes_on:
            out[-1] = (out[-1][0], f"{before.rstrip()} {t.strip()}")
        else:
            out.append((n, t))
    return out
