"""The text and Markdown CV reader: normalise, find sections, read each, build the CvRecord.

PDF, HTML and LaTeX sources arrive as text too, so this reader also cleans the artifacts
their converters leave (inline LaTeX math such as ``$Postdoctoral\\ Researcher$``, lost
``\\r`` escapes, leader dots). Normalising keeps one text line per source line, so every
span still points at the right line.
"""

from __future__ import annotations

import re
from collections import Counter

from cvkg.errors import ExtractionError
from cvkg.extract import (
    advising,
    awards,
    committees,
    courses,
    dates,
    front_matter,
    history,
    labels,
    layout,
    pandoc,
    pdfcells,
    pdfforms,
    pdftext,
    profile,
    publication_claims,
    publications,
    rchunks,
    service,
    talks,
    topics,
)
from cvkg.extract.jobs import positions
from cvkg.extract.sections import Section, SectionKind, split_sections
from cvkg.model import CvRecord, Degree, Position, SourceDocument, Text

# Inline math between two dollars; an escaped dollar (pandoc's and LaTeX's "\\$412,500") is a dollar sign
_MATH_RE = re.compile(r"(?<!\\)\$([^$\n]*?)(?<!\\)\$")
_LATEX_DROP_RE = re.compile(r"\\(?:label|ref|cite|vspace|hspace)\{[^}]*\}|\\[lc]?dots|\\ldots|\\quad|\\qquad")
_LATEX_CMD_RE = re.compile(r"\\[a-zA-Z]+\*?")
_LOST_ROMAN_RE = re.compile(r"\{\s?m\s+([^{}]*)\}")  # "{\rm X}" after "\r" was lost
_LOST_RIGHT_RE = re.compile(r"(?:\\right|(?<=\s)ight)([)\]])")
_ENTITY = {"&amp;": "&", "&nbsp;": " ", "&lt;": "<", "&gt;": ">", "&#39;": "'", "&quot;": '"'}
# Markdown site generators (Jekyll, Hugo): template tags and inline HTML carry no CV text.
_TEMPLATE_RE = re.compile(r"\{%.*?%\}|\{\{.*?\}\}|</?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?/?>")
# Inline HTML in Markdown: a superscript after a name is a mark ("Zhou, Y.<sup>s</sup>", "Li<sup>1</sup>"),
# kept only when it is a co-first star or dagger; after a digit it is an ordinal or power ("1<sup>st</sup>").
# A list item ("<li>") is a line of a list.
_SUP_RE = re.compile(r"(\d?)<sup>([^<]{0,12})</sup>", re.I)
_LI_RE = re.compile(r"^(\s*)<li(?:\s[^<>]*)?>", re.I)
_FENCE = {"---", "+++"}
# Obsidian: "[[Page|shown text]]", "[[Page]]"; an embed "![[file]]" shows no text here
_WIKILINK_RE = re.compile(r"(!?)\[\[([^\[\]|]*?)(?:\|([^\[\]]*))?\]\](?!\()")  # "[[[paper]](url)" is a link
# Obsidian callout header "> [!info]- Title": a box's label, not CV text; then a quote marker "> "
_CALLOUT_RE = re.compile(r"^\s*(?:>\s*)+\[![\w-]+\][+-]?.*$")
_QUOTE_RE = re.compile(r"^\s*(?:>\s?)+")
# An HTML link in Markdown: its address is kept, as a Markdown link would keep it
_ANCHOR_RE = re.compile(r"<a\s[^<>]*?href\s*=\s*[\"']([^\"']+)[\"'][^<>]*>(.*?)</a\s*>", re.I | re.S)
_IMG_ALT_RE = re.compile(r"<img\s[^<>]*?alt\s*=\s*[\"']([^\"']*)[\"'][^<>]*>", re.I)
# An HTML table cell's end, and a line break inside a Markdown line ("Title <br> Authors"): a column gap
_CELL_END_RE = re.compile(r"</t[dh]>|<br\s*/?>", re.I)
# A break a converter put where the PDF's cell wrapped: after a comma or before a word in lower case
_WRAP_BREAK_RE = re.compile(r"(?<=,)\s*<br\s*/?>\s*|(?<=\w)\s*<br\s*/?>\s*(?=[a-z])")
# A line that only says which of a list's groups follows: the Harvard CV's "Local", "National", "*Past*",
# "**Current**" over its appointments, committees and talks, "Invited" and "Contributed" over talks; no entry,
# and no heading of a section
_SCOPE_LABEL_RE = re.compile(
    r"^\s*([*_]{0,2})(?:past|current|local|regional|national|international|local/national|national/international"
    r"|regional/national|invited|contributed)\1\s*:?\s*$",
    re.I,
)
_UNDERLINE_RE = re.compile(r"^\s{0,3}(=+|-+)\s*$")
# A rule drawn with box-drawing characters, underscores or tildes (a heading's underline in PDF text): no text
_RULE_RE = re.compile(r"^\s*[─━═▬_~]{3,}\s*$")
# A Word field code that a text export keeps before the link's shown text: ' HYPERLINK "mailto:a@x.org" a@x.org',
# ' HYPERLINK \\l "anchor" ...': the field's instruction shows nothing
_FIELD_CODE_RE = re.compile(r'\s?\bHYPERLINK\s+(?:\\[a-z]\s+)?"[^"]*"\s*')
# Leader dots between an entry and its dates ("Mechanics ........ Fall 2019"): a column gap
_LEADER_RE = re.compile(r"[ \t]*(?:(?:\.[ \t]?){4,}|…{2,})[ \t]*")


