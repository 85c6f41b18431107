"""Table tests for positions and degrees (the lines of an Experience or Education section in, entries out)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvkg.extract import history, jobs
from cvkg.extract.jobs import positions
from cvkg.model import SourceDocument


def _doc(lines: list[str]) -> SourceDocument:
    return SourceDocument(Path("cv.md"), "text/markdown", "\n".join(lines), ())


def _jobs(lines: list[str]) -> list[tuple[str, str | None, str | None, str | None]]:
    found = positions(list(enumerate(lines, start=1)), _doc(lines))
    return [(p.title, p.organization, _iso(p.period.start), _iso(p.period.end)) for p in found]


def _iso(bound: object) -> str | None:
    return bound.iso() if bound is not None and hasattr(bound, "iso") else None


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ["- **Research Intern, Gear Design** · Loom Ltd · *Leeds, UK* · Jun – Sep 2021",
             "- **Cardwork Analyst** · Babbage Institute of Engines · Feb 2019 – Jan 2020"],
            [("Research Intern, Gear Design", "Loom Ltd", "2021-06", "2021-09"),
             ("Cardwork Analyst", "Babbage Institute of Engines", "2019-02", "2020-01")],
        ),
        (
            ["### Assistant Professor", "Department of Looms, Cards & Gears, Engine University, Leeds, UK",
             "*March 2021 – present*"],
            [("Assistant Professor", "Department of Looms, Cards & Gears, Engine University", "2021-03", "present")],
        ),
        (
            ["- 2015– Professor of Engines, Loom University", "- 2009–2015 Reader in Engines, Loom University",
             "- 2005–2009 Lecturer in Gears, Department of Engines,", "University of Leeds",
             "- 2003–2005 Royal Society Research Fellow, Faculty of Looms, University of York"],
            [("Professor of Engines", "Loom University", "2015", "present"),
             ("Reader in Engines", "Loom University", "2009", "2015"),
             ("Lecturer in Gears", "Department of Engines, University of Leeds", "2005", "2009"),
             ("Royal Society Research Fellow", "Faculty of Looms, University of York", "2003", "2005")],
        ),
        (
            ["Graduate Student Research Assistant, Loom Lab, Engine University, Leeds, UK  Sep. 2020 – Present",
             "AI Research Resident, Cardworks, Bath, UK  Aug. 2019 – Jul. 2020"],
            [("Graduate Student Research Assistant", "Loom Lab, Engine University", "2020-09", "present"),
             ("AI Research Resident", "Cardworks", "2019-08", "2020-07")],
        ),
        (
            ["- since 10/2021 Postdoctoral Researcher, Loom Institute (LI), Leeds, UK. Gears Division.",
             "- 03/2021–09/2021 Research Scientist (fixed-term), Institute for Engines, ETH Loomstadt, Switzerland."],
            [("Postdoctoral Researcher", "Loom Institute (LI)", "2021-10", "present"),
             ("Research Scientist", "Institute for Engines, ETH Loomstadt", "2021-03", "2021-09")],
        ),
        (
            ["- **2018–2020**", "\t- Research Engineer, Loom Ltd, Leeds", "- **2016–2018**",
             "\t- Postdoctoral Research Associate", "\t- Department of Engines, University of York"],
            [("Research Engineer", "Loom Ltd", "2018", "2020"),
             ("Postdoctoral Research Associate", "Department of Engines, University of York", "2016", "2018")],
        ),
    ],
)  # fmt: skip
def test_position_layouts(lines: list[str], expected: list[tuple[str, str | None, str | None, str | None]]) -> None:
    """Title, employer and dates from dotted fields, headings over lines, description lists and date groups."""
    assert _jobs(lines) == expected


def test_a_gloss_or_note_beside_a_title_and_a_sentence_under_a_dated_job() -> None:
    """``Professor (W2) of X`` and ``Wissenschaftliche Mitarbeiterin (Research Associate)`` are titles; a
    lower-case sentence under a dated entry says what the job was and is none."""
    lines = ["2020–present  Professor (W2) of Engines, Universität Loomstadt",
             "Head of the steam laboratory.", "Member of the Analytical Engines department.",
             "2014–2019  Wissenschaftliche Mitarbeiterin (Research Associate), Institut für Webstühle"]  # fmt: skip
    assert _jobs(lines) == [
        ("Professor (W2) of Engines", "Universität Loomstadt", "2020", "present"),
        ("Wissenschaftliche Mitarbeiterin (Research Associate)", "Institut für Webstühle", "2014", "2019"),
    ]


def test_a_long_employer_line_is_no_description() -> None:
    """An employer of many capitalised words is read; a sentence of as many words is not."""
    lines = ["### Engineer", "Built a loom controller used by three mills in the north", "Loom Ltd  2019"]
    assert _jobs(lines) == [("Engineer", "Loom Ltd", "2019", "2019")]


def test_a_labelled_note_under_a_job_is_no_employer() -> None:
    """``Duties included: geodesy`` under a job is a note; the next job keeps the employer under it."""
    lines = ["* 2018 - 2021: Postdoctoral Fellow", "  * Loom Institute", "  * Duties included: loom repair",
             "* Summer 2016: Research Intern", "  * Bureau of Engines"]  # fmt: skip
    assert _jobs(lines) == [("Postdoctoral Fellow", "Loom Institute", "2018", "2021"),
                            ("Research Intern", "Bureau of Engines", "2016", "2016")]  # fmt: skip


def test_a_linked_employer_is_its_link_text() -> None:
    """``Research Scientist at [Loom AI](https://loom.ai), Leeds``: the employer is the link's text."""
    assert _jobs(["- 2020–present: Research Scientist at [Loom AI](https://loom.ai), Leeds"]) == [
        ("Research Scientist", "Loom AI", "2020", "present")
    ]


def test_an_employer_before_a_city_is_no_place() -> None:
    """``Loomfeather Research, Zurich`` under a bold title is the employer and its city, though it looks like
    ``Mountain View, CA``."""
    lines = ["**Research Intern**", "Loomfeather Research, Zurich", "Jun 2017 – Sep 2017"]
    assert _jobs(lines) == [("Research Intern", "Loomfeather Research", "2017-06", "2017-09")]


def _degrees(lines: list[str]) -> list[tuple[str, str | None, str | None, tuple[str, ...]]]:
    found, _ = history.education(list(enumerate(lines, start=1)), _doc(lines))
    return [(d.degree, d.field, d.institution, d.advisors) for d in found]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (["Licenciatura en Ingeniería, Universidad de los Telares  2004–2009"],
         [("Licenciatura", "Ingeniería", "Universidad de los Telares", ())]),
        (["Ph.D., Looms, Engine University  2014", "Advisors: Ada King (chair), Alan Turing"],
         [("Ph.D.", "Looms", "Engine University", ("Ada King", "Alan Turing"))]),
        (["- 2000 M.St. in Engine Studies, University of Looms (with distinction)"],
         [("M.St.", "Engine Studies", "University of Looms", ())]),
        (["B.Sc. (Hons) in Looms, University of Telaio", "2003 – 2007"],
         [("B.Sc. (Hons)", "Looms", "University of Telaio", ())]),
        (["- PhD in Gear Design — Technische Universität Loomstadt"],
         [("PhD", "Gear Design", "Technische Universität Loomstadt", ())]),
        (["Laurea in Lettere, Università di Telaio (110/110 e lode)  1999"],
         [("Laurea", "Lettere", "Università di Telaio", ())]),
        (["2013  **Dr. phil.** in Engine History, Universität Loomstadt", "Supervisors: Prof. Dr. Ada King"],
         [("Dr. phil.", "Engine History", "Universität Loomstadt", ("Ada King",))]),
        (["2008–2012  B.S., Looms, summa cum laude, University of Telar"],
         [("B.S.", "Looms", "University of Telar", ())]),
        (["University of Loomstadt  2015 – 2020", "PhD in Physics, advised by Prof. Karin Holm",
          "Dissertation: “Quantum looms and their discontents.”"],
         [("PhD", "Physics", "University of Loomstadt", ("Karin Holm",))]),
        (["- Dottorato di Ricerca in Fisica, Università di Telaio, 2012"],
         [("Dottorato di Ricerca", "Fisica", "Università di Telaio", ())]),
        (["B.Sc. in Looms (First Class), Engine University, Leeds, UK  2010–2014"],
         [("B.Sc.", "Looms", "Engine University", ())]),
        (["| Degree | Where | When |", "MSc (First Class Honours), Looms, Engine University, 2018 – 2020",
          "BSc, Cards, Loom College, 2015 – 2017", "MSc thesis: *Punched cards at scale* (advisor: Dr. Ada King)"],
         [("MSc (First Class Honours)", "Looms", "Engine University", ("Ada King",)),
          ("BSc", "Cards", "Loom College", ())]),
    ],
)  # fmt: skip
def test_degree_layouts(lines: list[str], expected: list[tuple[str, str | None, str | None, tuple[str, ...]]]) -> None:
    """Field after a connecting word in any language, a role note on an advisor, notes on the grade, a dash
    between field and institution, and a thesis line naming its degree."""
    assert _degrees(lines) == expected


