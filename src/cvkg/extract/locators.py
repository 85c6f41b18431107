"""Where in its container a paper sits: the volume, issue and article number a citation gives after
the container's name, taken off the venue and kept as notes. Pure.

Citation styles write the locator after the journal in many shapes -- APA ``Journal, 12(3)``,
Chicago ``Journal 12, no. 3``, MLA and IEEE ``Journal, vol. 12, no. 3``, ACM ``Journal 12, 3``,
physics ``Phys. Rev. B 98, 115143``, Vancouver ``J Name, 12(3):e512``, Nature ``Nature 583`` -- and
the layout's ``venue`` is the container's name alone (years and page ranges are taken off before,
by :func:`cvkg.extract.venues.clean_venue`). Only the end of the venue is read, so numbers inside
a name stay (``Advances in Neural Information Processing Systems 35 (NeurIPS)``, ``Web 2.0``), and
venues whose number *is* the name are left whole (patents, report and working-paper series, arXiv).

>>> take_locators("Journal of Invented Studies, vol. 12, no. 3")
('Journal of Invented Studies', ['volume 12', 'issue 3'])
>>> take_locators("Phys. Rev. B 98, 115143")
('Phys. Rev. B', ['volume 98', 'article 115143'])
"""

from __future__ import annotations

import re

from cvkg.extract.places import INSTITUTION_RE, is_city, is_country, is_place, split_place

# A numbered series, where the number names the item: "US Patent 11,234,567", "NBER Working Paper No. 31877".
_NUMBERED_SERIES_RE = re.compile(
    r"\b(?:patents?|pat\.|working papers?|discussion papers?|technical reports?|tech\.? reports?|reports?"
    r"|documents|memos?|arxiv|biorxiv|medrxiv|ssrn|preprints?|corr"
    r"|maps?|circulars?|memoirs?|special papers?|open-file)\b",  # a survey's series: "Geologic Map 75"
    re.I,
)
# A journal's volume and issue or article, which no report numbers itself with: "Cell Reports, 28(11)", ", 12, 4455"
_VOLUME_ISSUE_END_RE = re.compile(
    r"[,\s]\d{1,4}\s*\(\s*\d{1,3}\s*\)$|,\s+\d{1,4},\s+e?\d{3,7}$"
    r"|\s\d{1,4}\s*:\s*e?\d{3,7}(?:\s*[–-]\s*\d{1,7})?$"  # Harvard's "Journal of X: Reports 53: 104391"
)
_ID = r"[A-Za-z]{0,8}\.?\d[\w.–-]{0,12}"  # "115143", "e14388", "eabq1234", "OOPSLA2", "S1", "btad472"
# "3", "S1", "Suppl 2", "Pt 1", "12 Suppl" (a supplement to issue 12)
_ISSUE = r"(?:Suppl\.?|Pt\.?|Spec\.?)\s?[\w-]{0,6}|\d{1,3}\s(?:Suppl|Pt)\.?(?:\s?\d{1,3})?|[\w-]{1,8}"
# One locator at the very end of the venue, with what it names; tried in order, repeatedly.
_TAIL_PATTERNS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (re.compile(rf"[,.]?\s*\b(?:article|art\.|paper)(?:\s+(?:no\.|number))?\s*({_ID})$", re.I), ("article",)),
    (re.compile(rf"[,.]?\s*\b(?:nos?\.|nr\.?|num\.|issue|iss\.|cycle)\s*({_ID})$", re.I), ("issue",)),
    # "vol. 12", IEEE's joint volumes "vol. 512–513"
    (re.compile(r"[,.]?\s*\b(?:vol|volume|bd)\.?\s*(\d[\w-]{0,6}(?:\s*[–—-]\s*\d{1,6})?)$", re.I), ("volume",)),
    # IEEE's single page, "p. 091801" (an article number in a journal that numbers none); German "S. 103018"
    (re.compile(rf"[,.]?\s*\b(?:pp?|S)\.\s*({_ID})$"), ("page",)),
    # Vancouver with no volume: "2024;(2):CD007718", its year gone ("Cochrane Database Syst Rev. ;(2):CD007718")
    (re.compile(rf"[.;,\s]*;\s*\(\s*({_ISSUE})\s*\)\s*:\s*({_ID})$"), ("issue", "article")),
    # "12(3):e512", "156: 102840", "372:n88": Vancouver's and Elsevier's volume(issue):article
    (re.compile(rf"[,\s]\s*(\d{{1,4}})\s*(?:\(\s*({_ISSUE})\s*\))?\s*:\s*({_ID})$"),
     ("volume", "issue", "article")),
    # "12(3)", "41 (S1)": APA and Chicago's volume(issue); NLM's part or supplement, "70(Pt 4)", "142(Suppl 1)";
    # "35 (NeurIPS)" names the proceedings
    (re.compile(r"[,\s]\s*(\d{1,4})\s*\(\s*((?:(?:Pt|Suppl)\.?\s)?[A-Za-z-]{0,6}\d[\w–-]{0,6})\s*\)$"),
     ("volume", "issue")),
    # "12(3), e14388", "vol. 8, no. 74, eabq1234": an article number set alone after the volume or issue
    # (an e-locator may carry letters inside: "e2021GB007001")
    # ("ENEURO.0412-18.2019": a journal's own article number; the Electronic Journal of Combinatorics' "#P2.41")
    (re.compile(
        r"(?:(?<=[\d)]),\s*|(?<=\))\s+)([A-Za-z]{0,4}\d{3,11}(?:[A-Z]{1,3}\d{3,9})?|[A-Z]{2,8}\.\d[\d.-]{3,16}"
        r"|\#[A-Z]{0,2}\d[\d.]{0,8})$"
    ), ("article",)),
    # "37, 1" (ACM), "31, e12", "7, OOPSLA2": a volume, then an issue or article (APS marks a rapid
    # communication or a letter after its number: "87, 032501(R)")
    (re.compile(rf"(?<![\d,])[,\s]\s*(\d{{1,4}}),\s*({_ID}(?:\([RL]\))?)$"), ("volume", "number")),
    # biblatex's "Biometrika 111.2" and MHRA's "Screen, 64.1", "Third Text, 32.2–3": volume.number (an issue is
    # never 0: "Web 2.0", "Industry 4.0" are names)
    (re.compile(r"(?<=[A-Za-z.]),?\s+(\d{1,4})\.([1-9]\d{0,2}(?:[–-][1-9]\d?)?)$"), ("volume", "issue")),
    # "Science, eadf1123": an e-locator after the journal alone (its volume was set in bold, and taken)
    (re.compile(r",\s*(e[a-z]{0,4}\d{3,11})$"), ("article",)),
    # "Nature 583", "Transactions of X, 11": a bare volume
    (re.compile(r"(?:(?<!\d),\s*|(?<![\d,/:-])\s+)(\d{1,4})$"), ("volume",)),
)
# A lone number ends some names: "Industry 4" is rare, but "Part 2" and "Phase 1" name the thing itself.
_NAME_NUMBER_RE = re.compile(r"\b(?:part|phase|track|session|day|level|stage|edition)\s+\d+$", re.I)


