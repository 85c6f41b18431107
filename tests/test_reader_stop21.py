"""Stop 21: pymupdf4llm's italic titles broken at each math symbol, and the cheap word test before a note's pattern
(``Guarded``), which must answer exactly as the pattern does. People and papers are invented."""

from __future__ import annotations

import json
import re

import pytest

from cvkg.extract import extract, notes
from cvkg.extract import text as text_reader
from cvkg.extract.citations import parse_citation
from cvkg.extract.guarded import Guarded
from cvkg.ingest import read_source
from cvkg.model import PartialDate, SourceDocument
from cvkg.model import PublicationKind as Kind
from tests.readers import read_tex


@pytest.mark.parametrize(
    ("entry", "title"),
    [
        ("E. Petrova and J. Kim, _Sharp_ _L_ _[p]_ _estimates for maximal operators_, J. Funct. Anal. **280** (2021),"
         " no. 4, 108–130.", "Sharp L [p] estimates for maximal operators"),
        ("E. Petrova, _A note on the Riemann hypothesis for curves over_ F _q_, preprint (2023), arXiv:2301.01234.",
         "A note on the Riemann hypothesis for curves over F q"),
        ("E. Petrova, _On the_ _p_ _-adic Langlands correspondence for_ GL2( **Q** _p_ ), Invent. Math. **215**"
         " (2019), 1–55.", "On the p -adic Langlands correspondence for GL2( Q p )"),
    ],
)
def test_an_italic_title_broken_at_its_formulas_is_one_title(entry: str, title: str) -> None:
    assert parse_citation([entry]).title == title


@pytest.mark.parametrize(
    ("lines", "title"),
    [
        (["A. Berg, _Oscillatory integrals with phases of degree_ _d ≥_ 3, Studia Math. **246** (2019), 1–29."],
         "Oscillatory integrals with phases of degree d ≥ 3"),
        (["A. Berg and T. Okafor, _Sharp_ _L_ _[p]_ _-improving estimates for averages over curves_",
          "_in_ R [3], Amer. J. Math. **144** (2022), 1331–1379."],
         "Sharp L [p] -improving estimates for averages over curves in R [3]"),
        (["A. Berg, _Local smoothing for the wave equation in_",
          "2 + 1 _dimensions_, Rev. Mat. Iberoam. **36** (2020)."],
         "Local smoothing for the wave equation in 2 + 1 dimensions"),
        (["A. Berg, _Maximal functions along_ _γ_ ( _t_ ) = ( _t, t_ [2] _, t_ [3] ), Proc. Amer. Math. Soc. **149**"
          " (2021), 4711–4725."], "Maximal functions along γ ( t ) = ( t, t[2], t [3] )"),
    ],
)
def test_a_formula_closing_an_italic_title_or_wrapped_with_it_stays_in_it(lines: list[str], title: str) -> None:
    assert parse_citation(lines).title == title


def test_a_journal_abbreviated_beside_an_acronym_is_where_a_paper_to_appear_goes() -> None:
    found = parse_citation(["L. Brandão and A. Berg, _Restricted X-ray transforms_, Anal. PDE, to appear."])
    assert (found.venue, found.kind, found.notes) == ("Anal. PDE", Kind.JOURNAL, ("to appear",))


def test_italic_spans_apart_by_punctuation_or_a_volume_stay_apart() -> None:
    """"_Title,_ _Journal_" and "_Journal_ _12_" are two spans, a title and a venue, or a venue and its volume."""
    found = parse_citation(["A. Berg, _Tilings of the plane,_ _Geometriae Dedicata_ _12_ (2019), 1–9."])
    assert (found.title, found.venue) == ("Tilings of the plane", "Geometriae Dedicata")
    found = parse_citation(["A. Berg, _Tilings of the plane_, _Journal of Algebra_ 45, 1–9 (2019)."])
    assert (found.title, found.venue) == ("Tilings of the plane", "Journal of Algebra")


def test_a_guarded_pattern_answers_as_its_pattern_does() -> None:
    guest = Guarded(re.compile(r"\.\s+(?i:guest editor)\.?$"), "guest")
    assert guest.search("Special issue, *J* 55 (2022). GUEST EDITOR.").group(0) == ". GUEST EDITOR."
    assert guest.search("Title. *J* 55 (2022).") is None
    assert guest.sub("", "Title. *J* 55 (2022). Guest editor.") == "Title. *J* 55 (2022)"
    assert list(guest.finditer("no word here")) == []
    cased = Guarded(re.compile(r"MR\d{7}"), "MR", fold=False)
    assert cased.search("mr1234567") is None and cased.search("MR1234567") is not None


