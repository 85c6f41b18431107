"""Person-name helpers: clean one name, tell a name from other words, split author lists.

Names are kept as the document spells them (``Zhu H.`` stays ``Zhu H.``); only marks
that are not part of the name go: emphasis, co-first-author stars, honorifics.

Two shapes of name are recognised, because author lists use one or the other:

* *given-first*: ``Thomas E. Anderson``, ``T-H. Hubert Chan``, ``Vincent van Gogh``
* *surname-first*: ``Zhu H.``, ``Zhu H``, ``El-Sayed N``, ``Qian, Z.`` (with a comma)

and, first in a Chicago or MLA list only, the *inverted* full name ``Beltrán Ocampo, Sofía``.

>>> split_names("Ada Lovelace, Alan Turing and Grace B. Hopper").names
('Ada Lovelace', 'Alan Turing', 'Grace B. Hopper')
>>> split_names("Qian, Z., He, Y., ... , Zhang, Z.").names
('Qian, Z.', 'He, Y.', 'Zhang, Z.')
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass

from nameparser.config import CONSTANTS as NAMEPARSER

# The capital letters of the Latin alphabets CVs are written in, for character classes (re has no \p{Lu}): A-Z,
# Latin-1's (À-Þ) and Latin Extended-A's (Ş, Ğ, İ, Č, Ł, Ő ...), which open Turkish, Czech and Polish words too
CAPITAL = "A-ZÀ-ÖØ-Þ" + "".join(c for c in map(chr, range(0x100, 0x180)) if c.isupper())
HONORIFICS = re.compile(
    r"^(?:(?:prof(?:essor)?|dr|mr|mrs|ms|mx|sir|assoc\.?\s*prof|asst\.?\s*prof"
    # the same in other languages: "Dra.", "Profa.", "Dott.ssa", "Dr.-Ing.", "Mme", "Pr.", Turkish "Doç."
    r"|dra|profa|dott(?:\.?ssa)?|dr\.?-ing|dr\.?\s?rer\.?\s?nat|mme|mlle|pr|doç)\.?\s+)+",
    re.IGNORECASE,
)
# (a caret's superscript first, before its caret alone: "Lee C^{1,*}"; Unicode's superscript digits: "Lee C¹²")
_MARKS_RE = re.compile(r"\^\{?[\d,*a-z]+\}?|[*†‡§¶#^✉★☆✝⁎∗⋆⁰¹²³⁴⁵⁶⁷⁸⁹]+|\\[a-z]+\{?\}?")
# The HTML emphasis an export keeps around the subject's name: "<b>Lee C</b>", "<strong>", "<u>", "<em>"
_EMPHASIS_TAG_RE = re.compile(r"</?(?:b|strong|em|i|u|mark|span)(?:\s[^<>]*)?>", re.I)
_SPACE_RE = re.compile(r"\s+")
# An initial or a run of them: "E.", "C.M.", "T-H.", "H", "FM", "J.-P."; "S.-Y" is "S.-Y." before its final period
# (an initial may carry an accent: "José Á. Pérez")
_INITIAL_RE = re.compile(
    r"^(?:[A-ZÀ-ÖØ-Þ]\.-?){1,3}$|^[A-ZÀ-ÖØ-Þ]\.-?[A-ZÀ-ÖØ-Þ]$|^[A-ZÀ-ÖØ-Þ]-[A-ZÀ-ÖØ-Þ]\.?$|^[A-Z]{1,2}$"
    r"|^[A-ZÀ-ÖØ-Þ]\.?[A-ZÀ-ÖØ-Þ]\.$"
)
# Lower-case words that belong to a surname ("van Gogh", "bin Salman", "dos Santos", "ter Horst");
# the resolver reads surnames with the same list.
SURNAME_PARTICLES = frozenset(
    [
        "van",
        "von",
        "de",
        "der",
        "den",
        "del",
        "della",
        "dela",
        "di",
        "da",
        "du",
        "le",
        "la",
        "bin",
        "ibn",
        "al",
        "el",
        "dos",
        "das",
        "do",
        "ter",
        "ten",
        "y",
        "zu",
        "st.",
        "st",
        # Irish: "Ó Súilleabháin", "Ní Bhriain", "Uí Dhónaill"
        "ó",
        "ní",
        "nic",
        "uí",
    ]
)
# Words that begin or fill titles and venues; a "name" made of them is not a name.
_NOT_NAME_WORDS = frozenset(
    [
        "the",
        "a",
        "an",
        "of",
        "for",
        "and",
        "in",
        "on",
        "at",
        "to",
        "with",
        "via",
        "using",
        "from",
        "by",
        "towards",
        "toward",
        "into",
        "over",
        "under",
        "is",
        "are",
        "conference",
        "symposium",
        "workshop",
        "journal",
        "proceedings",
        "proc",
        "international",
        "annual",
        "transactions",
        "university",
        "institute",
        "college",
        "school",
        "department",
        "lab",
        "laboratory",
        "center",
        "centre",
        "research",
        "group",
        "learning",
        "systems",
        "system",
        "network",
        "networks",
        "networking",
        "data",
        "deep",
        "machine",
        "computing",
        "computer",
        "cloud",
        "distributed",
        "efficient",
        "scheduling",
        "analysis",
        "design",
        "model",
        "models",
        "neural",
        "language",
        "large",
        "scale",
        "training",
        "serving",
        "framework",
        "approach",
        "study",
        "performance",
        "secure",
        "fast",
        "towards",
        "preprint",
        "arxiv",
        "ieee",
        "acm",
        "usenix",
        "springer",
        "elsevier",
        "press",
        "vol",
        "volume",
        "pages",
        "pp",
        "no",
        "technical",
        "report",
        "patent",
        "abstract",
        "paper",
        "poster",
        "demo",
        "new",
        "how",
        "why",
        "what",
        "when",
        "curriculum",
        "vitae",
        "resume",
        "cv",
        "welcome",
        "home",
        "page",
        "homepage",
        "hello",
        "contact",
        "personal",
        "information",
    ]
)
# "...", "…", and an editor's elision in brackets, "[...]", "(…)": the names left out
_ELLIPSIS_RE = re.compile(r"[\[(]\s*(?:(?:\.\s*){3}|…)\s*[\])]|(?:\.\s*){3}|…")
_ET_AL_RE = re.compile(r",?\s*\bet\.?\s+al\b\.?", re.IGNORECASE)
_AND_RE = re.compile(r"\s*(?:,\s*and\s+|\s+and\s+|\s*&\s*|;\s*)", re.IGNORECASE)
# "and" in the languages CVs are written in: Spanish y, Portuguese and Italian e, French et, German und, Dutch en,
# Norwegian and Danish og, Swedish och, Catalan, Polish and Croatian i, Czech and Slovak a, Hungarian és, Turkish
# ve, Russian, Bulgarian and Serbian и, Ukrainian і and та. Several are ordinary words of titles, and "y" is a
# particle of Spanish surnames ("Ortega y Gasset"), so one joins two names only where the list it leaves is all
# names (see ``_join_conjunctions``).
FOREIGN_AND = r"(?:y|e|et|und|en|og|och|i|a|és|ve|и|і|та)"
_CYRILLIC_CAPITAL = "Ѐ-ЯҐЄІЇЈЉЊЋЏ"
_FOREIGN_AND_RE = re.compile(rf"(?<=[\w.]),?\s+{FOREIGN_AND}\s+(?=[{CAPITAL}{_CYRILLIC_CAPITAL}])")


@dataclass(frozen=True, slots=True)
class AuthorList:
    """Names in order, and whether the list was cut short (``...`` or ``et al.``)."""

    names: tuple[str, ...]
    is_truncated: bool = False


def clean_name(text: str) -> str:
    """One name without emphasis, footnote marks, honorifics or trailing punctuation.

    >>> clean_name("Prof. Yafei Dai")
    'Yafei Dai'
    >>> clean_name("**Liangyu Zhao***")
    'Liangyu Zhao'
    """
    text = _MARKS_RE.sub("", _EMPHASIS_TAG_RE.sub("", text).replace("_", " "))
    text = _SPACE_RE.sub(" ", text).strip(" ,;:")
    text = HONORIFICS.sub("", text)
    return text.strip(" ,;:")


# Credentials nameparser does not list: board certifications and Commonwealth degrees ("BCIDP", "MBBS", "FRACP")
_MORE_CREDENTIALS = frozenset(["bcps", "bcidp", "ccrn", "msn", "bsn", "mbbs", "fracp", "frcpc", "mrcp", "frcs", "ms"])
# A credential as CVs write one: capitals, maybe a period or a hyphen ("ACNP-BC", "PharmD", "Ph.D."); never a roman
# numeral ("III" ends a name)
_CREDENTIAL_SHAPE_RE = re.compile(r"(?=(?:[a-z]*[A-Z]){2})[A-Z][A-Za-z]{1,6}(?:-[A-Z]{1,4})?")


def is_credential(token: str) -> bool:
    """Whether ``token`` is a degree or a credential written after a name (``PhD``, ``PH.D.``, ``ACNP-BC``).

    >>> is_credential("Ph.D."), is_credential("BCIDP"), is_credential("III"), is_credential("Rania")
    (True, True, False, False)
    """
    bare = token.strip(" .*_").replace(".", "")
    if not bare or re.fullmatch(r"[IVX]+", bare):
        return False
    if _is_known_credential(bare):
        return True  # "Ph. D.", "Dr. PH" as well
    return bool(_CREDENTIAL_SHAPE_RE.fullmatch(bare))


def without_credentials(text: str) -> str:
    """A name without the degrees and credentials after it: ``Jo Lund, PhD, RN, FAAN`` -> ``Jo Lund``.

    In a name set in capitals only credentials known by name go (``ANNA LUND, PH.D.``; ``LUND, ANNA`` keeps
    ``ANNA``).

    >>> without_credentials("Hannah Oduya, PharmD, BCPS, BCIDP"), without_credentials("LUND, ANNA")
    ('Hannah Oduya', 'LUND, ANNA')
    """
    parts = [p.strip() for p in text.split(",")]
    while len(parts) > 1 and (_is_known_credential(parts[-1]) if text.isupper() else is_credential(parts[-1])):
        parts.pop()
    return ", ".join(parts)


def _is_known_credential(token: str) -> bool:
    bare = token.strip(" .*_").replace(".", "").replace(" ", "").lower()
    return bare in NAMEPARSER.suffix_acronyms or bare in _MORE_CREDENTIALS


def is_initial(token: str) -> bool:
    """Whether ``token`` is an initial or a run of them (``E.``, ``C.M.``, ``H``, ``FM``, ``É.``, ``Å``).

    >>> is_initial("É."), is_initial("Å-J."), is_initial("Él")
    (True, True, False)
    """
    return bool(_INITIAL_RE.match(_fold(token)))


def _fold(text: str) -> str:
    """``text`` without its accents (``É`` -> ``E``), one character for one."""
    if text.isascii():
        return text
    return "".join(unicodedata.normalize("NFKD", ch)[0] for ch in text)


def _is_initials_then_particles(tokens: list[str]) -> bool:
    """``P. van den``, ``A. da``: initials, then the particles a family-first list moves behind them
    (Chicago's and MLA's ``Berg, P. van den``)."""
    at = next((i for i, t in enumerate(tokens) if not is_initial(t)), len(tokens))
    return 1 <= at <= 3 and all(t.lower() in SURNAME_PARTICLES for t in tokens[at:]) and len(tokens) - at <= 2


@functools.lru_cache(maxsize=4096)
def _is_word(token: str) -> bool:
    """A capitalised name word: ``Zhuo``, ``Klaus-Tycho``, ``O'Brien``, ``Förster``, ``赵汉宇``."""
    core = token.strip(".'’")
    if not core or any(ch.isdigit() for ch in core):
        return False
    if not all(ch.isalpha() or ch in "-'’." for ch in core):
        return False
    if "\u4e00" <= core[0] <= "\u9fff":
        return True
    return (core[0].isupper() and core.lower() not in _NOT_NAME_WORDS and not core.isupper()) or (
        len(core) <= 3 and "-" in core and core[0].isupper()
    )


