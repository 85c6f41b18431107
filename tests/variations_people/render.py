"""Render a CV section, written once in a small format-neutral markup, as plain text (as a PDF converter leaves
it), Markdown or LaTeX.

A section is a heading and a list of elements:

* ``("item", text)``: a bulleted entry; ``("num", text)``: a numbered one; ``("line", text)``: an unbulleted line;
* ``("item2", text, detail)``: a bulleted entry whose details go on the line below;
* ``("nested", text, details)``: a bulleted entry with its details as bullets under it;
* ``("sub", text)``: a subsection heading;
* ``("dated", date, text)``: an entry with its date in a left column (moderncv's ``\\cvitem{date}{text}``);
* ``("rdated", date, text)``: an entry with its date pushed to the right margin (``\\hfill``, a PDF's gap);
* ``("table", header, rows)``: a table.

Inside text, ``**x**`` is bold, ``*x*`` italic and ``"x"`` a quotation; ``–`` is a range's dash.
"""

from __future__ import annotations

import re

from tests.variations_people.entries import SUBJECT

# txt: a PDF's text (ALL-CAPS headings, bullets, tabs); txt2: a word processor's export (Title Case headings, no
# bullets); md: Markdown; mdb: Markdown with bold headings and "*" bullets; tex: article LaTeX; moderncv
# txtw: a PDF's text whose long lines wrap at 64 columns, the rest of an entry under a hanging indent
FORMATS = ("txt", "txtw", "txt2", "md", "mdb", "tex", "moderncv")
Element = tuple  # ("item", text) | ("line", text) | ("sub", text) | ("dated", date, text) | ("table", header, rows)

_EMAIL = "jordan.rivera@northfield.edu"


def render(fmt: str, heading: str, elements: list[Element], *, bullet: str = "•") -> str:
    """The whole document: the subject's name and email, then the section."""
    if fmt == "md":
        return "\n".join([f"# {SUBJECT}", "", _EMAIL, "", f"## {heading}", "", *_markdown(elements), ""])
    if fmt == "mdb":
        return "\n".join([f"**{SUBJECT}**", "", _EMAIL, "", f"**{heading}**", "", *_bold_markdown(elements), ""])
    if fmt == "txt":
        return "\n".join([SUBJECT, _EMAIL, "", heading.upper(), *_plain(elements, bullet), ""])
    if fmt == "txtw":
        return "\n".join([SUBJECT, _EMAIL, "", heading.upper(), *_wrapped(_plain(elements, bullet)), ""])
    if fmt == "txt2":
        return "\n".join([SUBJECT, _EMAIL, "", heading, "", *_plain(elements, ""), ""])
    if fmt == "moderncv":
        first, last = SUBJECT.rsplit(" ", 1)
        return "\n".join(
            [r"\documentclass[11pt,a4paper]{moderncv}", r"\moderncvstyle{classic}", rf"\name{{{first}}}{{{last}}}",
             rf"\email{{{_EMAIL}}}", r"\begin{document}", r"\makecvtitle", "", rf"\section{{{_tex(heading)}}}",
             *_moderncv(elements), r"\end{document}", ""]
        )  # fmt: skip
    return "\n".join(
        [r"\documentclass[11pt]{article}", r"\begin{document}", rf"{{\LARGE {SUBJECT}}}\\", _EMAIL, "",
         rf"\section*{{{_tex(heading)}}}", *_latex(elements), r"\end{document}", ""]
    )  # fmt: skip


def _strip(text: str) -> str:
    return re.sub(r"\*\*(.+?)\*\*|\*(.+?)\*", lambda m: m.group(1) or m.group(2), text)


def _number(out: list[str]) -> int:
    """The number of the next item of a numbered list."""
    return sum(1 for line in out if re.match(r"\d+\. ", line)) + 1


def _markdown(elements: list[Element]) -> list[str]:
    out: list[str] = []
    for kind, *rest in elements:
        if kind == "item":
            out.append(f"- {rest[0]}")
        elif kind == "num":
            out.append(f"{_number(out)}. {rest[0]}")
        elif kind == "item2":
            out.extend([f"- {rest[0]}", f"  {rest[1]}"])
        elif kind == "nested":
            out.extend([f"- {rest[0]}", *(f"  - {d}" for d in rest[1])])
        elif kind == "rdated":
            out.append(f"- {rest[1]}, {rest[0]}")
        elif kind == "line":
            out.extend([rest[0], ""])
        elif kind == "sub":
            out.extend(["", f"### {rest[0]}", ""])
        elif kind == "dated":
            out.append(f"- {rest[0]}: {rest[1]}")
        elif kind == "table":
            header, rows = rest
            out.extend(["", "| " + " | ".join(header) + " |", "|" + "---|" * len(header)])
            out.extend("| " + " | ".join(c or "—" for c in row) + " |" for row in rows)
            out.append("")
    return out


def _wrapped(lines: list[str], width: int = 64) -> list[str]:
    """Lines wrapped at ``width`` columns (between words); a wrapped line goes on under a hanging indent."""
    out = []
    for line in lines:
        if "\t" in line or "   " in line or len(line) <= width:
            out.append(line)  # a table's row or a dated column stays on its line
            continue
        indent = " " * (len(line) - len(line.lstrip()))
        current = ""
        for word in line.split():
            if current and len(current) + 1 + len(word) > width:
                out.append(current)
                current = f"{indent}  {word}"
            else:
                current = f"{current} {word}" if current else f"{indent}{word}"
        out.append(current)
    return out


