"""ORCID's own JSON (public API v3.0) -> :class:`CvRecord`. Pure: no I/O.

Researchers download their record as ORCID serves it (``curl -H 'Accept: application/json'
https://pub.orcid.org/v3.0/<id>/record``), and their works in full (``/works/<put-codes>``: ``{"bulk": [{"work":
...}]}``; ``/work/<put-code>``: one work), which add each work's contributors and citation. :func:`shape` tells
these apart by their keys, whatever the file is called; a JSON Resume has none of them. As ORCID's orcid-model
(``record_3.0``) defines them, keys are hyphenated, most values are wrapped (``{"value": ...}``) and dates are
fuzzy (``{"year": {"value": "2019"}, "month": {"value": "09"}, "day": null}``). Converter scripts often flatten a
record: ``activities`` for ``activities-summary``, each section a plain list of its items, values bare
(``"given-names": "Ada"``, ``"title": "..."``), the person's lists plain (keywords as strings), a contributor's
attributes on the contributor. The same accessors read both: a plain list's items are their own groups, and a bare
value reads as its wrapped one.

Mapping:

- ``person``: the name (``credit-name``, else ``given-names`` and ``family-name``), ``emails``, the personal and
  lab sites among ``researcher-urls`` (not profiles on Scholar, GitHub, LinkedIn...), ``keywords`` as interests.
- ``activities-summary``: ORCID groups an item with its copies from other sources, and one summary stands for each
  group (the highest ``display-index``, else the first). ``educations`` and ``qualifications`` -> degrees (the
  field after the degree in ``role-title``, or a ``department-name`` that names one); ``employments`` and
  ``invited-positions`` -> positions (a department kept after the organization); ``distinctions`` (named by their
  ``role-title``, else their organization) and ``fundings`` (the funder, its grant numbers, the title) -> awards;
  ``services`` and ``memberships`` that give a role, and ``peer-reviews`` (one per role and venue, over the years
  of its reviews) -> service; ``works`` -> publications, and talks for ``lecture-speech``. An affiliation with a
  start and no end goes on, as ORCID shows it ("2019 to present").
- A work's kind is its ``type``'s; its authors are its contributors in sequence (editors and translators left
  out), else those of its BibTeX citation, else the subject alone, as in a JSON Resume entry that names none.
- A works file names its subject only by who added the works (``source``); else the subject is unnamed.

:mod:`cvkg.extract.orcid_works` reads each work and ORCID's wrapped values. Each fact's span is the line where its
item opens. An item of the wrong shape, or a date that is no date, is skipped with a warning, as in a JSON Resume;
a text that is no JSON object is an input error naming its line.
"""

from __future__ import annotations

import enum
import json
import re
from collections.abc import Iterator
from typing import Any

from cvkg.extract import names as nm
from cvkg.extract import orcid_works as ow
from cvkg.extract import profile
from cvkg.extract.jsonresume import position_kind, unnamed_subject
from cvkg.extract.jsonresume_education import degree_field
from cvkg.extract.jsonresume_entries import ResumeEntries
from cvkg.extract.jsonresume_json import Path_, load_object, value_lines
from cvkg.extract.jsonresume_values import keyword_list, place_name
from cvkg.extract.orcid_works import Item
from cvkg.model import (
    PRESENT,
    Award,
    CvRecord,
    Degree,
    PartialDate,
    Period,
    Person,
    Position,
    Publication,
    Service,
    SourceDocument,
    SourceSpan,
    Talk,
    Text,
)

