"""Find a CV's section headings by their words and their layout, and cut the text into sections.

A line is a heading when its *words* name a section (``Invited Talks``, ``Work Experience``,
``Ph.D. Dissertation Committee``) and its *layout* sets it apart: a Markdown ``#``, a line
in ``**bold**``, ALL CAPS, or a short line on its own. A heading may also start a line
whose content follows on the same line (``Research Interests Machine learning, ...``,
``**Education** University of ...``), as PDF converters often leave it.

A marked-up line whose words name no section (``## **Acme Robotics**``) is content, not a
heading: PDF converters mark employers and project names up as headings too.

Headings in Spanish, Portuguese, French, German and Italian are read by the words of
:mod:`cvkg.extract.foreign_headings`, with or without their accents.

>>> heading_kind("Selected Publications")
<SectionKind.PUBLICATIONS: 'publications'>
>>> heading_kind("Formação Acadêmica"), heading_kind("Dirección de tesis")
(<SectionKind.EDUCATION: 'education'>, <SectionKind.STUDENTS: 'students'>)
>>> find_heading("Research Interests Machine learning systems").rest
'Machine learning systems'
"""

from __future__ import annotations

import enum
import functools
import re
import unicodedata
from dataclasses import dataclass, field

from cvkg.extract import layout
from cvkg.extract.dates import is_only_dates
from cvkg.extract.foreign_headings import COMPOUND_HEADS, ELISIONS, FOREIGN_KIND_PATTERNS, FUNCTION_WORDS, fold
from cvkg.extract.heading_words import HEADING_WORDS, LINE_HEADING_WORDS


class SectionKind(enum.Enum):
    """What a section holds; ``OTHER`` sections are read by nobody."""

    PREAMBLE = "preamble"
    INTERESTS = "interests"
    EDUCATION = "education"
    POSITIONS = "positions"
    AWARDS = "awards"
    PUBLICATIONS = "publications"
    TALKS = "talks"
    TEACHING = "teaching"
    SERVICE = "service"
    STUDENTS = "students"
    COMMITTEES = "committees"
    PROJECTS = "projects"
    SKILLS = "skills"
    OTHER = "other"


