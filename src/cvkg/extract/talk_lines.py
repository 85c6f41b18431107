"""A talks section's lines put back together where a PDF or a word processor wrapped one talk over several.
Pure.

Two layouts are mended before the talks reader sees them:

* a line that stops mid-phrase (after a comma, or a word such as ``of`` or ``in``) goes on in the line
  below, unless that line opens a talk of its own (a list marker, a quoted title);
* a paragraph that opens with a year label (``**2022** Host, Place.`` over ``*Title*.``) is one talk,
  written over as many lines as it takes.

>>> join_wrapped([(1, '"Looms." Canal Colloquium, University of'), (2, "Springfield, May 2020.")])
[(1, '"Looms." Canal Colloquium, University of Springfield, May 2020.')]
"""

from __future__ import annotations

import re

from cvkg.extract import dates, layout

# A line that cannot end a talk: a comma, or a word that needs the next one ("University of")
_OPEN_END_RE = re.compile(r"(?:,|\b(?:of|in|at|for|and|the|on|to|a|an|with|from|de|du|des|la|del|und|für))\s*$")
_OPENS_TALK_RE = re.compile(r"^\s*[\"“#]|^\s*(?:\*\*|__)?(?:19|20)\d\d\b")
# "**2022** Host" or "2022  Host": a year that labels the paragraph under it
_YEAR_LABEL_RE = re.compile(r"^\s*(?:(\*\*|__)(?:19|20)\d\d\1|(?:19|20)\d\d(?=\s{2,}|\t))\s*\S")


# "- 2023    Title": a year in a column of its own before the talk, a list marker before it or not
_YEAR_COLUMN_RE = re.compile(r"^\s*(?:[-*•]\s+)?(?:19|20)\d\d(?:\s{2,}|\t)(?=\S)")


