"""Stop 23: the subject's name and contacts as real headers set them (credentials after the name, a form's labels,
a rank under the name, a surname in capitals, contacts in a sidebar box or split by bars), and the headline under
them. People, addresses and sites are invented."""

from __future__ import annotations

import pytest

from cvkg.export import to_layout
from cvkg.extract import extract
from cvkg.extract import names as nm
from cvkg.extract.citations import parse_citation
from cvkg.ingest import read_source


def _record(tmp_path, text: str, name: str = "cv.md") -> dict:
    source = tmp_path / name
    source.write_text(text, encoding="utf-8")
    return to_layout(extract(read_source(source)))


_SECTIONS = "\n## Education\n\nPhD in Biology, University of Utah, 2015\n"


@pytest.mark.parametrize(
    ("written", "bare"),
    [
        ("Hanna Oduye, PharmD, BCPS, BCIDP", "Hanna Oduye"),
        ("Janet M. Okoro-Brand, PhD, RN, ACNP-BC, FAAN", "Janet M. Okoro-Brand"),
        ("ANNA KOWAL-HARTE, PH.D.", "ANNA KOWAL-HARTE"),
        ("KOWAL, ANNA", "KOWAL, ANNA"),  # in capitals, only credentials known by name go
        ("Rania Haddou, Ph. D.", "Rania Haddou"),
        ("John Q. Smithers, III", "John Q. Smithers, III"),  # a roman numeral ends a name
    ],
)
def test_credentials_after_a_name_are_no_part_of_it(written: str, bare: str) -> None:
    assert nm.without_credentials(written) == bare


@pytest.mark.parametrize(
    ("header", "name"),
    [
        # a README's name with its board certifications, then the rank under it
        ("# Hanna Oduye, PharmD, BCPS, BCIDP\n\n> Clinical Associate Professor · College of Pharmacy\n", "Hanna Oduye"),
        ("**Janet M. Okoro-Brand, PhD, RN, ACNP-BC, FAAN**\n\nAssociate Professor (tenured), School of Nursing\n",
         "Janet M. Okoro-Brand"),
        ("# **ANNA KOWAL-HARTE, PH.D.**\n\nAssociate Professor, Department of Psychology\n", "Anna Kowal-Harte"),
        # Harvard's CV form as pdftotext gives it: labels, and the values in a column of their own
        ("Harvard Medical School\nCurriculum Vitae\n\nDate Prepared:       March 3, 2025\n\n"
         "Name:                Miriam S. Okoye\n\nOffice Address:      55 Fruit Street\n", "Miriam S. Okoye"),
        ("Harvard Medical School\nCurriculum Vitae\nDate Prepared:\n\nMarch 3, 2025\n\nName:\n\n"
         "Miriam S. Okoye, MD, MPH\n\nOffice Address:\n\nMassachusetts General Hospital\n", "Miriam S. Okoye"),
        # an Australian header: the rank before the name, the surname in capitals, the degrees below
        ("                CURRICULUM VITAE\n\n         Professor Declan P. THORNLEY\n          MBBS (Hons), PhD\n",
         "Declan P. Thornley"),
        ('**Dr. Olusegun "Segun" Adeyemi-Lind**  \nAssistant Professor, Department of Psychology\n',
         'Olusegun "Segun" Adeyemi-Lind'),
        ("# Doç. Dr. Elif Naz Karaca\n\nDepartment of Civil Engineering\n", "Elif Naz Karaca"),
        ("# Yan Chen 陈岩\n\nProfessor, College of Chemistry\n", "Yan Chen"),
    ],
)
def test_the_subject_is_named_by_the_header_not_by_a_label_or_a_rank(tmp_path, header: str, name: str) -> None:
    person = _record(tmp_path, header + _SECTIONS)["person"]
    assert nm.name_shape(person["name"].replace('"Segun" ', "")) == "given"
    assert person["name"].lower() == name.lower()


def test_a_line_of_degrees_or_a_form_label_under_the_name_is_no_headline(tmp_path) -> None:
    record = _record(
        tmp_path,
        "   Professor Declan P. THORNLEY\n   MBBS (Hons), PhD, FRACP\n\n"
        "   Professor of Nephrology, Monash University\n" + _SECTIONS,
    )
    assert record["headline"] == "Professor of Nephrology, Monash University"
    form = _record(tmp_path, "Name:                Miriam S. Okoye\n\nOffice Address:      Division of Pulmonary\n"
                   "                     75 Francis Street, Boston, MA 02115\n" + _SECTIONS)
    assert form["headline"] is None


def test_contacts_in_a_sidebar_box_below_the_title(tmp_path) -> None:
    record = _record(
        tmp_path,
        "Ingrid Solberg\n\nAssociate Professor of Computational Biology\n\nCONTACT\n"
        "isolberg@bio.example.edu\n+47 555 01 234\nhttps://isolberg.example.org\n\n"
        "EDUCATION\nPh.D. in Computational Biology, University of Bergen, 2012\n",
        "cv.txt",
    )
    assert record["person"]["phones"] == ["+47 555 01 234"]
    assert record["person"]["homepages"] == ["https://isolberg.example.org"]


