"""Short-phrase lists: research interests, skills, and projects.

Interests and skills arrive as prose or as labelled lists (``Languages: C, Go``); they are
cut into one short phrase each. Lead-in words (``familiar with``, ``in particular``) go;
a category followed by its examples (``challenges ..., such as A, B``) gives the examples.

>>> split_phrases("Distributed systems, cloud computing, in particular resource scheduling and data storage")
['Distributed systems', 'cloud computing', 'resource scheduling', 'data storage']
"""

from __future__ import annotations

import re

from cvkg.extract import dates, layout
from cvkg.extract.places import ORGANIZATION_RE
from cvkg.extract.sections import Section, SectionKind
from cvkg.model import Period, Project, SourceDocument, Text

_CUE_RE = re.compile(
    r"(?:,\s*|\s+|^)(?P<cue>with (?:a |an )?(?:recent |particular |special )?"
    r"(?:focus|emphasis|attention) (?:on|to)|in particular|particularly|especially|such as|including"
    r"|e\.g\.,?|broadly speaking,?|more broadly,?"
    r"|(?:I am |I'm )?(?:also |particularly |broadly )?interested in"
    r"|(?:my )?(?:recent |current |main )?(?:research )?(?:focus|interests?)"
    r" (?:(?:is|are|lies|lie|has been) (?:on|in)|include|includes)"
    r"|I (?:also )?(?:work|worked|studied|study|have worked) on|I (?:also )?studied"
    r"|(?:currently |mainly )?working on)\s+",  # "Physical chemist working on X, Y"
    re.I,
)
_DROP_BEFORE = {"such as", "including", "e.g.", "e.g.,", "working on", "currently working on", "mainly working on"}
_NO_AND_SPLIT = ("focus", "emphasis", "attention", "studied", "study", "work")
# (a closing note goes; a bracket listing kinds stays the phrase's: "High-order methods (DG, spectral)")
_TRAIL_RE = re.compile(r"\s+(?:during|at|since|for) (?:my|the|our)\b.*$|\s*\([^(),]*\)\s*$", re.I)
_LEAD_RE = re.compile(
    r"^(?:(?:a |an )?(?:master|expert|proficient|fluent|experienced|skilled|good|adept|familiar)"
    r"(?: in| with| at| of)?|(?:basic |working |solid )?knowledge (?:of|in)|experience (?:in|with)"
    r"|understanding(?: of)?(?: common)?|some|the|broadly speaking,?|languages?)\s+",
    re.I,
)
_GERUND_RE = re.compile(r"^[A-Z]?[a-z]+ing\b")
_TOOL_RE = re.compile(r"\b(?:[A-Z][a-z]*[A-Z][A-Za-z]*|[A-Z]{3,}[a-z]+)\b")
# "(e.g., A, B)", "(such as A)", and a bare list in parentheses: "Python (xarray, dask)"
_EXAMPLES_RE = re.compile(r"\((?:(?:e\.g\.,?|i\.e\.,?|such as|including)\s*([^)]*)|([^(),]+(?:,[^(),]+)+))\)", re.I)
_LABEL_RE = re.compile(r"^([A-Z][\w /&+-]{1,40}):\s+(.+)$")  # "Technical skills and competences: R"
# A note in brackets after a skill: a count, or a few words in lower case ("TAVI (>600 procedures as first
# operator)", "(basic knowledge of it)"); an abbreviation or what it stands for stays the skill's ("Near-field
# microscopy (s-SNOM)", "FLEx (FieldWorks Language Explorer)")
# ... or the subject's level in it: "Python (basic)", "R (advanced)", "Stata (intermediate)"
_NOTE_AFTER_RE = re.compile(
    r"\s*\((?=[^()]*(?<![A-Za-z])\d|[a-z]+\s+\w+\s+\w+"
    r"|(?i:basic|intermediate|advanced|expert|beginner|proficient|good|fluent|elementary)\)"
    r"|(?i:grundkenntnisse|fortgeschritten|sehr gut|gut|b[áa]sico|avanzado|avanzato|base|de base)\))[^(),]*\)"
)


def _split_and(item: str) -> list[str]:
    """``A B and C D`` -> two phrases, but ``training and serving`` stays whole."""
    parts = re.split(r"\s+and\s+|\s*&\s*", item)
    out = [parts[0]]
    for part in parts[1:]:
        if len(out[-1].split()) >= 2 and len(part.split()) >= 2:
            out.append(part)
        else:
            out[-1] = f"{out[-1]} and {part}"
    return out


def _items(group: str, *, split_and: bool) -> list[str]:
    # (a comma inside brackets is the bracket's: "spectroscopy (SERS, TERS) at interfaces")
    # (a spaced dash parts phrases too: "Interventional cardiology – clinical trials")
    pieces = [p.strip() for p in re.split(r",(?![^()]*\))\s*(?:and\s+)?|;\s*|\s[·•∙|–—]\s", group) if p.strip()]
    out: list[str] = []
    for i, piece in enumerate(pieces):
        piece = _TRAIL_RE.sub("", piece).strip(" .:;")
        if split_and and len(pieces) > 1 and i == len(pieces) - 1 and piece.count(" and ") == 1:
            out.extend(piece.split(" and "))  # "A, B and C": the list's own conjunction
        elif split_and and ((len(pieces) > 1 and i == len(pieces) - 1) or len(pieces) == 1):
            out.extend(_split_and(piece))
        else:
            out.append(piece)
    return [o.strip(" .") for o in out if o.strip(" .")]


