"""What a citation says besides authors, title and venue: awards, status, how it was presented,
a kind tag, co-first marks, and the volume a physics citation sets in bold. Pure.

These are taken out of the citation's text before it is cut into its parts, and kept as notes
(``Best Paper Award``, ``in submission``, ``Revise and resubmit, Review of Economic Studies``).

>>> take_notes("A B. Title. In Proc. X (X '21). Best Paper Award.").notes
['Best Paper Award']
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cvkg.extract import names as nm
from cvkg.extract.guarded import Guarded
from cvkg.extract.venues import YEAR_RE, kind_from_heading, strip_end
from cvkg.model import PublicationKind

Kind = PublicationKind

_COFIRST_NOTE_RE = Guarded(
    re.compile(
        r"\(\s*[*†‡]?\s*(?:co-?first[- ]authors?|equal(?:ly)? contribut\w*|joint first authors?)\s*\)", re.I
    ),
    "first", "equal",
)
_CORRESPONDING_NOTE_RE = Guarded(
    re.compile(r"\.?\s*\(\s*[*†‡✉]\s*corresponding\s+authors?\s*\)", re.I),
    "corresponding",
)
_AWARD_NOTE_RE = Guarded(
    re.compile(
        r"\b(?:(?:Best|Distinguished|Outstanding)\s+(?:Student\s+|Short\s+|Demo\s+|Artifact\s+)?"
        r"(?:Paper|Artifact|Demo|Poster|Presentation)(?:\s+Award)?(?:\s+(?:Runner[- ]Up|Nominee|Candidate|"
        r"Finalist|Honorable Mention))?|Honou?rable Mention)\b"
        r"(?:\s*\((?:\d(?:st|nd|rd|th) place|runner[- ]up|finalist)\))?"  # "Best Poster Award (2nd place)"
        # the track or division that gave it: "Best Paper Award, Thermal Management Track"
        r"(?:,\s+(?:[A-Z][\w&-]*\s+){0,4}(?:Track|Session|Category|Division|Section)\b)?\.?",
        re.I,
    ),
    "best", "distinguished", "outstanding", "mention",
)
# A prize the paper won, a sentence or a line of its own after the citation: "Winner, 2022 Best Article Award, X"
_WINNER_RE = Guarded(
    re.compile(
        r"(?:(?<=[.;])[ \t]+|^[ \t]*)[*_]{0,2}(?P<note>(?:Winner|Recipient|Awarded|Finalist|Runner-up)\b,?[ \t]"
        r"[^\n]*?\b(?:Award|Prize|Medal)\b[^\n]*?)[*_.]*[ \t]*$",
        re.M,
    ),
    "Winner", "Recipient", "Awarded", "Finalist", "Runner-up", fold=False,
)
_AWARD_LINE_RE = re.compile(
    r"[*_]{0,2}(?:Winner|Recipient|Awarded|Finalist|Runner-up|Shortlisted|Nominated|Nominee)\b|"
    + _AWARD_NOTE_RE.pattern
    # a prize named alone, the whole line: "Citation Award for outstanding student abstract", "Dean's Prize"
    + r"|(?-i:(?:[A-Z][\w'’&-]*\s+){1,5}(?:Award|Prize|Medal))(?:\s+(?:for|of|in)\b[^.]*)?\.?\s*$",
    re.I,
)


def is_award_line(text: str) -> bool:
    """Whether a line (without its bullet) is a note of the prize the paper above won: "Honorable Mention, MLA
    Prize for a First Book, 2020", "Winner, Best Article Award"."""
    return _AWARD_LINE_RE.match(text.strip()) is not None


