"""Stage 3: CvRecords -> entities with stable URIs (one per real person, paper, organization, venue).

Pure. Every mention of a person, publication, organization or venue in every record (and
the few short forms its text adds, see :mod:`cvkg.resolve.collect`) is clustered: persons on
evidence (:mod:`~cvkg.resolve.persons`), papers by title, venue series, year and authors
(:mod:`~cvkg.resolve.publications`), organizations by name, acronym and parent
(:mod:`~cvkg.resolve.organizations`), venues by series (:mod:`~cvkg.resolve.venues`). Each
cluster gets one URI ``{base}id/{kind}/{slug}`` (:mod:`~cvkg.resolve.uris`): the same
records in any order give the same URIs, and with the registry of the previous build no
entity is ever renamed.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from pathlib import Path

from cvkg.model import CvRecord
from cvkg.resolve.collect import record_mentions, text_mentions
from cvkg.resolve.entities import (
    CandidateLink,
    Entity,
    Kind,
    Link,
    Mention,
    Relation,
    Resolution,
    mention_key,
    person_key,
)
from cvkg.resolve.keys import ACRONYM, YEAR, fold, slugify, title_key
from cvkg.resolve.names import parse
from cvkg.resolve.organizations import (
    OrgName,
    acronym_table,
    campus_merges,
    cluster_key,
    organization_key,
    parse_organization,
)
from cvkg.resolve.persons import cluster_persons
from cvkg.resolve.publications import cluster_publications
from cvkg.resolve.uris import Cluster, UriRegistry, mint, registry_of
from cvkg.resolve.venues import series_table, venue_key

__all__ = [
    "CandidateLink",
    "Entity",
    "Kind",
    "Link",
    "Mention",
    "Relation",
    "Resolution",
    "UriRegistry",
    "fold",
    "mention_key",
    "mentions_table",
    "organization_key",
    "person_key",
    "resolve",
    "slugify",
    "title_key",
    "venue_key",
]


def _collect(records: list[CvRecord]) -> list[Mention]:
    per_record = [record_mentions(r) for r in records]
    corpus_orgs = {}
    for found in per_record:
        for m in found:
            if m.kind is Kind.ORGANIZATION:
                name = parse_organization(m.text)
                if len(name.main.split()) >= 2:
                    corpus_orgs[name.key] = name.main
    mentions: list[Mention] = []
    for record, found in zip(records, per_record, strict=True):
        mentions += found
        mentions += text_mentions(record, found, corpus_orgs)
    return mentions


def _rekind_service_venues(mentions: list[Mention], series: dict[str, str]) -> list[Mention]:
    """A service venue is a venue series if some paper appeared there; else an organization."""
    paper_series = {series[m.text] for m in mentions if m.kind is Kind.VENUE and not m.role}
    return [
        m
        if m.kind is not Kind.VENUE or not m.role or series[m.text] in paper_series
        else Mention(
            m.doc,
            m.text,
            Kind.ORGANIZATION,
            mention_key(Kind.ORGANIZATION, m.text),
            m.span,
            relation="service",
        )
        for m in mentions
    ]


class _Resolver:
    def __init__(self, mentions: list[Mention]) -> None:
        self.mentions = mentions
        self.clusters: list[tuple[Kind, list[int]]] = []
        self.units: dict[str, list[int]] = defaultdict(list)  # unit key -> org mention indices
        self.unit_parent: dict[str, int] = {}  # unit key -> cluster of its parent
        self.by_kind: dict[Kind, list[int]] = defaultdict(list)
        for i, m in enumerate(mentions):
            self.by_kind[m.kind].append(i)

    def run(self, series: dict[str, str]) -> tuple[list[tuple[int, int]], list]:
        by_series: dict[str, list[int]] = defaultdict(list)
        for i in self.by_kind[Kind.VENUE]:
            by_series[series[self.mentions[i].text]].append(i)
        self.clusters += [(Kind.VENUE, group) for _, group in sorted(by_series.items())]
        authors: dict[tuple[str, str], set[str]] = defaultdict(set)
        for i in self.by_kind[Kind.PERSON]:
            m = self.mentions[i]
            if m.relation == "author":
                authors[(m.doc, m.work)].add(m.text)
        groups, versions = cluster_publications(
            self.mentions, self.by_kind[Kind.PUBLICATION], series, authors
        )
        first_pub = len(self.clusters)
        self.clusters += [(Kind.PUBLICATION, g) for g in groups]
        self.work_of = {
            (self.mentions[i].doc, self.mentions[i].work): f"pub:{first_pub + n}"
            for n, g in enumerate(groups)
            for i in g
        }
        org_keys = self._organizations()
        doc_orgs: dict[str, set[str]] = defaultdict(set)
        for i, key in org_keys.items():
            if self.mentions[i].relation == "affiliation":
                doc_orgs[self.mentions[i].doc].add(key)
        self.org_of = {(self.mentions[i].doc, self.mentions[i].text): key for i, key in org_keys.items()}
        people = cluster_persons(
            self.mentions, self.by_kind[Kind.PERSON], work_cluster=self._work, doc_orgs=doc_orgs
        )
        self.clusters += [(Kind.PERSON, g) for g in people.groups]
        return [(first_pub + a, first_pub + b) for a, b in versions], people.candidates

    def _work(self, doc: str, work: str) -> str | None:
        found = self.work_of.get((doc, work))
        return found or (f"org:{self.org_of[(doc, work)]}" if (doc, work) in self.org_of else None)

    def _organizations(self) -> dict[int, str]:
        indices = self.by_kind[Kind.ORGANIZATION]
        names: dict[int, OrgName] = {i: parse_organization(self.mentions[i].text) for i in indices}
        pairs = [(self.mentions[i].doc, names[i]) for i in indices]
        acronyms, campuses = acronym_table(pairs), campus_merges(pairs)
        keys = {i: cluster_key(self.mentions[i].doc, names[i], acronyms, campuses) for i in indices}
        firsts = {
            (self.mentions[i].doc, names[i].main.split()[0]): keys[i]
            for i in indices
            if self.mentions[i].relation != "short" and names[i].main.split()
        }
        for i in indices:
            if self.mentions[i].relation == "short":
                keys[i] = firsts.get((self.mentions[i].doc, self.mentions[i].text), keys[i])
        by_key: dict[str, list[int]] = defaultdict(list)
        for i in indices:
            by_key[keys[i]].append(i)
        first = len(self.clusters)
        ordered = sorted(by_key.items())
        self.clusters += [(Kind.ORGANIZATION, g) for _, g in ordered]
        cluster_of = {key: first + n for n, (key, _) in enumerate(ordered)}
        for i in indices:
            if names[i].unit:
                unit_key = f"{keys[i]} / {fold(names[i].unit)}"
                self.units[unit_key].append(i)
                self.unit_parent[unit_key] = cluster_of[keys[i]]
        return keys


def _label(kind: Kind, texts: list[str]) -> str:
    """The most informative spelling, chosen from the texts alone (order-independent)."""
    if kind is Kind.PERSON:
        latin = [t for t in texts if t.isascii() or not any("\u3400" <= c <= "\u9fff" for c in t)] or texts
        return max(latin, key=lambda t: (parse(t).fullness(), "," not in t, len(t.split()), len(t), t))
    if kind is Kind.VENUE:
        if all(venue_key(t) == "arxiv" for t in texts):
            return "arXiv"
        acronyms = sorted({a for t in texts for a in ACRONYM.findall(t) if not re.fullmatch(r"[\d.\s]+", a)})
        acronyms = [YEAR.sub("", a).strip() for a in acronyms if YEAR.sub("", a).strip()]
        if acronyms:
            return acronyms[0]
        texts = [YEAR.sub("", t).strip(" ,") or t for t in texts]
    if kind is Kind.ORGANIZATION:
        texts = [parse_organization(t).main for t in texts]
    counts = Counter(texts)
    return max(counts, key=lambda t: (len(t.split()) > 1, counts[t], len(t), t))


def _lookup(m: Mention) -> str:
    return m.work if m.kind is Kind.PUBLICATION else m.key


def resolve(records: Iterable[CvRecord], *, base_uri: str, previous: UriRegistry | None = None) -> Resolution:
    """Cluster every mention of every record and give each cluster one stable URI.

    Args:
        records: the extracted CVs, in any order.
        base_uri: URIs are ``{base_uri}id/{kind}/{slug}``.
        previous: the registry of the previous build (``resolution.registry``); with it, no
            entity that still exists is renamed.
    """
    records = sorted(records, key=lambda r: r.source.name)
    mentions = _collect(records)
    series = series_table(m.text for m in mentions if m.kind is Kind.VENUE)
    mentions = _rekind_service_venues(mentions, series)
    resolver = _Resolver(mentions)
    versions, person_candidates = resolver.run(series)
    specs: list[Cluster] = []
    for kind, group in resolver.clusters:
        texts = sorted({mentions[i].text for i in group})
        anchors = tuple(sorted({f"{kind.value}|{mentions[i].doc}|{_lookup(mentions[i])}" for i in group}))
        alt = ""
        if kind is Kind.PUBLICATION:  # the same title at two venues: tell them apart by venue and year
            first = min(group, key=lambda i: (mentions[i].doc, mentions[i].work))
            venue, year = series.get(mentions[first].venue or "", ""), mentions[first].year or ""
            alt = slugify(f"{_label(kind, texts)} {venue} {year}", limit=80)
        specs.append(Cluster(kind.value, slugify(_label(kind, texts)), anchors, alt))
    unit_keys = sorted(resolver.units)
    for key in unit_keys:
        group = resolver.units[key]
        texts = sorted({mentions[i].text for i in group})
        anchors = tuple(sorted({f"unit|{mentions[i].doc}|{mentions[i].key}" for i in group}))
        specs.append(Cluster(Kind.ORGANIZATION.value, slugify(texts[0]), anchors))
    uris = mint(specs, base_uri=base_uri, previous=previous)
    entities: dict[str, Entity] = {}
    lookup: dict[tuple[Kind, str, str], str] = {}
    resolved: list[tuple[Mention, str]] = []
    for (kind, group), uri in zip(resolver.clusters, uris, strict=False):
        texts = sorted({mentions[i].text for i in group})
        entities[uri] = Entity(
            uri,
            kind,
            _label(kind, texts),
            tuple(sorted({(mentions[i].text, mentions[i].doc) for i in group})),
        )
        for i in group:
            lookup[(kind, mentions[i].doc, _lookup(mentions[i]))] = uri
            resolved.append((mentions[i], uri))
    links = [Link(uris[a], Relation.RELATED_VERSION, uris[b]) for a, b in versions]
    units: dict[tuple[str, str], str] = {}
    for n, key in enumerate(unit_keys):
        uri = uris[len(resolver.clusters) + n]
        group = resolver.units[key]
        entities[uri] = Entity(
            uri,
            Kind.ORGANIZATION,
            sorted(mentions[i].text for i in group)[0],
            tuple(sorted({(mentions[i].text, mentions[i].doc) for i in group})),
        )
        links.append(Link(uri, Relation.PARENT_ORGANIZATION, uris[resolver.unit_parent[key]]))
        units.update({(mentions[i].doc, mentions[i].key): uri for i in group})
    uri_of = {id(m): u for m, u in resolved}
    candidates = {}
    for a, b, score, evidence in person_candidates:
        source, target = sorted((uri_of[id(mentions[a])], uri_of[id(mentions[b])]))
        if source != target:
            candidates[(source, target)] = CandidateLink(source, target, Kind.PERSON, score, evidence)
    resolved.sort(key=lambda mu: (mu[0].doc, mu[0].span.line, mu[0].kind.value, mu[0].text, mu[1]))
    entities = dict(sorted(entities.items()))
    return Resolution(
        entities,
        lookup,
        tuple(resolved),
        tuple(sorted(links, key=lambda k: (k.source, k.target))),
        tuple(candidates[k] for k in sorted(candidates)),
        units,
        registry_of(specs, uris, previous),
    )


def mentions_table(resolution: Resolution) -> dict[str, list[dict[str, object]]]:
    """The mentions of every document in the form ``check_identities.py`` reads."""
    table: dict[str, list[dict[str, object]]] = {}
    for mention, uri in resolution.mentions:
        if mention.kind is Kind.VENUE:
            continue
        row: dict[str, object] = {"text": mention.text, "type": mention.kind.value.capitalize(), "uri": uri}
        if mention.kind is Kind.PUBLICATION:
            row["venue"], row["year"] = mention.venue, mention.year
        table.setdefault(Path(mention.doc).stem, []).append(row)
    return {doc: table[doc] for doc in sorted(table)}
