"""The build: one broken CV never stops the others; URIs survive rebuilds; the store switches."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvkg.config import Settings
from cvkg.pipeline import build, discover

CV = """# {name}

{email}

## Education

- Ph.D. in Computer Science, {school}, 2015 - 2020

## Publications

1. {name}, Grace Hopper. Compilers for Everyone. Proceedings of the Symposium on Languages (SoL), 2019.
"""


def write_cv(folder: Path, stem: str, name: str, school: str = "Example University") -> Path:
    path = folder / f"{stem}.md"
    path.write_text(CV.format(name=name, email=f"{stem}@example.org", school=school), encoding="utf-8")
    return path


def settings_for(tmp_path: Path, base: str = "http://kg.example.org/") -> Settings:
    return Settings(home=tmp_path / "home", base_uri=base)


def persons(result) -> set[str]:  # type: ignore[no-untyped-def]
    rows = result.graph.query("PREFIX schema: <https://schema.org/> SELECT ?p WHERE { ?p a schema:Person }")
    return {row["p"].value for row in rows}


def test_a_broken_cv_is_reported_and_the_rest_published(tmp_path: Path) -> None:
    """An empty file is one clear failure; the good CV beside it is still built."""
    cvs = tmp_path / "cvs"
    cvs.mkdir()
    write_cv(cvs, "ada", "Ada Lovelace")
    (cvs / "empty.txt").write_text("   \n", encoding="utf-8")
    result = build([cvs], settings_for(tmp_path))
    assert [str(f) for f in result.failures] == [
        f"{cvs / 'empty.txt'}:1: file is empty\n  hint: remove it or add the CV's text"]
    assert "http://kg.example.org/id/person/ada-lovelace" in persons(result)


def test_adding_a_cv_renames_nothing(tmp_path: Path) -> None:
    """Every URI of the first build is still there, unchanged, after a CV is added."""
    cvs = tmp_path / "cvs"
    cvs.mkdir()
    write_cv(cvs, "ada", "Ada Lovelace")
    settings = settings_for(tmp_path)
    first = set(build([cvs], settings).resolution.entities)
    write_cv(cvs, "alan", "Alan Turing", school="University of Cambridge")
    second = set(build([cvs], settings).resolution.entities)
    assert first <= second
    assert (settings.home / "uris.json").exists()


def test_a_new_base_uri_does_not_reuse_old_uris(tmp_path: Path) -> None:
    """URIs minted under another base are not carried over to a new one."""
    cvs = tmp_path / "cvs"
    cvs.mkdir()
    write_cv(cvs, "ada", "Ada Lovelace")
    build([cvs], settings_for(tmp_path))
    result = build([cvs], settings_for(tmp_path, base="https://other.example/"))
    assert all(uri.startswith("https://other.example/") for uri in result.resolution.entities)


def test_each_build_gets_its_own_store(tmp_path: Path) -> None:
    """Two builds write two stores; `current` points at the second."""
    cvs = tmp_path / "cvs"
    cvs.mkdir()
    write_cv(cvs, "ada", "Ada Lovelace")
    settings = settings_for(tmp_path)
    first = build([cvs], settings).graph.path
    second = build([cvs], settings).graph.path
    assert first != second
    assert (settings.home / "current").resolve() == second


@pytest.mark.parametrize("name", [".hidden.md", "notes.docx~"])
def test_discover_skips_hidden_and_unknown_files(tmp_path: Path, name: str) -> None:
    """Folders are searched for CV files only; hidden and unknown files are left alone."""
    write_cv(tmp_path, "ada", "Ada Lovelace")
    (tmp_path / name).write_text("x", encoding="utf-8")
    assert discover([tmp_path]) == [tmp_path / "ada.md"]
