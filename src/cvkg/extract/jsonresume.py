"""JSON Resume (https://jsonresume.org/schema) -> :class:`CvRecord`. Pure: no I/O.

Each fact's span is the line where its object opens in the JSON text, as
:func:`~cvkg.extract.jsonresume_json.value_lines` finds it.

This module holds the reader of the schema's sections and :func:`extract`; its satellites hold the rest:
``jsonresume_json`` (loading, paths and lines), ``jsonresume_entries`` (where the entries are, their periods,
the warnings), ``jsonresume_academic`` (talks, teaching, students and committees, which the schema lacks),
``jsonresume_publications`` (a publication's kind and venue), ``jsonresume_authors`` (its authors, and whose
publications a list is), ``jsonresume_education`` (degrees, theses and advisors), ``jsonresume_values`` (text
fields, dates, places, name lists) and ``jsonresume_custom`` (the keys and wordings resumes add to the schema).

Mapping: ``basics`` -> person and headline (``label``); ``work`` -> positions (and the
students its ``highlights`` name: ``Advised PhD student ...``); ``volunteer`` -> service
(one per venue when the organization lists several); ``education`` -> degrees (a thesis
and advisors from the entry's ``summary``, or labelled ``courses`` or ``highlights``);
``awards`` (grants keep their years); ``publications``; ``skills`` (their ``keywords``,
else their ``name``); ``interests`` (hobbies left out); ``projects``. The schema has no
talks, teaching, students or dissertation committees, so they come from the keys exporters
and hand edits add (``presentations``/``talks``, ``teaching``, ``students``/``advising``...,
``committees``), at the top level, as ``x-`` keys or inside ``meta``; an entry there may be
an object or one line of text, which the text reader of that section reads. A section may
also be grouped by hand: ``{"Journal Articles": [...], "Preprints": [...]}``. Spoken ``languages``, ``references`` and
``certificates`` are not CV facts cvkg publishes and are left out. An entry of the wrong
shape is skipped with a warning.

Real exports stray from the schema, so each field also answers to the names older
versions and other tools use (``company``/``website``/``title``/``journal``...); dates may
be any form :func:`~cvkg.extract.dates.parse_date` reads, or one ``date`` string holding a
range; a ``location`` may be the schema's object; skills and interests may be bare strings.
A missing or empty ``endDate`` after a ``startDate`` means the job or role goes on, as every
JSON Resume theme renders it. A publication's authors come from a non-standard ``authors``
key (names or ``{"name": ...}`` objects), else from an author list that opens its ``summary``
(``Authors: A, B and C.`` or ``A. B, C. D. ...``) when it names the subject; else they are the
subject and the co-authors the entry names (``with A and B``, a ``coauthors`` key), and the
subject alone when it names none, as in a CV's unsigned list. A publication's own ``type`` key
(``Conference Paper``, ``journal-article``) gives its kind before its venue's look does.

Hand-written and exported resumes add more: jobs, honours, interests and skills under keys of their own
(``research_experience``, ``funding_and_honors``, ``research_interests`` as one string, ``skills`` as one
string), presentations that cite their authors (``"cite": "Lee A, Roy B. Title."``, read as papers of the
meeting), a formatted ``citation`` beside the fields, "Me" for the subject in an author line, ORCID's
``x-endDate``, ``x-peerReviews`` and API contributors, LinkedIn's ``timePeriod``, epoch-millisecond dates, and
students, untitled talks, service lines and courses named in a job's highlights or summary.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import partial
from typing import Any

from cvkg.extract import awards, profile, service, topics
from cvkg.extract import jsonresume_custom as custom
from cvkg.extract import names as nm
from cvkg.extract.dates import find_dates
from cvkg.extract.jsonresume_academic import AcademicSections
from cvkg.extract.jsonresume_authors import listed_subject
from cvkg.extract.jsonresume_education import doctorate_completed, read_degree
from cvkg.extract.jsonresume_entries import RANGE_KEYS
from cvkg.extract.jsonresume_json import Path_, camel, camel_keys, load_object, value_lines
from cvkg.extract.jsonresume_publications import PUB_DATE_KEYS, PUB_TITLE_KEYS, listed_entry, read_publication
from cvkg.extract.jsonresume_values import (
    URL_KEYS,
    date_text,
    field_text,
    first_text,
    joined_name,
    keyword_list,
    place_name,
    plain_text,
    read_date,
)
from cvkg.extract.orcid_works import flat_work
from cvkg.extract.sections import SectionKind
from cvkg.extract.venue_fields import split_venues, tidy_venue
from cvkg.model import (
    Award,
    CvRecord,
    Degree,
    PartialDate,
    Period,
    Person,
    Position,
    PositionKind,
    Project,
    Publication,
    Service,
    SourceDocument,
    Student,
    Talk,
    Text,
)

_EMPTY_PARENS_RE = re.compile(r"\s*\(\s*\)")
# A grant's amount or the subject's role closing its title: "... ($450,000; PI)", "..., USD 1.2M"
_GRANT_TAIL_RE = re.compile(r"\s*(?:\(([^()]*)\)|[,;]\s+((?:[^,;()]|,(?=\d))*))\s*$")
_MONEY_OR_ROLE_RE = re.compile(
    r"[$€£¥]|\b(?:USD|EUR|GBP|CHF|CAD|AUD|JPY)\b|\b\d{1,3}(?:[,.]\d{3})+\b|\b(?:co-?)?PI\b"
    r"|principal investigator",
    re.I,
)
# Each field, then the names other schema versions and exporters give it.
_ORG = ("name", "company", "organization", "organisation", "institution", "employer", "where", "place")
_TITLE = ("position", "title", "role", "jobTitle", "rank")
# A service entry's list of the venues served: "journals": ["A", "B"]
_VENUE_LIST_KEYS = ("journals", "venues", "conferences", "outlets")
# The role a summary opens with: "Co-reviewer with PI", "Ad hoc reviewer for ..."
_ROLE_LEAD_RE = re.compile(
    r"^(?:co-?|ad[- ]hoc |peer |guest )?(?:reviewer|referee|editor|associate editor|panel(?:ist| member))\b", re.I
)
# The other venues a reviewer's summary names: "Also review for A; B; C.", "Also referee for A and B"
_ALSO_FOR_RE = re.compile(r"\balso\s+(?:review|referee|reviewer|serve as reviewer)\w*\s+(?:for|at)\s+(.+)$", re.I)
# A hobby, not a research interest: JSON Resume's "interests" holds either.
_HOBBY_RE = re.compile(
    r"\b(?:hik\w*|climb\w*|boulder\w*|running|marathons?|cycling|biking|swimming|surf\w*|ski(?:ing)?"
    r"|snowboard\w*|yoga|soccer|football|basketball|tennis|volleyball|baseball|cricket|rugby|golf|chess"
    r"|board games|video games|gaming|cook\w*|baking|travel\w*|photography|painting|drawing|music|guitar"
    r"|piano|violin|singing|choir|danc\w*|reading|novels|poetry|films?|movies|cinema|gardening|knitting"
    r"|fishing|camping|sailing|kayak\w*|martial arts|karate|judo|fitness|wine|coffee|pets?|dogs?|cats?"
    r"|sports?)\b",
    re.I,
)
# An interest named by its category, its topics in its keywords: {"name": "Research", "keywords": [...]}.
_CATEGORY_RE = re.compile(
    r"^(?:(?:research|academic|scientific|professional|technical)(?:\s+(?:interests?|areas?|topics?|fields?))?"
    r"|interests?|topics|areas|fields|methods|research methods)$",
    re.I,
)
_HOBBY_CATEGORY_RE = re.compile(r"^(?:hobbies|personal(?: interests)?|leisure|non-academic|outside work)$", re.I)
_ACADEMIC_RE = re.compile(
    r"\b(?:comput\w*|information|analytics|retrieval|learning|systems?|theory|model\w*|science|engineering"
    r"|processing|vision|generation|synthesis|recognition|analysis|physics|biology|economics)\b",
    re.I,
)
_AWARD_PERIOD_KEYS = ("period", "years", "duration", "x-period", "x-years", "x-duration")


def unnamed_subject(mail: str | None, doc: SourceDocument) -> str:
    """The subject of a resume that gives no name, as the text reader names one: the name the e-mail
    address spells (when the resume writes it so), else one made from the file's name, so that two
    unnamed resumes never become one person."""
    return (profile.name_in_email(mail, doc.text) if mail else None) or f"Unnamed subject of {doc.name}"


def extract(doc: SourceDocument) -> CvRecord:
    """Every fact of a JSON Resume, each with the JSON line its entry opens on.

    Raises:
        InputError: the text is not a JSON object.
    """
    data = camel_keys(load_object(doc))
    lines = value_lines(doc.text)
    reader = _Reader(doc, {tuple(camel(k) if isinstance(k, str) else k for k in p): n for p, n in lines.items()})
    basics = subject_basics(data)
    raw_name = field_text(basics, "name") or joined_name(basics)
    name = nm.clean_name(raw_name) if raw_name else None  # "Dr. Ana Ruiz": the honorific is no part of it
    # "Dr. Ada Byron" is Ada Byron
    name = nm.clean_name(name) or name if name else unnamed_subject(field_text(basics, "email"), doc)
    # jobs in the schema's "work", or under a key of the resume's own ("researchExperience", "appointments")
    job_keys = tuple(k for k in custom.keys_of(data, custom.JOB_KEYS, SectionKind.POSITIONS) if k != "work")
    work = [*reader.entries(data, "work"), *reader.custom(data, job_keys)]
    # degrees in the schema's "education", or under a key of the resume's own ("degrees")
    edu_keys = tuple(k for k in custom.keys_of(data, ("degrees",), SectionKind.EDUCATION) if k != "education")
    schooling = [*reader.entries(data, "education"), *reader.custom(data, edu_keys)]
    # a list under a key that names no section ("list", "timeline") whose items are roles at organizations
    unnamed = [(p, e) for p, e in reader.custom(data, custom.unnamed_keys(data)) if custom.is_role_entry(e)]
    work += [(p, e) for p, e in unnamed if not custom.is_degree_role(e)]
    schooling += [(p, custom.role_as_degree(e)) for p, e in unnamed if custom.is_degree_role(e)]
    reader.employers = [
        org
        for _, e in [*work, *schooling]
        if (org := first_text(e, *_ORG, "school", "university"))
    ]
    pub_keys = custom.publication_keys(data)
    pub_entries = [
        *reader.entries(data, "publications"),
        *reader.custom(data, pub_keys),
        # whole citations as strings, in the schema's list (grouped by hand or not) or in the resume's own
        *reader.cited(data, ("publications", *pub_keys)),
        *reader.presented(data),
    ]
    patents = reader.custom(data, custom.PATENT_KEYS)
    # an entry with no title that is one formatted citation ("citation", or a "summary" alone) is read as a whole
    # citation in its "name" is
    pub_entries = [(p, custom.untitled_citation(e) or e) for p, e in pub_entries]
    # a work as ORCID writes it, its values wrapped, among a script's export of a record ("works": [...])
    pub_entries = [(p, flat_work(e) or e) for p, e in pub_entries]
    # a book review named by the book it reviews, whose "by" is the book's author
    pub_entries = [(p, custom.reviewed_book(e, custom.key_words(str(p[-2]))) or e) for p, e in pub_entries]
    if not raw_name and not field_text(basics, "email"):
        # a list of someone's publications that names nobody (a script's export of a profile): the one person
        # every author list names
        name = listed_subject([e for _, e in pub_entries]) or name
    person = reader.person(basics, name)
    # a keynote listed among the publications ("Keynote: Title" at a colloquium) is a talk, no paper
    spoken = [(p, e) for p, e in pub_entries if _is_spoken(e)]
    pub_entries = [(p, e) for p, e in pub_entries if not _is_spoken(e)]
    publications = tuple(
        reader.publication(p, e, name) for p, e in pub_entries if first_text(e, *PUB_TITLE_KEYS)
    ) + tuple(reader.patent(p, e, name) for p, e in patents if first_text(e, *PUB_TITLE_KEYS))
    known_titles = [p.title for p in publications]
    # "committees" are the dissertations sat on (read apart), though a heading "Committees" names service
    service_keys = tuple(k for k in custom.keys_of(data, custom.SERVICE_KEYS, SectionKind.SERVICE)
                         if k not in custom.COMMITTEE_KEYS)
    volunteer = list(reader.entries(data, "volunteer"))
    # "Mentor, summer intern Li Wei": a volunteer entry that names whom the subject supervised is a student's
    mentored = {p: s for p, e in volunteer if (s := reader.mentored(p, e)) is not None}
    return CvRecord(
        source=doc,
        person=person,
        headline=first_text(basics, "label", "headline"),
        interests=tuple(reader.interests(data)),
        education=doctorate_completed(
            [reader.degree(p, e) for p, e in schooling],
            field_text(basics, "summary") or "",
            data.get("references"),
            publications,
            {
                (first_text(e, *PUB_TITLE_KEYS) or "").rstrip("."): field_text(e, "summary") or ""
                for _, e in pub_entries
            },
        ),
        positions=(
            *(reader.position(p, e) for p, e in work),
            *(post for p, e in work for post in reader.highlight_posts(p, e)),
        ),
        service=(
            *(s for p, e in volunteer if p not in mentored for s in reader.service(p, e)),
            *(s for p, e in reader.custom(data, service_keys) for s in reader.duty(p, e)),
            *reader.custom_lines(data, service_keys, SectionKind.SERVICE, partial(service.service, doc=doc)),
            *(s for p, e in work for s in reader.highlight_duties(p, e)),
        ),
        awards=reader.awards(data),
        publications=publications,
        projects=tuple(
            reader.project(p, e) for p, e in reader.entries(data, "projects") if first_text(e, "name", "title")
        ),
        talks=(
            *reader.talks(data, known_titles),
            *(t for p, e in work for t in reader.highlight_talks(p, e)),
            *(reader.spoken(p, e) for p, e in spoken),
        ),
        teaching=(*reader.courses_taught(data), *(t for p, e in work for t in reader.courses_in_prose(p, e))),
        students=(*reader.advisees(data, work), *mentored.values()),
        committees=reader.committees(data),
        skills=tuple(reader.skills(data)),
        warnings=tuple(reader.warnings),
    )


def position_kind(title: str) -> PositionKind:
    """A job's kind as its title says it: ``Research Intern``, ``Postdoctoral Fellow``, ``Consultant``."""
    lowered = title.lower()
    if "intern" in lowered and "international" not in lowered:
        return PositionKind.INTERNSHIP
    if "postdoc" in lowered or "post-doc" in lowered or "postdoctoral" in lowered:
        return PositionKind.POSTDOC
    if "contract" in lowered or "consultant" in lowered:
        return PositionKind.CONTRACT
    return PositionKind.JOB