def _math(m: re.Match[str]) -> str:
    inner = _LOST_ROMAN_RE.sub(r"\1", m.group(1))
    inner = _LOST_RIGHT_RE.sub(r"\1", inner)
    inner = _LATEX_DROP_RE.sub(" ", inner)
    inner = inner.replace("\\ ", " ").replace("\\times", "×").replace("\\left", "")
    inner = _LATEX_CMD_RE.sub(" ", inner)
    inner = inner.replace("{", "").replace("}", "")
    return " " + re.sub(r"\s+", " ", inner).strip() + " "


def _superscript(m: re.Match[str]) -> str:
    digit, inner = m.group(1), m.group(2).strip()
    return digit + (inner if digit or set(inner) <= set("*†‡") else "")


def _wikilink(m: re.Match[str]) -> str:
    return "" if m.group(1) else (m.group(3) or m.group(2)).strip()


def _anchor(m: re.Match[str]) -> str:
    """``<a href="u">t</a>`` -> ``[t](u)``; a badge's text is its image's alt text."""
    inner = _IMG_ALT_RE.sub(lambda alt: alt.group(1), m.group(2))
    text = re.sub(r"<[^<>]*>", "", inner).strip()
    return f"[{text}]({m.group(1).strip()})"


_SHORTCODE_RE = re.compile(r"\{\{[<%]\s*(?:fa|icon|fab|fas|far|bi|ai)\b[^{}]*[>%]\}\}\s*")
# Pandoc's bracketed span, text with attributes for a style sheet: "[2021--present]{.cv-date}",
# "[Chair]{.role style="x"}" show "2021--present", "Chair" (not a link: no "(url)" between "]" and "{")
_SPAN_RE = re.compile(r"\[([^\[\]]*)\]\{[.#][^{}]*\}")
# Pandoc's attributes after a heading or a link, for the HTML it writes: "## Experience {data-icon=laptop}",
# "Contact {#contact}", "[me@x.org](mailto:me@x.org){.email}"; they show nothing
_ATTRIBUTE = r"(?:[#.][A-Za-z][\w:.-]*|[A-Za-z][\w-]*=(?:\"[^\"]*\"|'[^']*'|[^\s{}\"']+))"
_ATTRIBUTES_RE = re.compile(rf"(?:(?<=\S)\s*|(?<=\)))\{{\s*{_ATTRIBUTE}(?:\s+{_ATTRIBUTE})*\s*\}}(?=\s*$|\s)")
# "N/A", what a CV template (R's pagedown) prints for an entry's empty place or date: no fact
_PLACEHOLDER_RE = re.compile(r"^\s*[*_]*N/A[*_]*\s*$")


# Markdown's inline code ("`2015 - 2018`" over an entry, a cvlayout CV's date line) shows its text; a LaTeX
# quote ("``Title''") is no code span
_INLINE_CODE_RE = re.compile(r"(?<!`)`(?!`)([^`\n]+?)(?<!`)`(?!`)")
_CODE_SPANS_APART_RE = re.compile(r"(?<=[^`\s]`)[ \t]+(?=`[^`\s])")
_TEX_HFILL_RE = re.compile(r"\s*\\hfill\b\s*")
# A line that is one raw LaTeX command and its arguments ("\\newpage", "\\beginenumerate", "\\vspace{2mm}"):
# pandoc passes it to LaTeX, and it shows no text
_RAW_TEX_LINE_RE = re.compile(r"^\s*\\[A-Za-z]+\*?(?:\{[^{}]*\}|\[[^\[\]]*\])*\s*$")
_TEX_SPACE_RE = re.compile(r"\\[vh]space\*?\{[^{}]*\}\s*|\\(?:newline|medskip|smallskip|bigskip|noindent)\b\s*")


