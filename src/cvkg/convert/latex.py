"""A LaTeX CV (moderncv, article-style, or a custom template) -> text lines with their .tex lines.

pylatexenc turns inline LaTeX into text (:mod:`cvkg.convert.latex_text`; emphasis keeps
Markdown's ``**``/``*`` marks); this module decides where lines break, so that every output
line keeps the .tex line it started on:

* ``\\section{X}`` -> ``## X`` (``\\subsection`` -> ``###``); moderncv's ``\\name{A}{B}`` -> ``# A B``;
  a header block in the preamble (curve's ``\\leftheader{..}``) gives the first lines; a
  template's environment titled by its argument (``\\begin{rubric}{Education}``) -> ``## Education``;
* ``\\cventry{dates}{title}{org}{location}{grade}{desc}`` -> ``title, org, location  dates``
  then the grade and the description's lines (fields led by an author list: a citation's sentences);
  ``\\cvitem{label}{text}`` -> ``label: text`` (``text  label`` when the label is a date, ``[J2] text``
  when it numbers a list); awesome-cv (by its document class): ``\\cventry{title}{org}{location}{dates}{desc}``,
  ``\\cvhonor{award}{event}{place}{date}`` -> ``award, event  date``, ``\\position`` under the name;
* ``\\bibitem[label]{key}`` -> ``- ...``; list options (``[label=...]``) and page settings go;
* ``\\item`` -> ``- ...`` (``\\item[label]`` and curve's ``\\entry*[label]`` place their label as
  ``\\cvitem`` does); ``\\\\``, ``\\par`` and blank lines end a line; inside an item a ``\\\\``
  starts a record like the item's first, or continues a line that cannot end there; ``&`` is a
  column gap; braces around items (``\\small{\\item{..}}``) hide nothing;
* a macro the preamble defines is read by its definition (its arity; an ``\\item`` in its body
  makes it a list item); an unknown macro with two or more arguments (a template's own entry
  macro) -> its arguments joined like a ``\\cventry``; with one argument at the start of a line
  -> its own line (a heading if its name says so).
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from cvkg.convert import Converted, assemble, latex_bib
from cvkg.convert.latex_europass import EuropassRows
from cvkg.convert.latex_forms import (
    FormField,
    form_entries,
)
from cvkg.convert.latex_header import HeaderReader
from cvkg.convert.latex_macros import (
    AWESOME_ARGS,
    BREAKS,
    CLASS_ENTRIES,
    CLASS_LISTS,
    CV_TITLE_WORDS,
    ENV_ARGS,
    LAYOUT,
    MODERNCV_ARGS,
    OBEYLINES_ENVS,
    PLAIN_ENVS,
    PUBLICATION_HEADING_RE,
    SECTIONS,
    SPEC_ENVS,
    TITLE_ENVS,
)
from cvkg.convert.latex_text import (
    ARG_BREAK_RE,
    Definition,
    arg_lines,
    blank_longtable_heads,
    check_braces,
    check_parse,
    contexts,
    entry_citation,
    first_text,
    inline_text,
    is_author_list,
    is_date_label,
    is_full_name_list,
    is_one_author,
    is_prose,
    join_fields,
    labelled,
    opens_with_author,
    shape,
    strip_comments,
    unmarked,
    value_lines,
)

_BIG = re.compile(r"\\(Huge|huge|LARGE|Large)\b")
_HEADING_NAME = re.compile(r"section|heading|header|title|rubric", re.IGNORECASE)
# A bold label opening a line ("**Languages:** Python"): a label, not emphasis to keep
_BOLD_LABEL = re.compile(r"^\*\*([^*]+?)(?::\*\*|\*\*:)")
# A body macro that sets the name: friggeri's \\header, Deedy's \\namesection, article's \\author
_NAME_MACRO = re.compile(r"^(?:header|namesection|cvname|makename|fullname|myname|name|author)$", re.IGNORECASE)
# What a title page sets beside the author on one line: "\title{CV}\author{..}\date{\today}"
_TITLE_PAGE_MACROS = re.compile(r"\\(?:title|date|thanks|address|email|urladdr)\s*\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}")
_ITEM_NAME = re.compile(r"item|entry", re.IGNORECASE)
_DIMENSION = re.compile(r"^[\d.]*\s*(?:\\[A-Za-z]+|cm|mm|in|pt|em|ex|bp)?$")
# What makes a {..} group hold lines of its own rather than inline text
_STRUCTURE = re.compile(r"\\\\|\\(?:item|newline|par|begin|(?:sub)*section)\b|\n[ \t]*\n")
# A line that cannot end a record: what follows its \\\\ continues it
_GOES_ON = re.compile(r"(?:[,;:&(]|\b(?:and|or|of|for|in|at|the|with|on|to))$")
_DEFINITION = re.compile(
    r"\\(?:(?:re)?newcommand|providecommand|DeclareRobustCommand)\*?\s*\{?\s*\\([A-Za-z]+)\s*\}?\s*(?:\[(\d)\])?\s*(?:\[[^\]]*\])?\s*(?=\{)"
    r"|\\def\s*\\([A-Za-z]+)((?:#\d)*)\s*(?=\{)"
)


# One bar of a skills chart: "{Python/5.5}" -> "Python"
_BAR_RE = re.compile(r"\{([^{}/]+)/[\d.]+\}")


def to_text(source: str, path: str) -> Converted:
    """Convert a LaTeX CV; each output line maps to the .tex line it started on.

    Raises:
        InputError: unbalanced braces, or LaTeX pylatexenc cannot parse, naming the line.
    """
    clean = strip_comments(source)
    check_braces(clean, path)
    clean = blank_longtable_heads(_with_environment_macros(_without_anchor_wrappers(clean)))
    begin = clean.find("\\begin{document}")
    preamble, body_start = (clean[:begin], begin + len("\\begin{document}")) if begin >= 0 else ("", 0)
    clean, cited = latex_bib.with_full_citations(latex_bib.without_settings(clean), body_start)
    end = clean.find("\\end{document}", body_start)
    # the preamble's \newcommand bodies may hold half an environment: parse the body strictly only
    check_parse(re.sub(r"[^\n]", " ", clean[:body_start]) + clean[body_start : end if end >= 0 else None], path)
    template = re.search(r"\\documentclass\s*(?:\[[^]]*\])?\s*\{([^}]*)\}", clean)
    scanner = _Scanner(clean, template=template.group(1).strip() if template else "")
    scanner.define(preamble)
    if shorthands := _shorthands(scanner.defs):
        # "\newcommand{\me}{\textbf{Okoro, C. N.}}" then "\item \me; Lindahl, P. ...": the name in the body
        clean, end, scanner = _with_body_calls_set(
            clean, body_start, preamble, scanner,
            lambda body: _SHORTHAND_RE.sub(lambda m: shorthands.get(m.group(1), m.group(0)), body),
        )
    if blocks := _block_macros(scanner.defs):
        # Jake's resume: "\newcommand{\degreeTable}{\item \begin{tabular*}..{University: Degree} & dates ..}" called
        # on a line of its own: the lines its body sets
        clean, end, scanner = _with_body_calls_set(
            clean, body_start, preamble, scanner,
            lambda body: _BLOCK_CALL_RE.sub(lambda m: blocks.get(m.group(2), m.group(0)), body),
        )
    if expanded := _expand_entry_macros(scanner, body_start, end if end >= 0 else len(clean)):
        # "\newcommand{\paper}[4]{\cvitem{#1}{#2 ``#3.'' #4}}": each call read as the entry its body makes
        clean = expanded
        end = clean.find("\\end{document}", body_start)
        scanner = _Scanner(clean, template=scanner.template)
        scanner.define(preamble)
    scanner.header(preamble)
    scanner.scan(body_start, end if end >= 0 else len(clean))
    lines = [(text, scanner.line_of(pos)) for text, pos in scanner.out]
    return assemble(form_entries(_with_embedded_bibliography(lines, scanner, clean, body_start, cited)))


# pandoc's anchor around each heading: "\hypertarget{education}{%\n\section{Education}\label{education}}"
_ANCHOR_RE = re.compile(r"\\hypertarget\s*\{[^{}]*\}\s*\{")


def _without_anchor_wrappers(clean: str) -> str:
    r"""The source with each ``\hypertarget{name}{...}`` blanked down to what it wraps, offsets and lines kept: the
    anchor's name is no text, and a heading inside an argument would not be read as a heading."""
    chars = list(clean)
    for m in _ANCHOR_RE.finditer(clean):
        close = _closing_brace(clean, m.end())
        if close is None:
            continue
        chars[m.start() : m.end()] = [c if c == "\n" else " " for c in clean[m.start() : m.end()]]
        chars[close] = " "
    return "".join(chars)