_AWARD_IN_BRACKETS_RE = Guarded(
    re.compile(r"\s*\(([^()]*\b(?:Award|Prize|Medal)\b[^()]*)\)\.?\s*$"),
    "Award", "Prize", "Medal", fold=False,
)
# An issue the subject edited: "*Title*. Special issue, *Journal* 55, no. 3 (2022). Guest editor." -- the journal
# is the venue, the issue's name the title
_GUEST_EDITOR_RE = Guarded(
    re.compile(
        r"(?:(?<=[.)])\s+|[.,]?\s+\(|[.,]\s+)(?i:guest[- ](?:co-?)?edit(?:or|ors|ed)(?:\s+with\s+[^.()]+)?)\)?\.?\s*$"
    ),
    "guest",
)
_SPECIAL_ISSUE_RE = Guarded(
    re.compile(r"(?<=\.)\s+(?i:special (?:issue|section))(?:,|:|\s+(?:of|in))\s+(?=[*_]?[A-Z])"),
    "special",
)
# A prize the paper won, dated, as the sentence after a citation that closed with its year or pages (a book's
# "Chicago: U of Chicago Press, 2021. Kellogg Prize of the Society for X, 2022.", "... 245–79. X Best Article Prize,
# 2015.")
_PRIZE_SENTENCE_RE = Guarded(
    re.compile(
        r"(?<=[\d)])\.\s+(?P<note>[A-Z][^.\n]*?\b(?:Award|Prize|Medal)\b[^.\n]*?,?\s*\(?(?:19|20)\d\d\)?)\.?\s*$"
    ),
    "Award", "Prize", "Medal", fold=False,
)
# (or the entry's own legend: "... 2020;35(11):1239-1246. *Co-first authors.")
_LEGEND_TAIL_RE = Guarded(
    re.compile(r"[.;]?\s*[*†‡§]+\s*(?:[:=]\s*)?(?:equal|joint|co-?first)\b[^.]*\.?\s*$", re.I),
    "*", "†", "‡", "§", fold=False,
)
# Software cited as a paper: "Title, R package version 0.4.1, available on CRAN."
_SOFTWARE_RE = Guarded(
    re.compile(
        r"[,.]\s*(?P<what>(?:R|Python|Julia|Stata|MATLAB)\s+package(?:,?\s+version\s+[\w.-]+)?)"
        # "..., available on CRAN", "..., CRAN.", "..., GitHub: https://github.com/a/b."
        r"(?:,\s*(?:available\s+(?:on|from|at)\s+)?(?P<where>[A-Z][\w.-]*?)(?::\s*https?://\S+)?)?\.?\s*$"
    ),
    "package", fold=False,
)
# A kind of paper in brackets after the title, which says nothing of its venue: "Title? [editorial]. Chest."
# APA's medium in brackets after an online venue: "*Venue* [Blog]", "(blog)", "[Podcast episode]": no journal
_MEDIUM_TAG_RE = Guarded(
    re.compile(
        r"\s*[\[(]((?:blog|podcast|newsletter|op-ed)(?:\s+(?:post|episode|article))?)[\])](?=[.,\s]|$)", re.I
    ),
    "blog", "podcast", "newsletter", "op-ed",
)
_DESCRIPTION_TAG_RE = Guarded(
    re.compile(r"\s*\[(editorial|commentary|comment|letter|erratum|perspective)\](?=[.,\s]|$)", re.I),
    "[", fold=False,
)
# AMA's abstract printed in a journal and presented at a meeting: "J Name. 2015;191:A4120. Poster presented at: X;
# May 2015; City." (or "Oral presentation at: X; ...") -- the journal is the venue, the meeting a note
_PRESENTED_AFTER_REF_RE = Guarded(
    re.compile(
        r"(?<=[\d)])\.\s+(?P<note>(?P<how>[A-Z][a-z]+\s+)?present(?:ed|ation)\s+at:?\s+[^.]+?)\.?\s*$"
    ),
    "present", fold=False,
)
# A book's length as a sentence after the year: "xiv+312 pp.", "212 pp."
_PAGE_COUNT_SENTENCE_RE = Guarded(
    re.compile(r"(?<=(?:19|20)\d\d)\.\s+((?:[xivlc]+\s*\+\s*)?\d{1,4}\s*pp\.?)\s*$", re.I),
    "pp",
)
# A journal's series before its volume: "n.s., 4", "new series 12", "3rd ser., 41"
_NEW_SERIES_RE = Guarded(
    re.compile(r",\s*(n\.\s?s\.|new series|o\.\s?s\.|\d(?:st|nd|rd|th)\s+ser\.)(?=,?\s*\d)", re.I),
    "s.", "series", "ser.",
)
# A sentence after the reference telling when it went online: "Article published online March 2022.", "First
# published online 3 May 2021."
_ONLINE_SENTENCE_RE = Guarded(
    re.compile(
        r"[.)]\s+(?P<note>(?:(?:Article|First)\s+)?published online"
        r"(?:\s+(?:on\s+)?[\w ,]{0,20}?(?:19|20)\d\d)?)\.?\s*$",
        re.I,
    ),
    "online",
)
_NLM_REFERENCE_RE = re.compile(r"(?:19|20)\d\d(?:\s+[A-Z][a-z]{2})?;\s*\d")
# Chicago's status and its year in one bracket: "*Journal* (forthcoming 2025)", "(accepted, forthcoming 2025)" -- the
# year is the paper's
_STATUS_YEAR_RE = Guarded(
    re.compile(
        r"\(\s*((?:(?:forthcoming|in press|to appear|accepted)\s*[,;]\s*)*(?:forthcoming|in press|to appear|accepted))"
        r"\s*,?\s*((?:19|20)\d\d)\s*\)",
        re.I,
    ),
    "forthcoming", "in press", "to appear", "accepted",
)
# Author-date styles' "no date" in the year's slot after the authors (ASA, Chicago): "Roe, Ann. n.d. "Title."" --
# no year and no status, the title follows
_NO_DATE_RE = re.compile(r"(?<=\.)\s+n\.\s?d\.(?=\s)")
_STATUS_NOTE_RE = Guarded(
    re.compile(
        # APA's bracketed description keeps its status: "[Manuscript under review]" is read whole, elsewhere
        r"(?:[(\[]\s*)?(?<!\[manuscript )\b(in submission|under submission|under review|in review"
        # APA's "Manuscript submitted for publication." (its bracketed form, a description, is read elsewhere)
        r"|(?<!\[)(?<!\[manuscript )(?:manuscript )?submitted for publication"
        r"|submitted|in preparation|in prep\.|"
        r"to appear|to be published|in press|revise and resubmit|conditionally accepted|accepted|forthcoming"
        r"|advance online publication"
        r"|online first|early access|ahead of print)\b\.?(?:\s*[)\]])?\.?",
        re.I,
    ),
    "submi", "review", "prep", "appear", "publish", "press", "accept", "forthcoming", "online",
    "early access", "ahead of print",
)
# A book not yet out, and its publisher: "Under contract with Columbia UP", "under advance contract at Oxford"
_CONTRACT_RE = Guarded(
    re.compile(r"\b(?i:under (?:advance )?contract)(?:\s+(?:with|at)\b|,)?[ \t]*"),
    "contract",
)
# A book's plan, dated by when it is due, not by when it came out: "Manuscript to be submitted autumn 2025"
_PLAN_SENTENCE_RE = re.compile(
    r"(?<=[.\n])\s*(?P<plan>(?i:(?:book\s+)?manuscript|book|monograph)\s+(?:to be|will be|due to be)\s+"
    r"(?:submitted|completed|delivered|finished)\b[^\n]*?)\.?\s*$"
)
# A contract's book still being written, said after its publisher: "under contract with Press, in progress."
_IN_PROGRESS_AFTER_RE = re.compile(r",\s*(?P<status>in progress)\.?(?=\s*$)", re.I)
# What stands around a contract: "Book manuscript. Under contract, Press (Series)." -- the manuscript said before,
# the publisher's series after, both notes; the publisher is the venue
_MANUSCRIPT_BEFORE_RE = re.compile(r"(?<=[.?!*_”])\s+(?P<what>(?i:(?:book )?manuscript|book project))\.?\s*$")
# ... or said in a bracket the contract is in: "(book manuscript, under contract with Press)"
_MANUSCRIPT_BRACKET_RE = re.compile(r"\s*\((?P<what>(?i:(?:book )?manuscript|book project|monograph)),?\s*$")
_BRACKET_CLOSE_RE = re.compile(r"^(?P<publisher>[^()\n]+?)\)(?P<end>\.?\s*)$")
_SERIES_AFTER_RE = re.compile(r"^(?P<publisher>[^()\n]+?)\s*\((?P<series>[^()\n]{6,})\)(?P<end>\.?\s*)$")
# A status that names the journal still deciding: "Revise and resubmit, Review of ...", "Under review at ..."
_PENDING_WORDS = (
    r"revise (?:and|&) resubmit|reject and resubmit|R&R|under review|in review|submitted|under submission"
    r"|(?:in|under|major|minor) revision|(?:major |minor )?revisions? (?:requested|invited)"
)
# "... at the", "..., " before the journal; "Revision requested by J", "Revision invited at J", "In revision for J"
_BOUND_FOR = r"(?:\s+(?:at|to|in|by|for)|\s*[,:])\s+(?:the\s+)?"
_UP = "[A-ZÀ-ÖØ-Þ]"  # a capital, accented ones too ("Ann. Sci. Éc. Norm. Supér.")
# the journal may be abbreviated: "Submitted to Phys. Rev. Lett."
_PENDING_AT_RE = Guarded(
    re.compile(
        rf"(?i:\b(?:{_PENDING_WORDS}){_BOUND_FOR})(?:(?:{_UP}\w{{0,4}}\.|{_UP}[\w&'-]*)\s+(?={_UP}))*{_UP}"
        # (the journal's name ends before an eprint or a link after it: "Submitted to ApJ, arXiv:2501.06618")
        r"(?:(?!,\s*(?i:arXiv|bioRxiv|medRxiv|doi|https?)\b)[^.;()\n])*"
        # "Submitted to Duke Math. J.", "Submitted to J. Am. Chem. Soc., 2025": the closing abbreviation keeps its
        # period
        r"(?:\.(?=\s*$|,))?"
    ),
    "resubmit", "r&r", "review", "submi", "revision",
)
# A venue that only says the paper is unpublished: "Working paper.", "Mimeo", "Manuscript"
_UNPUBLISHED_RE = re.compile(
    r"(?:[-–—]+\s*)?\(?(?i:working paper|mimeo(?:graph)?|(?:unpublished |book |article )?manuscript"
    r"|draft|work in progress|unpublished|data collection|fieldwork|drafting(?: (?:the )?manuscript)?"
    # a book still being written: "Revising the manuscript for submission", "Completing the final chapters"
    r"|(?:revising|completing|finishing|drafting|preparing)\s+(?:the\s+)?(?:book\s+)?(?:manuscript|final\s+chapters?)"
    r"(?:\s+for\s+(?:submission|publication|review))?"
    # economists' stages of a paper: "Second-year paper; new draft coming soon", "(Data collection in progress)"
    r"|(?:(?:second|third)[- ]year|job[- ]market) paper(?:[;,.]?\s+.*)?|(?:new )?draft (?:coming soon|available"
    r"(?: upon| on)? request)|(?:data collection|fieldwork|analysis|writing) (?:in progress|underway|ongoing))\)?"
)
# A review database's number for the paper, set after it by mathematicians: MathSciNet's "MR1234567" (with its
# old review code "(2005a:11001)", or that code alone in older lists: "MR 96j:11051"), zbMATH's "Zbl 1234.56789";
# identifiers of the paper, no part of its venue
_REVIEW_NUMBER_RE = Guarded(
    re.compile(
        r"[.,;]?\s*\b(?:MR\s?\d{2,4}[a-z]?:\d{5}|MR\s?\d{5,8}(?:\s*\(\d{2,4}[a-z]?:\s?\d{2}[A-Z0-9]\d{2,3}\))?"
        r"|Zbl\.?\s?\d{3,4}\.\d{5})(?!\w)\.?"
    ),
    "MR", "Zbl", fold=False,
)
# Where a book was reviewed, said after its imprint: "(Reviewed in *BMCR* 2018.04.12, *JHS* 139.)", "Reviewed in
# *JECS* 32, no. 2 (2024)" (the years of the reviews in parentheses)
_REVIEWED_IN_RE = Guarded(
    re.compile(r"[.,;]?\s*\(?(?P<note>\b(?:Reviewed|Rev\.)\s+(?:in|by)\s(?:[^()]|\((?:19|20)\d\d\))+?)\.?\)?\.?\s*$"),
    "Reviewed", "Rev.", fold=False,
)
# How the paper was presented, said after the venue: "... (ECCV), 2020. Oral presentation."
_PRESENTED_AS_RE = Guarded(
    re.compile(
        r"[.,;]?\s*[(\[]?\s*(oral(?: presentation| paper)?|spotlight(?: presentation| paper)?|contributed talk)"
        r"\s*[)\]]?\.?\s*$",
        re.I,
    ),
    "oral", "spotlight", "contributed talk",
)
_TAG_RE = re.compile(
    r"\s*[(\[]\s*(poster(?: presentation)?|demo|short paper|extended abstract|invited(?: paper| talk)?|"
    r"workshop(?: paper)?|position paper|abstract|(?:doctoral|ph\.?\s?d\.?|master'?s|bachelor'?s|diploma)"
    r" (?:dissertation|thesis)|oral presentation|paper presentation|keynote|eds?\.|editors?)\s*[)\]]"
    # APA's bracketed description after a title: "*Title* [Preprint].", "[Working paper]"
    r"|\s*\[\s*(preprint|working paper|(?:unpublished )?manuscript)\s*\]",
    re.I,
)
_EDITOR_TAG_RE = re.compile(r"eds?\.|editors?", re.I)
# Notes saying the paper is not out yet: with no venue it is a preprint
_PENDING_NOTE_RE = re.compile(rf"(?i:(?:manuscript )?(?:in submission|in preparation|in prep\.|{_PENDING_WORDS}))")
# A closing sentence that only names the kind: "... bioRxiv 2024.09.14.613022 (2024). Preprint."
_KIND_SENTENCE_RE = Guarded(
    re.compile(
        r"(?<=[.,;])\s*(preprint|poster|demo|extended abstract|short paper|invited paper)\.?\s*$", re.I
    ),
    "preprint", "poster", "demo", "abstract", "short paper", "invited paper",
)
# A review of others' books said as a sentence of its own after the title: "“Title.” Review essay. *Journal* ..."
_REVIEW_SENTENCE_RE = Guarded(
    re.compile(r"(?<=[.”\"])\s+(review essay|book review)\.\s+(?=\S)", re.I),
    "review essay", "book review",
)
# APA's unpublished presentation: "Poster presented at the X" is a poster ("Paper presented at" says nothing)
_POSTER_AT_RE = Guarded(
    re.compile(r"\bposter\s+presented\s+at\b", re.I),
    "poster",
)
# Physics and chemistry set the volume in bold after the italic journal: "*Nature Materials* **21**, 1032"
# (with an article number in place of pages: "*Physical Review B* **98**, 115143"); ACS sets the year in bold
# and the volume in italics ("*Chem. Soc. Rev.* **2020**, *49*, 7702"): a bold year is no volume. INFORMS and
# engineering styles put the issue right after it: "*Management Sci.* **69**(8) 4512--4530"
_BOLD_VOLUME_RE = Guarded(
    re.compile(
        r"(?<=[*_])\s*(?:\*\*|__)(?!(?:19|20)\d\d\b)(\d{1,4})(?:\*\*|__)(?:\((\d{1,4}(?:[-–]\d{1,4})?)\))?"
        r"(?:,\s*([A-Za-z]?\d{3,10}(?:\([RL]\))?)(?![\w–-]))?"
    ),
    "**", "__", fold=False,
)


