"""A variation matrix for section recognition: small invented CVs, one heading vocabulary x one heading style.

Each CV holds a name, an email, an anchor section under a plain heading (``Education``, or
``Skills`` when education is the section under test), the section under test, and a closing
section (``Skills``, or ``Awards``). The entries are the easy kind every reader knows, so only
the heading decides whether they land in the right section. The expected records follow from
the structured entries below; :func:`score_variant` pairs them with the extractor's output by
the team's scorer (``tests/scorer.py``) and counts a publication right only with its kind.

Headings that name no section the gold scores (``References``, ``Hobbies``) expect nothing from
their lines: entries that leak into the section above them count as spurious.

Deterministic: the same code writes the same files.

>>> len(VOCABULARY) > 80, len(STYLES) > 20
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tests import scorer

NAME, EMAIL = "Marta Quellen", "marta.quellen@example.edu"


@dataclass(frozen=True)
class Entry:
    """One entry: its line in the CV and the record the gold expects (``None`` for no record)."""

    line: str
    record: dict | str | None


def _pub(authors: str, title: str, venue: str, year: int) -> Entry:
    return Entry(f"{authors} ({year}). {title}. {venue}.", {"title": title, "venue": venue, "year": year})


# section -> its two entries; the publication entries are completed with a kind by the vocabulary
ENTRIES: dict[str, tuple[Entry, ...]] = {
    "education": (
        Entry(
            "Ph.D. in Hydrology, University of Tarnow, 2012", {"degree": "Ph.D.", "institution": "University of Tarnow"}
        ),
        Entry("B.S. in Geology, Orlen College, 2006", {"degree": "B.S.", "institution": "Orlen College"}),
    ),
    "positions": (
        Entry(
            "Associate Professor, Department of Earth Sciences, Velmont University, 2018-present",
            {"title": "Associate Professor", "organization": "Department of Earth Sciences, Velmont University"},
        ),
        Entry(
            "Research Scientist, Hydrowave Laboratories, 2012-2018",
            {"title": "Research Scientist", "organization": "Hydrowave Laboratories"},
        ),
    ),
    "awards": (
        Entry("Early Career Award, Hydrology Society, 2017", {"name": "Early Career Award"}),
        Entry("Young Investigator Prize, 2015", {"name": "Young Investigator Prize"}),
    ),
    "publications": (
        _pub("Quellen, M. and Darrow, P.", "Groundwater recharge in karst basins", "Hydrology Letters", 2019),
        _pub("Quellen, M.", "Sediment transport under variable flow", "Water Resources Quarterly", 2016),
    ),
    "talks": (
        Entry(
            '"Karst aquifers and climate", Department of Geology, Orlen College, March 2019',
            {"title": "Karst aquifers and climate", "host": "Department of Geology, Orlen College"},
        ),
        Entry(
            '"Rivers in motion", Institute of Water Studies, May 2017',
            {"title": "Rivers in motion", "host": "Institute of Water Studies"},
        ),
    ),
    "teaching": (
        Entry(
            "GEO 210: Introduction to Hydrology, Fall 2019",
            {"course": "Introduction to Hydrology", "term": "Fall 2019"},
        ),
        Entry("GEO 410: Groundwater Modeling, Spring 2020", {"course": "Groundwater Modeling", "term": "Spring 2020"}),
    ),
    "service": (
        Entry(
            "Associate Editor, Journal of Hydrology, 2019-2022",
            {"role": "Associate Editor", "venue": "Journal of Hydrology", "year": "2019-2022"},
        ),
        Entry(
            "Reviewer, Water Resources Research, 2018",
            {"role": "Reviewer", "venue": "Water Resources Research", "year": 2018},
        ),
    ),
    "students": (
        Entry("Ana Pirlo, Ph.D. student, 2019-present", {"name": "Ana Pirlo"}),
        Entry("Tomas Vendt, M.S., 2016-2018", {"name": "Tomas Vendt"}),
    ),
    "committees": (
        Entry("Lena Brask, Ph.D., Velmont University, 2021", {"name": "Lena Brask"}),
        Entry("Omar Tilde, Ph.D., Orlen College, 2019", {"name": "Omar Tilde"}),
    ),
    "projects": (
        Entry("RiverNet: A sensor network for monitoring river discharge, 2018-2021", {"name": "RiverNet"}),
        Entry("KarstLab: An open archive of cave survey data, 2015-2017", {"name": "KarstLab"}),
    ),
    "skills": (Entry("Python, MODFLOW, ArcGIS", None),),
    "interests": (Entry("groundwater hydrology, karst systems, sediment transport", None),),
    "references": (
        Entry("Prof. Anna Berg, Velmont University, anna.berg@velmont.example.edu", None),
        Entry("Dr. Piet Hollis, Orlen College, p.hollis@orlen.example.edu", None),
    ),
    "languages": (Entry("English (native), French (fluent), Polish (basic)", None),),
    "memberships": (
        Entry("American Geophysical Union, 2010-present", None),
        Entry("International Association of Hydrogeologists, 2012-present", None),
    ),
    "personal": (Entry("Born 1984 in Gdansk; citizenship: Canadian", None),),
    "hobbies": (Entry("Climbing, chess, cave photography", None),),
    "certifications": (Entry("Registered Professional Geologist, State of Oregon, 2014", None),),
}
# A thesis heading lists the subject's own thesis
THESIS = (
    Entry(
        "Quellen, M. (2012). Groundwater recharge in karst basins. Ph.D. dissertation, University of Tarnow.",
        {"title": "Groundwater recharge in karst basins", "year": 2012},
    ),
)
STRING_ITEMS = {
    "skills": ["Python", "MODFLOW", "ArcGIS"],
    "interests": ["groundwater hydrology", "karst systems", "sediment transport"],
}
UNSCORED = frozenset({"references", "languages", "memberships", "personal", "hobbies", "certifications"})

# (section, heading, publication kind the heading names or None when the heading names none)
_V = [
    ("education", ["Education", "Academic Background", "Degrees", "Education and Training", "Qualifications",
                   "Academic Qualifications", "Educational Background", "Education & Training", "Academic Preparation",
                   "Postgraduate Training", "Degrees Earned", "Formal Education"]),
    ("positions", ["Academic Appointments", "Professional Experience", "Employment", "Research Experience",
                   "Clinical Appointments", "Positions Held", "Work History", "Industry Experience",
                   "Employment History", "Academic Positions", "Appointments", "Experience", "Current Position",
                   "Previous Positions", "Faculty Appointments", "Hospital Appointments", "Administrative Appointments",
                   "Professional Appointments", "Academic Employment", "Visiting Positions", "Work Experience",
                   "Relevant Experience", "Career History", "Professional History"]),
    ("awards", ["Honors", "Honours and Awards", "Fellowships and Grants", "Grants and Funding", "Scholarships",
                "Distinctions", "Research Support", "Awards", "Prizes", "Grants", "Fellowships", "Awards and Honors",
                "Honors & Awards", "Grants, Fellowships, and Awards", "Research Grants", "External Funding",
                "Awards and Recognition", "Recognition", "Funded Research", "Grant Support", "Research Funding",
                "Completed Research Support", "Grants Received"]),
    ("talks", ["Invited Talks", "Conference Presentations", "Invited Lectures", "Seminars and Colloquia",
               "Presentations", "Talks", "Keynote Addresses", "Selected Talks", "Invited Presentations",
               "Invited Seminars", "Conference Talks", "Oral Presentations", "Lectures", "Colloquia",
               "Public Lectures", "Talks and Presentations", "Speaking Engagements"]),
    ("teaching", ["Teaching Experience", "Courses Taught", "Teaching", "Instruction", "Teaching Activities",
                  "Courses", "Classes Taught", "Teaching Appointments", "Courses Developed"]),
    ("service", ["Professional Service", "Editorial Boards", "Reviewing", "Referee Service", "Program Committees",
                 "University Service", "Outreach", "Service", "Editorial Service", "Journal Refereeing",
                 "Professional Activities", "Service to the Profession", "Departmental Service", "Committee Service",
                 "Editorial Activities", "Peer Review", "Journal Reviewer", "Conference Organization",
                 "Academic Service", "Ad Hoc Reviewer", "Grant Review Panels"]),
    ("students", ["Mentoring", "Advising", "Supervision", "Graduate Students Supervised", "Doctoral Students",
                  "Students", "Research Supervision", "Student Advising", "Students Supervised", "Ph.D. Students",
                  "Research Mentoring", "Current Students", "Former Students", "Trainees", "Graduate Advising",
                  "Thesis Supervision", "Doctoral Supervision", "Theses Supervised"]),
    ("committees", ["Thesis Committees", "Dissertation Committees", "External Examiner",
                    "Doctoral Committees", "Ph.D. Thesis Committees", "Thesis Examination",
                    "Doctoral Examining Committees", "PhD Juries", "External Examiner of Theses"]),
    ("projects", ["Projects", "Research Projects", "Selected Projects", "Software Projects", "Open Source Projects"]),
    ("skills", ["Skills", "Technical Skills", "Computer Skills", "Software", "Programming Languages",
                "Technical Expertise", "Laboratory Skills", "Laboratory Techniques", "Programming",
                "Tools and Technologies", "Computational Skills"]),
    ("interests", ["Research Interests", "Areas of Expertise", "Interests", "Research Areas", "Research Focus",
                   "Fields of Specialization", "Research Themes", "Areas of Interest", "Research Topics"]),
    ("references", ["References", "Referees", "Professional References"]),
    ("languages", ["Languages", "Language Skills"]),
    ("memberships", ["Memberships", "Professional Memberships", "Professional Affiliations", "Professional Societies",
                     "Society Memberships"]),
    ("personal", ["Personal", "Personal Information", "Personal Details", "Citizenship", "Additional Information"]),
    ("hobbies", ["Hobbies", "Interests and Hobbies", "Personal Interests", "Hobbies and Interests"]),
    ("certifications", ["Certifications", "Licensure and Certification"]),
]  # fmt: skip
_PUBLICATION_HEADINGS = [
    ("Refereed Journal Articles", "journal"), ("Peer-Reviewed Conference Papers", "conference"),
    ("Book Chapters", "other"), ("Books", "other"), ("Working Papers", "preprint"), ("Work in Progress", None),
    ("Preprints", "preprint"), ("Manuscripts under Review", "preprint"), ("Selected Publications", None),
    ("Patents", "patent"), ("Posters", "poster"), ("Abstracts", None), ("Edited Volumes", "other"),
    ("Reviews", None), ("Dissertation", "thesis"), ("Publications", None), ("Journal Publications", "journal"),
    ("Conference Proceedings", "conference"), ("Workshop Papers", "workshop"), ("Peer-Reviewed Publications", None),
    ("Articles in Refereed Journals", "journal"), ("Papers in Preparation", None), ("Technical Reports", "preprint"),
    ("Journal Articles", "journal"), ("Peer-Reviewed Journal Articles", "journal"),
    ("Refereed Conference Proceedings", "conference"), ("Conference Papers", "conference"),
    ("Chapters in Edited Volumes", "other"), ("Book Reviews", "other"), ("Other Publications", None),
    ("Non-Refereed Publications", None), ("Submitted Manuscripts", "preprint"), ("Under Review", "preprint"),
    ("Manuscripts in Preparation", "preprint"), ("Published Abstracts", None), ("Conference Abstracts", None),
    ("Monographs", "other"), ("Edited Books", "other"), ("Theses", "thesis"), ("Journal Papers", "journal"),
    ("Publications and Preprints", None), ("Encyclopedia Entries", None), ("Refereed Articles", "journal"),
    ("Patents & Inventions", "patent"),
]  # fmt: skip


@dataclass(frozen=True)
class Heading:
    """One row of the matrix: a heading's words, the section they open, the publication kind they name."""

    section: str
    text: str
    kind: str | None = None


