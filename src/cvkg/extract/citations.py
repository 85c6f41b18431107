"""One citation (possibly assembled from several lines) -> the fields of a Publication.

Citation styles differ in where the authors go and how the parts are delimited:

* authors first, parts ended by periods: ``A B, C D. Title. Venue, 2020.``,
  ``Last F., Last F. Title. In Venue (ABBR'20).``, ``Last, F., Last, F. Title. In Proc. ...``
* authors first with a quoted title (IEEE): ``A. B, C. D, "Title," in Proc. X, 2020.``
* GB/T 7714: ``Last F, Last F. Title[C]//Venue. Publisher, 2017: 1-10.``
* title first (homepages): title, authors and venue on one line each, or run together.

>>> c = parse_citation(["Ada Lovelace, Alan Turing. On Engines. In Proc. of the 1st Symposium (SYMP '21)."])
>>> c.authors, c.title, c.venue, c.year
(('Ada Lovelace', 'Alan Turing'), 'On Engines', 'Proc. of the 1st Symposium (SYMP)', 2021)
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from cvkg.extract import aas, abnt, ametsoc, bluebook, copernicus, gsa, iop, ssa, theses, title_first, unsigned
from cvkg.extract import names as nm
from cvkg.extract.ams import (
    ITALIC_SPAN_RE,
    AmsParts,
    is_journal_reference,
    split_ams,
    with_abbreviation_period,
    with_final_period,
)
from cvkg.extract.notes import (
    has_status,
    is_accepted,
    is_pending,
    is_unpublished,
    pending_journal,
    take_notes,
    take_volumes,
)
from cvkg.extract.places import ORGANIZATION_RE
from cvkg.extract.unsigned import QUOTED_RE, split_title_venue
from cvkg.extract.venues import (
    YEAR_RE,
    acronym_journal,
    clean_venue,
    is_book,
    kind_from_heading,
    kind_from_shape,
    links,
    names_publisher,
    venue_kind,
)
from cvkg.model import PublicationKind

Kind = PublicationKind

# Leading list markers: "- 1.", "[3]", "1.", "•", "(a)".
_LABEL = r"(?:\*\*|__)?\[[A-Za-z]{0,3}\d{1,3}\](?:\*\*|__)?"  # "[3]", "[C12]", "**[J2]**"
# A label of a kind's list, a letter or two and a number: "J16. Doe J" (journal), "C2. Lee A" (conference)
_KIND_LABEL = r"[A-Z]{1,2}\d{1,3}\.(?=\s+[A-Z*_\"“\[])"
MARKER_RE = re.compile(
    # (not a number that closes a bracket a line wrapped: "(Report No." over "7). Publisher.")
    rf"^\s*(?:[-•*◦▪●–—+]\s+)?(?:{_LABEL}|{_KIND_LABEL}|\d{{1,3}}[.)](?![\d.,;:)])|\([a-z0-9]{{1,3}}\)|[a-z][.)](?=\s+[A-Z]))?\s*"
)
_BULLET_RE = re.compile(rf"^\s*(?:[-•*◦▪●–—+]\s+|{_LABEL}\s*|{_KIND_LABEL}\s+|\d{{1,3}}[.)]\s+(?!\d))")
_ITALIC_RE = re.compile(r"(?:(?<=^)|(?<=[\s(\[\"“]))[*_](?=[\w\"'“‘(])([^*_\n]+?)[*_](?![\w*])")
_BOLD_RE = re.compile(r"\*\*|__")
_GBT_RE = re.compile(r"\[(?:C|J|M|D|P|R|A|N|S|Z|EB/OL|OL)\](?:\s*//\s*|\.\s*)")
# The kind GB/T 7714's code names: [J] a journal article, [C] a paper in proceedings, [P] a patent, [D] a thesis,
# [M] a book
_GBT_KINDS = {"J": Kind.JOURNAL, "C": Kind.CONFERENCE, "P": Kind.PATENT, "D": Kind.THESIS, "M": Kind.BOOK}
# After the authors: APA's "(2024)", "(2023, August)", "(in review)"; ACM's and ACL's bare "2023."
_STATUS_WORDS = (
    r"in press|in review|under review|in preparation|submitted|forthcoming|accepted|n\.\s?d\."
    r"|revise (?:and|&) resubmit|r&r|in revision|conditionally accepted"
)
_AUTHOR_DATE = (
    rf"\(\s*(?:(?:19|20)\d\d[a-z]?(?:,\s*[A-Za-z]+\.?(?:\s+\d{{1,2}}(?:[-–]\d{{1,2}})?)?)?|{_STATUS_WORDS})\s*\)"
)
# (ASME's year between commas: "Lund, A., and Roy, C., 2021, “Title”, Journal")
_TRAILING_AUTHOR_DATE_RE = re.compile(
    r"\s*\(\s*((?:19|20)\d\d)[a-z]?\s*\)\s*[.,:]?$|(?<=[.,])\s*((?:19|20)\d\d)[a-z]?[.,]?$"
)
# ... and the Royal Society's and the Genetics Society's year with no stop, the title straight after it:
# "Lund AB, Roy C. 2021 Title. Proc. R. Soc. B", "Lund, A. B., and C. Roy, 2021 Title. Genetics 218: 1-9."
_YEAR_THEN_TITLE = r"((?:19|20)\d\d)[a-z]?(?-i:(?=\s+[\"“‘']?[A-Z]))"
_PARENYEAR_RE = re.compile(rf"^(?:{_AUTHOR_DATE}|((?:19|20)\d\d)[a-z]?(?=\.\s)|{_YEAR_THEN_TITLE})\s*[.,:]?\s*", re.I)
# AOSIS's and ASME's Harvard, the year between commas: "Lund, A. & Roy, C., 2021, Title, Journal, 4(1), 1–9."
_COMMA_YEAR = r"(?:19|20)\d\d[a-z]?,\s"
_COMMA_YEAR_RE = re.compile(rf"^({_COMMA_YEAR})\s*")
# Text that can only continue an author list: "and H. Lindqvist", "& Kim", "R. F., ...", "Kim, S.", and a foreign
# "and" before a name ("y Darrow, P.", "et P. Darrow"; only before a name: "e", "a" and "i" open titles too)
# (capitals of any Latin alphabet: "Öztürk, Ç.")
_CAP = f"[{nm.CAPITAL}]"
_PARTICLE = f"(?:{'|'.join(sorted(nm.SURNAME_PARTICLES, key=len, reverse=True))})"
_LIST_GOES_ON_RE = re.compile(
    # (an initial's period doubled where APA's "(Eds.)" after it went to the notes: "Roy, M. J.. (2021)")
    rf"^(?:and\s|&|et\.?\s+al\b|\.\s*\.|{_CAP}[*†‡]*\.\.?[*†‡]*(?:[-\s,;]|$)|{_CAP}\.?[*†‡]*,"
    rf"|{_CAP}[\w'’-]+(?:\s{_CAP}[\w'’-]+)?,\s+{_CAP}\."
    # "Ana D. Weems et al. Title": the surname after the initial, then the truncation
    rf"|{_CAP}[\w'’-]+\s+et\.?\s+al\b"
    # the particles Chicago and AOSIS set behind the initials: "Sá, G. de, Vogt, I.", "Berg, P. van den & Roy, C."
    rf"|{_PARTICLE}(?:\s+{_PARTICLE})?\s*(?:[,;&]|and\s)"
    rf"|{nm.FOREIGN_AND}\s+(?:{_CAP}\.|{_CAP}[\w'’-]+,\s+{_CAP}\.?(?:[\s,.]|$)|{_CAP}[\w'’-]+\s+{_CAP}[\w'’-]+[.,]))"
)
_ARXIV_ID_RE = re.compile(r"\b(\d{4}\.\d{4,5})(?:v\d+)?\b")
_APA_PATENT_RE = re.compile(r"\s*\(((?:U\.?\s?S\.?|European|EP|WO)?\s*Patent\b[^()]*\d[^()]*)\)$", re.I)
# The venue closing a citation that commas alone part: a journal reference "Phys. Rev. X 14, 021017 (2024)"
# (Elsevier's numbered style: "Eng. Struct. 322 (2025) 119104"), an arXiv ID, or "in" ("in:") a book or proceedings
# (or a thesis, a report, a patent's number, "(unpublished)"; a book's "(Publisher, Place, 2017)" follows a space)
_COMMA_VENUE_RE = re.compile(
    r"(?:,\s+|\s+(?=\([^()]*\b(?:Press|Publish\w*|Verlag|Books)\b[^()]*\)\.?$))"
    r"(?P<venue>[A-Z][^,]*?\s\d{1,4},\s*[A-Za-z]?\d[\w–-]*(?:\([RL]\))?\s*\((?:19|20)\d\d\)"
    r"|[A-Z][^,]*?\s\d{1,4}\s+\((?:19|20)\d\d\)\s+[A-Za-z]?\d[\w–-]*"
    r"|arXiv:\s?\d{4}\.\d{4,5}(?:v\d+)?(?:\s*\[[^\]]*\])?(?:\s*\((?:19|20)\d\d\))?|in:?\s+[A-Z].*"
    r"|(?:Ph\.?\s?D\.?|Master'?s|Doctoral|Bachelor'?s|Diploma)\s+(?:thesis|dissertation)\b.*"
    r"|(?:[A-Z][\w&-]*\s+){0,3}(?:Technical|Tech\.|Research)\s+(?:Report|Rep\.).*"
    r"|(?:U\.?S\.?|EP|WO)\s?(?:Patent\s+)?\d[\d,]{5,}.*|[A-Z][a-z]+\s+Patent\s+(?:[A-Z]{2}\s?)?\d[\d,]{5,}.*"
    r"|\((?:unpublished|in press|submitted|in preparation)\)|\([^()]*\b(?:Press|Publish\w*|Verlag|Books)\b[^()]*\))\.?$"
)
_ET_AL_PIECE_RE = re.compile(r"(?:and\s+)?et\.?\s+al\.?", re.I)
_ET_AL_THEN_TITLE_RE = re.compile(r"et\.?\s+al\.?,?\s+(?=[A-Z])")
_BADGE_RE = re.compile(r"[A-Za-z][A-Za-z0-9&-]{1,11}")
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

@dataclass(frozen=True, slots=True)
class Citation:
    """The parts of one citation; ``title`` is never empty."""

    authors: tuple[str, ...]
    title: str
    venue: str | None
    year: int | None
    kind: Kind
    notes: tuple[str, ...] = ()
    arxiv: str | None = None
    doi: str | None = None
    url: str | None = None
    # The citation leaves out the CV's subject ("sole author unless *with X*", econ's "(with A and B)"):
    # they are the first author, before the co-authors named in ``authors``.
    subject_first: bool = False


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


def _unmark(line: str) -> str:
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


def _unpandoc(line: str) -> str:
    """What pandoc, LaTeX and PDF converters leave in a rendered citation: ``1503--1519`` for a dash,
    ``<https://...>`` around a link, emphasis set around a comma alone."""
    line = _EMPHASISED_MARK_RE.sub(r"\2", line)  # a PDF converter's "_Journal_ _,_ _12_": the comma is plain
    line = _SPLIT_SUPERSCRIPT_RE.sub(r"[\2]", line)  # pymupdf's "_Growth of ℓ_ [2] _-Betti numbers_"
    line = _math_emphasis_merged(line)
    return re.sub(r"<((?:https?://|doi:)[^<>\s]+)>", r"\1", re.sub(r"(?<=\w)--(?=\w)", "–", line))


