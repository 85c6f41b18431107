"""A JSON Resume publication entry's authors: an export's own key, a whole citation in its ``name``, an author
list in its summary, else the subject and the co-authors it names; and whose publications a list that names
nobody is. Pure: no I/O.

Used by :mod:`cvkg.extract.jsonresume_publications` (each entry's authors), :mod:`cvkg.extract.jsonresume` (a
list's subject) and :mod:`cvkg.extract.orcid_works` (the BibTeX and formatted citations an ORCID export attaches).
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from typing import Any

from cvkg.convert.latex import inline_text
from cvkg.extract import jsonresume_custom as custom
from cvkg.extract import names as nm
from cvkg.extract.citation_authors import split_author_prefix
from cvkg.extract.citations import Citation
from cvkg.extract.jsonresume_values import (
    AFFILIATION_RE,
    name_list,
    plain_text,
    without_closing_period,
)

# Where exports put a publication's authors, and its co-authors alone (the subject implied first)
_PUB_AUTHORS = (
    "authors", "author", "authorList", "authorship", "contributors", "inventors", "x-authors", "creators", "byline",
    "by",
)  # fmt: skip
# Who presented a poster or a paper: its authors where the entry names no others
_PUB_PRESENTERS = ("presenter", "presenters", "presentedBy", "presented_by")
# ... and any other spelling of such a key: "authorString", "author_names", "authorsList", "x-creators", "names"
_AUTHOR_KEY_RE = re.compile(
    r"(?:x[-_])?(?:(?:author|contributor|creator|inventor)s?(?:[-_ ]?(?:list|string|names?|line))?|byline|names)",
    re.I,
)
_PUB_COAUTHORS = (
    "coauthors", "co_authors", "co-authors", "coAuthors", "x-coauthors", "with", "coeditor", "coeditors", "coEditors",
)  # fmt: skip
# A summary whose first words name the item's type, in English or another language: "Artículo. Autores: ...",
# "Póster (resumen publicado en actas).", "Tesis doctoral.", "Practitioner article." (passed over here before an
# author list; :mod:`cvkg.extract.jsonresume_publications` reads the item's kind from it)
TYPE_SUMMARY_RE = re.compile(
    r"^(?:(?P<thesis>tesis|tese|th[eè]se|tesi)(?:\s+\w+)?"
    r"|(?P<poster>p[óo]ster|poster)(?:\s+\w+)?(?:\s+(?:at|in)\s+[^.;:]+)?"  # "Poster at the X Conference."
    r"|(?:\w+\s+)?(?P<journal>art[íi]culo|artigo|articolo|article)(?:\s+(?:de|da|di)\s+\w+)?"
    r"|(?P<book>(?:book\s+)?chapter|book|monograph|cap[íi]tulo(?:\s+de\s+libro)?|chapitre(?:\s+d'ouvrage)?))"
    r"\s*(?:[.:;,(]|$)",
    re.I,
)


_COAUTHORS_LABEL_RE = re.compile(
    r"(?:^|(?<=[.;])\s+)\s*(?:(?:other|all)\s+)?(?:co-?authors?|contributors?|other authors?)\s*:\s*", re.I
)
# The co-authors a summary names, the subject implied first: "with A and B", "Co-authored with A.", "(joint with A)",
# "Forthcoming. Joint with A.", "Book chapter, with A."
WITH_COAUTHORS_RE = re.compile(
    r"(?:^|\(|(?<=[.;,]\s)|(?<=[^\w\s]\s)|\bpublished\s+(?=with\b))\s*(?:(?:co-?)?authored\s+|written\s+|joint(?:ly)?\s+(?:work\s+)?)?"
    r"with\s+(?:(?:my\s+)?co-?authors?\s+)?(?P<names>[^;()]+)",
    re.I,
)


def read_authors(entry: dict[str, Any], summary: str | None, subject: str, cited: Citation | None) -> tuple[str, ...]:
    """A publication's authors: an export's own key, the whole citation in its ``name``, an author list in its
    summary or a highlight, else the subject and the co-authors the entry names."""
    if named := listed_authors(entry):
        # a researcher often lists themself alone as the contributor while the citation beside names every author
        fuller = bibtex_authors(entry) or formatted_authors(entry)
        return fuller if _is_fuller(fuller, named) else custom.as_subject(named, subject)
    if cited and cited.authors:
        return cited.authors
    if bibtex := bibtex_authors(entry):
        return bibtex
    texts = [summary or "", *(h for h in entry.get("highlights") or () if isinstance(h, str))]
    # a formatted citation beside the fields ("citation": "Smith J, Ruiz AM. Title. J. 2021;4:1-9.")
    texts += [c for key in custom.CITATION_KEYS if (c := _citation_text(entry.get(key)))]
    if listed := next((found for text in texts if (found := custom.with_me(text, subject))), ()):
        return listed  # "Smith J, Me, Doe A"
    if listed := next((found for text in texts if (found := _summary_authors(text, subject))), ()):
        return listed
    if not entry.get("in") and _names_surname(editors := name_list(entry.get("editors")), subject):
        return editors  # an edited volume's editors, the subject among them (a chapter's "editors" edit its book)
    if presenters := next((found for key in _PUB_PRESENTERS if (found := name_list(entry.get(key)))), ()):
        return custom.as_subject(presenters, subject)  # a poster that names its presenter alone
    coauthors = next((found for key in _PUB_COAUTHORS if (found := name_list(entry.get(key)))), ())
    coauthors = coauthors or next((found for text in texts if (found := _coauthors(text))), ())
    # "with Frawley T, Mulvey C (joint first), Bianchi G": a "with" list that names the subject is the whole list
    return coauthors if _names_surname(coauthors, subject) else (subject, *coauthors)




def listed_authors(entry: dict[str, Any]) -> tuple[str, ...]:
    """The authors an entry lists under a key of an export's own (``authors``, ``author``, ``contributors``...)."""
    keys = (*_PUB_AUTHORS, *(f"x-{k}" for k in _PUB_AUTHORS if not k.startswith("x-")))  # "x-contributors"
    keys = (*keys, *(k for k in entry if k not in keys and _AUTHOR_KEY_RE.fullmatch(k)))
    return next((found for key in keys if (found := name_list(_without_legend(entry.get(key))))), ())


