"""Positions: jobs, internships and postdocs from an Experience section.

An entry's title, employer, place and dates come on one line (``Research Intern, Google,
Mountain View, CA  Jun 2019 - Aug 2019``, columns or commas or dashes between them) or
spread over several (employer above title, dates above or below); each line is read for the
fields it carries and an entry closes when a field it already has comes again.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from cvkg.extract import dates, layout, places
from cvkg.extract import names as nm
from cvkg.extract.history import is_date_head, join_hanging, labels, named_advisors, take_dates
from cvkg.extract.places import INSTITUTION_RE, ORGANIZATION_RE, split_place
from cvkg.extract.roles import joint_titles, role_run, split_role
from cvkg.model import Period, Position, PositionKind, SourceDocument

_DESCRIPTION_RE = re.compile(
    r"^(?:working on|worked on|responsible|developed|designed|built|led|implemented)\b"
    r"|^[A-Z][a-z]+(?: [a-z]+){0,3}:\s+(?-i:[a-z])",  # "Duties included: geodesy and ...": a note, no employer
    re.I,
)


@dataclass
class _Job:
    first: int
    last: int
    title: str | None = None
    org: str | None = None
    location: str | None = None
    period: Period | None = None
    mentors: list[str] = dataclasses.field(default_factory=list)
    is_label: bool = False  # a heading line naming only a group ("### Industry"), not yet an employer
    is_inherited: bool = False  # the employer of the entry above, until a line names this one's own
    phrase: str | None = None  # "Data Science for Social Good Fellow": read as employer and title, maybe all title
    indent: int = 0
    org_line: int = 0  # the line that named the employer
    is_employer_head: bool = False  # opened by a line naming the employer alone, its titles on lines below


_QUOTED_RE = re.compile(r"[“\"][^”\"]{3,}[”\"]")


def _deeper(raw: str, job: _Job) -> bool:
    return layout.indent_of(raw) > job.indent


def _is_description(text: str) -> bool:
    words = text.split()
    return (
        bool(_DESCRIPTION_RE.match(text))
        or text[:1].islower()
        or (len(words) >= 8 and role_run(text) is None and not _is_name_list(words))
        or (_ends_sentence(text) and role_run(text) is None and not INSTITUTION_RE.search(text))
        or (len(words) >= 7 and text.rstrip().endswith(".") and ";" in text)
    )


def _ends_sentence(text: str) -> bool:
    """A period at the end that is no abbreviation's (``Brightwave Systems Inc.`` ends none)."""
    text = text.rstrip()
    return text.endswith(".") and not _ABBREVIATION_RE.search(text)


_LOWER_WORDS = frozenset(["of", "and", "for", "the", "in", "at", "on", "de", "la", "&", "für", "und"])


def _is_name_list(words: list[str]) -> bool:
    """``Department of Molecular Biology, Cell Biology & Biochemistry, Brown University``: capitalised
    names (an employer, a place), not a sentence, however long."""
    content = [w for w in words if w.lower() not in _LOWER_WORDS]
    return bool(content) and sum(w[:1].isupper() for w in content) >= 0.8 * len(content)


def _is_sentence(text: str) -> bool:
    """A line ending in a period whose words are mostly lower case, or five words or more with one in lower
    case ("Member of the Inference department."): prose, not a title and an employer."""
    words = text.split()
    content = [w for w in words if w.lower() not in _LOWER_WORDS]
    capitalised = sum(w[:1].isupper() for w in content)
    lower = len(content) - capitalised
    prose = capitalised < lower or (len(words) >= 5 and lower > 0)
    # "Department of X. Director, Y Laboratory.": sentences one after another are notes, capitalised or not
    sentences = bool(re.search(r"[a-z]\.\s+[A-Z].*[a-z]\.$", text.strip()))
    return _ends_sentence(text) and len(content) >= 3 and (prose or sentences)


_GOES_ON_RE = re.compile(r"^\s*(?:of|for|and|at|in|de|der|di|du)\s+(?-i:[A-Z])")


def _joined(content: list[tuple[int, str]]) -> tuple[list[tuple[int, str]], dict[int, int]]:
    """A line ending in a comma or a dangling word, and the unmarked line that continues it, as one line
    (``Lecturer, Department of History,`` / ``University of Durham``, ``University of Texas at`` / ``Austin``);
    and the last line of each joined one."""
    out: list[tuple[int, str]] = []
    ends: dict[int, int] = {}
    for n, raw in content:
        # ... and a line that opens with the small word a name goes on with ("University" / "of California, LA")
        goes_on = out and (layout.is_open_ended(out[-1][1]) or _GOES_ON_RE.match(raw) is not None)
        if goes_on and not layout.has_marker(raw) and not _is_dates_only(raw):
            out[-1] = (out[-1][0], f"{out[-1][1].rstrip()} {raw.strip()}")
            ends[out[-1][0]] = n
        else:
            out.append((n, raw))
    return out, ends


