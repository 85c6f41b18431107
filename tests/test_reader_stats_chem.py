"""Statistics and physical chemistry CVs: the IMS's journal reference (volume and pages with no comma between),
"Revision requested by" a journal, an R package named in lower case, awesome-cv papers whose year sits one field
late or that have one author, and a title that ends in a unit ("at 77 K.")."""

from __future__ import annotations

import pytest

from cvkg.extract.citations import parse_citation
from cvkg.model import PublicationKind
from tests.readers import read_tex as _tex


@pytest.mark.parametrize(
    ("entry", "venue"),
    [
        ("Lindqvist, P. (2023). Inference after selection. *Ann. Statist.* **52** 1120–1149.", "Ann. Statist."),
        ("Lindqvist, P. (2023). Inference after selection. *Bernoulli* **29** 1702--1731.", "Bernoulli"),
        ("Lindqvist, P. (2023). Inference after selection. Biometrika 108 811–826.", "Biometrika"),
    ],
)
def test_an_ims_journal_reference(entry: str, venue: str) -> None:
    found = parse_citation([entry])
    assert found is not None
    assert (found.title, found.venue, found.year) == ("Inference after selection", venue, 2023)
    assert any(n.startswith("pages ") for n in found.notes)


def test_a_pages_range_that_could_be_years_stays_years_without_a_volume() -> None:
    found = parse_citation(["Lindqvist, P. Inference after selection. Annual Report 2019–2020."])
    assert found is not None and not any(n.startswith("pages ") for n in found.notes)


def test_a_revision_requested_by_a_journal_is_a_note_on_an_eprint() -> None:
    found = parse_citation([
        "Wen, L. and Lindqvist, P. (2024). E-values for testing. arXiv:2410.03315. Revision requested by "
        "*J. R. Stat. Soc. Ser. B*."
    ])
    assert found is not None
    assert (found.venue, found.kind) == ("arXiv:2410.03315", PublicationKind.PREPRINT)
    assert found.notes == ("Revision requested by J. R. Stat. Soc. Ser. B.",)


def test_a_major_revision_requested_names_the_journal_as_venue() -> None:
    found = parse_citation(["Wen, L. (2024). E-values for testing. Major revision requested by Biometrika."])
    assert found is not None
    assert (found.venue, found.kind) == ("Biometrika", PublicationKind.PREPRINT)


def test_a_package_named_in_lower_case_is_a_project() -> None:
    facts = _tex(
        "\\documentclass{moderncv}\\name{Pia}{Lindqvist}\\begin{document}\\makecvtitle\n"
        "\\section{Software}\n\\cvlistitem{\\texttt{selconf}: R package for selective conformal inference "
        "(CRAN, 2024).}\n\\end{document}"
    )
    assert [(p.name, p.description) for p in facts.projects] == [
        ("selconf", "R package for selective conformal inference (CRAN).")
    ]


def test_awesome_cv_papers_with_the_year_one_field_late_and_one_author() -> None:
    facts = _tex(
        "\\documentclass{awesome-cv}\\name{Lukas}{Brandt}\\begin{document}\\makecvheader\n"
        "\\cvsection{Publications}\n\\begin{cventries}\n"
        "\\cventry{L. Brandt, H. Nguyen*}{Vibronic Coherence in a Light-Harvesting Complex at 77 K}"
        "{Proc. Natl. Acad. Sci. U.S.A. 118, e2104455118}{}{2021}{}\n"
        "\\cventry{L. Brandt*}{Interfacial Spectroscopy: Twenty Years of SFG}{Annu. Rev. Phys. Chem. (in press)}"
        "{}{2025}{}\n\\end{cventries}\n\\end{document}"
    )
    assert [(p.title, p.venue, p.year) for p in facts.publications] == [
        ("Vibronic Coherence in a Light-Harvesting Complex at 77 K", "Proc. Natl. Acad. Sci. U.S.A.", 2021),
        ("Interfacial Spectroscopy: Twenty Years of SFG", "Annu. Rev. Phys. Chem.", 2025),
    ]


def test_a_degree_in_an_awesome_cv_entry_is_no_author() -> None:
    facts = _tex(
        "\\documentclass{awesome-cv}\\name{Lukas}{Brandt}\\begin{document}\\makecvheader\n"
        "\\cvsection{Education}\n\\begin{cventries}\n"
        "\\cventry{M.S. Physics}{Technical University of Munich}{Munich, Germany}{2014 - 2016}{}\n"
        "\\end{cventries}\n\\end{document}"
    )
    assert [(e.degree, e.institution) for e in facts.education] == [("M.S.", "Technical University of Munich")]


def test_a_grants_amount_in_moderncvs_grade_field_is_no_award_of_its_own() -> None:
    facts = _tex(
        "\\documentclass{moderncv}\\name{Pia}{Lindqvist}\\begin{document}\\makecvtitle\n"
        "\\section{Grants}\n\\cventry{2016--2020}{K01 HL133920}{NIH/NHLBI}{PI}{\\$612,000}{}\n"
        "\\cventry{2015--2016}{Junior Faculty Development Award}{Office of the Provost}{PI}{\\$10,000}{}\n"
        "\\end{document}"
    )
    assert [a.name for a in facts.awards] == [
        "K01 HL133920, NIH/NHLBI",
        "Junior Faculty Development Award, Office of the Provost",
    ]
