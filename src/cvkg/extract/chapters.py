"""The book a chapter is in, out of the venue text a citation gives after the chapter's title. Pure.

Every style names the book's editors, before or after the book, in its own words, and most add the
publisher and the place; the venue is the book's name alone:

* before: Vancouver ``In: Solberg H, editor. Book. Leiden: Press``, Harvard ``in H. Solberg (ed.) Book``,
  Elsevier ``in: Solberg, H. (Ed.), Book. Press``, Springer ``In: Solberg H (ed) Book. Press``,
  ACL ``In Hanne Solberg, editor, Book``;
* after: IEEE ``in Book, H. Solberg, Ed., Leiden: Press``, APS and MLA ``Book, edited by H. Solberg``,
  Nature ``in Book (ed. Solberg, H.) 88–112 (Press)``, ACS ``In Book; Solberg, H., Ed.; Press``,
  Cell ``In Book, H. Solberg, ed. (Press)``.

>>> book_of_chapter("In: Solberg H, editor. Handbook of Tides. Leiden: Meridian Press; 2019. p. 88-112.")
'Handbook of Tides'
>>> book_of_chapter("in Handbook of Tides, H. Solberg, Ed., Leiden: Meridian Press, 2019, pp. 88–112.")
'Handbook of Tides'
>>> book_of_chapter("Journal of Tides, 12(3), 45-67") is None
True
"""

from __future__ import annotations

import re

from cvkg.extract import names as nm
from cvkg.extract.locators import ABBREVIATED_WORD_END_RE
from cvkg.extract.places import is_city

# "ed.", "eds", "(Ed.)", "editor", "editors", "edited by"; a capital "Ed." only in brackets or between commas,
# since it closes abbreviated journal names ("Angew. Chem. Int. Ed. 61")
_EDITOR_WORD_RE = re.compile(
    r"\((?:[Ee]ds?\.?|[Ee]ditors?)\)|\b(?:edited\s+by|eds?\.\s+by\b|eds?\b\.?|editors?\b)|(?<=,\s)(?:Eds?\.?|Editors?)(?=[,;:)]|\s*$)"
    # the editors' marks of Spanish, Portuguese, French, German and Italian chapters
    r"|\((?:[Cc]oords?|[Dd]irs?|[Hh]rsg|[Oo]rgs?|[ÉéEe]ds?|[Cc]omps?)\.?\)|\(a cura di\)|(?<=,\s)Hrsg\.(?=\s)"
    # ... and their "edited by": "editado por", "organizado por", "édité par", "herausgegeben von", "a cura di"
    r"|\b(?:editad[oa]s?\s+por|organizad[oa]s?\s+por|coordinad[oa]s?\s+por|édités?\s+par|herausgegeben\s+von"
    r"|(?:[Hh]g|[Hh]rsg)\.\s+v(?:on|\.)"
    r"|a\s+cura\s+di)\b"
)
# The words that follow the book's name, as "edited by" (MHRA's "ed. by") does in English
_AFTER_BOOK_RE = re.compile(
    r"edited|eds?\.\s+by|editad|organizad|coordinad|édité|herausgegeben|h(?:rs)?g\.\s+v|a\s+cura", re.I
)
# "In:", "in", and the American Sociological Association's "Pp. 88–112 in"
_LEAD_IN_RE = re.compile(r"^\s*(?:(?:pp?\.|pages)\s*[\w–-]+\s+)?(?:in|en|em|dans):?\s+", re.I)  # ESA: "Pages 4–9 in"
# What may part the book's name from the editors or the publisher after it
_DELIMITER_RE = re.compile(r"[,;.]\s+|\s+\(")
_PUBLISHER_WORD_RE = re.compile(
    r"\b(?:Press|Publish\w*|Verlag|Books|Academic|Springer|Elsevier|Wiley|Routledge|Sage|Brill|Palgrave|Macmillan"
    r"|Blackwell|Bloomsbury|Gruyter|Norton|Editions?|Editorial|CRC|Chapman|Francis|Kluwer|Cengage|McGraw|Thieme"
    r"|Karger|Lippincott|Humana|Birkhäuser|Pearson|Polity)\b"
)