# Every word a note's guard names must be one each of its pattern's matches holds: try each pattern on texts that
# match it, and see the guard lets them through
_MATCHING = [
    "Smith, J. Title. Journal 3 (2020). (*co-first authors)",
    "Title. Journal 3 (2020). (*corresponding author)",
    "Title. In Proc. X, 2020. Best Paper Award.",
    "Title. In Proc. X, 2020. Honourable Mention.",
    "Title. Press, 2020. Winner, 2022 Best Book Award, Society X.",
    "Title. Press, 2020. (Reviewed in *BMCR* 2018.04.12.)",
    "Title. Journal 3 (2020). (ESA George Mercer Award)",
    "*Title*. Special issue, *Journal* 55, no. 3 (2022). Guest editor.",
    "Title. Chicago: Press, 2021. Kellogg Prize of the Society for X, 2022.",
    "Title. J Name. 2020;35(11):1239-1246. *Co-first authors.",
    "Title, R package version 0.4.1, available on CRAN.",
    "Title. *Venue* [Blog].",
    "Title? [editorial]. Chest.",
    "J Name. 2015;191:A4120. Poster presented at: X; May 2015; City.",
    "Title. Springer, 2023. xiv+312 pp.",
    "*Journal*, n.s., 4, no. 2 (2016).",
    "Title. Oxford University Press, 2022. Article published online March 2022.",
    "*Journal* (forthcoming 2025).",
    "Title. Manuscript submitted for publication.",
    "Title. Under contract with Columbia UP.",
    "Title. Revise and resubmit, Review of Economic Studies.",
    "Title. Ann. of Math. 12 (2019), 1–9. MR1234567.",
    "Title. (ECCV), 2020. Oral presentation.",
    "Title. bioRxiv 2024.09.14.613022 (2024). Preprint.",
    "“Title.” Review essay. *Journal* 57 (2024).",
    "Poster presented at the Annual Meeting.",
    "*Nature Materials* **21**, 1032 (2022).",
]


@pytest.mark.parametrize("name", sorted(n for n, v in vars(notes).items() if isinstance(v, Guarded)))
def test_each_note_guard_lets_through_the_texts_its_pattern_matches(name: str) -> None:
    guarded: Guarded = getattr(notes, name)
    matched = [t for t in _MATCHING if guarded.compiled.search(t)]
    assert matched, f"{name}: no example above matches it; add one"
    assert all(guarded.search(t) is not None for t in matched)


@pytest.mark.parametrize(
    "entry",
    [
        "Chidi Okafor, María L. Fernández, Xin Li. Autophagy in crypts. Cell 184 (2021), 1-9.",
        "Chidi Okafor, María L. Fernández, and Xin Li. Autophagy in crypts. Cell 184 (2021), 1-9.",
    ],
)
def test_a_middle_initial_in_a_list_of_full_names_ends_no_list(entry: str) -> None:
    """"Chidi Okafor, María L." reads as one inverted name ("Okafor, María L.") only when no name list goes on."""
    found = parse_citation([entry])
    assert (found.authors, found.title, found.venue) == (
        ("Chidi Okafor", "María L. Fernández", "Xin Li"), "Autophagy in crypts", "Cell")


def test_an_inverted_name_with_two_surnames_still_leads_a_mathscinet_reference() -> None:
    found = parse_citation(["Beltrán Ocampo, Sofía L. Sieves, sums, and primes. Duke Math. J. 170 (2021), 701–760."])
    assert (found.authors, found.title) == (("Beltrán Ocampo, Sofía L.",), "Sieves, sums, and primes")


def test_a_json_resume_summary_of_full_names_with_a_middle_initial_gives_them_all(tmp_path) -> None:
    source = tmp_path / "cv.json"
    source.write_text(json.dumps({
        "basics": {"name": "María L. Fernández"},
        "publications": [{"name": "Autophagy in crypts", "publisher": "Cell", "releaseDate": "2021",
                          "summary": "Chidi Okafor, María L. Fernández, Xin Li"}],
    }), encoding="utf-8")
    record = extract(read_source(source))
    assert [p.authors for p in record.publications] == [("Chidi Okafor", "María L. Fernández", "Xin Li")]


@pytest.mark.parametrize("key", ["authorString", "author_names", "authorsList", "x-creators", "names"])
def test_a_json_resume_publication_takes_its_authors_from_any_spelling_of_an_author_key(tmp_path, key: str) -> None:
    source = tmp_path / "cv.json"
    source.write_text(json.dumps({
        "basics": {"name": "María L. Fernández"},
        "publications": [{"name": "Autophagy in crypts", "publisher": "Cell", "releaseDate": "2021",
                          key: "Okafor C, Fernández ML, Li X"}],
    }), encoding="utf-8")
    record = extract(read_source(source))
    assert [p.authors for p in record.publications] == [("Okafor C", "Fernández ML", "Li X")]


