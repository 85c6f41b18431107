"""A synthetic CV corpus for the resolver benchmark: labs of co-authors, realistic name collisions.

The world is a set of labs of 10-50 people at one institution each. A person's name is
drawn within one naming tradition (Chinese, Indian, Western, Korean/Vietnamese), surnames
and given names each on a Zipf law, so ``Wei Zhang`` or ``Rahul Kumar`` are many different
people in many labs. About one member in five has a CV. Papers are written inside a lab
(its head on most of them), a quarter with a co-author from one of two partner labs, and
every CV lists the papers its subject is an author of: a paper is shared exactly by the
CVs of its co-authors, each CV writing names in its own style (``Given Surname``,
``Surname G.``, ``Surname, G.``). About 50 mentions per CV; deterministic for a seed.

(An earlier generator reused random papers of the whole corpus in every CV and paired
western given names with Chinese surnames at random; that made people like
``Elizabeth G. Zhang`` appear in two CVs of three, which real data does not do.)
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache

from cvkg.model import CvRecord, Degree, Person, Position, Publication, SourceDocument, SourceSpan, Student


def _pool(words: str) -> list[str]:
    return words.split()


CHINESE_SURNAMES = _pool(
    "Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo He Gao Lin Luo Zheng Liang"
    " Xie Song Tang Han Feng Deng Cao Peng Zeng Xiao Tian Dong Yuan Pan Cai Jiang Yu Du Ye Cheng Su"
    " Wei Lu Ding Ren Shen Yao Jin Qian Fu Dai Xia Zhong Fan Shi Qiu Kong Bai Cui Kang Mao Qin Gu"
)
SYLLABLES = _pool(
    "wei jing min hao yu jie lei tao yang xin yan jun ming hui li ying chen peng fei lin qiang kai"
    " rui bo xiao yi hong jian zhi long feng qi dong gang bin ning ran chao cheng xu han shu yue"
)
INDIAN_SURNAMES = _pool(
    "Kumar Singh Sharma Patel Gupta Reddy Rao Iyer Nair Jain Agarwal Mehta Shah Joshi Das Chatterjee"
    " Banerjee Mukherjee Krishnamurthy Subramanian Venkatesh Bhardwaj Kulkarni Desai Pillai Menon"
    " Srinivasan Ramachandran Verma Mishra Pandey Tiwari Yadav Saxena Kapoor Malhotra Chopra Bose"
    " Ghosh Sen Dutta Narayanan Raghavan Ramjee Sivathanu Kwatra Phanishayee Venkataraman Swaminathan"
)
INDIAN_GIVEN = _pool(
    "Rahul Amit Anil Arun Ankit Priya Pooja Rohit Sanjay Vijay Deepak Suresh Ramesh Raj Neha Kavita"
    " Aditya Abhishek Arjun Karthik Vikram Nikhil Siddharth Akshay Shreya Divya Ananya Aparna Ashish"
    " Gaurav Harsha Jayesh Kiran Lakshmi Manish Naveen Prakash Rajesh Sandeep Srinivas Sunil Varun"
    " Vivek Yash Amar Bhuvan Chandra Dinesh Gopal Hemant Ishaan Kunal Madhu Mohit Nitin Pranav Rakesh"
    " Sachin Tushar Ravi Venkat Sudhir Ajay Alok Anirudh Bharath Gautam Hari Jagadish Keshav Mahesh"
    " Nandini Pallavi Radhika Saurabh Shashank Swati Uday Vinay Yogesh Zubin Anand Balaji Ganesh"
)
WESTERN_SURNAMES = _pool(
    "Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Wilson"
    " Anderson Thomas Taylor Moore Jackson Martin Thompson White Harris Clark Lewis Robinson Walker"
    " Young Allen King Wright Scott Green Baker Adams Nelson Hill Campbell Mitchell Roberts Carter"
    " Phillips Evans Turner Parker Collins Edwards Stewart Morris Murphy Cook Rogers Morgan Peterson"
    " Cooper Reed Bailey Bell Kelly Howard Ward Cox Richardson Wood Watson Brooks Bennett Gray James"
    " Hughes Price Sanders Myers Long Ross Foster Stoica Lebeck Kasikci Pekhimenko Schmidt Müller"
    " Fischer Weber Meyer Wagner Becker Schulz Hoffmann Rossi Russo Ferrari Bianchi Dubois Moreau"
    " Laurent Petrov Ivanov Novak Kowalski Jansen Bakker Larsen Nielsen Andersson Johansson Cohen Levi"
)
WESTERN_GIVEN = _pool(
    "James Mary John Patricia Robert Jennifer Michael Linda William Elizabeth David Barbara Richard"
    " Susan Joseph Jessica Thomas Sarah Charles Karen Daniel Nancy Matthew Lisa Anthony Betty Mark"
    " Sandra Donald Ashley Steven Emily Paul Donna Andrew Michelle Joshua Carol Kenneth Amanda Kevin"
    " Melissa Brian Deborah George Stephanie Timothy Rebecca Ronald Laura Jason Sharon Edward Cynthia"
    " Jeffrey Kathleen Ryan Amy Jacob Angela Gary Anna Nicholas Ruth Eric Brenda Jonathan Emma Stephen"
    " Olivia Larry Pamela Justin Nicole Scott Samantha Brandon Katherine Benjamin Christine Samuel"
    " Gregory Rachel Alexander Catherine Frank Carolyn Patrick Janet Raymond Maria Jack Heather Dennis"
    " Diane Jerry Julie Tyler Joyce Aaron Victoria Jose Kelly Adam Christina Henry Lauren Nathan Joan"
    " Ion Klaus Marco Luca Pierre Anders Lars Yuri Elena Sofia Hannah Lukas Felix Mateo Ingrid Baris"
)
KOREAN_VIETNAMESE_SURNAMES = _pool("Kim Lee Park Choi Jung Kang Cho Yoon Jang Lim Nguyen Tran Le Pham Hoang Vu")
KOREAN_VIETNAMESE_GIVEN = _pool(
    "Minjun Seojun Jiwoo Hyunwoo Soomin Jihoon Yejin Dongho Sungmin Jaehyun Eunji Taeho Minh Duc Anh"
    " Thanh Huong Linh Quang Tuan Hieu Trang Khoa Phuong Nam Jisoo Hyejin Sangwoo Youngjae Kyungho"
    " Seungjin Donghyun Jinwoo Minseok Hoang Long Bao Thu Hai Dung Son Vinh"
)
TRADITIONS = ((0.45, "chinese"), (0.2, "indian"), (0.27, "western"), (0.08, "korean"))
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
    "Massachusetts Institute of Technology (MIT)",
    "University of California, Berkeley",
    "University of Toronto",
    "Indian Institute of Science",
    "IIT Bombay",
    "KAIST",
    "Seoul National University",
    "Shanghai Jiao Tong University",
    "Zhejiang University",
    "University of Michigan",
    "Cornell University",
    "EPFL",
    "Max Planck Institute for Software Systems",
    "National University of Singapore",
    "University of Cambridge",
    "Princeton University",
    "Huawei, Markham, ON, Canada",
    "NVIDIA Research",
)
VENUES = (
    "14th USENIX Symposium on Operating Systems Design and Implementation (OSDI '{y}')",
    "ACM SIGCOMM {y} (SIGCOMM '{y}')",
    "The {n}th European Conference on Computer Systems (EuroSys)",
    "arXiv preprint",
    "IEEE Micro",
    "Proceedings of VLDB (VLDB)",
    "NSDI",
    "Proceedings of the ACM Symposium on Operating Systems Principles (SOSP '{y}')",
    "International Conference on Machine Learning (ICML)",
    "ASPLOS",
)
TITLE_WORDS = _pool(
    "Efficient Scalable Robust Adaptive Elastic Fast Practical Secure Distributed Learned Serverless"
    " Disaggregated Verified Predictable"
)
TOPICS = _pool("Learning Storage Networks Inference Training Scheduling Caching Consensus Compilers Databases")
PAPERS_PER_SUBJECT = 5  # papers each CV subject leads; with co-authored ones about 8 per CV
MAX_PAPERS_PER_CV = 10


@dataclass
class _Person:
    given: str
    surname: str
    middle: str = ""


@dataclass
class _Lab:
    org: str
    members: list[int]  # person ids; the first is the head
    partners: list[int] = field(default_factory=list)


def _zipf(rng: random.Random, pool: list[str], s: float = 1.0) -> str:
    """A Zipf draw: the k-th entry of ``pool`` (from 1) with weight 1/k**s."""
    return rng.choices(pool, cum_weights=_zipf_cumulative(len(pool), s))[0]


@cache
def _zipf_cumulative(n: int, s: float) -> list[float]:
    return list(itertools.accumulate(1 / (k + 1) ** s for k in range(n)))


def _person(rng: random.Random) -> _Person:
    tradition = rng.choices([t for _, t in TRADITIONS], weights=[w for w, _ in TRADITIONS])[0]
    if tradition == "chinese":
        given = "".join(_zipf(rng, SYLLABLES, 0.6) for _ in range(rng.choice((1, 2, 2)))).capitalize()
        return _Person(given, _zipf(rng, CHINESE_SURNAMES, 0.7))
    if tradition == "indian":
        return _Person(_zipf(rng, INDIAN_GIVEN, 0.5), _zipf(rng, INDIAN_SURNAMES, 0.7))
    if tradition == "korean":
        return _Person(_zipf(rng, KOREAN_VIETNAMESE_GIVEN, 0.3), _zipf(rng, KOREAN_VIETNAMESE_SURNAMES, 0.8))
    middle = rng.choice("ABCDEFGHJKLMRST") if rng.random() < 0.3 else ""
    return _Person(_zipf(rng, WESTERN_GIVEN, 0.7), _zipf(rng, WESTERN_SURNAMES, 0.6), middle)


def _full(p: _Person) -> str:
    return f"{p.given} {p.middle}. {p.surname}" if p.middle else f"{p.given} {p.surname}"


def _written(p: _Person, style: float) -> str:
    """A CV writes all its author names in one style."""
    initials = p.given[0] + (f". {p.middle}" if p.middle else "")
    if style < 0.7:
        return _full(p)
    if style < 0.85:
        return f"{p.surname} {initials}."
    return f"{p.surname}, {initials}."


def _world(size: int, rng: random.Random) -> tuple[list[_Person], list[_Lab], list[int]]:
    """People, their labs, and the ``size`` people who have a CV (about one member in five)."""
    people: list[_Person] = []
    labs: list[_Lab] = []
    subjects: list[int] = []
    while len(subjects) < size:
        n = rng.randint(10, 50)
        members = list(range(len(people), len(people) + n))
        people += [_person(rng) for _ in range(n)]
        labs.append(_Lab(rng.choice(ORGS), members))
        with_cv = [members[0], *rng.sample(members[1:], max(1, n // 5) - 1)]
        subjects += with_cv[: size - len(subjects)]
    for lab in labs:
        lab.partners = rng.sample(range(len(labs)), min(2, len(labs)))
    return people, labs, subjects


def corpus(size: int, *, seed: int = 0) -> Iterator[CvRecord]:
    """``size`` CVs of about 50 mentions each (10,000 CVs: about 500,000 mentions)."""
    rng = random.Random(seed)
    people, labs, subjects = _world(size, rng)
    lab_of = {p: n for n, lab in enumerate(labs) for p in lab.members}
    papers: list[tuple[str, tuple[int, ...], str, int]] = []
    papers_of: dict[int, list[int]] = {}
    for s in subjects:
        lab = labs[lab_of[s]]
        for k in range(PAPERS_PER_SUBJECT):
            others = [m for m in lab.members if m != s]
            authors = [s, *rng.sample(others, min(len(others), rng.randint(1, 3)))]
            if lab.members[0] not in authors and rng.random() < 0.7:
                authors.append(lab.members[0])
            if rng.random() < 0.25:
                partner = labs[rng.choice(lab.partners)]
                authors.insert(rng.randint(1, len(authors)), rng.choice(partner.members))
            year = rng.randrange(2005, 2025)
            venue = rng.choice(VENUES).format(y=year % 100, n=year - 2005)
            title = (
                f"{rng.choice(TITLE_WORDS)} {rng.choice(SYLLABLES).title()} {s}-{k}: Systems for {rng.choice(TOPICS)}"
            )
            for a in dict.fromkeys(authors):
                papers_of.setdefault(a, []).append(len(papers))
            papers.append((title, tuple(dict.fromkeys(authors)), venue, year))
    for n, s in enumerate(subjects):
        yield _record(n, s, people, labs[lab_of[s]], labs, [papers[i] for i in papers_of[s]], rng)


def _record(
    n: int,
    s: int,
    people: list[_Person],
    lab: _Lab,
    labs: list[_Lab],
    papers: list[tuple[str, tuple[int, ...], str, int]],
    rng: random.Random,
) -> CvRecord:
    span = SourceSpan(f"cv{n:05d}.md", 1)
    style = rng.random()
    papers = sorted(papers, key=lambda p: -p[3])[:MAX_PAPERS_PER_CV]
    pubs = tuple(
        Publication(tuple(_written(people[a], style) for a in authors), title, span, venue=venue, year=year)
        for title, authors, venue, year in papers
    )
    head = lab.members[0]
    advisor = head if s != head else rng.choice(labs[rng.choice(lab.partners)].members)
    students = rng.sample(lab.members[1:], min(3, len(lab.members) - 1)) if s == head else []
    name = _full(people[s])
    text = f"{name}\nI am {name}, working at {lab.org}.\n"
    doc = SourceDocument(span.path, "text/markdown", text, "0" * 64)
    return CvRecord(
        source=doc,
        person=Person(name, span),
        education=(Degree("PhD", rng.choice(ORGS), span, advisors=(_full(people[advisor]),)),),
        positions=(Position("Researcher", lab.org, span), Position("Intern", rng.choice(ORGS), span)),
        publications=pubs,
        students=tuple(Student(_full(people[p]), span) for p in students),
    )
