"""Publication lists as moderncv humanities CVs and LaTeX mathematics CVs set them: a list inside a labelled
``\\cvitem``, a plain or bold title before the italic journal, biblatex lists filtered by keyword, a status label
opening an entry below a list, "c. 1700" inside a title. People and papers are invented."""

from __future__ import annotations

from cvkg.convert.latex import to_text
from cvkg.extract import extract
from cvkg.model import PublicationKind as Kind
from cvkg.model import SourceDocument
from tests.readers import read_tex

_HEAD = r"""\documentclass[11pt,a4paper]{moderncv}
\moderncvstyle{classic}
\name{Clara}{Whitmore}
\title{Associate Professor of History}
\begin{document}
\makecvtitle
\section{Employment}
\cventry{2018--present}{Associate Professor}{University of Leeds}{Leeds}{}{}
"""
_TAIL = "\\section{Languages}\n\\cvitem{English}{native}\n\\end{document}\n"


def _papers(body: str) -> dict[str, tuple[tuple[str, ...], str | None, int | None, Kind]]:
    record = read_tex(_HEAD + body + _TAIL)
    return {p.title: (p.authors, p.venue, p.year, p.kind) for p in record.publications}


def test_a_list_inside_a_labelled_cvitem_gives_one_paper_per_item() -> None:
    """``\\cvitem{Articles}{\\begin{enumerate}\\item ...}`` under Publications: each item is a paper of its own,
    not one line of every item run together."""
    found = _papers(r"""\section{Publications}
\cvitem{Articles}{\begin{enumerate}
\item ``Grain Riots in Norfolk, 1740--1760.'' \textit{Past \& Present} 241, no.~1 (2018): 77--112.
\item ``Parish Relief and the Old Poor Law.'' \textit{Economic History Review} 70, no.~3 (2017): 801--26.
\end{enumerate}}
""")
    assert found["Grain Riots in Norfolk, 1740–1760"][1:] == ("Past & Present", 2018, Kind.JOURNAL)
    assert found["Parish Relief and the Old Poor Law"][1:] == ("Economic History Review", 2017, Kind.JOURNAL)


def test_a_plain_title_before_its_italic_journal_in_cvitemwithcomment() -> None:
    """``\\cvitemwithcomment{2018}{Title, with a comma}{\\textit{Journal} 241, 77--112}``: the title runs up to the
    italic journal, commas and "and" inside it (no names: the subject is the author)."""
    found = _papers(r"""\section{Publications}
\cvitemwithcomment{2018}{Grain Riots in Norfolk, 1740--1760}{\textit{Past \& Present} 241, 77--112}
\cvitemwithcomment{2017}{Parish Relief and the Old Poor Law}{\textit{Economic History Review} 70, 801--26}
""")
    assert found["Grain Riots in Norfolk, 1740–1760"] == (("Clara Whitmore",), "Past & Present", 2018, Kind.JOURNAL)
    assert found["Parish Relief and the Old Poor Law"][1:] == ("Economic History Review", 2017, Kind.JOURNAL)


def test_a_bold_title_before_its_italic_journal() -> None:
    """``\\cvitem{2018}{\\textbf{Title}, \\emph{Journal}, vol. 241, pp. 77--112}``: the bold words are the title."""
    found = _papers(r"""\section{Publications}
\cvitem{2018}{\textbf{Grain Riots in Norfolk, 1740--1760}, \emph{Past \& Present}, vol. 241, pp. 77--112}
\cvitem{2017}{\textbf{Parish Relief and the Old Poor Law}, \emph{Economic History Review}, vol. 70, pp. 801--26}
""")
    assert found["Grain Riots in Norfolk, 1740–1760"][1:] == ("Past & Present", 2018, Kind.JOURNAL)
    assert found["Parish Relief and the Old Poor Law"][1:] == ("Economic History Review", 2017, Kind.JOURNAL)


def test_names_before_an_italic_title_stay_names() -> None:
    """``Whitmore, Clara R. \\emph{Book}. Place: Publisher`` and ``A, and B, eds. \\emph{Book}``: the plain head is
    the authors, the italic words the title."""
    found = _papers(r"""\section{Books}
\cvitem{}{Whitmore, Clara R. \emph{The Hungry Parish: Poverty and Protest in Norfolk}. Woodbridge: Boydell Press, 2021.}
\cvitem{}{Whitmore, Clara, and Tomas Breen, eds. \emph{Bread and Order in Georgian England}. London: Routledge, 2019.}
""")
    assert found["The Hungry Parish: Poverty and Protest in Norfolk"][:2] == (("Whitmore, Clara R.",), "Boydell Press")
    assert found["Bread and Order in Georgian England"][0] == ("Whitmore, Clara", "Tomas Breen")


