"""Students and dissertation committees in the surface forms real CVs use (see :mod:`templates`)."""

from __future__ import annotations

from tests.variations_people.entries import ADVISEES, SEATS, Advisee

# ---------------------------------------------------------------- students
_LEVEL = {"phd": "PhD", "master": "M.S.", "bachelor": "B.S.", "intern": "Intern", "postdoc": "Postdoc"}
_PLURAL = {"phd": "PhD students", "master": "Master's students", "bachelor": "Undergraduate students",
           "intern": "Interns", "postdoc": "Postdoctoral researchers"}  # fmt: skip


def _student(a: Advisee, *, co: bool = True, year: bool = True, outcome: bool = True) -> dict:
    return {
        "name": a.name, "level": a.gold_level, "status": a.status,
        "co_advisors": list(a.co_advisors) if co else [],
        "year": (a.end or a.start) if year else None,
        "outcome": a.outcome if outcome else None,
    }  # fmt: skip


def _co(a: Advisee) -> str:
    return " and ".join(a.co_advisors)


def _now(a: Advisee) -> str:
    """``now at Google``; ``now Assistant Professor, University of Toronto`` (a job and its employer)."""
    return "" if not a.outcome else f"now {a.outcome}" if "," in a.outcome else f"now at {a.outcome}"


_CURRENT = {"master": "M.S. student", "bachelor": "undergraduate student", "intern": "research intern",
            "postdoc": "postdoctoral researcher"}  # fmt: skip


def _years(a: Advisee, dash: str = "–") -> str:
    if a.end is None:
        return f"{a.start}{dash}present"
    return str(a.end) if a.end == a.start else f"{a.start}{dash}{a.end}"


def students_parenthesised(fmt: str):
    """``Name (PhD, 2019–present; co-advised with X)``, ``Name (M.S., 2018–2020; now at Y)``."""
    items = []
    for a in ADVISEES:
        details = [_LEVEL[a.level], _years(a)]
        notes = [f"co-advised with {_co(a)}"] if a.co_advisors else []
        notes += [_now(a)] if a.outcome else []
        items.append(("item", f"{a.name} ({', '.join(details)}{''.join('; ' + n for n in notes)})"))
    return "Students", items, [_student(a) for a in ADVISEES]


def _groups() -> list[tuple[str, str, list[Advisee]]]:
    out = []
    for status in ("current", "past"):
        for level in ("phd", "master", "bachelor", "intern", "postdoc"):
            found = [a for a in ADVISEES if a.level == level and a.status == status]
            if found:
                out.append((status, level, found))
    return out


def students_comma_lists(fmt: str):
    """``Current PhD students: A (co-advised with X), B, C`` and ``Former Master's students: D, E``."""
    items = []
    for status, level, found in _groups():
        label = ("Current " if status == "current" else "Former ") + _PLURAL[level]
        names = [a.name + (f" (co-advised with {_co(a)})" if a.co_advisors else "") for a in found]
        items.append(("item", f"{label}: {', '.join(names)}"))
    expected = [_student(a, year=False, outcome=False) for _, _, found in _groups() for a in found]
    return "Advising", items, expected


def students_subsections(fmt: str):
    """``Current PhD students`` / ``Current students`` / ``Graduated`` / ``Former students and first placement``."""
    els: list[tuple] = [("sub", "Current PhD Students")]
    current = [a for a in ADVISEES if a.status == "current"]
    els += [("item", f"{a.name} (since {a.start})") for a in current if a.level == "phd"]
    els += [("sub", "Current Students")]
    els += [("item", f"{a.name}, {_CURRENT[a.level]}") for a in current if a.level != "phd"]
    els += [("sub", "Graduated PhD Students")]
    past = [a for a in ADVISEES if a.status == "past"]
    els += [("item", f"{a.name} (PhD {a.end})" + (f", {_now(a)}" if a.outcome else ""))
            for a in past if a.level == "phd"]  # fmt: skip
    els += [("sub", "Former Students and First Placement")]
    els += [("item", f"{a.name} ({_LEVEL[a.level]} {a.end})" + (f" — {a.outcome}" if a.outcome else ""))
            for a in past if a.level != "phd"]  # fmt: skip
    expected = [_student(a, co=False) for a in ADVISEES]
    return "Mentoring", els, expected


def students_table(fmt: str):
    """``| Name | Level | Years | Placement |``."""
    rows = [[a.name, _LEVEL[a.level], _years(a), a.outcome or ""] for a in ADVISEES]
    return (
        "Students",
        [("table", ["Name", "Level", "Years", "Placement"], rows)],
        [_student(a, co=False) for a in ADVISEES],
    )