# a title set in bold at the head of an unsigned entry: "**Title** (with A and B)", "**Title**, 2025.", "**Title**,
# *Journal*, vol. 3"; or of an
# entry whose names follow it, ACS's "Last, F. M.;" ("**Title.** Okoro, C. N.; Lund, P. *J. Am. Chem. Soc.* 2023")
_BOLD_HEAD_RE = re.compile(
    r"^\*\*(?P<title>[^*]{8,}?)\*\*(?=\s*$|\s*\((?:joint(?:ly)?\s+)?with\b|\s*,\s*(?:(?:19|20)\d\d|with\b|\*(?!\*)|_(?!_))"
    r"|\s+[-–—]\s"
    rf"|\s+(?:\*\*)?{_CAP}[\w'’-]+,\s*{_CAP}\.)",
    re.I,
)


def _bold_title_quoted(line: str) -> str:
    """A bold title leading an entry set in quotes, as the other styles set an unsigned title apart (economists'
    and site themes' "**Title** (with A)" over "*NBER Working Paper No. 1*"); a bold name is left alone.

    >>> _bold_title_quoted("**Licensing and Mobility** (with A. Lee)"), _bold_title_quoted("**Lee, A.**, Title")
    ('“Licensing and Mobility” (with A. Lee)', '**Lee, A.**, Title')
    """
    m = _BOLD_HEAD_RE.match(line)
    if m is None:
        return line
    title = m.group("title").strip()
    names = nm.split_names(title)
    is_names = bool(names.names) and nm.all_names(names.names) and re.search(r"\b[A-Z]\.|,", title) is not None
    if len(title.split()) < 2 or is_names or nm.name_shape(title) is not None or re.search(r"[\"“”'‘’`]{1,2}$", title):
        return line  # "**Lee, A.**", "**A. Lee**", "**Ada Lovelace**": the subject's name in bold
    return f"“{title.rstrip('.')}”{line[m.end():]}"


def _unemphasise(text: str) -> str:
    text = _BOLD_RE.sub("", text)
    return _ITALIC_RE.sub(r"\1", text)


# An underscore that opens or closes emphasis (not one inside a word: "snake_case")
_EMPHASIS_EDGE_RE = re.compile(r"(?<![A-Za-z0-9_])_(?=[^\s_])|(?<=[^\s_])_(?![A-Za-z0-9_])")


def _rejoin_split_emphasis(lines: list[str]) -> list[str]:
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


# A status set as the entry's label: "forthc.: “Title”, *Journal*", "In press: ..."
_STATUS_LABEL_RE = re.compile(
    r"^(forthc\.|forthcoming|in press|to appear|submitted|accepted|under review|im druck|à paraître)\s*:\s*", re.I
)
_STATUS_WORDS = {"forthc.": "forthcoming", "im druck": "in press", "à paraître": "forthcoming"}


# APA's bracketed description naming the journal still deciding: "[Manuscript under review at *Child Development*]",
# "[Revise and resubmit, *Journal*]"
_BRACKETED_PENDING_RE = re.compile(
    r"\s*\[(?P<status>(?:manuscript\s+)?(?:under review|submitted|in revision|under revision|revise (?:and|&) resubmit"
    r"|(?:conditionally )?accepted|in press)(?:\s+(?:at|to|in|with|for)\s+|,\s*))"
    r"[*_]{0,2}(?P<journal>(?-i:[A-Z])[^\[\]*_]*?)[*_]{0,2}\]",
    re.I,
)


def _unbracketed_pending(line: str) -> str:
    """The bracketed status that names a journal as the sentence a status note is read from ("Title. Manuscript
    under review at Child Development.")."""
    return _BRACKETED_PENDING_RE.sub(lambda m: f". {m.group('status')}{m.group('journal')}", line)


def _bracket_rejoined(raw: list[str]) -> list[str]:
    """The lines with a bracket left open at a line's end closed on the line it goes on to: APA's "[Manuscript" /
    "submitted for publication]" is one label."""
    out: list[str] = []
    for line in raw:
        if out and out[-1].count("[") > out[-1].count("]"):
            out[-1] = f"{out[-1]} {line}"
        else:
            out.append(line)
    return out


# MLA's role after the names, a translator's or an editor's: "Kasprzak, Jude, translator. *The Salt Road*. By Hanna
# Wierzbińska, Northwestern UP, 2021."; the book's own author follows its title after "By"
_MLA_ROLE_RE = re.compile(r"^(?P<names>[^.]+?(?:\s[A-Z]\.)*?),\s+(?P<role>translators?|editors?)\.\s+(?=\S)")
_MLA_BY_RE = re.compile(r"(?<=[.?!*_”])\s+By\s+(?P<by>[^,.]+?(?:\s[A-Z]\.)*?),\s+(?=[A-Z])")


def _mla_role(raw: list[str]) -> tuple[list[str], list[str]]:
    """The lines without MLA's role of the names and the original's author, and the notes that say them."""
    role = _MLA_ROLE_RE.match(raw[0])
    if role is None or not nm.is_name(role["names"]):
        return raw, []
    notes = ["edited volume" if role["role"].startswith("editor") else "translation"]
    first = f"{role['names']}. {raw[0][role.end() :]}"
    if by := _MLA_BY_RE.search(first):
        notes.append(f"{notes[0]} of a book by {by['by']}")
        first = f"{first[: by.start()]} {first[by.end() :]}"
    return [first, *raw[1:]], notes