def listed_subject(entries: list[dict[str, Any]]) -> str | None:
    """Whose publications a list that names nobody is: the one person every entry's author list names (two lists
    at least), as the lists spell them most often (``Pernet C`` among ``Ozenne B, Pernet C``, ``Pernet C, Blair
    R``); ``None`` when no one, or more than one, is in every list.

    >>> listed_subject([{"authors": ["Ozenne B", "Pernet C"]}, {"authors": "Cyril Pernet, Blair R"},
    ...                 {"authors": ["Pernet C"]}])
    'Pernet C'
    """
    lists = [found for e in entries if (found := listed_authors(e))]
    if len(lists) < 2:
        return None
    common = set.intersection(*({k for n in names if (k := _person_key(n))} for names in lists))
    if len(common) != 1:
        return None
    spellings = Counter(n for names in lists for n in names if _person_key(n) in common)
    return max(spellings, key=lambda n: (spellings[n], len(n)))


def _person_key(name: str) -> tuple[str, str] | None:
    """A name's surname and first initial, folded (``Díaz-de-María, F.`` and ``F. Diaz-De-Maria`` are one)."""
    folded, shape = _ascii_letters(name).lower(), nm.name_shape(name)
    if shape in ("surname", "inverted") and "," in folded:
        surname, _, given = folded.partition(",")  # "Díaz-de-María, F.", "van den Berg, Jan"
    elif shape == "surname":  # "van den Berg P", "Pernet CR", "Vell A. B.": the initials last
        words, given = name.split(), ""
        while len(words) > 1 and (nm.is_initial(words[-1]) or not given):
            given = words.pop()  # (the last word at least: Vancouver's "REK")
        surname, given = _ascii_letters(" ".join(words)).lower(), given.lower()
    elif shape == "given":
        given, _, surname = folded.rpartition(" ")
    else:
        return None
    initial = re.search(r"[a-z]", given)
    return (surname.split()[-1], initial.group()) if initial and surname.split() else None


