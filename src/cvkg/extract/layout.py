"""Text-layout helpers shared by the section readers: markup, list markers, blocks of lines.

Section readers see ``(line number, text)`` pairs; these helpers group them into list items
(a top-level bullet with its indented sub-bullets and wrapped lines) and strip the markup
that carries no meaning for extraction.

>>> [b.head for b in blocks([(1, "- Alpha"), (2, "  - detail"), (3, "- Beta")])]
['Alpha', 'Beta']
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from cvkg.extract import dates

Numbered = tuple[int, str]

_MARKER_RE = re.compile(
    r"^(?:#{1,6}\s+|[-•*◦▪●–—+·]\s+|(?:\*\*|__)?\[[A-Za-z]{0,3}\d{1,3}\](?:\*\*|__)?\s*|\d{1,3}[.)]\s+(?!\d)|\([a-z0-9]{1,3}\)\s+"
    r"|[A-Z]{1,2}\d{1,3}\.\s+(?=[A-Z*_\"“\[])"  # a label of a kind's list: "J16. Doe J", "C2. **Lee A**"
    r"|[a-z][.)]\s+(?=[A-Z]))+"  # a lettered sub-item, "a. Last AB, ..." (never "e.g." or "a lower line")
)
_BOLD_RE = re.compile(r"\*\*|__")
_ITALIC_RE = re.compile(r"(?<![\w*])\*(?!\s)([^*\n]+?)(?<!\s)\*(?![\w*])")
_UNDERSCORE_ITALIC_RE = re.compile(r"(?<![\w_])_(?![\s_])([^_\n]+?)(?<!\s)_(?![\w_])")  # "_Loom College_", not a_b_c
_SPACES_RE = re.compile(r"[ \t]+")
_SUBHEADING_RE = re.compile(r"^#{2,6}\s+(\S.*)$")
_GAP_RE = re.compile(r"\t+|\s{2,}")
_EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_URL_RE = re.compile(r"(?:https?://|www\.)[^\s()<>,;\[\]]+")


@dataclass
class Block:
    """One list item: its first line's text, the lines under it, and the span of all."""

    first: int
    last: int
    head: str
    subs: list[str] = field(default_factory=list)
    sub_lines: list[Numbered] = field(default_factory=list)
    is_marked: bool = False

    @property
    def text(self) -> str:
        """The head and everything under it, on one line."""
        return " ".join(unhyphenate([self.head, *self.subs])).strip()


# A word a PDF broke at a line end: "steam re-" / "forming". Words that make compounds keep their hyphen
# ("self-" / "supervised", "trauma-" / "informed"); without a dictionary the rest are read as one word broken in two.
_BROKEN_RE = re.compile(r"(?<=[a-z])-$")
_COMPOUND_HEADS = frozenset(
    ["self", "non", "cross", "multi", "semi", "co", "pre", "post", "anti", "inter", "intra", "well", "state",
     "high", "low", "long", "large", "small", "real", "open", "end", "data", "time", "model", "task", "user",
     "one", "two", "three", "first", "second", "third", "single", "double", "full", "short", "mid", "meta"]
)  # fmt: skip
# The second halves of compounds, which no word broken in two ends with as a word of its own
_COMPOUND_TAILS = frozenset(
    ["based", "informed", "related", "specific", "level", "term", "scale", "wide", "free", "dependent", "driven",
     "oriented", "centered", "centred", "focused", "led", "making", "randomized", "randomised", "controlled",
     "reported", "income", "resolution", "aware", "sensitive", "friendly", "induced", "mediated", "associated"]
)  # fmt: skip
# A name and a number it ends with, broken at the hyphen: "COVID-" / "19", "Tool-" / "10"
_NUMBERED_RE = re.compile(r"(?<=[A-Za-z])-$")