_DEGREE = {"phd": "Ph.D.", "master": "M.S.", "bachelor": "B.S.", "intern": "summer intern", "postdoc": "postdoc"}


def students_degree_year(fmt: str):
    """``Name, M.S. 2020, thesis: "Title", now at Google``; ``Name, Ph.D. student since 2019``."""
    items = []
    for a in ADVISEES:
        if a.status == "current":
            text = f"{a.name}, {_DEGREE[a.level]}{' student' if a.level in ('phd', 'master') else ''} since {a.start}"
        else:
            text = f"{a.name}, {_DEGREE[a.level]} {a.end}"
            text += f', thesis: "{a.thesis}"' if a.thesis else ""
        text += f", co-advised with {_co(a)}" if a.co_advisors else ""
        text += f", {_now(a)}" if a.outcome else ""
        items.append(("item", text))
    return "Students Supervised", items, [_student(a) for a in ADVISEES]


def students_year_column(fmt: str):
    """moderncv ``\\cvitem{2019--}{Name (PhD)}``; a PDF's ``2019–present <tab> Name (PhD)``."""
    els = []
    for a in ADVISEES:
        when = f"{a.start}--" if fmt == "tex" and a.end is None else _years(a)
        text = f"{a.name} ({_LEVEL[a.level]}"
        text += f", co-advised with {_co(a)})" if a.co_advisors else ")"
        text += f", {_now(a)}" if a.outcome else ""
        els.append(("dated", when, text))
    return "Advising", els, [_student(a) for a in ADVISEES]


def students_bold_names(fmt: str):
    """``**Name**, PhD student (2019–present), co-advised with X``."""
    items = []
    for a in ADVISEES:
        text = f"**{a.name}**, {_LEVEL[a.level]}{' student' if a.status == 'current' else ''} ({_years(a)})"
        text += f", co-advised with {_co(a)}" if a.co_advisors else ""
        text += f", {_now(a)}" if a.outcome else ""
        items.append(("item", text))
    return "Students", items, [_student(a) for a in ADVISEES]


_SHORT = {"phd": "Ph.D.", "master": "M.Sc.", "bachelor": "B.Sc.", "intern": "Interns", "postdoc": "Postdocs"}


def students_semicolon_labels(fmt: str):
    """``**Ph.D. (current):** A (2019–); B`` and ``**Ph.D. (graduated):** C (2020, now at Google); D (2019)``."""
    items = []
    for status, level, found in _groups():
        label = f"{_SHORT[level]} ({'current' if status == 'current' else 'graduated'})"
        parts = []
        for a in found:
            details = [f"{a.start}–" if a.end is None else str(a.end)]
            details += [f"with {_co(a)}"] if a.co_advisors else []
            details += [_now(a)] if a.outcome else []
            parts.append(f"{a.name} ({', '.join(details)})")
        items.append(("item", f"**{label}:** {'; '.join(parts)}"))
    expected = [_student(a) for _, _, found in _groups() for a in found]
    return "Supervision", items, expected


def students_caps_numbered(fmt: str):
    """ALL-CAPS subheadings (``CURRENT DOCTORAL STUDENTS``) over numbered items ``Name, 2019–present``."""
    heads = {("current", "phd"): "CURRENT DOCTORAL STUDENTS", ("past", "phd"): "FORMER DOCTORAL STUDENTS",
             ("current", "master"): "CURRENT MASTER'S STUDENTS", ("past", "master"): "FORMER MASTER'S STUDENTS",
             ("current", "bachelor"): "UNDERGRADUATE RESEARCHERS", ("past", "bachelor"): "FORMER UNDERGRADUATES",
             ("current", "intern"): "CURRENT INTERNS", ("past", "intern"): "FORMER INTERNS",
             ("current", "postdoc"): "POSTDOCTORAL FELLOWS", ("past", "postdoc"): "FORMER POSTDOCS"}  # fmt: skip
    els: list[tuple] = []
    for status, level, found in _groups():
        els.append(("sub", heads[status, level]))
        for a in found:
            text = f"{a.name}, {_years(a)}"
            text += f", co-supervised with {_co(a)}" if a.co_advisors else ""
            els.append(("num", text + (f". First position: {a.outcome}" if a.outcome else "")))
    return "Students and Postdocs", els, [_student(a) for _, _, found in _groups() for a in found]