def _bold_markdown(elements: list[Element]) -> list[str]:
    """Markdown whose subheadings are bold lines and whose bullets are ``*``."""
    out = []
    for line in _markdown(elements):
        if line.startswith("### "):
            line = f"**{line[4:]}**"
        elif line.startswith("- "):
            line = "* " + line[2:]
        out.append(line)
    return out


def _moderncv(elements: list[Element]) -> list[str]:
    """moderncv: ``\\cvitem{}{text}`` items, ``\\cvitem{date}{text}`` dated ones, ``\\subsection``, tables."""
    out: list[str] = []
    for kind, *rest in elements:
        if kind in ("item", "num", "line"):
            out.append(rf"\cvitem{{}}{{{_tex(rest[0])}}}")
        elif kind == "item2":
            out.append(rf"\cvitem{{}}{{{_tex(rest[0])}\newline {_tex(rest[1])}}}")
        elif kind == "nested":
            out.append(rf"\cvitem{{}}{{{_tex(rest[0])}}}")
            out.extend(rf"\cvitem{{}}{{-- {_tex(d)}}}" for d in rest[1])
        elif kind in ("dated", "rdated"):
            out.append(rf"\cvitem{{{_tex(rest[0])}}}{{{_tex(rest[1])}}}")
        elif kind == "sub":
            out.append(rf"\subsection{{{_tex(rest[0])}}}")
        elif kind == "table":
            out.extend(_latex([(kind, *rest)]))
    return out


def _plain(elements: list[Element], bullet: str) -> list[str]:
    out: list[str] = []
    for kind, *rest in elements:
        if kind == "item":
            out.append(f"{bullet} {_strip(rest[0])}".strip())
        elif kind == "num":
            out.append(f"{_number(out)}. {_strip(rest[0])}")
        elif kind == "item2":
            out.extend([f"{bullet} {_strip(rest[0])}".strip(), f"  {_strip(rest[1])}"])
        elif kind == "nested":
            out.extend([f"{bullet} {_strip(rest[0])}".strip(), *(f"  ◦ {_strip(d)}" for d in rest[1])])
        elif kind == "rdated":
            out.append(f"{_strip(rest[1])}{' ' * max(3, 60 - len(rest[1]))}{rest[0]}")
        elif kind == "line" or kind == "sub":
            out.append(_strip(rest[0]))
        elif kind == "dated":
            out.append(f"{rest[0]}\t{_strip(rest[1])}")
        elif kind == "table":
            header, rows = rest
            grid = [list(header), *[[_strip(c or "") for c in r] for r in rows]]
            widths = [max(len(r[i]) for r in grid) + 3 for i in range(len(header))]
            out.extend("".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in grid)
    return out


def _tex(text: str) -> str:
    text = text.replace("&", r"\&").replace("$", r"\$").replace("%", r"\%").replace("–", "--")
    text = re.sub(r'"([^"]+)"', r"``\1''", text)
    text = re.sub(r"\*\*(.+?)\*\*", r"\\textbf{\1}", text)
    return re.sub(r"\*(.+?)\*", r"\\emph{\1}", text)


def _latex(elements: list[Element]) -> list[str]:
    out: list[str] = []
    in_list: str | None = None
    for kind, *rest in elements:
        env = "enumerate" if kind == "num" else "itemize" if kind in ("item", "item2", "rdated", "nested") else None
        if in_list and env != in_list:
            out.append(rf"\end{{{in_list}}}")
            in_list = None
        if env and not in_list:
            out.append(rf"\begin{{{env}}}")
            in_list = env
        if kind in ("item", "num"):
            out.append(rf"\item {_tex(rest[0])}")
        elif kind == "item2":
            out.append(rf"\item {_tex(rest[0])}\\ {_tex(rest[1])}")
        elif kind == "nested":
            out.extend([rf"\item {_tex(rest[0])}", r"  \begin{itemize}"])
            out.extend(rf"  \item {_tex(d)}" for d in rest[1])
            out.append(r"  \end{itemize}")
        elif kind == "rdated":
            out.append(rf"\item {_tex(rest[1])} \hfill {_tex(rest[0])}")
        elif kind == "line":
            out.extend([_tex(rest[0]), ""])
        elif kind == "sub":
            out.append(rf"\subsection*{{{_tex(rest[0])}}}")
        elif kind == "dated":
            out.append(rf"\cvitem{{{_tex(rest[0])}}}{{{_tex(rest[1])}}}")
        elif kind == "table":
            header, rows = rest
            out.append(r"\begin{tabular}{" + "l" * len(header) + "}")
            out.append(" & ".join(rf"\textbf{{{h}}}" for h in header) + r" \\")
            out.extend(" & ".join(_tex(c or "") for c in row) + r" \\" for row in rows)
            out.append(r"\end{tabular}")
    if in_list:
        out.append(rf"\end{{{in_list}}}")
    return out