VOCABULARY: tuple[Heading, ...] = tuple(
    [Heading(s, h) for s, heads in _V for h in heads]
    + [Heading("publications", h, k) for h, k in _PUBLICATION_HEADINGS]
)
# The generic heading a nested style puts above the one under test ("Publications" over "Book Chapters")
PARENTS = {"publications": "Publications", "talks": "Presentations", "service": "Service", "positions": "Experience",
           "awards": "Awards", "students": "Mentoring", "committees": "Service", "teaching": "Teaching"}  # fmt: skip


def _caps(text: str) -> str:
    return text.upper()


def _text_heading(style: str, text: str, index: int) -> list[str]:
    letters = "ABCDEFGHIJ"
    return {
        "caps": [_caps(text)],
        "title": [text],
        "colon": [text + ":"],
        "underline=": [text, "=" * len(text)],
        "underline-": [text, "-" * len(text)],
        "numbered": [f"{index}. {text}"],
        "lettered": [f"{letters[index - 1]}. {text}"],
        "rule": ["_" * 60, _caps(text)],
        "pdf-page": [f"Marta Quellen - Curriculum Vitae - Page {index} of 4", "", _caps(text)],
        "spaced": ["   ".join(" ".join(w) for w in _caps(text).split())],
        "boxrule": [_caps(text), "\u2500" * 60],
        "icon": [f"\u25a0 {_caps(text)}"],
        "caps-colon": [_caps(text) + ":"],
        "qualified": [f"{text} (since 2012)"],
        "caps-note": [f"{_caps(text)} (* denotes a student author)"],
        "caps-unmarked": [_caps(text)],
        "title-unmarked": [text],
    }[style]


