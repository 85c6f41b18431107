"""Stop 26: what real plain-text CVs (exported from Word and from PDFs) showed: Word's field codes, entries in
blocks of three lines, group names over a list of skills, prose under a heading that names skills, a postal address
under the name, degrees parted by periods. People, papers, places and addresses are invented."""

from __future__ import annotations

from cvkg.export import to_layout
from cvkg.extract import extract
from cvkg.extract.sections import find_heading
from cvkg.extract.venues import clean_venue
from cvkg.ingest import read_source


def _record(tmp_path, text: str, name: str = "cv.txt") -> dict:
    source = tmp_path / name
    source.write_text(text, encoding="utf-8")
    return to_layout(extract(read_source(source)))


_BLOCKS = """ROWAN PELLIER
Designer


EXPERIENCE
----------

Freelance Writer-Editor
Rowan Pellier
March 2012–Present

Founder + Director
Quillmark Studio
January – December 2017

Motion Designer
Lumenhaus Philadelphia, PA
October 2011–May 2013

Harrow / Vell Partners Boston, MA
Developer / Art Director
June 2010–July 2011


SKILLS
------

Research / Methods
Usability Testing, User Journeys, Prototyping, Mood Boards.

Code & Markup
HTML/Markdown, CSS/LESS, TypeScript, Ruby

Software
Penpot, Figma, Blender, Affinity Designer
"""


def test_three_line_blocks_give_title_employer_and_place(tmp_path) -> None:
    """Each blank-parted block of title, employer and dates is one job, whichever of title and employer leads."""
    jobs = _record(tmp_path, _BLOCKS)["positions"]
    assert [(j["title"], j["organization"], j["location"], j["start"], j["end"]) for j in jobs] == [
        ("Freelance Writer-Editor", "Rowan Pellier", None, "2012-03", "present"),
        ("Founder + Director", "Quillmark Studio", None, "2017-01", "2017-12"),
        ("Motion Designer", "Lumenhaus", "Philadelphia, PA", "2011-10", "2013-05"),
        ("Developer / Art Director", "Harrow / Vell Partners", "Boston, MA", "2010-06", "2011-07"),
    ]


def test_group_names_over_skills_are_no_skills(tmp_path) -> None:
    """"Code & Markup" over its list names a group; "Software" there is such a name too, not a section."""
    skills = _record(tmp_path, _BLOCKS)["skills"]
    assert skills == [
        "Usability Testing", "User Journeys", "Prototyping", "Mood Boards", "HTML/Markdown", "CSS/LESS", "TypeScript",
        "Ruby", "Penpot", "Figma", "Blender", "Affinity Designer",
    ]  # fmt: skip


_WORD = """Imogen Tarrant (Tarrant Media Limited)
14, Orchard Lane, Little Brayford, Amersham, Bucks. HP7 2QT
 HYPERLINK "mailto:imogen.tarrant@example.com" imogen.tarrant@example.com
Writer and editor on nutrition and global health
Work and skills
Writing: I have published many articles (news and features), reports (5,000 – 20,000 words) and podcasts on \
public health. A selection follows:
Hospital waiting lists grow again. The Lantern Review. HYPERLINK "http://www.example.org/article/1" http://www.example.org/article/1
Sugar tax shows early gains. The Lantern Review. http://www.example.org/article/2
Key specialties: cardiology, diabetes and oncology. Most pieces are written from conference presentations.
8:58
Education:
2015-2017: MSc. Global Health. Ridgeway School of Hygiene and Tropical Medicine (RSHTM).
2002-2003: MSc. Science Communication, Calder College, London
1990-1994: BSc. (Hons.) Marine Biology (2.1) University of Tarn College of Eastby. Specialist interest in algae
2018: PhD candidate UCL: Stories that explain antimicrobial resistance to the public
"""


def test_word_field_codes_give_the_address_once(tmp_path) -> None:
    """' HYPERLINK "mailto:x" x' is Word's field code: the address, once, and no address line as the headline."""
    record = _record(tmp_path, _WORD)
    assert record["person"]["emails"] == ["imogen.tarrant@example.com"]
    assert record["headline"] == "Writer and editor on nutrition and global health"


