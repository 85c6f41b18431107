"""The invented entries the variation matrix renders: one researcher's students, committees, talks, courses,
service and awards. Every name, title and venue is made up; the expected records follow from these alone.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Advisee:
    name: str
    level: str  # phd, master, bachelor, intern, postdoc
    start: int
    end: int | None  # None: still with the subject
    co_advisors: tuple[str, ...] = ()
    outcome: str | None = None
    thesis: str | None = None

    @property
    def status(self) -> str:
        return "current" if self.end is None else "past"

    @property
    def gold_level(self) -> str:
        return "other" if self.level == "postdoc" else self.level


@dataclass(frozen=True)
class Seat:
    name: str
    year: int
    institution: str


@dataclass(frozen=True)
class Lecture:
    title: str
    host: str
    place: str | None
    month: int
    year: int
    kind: str = "invited"  # invited, keynote


@dataclass(frozen=True)
class Course:
    code: str
    name: str
    terms: tuple[str, ...]
    role: str = "Instructor"


@dataclass(frozen=True)
class Role:
    role: str
    venue: str
    years: tuple[int, ...] | str = ()  # a tuple of single years, or a range string "2020-2022"


@dataclass(frozen=True)
class Prize:
    name: str
    year: int | str  # a year, or a range string "2014-2017"
    org: str | None = None
    amount: str | None = None


SUBJECT = "Jordan A. Rivera"
UNIVERSITY = "Northfield University"

ADVISEES = (
    Advisee("Ana Ruiz", "phd", 2019, None, co_advisors=("Tom Lee",)),
    Advisee("Kwame Mensah", "phd", 2021, None),
    Advisee("Li Wei", "phd", 2022, None, co_advisors=("Sara Holm", "Tom Lee")),
    Advisee("Priya Natarajan", "phd", 2020, None),
    Advisee("Dana Fox", "phd", 2015, 2020, outcome="Google", thesis="Planning under Uncertainty"),
    Advisee(
        "José Á. Pérez-Gómez",
        "phd",
        2014,
        2019,
        outcome="Assistant Professor, University of Toronto",
        thesis="Sparse Models of Motion",
    ),
    Advisee(
        "Hiroshi Tanaka", "phd", 2016, 2021, co_advisors=("Tom Lee",), outcome="DeepMind", thesis="Causal Policies"
    ),
    Advisee("Bo Chen", "master", 2018, 2020, outcome="Microsoft", thesis="Fast Replay Buffers"),
    Advisee("Elena Petrova", "master", 2019, 2021, thesis="Curriculum Design for Agents"),
    Advisee("Fatima Khan", "master", 2023, None),
    Advisee("Seán O'Brien", "bachelor", 2019, 2020),
    Advisee("Zoë Müller", "bachelor", 2020, 2021, outcome="Stanford University"),
    Advisee("Yuki Sato", "intern", 2022, 2022),
    Advisee("Omar Haddad", "intern", 2024, None),
    Advisee("Nina Kowalski", "postdoc", 2020, 2022, outcome="ETH Zurich"),
    Advisee("Lucas Moreau", "postdoc", 2023, None),
)

SEATS = (
    Seat("Rafael Souza", 2021, "University of Toronto"),
    Seat("Ingrid Berg", 2022, "KTH Royal Institute of Technology"),
    Seat("Aditya Rao", 2023, "Carnegie Mellon University"),
    Seat("Chloe Martin", 2023, "University of Toronto"),
    Seat("Tomasz Nowak", 2024, "University of Warsaw"),
)

LECTURES = (
    Lecture("Data-Efficient Control", "Berkeley AI Research", "Berkeley, CA", 10, 2020),
    Lecture("Data-Efficient Control", "Max Planck Institute for Intelligent Systems", "Tübingen, Germany", 12, 2020),
    Lecture("Learning to Plan with Sparse Rewards", "MIT CSAIL", "Cambridge, MA", 3, 2021),
    Lecture("Learning to Plan with Sparse Rewards", "Stanford University", "Stanford, CA", 4, 2021),
    Lecture(
        "Robust Policies from Offline Data",
        "ICML Workshop on Offline Reinforcement Learning",
        None,
        7,
        2022,
        kind="keynote",
    ),
    Lecture("Robust Policies from Offline Data", "Google DeepMind", "London, UK", 9, 2022),
    Lecture("Causal Structure in Reinforcement Learning", "University of Oxford", "Oxford, UK", 11, 2022),
    Lecture("Causal Structure in Reinforcement Learning", "ETH Zurich", "Zurich, Switzerland", 2, 2023),
    Lecture(
        "Scaling Laws for Embodied Agents", "NeurIPS Workshop on Foundation Models", None, 12, 2023, kind="keynote"
    ),
    Lecture("Scaling Laws for Embodied Agents", "Carnegie Mellon University", "Pittsburgh, PA", 1, 2024),
    Lecture("What Simulators Cannot Teach", "Microsoft Research", "Redmond, WA", 5, 2024),
    Lecture("What Simulators Cannot Teach", "University of Washington", "Seattle, WA", 6, 2024),
)

COURSES = (
    Course("CS 101", "Introduction to Programming", ("Fall 2021", "Spring 2022")),
    Course("CS 229", "Machine Learning", ("Fall 2017",), role="Teaching Assistant"),
    Course("STAT 202", "Probability and Statistics", ("Fall 2019",), role="Teaching Assistant"),
    Course("CS 234", "Reinforcement Learning", ("Winter 2020", "Winter 2021")),
    Course("CS 591", "Topics in Causal Inference", ("Fall 2022",)),
    Course("CS 330", "Deep Multi-Task Learning", ("Spring 2023",)),
    Course("CS 480", "Robot Learning", ("Spring 2024",)),
)

ROLES = (
    Role("Program Committee Member", "ICML", (2021, 2022)),
    Role("Program Committee Member", "NeurIPS", "2020-2022"),
    Role("Senior Program Committee Member", "AAAI", (2023,)),
    Role("Area Chair", "ICLR", (2023, 2024)),
    Role("Reviewer", "NeurIPS", (2021, 2022)),
    Role("Reviewer", "ICML", (2022,)),
    Role("Reviewer", "Nature"),
    Role("Reviewer", "Science"),
    Role("Reviewer", "PNAS"),
    Role("Associate Editor", "Journal of Machine Learning Research", "2020-present"),
    Role("Organizer", "Workshop on Robust Learning", (2021,)),
    Role("Panelist", "NSF CISE", (2022,)),
)

PRIZES = (
    Prize("Dean's Teaching Award", 2024, org=UNIVERSITY),
    Prize("NSF CAREER Award", 2023, amount="$500,000"),
    Prize("Sloan Research Fellowship", 2022),
    Prize("Best Paper Award", 2021, org="ICML"),
    Prize("Google Faculty Research Award", 2020, amount="$75,000"),
    Prize("Outstanding Dissertation Award", 2019, org="ACM SIGAI"),
    Prize("Rising Star in EECS", 2018),
    Prize("NSF Graduate Research Fellowship", "2014-2017", amount="$138,000"),
    Prize("Stanford Graduate Fellowship", "2013-2016"),
)
