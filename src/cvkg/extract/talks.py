"""Talks (awards are in :mod:`cvkg.extract.awards`; a talk wrapped over several lines is put back together
by :mod:`cvkg.extract.talk_lines` first).

A talks section is a list whose items carry a title or a host, sometimes a place and a date.
"""

from __future__ import annotations

import dataclasses
import re

from cvkg.extract import ametsoc, dates, layout, talk_lines
from cvkg.extract.citation_authors import split_author_prefix
from cvkg.extract.places import INSTITUTION_RE, ORGANIZATION_RE, UNIT_RE, is_city, is_us_state, split_place
from cvkg.extract.sections import Section
from cvkg.model import PartialDate, SourceDocument, Talk

_QUOTE_RE = re.compile(r"[\"“]([^\"”]{4,})[\"”]")


def _month_date(found: dates.DateMatch | None) -> PartialDate | None:
    """A talk's date to the month: ``March 3, 2021`` gives 2021-03 (a day is more than a CV's talk list means)."""
    if found is None or found.start is None:
        return None
    return PartialDate(found.start.year, found.start.month)


# A year in a column of its own before the talk: "2023    Title. Host, City. Feb 2023."
_YEAR_COLUMN_LABEL_RE = re.compile(r"^\s*(?:[-*•]\s+)?((?:19|20)\d\d)(?:\s{2,}|\t)(?=\S)")


def talks(section: Section, doc: SourceDocument, *, known_titles: list[str]) -> list[Talk]:
    """Talks: a title line followed by host-and-date lines, or title, host and date run together
    (the date before or after them), or an APA presentation citation."""
    out: list[Talk] = []
    title: str | None = None
    title_line = 0
    fresh = False
    inline = False  # the talk above had its title and host on one line
    host: str | None = None
    group: PartialDate | None = None  # the year a heading line gives the talks under it
    group_indent: int | None = None  # how far in the list item giving that year is ("* 2023")
    # A PDF's text may put each talk's date on a line of its own above it: then a date line opens a talk
    # and closes the one above, which has taken its title and host from the lines between.
    lines = talk_lines.join_wrapped([(n, _curly_quoted(t)) for n, t in section.lines])
    content = [layout.plain(raw) for _, raw in lines if layout.plain(raw)]
    dates_lead = bool(content) and dates.is_only_dates(content[0])
    for n, raw in _titles_from_below(lines):
        text = layout.plain(layout.unlink(_RESOURCE_LINK_RE.sub("", raw)))
        text = _INVITER_RE.sub("", text).strip(" ,;")  # "Host: Nikhil Varadarajan, Title, Google": who invited
        if (label := _YEAR_COLUMN_LABEL_RE.match(raw)) and text.startswith(label.group(1)):
            rest = text[len(label.group(1)) :].strip()
            # "2023    Title. Host. Feb 2023.": a PDF's year column, the talk dating itself again after its host
            # (only a date that closes it: "ESICM LIVES 2024, Barcelona" names a meeting by its year)
            text = rest if re.search(rf"\b{label.group(1)}\.?\s*(?:\([^()]*\))?\W*$", rest) else text
        if not text or layout.is_group_heading(raw):
            continue  # "### Invited" names the talks under it: no talk's title
        if dates_lead and dates.is_only_dates(text) and (found := dates.find_dates(text)) is not None:
            # (a title the talk above was read with, its host and date on its line, is no talk still open: year
            # headings over talks that give their own dates, "### 2024" over '"Title," Host, May 2024')
            if title and not (out and out[-1].title == title):
                out.append(Talk(title, doc.span(title_line, n - 1), host=host, date=group))
            group, title, fresh, host = _month_date(found) or found.start, None, False, None
            group_indent = layout.indent_of(raw) if layout.has_marker(raw) else None
            continue
        if lead := _KIND_LEAD_RE.match(text):
            text, title, fresh, host = text[lead.end() :], None, False, None  # the line's own talk follows
        if cited := _cited_talk(text):
            out.append(Talk(cited[0], doc.span(n), host=cited[1], date=cited[2]))
            continue
        listed = [(h, PartialDate(y)) for h, y in talk_lines.hosts_with_years(text) or []]
        if not listed and (dated := talk_lines.hosts_with_dates(text)):
            # "Title: Seminar, Univ A (Feb 2024); Colloquium, Univ B (Nov 2023)": one talk at each host, its date
            out.extend(Talk(t and _clean_title(t), doc.span(n), host=h, date=_month_date(d)) for t, h, d in dated)
            title, fresh, host = None, False, None
            continue
        # "2020: *Title*, Host": an emphasised title makes the line one talk, no list of hosts
        # (a year label in italics, "*2024*: Harvard, Princeton", is no emphasised title)
        unlabelled = _EMPHASISED_YEAR_RE.sub(r"\1\3", raw)
        if mixed := _year_of_talks(unlabelled):
            # "2024: *Title*, Workshop X; Colloquium, Univ Y": titled talks and untitled ones, a year's list
            out.extend(Talk(t, doc.span(n), host=h, date=when) for t, h, when in mixed)
            title, fresh, host = None, False, None
            continue
        if seminars := (None if _EMPHASIS_RE.search(unlabelled) else _seminar_list(text, unlabelled)) or listed:
            out.extend(Talk(None, doc.span(n), host=h, date=when) for h, when in seminars)
            title, fresh, host = None, False, None
            continue
        row = (
            talk_lines.columns(raw) or talk_lines.slashed(text) or talk_lines.quoted_after_date(text)
            or talk_lines.emphasised_after_date(raw)
        )
        if row:
            talk = Talk(_clean_title(row[0]), doc.span(n), host=_clean_host(row[1]) or None, date=_month_date(row[2]))
            out.append(talk)
            title, fresh, host = None, False, None
            continue
        found = dates.trailing_date(text) or _inner_date(text) or _leading_year(text) or _year_label(raw, text)
        if found is not None and not (fresh and title) and _is_year_heading(raw, text):
            group, title, fresh, host = found.start, None, False, None  # "**2024**" over the talks of that year
            group_indent = layout.indent_of(raw) if layout.has_marker(raw) else None
            continue
        if found is None and (own := _undated_talk(text, raw, group or _year_above(out, text))) is not None:
            # (a year the host names, "PLDI 2023", beats the year of the talk above, not a heading's; the month stays)
            event = None if group else _event_year(own[1])
            date = dataclasses.replace(event, month=own[2].month if own[2] else None) if event else own[2]
            out.append(Talk(own[0], doc.span(n), host=own[1], date=date))
            title, fresh, host = None, False, None
            continue
        if found is None and group_indent is not None and not fresh and _is_under(raw, group_indent):
            # "* 2023" over "  * IAAE 2023, BI Business School, Oslo": each item under the year is a place spoken at
            out.append(Talk(None, doc.span(n), host=_clean_host(text), date=group))
            continue
        if found is None:
            if fresh and title and host is None:
                host = text.rstrip(".")
            else:
                title, title_line, fresh, host = _clean_title(text), n, True, None
            continue
        found = _with_first_day(text, found)
        before, after = text[: found.begin], text[found.stop :]
        if re.search(r"[(\[]\s*$", before) and re.match(r"\s*[)\]]", after):
            # "[Mar 2021] Title", '"Title" (March 2021), Host': the brackets around a date go with it
            before, after = re.sub(r"[(\[]\s*$", "", before), re.sub(r"^\s*[)\]]", "", after)
        before, after = before.strip(" ,;:-–—·•|"), re.sub(r"^\.\s+", "", after).strip(" ,;:-–—·•|")
        leading = not before and bool(after) and not text[: found.begin].strip("([ ")
        if leading:
            before, after = after, ""  # "Oct 2023  Title. Host.": the date leads its line
        if before and _names_series(before, raw):
            # "Colloquium, University of X, March 2024" after a titled talk: where a talk was given, untitled
            series, _, rest = before.partition(",")  # the series' name is the host's own, no lead-in to drop
            where = f"{series.strip()}, {_clean_host(rest)}" if rest.strip() else series.strip()
            out.append(Talk(None, doc.span(n), host=where, date=_month_date(found)))
            title, fresh, host, inline = None, False, None, False
            continue
        if before:
            split = _split_known(before, known_titles + [t.title for t in out if t.title])
            if split is not None:
                title, before = split
                title_line = n
            elif q := _QUOTE_RE.search(before):
                title, before = q.group(1).strip(" ,."), _around(before, q)
                if reply := _REPLY_RE.match(before):
                    # "Comments on A. Name, “Title,” Meeting": the comment on another's paper is the talk
                    # ("*Comments*: on A. Name": the label's colon is no part of it)
                    said = re.sub(r"^(\w+):", r"\1", reply.group(0).strip(" ,"))
                    title, before = f"{said}, “{title}”", before[reply.end() :]
                title_line = n
                if not before and after:
                    before, after = after, ""  # '"Title" (March 2021), Host, City': the host after the date
            elif (
                leading
                or title is None
                or _own_title(before, raw, after_entry=inline)
                or (not fresh and host is None and not title)
            ):
                title, before = _title_then_host(before, _LEADING_YEAR_RE.sub("", raw) if leading else raw)
                title_line = n
                if _names_series(title, raw):
                    # "Algebra Seminar, University of X, 2011": where the talk was given, with no title
                    out.append(Talk(None, doc.span(n), host=_clean_host(f"{title}, {before}"), date=_month_date(found)))
                    title, fresh, host, inline = None, False, None, False
                    continue
            if host is not None:
                before = f"{host} {before}".strip() if before else host
            talk_host = _clean_host(before) if before else None
        else:
            talk_host = host
        if title:
            talk_host, when = _day_and_month_off(talk_host, _month_date(found))
            out.append(Talk(title, doc.span(min(title_line, n) or n, n), host=talk_host, date=when))
        fresh, host, inline = False, None, title_line == n
        if after and len(after.split()) >= 3:
            title, title_line, fresh = _clean_title(after), n, True
    if dates_lead and title and not (out and out[-1].title == title):
        out.append(Talk(title, doc.span(title_line, section.lines[-1][0]), host=host, date=group))
    # "(no title)"; "Invited talk, Host": a kind of talk, no title
    out = [dataclasses.replace(t, title=None) if _untitled(t) else t for t in out]
    return [_event_as_host(_kind_off(h)) for t in out for h in _each_host(t)]