def _is_fuller(cited: tuple[str, ...], named: tuple[str, ...]) -> bool:
    """Whether a citation's authors are more than the names an entry lists, every one of these among them."""
    words = {w for name in cited for w in re.findall(r"\w{2,}", name.lower())}
    return len(cited) > len(named) and all(words & set(re.findall(r"\w{2,}", n.lower())) for n in named)


def _without_legend(value: object) -> object:
    """An author string without the legend of its marks: "A*, B* (*equal contribution)"."""
    return _MARKS_NOTE_RE.sub("", value) if isinstance(value, str) else value


def bibtex_records(entry: dict[str, Any]) -> list[str]:
    """The BibTeX records an ORCID export attaches (``"citation": {"type": "bibtex", "value": ...}``; ORCID's API:
    ``{"citation-type": "bibtex", "citation-value": ...}``)."""
    texts = (_citation_value(entry.get(key)) for key in ("citation", "x-citation", "bibtex", "x-bibtex"))
    return [text for text in texts if isinstance(text, str) and text.lstrip().startswith("@")]


def bibtex_field(record: str, key: str) -> str | None:
    """A field of a BibTeX record as one line, without its braces or quotes.

    >>> bibtex_field('@book{k,\\n author={Paz, Marisol and Roy, Ana},\\n publisher={Wiley}\\n}', "publisher")
    'Wiley'
    """
    # the value runs to the brace or quote before the next field, or before the record's closing brace
    found = re.search(rf"\b{key}\s*=\s*[{{\"](.+?)[}}\"]\s*,?\s*(?:\n|\w+\s*=|}}\s*$)", record, re.I | re.S)
    return " ".join(found.group(1).split()) if found else None


def bibtex_authors(entry: dict[str, Any]) -> tuple[str, ...]:
    """The authors of the BibTeX record an export attaches, as it writes them: ``Paz, Marisol and Glymour,
    Theodora M.`` (Crossref's BibTeX today), ``Marisol Paz and Theodora M. Glymour`` (as it was), one author alone.

    >>> bibtex_authors({"citation": "@article{k,\\n author = {Marisol Paz and Theodora M. Glymour}\\n}"})
    ('Marisol Paz', 'Theodora M. Glymour')
    """
    for record in bibtex_records(entry):
        field = bibtex_field(record, "author")
        if field and "\\" in field:
            field = " ".join(inline_text(field).split())  # LaTeX's accents: "M{\\"u}ller" is Müller
        if found := nm.bibtex_names(field or ""):
            return found.names
        parts = [p for p in re.split(r"\s+and\s+", field or "") if p.strip() and p.strip().lower() != "others"]
        shapes = {nm.name_shape(p) for p in parts}
        if parts and (shapes == {"given"} or (len(parts) == 1 and shapes == {"inverted"})):
            return tuple(nm.clean_name(p) for p in parts)
    return ()


def formatted_authors(entry: dict[str, Any]) -> tuple[str, ...]:
    """The authors that open the formatted citation an export attaches (ORCID's ``formatted-apa``,
    ``formatted-vancouver``...: ``Smith, J., & Lee, C. (2022). Title...``), as it writes them."""
    texts = (_citation_text(entry.get(key)) for key in custom.CITATION_KEYS)
    found = (split_author_prefix(text.strip()) for text in texts if text)
    return next((without_closing_period(names.names) for names, _ in filter(None, found) if names.names), ())


