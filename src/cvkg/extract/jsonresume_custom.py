"""What JSON Resume's schema lacks and researchers' resumes add: talks, teaching and students under keys
of their own, students named in a job's highlights, and a publication's stated kind. Pure: no I/O.

Used by :mod:`cvkg.extract.jsonresume`, which finds the entries and their lines.

>>> course_and_code("CS 101: Looms", None)
('Looms', 'CS 101')
>>> student_level("Ph.D.").value
'phd'
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any

from cvkg.extract import names as nm
from cvkg.extract.citation_authors import split_author_prefix
from cvkg.extract.dates import find_dates
from cvkg.extract.degrees import find_degree, is_sure_place
from cvkg.extract.sections import SectionKind, heading_kind
from cvkg.extract.venues import is_publisher
from cvkg.model import PartialDate, PublicationKind, SourceSpan, Student, StudentLevel, StudentStatus

# Talks, teaching and students have no key in the schema; exporters and hand-written resumes add one of
# these, at the top level, as an "x-" key, or inside "meta" (see ``jsonresume_entries.ResumeEntries.custom_items``).
TALK_KEYS = ("presentations", "talks", "invitedTalks")
# the schema's own keys, which name no custom section whatever their words
_SCHEMA_KEYS = frozenset([
    "basics", "work", "volunteer", "education", "awards", "certificates", "publications", "skills", "languages",
    "interests", "references", "projects", "meta",
])
# jobs outside the schema's "work": a postdoc held alone ("postdoc": {"institution": ..., "dates": ...})
JOB_KEYS = ("postdoc", "postdocs", "postdoctoral", "postdoctoralPositions")
TEACHING_KEYS = ("teaching", "teachingExperience", "coursesTaught")
STUDENT_KEYS = ("students", "advising", "mentoring", "supervision", "advisees")
COMMITTEE_KEYS = ("committees", "dissertationCommittees", "thesisCommittees", "examinations")
SERVICE_KEYS = ("service", "professionalService", "reviewing", "academicService")
GRANT_KEYS = ("grants", "funding", "researchFunding", "fellowships")
INTEREST_KEYS = ("researchInterests", "researchAreas")
PATENT_KEYS = ("patents",)
# The kind a publication states for itself (hand edits, ORCID-style exports: "journal-article"), first match wins.
# the schema has none; exports add one, often behind the "x-" that marks an extension ("x-type": "journal")
PUB_TYPE_KEYS = ("type", "kind", "category", "publicationType", "x-type", "x-kind", "x-category", "x-publicationType")
_STATED_KINDS = (
    (re.compile(r"workshop", re.I), PublicationKind.WORKSHOP),
    (re.compile(r"poster", re.I), PublicationKind.POSTER),
    # (a meeting's abstract, spoken: "contributed talk", "oral")
    (re.compile(r"conference|proceedings|inproceedings|symposium|contributed talk|oral|abstract", re.I),
     PublicationKind.CONFERENCE),
    # no paper in a journal: an extension service's fact sheet or video, a dataset, software, an op-ed
    (re.compile(r"extension|fact\s*sheet|data\s*set|software|video|op-?ed\b|encyclop|editorial|\btranslations?\b"
                r"|reference\s*works?|special\s*issue|^edited$|\bedited\s+(?:volumes?|books?|collections?)|\beditions?\b",
                re.I),
     PublicationKind.OTHER),
    (re.compile(r"journal|article", re.I), PublicationKind.JOURNAL),
    (re.compile(r"pre-?print|working paper|arxiv", re.I), PublicationKind.PREPRINT),
    (re.compile(r"report", re.I), PublicationKind.OTHER),  # issued by its body: "beamtime report", "technical report"
    (re.compile(r"thesis|dissertation", re.I), PublicationKind.THESIS),
    (re.compile(r"patent", re.I), PublicationKind.PATENT),
    (re.compile(r"book|chapter|monograph", re.I), PublicationKind.BOOK),
)
# "CS 101: Intro", "05-499 Accessibility" (a number alone codes a course at some schools), "6KNIN010 Ethics"
_COURSE_CODE_RE = re.compile(
    r"^(?P<code>[A-Z][A-Za-z]{0,7}[ -]?\d[\w.-]{0,6}|\d{2,3}[-.]\d{3,4}|\d[A-Z]{2,6}\d{2,4})"
    r"(?:\s*[:–—-]\s+|\s+(?=[A-Z]))(?P<name>.+)$"
)
_COURSE_CODE_AFTER_RE = re.compile(r"^(?P<name>.+?)\s*\((?P<code>[A-Z][A-Za-z]{0,7}[ -]?\d[\w.-]{0,6})\)$")
_STUDENT_LEVELS = (
    (re.compile(r"post-?doc", re.I), StudentLevel.OTHER),
    (re.compile(r"\bintern", re.I), StudentLevel.INTERN),
    (re.compile(r"ph\.?\s?d|doctor|dphil", re.I), StudentLevel.PHD),
    (re.compile(r"master|m\.?\s?sc|\bm\.?s\.?(?!\w)|m\.?phil|m\.?eng|m\.?a\.(?!\w)", re.I), StudentLevel.MASTER),
    (re.compile(r"bachelor|undergrad|b\.?\s?sc|\bb\.?s\.?(?!\w)|b\.?a\.(?!\w)|honou?rs", re.I), StudentLevel.BACHELOR),
)
_CURRENT_STATUS_RE = re.compile(r"\b(?:current|ongoing|active|present)\b", re.I)
_PAST_STATUS_RE = re.compile(r"\b(?:past|former|graduated|alumn\w*|completed|finished|defended)\b", re.I)
# "Advised PhD student Ana Ruiz (2019–2023, co-advised with Li Wei)": a student named in a job's highlights
_ADVISED_RE = re.compile(
    r"^(?:co-?)?(?:advis|supervis|mentor)(?:ed|ing|e)\s+(?:of\s+)?(?P<level>(?:[\w.'’-]+\s+){0,2}?)"
    r"(?:students?|interns?|researchers?|fellows?)\s*:?\s+(?P<rest>[^\W\d_].*)$",
    re.I,
)
_ADVISED_GROUP_RE = re.compile(
    r"^(?:co-?)?(?:advis|supervis|mentor)\w*\s+(?P<level>(?:[\w.'’-]+\s+){0,4}?)(?:students?|interns?|trainees?)"
    r"\s*\((?P<names>[^()]+)\)",
    re.I,
)
_CO_ADVISED_RE = re.compile(r"co-?(?:advised|supervised)\s+(?:with|by)\s+(?P<names>[^;,)]+)", re.I)


def course_and_code(raw: str, code: str | None) -> tuple[str, str | None]:
    """``CS 101: Intro`` or ``Intro (CS 101)`` -> (``Intro``, ``CS 101``) when no ``code`` key gives it."""
    if code is None:
        for pattern in (_COURSE_CODE_RE, _COURSE_CODE_AFTER_RE):
            if m := pattern.match(raw):
                return m.group("name").strip(), m.group("code")
    return raw, code


def stated_kind(text: str | None) -> PublicationKind | None:
    """``"Journal Article"``, ``"conference-paper"``, ``"Preprint"`` -> the kind; other words say nothing."""
    return next((kind for pattern, kind in _STATED_KINDS if text and pattern.search(text)), None)


def student_level(text: str) -> StudentLevel:
    return next((level for pattern, level in _STUDENT_LEVELS if pattern.search(text)), StudentLevel.OTHER)


def is_past(status: str, *, has_ended: bool) -> bool:
    """A student is past when a ``status`` says so (``graduated``), or, with none, when an end date is given."""
    return bool(_PAST_STATUS_RE.search(status)) or (has_ended and not _CURRENT_STATUS_RE.search(status))


def advised_students(text: str, span: SourceSpan) -> list[Student]:
    """The students one highlight names: ``Advised PhD student Ana Ruiz (2019–2023, co-advised with Li Wei)``,
    ``Supervised MSc students: A (2022–present); B (2021–2022)``; none when it names no student.

    >>> found = advised_students("Advised PhD student Ana Ruiz (2019–2023)", SourceSpan("r.json", 1))
    >>> [(s.name, s.status.value) for s in found]
    [('Ana Ruiz', 'past')]
    """
    if grouped := _ADVISED_GROUP_RE.match(text.strip().rstrip(".")):
        # "Co-mentoring two BSN honors students (Aisha Karim, Luis Ortega), 2024–2025": the names in brackets
        names = nm.split_names(grouped.group("names")).names
        if names and nm.all_names(names):
            level = student_level(grouped.group("level"))
            return [Student(name=n, span=span, level=level, status=StudentStatus.CURRENT) for n in names]
    if not (m := _ADVISED_RE.match(text.strip().rstrip("."))) or not m.group("rest")[0].isupper():
        return []  # "Supervised students in the lab" names nobody; "Élodie" is a capital too
    level = student_level(m.group("level") + text[: m.start("rest")])
    out = []
    for item in re.split(r";\s*|,\s*(?=[^\W\d_][^,()]*\()", m.group("rest")):
        named = re.match(r"^(?P<names>[^(]+?)\s*(?:\((?P<details>[^)]*)\))?$", item.strip())
        if not named:
            continue
        details = named.group("details") or ""
        when = find_dates(details)
        end = when.period.end if when else None
        co = _CO_ADVISED_RE.search(details)
        out += [
            Student(
                name=name,
                span=span,
                level=level,
                status=StudentStatus.PAST if isinstance(end, PartialDate) else StudentStatus.CURRENT,
                co_advisors=nm.split_names(co.group("names")).names if co else (),
                year=end.year if isinstance(end, PartialDate) else None,
            )
            for name in nm.split_names(named.group("names")).names
        ]
    return out


# A volunteer entry's role that names whom the subject supervised: "Co-supervisor, MSc thesis of Ana Ruiz (Univ)",
# "Mentor, summer intern Li Wei", "Mentor: rotation student Ana Ruiz"
_MENTOR_ROLE_RE = re.compile(
    r"^(?:co-?)?(?:supervisor|advis[eo]r|mentor)\s*[,:]\s+(?P<who>[^()]*?)\s*(?:\((?P<details>[^()]*)\))?\s*$", re.I
)
_NAME_AT_END_RE = re.compile(r"(?:[^\W\d_][\w'’.-]*\s+){1,3}[^\W\d_][\w'’-]+$")
_NOW_RE = re.compile(r"\bis now (?:an? )?([^.;]+)", re.I)


def mentored_student(role: str, summary: str, span: SourceSpan, end: PartialDate | None) -> Student | None:
    """The student a service entry's role names (``Mentor, summer intern Li Wei``), or ``None``; the summary may say
    whom with (``Co-supervised with X.``) and where the student is now (``Ana is now a PhD student at Y.``).

    >>> mentored_student("Mentor, summer intern Li Wei (BSc student)", "", SourceSpan("r.json", 1), None).name
    'Li Wei'
    """
    m = _MENTOR_ROLE_RE.match(role.strip())
    if m is None or (named := _NAME_AT_END_RE.search(m.group("who"))) is None:
        return None
    words = named.group(0).split()
    while words and not words[0][:1].isupper():
        words = words[1:]  # "of Ana Ruiz", "student Li Wei": the lead-in is no part of the name
    name = " ".join(words)
    if len(words) < 2 or not nm.is_name(name):
        return None
    co = _CO_ADVISED_RE.search(summary)
    now = _NOW_RE.search(summary)
    return Student(
        name=name,
        span=span,
        level=student_level(m.group("who")[: len(m.group("who")) - len(name)]),
        status=StudentStatus.PAST if end is not None else StudentStatus.CURRENT,
        co_advisors=nm.split_names(re.split(r"\.\s", co.group("names"))[0].strip(" .")).names if co else (),
        year=end.year if end is not None else None,
        outcome=now.group(1).strip() if now else None,
    )


def keys_of(data: dict[str, Any], known: tuple[str, ...], kind: SectionKind) -> tuple[str, ...]:
    """The known keys of a custom section, and any other key of the resume (or of its ``meta``) whose words name a
    section of that kind as a heading would: ``invitedLectures``, ``conferencePresentations``, ``keynotes``."""
    meta = data.get("meta")
    found = list(known)
    for key in [*data, *(meta if isinstance(meta, dict) else {})]:
        bare = key.removeprefix("x-")
        if bare in found or bare in _SCHEMA_KEYS:
            continue
        if heading_kind(key_words(bare)) is kind:
            found.append(bare)
    return tuple(found)


# An item of a list the resume names for no section: a role (its title) at an organization, in a period
_ROLE_KEYS = ("position", "role", "jobTitle")
_ROLE_ORG_KEYS = ("organization", "organisation", "company", "employer", "institution")
_ROLE_DATE_KEYS = ("date", "dates", "period", "startDate", "start", "years", "year")


def unnamed_keys(data: dict[str, Any]) -> tuple[str, ...]:
    """The resume's keys outside the schema whose words name no section: ``list``, ``timeline``, ``items``."""
    return tuple(
        k for k, v in data.items()
        if isinstance(v, list) and k not in _SCHEMA_KEYS and heading_kind(key_words(k)) is None
    )


