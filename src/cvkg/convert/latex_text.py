"""Inline LaTeX -> text, and the pure helpers of the LaTeX converter.

:mod:`cvkg.convert.latex` decides where lines break; this module says what one piece of LaTeX
reads as (pylatexenc with the CV templates' layout macros, emphasis kept as Markdown's marks),
how an entry's fields and an item's label are laid out on a line, and checks that the source
parses (unbalanced braces, LaTeX pylatexenc cannot read), naming the line.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass

from pylatexenc import latexwalker
from pylatexenc.latex2text import LatexNodes2Text, MacroTextSpec, get_default_latex_context_db
from pylatexenc.macrospec import MacroSpec

from cvkg.convert.latex_macros import EMPHASIS, LAYOUT
from cvkg.errors import InputError
from cvkg.model import SourceSpan

_DATE_LIKE = re.compile(
    r"^\W*((jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|spring|summer|fall|autumn|winter)[a-z]*\.?,?\s+)?"
    r"((19|20)\d\d|present|now|current|today)\b",
    re.IGNORECASE,
)
_MARKER_LABEL = re.compile(r"^(?:\[[A-Za-z]{0,3}\d{1,3}\]|\([A-Za-z]{0,3}\d{1,3}\)|[A-Za-z]{0,3}\d{1,3}\.)$")
# What breaks an argument into lines: \\newline, \\\\[..], \\par
ARG_BREAK_RE = re.compile(r"\\newline\b|\\par\b|\\\\(?:\[[^\]]*\])?")
# A label that is a date: "2018--", "Mar.\\ 2024", "since 10/2021", "HS 2018" (a Swiss term), "03/2021--09/2021"
_DATE_WORD = re.compile(
    r"(?:\d{1,2}[/.])?(?:19|20)\d\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b"
    r"|\b(?:spring|summer|fall|autumn|winter|since|until|to|from|present|now|current|today)\b"
    r"|\b(?:A\.\s?Y|a\.\s?a|AY)\.?(?=\s*(?:19|20)\d\d)",  # an academic year: "A.Y. 2022/23", "a.a. 2021/22"
    re.IGNORECASE,
)


def _emphasis(mark: str) -> Callable[[latexwalker.LatexMacroNode, LatexNodes2Text], str]:
    """``\\textbf{x}`` -> ``**x**``, ``\\emph{x}`` -> ``*x*``: Markdown's marks, as the HTML converter
    writes them, hugging the words (a bold author, an italic venue or title)."""

    def repl(node: latexwalker.LatexMacroNode, l2tobj: LatexNodes2Text) -> str:
        arg = node.nodeargd.argnlist[0] if node.nodeargd and node.nodeargd.argnlist else None
        text = str(l2tobj.nodelist_to_text([arg])) if arg is not None else ""
        core = text.strip()
        if not core or "*" in core or "\n" in core:
            return text
        return f"{text[: len(text) - len(text.lstrip())]}{mark}{core}{mark}{text[len(text.rstrip()) :]}"

    return repl


@functools.cache
def contexts() -> tuple[latexwalker.LatexContextDb, LatexNodes2Text]:
    """pylatexenc's parser and text converter, taught the layout macros of CV templates."""
    walker_db = latexwalker.get_default_latex_context_db()
    specs = [MacroSpec(name, spec if isinstance(spec, str) else "{" * spec) for name, (spec, _) in LAYOUT.items()]
    walker_db.add_context_category("cvkg", prepend=True, macros=specs)
    text_db = get_default_latex_context_db()
    text_db.add_context_category(
        "cvkg",
        prepend=True,
        macros=[MacroTextSpec(name, simplify_repl=repl) for name, (_, repl) in LAYOUT.items()]
        + [MacroTextSpec(name, simplify_repl=_emphasis(mark)) for name, mark in EMPHASIS.items()],
    )
    return walker_db, LatexNodes2Text(latex_context=text_db, math_mode="text", strict_latex_spaces=True)


