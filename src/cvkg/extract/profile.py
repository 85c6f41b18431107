"""The CV's subject: name, contacts, headline, and the facts a homepage biography states in prose.

Homepages often have no Education or Experience section; their first-person biography
("I am X, an engineer at Y ... I obtained my PhD degree from Z in 2021, supervised by ...")
is then the only source, so its sentences are read for those facts.
"""

from __future__ import annotations

import re

from cvkg.extract import dates, layout, places
from cvkg.extract import names as nm
from cvkg.extract.jobs import title_and_org
from cvkg.extract.places import INSTITUTION_RE
from cvkg.extract.roles import role_run
from cvkg.extract.sections import Section, SectionKind, is_heading_word
from cvkg.extract.topics import split_phrases
from cvkg.model import (
    PRESENT,
    Degree,
    PartialDate,
    Period,
    Person,
    Position,
    PositionKind,
    Publication,
    SourceDocument,
    SourceSpan,
    Text,
)

_MD_HEADING_RE = re.compile(r"^\s{0,3}#{1,6}\s+(.*)$")
_SELF_RE = re.compile(r"\b(?:I am|I'm|My name is|this is)\s+((?:[A-Z][\w'’-]+\s+){0,3}[A-Z][\w'’-]+)")
_PHONE_LABEL_RE = re.compile(
    r"(?:tel|phone|mobile|cell|wechat|fax)\.?[^:\d+]{0,20}[:：]?\s*(\+?[\d][\d\s().-]{6,}\d)"
    r"|(\+?[\d][\d\s().-]{6,}\d)\s*\(?\{?\s*(?:m\s+)?(?:tel|phone|mobile|cell)",
    re.I,
)
_PHONE_RE = re.compile(
    r"(?<![\w.-])(\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)\s?|\d{3}[\s.-])\d{3,4}[\s.-]\d{4}(?![\w.-])"
    # international: "+45 31 55 20 19", "(+1) 412-555-0187", "+886 912 345 678"
    r"|(?<![\w.+-])(?:\(\+\d{1,3}\)\s?|\+\d{1,3}[\s.-]?)(?:\(\d{1,4}\)\s?)?\d{1,4}(?:[\s.-]\d{2,5}){1,4}(?![\w.-])"
)
# A web address without "https://" or "www." alone on a header line: "jdoe.example.io"
_BARE_SITE_RE = re.compile(
    r"^(?:(?:web(?:site|page)?|homepage|url|site)\s*:\s*)?((?:[a-z0-9-]+\.)+[a-z]{2,}(?:/\S*)?)$", re.I
)
# The separators of a header line's contacts: column gaps, bars, middle dots, bullets
_CONTACT_GAP_RE = re.compile(r"\s{2,}|\t|\s+[|·•]\s+")
# An address spelled against harvesters: "ada [at] x.org", "ada (at) x.org"
_AT_RE = re.compile(r"\s*[\[(]\s*at\s*[\])]\s*", re.I)
_BIRTH_RE = re.compile(r"\b(?:date of birth|birth ?date|born(?: on)?|d\.?o\.?b\.?)\s*[:：]?\s*(.+)$", re.I)
_DEMOGRAPHIC_RE = re.compile(r"^(?:male|female|gender|nationality|citizenship|born)\b", re.I)
_NOT_HOMEPAGE = (
    "linkedin.",
    "twitter.",
    "x.com/",
    "scholar.google",
    "orcid.org",
    "dblp.",
    "github.com/",
    "facebook.",
    "researchgate.",
    "doi.org",
    "osf.io",  # a project's or a profile's page on the Open Science Framework
    "bsky.app",
    "shields.io",  # a README's badges
    "badgen.net",
    # a shortened link hides where it goes; CVs shorten their profiles' long addresses ("bit.ly/x_google_scholar")
    "bit.ly/",
    "tinyurl.com/",
    "goo.gl/",
)
_IMAGE_URL_RE = re.compile(r"\.(?:svg|png|jpe?g|gif|webp)(?:\?\S*)?$", re.I)
# A document, not a site: the CV's own PDF ("files/Doe_CV.pdf"), slides, a paper
_FILE_URL_RE = re.compile(r"\.(?:pdf|docx?|pptx?|zip)(?:[?#]\S*)?$", re.I)
_TITLE_AT_RE = re.compile(
    r"\b(?:I am|I'm)\s+(?:[A-Z][^,]*?,\s*)?(?:currently\s+)?(?:an?|the)\s+(?P<title>[^,.;]+?)"
    r"\s+(?:at|in|with|of)\s+(?:the\s+)?(?P<org>[^,;]+?)(?=,|;|\.\s|\.$|\s+where\b|\s+working\b)"
)
_PAST_ROLE_RE = re.compile(
    r"\bI (?:was|worked as|served as)\s+(?:an?\s+)?(?P<title>[\w\s-]+?)\s+(?:at|in|with)\s+(?:the\s+)?"
    r"(?P<org>[^,;]+?)\s+(?:from|between)\s+(?P<start>(?:19|20)\d\d)\s+(?:to|and|until|-)\s+"
    r"(?P<end>(?:19|20)\d\d|present|now)"
)
_DEGREE_RE = re.compile(
    r"\b(?:obtained|received|earned|got|completed|finished)\s+(?:my|a|the|his|her)\s+"
    r"(?P<degree>Ph\.?\s?D\.?|doctorate|doctoral|M\.?\s?S\.?c?|master'?s|B\.?\s?S\.?c?|B\.?\s?Eng\.?|bachelor'?s)"
    r"(?:\s+degree)?(?:\s+in\s+(?P<field>[^,.]+?))?\s+(?:from|at)\s+(?:the\s+)?(?P<inst>[^,.;]+?)"
    r"(?:\s+in\s+(?P<year>(?:19|20)\d\d))?(?=[,.;])(?:,\s*(?:supervised|advised)\s+by\s+(?P<advisors>(?:(?:Prof|Dr|Mr|Ms)\.\s*|[^.;])+))?",
    re.I,
)
_INTEREST_CUE_RE = re.compile(
    r"\binterested in\b|\bfocus\b|\binterests? (?:is|are|lie|include)\b|"
    r"\bI (?:also )?(?:studied|work on|worked on)\b",
    re.I,
)