# First match wins: the more specific phrases come first ("dissertation committee" before
# "committee", "invited talks" before "invited papers", "research interests" before "research").
_KIND_PATTERNS: tuple[tuple[re.Pattern[str], SectionKind], ...] = tuple(
    (re.compile(p, re.I), k)
    for p, k in (
        # the Harvard Medical School CV's own headings, whose words would mislead the rules below ("Teaching of
        # Students in Courses" is teaching, "Report of Scholarship" and "Research Investigations" are papers)
        (
            r"^(?:report of )?(?:(?:other |non-)?peer-?reviewed )?scholarship\b|^research investigations$",
            SectionKind.PUBLICATIONS,
        ),
        (
            r"^report of (?:local )?teaching|^(?:formal )?teaching of (?:students|residents|peers)\b",
            SectionKind.TEACHING,
        ),
        (r"^report of regional\b.*\b(?:presentations|teaching)\b", SectionKind.TALKS),
        (r"^report of funded\b", SectionKind.AWARDS),
        # the Harvard CV's hospital and program leadership: appointments held; its service to patients and the
        # community: volunteer work; "Hospital Appointments and Clinical Leadership": posts held, no service
        (r"^(?:major )?administrative leadership positions$"
         r"|^(?:hospital|clinical|academic|faculty|university)\s+appointments\b", SectionKind.POSITIONS),
        (r"^report of education of patients and service to the community$", SectionKind.SERVICE),
        (r"^report of (?:clinical|education of patients)\b|^educational material for patients|^narrative report$"
         r"|^clinical supervisory", SectionKind.OTHER),
        # a committee for a qualifying or comprehensive exam, a prospectus or a paper: no dissertation's
        (r"\b(?:comprehensive|qualifying|candidacy|prospectus|preliminary)\b.*\bcommittees?\b", SectionKind.OTHER),
        (
            r"\b(?:dissertation|thesis|doctoral|ph\.?\s?d\.?|defen[cs]e|examination)s?\b.*\bcommittees?\b"
            r"|\bcommittees?\b.*\b(?:dissertation|thesis|doctoral|ph\.?\s?d)"
            r"|\bexternal examin|\b(?:dissertation|thesis|theses|doctoral|ph\.?\s?d\.?) (?:examin|jur(?:y|ies))"
            r"|^examining$",
            SectionKind.COMMITTEES,
        ),
        # "Interests and Hobbies", "Personal Interests": what the subject does for pleasure, not research;
        # a statement is prose about the subject's aims ("Teaching Statement"), not a list of records
        (
            r"\bhobb(?:y|ies)\b|\bpastimes\b|\b(?:personal|outside|other) interests\b"
            r"|\b(?:teaching|research|diversity|personal) statement\b"
            # a philosopher's "Areas of Competence": what they can teach, neither research nor skills
            r"|\bareas? of competence\b|^AOC$",
            SectionKind.OTHER,
        ),
        (
            r"\b(?:research )?interests?\b|\bresearch (?:areas?|focus|topics|fields?|themes)\b"
            r"|\bareas? of (?:interest|expertise|speciali[sz]ation)\b|^AOS$"
            r"|^(?:primary |major )?fields?(?: of (?:study|speciali[sz]ation))?$"
            # the Europass form's "Desired employment / Occupational field": the fields the subject works in (not
            # "Desired employment" alone: a job wished for)
            r"|^(?:desired employment\s*/\s*)?occupational field|^gew[üu]nschte besch[äa]ftigung\b|^research profile$",
            SectionKind.INTERESTS,
        ),
        (
            r"\b(?:(?:theses|dissertations) (?:supervised|directed|advised)|supervised (?:theses|dissertations)"
            r"|students?|mentoring|mentorship|mentees?|advis(?:ing|ees)|supervision|trainees|supervisees"
            r"|postdocs? (?:supervised|mentored)|research assistants|interns|undergraduates|postdocs"
            r"|(?:undergraduate|student) researchers|postdoctoral (?:fellows|researchers|scholars))\b"
            r"|^(?:(?:current|my|former|past|research) )?group(?: members)?$|\b(?:lab|group) members\b",
            SectionKind.STUDENTS,
        ),
        # "Publications & Presentations": a list of papers first of all (its talks, if any, are cited like papers)
        (r"\bpublications?\b.*\b(?:presentations?|talks?)\b", SectionKind.PUBLICATIONS),
        # "Papers presented", "Conference papers read": the humanities' talks, a paper read aloud
        (r"\bpapers (?:presented|read|given|delivered)\b|\bpresented papers\b", SectionKind.TALKS),
        # "Participation in Conferences", "Contributions to Conferences", "Communications" (as Europe says talks)
        (
            r"^(?:active )?participation (?:in|at) (?:international )?(?:conferences|congresses|meetings|symposia)\b"
            r"|^contributions (?:to|at) (?:conferences|meetings|congresses)\b|^(?:oral |scientific )?communications$"
            r"|^speaking$|^(?:invited |keynote )?addresses$",
            SectionKind.TALKS,
        ),
        # "Conferences", "Conferences and Workshops": the meetings spoken at (those attended say so, and are none)
        (
            r"^(?:selected |international )?conferences(?: (?:and|&) (?:workshops|seminars|symposia))?$",
            SectionKind.TALKS,
        ),
        # a historian's stays abroad: visiting posts held ("Research Stays", "Research Visits Abroad")
        # ... and "Visiting Fellowships and Research Stays", "Visiting Appointments": posts held away, not prizes
        (
            r"^(?:research|archival|visiting) (?:stays?|visits?)(?: abroad)?$"
            r"|^visiting (?:fellowships?|appointments?|positions?|scholarships?)\b",
            SectionKind.POSITIONS,
        ),
        (
            r"\b(?:talks?|presentations?|seminars?|keynotes?|keynote (?:addresses|speeches)|colloqui(?:a|um)|lectures"
            r"|speaking engagements|invited addresses|conference (?:participation|activity|activities|contributions)"
            # testimony before a legislature's committee, a talk to it ("Testimony" alone, under Publications, may
            # list the printed hearings a law CV cites)
            r"|roundtables?|(?:congressional|legislative|parliamentary|expert|invited|policy) testimon(?:y|ies)"
            r"|testimon(?:y|ies) (?:before|to)\b)\b",
            SectionKind.TALKS,
        ),
        (r"\b(?:teaching|courses?(?: taught)?|instruction|classes taught)\b", SectionKind.TEACHING),
        # the Nordic CV's elected and appointed roles ("luottamustehtävät", "förtroendeuppdrag"), no job held
        (r"^(?:positions?|commissions?|offices?|posts?|assignments?) of trust$", SectionKind.SERVICE),
        # a reviewer's or an editor's work names a journal without being one ("Journal Refereeing")
        (
            r"\b(?:referee(?:ing)?|reviewing|reviewer|editorial|ad hoc review\w*|review panels?|grant review)\b",
            SectionKind.SERVICE,
        ),
        (
            r"\b(?:skills?|competenc(?:e|ies)|technologies|programming|tools|toolbox|tech stack|expertise"
            r"|computing|techniques)\b|^(?:research |analytic(?:al)? )?methods$|^methodological (?:skills|expertise)$",
            SectionKind.SKILLS,
        ),
        (
            r"\b(?:publications?|papers?|preprints?|patents?|articles?|proceedings|manuscripts?"
            r"|(?:book )?chapters?|book reviews|commentar(?:y|ies)|works? in progress"
            r"|books?|(?:policy |research )?briefs|white papers|theses|bibliography|journals?|posters?|working papers"
            r"|abstracts|(?:technical )?reports|translations"
            r"|edited volumes?|monographs?|essays|dissertation|(?:doctoral |ph\.?\s?d\.? |master'?s )?thesis"
            r"|under review|in review|submitted|in preparation|forthcoming|encyclop\w+ (?:entries|articles)"
            r"|contributions to science|editorials|invited reviews|(?:research |other )?outputs?|writings"
            r"|(?:other|popular|public|selected|policy|non-?academic|general[- ]audience) writing"
            r"|(?:scholarly|published|selected) works?"
            r"|(?:peer-?reviewed )?original (?:peer-?reviewed )?research|case reports|letters to the editor"
            r"|guidelines(?!\s+(?:committees?|panels?|groups?|development)))\b",
            SectionKind.PUBLICATIONS,
        ),
        # a clinician's graduate training: "Residency and Fellowship" names no fellowship won; "Training" alone
        # heads residencies and degrees in medicine and pharmacy
        (
            r"^(?:training|residenc(?:y|ies)|internship,? (?:and |& )?residency|speciali[sz]ed training"
            r"|speciali(?:st|ty) training"
            r"|(?:internship,? )?residency,? (?:and|&) fellowships?|fellowship training)$",
            SectionKind.EDUCATION,
        ),
        # grants count as awards (tests/golden/README.md), under whatever name a CV lists them
        (
            r"\b(?:research support|sponsored research|awards?|honou?rs?|fellowships?|prizes?|scholarships?"
            r"|distinctions|achievements|grants?|recognitions?|funded research"
            r"|funding)\b",
            SectionKind.AWARDS,
        ),
        (
            r"\b(?:education(?:al)?|academic (?:background|training|history|preparation)|degrees?|qualifications"
            r"|studies|where (?:i|we)(?:'ve| have)? studied"
            r"|(?:postgraduate|graduate|postdoctoral|professional|medical|clinical|research) training)\b",
            SectionKind.EDUCATION,
        ),
        (
            r"\b(?:services?|program committees?|committees?|review(?:er|ing|s)?"
            r"|organi[sz](?:er|ers|ing|ation)|editorial|(?:associate )?editors?|editorships?|panel(?:ist)?s?"
            r"|professional activities"
            r"|outreach"
            r"|leadership|chairs?)\b",
            SectionKind.SERVICE,
        ),
        (
            r"\b(?:experiences?|employment|positions?|posts|appointments?|internships?|work|career|jobs?"
            r"|professional (?:history|background)|consult(?:ing|ancies|ancy)|where (?:i|we)(?:'ve| have)? worked)\b",
            SectionKind.POSITIONS,
        ),
        (r"\b(?:projects?|software|open[- ]source|packages|repositories|code)\b", SectionKind.PROJECTS),
        # an anthropologist's stays in the field and a curator's shows: named and dated as projects are
        (r"^(?:(?:\w+\s+)?field\s?work|exhibitions?\s+curated|curated\s+exhibitions?)$", SectionKind.PROJECTS),
        # the trials a physician leads or takes part in, named and dated as projects are
        (r"^(?:(?:current|ongoing|selected) )?(?:clinical )?trials\b", SectionKind.PROJECTS),
        (
            r"\b(?:hobbies|personal|references|contact|summary|about|biography|profile|news|languages|activities"
            r"|memberships|(?:professional|learned|scientific|scholarly) (?:affiliations|societies)|referees"
            r"|misc\w*|others?|extracurricular|volunteer\w*|media|press"
            r"|links|information|details|objective|declaration|(?:personal |research )?statement|scholastic"
            r"|professional development"
            r"|licen[cs](?:ure|es)|certifications?|exhibitions|performances|creative works)\b"
            r"|^research$",  # its lines tell what it holds (_settled)
            SectionKind.OTHER,
        ),
    )
)
# Headings in Spanish, Portuguese, French, German and Italian, tried first (see foreign_headings)
_FOREIGN_PATTERNS = tuple((re.compile(p, re.I), SectionKind(k)) for p, k in FOREIGN_KIND_PATTERNS)
_MD_LEVEL_RE = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
# "## 2024", "### 2019-2021": a heading of nothing but a year (al-folio groups its papers so).
_YEAR_HEADING_RE = re.compile(
    r"^\s{0,3}#{1,6}\s+(?:\*\*)?((?:19|20)\d\d(?:\s*[-–]\s*(?:(?:19|20)\d\d|present|now))?)(?:\*\*)?\s*$", re.I
)
_MD_HEADING_RE = re.compile(r"^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$")
_BOLD_HEAD_RE = re.compile(r"^\s*(?:\*\*|__)(.+?)(?:\*\*|__)\s*:?\s*(.*)$")
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z.'-]*")
_BOLD_CELLS_RE = re.compile(r"^(?:\*\*[^*]+\*\*\s*)+$")
_STRIP_RE = re.compile(r"[*_`#:]+")
# A heading set in italics or bold as a whole: "_Posters_" -> "Posters" (a title's words, read by word boundaries)
_EMPHASIS_RE = re.compile(r"^([*_]{1,2})(.+)\1$")


