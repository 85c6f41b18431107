"""Venue text -> the venue as written, minus its year, page range, publisher and leading "In";
and the kind of publication a venue's (or a heading's) words suggest. Shared by every reader.

``In 2020 USENIX Annual Technical Conference (ATC'20).`` and ``ACM Symposium on Cloud
Computing 2018 (SoCC '18)`` both keep their words and abbreviation and give up the year, the
way the gold layout writes venues; a volume, an issue, an article number, a series and a place go
to the notes (:mod:`cvkg.extract.locators`): the venue is the container's name. A journal
(``Nature Methods``, ``Economics of Education Review``) or a conference series (``ACM ASSETS``)
is told from names that carry no cue word.
"""

from __future__ import annotations

import re
import unicodedata

from cvkg.extract import names as nm
from cvkg.extract.chapters import book_of_chapter, without_publisher_sentence
from cvkg.extract.dates import two_digit_year
from cvkg.extract.locators import container, ends_with_numbered_series
from cvkg.extract.places import is_city, is_country, is_place
from cvkg.model import PublicationKind

# "pp. 45-67", ": 45-67", and Vancouver's article pages ":e512-e520"
_PAGES_RE = re.compile(
    r"(?:,?\s*\b(?:pp?\.|(?-i:pp?)(?=\s)|pages?|(?-i:S)\.)\s*|:\s*)([A-Za-z]?\d{1,5})\s*[-–—]{1,2}\s*([A-Za-z]?\d{1,5})\b"
    r"(?:\.e\d{1,4}\b)?\.?",  # Cell's and Gastroenterology's supplement pages, "3310-9.e4"
    re.I,
)  # German "S. 66–72"
_UNKNOWN_PLACE_RE = re.compile(
    r"[.,]?\s*\[(?:place unknown|s\.\s?l\.)\]\s*(?::\s*(?P<publisher>[^\[\];.,]+))?(?=[;.,]|\s*$)", re.I
)
_UNKNOWN_IMPRINT_RE = re.compile(r"\s*\[(?:(?:place|publisher|date) unknown|s\.\s?[ln]\.)\]\s*:?", re.I)
YEAR_RE = re.compile(r"(?<![\w./-])(?<!\d:)(?<!\):)((?:19|20)\d\d)(?![\w/]|\.\d)")  # NLM's ";390(21):2023" is a page
_ABBRYEAR_RE = re.compile(r"\(\s*([A-Za-z][\w\-/&@ ]*?[A-Za-z])\s*['’‘`]\s*(\d{2})\s*\)")
_ABBR_GLUED_RE = re.compile(r"\(\s*([A-Z][A-Za-z\-/&]*[A-Z])[-\s]?(\d{2}|(?:19|20)\d\d)\s*\)")
_GLUED_YEAR_RE = re.compile(r"\b([A-Z][a-z]*[A-Z][A-Za-z]*?)((?:19|20)\d\d)\b")
# How a meeting was held, said after it in lower case ("EuroMOF, online"); the ACL Anthology's address field
# ", Online" stands where a town would, and the golds keep it
_HELD_ONLINE_RE = re.compile(r"(?:,\s*(online|virtual|hybrid)|\s*\(((?i:online|virtual|hybrid))\))\s*$")
# A meeting's abstract by its number: ", Abstract S13D-0877", "Abstract EGU21-1234"
_ABSTRACT_NUMBER_RE = re.compile(r"[,.]?\s*\b(Abstract\s+[A-Z]{1,5}\d{0,4}[A-Z]?-\d{1,5})\b\.?")
_EVENT_WORD_RE = re.compile(r"\b(?:Conference|Meeting|Congress|Symposium|Workshop|Society|Association|Convention)\b")
# A meeting known by its acronym, its year, and where it was held: "AMLaP 2023, Donostia", "CUNY/HSP 2024, Ann Arbor"
_MEETING_YEAR_PLACE_RE = re.compile(
    r"^(?P<meeting>(?:[A-Z][\w&'-]*\s+){0,2}[A-Z][a-z]*[A-Z][\w/&-]*)\s+(?P<year>(?:19|20)\d\d),\s+"
    # (APA's year, moved behind the venue: "AMLaP 2019, Moscow., 2019")
    r"(?P<place>[A-Z][^\d,;:.]*(?:,\s*[A-Z][^\d,;:.]*)?)(?:\.?,\s*(?P=year))?$"
)
_LOOSE_ABBRYEAR_RE = re.compile(r"\b([A-Z][A-Za-z]*[A-Z])\s*['’‘]\s*(\d{2})\b")
LEADING_IN_RE = re.compile(
    r"^(?:in|to appear in|appeared in|(?:(?:(?:moderated|oral|e-?)\s+)?(?:paper|poster|talk)\s+)?presented at"
    r"(?:\s+the)?)\s*:?\s+",
    re.I,
)
_PUBLISHER_RE = re.compile(
    r"(?:[.,]\s*(?:ACM(?: Press)?|IEEE(?: Computer Society| Press)?|Springer(?:-Verlag)?|Elsevier"
    r"|USENIX Association|MIT Press|PMLR|OpenReview\.net|Curran Associates|AAAI Press|Morgan Kaufmann"
    # a society's acronym names its publisher only as a sentence of its own ("... (CoNLL). ACL"); after a
    # comma it is the conference's ("..., ACL"), as it is after an abbreviation ("Proc. ACL")
    r"|Association for Computational Linguistics)"
    r"|(?<!Proc)(?<!Conf)(?<!Annu)(?<!Symp)(?<!Int)(?<!Intl)\.\s*(?:ACL|ISCA))"
    r"(?:,\s*[A-Z][A-Za-z .]*){0,3}\s*$"  # ACM's ", New York, NY, USA"
)
# ACM's and APA's page range at the very end, with no "pp.": "ACM, 1123–1150." / "186(1), 45–58."
# (the year printed after the authors was moved behind it)
_IMS_LOCATOR_RE = re.compile(
    r"(?<=[A-Za-z.)])(?:\s+(\d{1,4}))?\s+([A-Za-z]?\d{1,5})\s*[-–—]{1,2}\s*([A-Za-z]?\d{1,5})\s*\.?"
    r"(?P<year>,\s*(?:19|20)\d\d)?\s*$"  # the year an author-date citation gave up front, set behind
)
# (after a stop or a comma; Cell's "5420–5437.e19")
_TRAILING_PAGES_RE = re.compile(
    r"[.,]\s*([a-zA-Z]?\d{1,5})\s*[-–—]{1,2}\s*([a-zA-Z]?\d{1,5}(?:\.e\d{1,4})?)\s*\.?\s*"
    r"(?=(?:(?:,\s*(?:19|20)\d\d|\s*\((?:19|20)\d\d\))(?:\s*\([^)]*\))?)?\s*$)"  # APS: "21, 1032–1039 (2022)"
)
_MONTHS = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?"
# The month before a year ("Feb. 2024", "issued Oct 3, 2022", MLA's "25 Oct. 2022" after a comma) goes with
# the year; so does AMA's "Published online" before a date
_MONTH_BEFOREYEAR_RE = re.compile(
    r"(?:(?<=[\s,])(?:issued|granted|filed|published)(?:\s+on)?\s+)?(?:(?:(?<=,\s)|(?<=\())\d{1,2}\s+)?"
    rf"\b{_MONTHS}\s+(?:\d{{1,2}},?\s+)?(?=(?:19|20)\d\d)",
    re.I,
)
# Chicago's issue month after the volume: "Nature Medicine 30 (May): 1423-34", "12 (Spring): 4-9"
# What a paper is, in brackets after its journal: "[Invited review]", "[Editorial]", "[Letter]"
# (in lower case too, when it names a kind of paper: "(2022). [invited review]")
_TYPE_WORDS = (
    r"(?:invited |short )?(?:review|editorial|letter|commentary|perspective|erratum|comment|book chapter)"
    r"(?: article| paper| commentary)?"
)
# A remark in brackets after the reference's full stop, a sentence of its own: "(Selected as a HOT Article)"
# (the year an author-date citation gave up front may have been set behind it)
_CLOSING_ASIDE_RE = re.compile(
    r"(?<=[\w)])\.\s+\((?P<note>[A-Z][^()]*?(?:\s+[^()\s]+){2,})\)\.?(?=(?:,\s*(?:19|20)\d\d)?\s*$)"
)
# A patent's stage in brackets after its number: "(application published 2024)", "(granted 2023)", "(pending)"
_PATENT_STATUS_RE = re.compile(
    r"\s*\((?P<note>(?i:(?:patent\s+)?(?:application\s+)?(?:published|filed|granted|issued|pending|submitted))"
    r"[^()]*)\)\.?\s*$"
)
_PREPRINT_TAG_RE = re.compile(r"\s*\[preprint\]", re.I)  # NLM's "medRxiv [Preprint]. 2025 Jun 3."
_TYPE_BRACKET_RE = re.compile(
    # a type in round brackets only when it says so: "Eur J Intern Med. 2023;117:12-20. (Review)"
    rf"[.,;]?\s*(?:\[|\((?=(?i:{_TYPE_WORDS})\)))([A-Z][a-z]+(?: [a-z]+){{0,2}}|{_TYPE_WORDS})[\])]\.?\s*$"
)
# DIN 1505, German journals' "Konstruktion 74 (2022) 9, S. 66–72": the volume, the year, then the issue
_DIN_VOLUME_RE = re.compile(r"\s+(\d{1,4})\s*\(((?:19|20)\d\d)\)\s*(\d{1,3})(?=\s*(?:,|$))")
# INSPIRE (hep-th, JHEP): "JHEP 07 (2021) 118", "Phys. Rev. Lett. 125 (2020) 211601", "PoS CORFU2022 (2023) 245":
# the volume, the year, then the article number closing the reference
_INSPIRE_REF_RE = re.compile(r"\s+([A-Z]{0,10}\d{1,4})\s*\(((?:19|20)\d\d)\)\s*([A-Z]?\d{1,6})\.?\s*$")
# An arXiv eprint given beside the venue it appeared in or was sent to: "JHEP 07 (2021) 118, arXiv:2104.01234
# [hep-th]", "arXiv:2503.08812 [hep-th]. Submitted to Phys. Rev. Lett."
_EPRINT_RE = re.compile(
    r"(?:^|[,;.]?\s+)[\[(]?(arXiv:\s?\d{4}\.\d{4,5}(?:v\d+)?(?:\s*\[[\w.-]+\])?)[\])]?\.?(?![\w\[])"
)  # "[arXiv:1801.01234]" set in brackets too
# A magazine's or a blog's day, its year given before: "*Ideas for India*, September 8."
_DAY_CLOSING_RE = re.compile(
    rf",\s*(?:{_MONTHS}\s+\d{{1,2}}|\d{{1,2}}\s+{_MONTHS})\.?(?=\s*(?:,\s*(?:19|20)\d\d\s*)?$)"
)
# A meeting's days, closing its name and place: "..., Tartu, Estonia, 25–29 July", "..., May 16-19, 2018, pp. 1-9"
_MEETING_DAYS_RE = re.compile(
    rf",\s*(?:\d{{1,2}}\s*[-–]\s*\d{{1,2}}\s+{_MONTHS}|{_MONTHS}\s+\d{{1,2}}\s*[-–]\s*\d{{1,2}})\.?"
    r"(?=(?:\s*[.,;]*\s*(?:(?:19|20)\d\d|(?:pp?\.|pages?)\s*[\d–-]+))*\s*[.,;]?\s*$)"
)
# The days of a meeting, its month and year gone: "May 19-24", "Oct 3"
_DAYS_RE = re.compile(rf"{_MONTHS}\s*\d{{1,2}}(?:\s*[-–]\s*\d{{1,2}})?")
# Chicago's issue named by its season: "Grey Room 78 (Winter 2020): 6–33"
_SEASON_BEFORE_YEAR_RE = re.compile(r"(?<=\()(?:Spring|Summer|Fall|Autumn|Winter)\s+(?=(?:19|20)\d\d\))", re.I)
_MONTH_IN_BRACKETS_RE = re.compile(
    r"\s*\((?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Spring|Summer|Fall|Autumn|Winter)[a-z]*\.?"
    r"(?:\s+\d{1,2})?\)"
)
# AMA's preprint, the date it was posted: "Preprint posted online February 12, 2025"
_POSTED_RE = re.compile(r"[.,]?\s*Preprint posted online\b[^.;]*", re.I)
# AMA's and NLM's meeting abstract: the meeting, its days with the year ("July 29–August 2, 2022", "2021 Sep 29-Oct
# 3"), its place, then the abstract's or poster's number
_AMA_MEETING_RE = re.compile(
    r"^(?P<meeting>[^;]{4,}?)\s*;\s*(?P<days>[^;]*\b(?:19|20)\d\d\b[^;]{0,20}?)\s*;\s*(?P<place>[^;]+?)\.?"
    r"(?:\s+(?P<label>Abstract|Poster|Oral presentation|Late-breaking abstract)\b\s*(?:no\.\s*)?"
    r"(?P<number>[\w-]+)?\.?)?$"
)
_PUBLISHED_ONLINE_RE = re.compile(r"\b(?:Published online|Epub ahead of print)\b\s*[:.]?", re.I)
# Where a paper stands or what kind it is, said before the venue ("Preprint arXiv:...", "Submitted to X") or as a
# sentence or a bracket after it ("bioRxiv. In revision at Cell", ". Discussion paper", ". (Research Highlight)",
# ", published in Bioinformatics 40")
_STATUS = (
    r"(?:in revision|(?:major|minor) revisions?|revised? and resubmitted|revise and resubmit|r&r|under review|submitted"
    r"|accepted|to appear"
    r"|in press|forthcoming|conditionally accepted)"
)
_LEADING_STATUS_RE = re.compile(
    rf"^(?:(?:pre-?print|manuscript(?: submitted for publication| in preparation| under review)?)[.,]?\s+(?!at\b)(?=\S)"
    r"|(?:poster|oral presentation|oral|abstract)[,:]\s+(?=[*_]*[A-Z])"  # "Poster, *Meeting*, Town, 2023"
    rf"|{_STATUS}\s+(?:to|at|in|for)\s+(?=[A-Z])"
    rf"|{_STATUS}[,:]\s+(?=[*_]*[A-Z]))",  # "In revision, *Ecological Applications*"
    re.I,
)
_TRAILING_NOTE_RE = re.compile(
    rf"(?:\.\s+\(?|\s+\(|,\s+)(?P<note>(?:{_STATUS}\b(?:\s+(?:at|in|to|with)\s+[^()]+)?"
    r"|discussion paper|research highlight|invited (?:paper|review|article|commentary)|review article|editorial"
    r"|commentary|erratum|extended abstract|short paper|long paper"
    r"|(?:co-?)?(?:corresponding|first|senior|last) author"  # the subject's part: "... e66151. Co-corresponding author"
    r"|published (?:in|as)\s+[^()]+?(?:\s*\([^()]*\))?))\)?\.?$",
    re.I,
)
# NLM (Vancouver) dates the issue after the year, before the volume: "J Bacteriol. 2012 Apr 3;194(8):2011-21"
_MONTH_AFTER_YEAR_RE = re.compile(
    rf"(?<=(?:19|20)\d\d)\s+{_MONTHS}(?:\s*\d{{1,2}})?(?:\s*[-–]\s*{_MONTHS})?(?=\s*[;:]|\.?\s*$)"
)  # a preprint's day closes its reference: "medRxiv [Preprint]. 2025 Jun 3."
# NLM's identifiers and trailers: "PMCID: PMC3318460", "PMID: 31810609", "Epub 2019 Jan 3", a type ("Review.")
# Economists' JEL codes after a paper: "... Submitted. JEL: H53, J64", "\jel{J31, J38}"
_JEL_RE = re.compile(
    r"[.,;]?\s*(?:\bJEL(?:\s+(?:codes?|classification))?\s*:?\s*)?\b([A-Z]\d{2}(?:\s*,\s*[A-Z]\d{2})+)\.?"
    r"(?=\s*(?:,\s*(?:19|20)\d\d\s*)?$)"  # the citation's year may have been moved behind them
)
_PUBMED_ID_RE = re.compile(r"[.,;]?\s*\b(PMCID|PMID|NIHMSID)\s*:?\s*((?:PMC|NIHMS)?\d{4,10})\b\.?", re.I)
_NLM_TRAILER_RE = re.compile(
    rf"(?:(?<=\.)\s*(?:Review|Editorial|Comment|Letter)\.?\s*$|\.?\s*\bEpub\s+(?:19|20)\d\d(?:\s+{_MONTHS}(?:\s*\d{{1,2}})?)?\.?)"
)
# A university's name and nothing else (its town after a comma at most)
_UNIVERSITY_RE = re.compile(
    r"(?!.*\b(?:Press|Publish\w*)\b)"
    r"(?:(?:The|Technical|Technische|Free|Freie|State|National|Federal)\s+)?(?:University|Universit[éàäa]\w*|Universidad\w*"
    r"|Università|Universiteit|Universität)\b[^,;:()\d]*(?:,\s*[A-Z][^,;:()\d]*)?"
    r"|(?!.*\b(?:Press|Publish\w*)\b)[A-Z][^,;:()\d]*\s(?:University|College|Universität|Universiteit)(?:\s+of\s+[A-Z][^,;:()\d]*)?(?:,\s*[A-Z][^,;:()\d]*)?"
)
# A publishing house named alone is a book's venue: "Calloway University Press", "Meridian Publishers"
_PRESS_RE = re.compile(r"\b(?:Press|UP|Publishers?|Publishing|Verlag|Books)\b")  # MLA: "Oxford UP"
# A dated list repeats the year after the citation's own: "Leiden: Brill, 2019. 2019" hides the imprint.
_REPEATED_YEAR_RE = re.compile(r"\b((?:19|20)\d\d)\.?\s+\1\W*$")
_APA_CHAPTER_PAGES_RE = re.compile(
    # an edition or a volume may come first: "(2nd ed., pp. 412–438)", "(Vol. 2, pp. 1–9)"
    r"\s*\((?:(?P<before>\d+(?:st|nd|rd|th)\s+ed\.|[A-Z][a-z]+\s+ed\.|Vol\.\s*\d+)\s*,\s*)?"
    r"(?:pp?\.|pages?)\s*([A-Za-z]?\d{1,5})\s*[-–—]{1,2}\s*([A-Za-z]?\d{1,5})\)\.?"
    r"\s*(?P<publisher>[^().,]*?)\.?\s*(?P<year>,\s*(?:19|20)\d\d)?\s*$",
    re.I,
)
_PAGE_COUNT_RE = re.compile(r"[.,]\s*\d{1,4}\s+pages\b\.?", re.I)
# A journal reference: a volume and issue ("119(545)", "vol. 9, no. 2", "37, 1 (2019)").
_VOLUME_RE = re.compile(
    r"\b\d{1,4}\s*\(\s*[\w-]{1,6}\s*\)|\bvol(?:ume)?\.?\s*\d|\bno\.\s*\d|\b\d{1,4},\s*\d{1,3}\s*\(", re.I
)
_DOI_RE = re.compile(r"\b(?:doi:\s*|https?://(?:dx\.)?doi\.org/)(10\.\d{4,9}/\S+?)[.,;]?(?=\s|$)", re.I)
# ... with the stop or comma before it, the comma after it kept: "5601–5620. doi:10.1/x, 2015" -> "5601–5620, 2015"
_DOI_SENTENCE_RE = re.compile(
    r"[.,;]?\s*\b(?:doi:\s*|https?://(?:dx\.)?doi\.org/)10\.\d{4,9}/\S+?[.;]?(?=[\s,]|$)", re.I
)
# The words that lead to a link, with it: Harvard's "Available at: https://...", IEEE's "[Online]. Available: ...",
# "Retrieved from https://..."
_LINK_LEAD_RE = re.compile(
    r"[.,]?\s*(?:\[Online\]\.?\s*)?\b(?:Available(?:\s+(?:at|from|online))?|Retrieved(?:\s+(?:from|at))?)\s*:?\s*"
    r"(?:https?://|doi:|www\.)\S*",
    re.I,
)
_URL_RE = re.compile(r"https?://\S+?(?=[.,;]?(?:\s|$))")
# ... or to the server that holds the paper, named without a link: "Available at SSRN 4712295"
_AVAILABLE_AT_RE = re.compile(r"^\s*(?:Available|Posted)\s+(?:online\s+)?(?:at|on|from)\s+(?=[A-Z])")
_CLEAN_URL_RE = re.compile(r"https?://[\w.-]+(?::\d+)?(?:[/?#][\w./%~+&=?#:@!$,;*'-]*)?")

