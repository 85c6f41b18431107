"""Generated JSON Resume variations: invented facts, written out as many kinds of resume.json.

One set of structured facts per seed (a person, degrees with advisors and theses, jobs,
internships and postdocs, awards and grants, publications, talks, teaching, service, students,
projects, skills, interests) is written out in each :data:`VARIANTS` way: schema 1.0.0 or
0.0.x field names, date forms, ``location`` as a string or an object, authors as a list, in
the summary or absent, advisors and theses in a summary, ``courses``, ``highlights`` or keys of
their own, custom sections at the top level, under ``x-`` keys or under ``meta``, shuffled keys,
escaped unicode, minified text, long arrays. Each variant also gives the records the
extraction layout (``shared/gold/README.md``, plus the held-out conventions of
``tests/golden/README.md``) must hold, each with the line its JSON object opens on, found by
the writer here as it writes (not by the extractor's line finder).

Deterministic: the same seed gives the same files. No rule here looks at the extractor.

>>> text, gold = render(facts(1), VARIANTS[0])
>>> json.loads(text)["basics"]["name"] == gold["person"]["name"]
True
"""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from tests import scorer

LONG_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
               "November", "December")
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
GIVEN = ("Amara", "Bo", "Chiara", "Dmitri", "Élodie", "Farid", "Greta", "Hiroshi", "Inés", "Jonas", "Kalani",
         "Leila", "Mateus", "Nadia", "Oskar", "Priya", "Quentin", "Rosa", "Søren", "Tomasz", "Ulla", "Văn",
         "Wiebke", "Xóchitl", "Yusuf", "Zofia")
FAMILY = ("Achterberg", "Banerjee", "Castellanos", "Dąbrowski", "Eriksen", "Fonseca", "Gallagher", "Håkansson",
          "Ibáñez", "Jovanović", "Kowalczyk", "Lindqvist", "Moreau", "Nakamura", "Okonkwo", "Petrov",
          "Quiroga", "Rasmussen", "Schäfer", "Tanaka", "Uribe", "Vasquez", "Wójcik", "Yilmaz", "Zielińska")
TOPICS = ("Sparse Loom Graphs", "Warp Tension Estimation", "Causal Weft Models", "Robust Shuttle Planning",
          "Federated Bobbin Learning", "Spectral Thread Clustering", "Neural Heddle Control",
          "Probabilistic Spindle Inference", "Quantum Yarn Sampling", "Adaptive Selvedge Detection",
          "Self-Supervised Fibre Alignment", "Differentiable Dye Transport")
ADJECTIVES = ("Scalable", "Provable", "Efficient", "Interpretable", "Online", "Distributed", "Certified",
              "Lightweight", "Hierarchical", "Contrastive")
QUALIFIERS = ("", " for Handlooms", " under Noise", " with Sparse Labels")
PLACES = (("Zürich", "ZH", "CH"), ("Lyon", "Auvergne-Rhône-Alpes", "FR"), ("Pittsburgh", "PA", "US"),
          ("Kraków", "Małopolska", "PL"), ("Toronto", "ON", "CA"), ("Kyoto", "Kyoto", "JP"))
UNIVERSITIES = ("Universität Loomstadt", "University of Northern Weaving", "École Polytechnique de Tissage",
                "Kraków Institute of Textiles", "Shuttleworth University", "Instituto Técnico de Hilados")
COMPANIES = ("Bobbin Research Labs", "Heddle Systems GmbH", "Spindle AI", "Warpworks Inc.")
CONFERENCES = (("International Conference on Loom Learning (ICLL)", "conference"),
               ("Proceedings of the Symposium on Textile Systems (STS)", "conference"),
               ("Journal of Computational Weaving", "journal"),
               ("Transactions on Fibre Analytics", "journal"),
               ("Workshop on Yarn Robustness at ICLL", "workshop"),
               ("arXiv", "preprint"))
# Venues that do not say their kind: a "type" key must (pub_type variants).
PLAIN_VENUES = (("Loom Summit", "conference", "Conference Paper"), ("Weaving Letters", "journal", "Journal Article"),
                ("Yarn Day", "workshop", "Workshop Paper"), ("Loom Archive", "preprint", "Preprint"))
GROUP_LABELS = {"conference": "Conference Papers", "journal": "Journal Articles", "workshop": "Workshop Papers",
                "preprint": "Preprints"}
VENUES_SERVICE = ("ICLL", "STS", "Journal of Computational Weaving", "FibreConf")


# ------------------------------------------------------------------------------------------ facts


def _name(rng: random.Random, used: set[str]) -> str:
    while True:
        name = f"{rng.choice(GIVEN)} {rng.choice(FAMILY)}"
        if name not in used:
            used.add(name)
            return name


def _ym(rng: random.Random, lo: int, hi: int) -> tuple[int, int]:
    return rng.randint(lo, hi), rng.randint(1, 12)