def test_a_biography_names_the_advisors_of_the_degree_it_speaks_of() -> None:
    """``PhD candidate at X, supervised by Dr. A and Prof. B`` in an About list: the doctorate's advisors,
    unless its entry names its own."""
    lines = ["PhD, Looms, Engine University, 2021 – present", "MSc, Cards, Loom College, 2018 – 2020"]
    degrees, _ = history.education(list(enumerate(lines, start=1)), _doc(lines))
    prose = [(9, "- 🎓 PhD candidate at Engine University, supervised by Dr. Ada King and Prof. Alan Turing")]
    found = history.advisors_in_prose(prose, degrees)
    assert [(d.degree, d.advisors) for d in found] == [("PhD", ("Ada King", "Alan Turing")), ("MSc", ())]


def test_a_katholieke_universiteit_by_its_initials_is_an_institution() -> None:
    """``KU Loomstadt`` (as KU Leuven) is a university: the institution of a degree, the employer of a job."""
    assert _degrees(["PhD in Looms, KU Loomstadt, Loomstadt, Belgium  2008–2013"]) == [
        ("PhD", "Looms", "KU Loomstadt", ())
    ]


def test_a_quoted_dissertation_title_loses_its_quotes() -> None:
    """``Dissertation: “Title.”`` gives the title, without its quotes and period."""
    lines = ["PhD, Looms, Engine University  2020", "Dissertation: “Quantum looms.”"]
    found, _ = history.education(list(enumerate(lines, start=1)), _doc(lines))
    assert [d.dissertation for d in found] == ["Quantum looms"]


