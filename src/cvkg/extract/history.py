"""Education: degrees assembled from lines that each carry some of the fields; and the pieces
the position reader (:mod:`cvkg.extract.jobs`) shares: places, labels, dates, orphan dates.

CVs spread one entry over several lines in any order (institution / location / degree /
dates / advisor), or put it all on one line with tabs between the columns. Each line is read
for the fields it carries; an entry closes when a field it already has comes again.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from dataclasses import dataclass

from cvkg.extract import dates, layout, places
from cvkg.extract import names as nm
from cvkg.extract.places import INSTITUTION_RE, PLACE_RE, split_place
from cvkg.model import (
    Award,
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
    r"|Dr\.[\s-]?(?:phil|med|iur|jur|Ing|oec|theol)\.?(?:\s?(?:nat|habil)\.)?"
    r"|Dr\.\s?sc\.(?:\s?(?:nat|techn|math|hum|pol)\.)?|M\.\s?St\.?|MSt|Sc\.\s?M\.?"
    r"|M\.\s?S\.?c?\.?|MSc|M\.?Sc\.?|MS|M\.\s?A\.?|MA|M\.\s?Eng\.?|MEng|M\.\s?Phil\.?|MPhil|MBA|M\.\s?Tech\.?"
    r"|Master(?:'s)?(?: of [A-Z]\w+(?: [A-Z]\w+)?| [Dd]egree)?"
    r"|B\.\s?S\.?c?\.?|BSc|B\.?Sc\.?|BS|B\.\s?A\.?|BA|B\.\s?Eng\.?|BEng|B\.\s?E\.?|B\.\s?Tech\.?|BTech"
    r"|Bachelor(?:'s)?(?: of [A-Z]\w+(?: [A-Z]\w+)?| [Dd]egree)?"
    r"|A\.B\.|S\.B\.|Sc\.B\.|S\.M\.|MRes|M\.Res\.?"  # Harvard's and MIT's Latin order; the UK's research master
    r"|Dipl\.\s?-?\s?(?:Ing|Inf|Phys|Math|Chem|Biol|Kfm|Psych|Volksw)\.?(?:\s?\(FH\))?|Diplom(?:a|-\w+)?|Licenciatura|Laurea\w*"
    r"|Dottorato(?: di [Rr]icerca)?|Doctorat|Doutorado|Doctorado|Mestrado|Maestr[íi]a|Magister|Licence|Maîtrise"
    r"|Habilitation|Post-?doc(?:toral)?(?: [A-Z]\w+)?|Visiting (?:Student|Scholar|Researcher)"
    r"|DrPH|Dr\.\s?P\.\s?H\.|Sc\.\s?D\.|ScD|D\.\s?Sc\.|DSc|(?<!, )MD(?!\s*\d)"
    r"|MBBS|MBChB|M\.D\.|MPH|MFA|LL\.?[BM]\.?|J\.D\.|Pharm\.?D\.?|Ed\.D\.|DVM)(?![\w])"
    r"(?:\s+(?:Candidate|Student|degree|program))?"
)
# A national degree glossed by its equivalent: "Cand.Scient. (M.Sc.)", "Laurea Magistrale (M.Sc.)"
_GLOSSED_DEGREE_RE = re.compile(rf"^[A-Z][\w.'’-]*(?: [A-Z][\w.'’-]*){{0,2}}\s*\((?:{_DEGREE_RE.pattern})\)")
_POSTDOC_RE = re.compile(r"post-?doc|visiting", re.I)
_LABEL_RE = re.compile(
    r"(?:^|[\s,;(])(?P<label>(?:co-?)?(?:advisors?|supervisors?|mentors?|adviser)"
    r"|(?:directeur de th[eè]se|directrice de th[eè]se|director de tesis|directora de tesis|betreuer(?:in)?"
    r"|relatore|relatrice|orientador(?:a)?)(?=\s*:)"  # the advisor in French, Spanish, German, Italian, Portuguese
    r"|supervised by|advised by|mentored by|hosted by|host(?=\s*:)|(?:dissertation|thesis)(?:\s+title(?=\s*:))?"
    r"|gpa|grade|minor|major"
    r"|direction|focus|concentration|honou?rs(?=\s*:)|(?:thesis\s+|dissertation\s+)?committee(?=\s*:))(?![\w-])\s*:?\s*",
    re.I,
)
# A prize named after the degree it crowned: "Prize for the Best Laurea", "Premio Extraordinario de Licenciatura"
_PRIZE_RE = re.compile(r"^(?:premio|prize|prix|preis|pr[eê]mio|award|medal|medalla)\b", re.I)
# What is left around a date taken out of "2022 - present: Title" or "*2020* · Amsterdam, NL"
_SEPARATORS = " ,;:|·•-–—"


# "Boston, MA", "Jackson, MS": a US state's code after a city, not a degree
_STATE_CODE_RE = re.compile(r"[A-Z][a-z]+,\s*$")


def find_degree(text: str) -> re.Match[str] | None:
    """The first degree named in ``text``; ``MA`` in ``Boston, MA`` is a state.

    >>> find_degree("Westbrook Institute of Technology, Boston, MA") is None
    True
    """
    for m in _DEGREE_RE.finditer(text):
        is_state = m.group(0) in {"MA", "MS", "MD"} and _STATE_CODE_RE.search(text[: m.start()])
        if not is_state or text[m.end() :].strip(" ,;").lower().startswith("in "):  # "Boston, MA in History"
            return m
    return None


_EXPECTED_RE = re.compile(r"\b(?:expected|anticipated|exp\.)\s*:?\s*$", re.I)


def take_dates(text: str) -> tuple[str, dates.DateMatch | None, bool]:
    """The text without its date (range), the date, and whether a lone ``Now``/``Present`` was there."""
    found = dates.find_dates(text)
    if found is not None:
        head = _EXPECTED_RE.sub("", text[: found.begin])  # "Dublin, Ireland, Expected June 2026"
        text = (head + " " + text[found.stop :]).strip()
        text = re.sub(r"\(\s*(?:expected|anticipated|\d+\s*months?|\d+\s*years?)\s*\)", "", text, flags=re.I)
        text = re.sub(r"\(\s*\)|\[\s*\]", " ", text)  # "Scientist (2021–present)" leaves "Scientist ( )"
        text = re.sub(r"\s*[,;]\s*(?=[,;.]|$)", "", text.strip())  # "Waterloo, 2019." leaves "Waterloo, ."
        return text.strip(_SEPARATORS), found, False
    m = re.search(r"(?<![\w])(?:present|now|current|ongoing)(?![\w])", text, re.I)
    if m and len(text.split()) <= 3:
        return (text[: m.start()] + text[m.end() :]).strip(_SEPARATORS), None, True
    return text, None, False


# A line led by a column of dates: "2019–2021      Postdoctoral Fellow, ..."; where its text column starts
_DATE_COLUMN_RE = re.compile(r"^(?P<dates>\S.*?)(?P<gap>\s{2,}|\t+)(?=\S)")


def join_hanging(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """An entry a PDF wrapped under its date column (``2019–2021   Fellow, Institute for Data`` /
    ``            Science, Toronto, Canada``) as one line, the continuation's line left blank.

    A line continues the one above when it starts at the text column of a date-led line above it, carries no
    marker, label or dates of its own, and the line above it filled the column (four fifths of the widest date-led
    line or more) without ending a sentence: a short line above an indented one is a note under it, not a wrap.

    >>> join_hanging([(1, "2019    Fellow, Loom Institute for Data"), (2, "        Science, Leeds"), (3, "x")])
    [(1, '2019    Fellow, Loom Institute for Data Science, Leeds'), (2, ''), (3, 'x')]
    """
    led = [t.expandtabs(4).rstrip() for _, t in lines if (m := _DATE_COLUMN_RE.match(t.expandtabs(4)))
           and dates.is_only_dates(m.group("dates"))]
    width = max((len(t) for t in led), default=0)  # the text column's right edge: the widest date-led line
    out = list(lines)
    at, column, last = None, None, ""
    for i, (n, t) in enumerate(lines):
        if not t.strip():
            continue
        text = t.expandtabs(4)
        is_wrap = (
            at is not None
            and column is not None
            and layout.indent_of(text) == column
            and len(last.rstrip()) >= 0.8 * width
            and not last.rstrip().endswith(".")
            and not layout.has_marker(t)
            and not labels(t.strip())[1]
            and dates.find_dates(t) is None
        )
        if is_wrap and at is not None:
            out[at] = (out[at][0], f"{out[at][1].rstrip()} {t.strip()}")
            out[i] = (n, "")
            last = text
            continue
        at, last = i, text
        m = _DATE_COLUMN_RE.match(text)
        column = m.end() if m and dates.is_only_dates(m.group("dates")) else None
    return out


def labels(text: str) -> tuple[str, dict[str, str]]:
    """``"X, Supervisor: Prof. Y"`` -> (``"X"``, {"supervisor": "Prof. Y"})."""
    found: dict[str, str] = {}
    matches = list(_LABEL_RE.finditer(text))
    if not matches:
        return text, found
    for i, m in enumerate(matches):
        stop = matches[i + 1].start() if i + 1 < len(matches) else len(text)
        label = re.sub(r"\s+title$", "", m.group("label").lower())  # "Thesis title: X"
        value = text[m.end() : stop].strip(" ,;.)")
        if (
            label in {"thesis", "dissertation"}
            and not text[m.end() - 1 : m.end()].strip(" ")
            and ":" not in text[m.start() : m.end()]
        ):
            continue
        found[label] = value
    return text[: matches[0].start()].strip(" ,;("), found


def named_advisors(found: dict[str, str]) -> tuple[str, ...]:
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
        "directeur de thèse",
        "directrice de thèse",
        "directeur de these",
        "directrice de these",
        "director de tesis",
        "directora de tesis",
        "betreuer",
        "betreuerin",
        "relatore",
        "relatrice",
        "orientador",
        "orientadora",
        "host",
        "hosted by",
    ):
        if key in found:
            # "Robert K. Halvorsen (chair), Priya Venkataraman": the note says their part, not their name
            names = nm.split_names(re.sub(r"\s*\([a-z][^()]*\)", "", found[key])).names
            bare = (_TITLES_RE.sub("", name).strip() for name in names)
            return tuple(n for n in bare if not _POSTNOMINAL_RE.match(n))
    return ()


# "Prof. dr hab. Anna Nowak", "Dr. ing. K. Berg": the titles before a name; "A. Smith, ScD": a degree after it
_TITLES_RE = re.compile(r"^(?:(?:prof\.?|dr\.?|hab\.|habil\.|ing\.|mgr\.|rer\.\s*nat\.)\s+)+(?=\S)", re.I)
_POSTNOMINAL_RE = re.compile(
    r"^(?:Ph\.?\s?D|Sc\.?\s?D|D\.?\s?Phil|M\.?\s?D|MPH|DrPH|Dr\.?\s?PH|M\.?\s?Sc|M\.?\s?A|FRS|FRSC|Jr|Sr|II|III)\.?$"
)


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
    """Degrees, and the postdoc or visiting appointments some CVs list under Education.

    A line of nothing but dates belongs to the entry above it, unless the section opens with
    such a line: then every date line opens the entry below it.
    """
    joined = layout.join_open_lines(layout.join_broken_words(join_hanging(lines)), has_comma_end=False)
    content = [item for n, raw in joined if raw.strip() for item in _joint_degrees(n, raw)]
    dates_lead = bool(content) and dates.is_only_dates(layout.plain(content[0][1]))
    entries: list[_Entry] = []
    for n, raw in content:
        raw, place = _place_column(raw)
        raw = _columns_as_fields(raw)
        # the dates first: a label's value runs to the end of the line ("Grade: A  2014 - 2016")
        text, when, ongoing = take_dates(layout.plain(raw))
        text, found = labels(text)
        if dates_lead and not text and not found and (when or ongoing):
            entries.append(_Entry(n, n, period=_period_for_degree(when, ongoing)))
            continue
        current = entries[-1] if entries else None
        if current is not None and _PRIZE_RE.match(text):
            continue  # "Premio Extraordinario de Licenciatura" under a degree: an honour it won, no degree
        degree_m = _GLOSSED_DEGREE_RE.match(text) or find_degree(text)
        is_appointment = degree_m is not None and degree_m.start() == 0 and _POSTDOC_RE.match(degree_m.group(0))
        if is_appointment and (appointment := _appointment(n, text, place, when, ongoing)) is not None:
            entries.append(appointment)  # "Postdoctoral Researcher, Weber Laboratory for Imaging, Munich"
            continue
        if (earlier := _note_on(entries, text, degree_m, found)) is not None:
            # "MSc thesis: Title (advisor: X)" under a table of degrees: the MSc's thesis, no new degree
            earlier.advisors.extend(a for a in named_advisors(found) if a not in earlier.advisors)
            earlier.dissertation = _title_of(found.get("thesis") or found.get("dissertation") or "") or None
            continue
        before = text[: degree_m.start()].strip(" ,;—–|·") if degree_m else text  # "Inst, City — PhD in X"
        inst_here = bool(INSTITUTION_RE.search(before)) and (degree_m is None or bool(before))
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
        current.location = current.location or place
        period = _period_for_degree(when, ongoing)
        if period is not None and current.period is not None and not (degree_m or inst_here):
            period = None  # a date in a note under a dated entry ("proposal passed in May 2023")
        if period is not None:
            # Two degrees printed above one date line share it ("B.S. in X," / "B.S. in Y" / dates).
            group = next((e for e in entries if current in e.siblings), current)
            for member in [group, *group.siblings]:
                if member.period is None:
                    member.period = period
            current.period = period
        current.advisors.extend(a for a in named_advisors(found) if a not in current.advisors)
        for key in ("dissertation", "thesis"):
            if found.get(key):
                current.dissertation = _title_of(found[key])
    return _finish_education(entries, doc)


def degree_prizes(lines: list[tuple[int, str]], doc: SourceDocument) -> list[Award]:
    """Honours printed under a degree (``Premio Extraordinario de Licenciatura``, ``Prize for the best thesis``):
    awards, dated by their own year or else by the degree's (the last date above them)."""
    out: list[Award] = []
    above: PartialDate | None = None
    for n, raw in lines:
        text, when, _ = take_dates(layout.plain(raw))
        own = when.end if when is not None and isinstance(when.end, PartialDate) else (when.start if when else None)
        if above is not None and _PRIZE_RE.match(text):
            year = own or above
            out.append(Award(text.strip(" ."), doc.span(n), period=Period(year, year)))
        elif own is not None:
            above = own
    return out