# Letters after a name: "Nadia Rahman-Whitaker, PhD", "Jane Roe, M.D.", "Ana Roe, MD, MPH, DrPH"
_POSTNOMINAL_RE = re.compile(
    r"(?:,?\s+(?:Ph\.?\s?D|M\.?\s?D|M\.?\s?Sc|M\.?\s?S|M\.?\s?A|MBA|MPH|D\.?\s?Phil|Dr\.?\s?rer\.?\s?nat|FRS|FRSC|P\.?\s?E"
    r"|Dr\.?\s?P\.?\s?H|Sc\.?\s?D|D\.?\s?Sc|MSPH|MPP|MPA|MFA|FRCP|FAAN"
    r"|DM|MBBS|MCh|DNB|FRCS|FACS|FACC|FACP|RN|DNP|MSN|BSN|PharmD|DVM|JD|LLM|EdD|PsyD)\.?)+$"
)


def is_homepage(url: str) -> bool:
    """Whether a web address can be the subject's own or their lab's site: not a profile on a service (Scholar,
    GitHub, LinkedIn, ORCID...), a shortened link, a DOI, an image or a document.

    >>> is_homepage("https://ada.example.org"), is_homepage("https://ada.example.org/files/Ada_CV.pdf")
    (True, False)
    """
    lowered = url.lower()
    return not any(bad in lowered for bad in _NOT_HOMEPAGE) and not (
        _IMAGE_URL_RE.search(url) or _FILE_URL_RE.search(url)
    )


def _name_candidates(text: str, *, pieces: bool = False) -> list[str]:
    """The line, and its first column when the name shares a line with contacts (``Name  email``);
    with ``pieces``, the parts of a title such as ``Curriculum Vitae — Dr. Name`` too. A form's label
    (``Date Prepared:``) is no candidate."""
    first = layout.cells(text)[:1]  # before plain(), which closes the column gaps
    text = layout.plain(text)
    found = [text, *first, *(_TITLE_PIECE_RE.split(text) if pieces else [])]
    return list(dict.fromkeys(_bare_name(c) for c in found if not c.rstrip(" *_").endswith((":", "："))))