def _each_host(talk: Talk) -> list[Talk]:
    """A titled talk given at several places (``"Title." Dept, Univ A; Dept, Univ B``): one talk per host."""
    hosts = [h.strip(" .") for h in re.split(r";(?![^()]*\))", talk.host or "")]
    if not talk.title or len(hosts) < 2 or not all(map(talk_lines.names_a_host, hosts)):
        return [talk]
    return [dataclasses.replace(talk, host=h) for h in hosts]


# The kind of a talk before its title or its host, set off by a comma: "Oral, Title, Host" (awesome-cv's
# \cventry{Oral}{Title}{Host}), "Seminar, Host", "Contributed talk, 'Title', Host", "Dissertation talk, Host"
_KIND_COMMA_RE = re.compile(
    r"^(?:(?:invited|contributed|keynote|plenary|oral|poster|guest|dissertation|job|public)\s+)?"
    r"(?:talk|lecture|presentation|speaker|address|keynote)\s*,\s+(?=\S)|^oral\s*,\s+(?=\S)"
    # ... in German, Spanish and Portuguese: "Vortrag, Host", "eingeladener Vortrag", "Ponencia", "Comunicación oral"
    r"|^(?:(?:eingeladener|geladener)\s+)?(?:vortrag|plenarvortrag|hauptvortrag|posterbeitrag)\s*,\s+(?=\S)"
    r"|^(?:ponencia(?:\s+invitada)?|comunicaci[óo]n oral|comunica[çc][ãa]o oral|palestra)\s*,\s+(?=\S)"
    # (a series stays in its host's name, "Colloquium, University X", unless a word says the talk was asked for)
    r"|^(?:invited|guest)\s+(?:seminar|colloquium)\s*,\s+(?=\S)",
    re.I,
)


def _kind_off(talk: Talk) -> Talk:
    """A talk whose host or title opens with its kind: the kind dropped, and a title found behind it."""
    if talk.host and talk.title and (m := _KIND_COMMA_RE.match(talk.host)):
        return dataclasses.replace(talk, host=talk.host[m.end() :])
    line = talk.host if talk.title is None else None if talk.host else talk.title
    if not line or (m := _KIND_COMMA_RE.match(line)) is None:
        return talk
    rest = line[m.end() :]
    title, host = _title_then_host(rest, rest)
    if host and len(title.split()) >= 3 and not _is_host(title):
        return dataclasses.replace(talk, title=title, host=host)  # "Oral, Title, Meeting, City"
    if len(rest.split()) <= 8:
        return dataclasses.replace(talk, title=None, host=rest)  # "Seminar, Host", "Dissertation talk, Univ"
    return talk


