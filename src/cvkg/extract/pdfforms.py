"""The standard forms' layouts in text a PDF extractor wrote: the NIH biographical sketch and Europass. Pure.

Read by :mod:`cvkg.extract.pdftext`, which undoes the page's geometry first. A form puts known things in known
places, and these rules give them back in the shapes the section readers know:

* NIH biosketch: the name field (``NAME: Lee, Ann B.``), the education table (``INSTITUTION AND LOCATION |
  DEGREE | Completion Date MM/YYYY | FIELD OF STUDY``), the citations after the personal statement and under each
  numbered paragraph of "Contributions to Science", the link to the full bibliography, and the grants of
  "Research Support" (number, PI and dates / title / role);
* Europass: dates given to the day (``01/09/2015``), places written ``City (Country)``, and the languages among
  the personal skills (mother tongue, other languages and their grid of levels), which are no skills.

Each rule keeps every line's number, so that a record still points at the original lines.
"""

from __future__ import annotations

import re

from cvkg.extract import dates, places
from cvkg.extract.layout import DEGREE_CODES, has_marker, urls
from cvkg.extract.sections import SectionKind, find_heading

Numbered = tuple[int, str]

_DAY_DATE_RE = re.compile(r"(?<![\w/.])(\d{1,2})([./])(\d{1,2})\2((?:19|20)\d\d)(?![\d/.])")
_CELL_GAP_RE = re.compile(r"\s{2,}|\t+")
_TRAILING_DATE_RE = re.compile(r"^(.*\S)\s+(\d{1,2}/(?:19|20)\d\d|(?:19|20)\d\d)$")
_NUMBERED_RE = re.compile(r"^\s*\d{1,2}[.)]\s+\S")
_LETTERED_RE = re.compile(r"^(\s*)[a-h][.)]\s+(?=\S)")
# A US grant's number: an activity code and a serial ("R01 AI154321", "K99MH123456", "P30 CA012345-05")
_GRANT_RE = re.compile(r"^\s*([A-Z]\d{2}\s?[A-Z]{2}\d{5,6}(?:-\d{2})?)\b")
_ROLE_RE = re.compile(r"^\s*Role:\s", re.I)
# Any other funder's number in the first cell: letters and digits, no spaces ("HADDAD19I0", "2019-0417")
# (not a span of years: "2018-2021  Title")
_GRANT_ID_RE = re.compile(
    r"^\s*(?!(?:19|20)\d\d\s*-\s*(?:(?:19|20)\d\d)?\s)((?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{4,19})\s{2,}"
)
# A grant's sponsor on a line of its own: an agency's initials ("NIH/NIAID") or a funder's name
_SPONSOR_RE = re.compile(
    r"^(?:[A-Z]{2,}(?:/[A-Z]{2,})+|(?:[A-Z][\w&.'-]*\s+){0,5}(?:Foundation|Fund|Trust|Council|Agency|Institutes?"
    r"|Society|Association|Department of [A-Z]\w+))$"
)
_LEAD_IN_RE = re.compile(r"^\s*([A-Z][^:]{3,80}):\s*(\S*)\s*$")
# A numbered citation: "1. Lee AB, ...", "2. Lee, A. ..."
_CITATION_RE = re.compile(r"^\s*\d{1,2}[.)]\s+[A-Z][\w'’-]+,?\s+(?:[A-Z]{1,3}\b|[A-Z]\.)")
_NAME_FIELD_RE = re.compile(r"^\s*(?:NAME|Name)\s*:\s*(\S.*?)\s*$")
_FORM_TITLE_RE = re.compile(r"^\s*(?:#+\s*)?(?:\*\*)?[A-Z][A-Z ]{3,40}(?:\*\*)?\s*$")
# Europass's personal skills: the languages' rows ("Mother tongue(s)", "Other language(s)" and the grid of levels),
# then the other skills' rows ("Digital skills", "Communication skills")
_LANGUAGES_RE = re.compile(r"^\s*(?:mother tongues?|other languages?)(?:\(s\))?(?:\s{2,}|\s*$)", re.I)
_SKILLS_ROW_RE = re.compile(r"^\s*(?:[A-Z][\w-]+\s+){1,2}skills(?:\s{2,}|\s*$)")
_CITY_COUNTRY_RE = re.compile(r"(,\s*[A-Z][\w'’. -]{1,40}?)\s+\(([A-Z][\w ]{2,40})\)(\s*)$")


