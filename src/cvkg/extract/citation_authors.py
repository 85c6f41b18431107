"""The author list a citation opens with: where the names end and the title begins.

``split_author_prefix`` reads the names off the head of a citation (``Lund, A., & Roy, C. (2021). Title...``),
and the patterns here read the date styles set straight after the names (APA's ``(2021)``, Harvard's ``2021,``).
"""

from __future__ import annotations

import re

from cvkg.extract import names as nm

# After the authors: APA's "(2024)", "(2023, August)", "(in review)"; ACM's and ACL's bare "2023."
_STATUS_WORDS = (
    r"in press|in review|under review|in preparation|submitted|forthcoming|accepted|n\.\s?d\."
    r"|revise (?:and|&) resubmit|r&r|in revision|conditionally accepted"
)
_AUTHOR_DATE = (
    rf"\(\s*(?:(?:19|20)\d\d[a-z]?(?:,\s*[A-Za-z]+\.?(?:\s+\d{{1,2}}(?:[-–]\d{{1,2}})?)?)?|{_STATUS_WORDS})\s*\)"
)
# (ASME's year between commas: "Lund, A., and Roy, C., 2021, “Title”, Journal")
TRAILING_AUTHOR_DATE_RE = re.compile(
    r"\s*\(\s*((?:19|20)\d\d)[a-z]?\s*\)\s*[.,:]?$|(?<=[.,])\s*((?:19|20)\d\d)[a-z]?[.,]?$"
)
# ... and the Royal Society's and the Genetics Society's year with no stop, the title straight after it:
# "Lund AB, Roy C. 2021 Title. Proc. R. Soc. B", "Lund, A. B., and C. Roy, 2021 Title. Genetics 218: 1-9."
_YEAR_THEN_TITLE = r"((?:19|20)\d\d)[a-z]?(?-i:(?=\s+[\"“‘']?[A-Z]))"
PARENYEAR_RE = re.compile(rf"^(?:{_AUTHOR_DATE}|((?:19|20)\d\d)[a-z]?(?=\.\s)|{_YEAR_THEN_TITLE})\s*[.,:]?\s*", re.I)
# AOSIS's and ASME's Harvard, the year between commas: "Lund, A. & Roy, C., 2021, Title, Journal, 4(1), 1–9."
_COMMA_YEAR = r"(?:19|20)\d\d[a-z]?,\s"
COMMA_YEAR_RE = re.compile(rf"^({_COMMA_YEAR})\s*")
# Text that can only continue an author list: "and H. Lindqvist", "& Kim", "R. F., ...", "Kim, S.", and a foreign
# "and" before a name ("y Darrow, P.", "et P. Darrow"; only before a name: "e", "a" and "i" open titles too)
# (capitals of any Latin alphabet: "Öztürk, Ç.")
CAP = f"[{nm.CAPITAL}]"
_PARTICLE = f"(?:{'|'.join(sorted(nm.SURNAME_PARTICLES, key=len, reverse=True))})"
_LIST_GOES_ON_RE = re.compile(
    # (an initial's period doubled where APA's "(Eds.)" after it went to the notes: "Roy, M. J.. (2021)")
    rf"^(?:and\s|&|et\.?\s+al\b|\.\s*\.|{CAP}[*†‡]*\.\.?[*†‡]*(?:[-\s,;]|$)|{CAP}\.?[*†‡]*,"
    rf"|{CAP}[\w'’-]+(?:\s{CAP}[\w'’-]+)?,\s+{CAP}\."
    # "Ana D. Weems et al. Title": the surname after the initial, then the truncation
    rf"|{CAP}[\w'’-]+\s+et\.?\s+al\b"
    # the particles Chicago and AOSIS set behind the initials: "Sá, G. de, Vogt, I.", "Berg, P. van den & Roy, C."
    rf"|{_PARTICLE}(?:\s+{_PARTICLE})?\s*(?:[,;&]|and\s)"
    rf"|{nm.FOREIGN_AND}\s+(?:{CAP}\.|{CAP}[\w'’-]+,\s+{CAP}\.?(?:[\s,.]|$)|{CAP}[\w'’-]+\s+{CAP}[\w'’-]+[.,]))"
)


# A first author's surname, the others truncated, then APA's year: "Mayer et al. (2019)", "van Dijk *et al.* (2020)"
_SURNAME_ET_AL_RE = re.compile(
    rf"^((?:(?:van|von|de|der|den|du|da|di|le|la)\s+)*{CAP}[\w'’-]+)\s+[*_]?et\.?\s+al\.?[*_]?,?\s*(?={_AUTHOR_DATE})"
)