def is_role_entry(entry: dict[str, Any]) -> bool:
    """``{"date": "2016 - 2018", "organization": "X University", "position": "Lecturer"}``: a role at a place."""
    return all(any(isinstance(entry.get(k), str) and entry[k].strip() for k in keys)
               for keys in (_ROLE_KEYS, _ROLE_ORG_KEYS, _ROLE_DATE_KEYS))


def is_degree_role(entry: dict[str, Any]) -> bool:
    """A role that is a degree being read: ``"position": "PhD in Linguistics"``."""
    role = next((entry[k] for k in _ROLE_KEYS if isinstance(entry.get(k), str)), "")
    return (m := find_degree(role.strip())) is not None and m.start() == 0


def role_as_degree(entry: dict[str, Any]) -> dict[str, Any]:
    """A degree-role item in the keys a degree is read from: the role its degree, the organization its school."""
    role = next(entry[k] for k in _ROLE_KEYS if isinstance(entry.get(k), str))
    school = next((entry[k] for k in _ROLE_ORG_KEYS if isinstance(entry.get(k), str)), None)
    return {**entry, "studyType": role, "institution": school}


def key_words(key: str) -> str:
    """A key as the heading it stands for: ``workingPapers`` -> ``working Papers``, ``x-book_chapters`` -> ``book
    chapters``."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])|[_-]+", " ", key.removeprefix("x-")).strip()


def publication_keys(data: dict[str, Any]) -> tuple[str, ...]:
    """The resume's own publication lists beside the schema's: ``workingPapers``, ``bookChapters``, ``preprints``,
    and ORCID's ``works`` as exports of a record keep them (patents are read apart, their number being the
    venue)."""
    return tuple(k for k in keys_of(data, ("works",), SectionKind.PUBLICATIONS) if k not in PATENT_KEYS)


# Where an export keeps a formatted citation of the entry beside its fields (not BibTeX, which is read apart)
CITATION_KEYS = ("citation", "cite", "reference", "fullCitation", "formattedCitation", "x-citation", "x-cite")
# The subject standing for themself in an author list: "Smith J, Me, Doe A", "with me and A"
_ME_RE = re.compile(r"(?:^|(?<=[,;&]\s)|(?<=\band\s))(?:me|myself|self)\b(?=\s*(?:[,;&.)]|\band\b|$))", re.I)
_ME_ITEM_RE = re.compile(r"^\s*(?:me|myself|self|(?:the )?subject)\s*$", re.I)


def with_me(text: str, subject: str) -> tuple[str, ...]:
    """The author list that opens a summary and names the subject "Me" (``Smith J, Me, Doe A. ...``), the subject's
    name in its place; none when the text has no such list."""
    clause = re.split(r"(?<=[a-z]{2})\.\s|\n", text.strip())[0].rstrip(". ")
    if not _ME_RE.search(clause):
        return ()
    items = [i.strip() for i in re.split(r"\s*(?:[,;&]|\band\b)\s*", clause) if i.strip()]
    others = [i for i in items if not _ME_ITEM_RE.match(i)]
    return as_subject(tuple(items), subject) if others and all(nm.is_name(i) for i in others) else ()


def as_subject(names: tuple[str, ...], subject: str) -> tuple[str, ...]:
    """An ``authors`` list with the subject's name for its "Me" or "self" item."""
    return tuple(subject if _ME_ITEM_RE.match(n) else n for n in names)