# ACS's chapter: "In Book; Editor, A., Ed.; Series 1414; Publisher: City, 2022; pp 77-102": the book's name is
# all before the first semicolon, when a "Publisher: City, Year" part follows
_ACS_CHAPTER_RE = re.compile(
    r"^(?P<book>[^;]+?)\s*;(?:[^;]*;)*?\s*(?P<publisher>[A-Z][^;:]*):\s*[A-Z][^;:]*?,\s*(?:19|20)\d\d\s*(?:[;.]|$)"
)

# Chicago's chapter: "in Book, ed. A and B (Place: Publisher, 2019), 33–58": after "in", the book, the editors
# after "ed.", then the imprint or its year in brackets (the editors' names alone cannot tell "Rhetoric and
# Tragedy" from "Smith and Jones"; the imprint after them can)
_CHICAGO_CHAPTER_RE = re.compile(
    r"^(?P<book>[^()]+?),\s+(?:[eé]ds?\.|trans\.|ed\.\s+and\s+trans\.|[Hh](?:rs)?g\.\s+v(?:on|\.)|a\s+cura\s+di)"
    r"\s+(?P<names>[A-Z][^()]*?)\s*"
    r"\([^()]*(?:(?:19|20)\d\d|:\s*[A-Z])[^()]*\)"
)


def book_of_chapter(text: str) -> str | None:
    """The book's name when the venue text names editors or, as ACS does, a publisher, else ``None``."""
    body = _LEAD_IN_RE.sub("", text.lstrip(" .,;:"), count=1)
    if body != text.lstrip(" .,;:") and (acs := _ACS_CHAPTER_RE.match(body)) and _is_publisher(acs["publisher"]):
        return acs.group("book").strip()
    if body != text.lstrip(" .,;:") and (chicago := _CHICAGO_CHAPTER_RE.match(body)) and _all_names(chicago["names"]):
        return chicago.group("book").strip()
    for m in _EDITOR_WORD_RE.finditer(body):
        head = body[: m.start()].rstrip(" ,;.(")
        if not head:
            continue
        edited_by = _AFTER_BOOK_RE.match(m.group(0)) is not None
        if not edited_by and _all_names(head):
            # the editors come first: the book follows them ("edited by" always follows the book)
            rest = body[m.end() :].lstrip(" ).,:;")
            return _before_publisher(rest) or None
        if edited_by:
            return _without_names(head)
        # the editors named before the word ("Book, H. Solberg, Ed."), else after it ("Book (ed. Solberg, H.)")
        if found := _without_names(head, tail=True):
            return found
        return _without_names(head) if _names_open(body[m.end() :].lstrip(" .,")) else None
    if body != text.lstrip(" .,;:"):
        return _before_named_publisher(body)
    return None


def _before_named_publisher(body: str) -> str | None:
    """``Book, Oxford University Press, pp. 45-67`` after "In" (its editors already gone): the book's name, up to
    the part that names its publisher."""
    m = re.search(r",\s+", body)
    if m is None or re.search(r"\b(?:Proceedings|Proc\.|Conference)\b|[.;(]", body[: m.start()]):
        return None
    parts = re.split(r"[,;.(]", body[m.end() :])
    part = next((p for p in parts if not _EDITION_RE.fullmatch(p.strip())), "")  # "online edition, Palgrave"
    return body[: m.start()].strip() if _PUBLISHER_WORD_RE.search(part) else None


# A book's edition, said between its name and its publisher: "online edition", "2nd ed", "revised edition"
_EDITION_RE = re.compile(r"(?:online|print|digital|revised|expanded|\d+(?:st|nd|rd|th)|new)\s+ed(?:ition|n)?", re.I)


def _is_publisher(text: str) -> bool:
    return bool(_PUBLISHER_WORD_RE.search(text)) or "Society" in text


def _names_open(text: str) -> bool:
    """Whether ``text`` opens with a list of names (``Solberg, H.) 88-112``, ``C. Weiss and T. Harlow. Press``)."""
    ends = [m.start() for m in re.finditer(r"\)|[.;,]\s|$", text[:100])]
    return any(_all_names(text[:end].strip(" (),;")) for end in ends)


def _all_names(text: str) -> bool:
    found = nm.split_names(text)
    return bool(found.names) and nm.all_names(found.names)