@dataclass(frozen=True, slots=True)
class Heading:
    """A heading found on a line: its kind, its words, and any content after it on the line."""

    kind: SectionKind
    title: str
    rest: str = ""
    is_column: bool = False  # in a PDF's left column, its section's first entry in the right


@dataclass
class Section:
    """The lines under one heading (``lines`` are ``(line number, text)`` pairs)."""

    kind: SectionKind
    titles: tuple[str, ...]
    lines: list[tuple[int, str]] = field(default_factory=list)

    @property
    def title(self) -> str:
        """The nearest heading's words."""
        return self.titles[-1] if self.titles else ""


def heading_kind(text: str) -> SectionKind | None:
    """The kind of section a heading's words name, or ``None``."""
    text = fold(_STRIP_RE.sub(" ", text).strip())
    for pattern, kind in _FOREIGN_PATTERNS + _KIND_PATTERNS:
        if pattern.search(text):
            return kind
    return None


def is_heading_word(word: str) -> bool:
    """Whether ``word`` is one a section heading is made of (``Selected``, ``Publications``, ``About``)."""
    word = fold(word).rstrip(".")
    return word in HEADING_WORDS or word.rstrip("s") in HEADING_WORDS


# Australia's and New Zealand's name for research students' degrees, a phrase of words that head nothing alone:
# "Higher Degree by Research Supervision", "Higher Degrees by Research (HDR) Students"
_HDR_RE = re.compile(r"\bhigher degrees? (?:by|through) research\b", re.I)


def _all_heading_words(text: str, *, whole: bool = True) -> bool:
    """Whether every word is a heading's; ``whole``: the text is a line of its own (some words head only such)."""
    words = [w.rstrip(".") for w in _WORD_RE.findall(fold(_HDR_RE.sub("research", text)))]
    return bool(words) and all(
        _is_vocabulary(w) or (whole and w in LINE_HEADING_WORDS) or _sorts_writing(words, i)
        for i, w in enumerate(words)
    )


# "Writing" heads a list of writings only after what sort they are ("Other Writing"); "Dissertation Writing
# Fellowship" is a prize
_WRITING_SORTS = frozenset(["other", "popular", "public", "policy", "selected", "creative", "non-academic"])


def _sorts_writing(words: list[str], at: int) -> bool:
    return words[at] == "writing" and at > 0 and words[at - 1] in _WRITING_SORTS


def _is_vocabulary(word: str) -> bool:
    """A heading word, or heading words joined by hyphens (``non-refereed``, ``peer-reviewed``) or after an
    elided article (``d'enseignement``)."""
    word = next((word[len(e) :] for e in ELISIONS if word.startswith(e) and len(word) > len(e)), word)
    if word in HEADING_WORDS or word.rstrip("s") in HEADING_WORDS:
        return True
    if any(word.endswith(head) and len(word) > len(head) + 2 for head in COMPOUND_HEADS):
        return True  # a German compound: "Programmierkenntnisse"
    parts = word.split("-")
    return len(parts) > 1 and all(p in HEADING_WORDS or p.rstrip("s") in HEADING_WORDS for p in parts)


def _content_words(text: str) -> list[str]:
    """The words of a heading but the small ones of other languages (``Trabalhos publicados em anais de
    congressos``: five), which make its phrases longer than English ones."""
    return [w for w in text.split() if fold(w) not in FUNCTION_WORDS]


