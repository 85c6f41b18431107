"""Citations around development set 20, with invented strings: a CV's own ``\\pub`` macro whose year the converter
sets as a date column, "major revision", a discussion contribution, R packages; biblatex entries dated by ``date``
with a status ``addendum``; Vancouver's preprint day, supplement pages and round-bracketed types; AMA abstracts
"Oral presentation at"; a PDF's heading left of a numbered list; AMS lecture notes, "Art. ID", a monograph's length,
"in revision for" a journal and "to appear" under a heading of preprints."""

from __future__ import annotations

import bibtexparser
import pytest

from cvkg.convert.latex_bib import citation
from cvkg.extract import text
from cvkg.extract.citations import parse_citation
from cvkg.extract.venues import clean_venue
from cvkg.model import PublicationKind, SourceDocument
from tests.readers import read_tex

_PUB_MACRO_CV = r"""\documentclass{article}
\newcommand{\me}{\textbf{Quill, T.}}
\newcommand{\pub}[5]{\item #1 (#2). #3. \textit{#4}, #5.}
\begin{document}
\section*{Tomasz Quill}
\section*{Publications}
\begin{itemize}
  \pub{\me\ and Arendt, B.}{2025+}{Honest intervals for ranked treatment effects}{arXiv:2501.00123}{submitted}
  \pub{Lindqvist, A., \me, and Moraes, P.}{2024}{Calibrated weights under network spillover}{Invented Journal of
    Statistics}{71(2), 301--322}
  \pub{\me}{2022}{Discussion of ``Lean inference for robust models''}{Journal of Invented Statistics: Series C}{9(1),
    44--46}
\end{itemize}
\end{document}
"""


def test_a_pub_macro_reads_its_year_column_and_leaves_the_locator_off_the_venue() -> None:
    """``\\pub{authors}{year}{title}{journal}{details}``: the year (``2025+`` for a paper not out) set last as a
    date column is the paper's, and the volume and pages after the journal's sentence are no part of its name."""
    pubs = read_tex(_PUB_MACRO_CV).publications
    assert [(p.title, p.venue, p.year) for p in pubs] == [
        ("Honest intervals for ranked treatment effects", "arXiv:2501.00123", 2025),
        ("Calibrated weights under network spillover", "Invented Journal of Statistics", 2024),
        ("Discussion of “Lean inference for robust models”", "Journal of Invented Statistics: Series C", 2022),
    ]
    assert pubs[1].authors == ("Lindqvist, A.", "Quill, T.", "Moraes, P.")
    assert pubs[2].kind is PublicationKind.OTHER  # a discussion contribution


def test_a_period_before_a_date_column_ends_no_sentence() -> None:
    """An abbreviated journal keeps its last period when a date column, not the citation's end, follows it."""
    found = parse_citation(["- Lund, P. Cold light in warm rooms. Annu. Rev. Invent. Chem. (in press)  2025"])
    assert found is not None
    assert (found.venue, found.year) == ("Annu. Rev. Invent. Chem.", 2025)


def test_major_revision_after_the_journal_is_a_status() -> None:
    """"Journal. major revision" names the journal still deciding: a preprint's venue, the status a note."""
    found = parse_citation(["- Quill, T. and Arendt, B. Sharp bounds for lagged outcomes. Invented Journal of "
                            "Statistics. major revision  2025+"])
    assert found is not None
    assert (found.venue, found.year, found.kind) == ("Invented Journal of Statistics", 2025, PublicationKind.PREPRINT)


@pytest.mark.parametrize(
    ("line", "where"),
    [
        ("- Quill, T. (2024). rankboot: bootstrap ranks. R package version 0.9.1, CRAN.", "CRAN"),
        ("- Quill, T. (2023). lagbounds: lagged bounds. R package, GitHub: https://github.com/tq/lagbounds.",
         "GitHub"),
    ],
)
def test_an_r_package_is_software_found_where_its_repository_is(line: str, where: str) -> None:
    """"R package (version x), CRAN" after the title: software, its venue the repository."""
    found = parse_citation([line])
    assert found is not None
    assert (found.venue, found.kind) == (where, PublicationKind.OTHER)