# The labels of a fields list, inside or between its items: economists' "Primary: X, Y  Secondary: Z",
# philosophers' "Areas of Specialization: X ... Areas of Competence: Y" (the items keep no label)
_LIST_LABEL_RE = re.compile(
    r"(?:^|\s)(?:(?:primary|secondary|tertiary|other|major|minor|research)(?:\s+fields?)?|fields?|regions?"
    r"|areas?\s+of\s+(?:speciali[sz]ation|interest|expertise)|AOS)\s*:\s+",
    re.I,
)
# What a philosopher can teach, not what they research: "Areas of Competence: X, Y" up to the next label
_COMPETENCE_RE = re.compile(
    rf"(?:^|\s)(?:areas?\s+of\s+competence|AOC)\s*:\s+.*?(?={_LIST_LABEL_RE.pattern}|$)", re.I
)


# A line that lists research fields under its label: "*Fields:* X; Y", "Regions: West Africa", "Areas: X"
_FIELDS_LINE_RE = re.compile(
    r"^(?:(?:research|primary|secondary)\s+)?(?:fields?|areas?|regions?|topics?)\s*:\s+\S", re.I
)


def claim_field_lists(sections: list[Section]) -> list[Section]:
    """A section under a heading that names no kind ("Research") whose lines all list fields under their labels
    ("Fields: X; Y", "Regions: Z") holds the subject's interests."""
    out = []
    for section in sections:
        texts = [layout.plain(t) for _, t in section.lines if layout.plain(t)]
        if section.kind is SectionKind.OTHER and texts and all(_FIELDS_LINE_RE.match(t) for t in texts):
            section = Section(SectionKind.INTERESTS, section.titles, section.lines)
        out.append(section)
    return out


def split_phrases(text: str) -> list[str]:
    """A sentence or list of interests -> one short phrase each."""
    text = _LIST_LABEL_RE.sub("; ", _COMPETENCE_RE.sub(" ", layout.plain(text))).strip(" ;")
    out: list[str] = []
    listed = ";" in text.rstrip(" ;")  # "A; B and C; D": the writer set the items apart, "and" joins within one
    # ("Number theory and geometry: Euler systems, Iwasawa theory": a colon opens the list of what it names)
    for sentence in re.split(r"(?<=[.;])\s+|;\s*|(?<=[a-z]):\s+", text):
        pos, cue = 0, ""
        for m in _CUE_RE.finditer(sentence):
            group = sentence[pos : m.start()]
            if m.group("cue").lower().rstrip(",") not in _DROP_BEFORE and group.strip():
                split_and = not listed and (not cue.lower().startswith(_NO_AND_SPLIT) or "," in group)
                out.extend(_items(group, split_and=split_and))
            cue_words = m.group("cue").lower().split()
            cue = next((w for w in cue_words if w in _NO_AND_SPLIT), m.group("cue"))
            pos = m.end()
        tail = sentence[pos:]
        if tail.strip():
            out.extend(_items(tail, split_and=not listed and (cue not in _NO_AND_SPLIT or "," in tail)))
    return [o for o in out if len(o.split()) <= 12]


def interests(section: Section, doc: SourceDocument) -> list[Text]:
    """Research interests, one phrase each, from the lines of an interests section."""
    out: list[Text] = []
    if any(layout.has_marker(t) for _, t in section.lines):
        for block in layout.blocks(section.lines):
            phrases = [block.head.strip()] if _is_one_phrase(block) else split_phrases(block.text)
            out.extend(Text(p, doc.span(block.first, block.last)) for p in phrases)
        return out
    content = [(n, t) for n, t in section.lines if t.strip()]
    starts = {layout.plain(t)[:1].isupper() for _, t in content}
    if len(content) > 1 and len(starts) == 1 and all(_is_phrase_line(t) for _, t in content):
        # A column of short phrases, one a line (a PDF's "FIELDS" list, a sidebar's "accessibility" /
        # "conversational agents"), all capitalised or none (a wrapped sentence capitalises its first line only):
        # each line is an item.
        return [Text(p, doc.span(n)) for n, t in content for p in split_phrases(t)]
    for para in layout.paragraphs(section.lines):
        text = " ".join(t.strip() for _, t in para)
        span = doc.span(para[0][0], para[-1][0])
        out.extend(Text(p, span) for p in split_phrases(text))
    return out