def unhyphenate(lines: list[str]) -> list[str]:
    """Lines with each word broken by a hyphen at a line end joined back onto the line above.

    >>> unhyphenate(["steam re-", "forming on steps", "a self-", "supervised model", "area-under-the-", "curve"])
    ['steam reforming on steps', 'a self-supervised model', 'area-under-the-curve']
    >>> unhyphenate(["Trauma-", "informed care after COVID-", "19"])
    ['Trauma-informed care after COVID-19']
    """
    out: list[str] = []
    for line in lines:
        prev = out[-1].rstrip() if out else ""
        prev, line = _emphasis_across_break(prev, line)
        if _BROKEN_RE.search(prev) and line.lstrip()[:1].islower():
            head = prev.rsplit(None, 1)[-1][:-1].lower()
            tail = re.split(r"[^\w]", line.lstrip(), maxsplit=1)[0]
            # (a compound's own hyphen at the break stays: "self-", "area-under-the-" / "curve", "-informed")
            keep = "-" if "-" in head or head in _COMPOUND_HEADS or tail in _COMPOUND_TAILS else ""
            out[-1] = prev[:-1] + keep + line.lstrip()
            continue
        if prev and _NUMBERED_RE.search(prev) and line.lstrip()[:1].isdigit():
            out[-1] = prev + line.lstrip()
            continue
        out.append(line)
    return out


# A converter closes emphasis at each line end and opens it again: "_Biological Psychiatry: Cogni-_" / "_tive ..._"
_BROKEN_EMPHASIS_RE = re.compile(r"(?<=[a-z])-(\*{1,2}|_{1,2})$")


def _emphasis_across_break(prev: str, line: str) -> tuple[str, str]:
    """The two lines of a word broken inside emphasis, with the marks at the break taken off so that it joins."""
    m = _BROKEN_EMPHASIS_RE.search(prev)
    text = line.lstrip()
    if m is None or not text.startswith(m.group(1)) or not text[len(m.group(1)) :][:1].islower():
        return prev, line
    return prev[: m.start() + 1], text[len(m.group(1)) :]


def indent_of(text: str) -> int:
    """Leading whitespace width (a tab counts as four)."""
    expanded = text.expandtabs(4)
    return len(expanded) - len(expanded.lstrip())


def has_marker(text: str) -> bool:
    """Whether the line starts with a bullet or a number."""
    return bool(_MARKER_RE.match(text.strip()))


def strip_marker(text: str) -> str:
    """The line without its leading bullet or number."""
    return _MARKER_RE.sub("", text.strip(), count=1).strip()


def plain(text: str) -> str:
    """Text without Markdown emphasis, list marker and extra spaces."""
    text = strip_marker(text)
    text = _BOLD_RE.sub("", text)
    text = _ITALIC_RE.sub(r"\1", text)
    text = _UNDERSCORE_ITALIC_RE.sub(r"\1", text) if "_" in text else text
    return _SPACES_RE.sub(" ", text).strip()


def is_group_heading(text: str) -> bool:
    """A Markdown sub-heading of a few words and no year (``### International``, ``### Invited``):
    it names a group of the section's items, and is none of them.

    >>> is_group_heading("### Invited"), is_group_heading("### 2023"), is_group_heading("- Invited")
    (True, False, False)
    """
    m = _SUBHEADING_RE.match(text.strip())
    return bool(m) and not re.search(r"(?<!\d)(?:19|20)\d\d(?!\d)", m.group(1)) and len(m.group(1).split()) <= 5


def cells(text: str) -> list[str]:
    """A line cut at tabs and runs of spaces (the columns of a PDF table)."""
    text = _BOLD_RE.sub("", strip_marker(text))
    return [c.strip() for c in _GAP_RE.split(text.strip()) if c.strip()]


def blocks(lines: list[Numbered]) -> list[Block]:
    """Group lines into list items.

    A marked line (bullet or number) at the outermost indent starts an item; deeper
    marked lines and unmarked lines belong to the item above. Without any markers, every
    non-empty line is an item of its own.
    """
    content = [(n, t) for n, t in lines if t.strip()]
    if not content:
        return []
    marked = [(n, t) for n, t in content if has_marker(t)]
    if not marked:
        return [Block(n, n, plain(t)) for n, t in content]
    top = min(indent_of(t) for _, t in marked)
    out: list[Block] = []
    for n, t in content:
        starts = has_marker(t) and indent_of(t) <= top + 1
        if starts or not out:
            out.append(Block(n, n, plain(t), is_marked=starts))
            continue
        out[-1].subs.append(plain(t))
        out[-1].sub_lines.append((n, t))
        out[-1].last = n
    return out


