"""Custom-macro LaTeX, Quarto and academic-site Markdown CVs, with invented strings: a document's own heading and
paragraph macros read by their definitions, the subject's name macro inverted amid APSA's given-first co-authors,
a prize noted under a paper after a ``$\\bullet$``, and a book under contract with its series."""

from __future__ import annotations

from cvkg.extract.citations import parse_citation
from cvkg.extract.names import split_names
from cvkg.model import SourceDocument
from tests.readers import latex_document, read_tex

_MACRO_CV = r"""\documentclass{article}
\newcommand{\me}{\textbf{Varga, Lena}}
\newcommand{\rubrik}[1]{\vspace{8pt}{\Large\scshape #1}\par\hrule\vspace{3pt}}
\newcommand{\paper}[1]{\noindent\hangindent=2em #1\par\vspace{2pt}}
\begin{document}
{\huge Lena Varga}

\rubrik{Articles}
\paper{\me. 2024. ``Ballots and Barracks in Small Republics.'' \textit{Journal of Invented Politics} 12 (2): 101--20.}
\paper{Ostrom, Kai B., \me, and Pilar Duarte. 2022. ``Whom the Militia Serves.'' \textit{Invented Studies Quarterly}
  30 (1): 5--29.\newline
  \hspace*{2em}{\small $\bullet$ Winner, Invented Best Article Award, 2023}}
\paper{Haldane, Iris, and \me. 2021. ``Rural Courts after War.'' \textit{Review of Invented Affairs} 8 (4): 77--95.}

\rubrik{Book Project}
\paper{\textit{Orders of the Village.} Book manuscript. Under advance contract, Invented University Press (Invented
  Series in Politics).}
\end{document}
"""


def test_a_macro_setting_its_argument_large_over_a_rule_is_a_heading() -> None:
    """``\\rubrik{Articles}`` whose definition sets its text in ``\\Large`` over an ``\\hrule``: a section heading,
    whatever its name; ``\\paper{..}``, ending its paragraph with ``\\par``, is one item of that section."""
    text = latex_document(_MACRO_CV).text
    assert "## Articles" in text.splitlines()
    assert "## Book Project" in text.splitlines()
    assert sum(line.startswith("- ") for line in text.splitlines()) == 4


def test_the_subject_macro_inverted_amid_given_first_names_is_one_author() -> None:
    """APSA inverts the first author only, but the subject's macro prints "Last, Given" wherever it stands."""
    pubs = read_tex(_MACRO_CV).publications
    assert [p.authors for p in pubs[:3]] == [
        ("Varga, Lena",),
        ("Ostrom, Kai B.", "Varga, Lena", "Pilar Duarte"),
        ("Haldane, Iris", "Varga, Lena"),
    ]


def test_a_prize_under_a_paper_after_a_bullet_is_a_note() -> None:
    """``\\newline $\\bullet$ Winner, X Award`` inside the paper's macro: a note, no part of the journal's name."""
    pub = read_tex(_MACRO_CV).publications[1]
    assert pub.venue == "Invented Studies Quarterly"
    assert any("Invented Best Article Award" in n for n in pub.notes)


def test_a_book_under_contract_keeps_its_publisher_and_notes_its_series() -> None:
    """"Book manuscript. Under advance contract, Press (Series)": the press is the venue, the rest notes; the
    implied author is the subject as the list writes the name (inverted)."""
    book = read_tex(_MACRO_CV).publications[3]
    assert (book.title, book.venue, book.year) == ("Orders of the Village", "Invented University Press", None)
    assert "Invented Series in Politics" in book.notes
    assert book.authors == ("Varga, Lena",)


def test_a_lone_surname_pairs_with_the_given_name_after_it() -> None:
    """"Haldane, Iris, and Varga, Lena": two inverted names, not four."""
    assert split_names("Haldane, Iris, and Varga, Lena").names == ("Haldane, Iris", "Varga, Lena")
    assert split_names("Qian, Z., Roy, T.").names == ("Qian, Z.", "Roy, T.")


