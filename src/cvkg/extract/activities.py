"""Awards, talks, teaching and service (students and committees are in :mod:`cvkg.extract.advising`).

These sections are lists whose items carry a name or title, sometimes a place and a date;
the subsection heading often says what every item is (``Technical Program Committee``),
so readers take it into account.
"""

from __future__ import annotations

import dataclasses
import re

from cvkg.extract import dates, labels, layout
from cvkg.extract.citations import split_author_prefix
from cvkg.extract.places import INSTITUTION_RE, ORGANIZATION_RE
from cvkg.extract.sections import Section, SectionKind, heading_kind
from cvkg.model import (
    Award,
    PartialDate,
    Period,
    Service,
    SourceDocument,
    Talk,
    Teaching,
)

_TERM_RE = re.compile(
    r"\b(?:Spring|Summer|Fall|Autumn|Winter|Michaelmas|Lent|Hilary|Trinity)(?:\s+(?:Term|Semester|Quarter))?,?"
    r"\s+(?:19|20)\d\d(?:/\d\d)?\b|\b(?:19|20)\d\d\s+(?:Spring|Summer|Fall|Autumn|Winter)\b"
    # German and Swiss semesters ("WS 2022/23", "SoSe 2023", "HS 2021") and academic years ("AY 2021-22")
    r"|\b(?-i:WS|SS|WiSe|SoSe|HS|FS|AY|A\.Y\.)\s?(?:19|20)\d\d(?:\s*[-–/]\s*(?:19|20)?\d\d)?(?![\w/-])"
    r"|\b(?:Winter|Summer)semester\s+(?:19|20)\d\d(?:/(?:19|20)?\d\d)?\b"
    r"|\bAcademic Year\s+(?:19|20)\d\d\s*[-–/]\s*(?:19|20)?\d\d\b",
    re.I,
)
# A school year without a season: "2023-24", "2022/23", "2021-2022"
_ACADEMIC_YEAR_RE = re.compile(r"\b(?:19|20)\d\d\s*[-–/]\s*(?:(?:19|20)?\d\d\b|present\b|now\b)", re.I)
_TEACHING_ROLE_RE = re.compile(
    r"(?:(?:co-?|guest |head |lead |graduate |undergraduate )?(?:teaching assistant|ta|instructor|lecturer"
    r"|course organi[sz]er|organi[sz]er|grader|tutor|teacher|teaching fellow|co-?instructor|lecture"
    r"|module lead(?:er)?|course lead(?:er)?|course director|convenor)s?"
    r"|(?:teaching assistant|instructor) of record)",
    re.I,
)
_LEVEL_WORDS = r"undergraduate|graduate|master'?s?|ph\.?d\.?|bachelor'?s?|doctoral|postgraduate"
_CODE_RE = re.compile(
    r"\b([A-Z][A-Za-z]{1,8}[ -]?\d{2,5}[A-Z]?(?:\.\d+)?|\d{2}-\d{3}|[A-Z]{2,}(?:-[A-Z0-9]{2,}){1,3})\b"
)
_ACRONYM_RE = re.compile(r"(?<![\w-])([A-Z][A-Za-z]*[A-Z][A-Za-z]*|[A-Z]{2,})(?![\w-])")
_ROLE_ACRONYMS = frozenset({"PC", "TPC", "AE", "ERC", "PHD", "CS", "AC", "SPC", "OC", "MS", "BS"})
_QUOTE_RE = re.compile(r"[\"“]([^\"”]{4,})[\"”]")


