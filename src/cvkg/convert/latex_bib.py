"""A LaTeX CV's publication list kept as BibTeX inside the file itself: ``\\begin{filecontents}{pubs.bib}`` ...
``\\end{filecontents}``, printed by ``\\bibliography{pubs}`` or ``\\printbibliography`` (moderncv's and biblatex's
way of listing papers). Pure.

Each entry becomes one citation line in MathSciNet's form (``Last, First; Last, First. Title. Journal 12
(2020), 1–9.``), which the text reader reads like any other, at the place the bibliography is printed; each line
points at its ``@entry`` line, so a record's source span is where its BibTeX stands.
"""

from __future__ import annotations

import calendar
import logging
import re
from typing import NamedTuple

import bibtexparser
from bibtexparser.model import Entry

from cvkg.convert.latex_text import inline_text

logging.getLogger("bibtexparser").setLevel(logging.ERROR)

_FILECONTENTS_RE = re.compile(
    r"\\begin\{filecontents\*?\}\s*(?:\[[^\]]*\])?\s*\{(?P<name>[^}]+)\}(?P<body>.*?)\\end\{filecontents\*?\}", re.S
)
# where the list is printed: \bibliography{a,b}, \printbibliography[...], \bibliographyXYZ{...} (multibib), not
# where its style is set (\bibliographystyle{plain}, multibib's \bibliographystyleXYZ)
PRINTED_RE = re.compile(
    r"\\(?:bibliography(?!style)(?P<suffix>[A-Za-z]*)\s*\{(?P<files>[^}]*)\}|printbibliography\b(?:\s*\[[^\]]*\])?)"
)


# A citation printed in full where it stands: biblatex's ``\fullcite[pre][post]{key}``, bibentry's ``\bibentry{key}``
_FULL_CITE_RE = re.compile(r"\\(?:fullcite|footfullcite|bibentry)\s*(?:\[[^\]]*\]\s*){0,2}\{(?P<keys>[^{}]*)\}")
# what a citation line would mean to LaTeX if set back into the source
_SPECIAL_RE = re.compile(r"([&%#_$])")


def with_full_citations(source: str, start: int) -> tuple[str, set[str]]:
    r"""The source with every ``\fullcite{key}`` after ``start`` replaced by its embedded entry's citation line
    (moderncv's ``\cvitem{2021}{\fullcite{lund21}}``), and the keys so cited; a key of no embedded entry stays.

    >>> src = "\\begin{filecontents}{a.bib}@article{t, title={Tides}, journal={J}, year={2020}}\\end{filecontents}"
    >>> with_full_citations(src + " \\cvitem{2020}{\\fullcite{t}}", 0)[0][len(src):]
    ' \\cvitem{2020}{Tides. J (2020).}'
    """
    if not _FULL_CITE_RE.search(source, start):
        return source, set()
    lines = {e.entry.key: e.line for e in _entries(source)}
    cited: set[str] = set()

    def printed(m: re.Match[str]) -> str:
        keys = [k.strip() for k in m.group("keys").split(",")]
        if not all(k in lines for k in keys):
            return m.group(0)
        cited.update(keys)
        return " ".join(_SPECIAL_RE.sub(r"\\\1", lines[k]) for k in keys)

    return source[:start] + _FULL_CITE_RE.sub(printed, source[start:]), cited


# What a bibliography is made of, set in the body, no text: multibib's "\nocitetalks{*}",
# "\bibliographystyletalks{apalike}" (the plain forms are macros the converter knows)
_SETTINGS_RE = re.compile(r"\\(?:nocite|bibliographystyle)[A-Za-z]+\s*\{[^{}]*\}")


def without_settings(source: str) -> str:
    """The source without multibib's settings of each list (``\\nocitetalks{*}``)."""
    return _SETTINGS_RE.sub("", source)


def embedded_entries(source: str) -> list[tuple[str, int]]:
    """The citation lines of every ``.bib`` file the source writes itself, with the line of each ``@entry``."""
    return [(e.line, e.at) for e in _entries(source)]


class PrintedList(NamedTuple):
    """A list of the embedded BibTeX where the source prints it: the offset, the title the command gives it
    (``\\printbibliography[title={Articles}]``), the citation lines with their ``@entry`` lines."""

    at: int
    title: str | None
    lines: list[tuple[str, int]]
    is_section: bool = False  # multibib's second bibliography, a section of its own ("\\newcites{talks}{Talks}")


