"""Content negotiation, table-driven: Accept headers, ``format=`` values and URL suffixes -> a format."""

from __future__ import annotations

import pytest

from cvkg.web.negotiation import (
    GRAPH_FORMATS,
    RDF_FORMATS,
    SPARQL_RESULT_FORMATS,
    Format,
    MediaRange,
    from_accept,
    from_parameter,
    negotiate,
    parse_accept,
    split_suffix,
)

FIREFOX = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
CHROME = ("text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,"
          "application/signed-exchange;v=b3;q=0.7")
SAFARI = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
CURL = "*/*"
PAGE = (Format.HTML, *RDF_FORMATS)  # what a resource page offers
API = (Format.SPARQL_JSON, Format.HTML)  # how errors decide between JSON and a page

ACCEPT_CASES = [
    # no header, empty header, curl: the first offered format
    (None, SPARQL_RESULT_FORMATS, Format.SPARQL_JSON),
    ("", SPARQL_RESULT_FORMATS, Format.SPARQL_JSON),
    ("   ", GRAPH_FORMATS, Format.TURTLE),
    (CURL, SPARQL_RESULT_FORMATS, Format.SPARQL_JSON),
    (CURL, GRAPH_FORMATS, Format.TURTLE),
    (CURL, PAGE, Format.HTML),
    # exact media types, and their aliases
    ("application/sparql-results+json", SPARQL_RESULT_FORMATS, Format.SPARQL_JSON),
    ("application/sparql-results+xml", SPARQL_RESULT_FORMATS, Format.SPARQL_XML),
    ("text/csv", SPARQL_RESULT_FORMATS, Format.CSV),
    ("text/tab-separated-values", SPARQL_RESULT_FORMATS, Format.TSV),
    ("application/json", SPARQL_RESULT_FORMATS, Format.SPARQL_JSON),
    ("application/json", GRAPH_FORMATS, Format.JSONLD),
    ("application/xml", SPARQL_RESULT_FORMATS, Format.SPARQL_XML),
    ("application/xml", GRAPH_FORMATS, Format.RDFXML),
    ("text/xml", GRAPH_FORMATS, Format.RDFXML),
    ("application/x-turtle", GRAPH_FORMATS, Format.TURTLE),
    ("application/xhtml+xml", PAGE, Format.HTML),
    ("TEXT/Turtle", GRAPH_FORMATS, Format.TURTLE),
    ("text/turtle; charset=utf-8", GRAPH_FORMATS, Format.TURTLE),
    # q-values
    ("text/csv;q=0.5, text/tab-separated-values", SPARQL_RESULT_FORMATS, Format.TSV),
    ("application/sparql-results+xml;q=0.9, application/sparql-results+json;q=0.8", SPARQL_RESULT_FORMATS,
     Format.SPARQL_XML),
    ("application/n-triples, text/turtle;q=0.1", GRAPH_FORMATS, Format.NTRIPLES),
    ("text/turtle;q=0.2, application/ld+json;q=0.3, application/rdf+xml;q=0.25", GRAPH_FORMATS, Format.JSONLD),
    ("text/turtle ; q = 0.4 , application/n-triples ; q=0.6", GRAPH_FORMATS, Format.NTRIPLES),
    ("text/turtle;q=0, */*", GRAPH_FORMATS, Format.JSONLD),  # q=0: "not this one"
    ("text/turtle;q=0", GRAPH_FORMATS, None),
    # ties go to the earlier offered format
    ("text/turtle, application/ld+json", GRAPH_FORMATS, Format.TURTLE),
    ("application/ld+json, text/turtle", GRAPH_FORMATS, Format.TURTLE),
    ("text/csv;q=0.5, application/sparql-results+xml;q=0.5", SPARQL_RESULT_FORMATS, Format.SPARQL_XML),
    ("*/*;q=0.5", RDF_FORMATS, Format.TURTLE),
    # wildcards: the most specific matching range decides a format's q-value
    ("text/*", GRAPH_FORMATS, Format.TURTLE),
    ("text/*", SPARQL_RESULT_FORMATS, Format.CSV),
    ("application/*", GRAPH_FORMATS, Format.JSONLD),
    ("text/*;q=0.9, text/csv;q=0.1", SPARQL_RESULT_FORMATS, Format.TSV),
    ("*/*;q=0.1, text/html;q=0", PAGE, Format.TURTLE),
    ("text/*, text/turtle;q=0", GRAPH_FORMATS, Format.HTML),
    # browsers get pages; API clients get data
    (FIREFOX, PAGE, Format.HTML),
    (CHROME, PAGE, Format.HTML),
    (SAFARI, SPARQL_RESULT_FORMATS, Format.HTML),
    (FIREFOX, API, Format.HTML),
    (CURL, API, Format.SPARQL_JSON),
    ("application/json", API, Format.SPARQL_JSON),
    (FIREFOX, RDF_FORMATS, Format.RDFXML),  # application/xml;q=0.9 beats */*;q=0.8
    # malformed entries are skipped; nothing acceptable -> None (406)
    ("text", GRAPH_FORMATS, Format.TURTLE),  # only junk: as if there were no header
    ("text/turtle;q=abc, application/n-triples", GRAPH_FORMATS, Format.NTRIPLES),
    ("text/turtle;q=2, application/n-triples;q=0.5", GRAPH_FORMATS, Format.NTRIPLES),
    ("*/turtle, application/rdf+xml", GRAPH_FORMATS, Format.RDFXML),
    (",,;, text/csv", SPARQL_RESULT_FORMATS, Format.CSV),
    ("image/png", GRAPH_FORMATS, None),
    ("image/png, text/*;q=0", SPARQL_RESULT_FORMATS, None),
    ("application/sparql-results+json", GRAPH_FORMATS, None),
    ("text/turtle", SPARQL_RESULT_FORMATS, None),
    ("text/html", RDF_FORMATS, None),
]