def parse_citation(
    lines: Sequence[str], *, section_kind: Kind | None = None, column_year: int | None = None
) -> Citation | None:
    """One citation's lines -> its parts, or ``None`` when the lines hold no citation.

    Args:
        lines: the entry's text lines, list markers included or not.
        section_kind: the kind named by the section heading (``Workshop Papers``), if any.
        column_year: the year a date column after the entry gave, already taken off it (see ``take_year_column``).
    """
    raw = [_unmark(_unpandoc(strip_marker(line))).strip() for line in lines]
    raw = _rejoin_split_emphasis([line for line in raw if line and not is_junk_line(line)])
    raw = _double_quoted_title([_ET_AL_COMMA_RE.sub(". ", line) for line in raw])
    if raw and (status := _STATUS_LABEL_RE.match(raw[0])):
        # "forthc.: “Title”, *Journal*" (currvita's \item[forthc.]): the status said after the entry, as lists say it
        word = status.group(1).lower()
        raw = [raw[0][status.end() :], *raw[1:]]
        raw[-1] = f"{raw[-1].rstrip()} {_STATUS_WORDS.get(word, word)}."
    if len(raw) >= 3 and _is_venue_badge(raw[0], raw[1:]):
        raw = raw[1:]
    if not raw:
        return None
    raw, role_notes = _mla_role([_unbracketed_pending(line) for line in _bracket_rejoined(raw)])
    if column_year is None:
        column_year, raw[0] = take_year_column(raw[0])
    if len(raw) > 1 or not raw[0].endswith("**"):
        raw[0] = _bold_title_quoted(raw[0])  # (a bold line alone is a group's heading, "**Book chapters**")
    joined_raw = " ".join(raw)
    unbolded, volumes = take_volumes(raw)
    draft = take_notes("\n".join(_unemphasise(line) for line in unbolded))
    draft.notes.extend(volumes)
    draft.notes.extend(role_notes)
    label_year, text = unsigned.take_year_label(draft.text)
    text_lines = text.split("\n")
    if has_status(draft.notes) and len(text_lines) > 1 and not text_lines[-1].strip():
        # the status was a line of its own under the title ("A and B, Title" / "submitted to J"): the break parts them
        text_lines[-2] += "," if text_lines[-2].rstrip()[-1:].isalnum() else ""
    text_lines, closing_with = _closing_coauthors(text_lines)
    parts = _split_parts(text_lines, joined_raw, has_status=has_status(draft.notes))
    if parts is not None and closing_with and (parts.subject_first or not parts.authors):
        parts = replace(parts, authors=[*parts.authors, *closing_with], subject_first=True)
    if parts is None and volumes:
        # APS set in emphasis, "A. B, and C. D, Title, *Phys. Rev. B* **98**, 115143 (2018).": only commas part
        # the title from the journal, whose reference needs its volume to be seen as one
        draft = take_notes("\n".join(_unemphasise(line) for line in raw))
        label_year, text = unsigned.take_year_label(draft.text)
        parts = _split_parts(text.split("\n"), joined_raw)
    if parts is None:
        return None
    authors, truncated = parts.authors, parts.truncated
    title, venue_text = _italic_title_first(*_title_to_italics(parts.title, parts.venue_text, joined_raw), joined_raw)
    title, venue_text = _year_off_title(*_link_off_title(_clean_title(title), venue_text))
    if not venue_text.strip(" .,") and (meeting := _meeting_after_comma(title, joined_raw)):
        title, venue_text = meeting
    if m := _APA_PATENT_RE.search(title):
        # APA: "Title (U.S. Patent No. 11,842,907). U.S. Patent and Trademark Office." -- the number is the
        # venue, the office that issued it goes (the year the authors' date gave stays)
        year_given = YEAR_RE.search(venue_text)
        title = title[: m.start()].rstrip()
        venue_text = m.group(1) + (f", {year_given.group(1)}" if year_given else "")
    title, venue_text, described_thesis = theses.take_description(title, venue_text)
    title, described = _take_description(title)
    title, english = split_translated_title(title)
    described = [*described, f"English title: {english}"] if english else described
    if _BOOK_REVIEW_RE.match(title):
        title = re.sub(r"\s*\((?:19|20)\d\d\)$", "", title)  # "Review of A, *Book* (2018)": the book's year
    if not title or not (authors or parts.subject_first) or _is_untitled(title):
        return None
    venue_text, led_by_thesis = theses.institution(venue_text)
    if (translated := _TRANSLATED_BY_RE.match(venue_text)) and (by := nm.split_names(translated["names"])).names:
        # "Author, ‘Title’, trans. by Subject, *Journal*": the translator is the subject, listed after the author
        authors = [*authors, *(n for n in by.names if n not in authors)]
        venue_text = venue_text[translated.end() :]
        draft.kind_tag = draft.kind_tag or Kind.OTHER
        draft.notes.append("translation")
    if is_abstract := _is_abstract(venue_text):
        # a job-market paper's abstract under its title: no venue, and its years no paper's (its JEL codes stay)
        jel = re.search(r"([A-Z]\d{2}(?:\s*,\s*[A-Z]\d{2})+)\.?\s*$", venue_text)
        venue_text = f"JEL: {jel.group(1)}" if jel else ""
    if truncated:
        draft.notes.append("author list truncated")
    draft.notes.extend(parts.notes)
    draft.notes.extend(described)
    # APA's series number after the title is where the paper is, when nothing else says: "(SSRN Working Paper No. 7)"
    series = next((d for d in described if _SERIES_NUMBER_RE.search(d)), None)
    doi, url = links(venue_text)
    venue, year, extra = clean_venue(venue_text)
    venue = venue or series
    if parts.kind is not None or column_year:
        # (the period before a date column ends no sentence: "Annu. Rev. Phys. Chem. (in press)  2025")
        venue = with_final_period(venue, venue_text)
    venue = _italic_abbreviation(with_abbreviation_period(venue, venue_text), joined_raw)
    year = column_year or year or label_year  # (a date column states the entry's date; "(ECM30)" guesses one)
    draft.notes.extend(extra)
    if any(n.lower() == "preprint" for n in extra):
        draft.kind_tag = draft.kind_tag or Kind.PREPRINT  # "Preprint, LingBuzz/007801": the venue text said so
    if any(n.lower() == "poster" for n in extra):
        draft.kind_tag = draft.kind_tag or Kind.POSTER  # "Poster, *Meeting*, Town, 2023"
    if any(n.lower() in ("oral presentation", "oral") for n in extra):
        draft.kind_tag = draft.kind_tag or Kind.CONFERENCE  # "Oral presentation, ASH Annual Meeting. *Blood*. ..."
    if any(n.lower() == "book chapter" for n in extra):
        draft.kind_tag = draft.kind_tag or Kind.BOOK  # "*Methods Mol Biol*. 2020;2132:45–61. (book chapter)"
    if any(_ARTICLE_TYPE_RE.fullmatch(n) for n in draft.notes):
        # MEDLINE's article type: "Title [letter]. N Engl J Med. 2024;390:2023.", "... 2023;117:12-20. (Review)":
        # no research article, whatever journal prints it
        draft.kind_tag = draft.kind_tag or Kind.OTHER
    if venue and is_pending(draft.notes):
        # "In revision, *Journal*", "(submitted) 'Title', Journal": the journal still deciding
        draft.kind_tag = draft.kind_tag or Kind.PREPRINT
    if venue and is_unpublished(venue):
        draft.notes.append(venue.lstrip("-–— "))
        # "-- book manuscript": a book not out yet, no preprint
        unpublished = Kind.BOOK if re.search(r"\bbook\b", venue, re.I) else Kind.PREPRINT
        draft.kind_tag, venue = draft.kind_tag or unpublished, None
    if venue is None and (journal := pending_journal(draft.notes)):
        # no venue yet but the journal (or meeting) deciding: it stands for the venue, its year no paper's year
        draft.kind_tag, (venue, bound_year, _) = draft.kind_tag or Kind.PREPRINT, clean_venue(journal)
        venue = with_final_period(venue, journal)
        # "(submitted to J, 2024)": the year after a comma is the paper's; "the Symposium 2026" is the meeting's
        # ("Submitted to J, January 2025": a month may come before it)
        dated = re.search(r",\s*(?:[A-Z][a-z]{2,8}\.?\s+)?(?:19|20)\d\d\W*$", journal)
        year = year or (bound_year if dated else None)
    starred = [n for n in authors if _is_starred(n, joined_raw)]
    if draft.cofirst and starred:
        draft.notes.append("co-first authors: " + ", ".join(starred))
    kind = (
        (Kind.THESIS if described_thesis or led_by_thesis else None)
        or (Kind.OTHER if is_book_review_title(title) else None)  # a review, in whatever journal or state
        or (Kind.BOOK if "under contract" in draft.notes else None)  # a book not out yet: no preprint
        or draft.kind_tag
        # what the entry says of itself ("[Poster presentation]") before what its list's heading says
        or next(filter(None, map(kind_from_heading, described)), None)
        or (Kind.OTHER if _SOFTWARE_RE.search(title) or (venue and _REPOSITORY_RE.fullmatch(venue)) else None)
        or (Kind.OTHER if venue and _REPORT_NUMBER_RE.fullmatch(venue) else None)
        # a paper its journal has taken ("Duke Math. J., to appear") under "Preprints" is that journal's
        # a workshop's paper listed with the conference papers ("Proceedings of the Workshop on ..."; a meeting
        # named a workshop, "the 2016 National Silviculture Workshop", is a conference)
        or (Kind.WORKSHOP if section_kind is Kind.CONFERENCE and venue and _WORKSHOP_ON_RE.search(venue) else None)
        or (None if _section_kind_yields(section_kind, venue, draft.notes) else section_kind)
        # a meeting's proceedings published as a book in a series: "Proceedings of ANTS XV, Open Book Ser. 5, MSP"
        or (Kind.CONFERENCE if parts.kind is Kind.BOOK and venue_kind(venue) is Kind.CONFERENCE else None)
        or parts.kind
        or (Kind.BOOK if parts.edited or (_corporate(parts.authors) and is_book(venue_text)) else None)
        or (Kind.PREPRINT if venue is None and is_pending(draft.notes) else None)
        or (Kind.PREPRINT if venue is None and is_abstract else None)  # a paper told by its abstract, not out yet
        or (Kind.PREPRINT if venue is None and url and re.search(r"\barxiv\.org/", url) else None)
        or acronym_journal(venue, venue_text)
        or venue_kind(venue)
        or kind_from_shape(venue, venue_text, year)
    )
    arxiv = m.group(1) if venue and "arxiv" in venue.lower() and (m := _ARXIV_ID_RE.search(venue)) else None
    notes = tuple(_dedupe(draft.notes))
    return Citation(
        tuple(authors), title, venue, year, kind, notes, arxiv, doi, url, subject_first=parts.subject_first
    )


_INITIAL_RE = re.compile(rf"\b{_CAP}\.")


def _is_untitled(title: str) -> bool:
    """Whether what was read as the title is none: the styles that print no article title (the Royal Society of
    Chemistry's ``A. Lund and B. Roy, J. Coast. Dyn., 2021, 41, 455``, Springer's physics style, Elsevier's without
    titles) leave names (``B. Roy``, ``and B. Roy``) or a date (``, 2024``) where a title would be."""
    if not re.search(r"[^\W\d_]{3}", title):
        return True
    names = nm.split_names(re.sub(r"^(?:and|&)\s+", "", title.strip(" ,.")))
    return bool(_INITIAL_RE.search(title)) and bool(names.names) and nm.all_names(names.names)


def _section_kind_yields(section_kind: Kind | None, venue: str | None, notes: list[str]) -> bool:
    """Whether an entry's state overrules its list's kind: a paper its journal has taken, under "Preprints"; an
    article still in preparation or under review, no journal named, under "Articles"."""
    if section_kind is Kind.PREPRINT:
        return bool(venue) and is_accepted(notes)
    return section_kind is Kind.JOURNAL and venue is None and is_pending(notes)


# A translation's translators, opening the venue text: "trans. by A. Lund and B. Roy, *Journal*", "translated by A.
# Lund (Minneapolis: ...)", "trans. by A. Lund. Minneapolis: Press, 2020"
_TRANSLATED_BY_RE = re.compile(
    r"^\s*[,.]?\s*(?:trans\.|translated|tr\.)\s+by\s+(?P<names>[^,()*_]+?)\s*(?:,\s*|(?=\()|\.\s+(?=[A-Z][\w .]+:\s))"
)


# The year set apart at the end of an entry's first line, as a date column ("... 1021–1038  2023"; a paper not
# out yet "2025+"): the converters set an entry's dates last, after a gap
_YEAR_COLUMN_RE = re.compile(
    r"(?<=\S)[ \t]{2,}(?:\d{1,2}[/.]|[A-Z][a-z]{2,8}\.?\s+)?((?:19|20)\d\d)\+?[ \t]*$"  # "04/2017", "October 2021"
)


# The co-authors set last, after the whole reference: "Title, Geom. Funct. Anal. 25 (2015), 1–50 (with B. Kim)."
_CLOSING_WITH_RE = re.compile(r"(?<=[\d.)])\s*\(\s*(?:joint(?:ly)?\s+)?with\s+([^()]+)\)\.?\s*$", re.I)


def _closing_coauthors(lines: list[str]) -> tuple[list[str], list[str]]:
    """An entry's lines without the co-authors it names after its reference, and those names; or after its quoted
    title, closing the title's line above the venue's (economists': "“Title” (Job Market Paper), with A. Lee" /
    "NBER Working Paper No. 1, 2023.")."""
    m = _CLOSING_WITH_RE.search(lines[-1]) if lines else None
    found = nm.split_names(m.group(1)) if m else None
    if m is not None and found is not None and found.names and nm.all_names(found.names):
        return [*lines[:-1], lines[-1][: m.start()].rstrip(" .") + "."], list(found.names)
    m = _TITLE_LINE_WITH_RE.search(lines[0]) if len(lines) > 1 else None
    found = nm.split_names(m.group("names")) if m else None
    if m is None or found is None or not (found.names and nm.all_names(found.names)):
        return lines, []
    return [lines[0][: m.start()] + ",", *lines[1:]], list(found.names)  # (its aside, "Job Market Paper", goes)


# Co-authors closing a quoted title's line: "“Title” (Job Market Paper), with Neha Lee and Ana Roy"
_TITLE_LINE_WITH_RE = re.compile(
    r"(?<=[”\")])(?P<aside>\s*\([^()]*\))?\s*,?\s*(?:joint(?:ly)?\s+)?with\s+(?P<names>[^()]+?)\s*$"
)


def take_year_column(line: str, *, year_alone: bool = False) -> tuple[int | None, str]:
    """``"A. Title. Journal, 12(3)  2023"`` -> (2023, the citation without it); else (None, the line). With
    ``year_alone``, a column that gives a month too ("October 2021") is left in place."""
    if (m := _YEAR_COLUMN_RE.search(line)) and not (year_alone and not re.match(r"[ \t]+(?:19|20)", m.group(0))):
        return int(m.group(1)), line[: m.start()]
    return None, line


# A review of a book, its title naming the book: "Review of *Book*, by A", "Book review of *Book*"; a statistics
# journal's discussion contribution, its title naming the paper discussed: "Discussion of “Paper”"
_BOOK_REVIEW_RE = re.compile(r"^(?:(?:book |exhibition )?review|discussion) of\s", re.I)


# A book's imprint in a review's title, which names the book, not the review: "(Amsterdam: AUP, 2021)"
_REVIEWED_IMPRINT_RE = re.compile(r"\s*\((?:[^()]*[:,]\s*)?(?:19|20)\d\d\)(?=[\s,.;]*$)")


def _split_book_review(text: str, raw: str) -> _Parts | None:
    """A book review whose journal is the last of two or more italic spans: "Review of *Book* by A, *Journal* 75,
    no. 1 (2022): 290-91", "Review of A, *Book* (City: Press, 2021), *Journal* 75 (2022)". The title is all before
    the journal, the reviewed book's imprint left out; the year is the journal's, not the book's."""
    if not is_book_review_title(text):
        return None
    spans = list(_ITALIC_RE.finditer(raw))
    if len(spans) < 2:
        return None
    # (the text, not the emphasised line, whose year label the caller took off: "2024. Review of ...")
    at = text.rfind(spans[-1].group(1))
    if at <= 0:
        return None
    title = _REVIEWED_IMPRINT_RE.sub("", text[:at].rstrip(" ,.;:"))
    venue_text = text[at:].strip()
    return _Parts([], title.rstrip(" ,.;:"), venue_text, subject_first=True, notes=("book review",))