def _is_hobby(interest: str) -> bool:
    """``Rock climbing`` is a hobby; ``Computational photography`` is research."""
    # an acronym is no hobby: "CAT(0) cube complexes"
    hobby = [m for m in _HOBBY_RE.finditer(interest) if not m.group().isupper()]
    return bool(hobby) and not _ACADEMIC_RE.search(interest)


def _dated_venues(organization: str | None) -> list[str]:
    """``ICLL (2018–2021), STS (2020)``: venues each with years of its own, one item each; else none."""
    parts = [p.strip() for p in re.split(r"[;,](?![^()]*\))", organization or "") if p.strip()]
    return parts if len(parts) > 1 and all(find_dates(p) for p in parts) else []


def _grant_name(title: str) -> str:
    """An award's name without the amount or role a grant's title may end with (``... ($450,000; PI)``)."""
    while (m := _GRANT_TAIL_RE.search(title)) and _MONEY_OR_ROLE_RE.search(m.group(1) or m.group(2) or ""):
        title = title[: m.start()]
    # "JWST Cycle 3 GO 4587 (PI), 38.2 hr": what follows the subject's role is no part of the name
    role = re.search(r"\s*\((?:co-?)?(?:PI|I|investigator|principal investigator)\)", title, re.I)
    return title[: role.start()] if role and role.start() else title


