"""Labelled lines (``Reviewer: A; B``, ``**Ph.D. (completed):** X (2024); Y``) and the mixed sections
that hold them.

A label before a colon says what the items after it are: the subject's role (``Reviewer``,
``Mentor``), or the kind of record (``Dissertation committees (Brown)``, ``Grant review``). In a
section that mixes kinds (``Teaching & Service``, mentoring lists holding external examinations,
service lists holding dissertation committees) a line whose label, or whose opening words, name
another kind of record belongs to that kind's reader; so does a service role listed among positions.

>>> split_label("Ph.D. (completed): Ada Byron (2024); Alan Turing")
('Ph.D. (completed)', 'Ada Byron (2024); Alan Turing')
>>> split_label("Thesis title without a label") is None
True
"""

from __future__ import annotations

import re

from cvkg.extract import dates, layout
from cvkg.extract.places import INSTITUTION_RE
from cvkg.extract.sections import Section, SectionKind, heading_kind, is_item_list, year_heading

# A label: a few words (a parenthesis allowed, no digits), then a colon and the items
# (a digit after a hyphen names a level: "PGY-2 residents: ...")
# (German's gender colon stays inside a label: "Doktorand:innen: A; B")
_LABEL_RE = re.compile(r"^([^\W\d_](?:[^\d:;,()]|(?<=-)\d|:(?=innen\b)){0,48}?(?:\s*\([^()\d]{1,40}\))?)\s*:\s+(\S.*)$")
_COMMITTEE_RE = re.compile(
    r"\b(?:dissertation|thesis|doctoral|ph\.?\s?d\.?|defen[cs]e)s?\b.*\b(?:committees?|jur(?:y|ies))\b"
    r"|\b(?:external |internal )?examiner\b|\bopponent\b",
    re.I,
)
_TEACHING_RE = re.compile(r"\b(?:instructor|teaching|lecturer|tutor|grader|courses?|TA)\b", re.I)
_STUDENTS_RE = re.compile(
    r"\b(?:mentor(?:ing|ship)?|mentees?|(?:co-?)?supervis(?:ion|or|ing|ed)|advis(?:ing|ees?)|students?|interns"
    r"|postdocs?|postdoctoral (?:fellows|researchers|scholars)|undergraduates|trainees)\b",
    re.I,
)
# Service roles in Spanish, Portuguese, French, German and Italian ("Evaluadora", "Parecerista", "Gutachter")
SERVICE_ROLES_ABROAD = (
    r"revisor(?:a|es|as)?|revisore|evaluador(?:a|es|as)?|avaliador(?:a|es|as)?|parecerista|relect(?:eur|rice)"
    r"|\w*gutachter(?:in)?|\w*kollegiat(?:in)?|miembros?|membros?|membres?|\w*mitglied|\w*herausgeber(?:in)?"
    r"|president[ea]s?"
    r"|coordinador(?:a)?|coordenador(?:a)?|coordinat(?:ore|rice)|organizador(?:a)?|organisat(?:eur|rice)"
    r"|organizzat(?:ore|rice)|comit[ée]|comit[êe]|comitato|comiss[ãa]o|comisi[óo]n|jurad[oa]s?|secret[áa]ri[oa]"
    r"|consejo|conselho|conseil|beirat|consiglio"
)
_SERVICE_RE = re.compile(
    r"\b(?:review(?:er|ers|ing|s)?|referee(?:ing|s)?|editor(?:ial|s)?|committees?|chair|organi[sz]\w*"
    rf"|panel\w*|board|member(?:ship)?s?|{SERVICE_ROLES_ABROAD})\b",
    re.I,
)
# A line that opens with a service role: "Miembro del Consejo Editorial de X", "Evaluadora de la AEI", "Reviewer, X"
_SERVICE_LEAD_RE = re.compile(
    r"^(?:(?:associate |assistant |guest |co-?)?(?:editor|chair|member|reviewer|referee|panelist|organi[sz]er"
    rf"|secretar\w+|treasurer|president)|{SERVICE_ROLES_ABROAD}|vocal)\b",
    re.I,
)
_LABEL_KINDS = (
    (_COMMITTEE_RE, SectionKind.COMMITTEES),
    (_TEACHING_RE, SectionKind.TEACHING),
    (_STUDENTS_RE, SectionKind.STUDENTS),
    (_SERVICE_RE, SectionKind.SERVICE),
)
# Unlabelled lines whose opening words name their kind: "External examiner, Ph.D. thesis of X",
# "Co-supervision of Master's student X"
_LEAD_KINDS = (
    # "External examiner, MBBS Finals, X": examining a course or a degree's exams is service; a thesis's is a
    # committee
    (re.compile(r"^(?:external |internal )?examiner\b(?!.*\b(?:thes[ie]s|dissertations?|ph\.?\s?d|doctor\w*|viva))"
                r".*\b(?:finals?|examinations?|exams?|programmes?|programs?|courses?|modules?|MBBS|MBChB"
                r"|B\.?Sc|M\.?Sc|undergraduate)\b", re.I),
     SectionKind.SERVICE),
    # "Member of the PhD thesis jury of X": "member of the", and a degree before "thesis", may lead
    # ... and the Nordic defence's examiners: "Faculty opponent, PhD defence of X", "Examining committee member"
    (re.compile(r"^(?:external |internal )?examiner\b|^(?:member,? (?:of (?:the |a )?)?)?(?:ph\.?\s?d\.? )?"
                r"(?:ph\.?\s?d\.?|doctoral|dissertation|thesis)(?: defen[cs]e)? (?:committee|jury)\b"
                r"|^(?:faculty )?opponent\b|^(?:member,? (?:of (?:the |an? )?)?)?(?:examining|grading) committee\b",
                re.I),
     SectionKind.COMMITTEES),
    (re.compile(r"^(?:co-?)?supervision of\b", re.I), SectionKind.STUDENTS),
    # "Lecturer, MSc Clinical Research, course X" among supervisions: a course taught
    (re.compile(r"^(?:guest |visiting |senior )?(?:lecturer|instructor|teaching assistant"
                r"|course (?:director|lead(?:er)?|coordinator)|module (?:lead(?:er)?|convenor|coordinator))\b"
                r"(?!\s+(?:in|of|at)\b)", re.I),
     SectionKind.TEACHING),
)  # fmt: skip
_LEADING_DATE_RE = re.compile(r"^(?:(?:19|20)\d\d(?:\s*[-–]\s*(?:(?:19|20)\d\d|present))?[\s:,]+)")
_MIXED = frozenset({SectionKind.TEACHING, SectionKind.SERVICE, SectionKind.STUDENTS, SectionKind.COMMITTEES})
_SUPERVISION = frozenset({SectionKind.STUDENTS, SectionKind.COMMITTEES})