@dataclass
class Draft:
    """Mutable working state while one citation is taken apart."""

    text: str
    notes: list[str]
    kind_tag: Kind | None = None
    cofirst: bool = False


# A paper's status in German, French, Spanish, Portuguese and Italian, said as the English readers know it
_FOREIGN_STATUS = (
    (r"eingereicht bei|soumis [àa]|enviado a|submetido [àa]|sottoposto a", "submitted to"),
    (r"im Druck|sous presse|en prensa|no prelo|in stampa", "in press"),
    (r"[àa] para[îi]tre dans", "to appear in"),
    (r"[àa] para[îi]tre", "to appear"),
    (r"in Vorbereitung|en pr[ée]paration|en preparaci[óo]n|em prepara[çc][ãa]o|in preparazione", "in preparation"),
    (r"in Revision bei|en r[ée]vision [àa]|en revisi[óo]n en|em revis[ãa]o (?:n[ao]|em)|in revisione (?:presso|a)",
     "in revision at"),
    (r"en r[ée]vision|en revisi[óo]n|em revis[ãa]o|in revisione|in Begutachtung", "under review"),
    (r"aceit[oa]|aceptad[oa]|accept[ée]e?|angenommen|accettat[oa]", "accepted"),
    (r"submetid[oa]|enviad[oa]|soumise?|eingereicht|sottopost[oa]", "submitted"),
)
_FOREIGN_STATUS_RE = [(re.compile(rf"\b(?:{words})\b", re.I), english) for words, english in _FOREIGN_STATUS]


