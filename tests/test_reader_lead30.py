"""Conventions met in development sets 28 to 31: talks printed by a bibliography style (names first, the month
from BibTeX's ``month``), moderncv's units in the place field, Chicago's chapters with the imprint in brackets,
classicists' journals by acronym, book reviews listed by the book's author. People and papers are invented."""

from __future__ import annotations

import re

import bibtexparser

from cvkg.convert.latex_bib import citation
from cvkg.convert.latex_text import inline_text
from cvkg.extract import text as text_reader
from cvkg.extract.citations import parse_citation
from cvkg.extract.venues import clean_venue
from cvkg.model import PartialDate, SourceDocument
from cvkg.model import PublicationKind as Kind
from tests.readers import read_tex

_MODERNCV = r"""\documentclass[11pt]{moderncv}
\moderncvstyle{banking}
\name{Petra}{Lund}
\begin{document}
\makecvtitle
"""


def test_a_talk_cited_names_first_gives_its_title_host_and_date() -> None:
    """multibib prints a talk's ``@misc`` as a paper: "Lund, Petra. Title. Meeting, City, ST, August 2024."."""
    record = read_tex(_MODERNCV + r"""\section{Conference Presentations}
Lund, Petra. Why meadows never recover from frost. Nordic Ecology Meeting, Tromsø, Norway, August 2024.

Lund, Petra; Okoro, Chidi N. Frost legacies in alpine soils. Alpine Soil Symposium, University of Innsbruck, 2023.
\end{document}
""")
    assert [(t.title, t.host, t.date) for t in record.talks] == [
        ("Why meadows never recover from frost", "Nordic Ecology Meeting, Tromsø, Norway", PartialDate(2024, 8)),
        ("Frost legacies in alpine soils", "Alpine Soil Symposium, University of Innsbruck", PartialDate(2023)),
    ]


def test_a_talk_cited_author_date_takes_its_year_from_after_the_names() -> None:
    """Linguists' "Lund, P. 2023. Title. Meeting, University." has no date after the host."""
    record = read_tex(_MODERNCV + r"""\section{Conference Presentations}
Lund, P. \& K. Vell. 2023. Tone sandhi in Tromsø Norwegian. Nordic Prosody 13, University of Bergen.
\end{document}
""")
    assert [(t.title, t.host, t.date) for t in record.talks] == [
        ("Tone sandhi in Tromsø Norwegian", "Nordic Prosody 13, University of Bergen", PartialDate(2023)),
    ]


def test_an_untitled_seminar_after_a_name_is_no_cited_talk() -> None:
    """"Lund, P. Invited seminar, University of Oslo, March 2022.": no sentence after the names is a title."""
    record = read_tex(_MODERNCV + r"""\section{Invited Talks}
Lund, P. Invited seminar, University of Oslo, March 2022.
\end{document}
""")
    assert all(t.title != "Lund, P" for t in record.talks)


def test_a_misc_entry_prints_its_month_before_its_year() -> None:
    library = bibtexparser.parse_string(
        "@misc{a, author={Lund, Petra}, title={Frost legacies}, howpublished={Alpine Soil Symposium, Innsbruck},"
        " month=aug, year={2024}}\n"
        "@misc{b, author={Lund, Petra}, title={Frost}, howpublished={Meeting}, month={11}, year={2023}}\n"
        "@misc{c, author={Lund, Petra}, title={Snow}, howpublished={Meeting}, year={2022}}"
    )
    assert [citation(e) for e in library.entries] == [
        "Lund, Petra. Frost legacies. Alpine Soil Symposium, Innsbruck, August 2024.",
        "Lund, Petra. Frost. Meeting, November 2023.",
        "Lund, Petra. Snow. Meeting, 2022.",
    ]


