"""The README documents every setting and keeps its two commands first."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from cvkg.config import PROJECT_ROOT, SETTINGS, Setting
from tests.servers import BuiltHome

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")


def test_every_setting_is_documented() -> None:
    """Each setting of config.SETTINGS appears in the README with its environment variable."""
    for setting in SETTINGS:
        assert f"`{setting.name}`" in README, setting.name
        assert f"`CVKG_{setting.name.upper()}`" in README, setting.name


def documented_default(setting: Setting) -> str:
    """How the README's settings table writes a default."""
    value = setting.default
    if value in ("", ()):
        return "(empty)"
    if isinstance(value, tuple):
        return "`" + ",".join(value) + "`"
    if isinstance(value, str) and value.startswith(str(PROJECT_ROOT)):
        return "`" + value.removeprefix(str(PROJECT_ROOT)).strip("/") + "/`"
    return f"`{value}`"


def test_settings_table_gives_each_default_and_help() -> None:
    """The README's row for each setting shows the default and help text the code has."""
    rows = {cells[0].strip("`"): cells for line in README.splitlines()
            if line.startswith("| `") and len(cells := [c.strip() for c in line.strip("|").split("|")]) == 4}
    for setting in SETTINGS:
        assert rows[setting.name][2:] == [documented_default(setting), setting.help], setting.name


def test_readme_opens_with_exactly_two_commands() -> None:
    """The first code block holds the two fresh-machine commands: serve, then test."""
    block = re.search(r"```sh\n(.*?)```", README, re.DOTALL)
    assert block is not None
    commands = [line.split("#")[0].strip() for line in block.group(1).splitlines() if line.strip()]
    assert commands == ["python3 tasks.py serve", "python3 tasks.py test"]


def readme_examples() -> list[tuple[str, str, str]]:
    """The README's example queries: (query, format, the output it shows), in order."""
    # The examples are indented code blocks of a numbered list: a command, then its output.
    pattern = re.compile(r"^ +```sh\n(.*?)^ +```\n\s*^ +```\n(.*?)^ +```", re.DOTALL | re.MULTILINE)
    examples = []
    for command, output in pattern.findall(README):
        if "cvkg query '" in command:
            examples.append((command.split("cvkg query '", 1)[1].rsplit("'", 1)[0], "table", output))
        elif "query=" in command:
            examples.append((command.split("query=", 1)[1].rsplit("'", 1)[0], "csv", output))
    return examples


def test_readme_example_outputs_are_what_the_default_build_gives(built_home: BuiltHome) -> None:
    """Each example query of the README, run on a build of data/, prints exactly the output shown."""
    examples = readme_examples()
    assert len(examples) == 3
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("CVKG_")}, "CVKG_HOME": str(built_home.home)}
    for query, fmt, shown in examples:
        done = subprocess.run([sys.executable, "-m", "cvkg", "query", query, "--format", fmt], env=env,
                              capture_output=True, text=True, check=True)
        printed = [line.rstrip() for line in done.stdout.strip().splitlines()]
        assert printed == [line.strip() for line in shown.strip().splitlines()], query
