"""JSON Resume files as exports and researchers write them (ORCID's contributors and BibTeX, a publication list
grouped by hand into lists of citation strings, a preprint's server), and APA lists as PDF converters give them
(entries wrapped over lines, parted by blank lines, emphasis broken at a line's end). People and papers are
invented."""

from __future__ import annotations

import json

from cvkg.extract import extract
from cvkg.model import PublicationKind as Kind
from cvkg.model import SourceDocument
from tests.readers import read_tex


def _json(**sections: object) -> SourceDocument:
    text = json.dumps({"basics": {"name": "Ada Okafor"}, **sections}, indent=2)
    return SourceDocument("r.json", "application/json", text, "")


def _markdown(text: str) -> SourceDocument:
    return SourceDocument("cv.md", "text/markdown", text, "")


def test_a_publication_list_grouped_by_hand_into_citation_strings() -> None:
    """``"publications": {"peer_reviewed": ["Okafor, A., and B. Lund. 2024. Title. Journal 43:211–224."], ...}``:
    each string is a whole citation, its group's name its kind when the citation does not say."""
    record = extract(
        _json(
            publications={
                "peer_reviewed": ["Okafor, A., and B. Lund. 2024. Looms of the reef. Coral Reefs 43:211–224."],
                "reports": ["Okafor, A. 2022. Reef monitoring: annual report. Division of Aquatic Resources."],
            }
        )
    )
    found = {p.title: (p.authors, p.venue, p.year, p.kind) for p in record.publications}
    assert found["Looms of the reef"] == (("Okafor, A.", "B. Lund"), "Coral Reefs", 2024, Kind.JOURNAL)
    assert found["Reef monitoring: annual report"][2:] == (2022, Kind.OTHER)


def test_orcid_contributors_and_its_bibtex_record_give_the_authors() -> None:
    """ORCID-based exports list ``x-contributors`` with ``creditName`` and ``role`` (an editor is no author), or
    attach the BibTeX record whose ``author`` field names them."""
    papers = [
        {"name": "Eviction and blood pressure", "publisher": "Epidemiology", "releaseDate": "2024",
         "x-contributors": [{"creditName": "Ada Okafor", "sequence": "first", "role": "author"},
                            {"creditName": "Jonah Whit", "sequence": "additional", "role": "author"},
                            {"creditName": "Ed Itor", "sequence": "additional", "role": "editor"}]},
        {"name": "Negative controls", "publisher": "Epidemiology", "releaseDate": "2022", "x-contributors": [],
         "x-citation": {"type": "bibtex", "value": "@article{k,\n title={Negative controls},\n "
                                                    "author={Okafor, Ada and Glymour, Theo M.},\n year={2022}\n}"}},
    ]  # fmt: skip
    record = extract(_json(publications=papers))
    assert [p.authors for p in record.publications] == [
        ("Ada Okafor", "Jonah Whit"), ("Okafor, Ada", "Glymour, Theo M."),
    ]  # fmt: skip


def test_a_preprints_server_is_its_venue_and_a_meeting_abstracts_event_its_venue() -> None:
    papers = {
        "preprints": [{"authors": "D. Brandt and A. Okafor", "name": "Kerr signatures of looms",
                       "server": "arXiv:2506.01844", "status": "submitted to Physical Review X"}],
        "conference_abstracts": [{"authors": "A. Okafor, M. Lund", "name": "Strain-tunable shuttles",
                                  "event": "APS March Meeting 2024, Minneapolis", "type": "contributed talk"}],
    }  # fmt: skip
    record = extract(_json(**papers))
    found = {p.title: (p.venue, p.kind) for p in record.publications}
    assert found["Kerr signatures of looms"] == ("arXiv:2506.01844", Kind.PREPRINT)
    assert found["Strain-tunable shuttles"] == ("APS March Meeting", Kind.CONFERENCE)


def test_a_with_list_that_names_the_subject_is_the_whole_list() -> None:
    """``In revision 🤞 with Frawley T, Okafor A (joint first), Bianchi G``: the subject is among the names, in its
    place; the mark of its place is no part of a name."""
    paper = {"name": "Night-time delirium", "publisher": "Nursing in Critical Care", "releaseDate": "2025",
             "summary": "In revision (minor) 🤞 with Frawley T, Okafor A (joint first), Bianchi G"}  # fmt: skip
    (found,) = extract(_json(publications=[paper])).publications
    assert found.authors == ("Frawley T", "Okafor A", "Bianchi G")


APA_LIST = """# Ada Okafor

## Publications

**Okafor, A.**, Lund, B. J.*, & Diallo, C. K. (2025). Stepped-care digital therapy for rural adolescents:
Primary outcomes of a randomized trial. _Journal of Consulting and Clinical Psychology_, _93_(6), 401–415.

Lund, B. J.*, & **Okafor, A.** (2024). Caregiver engagement predicts dropout from treatment. _Journal of Clinical
Child & Adolescent Psychology_, _53_(2), 210–224.

Diallo, C. K.*[†], **Okafor, A.**[†], & Keane, R. P. (2023). Heart rate variability and emotion regulation in
adolescents. _Behaviour Research and_ _Therapy_, _164_, Article 104301.

## Conference Presentations

Lund, B. J.*, & **Okafor, A.** (2024, November). _Who drops out of digital_
_treatment?_ [Poster presentation]. Association for Behavioral and Cognitive
Therapies 58th Annual Convention, Philadelphia, PA, United States.

**Okafor, A.** (2023, May). _Rural reach of telehealth_ [Paper presentation]. Annual Meeting of the
Society for Rural Health, Denver, CO.
"""