def _closing_brace(text: str, start: int) -> int | None:
    """Where the group opened just before ``start`` closes (escaped braces skipped), or ``None``."""
    depth = 1
    i = start
    while i < len(text):
        char = text[i]
        if char == "\\":
            i += 2
            continue
        depth += {"{": 1, "}": -1}.get(char, 0)
        if depth == 0:
            return i
        i += 1
    return None


# An environment's opening or closing in a macro's body: "\begin{longtable}{ll}", "\end{itemize}"
_ENV_EDGE_RE = re.compile(r"\\(begin|end)\s*\{([A-Za-z*]+)\}")


def _with_environment_macros(clean: str) -> str:
    r"""The source with each call of an argument-free macro that opens (or closes) an environment the body
    closes (or opens) literally replaced by its definition, lines kept: pdflatex accepts
    ``\newcommand{\tablehead}{\begin{longtable}{ll}}`` then ``\tablehead ... \end{longtable}``, and a parser
    that sees only the ``\end`` rejects the whole CV. Macros that open and close in pairs stay (``\resumeListStart``).
    """
    begin = clean.find("\\begin{document}")
    if begin < 0:
        return clean
    scanner = _Scanner(clean, template="")
    scanner.define(clean[:begin])
    body = clean[begin:]
    halves = {
        name: d.body.replace("\n", " ")
        for name, d in scanner.defs.items()
        if d.nargs == 0 and _unpaired_edge(d.body, body)
    }
    if not halves:
        return clean
    pattern = re.compile(r"\\(" + "|".join(map(re.escape, halves)) + r")(?![A-Za-z])(?:\{\})?")
    return clean[:begin] + pattern.sub(lambda m: halves[m.group(1)], body)


def _unpaired_edge(definition: str, body: str) -> bool:
    r"""Whether a macro's definition holds one edge of an environment whose other edge the body writes more
    often than its own: ``\begin{longtable}`` defined, ``\end{longtable}`` written out after each call."""
    edges = _ENV_EDGE_RE.findall(definition)
    if len(edges) != 1:
        return False
    side, env = edges[0]
    other = "end" if side == "begin" else "begin"
    written = {s: len(re.findall(rf"\\{s}\s*\{{{re.escape(env)}\}}", body)) for s in (side, other)}
    return written[other] > written[side]


def _with_embedded_bibliography(
    lines: list[tuple[str, int]], scanner: _Scanner, clean: str, body_start: int, cited: set[str]
) -> list[tuple[str, int]]:
    """The lines with the BibTeX the file writes itself (``filecontents``) set where ``\bibliography`` prints it,
    under a heading of its own unless one stands right before."""
    for printed in reversed(latex_bib.printed_lists(clean, body_start, cited)):
        at = sum(1 for _, pos in scanner.out if pos < printed.at)
        line = scanner.line_of(printed.at)
        if printed.title:  # "\printbibliography[type=article,title={Articles}]": a kind's list under its name
            heading = [(f"{'##' if printed.is_section else '###'} {printed.title}", line)]
        else:
            heading = [] if at and lines[at - 1][0].startswith("#") else [("## Publications", line)]
        lines = [*lines[:at], *heading, *printed.lines, *lines[at:]]
    return lines


# A template's entry macro in a definition's body: the macro defined is a shorthand for such entries
_ENTRY_IN_BODY_RE = re.compile(r"\\(?:cvitem|cventry|cvlistitem|cvitemwithcomment|cvdoubleitem)\b")


# What names a paper's container rather than the paper: a volume or pages, a venue's word, an abbreviation's stops
_VENUE_LIKE_RE = re.compile(
    r"\b\d+\s*(?:[-–]\s*\d+|[,(:])"  # a volume or pages: "14, 1123–1135"
    r"|\b(?:Journal|Proc(?:eedings|\.)|Conference|Symposium|Workshop|Transactions|Letters|Review|Patent|Press"
    r"|Annals|Bulletin|Quarterly|Chemistry|Science|Physics|Research)\b|\b[A-Z][a-z]{0,5}\.\s"
)