@pytest.mark.parametrize(("accept", "offered", "expected"), ACCEPT_CASES)
def test_from_accept(accept: str | None, offered: tuple[Format, ...], expected: Format | None) -> None:
    """Each Accept header picks the expected offered format, or None when nothing offered is acceptable."""
    assert from_accept(accept, offered) is expected


@pytest.mark.parametrize(("header", "expected"), [
    ("text/*;q=0.5, application/json", [MediaRange("text", "*", 0.5), MediaRange("application", "json", 1.0)]),
    ("*/*", [MediaRange("*", "*", 1.0)]),
    ("Text/HTML;level=1;q=0.7", [MediaRange("text", "html", 0.7)]),
    ("text/html;q=1.5, text/csv;q=-1, text/plain;q=x", []),
    ("html, /json, text/, */csv", []),
    (None, []),
])
def test_parse_accept(header: str | None, expected: list[MediaRange]) -> None:
    """Accept entries become media ranges with q-values; malformed entries and q-values are dropped."""
    assert parse_accept(header) == expected


@pytest.mark.parametrize(("value", "offered", "expected"), [
    ("csv", SPARQL_RESULT_FORMATS, Format.CSV),
    ("tsv", SPARQL_RESULT_FORMATS, Format.TSV),
    ("html", SPARQL_RESULT_FORMATS, Format.HTML),
    ("json", SPARQL_RESULT_FORMATS, Format.SPARQL_JSON),
    ("json", GRAPH_FORMATS, Format.JSONLD),
    ("xml", SPARQL_RESULT_FORMATS, Format.SPARQL_XML),
    ("xml", GRAPH_FORMATS, Format.RDFXML),
    ("srj", SPARQL_RESULT_FORMATS, Format.SPARQL_JSON),
    ("srx", SPARQL_RESULT_FORMATS, Format.SPARQL_XML),
    ("turtle", GRAPH_FORMATS, Format.TURTLE),
    ("ttl", GRAPH_FORMATS, Format.TURTLE),
    (".ttl", GRAPH_FORMATS, Format.TURTLE),
    ("json-ld", GRAPH_FORMATS, Format.JSONLD),
    ("jsonld", GRAPH_FORMATS, Format.JSONLD),
    ("ntriples", GRAPH_FORMATS, Format.NTRIPLES),
    ("n-triples", GRAPH_FORMATS, Format.NTRIPLES),
    ("nt", GRAPH_FORMATS, Format.NTRIPLES),
    ("rdfxml", GRAPH_FORMATS, Format.RDFXML),
    ("rdf+xml", GRAPH_FORMATS, Format.RDFXML),
    ("nquads", tuple(Format), Format.NQUADS),
    ("n-quads", tuple(Format), Format.NQUADS),
    ("trig", tuple(Format), Format.TRIG),
    ("text/csv", SPARQL_RESULT_FORMATS, Format.CSV),
    ("application/sparql-results+json", SPARQL_RESULT_FORMATS, Format.SPARQL_JSON),
    ("application/sparql-results+json; charset=utf-8", SPARQL_RESULT_FORMATS, Format.SPARQL_JSON),
    ("application/json", SPARQL_RESULT_FORMATS, Format.SPARQL_JSON),
    ("application/json", GRAPH_FORMATS, Format.JSONLD),
    ("application/ld+json", GRAPH_FORMATS, Format.JSONLD),
    ("  CSV ", SPARQL_RESULT_FORMATS, Format.CSV),
    ("csv", GRAPH_FORMATS, None),  # not offered
    ("turtle", SPARQL_RESULT_FORMATS, None),
    ("yaml", tuple(Format), None),
    ("", SPARQL_RESULT_FORMATS, None),
    (None, SPARQL_RESULT_FORMATS, None),
])
def test_from_parameter(value: str | None, offered: tuple[Format, ...], expected: Format | None) -> None:
    """A ``format=`` value (suffix, alias or media type) names the expected offered format, or None."""
    assert from_parameter(value, offered) is expected


