"""Talks, teaching, service and awards in the surface forms real CVs use (see :mod:`templates`)."""

from __future__ import annotations

from collections.abc import Callable

from tests.variations_people.entries import COURSES, LECTURES, PRIZES, ROLES, UNIVERSITY, Role

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")  # fmt: skip


# ---------------------------------------------------------------- talks
def _talk(t, *, host: str | None = None, month: bool = True, title: bool = True) -> dict:
    return {"title": t.title if title else None, "host": host or t.host,
            "date": f"{t.year}-{t.month:02d}" if month else t.year}  # fmt: skip


def _with_place(t) -> str:
    return f"{t.host}, {t.place}" if t.place else t.host


def talks_title_host_place_date(fmt: str):
    """``Title. Host, City, Month Year.``"""
    items = [("item", f"{t.title}. {_with_place(t)}, {MONTHS[t.month - 1]} {t.year}.") for t in LECTURES]
    return "Invited Talks", items, [_talk(t, host=_with_place(t)) for t in reversed(LECTURES)]


def talks_date_dash_host_title(fmt: str):
    """``Month Year — Host: Title``."""
    items = [("item", f"{MONTHS[t.month - 1][:3]} {t.year} — {t.host}: {t.title}") for t in LECTURES]
    return "Talks", items, [_talk(t) for t in LECTURES]


def talks_kind_host_year_quoted(fmt: str):
    """``Invited talk, Host, Year: "Title"``; ``Keynote, Host, Year: "Title"``."""
    kind = {"invited": "Invited talk", "keynote": "Keynote"}
    items = [("item", f'{kind[t.kind]}, {t.host}, {t.year}: "{t.title}"') for t in LECTURES]
    return "Presentations", items, [_talk(t, month=False) for t in LECTURES]


def talks_year_groups(fmt: str):
    """Year headings over ``"Title," Host, City (Month)``."""
    els: list[tuple] = []
    for year in sorted({t.year for t in LECTURES}, reverse=True):
        els.append(("sub", str(year)))
        els += [("item", f'"{t.title}," {_with_place(t)} ({MONTHS[t.month - 1]})') for t in LECTURES if t.year == year]
    return "Invited Talks", els, [_talk(t, host=_with_place(t)) for t in LECTURES]


def talks_untitled_seminars(fmt: str):
    """``Seminar talks: Host1 (2019), Host2 (2020)``: no titles."""
    hosts = [t for t in LECTURES if t.kind == "invited"]
    line = "Seminar talks: " + ", ".join(f"{t.host} ({t.year})" for t in hosts)
    return "Talks", [("line", line)], [_talk(t, month=False, title=False) for t in hosts]


def talks_table(fmt: str):
    """``| Date | Title | Host |``."""
    rows = [[f"{MONTHS[t.month - 1][:3]} {t.year}", t.title, t.host] for t in LECTURES]
    return "Invited Talks", [("table", ["Date", "Title", "Host"], rows)], [_talk(t) for t in LECTURES]


def talks_host_first(fmt: str):
    """``Host, City. "Title." Month Year.``"""
    items = [("item", f'{_with_place(t)}. "{t.title}." {MONTHS[t.month - 1]} {t.year}.') for t in LECTURES]
    return "Invited Talks", items, [_talk(t, host=_with_place(t)) for t in LECTURES]


def talks_two_line(fmt: str):
    """The title, then ``Host, City, Month Year`` on the line below."""
    els = [("item2", f"*{t.title}*", f"{_with_place(t)}, {MONTHS[t.month - 1]} {t.year}") for t in LECTURES]
    return "Invited Talks", els, [_talk(t, host=_with_place(t)) for t in LECTURES]


def talks_numeric_month(fmt: str):
    """``03/2021  Title, Host``: a numeric month leading the line."""
    items = [("item", f"{t.month:02d}/{t.year} {t.title}, {t.host}") for t in LECTURES]
    return "Talks", items, [_talk(t) for t in LECTURES]


