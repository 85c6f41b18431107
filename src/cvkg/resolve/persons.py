"""Persons: one cluster per real person, merged only on evidence.

Within one document, spellings that can only be one person are merged: ``Zhu H.`` with the
subject ``Hongyu Zhu``, ``Tom Anderson`` with ``Thomas E. Anderson``, ``Phanishayee A.`` with
``Amar Phanishayee`` (when that is the only compatible full name). Across documents, the
same full name is merged when it is distinctive, and a common one (``Fan Yang``: a frequent
surname with a pinyin given name) only with evidence: a shared paper or a shared co-author.
Initials and nicknames never merge across documents without evidence, and initials of a
common surname never do. An initials-only cluster (``Brown J.``) joins a full name only
when exactly one compatible full-name cluster shares evidence with it; with several, it
stays apart and the alternatives become candidate links, as dblp keeps ambiguous creators.
Two clusters whose given names conflict (``James`` and ``Jennifer``) never merge, however
they are linked (:mod:`cvkg.resolve.person_sets`). Whatever is compatible but not merged
becomes a candidate link carrying its evidence. Comparisons happen inside blocks of one
surname and first initial, and only between clusters that share evidence where a merge
needs it, so the work grows with the corpus, not with its square.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import combinations

from rapidfuzz.distance import Levenshtein

from cvkg.resolve.entities import Mention
from cvkg.resolve.names import COMMON_SURNAMES, Match, Name, is_ambiguous, match, parse
from cvkg.resolve.person_sets import PersonSets, Spelling

_MAX_CANDIDATE_BLOCK = 12  # beyond this, a bare "same name" is no useful candidate
_MAX_ROUNDS = 4  # evidence rounds; each uses the evidence the previous one's merges created

Candidate = tuple[int, int, float, tuple[str, ...]]  # (spelling, spelling, score, evidence)
Block = list[int]  # the spellings of one surname and first initial, across documents


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
    candidates: list[Candidate]  # mention indices


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
    sets = PersonSets([_spelling(item, doc_orgs) for item in items])
    candidates: list[Candidate] = []
    _within_documents(items, index, subject, sets, candidates)
    _across_documents(items, sets, candidates)
    groups: dict[int, list[int]] = defaultdict(list)
    for n, item in enumerate(items):
        groups[sets.find(n)].extend(item.members)
    kept = [(a, b, s, e) for a, b, s, e in candidates if sets.find(a) != sets.find(b)]
    found = sorted({(min(a, b), max(a, b)): (s, e) for a, b, s, e in kept}.items())
    return PersonClusters(
        [sorted(g) for g in groups.values()],
        [(items[a].members[0], items[b].members[0], s, e) for (a, b), (s, e) in found],
    )


def _spelling(item: _Local, doc_orgs: dict[str, set[str]]) -> Spelling:
    orgs = doc_orgs.get(item.doc, set()) if "subject" in item.relations else set()
    return Spelling(item.name, item.doc, frozenset(item.works), frozenset(orgs), item.relations == {"alias"})


def _within_documents(
    items: list[_Local],
    index: dict[tuple[str, str], int],
    subject: dict[str, tuple[str, str]],
    sets: PersonSets,
    candidates: list[Candidate],
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


def _typos(items: list[_Local], block: list[int], candidates: list[Candidate]) -> None:
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


def _across_documents(items: list[_Local], sets: PersonSets, candidates: list[Candidate]) -> None:
    """Merge spellings of one person across documents, then record what stays apart but may be one."""
    blocks: dict[tuple[str, str], Block] = defaultdict(list)
    for n, item in enumerate(items):
        if item.name.given:
            blocks[(item.name.surname, item.name.first[0])].append(n)
    ordered = [blocks[k] for k in sorted(blocks)]
    for block in ordered:
        _merge_distinctive(items, sets, block)
    ordered = [block for block in ordered if len(sets.roots(block)) > 1]
    for _ in range(_MAX_ROUNDS):
        changed = False
        for block in ordered:
            pairs = _evidence_pairs(sets, block)
            changed |= _merge_on_evidence(items, sets, pairs, is_initials=False)
            changed |= _attach_initials(items, sets, pairs)
            changed |= _merge_on_evidence(items, sets, pairs, is_initials=True)
        if not changed:
            break
    label = [item.name for item in items]
    for block in ordered:
        candidates.extend(_candidates(items, sets, block, label))


def _merge_distinctive(items: list[_Local], sets: PersonSets, block: Block) -> None:
    """Merge a distinctive full name across documents on its spelling alone.

    ``James A. Brown`` and ``James Brown`` merge only if neither is compatible with a third
    spelling that conflicts with the other (``James B. Brown``): the decision is taken on
    the spellings before any merge, so it does not depend on the order of the documents.
    """
    by_key: dict[str, list[int]] = defaultdict(list)
    for n in block:
        name = items[n].name
        if not name.is_abbreviated and len(name.first) > 1 and not is_ambiguous(name):
            by_key[name.key].append(n)
    for members in by_key.values():
        for n in members[1:]:
            sets.union(members[0], n)
    by_first: dict[str, list[Name]] = defaultdict(list)
    for members in by_key.values():
        by_first[items[members[0]].name.first].append(items[members[0]].name)
    for names in by_first.values():
        compatible = {x: [y for y in names if y != x and match(x, y) >= Match.MIDDLE] for x in names}
        is_unique = {x: _agree([x, *ys]) for x, ys in compatible.items()}
        for x, ys in compatible.items():
            for y in ys:
                if x.key < y.key and is_unique[x] and is_unique[y]:
                    sets.union(by_key[x.key][0], by_key[y.key][0])


def _agree(names: list[Name]) -> bool:
    return all(match(x, y) is not Match.NONE for x, y in combinations(names, 2))


def _evidence_pairs(sets: PersonSets, block: Block) -> list[tuple[int, int]]:
    """Pairs of the block's clusters that share a work or a co-author, in a fixed order."""
    holders: dict[tuple[str, object], list[int]] = defaultdict(list)
    for root in sorted(set(sets.roots(block))):
        for key in sets.evidence_keys(root):
            holders[key].append(root)
    return sorted({pair for roots in holders.values() for pair in combinations(roots, 2)})