def _is_one_phrase(block: layout.Block) -> bool:
    """A bullet that is one field, as its writer set it apart: short, on one line, with no list in it ("Martyrdom,
    sacred space and pilgrimage" names one field, not three; "Ecology; evolution" or "A, B, C" list several)."""
    head = re.sub(r"\([^()]*\)", "", block.head)
    return (
        block.is_marked and not block.subs and ";" not in head and head.count(",") <= 1 and ":" not in head
        and 2 <= len(head.split()) <= 10
    )


def _is_phrase_line(text: str) -> bool:
    """A line that is a phrase of its own: short, capitalised, not a sentence cut by a line break."""
    text = layout.plain(text)
    return 1 <= len(text.split()) <= 6 and text[:1].isalpha() and not text.endswith((",", "-", "and", "of", "."))


# A Markdown image: a badge's alt text names a skill (shields.io), any other image holds none
_IMAGE_RE = re.compile(r"!\[([^\]]*)\]\(([^)\s]*)[^)]*\)")
_BADGE_HOSTS = ("shields.io", "badge", "badgen.net", "skillicons.dev")


def _badges(text: str) -> tuple[list[str], str]:
    """The skills a line's badges name, and the line without its images."""
    found = [m.group(1).strip() for m in _IMAGE_RE.finditer(text) if any(h in m.group(2) for h in _BADGE_HOSTS)]
    return [f for f in found if f], _IMAGE_RE.sub(" ", text)


# "`PyTorch` `Kaldi`": a README's code spans, one skill each
_CODE_SPAN_RE = re.compile(r"`([^`\n]+)`")


# A group's name in a left column, its list after a gap: "Programming      Python, R, C++"
_COLUMN_LABEL_RE = re.compile(r"^\s*(?:[-•*+]\s+)?[A-Z][\w /&+-]{1,30}?(?:\s{3,}|\t+)(?P<items>[^\s,][^,]*,.*)$")


def _skill_items(text: str) -> list[str]:
    spans = _CODE_SPAN_RE.findall(text)
    if len(spans) > 1 and not layout.plain(_CODE_SPAN_RE.sub(" ", text)).strip(" ,;·|•"):
        return [s.strip() for s in spans]
    badges, text = _badges(text)
    if badges or not text.strip():
        return badges + (_skill_items(text) if text.strip() else [])
    if column := _COLUMN_LABEL_RE.match(text):
        text = column.group("items")  # "Simulation      ANSYS, COMSOL": the group's name in the left column
    raw, text = text, layout.plain(text)
    groups = re.split(r"(?:\s+[·•|]|\.)\s+(?=[A-Z][\w /&+-]{1,30}:\s)", text)
    if len(groups) > 1:  # "Languages: Python, R · Tools: Docker", "Stats: R. Data capture: REDCap": labelled groups
        return [item for group in groups for item in _skill_items(group)]
    while m := _LABEL_RE.match(text):
        text = m.group(2)  # "Computer skills: Statistics: R": a form's field, then the group's label
    examples: list[str] = []
    for m in _EXAMPLES_RE.finditer(text):
        examples.extend(p.strip() for p in (m.group(1) or m.group(2)).split(","))
    text = _NOTE_AFTER_RE.sub("", _EXAMPLES_RE.sub("", text))
    if _GERUND_RE.match(_LEAD_RE.sub("", text)) and len(text.split()) >= 3:
        return _TOOL_RE.findall(text)
    out: list[str] = []
    pieces = [p.strip() for p in re.split(r",\s*|;\s*|\s+[·•∙|]\s+", text) if p.strip()]  # "Praat · R · ELAN"
    cells = [c for c in re.split(r"\s{2,}|\t+", raw.strip()) if c]
    if len(pieces) == 1 and ":" not in raw and len(cells) > 1:
        pieces = [layout.plain(c).strip() for c in cells]  # "Stata  R  Python": a table's cells, no commas between
    for i, piece in enumerate(pieces):
        piece = _LEAD_RE.sub("", _LEAD_RE.sub("", piece)).strip(" .·•∙|")
        if i == len(pieces) - 1 and len(pieces) > 1 and " and " in piece:
            out.extend(p.strip() for p in piece.split(" and "))
        else:
            out.append(piece)
    out.extend(e for e in examples if e and e.lower() not in {"etc", "etc."})
    return [o for o in out if o and len(o.split()) <= 7]


def skills(section: Section, doc: SourceDocument) -> list[Text]:
    """Skills, one item each, from labelled lists and "familiar with ..." lines.

    A short bullet with deeper bullets under it and no list of its own names their group
    (``* Scientific computing`` over ``* Python``): it is not a skill.
    """
    joined = layout.join_open_lines(_wraps_joined(section.lines))
    labels = _group_labels(joined)
    content = [(n, t) for n, t in joined if t.strip()]
    # (a Markdown link's or badge's address is no link written out: "![Python](https://img.shields.io/...)")
    told = [t for _, t in content if is_prose(t) or layout.urls(_MD_TARGET_RE.sub("]", t))]
    if content and len(told) * 2 >= len(content):
        return []  # sentences and links: what the subject did ("Experience and skills"), no list of skills
    out: list[Text] = []
    for i, (n, t) in enumerate(content):
        below = content[i + 1][1] if i + 1 < len(content) else ""
        is_group = (
            layout.has_marker(t)
            and layout.has_marker(below)
            and layout.indent_of(below) > layout.indent_of(t)
            and not re.search(r"[:,;]", t)
            and len(layout.plain(t).split()) <= 3
        )
        if is_group or n in labels or _speaks(t) or _PERSONAL_FIELD_RE.match(layout.plain(t)) or is_prose(t):
            continue
        out.extend(Text(item, doc.span(n)) for item in _skill_items(t) if _is_skill(item))
    return out


