"""Tests for heading detection and section splitting in cvkg.extract.sections."""

from __future__ import annotations

import pytest

from cvkg.extract.sections import Heading, SectionKind, find_heading, heading_kind, split_sections


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Selected Publications", SectionKind.PUBLICATIONS),
        ("Workshop Papers", SectionKind.PUBLICATIONS),
        ("Ph.D. Dissertation Committee", SectionKind.COMMITTEES),
        ("Technical Program Committee", SectionKind.SERVICE),
        ("Invited Talks", SectionKind.TALKS),
        ("Research Interests", SectionKind.INTERESTS),
        ("Work Experience", SectionKind.POSITIONS),
        ("Past Master Students", SectionKind.STUDENTS),
        ("Professional Skills", SectionKind.SKILLS),
        ("Awards & Honors", SectionKind.AWARDS),
        ("Hobbies", SectionKind.OTHER),
        ("Grants and Funding", SectionKind.AWARDS),
        ("Research Funding", SectionKind.AWARDS),
        ("Open Source", SectionKind.PROJECTS),
        ("Software", SectionKind.PROJECTS),
        ("Software Skills", SectionKind.SKILLS),
        ("🧰 Toolbox", SectionKind.SKILLS),
        ("Works in Progress", SectionKind.PUBLICATIONS),
        ("Book Reviews", SectionKind.PUBLICATIONS),
        ("Reviews and Commentary", SectionKind.PUBLICATIONS),
        ("RESEARCH SUPPORT", SectionKind.AWARDS),  # grants count as awards (tests/golden/README.md)
        ("Sponsored Research", SectionKind.AWARDS),
        ("SOFTWARE AND DATA", SectionKind.PROJECTS),
        ("Code", SectionKind.PROJECTS),
        ("External Examining", SectionKind.COMMITTEES),
        ("THESIS EXAMINATION", SectionKind.COMMITTEES),
        # vocabulary of other fields and conventions
        ("Educational Background", SectionKind.EDUCATION),
        ("Degrees", SectionKind.EDUCATION),
        ("Keynote Addresses", SectionKind.TALKS),
        ("Seminars and Colloquia", SectionKind.TALKS),
        ("Instruction", SectionKind.TEACHING),
        ("Journal Refereeing", SectionKind.SERVICE),  # a journal named by a reviewer's work, not a paper's
        ("Editorial Boards", SectionKind.SERVICE),
        ("Abstracts", SectionKind.PUBLICATIONS),
        ("Technical Reports", SectionKind.PUBLICATIONS),
        ("Edited Volumes", SectionKind.PUBLICATIONS),
        ("Dissertation", SectionKind.PUBLICATIONS),
        ("Consulting", SectionKind.POSITIONS),
        ("Interests and Hobbies", SectionKind.OTHER),  # hobbies, not research interests
        ("Professional Affiliations", SectionKind.OTHER),
        ("Personal Details", SectionKind.OTHER),
        ("Referees", SectionKind.OTHER),
        ("Referee Service", SectionKind.SERVICE),
        ("Completed Research Support", SectionKind.AWARDS),  # an NIH biosketch's grants
        ("Patents & Inventions", SectionKind.PUBLICATIONS),
        ("Doctoral Theses Supervised", SectionKind.STUDENTS),  # the students' theses, not the subject's
        ("Teaching Statement", SectionKind.OTHER),  # prose, not a list of courses
        ("Licensure and Certification", SectionKind.OTHER),
        ("Exhibitions", SectionKind.OTHER),
    ],
)
def test_heading_words_map_to_kinds(text: str, kind: SectionKind) -> None:
    """Heading vocabulary names the section kind."""
    assert heading_kind(text) is kind


