"""Persons: one cluster per real person, merged only on evidence.

Within one document, spellings that can only be one person are merged: ``Zhu H.`` with the
subject ``Hongyu Zhu``, ``Tom Anderson`` with ``Thomas E. Anderson``, ``Phanishayee A.`` with
``Amar Phanishayee`` (when that is the only compatible full name). Across documents, the
same full name is merged when it is distinctive, and a common one (``Fan Yang``: a frequent
surname with a pinyin given name) only with evidence: a shared paper, a shared co-author, a
shared organization. Initials and nicknames never merge across documents without evidence,
and initials of a common surname never do. Whatever is compatible but not merged becomes a
candidate link carrying its evidence. Comparisons happen inside blocks of one surname and
first initial, so the work grows with the corpus, not with its square.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from rapidfuzz.distance import Levenshtein

from cvkg.resolve.entities import Mention
from cvkg.resolve.keys import DisjointSet
from cvkg.resolve.names import COMMON_SURNAMES, Match, Name, is_ambiguous, is_nickname, match, parse

_MAX_PAIRWISE = 60  # larger blocks compare only names with the same first given name
_MAX_CANDIDATE_BLOCK = 12  # beyond this, a bare "same name" is no useful candidate


@dataclass
class _Local:
    """One spelling (key) of a person in one document, and what surrounds it there."""

    doc: str
    name: Name
    members: list[int]
    relations: set[str] = field(default_factory=set)
    works: set[str] = field(default_factory=set)


@dataclass(frozen=True, slots=True)
class PersonClusters:
    groups: list[list[int]]  # mention indices per person
    candidates: list[tuple[int, int, float, tuple[str, ...]]]  # (mention, mention, score, evidence)


def cluster_persons(
    mentions: Sequence[Mention],
    indices: Sequence[int],
    *,
    work_cluster: Callable[[str, str], str | None],
    doc_orgs: dict[str, set[str]],
) -> PersonClusters:
    """Cluster the person mentions ``indices`` of ``mentions``.

    ``work_cluster(doc, work)`` names the publication (or organization) cluster a mention's
    ``work`` belongs to; ``doc_orgs[doc]`` are the organization clusters of a CV's subject.
    """
    locals_: dict[tuple[str, str], _Local] = {}
    subject: dict[str, tuple[str, str]] = {}
    for i in indices:
        m = mentions[i]
        loc = locals_.setdefault((m.doc, m.key), _Local(m.doc, parse(m.text), []))
        loc.members.append(i)
        loc.relations.add(m.relation)
        if m.work:
            loc.works.add(work_cluster(m.doc, m.work) or f"{m.doc}|{m.work}")
        if m.relation == "subject":
            subject[m.doc] = (m.doc, m.key)
    keys = sorted(locals_)
    index = {k: n for n, k in enumerate(keys)}
    items = [locals_[k] for k in keys]
    sets = DisjointSet(len(items))
    candidates: list[tuple[int, int, float, tuple[str, ...]]] = []
    _within_documents(items, index, subject, sets, candidates)
    _across_documents(items, sets, candidates, doc_orgs)
    groups: dict[int, list[int]] = defaultdict(list)
    for n, item in enumerate(items):
        groups[sets.find(n)].extend(item.members)
    kept = [(a, b, s, e) for a, b, s, e in candidates if sets.find(a) != sets.find(b)]
    found = sorted({(min(a, b), max(a, b)): (s, e) for a, b, s, e in kept}.items())
    return PersonClusters(
        [sorted(g) for g in groups.values()],
        [(items[a].members[0], items[b].members[0], s, e) for (a, b), (s, e) in found],
    )


def _within_documents(
    items: list[_Local],
    index: dict[tuple[str, str], int],
    subject: dict[str, tuple[str, str]],
    sets: DisjointSet,
    candidates: list,
) -> None:
    by_doc_surname: dict[tuple[str, str], list[int]] = defaultdict(list)
    for n, item in enumerate(items):
        if "alias" in item.relations and item.doc in subject:
            sets.union(n, index[subject[item.doc]])  # checked when the alias was found
        by_doc_surname[(item.doc, item.name.surname)].append(n)
    for block in by_doc_surname.values():
        for n in block:
            a = items[n]
            fuller = [
                (k, match(a.name, items[k].name))
                for k in block
                if k != n and items[k].name.fullness() >= a.name.fullness()
            ]
            fuller = [(k, how) for k, how in fuller if how is not Match.NONE]
            if len(fuller) == 1:
                k, how = fuller[0]
                is_subject = "subject" in items[k].relations or "subject" in a.relations
                if how is not Match.INITIALS or is_subject or a.name.surname not in COMMON_SURNAMES:
                    sets.union(n, k)
                else:
                    candidates.append((n, k, 0.6, ("initials match the only full name in the document",)))
            else:
                candidates.extend((n, k, 0.4, ("compatible spellings in one document",)) for k, _ in fuller)
        _typos(items, block, candidates)


def _typos(items: list[_Local], block: list[int], candidates: list) -> None:
    """``Jinghang Huang`` / ``Jinghan Huang`` with shared co-authors: a likely typo, kept as a candidate."""
    full = [n for n in block if not items[n].name.is_abbreviated and items[n].name.given]
    for x, n in enumerate(full):
        for k in full[x + 1 :]:
            a, b = items[n].name, items[k].name
            if (
                match(a, b) is Match.NONE
                and Levenshtein.distance(a.first, b.first) == 1
                and min(len(a.first), len(b.first)) >= 5
            ):
                candidates.append(
                    (n, k, 0.5, (f"given names {a.first!r} and {b.first!r} differ by one letter",))
                )


def _across_documents(
    items: list[_Local], sets: DisjointSet, candidates: list, doc_orgs: dict[str, set[str]]
) -> None:
    """Merge spellings of one person across documents; each block compares distinct roots, not all pairs."""
    blocks: dict[tuple[str, str], dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))
    coauthors: dict[str, list[int]] = defaultdict(list)  # work -> locals
    works: dict[int, set[str]] = {}
    for n, item in enumerate(items):
        if item.name.given:
            blocks[(item.name.surname, item.name.first[0])][item.name.first].append(n)
        for work in item.works:
            coauthors[work].append(n)
        works.setdefault(sets.find(n), set()).update(item.works)
    subject_orgs = {
        n: doc_orgs.get(item.doc, set()) for n, item in enumerate(items) if "subject" in item.relations
    }
    coauthor_cache: dict[int, set[int]] = {}

    def union(a: int, b: int) -> bool:
        ra, rb = sets.find(a), sets.find(b)
        if not sets.union(ra, rb):
            return False
        small, large = sorted((works.pop(ra, set()), works.pop(rb, set())), key=len)
        works[sets.find(ra)] = large | small
        coauthor_cache.pop(ra, None)
        coauthor_cache.pop(rb, None)
        return True

    def coauthor_roots(root: int) -> set[int]:
        # Cached per root (dropped when the root merges): an entry gone stale by a later merge
        # elsewhere can only hide evidence, never invent it.
        if root not in coauthor_cache:
            coauthor_cache[root] = {sets.find(c) for w in works.get(root, ()) for c in coauthors[w]}
        return coauthor_cache[root]

    def evidence(a: int, b: int) -> tuple[str, ...]:
        ra, rb = sets.find(a), sets.find(b)
        found = []
        if shared := sorted(works.get(ra, set()) & works.get(rb, set())):
            found.append(f"shared work: {shared[0]}")
        elif co := sorted((coauthor_roots(ra) & coauthor_roots(rb)) - {ra, rb}):
            found.append(f"shared co-author: {items[co[0]].name.key}")
        if a in subject_orgs and b in subject_orgs and (common := sorted(subject_orgs[a] & subject_orgs[b])):
            found.append(f"shared affiliation: {common[0]}")
        return tuple(found)

    def decide(a: int, b: int) -> bool:
        how = match(items[a].name, items[b].name)
        if how is Match.NONE or items[a].doc == items[b].doc:
            return False
        name = items[a].name if items[a].name.fullness() >= items[b].name.fullness() else items[b].name
        if how >= Match.MIDDLE and not is_ambiguous(name):
            return union(a, b)
        if how is Match.INITIALS and name.surname in COMMON_SURNAMES:
            return False
        return bool(evidence(a, b)) and union(a, b)

    def chain(members: list[int]) -> bool:
        """Merge one first-name group; an ambiguous name meets only the roots it shares evidence with."""
        changed, plain = False, None
        by_evidence: dict[object, int] = {}
        for n in members:
            name = items[n].name
            if not is_ambiguous(name):
                if plain is not None and sets.find(plain) != sets.find(n) and decide(n, plain):
                    changed = True
                plain = plain if plain is not None else n
                continue
            root = sets.find(n)
            keys = [("w", w) for w in items[n].works]
            keys += [("c", r) for r in {sets.find(c) for w in items[n].works for c in coauthors[w]} - {root}]
            for key in keys:
                other = by_evidence.get(key)
                if other is not None and sets.find(other) != sets.find(n) and decide(n, other):
                    changed = True
            for key in keys:
                by_evidence.setdefault(key, n)
        return changed

    def representatives(members: list[int]) -> list[int]:
        seen: dict[int, int] = {}
        for n in members:
            seen.setdefault(sets.find(n), n)
        return list(seen.values())

    for _ in range(2):  # a second round uses the evidence the first one's merges created
        changed = False
        for by_first in blocks.values():
            for members in by_first.values():
                changed |= chain(members)
            firsts = sorted(by_first)
            if len(firsts) > 1 and len(firsts) * len(firsts) <= _MAX_PAIRWISE * _MAX_PAIRWISE:
                for x, f1 in enumerate(firsts):
                    for f2 in firsts[x + 1 :]:
                        if len(f1) > 1 and len(f2) > 1 and not is_nickname(f1, f2):
                            continue
                        for a in representatives(by_first[f1]):
                            for b in representatives(by_first[f2]):
                                changed |= sets.find(a) != sets.find(b) and decide(a, b)
        if not changed:
            break
    for by_first in blocks.values():
        reps = [r for members in by_first.values() for r in representatives(members)]
        reps = list({sets.find(r): r for r in reps}.values())
        if len(reps) > _MAX_CANDIDATE_BLOCK:
            continue
        for x, a in enumerate(reps):
            for b in reps[x + 1 :]:
                how = match(items[a].name, items[b].name)
                if how is Match.NONE or items[a].doc == items[b].doc:
                    continue
                found = evidence(a, b)
                if how is Match.INITIALS and items[a].name.surname in COMMON_SURNAMES and not found:
                    continue
                candidates.append(
                    (
                        a,
                        b,
                        round(0.3 + 0.1 * int(how) + 0.1 * len(found), 2),
                        (f"{how.name.lower()} name match", *found),
                    )
                )