_CYRILLIC_RE = re.compile("[\u0400-\u04ff]")


def latin_shaped(text: str) -> str:
    """A Cyrillic name with each letter a Latin one of its case (``Иванова А. В.`` -> ``Kaaaaaa K. K.``), so that
    the shapes read for Latin names read it too; one character for one."""
    return "".join(("K" if c.isupper() else "a") if "\u0400" <= c <= "\u04ff" and c.isalpha() else c for c in text)


# Cyrillic letters in Latin ones, as scholarly and passport transliterations mostly write them (ж zh, х kh, ц ts,
# щ shch, ю yu, я ya; the soft and hard signs dropped); the spelling a subject chose may differ a little
_CYRILLIC_LATIN = dict(zip(
    "абвгдеёжзийклмнопрстуфхцчшщъыьэюяіїєґўјђћџљњ",
    ["a", "b", "v", "g", "d", "e", "e", "zh", "z", "i", "y", "k", "l", "m", "n", "o", "p", "r", "s", "t", "u", "f",
     "kh", "ts", "ch", "sh", "shch", "", "y", "", "e", "yu", "ya", "i", "yi", "ye", "g", "u", "j", "dj", "c", "dz",
     "lj", "nj"],
    strict=True,
))  # fmt: skip


def latin_transliteration(text: str) -> str:
    """Cyrillic text in Latin letters, lower case, for matching a name across scripts.

    >>> latin_transliteration("Иванова О. В."), latin_transliteration("Щербаков")
    ('ivanova o. v.', 'shcherbakov')
    """
    return "".join(_CYRILLIC_LATIN.get(c, c) for c in text.lower())