def _markdown_extensions(line: str) -> str:
    """What Markdown dialects and note apps add to a line, as the text they show.

    >>> _markdown_extensions("> Engineer, [[Nokia Bell Labs|Bell Labs]] ![[logo.png]]")
    'Engineer, Bell Labs '
    >>> _markdown_extensions('Web: <a href="https://x.dev"><img alt="site" src="b.svg"></a>')
    'Web: [site](https://x.dev)'
    >>> _markdown_extensions("[2019--2021]{.cv-date} **Postdoc**")
    '2019--2021 **Postdoc**'
    >>> _markdown_extensions('## Experience {data-icon="NA" .main} and [a@b.org](mailto:a@b.org){.email}')
    '## Experience and [a@b.org](mailto:a@b.org)'
    >>> _markdown_extensions("`2015 - 2018`")
    '2015 - 2018'
    >>> _markdown_extensions("`PyTorch` `Kaldi` `C++`")
    'PyTorch, Kaldi, C++'
    >>> _markdown_extensions("*Data Scientist* \\\\hfill 2017-2018")
    '*Data Scientist*   2017-2018'
    """
    if "`" in line:
        # ("`PyTorch` `Kaldi`": code spans side by side are a list's items)
        line = _INLINE_CODE_RE.sub(r"\1", _CODE_SPANS_APART_RE.sub(", ", line))
    if "{{" in line:
        line = _SHORTCODE_RE.sub("", line)  # Hugo's and Quarto's "{{< fa envelope >}}": an icon, no text
    if "]{" in line:
        line = _SPAN_RE.sub(r"\1", line)
    if "{" in line and not line.lstrip().startswith(":::"):  # (a fenced div's "::: {.cv-entry}" is read apart)
        line = _ATTRIBUTES_RE.sub("", line)
    if "N/A" in line:
        line = _PLACEHOLDER_RE.sub("", line)
    if "[[" in line:
        line = _WIKILINK_RE.sub(_wikilink, line)
    if line.lstrip().startswith(">"):
        line = "" if _CALLOUT_RE.match(line) else _QUOTE_RE.sub("", line)
    if "\\" in line:
        # R Markdown and pandoc CVs set LaTeX's spacing in the text: "*Analyst* \hfill 2020-2022" is two columns
        line = "" if _RAW_TEX_LINE_RE.match(line) else _TEX_SPACE_RE.sub("", _TEX_HFILL_RE.sub("   ", line))
    if "<a" in line.lower():
        line = _ANCHOR_RE.sub(_anchor, line)
    return line


# Formats whose text may come from a PDF extractor: the layout pass (cvkg.extract.pdftext) reads them
PDF_TEXT_TYPES = frozenset(["text/plain", "application/pdf"])


def normalise(text: str, *, enable_pdf_layout: bool = True) -> list[tuple[int, str]]:
    """Text -> numbered lines without converter artifacts (one output line per input line).

    Markdown's front matter is blanked, and a setext heading (a line underlined with ``===``
    or ``---``) becomes an ATX one, so the section finder sees ``# Education``. With
    ``enable_pdf_layout``, the layout of text a PDF extractor wrote is undone first
    (:mod:`cvkg.extract.pdftext`): its lines may then come in another order than their numbers.
    """
    lines = rchunks.entries(front_matter.front_matter(list(enumerate(text.split("\n"), start=1))))
    out = []
    for number, line in lines:
        line = pandoc.unescape(_markdown_extensions(line))
        line = _FIELD_CODE_RE.sub(" ", line).lstrip(" ") if "HYPERLINK" in line else line
        line = _MATH_RE.sub(_math, line).replace("\\$", "$") if "$" in line else line
        for entity, value in _ENTITY.items():
            line = line.replace(entity, value)
        if "<" in line:
            line = _LI_RE.sub(r"\1- ", _SUP_RE.sub(_superscript, _CELL_END_RE.sub("  ", _WRAP_BREAK_RE.sub(" ", line))))
        line = _TEMPLATE_RE.sub("", line) if ("{" in line or "<" in line) else line
        line = _LEADER_RE.sub("  ", line) if ".." in line or "……" in line or ". . ." in line else line
        line = "" if _RULE_RE.match(line) or _SCOPE_LABEL_RE.match(line) else line
        line = pdfforms.short_year_range(line) if line[:2].isdigit() else line  # "07/12-06/15", a table's cell
        out.append((number, line.replace("\u00a0", " ").rstrip()))
    pandoc.definition_lists(out)
    if enable_pdf_layout:
        out = pdftext.relayout(out)
    else:  # text a converter already put in reading order: its side-by-side sections and tables still to undo
        out = pdftext.hanging_entries(pdftext.table_wraps(pdftext.heading_pairs(out)))
    _blank_front_matter(out)
    _blank_page_furniture(out)
    _blank_name_footers(out)
    _blank_fences(out)
    pandoc.grid_tables(out)
    pandoc.dash_tables(out)
    _setext_headings(out)
    _table_rows(out)
    return out if enable_pdf_layout else pdftext.dated_paragraphs(pdftext.lone_roles(pdfcells.cell_rows(out)))


# "|---|:--:|" under a header row; "|:--|:--|" may use fewer dashes when it has more than one column
_TABLE_RULE_RE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*\|?\s*$|^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)+\|?\s*$")