# The Harvard Medical School CV's long headings: "Report of Regional, National and International Invited Teaching
# and Presentations", "Formal Teaching of Residents, Clinical Fellows and Research Fellows (post-docs)"
_LONG_HEADING_RE = re.compile(
    r"(?:Report of|Formal Teaching|(?:Non-|Other )?Peer-Reviewed|Educational Material|Proceedings of meetings)\b", re.I
)


def _is_plain_heading(text: str, *, whole: bool = True) -> bool:
    """A short line of heading words alone, not a sentence and not an entry."""
    stripped = _STRIP_RE.sub(" ", text).strip()
    limit = 10 if _LONG_HEADING_RE.match(stripped) else 6
    if not stripped or len(_content_words(stripped)) > limit or stripped[-1] in ".,;" or re.search("[\"“”]", stripped):
        return False  # a quotation mark: a cited title ("Societies." In The ...), not a heading
    if stripped.count("(") != stripped.count(")"):
        return False  # "  Editor)": the end of a wrapped line, no heading
    if not (stripped[0].isupper() or stripped[0] in "(&"):
        return False
    return _all_heading_words(stripped, whole=whole)


# A heading's number or letter: "1. Education", "B) Teaching", "IV. Publications", "(a) Awards", "§2 Service"
_ENUMERATOR_RE = re.compile(
    r"^(\s*(?:#{1,6}\s+)?(?:\*\*)?)"
    r"(?:(?:\d{1,2}|[A-Z]|[IVX]{1,5})[.)]|\((?:\d{1,2}|[a-zA-Z]|[ivxIVX]{1,5})\)|§\s*\d{1,2}\.?)\s+(?=\S)"
)
# Letters spaced out, as a PDF's tracked capitals come out of text extraction: "E D U C A T I O N"
_SPACED_RE = re.compile(r"^(\s*(?:#{1,6}\s+)?)([A-Za-z&](?: {1,4}[A-Za-z&.,'-]){3,})\s*:?\s*$")
# A note after a heading's words: "Publications (* denotes a student author)", "Teaching (since 2015)"
_NOTE_RE = re.compile(r"(?<=\w)\s*(?:\([^()]{1,60}\)|\[[^\[\]]{1,60}\])\s*:?\s*(?:\*\*)?\s*$")
# Pandoc's attributes after a heading: "## Education {#education .unnumbered}"
_ATTRIBUTES_RE = re.compile(r"\s*\{[#.][^{}]*\}\s*$")
# A heading in a PDF's left column, its section's first entry in the right: "EDUCATION      Ph.D., ..."
_LEFT_COLUMN_RE = re.compile(r"^\s*([^\s].{0,48}?)(?:\t+|\s{3,})(\S.*)$")


def _unspaced(letters: str) -> str | None:
    """``B O O K   C H A P T E R S`` -> ``BOOK CHAPTERS``: words apart by wider gaps, or else cut where the
    letters spell heading words (``T A L K S`` -> ``TALKS``); ``None`` when they spell none."""
    narrowest = min(len(gap) for gap in re.findall(r" +", letters))
    if any(len(gap) > narrowest for gap in re.findall(r" +", letters)):
        return " ".join(w.replace(" ", "") for w in re.split(f" {{{narrowest + 1},}}", letters))
    joined = letters.replace(" ", "")
    best: list[list[str] | None] = [[]] + [None] * len(joined)  # best[i]: heading words spelling joined[:i]
    for end in range(1, len(joined) + 1):
        for start in range(max(0, end - 16), end):
            word = joined[start:end]
            if best[start] is not None and (word == "&" or is_heading_word(word)):
                best[end] = [*best[start], word]  # type: ignore[misc]
                break
    found = best[-1]
    return " ".join(found) if found else None


def _without_icon(line: str) -> str:
    """``■ EDUCATION``, ``## 🎓 Education``, an icon font's glyph: the heading without the symbols before it
    (not a list's bullet or dash, which make the line an item)."""
    m = re.match(r"^(\s*(?:#{1,6}\s+)?(?:\*\*)?)(\s*\S)", line)
    if m is None or unicodedata.category(m.group(2).strip()) not in ("So", "Co", "Sk"):
        return line
    rest = line[m.end(1) :].lstrip()
    while rest and (unicodedata.category(rest[0]) in ("So", "Co", "Sk", "Mn", "Cf") or rest[0] in " \ufe0f"):
        rest = rest[1:]
    return m.group(1) + rest


def _plain_form(line: str) -> str:
    """A heading line without its icon, number or letter, or Pandoc attributes, and with spaced-out letters
    closed up."""
    line = _ATTRIBUTES_RE.sub("", _without_icon(line))
    line = _ENUMERATOR_RE.sub(r"\1", line, count=1)
    if (m := _SPACED_RE.match(line)) and (words := _unspaced(m.group(2))) is not None:
        return m.group(1) + words
    return line


# A title that names one person's role, no list of them: "Visiting PhD student", "Research assistant"
_ONE_PERSON_RE = re.compile(r"\b(?:student|fellow|researcher|assistant|intern|trainee|resident)$", re.I)