@functools.lru_cache(maxsize=4096)
def name_shape(text: str) -> str | None:
    """``"given"`` (``Thomas E. Anderson``), ``"surname"`` (``Zhu H.``) or ``None``.

    >>> name_shape("Zhu H"), name_shape("Eric P. Xing"), name_shape("Deep Learning Systems")
    ('surname', 'given', None)
    >>> name_shape("Иванова А. В."), name_shape("Анна Иванова")
    ('surname', 'given')
    """
    if _CYRILLIC_RE.search(text):
        text = latin_shaped(text)
    tokens = text.replace(",", " , ").split()
    if tokens.count(",") == 1 and len(tokens) >= 3:
        # "Qian, Z." -- surname, comma, initials; "Beltrán Ocampo, Sofía" -- surname, comma, given name.
        at = tokens.index(",")
        head, tail = tokens[:at], tokens[at + 1 :]
        if not (head and tail and all(_is_word(t) or t.lower() in SURNAME_PARTICLES for t in head)):
            return None
        if all(is_initial(t) for t in tail) or _is_initials_then_particles(tail):
            return "surname"
        return "inverted" if _is_given_part(tail) else None
    if "," in tokens or not 2 <= len(tokens) <= 5:
        return None
    spaced = [t for t in tokens[1:] if re.fullmatch(r"[A-Z]", t)]
    if len(tokens) in (3, 4) and len(spaced) == len(tokens) - 1 and _is_word(tokens[0]) and len(tokens[0]) > 1:
        return "surname"  # GB/T 7714's initials apart: "Ozin G A"
    dotted = [t for t in tokens[1:] if re.fullmatch(r"[A-Z]\.(?:-[A-Z]\.)?", t)]
    if len(tokens) in (3, 4) and len(dotted) == len(tokens) - 1 and _is_word(tokens[0]) and len(tokens[0]) > 1:
        return "surname"  # MNRAS's and A&A's initials apart, each with its period: "Vell A. B."
    if len(tokens) == 2 and re.fullmatch(r"[A-Z]{3}", tokens[1]) and _is_word(tokens[0]):
        return "surname"  # Vancouver's three initials: "Russell REK" (not "Dai ACM" after a given name)
    if is_initial(tokens[-1]) and len(tokens[-1].replace(".", "").replace("-", "")) <= 3:
        words = tokens[:-1]
        lead = next((t for t in words if t.lower() not in SURNAME_PARTICLES), "")
        if words and all(_is_word(t) or t.lower() in SURNAME_PARTICLES for t in words) and _is_word(lead):
            # "Zhu H" / "El-Sayed N" / Vancouver's "van den Berg P": every initial after a surname.
            return "surname"
        return None
    if not _is_word(tokens[-1]):
        return None
    for token in tokens[:-1]:
        if not (_is_word(token) or is_initial(token) or token.lower() in SURNAME_PARTICLES):
            return None
    if tokens[0] in SURNAME_PARTICLES and len(tokens) == 2:
        return None
    return "given"