def _md_heading(style: str, text: str, index: int) -> list[str]:
    return {
        "md-h1": [f"# {text}"],
        "md-h2": [f"## {text}"],
        "md-h3": [f"### {text}"],
        "md-bold": [f"**{text}**"],
        "md-setext": [text, "-" * len(text)],
        "md-h2-bold": [f"## **{text}**"],
        "md-h2-emoji": [f"## \U0001f4cc {text}"],
        "md-h2-attr": [f"## {text} {{#sec-{index}}}"],
        "md-bold-colon": [f"**{text}:**"],
        "md-h2-caps": [f"## {_caps(text)}"],
        "md-h2-colon": [f"## {text}:"],
        "md-bold-caps": [f"**{_caps(text)}**"],
        "md-h2-qualified": [f"## {text} (selected)"],
    }[style]


def _tex_escape(text: str) -> str:
    return text.replace("&", r"\&").replace("%", r"\%").replace("_", r"\_")


def _tex_heading(style: str, text: str, index: int) -> list[str]:
    text = _tex_escape(text)
    return {
        "tex-section": [rf"\section{{{text}}}"],
        "tex-section*": [rf"\section*{{{text}}}"],
        "tex-subsection": [rf"\subsection*{{{text}}}"],
        "tex-cvsection": [rf"\cvsection{{{text}}}"],
        "tex-moderncv": [rf"\section{{{text}}}"],
        "tex-textbf": ["", rf"\noindent\textbf{{{text}}}\\"],
        "tex-textsc": ["", rf"\noindent\textsc{{{text}}}\par"],
        "tex-section-icon": [rf"\section*{{\faBook\ {text}}}"],
        "tex-section-caps": [rf"\section*{{\textsc{{{text}}}}}"],
        "tex-large-bf": ["", rf"{{\large\bfseries {text}}}\\", r"\hrule", ""],
        "tex-label": [rf"\section{{{text}}}\label{{sec:s{index}}}"],
        "tex-color": [rf"\section*{{\color{{blue}}{text}}}"],
    }[style]


