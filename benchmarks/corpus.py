"""A synthetic CV corpus for the resolver benchmark: many CVs, realistic name collisions.

Surnames follow a Zipf law over a pool that mixes very common Chinese surnames with rarer
ones, so blocks like ``Zhang`` grow large; given names mix pinyin and western names;
co-authors come from research communities so papers and people recur across CVs, written
``Given Surname``, ``Surname G.`` or ``Surname, G.``. Deterministic for a seed.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from cvkg.model import CvRecord, Degree, Person, Position, Publication, SourceDocument, SourceSpan, Student

SURNAMES = [
    "Zhang",
    "Wang",
    "Li",
    "Liu",
    "Chen",
    "Yang",
    "Huang",
    "Zhao",
    "Wu",
    "Zhou",
    "Xu",
    "Sun",
    "Ma",
    "Zhu",
    "Hu",
    "Guo",
    "He",
    "Lin",
    "Kim",
    "Lee",
    "Park",
    "Nguyen",
    "Smith",
    "Johnson",
    "Brown",
    "Garcia",
    "Miller",
    "Davis",
    "Lopez",
    "Wilson",
    "Anderson",
    "Taylor",
    "Moore",
    "Martin",
    "Jackson",
    "Thompson",
    "White",
    "Harris",
    "Clark",
    "Lewis",
    "Walker",
    "Hall",
    "Young",
    "Allen",
    "King",
    "Wright",
    "Scott",
    "Green",
    "Baker",
    "Adams",
    "Nelson",
    "Hill",
    "Phanishayee",
    "Krishnamurthy",
    "Pekhimenko",
    "Stoica",
    "Ramjee",
    "Sivathanu",
    "Kwatra",
    "Bhardwaj",
    "Lebeck",
    "Kasikci",
]
SYLLABLES = [
    "an",
    "bo",
    "chen",
    "da",
    "fei",
    "gang",
    "hao",
    "hong",
    "jia",
    "jie",
    "jun",
    "kai",
    "lei",
    "li",
    "lin",
    "ming",
    "qi",
    "qiang",
    "rui",
    "tao",
    "wei",
    "xin",
    "yan",
    "yi",
    "yu",
]
WESTERN = [
    "James",
    "Mary",
    "John",
    "Patricia",
    "Robert",
    "Jennifer",
    "Michael",
    "Linda",
    "William",
    "Elizabeth",
    "David",
    "Barbara",
    "Richard",
    "Susan",
    "Joseph",
    "Jessica",
    "Thomas",
    "Sarah",
    "Charles",
    "Karen",
    "Daniel",
    "Nancy",
    "Matthew",
    "Lisa",
    "Anthony",
    "Betty",
]
ORGS = (
    "University of Washington",
    "Peking University",
    "Microsoft Research",
    "Google, Ads Infra",
    "Microsoft Research Asia (MSRA)",
    "Stanford University",
    "Tsinghua University",
    "Meta AI",
    "Carnegie Mellon University",
    "ETH Zurich",
    "Duke University",
    "Alibaba Cloud",
)
VENUES = (
    "14th USENIX Symposium on Operating Systems Design and Implementation (OSDI '{y}')",
    "ACM SIGCOMM {y} (SIGCOMM '{y}')",
    "The {n}th European Conference on Computer Systems (EuroSys)",
    "arXiv preprint",
    "IEEE Micro",
    "Proceedings of VLDB (VLDB)",
    "NSDI",
)


def _name(rng: random.Random) -> tuple[str, str]:
    surname = (
        SURNAMES[min(int(rng.paretovariate(1.1)) - 1, len(SURNAMES) - 1)]
        if rng.random() < 0.7
        else rng.choice(SURNAMES)
    )
    if rng.random() < 0.6:
        given = "".join(rng.sample(SYLLABLES, rng.choice((1, 2)))).capitalize()
    else:
        given = rng.choice(WESTERN) + (f" {rng.choice('ABCDEFGH')}." if rng.random() < 0.2 else "")
    return given, surname


def _written(given: str, surname: str, rng: random.Random) -> str:
    form = rng.random()
    if form < 0.8:
        return f"{given} {surname}"
    if form < 0.9:
        return f"{surname} {given[0]}."
    return f"{surname}, {given[0]}."


def corpus(size: int, *, seed: int = 0) -> Iterator[CvRecord]:
    """``size`` CVs of about 50 mentions each (10,000 CVs: about 500,000 mentions)."""
    rng = random.Random(seed)
    communities = [[_name(rng) for _ in range(40)] for _ in range(max(1, size // 20))]
    papers: list[tuple[str, tuple[tuple[str, str], ...], str, int]] = []
    for n in range(size):
        community = communities[n % len(communities)]
        subject = community[n // len(communities) % len(community)]
        span = SourceSpan(f"cv{n:05d}.md", 1)
        pubs = []
        for k in range(9):
            if papers and rng.random() < 0.3:
                title, authors, venue, year = rng.choice(papers[-2000:])
                authors = (subject, *authors[1:])
            else:
                authors = (subject, *rng.sample(community, 3))
                year = rng.randrange(2005, 2025)
                venue = rng.choice(VENUES).format(y=year % 100, n=year - 2005)
                title = (
                    f"{rng.choice(('Efficient', 'Scalable', 'Robust'))} {rng.choice(SYLLABLES).title()}"
                    f" {n}-{k}: Systems for {rng.choice(('Learning', 'Storage', 'Networks'))}"
                )
                papers.append((title, authors, venue, year))
            pubs.append(
                Publication(
                    tuple(_written(g, s, rng) for g, s in authors), title, span, venue=venue, year=year
                )
            )
        advisor = " ".join(rng.choice(community))
        name = " ".join(subject)
        text = f"{name}\nI am {name}, working at {rng.choice(ORGS)}.\n"
        doc = SourceDocument(span.path, "text/markdown", text, "0" * 64)
        yield CvRecord(
            source=doc,
            person=Person(name, span),
            education=(Degree("PhD", rng.choice(ORGS), span, advisors=(advisor,)),),
            positions=tuple(Position("Researcher", rng.choice(ORGS), span) for _ in range(2)),
            publications=tuple(pubs),
            students=tuple(Student(" ".join(rng.choice(community)), span) for _ in range(2)),
        )