def talks_emphasised_title(fmt: str):
    """``*Title*, Host, City, Month Year`` (italic titles; plain in a PDF's text)."""
    items = [("item", f"*{t.title}*, {_with_place(t)}, {MONTHS[t.month - 1]} {t.year}") for t in LECTURES]
    return "Invited Presentations", items, [_talk(t, host=_with_place(t)) for t in LECTURES]


def talks_kind_label(fmt: str):
    """``Keynote: Title. Host, Year.`` and ``Invited talk: Title. Host, Year.``."""
    kind = {"invited": "Invited talk", "keynote": "Keynote"}
    items = [("item", f"{kind[t.kind]}: {t.title}. {t.host}, {t.year}.") for t in LECTURES]
    return "Talks", items, [_talk(t, month=False) for t in LECTURES]


def talks_right_dates(fmt: str):
    """``Title, Host  Mar 2021``: the date at the right margin (``\\hfill``, a PDF's gap)."""
    els = [("rdated", f"{MONTHS[t.month - 1][:3]} {t.year}", f"{t.title}, {t.host}") for t in LECTURES]
    return "Selected Talks", els, [_talk(t) for t in LECTURES]


def talks_full_dates(fmt: str):
    """``"Title," Host, City, March 3, 2021.``: a day in the date."""
    items = [
        ("item", f'"{t.title}," {_with_place(t)}, {MONTHS[t.month - 1]} {t.month + 2}, {t.year}.') for t in LECTURES
    ]
    return "Invited Talks", items, [_talk(t, host=_with_place(t)) for t in LECTURES]


def talks_year_column_emphasis(fmt: str):
    """moderncv ``\\cvitem{2021}{\\emph{Title}, Host}``: the year in a left column, the title in italics."""
    els = [("dated", str(t.year), f"*{t.title}*, {t.host}") for t in LECTURES]
    return "Talks", els, [_talk(t, month=False) for t in LECTURES]


def talks_date_in_parentheses(fmt: str):
    """``"Title" (March 2021), Host, City``: the date between title and host."""
    items = [("item", f'"{t.title}" ({MONTHS[t.month - 1]} {t.year}), {_with_place(t)}') for t in LECTURES]
    return "Talks", items, [_talk(t, host=_with_place(t)) for t in LECTURES]


def talks_bracketed_date(fmt: str):
    """``[Mar 2021] Title, Host``."""
    items = [("item", f"[{MONTHS[t.month - 1][:3]} {t.year}] {t.title}, {t.host}") for t in LECTURES]
    return "Invited Talks", items, [_talk(t) for t in LECTURES]


def talks_virtual_note(fmt: str):
    """``"Title," Host (virtual), Month Year.``: a note on how it was given."""
    items = [("item", f'"{t.title}," {t.host} (virtual), {MONTHS[t.month - 1]} {t.year}.') for t in LECTURES]
    return "Invited Talks", items, [_talk(t) for t in LECTURES]


def talks_three_lines(fmt: str):
    """Title, host and date each on a line of their own, a blank line between talks (a PDF's layout)."""
    els: list[tuple] = []
    for t in LECTURES:
        els += [("line", t.title), ("line", _with_place(t)), ("line", f"{MONTHS[t.month - 1]} {t.year}")]
    return "Invited Talks", els, [_talk(t, host=_with_place(t)) for t in LECTURES]


# ---------------------------------------------------------------- teaching
def _taught(c, term: str, *, code: bool = True) -> dict:
    return {"course": c.name, "code": c.code if code else None, "term": term}


def teaching_code_colon_terms(fmt: str):
    """``CS 101: Introduction to Programming (Fall 2021, Spring 2022)``."""
    items = [("item", f"{c.code}: {c.name} ({', '.join(c.terms)})") for c in COURSES]
    return "Teaching", items, [_taught(c, t) for c in COURSES for t in c.terms]


def _span(terms: tuple[str, ...]) -> str:
    years = sorted({int(t.split()[-1]) for t in terms})
    return str(years[0]) if len(years) == 1 else f"{years[0]}-{years[-1]}"


