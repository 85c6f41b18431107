"""HTML for the values on resource pages, as Jinja globals.

Written in Python rather than as Jinja macros because a large page shows thousands of
values (a prolific author's co-authors, each under ``foaf:knows``, ``schema:knows`` and
``cvkg:coAuthor``), and a macro call costs about ten times a function call. The pieces are
plain escaped strings (``html.escape``), made :class:`~markupsafe.Markup` once, at the end:
a Markup per value would double the cost.
"""

from __future__ import annotations

from html import escape

from markupsafe import Markup

from cvkg.web.describe import Property, Source, Value

SEPARATOR = '<span class="sep"> · </span>'
INFERRED_TAG = ' <span class="tag inferred-tag">inferred</span>'


def _link(iri: str, label: str, base: str) -> str:
    if iri.startswith(f"{base}id/"):
        return f'<a href="/doc/{escape(iri[len(base) + 3:])}">{escape(label)}</a>'
    # Only web and mail IRIs become links elsewhere: a CV's "homepage" could be javascript:...
    if iri.startswith(("http://", "https://", "mailto:")):
        return f'<a href="{escape(iri)}" rel="nofollow">{escape(label)}</a>'
    return escape(label)


def _source(s: Source, base: str) -> str:
    return f'<span class="src">{_link(s.document, s.name, base)}:{escape(s.lines)}</span>'


def _show(v: Value, base: str) -> str:
    if v.is_iri:
        return _link(v.term.value, v.label, base)
    if v.is_record and v.children:
        head = f'<span class="muted">source {_source(v.source, base)}</span>' if v.source else ""
        rows = "".join(f'<dt title="{escape(p.iri)}">{escape(p.name)}</dt><dd>{_values(p, base)}</dd>'
                       for p in v.children)
        return f'<div class="record">{head}<dl>{rows}</dl></div>'
    if v.source is not None:
        return f"{escape(v.label)} {_source(v.source, base)}"
    return escape(v.label)


def _values(p: Property, base: str) -> str:
    everything_inferred = p.is_inferred
    parts: list[str] = []
    for v in p.values:
        html = _show(v, base)
        if v.inferred and not everything_inferred:
            html = f'<span class="inferred">{html}</span>'
        if parts and not (v.is_record and v.children):  # a record is a block of its own
            parts.append(SEPARATOR)
        parts.append(html)
    if everything_inferred:
        parts.append(INFERRED_TAG)
    return "".join(parts)


def link(iri: str, label: str, base: str) -> Markup:
    """A link to this site's page of ``iri``; to a web or mail address; or plain text."""
    return Markup(_link(iri, label, base))


def source(s: Source, base: str) -> Markup:
    """``document:lines``, the document linked to its page."""
    return Markup(_source(s, base))


def show(v: Value, base: str) -> Markup:
    """One value: a link, a literal, a nested record (its properties and source), or a source."""
    return Markup(_show(v, base))


def values(p: Property, base: str) -> Markup:
    """A property's values; inferred ones marked, unless all are (then the property is, once)."""
    return Markup(_values(p, base))


GLOBALS = {"link": link, "show": show, "values": values, "source": source}