def printed_lists(source: str, start: int, cited: set[str] = frozenset()) -> list[PrintedList]:
    r"""Each list of the embedded BibTeX printed after ``start``: every entry at the first ``\printbibliography``,
    or, when they filter (``\printbibliography[keyword=review]``, biblatex's way of one list per kind under
    headings of the CV's own), the entries each filter lets through; none of the ``cited`` ones, printed in full
    already.

    >>> src = ("\\begin{filecontents}{a.bib}@article{a, title={Tides}, journal={J}, year={2020}, keywords={peer}}"
    ...        "@article{b, title={Review of Looms}, journal={J}, year={2021}, keywords={review}}\\end{filecontents}"
    ...        "\\printbibliography[keyword=peer] \\printbibliography[keyword=review,title={Book reviews}]")
    >>> [(p.at, p.title, [line for line, _ in p.lines]) for p in printed_lists(src, 0)]
    [(195, None, ['Tides. J (2020).']), (228, 'Book reviews', ['Review of Looms. J (2021).'])]
    """
    prints = list(PRINTED_RE.finditer(source, start))
    entries = [e for e in _entries(source) if e.entry.key not in cited] if prints else []
    if not entries:
        return []
    if by_file := _printed_by_file(source, prints, entries):
        return by_file
    filtered = [m for m in prints if _FILTER_RE.search(m.group(0))]
    if not filtered:
        return [PrintedList(prints[0].start(), _title(prints[0].group(0)), [(e.line, e.at) for e in entries])]
    return [
        PrintedList(m.start(), _title(m.group(0)), [(e.line, e.at) for e in entries if _lets_through(m.group(0), e)])
        for m in filtered
    ]


def _printed_by_file(source: str, prints: list[re.Match[str]], entries: list[_Embedded]) -> list[PrintedList]:
    r"""BibTeX's lists, each printing the embedded files it names (``\bibliography{pubs}``), multibib's under the
    title ``\newcites`` gives them (``\newcites{talks}{Talks}`` ... ``\bibliographytalks{talks}``); none when no
    list names an embedded file."""
    out = []
    for m in prints:
        files = {f.strip().removesuffix(".bib") for f in (m.group("files") or "").split(",") if f.strip()}
        lines = [(line, at) for line, at, _, stem in entries if stem in files]
        if not lines:
            continue
        suffix = m.group("suffix")
        named = re.search(rf"\\newcites\s*\{{{re.escape(suffix)}\}}\s*\{{([^{{}}]*)\}}", source) if suffix else None
        title = " ".join(inline_text(named.group(1)).split()) or None if named else None
        out.append(PrintedList(m.start(), title, lines, is_section=named is not None))
    return out


# the title a printed list is given: \printbibliography[heading=subbibliography,title={Journal articles}]
_TITLE_OPTION_RE = re.compile(r"\btitle\s*=\s*(?:\{(?P<braced>[^{}]*)\}|(?P<bare>[^,\]]+))")


def _title(command: str) -> str | None:
    m = _TITLE_OPTION_RE.search(command)
    return " ".join(inline_text(m.group("braced") or m.group("bare")).split()) or None if m else None


# biblatex's filters of a printed list: \printbibliography[keyword=peer,type=article], notkeyword, nottype
_FILTER_RE = re.compile(r"\b(?P<not>not)?(?P<what>keyword|type)\s*=\s*\{?(?P<value>[\w-]+)")


def _lets_through(command: str, embedded: _Embedded) -> bool:
    entry = embedded.entry
    keywords = {k.strip().lower() for k in re.split(r"[,;]", _field(entry, "keywords")) if k.strip()}
    for f in _FILTER_RE.finditer(command):
        value = f.group("value").lower()
        found = value in keywords if f.group("what") == "keyword" else entry.entry_type.lower() == value
        if found == bool(f.group("not")):
            return False
    return True


class _Embedded(NamedTuple):
    line: str  # the entry as a citation line
    at: int  # the line of its "@entry"
    entry: Entry
    stem: str  # the name of the file it is written to, without ".bib"


def _entries(source: str) -> list[_Embedded]:
    out: list[_Embedded] = []
    for block in _FILECONTENTS_RE.finditer(source):
        if not block.group("name").strip().endswith(".bib") and "@" not in block.group("body"):
            continue
        first_line = source.count("\n", 0, block.start("body")) + 1
        body = block.group("body")
        library = bibtexparser.parse_string(body)
        for entry in library.entries:
            if line := citation(entry):
                # (bibtexparser counts lines from 0)
                out.append(_Embedded(line, first_line + entry.start_line, entry, block.group("name").strip()
                                     .removesuffix(".bib")))
    return out


def _field(entry: Entry, key: str) -> str:
    field = entry.fields_dict.get(key)
    return " ".join(inline_text(str(field.value)).replace("{", "").replace("}", "").split()) if field else ""


def _authors(entry: Entry) -> str:
    names = [n.strip() for n in re.split(r"\s+and\s+", _field(entry, "author")) if n.strip()]
    truncated = bool(names) and names[-1].lower() == "others"
    names = names[:-1] if truncated else names
    listed = "; ".join(names) if all("," in n for n in names) else ", ".join(names)
    return listed + (", et al" if truncated else "")


# biblatex's patent types, by country
_PATENT_TYPES = {"patentus": "US", "patenteu": "EP", "patentde": "DE", "patentuk": "GB", "patentfr": "FR"}