def awards(section: Section, doc: SourceDocument) -> list[Award]:
    """One award per item; a year (or range) on the line is the award's year.

    An undated line right under a dated award that names an organization and no prize
    (``2022  ERC Starting Grant`` / ``European Research Council``) is its awarder, not an award.
    """
    out: list[Award] = []
    dated_above = False
    for block in layout.blocks(section.lines):
        text = block.head
        if dates.is_only_dates(text):
            continue
        found = dates.trailing_date(text) or dates.find_dates(text)
        if found is None and dated_above and not block.is_marked and _is_awarder(text):
            out[-1] = dataclasses.replace(out[-1], span=doc.span(out[-1].span.line, block.last))
            dated_above = False
            continue
        if found is None and text.endswith(".") and len(text.split()) >= 5 and not _PRIZE_RE.search(text):
            continue  # "Selected; the full list is on the website.": a note on the list
        dated_above = found is not None
        period = Period()
        if found is not None:
            period = found.period if found.is_range else Period(found.start, found.start)
            text = (text[: found.begin] + text[found.stop :]).strip()
        name = _award_name(text)
        if name:
            out.append(Award(name, doc.span(block.first, block.last), period=period))
    return out


_AMOUNT_RE = re.compile(
    r"(?:[$£€¥]|\b(?:USD|CAD|AUD|EUR|GBP|CHF|NZD|SEK|NOK|DKK|JPY)\s?)\s?\d[\d,.]*\s?(?:[kKmM]\b|million\b)?"
    r"|\b\d[\d,.]*\s?(?:USD|CAD|AUD|EUR|GBP|CHF|NZD|SEK|NOK|DKK|JPY)\b"
)
# The subject's part in a grant: "PI, ...", "(co-PI)", "(PI: R. Byron)", ", Co-I"
_GRANT_ROLE_RE = re.compile(
    r"\(\s*(?:co-?)?(?:PI|I|investigator|applicant)\b[^()]*\)|(?:^|,)\s*(?:co-?)?(?:PI|I|investigator)\s*(?=,|$)",
    re.I,
)


def _award_name(text: str) -> str:
    """An award or grant as named: without the subject's role in it, the amount, a ``for <work>`` reason,
    or the quotes around a grant's title (the gold convention for grants)."""
    text = re.sub(rf",\s*(?:{_AMOUNT_RE.pattern})(?=\s*(?:,|$))", "", text)  # ", £9,400"; "(£1.2M)" stays
    text = _GRANT_ROLE_RE.sub(",", text)
    text = re.sub(r"[\"“”]", "", text)
    text = re.sub(r",\s*for\s+[^,]+$", "", text.strip(" ,;"))  # "Gladstone Prize, for Ink and Salt"
    text = re.sub(r"\s*\(\s*\)", "", text)
    text = re.sub(r"\s*,(?:\s*,)+", ",", re.sub(r"\s+", " ", text))
    return text.strip(" ,;:-–—").strip("()") if text.count("(") != text.count(")") else text.strip(" ,;:-–—")


_PRIZE_RE = re.compile(
    r"\b(?:awards?|prizes?|fellow(?:ship)?s?|grants?|scholarships?|medals?|honou?rs?|distinction|finalist"
    r"|mention|recognition|best|winner|nominee|stipend|chair|lecture(?:ship)?)\b",
    re.I,
)


def _is_awarder(text: str) -> bool:
    """``European Research Council``, ``Alexander von Humboldt Foundation``: who gave it, not what."""
    return bool(ORGANIZATION_RE.search(text)) and not _PRIZE_RE.search(text) and len(text.split()) <= 10


def _month_date(found: dates.DateMatch | None) -> PartialDate | None:
    return found.start if found is not None else None