# Words that name an event or a series, never a talk's title: "Analysis seminar", "AMS Special Session on X"
_EVENT_WORD_RE = re.compile(
    r"\b(?:seminars?|sessions?|colloqui(?:um|a)|conferences?|workshops?|symposi(?:um|a)|meetings?)\b", re.I
)


def _event_as_host(talk: Talk) -> Talk:
    """A talk whose title names an event ("Analysis seminar" before "Princeton University", "AMS Special Session
    on Dispersive PDE, JMM Seattle" alone) is an untitled talk at that event."""
    if not talk.title or not _EVENT_WORD_RE.search(talk.title) or _QUOTE_RE.search(talk.title):
        return talk
    host = f"{talk.title.strip(' ,')}, {talk.host}" if talk.host else talk.title
    return dataclasses.replace(talk, title=None, host=host)


# A talk's kind where its title would stand: "Invited talk", "Eingeladener Vortrag", "Keynote"
_KIND_ONLY_RE = re.compile(
    r"(?:(?:invited|contributed|keynote|plenary|guest|oral|dissertation|thesis|job|eingeladener|geladener)\s+)?"
    r"(?:talk|seminar|lecture|presentation|keynote|address|colloquium|vortrag|plenarvortrag|hauptvortrag)",
    re.I,
)


def _untitled(talk: Talk) -> bool:
    return bool(talk.host) and (talk.title == "" or bool(talk.title and _KIND_ONLY_RE.fullmatch(talk.title.strip())))


_RESOURCE = r"(?:pdf|slides?|video|recording|code|poster|abstract|link|html|url|website|youtube)"
# "[Slides](x.pdf) [Video](y)" after a talk, or a line of its own under it ("- Slides and code: https://..."):
# links to its material, no part of title or host
_RESOURCE_LINK_RE = re.compile(
    rf"\s*\[{_RESOURCE}\]\([^)]*\)|^\s*(?:[-*+•]\s+)?{_RESOURCE}(?:\s+(?:and|&)\s+{_RESOURCE})?\s*:\s*<?https?://\S+\s*$",
    re.I,
)


# "..., New York City, 4–7 January", "..., May 17-19": the days of a talk whose year opened the line
_DAY_MONTH_RE = re.compile(
    r",\s*(?:\d{1,2}(?:\s*[-–]\s*\d{1,2})?\s+(?P<m1>[A-Z][a-z]{2,8})\.?|(?P<m2>[A-Z][a-z]{2,8})\.?\s+\d{1,2}"
    r"(?:\s*[-–]\s*\d{1,2})?)\s*\.?$|\s*\((?P<m3>[A-Z][a-z]{2,8})\.?\)\s*\.?$"
)


# A month's name in English, in full or cut short ("Sept.", "March")
_MONTH_NAME = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*"
_MONTH_YEAR_END_RE = re.compile(
    rf",\s*(?:\d{{1,2}}\s+)?(?P<month>{_MONTH_NAME})\.?\s+(?:\d{{1,2}},\s*)?(?P<year>(?:19|20)\d\d)"
    r"(?:\s*\([^()]*\))?\s*\.?$",
    re.I,
)


# The first day of a range whose last day the date found closes with: "27–" of "27–30 January 2020", "31 May – " of
# "31 May – 2 June 2018", "May 31 – " of "May 31 – June 2, 2018"
_DAY_RANGE_LEAD_RE = re.compile(
    rf"(?<=[\s,])(?:\d{{1,2}}(?:\s+(?P<month>{_MONTH_NAME})\.?)?|(?P<month2>{_MONTH_NAME})\.?\s+\d{{1,2}})"
    r"\s*[–—-]{1,2}\s*$"
)



def _with_first_day(text: str, found: dates.DateMatch) -> dates.DateMatch:
    """A date that closes a range of days (``Conference, 27–30 January 2020``) widened to the range's first day,
    which no host ends with; a first day in another month (``31 May – 2 June 2018``) dates the talk."""
    if found.start is None or found.start.day is None or not (lead := _DAY_RANGE_LEAD_RE.search(text[: found.begin])):
        return found
    start = found.start
    named = lead.group("month") or lead.group("month2")
    if named and isinstance(month := dates.parse_date(f"{named} {start.year}"), PartialDate):
        start = PartialDate(start.year, month.month)
    return dataclasses.replace(found, start=start, begin=lead.start())


def _day_and_month_off(host: str | None, when: PartialDate | None) -> tuple[str | None, PartialDate | None]:
    """A host that closes with the talk's days and month, the year given elsewhere: the host without them, and
    the date to the month (``LSA Annual Meeting, New York City, 4–7 January`` in 2024 gives 2024-01)."""
    if host and when is not None and (m := _MONTH_YEAR_END_RE.search(host)) and int(m.group("year")) == when.year:
        # "Frick Collection, New York, April 2025 (also session chair)" dated 2025 in a column of its own
        month = dates.parse_date(f"{m.group('month')} {when.year}")
        if isinstance(month, PartialDate):
            return host[: m.start()].strip(" ,") or None, month if when.month is None else when
    if not host or when is None or when.month is not None or not (m := _DAY_MONTH_RE.search(host)):
        return host, when
    month = dates.parse_date(f"{m.group('m1') or m.group('m2') or m.group('m3')} {when.year}")
    if not isinstance(month, PartialDate) or month.month is None:
        return host, when
    return host[: m.start()].strip(" ,") or None, month


def _event_year(host: str | None) -> PartialDate | None:
    """``PLDI 2023, Orlando``: a talk with no date of its own took place in the year of the event that hosted it."""
    m = re.search(r"\b[A-Z][A-Za-z]*[A-Z]\w*\s+((?:19|20)\d\d)\b", host or "")
    return PartialDate(int(m.group(1))) if m else None


def _is_year_heading(raw: str, text: str) -> bool:
    """``**2024**``, ``### 2023``, ``* 2023``: a line of one year alone, set apart as a heading or a list item."""
    return bool(re.fullmatch(r"(?:19|20)\d\d", text.strip(" :"))) and bool(re.match(r"\s*(?:\*\*|__|#|[-*+]\s)", raw))