def students_two_line(fmt: str):
    """The name, then its details on the line below: ``Ana Ruiz`` / ``PhD student, 2019–present. Co-advised ...``."""
    els = []
    for a in ADVISEES:
        role = _LEVEL[a.level] + (" student" if a.level in ("phd", "master", "bachelor") else "")
        detail = f"{role}, {_years(a)}."
        detail += f" Co-advised with {_co(a)}." if a.co_advisors else ""
        detail += f" Now at {a.outcome}." if a.outcome and "," not in a.outcome else ""
        detail += f" Now {a.outcome}." if a.outcome and "," in a.outcome else ""
        els.append(("item2", f"**{a.name}**", detail))
    return "Advising", els, [_student(a) for a in ADVISEES]


def students_arrow_placement(fmt: str):
    """``Dana Fox (PhD, 2015–2020) → Google``; ``Ana Ruiz (PhD, since 2019, with Tom Lee)``."""
    items = []
    for a in ADVISEES:
        when = f"since {a.start}" if a.end is None else _years(a)
        text = f"{a.name} ({_LEVEL[a.level]}, {when}" + (f", co-advised with {_co(a)})" if a.co_advisors else ")")
        items.append(("item", text + (f" → {a.outcome}" if a.outcome else "")))
    return "Mentoring", items, [_student(a) for a in ADVISEES]


def students_table_with_co_advisor(fmt: str):
    """``| Student | Degree | Period | Co-advisor |``: a co-advisor column, honorifics on it."""
    rows = [[a.name, _LEVEL[a.level], _years(a), " and ".join(f"Prof. {c}" for c in a.co_advisors)] for a in ADVISEES]
    header = ["Student", "Degree", "Period", "Co-advisor"]
    return "Advising", [("table", header, rows)], [_student(a, outcome=False) for a in ADVISEES]


def students_dash_thesis(fmt: str):
    """``Name — PhD 2020. Thesis: "Title". Now at Google.``; ``Name — PhD student (expected 2026)``."""
    items = []
    for a in ADVISEES:
        if a.status == "current":
            text = f"{a.name} — {_LEVEL[a.level]}" + (
                " student (expected 2026)" if a.level == "phd" else f", since {a.start}"
            )
        else:
            text = f"{a.name} — {_LEVEL[a.level]} {a.end}." + (f' Thesis: "{a.thesis}".' if a.thesis else "")
        text += f" Co-advised with Prof. {' and Prof. '.join(a.co_advisors)}." if a.co_advisors else ""
        text += f" {_now(a).capitalize()}." if a.outcome else ""
        items.append(("item", text))
    return "Former and Current Students", items, [_student(a) for a in ADVISEES]


def students_hyphen_ranges_ampersand(fmt: str):
    """``Ana Ruiz (PhD candidate, 2019-; co-advised with A & B)``, ``Dana Fox (PhD, 2015-2020)``: ASCII hyphens."""
    items = []
    for a in ADVISEES:
        level = "PhD candidate" if a.level == "phd" and a.status == "current" else _LEVEL[a.level]
        when = f"{a.start}-" if a.end is None else _years(a, "-")
        text = f"{a.name} ({level}, {when}" + (
            f"; co-advised with {' & '.join(a.co_advisors)})" if a.co_advisors else ")"
        )
        items.append(("item", text + (f", {_now(a)}" if a.outcome else "")))
    return "Research Group", items, [_student(a) for a in ADVISEES]


def students_prose(fmt: str):
    """``Currently advising four PhD students: A, B, C and D.``; ``Previously advised three PhD students: ...``."""
    words = {"phd": "PhD students", "master": "master's students", "bachelor": "undergraduates", "intern": "interns",
             "postdoc": "postdocs"}  # fmt: skip
    lines = []
    for status, level, found in _groups():
        names = [a.name for a in found]
        listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        lead = "Currently advising" if status == "current" else "Previously advised"
        count = ("one", "two", "three", "four", "five", "six")[len(names) - 1]
        lines.append(("line", f"{lead} {count} {words[level]}: {listed}."))
    expected = [_student(a, co=False, year=False, outcome=False) for _, _, found in _groups() for a in found]
    return "Mentoring", lines, expected


def students_nested_details(fmt: str):
    """``- Dana Fox (PhD, 2015–2020)`` over sub-bullets ``Thesis: ...``, ``Co-advisor: ...``, ``First position: X``."""
    els = []
    for a in ADVISEES:
        details = [f'Thesis: "{a.thesis}"'] if a.thesis else []
        details += [f"Co-advisor: {_co(a)}"] if a.co_advisors else []
        details += [f"First position: {a.outcome}"] if a.outcome else []
        els.append(("nested", f"{a.name} ({_LEVEL[a.level]}, {_years(a)})", details))
    return "Students", els, [_student(a) for a in ADVISEES]