def _authors_first(fields: list[str], *, title_at: int = 1) -> list[str]:
    """A paper's first three macro fields with its authors first, as a citation sets them: users fill awesome-cv's
    {position}{title}{location} (or \\cvhonor's {award}{event}{place}) as they like, ``{Journal}{Title}{A. Lee,
    B. Ng}``, ``{US Patent 11,234,567 B2}{Title}{A. Lee}``, ``{Title}{Journal}{A. Lee}``. Of the other two fields
    the title is the one that names no container, else the one at ``title_at``, the macro's main slot.

    >>> _authors_first(["J. Am. Chem. Soc.", "On Looms", "A. Lee, B. Ng"])
    ['A. Lee, B. Ng', 'On Looms', 'J. Am. Chem. Soc.']
    >>> _authors_first(["On Looms", "Nature 12, 1-9", "A. Lee, B. Ng"])
    ['A. Lee, B. Ng', 'On Looms', 'Nature 12, 1-9']
    >>> _authors_first(["On Looms", "Lee, A.", "Nature"])
    ['Lee, A.', 'On Looms', 'Nature']
    """
    at = next((i for i in (1, 2) if _names_a_field([fields[i]])), None)
    if at is None or _names_a_field([fields[0]]):
        return fields
    first, second = (fields[i] for i in range(3) if i != at)
    venue_like = [bool(_VENUE_LIKE_RE.search(unmarked(f))) for f in (first, second)]
    if venue_like[0] != venue_like[1]:
        title, venue = (second, first) if venue_like[0] else (first, second)
    else:
        title, venue = (first, second) if title_at == 0 or (at == 1 and title_at == 1) else (second, first)
    return [fields[at], title, venue]


def _names_a_field(fields: list[str]) -> bool:
    """Whether one of the fields is an author list or one author's name."""
    return any(is_author_list(f) or is_one_author(f) or is_full_name_list(f) for f in fields)


# The list an awesome-cv description sets its lines in
_CVITEMS_RE = re.compile(r"\\(?:begin|end)\{(?:cvitems|itemize)\}")


def _described_authors(description: str) -> str | None:
    """The author list an awesome-cv ``\\cventry``'s description holds and nothing else (bare or as a list's one
    item), or ``None``."""
    items = [i for i in re.split(r"\\item\b", _CVITEMS_RE.sub("", description)) if i.strip()]
    if len(items) != 1:
        return None
    text = inline_text(items[0].strip().removeprefix("{").removesuffix("}")).strip()
    return text if _names_a_field([text]) else None


def _is_publisher(field_text: str) -> bool:
    """Whether a \\cventry's field names a publisher alone ("Cornell University Press", "Brill"), as the venue
    reader knows publishers."""
    # (imported here: cvkg.extract imports the LaTeX converter through its BibTeX reader)
    from cvkg.extract.venues import is_publisher

    return is_publisher(field_text)


def _expand_entry_macros(scanner: _Scanner, start: int, end: int) -> str | None:
    """The text with every call, between ``start`` and ``end``, of a macro of the document's own whose body
    makes an entry (``\\paper{[J9]}{Authors}{Title}{Journal}``), or sets a few words inside a line
    (``\\cref{Proc. APEC}{Long Beach, 2024}{pp. 1--6}`` for ``in \\textit{#1}, #2, #3``), replaced by that body with its
    arguments; the lines a call spanned are kept after it, so that the lines below keep their numbers. ``None``
    when no such macro is called.

    An inline macro (of two or more arguments: one argument's text is what pylatexenc keeps of an unknown macro
    anyway) is expanded only inside text: a call opening an item or a line of its own is an entry the scanner
    reads by its definition (its fonts, its rows). Expanding also keeps pylatexenc from reading a name it knows in
    another package's sense (cleveref's ``\\cref``) or from dropping the commas an unknown macro's body puts
    between its arguments."""
    makers = {name: d for name, d in scanner.defs.items() if d.nargs and _ENTRY_IN_BODY_RE.search(d.body)}
    inline = {
        name: d
        for name, d in scanner.defs.items()
        if d.nargs >= 2 and name not in makers and not _STRUCTURE.search(d.body) and not _NOT_INLINE_RE.search(d.body)
        and not d.is_heading and not _HEADING_NAME.search(name)
    }
    if not (makers or inline):
        return None
    text, out, at = scanner.text, [], start
    for m in re.finditer(r"\\([A-Za-z]+)(?![A-Za-z])", text[start:end]):
        name, call = m.group(1), start + m.start()
        if call < at or not (name in makers or (name in inline and _INSIDE_TEXT_RE.search(text, 0, call))):
            continue
        macro = makers.get(name) or inline[name]
        _, args, stop = scanner._args(start + m.end(), macro.nargs, limit=end)
        if len(args) != macro.nargs:
            continue
        out += [text[at:call], _with_arguments(macro.body, [a for a, _ in args]).replace("\n", " ")]
        out.append("\n" * text.count("\n", call, stop))
        at = stop
    return "".join([text[:start], *out, text[at:]]) if out else None


# Text a call continues: a word, a quote, a stop or an argument's brace before it, on its line or the line above
# (not a blank line, a line break or an item)
_INSIDE_TEXT_RE = re.compile(r"[\w,;:'\"’”.){-](?<!\\item)(?<!\\par)[ \t]*\n?[ \t]*\Z")
# What makes a macro's body more than a few inline words: a skip, a rule, a box of its own; or a link, whose target
# (an arXiv id in "\href{https://arxiv.org/abs/#1}{[arXiv]}") the text would lose
_NOT_INLINE_RE = re.compile(
    r"\\(?:vspace|vskip|rule|hrule|noindent|hangindent|makebox|parbox|medskip|bigskip|href|url)\b"
)


def _with_arguments(body: str, args: list[str]) -> str:
    """A definition's body with ``#1``... replaced by the call's arguments."""
    return re.sub(r"#(\d)", lambda g: args[int(g.group(1)) - 1] if int(g.group(1)) <= len(args) else "", body)


# A macro of the document's own called without arguments: "\me", "\me{}"
_SHORTHAND_RE = re.compile(r"\\([A-Za-z]+)(?![A-Za-z])(?:\{\})?")


def _with_body_calls_set(
    clean: str, body_start: int, preamble: str, scanner: _Scanner, set_calls: Callable[[str], str]
) -> tuple[str, int, _Scanner]:
    """The source with its body's macro calls replaced by ``set_calls``, where its body now ends, and a scanner of
    the new source with the preamble's definitions."""
    clean = clean[:body_start] + set_calls(clean[body_start:])
    rescanned = _Scanner(clean, template=scanner.template)
    rescanned.define(preamble)
    return clean, clean.find("\\end{document}", body_start), rescanned


def _shorthands(defs: dict[str, Definition]) -> dict[str, str]:
    r"""The document's macros that stand for a few words (``\me`` for the subject's bolded name): their text."""
    return {
        name: _XSPACE_RE.sub("", d.body)
        for name, d in defs.items()
        if d.nargs == 0 and _WORDS_BODY_RE.fullmatch(_FONT_RE.sub("", _XSPACE_RE.sub("", d.body)))
    }


# A macro called alone on its line: "    \degreeTable"
_BLOCK_CALL_RE = re.compile(r"^([ \t]*)\\([A-Za-z]+)[ \t]*(?:\{\})?[ \t]*$", re.MULTILINE)