def teaching_role_course_years(fmt: str):
    """``Instructor, Introduction to Programming, Northfield University, 2021–2022``."""
    items = [("item", f"{c.role}, {c.name}, {UNIVERSITY}, {_span(c.terms).replace('-', '–')}") for c in COURSES]
    return "Teaching Experience", items, [_taught(c, _span(c.terms), code=False) for c in COURSES]


def teaching_role_code_lines(fmt: str):
    """``Teaching Assistant, CS 229 Machine Learning, Northfield University, Fall 2017``."""
    items = [("item", f"{c.role}, {c.code} {c.name}, {UNIVERSITY}, {' and '.join(c.terms)}") for c in COURSES]
    return "Teaching", items, [_taught(c, t) for c in COURSES for t in c.terms]


def _by_term() -> list[tuple[str, object]]:
    return [(t, c) for c in COURSES for t in c.terms]


def teaching_term_table(fmt: str):
    """``| Term | Code | Course |``, a row per term."""
    rows = [[t, c.code, c.name] for t, c in _by_term()]
    return "Courses Taught", [("table", ["Term", "Code", "Course"], rows)], [_taught(c, t) for t, c in _by_term()]


def teaching_term_column(fmt: str):
    """The term in a left column: ``Fall 2021 <tab> CS 101, Introduction to Programming``."""
    els = [("dated", t, f"{c.code}, {c.name}") for t, c in _by_term()]
    return "Teaching", els, [_taught(c, t) for t, c in _by_term()]


def teaching_term_label(fmt: str):
    """``Fall 2021: CS 101 Introduction to Programming``, one line per term."""
    items = [("item", f"{t}: {c.code} {c.name}") for t, c in _by_term()]
    return "Teaching", items, [_taught(c, t) for t, c in _by_term()]


def teaching_name_code_parens(fmt: str):
    """``Introduction to Programming (CS 101), Fall 2021 and Spring 2022``."""
    items = [("item", f"{c.name} ({c.code}), {' and '.join(c.terms)}") for c in COURSES]
    return "Courses Taught", items, [_taught(c, t) for c in COURSES for t in c.terms]


def teaching_role_for(fmt: str):
    """``Teaching Assistant for CS 229: Machine Learning (Fall 2017)``."""
    items = [("item", f"{c.role} for {c.code}: {c.name} ({', '.join(c.terms)})") for c in COURSES]
    return "Teaching", items, [_taught(c, t) for c in COURSES for t in c.terms]


def teaching_by_university(fmt: str):
    """A subsection per university over ``CS 101 Introduction to Programming, Fall 2021, Spring 2022``."""
    els: list[tuple] = [("sub", f"{UNIVERSITY}, Instructor")]
    els += [("item", f"{c.code} {c.name}, {', '.join(c.terms)}") for c in COURSES if c.role == "Instructor"]
    els += [("sub", "Stanford University, Teaching Assistant")]
    els += [("item", f"{c.code} {c.name}, {', '.join(c.terms)}") for c in COURSES if c.role != "Instructor"]
    order = [c for c in COURSES if c.role == "Instructor"] + [c for c in COURSES if c.role != "Instructor"]
    return "Teaching Experience", els, [_taught(c, t) for c in order for t in c.terms]


def teaching_terms_label(fmt: str):
    """``Fall 2021, Spring 2022: CS 101 Introduction to Programming``: the terms lead."""
    items = [("item", f"{', '.join(c.terms)}: {c.code} {c.name}") for c in COURSES]
    return "Teaching", items, [_taught(c, t) for c in COURSES for t in c.terms]


def teaching_dash_term(fmt: str):
    """``CS 101 Introduction to Programming — Fall 2021`` (120 students)."""
    items = [("item", f"{c.code} {c.name} — {t} (120 students)") for t, c in _by_term()]
    return "Teaching", items, [_taught(c, t) for t, c in _by_term()]


def teaching_academic_years(fmt: str):
    """``Introduction to Programming (CS 101), 2021–22``: a school year, no season."""

    def school(c) -> str:
        first = int(c.terms[0].split()[-1])
        return f"{first}–{str(first + 1)[2:]}"

    items = [("item", f"{c.name} ({c.code}), {school(c)}") for c in COURSES]
    return "Teaching", items, [_taught(c, school(c).replace("–", "-")) for c in COURSES]