def patent_name(number: str, country: str = "") -> str:
    """A patent as CVs name it, its country first: "US Patent 11,234,567 B2" (of "US 11,234,567 B2" or of
    "11,234,567 B2" and "US").

    >>> patent_name("US 11,234,567 B2"), patent_name("11,234,567 B2", "US")
    ('US Patent 11,234,567 B2', 'US Patent 11,234,567 B2')
    """
    if m := re.match(r"^([A-Z]{2})\s*(?=\d)", number):
        country, number = m.group(1), number[m.end() :]
    return " ".join(p for p in (inline_text(country), "Patent", inline_text(number)) if p)


def citation(entry: Entry) -> str | None:
    """One BibTeX entry as a citation line, or ``None`` when it has no title.

    >>> library = bibtexparser.parse_string(
    ...     "@article{a, author={Okoro, Chidi N. and Lund, Petra}, title={Cobalt {H}ydrides},"
    ...     " journal={J. Am. Chem. Soc.}, volume={145}, pages={1021--1030}, year={2023}}")
    >>> citation(library.entries[0])
    'Okoro, Chidi N.; Lund, Petra. Cobalt Hydrides. J. Am. Chem. Soc. 145 (2023), 1021–1030.'
    """
    title = _field(entry, "title").rstrip(".")
    if not title:
        return None
    # biblatex dates an entry by ``date`` ("2025-07") where BibTeX has ``year``
    year = _field(entry, "year") or _field(entry, "date")[:4]
    pages = _field(entry, "pages").replace("--", "–")
    kind = entry.entry_type.lower()
    journal = _field(entry, "journal") or _field(entry, "journaltitle")
    eprint = _field(entry, "eprint")
    if journal and kind == "article":
        volume = _field(entry, "volume")
        closing = " ".join(p for p in (journal, volume, f"({year})" if year else "") if p)
        closing += f", {pages}" if pages else ""
    elif kind in ("phdthesis", "mastersthesis", "thesis"):
        what = "Ph.D. Thesis" if kind != "mastersthesis" else "Master's Thesis"
        closing = f"{what}, {_field(entry, 'school') or _field(entry, 'institution')}, {year}"
    elif booktitle := _field(entry, "booktitle"):
        closing = f"In {booktitle}" + (f", pp. {pages}" if pages else "") + f", {year}"
    elif kind == "book" and (publisher := _field(entry, "publisher")):
        closing = f"{publisher}, {year}"
    elif eprint and re.match(r"\d{4}\.\d{4,5}", eprint):
        closing = f"arXiv:{eprint}, {year}"
    elif kind == "patent" and (number := _field(entry, "number")):
        # biblatex's @patent: its number is where it is published (its country in "type = {patentus}")
        country = _field(entry, "nationality") or _field(entry, "location") or _PATENT_TYPES.get(_field(entry, "type"))
        closing = f"{patent_name(number, country or '')}, {year}"
    else:
        where = (
            _field(entry, "howpublished") or _field(entry, "institution") or journal
            or _field(entry, "organization") or _field(entry, "note")  # biblatex's @online names its site so
        )
        when = " ".join(p for p in (_month(entry), year) if p)  # a talk's @misc keeps its month
        closing = f"{where}, {when}" if where else when
    authors = _authors(entry)
    head = f"{authors.rstrip('.')}. " if authors else ""  # ("Carvalho, Rafael M." ends its own sentence)
    # "Under review at *Nano Lett.*", in biblatex's addendum or BibTeX's note
    said = next((f for f in (_field(entry, "addendum"), _field(entry, "note")) if _STATUS_RE.match(f)), "")
    status = f" {said.rstrip('.')}." if said and said.rstrip(".") not in closing else ""  # (a note may be the venue)
    if not status and (state := _PUBSTATE.get(_field(entry, "pubstate").lower())):
        status = f" {state}."  # biblatex's pubstate = {forthcoming}
    ended = title if title[-1] in "?!" else f"{title}."  # "Who Knew?" ends its own sentence
    return f"{head}{ended} {closing.strip(', ')}.{status}"


def _month(entry: Entry) -> str:
    """BibTeX's ``month`` as a CV prints it: ``aug``, ``{8}`` and ``August`` all give "August"."""
    value = _field(entry, "month").strip(". ").lower()
    if value.isdigit():
        return calendar.month_name[int(value)] if 1 <= int(value) <= 12 else ""
    return next((m for m in calendar.month_name[1:] if value and m.lower().startswith(value[:3])), "")


# An ``addendum`` that says where a paper stands (the other addenda, "C.O. and A.B. contributed equally", are
# notes of no reader's concern)
_STATUS_RE = re.compile(r"(?i:under review|in review|submitted|in revision|accepted|in press|to appear|forthcoming)\b")
# biblatex's publication states (its localisation keys) as a CV prints them
_PUBSTATE = {
    "forthcoming": "Forthcoming", "inpress": "In press", "submitted": "Submitted", "inpreparation": "In preparation",
    "prepublished": "Preprint", "accepted": "Accepted", "underreview": "Under review",
}  # fmt: skip