def _title_of(thesis: str) -> str:
    """A thesis title without the quotes around it and its closing period: ``“Quantum looms.”`` -> ``Quantum looms``."""
    text = thesis.strip().rstrip(".")
    if len(text) > 2 and text[0] in "\"“‘'" and text[-1] in "\"”’'" and not re.search(r"[\"“”]", text[1:-1]):
        text = text[1:-1].strip().rstrip(".,")
    return text


def _note_on(
    entries: list[_Entry], text: str, degree_m: re.Match[str] | None, found: dict[str, str]
) -> _Entry | None:
    """The earlier degree a line of nothing but a degree and its thesis or advisor is about."""
    if degree_m is None or not found.keys() & {"thesis", "dissertation"}:
        return None
    if text.replace(degree_m.group(0), "").strip(" ,;"):
        return None
    kind = _degree_key(degree_m.group(0))
    return next((e for e in entries if e.degree and _degree_key(e.degree) == kind and not e.dissertation), None)


def _degree_key(degree: str) -> str:
    return re.sub(r"[^a-z]", "", degree.lower())[:3]


_JOINT_RE = re.compile(rf"^(?P<a>{_DEGREE_RE.pattern})\s*(?:and|&|/|\+)\s*(?P<b>{_DEGREE_RE.pattern})(?P<rest>.*)$")


