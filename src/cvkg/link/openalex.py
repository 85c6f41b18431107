"""OpenAlex's REST API (JSON): authors by name, then their works.

``{api}authors?search=NAME`` lists candidate authors (display name and alternatives, ORCID,
institutions); ``{api}works?filter=author.id:A...`` lists an author's works with their
authorships in order. A ``mailto`` parameter puts the requests in OpenAlex's polite pool.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cvkg.link.http import ServiceClient
from cvkg.link.matcher import strip_homonym
from cvkg.link.model import LocalPaper, LocalPerson, RemotePaper, RemotePerson, Service

MAX_AUTHORS = 5


def _work(work: dict[str, Any], retrieved_at: str) -> RemotePaper | None:
    title = work.get("title") or work.get("display_name")
    if not title or not work.get("id"):
        return None
    authorships = work.get("authorships") or []
    authors = tuple((a.get("author") or {}).get("display_name") or a.get("raw_author_name") or ""
                    for a in authorships)
    source = ((work.get("primary_location") or {}).get("source") or {}).get("display_name")
    year = work.get("publication_year")
    return RemotePaper(Service.OPENALEX, work["id"], title, int(year) if year else None, source,
                       authors, work.get("doi"), retrieved_at)


def _institutions(author: dict[str, Any]) -> list[str]:
    names = [i.get("display_name") for i in author.get("last_known_institutions") or []]
    names += [(a.get("institution") or {}).get("display_name") for a in author.get("affiliations") or []]
    return sorted({n for n in names if n})


class OpenAlexSource:
    """Authors and works from OpenAlex."""

    service = Service.OPENALEX
    links_papers = True

    def __init__(self, client: ServiceClient, api: str, mailto: str = "") -> None:
        self.client, self.api, self.mailto = client, api.rstrip("/") + "/", mailto

    def _params(self, **params: str) -> dict[str, str]:
        return {**params, "mailto": self.mailto} if self.mailto else params

    def people(self, person: LocalPerson) -> list[RemotePerson]:
        found: dict[str, tuple[dict[str, Any], str]] = {}
        for name in sorted({strip_homonym(n) for n in person.names}):
            answer = self.client.get_json("openalex", f"{self.api}authors",
                                          self._params(search=name, **{"per-page": "25"}))
            for author in answer.data.get("results") or []:
                found.setdefault(author["id"], (author, answer.retrieved_at))
        people = []
        for iri in sorted(found)[:MAX_AUTHORS]:
            author, retrieved = found[iri]
            short = iri.rsplit("/", 1)[-1]
            works = self.client.get_json("openalex", f"{self.api}works",
                                         self._params(filter=f"author.id:{short}", **{"per-page": "200"}))
            papers = [_work(w, works.retrieved_at) for w in works.data.get("results") or []]
            orcid = (author.get("orcid") or "").rsplit("/", 1)[-1] or None
            names = {author.get("display_name") or "", *(author.get("display_name_alternatives") or [])}
            people.append(RemotePerson(Service.OPENALEX, iri, tuple(sorted(n for n in names if n)),
                                       tuple(p for p in papers if p is not None),
                                       max(retrieved, works.retrieved_at), orcid,
                                       tuple(_institutions(author))))
        return people

    def papers(self, papers: Sequence[LocalPaper]) -> list[RemotePaper]:
        return []