def split_label(text: str, *, with_place: bool = False) -> tuple[str, str] | None:
    """``Label: items`` -> (label, items); ``None`` for a line without a label.

    ``with_place``: a label may name where, after a comma (``Second reader, Tulane: A (B.A. 2024)``), which is
    dropped.

    >>> split_label("Second reader, Tulane: Ada Byron", with_place=True)
    ('Second reader', 'Ada Byron')
    """
    plain = layout.plain(text)
    if with_place and (placed := _PLACED_LABEL_RE.match(plain)):
        plain = f"{placed.group(1)}: {placed.group(2)}"
    m = _LABEL_RE.match(plain)
    if m is None or len(re.sub(r"\([^()]*\)", "", m.group(1)).split()) > 6:  # "Co-reviewer (with J. R. Name)"
        return None
    if m.group(1).count("“") > m.group(1).count("”") or m.group(1).count('"') % 2:
        return None  # 'Lecture “Chemistry II: Mechanisms”': the colon stands inside a quoted name
    return m.group(1).strip(), m.group(2).strip()


# "Senior thesis advisor, Tulane: A (2024–25)": a role, the place it was held, then the people
# ("Honors theses (BPhil), Tulane: A (2023)": the degree in parentheses is the label's)
_PLACED_LABEL_RE = re.compile(
    r"^((?-i:[A-Z])[^\d:;,()]{2,48}(?:\s\([^\d:;,()]{1,20}\))?),\s+(?-i:[A-Z])[^\d:;,()]{1,40}:\s+(\S.*)$"
)