def semicolon_names(text: str) -> tuple[str, ...]:
    """``Smith, John; Ruiz, Ana María``: the parts of an author field that semicolons divide, when each reads as a
    name of up to six words (a ``Last, Given Given`` name is one, whatever the name reader makes of it); else none."""
    parts = [nm.clean_name(p) for p in text.split(";") if p.strip() and not re.fullmatch(r"\s*et\.? al\.?\s*", p)]
    is_named = all(re.match(r"[^\W\d_]", p) and len(p.split()) <= 6 and not re.search(r"\d", p) for p in parts)
    return tuple(parts) if len(parts) > 1 and is_named else ()


def presented_paper(entry: dict[str, Any]) -> dict[str, Any] | None:
    """A presentation that cites its authors and title in one string and names no title of its own
    (``{"cite": "Lee A, Roy B. Title.", "meeting": "X Meeting", "type": "poster"}``) as a publication entry: the
    authors, the title, the meeting as venue and the type as kind; else ``None``."""
    cite = next((v for k in CITATION_KEYS if isinstance(v := entry.get(k), str) and v.strip()), None)
    if cite is None or entry.get("title") or entry.get("name") or not (found := split_author_prefix(cite.strip())):
        return None
    names, title = found
    kind = next((v for k in ("type", "kind", "format") if isinstance(v := entry.get(k), str)), "presentation")
    stated = stated_kind(kind)
    return {
        **{k: v for k, v in entry.items() if k not in CITATION_KEYS},
        "name": title.strip().rstrip("."),
        "authors": list(names.names),
        # "oral", "talk": a meeting's spoken paper; "poster" stays a poster
        "type": kind if stated and stated is not PublicationKind.JOURNAL else "conference abstract",
    }


