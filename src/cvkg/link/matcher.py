"""Pure matching: local evidence + candidates -> scored links and claim checks. No I/O.

A name alone never links a person: a compatible name is the gate, and the score comes from
what else agrees (ORCID, shared titles or DOIs, co-authors, affiliation). A candidate scoring
at least ``threshold`` becomes ``owl:sameAs``; at least ``candidate_threshold``, a
``cvkg:possibleSameAs``; below, nothing. Two candidates of one service that both pass the
threshold without a clear margin are homonyms we cannot tell apart: both stay candidates.
A dblp ``AmbiguousCreator`` is never more than a candidate.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz

from cvkg.link.model import (
    ClaimCheck,
    ClaimStatus,
    Discrepancy,
    Evidence,
    Link,
    LocalPaper,
    LocalPerson,
    Relation,
    RemotePaper,
    RemotePerson,
    Service,
)

NAME_WEIGHT = 0.2
ORCID_WEIGHT = 0.6
TITLE_WEIGHT = 0.25
MAX_TITLES = 2
COAUTHOR_WEIGHT = 0.1
MAX_COAUTHORS = 2
AFFILIATION_WEIGHT = 0.15
TITLE_SIMILARITY = 93.0
MARGIN = 0.15
CLAIM_SERVICES = (Service.DBLP, Service.WIKIDATA)

_HOMONYM = re.compile(r"\s+\d{4}$")
_SMALL_WORDS = {"of", "the", "on", "in", "and", "for"}
_VENUE_NOISE = {"proceedings", "proc", "of", "the", "on", "in", "and", "for", "international",
                "conference", "symposium", "workshop", "journal", "acm", "ieee", "usenix", "annual",
                "th", "st", "nd", "rd", "transactions", "trans"}


@dataclass(frozen=True, slots=True)
class Thresholds:
    same_as: float = 0.7
    candidate: float = 0.4


def fold(text: str) -> str:
    """Lower case, accents and punctuation gone, spaces collapsed.

    >>> fold("Gödel,  Kurt.")
    'godel kurt'
    """
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    return " ".join(re.sub(r"[^\w\s]", " ", text).split())


def strip_homonym(name: str) -> str:
    """dblp's homonym number off a name: ``"Wei Chen 0002"`` -> ``"Wei Chen"``."""
    return _HOMONYM.sub("", name.strip())


def _parts(name: str) -> tuple[list[str], str]:
    name = strip_homonym(name)
    if "," in name:
        family, _, given = name.partition(",")
        return fold(given).split(), fold(family)
    tokens = fold(name).split()
    return tokens[:-1], (tokens[-1] if tokens else "")


def _given_compatible(a: list[str], b: list[str]) -> bool:
    if not a or not b:
        return True
    if a[0][0] != b[0][0]:
        return False
    full_a, full_b = len(a[0]) > 1, len(b[0]) > 1
    return a[0] == b[0] if full_a and full_b else True


def names_compatible(a: str, b: str) -> bool:
    """Same family name and compatible given names (initials allowed), in either order.

    >>> names_compatible("W. Chen", "Wei Chen 0002"), names_compatible("Wei Chen", "Wen Chen")
    (True, False)
    >>> names_compatible("Chen Wei", "Wei Chen")
    True
    """
    given_a, family_a = _parts(a)
    given_b, family_b = _parts(b)
    if family_a and family_a == family_b and _given_compatible(given_a, given_b):
        return True
    # Family name first (as often written for Chinese, Korean, Hungarian names).
    tokens_a = fold(strip_homonym(a)).split()
    return len(tokens_a) == 2 and fold(strip_homonym(b)).split() == tokens_a[::-1]


def title_key(title: str) -> str:
    """A title for comparison: dblp's final "." and all punctuation and case ignored."""
    return fold(title.rstrip(". "))


def titles_match(a: str, b: str) -> bool:
    return fuzz.ratio(title_key(a), title_key(b)) >= TITLE_SIMILARITY


def normal_doi(doi: str | None) -> str | None:
    """``https://doi.org/10.1/ABC`` -> ``10.1/abc`` (DOIs are case-insensitive)."""
    if not doi:
        return None
    doi = re.sub(r"^(https?://(dx\.)?doi\.org/|doi:)", "", doi.strip(), flags=re.IGNORECASE)
    return doi.lower() or None


