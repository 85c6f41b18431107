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