def split_author_prefix(text: str) -> tuple[nm.AuthorList, str] | None:
    """``"A B, C D. Rest"`` -> (the names, ``"Rest"``), or ``None`` when no name list starts the text."""
    fallback: tuple[nm.AuthorList, str] | None = None
    if lone := _SURNAME_ET_AL_RE.match(text):
        # "Mayer et al. (2019) Title": a surname alone is a name for certain before "et al." and the year
        return nm.AuthorList((lone.group(1),), True), text[lone.end() :]
    # LNCS ends the list with a colon after the last initial: "Quill, M., Oduya, R.: Title."; Elsevier's
    # Harvard with a comma before the year: "Quill, M., Oduya, R., 2020. Title."
    for m in re.finditer(
        rf"\.:?(?=\s+[^\s,.;])|\.(?=\s*\()|\.?\s*(?={_AUTHOR_DATE})|\.,(?=\s*(?:19|20)\d\d[a-z]?\.\s)"
        rf"|,(?=\s*{_YEAR_THEN_TITLE})|\.,(?=\s*{_COMMA_YEAR})|(?<={CAP}):(?=\s+[\"“‘']?[A-Z0-9])",
        text,
        re.I,
    ):
        head = text[: m.start()].strip()
        if m.group(0) == ":" and not _vancouver_names(head):
            continue  # BMC's and Current Opinion's colon closes undotted initials only: "Lund AB, Roy C: Title."
        edited = _EDITORS_TAIL_RE.search(head)
        head = head[: edited.start()] if edited else head  # Vancouver's "Lund AB, Roy C, editors."
        if not head:
            continue
        authors = nm.split_names(head)
        if nm.is_group_author(head) and _SENTENCE_AFTER_RE.search(rest := text[m.end() :].strip()):
            # "Kidney Genetics Consortium (KGC). Title. *Journal*, 2022.": a group alone signs the paper
            return nm.AuthorList((head,), False), rest
        if not (authors.names and nm.all_names(authors.names)) and text[m.start() : m.start() + 1] == ".":
            # "Hallworth, Tobias R. Title": one inverted name with its initial, unless a longer list reads on
            # ("Thu Nguyễn, Rachel K. Dunmore. Title")
            dotted = nm.split_names(head + ".")
            if nm.all_names(dotted.names) and (rest := text[m.end() :].strip()):
                if len(dotted.names) == 1 and nm.list_reads_on(dotted.names[0], rest):
                    continue  # "Chidi Okafor, María L. Fernández, Xin Li": the initial's period ends no list
                closes = re.search(r"\b[A-Z]$", head) and not _LIST_GOES_ON_RE.match(rest)
                if len(dotted.names) > 1 and closes:
                    return dotted, rest  # "Bryce, Allison; Halvorsen, Gideon M. Title": the initial closes the list
                fallback = fallback or (dotted, rest)
            continue
        if not authors.names or not nm.all_names(authors.names):
            continue
        rest = text[m.end() :].strip()
        if not rest:
            return None
        if _LIST_GOES_ON_RE.match(rest):
            continue
        names = restore_final_dot(authors.names, text[m.start() : m.start() + 1] == ".")
        if (
            len(authors.names) == 1
            and nm.name_shape(authors.names[0]) == "surname"
            and re.match(r"[A-Z][\w'-]+(?:[.,]\s|\s+(?:and|&)\s+[A-Z])", rest)
        ):
            # "Thomas E. Anderson. Title", "Thomas E. Anderson and Ruth Lee. Title": the initial was not the end of
            # the list -- unless no longer list
            # reads ("Papadakis T. Memory, Ruin, and the Novel.": a sole author before a title with commas)
            fallback = fallback or (nm.AuthorList(names, authors.is_truncated), rest)
            continue
        return nm.AuthorList(names, authors.is_truncated), rest
    return fallback


def _vancouver_names(head: str) -> bool:
    """Whether ``head`` is names in Vancouver's shape, each a surname and its undotted initials (``Lund AB``)."""
    found = nm.split_names(head)
    return bool(found.names) and all(
        nm.name_shape(n) == "surname" and not n.endswith(".") and "," not in n for n in found.names
    )


# A title's end before the venue: "Title. *Journal*", "Title. Journal"
_SENTENCE_AFTER_RE = re.compile(r"\w[.?!]\s+[*_]*[A-Z]")
_EDITORS_TAIL_RE = re.compile(r"(?:,\s*|\s+\()(?:editors?|eds?)\.?\)?$", re.I)


# An initial with its period before the particles a family-first list moves behind it: "Sá, G. de"
_DOTTED_BEFORE_PARTICLE_RE = re.compile(rf",\s+(?:{CAP}\.\s*)+{_PARTICLE}(?:\s+{_PARTICLE})?$")


def restore_final_dot(names: tuple[str, ...], had_dot: bool) -> tuple[str, ...]:
    """Give ``Pekhimenko G`` back its dot when the other initials in the list have one."""
    last = names[-1]
    if not had_dot or nm.name_shape(last) != "surname" or last.endswith("."):
        return names
    dotted = [n for n in names[:-1] if n.endswith(".") or _DOTTED_BEFORE_PARTICLE_RE.search(n)]
    if not dotted and re.search(r"\s[A-Z]{2,3}$|^[^,\s]+\s[A-Z]$", last):
        return names  # Vancouver's undotted initials ("Lund MF.", "Lund M."): the period ends the list
    if len(names) == 1 or dotted or "." in last:  # ("Ng, B; Lee, M. S.": the name's own initials are dotted)
        return (*names[:-1], last + ".")
    return names
