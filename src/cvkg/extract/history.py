"""Education and positions: entries assembled from lines that each carry some of the fields.

CVs spread one entry over several lines in any order (institution / location / degree /
dates / advisor, or title / organisation / dates), or put it all on one line with tabs
between the columns. Each line is read for the fields it carries; an entry closes when a
field it already has comes again.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from dataclasses import dataclass

from cvkg.extract import dates, layout
from cvkg.extract import names as nm
from cvkg.model import (
    DateBound,
    Degree,
    PartialDate,
    Period,
    Position,
    PositionKind,
    SourceDocument,
)

_DEGREE_RE = re.compile(
    r"(?<![\w.])(?:Ph\.?\s?D\.?|D\.\s?Phil\.?|DPhil|Doctor(?:ate)?(?: of [A-Z]\w+)?|Dr\.\s?rer\.\s?\w+\.?"
    r"|M\.\s?S\.?c?\.?|MSc|M\.?Sc\.?|MS|M\.\s?A\.?|MA|M\.\s?Eng\.?|MEng|M\.\s?Phil\.?|MPhil|MBA|M\.\s?Tech\.?"
    r"|Master(?:'s)?(?: of [A-Z]\w+(?: [A-Z]\w+)?| [Dd]egree)?"
    r"|B\.\s?S\.?c?\.?|BSc|B\.?Sc\.?|BS|B\.\s?A\.?|BA|B\.\s?Eng\.?|BEng|B\.\s?E\.?|B\.\s?Tech\.?|BTech"
    r"|Bachelor(?:'s)?(?: of [A-Z]\w+(?: [A-Z]\w+)?| [Dd]egree)?|Diplom(?:a|-\w+)?|Licenciatura|Laurea\w*"
    r"|Habilitation|Post-?doc(?:toral)?(?: [A-Z]\w+)?|Visiting (?:Student|Scholar|Researcher))(?![\w])"
    r"(?:\s+(?:Candidate|Student|degree|program))?"
)
_POSTDOC_RE = re.compile(r"post-?doc|visiting", re.I)
_INSTITUTION_RE = re.compile(
    r"\b(?:Univ\w*|College|Institut\w*|School|Academy|Polytechnic|Politecnico|Hochschule|ETH|EPFL|MIT"
    r"|Ecole|École|Escuela|Faculty|Conservatory|Seminary|Lyceum|Gymnasium)\b"
)
_LABEL_RE = re.compile(
    r"(?:^|[\s,;(])(?P<label>(?:co-?)?(?:advisors?|supervisors?|mentors?|adviser)"
    r"|supervised by|advised by|mentored by|dissertation|thesis|gpa|minor|major|direction|focus"
    r"|concentration|honou?rs)\s*:?\s*",
    re.I,
)
_CITY_PREFIX = (
    r"(?:San|Los|Las|New|Mountain|Palo|Santa|Salt Lake|Menlo|Ann|College|Chapel|Stony|Baton|El|St\."
    r"|Saint|Fort|Hong|Rio|Tel|Kuala|Buenos|Cape|Le|La|Long|Redwood|Sunny|Half|Research Triangle)"
)
_TRAILING_PLACE_RE = re.compile(
    rf"^(?P<head>.+?)\s+(?P<place>(?:{_CITY_PREFIX}\s+)?[A-Z][a-zA-Z.-]+,\s*"
    r"(?:[A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)"
    r"(?:,\s*[A-Z][\w ]+)?)$"
)
_PLACE_RE = re.compile(
    rf"^(?:{_CITY_PREFIX}\s+)?[A-Z][a-z][\w.'-]*(?: [A-Z][a-z][\w.'-]*)?,\s*"
    r"(?:[A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)"
    r"(?:,\s*[A-Z][a-z]+(?: [A-Z][a-z]+)?)?$"
)
_ROLE_NOUNS = frozenset(
    [
        "intern",
        "interns",
        "professor",
        "engineer",
        "scientist",
        "researcher",
        "fellow",
        "contractor",
        "lecturer",
        "developer",
        "manager",
        "director",
        "consultant",
        "analyst",
        "architect",
        "assistant",
        "associate",
        "postdoc",
        "head",
        "lead",
        "member",
        "student",
        "chair",
        "officer",
        "designer",
        "programmer",
        "instructor",
        "teacher",
        "editor",
        "founder",
        "leader",
        "co-founder",
        "cofounder",
        "ceo",
        "cto",
        "president",
        "dean",
        "specialist",
        "technician",
        "coordinator",
        "advisor",
        "trainee",
        "apprentice",
        "investigator",
        "scholar",
    ]
)
_ROLE_MODIFIERS = frozenset(
    [
        "senior",
        "junior",
        "principal",
        "staff",
        "lead",
        "chief",
        "visiting",
        "assistant",
        "associate",
        "full",
        "adjunct",
        "research",
        "software",
        "hardware",
        "development",
        "engineering",
        "postdoctoral",
        "part-time",
        "full-time",
        "graduate",
        "teaching",
        "undergraduate",
        "summer",
        "student",
        "applied",
        "machine",
        "learning",
        "data",
        "systems",
        "technical",
        "member",
        "of",
        "tenure-track",
        "clinical",
        "affiliate",
        "honorary",
        "ml",
        "ai",
        "sde",
        "security",
        "product",
        "project",
        "program",
        "founding",
        "distinguished",
        "emeritus",
        "doctoral",
        "quantitative",
        "computational",
        "group",
        "team",
    ]
)
_DESCRIPTION_RE = re.compile(
    r"^(?:working on|worked on|responsible|developed|designed|built|led|implemented)\b", re.I
)


def split_place(text: str, *, need_keyword: bool = False) -> tuple[str, str | None]:
    """``"University of Toronto, Toronto, ON, Canada"`` -> (institution, location).

    >>> split_place("Google, Ads Infra Mountain View, CA")
    ('Google, Ads Infra', 'Mountain View, CA')
    """
    text = text.strip(" ,;")
    parts = [p.strip() for p in text.split(",")]
    if len(parts) >= 2 and _INSTITUTION_RE.search(parts[0]) and _PLACE_RE.match(", ".join(parts[1:])):
        return parts[0], ", ".join(parts[1:])
    if m := _TRAILING_PLACE_RE.match(text):
        place = m.group("place")
        if not _INSTITUTION_RE.search(place) and _PLACE_RE.match(place):
            return m.group("head").strip(" ,"), place
    if len(parts) >= 2 and (not need_keyword or _INSTITUTION_RE.search(parts[0])):
        rest = ", ".join(parts[1:])
        single = need_keyword and len(parts) == 2 and re.fullmatch(r"[A-Z][a-z]+(?: [A-Z][a-z]+)?", rest)
        if (_PLACE_RE.match(rest) or single) and not _INSTITUTION_RE.search(rest):
            return parts[0], rest
    return text, None


def _take_dates(text: str) -> tuple[str, dates.DateMatch | None, bool]:
    """The text without its date (range), the date, and whether a lone ``Now``/``Present`` was there."""
    found = dates.find_dates(text)
    if found is not None:
        text = (text[: found.begin] + " " + text[found.stop :]).strip()
        text = re.sub(r"\(\s*(?:expected|anticipated|\d+\s*months?|\d+\s*years?)\s*\)", "", text, flags=re.I)
        return text.strip(" ,;-–—"), found, False
    m = re.search(r"(?<![\w])(?:present|now|current|ongoing)(?![\w])", text, re.I)
    if m and len(text.split()) <= 3:
        return (text[: m.start()] + text[m.end() :]).strip(" ,;-–—"), None, True
    return text, None, False


def _labels(text: str) -> tuple[str, dict[str, str]]:
    """``"X, Supervisor: Prof. Y"`` -> (``"X"``, {"supervisor": "Prof. Y"})."""
    found: dict[str, str] = {}
    matches = list(_LABEL_RE.finditer(text))
    if not matches:
        return text, found
    for i, m in enumerate(matches):
        stop = matches[i + 1].start() if i + 1 < len(matches) else len(text)
        label = m.group("label").lower()
        value = text[m.end() : stop].strip(" ,;.)")
        if (
            label in {"thesis", "dissertation"}
            and not text[m.end() - 1 : m.end()].strip(" ")
            and ":" not in text[m.start() : m.end()]
        ):
            continue
        found[label] = value
    return text[: matches[0].start()].strip(" ,;("), found


def _advisors(found: dict[str, str]) -> tuple[str, ...]:
    for key in (
        "advisors",
        "advisor",
        "adviser",
        "supervisors",
        "supervisor",
        "supervised by",
        "advised by",
        "co-advisor",
        "co-advisors",
    ):
        if key in found:
            return nm.split_names(found[key]).names
    return ()


@dataclass
class _Entry:
    first: int
    last: int
    degree: str | None = None
    field: str | None = None
    institution: str | None = None
    location: str | None = None
    period: Period | None = None
    advisors: list[str] = dataclasses.field(default_factory=list)
    dissertation: str | None = None
    siblings: list[_Entry] = dataclasses.field(default_factory=list)


def _period_for_degree(found: dates.DateMatch | None, ongoing: bool) -> Period | None:
    if found is not None:
        return dates.single_as_end(found)
    return Period(None, dates.PRESENT) if ongoing else None


def education(lines: list[tuple[int, str]], doc: SourceDocument) -> tuple[list[Degree], list[Position]]:
    """Degrees, and the postdoc or visiting appointments some CVs list under Education."""
    entries: list[_Entry] = []
    for n, raw in lines:
        if not raw.strip():
            continue
        text, found = _labels(layout.plain(raw))
        text, when, ongoing = _take_dates(text)
        current = entries[-1] if entries else None
        degree_m = _DEGREE_RE.search(text)
        before = text[: degree_m.start()].strip(" ,;") if degree_m else text
        inst_here = bool(_INSTITUTION_RE.search(before)) and (degree_m is None or bool(before))
        if (
            current is None
            or (degree_m and current.degree and not (inst_here and not current.institution))
            or (inst_here and current.institution and current.degree)
        ):
            sibling_of = (
                current
                if degree_m and current and current.degree and not inst_here and current.period is None
                else None
            )
            current = _Entry(n, n)
            if sibling_of is not None:
                current.institution, current.location = sibling_of.institution, sibling_of.location
                sibling_of.siblings.append(current)
            entries.append(current)
        current.last = n
        _fill_education(current, text, degree_m, inst_here, before)
        period = _period_for_degree(when, ongoing)
        if period is not None:
            # Two degrees printed above one date line share it ("B.S. in X," / "B.S. in Y" / dates).
            group = next((e for e in entries if current in e.siblings), current)
            for member in [group, *group.siblings]:
                if member.period is None:
                    member.period = period
            current.period = period
        current.advisors.extend(a for a in _advisors(found) if a not in current.advisors)
        for key in ("dissertation", "thesis"):
            if found.get(key):
                current.dissertation = found[key].rstrip(".")
    return _finish_education(entries, doc)


def _fill_education(
    entry: _Entry, text: str, degree_m: re.Match[str] | None, inst_here: bool, before: str
) -> None:
    if degree_m:
        entry.degree = degree_m.group(0).strip()
        rest = re.sub(r"^\s*(?:in|of|,|-|–)\s*", "", text[degree_m.end() :]).strip(" ,;")
        if m := re.match(r"^\([^)]*\)\s*", rest):
            # "Bachelor (honours)": a note on the degree, not its field.
            entry.degree += " " + m.group(0).strip()
            rest = rest[m.end() :]
        if m := re.search(
            r"\s*\((unfinished|incomplete|expected|in progress|ongoing|not completed)\)", rest, re.I
        ):
            entry.degree += f" ({m.group(1)})"
            rest = (rest[: m.start()] + rest[m.end() :]).strip()
        field_text = rest.split(",")[0].strip() if rest else ""
        if field_text and not _INSTITUTION_RE.search(field_text):
            entry.field = field_text
            rest = rest[len(rest.split(",")[0]) :].strip(" ,")
            field_text = rest
        if field_text and _INSTITUTION_RE.search(field_text) and not inst_here:
            entry.institution, entry.location = split_place(rest, need_keyword=True)
        if inst_here:
            entry.institution, loc = split_place(before)
            entry.location = entry.location or loc
        return
    if not text:
        return
    if text.startswith("(") and entry.degree:
        entry.field = f"{entry.field} {text}".strip() if entry.field else text
    elif _INSTITUTION_RE.search(text) and not entry.institution:
        entry.institution, loc = split_place(text, need_keyword=True)
        entry.location = entry.location or loc
    elif _PLACE_RE.match(text) and not entry.location:
        entry.location = text
    elif entry.degree and not entry.field and len(text.split()) <= 6 and ":" not in text:
        entry.field = text


def _finish_education(entries: list[_Entry], doc: SourceDocument) -> tuple[list[Degree], list[Position]]:
    degrees: list[Degree] = []
    postdocs: list[Position] = []
    for e in entries:
        if not e.degree:
            continue
        span = doc.span(e.first, e.last)
        period = e.period or Period()
        if _POSTDOC_RE.search(e.degree):
            postdocs.append(
                Position(
                    e.degree,
                    e.institution,
                    span,
                    location=e.location,
                    period=period,
                    kind=PositionKind.POSTDOC,
                    mentors=tuple(e.advisors),
                )
            )
            continue
        degrees.append(
            Degree(
                e.degree,
                e.institution,
                span,
                field=e.field,
                location=e.location,
                period=period,
                advisors=tuple(e.advisors),
                dissertation=e.dissertation,
            )
        )
    return degrees, postdocs


# --- positions -----------------------------------------------------------------------


def split_role(text: str) -> tuple[str | None, str | None]:
    """``"Microsoft Research Research Intern"`` -> (organisation, title); either may be ``None``."""
    if m := re.match(r"^(?P<title>.+?)\s+(?:in|at|with)\s+(?P<org>[A-Z].*)$", text):
        title_part = m.group("title")
        if any(w.lower().strip(",") in _ROLE_NOUNS for w in title_part.split()) and _role_run(title_part) == (
            0,
            len(title_part.split()),
        ):
            return m.group("org").strip(" ,."), title_part.strip()
    tokens = text.split()
    run = _role_run(text)
    if run is None:
        return text.strip(" ,") or None, None
    start, stop = run
    # Words after the role that qualify it: "of Computer Science", "(through X)".
    while stop < len(tokens) and (tokens[stop].lower() in {"of", "for"} or tokens[stop].startswith("(")):
        close = stop
        while close < len(tokens) and not tokens[close].endswith(")") and tokens[stop].startswith("("):
            close += 1
        stop = (close + 1) if tokens[stop].startswith("(") else len(tokens)
    org = " ".join(tokens[:start]).strip(" ,")
    title = " ".join(tokens[start:stop]).strip(" ,")
    if start == 0 and stop < len(tokens):
        org = " ".join(tokens[stop:]).strip(" ,")
    return org or None, title or None


def _role_run(text: str) -> tuple[int, int] | None:
    """Where the job title is among the words: a run of modifiers that ends in a role noun."""
    tokens = [t.lower().strip(",.;") for t in text.split()]
    for i, token in enumerate(tokens):
        if token not in _ROLE_NOUNS:
            continue
        stop = i + 1
        while stop < len(tokens) and tokens[stop] in _ROLE_NOUNS:
            stop += 1
        start = i
        while (
            start > 0
            and tokens[start - 1] in _ROLE_MODIFIERS
            and tokens[start - 1] != tokens[start]
            and tokens[start - 1] != "of"
        ):
            start -= 1
        return start, stop
    return None


@dataclass
class _Job:
    first: int
    last: int
    title: str | None = None
    org: str | None = None
    location: str | None = None
    period: Period | None = None
    mentors: list[str] = dataclasses.field(default_factory=list)


def _is_description(text: str) -> bool:
    words = text.split()
    return (
        bool(_DESCRIPTION_RE.match(text))
        or text[:1].islower()
        or (len(words) >= 8 and _role_run(text) is None)
        or (text.rstrip().endswith(".") and _role_run(text) is None and not _INSTITUTION_RE.search(text))
    )


def positions(lines: list[tuple[int, str]], doc: SourceDocument, *, heading: str = "") -> list[Position]:
    """Jobs, internships and postdocs from an Experience section."""
    jobs: list[_Job] = []
    for n, raw in lines:
        if not raw.strip():
            continue
        text, found = _labels(layout.plain(raw))
        text, when, ongoing = _take_dates(text)
        mentors = _advisors(found)
        org, title, place = _read_job_line(raw, text)
        if org is None and title is None and place is None:
            if mentors and jobs:
                jobs[-1].mentors.extend(mentors)
            if (when or ongoing) and jobs and jobs[-1].period is None:
                jobs[-1].period = _job_period(when, ongoing)
            continue
        current = jobs[-1] if jobs else None
        if current and current.org and not current.title and title and org and text.startswith(title):
            # The employer came on the line above: "Research Intern, ML System" is all title.
            title, org = re.split(r"(?<=[a-z)])\.\s", text)[0].strip(" ."), None
        if current is None or (org and current.org and (current.title or title)) or (title and current.title):
            inherit = current.org if (title and not org and current and current.title) else None
            current = _Job(n, n, org=inherit)
            jobs.append(current)
        current.last = n
        current.org = org or current.org
        current.title = title or current.title
        current.location = place or current.location
        current.mentors.extend(mentors)
        if when or ongoing:
            current.period = _job_period(when, ongoing)
    return [_finish_job(j, doc, heading) for j in jobs if j.title and j.org]


def _read_job_line(raw: str, text: str) -> tuple[str | None, str | None, str | None]:
    """(organisation, title, location) from one line; description lines give nothing."""
    if not text or (_is_description(text) and not re.search(r"\s(?:in|at)\s+[A-Z]", text.split(".")[0])):
        return None, None, None
    first_sentence = re.split(r"(?<=[a-z)])\.\s", text)[0]
    first_sentence = re.split(r",\s*(?:supervised|advised|mentored|working|under)\b", first_sentence)[0]
    parts = [c for c in layout.cells(raw)]
    if len(parts) >= 2:
        parts = [_take_dates(layout.plain(c))[0] for c in parts]
        parts = [p for p in parts if p]
        place = next((p for p in parts[1:] if _PLACE_RE.match(p)), None)
        rest = [p for p in parts if p != place]
        org, title = None, None
        for p in rest:
            o, t = split_role(p)
            if t and not title:
                title, org = t, org or o
            elif o and not org:
                org = o
        return org, title, place
    if _PLACE_RE.match(first_sentence):
        return None, None, first_sentence
    head, place = split_place(first_sentence)
    org, title = split_role(head)
    return org, title, place


def _job_period(when: dates.DateMatch | None, ongoing: bool) -> Period:
    if when is not None:
        return when.period
    return Period(None, dates.PRESENT) if ongoing else Period()


def _finish_job(job: _Job, doc: SourceDocument, heading: str) -> Position:
    title = job.title or ""
    kind = PositionKind.JOB
    lower = title.lower()
    if "intern" in lower or re.search(r"\bintern", heading, re.I):
        kind = PositionKind.INTERNSHIP
    elif "postdoc" in lower or "post-doc" in lower:
        kind = PositionKind.POSTDOC
    elif "contract" in lower:
        kind = PositionKind.CONTRACT
    return Position(
        title,
        job.org,
        doc.span(job.first, job.last),
        location=job.location,
        period=job.period or Period(),
        kind=kind,
        mentors=tuple(nm.clean_name(m) for m in job.mentors),
    )


# --- dates printed apart from their entries ------------------------------------------


def assign_orphan_dates(
    orphans: list[tuple[dates.DateMatch, str]], degrees: list[Degree], jobs: list[Position]
) -> tuple[list[Degree], list[Position]]:
    """Give undated entries the date lines a two-column PDF left elsewhere.

    Used only when the number of stray date lines equals the number of undated entries.
    The assignment chosen is the one that best fits how CVs are written: degrees and jobs
    each in reverse time order, a degree "(Expected)" still going on, a job given with its
    length "(33 months)", a degree lasting several years.
    """
    undated_d = [i for i, d in enumerate(degrees) if d.period == Period()]
    undated_j = [i for i, j in enumerate(jobs) if j.period == Period()]
    slots = [("d", i) for i in undated_d] + [("j", i) for i in undated_j]
    if not orphans or len(orphans) != len(slots) or len(slots) > 6:
        return degrees, jobs
    best, best_score = None, -1
    for perm in itertools.permutations(range(len(orphans))):
        score = _fit([(slots[k], orphans[p]) for k, p in enumerate(perm)])
        if score > best_score:
            best, best_score = perm, score
    assert best is not None
    degrees, jobs = list(degrees), list(jobs)
    for k, p in enumerate(best):
        kind, i = slots[k]
        period = orphans[p][0].period
        if kind == "d":
            degrees[i] = _replace_period(degrees[i], period)
        else:
            jobs[i] = _replace_period(jobs[i], period)
    return degrees, jobs


def _fit(pairs: list[tuple[tuple[str, int], tuple[dates.DateMatch, str]]]) -> int:
    score = 0
    for (kind, _), (match, line) in pairs:
        note = line.lower()
        if "expected" in note:
            score += 2 if kind == "d" else 0
        if re.search(r"\d+\s*months?", note):
            score += 2 if kind == "j" else 0
        start, end = match.start, match.end
        if kind == "d" and isinstance(end, PartialDate) and start and end.year - start.year >= 3:
            score += 1
    for kind in ("d", "j"):
        ordered = sorted((slot[1], m[0].start) for slot, m in pairs if slot[0] == kind)
        for (_, a), (_, b) in itertools.pairwise(ordered):
            if a and b and (a.year, a.month or 0) >= (b.year, b.month or 0):
                score += 1
    return score


def _replace_period(item: Degree | Position, period: Period) -> Degree | Position:
    return dataclasses.replace(item, period=period)


def bound_year(bound: DateBound | None) -> int | None:
    """The year of a date bound, or ``None``."""
    return dates.year_of(bound)
