"""A citation's raw lines -> plain lines the layouts can read.

Takes off list markers (``- 1.``, ``[3]``), the marks Markdown, pandoc and PDF text set on names (``Lee A\\*``,
``Li^1^``), link labels (``[PDF](url)``), and rejoins emphasis and brackets a line break split; also says which lines
are no citation at all (link rows, a legend of marks, a page's running head).
"""

from __future__ import annotations

import re

# Leading list markers: "- 1.", "[3]", "1.", "•", "(a)".
_LABEL = r"(?:\*\*|__)?\[[A-Za-z]{0,3}\d{1,3}\](?:\*\*|__)?"  # "[3]", "[C12]", "**[J2]**"
# A label of a kind's list, a letter or two and a number: "J16. Doe J" (journal), "C2. Lee A" (conference)
_KIND_LABEL = r"[A-Z]{1,2}\d{1,3}\.(?=\s+[A-Z*_\"“\[])"
MARKER_RE = re.compile(
    # (not a number that closes a bracket a line wrapped: "(Report No." over "7). Publisher.")
    rf"^\s*(?:[-•*◦▪●–—+]\s+)?(?:{_LABEL}|{_KIND_LABEL}|\d{{1,3}}[.)](?![\d.,;:)])|\([a-z0-9]{{1,3}}\)|[a-z][.)](?=\s+[A-Z]))?\s*"
)
_BULLET_RE = re.compile(rf"^\s*(?:[-•*◦▪●–—+]\s+|{_LABEL}\s*|{_KIND_LABEL}\s+|\d{{1,3}}[.)]\s+(?!\d))")
ITALIC_RE = re.compile(r"(?:(?<=^)|(?<=[\s(\[\"“]))[*_](?=[\w\"'“‘(])([^*_\n]+?)[*_](?![\w*])")
BOLD_RE = re.compile(r"\*\*|__")
# Marks set after an author's name, which must go before the list is split: Markdown's escaped
# star ("Lee A\\*"), pandoc's superscript ("Kim, J.^†^", "Li^1,2^"), superscript digits ("Ng¹²").
# A superscript of marks keeps them (a star or dagger says co-first); any other (an affiliation,
# a "trainee" letter) goes.
_MD_ESCAPE_RE = re.compile(r"\\([*_#^†‡])")
_PANDOC_SUP_RE = re.compile(r"\^([^^\s]{1,6})\^")
_SUPERSCRIPT_RE = re.compile(r"(?<=[\w.*†‡])[⁰¹²³⁴⁵⁶⁷⁸⁹⁺ᵃᵇᶜᵈᵉ]+(?:,[⁰¹²³⁴⁵⁶⁷⁸⁹]+)*")
# PDF text sets a mark's star as a math operator ("Whitaker, J. T.∗"): it reads as the star it stands for
_MATH_STARS = str.maketrans({"∗": "*", "⋆": "*"})
_MARK_AFTER_DOT_RE = re.compile(r"(?<=[A-Z])\.((?:\*\*|__)?[*†‡]+)(?=\s)")
# An affiliation's number that PDF text set on the line after a Vancouver name ("Lund KT1,2, Roe A3*,"), the
# superscript lost; a name a title could hold ("Complement C3") has none, so only a line with two or more counts
_AFFILIATION_DIGITS_RE = re.compile(
    r"(?<![\w-])((?:\*\*|__)?[A-Z][\w'’-]+\s[A-Z]{1,3}(?:\*\*|__)?)\d{1,2}(?:,\d{1,2})*(?=[*†‡#]*(?:,\s|\.\s|\.?$))"
)
# A Markdown link: its text stays, unless the text is a link label ("[[paper]](url)", "[PDF](url)").
_MD_LINK_RE = re.compile(r"\[(\[[^\]]{1,30}\]|[^\[\]]+)\]\(\s*[^()\s]*\s*\)")
_LINK_LABEL_RE = re.compile(
    r"\[.*\]|(?i:pdf|paper|code|slides|video|poster|doi|arxiv|bib|bibtex|html|link|project|website|talk|data)"
)
# What is left between labels once they are gone: "[DOI](..) / [PDF](..)", "[Code](..) | [Slides](..)"
_LABEL_SEPARATORS_RE = re.compile(r"(?:\s*[/|·•]\s*)+$")
_DOI_URL_RE = re.compile(r"https?://(?:dx\.)?doi\.org/(10\.\d{4,9}/\S+)", re.I)
_JUNK_LINE_RE = re.compile(r"^(?:\s*\[[^\]]{1,30}\]\s*[-|/]?\s*)+$|^\s*[-|]\s*$")
_VENUE_END_RE = re.compile(
    r"\(\s*[A-Za-z][\w\-/&@ ]*?\s*['’‘`]?\s*\d{2}\s*\)|(?<![\w.])(?:19|20)\d\d(?![\w]|\.\d)|\barXiv\b|"
    r"\b(?:in submission|(?:under|in) (?:review|revision)|in press|forthcoming|submitted to)\b|\bpatent\b",
    re.I,
)