def _citation_text(value: object) -> str | None:
    """A formatted citation an export keeps beside the fields, as a string or ``{"type": ..., "value": ...}``; not
    a BibTeX record (read apart)."""
    text = _citation_value(value)
    return text if isinstance(text, str) and text.strip() and not text.lstrip().startswith("@") else None


def _citation_value(value: object) -> object:
    """A citation field's text: the string itself, or its object's ``value`` (ORCID's API: ``citation-value``,
    beside its ``citation-type``, "bibtex" or "formatted-apa")."""
    if isinstance(value, dict):
        return next((value.get(k) for k in ("value", "citation-value") if k in value), None)
    return value


def _coauthors(summary: str | None) -> tuple[str, ...]:
    """The co-authors a publication's summary names after "with", if all of it reads as names."""
    if not summary:
        return ()
    summary = AFFILIATION_RE.sub("", _PLACE_MARK_RE.sub("", summary))  # "with A. Smith (CMU) and B. Jones (MIT)"
    summary = re.sub(r"\b(?:Dr|Prof|Profs|Drs)\.?\s+(?=[A-Z])", "", summary)  # "with Dr. A and Prof. B"
    if m := _COAUTHORS_LABEL_RE.search(summary):
        summary = "with " + summary[m.end() :].replace(";", ",")  # "Coauthors: A; B"
    if (m := WITH_COAUTHORS_RE.search(summary)) is None:
        return ()
    listed = m.group("names").strip()
    first = re.split(r"(?<![A-Z])\.\s+", listed, maxsplit=1)[0]  # "A. Bo and C. Di. Vol. 115(4), pp. 1-9."
    if first != listed and (names := nm.split_names(first).names) and nm.all_names(names):
        return without_closing_period(names)
    if found := split_author_prefix(listed):  # the names, then maybe more sentences
        return without_closing_period(found[0].names)
    names = nm.split_names(re.sub(r"(?<![A-Z])\.$", "", listed)).names
    return without_closing_period(names) if names and nm.all_names(names) else ()


# "Authors: A, B.", also as a later sentence ("Journal article. Authors: ...") and in other languages ("Autores:")
_AUTHORS_LABEL_RE = re.compile(
    r"(?:^|[.;]\s+)(?:(?:other|all|full)\s+)?(?:co-?)?(?:authors?|contributors?|autor(?:es|as)?|auteurs?|autori|autoren)"
    r"(?:\s+list)?(?:\s*\([^()]{1,20}\))?\s*:\s*",  # "Authors (in order):", "Author list:", "Other authors:"
    re.I,
)
# What the summary says of the subject's place among the authors, before the list: "Second author. A, B, C."
_AUTHOR_PLACE_RE = re.compile(
    r"^\s*(?:first|second|third|fourth|fifth|last|senior|lead|corresponding|co-?first|joint first)\s+author\s*[.;:]\s*",
    re.I,
)
_PLACE_MARK_RE = re.compile(
    r"\s*\((?:(?:first|last|senior|lead|corresponding|co-?first|joint first)(?:\s+authors?)?|equal contribution"
    r"|me|myself|self)\)",
    re.I,
)
# A group the authors wrote for, after their names: "A, B, C; on behalf of the RN4CAST Consortium."
_ON_BEHALF_RE = re.compile(
    r"[;,]?\s*\b(?:on behalf of|for the)\s+[^.;]*\b(?:group|consortium|investigators|collaborat\w+|network|study"
    r"|team)\b",
    re.I,
)
# "Ruiz, D. y Ortega, M.": "and" in the summary's language, between two names
_OTHER_AND_RE = re.compile(r"(?<=\.)\s+(?:y|e|und|et|i)\s+(?=[A-ZÀ-Þ])")
# The note that explains the marks after names: "(* equal contribution)", "(co-first authors)"
_MARKS_NOTE_RE = re.compile(
    r"\s*\((?:[*†‡§#]+\s*[^()]*|(?:equal|joint) contributions?|co-?first authors?|corresponding authors?)\)", re.I
)
# ACS: names parted by semicolons, the last one's initials (and a corresponding author's "*") before the journal
_ACS_AUTHORS_RE = re.compile(r"^((?:[^;]+;\s*)+[^;,]+,\s*(?:[A-Z]\.\s?-?){1,3})\**\s+(?=[A-Z][a-z]|[A-Z]{2})")
# ACS: the last author's initials, then a journal abbreviated from an initial ("J. Am. Chem. Soc.", "J. Org. Chem.")
# (only "J." and "Z." are journal words alone: "Okonkwo, B. T. Angew. Chem." keeps its T.)
_JOURNAL_AFTER_INITIALS_RE = re.compile(r"(?<=\b[A-Z]\.)\s+(?=[JZ]\.\s+[A-Z][a-z]+\.\s)")


