"""Find a CV's section headings by their words and their layout, and cut the text into sections.

A line is a heading when its *words* name a section (``Invited Talks``, ``Work Experience``,
``Ph.D. Dissertation Committee``) and its *layout* sets it apart: a Markdown ``#``, a line
in ``**bold**``, ALL CAPS, or a short line on its own. A heading may also start a line
whose content follows on the same line (``Research Interests Machine learning, ...``,
``**Education** University of ...``), as PDF converters often leave it.

A marked-up line whose words name no section (``## **Acme Robotics**``) is content, not a
heading: PDF converters mark employers and project names up as headings too.

>>> heading_kind("Selected Publications")
<SectionKind.PUBLICATIONS: 'publications'>
>>> find_heading("Research Interests Machine learning systems").rest
'Machine learning systems'
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, field

from cvkg.extract.heading_words import HEADING_WORDS


class SectionKind(enum.Enum):
    """What a section holds; ``OTHER`` sections are read by nobody."""

    PREAMBLE = "preamble"
    INTERESTS = "interests"
    EDUCATION = "education"
    POSITIONS = "positions"
    AWARDS = "awards"
    PUBLICATIONS = "publications"
    TALKS = "talks"
    TEACHING = "teaching"
    SERVICE = "service"
    STUDENTS = "students"
    COMMITTEES = "committees"
    PROJECTS = "projects"
    SKILLS = "skills"
    OTHER = "other"


# First match wins: the more specific phrases come first ("dissertation committee" before
# "committee", "invited talks" before "invited papers", "research interests" before "research").
_KIND_PATTERNS: tuple[tuple[re.Pattern[str], SectionKind], ...] = tuple(
    (re.compile(p, re.I), k)
    for p, k in (
        (
            r"\b(?:dissertation|thesis|doctoral|ph\.?\s?d\.?|defen[cs]e|examination)s?\b.*\bcommittees?\b"
            r"|\bcommittees?\b.*\b(?:dissertation|thesis|doctoral|ph\.?\s?d)"
            r"|\bexternal examin|\b(?:dissertation|thesis|theses|doctoral|ph\.?\s?d\.?) examin",
            SectionKind.COMMITTEES,
        ),
        (
            r"\b(?:research )?interests?\b|\bresearch (?:areas?|focus|topics|fields?)\b"
            r"|\bareas? of (?:interest|expertise)\b|^(?:primary |major )?fields?(?: of (?:study|specialization))?$",
            SectionKind.INTERESTS,
        ),
        (
            r"\b(?:students?|mentoring|mentorship|mentees?|advis(?:ing|ees)|supervision"
            r"|postdocs? (?:supervised|mentored)|research assistants|interns|undergraduates|postdocs"
            r"|(?:undergraduate|student) researchers|postdoctoral (?:fellows|researchers|scholars))\b"
            r"|^(?:(?:current|my|former|past|research) )?group(?: members)?$|\b(?:lab|group) members\b",
            SectionKind.STUDENTS,
        ),
        (r"\b(?:talks?|presentations?|seminars?|keynotes?|colloquia|lectures)\b", SectionKind.TALKS),
        (r"\b(?:teaching|courses?(?: taught)?|instruction)\b", SectionKind.TEACHING),
        (
            r"\b(?:skills?|competenc(?:e|ies)|technologies|programming|tools|toolbox|tech stack|expertise"
            r"|computing)\b",
            SectionKind.SKILLS,
        ),
        (
            r"\b(?:publications?|papers?|preprints?|patents?|articles?|proceedings|manuscripts?"
            r"|book chapters?|book reviews|commentar(?:y|ies)|works? in progress"
            r"|books|theses|bibliography|journals?|posters?|working papers)\b",
            SectionKind.PUBLICATIONS,
        ),
        # grants count as awards (tests/golden/README.md), under whatever name a CV lists them
        (
            r"\b(?:research support|sponsored research|awards?|honou?rs?|fellowships?|prizes?|scholarships?"
            r"|distinctions|achievements|grants?"
            r"|funding)\b",
            SectionKind.AWARDS,
        ),
        (
            r"\b(?:education|academic (?:background|training|history)|degrees|qualifications|studies)\b",
            SectionKind.EDUCATION,
        ),
        (
            r"\b(?:services?|program committees?|committees?|review(?:er|ing|s)?|referees?"
            r"|organi[sz](?:er|ers|ing|ation)|editorial|(?:associate )?editors?|panel(?:ist)?s?|professional activities"
            r"|outreach"
            r"|leadership|chairs?)\b",
            SectionKind.SERVICE,
        ),
        (
            r"\b(?:experiences?|employment|positions?|appointments?|internships?|work|career|jobs?"
            r"|professional (?:history|background))\b",
            SectionKind.POSITIONS,
        ),
        (r"\b(?:projects?|software|open[- ]source|packages|repositories|code)\b", SectionKind.PROJECTS),
        (
            r"\b(?:hobbies|personal|references|contact|summary|about|biography|profile|news|languages|activities"
            r"|memberships|misc\w*|others?|extracurricular|volunteer\w*|media|press|links"
            r"|information|objective|declaration)\b",
            SectionKind.OTHER,
        ),
    )
)
_MD_LEVEL_RE = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
# "## 2024", "### 2019-2021": a heading of nothing but a year (al-folio groups its papers so).
_YEAR_HEADING_RE = re.compile(
    r"^\s{0,3}#{1,6}\s+(?:\*\*)?((?:19|20)\d\d(?:\s*[-–]\s*(?:(?:19|20)\d\d|present|now))?)(?:\*\*)?\s*$", re.I
)
_MD_HEADING_RE = re.compile(r"^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$")
_BOLD_HEAD_RE = re.compile(r"^\s*(?:\*\*|__)(.+?)(?:\*\*|__)\s*:?\s*(.*)$")
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z.'-]*")
_BOLD_CELLS_RE = re.compile(r"^(?:\*\*[^*]+\*\*\s*)+$")
_STRIP_RE = re.compile(r"[*_`#:]+")


@dataclass(frozen=True, slots=True)
class Heading:
    """A heading found on a line: its kind, its words, and any content after it on the line."""

    kind: SectionKind
    title: str
    rest: str = ""


@dataclass
class Section:
    """The lines under one heading (``lines`` are ``(line number, text)`` pairs)."""

    kind: SectionKind
    titles: tuple[str, ...]
    lines: list[tuple[int, str]] = field(default_factory=list)

    @property
    def title(self) -> str:
        """The nearest heading's words."""
        return self.titles[-1] if self.titles else ""