def _html_heading(style: str, text: str, index: int) -> list[str]:
    text = text.replace("&", "&amp;")
    return {"html-h2": [f"<h2>{text}</h2>"], "html-h3": [f"<h3>{text}</h3>"],
            "html-strong": [f"<p><strong>{text}</strong></p>"],
            "html-h2-icon": [f'<h2><i class="fa fa-book"></i> {text}</h2>'],
            "html-h2-anchor": [f'<h2 id="s{index}"><a href="#s{index}">{text}</a></h2>'],
            "html-div-title": [f'<div class="section-title">{text}</div>'],
            "html-b-br": [f"<b>{text.upper()}</b><br>"]}[style]  # fmt: skip


TEXT_STYLES = (
    "caps",
    "title",
    "colon",
    "underline=",
    "underline-",
    "numbered",
    "lettered",
    "rule",
    "pdf-page",
    "spaced",
    "boxrule",
    "icon",
    "caps-colon",
    "left-column",
    "qualified",
    "caps-note",
    "caps-unmarked",
    "title-unmarked",
)
MD_STYLES = (
    "md-h1",
    "md-h2",
    "md-h3",
    "md-bold",
    "md-setext",
    "md-h2-bold",
    "md-h2-emoji",
    "md-h2-attr",
    "md-bold-colon",
    "md-h2-caps",
    "md-h2-colon",
    "md-bold-caps",
    "md-h2-qualified",
)
TEX_STYLES = (
    "tex-section",
    "tex-section*",
    "tex-subsection",
    "tex-cvsection",
    "tex-moderncv",
    "tex-textbf",
    "tex-textsc",
    "tex-section-icon",
    "tex-section-caps",
    "tex-large-bf",
    "tex-label",
    "tex-color",
)
HTML_STYLES = ("html-h2", "html-h3", "html-strong", "html-h2-icon", "html-h2-anchor", "html-div-title", "html-b-br")
# Nested: a generic parent heading, then the heading under test one level below it
NESTED_STYLES = ("nested-text", "nested-md", "nested-tex", "nested-html")
STYLES = TEXT_STYLES + MD_STYLES + TEX_STYLES + HTML_STYLES + NESTED_STYLES