Kind = PublicationKind
# The kind a heading's or a venue's words name; the first that matches wins.
_KIND_WORDS: tuple[tuple[re.Pattern[str], Kind], ...] = (
    (re.compile(r"\bpatents?\b", re.I), Kind.PATENT),
    (
        re.compile(r"\b(?:theses|thesis|dissertations?|diss|teses?|tesis|th[eè]ses?|disserta[çc](?:[ãa]o|[õo]es)"
                   r"|disertaci[óo]n|doktorarbeit)\b", re.I),
        Kind.THESIS,
    ),
    (re.compile(r"\bposters?\b", re.I), Kind.POSTER),
    # reference works' entries are no journal articles nor books ("Encyclopedia Articles", "Dictionary Entries")
    (re.compile(r"\b(?:encyclop(?:a)?edia|dictionary|handbook)\s+(?:entr(?:y|ies)|articles?)\b", re.I), Kind.OTHER),
    (re.compile(r"\binvited\b", re.I), Kind.INVITED),
    (
        re.compile(
            r"\b(?:preprints?|[a-z]*arxiv|[a-z]*rxiv|corr|ssrn|submitted|in submission|under review|in review|"
            r"working papers?|discussion papers?|job[- ]market papers?|manuscripts?"
            # unfinished work listed under its own heading: "Work in Progress", "Papers in Progress"
            r"|in[- ]progress"
            # a registered report accepted before its data: "[Stage 1 Registered Report, in-principle acceptance]"
            r"|stage 1 registered reports?|in-principle accept\w*)\b",
            re.I,
        ),
        Kind.PREPRINT,
    ),
    (re.compile(r"\b(?:workshops?|wkshps?)\b|\(Hot[A-Z]\w*\)", re.I), Kind.WORKSHOP),
    (
        re.compile(
            r"\b(?:journals?|transactions|magazine|letters|periodicals?|review articles?"
            r"|revistas?|zeitschrift|rivista|revue|tijdschrift|dergisi|czasopismo)\b",
            re.I,
        ),
        Kind.JOURNAL,
    ),
    (
        re.compile(
            # a society's chapter is no book's ("European Chapter of the Association for Computational Linguistics")
            r"\b(?:books?(?!\s+reviews?)|chapters?(?!\s+of\s+the\s+(?:association|society)\b)"
            r"|monographs?|edited volumes?|libros?|livros?|livres?|b[üu]cher"
            r"|libri|cap[íi]tulos?|chapitres?|kapitel|capitoli|monograf[íi]as?|monographien|buchbeitr[äa]ge?)\b",
            re.I,
        ),
        Kind.BOOK,
    ),
    (
        re.compile(
            r"\b(?:conferences?|symposi(?:um|a)|proceedings|conf\.|proc\.|meeting|congress|colloquium|findings of"
            # the same in Portuguese, Spanish, French, German and Italian
            r"|congresso|congreso|congr[eè]s|kongress|simp[óo]sio|encontro|encuentro|col[óo]quio|colloque|tagung"
            r"|convegno|confer[êe]ncia|conf[ée]rence|konferenz|jornadas|anais|actas|atti|actes)\b"
            # an acronym in capitals ("(OSDI)", "(EuroSys)"), not a note ("(selected)") nor a journal's city
            # ("Ann. Inst. Fourier (Grenoble)")
            r"|(?-i:\((?![A-Z][a-z]+\))[A-Z][\w\-/&]*\))",
            re.I,
        ),
        Kind.CONFERENCE,
    ),
    # a report is published by its issuing body, no preprint of a paper: "Technical Report 22-04"
    # (CSE's and NLM's report number: "Institute for Tides. Report No.: IT-TR-2018-07")
    (re.compile(
        r"\b(?:technical reports?|tech\.? reports?|(?:research|project|final|annual|policy) reports?)\b|\breport no\b",
        re.I,
    ), Kind.OTHER),
    # an extension service's bulletins and fact sheets, for growers and landowners: "Extension Publications"
    (re.compile(
        r"\bextension\s+(?:publications?|bulletins?|fact\s*sheets?|materials?|articles?)\b|\bfact\s*sheets\b", re.I
    ), Kind.OTHER),
    # the weakest cue, after every other: "Research Articles" are journal papers, "Conference Articles" are not
    (re.compile(r"\barticles?\b", re.I), Kind.JOURNAL),
    # "Public writing", "Other writing", "Public history", "Op-eds", "Blog posts": op-eds, essays and notes outside
    # the journals ("Journal of Second Language Writing" is a journal: the cues above come first)
    (re.compile(r"\b(?:writings?|public\s+(?:history|scholarship|humanities|engagement)|op-?eds?|blogs?)\b", re.I),
     Kind.OTHER),
)
# Journal families whose names carry no cue word ("Nature Methods", "Cell Reports", "PLOS ONE").
_JOURNAL_RE = re.compile(
    r"^(?:The\s+)?(?:Nature|Science|Cell|PLo?S|PNAS|Proceedings of the National Academy|Lancet|eLife|Neuron"
    r"|Physical Review|Phys\.\s*Rev\.|Bioinformatics|Genome|Nucleic Acids|JAMA|BMJ|NEJM|New England Journal"
    r"|Econometrica|Biometrika|Annals of|Annual Review|(?:Review|Reviews|Bulletin|Quarterly Journal) of)\b"
    r"|(?:^|\s)(?:Review|Reviews|Quarterly|Bulletin|Gazette)$",
)
# A patent's number standing for its venue: "US 11,482,903 B2", "EP 3 456 789 A1", "WO 2021/123456"
_PATENT_NUMBER_RE = re.compile(r"^(?:U\.?S\.?|EP|WO|CN|JP|DE|KR|GB|FR|CA)\s?[\d][\d,/ ]{5,}\d(?:\s?[ABU]\d?)?$")
# Journals named "Proceedings of" a learned society or academy (PNAS, Proc. R. Soc. A), not of a meeting
_PROCEEDINGS_JOURNAL_RE = re.compile(
    r"^(?:The\s+)?Proc(?:eedings|\.)\s+(?:of\s+)?(?:the\s+)?(?:(?:National|Royal|American|London|Edinburgh|IEEE)\s+)?"
    r"(?:[A-Z]\w+\s+)?(?:Academy|Society|Soc\.)\b(?!.*\b(?:Meeting|Conference|Symposium|Annual)\b)"
)
# The American Economic Association's May issue, a journal ("AEA Papers and Proceedings", "AER: Papers & Proceedings")
_PAPERS_AND_PROCEEDINGS_RE = re.compile(
    r"\b(?:AEA|AER|American Economic (?:Review|Association))\b.*Papers\s+(?:and|&)\s+Proceedings\b"
)
# Conferences whose proceedings carry no cue word
# (and the proceedings series of SPIE and the IAU, printed as a journal's: "Proc. SPIE 13102, Title of Volume")
_CONFERENCE_NAME_RE = re.compile(
    r"^(?:Advances in )?Neural Information Processing(?: Systems)?\b|^Proc(?:eedings|\.)\s+(?:of\s+)?(?:SPIE|IAU)\b"
)
# Publishing houses: a name of one of these is no journal ("Springer", "MIT Press").
_PUBLISHER_NAME_RE = re.compile(
    r"\b(?:Press|UP|Publish\w*|Verlag|Books|Media|Springer|Elsevier|Wiley|Routledge|Sage|Francis|ACM|IEEE|USENIX"
    r"|O'Reilly|Pearson|Brill|Palgrave|Macmillan|Blackwell|Bloomsbury|Ashgate|Peeters|Gruyter|Polity|Norton"
    r"|Editore|Editori|[EÉ]ditions|Editorial)\b"
)
_LANGUAGE_NOTE_RE = re.compile(r"[.,]?\s*\(((?:in|written in)\s+[A-Z][a-z]+(?:\s+(?:and|with)\s+[A-Za-z]+)?)\)")
_SEE_ABOVE_RE = re.compile(r"\s*\((?:see\s+)?above\)", re.I)
# A review's number of year, month and count, as the Bryn Mawr Classical Review numbers them: "BMCR 2024.02.17"
_DOTTED_NUMBER_RE = re.compile(r"\s+((?:19|20)\d\d)\.(?:0[1-9]|1[0-2])\.\d{1,3}(?!\.?\d)")
# An online venue dated by its day, ISO-fashion: "H-Net Reviews, 2021-09-14" (the year is the entry's)
_ISO_DAY_RE = re.compile(r"\b((?:19|20)\d\d)-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\b")
# A journal's new series, before its volume: "Classical Quarterly n.s. 60", "CQ NS 58"
_NEW_SERIES_RE = re.compile(r",?\s+(?:n\.\s?s\.|NS|new series)(?=,?\s*\d)", re.I)
# A journal's numbered series, before its volume: "Rivista d'arte, s. IV, 14", "Archivio, ser. 3, 12", "serie V, 8"
_NUMBERED_SERIES_RE = re.compile(r",\s+(?:s\.|ser\.|serie|série)\s*([IVX]{1,5}|\d{1,2})(?=,?\s*\d)")
# A publisher alone, then maybe the year: "Oxford University Press, 2022."
_BARE_PUBLISHER_RE = re.compile(r"([A-Z][^:;()\d]*?)(?:[,;]?\s*(?:19|20)\d\d)?[.\s]*")
_PUBLISHER_END_RE = re.compile(rf"(?:{_PUBLISHER_NAME_RE.pattern})(?:\s*&\s*Sons|\s+Nature|,?\s+(?:Inc|Ltd|Co)\.?)?$")
# A book's imprint, "Place: Publisher[, Year]" (Chicago, MLA): a monograph's venue is its publisher; after a
# chapter's book ("In Book, edited by A, 45-78. Leiden: Brill, 2019") it goes. The place is a known city or
# "City, ST", or the publisher is named as one: "American Economic Journal: Macroeconomics" is no imprint.
_IMPRINT_RE = re.compile(
    # (two towns, as a press in both names them: "Montreal and Kingston: McGill-Queen's University Press")
    # (and a town's name with a particle inside: "Weil am Rhein", "Stratford upon Avon")
    r"(?:^|(?<=[.,;])\s*)(?P<place>(?:[A-Z][^\W\d]*\.?[ \t]?(?:(?:am|an der|im|upon|sur|en)[ \t]+(?=[A-Z]))?){1,3}"
    r"(?:(?:and|&)[ \t]+(?:[A-Z][^\W\d]*[ \t]?){1,2})?"
    r"(?:,\s*[A-Z][A-Za-z.]{1,5}|\s*\([A-Z]{2,3}\))?)"
    r"\s*:\s*"
    r"(?P<publisher>[A-Z][^:;()\d]*?)(?P<year>[,;]?\s*(?:19|20)\d\d)?[.\s]*$"
)
# An editor list in a chapter's venue: "In Book, edited by A and B, 45-78", "In Book, ed. A, pp. 4-9".
# (a name follows: "Angew. Chem. Int. Ed. 2022" is a journal's international edition)
# (and in French, Italian and German: "éd. par A", "a cura di A", "hrsg. von A")
_EDITORS_RE = re.compile(
    r",?\s*\b(?<!Int\.\s)(?:edited by|ed\. by|eds?\.|éd\. par|a cura di|(?:hrsg|hg)\. von)\s+(?=[^\W\d])[^,()]+?"
    r"(?=,|\.?\s*$)",
    re.I,
)
# biblatex's editors, a sentence of their own: ". Ed. by X.-L. Meng, N. Reid, and M. Xie."; its chapter: ". Chap. 5"
# (the publisher after the editors may be an acronym: "Ed. by M. Lund. CRC Press, 2018")
_ED_BY_SENTENCE_RE = re.compile(r"\.\s+(?:Ed|Eds)\.\s+by\s+.*?(?<![A-Z])\.(?=\s+[A-Z](?:[a-z]|[A-Z]+\s)|\s*$)")
_CHAPTER_RE = re.compile(r"[.,]\s*Chap(?:ter|\.)\s*(\d{1,3})(?=[.,]|\s*$)")
_TITLE_WORD_RE = re.compile(r"^(?:[A-Z][\w'’-]*:?|of|and|the|for|in|on|&|de|der|des|du|la|und|für|y)$")
# "NeurIPS", "ACM ASSETS", "CVPR": a short name led by an acronym is a conference series.
SERIES_ACRONYM_RE = re.compile(r"^(?:(?:ACM|IEEE|USENIX|IFIP|SIAM|AAAI)[\s/-]+)?[A-Z][A-Za-z\-/&]*[A-Z][A-Za-z\-/&]*$")