# A summary's line that lists the subject's interests: "Interests: delirium • sleep in ICU", "Research areas - A, B"
_INTERESTS_LINE_RE = re.compile(
    r"(?:^|\n|(?<=[.!?])\s+)\s*(?:(?:my\s+)?(?:research|academic|scientific)\s+)?(?:interests?|areas?|topics|focus)"
    r"\s*[:–—-]\s*([^\n]+)",
    re.I,
)


def labelled_interests(text: str) -> list[str]:
    """The lists a summary labels as interests (``Interests: A • B • C``), each as written after its label."""
    return [m.group(1).strip() for m in _INTERESTS_LINE_RE.finditer(text) if re.search(r"[,;•·|]", m.group(1))]


_MEETING_KINDS = (PublicationKind.CONFERENCE, PublicationKind.POSTER, PublicationKind.WORKSHOP)
# "(virtual)", "(online)": how the meeting was held; "(3rd edn)", "(2nd ed.)": a book's edition
_HELD_RE = re.compile(r"\s*\((?:virtual|online|hybrid|remote)\)\s*$", re.I)
_EDITION_RE = re.compile(r"\s*\((?:\d+(?:st|nd|rd|th)|first|second|third|revised)\s+(?:edn|ed|edition)\.?\)", re.I)


def bare_venue(venue: str | None, kind: PublicationKind) -> str | None:
    """An export's venue without what is not its name: a meeting's town (``SER Annual Meeting, Boston MA``) and how
    it was held (``(virtual)``), a book's edition and its publisher after it (``Book (3rd edn), Wiley``)."""
    if not venue:
        return venue
    venue = _HELD_RE.sub("", venue)
    town = re.search(r",\s+([^,]+?),?\s+([A-Z]{2})$", venue) if kind in _MEETING_KINDS else None
    if town and is_sure_place(f"{town.group(1)}, {town.group(2)}"):
        venue = venue[: town.start()]  # "Boston MA", "Miami, FL": a town and its state's code
    if kind in (PublicationKind.BOOK, PublicationKind.OTHER) and _EDITION_RE.search(venue):
        head, _, publisher = _EDITION_RE.sub("", venue).rpartition(", ")
        venue = head if head and is_publisher(publisher) else _EDITION_RE.sub("", venue)
    return venue.strip(" ,") or None