def test_a_quotation_closing_a_title_keeps_its_mark() -> None:
    """A title that ends quoting another paper's keeps the closing quote; quotes around a whole title go."""
    found = parse_citation(['Lund, P. Reply to “Cold light”. Invented Letters, 12(3), 4–5, 2021.'])
    assert found is not None and found.title == "Reply to “Cold light”"
    found = parse_citation(['Lund, P. “Cold light in warm rooms.” Invented Letters, 12(3), 4–5, 2021.'])
    assert found is not None and found.title == "Cold light in warm rooms"


def _bib(source: str) -> str | None:
    return citation(bibtexparser.parse_string(source).entries[0])


def test_biblatex_dates_an_entry_by_its_date_field() -> None:
    """biblatex's ``date = {2025-07}`` and ``journaltitle`` give the year and the journal."""
    line = _bib("@article{a, author={Lund, Petra and Quill, Tomasz}, title={Warm {SERS} Cavities},"
                " journaltitle={Invented Chemistry}, date={2024-03}, volume={16}, pages={12--20}}")
    assert line == "Lund, Petra; Quill, Tomasz. Warm SERS Cavities. Invented Chemistry 16 (2024), 12–20."
    found = parse_citation([line])
    assert found is not None and (found.venue, found.year) == ("Invented Chemistry", 2024)


def test_biblatex_keeps_an_addendum_that_says_where_the_paper_stands() -> None:
    """An ``@online`` e-print "Under review at" a journal keeps that status; a co-first note does not join the
    venue."""
    line = _bib("@online{b, author={Quill, Tomasz}, title={Denoised Spectra}, date={2025-07}, eprint={2507.01234},"
                " eprinttype={arXiv}, addendum={Under review at \\emph{Invented Letters}}}")
    found = parse_citation([line or ""])
    assert found is not None
    assert (found.venue, found.year, found.kind) == ("arXiv:2507.01234", 2025, PublicationKind.PREPRINT)
    assert "Under review at Invented Letters" in found.notes
    line = _bib("@article{c, author={Quill, Tomasz}, title={Cold Films}, journal={Invented Letters}, year={2021},"
                " addendum={$^{\\ast}$T.Q. and P.L. contributed equally}}")
    assert line == "Quill, Tomasz. Cold Films. Invented Letters (2021)."


def test_submitted_to_an_abbreviated_journal_keeps_its_period_before_the_year() -> None:
    """"Submitted to J. Inv. Chem. Soc., 2025": the journal's last abbreviation keeps its period."""
    found = parse_citation(["Quill, T.; Lund, P. Warm Films. Submitted to J. Inv. Chem. Soc., 2025."])
    assert found is not None
    assert (found.title, found.venue, found.year) == ("Warm Films", "J. Inv. Chem. Soc.", 2025)


@pytest.mark.parametrize(
    ("venue_text", "venue", "year"),
    [
        ("medRxiv [Preprint]. 2025 Jun 3. doi:10.1101/2025.06.01.25000001.", "medRxiv", 2025),
        ("Invent Gastroenterol. 2023 Dec;21(13):3310-9.e4.", "Invent Gastroenterol", 2023),
        ("Invent Intern Med. 2023;117:12-20. (Review)", "Invent Intern Med", 2023),
        ("N Invent J Med. 2024;390(21):2023.", "N Invent J Med", 2024),
        ("Invent Crit Care. 2016;44(12 Suppl):112.", "Invent Crit Care", 2016),
    ],
)
def test_vancouver_trailers_leave_the_journal(venue_text: str, venue: str, year: int) -> None:
    """NLM's preprint tag and day, a supplement's pages ("3310-9.e4"), an issue's supplement ("12 Suppl"), a type
    in round brackets and a page that looks like a year are no part of the journal or its year."""
    assert clean_venue(venue_text)[:2] == (venue, year)


def test_an_ama_abstract_presented_orally_keeps_its_journal() -> None:
    """"Oral presentation at: Meeting; Month Year; Town" after an abstract's reference is a note."""
    found = parse_citation(["3. Quill T, Lund P. Clusters of shock [abstract]. Invent Crit Care. 2016;44(12 Suppl):112."
                            " Oral presentation at: Invented Care Congress; February 2016; Orlando, FL."])
    assert found is not None
    assert (found.venue, found.year) == ("Invent Crit Care", 2016)