# Sub- and superscripts in inline math read as their text: CsV$_3$Sb$_5$ is "CsV3Sb5", A$^{*}$ is "A*"
_INLINE_MATH_RE = re.compile(r"(?<!\\)\$[^$\n]+\$")
_SCRIPT_MARK_RE = re.compile(r"[_^](?=[{\w*\\])")


def inline_text(latex: str) -> str:
    """Inline LaTeX -> text: accents, emphasis and escapes resolved; ``&`` becomes a column gap.

    >>> inline_text(r"Garc{\\'\\i}a \\& \\textbf{Co}")
    'García & **Co**'
    """
    walker_db, converter = contexts()
    latex = _EQUAL_MARK_RE.sub("*", _NAME_MARK_RE.sub("", latex))
    latex = _INLINE_MATH_RE.sub(lambda m: _SCRIPT_MARK_RE.sub("", m.group(0)), latex)
    nodes = latexwalker.LatexWalker(latex, latex_context=walker_db, tolerant_parsing=True).get_latex_nodes()[0]
    return _SINGLE_QUOTED_RE.sub(r"‘\1’", str(converter.nodelist_to_text(nodes or [])))


# A lower-case letter set as a superscript right after a word is a mark on a name (a student's "s", an
# affiliation's "a,b"), no letter of it: "Castellanos$^{s}$" is "Castellanos" (an ordinal's "10$^{th}$" follows a
# digit, an oxidation state's "Co$^{II}$" is in capitals, and both stay)
_NAME_MARK_RE = re.compile(
    r"(?<=[^\W\d_])(?:\$\^\{?(?:[a-z](?:,[a-z]){0,3}|[a-z]{1,2})\}?\$"
    r"|\\textsuperscript\{(?:[a-z](?:,[a-z]){0,3}|[a-z]{1,2})\})"
)


# "=" set as a superscript after a name marks equal contribution, as a star does: "\textbf{I. Lund}\textsuperscript{=}"
_EQUAL_MARK_RE = re.compile(r"(?:(?<=[^\W\d_])|(?<=\}))(?:\\textsuperscript\{=\}|\$\^\{?=\}?\$)")


# TeX's single quotes, which pylatexenc leaves as typed: Harvard's `Title', in ... (not "it's", not "the 90's")
_SINGLE_QUOTED_RE = re.compile(r"`([^`'\n]+(?:'[a-z][^`'\n]*)*)'(?![A-Za-z])")


def first_text(raw: str) -> int:
    """Offset in ``raw`` of the first source line that gives any text (skips ``\\vspace{..}`` lines)."""
    offset = 0
    for line in raw.split("\n"):
        if inline_text(line).strip():
            return offset + len(line) - len(line.lstrip())
        offset += len(line) + 1
    return len(raw) - len(raw.lstrip())


def join_fields(fields: list[str]) -> str:
    """Entry fields as ``a, b, c  dates``: date-like fields go last, after a column gap. An entry
    that opens with an author list is a citation (awesome-cv's ``\\cventry{authors}{title}{venue}{year}``):
    its fields are sentences, as a citation separates them, so the commas of the names stay theirs.

    >>> join_fields(["Lee, A. and Ng, B.", "On Looms", "Nature", "2023"])
    'Lee, A. and Ng, B. On Looms. Nature  2023'
    >>> join_fields(["A. Lee*", "On Looms, Revisited", "Nature", "2023"])
    'A. Lee*. On Looms, Revisited. Nature  2023'
    """
    fields = [f for f in fields if f]
    dates = [f for f in fields if _DATE_LIKE.match(f)]
    kept = [f for f in fields if f not in dates]
    glue = ", "
    if len(kept) >= 3 and (is_author_list(kept[0]) or is_one_author(kept[0]) or is_full_name_list(kept[0])):
        glue, kept[0] = ". ", kept[0].rstrip(".")
    rest = "".join(
        (f" {f}" if kept[i - 1].endswith(".") and f.startswith("(") else f"{glue}{f}") if i else f
        for i, f in enumerate(kept)
    )  # (a note in brackets after a whole citation is its closing aside: "Press, 2020. (Pfizer Award)")
    return f"{rest}  {' '.join(dates)}".strip() if dates else rest