def is_book_review_title(title: str) -> bool:
    """``Review of *Book*, by A``: a title that says it reviews (or, ``Trans. of "Essay," by A``, translates)
    another's work."""
    return bool(_BOOK_REVIEW_RE.match(title) or re.match(r"^(?:rev|trans)\.\s+of\s|^translation\s+of\s", title, re.I))


# Software cited as a paper: "netrewire: an R package for ...", its venue the repository that holds it
# The article types MEDLINE prints after a title or a reference, which are no research articles (editorials and
# letters are left to the journal: the development golds disagree on them)
_ARTICLE_TYPE_RE = re.compile(r"(?:review|erratum|corrigendum|case report)", re.I)
# A report's number as laboratories and collaborations give it, all the venue there is: "CERN-EP-2023-045"
_REPORT_NUMBER_RE = re.compile(r"[A-Z]{2,}(?:-[A-Z]{2,})+(?:-[A-Z]?\d+)+(?:-[A-Z]+)?")
_SOFTWARE_RE = re.compile(r"\b(?:R|Python|Julia|Stata|MATLAB)\s+(?:package|library|toolbox)\b")
_REPOSITORY_RE = re.compile(r"CRAN|PyPI|GitHub|Bioconductor|conda-forge|Zenodo")


# (ITALIC_SPAN_RE: a Markdown citation's italic span; in APA and Harvard it sets the venue or a book's title apart)
_SUBTITLE_RE = re.compile(r"^(?P<sub>[A-Z][^.?!]*[^.?!\sA-Z])[.?!]\s+(?:In:?\s+)?$")


def _italic_abbreviation(venue: str | None, raw: str) -> str | None:
    """The venue with its last abbreviation's period when the citation sets it in italics with the period inside
    (ACS's ``*ACS Catal.* **2022**``, ``*Nano Lett.*``): the italics say where the name ends.

    >>> _italic_abbreviation("ACS Catal", "Lee, A. Title. *ACS Catal.* **2022**")
    'ACS Catal.'
    >>> _italic_abbreviation("Cell", "Lee, A. Title. *Cell.*")
    'Cell'
    """
    # (a long last word is abbreviated too when the name abbreviates others: "IEEE Trans. Power Electron.")
    if not venue or not re.search(r"\s[A-Z][a-z]{0,5}$|\b[A-Z][a-z]{0,6}\.\s.*\s[A-Z][a-z]{1,9}$", venue):
        return venue
    spans = (f"*{venue}.*", f"_{venue}._", f"*{venue}.**")
    return venue + "." if any(span in raw for span in spans) else venue


def _title_to_italics(title: str, venue_text: str, raw: str) -> tuple[str, str]:
    """A title ending in ``?`` or ``!`` before a subtitle (``Who stays home? Selection into return. *Journal*``):
    the question mark seemed to end the title, but the plain text before the italic venue still belongs to it."""
    if not title.rstrip().endswith(("?", "!")):
        return title, venue_text
    at = raw.find(title.rstrip())
    closing = re.match(r"\s*([^*_\n]+?)[*_](?![*\w])", raw[at + len(title.rstrip()) :]) if at > 0 else None
    if closing and raw[at - 1] in "*_" and venue_text.strip().startswith(rest := closing.group(1).strip()):
        # APA's italic title holds its subtitle ("*Do they? Evidence from 14 countries* [Preprint]. PsyArXiv.")
        return f"{title.rstrip()} {rest}", venue_text.strip()[len(rest) :].lstrip(" .,")
    m = ITALIC_SPAN_RE.search(raw)
    italic = (m.group(1) or m.group(2)).strip() if m else ""
    at = venue_text.find(italic) if italic else -1
    sub = _SUBTITLE_RE.match(venue_text[:at].strip() + " ") if at > 0 else None
    if sub is None or italic in title:
        return title, venue_text
    head = venue_text[:at].strip()
    lead_in = "In " if re.search(r"\bIn:?$", head) else ""
    return f"{title.rstrip()} {sub.group('sub')}", lead_in + venue_text[at:]


# A meeting named after the title's comma: "Title, SSA Annual Meeting, Seattle, WA", "..., AGU Fall Meeting 2020"
_MEETING_AFTER_COMMA_RE = re.compile(
    r",\s+(?=(?:[A-Z][\w.&'’-]*\s+){0,6}(?:Meeting|Conference|Congress|Symposium|Assembly|Convention|Colloquium)\b)"
)


def _meeting_after_comma(title: str, raw: str) -> tuple[str, str] | None:
    """A title that ran on into its meeting, the entry having no other venue (``Names. Title, *AGU Fall Meeting*
    2020, Abstract S13D-08``, ``Names. Title, SSA Annual Meeting, Seattle, WA``): the title and the venue text, parted
    at the comma before the italic span or the meeting's name."""
    for m in ITALIC_SPAN_RE.finditer(raw):
        italic = (m.group(1) or m.group(2)).strip()
        if len(italic.split()) >= 2 and (at := title.find(f", {italic}")) > 0 and len(title[:at].split()) >= 3:
            return title[:at], title[at + 2 :]
    m = _MEETING_AFTER_COMMA_RE.search(title)
    if m and len(title[: m.start()].split()) >= 3:
        return title[: m.start()], title[m.end() :]
    return None


def _italic_title_first(title: str, venue_text: str, raw: str) -> tuple[str, str]:
    """A title set in italics and parted from its venue by a comma only (``*Title of Paper*, ACL 2025``, a table's
    cells joined): the italic span is the title and the rest goes before the venue text."""
    m = ITALIC_SPAN_RE.search(raw)
    italic = (m.group(1) or m.group(2)).strip() if m else ""
    if len(italic.split()) < 3 or not title.startswith(italic) or not title[len(italic) :].startswith(", "):
        return title, venue_text
    return italic, f"{title[len(italic) + 2 :]} {venue_text}".strip()


def _is_venue_badge(line: str, rest: list[str]) -> bool:
    """``SIGMOD`` alone on the line above a homepage entry: a label repeating the venue's acronym."""
    token = _unemphasise(line).strip("[]() ")
    return (
        bool(_BADGE_RE.fullmatch(token))
        and sum(c.isupper() for c in token) >= 2
        and re.search(rf"(?<!\w){re.escape(token)}(?!\w)", " ".join(rest[1:])) is not None
    )


def _is_starred(name: str, text: str) -> bool:
    """Whether ``name`` carries a co-first-author mark (``Biao Sun*``, ``**Ann Lee***``, ``Bo Li†``)."""
    at = text.find(name)
    while at >= 0:
        after = text[at + len(name) :]
        stars = len(after) - len(after.lstrip("*"))
        if text[:at].endswith("**"):
            stars -= 2  # the closing half of **bold**, not a mark
        if stars > 0 or after[:1] in {"†", "‡"}:
            return True
        at = text.find(name, at + 1)
    return False


def _dedupe(items: list[str]) -> list[str]:
    seen: list[str] = []
    for item in items:
        if item and item.lower() not in (s.lower() for s in seen):
            seen.append(item)
    return seen


# A year closing a title that no venue follows: "Title., 2024" (the year moved behind it), LNCS's "Title, (2020)",
# Vancouver's "Title 2024"
_TITLE_YEAR_RE = re.compile(r"[.,]?\s*\(?((?:19|20)\d\d)[a-z]?\)?\.?$")
# A publisher or an institution in brackets closing a citation that names no venue
_TITLE_IMPRINT_RE = re.compile(
    r"\s*\(([^()]*\b(?:Press|Publish\w*|Verlag|Books|Univ\w*|Institut\w*)\b[^()]*)\)\s*[.,]?\s*$"
)
# What APA sets after a title: "[PhD thesis]", "[Working paper]", "(Technical Report No. 7)", "(arXiv:2401.01234)"
# ... and what a chemist sets after it: "(Minireview)", "(Perspective)", "(Highlight)"
_DESCRIPTION_RE = re.compile(
    r"\s*(?:\[([^\[\]]{3,40}|[^\[\]]{3,80}?\b(?:report|manuscript|preprint|acceptance|review)\b[^\[\]]*)\]"
    r"|\(((?:[^()]*\b(?:No|Nos|Report|Paper)\b\.?|arXiv:)[^()]*\d[^()]*"
    r"|(?:invited |tutorial |critical )?(?:mini-?review|review|perspective|highlight|viewpoint|account|concept"
    r"|editorial|commentary))\))\s*$",
    re.I,
)


# A workshop on a topic, as the computing fields name theirs: "Workshop on Cognitive Modeling", "Workshops on X"
_WORKSHOP_ON_RE = re.compile(r"\bWorkshops?\s+on\b", re.I)
# "Ana D. Weems et al, Blebs promote ...": a comma closing the truncated authors where a period would
# ("et al., Title, Journal" is a list whose every part a comma closes: it stays)
_ET_AL_COMMA_RE = re.compile(r"(?<=\bet al),\s+(?=[A-Z][a-z])")
# A title's translation in brackets after it, four words or more (a description, "[Preprint]", is taken before)
_TRANSLATED_TITLE_RE = re.compile(r"\s*\[([A-Z][^\[\]]*?(?:\s+[^\s\[\]]+){3,})\]\.?\s*$")


def split_translated_title(title: str) -> tuple[str, str | None]:
    """A title in its own language and the English after it in brackets (NLM's and APA's "Tiché hlasy [Quiet
    Voices]"): the title as printed first, and the translation, which names no number the title does not (a bracket
    with a volume or a year of its own is no translation).

    >>> split_translated_title("Nieswoiste zapalenia jelit 2010–2020 [Inflammatory bowel diseases, 2010–2020]")
    ('Nieswoiste zapalenia jelit 2010–2020', 'Inflammatory bowel diseases, 2010–2020')
    """
    english = _TRANSLATED_TITLE_RE.search(title)
    if not english or english.start() == 0:
        return title, None
    original = title[: english.start()]
    if any(number not in original for number in re.findall(r"\d+", english.group(1))):
        return title, None
    return _clean_title(original), english.group(1)


_SERIES_NUMBER_RE = re.compile(r"\b(?:Working|Discussion|Policy Research)\s+Paper\s+(?:No\.|Series)\s*\d", re.I)


def _year_off_title(title: str, venue_text: str) -> tuple[str, str]:
    """A title that ends with the citation's year, when no venue follows it: the year goes to the venue text.

    >>> _year_off_title("Tides at Dusk., 2024", ""), _year_off_title("Tides, (2020)", " "), _year_off_title("Tides", "")
    (('Tides at Dusk', '2024'), ('Tides', '2020'), ('Tides', ''))
    """
    if re.search(r"[^\W\d_]", venue_text):
        return title, venue_text
    if (m := _TITLE_YEAR_RE.search(title)) and m.start() > 0:
        title, venue_text = _clean_title(title[: m.start()]), f"{venue_text.strip()} {m.group(1)}".strip()
    if (m := _TITLE_IMPRINT_RE.search(title)) and m.start() > 0:
        # Cell's book or report: "Title (Calloway University Press)."
        title, venue_text = _clean_title(title[: m.start()]), f"{m.group(1)}, {venue_text.strip()}".strip(" ,")
    return title, venue_text


