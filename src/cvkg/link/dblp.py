"""dblp through its SPARQL endpoint (schema https://dblp.org/rdf/schema#).

Creators are found by name: ``dblp:creatorName`` equal to a name form, or that name plus
dblp's four-digit homonym number ("Wei Chen 0002"). The ``dblp:AmbiguousCreator`` bin of a
name is fetched too, but only ever becomes a candidate. Publications come with their
signatures (``dblp:hasSignature`` / ``dblp:signatureOrdinal`` / ``dblp:signatureDblpName``) so
that author order can be compared; ``dblp:yearOfPublication`` is an ``xsd:gYear`` and is cast
(its first four characters) before any comparison; titles end with "." as dblp writes them.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence

from cvkg.link.http import ServiceClient, bindings, sparql_string
from cvkg.link.matcher import strip_homonym
from cvkg.link.model import LocalPaper, LocalPerson, RemotePaper, RemotePerson, Service

PREFIX = "PREFIX dblp: <https://dblp.org/rdf/schema#>\n"
BATCH = 20
_ORCID = re.compile(r"(\d{4}-\d{4}-\d{4}-\d{3}[\dX])$")


def creators_query(names: Sequence[str]) -> str:
    tests = " || ".join(f"?n = {sparql_string(n)} || STRSTARTS(?n, {sparql_string(n + ' ')})" for n in names)
    return PREFIX + f"""SELECT ?creator ?name ?ambiguous ?orcid ?affiliation WHERE {{
  ?creator dblp:creatorName ?n .
  FILTER({tests})
  ?creator dblp:creatorName ?name .
  OPTIONAL {{ ?creator a dblp:AmbiguousCreator . BIND(true AS ?ambiguous) }}
  OPTIONAL {{ ?creator dblp:orcid ?orcid }}
  OPTIONAL {{ ?creator dblp:affiliation ?affiliation }}
}}"""


_PUBLICATION_DETAILS = """  ?pub dblp:title ?title .
  OPTIONAL { ?pub dblp:yearOfPublication ?year }
  OPTIONAL { ?pub dblp:publishedIn ?venue }
  OPTIONAL { ?pub dblp:doi ?doi }
  OPTIONAL { ?pub dblp:hasSignature ?sig .
             ?sig dblp:signatureOrdinal ?ordinal ; dblp:signatureDblpName ?author }"""


def publications_query(creators: Sequence[str]) -> str:
    values = " ".join(f"<{c}>" for c in creators)
    return PREFIX + f"""SELECT ?creator ?pub ?title ?year ?venue ?doi ?ordinal ?author WHERE {{
  VALUES ?creator {{ {values} }}
  ?pub dblp:authoredBy ?creator .
{_PUBLICATION_DETAILS}
}}"""


def lookup_query(titles: Sequence[str], dois: Sequence[str]) -> str:
    title_values = " ".join(sparql_string(t) for t in titles) or '""'
    doi_values = " ".join(f"<https://doi.org/{d}>" for d in dois) or "<urn:none>"
    return PREFIX + f"""SELECT ?pub ?title ?year ?venue ?doi ?ordinal ?author WHERE {{
  {{ VALUES ?t {{ {title_values} }} ?pub dblp:title ?t }}
  UNION {{ VALUES ?d {{ {doi_values} }} ?pub dblp:doi ?d }}
{_PUBLICATION_DETAILS}
}}"""


def _year(value: str | None) -> int | None:
    return int(value[:4]) if value and value[:4].isdigit() else None


def _doi(value: str | None) -> str | None:
    return value.split("doi.org/", 1)[-1] if value else None


def publications(rows: list[dict[str, str]], retrieved_at: str) -> dict[str, RemotePaper]:
    """Rows of one publication per signature -> one RemotePaper per publication."""
    fields: dict[str, dict[str, str]] = {}
    authors: dict[str, dict[int, str]] = defaultdict(dict)
    for row in rows:
        fields.setdefault(row["pub"], row)
        if "ordinal" in row and "author" in row:
            authors[row["pub"]][int(row["ordinal"])] = row["author"]
    return {pub: RemotePaper(Service.DBLP, pub, row["title"], _year(row.get("year")), row.get("venue"),
                             tuple(a for _, a in sorted(authors[pub].items())), _doi(row.get("doi")),
                             retrieved_at)
            for pub, row in sorted(fields.items())}


class DblpSource:
    """People and papers from dblp's SPARQL endpoint."""

    service = Service.DBLP
    links_papers = True

    def __init__(self, client: ServiceClient, endpoint: str) -> None:
        self.client, self.endpoint = client, endpoint

    def people(self, person: LocalPerson) -> list[RemotePerson]:
        names = sorted({strip_homonym(n) for n in person.names if n.strip()})
        answer = self.client.sparql("dblp", self.endpoint, creators_query(names))
        found: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
        for row in bindings(answer.data):
            entry = found[row["creator"]]
            for key in ("name", "ambiguous", "orcid", "affiliation"):
                if key in row:
                    entry[key].add(row[key])
        if not found:
            return []
        pubs = self.client.sparql("dblp", self.endpoint, publications_query(sorted(found)))
        rows = bindings(pubs.data)
        by_creator: dict[str, list[dict[str, str]]] = defaultdict(list)
        for row in rows:
            by_creator[row["creator"]].append(row)
        people = []
        for iri, entry in sorted(found.items()):
            orcids = sorted(m.group(1) for o in entry["orcid"] if (m := _ORCID.search(o)))
            papers = tuple(publications(by_creator[iri], pubs.retrieved_at).values())
            people.append(RemotePerson(Service.DBLP, iri, tuple(sorted(entry["name"])), papers,
                                       max(answer.retrieved_at, pubs.retrieved_at),
                                       orcids[0] if orcids else None, tuple(sorted(entry["affiliation"])),
                                       is_ambiguous=bool(entry["ambiguous"])))
        return people

    def papers(self, papers: Sequence[LocalPaper]) -> list[RemotePaper]:
        found: dict[str, RemotePaper] = {}
        for start in range(0, len(papers), BATCH):
            batch = papers[start:start + BATCH]
            titles = sorted({v for p in batch for t in p.titles
                             for v in (t.rstrip("."), t.rstrip(".") + ".")})
            dois = sorted({v for p in batch if p.doi for v in (p.doi, p.doi.lower())})
            answer = self.client.sparql("dblp", self.endpoint, lookup_query(titles, dois))
            found.update(publications(bindings(answer.data), answer.retrieved_at))
        return [found[k] for k in sorted(found)]
