"""A LaTeX CV (moderncv, article-style, or a custom template) -> text lines with their .tex lines.

pylatexenc turns inline LaTeX into text; this module decides where lines break, so that every
output line keeps the .tex line it started on:

* ``\\section{X}`` -> ``## X`` (``\\subsection`` -> ``###``); moderncv's ``\\name{A}{B}`` -> ``# A B``;
* ``\\cventry{dates}{title}{org}{location}{grade}{desc}`` -> ``title, org, location, grade  dates``
  then the description's lines; ``\\cvitem{label}{text}`` -> ``label: text`` (``text  label``
  when the label is a date, ``[J2] text`` when it numbers a list); awesome-cv (by its document
  class): ``\\cventry{title}{org}{location}{dates}{desc}``, ``\\cvhonor{award}{event}{place}{date}``
  -> ``award, event  date``, ``\\position`` under the name;
* ``\\bibitem[label]{key}`` -> ``- ...``; list options (``[label=...]``) and page settings go;
* ``\\item`` -> ``- ...`` (``\\item[Label]`` -> ``- Label: ...``, ``\\item[2019]`` -> ``- 2019 ...``);
  ``\\\\``, ``\\par`` and blank lines end a line; ``&`` is a column gap;
* an unknown macro with two or more arguments (a template's own entry macro) -> its arguments
  joined like a ``\\cventry``; with one argument at the start of a line -> its own line (a heading
  if its name says so).
"""

from __future__ import annotations

import bisect
import functools
import re
from dataclasses import dataclass, field

from pylatexenc import latexwalker
from pylatexenc.latex2text import LatexNodes2Text, MacroTextSpec, get_default_latex_context_db
from pylatexenc.macrospec import MacroSpec

from cvkg.convert import Converted, assemble
from cvkg.convert.latex_macros import (
    AWESOME_ARGS,
    BREAKS,
    ENV_ARGS,
    HEADER,
    LAYOUT,
    MODERNCV_ARGS,
    SECTIONS,
)
from cvkg.errors import InputError
from cvkg.model import SourceSpan

_BIG = re.compile(r"\\(Huge|huge|LARGE|Large)\b")
_DATE_LIKE = re.compile(
    r"^\W*((jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|spring|summer|fall|autumn|winter)[a-z]*\.?,?\s+)?"
    r"((19|20)\d\d|present|now|current|today)\b",
    re.IGNORECASE,
)
_MARKER_LABEL = re.compile(r"^(?:\[[A-Za-z]{0,3}\d{1,3}\]|[A-Za-z]{0,3}\d{1,3}\.)$")
# What breaks an argument into lines: \\newline, \\\\[..], \\par
_ARG_BREAK_RE = re.compile(r"\\newline\b|\\par\b|\\\\(?:\[[^\]]*\])?")
_HEADING_NAME = re.compile(r"section|heading|header|title", re.IGNORECASE)


@functools.cache
def _contexts() -> tuple[latexwalker.LatexContextDb, LatexNodes2Text]:
    walker_db = latexwalker.get_default_latex_context_db()
    specs = [MacroSpec(name, spec if isinstance(spec, str) else "{" * spec) for name, (spec, _) in LAYOUT.items()]
    walker_db.add_context_category("cvkg", prepend=True, macros=specs)
    text_db = get_default_latex_context_db()
    text_db.add_context_category(
        "cvkg",
        prepend=True,
        macros=[MacroTextSpec(name, simplify_repl=repl) for name, (_, repl) in LAYOUT.items()],
    )
    return walker_db, LatexNodes2Text(latex_context=text_db, math_mode="text", strict_latex_spaces=True)


def to_text(source: str, path: str) -> Converted:
    """Convert a LaTeX CV; each output line maps to the .tex line it started on.

    Raises:
        InputError: unbalanced braces, or LaTeX pylatexenc cannot parse, naming the line.
    """
    clean = strip_comments(source)
    _check_braces(clean, path)
    begin = clean.find("\\begin{document}")
    preamble, body_start = (clean[:begin], begin + len("\\begin{document}")) if begin >= 0 else ("", 0)
    end = clean.find("\\end{document}", body_start)
    # the preamble's \newcommand bodies may hold half an environment: parse the body strictly only
    _check_parse(
        re.sub(r"[^\n]", " ", clean[:body_start]) + clean[body_start : end if end >= 0 else None], path
    )
    template = re.search(r"\\documentclass\s*(?:\[[^]]*\])?\s*\{([^}]*)\}", clean)
    scanner = _Scanner(clean, template=template.group(1).strip() if template else "")
    scanner.header(preamble)
    scanner.scan(body_start, end if end >= 0 else len(clean))
    return assemble([(text, scanner.line_of(pos)) for text, pos in scanner.out])


