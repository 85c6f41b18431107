"""Canned queries: ``queries/*.rq``, each with a header naming its title, description and parameters.

Header lines, before the query::

    # title: Publications by year
    # description: A person's publications, newest first.
    # param: person (iri) = : the person; empty for everyone

A parameter is a variable of the query. A value given for it is bound by substitution
(never pasted into the query text); an empty value leaves the variable free, so the
query answers for every value.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import pyoxigraph as ox

from cvkg.errors import ConfigError, QueryError

Term = ox.NamedNode | ox.Literal
XSD_INTEGER = ox.NamedNode("http://www.w3.org/2001/XMLSchema#integer")


class ParamKind(enum.Enum):
    IRI = "iri"
    LITERAL = "literal"
    INTEGER = "integer"


@dataclass(frozen=True, slots=True)
class Param:
    name: str
    kind: ParamKind
    default: str
    help: str


@dataclass(frozen=True, slots=True)
class CannedQuery:
    name: str
    title: str
    description: str
    params: tuple[Param, ...]
    sparql: str

    def bindings(self, values: Mapping[str, str], *, base_uri: str) -> dict[ox.Variable, Term]:
        """Substitutions for the given parameter values (defaults where absent).

        Raises:
            QueryError: a value that is not of its parameter's kind.

        >>> q = CannedQuery("q", "Q", "", (Param("year", ParamKind.INTEGER, "", ""),), "SELECT ?year {}")
        >>> q.bindings({"year": "2021"}, base_uri="http://x/")
        {<Variable value=year>: <Literal value=2021 datatype=<NamedNode value=http://www.w3.org/2001/XMLSchema#integer>>}
        """
        out: dict[ox.Variable, Term] = {}
        for param in self.params:
            value = (values.get(param.name) or param.default).strip()
            if value:
                out[ox.Variable(param.name)] = _term(param, value, base_uri)
        return out


    def job_bindings(self, values: Mapping[str, str], *, base_uri: str) -> tuple[tuple[str, str, str], ...]:
        """:meth:`bindings` as plain strings ``(variable, "iri" or datatype IRI, value)``, to cross a pipe."""
        return tuple((var.value, "iri" if isinstance(term, ox.NamedNode) else term.datatype.value, term.value)
                     for var, term in self.bindings(values, base_uri=base_uri).items())


_HEADER = re.compile(r"^#\s*(title|description|param):\s*(.*)$")
_PARAM = re.compile(r"^(\w+)\s*\((iri|literal|integer)\)\s*=\s*([^:]*?)\s*:\s*(.*)$")


def _term(param: Param, value: str, base_uri: str) -> Term:
    try:
        if param.kind is ParamKind.IRI:
            if not re.match(r"^[a-z][\w+.-]*:", value):
                value = base_uri + value.lstrip("/")  # a path such as id/person/ada-lovelace
            return ox.NamedNode(value)
        if param.kind is ParamKind.INTEGER:
            return ox.Literal(str(int(value)), datatype=XSD_INTEGER)
    except ValueError as exc:
        raise QueryError(f"parameter {param.name!r} must be {param.kind.value}, got {value!r}") from exc
    return ox.Literal(value)


def parse_query(name: str, text: str) -> CannedQuery:
    """A canned query from its file text.

    Raises:
        ConfigError: the header lacks a title or a parameter line is malformed.
    """
    fields: dict[str, str] = {}
    params: list[Param] = []
    for line in text.splitlines():
        match = _HEADER.match(line)
        if not match:
            if line.strip() and not line.startswith("#"):
                break
            continue
        key, value = match.groups()
        if key == "param":
            pmatch = _PARAM.match(value)
            if not pmatch:
                raise ConfigError(f"{name}.rq: malformed parameter line {line!r}; "
                                  "write '# param: NAME (iri|literal|integer) = DEFAULT : help'")
            pname, kind, default, help_text = pmatch.groups()
            params.append(Param(pname, ParamKind(kind), default, help_text))
        else:
            fields[key] = value.strip()
    if "title" not in fields:
        raise ConfigError(f"{name}.rq: no '# title:' line in the header")
    return CannedQuery(name, fields["title"], fields.get("description", ""), tuple(params), text)


def load_queries(directory: Path) -> dict[str, CannedQuery]:
    """Every ``*.rq`` of ``directory``, by name (the file stem)."""
    if not directory.is_dir():
        return {}
    files = sorted(directory.glob("*.rq"))
    return {p.stem: parse_query(p.stem, p.read_text(encoding="utf-8")) for p in files}
