"""Teaching: courses with their codes and terms, one record per term.

A line names a course, a code (``CS 101``, ``16-831``), terms (``Fall 2021``, ``WS 2022/23``,
``2023-24``) and often the subject's role and the institution, in any order.
"""

from __future__ import annotations

import re

from cvkg.extract import dates, layout
from cvkg.extract.places import INSTITUTION_RE
from cvkg.extract.sections import Section
from cvkg.model import SourceDocument, Teaching

_TERM_RE = re.compile(
    r"\b(?:Spring|Summer|Fall|Autumn|Winter|Michaelmas|Lent|Hilary|Trinity)(?:\s+(?:Term|Semester|Quarter))?,?"
    r"\s+(?:19|20)\d\d(?:/\d\d)?\b|\b(?:19|20)\d\d\s+(?:Spring|Summer|Fall|Autumn|Winter)\b"
    # German and Swiss semesters ("WS 2022/23", "SoSe 2023", "HS 2021") and academic years ("AY 2021-22")
    r"|\b(?-i:WS|SS|WiSe|SoSe|HS|FS|AY|A\.Y\.)\s?(?:19|20)\d\d(?:\s*[-–/]\s*(?:19|20)?\d\d)?(?![\w/-])"
    r"|\b(?:Winter|Summer)semester\s+(?:19|20)\d\d(?:/(?:19|20)?\d\d)?\b"
    r"|\bAcademic Year\s+(?:19|20)\d\d\s*[-–/]\s*(?:19|20)?\d\d\b",
    re.I,
)
# A school year without a season: "2023-24", "2022/23", "2021-2022"
_ACADEMIC_YEAR_RE = re.compile(r"\b(?:19|20)\d\d\s*[-–/]\s*(?:(?:19|20)?\d\d\b|present\b|now\b)", re.I)
_TEACHING_ROLE_RE = re.compile(
    r"(?:(?:co-?|guest |head |lead |graduate |undergraduate )?(?:teaching assistant|ta|instructor|lecturer"
    r"|course organi[sz]er|organi[sz]er|grader|tutor|teacher|teaching fellow|co-?instructor|lecture"
    r"|module lead(?:er)?|course lead(?:er)?|course director|convenor)s?"
    r"|(?:teaching assistant|instructor) of record)",
    re.I,
)
_LEVEL_WORDS = r"undergraduate|graduate|master'?s?|ph\.?d\.?|bachelor'?s?|doctoral|postgraduate"
_CODE_RE = re.compile(
    r"\b([A-Z][A-Za-z]{1,8}[ -]?\d{2,5}[A-Z]?(?:\.\d+)?|\d{2}-\d{3}|[A-Z]{2,}(?:-[A-Z0-9]{2,}){1,3})\b"
)

def teaching(section: Section, doc: SourceDocument) -> list[Teaching]:
    """Courses: terms (``Fall 2021``, ``Winter 2022/23``, ``2023-24``), a code and the course name in
    any order, with the subject's role and the institution around them; one record per term."""
    out: list[Teaching] = []
    section_raw = dict(section.lines)
    for block in layout.blocks(section.lines):
        text = block.head
        terms = [m.group(0) for m in _TERM_RE.finditer(text)]
        rest = _TERM_RE.sub(" ", text)
        if not terms:
            terms = [m.group(0) for m in _ACADEMIC_YEAR_RE.finditer(rest)]
            rest = _ACADEMIC_YEAR_RE.sub(" ", rest)
        code, rest = _course_code(rest)
        emphasis = _EMPHASIS_COURSE_RE.search(section_raw.get(block.first, ""))
        course = emphasis.group(1).strip() if emphasis else _course_name(rest)
        if not course or dates.is_only_dates(course):
            continue
        span = doc.span(block.first, block.last)
        for term in terms or [None]:
            year = _term_year(term) if term else None
            out.append(Teaching(course, span, code=code, term=term, year=year))
    return out


def _term_year(term: str) -> int | None:
    """The year a term starts in: ``Fall 2021`` -> 2021, ``WS 2022/23`` -> 2022."""
    found = dates.year_of(dates.parse_date(re.sub(r"/\d\d$", "", term)))
    if found is None and (m := re.search(r"(?:19|20)\d\d", term)):
        return int(m.group(0))
    return found


# The course in italics among the programme and the role: "MSc Global Health: *Epidemiology* (lead)"
_EMPHASIS_COURSE_RE = re.compile(r"(?<![*\w])[*_](?![*_\s])([^*_]{4,}?)(?<!\s)[*_](?![*\w])")


def _course_code(text: str) -> tuple[str | None, str]:
    """``(CS 101)``, ``CS 101:``, ``16-831``, ``2.007:``, ``(LET-REMA-LCEX10)`` -> the code, and the text without it."""
    if m := re.match(r"^\s*([A-Za-z]{0,8}\s?\d[\w.-]{0,10}):\s", text):
        return m.group(1), text[m.end() :]
    for m in re.finditer(r"\(([^()\s]+|[^()]*\d[^()]*)\)", text):
        if _CODE_RE.fullmatch(m.group(1).strip()) or _is_code_token(m.group(1).strip()):
            return m.group(1).strip(), text[: m.start()] + text[m.end() :]
    if m := _CODE_RE.search(text):
        return m.group(1), text[: m.start()] + " " + text[m.end() :]
    return None, text


def _is_code_token(token: str) -> bool:
    """One word that is a code, not a name: a digit in it, or capitals inside it (``dProgSprog``)."""
    return " " not in token and (any(c.isdigit() for c in token) or bool(re.search(r"[a-z][A-Z]", token)))


def _course_name(text: str) -> str:
    """The course among the comma-separated parts left: not the role, not the institution, not a level."""
    text = re.sub(r"\(\s*(?:[a-z][^()]*|" + _LEVEL_WORDS + r")\s*\)", " ", text, flags=re.I)
    parts = [re.sub(r"\s+", " ", p).strip(" ,;:-–—()") for p in re.split(r"[,;]|\s[-–—]\s|:\s", text)]
    parts = [p for p in parts if p and not _TEACHING_ROLE_RE.fullmatch(p)]
    parts = [p for p in parts if not (INSTITUTION_RE.search(p) or re.fullmatch(r"[A-Z]{2,5}", p))] or parts
    if not parts:
        return ""
    course = parts[0]
    return re.sub(r"^(?:instructor|teaching assistant|ta|lecturer)\s*(?:for|of|,|:)\s*", "", course, flags=re.I)
