"""Grants written as paragraphs, one a grant, as US medical and NIH-funded CVs list their research support (and
PDF converters keep it, a line for each part)::

    NIH/NIDCD R01 DC019884                      R01 DK139027 (PI: Lund) 07/01/2023 – 06/30/2028
    Lund (PI), 25% effort                       NIH/NIDDK
    09/01/2022 – 08/31/2027                     *Fine-mapping kidney function loci*
    Hearing aids and cognition in older adults  The major goals are to ...

The number (with its funder, or the funder on a line below it), the subject's role, the dates, the title, a
description: one award named as the golds name a grant (``Funder, Number, Title``), its years the grant's. Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cvkg.extract import dates, layout
from cvkg.extract.places import ORGANIZATION_RE
from cvkg.model import Period

_ROLE = (
    r"(?:(?:site|contact|multiple|mpi|co-?)[\s-]*)?(?:MPI|PI|P\.I\.|Co-?I|(?:principal\s+|co-?)?investigator|mentor"
    r"|sponsor|trainee|fellow|project lead(?:er)?)"
)
# The subject's part in the grant, on a line of its own: "Lund (PI), 25% effort", "Site PI", "Co-Investigator",
# "Role: Co-I", "Quintanar (PI); sponsor: D. R. Hatfield"
_ROLE_LINE_RE = re.compile(
    rf"^(?:role\s*:\s*)?(?:[^\W\d_][\w'.-]*(?:\s+[^\W\d_][\w'.-]*){{0,3}}\s+)?\(?{_ROLE}\)?(?:[,;].*)?$", re.I
)
# ... or in brackets on the number's line: "R01 DK139027 (PI: Lund)", "U01 HG013244 (MPI: Lund, Roy)", "(PI)"
_HEAD_ROLE_RE = re.compile(rf"\s*\({_ROLE}(?:\s*:[^()]*)?\)", re.I)
# A line that only says how much: "$612,000 total costs", "25% effort", "Total costs: $3,112,450"
_AMOUNT_ONLY_RE = re.compile(r"^(?:[\w ]+:\s*)?(?:[A-Z]{3}\s*)?[$€£]?\s*\d[\d,.]*\s*(?:[kKmM]\b|%|million)?[\w ]*$")
# A grant's description, no part of its name: a sentence of its own ("The goal of this project is ...")
_DESCRIPTION_RE = re.compile(
    r"^(?:the\s+(?:(?:major|main|overall|primary|specific)\s+)?(?:goals?|aims?|objectives?|purpose)\b"
    r"|this\s+(?:project|study|award|grant|proposal)\b|(?:specific\s+)?aims?\s*:|goals?\s*:|we\s)",
    re.I,
)
# A funder's name on a line of its own: an agency's letters ("NIH/NIDDK") or an organization's name
_AGENCY_RE = re.compile(r"^[A-Z]{2,}(?:[/-][A-Z]{2,})*$")


@dataclass(frozen=True, slots=True)
class Grant:
    """One grant paragraph: the name as the golds give it, its years, the lines it spans."""

    name: str
    period: Period
    first: int
    last: int


def _paragraphs(lines: list[tuple[int, str]]) -> list[list[tuple[int, str]]]:
    """The lines parted by blank ones, without their Markdown emphasis."""
    return [[(lines[i][0], layout.plain(lines[i][1])) for i in run] for run in layout.paragraph_runs(lines)]


def _date_line(text: str) -> dates.DateMatch | None:
    """The grant's dates, a line of their own (a note in brackets after them: "2021 – 2023 (no-cost extension)")."""
    bare = re.sub(r"\s*\([^()]*\)\s*$", "", text)
    return dates.find_dates(bare) if dates.is_only_dates(bare) else None


def _is_funder(text: str) -> bool:
    """``NIH/NIDDK``, ``Doris Duke Charitable Foundation``: a funder's name, a short line and no sentence."""
    return bool(_AGENCY_RE.match(text)) or (len(text.split()) <= 6 and ORGANIZATION_RE.search(text) is not None)


def _rejoined(lines: list[str]) -> list[str]:
    """Lines with a title's wrapped ends put back: a word broken at a hyphen ("adoles-" over "cent girls"), a line
    going on in lower case."""
    out: list[str] = []
    for line in lines:
        if out and out[-1].endswith("-") and line[:1].islower():
            out[-1] = out[-1][:-1] + line
        elif out and line[:1].islower():
            out[-1] = f"{out[-1]} {line}"
        else:
            out.append(line)
    return out


def _grant(paragraph: list[tuple[int, str]]) -> Grant | None:
    """A paragraph as a grant: its first line gives the number (and the funder), the subject's role and the dates
    are on it or on lines of their own; the first other line is the funder when it names one and a title follows,
    the next the title."""
    texts = [t for _, t in paragraph]
    if not 2 <= len(texts) <= 10 or texts[0].endswith(".") or len(texts[0].split()) > 16:
        return None
    head, role = texts[0], _HEAD_ROLE_RE.search(texts[0])
    head = head[: role.start()] + head[role.end() :] if role else head
    own = dates.trailing_date(head)
    found = [m for t in texts[1:] if (m := _date_line(t)) is not None]
    if own is not None and own.begin > 0:
        head, found = head[: own.begin].strip(" ,;"), [own, *found]
    roles = [t for t in texts[1:] if _ROLE_LINE_RE.match(t)]
    if len(found) != 1 or not (role or roles) or not head:
        return None
    rest = [t for t in texts[1:] if t not in roles and _date_line(t) is None and not _AMOUNT_ONLY_RE.match(t)]
    rest = [t for t in _rejoined(rest) if not _DESCRIPTION_RE.match(t)][:2]
    funder = rest.pop(0) if len(rest) == 2 and _is_funder(rest[0]) else None
    parts = [p for p in (funder, head, rest[0].rstrip(".") if rest else None) if p]
    match = found[0]
    period = match.period if match.is_range else Period(match.start, match.start)
    return Grant(", ".join(parts), period, paragraph[0][0], paragraph[-1][0])


def grant_paragraphs(lines: list[tuple[int, str]]) -> list[Grant]:
    """The grants of a section written a paragraph each, when two paragraphs or more read as grants (a layout, not
    a coincidence); else none. (A status label between them, "Active" or "Completed", is a paragraph of one line:
    no grant.)"""
    grants = [g for p in _paragraphs(lines) if (g := _grant(p)) is not None]
    return grants if len(grants) >= 2 else []