# A line a PDF or a word processor wrapped mid-phrase: it ends in a comma or a word that needs one after it
_OPEN_END_RE = re.compile(r"(?:,|\b(?:of|at|and|for|in|on|to|the|de|del|&))\s*$")


def is_open_ended(text: str, *, has_comma_end: bool = True) -> bool:
    """Whether a line stops where its phrase cannot end (``University of Texas at``, ``Journal of Sociology,``,
    ``Health Department (Medellín``, ``Thesis: "Dengue in``); ``has_comma_end=False`` lets a comma end a line.

    >>> is_open_ended("Professor, University of Texas at"), is_open_ended("Reviewer: A, B,"), is_open_ended("Lab")
    (True, True, False)
    """
    text = text.rstrip()
    if text.count("(") > text.count(")") or text.count('"') % 2 or text.count("“") > text.count("”"):
        return True
    found = _OPEN_END_RE.search(text)
    return bool(found) and (has_comma_end or not found.group(0).startswith(","))


def join_open_lines(lines: list[Numbered], *, has_comma_end: bool = True) -> list[Numbered]:
    """Lines where an unmarked line continues an open-ended one above it joined onto that line, the
    continuation's own line left blank (one line per number stays, so spans still hold).

    A line of nothing but a note in parentheses (``(Colombia)``) goes on the line above too.

    >>> join_open_lines([(1, "Reviewer: Demography,"), (2, "Social Forces"), (3, "Editor, Lingua")])
    [(1, 'Reviewer: Demography, Social Forces'), (2, ''), (3, 'Editor, Lingua')]
    """
    out = list(lines)
    at = None
    for i, (n, t) in enumerate(lines):
        if not t.strip():
            continue
        is_open = at is not None and is_open_ended(out[at][1], has_comma_end=has_comma_end)
        is_open = is_open or (at is not None and bool(re.fullmatch(r"\s+\([^()\d]+\)[.,;]?|\([^()\d]+\)[.,;]?", t)))
        is_text = not has_marker(t) and not t.lstrip().startswith("#") and not dates.is_only_dates(plain(t))
        if at is not None and is_open and is_text:
            out[at] = (out[at][0], f"{out[at][1].rstrip()} {t.strip()}")
            out[i] = (n, "")
            continue
        at = i
    return out


def join_margin_wraps(lines: list[Numbered]) -> list[Numbered]:
    """A list of one item a line whose long items a PDF's text wrapped at the page's width (``Chair, Admissions
    Committee, Department of Speech, Language, and Hearing`` over ``Sciences, 2020–2023``): a line that runs to
    the right margin without closing (no date, no stop at its end) goes on in the shorter, unmarked line under it,
    joined onto it, the continuation's own line left blank."""
    width = max((len(t.rstrip()) for _, t in lines), default=0)
    at_width = sum(1 for _, t in lines if len(t.rstrip()) >= 0.85 * width)
    if not 60 <= width <= 110 or at_width < 3:
        # (a list of short items, none wrapped; or lines as long as their items, a converter's from LaTeX or HTML;
        # a page's width is what several lines reach)
        return lines
    out = list(lines)
    at = None
    for i, (n, t) in enumerate(lines):
        text = t.strip()
        if not text:
            at = None
            continue
        above = out[at][1].rstrip() if at is not None else ""
        at_margin = len(lines[i - 1][1].rstrip()) >= 0.85 * width and not re.search(r"[.!?)\]]$", above)
        # (a line that stops on a comma, a semicolon or a small word goes on whatever its length: "Fall 2016," over
        # "Fall 2018"; one that stops on a noun only in a short remainder, as "Hearing" over "Sciences, 2020–2023",
        # where a line as long as an item opens one: "Referee for J. Algebra" over "Reviewer for MathSciNet, 2014–")
        is_open = bool(re.search(r"[,;&]$", above)) or is_open_ended(above)
        closed = dates.trailing_date(above) is not None and not is_open
        goes_on = at_margin and (is_open or len(text) < 0.4 * width) and not closed
        # (a row of columns is no wrapped text: "Winter 2024   NURS 822 Research   Co-faculty")
        in_columns = bool(re.search(r"\S(?:\s{2,}|\t)\S", f"{above} {text}"))
        # (... and a line that opens with its dates opens an item: "Fall 2023, NURS 456 ...")
        lead = dates.find_dates(text)
        in_columns = in_columns or (lead is not None and lead.begin == 0 and not above.endswith(","))
        if at is not None and goes_on and not in_columns and not has_marker(t) and not t.lstrip().startswith("#"):
            out[at] = (out[at][0], unwrapped([above, text]))
            out[i] = (n, "")
            continue
        at = i
    return out


