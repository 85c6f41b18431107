"""Minting URIs: readable slugs, stable disambiguators, and the registry of earlier builds.

A URI is ``{base}id/{kind}/{slug}``. Without a registry, a slug depends only on its
cluster (never on input order); clusters that want one slug are told apart by a short hash
of their anchor, the smallest ``doc|key`` among their mentions, and the cluster with the
smallest anchor keeps the plain slug. With a registry from the previous build, every
cluster that contains a mention seen before keeps that mention's URI, and URIs once minted
are never handed to anything else: adding a CV renames nothing.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class UriRegistry:
    """Anchors (``kind|doc|key`` of a mention) -> the URI their entity had. JSON-ready."""

    anchors: Mapping[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"version": 1, "anchors": dict(sorted(self.anchors.items()))}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> UriRegistry:
        """Raises ``ValueError`` on anything but the layout :meth:`to_json` writes."""
        anchors = data.get("anchors") if isinstance(data, Mapping) else None
        if data.get("version") != 1 or not isinstance(anchors, Mapping):
            raise ValueError("not a cvkg URI registry (expected {'version': 1, 'anchors': {...}})")
        return cls({str(k): str(v) for k, v in anchors.items()})


@dataclass(frozen=True, slots=True)
class Cluster:
    """What minting needs to know of one entity."""

    kind: str
    slug: str
    anchors: tuple[str, ...]  # sorted
    alt: str = ""  # a readable second choice when the slug is taken


def mint(clusters: Sequence[Cluster], *, base_uri: str, previous: UriRegistry | None) -> list[str]:
    """One URI per cluster, in the clusters' order."""
    previous = previous or UriRegistry()
    reserved = set(previous.anchors.values())
    uris: list[str | None] = [None] * len(clusters)
    taken: set[str] = set()
    # Earlier URIs first: the cluster holding most of an old entity's anchors keeps its URI.
    claims = []
    for i, cluster in enumerate(clusters):
        votes = Counter(previous.anchors[a] for a in cluster.anchors if a in previous.anchors)
        for uri, count in votes.items():
            claims.append((-count, cluster.anchors[0], uri, i))
    for _, _, uri, i in sorted(claims):
        if uris[i] is None and uri not in taken:
            uris[i] = uri
            taken.add(uri)
    order = sorted(
        range(len(clusters)), key=lambda i: (clusters[i].kind, clusters[i].slug, clusters[i].anchors[0])
    )
    for i in order:
        if uris[i] is not None:
            continue
        cluster = clusters[i]
        stem = f"{base_uri}id/{cluster.kind}/{cluster.slug}"
        uri, n = stem, 0
        if cluster.alt and (uri in taken or uri in reserved):
            uri = stem = f"{base_uri}id/{cluster.kind}/{cluster.alt}"
        while uri in taken or uri in reserved:
            digest = hashlib.sha1(f"{cluster.anchors[0]}#{n}".encode()).hexdigest()[:6]
            uri, n = f"{stem}-{digest}", n + 1
        uris[i] = uri
        taken.add(uri)
    return [u for u in uris if u is not None]


def registry_of(
    clusters: Sequence[Cluster], uris: Sequence[str], previous: UriRegistry | None
) -> UriRegistry:
    """The registry to keep for the next build: today's anchors, and the earlier ones not seen today."""
    anchors = dict(previous.anchors) if previous else {}
    for cluster, uri in zip(clusters, uris, strict=True):
        for anchor in cluster.anchors:
            anchors[anchor] = uri
    return UriRegistry(anchors)