# The objects a resume of its own keys describes its subject in: ``"person": {"fullName": ..., "contact": {...}}``
# (an export of an ORCID record may name its subject in an object of the name's parts: "name": {"given": ..., "family":
# ..., "credit": ...})
_PERSON_KEYS = (
    "basics", "person", "personal", "personalInfo", "personalDetails", "profile", "about", "contact", "me", "name",
)  # fmt: skip
# The schema's key for a fact of the subject, and the keys such resumes spell it with (the first that holds it wins)
_BASICS_ALIASES = {
    # (ORCID's credit name, as its exports keep it; a list of someone's publications names them as its "author")
    "name": ("name", "fullName", "fullname", "displayName", "creditName", "credit", "author", "researcher", "owner"),
    "email": ("email", "mail", "emails", "eMail", "emailAddress"),
    "phone": ("phone", "tel", "telephone", "mobile", "phones"),
    "url": ("url", "website", "web", "homepage", "site"),
    "label": ("label", "headline", "currentPosition", "position"),
}


def subject_basics(data: dict[str, Any]) -> dict[str, Any]:
    """The schema's ``basics``, or the object a resume of its own keys names its subject in, its facts under the
    schema's keys (``{"person": {"fullName": "A", "contact": {"mail": ["a@x.org"], "tel": "..."}}}`` gives
    ``{"name": "A", "email": "a@x.org", "phone": "..."}``), contacts nested one level down read too; else the
    top level itself when it names someone."""
    if isinstance(data.get("basics"), dict):
        return data["basics"]
    found = next((data[k] for k in _PERSON_KEYS if isinstance(data.get(k), dict) and _names_someone(data[k])), None)
    # a hand-written resume may name its subject at the top, beside the sections: {"name": "A", "papers": [...]}
    found = found or (data if _names_someone(data) else None)
    if found is None:
        return {}
    flat = dict(found)
    for nested in (v for v in found.values() if isinstance(v, dict)):
        flat.update({k: v for k, v in nested.items() if k not in flat})  # "contact": {"mail": ..., "web": ...}
    basics = dict(flat)
    for key, aliases in _BASICS_ALIASES.items():
        if key not in basics or not isinstance(basics[key], str):
            value = next((flat[a] for a in aliases if flat.get(a)), None)
            value = next((v for v in value if isinstance(v, str)), None) if isinstance(value, list) else value
            if isinstance(value, str):
                basics[key] = value
    return basics


