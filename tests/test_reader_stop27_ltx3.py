"""Stop 27 (ltx3): shapes of real LaTeX CVs written with the common CV classes: awesome-cv's honors rows holding
papers with NASA ADS's inverted full names, europasscv's rows whose field name holds a role and its year, and link
labels ("\\href{url}{[PDF]}") after a citation. People, papers and places are invented."""

from __future__ import annotations

from cvkg.convert.latex_text import is_author_list, is_one_author
from cvkg.export import to_layout
from cvkg.extract import extract
from cvkg.ingest import read_source


def _record(tmp_path, text: str, name: str = "cv.tex") -> dict:
    source = tmp_path / name
    source.write_text(text, encoding="utf-8")
    return to_layout(extract(read_source(source)))


_AWESOME_HONORS = r"""\documentclass[11pt, a4paper]{awesome-cv}
\name{Ilse M.}{Varga}
\position{Astronomer}
\begin{document}
\makecvheader
\cvsection{Publications}
\cvsubsection{First-author Publications (3)}
\begin{cvhonors}
\cvhonor
  {The Brightest Metal-poor Giants of the Outer Halo}
  {Varga, Ilse M.; Okafor, Daniel; Lindqvist, Sara K.; Brandt, Jonas et al.}
  {2019}
  {1}

\cvhonor{quill: A Spectral Fitting Engine}{Varga, Ilse M.}{2018}{2}

\cvhonor{Kinematics of Stellar Streams near the Bulge}{Varga, I. M.; Okafor, D.; Pereira, L.}{2017}{3}
\end{cvhonors}

\cvsubsection{Co-authored Publications (2)}
\begin{cvhonors}
\cvhonor{Chemical Tagging in the Thick Disc}{Okafor, Daniel; Varga, Ilse M.; Halvorsen, Ruth A.}{2020}{1}

\cvhonor{Lithium-rich Giants in Open Clusters}{Survey Collaboration; Brandt, Jonas; Varga, Ilse M.}{2016}{2}
\end{cvhonors}
\end{document}
"""


def test_awesome_honors_rows_with_inverted_full_names_are_papers(tmp_path):
    """awesome-cv's \\cvhonor{title}{authors}{year}{n} under Publications, the authors as ADS exports them
    ("Surname, Given I.; ..."), gives every paper with its authors, title and year, and the counter no venue."""
    pubs = _record(tmp_path, _AWESOME_HONORS)["publications"]
    assert [(p["authors"], p["title"], p["venue"], p["year"]) for p in pubs] == [
        (
            ["Varga, Ilse M.", "Okafor, Daniel", "Lindqvist, Sara K.", "Brandt, Jonas"],
            "The Brightest Metal-poor Giants of the Outer Halo",
            None,
            2019,
        ),
        (["Varga, Ilse M."], "quill: A Spectral Fitting Engine", None, 2018),
        (["Varga, I. M.", "Okafor, D.", "Pereira, L."], "Kinematics of Stellar Streams near the Bulge", None, 2017),
        (
            ["Okafor, Daniel", "Varga, Ilse M.", "Halvorsen, Ruth A."],
            "Chemical Tagging in the Thick Disc",
            None,
            2020,
        ),
        (
            ["Survey Collaboration", "Brandt, Jonas", "Varga, Ilse M."],
            "Lithium-rich Giants in Open Clusters",
            None,
            2016,
        ),
    ]


def test_inverted_full_name_lists_are_author_fields():
    """Semicolon-parted inverted full names are an author list; one such name with an initial is one author;
    a place or a title with a comma is neither."""
    assert is_author_list("Varga, Ilse M.; Okafor, Daniel; Brandt, Jonas et al.")
    assert is_author_list("Survey Collaboration; Brandt, Jonas")
    assert is_one_author("Varga, Ilse M.")
    assert not is_author_list("Boston, Massachusetts")
    assert not is_one_author("Heat Transfer, Revisited")