def talks(section: Section, doc: SourceDocument, *, known_titles: list[str]) -> list[Talk]:
    """Talks: a title line followed by host-and-date lines, or title, host and date run together
    (the date before or after them), or an APA presentation citation."""
    out: list[Talk] = []
    title: str | None = None
    title_line = 0
    fresh = False
    inline = False  # the talk above had its title and host on one line
    host: str | None = None
    for n, raw in section.lines:
        text = layout.plain(raw)
        if not text:
            continue
        if cited := _cited_talk(text):
            out.append(Talk(cited[0], doc.span(n), host=cited[1], date=cited[2]))
            continue
        if seminars := _seminar_list(text):
            out.extend(Talk(None, doc.span(n), host=h, date=when) for h, when in seminars)
            title, fresh, host = None, False, None
            continue
        found = dates.trailing_date(text) or _inner_date(text) or _leading_year(text)
        if found is None:
            if fresh and title and host is None:
                host = text.rstrip(".")
            else:
                title, title_line, fresh, host = _clean_title(text), n, True, None
            continue
        before, after = text[: found.begin].strip(" ,;:-–—·•|"), text[found.stop :].strip(" ,;:-–—·•|")
        leading = not before and bool(after) and found.begin == 0
        if leading:
            before, after = after, ""  # "Oct 2023  Title. Host.": the date leads its line
        if before:
            split = _split_known(before, known_titles + [t.title for t in out if t.title])
            if split is not None:
                title, before = split
                title_line = n
            elif q := _QUOTE_RE.search(before):
                title, before = (
                    q.group(1).strip(" ,."),
                    (before[: q.start()] + before[q.end() :]).strip(" ,."),
                )
                title_line = n
            elif (
                leading
                or title is None
                or _own_title(before, raw, after_entry=inline)
                or (not fresh and host is None and not title)
            ):
                title, before = _title_then_host(before, raw)
                title_line = n
            if host is not None:
                before = f"{host} {before}".strip() if before else host
            talk_host = _clean_host(before) if before else None
        else:
            talk_host = host
        if title:
            out.append(
                Talk(title, doc.span(min(title_line, n) or n, n), host=talk_host, date=_month_date(found))
            )
        fresh, host, inline = False, None, title_line == n
        if after and len(after.split()) >= 3:
            title, title_line, fresh = _clean_title(after), n, True
    return out


# "2023: NBER Summer Institute; Bocconi University; CEMFI": the year, then the places spoken at
_SEMINAR_LIST_RE = re.compile(r"^((?:19|20)\d\d)\s*(?::|\s[-–—]\s|\t|\s{2,})\s*(.+)$")


def _seminar_list(text: str) -> list[tuple[str, PartialDate]] | None:
    """Economists' seminar lists, one talk per host and no titles; ``None`` for any other line.

    Hosts are split at semicolons; without any, at commas only when every part names an
    organization (``Stanford University, CEMFI, LSE``): a comma may also end a title.
    """
    m = _SEMINAR_LIST_RE.match(text.strip())
    if m is None or _QUOTE_RE.search(m.group(2)):
        return None
    rest = m.group(2).strip(" .")
    if ";" in rest:
        hosts = [h.strip(" .") for h in rest.split(";")]
    else:
        hosts = [h.strip(" .") for h in re.split(r",(?![^()]*\))", rest)]
        if len(hosts) < 2 or not all(ORGANIZATION_RE.search(h) or re.fullmatch(r"[A-Z]{2,6}", h) for h in hosts):
            return None
    when = PartialDate(int(m.group(1)))
    return [(h, when) for h in hosts if h]


# "Kim, S. (2023, August). Title [Poster]. Meeting, City, ST."
_CITED_DATE_RE = re.compile(r"^\(\s*((?:19|20)\d\d)(?:,\s*([A-Za-z]+)\.?(?:\s+\d{1,2}(?:[-–]\d{1,2})?)?)?\s*\)\.?\s*")


def _cited_talk(text: str) -> tuple[str, str | None, PartialDate | None] | None:
    """An APA presentation: authors, (year, month), title, [kind], meeting -> (title, host, date)."""
    found = split_author_prefix(text)
    if found is None or not (m := _CITED_DATE_RE.match(found[1])):
        return None
    rest = found[1][m.end() :]
    parts = re.split(r"\s*\[[^\]]*\]\.?\s*|(?<=[a-z)])\.\s+", rest, maxsplit=1)
    if len(parts) < 2 or not parts[0].strip():
        return None
    date = dates.parse_date(f"{m.group(2)} {m.group(1)}") if m.group(2) else dates.parse_date(m.group(1))
    return _clean_title(parts[0]), _clean_host(parts[1]) or None, date if isinstance(date, PartialDate) else None