def _table_rows(lines: list[tuple[int, str]]) -> None:
    """Markdown tables: a row's cells joined by commas; the header row (above the ``|---|`` rule) goes, but a
    column it heads with a label the readers know (``Advisor``) labels its cells (``Advisor: Ada King``)."""
    header: list[str] = []
    drawn = False  # a table with no header, as a PDF converter draws a PDF's columns: its cells stay columns
    for i, (number, line) in enumerate(lines):
        if not line.lstrip().startswith("|"):
            header, drawn = ([], False) if not line.strip() else (header, drawn)
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        below = lines[i + 1][1] if i + 1 < len(lines) else ""
        if _TABLE_RULE_RE.match(line) or (_TABLE_RULE_RE.match(below) and not _is_data_row(cells)):
            header = cells if _TABLE_RULE_RE.match(below) else header
            lines[i] = (number, "")  # the rule, and the header row above it
            continue
        if numbered := _numbered_item(cells):
            lines[i] = (number, numbered)
            continue
        if cited := _citation_row(header, cells):
            lines[i] = (number, cited)
            continue
        drawn = drawn or bool(_TABLE_RULE_RE.match(below))
        cells, heads, period = _period_cells(*_field_after_degree(header, cells))
        labelled = [
            f"{h}: {c}" if c and k < len(heads) and (h := heads[k]) and _CELL_LABEL_RE.match(h) else c
            for k, c in enumerate(cells)
            if c.strip("—–- ")
        ]
        joint = "   " if drawn else ", "
        lines[i] = (number, joint.join(c for c in labelled if c) + (f"  {period}" if period else ""))


# The columns of a table of papers, by their heads
_PAPER_COLUMNS = {
    "authors": re.compile(r"^(?:authors?|co-?authors|names?)$", re.I).match,
    "title": re.compile(r"^(?:title|paper|article|publication)$", re.I).match,
    "venue": re.compile(r"^(?:journal|venue|published in|outlet|conference|source|publisher)$", re.I).match,
    "year": re.compile(r"^(?:year|date|published)$", re.I).match,
}


def _citation_row(header: list[str], cells: list[str]) -> str | None:
    """``| Year | Authors | Title | Journal |``: a table of papers (marker, docling and pandoc draw one) as the
    citation each row stands for, "Authors. Title. *Journal*, Year."; ``None`` for any other table. A role in
    brackets after the names ("(writing group)") is no name."""
    heads = [h.strip(" *_") for h in header]
    column = {part: next((k for k, h in enumerate(heads) if match(h)), None) for part, match in _PAPER_COLUMNS.items()}
    if column["authors"] is None or column["title"] is None or len(cells) < len(heads):
        return None
    authors = re.sub(r"\s*\((?=[a-z])[^()]*\)", "", cells[column["authors"]]).strip(" .")
    title = cells[column["title"]].strip(" .")
    venue = cells[column["venue"]].strip(" .") if column["venue"] is not None else ""
    year = cells[column["year"]].strip(" .") if column["year"] is not None else ""
    if not (authors and title):
        return None
    return f"{authors}. {title}. " + ", ".join(p for p in (venue, year) if p) + "."


# A list's number in a cell of its own: "16.", "[16]", "16)"
_LIST_NUMBER_CELL_RE = re.compile(r"^(?:\d{1,3}[.)]|\[\d{1,3}\])$")


def _numbered_item(cells: list[str]) -> str | None:
    """``| 16. | Ivy M, Doe JQ. Title. *Genome Res*. 2019;29:744. |``: a numbered list that a PDF converter
    (marker) drew as a table, its numbers in the first column; the row is that list's item, ``16. Ivy M, ...``."""
    filled = [c for c in cells if c]
    if len(filled) < 2 or not _LIST_NUMBER_CELL_RE.match(filled[0]):
        return None
    return f"{filled[0]} {'  '.join(filled[1:])}"


def _is_data_row(cells: list[str]) -> bool:
    """A "header" row that opens with a date (``| 2004 | BA | Amherst College |``) is the first entry of a table
    drawn with no header: a PDF converter (marker) takes a table's first row for its header"""
    first = next((c for c in cells if c), "")
    if _numbered_item(cells):
        return True  # "| 16. | Citation |": a numbered list's first item
    # ... or that lists items in a cell (``| Simulation | ANSYS, COMSOL |``), as no column's name does
    return bool(first) and (dates.is_only_dates(first) or any(c.count(",") >= 2 for c in cells))


_DEGREE_HEAD_RE = re.compile(r"^degrees?$", re.I)
_FIELD_HEAD_RE = re.compile(r"^(?:field|focus|major|subject|discipline|speciali[sz]ation|area|program(?:me)?)$", re.I)