def _is_given_part(tokens: list[str]) -> bool:
    """``Sofía``, ``John Q.``: one given name, then dotted initials at most (``Alvin R`` is half a name); the
    particles a family-first list moves behind it may close it (Chicago's ``Berg, Pieter van den``)."""
    particles = 0
    while particles < 2 and len(tokens) > 1 and tokens[-1].lower() in SURNAME_PARTICLES:
        tokens, particles = tokens[:-1], particles + 1
    return (
        len(tokens) <= 3
        and _is_word(tokens[0])
        and not is_initial(tokens[0])
        and all(is_initial(t) and t.endswith(".") for t in tokens[1:])
    )


def is_name(text: str) -> bool:
    """Whether ``text`` reads as one person's name in either shape."""
    return name_shape(clean_name(text)) is not None


def split_names(text: str) -> AuthorList:
    """An author list (nothing but names) -> the names in order.

    Handles ``A, B and C``, ``A, B, & C``, ``A; B``, ``Last F., Last F.``,
    ``Last, F., Last, F.``, ``...``, ``et al.`` and "and" in other languages (``A y B``, ``A und B``).
    """
    if bibtex := bibtex_names(text):
        return bibtex
    if (group := _LAST_GROUP_RE.search(text)) and " and " in group.group(0) and group.start() > 0:
        found = split_names(text[: group.start()].rstrip(" ,"))
        return AuthorList((*found.names, _group_by_name(group.group(0))), found.is_truncated)
    if (m := _GROUP_AFTER_ET_AL_RE.search(text)) and is_group_author(m.group("group")):
        text = text[: m.start()] + " et al."  # Vancouver's "A, B, et al.; X Investigators": the byline of those cut
    elif (m := _FOR_GROUP_RE.search(text)) and m.start() > 0 and is_group_author(m.group("group")):
        text = text[: m.start()]  # "A, for the X Committee": the group the authors wrote for, no author
    truncated = bool(_ELLIPSIS_RE.search(text)) or bool(_ET_AL_RE.search(text))
    text = _ET_AL_RE.sub("", text)
    text = _ELLIPSIS_RE.sub(",", text)
    text = _AND_RE.sub(", ", text)
    found = _join_conjunctions(text, truncated) if _FOREIGN_AND_RE.search(text) else None
    found = found or AuthorList(tuple(_group_by_name(n) for n in _pair_pieces(text)), truncated)
    if _CYRILLIC_RE.search(text) and not all_names(found.names):
        return _cyrillic_names(text) or found
    return found