def _joint_degrees(n: int, raw: str) -> list[tuple[int, str]]:
    """``B.S. and M.S. in Physics, University of Westbrook``: two degrees that share the rest of the line, as
    two lines of the same number.

    >>> _joint_degrees(3, "B.S./M.S. in Looms, Engine University")
    [(3, 'B.S. in Looms, Engine University'), (3, 'M.S. in Looms, Engine University')]
    """
    m = _JOINT_RE.match(layout.plain(raw))
    if m is None:
        return [(n, raw)]
    return [(n, f"{m.group('a')}{m.group('rest')}"), (n, f"{m.group('b')}{m.group('rest')}")]


def _appointment(
    n: int, text: str, place: str | None, when: dates.DateMatch | None, ongoing: bool
) -> _Entry | None:
    """A postdoctoral or visiting appointment listed with the degrees, read as the Experience reader reads a job:
    its whole title, its employer (a laboratory as much as a university) and place; a single year is its span."""
    from cvkg.extract.jobs import title_and_org  # the Experience reader builds on this module

    org, title, where = title_and_org(text)
    if not (org and title and _POSTDOC_RE.match(title)):
        return None
    period = when.period if when is not None else (Period(None, dates.PRESENT) if ongoing else None)
    return _Entry(n, n, degree=title, institution=org, location=where or place, period=period)