def _english_status(text: str) -> str:
    for pattern, english in _FOREIGN_STATUS_RE:
        text = pattern.sub(english, text)
    return text


# An eprint's number alone after the reference, its link's text lost: "... Algorithms 66 (2025), e21263. 2309.01132"
_BARE_EPRINT_RE = re.compile(r"(?<=[.)])\s+(\d{4}\.\d{4,5}(?:v\d+)?)\s*\.?\s*$")
# A remark in brackets after the reference's end: "... 114–127. [Undergraduate research, AIMS Ghana.]"
_BRACKETED_TAIL_RE = re.compile(r"(?<=[.)])\s*[*_]{0,2}\[([^\[\]]{4,80})\][*_]{0,2}\.?\s*$")


def _is_remark(bracketed: re.Match[str]) -> bool:
    """Whether a bracket after a whole reference remarks on the subject's part (``[Editor]`` of a journal paper, the
    subject its editor) or on the paper, rather than naming its kind (``[Abstract]``)."""
    said = bracketed.group(1).strip(" .")
    if _TAG_RE.search(bracketed.group(0)) or _STATUS_NOTE_RE.search(bracketed.group(0)):
        return bool(_EDITOR_TAG_RE.fullmatch(said))  # "[Under review]" is the status reader's
    return len(said.split()) > 1


