"""The academic sections JSON Resume's schema lacks, as resumes add them: talks, teaching, students and
dissertation committees, under the keys exporters and hand edits give them (objects, or lines of text read by
the text reader of that section), and named in a job's highlights or summary. Pure: no I/O.

:class:`AcademicSections` is a base of :mod:`cvkg.extract.jsonresume`'s reader.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from functools import partial
from typing import Any

from cvkg.extract import advising, committees, courses, talks
from cvkg.extract import jsonresume_custom as custom
from cvkg.extract import names as nm
from cvkg.extract.dates import find_dates
from cvkg.extract.jsonresume_entries import ResumeEntries
from cvkg.extract.jsonresume_json import Path_
from cvkg.extract.jsonresume_values import date_text, field_text, first_text, name_list, read_date
from cvkg.extract.sections import Section, SectionKind
from cvkg.model import Committee, PartialDate, Period, Student, StudentStatus, Talk, Teaching

_TALK_HOST = ("event", "host", "venue", "conference", "meeting", "where", "organization", "institution", "location")
# A job's highlight that lists what was taught: "Teaching: ECO339Y Labour Economics, 2021-22"
_TEACHING_LABEL_RE = re.compile(r"^\s*(?:teaching|taught|courses?(?:\s+taught)?|lehre|docencia)\s*:\s*(\S.+)$", re.I)


def _year(entry: dict[str, Any], *keys: str) -> int | None:
    found = find_dates(raw) if (raw := first_text(entry, *keys)) else None
    return found.start.year if found and found.start else None


def _group_status(entry: dict[str, Any]) -> str:
    """The status a hand-made group's name gives its students (``phd_graduated``, ``Current students``)."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])|_", " ", str(entry.get("group", ""))).lower()  # "phdGraduated"


def _names_committees(entry: dict[str, Any]) -> bool:
    """Whether a hand-made group of an advising section lists committees sat on (``thesisCommittees``)."""
    return bool(re.search(r"committee|examin", _group_status(entry)))


