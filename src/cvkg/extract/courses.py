"""Teaching: courses with their codes and terms, one record per term.

A line names a course, a code (``CS 101``, ``16-831``), terms (``Fall 2021``, ``WS 2022/23``,
``2023-24``) and often the subject's role and the institution, in any order.
"""

from __future__ import annotations

import dataclasses
import itertools
import re

from cvkg.extract import dates, labels, layout
from cvkg.extract.degrees import is_field_note
from cvkg.extract.names import CAPITAL
from cvkg.extract.places import INSTITUTION_RE, ORGANIZATION_RE, is_city
from cvkg.extract.sections import Section, SectionKind
from cvkg.model import SourceDocument, SourceSpan, Teaching

_SEASON = r"(?:Spring|Summer|Fall|Autumn|Winter|Michaelmas|Lent|Hilary|Trinity)"
# Seasons of Spanish, Portuguese, French, Italian and Turkish terms ("Güz 2020", "Bahar 2021"), and which term of
# the year ("primer", "2º", "1er")
_SEASON_ABROAD = (
    r"(?:primavera|verano|ver[aã]o|oto[nñ]o|outono|invierno|inverno|printemps|[eé]t[eé]|automne|hiver|autunno"
    r"|g[uü]z|bahar)"
)
_ORDINAL_WORD = r"(?:[12]\.?(?:er|e|re|º|°|ª|o)?|primer|primero|segundo|primeiro|premier|second|primo|secondo)"
_TERM_RE = re.compile(
    # "Fall 2016", "Spring 2019–2023", "Fall 2016–present", "Sem 1 2022"
    rf"\b{_SEASON}(?:\s+(?:Term|Semester|Quarter))?,?\s+(?:19|20)\d\d(?:/\d\d)?"
    rf"(?:\s*(?:--?|–)\s*(?:{_SEASON}\s+)?(?:(?:19|20)\d\d|present|now))?\b"  # pandoc's "--" is a dash
    r"|\b(?:Sem(?:ester)?|Term|Trimester|Quarter)\.?\s?[1-4],?\s+(?:19|20)\d\d(?:/\d\d)?\b"
    r"(?:\s*[-–]\s*(?:(?:19|20)\d\d(?:/\d\d)?\b|present\b|now\b))?"
    # "1st Semester AY 2021–2022", "2nd sem, SY 2022-23", "Midyear 2023" (Philippine and US school years)
    r"|\b(?:1st|2nd|3rd|first|second|third)\s+(?:semester|sem\.?|term|trimester)\b,?\s*(?:(?:AY|A\.Y\.|SY)\s*)?"
    r"(?:19|20)\d\d(?:\s*(?:--?|–|/)\s*(?:19|20)?\d\d)?\b(?:\s*[-–]\s*(?:present|now)\b)?|\bMid-?year\s+(?:19|20)\d\d\b"
    r"|\b(?:19|20)\d\d\s+(?:Spring|Summer|Fall|Autumn|Winter)\b"
    # "Sept–Dec 2023": the months of a term (Kenyan, Australian and British universities)
    r"|\b(?-i:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s*[-–]\s*"
    r"(?-i:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+(?:19|20)\d\d\b"
    # "F15", "S2017", "Sp19", "W18": a term abbreviated to its season's letter and its year (US quarter schools)
    r"|\b(?-i:Fa|Sp|Su|Wi|F|S|W)'?(?:\d\d|(?:19|20)\d\d)\b(?![-/.]\d)"
    # "October 2014 - January 2015": the months a course ran, each with its year
    r"|\b(?-i:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+(?:19|20)\d\d\s*[-–]\s*"
    r"(?-i:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+(?:19|20)\d\d\b"
    # "Jan 2024": a month of teaching (a guest lecture)
    r"|\b(?-i:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+(?:19|20)\d\d\b(?!\s*[-–])"
    # (not "The Two Germanies since 1945": a year before anyone now teaching taught is the course's own)
    r"|\b(?:every (?:year|term|semester) |annually )?since (?:19[5-9]\d|20\d\d)\b"
    # German and Swiss semesters ("WS 2022/23", "SoSe 2023", "HS 2021") and academic years ("AY 2021-22")
    r"|\b(?-i:WS|SS|WiSe|SoSe|HS|FS|AY|A\.Y\.|A\.A\.)\s?(?:19|20)\d\d(?:\s*[-–/]\s*(?:19|20)?\d\d)?(?![\w/-])"
    # ... and a run of them, "SS 2022 – SS 2024"
    r"(?:\s*[-–]\s*(?-i:WS|SS|WiSe|SoSe|HS|FS)\s?(?:19|20)\d\d(?:/\d\d)?(?![\w/-]))?"
    r"|\b(?:Winter|Summer)semester\s+(?:19|20)\d\d(?:/(?:19|20)?\d\d)?\b"
    r"|\bAcademic Year\s+(?:19|20)\d\d\s*[-–/]\s*(?:19|20)?\d\d\b"
    # Spanish, Portuguese, French and Italian terms: "primer semestre de 2019", "2º semestre 2020", "otoño 2019",
    # "semestre d'automne 2019", "Semestre 2019-1"
    rf"|\b(?:{_ORDINAL_WORD}\s+)?(?:semestre|cuatrimestre|quadrimestre|trimestre)(?:\s+(?:de|d['’]|di)\s*{_SEASON_ABROAD})?"
    r"(?:\s+(?:de|del))?\s+(?:19|20)\d\d(?:[-/][12])?\b(?:\s*[-–]\s*(?:presente?|actualidad|atual|now)\b)?(?!\s*[-–])"
    rf"|\b{_SEASON_ABROAD}(?:\s+de)?\s+(?:19|20)\d\d\b(?!\s*[-–])",
    re.I,
)
# A school year without a season: "2023-24", "2022/23", "2021-2022"; "(2019–)": since then
# ... and a run of them, "2016/17 – 2020/21", one term as written
_ACADEMIC_YEAR_RE = re.compile(
    r"\b(?:19|20)\d\d/\d\d\s*[-–]\s*(?:(?:19|20)\d\d/\d\d\b|present\b|now\b)"
    r"|\b(?:19|20)\d\d\s*[-–/]\s*(?:(?:19|20)?\d\d\b|present\b|now\b)|\b(?:19|20)\d\d\s*[-–](?=\s*\))", re.I
)
_TEACHING_ROLE_RE = re.compile(
    r"(?:(?:co-?|guest |head |lead |graduate |undergraduate )?(?:teaching assistant|ta|instructor|lecturer"
    r"|teaching intern|course organi[sz]er|organi[sz]er|grader|tutor|teacher|teaching fellow|co-?instructor|lecture"
    r"|module lead(?:er)?|course lead(?:er)?|course director|convenor|(?:course |module )?coordinator)s?"
    r"|(?:teaching assistant|instructor) of record"
    # German: "Übungsleiterin", "Tutorin", "Dozent", "Lehrbeauftragter", "wissenschaftliche Mitarbeiterin"
    r"|(?:übungs|praktikums|seminar)?leiter(?:in)?|tutor(?:in)?|dozent(?:in)?|lehrbeauftragte[rn]?"
    r"|(?:wissenschaftliche[rn]?\s+)?(?:hilfskraft|mitarbeiter(?:in)?))",
    re.I,
)
# The form a course takes, named before it: "Seminar: X", "Vorlesung: Y"
_COURSE_FORM_RE = re.compile(
    r"(?:(?:graduate|undergraduate|advanced|reading|research|master'?s?|bachelor'?s?)\s)?"
    r"(?:seminar|proseminar|hauptseminar|tutorial|exercise (?:class|session)s?|practical|lab(?:oratory)?"
    r"|übung|vorlesung|lecture course|colloquium)",
    re.I,
)
_LEVEL_WORDS = r"undergraduate|graduate|master'?s?|ph\.?d\.?|bachelor'?s?|doctoral|postgraduate"
# "(MBA elective)", "(PhD)", "(graduate, 40 students)": who took the course, no part of its name
_LEVEL_NOTE_RE = re.compile(
    rf"\s*\((?:{_LEVEL_WORDS}|MBA|EMBA|M\.?Sc|B\.?Sc|MPH|JD|MD|BA|MA)\b[^()]*\)\s*$", re.I
)


