"""The one door to the network: User-Agent, per-service rate limits, retries, timeouts, cache.

Every request goes through :class:`ServiceClient`. A cached answer is returned without
touching the network; otherwise the request waits for its service's rate limit, is retried
with exponential backoff on a timeout, a refused connection, 429 or 5xx, and raises
:class:`ServiceError` when it finally fails. The linker catches that error and leaves the
entities of that service unlinked: a network failure never fails a build.
"""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from SPARQLWrapper import JSON, POST, SPARQLWrapper
from SPARQLWrapper.SPARQLExceptions import SPARQLWrapperException

from cvkg import __version__
from cvkg.errors import CvkgError
from cvkg.link.cache import Request, Response, ResponseCache

USER_AGENT = f"cvkg/{__version__} (https://w3id.org/cvkg; CV knowledge-graph linker)"
_RETRY_STATUS = {429, 500, 502, 503, 504}
_MAX_WAIT_S = 30.0


class ServiceError(CvkgError):
    """A service did not answer (down, slow, or refusing); its entities stay unlinked."""

    status = 503


@dataclass(frozen=True, slots=True)
class Policy:
    """How politely to call the services."""

    timeout_s: float = 20.0
    retries: int = 2
    backoff_s: float = 1.0
    rates: Mapping[str, float] = field(default_factory=dict)  # service -> requests per second
    is_cache_only: bool = False
    contact: str = ""  # appended to the User-Agent (an email address or URL)

    @property
    def user_agent(self) -> str:
        return f"{USER_AGENT} {self.contact}".strip()


def parse_rates(items: tuple[str, ...]) -> dict[str, float]:
    """``("dblp=1", "openalex=5")`` -> ``{"dblp": 1.0, "openalex": 5.0}``.

    >>> parse_rates(("dblp=1", "orcid=0.5"))
    {'dblp': 1.0, 'orcid': 0.5}
    """
    rates: dict[str, float] = {}
    for item in items:
        name, _, value = item.partition("=")
        rates[name.strip()] = float(value)
    return rates


class ServiceClient:
    """Cached, rate-limited, retried HTTP for one linking run."""

    def __init__(self, cache: ResponseCache, policy: Policy, *,
                 clock: Callable[[], float] = time.monotonic, sleep: Callable[[float], None] = time.sleep,
                 ) -> None:
        self.cache, self.policy = cache, policy
        self.clock, self.sleep = clock, sleep
        self._last: dict[str, float] = {}
        self.requests = 0

    def get_json(self, service: str, url: str, params: Mapping[str, str] | None = None) -> Response:
        """GET a JSON document (REST APIs: ORCID, OpenAlex).

        Raises:
            ServiceError: not cached and the service did not answer after the retries.
        """
        if params:
            url = f"{url}?{urllib.parse.urlencode(sorted(params.items()))}"
        request = Request(service, "GET", url)

        def fetch() -> Any:
            http_request = urllib.request.Request(
                url, headers={"User-Agent": self.policy.user_agent, "Accept": "application/json"})
            with urllib.request.urlopen(http_request, timeout=self.policy.timeout_s) as answer:
                return json.loads(answer.read().decode("utf-8"))

        return self._cached(request, fetch)

    def sparql(self, service: str, endpoint: str, query: str) -> Response:
        """Run a SELECT query through SPARQLWrapper and return its SPARQL JSON results.

        Raises:
            ServiceError: not cached and the endpoint did not answer after the retries.
        """
        request = Request(service, "POST", endpoint, query)

        def fetch() -> Any:
            wrapper = SPARQLWrapper(endpoint, agent=self.policy.user_agent)
            wrapper.setMethod(POST)
            wrapper.setReturnFormat(JSON)
            # setTimeout() truncates to whole seconds (0.5 would mean no timeout at all);
            # urlopen() takes the float as is.
            wrapper.timeout = self.policy.timeout_s  # type: ignore[assignment]
            wrapper.setQuery(query)
            return wrapper.queryAndConvert()

        return self._cached(request, fetch)

    def _cached(self, request: Request, fetch: Callable[[], Any]) -> Response:
        hit = self.cache.get(request)
        if hit is not None:
            return hit
        if self.policy.is_cache_only:
            raise ServiceError(f"{request.service}: not in the cache and link_cache_only is set")
        data = self._with_retries(request, fetch)
        response = Response(data, time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()))
        self.cache.put(request, response)
        return response

    def _with_retries(self, request: Request, fetch: Callable[[], Any]) -> Any:
        attempts = self.policy.retries + 1
        for attempt in range(attempts):
            self._wait_turn(request.service)
            self.requests += 1
            try:
                return fetch()
            except urllib.error.HTTPError as exc:
                if exc.code not in _RETRY_STATUS or attempt == attempts - 1:
                    raise ServiceError(f"{request.service}: HTTP {exc.code} from {request.url}") from exc
                self.sleep(_retry_after(exc) or self._backoff(attempt))
            except (OSError, SPARQLWrapperException, ValueError) as exc:
                # OSError covers refused connections, DNS failures and timeouts (TimeoutError);
                # SPARQLWrapper turns 400/404/500 into its own exceptions; ValueError is bad JSON.
                retryable = isinstance(exc, OSError) or "Internal" in type(exc).__name__
                if not retryable or attempt == attempts - 1:
                    raise ServiceError(f"{request.service}: {request.url}: {exc}") from exc
                self.sleep(self._backoff(attempt))
        raise AssertionError("unreachable")

    def _backoff(self, attempt: int) -> float:
        return float(min(self.policy.backoff_s * (2 ** attempt), _MAX_WAIT_S))

    def _wait_turn(self, service: str) -> None:
        rate = self.policy.rates.get(service)
        if not rate:
            return
        interval = 1.0 / rate
        now = self.clock()
        last = self._last.get(service)
        if last is not None and now - last < interval:
            self.sleep(interval - (now - last))
        self._last[service] = self.clock()


def _retry_after(exc: urllib.error.HTTPError) -> float | None:
    value = exc.headers.get("Retry-After") if exc.headers else None
    try:
        return min(float(value), _MAX_WAIT_S) if value else None
    except ValueError:
        return None


def bindings(data: Any) -> list[dict[str, str]]:
    """SPARQL JSON results as rows of plain strings (unbound variables absent)."""
    rows = data.get("results", {}).get("bindings", []) if isinstance(data, dict) else []
    return [{k: v["value"] for k, v in row.items()} for row in rows]


def sparql_string(text: str, lang: str | None = None) -> str:
    """A SPARQL string literal for ``text`` (escaped), optionally language-tagged.

    >>> sparql_string('say "hi"', "en")
    '"say \\\\"hi\\\\""@en'
    """
    escaped = (text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r"))
    return f'"{escaped}"' + (f"@{lang}" if lang else "")