def day_dates(text: str) -> str:
    """Dates a form gives to the day (Europass ``01/09/2015``, day first; an NIH grant's ``03/31/2027``, month
    first) as month and year, the precision of a CV. A line whose dates could be read either way is read day
    first, as Europass writes them.

    >>> day_dates("01/10/2020 – 30/09/2024"), day_dates("04/01/2022 – 03/31/2027"), day_dates("v1.2.2020")
    ('10/2020 – 09/2024', '04/2022 – 03/2027', 'v1.2.2020')
    """
    found = _DAY_DATE_RE.findall(text)
    if not found:
        return text
    month_first = any(int(b) > 12 for _, _, b, _ in found) and not any(int(a) > 12 for a, _, _, _ in found)

    def month_year(m: re.Match[str]) -> str:
        month = m.group(1) if month_first else m.group(3)
        return f"{int(month):02d}/{m.group(4)}" if 1 <= int(month) <= 12 else m.group(0)

    return _DAY_DATE_RE.sub(month_year, text)


# A span of months written with two-digit years in a line's first cell: "07/12-06/15", "07/19-" (the Harvard CV)
_SHORT_YEAR_RANGE_RE = re.compile(r"^(\s*)(0[1-9]|1[0-2])/(\d\d)\s*([-–])\s*(?:(0[1-9]|1[0-2])/(\d\d))?(\s{2,}|\s*$)")


def short_year_range(text: str) -> str:
    """A first cell's span of months with two-digit years, with the years whole: ``07/12-06/15`` ->
    ``07/2012-06/2015``, ``07/19-`` -> ``07/2019-``.

    >>> short_year_range("07/12-06/15      Resident"), short_year_range("07/19-      Instructor")
    ('07/2012-06/2015  Resident', '07/2019-    Instructor')
    """

    def whole(m: re.Match[str]) -> str:
        def year(yy: str) -> str:
            return f"{19 if int(yy) >= 50 else 20}{yy}"

        end = f"{m.group(5)}/{year(m.group(6))}" if m.group(5) else ""
        cell = f"{m.group(1)}{m.group(2)}/{year(m.group(3))}{m.group(4)}{end}"
        gap = m.group(7)  # the columns after it stay where they were
        return cell + (" " * max(2, len(m.group(0)) - len(cell)) if gap.strip(" ") == "" and len(gap) >= 2 else gap)

    return _SHORT_YEAR_RANGE_RE.sub(whole, text)


def country_in_parentheses(text: str) -> str:
    """Europass's place, ``City (Country)`` at the end of an employer's line, as ``City, Country``.

    >>> country_in_parentheses("Politecnico di Milano, Milano (Italy)"), country_in_parentheses("Lab, Unit (Ops)")
    ('Politecnico di Milano, Milano, Italy', 'Lab, Unit (Ops)')
    """
    found = _CITY_COUNTRY_RE.search(text) if text.endswith(")") or text.rstrip().endswith(")") else None
    if found is None or not places.is_country(found.group(2)):
        return text
    return f"{text[: found.start()]}{found.group(1)}, {found.group(2)}{found.group(3)}"


def cells(text: str) -> list[str]:
    """A line cut at its wide gaps, emphasis marks dropped: a table row's cells."""
    return [c.strip(" *_") for c in _CELL_GAP_RE.split(text.strip()) if c.strip(" *_")]