# Events are held somewhere; a place after their name is no part of it ("..., Dublin, Ireland").
# A series acronym names an event too ("Findings of the ACL: EMNLP, Punta Cana, ..."), unless a university
# is named: a thesis's institution keeps its campus ("University of California, Berkeley").
_EVENT_RE = re.compile(
    r"\b(?i:proc\.|conf\.|(?:proceedings|conference|workshops?|symposium|meeting|congress|summit|convention"
    r"|colloquium)\b)"
)
# ... though an acronym alone names a journal as well, when the venue has a volume and issue: NLM's "HPB (Oxford)"
# keeps its town
_ACRONYM_RE = re.compile(r"\b[A-Z]{3,}\b")
# A publisher named after the container: ACL's "... Dublin. Association for Computational Linguistics",
# Optica's "(Optica Publishing Group)".
_PUBLISHER_TAIL_RE = re.compile(
    r"(?:\.\s+|\s*\()(?P<name>(?:The\s+)?(?:[A-Z][\w&-]*\s+){0,4}"
    r"(?:Association|Society|Press|Publishers?|Publishing(?:\s+Group)?|Verlag)"
    r"(?:\s+(?:for|of|on)\s+(?:the\s+)?[A-Z][\w&-]*(?:\s+(?:[A-Z][\w&-]*|and|of))*)?)\)?$"
)
# A word a publisher's name abbreviates, whose stop ends no sentence: "Harvard Univ. Press", "Nat'l Acad. Press"
ABBREVIATED_WORD_END_RE = re.compile(r"\b(?:Univ|Acad|Inst|Ass(?:'|o)c|Soc|Int'?l|Nat'?l|Coll|Am|Brit|Eur|Publ?)$")
# A book series the proceedings appear in: "Proc. X. LNCS", "CLEO (CLEO), OSA Technical Digest".
_SERIES_TAIL_RE = re.compile(
    r"[.,]\s+(?P<name>LNCS|LNAI|LNBI|CCIS|LIPIcs|OASIcs|PMLR|Lecture Notes in [A-Z][\w ]*"
    r"|(?:[A-Z]{2,6}\s+)?Technical Digest(?:\s+Series)?|[A-Z][\w ]*Proceedings? Series)$"
)