def take_notes(text: str) -> Draft:
    """Move awards, status words, page ranges and co-first marks out of the text into notes."""
    text = _english_status(text)
    draft = Draft(text, [])
    lines = text.split("\n")
    # a line of its own after the citation naming its prize: "– Honorable Mention, MLA Prize, 2020"
    draft.notes.extend(line.strip(" .") for line in lines[1:] if is_award_line(line))
    text = "\n".join([lines[0], *(line for line in lines[1:] if not is_award_line(line))])
    if m := _REVIEWED_IN_RE.search(text):
        draft.notes.append(m.group("note"))  # "... Press, 2017. (Reviewed in *BMCR* 2018.04.12, *JHS* 139.)"
        text = text[: m.start()] + "."
    for m in _REVIEW_NUMBER_RE.finditer(text):
        draft.notes.append(" ".join(m.group(0).strip(" .,;").split()))
    text = _REVIEW_NUMBER_RE.sub("", text)
    text = _BARE_EPRINT_RE.sub(r" arXiv:\1", text)
    if (m := _BRACKETED_TAIL_RE.search(text)) and _is_remark(m):
        draft.notes.append(m.group(1).strip(" ."))  # "... 114–127. [Undergraduate research, AIMS Ghana.]"
        text = text[: m.start()]
    if m := _PENDING_AT_RE.search(text):
        # "Revise and resubmit, Review of Economic Studies": a journal still deciding is no venue yet
        draft.notes.append(strip_end(m.group(0)))
        text = text[: m.start()] + text[m.end() :]
    if _COFIRST_NOTE_RE.search(text):
        draft.cofirst = True
        text = _COFIRST_NOTE_RE.sub(" ", text)
    if _CORRESPONDING_NOTE_RE.search(text):
        draft.notes.append("corresponding author marked")  # "(*corresponding author)": the mark's legend
        text = _CORRESPONDING_NOTE_RE.sub(" ", text)
    if m := _GUEST_EDITOR_RE.search(text):
        draft.notes.append("guest editor")  # "Special issue, *Journal* 55, no. 3 (2022). Guest editor."
        text = text[: m.start()] + ("." if m.group(0).lstrip().startswith(".") else "")
    if m := _SPECIAL_ISSUE_RE.search(text):
        draft.notes.append("special issue")
        text = text[: m.start()] + " " + text[m.end() :]
    if (m := _PRIZE_SENTENCE_RE.search(text)) and YEAR_RE.search(text[: m.start()]):
        draft.notes.append(m.group("note"))
        text = text[: m.start() + 1]
    if m := _AWARD_IN_BRACKETS_RE.search(text):
        draft.notes.append(m.group(1))  # "... Ecology Letters 23. (ESA George Mercer Award)"
        text = text[: m.start()] + text[m.end() :]
    if m := _SOFTWARE_RE.search(text):
        # "Title, R package version 0.4.1, available on CRAN.": software, found where its repository is
        draft.notes.append(m.group("what"))
        draft.kind_tag = draft.kind_tag or Kind.OTHER
        text = text[: m.start()] + (f". {m.group('where')}." if m.group("where") else ".")
    if m := _MEDIUM_TAG_RE.search(text):
        draft.notes.append(m.group(1).lower())
        draft.kind_tag = draft.kind_tag or Kind.OTHER
        text = text[: m.start()] + text[m.end() :]
    if m := _DESCRIPTION_TAG_RE.search(text):
        draft.notes.append(m.group(1).lower())
        text = text[: m.start()] + text[m.end() :]
    if (m := _PRESENTED_AFTER_REF_RE.search(text)) and _NLM_REFERENCE_RE.search(text[: m.start()]):
        draft.notes.append(m.group("note"))
        if (m.group("how") or "").strip().lower() == "poster":
            draft.kind_tag = Kind.POSTER
        text = text[: m.start() + 1]
    if m := _PAGE_COUNT_SENTENCE_RE.search(text):
        draft.notes.append(m.group(1))  # MathSciNet's book length after its imprint: "Springer, 2023. xiv+312 pp."
        text = text[: m.start() + 1]
    if m := _NEW_SERIES_RE.search(text):
        draft.notes.append(m.group(1))  # Chicago's "*Journal*, n.s., 4, no. 2 (2016)": the volume follows
        text = text[: m.start()] + text[m.end() :]
    if (m := _ONLINE_SENTENCE_RE.search(text)) and YEAR_RE.search(text[: m.start()]):
        draft.notes.append(m.group("note"))  # "... Oxford University Press, 2022. Article published online March 2022."
        text = text[: m.start() + 1]
    if m := _LEGEND_TAIL_RE.search(text):
        text = text[: m.start()]  # "PLDI. †: equal contribution": the list's legend, set after its last entry
    if m := _REVIEWED_IN_RE.search(text):
        draft.notes.append(m.group("note"))
        text = text[: m.start()] + text[m.end() :]
    if m := _WINNER_RE.search(text):
        draft.notes.append(m.group("note").strip(" .*_"))  # "Winner, Best Article Award, X": a prize, no venue
        text = text[: m.start()] + text[m.end() :]
    for m in _AWARD_NOTE_RE.finditer(text):
        draft.notes.append(m.group(0).rstrip("."))
    text = _AWARD_NOTE_RE.sub(" ", text)
    text = re.sub(r"(?<![*\w])(\*{1,2}|_{1,2})\s*\1(?![*\w])", " ", text)  # the emphasis an award note was set in
    if m := _PRESENTED_AS_RE.search(text):
        draft.notes.append(m.group(1).strip().capitalize())
        text = text[: m.start()] + text[m.end() :]
    if m := _PLAN_SENTENCE_RE.search(text):
        draft.notes.append(m.group("plan").strip(" ."))  # "Manuscript to be submitted autumn 2025": a plan's date
        text = text[: m.start()] + text[m.end() :]
    if m := _CONTRACT_RE.search(text):
        draft.notes.append("under contract")  # "Under contract with Columbia UP": the publisher stays the venue
        text = _under_contract(draft, text[: m.start()], text[m.end() :])
        if status := _IN_PROGRESS_AFTER_RE.search(text):
            draft.notes.append(status.group("status").lower())
            text = text[: status.start()] + "."
    text = _NO_DATE_RE.sub("", _STATUS_YEAR_RE.sub(r"(\1) \2", text))
    for m in _STATUS_NOTE_RE.finditer(text):
        draft.notes.append(m.group(1).lower().rstrip("."))
    text = _STATUS_NOTE_RE.sub(" ", text)
    if _POSTER_AT_RE.search(text):
        draft.kind_tag = Kind.POSTER
    if m := _REVIEW_SENTENCE_RE.search(text):
        # "“Title.” Review essay. *Journal* 57 (2024)": a review of others' books, no research article
        draft.notes.append(m.group(1).lower())
        draft.kind_tag = draft.kind_tag or Kind.OTHER
        text = text[: m.start()] + text[m.end() - 1 :]
    if m := _KIND_SENTENCE_RE.search(text):
        draft.kind_tag = kind_from_heading(m.group(1))
        text = text[: m.start()]
    if m := _TAG_RE.search(text):
        # "(ed.)" after the names: an edited book
        tag = m.group(1) or m.group(2)
        # ("[abstract]" says no more than what the entry said of itself: "Poster presented at ...")
        named = Kind.BOOK if _EDITOR_TAG_RE.fullmatch(tag) else kind_from_heading(tag)
        draft.kind_tag = named or draft.kind_tag or Kind.OTHER
        edited = _EDITOR_TAG_RE.fullmatch(tag) and _without_book_editors(text, m)
        if edited and (meeting := kind_from_heading(text[m.end() :])) in (Kind.CONFERENCE, Kind.WORKSHOP):
            draft.kind_tag = meeting  # "In A & B (eds.), Proceedings of the 52nd Meeting ...": a meeting's paper
        text = edited or text[: m.start()] + text[m.end() :]
    text = _IMPRINT_RE.sub(r". \g<imprint>.", text)
    draft.text = "\n".join(re.sub(r"[ \t]+", " ", line).strip(" ;") for line in text.split("\n"))
    return draft