_EMPHASIS_TITLE_RE = re.compile(r"^\s*(?:[-•*+]\s+|\d+\.\s+)?(?:\*(?!\*)|_)([^*_]{4,}?)(?:\*|_)")


def _own_title(text: str, raw: str, *, after_entry: bool) -> bool:
    """Whether a dated line names its own talk (``*Title* — Host``), not another host of the title above;
    after a talk whose title and host shared a line, a bullet ``- Title, Host`` is one too."""
    return (
        bool(_EMPHASIS_TITLE_RE.match(raw))
        or bool(re.search(r"\s[—–]\s", text))
        or (after_entry and layout.has_marker(raw) and _title_then_host(text, raw)[1] != "")
    )


def _title_then_host(text: str, raw: str) -> tuple[str, str]:
    """``*Title* — Host``, ``Title — Host``, ``Title. Host``: the title, and what is left for the host."""
    if m := _EMPHASIS_TITLE_RE.match(raw):
        title = m.group(1).strip()
        if text.startswith(title):
            return _clean_title(title), text[len(title) :].strip(" ,;.-–—")
    parts = re.split(r"\s+[—–|]\s+|\s+-\s+|(?<=[a-z)])\.\s+(?=[A-Z])", text, maxsplit=1)
    emphasis = [e.strip() for e in _EMPHASIS_RE.findall(raw) if len(e.split()) >= 2]
    if len(parts) == 2 and len(emphasis) == 1 and parts[1].startswith(emphasis[0]):
        return _clean_title(parts[1]), parts[0]  # "Host, Place — *Title*": the emphasis marks the title
    if len(parts) == 2 and len(parts[0].split()) >= 2:
        return _clean_title(parts[0]), parts[1]
    pieces = re.split(r",\s+(?![^()]*\))", text)
    for i in range(1, len(pieces)):
        if _is_host(pieces[i]) and len(", ".join(pieces[:i]).split()) >= 2:
            # "Title (keynote), TU Dresden": the host is the organization after the last comma of the title
            return _clean_title(", ".join(pieces[:i])), ", ".join(pieces[i:])
    return _clean_title(text), ""


_EMPHASIS_RE = re.compile(r"(?<![*\w])(?:\*(?!\*)|_)([^*_]+?)(?:\*|_)(?![*\w])")
_EVENT_ACRONYM_RE = re.compile(r"[A-Z][A-Za-z]*[A-Z]{2,}[A-Za-z]*(?:\s'?\d{2,4})?")


def _is_host(piece: str) -> bool:
    """``TU Dresden``, ``Galois Inc.``, ``OOPSLA``, ``OOPSLA 2023``: an organization or an event's acronym."""
    return bool(ORGANIZATION_RE.search(piece) or _EVENT_ACRONYM_RE.fullmatch(piece))


_AFTER_LEADING_DATE_RE = re.compile(r"\s*(?::|\t|\s{2,}|\s[-–—·•|]\s)|\s+[\"“]")


def _leading_year(text: str) -> dates.DateMatch | None:
    """``2020: Title, Host``, ``2024 · Host — *Title*``, ``2022 "Title," Host``: a date that opens the line,
    set off by a colon, a gap, a dash or dot, or before a quoted title."""
    found = dates.find_dates(text)
    if found is None or found.begin != 0 or not _AFTER_LEADING_DATE_RE.match(text[found.stop :]):
        return None
    return found


def _inner_date(text: str) -> dates.DateMatch | None:
    """A month-and-year in the middle of a run-together line (``Title Host August, 2024 Next title``)."""
    for found in dates.find_all_dates(text):
        if found.start is not None and found.start.month is not None:
            return found
    return None


def _looks_like_title(text: str) -> bool:
    return len(text.split()) >= 4


def _clean_title(text: str) -> str:
    """A talk's title without quotes and a note on its kind in lower case (``(keynote)``, ``(invited)``)."""
    text = re.sub(r"\s*\((?:[a-z][a-z ]{2,30})\)\s*$", "", text.strip())
    return text.strip().strip('"“”').rstrip(".").strip()