def facts(seed: int, *, n_publications: int = 8, n_talks: int = 4) -> dict[str, Any]:
    """Invented facts of one researcher: plain values, dates as (year, month) pairs; end None = ongoing."""
    rng = random.Random(seed)
    used: set[str] = set()
    person = _name(rng, used)
    login = person.split()[-1].lower().encode("ascii", "ignore").decode() or "x"
    pool = [f"{a} {t}{q}" for q in QUALIFIERS for a in ADJECTIVES for t in TOPICS]
    titles = rng.sample(pool, n_publications + n_talks + 4)
    unis = rng.sample(UNIVERSITIES, 3)
    phd_start = _ym(rng, 2010, 2013)
    education = [
        {"degree": "Ph.D.", "field": "Computer Science", "institution": unis[0], "start": phd_start,
         "end": (phd_start[0] + 5, rng.randint(1, 12)),
         "advisors": [_name(rng, used), _name(rng, used)][: rng.randint(1, 2)],
         "dissertation": f"{titles[-1]} and {titles[-2]}"},
        {"degree": "M.Sc.", "field": "Applied Mathematics", "institution": unis[1],
         "start": (phd_start[0] - 2, 9), "end": (phd_start[0], 6), "advisors": [], "dissertation": None},
    ]
    post = education[0]["end"]
    positions = [
        {"title": "Research Intern", "organization": rng.choice(COMPANIES), "start": (phd_start[0] + 2, 6),
         "end": (phd_start[0] + 2, 9), "kind": "internship"},
        {"title": "Postdoctoral Researcher", "organization": unis[2], "start": (post[0], 9),
         "end": (post[0] + 2, 8), "kind": "postdoc"},
        {"title": "Assistant Professor", "organization": unis[0], "start": (post[0] + 2, 9), "end": None,
         "kind": "job"},
    ]
    awards = [
        {"name": f"Best Paper Award, {rng.choice(VENUES_SERVICE)}", "start": (post[0] + 1,), "end": (post[0] + 1,),
         "awarder": "Programme committee"},
        {"name": f"Loom Foundation Grant LF-{rng.randint(1000, 9999)}: {titles[-3]}", "start": (post[0] + 3,),
         "end": (post[0] + 6,), "awarder": "Loom Foundation", "grant": True},
        {"name": "Doctoral Fellowship in Weaving Science", "start": (phd_start[0],), "end": (phd_start[0],),
         "awarder": unis[0], "grant": True},
    ]
    coauthors = [_name(rng, used) for _ in range(6)]
    publications = []
    for i in range(n_publications):
        venue, kind = CONFERENCES[i % len(CONFERENCES)]
        authors = [*rng.sample(coauthors, rng.randint(1, 3))]
        authors.insert(rng.randint(0, len(authors)), person)
        publications.append({"title": titles[i], "authors": authors, "venue": venue, "kind": kind,
                             "year": post[0] - 2 + (i % 8), "month": rng.randint(1, 12)})
    talks = [{"title": titles[n_publications + i], "host": f"{rng.choice(UNIVERSITIES)} Seminar",
              "date": _ym(rng, post[0], post[0] + 6)} for i in range(n_talks)]
    teaching = [
        {"course": "Introduction to Computational Weaving", "code": "CW 101", "term": f"Fall {post[0] + 3}"},
        {"course": "Advanced Loom Theory", "code": None, "term": f"Spring {post[0] + 4}"},
    ]
    service = [
        {"role": "Reviewer", "venue": VENUES_SERVICE[0], "start": post[0], "end": post[0] + 3},
        {"role": "Program Committee Member", "venue": VENUES_SERVICE[1], "start": post[0] + 2, "end": post[0] + 2},
        {"role": "Associate Editor", "venue": VENUES_SERVICE[2], "start": post[0] + 4, "end": None},
    ]
    students = [
        {"name": _name(rng, used), "level": "phd", "status": "current", "co_advisors": [coauthors[0]],
         "start": post[0] + 3, "end": None},
        {"name": _name(rng, used), "level": "master", "status": "past", "co_advisors": [],
         "start": post[0] + 2, "end": post[0] + 4},
    ]
    projects = [{"name": f"{titles[-4].split()[-1].lower()}-kit", "description": f"A toolkit for {titles[-4].lower()}.",
                 "start": (post[0] + 1, 3), "url": f"https://example.org/{login}/kit"}]
    return {
        "person": {"name": person, "email": f"{login}@weaving.example.org", "phone": "+41 44 555 01 23",
                   "url": f"https://{login}.example.org", "label": f"Assistant Professor, {unis[0]}"},
        "place": rng.choice(PLACES),
        "education": education, "positions": positions, "awards": awards, "publications": publications,
        "talks": talks, "teaching": teaching, "service": service, "students": students, "projects": projects,
        "skills": ["Python", "Rust", "Bayesian inference"], "interests": ["Computational weaving", "Loom theory"],
        "committees": [{"name": _name(rng, used), "year": post[0] + 4, "institution": unis[1]},
                       {"name": _name(rng, used), "year": post[0] + 5, "institution": unis[2]}],
        "certificate": {"name": "Certified Loom Operator", "issuer": "Weavers Guild", "date": "2015-04-01"},
    }


# --------------------------------------------------------------------------------------- variants


@dataclass(frozen=True)
class Variant:
    """How one resume.json spells the facts."""

    name: str
    schema: str = "1.0.0"            # "1.0.0" | "0.0.x" (company, website, gpa)
    dates: str = "iso-month"         # iso-day | iso-month | year | text ("Sep 2019") | empty-start | datetime | slash
    #                                  | long ("September 2019") | nopad ("2019-9") | int (a bare number: 2019)
    #                                  | mdy ("September 1, 2019") | dots ("01.09.2019")
    ranges: bool = False             # one "date": "Sep 2019 – Present" instead of startDate/endDate (hand edits)
    date_objects: bool = False       # "date": {"start": {"year": 2019, "month": 9}, "end": ...} (custom schemas)
    keys: str = "camel"              # camel (the schema's) | snake (start_date: converters from Python/YAML)
    theme_extras: bool = False       # every entry carries a builder's extra keys (id, visible, x-icon) first
    expected_end: bool = False       # a degree's end written "Expected May 2016" (a CV written before it ended)
    grant_amounts: bool = False      # a grant's title ends with its amount and the subject's role
    service_years_in_org: bool = False  # volunteer: "organization": "ICLL 2021", no dates
    grouped: bool = False            # publications and work as objects of lists by category ("Journal Articles")
    keywords_string: bool = False    # a skill's keywords as one comma-separated string
    empty_fields: bool = False       # what form-based exporters write for every field left blank: "", [], null
    ongoing: str = "missing"         # missing | empty | Present | null | any other word written as is ("Current")
    location: str = "string"         # string | object | none
    authors: str = "list"            # list | string | objects | bold | summary | summary-apa | none
    venue_year: bool = False         # "Conference (ABC 2021)": the year goes from the venue
    edu_notes: str = "summary"       # summary | courses | highlights | keys | committee (quoted thesis, committee)
    extras: str = "top"              # top | x | meta | none
    custom_strings: bool = False     # custom sections as lists of one-line strings (hand edits)
    pub_type: bool = False           # publications say their kind in a "type" key; venues give no cue
    awards_range: str = ""           # multi-year grants: "" (date = first year) | "keys" (startDate/endDate) | "date"
    flat_lists: bool = False         # skills and interests as plain strings
    shuffle_keys: bool = False
    ensure_ascii: bool = False
    indent: int | str | None = 2
    seed: int = 1
    n_publications: int = 8
    n_talks: int = 4
    students_in_highlights: bool = False