def strip_marker(line: str) -> str:
    """A line without its leading list marker (``- 1.``, ``[3]``, ``•``)."""
    return MARKER_RE.sub("", line, count=1)


def has_marker(line: str) -> bool:
    """Whether the line starts with a list marker."""
    return bool(_BULLET_RE.match(line))


def is_junk_line(line: str) -> bool:
    """Link rows under homepage entries (``[Paper] [Code] -``), a legend of the list's marks
    (``* = equal contribution · † = corresponding author``), and a PDF's running head or foot
    (``A. Lund – CV – March 2025 2``, ``Page 5 of 7``)."""
    return bool(_JUNK_LINE_RE.match(line) or _PAGE_FURNITURE_RE.match(line)) or _is_legend(line)


# What a PDF prints on every page, met between entries when its text is read: "Page 5 of 7", "Curriculum Vitae:
# A. Lund", "A. Lund – CV – March 2025 2" (a converter's page anchor before it)
_PAGE_FURNITURE_RE = re.compile(
    r"^\s*(?:<[^<>]+>\s*)*(?:(?:page\s+)?\d{1,3}\s+of\s+\d{1,3}"
    r"|(?:curriculum vitae|cv)\s*[:–—|]\s*[A-Z][\w.'’ -]{2,60}"
    r"|[A-Z][\w.'’ -]{2,60}?\s+[–—|]\s+(?:curriculum vitae|cv)\b(?:\s+[–—|]\s+[^.]{0,40})?)\s*$",
    re.I,
)


# A mark, then what it means: "★ = equal contribution", "\\* denotes ...", "(*) corresponding", "Underline: student"
_LEGEND_MARK = r"(?:\\?[*†‡★✉§¶#^¹²³]+|\(\s*\\?[*†‡]\s*\)|underlined?|bold(?:face)?|\w+ in bold)"
_LEGEND_WORDS = r"(?:equal|co-?first|contribut|correspond|senior|presenting|students?|supervis|mentee|advisee|trainee)"
_LEGEND_RE = re.compile(
    rf"^\s*{_LEGEND_MARK}\s*(?:(?:=|:|–|—|denotes|indicates|marks?|means|signifies)\s.*\b{_LEGEND_WORDS}"
    rf"|{_LEGEND_WORDS}\w*(?:\s+\w+){{0,3}}\W*$)",
    re.I,
)


# One mark's part of a legend that explains several: "†Student in my group; *corresponding author; =equal contribution"
_LEGEND_PART_RE = re.compile(rf"^(?:{_LEGEND_MARK}|=)\s*(?:[=:–—]\s*)?(?:[\w-]+\s+){{0,6}}?{_LEGEND_WORDS}", re.I)


def _is_legend(line: str) -> bool:
    text = re.sub(r"</?\w+[^>]*>", "", line).strip()
    if len(text.split()) > 20:
        return False
    parts = re.split(r"\s*[;·|]\s*", text.rstrip(" .;"))
    return bool(_LEGEND_RE.match(text)) or (len(parts) > 1 and all(_LEGEND_PART_RE.match(p) for p in parts))


def has_venue_end(text: str) -> bool:
    """Whether a line closes a citation: a year, ``(ABBR '20)``, arXiv, a status ("in submission", "in press")."""
    return bool(_VENUE_END_RE.search(text))


def _without_link_labels(line: str) -> str:
    """Markdown links as their text, links labelled only "PDF", "DOI", "**Code**"... gone, with the separators
    between them; a DOI link's address stays as the DOI ("[DOI](https://doi.org/10.1/x)" -> "doi:10.1/x")."""
    if "](" not in line:
        return line
    found = False

    def shown(m: re.Match[str]) -> str:
        nonlocal found
        if not _LINK_LABEL_RE.fullmatch(m.group(1).strip(" *_")):
            return m.group(1)
        found = True
        doi = _DOI_URL_RE.search(m.group(0))
        return f" doi:{doi.group(1).rstrip(').')}" if doi else ""

    line = _MD_LINK_RE.sub(shown, line)
    return _LABEL_SEPARATORS_RE.sub("", line.rstrip()) if found else line


