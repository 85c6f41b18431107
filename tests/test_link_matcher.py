"""The pure matcher: names gate, evidence scores, homonyms stay apart, claims compared field by field."""

from __future__ import annotations

import pytest

from cvkg.link.matcher import (
    Thresholds,
    check_claim,
    link_people,
    names_compatible,
    score_person,
    titles_match,
    venues_consistent,
)
from cvkg.link.model import ClaimStatus, LocalPaper, LocalPerson, Relation, RemotePaper, RemotePerson, Service

PAPER = LocalPaper("http://x/id/publication/p", ("Adaptive Sharding for Elastic Key-Value Stores",), 2021,
                   ("OSDI 2021",), ("Mira Okonkwo", "Jonas Feld"), ("http://x/a", "http://x/b"))
WHEN = "2026-01-01T00:00:00Z"
MIRA = LocalPerson("http://x/id/person/mira", ("Mira Okonkwo",), (PAPER,), ("Northlake University",))


def remote_paper(title: str = "Adaptive Sharding for Elastic Key-Value Stores.", year: int | None = 2021,
                 authors: tuple[str, ...] = ("Mira Okonkwo", "Jonas Feld")) -> RemotePaper:
    return RemotePaper(Service.DBLP, "https://dblp.org/rec/x", title, year, "OSDI", authors, None, WHEN)


def remote_person(iri: str, papers: tuple[RemotePaper, ...] = (), *, orcid: str | None = None,
                  affiliations: tuple[str, ...] = (), is_ambiguous: bool = False) -> RemotePerson:
    return RemotePerson(Service.DBLP, iri, ("Mira Okonkwo",), papers, WHEN, orcid, affiliations, is_ambiguous)


@pytest.mark.parametrize(("a", "b", "compatible"), [
    ("Wei Chen", "Wei Chen 0002", True),
    ("W. Chen", "Wei Chen", True),
    ("Chen, Wei", "Wei Chen", True),
    ("Chen Wei", "Wei Chen", True),
    ("Wei Chen", "Wen Chen", False),
    ("Wei Chen", "Wei Cheng", False),
])
def test_names_compatible(a: str, b: str, compatible: bool) -> None:
    """Family names must agree; given names may be initials; dblp's homonym number is ignored."""
    assert names_compatible(a, b) is compatible


def test_titles_ignore_dblps_final_period_and_case() -> None:
    """"Title." (dblp) and "title" (CV) are the same title; a different title is not."""
    assert titles_match("Tail latency in serverless functions", "Tail Latency in Serverless Functions.")
    assert not titles_match("Tail Latency in Serverless Functions", "Head Latency in Serverful Functions")


def test_venue_acronyms_and_noise_words() -> None:
    """Acronyms and "Proceedings of" do not make venues differ; two different venues do."""
    assert venues_consistent("VLDB 2019", "Proc. VLDB Endow.")
    assert venues_consistent("ICDE 2020", "International Conference on Data Engineering")
    assert not venues_consistent("SIGMOD 2022", "VLDB")


def test_a_name_alone_never_links() -> None:
    """A candidate whose only agreement is the name scores below the candidate threshold."""
    score, evidence = score_person(MIRA, remote_person("https://dblp.org/pid/1"))
    assert score < Thresholds().candidate and [e.kind for e in evidence] == ["name"]
    assert link_people(MIRA, [remote_person("https://dblp.org/pid/1")], Thresholds()) == []


def test_different_orcids_rule_a_candidate_out() -> None:
    """Two different ORCID iDs mean two people, whatever else agrees."""
    mira = LocalPerson(MIRA.iri, MIRA.names, MIRA.papers, MIRA.affiliations, "0000-0003-1000-0001")
    other = remote_person("https://dblp.org/pid/1", (remote_paper(),), orcid="0000-0002-7000-0003")
    assert score_person(mira, other) == (0.0, ())


def test_two_equally_good_homonyms_stay_candidates() -> None:
    """Two candidates that both pass the threshold without a margin are both possibleSameAs."""
    papers = (remote_paper(),)
    twins = [remote_person("https://dblp.org/pid/1", papers, affiliations=("Northlake University",)),
             remote_person("https://dblp.org/pid/2", papers, affiliations=("Northlake University",))]
    links = link_people(MIRA, twins, Thresholds(same_as=0.5))
    assert [k.relation for k in links] == [Relation.POSSIBLE, Relation.POSSIBLE]


def test_an_ambiguous_creator_is_never_same_as() -> None:
    """dblp's AmbiguousCreator bin stays a candidate however much agrees."""
    ambiguous = remote_person("https://dblp.org/pid/c/X", (remote_paper(),),
                              affiliations=("Northlake University",), is_ambiguous=True)
    links = link_people(MIRA, [ambiguous], Thresholds(same_as=0.5))
    assert [k.relation for k in links] == [Relation.POSSIBLE]


def test_claim_check_names_the_field() -> None:
    """A linked record with another year contradicts the CV's year; without records it is not found."""
    contradicted = check_claim(PAPER, [remote_paper(year=2020)], [Service.DBLP])
    assert contradicted.status is ClaimStatus.CONTRADICTED
    assert [(d.field, d.claimed, d.found) for d in contradicted.discrepancies] == [("year", "2021", "2020")]
    assert check_claim(PAPER, [], [Service.DBLP]).status is ClaimStatus.NOT_FOUND
    assert check_claim(PAPER, [], []).status is ClaimStatus.UNCHECKED
    assert check_claim(PAPER, [remote_paper()], [Service.DBLP]).status is ClaimStatus.MATCHED