def test_a_heading_left_of_a_numbered_list_is_no_line_of_the_entry_above() -> None:
    """In a PDF's text a paragraph set left of the numbers, after a finished entry, heads the next list."""
    source = (
        "Tomasz Quill, MD\n\nPublications\n\n"
        "  1. Quill T, Lund P. Cold light in warm wards. Invent Med J. 2021;12(3):45-52.\n"
        "  2. Lund P, Quill T. Sepsis phenotypes in two cohorts. Invent Crit Care. 2011;104(5):321-326.\n\n"
        "Abstracts, Poster Presentations and Exhibits\n\n"
        "  1. Quill T. Fluid balance and outcomes [abstract]. Invent Crit Care. 2016;44:112.\n"
    )
    record = text.extract(SourceDocument("cv.md", "text/markdown", source, ""))
    assert [p.venue for p in record.publications] == ["Invent Med J", "Invent Crit Care", "Invent Crit Care"]


_AMS_CV = r"""\documentclass{amsart}
\begin{document}
\title{Curriculum Vitae}\author{Tomasz Quill}\maketitle
\section*{Publications}
\subsection*{Preprints}
\begin{enumerate}
  \item \emph{Ranks of twisted families} (with Bo Arendt), preprint (2025), \texttt{arXiv:2503.01234}, submitted.
  \item \emph{The $p$-adic height pairing, revisited} (with Bo Arendt), in revision for \emph{Inv. Arith.}
  \item \textit{Towers at Eisenstein primes} (with Bo Arendt), Invent. Math. J., to appear.
\end{enumerate}
\subsection*{Articles and books}
\begin{enumerate}
  \item \emph{Vanishing of $\mu$-invariants}, Int. Invent. Not. \textbf{2008} (2008), Art. ID rnn032, 24 pp.
  \item \textit{Arithmetic of Towers}, Invented Studies in Mathematics, vol.~12, Invented University Press,
    Cambridge, 2021, xii+318 pp.
  \item \emph{Lectures on heights}, Invented Winter School 2019 lecture notes, available at
    \url{https://example.org/notes/}.
\end{enumerate}
\end{document}
"""


def test_ams_lists_without_the_subject_read_statuses_notes_and_monographs() -> None:
    """AMS entries of a list that never names its subject: "preprint (year), arXiv", "in revision for J", "J, to
    appear" under "Preprints" (a journal's paper), "Art. ID", a monograph's page count and a school's lecture
    notes."""
    pubs = read_tex(_AMS_CV).publications
    assert [(p.venue, p.year, p.kind) for p in pubs] == [
        ("arXiv:2503.01234", 2025, PublicationKind.PREPRINT),
        ("Inv. Arith.", None, PublicationKind.PREPRINT),
        ("Invent. Math. J.", None, PublicationKind.JOURNAL),
        ("Int. Invent. Not.", 2008, PublicationKind.JOURNAL),
        ("Invented University Press", 2021, PublicationKind.BOOK),
        ("Invented Winter School lecture notes", 2019, PublicationKind.OTHER),
    ]
    assert all(p.authors[0] == "Tomasz Quill" for p in pubs)


@pytest.mark.parametrize(
    "line",
    [
        "- **Cobalt hydrides for selective hydrogenation.** Quill, T. N.; Lund, P.; Arendt, B. *J. Inv. Chem. Soc.* "
        "**2023**, *145*, 1021–1030.",
        "- **Cobalt hydrides for selective hydrogenation.** **Quill, T. N.**; Lund, P.; Arendt, B. *J. Inv. Chem. "
        "Soc.* **2023**, *145*, 1021–1030.",
    ],
)
def test_a_bold_title_first_then_acs_names_then_the_italic_journal(line: str) -> None:
    """"**Title.** Last, F. M.; Last, F. *Journal* **2023**": the title leads, the names follow it up to the
    italic journal."""
    found = parse_citation([line])
    assert found is not None
    assert (found.authors, found.title, found.venue, found.year) == (
        ("Quill, T. N.", "Lund, P.", "Arendt, B."), "Cobalt hydrides for selective hydrogenation", "J. Inv. Chem. Soc.",
        2023,
    )