def _under_contract(draft: Draft, before: str, after: str) -> str:
    """The text around a book's contract, a description before it and a series after its publisher as notes."""
    if m := _MANUSCRIPT_BEFORE_RE.search(before):
        draft.notes.append(m.group("what").lower())
        before = before[: m.start()]
    elif (m := _MANUSCRIPT_BRACKET_RE.search(before)) and (closed := _BRACKET_CLOSE_RE.match(after)):
        # "“Title” (book manuscript, under contract with Press)": the bracket says both, the publisher is the venue
        draft.notes.append(m.group("what").lower())
        before, after = before[: m.start()].rstrip() + ".", closed.group("publisher") + closed.group("end")
    if m := _SERIES_AFTER_RE.match(after):
        draft.notes.append(m.group("series"))
        after = m.group("publisher") + m.group("end")
    return f"{before} {after}" if before.endswith((".", "*", "_", "”")) else before + after


# Oxford's imprint in brackets after a book's title, closing the entry: "*Title* (Dublin: Four Courts, 2014)." --
# the sentence Chicago writes after it ("*Title*. Dublin: Four Courts, 2014.")
_IMPRINT_RE = re.compile(
    r"\s*\((?P<imprint>[A-Z][^():\n]{1,40}:\s*[A-Z][^()\n]{2,80}?,\s*(?:19|20)\d\d)\)\.?(?=[ \t]*$)", re.M
)


