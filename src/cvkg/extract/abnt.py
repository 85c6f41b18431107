"""ABNT NBR 6023, the Brazilian reference style of Lattes CVs and most Portuguese-language CVs. Pure.

Surnames in capitals, a comma, the given names or initials, semicolons between authors, a period after the last:
``TEIXEIRA, M. A.; ROCHA, H. C. Title: subtitle.`` What follows the title says what was published:

* a journal with its locators: ``**Revista X**, v. 31, n. 2, p. 66-73, 2023.``
* a chapter: ``In: ROCHA, H. C. (org.). **Book**. City: Publisher, 2020. p. 45-68.``
* a meeting's annals: ``In: CONGRESSO X, 74., 2023, City. **Anais** [...]. City: Publisher, 2023.``
* a thesis: ``2018. Tese (Doutorado em X) – Escola Y, Universidade Z, City, 2018.``
* a book, whose title is the bold span right after the authors: ``**Title**. City: Publisher, 2022. 312 p.``

The venue text returned is what the venue reader expects: the container and the year.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_UPPER = "A-ZÀ-ÖØ-Þ"
_SURNAME = rf"[{_UPPER}][{_UPPER}'’-]+(?:\s+(?:D[AEO]S?|DE|DI|VAN|VON|[{_UPPER}][{_UPPER}'’-]+))*"
_GIVEN = rf"[{_UPPER}][\w'’-]*\.?(?:\s*-?\s*(?:d[aeo]s?\b|[{_UPPER}][\w'’-]*\.?))*?"
_AUTHOR = rf"{_SURNAME},\s*{_GIVEN}"
_EDITOR_MARK = r"\((?:orgs?|eds?|coords?|organizadora?s?|editora?s?)\.?\)"
# The author run and the period that ends it; an initial after the period would mean the run was cut short
_AUTHORS_RE = re.compile(
    rf"^(?P<names>{_AUTHOR}(?:\s*;\s*{_AUTHOR})*)(?P<etal>\s*\.?\s+et\s+al\.?)?\s*(?P<ed>{_EDITOR_MARK})?"
    rf"\s*\.\s+(?![{_UPPER}]\.(?:\s|-))(?P<rest>\S.*)$"
)
_IN_RE = re.compile(r"\.\s+In:\s+")
_CHAPTER_RE = re.compile(
    rf"^(?:{_AUTHOR}(?:\s*;\s*{_AUTHOR})*)(?:\s+et\s+al\.?)?\s*{_EDITOR_MARK}\s*\.\s*(?P<book>.+)$"
)
_LOCATORS_RE = re.compile(r",\s*(?:v\.|n\.|p\.|e\d|[Ee]d\.|t\.)\s*")
_THESIS_RE = re.compile(
    r"\.\s+(?:(?:19|20)\d\d\.\s+)?(?:\d+\s*f\.\s+)?(?=(?:Tese|Disserta[çc][ãa]o|Monografia|Tesis)\b)"
)
_YEAR_RE = re.compile(r"\b(?:19|20)\d\d\b")
_EDITION_RE = re.compile(r"^\W*\d+\.?\s*ed\.\s*")
_POSTER_RE = re.compile(r":\s*p[ôo]ster\s*$", re.I)
_PAGE_COUNT_RE = re.compile(r"[.,]?\s*\d+\s*p\.?\s*$")
_BOLD_RE = re.compile(r"\*\*(.+?)\*\*|__(.+?)__")
_ANNALS_RE = re.compile(
    r"\.\s+(?:\*\*)?(?:Anais|Resumos|Atas|Actas|Memorias|Memórias|Caderno de resumos|Livro de resumos|Proceedings)\b",
    re.I,
)


@dataclass(frozen=True, slots=True)
class AbntParts:
    authors: list[str]
    title: str
    venue_text: str
    truncated: bool
    edited: bool


def split(text: str, raw: str) -> AbntParts | None:
    """An ABNT reference's parts, or ``None`` when ``text`` (``raw`` with its emphasis) is written otherwise.

    >>> p = split("PAIVA, R.; LOPES, A. C. Cuidado e rede. Revista Vell, v. 3, n. 1, p. 4-9, 2021.", "")
    >>> p.authors, p.title, p.venue_text
    (['PAIVA, R.', 'LOPES, A. C.'], 'Cuidado e rede', 'Revista Vell, 2021')
    """
    m = _AUTHORS_RE.match(text)
    if m is None:
        return None
    authors = [_restore_initial(name) for name in re.split(r"\s*;\s*", m.group("names"))]
    truncated, edited, rest = bool(m.group("etal")), bool(m.group("ed")), m.group("rest")
    bold = [b.group(1) or b.group(2) for b in _BOLD_RE.finditer(raw)]
    if edited or (bold and rest.startswith(bold[-1].strip())):
        # a book: its bold title, then its imprint
        title = next((b for b in bold if rest.startswith(b.strip())), rest.split(". ", 1)[0])
        imprint = _EDITION_RE.sub("", _PAGE_COUNT_RE.sub("", rest[len(title) :]))
        return AbntParts(authors, title.strip(" ."), imprint.strip(" ."), truncated, True)
    if thesis := _THESIS_RE.search(rest):
        return AbntParts(authors, rest[: thesis.start()], rest[thesis.end() :], truncated, edited)
    if within := _IN_RE.search(rest):
        container = rest[within.end() :]
        chapter = _CHAPTER_RE.match(container) is not None
        # Lattes closes a poster's title with ": pôster"; the bracket is how the citation reader takes a type
        title = _POSTER_RE.sub(" [poster]", rest[: within.start()])
        return AbntParts(authors, title, _container(container, bold), truncated, chapter)
    return _in_journal(authors, rest, bold, truncated)


def _in_journal(authors: list[str], rest: str, bold: list[str], truncated: bool) -> AbntParts | None:
    """``Title. **Journal**, v. 31, e3912, 2023.``: the bold span, or else the sentence its locators close."""
    journal = next((b.strip(" .,") for b in bold if f". {b.strip()}" in rest or f". {b.strip(' .,')}" in rest), None)
    if journal:
        at = rest.find(f". {journal}")
        title, after = rest[:at], rest[at + 2 + len(journal) :]
    else:
        locators = _LOCATORS_RE.search(rest) or re.search(r",\s*(?:19|20)\d\d\b", rest)
        head = rest[: locators.start()] if locators else rest
        at = head.rfind(". ")
        if at <= 0:
            return None
        title, journal, after = rest[:at], head[at + 2 :], rest[len(head) :]
    year = _YEAR_RE.findall(after)  # a status ("No prelo") was taken off before, in English, by the note reader
    return AbntParts(authors, title, f"{journal}, {year[-1]}" if year else journal, truncated, False)


def _container(text: str, bold: list[str]) -> str:
    """After ``In:``: a chapter's book (the bold span after its editors), or a meeting's name and year."""
    if chapter := _CHAPTER_RE.match(text):
        after = chapter.group("book")
        book = next((b for b in bold if after.startswith(b.strip())), after.split(". ")[0])
        year = _YEAR_RE.findall(after)
        return f"In {book.strip(' .')}" + (f", {year[-1]}" if year else "")
    annals = _ANNALS_RE.search(text)
    meeting = text[: annals.start()] if annals else text.split(". ")[0]
    year = _YEAR_RE.search(meeting) or _YEAR_RE.search(text)
    if year is None:
        return f"In {meeting}"
    name = re.sub(rf",\s*{year.group(0)}\b", "", meeting)
    return f"In {name.strip(' .,')}, {year.group(0)}"


def _restore_initial(name: str) -> str:
    """The run's closing period belongs to a last initial (``LIMA, P. S``) but not to a given name."""
    name = name.strip()
    return f"{name}." if re.search(rf"(?:^|[\s.-])[{_UPPER}]$", name) else name
