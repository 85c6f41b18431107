"""Advising: the students a CV's subject supervised, and the dissertation committees they sat on.

The heading says level and status (``Past Master Students``), or lines inside the section do
(``Current`` / ``Former`` on lines of their own, ``PhD students: A (2022-), B``), or each item
does (``Samuel Kim, PhD student (2022-present)``, ``Tobias Brandt (PhD, co-supervised with X)``).
"""

from __future__ import annotations

import re

from cvkg.extract import layout
from cvkg.extract import names as nm
from cvkg.extract.sections import Section
from cvkg.model import Committee, SourceDocument, SourceSpan, Student, StudentLevel, StudentStatus

_LEVELS = (
    (re.compile(r"ph\.?\s?d|doctoral", re.I), StudentLevel.PHD),
    (re.compile(r"master|\bm\.?\s?sc?\.?(?![\w.])|\bm\.?a\.?(?![\w.])", re.I), StudentLevel.MASTER),
    (re.compile(r"undergrad|bachelor|\bb\.?\s?sc?\.?(?![\w.])", re.I), StudentLevel.BACHELOR),
    (re.compile(r"intern|visiting", re.I), StudentLevel.INTERN),
)
_PAST_RE = re.compile(r"\b(?:past|former|graduated|alumni|completed|previous)\b", re.I)
_FINISHED_RE = re.compile(r"\b(?:19|20)\d\d\s*[-–]\s*(?:19|20)\d\d\b|\bgraduated\b", re.I)
_CURRENT_RE = re.compile(r"\b(?:current|ongoing|present)\b", re.I)
_ITEM_RE = re.compile(r"^([^(,;:]+?)\s*(?:\(([^)]*)\))?\s*(?:[,;]\s*(.*))?$")
_OUTCOME_RE = re.compile(
    r"(?:^|[;,.]\s*)(?:current|first|initial|next)?\s*(?:appointment|position|placement|now at|then|went to)"
    r"\s*:?\s*([^;.)]+)",
    re.I,
)


def _level(text: str) -> StudentLevel | None:
    for pattern, level in _LEVELS:
        if pattern.search(text):
            return level
    return None


def _status(text: str) -> StudentStatus | None:
    if _PAST_RE.search(text):
        return StudentStatus.PAST
    return StudentStatus.CURRENT if _CURRENT_RE.search(text) else None


def _is_label(text: str) -> bool:
    """``Current``, ``Former PhD students``: a line that sets status or level for the items below."""
    words = text.rstrip(":").split()
    if not 0 < len(words) <= 4 or "(" in text or (_status(text) or _level(text)) is None:
        return False
    # every word says status or level ("students" aside): "Jane Current" is a name
    return all(_level(w) or _status(w) or w.lower() in {"students", "student", "advisees"} for w in words)


def students(section: Section, doc: SourceDocument) -> list[Student]:
    """Advisees, one per name, with the level and status their heading, label line or item gives."""
    heading = " ".join(section.titles)
    level = _level(section.title)
    said = _status(heading)
    status = said or StudentStatus.CURRENT
    out: list[Student] = []
    raw = dict(section.lines)
    for block in layout.blocks(section.lines):
        head = _row_as_item(raw.get(block.first, "")) or block.head
        if _HEADER_ROW_RE.match(head):
            continue  # "Name  Program  Since": the table's column names
        if _is_label(head):
            level, status, said = _level(head) or level, _status(head) or status, _status(head) or said
            continue
        span = doc.span(block.first, block.last)
        label = re.match(r"^([A-Za-z.' ]{2,40}?)\s*:\s*(.+)$", head)
        if label and (_level(label.group(1)) or _status(label.group(1))):
            # "PhD students: Marta Okafor (2022-), Jakub Lis (2023-, co-supervised with X)"
            lv, st = _level(label.group(1)) or level, _status(label.group(1)) or status
            default = (_status(label.group(1)) or said) is None
            for item in re.split(r"[,;](?![^()]*\))", label.group(2)):
                out.extend(_student(item.strip(), span, lv, st, [], status_is_default=default))
            continue
        out.extend(_student(head, span, level, status, block.subs, status_is_default=said is None))
    return out


_HEADER_ROW_RE = re.compile(r"^(?:name|student|advisee|mentee)s?\b", re.I)


def _row_as_item(line: str) -> str | None:
    """A table row ``Name  Program  Since`` -> ``Name (Program; Since)``, the shape of a list item."""
    cells = layout.cells(line)
    if len(cells) < 2 or not nm.is_name(cells[0]):
        return None
    return f"{cells[0]} ({'; '.join(re.sub(r'[()]', ' ', c).strip() for c in cells[1:])})"


def _student(
    text: str,
    span: SourceSpan,
    level: StudentLevel | None,
    status: StudentStatus,
    subs: list[str],
    *,
    status_is_default: bool = False,
) -> list[Student]:
    """``Name (details), more details`` -> the student, or nothing when the item names no one."""
    m = _ITEM_RE.match(text)
    if not m or not nm.is_name(m.group(1)):
        return []
    inner, rest = m.group(2) or "", m.group(3) or ""
    details = f"{inner}; {rest}"
    co = re.search(r"\bwith\s+(.+?)(?=[;)]|,\s*(?:19|20)\d\d|$)", inner)
    co_names = nm.split_names(co.group(1)).names if co else ()
    year_m = re.search(r"(?:19|20)\d\d", details)
    outcome = next((o.group(1).strip(" .") for o in map(_OUTCOME_RE.search, [details, *subs]) if o), None)
    if status_is_default and (outcome or _FINISHED_RE.search(inner)):
        status = StudentStatus.PAST  # "(2019-2023, now at WHO)": graduated, though no heading says so
    return [
        Student(
            nm.clean_name(m.group(1)),
            span,
            level=level or _level(details) or StudentLevel.OTHER,
            status=status,
            co_advisors=co_names if co_names and nm.all_names(co_names) else (),
            year=int(year_m.group(0)) if year_m else None,
            outcome=outcome,
        )
    ]


def committees(section: Section, doc: SourceDocument) -> list[Committee]:
    """Dissertation committees: the student's name, the year and the institution."""
    out: list[Committee] = []
    for block in layout.blocks(section.lines):
        m = re.match(r"^([^(,;:]+?)\s*(?:\(([^)]*)\))?\s*(?:[,;]\s*(.*))?$", block.head)
        if not m or not nm.is_name(m.group(1)):
            continue
        year_m = re.search(r"(?:19|20)\d\d", (m.group(2) or "") + " " + (m.group(3) or ""))
        institution = re.sub(r"\b(?:19|20)\d\d\b", "", m.group(3) or "").strip(" ,;()") or None
        out.append(
            Committee(
                nm.clean_name(m.group(1)),
                doc.span(block.first, block.last),
                year=int(year_m.group(0)) if year_m else None,
                institution=institution,
            )
        )
    return out