def _names_someone(obj: dict[str, Any]) -> bool:
    return any(isinstance(obj.get(k), str) for k in _BASICS_ALIASES["name"]) or joined_name(obj) is not None


# A talk's kind opening its title, or all its summary says: "Keynote: Title", "Invited lecture – Title"; "Keynote
# address."
_SPOKEN_LEAD_RE = re.compile(
    r"^(?:keynote|plenary|invited)(?:\s+(?:address|lecture|talk|speech|presentation))?\s*[:–—-]\s+", re.I
)
_SPOKEN_SUMMARY_RE = re.compile(
    r"^(?:keynote|plenary|invited)(?:\s+(?:address|lecture|talk|speech|presentation))?\.?$", re.I
)


def _is_spoken(entry: dict[str, Any]) -> bool:
    """A publication entry that is a talk given, with no author and no paper's link."""
    title, summary = first_text(entry, *PUB_TITLE_KEYS) or "", (field_text(entry, "summary") or "").strip()
    said = bool(_SPOKEN_LEAD_RE.match(title) or _SPOKEN_SUMMARY_RE.match(summary))
    return said and not any(entry.get(k) for k in ("authors", "author", "doi"))


def _is_grant(entry: dict[str, Any]) -> bool:
    """An entry that names a funder and what it funded: ``{"funder": ..., "project": ...}``."""
    return bool(first_text(entry, "funder", "agency", "sponsor") and first_text(entry, "project", "program", "scheme"))