def test_a_unit_in_the_place_field_of_an_entry_is_no_part_of_the_employer() -> None:
    """``\\cventry{dates}{title}{Durham University}{Department of Classics}``: the employer is the university; a
    degree whose field came first (``{B.S.}{Biochemistry}{Tulane Ridge College}``) keeps its college."""
    record = read_tex(_MODERNCV + r"""\section{Employment}
\cventry{2022--present}{Postdoctoral Research Associate}{Harrowgate University}{Department of Classics}{}{}
\cventry{2019--2022}{Stipendiary Lecturer}{University of Oxford}{Exeter College}{}{}
\section{Education}
\cventry{2014--2018}{B.S.}{Biochemistry}{Ferncliff College}{}{}
\end{document}
""")
    assert [(p.title, p.organization) for p in record.positions] == [
        ("Postdoctoral Research Associate", "Harrowgate University"),
        ("Stipendiary Lecturer", "University of Oxford"),
    ]
    assert record.education[0].institution == "Ferncliff College"


def test_a_quoted_project_under_a_job_is_what_the_job_was() -> None:
    """A description naming a project in quotes is no employer of the entry below it."""
    record = read_tex(_MODERNCV + r"""\section{Employment}
\cventry{2022--present}{Research Associate}{Harrowgate University}{}{}{Leverhulme project ``Rivers in Latin
Literature and Roman Law'' (PI: Prof.\ Gideon Raab)}
\cventry{2020--2022}{Stipendiary Lecturer in Classical Languages}{Exeter College, University of Oxford}{}{}{}
\end{document}
""")
    assert [(p.title, p.organization) for p in record.positions] == [
        ("Research Associate", "Harrowgate University"),
        ("Stipendiary Lecturer in Classical Languages", "Exeter College, University of Oxford"),
    ]


def test_a_city_labels_the_courses_taught_at_its_university() -> None:
    record = read_tex(_MODERNCV + r"""\section{Teaching}
\cvitem{Durham}{Latin Language 2 (CLAS2011), 2023--24 and 2024--25; Roman Landscapes (CLAS3421), 2024--25}
\end{document}
""")
    assert [(t.course, t.code, t.term) for t in record.teaching] == [
        ("Latin Language 2", "CLAS2011", "2023–24"),
        ("Latin Language 2", "CLAS2011", "2024–25"),
        ("Roman Landscapes", "CLAS3421", "2024–25"),
    ]


def test_a_chicago_chapter_keeps_the_book_alone_as_its_venue() -> None:
    """"in *Book*, ed. A and B (Place: Publisher, 2019), 33–58": the editors and the imprint in brackets go, even
    when the book's name could be two surnames ("Rhetoric and Tragedy")."""
    for text, book in [
        ("in The Oxford Handbook of Aeschylus, ed. Jeremy Conlan and Sophie Aldana (Oxford: Oxford University Press,"
         " 2023), 411–30.", "The Oxford Handbook of Aeschylus"),
        ("in Rhetoric and Tragedy, ed. Patrick Osei (Leiden: Brill, 2011), 55–77.", "Rhetoric and Tragedy"),
        ("in A Companion to Tragedy, ed. Ruth Peterka (Malden, MA: Wiley-Blackwell, 2020), 88–104.",
         "A Companion to Tragedy"),
    ]:
        assert clean_venue(text)[:2] == (book, int(re.search(r"(?:19|20)\d\d", text).group(0)))


def test_classicists_journals_by_acronym_with_volume_year_and_pages_are_journals() -> None:
    for text, venue in [
        ("“Silence and the Chorus,” TAPA 154 (2024) 1–29.", "TAPA"),
        ("“Lost Speeches in Aeschylus' Myrmidons,” Classical Quarterly n.s. 60 (2010) 15–31.", "Classical Quarterly"),
    ]:
        found = parse_citation([text])
        assert (found.venue, found.kind) == (venue, Kind.JOURNAL)