def test_dates_taken_from_parentheses_or_before_a_period_leave_no_marks() -> None:
    """``Scientist (2021–present)`` gives ``Scientist``; ``University of Telaio, 2019.`` gives the university."""
    assert _jobs(["* **Loom Health AI**, Research Scientist (2021–present)"]) == [
        ("Research Scientist", "Loom Health AI", "2021", "present")
    ]
    assert _degrees(["* Ph.D., Looms, University of Telaio, 2019. Advisor: Ada King."]) == [
        ("Ph.D.", "Looms", "University of Telaio", ("Ada King",))
    ]


def test_a_quoted_thesis_title_loses_its_quotes() -> None:
    """``Thesis: “Looms and Engines”`` gives the title without the quotes that mark it."""
    found, _ = history.education(list(enumerate(["PhD in Looms, University of Telaio, 2016",
                                                  "Thesis: \u201cLooms and Engines\u201d"], start=1)),
                                 _doc(["", ""]))  # fmt: skip
    assert [d.dissertation for d in found] == ["Looms and Engines"]


def test_an_employer_wrapped_after_a_dangling_word_continues_on_the_next_line() -> None:
    """PDF text: ``University of Nowhere at`` / ``Eastfield`` / a date line: one job, its employer whole."""
    lines = ["Lecturer, School of Music, College of the Arts at", "Eastfield", "2011–2015"]
    assert _jobs(lines) == [("Lecturer", "School of Music, College of the Arts at Eastfield", "2011", "2015")]


@pytest.mark.parametrize(
    ("advisor_line", "expected"),
    [
        ("Supervisor: Prof. dr hab. Halina Krosno", ("Halina Krosno",)),
        ("Advisors: Ada King, ScD, and Alan Turing, PhD", ("Ada King", "Alan Turing")),
        ("Advisor: Ada King; committee: Alan Turing, Grace Hopper", ("Ada King",)),
        ("Advisor: Ing Wong", ("Ing Wong",)),
    ],
)
def test_an_advisor_without_titles_degrees_or_the_committee_after_them(
    advisor_line: str, expected: tuple[str, ...]
) -> None:
    """Titles before a name and degrees after it are no names; a ``committee:`` label ends the advisors."""
    assert _degrees(["Ph.D., Looms, Engine University  2014", advisor_line])[0][3] == expected


def test_a_thesis_title_broken_at_a_hyphen_goes_on_on_the_next_line() -> None:
    """PDF text: ``Dissertation: Trade in Pre-`` / ``Modern Ports``: one title, its hyphen kept before a capital."""
    lines = ["Ph.D., History, Engine University", "2011", "Dissertation: Looms in the Pre-", "Industrial North"]
    found, _ = history.education(list(enumerate(lines, start=1)), _doc(lines))
    assert [d.dissertation for d in found] == ["Looms in the Pre-Industrial North"]


def test_a_job_named_by_its_science_wrapped_inside_a_parenthesis() -> None:
    """``Geochemist, Bureau of Mines (Regional`` / ``Office)``: a trade ending in -chemist is a title; an open
    parenthesis goes on on the next line."""
    lines = ["**2001–2004** Geochemist, Bureau of Loom Mines (Northern", "Office)"]
    assert _jobs(lines) == [("Geochemist", "Bureau of Loom Mines (Northern Office)", "2001", "2004")]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (["**2010** DrPH, Looms", "Engine School of Public Health"],
         ("DrPH", "Looms", "Engine School of Public Health")),
        (["**2001** MD (Médico Cirujano)", "Universidad de los Telares"],
         ("MD (Médico Cirujano)", None, "Universidad de los Telares")),
        (["2005  Sc.D., Engines, Loom Institute"], ("Sc.D.", "Engines", "Loom Institute")),
    ],
)
def test_public_health_medical_and_science_doctorates_are_degrees(
    lines: list[str], expected: tuple[str, str | None, str | None]
) -> None:
    """DrPH, MD and Sc.D. open a degree as Ph.D. does."""
    assert _degrees(lines)[0][:3] == expected