_ACTIVITIES = "activities-summary"
# The sections of ORCID's activities: a converter's ``activities`` that holds one of them is a record's
_SECTIONS = frozenset([
    "distinctions", "educations", "employments", "fundings", "invited-positions", "memberships", "peer-reviews",
    "qualifications", "research-resources", "services", "works",
])
_NAME_KEYS = ("given-names", "family-name")
_ORCID_ID_RE = re.compile(r"\b\d{4}-\d{4}-\d{4}-\d{3}[\dX]\b")
# A profile on a service, not the subject's own or their lab's site: its label in researcher-urls, or its address
_PROFILE_RE = re.compile(
    r"\b(?:(?:google )?scholar|semanticscholar|github|gitlab|linkedin|twitter|researchgate|scopus|web ?of ?science"
    r"|publons|researcherid|loop|academia|mendeley|pubmed|ncbi|bluesky|bsky|mastodon|facebook|instagram|youtube)\b",
    re.I,
)
# A department that names a field ("Department of Epidemiology", "Epidemiology"), and the words of a unit that
# names none ("School of Public Health", "Faculty of Medicine", "Broad Institute")
_DEPARTMENT_LEAD_RE = re.compile(
    r"^(?:the\s+)?(?:department|dept\.?|division|(?:graduate\s+)?program(?:me)?)\s+(?:of|in|for)\s+", re.I
)
_UNIT_RE = re.compile(
    r"\b(?:school|college|faculty|institut[e]?|cent(?:er|re)|laborator(?:y|ies)|lab|hospital|universit[yé]|unit"
    r"|clinic|academy|graduate|program(?:me)?|department|division)\b",
    re.I,
)
# What marks a single work: its title object beside one of the fields only a work has
_WORK_KEYS = frozenset(["type", "journal-title", "publication-date", "external-ids", "contributors", "put-code"])


class Shape(enum.Enum):
    """Which of ORCID's responses a file holds."""

    RECORD = "record"  # /record: the person and the summaries of their activities (or /person: the person alone)
    WORKS = "works"  # /works: the works' summaries alone, grouped
    BULK = "bulk"  # /works/<put-codes>: {"bulk": [{"work": {...}}, {"error": {...}}]}
    WORK = "work"  # /work/<put-code>: one work in full


def shape(data: object) -> Shape | None:
    """Which of ORCID's responses ``data`` is, by its keys; ``None`` for anything else (a JSON Resume).

    >>> shape({"orcid-identifier": {"path": "0000-0002-1825-0097"}}), shape({"basics": {"name": "Ada"}})
    (<Shape.RECORD: 'record'>, None)
    """
    if not isinstance(data, dict):
        return None
    # a /record holds its person's name under "person"; a /person response holds it at the top
    named = any(ow.text(d, "name", k) for d in (data, data.get("person")) for k in _NAME_KEYS)
    # a converter's flattened record: "activities" for "activities-summary" (a JSON Resume may have its own)
    flat = isinstance(data.get("activities"), dict) and bool(_SECTIONS & data["activities"].keys())
    if "orcid-identifier" in data or _ACTIVITIES in data or flat or named:
        return Shape.RECORD
    if isinstance(data.get("bulk"), list):
        return Shape.BULK
    groups = data.get("group")
    if isinstance(groups, list) and groups and all(isinstance(g, dict) and "work-summary" in g for g in groups):
        return Shape.WORKS
    if isinstance(ow.get(data, "title", "title"), dict | str) and _WORK_KEYS & data.keys():
        return Shape.WORK
    return None


def is_orcid(text: str) -> bool:
    """Whether a JSON text is one of ORCID's responses; a text that is no JSON is the JSON Resume reader's to
    report."""
    try:
        return shape(json.loads(text)) is not None
    except json.JSONDecodeError:
        return False


def extract(doc: SourceDocument) -> CvRecord:
    """Every fact of an ORCID record or works file, each with the JSON line its item opens on.

    Raises:
        InputError: the text is not a JSON object.
    """
    data = load_object(doc)
    reader = _Reader(doc, value_lines(doc.text))
    found = shape(data)
    if found is Shape.RECORD:
        return reader.record(data)
    if found is Shape.BULK:
        return reader.works_file(reader.bulk(data))
    works = reader.work_groups(reader.entries(data, "group")) if found is Shape.WORKS else [((), data)]
    return reader.works_file(works)


def _number(node: object, key: str, top: int) -> int | None:
    """A fuzzy date's month or day, when it is one."""
    text = ow.text(node, key)
    return int(text) if text and text.isdigit() and 1 <= int(text) <= top else None


def _preferred(items: list[Item]) -> Item | None:
    """The copy ORCID shows for a group of an item's copies from several sources: the highest ``display-index``,
    else the first."""

    def index(item: Item) -> int:
        text = ow.text(item[1], "display-index")
        return int(text) if text and text.isdigit() else -1

    return max(items, key=index, default=None)