def teaching_role_label(fmt: str):
    """``Instructor: Introduction to Programming (CS 101), Fall 2021``, one line per term."""
    items = [("item", f"{c.role}: {c.name} ({c.code}), {t}") for t, c in _by_term()]
    return "Teaching", items, [_taught(c, t) for t, c in _by_term()]


def teaching_semicolon_terms(fmt: str):
    """``CS 101 – Introduction to Programming (Fall 2021; Spring 2022)``."""
    items = [("item", f"{c.code} – {c.name} ({'; '.join(c.terms)})") for c in COURSES]
    return "Teaching", items, [_taught(c, t) for c in COURSES for t in c.terms]


def teaching_co_instructor(fmt: str):
    """``Co-instructor, Introduction to Programming (CS 101, with Prof. Tom Lee), Fall 2021``."""
    items = [("item", f"Co-instructor, {c.name} ({c.code}, with Prof. Tom Lee), {t}") for t, c in _by_term()]
    return "Teaching", items, [_taught(c, t) for t, c in _by_term()]


def teaching_right_terms(fmt: str):
    """``CS 101 Introduction to Programming      Fall 2021``: the term at the right margin."""
    els = [("rdated", t, f"{c.code} {c.name}") for t, c in _by_term()]
    return "Teaching", els, [_taught(c, t) for t, c in _by_term()]


def teaching_quarters(fmt: str):
    """``CS 101: Introduction to Programming (Autumn Quarter 2021)``: quarter names."""

    def quarter(term: str) -> str:
        season, year = term.split()
        return f"{'Autumn' if season == 'Fall' else season} Quarter {year}"

    items = [("item", f"{c.code}: {c.name} ({', '.join(quarter(t) for t in c.terms)})") for c in COURSES]
    return "Teaching", items, [_taught(c, quarter(t)) for c in COURSES for t in c.terms]


# ---------------------------------------------------------------- service
def _served(r: Role) -> list[dict]:
    if isinstance(r.years, str):
        return [{"role": r.role, "venue": r.venue, "year": r.years}]
    return [{"role": r.role, "venue": r.venue, "year": y} for y in r.years] or [
        {"role": r.role, "venue": r.venue, "year": None}
    ]


def _years_text(r: Role) -> str:
    return r.years.replace("-", "–") if isinstance(r.years, str) else ", ".join(map(str, r.years))


def _by_role() -> dict[str, list[Role]]:
    out: dict[str, list[Role]] = {}
    for r in ROLES:
        out.setdefault(r.role, []).append(r)
    return out


_ALL_SERVICE = [x for r in ROLES for x in _served(r)]


def service_role_label_parenthesised(fmt: str):
    """``Reviewer: NeurIPS (2021, 2022), ICML (2022), Nature, Science, PNAS``."""
    items = [("item", f"{role}: " + ", ".join(f"{r.venue} ({_years_text(r)})" if r.years else r.venue for r in rs))
             for role, rs in _by_role().items()]  # fmt: skip
    return "Service", items, _ALL_SERVICE


def _role_lines(year: Callable[[int], str]) -> list[tuple]:
    """``Role: VENUE YEAR, VENUE YEAR, VENUE RANGE``, each single year written by ``year``."""
    items = []
    for role, rs in _by_role().items():
        parts = []
        for r in rs:
            if isinstance(r.years, str):
                parts.append(f"{r.venue} {_years_text(r)}")
            else:
                parts += [f"{r.venue} {year(y)}" for y in r.years] or [r.venue]
        items.append(("item", f"{role}: {', '.join(parts)}"))
    return items


def service_role_label_inline_years(fmt: str):
    """``Program Committee Member: ICML 2021, ICML 2022, NeurIPS 2020–2022``."""
    return "Professional Service", _role_lines(str), _ALL_SERVICE


