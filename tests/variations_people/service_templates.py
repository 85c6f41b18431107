"""Service and awards in the surface forms real CVs use (see :mod:`templates`)."""

from __future__ import annotations

from collections.abc import Callable

from tests.variations_people.entries import PRIZES, ROLES, Role


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
    # the brief's convention: an award given by a body written after a comma is named by the award alone; a body in
    # brackets stays, as written
    name = p.name if not p.org or org == "comma" else f"{p.name} ({p.org})"
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