def _format(style: str) -> str:
    if style in MD_STYLES or style == "nested-md":
        return "md"
    if style in TEX_STYLES or style == "nested-tex":
        return "tex"
    if style in HTML_STYLES or style == "nested-html":
        return "html"
    return "txt"


def _headings(style: str, text: str, index: int, parent: str | None = None) -> list[str]:
    if style.startswith("nested-"):
        fmt = _format(style)
        outer, inner = {"txt": ("caps", "title"), "md": ("md-h2", "md-h3"), "tex": ("tex-section", "tex-subsection"),
                        "html": ("html-h2", "html-h3")}[fmt]  # fmt: skip
        if parent is None:
            return _headings(outer, text, index)
        return [*_headings(outer, parent, index), "", *_headings(inner, text, index)]
    if style in TEXT_STYLES:
        return _text_heading(style, text, index)
    if style in MD_STYLES:
        return _md_heading(style, text, index)
    if style in TEX_STYLES:
        return _tex_heading(style, text, index)
    return _html_heading(style, text, index)


def _entry_lines(fmt: str, entries: tuple[Entry, ...], style: str = "") -> list[str]:
    if style.endswith("-unmarked"):  # PDF text that lost its bullets: one entry a line
        return [e.line for e in entries]
    if fmt == "tex":
        return [r"\begin{itemize}", *(rf"\item {_tex_escape(e.line)}" for e in entries), r"\end{itemize}"]
    if fmt == "html":
        items = (f"<li>{e.line.replace('&', '&amp;')}</li>" for e in entries)
        return ["<ul>", *items, "</ul>"]
    return [f"- {e.line}" for e in entries]