def test_apa_entries_wrapped_over_lines_and_parted_by_blank_lines() -> None:
    """A year after the names does not end an entry when blank lines part the entries; an italic journal broken at
    the line's end is one name; a mark set in brackets after a name (``[†]``) is a mark."""
    record = extract(_markdown(APA_LIST))
    papers = {p.title: (p.authors, p.venue, p.year, p.kind) for p in record.publications}
    assert papers["Stepped-care digital therapy for rural adolescents: Primary outcomes of a randomized trial"] == (
        ("Okafor, A.", "Lund, B. J.", "Diallo, C. K."), "Journal of Consulting and Clinical Psychology", 2025,
        Kind.JOURNAL,
    )  # fmt: skip
    assert papers["Caregiver engagement predicts dropout from treatment"][1] == (
        "Journal of Clinical Child & Adolescent Psychology"
    )
    assert papers["Heart rate variability and emotion regulation in adolescents"][0] == (
        "Diallo, C. K.", "Okafor, A.", "Keane, R. P.",
    )  # fmt: skip
    # a poster among the presentations, over three lines: a publication of its own, whole
    assert papers["Who drops out of digital treatment?"][1:] == (
        "Association for Behavioral and Cognitive Therapies 58th Annual Convention", 2024, Kind.POSTER,
    )  # fmt: skip


def test_europasscv_titles_over_their_employer_and_school() -> None:
    """europasscv's ``\\ecvtitle{dates}{title}`` then ``\\ecvitem{}{place}``: the row under the title names the
    employer (under work experience) or the school (under education); the business sector is no employer."""
    source = (
        "\\documentclass[english]{europasscv}\n\\ecvname{Ada Okafor}\n\\begin{document}\n\\begin{europasscv}\n"
        "\\ecvpersonalinfo\n\\section{Work experience}\n"
        "\\ecvtitle{06/2019--Present}{Consultant paediatrician}\n"
        "\\ecvitem{}{Hospital Universitario Cruces, Barakaldo (Spain)}\n"
        "\\ecvitem{}{\\ecvbusinesssector{Business or sector} Human health activities}\n"
        "\\ecvtitle{10/2017--05/2019}{Clinical Research Fellow}\n"
        "\\ecvitem{}{St George's, University of London, London (United Kingdom)}\n"
        "\\ecvitem{}{\\ecvbusinesssector{Business or sector} Research}\n"
        "\\section{Education and training}\n\\ecvtitle{2013--2016}{PhD in Medicine}\n"
        "\\ecvitem{}{Universidad de Navarra, Pamplona (Spain)}\n"
        "\\end{europasscv}\n\\end{document}\n"
    )
    record = read_tex(source)
    # (the town after the employer stays with it: no place reader knows Barakaldo)
    assert [(j.title, (j.organization or "").split(", ")[0]) for j in record.positions] == [
        ("Consultant paediatrician", "Hospital Universitario Cruces"), ("Clinical Research Fellow", "St George's"),
    ]  # fmt: skip
    (degree,) = record.education
    assert (degree.degree, degree.field, (degree.institution or "").split(", ")[0]) == (
        "PhD", "Medicine", "Universidad de Navarra",
    )  # fmt: skip


def test_an_embedded_online_entry_is_published_by_its_organization() -> None:
    """biblatex's ``@online{..., organization = {Imperial & Global Forum}}``: the site that published the post."""
    import bibtexparser

    from cvkg.convert.latex_bib import citation

    library = bibtexparser.parse_string(
        "@online{a, author = {Ada Okafor}, title = {What Did the Company Know?}, "
        "organization = {Imperial \\& Global Forum}, date = {2021-04-14}}"
    )
    assert citation(library.entries[0]) == "Ada Okafor. What Did the Company Know? Imperial & Global Forum, 2021."


def test_an_article_number_after_the_year_with_no_comma() -> None:
    """Elsevier's "Engineering Structures 322 (2025) 119104" and "Materials and Structures 50 (2017) 219": the number
    after the year is the article's, the journal the venue."""
    from cvkg.extract.citations import parse_citation

    for line, article in (
        ("M. Galli, D. Ferro, L. Berti, Cyclic response of looms, Engineering Structures 322 (2025) 119104.", "119104"),
        ("D. Ferro, L. Berti, Cyclic tests on shuttles, Materials and Structures 50 (2017) 219.", "219"),
    ):
        c = parse_citation([line])
        assert c is not None and c.venue in {"Engineering Structures", "Materials and Structures"}
        assert f"article {article}" in c.notes and c.kind is Kind.JOURNAL
