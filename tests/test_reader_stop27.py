"""Stop 27: a title in its own language with its English translation in brackets after it (APA's and NLM's
"Original [Translation]") in a JSON entry's title, as citations already read it. People and papers are invented."""

from __future__ import annotations

import json

from cvkg.export import to_layout
from cvkg.extract import extract
from cvkg.ingest import read_source
from cvkg.model import SourceDocument


def test_a_json_title_with_its_translation_in_brackets() -> None:
    data = {
        "basics": {"name": "Marta Dvořák"},
        "publications": [
            {"name": "Ztracené hlasy: ženy v tiskárnách [Lost Voices: Women in the Print Shops]",
             "publisher": "Academia", "releaseDate": "2021"},
            {"name": "Пражские типографии и эмиграция [Prague Printers and the Emigration, 1921–1938]",
             "publisher": "Slavic Review", "releaseDate": "2016"},
        ],
    }
    text = json.dumps(data, indent=1, ensure_ascii=False)
    record = extract(SourceDocument(path="cv.json", media_type="application/json", text=text, sha256="0"))
    papers = to_layout(record)["publications"]
    assert [p["title"] for p in papers] == [
        "Ztracené hlasy: ženy v tiskárnách",
        # numbers the title does not have: the bracket stays
        "Пражские типографии и эмиграция [Prague Printers and the Emigration, 1921–1938]",
    ]
    assert "English title: Lost Voices: Women in the Print Shops" in papers[0]["notes"]


def _layout(tmp_path, text: str, name: str = "cv.md") -> dict:
    """The gold layout of a CV written to ``name``."""
    source = tmp_path / name
    source.write_text(text, encoding="utf-8")
    return to_layout(extract(read_source(source)))


def _awards(tmp_path, text: str) -> list[tuple[str, object]]:
    return [(a["name"], a["year"]) for a in _layout(tmp_path, text, "cv.txt")["awards"]]


_FUNDING = """Tomasz Elmgren-Ruiz, PhD

RESEARCH FUNDING

Active

NIH/NIA R01 AG071234
Elmgren-Ruiz (PI), 20% effort
07/01/2021 – 06/30/2026
Sleep fragmentation and memory in older adults
The goal of this project is to test whether sleep fragmentation predicts memory decline.

Hollis Foundation 22-0917
Site PI
2022 – 2024 (no-cost extension to 2025)
Actigraphy norms for shift workers

Completed

NIH/NIA F32 AG058812
Elmgren-Ruiz (PI); sponsor: R. T. Obi
2016 – 2018
Napping and consolidation in midlife

HONORS

2019  Young Investigator Award, Sleep Research Society
"""


def test_grants_written_a_paragraph_each(tmp_path) -> None:
    """pdftotext's research support: funder and number, the role, the dates, the title, a description."""
    assert _awards(tmp_path, _FUNDING) == [
        ("NIH/NIA R01 AG071234, Sleep fragmentation and memory in older adults", "2021-2026"),
        ("Hollis Foundation 22-0917, Actigraphy norms for shift workers", "2022-2024"),
        ("NIH/NIA F32 AG058812, Napping and consolidation in midlife", "2016-2018"),
        ("Young Investigator Award", 2019),
    ]


def test_one_paragraph_with_a_role_is_no_grant_layout(tmp_path) -> None:
    """A single paragraph that happens to hold a role and a date line: the list reader reads it as before."""
    text = _FUNDING.split("Hollis Foundation")[0] + "\nHONORS\n\n2019  Young Investigator Award\n"
    assert ("NIH/NIA R01 AG071234, Sleep fragmentation and memory in older adults", "2021-2026") not in _awards(
        tmp_path, text
    )


def test_grants_in_the_nih_other_support_layout(tmp_path) -> None:
    """The number, the role in brackets and the dates on one line, the funder below, the title in italics, the
    goals: the golds name it funder, number, title."""
    text = (
        "# Ines Marlow-Achebe\n\n## RESEARCH SUPPORT\n\n### Active\n\n"
        "R01 HL140221 (PI: Marlow-Achebe) 08/01/2022 – 07/31/2027\nNIH/NHLBI\n"
        "*Airway remodeling after early-life viral infection*\n"
        "The major goals are to map airway remodeling in a birth cohort.\n\n"
        "U54 AI170792 (MPI: Marlow-Achebe, Sato) 09/15/2021 – 08/31/2026\nNIH/NIAID\n"
        "*Mucosal immunity in the ageing lung*\n\n"
        "### Completed\n\n"
        "Career Development Award 2016-0042 (PI) 2016 – 2019\nParker B. Francis Foundation\n"
        "*Epithelial repair in chronic asthma*\n"
    )
    assert [(a["name"], a["year"]) for a in _layout(tmp_path, text)["awards"]] == [
        ("NIH/NHLBI, R01 HL140221, Airway remodeling after early-life viral infection", "2022-2027"),
        ("NIH/NIAID, U54 AI170792, Mucosal immunity in the ageing lung", "2021-2026"),
        ("Parker B. Francis Foundation, Career Development Award 2016-0042, Epithelial repair in chronic asthma",
         "2016-2019"),
    ]



def test_papers_under_a_reviews_heading_are_no_research_articles(tmp_path) -> None:
    """What the CV itself calls reviews, commentaries or editorials is other writing, whatever journal prints it;
    the research articles above stay journal articles."""
    text = (
        "# Ines Marlow-Achebe\n\n## Publications\n\n### Original research articles\n\n"
        "1. Marlow-Achebe I, Sato K. Airway remodeling after early-life viral infection. Thorax. "
        "2023;78(4):301-309.\n\n"
        "### Reviews, commentaries and editorials\n\n"
        "2. Marlow-Achebe I. Epithelial repair in chronic asthma. Eur Respir Rev. 2022;31(164):220031.\n"
        "3. Sato K, Marlow-Achebe I. The ageing lung. Am J Respir Crit Care Med. 2021;203(2):150-152.\n"
    )
    papers = _layout(tmp_path, text)["publications"]
    assert [(p["venue"], p["kind"]) for p in papers] == [
        ("Thorax", "journal"),
        ("Eur Respir Rev", "other"),
        ("Am J Respir Crit Care Med", "other"),
    ]


def test_clinical_doctorates_written_with_stops(tmp_path) -> None:
    """Audiology's, physical therapy's and optometry's doctorates open an education entry as a Ph.D. does."""
    text = (
        "# Ines Marlow-Achebe\n\n## Education\n\n"
        "- Ph.D., Hearing Science, Northgate University, 2015\n"
        "- Au.D., Audiology, Northgate University, 2011\n"
        "- D.P.T., Physical Therapy, Riverside College, 2008\n"
        "- O.D., Optometry, Lakeside College of Optometry, 2005\n"
    )
    degrees = _layout(tmp_path, text)["education"]
    assert [(d["degree"], d["institution"], d["end"]) for d in degrees] == [
        ("Ph.D.", "Northgate University", "2015"),
        ("Au.D.", "Northgate University", "2011"),
        ("D.P.T.", "Riverside College", "2008"),
        ("O.D.", "Lakeside College of Optometry", "2005"),
    ]