# One author with initials: "Strand, A.", "Osei-Tutu, K. M.", "A. B. Strand", "**Lee, A.**"
_INITIALS = r"(?:[^\W\d_]\.\s?-?){1,3}"
# (a surname's further words are no conjunction: "S. Zhu and X. He" is two names, not "S. Zhu and")
_SURNAME = r"[^\W\d_][\w'’-]+(?:\s(?!and\s)[^\W\d_][\w'’-]+){0,2}"
# (Vancouver's "Osterhaus B", "Castellano-Duarte M": the initials run together after the surname, no stops; a
# co-first or trainee mark after a name: "Lee A#")
_VANCOUVER = r"[^\W\d_][\w'’-]+(?:\s[A-Z][\w'’-]+)?\s[A-Z]{1,3}(?![\w.])"
_AUTHOR = rf"\**(?:{_SURNAME},\s{_INITIALS}|{_INITIALS}\s?{_SURNAME}|{_VANCOUVER})\**[*#†‡]*"
# (ACS parts its names with semicolons: "Quill, A.; Hart, B.")
# a sole author's paper: "L. Brandtner*", "A. B. Lee", "Brandtner, L." -- one surname, its initials apart (a
# degree's letters run together: "S.B. Physics", "M.Sc. Chemistry")
_ONE_SURNAME = r"[^\W\d_][\w'’-]+"
_SPACED_INITIALS = r"(?:[^\W\d_]\.\s){1,3}"
_ONE_AUTHOR = re.compile(rf"^\**(?:{_ONE_SURNAME},\s{_INITIALS}|{_SPACED_INITIALS}{_ONE_SURNAME})\**$")
_AUTHOR_LIST = re.compile(rf"^{_AUTHOR}(?:(?:[,;]\s|[,;]?\s(?:and|&)\s){_AUTHOR})+(?:[,;]?\s(?:et al\.?))?$")
# NASA ADS's and Zotero's exports part inverted full names with semicolons: "Casey, Andrew R.; Hogg, David W.;
# Ness, Melissa et al." (a group may take a place: "Astropy Collaboration; Robitaille, Thomas P.")
_GIVEN = r"[^\W\d_][\w'’-]*\.?"
_INVERTED = rf"\**(?:{_SURNAME},(?:\s{_GIVEN}){{1,4}}|(?:{_SURNAME}\s)?(?:Collaboration|Consortium|Team))\**[*#†‡]*"
_INVERTED_LIST = re.compile(rf"^{_INVERTED}(?:;\s{_INVERTED})+(?:[,;]?\s(?:et al\.?))?$")
# one such name alone, known by its initial: "Casey, Andrew R."
_ONE_INVERTED = re.compile(rf"^\**{_ONE_SURNAME},\s[^\W\d_][\w'’-]+(?:\s[^\W\d_]\.){{1,2}}\**$")


def opens_with_author(text: str) -> bool:
    """Whether a text opens with a name and its initials, as a citation does (``Vell, A. (2018). Title.``)."""
    return re.match(rf"{_AUTHOR}(?=[\s,;.(])", text.strip()) is not None


# A citation's authors opening a field, and what follows them ("**Lee, A.**, & Ng, B. *12*(3), 1--9.")
_LEADING_AUTHORS = re.compile(
    rf"^{_AUTHOR}(?:(?:[,;]\s|[,;]?\s(?:and|&)\s){_AUTHOR})*(?:[,;]?\s(?:et al\.?))?(?=[\s,;.(*]|$)"
)
# A paper's status in the place of its year
_STATUS = re.compile(r"(?i:in press|submitted|under review|in review|in revision|accepted|to appear|forthcoming"
                     r"|in prep(?:aration|\.)?)")