def _field_after_degree(header: list[str], cells: list[str]) -> tuple[list[str], list[str]]:
    """``| Degree | Institution | Year | Focus |``: the field's column moved next to the degree's, where the
    education reader takes it (``PhD, Nursing, University of X``)."""
    degree = next((k for k, h in enumerate(header) if _DEGREE_HEAD_RE.match(h)), None)
    field = next((k for k, h in enumerate(header) if _FIELD_HEAD_RE.match(h)), None)
    if degree is None or field is None or field == degree + 1 or max(degree, field) >= len(cells):
        return header, cells
    order = [k for k in range(len(cells)) if k != field]
    order.insert(order.index(degree) + 1, field)
    cells = list(cells)
    # "Nursing; dissertation: X (Chair: Y)", "Genetics<br>Thesis: X<br>Supervisor: Y": the labelled notes after the
    # field stay at the end of the row, after the institution
    # (a cell's "<br>" is a column gap by now)
    named, *notes = re.split(r"\s*;\s*|\s{2,}|\t", cells[field])
    labelled = bool(notes) and all(":" in note for note in notes)
    cells[field] = named if labelled else cells[field]
    extra = ["; ".join(notes)] if labelled else []
    return [header[k] for k in order if k < len(header)], [cells[k] for k in order] + extra


_FROM_RE = re.compile(r"^(?:from|start(?:ed)?|since|begin|start date)$", re.I)
_TO_RE = re.compile(r"^(?:to|until|till|end(?:ed)?|end date)$", re.I)
_WHEN_RE = re.compile(r"^(?:years?|dates?|when|period)$", re.I)


def _period_cells(header: list[str], cells: list[str]) -> tuple[list[str], list[str], str]:
    """A row whose table gives the start and the end in columns of their own (``| From | To |``): the row and
    the header without them, and the period they make (``Sep 2020 – present`` for an end left empty or ``—``)."""
    start = next((k for k, h in enumerate(header) if _FROM_RE.match(h)), None)
    end = next((k for k, h in enumerate(header) if _TO_RE.match(h)), None)
    when = next((k for k, h in enumerate(header) if _WHEN_RE.match(h)), None)
    if (start is None or end is None) and when is not None and when < len(cells) and dates.is_only_dates(cells[when]):
        # "| Year | Paper | Venue |": the date column goes last, where an entry's date reads as its own
        keep = [k for k in range(len(cells)) if k != when]
        return [cells[k] for k in keep], [header[k] for k in keep if k < len(header)], cells[when]
    if start is None or end is None or max(start, end) >= len(cells) or not cells[start].strip("—–- "):
        return cells, header, ""
    until = cells[end].strip("—–- ") or "present"
    keep = [k for k in range(len(cells)) if k not in (start, end)]
    return [cells[k] for k in keep], [header[k] for k in keep if k < len(header)], f"{cells[start]} – {until}"


# A table column whose header is a label the readers take from a line: "Advisor", "Supervisor(s)", "Placement"
_CELL_LABEL_RE = re.compile(
    r"^(?:(?:co-?)?(?:advis[oe]rs?|supervisors?|mentors?)(?:\(s\))?|(?:first )?placement|first position)$", re.I
)


# A PDF's running header or footer: "Jane Doe — CV — page 2 of 5", "Page 3", "- 4 -", "2/5",
# "J. Doe — Curriculum Vitae 2", or a name and "CV" alone, the page number set on a line of its own ("Doe, CV")
_PAGE_MARK_RE = re.compile(
    r"\bpage\s*#+(?:\s*(?:of|/)\s*#+)?(?!\w)|^[^\w#]*#{1,3}\s*(?:of|/)\s*#{1,3}[^\w#]*$|^[\s\-–—]*#{1,3}[\s\-–—]*$"
    r"|\b(?:curriculum vitae|cv|r[ée]sum[ée])[\s\-–—|,.]*(?:p(?:p|age)?\.?\s*)?#{1,3}\W*$"
    r"|^(?-i:[A-Z][\w'’.-]*(?:\s[A-Z][\w'’.-]*){0,3})\s*[,\-–—|:]\s*(?:curriculum vitae|cv|r[ée]sum[ée])\s*$"
    # "Ann B. Birch, MD, MPH 2": the subject's name and degrees, then the page's number
    r"|^(?-i:[A-Z][\w'’.-]*(?:,?\s[A-Z][\w'’.-]*){2,7})\s+#{1,3}$"
    # "Montoya-Vieira, p. 2": the subject's name and the page's number, as economists' CVs set them
    r"|^(?-i:[A-Z][\w'’.-]*(?:\s[A-Z][\w'’.-]*){0,3})\s*[,\-–—|]\s*pp?\.\s*#{1,3}$",
    re.I,
)


# What marks a page even when a two-page CV sets it once: "Page 2 of 3", "J. Doe — Curriculum Vitae 2"
_NUMBERED_PAGE_MARK_RE = re.compile(
    r"\bpage\s*#+\s*(?:of|/)\s*#+\W*$|\b(?:curriculum vitae|cv|r[ée]sum[ée])[\s\-–—|,.]*(?:p(?:age)?\.?\s*)?#{1,3}\W*$",
    re.I,
)