VARIANTS: tuple[Variant, ...] = (
    Variant("v1-baseline"),
    Variant("v0-legacy", schema="0.0.x", dates="iso-day", ongoing="empty", seed=2),
    Variant("dates-year", dates="year", seed=3),
    Variant("dates-text", dates="text", ongoing="Present", seed=4),
    Variant("dates-day-null", dates="iso-day", ongoing="null", seed=5),
    Variant("dates-empty-start", dates="empty-start", seed=6),
    Variant("location-object", location="object", seed=7),
    Variant("authors-string", authors="string", seed=8),
    Variant("authors-summary", authors="summary", seed=9),
    Variant("authors-summary-apa", authors="summary-apa", seed=10),
    Variant("authors-none", authors="none", seed=11),
    Variant("edu-courses", edu_notes="courses", seed=12),
    Variant("edu-highlights", edu_notes="highlights", students_in_highlights=True, seed=13),
    Variant("edu-keys", edu_notes="keys", seed=14),
    Variant("edu-committee", edu_notes="committee", seed=47),
    Variant("extras-x", extras="x", seed=15),
    Variant("extras-meta", extras="meta", seed=16),
    Variant("grants-ranges", awards_range="keys", seed=17),
    Variant("grants-date-range", awards_range="date", seed=22),
    Variant("dates-datetime", dates="datetime", seed=23),
    Variant("dates-slash", dates="slash", ongoing="Present", seed=24),
    Variant("date-range-strings", ranges=True, dates="text", seed=25),
    Variant("authors-objects", authors="objects", seed=26),
    Variant("authors-bold-venue-year", authors="bold", venue_year=True, seed=27),
    Variant("flat-lists", flat_lists=True, seed=28),
    Variant("dates-long-current", dates="long", ongoing="Current", seed=29),
    Variant("dates-nopad-now", dates="nopad", ongoing="now", seed=30),
    Variant("dates-int", dates="int", seed=31),
    Variant("custom-strings", custom_strings=True, seed=32),
    Variant("custom-strings-x", custom_strings=True, extras="x", dates="text", seed=33),
    Variant("pub-type", pub_type=True, authors="none", seed=34),
    Variant("date-objects", date_objects=True, seed=35),
    Variant("snake-case-keys", keys="snake", seed=36),
    Variant("snake-legacy-minified", keys="snake", schema="0.0.x", indent=None, dates="text", seed=37),
    Variant("theme-extras", theme_extras=True, shuffle_keys=True, seed=38),
    Variant("edu-expected-end", expected_end=True, seed=39),
    Variant("dates-mdy", dates="mdy", seed=40),
    Variant("dates-dots", dates="dots", seed=41),
    Variant("grant-amounts", grant_amounts=True, seed=42),
    Variant("service-years-in-org", service_years_in_org=True, seed=43),
    Variant("grouped-sections", grouped=True, seed=44),
    Variant("keywords-string", keywords_string=True, seed=45),
    Variant("form-export-blanks", empty_fields=True, dates="iso-day", ongoing="empty", authors="none", seed=46),
    Variant("shuffled-ascii", shuffle_keys=True, ensure_ascii=True, indent=4, seed=18),
    Variant("minified", indent=None, location="object", seed=19),
    Variant("tabs-legacy-text", schema="0.0.x", dates="text", indent="\t", location="object", seed=20),
    Variant("long-arrays", n_publications=150, n_talks=60, seed=21),
)

# One value per option, drawn together: the variants above change one thing at a time; these combine them.
_CHOICES: dict[str, tuple[Any, ...]] = {
    "schema": ("1.0.0", "0.0.x"),
    "dates": ("iso-day", "iso-month", "year", "text", "datetime", "slash", "long", "nopad", "mdy", "dots"),
    "ongoing": ("missing", "empty", "Present", "null", "Current"),
    "location": ("string", "object", "none"),
    "authors": ("list", "string", "objects", "bold", "summary", "summary-apa", "none"),
    "edu_notes": ("summary", "courses", "highlights", "keys", "committee"),
    "extras": ("top", "x", "meta"),
    "custom_strings": (False, True),
    "awards_range": ("", "keys", "date"),
    "flat_lists": (False, True),
    "keys": ("camel", "snake"),
    "theme_extras": (False, True),
    "shuffle_keys": (False, True),
    "indent": (2, 4, None, "\t"),
    "grouped": (False, True),
    "students_in_highlights": (False, True),
    "grant_amounts": (False, True),
}


def mixed_variants(count: int, *, seed: int = 1000) -> tuple[Variant, ...]:
    """``count`` variants, each with every option drawn at random (deterministically, from ``seed``)."""
    rng = random.Random(seed)
    return tuple(
        Variant(f"mixed-{i:02d}", seed=seed + i, **{k: rng.choice(v) for k, v in _CHOICES.items()})
        for i in range(count)
    )