def _is_under(raw: str, indent: int) -> bool:
    """Whether ``raw`` is a list item deeper than the item at ``indent``."""
    return layout.has_marker(raw) and layout.indent_of(raw) > indent


_MONTH_NOTE_RE = re.compile(r"[,(]\s*(?:\d{1,2}\s+)?([A-Z][a-z]{2,8})\.?(?:\s+\d{1,2})?\s*\)?\s*$")
# "Mar.: ", "Oct. 12 –": the month (and day) a talk opens with, its year in a heading above
_MONTH_LABEL_RE = re.compile(rf"^\s*({_MONTH_NAME})\.?(?:\s+\d{{1,2}})?\s*(?::|\s[–—-])\s+(?=\S)")


def _year_above(out: list[Talk], text: str) -> PartialDate | None:
    """The year of the talk above, for a talk that names its day and month but not its year ("..., 7 Feb."): a list
    that labels only the first talk of each year (currvita's ``\\item[2024]`` then ``\\item[]``)."""
    above = out[-1].date if out else None
    return PartialDate(above.year) if above is not None and _MONTH_NOTE_RE.search(text) else None


def _undated_talk(text: str, raw: str, year: PartialDate | None) -> tuple[str, str, PartialDate | None] | None:
    """``*Title*, Host, Place (April)`` without a year of its own: the title set off by emphasis or quotes,
    the host after it, and the year of the heading above (with the month the line names)."""
    month = None
    if year is not None and (label := _MONTH_LABEL_RE.match(text)):
        # "Mar.: “Title,” Host" under "### 2025": the month the talk was given in that year
        month = dates.parse_date(f"{label.group(1)} {year.year}")
        text, raw = text[label.end() :], _MONTH_LABEL_RE.sub("", layout.strip_marker(raw), count=1)
    m = _EMPHASIS_TITLE_RE.match(raw)
    title = m.group(1).strip() if m and text.startswith(m.group(1).strip()) else None
    q = _QUOTE_RE.match(text)
    if title is None and q is None:
        return None
    title = title or q.group(1)  # type: ignore[union-attr]
    rest = text[text.index(title) + len(title) :].strip(" ,;:-–—\"”.")
    date = month if isinstance(month, PartialDate) else year
    if year is not None and (month := _MONTH_NOTE_RE.search(rest)):
        parsed = dates.parse_date(f"{month.group(1)} {year.year}")
        if isinstance(parsed, PartialDate):
            date, rest = parsed, rest[: month.start()].strip(" ,")
    host = _clean_host(rest)
    return (_clean_title(title.strip(" ,;")), host, date) if host else None


# "2023: NBER Summer Institute; Bocconi University; CEMFI": the year, then the places spoken at
# The person (or series) that invited the speaker, in a field of its own: "Host: A. Lund", "Invited by A. Lund"
_INVITER_RE = re.compile(r"(?:^|,\s*)(?:host(?:ed by)?|invited by)\s*:?\s+[^,]+(?=,|$)", re.I)
_EMPHASISED_YEAR_RE = re.compile(r"^(\s*(?:[-*+]\s+)?)([*_]{1,2})((?:19|20)\d\d)\2")
_SEMINAR_LIST_RE = re.compile(
    r"^(?P<year>(?:19|20)\d\d)(?:\s*[-–—/]{1,2}\s*(?:19|20)?\d\d)?\s*(?::|\s[-–—]\s|\t|\s{2,})\s*(?P<hosts>.+)$"
)
# the year after the hosts, in a column of its own: "Princeton, Wharton, Bank of England  2025" (moderncv's \cvitem)
_YEAR_LAST_LIST_RE = re.compile(r"^(?P<hosts>.+?)(?:\t|\s{2,})(?P<year>(?:19|20)\d\d)$")


# "Oberwolfach, Workshop *X* — “Title”": the host, a dash, the title in quotes
_HOST_THEN_QUOTED_RE = re.compile(r"^(?P<host>[^“\"]+?)\s+(?:—|–|--?)\s+[“\"](?P<title>[^”\"]{3,})[”\"]$")


def _year_of_talks(raw: str) -> list[tuple[str | None, str, PartialDate]] | None:
    """A year's talks run together, parted by semicolons, some titled in emphasis (a mathematician's list):
    ``2024: *Title*, Workshop "X"; Colloquium, University Y`` -> each (title or ``None``, host, year); ``None``
    for a line that is no such list."""
    line = layout.strip_marker(raw).strip()
    m = _SEMINAR_LIST_RE.match(line) or _YEAR_LAST_LIST_RE.match(line)
    pieces = [p.strip(" .") for p in re.split(r";(?![^()]*\))", m.group("hosts")) if p.strip(" .")] if m else []
    # "Host — “Title”; Seminar, Univ  2025": a host, then the title it heard in quotes, among untitled talks
    quoted_after = len(pieces) >= 2 and any(_HOST_THEN_QUOTED_RE.match(p) for p in pieces)
    if m is None or not (_EMPHASIS_RE.search(m.group("hosts")) or quoted_after):
        return None
    if len(pieces) < 2 and not _QUOTE_RE.search(m.group("hosts")):
        return None  # "2020: *Title*, Host" alone is read as any dated talk; a quoted workshop name would be a title
    when, out = PartialDate(int(m.group("year"))), []
    for piece in pieces:
        titled = _EMPHASIS_TITLE_RE.match(piece)
        if after := _HOST_THEN_QUOTED_RE.match(piece):
            out.append((_clean_title(after.group("title")), layout.plain(after.group("host")), when))
        elif titled and (host := piece[titled.end() :].lstrip(" ,.:")):
            out.append((_clean_title(titled.group(1)), _clean_host(layout.plain(host)), when))
        elif not _EMPHASIS_RE.search(piece):
            # "Colloquium, University of Michigan": the series is the host's name here, no lead-in
            named = re.match(r"(?i)(?:colloquium|seminar)\s*,", piece)
            # "*Title* — Host A; Host B": a host alone after a titled talk heard the same title
            again = out[-1][0] if out and out[-1][0] and not _EVENT_WORD_RE.search(piece) and not named else None
            out.append((again, layout.plain(piece) if named else _clean_host(layout.plain(piece)), when))
        else:
            return None  # emphasis elsewhere in a piece: not a list of this kind
    return out


