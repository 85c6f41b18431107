"""Settings: one table of every setting, with defaults and help text.

``load_settings`` applies, in order: the defaults, ``cvkg.toml`` (if present), ``CVKG_*``
environment variables, then explicit overrides (CLI flags). It runs once, at the edge;
every stage receives the frozen :class:`Settings` it needs.
"""

from __future__ import annotations

import dataclasses
import difflib
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cvkg.errors import ConfigError

PROJECT_ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True, slots=True)
class Setting:
    name: str
    default: Any
    help: str


SETTINGS: tuple[Setting, ...] = (
    Setting("data_dir", "data", "Folder of CVs that `cvkg build` reads when given no sources"),
    Setting("home", ".cvkg", "Folder holding the built stores; `serve` and `query` read the current one"),
    Setting("base_uri", "http://127.0.0.1:8000/", "Base of every minted URI: {base}id/{kind}/{slug}"),
    Setting("host", "127.0.0.1", "Address `cvkg serve` listens on"),
    Setting("port", 8000, "Port `cvkg serve` listens on"),
    Setting("workers", 2, "Worker processes of the production server"),
    Setting("sparql_timeout_s", 10.0, "Time limit of one SPARQL query, in seconds"),
    Setting("sparql_max_results", 100_000, "Most rows (or triples) one SPARQL answer may hold"),
    Setting("sparql_memory_mb", 100, "Query workers copy a store of at most this many MB (on disk) into memory, "
            "where queries run 1-8x faster; each then holds about 3x that size (0: never)"),
    Setting("service_allow_list", (), "SPARQL endpoints a SERVICE clause may call (none by default)"),
    Setting("reasoner", "reasonable", "OWL 2 RL engine: owlrl (reference) or reasonable (fast)"),
    Setting("ontology_dir", str(PROJECT_ROOT / "ontology"), "Folder of the cvkg ontology (*.ttl)"),
    Setting("shapes_dir", str(PROJECT_ROOT / "shapes"), "Folder of the SHACL shapes (*.ttl)"),
    Setting("queries_dir", str(PROJECT_ROOT / "queries"), "Folder of the canned queries (*.rq)"),
    Setting("strict", False, "Fail the build on a SHACL violation instead of reporting it"),
    # Linking to dblp, Wikidata, ORCID and OpenAlex (issue 7): `cvkg link`, `cvkg build --link`.
    Setting("link", False, "Link people and papers to external scholarly graphs during `cvkg build`"),
    Setting("link_services", ("dblp", "wikidata", "orcid", "openalex"),
            "Services `link` asks, in this order"),
    Setting("dblp_sparql_endpoint", "https://sparql.dblp.org/sparql", "dblp's SPARQL endpoint"),
    Setting("wikidata_sparql_endpoint", "https://query.wikidata.org/sparql",
            "Wikidata's main SPARQL endpoint (people)"),
    Setting("wikidata_scholarly_endpoint", "https://query-scholarly.wikidata.org/sparql",
            "Wikidata's scholarly SPARQL endpoint (articles)"),
    Setting("orcid_api", "https://pub.orcid.org/v3.0/", "ORCID public API base URL"),
    Setting("openalex_api", "https://api.openalex.org/", "OpenAlex API base URL"),
    Setting("link_contact", "", "Email or URL added to the User-Agent (and OpenAlex mailto) when linking"),
    Setting("link_cache_dir", "", "On-disk cache of service responses (empty: {home}/link-cache)"),
    Setting("link_cache_only", False, "Answer only from the link cache; never call a service"),
    Setting("link_timeout_s", 20.0, "Time limit of one request to a linked service, in seconds"),
    Setting("link_retries", 2, "Retries of a failed request (timeout, refused, 429, 5xx), with backoff"),
    Setting("link_backoff_s", 1.0, "First wait before a retry, in seconds; doubled each retry"),
    Setting("link_rate_limits", ("dblp=1", "wikidata=1", "orcid=8", "openalex=5"),
            "Most requests per second to each service (service=rate)"),
    Setting("link_threshold", 0.7, "Confidence from which a link is owl:sameAs"),
    Setting("link_candidate_threshold", 0.4, "Confidence from which a link is kept as cvkg:possibleSameAs"),
    # Pushing a build to another SPARQL 1.1 store: `cvkg push`.
    Setting("push_graph_store", "", "Graph Store Protocol endpoint of the store `cvkg push` writes to"),
    Setting("push_query_endpoint", "", "SPARQL query endpoint of that store (to find graphs an earlier push left)"),
    Setting("push_user", "", "Account for that store (basic or digest authentication); empty: none"),
    Setting("push_password", "", "Password of that account (set it in the environment, not on the command line)"),
    Setting("push_timeout_s", 300.0, "Time limit of one request to that store, in seconds"),
)
_BY_NAME = {s.name: s for s in SETTINGS}