MIXED_VARIANTS = mixed_variants(16)


# ------------------------------------------------------------------------------------------ dates


def _date(value: tuple[int, ...] | None, style: str) -> Any:
    if value is None:
        return ""
    year, month = value[0], (value[1] if len(value) > 1 else None)
    if style == "int":
        return year
    if style == "year" or month is None:
        return str(year)
    if style == "iso-day":
        return f"{year}-{month:02d}-01"
    if style == "text":
        return f"{MONTHS[month - 1]} {year}"
    if style == "mdy":
        return f"{LONG_MONTHS[month - 1]} 1, {year}"
    if style == "dots":
        return f"01.{month:02d}.{year}"
    if style == "long":
        return f"{LONG_MONTHS[month - 1]} {year}"
    if style == "nopad":
        return f"{year}-{month}"
    if style == "datetime":
        return f"{year}-{month:02d}-01T00:00:00.000Z"
    if style == "slash":
        return f"{month:02d}/{year}"
    return f"{year}-{month:02d}"


def _expected_date(value: tuple[int, ...] | None, style: str) -> str | None:
    if value is None:
        return None
    if style in ("year", "int") or len(value) < 2:
        return str(value[0])
    return f"{value[0]}-{value[1]:02d}"


def _set_end(entry: dict[str, Any], end: tuple[int, ...] | None, v: Variant) -> None:
    """An ongoing end as the variant writes it: key left out, empty, ``Present`` or ``null``."""
    if end is not None:
        entry["endDate"] = _date(end, v.dates if v.dates != "empty-start" else "iso-month")
    elif v.ongoing == "empty":
        entry["endDate"] = ""
    elif v.ongoing == "Present":
        entry["endDate"] = "Present"
    elif v.ongoing == "null":
        entry["endDate"] = None
    elif v.ongoing != "missing":
        entry["endDate"] = v.ongoing


def _set_period(entry: dict[str, Any], start: tuple[int, ...] | None, end: tuple[int, ...] | None, v: Variant,
                style: str) -> None:
    """startDate and endDate, or (``ranges``) one ``date`` string such as ``Sep 2019 – Present``."""
    if v.date_objects:
        entry["date"] = {"start": _date_object(start), "end": _date_object(end)}
        return
    if v.ranges and start is not None:
        entry["date"] = f"{_date(start, style)} – {_date(end, style) if end else 'Present'}"
        return
    entry["startDate"] = _date(start, style)
    _set_end(entry, end, replace(v, dates=style))


def _date_object(value: tuple[int, ...] | None) -> dict[str, int] | None:
    return None if value is None else {"year": value[0], "month": value[1]} if len(value) > 1 else {"year": value[0]}


def _location(place: tuple[str, str, str], v: Variant) -> Any:
    city, region, country = place
    return {"city": city, "region": region, "countryCode": country} if v.location == "object" else f"{city}, {region}"


# ------------------------------------------------------------------------------------------ writer


class _Writer:
    """JSON text with the line each value opens on, recorded while writing (indent None = one line)."""

    def __init__(self, indent: int | str | None, ensure_ascii: bool) -> None:
        self.unit = " " * indent if isinstance(indent, int) else indent
        self.ensure_ascii = ensure_ascii
        self.parts: list[str] = []
        self.line = 1
        self.lines: dict[tuple[Any, ...], int] = {}

    def _put(self, text: str) -> None:
        self.parts.append(text)
        self.line += text.count("\n")

    def _newline(self, depth: int) -> None:
        if self.unit is not None:
            self._put("\n" + self.unit * depth)

    def write(self, value: Any, path: tuple[Any, ...] = (), depth: int = 0) -> None:
        self.lines[path] = self.line
        if isinstance(value, dict | list) and value:
            items = list(value.items()) if isinstance(value, dict) else list(enumerate(value))
            self._put("{" if isinstance(value, dict) else "[")
            for i, (key, item) in enumerate(items):
                if i:
                    self._put(",")
                self._newline(depth + 1)
                if isinstance(value, dict):
                    sep = ": " if self.unit is not None else ":"
                    self._put(json.dumps(key, ensure_ascii=self.ensure_ascii) + sep)
                self.write(item, (*path, key), depth + 1)
            self._newline(depth)
            self._put("}" if isinstance(value, dict) else "]")
        else:
            self._put(json.dumps(value, ensure_ascii=self.ensure_ascii))

    def text(self) -> str:
        return "".join(self.parts) + "\n"


# ------------------------------------------------------------------------------------------ render


@dataclass
class _Doc:
    """The resume being built, and the gold records with the path of the object each comes from."""

    data: dict[str, Any] = field(default_factory=dict)
    gold: dict[str, list[tuple[dict[str, Any], tuple[Any, ...]]]] = field(default_factory=dict)

    def add(self, section: str, record: dict[str, Any], path: tuple[Any, ...]) -> None:
        self.gold.setdefault(section, []).append((record, path))


def _custom_key(base: str, v: Variant) -> tuple[str, ...]:
    """Where a custom section goes: (key,) at the top, ("x-key",), or ("meta", key)."""
    return {"top": (base,), "x": (f"x-{base}",), "meta": ("meta", base)}[v.extras]


def _basics(f: dict[str, Any], v: Variant, doc: _Doc) -> None:
    p = f["person"]
    basics: dict[str, Any] = {"name": p["name"], "label": p["label"], "email": p["email"], "phone": p["phone"]}
    basics["website" if v.schema == "0.0.x" else "url"] = p["url"]
    if v.location != "none":
        city, region, country = f["place"]
        basics["location"] = {"city": city, "region": region, "countryCode": country}
    basics["profiles"] = [{"network": "GitHub", "username": "x", "url": "https://github.com/x"}]
    doc.data["basics"] = basics