# A line under a degree that says how it went, not what it was in: "Graduated with distinction", "Awarded ..."
_NOTE_START_RE = re.compile(
    r"^(?:graduated|awarded|completed|received|passed|obtained|conferred|defended|ranked|with|summa|magna|cum"
    r"|(?:first|second)[- ]class|(?:upper|lower) second|honou?rs|gpa|grade|minor|major)\b",
    re.I,
)


def _is_note(text: str) -> bool:
    return bool(_NOTE_START_RE.match(text))


def _columns_as_fields(raw: str) -> str:
    """``2019  PhD (Physics)  Engine University``: columns of a table that hold two fields or more, as fields
    between commas (the gaps would otherwise read as a space inside one field)."""
    cells = layout.cells(raw)
    if len([c for c in cells if not dates.is_only_dates(c)]) < 2:
        return raw
    return ", ".join(cells)


def _place_column(raw: str) -> tuple[str, str | None]:
    """``National Taiwan University  Taipei, Taiwan``: a place in a column of its own, and the rest."""
    cells = layout.cells(raw)
    for cell in cells[1:]:
        if PLACE_RE.match(cell) and not INSTITUTION_RE.search(cell) and not find_degree(cell):  # "Ph.D., Physics"
            return "  ".join(c for c in cells if c is not cell), cell
    return raw, None


