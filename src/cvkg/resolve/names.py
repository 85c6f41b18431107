"""Person names parsed for matching: surname, given names, initials, nicknames, romanisation.

Works on the forms CVs use: given-first (``Thomas E. Anderson``), surname-first with
initials (``Zhu H.``, ``El-Sayed N``), ``Last, First`` (``Qian, Z.``), and names in Chinese
characters, which are compared through their pinyin (``赵汉宇`` ~ ``Hanyu Zhao``).
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from functools import cache

from nicknames import NickNamer
from pypinyin import lazy_pinyin

from cvkg.extract.names import HONORIFICS, SURNAME_PARTICLES
from cvkg.resolve.keys import clean, fold

# The most frequent Chinese, Korean and Vietnamese surnames (linguistic data, not corpus names):
# with one of these, a name without a distinctive given name needs more than its spelling.
COMMON_SURNAMES = frozenset(
    [
        "wang",
        "li",
        "zhang",
        "liu",
        "chen",
        "yang",
        "huang",
        "zhao",
        "wu",
        "zhou",
        "xu",
        "sun",
        "ma",
        "zhu",
        "hu",
        "guo",
        "he",
        "gao",
        "lin",
        "luo",
        "zheng",
        "liang",
        "xie",
        "song",
        "tang",
        "han",
        "feng",
        "deng",
        "cao",
        "peng",
        "zeng",
        "xiao",
        "tian",
        "dong",
        "yuan",
        "pan",
        "cai",
        "jiang",
        "yu",
        "du",
        "ye",
        "cheng",
        "su",
        "wei",
        "lu",
        "ding",
        "ren",
        "shen",
        "yao",
        "jin",
        "qian",
        "fu",
        "lv",
        "dai",
        "xia",
        "zhong",
        "wan",
        "fan",
        "shi",
        "jia",
        "qiu",
        "kong",
        "bai",
        "cui",
        "kang",
        "mao",
        "qin",
        "gu",
        "hou",
        "shao",
        "meng",
        "long",
        "duan",
        "lei",
        "tan",
        "yin",
        "hao",
        "niu",
        "ni",
        "zou",
        "chang",
        "xiong",
        "kim",
        "lee",
        "park",
        "choi",
        "jung",
        "kang",
        "cho",
        "yoon",
        "jang",
        "lim",
        "nguyen",
        "tran",
        "le",
        "pham",
        "hoang",
        "phan",
        "vu",
        "vo",
        "dang",
        "bui",
        "do",
        "ho",
        "ngo",
        "duong",
        "ly",
        "singh",
        "kumar",
    ]
)
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_INITIALS = re.compile(r"^(?:[A-Z]\.?-?){1,3}$")
_PINYIN_SYLLABLE = re.compile(
    r"(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?(?:iang|iong|uang|ang|eng|ing|ong|ian|iao|uai|uan|ai|ei|ao|ou"
    r"|an|en|in|un|ia|ie|iu|ua|uo|ui|ue|er|a|e|i|o|u|v)(?:ng|n)?"
)
_NICKNAMER = NickNamer()


class Match(enum.IntEnum):
    """How two spellings of a name relate, from weakest to strongest."""

    NONE = 0
    INITIALS = 1  # one side gives initials only: ``Zhu H.`` ~ ``Hongyu Zhu``
    NICKNAME = 2  # ``Tom Anderson`` ~ ``Thomas E. Anderson``
    MIDDLE = 3  # same first given name, a middle initial on one side only
    EXACT = 4


@dataclass(frozen=True, slots=True)
class Name:
    surname: str  # folded, without spaces: "elsayed"
    given: tuple[str, ...]  # folded; an initial is one letter

    @property
    def is_abbreviated(self) -> bool:
        return all(len(g) == 1 for g in self.given)

    @property
    def first(self) -> str:
        return self.given[0] if self.given else ""

    @property
    def key(self) -> str:
        return " ".join((*self.given, self.surname))

    def fullness(self) -> tuple[int, int]:
        return (sum(len(g) > 1 for g in self.given), len(self.given))


@cache
def parse(text: str) -> Name:
    """Split a name as written into surname and given names.

    >>> parse("Zhu, H.").key, parse("Zhu H").key, parse("Thomas E. Anderson").key
    ('h zhu', 'h zhu', 'thomas e anderson')
    >>> parse("赵汉宇").key
    'hanyu zhao'
    """
    text = clean(HONORIFICS.sub("", text.strip()))
    if _CJK.search(text):
        chars = [c for c in text if _CJK.match(c)]
        syllables = lazy_pinyin(chars)
        return Name(syllables[0], ("".join(syllables[1:]),) if len(chars) > 1 else ())
    if text.count(",") == 1:
        last, first = (p.strip() for p in text.split(","))
        return Name(_surname(last.split()), _given(first.split()))
    tokens = text.replace(",", " ").split()
    if len(tokens) >= 2 and _INITIALS.match(tokens[-1]) and not _INITIALS.match(tokens[0]):
        cut = next(i for i in range(len(tokens)) if all(_INITIALS.match(t) for t in tokens[i:]))
        return Name(_surname(tokens[:cut]), _given(tokens[cut:]))
    if len(tokens) < 2:
        return Name(_surname(tokens), ())
    cut = len(tokens) - 1
    while cut > 1 and tokens[cut - 1].lower() in SURNAME_PARTICLES:
        cut -= 1
    return Name(_surname(tokens[cut:]), _given(tokens[:cut]))


def _surname(tokens: list[str]) -> str:
    return fold(" ".join(tokens)).replace(" ", "")


def _given(tokens: list[str]) -> tuple[str, ...]:
    out: list[str] = []
    for token in tokens:
        if _INITIALS.match(token) and not (len(token) > 1 and token.isalpha() and not token.isupper()):
            out.extend(c.lower() for c in token if c.isalpha())
        elif token.strip(".-"):
            out.append(fold(token).replace(" ", ""))
    return tuple(out)


def is_pinyin(word: str) -> bool:
    """Whether a folded given name reads as one or more pinyin syllables (``hanyu``, ``zhi``)."""
    return bool(word) and _segments(word)


@cache
def _segments(word: str) -> bool:
    if not word:
        return True
    return any(_PINYIN_SYLLABLE.fullmatch(word[:i]) and _segments(word[i:]) for i in range(len(word), 0, -1))


def is_ambiguous(name: Name) -> bool:
    """Whether many different people plausibly carry this exact name (``Wei Zhang``, ``Fan Yang``).

    A common surname with a pinyin given name is ambiguous; ``Stephanie Wang`` is not.
    """
    if not name.given or name.is_abbreviated:
        return True
    return name.surname in COMMON_SURNAMES and all(is_pinyin(g) for g in name.given if len(g) > 1)


def is_nickname(a: str, b: str) -> bool:
    """``tom`` and ``thomas``, ``jack`` and ``john``: one is a listed nickname of the other."""
    return b in _nicknames(a) or a in _nicknames(b)


@cache
def _nicknames(name: str) -> frozenset[str]:
    return frozenset(_NICKNAMER.nicknames_of(name) | _NICKNAMER.canonicals_of(name))


def match(a: Name, b: Name) -> Match:
    """How the spellings ``a`` and ``b`` relate (the surnames must be equal).

    >>> match(parse("Tom Anderson"), parse("Thomas E. Anderson")).name
    'NICKNAME'
    >>> match(parse("Zhu H."), parse("Kan Zhu")).name
    'NONE'
    """
    if a.surname != b.surname or not a.given or not b.given:
        return Match.EXACT if a == b else Match.NONE
    if a.given == b.given:
        return Match.EXACT
    if a.is_abbreviated or b.is_abbreviated:
        ia, ib = "".join(g[0] for g in a.given), "".join(g[0] for g in b.given)
        short, long_ = sorted((ia, ib), key=len)
        return Match.INITIALS if long_.startswith(short) or (ia[0] == ib[0] and len(short) == 1) else Match.NONE
    if len(a.first) > 1 and len(b.first) > 1 and a.first != b.first:
        if not is_nickname(a.first, b.first):
            return Match.NONE
        kind = Match.NICKNAME
    else:
        kind = Match.MIDDLE if a.first == b.first else Match.NONE
    rest_a, rest_b = a.given[1:], b.given[1:]
    if rest_a and rest_b and any(x[0] != y[0] for x, y in zip(rest_a, rest_b, strict=False)):
        return Match.NONE
    return kind