def _clean_host(text: str) -> str:
    """The host as written (place and all), without a lead-in such as "Speaker for" or "A talk in"."""
    text = re.sub(
        r"^(?:an?\s+)?(?:invited\s+)?(?:talk|presentation|seminar|keynote|speaker|presenter|panelist)"
        r"(?:\s+(?:in|at|for|on))?\s*[,:]?\s+",
        "",
        text.strip(" ,;-–—"),
        flags=re.I,
    )
    text = re.sub(r"\s*\(\s*\)", "", text)
    text = re.sub(r",\s*(?:[a-z]+\s+){0,3}[a-z]+(?=,|$)", "", text)  # ", plenary lecture, Boston": a note
    text = re.sub(r"\s+,", ",", text).lstrip(" ,;.-–—(").rstrip(" ,;-–—(")
    # a sentence's final period goes; an abbreviation's stays ("Galois Inc.")
    return text if re.search(r"\b(?:Inc|Ltd|Co|Corp|Bros|[A-Z])\.$", text) else text.rstrip(".").rstrip()


def _split_known(text: str, known: list[str]) -> tuple[str, str] | None:
    """``"Known Title Host"`` -> (title, host) when the text starts with a title already seen."""
    low = text.lower()
    for title in sorted({k for k in known if k}, key=len, reverse=True):
        if low.startswith(title.lower()) and len(text) > len(title) + 1:
            return text[: len(title)], text[len(title) :].strip(" ,;-–—")
    return None


def teaching(section: Section, doc: SourceDocument) -> list[Teaching]:
    """Courses: terms (``Fall 2021``, ``Winter 2022/23``, ``2023-24``), a code and the course name in
    any order, with the subject's role and the institution around them; one record per term."""
    out: list[Teaching] = []
    section_raw = dict(section.lines)
    for block in layout.blocks(section.lines):
        text = block.head
        terms = [m.group(0) for m in _TERM_RE.finditer(text)]
        rest = _TERM_RE.sub(" ", text)
        if not terms:
            terms = [m.group(0) for m in _ACADEMIC_YEAR_RE.finditer(rest)]
            rest = _ACADEMIC_YEAR_RE.sub(" ", rest)
        code, rest = _course_code(rest)
        emphasis = _EMPHASIS_COURSE_RE.search(section_raw.get(block.first, ""))
        course = emphasis.group(1).strip() if emphasis else _course_name(rest)
        if not course or dates.is_only_dates(course):
            continue
        span = doc.span(block.first, block.last)
        for term in terms or [None]:
            year = _term_year(term) if term else None
            out.append(Teaching(course, span, code=code, term=term, year=year))
    return out


def _term_year(term: str) -> int | None:
    """The year a term starts in: ``Fall 2021`` -> 2021, ``WS 2022/23`` -> 2022."""
    found = dates.year_of(dates.parse_date(re.sub(r"/\d\d$", "", term)))
    if found is None and (m := re.search(r"(?:19|20)\d\d", term)):
        return int(m.group(0))
    return found


# The course in italics among the programme and the role: "MSc Global Health: *Epidemiology* (lead)"
_EMPHASIS_COURSE_RE = re.compile(r"(?<![*\w])[*_](?![*_\s])([^*_]{4,}?)(?<!\s)[*_](?![*\w])")


def _course_code(text: str) -> tuple[str | None, str]:
    """``(CS 101)``, ``CS 101:``, ``16-831``, ``2.007:``, ``(LET-REMA-LCEX10)`` -> the code, and the text without it."""
    if m := re.match(r"^\s*([A-Za-z]{0,8}\s?\d[\w.-]{0,10}):\s", text):
        return m.group(1), text[m.end() :]
    for m in re.finditer(r"\(([^()\s]+|[^()]*\d[^()]*)\)", text):
        if _CODE_RE.fullmatch(m.group(1).strip()) or _is_code_token(m.group(1).strip()):
            return m.group(1).strip(), text[: m.start()] + text[m.end() :]
    if m := _CODE_RE.search(text):
        return m.group(1), text[: m.start()] + " " + text[m.end() :]
    return None, text