# (each stage that cuts a document asks each of its lines again: hanging entries, sections, Markdown levels)
@functools.lru_cache(maxsize=8192)
def find_heading(line: str) -> Heading | None:
    """The heading on ``line``, if the line is (or starts with) one.

    A heading may be numbered or lettered (``2. Education``, ``B. Teaching``), or spaced out
    letter by letter (``E D U C A T I O N``), as PDF text extraction leaves tracked capitals.

    >>> find_heading("3. Teaching Experience").kind, find_heading("E D U C A T I O N").title
    (<SectionKind.TEACHING: 'teaching'>, 'EDUCATION')
    """
    plain = _plain_form(line)
    if plain != line:
        found = find_heading(plain)
        return found if found is None or not found.rest else None  # "1. Teaching assistant for ...": an item
    if (m := _NOTE_RE.search(line)) and line.lstrip().startswith("**") == m.group(0).endswith("**"):
        found = find_heading(line[: m.start()] + ("**" if m.group(0).endswith("**") else ""))
        if found is not None and not found.rest:  # the note stays in the title: it may name a kind
            return Heading(found.kind, f"{found.title} {m.group(0).strip().rstrip('*:').strip()}")
        return None
    if m := _MD_HEADING_RE.match(line):
        inner = m.group(1).strip()
        if b := _BOLD_HEAD_RE.match(inner):
            inner = (b.group(1) + " " + b.group(2)).strip()
        inner = _STRIP_RE.sub(" ", inner).strip()
        # (a slash between two phrases is no word: "Desired employment / Occupational field")
        kind = heading_kind(inner) if _all_heading_words(inner) or len(re.findall(r"\w+", inner)) <= 4 else None
        label = m.group(1).split(":", 1)[0].strip(" *_")
        if kind is None and ":" in m.group(1) and _all_heading_words(label):
            kind = heading_kind(label)  # "### Teaching: Lecturer, Westbrook State University": the label says it
        if kind is not None and not re.match(r"^[•\-–—]", inner):
            return Heading(kind, inner)
        return None
    if b := _BOLD_HEAD_RE.match(line):
        title, rest = b.group(1).strip().rstrip(":").rstrip(), b.group(2).strip()  # "**Reviews:**"
        if _BOLD_CELLS_RE.match(rest):
            return None  # "**Student**  **Institution**  **Year**": a table's header, bold cell by cell
        if _ONE_PERSON_RE.search(title) and re.match(r"[—–]\s", rest):
            return None  # "**Visiting PhD student** — University X": a job's title over its employer, one person's
        if _is_plain_heading(title) and (kind := heading_kind(title)):
            if re.fullmatch(r"\((?=[^()]*[A-Za-z])[^()]{1,60}\)\s*:?", rest) and ":" not in b.group(1):
                return Heading(kind, f"{title} {rest.rstrip(':').strip()}")  # "**Posters** (selected)": a note
            return Heading(kind, title, rest)
        return None
    stripped = line.strip()
    if len(cells := re.split(r"\s{2,}|\t", stripped)) == 2 and is_only_dates(cells[-1]):
        return None  # its dates in a column of their own: an entry ("Graduate Research Fellowship    2014")
    if _is_plain_heading(stripped.rstrip(":")) and (kind := heading_kind(stripped)):
        return Heading(kind, _EMPHASIS_RE.sub(r"\2", stripped.rstrip(":")))
    return _inline_heading(stripped) or _left_column_heading(line)


def is_header_row(line: str, after_first: str) -> bool:
    """Whether a row whose first cell looks like a heading is a table's header row instead: the cells after the
    first are two or more, apart by wide gaps, and no cell holds a number (``Student   Degree   Period``)."""
    return len(re.split(r"\t+|\s{3,}", after_first.strip())) >= 2 and not any(c.isdigit() for c in line)


def _left_column_heading(line: str) -> Heading | None:
    """``EDUCATION          Ph.D. in Hydrology, ...``: a heading in capitals or title case alone in the left
    column, apart from the rest by a tab or a wide gap, as PDF text keeps a two-column CV's rows."""
    m = _LEFT_COLUMN_RE.match(line)
    if m is None:
        return None
    head = m.group(1).strip().rstrip(":")
    if not (head.isupper() or all(w[:1].isupper() or w in {"and", "&", "of"} for w in head.split())):
        return None
    if is_header_row(line, m.group(2)):
        return None
    if _is_plain_heading(head, whole=False) and (kind := heading_kind(head)):
        return Heading(kind, head, m.group(2).strip(), is_column=True)
    return None


# A capitalised run ending in a job noun before the line's first comma: "Graduate Student Research Assistant,"
_JOB_NOUNS = (
    r"(?:Assistant|Associate|Intern|Fellow|Researcher|Scientist|Engineer|Professor|Lecturer|Officer|Manager"
    r"|Director|Coordinator|Consultant|Analyst|Developer|Instructor|Tutor|Chair|Editor|Member|Resident|Trainee"
    r"|Leader|Lead|Head)s?"
)
_ROLE_RUN_RE = re.compile(rf"^(?:[A-Z][\w.'-]*\s+){{1,5}}{_JOB_NOUNS},")


# Words a heading does not end on: the phrase goes on after them
_OPEN_WORDS = frozenset(["of", "and", "&", "for", "in", "the", "at", "with", "a", "an", "on", "to"])


# A job noun right after what would be a heading: the words before it name the job
_JOB_NOUN_RE = re.compile(rf"{_JOB_NOUNS}\b")


def _inline_heading(line: str) -> Heading | None:
    """``Research Interests Machine learning...``: two or three heading words, then content."""
    words = line.split()
    first_cell = len(re.split(r"\t|\s{2,}", line.strip(), maxsplit=1)[0].split())
    for n in (4, 3, 2):
        if len(words) <= n or n > first_cell:
            continue  # a table's row: a heading never runs over a column's gap ("Associate Editor  Journal of X")
        head = " ".join(words[:n])
        colon = head.endswith(":")
        head = head.rstrip(":")
        if ":" in head:
            continue  # "Seminars: History 600": a label and its content, not heading words run on
        if not colon and head.split()[-1].lower() in _OPEN_WORDS:
            continue  # "Journal of Hydrology, 617": a name that goes on, not a heading and its content
        titled = all(w[:1].isupper() or w in {"and", "&", "of"} for w in head.split())
        if not (titled or (colon and head[:1].isupper())):
            continue
        if not colon and any(w in {"The", "A", "An"} for w in head.split()[1:]):
            continue  # "Review of The Paper Empire, by ...": an article capitalised inside is a title's, no heading's
        if _is_plain_heading(head, whole=False) and (kind := heading_kind(head)):
            if not titled and kind is not SectionKind.INTERESTS:
                continue  # "Research interests: ..." opens a section in lower case; "Ph.D. theses: A; B" does not
            rest = " ".join(words[n:])
            if not colon and (_ROLE_RUN_RE.match(line) or _JOB_NOUN_RE.match(rest)):
                # "Graduate Student Research Assistant, Lab", "Research Group Leader in X": a job title, not a
                # heading and an entry
                continue
            if colon or rest[:1].isupper() or rest[:1].isdigit():
                return Heading(kind, head, rest)
    return None