def _work_keys(work: dict[str, Any]) -> set[tuple[str, ...]]:
    """What makes two copies of a work one: its DOI, its title with its year."""
    keys: set[tuple[str, ...]] = set()
    if doi := ow.identifier(ow.external_ids(work), "doi"):
        keys.add(("doi", doi.lower()))
    if title := ow.work_title(work):
        keys.add(("title", re.sub(r"\W+", " ", title).strip().lower(), ow.text(work, "publication-date", "year") or ""))
    return keys


def _orcid_in(path: str | None) -> str | None:
    """The iD in a response's ``path`` (``/0000-0002-1825-0097/person``)."""
    found = _ORCID_ID_RE.search(path or "")
    return found.group() if found else None


def _name(person: dict[str, Any]) -> str | None:
    """The subject's name: the one they publish under (``credit-name``), else their given and family names."""
    given, family = ow.text(person, "name", "given-names"), ow.text(person, "name", "family-name")
    raw = ow.named(person, "name", "credit-name") or " ".join(p for p in (given, family) if p)
    return (nm.clean_name(raw) or raw) if raw else None


def _organization(item: dict[str, Any]) -> str | None:
    """An affiliation's organization: ORCID names the organization and keeps the department in a field of its own
    (``department-name``), as the held-out golds of three writers read it; the department only when no
    organization is named."""
    return ow.named(item, "organization", "name") or ow.text(item, "department-name")


# A note on the terms of a post after its rank: "Associate Professor (Universitetslektor, tenured)", "(tenure-track)"
_TERMS_NOTE_RE = re.compile(
    r"\s*\((?:[^()]*\b(?:tenured?|tenure-track|permanent|fixed-term|part-time|full-time)\b[^()]*)\)\s*$", re.I
)


def _field_of(department: str | None) -> str | None:
    """The field a department names (``Department of Epidemiology`` -> ``Epidemiology``); none for a unit that
    names no field (``School of Public Health``)."""
    field = _DEPARTMENT_LEAD_RE.sub("", department or "").strip()
    return field if field and not _UNIT_RE.search(field) else None