def _listed_jobs(raw: str) -> list[str]:
    """A line that lists several jobs, each a role and where (``Affiliations: Research Affiliate, CEPR (since
    2021); Faculty Research Fellow, NBER (since 2019)``): one line each, without the list's label; two titles in
    bold held at once (``**Lecturer** and **NSF Fellow**, Univ``) are two jobs."""
    if (both := _TWO_TITLES_RE.match(raw)) and all(role_run(t) is not None for t in both.group("a", "b")):
        lead, rest = both.group("lead"), both.group("rest")
        return [f"{lead}**{both.group('a')}**{rest}", f"{lead}**{both.group('b')}**{rest}"]
    plain = layout.plain(raw)
    label = re.match(r"^([A-Z][\w ]{2,40}):\s+", plain)
    body = plain[label.end() :] if label and role_run(label.group(1)) is None else plain
    parts = [p.strip() for p in re.split(r";(?![^()]*\))", body) if p.strip()]
    if len(parts) < 2 or not all(role_run(p.split(",")[0]) is not None and "," in p for p in parts):
        return [raw]
    return parts


_TWO_TITLES_RE = re.compile(r"^(?P<lead>[^*]*)\*\*(?P<a>[^*]+)\*\*\s+and\s+\*\*(?P<b>[^*]+)\*\*(?P<rest>\s*,.*)$")
# "Lecturer (2012–14)": a title and its years, one step of a career at one employer
_STEP_RE = re.compile(r"^(?P<title>[^,()]{3,60}?)\s*\((?P<dates>[^()]*(?:19|20)\d\d[^()]*)\)$")
_EMPLOYER_LABEL_RE = re.compile(r"^(?P<org>[^:]{3,120}):\s+(?P<steps>.+\))(?:\s+[^()]*)?$")


def _promotions(raw: str) -> list[str]:
    """``Royal Holloway, Department of Music: Lecturer (2012–14), Senior Lecturer (2014–15)  2012–2017``: an
    employer, then the titles held there in turn, each with its years; one line for each title."""
    m = _EMPLOYER_LABEL_RE.match(layout.plain(raw))
    if m is None or role_run(m.group("org").split(",")[0]) is not None:
        return [raw]
    steps = [_STEP_RE.match(p.strip()) for p in re.split(r",(?![^()]*\))", m.group("steps"))]
    if len(steps) < 2 or not all(s and (role_run(s.group("title")) or (1, 0))[0] == 0 for s in steps):
        return [raw]
    return [f"{s.group('title')}, {m.group('org')}  {s.group('dates')}" for s in steps if s]


def _titled(raw: str) -> bool:
    """Whether a line names a job's title (not only its employer, whose title is on the line above)."""
    return _read_job_line(raw, take_dates(layout.plain(raw))[0])[1] is not None


def _is_whole_job(raw: str) -> bool:
    """Whether a line gives a job's dates, title and employer all at once."""
    text, when, ongoing = take_dates(layout.plain(raw))
    org, title, _ = _read_job_line(raw, text)
    return bool((when or ongoing) and org and title)


def _is_whole_employer(employer: str | None) -> bool:
    """Whether the employer read so far is whole: not a department alone, which the next line may complete
    ("Department of Statistics" / "University of Wisconsin")."""
    return bool(employer) and not (places.UNIT_RE.match(employer) and not INSTITUTION_RE.search(employer))


def _is_dates_only(raw: str) -> bool:
    return dates.is_only_dates(layout.plain(raw))


# "2023 (spring)": a season after its year, in brackets, as a date column writes it
_SEASON_AFTER_RE = re.compile(r"\b((?:19|20)\d\d)\s*\((spring|summer|fall|autumn|winter)\)", re.I)


def _season_first(text: str) -> str:
    """``2023 (spring)   Visiting Scholar, X`` -> ``Spring 2023   Visiting Scholar, X``: the season read as a date.

    >>> _season_first("2023 (spring)   Visiting Scholar, Sage Foundation")
    'Spring 2023   Visiting Scholar, Sage Foundation'
    """
    return _SEASON_AFTER_RE.sub(lambda m: f"{m.group(2).capitalize()} {m.group(1)}", text)