def entry_citation(fields: list[str]) -> str | None:
    """The citation a template's entry macro stands for under a heading of publications, when its fields hold a
    year (or status), a title, a venue and, after them, the authors with the volume and pages (friggeri's
    ``\\entry{2024}{Title}{Journal}{Lee, A., \\& Ng, B. \\emph{12}, 1--9.}``): APA's order, which the
    citation reader parses, "Authors (year). Title. *Venue*, volume, pages." None when no field after the
    title opens with authors.

    >>> entry_citation(["2024", "On Looms", "Textile History", "**Lee, A.**, & Ng, B. *12*(3), 1–9."])
    '**Lee, A.**, & Ng, B. (2024). On Looms. *Textile History*, *12*(3), 1–9.'
    >>> entry_citation(["submitted", "On Looms", "", "Ng, B., & Lee, A."])
    'Ng, B., & Lee, A. (submitted). On Looms.'
    >>> entry_citation(["2019--2022", "Postdoc", "University of Oslo", "Funded by the RCN."]) is None
    True
    """
    dated = [i for i, f in enumerate(fields) if is_date_label(f) or _STATUS.fullmatch(f.strip())]
    rest = [i for i in range(len(fields)) if i not in dated[:1]]
    by = next((i for i in rest[1:] if _LEADING_AUTHORS.match(fields[i].strip())), None)
    if len(rest) < 3 or len(dated) > 1 or not fields[rest[0]].strip():
        return None
    year = f" ({_year_label(fields[dated[0]])})" if dated else ""
    if _LEADING_AUTHORS.match(fields[rest[0]].strip()) or _is_semicolon_names(fields[rest[0]]):
        # the authors come first already ("\pub{Lee, A.}{2023}{Title}{Journal}"): a citation only when the venue
        # stands before the title (friggeri's \entry{09/18}{Lee, A.; Ng, B.}{Journal, Volume 4, id.L7}{Title})
        return _venue_first_citation([fields[i].strip() for i in rest], year)
    if by is None:
        return None
    text = fields[by].strip()
    names = _LEADING_AUTHORS.match(text).group(0)  # type: ignore[union-attr]
    while names.count("*") % 2:  # (a name's closing stars are not the volume's opening ones: "Ng, B. *12*")
        names = names[:-1]
    authors, tail = names.strip().rstrip(",;"), text[len(names) :].strip(" ,;")
    title, *venues = (fields[i].strip().rstrip(".") for i in rest if i != by)
    if venues and _reads_as_venue(title) and not _reads_as_venue(venues[0]):
        # "\entry{2023}{Journal of Phonetics}{Title}{Authors}": the venue in the title's place
        title, venues[0] = venues[0], title
    venue = ", ".join(v for v in venues if v)
    head = f"{authors}{year}"
    cite = f"{head}{'' if head.endswith('.') else '.'} {title}{'' if title.endswith(('?', '!')) else '.'}"
    if venue:
        cite += f" {venue if venue.startswith('*') else f'*{venue}*'}"
        cite += f", {tail}" if re.match(r"\**\d", tail) else f". {tail}".rstrip()
    elif tail:
        cite += f" {tail}"
    return cite


# Where a venue field's volume and article number begin: ", Volume 617, id.L7", ", Vol. 3", ", 12(3)"
_VOLUME_TAIL = re.compile(r",\s*(?=(?:vol(?:ume)?\.?|no\.|issue|id\.|pp?\.)\s*\w|\d)", re.IGNORECASE)


def _venue_first_citation(fields: list[str], year: str) -> str | None:
    """Authors, venue, title: the citation they stand for, when the venue field names its volume (``Journal,
    Volume 4, id.L7``) and the field after it does not read as a venue; else None (a title before its venue).

    >>> _venue_first_citation(["Lee, A.; Ng B.", "Textile History, Volume 4, id.L7", "On Looms"], " (2018)")
    'Lee, A.; Ng B. (2018). “On Looms.” *Textile History*, vol. 4, article L7.'
    """
    authors, *others = fields
    others = [f for f in others if f]
    if len(others) != 2 or _reads_as_venue(others[1]):
        return None
    # (or its status: "Journal, Forthcoming article")
    if not (split := _VOLUME_TAIL.search(others[0]) or re.search(rf",\s*(?={_STATUS.pattern})", others[0])):
        return None
    from cvkg.extract.venues import abbreviated_locators  # (imported here: cvkg.extract imports this module)

    venue, title = others[0][: split.start()], others[1].rstrip(".")
    tail = abbreviated_locators(others[0][split.start() :]).lstrip(", ").rstrip(".")
    if status := _STATUS.match(tail):
        tail = status.group(0)  # "Journal, Forthcoming article": the status says it all
    head = f"{authors.rstrip(';,')}{year}"
    # (the title in quotes: its own stops and slashes stay its own, "Planets. III. Rings", "Ratios of C/O")
    return f"{head}{'' if head.endswith('.') else '.'} “{title}.” *{venue}*, {tail}."


