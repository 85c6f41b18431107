"""Wikidata: people from the main query service, scholarly articles from the scholarly one.

Since the 2025 graph split, humans (``wdt:P31 wd:Q5``) are answered by
https://query.wikidata.org/sparql and scholarly articles by
https://query-scholarly.wikidata.org/sparql. Works are found by author (P50), by DOI (P356,
which Wikidata stores in upper case) and by title (P1476, English monolingual text). Author
order comes from the series-ordinal qualifier (P1545) of P50 and of P2093 (author name
string); a P50 author's name is its "stated as" qualifier (P1932), else its English label.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from cvkg.link.http import ServiceClient, bindings, sparql_string
from cvkg.link.matcher import strip_homonym
from cvkg.link.model import LocalPaper, LocalPerson, RemotePaper, RemotePerson, Service

PREFIXES = """PREFIX wd: <http://www.wikidata.org/entity/>
PREFIX wdt: <http://www.wikidata.org/prop/direct/>
PREFIX p: <http://www.wikidata.org/prop/>
PREFIX ps: <http://www.wikidata.org/prop/statement/>
PREFIX pq: <http://www.wikidata.org/prop/qualifier/>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
"""
BATCH = 20


def people_query(names: Sequence[str]) -> str:
    values = " ".join(sparql_string(n, "en") for n in names)
    return PREFIXES + f"""SELECT ?item ?name ?orcid ?dblp ?openalex ?affiliation WHERE {{
  VALUES ?label {{ {values} }}
  ?item rdfs:label|skos:altLabel ?label ; wdt:P31 wd:Q5 .
  OPTIONAL {{ ?item rdfs:label ?name . FILTER(LANG(?name) = "en") }}
  OPTIONAL {{ ?item wdt:P496 ?orcid }}
  OPTIONAL {{ ?item wdt:P2456 ?dblp }}
  OPTIONAL {{ ?item wdt:P10283 ?openalex }}
  OPTIONAL {{ ?item wdt:P108|wdt:P69|wdt:P1416 ?org . ?org rdfs:label ?affiliation .
             FILTER(LANG(?affiliation) = "en") }}
}}"""


_WORK_DETAILS = """  ?work wdt:P1476 ?title .
  OPTIONAL { ?work wdt:P577 ?date }
  OPTIONAL { ?work wdt:P356 ?doi }
  OPTIONAL { ?work wdt:P1433 ?v . ?v rdfs:label ?venue . FILTER(LANG(?venue) = "en") }
  OPTIONAL {
    { ?work p:P50 ?st . ?st ps:P50 ?a . OPTIONAL { ?st pq:P1545 ?ordinal }
      OPTIONAL { ?st pq:P1932 ?statedAs }
      OPTIONAL { ?a rdfs:label ?aLabel . FILTER(LANG(?aLabel) = "en") }
      BIND(COALESCE(?statedAs, ?aLabel) AS ?author) }
    UNION
    { ?work p:P2093 ?st . ?st ps:P2093 ?author . OPTIONAL { ?st pq:P1545 ?ordinal } }
  }"""


def works_query(items: Sequence[str]) -> str:
    values = " ".join(f"<{i}>" for i in items)
    return PREFIXES + f"""SELECT ?item ?work ?title ?date ?doi ?venue ?ordinal ?author WHERE {{
  VALUES ?item {{ {values} }}
  ?work wdt:P50 ?item .
{_WORK_DETAILS}
}}"""


def lookup_query(titles: Sequence[str], dois: Sequence[str]) -> str:
    title_values = " ".join(sparql_string(t, "en") for t in titles) or '""'
    doi_values = " ".join(sparql_string(d) for d in dois) or '""'
    return PREFIXES + f"""SELECT ?work ?title ?date ?doi ?venue ?ordinal ?author WHERE {{
  {{ VALUES ?t {{ {title_values} }} ?work wdt:P1476 ?t }}
  UNION {{ VALUES ?d {{ {doi_values} }} ?work wdt:P356 ?d }}
{_WORK_DETAILS}
}}"""


def works(rows: list[dict[str, str]], retrieved_at: str) -> dict[str, RemotePaper]:
    fields: dict[str, dict[str, str]] = {}
    authors: dict[str, dict[int, str]] = defaultdict(dict)
    for row in rows:
        fields.setdefault(row["work"], row)
        if "author" in row and row.get("ordinal", "").isdigit():
            authors[row["work"]][int(row["ordinal"])] = row["author"]
    return {work: RemotePaper(Service.WIKIDATA, work, row["title"],
                              int(row["date"][:4]) if row.get("date", "")[:4].isdigit() else None,
                              row.get("venue"), tuple(a for _, a in sorted(authors[work].items())),
                              row.get("doi"), retrieved_at)
            for work, row in sorted(fields.items())}


class WikidataSource:
    """People from the main Wikidata endpoint, their works from the scholarly one."""

    service = Service.WIKIDATA
    links_papers = True

    def __init__(self, client: ServiceClient, endpoint: str, scholarly_endpoint: str) -> None:
        self.client, self.endpoint, self.scholarly = client, endpoint, scholarly_endpoint

    def people(self, person: LocalPerson) -> list[RemotePerson]:
        names = sorted({strip_homonym(n) for n in person.names if n.strip()})
        answer = self.client.sparql("wikidata", self.endpoint, people_query(names))
        found: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
        for row in bindings(answer.data):
            for key in ("name", "orcid", "affiliation"):
                if key in row:
                    found[row["item"]][key].add(row[key])
            found[row["item"]]["item"].add(row["item"])
        if not found:
            return []
        answer_works = self.client.sparql("wikidata", self.scholarly, works_query(sorted(found)))
        by_item: dict[str, list[dict[str, str]]] = defaultdict(list)
        for row in bindings(answer_works.data):
            by_item[row["item"]].append(row)
        people = []
        for iri, entry in sorted(found.items()):
            orcids = sorted(entry["orcid"])
            people.append(RemotePerson(
                Service.WIKIDATA, iri, tuple(sorted(entry["name"])),
                tuple(works(by_item[iri], answer_works.retrieved_at).values()),
                max(answer.retrieved_at, answer_works.retrieved_at), orcids[0] if orcids else None,
                tuple(sorted(entry["affiliation"]))))
        return people

    def papers(self, papers: Sequence[LocalPaper]) -> list[RemotePaper]:
        found: dict[str, RemotePaper] = {}
        for start in range(0, len(papers), BATCH):
            batch = papers[start:start + BATCH]
            titles = sorted({t.rstrip(".") for p in batch for t in p.titles})
            dois = sorted({p.doi.upper() for p in batch if p.doi})
            answer = self.client.sparql("wikidata", self.scholarly, lookup_query(titles, dois))
            found.update(works(bindings(answer.data), answer.retrieved_at))
        return [found[k] for k in sorted(found)]
