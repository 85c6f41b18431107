"""europecv's form rows: one job or degree spread over ``\\ecvitem{Dates}{..}``, ``\\ecvitem{Occupation or position
held}{..}``, ``\\ecvitem{Name and address of employer}{..}``, ...: a job's title and employer set on one line,
``Title — Employer``, under its dates, as an entry reads elsewhere (a title's commas stay its own). Pure.

The field names are the Europass form's, in the languages europecv prints them in (English, German, French,
Italian, Spanish, Portuguese, Dutch, Polish), and the shorter names CVs write by hand ("Name of employer", "Name of
organisation").
"""

from __future__ import annotations

import re
from enum import Enum

from cvkg.convert.latex_text import is_date_label, is_list_number


class FormField(Enum):
    """A row of the Europass form, by what it holds."""

    DATES = "dates"
    POSITION = "position"  # the occupation or position held
    EMPLOYER = "employer"
    QUALIFICATION = "qualification"  # the title of the qualification awarded
    SCHOOL = "school"  # the organisation that taught
    SUBJECTS = "subjects"  # a degree's subjects: its thesis and supervisor
    OTHER = "other"  # main activities, the sector, the level in a national classification: no field of the record


_FIELDS = (
    (FormField.DATES, r"dates?|zeitraum|fechas|datum|period|datas|daty"),
    (
        FormField.POSITION,
        r"occupation\b|position held|beruf oder funktion|fonction ou poste|lavoro o posizione|profesi[óo]n o cargo"
        r"|fun[çc][ãa]o ou cargo|functie of positie|beroep of functie|zaw[óo]d lub",
    ),
    (
        FormField.QUALIFICATION,
        r"(?:title|name) of (?:the )?qualification|qualification awarded|bezeichnung der erworbenen"
        r"|intitul[ée] du (?:certificat|dipl[ôo]me)|titolo della qualifica|t[íi]tulo de la cualificaci[óo]n"
        r"|designa[çc][ãa]o da qualifica|naam van (?:het )?(?:diploma|certificaat)|kwalifikacj",
    ),
    (
        FormField.EMPLOYER,
        r"employer|arbeitgeber|employeur|datore di lavoro|empleador|empresa|empregador|werkgever|pracodawc",
    ),
    (
        FormField.SCHOOL,
        r"name (?:and type )?of (?:the )?(?:organi[sz]ation|institution|school|university)"
        r"|organi[sz]ation providing|bildungs|ausbildungseinrichtung|[ée]tablissement d|organizzazione erogatrice"
        r"|centro de (?:estudios|formaci[óo]n)|organiza[çc][ãa]o de ensino"
        r"|(?:soort|type) (?:organisatie|onderwijsinstelling)|nazwa i typ",
    ),
    (
        FormField.SUBJECTS,
        r"principal subjects|hauptf[äa]cher|principales mati[èe]res|tematiche|principales materias"
        r"|principais (?:disciplinas|temas)|belangrijkste vakken|g[łl][óo]wne przedmioty",
    ),
    (
        FormField.OTHER,
        r"main activities|t[äa]tigkeiten und|activit[ée]s et|attivit[àa] e|funciones y|type of business|sector"
        r"|branche|secteur|settore|level in (?:the )?national|stufe der|niveau dans|livello nella|nivel conforme"
        r"|principais a(?:c)?tividades|tipo de (?:empresa|a(?:c)?tividade)|belangrijkste activiteiten|soort onderneming"
        r"|g[łl][óo]wne czynno|rodzaj dzia|n[íi]vel (?:na|da) classifica",
    ),
)
_FIELD_RE = [(field, re.compile(rf"\b(?:{pattern})", re.I)) for field, pattern in _FIELDS]
_MARK = "\ue000"  # a private-use character: no text holds it, and no strip() takes it


def form_field(label: str) -> FormField | None:
    """Which row of the Europass form a field name is, or None for a label of the CV's own.

    >>> form_field("Name und Adresse des Arbeitgebers"), form_field("Zeitraum"), form_field("Thesis")
    (<FormField.EMPLOYER: 'employer'>, <FormField.DATES: 'dates'>, None)
    """
    label = label.replace("*", "").strip(" :")
    if _FIELD_RE[0][1].fullmatch(label):
        return FormField.DATES
    return next((field for field, pattern in _FIELD_RE[1:] if pattern.search(label)), None)