def _is_code_token(token: str) -> bool:
    """One word that is a code, not a name: a digit in it, or capitals inside it (``dProgSprog``)."""
    return " " not in token and (any(c.isdigit() for c in token) or bool(re.search(r"[a-z][A-Z]", token)))


def _course_name(text: str) -> str:
    """The course among the comma-separated parts left: not the role, not the institution, not a level."""
    text = re.sub(r"\(\s*(?:[a-z][^()]*|" + _LEVEL_WORDS + r")\s*\)", " ", text, flags=re.I)
    parts = [re.sub(r"\s+", " ", p).strip(" ,;:-–—()") for p in re.split(r"[,;]|\s[-–—]\s|:\s", text)]
    parts = [p for p in parts if p and not _TEACHING_ROLE_RE.fullmatch(p)]
    parts = [p for p in parts if not (INSTITUTION_RE.search(p) or re.fullmatch(r"[A-Z]{2,5}", p))] or parts
    if not parts:
        return ""
    course = parts[0]
    return re.sub(r"^(?:instructor|teaching assistant|ta|lecturer)\s*(?:for|of|,|:)\s*", "", course, flags=re.I)


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
    for block in layout.blocks(section.lines):
        span = doc.span(block.first, block.last)
        if _is_group(block):
            # "- Program committees" over "  - CHI 2024 — Associate Chair": the group names a role its items may omit
            group_role = block.head if _SERVICE_ROLE_RE.search(block.head) else heading_role
            for (n, _), sub in zip(block.sub_lines, block.subs, strict=True):
                out.extend(Service(r, doc.span(n), venue=v, period=p) for r, v, p in _service_items(sub, group_role))
            continue
        for sentence in _SENTENCE_RE.split(block.head):
            out.extend(Service(r, span, venue=v, period=p) for r, v, p in _service_items(sentence, heading_role))
    return out


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
_SENTENCE_RE = re.compile(r"(?<=[a-z)\]\d])\.\s+(?=[A-Z][^.:]{1,40}:)")
_SERVICE_ROLE_RE = re.compile(
    r"\b(?:(?:co-?)?chairs?|reviewers?|referees?|editors?|members?|committees?|(?:co-?)?organi[sz]ers?"
    r"|panel(?:ist)?s?|board|judges?|officers?|president|secretary|treasurer|liaisons?|moderators?)\b",
    re.I,
)

# "Reviewer for Geophysical Research Letters": the venue is capitalised ("Member of the working group" is a role)
_ROLE_FOR_VENUE_RE = re.compile(
    rf"^(.{{0,60}}?{_SERVICE_ROLE_RE.pattern})\s+(?:for|of|at)\s+((?-i:(?:the\s+)?[A-Z0-9]).*)$", re.I
)


def _service_items(text: str, heading_role: str | None) -> list[tuple[str, str | None, Period]]:
    text = text.strip(" .")
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
    elif found_label := labels.split_label(text):
        return _labelled_items(*found_label, heading_role)
    if split := _role_dash_venues(text):
        return split
    m = _ROLE_FOR_VENUE_RE.match(text)
    if m and "," not in m.group(1) and not _SERVICE_ROLE_RE.search(m.group(2)):
        return [(m.group(1), v, p) for v, p in _venues_with_years(_venue_list(m.group(2)), period)]
    items = [i.strip() for i in re.split(r"[,;](?![^()]*\))", text) if i.strip()]
    if heading_role and _all_venues(items):
        return [(heading_role, v, p) for v, p in _venues_with_years(items, period)]
    if len(items) >= 2 and _SERVICE_ROLE_RE.search(items[0]) and not _SERVICE_ROLE_RE.search(" ".join(items[1:])):
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