def education_table(lines: list[Numbered]) -> list[Numbered]:
    """A form's education table flattened into lines (the NIH biosketch's ``INSTITUTION AND LOCATION | DEGREE |
    Completion Date MM/YYYY | FIELD OF STUDY``): its header becomes an ``EDUCATION`` heading and each row an entry,
    ``DEGREE in FIELD, INSTITUTION, LOCATION  DATE``; the header's second row goes.

    >>> education_table([(1, "INSTITUTION AND LOCATION   DEGREE   Completion Date   FIELD OF STUDY"),
    ...                  (2, "                           (if applicable)   MM/YYYY"),
    ...                  (3, "University of Lagos, Nigeria   PHD   06/2008   Medicine"), (4, "")])
    [(1, 'EDUCATION'), (2, ''), (3, 'PhD in Medicine, University of Lagos, Nigeria  06/2008'), (4, '')]
    """
    out = list(lines)
    for i, (n, text) in enumerate(lines):
        words = " ".join(cells(text)).lower()
        if "institution" not in words or "degree" not in words or len(cells(text)) < 2:
            continue
        out[i] = (n, "EDUCATION")
        above: tuple[int, list[tuple[int, str]]] | None = None  # the last row with a date: its index, its cells
        for k in range(i + 1, len(lines)):
            m, row = lines[k]
            if not row.strip() or find_heading(row) is not None:
                break
            placed = _placed_cells(row)
            if above is not None and dates.find_dates(row) is None and row[:1].strip():
                # a row's cells wrapped onto the line under it ("Institute for Infectious" / "Disease, Boston"):
                # each piece goes on the cell above it
                merged = _merge_cells(above[1], placed)
                out[above[0]] = (lines[above[0]][0], _table_row([c for _, c in merged]) or "")
                out[k] = (m, "")
                above = (above[0], merged)
                continue
            entry = _table_row([c for _, c in placed])
            if entry is None and any(c.isdigit() for c in row):
                break
            out[k] = (m, entry or "")
            above = (k, placed) if entry else None
        break
    return out


def _placed_cells(text: str) -> list[tuple[int, str]]:
    """A table row's cells, each with the column it starts at."""
    return [(m.start(), m.group(0).strip(" *_")) for m in re.finditer(r"\S+(?: \S+)*", text) if m.group(0).strip(" *_")]


