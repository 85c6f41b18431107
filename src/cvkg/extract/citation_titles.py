"""A citation's title, as a layout read it -> the clean title, and the venue text it shares a border with.

Takes off what a style sets after the title (a year, a link, a description such as ``[PhD thesis]``, a translation
in brackets, quotes), says when what was read is no title at all, and moves text across the title's border with the
venue where the italics show where the title ends.
"""

from __future__ import annotations

import re

from cvkg.extract import names as nm
from cvkg.extract.ams import ITALIC_SPAN_RE
from cvkg.extract.citation_authors import CAP

_INITIAL_RE = re.compile(rf"\b{CAP}\.")


def is_untitled(title: str) -> bool:
    """Whether what was read as the title is none: the styles that print no article title (the Royal Society of
    Chemistry's ``A. Lund and B. Roy, J. Coast. Dyn., 2021, 41, 455``, Springer's physics style, Elsevier's without
    titles) leave names (``B. Roy``, ``and B. Roy``) or a date (``, 2024``) where a title would be."""
    if not re.search(r"[^\W\d_]{3}", title):
        return True
    names = nm.split_names(re.sub(r"^(?:and|&)\s+", "", title.strip(" ,.")))
    return bool(_INITIAL_RE.search(title)) and bool(names.names) and nm.all_names(names.names)


# (ITALIC_SPAN_RE: a Markdown citation's italic span; in APA and Harvard it sets the venue or a book's title apart)
_SUBTITLE_RE = re.compile(r"^(?P<sub>[A-Z][^.?!]*[^.?!\sA-Z])[.?!]\s+(?:In:?\s+)?$")


def italic_abbreviation(venue: str | None, raw: str) -> str | None:
    """The venue with its last abbreviation's period when the citation sets it in italics with the period inside
    (ACS's ``*ACS Catal.* **2022**``, ``*Nano Lett.*``): the italics say where the name ends.

    >>> italic_abbreviation("ACS Catal", "Lee, A. Title. *ACS Catal.* **2022**")
    'ACS Catal.'
    >>> italic_abbreviation("Cell", "Lee, A. Title. *Cell.*")
    'Cell'
    """
    # (a long last word is abbreviated too when the name abbreviates others: "IEEE Trans. Power Electron.")
    if not venue or not re.search(r"\s[A-Z][a-z]{0,5}$|\b[A-Z][a-z]{0,6}\.\s.*\s[A-Z][a-z]{1,9}$", venue):
        return venue
    spans = (f"*{venue}.*", f"_{venue}._", f"*{venue}.**")
    return venue + "." if any(span in raw for span in spans) else venue


def title_to_italics(title: str, venue_text: str, raw: str) -> tuple[str, str]:
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


def meeting_after_comma(title: str, raw: str) -> tuple[str, str] | None:
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


def italic_title_first(title: str, venue_text: str, raw: str) -> tuple[str, str]:
    """A title set in italics and parted from its venue by a comma only (``*Title of Paper*, ACL 2025``, a table's
    cells joined): the italic span is the title and the rest goes before the venue text."""
    m = ITALIC_SPAN_RE.search(raw)
    italic = (m.group(1) or m.group(2)).strip() if m else ""
    if len(italic.split()) < 3 or not title.startswith(italic) or not title[len(italic) :].startswith(", "):
        return title, venue_text
    return italic, f"{title[len(italic) + 2 :]} {venue_text}".strip()


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
    return clean_title(original), english.group(1)


def year_off_title(title: str, venue_text: str) -> tuple[str, str]:
    """A title that ends with the citation's year, when no venue follows it: the year goes to the venue text.

    >>> year_off_title("Tides at Dusk., 2024", ""), year_off_title("Tides, (2020)", " "), year_off_title("Tides", "")
    (('Tides at Dusk', '2024'), ('Tides', '2020'), ('Tides', ''))
    """
    if re.search(r"[^\W\d_]", venue_text):
        return title, venue_text
    if (m := _TITLE_YEAR_RE.search(title)) and m.start() > 0:
        title, venue_text = clean_title(title[: m.start()]), f"{venue_text.strip()} {m.group(1)}".strip()
    if (m := _TITLE_IMPRINT_RE.search(title)) and m.start() > 0:
        # Cell's book or report: "Title (Calloway University Press)."
        title, venue_text = clean_title(title[: m.start()]), f"{m.group(1)}, {venue_text.strip()}".strip(" ,")
    return title, venue_text


def link_off_title(title: str, venue_text: str) -> tuple[str, str]:
    """A link inside what was read as the title (LNCS's ``Title, https://arxiv.org/abs/2403.01872, (2024)``)
    and all after it belong to the venue text.

    >>> link_off_title("Tides, https://arxiv.org/abs/2403.01872, (2024)", "")
    ('Tides', 'https://arxiv.org/abs/2403.01872, (2024)')
    """
    m = re.search(r"[,.;]?\s*(?:https?://|doi:\s*10\.)", title)
    if m is None or m.start() == 0:
        return title, venue_text
    return clean_title(title[: m.start()]), f"{title[m.start() :].lstrip(' ,.;')} {venue_text}".strip()


def take_description(title: str) -> tuple[str, list[str]]:
    """The title without the descriptions APA sets after it (``[PhD thesis]``, ``(Report No. 7)``), and them.

    >>> take_description("Tides at Dusk (Technical Report No. 7) [Working paper]")
    ('Tides at Dusk', ['Technical Report No. 7', 'Working paper'])
    """
    found: list[str] = []
    while (m := _DESCRIPTION_RE.search(title)) and m.start() > 0:
        found.insert(0, (m.group(1) or m.group(2)).strip())
        title = clean_title(title[: m.start()])
    return title, found


# What an abstract says that a venue never does: "I show", "we find", "This paper studies"
_ABSTRACT_VOICE_RE = re.compile(r"\b(?:I|[Ww]e) (?:show|find|study|document|estimate|argue|use)\b|\b[Tt]his paper\b")


def reads_as_abstract(venue_text: str) -> bool:
    """Whether what follows a title is its abstract, not a venue: sentences of prose in the authors' voice.

    >>> reads_as_abstract("Using a new panel of 40 towns, I show that ferries raise wages. A model of commuting "
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


def clean_title(title: str) -> str:
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