def clean_venue(text: str, *, is_container: bool = True) -> tuple[str | None, int | None, list[str]]:
    """Venue text -> (venue without year or leading ``In``, year, notes such as page ranges).

    Args:
        text: the venue part of a citation, or a venue field.
        is_container: whether the text names a paper's container, so that what follows the container's
            name (volume, series, publisher, place) goes to the notes; a service venue keeps it.

    >>> clean_venue("In 2020 USENIX Annual Technical Conference (ATC'20).")
    ('USENIX Annual Technical Conference (ATC)', 2020, [])
    >>> clean_venue("ACM Symposium on Cloud Computing 2018 (SoCC '18)")
    ('ACM Symposium on Cloud Computing (SoCC)', 2018, [])
    """
    notes: list[str] = []
    # CSE's marks of an imprint's part not known: "[place unknown]: ACM", "[s.l.]: [s.n.]"; the publisher after the
    # place's mark goes to the notes when a container comes before it, as it does after a known place; alone, it is
    # the venue ("[place unknown]: Institute for Tides", a report's issuer)
    if (unknown := _UNKNOWN_PLACE_RE.search(text)) and text[: unknown.start()].strip(" .,"):
        if unknown.group("publisher"):
            notes.append(f"publisher {unknown.group('publisher').strip()}")
        text = text[: unknown.start()] + text[unknown.end() :]
    text = _UNKNOWN_IMPRINT_RE.sub("", text)
    # "**Title** — *Journal*": the dash parts title from venue; "Title (with A), preprint": so do a comma and a stop
    text = _international_edition(text.lstrip(" ,.-–—"))
    text = abbreviated_locators(_NLM_BRACKETED_VOLUME_RE.sub(_nlm_locators, text))
    text = _without_bracketed_imprint(text, notes)
    if m := _YEAR_VOLUME_RE.search(text):
        notes.append(f"issue {m.group(2)}")  # AoM's "Academy of Management Proceedings, 2018(1), 14211"
        notes.extend([f"article {m.group(3)}"] if m.group(3) else [])
        text = text[: m.start()] + f", {m.group(1)}" + text[m.end() :]
    text = _POS_VOLUME_RE.sub(r"\1 (\3) \2", text)  # APS's order for Proceedings of Science, made INSPIRE's
    text = _SEE_ABOVE_RE.sub("", text)  # "in *Book* (see above), 1–15": the subject's own volume, listed above
    if language := _LANGUAGE_NOTE_RE.search(text):
        notes.append(language.group(1))  # "... (2016): 88–104 (in Dutch)": the paper's language
        text = text[: language.start()] + text[language.end() :]
    if dotted := _DOTTED_NUMBER_RE.search(text):
        notes.append(f"number {dotted.group(0).strip()}")  # Bryn Mawr Classical Review's "2024.02.17"
        text = text[: dotted.start()] + f", {dotted.group(1)}" + text[dotted.end() :]
    text = _ISO_DAY_RE.sub(r"\1", text)
    text = _THOUSANDS_PAGES_RE.sub(r"\1\2\3\4\5", text)  # AGU's "44, 11,203–11,211": pages past 9,999
    if new_series := _NEW_SERIES_RE.search(text):
        notes.append("new series")  # "Classical Quarterly n.s. 60 (2010)"
        text = text[: new_series.start()] + text[new_series.end() :]
    if series := _NUMBERED_SERIES_RE.search(text):
        notes.append(f"series {series.group(1)}")  # "Rivista d'arte, s. IV, 14 (2024)"
        text = text[: series.start()] + text[series.end() :]
    if also := _ALSO_RE.search(text):
        notes.append(also.group("also").strip(" ."))  # "NBER WP No. 1, 2022; also CEPR DP2": the second series
        text = text[: also.start()]
    if posted := _POSTED_RE.search(text):
        # AMA's preprint: "medRxiv. Preprint posted online February 12, 2025": the server, its year
        notes.append("preprint")
        year_said = YEAR_RE.search(posted.group(0))
        text = text[: posted.start()] + (f", {year_said.group(0)}" if year_said else "") + text[posted.end() :]
    if meeting := _AMA_MEETING_RE.match(text.strip()):
        # AMA's meeting abstract: "Meeting; July 29–August 2, 2022; Montreal, Canada. Abstract EPB0213."
        year_said = YEAR_RE.search(meeting.group("days"))
        label = (meeting.group("label") or "").lower()
        notes.extend(["poster"] if label == "poster" else [])
        notes.extend([f"abstract {meeting.group('number')}"] if label == "abstract" and meeting.group("number") else [])
        text = meeting.group("meeting") + (f", {year_said.group(0)}" if year_said else "")
    if number := _ABSTRACT_NUMBER_RE.search(text):
        notes.append(number.group(1))  # AGU's "AGU Fall Meeting 2020, Abstract T041-0009"
        text = text[: number.start()] + text[number.end() :]
    series_number = None
    if numbered := _SERIES_THEN_IMPRINT_RE.search(text):
        # "Gen. Tech. Rep. RMRS-GTR-422. Fort Collins, CO: USDA Forest Service. 74 p.": the series and its number
        # name the report (the number is no volume); its imprint and length go, its year stays
        series_number = numbered.group("number")
        year_after = re.search(r",\s*(?:19|20)\d\d\.?\s*$", text[numbered.end() :])
        text = text[: numbered.end()] + (year_after.group(0) if year_after else "")
    text = _LINK_LEAD_RE.sub("", text)
    text = _AVAILABLE_AT_RE.sub("", text)
    text = _URL_RE.sub("", text)
    text = _DOI_SENTENCE_RE.sub("", text)
    book = book_of_chapter(text) if is_container else None
    text = _MEETING_DAYS_RE.sub("", text)
    text = _PAGE_COUNT_RE.sub("", text)
    text = _SEASON_BEFORE_YEAR_RE.sub("", _MONTH_BEFOREYEAR_RE.sub("", text))
    eprints = len(notes)
    text = _eprint_aside(text, notes)
    text = _inspire_reference(text, notes, after_eprint=len(notes) > eprints)
    text = _DIN_VOLUME_RE.sub(r", vol. \1, no. \3 (\2)", text)
    text = _DAY_CLOSING_RE.sub("", text)
    text = _PUBLISHED_ONLINE_RE.sub("", text)
    text, status = _status_notes(text)
    notes.extend(status)
    notes.extend(f"{m.group(1).upper()} {m.group(2)}" for m in _PUBMED_ID_RE.finditer(text))
    if tag := _PREPRINT_TAG_RE.search(text):
        notes.append("preprint")
        text = text[: tag.start()] + text[tag.end() :]
    if aside := _CLOSING_ASIDE_RE.search(text):
        notes.append(aside.group("note").rstrip("."))  # "... 8842–8851. (Selected as a 2024 HOT Article)"
        text = text[: aside.start() + 1] + text[aside.end() :]
    if status := _PATENT_STATUS_RE.search(text):
        # "WO 2024/118352 A1 (application published 2024)": the patent's stage is a note, its year stays
        notes.append(YEAR_RE.sub("", status.group("note")).strip())
        year_said = YEAR_RE.search(status.group("note"))
        text = text[: status.start()] + (f", {year_said.group(0)}" if year_said else "")
    if kind_note := _TYPE_BRACKET_RE.search(text):
        notes.append(kind_note.group(1))  # "Epidemiol Rev. 2020;42(1):33-47. [Invited review]"
        text = text[: kind_note.start()]
    if jel := _JEL_RE.search(text):
        notes.append(f"JEL {jel.group(1)}")
        text = text[: jel.start()] + text[jel.end() :]
    text = _NLM_TRAILER_RE.sub("", _MONTH_AFTER_YEAR_RE.sub("", _PUBMED_ID_RE.sub("", text)))
    text = _REPEATED_YEAR_RE.sub(r"\1", text)
    text = _MONTH_IN_BRACKETS_RE.sub("", text)
    # Nature's imprint in brackets, all the venue there is: "(Université de Montréal, Montréal, 2020)"
    text = re.sub(r"^\s*\(([^()]+)\)\s*\.?\s*$", r"\1", text)
    if m := _APA_CHAPTER_PAGES_RE.search(text):
        # APA's chapter: "*Book* (pp. 145–168). Publisher." -- the pages close the book's name, the publisher follows
        notes.append(f"pages {m.group(2)}-{m.group(3)}")
        notes.extend([m.group("before")] if m.group("before") else [])
        notes.extend([f"publisher {m.group('publisher')}"] if m.group("publisher") else [])
        text = text[: m.start()] + (m.group("year") or "")
    text = _vancouver_book(text, notes)
    text = _EDITORS_RE.sub("", _without_imprint(text))
    m = _PAGES_RE.search(text) or _TRAILING_PAGES_RE.search(text.rstrip(" ."))
    ims = _IMS_LOCATOR_RE.search(text) if m is None else None
    if ims and ims.group(1) is None and ends_with_numbered_series(text[: ims.start()]):
        ims = None  # a report's number: "Open-File Report 2021–1034"
    if ims and not (YEAR_RE.fullmatch(ims.group(2)) and YEAR_RE.fullmatch(ims.group(3))):
        # the IMS's "Ann. Statist. 52 1120–1149": the volume (its bold lost, or taken already) and the pages after
        # it, no comma between
        notes.extend([f"volume {ims.group(1)}"] if ims.group(1) else [])
        notes.append(f"pages {ims.group(2)}-{ims.group(3)}")
        text = text[: ims.start()] + (ims.group("year") or "")
    # a range of year-like numbers is pages only when it says so ("pp. 1980–1993") or follows the year in brackets
    # ("157 (2021), no. 9, 1933–1978"), else it is years
    said = m is not None and (
        re.match(r",?\s*(?:pp?\.|pages?)", m.group(0), re.I) is not None
        or re.search(r"\((?:19|20)\d\d\)", text[: m.start()]) is not None
        # a volume just before: "The Annals of Applied Statistics, 17, 2019–2041"
        or re.search(r",\s*(?!(?:19|20)\d\d\b)\d{1,4}(?:\s*\([\w–-]{1,8}\))?$", text[: m.start()]) is not None
        # the year given before it (no range of years follows the year of its own paper)
        or re.search(r"\b(?:19|20)\d\d\b", text[: m.start()].rstrip()) is not None
    )
    if m and (said or not (YEAR_RE.fullmatch(m.group(1)) and YEAR_RE.fullmatch(m.group(2)))):
        notes.append(f"pages {m.group(1)}-{m.group(2)}")
        # the period that closed the pages closes what came before ("LNCS, vol. 1, pp. 1-9. Springer")
        text = text[: m.start()] + ("." if m.group(0).endswith(".") else "") + text[m.end() :]
    text = text.strip(" .,;:")
    text = LEADING_IN_RE.sub("", text)
    years: list[int] = []
    for m in _ABBRYEAR_RE.finditer(text):
        years.append(two_digit_year(m.group(2)))
    text = _ABBRYEAR_RE.sub(lambda m: f"({m.group(1).strip()})", text)
    for m in _ABBR_GLUED_RE.finditer(text):
        digits = m.group(2)
        years.append(int(digits) if len(digits) == 4 else two_digit_year(digits))
    text = _ABBR_GLUED_RE.sub(lambda m: f"({m.group(1)})", text)
    for m in _LOOSE_ABBRYEAR_RE.finditer(text):
        years.append(two_digit_year(m.group(2)))
    text = _LOOSE_ABBRYEAR_RE.sub(lambda m: m.group(1), text)
    for m in _GLUED_YEAR_RE.finditer(text):
        years.append(int(m.group(2)))  # "EuroMOF2021": a meeting's acronym with its year
    text = _GLUED_YEAR_RE.sub(r"\1", text)
    held = _MEETING_YEAR_PLACE_RE.match(text.strip(" .,")) if is_container else None
    if held and not _EVENT_WORD_RE.search(held.group("place")):  # (no "ECER 2019, European Conference on ...")
        # "AMLaP 2023, Donostia–San Sebastián", "CUNY 2017, MIT": the year closes the meeting's name, where it was
        # held follows
        notes.append(f"place {held.group('place')}")
        text = f"{held.group('meeting')} {held.group('year')}"
    text, numbers = _series_numbers_hidden(text)
    full = [int(m.group(1)) for m in YEAR_RE.finditer(text)]
    text = _tidy(YEAR_RE.sub("", text))
    for i, number in enumerate(numbers):
        text = text.replace(f"\0{i}\0", number)
    if m := _HELD_ONLINE_RE.search(text):
        notes.append((m.group(1) or m.group(2)).lower())
        text = text[: m.start()]
    parts = [p.strip(" ,.") for p in text.split(";")]
    if len(parts) > 1 and parts[0] and all(not p or _is_town(p) or _DAYS_RE.fullmatch(p) or _ONLINE_RE.fullmatch(p)
                                           for p in parts[1:]):
        text = parts[0]  # AMA's meeting: "Presented at: IDWeek; October 2023; Boston, MA"
    text = strip_end(_PUBLISHER_RE.sub("", text))
    if book:
        # a chapter's venue is its book, without the editors, the publisher and the place around it
        # (a year inside its name goes, as from any venue's: "Self-Assessment Program (PSAP) 2023 Book 2")
        book = YEAR_RE.sub("", re.sub(r",?\s*\b(?:vol|volume|t|tome|bd|band)\.?(?:\s*\d+)?$", "", book, flags=re.I))
        text = _tidy(book)
    elif is_container:
        text = without_publisher_sentence(text)
    text, container_notes = container(text) if is_container else (text, [])
    if series_number and f"volume {series_number}" in container_notes:
        container_notes.remove(f"volume {series_number}")
        text = f"{text} {series_number}"
    if any(re.match(r"issue .*suppl", n, re.I) for n in container_notes) and (cut := text.rfind(". ")) > 0:
        # a meeting's abstract printed in the journal's supplement: "ASH Annual Meeting, 2023. *Blood*.
        # 2023;142(Suppl 1):58" -- the journal is the venue, the meeting a note
        notes.append(text[:cut].strip(" ,."))
        text = text[cut + 2 :]
    if (m := _PROCEEDINGS_IN_JOURNAL_RE.match(text)) and any(n.startswith("volume ") for n in notes + container_notes):
        # "Proceedings of X (ACR), JINST 17, C01042": the proceedings, printed as an issue of a journal
        text, container_notes = m.group("proceedings"), [*container_notes, f"published in {m.group('journal')}"]
    year = full[-1] if full else (years[0] if years else None)
    return (text or None), year, notes + container_notes