def _link_off_title(title: str, venue_text: str) -> tuple[str, str]:
    """A link inside what was read as the title (LNCS's ``Title, https://arxiv.org/abs/2403.01872, (2024)``)
    and all after it belong to the venue text.

    >>> _link_off_title("Tides, https://arxiv.org/abs/2403.01872, (2024)", "")
    ('Tides', 'https://arxiv.org/abs/2403.01872, (2024)')
    """
    m = re.search(r"[,.;]?\s*(?:https?://|doi:\s*10\.)", title)
    if m is None or m.start() == 0:
        return title, venue_text
    return _clean_title(title[: m.start()]), f"{title[m.start() :].lstrip(' ,.;')} {venue_text}".strip()


def _take_description(title: str) -> tuple[str, list[str]]:
    """The title without the descriptions APA sets after it (``[PhD thesis]``, ``(Report No. 7)``), and them.

    >>> _take_description("Tides at Dusk (Technical Report No. 7) [Working paper]")
    ('Tides at Dusk', ['Technical Report No. 7', 'Working paper'])
    """
    found: list[str] = []
    while (m := _DESCRIPTION_RE.search(title)) and m.start() > 0:
        found.insert(0, (m.group(1) or m.group(2)).strip())
        title = _clean_title(title[: m.start()])
    return title, found


# What an abstract says that a venue never does: "I show", "we find", "This paper studies"
_ABSTRACT_VOICE_RE = re.compile(r"\b(?:I|[Ww]e) (?:show|find|study|document|estimate|argue|use)\b|\b[Tt]his paper\b")


def _is_abstract(venue_text: str) -> bool:
    """Whether what follows a title is its abstract, not a venue: sentences of prose in the authors' voice.

    >>> _is_abstract("Using a new panel of 40 towns, I show that ferries raise wages. A model of commuting "
    ...              "explains why the gains are largest for women and for towns without a bridge nearby.")
    True
    """
    return len(venue_text.split()) >= 30 and _ABSTRACT_VOICE_RE.search(venue_text) is not None


def _unquote(title: str) -> str:
    """A title without the quotes around it; a quotation that ends it keeps its closing mark
    (``Discussion of “A Paper”``)."""
    title = title.strip()
    # ("“I just get on with it”: older adults' views", '"The rent eats first": ...': a quotation opens it)
    if not re.match(r"“[^“”]+”:\s|\"[^\"“”]+\":\s", title):
        title = title.lstrip('"“”').strip()
    while (title.endswith("”") and title.count("“") < title.count("”")) or (
        title.endswith('"') and title.count('"') % 2
    ):
        title = title[:-1].rstrip()
    return title


def _clean_title(title: str) -> str:
    title = _unquote(re.sub(r"\s*\(\s*\)", "", title))  # "Title ()" once its status is out
    if title.startswith("«") and title.endswith("»") and title.count("«") == 1:
        title = title[1:-1].strip()  # Spanish, French and Italian quote a title in guillemets
    elif title.startswith("„") and title.endswith(("“", "”")) and title.count("„") == 1:
        title = title[1:-1].strip()  # German quotes open low: „Titel“
    title = re.sub(r"\s+", " ", title)
    title = title.rstrip(" ,;:")
    if title.endswith(".") and not title.endswith("..."):
        title = title[:-1]
    return _unquote(title)


# --- the layouts ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Parts:
    authors: list[str]
    title: str
    venue_text: str
    truncated: bool = False
    subject_first: bool = False  # the authors named are co-authors; the CV's subject is the first
    edited: bool = False
    notes: tuple[str, ...] = ()
    kind: Kind | None = None  # the kind the layout's shape says (an AMS journal reference, a book's imprint)


def _from_ams(found: AmsParts) -> _Parts:
    return _Parts(
        list(found.authors), found.title, found.venue_text, subject_first=found.subject_first, notes=found.notes,
        kind=found.kind,
    )


# A title in single quotes after the names, as British styles set it (MHRA, Harvard): "Lund, Kari, ‘Title’, Journal"
_NAMES_THEN_SINGLE_QUOTED_RE = re.compile(
    r"(?:^|(?<=[,:]\s)|(?<=\)\s)|(?<=[a-z.]\s))['‘](?=[A-Z\d])(?P<title>[^\n]{4,}?)['’](?=[,.:;]\s|[,.]?$)"
)


# A title in guillemets or in German quotes opening the entry: "« Titre », dans *Livre*", "„Titel“, in: *Buch*",
# or after the co-authors in brackets: "(with A. Berg) «Titolo», *Rivista*"
_FOREIGN_QUOTED_RE = re.compile(
    r"^(?:\([^()]{2,80}\)\s*)?(?P<quoted>«\s*(?P<g>[^«»]{3,}?)\s*»|„(?P<d>[^„“”]{3,}?)[“”])"
)


def _double_quoted_title(raw: list[str]) -> list[str]:
    """The lines with a title set in single quotes, in guillemets or in German quotes set in double ones (``Lund,
    Kari, ‘Title’, Journal, 90 (2021)``, ``« Titre », dans *Livre*``, ``„Titel“, in: *Buch*``), which the readers of
    quoted titles know, when no double quotes are there already."""
    if any(QUOTED_RE.search(line) or '"' in line for line in raw):
        return raw
    for i, line in enumerate(raw):
        if m := _FOREIGN_QUOTED_RE.search(line):
            raw[i] = f"{line[: m.start('quoted')]}“{(m.group('g') or m.group('d')).strip()}”{line[m.end() :]}"
            return raw
    for i, line in enumerate(raw):
        if m := _NAMES_THEN_SINGLE_QUOTED_RE.search(line):
            raw[i] = f"{line[: m.start()]}“{m.group('title')}”{line[m.end() :]}"
            break
    return raw


def _sentence_before_italics(title: str, venue_text: str, raw: str) -> tuple[str, str]:
    """APA's title that ends in a phrase after a comma (``(2022). Title at Villarrica volcano, Chile. *Journal*,
    49, e2022GL098812.``), read as SSA's ``Title, Journal 49``: the italic journal says where the venue opens, and
    the one comma-free sentence before it is the title's end."""
    for m in ITALIC_SPAN_RE.finditer(raw):
        italic = (m.group(1) or m.group(2)).strip()
        at = venue_text.find(italic) if len(italic.split()) >= 2 else -1
        if at > 0 and (head := re.fullmatch(r"([^,.]{2,60}[^,.\s])\.\s+", venue_text[:at])):
            return f"{title}, {head.group(1)}", venue_text[at:]
        break
    return title, venue_text


def _split_parts(lines: list[str], raw: str = "", *, has_status: bool = False) -> _Parts | None:
    """The parts of the first layout that fits; ``raw`` is the entry with its emphasis, which sets titles apart;
    ``has_status`` says a status (``to appear``) was taken off the text."""
    text = " ".join(lines)
    if found := aas.split_lines(lines) or gsa.split(text) or iop.split(text):  # the year after the names
        return _Parts(list(found.authors), found.title, found.venue_text, found.truncated, notes=found.notes,
                      kind=found.kind)
    if egu := copernicus.split(text):
        return _Parts(list(egu.authors), egu.title, egu.venue_text, egu.truncated, notes=egu.notes,
                      kind=Kind.PREPRINT if egu.is_preprint else Kind.CONFERENCE if egu.is_meeting else None)
    if met := ametsoc.split(text):
        return _Parts(list(met.authors), met.title, met.venue_text, met.truncated)
    # a bold volume was taken off the text ("*Bull. Seismol. Soc. Am.* **114**(2), 812–829"): SSA needs it back
    if seis := ssa.split(text) or (raw and ssa.split(_unemphasise(raw))):
        title, venue_text = _sentence_before_italics(seis.title, seis.venue_text, raw)
        return _Parts(list(seis.authors), title, venue_text, seis.truncated, notes=seis.notes, kind=seis.kind)
    if ams := split_ams(text, raw, has_status=has_status):
        return _from_ams(ams)
    if bluebook := _split_bluebook(text, raw):
        return bluebook
    if review := _split_book_review(text, raw):
        return review
    if oscola := _split_oscola(text, raw):
        return oscola
    if physics := _names_then_emphasised_title(text, raw):
        return physics
    if br := abnt.split(text, raw):
        return _Parts(br.authors, br.title, br.venue_text, br.truncated, edited=br.edited)
    if m := _GBT_RE.search(text):
        found = split_author_prefix(text[: m.start()])
        if found:
            authors, rest = found
            code, venue_text = m.group(0).strip(" ./")[1:-1], text[m.end() :]
            if "//" in m.group(0):
                # "[M]//Wang L. Book. Place: Publisher": "//" is "In", the editors open what follows
                editors = split_author_prefix(venue_text)
                venue_text = "In " + (editors[1] if editors else venue_text)
            if code == "P" and (number := re.search(r":\s*([A-Z]{2}\s?[\d,./ ]{5,}[A-Z]?\d?)\s*$", rest)):
                # GB/T's patent: "Title: US11654321B2[P]. 2023-05-23." -- the number is the venue
                rest, venue_text = rest[: number.start()], f"{number.group(1)}, {venue_text}"
            venue_text = re.sub(r"\b((?:19|20)\d\d)-\d{2}-\d{2}\b", r"\1", venue_text)  # "2023-05-23": the year
            # "Place: Publisher, 2023: 118.": the pages after the year go
            venue_text = re.sub(r"((?:19|20)\d\d)\s*:\s*[A-Za-z]?\d+\.?\s*$", r"\1", venue_text)
            venue_text = re.sub(r"((?:19|20)\d\d)\s*:\s*(\d+\s*[-–]\s*\d+)\.?\s*$", r"\1, pp. \2", venue_text)
            return _Parts(list(authors.names), rest, venue_text, authors.is_truncated, kind=_GBT_KINDS.get(code))
    q = QUOTED_RE.search(text)
    after = text[q.end() :].strip(" ,.") if q and q.start() == 0 else ""
    quoted_then_names = (
        bool(after)
        and (title_first.starts_author_list(after) or split_author_prefix(after) is not None)
        and not is_journal_reference(after)  # "“Title,” Duke Math. J. 168 (2019)": no "Duke, M. J." after it
        and not _opens_italic(after, raw)  # "“Title.” *Economic History Review*": a journal in italics, no names
    )
    if q and quoted_then_names and (found_after := _names_after_title(after, raw)):
        return _Parts(list(found_after[0].names), q.group(1), found_after[1], found_after[0].is_truncated)
    if unsigned.opens_unsigned(text) and not quoted_then_names and (u := unsigned.split(text, raw)):
        # no author named, or only co-authors: "Title." Venue; With A. "Title."; "Title" (with A and B)
        return _Parts(list(u.coauthors), u.title, u.venue_text, u.truncated, True, u.edited)
    if q and q.start() > 0 and not re.match(r"\s*:\s", text[q.end() :]):
        # (a quote that a colon goes on from opens the title, no more: "“I just get on with it”: older adults'")
        head = text[: q.start()].strip(" ,")
        # APS: "G. Aad et al. (ATLAS Collaboration), “Title,”": the collaboration the authors signed for
        group = _ON_BEHALF_RE.search(head)
        head = head[: group.start()] + head[group.end() :] if group else head
        year = ""
        if d := _TRAILING_AUTHOR_DATE_RE.search(head):
            # Economists and APA: "Last, F. and F. Last (2023). "Title." Venue" -- the year goes behind the venue
            head, year = head[: d.start()].strip(" ,"), d.group(1) or d.group(2)
        authors = nm.split_names(head.rstrip("."))
        if head.endswith(".") and not (authors.names and nm.all_names(authors.names)):
            authors = nm.split_names(head)  # "Lund, Kara S.": without its initial's period, "Kara S" reads as a name
        if authors.names and nm.all_names(authors.names):
            # "Petersen, K. M. "Title"": the period after the last initial is the initial's own
            names = _restore_final_dot(authors.names, head.endswith("."))
            rest = text[q.end() :] + (f", {year}" if year else "")
            signed = (group.group(0).strip(" ()"),) if group else ()
            return _Parts(list(names), q.group(1), rest, authors.is_truncated, notes=signed)
    if plain := _plain_title_then_italic(text, raw, lines[0]) or _italic_title_first_then_venue(text, raw):
        return plain
    if (science := _split_title_stop_style(text)) and not _split_comma_parted(text):
        return science  # (before the names read as a prefix: "E.-J. Yoon, Coral Bleaching Revisited" is no name list)
    found = split_author_prefix(text)
    if found:
        authors, rest = found
        if ym := _PARENYEAR_RE.match(rest):
            # the year goes behind the venue, where the venue reader looks for it
            year = re.search(r"(?:19|20)\d\d", ym.group(0))
            if (parted := _unstopped_title_comma_venue(rest[ym.end() :])) and year:
                # AIMS and Bristol: "Lund A (2024) Title, Journal, 41(3): 455–478." -- no stop ends the title
                return _Parts(list(authors.names), parted[0], f"{parted[1]}, {year.group(0)}", authors.is_truncated)
            rest = rest[ym.end() :] + (f", {year.group(0)}" if year else "")
        elif cy := _COMMA_YEAR_RE.match(rest):
            rest = rest[cy.end() :]
            ym = cy  # (a year after the names: they are names for certain)
            if not QUOTED_RE.match(rest) and (parted := _title_comma_venue(rest)):
                return _Parts(list(authors.names), parted[0], f"{parted[1]}, {cy.group(1)[:4]}", authors.is_truncated)
            rest = f"{rest}, {cy.group(1)[:4]}"
        title, venue = split_title_venue(rest)
        # (a name before APA's "(2024)." is a name for certain, whatever follows)
        lone = len(authors.names) == 1 and not venue and not quoted_then_names and ym is None
        if lone and (u := unsigned.split(text)):
            # "Shuttle Wear. PhD diss., ...": a two-word title read as a name leaves no venue
            return _Parts(list(u.coauthors), u.title, u.venue_text, u.truncated, True, u.edited)
        return _Parts(list(authors.names), title, venue, authors.is_truncated)
    if parts := _split_comma_style(text, has_status=has_status):
        return parts
    if parts := _corporate_author(text):
        return parts
    if found_first := title_first.split(lines):
        return _Parts(*found_first)
    if not quoted_then_names and (u := unsigned.split(text, raw)):
        # no author at all: "Title. Place: Publisher.", "Title. Journal 12 (2020): 4-9.", "Title. PhD diss., X"
        return _Parts(list(u.coauthors), u.title, u.venue_text, u.truncated, True, u.edited)
    return None


