"""Conventions met in development sets 28 to 31: talks printed by a bibliography style (names first, the month
from BibTeX's ``month``). People and papers are invented."""

from __future__ import annotations

import bibtexparser

from cvkg.convert.latex_bib import citation
from cvkg.model import PartialDate
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