def _seminar_list(text: str, raw: str = "") -> list[tuple[str, PartialDate]] | None:
    """Economists' seminar lists, one talk per host and no titles; ``None`` for any other line.

    Hosts are split at semicolons; without any, at commas only when every part names an
    organization (``Stanford University, CEMFI, LSE``): a comma may also end a title.
    """
    m = _SEMINAR_LIST_RE.match(text.strip()) or _YEAR_LAST_LIST_RE.match(layout.strip_marker(layout.unlink(raw)))
    if m is None or _QUOTE_RE.search(m.group("hosts")):
        return None
    rest = m.group("hosts").strip(" .")
    if ";" in rest:
        hosts = [h.strip(" .") for h in rest.split(";")]
    else:
        parts = [h.strip(" .") for h in re.split(r",(?![^()]*\))", rest)]
        hosts = _units_joined(parts)
        if len(hosts) == 1 < len(parts) and all(map(talk_lines.names_a_host, parts)):
            return [(hosts[0], PartialDate(int(m.group("year"))))]  # "Department of X, University Y  2018"
        named = sum(map(talk_lines.names_a_host, hosts))
        # "NBER SI, Fed Chicago, Brown Applied Micro Lunch": in a longer list of short names, one may name no host
        loose = len(hosts) >= 4 and named >= len(hosts) - 1 and all(len(h.split()) <= 6 for h in hosts)
        if len(hosts) < 2 or not (named == len(hosts) or loose):
            return None
        last = re.sub(r"\s*\([^()]*\)$", "", hosts[-1])
        if is_us_state(last) or (re.fullmatch(r"[A-Z]{2}", last) and is_city(hosts[-2])):
            return None  # "Biostatistics Seminar, Elm Cancer Center, Seattle, WA": one host and its place
        if not any(ORGANIZATION_RE.search(h) or re.search(r"\b[A-Z]{2,6}\b", h) for h in hosts):
            return None
    when = PartialDate(int(m.group("year")))
    return [(h, when) for h in hosts if h]




def _units_joined(hosts: list[str]) -> list[str]:
    """``Center for X, University of Chicago`` parted at its comma: the unit and its institution are one host."""
    out: list[str] = []
    for host in hosts:
        if out and UNIT_RE.match(out[-1]) and "," not in out[-1] and INSTITUTION_RE.search(host):
            out[-1] = f"{out[-1]}, {host}"
        else:
            out.append(host)
    return out


# "Kim, S. (2023, August). Title [Poster]. Meeting, City, ST."
_CITED_DATE_RE = re.compile(r"^\(\s*((?:19|20)\d\d)(?:,\s*([A-Za-z]+)\.?(?:\s+\d{1,2}(?:[-–]\d{1,2})?)?)?\s*\)\.?\s*")


# APA's kind in brackets after a presentation's title: "Title [Poster]. Meeting", "Title [Paper presentation]. X"
_KINDED_TITLE_RE = re.compile(
    r"^(?P<title>[^\[\]]{4,}?)\s*\[[^\]]*\b(?:podium|poster|oral|paper|presentation|symposium|talk|keynote)\b[^\]]*\]"
    r"\.?\s+(?P<host>\S.*)$",
    re.I,
)


def _cited_talk(text: str) -> tuple[str, str | None, PartialDate | None] | None:
    """An APA presentation: authors, (year, month), title, [kind], meeting -> (title, host, date); or one in the
    American Meteorological Society's style, the year after the names and a colon: "Lund, A., and B. Roe, 2014:
    Title. Meeting, City, ST." (earth scientists cite their talks as they cite their papers)."""
    if (ams := ametsoc.split(text)) is not None and (year := re.search(r",\s*((?:19|20)\d\d)$", ams.venue_text)):
        host = _clean_host(ams.venue_text[: year.start()].strip(" .,"))
        return _clean_title(ams.title), host or None, PartialDate(int(year.group(1)))
    found = split_author_prefix(text)
    if found is not None and not _CITED_DATE_RE.match(found[1]) and (kinded := _KINDED_TITLE_RE.match(found[1])):
        # the date elsewhere (a table's year column): "A. Title [Poster]. Meeting, City, ST. 2023"
        host = re.split(r"\.\s+(?=[A-Z0-9])", kinded.group("host"), maxsplit=1)[0]
        when = dates.find_dates(kinded.group("host"), last=True)
        return _clean_title(kinded.group("title")), _clean_host(host) or None, _month_date(when)
    if found is not None and not _CITED_DATE_RE.match(found[1]):
        return _author_first_talk(found[1])
    if found is None or not (m := _CITED_DATE_RE.match(found[1])):
        return None
    rest = found[1][m.end() :]
    parts = re.split(r"\s*\[[^\]]*\]\.?\s*|(?<=[a-z)])\.\s+", rest, maxsplit=1)
    if len(parts) < 2 or not parts[0].strip():
        return None
    date = dates.parse_date(f"{m.group(2)} {m.group(1)}") if m.group(2) else dates.parse_date(m.group(1))
    return _clean_title(parts[0]), _clean_host(parts[1]) or None, date if isinstance(date, PartialDate) else None


def _author_first_talk(rest: str) -> tuple[str, str | None, PartialDate | None] | None:
    """A talk cited as a paper, names first and the date last: "Liao, W. Title. Meeting, City, ST, August 2024."
    (a bibliography style printing a talk's @misc entry), or the year after the names, as linguists print
    them: "Lund, P. 2023. Title. Meeting, University." -> (title, host, date)."""
    year = _AUTHOR_DATE_YEAR_RE.match(rest)
    body = rest[year.end() if year else 0 :]
    parts = re.split(r"(?<=[a-z)?!])\.\s+(?=[A-Z0-9])", body, maxsplit=1)
    if len(parts) < 2:  # a title asking a question ends at its mark: "Title: what do they write? Oral, Meeting"
        parts = re.split(r"(?<=[a-z][?!])\s+(?=[A-Z])", body, maxsplit=1)
    if len(parts) < 2 or len(parts[0].split()) < 2:
        return None
    found = dates.trailing_date(parts[1])
    if found is None and year is None:
        return None
    host = parts[1][: found.begin if found else None].strip(" ,;.")
    when = _month_date(found) if found else PartialDate(int(year.group(1)))
    return (_clean_title(parts[0]), _clean_host(host) or None, when) if host else None


_AUTHOR_DATE_YEAR_RE = re.compile(r"((?:19|20)\d\d)[a-z]?\.\s+")