# Items of a list that name no skill: a label ("github:"), a handle ("@ada-lab"), a catch-all ("Other")
_NO_SKILL_RE = re.compile(r"^(?:.*:|@[\w.-]+|others?|misc\.?|etc\.?)$", re.I)


def _is_skill(item: str) -> bool:
    """Whether a list's item names a skill: not a label, a handle or a catch-all, and not without letters (a count
    or a time: "5", "8:58")."""
    return bool(re.search(r"[^\W\d_]", item)) and _NO_SKILL_RE.match(item.strip()) is None


_MD_TARGET_RE = re.compile(r"\]\([^()\s]*\)")


def _is_label_line(text: str) -> bool:
    """A short unmarked line without a list's punctuation: ``Methods / Practices``, ``Markup & Code``."""
    plain = layout.plain(text).strip()
    return bool(plain) and not layout.has_marker(text) and not re.search(r"[:,;.]", plain) and len(plain.split()) <= 4


# What parts the items of a list on one line
_ITEM_SEP_RE = re.compile(r",|;|\s[•·|]\s")


def _group_labels(lines: list[tuple[int, str]]) -> set[int]:
    """The lines that name a group of the list on the lines under them, as plain text sets a group's name over
    its items (``Markup & Code`` / ``HTML, CSS, JavaScript``, ``__Visual__`` / ``- Figma • Blender • Krita``): a
    paragraph's first line, short and without commas, over a line of three items or more."""
    out = set()
    for i, (n, t) in enumerate(lines):
        opens = i == 0 or not lines[i - 1][1].strip()
        below = lines[i + 1][1] if i + 1 < len(lines) else ""
        if opens and _is_label_line(t) and len(_ITEM_SEP_RE.findall(layout.plain(below))) >= 2:
            out.add(n)
    return out


# Prose: a word of the first person, or a sentence's end followed by another sentence ("... in 2019. Since then")
_FIRST_PERSON_RE = re.compile(r"\b(?:I|I'm|I've|my|we|our)\b")
_NEXT_SENTENCE_RE = re.compile(r"[a-z)]{2}[.!?]\s+[A-Z]\w*\s+[a-z]+\b(?!:)")


def is_prose(text: str) -> bool:
    """Whether a line is written as sentences, which no list of skills is: a word of the first person, or one
    sentence after another.

    >>> is_prose("Writing: I have published widely on policy. A selection follows.")
    True
    >>> is_prose("Card Sorting, Agile, Wireframing, Style Tiles."), is_prose("Stats: R. Data capture: REDCap")
    (False, False)
    """
    plain = layout.plain(text)
    return bool(_FIRST_PERSON_RE.search(plain) or _NEXT_SENTENCE_RE.search(plain))