_BIB = r"""\begin{filecontents*}[overwrite]{own.bib}
@article{a, author = {Clara Whitmore}, title = {Grain Riots in Norfolk, c.~1750}, journal = {Past \& Present},
  volume = {241}, pages = {77--112}, year = {2018}, keywords = {peer}}
@article{b, author = {Clara Whitmore}, title = {Review of \emph{Bread and Order}, by Tomas Breen},
  journal = {Social History}, volume = {44}, pages = {120--22}, year = {2019}, keywords = {review}}
@online{c, author = {Clara Whitmore}, title = {Why Bread Riots Mattered}, organization = {History Workshop Online},
  date = {2020-03-02}, keywords = {public}}
\end{filecontents*}
"""


def test_biblatex_lists_filtered_by_keyword_print_under_their_own_headings() -> None:
    """``\\printbibliography[keyword=review,heading=none]`` under ``\\subsection{Book reviews}``: each list prints
    the entries its keyword lets through, under its heading, which gives their kind; a title's "c. 1750" ends no
    sentence."""
    source = _BIB + _HEAD.replace("\\begin{document}", "\\usepackage{biblatex}\n\\addbibresource{own.bib}\n"
                                  "\\begin{document}") + r"""\section{Publications}
\nocite{*}
\subsection{Peer-reviewed articles}
\printbibliography[keyword=peer,heading=none]
\subsection{Book reviews}
\printbibliography[keyword=review,heading=none]
\subsection{Public history}
\printbibliography[keyword=public,heading=none]
""" + _TAIL
    found = {p.title: (p.venue, p.year, p.kind) for p in read_tex(source).publications}
    assert found["Grain Riots in Norfolk, c. 1750"] == ("Past & Present", 2018, Kind.JOURNAL)
    assert found["Why Bread Riots Mattered"] == ("History Workshop Online", 2020, Kind.OTHER)
    assert [k for t, (_, _, k) in found.items() if t.startswith("Review of")] == [Kind.OTHER]
    assert len(found) == 3


def test_a_citation_printed_in_full_inside_a_cvitem_is_its_entry() -> None:
    """``\\cvitem{2018}{\\fullcite{a}}`` and bibentry's ``\\bibentry{b}`` after ``\\nobibliography``: each prints
    its embedded entry where it stands, once; the bibliography's settings (``\\nocite{*}``, the style, the file's
    name) are no text of the CV, and the embedded file's BibTeX is not read as lines."""
    source = _HEAD + r"""\section{Publications}
\nobibliography{own}
\bibliographystyle{plain}
\cvitem{2018}{\fullcite{a}}
\cvitem{2019}{\bibentry{b}}
""" + _BIB + _TAIL
    record = read_tex(source)
    found = {p.title: (p.authors, p.venue, p.year) for p in record.publications}
    assert found == {
        "Grain Riots in Norfolk, c. 1750": (("Clara Whitmore",), "Past & Present", 2018),
        "Review of Bread and Order, by Tomas Breen": (("Clara Whitmore",), "Social History", 2019),
    }
    text = to_text(source, "cv.tex").text
    assert not {"own", "plain", "*"} & set(text.splitlines()) and "@article" not in text