def _education(f: dict[str, Any], v: Variant, doc: _Doc) -> None:
    out = []
    for i, e in enumerate(f["education"]):
        entry: dict[str, Any] = {"institution": e["institution"], "area": e["field"], "studyType": e["degree"]}
        start = None if v.dates == "empty-start" else e["start"]
        if v.date_objects:
            entry["date"] = {"start": _date_object(start), "end": _date_object(e["end"])}
        elif v.ranges:
            entry["date"] = f"{_date(start, v.dates)} – {_date(e['end'], v.dates)}"
        else:
            entry["startDate"] = _date(start, v.dates)
            entry["endDate"] = _date(e["end"], v.dates if v.dates != "empty-start" else "iso-month")
            if v.expected_end:
                entry["endDate"] = f"Expected {_date(e['end'], 'text')}"
        entry["gpa" if v.schema == "0.0.x" else "score"] = "3.9/4.0"
        advisors = " and ".join(f"Prof. {a}" for a in e["advisors"])
        thesis = e["dissertation"]
        if v.edu_notes == "keys":
            if e["advisors"]:
                entry["advisors"] = [f"Prof. {a}" for a in e["advisors"]]
            if thesis:
                entry["thesis"] = thesis
        elif v.edu_notes in ("courses", "highlights"):
            notes = [f"Thesis: {thesis}"] if thesis else []
            notes += [f"Advisor{'s' if len(e['advisors']) > 1 else ''}: {advisors}"] if e["advisors"] else []
            entry["courses" if v.edu_notes == "courses" else "highlights"] = [*notes, "Graduate Seminar in Looms"]
        elif v.edu_notes == "committee" and thesis:
            members = ", ".join(f["committees"][0]["name"].split()[-1] + f" {k}" for k in ("A.", "B."))
            entry["summary"] = f'Dissertation: “{thesis}”. Committee: {members}. Advisors: {advisors}.'
        elif thesis or advisors:
            entry["summary"] = " ".join(
                [f"Thesis: {thesis}." if thesis else "", f"Advisors: {advisors}." if advisors else ""]
            ).strip()
        out.append(entry)
        end = _expected_date(e["end"], v.dates if v.dates != "empty-start" else "iso-month")
        doc.add("education", {"degree": e["degree"], "field": e["field"], "institution": e["institution"],
                              "location": None, "start": _expected_date(start, v.dates), "end": end,
                              "advisors": list(e["advisors"]), "dissertation": thesis}, ("education", i))
    doc.data["education"] = out


def _work(f: dict[str, Any], v: Variant, doc: _Doc) -> None:
    out = []
    for i, p in enumerate(f["positions"]):
        org_key, url_key = ("company", "website") if v.schema == "0.0.x" else ("name", "url")
        entry: dict[str, Any] = {org_key: p["organization"], "position": p["title"],
                                 url_key: "https://example.org/org"}
        if v.location != "none":
            entry["location"] = _location(f["place"], v)
        start = None if v.dates == "empty-start" and p["end"] is not None else p["start"]
        if v.ranges or v.date_objects:
            _set_period(entry, start, p["end"], v, v.dates)
        else:
            entry["startDate"] = _date(start, v.dates)
            _set_end(entry, p["end"], v)
        entry["summary"] = "Research on looms."
        highlights = ["Built a loom simulator used by 40 labs"]
        if v.students_in_highlights and p["kind"] == "job":
            for s in f["students"]:
                years = f"{s['start']}–{s['end'] or 'present'}"
                level = {"phd": "PhD student", "master": "MSc student"}[s["level"]]
                co = f", co-advised with {s['co_advisors'][0]}" if s["co_advisors"] else ""
                highlights.append(f"Advised {level} {s['name']} ({years}{co})")
        entry["highlights"] = highlights
        out.append(entry)
        dstyle = v.dates if v.dates != "empty-start" else "iso-month"
        doc.add("positions", {"title": p["title"], "organization": p["organization"], "location": None,
                              "start": _expected_date(start, dstyle),
                              "end": _expected_date(p["end"], dstyle) if p["end"] else
                              ("present" if start is not None else None),
                              "kind": p["kind"]}, ("work", i))
    doc.data["work"] = out
    where: dict[int, tuple[Any, ...]] = {i: ("work", i) for i in range(len(out))}
    if v.grouped:  # {"Academic Positions": [...], "Industry": [...]}, the gold's paths with them
        groups: dict[str, list[dict[str, Any]]] = {}
        for i, (p, entry) in enumerate(zip(f["positions"], out, strict=True)):
            group = "Industry" if p["kind"] == "internship" else "Academic Positions"
            groups.setdefault(group, []).append(entry)
            where[i] = ("work", group, len(groups[group]) - 1)
        doc.data["work"] = groups
        doc.gold["positions"] = [(rec, where[path[1]]) for rec, path in doc.gold["positions"]]
    if v.students_in_highlights:
        job = next(i for i, p in enumerate(f["positions"]) if p["kind"] == "job")
        for k, s in enumerate(f["students"]):
            doc.add("students", _student_gold(s), (*where[job], "highlights", k + 1))


def _student_gold(s: dict[str, Any]) -> dict[str, Any]:
    return {"name": s["name"], "level": s["level"], "status": s["status"], "co_advisors": list(s["co_advisors"]),
            "year": s["end"], "outcome": None}