def paragraph_runs(lines: list[Numbered]) -> list[list[int]]:
    """The indexes of the lines in runs parted by blank lines (the blank lines in none)."""
    runs: list[list[int]] = [[]]
    for i, (_, t) in enumerate(lines):
        if t.strip():
            runs[-1].append(i)
        elif runs[-1]:
            runs.append([])
    return [run for run in runs if run]


def join_wrapped_paragraphs(lines: list[Numbered]) -> list[Numbered]:
    """A list whose items are paragraphs that a PDF's text wrapped at the page's width (``Principal Investigator.
    Title of the`` over ``grant. Funder (R01 X). 2022–2027.``), each paragraph joined onto its first line, the
    others left blank. A paragraph is wrapped when each of its lines but the last runs to the margin; the list
    must have two such, or lines that stand apart (one item a line) would be run together."""
    width = max((len(t.rstrip()) for _, t in lines), default=0)
    wrapped = [
        p
        for p in paragraph_runs(lines)
        if len(p) >= 2
        and not any(has_marker(lines[i][1]) or lines[i][1].lstrip().startswith("#") for i in p)
        and all(len(lines[i][1].rstrip()) >= 0.8 * width for i in p[:-1])
    ]
    if len(wrapped) < 2:
        return lines
    out = list(lines)
    for p in wrapped:
        out[p[0]] = (lines[p[0]][0], unwrapped([lines[i][1] for i in p]))
        for i in p[1:]:
            out[i] = (lines[i][0], "")
    return out


# The middle dot a Markdown CV sets between the items of a list run into a paragraph ("A (2016) · B (2014)")
DOT_SEPARATOR_RE = re.compile(r"\s+[·•]\s+")


def join_dotted_paragraphs(lines: list[Numbered]) -> list[Numbered]:
    """A paragraph of unmarked lines that lists its items apart by middle dots (``A (2020–), topic · B`` over
    ``(2016), topic · C (2014)``), as Hugo and Jekyll CV pages write a list of students or examinations, joined
    onto its first line, the others left blank, so that an item the text wrapped is whole again.

    >>> join_dotted_paragraphs([(1, "Ann Lund (2020) · Bo"), (2, "Roe (2016) · Cy Ng (2014)"), (3, "")])
    [(1, 'Ann Lund (2020) · Bo Roe (2016) · Cy Ng (2014)'), (2, ''), (3, '')]
    """
    out = list(lines)
    for p in paragraph_runs(lines):
        texts = [lines[i][1] for i in p]
        if len(p) < 2 or any(has_marker(t) or t.lstrip().startswith("#") for t in texts):
            continue
        if len(DOT_SEPARATOR_RE.findall(" ".join(texts))) >= 2:
            out[p[0]] = (lines[p[0]][0], unwrapped(texts))
            out[p[0] + 1 : p[-1] + 1] = [(lines[i][0], "") for i in p[1:]]
    return out


def unwrapped(texts: list[str]) -> str:
    """Wrapped lines as one: a word the wrap broke at a hyphen (``Uni-`` over ``versity``) is one word, and a
    compound wrapped at its own hyphen (``Speech-`` over ``Language``) keeps it."""
    joined = texts[0].rstrip()
    for text in texts[1:]:
        text = text.strip()
        if re.search(r"[^\W\d_]-$", joined):
            joined = f"{joined[:-1]}{text}" if text[:1].islower() else f"{joined}{text}"
        else:
            joined = f"{joined} {text}"
    return joined