def strip_comments(source: str) -> str:
    """The source with every ``%`` comment removed, lines and offsets of the rest kept.

    >>> strip_comments("50\\\\% done % todo\\nnext")
    '50\\\\% done \\nnext'
    """
    lines = []
    for line in source.split("\n"):
        i = 0
        while i < len(line):
            if line[i] == "\\":
                i += 2
                continue
            if line[i] == "%":
                line = line[:i]
                break
            i += 1
        lines.append(line)
    return "\n".join(lines)


def _line(text: str, pos: int) -> int:
    return text.count("\n", 0, pos) + 1


def _check_braces(text: str, path: str) -> None:
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


def _check_parse(text: str, path: str) -> None:
    walker_db, _ = _contexts()
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


def inline_text(latex: str) -> str:
    """Inline LaTeX -> text: accents, emphasis and escapes resolved; ``&`` becomes a column gap.

    >>> inline_text(r"Garc{\\'\\i}a \\& \\textbf{Co}")
    'García & Co'
    """
    walker_db, converter = _contexts()
    nodes = latexwalker.LatexWalker(latex, latex_context=walker_db, tolerant_parsing=True).get_latex_nodes()[
        0
    ]
    return str(converter.nodelist_to_text(nodes or []))


def _first_text(raw: str) -> int:
    """Offset in ``raw`` of the first source line that gives any text (skips ``\\vspace{..}`` lines)."""
    offset = 0
    for line in raw.split("\n"):
        if inline_text(line).strip():
            return offset + len(line) - len(line.lstrip())
        offset += len(line) + 1
    return len(raw) - len(raw.lstrip())


def _join_fields(fields: list[str]) -> str:
    """Entry fields as ``a, b, c  dates``: date-like fields go last, after a column gap."""
    fields = [f for f in fields if f]
    dates = [f for f in fields if _DATE_LIKE.match(f)]
    rest = ", ".join(f for f in fields if f not in dates)
    return f"{rest}  {' '.join(dates)}".strip() if dates else rest


def _arg_lines(arg: str, start: int) -> list[tuple[str, int]]:
    """An argument cut at its line breaks: (LaTeX of each line, its offset in the source)."""
    out, at = [], 0
    for m in [*_ARG_BREAK_RE.finditer(arg), None]:
        stop = m.start() if m else len(arg)
        piece = arg[at:stop]
        out.append((piece, start + at + len(piece) - len(piece.lstrip())))  # its first word's line
        at = m.end() if m else stop
    return out