def heading_kind(text: str) -> SectionKind | None:
    """The kind of section a heading's words name, or ``None``."""
    text = _STRIP_RE.sub(" ", text).strip()
    for pattern, kind in _KIND_PATTERNS:
        if pattern.search(text):
            return kind
    return None


def is_heading_word(word: str) -> bool:
    """Whether ``word`` is one a section heading is made of (``Selected``, ``Publications``, ``About``)."""
    word = word.lower().rstrip(".")
    return word in HEADING_WORDS or word.rstrip("s") in HEADING_WORDS


def _all_heading_words(text: str) -> bool:
    words = [w.lower().rstrip(".") for w in _WORD_RE.findall(text)]
    return bool(words) and all(w in HEADING_WORDS or w.rstrip("s") in HEADING_WORDS for w in words)


def _is_plain_heading(text: str) -> bool:
    """A short line of heading words alone, not a sentence and not an entry."""
    stripped = _STRIP_RE.sub(" ", text).strip()
    if not stripped or len(stripped.split()) > 6 or stripped[-1] in ".,;":
        return False
    if stripped.count("(") != stripped.count(")"):
        return False  # "  Editor)": the end of a wrapped line, no heading
    if not (stripped[0].isupper() or stripped[0] in "(&"):
        return False
    return _all_heading_words(stripped)