# A report in a numbered series, then its imprint or length: "Technical Note 458. U.S. Department of the Interior,
# Denver, CO. 40 p.", "Extension Bulletin 1021. 16 p.", "Report IDL-FH-16-02. Coeur d'Alene, ID"
_SERIES_THEN_IMPRINT_RE = re.compile(
    r"\b(?:Rep\.|Reports?|Note|Bulletin|Paper|Pap\.|Circular|Series|Publication|Fact Sheet)\s+(?:No\.\s*)?"
    r"(?:[A-Z]{1,6}[\s-])?(?:[A-Z]{1,6}-)*(?P<number>\d[\w-]*)"
    # (an imprint: a length, a town and its state, a publisher after a colon, an agency; not a journal's "146. Advance
    # online publication")
    r"(?=\.\s+.*(?:\b\d{1,4}\s*pp?\.|\b[A-Z][a-z]+,\s*[A-Z]{2}\b|:\s+[A-Z]|\b(?:Department|Service|Survey|Agency)\b))"
)
# A page range written with thousands separators: "11,203–11,211"
_THOUSANDS_PAGES_RE = re.compile(r"(?<!\d)(?<!\d,)(\d{1,3}),(\d{3})\s*([–—-]{1,2})\s*(\d{1,3}),(\d{3})(?!\d|,\d)")
# A number that opens with a year: "2021–1034", "2023-07"
_YEAR_NUMBER_RE = re.compile(r"(?<=\s)(?:19|20)\d\d[–-]\d+\b")