def without_level_note(course: str) -> str:
    """A course's name without a closing note on who took it (``Pricing Strategy (MBA elective)``)."""
    return _LEVEL_NOTE_RE.sub("", course).strip() or course
# "CS 101", "16-831", "LET-REMA-LCEX10"; a department's letters in any Latin alphabet ("İM 304", "ÇEV 201")
_CODE_RE = re.compile(
    # "BIOL 480/680": a course listed at two levels is one code; "HISTORY 210-1": the first of a sequence;
    # "ART_HIST 255-0": a department of two words joined by an underscore
    rf"\b([{CAPITAL}][^\W\d_]{{1,8}}(?:_[A-Z]{{2,8}})?[ -]?\d{{2,5}}[A-Z]{{0,2}}(?:\.\d+)?(?:-\d\b)?"
    r"(?:/\d{2,5}[A-Z]?)*|\d{2}-\d{3}"
    # "AS.100.102": school, department and number apart by dots; "COM LIT R1B": a department of two words in
    # capitals, a number that may open with a letter
    r"|[A-Z]{2,3}\.\d{3}\.\d{3}|[A-Z]{2,8} [A-Z]{2,8} [A-Z]?\d{1,3}[A-Z]{0,2}"
    # "EPID P8438", "P6400": a number that opens with a letter, after its department or alone (never a year's)
    r"|[A-Z]{2,8} [A-Z]\d{3,5}[A-Z]?|[A-Z](?!19|20)\d{4}"
    # Indiana's "SOC-S 101", "CSCI-B 551": the department, the campus letter, the number
    r"|[A-Z]{2,}(?:-[A-Z0-9]{2,}){1,3}|[A-Z]{2,5}-[A-Z] ?\d{3})\b"
    # "Europe and the World 1200–1648": a span of years, no course's number ("STAT 512–513" is a sequence)
    r"(?!(?<=\b\d{4})\s?[–—]\s?\d{4}\b)"
)

