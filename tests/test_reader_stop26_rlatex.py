"""Stop 26: shapes of real LaTeX CVs from public repositories: friggeri-cv's ``\\entry{MM/YY}{authors}{venue}{title}``
and its month/two-digit-year dates, its two-word ``\\header`` name, labels under a degree. People, papers and
places are invented."""

from __future__ import annotations

from cvkg.export import to_layout
from cvkg.extract import extract
from cvkg.ingest import read_source


def _record(tmp_path, text: str, name: str = "cv.tex") -> dict:
    source = tmp_path / name
    source.write_text(text, encoding="utf-8")
    return to_layout(extract(read_source(source)))


_FRIGGERI = r"""\documentclass[]{friggeri-cv}
\begin{document}
\header{\hspace{1cm}Mira Solveig}{ Tannhauser}{Planetary scientist and programmer}

\section{Education}
\begin{entrylist}
  \entry
    {10/14-08/17}
    {Bachelor in Physics}
    {Universität Tarnstadt}
    {\begin{itemize}\vspace{-3mm}
        \item grade: 1.7
        \item bachelor thesis: Spiral arms in young dusty disks
        \item supervisor of thesis: Prof. Dr. Edda Lindqvist
    \end{itemize}}
  \entry
    {11/19-12/22}
    {Doctor of Science: Astronomy}
    {Universitet Kvarnby}
    {\begin{itemize}\item supervisors: Dr. Oren Pike, Prof. Dr. Hal Brune\end{itemize}}
\end{entrylist}

\section{Refereed Publications}
\begin{entrylist}
  \entry
    {09/18}
    {Tannhauser, M. S.; Pike O.; Brune H.; Lindqvist, E.}
    {\href{https://arxiv.org/abs/0000.00001}{A \& A, Volume 601, id.L3}}
    {Dust traps in young disks II: rings of C/O}
  \entry
    {05/21}
    {Kessel, B; Tannhauser, M. S.}
    {\href{https://arxiv.org/abs/0000.00002}{The Astrophysical Journal, Volume 912, Issue 2, id.88}}
    {Wet or dry? How the ice line moves. III. Late accretion}
  \entry
    {12/22}
    {Tannhauser, M. S. and Kessel, B.}
    {\href{https://arxiv.org/abs/0000.00003}{MNRAS, Forthcoming article}}
    {Hot winds on warm planets}
\end{entrylist}
\end{document}
"""


def test_month_and_two_digit_year_fields_are_dates() -> None:
    """A date column's "10/14-08/17" is October 2014 to August 2017; a fraction in a sentence stays as it is."""
    from cvkg.extract.dates import with_full_years

    assert with_full_years("10/14-08/17") == "10/2014-08/2017"
    assert with_full_years("12/22") == "12/2022"
    assert with_full_years("scored 10/15") == "scored 10/15"


def test_friggeri_entries_give_venue_then_title(tmp_path) -> None:
    """friggeri-cv's \\entry{09/18}{authors}{venue, volume}{title}: the title is the fourth argument, the year the
    date's, the venue the journal alone; semicolons part every author, however each writes its initials."""
    papers = _record(tmp_path, _FRIGGERI)["publications"]
    assert [(p["authors"], p["title"], p["venue"], p["year"], p["notes"]) for p in papers] == [
        (
            ["Tannhauser, M. S.", "Pike O.", "Brune H.", "Lindqvist, E."],
            "Dust traps in young disks II: rings of C/O",
            "A & A",
            2018,
            "volume 601; article L3",
        ),
        (
            ["Kessel, B", "Tannhauser, M. S."],
            "Wet or dry? How the ice line moves. III. Late accretion",
            "The Astrophysical Journal",
            2021,
            "volume 912; issue 2; article 88",
        ),
        (["Tannhauser, M. S.", "Kessel, B."], "Hot winds on warm planets", "MNRAS", 2022, "forthcoming"),
    ]


def test_friggeri_header_of_two_word_first_names(tmp_path) -> None:
    """\\header{First Middle}{ Last}{headline}: the name is the first two arguments, the third the headline."""
    record = _record(tmp_path, _FRIGGERI)
    assert record["person"]["name"] == "Mira Solveig Tannhauser"
    assert record["headline"] == "Planetary scientist and programmer"


def test_friggeri_degrees_with_their_listed_thesis_and_supervisor(tmp_path) -> None:
    """An itemize in the entry's last argument gives a line per item: "bachelor thesis: X" is the thesis,
    "supervisor of thesis: Y" its supervisor; "Doctor of Science: Astronomy" has the field Astronomy."""
    education = _record(tmp_path, _FRIGGERI)["education"]
    assert [
        (e["degree"], e["field"], e["start"], e["end"], e["advisors"], e["dissertation"]) for e in education
    ] == [
        ("Bachelor", "Physics", "2014-10", "2017-08", ["Edda Lindqvist"], "Spiral arms in young dusty disks"),
        ("Doctor of Science", "Astronomy", "2019-11", "2022-12", ["Oren Pike", "Hal Brune"], None),
    ]


