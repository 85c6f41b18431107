"""An HTML homepage -> text lines, each with the HTML source line its text starts on.

The output is the Markdown the text reader knows: block elements (``p``, ``div``, ``li``,
``tr``, ...) and ``<br>`` end a line; ``h1``-``h6`` become ``#`` headings; ``li`` a ``- ``
item, indented two spaces per level of list it sits in (so a job's sub-items stay under
it); ``<dd>`` is indented under its ``<dt>``; ``<b>``/``<strong>`` and ``<i>``/``<em>``
become ``**bold**`` and ``*italic*`` (a citation's italic venue); table cells are separated
by a column gap; ``mailto:`` links keep their address. Scripts, styles, ``<head>``, site
navigation (``<nav>``), page footers, hidden elements and controls (``role="button"``) are
dropped: they are the site's chrome, not the CV. The page's ``<title>`` becomes front matter.

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
_CHROME = frozenset(["nav", "footer"])
_CELLS = frozenset(("td", "th"))
_LISTS = frozenset(("ul", "ol", "dl"))
_EMPHASIS = {"b": "**", "strong": "**", "i": "*", "em": "*", "cite": "*"}
# ARIA roles of the site's controls and chrome: "Abs", "PDF", "Toggle menu" buttons, menus, footers.
_CHROME_ROLES = frozenset(["button", "navigation", "contentinfo", "search", "menu", "menubar", "toolbar", "tablist"])
_HIDDEN_CLASSES = frozenset(["hidden", "visually-hidden", "sr-only", "screen-reader-text", "d-none"])
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
    return assemble(_front_matter(soup) + lines.out, keep_indent=True)


def _front_matter(soup: BeautifulSoup) -> list[tuple[str, int]]:
    """The page's ``<title>`` as Markdown front matter (``title: ...`` between ``---``), where a
    site generator keeps it: the text reader's last resort for the name of a CV that prints none."""
    tag = soup.title
    title = " ".join(tag.get_text(" ").split()) if tag is not None else ""
    if not title:
        return []
    line = tag.sourceline or 1  # type: ignore[union-attr]
    return [("---", line), (f"title: {title}", line), ("---", line)]


def _is_hidden(tag: Tag) -> bool:
    """Hidden from readers or only a control: ``hidden``, ``aria-hidden``, a hiding class, a chrome role."""
    classes = tag.get("class") or []
    return (
        tag.has_attr("hidden")
        or str(tag.get("aria-hidden") or "").lower() == "true"
        or any(c in _HIDDEN_CLASSES for c in classes)
        or str(tag.get("role") or "").lower() in _CHROME_ROLES
        or "display:none" in str(tag.get("style") or "").replace(" ", "").lower()
    )


@dataclass
class _Lines:
    out: list[tuple[str, int]] = field(default_factory=list)
    parts: list[str] = field(default_factory=list)
    origin: int | None = None
    prefix: str = ""
    depth: int = 0

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
        if name in _SKIP or name in _CHROME or _is_hidden(tag):
            return line + sum(str(s).count("\n") for s in tag.strings)
        if name == "br":
            self.flush()
            return line
        if name in _CELLS:
            self.parts.append("\t")
            return self.walk(tag, line)
        is_block = name in _BLOCKS or (len(name) == 2 and name[0] == "h" and name[1] in "123456")
        if not is_block and name in _EMPHASIS and tag.get_text().strip():
            return self.emphasis(tag, line, _EMPHASIS[name])
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
            self.prefix = "  " * max(self.depth - 1, 0) + "- "
        elif name == "dd":
            self.prefix = "  " * self.depth
        self.depth += name in _LISTS
        line = self.walk(tag, line)
        self.depth -= name in _LISTS
        self.flush()
        return line

    def emphasis(self, tag: Tag, line: int, mark: str) -> int:
        """``<b>x</b>`` -> ``**x**``, the marks hugging the words as Markdown needs."""
        inner = _Lines()
        end = inner.walk(tag, line)
        if inner.out or "\n" in "".join(inner.parts):  # a block inside: no emphasis to keep
            return self.walk(tag, line)
        text = "".join(inner.parts)
        core = text.strip()
        if inner.origin is not None:
            self.add(text[: len(text) - len(text.lstrip())], line)
            self.add(f"{mark}{core}{mark}" if core.strip("*") else core, inner.origin)
            self.add(text[len(text.rstrip()) :], inner.origin)
        return end