def _without_names(head: str, *, tail: bool = False) -> str | None:
    """The book's name before the editors named at the end of ``head`` (when ``tail``), and before any
    publisher after it."""
    if tail:
        for m in _DELIMITER_RE.finditer(head):
            if _all_names(head[m.end() :].strip(" ,;.()")):
                head = head[: m.start()]
                break
        else:
            return None
    return _before_publisher(head) or None


# A book series cited as NLM cites a journal, its volume after the year: "Methods Mol Biol. 2020;2231:77-94"
_NLM_SERIES_RE = re.compile(r"[A-Z]\w*(?:\s+[A-Z]\w*){0,5}\.\s+(?:19|20)\d\d\s*;\s*\d")


# The European imprint after a book's name, place and publisher apart by a comma: "Berlin–München, Deutscher
# Kunstverlag, 2024", "Leiden, Brill, 2019"
_COMMA_IMPRINT_RE = re.compile(
    r"(?P<town>[A-Z][^\W\d]+)(?:\s*[–/-]\s*[A-Z][^\W\d]+)?,\s*(?P<publisher>[A-Z][^,:;()\d]*?),\s*(?:19|20)\d\d\b"
)


def _opens_comma_imprint(rest: str) -> bool:
    """Whether ``rest`` opens with a ``Place, Publisher, Year`` imprint whose place is a known city or whose
    publisher names itself one ("Kunstverlag", "University Press")."""
    m = _COMMA_IMPRINT_RE.match(rest)
    return m is not None and (
        is_city(m.group("town")) or bool(re.search(r"\w(?:verlag|press)\b", m.group("publisher"), re.I))
    )


def _before_publisher(text: str) -> str:
    """``Book. Leiden: Press; 2019. p. 88-112`` -> ``Book``: the name ends where a part naming a publisher,
    a place before a colon, a year or a page begins."""
    for m in _DELIMITER_RE.finditer(text):
        rest = text[m.end() :]
        if _opens_comma_imprint(rest):
            return text[: m.start()].strip(" ,;.")
        if _PUBLISHER_WORD_RE.search(rest.split(".")[0]) or _NLM_SERIES_RE.match(rest) or re.match(
            r"(?:[A-Z][\w.]*\s?){1,3}(?:\([A-Z]{2,3}\))?:|(?:19|20)\d\d|pp?\.?\s|pages?\s|\d", rest  # "Lenexa (KS):"
        ):
            return text[: m.start()].strip(" ,;.")
    return text.strip(" ,;.")


# "Book. Meridian Academic Press, Leiden": a publisher (and its town) set after a name as a sentence of its own
_PUBLISHER_SENTENCE_RE = re.compile(
    r"^(?P<head>.*\S)\.\s+(?P<publisher>(?:(?:[A-Z][\w'’-]*\s?){1,3}:\s*)?(?:(?:[A-Z][\w&'’/-]*|&)\s?){1,5}"
    r"(?:,\s*[A-Z][\w’'-]*(?:\s[A-Z][\w’'-]*)?)?)\.?$"
)


def without_publisher_sentence(venue: str) -> str:
    """The venue without a publisher that closes it as a sentence of its own (ACM's and ACL's books).

    >>> without_publisher_sentence("Handbook of Tides. Meridian Academic Press, Leiden")
    'Handbook of Tides'
    >>> without_publisher_sentence("Handbook of Tides. Leiden: Meridian Academic Press")
    'Handbook of Tides'
    >>> without_publisher_sentence("Atlas of Shrinking Cities. Berlin: Jovis")
    'Atlas of Shrinking Cities'
    >>> without_publisher_sentence("Harvard Univ. Press")
    'Harvard Univ. Press'
    >>> without_publisher_sentence("Proc. ACM Program. Lang.")
    'Proc. ACM Program. Lang.'
    """
    m = _PUBLISHER_SENTENCE_RE.match(venue.strip())
    if m is None or ABBREVIATED_WORD_END_RE.search(m.group("head")):
        return venue  # ("Harvard Univ. Press": the stop closes an abbreviation of the publisher's own name)
    place, colon, _ = m.group("publisher").partition(":")
    # "Atlas of X. Berlin: Jovis": a publisher without a publisher's word, after the city it is in
    if not _PUBLISHER_WORD_RE.search(m.group("publisher")) and not (colon and is_city(place.strip())):
        return venue
    return m.group("head")