def service_role_venue_years(fmt: str):
    """``Associate Editor, Journal of Machine Learning Research, 2020–present``; ``Reviewer, Nature``."""
    items = [("item", f"{r.role}, {r.venue}" + (f", {_years_text(r)}" if r.years else "")) for r in ROLES]
    return "Service", items, _ALL_SERVICE


def service_role_for_venues(fmt: str):
    """``Reviewer for NeurIPS (2021, 2022), ICML (2022), Nature, Science and PNAS``."""
    items = []
    for role, rs in _by_role().items():
        parts = [f"{r.venue} ({_years_text(r)})" if r.years else r.venue for r in rs]
        listed = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
        items.append(("item", f"{role} for {listed}"))
    return "Service", items, _ALL_SERVICE


def service_role_subsections(fmt: str):
    """A subsection per role, ``ICML 2021`` items under it."""
    els: list[tuple] = []
    for role, rs in _by_role().items():
        els.append(("sub", role))
        for r in rs:
            if isinstance(r.years, str):
                els.append(("item", f"{r.venue} {_years_text(r)}"))
            else:
                els += [("item", f"{r.venue} {y}") for y in r.years] or [("item", r.venue)]
    return "Professional Service", els, _ALL_SERVICE


def service_by_venue(fmt: str):
    """``ICML: Program Committee Member (2021, 2022); Reviewer (2022)``."""
    venues: dict[str, list[Role]] = {}
    for r in ROLES:
        venues.setdefault(r.venue, []).append(r)
    items = [("item", f"{v}: " + "; ".join(f"{r.role} ({_years_text(r)})" if r.years else r.role for r in rs))
             for v, rs in venues.items()]  # fmt: skip
    return "Service", items, [x for rs in venues.values() for r in rs for x in _served(r)]


def service_year_column(fmt: str):
    """``2021 <tab> Program Committee Member, ICML``: the year in a left column."""
    els = []
    for r in ROLES:
        if isinstance(r.years, str):
            els.append(("dated", _years_text(r), f"{r.role}, {r.venue}"))
        elif r.years:
            els += [("dated", str(y), f"{r.role}, {r.venue}") for y in r.years]
    undated = [r for r in ROLES if not r.years]
    els += [("item", f"{undated[0].role} for " + ", ".join(r.venue for r in undated))]
    return "Service", els, _ALL_SERVICE


def service_table(fmt: str):
    """``| Role | Venue | Years |``."""
    rows = [[r.role, r.venue, _years_text(r)] for r in ROLES]
    return "Service", [("table", ["Role", "Venue", "Years"], rows)], _ALL_SERVICE


def service_year_groups(fmt: str):
    """Ranges and undated roles first, then year subheadings over ``Program Committee Member, ICML``."""
    els: list[tuple] = [("item", f"{r.role}, {r.venue}, {_years_text(r)}") for r in ROLES if isinstance(r.years, str)]
    els += [("item", f"{r.role}, {r.venue}") for r in ROLES if not r.years]
    singles = [(y, r) for r in ROLES if not isinstance(r.years, str) for y in r.years]
    for year in sorted({y for y, _ in singles}, reverse=True):
        els.append(("sub", str(year)))
        els += [("item", f"{r.role}, {r.venue}") for y, r in singles if y == year]
    expected = [x for r in ROLES if isinstance(r.years, str) or not r.years for x in _served(r)]
    expected += [{"role": r.role, "venue": r.venue, "year": y} for y in sorted({y for y, _ in singles}, reverse=True)
                 for yy, r in singles if yy == y]  # fmt: skip
    return "Professional Service", els, expected


def service_numbered_parenthesised_years(fmt: str):
    """``1. Associate Editor, Journal of Machine Learning Research (2020–present)``."""
    els = [("num", f"{r.role}, {r.venue}" + (f" ({_years_text(r)})" if r.years else "")) for r in ROLES]
    return "Service", els, _ALL_SERVICE


def service_venue_years_role(fmt: str):
    """``ICML 2021, 2022 (Program Committee Member)``: the venue first, the role in parentheses."""
    items = [("item", f"{r.venue}" + (f" {_years_text(r)}" if r.years else "") + f" ({r.role})") for r in ROLES]
    return "Service", items, _ALL_SERVICE


