"""JSON Resume (https://jsonresume.org/schema) -> :class:`CvRecord`. Pure: no I/O.

Each fact's span is the line where its object opens in the JSON text, as
:func:`~cvkg.extract.jsonresume_json.value_lines` finds it.

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

import dataclasses
import html
import re
import unicodedata
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any, TypeVar

from cvkg.extract import activities, advising, committees, courses, profile, service, theses, topics
from cvkg.extract import jsonresume_custom as custom
from cvkg.extract import names as nm
from cvkg.extract import notes as status_notes
from cvkg.extract.citations import Citation, parse_citation, split_author_prefix
from cvkg.extract.dates import find_dates, parse_date
from cvkg.extract.jsonresume_json import Path_, camel, camel_keys, load_object, value_lines
from cvkg.extract.sections import Section, SectionKind
from cvkg.extract.venue_fields import split_venues, tidy_venue
from cvkg.extract.venues import is_journal_title, is_publisher, kind_from_heading, venue_kind
from cvkg.model import (
    PRESENT,
    Award,
    Committee,
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
    Student,
    StudentStatus,
    Talk,
    Teaching,
    Text,
)

_T = TypeVar("_T")
_ISO = re.compile(r"^((?:19|20)\d\d)(?:-(\d\d))?(?:-\d\d)?(?:T.*)?$")
# "01.09.2019", "09.2019": a European date, day first
_EMPTY_PARENS_RE = re.compile(r"\s*\(\s*\)")
_DOTTED_IN_TEXT_RE = re.compile(r"(?<![\w.])(\d{1,2})\.(\d{1,2})\.((?:19|20)\d\d)(?![\w.]|\.\d)")
_DOTTED_RE = re.compile(r"^(?:(\d{1,2})\.)?(\d{1,2})\.((?:19|20)\d\d)$")
# A grant's amount or the subject's role closing its title: "... ($450,000; PI)", "..., USD 1.2M"
_GRANT_TAIL_RE = re.compile(r"\s*(?:\(([^()]*)\)|[,;]\s+((?:[^,;()]|,(?=\d))*))\s*$")
_MONEY_OR_ROLE_RE = re.compile(
    r"[$€£¥]|\b(?:USD|EUR|GBP|CHF|CAD|AUD|JPY)\b|\b\d{1,3}(?:[,.]\d{3})+\b|\b(?:co-?)?PI\b"
    r"|principal investigator",
    re.I,
)
# Each field, then the names other schema versions and exporters give it.
_ORG = ("name", "company", "organization", "organisation", "institution", "employer", "where", "place")
_TITLE = ("position", "title", "role", "jobTitle")
_PUB_TITLE = ("name", "title")
_PUB_VENUE = (
    "publisher", "journal", "venue", "booktitle", "conference", "book", "event", "meeting", "server", "repository",
)  # fmt: skip
_PUB_DATE = ("releaseDate", "date", "year")
_URL = ("url", "website", "link")
# Where exports put a publication's authors, and its co-authors alone (the subject implied first)
_PUB_AUTHORS = (
    "authors", "author", "authorList", "authorship", "contributors", "inventors", "x-authors", "creators", "byline",
)  # fmt: skip
_PUB_COAUTHORS = ("coauthors", "co_authors", "co-authors", "coAuthors", "x-coauthors")
# A period written as one string by hand: "date": "Sep 2019 – Present".
_RANGE_KEYS = ("date", "dates", "period", "years", "duration")
_TALK_HOST = ("event", "host", "venue", "conference", "meeting", "where", "organization", "institution", "location")
# "Authors: A, B.", also as a later sentence ("Journal article. Authors: ...") and in other languages ("Autores:")
_AUTHORS_LABEL_RE = re.compile(
    r"(?:^|[.;]\s+)(?:(?:other|all|full)\s+)?(?:co-?)?(?:authors?|contributors?|autor(?:es|as)?|auteurs?|autori|autoren)"
    r"(?:\s+list)?(?:\s*\([^()]{1,20}\))?\s*:\s*",  # "Authors (in order):", "Author list:", "Other authors:"
    re.I,
)
# What the summary says of the subject's place among the authors, before the list: "Second author. A, B, C."
_AUTHOR_PLACE_RE = re.compile(
    r"^\s*(?:first|second|third|fourth|fifth|last|senior|lead|corresponding|co-?first|joint first)\s+author\s*[.;:]\s*",
    re.I,
)
_PLACE_MARK_RE = re.compile(
    r"\s*\((?:(?:first|last|senior|lead|corresponding|co-?first|joint first)(?:\s+authors?)?|equal contribution"
    r"|me|myself|self)\)",
    re.I,
)
# A group the authors wrote for, after their names: "A, B, C; on behalf of the RN4CAST Consortium."
_ON_BEHALF_RE = re.compile(
    r"[;,]?\s*\b(?:on behalf of|for the)\s+[^.;]*\b(?:group|consortium|investigators|collaborat\w+|network|study"
    r"|team)\b",
    re.I,
)
# "Ruiz, D. y Ortega, M.": "and" in the summary's language, between two names
_OTHER_AND_RE = re.compile(r"(?<=\.)\s+(?:y|e|und|et|i)\s+(?=[A-ZÀ-Þ])")
_EDU_LABEL_RE = re.compile(
    r"(?:^|(?<=[\s.;,(]))(?P<label>thesis(?: title)?|dissertation|(?:co-?)?advis[eo]rs?|supervisors?"
    r"|advised by|supervised by|(?:(?:thesis |dissertation |doctoral )?committee(?: members?)?|readers?)(?=\s*:)"
    # other languages' labels: "Tesis:", "Tesi:", "Thèse :", "Director:", "tutor:", "Betreuer:", "Orientadora:"
    r"|(?:tesis|tesi|tese|th[èe]se|doktorarbeit|dissertação)(?=\s*:)"
    r"|(?:director[a]?|directeur|directrice|tutor[a]?|relatore|betreuer(?:in)?|doktorvater|orientador[a]?"
    r"|promotor)(?=\s*:))"
    r"\s*:?\s*",
    re.I,
)
# the members of a thesis committee who chaired it: "Committee: A (chair), B (co-chair), C"
_CHAIRS_RE = re.compile(r"([^,;()]+?)\s*\((?:co-?)?chair\)", re.I)
_AWARD_NOTE_RE = re.compile(
    r"\b(?:best|outstanding|distinguished|honou?rable)\b[^.;]{0,40}\b(?:award|prize|paper|mention)\b", re.I
)
# A summary that says what the item is, not what it is about: "PhD thesis, Leiden University"
_THESIS_SUMMARY_RE = re.compile(
    r"^(?:Ph\.?\s?D\.?|doctoral|master'?s|M\.?Sc\.?|M\.?A\.?|B\.?Sc\.?)?\s*(?:thesis|dissertation)\b", re.I
)
# A summary saying the paper is still with a journal: "under review at X", "submitted to X", "revise and resubmit"
_PENDING_SUMMARY_RE = re.compile(r"\b(?:under review|in review|submitted to|revise (?:and|&) resubmit)\b", re.I)
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


# A doctorate the resume's own summary tells of: 'the thesis "Title", supervised by Prof. A and Dr. B.'
_SUMMARY_THESIS_RE = re.compile(r"\b(?:thesis|dissertation)\s+(?:titled\s+|entitled\s+)?[\"“]([^\"”]{8,})[\"”]", re.I)
_SUMMARY_ADVISORS_RE = re.compile(r"\b(?:supervised|advised|co-supervised)\s+by\s+([^.;]+)", re.I)
# Where a degree's advisors are kept, by the schema's extenders and by hand
_ADVISOR_KEYS = ("advisors", "advisor", "supervisors", "supervisor", "x-advisors", "x-advisor", "x-supervisors")
_ADVISOR_NOTE_RE = re.compile(r"\b(?:co-?)?(?:advis[eo]rs?|supervisors?|supervised by)\s*:?\s*(.+)$", re.I)
_DOCTORATE_RE = re.compile(
    r"(?:Ph\.?\s?D|D\.?\s?Phil|Doctor|Doctorate|Dr\.?\s?(?:rer|phil|sc)|Sc\.?D|Ed\.?D)\b", re.I
)
# A reference who supervised it: {"name": "Prof. A, Univ", "reference": "PhD supervisor. Contact: ..."}
_SUPERVISOR_REF_RE = re.compile(
    r"\b(?:ph\.?d\.?|doctoral|thesis|dissertation)\s+(?:co-?)?(?:supervisor|advis[eo]r)", re.I
)


def _doctorate_completed(
    degrees: list[Degree],
    summary: str,
    references: object,
    publications: tuple[Publication, ...],
    thesis_notes: dict[str, str],
) -> tuple[Degree, ...]:
    """The doctorate's advisors and thesis where the resume gives them elsewhere than under the degree: in the
    basics' summary, among the references ("PhD supervisor"), or as a thesis among the publications (whose
    summary may name its advisor); ``thesis_notes`` are the publications' summaries by title."""
    at = next((i for i, d in enumerate(degrees) if _DOCTORATE_RE.match(d.degree)), None)
    if at is None:
        return tuple(degrees)
    phd = degrees[at]
    advisors = phd.advisors
    summary = re.sub(r"\b(?:Prof|Dr|Profs|Drs)\.\s*", "", summary)  # "supervised by Prof. A": no sentence end
    if not advisors and (m := _SUMMARY_ADVISORS_RE.search(summary)):
        advisors = tuple(nm.clean_name(n) for n in nm.split_names(m.group(1)).names)
    if not advisors and isinstance(references, list):
        advisors = tuple(
            nm.clean_name(str(r["name"]).split(",")[0])
            for r in references
            if isinstance(r, dict) and r.get("name") and _SUPERVISOR_REF_RE.search(str(r.get("reference") or ""))
        )
    thesis = phd.dissertation
    if thesis is None and (m := _SUMMARY_THESIS_RE.search(summary)):
        thesis = m.group(1).strip().rstrip(".")
    theses = [p for p in publications if p.kind is PublicationKind.THESIS and p.title]
    if thesis is None and len(theses) == 1:
        thesis = theses[0].title
    if not advisors and len(theses) == 1 and (said := _ADVISOR_NOTE_RE.search(thesis_notes.get(theses[0].title, ""))):
        advisors = tuple(nm.clean_name(n) for n in nm.split_names(said.group(1).rstrip(".")).names)
    degrees[at] = dataclasses.replace(phd, advisors=advisors, dissertation=thesis)
    return tuple(degrees)