def test_a_review_number_gives_the_year_and_a_book_reviewed_elsewhere_is_a_note() -> None:
    assert clean_venue("BMCR 2024.02.17") == ("BMCR", 2024, ["number 2024.02.17"])
    assert clean_venue("bioRxiv 2024.09.14.613022")[0] == "bioRxiv 2024.09.14.613022"  # a DOI's date, no number
    found = parse_citation(["*Choral Time: Memory in Aeschylus*. Cambridge: Cambridge University Press, 2017."
                            " (Reviewed in *BMCR* 2018.04.12, *JHS* 139.)"])
    assert (found.title, found.venue, found.year) == ("Choral Time: Memory in Aeschylus", "Cambridge University Press",
                                                      2017)


def test_a_book_review_list_names_the_book_and_its_author_first() -> None:
    """Under "Reviews", "J. Kessler, *Book*. *BMCR* 2024.02.17." is the subject's review of Kessler's book."""
    record = read_tex(_MODERNCV + r"""\section{Publications}
\subsection{Articles}
\cvitem{}{``Silence and the Chorus,'' \emph{TAPA} 154 (2024) 1--29.}
\subsection{Reviews}
\cvitem{}{J. Kessler, \emph{Aeschylus and the Gods}. \emph{BMCR} 2024.02.17.}
\cvitem{}{S. Delacroix-Hume, \emph{Tragic Time}. \emph{JHS} 140 (2020) 288--89.}
\end{document}
""")
    reviews = [(p.title, p.authors, p.venue, p.year, p.kind) for p in record.publications[1:]]
    assert reviews == [
        ("Aeschylus and the Gods", ("Petra Lund",), "BMCR", 2024, Kind.OTHER),
        ("Tragic Time", ("Petra Lund",), "JHS", 2020, Kind.OTHER),
    ]
    assert "review of a book by J. Kessler" in record.publications[1].notes


def test_babel_passages_keep_their_text_and_quotation_marks() -> None:
    assert inline_text(r"\foreignlanguage{ngerman}{\glqq Ein neues Fragment\grqq}, \emph{Archiv} 81") == (
        "„Ein neues Fragment“, *Archiv* 81"
    )
    assert inline_text(r"\foreignlanguage{french}{\og Les tropes revisit\'es \fg}") == "« Les tropes revisités »"


def test_titles_in_guillemets_or_german_quotes_open_chapters_in_other_languages() -> None:
    """"« Titre », dans *Livre*, éd. X (Rennes: PUR, 2017)" and "„Titel“, in: *Buch*, hg. von X (Laaber: Laaber,
    2022)": the title, and the book alone as the venue."""
    for text, title, book in [
        ("« Le chant clunisien après 1100 », dans *Cluny après Cluny*, éd. Anne-Marie Besse (Rennes: PUR, 2017),"
         " 55–80.", "Le chant clunisien après 1100", "Cluny après Cluny"),
        ("„Fragmente als Quellen“, in: *Handbuch Musikalische Quellenkunde*, hg. von Ursula Berger (Laaber: Laaber,"
         " 2022), 77–96.", "Fragmente als Quellen", "Handbuch Musikalische Quellenkunde"),
    ]:
        found = parse_citation([text])
        assert (found.title, found.venue, found.kind) == (title, book, Kind.BOOK)


def test_a_status_label_and_a_lone_towns_imprint() -> None:
    found = parse_citation(["forthc.: “Hearing Manuscripts: Fragmentology and Sound”, *Speculum* 100 (2025)."])
    assert (found.title, found.venue, "forthcoming" in found.notes) == (
        "Hearing Manuscripts: Fragmentology and Sound", "Speculum", True
    )
    found = parse_citation(["(with Jean-Luc Perrichon) *Le chant des cloîtres*. Turnhout: Brepols, 2016."])
    assert (found.title, found.venue, found.year) == ("Le chant des cloîtres", "Brepols", 2016)