_RESCLS = r"""\documentclass[10pt]{res}
\begin{document}
\name{Oren T. Vasquez, Ph.D.}
\begin{resume}
\section{\centerline{RESEARCH AND WORK ACTIVITIES}}
{\sl Tenure-Track Assistant Professor} \hfill 2022 -- Present \\
Department of Loom Biology. \newline Tarnfield Medical Center, Dallas, TX, USA. \hfill \\
Imaging of looms has given insight into the earliest events of weaving. The goal of the lab is to find the causes.
\newline

{\sl Research-Track Assistant Professor, and Director of the Loom Imaging Lab} \hfill 2018 -- 2022 \\
Department of Cell Looms. \newline Tarnfield Medical Center, Dallas, TX, USA. \hfill \\
The pace of loom development far outstrips the rate at which it reaches the community.

{\sl Founder} \hfill 2019 -- 2022 \\
Quillon Imaging Systems, LLC, Dallas, TX, USA. \hfill \\
Established an LLC to provide imaging to research centers.

{\sl Postdoctoral Fellow, Pike and Brune Laboratories} \hfill 2014 -- 2018 \\
Department of Bioinformatics \\
Tarnfield Medical Center, Dallas, TX, USA. \hfill \\
Development of light-sheet looms. Kirschfeld Postdoctoral Fellow.  Work under the guidance of Drs. Ada Pike.

{\sl Director, Loom Imaging Resource} \hfill 2013 -- 2014 \\
Loom Institute \\
University of Westbrook, Boulder, CO, USA. \hfill \\
Established the first campus-wide loom facility.  Reported to the Chief Scientific Officer, Dr. Hal Brune.

\section{\centerline{PUBLICATIONS}}
\begin{etaremune}
\item Oren T. Vasquez et al, Isotropic weaving across spatial scales. {\it Anal. Protoc.} 2022 Jul; (17) 2025-2053.
\item Mira K. Holt et al, Warp threads aid survival. {\it eLife.} 2021 Mar; (10) e66151. {\it Co-corresponding author.}
\item Oren T. Vasquez and Ada Pike.  Lossless parallel weaving in scanned looms.  {\it Sci. Rep.} 2017 Aug; (7), 9332.
\end{etaremune}
\end{resume}
\end{document}
"""


def test_rescls_titles_lead_their_employers(tmp_path) -> None:
    """res.cls's "{\\sl Title} \\hfill dates \\\\ Unit. \\newline Body, Place.": the employer is under the title (its
    closing period no sign of prose), ", and Director of X" goes on with the post, and sentences under an entry are
    its description, no post of their own."""
    jobs = _record(tmp_path, _RESCLS)["positions"]
    assert [(j["title"], j["organization"], j["start"], j["end"]) for j in jobs] == [
        ("Tenure-Track Assistant Professor", "Department of Loom Biology, Tarnfield Medical Center", "2022", "present"),
        (
            "Research-Track Assistant Professor, and Director of the Loom Imaging Lab",
            "Department of Cell Looms, Tarnfield Medical Center",
            "2018",
            "2022",
        ),
        ("Founder", "Quillon Imaging Systems, LLC", "2019", "2022"),
        ("Postdoctoral Fellow", "Pike and Brune Laboratories", "2014", "2018"),
        ("Director", "Loom Imaging Resource", "2013", "2014"),
    ]


def test_nlm_dates_with_the_volume_in_brackets(tmp_path) -> None:
    """"{\\it Journal.} 2022 Jul; (17) 2025-2053.": the year is the date's, not the first page's; the volume and the
    pages are notes, the journal alone the venue; "A. B. Last and C. Last." signs with both names."""
    papers = _record(tmp_path, _RESCLS)["publications"]
    assert [(p["authors"], p["title"], p["venue"], p["year"], p["notes"]) for p in papers] == [
        (
            ["Oren T. Vasquez"],
            "Isotropic weaving across spatial scales",
            "Anal. Protoc.",
            2022,
            "author list truncated; pages 2025-2053; volume 17",
        ),
        (
            ["Mira K. Holt"],
            "Warp threads aid survival",
            "eLife",
            2021,
            "author list truncated; Co-corresponding author; volume 10; article e66151",
        ),
        (["Oren T. Vasquez", "Ada Pike"], "Lossless parallel weaving in scanned looms", "Sci. Rep.", 2017,
         "volume 7; article 9332"),
    ]