# A note in parentheses that is neither field nor institution: "(part-time)", "(cum laude)", "(110/110 e lode)",
# "(First Class)"
_LOWER_NOTE_RE = re.compile(
    r"\s*\((?:[a-z][^()]*|\d[^()]*[a-z][^()]*|(?i:first|second|upper|lower|summa|magna|honou?rs|distinction"
    r"|merit|with)\b[^()]*)\)"
)
# The same note between commas: "B.S., Chemistry, summa cum laude, University of Lagos"
_HONOURS_PART_RE = re.compile(
    r",\s*(?:(?:summa|magna)\s+)?cum\s+laude|,\s*with\s+(?:high(?:est)?\s+)?(?:distinction|honou?rs)"
    r"|,\s*first[- ]class(?:\s+honou?rs)?(?=\s*(?:,|$))",
    re.I,
)
# What joins a degree to its field, in the languages CVs use: "PhD in X", "Licenciatura en X", "Laurea di X"
_FIELD_LEAD_RE = re.compile(r"^\s*(?:(?:in|of|en|em|de|di|in der|im)\s+|[,–—|·-]\s*)", re.I)
_DASH_RE = re.compile(r"\s+[—–|·]\s+|\s*;\s+")


_QUOTED_RE = re.compile(r'^["\u201c\u2018\'](.+?)[.,]?["\u201d\u2019\'][.,]?$')


