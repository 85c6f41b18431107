"""Service: reviewing, editing, organizing and committee roles, one record per (role, venue, year).

The subsection heading often says what every item is (``Technical Program Committee``), and
so does a line's label (``Reviewer: A, B``), so the reader takes both into account.
"""

from __future__ import annotations

import dataclasses
import re

from cvkg.extract import dates, labels, layout, places
from cvkg.extract.sections import Section, SectionKind, heading_kind
from cvkg.model import Period, Service, SourceDocument

_ACRONYM_RE = re.compile(r"(?<![\w-])([A-Z][A-Za-z]*[A-Z][A-Za-z]*|[A-Z]{2,})(?![\w-])")
_ROLE_ACRONYMS = frozenset({"PC", "TPC", "AE", "ERC", "PHD", "CS", "AC", "SPC", "OC", "MS", "BS"})


def service(section: Section, doc: SourceDocument) -> list[Service]:
    """Service roles, one per (role, venue, year).

    ``YEAR: VENUE, VENUE`` under a role heading; ``Role: VENUE YEAR, VENUE (YEAR, YEAR)``;
    ``Role, Venue, YEARS``; ``Role for Venue (YEARS)``; ``YEARS  Role, Venue``; ``Role of VENUE YEAR``.
    """
    heading_role = (
        section.title
        if len(section.titles) > 1 and not re.search(r"\bservices?\b", section.title, re.I)
        else None
    )
    out: list[Service] = []
    years = labels.group_years(section.lines)  # "### 2023" over "- Area Chair, ICLR": the year of the items
    lines = _table_rows(_hanging_under(_labelled_apart(section.lines)))
    lines = [(n, t if n in years else "") for n, t in lines]
    blocks = layout.blocks(layout.join_open_lines(layout.pair_date_lines(layout.join_margin_wraps(lines))))
    raw_by_line = dict(section.lines)
    for i, block in enumerate(blocks):
        found = len(out)
        span = doc.span(block.first, block.last)
        if _MD_SUBHEADING_RE.match(raw_by_line.get(block.first, "")) and not block.subs:
            continue  # "### Department and University" over its items: a group's name, no service of its own
        if _is_group_label(block) and i + 1 < len(blocks) and blocks[i + 1].is_marked:
            continue  # "Department" over "▪ Admissions Committee, 2020–2022": a label, no service of its own
        if _is_group(block):
            # "- Program committees" over "  - CHI 2024 — Associate Chair": the group names a role its items may omit
            group_role = block.head if _SERVICE_ROLE_RE.search(block.head) else heading_role
            for (n, _), sub in zip(block.sub_lines, block.subs, strict=True):
                out.extend(Service(r, doc.span(n), venue=v, period=p) for r, v, p in _service_items(sub, group_role))
            continue
        for sentence in _SENTENCE_RE.split(layout.wrapped_text(block)):
            out.extend(Service(r, span, venue=v, period=p) for r, v, p in _service_items(sentence, heading_role))
        is_own = _is_dated_or_labelled if _dated(block.head) else _is_labelled
        for n, line in layout.own_lines(block, is_own):
            # "Reviewer: A" under "Area chair: B" in one item, "2022  Reviewer, X" under "2021  Reviewer, Y" in a
            # list that bullets only some lines: a statement of its own
            out.extend(Service(r, doc.span(n), venue=v, period=p) for r, v, p in _service_items(line, heading_role))
        if (year := years.get(block.first)) is not None:
            out[found:] = [_dated_by(s, year) for s in out[found:]]
    return [s for s in out if not _is_membership(s)]


_MD_SUBHEADING_RE = re.compile(r"^\s{0,3}#{2,6}\s+\S")
# A heading over students that names service too: "Mentoring & Service", "Advising and Outreach"
_SERVICE_TITLE_RE = re.compile(r"\b(?:services?|reviewing|outreach|professional activities)\b", re.I)
# A line that opens with a service role: "Ad hoc reviewer, Journal A; Journal B", "Member, Program Committee, X"
_OPENS_WITH_ROLE_RE = re.compile(
    r"^\s*(?:[-*+•]\s+)?(?:\*\*)?(?:ad hoc |journal |peer |grant )?(?:reviewer|referee|member|(?:co-?)?chair"
    r"|(?:associate |guest |section )?editor|(?:co-?)?organi[sz]er|panelist)\b",
    re.I,
)


def elsewhere(section: Section) -> Section | None:
    """The service a section of students lists when its title names service too (``Mentoring & Service``): its
    lines that open with a service role, as a service section of their own."""
    if section.kind is not SectionKind.STUDENTS or not _SERVICE_TITLE_RE.search(" ".join(section.titles)):
        return None
    lines = [(n, t) for n, t in section.lines if _OPENS_WITH_ROLE_RE.match(t)]
    return Section(SectionKind.SERVICE, section.titles, lines) if lines else None


def _is_membership(item: Service) -> bool:
    """``Member of EASL, SIMI and AISF``: belonging to a society named by its initials, no service to it; nor is
    a society's fellowship (``Fellow of the European Society of Cardiology (FESC)``), a grade of membership."""
    if re.match(r"fellow of (?:the )?[\w ]*\b(?:society|college|academy|association)\b", item.role, re.I):
        return True
    return item.role.strip().lower() in {"member", "member of"} and bool(re.fullmatch(r"[A-Z]{2,6}", item.venue or ""))