# The Europass form's last section, whose field names head lists of their own ("Publications", "Honours and
# awards", "Conferences"), in the languages europecv and europasscv print it in
_ADDITIONAL_RE = re.compile(
    r"^(?:additional information|further information|weitere angaben|zus[äa]tzliche (?:informationen|angaben)"
    r"|informations? compl[ée]mentaires?|ulteriori informazioni|informazioni aggiuntive|informaci[óo]n adicional"
    r"|informa[çc][õo]es adicionais)$",
    re.I,
)
# The Europass form's field above its sections, naming the job the CV is for, set large under the personal data:
# "Position", "Job applied for", "Preferred job", "Studies applied for", in the languages the classes print it in
_APPLIED_FOR_RE = re.compile(
    r"^(?:position|job applied for|preferred job|studies applied for|desired employment|personal statement"
    r"|gew[üu]nschte (?:besch[äa]ftigung|position)|angestrebte position|bevorzugte (?:besch[äa]ftigung|stelle)"
    r"|poste? (?:vis[ée]|occup[ée])|emploi (?:recherch[ée]|souhait[ée])|posizione(?: ricoperta)?"
    r"|occupazione desiderata|puesto (?:solicitado|deseado)|empleo deseado|posi[çc][ãa]o|emprego pretendido)$",
    re.I,
)


def is_applied_for(label: str) -> bool:
    """Whether a field's name (or a section's title) is the form's top field, the job the CV is for: its value is the
    line under the name, no job held.

    >>> is_applied_for("Job applied for"), is_applied_for("POSITION"), is_applied_for("Work experience")
    (True, True, False)
    """
    return bool(_APPLIED_FOR_RE.match(label.replace("*", "").strip(" :")))


# A size command that sets a field's name larger than the others': the form's top field, or a heading
_LARGER_RE = re.compile(r"\\(?:large|Large|LARGE|huge|Huge)\b")


def is_heading_label(label: str, source: str, *, lines: int, section: str) -> bool:
    r"""Whether a field's name (``\ecvitem{name}{value}``) heads its value as a section of its own rather than
    labelling it: the name names a kind of section other than the one it stands in (or it stands before any),
    and either the kind is a list of phrases (``Desired employment / Occupational field``,
    ``Forschungsschwerpunkte``: research interests) or the name is set larger than a field's
    (``\large Honours and awards``; a job or a degree over several lines), or it stands in the form's "Additional
    information", whose fields head lists of their own. A name set larger over one phrase is a field of the
    form's top (``\large Aktuelle Position``: the subject's headline), a name of a kind of record over one
    line labels it (``PhD candidates: A, B``), as does one in the section of its kind (``Computer skills``).

    ``label`` is the name's text, ``source`` its LaTeX, ``lines`` how many lines the value breaks into and
    ``section`` the heading the field stands under ("" before the first).

    >>> is_heading_label("Forschungsschwerpunkte", "Forschungsschwerpunkte", lines=1, section="")
    True
    >>> is_heading_label("Aktuelle Position", r"\large Aktuelle Position", lines=1, section="Lebenslauf")
    False
    >>> is_heading_label("Computer skills", "Computer skills", lines=1, section="Personal skills")
    False
    """
    # (imported here: cvkg.extract imports the LaTeX converter through its BibTeX reader)
    from cvkg.extract.sections import SectionKind, heading_kind

    numbered = is_date_label(label) or is_list_number(label)  # "2019", "1.": a row of the list above, no field
    if label and form_field(label) is None and _ADDITIONAL_RE.match(section) and not numbered:
        # the form's "Additional information": its fields are Publications, Honours and awards, Memberships, ...
        return True
    kind = heading_kind(label) if label and form_field(label) is None else None
    if kind is None or kind is SectionKind.OTHER or (section and heading_kind(section) is kind):
        return False
    # (a larger name of the subject's present state over one phrase is a field: "\large Aktuelle Position")
    one_phrase_field = lines == 1 and kind in (SectionKind.POSITIONS, SectionKind.EDUCATION)
    return kind is SectionKind.INTERESTS or (bool(_LARGER_RE.search(source)) and not one_phrase_field)