def _section_level(lines: list[tuple[int, str]]) -> int | None:
    """How many ``#`` the document's recognised section headings have: the fewest that two or more have
    (entries under ``## Experience`` may be ``#### Senior Software Engineer``, whose words name a section
    too), else the count most headings have."""
    levels: dict[int, int] = {}
    for _, text in lines:
        if (m := _MD_LEVEL_RE.match(text)) and find_heading(text) is not None:
            levels[len(m.group(1))] = levels.get(len(m.group(1)), 0) + 1
    shared = [k for k, n in levels.items() if n >= 2]
    if shared:
        return min(shared)
    return max(levels, key=lambda k: (levels[k], -k)) if levels else None


def _is_entry_heading(text: str, current: Section, opened: int | None) -> bool:
    """``#### Lecturer (Teaching Fellow)`` under ``## Experience``: a Markdown heading deeper than the one that
    opened an Education or Experience section, whose words are not all a heading's, titles one of its entries."""
    m = _MD_LEVEL_RE.match(text)
    if m is None or opened is None or len(m.group(1)) <= opened:
        return False
    if current.kind not in (SectionKind.EDUCATION, SectionKind.POSITIONS):
        return False
    return not _all_heading_words(_STRIP_RE.sub(" ", m.group(2)).strip())


def _unnamed_heading(text: str, level: int | None) -> Heading | None:
    """``## Computing`` among ``## Education``, ``## Publications``: a section, though its words name none.

    Only at the level the document gives its sections, and not in bold (``## **Acme Robotics**``,
    a PDF converter's heading for an employer).
    """
    m = _MD_LEVEL_RE.match(text)
    if level is None or m is None or len(m.group(1)) != level or "**" in text or "__" in text:
        return None
    title = _STRIP_RE.sub(" ", m.group(2)).strip()
    return Heading(SectionKind.OTHER, title) if title and len(title.split()) <= 5 else None


def _is_entry(heading: Heading, within: SectionKind) -> bool:
    """A heading with content after it on its line is an entry of the section it falls in when it names
    that section's kind, or names nothing read inside a list of skills or interests
    (``**Languages:** Python, R`` under Skills), or stands in the left column of such a list
    (``Software      R, Stata``); a heading in capitals that names another kind opens its section."""
    lists = (SectionKind.SKILLS, SectionKind.INTERESTS)
    if heading.title.isupper() and len(heading.title) > 3 and heading.kind is not within:
        return False  # "MEMBERSHIPS   American Geophysical Union": a section in capitals, not a label of the list
    if heading.is_column and within in lists:
        return True  # "Software      R, Stata" in a list of skills: a label in the left column
    return heading.kind is within or (heading.kind is SectionKind.OTHER and within in lists)


_THESES_RE = re.compile(r"\b(?:theses|thesis|dissertations?)\b", re.I)
# Theses of a level: "Master's theses", "PhD theses", "Undergraduate honors thesis"
_LEVEL_THESES_RE = re.compile(
    r"\b(?:master'?s?|bachelor'?s?|ph\.?\s?d\.?|doctoral|diploma|honou?rs|undergraduate)['’]?s?\s+(?:honou?rs\s+)?"
    r"thes[ei]s\b",
    re.I,
)


_SUPERVISION_KINDS = frozenset([SectionKind.STUDENTS, SectionKind.COMMITTEES])


def _names_students_theses(heading: Heading, current: Section, text: str, level: int | None) -> bool:
    """Whether a heading naming theses under a supervision section groups the theses of the students it
    lists, rather than opening a list of the subject's publications: it names their level (``Master's
    theses``), or it is a sub-heading below the section's level (``### Theses``)."""
    # (under supervision, after the committees one sat on: "**Dissertation committee member**", "**Honors theses**")
    if current.kind not in _SUPERVISION_KINDS or heading.kind is not SectionKind.PUBLICATIONS:
        return False
    if _LEVEL_THESES_RE.search(heading.title.strip("_* ")):  # "_Undergraduate honors theses_" in emphasis too
        # (after committees, the plural only: "PhD Thesis" there is the subject's own)
        return current.kind is SectionKind.STUDENTS or re.search(r"\btheses\b", heading.title, re.I) is not None
    m = _MD_LEVEL_RE.match(text)
    deeper = m is not None and level is not None and len(m.group(1)) > level
    return deeper and _THESES_RE.search(heading.title) is not None


def year_heading(text: str) -> str | None:
    """The year (or range of years) a Markdown heading consists of, or ``None``.

    >>> year_heading("## 2024"), year_heading("## 2024 Annual Report")
    ('2024', None)
    """
    m = _YEAR_HEADING_RE.match(text)
    return m.group(1) if m else None


