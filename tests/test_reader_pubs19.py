"""Citations around development set 19, with invented strings: APS references signed by a collaboration after
"et al.", APS's rapid-communication mark after an article number, a bracketed kind in lower case, a trainee's star
set as a math operator by PDF text, and "revision invited at" a journal."""

from __future__ import annotations

import pytest

from cvkg.extract.citations import parse_citation
from cvkg.model import PublicationKind


@pytest.mark.parametrize(
    "line",
    [
        "- L. O. Brandt *et al.* (KiloMu Collaboration), “Search for slow muons in a cold trap,” Phys. Rev. D "
        "**109**, 052003 (2024).",
        "L. O. Brandt et al. (the KiloMu Collaboration), “Search for slow muons in a cold trap,” Phys. Rev. D 109, "
        "052003 (2024).",
    ],
)
def test_a_collaboration_after_et_al_is_no_part_of_the_title(line: str) -> None:
    """The first author, "et al." and the collaboration in brackets sign the paper; the quoted title follows."""
    found = parse_citation([line])
    assert found is not None
    assert (found.authors, found.title, found.venue, found.year) == (
        ("L. O. Brandt",), "Search for slow muons in a cold trap", "Phys. Rev. D", 2024
    )
    assert "author list truncated" in found.notes
    assert any("KiloMu Collaboration" in note for note in found.notes)


@pytest.mark.parametrize(
    "line",
    [
        "T. Irwin and B. Saxe, “Spin echo in thin mirrors,” Phys. Rev. A **91**, 041601(R) (2015).",
        "T. Irwin and B. Saxe, Spin echo in thin mirrors, Phys. Rev. A 91, 041601(R) (2015).",
        "T. Irwin and B. Saxe, “Spin echo in thin mirrors,” *Phys. Rev. A* **91**, 041601(R) (2015).",
    ],
)
def test_a_rapid_communication_mark_stays_with_its_article_number(line: str) -> None:
    """APS's "(R)" after the article number is part of the locator, not of the journal's name."""
    found = parse_citation([line])
    assert found is not None
    assert (found.title, found.venue, found.year, found.kind) == (
        "Spin echo in thin mirrors", "Phys. Rev. A", 2015, PublicationKind.JOURNAL
    )


def test_a_lower_case_bracketed_kind_leaves_the_venue() -> None:
    """"[invited review]" after the reference says what the paper is; the journal is the venue."""
    found = parse_citation(
        ["P. Quill and R. Amsel, “Cold sources of slow atoms,” Annu. Rev. Cold Phys. **12**, 45 (2021). "
         "[invited review]"]
    )
    assert found is not None
    assert found.venue == "Annu. Rev. Cold Phys."
    assert "invited review" in found.notes


@pytest.mark.parametrize("star", ["∗", "⋆", "*"])
def test_a_trainee_star_after_initials_ends_no_author_list(star: str) -> None:
    """PDF text sets a trainee's star as a math operator ("Lund, K. P.∗,"): it marks the name and ends nothing."""
    found = parse_citation(
        [f"4. Lund, K. P.{star}, and Okafor, B. (2021), “Calibrating Forecast Bands,” Journal of Invented Statistics,"
         " 12, 301–318."]
    )
    assert found is not None
    assert (found.authors, found.title, found.venue, found.year) == (
        ("Lund, K. P.", "Okafor, B."), "Calibrating Forecast Bands", "Journal of Invented Statistics", 2021
    )


def test_revision_invited_at_a_journal_names_the_journal_deciding() -> None:
    """"revision invited at J" is a status: the paper is not out, and J stands for its venue."""
    found = parse_citation(
        ["Okafor, B., and Lund, K. P. (2024), “Streaming Ranks,” revision invited at Journal of Invented Statistics."]
    )
    assert found is not None
    assert (found.authors, found.title, found.venue, found.year, found.kind) == (
        ("Okafor, B.", "Lund, K. P."), "Streaming Ranks", "Journal of Invented Statistics", 2024,
        PublicationKind.PREPRINT,
    )