def test_multibib_prints_each_embedded_file_where_its_list_is_printed_under_its_own_title() -> None:
    """``\\bibliography{pubs}`` prints pubs.bib's entries only; multibib's ``\\bibliographytalks{talks}`` prints
    talks.bib's as a section titled by ``\\newcites{talks}{Conference Presentations}``; the settings of each
    list (``\\nocitetalks{*}``, ``\\bibliographystyletalks{apalike}``) are no text; BibTeX's note saying a paper
    is in review is its status."""
    bib = r"""\begin{filecontents*}{pubs.bib}
@article{a, author = {Whitmore, Clara and Breen, Tomas}, title = {Grain Riots in Norfolk}, journal = {Past \& Present},
  volume = {241}, pages = {77--112}, year = {2018}}
@article{b, author = {Whitmore, Clara}, title = {Bread and Order}, journal = {Social History}, year = {2025},
  note = {In review}}
\end{filecontents*}
\begin{filecontents*}{talks.bib}
@misc{t, author = {Whitmore, Clara}, title = {Why Bread Riots Mattered}, howpublished = {Social History Society
  Annual Conference, Lancaster}, year = {2024}}
\end{filecontents*}
"""
    source = bib + _HEAD.replace("\\begin{document}", "\\usepackage{multibib}\n\\newcites{talks}{Conference "
                                 "Presentations}\n\\begin{document}") + r"""\section{Publications}
\nocite{*}
\bibliographystyle{apalike}
\bibliography{pubs}
\nocitetalks{*}
\bibliographystyletalks{apalike}
\bibliographytalks{talks}
""" + _TAIL
    text = to_text(source, "cv.tex").text
    assert "## Conference Presentations" in text and not {"*", "apalike"} & set(text.splitlines())
    found = {p.title: (p.authors, p.venue, p.kind) for p in read_tex(source).publications}
    assert found == {
        "Grain Riots in Norfolk": (("Whitmore, Clara", "Breen, Tomas"), "Past & Present", Kind.JOURNAL),
        "Bread and Order": (("Whitmore, Clara",), "Social History", Kind.PREPRINT),
    }


def test_a_full_citation_of_a_key_the_file_does_not_hold_stays_unread() -> None:
    """``\\fullcite{elsewhere}`` naming an entry of an outside ``.bib``: nothing to print, no paper invented."""
    assert _papers("\\section{Publications}\n\\cvitem{2018}{\\fullcite{elsewhere}}\n") == {}


def test_a_status_label_below_a_bibliography_opens_an_entry() -> None:
    """``\\textit{In preparation:} \\emph{Title} (with A. Lee).`` after the last ``\\bibitem``: a paper of its own,
    not the end of the one above."""
    source = r"""\documentclass{article}
\begin{document}
\section*{Clara Whitmore}
\section*{Publications}
\begin{thebibliography}{9}
\bibitem{a} Y. Feng and \textbf{C. Whitmore}, \emph{Sharp thresholds for sparse random graphs}, preprint (2024),
arXiv:2410.01234.
\end{thebibliography}
\textit{In preparation:} \emph{Local limits of random trees with given degrees} (with A. Lee).
\section*{Teaching}
Probability, fall 2023.
\end{document}
"""
    titles = {p.title: p.kind for p in read_tex(source).publications}
    assert titles.keys() == {
        "Sharp thresholds for sparse random graphs", "Local limits of random trees with given degrees"
    }


def _markdown_papers(text: str) -> dict[str, tuple[tuple[str, ...], str | None, int | None, Kind]]:
    record = extract(SourceDocument("cv.md", "text/markdown", text, ""))
    return {p.title: (p.authors, p.venue, p.year, p.kind) for p in record.publications}


def test_groups_headed_in_italics_and_a_status_on_the_line_below() -> None:
    """A table's rows once converted: ``*Submitted and preprints*`` heads the entries under it (no entry of its
    own), and ``submitted to J`` on the row below an AMS entry is its status, its journal the venue."""
    found = _markdown_papers("""# Clara Whitmore
Professor of Mathematics, University of Leeds
## Publications
*Published or accepted*
C. Whitmore and A. Lee. Mixing times of card shuffles. *Duke Math. J.*. **168**  2019
*Submitted and preprints*
C. Whitmore, A. Lee, and B. Kim, Cutoff for the Bernoulli–Laplace chain  2025
submitted to Ann. Sci. Éc. Norm. Supér.
B. Kim and C. Whitmore. Spectral gaps of Cayley graphs. arXiv:2411.01234  2024
## Teaching
Probability, fall 2023.
""")
    assert found["Cutoff for the Bernoulli–Laplace chain"] == (
        ("C. Whitmore", "A. Lee", "B. Kim"), "Ann. Sci. Éc. Norm. Supér", 2025, Kind.PREPRINT
    )
    assert found["Spectral gaps of Cayley graphs"][3] is Kind.PREPRINT
    assert found["Mixing times of card shuffles"][1:] == ("Duke Math. J.", 2019, Kind.JOURNAL)
    assert len(found) == 3