def unmark(line: str) -> str:
    """A line without the marks set after names (``\\*``, ``^†^``, ``¹``), the co-first ones kept as ``*``/``†``."""
    line = _without_link_labels(line)
    line = _MD_ESCAPE_RE.sub(r"\1", line).translate(_MATH_STARS)
    line = _PANDOC_SUP_RE.sub(lambda m: m.group(1) if set(m.group(1)) <= set("*†‡§¶#") else "", line)
    line = _SUPERSCRIPT_RE.sub("", line)
    if len(_AFFILIATION_DIGITS_RE.findall(line)) >= 2:
        line = _AFFILIATION_DIGITS_RE.sub(r"\1", line)
    line = re.sub(r"(?<=[\w.*])\[([*†‡§¶#]{1,2})\]", r"\1", line)  # "Lavallée, S.*[†]": a mark set in brackets
    line = _CORRESPONDING_RE.sub("", line)  # "**Lund, I.** ✉, Roy, T.": the corresponding author's envelope
    # "Okafor, C. N.† Title": the mark goes before the initial's period, which may end the list
    return _MARK_AFTER_DOT_RE.sub(r"\1.", line)


_CORRESPONDING_RE = re.compile(r"\s?[✉📧🖂]\uFE0F?")
# A superscript that pymupdf4llm sets in brackets between two halves of one italic span
_SPLIT_SUPERSCRIPT_RE = re.compile(r"(?<=[^\s_*])([_*]) \[(\w{1,3})\] \1(?=[^\s_*])")
_EMPHASISED_MARK_RE = re.compile(r"\s?(?<![\w*_])(\*{1,2}|_{1,2})([,.;:])\1(?![\w*_])")
# Italic spans side by side, as pymupdf4llm sets a title it broke at each math symbol ("_Sharp_ _L_ _[p]_ _bounds_"):
# one span, unless a punctuation mark ends the first ("_Title,_ _Journal_") or a number alone is the second (a
# volume: "_Journal_ _12_")
_ADJACENT_EMPHASIS_RE = re.compile(r"(?<=[^\s_*,.;:])([_*]) \1(?!\d+\1)(?=[^\s_*])")
# A formula's upright piece: a short token, no word ("F", "GL2(", "**Q**", "[3]", "≥", "2")
_MATH_TOKEN = r"(?:(?!\*{0,2}[a-z]{2})[^\s_,.;]{1,6})"
# ... between two such spans: "_curves over_ F _q_", "_for_ GL2( **Q** _p_ )"
_MATH_BETWEEN_EMPHASIS_RE = re.compile(rf"(?<=[^\s_*,.;:])_ ((?:{_MATH_TOKEN} ){{1,3}})_(?=[^\s_])")
# ... or closing the title after the last span, before the comma that ends it: "_curves in_ R [3], Amer. J. Math.",
# "_of degree d ≥_ 3, Studia" (a number alone only after an operator: "_Journal of Algebra_ 45, 1-9" is a volume)
_MATH_AFTER_EMPHASIS_RE = re.compile(
    rf"(?:(?<=[^\s_*,.;:\d])_ (?P<piece>(?:{_MATH_TOKEN} ){{0,2}}(?=[^\s,]*[^\d\s,*])[^\s_,.;*]{{1,6}})"
    rf"|(?<=[=≥≤<>+×∈⊂−-])_ (?P<number>\d{{1,3}}))(?=,\s)"
)
# a bracket a formula opened inside the emphasis and closed after it: "_... GL2( Q p_ )"
_BRACKET_AFTER_EMPHASIS_RE = re.compile(r"(?<=_)(?P<span>[^_\n]*\([^()_\n]*)_ \)")


def _math_emphasis_merged(line: str) -> str:
    """An italic title that pymupdf4llm broke into spans around its formulas, as one span with the formulas' pieces
    in it (``_Sharp_ _L_ _[p]_ _bounds in_ R [3],`` -> ``_Sharp L [p] bounds in R [3]_,``)."""
    while True:
        merged = _ADJACENT_EMPHASIS_RE.sub(" ", line)
        merged = _MATH_BETWEEN_EMPHASIS_RE.sub(lambda m: " " + m.group(1).replace("*", ""), merged)
        merged = _BRACKET_AFTER_EMPHASIS_RE.sub(r"\g<span> )_", merged)
        merged = _MATH_AFTER_EMPHASIS_RE.sub(lambda m: f" {m.group('piece') or m.group('number')}_", merged)
        if merged == line:
            return line
        line = merged