def _json_publications(tmp_path, *entries: dict) -> list:
    source = tmp_path / "cv.json"
    source.write_text(json.dumps({"basics": {"name": "Sofía Irigoyen"}, "publications": list(entries)}),
                      encoding="utf-8")
    return extract(read_source(source)).publications


def test_a_json_resume_chapter_cited_in_its_summary_takes_the_book_not_the_series(tmp_path) -> None:
    """NLM's chapter in a series: "In: Lee R, editor. Book. Methods Mol Biol. 2020;2231:77-94." beside a
    ``publisher`` that names the series."""
    found = _json_publications(tmp_path, {
        "name": "Imaging lysosome contacts", "publisher": "Methods in Molecular Biology", "releaseDate": "2020",
        "summary": "Irigoyen S, Wendt T. In: Lee R, editor. Lysosomes: Methods and Protocols. Methods Mol Biol. "
                   "2020;2231:77-94. Book chapter."})
    assert [(p.venue, p.authors) for p in found] == [("Lysosomes: Methods and Protocols", ("Irigoyen S", "Wendt T"))]


def test_a_json_resume_chapter_whose_summary_names_only_the_house_keeps_its_book(tmp_path) -> None:
    found = _json_publications(tmp_path, {
        "name": "Housing after the boom", "publisher": "Handbook of Urban Studies", "releaseDate": "2023",
        "summary": "Book chapter. In: Gutiérrez, J. & Lopes, M. (eds.). Routledge."})
    assert [p.venue for p in found] == ["Handbook of Urban Studies"]


def test_a_json_resume_author_string_loses_the_legend_of_its_marks(tmp_path) -> None:
    found = _json_publications(tmp_path, {
        "name": "A lipid code", "publisher": "Nature Cell Biology", "releaseDate": "2021",
        "authors": "Dasgupta R*, Irigoyen S*, Haas C (*equal contribution)"})
    assert [p.authors for p in found] == [("Dasgupta R", "Irigoyen S", "Haas C")]


def test_a_book_named_before_its_edition_and_publisher_is_the_venue() -> None:
    found = parse_citation(['"Remittances" in *The New Palgrave Dictionary of Economics*, online edition, Palgrave'
                            " Macmillan, 2020."])
    assert (found.title, found.venue, found.kind) == ("Remittances", "The New Palgrave Dictionary of Economics",
                                                      Kind.BOOK)


def test_a_vancouver_thesis_takes_the_institution_of_its_imprint() -> None:
    found = parse_citation(["Wendel K. Family involvement in delirium prevention: a mixed-methods study"
                            " [dissertation]. Witten: Universität Witten/Herdecke; 2020."])
    assert (found.venue, found.kind, found.year) == ("Universität Witten/Herdecke", Kind.THESIS, 2020)


@pytest.mark.parametrize(
    ("entry", "venue", "note"),
    [
        ("Thornbury, K. M., & Pham, L. (2024). *Night-time phone checking: An EMA study* [Manuscript under review at"
         " *Child Development*].", "Child Development", "under review at Child Development"),
        ("Pham, L., & Thornbury, K. M. (2024). *Sleep health disparities: A meta-analysis* [Revise and resubmit,"
         " *Sleep Medicine Reviews*].", "Sleep Medicine Reviews", "Revise and resubmit, Sleep Medicine Reviews"),
    ],
)
def test_an_apa_bracketed_status_naming_its_journal_gives_that_journal(entry: str, venue: str, note: str) -> None:
    found = parse_citation([entry])
    assert (found.title.endswith(("study", "meta-analysis")), found.venue, found.kind) == (True, venue, Kind.PREPRINT)
    assert note in found.notes


def test_an_apa_bracketed_description_without_a_journal_stays_a_description() -> None:
    found = parse_citation(["Pham, L., & Thornbury, K. M. (2024). *Sleep and mood in adolescents* [Manuscript"
                            " submitted for publication]."])
    assert (found.title, found.venue, found.notes) == ("Sleep and mood in adolescents", None,
                                                       ("Manuscript submitted for publication",))


_AWESOME = r"""\documentclass[11pt, a4paper]{awesome-cv}
\name{Lena}{Okafor}
\begin{document}
\makecvheader
"""