def _dated_by(item: Service, year: int) -> Service:
    """The service with the year of the heading above it, unless it has dates of its own."""
    if item.period != Period() or (found := dates.find_dates(str(year))) is None:
        return item
    return dataclasses.replace(item, period=found.period)


def _dated(text: str) -> bool:
    return dates.find_dates(text) is not None


def _is_labelled(text: str) -> bool:
    return labels.split_label(text) is not None


def _is_dated_or_labelled(text: str) -> bool:
    return _dated(text) or _is_labelled(text)


def _table_rows(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """A table's rows (a PDF's columns, LaTeX's cells: three or more cells set apart by gaps, or a role and a
    venue) as the line ``Role, Venue, Years``; the row of column names goes."""
    out = []
    for n, raw in lines:
        cells = layout.cells(raw)
        if labels.is_column_header(raw):
            raw = ""
        elif len(cells) >= 3 or (len(cells) == 2 and _SERVICE_ROLE_RE.search(cells[0])):
            # "Reviewer   Nature": a row whose years are left empty
            raw = raw if layout.has_marker(raw) else _role_body_row(cells) or ", ".join(cells)
        out.append((n, raw))
    return out


# A cell that holds a role alone: "Member", "Chair", "Ad hoc reviewer", "Associate Editor"
_ROLE_CELL_RE = re.compile(
    r"^(?:[\w-]+\s+){0,2}(?:member|(?:co-?)?chair(?:man|woman|person)?|reviewer|referee|editor|secretary|treasurer"
    r"|president|organi[sz]er|panelist)$",
    re.I,
)


def _role_body_row(cells: list[str]) -> str | None:
    """A row whose role has a cell of its own: ``2017-2020  Member  Steering Committee  Elm Hospital`` (the
    Harvard CV's committee table) -> ``Member — Steering Committee, Elm Hospital  2017-2020``: the body it served,
    and where, is the venue. None for another row."""
    when = [c for c in cells if dates.is_only_dates(c)]
    rest = [c for c in cells if c not in when]
    role = next((c for c in rest[:2] if _ROLE_CELL_RE.match(c.strip())), None)
    if role is None or len(rest) < 2:
        return None
    body = ", ".join(c for c in rest if c is not role)
    return f"{role} — {body}  {' '.join(when)}".strip()


def _labelled_apart(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """A line set deeper than a closed line above it that opens with a service role's label (``2018  Guideline
    group, NICE`` over ``     Peer reviewer for: A, B``): a statement of its own, not the wrapped rest of the one
    above; it is set at the margin, where the readers take a labelled line as its own."""
    out = list(lines)
    above = ""
    for k, (n, text) in enumerate(lines):
        if not text.strip():
            continue
        found = labels.split_label(text)
        deeper = above and layout.indent_of(text) > layout.indent_of(above) and not layout.is_open_ended(above)
        if deeper and found and SectionKind.SERVICE in labels.label_kinds(found[0]) and not layout.has_marker(text):
            out[k] = (n, text.strip())
        above = text
    return out


def _hanging_under(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Lines set deeper than the line above them, in a PDF's text with no list markers: under a list that ends
    in a semicolon (``Referee: A; B;`` / ``   C; D``), its wrapped rest, joined to it; under a place with no date
    and no role (``Department of Statistics, Elm U``), dated entries held there, each of which takes the place
    after its own text (``Admissions Committee, Department of Statistics, Elm U   2022 – 2024``)."""
    out = list(lines)
    k = 0
    while k < len(out):
        n, text = out[k]
        under = []
        j = k + 1
        while j < len(out) and out[j][1].strip() and layout.indent_of(out[j][1]) > layout.indent_of(text):
            under.append(j)
            j += 1
        if not text.strip() or not under or layout.has_marker(text) or any(layout.has_marker(out[u][1]) for u in under):
            k += 1
            continue
        if text.rstrip().endswith(";"):
            out[k] = (n, " ".join([text.rstrip(), *(out[u][1].strip() for u in under)]))
            out[under[0] : j] = [(out[u][0], "") for u in under]
        elif not (_dated(text) or _SERVICE_ROLE_RE.search(text)) and all(_dated(out[u][1]) for u in under):
            place = text.strip()
            for u in under:
                m, row = out[u]
                found = dates.trailing_date(row.strip())
                if found is not None:
                    body = row.strip()[: found.begin].rstrip(" ,")
                    out[u] = (m, f"{body}, {place}   {row.strip()[found.begin :]}")
            out[k] = (n, "")
        k = j
    return out


def _is_group_label(block: layout.Block) -> bool:
    """An unmarked line of a few words, without a role, a date or a separator, alone above marked items."""
    head = block.head
    return (
        not block.is_marked
        and not block.subs
        and len(head.split()) <= 3
        and not _SERVICE_ROLE_RE.search(head)
        and not re.search(r"[,;:]|\d", head)
    )


def _is_group(block: layout.Block) -> bool:
    """A short bullet without a year whose sub-bullets hold the entries."""
    marked = [raw for _, raw in block.sub_lines if layout.has_marker(raw)]
    return (
        bool(marked)
        and len(marked) == len(block.sub_lines)
        and len(block.head.split()) <= 4
        and not re.search(r"[:;,]|(?:19|20)\d\d", block.head)
    )


# "Area Chair: ACL 2023. Reviewer: TACL": two statements on one line
# ... and "Associate Editor, *J* (2017--present). Member, X (2012--2020).": each sentence closed by its dates
_SENTENCE_RE = re.compile(
    r"(?<=[a-z)\]\d])\.\s+(?=[A-Z][^.:]{1,40}:)|(?<=\))\.\s+(?=[A-Z])|(?<=(?:19|20)\d\d)\.\s+(?=[A-Z])"
    # "Member of X and Y. Reviewer for A, B.": a sentence that opens with a role is a statement of its own
    r"|(?<=[A-Za-z*]{2})\.\s+(?=(?:[A-Z][a-z]+\s+)?(?:Co-?)?(?:Chair|Reviewer|Referee|Editor(?:ial)?|Member|Organi[sz]er)s?\b)"
)
_SERVICE_ROLE_RE = re.compile(
    r"\b(?:(?:co-?)?chairs?|review(?:ers?|ing)|referee(?:s|ing)?|editors?|members?|committees?|(?:co-?)?organi[sz]ers?"
    r"|panel(?:ist)?s?|board|judges?|representatives?|volunteers?|conven[eo]rs?|officers?|president|secretary|treasurer"
    r"|liaisons?|moderators?"
    rf"|{labels.SERVICE_ROLES_ABROAD}|editora?s?)\b",
    re.I,
)

# "NSF DMS panelist", "AAAI program committee member": a body named in capitals, then the role in lower case
_VENUE_THEN_ROLE_RE = re.compile(
    r"^(?P<venue>(?:[A-Z][\w&.'’-]*\s+){1,5}?)(?P<role>(?:[a-z-]+\s+){0,3}"
    r"(?:panelists?|reviewers?|referees?|members?|(?:co-?)?chairs?|judges?|(?:co-?)?organi[sz]ers?))$"
)
# "Reviewer for Geophysical Research Letters": the venue is capitalised ("Member of the working group" is a role)
_ROLE_FOR_VENUE_RE = re.compile(
    rf"^(.{{0,60}}?{_SERVICE_ROLE_RE.pattern})\s+(?:for|of|at)\s+((?-i:(?:the\s+)?[A-Z0-9]).*)$", re.I
)


# "ICML '21", "NeurIPS’22": a two-digit year after a venue
_SHORT_YEAR_RE = re.compile(r"(?<=[\w)])\s*['’](\d\d)\b")


def _service_items(text: str, heading_role: str | None) -> list[tuple[str, str | None, Period]]:
    text = _SHORT_YEAR_RE.sub(lambda m: f" {19 if int(m.group(1)) > 50 else 20}{m.group(1)}", text.strip(" ."))
    text = _YEAR_AND_YEAR_RE.sub(r"\1, \2", text)  # "MACPAC, 2019 and 2021": the years of two terms
    period = Period()
    lead = dates.find_dates(text)
    if m := re.match(
        r"^\s*((?:19|20)\d\d(?:\s*[-–]\s*(?:(?:19|20)\d\d|present|now))?)\s*:\s*(.+)$", text, re.I
    ):
        found = dates.find_dates(m.group(1))
        period = found.period if found else Period()
        text = m.group(2)
    elif lead is not None and lead.begin == 0 and text[lead.stop :].strip(" :-–—")[:1].isupper():
        period, text = lead.period, text[lead.stop :].strip(" :-–—")  # "2023-present  Associate Editor, ..."
    elif (lead := _DASH_RE.split(text, maxsplit=1)) and _ROLE_CELL_RE.match(lead[0].strip()) and len(lead) == 2:
        return _role_dash_venues(text) or [(lead[0].strip(), lead[1].strip(), period)]  # "Editor — JACC: HF"
    elif found_label := labels.split_label(text):
        return _labelled_items(*found_label, heading_role)
    if (m := _ROLE_LAST_RE.match(text)) and _is_role_only(m.group(2)) and not _SERVICE_ROLE_RE.search(m.group(1)):
        # "ICML 2021, 2022 (Program Committee Member)": the venue and its years, the role in parentheses
        venues = [i.strip() for i in re.split(r",(?![^()]*\))", m.group(1)) if i.strip()]
        return [(m.group(2).strip(), v, p) for v, p in _venues_with_years(venues, period)]
    if split := _role_dash_venues(text):
        return split
    if held := _office_in_body(text, period):
        return held
    statements = [p.strip() for p in re.split(r";(?![^()]*\))", text) if p.strip()]
    if len(statements) > 1 and all(
        _ROLE_FOR_VENUE_RE.match(p) or _SERVICE_ROLE_RE.match(p) or _opens_with_role(p) for p in statements
    ):
        # "Reviewer for A and B; reviewer for C (since 2008)", "Gutachterin für A, B; Fachgutachterin DFG (seit
        # 2023)", "Associate Editor, A (2021–); Associate Editor, B": statements of their own
        return [item for p in statements for item in _service_items(p, heading_role)]
    split = _role_for_venue(text)
    if split and "," not in split[0]:
        venues, when = _closing_date(split[1])  # "Reviewer for NeurIPS, ICML  2022–2023": the years of both
        return [(split[0], v, p) for v, p in _venues_with_years(_venue_list(venues), when or period)]
    items = [i.strip() for i in re.split(r"[,;](?![^()]*\))", text) if i.strip()]
    if (m := _ROLE_LAST_RE.match(items[0])) and _is_role_only(m.group(2)) and all(map(dates.is_only_dates, items[1:])):
        # "Faculty Hiring Committee (chair), 2022–2023": the body, its role in parentheses, then the years
        role = m.group(2).strip()
        return [(role[0].upper() + role[1:], v, p) for v, p in _venues_with_years([m.group(1), *items[1:]], period)]
    if (
        len(items) >= 2 and items[0][:1].isupper() and re.fullmatch(r"[a-z][a-z -]*", items[1])
        and _is_role_only(items[1]) and all(dates.is_only_dates(i) for i in items[2:])
    ):  # "ASH Committee on Scientific Affairs, member, 2023–2026": the body, then the role in lower case
        return [(items[1], v, p) for v, p in _venues_with_years([items[0], *items[2:]], period)]
    if heading_role and _all_venues(items):
        return [(heading_role, v, p) for v, p in _venues_with_years(items, period)]
    # "Problem setter, UK Olympiad, 2021": a role in sentence case before a named body (which may be a committee)
    phrase = len(items) >= 2 and _is_role_phrase(items[0]) and items[1][:1].isupper()
    role_first = bool(_SERVICE_ROLE_RE.search(items[0])) or phrase
    if len(items) >= 2 and _opens_with_role(text) and _names_body(items[1]) and all(
        dates.is_only_dates(i) for i in items[2:]
    ):
        # "Panelist, NSF CMMI review panels (2014, 2019)", "Member, ASCE Technical Committee on X, 2016, 2018": a
        # body named by its acronym, though its name holds a role's word, and one record per year
        if m := _LATER_ROLE_RE.match(items[1]):
            # "Member, X Committee (2012–present; Chair 2018–2021)": a later role in the same body
            venue, first, later_role, later = m.groups()
            return [
                (role, v, p)
                for role, when in ((items[0], first), (later_role, later))
                for v, p in _venues_with_years([f"{venue} ({when})"], period)
            ]
        return [(items[0], v, p) for v, p in _venues_with_years(items[1:], period)]
    if held := _seat_on_committee(items, period):
        return held
    if split := _role_in_body(items, period):
        return split
    if len(items) >= 3 and _opens_with_role(text) and (named := _named_committee(items[1:])):
        # "Student Representative, Doctoral Program Committee, Penn Nursing (2022–2024)": a committee of its own
        # name, and the body it belongs to, are one venue
        return [(items[0], v, p) for v, p in _venues_with_years([", ".join(named)], period)]
    if (m := _VENUE_THEN_ROLE_RE.match(items[0])) and all(dates.is_only_dates(i) for i in items[1:]) and (
        len(m.group("venue").split()) >= 2 or re.fullmatch(r"[A-Z0-9&]{2,}\s*", m.group("venue"))
    ):  # "Graduate admissions chair": one capitalised word before a role is no body's name
        # "NSF DMS panelist, 2021, 2024", "AAAI program committee member": the body first, its role in lower case
        role = m.group("role")[0].upper() + m.group("role")[1:]
        return [(role, v, p) for v, p in _venues_with_years([m.group("venue"), *items[1:]], period)]
    if len(items) >= 2 and role_first and (phrase or not _SERVICE_ROLE_RE.search(" ".join(items[1:]))):
        if split := _role_then_list(items, text, period):
            return split
        named = items[1:-1] if dates.is_only_dates(items[-1]) else items[1:]  # "..., ASSETS, 2021–2024"
        if len(named) >= 2 and all(_ACRONYM_VENUE_RE.match(i) for i in named):
            # "Reviewer, CHI, UIST, ASSETS  2021–2024": acronyms name one venue each; the closing years are all's
            venues, when = _closing_date(", ".join(items[1:]))
            return [(items[0], v, p) for v, p in _venues_with_years(_venue_list(venues), when or period)]
        # "Associate Editor, Biometrics, 2023-present": one venue, written over the other parts
        venue = [(v, p) for v, p in _venues_with_years(items[1:], period)]
        if len(venue) >= 2 and all(dates.find_dates(i) for i in items[1:]) and len({v for v, _ in venue}) > 1:
            return [(items[0], v, p) for v, p in venue]  # "Committee, POPL 2023, PLDI 2024": each venue its year
        years = [p for _, p in venue if p != Period()] or [period]
        name = ", ".join(dict.fromkeys(v for v, _ in venue))
        return [(items[0], name, p) for p in dict.fromkeys(years)]
    m = _ROLE_FOR_VENUE_RE.match(text)
    if m and not _SERVICE_ROLE_RE.search(m.group(2)):
        return [(m.group(1), v, p) for v, p in _venues_with_years(_venue_list(m.group(2)), period)]
    found = dates.find_dates(text, last=True)
    if found is not None:
        period = found.period
        text = (text[: found.begin] + text[found.stop :]).strip()
        text = re.sub(r"\(\s*\)", "", text).strip(" ,;")
    role, venue = _role_venue(text)
    return [(role, venue, period)]


# The end of a committee's or a board's own name: "Junior Recruiting Committee", "Diversity, Equity, and Inclusion
# Committee"
# ... or its remit after it: "Committee on Reducing Administrative Burden"
_COMMITTEE_END_RE = re.compile(
    r"\b(?:Committee|Board|Council|Task Force|Working Group|Panel)(?:\s+(?:on|for)\s+[A-Z][\w'’-]*(?:\s+\w[\w'’-]*)*)?$"
)


def _seat_on_committee(items: list[str], period: Period) -> list[tuple[str, str | None, Period]] | None:
    """``Chair, Junior Recruiting Committee, 2023–2024``, ``Member, X Diversity, Equity, and Inclusion Committee``: a
    bare role, then the committee it sat on (commas and all), then its years."""
    named = [i for i in items[1:] if not dates.is_only_dates(i)]
    if len(items) < 2 or not _ROLE_CELL_RE.match(items[0]) or not named or not items[1][:1].isupper():
        return None
    if items[1 : 1 + len(named)] != named or not _COMMITTEE_END_RE.search(named[-1]):
        return None
    return [(items[0], v, p) for v, p in _venues_with_years([", ".join(named), *items[1 + len(named) :]], period)]


_ROLE_LAST_RE = re.compile(r"^([^()]+?)\s*\(([^()]+)\)$")
_YEAR_AND_YEAR_RE = re.compile(r"\b((?:19|20)\d\d)\s+and\s+((?:19|20)\d\d)\b")
# A venue named by its acronym, maybe with its year: "UIST", "CHI 2023", "ASSETS  2021–2024"
_ACRONYM_VENUE_RE = re.compile(r"^[A-Z][A-Za-z]*[A-Z][A-Za-z]*(?:\s*['’]?\d{2,4}(?:\s*[-–]\s*(?:\d{2,4}|present))?)?$")


_FOR_OF_AT_RE = re.compile(
    r"\s+(?:for|of|at|de la|del|de|da|do|du|des|di|della|für|bei|pour|para)\s+(?=(?:the\s+|la\s+|l['’])?[A-Z0-9])"
)


def _role_for_venue(text: str) -> tuple[str, str] | None:
    """``Reviewer for X`` and ``Member of the Program Committee of ICML``: the role up to the first ``for``,
    ``of`` or ``at`` after which no role is named, and the venues after it."""
    for m in _FOR_OF_AT_RE.finditer(text):
        role, venues = text[: m.start()], text[m.end() :]
        if len(role) <= 60 and _SERVICE_ROLE_RE.search(role) and not _SERVICE_ROLE_RE.search(venues):
            return role, venues
    return None


def _is_role_phrase(text: str) -> bool:
    """``Problem setter``, ``Graduate student representative``: a capital, then two to four lower-case words."""
    words = text.split()
    return 2 <= len(words) <= 4 and words[0][:1].isupper() and all(re.fullmatch(r"[a-z-]+", w) for w in words[1:])


def _closing_date(text: str) -> tuple[str, Period | None]:
    """A list of venues closed by the only date on it: the list without it, and the date's period."""
    found = dates.find_all_dates(text)
    if len(found) != 1 or text[found[0].stop :].strip(" .)") or text[: found[0].begin].rstrip().endswith("("):
        return text, None
    return text[: found[0].begin].strip(" ,;"), found[0].period


def _role_then_list(items: list[str], text: str, period: Period) -> list[tuple[str, str | None, Period]] | None:
    """``Admissions Committee, 2020–2022``: a role and its years, no venue; ``Reviewer, A; B; C``: semicolons
    set the venues apart (a comma may be part of a venue's name); else ``None``."""
    if all(dates.is_only_dates(i) for i in items[1:]):
        # "Program Committee Member, 2021, 2022": once a year
        return [(items[0], None, d.period) for i in items[1:] for d in dates.find_all_dates(i)] or [
            (items[0], None, period)
        ]
    rest = re.split(r"[,;]|\s{2,}", text, maxsplit=1)[-1]  # "Reviewer, A; B", "Reviewer   A; B"
    if ";" not in rest:
        return None
    venues = [v.strip() for v in re.split(r";(?![^()]*\))", rest) if v.strip()]
    return [(items[0], v, p) for v, p in _venues_with_years(venues, period)]


def _labelled_items(label: str, rest: str, heading_role: str | None) -> list[tuple[str, str | None, Period]]:
    """``Reviewer: A (2023, 2024), B``; ``Grant review: Panel X, 2024; Panel Y, 2023``; ``Editorial: General
    Editor, X, 2017–; Board, Y``: the label is the role, or the kind of service whose items name their role;
    ``ICML: Area Chair (2023); Reviewer``: the venue, when its items are roles alone."""
    statements = [p.strip() for p in re.split(r";(?![^()]*\))", rest) if p.strip()]
    if not labels.label_kinds(label) and all(_is_role_only(p) for p in statements):
        # "ICML: Program Committee Member (2021, 2022); Reviewer (2022)", "Journal of X: Associate Editor": the
        # label is the venue
        return [(r, label.strip(), p) for st in statements for r, p in _venues_with_years([st], Period())]
    if SectionKind.SERVICE not in labels.label_kinds(label) and heading_kind(label) is not None:
        return []  # "Languages: ...", "Hobbies: ...": no service
    if _MEMBERSHIPS_RE.fullmatch(label.strip()):
        # "Memberships: Society A (SA); Society B": belonging, no service, unless a statement names its role
        return [item for p in statements if _opens_with_role(p) for item in _service_items(p, None)]
    label = re.sub(r"\s+(?:for|of|at|to|in)$", "", label.strip(), flags=re.I)  # "Referee for: A; B"
    label = re.sub(r"\s*\(with\s[^()]*\)", "", label)  # "Co-reviewer (with J. Name): A": whom with, no role
    # "Reviewing: A; B", "Refereeing: C": the activity names the role of whoever does it
    label = _ACTIVITY_ROLES.get(label.lower(), label)
    if _SPHERE_LABEL_RE.fullmatch(label):
        # "Department: Undergraduate Advisor, Tulane Philosophy, 2022–"; "Department: Curriculum Committee, 2021":
        # where the service was given, the venue of the items that name none of their own
        place = None if label.lower().endswith("al") else label  # ("Departmental": a kind of service, no venue)
        # ("Graduate Committee (2022–present), Colloquium organizer (2018–2020)": each part closed by its dates)
        parts = [part for st in statements for part in _dated_parts(st)]
        return [(r, v or place, p) for st in parts for r, v, p in _service_items(st, None)]
    if all(_opens_with_role(p) for p in statements):
        # each statement names its own role: "General Editor, X, 2017–; Editorial Board, Y, 2015–2021",
        # "Conference organization: Co-organizer, X session, ASHG 2024"
        return [item for p in statements for item in _service_items(p, None)]
    if len(statements) > 1:
        # (a statement whose commas close on "and" is one name: "Journal of Speech, Language, and Hearing Research")
        pieces = [[p] if re.search(r",\s*(?:and|&)\s", p) else re.split(r",(?![^()]*\))", p) for p in statements]
        return [(label, v, p) for items in pieces for v, p in _venues_with_years(items, Period())]
    items = _venue_list(rest)
    if len(items) == 2 and _PART_OF_EVENT_RE.match(items[0]) and dates.find_dates(items[1]):
        # "Symposium on X, ASME IJTC 2024": a part of the event, one venue
        return [(label, v, p) for v, p in _venues_with_years([", ".join(items)], Period())]
    if all(len(i.split()) <= 8 and re.search(r"[A-Z0-9]", i) for i in items):
        return [(label, v, p) for v, p in _venues_with_years(items, Period())]
    return _service_items(rest, label)


def _dated_parts(statement: str) -> list[str]:
    """A statement's comma-parted parts when each closes with its dates in brackets, else the statement whole."""
    parts = [p.strip() for p in re.split(r",(?![^()]*\))", statement) if p.strip()]
    is_dated = all(re.search(r"\([^()]*(?:19|20)\d\d[^()]*\)$", p) for p in parts)
    return parts if len(parts) >= 2 and is_dated else [statement]


# A label that says where service was given: "Department:", "University:", "Profession:"
_SPHERE_LABEL_RE = re.compile(
    r"(?:to the )?(?:department(?:al)?|university|college|school|faculty|institution(?:al)?|profession|campus"
    r"|community|discipline)",
    re.I,
)
# A label over the societies the subject belongs to
_MEMBERSHIPS_RE = re.compile(r"(?:(?:professional|society|scientific)\s+)?memberships?(?:\s+in\s+societies)?", re.I)
_ACTIVITY_ROLES = {"reviewing": "Reviewer", "refereeing": "Referee", "journal reviewing": "Reviewer",
                   "journal refereeing": "Referee", "peer reviewing": "Reviewer"}


# A part of a larger event, named before it: "Symposium on X, CONF 2024", "Workshop on Y, NeurIPS 2023"
_PART_OF_EVENT_RE = re.compile(
    r"^(?:mini-?)?(?:symposium|workshop|(?:special |poster |invited )?session|track|tutorial|minisymposium)"
    r"\s+(?:on|in)\s",
    re.I,
)


def _is_role_only(statement: str) -> bool:
    """``Program Committee Member (2021, 2022)``, ``Reviewer``: a role and its years, nothing else."""
    text = re.sub(r"\([^()]*\)", "", statement).strip()
    return bool(_SERVICE_ROLE_RE.search(text)) and len(text.split()) <= 5 and not re.search(r"[,:\d]", text)


def _opens_with_role(statement: str) -> bool:
    """``Council member, Royal Society, 2020``: a short role before the first comma (not one inside the
    parentheses of ``Area Chair (2023, 2024)``), then more."""
    head, _, rest = re.sub(r"\([^()]*\)", lambda m: m.group(0).replace(",", ";"), statement).partition(",")
    return bool(rest.strip()) and bool(_SERVICE_ROLE_RE.search(head)) and len(head.split()) <= 4


# "CHI 2024, CHI 2025 — Associate Chair", "Associate Chair — CSCW 2023"
_DASH_RE = re.compile(r"\s+[—–|]\s+")


def _role_dash_venues(text: str) -> list[tuple[str, str | None, Period]] | None:
    parts = _DASH_RE.split(text)
    if len(parts) != 2:
        return None
    dash = _DASH_RE.search(text)
    if dash and any(d.begin <= dash.start() < d.stop for d in dates.find_all_dates(text)):
        return None  # "Editor, Journal, 2020 – present": the dash of a date range
    roles = [bool(_SERVICE_ROLE_RE.search(p)) and len(p.split()) <= 5 for p in parts]
    body = _closing_date(parts[1])
    if _ROLE_CELL_RE.match(parts[0].strip()) and _SERVICE_ROLE_RE.search(body[0]) and not _ROLE_CELL_RE.match(body[0]):
        # "Member — Steering Committee, Elm Hospital  2017-2020": a role alone, then the one body it served (whose
        # name holds a role's word)
        return [(parts[0].strip(), body[0], body[1] or Period())]
    if roles.count(True) != 1:
        return None
    role, venues = (parts[0], parts[1]) if roles[0] else (parts[1], parts[0])
    role, when = _closing_date(role)  # "X — member, 2022–2025": the role's years
    items = [i.strip() for i in re.split(r"[,;](?![^()]*\))", venues) if i.strip()]
    if not roles[0] and not all(_ACRONYM_VENUE_RE.match(i) or dates.find_dates(i) for i in items):
        items = [venues.strip()]  # "Section of X, Advisory Group on Y — member": one body, its part after a comma
    return [(role.strip(" ,"), v, p) for v, p in _venues_with_years(items, when or Period())]


_EVENT_WORD_RE = re.compile(
    r"\b(?:Workshop|Conference|Symposium|Meeting|Congress|Summit|School|Forum|Colloquium)\b", re.I
)


_TITLED_RE = re.compile(r"[A-Z][\w&-]*(?:\s+[A-Z][\w&.-]*){0,3}")


def _is_short_name(text: str) -> bool:
    """A journal's abbreviated name (``Chem. Mater.``) or an acronym (``UIST``): never half of a name with "and"."""
    text = text.strip()
    return bool(_ACRONYM_VENUE_RE.match(text.rstrip(".")) or re.search(r"\b[A-Z][a-z]{0,6}\.(?:\s|$)", text))


def _venue_list(text: str) -> list[str]:
    """``A, B, C and D`` -> the venues; ``Journal of Money, Credit and Banking`` and ``Arts and Humanities
    Research Council`` are one each: only the last of several comma-separated parts is cut at ``and``."""
    # "ICML (2021) and NeurIPS (2022)", "ICLR 2023 and ICLR 2024": an "and" after a closing parenthesis or a
    # year parts two venues
    parts = [p.strip() for p in re.split(r"[,;](?![^()]*\))|(?<=\))\s+and\s+|(?<=\b(?:19|20)\d\d)\s+and\s+", text)
             if p.strip()]  # fmt: skip
    commas = len(parts)
    pair = re.split(r"\s+and\s+", parts[0]) if commas == 1 else []
    # (the second's closing period may have gone with the sentence's: "J. Looms and Loom Lett")
    if len(pair) == 2 and _is_short_name(pair[0]) and (_is_short_name(pair[1]) or _TITLED_RE.fullmatch(pair[1])):
        return pair  # "J. Looms and Loom Lett.", "CHI and UIST": two journals or meetings, no name with an "and"
    if all(dates.find_dates(p) for p in parts):
        return parts  # "A (2023), B and C Review (2024)": each part closed by its own year is one venue
    if len(parts) >= 2:
        parts[-1:] = [p for p in re.split(r"^and\s+|\s+and\s+(?![^()]*\))", parts[-1]) if p.strip()]
    bare = [re.sub(r"\s*\([^()]*\)", "", p) for p in parts[1:]]  # (a year in brackets after the name is none of it)
    if commas == 2 and " of " in parts[0] and all(
        len(p.split()) == 1 and not p.isupper() and not dates.find_dates(p) for p in bare
    ):
        # "Journal of Money, Credit and Banking" (the words after the comma each a word); a list of three or more
        # commas is a list, and so is one whose second part is a name of several words ("J of X, Y Review and Z")
        return [text]
    # "Workshop on Porous Materials, Sion, 2023": the town a meeting was held in names no venue of its own
    return [p for k, p in enumerate(parts) if k == 0 or not (places.is_city(p) and _EVENT_WORD_RE.search(parts[k - 1]))]


def _venues_with_years(items: list[str], period: Period) -> list[tuple[str, Period]]:
    """``["EMNLP (2020, 2021)", "Workshop X", "2022", "2023"]`` -> one (venue, year) per year.

    A year standing alone belongs to the venue before it; a venue without a year takes ``period``.
    """
    out: list[tuple[str, Period]] = []
    for item in items:
        found = dates.find_all_dates(item)
        venue = item
        for d in reversed(found):
            venue = venue[: d.begin] + venue[d.stop :]
        venue = re.sub(r"\s+", " ", re.sub(r"\(\s*[,;]?\s*\)", "", venue)).strip(" ,;:'’")
        venue = venue.rstrip("(").strip() if venue.count("(") > venue.count(")") else venue
        # "(talks for schools)": what was done, not where
        venue = re.sub(r"\s*\((?-i:[a-z])[^()\s]*(?:\s+[^()\s]+){2,}\)$", "", venue)
        periods = [d.period for d in found] or [period]
        if not venue and out:
            last_venue, last_period = out[-1]
            if last_period == period:
                out.pop()
            out.extend((last_venue, p) for p in periods)
        elif venue:
            out.extend((venue, p) for p in periods)
    return out


def _all_venues(items: list[str]) -> bool:
    """Every item names a venue (``OSDI 2024``, ``American Economic Review``, ``2023``), no role."""
    words_ok = re.compile(
        r"^(?:[A-Z0-9@&][\w@&'’.+-]*|of|on|for|and|in|the|de|\(.*\)|[(\d][\d,–\-)/ ]*"
        r"|(?:19|20)\d\d[-–](?:present|now))$"
    )
    return bool(items) and all(
        len(v.split()) <= 10  # "American Journal of Respiratory and Critical Care Medicine"
        and not _SERVICE_ROLE_RE.search(v)
        and all(words_ok.match(w) for w in re.sub(r"\([^)]*\)", "(x)", v).split())
        for v in items
    )


# An office held in a body, named before it: "Director of Graduate Studies", "Board of Directors", "Coordinator",
# "Council", "Undergraduate Advisor"
_OFFICE_RE = re.compile(
    r"(?:(?:[A-Z][\w'-]*|ad hoc|graduate student|undergraduate)\s+){0,2}"
    r"(?:Director|Coordinator|Council(?: member)?|Board(?: of (?:Directors|Trustees|Governors))?|Advis[eo]r|Convenor"
    r"|Representative|Officer|Secretary|Treasurer|President|Vice[- ]President|Trustee|Ombudsperson)"
    r"(?:\s+of\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})?",
    re.I,
)


def _office_in_body(text: str, period: Period) -> list[tuple[str, str | None, Period]] | None:
    """``Director of Graduate Studies, Department of Classics, Brown University  2019–2022``, ``Council, Gewina (...)``:
    an office, then the body it was held in (capitalised, no role of its own); else ``None``."""
    found = dates.find_dates(text, last=True)
    if found is not None and not text[found.stop :].strip(" .,;)"):
        period, text = found.period, text[: found.begin].strip(" ,;(")
    head, _, body = text.partition(",")
    body = re.sub(r"\s*\(\s*\)$", "", body).strip(" ,")
    if not _OFFICE_RE.fullmatch(head.strip()) or not body[:1].isupper() or _SERVICE_ROLE_RE.search(body):
        return None
    if ";" in body or dates.find_dates(body):
        return None
    return [(head.strip(), body, period)]


def _role_venue(text: str) -> tuple[str, str | None]:
    """``"Member of Artifact Evaluation Committee of MLSys"`` -> (role, ``"MLSys"``)."""
    text = text.strip(" .")
    m = re.search(r"(?:\s+(?:of|for|at|in)|\s*,)\s+((?:the\s+)?[A-Z][\w&@'-]*(?:\s+[A-Z][\w&@'-]*){0,6})$", text)
    if m and _ACRONYM_RE.search(m.group(1)) and not _role_word(m.group(1)):
        return text[: m.start()].strip(" ,"), m.group(1).strip()
    if m := re.match(r"^(.+?\b[A-Z]{2,}\b)\s+(?=[A-Z][a-z])(.+)$", text):
        org_part = m.group(1)
        if _ACRONYM_RE.search(org_part) and len(org_part.split()) <= 3 and not _role_word(org_part):
            return m.group(2).strip(), org_part.strip()
    for a in _ACRONYM_RE.finditer(text):
        if a.group(1).upper() not in _ROLE_ACRONYMS and a.start() > 0:
            role = (text[: a.start()] + text[a.end() :]).strip()
            return re.sub(r"\s+", " ", role), a.group(1)
    return text, None


_LATER_ROLE_RE = re.compile(
    rf"^(.+?)\s*\(([^();]*\d[^();]*);\s*((?-i:(?=[A-Z]))[^();\d]*?{_SERVICE_ROLE_RE.pattern}[^();\d]*?)"
    r",?\s+((?:19|20)\d\d[^();]*)\)$",
    re.I,
)


def _role_in_body(items: list[str], period: Period) -> list[tuple[str, str | None, Period]] | None:
    """``Chair, Cancer Committee, Ferncliff University Hospital``: a role in a body's committee, then the
    institution the committee belongs to (its venue); else ``None``."""
    named = list(items)
    while len(named) > 3 and dates.is_only_dates(named[-1]):
        named.pop()
    if len(named) < 3 or not _SERVICE_ROLE_RE.search(named[0]) or len(named[0].split()) > 4:
        return None
    *role, body = named
    if not all(_SERVICE_ROLE_RE.search(r) for r in role[1:]) or _SERVICE_ROLE_RE.search(body):
        return None
    if not places.ORGANIZATION_RE.search(body) and not _ACRONYM_VENUE_RE.match(body):
        return None
    return [(", ".join(role), v, p) for v, p in _venues_with_years([body, *items[len(named) :]], period)]


def _names_body(text: str) -> bool:
    """``NSF CMMI review panels``, ``ASCE Technical Committee on Dynamics``: a body named by an acronym, whose
    name holds a role's word (``Program Committee`` alone names a role, not a body)."""
    first = text.split()[0] if text.split() else ""
    return (
        bool(_SERVICE_ROLE_RE.search(text))
        and bool(_ACRONYM_RE.search(text))
        and first[:1].isupper()
        and not _SERVICE_ROLE_RE.search(first)
        and first.upper() not in _ROLE_ACRONYMS
    )


# A committee that every meeting has, named by its task alone: a role's part ("Member, Program Committee, ICML")
_GENERIC_COMMITTEE_RE = re.compile(
    r"(?:(?:technical\s+)?program|(?:local\s+)?organi[sz]ing|steering|scientific|advisory|executive)\s+committee",
    re.I,
)
_BODY_NOUN_RE = re.compile(r"\b(?:Committee|Council|Task Force|Working Group|Section|Caucus)$")


def _named_committee(items: list[str]) -> list[str] | None:
    """``["Doctoral Program Committee", "Penn Nursing (2022–2024)"]``: a committee with a name of its own, then
    the capitalised names of the bodies it belongs to (no role among them); else ``None``."""
    first, rest = items[0].strip(), [i.strip() for i in items[1:]]
    if any(re.search(r"\s[·|•]\s", i) for i in items):
        return None  # "Workshop · Program Committee": two statements run together
    if not _BODY_NOUN_RE.search(first) or _GENERIC_COMMITTEE_RE.fullmatch(first) or len(first.split()) < 3:
        return None
    names = [re.sub(r"\s*\([^()]*\)$", "", i) if dates.find_dates(i) else i for i in rest]
    bodies = [n for n in names if not dates.is_only_dates(n)]
    if not bodies or not all(n[:1].isupper() and not _SERVICE_ROLE_RE.search(n) for n in bodies):
        return None  # "Member, University Senate Committee, 2019–2021": no body named after it, the role's own
    return items


def _role_word(text: str) -> bool:
    return bool(re.search(r"\b(?:chair|member|committee|reviewer|editor|panel)\b", text, re.I))
