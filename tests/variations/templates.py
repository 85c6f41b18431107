"""Surface templates: the same entries printed as plain text (as from a PDF), Markdown and LaTeX.

Each template prints a whole CV (a name, an Education section, an Experience section) from
entries whose dates are already printed; what a template leaves out (a location, a thesis)
it says in ``omits`` so that the expected records leave it out too.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from tests.variations.entries import Job, School

NAME = "Jordan A. Whitfield"
EMAIL = "jordan.whitfield@example.org"


@dataclass(frozen=True)
class JobLine:
    job: Job
    when: str


@dataclass(frozen=True)
class SchoolLine:
    school: School
    when: str
    degree_text: str  # degree and field as printed: "Ph.D. in Statistics", "PhD, Statistics"
    notes: tuple[str, ...]  # "Advisor: Prof. X", 'Thesis: "Y"'


Render = Callable[[list[SchoolLine], list[JobLine]], str]


@dataclass(frozen=True)
class Template:
    name: str
    suffix: str  # ".txt", ".md", ".tex"
    render: Render
    omits: frozenset[str] = field(default_factory=frozenset)  # fields the template does not print


def degree_text(school: School, k: int) -> str:
    """Degree and field in one of the ways CVs join them."""
    if not school.field:
        return school.degree
    style = k % 4
    if style == 1 and "(" not in school.degree:
        return f"{school.degree}, {school.field}"
    if style == 2 and "(" not in school.degree:
        return f"{school.degree} ({school.field})"
    if style == 3 and " " not in school.degree:
        return f"{school.degree} {school.field}"  # "PhD Computer Science"
    return f"{school.degree} in {school.field}"


def notes(school: School, k: int) -> tuple[str, ...]:
    """The advisor and thesis lines under a degree."""
    out = []
    if school.advisors:
        names = list(school.advisors)
        if len(names) == 1:
            honour = ("Prof. ", "Dr. ", "")[k % 3]
            label = "Advised by" if k % 4 == 3 else f"{school.advisor_label}:"
            out.append(f"{label} {honour}{names[0]}")
        else:
            joined = " and ".join(names) if k % 2 == 0 else ", ".join(names)
            out.append(f"{school.advisor_label}: {joined}")
    if school.dissertation:
        out.append((f'Thesis: "{school.dissertation}"', f"Dissertation: {school.dissertation}",
                    f"Thesis title: {school.dissertation}")[k % 3])
    return tuple(out)


def _paren(when: str) -> str:
    """Dates in parentheses, once: ``(2019–2021)``, ``(expected 2026)``."""
    return when if when.startswith("(") else f"({when})"


def _where(job_or_school: Job | School) -> str:
    loc = job_or_school.location
    return f", {loc}" if loc else ""


def _org(job: Job) -> str:
    return job.org


# --- plain text, as a PDF converter leaves it ---------------------------------------------------------------


def _txt(edu: list[str], exp: list[str], *, caps: bool = False) -> str:
    heads = ("EDUCATION", "PROFESSIONAL EXPERIENCE") if caps else ("Education", "Experience")
    return "\n".join([NAME, EMAIL, "", heads[0], *edu, "", heads[1], *exp, ""])


def txt_one_line(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        edu.append(f"{s.degree_text}, {s.school.institution}{_where(s.school)} — {s.when}")
        edu.extend(f"  {n}" for n in s.notes)
    exp = [f"{j.job.title}, {j.job.org}{_where(j.job)} — {j.when}" for j in jobs]
    return _txt(edu, exp)


def txt_two_line(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        edu += [s.degree_text, f"{s.school.institution}{_where(s.school)}, {s.when}", *s.notes]
    exp = []
    for j in jobs:
        exp += [j.job.title, f"{j.job.org}{_where(j.job)}, {j.when}"]
    return _txt(edu, exp)


def txt_dates_first_tab(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        edu.append(f"{s.when}\t{s.degree_text}, {s.school.institution}{_where(s.school)}")
        edu.extend(f"\t{n}" for n in s.notes)
    exp = [f"{j.when}\t{j.job.title}, {j.job.org}{_where(j.job)}" for j in jobs]
    return _txt(edu, exp)


def _right(left: str, when: str) -> str:
    return f"{left}{' ' * max(4, 92 - len(left) - len(when))}{when}"


def txt_dates_right(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        edu.append(_right(f"{s.degree_text}, {s.school.institution}{_where(s.school)}", s.when))
        edu.extend(s.notes)
    exp = [_right(f"{j.job.title}, {j.job.org}{_where(j.job)}", j.when) for j in jobs]
    return _txt(edu, exp)


def txt_date_above(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        edu += [s.when, f"{s.degree_text}, {s.school.institution}{_where(s.school)}", *s.notes]
    exp = []
    for j in jobs:
        exp += [j.when, f"{j.job.title}, {j.job.org}{_where(j.job)}"]
    return _txt(edu, exp)


def txt_date_below(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        edu += [f"{s.degree_text}, {s.school.institution}{_where(s.school)}", s.when, *s.notes]
    exp = []
    for j in jobs:
        exp += [f"{j.job.title}, {j.job.org}{_where(j.job)}", j.when]
    return _txt(edu, exp)


def txt_caps_org(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        edu += [f"{s.school.institution.upper()}{_where(s.school)}", _right(s.degree_text, s.when), *s.notes]
    exp = []
    for j in jobs:
        exp += [f"{j.job.org.upper()}{_where(j.job)}", _right(j.job.title, j.when)]
    return _txt(edu, exp, caps=True)


def txt_org_first(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        edu += [f"{s.school.institution}{_where(s.school)}", f"{s.degree_text}, {s.when}", *s.notes]
    exp = []
    for j in jobs:
        exp += [f"{j.job.org}{_where(j.job)}", f"{j.job.title}, {j.when}"]
    return _txt(edu, exp)


_MARKS = ("•", "–", "-", "*")


def txt_bullets(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for k, s in enumerate(schools):
        mark = _MARKS[k % len(_MARKS)]
        edu.append(f"{mark} {s.degree_text}, {s.school.institution}{_where(s.school)} {_paren(s.when)}")
        edu.extend(f"  {n}" for n in s.notes)
    exp = [f"{_MARKS[k % 4]} {j.job.title}, {j.job.org}{_where(j.job)} {_paren(j.when)}" for k, j in enumerate(jobs)]
    return _txt(edu, exp)


# --- Markdown ----------------------------------------------------------------------------------------------


def _md(edu: list[str], exp: list[str]) -> str:
    return "\n".join([f"# {NAME}", "", EMAIL, "", "## Education", "", *edu, "", "## Experience", "", *exp, ""])


def md_bold_bullets(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        edu.append(f"- **{s.degree_text}**, {s.school.institution}{_where(s.school)}, {s.when}")
        edu.extend(f"  - {n}" for n in s.notes)
    exp = [f"- **{j.job.title}**, {j.job.org}{_where(j.job)}, {j.when}" for j in jobs]
    return _md(edu, exp)


def md_org_headings(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        place = f" · {s.school.location}" if s.school.location else ""
        edu += [f"### {s.school.institution}", "", f"{s.degree_text}{place} · {s.when}", "", *s.notes]
        edu += [""] if s.notes else []
    exp = []
    for j in jobs:
        place = f" · {j.job.location}" if j.job.location else ""
        exp += [f"### {j.job.org}", "", f"*{j.job.title}*{place} · {j.when}", ""]
    return _md(edu, exp)


def md_table(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = ["| Dates | Degree | Institution | Location | Advisor |", "|---|---|---|---|---|"]
    for s in schools:
        advisors = " and ".join(s.school.advisors)
        edu.append(f"| {s.when} | {s.degree_text} | {s.school.institution} | {s.school.location or ''} | {advisors} |")
    exp = ["| Dates | Title | Organization | Location |", "|---|---|---|---|"]
    exp += [f"| {j.when} | {j.job.title} | {j.job.org} | {j.job.location or ''} |" for j in jobs]
    return _md(edu, exp)


def md_academicpages(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        edu.append(f"* {s.degree_text}, {s.school.institution}{_where(s.school)}, {s.when}")
        edu.extend(f"  * {n}" for n in s.notes)
    exp = []
    for j in jobs:
        exp += [f"* {j.when}: {j.job.title}", f"  * {j.job.org}{_where(j.job)}"]
        exp.append("  * Duties included: modelling and analysis")
    return "\n".join(["---", "layout: archive", 'title: "CV"', "---", "", "Education", "======", *edu, "",
                      "Work experience", "======", *exp, ""])


def md_hugo(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        place = f", {s.school.location}" if s.school.location else ""
        edu += [f"#### {s.degree_text}", f"*{s.school.institution}*{place}  ", f"{s.when}  ", *s.notes, ""]
    exp = []
    for j in jobs:
        place = f", {j.job.location}" if j.job.location else ""
        exp += [f"#### {j.job.title}", f"*{j.job.org}*{place}  ", f"{j.when}  ", ""]
    return _md(edu, exp)


# --- LaTeX -------------------------------------------------------------------------------------------------


def _escaped(schools: list[SchoolLine], jobs: list[JobLine]) -> tuple[list[SchoolLine], list[JobLine]]:
    """The entries with LaTeX's special characters escaped (``Texas A\\&M``)."""
    def esc(text: str | None) -> str | None:
        return text.replace("&", "\\&") if text else text

    schools = [dataclasses.replace(s, school=dataclasses.replace(s.school, institution=esc(s.school.institution)))
               for s in schools]
    jobs = [dataclasses.replace(j, job=dataclasses.replace(j.job, org=esc(j.job.org), title=esc(j.job.title)))
            for j in jobs]
    return schools, jobs


