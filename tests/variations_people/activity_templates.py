"""Talks and teaching in the surface forms real CVs use (see :mod:`templates`)."""

from __future__ import annotations

from tests.variations_people.entries import COURSES, LECTURES, UNIVERSITY

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