def test_a_bold_inverted_name_in_a_list_stays_whole() -> None:
    """``**Varga, Lena**`` amid given-first names is one name."""
    found = parse_citation(["Ostrom, Kai B., **Varga, Lena**, and Pilar Duarte. 2022. “Whom the Militia Serves.” "
                            "*Invented Studies Quarterly* 30 (1): 5–29."])
    assert found is not None
    assert found.authors == ("Ostrom, Kai B.", "Varga, Lena", "Pilar Duarte")


def test_a_book_reviewed_in_journals_keeps_the_reviews_as_a_note() -> None:
    """A sub-item "Reviewed in *A*, *B*" under a monograph is a note, and so is a prize; the book is read."""
    found = parse_citation([
        "* *Salt and Ledger: Coastal Trade in the Invented Sertão*. Durham: Invented University Press, 2023.",
        "  * Reviewed in *Invented Historical Review*, *The Invented Americas*",
        "  * Winner, Invented Book Prize, Invented History Society, 2024",
    ])
    assert found is not None
    assert (found.title, found.venue, found.year) == (
        "Salt and Ledger: Coastal Trade in the Invented Sertão", "Invented University Press", 2023
    )
    assert any(n.startswith("Reviewed in") for n in found.notes)


def test_a_book_review_in_an_online_venue_dated_by_month() -> None:
    """Chicago's unsigned "Review of *Book*, by A. *Venue*, March 2020.": the venue and year."""
    found = parse_citation(
        ["* Review of *Ledgers of the Sea*, by Inês Valadares. *Invented Reviews Online*, March 2020."]
    )
    assert found is not None
    assert (found.title, found.venue, found.year) == (
        "Review of Ledgers of the Sea, by Inês Valadares", "Invented Reviews Online", 2020
    )


def test_an_article_manuscript_under_review_is_with_its_journal() -> None:
    """"(article manuscript, under review at *J*)": a preprint whose venue is the journal deciding."""
    found = parse_citation(['* "Oil Lamps and Ledgers" (article manuscript, under review at *Invented Past*)'])
    assert found is not None
    assert (found.venue, found.kind.value) == ("Invented Past", "preprint")


def test_the_committee_member_marked_as_chair_is_the_advisor() -> None:
    """"Committee: A (chair), B, C": A advises; the members unmarked are no advisors, and "(advisor)" is no label."""
    from cvkg.extract.history import labels, named_advisors

    for text, advisor in (
        ("Committee: Rosa M. Ilves (chair), Tom Barre, Ana Pires", "Rosa M. Ilves"),
        ("Committee: Rosa Ilves (advisor), Tom Barre", "Rosa Ilves"),
    ):
        _, found = labels(text)
        assert named_advisors(found) == (advisor,)


_MODERNCV_HISTORY = r"""\documentclass[11pt,a4paper]{moderncv}
\moderncvstyle{classic}
\name{Orla}{Fennessy}
\begin{document}
\makecvtitle
\section{Employment}
\cventry{2015--}{Professor of Modern History}{University of Invented Cork}{Cork}{}{}
\section{Monographs}
\cvitem{2021}{\emph{The Turf Accounts} (Dublin: Invented Courts Press, 2021).}
\section{Articles}
\cvlistitem{`Remittances and the parish economy', \emph{Invented Historical Studies}, 45 (2021), pp. 1--24.}
\cvlistitem{`Landlords and their agents.' \emph{Invented Past} 240 (2018): 101--35.}
\section{Selected papers}
\cventry{2017}{Paper Money in Munster}{Invented Economic History Review}{70(3), 800--822}{}{}
\end{document}
"""


def test_moderncv_papers_in_british_form_are_read() -> None:
    """Humanities lists in moderncv: Oxford's imprint in brackets, single-quoted titles, and a ``\\cventry`` per
    paper (``{year}{title}{journal}{volume}``) under a heading of papers, none naming the subject."""
    pubs = read_tex(_MODERNCV_HISTORY).publications
    assert [(p.title, p.venue, p.year) for p in pubs] == [
        ("The Turf Accounts", "Invented Courts Press", 2021),
        ("Remittances and the parish economy", "Invented Historical Studies", 2021),
        ("Landlords and their agents", "Invented Past", 2018),
        ("Paper Money in Munster", "Invented Economic History Review", 2017),
    ]
    assert all(p.authors == ("Orla Fennessy",) for p in pubs)
    positions = read_tex(_MODERNCV_HISTORY).positions
    assert [p.title for p in positions] == ["Professor of Modern History"]