class AcademicSections(ResumeEntries):
    """Reads talks, teaching, students and committees, knowing each entry's line."""

    def talk(self, path: Path_, entry: dict[str, Any]) -> Talk:
        # its date, {"year": 2020, "month": 4} too
        date = read_date(date_text(entry, "date", "releaseDate", "startDate", "year", "when"))
        return Talk(
            title=first_text(entry, "title", "name"),
            span=self.span(path),
            host=first_text(entry, *_TALK_HOST),
            date=date if isinstance(date, PartialDate) else None,
        )

    def talks(self, data: dict[str, Any], known_titles: list[str]) -> tuple[Talk, ...]:
        """Talks from the keys exporters give them: objects, and lines of text read as the text reader does."""

        def read(section: Section) -> list[Talk]:
            return talks.talks(section, self.doc, known_titles=known_titles)

        keys = custom.keys_of(data, custom.TALK_KEYS, SectionKind.TALKS)
        objects = self.custom(data, keys)
        return (
            *(
                self.talk(p, e)
                for p, e in objects
                if first_text(e, "title", "name", *_TALK_HOST) and not custom.presented_paper(e)
            ),
            *(
                dataclasses.replace(t, date=PartialDate(t.date.year, t.date.month)) if t.date else t
                for t in self.custom_lines(data, keys, SectionKind.TALKS, read)
            ),  # the text reader keeps a day ("September 1, 2019"); the layout's dates are YYYY-MM
        )

    def courses_taught(self, data: dict[str, Any]) -> tuple[Teaching, ...]:
        """Teaching from the keys exporters give it: objects (one per term a ``semesters`` list names), and lines
        of text."""
        keys = custom.keys_of(data, custom.TEACHING_KEYS, SectionKind.TEACHING)
        objects = self.custom(data, keys)
        return (
            *(t for p, e in objects if first_text(e, "course", "name", "title") for t in self.terms_taught(p, e)),
            *self.custom_lines(data, keys, SectionKind.TEACHING, partial(courses.teaching, doc=self.doc)),
        )

    def courses_in_prose(self, path: Path_, entry: dict[str, Any]) -> Iterator[Teaching]:
        """The courses a job's summary or highlights name with their terms ("Taught X (CODE) in Fall 2019")."""
        texts = [field_text(entry, "summary") or "", *(h for h in entry.get("highlights") or () if isinstance(h, str))]
        for text in texts:
            if labelled := _TEACHING_LABEL_RE.match(text):
                # "Teaching: ECO339Y Labour Economics, 2021-22 and 2022-23": a line of a teaching list
                line = [(self.span(path).line, labelled.group(1))]
                yield from courses.teaching(Section(SectionKind.TEACHING, ("teaching",), line), self.doc)
                continue
            # "Seminar lead on X (Jan 2022, ...)", "Teaching TE 402 and TE 803"
            found = (
                courses.in_prose(text) or custom.roles_on_courses(text) or custom.coded_courses_taught(text)
                or custom.codes_taught(text)
            )
            for course, code, term in found:
                year = courses.term_year(term) if term else None
                yield Teaching(course=course, span=self.span(path), code=code, term=term, year=year)

    def committees(self, data: dict[str, Any]) -> tuple[Committee, ...]:
        """Dissertation committees from the keys exporters give them: objects (the student, the institution,
        the year), and lines of text (``Ana Ruiz (2021), Loom University``)."""
        found = []
        grouped = [(p, e) for p, e in self.custom(data, custom.STUDENT_KEYS) if _names_committees(e)]
        for path, entry in [*self.custom(data, custom.COMMITTEE_KEYS), *grouped]:
            # a person's name: "committees" may also list program committees, which are service
            if (name := first_text(entry, "student", "candidate", "name")) and nm.is_name(nm.clean_name(name)):
                date = read_date(first_text(entry, "year", "date", "startDate"))
                found.append(
                    Committee(
                        name=nm.clean_name(name),
                        span=self.span(path),
                        year=date.year if isinstance(date, PartialDate) else None,
                        institution=first_text(entry, "institution", "university", "school", "organization"),
                    )
                )
        read = partial(committees.committees, doc=self.doc)
        return (*found, *self.custom_lines(data, custom.COMMITTEE_KEYS, SectionKind.COMMITTEES, read))

    def advisees(self, data: dict[str, Any], work: list[tuple[Path_, dict[str, Any]]]) -> tuple[Student, ...]:
        """Students from the keys exporters give them (objects, lines of text), then those jobs' highlights name."""
        keys = custom.keys_of(data, custom.STUDENT_KEYS, SectionKind.STUDENTS)
        objects = [(p, e) for p, e in self.custom(data, keys) if not _names_committees(e)]
        return (
            *(self.student(p, e) for p, e in objects if first_text(e, "name", "student")),
            *self.custom_lines(data, keys, SectionKind.STUDENTS, self.student_lines),
            *(s for p, e in work for s in self.highlight_students(p, e)),
        )

    def terms_taught(self, path: Path_, entry: dict[str, Any]) -> Iterator[Teaching]:
        terms = next((v for k in ("semesters", "terms", "x-semesters") if isinstance(v := entry.get(k), list)), None)
        if not terms:
            yield self.teaching(path, entry)
            return
        for term in terms:
            yield self.teaching(path, {**entry, "term": str(term)})

    def teaching(self, path: Path_, entry: dict[str, Any]) -> Teaching:
        """A course taught: ``course``/``name``/``title``, its code (or one opening the name), its term."""
        raw, code = first_text(entry, "course", "name", "title") or "", first_text(entry, "code", "courseCode")
        raw = custom.TEACHING_NOTE_RE.sub("", custom.TEACHING_ROLE_RE.sub("", raw))  # "X (teaching assistant)"
        course, code = custom.course_and_code(raw, code)
        course = custom.without_employer(courses.without_level_note(course), self.employers)
        term = first_text(entry, "term", "semester", "period", "academicYear", "date", "year", "startDate")
        date = read_date(term) if term else None
        found = None if date or not term else find_dates(term)
        year = date.year if isinstance(date, PartialDate) else found.start.year if found and found.start else None
        return Teaching(course=course, span=self.span(path), code=code, term=term, year=year)

    def student(self, path: Path_, entry: dict[str, Any]) -> Student:
        """An advisee: level from ``level``/``degree``/``studyType``; past once an ``endDate`` has passed."""
        period = self.period(path, entry)
        status_text = first_text(entry, "status") or _group_status(entry)
        level_text = first_text(entry, "level", "degree", "studyType", "program", "type") or ""
        if period == Period() and (said := find_dates(level_text)) is not None:
            # "Specializzando in Oncologia, 2019-2023", "PhD student, since 2022": the years inside the level
            period = said.period if said.is_range else Period(said.start, None)
        has_ended = isinstance(period.end, PartialDate)
        is_past = custom.is_past(status_text, has_ended=has_ended and not first_text(entry, "status"))
        co_keys = ("coAdvisors", "co_advisors", "coAdvisor", "coadvisor", "coSupervisors", "coSupervisor")
        co = next((v for k in co_keys if (v := entry.get(k))), None)
        return Student(
            name=nm.clean_name(first_text(entry, "name", "student") or ""),
            span=self.span(path),
            level=custom.student_level(
                first_text(entry, "level", "degree", "studyType", "program", "type") or status_text
            ),
            status=StudentStatus.PAST if is_past else StudentStatus.CURRENT,
            co_advisors=name_list(co),
            year=period.end.year if isinstance(period.end, PartialDate) else _year(entry, "year", "graduated"),
            outcome=first_text(entry, "outcome", "placement", "firstPosition"),
        )

    def student_lines(self, section: Section) -> list[Student]:
        """A student's line read by the text reader, its outcome after an arrow read apart (``Ana Ruiz, MSc
        (2020–2022) -> PhD student, Univ``): the outcome's words say nothing of the student's level or name."""
        (line, text), *_ = section.lines
        head, *outcome = re.split(r"\s*(?:→|->|⇒|=>)\s*", text, maxsplit=1)
        found = advising.students(Section(section.kind, section.titles, [(line, head)]), self.doc)
        if outcome and len(found) == 1 and outcome[0].strip(" ."):
            return [dataclasses.replace(found[0], outcome=outcome[0].strip(" ."), status=StudentStatus.PAST)]
        return advising.students(section, self.doc) if outcome else found

    def highlight_talks(self, path: Path_, entry: dict[str, Any]) -> Iterator[Talk]:
        """Untitled talks a job's highlight tells of: ``Presented findings at X (June 2024) and Y (May 2025)``."""
        for where, text in self.highlights(path, entry):
            for host, when in custom.presented_at(text):
                date = read_date(when)
                yield Talk(title=None, span=self.span(where), host=host,
                           date=date if isinstance(date, PartialDate) else None)

    def highlight_students(self, path: Path_, entry: dict[str, Any]) -> Iterator[Student]:
        """Students a job's highlights name: ``Advised PhD student Ana Ruiz (2019–2023, co-advised with X)``."""
        highlights = entry.get("highlights")
        for index, text in enumerate(highlights if isinstance(highlights, list) else []):
            if isinstance(text, str):
                yield from custom.advised_students(text, self.span((*path, "highlights", index)))