def test_a_prize_named_after_a_degree_is_no_degree() -> None:
    """``Premio Extraordinario de Licenciatura`` under a Licenciatura: an honour it won, not a second degree."""
    lines = ["1998  Licenciatura en Física, Universidad de los Telares.", "Premio Extraordinario de Licenciatura."]
    assert [d[0] for d in _degrees(lines)] == ["Licenciatura"]


def test_a_quoted_thesis_title_wrapped_mid_phrase_goes_on_on_the_next_line() -> None:
    """``Dissertation: "Looms and mills in`` / ``Lancashire, 1850"``: an open quote continues."""
    lines = ["Ph.D., History, Engine University", 'Dissertation: "Looms and mills in', 'Lancashire, 1850"']
    found, _ = history.education(list(enumerate(lines, start=1)), _doc(lines))
    assert [d.dissertation for d in found] == ["Looms and mills in Lancashire, 1850"]


def test_notes_under_a_dated_job_are_no_jobs() -> None:
    """``Department of Looms. Head, Card Laboratory.`` (two sentences) and ``...; mentoring of M.Sc. students.``
    under dated jobs say what the job was; ``mentoring`` is no ``mentor:`` label."""
    lines = ["Lecturer, Engine University, Leeds  Sep 2015 – present", "Department of Looms. Head, Card Laboratory.",
             "Research Associate, Loom College, York  Jan 2012 – Aug 2015",
             "Steam tables for looms; day-to-day mentoring of M.Sc. students."]  # fmt: skip
    assert _jobs(lines) == [
        ("Lecturer", "Engine University", "2015-09", "present"),
        ("Research Associate", "Loom College", "2012-01", "2015-08"),
    ]  # fmt: skip


def test_an_employer_on_the_bullet_under_a_dated_title_makes_the_phrase_above_all_title() -> None:
    """``* Summer 2019: Engine Society for Young Weavers Fellow`` over ``  * University of Looms``: the fellowship's
    name is part of the title, the employer is the bullet under it."""
    lines = ["* Summer 2019: Engine Society for Young Weavers Fellow", "  * University of Looms, Card Institute",
             "* Oct 2015 – Aug 2017: Student Research Assistant",
             "  * Steam Research Centre, University of Telaio"]  # fmt: skip
    assert [(t, o) for t, o, _, _ in _jobs(lines)] == [
        ("Engine Society for Young Weavers Fellow", "University of Looms, Card Institute"),
        ("Student Research Assistant", "Steam Research Centre, University of Telaio"),
    ]


def test_months_in_parentheses_at_the_end_span_the_lines_year() -> None:
    """``**2014** Visiting Researcher, Loom Lab, Leeds (Mar–Aug)``: March to August of 2014, the place kept apart."""
    assert _jobs(["**2014** Visiting Researcher, Loom Lab, Leeds (Mar–Aug)"]) == [
        ("Visiting Researcher", "Loom Lab", "2014-03", "2014-08"),
    ]


def test_a_prize_under_a_degree_is_an_award_of_the_degrees_year() -> None:
    """``Premio Extraordinario de Licenciatura`` under ``1998  Licenciatura ...``: an award of 1998."""
    lines = ["2003  Ph.D. in Looms, Universidad de los Telares.", "1998  Licenciatura en Física, Universidad de Telar.",
             "Premio Extraordinario de Licenciatura."]  # fmt: skip
    found = history.degree_prizes(list(enumerate(lines, start=1)), _doc(lines))
    assert [(a.name, a.period.label()) for a in found] == [("Premio Extraordinario de Licenciatura", 1998)]


def test_an_abbreviations_period_ends_no_employer() -> None:
    """``St. Aldric Hospital``, ``ST. LOOM CLINIC`` and ``Loomworks Inc.`` are whole employers: the period of an
    abbreviation ends no sentence, and a line ending in one is no description."""
    lines = ["Clinical Fellow, St. Aldric Hospital, Boston, MA  2022–2023", "ST. LOOM CLINIC, Leeds, UK",
             "Resident  2020–2021", "### Loomworks Inc.", "*Senior Engineer* · Leeds, UK · 2018–2019"]  # fmt: skip
    assert _jobs(lines) == [
        ("Clinical Fellow", "St. Aldric Hospital", "2022", "2023"),
        ("Resident", "ST. LOOM CLINIC", "2020", "2021"),
        ("Senior Engineer", "Loomworks Inc.", "2018", "2019"),
    ]