# Where a title line parts: "Curriculum Vitae — Dr. Name", "Name Curriculum Vitae — updated 2025"
_TITLE_PIECE_RE = re.compile(r"\s+[—–|·-]\s+|\s+(?=(?i:curriculum vitae|resume|cv)\b)")
# A second spelling of a name in another script after it: "Yan Chen 陈岩"
_OTHER_SCRIPT_RE = re.compile(r"\s+[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+$")


def _bare_name(text: str) -> str:
    """A name without what a header sets around it: honorifics, credentials, a second spelling."""
    text = nm.without_credentials(nm.clean_name(_OTHER_SCRIPT_RE.sub("", text.strip())))
    return nm.clean_name(_POSTNOMINAL_RE.sub("", text)).strip()


# Words that make a line under the name a rank, not a name: "Associate Professor", "PhD Candidate"
_RANK_WORDS = frozenset(
    [
        "professor", "lecturer", "candidate", "postdoctoral", "adjunct", "emeritus", "instructor", "researcher",
        "scientist", "student", "associate", "assistant", "prepared",
    ]
)
# A nickname in quotes inside a name: Oluwaseun "Seun" Adebayo
_NICKNAME_RE = re.compile(r"\s+[\"“'‘][^\"”'’\s]+[\"”'’](?=\s)")


def _capitals_off(word: str) -> str:
    """A word of a name set in capitals (``THORNLEY``) as it is spelled (``Thornley``); initials stay."""
    return word.title() if len(word) > 2 and word.isupper() and word.replace("-", "").isalpha() else word


def _is_person_name(text: str) -> bool:
    text = _NICKNAME_RE.sub("", layout.plain(text).strip())
    if text.isupper():
        # "PRIYA RAMANATHAN": a name set in capitals is still a name.
        text = text.title()
    # "Declan P. THORNBURY": the surname in capitals, as French and Australian CVs set it
    words = [_capitals_off(w) for w in text.split()]
    return (
        2 <= len(words) <= 4
        and not any(w.lower() in _RANK_WORDS for w in words)
        and nm.name_shape(" ".join(words)) == "given"
    )


# A form's name field: the NIH biosketch's "NAME: Haddad, Rania", Harvard's "Name:  Ada Byron" (or the value on
# the next line, as a PDF's text gives the form's two columns)
_NAME_FIELD_RE = re.compile(r"^[\s*_]*(?:full\s+)?name[\s*_]*:[\s*_]*(?P<value>.*)$", re.I)


def _name_field(top: list[tuple[int, str]]) -> tuple[str, int] | None:
    """The value of a form's name field; a form's "Surname, Given" in reading order, as :func:`pdfforms.form_name`
    gives the NIH biosketch's."""
    for i, (n, t) in enumerate(top):
        if not (m := _NAME_FIELD_RE.match(layout.plain(t))):
            continue
        value, line = (m.group("value"), n) if m.group("value").strip() else next(
            ((v, k) for k, v in top[i + 1 :] if v.strip()), ("", n)
        )
        name = _bare_name(value)
        name = " ".join(p.strip() for p in reversed(name.split(","))) if name.count(",") == 1 else name
        if _is_person_name(name):
            return name, line
    return None


def find_name(sections: list[Section]) -> tuple[str, int] | None:
    """The subject's name and its line: a Markdown heading, a name alone on a line, or "I am ..." prose."""
    top = [(n, t) for s in sections[:3] for n, t in s.lines if n <= 40]
    if found := _name_field(top):
        return found
    preamble = {n for n, _ in sections[0].lines}
    for n, t in top:
        if m := _MD_HEADING_RE.match(t):
            for candidate in _name_candidates(m.group(1), pieces=True):
                if _is_person_name(candidate):
                    return layout.plain(candidate), n
    for n, t in top:
        if n not in preamble and layout.has_marker(t):
            continue  # an item of a section's list ("* Solid Mechanics" under a post) names no subject
        cleaned = re.sub(r"\s*\(.*?\)\s*", "  ", t).strip()
        for candidate in _name_candidates(cleaned, pieces=n in preamble):
            if _is_person_name(candidate):
                return layout.plain(candidate), n
    for n, t in top:
        for m in _SELF_RE.finditer(t):
            if _is_person_name(m.group(1)):
                return m.group(1), n
    return None