def teaching(section: Section, doc: SourceDocument) -> list[Teaching]:
    """Courses: terms (``Fall 2021``, ``Winter 2022/23``, ``2023-24``), a code and the course name in
    any order, with the subject's role and the institution around them; one record per term.

    A label naming the role or the level (``Teaching assistant:``, ``Undergraduate:``) is not part of
    the course; several courses on a line are set apart by semicolons; a bold line alone
    (``**Courses Taught (Engine College)**``) is a sub-heading.
    """
    out: list[Teaching] = []
    section_raw = dict(section.lines)
    # "### Universidad X" over its courses: a group heading, none of them (its lines are no sub-lines of it)
    # ... and a table's row of column names ("Term  Code  Course") no course
    lines = [(n, "" if layout.is_group_heading(t) or labels.is_column_header(t) else t) for n, t in section.lines]
    # "Math 3210 Analysis I (Fall 2018," / "Fall 2019); Math 6210 ...": a PDF's line broken inside a bracket
    lines = layout.join_margin_wraps(_bracket_closed(lines))
    was_dated = False
    for block in _course_blocks(lines):
        raw = section_raw.get(block.first, "")
        if _BOLD_LINE_RE.match(raw) and not (_TERM_RE.search(raw) or _CODE_RE.search(raw)):
            continue
        if _is_role_at_place(block.head, raw) or re.fullmatch(rf"(?:{_LEVEL_WORDS})(?: courses)?:?", block.head, re.I):
            continue  # "**Instructor**, Loom University" or "Undergraduate" over the courses taught there
        if not block.subs and _is_place_alone(block.head):
            continue  # "*Elm University*" over the courses taught there
        if was_dated and not block.is_marked and _is_description(block.head):
            continue  # "Instructor of record; 85 students." under a dated course: what it was, no course
        text = layout.wrapped_text(block)
        if len(cells := layout.cells(raw)) >= 3 and dates.is_only_dates(cells[0]) and not _CODE_RE.search(raw):
            # the Harvard CV's table: years, the course (a colon in it its own: "Human Body: Respiratory
            # Physiology"), who took it; the lines under the row say where and how much
            named = [c for c in cells[1:] if not _TEACHING_ROLE_RE.fullmatch(layout.plain(c))]  # "Guest lecturer"
            course = without_level_note(layout.plain(named[0] if named else cells[1]).rstrip(" :"))
            out.append(Teaching(course, doc.span(block.first, block.last), term=cells[0], year=term_year(cells[0])))
            was_dated = True
            continue
        if block.first == block.last and len(cells) >= 3:
            text = ", ".join(cells)
        if not block.is_marked and (terms := _only_terms(text)) and out and out[-1].term is None:
            # "GSI, EECS 490 Programming Languages \\ (Winter 2022, Fall 2023)": the terms of the course above
            above = out.pop()
            out.extend(dataclasses.replace(above, term=t, year=term_year(t)) for t in terms)
            continue
        was_dated = bool(_TERM_RE.search(block.head) or dates.find_dates(block.head))
        if (found := labels.split_label(text)) and (
            _is_role_or_level(found[0]) or _is_institution(found[0]) or _names_group_of_codes(*found)
        ):
            # "Teaching assistant: X", "*NYU:* X": the role or the place the courses were given, emphasis and all
            text = raw = found[1]
        if _FIRST_PERSON_RE.search(text) and not (_TERM_RE.search(text) or _CODE_RE.search(text)):
            continue  # "During my PhD, I have supervised ...": a paragraph about teaching, no list of courses
        span = doc.span(block.first, block.last)
        sentences = [p for p in _DATED_SENTENCE_RE.split(text) if not _TUTORING_RE.match(p)]
        for sentence in sentences:
            items = [i.strip() for i in re.split(r";(?![^()]*\))", sentence) if i.strip()]
            items = _share_last_terms(_terms_to_their_course(items))
            # "Lecturer, X, a.y. 2022/23; teaching assistant, Y, a.y. 2020/21": each course with its own terms
            own_terms = all(
                (_TERM_RE.search(i) or _ACADEMIC_YEAR_RE.search(i))
                and re.search(r"[A-Za-z]{3}", _ACADEMIC_YEAR_RE.sub(" ", _TERM_RE.sub(" ", i)))
                and not _has_code(_TERM_RE.sub(" ", i))  # (coded courses: the rule below)
                for i in items
            )
            if len(items) < 2 or not (own_terms or all(_has_code(_TERM_RE.sub(" ", i)) for i in items)):
                items = [sentence]
            # each item with its own emphasis, where the raw line parts as the text does
            raws = [i.strip() for i in re.split(r";(?![^()]*\))", raw) if i.strip()] if len(sentences) == 1 else []
            raws = raws if len(raws) == len(items) else items
            for item, item_raw in zip(items, raws, strict=True):
                out.extend(_courses(item, raw if len(items) == 1 and len(sentences) == 1 else item_raw, span))
    return out