def test_an_employer_before_a_city_and_country_is_no_place() -> None:
    """``Quantia Analytics, Berlin, Germany`` under ``Data Scientist``: an employer, then where it is; a one-word
    town before ``Washington, USA`` is still a place."""
    found = positions([(1, "Data Scientist"), (2, "Quantia Analytics, Berlin, Germany, 2010–2012")], _doc([]))
    assert [(p.title, p.organization, p.location) for p in found] == [
        ("Data Scientist", "Quantia Analytics", "Berlin, Germany")]
    assert jobs.is_place("Pullman, Washington, USA")


def test_a_short_role_phrase_next_to_its_employers_line_is_all_title() -> None:
    """``Policy Consultant`` reads as employer ``Policy`` and title ``Consultant``; beside a line that names the
    employer (above it, or below it with the dates) it is all title; so is an emphasised field."""
    assert _jobs(["Arbor Policy Group, Denver, CO", "Policy Consultant, 2008"]) == [
        ("Policy Consultant", "Arbor Policy Group", "2008", "2008")]
    assert _jobs(["Policy Consultant", "Arbor Policy Group, Denver, CO, 2008"]) == [
        ("Policy Consultant", "Arbor Policy Group", "2008", "2008")]
    assert _jobs(["### Arbor Policy Group", "*Policy Consultant* · Denver, CO · 2008"]) == [
        ("Policy Consultant", "Arbor Policy Group", "2008", "2008")]


def test_degree_spellings_fields_in_parentheses_and_places_set_apart() -> None:
    """``Dipl.-Ing.`` is a degree; ``Doctor of Philosophy (Molecular Biology)`` gives its field in parentheses
    (``(Hons)`` stays a note on the degree); ``MBA · Chicago, IL`` and ``PhD in X · Leeds, UK`` set the place
    apart; ``MA`` after ``Boston,`` is a state; an ALL-CAPS institution line is an institution."""
    lines = ["Dipl.-Ing. in Mechanical Engineering, Technische Hochschule Loomstadt, 2010",
             "Doctor of Philosophy (Molecular Biology), Calder College, 2026",
             "B.A. (Hons) in Philosophy, Kingsbridge College, 2009",
             "### Ashford School of Business", "MBA · Chicago, IL · 2017",
             "### Engine University", "PhD in Looms · Leeds, UK · 2019",
             "WESTBROOK INSTITUTE OF TECHNOLOGY, Boston, MA", "MS, Electrical Engineering  2012"]  # fmt: skip
    found, _ = history.education(list(enumerate(lines, start=1)), _doc(lines))
    assert [(d.degree, d.field, d.institution, d.location) for d in found] == [
        ("Dipl.-Ing.", "Mechanical Engineering", "Technische Hochschule Loomstadt", None),
        ("Doctor of Philosophy", "Molecular Biology", "Calder College", None),
        ("B.A. (Hons)", "Philosophy", "Kingsbridge College", None),
        ("MBA", None, "Ashford School of Business", "Chicago, IL"),
        ("PhD", "Looms", "Engine University", "Leeds, UK"),
        ("MS", "Electrical Engineering", "WESTBROOK INSTITUTE OF TECHNOLOGY", "Boston, MA"),
    ]


def test_a_title_at_its_employer() -> None:
    """``Title at Employer, Place``: the words before ``at`` are the title when they are a short title, with a note
    in parentheses or an ``of`` inside it; a Markdown heading ending in ``Ltd.`` is an entry, not a note."""
    lines = ["Head of Data Science at Corvid Health GmbH, Hamburg, Germany (2006–2007)",
             "Lecturer (Teaching Fellow) at School of Looms, Engine College, Leeds, UK (2016–2017)",
             "### Software Engineer (Contract) at Tessellate Games Ltd.",
             "*05/2005 – 03/2006* · London, UK"]  # fmt: skip
    found = positions(list(enumerate(lines, start=1)), _doc(lines))
    assert [(p.title, p.organization, p.location) for p in found] == [
        ("Head of Data Science", "Corvid Health GmbH", "Hamburg, Germany"),
        ("Lecturer (Teaching Fellow)", "School of Looms, Engine College", "Leeds, UK"),
        ("Software Engineer (Contract)", "Tessellate Games Ltd.", "London, UK"),
    ]


def test_a_role_phrase_in_a_field_beside_an_employers_field_is_all_title() -> None:
    """``Policy Consultant | Arbor Policy Group | Denver, CO | 2008``: with the employer in a field of its own, the
    phrase that reads as employer and title is all title."""
    assert _jobs(["Policy Consultant | Arbor Policy Group | Denver, CO | 2008",
                  "Arbor Policy Group, Denver, CO — Policy Consultant (2008)"]) == [
        ("Policy Consultant", "Arbor Policy Group", "2008", "2008"),
        ("Policy Consultant", "Arbor Policy Group", "2008", "2008"),
    ]  # fmt: skip


