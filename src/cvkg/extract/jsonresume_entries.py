"""Where a JSON Resume's entries are: the schema's lists (grouped by hand or not), the sections it lacks under
keys of the resume's own (at the top level, as ``x-`` keys or inside ``meta``), a job's highlights; each entry
with its path and the line its object opens on, and the warnings reading them gives. Pure: no I/O.

:class:`ResumeEntries` is the base of :mod:`cvkg.extract.jsonresume`'s reader, which builds the facts.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

from cvkg.extract import jsonresume_custom as custom
from cvkg.extract.jsonresume_json import Path_
from cvkg.extract.jsonresume_values import date_text, first_text, plain_text, read_date, written_period
from cvkg.extract.sections import Section, SectionKind
from cvkg.model import PRESENT, PartialDate, Period, SourceDocument, SourceSpan

_T = TypeVar("_T")
# "01.03.2017" in a line of text: a European date, day first, which the text readers do not know
_DOTTED_IN_TEXT_RE = re.compile(r"(?<![\w.])(\d{1,2})\.(\d{1,2})\.((?:19|20)\d\d)(?![\w.]|\.\d)")
# A period written as one string by hand: "date": "Sep 2019 – Present".
RANGE_KEYS = ("date", "dates", "period", "years", "duration")


def _iso_month(m: re.Match[str]) -> str:
    """``01.03.2017`` (day first) as ``2017-03``; not a date (``45.13.2017``) left as it is."""
    day, month = int(m.group(1)), int(m.group(2))
    return f"{m.group(3)}-{month:02d}" if 1 <= month <= 12 and 1 <= day <= 31 else m.group(0)


class ResumeEntries:
    """Finds a resume's entries, knowing each entry's line, and keeps the warnings."""

    def __init__(self, doc: SourceDocument, lines: dict[Path_, int]) -> None:
        self.doc, self.lines = doc, lines
        self.warnings: list[str] = []
        self.employers: list[str] = []  # the resume's employers and schools, which a course may name after it

    def span(self, path: Path_) -> SourceSpan:
        while path and path not in self.lines:
            path = path[:-1]
        return self.doc.span(self.lines.get(path, 1))

    def entries(
        self, data: dict[str, Any], key: str, *, at: Path_ = (), has_strings: bool = False
    ) -> Iterator[tuple[Path_, dict[str, Any]]]:
        """The objects of the list ``data[key]`` (at path ``at``); with ``has_strings``, a bare string
        entry (``"skills": ["Python"]``, as hand-written resumes have it) is read as ``{"name": ...}``."""
        items, where = data.get(key), (*at, key)
        if items is None:
            return
        if isinstance(items, dict) and items and all(isinstance(group, list) for group in items.values()):
            # grouped by hand: {"Journal Articles": [...], "Conference Papers": [...]}
            for group in items:
                yield from self.entries(items, group, at=where, has_strings=has_strings)
            return
        if not isinstance(items, list):
            self.warnings.append(f"{self.span(where)}: {key} is not a list; skipped")
            return
        for index, item in enumerate(items):
            if isinstance(item, dict):
                yield (*where, index), item
            elif has_strings and isinstance(item, str) and item.strip():
                yield (*where, index), {"name": item}
            else:
                self.warnings.append(f"{self.span((*where, index))}: {key} entry is not an object; skipped")

    def custom_items(self, data: dict[str, Any], names: tuple[str, ...]) -> Iterator[tuple[Path_, object]]:
        """The items of a section the schema lacks, wherever exporters put it: ``talks``, ``x-talks``, or
        either inside ``meta``."""
        meta = data.get("meta")
        for where, container in (((), data), (("meta",), meta if isinstance(meta, dict) else {})):
            for key in (k for name in names for k in (name, f"x-{name}")):
                items = container.get(key)
                if isinstance(items, dict) and items and all(isinstance(g, list) for g in items.values()):
                    # grouped by hand: {"phd_current": [...], "phd_graduated": [...]}; each item keeps its group
                    for group, listed in items.items():
                        for index, item in enumerate(listed):
                            grouped = {**item, "group": str(group)} if isinstance(item, dict) else item
                            yield (*where, key, group, index), grouped
                    continue
                if (isinstance(items, str) and items.strip()) or (isinstance(items, dict) and items):
                    # the whole section in one string ("skills": "R, QGIS, qPCR"), or its one entry as an object
                    # ("postdoc": {"institution": ..., "dates": ...})
                    yield (*where, key), items
                    continue
                if items is not None and not isinstance(items, list):
                    self.warnings.append(f"{self.span((*where, key))}: {key} is not a list; skipped")
                for index, item in enumerate(items if isinstance(items, list) else []):
                    yield (*where, key, index), item

    def custom(self, data: dict[str, Any], names: tuple[str, ...]) -> Iterator[tuple[Path_, dict[str, Any]]]:
        """A custom section's objects; its strings go to :meth:`custom_lines`, anything else is skipped."""
        for path, item in self.custom_items(data, names):
            if isinstance(item, dict):
                yield path, item
            elif not isinstance(item, str):
                self.warnings.append(f"{self.span(path)}: {path[-2]} entry is not an object; skipped")

    def custom_lines(
        self, data: dict[str, Any], names: tuple[str, ...], kind: SectionKind, read: Callable[[Section], list[_T]]
    ) -> Iterator[_T]:
        """A custom section's one-line strings (``"Ana Ruiz (PhD, 2019–present)"``), each read by the text
        reader of that section, at its JSON line."""
        for path, item in self.custom_items(data, names):
            if isinstance(item, str) and item.strip():
                line = _DOTTED_IN_TEXT_RE.sub(_iso_month, item.strip())  # the text readers know no "01.03.2017"
                heading = str(path[-2] if isinstance(path[-1], int) else path[-1])
                yield from read(Section(kind, (heading,), [(self.span(path).line, line)]))

    def section(self, kind: SectionKind, path: Path_, text: str) -> Section:
        """One string of the resume as a section of one line for the text reader of its kind."""
        return Section(kind, (str(path[-1]),), [(self.span(path).line, text)])

    def period(self, path: Path_, entry: dict[str, Any], *, is_open: bool = False) -> Period:
        """``startDate``..``endDate``; with ``is_open``, a start without an end goes on."""
        # (a resume of its own keys: "from"/"to", "since"/"until"; a degree's or a student's "year" or "completed")
        start_raw = date_text(entry, "startDate", "start", "from", "since")
        end_raw = date_text(entry, "endDate", "end", "to", "until", "completed")
        if start_raw is None and end_raw is None:
            # "date": {"start": ..., "end": ...}; LinkedIn's "timePeriod": {"startDate": {"year": ..}, ...}
            if isinstance(pair := entry.get("date") or entry.get("timePeriod"), dict):
                return self.period(path, pair, is_open=is_open)
            if written := first_text(entry, *RANGE_KEYS):
                return written_period(written)
        start, end = read_date(start_raw), read_date(end_raw)
        if start is PRESENT:
            start = None
        if end is None and end_raw is None and start is not None and is_open:
            # a season is a stay of its own ("Summer 2011"), not the start of one that goes on
            end = start if custom.SEASON_RE.match(start_raw or "") else PRESENT
        for key, raw, parsed in (("startDate", start_raw, start), ("endDate", end_raw, end)):
            if raw and parsed is None:
                self.warnings.append(f"{self.span(path)}: cannot read {key} {raw!r}; use YYYY-MM-DD")
        return Period(start if isinstance(start, PartialDate) else None, end)

    def highlights(self, path: Path_, entry: dict[str, Any]) -> Iterator[tuple[Path_, str]]:
        """A job's highlights, each with its path."""
        highlights = entry.get("highlights")
        for index, text in enumerate(highlights if isinstance(highlights, list) else []):
            if isinstance(text, str) and text.strip():
                yield (*path, "highlights", index), plain_text(text)