_MODERNCV = r"""\documentclass[11pt]{moderncv}
\moderncvstyle{classic}
\name{Lior}{Abernathy}
\begin{document}
\makecvtitle
\section{Research Experience}
\cventry{2018}{Principal Investigator}{Tarn Applied Weaving Group}{}{}{Tarn University, New Brunswick, NJ}
\cventry{2016 -- present}{Member}{Bilingual Looms Group}{}{}{Tarn University, New Brunswick, NJ}
\cventry{2015 -- present}{Co-Principal Investigator}{Program in Loom Research (PLR)}{}{}{Quarry College, Quarry, VT}
\cventry{2011 -- 2016}{Research Assistant}{Westbrook Phonetics Laboratory}{}{}{University of Westbrook, Tucson, AZ}
\end{document}
"""


def test_moderncv_entries_with_empty_arguments_keep_their_own_employer(tmp_path) -> None:
    """\\cventry{dates}{title}{employer}{}{}{institution, place}: each entry's title and employer are its second and
    third arguments; the description under an entry is no employer of the entry below (a unit's body at most)."""
    jobs = _record(tmp_path, _MODERNCV)["positions"]
    assert [(j["title"], j["organization"], j["start"], j["end"]) for j in jobs] == [
        ("Principal Investigator", "Tarn Applied Weaving Group", "2018", "2018"),
        ("Member", "Bilingual Looms Group", "2016", "present"),
        # (a program named alone, the body it belongs to under it)
        ("Co-Principal Investigator", "Program in Loom Research (PLR), Quarry College", "2015", "present"),
        ("Research Assistant", "Westbrook Phonetics Laboratory", "2011", "2016"),
    ]


_JAKES = r"""\documentclass[letterpaper,11pt]{article}
\newcommand{\degreeTable}{
  \vspace{-2pt}\item
    \begin{tabular*}{0.97\textwidth}{l@{\extracolsep{\fill}} r}
    {\textbf{University of Tarnfield: Natural Sciences MSci}} & \textit{Sep. 2016 -- July 2020}\vspace{2pt}
    \end{tabular*}
}
\newcommand{\resumeSubHeadingListStart}{\begin{itemize}[leftmargin=0.15in, label={}]}
\newcommand{\resumeSubHeadingListEnd}{\end{itemize}}
\begin{document}
\begin{center}
    \textbf{\Huge \scshape Ines Calloway} \\
\end{center}
\section{Education}
  \resumeSubHeadingListStart
    \degreeTable
  \resumeSubHeadingListEnd
\end{document}
"""


def test_an_argument_less_macro_sets_its_entry_where_it_is_called(tmp_path) -> None:
    """Jake's resume defines the degree's table in ``\\newcommand{\\degreeTable}{\\item ...}`` and calls it alone on a
    line: the entry its body sets, "University: Field Degree" read as institution, field and degree."""
    education = _record(tmp_path, _JAKES)["education"]
    assert [(e["degree"], e["field"], e["institution"], e["start"], e["end"]) for e in education] == [
        ("MSci", "Natural Sciences", "University of Tarnfield", "2016-09", "2020-07")
    ]


def test_a_paragraph_about_teaching_names_no_course(tmp_path) -> None:
    """"During my PhD, I have supervised ... students" under Teaching is prose about teaching: its opening clause
    is no course; a listed course beside it still is."""
    text = r"""\documentclass{article}
\begin{document}
\section{Teaching}
\begin{itemize}
\item During my PhD, I have supervised first-year mathematics, for two colleges. I have supervised 30 students.
\item Through sixth form, I assisted teaching music classes and after-school sessions with younger students.
\item Loom Theory II (Fall 2021)
\end{itemize}
\end{document}
"""
    assert [(t["course"], t["term"]) for t in _record(tmp_path, text)["teaching"]] == [("Loom Theory II", "Fall 2021")]


def test_a_vitas_dates_closed_by_a_period_leave_no_employer_behind(tmp_path) -> None:
    """"\\ind 2009--Present. Associate Professor." under "\\emph{Tarn University}": the period closes the dates, it
    is no employer; the employer is the heading above."""
    text = r"""\documentclass{article}
\newcommand{\ind}{\hangindent=0.5in}
\begin{document}
{\Large Ines Calloway}

\section*{Appointments}
\noindent\emph{Tarn University}

\ind 2009--Present. Associate Professor in Sociology and the Loom Institute.
\end{document}
"""
    jobs = _record(tmp_path, text)["positions"]
    assert [(j["title"], j["organization"], j["start"], j["end"]) for j in jobs] == [
        ("Associate Professor in Sociology and the Loom Institute", "Tarn University", "2009", "present")
    ]