def test_a_poster_named_before_its_meeting_is_no_part_of_the_venue() -> None:
    """"Poster, *Meeting*, Town, 2023": the meeting is the venue, the entry a poster; a lone Vancouver author
    with one initial ends the list with the period."""
    found = parse_citation(["1. **Quill T**, Lund P. Clearance after lavage. Poster, *Invented Oncology Symposium*, "
                            "Boston, 2023."])
    assert found is not None
    assert (found.venue, found.kind) == ("Invented Oncology Symposium", PublicationKind.POSTER)
    found = parse_citation(["1. **Quill T**. Peritoneal lavage. In: Lund P, ed. *Handbook of Invented Surgery*. "
                            "3rd ed. Springer; 2022:211-236."])
    assert found is not None and found.authors == ("Quill T",)


@pytest.mark.parametrize(
    ("venue_text", "venue", "year"),
    [
        ("Chem. Inv., 15, 8842–8851. (Selected as a 2024 Chemical Inventions HOT Article)", "Chem. Inv.", None),
        ("ChemRxiv 2025, DOI: 10.26434/chemrxiv-2025-k7q2m (.).", "ChemRxiv", 2025),
        ("The Annals of Invented Statistics, 17, 2019–2041, 2023", "The Annals of Invented Statistics", 2023),
        ("Invented Reports, 28(11), 2871–2884, 2019", "Invented Reports", 2019),
        ("Invented Reports, 12, 4455", "Invented Reports", None),
        ("Science, eadf1123 (2023)", "Science", 2023),
        (". Preprint arXiv:2410.01234. 2024.", "arXiv:2410.01234", 2024),
        ("U.S. Patent No. 11,842,907", "U.S. Patent No. 11,842,907", None),
    ],
)
def test_closing_remarks_and_year_like_pages_leave_the_venue(venue_text: str, venue: str, year: int | None) -> None:
    """A bracketed remark after the reference's full stop is a note (its year no paper's), a bracket emptied of
    what it held goes, a range of year-like numbers after a volume is pages; a journal named "Reports" loses its
    volume and issue as others do (a patent keeps its number), an e-locator alone after the journal goes, and so
    does "Preprint" before an e-print."""
    assert clean_venue(venue_text)[:2] == (venue, year)


def test_an_nlm_journal_keeps_the_town_that_tells_it_apart() -> None:
    """NLM's "HPB (Oxford)": an acronym with a volume and issue names a journal, whose town stays in its name; a
    meeting's place still goes."""
    assert clean_venue("INVJ (Oxford). 2019;21(8):1032-1040.")[0] == "INVJ (Oxford)"
    assert clean_venue("Proceedings of INVCONF 2020, Seattle, WA")[0] == "Proceedings of INVCONF"


_SOFTWARE_CV = r"""\documentclass{article}
\begin{document}
\section*{Tomasz Quill}
\section*{Publications}
\begin{itemize}
  \item Quill, T. and Lund, P. (2024). Honest ranks. \textit{Invented Journal of Statistics}, 12(3), 45--67.
  \item Lund, P. and Quill, T. (2022). Lagged weights. \textit{Invented Journal of Statistics}, 10(1), 1--9.
\end{itemize}
\section*{Software}
\begin{itemize}
  \item \texttt{rankboot}: R package for bootstrap ranks (CRAN, 2024).
  \item R package: \textbf{lagw}: Lagged weights for cohorts (with P.~Lund), 2021. GitHub:
    \url{https://github.com/tq/lagw}
\end{itemize}
\end{document}
"""


def test_software_under_the_papers_is_read_as_packages() -> None:
    """"name: what it does (CRAN, 2024)" under the papers: the subject's software, its repository the venue."""
    pubs = read_tex(_SOFTWARE_CV).publications
    assert [(p.title, p.authors, p.venue, p.year, p.kind) for p in pubs[2:]] == [
        ("rankboot: R package for bootstrap ranks", ("Tomasz Quill",), "CRAN", 2024, PublicationKind.OTHER),
        ("lagw: Lagged weights for cohorts", ("Tomasz Quill", "P. Lund"), "GitHub", 2021, PublicationKind.OTHER),
    ]