def join_broken_words(lines: list[Numbered]) -> list[Numbered]:
    """Lines where a word a PDF broke at a line end (``in Post-`` / ``Socialist Poland``) is joined back onto the
    line above, the continuation's own line left blank; before a capital the hyphen stays.

    >>> join_broken_words([(1, "Thesis: Trade in Pre-"), (2, "Modern Ports"), (3, "2011")])
    [(1, 'Thesis: Trade in Pre-Modern Ports'), (2, ''), (3, '2011')]
    """
    out = list(lines)
    at = None
    for i, (n, t) in enumerate(lines):
        if not t.strip():
            continue
        broken = at is not None and re.search(r"[A-Za-z]-$", out[at][1].rstrip()) and t.strip()[:1].isalpha()
        if at is not None and broken and not has_marker(t) and not dates.is_only_dates(plain(t)):
            above = out[at][1].rstrip()
            joined = unhyphenate([above, t.strip()])[0] if t.strip()[0].islower() else above + t.strip()
            out[at] = (out[at][0], joined)
            out[i] = (n, "")
            continue
        at = i
    return out


def unwrap(block: Block) -> Block:
    """The item with the unmarked, indented lines right under its first line (a word processor's wrap:
    ``-   Reviewer: A; B`` / ``    C; D``) joined into its head; the lines after them stay under it."""
    k = 0
    while k < len(block.sub_lines) and not has_marker(raw := block.sub_lines[k][1]) and indent_of(raw) > 0:
        k += 1
    if k == 0:
        return block
    head = " ".join(unhyphenate([block.head, *block.subs[:k]])).strip()
    return Block(block.first, block.last, head, block.subs[k:], block.sub_lines[k:], block.is_marked)


def wrapped_text(block: Block) -> str:
    """An item's head with the indented lines that wrap it (see :func:`unwrap`)."""
    return unwrap(block).head


def own_lines(block: Block, is_own: Callable[[str], bool]) -> list[Numbered]:
    """The lines under an item that make items of their own: unmarked lines at the left margin (a
    LaTeX ``\\\\`` inside one ``\\item``, a list that bullets only some lines) for which ``is_own`` holds;
    an indented line is the item's own text wrapped."""
    return [
        (n, text)
        for (n, raw), text in zip(block.sub_lines, block.subs, strict=True)
        if not has_marker(raw) and indent_of(raw) == 0 and is_own(text)
    ]


_LINK_RE = re.compile(r"(?<!!)\[([^\[\]]+)\]\((?:[^()\s]|\([^()\s]*\))*\)")


def unlink(text: str) -> str:
    """Markdown links as the text they show: ``at [Acme AI](https://acme.ai)`` -> ``at Acme AI``."""
    return _LINK_RE.sub(r"\1", text) if "](" in text else text


def emails(text: str) -> list[str]:
    """Email addresses in ``text``, in order (without the emphasis marks a PDF's Markdown sets around them:
    ``_ada@x.org_``, nor a dash or dot an address never opens with: moderncv's ``\\phantom{-}`` left one).

    >>> emails("-ada.roe@x.org, _bo@y.org_")
    ['ada.roe@x.org', 'bo@y.org']
    """
    return [m.strip("_").lstrip("-.") for m in _EMAIL_RE.findall(text)]


def urls(text: str) -> list[str]:
    """Web addresses in ``text``, in order, without trailing punctuation or emphasis marks."""
    return [u.rstrip(".)_*") for u in _URL_RE.findall(text)]


def pair_date_lines(lines: list[Numbered]) -> list[Numbered]:
    """A PDF's text that gives every entry its date on a line of its own, above or below it, with the
    date put after its entry (``2021–2026`` / ``ERC Grant`` -> ``ERC Grant, 2021–2026``); else the lines as they are.

    Only when date lines and entries alternate one for one: a year over several entries is a group heading.

    >>> pair_date_lines([(1, "2021–2026"), (2, "ERC Grant"), (3, "2015"), (4, "Loom Prize")])
    [(1, ''), (2, 'ERC Grant, 2021–2026'), (3, ''), (4, 'Loom Prize, 2015')]
    """
    content = [i for i, (_, t) in enumerate(lines) if t.strip()]
    is_date = [dates.is_only_dates(plain(lines[i][1])) and not lines[i][1].lstrip().startswith("#") for i in content]
    half = len(content) // 2
    if len(content) < 2 or len(content) % 2 or is_date[0::2] not in ([True] * half, [False] * half):
        return lines
    if is_date[1::2] != [not is_date[0]] * half:
        return lines
    out = list(lines)
    for k in range(0, len(content), 2):
        pair = (content[k], content[k + 1])
        at, gone = pair if not is_date[0] else pair[::-1]  # the entry's line, the date's line
        out[at] = (lines[at][0], f"{lines[at][1].rstrip().rstrip(',')}, {lines[gone][1].strip()}")
        out[gone] = (lines[gone][0], "")
    return out


