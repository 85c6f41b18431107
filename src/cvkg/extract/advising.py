"""Advising: the students a CV's subject supervised (dissertation committees are in
:mod:`cvkg.extract.committees`).

The heading says level and status (``Past Master Students``), or lines inside the section do
(``Current`` / ``Former`` on lines of their own, ``PhD students: A (2022-), B``), or each item
does (``Samuel Kim, PhD student (2022-present)``, ``Tobias Brandt (PhD, co-supervised with X)``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from cvkg.extract import labels, layout
from cvkg.extract import names as nm
from cvkg.extract.places import ORGANIZATION_RE
from cvkg.extract.sections import Section
from cvkg.model import SourceDocument, SourceSpan, Student, StudentLevel, StudentStatus

_POSTDOC_RE = re.compile(r"\bpost-?doc", re.I)
_LEVELS = (
    # an intern first: "undergraduate intern", "PhD intern" name the stay, not the degree
    (re.compile(r"\bintern(?:s|ship)?\b|\bco-?op\b", re.I), StudentLevel.INTERN),
    # (German "Doktorand", a doctoral candidate; the UK's research doctorate in medicine, "MD(Res)")
    # ("ABD": all but the dissertation, a doctoral candidate)
    # ("Dr. phil. 2024", "Dr. rer. nat.": the German doctorate a student earned)
    (re.compile(r"ph\.?\s?d|doctoral|dottorato|doctorate|doctorat|doctorado|doutorado|doktorand|\bmd\s?\(res\)"
                r"|(?-i:\bABD\b)|\bdr\.\s?(?:phil|rer|sc|theol|iur|jur|ing)\b", re.I),
     StudentLevel.PHD),
    (
        re.compile(
            r"master|\bm\.?\s?sc?\.?(?![\w.])|\bm\.?a\.?(?![\w.])|\bsc\.?\s?m\.?(?![\w.])|\bm\.?\s?(?:res|phil|eng|sci|chem|phys|math)\b"
            r"|\bm\.?\s?(?:p\.?\s?h|b\.?\s?a|f\.?\s?a|p\.?\s?p|p\.?\s?a)\.?(?![\w.])|\bll\.?\s?m\b",
            re.I,
        ),
        StudentLevel.MASTER,
    ),
    # "Honours (First Class)": the honours year of an Australian, New Zealand or Canadian bachelor's degree (a
    # master's "with honours" is a master's: its level is found above)
    (re.compile(r"undergrad|bachelor|\bb\.?\s?sc?\.?(?![\w.])|\bhonou?rs\b", re.I), StudentLevel.BACHELOR),
    (re.compile(r"visiting", re.I), StudentLevel.INTERN),
    # "Dissertation director: X" (a master's or honours dissertation said so above)
    (re.compile(r"dissertation|thèses?\b", re.I), StudentLevel.PHD),
)
_PAST_RE = re.compile(
    r"\b(?:past|former|graduated|alumni|completed|previous(?:ly)?|placements?"
    # the same in French, Spanish, Portuguese, Italian and German
    r"|soutenues?|conclu[íi]d[ao]s?|defendid[ao]s?|finalizad[ao]s?|discusse|abgeschlossen)\b",
    re.I,
)
_FINISHED_RE = re.compile(
    r"\b(?:19|20)\d\d\s*[-–]\s*(?:19|20)\d\d\b|\b(?:graduated|completed|defended|awarded|verteidigt|promoviert)\b", re.I
)
_CURRENT_RE = re.compile(
    r"\b(?:current(?:ly)?|ongoing|present|in progress|expected|en cours|en curso|em andamento|in corso|laufend)\b",
    re.I,
)
# "2019–present", "2019–)", "since 2019": still under way
_OPEN_RE = re.compile(r"(?:19|20)\d\d\s*[-–]\s*(?:present|now|current|\)|$|[,;])|\bsince\s+(?:19|20)\d\d\b", re.I)
# "Name (details), more", "Name (details) → Employer", "Name (details) — now at Employer"
# "Name (details). Now Lecturer, Univ": a sentence after the parentheses says more
_ITEM_RE = re.compile(r"^([^(,;:→—]+?)\s*(?:\(([^)]*)\))?\s*(?:(?:[,;—]|(?<=\))\s*[–.]|(?=→|->))\s*(.*))?$")
# "**Ana Ruiz**: PhD student, 2019–present" (a LaTeX item's bold name over a line break): a name, then its details
# (or a stop after it, as a numbered list of trainees sets it: "T9. **Ana Ruiz**. MSc Student, Univ, 2014--present")
_BOLD_NAME_RE = re.compile(r"^\s*(?:[-*+•]\s+)?\*\*([^*]+)\*\*\s*[:.]\s+(\S.*)$")
_OUTCOME_RE = re.compile(
    r"(?:^|[;,.(]\s*)(?:(?:current|first|initial|next)?\s*(?:appointment|position|placement|now at|then|went to)"
    r"\s*:?|now|→|->|actualmente|atualmente|actuellement|aujourd['’]hui|attualmente|heute|jetzt)\s*([^;.)]+)",
    re.I,
)
_ARROW_RE = re.compile(r"(?:→|->)\s*([^;.)]+)")
# "Co-supervision of Master's student X (...) and of PhD student Y": the lead-in, then one item per student
_LEAD_RE = re.compile(r"^(?:co-?)?(?:supervision|supervised|mentoring|mentored)\s+(?:of\s+)?", re.I)
_LEADING_YEARS_RE = re.compile(r"^(?:19|20)\d\d(?:\s*[-–]\s*(?:(?:19|20)\d\d|present))?[\s:,]+(?=[A-Z])")
_ITEM_LEVEL_RE = re.compile(
    r"^((?:(?:ph\.?\s?d\.?|doctoral|master'?s?|m\.?\s?sc\.?|bachelor'?s?|undergraduate|graduate|research)\s+)?"
    r"(?:students?|interns?|researchers?))\s+(?=[A-Z])",
    re.I,
)


def _level(text: str) -> StudentLevel | None:
    if _POSTDOC_RE.search(text):
        return StudentLevel.OTHER  # postdoctoral fellows are advisees, but no degree students
    for pattern, level in _LEVELS:
        if pattern.search(text):
            return level
    return None


def _status(text: str) -> StudentStatus | None:
    """Past or current, as ``text`` says; ``None`` when it says neither or both (``Current and Former Students``)."""
    past, current = _PAST_RE.search(text), _CURRENT_RE.search(text)
    if past and current:
        return None
    return StudentStatus.PAST if past else StudentStatus.CURRENT if current else None


def _is_label(text: str) -> bool:
    """``Current``, ``Former PhD students``, ``Ph.D. students (primary advisor), with first placement:``:
    a line that sets status or level for the items below."""
    if (_status(text) or _level(text)) is None:
        return False
    if text.rstrip().endswith(":") and len(text.split()) <= 10 and not re.search(r"(?:19|20)\d\d", text):
        return True
    # "Ph.D. students (chair or co-chair)": a lowercase note says the subject's part, no name
    words = re.sub(r"\s*\((?-i:[a-z])[^()]*\)\s*$", "", text).rstrip(":").split()
    if not 0 < len(words) <= 4 or "(" in " ".join(words):
        return False
    # every word says status or level, or who is listed ("Master's report supervisor"): "Jane Current" is a name,
    # and "2019–present" a date column
    return all(
        (_level(w) or _status(w) or w.lower().strip(".,") in _LABEL_WORDS) and not re.search(r"\d", w) for w in words
    )


_LABEL_WORDS = frozenset(
    ["students", "student", "advisees", "mentees", "supervisor", "supervision", "advisor", "report", "reports",
     "thesis", "theses", "dissertation", "dissertations", "project", "projects", "research", "primary", "main"]
)  # fmt: skip


@dataclass
class _Context:
    """What the heading and label lines above an item say of it."""

    level: StudentLevel | None
    status: StudentStatus | None  # None: nothing said, each item's details decide

    def labelled(self, label: str) -> _Context:
        return _Context(_level(label) or self.level, _status(label) or self.status)


# "**Doctoral advisees** — A (PhD 2022), B (current)": a bold label set off by a dash, as by a colon
_BOLD_DASH_LABEL_RE = re.compile(r"^\s*(?:\*\*|__)([^*_]{3,40})(?:\*\*|__)\s*[—–]\s+")


def students(section: Section, doc: SourceDocument) -> list[Student]:
    """Advisees, one per name, with the level and status their heading, label line or item gives."""
    title = layout.plain(section.title)  # "_Postdoctoral fellows_": the words, not their emphasis
    context = _Context(_level(title), _status(" ".join(layout.plain(t) for t in section.titles)))
    recent_level: StudentLevel | None = None  # the level the last labelled list named
    carried: StudentLevel | None = None  # the level a line's own label gave, for the unlabelled lines under it
    header: list[str] = []  # a table's column names
    out: list[Student] = []
    dashed = [(n, _BOLD_DASH_LABEL_RE.sub(r"\1: ", t)) for n, t in section.lines]
    dotted = layout.join_dotted_paragraphs(dashed)  # "A (2020–), topic · B" over "(2016), topic": one list
    lines = _wrapped_at_margin(_names_over_details(_details_under_items(_margin_items(dotted))))
    raw = dict(lines)
    for block in layout.blocks(lines):
        first, head = raw.get(block.first, ""), block.head
        whole = layout.unwrap(block)  # "-   Name, PhD 2021 (now X, Univ" / "    of Y)"
        joined = {n for n, _ in block.sub_lines} - {n for n, _ in whole.sub_lines}
        if joined and not joined & {n for n, _ in _own_lines(block)}:  # "  In progress: A; B" lists its own
            # "- **Ana Ruiz**" over "  PhD student, 2019–present": a name alone, its details on the lines below
            alone = nm.is_name(block.head) and whole.head.startswith(block.head)
            head = f"{block.head}, {whole.head[len(block.head) :].strip()}" if alone else whole.head
            if (dated := _date_column_last(first)) and whole.head.startswith(block.head):
                # "2016-2019   Name, MD / Resident" over "Now at X": the date column read before the join
                # (a bare name's dates close it: "Name (2022-)" over "Medical student" is "Name (2022-), Medical ...")
                head = f"{dated}{',' if dated.endswith(')') else ''} {whole.head[len(block.head) :].strip()}"
            first, block = head, whole
        columns = layout.cells(first)
        if len(columns) >= 2 and _is_label(columns[0]):
            # "Ph.D.  Name (2021–)": a level column labels its row and the rows under it that leave it empty
            context = context.labelled(columns[0])
            first = head = "  ".join(columns[1:])
        head = _row_as_item(first, header) or _date_column_last(first) or _bold_name_first(first) or head
        if _HEADER_ROW_RE.match(head):
            header = layout.cells(first)
            continue  # "Name  Program  Since": the table's column names, which may label the rows' cells
        local = context
        own = _own_lines(block)
        # the item's details are its sub-lines that list no students of their own
        taken = {n for n, _ in own}
        subs = [t for (n, _), t in zip(block.sub_lines, block.subs, strict=True) if n not in taken]
        numbered = [(block.first, head), *own]
        for i, (number, line) in enumerate(numbered):
            line = (_date_column_last(raw.get(number, "")) if i else None) or line
            span = doc.span(block.first, block.last) if i == 0 else doc.span(number)
            if _is_label(line):
                local = local.labelled(line)
                context = local  # "**Master's students**" at the margin, after a bullet: a label for all below
                carried = None
                continue
            lead = labels.split_label(line)
            here = local
            if i == 0 and lead is None and carried is not None and local.level is None and _level(line) is None:
                here = _Context(carried, local.status)
            if lead and local.level is None and _says_status_only(lead[0]):
                here = _Context(recent_level, local.status)  # "Current: X, Y" under "Ph.D. advisees: A, B"
            # "In progress: X; Y" under "Doctoral: Completed: ...": the label above holds for the lines under it
            found = _line_students(line, span, here, subs if i == 0 else [])
            if found is not None:
                out.extend(found[0])
                local = found[1] if i == 0 else local
                if i == 0 and found[0] and lead:
                    # "PhD: A (2023)" over "B (since 2022)": the level labels the list's unlabelled items below too
                    carried = _level(lead[0])
            recent_level = (_level(lead[0]) if lead else None) or recent_level
    return out


def _names_over_details(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """A list without bullets whose names stand alone over their details (a word processor's ``Ana Ruiz`` over
    ``  PhD student, 2019–present``, moderncv's ``\\newline``): each name joined with the line below it."""
    if any(layout.has_marker(t) for _, t in lines):
        return lines
    out = list(lines)
    for i in range(len(out) - 1):
        name, below = layout.plain(out[i][1]), layout.plain(out[i + 1][1])
        if not (name and below and nm.is_name(name)) or nm.is_name(below) or _is_label(below):
            continue
        if len(layout.cells(out[i][1])) > 1 or len(layout.cells(out[i + 1][1])) > 1:
            continue  # a table's rows
        if _names_someone(below) or labels.split_label(below):
            continue  # the next student, or a labelled list of its own
        out[i], out[i + 1] = (out[i][0], f"{name}, {below}"), (out[i + 1][0], "")
    return out


def _margin_items(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """A list whose only bullets mark the details under its items (``Dana Fox (PhD)`` over ``  ◦ Thesis: X``):
    the lines at the margin are the items, as if bulleted."""
    marked = [layout.indent_of(t) for _, t in lines if layout.has_marker(t)]
    if not marked or min(marked) == 0:
        return lines
    # (not a label at the margin: "**Undergraduate research**" over "  - A (REU, 2019)" names who the items are)
    return [
        (n, f"- {t}" if t.strip() and layout.indent_of(t) == 0 and not _is_label(layout.plain(t)) else t)
        for n, t in lines
    ]


def _details_under_items(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """A bullet of a detail (``- Co-advisor: X``, ``- First position: Y``) at the level of the students, as a
    converter flattens a nested list: a detail of the student above, moved under it."""
    out = list(lines)
    for i, (n, t) in enumerate(out):
        found = labels.split_label(t) if layout.has_marker(t) else None
        if i and found and _DETAIL_LABEL_RE.match(found[0]) and layout.has_marker(out[i - 1][1]):
            out[i] = (n, "    " + t.lstrip())
    return out


def _wrapped_at_margin(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """A list without bullets that a PDF wrapped: a line that runs to the margin, stopped in mid-phrase, goes on
    in the indented line under it (``..., Kwame Mensah, Li`` over ``  Wei and Priya Natarajan.``)."""
    if any(layout.has_marker(t) for _, t in lines):
        return lines
    width = max((len(t.rstrip()) for _, t in lines), default=0)
    out: list[tuple[int, str]] = []
    last, last_full = -1, False  # the line the next may go on, and whether it ran to the margin in mid-phrase
    for n, t in lines:
        if last_full and t.strip() and layout.indent_of(t) > 0:
            out[last] = (out[last][0], f"{out[last][1].rstrip()} {t.strip()}")
            out.append((n, ""))
        else:
            out.append((n, t))
            last = len(out) - 1 if t.strip() else last
        if t.strip():  # a stop ends the phrase, unless it closes an initial ("José Á.")
            line = t.rstrip()
            last_full = len(line) >= 0.75 * width and not re.search(r"[;:)\]]$|(?<![\s(][A-ZÀ-Þ])\.$", line)
            last_full = last_full and len(layout.cells(line)) < 3  # a table's row ends at its last cell
    return out


def _says_status_only(label: str) -> bool:
    """``Current``, ``In progress``, ``Former``: a label of status alone, no level."""
    return _status(label) is not None and _level(label) is None and len(label.split()) <= 2


def _own_lines(block: layout.Block) -> list[tuple[int, str]]:
    """Lines under an item that list students of their own: labelled ones (``In progress: X; Y``), and
    unmarked lines at the left margin; a sub-bullet (``- Best Paper Award (2022)``) is a detail of the
    student above."""
    # (a label in lower case, "position: DeepMind", is the line above wrapped: "... First" / "position: X"; a
    # label of a detail, "Co-advisor: X", "First position: Y", says more of the student above)
    labelled = [(n, t) for n, t in zip((n for n, _ in block.sub_lines), block.subs, strict=True)
                if _is_label(t) or ((found := labels.split_label(t)) and not found[0][:1].islower()
                                    and not _DETAIL_LABEL_RE.match(found[0]))]  # fmt: skip
    return sorted(dict(labelled + layout.own_lines(block, lambda _: True)).items())


_DETAIL_LABEL_RE = re.compile(
    r"^(?:co-?\s?(?:advisors?|supervisors?)|(?:first |current |initial )?(?:position|placement|appointment)s?"
    r"|thesis|dissertation|project|outcome|now)\b",
    re.I,
)


def _line_students(
    text: str, span: SourceSpan, context: _Context, subs: list[str]
) -> tuple[list[Student], _Context] | None:
    """The students one line names (after its labels: ``Doctoral: Completed: A (2016); B``), and the
    context its first label sets for the lines under it; ``None`` for a line that names no one."""
    if len(sentences := _LABELLED_SENTENCE_RE.split(text)) > 1:
        # "Residents: A (2021–2024). Medical students (MD theses): B (2023).": each sentence its own label's
        read = [r for sentence in sentences if (r := _line_students(sentence, span, context, subs)) is not None]
        return ([s for found, _ in read for s in found], read[0][1]) if read else None
    below: _Context | None = None
    while (found := labels.split_label(text, with_place=True)) and (
        _level(found[0]) or _status(found[0]) or not nm.is_name(found[0])
    ):
        context = context.labelled(found[0])
        below = below or context  # the first label holds for the lines under this one
        text = found[1]
    if m := _AMONG_RE.match(text):
        # "Supervisor of 14 MSc theses, among which: A (2024), B (2023)": a count, then the students it names
        context = context.labelled(m.group(1))
        below = below or context
        text = m.group(2)
    if m := _LONG_LABEL_RE.match(text):
        # "Part III (MSci) project students, Cambridge: A (2023–24), B": a label with its level and place
        context = context.labelled(m.group(1))
        below = below or context
        text = m.group(2)
    text = _LEAD_RE.sub("", _LEADING_YEARS_RE.sub("", text.strip().rstrip(".")))
    items = _items(text)
    if len(items) == 1:
        found = _student(items[0], span, context, subs) or _prose_students(text, span, context)
        return found, below or context
    return [s for item in items for s in _student(item, span, context, [])], below or context


# A sentence that names the students after saying who they are, without a colon: "Co-supervisor of PhD students
# A (2019–2023) and B (2023–present)", "co-advisor (with Prof. X) of the PhD students A (...) and B (...)",
# "Co-op student supervisor, A (...); B (...)"
_PROSE_LEAD_RE = re.compile(
    r"^((?:[^.;()]|\([^()]*\)){0,80}?"
    r"\b(?:students?(?: supervisor)?|advisees|mentees|trainees|interns|postdocs|researchers))"
    r",?\s+(?=(?-i:[A-Z][\w'’-]+\s+[A-Z]))(\S.*)$",
    re.I,
)


def _clauses(text: str) -> list[str]:
    """A line's sentences and its clauses set apart by semicolons, outside parentheses."""
    out, depth, start = [], 0, 0
    for i, char in enumerate(text):
        depth += (char == "(") - (char == ")")
        ends = char == ";" or (char == "." and re.match(r"\s+(?-i:[A-Z])", text[i + 1 :]) is not None)
        if depth == 0 and ends and not (char == "." and re.search(r"(?:^|[\s.])\w{1,3}$", text[:i])):
            out.append(text[start:i].strip())
            start = i + 1
    return [c for c in [*out, text[start:].strip()] if c]


def _prose_students(text: str, span: SourceSpan, context: _Context) -> list[Student]:
    """The students a clause of running prose names after its lead-in; its ``with Prof. X`` co-advises them all."""
    out: list[Student] = []
    whole = _PROSE_LEAD_RE.match(text)
    for clause in [text] if whole else _clauses(text):
        m = _PROSE_LEAD_RE.match(clause)
        if m is None:
            continue
        here = context.labelled(m.group(1))
        co = re.search(_CO_TAIL, m.group(1))
        shared = _leading_names(re.split(r",\s*|\s+and\s+", co.group(1))) if co else ()
        for item in _items(m.group(2)):
            out.extend(replace(s, co_advisors=s.co_advisors or shared) for s in _student(item, span, here, []))
    return out


# A count or a summary before the students it names: "Supervisor of 14 MSc theses, among which: A (2024), B"
_AMONG_RE = re.compile(
    r"^([^():;]{0,80}?)[,;]?\s+(?:among (?:which|whom|them|others)|including|e\.g\.|notably|such as)\s*:?\s+"
    r"(?=(?-i:[A-Z]))(\S.*)$",
    re.I,
)
# A label that says who the students are, with a note and a place: "Part III (MSci) project students, Cambridge:"
_LONG_LABEL_RE = re.compile(
    r"^([^:]{0,60}\b(?:students?|advisees|mentees|trainees|interns|postdocs)\b[^:;]{0,40}):\s+(\S.*)$", re.I
)
# The end of a sentence before another label: "... (2022–present). Medical students (MD theses): ..."
# (not after an initial: "Kristine T. Mendoza"; only a label that names students or their status: not "First
# position: X")
_LABELLED_SENTENCE_RE = re.compile(
    r"(?:(?<=[a-z]{2})|(?<=\)))\.\s+(?=(?-i:[A-Z]))(?=[^.:;()]{0,40}?\b(?:students?|residents|fellows|trainees|interns"
    r"|postdocs|advisees|mentees|undergraduates|in progress|current|completed|former|ongoing)\b[^.:;]{0,40}:\s)",
    re.I,
)


def _items(text: str) -> list[str]:
    """``A (x); B (y)``, ``A (x) · B (y)``, ``A (x), B (y)``, ``... A (x) and of ... B (y)``: one item per student."""
    # (a serial list "A, B and C" parts at both)
    dot = layout.DOT_SEPARATOR_RE.pattern
    for separator in (r";", dot, r",", r",\s*(?:and\s+)?|\s+and\s+", r"\s+and\s+(?:of\s+)?"):
        parts = [p.strip() for p in re.split(separator + r"(?![^()]*\))", text) if p.strip()]
        if any(_CO_OPEN_RE.search(p) for p in parts[:-1]):
            continue  # "..., co-advised with A and B": the co-advisors' list goes on after the separator
        if len(parts) > 1 and all(_names_someone(p) for p in parts):
            return parts
    if m := _LAST_DATE_COLUMN_RE.search(text) or re.search(rf"(?<=\))\s+{_DATES}\s*$", text):
        # "A (honors thesis, 2024), B (REU, 2022)  2022–2024": moderncv's date column is the line's, not B's
        parts = _items(text[: m.start()])
        return parts if len(parts) > 1 else [text]
    return [text]


# A part that ends in the middle of a co-advisor list: "Name, PhD student, co-advised with Ada Byron"
_CO_OPEN_RE = re.compile(
    r"(?i:\b(?:co-?\s?(?:advised|supervised|mentored)|jointly \w+|with|co-?\s?advisors?:))\s+(?:by\s+|with\s+)?"
    r"(?:(?:Prof\.|Dr\.)\s+)?[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3}$"
)


def _names_someone(item: str) -> bool:
    m = _ITEM_RE.match(_ITEM_LEVEL_RE.sub("", item))
    return m is not None and nm.is_name(m.group(1)) and not ORGANIZATION_RE.search(m.group(1))  # "Loom Bank"


_HEADER_ROW_RE = re.compile(r"^(?:name|student|advisee|mentee)s?\b", re.I)


def _bold_name_first(line: str) -> str | None:
    """``**Name**: details`` -> ``Name, details``; ``None`` unless the bold words are a name."""
    m = _BOLD_NAME_RE.match(line)
    return f"{m.group(1).strip()}, {layout.plain(m.group(2))}" if m and nm.is_name(m.group(1)) else None


def _row_as_item(line: str, header: list[str]) -> str | None:
    """A table row ``Name  Program  Since`` -> ``Name (Program; Since)``, the shape of a list item; a cell under
    a ``Co-advisor`` column names the co-advisor."""
    cells = layout.cells(line)
    if len(cells) < 2 or not nm.is_name(cells[0]):
        return None
    if len(header) == len(cells):
        cells = [_under(h, c) for h, c in zip(header, cells, strict=True)]
    return f"{cells[0]} ({'; '.join(re.sub(r'[()]', ' ', c).strip() for c in cells[1:])})"


_CO_COLUMN_RE = re.compile(r"^co-?\s?(?:advisors?|supervisors?)(?:\(s\))?$", re.I)
_PLACEMENT_COLUMN_RE = re.compile(r"^(?:(?:first )?placement|first position|outcome)$", re.I)


def _under(column: str, cell: str) -> str:
    """A cell as its column's name says: ``co-advised with X`` under ``Co-advisor``, ``placement: X``."""
    if _CO_COLUMN_RE.match(column):
        return f"co-advised with {cell}"
    return f"placement: {cell}" if _PLACEMENT_COLUMN_RE.match(column) else cell


def _student(text: str, span: SourceSpan, context: _Context, subs: list[str]) -> list[Student]:
    """``[Level student] Name (details), more details`` -> the student, or nothing when the item names no one."""
    lead = _ITEM_LEVEL_RE.match(text.strip())
    text = text.strip()[lead.end() :] if lead else text
    text = _DEGREE_TITLE_RE.sub("", text.strip())  # "M.Sc. Lukas Brandt": the degree the student holds
    m = _ITEM_RE.match(text)
    if not m or not nm.is_name(m.group(1)):
        return []
    inner, rest = m.group(2) or "", m.group(3) or ""
    details = f"{inner}; {rest}"
    co = _CO_ADVISED_RE.search(details) or re.search(_CO_TAIL, inner)
    co = co or next(filter(None, map(_CO_ADVISED_RE.search, subs)), None)  # "  - Co-advisor: X" under the item
    co_names = _leading_names(re.split(r",\s*|\s+and\s+|\s*&\s*", co.group(1))) if co else ()
    year_m = re.search(r"(?:19|20)\d\d", details)
    outcome = next((o.group(1).strip(" .") for o in map(_OUTCOME_RE.search, [details, *subs]) if o), None)
    arrow = _ARROW_RE.search(rest)  # "MSc student, Univ (2020–2021) → Employer"
    outcome = outcome or (arrow.group(1).strip(" .") if arrow else None) or _placement(inner, rest) or _dashed(text)
    level = _own_level(inner, context.level) or _level(f"{lead.group(1) if lead else ''} {details}")
    return [
        Student(
            nm.clean_name(m.group(1)),
            span,
            level=level or StudentLevel.OTHER,
            status=context.status or _item_status(inner or rest, level, has_outcome=outcome is not None),
            co_advisors=co_names,
            year=int(year_m.group(0)) if year_m else None,
            outcome=outcome,
        )
    ]


# A degree held, written before a student's name as German CVs do: "M.Sc. Name", "Dipl.-Ing. Name", "B.Sc. Name"
_DEGREE_TITLE_RE = re.compile(
    r"^(?:(?:M|B)\.\s?(?:Sc|A|Eng|Ed)\.|(?:MSc|BSc|MEng|BEng)\b|Dipl\.-[A-Z][a-z]{1,6}\.(?:\s?\([A-Z]+\))?)\s+(?=[A-Z])"
)
# A date column before the name: "2019–2023  Sophie Ertl, Thesis", "since 2020: Jakob Amare", "2019–  Name"
_DATES = r"((?:since\s+)?(?:19|20)\d\d(?:\s*[-–]\s*(?:(?:19|20)\d\d|present|now|current)?)?)"
_DATE_COLUMN_RE = re.compile(rf"^{_DATES}(?:\s{{2,}}|\t|\s*[:|]\s+)(?=[A-Z])", re.I)
# ... or after it, set apart by a gap: "Name (PhD)  2019–" (moderncv's \cvitem{2019--}{Name (PhD)})
_LAST_DATE_COLUMN_RE = re.compile(rf"(?<=\S)(?:\s{{2,}}|\t){_DATES}\s*$", re.I)


def _date_column_last(line: str) -> str | None:
    """``2019–2023  Name, rest`` and ``Name (PhD)  2019–`` -> ``Name (2019–2023), rest`` and ``Name (PhD;
    2019–)``: the dates where an item's details stand (``None`` for a line without a date column).

    >>> _date_column_last("- 2019–2023  Sophie Ertl, *Urban Seals*")
    'Sophie Ertl (2019–2023), Urban Seals'
    >>> _date_column_last("2015–2020: Dana Fox (PhD), now at Loom Inc.")
    'Dana Fox (PhD; 2015–2020), now at Loom Inc.'
    """
    text = layout.strip_marker(line)
    if m := _DATE_COLUMN_RE.match(text):
        when, body = m.group(1), text[m.end() :]
    elif (m := _LAST_DATE_COLUMN_RE.search(text)) and text[:1].isupper():
        when, body = m.group(1), text[: m.start()]
    else:
        return None
    # "Name / Fellow", "Name   Fellow": the Harvard CV's slash, a table's gap, end the name as a comma does
    name, sep, tail = re.split(r"([,;(]|\s+/\s+|\s{3,}|\t)", body + ",", maxsplit=1)
    sep = sep if sep in ",;(" else ","
    if m.start() and not nm.is_name(name):
        return None  # "Co-supervision of A (...) and of B (...)  2023–2024": the dates of the line, no one's column
    if sep == "(":  # the item has details in parentheses already: the dates join them
        inner, _, after = tail.partition(")")
        return layout.plain(f"{name.strip()} ({inner}; {when}){after}".rstrip(",; "))
    return layout.plain(f"{name.strip()} ({when}){sep}{tail}".rstrip(",; "))


# The co-advisors' names run to a semicolon, a parenthesis, a year or a placement
# (or to a new sentence: "co-supervised with Tom Lee. First position: X")
_CO_NAMES = (
    r"(.+?)(?=[;)]|,\s*(?:(?:19|20)\d\d|→|->|now\b)|(?-i:\.\s+[A-Z][a-z]+\s+[a-z])|(?-i:(?<=[a-z]{3})(?<!Prof)(?<!Profa)(?<!Dott)\.\s+[A-Z])|$)"
)
_CO_TAIL = r"\bwith\s+" + _CO_NAMES
# "co-supervised with X" names the co-advisor wherever it stands, inside the parentheses or not (a table
# row "Name, PhD, co-advised by X, 2021–present"); outside them a bare "with" may say anything
_CO_ADVISED_RE = re.compile(
    r"\b(?:(?:co-?\s?(?:advised|supervised|mentored)|jointly (?:advised|supervised))\s+(?:with|by)"
    r"|co-?direction avec|codirigid[ao] con|coorienta[çc][ãa]o (?:de|com)|co-?tutela con|gemeinsam mit"
    r"|co-?\s?(?:advisors?|supervisors?)\s*:)\s+" + _CO_NAMES,
    re.I,
)


_DEGREES = (StudentLevel.PHD, StudentLevel.MASTER, StudentLevel.BACHELOR)
_FINISH_YEAR_RE = re.compile(r"^(?:[A-Za-z.']{2,8},?\s+)?(?:19|20)\d\d$")  # "(2022)", "(PhD, 2022)", "(MSc 2021)"
_JOB_RE = re.compile(
    r"\b(?:Professor|Lecturer|Scientist|Engineer|Researcher|Fellow|Postdoc\w*|Analyst|Economist|Consultant"
    r"|Director|Manager|Associate)\b"
)


def _placement(inner: str, rest: str) -> str | None:
    """``Name (2022), Bank of Finland``: after a finished year in parentheses, an employer or a job alone is
    where the student went, though no ``now`` says so."""
    rest = rest.strip(" .")
    # "Name (2020, Assistant Professor, University of X)": the year it ended, then where the student went
    if (m := re.match(r"^(?:19|20)\d\d,\s*(\S.*)$", inner.strip())) and not _CO_ADVISED_RE.search(inner):
        went = m.group(1).strip(" .")
        if (_JOB_RE.search(went) or ORGANIZATION_RE.search(went)) and not re.search(r"\d", went):
            return went
    if not (_FINISH_YEAR_RE.match(inner.strip()) and rest[:1].isupper()) or _CO_ADVISED_RE.search(rest):
        return None
    return rest if ORGANIZATION_RE.search(rest) or _JOB_RE.search(rest) else None


# "Bo Chen (M.S. 2020) — Microsoft": after the parentheses, a dash, then where the student went
_DASHED_RE = re.compile(r"\)\s*(?:—|–|--?)\s*([A-Z][^;()]*)$")


def _dashed(text: str) -> str | None:
    m = _DASHED_RE.search(text)
    if m is None or len(m.group(1).split()) > 8 or _CO_ADVISED_RE.search(m.group(1)) or re.search(r"\d", m.group(1)):
        return None
    return m.group(1).strip(" .")


def _own_level(inner: str, heading: StudentLevel | None) -> StudentLevel | None:
    """The level of an item under a heading that gives ``heading``: a bare degree opening its parentheses
    (``Name (MRes, 2020)`` under a doctoral heading) is the student's own and beats a degree heading's;
    an intern's or a postdoc's heading holds (``Research interns: Name (MSc student)``)."""
    first = re.split(r"[,;]", inner, maxsplit=1)[0].strip()
    own = _level(first) if len(first.split()) == 1 else None
    return own if own in _DEGREES and heading in (*_DEGREES, None) else heading


# "PhD 2020", "M.S. 2023", "MPH, 2019": the degree and the year it was earned
_DEGREE_YEAR_RE = re.compile(
    r"(?<![\w.])(?:ph\.?\s?d|d\.?\s?phil|dr\.\s?(?:phil|rer\.\s?nat|sc)|m\.?\s?sc?|m\.?\s?a|mph|mres|mphil|b\.?\s?sc?"
    r"|b\.?\s?a)\.?,?\s+(?:19|20)\d\d\b"
    r"(?!\s*[-–])",
    re.I,
)


def _item_status(details: str, level: StudentLevel | None, *, has_outcome: bool) -> StudentStatus:
    """What an item's own details say when no heading or label does: ``(2019-2023, now at WHO)`` and
    ``thesis completed 2024`` are past, ``(2022-present)`` and ``ongoing`` current; an intern's or a
    master's student's bare year (``(2017)``) is a finished stay."""
    if _OPEN_RE.search(details) or _CURRENT_RE.search(details):
        return StudentStatus.CURRENT
    if has_outcome or _FINISHED_RE.search(details) or _DEGREE_YEAR_RE.search(details):
        return StudentStatus.PAST
    short = level in (StudentLevel.INTERN, StudentLevel.MASTER, StudentLevel.BACHELOR)
    return StudentStatus.PAST if short and re.search(r"(?:19|20)\d\d", details) else StudentStatus.CURRENT


def _leading_names(names: list[str]) -> tuple[str, ...]:
    """The names a co-advisor phrase starts with (``Kenji Watanabe, Amazon`` -> Kenji Watanabe)."""
    out: list[str] = []
    for name in names:
        if not nm.is_name(name) or ORGANIZATION_RE.search(name):
            break
        out.append(nm.clean_name(name))
    return tuple(out)