# An award that funds years of work, whose summary may give them anywhere: "Funds my PhD 2021–2025"
FUNDED_RE = re.compile(r"\b(?:fellowship|grant|scholarship|studentship|funds|funded|funding)\b", re.I)


SEASON_RE = re.compile(r"^\s*(?:summer|spring|fall|autumn|winter)\b", re.I)


def epoch_month(text: str) -> str | None:
    """A date some exporters write as Unix time, in milliseconds or seconds (``1614556800000``), as ``YYYY-MM``."""
    if not re.fullmatch(r"\d{9,13}", text.strip()):
        return None
    moment = int(text) / 1000 if len(text.strip()) > 11 else int(text)
    when = datetime.fromtimestamp(moment, tz=UTC)
    return f"{when.year}-{when.month:02d}"


# What follows a degree and is no field: "(minor in Chemistry)", "magna cum laude", "with honours", "candidate"
_DEGREE_NOTE_RE = re.compile(
    r"\s*\((?:minor|double major|concentration|hons?|honou?rs)[^()]*\)|,?\s*\b(?:summa|magna)?\s*cum laude\b"
    r"|,?\s*\bwith (?:first class |high(?:est)? )?(?:honou?rs|distinction)\b|,?\s*\bfirst class(?: honou?rs)?\b"
    r"|^\s*(?:candidate|student)\b",
    re.I,
)
# A thesis field that only says with whom it was written: "Senior thesis with Dr. A B", "Honours thesis under A"
THESIS_WITH_RE = re.compile(
    r"^(?:[\w'’.]+\s+){0,2}?(?:thesis|dissertation|project)\s+(?:with|under|supervised by|advised by)\s+"
    r"(?P<names>[^()]+?)\.?$",
    re.I,
)


