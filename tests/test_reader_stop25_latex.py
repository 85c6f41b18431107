"""Stop 25 (LaTeX templates outside the humanities): INFORMS author lists with several inverted names, Elsevier's
numbered references, MEDLINE article types, report numbers, awesome-cv entries whose authors sit in the description
or are written in full, Friggeri entries with the venue in the title's slot, and kind labels for reports and book
reviews. People, papers and numbers are invented."""

from __future__ import annotations

import pytest

from cvkg.export import to_layout
from cvkg.extract import extract
from cvkg.extract.citations import parse_citation
from cvkg.extract.venues import kind_from_heading
from cvkg.ingest import read_source
from cvkg.model import PublicationKind as Kind


def _papers(tmp_path, text: str) -> list[dict]:
    source = tmp_path / "cv.tex"
    source.write_text(text, encoding="utf-8")
    return to_layout(extract(read_source(source))).get("publications") or []


@pytest.mark.parametrize(
    ("line", "authors"),
    [
        # INFORMS with the students' names printed inverted by a macro: two inverted names, then given-first ones
        (
            "Vasquel, R. T., Mbatha, L., K. Orrin. 2024. Scheduling nurses under demand uncertainty. "
            "*Manufacturing & Service Operations Management* **26**(3) 880--897.",
            ("Vasquel, R. T.", "Mbatha, L.", "K. Orrin"),
        ),
        (
            "Dunlevy, A., Prask, H. J., Tamm, E., W.-S. Ko, P. Ranft. 2021. Robust staffing of call centres. "
            "Operations Research 69(4) 1101-1120.",
            ("Dunlevy, A.", "Prask, H. J.", "Tamm, E.", "W.-S. Ko", "P. Ranft"),
        ),
    ],
)
def test_informs_authors_with_several_inverted_names_before_given_first_ones(line, authors):
    c = parse_citation([line])
    assert c is not None and c.authors == authors
    assert c.title.startswith(("Scheduling nurses", "Robust staffing"))
    assert c.year in (2024, 2021) and c.kind is Kind.JOURNAL


def test_issue_after_a_bold_volume_is_no_part_of_the_venue():
    c = parse_citation(
        ["Orrin, K., B. Salk. 2020. Pricing spare parts. *Naval Research Logistics* **67**(5) 301--322."]
    )
    assert c is not None and c.venue == "Naval Research Logistics"
    assert "issue 5" in c.notes and "volume 67" in c.notes


@pytest.mark.parametrize(
    ("line", "title", "venue", "year", "kind"),
    [
        (
            "[C2] P. Anselmi, T. Bruck, Shear tests on clay brick walls, in: Proceedings of the 12th North American "
            "Masonry Conference, Denver, 2015.",
            "Shear tests on clay brick walls",
            "Proceedings of the 12th North American Masonry Conference",
            2015,
            Kind.CONFERENCE,
        ),
        (
            "[J4] T. Bruck, P. Anselmi, et al., Damage survey of stone churches, Engineering Failure Analysis 88 "
            "(2019) 101--118.",
            "Damage survey of stone churches",
            "Engineering Failure Analysis",
            2019,
            Kind.JOURNAL,
        ),
        (
            "[P2] P. Anselmi, T. Bruck, Connector for timber floor diaphragms, German Patent DE 102020004411, 2022.",
            "Connector for timber floor diaphragms",
            "German Patent DE 102020004411",
            2022,
            Kind.PATENT,
        ),
        (
            "[R3] P. Anselmi, Cyclic testing of a timber-masonry wall, ZEBRA Technical Report ZTR-2018/07, Graz, 2018.",
            "Cyclic testing of a timber-masonry wall",
            "ZEBRA Technical Report ZTR-2018/07",
            2018,
            Kind.OTHER,
        ),
    ],
)
def test_elsevier_numbered_references(line, title, venue, year, kind):
    c = parse_citation([line])
    assert c is not None and c.authors[:2] in (("P. Anselmi", "T. Bruck"), ("T. Bruck", "P. Anselmi"), ("P. Anselmi",))
    assert (c.title, c.venue, c.year, c.kind) == (title, venue, year, kind)


def test_comma_parted_entry_whose_status_names_the_journal():
    c = parse_citation(["T. Bruck, P. Anselmi, Fragility of rural schools, submitted to Earthquake Spectra (2025)."])
    assert c is not None and c.authors == ("T. Bruck", "P. Anselmi")
    assert (c.title, c.venue, c.year, c.kind) == (
        "Fragility of rural schools",
        "Earthquake Spectra",
        2025,
        Kind.PREPRINT,
    )


@pytest.mark.parametrize(
    "line",
    [
        "Harsk P, Oyelaran T. Iron overload in the elderly. Eur J Haematol. 2021;106(2):150-8. (Review)",
        "Oyelaran T, Harsk P. Hepatic sarcoidosis presenting as fever. BMJ Case Rep. 2019;12:e229110. [Case report]",
    ],
)
def test_medline_article_type_is_no_research_article(line):
    c = parse_citation([line])
    assert c is not None and c.kind is Kind.OTHER