def _unstopped_title_comma_venue(text: str) -> tuple[str, str] | None:
    """``_title_comma_venue`` for a title no period closes before its container (a "?" may end a clause in it)."""
    parted = None if QUOTED_RE.match(text) else _title_comma_venue(text)
    if parted is None:
        return None
    title, container = parted[0], parted[1].split(", ")[0]
    # a stop, a quote or a bracket is a mark the title would end at: only commas may part these
    if _PERIOD_STOP_RE.search(title) or not _CONTAINER_PIECE_RE.fullmatch(container):
        return None
    return parted


_LINK_PIECE_RE = re.compile(r",\s*(?:doi:|https?://).*$", re.I)
_PERIOD_STOP_RE = re.compile(r"(?<!\b[A-Z])\.\s|[!'\"‘’“”«»()\[\]]")
_CONTAINER_PIECE_RE = re.compile(r"(?:[Ii]n:?\s+)?[A-Z][^.?!()\[\]'\"‘’“”«»]*")


def _title_comma_venue(text: str) -> tuple[str, str] | None:
    """Commas alone part a title from its container, whose volume or pages follow it: "Title, Proceedings of X,
    211–227." and "Title, with Commas, Journal, 4(1), 1–9." -- the container the piece before the first number."""
    pieces = _LINK_PIECE_RE.sub("", text).rstrip(" .").split(", ")  # (Bristol's ", doi: doi.org/10.1/x" goes)
    at = next((i for i, piece in enumerate(pieces) if _NUMBERS_PIECE_RE.fullmatch(piece)), None)
    if at is None:
        # a book: "Title, with Commas, Calloway University Press, Oxford" -- the publisher after the title
        issuer = next((i for i, piece in enumerate(pieces) if i and names_publisher(piece)), None)
        return (", ".join(pieces[:issuer]), ", ".join(pieces[issuer:])) if issuer else None
    # the container opens with its own word when a publisher stands between it and its pages
    named = next((i for i, piece in enumerate(pieces[:at]) if i and _CONTAINER_OPENS_RE.match(piece)), at - 1)
    if named < 1:
        return None
    return ", ".join(pieces[:named]), ", ".join(_without_editors(pieces[named:]))


def _without_editors(pieces: list[str]) -> list[str]:
    """The container without the editors the Seismological Society sets after the book's name: "in Book A. Roe, and
    B. Lee (Editors), Publisher" -> "in Book, Publisher" (the "(Editors)" is a note by now)."""
    first = _EDITOR_AFTER_BOOK_RE.search(pieces[0])
    if first is None or not pieces[0].lower().startswith("in "):
        return pieces
    more = 1
    while more < len(pieces) and _EDITOR_PIECE_RE.fullmatch(pieces[more]):
        more += 1
    return [pieces[0][: first.start()], *pieces[more:]]


_EDITOR_AFTER_BOOK_RE = re.compile(rf"\s+(?:{_CAP}\.\s*)+{_CAP}[\w'’-]+$")
_EDITOR_PIECE_RE = re.compile(rf"(?:and\s+|&\s*)?(?:{_CAP}\.\s*)+{_CAP}[\w'’-]+(?:\s+\((?:editors?|eds?)\.?\))?", re.I)


_NUMBERS_PIECE_RE = re.compile(
    r"(?:pp?\.\s*|vol\.\s*|no\.\s*)?[A-Za-z]?\d+(?:\(\d+\))?(?::?\s*[A-Za-z]?\d+)?(?:\s*[–-]\s*[A-Za-z]?\d+)?", re.I
)
_CONTAINER_OPENS_RE = re.compile(r"in:?\s+[A-Z]|(?:Proceedings|Proc\.|Advances in|Journal|Transactions|Annals)\b")


def _plain_title_then_italic(text: str, raw: str, first: str) -> _Parts | None:
    """An unsigned entry whose plain title runs up to its italic venue, the only mark between them a comma or a
    period (moderncv's ``\\cvitemwithcomment{2018}{Title, with commas}{\\textit{Journal} 12}``): ``Title, 1740–1760,
    *Journal* 12, 77–112`` (not ``A. Lee, *Title*``, whose plain head is names; nor a title-first entry's title
    and names, lines of their own)."""
    m = ITALIC_SPAN_RE.search(raw)
    head = raw[: m.start()].rstrip() if m else ""
    if m is None or not re.fullmatch(r"[A-Z0-9][^*_\"“”‘’`;{}\[\]]*[,.]", head):
        return None
    title = head.rstrip(",. ")
    if title not in first or not 3 <= len(title.split()) <= 40 or _NAMES_HEAD_RE.search(head):
        return None  # "Tran, H. K., and A. Lee, *Title*", "Nwosu, Ada, and Kofi Boateng, eds. *Book*"
    if split_author_prefix(head) is not None or _names(title.split(",", 1)[0]) or _names(title):
        return None
    at = text.find((m.group(1) or m.group(2)).strip())
    if at < len(title):
        return None
    return _Parts([], title, text[at:], False, True)


def _italic_title_first_then_venue(text: str, raw: str) -> _Parts | None:
    """An unsigned entry opening with its italic title, a comma and its plain venue (``*Parish Relief and the Old
    Poor Law*, Economic History Review, vol. 70, 2017``): the italics bound the title, whose "and" joins no names."""
    m = ITALIC_SPAN_RE.match(raw.lstrip())
    after = raw.lstrip()[m.end() :] if m else ""
    if m is None or not re.match(r",\s+(?!with\b)[A-Z]", after):
        return None
    title = (m.group(1) or m.group(2)).strip()
    at = text.find(title)
    if at < 0 or len(title.split()) < 3 or _names(title) or _NAMES_HEAD_RE.search(title):
        return None
    return _Parts([], title, text[at + len(title) :].lstrip(" ,"), False, True)


# What marks a head as names: an initial, or the editors' mark
_NAMES_HEAD_RE = re.compile(rf"\b{_CAP}\.(?=[\s,.]|$)|(?i:\beds?\.?,?$|\(eds?\.\))")


def _names(text: str) -> bool:
    found = nm.split_names(text)
    return bool(found.names) and nm.all_names(found.names)


def _opens_italic(text: str, raw: str) -> bool:
    """Whether ``text`` opens with the entry's first italic words (a journal set in italics, not names)."""
    m = ITALIC_SPAN_RE.search(raw)
    return m is not None and text.startswith((m.group(1) or m.group(2)).strip())


def _names_after_title(after: str, raw: str) -> tuple[nm.AuthorList, str] | None:
    """The names after a title set first and the venue after them, the venue set in italics as ACS sets its journal
    (``“Title” Okoro, C. N.; Lund, P. A. *J. Am. Chem. Soc.* 2023, 145, 1–9``: without the italics "P. A. J."
    could be initials)."""
    for m in ITALIC_SPAN_RE.finditer(raw):
        at = after.find((m.group(1) or m.group(2)).strip())
        if at <= 0:
            continue
        names = nm.split_names(after[:at].strip(" ,;"))
        if names.names and nm.all_names(names.names):
            return names, after[at:]
        return None
    return None


def _split_bluebook(text: str, raw: str) -> _Parts | None:
    """Law reviews' Bluebook (:mod:`cvkg.extract.bluebook`)."""
    found = bluebook.split(text, raw)
    if found is None:
        return None
    return _Parts(list(found.authors), found.title, found.venue_text, found.truncated, found.subject_first,
                  notes=found.notes, kind=found.kind)