def paragraphs(lines: list[Numbered]) -> list[list[Numbered]]:
    """Runs of lines, a wrapped sentence kept together across the blank lines PDF converters add.

    A blank line ends a paragraph only when the text before it ends a sentence.
    """
    out: list[list[Numbered]] = []
    current: list[Numbered] = []
    for n, t in lines:
        if t.strip():
            current.append((n, t))
            continue
        if current and current[-1][1].rstrip().endswith((".", ":", "!", "?")):
            out.append(current)
            current = []
    if current:
        out.append(current)
    return out


# A run of words in capitals that opens a line, then words in mixed case (Europass sets the title in capitals
# before the employer or school: "ASSISTANT PROFESSOR (ADIUNKT) – Kraków Institute", "PHD IN ECONOMICS Tuscan
# School of Social Sciences")
_CAPS_LEAD_RE = re.compile(
    r"^(?P<caps>[^\Wa-z\d_](?:[^a-z]*?[^\Wa-z_])?)(?P<gap>\s*[–—-]?\s+)(?P<rest>[^\W\d_][a-z].*)$"
)
_CAPS_WORD_RE = re.compile(r"[^\W\d_]+")
_SMALL_WORDS = frozenset(["in", "of", "and", "for", "the", "at", "on", "to", "with", "de", "di", "und", "für"])
# Degree codes as capitals write them (Europass titles, the NIH biosketch's table), as CVs write them otherwise
DEGREE_CODES = {"PHD": "PhD", "DPHIL": "DPhil", "MSC": "MSc", "BSC": "BSc", "MPHIL": "MPhil", "SCD": "ScD",
                "DSC": "DSc", "MENG": "MEng", "BENG": "BEng", "DRPH": "DrPH", "PHARMD": "PharmD", "MRES": "MRes",
                "MBA": "MBA", "MPH": "MPH", "MD": "MD", "MA": "MA", "MS": "MS", "BA": "BA", "BS": "BS"}  # fmt: skip


def uncapitalised(text: str) -> str:
    """Words in capitals as a CV writes them otherwise, each the same length (so places still match): degree codes
    kept (``PHD`` -> ``PhD``), small words lower, other words capitalised.

    >>> uncapitalised("MASTER OF ARTS IN ECONOMICS"), uncapitalised("PHD TRAINEE")
    ('Master of Arts in Economics', 'PhD Trainee')
    """
    def word(m: re.Match[str]) -> str:
        w = m.group(0)
        if not w.isupper() or len(w) < 2:
            return w
        if w in DEGREE_CODES:
            return DEGREE_CODES[w]
        return w.lower() if w.lower() in _SMALL_WORDS and m.start() > 0 else w.capitalize()

    return _CAPS_WORD_RE.sub(word, text)


def split_caps_lead(text: str) -> str:
    """A line that opens with words in capitals and goes on in mixed case, the two parted by a comma and the
    capitals written as usual; any other line as it is.

    >>> split_caps_lead("PHD IN ECONOMICS Tuscan School of Social Sciences")
    'PhD in Economics, Tuscan School of Social Sciences'
    """
    m = _CAPS_LEAD_RE.match(text)
    caps = _CAPS_WORD_RE.findall(m.group("caps")) if m else []
    # two words in capitals, one of them a word and not an acronym ("MIT CSAIL Lab" is a name), before two more
    if m is None or len(caps) < 2 or max(map(len, caps)) < 6 or len(m.group("rest").split()) < 2:
        return text
    return f"{uncapitalised(m.group('caps'))}, {m.group('rest')}"