def _merge_cells(row: list[tuple[int, str]], wrapped: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The row with each wrapped piece joined onto the cell whose column it starts nearest to."""
    merged = [list(c) for c in row]
    for at, text in wrapped:
        nearest = min(merged, key=lambda c: abs(c[0] - at))
        joiner = "" if nearest[1].endswith("-") else " "
        nearest[1] = f"{nearest[1]}{joiner}{text}"
    return [(at, text) for at, text in merged]


def _table_row(cells: list[str]) -> str | None:
    """One row of an education table as an entry, or None when it has no date (a header's second row)."""
    when, rest = None, []
    for cell in cells:
        found = _TRAILING_DATE_RE.match(cell)
        if dates.is_only_dates(cell):
            when = cell
        elif found and when is None:
            rest.append(found.group(1))
            when = found.group(2)
        else:
            rest.append(cell)
    if when is None or len(rest) < 2:
        return None
    institution, degree, *field = rest
    degree = DEGREE_CODES.get(degree.replace(".", ""), degree)  # the form's "PHD", as CVs write it
    return f"{degree}{' in ' + field[0] if field else ''}, {institution}  {when}"


def narrated_citations(lines: list[Numbered]) -> list[Numbered]:
    """A form's numbered paragraphs of prose, each followed by its lettered citations (the NIH biosketch's
    "Contributions to Science"): the citations become the list's items (``- ``) and the prose that introduces
    them, no entry of the list, is blanked.

    >>> narrated_citations([(1, "1. Tuberculosis. We showed that crowding, not income, explains the risk. This "
    ...                         "shaped the national guideline for screening of household contacts."),
    ...                     (2, "  a. Lee A. Crowding. J Epi."), (3, "     2016;20:6-8."), (4, "  b. Lee A. Yield.")])
    [(1, ''), (2, '  - Lee A. Crowding. J Epi.'), (3, '     2016;20:6-8.'), (4, '  - Lee A. Yield.')]
    """
    out = list(lines)
    content = [i for i, (_, t) in enumerate(lines) if t.strip()]
    for k, i in enumerate(content):
        text = lines[i][1]
        if not _NUMBERED_RE.match(text):
            continue
        j = k + 1
        while j < len(content) and not _LETTERED_RE.match(below := lines[content[j]][1]) and not _bullet(below):
            j += 1  # the paragraph's wrapped lines
        if j >= len(content) or not _LETTERED_RE.match(lines[content[j]][1]) or not text.strip():
            continue
        if not is_prose(" ".join(lines[at][1].strip() for at in content[k:j])):
            continue
        for at in content[k:j]:
            out[at] = (lines[at][0], "")
        while j < len(content) and not _NUMBERED_RE.match(below := lines[content[j]][1]) and not _bullet(below):
            if (found := _LETTERED_RE.match(below)) is None and is_heading_line(below):
                break
            if found is not None:  # a citation; the lines between are their wrapped ends
                out[content[j]] = (lines[content[j]][0], f"{found.group(1)}- {below[found.end() :]}")
            j += 1
    return out


def _bullet(text: str) -> bool:
    """A list marker other than a citation's letter."""
    return has_marker(text) and not _LETTERED_RE.match(text)


def is_prose(text: str) -> bool:
    """Sentences rather than a citation: many words, a sentence that ends inside, few capitalised words."""
    words = text.split()
    capitals = sum(w[:1].isupper() for w in words)
    return len(words) >= 15 and ". " in text and capitals <= 0.4 * len(words)


def is_heading_line(text: str) -> bool:
    """Whether the line is a section heading and nothing else."""
    found = find_heading(text) if text.strip() else None
    return found is not None and not found.rest


def kind_of(text: str) -> SectionKind | None:
    """The kind of section a line that is a heading, and nothing else, opens; else None."""
    found = find_heading(text) if text.strip() else None
    return found.kind if found is not None and not found.rest else None


def research_support(lines: list[Numbered]) -> list[Numbered]:
    """A grant as the NIH biosketch lists it, its number, PI and dates in cells of one line and its title on the next,
    then the subject's role, as one entry: ``NUMBER, Title  dates`` (the role, no part of a grant's name, goes).

    >>> research_support([(1, "R01 MH128877     Lee (PI)     07/2021 – 06/2026"), (2, "Sleep and memory"),
    ...                   (3, "Role: PI")])
    [(1, 'R01 MH128877, Sleep and memory  07/2021 – 06/2026'), (2, ''), (3, '')]
    """
    out = list(lines)
    content = [i for i, (_, t) in enumerate(lines) if t.strip()]
    for k, i in enumerate(content[:-1]):
        text = lines[i][1]
        found = _GRANT_RE.match(text) or _GRANT_ID_RE.match(text)
        when = dates.find_dates(text)
        if found is None or when is None or not when.is_range or len(cells(text)) < 3:
            continue  # the form's row: number, PI and dates in cells of their own
        at = k + 1
        if at + 1 < len(content) and _SPONSOR_RE.match(lines[content[at]][1].strip()):
            at += 1  # "NIH/NIAID", "Cystic Fibrosis Foundation": the sponsor's line before the title
        title = lines[content[at]][1].strip()
        if _ROLE_RE.match(title) or _GRANT_RE.match(title) or _GRANT_ID_RE.match(title):
            continue
        if dates.find_dates(title) is not None or is_heading_line(title):
            continue
        out[i] = (lines[i][0], f"{found.group(1)}, {title}  {when.text}")
        for j in range(k + 1, at + 1):
            out[content[j]] = (lines[content[j]][0], "")
        if at + 1 < len(content) and _ROLE_RE.match(lines[content[at + 1]][1]):
            out[content[at + 1]] = (lines[content[at + 1]][0], "")
    return out


def link_outs(lines: list[Numbered]) -> list[Numbered]:
    """A lead-in and its address after a list (``Complete List of Published Work in MyBibliography:`` / ``https://
    ...``) as an item of its own, on one line: not the wrapped end of the list's last item.

    >>> link_outs([(1, "- Lee A. Yield. BMC. 2018;18:4."), (2, ""), (3, "Complete list of works:"),
    ...            (4, "https://example.org/lee")])
    [(1, '- Lee A. Yield. BMC. 2018;18:4.'), (2, ''), (3, '- Complete list of works: https://example.org/lee'), (4, '')]
    """
    out = list(lines)
    content = [i for i, (_, t) in enumerate(lines) if t.strip()]
    for k, i in enumerate(content):
        found = _LEAD_IN_RE.match(lines[i][1])
        items = [lines[c][1] for c in content[max(0, k - 3) : k] if has_marker(lines[c][1])]
        if found is None or not items:
            continue
        address = found.group(2)
        if not address and k + 1 < len(content) and urls(below := lines[content[k + 1]][1].strip()) == [below]:
            address = below
            out[content[k + 1]] = (lines[content[k + 1]][0], "")
        if address and urls(address) == [address]:
            indent = items[-1][: len(items[-1]) - len(items[-1].lstrip())]  # as deep as the list's items
            out[i] = (lines[i][0], f"{indent}- {found.group(1)}: {address}")
    return out


def citations_after_prose(lines: list[Numbered]) -> list[Numbered]:
    """A numbered list of citations after a paragraph of prose, in a section that names no publications (the NIH
    biosketch's "Personal Statement" ends with up to four): a ``Publications`` heading is put before the list, on
    the number of its first line, so that the citations are read as publications.

    >>> citations_after_prose([(1, "A. Personal Statement"), (2, "I study how crowding shapes the spread of "
    ...     "tuberculosis in cities. I have led field teams in two"), (3, "of them for more than ten years."),
    ...     (4, "1. Lee AB, Diaz C. Crowding and infection. Lancet. 2021;9(3):e312-e321.")])[3:]
    [(4, 'Publications'), (4, '1. Lee AB, Diaz C. Crowding and infection. Lancet. 2021;9(3):e312-e321.')]
    """
    content = [i for i, (_, t) in enumerate(lines) if t.strip()]
    inserts: list[int] = []
    kind: SectionKind | None = None
    for k, i in enumerate(content):
        text = lines[i][1]
        found = kind_of(text)
        if found is not None:
            kind = found
            continue
        if kind is SectionKind.PUBLICATIONS or k == 0 or not _CITATION_RE.match(text):
            continue
        paragraph: list[str] = []
        for c in reversed(content[max(0, k - 8) : k]):
            if _CITATION_RE.match(lines[c][1]) or kind_of(lines[c][1]) is not None or has_marker(lines[c][1]):
                break
            paragraph.insert(0, lines[c][1].strip())
        prose = " ".join(paragraph)
        item = " ".join(lines[c][1] for c in content[k : k + 2])  # the citation, wrapped or not
        if paragraph and is_prose(prose) and prose.endswith(".") and re.search(r"\b(?:19|20)\d\d\b", item):
            inserts.append(i)
    if not inserts:
        return lines
    out: list[Numbered] = []
    for i, line in enumerate(lines):
        if i in inserts:
            out.append((line[0], "Publications"))
        out.append(line)
    return out


def form_name(lines: list[Numbered]) -> list[Numbered]:
    """A form's name field in the first lines (``NAME: Lee, Ann B.``) as the subject's name (``Ann B. Lee``), and
    the form's title in capitals above it (``BIOGRAPHICAL SKETCH``), which is no name, blanked.

    >>> form_name([(1, "BIOGRAPHICAL SKETCH"), (2, "Provide the following."), (3, "NAME: Lee, Ann B.")])
    [(1, ''), (2, 'Provide the following.'), (3, 'Ann B. Lee')]
    """
    content = [i for i, (_, t) in enumerate(lines) if t.strip()][:15]
    for k, i in enumerate(content):
        found = _NAME_FIELD_RE.match(lines[i][1])
        if found is None:
            continue
        name = found.group(1)
        if name.count(",") == 1:
            last, first = (part.strip() for part in name.split(","))
            name = f"{first} {last}"
        out = list(lines)
        out[i] = (lines[i][0], name)
        for c in content[:k]:
            if _FORM_TITLE_RE.match(lines[c][1]) and kind_of(lines[c][1]) is None:
                out[c] = (lines[c][0], "")
        return out
    return lines


def europass_languages(lines: list[Numbered]) -> list[Numbered]:
    """Europass's rows of languages among the personal skills set apart from the skills: a ``Languages`` heading
    goes before the first (``Mother tongue(s)``), and a ``Skills`` heading before the first row of another kind
    of skill after them (``Digital skills``), each on the number of the line it precedes.

    >>> europass_languages([(1, "PERSONAL SKILLS"), (2, "Mother tongue(s)  Dutch"), (3, "English  C2 C1 C1"),
    ...                     (4, "Driving skills  B")])  # doctest: +NORMALIZE_WHITESPACE
    [(1, 'PERSONAL SKILLS'), (2, 'Languages'), (2, 'Mother tongue(s)  Dutch'), (3, 'English  C2 C1 C1'),
     (4, 'Skills'), (4, 'Driving skills  B')]
    """
    first = next((i for i, (_, t) in enumerate(lines) if _LANGUAGES_RE.match(t)), None)
    if first is None:
        return lines
    skills = next((i for i in range(first + 1, len(lines)) if _SKILLS_ROW_RE.match(lines[i][1])), None)
    skills = None if skills is not None and is_heading_line(lines[skills][1]) else skills  # a heading already
    out: list[Numbered] = []
    for i, line in enumerate(lines):
        if i == first:
            out.append((line[0], "Languages"))
        elif i == skills:
            out.append((line[0], "Skills"))
        out.append(line)
    return out