def _is_semicolon_names(field: str) -> bool:
    """Whether a whole field is names parted by semicolons, however each writes its initials (``Bitsch, B; Ng A.``).

    >>> _is_semicolon_names("Lund, B; Ng A.; Roy, C. D."), _is_semicolon_names("Oslo; Bergen, Norway 2019")
    (True, False)
    """
    parts = [p.strip() for p in field.strip().rstrip(";").split(";")]
    return len(parts) >= 2 and all(re.fullmatch(r"[^\W\d_][\w'’ -]*,?(?:\s*[A-Z]\.?-?){1,3}", p) for p in parts)


def _year_label(field: str) -> str:
    """A citation's year from an entry's date field (``09/2018`` -> ``2018``); a status as written."""
    from cvkg.extract.dates import find_dates

    found = find_dates(field)
    return str(found.start.year) if found is not None and found.start is not None else field.strip()


def _reads_as_venue(field: str) -> bool:
    """Whether an entry's field names a venue by its words or by a closing year (``Interspeech 2022``)."""
    # (imported here: cvkg.extract imports the LaTeX converter through its BibTeX reader)
    from cvkg.extract.venues import venue_kind

    plain = field.replace("*", "").strip()
    return venue_kind(plain) is not None or re.search(r"\b(?:19|20)\d\d\W*$", plain) is not None


def is_author_list(text: str) -> bool:
    """Whether a field is two or more names with initials and nothing else.

    >>> is_author_list("Quispe, R., Vukasin, T., and Lindahl, P."), is_author_list("Halvard University, Boston")
    (True, False)
    """
    return bool(_AUTHOR_LIST.match(text.strip()) or _INVERTED_LIST.match(text.strip()))


def is_full_name_list(text: str) -> bool:
    """Whether a field is a list of full names and nothing else, as a paper's authors: three or more names, or two
    with one set in bold, the subject's mark (``**Ann Lee**, Bo Ng``; two names alone may be a title's words,
    "Heat Transfer and Fluid Flow").

    >>> is_full_name_list("**Ann Lind**, Rafael Castro, Tove Ibsen"), is_full_name_list("Heat Flow and Mass Flux")
    (True, False)
    """
    # (imported here: cvkg.extract imports the LaTeX converter through its BibTeX reader)
    from cvkg.extract import names as nm

    plain = text.replace("**", "").strip()
    if not plain or re.search(r"[\d.:;?!()\[\]]", plain):
        return False
    found = nm.split_names(plain)
    if not (found.names and nm.all_names(found.names)) or any(nm.name_shape(n) != "given" for n in found.names):
        return False
    return len(found.names) >= 3 or (len(found.names) == 2 and "**" in text)


def is_one_author(text: str) -> bool:
    """Whether a field is one name with its initials apart and nothing else (``A. B. Lee``, ``Lee, A.``)."""
    return bool(_ONE_AUTHOR.match(text.strip()) or _ONE_INVERTED.match(text.strip()))


def is_date_label(label: str) -> bool:
    """Whether a list label is a date or a period, and not a word label.

    >>> [is_date_label(x) for x in ["2018–", "since 10/2021", "HS 2018", "Mar. 2024", "Doctoral", "seit 2021"]]
    [True, True, True, True, False, True]
    """
    if not re.search(r"(?<!\d)(?:19|20)\d\d(?!\d)", label):
        return False
    # (imported here: cvkg.extract imports this module through its BibTeX reader)
    from cvkg.extract.dates import is_only_dates

    if is_only_dates(label):  # the date forms the extractor reads: "seit 2021", "01/09/2021 -- heute", "dal 2017"
        return True
    rest = re.sub(r"[\W\d_]+", " ", _DATE_WORD.sub(" ", label)).split()
    return len(rest) <= 1 and all(len(word) <= 3 for word in rest)  # "HS 2018", "WS 2019/20"