def split_sections(lines: list[tuple[int, str]]) -> list[Section]:
    """Cut numbered lines into sections; the lines before the first heading are the preamble.

    A heading of the same kind as the section it follows (``Conference Papers`` after
    ``Publications``) opens a subsection that keeps the parent's title in ``titles``.
    A year heading (``## 2024``) groups the entries of a named section it falls in; outside
    one (after the preamble or a section nobody reads) it opens an ``OTHER`` section titled
    with the year and holding the heading's line, for the readers to claim by its content
    (:func:`cvkg.extract.publication_claims.claim_year_sections`).
    """
    sections = [Section(SectionKind.PREAMBLE, ())]
    level = _section_level(lines)
    in_capitals = _sections_in_capitals(lines, level)
    opened: int | None = None  # how many "#" the heading of the current section has
    parent_depth: int | None = None
    above = ""  # the line before this one, blank or not
    capitals: set[SectionKind] = set()  # the kinds that headings in capitals opened
    for i, (number, text) in enumerate(lines):
        above, text_above = text, above
        if (year := year_heading(text)) is not None:
            if sections[-1].kind in (SectionKind.PREAMBLE, SectionKind.OTHER):
                sections.append(Section(SectionKind.OTHER, (year,), [(number, text)]))
            else:
                sections[-1].lines.append((number, text))
            continue
        heading = find_heading(text) if text.strip() else None
        if heading is None and len(sections) > 1:
            heading = _unnamed_heading(text, level)
        if heading is not None and heading.rest and _is_entry(heading, sections[-1].kind):
            heading = None  # "Program Committee Member, RSS 2023" in Service: an entry, not a new heading
        if heading is not None and _is_entry_heading(text, sections[-1], opened):
            heading = None
        if heading is not None and _in_a_column(text, lines, number):
            heading = None  # "      Reviewer" deep under "2018  Committee   AHA": a table's cell on its next line
        if heading is not None and _is_wrapped(text, text_above, lines[i + 1][1] if i + 1 < len(lines) else ""):
            heading = None  # "... Society for Social Work and" / "Research": a PDF's line wrapped, no heading
        if heading is not None and _labels_group(text, sections[-1], lines[i + 1 :]):
            heading = None  # "Software" over "Sketch, Figma, ..." under "SKILLS": a group of the list, like its others
        if heading is None:
            sections[-1].lines.append((number, text))
            continue
        current = sections[-1]
        if current.kind in _LISTS_THESES and _THESIS_HEADING_RE.match(heading.title):
            current.lines.append((number, text))  # "Dissertation" under a degree, a student: that one's thesis
            continue
        titles: tuple[str, ...] = (heading.title,)
        kind = heading.kind
        if _names_students_theses(heading, current, text, level):
            kind = SectionKind.STUDENTS  # "### Master's theses" under "## Supervision": the theses supervised
        depth = len(m.group(1)) if (m := _MD_LEVEL_RE.match(text)) else None
        if kind is SectionKind.OTHER and current.kind not in _UNNAMED_KINDS and _is_part(depth, opened, parent_depth):
            kind = current.kind
        if _is_papers_read(heading.title, kind, current.kind) and _is_part(depth, opened, parent_depth):
            kind = current.kind  # "### Conference Papers" under "## Presentations": the papers read, talks
        if _is_sub_heading(text, kind, current.kind, capitals):
            kind = current.kind  # "Field Education" under "TEACHING", after "EDUCATION": a part of the teaching
        elif in_capitals and _is_mixed_case_part(text, heading, current.kind, level):
            kind = current.kind  # "## University of Oklahoma" under "## TEACHING": docling's heading for a bold line
        if text.strip().isupper():
            capitals.add(kind)
        if current.kind is kind and current.titles:
            titles = (current.titles[0], heading.title)
        sections.append(Section(kind, titles))
        if len(titles) == 1:
            parent_depth = depth  # the depth of the last heading that named a section, not a part of one
        opened = depth
        if heading.rest:
            sections[-1].lines.append((number, heading.rest))
    return [_settled(s) for s in sections]


def _labels_group(text: str, current: Section, after: list[tuple[int, str]]) -> bool:
    """Whether a plain heading line in mixed case, under a list of skills headed in capitals, names a group of
    that list: a line of items apart by commas comes under it, as under the list's other group names."""
    plain = text.strip()
    if current.kind is not SectionKind.SKILLS or not current.titles or not current.titles[0].isupper():
        return False
    if plain.isupper() or plain[:1] in "#*_" or layout.has_marker(plain):
        return False
    below = next((t for _, t in after if t.strip()), "")
    return below.count(",") >= 2 and not layout.has_marker(below) and find_heading(below) is None


_SENTENCE_END_RE = re.compile(r"[.:;!?)\]\d]$")
_WRAP_WIDTH = 60  # characters from which a line that ends in mid-sentence was wrapped at the page's width


def _is_wrapped(text: str, above: str, below: str) -> bool:
    """Whether a plain line (no Markdown mark, not in capitals) goes on with the line right above it, as a PDF's
    text wraps a paragraph: that line is left open (``... and``), or it is long and ends in mid-sentence and this
    line ends the paragraph (a heading set under a long title, ``Ongoing Research Support``, has its entries next)."""
    plain = text.strip()
    if not above.strip() or plain.isupper() or plain[:1] in "#*_" or layout.has_marker(plain):
        return False
    above = above.rstrip()
    if layout.is_open_ended(above, has_comma_end=True):
        return True
    return len(above.strip()) >= _WRAP_WIDTH and not _SENTENCE_END_RE.search(above) and not below.strip()


_ONCE_KINDS = frozenset([SectionKind.EDUCATION, SectionKind.POSITIONS])
# Papers given at meetings, as a list of presentations titles them; not posters, nor papers printed in proceedings
_PAPERS_READ_RE = re.compile(r"^(?=.*\b(?:conference|session|symposi|panel|meeting|workshop)).*\bpapers?\b", re.I)
_PAPERS_PRINTED_RE = re.compile(r"\b(?:posters?|proceedings|published|journals?|refereed|peer|reviewed)\b", re.I)


def _is_papers_read(title: str, kind: SectionKind, within: SectionKind) -> bool:
    """Whether a sub-heading that names conference papers, in a section of talks, lists papers read there
    (``### Conference Sessions and Papers`` under ``## Presentations``): talks, as the section says."""
    return (
        kind is SectionKind.PUBLICATIONS
        and within is SectionKind.TALKS
        and _PAPERS_READ_RE.search(title) is not None
        and _PAPERS_PRINTED_RE.search(title) is None
    )


def _is_sub_heading(text: str, kind: SectionKind, within: SectionKind, capitals: set[SectionKind]) -> bool:
    """Whether a plain heading not in capitals is a part of the section it falls in, in a CV whose sections are
    headed in capitals: it names the CV's education or positions, which a heading in capitals opened before
    (``Field Education`` under ``TEACHING``, after ``EDUCATION``). A CV lists those once; ``Posters`` under
    ``CONFERENCE CONTRIBUTIONS`` is a list of its own."""
    plain = text.strip()
    return (
        len(capitals) >= 2
        and not plain.isupper()
        and plain[:1] not in "#*_"
        and kind in capitals & _ONCE_KINDS
        and kind is not within
        and within not in _UNNAMED_KINDS
    )