def test_pdf_converted_ams_entries_name_their_coauthors_after_the_title_or_the_reference() -> None:
    """AMS entries after a PDF converter (pymupdf4llm's ``_italic_`` and ``**bold**``): "Title, with A and B."
    before the journal, "(with B)" after the whole reference, a bold title before an italic journal."""
    found = _markdown_papers("""# Clara Whitmore
Professor of Mathematics, University of Leeds
## Publications
1. Harmonic measures on trees, with A. Lee and B. Kim. Trans. Amer. Math. Soc. 367 (2015), 1–20.
2. **Entropy of random walks**, _Geom. Funct. Anal._ **25** (2015), 1–50 (with B. Kim).
3. Spectral gaps of random graphs, _Comm. Math. Phys._ **350** (2017), 1–30 (with A. Lee and B. Kim).
## Teaching
Probability, fall 2023.
""")
    assert found["Harmonic measures on trees"] == (
        ("Clara Whitmore", "A. Lee", "B. Kim"), "Trans. Amer. Math. Soc.", 2015, Kind.JOURNAL
    )
    assert found["Entropy of random walks"] == (("Clara Whitmore", "B. Kim"), "Geom. Funct. Anal.", 2015, Kind.JOURNAL)
    assert found["Spectral gaps of random graphs"][0] == ("Clara Whitmore", "A. Lee", "B. Kim")


def test_labelled_rows_after_a_german_reference_list() -> None:
    """``\\ecvitem{Patent}{...}`` and ``\\ecvitem{Buchbeitrag}{...}`` after the list in ``\\ecvitem{}``: entries of
    their own with the kind their label names; ``eingereicht`` is "submitted"; Angewandte cited in its
    international edition first and its German one after keeps the international one."""
    source = r"""\documentclass[german]{europecv}
\ecvname{Lena Hofer}
\begin{document}
\begin{europecv}
\ecvpersonalinfo
\ecvsection{Publikationen}
\ecvitem{}{\begin{enumerate}
\item Hofer, L.; Brandt, K. Formate Species on Copper. \textit{Angew. Chem. Int. Ed.} \textbf{2021}, \textit{60},
1402--1407; \textit{Angew. Chem.} \textbf{2021}, \textit{133}, 1414--1419.
\item Hofer, L.; Weigl, S. Operando Imaging of Reactors. \textit{ChemCatChem}, eingereicht.
\end{enumerate}}
\ecvitem{Buchbeitrag}{Hofer, L. Copper Catalysts. In \textit{Catalysis for Energy}; Weber, K., Ed.; Wiley-VCH:
Weinheim, 2022; S. 211--248.}
\ecvitem{Patent}{Hofer, L.; Weigl, S. Verfahren zur Herstellung eines Katalysators. DE 10 2023 108 442 A1, 2024.}
\ecvsection{Sprachen}
\ecvitem{Deutsch}{Muttersprache}
\end{europecv}
\end{document}
"""
    found = {p.title: (p.venue, p.year, p.kind) for p in read_tex(source).publications}
    assert found["Formate Species on Copper"] == ("Angew. Chem. Int. Ed.", 2021, Kind.JOURNAL)
    assert found["Operando Imaging of Reactors"] == ("ChemCatChem", None, Kind.PREPRINT)
    assert found["Verfahren zur Herstellung eines Katalysators"][2] is Kind.PATENT
    assert "Copper Catalysts" in found


def test_chicago_entries_in_a_reference_work_and_a_new_series() -> None:
    """Under "Encyclopedia Entries", ``In *Encyclopedia*. Publisher, 2022. Article published online March
    2022.`` is kind other with the encyclopedia as venue; ``*Journal*, n.s., 4, no. 2 (2016)`` keeps its journal."""
    found = _papers(r"""\section{Publications}
\subsection{Encyclopedia Entries}
\cvlistitem{``Grain Riots.'' In \textit{Oxford Research Encyclopedia of British History}. Oxford University Press,
2022. Article published online March 2022.}
\subsection{Articles}
\cvlistitem{``Parish Relief in Norfolk.'' \textit{Rural History Review}, n.s., 4, no.~2 (2016): 215--17.}
""")
    assert found["Grain Riots"][1:] == ("Oxford Research Encyclopedia of British History", 2022, Kind.OTHER)
    assert found["Parish Relief in Norfolk"][1:] == ("Rural History Review", 2016, Kind.JOURNAL)