def venues_consistent(claimed: str, found: str) -> bool:
    """Whether a venue as written and a venue as recorded can be the same one.

    >>> venues_consistent("Proceedings of OSDI 2021", "OSDI"), venues_consistent("SIGMOD 2022", "VLDB")
    (True, False)
    >>> venues_consistent("ICDE 2020", "International Conference on Data Engineering")
    True
    """
    words_a = {w for w in fold(claimed).split() if w not in _VENUE_NOISE and not w.isdigit()}
    words_b = {w for w in fold(found).split() if w not in _VENUE_NOISE and not w.isdigit()}
    if not words_a or not words_b or words_a & words_b:
        return True
    if _acronym(found) in words_a or _acronym(claimed) in words_b:
        return True
    return fuzz.partial_ratio(" ".join(sorted(words_a)), " ".join(sorted(words_b))) >= 85


def _acronym(venue: str) -> str:
    """Initials of a venue's words, small words left out: "Conference on Data Engineering" -> "cde"."""
    return "".join(w[0] for w in fold(venue).split() if w not in _SMALL_WORDS and not w.isdigit())


# --- people -----------------------------------------------------------------------------


def _shared_titles(person: LocalPerson, candidate: RemotePerson) -> list[Evidence]:
    found: list[Evidence] = []
    for paper in person.papers:
        doi = normal_doi(paper.doi)
        for remote in candidate.papers:
            if doi and doi == normal_doi(remote.doi):
                found.append(Evidence("doi", paper.doi or "", remote.doi or "", TITLE_WEIGHT))
                break
            if any(titles_match(t, remote.title) for t in paper.titles):
                found.append(Evidence("title", paper.titles[0], remote.title, TITLE_WEIGHT))
                break
    return found


def _shared_coauthors(person: LocalPerson, candidate: RemotePerson) -> list[Evidence]:
    mine = {a for p in person.papers for a in p.authors
            if not any(names_compatible(a, n) for n in person.names)}
    theirs = {a for p in candidate.papers for a in p.authors
              if not any(names_compatible(a, n) for n in candidate.names)}
    found = []
    for name in sorted(mine):
        match = next((t for t in sorted(theirs) if names_compatible(name, t)), None)
        if match is not None:
            found.append(Evidence("coauthor", name, strip_homonym(match), COAUTHOR_WEIGHT))
    return found


def _affiliation(person: LocalPerson, candidate: RemotePerson) -> list[Evidence]:
    for mine in person.affiliations:
        for theirs in candidate.affiliations:
            if fuzz.token_set_ratio(fold(mine), fold(theirs)) >= 90:
                return [Evidence("affiliation", mine, theirs, AFFILIATION_WEIGHT)]
    return []


def score_person(person: LocalPerson, candidate: RemotePerson) -> tuple[float, tuple[Evidence, ...]]:
    """The confidence that ``candidate`` is ``person``, and why; 0 when a name or ORCID rules it out."""
    name = next(((m, t) for m in person.names for t in candidate.names if names_compatible(m, t)), None)
    if name is None:
        return 0.0, ()
    evidence = [Evidence("name", name[0], name[1], NAME_WEIGHT)]
    if person.orcid and candidate.orcid:
        if person.orcid != candidate.orcid:
            return 0.0, ()
        evidence.append(Evidence("orcid", person.orcid, candidate.orcid, ORCID_WEIGHT))
    evidence += _shared_titles(person, candidate)[:MAX_TITLES]
    evidence += _shared_coauthors(person, candidate)[:MAX_COAUTHORS]
    evidence += _affiliation(person, candidate)
    score = min(1.0, sum(e.weight for e in evidence))
    if candidate.is_ambiguous:
        evidence.append(Evidence("ambiguous", "", candidate.iri, 0.0))
    return round(score, 3), tuple(evidence)


def link_people(person: LocalPerson, candidates: Iterable[RemotePerson],
                thresholds: Thresholds) -> list[Link]:
    """The links of one person to one service's candidates (homonyms left as candidates)."""
    scored = []
    for candidate in candidates:
        score, evidence = score_person(person, candidate)
        if score >= thresholds.candidate:
            scored.append((score, candidate, evidence))
    scored.sort(key=lambda s: (-s[0], s[1].iri))
    sure = [s for s in scored if s[0] >= thresholds.same_as and not s[1].is_ambiguous]
    best = sure[0][1].iri if sure and (len(sure) == 1 or sure[0][0] - sure[1][0] >= MARGIN) else None
    return [Link(person.iri, c.iri, c.service, Relation.SAME_AS if c.iri == best else Relation.POSSIBLE,
                 score, evidence, c.retrieved_at) for score, c, evidence in scored]


# --- papers -----------------------------------------------------------------------------