def _cyrillic_names(text: str) -> AuthorList | None:
    """A Cyrillic list read as its Latin shape (``Иванова, А. В., Петров, С. Н.`` as ``Kaaaaaa, K. K., ...``),
    each name taken back from the place it has in the text (one character for one); ``None`` unless all are
    names."""
    folded = latin_shaped(text)
    found, names, at = split_names(folded), [], 0
    for name in found.names:
        if (at := folded.find(name, at)) < 0:
            return None
        names.append(text[at : at + len(name)])
        at += len(name)
    return AuthorList(tuple(names), found.is_truncated) if names and all_names(found.names) else None


def _group_by_name(name: str) -> str:
    """``the X Consortium`` -> ``X Consortium``: a group that signs a paper ("..., and the X Consortium") by its
    name alone."""
    name = name.strip()
    return re.sub(r"^the\s+", "", name) if is_group_author(name) else name


# BibTeX's author field: names parted by " and " alone, each "Last, First" ("Sharma, Ishaan and Berg, Maaike"),
# closed by "and others" when cut short; MathSciNet parts the same names by semicolons ("Halvorsen, Gideon M.;
# Wu, Jianing")
_BIBTEX_AND_RE = re.compile(r"\s+and\s+")
_SEMICOLON_RE = re.compile(r"\s*;\s*(?:and\s+|&\s*)?")