def test_unmarked_ams_entries_wrapped_over_lines_after_a_pdf_converter() -> None:
    """No numbers and no blank lines: an entry's line that ends with a comma goes on below even with its year
    read; a line that opens with initials and a surname after a finished entry opens the next; an italic title
    closed and opened again at a line break is one title."""
    found = _markdown_papers("""# Clara Whitmore
Professor of Mathematics, University of Leeds
## Publications
A. Lee, B. Kim, and **C. Whitmore**, _Sharp bounds for random walks on_
_groups_, Ann. Probab. **48** (2020), no. 3, 1201–1240.
**C. Whitmore**, _Mixing times of card shuffles_, Duke Math. J. **168** (2019),
455–512.
A. Lee and **C. Whitmore**, _Local limits of random trees_, Probab. Theory
Related Fields **175** (2019), 1–40.
**C. Whitmore**, _Random walks on hyperbolic groups_, to appear in Ann. Inst. Henri
Poincaré Probab. Stat.
**C. Whitmore**, _Spectral gaps of random graphs_, preprint, arXiv:2401.01234.
## Teaching
Probability, fall 2023.
""")
    assert found["Sharp bounds for random walks on groups"][1:] == ("Ann. Probab.", 2020, Kind.JOURNAL)
    assert found["Mixing times of card shuffles"][1:] == ("Duke Math. J.", 2019, Kind.JOURNAL)
    assert found["Local limits of random trees"][0] == ("A. Lee", "C. Whitmore")
    assert found["Random walks on hyperbolic groups"][1:] == (
        "Ann. Inst. Henri Poincaré Probab. Stat.", None, Kind.JOURNAL
    )
    assert found["Spectral gaps of random graphs"][3] is Kind.PREPRINT
    assert len(found) == 5


def test_moderncv_status_and_kind_labels() -> None:
    """``\\cvitem{forthcoming}{"Title." \\textit{Journal}.}`` and ``\\cvitem{2021}{\\textbf{Book:} ...}``: the label
    is the paper's status or kind, each row its own paper; an italic journal after a quoted title is no names."""
    found = _papers(r"""\section{Publications}
\cvitem{forthcoming}{``Grain Riots in Norfolk, 1740--1760.'' \textit{Past \& Present}.}
\cvitem{in press}{``Parish Relief and the Old Poor Law.'' \textit{Economic History Review}.}
\cvitem{2021}{\textbf{Book:} \emph{The Hungry Parish: Poverty and Protest in Norfolk}. Woodbridge: Boydell Press, 2021.}
\cvitem{2018}{\textbf{Article:} ``Bread and Order.'' \emph{Social History} 42 (2018): 1--20.}
""")
    assert found["Grain Riots in Norfolk, 1740–1760"][1:] == ("Past & Present", None, Kind.JOURNAL)
    assert found["Parish Relief and the Old Poor Law"][1:] == ("Economic History Review", None, Kind.JOURNAL)
    assert found["The Hungry Parish: Poverty and Protest in Norfolk"][1:] == ("Boydell Press", 2021, Kind.BOOK)
    assert found["Bread and Order"][1:] == ("Social History", 2018, Kind.JOURNAL)


def test_a_running_head_between_numbered_entries_is_no_part_of_either() -> None:
    """pymupdf4llm keeps a page's head (``Clara Whitmore 3``) as a paragraph between two entries."""
    found = _markdown_papers("""# Clara Whitmore
Professor of Mathematics, University of Leeds
## Publications

1. Mixing times of card shuffles, _Duke Math. J._ **168** (2019), 455–512.

Clara Whitmore 3

2. Local limits of random trees, with A. Lee, _Probab. Theory Related Fields_ **175** (2019), 1–40.

## Teaching
Probability, fall 2023.
""")
    assert found["Mixing times of card shuffles"][1:] == ("Duke Math. J.", 2019, Kind.JOURNAL)


def test_an_italic_title_first_and_titles_closed_by_their_year_column() -> None:
    """``\\cvitem{2017}{\\textit{Title with and}, Journal, vol. 70, 2017}``: the italics bound the title; and
    ``\\cvitem{2018}{Title. \\textit{Journal} 241: 77--112.}`` rows with no names are closed by their year."""
    found = _papers(r"""\section{Publications}
\cvitem{2017}{\textit{Parish Relief and the Old Poor Law}, Economic History Review, vol. 70, 2017, pp. 801--26.}
\subsection{Articles}
\cvitem{2018}{Grain Riots in Norfolk. \textit{Past \& Present} 241: 77--112.}
\cvitem{2016}{Bread and Order in Georgian England. \textit{Social History} 41: 1--20.}
""")
    assert found["Parish Relief and the Old Poor Law"][1:] == ("Economic History Review", 2017, Kind.JOURNAL)
    assert found["Grain Riots in Norfolk"][1:] == ("Past & Present", 2018, Kind.JOURNAL)
    assert found["Bread and Order in Georgian England"][1:] == ("Social History", 2016, Kind.JOURNAL)