def test_awesome_cv_entries_of_papers_with_a_note_under_one_are_one_paper_each() -> None:
    """Each ``\\cventry`` row ends with its year in a column; a bulleted note under one is no entry of its own."""
    record = read_tex(_AWESOME + r"""\cvsection{Publications}
\begin{cventries}
  \cventry{\textbf{L. Okafor}, K. Brandt}{Membrane reactors for capture}{AIChE Journal 67(3), e17120}{2021}{}
  \cventry{L. Okafor, K. Brandt}{Kinetics of methane reforming}{Chemical Engineering Science 230, 116190}{2020}
    {\begin{cvitems}\item {Featured article}\end{cvitems}}
\end{cventries}
\end{document}
""")
    assert [(p.title, p.venue, p.year) for p in record.publications] == [
        ("Membrane reactors for capture", "AIChE Journal", 2021),
        ("Kinetics of methane reforming", "Chemical Engineering Science", 2020),
    ]


def test_a_biblatex_patent_is_named_by_its_country_and_number() -> None:
    record = read_tex(r"""\begin{filecontents*}{pubs.bib}
@patent{okp, author = {Okafor, Lena}, title = {Catalyst support for dry reforming}, number = {11,234,567 B2},
  year = {2022}, type = {patentus}}
\end{filecontents*}
\documentclass{article}
\usepackage{biblatex}
\addbibresource{pubs.bib}
\begin{document}
\section*{Patents}
\nocite{*}
\printbibliography[heading=none]
\end{document}
""")
    assert [(p.venue, p.kind) for p in record.publications] == [("US Patent 11,234,567 B2", Kind.PATENT)]


def test_wowchemy_widget_pages_give_experience_accomplishments_and_skills() -> None:
    """Wowchemy keeps a widget's entries under ``item`` (experience, accomplishments) and a skills featurette's
    under ``feature``; Hugo Blox's profile lists degrees, jobs, awards and skill groups under their own keys."""
    record = text_reader.extract(SourceDocument("cv.md", "text/markdown", (
        "---\ntitle: Ana Ruiz\nrole: Associate Professor\nsuperuser: true\n---\n\n"
        "---\nwidget: experience\nitem:\n  - title: Associate Professor\n    company: University of Loomtown\n"
        "    location: Loomtown, ON\n    date_start: '2021-07-01'\n    date_end: ''\n---\n\n"
        "---\nwidget: accomplishments\nitem:\n  - organization: NSERC\n    title: Discovery Grant\n"
        "    date_start: '2019-04-01'\n    date_end: '2024-03-31'\n---\n\n"
        "---\nwidget: featurette\nfeature:\n  - icon: r-project\n    name: R\n    description: 90%\n---\n"
    ), ""))
    assert [(p.title, p.organization, p.period.start.iso()) for p in record.positions] == [
        ("Associate Professor", "University of Loomtown", "2021-07")]
    assert [a.name for a in record.awards] == ["Discovery Grant, NSERC"]
    assert [s.value for s in record.skills] == ["R"]
    record = text_reader.extract(SourceDocument("cv.md", "text/markdown", (
        "---\nfirst_name: Ana\nlast_name: Ruiz\neducation:\n  - degree: PhD\n    area: Geography\n"
        "    institution: University of Toronto\n    start: 2010-09\n    end: 2015-06\n"
        "work:\n  - position: Research Scientist\n    company_name: Loom Labs\n    start: 2015-07\n"
        "awards:\n  - title: Early Career Award\n    awarder: CAG\n    date: 2020-05-01\n"
        "skills:\n  - name: Technical\n    items:\n      - name: R\n      - name: QGIS\n---\n"
    ), ""))
    assert [(d.degree, d.field, d.institution) for d in record.education] == [
        ("PhD", "Geography", "University of Toronto")]
    assert [(p.title, p.organization) for p in record.positions] == [("Research Scientist", "Loom Labs")]
    assert [(a.name, a.period.start) for a in record.awards] == [("Early Career Award", PartialDate(2020))]
    assert [s.value for s in record.skills] == ["R", "QGIS"]


@pytest.mark.parametrize("label", ["Manuscript submitted for publication", "Manuscript in preparation"])
def test_a_sole_author_before_an_apa_year_stays_the_author_of_a_bracketed_manuscript(label: str) -> None:
    """"Pham, L. (2024). *Title* [Manuscript ...]." names its author for certain: the year after the name says so."""
    found = parse_citation([f"Pham, L. (2024). *Sleep and mood in teens* [{label}]."])
    assert (found.authors, found.title, found.venue, found.kind) == (("Pham, L.",), "Sleep and mood in teens", None,
                                                                     Kind.PREPRINT)