# A heading's note in brackets, which may name a kind its words do not: "Ph.D. (chair)", "Garden (www.garden.org)"
_HEADING_NOTE_RE = re.compile(r"\s*\([^()]*\)\s*$")


def _sections_in_capitals(lines: list[tuple[int, str]], level: int | None) -> bool:
    """Whether the document heads its sections in capitals at its section level (``## TEACHING``), three or more
    of them: a converter that makes a heading of every bold line (docling) sets the parts in mixed case then."""
    count = 0
    for _, text in lines:
        m = _MD_LEVEL_RE.match(text)
        if m and len(m.group(1)) == level and (title := _STRIP_RE.sub(" ", m.group(2)).strip()).isupper():
            count += find_heading(text) is not None and len(title) > 3
    return count >= 3


def _is_mixed_case_part(text: str, heading: Heading, within: SectionKind, level: int | None) -> bool:
    """Whether a Markdown heading in mixed case at the section level, in a document whose sections are headed in
    capitals at that level, is a part of the section it falls in (``## University of Oklahoma`` under ``##
    TEACHING``, ``## To the Profession`` under ``## SERVICE``): its words name no section, or only its note in
    brackets does (``## Ph.D. (chair)`` under ``## GRADUATE ADVISING``)."""
    m = _MD_LEVEL_RE.match(text)
    if m is None or len(m.group(1)) != level or within in _UNNAMED_KINDS:
        return False
    title = _STRIP_RE.sub(" ", m.group(2)).strip()
    if title.isupper():
        return False
    if heading.kind is SectionKind.OTHER:
        return True
    bare = _HEADING_NOTE_RE.sub("", title)
    return bare != title and heading.kind is not within and heading_kind(bare) is None


def _is_part(depth: int | None, opened: int | None, parent_depth: int | None) -> bool:
    """Whether a heading of ``depth`` opens a part of the current section: deeper than its heading ("### In press
    and published" under "## Publications"), or as deep as a part of it ("### Shorter Works" after "### Law Review
    Articles" under "## Scholarship")."""
    if not (depth and opened):
        return False
    return depth > opened or (depth == opened and parent_depth is not None and depth > parent_depth)


# The kinds of a part of the CV no heading named: a subheading under them has no kind to take
_UNNAMED_KINDS = frozenset([SectionKind.PREAMBLE, SectionKind.OTHER])


def _in_a_column(text: str, lines: list[tuple[int, str]], number: int) -> bool:
    """A plain line set far right (a PDF's table cell) straight under a line of text: the row's wrapped cell."""
    indent = len(text) - len(text.lstrip(" "))
    if indent < 24 or text.lstrip().startswith(("#", "*", "_")):
        return False
    above = next((t for n, t in reversed(lines) if n < number), "")
    return bool(above.strip()) and len(above) - len(above.lstrip(" ")) < indent


# Sections whose entries name a thesis of their own: a degree's, a student's, a defence's
_LISTS_THESES = frozenset({SectionKind.EDUCATION, SectionKind.STUDENTS, SectionKind.COMMITTEES})
# A heading that names the subject's thesis alone ("Dissertation", "Ph.D. Thesis")
_THESIS_HEADING_RE = re.compile(
    r"^(?:(?:doctoral|ph\.?\s?d\.?|master'?s|senior|honou?rs)\s+)?(?:thesis|dissertation)$", re.I
)
_LIST_ITEM_RE = re.compile(r"^[\w+#./&' -]{1,30}$")


def is_item_list(lines: list[tuple[int, str]]) -> bool:
    """Lines that each list short items apart by commas (``Python, MODFLOW, ArcGIS``), as skills are listed."""
    content = [_STRIP_RE.sub("", re.sub(r"^\s*[-•*+]\s+", "", t)).strip() for _, t in lines if t.strip()]
    if not content:
        return False
    for line in content:
        items = [i.strip() for i in re.split(r"[,;]", line.split(":", 1)[-1])]
        if len(items) < 2 or re.search(r"\b(?:19|20)\d\d\b|https?:", line):  # "SAP2000" is a program
            return False
        if not all(_LIST_ITEM_RE.match(i) and len(i.split()) <= 3 for i in items):
            return False
    return True


def _settled(section: Section) -> Section:
    """A section whose words may name either projects or skills (``Software``) holds skills when its
    lines list short items (``Python, MODFLOW``), and projects when they describe named works; a section headed
    ``Research`` alone holds research interests when it lists topics (``Island ecology · invasive species``)."""
    if section.kind is SectionKind.PROJECTS and is_item_list(section.lines):
        return Section(SectionKind.SKILLS, section.titles, section.lines)
    if section.kind is SectionKind.OTHER and _RESEARCH_RE.match(section.title) and _is_topic_list(section.lines):
        return Section(SectionKind.INTERESTS, section.titles, section.lines)
    return section


_RESEARCH_RE = re.compile(r"^\W*research\W*$", re.I)
# A line of topics: short phrases apart by commas, semicolons or middle dots, maybe after a label ("Fields: ...")
_TOPIC_RE = re.compile(r"[^,;·•]{2,80}(?:(?:[,;·•]|\band\b)\s*[^,;·•]{2,80}){1,}")


def _is_topic_list(lines: list[tuple[int, str]]) -> bool:
    content = [_STRIP_RE.sub("", t).strip(" .") for _, t in lines if t.strip()]
    topics = [re.sub(r"^[A-Z][\w ]{0,25}:\s*", "", t) for t in content]
    return 0 < len(content) <= 3 and all(
        _TOPIC_RE.fullmatch(t) and not re.search(r"\b(?:19|20)\d\d\b", t)
        and max(len(p.split()) for p in re.split(r"[,;·•]", t)) <= 8
        for t in topics
    )