# The names tables of people's records give their columns: "Role  Venue  Years", "Term  Code  Course"
_COLUMN_NAMES = frozenset(
    ["role", "roles", "venue", "venues", "year", "years", "date", "dates", "term", "terms", "semester", "code",
     "course", "courses", "title", "host", "location", "place", "award", "awards", "honor", "honors", "prize",
     "amount", "name", "student", "students", "level", "degree", "program", "placement", "institution",
     "university", "thesis", "status", "event", "conference", "journal", "organization", "activity", "service",
     "position", "type", "committee", "notes", "description", "advisor", "co-advisor", "since", "period",
     "outcome", "role(s)", "year(s)", "number", "no.", "from", "to", "until", "funder", "agency", "sponsor",
     "employer", "organisation", "subject", "field", "credits", "hours", "enrollment", "authors", "pi", "rank"]
)  # fmt: skip


def is_column_header(raw: str) -> bool:
    """A table's row of column names (``Role  Venue  Years``; a PDF's gaps or LaTeX's cells between them).

    >>> is_column_header("Term   Code   Course"), is_column_header("Fall 2021   CS 101   Compilers")
    (True, False)
    """
    cells = layout.cells(raw)
    return len(cells) >= 2 and all(_is_column_name(c) for c in cells)


def _is_column_name(cell: str) -> bool:
    """``Role``, ``Amount (A$)``, ``Status / outcome``, ``Scheme / project title``: a column's name, its note in
    parentheses aside, or names joined by a slash, each a column's name or a word before one ("project title")."""
    name = re.sub(r"\s*\([^()]*\)", "", cell.lower()).strip(" :")
    if name in _COLUMN_NAMES or cell.lower().strip(" :") in _COLUMN_NAMES:
        return True
    parts = [p.split() for p in re.split(r"\s*/\s*", name)]
    return all(p and len(p) <= 2 and p[-1] in _COLUMN_NAMES | _MORE_COLUMN_NAMES for p in parts)


# Column names that name a grant table's columns, alone or after another word ("funding body", "grant scheme")
_MORE_COLUMN_NAMES = frozenset(["body", "scheme", "outcome", "supervisor", "supervision"])


def label_kinds(label: str) -> list[SectionKind]:
    """The kinds of record a label may name, the most specific first (``Reviewer`` -> service,
    ``Mentor`` -> students, ``Teaching committee`` -> teaching or service)."""
    return [kind for pattern, kind in _LABEL_KINDS if pattern.search(label)]


# Under supervision, the students whose committees one sat on
_STUDENTS_COMMITTEE_RE = re.compile(
    r"(?:(?:thesis|dissertation|doctoral|ph\.?\s?d\.?)\s+)?committees?(?:\s+member(?:ship)?s?)?|members?"
    r"|(?:second |outside )?readers?"
    # "Ph.D. (reader)", "Ph.D. (committee member)": the theses one read, by their degree
    r"|(?:ph\.?\s?d\.?|doctoral|dissertations?|theses|m\.?a\.?|master'?s)\s+\((?:second |outside )?(?:readers?"
    r"|(?:committee )?members?)\)",
    re.I,
)