def positions(lines: list[tuple[int, str]], doc: SourceDocument, *, heading: str = "") -> list[Position]:
    """Jobs, internships and postdocs from an Experience section.

    A line of nothing but dates belongs to the entry above it, unless the section opens with
    such a line: then every date line heads the entry below it.
    """
    # an employer's link as its text; "(Jan–Jun)" at the end, beside the line's year
    unwrapped = _column_wraps(join_hanging(lines))
    content, ends = _joined(
        [(n, _season_first(dates.months_beside_year(layout.unlink(raw)))) for n, raw in unwrapped if raw.strip()]
    )
    content = [(n, job) for n, raw in content for part in _listed_jobs(raw) for job in _promotions(part)]
    openers = _paragraph_openers(unwrapped)
    dates_lead = bool(content) and is_date_head(content[0][1])
    # every line that opens at the margin gives its dates: an undated line under an entry adds to it
    all_dated = sum(1 for _, raw in content if dates.find_dates(raw)) >= 2 and not dates_lead and not any(
        _is_dates_only(raw) for _, raw in content
    )
    jobs: list[_Job] = []
    pending: Period | None = None
    pending_place: str | None = None  # Europass: "01/10/2020 – CURRENT Kraków, Poland" over "TITLE – EMPLOYER"
    starts = dict(content)  # each line's text, to see how far the first line of an entry is indented
    for k, (n, raw) in enumerate(content):
        text, found = labels(layout.plain(raw))
        text, when, ongoing = take_dates(text)
        mentors = named_advisors(found)
        org, title, place = _read_job_line(raw, text)
        if org and title and not place and k + 1 < len(content) and _employer_below(raw, content[k + 1][1]):
            # "2006 – 2010   Specialty Registrar, Respiratory Medicine" over "     East Midlands Deanery": the
            # employer has a line of its own, so the commas are the title's
            org, title = None, text.strip(" ,;")
        title = _bold_title(raw, title)
        # (sentences one after another are a description under any entry: "Development of X. Y Postdoctoral Fellow.")
        described = jobs and (jobs[-1].period or re.search(r"[a-z]\.\s+[A-Z]", text))
        if not (when or ongoing) and described and (_is_sentence(text) or _QUOTED_RE.search(text)):
            # "Head of the cryogenic laboratory." under a dated entry, or 'Project “Watery Cities” (PI: X)' (no
            # employer's name is quoted): what the job was, not a job
            continue
        is_whole = bool(jobs) and jobs[-1].period is not None and bool(jobs[-1].title and jobs[-1].org)
        if is_whole and layout.has_marker(raw) and not (when or ongoing) and _ends_sentence(layout.plain(raw)):
            jobs[-1].mentors.extend(mentors)  # "- Test-time adaptation; hosted by A. Lund.": what the job was
            continue
        if is_whole and _BULLET_RE.match(raw) and not (when or ongoing) and (
            (title and title.islower()) or not layout.has_marker(starts[jobs[-1].first])
        ):
            # "- Data management for the nurse survey" (a role word in lower case is a sentence's), or any bullet
            # without dates under a whole job whose own line is no bullet: what the job was, no job of its own
            continue
        if is_whole and not (when or ongoing) and title and org and not layout.has_marker(raw) and all_dated and (
            _titled(content[k + 1][1]) if k + 1 < len(content) else True
        ):
            # "Affiliate faculty, Center for X" under "Associate Professor, Univ  2022–present", in a list whose
            # every other entry carries its dates: a note on the job above (moderncv's description), no post
            continue
        if is_whole and not (when or ongoing or place) and org and not title and all_dated and (
            not layout.has_marker(raw) and not _EMPHASIS_OPEN_RE.match(raw)
        ) and layout.indent_of(raw) <= layout.indent_of(starts[jobs[-1].first]) and (
            k + 1 < len(content) and _is_whole_job(content[k + 1][1])
        ) and _is_whole_employer(jobs[-1].org) and not jobs[-1].is_inherited:
            # "Department of Spanish and Portuguese" between two "Title, Employer  dates" lines: moderncv's
            # description of the job above, not the employer of the one below (which names its own); a bold
            # employer with its place ("**Flatiron Institute** — New York") heads the line below, an indented
            # line continues its own entry, and a line under a department alone may complete that employer
            continue
        if dates_lead and title is None and is_date_head(raw):
            pending, pending_place = _job_period(when, ongoing), text or None
            continue
        has_own_employer = is_whole and not jobs[-1].is_inherited
        if dates_lead and pending is None and layout.has_marker(raw) and has_own_employer:
            continue  # a bullet under an entry whose dates led it: a detail of that job, never a job of its own
        if org is None and title is None and place is None:
            if mentors and jobs:
                jobs[-1].mentors.extend(mentors)
            if (when or ongoing) and dates_lead and not mentors:
                pending = _job_period(when, ongoing)
            elif (when or ongoing) and jobs and jobs[-1].period is None:
                jobs[-1].period = _job_period(when, ongoing)
            continue
        current = jobs[-1] if jobs else None
        if current and org and not title and not (when or ongoing) and _continues_unit(current, org, n, content):
            # "Department of Computer Science" / "University of Westbrook, Austin, TX": one employer on two lines
            current.org, current.location, current.last = f"{current.org}, {org}", place, ends.get(n, n)
            continue
        is_new_paragraph = n in openers and current is not None and current.first in openers
        if current and org and not (title or when or ongoing or is_new_paragraph) and _is_detail_unit(current, jobs):
            continue  # (where each entry is a paragraph of its own, the one a blank line opens is the next entry)
        if current and org and not (title or when or ongoing) and _unit_under(current, raw, org, starts):
            continue  # "Clinical Professor   University X   2021–" over "   Department of Y": the job's unit
        if current and current.is_label and not current.title and org and title:
            jobs.pop()  # "### Industry" above "Engineer, Opera, Oslo": a group label, not the employer
            current = jobs[-1] if jobs else None
        if current and current.is_inherited and org and not title and not (
            _heads_group(raw, current, starts) or _employer_led(jobs)
        ):
            # "Title" / "Employer" (academicpages): the employer comes after the title, not above it
            current.org, current.location, current.is_inherited = None, None, False
        is_under = current is not None and (_under_phrase(raw, current, starts) or _titles_lead(jobs))
        if current and current.phrase and org and not title and is_under:
            # "* 2021: Data Science for Social Good Fellow" over "  * University of Chicago": the employer is
            # on the bullet under it, so the phrase above is all title
            current.title, current.org, current.phrase = current.phrase, None, None
        # (an undated unit over "Intern, Museo X, Madrid  Summer 2007" is the job above's description, and this line
        # a whole job of its own)
        is_whole_line = bool(when or ongoing) and current is not None and current.period is None and bool(
            place or (current.org and places.UNIT_RE.match(current.org) and not INSTITUTION_RE.search(current.org))
        )
        # (where titles lead their entries, or every entry is one whole line, "Title, Employer  dates", a dated
        # title line opens an entry: the employer above is another's, or the entry above's description)
        opens_entry = bool(when or ongoing) and (_titles_lead(jobs) or _whole_lines_lead(jobs))
        if current and current.org and not current.title and title and org and _is_all_title(text, title) and not (
            is_whole_line or opens_entry
        ):
            # The employer came on the line above: "Research Intern, ML System", "Policy Consultant" are all title.
            title, org = re.split(r"(?<=[a-z)])\.\s", text)[0].strip(" ."), None
        is_heading = raw.lstrip().startswith("#")  # "### Professional" under an entry opens a group, never ends it
        if current is None or (org and current.org and (current.title or title or is_heading)) or (
            title and current.title
        ):
            inherit = current.org if (title and not org and current and current.title) else None
            current = _Job(n, n, org=inherit, period=pending, is_inherited=inherit is not None)
            current.location = jobs[-1].location if inherit is not None else pending_place  # the employer's place
            current.is_label = is_heading and not (title or place or when or ongoing)
            current.is_employer_head = bool(org) and not title
            pending, pending_place = None, None
            jobs.append(current)
        current.last = ends.get(n, n)
        # an employer and a title read out of one phrase, with no comma between them
        is_phrase = org and title and not place and not re.search(r",|\s\|\s", text) and current.org is None
        current.phrase = _bold_title(raw, text) if is_phrase else None
        current.indent = current.indent if current.org or current.title else layout.indent_of(raw)
        current.org_line = n if org else current.org_line
        current.org = org or current.org
        current.title = title or current.title
        current.location = place or current.location
        current.mentors.extend(mentors)
        if when or ongoing:
            current.period = _job_period(when, ongoing)
    return [_finish_job(j, doc, heading) for j in jobs if j.title and j.org]