def degree_and_field(study_type: str) -> tuple[str, str | None]:
    """A degree written with its field and no ``area``: ``B.S. Biology (minor in Chemistry), magna cum laude`` ->
    (``B.S.``, ``Biology``), ``PhD candidate, Marine Biology`` -> (``PhD``, ``Marine Biology``); else as written."""
    if not (m := find_degree(study_type)) or m.start() > 0:
        return study_type, None
    rest = study_type[m.end() :]
    while (note := _DEGREE_NOTE_RE.search(rest)) is not None:
        rest = rest[: note.start()] + rest[note.end() :]
    rest = re.sub(r"^\s*(?:[,:–—-]\s*)?(?:in\s+)?", "", rest).strip(" ,.;")
    if not rest or not re.match(r"[A-Z]", rest) or len(rest.split()) > 6 or re.search(r"[\d()]", rest):
        return study_type, None
    return m.group(0), rest


# The subject's role before the course it names: "Teaching assistant, PHYS 1112 Mechanics", "TA for Statistics"
TEACHING_ROLE_RE = re.compile(
    r"^(?:graduate\s+|head\s+|lead\s+)?(?:teaching assistant|TA|co-?instructor|instructor|lecturer|tutor|grader"
    r"|demonstrator|teaching fellow)\s*(?:[,:–—-]\s*|\s(?:for|in|of|on)\s+)",
    re.I,
)


# A teaching role on a course with its terms, in a job's prose: "seminar lead on EDU101 Assessment (Jan 2022, Jan 2023)"
_ROLE_ON_COURSE_RE = re.compile(
    r"\b(?:lead|leader|facilitator|tutor|instructor|lecturer|demonstrator|teaching assistant|TA|convenor)"
    r"\s+(?:on|for|in)\s+(?:the\s+)?(?P<course>[A-Z0-9][^()]*?)\s*\((?P<terms>[^()]*\b(?:19|20)\d\d\b[^()]*)\)"
)


def roles_on_courses(text: str) -> list[tuple[str, str | None, str]]:
    """The courses a job's prose names with the subject's teaching role and the terms taught, one per term:
    (course, code, term)."""
    out = []
    for m in _ROLE_ON_COURSE_RE.finditer(text):
        course, code = course_and_code(m.group("course").strip(), None)
        terms = [t.strip() for t in re.split(r"[,;]|\band\b", m.group("terms")) if re.search(r"(?:19|20)\d\d", t)]
        out += [(course, code, term) for term in terms]
    return out


def mixed_names(text: str) -> tuple[str, ...]:
    """A list of two names or more, each a name on its own though their shapes differ (``Lee, S., Roy, P., and D.
    Kim``); else none."""
    names = nm.split_names(text).names
    return names if len(names) > 1 and all(nm.is_name(n) for n in names) else ()


# A job's highlight telling where the subject presented, each venue with its date: "Presented findings at X (June
# 2024) and Y (October 2024)"
_PRESENTED_AT_RE = re.compile(
    r"^(?:I\s+)?(?:presented|gave (?:talks?|presentations?))\b[^.;]*?\bat\s+(?P<rest>.+)$", re.I
)
_HOST_AND_DATE_RE = re.compile(
    r"(?:^|,\s*|\s+and\s+)(?:the\s+)?(?P<host>[A-Z][^(),]+?)\s*\((?P<date>[^()]*\b(?:19|20)\d\d)\)"
)