def test_a_chapter_in_the_subjects_own_volume_above_takes_its_year() -> None:
    record = read_tex(_MODERNCV + r"""\section{Books}
\cvitem{2013}{(ed., with Lucia Ferrandi) \emph{Fragments in Context: New Approaches}. Leiden: Brill, 2013.}
\section{Chapters}
\cvitem{}{``The Myrmidons Papyri Reconsidered,'' in \emph{Fragments in Context} (above), 123--48.}
\section{Reviews}
\cvitem{}{Review of Tomas Helland, \emph{Chant in the North}, in \emph{Early Music} 50 (2022), 130--32.}
\end{document}
""")
    chapter, review = record.publications[1:]
    assert (chapter.venue, chapter.year) == ("Fragments in Context", 2013)
    assert (review.title, review.venue, review.year) == ("Chant in the North", "Early Music", 2022)


def test_a_review_is_of_kind_other_and_a_forthcoming_chicago_chapter_keeps_its_book() -> None:
    review = parse_citation(["Review of *Seeing and Believing*, by Kiran Malhotra. *Notre Dame Philosophical"
                             " Reviews*, June 14, 2022."])
    assert review.kind is Kind.OTHER
    chapter = parse_citation(["“Merchants' Marks in Antwerp Contracts,” in *Signs of Commerce*, ed. Ruth Abernathy"
                              " and Sander Bleys (Amsterdam: Amsterdam University Press). Forthcoming."])
    assert chapter.venue == "Signs of Commerce"
    assert clean_venue("Studium 9, no. 2 (2016): 88–104 (in Dutch)") == (
        "Studium", 2016, ["in Dutch", "pages 88-104", "volume 9", "issue 2"]
    )


def test_a_macros_note_in_brackets_closes_its_citation() -> None:
    """``\\newcommand{\\pub}[3]{#1 #2 \\textit{(#3)}}``: the third argument is a note on the entry (its prize), no
    part of the venue."""
    record = read_tex(r"""\documentclass[11pt]{moderncv}
\moderncvstyle{classic}
\name{Henrike}{Vos}
\newcommand{\pub}[3]{\noindent\hangindent=2.2em\makebox[2.2em][l]{#1}#2\ifx&#3&\else\ \textit{(#3)}\fi\par}
\begin{document}
\section{Publications}
\pub{2020}{Vos, Henrike. \textit{Stones in Glass Cases}. Chicago: University of Chicago Press, 2020.}{Pfizer Award}
\end{document}
""")
    book = record.publications[0]
    assert (book.title, book.venue, book.year) == ("Stones in Glass Cases", "University of Chicago Press", 2020)
    assert "Pfizer Award" in book.notes


def test_mla_translators_and_book_manuscripts() -> None:
    """MLA's "Kasprzak, Jude, translator. *Title*. By A, Publisher, 2021.": the translation, its author a note; a
    book still being written ("Revising the manuscript for submission") has no venue."""
    found = parse_citation(["Kasprzak, Jude, translator. *The Salt Road*. By Hanna Wierzbińska, Northwestern UP,"
                            " 2021."])
    assert (found.title, found.authors, found.venue, found.year) == (
        "The Salt Road", ("Kasprzak, Jude",), "Northwestern UP", 2021
    )
    assert "translation of a book by Hanna Wierzbińska" in found.notes
    found = parse_citation(["*Border Tongues: Multilingual Modernism*. Revising the manuscript for submission."])
    assert (found.title, found.venue) == ("Border Tongues: Multilingual Modernism", None)
    found = parse_citation(["Kasprzak, Jude. “Schulz in English.” *Modernism/modernity Print Plus*, vol. 8, cycle 3,"
                            " 2023."])
    assert found.venue == "Modernism/modernity Print Plus"
    found = parse_citation(["*Murillo's Drawings*. Edited with Daniel Kwan. Chicago: Art Institute of Chicago, 2024."])
    assert (found.title, found.venue) == ("Murillo's Drawings", "Art Institute of Chicago")


