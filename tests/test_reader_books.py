"""Monographs as CVs list them: the publisher alone or under contract, a prize on a bulleted line of its own,
and the co-authors an entry names; and ``Proc. ACL``, a conference named after an abbreviation."""

from __future__ import annotations

from cvkg.extract.citations import parse_citation
from cvkg.model import PublicationKind
from tests.readers import read_tex as _tex


def test_a_prize_on_a_bulleted_line_under_a_book_is_its_note_not_an_entry() -> None:
    """res.cls: "\\hspace*{1em} -- Honorable Mention, ..." under the book it is for, then the next book."""
    record = _tex(
        r"""\name{Ada Quill}
\section{BOOKS}
{\it Looms of the North: Weaving and Empire}. Oxford UP, 2019. \\
\hspace*{1em} -- Honorable Mention, MLA Prize for a First Book, 2020 \\[3pt]
{\it Small Shuttles: Short Forms}. Under contract with Columbia UP.
"""
    )
    first, second = record.publications  # type: ignore[attr-defined]
    assert (first.title, first.venue, first.year, first.kind) == (
        "Looms of the North: Weaving and Empire",
        "Oxford UP",
        2019,
        PublicationKind.BOOK,
    )
    assert first.notes == ("Honorable Mention, MLA Prize for a First Book, 2020",)
    assert (second.title, second.venue, second.year, second.notes) == (
        "Small Shuttles: Short Forms",
        "Columbia UP",
        None,
        ("under contract",),
    )
    assert first.authors == second.authors == ("Ada Quill",)


def test_a_conference_named_after_proc_keeps_its_acronym() -> None:
    """"In Proc. ACL, 2020": ACL names the conference here, not the publisher it is after "(CoNLL). ACL"."""
    found = parse_citation(["A. Byron, C. Babbage. Engines that weave. In Proc. ACL, 2020."])
    assert found is not None
    assert (found.venue, found.year, found.kind) == ("Proc. ACL", 2020, PublicationKind.CONFERENCE)
    published = parse_citation(["A. Byron. Engines. In Proceedings of the 5th Workshop (LoomNLP). ACL, 2020."])
    assert published is not None and published.venue == "Proceedings of the 5th Workshop (LoomNLP)"