def join_wrapped(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The section's lines with each wrapped talk on one line (numbered by its first line)."""
    joined = _join_cited_paragraphs(_join_labelled_paragraphs(_join_before_date_column(lines)))
    return _join_open_ends(_join_hanging(joined))


# The names and date that open an APA presentation: "Lund, K. R., & Roe, A. (2024, January 17–21)."
_APA_OPENING_RE = re.compile(
    r"^[A-Z][\w'’-]+(?:[ -][A-Z][\w'’-]+)*,\s(?:[A-Z]\.\s?)+.{0,200}?\((?:19|20)\d\d(?:,\s[^()]{3,30})?\)\."
)


def _join_cited_paragraphs(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """PDF text's APA presentations, one paragraph each, wrapped at the page's width (``Lund, K. (2024, May).
    Title [Poster]. Society for`` over ``Research Annual Conference, Boston, MA.``): each paragraph on one line."""
    paragraphs = _paragraphs(lines)
    cited = [p for p in paragraphs if len(p) > 1 and _APA_OPENING_RE.match(p[0][1].strip())]
    if len(cited) < 2 or any(layout.has_marker(t) for p in cited for _, t in p):
        return lines
    joined = {p[0][0]: layout.unwrapped([t for _, t in p]).strip() for p in cited}
    inside = {n for p in cited for n, _ in p[1:]}
    return [(n, joined.get(n, "" if n in inside else t)) for n, t in lines]


def _paragraphs(lines: list[tuple[int, str]]) -> list[list[tuple[int, str]]]:
    """The lines in runs parted by blank lines."""
    return [[lines[i] for i in run] for run in layout.paragraph_runs(lines)]


# "... Illinois Council of Health-System Pharma-        Sep 2023": a line of PDF text cut before its date column
_DATE_COLUMN_END_RE = re.compile(r"^(?P<text>.*\S)(?P<gap>\s{2,}|\t)(?P<date>\S.*)$")


def _join_before_date_column(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """A talk whose text stops in mid-word or mid-phrase before the date column on its right (``Health-System
    Pharma-   Sep 2023`` over ``cists (ICHP) Annual Meeting, Oak Brook, IL.``): the line below goes on with the
    text, the date kept at the end."""
    out: list[tuple[int, str]] = []
    for n, t in lines:
        m = _DATE_COLUMN_END_RE.match(out[-1][1]) if out else None
        text = m.group("text") if m else ""
        cut = bool(re.search(r"[A-Za-z]-$", text) or _OPEN_END_RE.search(text))
        below = t.strip()
        goes_on = bool(below) and not (layout.has_marker(t) or dates.find_dates(t) or _OPENS_TALK_RE.match(t))
        if m and cut and goes_on and dates.is_only_dates(m.group("date")):
            hyphen = re.search(r"[a-z]-$", text) and below[:1].islower()  # "Pharma-" / "cists": one word
            joined = text[:-1] + below if hyphen else f"{text} {below}"
            out[-1] = (out[-1][0], f"{joined}{m.group('gap')}{m.group('date')}")
            continue
        out.append((n, t))
    return out


def _join_hanging(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """A talk that runs to the margin without its date yet, or stopped in mid-phrase, goes on in the indented,
    unbulleted lines under it (a PDF's hanging indent: ``– Title. Host, City,`` over ``  October 2020.``); under a
    finished or a short line (a title alone over its host and date) they are lines of their own."""
    width = max((len(t.rstrip()) for _, t in lines), default=0)
    out: list[tuple[int, str]] = []
    open_item = False  # the last line kept is a talk that goes on
    for n, t in lines:
        full = len(t.rstrip()) >= 0.75 * width  # a line a PDF wrapped runs to the margin
        # (the date alone, indented under a talk dated only by its year label: "2023    Title. Host." over "Sept 2023.")
        dated_below = bool(out) and _YEAR_COLUMN_RE.match(out[-1][1]) is not None and dates.is_only_dates(t.strip(" ."))
        open_item = open_item or (dated_below and not dates.trailing_date(out[-1][1].strip(" .")))
        if open_item and t.strip() and layout.indent_of(t) > 0 and not layout.has_marker(t):
            above = out[-1][1].rstrip()
            if re.search(r"[a-z]-$", above) and t.strip()[:1].islower():  # "Uni-" over "versity of X": one word
                out[-1] = (out[-1][0], f"{above[:-1]}{t.strip()}")
            else:
                out[-1] = (out[-1][0], f"{above} {t.strip()}")
            open_item = full and _goes_on(out[-1][1])
            continue
        out.append((n, t))
        opens = layout.has_marker(t) or (bool(t.strip()) and layout.indent_of(t) == 0)
        open_item = opens and full and _goes_on(t)
    return out


def _goes_on(text: str) -> bool:
    """A talk without its date yet, or one stopped in mid-phrase (no closing stop, quote or bracket)."""
    return dates.find_dates(text) is None or not re.search(r"[.!?)\]”\"']\s*$", text)


def _join_labelled_paragraphs(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    paragraphs = _paragraphs(lines)
    labelled = [p for p in paragraphs if p and _YEAR_LABEL_RE.match(p[0][1])]
    if len(labelled) < 2 or any(layout.has_marker(t) for p in labelled for _, t in p):
        return lines
    out: list[tuple[int, str]] = []
    for p in paragraphs:
        if p in labelled and len(p) > 1:
            out.append((p[0][0], " ".join(t.strip() for _, t in p)))
        else:
            out.extend(p)
    return out


def _join_open_ends(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    out: list[tuple[int, str]] = []
    for n, t in lines:
        before = out[-1][1] if out else ""
        at = len(out) - 1
        if not before.strip() and t.strip() and (kept := _last_kept(out)) is not None and _is_cut(out[kept][1], t):
            at, before = kept, out[kept][1]  # a PDF's text with a blank line between the lines it wrapped
        # "..., University" over "of Florida, November 2019.": a line that opens mid-phrase goes on from the one above
        opens_mid = bool(before.strip()) and bool(_OPENS_MID_RE.match(t.strip()))
        # "Univ X (Algebra Seminar," over "2024); Univ Y": a bracket left open goes on, a year opening the line or not
        in_bracket = before.count("(") > before.count(")") and (before.rstrip().endswith(",") or _closes(t))
        dashed = bool(re.search(r"[^\W\d_]–$", before.rstrip()))  # "Nebraska–" over "Lincoln (2021)": one name
        # "Joint Math-" over "ematics Meetings": a word a PDF broke at the line's end
        broken = bool(re.search(r"[a-z]-$", before.rstrip())) and t.strip()[:1].islower()
        goes_on = (
            bool(t.strip())
            and (bool(_OPEN_END_RE.search(before)) or _open_quote(before) or opens_mid or dashed or in_bracket
                 or broken)
            and not layout.has_marker(t)
            and (in_bracket or not _OPENS_TALK_RE.match(t))
        )
        if goes_on:
            joint = "" if dashed or broken else " "
            out[at] = (out[at][0], f"{before.rstrip()[:-1] if broken else before.rstrip()}{joint}{t.strip()}")
        elif (at := _list_cut_at(out, t)) is not None:
            # "...; University of Utah" / (a page break) / "(Colloquium, 2023); ...": the list goes on past the break
            out[at] = (out[at][0], f"{out[at][1].rstrip()} {t.strip()}")
            del out[at + 1 :]
        else:
            out.append((n, t))
    return out


def _last_kept(out: list[tuple[int, str]]) -> int | None:
    return max((k for k, (_, t) in enumerate(out) if t.strip()), default=None)


def _closes(line: str) -> bool:
    """A line that closes a bracket before it opens one: ``2022); Analysis Seminar, Bonn (June 2022)``."""
    close, opening = line.find(")"), line.find("(")
    return close >= 0 and (opening < 0 or close < opening)


def _is_cut(above: str, line: str) -> bool:
    """Whether ``line`` goes on with ``above`` across a blank line: a bracket left open that it closes, a word
    broken at a hyphen, a name stopped at a small word or a comma inside a bracket."""
    above = above.rstrip()
    return (
        (above.count("(") > above.count(")") and _closes(line))
        or (bool(re.search(r"[a-z]-$", above)) and line.strip()[:1].islower())
        or bool(_OPENS_MID_RE.match(line.strip()))
        or (bool(_OPEN_END_RE.search(above)) and not layout.has_marker(line) and not _OPENS_TALK_RE.match(line))
    )


_OPENS_MID_RE = re.compile(r"^(?:of|and|for|in|at|on|the|de|du|des|del|und|für)\s")


def _list_cut_at(out: list[tuple[int, str]], line: str) -> int | None:
    """Where a semicolon list that a page break cut goes on: the last line kept, when it is a list of places and
    years not closed by a stop, and ``line`` opens with a bracket that goes on with it; else ``None``."""
    if not line.strip().startswith("(") or not out or out[-1][1].strip():
        return None
    at = max((k for k, (_, t) in enumerate(out) if t.strip()), default=None)
    if at is None:
        return None
    above = out[at][1].rstrip()
    return at if ";" in above and re.search(r"[A-Za-z]$", above) else None


def _open_quote(text: str) -> bool:
    """Whether a quoted title opened on the line does not close on it (``Host – 'Minimum wages and``); an
    apostrophe inside or after a word (``workers' rights``) opens nothing."""
    if "„" in text:  # German quotes open low and close with “: „Titel“
        double = text.count("„") > text.count("“") + text.count("”")
    else:
        double = text.count('"') % 2 == 1 or text.count("“") > text.count("”")
    single = len(re.findall(r"(?<!\w)['‘](?=\w)", text)) > len(re.findall(r"(?<=[\w.?!])['’](?!\w)", text))
    return double or single


def names_a_host(text: str) -> bool:
    """``Minneapolis Fed``, ``Columbia University (Econ)``, ``LSE``: a short capitalised name, not a title."""
    return _is_capitalised_name(text, 6)


def _is_capitalised_name(text: str, most: int) -> bool:
    words = re.sub(r"\([^()]*\)", "", text).split()
    joins = {"of", "for", "and", "&", "de", "the", "in", "on", "at"}
    return 0 < len(words) <= most and all(w[:1].isupper() or w in joins for w in words)


def _names_a_listed_host(text: str) -> bool:
    """A host in a list of hosts and years: a short name, or a unit and its university (``Center for the Study of
    Religion, Princeton University``), each part a short name."""
    return names_a_host(text) or (
        _is_capitalised_name(text, 10) and all(_is_capitalised_name(p, 6) for p in text.split(","))
    )


def columns(raw: str) -> tuple[str, str, dates.DateMatch] | None:
    """A table row (a PDF's or LaTeX's columns): a date alone in the first or the last cell, the title in the
    first other cell and the host in the rest; ``None`` for a line of fewer than three columns.

    >>> title, host, when = columns("Oct 2020   Data-Efficient Control   Berkeley AI Research")
    >>> title, host, when.start.iso()
    ('Data-Efficient Control', 'Berkeley AI Research', '2020-10')
    """
    cells = layout.cells(raw)
    if len(cells) < 3:
        return None
    for at, rest in ((0, cells[1:]), (-1, cells[:-1])):
        found = dates.find_dates(cells[at])
        if found is not None and dates.is_only_dates(cells[at]) and not any(dates.find_dates(c) for c in rest):
            return _KIND_AFTER_SLASH_RE.sub("", rest[0]), ", ".join(rest[1:]), found
    return None


def slashed(text: str) -> tuple[str, str, dates.DateMatch] | None:
    """``2019 Title / Host, City``: the Harvard CV's talk, its date first and its title and host on either side
    of a slash set off by spaces -> (title, host, date).

    >>> title, host, when = slashed("2019, Gut feelings / Surgical Grand Rounds, Elm Hospital")
    >>> title, host, when.text
    ('Gut feelings', 'Surgical Grand Rounds, Elm Hospital', '2019')
    """
    found = dates.find_dates(text)
    if found is None or found.begin != 0 or not re.match(r"[\s,:]", text[found.stop : found.stop + 1]):
        return None
    parts = text[found.stop :].strip(" ,:").split(" / ")
    if len(parts) != 2 or not all(p.strip() for p in parts) or dates.find_dates(parts[0]):
        return None
    return parts[0].strip(" ,."), parts[1].strip(" ,."), found


# The Harvard CV's "Title / Medical Grand Rounds", "Title / Invited speaker": what kind of talk it was
_KIND_AFTER_SLASH_RE = re.compile(
    r"\s+/\s+(?:[\w-]+\s+){0,3}(?:grand rounds|speaker|lecture|presentation|keynote|seminar|conference|talk"
    r"|address|symposium|workshop|webinar|panel(?:ist)?|plenary|colloquium)\b.*$",
    re.I,
)


_QUOTED_RE = re.compile(r"[\"“]([^\"”]{4,})[\"”]")


def quoted_after_date(text: str) -> tuple[str, str, dates.DateMatch] | None:
    """``Invited talk, Host, 2020: "Title"``: the host and the date first, the quoted title last -> (title,
    what stands before the date, the date)."""
    found = dates.find_dates(text)
    q = _QUOTED_RE.search(text)
    if found is None or q is None or found.begin == 0 or q.start() < found.stop or text[q.end() :].strip(" .,"):
        return None
    if text[found.stop : q.start()].strip(" ,;:-–—"):
        return None  # something else stands between the date and the title
    return q.group(1).strip(" ,."), text[: found.begin].strip(" ,;:-–—"), found


# a title set in emphasis at the end of the line: "Host, 2022 — _Title_", "Host, 2022: *Title*."
_EMPHASISED_END_RE = re.compile(r"(?<![\w*])([*_]{1,2})([^*_]{4,}?)\1\s*\.?\s*$")


def emphasised_after_date(raw: str) -> tuple[str, str, dates.DateMatch] | None:
    """``Colloquium, University of Michigan, 2021 — _Title_``: the host and the date first, the title set in
    emphasis last -> (title, what stands before the date, the date).

    >>> title, host, when = emphasised_after_date("- Colloquium, Utah, 2021 — _Primes to smooth moduli_")
    >>> title, host, when.text
    ('Primes to smooth moduli', 'Colloquium, Utah', '2021')
    """
    line = layout.strip_marker(raw)
    m = _EMPHASISED_END_RE.search(line)
    if m is None:
        return None
    return quoted_after_date(layout.plain(f"{line[: m.start()]}“{m.group(2).strip()}”"))


# "Seminar talks: ", "Invited seminars (untitled): ": a label naming talks before a list of hosts
_TALKS_LABEL_RE = re.compile(
    r"^[^:]{0,40}\b(?:talks?|seminars?|colloqui(?:a|um)|presentations?|lectures?|workshops|vortr(?:ag|äge)|ponencias?"
    r"|comunicaciones|communications?|expos[ée]s?|relazioni|interventi)\b[^:]{0,20}:\s*",
    re.I,
)
_HOST_YEAR_RE = re.compile(r"^(.+?)\s*\(((?:19|20)\d\d)\)$")
_HOST_SERIES_YEAR_RE = re.compile(
    r"^(?P<host>[^()]+?)\s*\((?:(?P<series>(?-i:[A-Z])[^(),]*),\s*)?(?P<year>(?:19|20)\d\d)(?:,\s*(?-i:[a-z])[^()]*)?\)$"
)
_PRESENTED_AT_RE = re.compile(r"^[^;:()]{0,60}?\b(?:presented|given|read|delivered)\s+(?:at|to)\s+(?=\S)", re.I)
_LIST_LEAD_RE = re.compile(r"^(?:and\s+)?(?:the\s+)?(?=[A-Z])")
# "DPG-Frühjahrstagung 2015 und 2014", "APS March Meeting 2019 and 2021": a host and the years it had the subject
_HOST_YEARS_RE = re.compile(
    r"^(.+?)\s+((?:19|20)\d\d(?:\s*(?:,|and|und|et|y|e|&)\s*(?:19|20)\d\d)+)$"
)
# "CLEO 2018 (San Jose)", "UP 2024": an event named with its year, its place maybe after it
_EVENT_YEAR_RE = re.compile(r"^(?-i:[A-Z][\w.&'’-]*)(?:\s+[\w.&'’-]+){0,4}\s+((?:19|20)\d\d)(?:\s*\([^()]*\))?$")


def _host_years(item: str) -> list[tuple[str, int]] | None:
    """One item of a list of hosts: ``Host (2019)``, an event named with its year (kept in the name), or a host
    and the several years it had the subject (one talk each, the host without them)."""
    if (m := _HOST_YEAR_RE.match(item)) and _names_a_listed_host(m.group(1)):
        return [(m.group(1), int(m.group(2)))]
    if (m := _HOST_SERIES_YEAR_RE.match(item)) and _names_a_listed_host(m.group("host")):
        # "University X (Algebra Seminar, 2024)", "University Y (2022, virtual)": the series is the host's
        series = f" ({m.group('series').strip()})" if m.group("series") else ""
        return [(f"{m.group('host')}{series}", int(m.group("year")))]
    if (m := _HOST_YEARS_RE.match(item)) and names_a_host(m.group(1)):
        return [(m.group(1), int(y)) for y in re.findall(r"(?:19|20)\d\d", m.group(2))]
    if (m := _EVENT_YEAR_RE.match(item)) and names_a_host(re.sub(r"\s+(?:19|20)\d\d\b", "", item)):
        return [(item, int(m.group(1)))]
    return None


# A meeting and the years the subject spoke there: "APSA 2019, 2021", "Peace Science Society 2023"
_MEETING_YEARS_RE = re.compile(
    r"^(?P<host>.*?[^\d\s,])\s+(?P<years>(?:19|20)\d\d(?:\s*(?:,|and|und|et|y|e|&)\s*(?:19|20)\d\d)*)$"
)


def _hosts_then_years(text: str) -> list[tuple[str, int]] | None:
    """``APSA 2019, 2021; MPSA 2020``: meetings parted by semicolons, each with the years of its talks."""
    items = [i.strip() for i in re.split(r";(?![^()]*\))", text) if i.strip()]
    found = [_MEETING_YEARS_RE.match(i) for i in items]
    if len(items) < 2 or not all(m and names_a_host(m.group("host")) for m in found):
        return None
    return [(m.group("host"), int(y)) for m in found if m for y in re.findall(r"(?:19|20)\d\d", m.group("years"))]


# "Analysis Seminar, Univ X (April 2025)": a host and the date in brackets after it, a note maybe ("online")
_HOST_DATED_RE = re.compile(r"^(?P<host>[^()]{3,120}?)\s*\((?P<when>[^()]*(?:19|20)\d\d[^()]*)\)$")


def hosts_with_dates(text: str) -> list[tuple[str | None, str, dates.DateMatch]] | None:
    """``Seminar, Univ X (April 2025); Colloquium, Univ Y (March 2022, online)``: talks parted by semicolons, each
    a host and its date in brackets, after the title they share (``Title: Host (date); Host (date)``) or none;
    ``None`` unless every item is one.

    >>> [(h, d.start.month) for _, h, d in hosts_with_dates("Seminar, Univ A (April 2025); Colloquium, LSE (May 2020)")]
    [('Seminar, Univ A', 4), ('Colloquium, LSE', 5)]
    """
    text = _PRESENTED_AT_RE.sub("", _TALKS_LABEL_RE.sub("", text.strip().rstrip("."), count=1), count=1)
    title = None
    if (lead := re.match(r"^([^:;()]{3,200}?):\s+(?=\S)", text)) and not _hosted(lead.group(1)):
        title, text = lead.group(1).strip(), text[lead.end() :]  # "Title: Host (Feb 2024); Host (Nov 2023)"
    items = [i.strip() for i in re.split(r";(?![^()]*\))", text) if i.strip()]
    found = [(m, dates.find_dates(m.group("when"))) for i in items if (m := _HOST_DATED_RE.match(i))]
    if len(items) < 2 or len(found) < len(items) or not all(d and _hosted(m.group("host")) for m, d in found):
        return None
    return [(title, m.group("host").strip(" ,"), d) for m, d in found if d]


def _hosted(text: str) -> bool:
    """A host, or a seminar and its host: ``Harmonic Analysis and PDE Seminar, University of Chicago``."""
    return names_a_host(text) or any(names_a_host(part) for part in text.split(", ")[1:])


def hosts_with_years(text: str) -> list[tuple[str, int]] | None:
    """``Seminar talks: Host1 (2019), Host2 (2020)``: talks listed by host and year alone, no titles; ``None``
    unless every item of the list is a host with its year in parentheses.

    >>> hosts_with_years("Seminar talks: Bocconi University (2019); LSE (2020)")
    [('Bocconi University', 2019), ('LSE', 2020)]
    """
    rest = _TALKS_LABEL_RE.sub("", text.strip().rstrip("."), count=1)
    # "Work in progress also presented at the X, Univ (2021); the Y (2023); and the Z (2024)": the places a paper
    # was read, in a sentence
    rest = _PRESENTED_AT_RE.sub("", rest, count=1)
    if listed := _hosts_then_years(rest):
        return listed
    parts = r";(?![^()]*\))" if re.search(r"\(\s*(?:19|20)\d\d\s*\)\s*;", rest) else r"[;,](?![^()]*\))"
    items = [_LIST_LEAD_RE.sub("", i.strip()) for i in re.split(parts, rest) if i.strip()]
    found = [_host_years(i) for i in items]
    labelled = rest != text.strip().rstrip(".")  # (unlabelled, a list gives each host its year in brackets)
    if len(items) < 2 or not all(found) or not (labelled or all(map(_HOST_YEAR_RE.match, items))):
        return None
    return [pair for pairs in found if pairs for pair in pairs]