def unmarked(text: str) -> str:
    """A heading's text: its font is no emphasis."""
    return text.replace("*", "").strip()


def shape(line: str) -> str:
    """What a line of an item looks like: led by a ``Label:``, ended by a date in a column of its own.

    >>> shape("Languages: Python"), shape("Prize, ACL  2024"), shape("Thesis on X")
    ('label', 'date', '')
    """
    line = line.replace("*", "")
    if re.match(r"^[^:,.;]{1,40}:\s", line):
        return "label"
    return "date" if re.search(r"\s{2,}\S*(?:19|20)\d\d\S*$", line) else ""


def is_list_number(label: str) -> bool:
    """Whether a label numbers the rows of a list (``3.``, ``[J2]``, ``(12)``) rather than naming them.

    >>> [is_list_number(x) for x in ["3.", "[J2]", "(12)", "2021", "Thesis"]]
    [True, True, True, False, False]
    """
    return bool(_MARKER_LABEL.match(unmarked(label).strip()))


def labelled(label: str, text: str) -> str:
    """An item's text with its label: a date goes last after a column gap, a word label leads.

    >>> labelled("2018–", "Reader, Univ."), labelled("Editorial", "Editor, X"), labelled("[J2]", "A. B.")
    ('Reader, Univ.  2018–', 'Editorial: Editor, X', '[J2] A. B.')
    >>> labelled("Heads:", "Board"), labelled("**2021**", "Prize")
    ('Heads: Board', 'Prize  2021')
    """
    label = unmarked(label)  # \item[\textbf{2021}]: the label's font is no emphasis of the text
    if not re.search(r"\w", label):
        return text  # no label, or \\item[--], \\item[$\\bullet$]: a bullet, not a label
    if is_list_number(label):
        return f"{label} {text}"  # "[J2]", "3.": a numbered list, not a label
    if is_date_label(label):
        return f"{text}  {label}"
    return f"{label.rstrip(':')}: {text}"


# An argument's list item: a line of its own (friggeri's \entry{..}{..}{..}{\begin{itemize}\item thesis: X ...})
_ITEM_BREAK_RE = re.compile(rf"{ARG_BREAK_RE.pattern}|\\item\b(?!\s*\[)")


def arg_lines(arg: str, start: int, *, is_item_split: bool = False) -> list[tuple[str, int]]:
    """An argument cut at its line breaks (and at its list's items): (LaTeX of each line, its offset in the
    source)."""
    out, at = [], 0
    for m in [*(_ITEM_BREAK_RE if is_item_split else ARG_BREAK_RE).finditer(arg), None]:
        stop = m.start() if m else len(arg)
        piece = arg[at:stop]
        out.append((piece, start + at + len(piece) - len(piece.lstrip())))  # its first word's line
        at = m.end() if m else stop
    return out


def value_lines(arg: str, start: int) -> tuple[str, list[tuple[str, int]]]:
    """A field's text cut at its line breaks: its first line, and the lines under it with their offsets
    (``\\cvitem{}{\\textbf{Name}\\newline details}``); a citation set over lines is one line
    (``Authors\\newline Title.\\newline Journal``)."""
    lines = arg_lines(arg, start)
    texts = [(inline_text(line).strip(), at) for line, at in lines]
    if len(lines) > 1 and is_author_list(unmarked(texts[0][0])):
        return " ".join(t for t, _ in texts), []
    if len(lines) > 1:
        return texts[0][0], [(t, at) for t, at in texts[1:] if t]
    return inline_text(arg).strip(), []


def is_prose(text: str) -> bool:
    """An entry's description rather than a field: a sentence or a long run of words."""
    words = len(text.split())
    return words >= 12 or (words >= 6 and bool(re.search(r"[a-z)]\.(?:\s|$)", text)))