def container(venue: str) -> tuple[str, list[str]]:
    """The container's name alone, and what followed it as notes: a volume, issue or article number,
    a book series, a publisher, the place an event was held.

    >>> container("Proc. of the Invented Symposium (ISYM). LNCS, vol. 4321")
    ('Proc. of the Invented Symposium (ISYM)', ['series LNCS', 'volume 4321'])
    """
    notes: list[str] = []
    text, found = take_locators(venue)
    is_journal = {n.split()[0] for n in found} >= {"volume", "issue"}
    changed = True
    while changed:
        changed = False
        for pattern, label in ((_PUBLISHER_TAIL_RE, "publisher"), (_SERIES_TAIL_RE, "series")):
            if (m := pattern.search(text)) and _has_name(text[: m.start()]) and not _abbreviation_closes(text, m):
                notes.insert(0, f"{label} {m.group('name')}")
                text, changed = _rstrip(text[: m.start()]), True
        named = _EVENT_RE.search(text) or (_ACRONYM_RE.search(text) and not is_journal)
        is_event = named and not INSTITUTION_RE.search(text)
        if is_event and (after := _PLACE_SENTENCE_RE.match(text)) and _is_town(after.group("place")):
            # Harvard: "in *Proceedings of X (ABBR)*. Prague, pp. 1-4": the city is a sentence of its own
            notes.insert(0, f"place {after.group('place')}")
            text, changed = after.group("head"), True
        elif (split := split_place(text))[1] and (is_event or _is_sure_place(split[1])) and not INSTITUTION_RE.search(
            text
        ):
            notes.insert(0, f"place {split[1]}")
            text, changed = split[0], True
    return text, notes + found


def _abbreviation_closes(text: str, tail: re.Match[str]) -> bool:
    """Whether the stop before a tail closes an abbreviation of the same name ("Harvard Univ. Press")."""
    return tail.group(0).startswith(".") and ABBREVIATED_WORD_END_RE.search(text[: tail.start()]) is not None


_PLACE_SENTENCE_RE = re.compile(r"^(?P<head>.*[\w)])\.\s+(?P<place>[A-Z][^.]*)$")


def _is_town(text: str) -> bool:
    return is_city(text) or is_place(text)


def _is_sure_place(place: str) -> bool:
    """A known city with its country or state after it (``Lisbon, Portugal``, ``Atlanta, GA``): where a meeting
    was held, after any venue's name, even one no event word names (``Computational and Systems Neuroscience``)."""
    city, _, rest = place.partition(",")
    return bool(rest) and is_city(city) and (is_country(rest.split(",")[-1]) or re.fullmatch(r"\s*[A-Z]{2}", rest))


def ends_with_numbered_series(text: str) -> bool:
    """Whether ``text`` ends with the name of a numbered series, so that the number after it names the item
    rather than its pages: "U.S. Geological Survey Open-File Report" before "2021–1034"."""
    return any(m.end() == len(text.rstrip()) for m in _NUMBERED_SERIES_RE.finditer(text.rstrip()))


def take_locators(venue: str) -> tuple[str, list[str]]:
    """The venue without the volume, issue and article number at its end, and those as notes."""
    if _NUMBERED_SERIES_RE.search(venue) and not _VOLUME_ISSUE_END_RE.search(venue):
        return venue, []
    found: list[str] = []
    text = venue.strip(" .,;:")
    while (step := _take_one(text)) is not None:
        text, notes = step
        found = notes + found
    return (text if found else venue), found


def _take_one(text: str) -> tuple[str, list[str]] | None:
    """The venue less its last locator, and that locator's notes; ``None`` when it ends in none."""
    if _NAME_NUMBER_RE.search(text):
        return None
    for pattern, labels in _TAIL_PATTERNS:
        m = pattern.search(text)
        if m is None or not _has_name(text[: m.start()]):
            continue
        notes = [_note(label, value) for label, value in zip(labels, m.groups(), strict=True) if value]
        return _rstrip(text[: m.start()]), notes
    return None


def _rstrip(text: str) -> str:
    """The text without the punctuation that parted it from what was cut; an abbreviation keeps its period
    when the name abbreviates other words too (``Proc. ACM Program. Lang.``)."""
    text = text.rstrip(" ,;:")
    abbreviated = re.search(r"\b[A-Z][a-z]{0,5}\.(?:\s|(?=[A-Z]))", text) and re.search(r"\b[A-Z][a-z]{0,5}\.$", text)
    return text if abbreviated else text.rstrip(" .,;:")


def _has_name(head: str) -> bool:
    """Whether what is left before a locator still names something (a word of two letters or more)."""
    return re.search(r"[^\W\d_]{2,}|\b[A-Z]\b", head) is not None


def _note(label: str, value: str) -> str:
    if label == "number":  # after a volume: a short number is an issue, a long one (or "e12") an article
        label = "issue" if re.fullmatch(r"\d{1,2}|S\d{1,2}|[A-Z]+\d?", value) else "article"
    return f"{label} {value}"