def _volunteer(f: dict[str, Any], v: Variant, doc: _Doc) -> None:
    out = []
    for i, s in enumerate(f["service"]):
        entry: dict[str, Any] = {"organization": s["venue"], "position": s["role"]}
        if v.service_years_in_org and s["end"] is not None:
            entry["organization"] = f"{s['venue']} {s['start']}" + (f"–{s['end']}" if s["end"] != s["start"] else "")
        else:
            _set_period(entry, (s["start"],), (s["end"],) if s["end"] else None, v, "year")
        out.append(entry)
        year: Any = s["start"] if s["end"] == s["start"] else f"{s['start']}-{s['end'] or 'present'}"
        doc.add("service", {"role": s["role"], "venue": s["venue"], "year": year}, ("volunteer", i))
    if v.service_years_in_org:  # one more entry: one role at several venues, each with its years
        pair = [s for s in f["service"] if s["end"] is not None][:2]
        years = [f"{s['start']}–{s['end']}" if s["end"] != s["start"] else str(s["start"]) for s in pair]
        venues = ", ".join(f"{s['venue']}-W ({y})" for s, y in zip(pair, years, strict=True))
        out.append({"organization": venues, "position": "Reviewer"})
        for s in pair:
            year = s["start"] if s["end"] == s["start"] else f"{s['start']}-{s['end']}"
            gold = {"role": "Reviewer", "venue": f"{s['venue']}-W", "year": year}
            doc.add("service", gold, ("volunteer", len(out) - 1))
    doc.data["volunteer"] = out


def _awards(f: dict[str, Any], v: Variant, doc: _Doc) -> None:
    out = []
    for i, a in enumerate(f["awards"]):
        entry: dict[str, Any] = {"title": a["name"], "awarder": a["awarder"]}
        multi = a["end"] != a["start"]
        if multi and v.awards_range == "keys":
            entry["startDate"], entry["endDate"] = str(a["start"][0]), str(a["end"][0])
            year: Any = f"{a['start'][0]}-{a['end'][0]}"
        elif multi and v.awards_range == "date":
            entry["date"] = f"{a['start'][0]}–{a['end'][0]}"
            year = f"{a['start'][0]}-{a['end'][0]}"
        else:
            entry["date"] = _date(a["start"] + (5,), v.dates if v.dates != "empty-start" else "iso-day")
            year = a["start"][0]
        if a.get("grant"):
            entry["summary"] = "USD 450,000; principal investigator."
            if v.grant_amounts:
                entry["title"] = f"{a['name']} ($450,000; PI)"
        out.append(entry)
        doc.add("awards", {"name": a["name"], "year": year}, ("awards", i))
    doc.data["awards"] = out
    c = f["certificate"]
    doc.data["certificates"] = [{"name": c["name"], "issuer": c["issuer"], "date": c["date"]}]


def _apa(name: str) -> str:
    given, family = name.rsplit(" ", 1)
    return f"{family}, {given[0]}."


def _publications(f: dict[str, Any], v: Variant, doc: _Doc) -> None:
    out, groups = [], {}
    for i, p in enumerate(f["publications"]):
        venue = p["venue"]
        if v.pub_type or v.grouped:
            venue, kind, label = PLAIN_VENUES[i % len(PLAIN_VENUES)]
            p = {**p, "venue": venue, "kind": kind}
        if v.venue_year and venue.endswith(")"):
            venue = f"{venue[:-1]} {p['year']})"
        elif v.venue_year:
            venue = f"{venue} {p['year']}"
        entry: dict[str, Any] = {"name": p["title"], "publisher": venue,
                                 "releaseDate": _date((p["year"], p["month"]), v.dates if v.dates != "empty-start"
                                                      else "iso-month")}
        entry["website" if v.schema == "0.0.x" else "url"] = f"https://doi.org/10.5555/{i}"
        if v.pub_type:
            entry["type"] = label
        authors: list[str] = []
        if v.authors == "list":
            entry["authors"], authors = list(p["authors"]), list(p["authors"])
        elif v.authors == "objects":
            entry["authors"], authors = [{"name": a} for a in p["authors"]], list(p["authors"])
        elif v.authors == "bold":
            entry["authors"] = [f"**{a}**" if a == f["person"]["name"] else a for a in p["authors"]]
            authors = list(p["authors"])
        elif v.authors == "string":
            entry["authors"] = ", ".join(p["authors"][:-1]) + " and " + p["authors"][-1] if len(p["authors"]) > 1 \
                else p["authors"][0]
            authors = list(p["authors"])
        elif v.authors == "summary":
            names = ", ".join(p["authors"][:-1]) + " and " + p["authors"][-1]
            entry["summary"] = f"Authors: {names}. We study {p['title'].lower()}."
            authors = list(p["authors"])
        elif v.authors == "summary-apa":
            authors = [_apa(a) for a in p["authors"]]
            entry["summary"] = f"{', '.join(authors[:-1])}, & {authors[-1]} ({p['year']}). {p['title']}."
        else:
            entry["summary"] = f"We study {p['title'].lower()} at scale."
            authors = [f["person"]["name"]]  # no author named: the resume's subject wrote it (the gold convention)
        path: tuple[Any, ...] = ("publications", i)
        if v.grouped:
            group = GROUP_LABELS[p["kind"]]
            groups.setdefault(group, []).append(entry)
            path = ("publications", group, len(groups[group]) - 1)
        out.append(entry)
        doc.add("publications", {"authors": authors, "title": p["title"], "venue": p["venue"], "year": p["year"],
                                 "kind": p["kind"], "notes": None}, path)
    doc.data["publications"] = groups if v.grouped else out