def _joinable(sets: PersonSets, a: int, b: int) -> Match:
    """How clusters ``a`` and ``b`` match, or ``NONE`` if they may not merge across documents."""
    if sets.find(a) == sets.find(b) or sets.docs[sets.find(a)] & sets.docs[sets.find(b)]:
        return Match.NONE  # two spellings in one document were decided by _within_documents
    return sets.relation(a, b)


def _may_merge(items: list[_Local], sets: PersonSets, a: int, b: int) -> bool:
    """Whether evidence may merge ``a`` and ``b``: initials of a common surname never do."""
    how = _joinable(sets, a, b)
    return how is not Match.NONE and not (how is Match.INITIALS and items[a].name.surname in COMMON_SURNAMES)


def _merge_on_evidence(
    items: list[_Local], sets: PersonSets, pairs: list[tuple[int, int]], *, is_initials: bool
) -> bool:
    """Merge clusters of the same kind (both full names, or both initials only) that share evidence."""
    changed = False
    for a, b in pairs:
        ra, rb = sets.find(a), sets.find(b)
        if sets.is_initials_only(ra) is not is_initials or sets.is_initials_only(rb) is not is_initials:
            continue
        if _may_merge(items, sets, ra, rb):
            changed |= sets.union(ra, rb)
    return changed


def _attach_initials(items: list[_Local], sets: PersonSets, pairs: list[tuple[int, int]]) -> bool:
    """Join each initials-only cluster to the one compatible full-name cluster it shares evidence with.

    The decisions are taken for the whole block before any merge, so they do not depend on order.
    """
    partners: dict[int, set[int]] = defaultdict(set)
    for a, b in ((sets.find(x), sets.find(y)) for x, y in pairs):
        if sets.is_initials_only(b) and not sets.is_initials_only(a):
            a, b = b, a
        if sets.is_initials_only(a) and not sets.is_initials_only(b) and _may_merge(items, sets, a, b):
            partners[a].add(b)
    joins = [(a, next(iter(found))) for a, found in sorted(partners.items()) if len(found) == 1]
    return any([sets.union(a, b) for a, b in joins])


def _candidates(
    items: list[_Local], sets: PersonSets, block: Block, label: list[Name]
) -> Iterator[Candidate]:
    """Compatible clusters left apart: every pair sharing evidence, and in small blocks every pair."""
    roots = sorted(set(sets.roots(block)))
    pairs = set(_evidence_pairs(sets, block))
    if len(roots) <= _MAX_CANDIDATE_BLOCK:
        pairs.update(combinations(roots, 2))
    for a, b in sorted(pairs):
        how = _joinable(sets, a, b)
        if how is Match.NONE:
            continue
        found = sets.evidence(a, b, label)
        if how is Match.INITIALS and items[a].name.surname in COMMON_SURNAMES and not found:
            continue
        score = round(0.3 + 0.1 * int(how) + 0.1 * len(found), 2)
        yield (a, b, score, (f"{how.name.lower()} name match", *found))
