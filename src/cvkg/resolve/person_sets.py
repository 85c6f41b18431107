"""Union-find over person spellings that keeps, per cluster, everything a merge decision reads.

Each cluster (named by its root) carries the spellings whose given names must agree, its
documents, its works, the clusters it shares a work with (its co-authors) and its subject's
affiliations. :meth:`PersonSets.union` merges all of them, and renames the merged-away root
in every co-author set, so evidence is never stale and no result depends on the order in
which pairs were compared. It also refuses a merge whose given names conflict (``James
Brown`` and ``Jennifer Brown``), so no chain of compatible links (``Brown J.`` to both) can
join them either.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from cvkg.resolve.keys import DisjointSet
from cvkg.resolve.names import Match, Name, match


@dataclass(frozen=True, slots=True)
class Spelling:
    """What a person cluster starts from: one spelling in one document."""

    name: Name
    doc: str
    works: frozenset[str]
    orgs: frozenset[str]  # the subject's affiliations, for the CV's own subject only
    is_alias: bool  # only ever written as the subject's alias (``赵汉宇``): joined by the document, not by name


class PersonSets:
    """Clusters of :class:`Spelling` s with up-to-date names, documents, works and co-authors."""

    def __init__(self, spellings: Sequence[Spelling]) -> None:
        self._sets = DisjointSet(len(spellings))
        self.names = {n: {s.name} if s.name.given and not s.is_alias else set() for n, s in enumerate(spellings)}
        self.docs = {n: {s.doc} for n, s in enumerate(spellings)}
        self.works = {n: set(s.works) for n, s in enumerate(spellings)}
        self.orgs = {n: set(s.orgs) for n, s in enumerate(spellings)}
        self.coauthors: dict[int, set[int]] = {n: set() for n in range(len(spellings))}
        on_work: dict[str, list[int]] = defaultdict(list)
        for n, s in enumerate(spellings):
            for work in s.works:
                on_work[work].append(n)
        for members in on_work.values():
            for n in members:
                self.coauthors[n].update(members)
        for n, found in self.coauthors.items():
            found.discard(n)
        self._matches: dict[tuple[Name, Name], Match] = {}

    def find(self, item: int) -> int:
        return self._sets.find(item)

    def roots(self, members: Sequence[int]) -> list[int]:
        """The distinct clusters of ``members``, in the order first met."""
        return list(dict.fromkeys(self.find(n) for n in members))

    def relation(self, a: int, b: int) -> Match:
        """The best match between the two clusters' spellings; ``NONE`` if any two conflict."""
        best = Match.NONE
        for x in self.names[self.find(a)]:
            for y in self.names[self.find(b)]:
                if x.surname != y.surname:
                    continue
                how = self._match(x, y)
                if how is Match.NONE:
                    return Match.NONE
                best = max(best, how)
        return best

    def conflicts(self, a: int, b: int) -> bool:
        """Whether two spellings of one surname in the two clusters cannot be one person."""
        return any(
            x.surname == y.surname and self._match(x, y) is Match.NONE
            for x in self.names[self.find(a)]
            for y in self.names[self.find(b)]
        )

    def is_initials_only(self, root: int) -> bool:
        """Whether the cluster has no full given name (only forms like ``Brown J.``)."""
        names = self.names[root]
        return bool(names) and all(n.is_abbreviated for n in names)

    def union(self, a: int, b: int) -> bool:
        """Merge the clusters of ``a`` and ``b`` unless their given names conflict."""
        ra, rb = self.find(a), self.find(b)
        if ra == rb or self.conflicts(ra, rb):
            return False
        self._sets.union(ra, rb)
        keep, gone = (ra, rb) if self.find(ra) == ra else (rb, ra)
        for table in (self.names, self.docs, self.works, self.orgs):
            table[keep] = _merged(table[keep], table.pop(gone))
        gone_coauthors = self.coauthors.pop(gone)
        kept = self.coauthors[keep]
        for c in gone_coauthors:  # rename the root that disappears wherever it was a co-author
            others = self.coauthors[c] if c != keep else kept
            others.discard(gone)
            if c != keep:
                others.add(keep)
                kept.add(c)
        kept.discard(gone)
        return True

    def evidence_keys(self, root: int) -> Iterator[tuple[str, object]]:
        """What two clusters may share that counts as evidence: a work or a co-author."""
        yield from (("w", w) for w in self.works[root])
        yield from (("c", c) for c in self.coauthors[root])

    def evidence(self, a: int, b: int, label: Sequence[Name]) -> tuple[str, ...]:
        """The evidence that ``a`` and ``b`` are one person, strongest first; ``label[root]`` names a co-author."""
        ra, rb = self.find(a), self.find(b)
        found = []
        if shared := sorted(self.works[ra] & self.works[rb]):
            found.append(f"shared work: {shared[0]}")
        elif co := sorted((self.coauthors[ra] & self.coauthors[rb]) - {ra, rb}):
            found.append(f"shared co-author: {label[co[0]].key}")
        if common := sorted(self.orgs[ra] & self.orgs[rb]):
            found.append(f"shared affiliation: {common[0]}")
        return tuple(found)

    def _match(self, x: Name, y: Name) -> Match:
        key = (x, y)
        if key not in self._matches:
            self._matches[key] = match(x, y)
        return self._matches[key]


def _merged(a: set, b: set) -> set:
    if len(a) < len(b):
        a, b = b, a
    a |= b
    return a