_FRONT_KEY_RE = re.compile(
    r"^\s*(?:-\s*)?(?:title|name|author)\s*[:=]\s*[\"']?(?P<value>[^\"'\n]+?)[\"']?\s*$", re.I
)
# Contacts a front matter gives: pandoc's and R Markdown's "email:", "phone:", "website:"
_FRONT_CONTACT_RE = re.compile(
    r"^\s*(?:-\s*)?(?P<key>e-?mail|phone|tel|telephone|mobile|website|homepage|url|web)\s*[:=]\s*[\"']?(?P<value>[^\"'\n]+?)[\"']?\s*$",
    re.I,
)
# Words of a page's title that are no part of a name: "About Me", "My Blog", "Home".
_SITE_WORDS = frozenset(["me", "my", "blog", "posts", "home", "page", "site", "website", "welcome", "portfolio"])


def _front_matter(text: str) -> list[tuple[int, str]]:
    """The lines (1-based number, text) of Markdown's YAML or TOML front matter, if it opens the text."""
    lines = text.split("\n")
    first = next((i for i, t in enumerate(lines) if t.strip()), None)
    if first is None or lines[first].strip() not in ("---", "+++"):
        return []
    out = []
    for i in range(first + 1, len(lines)):
        if lines[i].strip() == lines[first].strip():
            return out
        out.append((i + 1, lines[i]))
    return []


def metadata_name(text: str) -> tuple[str, int] | None:
    """A name the document's metadata gives and its text line: Markdown front matter's ``title``,
    ``name`` or ``author`` (``title: "CV"`` is none), or an HTML page's ``<title>`` (the converter
    writes it as front matter), ``publications | Ada Byron`` giving ``Ada Byron``."""
    for number, line in _front_matter(text):
        if m := _FRONT_KEY_RE.match(line):
            for candidate in _name_candidates(m.group("value"), pieces=True):
                words = candidate.split()
                if _is_person_name(candidate) and not any(
                    is_heading_word(w) or w.lower() in _SITE_WORDS for w in words
                ):
                    return layout.plain(candidate), number
    return None


def _metadata_contacts(text: str) -> list[tuple[int, str]]:
    """Front-matter contact values as lines the contact readers understand (``Phone: +1 ...``)."""
    out = []
    for n, line in _front_matter(text):
        if m := _FRONT_CONTACT_RE.match(line):
            out.append((n, f"{m.group('key')}: {m.group('value')}"))
        elif m := re.search(r"mailto:([^\s\"'<>]+@[^\s\"'<>]+)", line):
            out.append((n, f"email: {m.group(1)}"))  # Hugo Academic's social links: "link: 'mailto:ada@x.org'"
    return out


