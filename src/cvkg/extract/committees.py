"""Dissertation committees the CV's subject sat on: the student's name, the year and the institution.

``Name (2021), Institution``; a labelled list ``Dissertation committees (Univ): A (2024), B (2025)``;
examinations ``External examiner, Ph.D. thesis of Name, Univ (2021)``; tables; year headings over the items.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

from cvkg.extract import degrees, labels, layout
from cvkg.extract import names as nm
from cvkg.extract.places import INSTITUTION_RE
from cvkg.extract.sections import Section
from cvkg.model import Committee, SourceDocument, SourceSpan


def committees(section: Section, doc: SourceDocument, organizations: Sequence[str] = ()) -> list[Committee]:
    """Dissertation committees: the student's name, the year and the institution.

    ``Name (2021), Institution``; a labelled list ``Dissertation committees (Univ): A (2024), B (2025)``;
    examinations ``External examiner, Ph.D. thesis of Name, Univ (2021)`` and
    ``External examiner: Univ (PhD of Name, 2018); Univ (...)``. A label's short name of the institution
    (``(Brown)``) is named as the CV names it among ``organizations``, its positions and degrees
    (``Brown University``); an item's own school stays as that item writes it.
    """
    out: list[Committee] = []
    raw = dict(section.lines)
    years = labels.group_years(section.lines)  # "### 2024" over "- Name, Univ": the year of the items under it
    kept = [(n, "" if labels.is_column_header(t) or n not in years else t) for n, t in section.lines]
    kept = layout.join_dotted_paragraphs(kept)  # "2026 A, Univ · 2025 B," over "Univ": one list
    for block in layout.blocks(kept):
        cells = layout.cells(raw[block.first])  # a table's row "Name  Institution  Year": its cells
        text = ", ".join(cells) if len(cells) >= 3 else layout.wrapped_text(block)
        text = text if layout.DOT_SEPARATOR_RE.search(text) else _year_last(text)  # (a dotted list's items: each)
        # "### Dissertation committees, Vanderbilt University": the heading names the school of them all
        institution = _heading_school(layout.plain(section.title))
        for _ in range(2):  # "Assessment: Doctoral committees: A (Univ, 2022)": a label over a label
            if not (found := labels.split_label(text)) or nm.is_name(found[0]):
                break
            text = found[1]
            if m := re.search(r"\(((?-i:[A-Z])[^()]*)\)", found[0]):  # ("(reader)", "(outside member)": a role)
                institution = _in_full(m.group(1).strip(), organizations)  # "Dissertation committees (Brown): ..."
        if (whole := _ROLE_AT_SCHOOL_RE.match(text)) and all(_committee_name(i) for i, _ in _items(whole.group(2))):
            # "Outside member, Elm U dissertation committees: A (Geography, 2021); B (...)": the school of them all
            text, institution = whole.group(2), _label_school(whole.group(1)) or institution
        span = doc.span(block.first, block.last)
        for item, shared in _items(text):
            school = shared or institution
            if (own := _ROLE_AT_SCHOOL_RE.match(item)) and _committee_name(own.group(2)):
                # "External examiner, PhD, University of X: Name (2019)": the role and the school, then the student
                item, school = own.group(2), _label_school(own.group(1)) or school
            if name := _committee_name(item):
                found_committee = _committee(item, name, span, school)
                if found_committee.year is None and years[block.first] is not None:
                    found_committee = dataclasses.replace(found_committee, year=years[block.first])
                out.append(found_committee)
    return out


_LEAD_YEAR_RE = re.compile(r"^((?:19|20)\d\d)(?:\s*[:,–—-]\s*|\s+)(?=[A-Z])")


def _year_last(text: str) -> str:
    """``2023: Name, PhD, Univ`` and ``Name — PhD, Univ`` as ``Name, PhD, Univ, 2023``: the shape items take."""
    text = re.sub(r"\s+[—–]\s+", ", ", text)
    m = _LEAD_YEAR_RE.match(text)
    return f"{text[m.end() :].rstrip(' .')}, {m.group(1)}" if m else text


def _semicolon_items(text: str) -> list[str]:
    return [p.strip() for p in re.split(r";(?![^()]*\))", text) if p.strip()]


# "..., all UNC Biostatistics", "both at Elm University": the school of every name before it
_SHARED_RE = re.compile(r"^(?:all|both)\s+(?:(?:at|in|from)\s+)?(\S.*)$", re.I)


def _items(text: str) -> list[tuple[str, str | None]]:
    """The items of a list of committees, each with the school a closing ``all X`` gives them: names apart
    by commas or semicolons, or statements apart by semicolons (``A (2020), B (2022), all X; examiner for C``)."""
    dotted = [_year_last(p.strip(" .")) for p in layout.DOT_SEPARATOR_RE.split(text)]
    if len(dotted) > 1 and all(_committee_name(p) for p in dotted):
        return [(p, None) for p in dotted]  # "2026 A, Univ X · 2025 B, Univ Y": a Markdown page's list
    # (a serial list's last name after "and": "A (2020), B (2022), and C (2024)")
    parts = [re.sub(r"^(?:and|&)\s+", "", p.strip()) for p in re.split(r"[;,](?![^()]*\))", text) if p.strip()]
    if len(parts) > 1 and all(_committee_name(p) for p in parts):
        return [(p, None) for p in parts]
    school = parts[-1] if len(parts) > 2 and not re.search(r"\d", parts[-1]) else ""  # no year: it closes no item
    if (INSTITUTION_RE.search(school) or _SCHOOL_INITIALS_RE.fullmatch(school)) and all(
        _committee_name(p) for p in parts[:-1]
    ):
        return [(p, school) for p in parts[:-1]]  # "A (2020), B (2022), UVM": the school of every name before it
    out: list[tuple[str, str | None]] = []
    for statement in _semicolon_items(text):
        names = [p.strip() for p in re.split(r",(?![^()]*\))", statement) if p.strip()]
        shared = _SHARED_RE.match(names[-1]) if len(names) > 2 else None
        names = names[:-1] if shared else names
        if shared and all(_committee_name(p) for p in names):
            out.extend((p, shared.group(1).strip(" .")) for p in names)
        else:
            out.append((statement, None))
    return out


# "External examiner, PhD, University of X: Name (2019)": who one was, where, then the student
_ROLE_AT_SCHOOL_RE = re.compile(r"^([^:;()]{3,80}?):\s+(\S.*)$")
_COMMITTEE_WORDS_RE = re.compile(
    r"\s+(?:(?:dissertation|thesis|doctoral|ph\.?\s?d\.?)\s+)?(?:committees?|defen[cs]es?|jur(?:y|ies))$", re.I
)


def _heading_school(heading: str) -> str | None:
    """The institution a heading names after its comma: "Dissertation committees, Vanderbilt University"."""
    _, comma, rest = heading.partition(",")
    return rest.strip(" :") if comma and INSTITUTION_RE.search(rest) else None


def _label_school(label: str) -> str | None:
    """The school a label names among the subject's role and the degree: ``External examiner, PhD, University of X``,
    ``Outside member, UW–Madison dissertation committees`` (a short name before the committees)."""
    for piece in (p.strip() for p in label.split(",")):
        bare = _COMMITTEE_WORDS_RE.sub("", piece)
        if INSTITUTION_RE.search(bare):
            return bare
        if bare != piece and re.fullmatch(r"(?-i:[A-Z])\S*(?:\s(?-i:[A-Z])\S*){0,2}", bare):
            return bare
    return None
# "Ph.D. thesis of Name", "(PhD of Name, 2018)", "committee for Name"
_OF_NAME_RE = re.compile(r"\b(?:of|for|de|di|von)\s+([A-Z][^,;()]*?)(?=\s*[,;()]|\s*$)")


def _committee_name(item: str) -> str | None:
    """The student an item names: its head (``Name (2021)``), or the one a thesis is ``of``."""
    m = re.match(r"^([^(,;:]+?)\s*(?:\(|,|;|$)", item)
    if m and INSTITUTION_RE.search(m.group(1)):
        # "Universidad de X (A. Name, 2014)": the institution first, the student in the parenthesis
        inner = re.match(r"^[^(]*\(([^(),;]+?)\s*(?:[,;)])", item)
        if inner and nm.is_name(inner.group(1)):
            return nm.clean_name(inner.group(1))
    elif m and nm.is_name(m.group(1)):
        return nm.clean_name(m.group(1))
    for found in _OF_NAME_RE.finditer(item):
        if nm.is_name(found.group(1)):
            return nm.clean_name(found.group(1))
    return None


# "(UC Santa Barbara, 2024)": what stands in parentheses before the year
# ... after the degree: "(Ph.D., Tulane, 2024)"
_PLACE_AND_YEAR_RE = re.compile(r"\((?:[^(),]*,\s*)?(?-i:([A-Z][\w.&'’ -]{1,60}?)),\s*(?:19|20)\d\d\)")


# A school's initials: "UPV/EHU", "KU Leuven" is named in words; "ETH", "NTNU", "UCL"
_SCHOOL_INITIALS_RE = re.compile(r"[A-Z]{2,6}(?:[/-][A-Z]{2,6})?")


# The subject's role in an examination, first in its item: "Faculty opponent", "External examiner"
_ROLE_RE = re.compile(r"\b(?:opponent|examiner|committee member)$", re.I)


def _committee(item: str, name: str, span: SourceSpan, institution: str | None) -> Committee:
    year_m = re.search(r"\b(?:19|20)\d\d\b", item)
    pieces = [re.sub(r"\b(?:19|20)\d\d\b", "", p).strip(" ,;()") for p in re.split(r"[,;()]", item)]
    # (the role is no school, though its words may name one's parts: "Faculty opponent")
    schools = (p for p in pieces if p and name not in p and INSTITUTION_RE.search(p) and not _ROLE_RE.search(p))
    named = next(schools, None)
    if (
        named is None and institution is None
        and (m := _PLACE_AND_YEAR_RE.search(item)) and not degrees.DEGREE_RE.match(m.group(1))
    ):
        named = m.group(1)  # "of Name (UC Santa Barbara, 2024)": a school named without "University"
    if named is None and len(kept := [p for p in pieces if p]) >= 2 and _SCHOOL_INITIALS_RE.fullmatch(kept[-1]):
        named = kept[-1]  # "committee of Name, UPV/EHU, 2025": a school named by its initials, last
    return Committee(name, span, year=int(year_m.group(0)) if year_m else None, institution=named or institution)


def _in_full(short: str, organizations: Sequence[str]) -> str:
    """A short name of an institution (``Brown``) as the CV names it elsewhere (``..., Brown University``)."""
    if INSTITUTION_RE.search(short) or len(short.split()) > 2:
        return short
    word = re.compile(rf"(?<![\w-]){re.escape(short)}(?![\w-])")
    parts = (p.strip() for org in organizations for p in org.split(","))
    return next((p for p in parts if INSTITUTION_RE.search(p) and word.search(p)), short)