def test_awesome_honors_in_awards_keep_their_rows(tmp_path):
    """Guard: \\cvhonor under an awards heading stays an award (name and year), untouched by the papers' rule."""
    text = r"""\documentclass[11pt, a4paper]{awesome-cv}
\name{Ilse M.}{Varga}
\begin{document}
\cvsection{Honors \& Awards}
\begin{cvhonors}
\cvhonor{Early Career Prize}{Astronomical Society}{Oslo}{2021}
\end{cvhonors}
\end{document}
"""
    assert _record(tmp_path, text)["awards"] == [{"name": "Early Career Prize", "year": 2021}]


_EUROPASS_SERVICE = r"""\documentclass[english,a4paper]{europasscv}
\ecvname{Tomasz Wierzba}
\begin{document}
\begin{europasscv}
\ecvpersonalinfo
\ecvsection{Professional service}
\ecvitem{Invited referee, 2020}{Journal of Plasma Dynamics}
\ecvitem{Session chair, 2018}{Annual Meeting on Dense Plasmas}
\ecvitem{2017}{Reviewer, Laser Beams Letters}
\end{europasscv}
\end{document}
"""


def test_europasscv_row_named_by_a_role_and_year_keeps_both(tmp_path):
    """europasscv's \\ecvitem{Role, 2020}{Venue}: the row's name, a role and its year, is no label to drop; the
    service record has role, venue and year."""
    service = _record(tmp_path, _EUROPASS_SERVICE)["service"]
    assert [(s["role"], s["venue"], s["year"]) for s in service] == [
        ("Invited referee", "Journal of Plasma Dynamics", 2020),
        ("Session chair", "Annual Meeting on Dense Plasmas", 2018),
        ("Reviewer", "Laser Beams Letters", 2017),
    ]


_AWESOME_LINKS = r"""\documentclass[11pt, a4paper]{awesome-cv}
\name{Priya}{Ramaswamy}
\begin{document}
\cvsection{Selected Publications}
\begin{cventries}
  \cventryPub{
  \begin{cvitems}
   \textbf{Ramaswamy, P.}, Holt, J., \& Ferreira, L. (2024). Priors over tasks shape how people generalise.
  \textit{npj Science of Learning}
  \href{https://example.org/a.pdf}{[PDF]}
  \end{cvitems}}
  \cventryPub{
  \begin{cvitems}
   Holt, J., \textbf{Ramaswamy, P.}, \& Ferreira, L. (2021). Latent models of visual search.
   \textit{In Advances in Neural Information Processing Systems (NeurIPS)}, 34, 1201-1213.
  \href{https://example.org/b.pdf}{[PDF]}
  \end{cvitems}}
\end{cventries}
\end{document}
"""


def test_link_label_after_a_citation_is_no_part_of_its_venue(tmp_path):
    """A bare "[PDF]" left by \\href{url}{[PDF]} after a citation is no part of its venue, nor of its locators."""
    pubs = _record(tmp_path, _AWESOME_LINKS)["publications"]
    assert [(p["venue"], p["notes"]) for p in pubs] == [
        ("npj Science of Learning", None),
        ("Advances in Neural Information Processing Systems (NeurIPS)", "pages 1201-1213; volume 34"),
    ]


def test_apa_descriptor_in_brackets_stays(tmp_path):
    """Guard: APA's descriptor "[Poster]" names the work's kind and is not taken for a link's label."""
    text = (
        "# Ana Ruiz\n\n## Publications\n\n"
        "- Ruiz, A., & Holt, J. (2015). Shared wheel control [Poster]. *HRI '15 Extended Abstracts*, 203–204.\n"
    )
    pubs = _record(tmp_path, text, "cv.md")["publications"]
    assert [(p["title"], p["kind"]) for p in pubs] == [("Shared wheel control", "poster")]


_EUROPASS_PAPERS = r"""\documentclass[english,a4paper]{europasscv}
\ecvname{Tomasz Wierzba}
\begin{document}
\begin{europasscv}
\ecvpersonalinfo
\ecvsection{Publications}
\ecvtitle{2021}{Shock surfing of protons in the laboratory}
\ecvitem{}{T. Wierzba, A. Fazzini, J. Fuchs. Nature Physics 17, 1177--1182}
\ecvtitle{\it Phys. Plasmas, {\bf 24}, 082904}{Relay transport of flows in strong fields}
\ecvitem{(2017)}{\bf T. Wierzba, B. Qiao, S. P. Zhu and X. T. He}
\ecvsection{Work experience}
\ecvtitle{2019--2021}{Postdoctoral researcher}
\ecvitem{}{Laboratoire de Plasmas, Palaiseau}
\end{europasscv}
\end{document}
"""