@pytest.mark.parametrize(
    ("line", "kind", "rest"),
    [
        ("## **Education**", SectionKind.EDUCATION, ""),
        ("#### Workshop Papers", SectionKind.PUBLICATIONS, ""),
        ("EXPERIENCE", SectionKind.POSITIONS, ""),
        ("Invited Talks", SectionKind.TALKS, ""),
        (
            "**Education** University of Somewhere Boston, MA",
            SectionKind.EDUCATION,
            "University of Somewhere Boston, MA",
        ),
        (
            "Research Interests Machine learning systems, networks",
            SectionKind.INTERESTS,
            "Machine learning systems, networks",
        ),
        ("Research interests: speech, looms", SectionKind.INTERESTS, "speech, looms"),
        ("2. Teaching Experience", SectionKind.TEACHING, ""),
        ("B. Education", SectionKind.EDUCATION, ""),
        ("IV. PUBLICATIONS", SectionKind.PUBLICATIONS, ""),
        ("(a) Awards", SectionKind.AWARDS, ""),
        ("## 3. Research Experience", SectionKind.POSITIONS, ""),
        ("**1. Education**", SectionKind.EDUCATION, ""),
        ("Clinical Appointments", SectionKind.POSITIONS, ""),
        ("Positions Held", SectionKind.POSITIONS, ""),
        ("Courses Taught", SectionKind.TEACHING, ""),
        ("■ EDUCATION", SectionKind.EDUCATION, ""),  # an icon before the words
        ("## 🎓 Education", SectionKind.EDUCATION, ""),
        ("## Education {#education .unnumbered}", SectionKind.EDUCATION, ""),  # Pandoc attributes
        ("Non-Refereed Publications", SectionKind.PUBLICATIONS, ""),  # heading words joined by a hyphen
        ("EDUCATION          Ph.D., Loom University", SectionKind.EDUCATION, "Ph.D., Loom University"),
        ("Awards\tGold Medal, 2020", SectionKind.AWARDS, "Gold Medal, 2020"),
        ("PUBLICATIONS (* denotes a student author)", SectionKind.PUBLICATIONS, ""),  # a note after the words
        ("**Teaching (since 2015)**", SectionKind.TEACHING, ""),
        ("### Former Students and First Placement", SectionKind.STUDENTS, ""),
        ("Associate Editor", SectionKind.SERVICE, ""),
        ("Senior Program Committee Member", SectionKind.SERVICE, ""),
        ("COURSES TAUGHT", SectionKind.TEACHING, ""),
        ("UNDERGRADUATE RESEARCHERS", SectionKind.STUDENTS, ""),
        ("### Postdoctoral Fellows", SectionKind.STUDENTS, ""),
        ("Current Interns", SectionKind.STUDENTS, ""),
        ("## Research Group", SectionKind.STUDENTS, ""),
        # a table's row: the heading never runs over a column's gap ("Associate Editor Journal of" would)
        ("Associate Editor      Journal of Looms   2020–present", SectionKind.SERVICE, "Journal of Looms 2020–present"),
        ("Former Students and First Placement", SectionKind.STUDENTS, ""),
    ],
)
def test_layouts_that_make_a_heading(line: str, kind: SectionKind, rest: str) -> None:
    """Markdown, bold, capitals, a short line alone, and a heading that starts a line are found."""
    heading = find_heading(line)
    assert heading is not None and heading.kind is kind and heading.rest == rest


@pytest.mark.parametrize(
    "line",
    [
        "## **Acme Robotics**",
        "# Jane Q. Public",
        "Teaching Assistant",
        "Research Intern",
        "Postdoctoral Researcher in Programming Languages",  # a headline: "researcher" is no heading's word
        "Journal of Machine Looms: Associate Editor (2020–present)",  # "Journal of" is a name cut short
        "  Editor)",  # the end of a wrapped line
        "Research Group Leader in Computational Looms",  # a job title: a job noun after the heading's words
        "Education is the subject of my study.",
        "Graduate Student Research Assistant, Loom Lab, Engine University  2021 – 2023",
        "Graduate Student Instructor, Engine College  2019",
        "Ph.D. theses: Ada Byron (Loom University, 2021); Alan Turing (Engine College, 2019)",
        "1. Teaching assistant for CS 101, Loom University",
        "A. Smith",
        'Societies." In The Oxford Handbook of Kinship, edited by',  # a cited title's end, not a heading
        "Teaching Assistant        2019 - 2021",  # a job title in the left column
        "Teaching Assistant (CS 101)",
        "Career Development Grant (R00-HG104417), National Institute  2020-2025",  # an award, not a heading
        "- Education",
        "**Student**  **Institution**  **Year**",  # a LaTeX table's header row, bold cell by cell
        "Review of The Paper Looms, by Ada Byron. Loom Studies, vol. 6, 2022.",  # an article capitalised: a title
    ],
)
def test_lines_that_are_not_headings(line: str) -> None:
    """Marked-up entries, names and ordinary lines whose words name no section are content."""
    assert find_heading(line) is None


def test_a_bold_label_with_its_items_is_an_entry_of_a_skills_list() -> None:
    """``**Languages:** Python, R`` under Skills is a labelled list, not a section of languages."""
    lines = list(enumerate(["# Ada", "## Skills", "**Languages:** Python, R", "**Hobbies:** chess"], start=1))
    assert [(s.kind, [n for n, _ in s.lines]) for s in split_sections(lines)[1:]] == [(SectionKind.SKILLS, [3, 4])]


