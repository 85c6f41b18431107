"""A regular expression behind a cheap test of the words it cannot match without. Pure.

Python's engine tries a pattern that opens with optional parts or a lookbehind (``[.,;]?\\s*\\(?Reviewed in``) at
every position of the text, and one case-insensitive scan of a citation costs some 10-25 µs; most citations hold
none of the words a note's pattern is about, and ``word in text`` costs a fraction of a microsecond. A guarded
pattern answers exactly as its pattern does: the words are ones every match holds.

>>> GUEST = Guarded(re.compile(r"\\.\\s+(?i:guest editor)\\.?$"), "guest")
>>> GUEST.search("Special issue, *J* 55 (2022). Guest editor.").group(0), GUEST.search("Title. *J* 55 (2022).")
('. Guest editor.', None)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

_NO_MATCHES: tuple[re.Match[str], ...] = ()


class Guarded:
    """``compiled``, tried only on a text that holds one of ``words`` (compared in lower case unless ``fold`` is
    false, for a pattern that is case-sensitive itself)."""

    __slots__ = ("compiled", "fold", "words")

    def __init__(self, compiled: re.Pattern[str], *words: str, fold: bool = True) -> None:
        self.compiled = compiled
        self.words = tuple(w.lower() for w in words) if fold else words
        self.fold = fold

    @property
    def pattern(self) -> str:
        return self.compiled.pattern

    def may_match(self, text: str) -> bool:
        haystack = text.lower() if self.fold else text
        return any(word in haystack for word in self.words)

    def search(self, text: str) -> re.Match[str] | None:
        return self.compiled.search(text) if self.may_match(text) else None

    def match(self, text: str) -> re.Match[str] | None:
        return self.compiled.match(text) if self.may_match(text) else None

    def fullmatch(self, text: str) -> re.Match[str] | None:
        return self.compiled.fullmatch(text) if self.may_match(text) else None

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(text) if self.may_match(text) else iter(_NO_MATCHES)

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> str:
        return self.compiled.sub(repl, text, count=count) if self.may_match(text) else text
