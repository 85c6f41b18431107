"""JSON Resume (https://jsonresume.org/schema) -> :class:`CvRecord`. Pure: no I/O.

Each fact's span is the line where its object opens in the JSON text; the :mod:`json`
module gives no positions, so :func:`value_lines` walks the text once to find them.

Mapping: ``basics`` -> person and headline (``label``); ``work`` -> positions (a missing
``endDate`` means the job goes on); ``volunteer`` -> service; ``education`` -> degrees;
``awards``; ``publications`` (authors from a non-standard ``authors`` key, else the
subject alone); ``skills`` (their ``keywords``, else their ``name``); ``interests``;
``projects``. Spoken ``languages``, ``references`` and ``certificates`` are not CV facts
cvkg publishes and are left out. An entry of the wrong shape is skipped with a warning.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from json.decoder import scanstring
from typing import Any

from cvkg.errors import ExtractionError, InputError
from cvkg.extract.dates import parse_date
from cvkg.model import (
    PRESENT,
    Award,
    CvRecord,
    DateBound,
    Degree,
    PartialDate,
    Period,
    Person,
    Position,
    PositionKind,
    Project,
    Publication,
    PublicationKind,
    Service,
    SourceDocument,
    SourceSpan,
    Text,
)

Path_ = tuple[str | int, ...]
_ISO = re.compile(r"^((?:19|20)\d\d)(?:-(\d\d))?(?:-\d\d)?(?:T.*)?$")
_WS = " \t\n\r"
_KINDS = (
    (r"arxiv|biorxiv|medrxiv|preprint|corr\b", PublicationKind.PREPRINT),
    (r"workshop", PublicationKind.WORKSHOP),
    (r"journal|transactions|letters|review|magazine", PublicationKind.JOURNAL),
    (r"conference|proceedings|symposium|\bconf\b", PublicationKind.CONFERENCE),
    (r"patent", PublicationKind.PATENT),
    (r"thesis|dissertation", PublicationKind.THESIS),
)


def extract(doc: SourceDocument) -> CvRecord:
    """Every fact of a JSON Resume, each with the JSON line its entry opens on.

    Raises:
        InputError: the text is not a JSON object.
        ExtractionError: ``basics.name`` is missing.
    """
    data = _load(doc)
    reader = _Reader(doc, value_lines(doc.text))
    basics = data.get("basics") if isinstance(data.get("basics"), dict) else {}
    name = _str(basics, "name")
    if not name:
        raise ExtractionError(
            "JSON Resume has no basics.name", reader.span(("basics",)), hint='add "basics": {"name": "..."}'
        )
    person = reader.person(basics, name)
    return CvRecord(
        source=doc,
        person=person,
        headline=_str(basics, "label"),
        interests=tuple(
            Text(n, reader.span(p)) for p, e in reader.entries(data, "interests") if (n := _str(e, "name"))
        ),
        education=tuple(reader.degree(p, e) for p, e in reader.entries(data, "education")),
        positions=tuple(reader.position(p, e) for p, e in reader.entries(data, "work")),
        service=tuple(reader.service(p, e) for p, e in reader.entries(data, "volunteer")),
        awards=tuple(reader.award(p, e) for p, e in reader.entries(data, "awards") if _str(e, "title")),
        publications=tuple(
            reader.publication(p, e, name) for p, e in reader.entries(data, "publications") if _str(e, "name")
        ),
        projects=tuple(reader.project(p, e) for p, e in reader.entries(data, "projects") if _str(e, "name")),
        skills=tuple(reader.skills(data)),
        warnings=tuple(reader.warnings),
    )


def _load(doc: SourceDocument) -> dict[str, Any]:
    try:
        data = json.loads(doc.text)
    except json.JSONDecodeError as exc:
        raise InputError(
            f"invalid JSON: {exc.msg} (column {exc.colno})",
            SourceSpan(doc.path, exc.lineno, column=exc.colno),
            hint="fix the JSON syntax",
        ) from exc
    if not isinstance(data, dict):
        raise InputError(
            f"JSON Resume must be an object, not a {type(data).__name__}",
            doc.span(1),
            hint="see https://jsonresume.org/schema",
        )
    return data


def value_lines(text: str) -> dict[Path_, int]:
    """The 1-based line where each value of a valid JSON text starts, by its path.

    >>> value_lines('{"work": [\\n  {"name": "X"}\\n]}')[("work", 0)]
    2
    """
    decoder = json.JSONDecoder()
    lines: dict[Path_, int] = {}

    def skip(pos: int) -> int:
        while pos < len(text) and text[pos] in _WS:
            pos += 1
        return pos

    def value(pos: int, path: Path_) -> int:
        pos = skip(pos)
        lines[path] = text.count("\n", 0, pos) + 1
        if text[pos] not in "{[":
            return decoder.raw_decode(text, pos)[1]
        closing, index = "}" if text[pos] == "{" else "]", 0
        pos = skip(pos + 1)
        while text[pos] != closing:
            if closing == "}":
                key, pos = scanstring(text, pos + 1)
                pos = value(skip(pos) + 1, (*path, key))
            else:
                pos = value(pos, (*path, index))
                index += 1
            pos = skip(pos)
            if text[pos] == ",":
                pos = skip(pos + 1)
        return pos + 1

    value(0, ())
    return lines


def _str(entry: dict[str, Any], key: str) -> str | None:
    value = entry.get(key)
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        return None
    return str(value).strip() or None


def _date(value: str | None) -> DateBound | None:
    """An ISO 8601 date as the schema asks (day dropped), or a free-form one (``Sep 2019``)."""
    if value is None:
        return None
    if match := _ISO.match(value):
        month = int(match.group(2)) if match.group(2) else None
        return PartialDate(int(match.group(1)), month) if month is None or 1 <= month <= 12 else None
    return parse_date(value)


def _kind(title: str) -> PositionKind:
    lowered = title.lower()
    if "intern" in lowered and "international" not in lowered:
        return PositionKind.INTERNSHIP
    if "postdoc" in lowered or "post-doc" in lowered or "postdoctoral" in lowered:
        return PositionKind.POSTDOC
    if "contract" in lowered or "consultant" in lowered:
        return PositionKind.CONTRACT
    return PositionKind.JOB


class _Reader:
    """Builds facts from entries, knowing each entry's line."""

    def __init__(self, doc: SourceDocument, lines: dict[Path_, int]) -> None:
        self.doc, self.lines = doc, lines
        self.warnings: list[str] = []

    def span(self, path: Path_) -> SourceSpan:
        while path and path not in self.lines:
            path = path[:-1]
        return self.doc.span(self.lines.get(path, 1))

    def entries(self, data: dict[str, Any], key: str) -> Iterator[tuple[Path_, dict[str, Any]]]:
        items = data.get(key)
        if items is None:
            return
        if not isinstance(items, list):
            self.warnings.append(f"{self.span((key,))}: {key} is not a list; skipped")
            return
        for index, item in enumerate(items):
            if isinstance(item, dict):
                yield (key, index), item
            else:
                self.warnings.append(f"{self.span((key, index))}: {key} entry is not an object; skipped")

    def period(
        self,
        path: Path_,
        entry: dict[str, Any],
        *,
        is_open: bool = False,
        start_key: str = "startDate",
        end_key: str = "endDate",
    ) -> Period:
        start, end = _date(_str(entry, start_key)), _date(_str(entry, end_key))
        if start is PRESENT:
            start = None
        if end is None and start is not None and is_open:
            end = PRESENT
        for key, raw, parsed in (
            (start_key, _str(entry, start_key), start),
            (end_key, _str(entry, end_key), end),
        ):
            if raw and parsed is None:
                self.warnings.append(f"{self.span(path)}: cannot read {key} {raw!r}; use YYYY-MM-DD")
        return Period(start if isinstance(start, PartialDate) else None, end)

    def person(self, basics: dict[str, Any], name: str) -> Person:
        profiles = basics.get("profiles") if isinstance(basics.get("profiles"), list) else []
        orcid = next(
            (
                _str(p, "url") or _str(p, "username")
                for p in profiles
                if isinstance(p, dict) and (_str(p, "network") or "").lower() == "orcid"
            ),
            None,
        )
        homepages = [url for key in ("url", "website") if (url := _str(basics, key))]
        return Person(
            name=name,
            span=self.span(("basics", "name")),
            emails=tuple(e for e in [_str(basics, "email")] if e),
            homepages=tuple(dict.fromkeys(homepages)),
            phones=tuple(p for p in [_str(basics, "phone")] if p),
            orcid=orcid,
        )

    def degree(self, path: Path_, entry: dict[str, Any]) -> Degree:
        location = entry.get("location")
        return Degree(
            degree=_str(entry, "studyType") or "",
            institution=_str(entry, "institution"),
            span=self.span(path),
            field=_str(entry, "area"),
            location=location if isinstance(location, str) and location.strip() else None,
            period=self.period(path, entry),
        )

    def position(self, path: Path_, entry: dict[str, Any]) -> Position:
        title = _str(entry, "position") or ""
        return Position(
            title=title,
            organization=_str(entry, "name") or _str(entry, "company"),
            span=self.span(path),
            location=_str(entry, "location"),
            period=self.period(path, entry, is_open=True),
            kind=_kind(title),
        )

    def service(self, path: Path_, entry: dict[str, Any]) -> Service:
        return Service(
            role=_str(entry, "position") or "",
            span=self.span(path),
            venue=_str(entry, "organization") or _str(entry, "name"),
            period=self.period(path, entry),
        )

    def award(self, path: Path_, entry: dict[str, Any]) -> Award:
        date = _date(_str(entry, "date"))
        start = date if isinstance(date, PartialDate) else None
        return Award(name=_str(entry, "title") or "", span=self.span(path), period=Period(start, start))

    def publication(self, path: Path_, entry: dict[str, Any], subject: str) -> Publication:
        date = _date(_str(entry, "releaseDate"))
        venue = _str(entry, "publisher")
        url = _str(entry, "url")
        doi = _str(entry, "doi") or (url.split("doi.org/", 1)[1] if url and "doi.org/" in url else None)
        kind = next(
            (k for pattern, k in _KINDS if venue and re.search(pattern, venue, re.IGNORECASE)),
            PublicationKind.OTHER,
        )
        return Publication(
            authors=self.authors(entry, subject),
            title=(_str(entry, "name") or "").rstrip("."),
            span=self.span(path),
            venue=venue,
            year=date.year if isinstance(date, PartialDate) else None,
            kind=kind,
            doi=doi,
            url=url,
        )

    @staticmethod
    def authors(entry: dict[str, Any], subject: str) -> tuple[str, ...]:
        """The non-standard ``authors`` key (a list, or ``A and B``/``A, B``), else the subject."""
        value = entry.get("authors")
        if isinstance(value, list):
            names = [str(v).strip() for v in value if isinstance(v, str) and v.strip()]
        elif isinstance(value, str):
            names = [n.strip() for n in re.split(r",?\s+and\s+|;|,", value) if n.strip()]
        else:
            names = []
        return tuple(names) or (subject,)

    def project(self, path: Path_, entry: dict[str, Any]) -> Project:
        return Project(
            name=_str(entry, "name") or "",
            span=self.span(path),
            description=_str(entry, "description"),
            period=self.period(path, entry),
            url=_str(entry, "url"),
        )

    def skills(self, data: dict[str, Any]) -> Iterator[Text]:
        for path, entry in self.entries(data, "skills"):
            keywords = entry.get("keywords")
            words = (
                [k.strip() for k in keywords if isinstance(k, str) and k.strip()]
                if isinstance(keywords, list)
                else []
            )
            for word in words or [w for w in [_str(entry, "name")] if w]:
                yield Text(word, self.span(path))
