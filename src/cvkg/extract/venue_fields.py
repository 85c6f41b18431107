"""A venue as a structured source gives it (a JSON Resume ``publisher``, a BibTeX ``booktitle``)
-> the venue as the layout writes it, and the kind of publication its words suggest. Pure.

Structured sources give the venue in a field of its own, so there is no citation to split;
what is left to do is what a careful reader does: drop the year (``ICML 2024`` -> ``ICML``),
the event details dblp appends (``..., {ICLR} 2024, Vienna, Austria, May 7-11, 2024``) and a
parenthetical that only names the kind (``(Master's thesis)``), and tell a journal
(``Nature Methods``, ``Economics of Education Review``) or a conference (``ACM ASSETS``) from
names that carry no cue word.
"""

from __future__ import annotations

import re

from cvkg.extract.citations import kind_from_venue
from cvkg.extract.venues import clean_venue
from cvkg.model import PublicationKind

Kind = PublicationKind

# dblp: "Title, {ACRONYM} 2024, City, Country, May 7-11, 2024" -> keep up to the acronym's year.
_DBLP_EVENT_RE = re.compile(r"^(?P<head>.+?,\s*[A-Z][\w\-/@&]*[A-Z][\w\-/@&]*\s+(?:19|20)\d\d)\s*,\s*(?P<tail>.+)$")
_MONTH_RE = re.compile(r"\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d", re.I)
# "(Master's thesis)", "(poster)", "(journal)": a short parenthetical naming only the kind.
_KIND_TAG_RE = re.compile(
    r"\s*[(\[]\s*(?P<tag>(?:[\w'’.-]+\s+){0,2}(?:thesis|dissertation|poster|preprint|demo|abstract|invited|journal"
    r"|workshop)(?:\s+[\w'’.-]+){0,2})\s*[)\]]\s*$",
    re.I,
)
# Journal families whose names carry no cue word ("Nature Methods", "Cell Reports", "PLOS ONE").
_JOURNAL_RE = re.compile(
    r"^(?:The\s+)?(?:Nature|Science|Cell|PLo?S|PNAS|Proceedings of the National Academy|Lancet|eLife|Neuron"
    r"|Physical Review|Phys\.\s*Rev\.|Bioinformatics|Genome|Nucleic Acids|JAMA|BMJ|NEJM|New England Journal"
    r"|Econometrica|Biometrika|Annals of|Annual Review)\b"
    r"|(?:^|\s)(?:Review|Reviews|Quarterly|Bulletin|Gazette)$",
)
# Publishing houses: a name of one of these is no journal ("Springer", "MIT Press").
_PUBLISHER_RE = re.compile(
    r"\b(?:Press|Publish\w*|Verlag|Books|Media|Springer|Elsevier|Wiley|Routledge|Sage|Francis|ACM|IEEE|USENIX"
    r"|O'Reilly|Pearson)\b"
)
_TITLE_WORD_RE = re.compile(r"^(?:[A-Z][\w'’-]*:?|of|and|the|for|in|on|&|de|der|des|du|la|und|für|y)$")
# "NeurIPS", "ACM ASSETS", "CVPR": a short name led by an acronym is a conference series.
_ACRONYM_RE = re.compile(r"^(?:(?:ACM|IEEE|USENIX|IFIP|SIAM|AAAI)[\s/-]+)?[A-Z][A-Za-z\-/&]*[A-Z][A-Za-z\-/&]*$")


def tidy_venue(text: str | None) -> tuple[str | None, int | None, PublicationKind | None]:
    """The venue without its year and event details, the year it named, and the kind its tag named.

    >>> tidy_venue("The Twelfth International Conference on Learning Representations, {ICLR} 2024, "
    ...            "Vienna, Austria, May 7-11, 2024")
    ('The Twelfth International Conference on Learning Representations, ICLR', 2024, None)
    >>> tidy_venue("National University of Singapore (Master's thesis)")
    ('National University of Singapore', None, <PublicationKind.THESIS: 'thesis'>)
    """
    if not text:
        return None, None, None
    text = " ".join(text.replace("{", "").replace("}", "").split())
    if (m := _DBLP_EVENT_RE.match(text)) and (_MONTH_RE.search(m.group("tail")) or "," in m.group("tail")):
        text = m.group("head")
    tag_kind = None
    if (m := _KIND_TAG_RE.search(text)) and (tag_kind := kind_from_venue(m.group("tag"))):
        text = text[: m.start()]
    if re.search(r"\barxiv\b", text, re.I):  # "arXiv preprint arXiv:2306.01234": the ID is no year
        return text.strip(" .,;"), None, tag_kind
    venue, year, _notes = clean_venue(text)
    return venue, year, tag_kind


def venue_kind(venue: str | None) -> PublicationKind | None:
    """The kind a venue's own words suggest, or ``None`` when they say nothing.

    >>> venue_kind("Nature Methods"), venue_kind("ACM ASSETS 2019"), venue_kind("Mid-Year Notes")
    (<PublicationKind.JOURNAL: 'journal'>, <PublicationKind.CONFERENCE: 'conference'>, None)
    """
    if not venue:
        return None
    if kind := kind_from_venue(venue):
        return kind
    if _JOURNAL_RE.search(venue):
        return Kind.JOURNAL
    if _ACRONYM_RE.match(re.sub(r"\s*(?:'|’|\b(?:19|20))\d\d$", "", venue.strip())):
        return Kind.CONFERENCE
    return None


def split_venues(text: str) -> list[str]:
    """``"IEEE RA-L, ICRA, IROS"`` -> the three venues; anything else stays one venue.

    >>> split_venues("IEEE RA-L, ICRA, IROS"), split_venues("Bioinformatics (Oxford University Press)")
    (['IEEE RA-L', 'ICRA', 'IROS'], ['Bioinformatics (Oxford University Press)'])
    """
    items = [item.strip() for item in re.split(r",\s*|;\s*", text) if item.strip()]
    if len(items) > 1 and all(_ACRONYM_RE.match(re.sub(r"\s+(?:19|20)?\d\d$", "", item)) for item in items):
        return items
    return [text.strip()]


def is_journal_title(venue: str | None) -> bool:
    """A name in title case with no cue word, year or number, and not a publisher's: how a journal
    is named (``Demography``, ``Solid State Ionics``) where a conference carries a cue or an acronym.

    >>> is_journal_title("Population Studies"), is_journal_title("Springer"), is_journal_title("ICML 2020")
    (True, False, False)
    """
    words = (venue or "").split()
    return (
        1 <= len(words) <= 8
        and all(_TITLE_WORD_RE.match(w) for w in words)
        and words[0][0].isupper()
        and not _PUBLISHER_RE.search(venue or "")
        and venue_kind(venue) is None
    )