@pytest.mark.parametrize(("name", "offered", "expected"), [
    ("ada-lovelace.ttl", tuple(Format), ("ada-lovelace", Format.TURTLE)),
    ("ada-lovelace.jsonld", tuple(Format), ("ada-lovelace", Format.JSONLD)),
    ("ada-lovelace.nt", RDF_FORMATS, ("ada-lovelace", Format.NTRIPLES)),
    ("ada-lovelace.rdf", RDF_FORMATS, ("ada-lovelace", Format.RDFXML)),
    ("ada-lovelace.TTL", RDF_FORMATS, ("ada-lovelace", Format.TURTLE)),
    ("ada-lovelace", RDF_FORMATS, ("ada-lovelace", None)),
    ("j.-r.-smith.ttl", RDF_FORMATS, ("j.-r.-smith", Format.TURTLE)),
    ("j.-r.-smith", RDF_FORMATS, ("j.-r.-smith", None)),  # a dot inside a slug is no suffix
    ("coauthors.csv", RDF_FORMATS, ("coauthors.csv", None)),  # a suffix not offered stays in the name
    ("coauthors.csv", SPARQL_RESULT_FORMATS, ("coauthors", Format.CSV)),
    (".ttl", RDF_FORMATS, (".ttl", None)),
    ("ada.", RDF_FORMATS, ("ada.", None)),
])
def test_split_suffix(name: str, offered: tuple[Format, ...], expected: tuple[str, Format | None]) -> None:
    """A known, offered suffix is split off a name; anything else leaves the name whole."""
    assert split_suffix(name, offered) == expected


@pytest.mark.parametrize(("accept", "format_param", "suffix", "expected"), [
    ("application/sparql-results+xml", "tsv", None, Format.TSV),  # format= beats Accept
    ("text/csv", None, None, Format.CSV),
    (FIREFOX, "json", None, Format.SPARQL_JSON),
    (FIREFOX, None, Format.CSV, Format.CSV),  # a suffix beats everything
    ("text/csv", "tsv", Format.SPARQL_XML, Format.SPARQL_XML),
    (None, "yaml", None, None),  # a format= naming nothing offered: 406, not a silent fallback
    (None, None, Format.TURTLE, None),  # a suffix not offered here
    ("text/csv", "", None, Format.CSV),  # an empty format= is no format=
])
def test_negotiate_order_of_strength(accept: str | None, format_param: str | None, suffix: Format | None,
                                     expected: Format | None) -> None:
    """negotiate() tries the suffix, then ``format=``, then the Accept header."""
    assert negotiate(accept, SPARQL_RESULT_FORMATS, format_param=format_param, suffix=suffix) is expected


def test_every_format_has_a_media_type_and_suffix() -> None:
    """Each format names its primary media type first and a suffix equal to its value."""
    for fmt in Format:
        assert fmt.media_type == fmt.media_types[0]
        assert "/" in fmt.media_type
        assert fmt.suffix == f".{fmt.value}"
