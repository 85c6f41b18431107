"""Publications: one resource per paper, across CVs; one per version when a title has several.

Records of one title are the same paper when their venues are one series (or one gives
none), their years are at most one apart, and their author lists share a surname. The same
title at two venue series (a conference paper and its magazine version, a preprint and the
paper) gives two resources, linked as related versions.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from cvkg.resolve.entities import Mention
from cvkg.resolve.keys import DisjointSet
from cvkg.resolve.names import parse


def cluster_publications(
    mentions: Sequence[Mention],
    indices: Sequence[int],
    series: dict[str, str],
    authors: dict[tuple[str, str], set[str]],
) -> tuple[list[list[int]], list[tuple[int, int]]]:
    """Groups of publication mention indices, and pairs of groups that are versions of one title.

    ``series`` maps a venue as written to its series key; ``authors[(doc, work)]`` holds the
    author spellings of one record.
    """
    by_title: dict[str, list[int]] = defaultdict(list)
    for i in indices:
        by_title[mentions[i].key].append(i)
    groups: list[list[int]] = []
    versions: list[tuple[int, int]] = []
    for block in by_title.values():
        block = sorted(block, key=lambda i: (mentions[i].doc, mentions[i].work))
        sets = DisjointSet(len(block))
        for x, i in enumerate(block):
            for y in range(x + 1, len(block)):
                if _same_paper(mentions[i], mentions[block[y]], series, authors):
                    sets.union(x, y)
        found: dict[int, list[int]] = defaultdict(list)
        for x, i in enumerate(block):
            found[sets.find(x)].append(i)
        first = len(groups)
        groups.extend(found.values())
        versions.extend((a, b) for a in range(first, len(groups)) for b in range(a + 1, len(groups)))
    return groups, versions


def _same_paper(
    a: Mention, b: Mention, series: dict[str, str], authors: dict[tuple[str, str], set[str]]
) -> bool:
    if a.doc == b.doc and a.work == b.work:
        return True
    sa, sb = series.get(a.venue or ""), series.get(b.venue or "")
    if sa and sb and sa != sb:
        return False
    if (a.doc == b.doc and a.venue != b.venue and sa and sb is None) or (
        a.doc == b.doc and sb and sa is None
    ):
        return False
    if a.year is not None and b.year is not None and abs(a.year - b.year) > 1:
        return False
    names_a, names_b = authors.get((a.doc, a.work), set()), authors.get((b.doc, b.work), set())
    if names_a and names_b:
        return bool({parse(n).surname for n in names_a} & {parse(n).surname for n in names_b})
    return True
