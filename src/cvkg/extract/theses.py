"""A thesis cited in a publication list: the words that say so, and the institution that stands for its venue.

APA sets them after the title, ``Title (Doctoral dissertation, University of X). ProQuest.`` or ``Title
[Master's thesis, University of X]``; IEEE, Chicago and Harvard after it, ``Ph.D. dissertation, Dept. Civil
Eng., X Univ., City, 2019``, ``PhD diss., University of X, 2019``; ABNT ``Tese (Doutorado em X) – Escola Y,
Universidade Z, City, 2018``. The venue kept is the institution: departments, towns and years go. Pure.
"""

from __future__ import annotations

import re

from cvkg.extract.places import is_city, is_place

# The degree's words in English, Portuguese, Spanish, French, German and Italian
_THESIS_WORDS = (
    r"(?:(?:Unpublished|Doctoral|Ph\.?\s?D\.?|Master'?s|M\.?\s?A\.?|M\.?\s?Sc?\.?|M\.?\s?Phil\.?|Bachelor'?s|B\.?\s?Sc\.?"
    r"|Honou?rs|Diploma|Diplom|Licentiate|Habilitation|Senior|Undergraduate)\s+)+(?:thesis|dissertation|diss\.)"
    r"|Tese|Tesis|Th[eè]se|Disserta[çc][ãa]o|Disertaci[óo]n|Dissertation|Doktorarbeit|Tesi(?:\s+di\s+\w+)?"
)
# The degree after the word in Spanish, Portuguese, French and Italian: "Tesis doctoral", "Tese de doutorado"
_DEGREE_AFTER = (
    r"(?:doctoral|de doutorado|de mestrado|de maestr[íi]a|de licenciatura|de doctorat|di laurea|di dottorato)"
)
# APA's description after a title: "(Doctoral dissertation, University of X)", "[Master's thesis, X]"
_DESCRIBED_RE = re.compile(rf"\s*[(\[]\s*(?P<what>{_THESIS_WORDS})\s*(?:,\s*(?P<at>[^()\[\]]+?))?\s*[)\]]", re.I)
# A venue that opens with the words: "Ph.D. dissertation, X", "Tese (Doutorado em X) – Y", "PhD thesis. X"
_LEADING_RE = re.compile(
    rf"^\s*(?:(?:19|20)\d\d\.\s+)?(?:\d+\s*(?:f|p|pp)\.\s+)?"
    rf"\[?(?P<what>(?:{_THESIS_WORDS})(?:\s+{_DEGREE_AFTER})?)\]?"
    r"(?:\s*\([^()]*\))?\s*(?:[,.:]|\s[–—-]{1,2})\s*(?P<at>.+)$",
    re.I,
)
_DEPARTMENT_RE = re.compile(r"^(?:Dept\.|Dep\.|Department\b|Departamento\b|D[ée]partement\b|Dipartimento\b)", re.I)
_YEAR_RE = re.compile(r"\b(?:19|20)\d\d\b")
_YEAR_PIECE_RE = re.compile(r"^(?:(?:19|20)\d\d[a-z]?|\d+\s*(?:f|p|pp)\.?)$")


def take_description(title: str, venue_text: str) -> tuple[str, str, bool]:
    """A title that ends with APA's thesis description: the title without it, the institution first in the
    venue text, and whether one was found.

    >>> take_description("Tides (Doctoral dissertation, University of Vell)", "ProQuest (123)")
    ('Tides', 'University of Vell', True)
    >>> take_description("Tides [Master's thesis]", "")
    ('Tides', '', True)
    >>> take_description("Tides [dissertation]", "Vell: University of Vell; 2020.")
    ('Tides', 'University of Vell, 2020', True)
    """
    m = _DESCRIBED_RE.search(title)
    if m is None or m.start() == 0 or title[m.end() :].strip(" .,"):
        return title, venue_text, False
    at = m.group("at") or ((imprint := _NLM_IMPRINT_RE.match(venue_text)) and imprint.group("at")) or ""
    return title[: m.start()].rstrip(" .,"), _with_year(place_of_study(at), venue_text), True


# NLM's imprint after "[dissertation]": "Witten: Universität Witten/Herdecke; 2020.", "Boston (MA): X University;
# 2019." -- the institution between the town and the year
_NLM_IMPRINT_RE = re.compile(r"^\s*(?:[A-Z][^:;]{1,40}:\s*)?(?P<at>[^:;]{3,}?)\s*;\s*(?:19|20)\d\d")


def _with_year(place: str, venue_text: str) -> str:
    """The institution and the year the venue text gave (the venue reader takes it from there)."""
    year = _YEAR_RE.search(venue_text)
    return ", ".join(filter(None, (place, year.group(0) if year else "")))


def institution(venue_text: str) -> tuple[str, bool]:
    """Venue text that opens with a thesis's words -> the institution alone, and whether it did.

    >>> institution("Ph.D. dissertation, Dept. Civil Eng., Vell Technical Univ., Ankara, 2019")
    ('Vell Technical Univ., 2019', True)
    >>> institution("Tese (Doutorado em Enfermagem) – Escola de Enfermagem, Universidade de Vell, Campinas, 2018.")
    ('Escola de Enfermagem, Universidade de Vell, 2018', True)
    """
    m = _LEADING_RE.match(venue_text)
    if m is None:
        return _closing(venue_text)
    return _with_year(place_of_study(m.group("at")), venue_text), True


# The Unified Style Sheet's thesis, its words after the university: "Los Angeles: University of X dissertation."
_CLOSING_RE = re.compile(
    r"^\s*(?:[A-Z][^:,]{1,40}(?:,\s*[A-Z]{2})?:\s*)?(?P<at>[^:]*\b(?:Universit\w*|College|Institute|School)\b[^:]*?)"
    r"\s+(?:(?:doctoral|Ph\.?\s?D\.?|MA|M\.A\.|master'?s)\s+)?(?:dissertation|thesis)\b\.?(?=\s*(?:,\s*(?:19|20)\d\d)?\W*$)"
)


def _closing(venue_text: str) -> tuple[str, bool]:
    """Venue text that closes with a thesis's words after its university -> the university alone, and whether
    it did."""
    m = _CLOSING_RE.match(venue_text)
    if m is None:
        return venue_text, False
    return _with_year(m.group("at").strip(" ,."), venue_text), True


def place_of_study(text: str) -> str:
    """``Dept. X, Vell Univ., Campinas, 2018.`` -> ``Vell Univ.``: departments, towns, years and page counts go."""
    text = re.split(r"(?<=[a-z]{5})\.\s+", text.strip(), maxsplit=1)[0]  # "Univ. of X. ProQuest": the database goes
    pieces = [p.strip() for p in re.split(r",\s*", text.strip(" .;")) if p.strip()]
    kept = [p for p in pieces if not _DEPARTMENT_RE.match(p) and not _YEAR_PIECE_RE.match(p)]
    while len(kept) > 1:
        if len(kept) > 2 and is_place(", ".join(kept[-2:])):  # "Boston, MA", "Recife, Brazil"
            del kept[-2:]
        elif is_city(kept[-1]) or is_place(kept[-1]):
            kept.pop()
        else:
            break
    return ", ".join(kept) if kept else text.strip(" .")
