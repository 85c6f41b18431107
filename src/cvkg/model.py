"""Typed values that flow between the pipeline stages.

Every value is a frozen dataclass, validated when built, and every extracted fact
carries the :class:`SourceSpan` (file, first and last line) it was read from, so that
a SHACL result or a web page can point back to ``cv.md:42``.

>>> PartialDate(2019, 9).iso()
'2019-09'
>>> str(SourceSpan("cv.md", 3, 5))
'cv.md:3-5'
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class SourceSpan:
    """Where a value was read: 1-based first and last line of a source file."""

    path: str
    line: int
    end_line: int = 0
    column: int = 1

    def __post_init__(self) -> None:
        if self.line < 1:
            raise ValueError(f"line must be >= 1, got {self.line}")
        if self.end_line == 0:
            object.__setattr__(self, "end_line", self.line)
        if self.end_line < self.line:
            raise ValueError(f"end_line {self.end_line} before line {self.line}")

    def __str__(self) -> str:
        lines = str(self.line) if self.end_line == self.line else f"{self.line}-{self.end_line}"
        return f"{self.path}:{lines}"

    def to(self, other: SourceSpan) -> SourceSpan:
        """The span from this one's first line to ``other``'s last line."""
        return SourceSpan(self.path, min(self.line, other.line), max(self.end_line, other.end_line))


@dataclass(frozen=True, slots=True)
class PartialDate:
    """A calendar date of which only the year is certain: CVs rarely give days."""

    year: int
    month: int | None = None
    day: int | None = None

    def __post_init__(self) -> None:
        if not 1000 <= self.year <= 9999:
            raise ValueError(f"year out of range: {self.year}")
        if self.month is not None and not 1 <= self.month <= 12:
            raise ValueError(f"month out of range: {self.month}")
        if self.day is not None and (self.month is None or not 1 <= self.day <= 31):
            raise ValueError(f"day out of range: {self.day}")

    def iso(self) -> str:
        """``YYYY``, ``YYYY-MM`` or ``YYYY-MM-DD``."""
        text = f"{self.year:04d}"
        if self.month is not None:
            text += f"-{self.month:02d}"
            if self.day is not None:
                text += f"-{self.day:02d}"
        return text


class Ongoing(enum.Enum):
    """The end of something still going on (``Present``, ``now``, ``current``)."""

    PRESENT = "present"

    def iso(self) -> str:
        return self.value


PRESENT = Ongoing.PRESENT
DateBound = PartialDate | Ongoing


@dataclass(frozen=True, slots=True)
class Period:
    """A start and an end, either of which may be unknown; a single year is start == end."""

    start: PartialDate | None = None
    end: DateBound | None = None

    def label(self) -> str | int | None:
        """The gold layout's form: an integer year, ``"2020-2022"``, ``"2022-present"``."""
        if self.start is None and self.end is None:
            return None
        if self.end is None or self.end == self.start:
            return self.start.year if self.start else None
        if self.start is None:
            return self.end.iso() if isinstance(self.end, Ongoing) else self.end.year
        end = self.end.iso() if isinstance(self.end, Ongoing) else str(self.end.year)
        if end == str(self.start.year):
            return self.start.year
        return f"{self.start.year}-{end}"


class PositionKind(enum.Enum):
    JOB = "job"
    INTERNSHIP = "internship"
    POSTDOC = "postdoc"
    CONTRACT = "contract"


class PublicationKind(enum.Enum):
    CONFERENCE = "conference"
    WORKSHOP = "workshop"
    JOURNAL = "journal"
    PREPRINT = "preprint"
    PATENT = "patent"
    POSTER = "poster"
    INVITED = "invited"
    THESIS = "thesis"
    BOOK = "book"
    OTHER = "other"


class StudentLevel(enum.Enum):
    PHD = "phd"
    MASTER = "master"
    BACHELOR = "bachelor"
    INTERN = "intern"
    OTHER = "other"


class StudentStatus(enum.Enum):
    CURRENT = "current"
    PAST = "past"


@dataclass(frozen=True, slots=True)
class Text:
    """A short string (an interest, a skill) with the span it came from."""

    value: str
    span: SourceSpan


@dataclass(frozen=True, slots=True)
class Person:
    """The subject of a CV."""

    name: str
    span: SourceSpan
    emails: tuple[str, ...] = ()
    homepages: tuple[str, ...] = ()
    phones: tuple[str, ...] = ()
    birth_date: PartialDate | None = None
    orcid: str | None = None