def test_prose_under_a_skills_heading_gives_no_skills(tmp_path) -> None:
    """Sentences and links under "Work and skills" say what the subject did; they list no skills."""
    assert _record(tmp_path, _WORD)["skills"] == []


def test_degrees_parted_by_periods(tmp_path) -> None:
    """"MSc. Global Health. School of X." is degree, field and institution; "PhD candidate UCL: Topic" names its
    thesis's topic after the institution."""
    degrees = _record(tmp_path, _WORD)["education"]
    assert [(d["degree"], d["field"], d["institution"], d["dissertation"]) for d in degrees] == [
        ("MSc", "Global Health", "Ridgeway School of Hygiene and Tropical Medicine (RSHTM)", None),
        ("MSc", "Science Communication", "Calder College", None),
        ("BSc (Hons.)", "Marine Biology", "University of Tarn College of Eastby", None),
        ("PhD", None, "UCL", "Stories that explain antimicrobial resistance to the public"),
    ]


def test_a_line_of_places_is_no_headline(tmp_path) -> None:
    """"Lisbon | Leeds | Edinburgh" under the name says where the subject is, not what they do."""
    text = "# Nils Oberhauser\n\nLisbon | Leeds | Edinburgh\n\n## Education\n\n- PhD, Physics, University of Leeds\n"
    assert _record(tmp_path, text, "cv.md")["headline"] is None


def test_decoy_address_and_documents_are_no_contacts(tmp_path) -> None:
    """An address padded with one letter against harvesters is a decoy; a PDF and a shortened link are no
    homepage."""
    text = (
        "# Nils Oberhauser\n\n"
        "<a href=\"mailto:nx.oberhauserx@xlumen.acx.ukxxx\">n.oberhauser@lumen.ac.uk</a>\n"
        "[CV](https://nils.example.org/files/Oberhauser_CV.pdf) | [Scholar](http://bit.ly/nils_scholar) | "
        "[Home](https://nils.example.org)\n\n"
        "## Education\n\n- PhD, Physics, University of Leeds, 2020\n"
    )
    person = _record(tmp_path, text, "cv.md")["person"]
    assert (person["emails"], person["homepages"]) == (["n.oberhauser@lumen.ac.uk"], ["https://nils.example.org"])


def test_pages_after_the_year_are_no_year() -> None:
    """"2022 Jul; (17) 2025-2053": the numbers after the volume in brackets are pages, the year came before."""
    venue = clean_venue("Nat. Protoc. 2022 Jul; (17) 2025-2053.")
    assert venue == ("Nat. Protoc.", 2022, ["pages 2025-2053", "volume 17"])


def test_meetings_and_formal_studies_head_sections() -> None:
    """"Congresos" alone lists where the subject spoke, "Actas de congresos" the papers in proceedings; "Estudios
    formales" and "Estudos" are studies."""
    kinds = [find_heading(h).kind.value for h in ("Congresos", "Kongresse", "Actas de congresos", "Estudios formales")]
    assert kinds == ["talks", "talks", "publications", "education"]


def test_bold_group_names_handles_and_catch_alls_are_no_skills(tmp_path) -> None:
    """"__Visual__" over "- Figma • Blender" names a group; "github:", "@handle" and "Other" name no skill."""
    text = (
        "# Nils Oberhauser\n\n## Skills\n\n__Programming__\n- Python • Julia • Rust\n\n__Visual__\n"
        "- Figma • Blender • Krita\n\n- Fortran, Bash, Other\n- github:\n- @nils-lab\n"
    )
    skills = _record(tmp_path, text, "cv.md")["skills"]
    assert skills == ["Python", "Julia", "Rust", "Figma", "Blender", "Krita", "Fortran", "Bash"]


def test_a_trade_alone_under_the_name_is_the_headline(tmp_path) -> None:
    """"Designer" alone under the name says what the subject does."""
    assert _record(tmp_path, _BLOCKS)["headline"] == "Designer"