def _unquoted(title: str | None) -> str | None:
    """``“Stress Shift in Child Italian”`` -> the title: quotes mark a title, they are no part of it."""
    m = _QUOTED_RE.match(title.strip()) if title else None
    return m.group(1).strip() if m else title


# What a note in parentheses after a degree says of the degree, not of its field: "(Hons)", "(with distinction)"
_DEGREE_NOTE_RE = re.compile(
    r"\b(?:hons|honou?rs|class|distinction|laude|merit|summa|magna|expected|unfinished|incomplete|progress"
    r"|ongoing|completed|part-time|full-time|research|taught|equivalent|abd)\b",
    re.I,
)


# Degrees that name no field: a phrase in parentheses after them glosses the degree ("MD (Médico Cirujano)")
_PROFESSIONAL_RE = re.compile(r"^(?:M\.?D\.?|MBBS|MBChB|J\.?D\.?|LL\.?[BM]\.?|Pharm\.?D\.?|DVM|MBA|MPH|DrPH)$")


def _is_field_note(inner: str) -> bool:
    """``Molecular Biology`` in ``Doctor of Philosophy (Molecular Biology)``: capitalised words naming a
    subject, not a note on the degree (``Hons``, ``summa cum laude``), a gloss (``M.Sc.``) or a place.

    >>> _is_field_note("Molecular Biology"), _is_field_note("Hons"), _is_field_note("M.Sc.")
    (True, False, False)
    """
    words = [w for w in inner.split() if w.lower() not in {"and", "of", "&", "in", "for", "the"}]
    if not words or not all(w[:1].isupper() for w in words) or re.search(r"\d", inner):
        return False
    if len(words) == 1 and (words[0].isupper() or "." in words[0]):
        return False  # "(MIT)", "(U.S.)": an initialism
    if _DEGREE_NOTE_RE.search(inner) or _DEGREE_RE.search(inner) or INSTITUTION_RE.search(inner):
        return False
    return not (places.is_city(inner) or places.is_country(inner) or places.is_place(inner))


def _is_sure_place(text: str) -> bool:
    """``Chicago, IL``, ``Oslo, Norway``: a place whose first part is a known city or that ends in a state's
    code; not ``Computer Science, Berlin`` (a field, then a place)."""
    if not places.is_place(text):
        return False
    return places.is_city(text.split(",")[0]) or bool(re.search(r",\s*[A-Z]{2}$", text))


_AT_INSTITUTION_RE = re.compile(r"\s+(?:at|from)\s+((?=[^\W\d_])(?-i:[A-ZÀ-Þ]).*)$")  # "at École ..."


def _field_after(rest: str, field: str | None) -> tuple[str, str | None]:
    """``University of Northgate (Statistics)``: a field in parentheses after the institution, when none came
    before it."""
    m = re.search(r"\s*\(([^()]+)\)\s*(?=,|$)", rest)
    if field or m is None or not _is_field_note(m.group(1)):
        return rest, field
    return (rest[: m.start()] + rest[m.end() :]).strip(" ,"), m.group(1).strip()