def _custom(f: dict[str, Any], v: Variant, doc: _Doc) -> None:
    """Talks, teaching and students: no schema keys, so each exporter picks its own."""
    if v.extras == "none":
        return
    sections: dict[str, list[dict[str, Any]]] = {}
    for t in f["talks"]:
        sections.setdefault("talks", []).append({"title": t["title"], "event": t["host"],
                                                 "date": _date(t["date"], v.dates if v.dates != "empty-start"
                                                               else "iso-month")})
    for c in f["teaching"]:
        course = f"{c['code']}: {c['course']}" if c["code"] else c["course"]
        sections.setdefault("teaching", []).append({"course": course, "term": c["term"], "role": "Instructor"})
    if not v.students_in_highlights:
        for s in f["students"]:
            entry: dict[str, Any] = {"name": s["name"], "degree": {"phd": "PhD", "master": "MSc"}[s["level"]],
                                     "startDate": str(s["start"])}
            if s["end"]:
                entry["endDate"] = str(s["end"])
            if s["co_advisors"]:
                entry["coAdvisors"] = list(s["co_advisors"])
            sections.setdefault("students", []).append(entry)
    for c in f["committees"]:
        sections.setdefault("committees", []).append(
            {"student": c["name"], "institution": c["institution"], "year": c["year"], "role": "External examiner"})
    if v.custom_strings:
        sections = {base: [_one_line(base, e) for e in entries] for base, entries in sections.items()}
    for base, entries in sections.items():
        where = _custom_key(base, v)
        target = doc.data
        for key in where[:-1]:
            target = target.setdefault(key, {})
        target[where[-1]] = entries
        for i in range(len(entries)):
            path = (*where, i)
            if base == "talks":
                t = f["talks"][i]
                gold = {"title": t["title"], "host": t["host"],
                        "date": _expected_date(t["date"], v.dates if v.dates != "empty-start" else "iso-month")}
            elif base == "teaching":
                c = f["teaching"][i]
                gold = {"course": c["course"], "code": c["code"], "term": c["term"]}
            elif base == "committees":
                gold = dict(f["committees"][i])
            else:
                gold = _student_gold(f["students"][i])
            doc.add(base, gold, path)


def _one_line(base: str, e: dict[str, Any]) -> str:
    """A custom entry as hand-written resumes give it: one string."""
    if base == "talks":
        return f'"{e["title"]}", {e["event"]}, {e["date"]}'
    if base == "teaching":
        return f"{e['course']} ({e['term']})"
    if base == "committees":
        return f"{e['student']} ({e['year']}), {e['institution']}"
    details = [e["degree"], f"{e['startDate']}–{e.get('endDate', 'present')}"]
    details += [f"co-advised with {', '.join(e['coAdvisors'])}"] if e.get("coAdvisors") else []
    return f"{e['name']} ({', '.join(details)})"


def _rest(f: dict[str, Any], v: Variant, doc: _Doc) -> None:
    for i, p in enumerate(f["projects"]):
        doc.data.setdefault("projects", []).append(
            {"name": p["name"], "description": p["description"], "url": p["url"],
             "startDate": _date(p["start"], v.dates if v.dates != "empty-start" else "iso-month"),
             "roles": ["Maintainer"], "entity": "Loom Foundation", "type": "application"})
        doc.add("projects", {"name": p["name"]}, ("projects", i))
    doc.data["skills"] = [{"name": "Programming", "level": "Expert", "keywords": f["skills"][:2]},
                          {"name": f["skills"][2]}]
    if v.flat_lists:
        doc.data["skills"] = list(f["skills"])
    if v.empty_fields:  # one skill per entry, empty keyword lists, as form-based exporters write them
        doc.data["skills"] = [{"name": k, "level": "", "keywords": []} for k in f["skills"]]
    if v.keywords_string:
        doc.data["skills"] = [{"name": "Programming", "keywords": ", ".join(f["skills"])}]
    doc.data["languages"] = [{"language": "English", "fluency": "Fluent"}]
    doc.data["interests"] = [{"name": i} for i in f["interests"]] + [{"name": "Hobbies", "keywords": ["Sailing"]}]
    if v.flat_lists:
        doc.data["interests"] = list(f["interests"])
    doc.data["references"] = [{"name": "A. Referee", "reference": "Outstanding colleague."}]
    meta = doc.data.setdefault("meta", {})
    meta.update({"version": "v1.0.0" if v.schema == "1.0.0" else "v0.0.16", "lastModified": "2024-05-02T09:12:44"})


def _blank_fields(data: dict[str, Any]) -> None:
    """Every schema field an entry lacks, written blank: "" for text, [] for lists (form-based exporters)."""
    blanks = {"work": {"description": "", "url": "", "location": "", "highlights": []},
              "volunteer": {"url": "", "summary": "", "highlights": []},
              "education": {"url": "", "score": "", "courses": [], "area": ""},
              "awards": {"awarder": "", "summary": ""},
              "publications": {"url": "", "summary": "", "publisher": ""},
              "projects": {"highlights": [], "keywords": [], "endDate": "", "roles": [], "entity": "", "type": ""}}
    for section, fields in blanks.items():
        for entry in data.get(section) or []:
            for key, blank in fields.items():
                entry.setdefault(key, blank)
    data["basics"].setdefault("image", "")
    data["basics"].setdefault("summary", "")


def _snake(key: str) -> str:
    """``startDate`` -> ``start_date``; ``$schema`` and ``x-teaching`` stay."""
    return "".join(f"_{c.lower()}" if c.isupper() else c for c in key)


def _renamed(value: Any, rename: Callable[[str], str]) -> Any:
    if isinstance(value, dict):
        return {rename(k): _renamed(x, rename) for k, x in value.items()}
    if isinstance(value, list):
        return [_renamed(x, rename) for x in value]
    return value


def _with_extras(value: Any, rng: random.Random) -> Any:
    """Each object in a list gets the keys resume builders add for themselves, first."""
    if isinstance(value, dict):
        return {k: _with_extras(x, rng) for k, x in value.items()}
    if isinstance(value, list):
        return [
            {"id": f"{rng.getrandbits(32):08x}", "visible": True, "x-icon": "fa-circle", **_with_extras(x, rng)}
            if isinstance(x, dict) else x
            for x in value
        ]
    return value