def test_split_sections_keeps_subsection_under_parent() -> None:
    """A subsection of the same kind keeps its parent's title and its own lines."""
    lines = list(
        enumerate(["# Jane Public", "## Publications", "## Journal Papers", "1. A. B. Title."], start=1)
    )
    sections = split_sections(lines)
    assert [s.kind for s in sections] == [
        SectionKind.PREAMBLE,
        SectionKind.PUBLICATIONS,
        SectionKind.PUBLICATIONS,
    ]
    assert sections[-1].titles == ("Publications", "Journal Papers")
    assert sections[-1].lines == [(4, "1. A. B. Title.")]



def test_a_label_line_under_other_opens_the_kind_it_names() -> None:
    """Under ``Other``, ``Software:`` alone (a LaTeX ``\\textbf{Software:}`` once converted) opens a projects
    section, as a heading would."""
    lines = ["## Other", "Software:", "Loomcheck, a checker (https://x.org)"]
    found = split_sections(list(enumerate(lines, start=1)))
    assert [(s.kind, s.lines) for s in found[1:]] == [
        (SectionKind.OTHER, []),
        (SectionKind.PROJECTS, [(3, "Loomcheck, a checker (https://x.org)")]),
    ]


def test_a_theses_subheading_under_supervision_stays_with_the_students() -> None:
    """``### Master's theses`` below ``## Supervision`` lists students' theses, not the subject's papers;
    at the level of the sections it still names publications."""
    lines = list(
        enumerate(
            ["## Supervision", "- Ada Byron (PhD 2020)", "### Master's theses", "Karl Moss (2019).", "## Theses"],
            start=1,
        )
    )
    sections = split_sections(lines)
    assert [(s.kind, s.titles) for s in sections[1:]] == [
        (SectionKind.STUDENTS, ("Supervision",)),
        (SectionKind.STUDENTS, ("Supervision", "Master's theses")),
        (SectionKind.PUBLICATIONS, ("Theses",)),
    ]


def test_a_committee_line_without_items_heads_the_names_under_it() -> None:
    """In a mentoring section, ``Doctoral committee member`` alone on its line takes the unlabelled line of
    names under it to the committees; a students label after it takes the list back."""
    from cvkg.extract import labels
    from cvkg.extract.sections import Section

    lines = ["Ada Byron (2019)", "Doctoral committee member", "Alan Turing (2020), Joan Clarke (2021)",
             "Master's students", "Grace Hopper (2018)"]  # fmt: skip
    found = labels.route([Section(SectionKind.STUDENTS, ("Mentoring",), list(enumerate(lines, start=1)))])
    assert [(s.kind, [n for n, _ in s.lines]) for s in found] == [
        (SectionKind.STUDENTS, [1]), (SectionKind.COMMITTEES, [2, 3]), (SectionKind.STUDENTS, [4, 5]),
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("**A. Personal Statement**", SectionKind.OTHER),
        ("B. Positions, Scientific Appointments, and Honors", SectionKind.AWARDS),
        ("**Positions and Scientific Appointments**", SectionKind.POSITIONS),
        ("C. Contributions to Science", SectionKind.PUBLICATIONS),
        ("D. Scholastic Performance", SectionKind.OTHER),
        ("**Ongoing Research Support**", SectionKind.AWARDS),
        ("IV. TEACHING", SectionKind.TEACHING),
        ("ADDITIONAL INFORMATION", SectionKind.OTHER),
        ("Digital skills", SectionKind.SKILLS),
        ("Communication skills", SectionKind.SKILLS),
    ],
)
def test_a_forms_lettered_headings_are_headings(line: str, kind: SectionKind) -> None:
    """The lettered (or roman-numbered) sections of a form, such as the NIH biosketch, are headings of their kind."""
    found = find_heading(line)
    assert found is not None and found.kind is kind and not found.rest


def test_a_lettered_line_of_content_is_no_heading() -> None:
    """A letter before an entry, or before a heading with text after it on the line, opens no section."""
    assert find_heading("a. Lee A. Teaching in schools. J Educ. 2016") is None
    assert find_heading("B. Positions held at Acme, 2019") is None


def test_positions_held_is_a_heading() -> None:
    """``Positions Held`` on a line of its own opens the positions."""
    assert find_heading("Positions Held") == Heading(SectionKind.POSITIONS, "Positions Held")