def _header(fmt: str, style: str) -> list[str]:
    if fmt == "md":
        return [f"# {NAME}", "", EMAIL, ""]
    if fmt == "html":
        return ["<html><head><title>Marta Quellen - CV</title></head><body>", f"<h1>{NAME}</h1>",
                f'<p><a href="mailto:{EMAIL}">{EMAIL}</a></p>']  # fmt: skip
    if fmt == "tex":
        if style == "tex-moderncv":
            return [r"\documentclass[11pt]{moderncv}", r"\moderncvstyle{classic}", r"\name{Marta}{Quellen}",
                    rf"\email{{{EMAIL}}}", r"\begin{document}", r"\makecvtitle", ""]  # fmt: skip
        if style == "tex-cvsection":
            return [r"\documentclass[11pt]{awesome-cv}", r"\name{Marta}{Quellen}", rf"\email{{{EMAIL}}}",
                    r"\begin{document}", r"\makecvheader", ""]  # fmt: skip
        return [r"\documentclass{article}", r"\begin{document}", r"\begin{center}", rf"{{\Large {NAME}}}\\",
                rf"\href{{mailto:{EMAIL}}}{{{EMAIL}}}", r"\end{center}", ""]  # fmt: skip
    return [NAME, EMAIL, ""]


def _footer(fmt: str) -> list[str]:
    return {"tex": [r"\end{document}"], "html": ["</body></html>"]}.get(fmt, [])


@dataclass(frozen=True)
class Variant:
    """One CV of the matrix."""

    heading: Heading
    style: str
    suffix: str
    text: str
    gold: dict

    @property
    def name(self) -> str:
        slug = "".join(c if c.isalnum() else "-" for c in self.heading.text.lower()).strip("-")
        style = "".join(c if c.isalnum() else "_" for c in self.style)
        return f"{self.heading.section}--{slug}--{style}"


def _entries(section: str, heading: Heading) -> tuple[Entry, ...]:
    return THESIS if section == "publications" and heading.kind == "thesis" else ENTRIES[section]


def _gold_records(section: str, heading: Heading) -> list:
    kind = heading.kind
    if section in STRING_ITEMS:
        return list(STRING_ITEMS[section])
    out = []
    for e in _entries(section, heading):
        if isinstance(e.record, dict):
            out.append({**e.record, "kind": kind} if section == "publications" else dict(e.record))
    return out


def variant(heading: Heading, style: str) -> Variant:
    """The CV that puts ``heading`` (in ``style``) over its section's entries, between two plain sections."""
    fmt = _format(style)
    anchor, closing = ("skills", "awards") if heading.section == "education" else ("education", "skills")
    if heading.section == "skills":
        closing = "awards"
    if heading.kind == "thesis":
        anchor, closing = "awards", "skills"  # a thesis heading right under Education details the degree
    parts = [(anchor, anchor.capitalize(), None), (heading.section, heading.text, PARENTS.get(heading.section)),
             (closing, closing.capitalize(), None)]  # fmt: skip
    lines = _header(fmt, style)
    for index, (section, text, parent) in enumerate(parts, start=1):
        if style == "left-column":  # a PDF's two columns: the heading in the left, the entries in the right
            entries = [e.line for e in _entries(section, heading)]
            width = max(28, len(text) + 4)
            lines += [f"{_caps(text):<{width}}{entries[0]}", *(" " * width + e for e in entries[1:]), ""]
            continue
        lines += _headings(style, text, index, parent if section == heading.section else None)
        lines += ["", *_entry_lines(fmt, _entries(section, heading), style), ""]
    lines += _footer(fmt)
    gold: dict = {"source": "", "person": {"name": NAME}}
    for name in (*scorer.SECTIONS, *scorer.STRING_LISTS):
        gold[name] = []
    for section, _, _ in parts:
        if section not in UNSCORED:
            gold[section] = gold[section] + _gold_records(section, heading)
    return Variant(heading, style, fmt, "\n".join(lines) + "\n", gold)


def variants() -> list[Variant]:
    """Every heading of the vocabulary in every style (nested styles only where the section has a parent)."""
    out = []
    for heading in VOCABULARY:
        for style in STYLES:
            if style.startswith("nested-") and heading.section not in PARENTS:
                continue
            out.append(variant(heading, style))
    return out


FULL_SECTIONS = ("interests", "education", "positions", "publications", "awards", "talks", "teaching", "students",
                 "committees", "service", "projects", "skills", "memberships", "references")  # fmt: skip