def _block_macros(defs: dict[str, Definition]) -> dict[str, str]:
    r"""The document's argument-less macros that set an entry or a table of their own (an ``\item``, a
    ``tabular``): their bodies on one line each, so that the lines after the call keep their numbers (the body's
    rows still part at its ``\``)."""
    return {
        name: " ".join(d.body.split())
        for name, d in defs.items()
        if d.nargs == 0 and re.search(r"\\item\b|\\begin\{tabular", d.body) and re.search(r"[^\W\d_]{3,}\s", d.body)
    }


# A body of words alone, maybe set in fonts: "Okoro, C. N.", "\textbf{\underline{Okoro, C. N.}}\xspace" (not
# "\par\hangindent"): its words once the fonts and their braces are gone
_WORDS_BODY_RE = re.compile(r"\s*[^{}\\#\n]{2,60}\s*")
_FONT_RE = re.compile(r"\\(?:textbf|emph|textit|underline|uline|textsc|bfseries|itshape)\b\s*|[{}]|\\[,;: ]")
_XSPACE_RE = re.compile(r"\\xspace\b(?:\{\})?")


# A book's imprint, its place before the publisher: "Cork: Cork University Press"
_IMPRINT_RE = re.compile(r"^[A-Z][\w .'’-]{1,30}:\s*[A-Z]")




# A book's title field naming who else edited it: "*Credit and Community*, ed. with Tomás Echeverría"
_CO_EDITED_RE = re.compile(r"^(?P<title>.+?),\s*(?:co-?)?ed(?:ited|\.)?\s+(?P<with>with\s+[A-Z].*)$")
# An award's name that says nothing without its competition or grant: "Finalist", "2nd Place", "Honorable Mention"
_BARE_AWARD_RE = re.compile(
    r"(?i:(?:grand\s+)?(?:finalist|winner|runner[- ]up|semi-?finalist|(?:\d(?:st|nd|rd|th)|first|second|third)\s+"
    r"(?:place|prize)|honou?rable mention|gold|silver|bronze)(?:\s+(?:award|medal|prize))?"
    # ... or is the subject's role in a grant the event field names: "Co-Investigator" of "SFI Frontiers"
    r"|(?:co-?)?(?:principal\s+)?investigator|(?:co-?)?PI|recipient|awardee"
    # ... or is a bare noun: "Medal" of the Royal Society
    r"|medal|prize|award|fellowship|scholarship|grant|honou?r|distinction)"
)
# A paper's co-authors in a \cventry's description: "with B. Lund", "joint with A. Roy and C. Birch"
_WITH_RE = re.compile(r"(?i:joint )?(?i:with)\s+[A-Z][^.;:]*(?:\.\s*[A-Z][^.;:]*)*")
# A sum of money opening a field: "$1,842,000 total costs", "€80k", "CHF 250,000"
# A college of a university ("Corpus Christi College"), or a school of it ("Kennedy School")
_COLLEGE_RE = re.compile(r"^[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,3}\s+(?:College|School)$")


def _is_unit_of(unit: str, institution: str) -> bool:
    """Whether a \\cventry's place field names a unit of the institution in the field before it ("Department of
    Economics" of "Boston University"), not the school of a degree whose field came first ("{B.S.}{Biochemistry}
    {Tulane College}")."""
    from cvkg.extract.places import INSTITUTION_RE, UNIT_RE

    is_unit = bool(UNIT_RE.match(unit) or _COLLEGE_RE.match(unit))
    return is_unit and bool(INSTITUTION_RE.search(institution)) and not UNIT_RE.match(institution)


_AMOUNT_RE = re.compile(r"\s*(?:[$£€¥]\s?\d|(?:USD|EUR|GBP|CHF|CAD|AUD)\s?\d)")



@dataclass
class _Scanner(HeaderReader):
    """Walks the comment-free source at brace depth 0, cutting it into output lines."""

    text: str
    template: str  # the document class: "moderncv" and "awesome-cv" give their macros meaning
    out: list[tuple[str, int]] = field(default_factory=list)
    defs: dict[str, Definition] = field(default_factory=dict)
    field_heads: set[int] = field(default_factory=set)  # the lines of ``out`` that a form's field name heads
    # after europasscv's "\ecvtitle{dates}{title}", the form row its first unnamed row is (employer or school)
    untitled_row: FormField | None = None
    # the last citation a form's row set: its line in ``out``, its label (a date) and its text, for a note under it
    citation_row: tuple[int, str, str] | None = None
    _starts: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._starts = [0] + [i + 1 for i, c in enumerate(self.text) if c == "\n"]

    def line_of(self, pos: int) -> int:
        return bisect.bisect_right(self._starts, pos)

    def define(self, preamble: str) -> None:
        """The macros the preamble defines (``\\newcommand``, ``\\def``): their arity and body."""
        for m in _DEFINITION.finditer(preamble):
            name = m.group(1) or m.group(3)
            nargs = int(m.group(2) or 0) if m.group(1) else len(m.group(4) or "") // 2
            close = self._group(m.end(), "}")
            self.defs[name] = Definition(nargs, self.text[m.end() + 1 : close])

    def run_segment(self, start: int, end: int) -> None:
        _Segment(self, start, end).run()

    def _macro(self, text: str, name: str, nargs: int) -> tuple[list[tuple[str, int]], int] | None:
        match = re.search(rf"\\{name}\b", text)
        if not match:
            return None
        _, args, _ = self._args(match.end(), nargs, limit=len(text))
        return (args, match.start()) if args else None

    def _group(self, pos: int, close: str) -> int:
        """Index of the bracket closing the group that opens at ``pos``."""
        depth, i = 0, pos
        while i < len(self.text):
            char = self.text[i]
            if char == "\\":
                i += 2
                continue
            if char == "{":
                depth += 1
            elif char == "}":
                depth -= 1
            if depth == 0 and (char == close or (close == "}" and char == "}")):
                return i
            i += 1
        return len(self.text)

    def _args(
        self, pos: int, nargs: int, *, limit: int, options: bool = False
    ) -> tuple[list[str], list[tuple[str, int]], int]:
        """Optional ``[..]`` and up to ``nargs`` ``{..}`` arguments from ``pos``: (opts, args, end).

        With ``options``, a leading ``[..]`` is read even when no ``{..}`` argument is asked for.
        """
        opts: list[str] = []
        args: list[tuple[str, int]] = []
        while len(args) < nargs or (options and not opts and not args):
            i = pos
            while i < limit and self.text[i] in " \t\n" and "\n\n" not in self.text[pos : i + 1]:
                i += 1
            if len(args) >= nargs and not (i < limit and self.text[i] == "["):
                break
            if i < limit and self.text[i] == "[" and not args:
                close = self._group(i, "]")
                opts.append(self.text[i + 1 : close])
            elif i < limit and self.text[i] == "{":
                close = self._group(i, "}")
                args.append((self.text[i + 1 : close], i + 1))
            else:
                break
            pos = close + 1
        return opts, args, pos

    def scan(self, start: int, end: int) -> None:
        """Cut ``text[start:end]`` into lines, appending to ``out``."""
        _Segment(self, start, end).run()