@dataclass(frozen=True, slots=True)
class Degree:
    degree: str
    institution: str | None
    span: SourceSpan
    field: str | None = None
    location: str | None = None
    period: Period = Period()
    advisors: tuple[str, ...] = ()
    dissertation: str | None = None


@dataclass(frozen=True, slots=True)
class Position:
    title: str
    organization: str | None
    span: SourceSpan
    location: str | None = None
    period: Period = Period()
    kind: PositionKind = PositionKind.JOB
    mentors: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Award:
    name: str
    span: SourceSpan
    period: Period = Period()


@dataclass(frozen=True, slots=True)
class Publication:
    authors: tuple[str, ...]
    title: str
    span: SourceSpan
    venue: str | None = None
    year: int | None = None
    kind: PublicationKind = PublicationKind.OTHER
    notes: tuple[str, ...] = ()
    doi: str | None = None
    arxiv: str | None = None
    url: str | None = None

    def __post_init__(self) -> None:
        if not self.title.strip():
            raise ValueError("a publication needs a title")


@dataclass(frozen=True, slots=True)
class Talk:
    """A talk the subject gave. Economists list seminars by host alone ("2023: NBER; Bocconi"),
    so the title may be missing; the host then is not."""

    title: str | None
    span: SourceSpan
    host: str | None = None
    date: PartialDate | None = None

    def __post_init__(self) -> None:
        if not (self.title or "").strip() and not (self.host or "").strip():
            raise ValueError("a talk needs a title or a host")


@dataclass(frozen=True, slots=True)
class Teaching:
    course: str
    span: SourceSpan
    code: str | None = None
    term: str | None = None
    year: int | None = None


@dataclass(frozen=True, slots=True)
class Service:
    role: str
    span: SourceSpan
    venue: str | None = None
    period: Period = Period()


@dataclass(frozen=True, slots=True)
class Student:
    name: str
    span: SourceSpan
    level: StudentLevel = StudentLevel.OTHER
    status: StudentStatus = StudentStatus.CURRENT
    co_advisors: tuple[str, ...] = ()
    year: int | None = None
    outcome: str | None = None


@dataclass(frozen=True, slots=True)
class Committee:
    """A dissertation committee the CV's subject sat on; ``name`` is the student."""

    name: str
    span: SourceSpan
    year: int | None = None
    institution: str | None = None


@dataclass(frozen=True, slots=True)
class Project:
    name: str
    span: SourceSpan
    description: str | None = None
    period: Period = Period()
    url: str | None = None


@dataclass(frozen=True, slots=True)
class SourceDocument:
    """A source file read into text: ``ingest`` -> ``extract``.

    ``lines`` holds the text as lines; ``origins[i]`` is the 1-based line of the
    original file that text line ``i + 1`` came from (a LaTeX or HTML source
    keeps its own line numbers through conversion).
    """

    path: str
    media_type: str
    text: str
    sha256: str
    origins: tuple[int, ...] = ()

    @property
    def name(self) -> str:
        return self.path.replace("\\", "/").rsplit("/", 1)[-1]

    def span(self, first: int, last: int | None = None) -> SourceSpan:
        """The span of text lines ``first``..``last`` (1-based) in the original file."""
        last = first if last is None else last
        if self.origins:
            first, last = self.origins[first - 1], self.origins[last - 1]
        return SourceSpan(self.path, first, max(first, last))


@dataclass(frozen=True, slots=True)
class CvRecord:
    """Everything extracted from one source document: ``extract`` -> ``resolve``/``mapping``."""

    source: SourceDocument
    person: Person
    headline: str | None = None
    interests: tuple[Text, ...] = ()
    education: tuple[Degree, ...] = ()
    positions: tuple[Position, ...] = ()
    awards: tuple[Award, ...] = ()
    publications: tuple[Publication, ...] = ()
    talks: tuple[Talk, ...] = ()
    teaching: tuple[Teaching, ...] = ()
    service: tuple[Service, ...] = ()
    students: tuple[Student, ...] = ()
    committees: tuple[Committee, ...] = ()
    projects: tuple[Project, ...] = ()
    skills: tuple[Text, ...] = ()
    warnings: tuple[str, ...] = field(default=())
