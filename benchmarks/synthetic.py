"""Synthetic CV records for the benchmarks: people, papers with ordered co-authors, service, students.

Each CV has 12 papers with 2-5 ordered authors drawn from a shared pool, a PhD with an
advisor, a job, a program committee, a student and a dissertation committee; mapped, about
550 triples per CV. Deterministic for a seed. (``corpus.py`` is the resolver's corpus, built
for realistic name collisions; this one is built for graph size and for every relation.)
"""

from __future__ import annotations

import random

from rdflib import Graph

from cvkg.mapping import to_graph
from cvkg.model import (
    PRESENT,
    Committee,
    CvRecord,
    Degree,
    PartialDate,
    Period,
    Person,
    Position,
    Publication,
    PublicationKind,
    Service,
    SourceDocument,
    Student,
    StudentLevel,
    StudentStatus,
)
from cvkg.resolve import resolve

TRIPLES_PER_CV = 550  # mapped (asserted) triples
SERVED_PER_CV = 1300  # in a built store's union graph: asserted, inferred, ontology and reports

BASE = "http://bench.example.org/"
GIVEN = ["Ada", "Alan", "Barbara", "Claude", "Donald", "Edsger", "Frances", "Grace", "John", "Leslie",
         "Margaret", "Niklaus", "Radia", "Shafi", "Tony", "Whitfield", "Yoshua", "Zhang"]
FAMILY = ["Lovelace", "Turing", "Liskov", "Shannon", "Knuth", "Dijkstra", "Allen", "Hopper", "Backus",
          "Lamport", "Hamilton", "Wirth", "Perlman", "Goldwasser", "Hoare", "Diffie", "Bengio", "Wei"]
VENUES = ["OSDI", "SOSP", "NSDI", "SIGCOMM", "EuroSys", "ATC", "ASPLOS", "ISCA", "VLDB", "SIGMOD"]
ORGS = [f"University of {c}" for c in ("Aberdeen", "Bergen", "Cork", "Delft", "Essen", "Florence",
                                        "Ghent", "Helsinki", "Innsbruck", "Jena")]


def person_name(i: int) -> str:
    return f"{GIVEN[i % len(GIVEN)]} {chr(65 + (i // len(GIVEN)) % 26)}. {FAMILY[(i * 7) % len(FAMILY)]}{i}"


def synthetic_record(i: int, pool: int, rng: random.Random) -> CvRecord:
    """One CV: its subject, 12 papers with 2-5 ordered co-authors, degrees, jobs, service, students."""
    doc = SourceDocument(path=f"bench/cv{i:06d}.md", media_type="text/markdown", text="", sha256="0" * 64)
    line = iter(range(1, 10_000))

    def span() -> object:
        return doc.span(next(line))

    me = person_name(i)
    others = lambda k: [person_name(rng.randrange(pool)) for _ in range(k)]  # noqa: E731
    start = 1990 + rng.randrange(25)
    papers = []
    for j in range(12):
        authors = [me, *others(rng.randint(1, 4))]
        rng.shuffle(authors)
        papers.append(Publication(tuple(dict.fromkeys(authors)), f"Paper {j} of {me}", span(),  # type: ignore[arg-type]
                                  venue=rng.choice(VENUES), year=start + j, kind=PublicationKind.CONFERENCE))
    return CvRecord(
        source=doc,
        person=Person(me, span(), emails=(f"p{i}@example.org",)),  # type: ignore[arg-type]
        education=(Degree("Ph.D.", rng.choice(ORGS), span(), field="Computer Science",  # type: ignore[arg-type]
                          period=Period(PartialDate(start - 5), PartialDate(start)),
                          advisors=tuple(others(1))),),
        positions=(Position("Professor", rng.choice(ORGS), span(),  # type: ignore[arg-type]
                            period=Period(PartialDate(start + 2, 9), PRESENT)),),
        publications=tuple(papers),
        service=(Service("Program Committee", span(), venue=rng.choice(VENUES),  # type: ignore[arg-type]
                         period=Period(PartialDate(start + 3))),),
        students=(Student(person_name(rng.randrange(pool)), span(), level=StudentLevel.PHD,  # type: ignore[arg-type]
                          status=StudentStatus.PAST, year=start + 6),),
        committees=(Committee(person_name(rng.randrange(pool)), span(), year=start + 7,  # type: ignore[arg-type]
                              institution=rng.choice(ORGS)),),
    )


def synthetic_graph(target_triples: int, *, seed: int = 5) -> Graph:
    """A mapped CV graph of about ``target_triples`` triples (about 550 per CV)."""
    records = synthetic_records(target_triples, seed=seed)
    return to_graph(records, resolve(records, base_uri=BASE), base_uri=BASE).union()


def synthetic_records(target_triples: int, *, per_cv: int = TRIPLES_PER_CV, seed: int = 5) -> list[CvRecord]:
    """Enough CVs for about ``target_triples`` triples, at ``per_cv`` triples per CV (default: mapped ones)."""
    rng = random.Random(seed)
    cvs = max(1, target_triples // per_cv)
    return [synthetic_record(i, pool=cvs * 3, rng=rng) for i in range(cvs)]