# What a heading macro's body does with its text: a section, a rule under it, a larger size
_HEADING_BODY_RE = re.compile(
    r"\\(?:(?:sub)*section\*?|rule|hrule|hrulefill|titlerule|large|Large|LARGE|huge|Huge)(?![A-Za-z])"
)
# An argument set in bold: "\textbf{#1}", "{\bfseries\itshape #1}"
_BOLD_ARG_RE = re.compile(r"\\textbf\s*\{\s*#1\s*\}|\{\s*\\bfseries\b(?:\s*\\[a-z]+)*\s*#1\s*\}")
# An argument set in a font of emphasis: "\textit{#2}", "{\bfseries #1}"
_ARG_FONT_RE = re.compile(r"\\(textit|emph|textbf)\s*\{\s*#(\d)\s*\}")
# An argument set in brackets in a font of its own, a note on the entry: "\textit{(#3)}" (a year's "(#2)" in
# the citation's own font is its date)
_ARG_BRACKETS_RE = re.compile(r"\\(?:textit|emph|textsl|small|footnotesize)\s*\{\s*\(\s*#(\d)\s*\)\s*\}")
# What a paragraph macro's body does: hangs its lines, or ends the paragraph after its text
_PARAGRAPH_BODY_RE = re.compile(r"\\hangindent\b|#1.*\\par\b", re.S)


@dataclass(frozen=True, slots=True)
class Definition:
    """A macro the document defines itself: how many arguments it takes, and its body."""

    nargs: int
    body: str

    @property
    def is_item(self) -> bool:
        """Whether the macro opens a list item (Jake's ``\\resumeSubheading`` does ``\\item ...``)."""
        return bool(re.search(r"\\item\b", self.body))

    @property
    def is_heading(self) -> bool:
        """Whether a one-argument macro sets its argument as a heading: inside a ``\\section``, or over a
        rule or in a larger size (``\\newcommand{\\sect}[1]{{\\large\\scshape #1}\\rule{\\textwidth}{.4pt}}``)."""
        return self.nargs == 1 and bool(_HEADING_BODY_RE.search(self.body))

    @property
    def is_subheading(self) -> bool:
        """Whether a one-argument macro sets its argument in bold as a block of its own, spaced above or below:
        a group's heading (``\\newcommand{\\cvsub}[1]{\\vspace{3pt}{\\bfseries\\itshape #1}\\vspace{1pt}}``)."""
        return self.nargs == 1 and bool(re.search(r"\\vspace\b", self.body) and _BOLD_ARG_RE.search(self.body))

    @property
    def is_paragraph(self) -> bool:
        """Whether a one-argument macro sets its argument as a paragraph of its own, one entry of a list
        (``\\newcommand{\\pub}[1]{\\noindent\\hangindent=1.5em #1\\par}``)."""
        return self.nargs == 1 and bool(_PARAGRAPH_BODY_RE.search(self.body))

    @property
    def arg_fonts(self) -> dict[int, str]:
        """The arguments (numbered from 0) the body sets in italics or bold, and the macro that does it:
        ``\\textbf{#1}, \\emph{#3}`` -> ``{0: "textbf", 2: "emph"}``."""
        return {int(m.group(2)) - 1: m.group(1) for m in _ARG_FONT_RE.finditer(self.body)}

    @property
    def bracketed_args(self) -> set[int]:
        """The arguments (numbered from 0) the body sets in brackets: ``#2\\ \\textit{(#3)}`` -> ``{2}``."""
        return {int(m.group(1)) - 1 for m in _ARG_BRACKETS_RE.finditer(self.body)}

    @property
    def arg_rows(self) -> list[list[int]]:
        """The arguments (numbered from 0) on each line the body sets, in order of first use:
        ``\\textbf{#1}, #2 \\hfill #3\\\\ {\\small #4}`` -> ``[[0, 1, 2], [3]]``."""
        rows: list[list[int]] = []
        seen: set[int] = set()
        for part in re.split(r"\\\\|\\newline\b|\\par\b", self.body):
            new = [n for n in dict.fromkeys(int(d) - 1 for d in re.findall(r"#(\d)", part)) if n not in seen]
            seen.update(new)
            rows.extend([new] if new else [])
        return rows

    @property
    def environment(self) -> str | None:
        """``begin`` or ``end`` for a macro that only opens or closes an environment (``\\resumeListStart``)."""
        m = re.match(r"\s*\\(begin|end)\s*\{", self.body)
        return m.group(1) if m else None