def test_contacts_split_by_bars_and_spelled_against_harvesters(tmp_path) -> None:
    record = _record(
        tmp_path,
        "# Tarek Mansoury\n\nEmail: tmans3 [at] mse.example.edu · (801) 555-0147 | mansourylab.example.org\n"
        + _SECTIONS,
    )
    assert record["person"]["emails"] == ["tmans3@mse.example.edu"]
    assert record["person"]["homepages"] == ["mansourylab.example.org"]


def test_a_pdf_s_markdown_keeps_no_emphasis_or_bracket_on_a_contact(tmp_path) -> None:
    record = _record(
        tmp_path,
        "# Kasia Wierzbowska\n\nDepartment of Mathematics _kwierz@math.example.edu_\n"
        "Web: [https://math.example.edu/~kwierz](https://math.example.edu/~kwierz) · "
        "[osf.io/ab7kq](https://osf.io/ab7kq/)\n" + _SECTIONS,
    )
    assert record["person"]["emails"] == ["kwierz@math.example.edu"]
    assert record["person"]["homepages"] == ["https://math.example.edu/~kwierz"]  # an OSF page is no homepage


def test_hugo_academic_s_social_links_give_the_email(tmp_path) -> None:
    record = _record(
        tmp_path,
        "---\ntitle: Ana Sokolova\nsocial:\n  - icon: envelope\n    link: 'mailto:asokol@econ.example.edu'\n---\n"
        + _SECTIONS,
    )
    assert record["person"]["emails"] == ["asokol@econ.example.edu"]


def test_twentysecondcv_s_sidebar_macros_name_the_subject_and_their_contacts(tmp_path) -> None:
    record = _record(
        tmp_path,
        "\\documentclass[]{twentysecondcv}\n\\cvname{Dmitri\\\\Vasquez-Hall}\n"
        "\\cvjobtitle{Staff Data Scientist\\\\ Causal Inference}\n\\cvnumberphone{+1 206 555 0118}\n"
        "\\cvsite{dvh-stats.example.dev}\n\\cvmail{dmitri.vh@example.com}\n"
        "\\begin{document}\n\\makeprofile\n\\section{Education}\nPhD in Statistics, University of Washington, 2019\n"
        "\\end{document}\n",
        "cv.tex",
    )
    person = record["person"]
    assert (person["name"], person["emails"], person["homepages"], person["phones"]) == (
        "Dmitri Vasquez-Hall", ["dmitri.vh@example.com"], ["dvh-stats.example.dev"], ["+1 206 555 0118"])
    assert record["headline"] == "Staff Data Scientist, Causal Inference"


@pytest.mark.parametrize(
    ("entry", "title", "venue", "kind"),
    [
        ("Karlsen, M. T., J. P. Ortega, and L. Wu (2019). Ground-motion amplification in the Salt Lake basin, from "
         "nodal arrays, Bull. Seismol. Soc. Am. 109, no. 3, 1021–1035, doi: 10.1785/0120180301.",
         "Ground-motion amplification in the Salt Lake basin, from nodal arrays", "Bull. Seismol. Soc. Am.", "journal"),
        ("Karlsen, M. T., and R. Diallo, 2021, A catalog of induced earthquakes in central Oklahoma, Seismological "
         "Research Letters, 92, no. 2A, 845–857.",
         "A catalog of induced earthquakes in central Oklahoma", "Seismological Research Letters", "journal"),
        ("Karlsen, M. T. (2017). Site response in sedimentary basins, Ph.D. Thesis, University of Utah, Salt Lake "
         "City, Utah, 214 pp.", "Site response in sedimentary basins", "University of Utah", "thesis"),
        ("Karlsen, M. T., L. Wu, and J. P. Ortega (2019). Nodal array observations of basin effects, Abstract "
         "S21A-04 presented at 2019 AGU Fall Meeting, San Francisco, California, 9–13 December.",
         "Nodal array observations of basin effects", "AGU Fall Meeting", "conference"),
        ("Ortega, J. P., and M. T. Karlsen (2024). Lattice sketches for waveform search, in Proceedings of the 18th "
         "World Conference on Earthquake Engineering, 211–227.", "Lattice sketches for waveform search",
         "Proceedings of the 18th World Conference on Earthquake Engineering", "conference"),
    ],
)
def test_the_seismological_society_s_references(entry: str, title: str, venue: str, kind: str) -> None:
    found = parse_citation([entry])
    assert (found.title, found.venue, found.kind.value) == (title, venue, kind)
    assert found.authors[0] == "Karlsen, M. T." or found.authors[1] == "M. T. Karlsen"
