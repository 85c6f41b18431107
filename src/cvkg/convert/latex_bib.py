"""A LaTeX CV's publication list kept as BibTeX inside the file itself: ``\\begin{filecontents}{pubs.bib}`` ...
``\\end{filecontents}``, printed by ``\\bibliography{pubs}`` or ``\\printbibliography`` (moderncv's and biblatex's
way of listing papers). Pure.

Each entry becomes one citation line in MathSciNet's form (``Last, First; Last, First. Title. Journal 12
(2020), 1–9.``), which the text reader reads like any other, at the place the bibliography is printed; each line
points at its ``@entry`` line, so a record's source span is where its BibTeX stands.
"""

from __future__ import annotations

import logging
import re

import bibtexparser
from bibtexparser.model import Entry

from cvkg.convert.latex_text import inline_text

logging.getLogger("bibtexparser").setLevel(logging.ERROR)

_FILECONTENTS_RE = re.compile(
    r"\\begin\{filecontents\*?\}\s*(?:\[[^\]]*\])?\s*\{(?P<name>[^}]+)\}(?P<body>.*?)\\end\{filecontents\*?\}", re.S
)
# where the list is printed: \bibliography{a,b}, \printbibliography[...], \bibliographyXYZ{...} (multibib)
PRINTED_RE = re.compile(r"\\(?:bibliography(?:[A-Za-z]*)\s*\{[^}]*\}|printbibliography\b(?:\s*\[[^\]]*\])?)")


def embedded_entries(source: str) -> list[tuple[str, int]]:
    """The citation lines of every ``.bib`` file the source writes itself, with the line of each ``@entry``."""
    return [(line, at) for line, at, _ in _entries(source)]


def printed_lists(source: str, start: int) -> list[tuple[int, list[tuple[str, int]]]]:
    r"""Where each list of the embedded BibTeX is printed after ``start`` and the citation lines it prints: every
    entry at the first ``\printbibliography``, or, when they filter (``\printbibliography[keyword=review]``,
    biblatex's way of one list per kind under headings of the CV's own), the entries each filter lets through.

    >>> src = ("\\begin{filecontents}{a.bib}@article{a, title={Tides}, journal={J}, year={2020}, keywords={peer}}"
    ...        "@article{b, title={Review of Looms}, journal={J}, year={2021}, keywords={review}}\\end{filecontents}"
    ...        "\\printbibliography[keyword=peer] \\printbibliography[keyword=review]")
    >>> [(at, [line for line, _ in lines]) for at, lines in printed_lists(src, 0)]
    [(195, ['Tides. J (2020).']), (228, ['Review of Looms. J (2021).'])]
    """
    prints = list(PRINTED_RE.finditer(source, start))
    entries = _entries(source) if prints else []
    filtered = [m for m in prints if _FILTER_RE.search(m.group(0))]
    if not entries or not filtered:
        return [(prints[0].start(), [(line, at) for line, at, _ in entries])] if entries else []
    return [(m.start(), [(line, at) for line, at, e in entries if _lets_through(m.group(0), e)]) for m in filtered]


# biblatex's filters of a printed list: \printbibliography[keyword=peer,type=article], notkeyword, nottype
_FILTER_RE = re.compile(r"\b(?P<not>not)?(?P<what>keyword|type)\s*=\s*\{?(?P<value>[\w-]+)")


def _lets_through(command: str, entry: Entry) -> bool:
    keywords = {k.strip().lower() for k in re.split(r"[,;]", _field(entry, "keywords")) if k.strip()}
    for f in _FILTER_RE.finditer(command):
        value = f.group("value").lower()
        found = value in keywords if f.group("what") == "keyword" else entry.entry_type.lower() == value
        if found == bool(f.group("not")):
            return False
    return True


def _entries(source: str) -> list[tuple[str, int, Entry]]:
    out: list[tuple[str, int, Entry]] = []
    for block in _FILECONTENTS_RE.finditer(source):
        if not block.group("name").strip().endswith(".bib") and "@" not in block.group("body"):
            continue
        first_line = source.count("\n", 0, block.start("body")) + 1
        body = block.group("body")
        library = bibtexparser.parse_string(body)
        for entry in library.entries:
            if line := citation(entry):
                out.append((line, first_line + entry.start_line, entry))  # (bibtexparser counts lines from 0)
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
        closing = f"{journal} {volume} ({year})" if volume else f"{journal} ({year})"
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
    else:
        where = (
            _field(entry, "howpublished") or _field(entry, "institution") or journal
            or _field(entry, "organization") or _field(entry, "note")  # biblatex's @online names its site so
        )
        closing = f"{where}, {year}" if where else year
    authors = _authors(entry)
    head = f"{authors}. " if authors else ""
    addendum = _field(entry, "addendum")
    status = f" {addendum.rstrip('.')}." if _STATUS_RE.match(addendum) else ""  # "Under review at *Nano Lett.*"
    ended = title if title[-1] in "?!" else f"{title}."  # "Who Knew?" ends its own sentence
    return f"{head}{ended} {closing.strip(', ')}.{status}"


# An ``addendum`` that says where a paper stands (the other addenda, "C.O. and A.B. contributed equally", are
# notes of no reader's concern)
_STATUS_RE = re.compile(r"(?i:under review|submitted|in revision|accepted|in press|to appear)\b")