def bibtex_names(text: str) -> AuthorList | None:
    """``Last, First and Last, First`` or ``Last, First; Last, First``: each part one inverted name, its given
    names in full or initials; ``None`` when the text is not so written.

    >>> bibtex_names("Sharma, Ishaan and Van der Berg, Maaike and others")
    AuthorList(names=('Sharma, Ishaan', 'Van der Berg, Maaike'), is_truncated=True)
    >>> bibtex_names("Halvorsen, Gideon M.; Wu, Jianing").names
    ('Halvorsen, Gideon M.', 'Wu, Jianing')
    """
    parts = (_SEMICOLON_RE if ";" in text else _BIBTEX_AND_RE).split(text.strip())
    truncated = len(parts) > 2 and parts[-1].strip().lower() == "others"
    parts = parts[:-1] if truncated else parts
    if len(parts) < 2 or any(p.count(",") != 1 for p in parts):
        return None
    names = tuple(clean_name(p) for p in parts)
    if not all(name_shape(n) == "inverted" or name_shape(n) == "surname" for n in names):
        return None
    return AuthorList(names, truncated)


def list_reads_on(name: str, rest: str) -> bool:
    """Whether a lone "Surname Surname, Given I." read from a list's head is two names of a list in natural order
    that the initial's period seemed to close: "Chidi Okafor, María L. Fernández, Xin Li. Title" names three."""
    if len(name.split(",")[0].split()) < 2:
        return False  # "Okafor, Chidi L.": one surname, inverted
    sentence = re.split(r"(?<=\w\w)\.\s", rest, maxsplit=1)[0].rstrip(".")
    if "," not in sentence and " and " not in sentence:
        return False
    longer = split_names(f"{name} {sentence}")
    return len(longer.names) > 2 and all_names(longer.names)


def _join_conjunctions(text: str, truncated: bool) -> AuthorList:
    """A list whose last names a foreign "and" joins (``Quellen, M. y Darrow, P.``, ``M. Quellen et P. Darrow``):
    the conjunctions part names when every piece they leave is a name; else they stay inside the names
    (``José Ortega y Gasset``, whose "Gasset" alone is no name).

    >>> split_names("Quellen, M., Orvath, T. y Darrow, P.").names, split_names("José Ortega y Gasset").names
    (('Quellen, M.', 'Orvath, T.', 'Darrow, P.'), ('José Ortega y Gasset',))
    """
    # each side read on its own, so that no name is made across a conjunction ("Eduardo Pinto e Silva, Ana
    # Costa" is not "Eduardo Pinto, Silva", inverted, and Ana Costa), and each side holds a name
    sides = [_pair_pieces(side) for side in _FOREIGN_AND_RE.split(text)]
    parted = tuple(name for side in sides for name in side)
    is_parted = all(sides) and all_names(parted)
    return AuthorList(parted if is_parted else _pair_pieces(text), truncated)


# One inverted name set in bold, the CV's subject amid the others: "Blair, Robert A., **Oyelaran, Tomi**, and ..."
_BOLD_INVERTED_RE = re.compile(r"\*\*[^*,]+,[^*,]+\*\*")


def _pair_pieces(text: str) -> tuple[str, ...]:
    """The names of a list parted by commas only, ``Qian, Z.`` taken together as one name, and so is an
    inverted name set in bold (the subject's, written as a macro prints it wherever it stands)."""
    held = _BOLD_INVERTED_RE.sub(lambda m: m.group(0).replace(",", "\x00"), text)
    pieces = [clean_name(p.replace("\x00", ",")) for p in held.split(",")]
    pieces = [p for p in pieces if p]
    names: list[str] = []
    i = 0
    if _inverted_head(pieces):
        # Chicago: "Beltrán Ocampo, Sofía, and Jonas Hartmann" -- only the first name is inverted.
        names.append(f"{pieces[0]}, {pieces[1]}")
        i = 2
    while i < len(pieces):
        piece = pieces[i]
        nxt = pieces[i + 1] if i + 1 < len(pieces) else None
        if nxt is not None and _is_bare_surname(piece) and _is_initials_only(nxt):
            # "Qian, Z." is one name written surname, comma, initials.
            names.append(f"{piece}, {nxt}")
            i += 2
            continue
        if nxt is not None and _is_lone_surname(piece) and _is_given_part(nxt.split()):
            # a one-word piece is half a name: "Nwankwo, Chidi, and Oyelaran, Tomi" (a subject's name as the
            # CV's macro prints it, inverted wherever it stands)
            names.append(f"{piece}, {nxt}")
            i += 2
            continue
        names.append(piece)
        i += 1
    return tuple(names)