def _wraps_joined(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """A line that opens with a parenthesis goes on the line right above it: a paragraph wrapped before its list of
    examples ("causal inference" / "(regression discontinuity, synthetic control)")."""
    out = list(lines)
    for i in range(1, len(out)):
        if out[i][1].lstrip().startswith("(") and out[i - 1][1].strip() and not layout.has_marker(out[i][1]):
            out[i - 1] = (out[i - 1][0], f"{out[i - 1][1].rstrip()} {out[i][1].strip()}")
            out[i] = (out[i][0], "")
    return out


# The label of a line of a Languages section that lists the ancient languages a scholar reads: research skills
# (Latin, Syriac, Akkadian), not the languages the subject speaks
_ANCIENT_LABEL_RE = re.compile(
    r"^(?:ancient|classical|historical|dead|source|premodern|pre-modern)(?:\s+languages?)?(?:\s*\([^()]*\))?\s*:\s+\S",
    re.I,
)
_LANGUAGES_HEADING_RE = re.compile(r"^(?:research\s+|foreign\s+)?languages?(?:\s+skills)?$", re.I)


def claim_ancient_languages(sections: list[Section]) -> list[Section]:
    """The lines of a Languages section labelled as ancient languages (``Ancient: Syriac (advanced), Coptic``) as a
    skills section of their own: a philologist's tools, where the spoken languages beside them are no skill."""
    out = []
    for section in sections:
        out.append(section)
        if section.kind is not SectionKind.OTHER or not _LANGUAGES_HEADING_RE.match(layout.plain(section.title)):
            continue
        # (a language's note in parentheses says how well it is read: "Coptic (Sahidic dialect; reading)")
        ancient = [
            (n, re.sub(r"\s*\([^()]*\)", "", t)) for n, t in section.lines if _ANCIENT_LABEL_RE.match(layout.plain(t))
        ]
        if ancient:
            out.append(Section(SectionKind.SKILLS, section.titles, ancient))
    return out


_TONGUES = (
    "English|French|German|Spanish|Italian|Portuguese|Dutch|Swedish|Norwegian|Danish|Finnish|Icelandic|Polish|Czech"
    "|Slovak|Hungarian|Romanian|Bulgarian|Greek|Russian|Ukrainian|Serbian|Croatian|Slovenian|Turkish|Arabic|Hebrew"
    "|Persian|Farsi|Urdu|Hindi|Bengali|Tamil|Telugu|Marathi|Chinese|Mandarin|Cantonese|Japanese|Korean|Vietnamese"
    "|Thai|Indonesian|Malay|Swahili|Yoruba|Amharic|Catalan|Basque|Galician|Irish|Welsh|Afrikaans|Latin|Estonian"
    "|Latvian|Lithuanian"
)
# A line of spoken languages, each maybe with its level: "Languages: Spanish (native), German, English"
_SPOKEN_RE = re.compile(
    rf"^(?:[\w ]{{0,25}}languages?\s*:\s*)?"
    rf"(?:(?:{_TONGUES})(?:\s*\([^()]*\)|\s*[-–:]\s*[a-z][\w ]*)?(?:\s*[,;]\s*|\s+and\s+|$))+$",
    re.I,
)


# A personal detail a Europass form sets among the skills: "Driving licence: B", "Nationality: Polish"
_PERSONAL_FIELD_RE = re.compile(
    r"(?:driving licen[cs]e|driver'?s licen[cs]e|nationality|citizenship|date of birth|marital status|gender)\s*:",
    re.I,
)


# A field naming the languages spoken, in the languages Europass forms are filled in: "Mother tongue(s)",
# "Sprachen", "Sprachkenntnisse", "Langues", "Lingue straniere", "Idiomas", "Madrelingua"
_SPOKEN_LABEL_RE = re.compile(
    r"^(?:[\w ]{0,25}\b)?(?:mother tongues?(?:\(s\))?|native languages?|(?:fremd)?sprach(?:en|kenntnisse)"
    r"|muttersprachen?|langues?(?: maternelles?)?|lingu[ae](?: madre| stranier[ae])?|madrelingua|idiomas?"
    r"|lenguas?(?: maternas?)?|l[íi]nguas?)\s*:",
    re.I,
)


def _speaks(line: str) -> bool:
    """A line listing the languages the subject speaks: the gold keeps them out of skills (they are no
    technical skill), as a ``Languages`` section is kept out."""
    plain = layout.plain(line).rstrip(".")
    return bool(_SPOKEN_RE.match(plain) or _SPOKEN_LABEL_RE.match(plain))


_NAME_CUT_RE = re.compile(
    r"\s+(?:[A-Z][\w-]*\s*['’]\s*\d{2}|(?:paper\s+)?in prep(?:aration)?\.?|in submission"
    r"|under review)\s*$",
    re.I,
)
_STOP_WORDS = frozenset(
    ["a", "an", "the", "of", "for", "and", "in", "on", "with", "to", "via", "by", "at", "from", "as", "is"]
)


def _looks_like_title(text: str) -> bool:
    words = [w for w in re.findall(r"[A-Za-z][\w'-]*", text)[:8] if w.lower() not in _STOP_WORDS]
    if len(words) < 1:
        return False
    capital = sum(1 for w in words if w[0].isupper())
    return capital / len(words) >= 0.6


# "- [**name**](url) — what it is", "- **name** (R package, 2019–): what it is"
_LINKED_NAME_RE = re.compile(r"^\s*(?:[-•*◦▪●–—#]+\s+)*\[(?:\*\*|__)?([^\]*_]+?)(?:\*\*|__)?\]\(([^)\s]+)\)(.*)$")
_BOLD_NAME_RE = re.compile(r"^\s*(?:[-•*◦▪●–—#]+\s+)*\*\*(.+?)\*\*(.*)$")
_NOTE_RE = re.compile(r"^\s*\([^()]*\)")
# "Horizon 2020 **DIVERCROP** (GA 101000999): what it is": the funding programme, then the project's name in bold
_PROGRAMME_BOLD_RE = re.compile(
    r"^\s*(?:[-•*◦▪●–—]+\s+)?(?:(?-i:[A-Z][\w-]*|\d{4})\s+){1,3}(?:project\s+)?\*\*(.+?)\*\*(.*)$"
)
# A heading over grants and projects alike: "Research projects and grants"
_PROJECTS_TITLE_RE = re.compile(r"\bprojects?\b", re.I)


_FIELDWORK_TITLE_RE = re.compile(r"\bfield\s?work\b", re.I)
# ... not a label in bold ("**Language consultants:** A, B")
_EMPHASIS_LEAD_RE = re.compile(r"^\s*(?:[-*+•]\s+)?(\*\*|__|\*|_)(?!\s)[^*_]+?(?<![:\s])\1(?!\s*:)")


def projects_among_grants(sections: list[Section]) -> list[Section]:
    """A section of grants whose heading names projects too (``Research projects and grants``): its rows that
    call themselves a project and name it in bold (``Horizon Europe project **NAME** (GA ...)``) make a
    projects section of their own; the grants stay awards."""
    out: list[Section] = []
    for section in sections:
        if section.kind is not SectionKind.AWARDS or not _PROJECTS_TITLE_RE.search(" ".join(section.titles)):
            out.append(section)
            continue
        moved = [(n, t) for n, t in section.lines if re.search(r"\bproject\s+\*\*", t, re.I)]
        if not moved:
            out.append(section)
            continue
        kept = [(n, t) for n, t in section.lines if (n, t) not in moved]
        out += [Section(SectionKind.AWARDS, section.titles, kept), Section(SectionKind.PROJECTS, section.titles, moved)]
    return out


# "driftbench | Python, PyTorch": the tools a project is built with follow its name
_TOOLS_CUT_RE = re.compile(r"\s+[|·•]\s+")


def _is_linked_entry(raw: str) -> bool:
    """``[name](url), what it is, 2020–present`` (a table row): a linked name with text after it opens a
    project; a link alone (``[Code](url)``) is a detail of the project above."""
    m = _LINKED_NAME_RE.match(raw)
    return m is not None and bool(m.group(3).strip(" ,;:.-–—|"))


def _project_name(block: layout.Block, raw: str) -> tuple[str, str] | None:
    """(name, the text after it) for a list item that opens a project, else ``None``."""
    found = None
    if m := _LINKED_NAME_RE.match(raw):
        found = m.group(1), f"{m.group(3)} {m.group(2)}"  # the link after the description: its first URL
    elif (m := _BOLD_NAME_RE.match(raw)) or (m := _PROGRAMME_BOLD_RE.match(raw)):
        found = m.group(1), m.group(2)
    if found is not None:
        if found[1].lstrip().startswith(("|", "·")):
            # "**name** | Python, PyTorch | [code](url)": the tools it is built with, and its links
            found = found[0], " ".join(re.findall(r"\]\(([^)\s]+)\)", found[1]))
        after = _NOTE_RE.sub("", found[1].lstrip(" ,:.-–—"), count=1)  # "(R package, CRAN, 2019–)"
        return found[0].strip().rstrip(":.").strip(), after.lstrip(" ,:.-–—")
    head = block.head
    found = dates.find_all_dates(head)
    dated = bool(found) and found[0].begin == 0
    if dated:  # "2023-   Pulse oximetry in sepsis": the dates first, then the name, in sentence case as a grant's
        head = head[found[0].stop :].lstrip(" ,;:-–—")
        found = dates.find_all_dates(head)
    cut = found[0].begin if found else len(head)
    name, after = head[:cut], head[cut:]
    if m := re.search(r"\s*\([^()]*\d[^()]*\)\s*[,;:](?=\s)", name):
        # "A Phase Ib Study of X (NCT04901143), site PI": a registry's or a funder's number ends the name
        name, after = name[: m.start()], name[m.end() :] + after
    name, partners = _without_partners(name)
    after = f"{' '.join(layout.urls(partners))} {after}" if partners else after
    # "Name: what it is, 2021 - present": the name ends at a colon or dash whether or not dates follow; French
    # puts a space before the colon ("RiverNet : réseau de capteurs")
    # (a sentence may end on an acronym: "ICU-STAY NRW. Implementation study of ...")
    m = re.search(r"(?<=[a-z)])\.\s|(?<=[A-Z]{2})\.\s(?=[A-Z])|\s[-–—]\s", name)
    m = m or re.search(r"(?<=[\w)])[ \u00a0\u202f]?:\s", name)
    if m and not (m.group(0).startswith(":") and _looks_like_title(name[m.end() :])):
        name, after = name[: m.start()], name[m.end() :] + after
    name = re.sub(r"\s*\([^)]*\)\s*$", "", _TOOLS_CUT_RE.split(name.strip())[0])
    name = _NAME_CUT_RE.sub("", name).strip(" .:-–—")
    # a package's name in lower case before what it is: "selconf: R package for ..."
    is_package = m is not None and re.fullmatch(r"[A-Za-z][\w.+-]{1,30}", name) is not None
    if not name or not (_looks_like_title(name) or is_package or dated) or len(name.split()) > 14:
        return None
    return name, after


# "Quorumcheck, a verified checker (https://...)": a short capitalised name, then what it is, with a link
_LINKED_LINE_RE = re.compile(r"^([A-Z][\w.+-]*(?:\s[A-Z][\w.+-]*){0,2})(?:,|:|\s[-–—])\s+(.*(?:https?://|www\.).*)$")


def _linked_line(head: str) -> tuple[str, str] | None:
    """An unbulleted line naming a piece of work and linking to it: (name, the text after it)."""
    m = _LINKED_LINE_RE.match(head)
    return (m.group(1), m.group(2)) if m else None


# moderncv's "\cventry{2019--}{Name}{with A and B}{\url{...}}": the partners and the link after the name
_PARTNERS_RE = re.compile(r",\s+(?:with|in collaboration with|jointly with)\s|,?\s*<?https?://")


def _without_partners(name: str) -> tuple[str, str]:
    """(the name, what follows it: the partners it is made with and its link)."""
    m = _PARTNERS_RE.search(name)
    return (name[: m.start()], name[m.start() :]) if m and m.start() else (name, "")


# A body that funds or hosts a project: "National Endowment for the Humanities", "Wellcome Trust", "X Foundation"
_FUNDER_RE = re.compile(ORGANIZATION_RE.pattern + r"|\b(?:Endowment|Fund|Funds|Stiftung|Fondation|Fundación)\b")


def _funded_name(head: str) -> tuple[str, str] | None:
    """moderncv's "\\cventry{2021--2025}{Name, 1945--1975}{Funder}": the parts of a dated row before the first
    that names a body, which funds or hosts the project; ``None`` when no part names one."""
    found = dates.trailing_date(head)
    if found is None or found.begin == 0:
        return None
    parts = re.split(r",\s+(?![^()]*\))", head[: found.begin].strip(" ,;"))
    at = next((i for i, part in enumerate(parts) if i and _FUNDER_RE.search(part)), None)
    if at is None or _FUNDER_RE.search(parts[0]):
        return None
    return ", ".join(parts[:at]), head[found.stop :]


def _dated_name(head: str) -> tuple[str, str] | None:
    """``LongDoc: a toolkit for NLP  2019 - 2020`` in an unbulleted list: a name with its dates after it."""
    found = dates.trailing_date(head)
    name = _without_partners(head[: found.begin])[0].strip(" ,;:-–—") if found else ""
    name = _TOOLS_CUT_RE.split(name)[0]
    if not found or not name or name.endswith(".") or len(name.split()) > 12:
        return None
    return name, head[found.stop :]


# "2020–2023  *Title of the grant*, Funder, ID (PI)"; "*Title of the grant*" on a line of its own
_EMPHASIZED_RE = re.compile(r"^(?:\*(?!\*)|_(?!_))([^*_]+?)(?:\*|_)(?![*\w])(.*)$")


def _emphasized_title(block: layout.Block, raw_by_line: dict[int, str]) -> str | None:
    """A grant's title: in italics after the item's dates, or alone on a line of the item's paragraph, when the
    item's other lines hold its number, funder and role (no sentence of its own)."""
    for n in range(block.first, block.last + 1):
        raw = layout.strip_marker(raw_by_line.get(n, ""))
        lead = dates.find_dates(raw)
        if lead is not None and lead.begin == 0:
            raw = raw[lead.stop :].strip()
        m = _EMPHASIZED_RE.match(raw)
        if m is None or not m.group(1)[:1].isupper():
            continue
        rest = m.group(2).strip(" .")
        if len(m.group(1).split()) < (2 if rest.startswith(",") else 3):
            continue  # ("*Murillo's Drawings*, Art Institute": a short title, its place after it)
        if rest and not rest.startswith(","):
            continue  # "*Title* is a toolkit ...": a sentence, not a title with its funder
        return m.group(1).strip()
    return None


def _paragraph_blocks(lines: list[tuple[int, str]]) -> list[layout.Block] | None:
    """Unmarked lines in paragraphs of several lines (``R01 ... 2021–2026`` / ``NIH`` / ``*Title*`` / ``Role: PI``):
    one item per paragraph; else ``None``."""
    if any(layout.has_marker(t) for _, t in lines):
        return None
    groups: list[list[tuple[int, str]]] = [[]]
    for n, t in lines:
        if t.strip():
            groups[-1].append((n, t))
        elif groups[-1]:
            groups.append([])
    groups = [g for g in groups if g]
    if not any(len(g) >= 3 for g in groups):
        return None
    return [
        layout.Block(g[0][0], g[-1][0], layout.plain(g[0][1]), [layout.plain(t) for _, t in g[1:]], g[1:])
        for g in groups
    ]


def _entries(lines: list[tuple[int, str]]) -> tuple[list[layout.Block], bool]:
    """The section's items, and whether its unmarked lines head them.

    Most lists mark their items; some resumes (Jake's template) put each project on an unmarked
    dated line with bullets of details under it, at the same indent.
    """
    content = [(n, t) for n, t in lines if t.strip()]
    dated = [n for n, t in content if not layout.has_marker(t) and dates.trailing_date(layout.plain(t))]
    if len(dated) >= 2 and content[0][0] == dated[0] and not any(layout.has_marker(t) for _, t in content):
        # moderncv's \cventry rows, each "Name, Funder  2019–2022" over a line of what it was: a row heads its item
        out: list[layout.Block] = []
        for n, t in content:
            if n in dated:
                out.append(layout.Block(n, n, layout.plain(t)))
            else:
                out[-1].subs.append(layout.plain(t))
                out[-1].sub_lines.append((n, t))
                out[-1].last = n
        return out, True
    if (paragraphs := _paragraph_blocks(lines)) is not None:
        return paragraphs, False
    heads = [t for _, t in content if not layout.has_marker(t)]
    details = [t for _, t in content if layout.has_marker(t)]
    if not (heads and details and all(dates.trailing_date(layout.plain(t)) for t in heads)):
        return layout.blocks(lines), False
    if any(dates.find_dates(t) for t in details):
        return layout.blocks(lines), False
    out = []
    for n, t in content:
        if not layout.has_marker(t) or not out:
            out.append(layout.Block(n, n, layout.plain(t)))
            continue
        out[-1].subs.append(layout.plain(t))
        out[-1].sub_lines.append((n, t))
        out[-1].last = n
    return out, True


def projects(section: Section, doc: SourceDocument) -> list[Project]:
    """Projects: a name (bold, or the title-cased head of an item), dates, first sentence, link."""
    if _FIELDWORK_TITLE_RE.search(section.title):
        # "**Dissertation fieldwork, Accra.** Fourteen months of ...": a stay in the field named in emphasis is a
        # project; a place and its years alone ("Svalbard (field course)  2006") is none
        lines = [(n, t) for n, t in section.lines if _EMPHASIS_LEAD_RE.match(t)]
        section = Section(section.kind, section.titles, lines)
    raw_by_line = dict(section.lines)
    any_marked = any(layout.has_marker(t) for _, t in section.lines)
    out: list[dict[str, object]] = []
    entries, unmarked_heads = _entries(section.lines)
    for block in entries:
        raw = raw_by_line.get(block.first, "")
        if (titled := _emphasized_title(block, raw_by_line)) is not None:
            out.append({"name": titled, "first": block.first, "last": block.last, "period": _period(block.text),
                        "text": ""})  # fmt: skip
            continue
        dated = (not any_marked or unmarked_heads) and _dated_name(block.head)
        opens = block.is_marked or raw.lstrip().startswith("**") or _is_linked_entry(raw)
        opens = opens or _PROGRAMME_BOLD_RE.match(raw) is not None
        found = _funded_name(block.head) if unmarked_heads and not block.is_marked else None
        found = found or (_project_name(block, raw) if opens or dated else None)
        found = found or (None if any_marked else _linked_line(block.head))
        if found is None and dated:
            found = dated
        if found is None:
            if out and dates.is_only_dates(block.head) and out[-1]["period"] == Period():
                out[-1]["period"] = _period(block.head)
            if out:
                out[-1]["text"] = f"{out[-1]['text']} {block.text}"
                out[-1]["last"] = block.last
            continue
        name, after = found
        out.append(
            {
                "name": name,
                "first": block.first,
                "last": block.last,
                "period": _period(block.text),
                "text": " ".join([after, *block.subs]),
            }
        )
    return [_project(p, doc) for p in out]


def _period(text: str) -> Period:
    found = dates.find_all_dates(text)
    if not found:
        return Period()
    if (last := dates.trailing_date(text)) is not None and last.is_range and not found[0].is_range:
        return last.period  # "PRIN 2022 **CARBOSOIL** ...  2023–2026": a programme's year, then the row's dates
    if found[0].is_range:
        return found[0].period
    end = found[1].start if len(found) > 1 else None
    if end is None and re.search(r"\b(?:present|now|current)\b", text, re.I):
        return Period(found[0].start, dates.PRESENT)
    return Period(found[0].start, end)


_MD_LINK_RE = re.compile(r"\[([^\]]*)\]\([^)\s]*\)")  # "[Code](url)" shows "Code"


def _project(p: dict[str, object], doc: SourceDocument) -> Project:
    text = str(p["text"])
    links = layout.urls(text)
    text = re.sub(r"<?https?://[^\s>]+>?", "", _MD_LINK_RE.sub(r"\1", text))
    for d in reversed(dates.find_all_dates(text)):
        if not re.search(r"\b(?-i:[a-z]+)\s$", text[: d.begin]):  # "shift time after 1961." keeps its year
            text = text[: d.begin] + text[d.stop :]
    text = re.sub(r"\s*[,;]\s*(?=[.!?)]|$)", "", text)  # "what it is, 2021 - present." loses its dates' comma
    text = re.sub(r"\s*\(\s*[-–—]?\s*\)", "", text)  # "(2019–)" with its dates gone
    text = re.sub(r"^\s*(?:present|now|current)\b", "", text.strip(), flags=re.I).lstrip(" .:-–—").rstrip(" ,;:-–—")
    sentence = re.match(r"(.+?[.!?])(?=,?\s+(?![a-z])|,?\s*$)", text)  # a table row's cell ends in ".,"
    description = sentence.group(1).strip() if sentence else (text or None)
    first, last = int(str(p["first"])), int(str(p["last"]))
    period = p["period"] if isinstance(p["period"], Period) else Period()
    return Project(
        str(p["name"]),
        doc.span(first, last),
        description=description,
        period=period,
        url=links[0] if links else None,
    )