def line_kind(text: str, within: SectionKind) -> SectionKind:
    """The kind of record a line of a ``within`` section names by its label or its opening words.

    A dissertation committee is one whatever section lists it; otherwise a label that may name the
    section's own kind keeps the line there (``Teaching committee`` in Service).
    """
    found = split_label(text, with_place=within is SectionKind.STUDENTS)
    inner = split_label(found[1]) if found is not None else None  # "Assessment: Doctoral committees: A (2022)"
    if within is SectionKind.STUDENTS and any(f and _STUDENTS_COMMITTEE_RE.fullmatch(f[0]) for f in (found, inner)):
        return SectionKind.COMMITTEES  # "Committee member: A (Ph.D. 2021)" among the students one supervised
    if found is not None and within is SectionKind.STUDENTS and re.fullmatch(
        r"(?:(?:ph\.?\s?d\.?|doctoral|dissertation|thesis|master'?s|m\.?a\.?|m\.?sc?\.?)\s+){0,2}(?:committees?\s+)?"
        r"\(?(?:co-?)?chair\)?",
        found[0],
        re.I,
    ):
        # "Chair: A (Ph.D. 2023)", "Ph.D. (chair): A; B", "Ph.D. dissertation committees (chair): A" under advising:
        # the students whose committee one chairs
        return SectionKind.STUDENTS
    plain = _LEADING_DATE_RE.sub("", layout.plain(found[1] if found else text))  # "2023–2024 Co-supervision of"
    lead = [kind for pattern, kind in _LEAD_KINDS if pattern.match(plain)]
    # "Committees: External examiner, PhD defence of X": a label of service over a thesis's examination
    kinds = label_kinds(found[0]) if found is not None and lead[:1] != [SectionKind.COMMITTEES] else lead
    if not kinds or (within in kinds and kinds[0] is not SectionKind.COMMITTEES):
        return within
    return kinds[0]


def route(sections: list[Section]) -> list[Section]:
    """Sections with each labelled item of a mixed section moved to a section of the kind it names.

    Teaching, service, students and committees trade items: their lists mix (a ``Teaching &
    Service`` section, examinations under Mentoring). A positions section gives up its service roles
    (``Member, NIH Study Section (2019–2023)``). Moved items keep their order and line numbers.
    """
    out: list[Section] = []
    for section in sections:
        if section.kind is SectionKind.POSITIONS:
            out.extend(_service_out_of_positions(section))
            continue
        if section.kind is SectionKind.OTHER and _MISC_HEADING_RE.search(section.title):
            out.extend(_sorted_misc(section))
            continue
        if section.kind in (SectionKind.OTHER, SectionKind.PREAMBLE):  # "Fields: A, B" under the name too
            out.extend(_interests_apart(section))
            continue
        if section.kind not in _MIXED:
            out.append(section)
            continue
        pieces: list[Section] = []
        carried: SectionKind | None = None  # the kind a heading-like line named for the lines under it
        lines = section.lines
        if section.kind in _SUPERVISION:
            # a paragraph a word processor wrapped inside a bracket ("(chair): A (in" / "progress); B (2022, now X"):
            # one item, its label and its names kept together
            lines = layout.join_open_lines(lines, has_comma_end=False)
        for block_lines in _sentences_apart(_block_lines(lines), section.kind):
            kind = line_kind(block_lines[0][1], section.kind)
            if _is_heading_line(block_lines[0][1]):
                carried = kind if kind is not section.kind else None
            elif kind is section.kind and carried is not None:
                kind = carried  # "Dissertation committee member" / "A (2021), B (2022)": the list it heads
            if not pieces or pieces[-1].kind is not kind:
                pieces.append(Section(kind, section.titles if kind is section.kind else section.titles[:1]))
            pieces[-1].lines.extend(block_lines)
        out.extend(pieces or [section])
    return out