def test_laboratory_report_number_is_a_report():
    c = parse_citation(['Q. Nardelli, J. Ostby, et al., "Trigger rates for the upgrade," FERMI-TM-2023-017 (2023).'])
    assert c is not None and c.venue == "FERMI-TM-2023-017" and c.kind is Kind.OTHER


def test_server_named_without_a_link():
    c = parse_citation(["Orrin, K. Online matching with reusable rooms. Available at SSRN 5012345."])
    assert c is not None and c.venue == "SSRN 5012345"


def test_spie_proceedings_is_a_conference():
    c = parse_citation(['B. Lunde, C. Irmak, "A cryogenic lens mount," *Proc. SPIE* 12188, Optomechanics XV (2022).'])
    assert c is not None and c.kind is Kind.CONFERENCE


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("Work in Progress", Kind.PREPRINT),
        ("Papers in progress", Kind.PREPRINT),
        ("Book Reviews", Kind.OTHER),
        ("Excavation reports", Kind.OTHER),
        ("Translations", Kind.OTHER),
    ],
)
def test_kind_headings(heading, kind):
    assert kind_from_heading(heading) is kind


_AWESOME = r"""\documentclass[11pt, a4paper]{awesome-cv}
\name{Ilse}{Varga-Moen}
\begin{document}
\makecvheader
\cvsection{Publications}
\begin{cventries}
%s
\end{cventries}
\end{document}
"""


@pytest.mark.parametrize(
    "entry",
    [
        # the venue in the position's slot, the authors as the description's one item
        r"""\cventry{Separation Science and Technology}{Solvent screening for lithium extraction}{}{2022}
  {\begin{cvitems}\item {I. Varga-Moen, D. Akande, P. Sorel}\end{cvitems}}""",
        # the venue in the location's slot, the authors bare in the description
        r"""\cventry{}{Solvent screening for lithium extraction}{Separation Science and Technology}{2022}
  {I. Varga-Moen, D. Akande, P. Sorel}""",
        # the authors written in full, the subject in bold
        r"""\cventry{\textbf{Ilse Varga-Moen}, Dami Akande, Pierre Sorel}{Solvent screening for lithium extraction}
  {Separation Science and Technology}{}{2022}""",
    ],
)
def test_awesome_cv_entry_authors_outside_the_first_fields(tmp_path, entry):
    papers = _papers(tmp_path, _AWESOME % entry)
    assert len(papers) == 1
    p = papers[0]
    assert p["title"] == "Solvent screening for lithium extraction"
    assert p["venue"] == "Separation Science and Technology" and p["year"] == 2022
    assert [a.split()[-1] for a in p["authors"]] == ["Varga-Moen", "Akande", "Sorel"]


def test_friggeri_entry_with_the_venue_in_the_title_slot(tmp_path):
    cv = r"""\documentclass[]{friggeri-cv}
\begin{document}
\header{oskar}{lindqvist}{phonetician}
\section{publications}
\begin{entrylist}
\entry
  {2021}
  {Journal of the Acoustical Society of America}
  {Formant transitions in Swedish stop clusters}
  {O. Lindqvist, H. Brandt}
\end{entrylist}
\end{document}
"""
    (p,) = _papers(tmp_path, cv)
    assert p["title"] == "Formant transitions in Swedish stop clusters"
    assert p["venue"] == "Journal of the Acoustical Society of America" and p["kind"] == "journal"


def test_europass_book_whose_year_is_the_row_label(tmp_path):
    cv = r"""\documentclass[english,a4paper]{europasscv}
\ecvname{Runa Eklund}
\begin{document}
\begin{europasscv}
\ecvpersonalinfo
\ecvsection{Publications}
\ecvitem{2020}{R. Eklund, P. Haas, ``Hearths of the Iron Age'', \textit{Fornvännen}, 115, 201--214.}
\ecvitem{2018}{R. Eklund, \textit{Iron Age houses of Gotland}, Brill, Leiden.}
\end{europasscv}
\end{document}
"""
    papers = _papers(tmp_path, cv)
    book = next(p for p in papers if p["title"] == "Iron Age houses of Gotland")
    assert book["year"] == 2018 and book["venue"].startswith("Brill") and book["authors"] == ["R. Eklund"]


@pytest.mark.parametrize("heading", ["Submitted / non-refereed", "Preprints and non-refereed papers"])
def test_heading_joining_preprints_and_non_refereed_work_names_no_kind(heading):
    assert kind_from_heading(heading) is None


def test_astronomers_proceedings_series_is_a_conference():
    c = parse_citation(
        ["Brask, E., **Imre, O.**, et al. 2021, Proc. SPIE, 11453, 114532Q, *A cryostat for a 90 GHz camera*"]
    )
    assert c is not None and c.venue == "Proc. SPIE" and c.kind is Kind.CONFERENCE