# Harvard's chapter: "'Title', in A, B. and C, D. (eds.) *Book*": the editors named after "in" belong to the book
_IN_EDITORS_RE = re.compile(r"(?s).*\b[Ii]n:?\s+(?P<names>[^\"“”]+?)\s*$")


def _without_book_editors(text: str, tag: re.Match[str]) -> str | None:
    """The text without a book's editors set between ``in`` and their ``(eds.)`` tag, nor the tag;
    ``None`` when no names stand there (``Smith, A. (ed.) Title``: the entry's own authors edited it)."""
    m = _IN_EDITORS_RE.match(text[: tag.start()])
    if m is None:
        return None
    found = nm.split_names(m.group("names").strip(" ,"))
    if not (found.names and nm.all_names(found.names)):
        return _without_editors_after_book(text, m, tag)
    return text[: m.start("names")] + text[tag.end() :].lstrip(" ,")


def _without_editors_after_book(text: str, lead: re.Match[str], tag: re.Match[str]) -> str | None:
    """ACM's chapter: "In *Book*, A. Editor (ed.). Publisher" -- the editors after the book's name go with their
    tag, the book stays."""
    head = lead.group("names")
    for comma in re.finditer(r",\s+", head):
        found = nm.split_names(head[comma.end() :].strip(" ,"))
        if found.names and nm.all_names(found.names):
            return text[: lead.start("names") + comma.start()] + text[tag.end() :]
    return None