# A page's header stamping the CV's date, as a word processor repeats it on every page: "Updated 14 March 2025",
# "Last updated: 03/2025", "Revised May 2024" (masked: digits are "#")
_DATE_STAMP_RE = re.compile(
    r"^[*_\s]*(?:last\s+)?(?:updated|revised|current\s+as\s+of)\b\W*(?:on\s+)?"
    r"(?:#{1,2}\s+)?(?:[A-Za-z]{3,9}\.?\s+)?(?:#{1,2},?\s+)?#{2,4}(?:[/.-]#{1,4}){0,2}[*_\s.]*$",
    re.I,
)


def _blank_page_furniture(lines: list[tuple[int, str]]) -> None:
    """Lines that mark a page (its number, alone or in a running header) and recur from page to page, or that
    number the page they head; and a date stamp recurring from page to page."""
    masked = [re.sub(r"\d", "#", t.strip()) for _, t in lines]
    counts: dict[str, int] = {}
    for m in masked:
        counts[m] = counts.get(m, 0) + 1
    marks = [
        i for i, m in enumerate(masked)
        if m and _PAGE_MARK_RE.search(m) and (counts[m] >= 2 or _NUMBERED_PAGE_MARK_RE.search(m))
    ]  # fmt: skip
    beside = [j for i in marks for j in (_next_text(masked, i, -1), _next_text(masked, i, 1)) if 0 <= j < len(lines)]
    heads = _running_heads(masked, beside, counts)
    for i, m in enumerate(masked):
        if counts[m] >= 2 and _DATE_STAMP_RE.match(m):
            lines[i] = (lines[i][0], "")
    for i in marks:
        lines[i] = (lines[i][0], "")
    for j in beside:
        if masked[j] in heads and not _PAGE_MARK_RE.search(masked[j]):
            lines[j] = (lines[j][0], "")


def _running_heads(masked: list[str], beside: list[int], counts: dict[str, int]) -> set[str]:
    """The (masked) lines next to a page's mark that are a running head ("Name DP   Curriculum Vitae"), maybe a blank
    line away from it (pdftotext without -layout sets a footer's pieces as paragraphs): a line that recurs beside
    the marks, or beside one and, once more, at the document's top (page 1's head). A wrapped reference's last line
    (``Research, 11(4), 587–612.``) may recur by chance once its digits are masked, but beside a mark only once."""
    near = Counter(masked[j] for j in set(beside) if masked[j])  # (a line between two marks is one line)
    top = {m for m in masked[:12] if m}
    return {m for m, n in near.items() if n >= 2 or (counts[m] == n + 1 and m in top)}


def _blank_name_footers(lines: list[tuple[int, str]]) -> None:
    """A page's foot that is the subject's name and the page's number (``Ana Ruiz 2``, ``Ana Ruiz | 2``), as a
    PDF converter leaves it once in a two-page CV, where no repetition gives it away: the name is the one the
    document opens with."""
    first = next((t for _, t in lines if t.strip()), "")
    name = re.sub(r"[#*_]|,.*$", "", first).strip()
    if not re.fullmatch(r"[^\W\d_][\w'’.-]*(?:\s+[\w'’.-]+){1,4}", name):
        return
    said = re.escape(name)
    foot = re.compile(rf"^[*_\s]*(?:{said}[*_]*\s*[-–—|·,]?\s*\d{{1,2}}|\d{{1,2}}\s*[-–—|·]?\s*{said})[*_\s]*$")
    for i, (number, text) in enumerate(lines[1:], start=1):
        if foot.match(text):
            lines[i] = (number, "")


def _next_text(masked: list[str], i: int, step: int) -> int:
    """The index of the line next to ``i`` in the direction ``step``, or of the one after it when that one is blank
    and the line after holds words and no number (a name)."""
    j = i + step
    if 0 <= j < len(masked) and not masked[j] and 0 <= j + step < len(masked):
        far = masked[j + step]
        return j + step if re.search(r"[^\W\d_]", far) and "#" not in far else j
    return j


def _blank_front_matter(lines: list[tuple[int, str]]) -> None:
    """YAML (``---``) or TOML (``+++``) front matter at the top is site metadata, not the CV."""
    first = next((i for i, (_, t) in enumerate(lines) if t.strip()), None)
    if first is None or lines[first][1].strip() not in _FENCE:
        return
    fence = lines[first][1].strip()
    close = next((i for i in range(first + 1, len(lines)) if lines[i][1].strip() == fence), None)
    if close is not None:
        for i in range(first, close + 1):
            lines[i] = (lines[i][0], "")