def is_course_label(label: str, section: str) -> bool:
    r"""Whether a field's name is a course taught: it stands in a section of teaching and names no date
    (``\ecvitem{Laboratory of Seismic Design}{MSc in Civil Engineering, 2019/20}``).

    >>> is_course_label("Laboratory of Seismic Design", "Teaching"), is_course_label("2019 -- 2021", "Teaching")
    (True, False)
    """
    from cvkg.extract.sections import SectionKind, heading_kind

    return bool(label) and not is_date_label(label) and heading_kind(section) is SectionKind.TEACHING


# The level of a qualification in a national or European framework, which europasscv sets right of its title
# (``\ecvtitlelevel{dates}{title}{ISCED 6}``, ``\hfill EQF level 8``)
_LEVEL_RE = re.compile(
    r"^(?:(?:EQF|ISCED|NQF|NFQ|DQR|EQR|CEC|QEQ)\b.*|(?:level|niveau|livello|nivel|stufe)\s+\d.*|.*\blevel\s+\d)$", re.I
)
# A programme's size in credits, no part of the qualification's name: "(60 ECTS)", ", 7.5 ECTS", "(180 credits)"
_CREDITS_RE = re.compile(
    r"\s*(?:\(\s*\d+(?:[.,]\d+)?\s*(?:ECTS(?: credits)?|credits|CFU|hp)\s*\)|,\s*\d+(?:[.,]\d+)?\s*ECTS)", re.I
)


# The grade a qualification was awarded with, in brackets after its title: "(1.3)", "(110/110 e lode)",
# "(mit ausgezeichnetem Erfolg)", "(with distinction)", "(summa cum laude)", "(grade 5.6)", "(Note 1,3)"
_GRADE_RE = re.compile(
    r"\s*\((?:(?:(?:final )?grade|note|gesamtnote|voto|nota)\s*:?\s*)?\d{1,3}(?:[.,]\d{1,2})?(?:\s*/\s*\d{1,3})?"
    r"(?:\s*(?:e lode|cum laude|con lode))?\)"
    r"|\s*\((?:mit (?:ausgezeichnetem|gutem) erfolg|mit auszeichnung|with (?:high(?:est)? )?(?:distinction|honou?rs)"
    r"|(?:summa |magna )?cum laude|first[- ]class(?: honou?rs)?)\)",
    re.I,
)


def qualification(title: str) -> str:
    r"""A qualification's title (europasscv's ``\ecvtitle`` in a section of schooling, europecv's "Title of
    qualification awarded" row) without its level in a framework and its size in credits.

    >>> qualification("Master of Science in Nursing (60 ECTS)  EQF level 7")
    'Master of Science in Nursing'
    >>> qualification("Clinical supervision in higher education, 7.5 ECTS")
    'Clinical supervision in higher education'
    >>> qualification("M.Sc. Physics (1.3)"), qualification("Matura (mit ausgezeichnetem Erfolg)")
    ('M.Sc. Physics', 'Matura')
    """
    head, gap, aside = title.rpartition("  ")
    if gap and _LEVEL_RE.match(aside.strip()):
        title = head
    return _GRADE_RE.sub("", _CREDITS_RE.sub("", title)).strip()


# What a form's row of dates says beside them, in parentheses: "2016 -- present (0.2 FTE)", "2019 -- 2021 (part-time)"
_DATES_ASIDE_RE = re.compile(r"\s*\((?![^()]*\b(?:19|20)\d\d\b)[^()]*\)\s*$")


def dates_only(value: str) -> str:
    """A row of dates without what it says of the job in parentheses (its share of full time, its mode); the
    seasons of several years ("Summers 2012 and 2013") as the span from the first to the last.

    >>> dates_only("2016 -- present (0.2 FTE)"), dates_only("2019 (3 months)"), dates_only("2019 (since 2020)")
    ('2016 -- present', '2019', '2019 (since 2020)')
    >>> dates_only("Summers 2012 and 2013")
    '2012 – 2013'
    """
    if seasons := _SEASONS_RE.fullmatch(value.strip()):
        return f"{seasons.group('first')} – {seasons.group('last')}"
    return _DATES_ASIDE_RE.sub("", value) if is_date_label(_DATES_ASIDE_RE.sub("", value)) else value