def service_apostrophe_years(fmt: str):
    """``Program Committee Member: ICML '21, ICML '22, NeurIPS 2020–2022``: two-digit years."""
    return "Service", _role_lines(lambda y: f"'{str(y)[2:]}"), _ALL_SERVICE


def service_reviewer_semicolons(fmt: str):
    """``Ad hoc reviewer for: Nature; Science; PNAS`` and ``Reviewer: NeurIPS 2021–2022; ICML 2022``."""
    items = [("item", "Reviewer for: Nature; Science; PNAS"), ("item", "Reviewer: NeurIPS 2021, 2022; ICML 2022")]
    expected = [x for r in ROLES if r.role == "Reviewer" and not r.years for x in _served(r)]
    expected += [x for r in ROLES if r.role == "Reviewer" and r.years for x in _served(r)]
    return "Reviewing", items, expected


def service_role_dash_venues(fmt: str):
    """``Reviewer — NeurIPS (2021, 2022), ICML (2022), Nature, Science, PNAS``."""
    items = [("item", f"{role} — " + ", ".join(f"{r.venue} ({_years_text(r)})" if r.years else r.venue for r in rs))
             for role, rs in _by_role().items()]  # fmt: skip
    return "Service", items, _ALL_SERVICE


def service_role_for_venue_and_venue(fmt: str):
    """``Area Chair for ICLR 2023 and ICLR 2024``; ``Reviewer for Nature``: the venue said each time."""
    items = []
    for r in ROLES:
        if isinstance(r.years, str) or not r.years:
            items.append(("item", f"{r.role} for {r.venue}" + (f" ({_years_text(r)})" if r.years else "")))
        else:
            items.append(("item", f"{r.role} for " + " and ".join(f"{r.venue} {y}" for y in r.years)))
    return "Service", items, _ALL_SERVICE


def service_member_of(fmt: str):
    """``Member of the Program Committee of ICML (2021, 2022)``; ``Area Chair of ICLR (2023, 2024)``."""
    named = {"Program Committee Member": "Member of the Program Committee",
             "Senior Program Committee Member": "Member of the Senior Program Committee"}  # fmt: skip
    items = [("item", f"{named.get(r.role, r.role)} of {r.venue}" + (f" ({_years_text(r)})" if r.years else ""))
             for r in ROLES]  # fmt: skip
    expected = [{**x, "role": named.get(x["role"], x["role"])} for x in _ALL_SERVICE]
    return "Service", items, expected


# ---------------------------------------------------------------- awards
def _prize(p, *, org: str = "comma") -> dict:
    name = p.name if not p.org else f"{p.name}, {p.org}" if org == "comma" else f"{p.name} ({p.org})"
    return {"name": name, "year": p.year}


def _year_text(p) -> str:
    return str(p.year).replace("-", "–")


def _named(p, *, bold: bool = False) -> str:
    name = f"**{p.name}**" if bold else p.name
    return f"{name}, {p.org}" if p.org else name


def awards_year_column(fmt: str):
    """``2023 <tab> NSF CAREER Award``."""
    els = [("dated", _year_text(p), _named(p)) for p in PRIZES]
    return "Honors and Awards", els, [_prize(p) for p in PRIZES]


def awards_name_year(fmt: str):
    """``NSF CAREER Award, 2023``; ``Best Paper Award, ICML, 2021``."""
    return "Awards", [("item", f"{_named(p)}, {_year_text(p)}") for p in PRIZES], [_prize(p) for p in PRIZES]


def awards_org_in_parentheses(fmt: str):
    """``Best Paper Award (ICML), 2021``; ``NSF Graduate Research Fellowship, 2014–2017``."""
    items = [("item", (f"{p.name} ({p.org})" if p.org else p.name) + f", {_year_text(p)}") for p in PRIZES]
    return "Honors", items, [_prize(p, org="paren") for p in PRIZES]