def test_an_institution_before_a_dash_or_in_a_column_keeps_its_place_apart() -> None:
    """``Engine University, Leeds, UK — PhD in Looms`` and ``PhD in Looms | Engine University | Leeds, UK``: the
    institution without the dash, and the place in its column."""
    lines = ["Engine University, Leeds, UK — PhD in Looms (2019)",
             "M.Sc. in Gears | Loom College | Dublin, Ireland | 2015"]
    found, _ = history.education(list(enumerate(lines, start=1)), _doc(lines))
    assert [(d.degree, d.field, d.institution, d.location) for d in found] == [
        ("PhD", "Looms", "Engine University", "Leeds, UK"),
        ("M.Sc.", "Gears", "Loom College", "Dublin, Ireland"),
    ]


def test_titles_grouped_under_one_employer() -> None:
    """``### Meridian AI (Mountain View, CA)`` over two bulleted titles: both are Meridian's, in its place; the next
    heading opens the next employer; the same with an employer at the margin and titles indented under it."""
    lines = ["### Meridian AI (Mountain View, CA)", "- **Research Scientist**, 2018–2019",
             "- **Research Scientist Intern**, Summer 2018", "### Loom Institute (Leeds, UK)",
             "- **Visiting Scholar**, 2017"]  # fmt: skip
    found = positions(list(enumerate(lines, start=1)), _doc(lines))
    assert [(p.title, p.organization, p.location) for p in found] == [
        ("Research Scientist", "Meridian AI", "Mountain View, CA"),
        ("Research Scientist Intern", "Meridian AI", "Mountain View, CA"),
        ("Visiting Scholar", "Loom Institute", "Leeds, UK"),
    ]
    lines = ["Meridian AI, Mountain View, CA", "  Research Scientist, 2018–2019", "  Research Intern, 2018",
             "Loom Institute, Leeds, UK", "  Visiting Scholar, 2017"]  # fmt: skip
    assert [(t, o) for t, o, _, _ in _jobs(lines)] == [
        ("Research Scientist", "Meridian AI"),
        ("Research Intern", "Meridian AI"),
        ("Visiting Scholar", "Loom Institute"),
    ]


def test_an_emphasised_role_phrase_over_its_employer_is_all_title() -> None:
    """``**Policy Consultant**  2008`` over ``*Arbor Policy Group*, Denver, CO``: the bold phrase is the title even
    with its dates beside it."""
    assert _jobs(["**Policy Consultant**  2008", "*Arbor Policy Group*, Denver, CO"]) == [
        ("Policy Consultant", "Arbor Policy Group", "2008", "2008")]


def test_an_entry_wrapped_under_its_date_column_is_one_line() -> None:
    """A PDF's hanging indent: the lines under a date-led line, at its text column, continue it when it filled the
    column; a labelled note at that column stays a note, and a short line's indented note is no wrap."""
    lines = ["2013–2018       Ph.D., Computer Science, Ridgeway",
             "                University, Ann Arbor, MI",
             "                Advisor: Dr. Margaret Osei",
             "2010–2012       MS (Electrical Engineering), Westbrook",
             "                Institute of Technology, Boston, MA"]  # fmt: skip
    found, _ = history.education(list(enumerate(lines, start=1)), _doc(lines))
    assert [(d.degree, d.field, d.institution, d.location, d.advisors) for d in found] == [
        ("Ph.D.", "Computer Science", "Ridgeway University", "Ann Arbor, MI", ("Margaret Osei",)),
        ("MS", "Electrical Engineering", "Westbrook Institute of Technology", "Boston, MA", ()),
    ]
    lines = ["2019–2021       Postdoctoral Fellow, Halvorsen Institute for", "                Data Science, Toronto",
             "2016            Lecturer, Loom College", "                Taught looms"]  # fmt: skip
    assert [(n, t) for n, t in history.join_hanging(list(enumerate(lines, start=1))) if t][:2] == [
        (1, "2019–2021       Postdoctoral Fellow, Halvorsen Institute for Data Science, Toronto"),
        (3, "2016            Lecturer, Loom College"),
    ]


def test_a_thesis_title_label() -> None:
    """``Thesis title: X`` names the dissertation as ``Thesis: X`` does."""
    lines = ["Ph.D. in Looms, Engine University, 2018", "Thesis title: Punched Cards at Scale"]
    found, _ = history.education(list(enumerate(lines, start=1)), _doc(lines))
    assert [d.dissertation for d in found] == ["Punched Cards at Scale"]