# OSCOLA (UK, South African, Australian law): "N Lund and A Roy, ‘Title’ (2023) 140 SALJ 512", "[2018] Acta Juridica
# 77", "‘Title’ in A Roy (ed), *Book* (2nd edn, Juta 2022)", "*Book* (Juta 2020)", "‘Title’ (forthcoming, Journal)"
_OSCOLA_RE = re.compile(
    r"^(?P<names>[A-Z][^,‘'*()]{2,120}?),\s+(?:[‘'](?P<q>.+?)[’'](?=\s+[(\[]|\s+in\s)|\*(?P<it>[^*]+)\*)"
    r"\s*(?P<rest>(?:\(|\[|in\s).*)$"
)
_OSCOLA_JOURNAL_RE = re.compile(
    r"^(?:\((?P<y1>(?:19|20)\d\d)\)\s+(?P<v1>\d{1,4})|\[(?P<y2>(?:19|20)\d\d)\](?:\s+(?P<v2>\d{1,4}))?)"
    r"\s+(?P<journal>[A-Z][^()\d]*?)\s+(?P<page>\d{1,5})\.?$"
)
_OSCOLA_IN_RE = re.compile(
    r"^in\s+.*?\((?:eds?|editors?)\.?\),?\s+\*?(?P<book>[^*(]+?)\*?\s*\((?P<imprint>[^()]*)\)\.?$"
)
_OSCOLA_IMPRINT_RE = re.compile(r"^\((?P<imprint>[^()]*?(?:19|20)\d\d)\)\.?$")
_OSCOLA_PENDING_RE = re.compile(
    r"^\((?P<status>forthcoming|in press|under review|submitted)(?:,\s*(?P<journal>[^()]+))?\)\.?$"
)


def _split_oscola(text: str, raw: str) -> _Parts | None:
    """OSCOLA's citations: names without full stops, a quoted (or, for a book, italic) title, then a journal
    reference ``(year) volume Journal page``, a chapter ``in editors (eds), Book (imprint year)``, or a book's
    ``(Publisher year)``."""
    unmarked = text.replace("`", "‘")
    m = _OSCOLA_RE.match(unmarked) or _OSCOLA_RE.match(_BOLD_RE.sub("", raw).replace("`", "‘"))
    if m is None:
        return _unsigned_oscola(unmarked)
    if "." in m.group("names").replace(" et al.", ""):
        return None
    names = nm.split_names(m.group("names"))
    if not names.names or not nm.all_names(names.names):
        return None
    title = _unemphasise(m.group("q") or m.group("it") or "").replace("*", "").strip()
    rest = m.group("rest").strip()
    if j := _OSCOLA_JOURNAL_RE.match(rest):
        volume = j.group("v1") or j.group("v2")
        venue = f"{j.group('journal')}, {'vol. ' + volume + ', ' if volume else ''}p. {j.group('page')}"
        return _Parts(list(names.names), title, f"{venue} ({j.group('y1') or j.group('y2')})", names.is_truncated)
    if c := _OSCOLA_IN_RE.match(rest):
        year = YEAR_RE.search(c.group("imprint"))
        book = f"In {c.group('book').strip()}" + (f", {year.group(1)}" if year else "")
        return _Parts(list(names.names), title, book, names.is_truncated)
    if (b := _OSCOLA_IMPRINT_RE.match(rest)) and m.group("it"):
        return _Parts(list(names.names), title, b.group("imprint"), names.is_truncated, edited=True)
    if p := _OSCOLA_PENDING_RE.match(rest):
        return _Parts(list(names.names), title, f"{p.group('journal') or ''} ({p.group('status')})", names.is_truncated)
    return None


# The subject's own OSCOLA article, unsigned: "‘Title’ (2019) 135 LQR 1 (with A Roe)", "‘Title’ [2018] CLJ 77"
_UNSIGNED_OSCOLA_RE = re.compile(
    r"^[‘](?P<q>[^’]{8,}?)[’],?\s+(?P<rest>[(\[].*?)(?:\s*\(with\s+(?P<with>[^()]+)\))?\.?$"
)


def _unsigned_oscola(text: str) -> _Parts | None:
    """An OSCOLA journal article the CV's subject wrote, listed without the author's name."""
    m = _UNSIGNED_OSCOLA_RE.match(text)
    j = _OSCOLA_JOURNAL_RE.match(m.group("rest").strip()) if m else None
    if m is None or j is None:
        return None
    volume = j.group("v1") or j.group("v2")
    venue = f"{j.group('journal')}, {'vol. ' + volume + ', ' if volume else ''}p. {j.group('page')}"
    co_authors = list(nm.split_names(m.group("with")).names) if m.group("with") else []
    return _Parts(co_authors, m.group("q").strip(), f"{venue} ({j.group('y1') or j.group('y2')})", subject_first=True,
                  kind=Kind.JOURNAL)


# Physics and most of the sciences: "A. B, C. D, and E. F, *Title*, Journal **12**, 3 (2020)."; a collaboration
# signs alone ("ATLAS Collaboration, *Title*") or after its first author ("G. Aad *et al.* (ATLAS Collaboration)")
_SINGLE_EMPHASIS_RE = re.compile(r"(?<![*\w])\*(?!\*)([^*]{8,}?)\*(?![*\w])")
_ROLE_BRACKET_RE = re.compile(r"[.,]?\s*\[(?=[A-Z])[^\[\].]{2,40}\]\.?\s*$")
_COLLABORATION_RE = re.compile(r"^(?:the\s+)?[\w/-]+(?:\s+[\w/-]+){0,3}\s+(?:Collaboration|Consortium|Group)$", re.I)
_ON_BEHALF_RE = re.compile(
    r"\s*\((?:on behalf of|for)\s+[^()]+\)|\s*\((?:the\s+)?[^()]*\b(?:Collaboration|Consortium)\)", re.I
)


def _names_then_emphasised_title(text: str, raw: str) -> _Parts | None:
    """Names (or a collaboration) and a comma, then the title in emphasis, then the venue after a comma."""
    m = _SINGLE_EMPHASIS_RE.search(raw)
    if m is None or m.start() == 0:
        return None
    head, title = _BOLD_RE.sub("", raw[: m.start()]).rstrip(), m.group(1).strip()
    # the venue from the reader's text, whose notes and bold volumes are already taken ("[Editor]", "**843**")
    at = text.find(title)
    tail = (text[at + len(title) :] if at > 0 else _unemphasise(_BOLD_RE.sub("", raw[m.end() :]))).strip()
    # (a book's publisher closes it when a date column took its year: "A. Lee, *Book*, Brill, Leiden.  2019")
    closed = YEAR_RE.search(tail) or _ARXIV_ID_RE.search(tail) or names_publisher(tail.lstrip(" ,").split(",")[0])
    if not head.endswith(",") or not tail.startswith(",") or not closed:
        return None
    tail = _ROLE_BRACKET_RE.sub("", tail)  # "(2022). [Analysis contact]": the subject's part in a collaboration
    head = _unemphasise(head.rstrip(" ,"))
    if _COLLABORATION_RE.match(head):
        return _Parts([head], title, tail.lstrip(" ,"))
    truncated = bool(_ET_AL_PIECE_RE.search(head))
    names = nm.split_names(_ET_AL_PIECE_RE.sub("", _ON_BEHALF_RE.sub("", head)).strip(" ,"))
    if not names.names or not nm.all_names(names.names):
        return None
    return _Parts(list(names.names), title, tail.lstrip(" ,"), truncated or names.is_truncated)


# Vancouver's corporate author, a sentence of its own before the title: "World Loom Council. Title. Place: Pub; 2023."
_CORPORATE_RE = re.compile(r"^(?P<org>(?:the\s+)?[A-Z][^.:;()]{4,80}?)\.\s+(?P<rest>[A-Z0-9].*\S)$")


def _corporate(authors: list[str]) -> bool:
    """A group author, alone or before the people who wrote for it."""
    return bool(authors) and ORGANIZATION_RE.search(authors[0]) is not None


def _corporate_author(text: str) -> _Parts | None:
    """An organization that authors a report or a guideline: the first sentence names it and nothing else."""
    m = _CORPORATE_RE.match(text)
    if m is None or not ORGANIZATION_RE.search(m.group("org")) or len(m.group("org").split()) > 8:
        return None
    title, venue = split_title_venue(m.group("rest"))
    if not venue.strip() or not YEAR_RE.search(venue):
        return None  # a title that names an institute ("Institute for X. 2020"), not an author
    return _Parts(_group_then_people(m.group("org")), title, venue)


def _group_then_people(org: str) -> list[str]:
    """Vancouver's group author before its people: "Georgia Department of Health, Lund MF" is two authors."""
    group, _, rest = org.partition(", ")
    people = nm.split_names(rest) if rest else None
    if people and people.names and nm.all_names(people.names) and ORGANIZATION_RE.search(group):
        return [group, *people.names]
    return [org]


# What a status taken off a comma-parted entry leaves at its end: "A. B, Title, (2025)." ("submitted to J (2025)")
_STATUS_LEFT_RE = re.compile(r",\s*(?P<venue>\((?:19|20)\d\d\))?\.?$")
_DATED_ONLY_RE = re.compile(r",\s*(?P<venue>\((?:19|20)\d\d\))\.?$")
_ISSUER_YEAR_RE = re.compile(r",\s*(?P<venue>(?P<issuer>[A-Z][^,()]{3,80}),\s*(?:19|20)\d\d)\.?$")
_TRAILING_LINK_RE = re.compile(r"\s+(?:Available at:?\s*)?(?:https?://|doi:\s*)\S+?\.?$", re.I)
# Science and PNAS close the title with a stop: "A. B, C. D, Title. Journal 41, 455–478 (2021).", "Title. arXiv
# [Preprint] (2024).", "Title. (2024)."; PNAS runs a paper's title into its proceedings: "Title in Proceedings of X,
# (ACM, 2023), pp. 1–9."
_TITLE_STOP_RE = re.compile(r"(?:(?<=[?!])\.?|(?<=[\w)])\.)\s+|\s(?=in\s+(?:Proceedings|Advances)\b)")
_VENUE_AFTER_STOP_RE = re.compile(
    r"(?P<venue>[A-Z][^,]*?\s\d{1,4},\s*[A-Za-z]?\d[\w–-]*\s*\((?:19|20)\d\d\)"
    r"|(?:arXiv\b[^()]*?\s*)?(?:\[Preprint\]\s*)?\((?:19|20)\d\d\)"
    r"|in\s+(?:Proceedings|Advances)\b.*\((?:[^()]*,\s*)?(?:19|20)\d\d\).*?)\.?$"
)
_ELSEVIER_REFERENCE_RE = re.compile(r"\s(\d{1,4})\s+\(((?:19|20)\d\d)\)\s+([A-Za-z]?\d[\w–-]*)(?=\.?$)")
_NO_INITIAL_RE = re.compile(rf"(?!.*\b{_CAP}\.)")


def _split_comma_style(text: str, *, has_status: bool = False) -> _Parts | None:
    """Names and a title parted by commas; the venue after a comma, or (Science, PNAS) after the title's stop."""
    return _split_comma_parted(text, has_status=has_status) or _split_title_stop_style(text)