def awards_bold_names(fmt: str):
    """``**NSF CAREER Award**, 2023``."""
    items = [("item", f"{_named(p, bold=True)}, {_year_text(p)}") for p in PRIZES]
    return "Awards and Honors", items, [_prize(p) for p in PRIZES]


def awards_table(fmt: str):
    """``| Year | Award |``; LaTeX ``2023 & NSF CAREER Award \\\\``."""
    rows = [[_year_text(p), _named(p)] for p in PRIZES]
    return "Awards", [("table", ["Year", "Award"], rows)], [_prize(p) for p in PRIZES]


def awards_amounts(fmt: str):
    """``NSF CAREER Award, 2023 ($500,000)``: the amount trails."""
    items = [("item", f"{_named(p)}, {_year_text(p)}" + (f" ({p.amount})" if p.amount else "")) for p in PRIZES]
    return "Grants and Awards", items, [_prize(p) for p in PRIZES]


def awards_parenthesised_year(fmt: str):
    """``NSF CAREER Award (2023)``; ``Best Paper Award, ICML (2021)``."""
    items = [("item", f"{_named(p)} ({_year_text(p)})") for p in PRIZES]
    return "Honors", items, [_prize(p) for p in PRIZES]


def awards_bold_year_first(fmt: str):
    """``**2023** NSF CAREER Award``."""
    items = [("item", f"**{_year_text(p)}** {_named(p)}") for p in PRIZES]
    return "Awards", items, [_prize(p) for p in PRIZES]


def awards_right_years(fmt: str):
    """``NSF CAREER Award  2023``: the year at the right margin (``\\hfill``, a PDF's gap)."""
    els = [("rdated", _year_text(p), _named(p)) for p in PRIZES]
    return "Honors and Awards", els, [_prize(p) for p in PRIZES]


def awards_year_groups(fmt: str):
    """Year subheadings over the awards of that year (a range goes under its first year)."""
    els: list[tuple] = []
    first = {p: int(str(p.year)[:4]) for p in PRIZES}
    for year in sorted(set(first.values()), reverse=True):
        els.append(("sub", str(year)))
        els += [("item", _named(p) + (f" ({_year_text(p)})" if isinstance(p.year, str) else "")) for p in PRIZES
                if first[p] == year]  # fmt: skip
    return "Awards", els, [_prize(p) for p in PRIZES]


def awards_event_year_in_parentheses(fmt: str):
    """``Best Paper Award (ICML 2021)``: the event and its year in parentheses; ``Sloan Research Fellowship (2022)``."""
    items = [("item", f"{p.name} ({p.org + ' ' if p.org else ''}{_year_text(p)})") for p in PRIZES]
    return "Honors", items, [_prize(p, org="paren") for p in PRIZES]


def awards_sentences(fmt: str):
    """``NSF CAREER Award. 2023.``; ``Best Paper Award, ICML. 2021.``: full stops between the fields."""
    items = [("item", f"{_named(p)}. {_year_text(p)}.") for p in PRIZES]
    return "Awards", items, [_prize(p) for p in PRIZES]


def awards_year_dash(fmt: str):
    """``2023 – NSF CAREER Award``."""
    items = [("item", f"{_year_text(p)} – {_named(p)}") for p in PRIZES]
    return "Awards and Honors", items, [_prize(p) for p in PRIZES]


def awards_awarded_by(fmt: str):
    """``Best Paper Award, awarded by ICML, 2021``: the awarder introduced."""
    items = [("item", f"{p.name}" + (f", awarded by {p.org}" if p.org else "") + f", {_year_text(p)}") for p in PRIZES]
    return "Awards", items, [{"name": p.name + (f", awarded by {p.org}" if p.org else ""), "year": p.year}
                             for p in PRIZES]  # fmt: skip


def awards_leader_dots(fmt: str):
    """``NSF CAREER Award ........ 2023``: leader dots to the year."""
    items = [("line", f"{_named(p)} {'.' * max(4, 48 - len(_named(p)))} {_year_text(p)}") for p in PRIZES]
    return "Honors", items, [_prize(p) for p in PRIZES]