def find_heading(line: str) -> Heading | None:
    """The heading on ``line``, if the line is (or starts with) one."""
    if m := _MD_HEADING_RE.match(line):
        inner = m.group(1).strip()
        if b := _BOLD_HEAD_RE.match(inner):
            inner = (b.group(1) + " " + b.group(2)).strip()
        inner = _STRIP_RE.sub(" ", inner).strip()
        kind = heading_kind(inner) if _all_heading_words(inner) or len(inner.split()) <= 4 else None
        if kind is not None and not re.match(r"^[•\-–—]", inner):
            return Heading(kind, inner)
        return None
    if b := _BOLD_HEAD_RE.match(line):
        title, rest = b.group(1).strip(), b.group(2).strip()
        if _BOLD_CELLS_RE.match(rest):
            return None  # "**Student**  **Institution**  **Year**": a table's header, bold cell by cell
        if _is_plain_heading(title) and (kind := heading_kind(title)):
            return Heading(kind, title, rest)
        return None
    stripped = line.strip()
    if _is_plain_heading(stripped.rstrip(":")) and (kind := heading_kind(stripped)):
        return Heading(kind, stripped.rstrip(":"))
    return _inline_heading(stripped)


# A capitalised run ending in a job noun before the line's first comma: "Graduate Student Research Assistant,"
_ROLE_RUN_RE = re.compile(
    r"^(?:[A-Z][\w.'-]*\s+){1,5}(?:Assistant|Associate|Intern|Fellow|Researcher|Scientist|Engineer|Professor"
    r"|Lecturer|Officer|Manager|Director|Coordinator|Consultant|Analyst|Developer|Instructor|Tutor|Chair|Editor"
    r"|Member|Resident|Trainee)s?,"
)


# Words a heading does not end on: the phrase goes on after them
_OPEN_WORDS = frozenset(["of", "and", "&", "for", "in", "the", "at", "with", "a", "an", "on", "to"])


# A job noun right after what would be a heading: the words before it name the job
_JOB_NOUN_RE = re.compile(r"(?:Leader|Lead|Head|Director|Manager|Coordinator|Member|Chair|Fellow)s?\b")


def _inline_heading(line: str) -> Heading | None:
    """``Research Interests Machine learning...``: two or three heading words, then content."""
    words = line.split()
    first_cell = len(re.split(r"\t|\s{2,}", line.strip(), maxsplit=1)[0].split())
    for n in (4, 3, 2):
        if len(words) <= n or n > first_cell:
            continue  # a table's row: a heading never runs over a column's gap ("Associate Editor  Journal of X")
        head = " ".join(words[:n])
        colon = head.endswith(":")
        head = head.rstrip(":")
        if not colon and head.split()[-1].lower() in _OPEN_WORDS:
            continue  # "Journal of" Machine Learning Research: a name cut in the middle, no heading
        titled = all(w[:1].isupper() or w in {"and", "&", "of"} for w in head.split())
        if not (titled or (colon and head[:1].isupper())):
            continue
        if _is_plain_heading(head) and (kind := heading_kind(head)):
            if not titled and kind is not SectionKind.INTERESTS:
                continue  # "Research interests: ..." opens a section in lower case; "Ph.D. theses: A; B" does not
            rest = " ".join(words[n:])
            if not colon and (_ROLE_RUN_RE.match(line) or _JOB_NOUN_RE.match(rest)):
                # "Graduate Student Research Assistant, Lab", "Research Group Leader in X": a job title, not a
                # heading and an entry
                continue
            if colon or rest[:1].isupper() or rest[:1].isdigit():
                return Heading(kind, head, rest)
    return None


def _section_level(lines: list[tuple[int, str]]) -> int | None:
    """How many ``#`` the document's recognised section headings have, most often."""
    levels: dict[int, int] = {}
    for _, text in lines:
        if (m := _MD_LEVEL_RE.match(text)) and find_heading(text) is not None:
            levels[len(m.group(1))] = levels.get(len(m.group(1)), 0) + 1
    return max(levels, key=lambda k: (levels[k], -k)) if levels else None