def _unnamed(basics: dict[str, Any], doc: SourceDocument) -> str:
    """The subject of a resume without ``basics.name``, as the text reader names one: the name the e-mail
    address spells (when the resume writes it so), else one made from the file's name, so that two
    unnamed resumes never become one person."""
    mail = _str(basics, "email")
    return (profile.name_in_email(mail, doc.text) if mail else None) or f"Unnamed subject of {doc.name}"


def extract(doc: SourceDocument) -> CvRecord:
    """Every fact of a JSON Resume, each with the JSON line its entry opens on.

    Raises:
        InputError: the text is not a JSON object.
    """
    data = camel_keys(load_object(doc))
    lines = value_lines(doc.text)
    reader = _Reader(doc, {tuple(camel(k) if isinstance(k, str) else k for k in p): n for p, n in lines.items()})
    basics = data.get("basics") if isinstance(data.get("basics"), dict) else {}
    raw_name = _str(basics, "name") or _joined(basics)
    name = nm.clean_name(raw_name) if raw_name else None  # "Dr. Ana Ruiz": the honorific is no part of it
    name = nm.clean_name(name) or name if name else _unnamed(basics, doc)  # "Dr. Ada Byron" is Ada Byron
    person = reader.person(basics, name)
    # jobs in the schema's "work", or under a key of the resume's own ("researchExperience", "appointments")
    job_keys = tuple(k for k in custom.keys_of(data, custom.JOB_KEYS, SectionKind.POSITIONS) if k != "work")
    work = [*reader.entries(data, "work"), *reader.custom(data, job_keys)]
    reader.employers = [
        org for _, e in [*work, *reader.entries(data, "education")] if (org := _first(e, *_ORG, "school", "university"))
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
    publications = tuple(reader.publication(p, e, name) for p, e in pub_entries if _first(e, *_PUB_TITLE)) + tuple(
        reader.patent(p, e, name) for p, e in patents if _first(e, *_PUB_TITLE)
    )
    known_titles = [p.title for p in publications]
    # "committees" are the dissertations sat on (read apart), though a heading "Committees" names service
    service_keys = tuple(k for k in custom.keys_of(data, custom.SERVICE_KEYS, SectionKind.SERVICE)
                         if k not in custom.COMMITTEE_KEYS)
    return CvRecord(
        source=doc,
        person=person,
        headline=_first(basics, "label", "headline"),
        interests=tuple(reader.interests(data)),
        education=_doctorate_completed(
            [reader.degree(p, e) for p, e in reader.entries(data, "education")],
            _str(basics, "summary") or "",
            data.get("references"),
            publications,
            {(_first(e, *_PUB_TITLE) or "").rstrip("."): _str(e, "summary") or "" for _, e in pub_entries},
        ),
        positions=(
            *(reader.position(p, e) for p, e in work),
            *(post for p, e in work for post in reader.highlight_posts(p, e)),
        ),
        service=(
            *(s for p, e in reader.entries(data, "volunteer") for s in reader.service(p, e)),
            *(s for p, e in reader.custom(data, service_keys) for s in reader.duty(p, e)),
            *reader.custom_lines(data, service_keys, SectionKind.SERVICE, partial(service.service, doc=doc)),
            *(s for p, e in work for s in reader.highlight_duties(p, e)),
        ),
        awards=reader.awards(data),
        publications=publications,
        projects=tuple(
            reader.project(p, e) for p, e in reader.entries(data, "projects") if _first(e, "name", "title")
        ),
        talks=(*reader.talks(data, known_titles), *(t for p, e in work for t in reader.highlight_talks(p, e))),
        teaching=(*reader.courses_taught(data), *(t for p, e in work for t in reader.courses_in_prose(p, e))),
        students=reader.advisees(data, work),
        committees=reader.committees(data),
        skills=tuple(reader.skills(data)),
        warnings=tuple(reader.warnings),
    )


def _year(entry: dict[str, Any], *keys: str) -> int | None:
    found = find_dates(raw) if (raw := _first(entry, *keys)) else None
    return found.start.year if found and found.start else None


def _group_status(entry: dict[str, Any]) -> str:
    """The status a hand-made group's name gives its students (``phd_graduated``, ``Current students``)."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])|_", " ", str(entry.get("group", ""))).lower()  # "phdGraduated"


def _names_committees(entry: dict[str, Any]) -> bool:
    """Whether a hand-made group of an advising section lists committees sat on (``thesisCommittees``)."""
    return bool(re.search(r"committee|examin", _group_status(entry)))


def _plain(text: str) -> str:
    """An export's HTML as text: ``<p>$98,000; 2021&ndash;2023</p>`` -> ``$98,000; 2021–2023``."""
    # a paragraph or a line break ends a sentence: "<p>Authors: A, B</p><p>We study looms.</p>"
    parts = [html.unescape(_HTML_TAG_RE.sub("", p)).strip() for p in _BLOCK_END_RE.split(text)]
    parts = [p for p in parts if p]
    return " ".join(p if p[-1] in ".!?:;," or k == len(parts) - 1 else f"{p}." for k, p in enumerate(parts))


def _str(entry: dict[str, Any], key: str) -> str | None:
    value = entry.get(key)
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        return None
    return str(value).strip() or None


def _first(entry: dict[str, Any], *keys: str) -> str | None:
    """The first of ``keys`` that holds a non-empty string or number."""
    return next((value for key in keys if (value := _str(entry, key))), None)


def _joined(basics: dict[str, Any]) -> str | None:
    """``firstName`` + ``lastName`` (or the ``given``/``family`` pair) when ``name`` is missing."""
    for given, family in (("firstName", "lastName"), ("givenName", "familyName"), ("first", "last")):
        if (first := _str(basics, given)) and (last := _str(basics, family)):
            return f"{first} {last}"
    return None


_AWARD_PERIOD_KEYS = ("period", "years", "duration", "x-period", "x-years", "x-duration")


def _date(value: str | None) -> DateBound | None:
    """An ISO 8601 date as the schema asks (day dropped), or a free-form one (``Sep 2019``)."""
    if value is None:
        return None
    value = custom.epoch_month(value) or value  # "releaseDate": 1614556800000
    if match := _ISO.match(value):
        month = int(match.group(2)) if match.group(2) else None
        return PartialDate(int(match.group(1)), month) if month is None or 1 <= month <= 12 else None
    if (m := _DOTTED_RE.match(value.strip())) and 1 <= int(m.group(2)) <= 12:
        return PartialDate(int(m.group(3)), int(m.group(2)))
    if (parsed := parse_date(value)) is not None:
        # "September 1, 2019": the day goes, as it does from "2019-09-01" (the layout's dates are YYYY-MM)
        return PartialDate(parsed.year, parsed.month) if isinstance(parsed, PartialDate) else parsed
    # "Expected May 2016", "2021 (to appear)": one date among words
    found = find_dates(value)
    return found.start if found and not found.is_range else None


def _kind(title: str) -> PositionKind:
    lowered = title.lower()
    if "intern" in lowered and "international" not in lowered:
        return PositionKind.INTERNSHIP
    if "postdoc" in lowered or "post-doc" in lowered or "postdoctoral" in lowered:
        return PositionKind.POSTDOC
    if "contract" in lowered or "consultant" in lowered:
        return PositionKind.CONTRACT
    return PositionKind.JOB


# Where data and code are deposited, not papers published
_DATA_HOST_RE = re.compile(
    r"^(?:Zenodo|Figshare|Dryad|(?:Harvard )?Dataverse|Mendeley Data|PANGAEA|Software Heritage)$", re.I
)
# A summary that opens by saying the item is no paper: "Dataset. Gridded daily ...", "Software: ..."
_NOT_PAPER_SUMMARY_RE = re.compile(r"^(?:data ?sets?|data|software|code|source code|blog post)\s*[.:;]", re.I)
# A summary whose first words name the item's type, in English or another language: "Artículo. Autores: ...",
# "Póster (resumen publicado en actas).", "Tesis doctoral.", "Practitioner article."
_TYPE_SUMMARY_RE = re.compile(
    r"^(?:(?P<thesis>tesis|tese|th[eè]se|tesi)(?:\s+\w+)?"
    r"|(?P<poster>p[óo]ster|poster)(?:\s+\w+)?(?:\s+(?:at|in)\s+[^.;:]+)?"  # "Poster at the X Conference."
    r"|(?:\w+\s+)?(?P<journal>art[íi]culo|artigo|articolo|article)(?:\s+(?:de|da|di)\s+\w+)?"
    r"|(?P<book>(?:book\s+)?chapter|book|monograph|cap[íi]tulo(?:\s+de\s+libro)?|chapitre(?:\s+d'ouvrage)?))"
    r"\s*(?:[.:;,(]|$)",
    re.I,
)
_SUMMARY_TYPES = {
    "thesis": PublicationKind.THESIS,
    "poster": PublicationKind.POSTER,
    "journal": PublicationKind.JOURNAL,
    "book": PublicationKind.BOOK,
}
# A summary that names the item a thesis as it describes it: "This thesis examines ..."
_THIS_THESIS_RE = re.compile(r"^(?:this|my|in this|the present)\s+(?:(?:doctoral|ph\.?\s?d\.?|master'?s)\s+)?"
                             r"(?:thesis|dissertation)\b", re.I)


def _bare_kind(venue: str | None) -> PublicationKind:
    """A ``publisher`` with no cue word: a title-case name is a journal's (``Demography``), a data repository's
    is no publication's."""
    if venue and _DATA_HOST_RE.match(venue.strip()):
        return PublicationKind.OTHER
    if venue and re.match(r"(?:Proc\.|Proceedings\b)", venue.strip()):
        return PublicationKind.CONFERENCE  # "Proc. SPIE 12991, Ultrafast Phenomena XXVIII"
    return PublicationKind.JOURNAL if is_journal_title(venue) else PublicationKind.OTHER


def _summary_kind(summary: str | None, venue: str | None) -> PublicationKind | None:
    """The kind a summary shows: a thesis it names, or a journal it cites with a volume and a page (ApJ's "2024,
    ApJ, 968, 55"), which an acronym like ``MNRAS`` would not tell from a conference's."""
    if not summary:
        return None
    summary = _plain(summary)
    if _THESIS_SUMMARY_RE.match(summary) or _THIS_THESIS_RE.match(summary):
        return PublicationKind.THESIS
    if _NOT_PAPER_SUMMARY_RE.match(summary):
        return PublicationKind.OTHER
    if m := _TYPE_SUMMARY_RE.match(summary):
        return next(kind for key, kind in _SUMMARY_TYPES.items() if m.group(key))
    if _PENDING_SUMMARY_RE.search(summary):
        return PublicationKind.PREPRINT  # "..., under review at Environment and Urbanization."
    if venue and re.search(rf"(?<!\w){re.escape(venue)},?\s+\d{{1,4}},\s*[A-Z]?\d{{1,6}}\b", summary):
        return PublicationKind.JOURNAL
    return None


# A publisher that published the paper without being where it appeared: a society or a platform, a patent office
_HOUSE_RE = re.compile(
    r"^(?:Association for Computational Linguistics|(?:[\w.]+ )*Patent(?: and Trademark)? Office"
    r"|(?:arXiv|bioRxiv|medRxiv|SSRN|OpenReview|Zenodo)(?:\.(?:org|net))?"
    r"|(?:The )?(?:Royal|American|European|British|German|Chinese|Japanese|Canadian) (?:\w+ )?Society"
    r"(?: (?:of|for) [\w ]+)?"
    r"|Society for Industrial and Applied Mathematics)$",
    re.I,
)


def _is_house(publisher: str) -> bool:
    """Whether a ``publisher`` value names who published, not the journal or the proceedings (``IEEE``)."""
    return is_publisher(publisher) or _HOUSE_RE.match(publisher.strip()) is not None


def _venue_text(entry: dict[str, Any]) -> str | None:
    """The venue an entry names: its ``publisher``, unless that names only the house and a key of the export's
    own (``venue``, ``journal``) says where ("IEEE" beside "2020 IEEE International Conference on Big Data",
    "arXiv" beside "arXiv:2411.09921")."""
    publisher, named = _str(entry, "publisher"), _first(entry, *_PUB_VENUE[1:])
    if publisher and named and (_is_house(publisher) or publisher.lower() in named.lower()):
        return named
    return _first(entry, *_PUB_VENUE)


def _clauses(*texts: str | None) -> list[str]:
    """The clauses of a summary or a status, parted by semicolons and sentence ends (not an initial's period)."""
    parts = (re.split(r";\s*|(?<![A-Z])\.\s+(?=[A-Z])", _plain(t or "").rstrip(".")) for t in texts)
    return [c.strip() for found in parts for c in found if c.strip()]


def _pending_clauses(summary: str | None, status: str | None) -> list[str]:
    """The clauses of a summary, or the ``status``, that say the paper is not out yet: ``R&R at Econometrica``,
    ``Submitted``."""
    return [c for c in _clauses(summary, status) if status_notes.is_pending([c])]


def _series(status: str | None) -> str | None:
    """The numbered series a working paper's ``status`` names (``IZA Discussion Paper 16502; submitted``), which is
    where it appeared, as a citation's series is."""
    numbered = (c for c in _clauses(status) if re.search(r"\d", c))
    return next((c for c in numbered if venue_kind(c) is PublicationKind.PREPRINT), None)


def _keyed_kind(entry: dict[str, Any], venue: str | None, summary: str | None) -> PublicationKind | None:
    """The kind the key holding the venue names (``"journal": "Adv. Funct. Mater."``), or a summary that only
    names the item's type (``"Practitioner article."``)."""
    for key, kind in (("journal", PublicationKind.JOURNAL), ("conference", PublicationKind.CONFERENCE)):
        if venue and _str(entry, key) == venue:
            return kind
    if summary and len(summary.split()) <= 3:
        return custom.stated_kind(summary)
    return None


def _summary_book(summary: str | None, venue: str | None) -> str | None:
    """The venue, or the book a summary's citation puts the paper in when ``publisher`` names only the book's
    publisher (Harvard's "'Title', in A and B (eds) Book. London: Routledge, pp. 1-9." with "Routledge"), or
    the proceedings when it names only the house (APA's "In Proceedings of X (pp. 1-9). Association for
    Computational Linguistics." with "Association for Computational Linguistics")."""
    is_house = bool(venue) and _is_house(venue or "")
    if not (summary and venue) or not (
        is_house or re.search(r"\(eds?\.?\)|\beds?\.|\bedited by\b", summary, re.I)
    ):
        return venue
    found = parse_citation([summary])
    book = found.venue if found and (is_house or found.kind is PublicationKind.BOOK) else None
    # ACS: "In Strategies in Synthesis; Lee, R., Ed.; Wiley-VCH: Weinheim, 2021": the book, its editors, its house
    acs = re.search(r"\bIn:?\s+(?P<book>[^;]{4,}?);\s*[^;]*\bEds?\.;\s*(?P<house>[^;:]+)", summary)
    if acs and venue.strip() == acs.group("house").strip():
        return acs.group("book").strip()
    if book and book != venue and venue in summary[summary.find(book) + len(book) :]:
        return book
    return venue


def _is_hobby(interest: str) -> bool:
    """``Rock climbing`` is a hobby; ``Computational photography`` is research."""
    # an acronym is no hobby: "CAT(0) cube complexes"
    hobby = [m for m in _HOBBY_RE.finditer(interest) if not m.group().isupper()]
    return bool(hobby) and not _ACADEMIC_RE.search(interest)


def _degree_field(study_type: str, area: str | None) -> tuple[str, str | None]:
    """``"Ph.D. in Robotics"`` with no ``area`` -> (``"Ph.D."``, ``"Robotics"``)."""
    if area is None and (found := custom.degree_and_field(study_type))[1]:
        return found  # "B.S. Biology (minor in Chemistry)": the field after the degree, its notes dropped
    if area is None and (m := re.match(r"^(.+?)\s+in\s+(.+)$", study_type)):
        return m.group(1).strip(" ,"), m.group(2).strip(" ,.")
    return study_type, area


def _labelled(text: str | None) -> dict[str, str]:
    """``"Thesis: T. Advisor: Prof. A B."`` -> {"thesis": "T", "advisor": "Prof. A B"}."""
    found: dict[str, str] = {}
    matches = list(_EDU_LABEL_RE.finditer(text or ""))
    for i, m in enumerate(matches):
        stop = matches[i + 1].start() if i + 1 < len(matches) else len(text or "")
        label = m.group("label").lower()
        value = (text or "")[m.end() : stop]
        if "committee" in label and (chairs := _CHAIRS_RE.findall(value)):
            found.setdefault("advisors", ", ".join(c.strip() for c in chairs))  # its chairs advised the thesis
            continue
        if "committee" in label or label.startswith("reader"):
            continue  # committee members and readers are no advisors; their label ends the thesis before it
        thesis_words = ("thesis", "dissertation", "tesis", "tesi", "tese", "thèse", "these", "doktor")
        key = "thesis" if label.startswith(thesis_words) else "advisors"
        if key == "advisors":
            # "Advisor: Prof. J. Pastor. Extraordinary Doctorate Award": the names end with their sentence (an
            # honorific's period ends none, and the names drop it anyway)
            value = re.split(r"(?<=[a-z]{2})\.\s+", re.sub(r"\b(?:Prof|Dr|Profs|Drs)\.\s*", "", value))[0]
        if value.rstrip(" .;,").endswith(")") and value.count(")") > value.count("("):
            value = value.rstrip(" .;,")[:-1]  # "(supervisors: A and B)": the bracket the label opened in
        value = re.sub(r"\s*\($", "", value.strip())  # "Thesis: T (supervisors: ...": the bracket it opens
        found.setdefault(key, value.strip(" .;,").strip("\"“”'‘’").rstrip("."))
    return found


# An "authors" item that cuts the list short: "et al.", "..."
_TRUNCATION_RE = re.compile(r"et\.?\s+al\.?|(?:\.\s*){3}|…", re.I)


def _name_list(value: object) -> tuple[str, ...]:
    """An ``authors`` value: a list of names, or one string of them (``A, B and C``), or LinkedIn's
    ``{"_total": 2, "values": [...]}``."""
    if isinstance(value, dict):
        value = next((v for k in ("values", "items", "list") if isinstance(v := value.get(k), list)), None)
    if isinstance(value, list):
        return tuple(nm.clean_name(v) for v in _name_objects(value) if not _TRUNCATION_RE.fullmatch(v.strip()))
    if isinstance(value, str) and value.strip():
        # "with A and B", "A (external), B": the names alone
        value = _AFFILIATION_RE.sub("", re.sub(r"^\s*(?:joint(?:ly)?\s+)?with\s+", "", value, flags=re.I))
        if ";" in value and (parts := custom.semicolon_names(value)):
            return parts  # "Smith, John; Ruiz, Ana María": a semicolon parts names, whatever their shape
        return nm.split_names(value).names
    return ()


# A short parenthesis after a co-author's name: the affiliation ("A. Smith (CMU)")
_AFFILIATION_RE = re.compile(r"(?<=[a-z.])\s*\([^()\d]{2,40}\)")
# A job's highlight that lists what was taught: "Teaching: ECO339Y Labour Economics, 2021-22"
_TEACHING_LABEL_RE = re.compile(r"^\s*(?:teaching|taught|courses?(?:\s+taught)?|lehre|docencia)\s*:\s*(\S.+)$", re.I)
_COAUTHORS_LABEL_RE = re.compile(
    r"(?:^|(?<=[.;])\s+)\s*(?:(?:other|all)\s+)?(?:co-?authors?|contributors?|other authors?)\s*:\s*", re.I
)
# The co-authors a summary names, the subject implied first: "with A and B", "Co-authored with A.", "(joint with A)",
# "Forthcoming. Joint with A.", "Book chapter, with A."
_WITH_COAUTHORS_RE = re.compile(
    r"(?:^|\(|(?<=[.;,]\s)|(?<=[^\w\s]\s)|\bpublished\s+(?=with\b))\s*(?:(?:co-?)?authored\s+|written\s+|joint(?:ly)?\s+(?:work\s+)?)?"
    r"with\s+(?:(?:my\s+)?co-?authors?\s+)?(?P<names>[^;()]+)",
    re.I,
)


def _authors(entry: dict[str, Any], summary: str | None, subject: str, cited: Citation | None) -> tuple[str, ...]:
    """A publication's authors: an export's own key, the whole citation in its ``name``, an author list in its
    summary or a highlight, else the subject and the co-authors the entry names."""
    keys = (*_PUB_AUTHORS, *(f"x-{k}" for k in _PUB_AUTHORS if not k.startswith("x-")))  # "x-contributors"
    if named := next((found for key in keys if (found := _name_list(entry.get(key)))), ()):
        return custom.as_subject(named, subject)
    if cited and cited.authors:
        return cited.authors
    if bibtex := _bibtex_authors(entry):
        return bibtex
    texts = [summary or "", *(h for h in entry.get("highlights") or () if isinstance(h, str))]
    # a formatted citation beside the fields ("citation": "Smith J, Ruiz AM. Title. J. 2021;4:1-9.")
    texts += [c for key in custom.CITATION_KEYS if (c := _citation_text(entry.get(key)))]
    if listed := next((found for text in texts if (found := custom.with_me(text, subject))), ()):
        return listed  # "Smith J, Me, Doe A"
    if listed := next((found for text in texts if (found := _summary_authors(text, subject))), ()):
        return listed
    coauthors = next((found for key in _PUB_COAUTHORS if (found := _name_list(entry.get(key)))), ())
    coauthors = coauthors or next((found for text in texts if (found := _coauthors(text))), ())
    # "with Frawley T, Mulvey C (joint first), Bianchi G": a "with" list that names the subject is the whole list
    return coauthors if _names_surname(coauthors, subject) else (subject, *coauthors)


# A BibTeX record's author field: "author={Paz, Marisol and Glymour, Theodora M.}"
_BIBTEX_AUTHOR_RE = re.compile(r"\bauthor\s*=\s*[{\"](.+?)[}\"]\s*,?\s*(?:\n|\w+\s*=|}\s*$)", re.I | re.S)


def _bibtex_authors(entry: dict[str, Any]) -> tuple[str, ...]:
    """The authors of the BibTeX record an ORCID export attaches (``"citation": {"type": "bibtex", "value": ...}``)."""
    for key in ("citation", "x-citation", "bibtex", "x-bibtex"):
        value = entry.get(key)
        text = value.get("value") if isinstance(value, dict) else value
        if isinstance(text, str) and text.lstrip().startswith("@") and (m := _BIBTEX_AUTHOR_RE.search(text)):
            found = nm.bibtex_names(" ".join(m.group(1).split()))
            if found and found.names:
                return found.names
    return ()


def _citation_text(value: object) -> str | None:
    """A formatted citation an export keeps beside the fields, as a string or ``{"type": ..., "value": ...}``; not
    a BibTeX record (read apart)."""
    text = value.get("value") if isinstance(value, dict) else value
    return text if isinstance(text, str) and text.strip() and not text.lstrip().startswith("@") else None


def _coauthors(summary: str | None) -> tuple[str, ...]:
    """The co-authors a publication's summary names after "with", if all of it reads as names."""
    if not summary:
        return ()
    summary = _AFFILIATION_RE.sub("", _PLACE_MARK_RE.sub("", summary))  # "with A. Smith (CMU) and B. Jones (MIT)"
    summary = re.sub(r"\b(?:Dr|Prof|Profs|Drs)\.?\s+(?=[A-Z])", "", summary)  # "with Dr. A and Prof. B"
    if m := _COAUTHORS_LABEL_RE.search(summary):
        summary = "with " + summary[m.end() :].replace(";", ",")  # "Coauthors: A; B"
    if (m := _WITH_COAUTHORS_RE.search(summary)) is None:
        return ()
    listed = m.group("names").strip()
    first = re.split(r"(?<![A-Z])\.\s+", listed, maxsplit=1)[0]  # "A. Bo and C. Di. Vol. 115(4), pp. 1-9."
    if first != listed and (names := nm.split_names(first).names) and nm.all_names(names):
        return _without_closing_period(names)
    if found := split_author_prefix(listed):  # the names, then maybe more sentences
        return _without_closing_period(found[0].names)
    names = nm.split_names(re.sub(r"(?<![A-Z])\.$", "", listed)).names
    return _without_closing_period(names) if names and nm.all_names(names) else ()


# The note that explains the marks after names: "(* equal contribution)", "(co-first authors)"
_MARKS_NOTE_RE = re.compile(
    r"\s*\((?:[*†‡§#]+\s*[^()]*|(?:equal|joint) contributions?|co-?first authors?|corresponding authors?)\)", re.I
)
_HTML_TAG_RE = re.compile(r"</?[a-zA-Z][^<>]*>")
_BLOCK_END_RE = re.compile(r"(?i)\s*(?:</(?:p|div|li|h\d)>|<br\s*/?>)\s*")
# ACS: names parted by semicolons, the last one's initials (and a corresponding author's "*") before the journal
_ACS_AUTHORS_RE = re.compile(r"^((?:[^;]+;\s*)+[^;,]+,\s*(?:[A-Z]\.\s?-?){1,3})\**\s+(?=[A-Z][a-z]|[A-Z]{2})")
# ACS: the last author's initials, then a journal abbreviated from an initial ("J. Am. Chem. Soc.", "J. Org. Chem.")
# (only "J." and "Z." are journal words alone: "Okonkwo, B. T. Angew. Chem." keeps its T.)
_JOURNAL_AFTER_INITIALS_RE = re.compile(r"(?<=\b[A-Z]\.)\s+(?=[JZ]\.\s+[A-Z][a-z]+\.\s)")


def _summary_authors(summary: str | None, subject: str) -> tuple[str, ...]:
    """The author list that opens a publication's summary, or else one of its later sentences ("A cohort study.
    Kelly M, Byron A."), if it names the subject."""
    if not summary:
        return ()
    whole = _plain(summary)  # "<b>Ada Byron</b>, ...": the subject set in bold
    starts = [0, *(m.end() for m in _SENTENCE_START_RE.finditer(whole))]
    if found := next((found for at in starts if (found := _opening_authors(whole[at:], subject))), ()):
        return found
    # a line of its own ("Smith J, Ruiz AM\n\nAbstract: ..."), or the names before a dash or a bar that parts them
    # from the rest ("J. Smith, A. Ruiz - J Text Sci 2021")
    lines = [_plain(line) for line in re.split(r"\s*\n\s*|<br\s*/?>", summary, flags=re.I) if line.strip()]
    pieces = [part for line in lines for part in (line, re.split(r"\s+[-–—|]\s+", line)[0])]
    if found := next((found for piece in pieces if (found := _opening_authors(piece, subject))), ()):
        return found
    # the sentence that opens a line, when every part of it is a name though not all of one shape ("Lee, S., Roy,
    # P., and D. Kim. 46(2), 1-9."), or names the name reader does not know, a semicolon between ("Smith, John;
    # Ruiz, Ana María")
    opening = [re.split(r"(?<=[a-z]{2})\.\s|(?<=[A-Z]\.)\s+(?=\d)", line)[0].rstrip(".") for line in lines]
    listed = (custom.semicolon_names(o) if ";" in o else custom.mixed_names(o) for o in opening)
    return next((found for found in listed if _names_surname(found, subject)), ())


# Where a later sentence of a summary starts (an initial's period ends none: "Kelly M. A. Byron")
_SENTENCE_START_RE = re.compile(r"(?<=[a-z]{2}[.!?])\s+(?=[A-Z])")
# "By A, B and C.", "Authors include A, B and C": words before an author list that are no names
_BY_LEAD_RE = re.compile(r"^\s*(?:(?:written\s+)?by|authors?\s+include)\s+", re.I)


def _opening_authors(summary: str, subject: str) -> tuple[str, ...]:
    """The author list that opens the text, if it names the subject."""
    summary = _BY_LEAD_RE.sub("", re.sub(r"^[^\w\"“‘'(]+", "", summary))  # "📄 Smith J, ...": a symbol before
    if (kind := _TYPE_SUMMARY_RE.match(summary)) and kind.group(0).rstrip().endswith("."):
        summary = summary[kind.end() :].lstrip()  # "Poster presentation. Raman SK, Lund C.": the kind, then names
    summary = _ON_BEHALF_RE.sub("", _AUTHOR_PLACE_RE.sub("", summary))
    summary = _PLACE_MARK_RE.sub("", summary)  # "Brennan A (first author), Kelly M"
    summary = re.sub(r"(?<=[A-Z]\.)\*+", "", summary)  # "Sato, B.*": the corresponding author's mark
    if (m := _JOURNAL_AFTER_INITIALS_RE.search(summary)) and "," in summary[: m.start()]:
        summary = summary[: m.start()]  # "Lund, K. M. J. Am. Chem. Soc. 2024": the J. opens the journal
    elif acs := _ACS_AUTHORS_RE.match(summary):
        summary = acs.group(1)  # "Duong, K. A.; Sato, B. Org. Lett. 2023, 25, 1-9": the names up to the journal
    if m := _AUTHORS_LABEL_RE.search(summary):
        listed = _MARKS_NOTE_RE.sub("", summary[m.end() :])  # "A*, B* (* equal contribution)."
        listed = re.sub(r"(?<![A-Z])\.\s*$", "", _OTHER_AND_RE.sub(", ", listed).strip())
        found = split_author_prefix(listed)  # the names, then maybe more sentences
        names = found[0].names if found else nm.split_names(listed).names
    elif bibtex := nm.bibtex_names(summary):
        names = bibtex.names  # "Sharma, Ishaan and Okafor, Chidinma N.": a BibTeX author field, whole
    elif found := split_author_prefix(summary):
        names = found[0].names
    elif (whole := nm.split_names(summary.strip())).names and nm.all_names(whole.names):
        names = whole.names  # the summary is the author list and nothing else ("Lee, A., & Ng, B.")
    elif (folded := _ascii_letters(summary)) != summary and (found := split_author_prefix(folded)):
        # "Wójcik, É., & Li, W. (2021)": the citation reader knows ASCII initials only; the folded text has
        # the same length, so each name is read back from the place it has there
        names = tuple(summary[i : i + len(n)] if (i := folded.find(n)) >= 0 else n for n in found[0].names)
    else:
        return ()
    # a name written family first ("Li Wei" cited "Li, W."): any word of the subject's name, whole
    words = {w for w in re.split(r"[\s,.‐-]+", _ascii_letters(subject).lower()) if len(w) >= 2}
    named = _names_surname(names, subject) or any(
        w in words for n in names for w in re.split(r"[\s,.‐-]+", _ascii_letters(n).lower())
    )
    return _without_closing_period(names) if named else ()


def _names_surname(names: tuple[str, ...], subject: str) -> bool:
    """Whether one of the names carries the subject's surname, or a part of a double one ("Ostrowski, P. R." for
    Raghunathan-Ostrowski)."""
    parts = [p for p in re.split(r"[-‐]", subject.split()[-1].lower()) if len(p) > 3] or [subject.split()[-1].lower()]
    return any(part in n.lower() for n in names for part in parts)


def _without_closing_period(names: tuple[str, ...]) -> tuple[str, ...]:
    """The names without the period that closes the sentence they were in: after a surname ("P. Raghunathan.")
    or after a Vancouver name's initials ("Vezzani A."), which are written without periods."""
    last = names[-1] if names else ""
    if re.search(r"[a-z]\.$", last) or re.fullmatch(r"[^,.]+\s[A-Z]{1,3}\.", last):
        return (*names[:-1], last[:-1])
    return names


def _whole_citation(name: str) -> Citation | None:
    """A publication's ``name`` that is a whole citation (``Lee, S., & Kim, J. (2023). Title. Journal, 4(2).``):
    its parts, when it names authors and a year before a title; else ``None``."""
    dated = re.search(r"(?:19|20)\d\d", name)
    pending = re.search(r"\((?:revise (?:and|&) resubmit|r&r|under review|in review|in press|forthcoming)\)", name,
                        re.I)
    if len(name.split()) < 6 or not (dated or pending):
        return None  # "Lee, A. (revise & resubmit). Title. Journal.": a status stands for the date
    cited = parse_citation([name])
    if cited is None or not cited.authors or not name.startswith(cited.authors[0][:3]):
        return None
    if cited.year is None and not pending:
        return None
    return cited if len(cited.title) < len(name) - 10 else None


def _ascii_letters(text: str) -> str:
    """Each accented letter as its base letter (``É`` -> ``E``), one character for one, so places match."""
    out = []
    for c in text:
        base = unicodedata.normalize("NFKD", c)[0]
        out.append(base if base.isascii() and base.isalpha() else c)
    return "".join(out)


def _place(value: object) -> str | None:
    """A ``location``: a string, or the schema's object ``{city, region, countryCode}`` (address left out)."""
    if isinstance(value, str):
        return value.strip() or None
    if isinstance(value, dict):
        parts = [_first(value, key) for key in ("city", "region", "countryCode", "country")]
        return ", ".join(p for p in parts if p) or None
    return None


def _bound(entry: dict[str, Any], *keys: str) -> str | None:
    """A date as text: a string or number (epoch milliseconds too), or an object ``{"year": 2019, "month": 9}``
    (custom schemas)."""
    if text := _first(entry, *keys):
        return text
    for value in (entry.get(key) for key in keys):
        if isinstance(value, dict) and (year := _str(value, "year")):
            month = _str(value, "month")
            return f"{year}-{int(month):02d}" if month and month.isdigit() else year
    return None


def _iso_month(m: re.Match[str]) -> str:
    """``01.03.2017`` (day first) as ``2017-03``; not a date (``45.13.2017``) left as it is."""
    day, month = int(m.group(1)), int(m.group(2))
    return f"{m.group(3)}-{month:02d}" if 1 <= month <= 12 and 1 <= day <= 31 else m.group(0)


def _keywords(value: object) -> list[str]:
    """A ``keywords`` list, or one string of them (``"Python, Rust; C++"``, as hand edits write it)."""
    items = re.split(r"\s*[,;]\s*", value) if isinstance(value, str) else value if isinstance(value, list) else []
    return [k.strip() for k in items if isinstance(k, str) and k.strip()]


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


def _written_period(text: str) -> Period:
    """``Sep 2019 – Present``, ``2016-2019`` or one date, written in a single field."""
    found = find_dates(text)
    if found is None:
        return Period(None, None)
    return found.period


def _name_objects(value: list[Any]) -> list[str]:
    """Author entries as strings or objects (``{"name": ...}``, ``{"given": ..., "family": ...}``)."""
    out = []
    for v in value:
        if isinstance(v, dict):
            v = v["person"] if isinstance(v.get("person"), dict) else v  # LinkedIn: {"person": {"firstName": ...}}
            v = custom.orcid_contributor(v)  # ORCID's API: {"credit-name": {"value": ...}, "contributor-attributes"}
            if (_str(v, "role") or "author").lower() not in {"author", "first author", "co-author", "coauthor"}:
                continue  # ORCID's contributors include editors and others: "role": "editor"
            v = (
                _first(v, "name", "fullName", "displayName", "creditName", "credit-name", "literal")
                or _joined(v)
                or " ".join(p for p in (_str(v, "given"), _str(v, "family")) if p)
            )
        if isinstance(v, str) and v.strip():
            out.append(v)
    return out


class _Reader:
    """Builds facts from entries, knowing each entry's line."""

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

    def cited(self, data: dict[str, Any], names: tuple[str, ...]) -> Iterator[tuple[Path_, dict[str, Any]]]:
        """A custom publication list's strings as entries: a whole citation is its ``name`` (read as a builder's
        citation is); a title with its co-authors after it (``Title (with A and B)``) gives those as its summary."""
        for path, item in self.custom_items(data, names):
            if isinstance(item, str) and (text := item.strip()) and isinstance(path[-1], int):
                m = _WITH_COAUTHORS_RE.search(text)
                if m and m.start() > 0 and text[m.start()] == "(" and text.endswith(")"):
                    yield path, {"name": text[: m.start()].strip(), "summary": text[m.start() + 1 : -1]}
                else:
                    yield path, {"name": text}

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
        start_raw, end_raw = _bound(entry, "startDate", "start"), _bound(entry, "endDate", "end")
        if start_raw is None and end_raw is None:
            # "date": {"start": ..., "end": ...}; LinkedIn's "timePeriod": {"startDate": {"year": ..}, ...}
            if isinstance(pair := entry.get("date") or entry.get("timePeriod"), dict):
                return self.period(path, pair, is_open=is_open)
            if written := _first(entry, *_RANGE_KEYS):
                return _written_period(written)
        start, end = _date(start_raw), _date(end_raw)
        if start is PRESENT:
            start = None
        if end is None and end_raw is None and start is not None and is_open:
            # a season is a stay of its own ("Summer 2011"), not the start of one that goes on
            end = start if custom.SEASON_RE.match(start_raw or "") else PRESENT
        for key, raw, parsed in (("startDate", start_raw, start), ("endDate", end_raw, end)):
            if raw and parsed is None:
                self.warnings.append(f"{self.span(path)}: cannot read {key} {raw!r}; use YYYY-MM-DD")
        return Period(start if isinstance(start, PartialDate) else None, end)

    def person(self, basics: dict[str, Any], name: str) -> Person:
        profiles = [p for p in basics.get("profiles") or [] if isinstance(p, dict)]
        network = {id(p): (_str(p, "network") or "").lower() for p in profiles}
        orcid = next((_first(p, "url", "username") for p in profiles if network[id(p)] == "orcid"), None)
        homepages = [url for key in ("url", "website") if (url := _str(basics, key))]
        homepages += [
            url
            for p in profiles
            if network[id(p)] in ("homepage", "website", "personal website", "blog") and (url := _str(p, "url"))
        ]
        return Person(
            name=name,
            span=self.span(("basics", "name")),
            emails=tuple(e for e in [_str(basics, "email")] if e),
            homepages=tuple(dict.fromkeys(homepages)),
            phones=tuple(p for p in [_str(basics, "phone")] if p),
            orcid=orcid,
        )

    def degree(self, path: Path_, entry: dict[str, Any]) -> Degree:
        degree, field = _degree_field(
            _first(entry, "studyType", "degree") or "", _first(entry, "area", "field", "major", "studyField")
        )
        # a thesis and advisors said in the summary, or as labelled lines of "courses" (hand-edited resumes)
        courses = [
            c
            for key in ("courses", "highlights")
            if isinstance(entry.get(key), list)
            for c in entry[key]
            if isinstance(c, str) and _EDU_LABEL_RE.match(c.strip())
        ]
        said = [_first(entry, "summary", "description", "note") or "", *courses]
        if (score := _str(entry, "score")) and _EDU_LABEL_RE.search(score):
            said.append(score)  # "score": "Tesi: T; tutor: Prof. A" (an export's field for the grade)
        labels = _labelled(" ".join(said).strip())
        thesis = _first(entry, "thesis", "dissertation", "x-thesis", "x-dissertation", "thesisTitle")
        # "Senior thesis with Dr. A B": the thesis's advisor, the thesis untitled
        supervised = custom.THESIS_WITH_RE.match(thesis or "")
        advisors = (
            _name_list(next((entry[k] for k in _ADVISOR_KEYS if entry.get(k)), None))
            or _name_list(labels.get("advisors"))
            or (_name_list(supervised.group("names")) if supervised else ())
        )
        return Degree(
            degree=degree,
            institution=_first(entry, "institution", "school", "university", "name"),
            span=self.span(path),
            field=field,
            location=_place(entry.get("location")),
            period=self.period(path, entry, is_open=False),
            advisors=advisors,
            dissertation=(None if supervised else thesis) or labels.get("thesis") or None,
        )

    def position(self, path: Path_, entry: dict[str, Any]) -> Position:
        """A job: its title without the unit it names after a comma (``Professor, School of X``), its kind from the
        title or from a key of the resume's own that holds it alone (``"postdoc": {...}``)."""
        title = custom.title_without_unit(_first(entry, *_TITLE) or "")
        key = str(path[-1]) if isinstance(path[-1], str) else ""
        return Position(
            title=title,
            organization=_first(entry, *_ORG),
            span=self.span(path),
            location=_place(entry.get("location")),
            period=self.period(path, entry, is_open=True),
            kind=_kind(title or custom.key_words(key)),
        )

    def highlight_posts(self, path: Path_, entry: dict[str, Any]) -> Iterator[Position]:
        """Posts a job's highlights hold at the same employer, with their years: ``Associate Chair for Graduate
        Studies (2022-)``."""
        for where, text in self.highlights(path, entry):
            if post := custom.POST_RE.match(text.strip().rstrip(".")):
                dated = {"title": post.group("title"), "dates": post.group("dates")}
                yield self.position(where, {**dated, "name": _first(entry, *_ORG)})

    def service(self, path: Path_, entry: dict[str, Any]) -> Iterator[Service]:
        """One service per venue: ``"IEEE RA-L, ICRA, IROS"`` gives three, each without its year;
        ``"ICLL (2018–2021), STS (2020)"`` two, each with its own."""
        entry_period = period = self.period(path, entry, is_open=True)
        organization = _first(entry, "organization", "organisation", *_ORG)
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
            yield Service(role=_first(entry, *_TITLE) or "", span=self.span(path), venue=name, period=period)

    def duty(self, path: Path_, entry: dict[str, Any]) -> Iterator[Service]:
        """A custom ``service`` entry: a role at a venue, once per year a ``years`` list names; ORCID's peer reviews
        (``reviewerRole``, ``convening-organization``, the first and the last review's years)."""
        role = _first(entry, "role", "position", "title", "reviewerRole") or ""
        venue = _first(entry, "venue", "organization", "organisation", "event", "journal", "conference", "name",
                       "convening-organization", "conveningOrganization")
        first, last = _first(entry, "firstReview", "firstYear", "from"), _first(entry, "lastReview", "lastYear", "to")
        if first and not _first(entry, "startDate", "start", *_RANGE_KEYS):
            entry = {**entry, "startDate": first, "endDate": last or first}
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
        keys = ("agency", "funder", "sponsor", "number", "id", "grantNumber")
        funder = " ".join(v for k in keys if (v := _str(entry, k)))
        title = _first(entry, "title", "name") or ""
        period = self.period(path, entry)
        # "NSF CAREER: ..." beside "agency": "NSF DMR-2445102": the title names its funder already
        named = funder and re.search(rf"\b{re.escape(funder.split()[0])}\b", title)
        return Award(name=f"{funder}, {title}" if funder and not named else title, span=self.span(path), period=period)

    def award(self, path: Path_, entry: dict[str, Any]) -> Award:
        """A prize, or a grant's years: ``startDate``/``endDate`` (hand edits), or a ``date`` of ``2021–2024``."""
        name = _grant_name(_first(entry, "title", "name", "award") or "")
        if _first(entry, "startDate", "start"):
            period = self.period(path, entry)
            return Award(name=name, span=self.span(path), period=Period(period.start, period.end or period.start))
        raw = _bound(entry, "date", "year")
        date = _date(raw)
        if date is None and raw and (found := find_dates(raw)) and found.is_range:
            return Award(name=name, span=self.span(path), period=found.period)
        ends = _date(_first(entry, "endDate", "end", "x-endDate", "x-end"))  # ORCID's funding: "x-endDate"
        if isinstance(date, PartialDate) and isinstance(ends, PartialDate) and ends.year > date.year:
            return Award(name=name, span=self.span(path), period=Period(PartialDate(date.year), PartialDate(ends.year)))
        # a grant's years in a key of the export's own ("x-period": "2023-2027"), or opening its summary
        stated, summary = _first(entry, *_AWARD_PERIOD_KEYS), _str(entry, "summary")
        found = find_dates(stated) if stated else (find_dates(_plain(summary)) if summary else None)
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
        read = partial(activities.awards, doc=self.doc)
        return (
            *(self.award(p, e) for p, e in self.entries(data, "awards") if _first(e, "title", "name", "award")),
            *(self.grant(p, e) for p, e in self.custom(data, custom.GRANT_KEYS) if _first(e, "title", "name")),
            *(self.award(p, e) for p, e in self.custom(data, honours) if _first(e, "title", "name", "award")),
            *self.custom_lines(data, ("awards", *keys), SectionKind.AWARDS, read),
        )

    def presented(self, data: dict[str, Any]) -> Iterator[tuple[Path_, dict[str, Any]]]:
        """Contributed presentations listed as talks that cite their authors (``"cite": "Lee A, Roy B. Title."``,
        beside the ``meeting``): papers of the meeting, each as an entry of the publication list."""
        for path, entry in self.custom(data, custom.keys_of(data, custom.TALK_KEYS, SectionKind.TALKS)):
            if found := custom.presented_paper(entry):
                yield path, found

    def publication(self, path: Path_, entry: dict[str, Any], subject: str) -> Publication:
        date = _date(_bound(entry, *_PUB_DATE))
        raw_venue = _venue_text(entry)
        venue, venue_year, tag_kind, venue_notes = tidy_venue(raw_venue)
        url = _first(entry, *_URL)
        doi = _str(entry, "doi") or (url.split("doi.org/", 1)[1] if url and "doi.org/" in url else None)
        summary = _first(entry, "summary", "description", "abstract")
        notes = [n for key in ("award", "x-award", "note", "notes") if (n := _str(entry, key))]
        if summary and not notes:
            notes = [m.group().strip() for m in _AWARD_NOTE_RE.finditer(summary)]
        year = date.year if isinstance(date, PartialDate) else venue_year
        pending = _pending_clauses(summary, _str(entry, "status"))
        # "with A; R&R at Econometrica": the journal still deciding is where the paper is, as in a citation
        if not venue:
            venue = raw_venue = _series(_str(entry, "status")) or status_notes.pending_journal(pending)
        notes += [n for n in pending if n not in notes]
        stated_kind = custom.stated_kind(_first(entry, *custom.PUB_TYPE_KEYS))
        # the group a hand-grouped list put it in ("Journal Articles"), or the resume's own list ("workingPapers"),
        # when its venue does not say
        group = custom.key_words(str(path[-2])) if path[-2] != "publications" else ""
        group_kind = custom.stated_kind(group) or kind_from_heading(group)
        if venue and year:  # "arXiv 2021", "ICLL '21": the year is the publication's, not the venue's
            venue = re.sub(rf"\s*(?:{year}|'{year % 100:02d})$", "", venue) or venue
        title = (_first(entry, *_PUB_TITLE) or "").rstrip(".")
        title, _, is_thesis = theses.take_description(title, "")  # "Title (Doctoral dissertation)"
        cited = _whole_citation(title)  # a builder that put the whole citation in "name"
        # with no venue of its own, the citation's venue and kind stand (a thesis's institution)
        cited_kind = cited.kind if cited and not raw_venue else None
        edited = None
        if (book := _summary_book(summary, venue)) != venue:
            venue, raw_venue = book, book  # the summary's proceedings or book: its kind is theirs
            # a book its editors edited ("In Book; Lee, R., Ed.; House"), not proceedings
            is_edited = re.search(r"\(eds?\.?\)|\beds?\.|\bedited by\b", summary or "", re.I)
            edited = PublicationKind.BOOK if is_edited else None
        kind = (
            tag_kind
            or stated_kind
            or (PublicationKind.THESIS if is_thesis else None)
            or _summary_kind(summary, venue)
            or (PublicationKind.PREPRINT if pending or status_notes.is_pending(list(venue_notes)) else None)
            or edited
            or venue_kind(raw_venue)
            or _keyed_kind(entry, raw_venue, summary)
            or group_kind
            or cited_kind
            or _bare_kind(venue)
        )
        return Publication(
            authors=_authors(entry, summary, subject, cited),
            title=cited.title if cited else title,
            span=self.span(path),
            # a whole citation in "name" says where, as written; "publisher" is the export's reading of it
            venue=custom.bare_venue((cited.venue if cited else None) or venue, kind),
            year=year or (cited.year if cited else None),
            kind=kind,
            notes=(*notes, *venue_notes),
            doi=doi,
            url=url,
        )

    def patent(self, path: Path_, entry: dict[str, Any], subject: str) -> Publication:
        """An entry of a section of patents of the export's own: its number is the venue, its inventors the
        authors."""
        number = _first(entry, "number", "patentNumber", "patent_number", "venue")
        return self.publication(path, {**entry, "venue": number, "type": "patent"}, subject)

    def talk(self, path: Path_, entry: dict[str, Any]) -> Talk:
        date = _date(_bound(entry, "date", "releaseDate", "startDate", "year"))  # {"year": 2020, "month": 4} too
        return Talk(
            title=_first(entry, "title", "name"),
            span=self.span(path),
            host=_first(entry, *_TALK_HOST),
            date=date if isinstance(date, PartialDate) else None,
        )

    def project(self, path: Path_, entry: dict[str, Any]) -> Project:
        return Project(
            name=_first(entry, "name", "title") or "",
            span=self.span(path),
            description=_first(entry, "description", "summary"),
            period=self.period(path, entry),
            url=_first(entry, *_URL),
        )

    def talks(self, data: dict[str, Any], known_titles: list[str]) -> tuple[Talk, ...]:
        """Talks from the keys exporters give them: objects, and lines of text read as the text reader does."""

        def read(section: Section) -> list[Talk]:
            return activities.talks(section, self.doc, known_titles=known_titles)

        keys = custom.keys_of(data, custom.TALK_KEYS, SectionKind.TALKS)
        objects = self.custom(data, keys)
        return (
            *(
                self.talk(p, e)
                for p, e in objects
                if _first(e, "title", "name", *_TALK_HOST) and not custom.presented_paper(e)
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
            *(t for p, e in objects if _first(e, "course", "name", "title") for t in self.terms_taught(p, e)),
            *self.custom_lines(data, keys, SectionKind.TEACHING, partial(courses.teaching, doc=self.doc)),
        )

    def courses_in_prose(self, path: Path_, entry: dict[str, Any]) -> Iterator[Teaching]:
        """The courses a job's summary or highlights name with their terms ("Taught X (CODE) in Fall 2019")."""
        texts = [_str(entry, "summary") or "", *(h for h in entry.get("highlights") or () if isinstance(h, str))]
        for text in texts:
            if labelled := _TEACHING_LABEL_RE.match(text):
                # "Teaching: ECO339Y Labour Economics, 2021-22 and 2022-23": a line of a teaching list
                line = [(self.span(path).line, labelled.group(1))]
                yield from courses.teaching(Section(SectionKind.TEACHING, ("teaching",), line), self.doc)
                continue
            # "Seminar lead on X (Jan 2022, ...)", "Teaching TE 402 and TE 803"
            found = courses.in_prose(text) or custom.roles_on_courses(text) or custom.codes_taught(text)
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
            if (name := _first(entry, "student", "candidate", "name")) and nm.is_name(nm.clean_name(name)):
                date = _date(_first(entry, "year", "date", "startDate"))
                found.append(
                    Committee(
                        name=nm.clean_name(name),
                        span=self.span(path),
                        year=date.year if isinstance(date, PartialDate) else None,
                        institution=_first(entry, "institution", "university", "school", "organization"),
                    )
                )
        read = partial(committees.committees, doc=self.doc)
        return (*found, *self.custom_lines(data, custom.COMMITTEE_KEYS, SectionKind.COMMITTEES, read))

    def advisees(self, data: dict[str, Any], work: list[tuple[Path_, dict[str, Any]]]) -> tuple[Student, ...]:
        """Students from the keys exporters give them (objects, lines of text), then those jobs' highlights name."""
        keys = custom.keys_of(data, custom.STUDENT_KEYS, SectionKind.STUDENTS)
        objects = [(p, e) for p, e in self.custom(data, keys) if not _names_committees(e)]
        return (
            *(self.student(p, e) for p, e in objects if _first(e, "name", "student")),
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
        raw, code = _first(entry, "course", "name", "title") or "", _first(entry, "code", "courseCode")
        raw = custom.TEACHING_NOTE_RE.sub("", custom.TEACHING_ROLE_RE.sub("", raw))  # "X (teaching assistant)"
        course, code = custom.course_and_code(raw, code)
        course = custom.without_employer(courses.without_level_note(course), self.employers)
        term = _first(entry, "term", "semester", "period", "academicYear", "date", "year", "startDate")
        date = _date(term) if term else None
        found = None if date or not term else find_dates(term)
        year = date.year if isinstance(date, PartialDate) else found.start.year if found and found.start else None
        return Teaching(course=course, span=self.span(path), code=code, term=term, year=year)

    def student(self, path: Path_, entry: dict[str, Any]) -> Student:
        """An advisee: level from ``level``/``degree``/``studyType``; past once an ``endDate`` has passed."""
        period = self.period(path, entry)
        status_text = _first(entry, "status") or _group_status(entry)
        level_text = _first(entry, "level", "degree", "studyType", "program", "type") or ""
        if period == Period() and (said := find_dates(level_text)) is not None:
            # "Specializzando in Oncologia, 2019-2023", "PhD student, since 2022": the years inside the level
            period = said.period if said.is_range else Period(said.start, None)
        has_ended = isinstance(period.end, PartialDate)
        is_past = custom.is_past(status_text, has_ended=has_ended and not _first(entry, "status"))
        co_keys = ("coAdvisors", "co_advisors", "coAdvisor", "coadvisor", "coSupervisors", "coSupervisor")
        co = next((v for k in co_keys if (v := entry.get(k))), None)
        return Student(
            name=nm.clean_name(_first(entry, "name", "student") or ""),
            span=self.span(path),
            level=custom.student_level(_first(entry, "level", "degree", "studyType", "program", "type") or status_text),
            status=StudentStatus.PAST if is_past else StudentStatus.CURRENT,
            co_advisors=_name_list(co),
            year=period.end.year if isinstance(period.end, PartialDate) else _year(entry, "year", "graduated"),
            outcome=_first(entry, "outcome", "placement", "firstPosition"),
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

    def highlights(self, path: Path_, entry: dict[str, Any]) -> Iterator[tuple[Path_, str]]:
        """A job's highlights, each with its path."""
        highlights = entry.get("highlights")
        for index, text in enumerate(highlights if isinstance(highlights, list) else []):
            if isinstance(text, str) and text.strip():
                yield (*path, "highlights", index), _plain(text)

    def highlight_talks(self, path: Path_, entry: dict[str, Any]) -> Iterator[Talk]:
        """Untitled talks a job's highlight tells of: ``Presented findings at X (June 2024) and Y (May 2025)``."""
        for where, text in self.highlights(path, entry):
            for host, when in custom.presented_at(text):
                date = _date(when)
                yield Talk(title=None, span=self.span(where), host=host,
                           date=date if isinstance(date, PartialDate) else None)

    def highlight_duties(self, path: Path_, entry: dict[str, Any]) -> Iterator[Service]:
        """Service a job's highlight lists as a line of its own: ``Organizer, Toronto Labour Lunch, 2022-present``."""
        for where, text in self.highlights(path, entry):
            if custom.SERVICE_LINE_RE.match(text):
                yield from service.service(self.section(SectionKind.SERVICE, where, text), self.doc)

    def highlight_students(self, path: Path_, entry: dict[str, Any]) -> Iterator[Student]:
        """Students a job's highlights name: ``Advised PhD student Ana Ruiz (2019–2023, co-advised with X)``."""
        highlights = entry.get("highlights")
        for index, text in enumerate(highlights if isinstance(highlights, list) else []):
            if isinstance(text, str):
                yield from custom.advised_students(text, self.span((*path, "highlights", index)))

    def interests(self, data: dict[str, Any]) -> Iterator[Text]:
        """Each interest's name; a category's keywords (``Research``: [...]); no hobbies; a custom list of research
        interests (``researchInterests``)."""
        keys = custom.keys_of(data, custom.INTEREST_KEYS, SectionKind.INTERESTS)
        for path, item in self.custom_items(data, keys):
            if isinstance(item, str) and item.strip() and isinstance(path[-1], int):
                yield Text(item.strip(), self.span(path))
            elif isinstance(item, str) and item.strip():  # "researchInterests": "A; B; C", the list in one string
                yield from topics.interests(self.section(SectionKind.INTERESTS, path, item), self.doc)
        basics = data.get("basics") if isinstance(data.get("basics"), dict) else {}
        for path, text in ((("basics", "summary"), _str(basics, "summary")), (("about",), _str(data, "about"))):
            # "Interests: delirium • sleep in ICU • family engagement", a line of the resume's summary
            for listed in custom.labelled_interests(text or ""):
                yield from topics.interests(self.section(SectionKind.INTERESTS, path, listed), self.doc)
        for path, entry in self.entries(data, "interests", has_strings=True):
            name = _str(entry, "name") or ""
            keywords = _keywords(entry.get("keywords"))
            if _HOBBY_CATEGORY_RE.match(name):
                continue
            named = keywords if keywords and _CATEGORY_RE.match(name) else [name] if name else []
            yield from (Text(topic, self.span(path)) for topic in named if not _is_hobby(topic))

    def skills(self, data: dict[str, Any]) -> Iterator[Text]:
        """Each skill's keywords, else its name; or the items of one string (``"skills": "R, QGIS, qPCR"``)."""
        if isinstance(listed := data.get("skills"), str):
            yield from topics.skills(self.section(SectionKind.SKILLS, ("skills",), listed), self.doc)
            return
        for path, entry in self.entries(data, "skills", has_strings=True):
            for word in _keywords(entry.get("keywords")) or [w for w in [_str(entry, "name")] if w]:
                yield Text(word, self.span(path))