def _tex_dates(when: str) -> str:
    return when.replace("–", "--")


def _tex(cls: str, edu: list[str], exp: list[str], *, preamble: str = "") -> str:
    return "\n".join([
        f"\\documentclass{{{cls}}}", preamble, "\\begin{document}",
        *([] if cls in {"moderncv", "awesome-cv"} else [f"\\begin{{center}}{{\\Large {NAME}}}\\\\ {EMAIL}"
                                                         "\\end{center}"]),
        "\\section{Education}", *edu, "", "\\section{Experience}", *exp, "\\end{document}", "",
    ])


_NEWLINE = " \\newline "


def tex_moderncv(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    schools, jobs = _escaped(schools, jobs)
    edu = [
        f"\\cventry{{{_tex_dates(s.when)}}}{{{s.degree_text}}}{{{s.school.institution}}}{{{s.school.location or ''}}}"
        f"{{}}{{{_NEWLINE.join(s.notes)}}}"
        for s in schools
    ]
    exp = [
        f"\\cventry{{{_tex_dates(j.when)}}}{{{j.job.title}}}{{{j.job.org}}}{{{j.job.location or ''}}}{{}}{{}}"
        for j in jobs
    ]
    first, _, last = NAME.rpartition(" ")
    return _tex("moderncv", edu, exp, preamble=f"\\moderncvstyle{{classic}}\n\\name{{{first}}}{{{last}}}\n"
                f"\\email{{{EMAIL}}}")


def tex_awesome(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    schools, jobs = _escaped(schools, jobs)
    edu = ["\\begin{cventries}"]
    for s in schools:
        items = "".join(f"\\item {{{n}}}" for n in s.notes)
        body = f"\\begin{{cvitems}}{items}\\end{{cvitems}}" if items else ""
        edu.append(f"\\cventry{{{s.degree_text}}}{{{s.school.institution}}}{{{s.school.location or ''}}}"
                   f"{{{_tex_dates(s.when)}}}{{{body}}}")
    edu.append("\\end{cventries}")
    exp = ["\\begin{cventries}"]
    exp += [f"\\cventry{{{j.job.title}}}{{{j.job.org}}}{{{j.job.location or ''}}}{{{_tex_dates(j.when)}}}{{}}"
            for j in jobs]
    exp.append("\\end{cventries}")
    first, _, last = NAME.rpartition(" ")
    return _tex("awesome-cv", edu, exp, preamble=f"\\name{{{first}}}{{{last}}}\n\\email{{{EMAIL}}}")


def tex_tabular(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    schools, jobs = _escaped(schools, jobs)
    edu = ["\\begin{tabular}{p{3cm}p{13cm}}"]
    for s in schools:
        edu.append(f"{_tex_dates(s.when)} & \\textbf{{{s.degree_text}}}, {s.school.institution}{_where(s.school)} \\\\")
        edu.extend(f" & {n} \\\\" for n in s.notes)
    edu.append("\\end{tabular}")
    exp = ["\\begin{tabular}{p{3cm}p{13cm}}"]
    exp += [f"{_tex_dates(j.when)} & \\textbf{{{j.job.title}}}, {j.job.org}{_where(j.job)} \\\\" for j in jobs]
    exp.append("\\end{tabular}")
    return _tex("article", edu, exp)


def tex_article_items(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    schools, jobs = _escaped(schools, jobs)
    edu = ["\\begin{itemize}"]
    for s in schools:
        tail = "".join(f" \\\\ {n}" for n in s.notes)
        edu.append(f"\\item \\textbf{{{s.degree_text}}}, \\emph{{{s.school.institution}}}{_where(s.school)}"
                   f" \\hfill {_tex_dates(s.when)}{tail}")
    edu.append("\\end{itemize}")
    exp = ["\\begin{itemize}"]
    exp += [f"\\item \\textbf{{{j.job.title}}}, \\emph{{{j.job.org}}}{_where(j.job)} \\hfill {_tex_dates(j.when)}"
            for j in jobs]
    exp.append("\\end{itemize}")
    return _tex("article", edu, exp)


# --- more layouts, under other headings ----------------------------------------------------------------------


def _inline(s: SchoolLine) -> str:
    """The notes after the degree, in parentheses: ``(Advisor: Prof. X; Thesis: "Y")``."""
    return f" ({'; '.join(s.notes)})" if s.notes else ""


def _plain(heads: tuple[str, str], edu: list[str], exp: list[str]) -> str:
    return "\n".join([NAME, EMAIL, "", heads[0], *edu, "", heads[1], *exp, ""])


def txt_pipes(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    def row(*cells: str | None) -> str:
        return " | ".join(c for c in cells if c)

    edu = []
    for s in schools:
        edu += [row(s.degree_text, s.school.institution, s.school.location, s.when), *s.notes]
    exp = [row(j.job.title, j.job.org, j.job.location, j.when) for j in jobs]
    return _plain(("Academic Background", "Employment"), edu, exp)


def txt_org_dash_title(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = [f"{s.school.institution}{_where(s.school)} — {s.degree_text} {_paren(s.when)}{_inline(s)}" for s in schools]
    exp = [f"{j.job.org}{_where(j.job)} — {j.job.title} {_paren(j.when)}" for j in jobs]
    return _plain(("EDUCATION", "ACADEMIC APPOINTMENTS"), edu, exp)


def _columns(left: str, right: str) -> str:
    return f"{left}{' ' * max(4, 80 - len(left) - len(right))}{right}"


def txt_resume_columns(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        edu += [_columns(s.school.institution, s.school.location or ""), _columns(s.degree_text, s.when), *s.notes]
    exp = []
    for j in jobs:
        exp += [_columns(j.job.org, j.job.location or ""), _columns(j.job.title, j.when)]
    return _plain(("Education", "Research Experience"), edu, exp)


def txt_title_at_org(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = [f"{s.degree_text}, {s.school.institution}{_where(s.school)}, {s.when}{_inline(s)}" for s in schools]
    exp = [f"{j.job.title} at {j.job.org}{_where(j.job)} {_paren(j.when)}" for j in jobs]
    return _plain(("Education and Training", "Work History"), edu, exp)


def md_bold_org(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        edu += [f"**{s.school.institution}**{_where(s.school)}  ", f"*{s.degree_text}*, {s.when}  "]
        edu += [f"{n}  " for n in s.notes] + [""]
    exp = []
    for j in jobs:
        exp += [f"**{j.job.org}**{_where(j.job)}  ", f"*{j.job.title}*, {j.when}", ""]
    return "\n".join([f"# {NAME}", "", "## Degrees", "", *edu, "## Professional Experience", "", *exp])


def md_heading_at(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        place = f" · {s.school.location}" if s.school.location else ""
        edu += [f"### {s.degree_text}, {s.school.institution}", f"*{s.when}*{place}", *[f"- {n}" for n in s.notes], ""]
    exp = []
    for j in jobs:
        place = f" · {j.job.location}" if j.job.location else ""
        exp += [f"### {j.job.title} at {j.job.org}", f"*{j.when}*{place}", ""]
    return "\n".join([f"# {NAME}", "", "## Education", "", *edu, "## Appointments", "", *exp])


def md_paren_place(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    def where(x: Job | School) -> str:
        return f" ({x.location})" if x.location else ""

    edu = []
    for s in schools:
        edu.append(f"- {s.degree_text}, {s.school.institution}{where(s.school)}, {s.when}")
        edu.extend(f"    - {n}" for n in s.notes)
    exp = [f"- {j.job.title}, {j.job.org}{where(j.job)}, {j.when}" for j in jobs]
    return "\n".join([f"# {NAME}", "", "## Education", "", *edu, "", "## Positions", "", *exp, ""])


def _italic(text: str | None) -> str:
    return "\\textit{" + text + "}" if text else ""


def tex_moderncv_grade(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    schools, jobs = _escaped(schools, jobs)
    edu = [
        f"\\cventry{{{_tex_dates(s.when)}}}{{{s.school.degree}}}{{{s.school.institution}}}{{{s.school.location or ''}}}"
        f"{{{_italic(s.school.field)}}}{{{_NEWLINE.join(s.notes)}}}"
        for s in schools
    ]
    exp = [
        f"\\cventry{{{_tex_dates(j.when)}}}{{{j.job.title}}}{{{j.job.org}}}{{{j.job.location or ''}}}{{}}"
        "{\\begin{itemize}\\item Built models of transport.\\end{itemize}}"
        for j in jobs
    ]
    first, _, last = NAME.rpartition(" ")
    return _tex("moderncv", edu, exp, preamble=f"\\moderncvstyle{{banking}}\n\\name{{{first}}}{{{last}}}")


_JAKE = (
    "\\newcommand{\\resumeSubheading}[4]{\\item \\textbf{#1} \\hfill #2 \\\\ \\textit{#3} \\hfill \\textit{#4}}\n"
    "\\newcommand{\\resumeItem}[1]{\\item\\small{#1}}"
)


def tex_jake(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    schools, jobs = _escaped(schools, jobs)
    edu = ["\\begin{itemize}"]
    for s in schools:
        edu.append(f"\\resumeSubheading{{{s.school.institution}}}{{{s.school.location or ''}}}{{{s.degree_text}}}"
                   f"{{{_tex_dates(s.when)}}}")
        if s.notes:
            edu += ["\\begin{itemize}", *[f"\\resumeItem{{{n}}}" for n in s.notes], "\\end{itemize}"]
    edu.append("\\end{itemize}")
    exp = ["\\begin{itemize}"]
    exp += [f"\\resumeSubheading{{{j.job.org}}}{{{j.job.location or ''}}}{{{j.job.title}}}{{{_tex_dates(j.when)}}}"
            for j in jobs]
    exp.append("\\end{itemize}")
    return _tex("article", edu, exp, preamble=_JAKE)


def tex_cvitem(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    schools, jobs = _escaped(schools, jobs)
    edu = []
    for s in schools:
        edu.append(f"\\cvitem{{{_tex_dates(s.when)}}}{{\\textbf{{{s.degree_text}}}, {s.school.institution}"
                   f"{_where(s.school)}}}")
        edu.extend(f"\\cvitem{{}}{{{n}}}" for n in s.notes)
    exp = [f"\\cvitem{{{_tex_dates(j.when)}}}{{\\textbf{{{j.job.title}}}, {j.job.org}{_where(j.job)}}}" for j in jobs]
    first, _, last = NAME.rpartition(" ")
    return _tex("moderncv", edu, exp, preamble=f"\\name{{{first}}}{{{last}}}")


# --- entries that wrap, share an employer, or carry descriptions ---------------------------------------------


def _wrap(text: str, width: int, indent: str) -> list[str]:
    """``text`` cut at spaces into lines of ``width`` at most, the lines after the first indented."""
    lines, line = [], ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = indent + word
        else:
            line = f"{line} {word}" if line else word
    return [*lines, line]


def txt_wrapped(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    def hang(when: str, text: str) -> list[str]:
        col = max(24, len(when) + 2)
        return _wrap(f"{when:<{col}}{text}", 66, " " * col)

    edu = []
    for s in schools:
        edu += hang(s.when, f"{s.degree_text}, {s.school.institution}{_where(s.school)}")
        edu += [" " * max(24, len(s.when) + 2) + n for n in s.notes]
    exp = []
    for j in jobs:
        exp += hang(j.when, f"{j.job.title}, {j.job.org}{_where(j.job)}")
    return _plain(("Education", "Professional Appointments"), edu, exp)


def _groups(jobs: list[JobLine]) -> list[list[JobLine]]:
    out: list[list[JobLine]] = []
    for j in jobs:
        if out and out[-1][0].job.org == j.job.org:
            out[-1].append(j)
        else:
            out.append([j])
    return out


def txt_grouped_org(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        edu += [f"{s.school.institution}{_where(s.school)}", f"  {s.degree_text}, {s.when}"]
        edu += [f"  {n}" for n in s.notes]
    exp = []
    for group in _groups(jobs):
        exp.append(f"{group[0].job.org}{_where(group[0].job)}")
        exp += [f"  {j.job.title}, {j.when}" for j in group]
    return _plain(("Education", "Employment History"), edu, exp)


def md_grouped_org(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        place = f" ({s.school.location})" if s.school.location else ""
        edu += [f"### {s.school.institution}{place}", f"- **{s.degree_text}**, {s.when}"]
        edu += [*[f"  - {n}" for n in s.notes], ""]
    exp = []
    for group in _groups(jobs):
        place = f" ({group[0].job.location})" if group[0].job.location else ""
        exp += [f"### {group[0].job.org}{place}", *[f"- **{j.job.title}**, {j.when}" for j in group], ""]
    return "\n".join([f"# {NAME}", "", "## Education", "", *edu, "## Experience", "", *exp])


_DUTIES = ("Designed experiments on transport networks.", "Led a team of four engineers and two interns.")


def txt_descriptions(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        edu += [_right(f"{s.degree_text}, {s.school.institution}{_where(s.school)}", s.when), *s.notes]
        edu += ["• Coursework in statistics, optimisation and numerical analysis."]
    exp = []
    for k, j in enumerate(jobs):
        exp += [_right(f"{j.job.title}, {j.job.org}{_where(j.job)}", j.when), f"• {_DUTIES[k % 2]}"]
        exp += ["• Published four papers on the results of this work."] if k % 3 == 0 else []
    return _plain(("EDUCATION", "EXPERIENCE"), edu, exp)


def tex_article_twoline(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    schools, jobs = _escaped(schools, jobs)
    edu = []
    for s in schools:
        edu.append(f"\\noindent\\textbf{{{s.degree_text}}} \\hfill {_tex_dates(s.when)}\\\\")
        edu.append(f"\\emph{{{s.school.institution}}}{_where(s.school)}\\\\")
        edu.extend(f"{n}\\\\" for n in s.notes)
        edu.append("")
    exp = []
    for j in jobs:
        exp += [f"\\noindent\\textbf{{{j.job.title}}} \\hfill {_tex_dates(j.when)}\\\\",
                f"\\emph{{{j.job.org}}}{_where(j.job)}", ""]
    return _tex("article", edu, exp)


def md_table_dates_last(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = ["| Degree | Institution | Years |", "|:--|:--|--:|"]
    edu += [f"| {s.degree_text} | {s.school.institution}{_where(s.school)} | {s.when} |" for s in schools]
    exp = ["| Position | Employer | Years |", "|:--|:--|--:|"]
    exp += [f"| {j.job.title} | {j.job.org}{_where(j.job)} | {j.when} |" for j in jobs]
    return _md(edu, exp)


# --- employers over two lines, columns of tabs, institution first ------------------------------------------------


def _split_org(org: str) -> list[str]:
    """``Department of X, University of Y`` -> its two lines; an employer without a unit stays one line."""
    head, sep, rest = org.partition(", ")
    return [head, rest] if sep and re.match(r"(?:Department|School|Faculty|Center|Centre)\b", head) else [org]


def txt_three_line(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        edu += [_right(s.degree_text, s.when), f"{s.school.institution}{_where(s.school)}", *s.notes, ""]
    exp = []
    for j in jobs:
        units = _split_org(j.job.org)
        units[-1] += _where(j.job)
        exp += [_right(j.job.title, j.when), *units, ""]
    return _plain(("Education", "Academic and Professional Positions"), edu, exp)


def txt_tab_columns(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        edu.append("\t".join(c for c in (s.when, s.degree_text, s.school.institution, s.school.location) if c))
        edu.extend(f"\t\t{n}" for n in s.notes)
    exp = ["\t".join(c for c in (j.when, j.job.title, j.job.org, j.job.location) if c) for j in jobs]
    return _plain(("EDUCATION", "EMPLOYMENT"), edu, exp)


def md_institution_first(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        edu.append(f"- **{s.school.institution}**{_where(s.school)}, {s.degree_text}, {s.when}")
        edu.extend(f"  - {n}" for n in s.notes)
    exp = [f"- **{j.job.org}**{_where(j.job)}, {j.job.title}, {j.when}" for j in jobs]
    return _md(edu, exp)


def tex_tabular_columns(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    schools, jobs = _escaped(schools, jobs)
    edu = ["\\begin{tabular}{lll}"]
    for s in schools:
        edu.append(f"{_tex_dates(s.when)} & {s.degree_text} & {s.school.institution}{_where(s.school)} \\\\")
        edu.extend(f" & \\multicolumn{{2}}{{l}}{{{n}}} \\\\" for n in s.notes)
    edu.append("\\end{tabular}")
    exp = ["\\begin{tabular}{lll}"]
    exp += [f"{_tex_dates(j.when)} & {j.job.title} & {j.job.org}{_where(j.job)} \\\\" for j in jobs]
    exp.append("\\end{tabular}")
    return _tex("article", edu, exp)


# --- subsections, other emphasis and separators -----------------------------------------------------------


_ACADEMIC_RE = re.compile(r"Universit|College|Institut|School|Faculty|Laborator|Lab\b|Center|Hospital")


def md_subsections(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    groups: dict[str, list[JobLine]] = {"### Academic Appointments": [], "### Industry": [], "### Internships": []}
    for j in jobs:
        key = ("### Internships" if j.job.kind == "internship"
               else "### Academic Appointments" if _ACADEMIC_RE.search(j.job.org) else "### Industry")
        groups[key].append(j)
    exp = []
    for heading, members in groups.items():
        exp += [heading, "", *[f"- **{j.job.title}**, {j.job.org}{_where(j.job)}, {j.when}" for j in members], ""]
    edu = []
    for s in schools:
        edu.append(f"- **{s.degree_text}**, {s.school.institution}{_where(s.school)}, {s.when}")
        edu.extend(f"  - {n}" for n in s.notes)
    return "\n".join([f"# {NAME}", "", "## Education", "", *edu, "", "## Professional Experience", "", *exp])


def md_underscores(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        edu.append(f"- __{s.degree_text}__, _{s.school.institution}_{_where(s.school)} {_paren(s.when)}")
        edu.extend(f"    - {n}" for n in s.notes)
    exp = [f"- __{j.job.title}__, _{j.job.org}_{_where(j.job)} {_paren(j.when)}" for j in jobs]
    return _md(edu, exp)


def txt_dates_mid(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        edu += [f"{s.degree_text} {_paren(s.when)}, {s.school.institution}{_where(s.school)}", *s.notes]
    exp = [f"{j.job.title} {_paren(j.when)}, {j.job.org}{_where(j.job)}" for j in jobs]
    return _plain(("Education", "Employment"), edu, exp)


def txt_semicolons(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    edu = []
    for s in schools:
        edu.append("; ".join(c for c in (s.degree_text, s.school.institution, s.school.location, s.when) if c)
                   + "".join(f"; {n}" for n in s.notes))
    exp = ["; ".join(c for c in (j.job.title, j.job.org, j.job.location, j.when) if c) for j in jobs]
    return _plain(("Education", "Positions Held"), edu, exp)


def txt_training(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    """Postdoctoral appointments listed with the degrees, under "Education and Training"."""
    edu = [_right(f"{j.job.title}, {j.job.org}{_where(j.job)}", j.when) for j in jobs if j.job.kind == "postdoc"]
    for s in schools:
        edu += [_right(f"{s.degree_text}, {s.school.institution}{_where(s.school)}", s.when), *s.notes]
    exp = [_right(f"{j.job.title}, {j.job.org}{_where(j.job)}", j.when) for j in jobs if j.job.kind != "postdoc"]
    return _plain(("EDUCATION AND TRAINING", "PROFESSIONAL EXPERIENCE"), edu, exp)


def md_bold_bullets_notes(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    """Bold titles with what the job was in sub-bullets, and degrees with an honours note."""
    edu = []
    for s in schools:
        edu.append(f"- **{s.degree_text}**, {s.school.institution}{_where(s.school)}, {s.when}")
        edu += [f"  - {n}" for n in s.notes] + ["  - Graduated with distinction"]
    exp = []
    for k, j in enumerate(jobs):
        exp += [f"- **{j.job.title}**, {j.job.org}{_where(j.job)}, {j.when}", f"  - {_DUTIES[k % 2]}"]
        exp += ["  - Supervised two Master's students."] if k % 3 == 0 else []
    return _md(edu, exp)


def md_degree_at(schools: list[SchoolLine], jobs: list[JobLine]) -> str:
    """``PhD in X at Y, Place (dates)`` and ``PhD, Y (X), Place, dates``; jobs as ``Title at Employer``."""
    edu = []
    for k, s in enumerate(schools):
        field = s.school.field
        if k % 2 and field:
            edu.append(f"- {s.school.degree}, {s.school.institution} ({field}){_where(s.school)}, {s.when}")
        else:
            edu.append(f"- {s.school.degree}{' in ' + field if field else ''} at {s.school.institution}"
                       f"{_where(s.school)} {_paren(s.when)}")
        edu.extend(f"  - {n}" for n in s.notes)
    exp = [f"- {j.job.title} at {j.job.org}{_where(j.job)}, {j.when}" for j in jobs]
    return _md(edu, exp)


TEMPLATES: tuple[Template, ...] = (
    Template("txt-one-line", ".txt", txt_one_line),
    Template("txt-two-line", ".txt", txt_two_line),
    Template("txt-dates-first-tab", ".txt", txt_dates_first_tab),
    Template("txt-dates-right", ".txt", txt_dates_right),
    Template("txt-date-above", ".txt", txt_date_above),
    Template("txt-date-below", ".txt", txt_date_below),
    Template("txt-caps-org", ".txt", txt_caps_org),
    Template("txt-org-first", ".txt", txt_org_first),
    Template("txt-bullets", ".txt", txt_bullets),
    Template("md-bold-bullets", ".md", md_bold_bullets),
    Template("md-org-headings", ".md", md_org_headings),
    Template("md-table", ".md", md_table, frozenset({"dissertation"})),
    Template("md-academicpages", ".md", md_academicpages),
    Template("md-hugo", ".md", md_hugo),
    Template("tex-moderncv", ".tex", tex_moderncv),
    Template("tex-awesome-cv", ".tex", tex_awesome),
    Template("tex-tabular", ".tex", tex_tabular),
    Template("tex-article-items", ".tex", tex_article_items),
    Template("txt-pipes", ".txt", txt_pipes),
    Template("txt-org-dash-title", ".txt", txt_org_dash_title),
    Template("txt-resume-columns", ".txt", txt_resume_columns),
    Template("txt-title-at-org", ".txt", txt_title_at_org),
    Template("md-bold-org", ".md", md_bold_org),
    Template("md-heading-at", ".md", md_heading_at),
    Template("md-paren-place", ".md", md_paren_place),
    Template("tex-moderncv-grade", ".tex", tex_moderncv_grade),
    Template("tex-jake", ".tex", tex_jake),
    Template("tex-cvitem", ".tex", tex_cvitem),
    Template("txt-wrapped", ".txt", txt_wrapped),
    Template("txt-grouped-org", ".txt", txt_grouped_org),
    Template("md-grouped-org", ".md", md_grouped_org),
    Template("txt-descriptions", ".txt", txt_descriptions),
    Template("tex-article-twoline", ".tex", tex_article_twoline),
    Template("md-table-dates-last", ".md", md_table_dates_last, frozenset({"advisors", "dissertation"})),
    Template("txt-three-line", ".txt", txt_three_line),
    Template("txt-tab-columns", ".txt", txt_tab_columns),
    Template("md-institution-first", ".md", md_institution_first),
    Template("tex-tabular-columns", ".tex", tex_tabular_columns),
    Template("md-subsections", ".md", md_subsections),
    Template("md-underscores", ".md", md_underscores),
    Template("txt-dates-mid", ".txt", txt_dates_mid),
    Template("txt-semicolons", ".txt", txt_semicolons),
    Template("txt-training", ".txt", txt_training),
    Template("md-bold-bullets-notes", ".md", md_bold_bullets_notes),
    Template("md-degree-at", ".md", md_degree_at),
)