def presented_at(text: str) -> list[tuple[str, str]]:
    """The hosts and dates of the untitled talks a highlight tells of: (host, date as written)."""
    if not (m := _PRESENTED_AT_RE.match(text.strip().rstrip("."))):
        return []
    return [(h.group("host").strip(), h.group("date")) for h in _HOST_AND_DATE_RE.finditer(m.group("rest"))]


# A job's highlight that is a line of service: "Organizer, Toronto Labour Lunch, 2022-present"
SERVICE_LINE_RE = re.compile(
    r"^(?:co-?)?(?:organi[sz]er|reviewer|referee|(?:session |program |track )?(?:co-?)?chair|associate editor"
    r"|guest editor|editor|(?:program|organi[sz]ing) committee member)\s*[,:]\s+[A-Z]",
    re.I,
)

# The subject's part in a course, after it: "Astrophysics (teaching assistant)", "Galaxies (guest lectures)"
TEACHING_NOTE_RE = re.compile(
    r"\s*\((?:teaching assistant|TA|guest lectures?|guest lecturer|co-?taught|co-?instructor|instructor|lecturer"
    r"|tutor(?:ials?)?|lab(?:oratory)? (?:instructor|sections?))\)\s*$",
    re.I,
)


# The unit a job's title names after a comma, which is the employer's part: "Professor, School of Chemistry",
# "Postdoctoral researcher, group of A. Cavalleri"
_UNIT_RE = re.compile(
    r",\s+(?:(?:the\s+)?(?:school|department|dept\.?|faculty|division|college|centre|center|institute) (?:of|for)\b"
    r"|(?:research\s+)?(?:group|lab|laboratory) of\b).*$",
    re.I,
)
# A post held beside a job, in its highlights, with its years: "Associate Chair for Graduate Studies (2022-)"
POST_RE = re.compile(
    r"^(?P<title>(?:(?:associate|assistant|deputy|vice|interim|acting)[ -])?(?:chair|director|dean|head|provost)\b"
    r"[^()]{0,60}?)\s*\((?P<dates>(?:19|20)\d\d[^()]*)\)$",
    re.I,
)


def title_without_unit(title: str) -> str:
    """A job's title without the department or group it names after a comma."""
    return _UNIT_RE.sub("", title) or title


def without_employer(course: str, employers: list[str]) -> str:
    """A course without the school it was taught at, named in brackets after it (``Mechanics (Cornell)``), when the
    resume names that school among its employers or degrees (``Cornell University``)."""
    m = re.search(r"\s*\(([^()]{2,40})\)$", course)
    if m and m.start() and any(re.search(rf"\b{re.escape(m.group(1))}\b", org) for org in employers):
        return course[: m.start()]
    return course


def untitled_citation(entry: dict[str, Any]) -> dict[str, Any] | None:
    """An entry with no ``name`` or ``title`` whose citation key or summary holds the whole citation, as an entry
    whose ``name`` is that citation (``{"citation": "Lee A, Roy B. Title. J. 2021;4:1-9."}``); else ``None``."""
    if any(isinstance(entry.get(k), str) and entry[k].strip() for k in ("name", "title")):
        return None
    keys = (*CITATION_KEYS, "summary", "description")
    text = next((v.strip() for k in keys if isinstance(v := entry.get(k), str) and len(v.split()) >= 6), None)
    if text is None or not re.search(r"(?:19|20)\d\d", text):
        return None
    return {**{k: v for k, v in entry.items() if k not in keys}, "name": text}


# Where a book review's entry names the book it reviews, and the book's author (no author of the review)
_REVIEWED_KEYS = ("book", "reviewed", "reviewedWork", "reviewed_work", "reviewOf", "review_of")
_REVIEWED_AUTHOR_KEYS = ("by", "author", "authors", "bookAuthor", "book_author", "reviewedAuthor")


def reviewed_book(entry: dict[str, Any], group: str) -> dict[str, Any] | None:
    """A book review listed by the book it reviews, under a heading of reviews (``"reviews": [{"book": "B", "by":
    "A", "journal": "J"}]``), as an entry titled by the book, of the kind "book review", the subject its author;
    a titled one without its ``by``; else ``None``."""
    if not re.search(r"\breviews?\b", group, re.I):
        return None
    if any(isinstance(entry.get(k), str) and entry[k].strip() for k in ("name", "title")):
        # a titled review ("Review of B"): its "by" names the book's author too, not the review's
        return {k: v for k, v in entry.items() if k != "by"} if "by" in entry else None
    book = next((v.strip() for k in _REVIEWED_KEYS if isinstance(v := entry.get(k), str) and v.strip()), None)
    if book is None:
        return None
    dropped = (*_REVIEWED_KEYS, *_REVIEWED_AUTHOR_KEYS)
    return {**{k: v for k, v in entry.items() if k not in dropped}, "title": book, "type": "book review"}