class _Reader(AcademicSections):
    """Builds facts from entries, knowing each entry's line."""

    def person(self, basics: dict[str, Any], name: str) -> Person:
        profiles = [p for p in basics.get("profiles") or [] if isinstance(p, dict)]
        network = {id(p): (field_text(p, "network") or "").lower() for p in profiles}
        orcid = next((first_text(p, "url", "username") for p in profiles if network[id(p)] == "orcid"), None)
        homepages = [url for key in ("url", "website") if (url := field_text(basics, key))]
        homepages += [
            url
            for p in profiles
            if network[id(p)] in ("homepage", "website", "personal website", "blog") and (url := field_text(p, "url"))
        ]
        return Person(
            name=name,
            span=self.span(("basics", "name")),
            emails=tuple(e for e in [field_text(basics, "email")] if e),
            homepages=tuple(dict.fromkeys(homepages)),
            phones=tuple(p for p in [field_text(basics, "phone")] if p),
            orcid=orcid,
        )

    def degree(self, path: Path_, entry: dict[str, Any]) -> Degree:
        period = self.period(path, entry, is_open=False)
        if period.end is None and isinstance(finished := read_date(date_text(entry, "year", "graduated")), PartialDate):
            period = Period(period.start, finished)  # a resume of its own keys: {"type": "Dr. phil.", "year": 1997}
        return read_degree(entry, span=self.span(path), period=period)

    def position(self, path: Path_, entry: dict[str, Any]) -> Position:
        """A job: its title without the unit it names after a comma (``Professor, School of X``), its kind from the
        title or from a key of the resume's own that holds it alone (``"postdoc": {...}``)."""
        title = custom.title_without_unit(first_text(entry, *_TITLE) or "")
        key = str(path[-1]) if isinstance(path[-1], str) else ""
        return Position(
            title=title,
            organization=first_text(entry, *_ORG),
            span=self.span(path),
            location=place_name(entry.get("location")),
            period=self.period(path, entry, is_open=True),
            kind=position_kind(title or custom.key_words(key)),
        )

    def highlight_posts(self, path: Path_, entry: dict[str, Any]) -> Iterator[Position]:
        """Posts a job's highlights hold at the same employer, with their years: ``Associate Chair for Graduate
        Studies (2022-)``."""
        for where, text in self.highlights(path, entry):
            if post := custom.POST_RE.match(text.strip().rstrip(".")):
                dated = {"title": post.group("title"), "dates": post.group("dates")}
                yield self.position(where, {**dated, "name": first_text(entry, *_ORG)})

    def service(self, path: Path_, entry: dict[str, Any]) -> Iterator[Service]:
        """One service per venue: ``"IEEE RA-L, ICRA, IROS"`` gives three, each without its year;
        ``"ICLL (2018–2021), STS (2020)"`` two, each with its own."""
        entry_period = period = self.period(path, entry, is_open=True)
        organization = first_text(entry, "organization", "organisation", *_ORG)
        dated = _dated_venues(organization)
        for venue in dated or (split_venues(organization) if organization else [None]):
            if dated:
                period = entry_period
            found = find_dates(venue) if venue and period.start is None else None
            if found and found.is_range:  # "ICLL 2018–2021"
                period, venue = found.period, _EMPTY_PARENS_RE.sub("", venue[: found.begin] + venue[found.stop :])
            name, year, *_ = tidy_venue(venue.strip(" ,;") if venue else venue, is_container=False)
            if year and period.start is None:
                period = Period(PartialDate(year), PartialDate(year))
            yield Service(role=first_text(entry, *_TITLE) or "", span=self.span(path), venue=name, period=period)
        role = first_text(entry, *_TITLE) or ""
        if _ROLE_LEAD_RE.match(role) and (more := _ALSO_FOR_RE.search(first_text(entry, "summary") or "")):
            # a reviewer's summary naming the other journals: "Also review for A; B; C."
            for venue in (v.strip(" .") for v in re.split(r";\s*|,\s+(?:and\s+)?(?=[A-Z])", more.group(1))):
                if venue:
                    yield Service(role=role, span=self.span(path), venue=venue, period=Period())

    def spoken(self, path: Path_, entry: dict[str, Any]) -> Talk:
        """A talk listed among the publications: its title without its kind, where it was given, its month."""
        date = read_date(date_text(entry, *PUB_DATE_KEYS))
        return Talk(
            title=_SPOKEN_LEAD_RE.sub("", first_text(entry, *PUB_TITLE_KEYS) or "") or None,
            span=self.span(path),
            host=first_text(entry, "publisher", "venue", "event", "conference", "meeting"),
            date=PartialDate(date.year, date.month) if isinstance(date, PartialDate) else None,
        )

    def mentored(self, path: Path_, entry: dict[str, Any]) -> Student | None:
        """The student a volunteer entry's role names (``Co-supervisor, MSc thesis of Ana Ruiz``), or ``None``."""
        end = self.period(path, entry).end
        summary = first_text(entry, "summary", "description") or ""
        found = first_text(entry, *_TITLE) or ""
        return custom.mentored_student(found, summary, self.span(path), end if isinstance(end, PartialDate) else None)

    def duty(self, path: Path_, entry: dict[str, Any]) -> Iterator[Service]:
        """A custom ``service`` entry: a role at a venue, once per year a ``years`` list names; ORCID's peer reviews
        (``reviewerRole``, ``convening-organization``, the first and the last review's years)."""
        role = first_text(entry, "role", "position", "title", "reviewerRole") or ""
        venue = first_text(entry, "venue", "organization", "organisation", "event", "journal", "conference", "name",
                           "body", "committee", "convening-organization", "conveningOrganization")
        first = first_text(entry, "firstReview", "firstYear", "from")
        last = first_text(entry, "lastReview", "lastYear", "to")
        if first and not first_text(entry, "startDate", "start", *RANGE_KEYS):
            entry = {**entry, "startDate": first, "endDate": last or first}
        listed = next((v for k in _VENUE_LIST_KEYS if isinstance(v := entry.get(k), list) and v), None)
        if listed and venue is None:
            # {"summary": "Co-reviewer with PI", "journals": ["A", "B"]}: the role the summary opens with, at each
            m = _ROLE_LEAD_RE.match(first_text(entry, "summary", "description") or "")
            role = role or (m.group(0) if m else "")
            for named in (v.strip() for v in listed if isinstance(v, str) and v.strip()):
                yield Service(role=role, span=self.span(path), venue=named, period=Period())
            return
        years = entry.get("years")
        if isinstance(years, list) and years:
            for year in years:
                found = find_dates(str(year))
                when = found.period if found else Period()
                yield Service(role=role, span=self.span(path), venue=venue, period=when)
            return
        yield Service(role=role, span=self.span(path), venue=venue, period=self.period(path, entry, is_open=True))

    def grant(self, path: Path_, entry: dict[str, Any]) -> Award:
        """A custom ``grants`` entry: the agency and its number before the title (the gold convention), its years."""
        keys = ("agency", "funder", "sponsor", "program", "programme", "scheme", "number", "id", "grantNumber", "no")
        funder = " ".join(v for k in keys if (v := field_text(entry, k)))
        title = first_text(entry, "title", "name", "project") or ""
        period = self.period(path, entry)
        # "NSF CAREER: ..." beside "agency": "NSF DMR-2445102": the title names its funder already
        named = funder and re.search(rf"\b{re.escape(funder.split()[0])}\b", title)
        return Award(name=f"{funder}, {title}" if funder and not named else title, span=self.span(path), period=period)

    def award(self, path: Path_, entry: dict[str, Any]) -> Award:
        """A prize, or a grant's years: ``startDate``/``endDate`` (hand edits), or a ``date`` of ``2021–2024``."""
        name = _grant_name(first_text(entry, "title", "name", "award", "prize", "honor", "honour") or "")
        if first_text(entry, "startDate", "start"):
            period = self.period(path, entry)
            return Award(name=name, span=self.span(path), period=Period(period.start, period.end or period.start))
        raw = date_text(entry, "date", "year")
        date = read_date(raw)
        if date is None and raw and (found := find_dates(raw)) and found.is_range:
            return Award(name=name, span=self.span(path), period=found.period)
        ends = read_date(first_text(entry, "endDate", "end", "x-endDate", "x-end"))  # ORCID's funding: "x-endDate"
        if isinstance(date, PartialDate) and isinstance(ends, PartialDate) and ends.year > date.year:
            return Award(name=name, span=self.span(path), period=Period(PartialDate(date.year), PartialDate(ends.year)))
        # a grant's years in a key of the export's own ("x-period": "2023-2027"), or opening its summary
        stated, summary = first_text(entry, *_AWARD_PERIOD_KEYS), field_text(entry, "summary")
        found = find_dates(stated) if stated else (find_dates(plain_text(summary)) if summary else None)
        start = date if isinstance(date, PartialDate) else None
        # the range may stand anywhere in the summary when it opens in the year the award is dated
        # ("$98,000; 2021–2023", "Scholar, 2020–2022 cohort")
        opened = found.start if found is not None else None
        same_year = opened is not None and start is not None and opened.year == start.year
        # a fellowship's summary that gives the years it funds ("Funds my PhD 2021–2025"), decided the year before
        funds = bool(summary and custom.FUNDED_RE.search(f"{name} {summary}"))
        if found and found.is_range and (stated or found.begin == 0 or same_year or funds):
            return Award(name=name, span=self.span(path), period=found.period)
        return Award(name=name, span=self.span(path), period=Period(start, start))

    def awards(self, data: dict[str, Any]) -> tuple[Award, ...]:
        """The schema's awards, grants under keys of the resume's own (``grants``, ``funding``), honours under
        others (``honorsAndAwards``), and any of them written as lines of text (``"Best Poster, 2023"``)."""
        keys = custom.keys_of(data, custom.GRANT_KEYS, SectionKind.AWARDS)
        honours = tuple(k for k in keys if k not in custom.GRANT_KEYS)
        read = partial(awards.awards, doc=self.doc)
        named = ("title", "name", "award", "prize", "honor", "honour")
        # (a resume's own list may mix prizes and grants: {"prize": ...} beside {"funder": ..., "project": ...})
        funded = [(p, e) for p, e in self.custom(data, honours) if not first_text(e, *named) and _is_grant(e)]
        return (
            *(self.award(p, e) for p, e in self.entries(data, "awards") if first_text(e, "title", "name", "award")),
            *(self.grant(p, e) for p, e in self.custom(data, custom.GRANT_KEYS) if first_text(e, "title", "name")),
            *(self.award(p, e) for p, e in self.custom(data, honours) if first_text(e, *named)),
            *(self.grant(p, e) for p, e in funded),
            *self.custom_lines(data, ("awards", *keys), SectionKind.AWARDS, read),
        )

    def presented(self, data: dict[str, Any]) -> Iterator[tuple[Path_, dict[str, Any]]]:
        """Contributed presentations listed as talks that cite their authors (``"cite": "Lee A, Roy B. Title."``,
        beside the ``meeting``): papers of the meeting, each as an entry of the publication list."""
        for path, entry in self.custom(data, custom.keys_of(data, custom.TALK_KEYS, SectionKind.TALKS)):
            if found := custom.presented_paper(entry):
                yield path, found

    def cited(self, data: dict[str, Any], names: tuple[str, ...]) -> Iterator[tuple[Path_, dict[str, Any]]]:
        """A custom publication list's strings as entries, each read by
        :func:`~cvkg.extract.jsonresume_publications.listed_entry`."""
        for path, item in self.custom_items(data, names):
            if isinstance(item, str) and (text := item.strip()) and isinstance(path[-1], int):
                yield path, listed_entry(text)

    def publication(self, path: Path_, entry: dict[str, Any], subject: str) -> Publication:
        group = custom.key_words(str(path[-2])) if path[-2] != "publications" else ""
        return read_publication(entry, subject, group=group, span=self.span(path))

    def patent(self, path: Path_, entry: dict[str, Any], subject: str) -> Publication:
        """An entry of a section of patents of the export's own: its number is the venue, its inventors the
        authors."""
        number = first_text(entry, "number", "patentNumber", "patent_number", "venue")
        return self.publication(path, {**entry, "venue": number, "type": "patent"}, subject)

    def project(self, path: Path_, entry: dict[str, Any]) -> Project:
        return Project(
            name=first_text(entry, "name", "title") or "",
            span=self.span(path),
            description=first_text(entry, "description", "summary"),
            period=self.period(path, entry),
            url=first_text(entry, *URL_KEYS),
        )

    def highlight_duties(self, path: Path_, entry: dict[str, Any]) -> Iterator[Service]:
        """Service a job's highlight lists as a line of its own: ``Organizer, Toronto Labour Lunch, 2022-present``."""
        for where, text in self.highlights(path, entry):
            if custom.SERVICE_LINE_RE.match(text):
                yield from service.service(self.section(SectionKind.SERVICE, where, text), self.doc)

    def interests(self, data: dict[str, Any]) -> Iterator[Text]:
        """Each interest's name; a category's keywords (``Research``: [...]); no hobbies; a custom list of research
        interests (``researchInterests``)."""
        keys = custom.keys_of(data, custom.INTEREST_KEYS, SectionKind.INTERESTS)
        for path, item in self.custom_items(data, keys):
            if isinstance(item, str) and item.strip() and isinstance(path[-1], int):
                yield Text(item.strip(), self.span(path))
            elif isinstance(item, str) and item.strip():  # "researchInterests": "A; B; C", the list in one string
                yield from topics.interests(self.section(SectionKind.INTERESTS, path, item), self.doc)
        basics = subject_basics(data)
        summaries = ((("basics", "summary"), field_text(basics, "summary")), (("about",), field_text(data, "about")))
        for path, text in summaries:
            # "Interests: delirium • sleep in ICU • family engagement", a line of the resume's summary
            for listed in custom.labelled_interests(text or ""):
                yield from topics.interests(self.section(SectionKind.INTERESTS, path, listed), self.doc)
        for path, entry in self.entries(data, "interests", has_strings=True):
            name = field_text(entry, "name") or ""
            keywords = keyword_list(entry.get("keywords"))
            if _HOBBY_CATEGORY_RE.match(name):
                continue
            named = keywords if keywords and _CATEGORY_RE.match(name) else [name] if name else []
            yield from (Text(topic, self.span(path)) for topic in named if not _is_hobby(topic))

    def skills(self, data: dict[str, Any]) -> Iterator[Text]:
        """Each skill's keywords, else its name; or the items of one string (``"skills": "R, QGIS, qPCR"``)."""
        if isinstance(listed := data.get("skills"), str):
            yield from topics.skills(self.section(SectionKind.SKILLS, ("skills",), listed), self.doc)
            return
        # the schema's "skills", or a key of the resume's own ("researchSkills", "technicalSkills")
        own = tuple(k for k in custom.keys_of(data, (), SectionKind.SKILLS) if k != "skills" and k != "languages")
        listed = [*self.entries(data, "skills", has_strings=True)]
        listed += [pe for key in own for pe in self.entries(data, key, has_strings=True)]
        for path, entry in listed:
            for word in keyword_list(entry.get("keywords")) or [w for w in [field_text(entry, "name")] if w]:
                yield Text(word, self.span(path))