def owner_from_authors(pubs: list[Publication]) -> tuple[str, SourceSpan] | None:
    """The subject named by their own publication list: the author on most of the papers.

    CVs generated from a site's data (Jekyll's academicpages) may not print the name at all,
    but the owner is on every paper they list, often in bold.
    """
    counts: dict[str, int] = {}
    first: dict[str, SourceSpan] = {}
    for pub in pubs:
        for author in dict.fromkeys(pub.authors):
            counts[author] = counts.get(author, 0) + 1
            first.setdefault(author, pub.span)
    if not counts:
        return None
    best = max(counts, key=lambda a: (counts[a], -first[a].line))
    if counts[best] < max(2, (len(pubs) + 1) // 2) and len(pubs) > 1:
        return None
    return best, first[best]


def _top_text(sections: list[Section]) -> list[tuple[int, str]]:
    """The lines before the first real section, where contact details live."""
    return [(n, t) for n, t in sections[0].lines]


# Sections where a CV states its contacts besides its top lines: "About me", "Contact"
_CONTACT_SECTION_RE = re.compile(r"\b(?:about|contact|bio|biography|profile|reach)\b", re.I)


def _fallback_name(sections: list[Section], doc: SourceDocument, pubs: list[Publication]) -> tuple[str, SourceSpan]:
    """The subject when no line names them: the author on most papers, else one their e-mail spells.

    A CV is never dropped for want of a name (its sections still hold facts); the last resort
    names the subject after the file, so that two unnamed CVs never become one person.
    """
    if owner := owner_from_authors(pubs) or _frequent_author(pubs):
        return nm.given_first_form(owner[0], doc.text), owner[1]
    for n, t in (line for s in sections for line in s.lines):
        for mail in layout.emails(t):
            if spelled := name_in_email(mail, doc.text):
                return spelled, doc.span(n)
    return f"Unnamed subject of {doc.name}", doc.span(1)


def _frequent_author(pubs: list[Publication]) -> tuple[str, SourceSpan] | None:
    """The one author on more papers than anyone else, when on at least two."""
    counts: dict[str, int] = {}
    for pub in pubs:
        for author in dict.fromkeys(pub.authors):
            counts[author] = counts.get(author, 0) + 1
    ranked = sorted(counts.values(), reverse=True)
    if not ranked or ranked[0] < 2 or (len(ranked) > 1 and ranked[1] == ranked[0]):
        return None
    best = next(a for a, c in counts.items() if c == ranked[0])
    return best, next(p.span for p in pubs if best in p.authors)


def name_in_email(mail: str, text: str) -> str | None:
    """``ada.byron@x.org`` -> ``Ada Byron`` when the text spells the name so (its own capitals)."""
    parts = re.split(r"[._-]", mail.split("@")[0])
    if len(parts) < 2 or not all(p.isalpha() and len(p) >= 2 for p in parts):
        return None
    m = re.search(r"\b" + r"[\s-]+".join(re.escape(p) for p in parts) + r"\b", text, re.I)
    return m.group(0) if m and _is_person_name(m.group(0)) else None


def read_person(
    sections: list[Section], doc: SourceDocument, *, pubs: list[Publication]
) -> tuple[Person, int]:
    """The subject with contacts from the top of the CV, and the line the name is on.

    The line is 0 when the name does not come from a line of its own (metadata, the
    publications, an e-mail address); see :func:`_fallback_name` when nothing names the subject.
    """
    found = find_name(sections)
    meta = metadata_name(doc.text) if found is None else None
    if found:
        name, line, span = found[0], found[1], doc.span(found[1])
    elif meta:
        name, line, span = meta[0], 0, doc.span(meta[1])
    else:
        name, span = _fallback_name(sections, doc, pubs)
        line = 0
    # "ANDREA KOVAČ", "Declan P. THORNLEY": set in capitals, not spelled so
    name = name.title() if name.isupper() else " ".join(_capitals_off(w) for w in name.split(" "))
    top = (_top_text(sections) or [(n, t) for s in sections[1:2] for n, t in s.lines]) + _personal_data(sections)
    top = _metadata_contacts(doc.text) + top
    text = "\n".join(t for _, t in top)
    mails = _without_decoys(tuple(dict.fromkeys(layout.emails(_AT_RE.sub("@", text)) or _section_emails(sections))))
    bare = [m.group(1) for _, t in top for cell in _contact_cells(t) if (m := _BARE_SITE_RE.match(cell))]
    pages = _once_each(
        tuple(
            dict.fromkeys(
                u
                for u in [*layout.urls(text), *bare]
                if is_homepage(u)
                and not any(u in m for m in mails)
            )
        )
    )
    return Person(
        name=name,
        span=span,
        emails=mails,
        homepages=pages,
        phones=_phones(top),
        birth_date=_birth_date(top),
    ), line


def _once_each(pages: tuple[str, ...]) -> tuple[str, ...]:
    """The addresses without one that another gives with its scheme (``www.x.org`` beside ``https://www.x.org``,
    a link's text beside its target).

    >>> _once_each(("www.ada.org", "https://www.ada.org/", "https://bo.org"))
    ('https://www.ada.org/', 'https://bo.org')
    """
    schemed = {re.sub(r"^https?://", "", p).rstrip("/") for p in pages if re.match(r"https?://", p)}
    return tuple(p for p in pages if re.match(r"https?://", p) or p.rstrip("/") not in schemed)


def _without_decoys(mails: tuple[str, ...]) -> tuple[str, ...]:
    """The addresses without a spam decoy: one that becomes another of them once every copy of one letter is
    dropped (``ax.ax.ax.namex@xsxmxsx.edx.acx.ukxxxx``, which a page's script turns into ``a.a.a.name@sms.ed.ac.uk``).

    >>> _without_decoys(("ax.namex@xuni.acx.ukxx", "a.name@uni.ac.uk"))
    ('a.name@uni.ac.uk',)
    """
    clean = set(mails)
    return tuple(m for m in mails if not any(m.replace(c, "") in clean - {m} for c in set(m) if c.isalpha()))


# A section of the subject's particulars, as European CVs and currvita's first list set them: "Personal Data"; a
# sidebar's "Contact" box, which a PDF's text puts below the name and title
_PERSONAL_DATA_RE = re.compile(
    r"^(?:personal (?:data|details|information|particulars)|contact(?:s| (?:info(?:rmation)?|details|me))?)$", re.I
)


def _personal_data(sections: list[Section]) -> list[tuple[int, str]]:
    """The lines of a "Personal Data" or "Contact" section below the top: contacts and a birth date, as the top
    gives them."""
    return [
        line
        for s in sections[1:]
        if s.kind is SectionKind.OTHER and _PERSONAL_DATA_RE.match(s.title.strip(" :"))
        for line in s.lines
    ]


def _section_emails(sections: list[Section]) -> list[str]:
    """E-mail addresses an About or Contact section gives ("Reach me at **ada@x.org**")."""
    return [
        mail
        for s in sections[1:]
        if s.kind is SectionKind.OTHER and _CONTACT_SECTION_RE.search(" ".join(s.titles))
        for _, t in s.lines
        for mail in layout.emails(t)
    ]


def _phones(top: list[tuple[int, str]]) -> tuple[str, ...]:
    out: list[str] = []
    for _, t in top:
        for m in _PHONE_LABEL_RE.finditer(t):
            out.append(_balanced((m.group(1) or m.group(2)).strip()))
        if not out and not dates.find_all_dates(t):
            out.extend(m.group(0).strip() for m in _PHONE_RE.finditer(t) if 9 <= _digits(m.group(0)) <= 15)
    return tuple(dict.fromkeys(out))


def _digits(text: str) -> int:
    return sum(c.isdigit() for c in text)


def _balanced(text: str) -> str:
    """A number without a bracket it does not close: "(+1) 555-0100" keeps its own, "555-0100)" loses one."""
    text = text.strip(" ")
    while text.endswith(")") and text.count(")") > text.count("("):
        text = text[:-1].rstrip()
    while text.startswith("(") and text.count("(") > text.count(")"):
        text = text[1:].lstrip()
    return text


def _birth_date(top: list[tuple[int, str]]) -> PartialDate | None:
    for _, t in top:
        if m := _BIRTH_RE.search(layout.plain(t)):
            found = dates.find_dates(m.group(1))
            if found and found.start:
                return found.start
    return None


def _contact_cells(line: str) -> list[str]:
    """A header line's parts, each of which may be a contact: ``ada@x.org  |  (801) 555-0147 | ada.example.org``."""
    return [layout.plain(cell).strip() for cell in _CONTACT_GAP_RE.split(line) if cell.strip()]


def _is_contact(text: str) -> bool:
    return bool(layout.emails(text) or layout.urls(text) or _PHONE_RE.search(text) or _BARE_SITE_RE.match(text))


_CONTACT_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?://|www\.")


def headline(sections: list[Section], name_line: int) -> str | None:
    """The one-line title under the name, cut before dates, addresses and contacts."""
    found = _headline_line(sections, name_line)
    return found[1] if found else None


def _headline_line(sections: list[Section], name_line: int) -> tuple[int, str] | None:
    """The headline and the line it is on."""
    if name_line < 1:
        return None
    above = [t for n, t in sections[0].lines if n <= name_line and t.strip()][-2:]
    if any(_NAME_FIELD_RE.match(layout.plain(t)) for t in above):
        return None  # a form ("Name: Ada Byron", "Office Address: ..."): its fields are no headline
    for n, t in sections[0].lines:
        if n < name_line or not t.strip() or (n == name_line and not _TITLE_AT_RE.search(t)):
            continue
        if _is_credential_line(t) or re.match(r"[^:]{1,30}:(?:\s|$)", layout.plain(t)):
            continue  # a line of degrees under the name; a labelled field ("Date of this version: ...")
        cells = layout.cells(t)
        # "Ph.D. Student, NTU  +886 912 345 678": the contacts in a column of their own are no title
        text = layout.plain(cells[0] if len(cells) > 1 and _is_contact(" ".join(cells[1:])) else t)
        if m := _TITLE_AT_RE.search(text):
            return n, f"{m.group('title')} at {m.group('org')}".strip()
        if (contact := _CONTACT_RE.search(text)) and contact.start() > 0:
            # "Assistant Professor, University of Oslo. jdoe@uio.no": the title before the contact
            text = text[: contact.start()].strip(" .,;|")
        if _DEMOGRAPHIC_RE.match(text) or layout.emails(text) or layout.urls(text[:30]) or ":" in text[:20]:
            continue
        if _is_address(text) or _is_places(text):
            continue  # where the subject lives or works ("25, Elm Lane, Town", "Berlin | Lisbon"): no title
        if dates.is_only_dates(text) or len(text.split()) > 40 or text.endswith("."):
            return None
        cut = len(text)
        for d in dates.find_all_dates(text)[:1]:
            cut = min(cut, d.begin)
        if re.search(r"\b(?:Tel|Phone|Fax)\b", text):
            continue  # the address and the phone: "Division of X, Y Hospital 555 University Avenue, Toronto Tel: ..."
        if m := re.search(
            r"\s\d+\s+[A-Z][a-z]+\s+(?:St|Dr|Ave|Rd|Road|Street|Blvd|Hall)\b|[\w.+-]+@|https?://", text
        ):
            cut = min(cut, m.start())
        line = text[:cut].strip(" ,;")
        # (one word only when it names a trade: "Designer", "Epidemiologist")
        return (n, line) if len(line.split()) >= 2 or role_run(line) == (0, 1) else None
    return None


# A postal address: a house number opening the line, then a street ("25, Elm Lane", "12 High Street") or, further
# on, a British postcode ("HP6 5LN") or a US state and ZIP code ("Boston, MA 02115"); a title before an address
# ("Professor of X, Y College, 200 Chapel St., Oberlin") is cut there instead
_HOUSE_NUMBER_RE = re.compile(r"^\d{1,5}[A-Za-z]?,?\s+[A-Z]")
_ADDRESS_RE = re.compile(
    r"^\d{1,5}[A-Za-z]?,?\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*\s+(?i:street|st|lane|ln|road|rd|avenue|ave|drive|dr|way"
    r"|close|court|place|square|crescent|terrace|boulevard|blvd|gardens|grove|hill|row|walk)\b"
    r"|\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\b"
)


def _is_address(text: str) -> bool:
    """A line of a postal address.

    >>> _is_address("25, Elm Lane, Little Dean, Amersham, Bucks. HP6 5LN"), _is_address("Lecturer in Law")
    (True, False)
    """
    return _HOUSE_NUMBER_RE.match(text) is not None and _ADDRESS_RE.search(text) is not None


def _is_places(text: str) -> bool:
    """A line of places only, each a city, a country or ``City, ST`` (``Berlin | Lisbon | Leeds``).

    >>> _is_places("Berlin | Lisbon | Leeds"), _is_places("Data Scientist | Lisbon")
    (True, False)
    """
    parts = [p.strip() for p in re.split(r"\s+[|·•/]\s+|\s*;\s*", text) if p.strip()]
    return bool(parts) and all(_is_known_place(p) for p in parts)


def _is_known_place(text: str) -> bool:
    """A city or a country the gazetteer knows, or ``City, ST`` / ``City, Country`` naming one (not ``Principal
    Researcher, Acme Research``, which has the shape)."""
    if places.is_city(text) or places.is_country(text):
        return True
    town, _, region = text.partition(",")
    region = region.strip()
    return places.is_place(text) and (
        places.is_city(town) or places.is_country(region) or places.is_us_state(region) or len(region) == 2
    )


def _is_credential_line(text: str) -> bool:
    """A line of degrees under a name: "MBBS (Hons), PhD, FRACP"."""
    parts = [re.sub(r"\s*\(.*?\)", "", p) for p in layout.plain(text).split(",")]
    return all(nm.is_credential(p) for p in parts)


_STARTED_RE = re.compile(r"\b(?:I|we)\s+(?:started|joined|began|moved)\b", re.I)


def headline_position(sections: list[Section], name_line: int, doc: SourceDocument) -> list[Position]:
    """A homepage with no Experience section: the headline ``Title, Organization`` is the current job.

    Its start is the date of a dated line that says the subject started there (a news item
    ``Sep 1, 2023  I started as Assistant Professor at the University of Oslo.``).
    """
    found = _headline_line(sections, name_line)
    if found is None:
        return []
    n, text = found
    org, title, place = title_and_org(text)
    if not (org and title and INSTITUTION_RE.search(org)) or re.search(r"student|candidate", title, re.I):
        return []
    start = None
    key = re.sub(r"^the\s+", "", org, flags=re.I).lower()
    for s in sections:
        for _, t in s.lines:
            if key in t.lower() and _STARTED_RE.search(t) and (when := dates.find_dates(t)) and when.start:
                start = PartialDate(when.start.year, when.start.month)  # the layout keeps no days
    return [
        Position(
            title, org, doc.span(n), location=place, period=Period(start, PRESENT), kind=_kind(title)
        )
    ]


def _bio(sections: list[Section]) -> list[tuple[int, str]]:
    """Prose sentences in the preamble and any About/Biography section."""
    lines = list(sections[0].lines)
    for s in sections[1:]:
        if s.kind is SectionKind.OTHER and re.search(r"about|bio|summary|profile", s.title, re.I):
            lines.extend(s.lines)
    return [(n, layout.plain(t)) for n, t in lines if len(t.split()) >= 6]


def bio_positions(sections: list[Section], doc: SourceDocument) -> list[Position]:
    """Current and past roles stated in a first-person biography."""
    out: list[Position] = []
    for n, t in _bio(sections):
        for m in _TITLE_AT_RE.finditer(t):
            out.append(
                Position(
                    m.group("title"),
                    m.group("org"),
                    doc.span(n),
                    period=Period(None, PRESENT),
                    kind=_kind(m.group("title")),
                )
            )
        for m in _PAST_ROLE_RE.finditer(t):
            end = dates.parse_date(m.group("end"))
            out.append(
                Position(
                    m.group("title"),
                    m.group("org"),
                    doc.span(n),
                    period=Period(PartialDate(int(m.group("start"))), end),
                    kind=_kind(m.group("title")),
                )
            )
    return out


def _kind(title: str) -> PositionKind:
    lower = title.lower()
    if "intern" in lower:
        return PositionKind.INTERNSHIP
    if "postdoc" in lower or "post-doc" in lower:
        return PositionKind.POSTDOC
    if "contract" in lower:
        return PositionKind.CONTRACT
    return PositionKind.JOB


def bio_degrees(sections: list[Section], doc: SourceDocument) -> list[Degree]:
    """Degrees stated in a first-person biography ("I obtained my PhD degree from ...")."""
    out: list[Degree] = []
    for n, t in _bio(sections):
        for m in _DEGREE_RE.finditer(t):
            advisors = nm.split_names(m.group("advisors")).names if m.group("advisors") else ()
            end = PartialDate(int(m.group("year"))) if m.group("year") else None
            out.append(
                Degree(
                    m.group("degree"),
                    m.group("inst").strip(),
                    doc.span(n),
                    field=m.group("field"),
                    period=Period(None, end),
                    advisors=tuple(advisors),
                )
            )
    return out


def bio_interests(sections: list[Section], doc: SourceDocument) -> list[Text]:
    """Interests stated in a first-person biography ("I am interested in ...")."""
    out: list[Text] = []
    for n, t in _bio(sections):
        for sentence in re.split(r"(?<=[.!?])\s+", t):
            if _CLINICAL_CUE_RE.match(sentence):
                continue  # "Clinical focus: X, Y": a physician's clinic, not the research
            if m := _LABELLED_INTERESTS_RE.match(sentence):
                out.extend(Text(p, doc.span(n)) for p in split_phrases(m.group(1).rstrip(". ")))
            elif _INTEREST_CUE_RE.search(sentence):
                out.extend(Text(p, doc.span(n)) for p in split_phrases(_after_cue(sentence)))
    return out


# "Research: X, Y; Z.", "Research interests: X" in a callout under the name: the research's topics
_LABELLED_INTERESTS_RE = re.compile(
    r"^\s*(?:research(?: interests?| focus| areas?| topics| themes)?|(?:current )?interests?)\s*:\s*(\S.*)$", re.I
)
_CLINICAL_CUE_RE = re.compile(r"^\s*clinical (?:focus|interests?|expertise|areas?)\b", re.I)


def _after_cue(sentence: str) -> str:
    """The sentence from its first interest cue on: "I like X. I am interested in Y" -> "interested in Y"."""
    m = _INTEREST_CUE_RE.search(sentence)
    if m is None:
        return sentence
    return sentence[m.start() :]