# ---------------------------------------------------------------- committees
def _seat(s, *, institution: bool = True) -> dict:
    return {"name": s.name, "year": s.year, "institution": s.institution if institution else None}


def committees_name_year_institution(fmt: str):
    """``Name (2021), University of Toronto`` under ``PhD Dissertation Committees``."""
    items = [("item", f"{s.name} ({s.year}), {s.institution}") for s in SEATS]
    return "PhD Dissertation Committees", items, [_seat(s) for s in SEATS]


def committees_year_first(fmt: str):
    """``2021  Name, Ph.D., University of Toronto``, the year in a left column."""
    els = [("dated", str(s.year), f"{s.name}, Ph.D., {s.institution}") for s in SEATS]
    return "Thesis Committees", els, [_seat(s) for s in SEATS]


def committees_examiner_in_service(fmt: str):
    """``External examiner, Ph.D. thesis of Name, University (2021)`` among service items."""
    items = [("item", "Reviewer for Nature and Science")]
    items += [("item", f"External examiner, Ph.D. thesis of {s.name}, {s.institution} ({s.year})") for s in SEATS]
    return "Professional Service", items, [_seat(s) for s in SEATS]


def committees_table(fmt: str):
    """``| Student | Institution | Year |``."""
    rows = [[s.name, s.institution, str(s.year)] for s in SEATS]
    return "Doctoral Committees", [("table", ["Student", "Institution", "Year"], rows)], [_seat(s) for s in SEATS]


def committees_member_for(fmt: str):
    """``Ph.D. committee member for Name (University, 2021)``."""
    items = [("item", f"Ph.D. committee member for {s.name} ({s.institution}, {s.year})") for s in SEATS]
    return "Dissertation Committees", items, [_seat(s) for s in SEATS]


def committees_labelled_in_mentoring(fmt: str):
    """``Thesis committees: Name (University, 2021); ...`` in a mentoring section, beside students."""
    items = [("item", "PhD students: Ana Ruiz, Kwame Mensah")]
    items += [("item", "Thesis committees: " + "; ".join(f"{s.name} ({s.institution}, {s.year})" for s in SEATS))]
    return "Mentoring", items, [_seat(s) for s in SEATS]


def committees_year_groups(fmt: str):
    """Year subheadings over ``Name, Institution``."""
    els: list[tuple] = []
    for year in sorted({s.year for s in SEATS}, reverse=True):
        els.append(("sub", str(year)))
        els += [("item", f"{s.name}, {s.institution}") for s in SEATS if s.year == year]
    return "PhD Thesis Committees", els, [_seat(s) for s in SEATS]


def committees_all_in_parentheses(fmt: str):
    """``Name (Ph.D., University of Toronto, 2021)``."""
    items = [("item", f"{s.name} (Ph.D., {s.institution}, {s.year})") for s in SEATS]
    return "Ph.D. Thesis Committees", items, [_seat(s) for s in SEATS]


def committees_year_dash_role(fmt: str):
    """``2021 — Name, University of Toronto (external examiner)`` under a examinations heading."""
    items = [("item", f"{s.year} — {s.name}, {s.institution} (external examiner)") for s in SEATS]
    return "Doctoral Examinations", items, [_seat(s) for s in SEATS]


def committees_reader(fmt: str):
    """``Reader, Ph.D. dissertation of Name (University of Toronto, 2021)``."""
    items = [("item", f"Reader, Ph.D. dissertation of {s.name} ({s.institution}, {s.year})") for s in SEATS]
    return "Dissertation Committees", items, [_seat(s) for s in SEATS]


def committees_name_year_only(fmt: str):
    """``Name, 2021``: no institution said (the subject's own)."""
    items = [("item", f"{s.name}, {s.year}") for s in SEATS]
    return "PhD Committees", items, [_seat(s, institution=False) for s in SEATS]


def committees_role_table(fmt: str):
    """``| Year | Student | Institution | Role |`` with the subject's role (Member, External examiner)."""
    rows = [
        [str(s.year), s.name, s.institution, "External examiner" if i % 2 else "Member"] for i, s in enumerate(SEATS)
    ]
    header = ["Year", "Student", "Institution", "Role"]
    return "Dissertation Committees", [("table", header, rows)], [_seat(s) for s in SEATS]
