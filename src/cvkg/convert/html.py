"""An HTML homepage -> text lines, each with the HTML source line its text starts on.

Block elements (``p``, ``div``, ``li``, ``tr``, ...) and ``<br>`` end a line; ``h1``-``h6``
become Markdown headings, ``li`` a ``- `` item, table cells are separated by a column gap,
and ``mailto:`` links keep their address. Scripts, styles and ``<head>`` are dropped.

Line numbers come from html.parser's ``sourceline`` on each tag; a text node starts on the
line of the tag before it plus the newlines of the text in between.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bs4 import BeautifulSoup, NavigableString, Tag
from bs4.element import PreformattedString

from cvkg.convert import Converted, assemble

_BLOCKS = frozenset(
    [
        "address",
        "article",
        "aside",
        "blockquote",
        "body",
        "center",
        "dd",
        "details",
        "div",
        "dl",
        "dt",
        "fieldset",
        "figcaption",
        "figure",
        "footer",
        "form",
        "header",
        "hr",
        "html",
        "li",
        "main",
        "nav",
        "ol",
        "p",
        "pre",
        "section",
        "summary",
        "table",
        "tbody",
        "thead",
        "tfoot",
        "tr",
        "ul",
        "caption",
    ]
)
_SKIP = frozenset(
    ["head", "script", "style", "noscript", "template", "svg", "button", "select", "iframe", "object"]
)
_CELLS = frozenset(("td", "th"))
_WHITESPACE = re.compile(r"[ \n\r\f\v]+")


def to_text(source: str) -> Converted:
    """Convert an HTML page to CV text with a line map to the HTML source.

    >>> to_text("<h1>Ada</h1>\\n<ul><li>PhD, 1990</li></ul>").text
    '# Ada\\n- PhD, 1990'
    """
    soup = BeautifulSoup(source, "html.parser")
    lines = _Lines()
    lines.walk(soup, 1)
    lines.flush()
    return assemble(lines.out)


@dataclass
class _Lines:
    out: list[tuple[str, int]] = field(default_factory=list)
    parts: list[str] = field(default_factory=list)
    origin: int | None = None
    prefix: str = ""

    def add(self, text: str, line: int) -> None:
        if self.origin is None and text.strip():
            self.origin = line + text[: len(text) - len(text.lstrip())].count("\n")
        self.parts.append(_WHITESPACE.sub(" ", text))

    def flush(self) -> None:
        if self.origin is not None:
            # single spaces from the markup collapse; a tab (table cell) stays a column gap
            self.out.append((self.prefix + re.sub(" +", " ", "".join(self.parts)).strip(), self.origin))
        self.parts, self.origin, self.prefix = [], None, ""

    def walk(self, node: Tag, line: int) -> int:
        """Emit ``node``'s children; return the source line after them."""
        for child in node.children:
            if isinstance(child, PreformattedString):  # comment, doctype, CDATA
                line += child.count("\n")
            elif isinstance(child, NavigableString):
                self.add(str(child), line)
                line += child.count("\n")
            elif isinstance(child, Tag):
                line = self.tag(child, child.sourceline or line)
        return line

    def tag(self, tag: Tag, line: int) -> int:
        name = tag.name.lower()
        if name in _SKIP:
            return line + sum(str(s).count("\n") for s in tag.strings)
        if name == "br":
            self.flush()
            return line
        if name in _CELLS:
            self.parts.append("\t")
            return self.walk(tag, line)
        is_block = name in _BLOCKS or (len(name) == 2 and name[0] == "h" and name[1] in "123456")
        if not is_block:
            line = self.walk(tag, line)
            href = str(tag.get("href") or "")
            if name == "a" and href.startswith("mailto:") and href[7:] not in tag.get_text():
                self.add(f" <{href[7:].split('?')[0]}>", line)
            return line
        self.flush()
        if name[0] == "h" and name[1:].isdigit():
            self.prefix = "#" * int(name[1]) + " "
        elif name == "li":
            self.prefix = "- "
        line = self.walk(tag, line)
        self.flush()
        return line
