"""A JSON Resume education entry read as a degree: the degree and its field, and the thesis and advisors its
own keys give or its summary, courses or highlights label; and the doctorate's advisors and thesis where the
resume tells of them elsewhere (the basics' summary, the references, a thesis among the publications). Pure:
no I/O.

Used by :mod:`cvkg.extract.jsonresume`, which finds the entries and their lines.

>>> degree_field("Ph.D. in Robotics", None)
('Ph.D.', 'Robotics')
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from cvkg.extract import jsonresume_custom as custom
from cvkg.extract import names as nm
from cvkg.extract.degrees import find_degree
from cvkg.extract.jsonresume_values import field_text, first_text, name_list, place_name
from cvkg.model import Degree, Period, Publication, PublicationKind, SourceSpan

_EDU_LABEL_RE = re.compile(
    r"(?:^|(?<=[\s.;,(]))(?P<label>thesis(?: title)?|dissertation|(?:co-?)?advis[eo]rs?|supervisors?"
    r"|advised by|supervised by|(?:(?:thesis |dissertation |doctoral )?committee(?: members?)?|readers?)(?=\s*:)"
    # other languages' labels: "Tesis:", "Tesi:", "Thèse :", "Director:", "tutor:", "Betreuer:", "Orientadora:"
    r"|(?:tesis|tesi|tese|th[èe]se|doktorarbeit|dissertação)(?=\s*:)"
    r"|(?:director[a]?|directeur|directrice|tutor[a]?|relatore|betreuer(?:in)?|doktorvater|orientador[a]?"
    r"|promotor)(?=\s*:))"
    r"\s*:?\s*",
    re.I,
)
# the members of a thesis committee who chaired it: "Committee: A (chair), B (co-chair), C"
_CHAIRS_RE = re.compile(r"([^,;()]+?)\s*\((?:co-?)?chair\)", re.I)
# A doctorate the resume's own summary tells of: 'the thesis "Title", supervised by Prof. A and Dr. B.'
_SUMMARY_THESIS_RE = re.compile(r"\b(?:thesis|dissertation)\s+(?:titled\s+|entitled\s+)?[\"“]([^\"”]{8,})[\"”]", re.I)
_SUMMARY_ADVISORS_RE = re.compile(r"\b(?:supervised|advised|co-supervised)\s+by\s+([^.;]+)", re.I)
# Where a degree's advisors are kept, by the schema's extenders and by hand
_ADVISOR_KEYS = ("advisors", "advisor", "supervisors", "supervisor", "x-advisors", "x-advisor", "x-supervisors")
_ADVISOR_NOTE_RE = re.compile(r"\b(?:co-?)?(?:advis[eo]rs?|supervisors?|supervised by)\s*:?\s*(.+)$", re.I)
_DOCTORATE_RE = re.compile(
    r"(?:Ph\.?\s?D|D\.?\s?Phil|Doctor|Doctorate|Dr\.?\s?(?:rer|phil|sc)|Sc\.?D|Ed\.?D)\b", re.I
)
# A reference who supervised it: {"name": "Prof. A, Univ", "reference": "PhD supervisor. Contact: ..."}
_SUPERVISOR_REF_RE = re.compile(
    r"\b(?:ph\.?d\.?|doctoral|thesis|dissertation)\s+(?:co-?)?(?:supervisor|advis[eo]r)", re.I
)


# "Master's thesis: T", "Senior thesis: T": the label says whose degree's thesis, which the entry already says
_LEVEL_LEAD_RE = re.compile(
    r"^(?:master'?s?|bachelor'?s?|ph\.?\s?d\.?|doctoral|diploma|honou?rs|senior|undergraduate)['’]?s?\s+(?=thesis\b)",
    re.I,
)


def read_degree(entry: dict[str, Any], *, span: SourceSpan, period: Period) -> Degree:
    """An education entry: its degree and field, its thesis and advisors from keys of their own or labelled in
    its summary, courses or highlights."""
    degree, field = degree_field(
        # ("title", last: a resume of its own keys names the degree and field so, "Ph.D. Ecology")
        first_text(entry, "studyType", "degree", "type", "qualification", "title") or "",
        first_text(entry, "area", "field", "major", "studyField", "subject", "discipline"),
    )
    # a thesis and advisors said in the summary, or as labelled lines of "courses" (hand-edited resumes)
    courses = [
        c
        for key in ("courses", "highlights")
        if isinstance(entry.get(key), list)
        for c in (_LEVEL_LEAD_RE.sub("", c.strip()) for c in entry[key] if isinstance(c, str))
        if _EDU_LABEL_RE.match(c)
    ]
    said = [_plain(first_text(entry, "summary", "description", "note") or ""), *courses]
    if (score := field_text(entry, "score")) and _EDU_LABEL_RE.search(score):
        said.append(score)  # "score": "Tesi: T; tutor: Prof. A" (an export's field for the grade)
    labels = _labelled(" ".join(said).strip())
    thesis = first_text(entry, "thesis", "dissertation", "x-thesis", "x-dissertation", "thesisTitle")
    # "Senior thesis with Dr. A B": the thesis's advisor, the thesis untitled
    supervised = custom.THESIS_WITH_RE.match(thesis or "")
    advisors = (
        name_list(next((entry[k] for k in _ADVISOR_KEYS if entry.get(k)), None))
        or name_list(labels.get("advisors"))
        or (name_list(supervised.group("names")) if supervised else ())
    )
    return Degree(
        degree=degree,
        institution=first_text(entry, "institution", "school", "university", "name", "inst", "where"),
        span=span,
        field=field,
        location=place_name(entry.get("location")),
        period=period,
        advisors=advisors,
        dissertation=(None if supervised else thesis) or labels.get("thesis") or None,
    )


def degree_field(study_type: str, area: str | None) -> tuple[str, str | None]:
    """``"Ph.D. in Robotics"`` with no ``area`` -> (``"Ph.D."``, ``"Robotics"``); the degree written in the
    ``area`` and the subject in ``studyType`` are read the other way round.

    >>> degree_field("Physics", "Ph.D in Theoretical Physics")
    ('Ph.D', 'Theoretical Physics')
    """
    if area and _leads_with_degree(area) and not _leads_with_degree(study_type):
        degree, field = degree_field(area, None)
        return degree, field if field != area else (study_type or None)
    if area is None and (found := custom.degree_and_field(study_type))[1]:
        return found  # "B.S. Biology (minor in Chemistry)": the field after the degree, its notes dropped
    if area is None and (long := _degree_long_field(study_type)):
        return long  # "Ph.D. Science, Technology and Policy for Sustainable Change"
    if area is None and (m := re.match(r"^(.+?)\s+in\s+(.+)$", study_type)):
        return m.group(1).strip(" ,"), m.group(2).strip(" ,.")
    return study_type, area


# A field after its degree, long but capitalised, with no year, note or institution in it
_LONG_FIELD_RE = re.compile(r"^\s*(?:in\s+)?(?P<field>[A-Z](?:(?!\s(?:at|from)\s)[^\d()])*?)\s*$")


def _degree_long_field(text: str) -> tuple[str, str] | None:
    """``"Ph.D. Science, Technology and Policy for Change"`` -> (``"Ph.D."``, ``"Science, ... Change"``): a field
    longer than :func:`custom.degree_and_field` takes (six words), which a short note (``BA Hons``) never is."""
    if (m := find_degree(text)) is None or m.start() > 0 or not (rest := _LONG_FIELD_RE.match(text[m.end() :])):
        return None
    return (m.group(0), rest.group("field")) if len(rest.group("field").split()) > 6 else None


def _leads_with_degree(text: str) -> bool:
    return (m := find_degree(text.strip())) is not None and m.start() == 0


def _plain(text: str) -> str:
    """A description's HTML as text: ``<strong>Thesis:</strong> T<br>`` -> ``Thesis: T.``; a line break ends a
    sentence, so the labelled value before it ends there."""
    text = re.sub(r"\s*<br\s*/?>\s*", ". ", text, flags=re.I)
    return re.sub(r"<[^<>]+>", "", text)


def _labelled(text: str | None) -> dict[str, str]:
    """``"Thesis: T. Advisor: Prof. A B."`` -> {"thesis": "T", "advisor": "Prof. A B"}."""
    found: dict[str, str] = {}
    matches = list(_EDU_LABEL_RE.finditer(text or ""))
    for i, m in enumerate(matches):
        stop = matches[i + 1].start() if i + 1 < len(matches) else len(text or "")
        label = m.group("label").lower()
        value = (text or "")[m.end() : stop]
        if "committee" in label and (chairs := _CHAIRS_RE.findall(value)):
            found.setdefault("advisors", ", ".join(c.strip() for c in chairs))  # its chairs advised the thesis
            continue
        if "committee" in label or label.startswith("reader"):
            continue  # committee members and readers are no advisors; their label ends the thesis before it
        thesis_words = ("thesis", "dissertation", "tesis", "tesi", "tese", "thèse", "these", "doktor")
        key = "thesis" if label.startswith(thesis_words) else "advisors"
        if key == "advisors":
            # "Advisor: Prof. J. Pastor. Extraordinary Doctorate Award": the names end with their sentence (an
            # honorific's period ends none, and the names drop it anyway)
            value = re.split(r"(?<=[a-z]{2})\.\s+", re.sub(r"\b(?:Prof|Dr|Profs|Drs)\.\s*", "", value))[0]
        if value.rstrip(" .;,").endswith(")") and value.count(")") > value.count("("):
            value = value.rstrip(" .;,")[:-1]  # "(supervisors: A and B)": the bracket the label opened in
        value = re.sub(r"\s*\($", "", value.strip())  # "Thesis: T (supervisors: ...": the bracket it opens
        found.setdefault(key, value.strip(" .;,").strip("\"“”'‘’").rstrip("."))
    return found


def doctorate_completed(
    degrees: list[Degree],
    summary: str,
    references: object,
    publications: tuple[Publication, ...],
    thesis_notes: dict[str, str],
) -> tuple[Degree, ...]:
    """The doctorate's advisors and thesis where the resume gives them elsewhere than under the degree: in the
    basics' summary, among the references ("PhD supervisor"), or as a thesis among the publications (whose
    summary may name its advisor); ``thesis_notes`` are the publications' summaries by title."""
    at = next((i for i, d in enumerate(degrees) if _DOCTORATE_RE.match(d.degree)), None)
    if at is None:
        return tuple(degrees)
    phd = degrees[at]
    advisors = phd.advisors
    summary = re.sub(r"\b(?:Prof|Dr|Profs|Drs)\.\s*", "", summary)  # "supervised by Prof. A": no sentence end
    if not advisors and (m := _SUMMARY_ADVISORS_RE.search(summary)):
        advisors = tuple(nm.clean_name(n) for n in nm.split_names(m.group(1)).names)
    if not advisors and isinstance(references, list):
        advisors = tuple(
            nm.clean_name(str(r["name"]).split(",")[0])
            for r in references
            if isinstance(r, dict) and r.get("name") and _SUPERVISOR_REF_RE.search(str(r.get("reference") or ""))
        )
    thesis = phd.dissertation
    if thesis is None and (m := _SUMMARY_THESIS_RE.search(summary)):
        thesis = m.group(1).strip().rstrip(".")
    theses = [p for p in publications if p.kind is PublicationKind.THESIS and p.title]
    if thesis is None and len(theses) == 1:
        thesis = theses[0].title
    if not advisors and len(theses) == 1 and (said := _ADVISOR_NOTE_RE.search(thesis_notes.get(theses[0].title, ""))):
        advisors = tuple(nm.clean_name(n) for n in nm.split_names(said.group(1).rstrip(".")).names)
    degrees[at] = dataclasses.replace(phd, advisors=advisors, dissertation=thesis)
    return tuple(degrees)