def _summary_authors(summary: str | None, subject: str) -> tuple[str, ...]:
    """The author list that opens a publication's summary, or else one of its later sentences ("A cohort study.
    Kelly M, Byron A."), if it names the subject."""
    if not summary:
        return ()
    whole = plain_text(summary)  # "<b>Ada Byron</b>, ...": the subject set in bold
    starts = [0, *(m.end() for m in _SENTENCE_START_RE.finditer(whole))]
    if found := next((found for at in starts if (found := _opening_authors(whole[at:], subject))), ()):
        return found
    # a line of its own ("Smith J, Ruiz AM\n\nAbstract: ..."), or the names before a dash or a bar that parts them
    # from the rest ("J. Smith, A. Ruiz - J Text Sci 2021")
    lines = [plain_text(line) for line in re.split(r"\s*\n\s*|<br\s*/?>", summary, flags=re.I) if line.strip()]
    pieces = [part for line in lines for part in (line, re.split(r"\s+[-–—|]\s+", line)[0])]
    if found := next((found for piece in pieces if (found := _opening_authors(piece, subject))), ()):
        return found
    # the sentence that opens a line, when every part of it is a name though not all of one shape ("Lee, S., Roy,
    # P., and D. Kim. 46(2), 1-9."), or names the name reader does not know, a semicolon between ("Smith, John;
    # Ruiz, Ana María")
    opening = [re.split(r"(?<=[a-z]{2})\.\s|(?<=[A-Z]\.)\s+(?=\d)", line)[0].rstrip(".") for line in lines]
    listed = (custom.semicolon_names(o) if ";" in o else custom.mixed_names(o) for o in opening)
    return next((found for found in listed if _names_surname(found, subject)), ())


# Where a later sentence of a summary starts (an initial's period ends none: "Kelly M. A. Byron")
_SENTENCE_START_RE = re.compile(r"(?<=[a-z]{2}[.!?])\s+(?=[A-Z])")
# "By A, B and C.", "Authors include A, B and C": words before an author list that are no names
_BY_LEAD_RE = re.compile(r"^\s*(?:(?:written\s+)?by|authors?\s+include)\s+", re.I)


# A sentence of one to three words that opens a summary: "Software.", "Op-ed.", "Data set."
_LABEL_SENTENCE_RE = re.compile(r"^([^\W\d_][\w-]*(?:\s+[\w-]+){0,2})\.\s+(?=[^\W\d_])")