@dataclass
class _Segment(EuropassRows):
    """One pass over a region; ``pending`` is the start of text not yet emitted.

    Inside a list item (``in_item``), a ``\\\\`` ends a record of its own (``Award \\hfill 2024
    \\\\ Prize \\hfill 2020``) unless the line cannot end there (``Department of History,\\\\``).
    """

    scanner: _Scanner
    start: int
    end: int
    prefix: str = ""
    pending: int = 0
    label: str = ""  # a description list's \\item[label], placed when the item's text is emitted
    in_item: bool = False
    joining: str = ""  # what joins the next text to the last line, when it continues it
    shape: str | None = None  # the shape of the item's first line, once emitted
    last: tuple[int, str, str, str] | None = None  # the last line emitted: index, prefix, text, label
    obeylines: bool = False  # each source line a line of its own (friggeri's aside, \\obeylines)

    def run(self) -> None:
        text, pos, self.pending = self.scanner.text, self.start, self.start
        depth = 0
        while pos < self.end:
            char = text[pos]
            if char == "\\" and depth == 0:
                match = re.compile(r"\\([A-Za-z]+\*?|\\)").match(text, pos)
                if match:
                    after = self._macro(match.group(1), pos, match.end())
                    if after is not None:
                        pos = self.pending = after
                        continue
                pos += 2
                continue
            if char == "\\":
                pos += 2
                continue
            if char == "{" and depth == 0 and (close := self._structured_group(pos)) is not None:
                pos = self.pending = close + 1
                continue
            depth += {"{": 1, "}": -1}.get(char, 0)
            if char == "\n" and depth == 0 and (self.obeylines or self._blank_line_after(pos)):
                self.flush(pos)
                self.pending = pos + 1
            pos += 1
        self.flush(self.end)

    def _blank_line_after(self, pos: int) -> bool:
        """Whether the line break at ``pos`` ends a paragraph (a blank line follows)."""
        return self.scanner.text[pos + 1 : self.end].lstrip(" \t").startswith("\n")

    def _structured_group(self, pos: int) -> int | None:
        """A ``{..}`` holding items or line breaks (``\\small{\\item{A \\\\ B}}``): its lines, as if
        the braces were not there; the group's end, or None for an inline group."""
        sc = self.scanner
        close = sc._group(pos, "}")
        if close >= self.end or not _STRUCTURE.search(sc.text, pos + 1, close) or self._is_argument(pos):
            return None
        self.flush(pos)
        inner = _Segment(sc, pos + 1, close, self.prefix, label=self.label, in_item=self.in_item)
        inner.run()
        self.prefix, self.label = inner.prefix, inner.label
        return close

    def _is_argument(self, pos: int) -> bool:
        """Whether the ``{`` at ``pos`` is a macro's argument (``\\textbf{..}``, ``\\href{u}{..}``), not a
        group of its own (``\\small{..}``, ``\\item{..}``)."""
        before = self.scanner.text[self.start : pos].rstrip()
        if before.endswith(("}", "]")):
            return True
        m = re.search(r"\\([A-Za-z]+)\*?$", before)
        if m is None or m.group(1) == "item":
            return False
        if (known := self.scanner.defs.get(m.group(1))) is not None:
            return known.nargs > 0
        spec = contexts()[0].get_macro_spec(m.group(1))
        return spec is None or "{" in str(getattr(spec.args_parser, "argspec", "{"))

    def flush(self, upto: int) -> None:
        raw = self.scanner.text[self.pending : upto]
        if not raw.strip():
            return
        offset = self.pending + first_text(raw)
        converted = _BOLD_LABEL.sub(r"\1:", re.sub(r"\s*\n\s*", " ", inline_text(raw)).strip())
        if _BIG.search(raw) and not any(line.startswith("#") for line, _ in self.scanner.out):
            converted = "# " + unmarked(converted)
        self.emit(converted, offset)
        self.pending = upto

    def emit(self, line: str, pos: int) -> None:
        line = re.sub(r"\s*\n\s*", " ", line.strip())  # one output line per call, or the line map slips
        if not line:
            return
        out = self.scanner.out
        if self.joining and self.last is not None and self.last[0] == len(out) - 1:
            index, prefix, core, label = self.last
            core = core.rstrip(":") if self.joining == ": " else core
            self.last = (index, prefix, f"{core}{self.joining}{line}", label)
            out[index] = (prefix + labelled(label, self.last[2]), out[index][1])
        else:
            if self.prefix and self.in_item and self.shape is None:
                self.shape = shape(line)
            self.last = (len(out), self.prefix, line, self.label)
            out.append((self.prefix + labelled(self.label, line), pos))
            self.prefix, self.label = "", ""
        self.joining = ""

    def _at_line_start(self, pos: int) -> bool:
        """Nothing but title-page macros before ``pos`` on its line (``\title{CV}\author{Ada Byron}``)."""
        line_start = self.scanner.text.rfind("\n", 0, pos) + 1
        return not _TITLE_PAGE_MACROS.sub("", self.scanner.text[line_start:pos]).strip()

    def _break(self, pos: int, after: int) -> int:
        """A line break; inside an item, one between records or within one."""
        sc = self.scanner
        before = inline_text(sc.text[self.pending : pos]).strip()
        end = sc._group(after, "]") + 1 if sc.text.startswith("[", after) else after
        self.flush(pos)
        if self.in_item and before:
            following = inline_text(ARG_BREAK_RE.split(sc.text[end : self.end], maxsplit=1)[0]).strip()
            if re.fullmatch(r"\*\*[^*]{1,60}\*\*:?", before):
                self.joining = ": "  # "\\textbf{Databases} \\\\ MySQL, SQLite": a label over its items
            elif _GOES_ON.search(before) or following[:1].islower():
                self.joining = " "
            elif self.shape and shape(following) == self.shape:
                # a record like the item's first ("Prize \\hfill 2020", "Tools: Git"), under the same label
                self.prefix = "- "
                self.label = self.last[3] if self.last and not is_date_label(self.last[3]) else ""
        return end

    def _open_item(self, label: str) -> None:
        self.prefix, self.label, self.in_item, self.joining, self.shape = "- ", label, True, "", None

    def _macro(self, name: str, pos: int, after: int) -> int | None:
        """Handle a structural macro at ``pos``; the end of what it used, or None if inline."""
        sc = self.scanner
        bare = name.rstrip("*")
        if name in BREAKS or name == "\\":
            return self._break(pos, after)
        if bare in SECTIONS:
            self.flush(pos)
            self.in_item = False
            _, args, end = sc._args(after, 1, limit=self.end)
            if args:
                self.emit(f"{SECTIONS[bare]} {unmarked(inline_text(args[0][0]))}", pos)
            return end
        if bare in ("item", "bibitem"):
            self.flush(pos)
            # \\bibitem[label]{key}: the key names the entry for \\cite, it is not text
            opts, _, end = sc._args(after, 1 if bare == "bibitem" else 0, limit=self.end, options=True)
            self._open_item(inline_text(opts[0]).strip() if opts and bare == "item" else "")
            return end
        if bare in ("begin", "end"):
            return self._environment(bare, pos, after)
        if bare.startswith("cv") and bare not in LAYOUT and not self._redefined(bare):
            return self._moderncv(bare, pos, after)
        if (handled := self._europass(bare, pos, after)) is not None:
            return handled
        # \author names the CV's subject; res.cls sets an entry's \title{..} \employer{..} in the body
        entry_field = bare == "title" and sc.template == "res"
        known = bare != "author" and not entry_field and contexts()[0].get_macro_spec(bare) is not None
        if bare in LAYOUT or known:
            return None
        return self._unknown(bare, pos, after)

    def _section_title(self) -> str:
        """The title of the section heading the scanner last emitted (not the name's "# ", nor a field's name set as a
        heading), "" before the first."""
        out = self.scanner.out
        titles = (out[k][0] for k in range(len(out) - 1, -1, -1) if k not in self.scanner.field_heads)
        return next((line.lstrip("#").strip() for line in titles if line.startswith("##")), "")

    def _redefined(self, name: str) -> bool:
        """Whether the preamble defines a moderncv macro of its own, with other arguments (a ``\\cventry`` of
        four): it is then read by that definition, not as moderncv's."""
        known = self.scanner.defs.get(name)
        expected = (AWESOME_ARGS if self.scanner.template == "awesome-cv" else MODERNCV_ARGS).get(name)
        return known is not None and expected is not None and known.nargs != expected

    def _environment(self, which: str, pos: int, after: int) -> int:
        sc = self.scanner
        self.flush(pos)
        _, args, end = sc._args(after, 1, limit=self.end)
        env = args[0][0].strip() if args else ""
        if env in OBEYLINES_ENVS:
            self.obeylines = which == "begin"
        if which == "end":
            self.in_item = False
            return end
        if env in TITLE_ENVS:
            return self._cv_title(end)
        if env in SPEC_ENVS and (close := sc.text.find(f"\\end{{{env}}}", end, self.end)) >= 0:
            return close  # res.cls's \begin{format}: how entries are laid out; a filecontents' BibTeX
        if env in ENV_ARGS or env in PLAIN_ENVS or contexts()[0].get_environment_spec(env) is not None:
            # list options (enumitem's [label=...]) and a table's column spec are not text
            return sc._args(end, ENV_ARGS.get(env, 0), limit=self.end, options=True)[2]
        return self._titled(pos, end)

    def _cv_title(self, after: int) -> int:
        """currvita's ``\\begin{cv}{Title}``: a title that names the subject is the CV's name line (as moderncv's
        ``\\name``), unless one was read already; "Curriculum Vitae" names no one and goes."""
        sc = self.scanner
        _, args, end = sc._args(after, 1, limit=self.end)
        title = unmarked(inline_text(args[0][0])).strip() if args else ""
        named = any(line.startswith("# ") for line, _ in sc.out)
        if title and not named and not CV_TITLE_WORDS.search(title):
            self.emit(f"# {title}", args[0][1])
        return end

    def _titled(self, pos: int, after: int) -> int:
        """A template's own environment (curve's ``\\begin{rubric}{Education}``, resume.cls's
        ``\\begin{rSubsection}{Org}{dates}{title}{place}``): the arguments on its line are a
        heading, or an entry's fields."""
        sc = self.scanner
        line_end = sc.text.find("\n", after)
        _, args, end = sc._args(after, 9, limit=self.end if line_end < 0 else min(self.end, line_end))
        texts = [inline_text(a).strip() for a, _ in args if not _DIMENSION.match(a.strip())]
        if len(texts) == 1 and not args[0][0].lstrip().startswith("\\"):
            self.in_item = False
            self.emit(f"## {unmarked(texts[0])}", pos)
        elif len(texts) >= 2:
            self.emit(join_fields(texts), pos)
        return end

    def _moderncv(self, name: str, pos: int, after: int) -> int | None:
        sc = self.scanner
        awesome = sc.template == "awesome-cv"
        nargs = (AWESOME_ARGS if awesome else MODERNCV_ARGS).get(name)
        if nargs is None:
            return self._unknown(name, pos, after)
        self.flush(pos)
        _, args, end = sc._args(after, nargs, limit=self.end)
        texts = [inline_text(a).strip() for a, _ in args] + [""] * (nargs - len(args))
        if name == "cventry" and not awesome and (names := [t for t in (*texts[4:6], texts[2]) if is_author_list(t)]):
            # a paper: {year}{title}{journal}{volume, pages}{authors}{}, or {year}{title}{authors}{journal}{volume}
            # -> "Authors. Title. Journal, volume, year."
            detail = ", ".join(t for t in (texts[2], texts[3], *texts[4:6], texts[0]) if t and t not in names)
            self.emit(f"{names[0].rstrip('.')}. {texts[1].rstrip('.')}. {detail}.", pos)
        elif name == "cventry" and not awesome and texts[1] and texts[2] and self._under_publications():
            # a paper under a heading of publications, its author the subject: {year}{title}{journal}{volume}..
            # -> "“Title.” Journal, volume, year." (the citation its fields stand for, not a job's line)
            detail = ", ".join(t for t in (texts[2], texts[3], texts[4], texts[0]) if t)
            if texts[3] and not re.search(r"\d", texts[3]) and _is_publisher(texts[2]):
                # a book: {year}{title}{publisher}{place}: its imprint as a citation sets it, "Ithaca, NY: Press"
                detail = ", ".join(t for t in (f"{texts[3]}: {texts[2]}", texts[4], texts[0]) if t)
            title = re.sub(r"^[“\"](.*)[”\"]$", r"\1", texts[1].strip()).rstrip(".")  # quoted once, not twice
            if co_edited := _CO_EDITED_RE.match(title):
                # "{*Book*, ed. with T. Echeverría}": a volume edited with others, their names after the title
                title, texts[5] = co_edited.group("title"), co_edited.group("with")
            if coauthors := _WITH_RE.fullmatch(texts[5].strip(" .")):
                # "{with B. Lund}" in the description: the co-authors, said where the citation says them
                self.emit(f"“{title}” ({coauthors.group(0)}), {detail}.", pos)
            else:
                self.emit(f"“{title}.” {detail}.", pos)
                if len(args) == nargs and texts[5]:
                    _Segment(sc, args[5][1], args[5][1] + len(args[5][0])).run()
        elif name == "cventry":
            # moderncv: {dates}{title}{employer}{place}{grade}{text}; awesome-cv: {title}{employer}{place}{dates}{text}
            dated_text = awesome and not texts[3] and is_date_label(texts[4])
            if dated_text:  # "\cventry{authors}{title}{journal}{}{2024}": the date one field late, no text
                texts[3], texts[4] = texts[4], ""
            described = _described_authors(args[4][0]) if awesome and len(args) == nargs and not dated_text else None
            if awesome and self._under_publications() and described and not _names_a_field(texts[:3]):
                # "\cventry{Journal}{Title}{}{2023}{\begin{cvitems}\item{A. Lee, B. Ng}\end{cvitems}}": the
                # description holds the authors alone, who open the citation
                heads = [t for t in texts[:3] if t][:2]
                texts[:3] = _authors_first([*heads, *[""] * (2 - len(heads)), described])
                self.emit(join_fields(texts[:4]), pos)
                return end
            if awesome and self._under_publications():
                texts[:3] = _authors_first(texts[:3])
            if not awesome and _AMOUNT_RE.match(texts[4]):
                # a grant's amount in the grade's field ("$612,000"): said of the entry, no line of its own
                texts[3], texts[4] = f"{texts[3]} ({texts[4]})".strip(), ""
            if not awesome and _is_unit_of(texts[3], texts[2]):
                # "{Durham University}{Department of Classics}": the place's field names a unit of the
                # institution, which is the employer or school (the records have no field for a unit; a line of
                # its own would read as the next entry's employer)
                texts[3] = ""
            self.emit(join_fields(texts[:4] if awesome else [*texts[1:4], texts[0]]), pos)
            if not awesome and texts[4]:  # the grade ("summa cum laude") is no part of the place
                self.emit(texts[4], args[4][1])
            if len(args) == nargs and not dated_text:
                _Segment(sc, args[-1][1], args[-1][1] + len(args[-1][0])).run()
        elif name == "cvhonor":
            # awesome-cv: {award}{event}{place}{date}; an award has no place, and is named by itself (the
            # event or giver, "DFG Research Fellowship" by the DFG, is no part of its name) unless its name says
            # nothing alone ("Finalist" in a competition)
            # (under another heading the macro sets other pairs: "Program Committee Member" of "RECOMB")
            named_alone = self._under_awards() and not _BARE_AWARD_RE.fullmatch(unmarked(texts[0]).strip())
            if self._under_publications():
                # a compact list of papers in the honors' rows: {title}{journal}{authors}{year}, in any order (a
                # field of a number alone is the list's counter, "{Title}{Lee, Ann; Ng, Bo}{2016}{3}": no venue)
                texts = ["" if re.fullmatch(r"\d{1,3}", t) else t for t in texts]
                fields = [t for t in [*_authors_first(texts[:3], title_at=0), texts[3]] if t]
                if len(fields) == 3 and _names_a_field(fields[:1]) and is_date_label(fields[2]):
                    # authors, title and year alone: the title a sentence of its own, as a citation sets it
                    fields[:2] = [f"{fields[0].rstrip('.')}. {fields[1]}."]
                self.emit(join_fields(fields), pos)
            else:
                self.emit(join_fields([texts[0], texts[3]] if named_alone else [texts[0], texts[1], texts[3]]), pos)
        elif name in ("cvlistitem", "cvlistdoubleitem"):
            for text, (_, start) in zip(texts, args, strict=False):
                self.prefix = "- "
                self.emit(text, start)
        else:
            step = 3 if name == "cvitemwithcomment" else 2
            for i in range(0, len(args) - 1, step):
                label = texts[i].strip()
                listed = step == 2 and re.search(r"\\(?:begin|item)\b", args[i + 1][0])
                if listed and (not label or (self._under_publications() and not is_date_label(label))):
                    # "\cvitem{}{\begin{itemize}\item A \item B\end{itemize}}": the list's items, lines of their own
                    # (under their kind's name: "\cvitem{Articles}{\begin{enumerate}...}" in Publications)
                    if label:
                        self.emit(f"### {unmarked(label)}", args[i][1])
                    _Segment(sc, args[i + 1][1], args[i + 1][1] + len(args[i + 1][0])).run()
                    continue
                # (a text that ends its sentence takes the comment as the next one: "Title. J. Am. Chem. Soc. 2023")
                glue = " " if texts[i + 1].endswith(".") else ", "
                if step == 3 and _IMPRINT_RE.match(texts[i + 2]):
                    glue = ". " if glue == ", " else glue  # "{*Title*}{Cork: Cork UP}": a book and its imprint
                text = glue.join(t for t in texts[i + 1 : i + 3] if t) if step == 3 else texts[i + 1]
                more: list[tuple[str, int]] = []
                if step == 2:
                    text, more = value_lines(*args[i + 1])
                if not label and step == 2 and self._under_publications() and not more and opens_with_author(text):
                    self.prefix = "- "  # "\cvitem{}{citation}" after "\cvitem{}{citation}": a row of its own each
                self._item(texts[i], text, args[i][1])
                for line, at in more:
                    self.emit(line, at)
        return end

    def _under_publications(self) -> bool:
        """Whether the last heading set names publications ("Selected Papers", "Book Chapters", "Patents"), by its
        words or as the section finder reads it."""
        from cvkg.extract.sections import SectionKind, heading_kind  # (imported here: see _under_awards)

        heading = next((line for line, _ in reversed(self.scanner.out) if line.startswith("#")), "")
        words = heading.lstrip("#").strip()
        return bool(PUBLICATION_HEADING_RE.search(heading)) or heading_kind(words) is SectionKind.PUBLICATIONS

    def _under_awards(self) -> bool:
        """Whether the last section heading set (not a subsection's, "Domestic" under "Honors") is one of awards,
        as the section finder reads headings."""
        # (imported here: cvkg.extract imports the LaTeX converter through its BibTeX reader)
        from cvkg.extract.sections import SectionKind, heading_kind

        heading = next((line for line, _ in reversed(self.scanner.out) if line.startswith("## ")), "")
        return heading_kind(heading.removeprefix("## ").strip()) is SectionKind.AWARDS

    def _item(self, label: str, text: str, pos: int) -> None:
        self.emit(labelled(label, text), pos)

    def _entry(self, args: list[tuple[str, int]], pos: int, rows: list[list[int]] | None = None) -> None:
        """A template's entry macro: its fields on one line, dates last; an argument's further lines
        (after ``\\newline`` or ``\\\\``) and a last argument that is prose follow as lines of their own.
        ``rows`` are the arguments each line of the macro's own definition sets: a last argument that its
        definition sets alone on a last line (a note under the entry) follows as a line of its own too."""
        last = len(args) - 1
        # only after a first line that is a whole entry (title, employer, dates): else the last line completes it
        later = [last] if rows and len(rows) >= 2 and rows[-1] == [last] and len(rows[0]) >= 3 else []
        below = [(inline_text(args[i][0]).strip(), args[i][1]) for i in later if args[i][0].strip()]
        args = [a for i, a in enumerate(args) if i not in later]
        pieces = [arg_lines(a, start, is_item_split=True) for a, start in args]
        # (a date column's "10/15-08/18" read with its century, as the date reader reads dates; imported here:
        # cvkg.extract imports this module through its BibTeX reader)
        from cvkg.extract.dates import with_full_years

        fields = [with_full_years(inline_text(p[0][0]).strip()) if p else "" for p in pieces]
        if self._under_publications() and (citation := entry_citation(fields)):
            # friggeri's \\entry{year}{title}{journal}{authors, volume}: the citation its fields stand for
            self.emit(citation, pos)
            for text, at in [(inline_text(t).strip(), at) for p in pieces for t, at in p[1:]] + below:
                self.emit(text, at)
            return
        prose = [(fields.pop(), pieces[-1][0][1])] if len(fields) > 2 and is_prose(fields[-1]) else []
        self.emit(join_fields(fields), pos)
        for text, at in prose + [(inline_text(t).strip(), at) for p in pieces for t, at in p[1:]] + below:
            self.emit(text, at)

    def _name_block(self, texts: list[tuple[str, int]], pos: int) -> None:
        """friggeri's ``\\header{ada}{byron}{title}``, Deedy's ``\\namesection{Ada}{Byron}{contacts}``:
        the leading arguments of name words (one or two each: \\header{Ada Maria}{Byron}) are the name, the others
        lines under it."""
        name_words = r"[^\W\d_][\w'’.-]*(?:\s[^\W\d_][\w'’.-]*)?"
        words = list(itertools.takewhile(lambda t: re.fullmatch(name_words, t), [t for t, _ in texts[:2]]))
        name = " ".join(words)
        self.emit(f"# {name.title() if name.islower() else name}", pos)
        for text, at in texts[len(words) :]:
            self.emit(text, at)

    def _unknown(self, name: str, pos: int, after: int) -> int | None:
        """A template's own macro: an entry, a heading, a list item, or inline text.

        A macro the preamble defines is read by its definition: its arity, whether it opens a list
        item (``\\item`` in its body) or only begins or ends an environment; one the document class
        defines (curve's ``\\entry*[label]``) by its name.
        """
        sc = self.scanner
        known = sc.defs.get(name)
        if known is not None and known.environment:
            self.flush(pos)
            self.in_item = self.in_item and known.environment == "begin"
            return after
        is_item = known.is_item if known else bool(_ITEM_NAME.search(name))
        opts, args, end = sc._args(after, known.nargs if known else 9, limit=self.end)
        if any(re.search(r"\n[ \t]*\n", a) for a, _ in args):
            # a block holding paragraphs (\\cvheader{\\name{..} ... }): its lines, not an entry's fields
            self.flush(pos)
            for arg, start in args:
                _Segment(sc, start, start + len(arg)).run()
            return end
        if known is None and name in CLASS_LISTS and len(args) == 1 and (bars := _BAR_RE.findall(args[0][0])):
            self.flush(pos)
            self.emit(f"## {CLASS_LISTS[name]}", pos)
            for bar in bars:
                self.prefix = "- "
                self.emit(inline_text(bar).strip(), args[0][1])
            return end
        named = not any(line.startswith("#") for line, _ in sc.out) and _NAME_MACRO.search(name)
        if len(args) == 1 and named and self._at_line_start(pos):
            self.flush(pos)
            self.emit(f"# {unmarked(inline_text(args[0][0]))}", pos)  # \\name{Ada Byron} in the body
            return end
        if len(args) >= 2 and named:
            self.flush(pos)
            self._name_block([(inline_text(a).strip(), start) for a, start in args], pos)
            return end
        if len(args) >= 2:
            self.flush(pos)
            if is_item or name in CLASS_ENTRIES:
                self._open_item("")
            if known is None and name in CLASS_ENTRIES and len(args) == len(CLASS_ENTRIES[name][0]) + 1:
                line, below = CLASS_ENTRIES[name]
                self._entry([args[i] for i in (*line, below)], pos, [list(range(len(line))), [len(line)]])
                return end
            if known is not None and self._under_publications():
                # a citation keeps the emphasis its definition gives a field ("\\textit{#2}": the journal or book)
                fonts, bracketed = known.arg_fonts, known.bracketed_args
                args = [
                    (f"\\{fonts[i]}{{{a}}}" if i in fonts and a.strip() else a, at) for i, (a, at) in enumerate(args)
                ]
                # ... and the brackets it sets a note in ("\\textit{(#3)}": "Honorable Mention, Pfizer Award")
                args = [(f"({a})" if i in bracketed and a.strip() else a, at) for i, (a, at) in enumerate(args)]
            self._entry(args, pos, known.arg_rows if known else None)
            return end
        if not self._at_line_start(pos):
            return None
        self.flush(pos)
        if not args and is_item:
            self._open_item(inline_text(opts[0]).strip() if opts else "")  # \\entry*[2019--2021] text
        elif args:
            text = inline_text(args[0][0]).strip()
            if known is not None and known.is_subheading and not known.is_heading:
                text = f"### {unmarked(text)}"  # "\\cvsub{Reports and software}": a group in a section
            elif (_HEADING_NAME.search(name) and name != "title") or (known is not None and known.is_heading):
                # res.cls: \\title{..} is an entry's job title; a macro of the document's own, by what its body does
                text = f"{'###' if 'sub' in name.lower() else '##'} {unmarked(text)}"
            elif known is not None and known.is_paragraph and not is_item:
                # "\\pub{Authors. Title.\\newline Winner, Best Article Award}": an item, its lines read as an item's
                inner = _Segment(sc, args[0][1], args[0][1] + len(args[0][0]))
                inner._open_item("")
                inner.run()
                return end
            elif is_item:
                self._open_item("")
            self.emit(text, pos)
        return end