def _series_numbers_hidden(text: str) -> tuple[str, list[str]]:
    """The text with each report number that opens with a year ("Open-File Report 2021–1034") replaced by a
    placeholder, so that no year is read from it, and the numbers the placeholders stand for."""
    numbers: list[str] = []

    def hide(m: re.Match[str]) -> str:
        if not ends_with_numbered_series(text[: m.start()]):
            return m.group(0)
        numbers.append(m.group(0))
        return f"\0{len(numbers) - 1}\0"

    return _YEAR_NUMBER_RE.sub(hide, text), numbers


# NLM's date with the volume in brackets after it: "Nat. Protoc. 2022 Jul; (17) 2025-2053", "2017 Aug; (7), 9332"
_NLM_BRACKETED_VOLUME_RE = re.compile(
    rf"(?P<year>(?:19|20)\d\d)(?:\s+{_MONTHS}\.?(?:\s*\d{{1,2}})?)?\s*;\s*\((?P<volume>\d{{1,4}})\),?\s*"
    r"(?P<locator>[A-Za-z]{0,4}\d+(?:\s*[-–]\s*\d+)?)(?!\w)"
)


def _nlm_locators(m: re.Match[str]) -> str:
    """The volume and pages of ``2022 Jul; (17) 2025-2053`` as the reader knows them (a page is no year)."""
    pages = "pp. " if re.search(r"[-–]", m.group("locator")) else ""
    return f"{m.group('year')}, vol. {m.group('volume')}, {pages}{m.group('locator')}"