# A role held in service, not employment, when listed among positions: one that is service wherever it is held
# (a reviewer, a panelist), or a member, chair or editor of a body only service has. The role is the line's
# opening words, up to a comma or to "of"/"for"/"on" ("Member of the NIH Study Section").
_SERVICE_ROLE_RE = re.compile(
    r"^(?P<role>(?:[\w-]+\s+){0,3}?(?P<noun>reviewer|referee|panel(?:ist| member)|editor(?:-in-chief)?|member"
    r"|(?:co-?)?chair(?:person)?))(?:\s*,\s*|\s+(?:of|for|on)\s+)(?P<body>\S.*)$",
    re.I,
)
# Bodies only service has: review panels, study sections, committees, editorial boards
_SERVICE_BODY_RE = re.compile(
    r"\b(?:study sections?|(?:review )?panels?|committees?|(?:editorial|advisory|review) boards?)\b", re.I
)
# Venues served by editing and reviewing: journals, proceedings, events; not when an institution is named too
# ("Chair, Department of English, College of Arts and Letters" is a job)
_SERVED_VENUE_RE = re.compile(
    r"\b(?:journals?|transactions|letters|annals|review|proceedings|conferences?|symposi(?:um|a)|workshops?"
    r"|grant proposals?)\b",
    re.I,
)
# A job's noun among the role's words: "Associate Professor and Member, ..." names a job
_JOB_NOUN_RE = re.compile(
    r"\b(?:professor|scientist|engineer|researcher|lecturer|fellow|director|officer|manager|investigator|staff)\b",
    re.I,
)
# A role that is service wherever it is held, for a funder or an event ("Reviewer, Wellcome Trust", "Referee,
# ICALP 2022"): only a company would employ the subject in it
_ALWAYS_SERVICE_RE = re.compile(r"^(?:reviewer|referee|panel(?:ist| member))$", re.I)
_FUNDER_OR_EVENT_RE = re.compile(
    r"\b(?:Foundation|Council|Agency|Trust|Fund|grants?|proposals?|fellowships?)\b"
    r"|\b[A-Z][A-Za-z]*[A-Z][A-Za-z]*\s*['’]?(?:19|20)?\d\d\b"
)
_EMPLOYER_RE = re.compile(r"\b(?:Inc|Ltd|LLC|GmbH|Corp(?:oration)?|Company|Publish\w*|Press)\b")


def is_service_role(text: str) -> bool:
    """Whether a line of a positions section names a service role rather than a job.

    >>> is_service_role("Member, NIH Study Section (2019–2023)"), is_service_role("Editor, Acme Publishing")
    (True, False)
    """
    plain = _LEADING_DATE_RE.sub("", layout.plain(text)).strip()
    m = _SERVICE_ROLE_RE.match(plain)
    if m is None or _JOB_NOUN_RE.search(m.group("role")):
        return False
    role, body = m.group("role"), _without_dates(m.group("body"))
    if _EMPLOYER_RE.search(body):
        return False  # "Editor, Acme Publishing": a trade's job
    if _SERVICE_BODY_RE.search(role) or _SERVICE_BODY_RE.search(body):
        return True
    if INSTITUTION_RE.search(body) or re.search(r"\bDepartment\b", body):
        return False  # "Chair, Department of Physics": a job
    if _SERVED_VENUE_RE.search(body):
        return True
    return bool(_ALWAYS_SERVICE_RE.match(m.group("noun")) and _FUNDER_OR_EVENT_RE.search(m.group("body")))


def _without_dates(text: str) -> str:
    for found in reversed(dates.find_all_dates(text)):
        text = text[: found.begin] + text[found.stop :]
    return re.sub(r"\(\s*\)", "", text).strip(" ,;.")


# A heading over items of every kind: "Other", "Miscellaneous", "Otros méritos", "Autres activités", "Sonstiges"
_MISC_HEADING_RE = re.compile(
    r"^(?:\d+\.?\s*)?(?:other|others|otros|otras|outros|outras|autres|altri|altre|sonstige\w*|miscellane\w*|misc\.?"
    r"|additional|further)\b",
    re.I,
)
_PRIZE_LEAD_RE = re.compile(r"^(?:premio|pr[eê]mio|prix|preis|premi|prize|award|medal|medalla|beca|fellowship)\b"
                            r"|\b(?:award|prize|premio|pr[eê]mio|prix|preis)\b", re.I)