@dataclass
class _Scanner:
    """Walks the comment-free source at brace depth 0, cutting it into output lines."""

    text: str
    template: str  # the document class: "moderncv" and "awesome-cv" give their macros meaning
    out: list[tuple[str, int]] = field(default_factory=list)
    _starts: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._starts = [0] + [i + 1 for i, c in enumerate(self.text) if c == "\n"]

    def line_of(self, pos: int) -> int:
        return bisect.bisect_right(self._starts, pos)

    def header(self, preamble: str) -> None:
        """moderncv's (or article's) personal data in the preamble -> the first lines."""
        name = self._macro(preamble, "name", 2) or self._macro(preamble, "author", 1)
        if name:
            self.out.append(("# " + " ".join(inline_text(a) for a, _ in name[0]), name[1]))
        # moderncv's \\title and awesome-cv's \\position are the line under the name
        title = self._macro(preamble, "title", 1) if self.template == "moderncv" else None
        title = title or self._macro(preamble, "position", 1)
        if title:
            self.out.append((inline_text(title[0][0][0]), title[1]))
        found = []
        for macro, nargs in HEADER.items():
            for match in re.finditer(rf"\\{macro}\b", preamble):
                opts, args, _ = self._args(match.end(), nargs, limit=len(preamble))
                # addresses hold LaTeX; e-mails, URLs and user names are kept as written (~ included)
                convert = inline_text if macro in ("address", "phone", "mobile") else str.strip
                value = ", ".join(convert(a) for a, _ in args if a.strip())
                label = f"{inline_text(opts[0])}: " if opts and macro == "social" else ""
                found.append((label + value, match.start()))
        self.out.extend(sorted(found, key=lambda item: item[1]))

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
class _Segment:
    """One pass over a region; ``pending`` is the start of text not yet emitted."""

    scanner: _Scanner
    start: int
    end: int
    prefix: str = ""
    pending: int = 0

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
            depth += {"{": 1, "}": -1}.get(char, 0)
            if char == "\n" and depth == 0 and text[pos + 1 : self.end].lstrip(" \t").startswith("\n"):
                self.flush(pos)
                self.pending = pos + 1
            pos += 1
        self.flush(self.end)

    def flush(self, upto: int) -> None:
        raw = self.scanner.text[self.pending : upto]
        if not raw.strip():
            return
        offset = self.pending + _first_text(raw)
        converted = re.sub(r"\s*\n\s*", " ", inline_text(raw)).strip()
        if _BIG.search(raw) and not any(line.startswith("#") for line, _ in self.scanner.out):
            converted = "# " + converted
        self.emit(converted, offset)
        self.pending = upto

    def emit(self, line: str, pos: int) -> None:
        if line.strip():
            self.scanner.out.append((self.prefix + line.strip(), pos))
            self.prefix = ""

    def _at_line_start(self, pos: int) -> bool:
        line_start = self.scanner.text.rfind("\n", 0, pos) + 1
        return not self.scanner.text[line_start:pos].strip()

    def _macro(self, name: str, pos: int, after: int) -> int | None:
        """Handle a structural macro at ``pos``; the end of what it used, or None if inline."""
        sc = self.scanner
        bare = name.rstrip("*")
        if name in BREAKS or name == "\\":
            self.flush(pos)
            if name == "\\" and sc.text.startswith("[", after):
                return sc._group(after, "]") + 1
            return after
        if bare in SECTIONS:
            self.flush(pos)
            _, args, end = sc._args(after, 1, limit=self.end)
            if args:
                self.emit(f"{SECTIONS[bare]} {inline_text(args[0][0])}", pos)
            return end
        if bare in ("item", "bibitem"):
            self.flush(pos)
            # \\bibitem[label]{key}: the key names the entry for \\cite, it is not text
            opts, _, end = sc._args(after, 1 if bare == "bibitem" else 0, limit=self.end, options=True)
            self.prefix = "- " + (_item_label(inline_text(opts[0])) if opts and bare == "item" else "")
            return end
        if bare in ("begin", "end"):
            return self._environment(bare, pos, after)
        if bare.startswith("cv"):
            return self._moderncv(bare, pos, after)
        if bare in LAYOUT or _contexts()[0].get_macro_spec(bare) is not None:
            return None
        return self._unknown(bare, pos, after)

    def _environment(self, which: str, pos: int, after: int) -> int:
        self.flush(pos)
        _, args, end = self.scanner._args(after, 1, limit=self.end)
        env = args[0][0] if args else ""
        if which == "begin":
            # list options (enumitem's [label=...]) and a table's column spec are not text
            end = self.scanner._args(end, ENV_ARGS.get(env, 0), limit=self.end, options=True)[2]
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
        if name == "cventry":
            # moderncv: {dates}{title}{employer}{place}{grade}{text}; awesome-cv: {title}{employer}{place}{dates}{text}
            fields = texts[:4] if awesome else [*texts[1:5], texts[0]]
            self.emit(_join_fields(fields), pos)
            if len(args) == nargs:
                _Segment(sc, args[-1][1], args[-1][1] + len(args[-1][0])).run()
        elif name == "cvhonor":
            # awesome-cv: {award}{event}{place}{date}; an award has no place
            self.emit(_join_fields([texts[0], texts[1], texts[3]]), pos)
        elif name in ("cvlistitem", "cvlistdoubleitem"):
            for text, (_, start) in zip(texts, args, strict=False):
                self.prefix = "- "
                self.emit(text, start)
        else:
            step = 3 if name == "cvitemwithcomment" else 2
            for i in range(0, len(args) - 1, step):
                text = ", ".join(t for t in texts[i + 1 : i + 3] if t) if step == 3 else texts[i + 1]
                self._item(texts[i], text, args[i][1])
        return end

    def _item(self, label: str, text: str, pos: int) -> None:
        if not label:
            self.emit(text, pos)
        elif _MARKER_LABEL.match(label):
            self.emit(f"{label} {text}", pos)  # "[J2]", "3.": a numbered list, not a label
        elif _DATE_LIKE.match(label):
            self.emit(f"{text}  {label}", pos)
        else:
            self.emit(f"{label}: {text}", pos)

    def _unknown(self, name: str, pos: int, after: int) -> int | None:
        """A template's own macro: an entry, a heading, a list item, or inline text."""
        sc = self.scanner
        _, args, end = sc._args(after, 9, limit=self.end)
        if len(args) >= 2:
            self.flush(pos)
            # an argument broken by \\newline or \\\\: its first line is a field, the others lines of their own
            pieces = [_arg_lines(a, start) for a, start in args]
            self.emit(_join_fields([inline_text(p[0][0]).strip() if p else "" for p in pieces]), pos)
            for text, at in (piece for p in pieces for piece in p[1:]):
                self.emit(inline_text(text).strip(), at)
            return end
        if not self._at_line_start(pos):
            return None
        self.flush(pos)
        if args:
            text = inline_text(args[0][0]).strip()
            if _HEADING_NAME.search(name):
                text = f"{'###' if 'sub' in name.lower() else '##'} {text}"
            elif "item" in name.lower():
                self.prefix = "- "
            self.emit(text, pos)
        return end


def _item_label(label: str) -> str:
    """A description list's word label is set off by a colon, like ``\\cvitem``'s: it says what the
    item is (``Editorial``, ``External examiner``), and is not the first word of its text; a date
    label stays as it is (``2018--``)."""
    label = label.strip()
    if re.search(r"[^\W\d_]{2,}", label) and not re.search(r"\d", label) and not label.endswith(":"):
        return f"{label}: "
    return f"{label} " if label else ""