_EMPHASIS_TITLE_RE = re.compile(r"^\s*(?:[-•*+]\s+|\d+\.\s+)?(?:\*(?!\*)|_)([^*_]{4,}?)(?:\*|_)")


# "Invited talk, University of Porto  Nov 2023": a kind in the title's place (moderncv's \cventry{date}{kind}...)
_KIND_FIELD_RE = re.compile(
    r"^(?:[-•*]\s+)?(?:(?:invited|contributed|keynote|plenary|oral|poster|spotlight|guest)\s+)?"
    r"(?:talk|presentation|lecture|seminar|keynote|address)\s*,\s+",
    re.I,
)
_EMPHASIS_LINE_RE = re.compile(r"^\s*(\*[^*]+\*|“[^”]+”|\"[^\"]+\")\s*\.?\s*$")


def _titles_from_below(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """``Invited talk, Host  2023`` over ``*Title*``: the title the line below gives, in the kind's place."""
    out = list(lines)
    for i in range(len(out) - 1):
        kind, below = _KIND_FIELD_RE.match(out[i][1]), _EMPHASIS_LINE_RE.match(out[i + 1][1])
        if kind and below and dates.find_dates(out[i][1]) and not dates.find_dates(out[i + 1][1]):
            out[i] = (out[i][0], f"{below.group(1)}, {out[i][1][kind.end() :]}")
            out[i + 1] = (out[i + 1][0], "")
    return out


# "Invited Talk: Title, Host": the kind of talk leads the line, before the title
_KIND_LEAD_RE = re.compile(
    r"^(?:(?:invited|contributed|keynote|plenary|oral|poster|spotlight|guest)\s+)?"
    r"(?:talk|presentation|lecture|seminar|keynote|address)\s*:\s+(?=\S)"
    # German: "Eingeladener Vortrag:", "Hauptvortrag:", "Poster:"
    r"|^(?:(?:eingeladener|geladener)\s+)?(?:vortrag|hauptvortrag|plenarvortrag|poster)\s*:\s+(?=\S)",
    re.I,
)
# German quotes, „Titel“, as the quotes the readers know: “Titel”
# A title in British single quotes opening the line: "‘Kieślowski’s Televisions’, Host" (an apostrophe inside stays)
_BRITISH_QUOTED_RE = re.compile(r"^(\s*(?:[-*+•]\s+)?)‘([^‘\n]{3,300}?)’(?=[,.:;]?\s|$)")
_GERMAN_QUOTED_RE = re.compile(r"„([^„“”\n]{2,300})[“”]")
# Guillemets, Italian and French «Titolo», « Titre », or German »Titel«
_GUILLEMETS_RE = re.compile(r"«\s?([^«»\n]{2,300}?)\s?»|»([^«»\n]{2,300})«")


def _curly_quoted(text: str) -> str:
    """A talk's title in German quotes, guillemets or British single quotes, in the quotes the readers know:
    „Titel“, «Titre», ‘Title’ -> “Titel”."""
    text = _BRITISH_QUOTED_RE.sub(r"\1“\2”", _GERMAN_QUOTED_RE.sub(r"“\1”", text))
    return _GUILLEMETS_RE.sub(lambda m: f"“{m.group(1) or m.group(2)}”", text)


def _own_title(text: str, raw: str, *, after_entry: bool) -> bool:
    """Whether a dated line names its own talk (``*Title* — Host``), not another host of the title above;
    after a talk whose title and host shared a line, a bullet ``- Title, Host`` is one too."""
    return (
        bool(_EMPHASIS_TITLE_RE.match(raw))
        or bool(re.search(r"\s[—–]\s", text))
        or (after_entry and _title_then_host(text, raw)[1] != "")
    )


def _title_then_host(text: str, raw: str) -> tuple[str, str]:
    """``*Title* — Host``, ``Title — Host``, ``Title. Host``: the title, and what is left for the host; a title in
    quotes is the title wherever it stands (``Host, Place – 'Title'``)."""
    if (q := _QUOTED_TITLE_RE.search(text)) and len(q.group(1).split()) >= 2 and (rest := _around(text, q)):
        return _clean_title(q.group(1)), rest
    if m := _EMPHASIS_TITLE_RE.match(raw):
        title = m.group(1).strip()
        if text.startswith(title):
            # "*Title* (poster). Host": the note on the kind of talk is no part of the host
            rest = re.sub(r"^\s*\([^()]{1,30}\)", "", text[len(title) :])
            return _clean_title(title), rest.strip(" ,;.-–—")
    if (m := _HOST_COLON_RE.match(text)) and _is_host(m.group(1)) and len(m.group(2).split()) >= 2:
        return _clean_title(m.group(2)), m.group(1)  # "MIT CSAIL: Title": the host, then what was said there
    # (a title that asks ends at its question mark, which stays: "Title: where are we? Medicine Grand Rounds, ...")
    parts = re.split(r"\s+[—–|]\s+|\s+-\s+|(?<=[a-z)\d])\.\s+(?=[A-Z])|(?<=[a-z]\?)\s+(?=[A-Z])", text, maxsplit=1)
    emphasis = [e.strip() for e in _EMPHASIS_RE.findall(raw) if len(e.split()) >= 2]
    if len(emphasis) == 1 and (at := text.rfind(emphasis[0])) > 0 and not text[at + len(emphasis[0]) :].strip(" .,"):
        head = text[:at].rstrip()
        if head.endswith((".", ",")) and split_place(head.rstrip(" .,"))[1] is not None:
            return _clean_title(emphasis[0]), head.rstrip(" .,")  # "Host, Boston, MA. *Title*."
    # "Title. *Host*, May 2023": a citation's venue; but "Host, City. *Title*" ends its host with a place
    cited = len(parts) == 2 and text[len(parts[0]) :].startswith(".") and split_place(parts[0])[1] is None
    if len(parts) == 2 and len(emphasis) == 1 and parts[1].startswith(emphasis[0]) and not cited:
        return _clean_title(parts[1]), parts[0]  # "Host, Place — *Title*": the emphasis marks the title
    if len(parts) == 2 and len(parts[0].split()) >= 2:
        return _clean_title(parts[0]), parts[1]
    pieces = re.split(r",\s+(?![^()]*\))", text)
    for i in range(1, len(pieces)):
        if _is_host(pieces[i]) and len(", ".join(pieces[:i]).split()) >= 2:
            # "Title (keynote), TU Dresden": the host is the organization after the last comma of the title
            return _clean_title(", ".join(pieces[:i])), ", ".join(pieces[i:])
    for i in range(1, len(pieces) - 1) if len(pieces[0].split()) >= 2 else ():
        head, place = split_place(", ".join(pieces[i:]))
        if place and head == pieces[i]:
            # "Title, Google DeepMind, London": the name before the place is the host, whatever it is
            return _clean_title(", ".join(pieces[:i])), ", ".join(pieces[i:])
    return _clean_title(text), ""


_EMPHASIS_RE = re.compile(r"(?<![*\w])(?:\*(?!\*)|_)([^*_]+?)(?:\*|_)(?![*\w])")
_QUOTED_TITLE_RE = re.compile(r"(?<!\w)[\"“‘'](?=\w)(.+?[\w.?!])[\"”’'](?!\w)")


def _around(text: str, quoted: re.Match[str]) -> str:
    """What a line holds besides its quoted title, the separators between them gone, and the speakers before it
    (``Okafor JM, Lund A. "Title." Host``: AMA and Vancouver cite a talk as a paper)."""
    before, after = text[: quoted.start()].strip(" ,;:.-–—"), text[quoted.end() :].strip(" ,;:.-–—")
    # '"Title" (with A. Name). Host': whom the talk was given with, no part of its host
    after = re.sub(r"^\((?:with|jointly with|joint with)\s[^()]*\)[\s.,;:]*", "", after)
    # (a note on the talk's kind after it, "(Hotline session)", names no host to tell speakers from)
    hosted = bool(_TALK_KIND_NOTE_RE.sub("", after))
    if before and hosted and (found := split_author_prefix(f"{before}. x")) and found[1] == "x":
        before = ""
    # "(three lectures on “Choral Time”)": the bracket the title was quoted in, left with its lead-in alone
    return re.sub(r"\s*\(\s*(?:[a-z]+\s*)*[,;\s]*\)", "", ", ".join(p for p in (before, after) if p))


# A commentator's talk: "Comments on A. Name", "Reply to A. Name", "Response to A. Name" before the paper's title
_REPLY_RE = re.compile(
    r"^(?:comments?|commentary|reply|response):?\s+(?:on|to)\s+(?:[A-Z][\w'’.-]*\s+){0,3}[A-Z][\w'’-]+\s*(?:,\s*|$)",
    re.I,
)
_EVENT_ACRONYM_RE = re.compile(r"[A-Z][A-Za-z]*[A-Z]{2,}[A-Za-z]*(?:\s'?\d{2,4})?")


_EVENT_RE = re.compile(
    r"\b(?:Seminar|Colloquium|Meeting|Conference|Workshop|Symposium|Congress|Summit|Forum|Retreat|Convention"
    r"|Lecture Series)s?\b"
)


# "Microsoft Research", "Berkeley AI Research": a company's or a group's research lab
_LAB_RE = re.compile(r"^(?:[A-Z][\w&.-]*\s+){1,3}(?:Research|AI|Labs?)$")
_HOST_COLON_RE = re.compile(r"^([^:\"“]{2,60}):\s+(\S.*)$")


def _is_host(piece: str) -> bool:
    """``TU Dresden``, ``Galois Inc.``, ``OOPSLA 2023``, ``Quantum Optics Seminar``, ``Microsoft Research``: an
    organization, an event's acronym, an event named as one, or a research lab."""
    return bool(
        ORGANIZATION_RE.search(piece)
        or _EVENT_ACRONYM_RE.fullmatch(piece)
        or _EVENT_RE.search(piece)
        or _LAB_RE.match(piece)
    )


_AFTER_LEADING_DATE_RE = re.compile(r"\s*(?::|\t|\s{2,}|\s[-–—·•|]\s)|\s+[\"“]|\.\s+(?=[A-Z*_\"“‘])")


def _leading_year(text: str) -> dates.DateMatch | None:
    """``2020: Title, Host``, ``2024 · Host — *Title*``, ``2022 "Title," Host``: a date that opens the line,
    set off by a colon, a gap, a dash or dot, or before a quoted title."""
    found = dates.find_dates(text)
    if found is None or found.begin != 0 or not _AFTER_LEADING_DATE_RE.match(text[found.stop :]):
        return None
    return found


# A year that opens the raw line set apart by bold or a gap ("**2024** Host", "2023  *Title*, Host"), which
# the plain text no longer shows
_LEADING_YEAR_RE = re.compile(r"^\s*(?:(\*\*|__)(?:19|20)\d\d\1|(?:19|20)\d\d(?=\s{2,}|\t|\s+[*_\"“]))[\s:]*")


# The name of a seminar series: "Algebra Seminar", "Seminario de Álgebra", "Physics Colloquium", "Grand Rounds",
# "Kolloquium" alone
_SERIES_RE = re.compile(
    r"^(?:[A-Z][\w'’&-]*\s+){0,4}(?:Seminar|Colloquium|Kolloquium|Grand Rounds|Workshop|Lunch|Forum)$"
    r"|^(?:Seminario|Séminaire|Seminar|Kolloquium|Colloquium)\s+(?:de|du|des|d'|der|für|in|of)\s+[A-ZÀ-Ý][\w'’ -]*$"
)


def _names_series(title: str, raw: str) -> bool:
    """Whether what stands in a dated line's title place is a seminar series' name, written plain (a title
    would be quoted or emphasised), so that the line names no talk's title."""
    lead = title.split(",")[0].strip()  # "Kolloquium, Institut für Physik": the series, then its host
    return bool(_SERIES_RE.match(lead)) and not (_EMPHASIS_RE.search(raw) or _QUOTE_RE.search(raw))


def _year_label(raw: str, text: str) -> dates.DateMatch | None:
    """The year labelling a line in its raw form: ``**2024** Host``, ``2023  *Title*, Host``."""
    found = dates.find_dates(text)
    labelled = found is not None and found.begin == 0 and _LEADING_YEAR_RE.match(layout.strip_marker(raw))
    return found if labelled else None


def _inner_date(text: str) -> dates.DateMatch | None:
    """A month-and-year in the middle of a run-together line (``Title Host August, 2024 Next title``)."""
    for found in dates.find_all_dates(text):
        if found.start is not None and found.start.month is not None:
            return found
    return None


def _looks_like_title(text: str) -> bool:
    return len(text.split()) >= 4


_NO_TITLE_RE = re.compile(r"\((?:no title|untitled|without title|ohne titel|sin t[íi]tulo|sans titre)\)", re.I)


def _clean_title(text: str) -> str:
    """A talk's title without quotes and a note on its kind in lower case (``(keynote)``, ``(invited)``); none
    for a talk the line says had none (``Visiting professor (no title)``)."""
    if _NO_TITLE_RE.search(text):
        return ""
    text = re.sub(r"\s*\((?:[a-z][a-z ]{2,30})\)\s*$", "", text.strip().rstrip("."))
    text = re.sub(r"[”\"]?,\s*(?:keynote|plenary|invited)(?:\s+(?:talk|lecture|address))?$", "", text)  # "X?, keynote"
    text = text.strip().strip('"“”').rstrip(".").strip()
    # Harvard's single quotes around the whole title ("'Harmony in motion'"), an apostrophe inside staying
    return text[1:-1].strip() if re.fullmatch(r"['‘][^'‘’]+['’]", text) else text


_TALK_LABEL = (
    r"(?:plenary|keynote|symposium|invited|oral|podium|poster|hotline|late[- ]breaking)"
    r"(?:\s+(?:talk|session|lecture|presentation|address|speaker))?"
)
_TALK_KIND_NOTE_RE = re.compile(
    r"\s*\((?:[a-z]+\s+){0,2}(?:talk|session|lecture|presentation)\)|\s*\(on behalf of [^()]*\)"
    # a label of the talk's kind set apart, capitalised: "Plenary, X", "X – Symposium", "X (Hotline session)"
    rf"|^{_TALK_LABEL}\s*,\s*|\s+[–—-]\s+{_TALK_LABEL}\s*$|\s*\({_TALK_LABEL}\)",
    re.I,
)


_PANEL_NOTES_RE = re.compile(
    r"(?<=[^\s.])\.\s+(?:Panel(?:\s+(?:chair|title))?|Session(?:\s+chair)?|Comments?|Commentators?|Chairs?"
    r"|Discussants?|Respondents?|Moderator)\s*:.*$",
    re.I,
)


def _clean_host(text: str) -> str:
    """The host as written (place and all), without a lead-in such as "Speaker for" or "A talk in", nor the
    panel, its chair and the commentator a humanities CV names after it ("... New York. Panel: X. Comment: Y.")."""
    text = _PANEL_NOTES_RE.sub("", text)
    text = re.sub(
        r"^(?:an?\s+)?(?:(?:invited|public|gallery|plenary|keynote|special|distinguished)\s+)?"
        r"(?:talk|presentation|seminar|keynote|speaker|presenter|panelist|colloquium|lecture)"
        # ("Seminar für Klassische Philologie": a seminar's own name, in its language)
        r"(?:(?:\s+(?:in|at|for|on))?\s*[,:]\s+|\s+(?:in|at|for|on)\s+|\s+(?=[A-Z0-9“\"]))",
        "",
        text.strip(" ,;-–—").lstrip(". "),
        flags=re.I,
    )
    # APA: "Paper presented at the X Annual Meeting", "Poster session presented at X"
    text = re.sub(
        r"^(?:(?:an?\s+)?(?:\w+\s+){0,2}(?:paper|poster|talk|presentation|session)\s+)?presented\s+(?:at|to)\s+(?:the\s+)?",
        "",
        text,
        flags=re.I,
    )
    # "Testimony before the U.S. Senate Committee on Finance": the committee heard it
    text = re.sub(r"^(?:(?:invited|expert|oral|written)\s+)?testimony\s+(?:before|to)\s+(?:the\s+)?", "", text,
                  flags=re.I)
    # "Members' lecture, X", "Book talk, X": the talk's kind; "Panel “Name,” Meeting": the panel it was given in
    text = re.sub(r"^[A-Z][\w'’-]*\s+(?:talk|lecture|presentation)\s*,\s+(?=\S)", "", text)
    # (a workshop of its own is the host: "Workshop “X,” Huygens Institute")
    text = re.sub(
        r"^(?:(?i:panel|seminar|session|roundtable|stream)\s+)?[“\"][^”\"]{3,}(?:,[”\"]|[”\"],)\s+"
        r"(?=[^,]*\b(?:Meeting|Convention|Conference|Congress)\b)",
        "",
        text,
    )
    text = re.sub(r"\s*\(\s*\)", "", text)
    text = re.sub(r"\s*\((?:virtual|online|remote|hybrid|invited|keynote|cancel+ed|postponed)\)", "", text, flags=re.I)
    # "(spotlight talk)", "(invited session)", "(on behalf of ATLAS)": what kind of talk, no part of the host
    text = _TALK_KIND_NOTE_RE.sub("", text)
    text = text.lstrip("·•* ")
    text = re.sub(r",\s*(?:[a-z]+\s+){0,3}[a-z]+(?=,|\.?$)", "", text)  # ", plenary lecture, Boston": a note
    text = re.sub(r"\s+,", ",", text).lstrip(" ,;.-–—(").rstrip(" ,;-–—(")
    # a sentence's final period goes; an abbreviation's stays ("Galois Inc.")
    return text if re.search(r"\b(?:Inc|Ltd|Co|Corp|Bros|[A-Z])\.$", text) else text.rstrip(".").rstrip()


def _split_known(text: str, known: list[str]) -> tuple[str, str] | None:
    """``"Known Title Host"`` -> (title, host) when the text starts with a title already seen, or ends with it
    after a colon or a dash (``Host: Known Title``)."""
    low = text.lower()
    for title in sorted({k for k in known if k}, key=len, reverse=True):
        # (a title that goes on past the known one, with a subtitle or in lower case, is another: "Intestinal
        # ultrasound: a new standard?", "Intestinal ultrasound for the practicing gastroenterologist")
        goes_on = re.match(r"\s*:|\s+[a-z]", text[len(title) :])
        if low.startswith(title.lower()) and len(text) > len(title) + 1 and not goes_on:
            return text[: len(title)], text[len(title) :].strip(" ,;-–—")
        # "Host: Known Title", the same talk given at another host
        if low.endswith(title.lower()) and re.search(r"(?::|\s[-–—])\s*$", text[: -len(title)]):
            return text[-len(title) :], text[: -len(title)].strip(" ,;:-–—")
    return None