def test_an_employer_over_two_lines_a_unit_then_its_body() -> None:
    """``Department of Computer Science`` / ``University of Westbrook, Austin, TX`` under a title: one employer; an
    employer line under a title and a line with a unit and its body stays the next entry's."""
    lines = ["Assistant Professor                2021–present", "Department of Computer Science",
             "University of Westbrook, Austin, TX", "Research Assistant                 2015–2016",
             "Laboratory for Computational Neuroscience"]  # fmt: skip
    found = positions(list(enumerate(lines, start=1)), _doc(lines))
    assert [(p.title, p.organization, p.location) for p in found] == [
        ("Assistant Professor", "Department of Computer Science, University of Westbrook", "Austin, TX"),
        ("Research Assistant", "Laboratory for Computational Neuroscience", None),
    ]
    lines = ["Department of Physics", "Teaching Assistant, 2013–2014", "Loom University, Leeds, UK",
             "Lecturer, 2015–2016"]  # fmt: skip
    assert [(t, o) for t, o, _, _ in _jobs(lines)] == [
        ("Teaching Assistant", "Department of Physics"), ("Lecturer", "Loom University")]


def test_a_role_phrase_over_its_employer_in_a_section_that_leads_with_titles() -> None:
    """``Policy Consultant   2008`` over ``Arbor Policy Group``: where the section's first entry gives its title
    above its employer, a phrase read as employer and title over an employer's line is all title."""
    lines = ["Research Scientist                2019–2020", "Meridian AI, Mountain View, CA",
             "Policy Consultant                 2008", "Arbor Policy Group, Denver, CO"]  # fmt: skip
    assert [(t, o) for t, o, _, _ in _jobs(lines)] == [
        ("Research Scientist", "Meridian AI"), ("Policy Consultant", "Arbor Policy Group")]


def test_table_columns_of_a_degree_are_fields() -> None:
    """``2010–2012 <tab> MS (Electrical Engineering) <tab> Westbrook Institute <tab> Boston, MA`` and a column
    ``Ph.D., Computer Science`` (no place, though it reads like ``City, Region``): field, institution, place."""
    lines = ["2010–2012\tMS (Electrical Engineering)\tWestbrook Institute of Technology\tBoston, MA",
             "2013–2018  Ph.D., Computer Science  Ridgeway University, Ann Arbor, MI"]  # fmt: skip
    found, _ = history.education(list(enumerate(lines, start=1)), _doc(lines))
    assert [(d.degree, d.field, d.institution, d.location) for d in found] == [
        ("MS", "Electrical Engineering", "Westbrook Institute of Technology", "Boston, MA"),
        ("Ph.D.", "Computer Science", "Ridgeway University", "Ann Arbor, MI"),
    ]


def test_an_advisor_labelled_in_the_language_of_the_cv() -> None:
    """``Directrice de thèse:``, ``Betreuer:``, ``Relatore:``: the advisor, as ``Advisor:`` names one."""
    lines = ["Doctorat en Informatique, École Polytechnique de Lausanne, 2020",
             "Directrice de thèse: Prof. Émilie Durand",
             "Diplom in Physik, Universität Loomstadt, 2015", "Betreuer: Prof. Dr. Karl Weber",
             "Laurea in Fisica, Università di Telaio, 2012", "Relatore: Prof. Anna Rossi"]  # fmt: skip
    found, _ = history.education(list(enumerate(lines, start=1)), _doc(lines))
    assert [d.advisors for d in found] == [("Émilie Durand",), ("Karl Weber",), ("Anna Rossi",)]


def test_fields_between_semicolons_and_italics_in_underscores() -> None:
    """``Title; Employer; Place; Dates`` and ``__Title__, _Employer_, Place``: fields as commas and dashes give them."""
    lines = ["Research Scientist; Meridian AI; Mountain View, CA; 2018–2019",
             "- __Clinical Fellow__, _St. Aldric Hospital_, Boston, MA (2022–2023)"]  # fmt: skip
    found = positions(list(enumerate(lines, start=1)), _doc(lines))
    assert [(p.title, p.organization, p.location) for p in found] == [
        ("Research Scientist", "Meridian AI", "Mountain View, CA"),
        ("Clinical Fellow", "St. Aldric Hospital", "Boston, MA"),
    ]
    lines = ["PhD in Looms; Engine University; Leeds, UK; 2014–2019; Advisor: Ada King"]
    found_d, _ = history.education(list(enumerate(lines, start=1)), _doc(lines))
    assert [(d.degree, d.field, d.institution, d.location, d.advisors) for d in found_d] == [
        ("PhD", "Looms", "Engine University", "Leeds, UK", ("Ada King",))]


def test_an_expected_graduation_leaves_no_word_behind() -> None:
    """``Calder College, Dublin, Ireland, Expected June 2026``: the degree's end, and no ``Expected`` in the place."""
    lines = ["Doctor of Philosophy in Looms, Calder College, Dublin, Ireland, Expected June 2026"]
    found, _ = history.education(list(enumerate(lines, start=1)), _doc(lines))
    assert [(d.location, _iso(d.period.end)) for d in found] == [("Dublin, Ireland", "2026-06")]