def _shuffled(value: Any, rng: random.Random) -> Any:
    if isinstance(value, dict):
        items = list(value.items())
        rng.shuffle(items)
        return {k: _shuffled(x, rng) for k, x in items}
    if isinstance(value, list):
        return [_shuffled(x, rng) for x in value]
    return value


def render(f: dict[str, Any], v: Variant) -> tuple[str, dict[str, Any]]:
    """The resume.json text of facts ``f`` written the ``v`` way, and its gold layout (with ``span`` lines)."""
    doc = _Doc()
    if v.schema == "1.0.0":
        doc.data["$schema"] = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json"
    steps: tuple[Callable[[dict[str, Any], Variant, _Doc], None], ...] = (
        _basics, _work, _volunteer, _education, _awards, _publications, _custom, _rest)
    for step in steps:
        step(f, v, doc)
    if v.empty_fields:
        _blank_fields(doc.data)
    data = _with_extras(doc.data, random.Random(v.seed)) if v.theme_extras else doc.data
    data = _shuffled(data, random.Random(v.seed)) if v.shuffle_keys else data
    rename = _snake if v.keys == "snake" else str
    writer = _Writer(v.indent, v.ensure_ascii)
    writer.write(_renamed(data, rename))
    p = f["person"]
    gold: dict[str, Any] = {
        "source": "input.json",
        "person": {"name": p["name"], "emails": [p["email"]], "homepages": [p["url"]], "phones": [p["phone"]],
                   "birth_date": None},
        "headline": p["label"], "interests": list(f["interests"]), "skills": list(f["skills"]),
    }
    for section in scorer.SECTIONS:
        gold[section] = [
            {**rec, "span": writer.lines[tuple(rename(k) if isinstance(k, str) else k for k in path)]}
            for rec, path in doc.gold.get(section, [])
        ]
    return writer.text(), gold


def variant_files(variants: tuple[Variant, ...] = VARIANTS) -> list[tuple[Variant, str, dict[str, Any]]]:
    """Every variant's text and gold."""
    out = []
    for v in variants:
        text, gold = render(facts(v.seed, n_publications=v.n_publications, n_talks=v.n_talks), v)
        out.append((v, text, gold))
    return out


# ------------------------------------------------------------------------------------------ scoring

SECTIONS = (*scorer.SECTIONS, *scorer.STRING_LISTS)


def span_accuracy(gold: dict[str, Any], pred: dict[str, Any]) -> tuple[int, int]:
    """(right, paired): paired records whose predicted first line is the line their object opens on."""
    right = paired = 0
    for section, (keys, _) in scorer.SECTIONS.items():
        g, p = gold.get(section) or [], pred.get(section) or []
        for i, j in _exact_match(g, p, keys):
            paired += 1
            right += p[j].get("span", [0])[0] == g[i]["span"]
    return right, paired


def _exact_match(gold: list[dict], pred: list[dict], fields: tuple[str, ...]) -> list[tuple[int, int]]:
    """The scorer's greedy matching, with the pairs of equal keys taken first without comparing every pair.

    Equal keys are the only pairs of similarity 1.0, which the greedy matcher takes first, in (gold, pred)
    order; so the pairs are the same, and a resume of 150 publications scores in a fraction of the time.
    """
    gold_keys = [scorer.key_of(g, fields) for g in gold]
    waiting: dict[str, list[int]] = {}
    for j, p in enumerate(pred):
        waiting.setdefault(scorer.key_of(p, fields), []).append(j)
    pairs = []
    for i, key in enumerate(gold_keys):
        if waiting.get(key):
            pairs.append((i, waiting[key].pop(0)))
    used_g, used_p = {i for i, _ in pairs}, {j for _, j in pairs}
    rest_g = [i for i in range(len(gold)) if i not in used_g]
    rest_p = [j for j in range(len(pred)) if j not in used_p]
    fuzzy = _SCORER_MATCH([gold[i] for i in rest_g], [pred[j] for j in rest_p], fields)
    return pairs + [(rest_g[a], rest_p[b]) for a, b in fuzzy]


_SCORER_MATCH = scorer.match


@contextlib.contextmanager
def _exact_pairs_first() -> Iterator[None]:
    scorer.match = _exact_match
    try:
        yield
    finally:
        scorer.match = _SCORER_MATCH


def score_variant(gold: dict[str, Any], pred: dict[str, Any]) -> dict[str, Any]:
    """The team scorer on one document: per section strict F1 (None where gold and prediction are empty)."""
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as tmp, _exact_pairs_first():
        gdir, pdir = Path(tmp, "g"), Path(tmp, "p")
        gdir.mkdir()
        pdir.mkdir()
        (gdir / "input.json").write_text(json.dumps(gold, ensure_ascii=False), encoding="utf-8")
        (pdir / "input.json").write_text(json.dumps(pred, ensure_ascii=False), encoding="utf-8")
        result = scorer.score(gdir, pdir)
    cells = {name: (s["strict"]["f1"] if s["gold"] or s["pred"] else None)
             for name, s in result["sections"].items()}
    right, paired = span_accuracy(gold, pred)
    return {"sections": cells, "macro_strict": result["macro_strict_f1"], "macro_record": result["macro_record_f1"],
            "spans": right / paired if paired else None, "misses": result["misses"]}


def run(variants: tuple[Variant, ...] = VARIANTS) -> dict[str, dict[str, Any]]:
    """Extract every variant with the real extractor and score it: {variant name: score_variant(...)}."""
    from cvkg.export import to_layout
    from cvkg.extract import extract
    from cvkg.model import SourceDocument

    results = {}
    for v, text, gold in variant_files(variants):
        doc = SourceDocument(path="input.json", media_type="application/json", text=text, sha256="0")
        pred = to_layout(extract(doc), with_spans=True)
        results[v.name] = score_variant(gold, pred)
    return results