class _Reader(ResumeEntries):
    """Builds facts from ORCID's items, knowing each item's line, and keeps the warnings."""

    person_at: Path_ = ("person",)  # where the person's fields are
    activities_at: Path_ = (_ACTIVITIES,)  # where the sections of activities are (a converter's "activities")

    def record(self, data: dict[str, Any]) -> CvRecord:
        """A ``/record`` response: the person and every section of the activities summary."""
        self.person_at = ("person",) if "person" in data else ()  # (a /person response is the person alone)
        person = self.section(data, "person", ()) if self.person_at else data
        self.activities_at = (_ACTIVITIES,) if _ACTIVITIES in data or "activities" not in data else ("activities",)
        activities = self.section(data, self.activities_at[0], ())
        # a download script's record: the works in full beside the summaries, which name no contributors
        works = self.full_works(data) or self.work_groups(self.groups(activities, "works", "group"))
        subject = self.subject(data, person, works)
        publications, talks = self.outputs(works, subject.name, orcid=subject.orcid)
        return CvRecord(
            source=self.doc,
            person=subject,
            interests=tuple(self.interests(person)),
            education=tuple(
                self.degree(p, e) for p, e in self.affiliations(activities, "educations", "qualifications")
            ),
            positions=tuple(
                self.position(p, e) for p, e in self.affiliations(activities, "employments", "invited-positions")
            ),
            awards=(*self.distinctions(activities), *self.fundings(activities)),
            publications=publications,
            talks=talks,
            service=(*self.duties(activities), *self.reviews(activities)),
            warnings=tuple(self.warnings),
        )

    def subject(self, data: dict[str, Any], person: dict[str, Any], works: list[Item]) -> Person:
        """The record's person; with no name shown, the one who added the works, else one the e-mail spells."""
        emails = list(self.emails(person))
        owner = ow.work_owner(works)
        # (a converter's bare "orcid-identifier" may be the iD's URI; /person: the iD in its path)
        orcid = _orcid_in(ow.named(data, "orcid-identifier", "path")) or _orcid_in(ow.text(data, "path"))
        return Person(
            name=_name(person) or (owner[0] if owner else unnamed_subject(emails[0] if emails else None, self.doc)),
            span=self.span((*self.person_at, "name")),
            emails=tuple(emails),
            homepages=tuple(dict.fromkeys(self.homepages(person))),
            orcid=orcid or (owner[1] if owner else None),
        )

    def works_file(self, works: list[Item]) -> CvRecord:
        """A file of works alone: publications and talks; the subject as the works' sources name them."""
        owner = ow.work_owner(works)
        name = owner[0] if owner else unnamed_subject(None, self.doc)
        publications, talks = self.outputs(works, name, orcid=owner[1] if owner else None)
        person = Person(name=name, span=self.doc.span(1), orcid=owner[1] if owner else None)
        return CvRecord(self.doc, person, publications=publications, talks=talks, warnings=tuple(self.warnings))

    def section(self, parent: dict[str, Any], key: str, at: Path_) -> dict[str, Any]:
        """``parent[key]``, an object; one of another type is skipped with a warning, a missing one is empty."""
        value = parent.get(key)
        if value is not None and not isinstance(value, dict):
            self.warnings.append(f"{self.span((*at, key))}: {key} is not an object; skipped")
        return value if isinstance(value, dict) else {}

    def items(self, parent: dict[str, Any], key: str, inner: str, at: Path_, *, bare: str = "") -> Iterator[Item]:
        """The items of ORCID's ``parent[key][inner]`` (``parent`` at ``at``), or of the plain list a converter
        writes at ``parent[key]``; with ``bare``, a string item is an object of that one field (keywords as
        strings)."""
        value = parent.get(key)
        container, name, where = (
            (parent, key, at) if isinstance(value, list) else (self.section(parent, key, at), inner, (*at, key))
        )
        raw = container.get(name)
        for path, item in self.entries(container, name, at=where, has_strings=bool(bare)):
            is_bare = bool(bare) and isinstance(raw, list) and isinstance(raw[path[-1]], str)
            yield path, ({bare: raw[path[-1]]} if is_bare else item)

    def groups(self, activities: dict[str, Any], key: str, inner: str) -> Iterator[Item]:
        """A section's groups of an item's copies from several sources (``group``, ``affiliation-group``); in a
        converter's plain list, each item is a group of its own."""
        return self.items(activities, key, inner, self.activities_at)

    def members(self, path: Path_, group: dict[str, Any], key: str) -> list[Item]:
        """The items a group lists at ``key``; a group that lists none (a converter's plain item) is its one item."""
        return list(self.entries(group, key, at=path)) if key in group else [(path, group)]

    def date(self, path: Path_, item: dict[str, Any], key: str) -> PartialDate | None:
        """The fuzzy date at ``key``; one whose year is no year is warned of and read as none."""
        node, where = item.get(key), (*path, key)
        year = ow.text(node, "year")
        if (node is not None and not isinstance(node, dict)) or (year and not re.fullmatch(r"[1-9]\d{3}", year)):
            raw = year or node
            self.warnings.append(f"{self.span(where)}: cannot read {key} {raw!r}; ORCID gives the year as YYYY")
            return None
        if year is None:
            return None
        month = _number(node, "month", 12)
        return PartialDate(int(year), month, _number(node, "day", 31) if month else None)

    def period(self, path: Path_, item: dict[str, Any]) -> Period:
        """An affiliation's dates; a start with no end goes on, as ORCID shows it ("2019 to present")."""
        start, end = self.date(path, item, "start-date"), self.date(path, item, "end-date")
        if start is not None and item.get("end-date") is None:
            return Period(start, PRESENT)
        return Period(start, end)

    def award_years(self, path: Path_, item: dict[str, Any]) -> Period:
        """When an award was given, or the years a grant runs (``2021-2024``)."""
        start, end = self.date(path, item, "start-date"), self.date(path, item, "end-date")
        return Period(start or end, end or start)

    def affiliations(self, activities: dict[str, Any], *keys: str) -> Iterator[Item]:
        """The summary that stands for each group of affiliation sections (``employments``: ``affiliation-group``
        -> ``summaries`` -> ``employment-summary``)."""
        for key in keys:
            inner = f"{key[:-1]}-summary"
            for path, group in self.groups(activities, key, "affiliation-group"):
                # ORCID wraps each summary ({"employment-summary": {...}}); a converter's item is the summary
                found = [((*p, inner), s[inner]) if inner in s else (p, s)
                         for p, s in self.members(path, group, "summaries")]
                if picked := _preferred([(p, s) for p, s in found if isinstance(s, dict)]):
                    yield picked

    def work_groups(self, groups: Iterator[Item]) -> list[Item]:
        """The summary that stands for each group of works (a work's copies from several sources)."""
        return [picked for p, g in groups if (picked := _preferred(self.members(p, g, "work-summary")))]

    def full_works(self, data: dict[str, Any]) -> list[Item]:
        """The works a record lists in full at its top (``"works": [{...}, {"work": {...}}]``), one per paper: a
        copy from a second source (Crossref, then Europe PMC) with the DOI, or else the title and year, of one
        before it is the same work."""
        if not isinstance(data.get("works"), list):
            return []
        works: list[Item] = []
        seen: set[tuple[str, ...]] = set()
        for path, item in self.entries(data, "works"):
            path, work = ((*path, "work"), item["work"]) if isinstance(item.get("work"), dict) else (path, item)
            keys = _work_keys(work)
            if keys & seen:
                continue
            seen |= keys
            works.append((path, work))
        return works

    def bulk(self, data: dict[str, Any]) -> list[Item]:
        """The works of a ``/works/<put-codes>`` response; an item the API answered with an error is skipped."""
        works = []
        for path, item in self.entries(data, "bulk"):
            if isinstance(item.get("work"), dict):
                works.append(((*path, "work"), item["work"]))
            else:
                self.warnings.append(f"{self.span(path)}: bulk entry holds no work; skipped")
        return works

    def emails(self, person: dict[str, Any]) -> Iterator[str]:
        for _, item in self.items(person, "emails", "email", self.person_at, bare="email"):
            if mail := ow.text(item, "email"):
                yield mail

    def homepages(self, person: dict[str, Any]) -> Iterator[str]:
        """The researcher-urls that are the subject's own or their lab's sites, not profiles on services."""
        for _, item in self.items(person, "researcher-urls", "researcher-url", self.person_at, bare="url"):
            url, label = ow.text(item, "url"), ow.text(item, "url-name") or ""
            if url and profile.is_homepage(url) and not _PROFILE_RE.search(f"{label} {url}"):
                yield url

    def interests(self, person: dict[str, Any]) -> Iterator[Text]:
        """Each keyword, or each of the several one keyword lists (``"epidemiology, causal inference"``)."""
        for path, item in self.items(person, "keywords", "keyword", self.person_at, bare="content"):
            yield from (Text(word, self.span(path)) for word in keyword_list(ow.text(item, "content") or ""))

    def degree(self, path: Path_, item: dict[str, Any]) -> Degree:
        degree, field = degree_field(ow.text(item, "role-title") or "", None)  # "PhD in Epidemiology"
        return Degree(
            degree=degree,
            institution=ow.named(item, "organization", "name"),
            span=self.span(path),
            field=field or _field_of(ow.text(item, "department-name")),
            location=place_name(ow.get(item, "organization", "address")),
            period=self.period(path, item),
        )

    def position(self, path: Path_, item: dict[str, Any]) -> Position:
        title = _TERMS_NOTE_RE.sub("", ow.text(item, "role-title") or "")
        return Position(
            title=title,
            organization=_organization(item),
            span=self.span(path),
            location=place_name(ow.get(item, "organization", "address")),
            period=self.period(path, item),
            kind=position_kind(title),
        )

    def distinctions(self, activities: dict[str, Any]) -> Iterator[Award]:
        """Each prize, named by its ``role-title``, else by the organization that gave it."""
        for path, item in self.affiliations(activities, "distinctions"):
            if name := ow.text(item, "role-title") or ow.named(item, "organization", "name"):
                yield Award(name=name, span=self.span(path), period=self.award_years(path, item))

    def fundings(self, activities: dict[str, Any]) -> Iterator[Award]:
        """Each funding group's grant, named as a CV names one: the funder and its grant numbers, then the title."""
        for path, group in self.groups(activities, "fundings", "group"):
            if picked := _preferred(self.members(path, group, "funding-summary")):
                where, item = picked
                ids = ow.external_ids(item)
                numbers = dict.fromkeys(v for k, v, relation in ids if k == "grant_number" and relation != "part-of")
                funder = " ".join(p for p in (ow.named(item, "organization", "name"), *numbers) if p)
                if name := ", ".join(p for p in (funder, ow.named(item, "title", "title")) if p):
                    yield Award(name=name, span=self.span(where), period=self.award_years(where, item))

    def duties(self, activities: dict[str, Any]) -> Iterator[Service]:
        """Each service or membership that gives a role: the role at the organization, over its years."""
        for path, item in self.affiliations(activities, "services", "memberships"):
            if role := ow.text(item, "role-title"):
                venue = ow.named(item, "organization", "name")
                yield Service(role, self.span(path), venue=venue, period=self.period(path, item))

    def review_summaries(self, activities: dict[str, Any]) -> Iterator[tuple[Path_, dict[str, Any], str | None]]:
        """Every peer review: ``group`` -> ``peer-review-group`` -> ``peer-review-summary``, with the name its group
        gives (a download script writes the journal's there: ``group-name``)."""
        for path, group in self.groups(activities, "peer-reviews", "group"):
            group_name = ow.text(group, "group-name") or ow.text(group, "name")
            for inner, reviews in self.members(path, group, "peer-review-group"):
                for at, review in self.members(inner, reviews, "peer-review-summary"):
                    yield at, review, group_name

    def reviews(self, activities: dict[str, Any]) -> list[Service]:
        """One service per role, venue and year the peer reviews name (the journal, else the organization
        convening the review; the issue's "one per venue and year"); a review that names neither is left out, and
        reviews with no completion date make one service without a year. ORCID keeps the journal's name on the
        review group; converters write it on the review (``review-group-name``)."""
        found: dict[tuple[str, str, int | None], list[SourceSpan]] = {}
        for path, review, group_name in self.review_summaries(activities):
            venue = (ow.text(review, "subject-container-name") or ow.text(review, "review-group-name")
                     or group_name or ow.named(review, "convening-organization", "name"))
            if venue:
                role = (ow.text(review, "reviewer-role") or "reviewer").capitalize()
                done = self.date(path, review, "completion-date") or self.date(path, review, "review-completion-date")
                found.setdefault((role, venue, done.year if done else None), []).append(self.span(path))
        order = {venue: i for i, (_, venue, _) in reversed(list(enumerate(found)))}  # each venue where first met
        return [
            Service(role, spans[0].to(spans[-1]), venue=venue, period=Period(PartialDate(year), PartialDate(year))
                    if year else Period())
            for (role, venue, year), spans in sorted(found.items(), key=lambda f: (order[f[0][1]], f[0][2] or 0))
        ]

    def outputs(
        self, works: list[Item], subject: str, *, orcid: str | None = None
    ) -> tuple[tuple[Publication, ...], tuple[Talk, ...]]:
        """The works as publications, and the lectures and speeches among them as talks; ``orcid`` is the
        subject's iD, which names them where a contributor gives it without a name."""
        publications, talks = [], []
        for path, work in works:
            title = ow.work_title(work)
            if title is None:
                self.warnings.append(f"{self.span(path)}: work has no title; skipped")
                continue
            work_type = (ow.text(work, "type") or "").lower().replace("_", "-")  # (API v2.0: "JOURNAL_ARTICLE")
            venue, date = ow.work_venue(work, work_type), self.date(path, work, "publication-date")
            if work_type == "lecture-speech":  # a talk given, not a paper
                talks.append(Talk(title, self.span(path), host=venue, date=date))
                continue
            kind, note = ow.work_kind(work_type, venue)
            ids = ow.external_ids(work)
            publications.append(Publication(
                authors=ow.work_authors(work, subject, orcid=orcid),
                title=title,
                span=self.span(path),
                venue=venue,
                year=date.year if date else ow.cited_year(work),
                kind=kind,
                notes=(note,) if note else (),
                doi=ow.identifier(ids, "doi"),
                arxiv=ow.identifier(ids, "arxiv"),
                url=ow.text(work, "url"),
            ))
        return tuple(publications), tuple(talks)
