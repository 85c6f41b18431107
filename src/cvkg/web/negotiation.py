"""Content negotiation, pure: an Accept header, a ``format=`` parameter and a URL suffix -> a format.

The three sources are tried in that order of strength: a suffix (``/doc/person/ada.ttl``)
names the format outright, then a ``format=`` parameter (``?format=csv`` or a media type),
then the Accept header with its q-values and wildcards (RFC 9110 §12.5.1). Every caller
passes the formats it *offers*, in its own order of preference; that order breaks ties,
so ``*/*`` (or no Accept header at all) picks the first offered format.

>>> negotiate("text/html,application/xml;q=0.9,*/*;q=0.8", (Format.TURTLE, Format.HTML))
<Format.HTML: 'html'>
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass


class Format(enum.Enum):
    """Every representation the web layer serves; the value is the URL suffix."""

    HTML = "html"
    TURTLE = "ttl"
    JSONLD = "jsonld"
    NTRIPLES = "nt"
    RDFXML = "rdf"
    NQUADS = "nq"
    TRIG = "trig"
    SPARQL_JSON = "json"
    SPARQL_XML = "xml"
    CSV = "csv"
    TSV = "tsv"

    @property
    def media_type(self) -> str:
        """The media type a response in this format carries."""
        return _MEDIA_TYPES[self][0]

    @property
    def media_types(self) -> tuple[str, ...]:
        """The media types an Accept header may use to ask for this format."""
        return _MEDIA_TYPES[self]

    @property
    def suffix(self) -> str:
        return f".{self.value}"


_MEDIA_TYPES: dict[Format, tuple[str, ...]] = {
    Format.HTML: ("text/html", "application/xhtml+xml"),
    Format.TURTLE: ("text/turtle", "application/x-turtle"),
    Format.JSONLD: ("application/ld+json", "application/json"),
    Format.NTRIPLES: ("application/n-triples",),
    Format.RDFXML: ("application/rdf+xml", "application/xml", "text/xml"),
    Format.NQUADS: ("application/n-quads",),
    Format.TRIG: ("application/trig",),
    Format.SPARQL_JSON: ("application/sparql-results+json", "application/json"),
    Format.SPARQL_XML: ("application/sparql-results+xml", "application/xml", "text/xml"),
    Format.CSV: ("text/csv",),
    Format.TSV: ("text/tab-separated-values",),
}

# ``format=`` values besides suffixes and media types; each may name several formats,
# of which the first one offered wins ("json" is SPARQL JSON for SELECT, JSON-LD for CONSTRUCT).
_FORMAT_ALIASES: dict[str, tuple[Format, ...]] = {
    "json": (Format.SPARQL_JSON, Format.JSONLD),
    "xml": (Format.SPARQL_XML, Format.RDFXML),
    "turtle": (Format.TURTLE,),
    "json-ld": (Format.JSONLD,),
    "ntriples": (Format.NTRIPLES,),
    "n-triples": (Format.NTRIPLES,),
    "rdfxml": (Format.RDFXML,),
    "rdf+xml": (Format.RDFXML,),
    "nquads": (Format.NQUADS,),
    "n-quads": (Format.NQUADS,),
    "srj": (Format.SPARQL_JSON,),
    "srx": (Format.SPARQL_XML,),
}

SPARQL_RESULT_FORMATS: tuple[Format, ...] = (
    Format.SPARQL_JSON, Format.SPARQL_XML, Format.CSV, Format.TSV, Format.HTML)
GRAPH_FORMATS: tuple[Format, ...] = (
    Format.TURTLE, Format.JSONLD, Format.NTRIPLES, Format.RDFXML, Format.HTML)
RDF_FORMATS: tuple[Format, ...] = (Format.TURTLE, Format.JSONLD, Format.NTRIPLES, Format.RDFXML)


@dataclass(frozen=True, slots=True)
class MediaRange:
    """One entry of an Accept header: ``type/subtype`` (either may be ``*``) and its q-value."""

    type: str
    subtype: str
    q: float

    def specificity(self, media_type: str) -> int:
        """How closely this range matches ``media_type``: 2 exact, 1 ``type/*``, 0 ``*/*``, -1 not at all."""
        kind, _, sub = media_type.partition("/")
        if self.type == "*":
            return 0 if self.subtype == "*" else -1
        if self.type != kind:
            return -1
        if self.subtype == "*":
            return 1
        return 2 if self.subtype == sub else -1


def parse_accept(header: str | None) -> list[MediaRange]:
    """The media ranges of an Accept header; malformed entries and q-values are skipped.

    >>> parse_accept("text/*;q=0.5, application/json")
    [MediaRange(type='text', subtype='*', q=0.5), MediaRange(type='application', subtype='json', q=1.0)]
    """
    ranges: list[MediaRange] = []
    for item in (header or "").split(","):
        media, *params = (part.strip() for part in item.split(";"))
        kind, slash, sub = media.lower().partition("/")
        if not slash or not kind or not sub or (kind == "*" and sub != "*"):
            continue
        q = _q_value(params)
        if q is not None:
            ranges.append(MediaRange(kind, sub, q))
    return ranges


def _q_value(params: list[str]) -> float | None:
    for param in params:
        name, _, value = param.partition("=")
        if name.strip().lower() == "q":
            try:
                q = float(value.strip())
            except ValueError:
                return None
            return q if 0.0 <= q <= 1.0 else None
    return 1.0


def quality(ranges: Sequence[MediaRange], fmt: Format) -> float:
    """The q-value an Accept header gives ``fmt``: that of the most specific range matching it.

    A wildcard range matches only the format's own media type, the one the response will
    carry: ``text/*`` accepts CSV (text/csv), not SPARQL XML by way of its alias text/xml.
    """
    best_q, best_specificity = 0.0, -1
    for media_type in fmt.media_types:
        for media_range in ranges:
            specificity = media_range.specificity(media_type)
            if specificity < 0 or (specificity < 2 and media_type != fmt.media_type):
                continue
            if specificity > best_specificity or (specificity == best_specificity and media_range.q > best_q):
                best_q, best_specificity = media_range.q, specificity
    return best_q


def from_accept(header: str | None, offered: Sequence[Format]) -> Format | None:
    """The offered format the Accept header likes best; ties go to the earlier offered one.

    No header (or an empty one) accepts anything, so the first offered format wins.
    ``None`` when the header rules every offered format out (HTTP 406).
    """
    ranges = parse_accept(header)
    if not (header or "").strip() or not ranges:
        return offered[0] if offered else None
    best: Format | None = None
    best_q = 0.0
    for fmt in offered:
        q = quality(ranges, fmt)
        if q > best_q:
            best, best_q = fmt, q
    return best


def from_parameter(value: str | None, offered: Sequence[Format]) -> Format | None:
    """The offered format a ``format=`` value names (a suffix, an alias or a media type), or None.

    >>> from_parameter("csv", SPARQL_RESULT_FORMATS)
    <Format.CSV: 'csv'>
    """
    if not value:
        return None
    key = value.partition(";")[0].strip().lower().removeprefix(".")  # media type parameters ignored
    candidates = _FORMAT_ALIASES.get(key, ())
    for fmt in Format:
        if key == fmt.value or key in fmt.media_types:
            candidates = (*candidates, fmt)
    return next((fmt for fmt in candidates if fmt in offered), None)


def split_suffix(name: str, offered: Sequence[Format] = tuple(Format)) -> tuple[str, Format | None]:
    """``"ada.ttl"`` -> ``("ada", Format.TURTLE)``; a name without an offered suffix is kept whole.

    >>> split_suffix("ada-lovelace.jsonld")
    ('ada-lovelace', <Format.JSONLD: 'jsonld'>)
    """
    stem, dot, suffix = name.rpartition(".")
    if not dot or not stem:
        return name, None
    fmt = next((f for f in offered if f.value == suffix.lower()), None)
    return (stem, fmt) if fmt is not None else (name, None)


def negotiate(accept: str | None, offered: Sequence[Format], *, format_param: str | None = None,
              suffix: Format | None = None) -> Format | None:
    """The format to answer in: the suffix if offered, else ``format=``, else the Accept header.

    Args:
        accept: the request's Accept header (``None`` when absent).
        offered: what this resource can be served as, most preferred first.
        format_param: the ``format=`` query parameter, if any.
        suffix: the format a URL suffix named, if any.

    Returns:
        The chosen format, or ``None`` when nothing offered is acceptable (answer 406).

    >>> negotiate("application/sparql-results+xml", SPARQL_RESULT_FORMATS, format_param="tsv")
    <Format.TSV: 'tsv'>
    """
    if suffix is not None:
        return suffix if suffix in offered else None
    if format_param:
        return from_parameter(format_param, offered)
    return from_accept(accept, offered)