# Locators spelled out, as NASA ADS exports them: "Volume 617, Issue 1, id.L7" (an article number, "id.")
_SPELLED_LOCATORS = (
    (re.compile(r"(?<=,\s)Volume\s+(?=\d)"), "vol. "),
    (re.compile(r"(?<=,\s)Issue\s+(?=\d)"), "no. "),
    (re.compile(r"(?<=,\s)id\.\s*(?=[A-Za-z]?\d+\s*(?:[.,;]|$))"), "article "),
)


def abbreviated_locators(text: str) -> str:
    """``Journal, Volume 617, id.L7`` -> ``Journal, vol. 617, article L7``: the locators as the venue reader knows them.

    >>> abbreviated_locators("Textile History, Volume 4, Issue 2, id.L7")
    'Textile History, vol. 4, no. 2, article L7'
    """
    for spelled, short in _SPELLED_LOCATORS:
        text = spelled.sub(short, text)
    return text


# A year that numbers the volume, its issue after it: "Academy of Management Proceedings, 2018(1), 14211"
_YEAR_VOLUME_RE = re.compile(r",\s*((?:19|20)\d\d)\((\d{1,3})\)(?:,\s*([A-Za-z]?\d{1,7}))?(?=[,.]|\s*$)")
# "PoS ICHEP2022, 412": Proceedings of Science, its volume the meeting's acronym and year
_POS_VOLUME_RE = re.compile(r"^(\s*PoS\s+[A-Z][A-Za-z-]*\d{4}),\s*(\d{1,4})\s*\(((?:19|20)\d\d)\)")
# A meeting held online, where a place would be: "...; May 15-17, 2021; virtual"
_ONLINE_RE = re.compile(r"virtual|online|hybrid", re.I)
_PROCEEDINGS_IN_JOURNAL_RE = re.compile(
    r"^(?P<proceedings>Proc(?:eedings|\.)\s.*\([^()]+\)),\s*(?P<journal>[A-Z][\w.]*(?:\s+[A-Z][\w.]*){0,3})$"
)
# Angewandte's double citation, the German edition then the international one: "Angew. Chem. 2021, 133, 1-9;
# Angew. Chem. Int. Ed. 2021, 60, 10-19"
_PARALLEL_EDITION_RE = re.compile(
    r"^\s*(?P<first>[A-Z][^;\d]*?)[\s,]+(?:(?:19|20)\d\d,\s*)?\d[^;]*;\s*"
    r"(?P<second>(?P<name>[A-Z][^;\d]*?\b(?:Int\.\s*Ed\.|International Edition)).*)$"
)

_INTERNATIONAL_FIRST_RE = re.compile(
    r"^(?P<first>\s*(?P<name>[A-Z][^;\d]*?\b(?:Int\.\s*Ed\.|International Edition))[^;]*);\s*"
    r"(?P<other>[A-Z][^;\d]*?)[\s,]+(?:(?:19|20)\d\d,\s*)?\d[^;]*$"
)

# The same paper in a second series, after the first: "NBER Working Paper No. 30211, 2022; also CEPR DP17530"
_ALSO_RE = re.compile(r"[;,.]\s*(?P<also>also (?:as |in |published as |issued as )?[A-Z].*)$")


def _international_edition(text: str) -> str:
    """A paper cited in a journal's national edition and its international one: the international one alone.

    >>> _international_edition("Angew. Chem. 2021, 133, 11-19; Angew. Chem. Int. Ed. 2021, 60, 20-28.")
    'Angew. Chem. Int. Ed. 2021, 60, 20-28.'
    """
    if (m := _PARALLEL_EDITION_RE.match(text)) and m.group("name").startswith(m.group("first").strip(" ,.")):
        return m.group("second")
    # the international edition first: "Angew. Chem. Int. Ed. 2021, 60, 20-28; Angew. Chem. 2021, 133, 11-19."
    if (m := _INTERNATIONAL_FIRST_RE.match(text)) and m.group("name").startswith(m.group("other").strip(" ,.")):
        return m.group("first")
    return text


def _eprint_aside(text: str, notes: list[str]) -> str:
    """The venue text without an arXiv eprint that follows a journal reference (kept as a note); an eprint that is
    all the venue there is, or one an arXiv venue names again ("arXiv preprint arXiv:..."), stays."""
    m = _EPRINT_RE.search(text)
    if m is None:
        return text
    rest = f"{text[: m.start()]}. {text[m.end() :]}".strip(" .,;")
    # the reference ends in its numbers ("JHEP 07 (2021) 118"); a name before the eprint may be a mis-read title's
    numbered = re.sub(r"\W*\(?(?:19|20)\d\d\)?\W*$", "", rest)  # the year closing the citation is no locator
    if not re.search(r"[A-Za-z]{2}.*\d\W*$", numbered) or re.search(r"arxiv|preprint", rest, re.I):
        return text
    notes.append(m.group(1))
    return rest


def _inspire_reference(text: str, notes: list[str], *, after_eprint: bool) -> str:
    """INSPIRE's "Journal Vol (Year) Article" -> the journal and its year, volume and article as notes. A short
    number after the year, with no eprint beside, is DIN 1505's issue ("Konstruktion 74 (2022) 9"), left to that
    rule."""
    m = _INSPIRE_REF_RE.search(text)
    article, volume = m.group(3) if m else "", m.group(1) if m else ""
    # (a zero-padded volume is a month's, as JHEP and JCAP number them: "J. High Energy Phys. 07 (2021) 118")
    is_inspire = len(article) >= 4 or article.startswith("0") or volume.startswith("0") or not volume.isdigit()
    if m is None or not (after_eprint or is_inspire):
        return text
    notes.extend((f"volume {m.group(1)}", f"article {m.group(3)}"))
    return f"{text[: m.start()]} {m.group(2)}"


def links(text: str) -> tuple[str | None, str | None]:
    """The DOI and the first other URL a citation's venue text gives (``clean_venue`` drops both).

    >>> links("Journal 12(3). https://doi.org/10.1234/abc.5 https://example.org/paper")
    ('10.1234/abc.5', 'https://example.org/paper')
    """
    doi = _DOI_RE.search(text)
    urls = (m.group(0).rstrip(")]") for m in _URL_RE.finditer(text) if "doi.org/" not in m.group(0))
    url = next((u for u in urls if _CLEAN_URL_RE.fullmatch(u)), None)  # a garbled one would be no IRI
    return (_unbracketed_doi(doi.group(1)) if doi else None), url


def _unbracketed_doi(doi: str) -> str:
    """The Royal Society's "(doi:10.1098/rspb.2021.0001)" closes a bracket the DOI never opened; a DOI's own
    brackets stay ("10.1016/S0140-6736(20)30183-5").

    >>> _unbracketed_doi("10.1098/rspb.2021.0001).")
    '10.1098/rspb.2021.0001'
    """
    doi = doi.rstrip(".")
    while doi[-1] in _CLOSERS and doi.count(doi[-1]) > doi.count(_CLOSERS[doi[-1]]):
        doi = doi[:-1].rstrip(".")
    return doi


_CLOSERS = {")": "(", "]": "["}


# A book's imprint in brackets after its name, the chapter's pages after it (MHRA, Chicago notes): "Faith and Finance
# (Leiden: Brill, 2019), pp. 113-40", "Faith and Finance (Leiden, 2019), 113-40"
_BRACKETED_IMPRINT_RE = re.compile(
    r"\s*\((?P<place>[A-Z][^():,;\d]*?)(?::\s*(?P<publisher>[^():;\d]+?))?,\s*(?P<year>(?:19|20)\d\d)\)"
    r"(?=(?:,?\s*(?:pp?\.\s*)?[A-Za-z]?\d+(?:\s*[-–]\s*[A-Za-z]?\d+)?)?[.\s]*$)"
)


_EDITED_BY_RE = re.compile(r"\b(?:eds?\.|edited by|éd\.|hrsg\.|hg\.|a cura di)(?=\s)", re.I)


def _without_bracketed_imprint(text: str, notes: list[str]) -> str:
    """``text`` with a book's bracketed imprint, which names a town, made its year; the publisher goes to ``notes``."""
    m = _BRACKETED_IMPRINT_RE.search(text)
    # (a chapter whose editors are named is the chapter reader's, which finds its book by the imprint)
    if m is None or m.start() == 0 or _EDITED_BY_RE.search(text[: m.start()]):
        return text
    if not (is_city(place := m.group("place").strip()) or is_place(place)):
        return text
    notes.extend([f"publisher {m.group('publisher').strip()}"] if m.group("publisher") else [])
    return f"{text[: m.start()]}, {m.group('year')}{text[m.end() :]}"


def _imprint(text: str) -> re.Match[str] | None:
    text = text.strip()
    m = _IMPRINT_RE.search(text)
    if m is None:
        return None
    cut = [c for c in re.finditer(r"[a-z]\.(?=\s+[A-Z])", m.group("place")) if _is_town(m.group("place")[c.end() :])]
    if cut and (later := _IMPRINT_RE.search(text, m.start("place") + cut[-1].end())):
        m = later  # "Tropical Studies. Oxford: Oxford University Press": the book's name ends before the city
    place, publisher = m.group("place").strip(), m.group("publisher")
    nlm_state = re.search(r"\([A-Z]{2,3}\)$", place)  # NLM's "Lenexa (KS): American College of Clinical Pharmacy"
    if is_city(place) or is_place(place) or _PUBLISHER_NAME_RE.search(publisher) or nlm_state:
        return m
    # after the book a chapter is in, any "Place: Publisher" free of venue words ("Turnhout: Brepols")
    after_book = m.start() > 0 and not kinds_named(place) and not kinds_named(publisher)
    # ... or a monograph's imprint alone, one town and its year ("Turnhout: Brepols, 2016")
    alone = m.start() == 0 and len(place.split()) == 1 and bool(m.group("year")) and not kinds_named(publisher)
    return m if (after_book or alone) and len(publisher.split()) <= 4 else None