def _bracket_closed(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Lines where an unmarked line closes a bracket the line above left open (``X (Spring`` / ``2020, Spring
    2024); Y``) joined onto it, its own line left blank: the terms a PDF broke off their course."""
    out = list(lines)
    at = None
    for i, (n, t) in enumerate(lines):
        if not t.strip():
            continue
        above = out[at][1] if at is not None else ""
        if at is not None and above.count("(") > above.count(")") and ")" in t and not layout.has_marker(t):
            out[at], out[i] = (out[at][0], f"{above.rstrip()} {t.strip()}"), (n, "")
            continue
        at = i
    return out


def _course_blocks(lines: list[tuple[int, str]]) -> list[layout.Block]:
    """The section's items. The lines under a label that says where or as what the courses were given
    (``### Elm University (instructor of record)`` over ``COML 1230: X -- Fall 2023``, ``*Oak College*`` over a
    table's rows) are items of their own, and so is a line at the margin under a list's item that opens with such a
    label (``*Elm University* (teaching fellow): X; Y (2015--2017)``) or that a blank line sets apart."""
    out: list[layout.Block] = []
    blank = {n for n, t in lines if not t.strip()}  # (a line at the margin after a blank line opens an item too)
    for block in layout.blocks(lines):
        if block.subs and (_is_place_alone(block.head) or _is_role_at_place(block.head, block.head)):
            out.append(layout.Block(block.first, block.first, block.head, is_marked=block.is_marked))
            out.extend(layout.blocks(block.sub_lines))
            continue
        at = next(
            (k for k, (n, raw) in enumerate(block.sub_lines)
             if not layout.indent_of(raw)
             and ((n - 1 in blank and (_CODE_RE.search(_TERM_RE.sub(" ", raw)) or _QUOTED_COURSE_RE.search(raw)))
                  or ((found := labels.split_label(raw)) and _is_institution(found[0])))),
            None,
        )
        if at is None:
            out.append(block)
            continue
        head = layout.Block(block.first, block.sub_lines[at - 1][0] if at else block.first, block.head,
                            block.subs[:at], block.sub_lines[:at], is_marked=block.is_marked)
        out.extend([head, *layout.blocks(block.sub_lines[at:])])
    return out


# "X (26218), UPV/EHU: 2020/21, 2021/22. Tutor of residents, since 2020": a sentence closed by its terms
_DATED_SENTENCE_RE = re.compile(r"(?:(?<=\b(?:19|20)\d\d)|(?<=/\d\d)|(?<=present))\.\s+(?=[A-Z])")
# "Tutor of paediatric residents", "Mentor to junior trainees": people guided, no course
_TUTORING_RE = re.compile(
    r"^\s*(?:clinical\s+)?(?:tutor|mentor|supervisor)\s+(?:of|to|for)\s+(?:[\w-]+\s+){0,3}"
    r"(?:residents|trainees|students|interns|fellows|registrars|juniors)\b",
    re.I,
)


def in_prose(text: str) -> list[tuple[str, str | None, str]]:
    """The courses a sentence about a job names, each with its code and the terms after it, before the next
    course: "Taught Statistical Learning (21440) in Winter 2018 and Winter 2019, and Bayesian Data Analysis
    (21452) in Spring 2019", "teaching assistant for GEOF105 Introduction to Hydrology (spring 2019)".

    >>> found = in_prose("TA for LOOM 101 Weaving Basics (Fall 2020, Fall 2021); Warps (LOOM 202) in Spring 2022.")
    >>> [(course, code, term[-4:]) for course, code, term in found]
    [('Weaving Basics', 'LOOM 101', '2020'), ('Weaving Basics', 'LOOM 101', '2021'), ('Warps', 'LOOM 202', '2022')]
    """
    mentions = sorted(
        [(m.start(), m.end(), m.group("course"), m.group("code")) for m in _NAME_THEN_CODE_RE.finditer(text)]
        + [(m.start(), m.end(), m.group("course"), m.group("code")) for m in _CODE_THEN_NAME_RE.finditer(text)]
    )
    out: list[tuple[str, str | None, str]] = []
    for k, (_, end, course, code) in enumerate(mentions):
        stop = mentions[k + 1][0] if k + 1 < len(mentions) else len(text)
        # "Taught Statistical Learning": the sentence's verb and the joiners before the name go
        course = _LEAD_WORDS_RE.sub("", course.strip())
        terms = [m.group(0) for m in _TERM_RE.finditer(text, end, stop)]
        if course and terms and not _TERM_RE.fullmatch(course):
            out.extend((course, code, term) for term in terms)
    return out


# A course's name in capitals, its code in brackets after it: "Statistical Learning (21440)"
_COURSE_WORDS = r"[A-Z][\w&'’:-]*(?:\s+(?:[A-Z0-9][\w&'’:-]*|of|and|for|in|to|the|with|&))*"
_NAME_THEN_CODE_RE = re.compile(
    rf"(?P<course>{_COURSE_WORDS})\s*"
    r"\((?P<code>[A-Z]{2,6}\s?\d{2,5}[A-Z]?|\d{4,6}|[A-Z]{2,}-?\d{2,5}[A-Z]?)\)"
)
_LEAD_WORDS_RE = re.compile(
    r"^(?:(?:of|and|for|in|to|the|&|(?:Co-)?Taught|Teaching|Lectured|Tutored|Led|Gave|Ran)\s+)+"
)
# ... or its code first: "GEOF105 Introduction to Hydrology", "LOOM 101 Weaving Basics"
_CODE_THEN_NAME_RE = re.compile(rf"\b(?P<code>[A-Z]{{2,6}}\s?\d{{2,5}}[A-Z]?)\s+(?P<course>{_COURSE_WORDS})")


def _only_terms(text: str) -> list[str]:
    """The terms of a line that holds nothing else (``*(Winter 2022, Fall 2023)*``), else none."""
    plain = layout.plain(text)
    terms = [m.group(0) for m in _TERM_RE.finditer(plain)]
    return terms if terms and not _TERM_RE.sub(" ", plain).strip(" ,;.()*_") else []


def _terms_to_their_course(items: list[str]) -> list[str]:
    """``Soil Physics, Fall 2020; Fall 2021``: an item of nothing but terms gives more terms of the course before."""
    out: list[str] = []
    for item in items:
        if out and not _TERM_RE.sub(" ", item).strip(" ,.;"):
            out[-1] = f"{out[-1]}; {item}"
        else:
            out.append(item)
    return out


def _is_dated(text: str) -> bool:
    return bool(_TERM_RE.search(text) or _ACADEMIC_YEAR_RE.search(text) or re.search(r"\b(?:19|20)\d\d\b", text))


def _share_last_terms(items: list[str]) -> list[str]:
    """``Introduction to Ethics; Minds and Machines (2015--2017)``: courses listed without terms before one that
    closes the list with its terms were given in those terms too."""
    if len(items) < 2 or any(_is_dated(i) for i in items[:-1]):
        return items
    last = items[-1]
    for m in itertools.chain(_TERM_RE.finditer(last), _ACADEMIC_YEAR_RE.finditer(last)):
        start = m.start()
        while start and last[start - 1] in " ,(":
            start -= 1
        tail = last[start:]
        rest = _ACADEMIC_YEAR_RE.sub(" ", _TERM_RE.sub(" ", tail))
        if start and re.search(r"[^\W\d_]", last[:start]) and not re.sub(r"\b(?:and|&)\b", " ", rest).strip(" ,;.()"):
            return [f"{i}{tail}" for i in items[:-1]] + [last]
    return items


# A sentence in the first person: "I have supervised", "I assisted", "I taught"
_FIRST_PERSON_RE = re.compile(r"(?:^|[,.;]\s+|\s)I\s+(?:have\s+|had\s+|also\s+)?[a-z]+(?:ed|ght)\b")


def _is_description(text: str) -> bool:
    """A sentence of a few words without a term, a date or a code: ``New graduate course that I developed.``"""
    if _TERM_RE.search(text) or dates.find_dates(text) or _CODE_RE.search(text):
        return False
    return text.rstrip().endswith(".") and len(text.split()) >= 3


def _is_role_at_place(text: str, raw: str) -> bool:
    """A line of nothing but a teaching role and an institution, with no term and no code: a label."""
    if _TERM_RE.search(raw) or _CODE_RE.search(raw) or dates.find_dates(text):
        return False
    parts = [p.strip() for p in text.split(",") if p.strip()]
    rest = [p for p in parts if not _TEACHING_ROLE_RE.fullmatch(p.lower())]
    return len(rest) < len(parts) and all(INSTITUTION_RE.search(p) for p in rest)


_BOLD_LINE_RE = re.compile(r"^\s*(?:[-*+]\s+)?(?:\*\*|__)[^*_]+(?:\*\*|__)\s*:?\s*$")


def elsewhere(section: Section) -> Section | None:
    """The courses a section of another kind lists, as a teaching section of their own: under a teaching
    job of an Experience section (``Teaching Assistant · Univ`` over ``- STAT 101 *Regression* (Fall 2022)``),
    or in a section whose title names teaching too (``Teaching and Mentoring``, read as mentoring)."""
    if section.kind is SectionKind.POSITIONS:
        return _in_positions(section)
    mixed = section.kind in (SectionKind.STUDENTS, SectionKind.SERVICE)
    if mixed and _TEACHING_TITLE_RE.search(" ".join(section.titles)):
        lines = [(n, t) for n, t in section.lines if _CODE_RE.search(t) and _TERM_RE.search(t)]
        return Section(SectionKind.TEACHING, section.titles, lines) if lines else None
    return None


_TEACHING_TITLE_RE = re.compile(r"\b(?:teaching|courses?)\b", re.I)


def _in_positions(section: Section) -> Section | None:
    lines = []
    for block in layout.blocks(section.lines):
        if not re.search(rf"\b(?:{_TEACHING_ROLE_RE.pattern})\b", block.head, re.I):
            continue
        for (n, raw), sub in zip(block.sub_lines, block.subs, strict=True):
            if layout.has_marker(raw) and _CODE_RE.search(sub) and _TERM_RE.search(sub):
                lines.append((n, raw.strip()))
    return Section(SectionKind.TEACHING, section.titles, lines) if lines else None


def _is_institution(label: str) -> bool:
    """``University of Oregon``, ``NYU``, ``At UW-Madison``, ``Durham`` (its university by its city's name): where
    the courses after it were taught."""
    label = label.strip()
    at = re.match(r"(?:At|In)\s+(?=[A-Z])", label)  # "At UCLA: Math 31B (...)": a place, whatever its name
    return bool(
        INSTITUTION_RE.search(label) or re.fullmatch(r"[A-Z]{2,6}", label) or (at and len(label.split()) <= 5)
        or (len(label.split()) <= 2 and is_city(label))
    )


def _names_group_of_codes(label: str, rest: str) -> bool:
    """``UW–Madison: Math 541 X (Fall 2017); Math 742 Y``: a short label over courses that open with their codes is
    where (or in what) they were taught, not a course; a code itself (``CS 101: X``) is none."""
    rest = rest.strip()
    if (role := re.match(r"([^,]+),\s*", rest)) and _TEACHING_ROLE_RE.fullmatch(role.group(1)):
        rest = rest[role.end() :]  # "Johns Hopkins: Teaching assistant, AS.100.102 X": the role there, then the codes
    # "Courses regularly taught at Brown: CLAS 0210 X; ...": a label that says the courses are listed after it
    is_short = len(label.split()) <= 4 or bool(re.match(r"(?:courses|classes|modules)\b", label, re.I))
    return (
        is_short and label[:1].isupper() and not _has_code(label) and not _TERM_RE.search(label)
        and bool(_CODE_RE.match(rest) or _NUMBER_CODE_RE.match(rest))
    )


def _has_code(text: str) -> bool:
    return bool(_CODE_RE.search(text) or _NUMBER_CODE_RE.match(text.strip()))


def _is_place_alone(text: str) -> bool:
    """``Elm University``, ``University of Washington (teaching assistant)``: an institution and nothing else."""
    text = re.sub(r"\s*\([^()]*\)\s*$", "", layout.plain(text).strip(" :"))
    return (
        bool(INSTITUTION_RE.search(text)) and len(text.split()) <= 8 and "," not in text
        and not (_TERM_RE.search(text) or _CODE_RE.search(text) or dates.find_dates(text))
    )


def _is_role_or_level(label: str) -> bool:
    return bool(
        re.search(rf"\b(?:{_TEACHING_ROLE_RE.pattern})\b", label, re.I)  # a role's word ("TA"), not "Coastal"
        or re.fullmatch(rf"(?:{_LEVEL_WORDS})(?: (?:courses?|level|students?))?", label, re.I)
    )


# "Fall 2020, 2021, 2022": the season holds for the bare years after it
# A term's name: "Fall", "winter semester", "Term 1,"; a year it ran, or an academic year ("2021/22")
_TERM_LABEL = (
    rf"(?:{_SEASON}(?:\s+(?:Term|Semester|Quarter))?|(?:Sem(?:ester)?|Term|Trimester|Quarter)\.?\s?[1-4],?"
    r"|(?:1st|2nd|3rd|first|second|third)\s+(?:semester|sem\.?|term|trimester),?(?:\s+(?:AY|SY))?)"
)
_TERM_YEAR = r"(?:(?:AY|SY)\s+)?(?:19|20)\d\d(?:/\d\d|\s*(?:--?|–)\s*(?:19|20)\d\d)?"
_SEASON_YEARS_RE = re.compile(
    rf"\b({_TERM_LABEL})\s+({_TERM_YEAR})((?:(?:\s*,\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+){_TERM_YEAR}\b(?!\s*[-–]))+)",
    re.I
)
# A term each academic year of a span: "Term 1, 2021/22 to 2023/24"
_TERM_SPAN_RE = re.compile(rf"\b({_TERM_LABEL})\s+((?:19|20)\d\d)/\d\d\s*(?:to|–|-)\s*((?:19|20)\d\d)/\d\d\b", re.I)


def _season_each_year(text: str) -> str:
    """``Fall 2020, 2021 and 2022`` -> ``Fall 2020, Fall 2021, Fall 2022``; ``Term 1, 2021/22 to 2022/23`` ->
    ``Term 1, 2021/22, Term 1, 2022/23``."""

    def spell(m: re.Match[str]) -> str:
        years = [m.group(2), *re.findall(_TERM_YEAR, m.group(3))]
        label = re.sub(r"\s+(?:AY|SY)$", "", m.group(1))  # "1st Semester AY 2021 and AY 2022": the years say it
        return ", ".join(f"{label} {y}" if y.startswith(("AY", "SY")) else f"{m.group(1)} {y}" for y in years)

    def each_year(m: re.Match[str]) -> str:
        first, last = int(m.group(2)), int(m.group(3))
        if not 0 <= last - first <= 10:
            return m.group(0)
        return ", ".join(f"{m.group(1)} {y}/{(y + 1) % 100:02d}" for y in range(first, last + 1))

    def by_quarter(m: re.Match[str]) -> str:
        first = int(m.group(2))
        seasons = re.findall(_SEASON, m.group(1), re.I)
        if int(m.group(3)) % 100 != (first + 1) % 100:
            return m.group(0)
        return ", ".join(f"{s} {first if s.lower() in _YEAR_OPENERS else first + 1}" for s in seasons)

    return _QUARTERS_RE.sub(by_quarter, _SEASON_YEARS_RE.sub(spell, _TERM_SPAN_RE.sub(each_year, text)))


# "Autumn, Winter, Spring 2020–21": terms of one school year, the autumn's in its first calendar year, the rest in
# its second
_QUARTERS_RE = re.compile(
    rf"\b((?:{_SEASON}\s*,\s*)+(?:and\s+)?{_SEASON})\s*,?\s+((?:19|20)\d\d)\s*[-–/]\s*((?:19|20)?\d\d)\b", re.I
)
_YEAR_OPENERS = frozenset(["fall", "autumn", "michaelmas"])


def _courses(text: str, raw: str, span: SourceSpan) -> list[Teaching]:
    text = _season_each_year(text)
    years: list[str] = []
    if lead := _LEAD_YEAR_LIST_RE.match(text):  # "2022, 2023, 2024   MED3100 X": the years it ran, before it
        years, text = re.findall(r"(?:19|20)\d\d", lead.group(0)), text[lead.end() :]
    terms = [m.group(0) for m in _TERM_RE.finditer(text)] or years
    if terms and (more := _MORE_YEARS_RE.search(text)):
        # "A.Y. 2022/23, 2023/24": the school years after a term are terms of their own, as written
        terms += re.findall(r"(?:19|20)\d\d/\d\d", more.group(1))
        text = text[: more.start(1)] + text[more.end(1) :]
    rest = _TERM_RE.sub(" ", text)
    if not terms:
        terms = [re.sub(r"[-–]\s*$", "–present", m.group(0)) for m in _ACADEMIC_YEAR_RE.finditer(rest)]
        rest = _ACADEMIC_YEAR_RE.sub(" ", rest)
    if not terms and (bracket := re.search(r"\(([^()]*)\)\s*$", rest)):
        # "(Honours seminar, 2014, 2016, 2019)": the years it was given
        terms = re.findall(r"\b(?:19|20)\d\d\b", bracket.group(1))
        rest = rest[: bracket.start()] + re.sub(r"\b(?:19|20)\d\d\b", " ", bracket.group(0))
    if not terms and (last := _LAST_YEAR_RE.search(rest)):
        terms, rest = [last.group(1)], rest[: last.start()]  # "Instructor, Compilers, Univ, 2019": the year it ran
    if bold := _BOLD_CODE_RE.match(raw):
        code, rest = bold.group(1).strip(), rest.replace(bold.group(1), " ", 1)  # "**G H 534** Tropical Medicine"
    else:
        code, rest = _course_code(rest)
    # a course named in emphasis or in quotes is that name ('Module lead, Medicine (Year 3, "Cardiorespiratory
    # Systems")'), its quotes over the lines it wraps
    emphasis = _EMPHASIS_COURSE_RE.search(raw) or _QUOTED_COURSE_RE.search(text)
    course = emphasis.group(1).strip(" ,;") if emphasis else _course_name(rest)
    if not course or dates.is_only_dates(course):
        return []
    return [
        Teaching(name, span, code=code, term=t, year=term_year(t) if t else None)
        for name in _emphasised_courses(raw) or [course]
        for t in terms or [None]
    ]


# What joins the names of courses in a list: a comma, "and" in the languages CVs are written in
_COURSE_JOIN_RE = re.compile(r"\s*(?:,|,?\s*(?:and|und|et|y|e|&))\s*")


def _emphasised_courses(raw: str) -> list[str]:
    """``Tutor *Experimental Physics II* und *Solid State Physics*``: each course named in emphasis, when the line
    names several joined by commas or "and"; none otherwise."""
    found = list(_EMPHASIS_COURSE_RE.finditer(raw))
    joined = all(_COURSE_JOIN_RE.fullmatch(raw[a.end() : b.start()]) for a, b in itertools.pairwise(found))
    return [m.group(1).strip() for m in found] if len(found) > 1 and joined else []


# Years listed before a course, a column of their own: "2022, 2023, 2024   MED3100 Integrated Medicine"
_LEAD_YEAR_LIST_RE = re.compile(r"^\s*(?:19|20)\d\d(?:\s*,\s*(?:and\s+)?(?:19|20)\d\d)+(?:\s*[:–—-]\s*|\s+)(?=\S)")
# School years listed after an academic year's term: "A.Y. 2022/23, 2023/24"
_MORE_YEARS_RE = re.compile(
    r"\b(?-i:AY|A\.Y\.|A\.A\.|a\.a\.)\s?(?:19|20)\d\d/\d\d((?:\s*[,;]\s*(?:and\s+)?(?:19|20)\d\d/\d\d\b)+)"
)
# A year alone closing the line, after a comma or a gap: the year a course was given
_LAST_YEAR_RE = re.compile(r"(?:,|\s{2,}|\t)\s*((?:19|20)\d\d)\s*\.?$")
# A code in bold before the course: "**EPI 532** Infectious Disease Epidemiology"
_BOLD_CODE_RE = re.compile(r"^\s*(?:[-*+]\s+)?\*\*([A-Z][A-Za-z .]{0,10}\d[\w.]{0,6})\*\*\s+(?=[A-Z])")


def term_year(term: str) -> int | None:
    """The year a term starts in: ``Fall 2021`` -> 2021, ``WS 2022/23`` -> 2022."""
    found = dates.year_of(dates.parse_date(re.sub(r"/\d\d$", "", term)))
    if found is None and (m := re.search(r"(?:19|20)\d\d", term)):
        return int(m.group(0))
    return found


# The course in italics among the programme and the role: "MSc Global Health: *Epidemiology* (lead)"
_QUOTED_COURSE_RE = re.compile(r"[\"“„]([^\"“”„]{4,80})[\"”“]")
_EMPHASIS_COURSE_RE = re.compile(r"(?<![*\w])[*_](?![*_\s])([^*_]{4,}?)(?<!\s)[*_](?![*\w])")


# MIT's and some others' numbers alone before the name: "18.702 Algebra II", "6.006 Introduction to Algorithms"
_NUMBER_CODE_RE = re.compile(r"^(\d{1,2}\.\d{2,4}[A-Z]?)\s+(?=[A-Z])")


def _course_code(text: str) -> tuple[str | None, str]:
    """``(CS 101)``, ``CS 101:``, ``16-831``, ``2.007:``, ``18.702 Name``, ``(LET-REMA-LCEX10)`` -> the code, and the
    text without it."""
    if m := _NUMBER_CODE_RE.match(text.strip()):
        return m.group(1), text.strip()[m.end() :]
    # the code before a colon opens the course, which may follow the role ("Teaching Assistant, 7.91: ...")
    if m := re.search(r"(?:^\s*|(?<=,\s))([A-Za-z&]{0,8}\s?\d[\w.-]{0,10}):\s", text):  # "S&DS 242: X"
        return m.group(1), text[: m.start()] + text[m.end() :]
    for m in re.finditer(r"\(([^()\s]+|[^()]*\d[^()]*)\)", text):
        if re.fullmatch(_LEVEL_WORDS, m.group(1).strip(), re.I):
            continue  # "(PhD)": the students' level
        if _CODE_RE.fullmatch(m.group(1).strip()) or _is_code_token(m.group(1).strip()):
            return m.group(1).strip(), text[: m.start()] + text[m.end() :]
    if m := _CODE_RE.search(text):
        after = text[m.end() :]
        if not text[: m.start()].strip():
            after = re.sub(r"^\s*:\s", " ", after)  # "COM LIT R1B: Reading and Composition: X": the code's colon
        if named := re.match(r"\s*\(([A-Z][^()]{3,})\)", after):
            # "Math 752 (Topics: Groups)": the name in brackets, its colon its own (``_course_name`` restores it)
            after = f" {named.group(1).replace(':', chr(1))}{after[named.end() :]}"
        before = "" if _ROLE_BEFORE_CODE_RE.match(text[: m.start()]) else text[: m.start()]
        return m.group(1), before + " " + after
    return None, text


# The role the subject taught in, before the course's code: "Graduate Student Instructor, PP 240B Economics"
_ROLE_BEFORE_CODE_RE = re.compile(
    r"^\s*(?:(?:graduate\s+)?(?:student\s+)?(?:co-?)?instructor|(?:graduate\s+)?teaching\s+(?:assistant|fellow)"
    r"|lecturer|tutor|TA|GSI)\s*[,:–—-]?\s*$",
    re.I,
)


def _is_code_token(token: str) -> bool:
    """One word that is a code, not a name: a digit in it, or capitals inside it (``dProgSprog``)."""
    return " " not in token and (any(c.isdigit() for c in token) or bool(re.search(r"[a-z][A-Z]", token)))


_SERIAL_RE = re.compile(
    r"\b[A-Z][\w'-]*(?:,\s[A-Z][\w'-]*)+,?\s(?:and|&)\s(?:(?:the|a|an)\s)?[A-Z][\w'-]*"
    # "Guilds, Civil Society, and Trade": items of two words, the serial comma before "and"
    r"|\b[A-Z][\w'-]*(?:,\s[A-Z][\w'-]*(?:\s[A-Z][\w'-]*)?)+,\s(?:and|&)\s[A-Z][\w'-]*"
    # "Copies, Fakes, Replicas": three words or more, each a capital's, listed without "and"
    r"|\b[A-Z][a-z'-]+(?:,\s[A-Z][a-z'-]+){2,}\b(?!\s\w)"
)


def _balanced(part: str) -> str:
    """A part without the brackets a split left unpaired: ``(Honours seminar`` -> ``Honours seminar``; a closing
    gloss stays (``Clinical Methodology (Semeiotica Medica)``)."""
    if part.count("(") != part.count(")"):
        part = part.strip("()")
    while part.startswith("(") and part.endswith(")") and part.count("(") == 1:
        part = part[1:-1]
    return part.strip()


# A degree programme the course was part of: "Laboratory of X: MSc in Civil Engineering", "..., BSc year 2"
_PROGRAMME_RE = re.compile(
    rf"\s*(?:(?:\d(?:st|nd|rd|th)-year\s+)?(?:M\.?Sc|B\.?Sc|M\.?A|B\.?A|MPH|MD|M\.?Eng|B\.?Eng|{_LEVEL_WORDS})\b"
    r"|(?:Degree|Programme|Program|Grado|Laurea)\s+in\b)",
    re.I,
)


def _course_name(text: str) -> str:
    """The course among the comma-separated parts left: not the role, not the institution, not a level."""
    # "(lecture, 40 students)", "(graduate)" go; "(Semeiotica Medica)", a name's gloss, stays
    text = re.sub(r"\(\s*(?:(?-i:[a-z])[^()]*|" + _LEVEL_WORDS + r")\s*\)", " ", text, flags=re.I)
    if (lead := re.match(r"^\s*([^,]+),\s*", text)) and _TEACHING_ROLE_RE.fullmatch(lead.group(1).strip()):
        text = text[lead.end() :]  # "Co-instructor, Probability and Statistics": the role is no part of a list
    # a closing note whose years went into the terms: "(Honours seminar, , , )"
    text = re.sub(r"\([^()]*,\s*\)\s*$", " ", text)
    # "Notaries, Archives and Power", "The Mediterranean, 1100–1500": commas inside the name
    text = _SERIAL_RE.sub(lambda m: m.group(0).replace(",", "\0"), text)
    text = re.sub(r",(?=\s*\d{3,4}\s*[-–]\s*(?:\d{3,4}|present)\b)", "\0", text)  # "Europe, 1815–present"
    # 'Lecture “Chemistry II: Mechanisms”': what quotes hold is one name, its colons and commas its own
    text = re.sub(r"“[^“”]+”|\"[^\"]+\"", lambda m: m.group(0).replace(",", "\0").replace(":", "\1"), text)
    # "Physics III: Quantum Mechanics": a course's subtitle; "MSc Health: Epidemiology" names the programme
    text = re.sub(r"\b([IVX]{1,4}|\d{1,2}):(?=\s+[A-Z])", "\\1\1", text)
    # "Graduate Seminar: Slavery and Capitalism": a named seminar's subject is part of its name; a bare
    # "Seminar: The Steam Age" says the course's form, which goes below
    text = re.sub(
        r"(?<=[A-Za-z]\s)((?:Pro)?[Ss]eminar|Topics|Workshop|Colloquium|Studio|Practicum):(?=\s+[A-Z])",
        "\\1\1",
        text,
    )
    # "Labour Economics: Theory and Evidence": a name of two words or more before a capital is the course's own
    # title and subtitle, not a role, a form, a level or a place before the course
    if m := re.match(r"^\s*([A-Z][^,:;()]*[a-z])(:)\s+(?=[A-Z])", text):
        before, after = m.group(1), re.split(r"[,;]", text[m.end() :])[0]
        if not (_TEACHING_ROLE_RE.fullmatch(before) or _COURSE_FORM_RE.fullmatch(before)
                or INSTITUTION_RE.search(before) or re.search(_LEVEL_WORDS, before, re.I)
                or ORGANIZATION_RE.search(after) or _PROGRAMME_RE.match(after)):
            text = text[: m.start(2)] + "\1" + text[m.end(2) :]
    parts = [_balanced(re.sub(r"\s+", " ", p).replace("\0", ",").replace("\1", ":").strip(" ,;:-–—"))
             for p in re.split(r"(?:[,;]|\s[-–—]\s|:\s)(?![^()]*\))", text)]  # "(P3; 186 students)" whole
    roles = [i for i, p in enumerate(parts) if _TEACHING_ROLE_RE.fullmatch(p)]
    if roles and roles[0] >= 2 and re.search(r"\s[-–—]\s", text) and not INSTITUTION_RE.search(parts[roles[0] - 1]):
        # "Training Center X - Data Analysis with R - Lecturer": where, what, the role; the course is before the role
        parts = [parts[roles[0] - 1]]
    # "Teaching Assistant for" before "CS 229: Machine Learning": the role, its preposition left over
    parts = [p for p in parts if p and not _TEACHING_ROLE_RE.fullmatch(re.sub(r"\s+(?:for|of|in)$", "", p, flags=re.I))]
    parts = [p for p in parts if not _COURSE_FORM_RE.fullmatch(p)] or parts  # "Seminar: The Staufer Emperors"
    parts = [p for p in parts if not (INSTITUTION_RE.search(p) or re.fullmatch(r"[A-Z]{2,5}", p))] or parts
    if not parts:
        return ""
    course = without_level_note(re.sub(r"\s*\(\s*\)\s*\.?$", "", parts[0]).rstrip(" ."))  # "Minds ( )."
    note = re.search(r"\s*\(([^()]+)\)$", course)
    if note and (
        not is_field_note(note.group(1))
        or _TEACHING_ROLE_RE.fullmatch(note.group(1))
        or _COURSE_FORM_RE.fullmatch(note.group(1))
    ):
        # "(EPFL doctoral school)", "(Máster en X)": who took it; "(Teaching Assistant)": the role; "(Proseminar)":
        # the course's form; a gloss stays
        course = course[: note.start()]
    return re.sub(r"^(?:instructor|teaching assistant|ta|lecturer)\s*(?:for|of|,|:)\s*", "", course, flags=re.I)