_LONGTABLE_RE = re.compile(
    r"\\begin\{longtable\}(?:\[[^\]]*\])?\{(?:[^{}]|\{[^{}]*\})*\}(.*?)\\end\{longtable\}", re.S
)
_HEAD_END_RE = re.compile(r"\\end(?:first)?head\b|\\end(?:last)?foot\b")


def blank_longtable_heads(source: str) -> str:
    """The source with a longtable's header and footer rows (up to its last ``\\endhead``) blanked, lines
    and offsets kept: they name the columns, and repeat on every page.

    >>> blank_longtable_heads(r"\\begin{longtable}{ll}Year \\endhead 2020 & X\\end{longtable}")
    '\\\\begin{longtable}{ll}              2020 & X\\\\end{longtable}'
    """
    out = list(source)
    for table in _LONGTABLE_RE.finditer(source):
        ends = list(_HEAD_END_RE.finditer(source, table.start(1), table.end(1)))
        if ends:
            head = source[table.start(1) : ends[-1].end()]
            out[table.start(1) : ends[-1].end()] = [c if c == "\n" else " " for c in head]
    return "".join(out)


def strip_comments(source: str) -> str:
    """The source with every ``%`` comment removed, lines kept; a ``%`` in a web address is escaped instead.

    >>> strip_comments("50\\\\% done % todo\\nnext")
    '50\\\\% done \\nnext'
    """
    return "\n".join(_without_comment(_addresses_escaped(line)) for line in source.split("\n"))


def _without_comment(line: str) -> str:
    i = 0
    while i < len(line):
        if line[i] == "\\":
            i += 2
            continue
        if line[i] == "%":
            return line[:i]
        i += 1
    return line


def _addresses_escaped(line: str) -> str:
    """hyperref reads ``%`` in an address as a character ("\\href{https://x.org/a%28b%29}{...}"), the rest of TeX
    as a comment: escaped, it stays a character for both."""
    if "%" not in line:
        return line
    return _ADDRESS_ARG_RE.sub(lambda m: m.group(0).replace("%", "\\%").replace("\\\\%", "\\%"), line)


# A web address in hyperref's \url or \href, which takes "%28" as a character: "\href{https://x.org/a%28b%29}{...}"
_ADDRESS_ARG_RE = re.compile(r"\\(?:url|href|nolinkurl)\s*\{([^{}\s]*)\}")


def _line(text: str, pos: int) -> int:
    return text.count("\n", 0, pos) + 1


def check_braces(text: str, path: str) -> None:
    opened: list[int] = []
    i = 0
    while i < len(text):
        char = text[i]
        if char == "\\":
            i += 2
            continue
        if char == "{":
            opened.append(i)
        elif char == "}":
            if not opened:
                raise InputError(
                    "unbalanced braces: '}' has no matching '{'",
                    SourceSpan(path, _line(text, i)),
                    hint="remove the extra '}' or add the missing '{'",
                )
            opened.pop()
        i += 1
    if opened:
        raise InputError(
            "unbalanced braces: '{' is never closed",
            SourceSpan(path, _line(text, opened[-1])),
            hint="add the missing '}'",
        )


def check_parse(text: str, path: str) -> None:
    walker_db, _ = contexts()
    try:
        latexwalker.LatexWalker(text, latex_context=walker_db, tolerant_parsing=False).get_latex_nodes()
    except latexwalker.LatexWalkerParseError as exc:
        message = str(exc.msg).splitlines()[0].rstrip(" .")
        message = message[:1].lower() + message[1:]
        line = exc.lineno if isinstance(exc.lineno, int) and exc.lineno >= 1 else 1
        raise InputError(
            f"cannot parse LaTeX: {message}",
            SourceSpan(path, line),
            hint="check that the file compiles with pdflatex",
        ) from exc