def test_a_quotation_that_opens_a_title_keeps_the_rest_of_it() -> None:
    """Vancouver: ``A, B. “I just get on with it”: older adults' accounts of X. Journal. 2019;29:1-9.``: the
    quotation and its colon open the title, which goes on to the journal."""
    found = _markdown_papers("""# Clara Whitmore
Professor of Nursing, University of Leeds
## Publications
- **Whitmore C**, Breen T. “I just get on with it”: older adults' accounts of self-care at home. Qual Health Res.
  2019;29(11):1602-14.
- Breen T, **Whitmore C**. Symptom recognition in heart failure. Br J Card Nurs. 2018;13(7):330-6.
## Teaching
Nursing research, 2023.
""")
    title = "“I just get on with it”: older adults' accounts of self-care at home"
    assert found[title][:3] == (("Whitmore C", "Breen T"), "Qual Health Res", 2019)


def test_an_ams_title_given_in_a_meeting_or_as_lecture_notes_ends_before_them() -> None:
    """``Title, in: Meeting, Oberwolfach Rep. 17 (2020), 1–4`` and ``Title, lecture notes, School, Series 30``:
    the title ends at the comma before "in:" or "lecture notes"."""
    found = _markdown_papers("""# Clara Whitmore
Professor of Mathematics, University of Leeds
## Publications
[1] Floer homology and knot concordance: a survey, in: Low-dimensional Topology, Oberwolfach Rep. 17 (2020), 2284–2287.
[2] (with L. Hirsch) A short course on knot Floer homology, lecture notes, IAS/Park City Math. Ser. 30, Amer.
Math. Soc., 2024, 95–160.
## Teaching
Topology, fall 2023.
""")
    assert found["Floer homology and knot concordance: a survey"][1:3] == ("Oberwolfach Rep.", 2020)
    assert found["A short course on knot Floer homology"][0] == ("Clara Whitmore", "L. Hirsch")


def test_a_book_length_after_its_imprint_leaves_the_publisher_as_venue() -> None:
    """MathSciNet's ``*Title*, Graduate Texts in Mathematics, vol. 301, Springer, Cham, 2023. xiv+312 pp.``"""
    found = _markdown_papers("""# Clara Whitmore
Professor of Mathematics, University of Leeds
## Books
- *Lectures on Random Walks*, Graduate Texts in Mathematics, vol. 301, Springer, Cham, 2023. xiv+312 pp.
## Teaching
Topology, fall 2023.
""")
    assert found["Lectures on Random Walks"][1:] == ("Springer", 2023, Kind.BOOK)


def test_a_meetings_proceedings_published_in_a_book_series_is_a_conference_paper() -> None:
    """``*Title*, Proceedings of the Fifteenth Algorithmic Number Theory Symposium (ANTS XV), Open Book Ser. 5,
    Math. Sci. Publ., 2022, 301–316.``: a series and a publisher, yet a meeting's proceedings."""
    found = _markdown_papers("""# Clara Whitmore
Professor of Mathematics, University of Leeds
## Publications
- (with A. Lee) *Counting points on curves: tables*, Proceedings of the Ninth Arithmetic Geometry Symposium
  (AGS IX), Open Book Ser. **5**, Math. Sci. Publ., 2022, 301–316.
## Teaching
Algebra, fall 2023.
""")
    assert found["Counting points on curves: tables"][2:] == (2022, Kind.CONFERENCE)


def test_a_book_entry_under_publications_takes_its_publisher_not_its_town() -> None:
    """``\\cventry{2019}{\\textit{Book}}{Cornell University Press}{Ithaca, NY}{}{}``: the publisher is the venue;
    ``{\\textit{Book}, ed. with T. Echeverría}``: the co-editor is a co-author."""
    found = _papers(r"""\section{Books}
\cventry{2019}{\textit{Kin and Cargo: Merchant Families in Bristol}}{Cornell University Press}{Ithaca, NY}{}{}
\cventry{2022}{\textit{Credit and Community in the Atlantic}, ed. with Tomás Echeverría}
  {Manchester University Press}{Manchester}{}{}
""")
    assert found["Kin and Cargo: Merchant Families in Bristol"][1:3] == ("Cornell University Press", 2019)
    authors, venue, _, _ = found["Credit and Community in the Atlantic"]
    assert (authors, venue) == (("Clara Whitmore", "Tomás Echeverría"), "Manchester University Press")
