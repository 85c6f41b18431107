"""ORCID's public API (v3.0, JSON): people by name, then their works as evidence.

``{api}expanded-search/?q=...`` finds records by family and given names (or by ORCID iD when
one is already known); ``{api}{orcid}/works`` lists a record's works (title, year, DOI,
journal title). ORCID works are evidence only: a work has no stable public IRI to link to.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cvkg.link.http import ServiceClient
from cvkg.link.matcher import fold, strip_homonym
from cvkg.link.model import LocalPaper, LocalPerson, RemotePaper, RemotePerson, Service

MAX_RECORDS = 5


def _value(node: Any, *path: str) -> str | None:
    for key in path:
        if not isinstance(node, dict):
            return None
        node = node.get(key)
    return str(node) if node is not None else None


def _work(summary: dict[str, Any], orcid: str, retrieved_at: str) -> RemotePaper | None:
    title = _value(summary, "title", "title", "value")
    if not title:
        return None
    ids = (_value(summary, "external-ids") and summary["external-ids"].get("external-id")) or []
    doi = next((i.get("external-id-value") for i in ids if i.get("external-id-type") == "doi"), None)
    year = _value(summary, "publication-date", "year", "value")
    put_code = summary.get("put-code", title)
    return RemotePaper(Service.ORCID, f"https://orcid.org/{orcid}/work/{put_code}", title,
                       int(year) if year and year.isdigit() else None,
                       _value(summary, "journal-title", "value"), (), doi, retrieved_at)


class OrcidSource:
    """Records from ORCID's public API."""

    service = Service.ORCID
    links_papers = False

    def __init__(self, client: ServiceClient, api: str) -> None:
        self.client, self.api = client, api.rstrip("/") + "/"

    def _search(self, person: LocalPerson) -> list[dict[str, Any]]:
        queries = [f"orcid:{person.orcid}"] if person.orcid else []
        for name in sorted({strip_homonym(n) for n in person.names}):
            tokens = fold(name).split()
            if len(tokens) >= 2 and len(tokens[0]) > 1:
                queries.append(f'family-name:"{tokens[-1]}" AND given-names:"{tokens[0]}"')
        results: dict[str, dict[str, Any]] = {}
        for query in queries:
            answer = self.client.get_json("orcid", f"{self.api}expanded-search/", {"q": query, "rows": "20"})
            for hit in answer.data.get("expanded-result") or []:
                results.setdefault(hit["orcid-id"], {**hit, "_retrieved": answer.retrieved_at})
        return [results[k] for k in sorted(results)][:MAX_RECORDS]

    def people(self, person: LocalPerson) -> list[RemotePerson]:
        people = []
        for hit in self._search(person):
            orcid = hit["orcid-id"]
            works = self.client.get_json("orcid", f"{self.api}{orcid}/works")
            papers = [_work(s, orcid, works.retrieved_at) for g in works.data.get("group") or []
                      for s in (g.get("work-summary") or [])[:1]]
            names = {f"{hit.get('given-names') or ''} {hit.get('family-names') or ''}".strip()}
            names.update(n for n in [hit.get("credit-name"), *(hit.get("other-name") or [])] if n)
            people.append(RemotePerson(Service.ORCID, f"https://orcid.org/{orcid}", tuple(sorted(names)),
                                       tuple(p for p in papers if p is not None),
                                       max(hit["_retrieved"], works.retrieved_at), orcid,
                                       tuple(sorted(hit.get("institution-name") or []))))
        return people

    def papers(self, papers: Sequence[LocalPaper]) -> list[RemotePaper]:
        return []
