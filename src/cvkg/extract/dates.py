"""Pure date parsers shared by the CV readers.

CVs write dates in many ways (``Sep 2019 - Jun 2020``, ``2016.9 - 2021.7 (Expected)``,
``Summer 2024 – Present``, ``Nov. 21, 1990``); the gold layout keeps only ``YYYY`` or
``YYYY-MM`` (a day only for birth dates) and ``present`` for ongoing things. A season
gives its year: it says nothing certain about the month.

>>> find_dates("Research Intern Sep 2019 - Jun 2020").period
Period(start=PartialDate(year=2019, month=9, day=None), end=PartialDate(year=2020, month=6, day=None))
>>> parse_date("Summer 2023")
PartialDate(year=2023, month=None, day=None)
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from cvkg.model import PRESENT, DateBound, Ongoing, PartialDate, Period

# Month names and abbreviations by number, in English, Spanish, Portuguese, French, German, Italian and Turkish,
# written without accents: they are matched with or without them ("março", "marco"; "février"; "März", "Maerz";
# "Ağustos", "Agustos"; the dotless "ı" of "Mayıs" as "i"). Hand-kept rather than drawn from babel (CLDR gives the
# same names, and misses the "Sept." and "set." CVs write) or parsed by dateparser (~4 ms a line, and it fills a
# missing month or day from today's date).
_MONTH_WORDS = {
    1: "january jan enero ene janeiro janvier janv januar janner jaenner gennaio gen ocak oca",
    2: "february feb febrero fevereiro fev fevrier fevr februar febbraio subat sub",
    3: "march mar marzo marco mars marz maerz mart",
    4: "april apr abril abr avril avr aprile nisan nis",
    5: "may mayo maio mai maggio mag mayis",
    6: "june jun junio junho juin juni giugno giu haziran haz",
    7: "july jul julio julho juillet juil juli luglio lug temmuz tem",
    8: "august aug agosto ago aout agustos agu",
    9: "september sep sept septiembre setiembre setembro set septembre settembre eylul eyl",
    10: "october oct octubre outubro out octobre oktober okt ottobre ott ekim eki",
    11: "november nov noviembre novembro novembre kasim kas",
    12: "december dec diciembre dic dezembro dez decembre dezember dicembre aralik ara",
}
_MONTHS = {word: number for number, words in _MONTH_WORDS.items() for word in words.split()}
# A letter and its accented forms, as the month and "present" words may carry them
# (re's IGNORECASE already takes Turkish "ı" and "İ" for "i")
_ACCENTED = {
    "a": "[aáàâäã]", "e": "[eéèêë]", "i": "[iíìî]", "o": "[oóòôöõ]", "u": "[uúùûü]", "c": "[cç]", "s": "[sş]",
    "g": "[gğ]",
}  # fmt: skip


def _accent_free(word: str) -> str:
    """A regular expression that matches ``word`` with or without accents (``aout`` matches ``août``)."""
    return "".join(_ACCENTED.get(c, re.escape(c)) for c in word)


def _folded(word: str) -> str:
    """``word`` in lower case without accents; Turkish dotless ``ı`` (which has no accent to drop) as ``i``."""
    text = unicodedata.normalize("NFKD", word.lower()).replace("ı", "i")
    return "".join(c for c in text if not unicodedata.combining(c))


def _month_number(word: str) -> int:
    """``Sept.`` -> 9, ``março`` -> 3, ``Okt`` -> 10: the number of a month name matched by ``_MONTH``."""
    return _MONTHS[_folded(word).rstrip(".")]


# (Rio de Janeiro is a city, not a January)
_MONTH = "(?<!Rio de )(?:" + "|".join(_accent_free(w) for w in sorted(_MONTHS, key=len, reverse=True)) + ")"
_SEASON = (
    r"(?:spring|summer|fall|autumn|winter|primavera|verano|ver[aã]o|estate|[eé]t[eé]|sommer|oto[nñ]o|outono|automne"
    r"|autunno|herbst|invierno|inverno|hiver|printemps|fr[üu]hling|fr[üu]hjahr|sommersemester|wintersemester"
    r"|(?-i:WS|SS|WiSe|SoSe|HS|FS)\.?)"  # German and Swiss semesters: "WS 2019/20", "SoSe 2023", "HS 2018"
)
_YEAR = r"(?:19|20)\d\d"
# "marzo de 2018", "marzo del 2018": the word between a month and its year in Spanish, Portuguese and Italian
_OF = r"(?:de\s+|del\s+)?"
# A day's ordinal mark: "21st", "1er septembre", "1º de março", "3. Mai"
_ORDINAL = r"(?:st|nd|rd|th|er|re|º|°|ª)?\.?"
_ONGOING = (
    r"(?:present|now|current|today|ongoing|(?:to\s+)?date"  # "2016 – to date" (Commonwealth English)
    r"|(?:la\s+)?actualidad|(?:el\s+|o\s+)?presente|la\s+fecha|hoy|atual(?:mente)?|o\s+momento|hoje"
    r"|em\s+andamento|e[nm]\s+curso|pr[eé]sent|aujourd['’]hui|ce\s+jour|maintenant|en\s+cours"
    r"|heute|jetzt|laufend|dato|(?:ad?\s+)?oggi|attuale|in\s+corso"
    r"|devam\s+(?:ediyor|etmekte)|halen|g[uü]n[uü]m[uü]ze?)"  # Turkish: "continuing", "still", "(to) our day"
)
# The words that open a date still going on: "since", "seit", "desde marzo de 2018", "dal 2017", "à partir de"
# ("da" only before a month: "da marzo 2018"; Portuguese "da" is "of the")
_SINCE = (
    rf"(?:since|seit|depuis|d[eè]s|desde|dal|dall['’]|da(?=\s+{_MONTH})|(?-i:[Aa]b)"
    r"|[aà]\s+partir\s+(?:de|del|d['’])\s*)"
)

# One date; the alternatives are tried in order, longest forms first.
_ONE = (
    rf"(?:{_MONTH}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+{_YEAR}"  # Nov. 21, 1990
    rf"|\d{{1,2}}{_ORDINAL}\s+(?:de\s+)?{_MONTH}\.?,?\s+{_OF}{_YEAR}"  # 21 Nov 1990, 3 de mayo de 2020, 3. Mai 2020
    rf"|{_MONTH}\.?,?\s+{_OF}{_YEAR}"  # Sept. 2018, August, 2024, marzo de 2018
    rf"|{_SEASON},?\s+{_YEAR}(?:/\d\d(?!\d))?"  # Summer 2024; a winter semester over two years, "WS 2019/20"
    rf"|{_YEAR}-\d\d-\d\d|{_YEAR}[-/.]\d{{1,2}}(?![\d.])"  # 2019-09-01, 2016.9, 2019/09
    # 01/10/2020 (Europass), 03/31/2026 (NIH), 01.10.2020
    rf"|\d{{1,2}}/\d{{1,2}}/{_YEAR}|\d{{1,2}}\.\d{{1,2}}\.{_YEAR}"
    rf"|\d{{1,2}}/{_YEAR}|(?:0?[1-9]|1[0-2])\.{_YEAR}"  # 09/2019, 09.2019
    rf"|{_YEAR})"
)
_SEP = (
    r"(?:\s*(?:-{1,2}|–|—|―|~|to|until|till)\s*"
    # "2017 a 2019", "dal 2017 al 2019", "de 2017 à 2019", "2016 bis heute", "hasta la fecha", "até o momento"
    r"|\s+(?:a|al|[aà]|au|ad|bis|hasta|at[eé]|fino\s+ad?|jusqu['’](?:[aà]|en|au))\s+)"
)
# An open range: "2019 -" before a bracket or the end, or a dash glued to its year ("2018– Professor", "X, 2011–.";
# "2019 – Best Paper Award" is a year and a separator)
_RANGE_RE = re.compile(
    rf"(?<![\w.])(?:(?P<since>since|{_SINCE})\s*)?(?P<start>{_ONE})(?:(?P<sep>{_SEP})(?P<end>{_ONE}|{_ONGOING}\b)"
    rf"|(?P<sep2>{_SEP})(?P<open>\s*)(?=[)\]]|$)|(?P<sep3>-{{1,2}}|–|—)(?=\s|[;,)\]]|\.(?:\s|$)|$))?(?![\w]|\.\d)",
    re.IGNORECASE,
)
# A start alone: "since 10/2021", "from 2022" (not "from 2019 to 2021", a range)
_SINCE_RE = re.compile(
    rf"(?<![\w.])(?:since\s+|from\s+|{_SINCE}\s*)(?P<d>{_ONE})(?!{_SEP}(?:{_ONE}|{_ONGOING}))(?![\w]|\.\d)", re.I
)
# Months of one year: "Jan – Apr 2019", "2016 (Jan–Jun)"
_MONTH_SPAN_RE = re.compile(
    rf"(?<![\w.])(?P<m1>{_MONTH})\.?{_SEP}(?P<m2>{_MONTH})\.?,?\s+{_OF}(?P<y>{_YEAR})(?!\w)"
    rf"|(?<![\w.])(?P<y2>{_YEAR})\s*\(\s*(?P<m3>{_MONTH})\.?{_SEP}(?P<m4>{_MONTH})\.?\s*\)",
    re.IGNORECASE,
)
# A range whose end gives only its last two digits: "2016–17", "1998–02"; after a hyphen only when the two
# digits cannot be a month ("2016-17", not "2019-09")
# ("2015--'16", "2019–’20": the apostrophe that clips a year says the two digits are one, never a month)
_SHORT_END_RE = re.compile(
    rf"(?<![\w.])(?<!\d[-/.])(?P<start>{_YEAR})(?:\s*[–—]\s*|--?)(?P<clip>['’‘])?(?P<end>\d\d)(?![\w.]|[-/.]\d)"
)
# A year clipped to two digits after a season or month: "Fall '16", "Spring '15--'19", "Sept. ’18 – Jun ’19"
_CLIPPED = r"['’‘](?P<{}>\d\d)(?![\w'’])"
_CLIPPED_RE = re.compile(
    rf"(?<![\w.])(?P<w1>{_SEASON}|{_MONTH})\.?,?\s+{_CLIPPED.format('y1')}"
    rf"(?:{_SEP}(?:(?P<w2>{_SEASON}|{_MONTH})\.?,?\s+)?{_CLIPPED.format('y2')})?",
    re.IGNORECASE,
)
_ONGOING_RE = re.compile(rf"(?<!\w){_ONGOING}(?!\w)", re.IGNORECASE)
_MONTH_YEAR_RE = re.compile(rf"^({_MONTH})\.?,?\s+(\d{{1,2}})?(?:st|nd|rd|th)?,?\s*{_OF}({_YEAR})$", re.I)
_DAY_MONTH_YEAR_RE = re.compile(rf"^(\d{{1,2}}){_ORDINAL}\s+(?:de\s+)?({_MONTH})\.?,?\s+{_OF}({_YEAR})$", re.I)
_SEASON_RE = re.compile(rf"^{_SEASON},?\s+({_YEAR})(?:/\d\d)?$", re.I)
_NUMERIC_RE = re.compile(rf"^({_YEAR})(?:[-/.](\d{{1,2}})(?:-(\d\d))?)?$")
_MONTH_FIRST_RE = re.compile(rf"^(\d{{1,2}})[/.]({_YEAR})$")
_FULL_NUMERIC_RE = re.compile(rf"^(\d{{1,2}})[/.](\d{{1,2}})[/.]({_YEAR})$")
# What may stay on a line of dates once the dates are gone: "(Expected)", "(33 months)".
_DATE_NOTE_RE = re.compile(r"\([^)]{0,20}\)")
_DATE_PUNCT_RE = re.compile(r"[\s,;.*_()\[\]]+")


@dataclass(frozen=True, slots=True)
class DateMatch:
    """A date or a range of dates found in a line, with where it was found."""

    start: PartialDate | None
    end: DateBound | None
    is_range: bool
    begin: int
    stop: int
    text: str

    @property
    def period(self) -> Period:
        """Start and end, to the month (an entry's dates; a day, ``2022-09-01``, says more than a CV means); a
        single date is its own start and end."""
        start = _to_month(self.start)
        return Period(start, _to_month(self.end)) if self.is_range else Period(start, start)


def _is_month_first(*texts: str) -> bool:
    """Whether numeric dates put the month first (US ``03/31/2026``) rather than the day (``31/03/2026``): the
    first date whose day cannot be a month says so for all of a range; else the day comes first."""
    for text in texts:
        if m := _FULL_NUMERIC_RE.match(text.strip().strip("*_()[],;").strip()):
            first, second = int(m.group(1)), int(m.group(2))
            if first > 12 or second > 12:
                return second > 12
    return False


def _to_month(bound: DateBound | None) -> DateBound | None:
    return PartialDate(bound.year, bound.month) if isinstance(bound, PartialDate) and bound.day else bound


def parse_date(text: str, *, month_first: bool = False) -> DateBound | None:
    """One date (``Sept. 2018``, ``2016.9``, ``Fall 2021``, ``Present``) or ``None``.

    >>> parse_date("2016.9").iso()
    '2016-09'
    >>> parse_date("now")
    <Ongoing.PRESENT: 'present'>
    """
    text = text.strip().strip("*_()[],;").strip()
    if _ONGOING_RE.fullmatch(text):
        return PRESENT
    if m := _MONTH_YEAR_RE.match(text):
        day = int(m.group(2)) if m.group(2) else None
        return _safe(int(m.group(3)), _month_number(m.group(1)), day)
    if m := _DAY_MONTH_YEAR_RE.match(text):
        return _safe(int(m.group(3)), _month_number(m.group(2)), int(m.group(1)))
    if m := _SEASON_RE.match(text):
        return PartialDate(int(m.group(1)))
    if m := _NUMERIC_RE.match(text):
        month = int(m.group(2)) if m.group(2) else None
        day = int(m.group(3)) if m.group(3) else None
        return _safe(int(m.group(1)), month, day)
    if m := _MONTH_FIRST_RE.match(text):
        return _safe(int(m.group(2)), int(m.group(1)))
    if m := _FULL_NUMERIC_RE.match(text):
        month, day = (m.group(1), m.group(2)) if month_first or int(m.group(2)) > 12 else (m.group(2), m.group(1))
        return _safe(int(m.group(3)), int(month), int(day))
    return None


def _safe(year: int, month: int | None = None, day: int | None = None) -> PartialDate | None:
    """A PartialDate, or only its year when the month or day is impossible (``2019.13``)."""
    if month is not None and not 1 <= month <= 12:
        return PartialDate(year)
    if day is not None and not 1 <= day <= 31:
        day = None
    return PartialDate(year, month, day)


def _match_to_dates(m: re.Match[str]) -> DateMatch | None:
    month_first = _is_month_first(m.group("start"), m.group("end") or "")
    start = parse_date(m.group("start"), month_first=month_first)
    if not isinstance(start, PartialDate):
        return None
    if m.group("end"):
        end = parse_date(m.group("end"), month_first=month_first)
        return DateMatch(start, end, True, m.start(), m.end(), m.group(0))
    if m.group("sep2") is not None or m.group("sep3") is not None or m.group("since"):
        # "2019 -" with nothing after the dash, "2018– Professor", "seit 10/2021": still going on.
        return DateMatch(start, PRESENT, True, m.start(), m.end(), m.group(0))
    return DateMatch(start, None, False, m.start(), m.end(), m.group(0))


def _month_span(m: re.Match[str]) -> DateMatch:
    year = int(m.group("y") or m.group("y2"))
    first, last = (m.group("m1"), m.group("m2")) if m.group("y") else (m.group("m3"), m.group("m4"))
    start, end = PartialDate(year, _month_number(first)), PartialDate(year, _month_number(last))
    return DateMatch(start, end, True, m.start(), m.end(), m.group(0))


# Months without a year, in parentheses: "(Jan–Jun)"
_BARE_MONTHS_RE = re.compile(rf"\s*\(\s*{_MONTH}\.?{_SEP}{_MONTH}\.?\s*\)", re.IGNORECASE)


def months_beside_year(text: str) -> str:
    """``2016  Visitor, Lab, City (Jan–Jun)`` -> ``2016 (Jan–Jun)  Visitor, Lab, City``: months in parentheses
    without a year of their own, moved beside the only year on the line, so they read as one span of that year.

    >>> months_beside_year("2016 Visiting Researcher, Loom Lab, Leeds (Jan–Jun)")
    '2016 (Jan–Jun) Visiting Researcher, Loom Lab, Leeds'
    """
    months = list(_BARE_MONTHS_RE.finditer(text))
    found = find_all_dates(text)
    years = [d for d in found if not d.is_range and d.start is not None and d.start.month is None]
    if len(months) != 1 or len(found) != 1 or len(years) != 1:
        return text
    m, year = months[0], years[0]
    rest = text[: m.start()] + text[m.end() :]
    return f"{rest[: year.stop]} {m.group(0).strip()}{rest[year.stop :]}"


def _in_code(text: str, found: DateMatch) -> bool:
    """A year inside a hyphenated identifier (``MSCA-2021-PF-01``) dates nothing."""
    before, after = text[max(0, found.begin - 2) : found.begin], text[found.stop : found.stop + 2]
    return len(before) == 2 and before[1] == "-" and before[0].isalnum() and after[:1] == "-" and after[1:].isalnum()


def _short_end(m: re.Match[str]) -> DateMatch | None:
    """``2016–17`` -> 2016 to 2017; ``None`` when the two digits are no later year (``2019-09``, a month)."""
    start, tail = int(m.group("start")), int(m.group("end"))
    end = start - start % 100 + tail + (100 if tail < start % 100 else 0)
    if end <= start or end - start > 20 or ("-" in m.group(0) and tail <= 12 and not m.group("clip")):
        return None
    if re.search(r"(?:\bpp?\.|\bpages?|:)\s*$", m.string[: m.start()], re.I):
        return None  # "pp. 2012–19": pages
    return DateMatch(PartialDate(start), PartialDate(end), True, m.start(), m.end(), m.group(0))


def _clipped_date(word: str, digits: str) -> PartialDate:
    """``Fall``, ``16`` -> 2016 (a season gives its year); ``Sept.``, ``18`` -> 2018-09."""
    year = two_digit_year(digits)
    is_month = re.fullmatch(_MONTH, word.rstrip("."), re.I) is not None
    return PartialDate(year, _month_number(word)) if is_month else PartialDate(year)


def _clipped(m: re.Match[str]) -> DateMatch:
    """``Fall '16--'18`` -> 2016 to 2018; ``Spring '15`` -> 2015."""
    start = _clipped_date(m.group("w1"), m.group("y1"))
    if not m.group("y2"):
        return DateMatch(start, None, False, m.start(), m.end(), m.group(0))
    end = _clipped_date(m.group("w2") or m.group("w1"), m.group("y2"))
    end = end if m.group("w2") and end.month else PartialDate(end.year)  # "Fall '16--'18": the second year alone
    return DateMatch(start, end, True, m.start(), m.end(), m.group(0))


def find_all_dates(text: str) -> list[DateMatch]:
    """Every date or date range in ``text``, left to right.

    >>> [d.period.end.iso() for d in find_all_dates("Lecturer, Leeds, 2016–17")]
    ['2017']
    >>> [(d.start.iso(), d.end.iso()) for d in find_all_dates("Fellow, 2015–'16; TA, Fall '16–'18")]
    [('2015', '2016'), ('2016', '2018')]
    """
    out = [_month_span(m) for m in _MONTH_SPAN_RE.finditer(text)]
    if "'" in text or "’" in text or "‘" in text:
        out += [_clipped(m) for m in _CLIPPED_RE.finditer(text)]
    out += [d for m in _SHORT_END_RE.finditer(text) if (d := _short_end(m)) is not None]
    for m in _SINCE_RE.finditer(text):
        start = parse_date(m.group("d"))
        if isinstance(start, PartialDate) and not any(d.begin < m.end() and m.start() < d.stop for d in out):
            out.append(DateMatch(start, PRESENT, True, m.start(), m.end(), m.group(0)))
    taken = [(d.begin, d.stop) for d in out]
    for m in _RANGE_RE.finditer(text):
        found = _match_to_dates(m)
        overlaps = found is not None and any(b < found.stop and found.begin < e for b, e in taken)
        if found is not None and not overlaps and not _in_code(text, found):
            out.append(found)
    return sorted(out, key=lambda d: d.begin)


def find_dates(text: str, *, last: bool = False) -> DateMatch | None:
    """The first (or last) date or range in ``text``; ranges win over single dates."""
    found = find_all_dates(text)
    if not found:
        return None
    ranges = [d for d in found if d.is_range]
    pool = ranges or found
    return pool[-1] if last else pool[0]


def trailing_date(text: str) -> DateMatch | None:
    """A date or range that ends ``text`` (after trailing punctuation), or ``None``."""
    found = find_all_dates(text)
    if not found:
        return None
    tail = text[found[-1].stop :].strip(" \t*_.,;:)]")
    return found[-1] if not tail else None


def is_only_dates(text: str) -> bool:
    """Whether ``text`` holds nothing but dates (``2016.9 - 2021.7 (Expected)``)."""
    found = find_all_dates(text)
    if not found:
        return False
    rest, at = [], 0
    for d in found:
        rest.append(text[at : d.begin])
        at = d.stop
    rest.append(text[at:])
    return not _DATE_PUNCT_RE.sub("", _DATE_NOTE_RE.sub("", "".join(rest)))


def is_ongoing(text: str) -> bool:
    """Whether ``text`` is a word for "still going on" (``now``, ``Present``)."""
    return bool(_ONGOING_RE.fullmatch(text.strip().strip("*_()")))


def year_of(bound: DateBound | None) -> int | None:
    """The year of a date, or ``None`` for an open or unknown one."""
    return bound.year if isinstance(bound, PartialDate) else None


def two_digit_year(text: str) -> int:
    """``'20`` -> 2020, ``'98`` -> 1998: the century that keeps the year in the past or near future."""
    value = int(text)
    return 2000 + value if value <= 40 else 1900 + value


# A month and a two-digit year, as a template's date column writes them: "09/18", "10/15-08/18"
_MONTH_SHORT_YEAR_RE = re.compile(r"(?<![\w/.])(0?[1-9]|1[0-2])/(\d\d)(?![\w/.])")


def with_full_years(field: str) -> str:
    """A field of month/two-digit-year dates with four-digit years, which the date reader reads; any other text
    as it is (a fraction or a score in a sentence is no date: only a field that holds dates alone is read so).

    >>> with_full_years("10/15-08/18"), with_full_years("09/18"), with_full_years("scored 10/15")
    ('10/2015-08/2018', '09/2018', 'scored 10/15')
    """
    expanded = _MONTH_SHORT_YEAR_RE.sub(lambda m: f"{m.group(1)}/{two_digit_year(m.group(2))}", field)
    return expanded if expanded != field and is_only_dates(expanded) else field


def single_as_end(match: DateMatch) -> Period:
    """A lone date read as an end (a graduation date), a range as itself."""
    if match.is_range:
        return Period(match.start, match.end)
    return Period(None, match.start)


def ongoing_only(text: str) -> Ongoing | None:
    """``PRESENT`` when ``text`` holds an ongoing word and no date at all."""
    if find_all_dates(text):
        return None
    return PRESENT if _ONGOING_RE.search(text) else None