def test_papers_presented_with_single_quoted_titles_are_talks() -> None:
    """"Papers presented" whose entries are ‘Title’, the meeting (or "invited lecture"), place and date: talks."""
    record = read_tex(r"""\documentclass{article}
\begin{document}
\section*{Ilse Marais}
\section*{Papers presented}
\begin{itemize}
\item `Custom and consent', Invented Law Teachers Conference, Durban, 18 January 2023.
\item `Land and the courts', invited public lecture, University of Invented Town, 12 September 2022.
\end{itemize}
\end{document}
""")
    assert record.publications == ()
    assert [t.title for t in record.talks] == ["Custom and consent", "Land and the courts"]


_SOCIOLOGY_MACROS = r"""\documentclass{article}
\newcommand{\ME}{\underline{P. Ramaswamy}}
\newcommand{\chap}[3]{\item #1, \textit{#2}, #3}
\newcommand{\job}[4]{\noindent\textbf{#1} \hfill #2 \\ \textit{#3} \hfill #4\par}
\begin{document}
{\LARGE Priya Ramaswamy}

\section*{Positions}
\job{Assistant Professor of Sociology}{2020--present}{Invented University}{Springfield, IL}
\section*{Chapters}
\begin{enumerate}
\chap{\ME\ and L. Brandt (2022). ``Kinship at Work.'' In A. Gupta (ed.)}{Handbook of Invented Labor}{Oxford University
  Press, pp. 45--67}
\end{enumerate}
\end{document}
"""


def test_a_macro_keeps_the_emphasis_its_definition_gives_a_field() -> None:
    """``\\chap{..}{Book}{..}`` whose body sets ``\\textit{#2}``: under a heading of papers the book is in italics on
    the line, as printed, and the chapter's venue is the book, without its publisher; a job's macro reads as before."""
    text = latex_document(_SOCIOLOGY_MACROS).text
    assert "*Handbook of Invented Labor*" in text
    record = read_tex(_SOCIOLOGY_MACROS)
    (chapter,) = record.publications
    assert (chapter.title, chapter.venue, chapter.year) == ("Kinship at Work", "Handbook of Invented Labor", 2022)
    (job,) = record.positions
    assert (job.title, job.organization) == ("Assistant Professor of Sociology", "Invented University")


_QUARTO_CV = """---
title: "Curriculum Vitae"
format: pdf
---

# Mara Okonjo-Lind

## Experience

::: {.cv-entry}
**Research Assistant**, Center for Invented Outcomes (CIO)
Invented State University · Sep 2021 – present

- Data management for the statewide nurse survey
- Linked survey data to hospital files
:::

::: {.cv-entry}
**Staff Nurse, Cardiac ICU**
Invented Medical Center, Nashville, TN
June 2014 – July 2019
:::
"""


def test_a_quarto_entry_div_is_one_entry() -> None:
    """``::: {.cv-entry}``: the lines that open the div are one entry's fields (title, employer, dates), its
    bullets what the job was; a unit and the university after it are one employer."""
    from cvkg.extract import text

    record = text.extract(SourceDocument("cv.qmd", "text/markdown", _QUARTO_CV, ""))
    assert [(p.title, p.organization, p.location) for p in record.positions] == [
        ("Research Assistant", "Center for Invented Outcomes (CIO), Invented State University", None),
        ("Staff Nurse, Cardiac ICU", "Invented Medical Center", "Nashville, TN"),
    ]
    assert record.positions[1].period.start.year == 2014


