"""Settings: one table of every setting, with defaults and help text.

``load_settings`` applies, in order: the defaults, ``cvkg.toml`` (if present), ``CVKG_*``
environment variables, then explicit overrides (CLI flags). It runs once, at the edge;
every stage receives the frozen :class:`Settings` it needs.
"""

from __future__ import annotations

import dataclasses
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
    Setting("service_allow_list", (), "SPARQL endpoints a SERVICE clause may call (none by default)"),
    Setting("reasoner", "owlrl", "OWL 2 RL engine: owlrl (reference) or reasonable (fast)"),
    Setting("ontology_dir", str(PROJECT_ROOT / "ontology"), "Folder of the cvkg ontology (*.ttl)"),
    Setting("shapes_dir", str(PROJECT_ROOT / "shapes"), "Folder of the SHACL shapes (*.ttl)"),
    Setting("queries_dir", str(PROJECT_ROOT / "queries"), "Folder of the canned queries (*.rq)"),
    Setting("strict", False, "Fail the build on a SHACL violation instead of reporting it"),
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
    service_allow_list: tuple[str, ...] = ()
    reasoner: str = "owlrl"
    ontology_dir: Path = PROJECT_ROOT / "ontology"
    shapes_dir: Path = PROJECT_ROOT / "shapes"
    queries_dir: Path = PROJECT_ROOT / "queries"
    strict: bool = False
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
                raise ConfigError(f"{path}: unknown setting {key!r}")
            values[key] = _coerce(key, value, str(path))
    for key, value in (env or {}).items():
        if key.startswith("CVKG_"):
            name = key[5:].lower()
            if name not in _BY_NAME:
                raise ConfigError(f"environment: unknown setting {key}")
            values[name] = _coerce(name, value, f"environment {key}")
    for key, value in (overrides or {}).items():
        if value is None:
            continue
        if key not in _BY_NAME:
            raise ConfigError(f"unknown setting {key!r}")
        values[key] = _coerce(key, value, "command line")
    return Settings(**values)
