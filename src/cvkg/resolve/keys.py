"""Normalised keys and slugs shared by every kind of entity. Pure string functions."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from cvkg.extract.names import HONORIFICS

_MARKS = re.compile(r"[*†‡§¶✉]+")
_NON_WORD = re.compile(r"[^\w\s]")
_SPACES = re.compile(r"\s+")
DASHES = dict.fromkeys(map(ord, "\u2010\u2011\u2012\u2013\u2014\u2015\u2043\u2212\ufe58\ufe63\uff0d"), "-")
YEAR = re.compile(r"\b(?:19|20)\d{2}\b|['’]\s?\d{2}\b|(?<=[A-Za-z])\s?\d{2}\b")
ACRONYM = re.compile(r"\(([A-Za-z][\w@&;:+.\-' ’]{1,24}?)\)")
ORDINAL = re.compile(r"\b\d+(?:st|nd|rd|th)\b", re.IGNORECASE)


@lru_cache(maxsize=1 << 17)  # names and organizations recur across CVs
def fold(text: str) -> str:
    """Case-, accent-, punctuation- and space-insensitive form; Turkish dotless ``ı``, which has no accent to drop,
    folds to ``i`` as its capital ``I`` does (``Kılıç``, ``KILIÇ`` and ``Kilic`` are one name).

    >>> fold("Klaus-Tycho Förster"), fold("Kılıç"), fold("İLKER")
    ('klaus tycho forster', 'kilic', 'ilker')
    """
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower().replace("ı", "i").replace("&", " and ")
    return _SPACES.sub(" ", _NON_WORD.sub(" ", text)).strip()


def clean(text: str) -> str:
    """The text as written, without emphasis marks, honorifics, odd dashes or runs of spaces."""
    text = _SPACES.sub(" ", _MARKS.sub("", text.translate(DASHES))).strip(" ,;:")
    return HONORIFICS.sub("", text).strip()


def title_key(title: str) -> str:
    return fold(title)


def slugify(text: str, *, limit: int = 60) -> str:
    """A readable URI slug.

    >>> slugify("Thomas E. Anderson")
    'thomas-e-anderson'
    """
    words = fold(text).replace("_", " ").split()
    slug = ""
    for word in words:
        if slug and len(slug) + 1 + len(word) > limit:
            break
        slug = f"{slug}-{word}" if slug else word
    return slug or "x"


class DisjointSet:
    """Union-find over ``0..n-1``; the smaller index becomes the root, so results are order-free."""

    def __init__(self, size: int) -> None:
        self.parent = list(range(size))

    def find(self, item: int) -> int:
        root = item
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[item] != root:
            self.parent[item], item = root, self.parent[item]
        return root

    def union(self, a: int, b: int) -> bool:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        self.parent[max(ra, rb)] = min(ra, rb)
        return True