def _opening_authors(summary: str, subject: str) -> tuple[str, ...]:
    """The author list that opens the text, if it names the subject."""
    summary = _BY_LEAD_RE.sub("", re.sub(r"^[^\w\"“‘'(]+", "", summary))  # "📄 Smith J, ...": a symbol before
    if (kind := TYPE_SUMMARY_RE.match(summary)) and kind.group(0).rstrip().endswith("."):
        summary = summary[kind.end() :].lstrip()  # "Poster presentation. Raman SK, Lund C.": the kind, then names
    elif (label := _LABEL_SENTENCE_RE.match(summary)) and custom.stated_kind(label.group(1)):
        summary = summary[label.end() :]  # "Software. Lee A, Roy B.", "Data set. ...": another kind, then names
    summary = _ON_BEHALF_RE.sub("", _AUTHOR_PLACE_RE.sub("", summary))
    summary = _PLACE_MARK_RE.sub("", summary)  # "Brennan A (first author), Kelly M"
    summary = re.sub(r"(?<=[A-Z]\.)\*+", "", summary)  # "Sato, B.*": the corresponding author's mark
    if (m := _JOURNAL_AFTER_INITIALS_RE.search(summary)) and "," in summary[: m.start()]:
        summary = summary[: m.start()]  # "Lund, K. M. J. Am. Chem. Soc. 2024": the J. opens the journal
    elif acs := _ACS_AUTHORS_RE.match(summary):
        summary = acs.group(1)  # "Duong, K. A.; Sato, B. Org. Lett. 2023, 25, 1-9": the names up to the journal
    if m := _AUTHORS_LABEL_RE.search(summary):
        listed = _MARKS_NOTE_RE.sub("", summary[m.end() :])  # "A*, B* (* equal contribution)."
        listed = re.sub(r"(?<![A-Z])\.\s*$", "", _OTHER_AND_RE.sub(", ", listed).strip())
        found = split_author_prefix(listed)  # the names, then maybe more sentences
        names = found[0].names if found else nm.split_names(listed).names
    elif bibtex := nm.bibtex_names(summary):
        names = bibtex.names  # "Sharma, Ishaan and Okafor, Chidinma N.": a BibTeX author field, whole
    elif (shaped := nm.latin_shaped(summary)) != summary and (found := split_author_prefix(shaped)):
        # "Иванова О. В., Петров С. Н. Название // ...": a Cyrillic list read in its Latin shape, one character
        # for one, each name read back from its place
        names = tuple(summary[i : i + len(n)] if (i := shaped.find(n)) >= 0 else n for n in found[0].names)
    elif shaped == summary and (found := split_author_prefix(summary)):
        names = found[0].names
    elif (whole := nm.split_names(summary.strip())).names and nm.all_names(whole.names):
        names = whole.names  # the summary is the author list and nothing else ("Lee, A., & Ng, B.")
    elif (folded := _ascii_letters(summary)) != summary and (found := split_author_prefix(folded)):
        # "Wójcik, É., & Li, W. (2021)": the citation reader knows ASCII initials only; the folded text has
        # the same length, so each name is read back from the place it has there
        names = tuple(summary[i : i + len(n)] if (i := folded.find(n)) >= 0 else n for n in found[0].names)
    else:
        return ()
    # a name written family first ("Li Wei" cited "Li, W."): any word of the subject's name, whole
    words = {w for w in re.split(r"[\s,.‐-]+", _ascii_letters(subject).lower()) if len(w) >= 2}
    named = _names_surname(names, subject) or any(
        w in words for n in names for w in re.split(r"[\s,.‐-]+", _ascii_letters(n).lower())
    )
    # a name in Cyrillic, the subject's in Latin letters ("Иванова О. В." for Olga Ivanova)
    named = named or _names_surname(tuple(nm.latin_transliteration(n) for n in names), _ascii_letters(subject))
    return without_closing_period(names) if named else ()


def _names_surname(names: tuple[str, ...], subject: str) -> bool:
    """Whether one of the names carries the subject's surname, or a part of a double one ("Ostrowski, P. R." for
    Raghunathan-Ostrowski)."""
    parts = [p for p in re.split(r"[-‐]", subject.split()[-1].lower()) if len(p) > 3] or [subject.split()[-1].lower()]
    return any(part in n.lower() for n in names for part in parts)


def _ascii_letters(text: str) -> str:
    """Each accented letter as its base letter (``É`` -> ``E``), one character for one, so places match."""
    out = []
    for c in text:
        base = unicodedata.normalize("NFKD", c)[0]
        out.append(base if base.isascii() and base.isalpha() else c)
    return "".join(out)
