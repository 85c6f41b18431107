"""Awards (talks are in :mod:`cvkg.extract.talks`, teaching in :mod:`cvkg.extract.courses`, service in
:mod:`cvkg.extract.service`, students and committees in :mod:`cvkg.extract.advising`).

An awards section is a list whose items carry a name, sometimes an awarder and a date; grants written a
paragraph each (funder, role, dates, title) are one award per paragraph.
"""

from __future__ import annotations

import dataclasses
import re

from cvkg.extract import dates, grants, labels, layout
from cvkg.extract.citation_authors import split_author_prefix
from cvkg.extract.places import INSTITUTION_RE, ORGANIZATION_RE
from cvkg.extract.sections import Section
from cvkg.model import Award, PartialDate, Period, SourceDocument


def _wrapped_dates(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """An item's years wrapped onto an indented line of their own (``-   Distinguished Professor,`` over
    ``    2023--2026``) go back on the line whose comma they close; so does the rest of an undated item's phrase
    wrapped with its year (``-   Vernon Award, Association`` over ``    for Policy Analysis, 2022``)."""
    out = list(lines)
    for i in range(1, len(out)):
        above, text = out[i - 1][1], out[i][1]
        if not above.strip() or layout.indent_of(text) == 0 or layout.has_marker(text):
            continue
        closes = above.rstrip().endswith(",") and dates.is_only_dates(text.strip())
        goes_on = text.strip()[:1].islower() and dates.find_dates(above) is None and dates.trailing_date(text)
        if closes or goes_on:
            out[i - 1], out[i] = (out[i - 1][0], f"{above.rstrip()} {text.strip()}"), (out[i][0], "")
    return out

def awards(section: Section, doc: SourceDocument) -> list[Award]:
    """One award per item; a year (or range) on the line is the award's year; grants written a paragraph each
    (funder, role, dates, title) one award per paragraph."""
    if not (found := grants.grant_paragraphs(section.lines)):
        return _listed_awards(section, doc)
    spanned = {n for grant in found for n, _ in section.lines if grant.first <= n <= grant.last}
    rest = dataclasses.replace(section, lines=[(n, t) for n, t in section.lines if n not in spanned])
    paragraphs = [Award(g.name, doc.span(g.first, g.last), period=g.period) for g in found]
    return sorted([*paragraphs, *_listed_awards(rest, doc)], key=lambda award: award.span.line)


def _listed_awards(section: Section, doc: SourceDocument) -> list[Award]:
    """One award per item; a year (or range) on the line is the award's year.

    An undated line right under a dated award that names an organization and no prize
    (``2022  ERC Starting Grant`` / ``European Research Council``) is its awarder, not an award.
    """
    out: list[Award] = []
    dated_above = False
    last_first = 0  # the text line the last award starts on (a span's line is the source's, not the text's)
    years = labels.group_years(section.lines, has_bare_headings=False)
    # (a status label between paragraphs, "Current" over the grants, parts them as a blank line would)
    unwrapped = layout.join_wrapped_paragraphs(section.lines)
    kept = [(n, t if n in years and not _is_no_award(t) else "") for n, t in unwrapped]
    raw = dict(kept)
    items = layout.join_open_lines(_wrapped_dates([(n, piece) for n, t in kept for piece in _run_on_awards(t)]))
    header = next((layout.cells(t) for _, t in section.lines if labels.is_column_header(t)), [])
    for block in _dated_items(layout.pair_date_lines(items)):
        text = layout.unlink(block.head)  # "[Travel Grant](https://...)": the name linked (and no year in its address)
        if dates.is_only_dates(text) or _AMOUNT_LINE_RE.fullmatch(text.strip()):
            continue  # "$612,000 total costs" under a grant: its amount, no award of its own
        if (listed := _YEAR_LIST_RE.search(text)) and (name := _award_name(text[: listed.start()])):
            # "Excellence in Teaching Award, 2018 and 2022": won twice, an award for each year
            span = doc.span(block.first, block.last)
            out.extend(Award(name, span, period=Period(PartialDate(int(y)), PartialDate(int(y))))
                       for y in re.findall(r"(?:19|20)\d\d", listed.group("years")))
            dated_above, last_first = True, block.first
            continue
        found = dates.trailing_date(text) or dates.find_dates(text)
        if found is None and dated_above and not block.is_marked and _is_awarder(text):
            out[-1] = dataclasses.replace(out[-1], span=doc.span(last_first, block.last))
            dated_above = False
            continue
        if found is None and text.endswith(".") and len(text.split()) >= 5 and not _PRIZE_RE.search(text):
            continue  # "Selected; the full list is on the website.": a note on the list
        dated_above = found is not None
        period = Period()
        if found is not None:
            period = found.period if found.is_range else Period(found.start, found.start)
            text = (text[: found.begin] + text[found.stop :]).strip()
            # "Grant X, 2021–2026  2021" (a year label, the grant's years in a comment): the range tells more
            if not found.is_range and (span := dates.trailing_date(text)) is not None and span.is_range:
                period, text = span.period, text[: span.begin].strip()
            lead = dates.find_dates(text)
            if lead is not None and lead.begin == 0 and lead.start == found.start:
                text = text[lead.stop :]  # "2023 · Best Paper, SL (SL 2023)": the year said twice
        row = layout.strip_marker(raw.get(block.first, "")).strip()
        cells = [c for c in re.split(r"\t+|\s{3,}", row) if not dates.is_only_dates(c)]
        named = [c for c in cells if not (_GRANT_ROLE_CELL_RE.fullmatch(c) or _MONEY_CELL_RE.fullmatch(c))]
        if (headed := _headed_name(header, row)) is not None:
            text = headed  # "Dates  Funder  Role  Amount  Title": the column its header names the award by
        elif len(cells) >= 3 and named:
            # a table's row, "Award   Awarding body   Category": the award is its first cell, past the subject's
            # role on a grant ("PI", "Co-I (PI: X)") and its amount; a grant's title, in sentence case, before
            # the funder's programme ("PI   Kestrel Foundation Pilot Award   Sleep in the ward")
            text = next((c for c in named if _is_sentence_case(c)), named[0])
        elif len(cells) == 2 and INSTITUTION_RE.search(cells[1]) and not INSTITUTION_RE.search(cells[0]):
            text = cells[0]  # "2009   Alpha Omega Alpha   Elm College of Medicine": the award, then who gave it
        name = _award_name(_grant_as_named(text))
        if bold := _BOLD_THEN_DETAIL_RE.match(row):
            name = _award_name(layout.plain(bold.group(1)))  # "**K08 Award** (K08 CA1) — *Title*": the bold names it
        under = [layout.plain(sub).strip() for sub in block.subs[:2]]
        if name and under and (_GRANT_NUMBER_RE.fullmatch(under[0]) or (
            len(under) == 2 and _FUNDING_ROLE_RE.fullmatch(under[1])
        )):
            # the Harvard CV's funding block: title / "NIH/NHLBI K23 HL131234" / "PI ($845,000)" / description --
            # the line over the subject's role names the grant's number or funder, part of its name
            name = f"{name}, {layout.plain(block.subs[0]).strip()}"
        if period == Period() and (year := years.get(block.first)) is not None:
            period = Period(PartialDate(year), PartialDate(year))  # "### 2023" over "- Sloan Fellowship"
        if name:
            out.append(Award(name, doc.span(block.first, block.last), period=period))
            last_first = block.first
    return out


# A table's column that names the award, the best first: the award's own name, then its scheme or funder (a
# grant's title names its project, not the award)
_NAME_COLUMNS = (("award", "awards", "prize", "honor", "honors", "name"), ("funder", "agency", "sponsor"))


def _headed_name(header: list[str], row: str) -> str | None:
    """The cell of a table's row (its dates left out) that holds the award's name, by the table's header row
    (``Dates  Funder  Role  Amount  Title``), when the row has a cell under each of its other columns; a cell that
    filled its column may stand two spaces from the next (``Medical Research Scotland  Co-I``)."""
    dated = {"date", "dates", "year", "years", "year(s)", "period"}
    heads = [h.lower().strip(" :") for h in header if h.lower().strip(" :") not in dated]
    column = next((heads.index(h) for names in _NAME_COLUMNS for h in heads if h in names), None)
    # "Funding body  Scheme / project title  Role": the funder's scheme names the grant, not the funder alone
    column = next((k for k, h in enumerate(heads) if re.search(r"\bscheme\b", h)), column)
    if len(heads) < 2 or column is None:
        return None
    for gap in (r"\t+|\s{3,}", r"\t+|\s{2,}"):
        cells = [c for c in re.split(gap, row) if c and not dates.is_only_dates(c)]
        if len(cells) == len(heads):
            return cells[column]
    return None


# A grant's sentence that only says the subject's part in it: "Principal Investigator.", "Co-Investigator (PI: X)."
_ROLE_SENTENCE_RE = re.compile(
    r"(?:(?:co-?|site |multiple |contact )?(?:principal investigator|PI|investigator)|co-?I|mentor|consultant)"
    r"(?:\s*\([^()]*\))?",
    re.I,
)


def _grant_as_named(text: str) -> str:
    """A grant written in sentences, as the golds name a grant: ``[Role.] Title. Funder (number).`` gives ``Funder
    (number), Title``; cited as a reference, ``Lund, A. (PI). Title. Funder.``, it keeps the reference's order
    without the names and the role. Any other text as it is."""
    # (the amount after the years, which the reader took out already: "Funder (R01 X). . $2,981,406")
    text = re.sub(rf"(?:[\s.,;]*(?:{_AMOUNT_RE.pattern}))+[\s.,;]*$", "", text.strip()).rstrip(" .,;")
    if (cited := split_author_prefix(text)) and (role := re.match(r"\(([^()]{1,40})\)\.\s+", cited[1])):
        return cited[1][role.end() :] if _ROLE_SENTENCE_RE.fullmatch(role.group(1)) else text
    sentences = [p.strip() for p in re.split(r"(?<=[a-z0-9)])\.\s+(?=[A-Z])", text)]
    if sentences and _ROLE_SENTENCE_RE.fullmatch(sentences[0]):
        sentences = sentences[1:]
    if len(sentences) != 2:
        return text
    title, funder = sentences
    if not _is_sentence_case(title) or _is_sentence_case(funder) or not ORGANIZATION_RE.search(funder):
        return text
    return f"{funder}, {title}"


def _is_sentence_case(text: str) -> bool:
    """``Sleep loss in the ward after surgery``: four words or more, most after the first in lower case."""
    words = [w for w in re.findall(r"[^\W\d_][\w'-]*", text)][1:]
    return len(words) >= 3 and sum(w[0].islower() for w in words) > len(words) / 2


_AMOUNT_LINE_RE = re.compile(
    # ("Total costs: $3,112,450", "Budget: €80,000": the amount under its label)
    r"(?i:(?:(?:total|direct|indirect|annual)\s+)?(?:costs?|amount|budget|award amount)\s*:\s*)?"
    r"(?:[A-Z]{3}\s*)?[$€£]\s*\d[\d,.]*\s*(?:[kKmM]\b|million)?(?:\s+(?:total|direct|indirect|annual)?\s*(?:costs?)?)?\.?"
)


# A grant table's cell that names the subject's role on it, or its amount
_GRANT_ROLE_CELL_RE = re.compile(
    r"(?:(?:site|co-?|contact|multiple|mpi)[\s-]*)?(?:pi|p\.i\.|i|investigator|principal investigator|co-?investigator"
    r"|mentor|trainee|fellow|project lead(?:er)?)(?:\s*\(.*\))?",
    re.I,
)
# A grant's number on a line of its own, maybe after its agency: "NHLBI K23HL118844", "NIH/NHLBI R01 HL162345"
_GRANT_NUMBER_RE = re.compile(r"(?:[A-Z]{2,}(?:/[A-Z]{2,})*\s+)?[A-Z]\d{2}\s?[A-Z]{2}\s?\d{5,6}(?:-\d{2})?")
# The subject's part in a grant on a line of its own, with its amount: "PI ($845,000)", "Co-I", "Site PI ($50,000)"
_FUNDING_ROLE_RE = re.compile(
    r"(?:(?:site|contact|multiple|co-?)[\s-]*)?(?:PI|Co-?I|Principal Investigator|Co-?Investigator|Mentor)"
    r"(?:\s*\([^()]*\))?",
    re.I,
)
_MONEY_CELL_RE = re.compile(r"(?:[A-Z]{3}\s*)?[$€£]?\s*\d[\d,.]*\s*(?:[kKmM]\b)?(?:\s*\(.*\))?")


# Years an award was won, listed at the end of its line: ", 2018 and 2022", "(2019, 2021, 2023)"
# (the awarder in brackets may close it: "Presidential Fellowship, 2018, 2019, 2020 (University of X)")
_YEAR_LIST_RE = re.compile(
    r"[,\s(]\s*(?P<years>(?:19|20)\d\d(?:\s*(?:,|;|and|&)\s*(?:19|20)\d\d)+)\s*\)?(?:\s*\([^()\d]*\))?\.?$"
)


# "**Active**" over a funding list's current grants, "Completed:" over the past ones
_STATUS_GROUP_RE = re.compile(
    r"(?:active|current|ongoing|completed|past|previous|pending|submitted|under review|awarded|prior)"
    r"(?:\s+(?:grants?|funding|support|awards?|projects?))?\s*:?",
    re.I,
)


def _run_on_awards(line: str) -> list[str]:
    """``A Prize (2012); B Award (2007--2012); Fellow, X (2019).``: a paragraph of dated awards parted by
    semicolons, one award a piece; any other line whole."""
    pieces = [p.strip(" .") for p in re.split(r";\s+", line)]
    if len(pieces) >= 2 and all(re.search(r"(?:19|20)\d\d", p) for p in pieces):
        return pieces
    return [line]


def _is_no_award(line: str) -> bool:
    """A group's heading (``### Fellowships``, ``**Active**``) or a table's column names (``Year  Award``)."""
    plain = layout.plain(line).strip()
    if _ROLE_LINE_RE.match(plain):
        return True  # "Role: Co-Investigator (PI: X)" under a grant: the subject's part in it
    return layout.is_group_heading(line) or labels.is_column_header(line) or bool(_STATUS_GROUP_RE.fullmatch(plain))


# An award named in bold, then what it is in brackets or after a dash: "**ASH Scholar Award** (Fellow to Faculty)"
_BOLD_THEN_DETAIL_RE = re.compile(r"^(?:\*\*|__)([^*_]{4,}?)(?:\*\*|__)\s*(?:\(|[—–]\s)")
_ROLE_LINE_RE = re.compile(r"^(?:my |subject's )?role(?: on (?:the )?(?:grant|project|award))?\s*:\s", re.I)


def _dated_items(lines: list[tuple[int, str]]) -> list[layout.Block]:
    """The section's items; under a dated item, an unmarked line at the margin with a date of its own
    is an item too (``Fellowship  2024 \\\\ Best Paper Award  2023`` in one LaTeX ``\\item``)."""
    out: list[layout.Block] = []
    for block in layout.blocks(lines):
        apart = layout.own_lines(block, lambda t: dates.trailing_date(t) is not None)
        if not apart or dates.trailing_date(block.head) is None:
            out.append(block)
            continue
        starts = {n for n, _ in apart}
        out.append(layout.Block(block.first, block.first, block.head, is_marked=block.is_marked))
        for (n, raw), text in zip(block.sub_lines, block.subs, strict=True):
            if n in starts:
                out.append(layout.Block(n, n, text))
            else:
                out[-1].subs.append(text)
                out[-1].sub_lines.append((n, raw))
                out[-1].last = n
    return out


_AMOUNT_RE = re.compile(
    # (its thousands set apart by spaces, as Europe writes them: "SEK 3 600 000")
    r"(?:[$£€¥]|\b(?:USD|CAD|AUD|EUR|GBP|CHF|NZD|SEK|NOK|DKK|JPY)\s?)\s?\d[\d,.]*(?:[ \u00a0\u2009\u202f]\d{3}(?!\d))*"
    r"\s?(?:[kKmM]\b|million\b)?"
    r"|\b\d[\d,.]*\s?(?:USD|CAD|AUD|EUR|GBP|CHF|NZD|SEK|NOK|DKK|JPY)\b"
    # the currency after the sum, as German and French write it: "1,5 Mio. €", "ca. 1,6 Mio. €", "250 k€"
    r"|(?:\bca\.\s?)?\b\d[\d,.]*\s?(?:Mio\.?|Mrd\.?|Millionen|million|[kKM])?\s?[€$£]"
)
# The subject's part in a grant: "PI, ...", "(co-PI)", "(PI: R. Byron)", ", Co-I", "(Project Leader)",
# ", investigadora responsable"
_ROLE_WORDS = (
    r"(?:co-?)?(?:PI|I|investigator|applicant)|M-?PI|multiple PI|(?:co-?)?principal investigator"
    r"|(?:project|team) (?:leader|member)"
    r"|investigador(?:a)? (?:responsable|principal)|pesquisador(?:a)? (?:respons[áa]vel|principal)|coordinator"
    r"|participant"
)
_GRANT_ROLE_RE = re.compile(
    # ("co-PI (with J. Roe)": the part and whom it was shared with)
    rf"\(\s*(?:{_ROLE_WORDS})\b[^()]*\)|(?:^|,)\s*(?:{_ROLE_WORDS})(?:\s*\(with\s[^()]*\))?\s*(?=,|$)"
    # "..., Principal Investigator of the PoliMi unit": the subject's part in one partner's share
    rf"|,\s*(?:(?:unit|local|site)\s+)?(?:{_ROLE_WORDS})\s+(?:of|for)\s+(?:the\s+)?[^,]{{1,40}}?\b(?:unit|node|site)\s*$",
    re.I,
)
# "($412,000, PI)", "(€80k)": a closing bracket of nothing but the amount and the subject's part
_AMOUNT_AND_ROLE_RE = re.compile(
    rf"\s*\(\s*(?:(?:{_AMOUNT_RE.pattern}|{_ROLE_WORDS}|total|(?:in)?direct|costs?|per year|over \d+ years)"
    r"[\s,;/]*)+\)\s*$",
    re.I,
)


# A grant's number said beside its name: in brackets after a number's sign ("(Nr. 101117452)", "(grant no.
# 2019-04)"), or all digits after a comma (", 03-004-2023-0071"); a funder's code stays the name's ("CAREER Award,
# DMS-2143817", "(NSFC 22322201)", "(BR 5521/1-1)")
_GRANT_NUMBER_IN_NAME_RE = re.compile(
    r"\s*\((?:(?:grant\s+)?(?:Nr|No|Nº|n°|Prot)\.?\s*|#\s*)(?:[A-Z]{1,4}[\s-]?)?\d[\d/.\s-]{3,}\d\)"
    r"|,\s*\d[\d/-]{5,}\d(?=\s*(?:,|$))",
    re.I,
)


def _award_name(text: str) -> str:
    """An award or grant as named: without the subject's role in it, the amount, a ``for <work>`` reason,
    or the quotes around a grant's title (the gold convention for grants)."""
    # "“Premio X” for the best PhD thesis in Y": the prize named in quotes, then what it was given for
    text = re.sub(r"^\s*([\"“][^\"“”]{3,}[\"”])\s+for\s+.*$", r"\1", text)
    # ", £9,400" and, where the year stood between, ", ($10,000)"; a closing "(£1.2M)" or "($35,000, PI)" too
    text = _AMOUNT_AND_ROLE_RE.sub("", text.rstrip(" ,;"))
    text = re.sub(rf"\s*\(\s*(?:{_AMOUNT_RE.pattern})\s*\)", "", text)  # "Insight Grant ($186,000), Title"
    # (a comma that goes on with three digits is inside the amount: "$420,000")
    # ("$2.9M total", "$1.8M total costs": the amount and what it counts)
    text = re.sub(
        rf"[,.;][”\"]?\s*(?:{_AMOUNT_RE.pattern}|\(\s*(?:{_AMOUNT_RE.pattern})\s*\))(?:\s+total(?:\s+costs?)?)?"
        r"(?=\s*(?:,(?!\d{3})|\.?$))",
        "",
        text,
    )
    text = _GRANT_NUMBER_IN_NAME_RE.sub("", text)  # "(Nr. 101117452)", "(BR 5521/1-1)", ", 03-004-2023-0071"
    text = re.sub(r"[\"“”]", "", text)  # ("“Title,” PI": the comma before the role stands inside the quotes)
    text = _GRANT_ROLE_RE.sub(",", _GRANT_ROLE_RE.sub(",", text))  # "Co-I (PI: A. Lund)": the bracket, then the role
    text = re.sub(r",\s*for\s+[^,]+$", "", text.strip(" ,;"))  # "Gladstone Prize, for Ink and Salt"

    text = re.sub(r",?\s*\(for\s+[^()]+\)\s*$", "", text)  # "Sanders Prize (for ``Dogmatism'')"
    text = re.sub(r"^[^\w(\"“'‘]+", "", text)  # "🥇 Best Article Award": a medal's emoji, a bullet left over
    text = re.sub(r"\s*\(\s*\)|\s*\((?:declined|not taken up|deferred|withdrawn)\)", "", text, flags=re.I)
    text = re.sub(r"\s*,(?:\s*,)+", ",", re.sub(r"\s+", " ", text))
    text = re.sub(r"\s*[,;]\s*\.$", "", text)  # "Title, investigadora responsable, ." leaves "Title, ."
    # "R01 NR1 (PI) — NIH. "Title." 2021–2026.": what the role, the quotes and the dates leave
    text = re.sub(r"\s*,\s*(?=[—–])", " ", text)
    text = re.sub(r"(?:\s*\.)+\s*$", "", re.sub(r"\.(?:\s*\.)+", ".", re.sub(r"\s+\.", ".", text)))
    text = re.sub(r"\s+\)", ")", text)  # "(SL 2023)" without its year: "(SL)"
    text = re.sub(r"\s+,", ",", text)  # "Award X (PI), Title" without its role: "Award X, Title"
    ends = " ,;:-–—·•|"  # "2023 · Best Paper Award": the separator the year leaves
    text = text.strip(ends).strip("()") if text.count("(") != text.count(")") else text.strip(ends)
    return _without_awarder(text)


# An award's own name ends on what it is: "... Award", "Best Poster", "Teacher of the Year", "Gold Medal (2nd)"
_AWARD_NOUN_END_RE = re.compile(
    r"\b(?i:awards?|prizes?|medals?|fellowships?|scholarships?|lectureships?|lecture|poster|paper|presentation"
    r"|abstract|grant|honou?rs?|distinction|studentship|bursary|citation|of the year)(?:\s*\([^()]*\))?$"
)
# A grant's number, which keeps what follows it in the grant's name: "DMS-2238804", "R01 GM135512", "102876"
_NUMBERED_RE = re.compile(r"\b[A-Z]{1,6}[- ]?\d{2,}|\b\d{4,}\b")


def _without_awarder(name: str) -> str:
    """An award's name without the body or event that gave it, written after a comma: "Best Poster, ACS Fall
    Meeting" gives "Best Poster", "Vilas Associate Award, UW–Madison" gives "Vilas Associate Award" (the gold
    convention). The comma stays when it is part of the name ("Fellow, American College of Cardiology"), when a
    note follows in lower case ("..., honorable mention"), and in a grant's name, its number and title after it
    ("NSF CAREER Award, DMS-2238804, Title"; "Insight Grant, Sleep loss in the ward")."""
    head, comma, tail = name.partition(", ")
    if not comma or not _AWARD_NOUN_END_RE.search(head) or not tail[:1].isupper() or len(head.split()) < 2:
        return name  # ("Fellowship, Leibniz-Zentrum": a bare noun needs its body)
    if _NUMBERED_RE.search(tail) or _is_sentence_case(tail) or re.search(r"[\"“”:]", tail):
        return name
    if re.search(r"(?i:grant)$", head):
        return name  # a grant is named with its funder and title: "Discovery Grant, NSERC", "Research Grant, Title"
    return head


_PRIZE_RE = re.compile(
    r"\b(?:awards?|prizes?|fellow(?:ship)?s?|grants?|scholarships?|medals?|honou?rs?|distinction|finalist"
    r"|mention|recognition|best|winner|nominee|stipend|chair|lecture(?:ship)?)\b",
    re.I,
)


def _is_awarder(text: str) -> bool:
    """``European Research Council``, ``Alexander von Humboldt Foundation``: who gave it, not what."""
    return bool(ORGANIZATION_RE.search(text)) and not _PRIZE_RE.search(text) and len(text.split()) <= 10
