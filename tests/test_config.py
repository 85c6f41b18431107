"""Settings: defaults, TOML, environment and overrides, in that order; bad values named."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvkg.config import SETTINGS, Settings, load_settings
from cvkg.errors import ConfigError


def test_defaults_match_the_settings_table() -> None:
    """Every setting in the table has the same default on the Settings object."""
    settings = Settings()
    for setting in SETTINGS:
        value = getattr(settings, setting.name)
        assert str(value) == str(setting.default), setting.name


def test_layers_apply_in_order(tmp_path: Path) -> None:
    """TOML overrides defaults, the environment overrides TOML, flags override everything."""
    toml = tmp_path / "cvkg.toml"
    toml.write_text('port = 9000\nhost = "0.0.0.0"\nbase_uri = "https://kg.example.org"\n')
    settings = load_settings(toml, {"CVKG_PORT": "9100"}, {"host": "::1"})
    assert (settings.port, settings.host, settings.base_uri) == (9100, "::1", "https://kg.example.org/")


def test_unknown_setting_in_toml_names_the_file(tmp_path: Path) -> None:
    """A typo in cvkg.toml is an error naming the file and the key."""
    toml = tmp_path / "cvkg.toml"
    toml.write_text("prot = 1\n")
    with pytest.raises(ConfigError, match=r"cvkg.toml: unknown setting 'prot' \(did you mean port\?\)"):
        load_settings(toml)


def test_unknown_environment_variable_suggests_the_setting() -> None:
    """A CVKG_ variable cvkg does not know is refused, naming the closest setting."""
    with pytest.raises(ConfigError) as caught:
        load_settings(env={"CVKG_SPARQL_TIMEOUT": "5"})
    assert str(caught.value) == "environment: unknown setting CVKG_SPARQL_TIMEOUT (did you mean CVKG_SPARQL_TIMEOUT_S?)"


def test_mistyped_environment_value_is_named() -> None:
    """A value of the wrong type names the variable it came from."""
    with pytest.raises(ConfigError, match=r"environment CVKG_PORT: setting 'port' must be int, got 'eighty'"):
        load_settings(env={"CVKG_PORT": "eighty"})


def test_allow_list_splits_on_commas() -> None:
    """The SERVICE allow-list is a comma-separated list in the environment."""
    settings = load_settings(env={"CVKG_SERVICE_ALLOW_LIST": "https://a.example/sparql, https://b.example/q"})
    assert settings.service_allow_list == ("https://a.example/sparql", "https://b.example/q")


def test_unknown_reasoner_is_refused() -> None:
    """Only the two OWL RL engines cvkg knows are accepted."""
    with pytest.raises(ConfigError, match="reasoner"):
        load_settings(overrides={"reasoner": "hermit"})