# A season of several years: "Summers 2012 and 2013", "Winters 2019, 2020 & 2021"
_SEASONS_RE = re.compile(
    r"(?:Spring|Summer|Autumn|Fall|Winter)s\s+(?P<first>(?:19|20)\d\d)(?:\s*,\s*(?:19|20)\d\d)*"
    r"\s*(?:,|,?\s*and|&)\s*(?P<last>(?:19|20)\d\d)",
    re.I,
)


# A short note a row sets under the citation above it: "$\rightarrow$ BJSM Editor's Choice", "-- Highly cited"
_NOTE_ROW_RE = re.compile(r"^\s*(?:[→⇒➔>•–—-]+\s*)?(?P<note>[^\W\d][^\n]{2,60}?)\s*$")


def row_note(value: str) -> str | None:
    """The note an unnamed row writes of the row above it (the left column left blank: the same field goes on), when
    it is a few words and no citation or date of its own; ``None`` otherwise.

    >>> row_note("→ BJSM Editor's Choice"), row_note("*Submitted manuscripts*"), row_note("Smith J. Title. 2020")
    ("BJSM Editor's Choice", None, None)
    """
    m = _NOTE_ROW_RE.match(value)
    if m is None or "*" in value or re.search(r"\b(?:19|20)\d\d\b", value) or len(value.split()) > 8:
        return None
    return m.group("note").strip(" .")


# A mark's legend closing a citation: "... 12–19. *shared first authorship", "... 2021. † equal contribution"
_TRAILING_LEGEND_RE = re.compile(
    r"(?<=[.)\]])\s+(?P<legend>[*†‡#§]+\s*(?:shared|joint|equal|co-?first|these authors|corresponding)\b[^.]*)\.?\s*$",
    re.I,
)


def without_legend(value: str) -> tuple[str, str | None]:
    """A citation and the legend of its marks that closes it, apart.

    >>> without_legend("Peeters, A.*, Ruiz, B.* (2024). Title. *J*, 66, 12–19. *shared first authorship")
    ('Peeters, A.*, Ruiz, B.* (2024). Title. *J*, 66, 12–19.', '*shared first authorship')
    """
    m = _TRAILING_LEGEND_RE.search(value)
    return (value[: m.start()].rstrip(), m.group("legend").strip()) if m else (value, None)


def marked(field: FormField, value: str) -> str:
    """A form row's value as a line that :func:`form_entries` joins with the rows of its entry."""
    return f"{_MARK}{field.value}{_MARK}{value}"