def take_volumes(lines: list[str]) -> tuple[list[str], list[str]]:
    """Lines without the bold volumes (and the article numbers after them), and those as notes."""
    notes: list[str] = []
    for line in lines:
        for m in _BOLD_VOLUME_RE.finditer(line):
            notes.append(f"volume {m.group(1)}")
            notes.extend([f"issue {m.group(2)}"] if m.group(2) else [])
            notes.extend([f"article {m.group(3)}"] if m.group(3) else [])
    return [_BOLD_VOLUME_RE.sub("", line) for line in lines], notes


def is_pending(notes: list[str]) -> bool:
    """Whether a note says the paper is not out yet (``under review``, ``Revise and resubmit, X``)."""
    return any(_PENDING_NOTE_RE.match(note) for note in notes)


_PENDING_JOURNAL_RE = re.compile(rf"^(?:{_PENDING_WORDS}){_BOUND_FOR}(?P<journal>[A-Z].*)$", re.I)


def pending_journal(notes: list[str]) -> str | None:
    """The journal a pending paper is with (``Revise and resubmit at X`` -> ``X``), which stands for its venue
    when it has no other (a working-paper series or a preprint server is one)."""
    return next((strip_end(m.group("journal")) for n in notes if (m := _PENDING_JOURNAL_RE.match(n))), None)


# A status that says the paper is out or will be, its journal decided: "to appear", "in press", "accepted"
_ACCEPTED_RE = re.compile(r"(?:to appear|in press|accepted|forthcoming)\b.*", re.I)


def is_accepted(notes: list[str]) -> bool:
    """Whether a note says the journal has taken the paper (``to appear``, ``in press``, ``accepted``)."""
    return any(_ACCEPTED_RE.fullmatch(note) for note in notes)


def has_status(notes: list[str]) -> bool:
    """Whether a note is a status taken off the citation (``to appear``, ``submitted``, ``in press``, ``submitted to
    Ann. Probab.``)."""
    return any(_STATUS_NOTE_RE.fullmatch(note) or _PENDING_JOURNAL_RE.match(note) for note in notes)


def is_unpublished(venue: str) -> bool:
    """Whether a venue only says the paper is unpublished (``Working paper``, ``Mimeo``)."""
    return bool(_UNPUBLISHED_RE.fullmatch(venue))