def _paragraph_openers(lines: list[tuple[int, str]]) -> set[int]:
    """The numbers of the lines that open a paragraph: the first of a run that blank lines part."""
    return {lines[run[0]][0] for run in layout.paragraph_runs(lines)}


# A line that opens in bold or as a heading: an employer set as a group's head
_EMPHASIS_OPEN_RE = re.compile(r"^\s*(?:\*\*|__|#)")
# A list item's mark (a heading's "###" is none)
_BULLET_RE = re.compile(r"^\s*(?:[-*+•◦▪]|\d{1,2}[.)])\s")


# A quoted name or a note in brackets, all that follows a title: "“Terahertz control of matter”", "(Doktorand)"
_AFTER_TITLE_RE = re.compile(r"\s*(?:[“\"‘'][^“”\"]+[”\"’']|\([^()]+\))\s*")


def _bold_title(raw: str, title: str | None) -> str | None:
    """A title set in bold with only a quoted name or a bracketed note after it (``**Group Leader** “Project”``,
    ``**Research Associate** (doctoral student)``): the bold words, which the CV sets apart as the title."""
    lead = _BOLD_LEAD_RE.match(raw)
    bold = layout.plain(lead.group("field")).strip() if lead else ""
    if not (title and bold and title != bold and title.startswith(bold) and role_run(bold) is not None):
        return title
    return bold if _AFTER_TITLE_RE.fullmatch(title[len(bold) :]) else title


def _employer_below(raw: str, below: str) -> bool:
    """Whether ``below`` names an employer alone (no title, no dates, no label) and hangs deeper than ``raw``, a
    line of one field after its dates, as PDF text sets an entry's second line under its first."""
    if layout.has_marker(below) or layout.indent_of(below) <= layout.indent_of(raw) or _is_dates_only(below):
        return False
    if len(layout.cells(raw)) > 2 or ":" in below:
        return False  # a table's row ("Title   Department   Hospital"); a running header ("Curriculum Vitae: X")
    text, when, ongoing = take_dates(labels(layout.plain(below))[0])
    org, title, _ = _read_job_line(below, text)
    return bool(org) and title is None and not (when or ongoing)


# A unit of a larger body, named first: "Department of X", "School of Y", "Center for Z"
_UNIT_RE = re.compile(
    r"^(?:Department|Dept\.|School|Faculty|Division|Center|Centre|Institute|Laborator(?:y|ies)|Lab"
    r"|Group|Program(?:me)?|Unit|Section|Chair)\b"
)


def _continues_unit(job: _Job, org: str, n: int, content: list[tuple[int, str]]) -> bool:
    """Whether an employer's line right under an entry whose employer is a unit without a place names the body
    the unit belongs to (``Department of Physics`` / ``Ridgeway University, Austin, TX``)."""
    if not job.org or not job.title or job.location or "," in job.org or not _UNIT_RE.match(job.org):
        return False
    before = [m for m, _ in content if m < n]
    is_next = bool(before) and job.org_line == before[-1]  # the unit's line is the one just above
    return is_next and not _UNIT_RE.match(org) and bool(places.ORGANIZATION_RE.search(org))