def _inverted_head(pieces: list[str]) -> bool:
    """Whether the list opens with ``Surname(s), Given`` and goes on with given-first names."""
    if len(pieces) < 2:
        return False
    head, given = pieces[0].split(), pieces[1].split()
    return (
        1 <= len(head) <= 3
        and all(_is_word(t) or t.lower() in SURNAME_PARTICLES for t in head)
        and not any(is_initial(t) for t in head)
        and _is_given_part(given)
        and all(name_shape(p) == "given" or "," in p for p in pieces[2:])
    )


def _is_lone_surname(piece: str) -> bool:
    tokens = piece.split()
    return len(tokens) == 1 and _is_word(tokens[0]) and not is_initial(tokens[0])


def _is_bare_surname(piece: str) -> bool:
    tokens = piece.split()
    return (
        1 <= len(tokens) <= 3
        and _is_word(tokens[-1])
        and all(_is_word(t) or t.lower() in SURNAME_PARTICLES for t in tokens)
        # one word, a particle and a word ("van Dam"), or two words: Spanish and Portuguese
        # names carry two surnames ("Paredes Orozco, L."), joined by a particle too ("Ortega y Gasset, J.")
        and (len(tokens) <= 2 or tokens[0].lower() in SURNAME_PARTICLES or tokens[1].lower() in SURNAME_PARTICLES)
    )


def _is_initials_only(piece: str) -> bool:
    tokens = piece.split()
    return (1 <= len(tokens) <= 3 and all(is_initial(t) for t in tokens)) or _is_initials_then_particles(tokens)


# A group that signs a paper with its people ("...; National Stroke Registry Investigators", "the ATLAS Collaboration")
_GROUP_WORDS = (
    r"(?:the\s+)?[A-Z][\w&'’-]*\s+(?:(?:[A-Z][\w&'’-]*|and|for|of|on|in)\s+){0,7}"
    r"(?:Investigators|Collaborators|Collaboration|Consortium|Study Group|Working Group|Writing Group|Group|Network"
    r"|Team|Committee|Project|Initiative|Programme|Program|Alliance|Coalition|Collective|Partnership|Task Force)"
    r"(?:\s+\([A-Z][\w&-]{1,12}\))?"  # its acronym after it: "Kidney Genetics Consortium (KGC)"
)
_GROUP_AUTHOR_RE = re.compile(rf"^{_GROUP_WORDS}$")
_GROUP_AFTER_ET_AL_RE = re.compile(
    r"\bet\.?\s+al\b\.?\s*;\s*(?:(?:for|on behalf of)\s+)?(?P<group>[^;]+?)\s*\.?$", re.I
)
_FOR_GROUP_RE = re.compile(r"[,;]\s*(?i:for|on behalf of)\s+(?P<group>[^,;]+?)\s*\.?$")
# A group author closing a list, its "and" its own: "..., Lindqvist, R. T., . . . Replication and Education Project"
_LAST_GROUP_RE = re.compile(rf"(?:(?<=,)|(?<=\.)|(?<=…)|^)\s*{_GROUP_WORDS}\s*$")


def is_group_author(text: str) -> bool:
    return bool(_GROUP_AUTHOR_RE.match(text.strip()))