def unpandoc(line: str) -> str:
    """What pandoc, LaTeX and PDF converters leave in a rendered citation: ``1503--1519`` for a dash,
    ``<https://...>`` around a link, emphasis set around a comma alone."""
    line = _EMPHASISED_MARK_RE.sub(r"\2", line)  # a PDF converter's "_Journal_ _,_ _12_": the comma is plain
    line = _SPLIT_SUPERSCRIPT_RE.sub(r"[\2]", line)  # pymupdf's "_Growth of ℓ_ [2] _-Betti numbers_"
    line = _math_emphasis_merged(line)
    return re.sub(r"<((?:https?://|doi:)[^<>\s]+)>", r"\1", re.sub(r"(?<=\w)--(?=\w)", "–", line))


def unemphasise(text: str) -> str:
    text = BOLD_RE.sub("", text)
    return ITALIC_RE.sub(r"\1", text)


# An underscore that opens or closes emphasis (not one inside a word: "snake_case")
_EMPHASIS_EDGE_RE = re.compile(r"(?<![A-Za-z0-9_])_(?=[^\s_])|(?<=[^\s_])_(?![A-Za-z0-9_])")


def rejoin_split_emphasis(lines: list[str]) -> list[str]:
    """Lines whose emphasis runs over the line's end, as PDF converters wrap it (``_Journal of Clinical`` /
    ``Psychology_, 53(2)``), joined, so that each emphasis opens and closes on one line."""
    out: list[str] = []
    for line in lines:
        if out and (len(_EMPHASIS_EDGE_RE.findall(out[-1])) % 2 or emphasis_goes_on(out[-1], line)):
            out[-1] = _math_emphasis_merged(f"{out[-1]} {line}")  # (the two spans met at the break become one)
        else:
            out.append(line)
    return out


def emphasis_goes_on(above: str, line: str) -> bool:
    """Whether an emphasis closed at the end of ``above`` opens again at the start of ``line``: pymupdf4llm's way to
    wrap an italic title ("_Sharp bounds for random walks on_" / "_groups_, Ann. Probab."), one emphasis. (Not
    "**[C1]**" opening an entry in bold, not a "* " bullet, not a word hyphenated at the break.)"""
    m = _CLOSED_AT_BREAK_RE.search(above)
    if m is not None and m.group(1) == "_" and _MATH_LEAD_RE.match(line):
        return True  # "_... the wave equation in_" / "2 + 1 _dimensions_": a formula's pieces, then the emphasis again
    return m is not None and line.startswith(m.group(1)) and line[1:2].isalnum()


_MATH_LEAD_RE = re.compile(rf"(?:{_MATH_TOKEN} ){{1,3}}_(?=\w)")


# Emphasis closed at a line's end straight after a word (no comma or period to end the title)
_CLOSED_AT_BREAK_RE = re.compile(r"(?<=[A-Za-z0-9])([_*])$")


# APA's bracketed description naming the journal still deciding: "[Manuscript under review at *Child Development*]",
# "[Revise and resubmit, *Journal*]"
_BRACKETED_PENDING_RE = re.compile(
    r"\s*\[(?P<status>(?:manuscript\s+)?(?:under review|submitted|in revision|under revision|revise (?:and|&) resubmit"
    r"|(?:conditionally )?accepted|in press)(?:\s+(?:at|to|in|with|for)\s+|,\s*))"
    r"[*_]{0,2}(?P<journal>(?-i:[A-Z])[^\[\]*_]*?)[*_]{0,2}\]",
    re.I,
)


def unbracketed_pending(line: str) -> str:
    """The bracketed status that names a journal as the sentence a status note is read from ("Title. Manuscript
    under review at Child Development.")."""
    return _BRACKETED_PENDING_RE.sub(lambda m: f". {m.group('status')}{m.group('journal')}", line)


def bracket_rejoined(raw: list[str]) -> list[str]:
    """The lines with a bracket left open at a line's end closed on the line it goes on to: APA's "[Manuscript" /
    "submitted for publication]" is one label."""
    out: list[str] = []
    for line in raw:
        if out and out[-1].count("[") > out[-1].count("]"):
            out[-1] = f"{out[-1]} {line}"
        else:
            out.append(line)
    return out