def form_entries(lines: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """The lines with each run of form rows read as one entry: a job's dates over ``Position — Employer``, a
    degree's rows as they are, and neither's activities, sector or level.

    A row of dates opens an entry; a line that is no form row closes it.

    >>> rows = [marked(FormField.DATES, "2019 – 2021"), marked(FormField.POSITION, "Resident, Cardiology"),
    ...         marked(FormField.EMPLOYER, "Ospedale Niguarda, Milan"), marked(FormField.OTHER, "Ward duties")]
    >>> form_entries([(r, i) for i, r in enumerate(rows)] + [("## Education", 9)])
    [('2019 – 2021', 0), ('**Resident, Cardiology** — Ospedale Niguarda, Milan', 1), ('## Education', 9)]
    """
    out: list[tuple[str, int]] = []
    entry: dict[FormField, tuple[str, int]] = {}
    for text, origin in [*lines, ("", -1)]:
        field, value = _unmark(text)
        if field is FormField.OTHER:
            continue  # activities, sector, level: no field of the record, and several may follow one another
        # a row of dates opens the next entry, whatever the one before it lacked (not every job names its employer)
        if entry and (field is None or field in entry or field is FormField.DATES):
            out.extend(_entry_lines(entry))
            entry = {}
        if field is None:
            if origin >= 0:
                out.append((text, origin))
            continue
        entry[field] = (value, origin)
    return out


def _unmark(text: str) -> tuple[FormField | None, str]:
    if not text.startswith(_MARK):
        return None, text
    name, _, value = text[1:].partition(_MARK)
    return FormField(name), value


def _entry_lines(entry: dict[FormField, tuple[str, int]]) -> list[tuple[str, int]]:
    """A job as its dates over ``**Title** — Employer`` (the bold title whole, its commas its own: "Consultant,
    Liver Unit"; a title that opens with an institution's word too: "University Lecturer in X"); a degree as its
    rows, which read as they are. Each line keeps the line of the row it came from."""
    title, employer = entry.get(FormField.POSITION), entry.get(FormField.EMPLOYER)
    if title is None or employer is None:
        # a degree: its school under its title, the thesis and the supervisor after both, whatever the form's order
        order = [FormField.DATES, FormField.QUALIFICATION, FormField.SCHOOL]
        rows = sorted(entry.items(), key=lambda row: order.index(row[0]) if row[0] in order else len(order))
        return [_named(field, row) for field, row in rows if field is not FormField.OTHER]
    name = _DATED_NOTE_RE.sub("", title[0].replace("**", ""))
    head = (f"**{name}** — {_HOST_NOTE_RE.sub('', without_street(employer[0]))}", title[1])
    return [entry[FormField.DATES], head] if FormField.DATES in entry else [head]


def _named(field: FormField, row: tuple[str, int]) -> tuple[str, int]:
    """A degree's row as it reads, save a qualification that names no degree ("Advanced Life Support provider",
    "Summer school in X"), which says it is one: the form's row names it so, whatever its words (a stay at another
    school, an exchange semester, awards none)."""
    # (imported here: cvkg.extract imports the LaTeX converter through its BibTeX reader)

    value, origin = row
    if field is FormField.QUALIFICATION and value.strip() and not _STAY_RE.search(value):
        return f"{QUALIFICATION_LABEL} {value}", origin
    return row


# A stay at another school, which the form's row names though it awards nothing: "Erasmus exchange semester"
_STAY_RE = re.compile(
    r"\b(?:exchange|erasmus|study abroad|semester abroad|(?:research|study) (?:stay|visit)|visiting)\b", re.I
)
# The label of a qualification set on a line of its own, which the education reader reads as the degree entire
QUALIFICATION_LABEL = "Qualification:"


# A note in brackets on a job's title that dates a change in it: "(since November 2022 as Marie Curie Fellow)"
_DATED_NOTE_RE = re.compile(r"\s*\([^()]*\b(?:19|20)\d\d\b[^()]*\)")
# The head of the group the job was in, in brackets after the employer: "(Prof. Luca Rossi)", "(group of Dr. X)"
_HOST_NOTE_RE = re.compile(r"\s*\((?:[\w ]{0,20}\b(?:of|with|PI:?|head:?)\s+)?(?:Prof|Dr|Professor)\.?\s[^()]*\)\s*$")


# A street and its house number ("Getreidemarkt 9", "Via Adolfo Ferrata 1", "12 Elm Road"), and a postcode before
# its town ("1060 Wien", "20133 Milano (Italy)")
_STREET_RE = re.compile(r"^(?:[^\W\d][\w.'’ -]{2,40}\s\d{1,4}[a-zA-Z]?|\d{1,4}[a-zA-Z]?\s[^\W\d][\w.'’ -]{2,40})$")
_POSTCODE_TOWN_RE = re.compile(r"^(?:[A-Z]{1,2}-)?\d{4,5}\s+(?=[^\W\d])")


def without_street(employer: str) -> str:
    """An employer's name and address without the street and the postcode: the form's "Name and address of
    employer" written in full keeps the employer and its town.

    >>> without_street("Technische Universität Wien, Institut für Materialchemie, Getreidemarkt 9, 1060 Wien")
    'Technische Universität Wien, Institut für Materialchemie, Wien'
    >>> without_street("Hospital Universitario Cruces, Barakaldo (Spain)")
    'Hospital Universitario Cruces, Barakaldo (Spain)'
    """
    parts = [p.strip() for p in employer.split(",")]
    for k in range(1, len(parts) - 1):
        if _STREET_RE.match(parts[k]) and (town := _POSTCODE_TOWN_RE.match(parts[k + 1])):
            return ", ".join([*parts[:k], parts[k + 1][town.end() :], *parts[k + 2 :]])
    return employer