def test_an_unnamed_subheading_is_a_part_of_the_section_above() -> None:
    """al-folio's "## Publications" / "### In press and published": the subheading names no kind of its own, so its
    papers are publications; and a prize line after a closed entry is that entry's note."""
    record = text_reader.extract(SourceDocument(
        "cv.md", "text/markdown",
        "# Jonas Lund\n\n## Publications\n{: #publications}\n\n### In press and published\n{: .pub-year}\n\n"
        "1. Park, H., & **Lund, J.** (2025). Naps protect emotional memories. *Child Development*, 96(2), 1–9.\n\n"
        "## Articles\n\n“Forged in Good Faith?,” *Past & Present* 259, no. 1 (2023): 45–82.  2023\n"
        "*Winner of the 2024 Gordon Griffiths Article Prize*\n"
        "(with Pieter Lund) “Exiles and Their Creditors,” *Dutch Crossing* 44, no. 1 (2020): 19–41.  2020\n",
        "",
    ))
    assert [p.title for p in record.publications] == [
        "Naps protect emotional memories", "Forged in Good Faith?", "Exiles and Their Creditors"
    ]
    assert any("Griffiths" in n for n in record.publications[1].notes)


def test_posters_cited_in_apa_from_a_pdf_with_titles_wrapped_in_emphasis() -> None:
    """pymupdf4llm wraps an italic title over two lines ("_Neighborhood_" / "_violence and sleep_ [Poster]"), APA
    dates a meeting "(2024, June 18–21)", and a prize under a poster ("- Citation Award for ...") ends it."""
    record = text_reader.extract(SourceDocument(
        "cv.md", "text/markdown",
        "# Marisol Lund\n\n**POSTER PRESENTATIONS**\n\n"
        "**Lund, M.**, Whitfield, D., & Keyes, K. M. (2024, June 18–21). _Neighborhood_\n"
        "_violence and sleep in adolescents_ [Poster]. Society for Epidemiologic Research Annual\n"
        "Meeting, Austin, TX, United States.\n\n"
        "**Lund, M.**, & Bhattacharya, R. (2023, March). _Depressive symptoms among Latinx_\n"
        "_adolescents, 2009–2021_ [Poster presentation]. American Psychosomatic Society Annual\n"
        "Meeting, San Juan, Puerto Rico.\n"
        "   - Citation Award for outstanding student abstract\n\n"
        "Harrington, L. E., **Lund, M.**, & Shrier, L. A. (2019, March 6–9). _School-based depression_\n"
        "_screening: First-year results_ [Poster]. Society for Adolescent Health and Medicine Annual\n"
        "Meeting, Washington, DC.\n",
        "",
    ))
    posters = [(p.title, p.kind, p.span.line, p.span.end_line) for p in record.publications]
    assert posters == [
        ("Neighborhood violence and sleep in adolescents", Kind.POSTER, 5, 7),
        ("Depressive symptoms among Latinx adolescents, 2009–2021", Kind.POSTER, 9, 12),
        ("School-based depression screening: First-year results", Kind.POSTER, 14, 16),
    ]
    assert any("Citation Award" in n for n in record.publications[1].notes)
    found = parse_citation(["Lund, M. Sleep as a mediator of violence and mood [Manuscript",
                            "submitted for publication]. _Epidemiology_."])
    assert (found.title, found.venue, found.kind) == ("Sleep as a mediator of violence and mood", "Epidemiology",
                                                      Kind.PREPRINT)


def test_headings_of_conferences_stays_abroad_and_specialist_training() -> None:
    """Heading words for talks ("Participation in Conferences", Europe's "Communications"), visiting posts and
    a clinician's training."""
    from cvkg.extract.sections import SectionKind, heading_kind

    assert heading_kind("Conferences") is SectionKind.TALKS
    assert heading_kind("Conferences and Workshops") is SectionKind.TALKS
    assert heading_kind("Conferences attended") is not SectionKind.TALKS
    assert heading_kind("Research Stays Abroad") is SectionKind.POSITIONS
    assert heading_kind("Specialist training") is SectionKind.EDUCATION
    for heading in ("Participation in Conferences", "Contributions to Conferences", "Papers Delivered",
                    "Communications", "Invited Addresses"):
        assert heading_kind(heading) is SectionKind.TALKS, heading