def all_names(names: tuple[str, ...] | list[str]) -> bool:
    """Whether every item is a name, and the items agree on one shape (the first may be inverted); a group that
    signs with the people (``National RHD Registry Investigators``) is a name of the list too."""
    people = [n for n in names if not is_group_author(n)]
    if len(people) < len(names):
        return bool(people) and all_names(people)
    shapes = [name_shape(n) for n in names]
    if len(names) > 1 and all(s in ("inverted", "surname") and "," in n for s, n in zip(shapes, names, strict=True)):
        return True  # every name inverted, as BibTeX and semicolon lists write them ("Sharma, Ishaan; Berg, M.")
    if shapes[:1] == ["inverted"] or (shapes[:1] == ["surname"] and "," in names[0] and len(names) > 1):
        # Chicago and the economists: only the first name is inverted ("Last, F. and F. Last")
        # (the subject's own name may stay inverted amid them, as the CV's macro prints it: "Last, F., Last, Given")
        return (
            all(s == "given" or (s == "inverted" and shapes[0] == "inverted") for s in shapes[1:])
            or (shapes[0] == "surname" and len(set(shapes)) == 1)
            or _inverted_run_then_given(names, shapes)
        )
    return bool(names) and None not in shapes and len(set(shapes)) == 1


def _inverted_run_then_given(names: tuple[str, ...] | list[str], shapes: list[str | None]) -> bool:
    """INFORMS with its students' names marked by a macro that prints them inverted: "Last, F., Last, F. G., F. Last"
    -- a run of inverted names, then only given-first ones with initials, as the style abbreviates them (a group
    closing the list, "Westside Housing Coalition", is no such name)."""
    inverted = [s in ("inverted", "surname") and "," in n for s, n in zip(shapes, names, strict=True)]
    run = inverted.index(False) if False in inverted else len(names)
    given = zip(shapes[run:], names[run:], strict=True)
    return 1 < run < len(names) and all(s == "given" and re.search(r"\b\w\.", n) for s, n in given)


def tail_name(text: str, *, size: int = 2) -> tuple[str, str] | None:
    """Split ``"Title words Given Surname"`` into the words before and the name at the end.

    ``size`` is how many words a name has in this list (most often 2); an initial or a
    particle before the name adds a word.
    """
    tokens = text.split()
    if len(tokens) < size:
        return None
    take = size
    while take < len(tokens) and (is_initial(tokens[-take]) or tokens[-take - 1].lower() in SURNAME_PARTICLES):
        take += 1
    if take < len(tokens) and is_initial(tokens[-take]):
        take += 1
    name = " ".join(tokens[-take:])
    if name_shape(clean_name(name)) is None:
        return None
    return " ".join(tokens[:-take]), clean_name(name)


def typical_size(names: list[str] | tuple[str, ...]) -> int:
    """How many words most names of a list have (2 when the list says nothing)."""
    counts: dict[int, int] = {}
    for name in names:
        n = len(name.split())
        counts[n] = counts.get(n, 0) + 1
    if not counts:
        return 2
    return max(sorted(counts), key=lambda n: counts[n])


def given_first_form(name: str, text: str) -> str:
    """``Ramírez-Castillo, L.`` as ``Luis Ramírez-Castillo`` (or ``L. Ramírez-Castillo``) when ``text``
    writes it given name first anywhere with the same initials; else ``name`` as it is.

    >>> given_first_form("Byron, A.", "Papers by Ada Byron and C. Babbage"), given_first_form("Byron, A.", "")
    ('Ada Byron', 'Byron, A.')
    """
    if "," in name:
        surname, initials = (part.strip() for part in name.split(",", 1))
    elif name_shape(name) == "surname":
        surname, initials = name.rsplit(" ", 1)
    else:
        return name
    letters = re.findall(r"[A-Z]", initials)
    pattern = re.compile(rf"(?<![\w.])((?:[A-Z][\w'’-]*\.?[ \t]+){{1,3}}){re.escape(surname)}(?![\w'’-])")
    best: str | None = None
    for m in pattern.finditer(text):
        words = m.group(1).split()
        # the given names are the last words before the surname ("Professor Luis" -> "Luis")
        given = words[len(words) - len(letters) :] if len(words) >= len(letters) else []
        if not given or [g[0] for g in given] != letters or any(g.lower() in _NOT_NAME_WORDS for g in given):
            continue
        candidate = f"{' '.join(given)} {surname}"
        if best is None or len(candidate) > len(best):
            best = candidate  # "Luis Ramírez-Castillo" over "L. Ramírez-Castillo"
    return best or name