def test_a_job_or_degree_heading_below_experience_is_an_entry_not_a_section() -> None:
    """``#### Senior Software Engineer`` and ``#### Lecturer (Teaching Fellow)`` under ``## Experience`` title
    entries (their words also name Projects and Teaching); ``### Internships`` still opens a subsection."""
    lines = ["# Ada", "## Education", "#### B.Eng., Software Engineering", "Loom College", "## Experience",
             "#### Senior Software Engineer", "*Loomworks Inc.*", "#### Lecturer (Teaching Fellow)",
             "*Engine University*", "### Internships", "Gear Intern, Cardworks", "## Teaching", "Looms 101"]
    found = split_sections(list(enumerate(lines, start=1)))
    assert [(s.kind, [n for n, _ in s.lines]) for s in found[1:]] == [
        (SectionKind.EDUCATION, [3, 4]),
        (SectionKind.POSITIONS, [6, 7, 8, 9]),
        (SectionKind.POSITIONS, [11]),
        (SectionKind.TEACHING, [13]),
    ]


@pytest.mark.parametrize(
    ("line", "title"),
    [
        ("E D U C A T I O N", "EDUCATION"),
        ("B O O K   C H A P T E R S", "BOOK CHAPTERS"),  # words apart by a wider gap
        ("I N V I T E D T A L K S", "INVITED TALKS"),  # no wider gap: cut where heading words are spelled
    ],
)
def test_a_heading_spaced_out_letter_by_letter_is_closed_up(line: str, title: str) -> None:
    """PDF text extraction spaces out tracked capitals; the letters still spell the heading."""
    heading = find_heading(line)
    assert heading is not None and heading.title == title


def test_spaced_letters_that_spell_no_heading_are_content() -> None:
    """Single letters apart by spaces that spell no heading words are not closed up into one."""
    assert find_heading("A B C D E F") is None


def test_a_thesis_heading_right_under_education_stays_with_the_degree() -> None:
    """``Dissertation`` after Education names the degree's thesis; elsewhere it lists the subject's thesis."""
    lines = list(enumerate(["# Ada", "## Education", "PhD, Loom U, 2012", "### Dissertation", "Looms."], start=1))
    assert [s.kind for s in split_sections(lines)[1:]] == [SectionKind.EDUCATION]
    lines = list(enumerate(["# Ada", "## Awards", "Gold Medal, 2012", "## Dissertation", "Looms."], start=1))
    assert [s.kind for s in split_sections(lines)[1:]] == [SectionKind.AWARDS, SectionKind.PUBLICATIONS]


@pytest.mark.parametrize(
    ("body", "kind"),
    [
        (["- Python, MODFLOW, ArcGIS", "- R; Stan"], SectionKind.SKILLS),
        (["- **hetreg** (R package, 2019): sparse regression. <https://cran.example.org/x>"], SectionKind.PROJECTS),
    ],
)
def test_a_software_section_listing_short_items_holds_skills(body: list[str], kind: SectionKind) -> None:
    """``Software`` over a comma list of tools holds skills; over named packages described, projects."""
    lines = list(enumerate(["# Ada", "## Software", *body], start=1))
    assert [s.kind for s in split_sections(lines)[1:]] == [kind]


def test_a_bold_heading_with_its_colon_inside_has_the_words_alone_for_title() -> None:
    """``**Reviews:**`` is titled ``Reviews``, as ``**Reviews**:`` is."""
    assert find_heading("**Reviews:**").title == "Reviews"  # type: ignore[union-attr]


def test_a_note_after_a_heading_stays_in_its_title() -> None:
    """``Papers (refereed journals)``: the note may name the entries' kind, so the title keeps it."""
    assert find_heading("Papers (refereed journals)").title == "Papers (refereed journals)"  # type: ignore[union-attr]


def test_a_section_in_capitals_in_a_skills_list_is_no_label_of_it() -> None:
    """``MEMBERSHIPS   American ...`` after Skills opens a section; ``Languages: ...`` stays a label."""
    lines = list(enumerate(["# Ada", "## Skills", "Python, R", "MEMBERSHIPS      Loom Society, 2010"], start=1))
    assert [s.kind for s in split_sections(lines)[1:]] == [SectionKind.SKILLS, SectionKind.OTHER]


def test_a_label_in_the_left_column_of_a_skills_list_is_an_entry() -> None:
    """``Software      R, Stata`` under Skills labels its items; it opens no section of projects."""
    lines = list(enumerate(["Ada", "SKILLS", "Software         R, Stata", "Tools      Git"], start=1))
    assert [(s.kind, [n for n, _ in s.lines]) for s in split_sections(lines)[1:]] == [(SectionKind.SKILLS, [3, 4])]


def test_a_single_thesis_heading_in_a_list_of_students_stays_there() -> None:
    """``Master's Thesis: ...`` under Students names a student's thesis, not the subject's publications."""
    lines = list(enumerate(["# Ada", "## Students", "Ana Pirlo, PhD", "Master's Thesis: Looms (2018)"], start=1))
    assert [s.kind for s in split_sections(lines)[1:]] == [SectionKind.STUDENTS]