_CODE_FENCE_RE = re.compile(r"^\s*(```|~~~)")
# Pandoc's and Quarto's fenced divs: "::: {.aside}", "::: callout-note", ":::"
_DIV_FENCE_RE = re.compile(r"^\s*:{3,}\s*(?:\{([^}]*)\}|([\w-]+))?\s*:*\s*$")
# Divs that hold a note beside the CV, not its entries
_NOTE_DIV_RE = re.compile(r"aside|callout|note|margin|comment|footnote", re.I)


def _uncomment(line: str, in_comment: bool) -> tuple[str, bool]:
    """The line without HTML comments (``<!-- ... -->``, which may span lines), and whether one is still open."""
    out = []
    while line:
        if in_comment:
            end = line.find("-->")
            if end < 0:
                return "".join(out).rstrip(), True
            line, in_comment = line[end + 3 :], False
        else:
            start = line.find("<!--")
            if start < 0:
                out.append(line)
                break
            out.append(line[:start])
            line, in_comment = line[start + 4 :], True
    return "".join(out).rstrip(), in_comment


def _is_chunk_entry(line: str) -> bool:
    """An entry line :mod:`cvkg.extract.rchunks` wrote in an R chunk (code lines have quotes, brackets, ``~``)."""
    return bool(line.strip()) and not re.search(r"[\"'()~<>{}=|#]|^\s*(?:library|source)\b", line)


_EMAIL_IN_LINE_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


# A div that holds one entry of the CV: "::: {.cv-entry}", "::: {.cventry}", "::: entry"
_ENTRY_DIV_RE = re.compile(r"(?:^|[\s.])(?:cv|resume)?[-_]?entry(?=\s|$)", re.I)
# A line of an entry's body rather than its head: a list item, a labelled detail ("Committee: ..."), a table
_ENTRY_BODY_RE = re.compile(r"^\s*(?:[-*+]\s|\d+[.)]\s|\||#|:{3}|[A-Z][\w ]{1,25}:\s)")


def _join_entry_head(lines: list[tuple[int, str]], start: int) -> None:
    """The lines that open an entry's div, each a field set on a line of its own (title, employer, dates), as
    one line whose fields a middle dot parts, as a one-line entry writes them; its list and labelled details
    stay lines of their own."""
    end = start
    while end < len(lines) and lines[end][1].strip() and not _ENTRY_BODY_RE.match(lines[end][1]):
        end += 1
    if end - start < 2:
        return
    fields = [re.sub(r"\s*\\$", "", t).strip() for _, t in lines[start:end]]  # a Markdown hard break: "\\", "  "
    lines[start] = (lines[start][0], " · ".join(fields))
    for k in range(start + 1, end):
        lines[k] = (lines[k][0], "")


def _blank_fences(lines: list[tuple[int, str]]) -> None:
    """Code blocks (an R Markdown chunk), HTML comments and the fences of Pandoc divs carry no CV
    text, nor does the body of a note div (``::: {.aside}``, ``::: {.callout-note}``)."""
    code: str | None = None
    divs: list[bool] = []  # for each open div, whether it is a note
    in_comment = False
    for i, (number, line) in enumerate(lines):
        line, in_comment = _uncomment(line, in_comment)
        lines[i] = (number, line)
        if m := _CODE_FENCE_RE.match(line):
            code = None if code == m.group(1) else code or m.group(1)
            lines[i] = (number, "")
        elif code is not None and not _is_chunk_entry(line):
            lines[i] = (number, "")
        elif m := _DIV_FENCE_RE.match(line):
            attrs = m.group(1) or m.group(2)
            if attrs is None and divs:
                divs.pop()
            elif attrs is not None:
                divs.append(bool(_NOTE_DIV_RE.search(attrs)) or any(divs))
                if not divs[-1] and _ENTRY_DIV_RE.search(attrs):
                    _join_entry_head(lines, i + 1)
            lines[i] = (number, "")
        elif divs and divs[-1] and not _EMAIL_IN_LINE_RE.search(line):
            lines[i] = (number, "")  # a note's text, unless it is where the CV gives its contacts


def _setext_headings(lines: list[tuple[int, str]]) -> None:
    """``Education`` over ``=====`` -> ``# Education``; a ``---`` rule after a blank line goes."""
    for i, (number, line) in enumerate(lines):
        m = _UNDERLINE_RE.match(line)
        if not m or len(m.group(1)) < 3:
            continue
        above = lines[i - 1][1] if i else ""
        # (a table's row of column names over its rule, "Year(s)   Funding body   Role", is no heading)
        columns = len(layout.cells(above)) >= 3 and m.group(1)[0] == "-"
        if above.strip() and not above.lstrip().startswith(("#", "-", "*", "+", "|")) and not columns:
            lines[i - 1] = (lines[i - 1][0], ("# " if m.group(1)[0] == "=" else "## ") + above.strip())
        lines[i] = (number, "")