def full_variant(number: int) -> Variant:
    """A whole CV: every section, each under a heading drawn from its vocabulary, in one style, the sections
    in an order that turns with ``number``."""
    flat = [s for s in STYLES if not s.startswith("nested-")]
    style = flat[number % len(flat)]
    fmt = _format(style)
    turn = number % len(FULL_SECTIONS)
    chosen = []
    for k, section in enumerate(FULL_SECTIONS[turn:] + FULL_SECTIONS[:turn]):
        pool = [h for h in VOCABULARY if h.section == section and h.kind != "thesis"]
        chosen.append(pool[(number * 7 + k * 3) % len(pool)])
    lines = _header(fmt, style)
    gold: dict = {"source": "", "person": {"name": NAME}}
    for name in (*scorer.SECTIONS, *scorer.STRING_LISTS):
        gold[name] = []
    for index, heading in enumerate(chosen, start=1):
        entries = _entries(heading.section, heading)
        if style == "left-column":
            width = max(28, len(heading.text) + 4)
            lines += [f"{_caps(heading.text):<{width}}{entries[0].line}", *(" " * width + e.line for e in entries[1:])]
            lines.append("")
        else:
            lines += [*_headings(style, heading.text, min(index, 9)), "", *_entry_lines(fmt, entries, style), ""]
        if heading.section not in UNSCORED:
            gold[heading.section] = gold[heading.section] + _gold_records(heading.section, heading)
    lines += _footer(fmt)
    return Variant(Heading("full", f"CV {number}"), style, fmt, "\n".join(lines) + "\n", gold)


def full_variants(count: int = 60) -> list[Variant]:
    """``count`` whole CVs (see :func:`full_variant`)."""
    return [full_variant(n) for n in range(count)]


def write(folder: Path, chosen: list[Variant]) -> list[Path]:
    """Write each variant's CV to ``folder`` as ``NAME.SUFFIX``."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for v in chosen:
        path = folder / f"{v.name}.{v.suffix}"
        path.write_text(v.text, encoding="utf-8")
        paths.append(path)
    return paths


@dataclass(frozen=True)
class Outcome:
    """How the extractor did on one variant: records right, expected and predicted; missing kinds."""

    matched: int
    gold: int
    pred: int
    misses: tuple[str, ...]

    @property
    def f1(self) -> float:
        return 2 * self.matched / (self.gold + self.pred) if self.gold + self.pred else 1.0


def score_variant(v: Variant, layout: dict) -> Outcome:
    """Micro record F1 over every section: a missed heading loses records, a leak adds spurious ones; a
    publication counts only with the kind its heading names (any kind where the heading names none)."""
    matched = n_gold = n_pred = 0
    misses: list[str] = []
    for name in (*scorer.SECTIONS, *scorer.STRING_LISTS):
        gold, pred = v.gold.get(name) or [], layout.get(name) or []
        if name in scorer.STRING_LISTS:
            gold, pred = [{"v": g} for g in gold], [{"v": p} for p in pred]
            keys: tuple[str, ...] = ("v",)
        else:
            keys = scorer.SECTIONS[name][0]
        pairs = scorer.match(gold, pred, keys)
        good = [
            (i, j) for i, j in pairs if name != "publications" or gold[i].get("kind") in (None, pred[j].get("kind"))
        ]
        for i, j in pairs:
            if (i, j) not in good:
                misses.append(f"{name}: kind {pred[j].get('kind')} for {gold[i].get('kind')}")
        paired_g = {i for i, _ in good}
        paired_p = {j for _, j in good}
        misses += [f"{name}: missed {scorer.key_of(g, keys)!r}" for i, g in enumerate(gold) if i not in paired_g]
        misses += [f"{name}: spurious {scorer.key_of(p, keys)!r}" for j, p in enumerate(pred) if j not in paired_p]
        matched, n_gold, n_pred = matched + len(good), n_gold + len(gold), n_pred + len(pred)
    return Outcome(matched, n_gold, n_pred, tuple(misses))