def _labelled_items(label: str, rest: str, heading_role: str | None) -> list[tuple[str, str | None, Period]]:
    """``Reviewer: A (2023, 2024), B``; ``Grant review: Panel X, 2024; Panel Y, 2023``; ``Editorial: General
    Editor, X, 2017–; Board, Y``: the label is the role, or the kind of service whose items name their role."""
    if SectionKind.SERVICE not in labels.label_kinds(label) and heading_kind(label) is not None:
        return []  # "Languages: ...", "Memberships" aside: no service
    statements = [p.strip() for p in re.split(r";(?![^()]*\))", rest) if p.strip()]
    if all(_opens_with_role(p) for p in statements):
        # each statement names its own role: "General Editor, X, 2017–; Editorial Board, Y, 2015–2021",
        # "Conference organization: Co-organizer, X session, ASHG 2024"
        return [item for p in statements for item in _service_items(p, None)]
    if len(statements) > 1:
        pieces = [re.split(r",(?![^()]*\))", p) for p in statements]
        return [(label, v, p) for items in pieces for v, p in _venues_with_years(items, Period())]
    items = [i.strip() for i in re.split(r",(?![^()]*\))", rest) if i.strip()]
    if all(len(i.split()) <= 8 and re.search(r"[A-Z0-9]", i) for i in items):
        return [(label, v, p) for v, p in _venues_with_years(items, Period())]
    return _service_items(rest, label)


def _opens_with_role(statement: str) -> bool:
    """``Council member, Royal Society, 2020``: a short role before the first comma, then more."""
    head, _, rest = statement.partition(",")
    return bool(rest.strip()) and bool(_SERVICE_ROLE_RE.search(head)) and len(head.split()) <= 4


# "CHI 2024, CHI 2025 — Associate Chair", "Associate Chair — CSCW 2023"
_DASH_RE = re.compile(r"\s+[—–|]\s+")


def _role_dash_venues(text: str) -> list[tuple[str, str | None, Period]] | None:
    parts = _DASH_RE.split(text)
    if len(parts) != 2:
        return None
    roles = [bool(_SERVICE_ROLE_RE.search(p)) and len(p.split()) <= 5 for p in parts]
    if roles.count(True) != 1:
        return None
    role, venues = (parts[0], parts[1]) if roles[0] else (parts[1], parts[0])
    items = [i.strip() for i in re.split(r"[,;](?![^()]*\))", venues) if i.strip()]
    return [(role.strip(), v, p) for v, p in _venues_with_years(items, Period())]


def _venue_list(text: str) -> list[str]:
    """``A, B, C and D`` -> the venues; ``Journal of Money, Credit and Banking`` is one."""
    parts = [p.strip() for p in re.split(r",\s*(?:and\s+)?|\s+and\s+|\s*&\s*", text) if p.strip()]
    if len(parts) < 2 or (" of " in parts[0] and any(len(p.split()) == 1 for p in parts[1:])):
        return [text]
    return parts


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
        venue = re.sub(r"\(\s*[,;]?\s*\)", "", venue).strip(" ,;:'’")
        venue = venue.rstrip("(").strip() if venue.count("(") > venue.count(")") else venue
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
    words_ok = re.compile(r"^(?:[A-Z0-9@&][\w@&'’.+-]*|of|on|for|and|in|the|de|\(.*\)|[(\d][\d,–\-)/ ]*)$")
    return bool(items) and all(
        len(v.split()) <= 7
        and not _SERVICE_ROLE_RE.search(v)
        and all(words_ok.match(w) for w in re.sub(r"\([^)]*\)", "(x)", v).split())
        for v in items
    )


def _role_venue(text: str) -> tuple[str, str | None]:
    """``"Member of Artifact Evaluation Committee of MLSys"`` -> (role, ``"MLSys"``)."""
    text = text.strip(" .")
    m = re.search(r"\s+(?:of|for|at|in|,)\s+((?:the\s+)?[A-Z][\w&@'-]*(?:\s+[A-Z][\w&@'-]*){0,6})$", text)
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


def _role_word(text: str) -> bool:
    return bool(re.search(r"\b(?:chair|member|committee|reviewer|editor|panel)\b", text, re.I))