def _split_title_stop_style(text: str) -> _Parts | None:
    """Science's and PNAS's "A. B, C. D, Title. Journal 41, 455–478 (2021).": initialled names parted by commas,
    the title closed by a stop (or run into "in Proceedings ..."), a journal reference to the end."""
    link = _TRAILING_LINK_RE.search(text)
    core = text[: link.start()] if link else text
    for stop in _venue_after_stop(core):
        if found := _split_comma_parted(text, after_stop=stop):
            return found
    return None


def _venue_after_stop(text: str) -> list[re.Match[str]]:
    """Where a stop may end the title and the venue follow to the end: first after a period (a "?" may end a title's
    first clause: "Remember? Sediment Memory in Models. Journal 41, 455 (2021)"), then after "?" or "!"."""
    periods, marks = [], []
    for m in _TITLE_STOP_RE.finditer(text):
        if venue := _VENUE_AFTER_STOP_RE.match(text, m.end()):
            (marks if text[m.start() - 1] in "?!" else periods).append(venue)
    return periods + marks


def _split_comma_parted(
    text: str, *, has_status: bool = False, after_stop: re.Match[str] | None = None
) -> _Parts | None:
    """APS, AIP, Optica and Elsevier without emphasis: ``A. B, C. D, and E. F, Title, Phys. Rev. X 14, 021017
    (2024).``: commas alone part the names, the title and a closing journal reference (or ``in Proceedings ...``;
    nothing, when a status was taken off the end)."""
    # Elsevier closes with its link: "..., J. Coast. Dyn. 41 (2021) 455–478. https://doi.org/10.5555/x."
    link = _TRAILING_LINK_RE.search(text)
    core, link_text = (text[: link.start()], link.group(0)) if link else (text, "")
    venue = _COMMA_VENUE_RE.search(core) if after_stop is None else after_stop
    status_left = venue is None and has_status and (venue := _STATUS_LEFT_RE.search(core)) is not None
    # Elsevier's paper with no container: "A. B, C. D, Title, (2024)."; its report: "..., Title, Institute, 2018."
    dated_only = venue is None and (venue := _DATED_ONLY_RE.search(core) or _ISSUER_YEAR_RE.search(core)) is not None
    if venue is None or (dated_only and venue.re is _ISSUER_YEAR_RE and not _is_issuer(venue.group("issuer"))):
        return None
    head = core[: venue.start()]
    pieces = (head.rstrip()[:-1] if after_stop and head.rstrip().endswith(".") else head).strip().split(", ")
    names: list[str] = []
    truncated = closed = False
    for i, piece in enumerate(pieces[:-1]):
        if _ET_AL_PIECE_RE.fullmatch(piece):
            truncated = True
            continue
        if after_stop and (et_al := _ET_AL_THEN_TITLE_RE.match(piece)):
            # PNAS: "A. da Silva, et al., Title." (the comma after "et al." was taken): the title follows at once
            truncated, pieces[i] = True, piece[et_al.end() :]
            break
        last = re.match(r"(?:and|&)\s+", piece)
        found = nm.split_names(piece[last.end() :] if last else piece)
        if not (found.names and nm.all_names(found.names) and nm.name_shape(found.names[0]) == "given"):
            break
        names.extend(found.names)
        closed = bool(last) or re.search(r"\s(?:and|&)\s", piece) is not None
        if closed:
            i += 1
            break
    else:
        i = len(pieces) - 1
    title = ", ".join(pieces[i:])
    initialled = all(re.search(r"\b\w\.", n) for n in names)
    # after "and" the list is over: what follows is the title, even one that reads like a name; so it is after
    # names that all have initials, when the title has none ("O. Chukwu, E.-J. Yoon, Coral Bleaching Revisited")
    reads_as_name = nm.is_name(title) and not (initialled and _NO_INITIAL_RE.match(title))
    if not names or not title or (reads_as_name and not closed):
        return None
    if _ET_AL_PIECE_RE.fullmatch(title):
        return None  # "A. Lee, et al., Title. Journal 7, 1 (2023)": the venue's comma was the title's
    if after_stop and not _NO_INITIAL_RE.match(title):
        return None  # "A. Lee, B. Chen. Title. J 1, 2 (2020)": a stop after names, not after a title
    if after_stop and venue.group(0).startswith("(") and "," in title:
        return None  # "A. Lee, and B. Chen, Title, Phys. Rev. Res. (2020)": the stop was the journal's abbreviation
    if (status_left or dated_only or after_stop) and not initialled:
        return None  # nothing but commas to part names from a title: only names with initials read as names
    # Elsevier's "Journal 19 (2023) 024051" in the physicists' order the venue reader knows: "Journal 19, 024051 (2023)"
    venue_text = _ELSEVIER_REFERENCE_RE.sub(r" \1, \3 (\2)", venue.group("venue") or "")
    kind = Kind.OTHER if dated_only and venue.re is _ISSUER_YEAR_RE else None  # a report's or a book's issuer
    return _Parts(names, title, f"{venue_text} {link_text}".strip(), truncated, kind=kind)


def _is_issuer(text: str) -> bool:
    """A report's issuing body or publisher: "Institute for Hydrological Studies", "Meridian Academic Press"."""
    return ORGANIZATION_RE.search(text) is not None or names_publisher(text)


# A first author's surname, the others truncated, then APA's year: "Mayer et al. (2019)", "van Dijk *et al.* (2020)"
_SURNAME_ET_AL_RE = re.compile(
    rf"^((?:(?:van|von|de|der|den|du|da|di|le|la)\s+)*{_CAP}[\w'’-]+)\s+[*_]?et\.?\s+al\.?[*_]?,?\s*(?={_AUTHOR_DATE})"
)


def split_author_prefix(text: str) -> tuple[nm.AuthorList, str] | None:
    """``"A B, C D. Rest"`` -> (the names, ``"Rest"``), or ``None`` when no name list starts the text."""
    fallback: tuple[nm.AuthorList, str] | None = None
    if lone := _SURNAME_ET_AL_RE.match(text):
        # "Mayer et al. (2019) Title": a surname alone is a name for certain before "et al." and the year
        return nm.AuthorList((lone.group(1),), True), text[lone.end() :]
    # LNCS ends the list with a colon after the last initial: "Quill, M., Oduya, R.: Title."; Elsevier's
    # Harvard with a comma before the year: "Quill, M., Oduya, R., 2020. Title."
    for m in re.finditer(
        rf"\.:?(?=\s+[^\s,.;])|\.(?=\s*\()|\.?\s*(?={_AUTHOR_DATE})|\.,(?=\s*(?:19|20)\d\d[a-z]?\.\s)"
        rf"|,(?=\s*{_YEAR_THEN_TITLE})|\.,(?=\s*{_COMMA_YEAR})|(?<={_CAP}):(?=\s+[\"“‘']?[A-Z0-9])",
        text,
        re.I,
    ):
        head = text[: m.start()].strip()
        if m.group(0) == ":" and not _vancouver_names(head):
            continue  # BMC's and Current Opinion's colon closes undotted initials only: "Lund AB, Roy C: Title."
        edited = _EDITORS_TAIL_RE.search(head)
        head = head[: edited.start()] if edited else head  # Vancouver's "Lund AB, Roy C, editors."
        if not head:
            continue
        authors = nm.split_names(head)
        if nm.is_group_author(head) and _SENTENCE_AFTER_RE.search(rest := text[m.end() :].strip()):
            # "Kidney Genetics Consortium (KGC). Title. *Journal*, 2022.": a group alone signs the paper
            return nm.AuthorList((head,), False), rest
        if not (authors.names and nm.all_names(authors.names)) and text[m.start() : m.start() + 1] == ".":
            # "Hallworth, Tobias R. Title": one inverted name with its initial, unless a longer list reads on
            # ("Thu Nguyễn, Rachel K. Dunmore. Title")
            dotted = nm.split_names(head + ".")
            if nm.all_names(dotted.names) and (rest := text[m.end() :].strip()):
                if len(dotted.names) == 1 and nm.list_reads_on(dotted.names[0], rest):
                    continue  # "Chidi Okafor, María L. Fernández, Xin Li": the initial's period ends no list
                closes = re.search(r"\b[A-Z]$", head) and not _LIST_GOES_ON_RE.match(rest)
                if len(dotted.names) > 1 and closes:
                    return dotted, rest  # "Bryce, Allison; Halvorsen, Gideon M. Title": the initial closes the list
                fallback = fallback or (dotted, rest)
            continue
        if not authors.names or not nm.all_names(authors.names):
            continue
        rest = text[m.end() :].strip()
        if not rest:
            return None
        if _LIST_GOES_ON_RE.match(rest):
            continue
        names = _restore_final_dot(authors.names, text[m.start() : m.start() + 1] == ".")
        if (
            len(authors.names) == 1
            and nm.name_shape(authors.names[0]) == "surname"
            and re.match(r"[A-Z][\w'-]+(?:[.,]\s|\s+(?:and|&)\s+[A-Z])", rest)
        ):
            # "Thomas E. Anderson. Title", "Thomas E. Anderson and Ruth Lee. Title": the initial was not the end of
            # the list -- unless no longer list
            # reads ("Papadakis T. Memory, Ruin, and the Novel.": a sole author before a title with commas)
            fallback = fallback or (nm.AuthorList(names, authors.is_truncated), rest)
            continue
        return nm.AuthorList(names, authors.is_truncated), rest
    return fallback


def _vancouver_names(head: str) -> bool:
    """Whether ``head`` is names in Vancouver's shape, each a surname and its undotted initials (``Lund AB``)."""
    found = nm.split_names(head)
    return bool(found.names) and all(
        nm.name_shape(n) == "surname" and not n.endswith(".") and "," not in n for n in found.names
    )


# A title's end before the venue: "Title. *Journal*", "Title. Journal"
_SENTENCE_AFTER_RE = re.compile(r"\w[.?!]\s+[*_]*[A-Z]")
_EDITORS_TAIL_RE = re.compile(r"(?:,\s*|\s+\()(?:editors?|eds?)\.?\)?$", re.I)


# An initial with its period before the particles a family-first list moves behind it: "Sá, G. de"
_DOTTED_BEFORE_PARTICLE_RE = re.compile(rf",\s+(?:{_CAP}\.\s*)+{_PARTICLE}(?:\s+{_PARTICLE})?$")


def _restore_final_dot(names: tuple[str, ...], had_dot: bool) -> tuple[str, ...]:
    """Give ``Pekhimenko G`` back its dot when the other initials in the list have one."""
    last = names[-1]
    if not had_dot or nm.name_shape(last) != "surname" or last.endswith("."):
        return names
    dotted = [n for n in names[:-1] if n.endswith(".") or _DOTTED_BEFORE_PARTICLE_RE.search(n)]
    if not dotted and re.search(r"\s[A-Z]{2,3}$|^[^,\s]+\s[A-Z]$", last):
        return names  # Vancouver's undotted initials ("Lund MF.", "Lund M."): the period ends the list
    if len(names) == 1 or dotted or "." in last:  # ("Ng, B; Lee, M. S.": the name's own initials are dotted)
        return (*names[:-1], last + ".")
    return names