def _is_detail_unit(job: _Job, jobs: list[_Job]) -> bool:
    """Whether an employer's line with no title or dates under a whole entry (title, employer, dates) is a detail
    of it: where each entry's title leads (``**Postdoc**  2017–2020`` / ``Institute, Hamburg`` / ``Group of Prof.
    X``), the next entry opens with its title, so a further unit opens none."""
    whole = job.period is not None and bool(job.title and job.org)
    return whole and _titles_lead(jobs) and job.org_line > job.first


def _unit_under(job: _Job, raw: str, org: str, lines: dict[int, str]) -> bool:
    """Whether a unit's line (``Department of X, College of Y``) hangs deeper under a whole entry whose employer
    is the body it belongs to: a detail of that job, no employer of a job to come."""
    whole = job.period is not None and bool(job.title and job.org) and not _UNIT_RE.match(job.org or "")
    first = lines.get(job.first, "")
    # (a line that starts where a column of the entry's line starts goes on with that column: a wrap)
    columns = [layout.indent_of(first), *(m.end() for m in _GAP_RE.finditer(first.rstrip()))]
    at = layout.indent_of(raw)
    return (
        whole and not job.is_inherited and bool(_UNIT_RE.match(org)) and at > columns[0]
        and all(abs(at - c) > 2 for c in columns)
    )


_GAP_RE = re.compile(r"\s{2,}|\t")