def orcid_contributor(person: dict[str, Any]) -> dict[str, Any]:
    """A contributor as ORCID's API writes it (``{"credit-name": {"value": "A B"}, "contributor-attributes":
    {"contributor-role": "author"}}``, or a converter's with the attributes on the contributor) with its values
    flat: ``{"credit-name": "A B", "role": "author"}``."""
    flat = {k: v["value"] if isinstance(v, dict) and isinstance(v.get("value"), str) else v for k, v in person.items()}
    attributes = next((v for k, v in person.items() if k in ("contributor-attributes", "contributorAttributes")), None)
    attributes = attributes if isinstance(attributes, dict) else person  # a converter's: on the contributor itself
    if "role" not in flat:
        role = attributes.get("contributor-role") or attributes.get("contributorRole")
        # a CRediT role ("http://credit.niso.org/contributor-roles/writing-original-draft/") is an author's share
        role = "author" if isinstance(role, str) and "credit.niso.org/" in role else role
        flat["role"] = role.replace("-", " ") if isinstance(role, str) else role
    return flat


_CODE = r"[A-Z]{2,5}\s?\d{3,4}[A-Z]?"
# Courses a job's prose names by their codes alone: "Teaching TE 402 and TE 803", "taught CHEM 101, CHEM 102"
_CODES_TAUGHT_RE = re.compile(
    rf"\b(?i:teaching|taught|teach(?:es)?)\s+(?P<codes>{_CODE}(?:(?:,\s*|,?\s+and\s+){_CODE})*)\b"
)


# A course named by its code and its title in prose: "MINN3003 Rock Engineering", "CHEM 101 General Chemistry"
_CODED_COURSE_RE = re.compile(
    rf"(?P<code>{_CODE})\s+(?P<title>[A-Z][\w&'’-]*(?:\s+(?:[A-Z][\w&'’-]*|and|of|in|for|to|the|&)(?!\s+{_CODE}))*)"
)
# The prose of teaching: "Teach X and Y (2021–present)", "Taught X (2018, 2019)", "Guest lecture ... in X, 2019"
_TEACHING_PROSE_RE = re.compile(
    r"\b(?i:teach(?:es|ing)?|taught|lectur(?:e|es|ed|ing)|instructor|co-?taught)\b"
)
# The terms after the courses: "(2021–present)", "(2018, 2019, 2020)", ", 2019"
_TERMS_AFTER_RE = re.compile(
    r"(?:\(([^()]*\d{4}[^()]*)\)|,\s*((?:19|20)\d\d(?:\s*[–-]\s*(?:\d{2,4}|present))?))\s*\.?$"
)


def coded_courses_taught(text: str) -> list[tuple[str, str | None, str | None]]:
    """The courses a job's prose names by code and title, with the terms after them: "Taught MINN2004 Rock Mechanics
    (2018, 2019)" gives the course once for each year listed; a range stays one term ("(2021–present)")."""
    if not _TEACHING_PROSE_RE.search(text):
        return []
    named = [(m.group("title").strip(), re.sub(r"\s", "", m.group("code"))) for m in _CODED_COURSE_RE.finditer(text)]
    if not named:
        return []
    terms: list[str | None] = [None]
    if found := _TERMS_AFTER_RE.search(text):
        written = (found.group(1) or found.group(2)).strip()
        listed = re.findall(r"(?:19|20)\d\d", written)
        ranged = re.search(r"\d{4}\s*[–-]\s*(?:\d{2,4}|present|now)", written, re.I)
        terms = [written] if ranged or len(listed) < 2 else listed
    return [(title, code, term) for title, code in named for term in terms]


def codes_taught(text: str) -> list[tuple[str, str | None, str | None]]:
    """The courses a job's prose names by code alone, untitled and without a term: ("", code, None)."""
    return [
        ("", code, None)
        for m in _CODES_TAUGHT_RE.finditer(text)
        for code in re.findall(_CODE, m.group("codes"))
    ]