def _author_overlap(paper: LocalPaper, remote: RemotePaper) -> tuple[float, list[str]]:
    matched = [a for a in paper.authors if any(names_compatible(a, r) for r in remote.authors)]
    return (len(matched) / len(paper.authors) if paper.authors else 0.0), matched


def score_paper(paper: LocalPaper, remote: RemotePaper) -> tuple[float, tuple[Evidence, ...]]:
    """Confidence that ``remote`` is ``paper``: a matching title or DOI is the gate."""
    evidence: list[Evidence] = []
    doi = normal_doi(paper.doi)
    if doi and doi == normal_doi(remote.doi):
        evidence.append(Evidence("doi", paper.doi or "", remote.doi or "", 0.5))
    elif doi and normal_doi(remote.doi):
        return 0.0, ()  # two different DOIs: two different works, whatever the titles say
    title = next((t for t in paper.titles if titles_match(t, remote.title)), None)
    if title is not None:
        evidence.append(Evidence("title", title, remote.title, 0.5))
    if not evidence:
        return 0.0, ()
    overlap, matched = _author_overlap(paper, remote)
    if matched:
        evidence.append(Evidence("authors", "; ".join(matched), "; ".join(map(strip_homonym, remote.authors)),
                                 round(0.3 * overlap, 3)))
    if paper.year is not None and paper.year == remote.year:
        evidence.append(Evidence("year", str(paper.year), str(remote.year), 0.1))
    if remote.venue and any(venues_consistent(v, remote.venue) for v in paper.venues):
        evidence.append(Evidence("venue", paper.venues[0], remote.venue, 0.1))
    return round(min(1.0, sum(e.weight for e in evidence)), 3), tuple(evidence)


def link_papers(paper: LocalPaper, candidates: Iterable[RemotePaper], thresholds: Thresholds) -> list[Link]:
    """The links of one CV publication to one service's records (best one as sameAs)."""
    scored = []
    seen: set[str] = set()
    for remote in candidates:
        if remote.iri in seen:
            continue
        seen.add(remote.iri)
        score, evidence = score_paper(paper, remote)
        if score >= thresholds.candidate:
            scored.append((score, remote, evidence))
    scored.sort(key=lambda s: (-s[0], s[1].iri))
    best = scored[0][1].iri if scored and scored[0][0] >= thresholds.same_as else None
    return [Link(paper.iri, r.iri, r.service, Relation.SAME_AS if r.iri == best else Relation.POSSIBLE,
                 score, evidence, r.retrieved_at) for score, r, evidence in scored]


# --- claim check ------------------------------------------------------------------------


def discrepancies(paper: LocalPaper, remote: RemotePaper) -> list[Discrepancy]:
    """Where a linked record disagrees with the CV: year, venue, authors (names in order)."""
    found = []
    if paper.year is not None and remote.year is not None and paper.year != remote.year:
        found.append(Discrepancy("year", str(paper.year), str(remote.year), remote.service, remote.iri))
    if paper.venues and remote.venue and not any(venues_consistent(v, remote.venue) for v in paper.venues):
        found.append(Discrepancy("venue", paper.venues[0], remote.venue, remote.service, remote.iri))
    if paper.authors and remote.authors and not _same_author_list(paper.authors, remote.authors):
        recorded = "; ".join(strip_homonym(a) for a in remote.authors)
        found.append(Discrepancy("authors", "; ".join(paper.authors), recorded, remote.service, remote.iri))
    return found


def _same_author_list(claimed: Sequence[str], found: Sequence[str]) -> bool:
    return len(claimed) == len(found) and all(names_compatible(a, b)
                                              for a, b in zip(claimed, found, strict=True))


def check_claim(paper: LocalPaper, linked: Sequence[RemotePaper], answered: Iterable[Service]) -> ClaimCheck:
    """Matched, contradicted (saying where) or not found, against the services that answered."""
    checked = tuple(s for s in CLAIM_SERVICES if s in set(answered))
    linked = [r for r in linked if r.service in CLAIM_SERVICES]
    if not linked:
        return ClaimCheck(paper.iri, ClaimStatus.NOT_FOUND if checked else ClaimStatus.UNCHECKED, checked)
    found = tuple(d for remote in linked for d in discrepancies(paper, remote))
    status = ClaimStatus.CONTRADICTED if found else ClaimStatus.MATCHED
    return ClaimCheck(paper.iri, status, tuple(sorted({*checked, *(r.service for r in linked)},
                                                      key=CLAIM_SERVICES.index)), found)