def _fill_education(
    entry: _Entry, text: str, degree_m: re.Match[str] | None, inst_here: bool, before: str
) -> None:
    if degree_m:
        entry.degree = degree_m.group(0).strip()
        rest = _FIELD_LEAD_RE.sub("", text[degree_m.end() :]).strip(" ,;")
        is_professional = bool(_PROFESSIONAL_RE.match(entry.degree))
        if (m := re.match(r"^\(([^)]*)\)\s*", rest)) and _is_field_note(m.group(1)) and not is_professional:
            # "Doctor of Philosophy (Molecular Biology)": the field in parentheses
            rest = f"{m.group(1)}, {rest[m.end() :].strip(' ,;.')}".strip(" ,")
        elif m := re.match(r"^\([^)]*\)\s*", rest):
            # "Bachelor (honours)": a note on the degree, not its field.
            entry.degree += " " + m.group(0).strip()
            rest = _FIELD_LEAD_RE.sub("", rest[m.end() :]).strip(" ,;")  # "B.Sc. (Hons) in Chemistry"
        if m := re.search(
            r"\s*\((unfinished|incomplete|expected|in progress|ongoing|not completed)\)", rest, re.I
        ):
            entry.degree += f" ({m.group(1)})"
            rest = (rest[: m.start()] + rest[m.end() :]).strip()
        rest = _HONOURS_PART_RE.sub("", _LOWER_NOTE_RE.sub("", rest))
        before = _LOWER_NOTE_RE.sub("", before)
        if _is_sure_place(rest):
            entry.location, rest = entry.location or rest, ""  # "MBA · Chicago, IL": no field, a place
        if len(pieces := _DASH_RE.split(rest)) > 1 and (at := [p for p in pieces if places.is_place(p)]):
            # "Ph.D. in Physics · Ann Arbor, MI": the place set apart like a column
            entry.location = entry.location or at[0]
            rest = " · ".join(p for p in pieces if p is not at[0])
        if (dash := _DASH_RE.split(rest, maxsplit=1)) and len(dash) == 2 and INSTITUTION_RE.search(dash[1]):
            rest = f"{dash[0]}, {dash[1]}"  # "PhD in Computer Science — Technische Universität Berlin"
        if (at_m := _AT_INSTITUTION_RE.search(rest.split(",")[0])) and INSTITUTION_RE.search(at_m.group(1)):
            rest = f"{rest[: at_m.start()]}, {rest[at_m.start(1) :]}"  # "PhD in Physics at Ridgeway University"
        field_text = rest.split(",")[0].strip() if rest else ""
        if field_text and not INSTITUTION_RE.search(field_text):
            entry.field = field_text
            rest = rest[len(rest.split(",")[0]) :].strip(" ,")
            field_text = rest
        if field_text and INSTITUTION_RE.search(field_text) and not inst_here:
            rest, entry.field = _field_after(rest, entry.field)
            entry.institution, loc = split_place(rest, need_keyword=True)
            entry.location = loc or entry.location
        if inst_here:
            entry.institution, loc = split_place(before)
            entry.location = entry.location or loc
        return
    if not text:
        return
    text = _LOWER_NOTE_RE.sub("", text) if not text.startswith("(") else text
    if text.startswith("(") and entry.degree:
        entry.field = f"{entry.field} {text}".strip() if entry.field else text
    elif INSTITUTION_RE.search(text) and not entry.institution:
        entry.institution, loc = split_place(text, need_keyword=True)
        entry.location = entry.location or loc
    elif PLACE_RE.match(text) and not entry.location:
        entry.location = text
    elif entry.degree and not entry.field and len(text.split()) <= 6 and ":" not in text and not _is_note(text):
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
                dissertation=_unquoted(e.dissertation),
            )
        )
    return degrees, postdocs


_SUPERVISED_RE = re.compile(r"\b(?:co-)?(?:supervised|advised)\s+by\s+(.+?)(?=[.;()]|$)", re.I)
_DOCTORAL_RE = re.compile(r"ph\.?\s?d|doctor|d\.?\s?phil", re.I)


def advisors_in_prose(lines: list[tuple[int, str]], degrees: list[Degree]) -> list[Degree]:
    """Degrees with the advisors a biography names (``4th-year PhD candidate at X, supervised by Dr. A
    and Prof. B``): the doctorate's when the sentence speaks of one, else the ongoing degree's; only
    for an entry that names none of its own."""
    out = list(degrees)
    for _, text in lines:
        m = _SUPERVISED_RE.search(re.sub(r"\b(?:Dr|Prof|Profs|Drs)\.\s*", "", layout.plain(text)))
        names = nm.split_names(m.group(1)).names if m else ()
        if not names or not nm.all_names(names):
            continue
        doctoral = bool(_DOCTORAL_RE.search(text))
        for i, degree in enumerate(out):
            about = _DOCTORAL_RE.search(degree.degree) if doctoral else degree.period.end is dates.PRESENT
            if about and not degree.advisors:
                out[i] = dataclasses.replace(degree, advisors=tuple(names))
                break
    return out


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
