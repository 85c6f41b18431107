"""An on-disk cache of service responses, keyed by the request (service, method, URL, body).

A rebuild answers from the cache, so it is reproducible and works offline: each entry keeps
the body as the service sent it and the time it was retrieved, and that time (not the time
of the rebuild) is what the links graph records. Entries are written atomically (temporary
file, then rename), so an interrupted build never leaves half an entry behind.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True, slots=True)
class Request:
    """One request to a service, as the cache keys it."""

    service: str
    method: str
    url: str
    body: str = ""

    @property
    def key(self) -> str:
        text = "\n".join((self.service, self.method.upper(), self.url, self.body))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class Response:
    """A service's answer: parsed JSON and when it was retrieved (ISO 8601, UTC)."""

    data: Any
    retrieved_at: str
    from_cache: bool = False


class ResponseCache:
    """Responses under ``root/{service}/{key[:2]}/{key}.json``."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.hits = 0
        self.misses = 0

    def _path(self, request: Request) -> Path:
        key = request.key
        return self.root / request.service / key[:2] / f"{key}.json"

    def get(self, request: Request) -> Response | None:
        path = self._path(request)
        try:
            entry = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            self.misses += 1
            return None
        self.hits += 1
        return Response(entry["data"], entry["retrieved_at"], from_cache=True)

    def put(self, request: Request, response: Response) -> None:
        path = self._path(request)
        path.parent.mkdir(parents=True, exist_ok=True)
        entry = {"request": {"service": request.service, "method": request.method, "url": request.url,
                             "body": request.body},
                 "retrieved_at": response.retrieved_at, "data": response.data}
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps(entry, ensure_ascii=False, sort_keys=True), encoding="utf-8")
        os.replace(tmp, path)
