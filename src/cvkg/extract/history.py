"""Education: degrees assembled from lines that each carry some of the fields; and the pieces
the position reader (:mod:`cvkg.extract.jobs`) shares: places, labels, dates, orphan dates.

CVs spread one entry over several lines in any order (institution / location / degree /
dates / advisor), or put it all on one line with tabs between the columns. Each line is read
for the fields it carries; an entry closes when a field it already has comes again.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from dataclasses import dataclass

from cvkg.extract import dates, layout, places
from cvkg.extract import names as nm
from cvkg.extract.degrees import (
    AT_INSTITUTION_RE,
    DASH_RE,
    DEGREE_RE,
    FIELD_LEAD_RE,
    GLOSSED_DEGREE_RE,
    HONOURS_PART_RE,
    LOWER_NOTE_RE,
    PROFESSIONAL_RE,
    columns_as_fields,
    field_after,
    find_degree,
    is_field_note,
    is_note,
    is_sure_place,
    joint_degrees,
    place_column,
)
from cvkg.extract.places import INSTITUTION_RE, PLACE_RE, split_place
from cvkg.extract.roles import ROLE_MODIFIERS, ROLE_NOUNS, role_run
from cvkg.model import (
    Award,
    DateBound,
    Degree,
    PartialDate,
    Period,
    Position,
    PositionKind,
    SourceDocument,
)

# appointments some CVs list among degrees: a postdoc, a visit, a chief residency (a year's post after residency)
_POSTDOC_RE = re.compile(
    r"post-?doc|visiting|chief resident|(?:clinical |research |senior )?(?:resident|fellow|intern)\b", re.I
)
# A clinician's post listed with the degrees: "Resident, Pediatrics, X Hospital", "Clinical Fellow, Cardiology, Y"
# ("Clinical and Research Fellow": two kinds of post at once)
_CLINICAL_POST_RE = re.compile(
    r"(?:(?:Chief|Clinical|Research|Senior)(?: and (?:Clinical|Research))? )?(?:Resident|Fellow|Intern)(?=,|\s+\()"
)
# "Thesis" in Spanish, Portuguese, French and Italian: "Tesis:" labels the thesis as "Thesis:" does; so does the
# Nordic degree's "Degree project:" (examensarbete)
_FOREIGN_THESIS = r"tesis|tese|th[eè]se|tesi|disserta[çc][ãa]o|degree project"
_LABEL_RE = re.compile(
    # ("supervisor of thesis: X": the thesis's supervisor, one label)
    r"(?:^|[\s,;(])(?P<label>(?:co-?)?(?:advisors?|supervisors?|mentors?|advisers?)"
    r"(?:\s+of\s+(?:the\s+)?(?:thesis|dissertation)(?=\s*:))?"
    r"|(?:directeur de th[eè]se|directrice de th[eè]se|director de tesis|directora de tesis|betreuer(?:in)?"
    r"|relatore|relatrice|(?:co-?)?orientador(?:a|es|as)?|tutor(?:a|es|as)?"
    r"|(?<!program )(?<!programme )(?:co-?)?director(?:a|es|as)?|program(?:me)? director"  # no advisor, the last
    r"|directeurs de th[eè]se|betreuer(?:innen)?|relatori"
    # the advisor in French, Spanish, German, Italian, Portuguese; India's guide; the Low Countries' promotor
    rf"|guide|(?:co-?)?promot[eo]r(?:es|s|en)?|garante?|{_FOREIGN_THESIS})(?=\s*:)"
    r"|supervised by|advised by|mentored by|hosted by|host(?=\s*:)|(?:dissertation|thesis)(?:\s+title(?=\s*:))?"
    r"|gpa|grade|minor|major"
    r"|direction|focus|concentration|honou?rs(?=\s*:)"
    r"|(?:(?:thesis\s+|dissertation\s+)?committee\s+)?chair(?:man|person)?(?=\s*:)"  # a US PhD's advisor chairs it
    r"|(?:thesis\s+|dissertation\s+)?committee(?=\s*:))(?![\w-])\s*:?\s*",
    re.I,
)
_FOREIGN_THESIS_RE = re.compile(_FOREIGN_THESIS)
# A prize named after the degree it crowned: "Prize for the Best Laurea", "Premio Extraordinario de Licenciatura"
_PRIZE_RE = re.compile(r"^(?:premio|prize|prix|preis|pr[eê]mio|award|medal|medalla)\b", re.I)
# A thesis and its advisor in a sentence: "Master's thesis with Dr. X", "Diploma thesis under Prof. Y"
_THESIS_WITH_RE = re.compile(
    r"^(?:[\w.'’-]+\s){0,2}thesis\s+(?:with|under|supervised by|advised by)\s+((?:(?:Prof|Dr)\.\s*)?[A-Z].*)$", re.I
)
_LICENSURE_RE = re.compile(
    r"^(?:(?:medical|professional|state)\s+)?licen[cs](?:e|ure)\s+(?:to\s+practi[cs]e|as\s+a\b)|^approbation\b"
    r"|^board\s+certifi",
    re.I,
)
# What is left around a date taken out of "2022 - present: Title" or "*2020* · Amsterdam, NL"
_SEPARATORS = " ,;:|·•-–—"


_EXPECTED_RE = re.compile(r"\b(?:expected|anticipated|exp\.)\s*:?\s*$", re.I)


def _field_after_colon(entry: _Entry, before: str) -> str:
    """``University of X: Natural Sciences`` before the degree: the institution, and after its colon the field
    (Jake's resume sets "University: Field Degree"); the text before the degree, the field taken."""
    institution, colon, field = before.partition(":")
    if not colon or INSTITUTION_RE.search(field) or not INSTITUTION_RE.search(institution) or not field.strip():
        return before
    entry.field = field.strip(" ,;") if not entry.field else f"{field.strip(' ,;')} ({entry.field})"
    return institution


def _entry_dates(text: str) -> dates.DateMatch | None:
    """The dates of the entry a line holds: of several ranges, the one that opens or closes the line (its date
    column), not one inside a note (``..., fellow from 2022.  since 10/2021``); else the first range or date."""
    ranges = [d for d in dates.find_all_dates(text) if d.is_range]
    if len(ranges) > 1:
        if not text[: ranges[0].begin].strip(_SEPARATORS + "(*"):
            return ranges[0]
        if not text[ranges[-1].stop :].strip(_SEPARATORS + ").*"):
            return ranges[-1]
    return dates.find_dates(text)


def take_dates(text: str) -> tuple[str, dates.DateMatch | None, bool]:
    """The text without its date (range), the date, and whether a lone ``Now``/``Present`` was there."""
    found = _entry_dates(text)
    if found is not None:
        head = _EXPECTED_RE.sub("", text[: found.begin])  # "Dublin, Ireland, Expected June 2026"
        after = text[found.stop :]
        # a vita's "2009–Present. Associate Professor.": the period closes the dates that lead the line
        after = re.sub(r"^\.\s+", "", after) if not head.strip() else after
        text = (head + " " + after).strip()
        text = re.sub(r"\(\s*(?:expected|anticipated|\d+\s*months?|\d+\s*years?)\s*\)", "", text, flags=re.I)
        text = re.sub(r"\(\s*\)|\[\s*\]", " ", text)  # "Scientist (2021–present)" leaves "Scientist ( )"
        text = re.sub(r"\s*[,;]\s*(?=[,;.]|$)", "", text.strip())  # "Waterloo, 2019." leaves "Waterloo, ."
        return text.strip(_SEPARATORS), found, False
    m = re.search(r"(?<![\w])(?:present|now|current|ongoing)(?![\w])", text, re.I)
    if m and len(text.split()) <= 3:
        return (text[: m.start()] + text[m.end() :]).strip(_SEPARATORS), None, True
    return text, None, False


# A line led by a column of dates: "2019–2021      Postdoctoral Fellow, ..."; where its text column starts
_DATE_COLUMN_RE = re.compile(r"^(?P<dates>\S.*?)(?P<gap>\s{2,}|\t+)(?=\S)")


def is_date_head(raw: str) -> bool:
    """A line of dates alone, or of dates and the place (``01/10/2020 – CURRENT Kraków, Poland``)."""
    text, when, ongoing = take_dates(layout.plain(raw))
    return bool(when or ongoing) and (not text or is_town(text))


_TOWN_PARTICLES = frozenset(
    ["am", "an", "der", "upon", "sur", "en", "le", "del", "di", "da", "do", "dos", "das", "of", "the", "and", "on"]
)


def is_town(text: str) -> bool:
    """A town the gazetteer may not know, and its country: a few capitalised words that name no employer
    and no role (``Frankfurt am Main, Germany``)."""
    words = text.replace(",", " ").split()
    capitalised = all(w[:1].isupper() or w in _TOWN_PARTICLES for w in words)
    country = text.rsplit(",", 1)[-1].strip()
    named = places.is_place(text) or any(f(country) for f in (places.is_country, places.is_us_state, places.is_city))
    is_other = role_run(text) is not None or INSTITUTION_RE.search(text) or find_degree(text)
    return 1 <= len(words) <= 5 and capitalised and named and not is_other


def join_hanging(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """An entry a PDF wrapped under its date column (``2019–2021   Fellow, Institute for Data`` /
    ``            Science, Toronto, Canada``) as one line, the continuation's line left blank.

    A line continues the one above when it starts at the text column of a date-led line above it, carries no
    marker, label or dates of its own, and the line above it filled the column (four fifths of the widest date-led
    line or more) without ending a sentence: a short line above an indented one is a note under it, not a wrap.

    >>> join_hanging([(1, "2019    Fellow, Loom Institute for Data"), (2, "        Science, Leeds"), (3, "x")])
    [(1, '2019    Fellow, Loom Institute for Data Science, Leeds'), (2, ''), (3, 'x')]
    """
    led = [t.expandtabs(4).rstrip() for _, t in lines if (m := _DATE_COLUMN_RE.match(t.expandtabs(4)))
           and dates.is_only_dates(m.group("dates"))]
    width = max((len(t) for t in led), default=0)  # the text column's right edge: the widest date-led line
    out = list(lines)
    at, column, last = None, None, ""
    for i, (n, t) in enumerate(lines):
        if not t.strip():
            continue
        text = t.expandtabs(4)
        is_wrap = (
            at is not None
            and column is not None
            and layout.indent_of(text) == column
            and len(last.rstrip()) >= 0.8 * width
            and not last.rstrip().endswith(".")
            and not layout.has_marker(t)
            and not labels(t.strip())[1]
            and dates.find_dates(t) is None
        )
        if is_wrap and at is not None:
            out[at] = (out[at][0], f"{out[at][1].rstrip()} {t.strip()}")
            out[i] = (n, "")
            last = text
            continue
        at, last = i, text
        m = _DATE_COLUMN_RE.match(text)
        column = m.end() if m and dates.is_only_dates(m.group("dates")) else None
    return out


def labels(text: str) -> tuple[str, dict[str, str]]:
    """``"X, Supervisor: Prof. Y"`` -> (``"X"``, {"supervisor": "Prof. Y"})."""
    found: dict[str, str] = {}
    # "Physics (minor: Mathematics), University X": a note on the field in brackets, no label of the entry
    text = _FIELD_NOTE_RE.sub("", text)
    # "Dissertation Intern, X": a bare "Thesis" or "Dissertation" opening the text is a word of its title
    matches = [
        m
        for m in _LABEL_RE.finditer(text)
        if not (_is_bare_thesis_word(text, m) and _opens(text, m)) and not _is_role_mark(text, m)
        and not _is_job_title(text, m)
    ]
    if not matches:
        return text, found
    for i, m in enumerate(matches):
        if _is_bare_thesis_word(text, m):
            continue  # "First class; thesis on X": no label, but where the entry's own words end
        stop = matches[i + 1].start() if i + 1 < len(matches) else len(text)
        label = re.sub(r"\s+title$|\s+of\s.*", "", m.group("label").lower())  # "Thesis title: X"
        label = "thesis" if _FOREIGN_THESIS_RE.fullmatch(label) else label  # "Tesis: X", "Thèse : X"
        value = text[m.end() : stop].strip(" ,;.")
        value = value.rstrip(")") if value.count(")") > value.count("(") else value  # "(advisor: X)"
        found[label] = value
    if "committee" in found and (marked := _ROLE_MARKED_RE.findall(found["committee"])):
        # "Committee: A (chair), B, C": the member marked as chairing or advising is the advisor, no other
        found.setdefault("advisor", ", ".join(name.strip() for name in marked))
    return text[: matches[0].start()].strip(_SEPARATORS + "("), found


_FIELD_NOTE_RE = re.compile(
    r"\s*\((?:major|minor|concentration|specialization|specialisation|emphasis|track|focus)\s*:\s*[^()]*\)", re.I
)
# A committee member's part in brackets after the name: "A (chair)", "A (advisor)"
_ROLE_MARK = r"\(\s*(?:co-?)?(?:chair|advisor|adviser|supervisor)\s*\)"
_ROLE_MARKED_RE = re.compile(rf"(?:^|[,;]\s*)([^,;()]+?)\s*{_ROLE_MARK}", re.I)


def _is_role_mark(text: str, m: re.Match[str]) -> bool:
    """A label word in brackets after a name ("Linda Ames (advisor)"): the member's part, no label."""
    return re.match(_ROLE_MARK, text[m.start() :].lstrip(" ,;"), re.I) is not None


# A capitalised word right before an advisor's word without a colon: a job's title ("Senior Advisor, Office of X",
# "Policy Advisor"), no label of the advisor's name
_TITLE_WORD_BEFORE_RE = re.compile(r"(?:^|\s)(?-i:[A-Z][a-z]+)\s$")


def _is_job_title(text: str, m: re.Match[str]) -> bool:
    label = m.group("label").lower()
    if not re.fullmatch(r"(?:co-?)?(?:advis[oe]rs?|supervisors?|mentors?)", label) or ":" in m.group(0):
        return False
    return _TITLE_WORD_BEFORE_RE.search(text[: m.start("label")]) is not None


def _opens(text: str, m: re.Match[str]) -> bool:
    """Whether nothing but the entry's date comes before the match."""
    before = text[: m.start()].strip(_SEPARATORS)
    return not before or dates.is_only_dates(before)


def _is_bare_thesis_word(text: str, m: re.Match[str]) -> bool:
    """"thesis" or "dissertation" without a colon after it: a word of the entry, no label."""
    return (
        m.group("label").lower() in {"thesis", "dissertation"}
        and not text[m.end() - 1 : m.end()].strip(" ")
        and ":" not in text[m.start() : m.end()]
    )


_ADVISOR_KEYS = (
    "advisors",
    "advisor",
    "adviser",
    "advisers",
    "supervisors",
    "supervisor",
    "supervised by",
    "advised by",
    "co-advisor",
    "co-advisors",
    "directeur de thèse",
    "directrice de thèse",
    "directeur de these",
    "directrice de these",
    "director de tesis",
    "directora de tesis",
    "betreuer",
    "betreuerin",
    "relatore",
    "relatrice",
    "orientador",
    "orientadora",
    "director",
    "directora",
    "directores",
    "directoras",
    "orientadores",
    "orientadoras",
    "directeurs de thèse",
    "relatori",
    "tutor",
    "tutora",
    "guide",
    "promoter",
    "promotor",
    "promotores",
    "promotors",
    "promotoren",
    "garant",
    "garante",
    "direction",
    "host",
    "hosted by",
    "committee chair",
    "thesis committee chair",
    "dissertation committee chair",
    "chair",
)
# A second advisor's label beside the first's: "Promoter: X; co-promoter: Y", "Orientadora: X. Coorientador: Y"
_CO_ADVISOR_KEY_RE = re.compile(
    r"^co-?\s?(?:advisors?|advisers?|supervisors?|promot[eo]r(?:s|es|en)?|director(?:a|es|as)?|orientador(?:a|es|as)?)$",
    re.I,
)


def named_advisors(found: dict[str, str]) -> tuple[str, ...]:
    """The advisors the labels name: the first advisor label's names, then a co-advisor label's."""
    keys = [key for key in _ADVISOR_KEYS if key in found][:1]
    keys += [key for key in found if _CO_ADVISOR_KEY_RE.match(key) and key not in keys]
    names: list[str] = []
    for key in keys:
        found_names = _advisor_names(found[key])
        if key == "direction" and not (found_names and nm.all_names(tuple(found_names))):
            continue  # "Direction: machine learning" is a research direction; French "Direction : Mme X" names
        names.extend(n for n in found_names if n not in names)
    return tuple(names)


_CUT_LINK_RE = re.compile(r"\[([^\[\]]+)\]\([^()\s]*$")


def _advisor_names(value: str) -> list[str]:
    # "Robert K. Halvorsen (chair), Priya Venkataraman": the note says their part, not their name; a
    # sentence after the names says something else ("... Salonen. Opponent: ...", "... Graduated with")
    # "[Dr. Ann Lund](https://x.org/lund)": a link's address is no part of the name, nor is one a note in
    # brackets cut short ("(supervised by [Dr. Lund](https://x.org/lund))" ends at the address's bracket)
    value = _CUT_LINK_RE.sub(r"\1", layout.unlink(value))
    value = _POSTNOMINAL_AFTER_RE.sub("", _AFTER_NAMES_RE.split(value)[0])
    # "X; Note: summa cum laude": a field; "X; examiners: Y, Z": the thesis's readers, none its advisors
    value = re.split(r";\s*[A-Za-z][\w-]*(?:\s+[\w-]+){0,3}\s*:", value)[0]
    # "(chair)", "(KALRO)": their part or their employer, no part of their names
    names = nm.split_names(re.sub(r"\s*\([^()]*\)", "", value)).names
    bare = (_TITLES_RE.sub("", name).strip() for name in names)
    # "Prof. Dr. X, Institute of Pharmacology": the advisor's institute after the name
    # "Dr. Ewan Lund, Director, X Institute", "Prof. A, Professor": the advisor's post after the name, no name
    return [
        n for n in bare
        if not _POSTNOMINAL_RE.match(n) and not places.ORGANIZATION_RE.search(n) and not _is_post(n)
    ]


def _is_post(text: str) -> bool:
    """Whether ``text`` is a post and nothing else: ``Director``, ``Associate Professor``."""
    words = text.lower().split()
    return bool(words) and words[-1] in ROLE_NOUNS and all(w in ROLE_NOUNS or w in ROLE_MODIFIERS for w in words)


# A sentence after an advisor's name: a label of its own ("... Salonen. Opponent: X") or words in lower case
# ("... Santiago. Graduated with distinction"); "Prof. Ann Lund" and "dr hab. Halina" go on
_AFTER_NAMES_RE = re.compile(
    r"(?<![A-Z])\.\s+(?=[A-Z][\w-]*(?:\s+[\w-]+){0,3}\s*:"
    r"|[A-Z][a-z]+\s+(?!(?:and|van|von|de|der|den|da|del|di|du|la|le|y|e|und|et|ten|ter|bin|ibn)\b)[a-z]{2,})"
    # after a surname, any new sentence ("... Rocha. Bolsista CAPES"), but not after a title ("Profa. Dra. X")
    r"|(?<=[a-z]{3})(?<!Prof)(?<!Profa)(?<!hab)(?<!habil)(?<!Assoc)(?<!Dott)\.\s+(?=[A-Z])"
)
# "Joanna Lund, PhD, RN, FAAN": the degrees and credentials after a name
_CREDENTIALS = (
    r"Ph\.?\s?D|Sc\.?\s?D|D\.?\s?Phil|M\.?\s?D|MPH|DrPH|Dr\.?\s?PH|FRS|FRSC|RN|FAAN|FACP|FRCP|CNM|NP|APRN|MSN|DNP"
    r"|Pharm\.?\s?D|DVM|DDS|DMD|MBA|BCPS|BCIDP|FCCP|FACS"
)
_POSTNOMINAL_AFTER_RE = re.compile(rf"(?:,\s*(?:{_CREDENTIALS})\.?)+(?=\s*(?:,|;|and\b|$))")
# "Prof. dr hab. Anna Nowak", "Dr. ing. K. Berg": the titles before a name; "A. Smith, ScD": a degree after it
_TITLES_RE = re.compile(
    r"^(?:(?:(?:univ\.?-|a\.?\s?o\.?\s?univ\.?-)?prof\.?|profa\.?|dr\.?-?(?:ing|rer\.\s?nat|phil|med|techn)\.|dr\.?|dra\.?"
    r"|hab\.|habil\.|ing\.|mgr\.|rer\.\s*nat\.|pr\."
    r"|mme|mlle"
    r"|(?:assoc(?:iate|\.)?\s+|asst\.?\s+|assistant\s+)?professor|docent|dozent|PD)\s+"
    r"|(?-i:M\.)\s+(?=\S+\s+\S))+(?=\S)",  # French "M. Luca Orsenigo", not "M. Smith"
    re.I,
)
_POSTNOMINAL_RE = re.compile(rf"^(?:{_CREDENTIALS}|M\.?\s?Sc|M\.?\s?A|Jr|Sr|II|III)\.?$")


@dataclass
class _Entry:
    first: int
    last: int
    degree: str | None = None
    field: str | None = None
    institution: str | None = None
    location: str | None = None
    period: Period | None = None
    advisors: list[str] = dataclasses.field(default_factory=list)
    dissertation: str | None = None
    siblings: list[_Entry] = dataclasses.field(default_factory=list)
    is_named: bool = False  # a qualification labelled as one: its name is whole, the line under it its school


# A physician's training under Education: "Residency, General Surgery", "Fellowship in Surgical Oncology"
_TRAINING_RE = re.compile(
    r"(?:(?:Clinical|Surgical|Research|Subspecialty)\s+)?(?:Residency|Fellowship|Internship)(?=,|\s+in\s)"
    r"|Chief Resident(?=,)"
)


# ... or a training named before its word: "PGY-1 Pharmacy Residency — X Hospital", "Advanced Heart Failure
# Fellowship, Stanford Health Care" (a fellowship only where a clinic trains: a research fellowship is a prize;
# a psychologist's "Predoctoral Clinical Internship" is a post)
_NAMED_TRAINING_RE = re.compile(
    r"(?:[A-Z0-9][\w&'/-]*\s+){1,6}(?:Residency|(?P<fellowship>Fellowship))(?=\s*(?:[,—–|(]|-\s|at\s|$))"
)
_TRAINING_WORD_RE = re.compile(r"(?:Residency|Internship|Fellowship)$")
_CLINIC_RE = re.compile(r"\b(?:Hospital|Medical|Health|Clinic|Infirmary|Cancer|Children's|Mayo|Kaiser)\b")


def _training(text: str) -> re.Match[str] | None:
    """A physician's or pharmacist's training that opens the line, if it names one."""
    if m := _TRAINING_RE.match(text):
        return m
    m = _NAMED_TRAINING_RE.match(text)
    if m is None or (m.group("fellowship") and not _CLINIC_RE.search(text[m.end() :])):
        return None
    return m


def _glossed_field(gloss: str) -> str | None:
    """The field a degree's gloss names: ``Medicina e Chirurgia`` in ``Laurea Magistrale in Medicina e
    Chirurgia``, ``Physik`` in ``Diplom in Physik``; None when the gloss is no degree with a field."""
    m = find_degree(gloss)
    if m is None or m.start() != 0:
        return None
    lead = re.match(r"\s+(?:in|en|em|di|de|of)\s+(?=[A-ZÀ-Þ])", gloss[m.end() :])
    return gloss[m.end() + lead.end() :].strip() if lead else None


_BOLD_LEAD_RE = re.compile(r"^\s*(?:[-*+•]\s+)?\*\*([^*]+)\*\*")


def _bold_degree(raw: str, text: str) -> re.Match[str] | None:
    """A degree set in bold at the line's start, the field after it (``**Master of Science** Physik, Univ``): the
    bold words, which a degree's name may not run past (``Master of Science Physik`` would read as one)."""
    lead = _BOLD_LEAD_RE.match(raw)
    bold = lead.group(1).strip() if lead else ""
    at = text.find(bold) if bold else -1
    found = DEGREE_RE.match(text, at, at + len(bold)) if at >= 0 else None
    return found if found is not None and found.end() == at + len(bold) and text[found.end() :].strip() else None


def _period_for_degree(found: dates.DateMatch | None, ongoing: bool) -> Period | None:
    if found is not None:
        return dates.single_as_end(found)
    return Period(None, dates.PRESENT) if ongoing else None


def education(lines: list[tuple[int, str]], doc: SourceDocument) -> tuple[list[Degree], list[Position]]:
    """Degrees, and the postdoc or visiting appointments some CVs list under Education.

    A line of nothing but dates belongs to the entry above it, unless the section opens with
    such a line: then every date line opens the entry below it.
    """
    joined = layout.join_open_lines(layout.join_broken_words(join_hanging(lines)), has_comma_end=False)
    content = [item for n, raw in joined if raw.strip() for item in joint_degrees(n, raw)]
    dates_lead = bool(content) and is_date_head(content[0][1])
    entries: list[_Entry] = []
    in_dissertation = False  # under a "Dissertation" heading below the degrees: the doctorate's thesis
    previous_marked = False  # the line above is a list's item
    for n, raw in content:
        if _DISSERTATION_HEAD_RE.match(raw.strip()):
            in_dissertation = True
            continue
        in_dissertation = in_dissertation and not raw.lstrip().startswith("#")
        doctorate = next((e for e in reversed(entries) if e.degree and _DOCTORATE_RE.search(e.degree)), None)
        if in_dissertation and doctorate is not None:
            _dissertation_line(doctorate, raw)
            continue
        below_notes = previous_marked and not layout.has_marker(raw) and layout.indent_of(raw) == 0
        previous_marked = layout.has_marker(raw)
        raw, place = place_column(raw)
        raw = _field_after_year(columns_as_fields(raw))
        # the dates first: a label's value runs to the end of the line ("Grade: A  2014 - 2016")
        text, when, ongoing = take_dates(layout.plain(raw))
        text, found = labels(layout.split_caps_lead(text))
        if named := _NAMED_QUALIFICATION_RE.match(text):
            text = text[named.end() :]  # "Qualification: Advanced Life Support provider": a degree, whatever its words
        if dates_lead and not found and (when or ongoing) and (not text or is_town(text)):
            entries.append(_Entry(n, n, location=text or None, period=_period_for_degree(when, ongoing)))
            continue
        current = entries[-1] if entries else None
        if current is not None and _PRIZE_RE.match(text):
            continue  # "Premio Extraordinario de Licenciatura" under a degree: an honour it won, no degree
        if _LICENSURE_RE.match(text):
            continue  # "Licence to practise medicine (Ordine dei Medici)": leave to practise, no degree
        if current is not None and (with_m := _THESIS_WITH_RE.match(layout.plain(raw).strip())):
            # "Master's thesis with Dr. P. Moreau (ISMO)" under the degree: who advised it, no degree of its own
            current.advisors.extend(a for a in _advisor_names(with_m.group(1)) if a not in current.advisors)
            continue
        degree_m = _bold_degree(raw, text) or GLOSSED_DEGREE_RE.match(text) or find_degree(text) or _training(text)
        degree_m = degree_m or (_WHOLE_RE.match(text) if named else None)
        is_appointment = degree_m is not None and degree_m.start() == 0 and _POSTDOC_RE.match(degree_m.group(0))
        if is_appointment and (appointment := _appointment(n, text, place, when, ongoing)) is not None:
            entries.append(appointment)  # "Postdoctoral Researcher, Weber Laboratory for Imaging, Munich"
            continue
        if degree_m is None and (post := _clinical_post(n, text, place, when, ongoing)) is not None:
            entries.append(post)  # "Resident, Pediatrics, BC Children's Hospital": a post, not a degree
            continue
        if (earlier := _note_on(entries, text, degree_m, found)) is not None:
            # "MSc thesis: Title (advisor: X)" under a table of degrees: the MSc's thesis, no new degree
            earlier.advisors.extend(a for a in named_advisors(found) if a not in earlier.advisors)
            earlier.dissertation = _title_of(found.get("thesis") or found.get("dissertation") or "") or None
            continue
        before = text[: degree_m.start()].strip(" ,;—–|·") if degree_m else text  # "Inst, City — PhD in X"
        inst_here = bool(INSTITUTION_RE.search(before)) and (degree_m is None or bool(before))
        # a degree at the margin after the notes listed under an entry that has its school and dates and no
        # degree ("Senior Fellow" / "Univ, 2008--2013" / "* Mentor: X" / "Doctor of Philosophy, Bioinformatics"):
        # the next entry's, as pandoc CVs set a degree over its school
        after_notes = bool(degree_m) and below_notes and current is not None and not current.degree
        if (
            current is None
            or (degree_m and current.degree and not (inst_here and not current.institution))
            or (inst_here and current.institution and current.degree)
            or (after_notes and current.institution and current.period is not None)
        ):
            sibling_of = (
                current
                if degree_m and current and current.degree and not inst_here and current.period is None
                else None
            )
            current = _Entry(n, n)
            if sibling_of is not None:
                current.institution, current.location = sibling_of.institution, sibling_of.location
                sibling_of.siblings.append(current)
            entries.append(current)
        current.last = n
        current.is_named = current.is_named or bool(named)
        _fill_education(current, text, degree_m, inst_here, before)
        current.location = current.location or place
        period = _period_for_degree(when, ongoing)
        if period is not None and current.period is not None and not (degree_m or inst_here):
            period = None  # a date in a note under a dated entry ("proposal passed in May 2023")
        if period is not None:
            # Two degrees printed above one date line share it ("B.S. in X," / "B.S. in Y" / dates).
            group = next((e for e in entries if current in e.siblings), current)
            for member in [group, *group.siblings]:
                if member.period is None:
                    member.period = period
            current.period = period
        current.advisors.extend(a for a in named_advisors(found) if a not in current.advisors)
        for key in ("dissertation", "thesis"):
            if found.get(key):
                current.dissertation = _title_of(found[key])
    return _finish_education(entries, doc)


# "Ph.D. Elm Institute of Technology, 1992 (Political Science).": the field in brackets after the year
_FIELD_AFTER_YEAR_RE = re.compile(
    r"\s+(?P<school>[^,()]+),\s*(?P<year>(?:19|20)\d\d)\s*\((?P<field>[A-Z][^()\d]*)\)\.?\s*$"
)


def _field_after_year(raw: str) -> str:
    """``Ph.D. Elm University, 1992 (Political Science).`` -> ``Ph.D. in Political Science, Elm University, 1992``:
    the field in brackets after the year, where the degree's reader takes it (not a note such as ``(expected)``).

    >>> _field_after_year("* B.A. Reed College, 1984 (Philosophy).")
    '* B.A. in Philosophy, Reed College, 1984'
    """
    lead = re.match(r"\s*(?:[-*+•]\s+)?", raw)
    at = lead.end() if lead else 0
    degree = DEGREE_RE.match(raw, at)
    m = _FIELD_AFTER_YEAR_RE.match(raw, degree.end()) if degree else None
    if degree is None or m is None or _NOT_FIELD_RE.search(m.group("field")):
        return raw
    return f"{raw[: degree.end()]} in {m.group('field').strip()}, {m.group('school').strip()}, {m.group('year')}"


_NOT_FIELD_RE = re.compile(r"\b(?:expected|anticipated|honou?rs?|cum laude|distinction|candidate|in progress)\b", re.I)


# A heading over the doctorate's thesis, set under the degrees: "## Dissertation", "### Doctoral Thesis"
# A qualification its form names as one, set by the LaTeX converter (``latex_forms.QUALIFICATION_LABEL``)
_NAMED_QUALIFICATION_RE = re.compile(r"^Qualification:\s+(?=\S)")
_WHOLE_RE = re.compile(r".+")
_DISSERTATION_HEAD_RE = re.compile(r"^#+\s*(?:doctoral |ph\.?\s?d\.? )?(?:dissertation|thesis)\s*$", re.I)
_DOCTORATE_RE = re.compile(r"ph\.?\s?d|doctor|d\.?\s?phil|dr\.", re.I)
_TITLE_LABEL_RE = re.compile(r"^(?:(?:dissertation|thesis)\s+)?title\s*:\s*(?P<title>.+)$", re.I)


def _dissertation_line(doctorate: _Entry, raw: str) -> None:
    """A line under a "Dissertation" heading: its title ("Title: *X*", or the title alone first) or its advisors
    ("Committee: A (chair), B"); a description says neither."""
    plain = layout.plain(raw).strip()
    if m := _TITLE_LABEL_RE.match(plain):
        doctorate.dissertation = _title_of(m.group("title"))
        return
    _, found = labels(plain)
    if advisors := [a for a in named_advisors(found) if a not in doctorate.advisors]:
        doctorate.advisors.extend(advisors)
    elif doctorate.dissertation is None and not found and re.match(r"^\s*(?:[-*]\s+)?[*_“\"]", raw):
        doctorate.dissertation = _title_of(plain)  # the title alone, set in italics or quotes


def degree_prizes(lines: list[tuple[int, str]], doc: SourceDocument) -> list[Award]:
    """Honours printed under a degree (``Premio Extraordinario de Licenciatura``, ``Prize for the best thesis``):
    awards, dated by their own year or else by the degree's (the last date above them)."""
    out: list[Award] = []
    above: PartialDate | None = None
    for n, raw in lines:
        text, when, _ = take_dates(layout.plain(raw))
        own = when.end if when is not None and isinstance(when.end, PartialDate) else (when.start if when else None)
        if above is not None and _PRIZE_RE.match(text):
            year = own or above
            out.append(Award(text.strip(" ."), doc.span(n), period=Period(year, year)))
        elif own is not None:
            above = own
    return out


def _title_of(thesis: str) -> str:
    """A thesis title without the quotes around it and its closing period: ``“Quantum looms.”`` -> ``Quantum looms``."""
    # "Title (summa cum laude)": the grade it earned, no part of the title
    text = re.sub(r"\s*\((?:summa|magna)?\s*cum laude\)|\s*\((?:with )?distinction\)", "", thesis.strip()).rstrip(".")
    if len(text) > 2 and text[0] in "\"“‘'" and text[-1] in "\"”’'" and not re.search(r"[\"“”]", text[1:-1]):
        text = text[1:-1].strip().rstrip(".,")
    return text


def _note_on(
    entries: list[_Entry], text: str, degree_m: re.Match[str] | None, found: dict[str, str]
) -> _Entry | None:
    """The earlier degree a line of nothing but a degree and its thesis or advisor is about."""
    if degree_m is None or not found.keys() & {"thesis", "dissertation"}:
        return None
    if text.replace(degree_m.group(0), "").strip(" ,;"):
        return None
    kind = _degree_key(degree_m.group(0))
    return next((e for e in entries if e.degree and _degree_key(e.degree) == kind and not e.dissertation), None)


def _degree_key(degree: str) -> str:
    return re.sub(r"[^a-z]", "", degree.lower())[:3]


def _appointment(
    n: int, text: str, place: str | None, when: dates.DateMatch | None, ongoing: bool
) -> _Entry | None:
    """A postdoctoral or visiting appointment listed with the degrees, read as the Experience reader reads a job:
    its whole title, its employer (a laboratory as much as a university) and place; a single year is its span."""
    from cvkg.extract.jobs import title_and_org  # the Experience reader builds on this module

    org, title, where = title_and_org(text)
    if not (org and title and _POSTDOC_RE.match(title)):
        return None
    period = when.period if when is not None else (Period(None, dates.PRESENT) if ongoing else None)
    return _Entry(n, n, degree=title, institution=org, location=where or place, period=period)


# "(concurrent)" after the role, "Supervisor: Dr. X" after the post: notes, no part of its title or employer
_POST_NOTE_RE = re.compile(r"\s*\((?:concurrent|part[- ]time|full[- ]time)\)|\.\s*(?:Supervisor|Mentor)s?:.*$")


def _clinical_post(
    n: int, text: str, place: str | None, when: dates.DateMatch | None, ongoing: bool
) -> _Entry | None:
    """A resident's or a fellow's post among the degrees: the role and its specialty are the title, the
    hospital after them the employer (``Clinical Fellow, Pediatric Oncology, X Hospital, University of Y``)."""
    if (m := _CLINICAL_POST_RE.match(text)) is None:
        return None
    rest = _POST_NOTE_RE.sub("", text[m.end() :])
    rest = re.sub(r"\s*\([^()]*$", "", rest)  # "(T32, mentor: ...": a note its label's reader cut short
    parts = [p.strip() for p in re.split(r",(?![^()]*\))", rest) if p.strip()]
    specialty = parts.pop(0) if parts and not (INSTITUTION_RE.search(parts[0]) or _CLINIC_RE.search(parts[0])) else None
    org, where = split_place(", ".join(parts), need_keyword=True) if parts else (None, None)
    title = f"{m.group(0)}, {specialty}" if specialty else m.group(0)
    period = when.period if when is not None else (Period(None, dates.PRESENT) if ongoing else None)
    return _Entry(n, n, degree=title, institution=org or None, location=where or place, period=period)


_QUOTED_RE = re.compile(r'^["\u201c\u2018\'](.+?)[.,]?["\u201d\u2019\'][.,]?$')


def _unquoted(title: str | None) -> str | None:
    """``“Stress Shift in Child Italian”`` -> the title: quotes mark a title, they are no part of it; nor is the
    address of a link on it (``[Title](https://x.org/thesis)``)."""
    title = layout.unlink(title).strip() if title and "](" in title else title
    m = _QUOTED_RE.match(title.strip()) if title else None
    return m.group(1).strip() if m else title


def _fill_education(
    entry: _Entry, text: str, degree_m: re.Match[str] | None, inst_here: bool, before: str
) -> None:
    if degree_m:
        entry.degree = degree_m.group(0).strip()
        after, topic = _as_fields(text[degree_m.end() :])
        entry.dissertation = entry.dissertation or topic
        rest = FIELD_LEAD_RE.sub("", after).strip(" ,;:")  # "PhD: Physics"
        is_professional = bool(PROFESSIONAL_RE.match(entry.degree))
        if (m := re.match(r"^\(([^)]*)\)\s*", rest)) and is_field_note(m.group(1)) and not is_professional:
            # "Doctor of Philosophy (Molecular Biology)": the field in parentheses
            rest = f"{m.group(1)}, {rest[m.end() :].strip(' ,;.')}".strip(" ,")
        elif (m := re.match(r"^\(([^)]*)\)\s*", rest)) and (field := _glossed_field(m.group(1))):
            # "MD (Laurea Magistrale in Medicina e Chirurgia)": the national degree it glosses names the field
            rest = f"{field}, {rest[m.end() :].strip(' ,;.')}".strip(" ,")
        elif m := re.match(r"^\([^)]*\)\s*", rest):
            # "Bachelor (honours)": a note on the degree, not its field.
            entry.degree += " " + m.group(0).strip()
            rest = FIELD_LEAD_RE.sub("", rest[m.end() :]).strip(" ,;")  # "B.Sc. (Hons) in Chemistry"
        if m := re.search(
            r"\s*\((unfinished|incomplete|expected|in progress|ongoing|not completed)\)", rest, re.I
        ):
            entry.degree += f" ({m.group(1)})"
            rest = (rest[: m.start()] + rest[m.end() :]).strip()
        # (a note may open what is left: "(Dr. techn.), mit Auszeichnung" once the gloss went to the degree)
        rest = HONOURS_PART_RE.sub("", LOWER_NOTE_RE.sub("", f", {rest}")).removeprefix(", ").strip()
        before = LOWER_NOTE_RE.sub("", before)
        if is_sure_place(rest):
            entry.location, rest = entry.location or rest, ""  # "MBA · Chicago, IL": no field, a place
        if len(pieces := DASH_RE.split(rest)) > 1 and (at := [p for p in pieces if places.is_place(p)]):
            # "Ph.D. in Physics · Ann Arbor, MI": the place set apart like a column
            entry.location = entry.location or at[0]
            rest = " · ".join(p for p in pieces if p is not at[0])
        if (dash := DASH_RE.split(rest, maxsplit=1)) and len(dash) == 2 and INSTITUTION_RE.search(dash[1]):
            rest = f"{dash[0]}, {dash[1]}"  # "PhD in Computer Science — Technische Universität Berlin"
        at_m = AT_INSTITUTION_RE.search(rest.split(",")[0])
        # "University of Illinois at Chicago College of Pharmacy": an "at" inside the institution's name
        if at_m and INSTITUTION_RE.search(at_m.group(1)) and not INSTITUTION_RE.search(rest[: at_m.start()]):
            rest = f"{rest[: at_m.start()]}, {rest[at_m.start(1) :]}"  # "PhD in Physics at Ridgeway University"
        head = re.split(r",(?![^()]*\))", rest)[0] if rest else ""  # "Psychology (Cognition, Brain), Harvard"
        field_text = head.strip()
        # a named training carries its field ("PGY-1 Pharmacy Residency"): a clinic after it is where it was held
        clinic = " " in entry.degree and bool(_TRAINING_WORD_RE.search(entry.degree)) and _CLINIC_RE.search(field_text)
        if glued := _FIELD_THEN_UNIVERSITY_RE.match(field_text):
            # "Applied Biology (2.1) University of Wales": the field, its grade, then the institution, no comma
            rest = f"{glued.group('field')}, {glued.group('inst')}{rest[len(head) :]}"
            head = field_text = glued.group("field")
        if field_text and not INSTITUTION_RE.search(field_text) and not clinic:
            entry.field = field_text
            rest = rest[len(head) :].strip(" ,")
            field_text = rest
        # after the field, a hospital or a centre trains as a university does ("Residency, Surgery, X Hospital")
        trains = INSTITUTION_RE.search(field_text) or places.ORGANIZATION_RE.search(field_text) or clinic
        if field_text and trains and not inst_here:
            rest, entry.field = field_after(rest, entry.field)
            entry.institution, loc = split_place(rest, need_keyword=True)
            entry.location = loc or entry.location
        if inst_here:
            before = _field_after_colon(entry, before)
            entry.institution, loc = split_place(before)
            entry.location = entry.location or loc
        return
    if not text:
        return
    text = LOWER_NOTE_RE.sub("", text) if not text.startswith("(") else text
    if entry.degree and not entry.dissertation and _DOCTORAL_RE.search(entry.degree) and _QUOTED_RE.match(text):
        entry.dissertation = text  # "PhD, University of X" / "“Title of the thesis”": its thesis, quoted
    elif text.startswith("(") and entry.degree:
        entry.field = f"{entry.field} {text}".strip() if entry.field else text
    elif (INSTITUTION_RE.search(text) or entry.is_named) and not entry.institution:
        # (a named qualification's next line is its school, a council or an academy as well as a university)
        entry.institution, loc = split_place(text, need_keyword=True)
        entry.location = entry.location or loc
    elif PLACE_RE.match(text) and not entry.location:
        entry.location = text
    elif entry.degree and not entry.field and not entry.is_named and len(text.split()) <= 6 and ":" not in text \
            and not is_note(text):
        entry.field = text


# A field of a few capitalised words, its grade in brackets, then a university's name with no comma between (without
# the brackets the words may open the name: "Technical University of X")
_FIELD_THEN_UNIVERSITY_RE = re.compile(
    r"^(?P<field>(?:[A-Z][a-z]+\s+(?:(?:and|of|&)\s+)?){0,4}[A-Z][a-z]+)\s+\([^()]{1,12}\)\s+"
    r"(?P<inst>(?:University|Universit[éy]|Universidad|Universidade|Universität|Università) (?:of|de|do|di|du) .+)$"
)
# A degree's status after it: "PhD candidate UCL", "MSc student, X"
_STATUS_RE = re.compile(r"^\s*(?:candidate|student)\s+", re.I)
# A sentence's end inside a line, "Public Health. Ridgeway School of X. Interest in ...", not an abbreviation's
_SENTENCE_CUT_RE = re.compile(
    r"(?<=[a-z)])(?<!\bSt)(?<!\bMt)(?<!\bFt)(?<!\bDr)(?<!Dept)(?<!Univ)(?<!Inst)\.\s+(?=[A-Z])"
)
# An institution and what was studied there after a colon: "UCL: Stories that explain resistance ..."
_INSTITUTION_TOPIC_RE = re.compile(r"^(?P<inst>[^:]{2,80}):\s+(?P<topic>\S.{8,})$")


def _as_fields(rest: str) -> tuple[str, str | None]:
    """What follows a degree, its fields parted by commas where a Word CV parts them with periods
    (``MSc. Public Health. Ridgeway School of X.`` gives ``Public Health, Ridgeway School of X``: the abbreviation's
    period goes, a sentence after the institution's is a note); and the thesis's topic, named after the
    institution (``PhD candidate UCL: Stories that ...``).

    >>> _as_fields(". Public Health. Ridgeway School of Medicine (RSM). Specialist interest in X.")
    ('Public Health, Ridgeway School of Medicine (RSM)', None)
    >>> _as_fields(" candidate UCL: Stories that explain resistance to the public")
    ('UCL', 'Stories that explain resistance to the public')
    """
    dotted = re.match(r"^\.\s", rest) is not None  # "MSc. Public Health. School": periods part the fields
    rest = _STATUS_RE.sub("", rest[1:] if dotted else rest).strip()
    if (m := _INSTITUTION_TOPIC_RE.match(rest)) and INSTITUTION_RE.fullmatch(m.group("inst").strip()):
        return m.group("inst").strip(), m.group("topic").strip(" .")
    sentences = [p.strip(" .") for p in _SENTENCE_CUT_RE.split(rest)]
    at = next((k for k, p in enumerate(sentences) if INSTITUTION_RE.search(p)), None)
    if not dotted or len(sentences) < 2 or at is None or at > 1:
        return rest, None
    return ", ".join(sentences[: at + 1]), None


def _post_kind(title: str) -> PositionKind:
    """A chief residency is a job, a medical internship an internship; a residency or a fellowship trains as a
    postdoc does."""
    if title.lower().startswith("chief"):
        return PositionKind.JOB
    return PositionKind.INTERNSHIP if re.match(r"intern\b", title, re.I) else PositionKind.POSTDOC


def _finish_education(entries: list[_Entry], doc: SourceDocument) -> tuple[list[Degree], list[Position]]:
    degrees: list[Degree] = []
    postdocs: list[Position] = []
    for e in entries:
        if not e.degree:
            continue
        span = doc.span(e.first, e.last)
        period = e.period or Period()
        if _POSTDOC_RE.search(e.degree):
            postdocs.append(
                Position(
                    e.degree,
                    e.institution,
                    span,
                    location=e.location,
                    period=period,
                    kind=_post_kind(e.degree),
                    mentors=tuple(e.advisors),
                )
            )
            continue
        degrees.append(
            Degree(
                _without_honours(e.degree),
                e.institution,
                span,
                field=e.field,
                location=e.location,
                period=period,
                advisors=tuple(e.advisors),
                dissertation=_unquoted(e.dissertation),
            )
        )
    return degrees, postdocs


def _without_honours(degree: str) -> str:
    """``BA (magna cum laude)``: the degree without the honours it was given."""
    return re.sub(r"\s*\((?:(?:summa|magna)\s+)?cum laude\)|\s*\(with (?:high(?:est)? )?(?:honou?rs|distinction)\)",
                  "", degree, flags=re.I).strip() or degree


_SUPERVISED_RE = re.compile(r"\b(?:co-)?(?:supervised|advised)\s+by\s+(.+?)(?=[.;()]|$)", re.I)
_DOCTORAL_RE = re.compile(r"ph\.?\s?d|doctor|d\.?\s?phil", re.I)


def advisors_in_prose(lines: list[tuple[int, str]], degrees: list[Degree]) -> list[Degree]:
    """Degrees with the advisors a biography names (``4th-year PhD candidate at X, supervised by Dr. A
    and Prof. B``): the doctorate's when the sentence speaks of one, else the ongoing degree's; only
    for an entry that names none of its own."""
    out = list(degrees)
    for _, text in lines:
        m = _SUPERVISED_RE.search(re.sub(r"\b(?:Dr|Prof|Profs|Drs)\.\s*", "", layout.plain(text)))
        names = nm.split_names(m.group(1)).names if m else ()
        if not names or not nm.all_names(names):
            continue
        doctoral = bool(_DOCTORAL_RE.search(text))
        for i, degree in enumerate(out):
            about = _DOCTORAL_RE.search(degree.degree) if doctoral else degree.period.end is dates.PRESENT
            if about and not degree.advisors:
                out[i] = dataclasses.replace(degree, advisors=tuple(names))
                break
    return out


# --- dates printed apart from their entries ------------------------------------------


def assign_orphan_dates(
    orphans: list[tuple[dates.DateMatch, str]], degrees: list[Degree], jobs: list[Position]
) -> tuple[list[Degree], list[Position]]:
    """Give undated entries the date lines a two-column PDF left elsewhere.

    Used only when the number of stray date lines equals the number of undated entries.
    The assignment chosen is the one that best fits how CVs are written: degrees and jobs
    each in reverse time order, a degree "(Expected)" still going on, a job given with its
    length "(33 months)", a degree lasting several years.
    """
    undated_d = [i for i, d in enumerate(degrees) if d.period == Period()]
    undated_j = [i for i, j in enumerate(jobs) if j.period == Period()]
    slots = [("d", i) for i in undated_d] + [("j", i) for i in undated_j]
    if not orphans or len(orphans) != len(slots) or len(slots) > 6:
        return degrees, jobs
    best, best_score = None, -1
    for perm in itertools.permutations(range(len(orphans))):
        score = _fit([(slots[k], orphans[p]) for k, p in enumerate(perm)])
        if score > best_score:
            best, best_score = perm, score
    assert best is not None
    degrees, jobs = list(degrees), list(jobs)
    for k, p in enumerate(best):
        kind, i = slots[k]
        period = orphans[p][0].period
        if kind == "d":
            degrees[i] = _replace_period(degrees[i], period)
        else:
            jobs[i] = _replace_period(jobs[i], period)
    return degrees, jobs


def _fit(pairs: list[tuple[tuple[str, int], tuple[dates.DateMatch, str]]]) -> int:
    score = 0
    for (kind, _), (match, line) in pairs:
        note = line.lower()
        if "expected" in note:
            score += 2 if kind == "d" else 0
        if re.search(r"\d+\s*months?", note):
            score += 2 if kind == "j" else 0
        start, end = match.start, match.end
        if kind == "d" and isinstance(end, PartialDate) and start and end.year - start.year >= 3:
            score += 1
    for kind in ("d", "j"):
        ordered = sorted((slot[1], m[0].start) for slot, m in pairs if slot[0] == kind)
        for (_, a), (_, b) in itertools.pairwise(ordered):
            if a and b and (a.year, a.month or 0) >= (b.year, b.month or 0):
                score += 1
    return score


def _replace_period(item: Degree | Position, period: Period) -> Degree | Position:
    return dataclasses.replace(item, period=period)


def bound_year(bound: DateBound | None) -> int | None:
    """The year of a date bound, or ``None``."""
    return dates.year_of(bound)