_EXAMINER_LEAD_RE = re.compile(
    r"^(?:(?:external |internal )?examiner|vocal del tribunal|miembro del tribunal|membre du jury|membro da banca"
    r"|presidente? del tribunal|opponent)\b",
    re.I,
)


def _interests_apart(section: Section) -> list[Section]:
    """A section of no known kind ("Research") with its lines labelled as interests (``Fields: A; B``) in a section
    of interests of their own, the label gone."""
    moved = [(n, found[1]) for n, t in section.lines
             if (found := split_label(layout.plain(t))) and heading_kind(found[0]) is SectionKind.INTERESTS]
    if not moved:
        return [section]
    taken = {n for n, _ in moved}
    kept = Section(section.kind, section.titles, [(n, t) for n, t in section.lines if n not in taken])
    return [kept, Section(SectionKind.INTERESTS, section.titles[:1], moved)]


# The kinds of section a field's label may name in a miscellaneous section
_READ_KINDS = frozenset(
    {SectionKind.SERVICE, SectionKind.AWARDS, SectionKind.TEACHING, SectionKind.TALKS, SectionKind.STUDENTS,
     SectionKind.SKILLS}
)


# A field's name that is the subject's role, not a kind of record: "Reviewer", "Journal referee", "Editor"
_ROLE_LABEL_RE = re.compile(r"\b(?:reviewer|referee|editor|chair|member|organi[sz]er)s?$", re.I)


def _sorted_misc(section: Section) -> list[Section]:
    """A miscellaneous section's items, each in a section of the kind its opening words name (a prize, a service
    role, a thesis examination); the rest stays unread."""
    kinds: dict[SectionKind, list[tuple[int, str]]] = {}
    for block in _block_lines(section.lines):
        head = layout.plain(block[0][1]).strip()
        labelled = split_label(head)
        named = heading_kind(labelled[0]) if labelled else None
        if named is SectionKind.PROJECTS and is_item_list([(block[0][0], labelled[1])]):
            named = SectionKind.SKILLS  # "Software: Stata, R, Python": the tools the subject uses, no projects
        if labelled and named in _READ_KINDS:
            # "Service: Reviewer for X and Y; member of ...": a Europass form's field names its section; a field
            # named by the subject's role ("Reviewer: X; Y") keeps it, as a line of that section reads it
            item = head if _ROLE_LABEL_RE.search(labelled[0]) else labelled[1]
            kinds.setdefault(named, []).extend([(block[0][0], item), *block[1:]])
            continue
        kind = (
            SectionKind.COMMITTEES if _EXAMINER_LEAD_RE.match(head)
            else SectionKind.AWARDS if _PRIZE_LEAD_RE.search(head)
            else SectionKind.SERVICE if _SERVICE_LEAD_RE.match(head)
            else SectionKind.OTHER
        )
        kinds.setdefault(kind, []).extend(block)
    return [Section(kind, section.titles, lines) for kind, lines in kinds.items()]


def _service_out_of_positions(section: Section) -> list[Section]:
    """A positions section without the items that name service roles, and a service section of them (after it,
    so that the jobs keep the employer a group heading gave them)."""
    blocks = _block_lines(section.lines)
    moved = [block for i, block in enumerate(blocks) if _is_service_item(blocks, i)]
    if not moved:
        return [section]
    taken = {n for block in moved for n, _ in block}
    kept = Section(section.kind, section.titles, [(n, t) for n, t in section.lines if n not in taken])
    return [kept, Section(SectionKind.SERVICE, section.titles[:1], [line for block in moved for line in block])]


def _is_service_item(blocks: list[list[tuple[int, str]]], at: int) -> bool:
    """A bulleted item that opens with a service role; or an unbulleted line that does, carries its dates and
    stands apart from its neighbours (a line of dates or an employer above it would be left without its entry)."""
    head = blocks[at][0][1]
    if not is_service_role(head):
        return False
    if layout.has_marker(head):
        return True
    above_apart = at == 0 or not blocks[at - 1][-1][1].strip() or _has_own_dates(blocks[at - 1][0][1])
    below_apart = at + 1 == len(blocks) or not blocks[at][-1][1].strip() or _has_own_dates(blocks[at + 1][0][1])
    return _has_own_dates(head) and above_apart and below_apart