def _of(sections: list[Section], kind: SectionKind) -> list[Section]:
    return [s for s in sections if s.kind is kind]


def _orphan_dates(sections: list[Section]) -> list[tuple[dates.DateMatch, str]]:
    """Lines of nothing but a date range in the preamble: a two-column PDF's right column."""
    out = []
    for _, t in sections[0].lines:
        if t.strip() and dates.is_only_dates(t):
            found = dates.find_dates(t)
            if found is not None and found.is_range:
                out.append((found, t))
    return out


def _history(sections: list[Section], doc: SourceDocument, name_line: int) -> tuple[list[Degree], list[Position]]:
    degrees: list[Degree] = []
    jobs: list[Position] = []
    postdocs: list[Position] = []
    for s in _of(sections, SectionKind.EDUCATION):
        found, extra = history.education(s.lines, doc)
        degrees.extend(found)
        postdocs.extend(extra)
    for s in _of(sections, SectionKind.POSITIONS):
        jobs.extend(positions(s.lines, doc, heading=" ".join(s.titles)))
    if not _of(sections, SectionKind.EDUCATION):
        degrees.extend(profile.bio_degrees(sections, doc))
    if not _of(sections, SectionKind.POSITIONS):
        jobs.extend(profile.bio_positions(sections, doc) or profile.headline_position(sections, name_line, doc))
    prose = [line for s in sections if s.kind in (SectionKind.PREAMBLE, SectionKind.OTHER) for line in s.lines]
    degrees = history.advisors_in_prose(prose, degrees)
    jobs = sorted(jobs + postdocs, key=lambda p: p.span.line)
    degrees, jobs = history.assign_orphan_dates(_orphan_dates(sections), degrees, jobs)  # type: ignore[assignment]
    return degrees, jobs


def extract(doc: SourceDocument) -> CvRecord:
    """Every fact of one text or Markdown CV, each with the lines it came from.

    Raises:
        ExtractionError: the document holds no text, or no person's name.
    """
    lines = normalise(doc.text, enable_pdf_layout=doc.media_type in PDF_TEXT_TYPES)
    if not any(t.strip() for _, t in lines):
        raise ExtractionError("the document holds no text", doc.span(1), hint="check the conversion to text")
    sections = publication_claims.claim_year_sections(split_sections(lines))
    sections = publication_claims.claim_interleaved_citations(publication_claims.claim_reviews(sections))
    sections = labels.route(publication_claims.claim_citation_runs(sections))
    sections = topics.claim_ancient_languages(topics.claim_field_lists(sections))
    sections = publication_claims.claim_posters(publication_claims.claim_presented_papers(sections))
    sections += [t for s in sections if (t := courses.elsewhere(s)) is not None]
    sections += [t for s in sections if (t := service.elsewhere(s)) is not None]
    sections = topics.projects_among_grants(sections)
    listed = [p for s in _of(sections, SectionKind.PUBLICATIONS) for p in publications.publications(s, doc)]
    listed = publications.years_of_own_volumes(publications.rejoin_inverted(listed))
    person, name_line = profile.read_person(sections, doc, pubs=[p.publication for p in listed])
    pubs = publications.with_subject(listed, person.name)
    degrees, jobs = _history(sections, doc, name_line)
    known_titles = [p.title for p in pubs]
    orgs = [p.organization or "" for p in jobs] + [d.institution or "" for d in degrees]  # to name a short one in full
    interests: list[Text] = [t for s in _of(sections, SectionKind.INTERESTS) for t in topics.interests(s, doc)]
    if not interests:
        interests = profile.bio_interests(sections, doc)
    return CvRecord(
        source=doc,
        person=person,
        headline=profile.headline(sections, name_line),
        interests=tuple(interests),
        education=tuple(degrees),
        positions=tuple(jobs),
        awards=tuple(a for s in _of(sections, SectionKind.AWARDS) for a in awards.awards(s, doc))
        + tuple(a for s in _of(sections, SectionKind.EDUCATION) for a in history.degree_prizes(s.lines, doc)),
        publications=tuple(pubs),
        talks=tuple(
            t for s in _of(sections, SectionKind.TALKS) for t in talks.talks(s, doc, known_titles=known_titles)
        ),
        teaching=tuple(t for s in _of(sections, SectionKind.TEACHING) for t in courses.teaching(s, doc)),
        service=tuple(x for s in _of(sections, SectionKind.SERVICE) for x in service.service(s, doc)),
        students=tuple(x for s in _of(sections, SectionKind.STUDENTS) for x in advising.students(s, doc)),
        committees=tuple(x for s in _of(sections, SectionKind.COMMITTEES) for x in committees.committees(s, doc, orgs)),
        projects=tuple(p for s in _of(sections, SectionKind.PROJECTS) for p in topics.projects(s, doc)),
        skills=tuple(t for s in _of(sections, SectionKind.SKILLS) for t in topics.skills(s, doc)),
    )