# The European imprint, its place and publisher apart by a comma, a series in brackets after the year and the
# chapter's volume and pages after that: "Roma, Viella, 2022 (Italia sacra, 104)", "…, Berlin–München, Deutscher
# Kunstverlag, 2024", "…, Beijing, Peking University Press, 2018, vol. 2, pp. 1020–1026"
_COMMA_IMPRINT_RE = re.compile(
    r"(?:^|(?<=,)\s*)(?P<place>[A-Z][^\W\d]+(?:\s*[–/-]\s*[A-Z][^\W\d]+)?),\s*"
    r"(?P<publisher>[A-Z][^,:;()\d]*?)(?P<year>,?\s*(?:19|20)\d\d)?(?:\s*\([^()]*\))?"
    r"(?P<tail>(?:,\s*(?:vol|pp?|no|n)\.\s*[\w–-]+)*)[.\s]*$"
)
# A publisher whose name says so, the German compounds too: "Deutscher Kunstverlag", "Fondazione CISAM"
_PUBLISHER_OWN_WORD_RE = re.compile(r"\w(?:verlag|press)\b|^(?:Edizioni|Fondazione|Presses|Ediciones|Editions)\b", re.I)


def _comma_imprint(text: str) -> re.Match[str] | None:
    """The imprint Italian, German and French CVs write, ``Place, Publisher, Year``: alone (a monograph's, whose
    year it needs), or after a book's name when the place is a known city or the publisher names itself one."""
    text = text.strip(" ,;")
    m = _COMMA_IMPRINT_RE.search(text)
    if m is None or len(m.group("publisher").split()) > 5 or kinds_named(f"{m['place']}, {m['publisher']}"):
        return None
    publisher = m.group("publisher").strip()
    if re.search(r"\.\s", publisher):
        return None  # "Utrecht, Netherlands. Association for X": a place, then the publisher in a sentence of its own
    if text[: m.start()].count("(") > text[: m.start()].count(")") or _is_place_name(publisher):
        return None  # a meeting's "(Denver, CO, 2023)", "Milan, Italy, 2019": a town and its state or country
    if m.start() == 0:
        return m if m.group("year") else None
    town = re.split(r"\s*[–/-]\s*", m.group("place"))[0]
    named = _PUBLISHER_NAME_RE.search(publisher) or _PUBLISHER_OWN_WORD_RE.search(publisher)
    return m if is_city(town) or named else None


def _is_place_name(text: str) -> bool:
    """A town, a country or a US state's code: "Milan", "Italy", "CO"."""
    return _is_town(text) or is_country(text) or re.fullmatch(r"[A-Z]{2}", text) is not None


def _is_town(text: str) -> bool:
    return is_city(text.strip()) or is_place(text.strip())


def _without_imprint(text: str) -> str:
    """Venue text without a book's imprint: the publisher alone when nothing comes before it, else what does."""
    text = text.strip()
    if (m := _imprint(text)) is None:
        if (m := _comma_imprint(text)) is None:
            return text
        text = text.strip(" ,;")
        # (a book's name before it stays, a monograph's series after the year goes, the chapter's pages stay)
        head = text[: m.start()].strip(" .,;")
        return (head or m.group("publisher").strip(" ,")) + (m.group("year") or "") + m.group("tail")
    head = text[: m.start()].strip(" .,;")
    if head and not _BOOK_LEAD_RE.search(head):
        head = ""  # a monograph's series or translator before its imprint ("Oxford Early Christian Studies. Oxford:
        # Oxford University Press"): the publisher is its venue; a chapter's book is led by "In" or its editors
    return (head or m.group("publisher").strip(" ,")) + (m.group("year") or "")


# What shows a book a chapter is in: "In", its editors, the chapter's pages
_BOOK_LEAD_RE = re.compile(
    r"^\s*In\b|\bedited\b|\beds?\.|\(eds?\.?\)|\bpp?\.|\d+\s*[-–]\s*\d+|\bvol\."
    # a meeting's proceedings are the container, whoever printed them
    r"|\bProc(?:eedings|\.)|\b(?:Conference|Congress|Symposium|Workshop)\b",
    re.I,
)


# Vancouver's book: "In: Okafor CN, Lind P, editors. Title. 3rd ed. Place: Publisher; 2019. p. 211-240."
# (Thieme's German Vancouver: "In: Okafor CN, Hrsg. Title.")
_LEAD_EDITORS_RE = re.compile(r"^\s*(?:In:?\s+)?(?P<names>[^.:;]+?),?\s+(?:editors?|eds?|hrsg)\.?\s*[.,:]\s+", re.I)
_EDITION_RE = re.compile(r"[.,]\s*(\d+(?:st|nd|rd|th)|[Ss]econd|[Tt]hird|[Rr]evised)\s+ed(?:ition|n)?\.?(?=\s|$)")
_CLOSING_PAGES_RE = re.compile(r"[.;]\s*pp?\.\s*([A-Za-z]?\d{1,5})\s*[-–—]{1,2}\s*([A-Za-z]?\d{1,5})\.?\s*$")


def _vancouver_book(text: str, notes: list[str]) -> str:
    """A chapter's book as Vancouver and the medical styles cite it: its editors before ``editors.``, its
    edition and the pages closing the imprint go (the pages and edition to the notes)."""
    m = _LEAD_EDITORS_RE.match(text)
    found = nm.split_names(m.group("names")).names if m else ()
    if m and found and nm.all_names(found):
        text = text[m.end() :]
    if m := _CLOSING_PAGES_RE.search(text):
        notes.append(f"pages {m.group(1)}-{m.group(2)}")
        text = text[: m.start()] + "."
    if m := _EDITION_RE.search(text):
        notes.append(f"edition {m.group(1)}")
        text = text[: m.start()] + "." + text[m.end() :]
    return text


def is_book(venue_text: str) -> bool:
    """Whether venue text cites a book or a chapter: an imprint (``Leiden: Brill``) or an editor list.

    >>> is_book("Cambridge: Cambridge University Press."), is_book("In Looms, edited by A. Byron, 4-9")
    (True, True)
    >>> is_book("American Economic Journal: Macroeconomics 16.2, pp. 88-121")
    False
    """
    return (
        _imprint(venue_text) is not None
        or _EDITORS_RE.search(venue_text) is not None
        or book_of_chapter(venue_text) is not None
    )


def names_publisher(text: str) -> bool:
    """Whether the text names a publishing house (``Oxbow Books``, ``Brill``), whatever follows it."""
    return _PUBLISHER_NAME_RE.search(text) is not None


def is_publisher(venue_text: str) -> bool:
    """Whether venue text is a publisher's name alone, maybe with the year: a monograph with no place
    (``Oxford University Press, 2022.``), as MLA and many CVs write it.

    >>> is_publisher("Oxford University Press, 2022."), is_publisher("Journal of Looms 4 (2020): 1-9.")
    (True, False)
    """
    text = _REPEATED_YEAR_RE.sub(lambda m: m.group(1), venue_text.strip())
    m = _BARE_PUBLISHER_RE.fullmatch(text)
    # the publisher's word ends the name: "ACM Computing Surveys" and "Sage Open" are journals
    return m is not None and _PUBLISHER_END_RE.search(m.group(1).strip(" ,.")) is not None and not kinds_named(text)


def _status_notes(text: str) -> tuple[str, list[str]]:
    """The venue text without what it says of the paper's status or type, and those as notes."""
    notes: list[str] = []
    text = text.strip()
    if (lead := _LEADING_STATUS_RE.match(text)) and not _LEADING_STATUS_RE.fullmatch(text):
        notes.append(lead.group(0).strip(" ,:"))
        text = text[lead.end() :]
    while (m := _TRAILING_NOTE_RE.search(text)) and m.start() > 0:
        notes.insert(0, m.group("note").strip())
        text = text[: m.start()]
    if m := _CHAPTER_RE.search(text):
        notes.append(f"chapter {m.group(1)}")
        text = text[: m.start()] + text[m.end() :]
    return _ED_BY_SENTENCE_RE.sub(".", text), notes


def _tidy(text: str) -> str:
    text = "".join(c for c in text if unicodedata.category(c) != "So")  # "ACL (main) 🏆": an emoji names nothing
    text = re.sub(r"\(\s*[.,;:]*\s*\)", "", text)  # "(.)": a bracket emptied of its DOI and status
    text = re.sub(r"\s*\([\s.,;:]*$", "", text)  # "Journal (2025, in press)" without its year and status
    text = re.sub(r"[,;]\s*\)", ")", text)  # "(Optica Publishing Group, 2020)" without its year
    text = re.sub(r"[.,]?\s+;\s*(?=\d)", ", ", text)  # Vancouver's "Journal. 2020;12(3)" without its year
    # Only punctuation that ends a word loses its space: ";login:" (a magazine) starts one.
    text = re.sub(r"\s+([,.;:)])(?=[\s,.;:)]|$)", r"\1", text)
    text = re.sub(r"\(\s+", "(", text)
    text = re.sub(r",\s*,", ",", text)
    text = re.sub(r"\.\s*,", ",", text) if not _is_abbreviated(text) else text  # "J. Tribol.," keeps its period
    text = re.sub(r"\s+", " ", text)
    text = LEADING_IN_RE.sub("", strip_end(text.strip(" ,;:")))
    return strip_end(text)


def _is_abbreviated(text: str) -> bool:
    """Whether a name is written in abbreviated words (``ASME J. Tribol.``, ``Eur. J. Org. Chem.``)."""
    return len(re.findall(r"\b[A-Z][a-z]{0,7}\.(?=[\s,A-Z]|$)", text)) >= 2  # "L.J." too


def strip_end(text: str) -> str:
    """The text without the punctuation around it; an abbreviated name keeps its last abbreviation's period."""
    stripped = text.strip(" .,;:")
    keep = text.rstrip(" ,;:").endswith(".") and _is_abbreviated(text) and re.search(r"\b[A-Z][a-z]{0,7}$", stripped)
    return stripped + "." if keep else stripped