def _unnamed_heading(text: str, level: int | None) -> Heading | None:
    """``## Computing`` among ``## Education``, ``## Publications``: a section, though its words name none.

    Only at the level the document gives its sections, and not in bold (``## **Acme Robotics**``,
    a PDF converter's heading for an employer).
    """
    m = _MD_LEVEL_RE.match(text)
    if level is None or m is None or len(m.group(1)) != level or "**" in text or "__" in text:
        return None
    title = _STRIP_RE.sub(" ", m.group(2)).strip()
    return Heading(SectionKind.OTHER, title) if title and len(title.split()) <= 5 else None


def _is_entry(heading: Heading, within: SectionKind) -> bool:
    """A heading with content after it on its line is an entry of the section it falls in when it names
    that section's kind, or names nothing read inside a list of skills or interests
    (``**Languages:** Python, R`` under Skills)."""
    lists = (SectionKind.SKILLS, SectionKind.INTERESTS)
    return heading.kind is within or (heading.kind is SectionKind.OTHER and within in lists)


_THESES_RE = re.compile(r"\b(?:theses|thesis|dissertations?)\b", re.I)
# Theses of a level, in the plural: "Master's theses", "PhD theses"
_LEVEL_THESES_RE = re.compile(
    r"\b(?:master'?s?|bachelor'?s?|ph\.?\s?d\.?|doctoral|diploma|honou?rs|undergraduate)['’]?s?\s+theses\b", re.I
)


def _names_students_theses(heading: Heading, current: Section, text: str, level: int | None) -> bool:
    """Whether a heading naming theses under a supervision section groups the theses of the students it
    lists, rather than opening a list of the subject's publications: it names their level (``Master's
    theses``), or it is a sub-heading below the section's level (``### Theses``)."""
    if current.kind is not SectionKind.STUDENTS or heading.kind is not SectionKind.PUBLICATIONS:
        return False
    if _LEVEL_THESES_RE.search(heading.title):
        return True
    m = _MD_LEVEL_RE.match(text)
    deeper = m is not None and level is not None and len(m.group(1)) > level
    return deeper and _THESES_RE.search(heading.title) is not None


def year_heading(text: str) -> str | None:
    """The year (or range of years) a Markdown heading consists of, or ``None``.

    >>> year_heading("## 2024"), year_heading("## 2024 Annual Report")
    ('2024', None)
    """
    m = _YEAR_HEADING_RE.match(text)
    return m.group(1) if m else None


def split_sections(lines: list[tuple[int, str]]) -> list[Section]:
    """Cut numbered lines into sections; the lines before the first heading are the preamble.

    A heading of the same kind as the section it follows (``Conference Papers`` after
    ``Publications``) opens a subsection that keeps the parent's title in ``titles``.
    A year heading (``## 2024``) groups the entries of a named section it falls in; outside
    one (after the preamble or a section nobody reads) it opens an ``OTHER`` section titled
    with the year and holding the heading's line, for the readers to claim by its content
    (:func:`cvkg.extract.publications.claim_year_sections`).
    """
    sections = [Section(SectionKind.PREAMBLE, ())]
    level = _section_level(lines)
    for number, text in lines:
        if (year := year_heading(text)) is not None:
            if sections[-1].kind in (SectionKind.PREAMBLE, SectionKind.OTHER):
                sections.append(Section(SectionKind.OTHER, (year,), [(number, text)]))
            else:
                sections[-1].lines.append((number, text))
            continue
        heading = find_heading(text) if text.strip() else None
        if heading is None and len(sections) > 1:
            heading = _unnamed_heading(text, level)
        if heading is not None and heading.rest and _is_entry(heading, sections[-1].kind):
            heading = None  # "Program Committee Member, RSS 2023" in Service: an entry, not a new heading
        if heading is None:
            sections[-1].lines.append((number, text))
            continue
        current = sections[-1]
        titles: tuple[str, ...] = (heading.title,)
        kind = heading.kind
        if _names_students_theses(heading, current, text, level):
            kind = SectionKind.STUDENTS  # "### Master's theses" under "## Supervision": the theses supervised
        if current.kind is kind and current.titles:
            titles = (current.titles[0], heading.title)
        sections.append(Section(kind, titles))
        if heading.rest:
            sections[-1].lines.append((number, heading.rest))
    return sections