def _has_own_dates(text: str) -> bool:
    """Dates on a line that says more than them (an entry's, not a line of dates heading or closing one)."""
    return dates.find_dates(text) is not None and not dates.is_only_dates(text)


def _is_heading_line(text: str) -> bool:
    """A short line without items, dates or a colon that names a kind of record (``Dissertation committee
    member``, ``Master's students``): it heads the unlabelled lines under it."""
    plain = layout.plain(text)
    if not plain or layout.has_marker(text) or re.search(r"[\d:;,]", plain) or len(plain.split()) > 6:
        return False
    return any(p.search(plain) for p, _ in _LABEL_KINDS) or any(p.match(plain) for p, _ in _LEAD_KINDS)


def _block_lines(lines: list[tuple[int, str]]) -> list[list[tuple[int, str]]]:
    """The section's lines grouped as :func:`layout.blocks` groups them (blank lines go with the block above)."""
    starts = {b.first for b in layout.blocks(lines)}
    for block in layout.blocks(lines):  # "Reviewer: A" at the margin under "Instructor: B": an item of its own
        starts |= {n for n, _ in layout.own_lines(block, lambda t: split_label(t) is not None)}
    out: list[list[tuple[int, str]]] = []
    for n, t in lines:
        if n in starts or not out:
            out.append([])
        out[-1].append((n, t))
    return out


# The end of a sentence in a paragraph of service: "... (2014, 2019). External examiner, Ph.D. defence of X"
# (not after a title or an initial: "with Prof. I. Castellanos")
_SENTENCE_END_RE = re.compile(r"(?:(?<=[a-z]{4})|(?<=[\d)]))(?<!Prof|Univ|Dept|Inst)(?<!Assoc)\.\s+(?=[A-Z][a-z])")


def _sentences_apart(blocks: list[list[tuple[int, str]]], within: SectionKind) -> list[list[tuple[int, str]]]:
    """Blocks, with a one-line paragraph parted into its sentences when one of them names another kind
    (``Associate Editor, X (2017–present). External examiner, Ph.D. defence of Y, 2020.``); the parts keep
    the line's number."""
    out: list[list[tuple[int, str]]] = []
    for block in blocks:
        written = [(n, t) for n, t in block if t.strip()]
        sentences = _SENTENCE_END_RE.split(written[0][1]) if len(written) == 1 else []
        # a line whose opening words name another kind goes there whole; one whose sentences all stay, stays
        parted = [line_kind(s, within) is not within for s in sentences]
        if len(sentences) < 2 or line_kind(written[0][1], within) is not within or not any(parted):
            out.append(block)
            continue
        out.extend([(written[0][0], s)] for s in sentences)
    return out


_YEAR_ALONE_RE = re.compile(r"^(?:19|20)\d\d$")


def group_years(lines: list[tuple[int, str]], *, has_bare_headings: bool = True) -> dict[int, int | None]:
    """Each line that is no year heading, with the year of the heading above it (``### 2024``, ``**2023**``,
    and, with ``has_bare_headings``, ``2022`` alone on an unmarked line): lists of committees, service and
    awards grouped by year. (Without it, a bare year may be the date line of the entry above it.)

    >>> group_years([(1, "### 2024"), (2, "- Reviewer, LOOMCONF"), (3, "2023"), (4, "- Chair, GEARCONF")])
    {2: 2024, 4: 2023}
    """
    out: dict[int, int | None] = {}
    year: int | None = None
    for n, text in lines:
        bare = has_bare_headings or bool(re.match(r"\s*(?:\*\*|__)", text))
        found = year_heading(text) or ("" if layout.has_marker(text) or not bare else layout.plain(text).strip(" :"))
        if _YEAR_ALONE_RE.match(found):
            year = int(found)
            continue
        out[n] = year
    return out