def kind_from_shape(venue: str | None, venue_text: str, year: int | None) -> PublicationKind:
    """A venue with no telling word: an imprint or an editor list makes it a book; a volume or issue makes it
    a journal, as does the lack of an "In" (citation styles put "In" before proceedings and books, never
    before a journal). A dated citation that names no venue at all is work not (yet) published in one."""
    if not venue:
        return PublicationKind.PREPRINT if year else PublicationKind.OTHER
    if _UNIVERSITY_RE.fullmatch(venue):
        # a university alone is where a thesis was written ("Sauer, B. 2018. Title. Technical University of Munich.")
        return PublicationKind.THESIS
    pressed = _PRESS_RE.search(venue) and not _VOLUME_RE.search(venue_text)
    if is_book(venue_text) or is_publisher(venue_text) or pressed:
        return PublicationKind.BOOK
    venue_text = venue_text.strip(" .,;")
    # biblatex's "In:" comes before journals and proceedings alike; a bare "In" only before the latter
    if _VOLUME_RE.search(venue_text) or not re.match(r"(?:in|to appear in|appeared in)\s", venue_text, re.I):
        return PublicationKind.JOURNAL
    return PublicationKind.CONFERENCE


# Headings over writing that is neither research article nor book, the medical CV's groups of case reports, letters
# and editorials ("Case Reports", "Letters and Editorials"), though a journal may bear these words
# in its name ("Chemical Reviews", "BMJ Case Reports"): whole headings only, never a venue ("Letters" alone may be a
# physicist's short papers)
_OTHER_WRITING_HEADING_RE = re.compile(
    r"^(?!letters\s*(?:\([^()]*\))?$)(?:(?:invited|selected)\s+)?(?:case reports?"
    r"|(?:letters(?: to the editor)?|editorials?|commentar(?:y|ies))(?:(?:,\s*|\s+(?:and|&)\s+|,\s+and\s+)"
    r"(?:letters(?: to the editor)?|editorials?|commentar(?:y|ies)))*)(?:\s*\([^()]*\))?$",
    re.I,
)


# Reports, book reviews, translations and catalogues under a heading of their own ("Excavation Reports", "Book
# Reviews"): writings that are no articles, whatever journal or body prints them
_OTHER_GENRE_HEADING_RE = re.compile(
    r"^(?:[A-Za-z]+\s+){0,2}(?:reports|book reviews|translations|(?:exhibition\s+)?catalogues)$", re.I
)


# A heading over review articles, alone or with the medical CV's other non-research writing ("Reviews", "Review
# Articles", "Reviews, commentaries and editorials", "Reviews, guidelines and letters"): what the CV itself calls
# reviews is no research article, whatever journal prints it (most golds; sets 7, 9 and 25 keep them journal
# articles)
_REVIEWS_HEADING_RE = re.compile(
    r"^(?:(?:selected|narrative|systematic)\s+)?reviews?(?:\s+(?:articles?|papers?))?"
    r"(?:(?:,\s*|\s+(?:and|&)\s+|,\s+and\s+)(?:commentar(?:y|ies)|editorials?|letters(?: to the editor)?|guidelines"
    r"|perspectives?|opinions?|essays|short texts))*(?:\s*\([^()]*\))?$",
    re.I,
)
_NON_REFEREED_RE = re.compile(r"\bnon[- ]?(?:refereed|peer[- ]reviewed)\b", re.I)


def kind_from_heading(heading: str) -> Kind | None:
    """The publication kind a section heading names (``Workshop Papers`` -> workshop)."""
    bare = heading.strip(" #*_:")
    if _OTHER_WRITING_HEADING_RE.match(bare) or _OTHER_GENRE_HEADING_RE.match(bare) or _REVIEWS_HEADING_RE.match(bare):
        return Kind.OTHER
    kind = _kind_of_words(heading)
    if kind is Kind.PREPRINT and _NON_REFEREED_RE.search(heading):
        return None  # "Submitted / non-refereed": the published items under it are no preprints
    return kind


def _kind_of_words(heading: str) -> Kind | None:
    for pattern, kind in _KIND_WORDS:
        if pattern.search(heading):
            return kind
    return None


def kinds_named(text: str) -> set[Kind]:
    """Every kind the words name: ``Journal and Conference Papers`` -> journal and conference."""
    return {kind for pattern, kind in _KIND_WORDS if pattern.search(text)}


def kind_from_venue(venue: str | None) -> Kind | None:
    """The kind the venue's words suggest, or ``None``."""
    return _kind_of_words(venue) if venue else None


# A volume and an issue, as journals number theirs: "vol. 138, no. 2", "138(2)"
_VOLUME_ISSUE_RE = re.compile(
    r"\b(?:vol\.?|volume)\s*\d{1,4},?\s*(?:no\.|issue)\s*\d|\b\d{1,4}\s*\(\d{1,3}\)"
    # ... or a volume and an article number, as physics journals give them: "JINST 18, P03011 (2023)"
    r"|^\W*[A-Z][A-Za-z]*\W+(?!(?:19|20)\d\d\b)\d{1,4},\s*[A-Z]\d{3,6}\b"
    # ... or ACS's year, volume and pages: "CrystEngComm 2017, 19, 6610–6618"
    r"|\b(?:19|20)\d\d\W*,\s*\W*\d{1,4}\W*,\s*[A-Za-z]?\d{1,6}\s*[-–]\s*[A-Za-z]?\d{1,6}"
    # ... or Chicago's volume, year in brackets and pages, as classicists cite: "TAPA 154 (2024) 1–29"
    r"|\b\d{1,4}\s*\((?:19|20)\d\d\)\s*[:,]?\s*\d{1,5}\s*[-–]\s*\d{1,5}\b"
    # ... or the astronomers' volume and first page: "ApJ, 912, 45" (cvkg.extract.aas labels them)
    r"|\bvol\.\s*\d{1,4},\s*p\.\s*[A-Za-z]?\d{1,7}\b(?!\s*[-–])|^\W*[A-Z][A-Za-z&]*,\s*(?!(?:19|20)\d\d\b)\d{1,4},\s*[A-Z]?\d{1,7}\b",
    re.I,
)


def acronym_journal(venue: str | None, venue_text: str) -> PublicationKind | None:
    """A journal known by its acronym (``PMLA``, ``MNRAS``), told from a conference series by the volume and issue
    its reference gives."""
    if venue and SERIES_ACRONYM_RE.match(venue.strip()) and _VOLUME_ISSUE_RE.search(venue_text):
        return Kind.JOURNAL
    return None


def venue_kind(venue: str | None) -> PublicationKind | None:
    """The kind a venue's own words suggest, or ``None`` when they say nothing.

    >>> venue_kind("Nature Methods"), venue_kind("ACM ASSETS 2019"), venue_kind("Mid-Year Notes")
    (<PublicationKind.JOURNAL: 'journal'>, <PublicationKind.CONFERENCE: 'conference'>, None)
    """
    if not venue:
        return None
    if _PATENT_NUMBER_RE.match(venue):
        return Kind.PATENT
    if _PROCEEDINGS_JOURNAL_RE.match(venue) or _PAPERS_AND_PROCEEDINGS_RE.search(venue):
        return Kind.JOURNAL
    if _CONFERENCE_NAME_RE.match(venue):
        return Kind.CONFERENCE
    if kind := kind_from_venue(venue):
        return kind
    if _JOURNAL_RE.search(venue) or _is_iso4_abbreviation(venue):
        return Kind.JOURNAL
    # "ACL 2025", "EMNLP '24", "ACL (main)", "NAACL Findings": a series' acronym, its year or track aside
    bare = re.sub(r"\s*\((?-i:[a-z])[^()]*\)|\s+(?:Findings|Main|Oral|Spotlight)$", "", venue.strip())
    if SERIES_ACRONYM_RE.match(re.sub(r"\s*(?:'|’|\b(?:19|20))\d\d$", "", bare)):
        return Kind.CONFERENCE
    return None


# ISO 4, how journals abbreviate their names: "J. Am. Chem. Soc.", "Org. Process Res. Dev.", "Nat. Chem."; a
# proceedings' or a series' abbreviation ("Proc. ...", "Adv. Neural Inf. Process. Syst.", "Lect. Notes") is none
_ISO4_WORD_RE = re.compile(
    r"^(?:[A-Z][a-z]{0,9}\.|[A-Z]{2,6}|[A-Z][a-z]{1,12}|[A-Z]|of|in|and|&|U\.S\.A?\.?|\([A-Za-z.]+\))$"
)
_NOT_ISO4_JOURNAL_RE = re.compile(r"^(?:Proc|Adv|Lect|Conf|Int\. Conf|Annu\. Conf|Symp|Workshop)\b")


def _is_iso4_abbreviation(venue: str) -> bool:
    words = venue.split()
    abbreviated = sum(1 for w in words if re.fullmatch(r"[A-Z][a-z]{0,9}\.", w))
    return (
        2 <= len(words) <= 8
        and abbreviated >= 2
        and all(_ISO4_WORD_RE.match(w) for w in words)
        and not _NOT_ISO4_JOURNAL_RE.match(venue)
    )


def is_journal_title(venue: str | None) -> bool:
    """A name in title case with no cue word, year or number, and not a publisher's: how a journal
    is named (``Demography``, ``Solid State Ionics``) where a conference carries a cue or an acronym.

    >>> is_journal_title("Population Studies"), is_journal_title("Springer"), is_journal_title("ICML 2020")
    (True, False, False)
    """
    if m := re.match(r"^[A-Z]{2,6}\s+[–—]\s+(?=\S)", venue or ""):
        return is_journal_title(venue[m.end() :])  # "ZDM – Mathematics Education": the acronym, then the name
    words = (venue or "").split()
    return (
        1 <= len(words) <= 8
        and all(_TITLE_WORD_RE.match(w) for w in words)
        and words[0][0].isupper()
        and not _PUBLISHER_NAME_RE.search(venue or "")
        and venue_kind(venue) is None
    )