@dataclass(frozen=True, slots=True)
class Settings:
    data_dir: Path = Path("data")
    home: Path = Path(".cvkg")
    base_uri: str = "http://127.0.0.1:8000/"
    host: str = "127.0.0.1"
    port: int = 8000
    workers: int = 2
    sparql_timeout_s: float = 10.0
    sparql_max_results: int = 100_000
    sparql_memory_mb: int = 100
    service_allow_list: tuple[str, ...] = ()
    reasoner: str = "reasonable"
    ontology_dir: Path = PROJECT_ROOT / "ontology"
    shapes_dir: Path = PROJECT_ROOT / "shapes"
    queries_dir: Path = PROJECT_ROOT / "queries"
    strict: bool = False
    link: bool = False
    link_services: tuple[str, ...] = ("dblp", "wikidata", "orcid", "openalex")
    dblp_sparql_endpoint: str = "https://sparql.dblp.org/sparql"
    wikidata_sparql_endpoint: str = "https://query.wikidata.org/sparql"
    wikidata_scholarly_endpoint: str = "https://query-scholarly.wikidata.org/sparql"
    orcid_api: str = "https://pub.orcid.org/v3.0/"
    openalex_api: str = "https://api.openalex.org/"
    link_contact: str = ""
    link_cache_dir: str = ""
    link_cache_only: bool = False
    link_timeout_s: float = 20.0
    link_retries: int = 2
    link_backoff_s: float = 1.0
    link_rate_limits: tuple[str, ...] = ("dblp=1", "wikidata=1", "orcid=8", "openalex=5")
    link_threshold: float = 0.7
    link_candidate_threshold: float = 0.4
    push_graph_store: str = ""
    push_query_endpoint: str = ""
    push_user: str = ""
    push_password: str = ""
    push_timeout_s: float = 300.0
    extra: Mapping[str, Any] = field(default_factory=dict)

    def replace(self, **changes: Any) -> Settings:
        return dataclasses.replace(self, **changes)


def _coerce(name: str, value: Any, origin: str) -> Any:
    target = type(_BY_NAME[name].default)
    try:
        if target is bool and isinstance(value, str):
            if value.lower() not in {"1", "0", "true", "false", "yes", "no"}:
                raise ValueError(value)
            return value.lower() in {"1", "true", "yes"}
        if target is tuple:
            items = value.split(",") if isinstance(value, str) else list(value)
            return tuple(str(i).strip() for i in items if str(i).strip())
        if target is int and isinstance(value, float | bool):
            raise ValueError(value)
        converted = target(value)
    except (TypeError, ValueError) as exc:
        raise ConfigError(f"{origin}: setting {name!r} must be {target.__name__}, got {value!r}") from exc
    if name in {"data_dir", "home", "ontology_dir", "shapes_dir", "queries_dir"}:
        return Path(converted)
    if name == "base_uri" and not str(converted).endswith(("/", "#")):
        return f"{converted}/"
    if name == "reasoner" and converted not in {"owlrl", "reasonable"}:
        raise ConfigError(f"{origin}: setting 'reasoner' must be owlrl or reasonable, got {value!r}")
    return converted


def _did_you_mean(name: str, prefix: str = "") -> str:
    """A hint naming the closest known setting, for typos such as CVKG_PROT."""
    close = difflib.get_close_matches(name, list(_BY_NAME), n=1)
    return f" (did you mean {prefix}{close[0].upper() if prefix else close[0]}?)" if close else ""


def load_settings(path: Path | None = None, env: Mapping[str, str] | None = None,
                  overrides: Mapping[str, Any] | None = None) -> Settings:
    """Defaults, then ``path`` (TOML), then ``CVKG_*`` from ``env``, then ``overrides``.

    Raises:
        ConfigError: an unknown setting or a value of the wrong type, naming where it came from.

    >>> load_settings(env={"CVKG_PORT": "9000"}).port
    9000
    """
    values: dict[str, Any] = {}
    if path is not None and path.exists():
        try:
            table = tomllib.loads(path.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError(f"{path}: not valid TOML: {exc}") from exc
        for key, value in table.get("cvkg", table).items():
            if key not in _BY_NAME:
                raise ConfigError(f"{path}: unknown setting {key!r}{_did_you_mean(key)}")
            values[key] = _coerce(key, value, str(path))
    for key, value in (env or {}).items():
        if key.startswith("CVKG_"):
            name = key[5:].lower()
            if name not in _BY_NAME:
                raise ConfigError(f"environment: unknown setting {key}{_did_you_mean(name, 'CVKG_')}")
            values[name] = _coerce(name, value, f"environment {key}")
    for key, value in (overrides or {}).items():
        if value is None:
            continue
        if key not in _BY_NAME:
            raise ConfigError(f"unknown setting {key!r}")
        values[key] = _coerce(key, value, "command line")
    return Settings(**values)