def test_a_talks_panel_and_commentator_are_no_part_of_its_host() -> None:
    """Chicago humanities talks: "“Title,” Meeting, Place. Panel: “X.” Comment: Y." -- the meeting and place."""
    record = read_tex(r"""\documentclass[11pt]{moderncv}
\moderncvstyle{classic}
\name{Orla}{Fennessy}
\begin{document}
\section{Conference Papers and Lectures}
\cvitem{2024}{``Counting the Cost,'' Invented Historical Association, New York. Panel: ``Money and Migration.''
  Comment: Kevin Lund.}
\cvitem{2023}{``The Long Depression,'' Invented Conference on British Studies, Providence, RI. Panel chair: Dora Ames.}
\end{document}
""")
    assert [(t.title, t.host, t.date.year) for t in record.talks] == [
        ("Counting the Cost", "Invented Historical Association, New York", 2024),
        ("The Long Depression", "Invented Conference on British Studies, Providence, RI", 2023),
    ]


def test_meetings_with_the_years_of_their_talks_are_one_talk_a_year() -> None:
    """"APSA 2019, 2021; MPSA 2020; Peace Science Society 2023": untitled talks, one per meeting and year."""
    from cvkg.extract.talk_lines import hosts_with_years

    assert hosts_with_years("IPSA 2019, 2021; WPSA 2020; Invented Science Society 2023") == [
        ("IPSA", 2019), ("IPSA", 2021), ("WPSA", 2020), ("Invented Science Society", 2023)
    ]
    assert hosts_with_years("Invented Studies of Things 2019") is None


def test_a_research_section_of_labelled_field_lists_is_interests() -> None:
    """"Research" (a heading that names no kind) over "*Fields:* X; Y  *Regions:* Z": the subject's interests."""
    record = read_tex(r"""\documentclass{article}
\newcommand{\sect}[1]{{\large\scshape #1}\\\rule{\textwidth}{0.4pt}\par}
\begin{document}
{\huge Ada Okafor-Lind}

\sect{Education}
Ph.D., Political Science, Invented University, 2020

\sect{Research}
\textit{Fields:} Comparative Politics; Invented Political Economy\quad \textit{Regions:} East Africa, Sahel
\end{document}
""")
    assert [t.value for t in record.interests] == [
        "Comparative Politics", "Invented Political Economy", "East Africa", "Sahel"
    ]


def test_a_blog_post_is_no_journal_article() -> None:
    """APA's "*Venue* [Blog]" and Chicago's "*Venue* (blog)": the venue without its medium, kind other."""
    for line in (
        "7. **Lind, R. T.** (2020, April 22). What the ward taught me. *Invented Nurse Notes* [Blog]. "
        "https://example.org/ward",
        '* "What Clerks Knew." *Invented Revolutions* (blog), June 8, 2022.',
    ):
        found = parse_citation([line])
        assert found is not None
        assert found.venue in {"Invented Nurse Notes", "Invented Revolutions"}
        assert found.kind.value == "other"


def test_moderncv_lists_inside_an_item_and_a_book_with_its_imprint_as_comment() -> None:
    """Under "Published Works": ``\\cvitem{}{\\begin{itemize}..}`` gives one entry per item, and
    ``\\cvitemwithcomment{2021}{*Title*}{Cork: Press}`` is a book and its imprint."""
    pubs = read_tex(r"""\documentclass[11pt]{moderncv}
\moderncvstyle{casual}
\name{Orla}{Fennessy}
\begin{document}
\section{Published Works}
\subsection{Books}
\cvitemwithcomment{2021}{\textit{The Turf Ledgers}}{Cork: Invented University Press}
\subsection{Articles}
\cvitem{}{\begin{itemize}
\item ``Remittances and the Parish.'' \textit{Invented Historical Studies} 45 (2021): 1--24.
\item ``Landlords and Agents.'' \textit{Invented Past} 240 (2018): 101--35.
\end{itemize}}
\end{document}
""").publications
    assert [(p.title, p.venue, p.year) for p in pubs] == [
        ("The Turf Ledgers", "Invented University Press", 2021),
        ("Remittances and the Parish", "Invented Historical Studies", 2021),
        ("Landlords and Agents", "Invented Past", 2018),
    ]