_POSTERS_CV = r"""\documentclass{article}
\begin{document}
\section*{Tomasz Quill}
\section*{Publications}
\begin{itemize}
  \item Quill, T.; Lund, P. Warm Films on Cold Glass. \textit{Inv. Chem.} \textbf{2024}, \textit{12}, 45--67.
\end{itemize}
\section*{Conference contributions}
\begin{itemize}
  \item \textit{Oral:} ``Cold light in warm rooms'', Invented Chemistry Days 2023, Bern  \hfill August 2023
  \item \textit{Poster:} Quill, T.; Lund, P. Breathing Films under Humid Air. InvMOF2021, online. \hfill October 2021
\end{itemize}
\section*{Poster presentations}
\begin{itemize}
  \item Quill, T.; Arendt, B. Radical Films. 253rd Invented Chemistry Meeting, San Francisco, CA, USA. \hfill 04/2017
\end{itemize}
\end{document}
"""


def test_posters_cited_as_papers_are_publications_of_kind_poster() -> None:
    """A poster marked "*Poster:*" among a section's talks, and every entry of a "Poster presentations" section,
    cited with authors as a paper is, are posters; the date set last is their year, a meeting's acronym loses the
    year glued to it and "online" is how it was held."""
    posters = [p for p in read_tex(_POSTERS_CV).publications if p.kind is PublicationKind.POSTER]
    assert sorted((p.title, p.venue, p.year) for p in posters) == [
        ("Breathing Films under Humid Air", "InvMOF", 2021),
        ("Radical Films", "253rd Invented Chemistry Meeting", 2017),
    ]


def test_a_journal_named_like_an_acronym_is_told_by_acs_year_volume_and_pages() -> None:
    """"*InvEngComm* **2017**, *19*, 6610–6618": a camel-case name could be a conference's acronym, but a year,
    volume and pages make it a journal."""
    found = parse_citation(["- Quill, T.; Lund, P. Warm Films on Cold Glass. *InvEngComm* **2017**, *19*, 6610–6618."])
    assert found is not None
    assert (found.venue, found.year, found.kind) == ("InvEngComm", 2017, PublicationKind.JOURNAL)


def test_a_corresponding_authors_envelope_is_no_name() -> None:
    """"**Lund, I.** ✉, Roy, T. & Quill, T.": the envelope marks the corresponding author; the list goes on."""
    found = parse_citation(["- **Lund, I.** ✉, Roy, T. & Quill, T. Warm films on cold glass. *Invented Genetics* "
                            "**57**, 412–425 (2025)."])
    assert found is not None
    assert (found.authors, found.title) == (("Lund, I.", "Roy, T.", "Quill, T."), "Warm films on cold glass")


def test_a_book_reviews_title_leaves_the_books_year() -> None:
    """"Review of A, *Book* (2018)": the year in brackets is the book's, no part of the review's title."""
    found = parse_citation(["Quill, Marta. 2020. Review of Jonas Lund, *Voice in invented languages* (2018). "
                            "*Language* 96(2). 445–449."])
    assert found is not None
    assert (found.title, found.year, found.kind) == (
        "Review of Jonas Lund, Voice in invented languages", 2020, PublicationKind.OTHER
    )


def test_an_ams_e_print_before_a_status_is_the_venue() -> None:
    """"*Title* (with A and B), arXiv:n [class], submitted.": the e-print closes the reference, the status a note."""
    found = parse_citation(["- *Walls for rank two sheaves* (with T. Bauer and K. Lund), arXiv:2403.01234 [math.AG], "
                            "submitted."])
    assert found is not None
    assert (found.title, found.venue, found.authors) == (
        "Walls for rank two sheaves", "arXiv:2403.01234 [math.AG]", ("T. Bauer", "K. Lund")
    )


def test_editors_before_an_acronym_publisher_leave_the_imprint_and_its_year() -> None:
    """"In: *Book*. Ed. by M. Lund et al. CRC Press, 2018, pp. 221–246.": the editors' sentence ends before the
    publisher, whose year is the chapter's."""
    assert clean_venue("In: Handbook of Invented Models. Ed. by M. Lund et al. CRC Press, 2018, pp. 221–246.")[:2] == (
        "Handbook of Invented Models", 2018
    )
