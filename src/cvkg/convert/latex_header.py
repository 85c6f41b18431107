"""The personal data a LaTeX CV's preamble gives (moderncv's ``\\name``, article's ``\\author``, europecv's
``\\ecvname``, a template's header block), read into the first lines of :mod:`cvkg.convert.latex`'s output."""

from __future__ import annotations

import re
from typing import Any

from cvkg.convert.latex_macros import HEADER, HEADER_BLOCKS
from cvkg.convert.latex_text import ARG_BREAK_RE, inline_text


def _as_written(value: str) -> str:
    """An e-mail, URL or user name as written (``~`` included), unless LaTeX wraps it (``\\href{..}{..}``)."""
    return inline_text(value).strip() if "\\" in value else value.strip()


def _one_line(value: str, sep: str) -> str:
    """An argument's text on one line: its ``\\\\`` breaks joined by ``sep``."""
    return sep.join(" ".join(inline_text(p).split()) for p in ARG_BREAK_RE.split(value) if p.strip())


# Header macros whose values hold LaTeX (an address's lines, a phone's spaces), not a string kept as written
_LATEX_VALUED = frozenset(["address", "phone", "mobile", "ecvaddress", "ecvmobile", "cvaddress", "cvnumberphone"])
_PHONE_MACROS = frozenset(["phone", "mobile", "ecvtelephone", "ecvmobile", "cvnumberphone"])


class HeaderReader:
    """The scanner's header methods; it provides ``out``, ``template``, ``_macro``, ``_args`` and ``run_segment``."""

    out: list[tuple[str, int]]
    template: str
    _macro: Any
    _args: Any
    run_segment: Any

    def header(self, preamble: str) -> None:
        """moderncv's (or article's) personal data in the preamble -> the first lines."""
        name = self._macro(preamble, "name", 2) or self._macro(preamble, "author", 1)
        name = name or self._split_name(preamble) or self._europass_name(preamble)
        name = name or self._macro(preamble, "cvname", 1)  # twentysecondcv's \\cvname{Ada\\\\Byron}, in two lines
        if name:
            self.out.append(("# " + " ".join(_one_line(a, " ") for a, _ in name[0]), name[1]))
        for block in HEADER_BLOCKS:
            # curve's \\leftheader{..}: the name in a big font, then contact lines
            for match in re.finditer(rf"\\{block}\b", preamble):
                for arg, start in self._args(match.end(), 1, limit=len(preamble))[1]:
                    self.run_segment(start, start + len(arg))
        # moderncv's \\title and awesome-cv's \\position are the line under the name
        title = self._macro(preamble, "title", 1) if self.template == "moderncv" else None
        title = title or self._macro(preamble, "position", 1) or self._macro(preamble, "cvjobtitle", 1)
        if title:
            self.out.append((_one_line(title[0][0][0], ", "), title[1]))
        found = []
        for macro, nargs in HEADER.items():
            for match in re.finditer(rf"\\{macro}\b", preamble):
                opts, args, _ = self._args(match.end(), nargs, limit=len(preamble))
                # addresses hold LaTeX; e-mails, URLs and user names are kept as written (~ included)
                written_as_latex = macro in _LATEX_VALUED
                convert = inline_text if written_as_latex else _as_written
                # resume.cls's \\address{12 Loom St \\\\ London}: its lines are parts of one address
                parts = (p.strip() for a, _ in args for p in ARG_BREAK_RE.split(a))
                value = ", ".join(convert(p) for p in parts if p)
                label = f"{inline_text(opts[0])}: " if opts and macro == "social" else ""
                # a postal address says where to write, no title under the name (a street's number tells few)
                label = "Address: " if macro in ("address", "ecvaddress", "cvaddress") and value else label
                label = "Phone: " if macro in _PHONE_MACROS and value else label
                if macro == "ecvtelephone" and opts and opts[0].strip():
                    # europecv's \ecvtelephone[mobile]{phone}: the option is a number too, printed first
                    found.append((f"Phone: {inline_text(opts[0]).strip()}", match.start()))
                found.append((label + value, match.start()))
        for match in re.finditer(r"\\ecvdateofbirth\b", preamble):
            # europecv's birth date, in the form its language writes it ("02/11/1985", "14.03.1988")
            if (born := self._args(match.end(), 1, limit=len(preamble))[1]) and born[0][0].strip():
                found.append((f"Date of birth: {inline_text(born[0][0]).strip()}", match.start()))
        self.out.extend(sorted(found, key=lambda item: item[1]))

    def _europass_name(self, preamble: str) -> tuple[list[tuple[str, int]], int] | None:
        """europecv's ``\\ecvname{Surname, Name}``: the name in reading order, as the footer's name
        (``\\ecvfootername{Name Surname}``) writes it when it gives the same surname."""
        found = self._macro(preamble, "ecvname", 1)
        if found is None:
            return None
        written = re.sub(r"\\[,;: ]", " ", found[0][0][0])  # ("M.\\,J.": a thin space, no comma between names)
        if written.count(",") == 1:
            last, first = written.split(",")
            found = [(f"{first.strip()} {last.strip()}", found[0][0][1])], found[1]
        footer = self._macro(preamble, "ecvfootername", 1)
        surname = inline_text(found[0][0][0]).split()[-1:] if found[0][0][0].strip() else []
        if footer and surname and inline_text(footer[0][0][0]).split()[-1:] == surname:
            return footer[0], found[1]  # "Verhaegen, Lotte M.\\,J." in the footer as "Lotte Verhaegen"
        return found

    def _split_name(self, preamble: str) -> tuple[list[tuple[str, int]], int] | None:
        """europecv's and older moderncv's ``\\firstname{Ada}`` and ``\\familyname{Byron}``."""
        first = self._macro(preamble, "firstname", 1)
        if first is None:
            return None
        for macro in ("familyname", "lastname", "surname"):
            if last := self._macro(preamble, macro, 1):
                return first[0] + last[0], first[1]
        return first
