"""Screen a SPARQL request before it runs, pure: its form, refused updates, refused SERVICE calls.

pyoxigraph parses the query again when it runs, and reports syntax errors with their
position; this module only tokenises (comments, strings and IRIs are skipped correctly)
so that it can answer three questions cheaply, in microseconds:

* which query form is it (SELECT/ASK give result sets, CONSTRUCT/DESCRIBE give graphs)?
* is it an update (this endpoint is read-only)?
* does it call a SERVICE that is not on the allow-list?

>>> screen("PREFIX s: <https://schema.org/> SELECT * { ?p a s:Person }", allowed_services=()).form
<QueryForm.SELECT: 'SELECT'>
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from cvkg.errors import QueryError


class QueryForm(enum.Enum):
    SELECT = "SELECT"
    ASK = "ASK"
    CONSTRUCT = "CONSTRUCT"
    DESCRIBE = "DESCRIBE"

    @property
    def is_graph(self) -> bool:
        """CONSTRUCT and DESCRIBE answer with triples, SELECT and ASK with a result set."""
        return self in (QueryForm.CONSTRUCT, QueryForm.DESCRIBE)


UPDATE_KEYWORDS = frozenset({"INSERT", "DELETE", "LOAD", "CLEAR", "CREATE", "DROP", "COPY", "MOVE", "ADD",
                             "WITH"})

# A comment or a short string ends at CR as well as LF (SPARQL's EOL is [#xA#xD]); stopping
# only at LF would let "# x\rSERVICE <...>" hide a SERVICE call from the allow-list.
_TOKEN = re.compile(r"""
      (?P<ws>\s+)
    | (?P<comment>\#[^\r\n]*)
    | (?P<string>\"\"\"(?:[^"\\]|\\.|"(?!""))*\"\"\"|'''(?:[^'\\]|\\.|'(?!''))*'''
                |"(?:[^"\\\r\n]|\\.)*"|'(?:[^'\\\r\n]|\\.)*')
    | (?P<iri><[^<>"{}|^`\\\x00-\x20]*>)
    | (?P<pname>(?:[A-Za-z\u00C0-\uFFFF][\w.\-\u00C0-\uFFFF]*)?:(?:[\w\-:%.\u00C0-\uFFFF]|\\.)*)
    | (?P<var>[?$]\w+)
    | (?P<word>[A-Za-z_]\w*)
    | (?P<other>.)
""", re.VERBOSE | re.DOTALL)


@dataclass(frozen=True, slots=True)
class Token:
    kind: str
    text: str


@dataclass(frozen=True, slots=True)
class Screened:
    """What screening learnt: the form (None if it could not tell; the parser will say why)."""

    form: QueryForm | None
    services: tuple[str, ...]


def tokens(sparql: str) -> Iterator[Token]:
    """The significant tokens of a query: no whitespace, no comments."""
    for match in _TOKEN.finditer(sparql):
        kind = match.lastgroup or "other"
        if kind not in ("ws", "comment"):
            yield Token(kind, match.group())


def screen(sparql: str, *, allowed_services: Sequence[str]) -> Screened:
    """Classify a query and refuse what this endpoint does not run.

    Raises:
        QueryError: the text is a SPARQL Update, or calls a SERVICE not in ``allowed_services``.

    >>> screen("DELETE WHERE { ?s ?p ?o }", allowed_services=())
    Traceback (most recent call last):
    ...
    cvkg.errors.QueryError: SPARQL Update (DELETE) is not allowed: this endpoint is read-only
    """
    toks = list(tokens(sparql))
    prefixes, start = _prologue(toks)
    form: QueryForm | None = None
    if start < len(toks) and toks[start].kind == "word":
        keyword = toks[start].text.upper()
        if keyword in UPDATE_KEYWORDS:
            raise update_refused(keyword)
        form = QueryForm.__members__.get(keyword)
    services = tuple(_services(toks, prefixes))
    for iri in services:
        if iri not in allowed_services:
            raise QueryError(f"SERVICE <{iri}> is not allowed: federated queries may only call "
                             "the endpoints in the service_allow_list setting", service=iri)
    return Screened(form, services)


def update_refused(keyword: str = "") -> QueryError:
    """The error for any attempt to update through this endpoint."""
    what = f"SPARQL Update ({keyword})" if keyword else "SPARQL Update"
    return QueryError(f"{what} is not allowed: this endpoint is read-only")


def _prologue(toks: list[Token]) -> tuple[dict[str, str], int]:
    """PREFIX declarations (prefix -> IRI) and the index of the first token after the prologue."""
    prefixes: dict[str, str] = {}
    i = 0
    while i < len(toks) and toks[i].kind == "word" and toks[i].text.upper() in ("BASE", "PREFIX"):
        if toks[i].text.upper() == "BASE":
            i += 2
            continue
        if i + 2 < len(toks) and toks[i + 1].kind == "pname" and toks[i + 2].kind == "iri":
            prefixes[toks[i + 1].text.rstrip(":")] = toks[i + 2].text[1:-1]
        i += 3
    return prefixes, i


def _services(toks: list[Token], prefixes: dict[str, str]) -> Iterator[str]:
    """The endpoint IRI of every SERVICE clause, prefixed names expanded.

    Raises:
        QueryError: a SERVICE whose endpoint is a variable or cannot be resolved.
    """
    for i, tok in enumerate(toks):
        if tok.kind != "word" or tok.text.upper() != "SERVICE":
            continue
        j = i + 1
        if j < len(toks) and toks[j].kind == "word" and toks[j].text.upper() == "SILENT":
            j += 1
        target = toks[j] if j < len(toks) else Token("other", "")
        if target.kind == "iri":
            yield target.text[1:-1]
        elif target.kind == "pname" and target.text.partition(":")[0] in prefixes:
            prefix, _, local = target.text.partition(":")
            yield prefixes[prefix] + local
        else:
            raise QueryError(f"SERVICE {target.text} is not allowed: a federated query must name "
                             "an endpoint from the service_allow_list setting")