def test_europasscv_entries_under_publications_are_papers(tmp_path):
    """europasscv's \\ecvtitle{year}{title} (or {journal}{title}) over a row of the authors under Publications is a
    paper: authors, title, venue and year, and no job; a job's entry under Work experience stays one."""
    record = _record(tmp_path, _EUROPASS_PAPERS)
    assert [(p["authors"], p["title"], p["venue"], p["year"]) for p in record["publications"]] == [
        (
            ["T. Wierzba", "A. Fazzini", "J. Fuchs"],
            "Shock surfing of protons in the laboratory",
            "Nature Physics",
            2021,
        ),
        (
            ["T. Wierzba", "B. Qiao", "S. P. Zhu", "X. T. He"],
            "Relay transport of flows in strong fields",
            "Phys. Plasmas",
            2017,
        ),
    ]
    assert [(p["title"], p["organization"]) for p in record["positions"]] == [
        ("Postdoctoral researcher", "Laboratoire de Plasmas, Palaiseau")
    ]


_EUROPASS_JOBS = r"""\documentclass[english,a4paper]{europasscv}
\ecvname{Linnea Sjöberg}
\begin{document}
\begin{europasscv}
\ecvpersonalinfo
\ecvsection{Work experience}
\ecvtitle{June 2015 -- July 2015}{Internship}
\ecvitem{}{Vasa Akademi}
\ecvitem{}{\begin{ecvitemize}\item Testing of exercises\item Work on the thesis\end{ecvitemize}}
\ecvtitle{June 2014 -- August 2014}{Construction work}
\ecvitem{}{Private firm Holm Bygg}
\end{europasscv}
\end{document}
"""


def test_europasscv_job_title_without_a_role_word_keeps_its_employer(tmp_path):
    """europasscv's \\ecvtitle{dates}{Construction work} over \\ecvitem{}{Employer}: the form's rows say which is
    the title and which the employer, whatever their words; the job above keeps its own."""
    positions = _record(tmp_path, _EUROPASS_JOBS)["positions"]
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in positions] == [
        ("Internship", "Vasa Akademi", "2015-06", "2015-07"),
        ("Construction work", "Private firm Holm Bygg", "2014-06", "2014-08"),
    ]


def test_teaching_line_of_place_course_and_role(tmp_path):
    """A teaching line "Place - Course - Role, Month YYYY - Month YYYY" gives the course before the role, the months
    as its term, and no month for a code."""
    text = (
        "# Ana Ruiz\n\n## Teaching\n\n"
        "- Sofia Training Centre - Data Analysis with R - Lecturer, March 2023 - May 2023\n"
        "- Vitosha College - Introduction to Java Programming - Assistant, October 2014 - January 2015\n"
    )
    teaching = _record(tmp_path, text, "cv.md")["teaching"]
    assert [(t["course"], t["code"], t["term"]) for t in teaching] == [
        ("Data Analysis with R", None, "March 2023 - May 2023"),
        ("Introduction to Java Programming", None, "October 2014 - January 2015"),
    ]


def test_europasscv_seasons_of_several_years_date_the_job(tmp_path):
    """europasscv's \\ecvtitle{Summers 2012 and 2013}{Title}: the summers span the job, from the first to the last,
    and the dates no employer."""
    text = _EUROPASS_JOBS.replace(
        r"\end{europasscv}",
        "\\ecvtitle{Summers 2012 and 2013}{Farm hand}\n\\ecvitem{}{Lindholm Farm Cooperative}\n\\end{europasscv}",
    )
    positions = _record(tmp_path, text)["positions"]
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in positions][-1] == (
        "Farm hand",
        "Lindholm Farm Cooperative",
        "2012",
        "2013",
    )