def test_latin_order_and_research_master_degrees_and_an_internship_title() -> None:
    """``A.B.``, ``S.B.`` and ``MRes`` are degrees (``A. B. Smith``'s initials are not); ``Summer Internship`` is a
    title, an internship."""
    lines = ["A.B. in Classics, Harwood College, 2003", "S.B., Physics, Kestrel Institute of Technology, 2002",
             "MRes Neuroscience, University of Aldenburg, 2005"]  # fmt: skip
    assert [d[:3] for d in _degrees(lines)] == [
        ("A.B.", "Classics", "Harwood College"),
        ("S.B.", "Physics", "Kestrel Institute of Technology"),
        ("MRes", "Neuroscience", "University of Aldenburg"),
    ]
    assert history.find_degree("Advisor: A. B. Smith") is None
    found = positions([(1, "Summer Internship, Quillon Systems, Austin, TX, 2001")], _doc([]))
    assert [(p.title, p.organization, p.kind.value) for p in found] == [
        ("Summer Internship", "Quillon Systems", "internship")]


def test_a_postdoc_listed_with_the_degrees_is_read_as_a_job() -> None:
    """``Postdoctoral Research Fellow, Halvorsen Institute, Toronto, Canada  2019–2021`` and ``Postdoctoral
    Researcher, Weber Laboratory for Imaging`` under Education: whole titles, employers and places; a single year
    is the appointment's span. ``Graduated with distinction`` under an MBA is no field."""
    lines = ["Postdoctoral Research Fellow, Halvorsen Institute for Data Science, Toronto, Canada   2019–2021",
             "Postdoctoral Researcher, Weber Laboratory for Imaging, Munich, Germany   2018",
             "MBA, Ashford School of Business, Chicago, IL, 2017", "Graduated with distinction"]  # fmt: skip
    degrees, postdocs = history.education(list(enumerate(lines, start=1)), _doc(lines))
    assert [(p.title, p.organization, p.location, _iso(p.period.start), _iso(p.period.end)) for p in postdocs] == [
        ("Postdoctoral Research Fellow", "Halvorsen Institute for Data Science", "Toronto, Canada", "2019", "2021"),
        ("Postdoctoral Researcher", "Weber Laboratory for Imaging", "Munich, Germany", "2018", "2018"),
    ]
    assert [(d.degree, d.field) for d in degrees] == [("MBA", None)]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("PhD in Computer Science at Ridgeway University, 2018",
         [("PhD", "Computer Science", "Ridgeway University")]),
        ("2014-2019: PhD, University of Northgate (Statistics)", [("PhD", "Statistics", "University of Northgate")]),
        ("Ph.D. (Statistics), 2019. University of Northgate.", [("Ph.D.", "Statistics", "University of Northgate")]),
        ("PhD, Massachusetts Institute of Technology (MIT), 2019",
         [("PhD", None, "Massachusetts Institute of Technology (MIT)")]),
        ("Doctorat in Informatique at École Polytechnique de Lausanne, 2020",
         [("Doctorat", "Informatique", "École Polytechnique de Lausanne")]),
        ("MBA, Ashford School of Business (Chicago, IL), 2017", [("MBA", None, "Ashford School of Business")]),
        ("M.Phil., University of Kingsbridge (Economics), Cambridge, UK, 2006",
         [("M.Phil.", "Economics", "University of Kingsbridge")]),
        ("B.S. and M.S. in Physics, University of Westbrook, 2011",
         [("B.S.", "Physics", "University of Westbrook"), ("M.S.", "Physics", "University of Westbrook")]),
    ],
)  # fmt: skip
def test_a_field_after_at_or_the_institution_and_two_degrees_on_one_line(
    line: str, expected: list[tuple[str, str | None, str | None]]
) -> None:
    """The institution after ``at``; a field in parentheses after the institution (an initialism is none); a
    period between field and institution; ``B.S. and M.S. in X`` gives two degrees."""
    assert [d[:3] for d in _degrees([line])] == expected


def test_an_employer_over_its_city_and_state_and_a_titles_grade() -> None:
    """``Google, Mountain View, CA`` over a title: the employer and its place (``Pullman, Washington, USA`` is all
    place: a state's name after a town); ``Software Engineer II`` keeps its grade."""
    assert _jobs(["Google, Mountain View, CA", "Software Engineer II, 2015–2017"]) == [
        ("Software Engineer II", "Google", "2015", "2017")]
    assert jobs.is_place("Pullman, Washington, USA") and not jobs.is_place("Google, Mountain View, CA")


def test_of_two_ranges_on_a_line_the_one_in_the_date_column() -> None:
    """``Postdoctoral Researcher, Loom Institute. Fellow from 2022.  since 10/2021``: the range that closes the line
    dates the entry, not the one in the note before it."""
    assert _jobs(["- **Postdoctoral Researcher**, Loom Institute, Leeds, UK. Fellow from 2022.  since 10/2021"]) == [
        ("Postdoctoral Researcher", "Loom Institute", "2021-10", "present")]