def _column_wraps(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """PDF text of a table of jobs (``Title   Employer &   2014 – present`` over ``         Health System``): a
    line that starts where the row's employer column starts, with no dates, goes on with that cell."""
    out = list(lines)
    for i in range(1, len(out)):
        n, line = out[i]
        above = out[i - 1][1]
        if not line.strip() or layout.has_marker(line) or dates.find_dates(line) or not dates.find_dates(above):
            continue
        gaps = [m for m in _GAP_RE.finditer(above.rstrip()) if m.start() > layout.indent_of(above)]
        at = layout.indent_of(line)
        if len(gaps) < 2 or abs(at - gaps[0].end()) > 2 or _GAP_RE.search(line.strip()):
            continue
        cut = gaps[1].start()  # the employer's cell ends where the dates' gap begins
        out[i - 1] = (out[i - 1][0], f"{above[:cut]} {line.strip()}{above[cut:]}")
        out[i] = (n, "")
    return out


def _titles_lead(jobs: list[_Job]) -> bool:
    """Whether the section's entries give the title first and the employer on a line of its own after it
    (``Postdoctoral Fellow   2019–2021`` / ``Loom Institute, Leeds``): the first entry did so."""
    first = jobs[0] if jobs else None
    return first is not None and first.title is not None and first.org_line > first.first


def _whole_lines_lead(jobs: list[_Job]) -> bool:
    """Whether the section's first entry is one whole line, title, employer and dates (moderncv's ``Title, Employer
    2016 – present`` over its description): a line under an entry then describes it, employing no entry below."""
    first = jobs[0] if jobs else None
    return first is not None and bool(first.title and first.org) and first.org_line == first.first and (
        first.period is not None and first.last == first.first
    )


def _heads_group(raw: str, job: _Job, lines: dict[int, str]) -> bool:
    """Whether an employer's line after a title that took the employer above it opens a new group
    (``### Meridian AI`` / ``- Scientist`` / ``- Intern`` / ``### Next Employer``): a Markdown heading, or a line
    set further left than the title's."""
    return raw.lstrip().startswith("#") or layout.indent_of(raw) < layout.indent_of(lines.get(job.first, ""))


def _employer_led(jobs: list[_Job]) -> bool:
    """Whether the entry the last one took its employer from opened with the employer's line (``**Quantiva**
    Boston, MA`` / ``*Lead Analyst*  2022`` / ``*Analyst*  2020``): then the next employer's line opens a group."""
    owner = next((j for j in reversed(jobs[:-1]) if not j.is_inherited), None)
    return owner is not None and owner.is_employer_head


def _under_phrase(raw: str, job: _Job, lines: dict[int, str]) -> bool:
    """Whether an employer's line is the one under a phrase read as employer and title (``Policy Consultant``):
    a deeper bullet, or an unmarked line under an entry that has no dates yet (``Title`` / ``Employer, 2019``)
    or whose phrase is set in bold or italics (``**Policy Consultant**  2008`` / ``*Arbor Policy Group*``)."""
    if layout.has_marker(raw):
        return _deeper(raw, job)
    return job.period is None or bool(_EMPHASIS_START_RE.match(lines.get(job.first, "")))


# A line that opens with its first field in bold or italics: "**Policy Consultant**  2008"
_EMPHASIS_START_RE = re.compile(r"^\s*(?:[-•*]\s+)?(\*\*|__|\*|_)[^*_]+\1(?!\w)")


def _is_all_title(text: str, title: str) -> bool:
    """A line under its employer's line that reads as employer and title, but is all title: it starts with the
    title, or it is a short phrase ending in a role noun that names no organization (``Policy Consultant``)."""
    if text.startswith(title):
        return True
    short = not re.search(r",|\s\|\s", text) and len(text.split()) <= 5  # ("Acme | Officer": two fields)
    return short and _ends_in_role(text) and not places.ORGANIZATION_RE.search(text)


_BOLD_RE = re.compile(r"\*\*([^*]+)\*\*|__([^_]+)__|(?<![*\w])\*([^*\s][^*]*)\*(?![*\w])")  # bold or italic
# Fields set apart on one line: "Acme Labs — Senior Engineer", "Engineer | Acme", "Acme · Engineer"
_FIELD_SEP_RE = re.compile(r"\s+[—–|·•]\s+|\s+-\s+|\s*;\s+")


# Words CVs shorten with a period inside a name: "St. Aldric Hospital", "Mt. Sinai", "Acme Inc., Boston"
_ABBREVIATION_RE = re.compile(r"\b(?i:St|Ste|Mt|Ft|Dr|Prof|Inc|Co|Corp|Ltd|Jr|Sr|Univ|Dept|Inst|Natl|Intl|Assoc)\.?$")


def _first_sentence(text: str) -> str:
    """The text up to the first period that ends a sentence; the period of an abbreviation ends none.

    >>> _first_sentence("Clinical Fellow, St. Aldric Hospital, Boston, MA. Cardiology unit")
    'Clinical Fellow, St. Aldric Hospital, Boston, MA'
    """
    pieces = re.split(r"(?:(?<=[a-z)])|(?<=\b[A-Z]{2}))\.\s(?=[A-Z])", text)
    out = pieces[0]
    for piece in pieces[1:]:
        if not _ABBREVIATION_RE.search(out):
            break
        out = f"{out}. {piece}"
    return out


def _without_closing_period(text: str) -> str:
    """An employer's line closed by a period, as res.cls CVs write it ("Department of Cell Biology.", "Tarn
    Medical Center, Dallas, TX, USA."): capitalised names and one sentence, the period no sign of prose."""
    bare = text.rstrip().removesuffix(".")
    if not _ends_sentence(text) or re.search(r"[a-z]\.\s", bare) or not _is_name_list(bare.split()):
        return text
    return bare if _named_institution(bare) or places.UNIT_RE.match(bare) else text


def _read_job_line(raw: str, text: str) -> tuple[str | None, str | None, str | None]:
    """(organisation, title, location) from one line; description lines give nothing."""
    text = _without_closing_period(text)
    if not text or (_is_description(text) and not re.search(r"\s(?:in|at)\s+[A-Z]", text.split(".")[0])):
        return None, None, None
    if layout.has_marker(raw) and _ends_sentence(text) and len(text.split()) >= 5 and not dates.find_dates(raw):
        return None, None, None  # "- Lead of the perception group (5 people).": a bullet under an entry
    if bold_org := _bold_employer(raw):
        return bold_org
    first_sentence = _first_sentence(text)  # "..., Leeds, UK. Division"
    first_sentence = re.split(r",\s*(?:supervised|advised|mentored|working|under)\b", first_sentence)[0]
    parts = [take_dates(layout.plain(c))[0] for c in layout.cells(raw)]
    parts = [p for p in parts if p]
    if len(parts) == 1:
        parts = [p.strip() for p in _FIELD_SEP_RE.split(first_sentence) if p.strip()]
    if len(parts) >= 2:
        place = next((p for p in parts[1:] if is_place(p)), None)
        org, title = None, None
        bold = _BOLD_RE.search(raw)
        marked = next((g for g in bold.groups() if g), "") if bold else ""
        if marked and role_run(marked) is not None and parts[0].startswith(layout.plain(marked) + ", "):
            # "**Research Assistant**, Center for X · University of Y": the bold role, then its unit
            parts = [layout.plain(marked), parts[0][len(layout.plain(marked)) + 2 :], *parts[1:]]
        named_elsewhere = any(_named_institution(p) for p in parts if p != layout.plain(marked))
        is_title = role_run(marked) is not None or (named_elsewhere and not _named_institution(marked))
        if marked and layout.plain(marked) in parts and is_title:
            # "**Research Intern, Computational Biology** · Genentech · Place", "*Policy Consultant* · Denver":
            # the emphasised field is the title
            title = layout.plain(marked)
            parts = [p for p in parts if p != title]
        read = [(p, *title_and_org(p)) for p in parts if p != place]
        has_org_part = any(o and not t for _, o, t, _ in read)
        for p, o, t, pl in read:
            if o and t and has_org_part and _is_all_title(p, t):
                o, t = None, p  # "Policy Consultant | Arbor Policy Group": the employer is the other field
            if t and not title:
                title, org = t, org or o
            elif o and (not org or (_named_institution(o) and not _named_institution(org))):
                org = o  # "Instructor   Medicine   Harvard Medical School": the department's field goes
            place = place or pl
        return _with_parent_body(org, parts), title, place
    if is_place(first_sentence):
        return None, None, first_sentence
    return title_and_org(first_sentence)


# An entry that opens with a bold field: "* **Sundaram Campus, Ingle Chemicals**, Pune, India"
_BOLD_LEAD_RE = re.compile(r"^\s*(?:[-•*+]\s+)?(\*\*|__)(?P<field>[^*_]+)\1(?!\w)")


def _bold_employer(raw: str) -> tuple[str, None, str | None] | None:
    """A bold field that opens the line and names no role is the employer whole, commas and all; what follows
    it, when it is a few words and no role, is its place (``**BASF SE**, Ludwigshafen``)."""
    lead = _BOLD_LEAD_RE.match(raw)
    if lead is None or role_run(lead.group("field")) is not None:
        return None
    rest = raw[lead.end() :]
    after = take_dates(layout.plain(rest))[0].strip(" ,;·|–—-")
    if after and (role_run(after) is not None or len(after.split()) > 5 or re.search(r"\d", after)):
        return None
    if after and _named_institution(after) and not _named_institution(lead.group("field")):
        return None  # "**Assistente Hospitalar** — Hospital de Santa Marta": the employer is after the title
    field = layout.plain(lead.group("field")).strip(" ,|")
    if after and (places.UNIT_RE.match(after) or _UNIT_END_RE.search(after)):
        return f"{field}, {after}", None, None  # "**University X**, Department of Economics": its unit, no place
    is_column = lead.group("field").rstrip().endswith("|") or rest.lstrip().startswith("|")
    if after and is_column and not _is_place_word(after):
        return field, after, None  # "__Mediamatic |__ Distiller": employer and title in columns, no place
    if after and rest.lstrip().startswith("—") and not (is_place(after) or _named_institution(field)):
        # the Europass form's "**Construction work** — Enberg Bygg": the title its "Occupation or position held"
        # row gave, a dash, the employer its next row gave (a bold employer takes its place after a comma)
        return after, field, None
    return field, None, after or None


# A unit named before its kind: "Theoretical Physics dept.", "Systems Biology Group"
_UNIT_END_RE = re.compile(r"\b(?:dept\.?|department|group|lab)$", re.I)


def _is_place_word(text: str) -> bool:
    """``Boston, MA``, ``Ludwigshafen``, ``Germany``: a place, not a job's title."""
    return is_place(text) or places.is_city(text) or places.is_country(text) or places.is_us_state(text)


def _with_parent_body(org: str | None, parts: list[str]) -> str | None:
    """A unit named in one field and the body it belongs to in the next (``Center for X (CX)`` · ``University
    of Y``): one employer, as a line of its own under the unit would say."""
    if org is None or org not in parts or not _UNIT_RE.match(org):
        return org
    at = parts.index(org) + 1
    after = parts[at] if at < len(parts) else ""
    return f"{org}, {after}" if after and INSTITUTION_RE.search(after) and not _UNIT_RE.match(after) else org


def is_place(text: str) -> bool:
    """``Mountain View, CA``, not ``Research Intern, Google Brain`` nor ``Quillfeather Research, Zurich`` (a
    name that is no city, before a city: an employer and where it is)."""
    if not places.is_place(text) or role_run(text) is not None or _names_before_city(text):
        return False
    head, _, rest = text.partition(",")
    # "Quantia Analytics, Berlin, Germany": a name that is no city before "City, Country"
    city = rest.split(",")[0].strip()
    # "Pullman, Washington, USA": before a state's name (a city's too), a town too small for the gazetteer
    return not (places.is_city(city) and not places.is_us_state(city) and not places.is_city(head))


# Words that open a town's name with a city's after them: "West Lafayette", "East Lansing", "North Charleston"
_TOWN_OPENERS = frozenset(["north", "south", "east", "west", "new", "old", "upper", "lower", "greater", "fort", "port"])


def _names_before_city(text: str) -> bool:
    """``Lumenhaus Philadelphia, PA``: a name before a city the gazetteer knows, the comma between them lost (an
    employer and where it is), not a town of two words (``West Lafayette, IN``, ``Salt Lake City, UT``).

    >>> _names_before_city("Lumen Studio Philadelphia, PA"), _names_before_city("West Lafayette, IN")
    (True, False)
    """
    town = text.partition(",")[0].strip()
    words = town.split()
    if len(words) < 2 or not places.is_city(words[-1]) or places.is_city(town):
        return False
    return not places.is_city(" ".join(words[-2:])) and words[-2].lower() not in _TOWN_OPENERS


# "Head of Data Science at Corvid Health", "Lecturer (Teaching Fellow) at School of Mathematics, Calder College"
_AT_RE = re.compile(r"^(?P<title>[^,]+?)\s+at\s+(?P<org>[A-ZÀ-Þ].*)$")  # "at École ..." too


def _is_at_title(text: str) -> bool:
    """The words before ``at``: a short title that ends in a role noun or holds one before ``of``/``for``
    (``Member of Technical Staff``), not a sentence (``Worked on looms at Acme``)."""
    bare = re.sub(r"\s*\([^()]*\)", "", text)  # "Lecturer (Teaching Fellow)"
    words = bare.split()
    if not 1 <= len(words) <= 6 or not all(w[:1].isupper() or w in _LOWER_WORDS for w in words):
        return False
    return role_run(bare) is not None


_FOR_MENTOR_RE = re.compile(
    r"\s+(?:to|for|with|under)\s+(?:Prof(?:essor)?\.?|Dr\.?)\s*[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3}(?=\s*(?:,|$))"
)


def title_and_org(text: str) -> tuple[str | None, str | None, str | None]:
    """(organisation, title, place) from ``Title, Org, Place`` or ``Org, Place, Title`` or ``Org Title``
    or ``Title at Org, Place``."""
    text = _FOR_MENTOR_RE.sub("", text)  # "Research Assistant to Prof. X, Brown University": whom, not where
    if (m := _AT_RE.match(text)) and _is_at_title(m.group("title")):
        org, place = split_place(m.group("org"))
        return org.strip(" ,") or None, m.group("title").strip(), place
    # (", and" goes on with a second role of one post: "Assistant Professor, and Director of the X Lab")
    parts = [p.strip() for p in re.split(r",(?![^()]*\))(?!\s+and\s)", text) if p.strip()]
    if len(parts) == 1 and len(roles := text.split(", and ")) == 2 and _is_title(roles[0]) and role_run(roles[1]):
        return None, text.strip(), None  # the post is its two roles; its employer is on another line
    if len(parts) >= 2:
        for i, part in enumerate(parts):
            # "British Academy Postdoctoral Fellow, Faculty of History, University of X": a funder's
            # name may lead the title when the employer follows
            part = _NOTE_RE.sub("", part)  # "Research Scientist (fixed-term)"
            funded = any(INSTITUTION_RE.search(p) for p in parts[i + 1 :]) and _ends_in_role(part)
            if _is_title(part) or funded:
                others = parts[:i] + parts[i + 1 :]
                if i > 0 and len(others) >= 2 and places.is_city(others[0]):
                    # twentysecondcv's "Seattle, Staff Data Scientist, Amazon": the place first, the employer last
                    return ", ".join(others[1:]), part, others[0]
                org, place = split_place(", ".join(others), need_keyword=True)
                return org or None, part, place
    head, place = split_place(text)
    org, title = split_role(head)
    return org, title, place


def _named_institution(part: str) -> bool:
    return bool(INSTITUTION_RE.search(part) or ORGANIZATION_RE.search(part))


def _is_title(part: str) -> bool:
    """A comma-separated part that is a job title and nothing else: "NSERC Postdoctoral Fellow"; a note in
    parentheses is no part of it ("Professor (W2) of History"), or glosses it in English
    ("Wissenschaftliche Mitarbeiterin (Research Associate)")."""
    bare = re.sub(r"\s*\([^()]*\)", "", part).strip()
    if " / " in bare:  # "Data Scientist / Senior Data Scientist": a promotion within one employer
        return all(_is_bare_title(t.strip()) for t in bare.split(" / "))
    return _is_bare_title(bare) or any(_is_bare_title(g.strip()) for g in re.findall(r"\(([^()]*)\)", part))


_RANK_OF_INSTITUTION_RE = re.compile(r"\s(?:de|of)\s+(?:la\s+|the\s+)?(?:Universidad|University|Escuela|Universidade)$")


def _is_bare_title(part: str) -> bool:
    words = part.split()
    if not words:
        return False
    if joint_titles(part) and not INSTITUTION_RE.search(part):
        return True  # "NSF Postdoctoral Fellow and Ritt Assistant Professor"
    run = role_run(part)
    # "Profesora Titular de Universidad": a rank that names the kind of institution, not one
    ranked = _RANK_OF_INSTITUTION_RE.search(part) is not None
    if run is None or (INSTITUTION_RE.search(part) and not ranked):
        return False
    # "Professor of X"; "Maître de conférences", "Profesor de Física", "Professore di ruolo"; a field may take
    # more words than a rank ("Associate Professor of Sociology and Public Policy")
    stop = run[1]
    if stop < len(words) and words[stop].lower() in {"rotation", "rotations", "post", "placement"}:
        stop += 1  # a trainee doctor's post: "Senior House Officer rotation in Medicine"
    if stop == len(words):
        return len(words) <= 6
    if words[stop].lower() not in {"of", "for", "in", "de", "di", "em", "en", "für"}:
        return False
    # ("Research Intern in X Computing Center" names where, not what)
    return len(words) <= 6 or (len(words) <= 9 and not ORGANIZATION_RE.search(part))


_NOTE_RE = re.compile(r"\s*\((?:[a-z][^()]*)\)")


def _ends_in_role(part: str) -> bool:
    run = role_run(part)
    return run is not None and run[1] == len(part.split()) <= 6


def _job_period(when: dates.DateMatch | None, ongoing: bool) -> Period:
    if when is not None:
        return when.period
    return Period(None, dates.PRESENT) if ongoing else Period()


def _finish_job(job: _Job, doc: SourceDocument, heading: str) -> Position:
    title = job.title or ""
    kind = PositionKind.JOB
    lower = title.lower()
    # ("Internal Medicine", "International Office" name no intern)
    if re.search(r"intern(?!al|ation)|praktikant|stagiaire|estagi[áa]ri|pasante|tirocinante", lower) or re.search(
        r"\bintern", heading, re.I
    ):
        kind = PositionKind.INTERNSHIP
    elif re.search(r"post-?doc|posdoc|p[óo]s-doc|postdoktor", lower):
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
