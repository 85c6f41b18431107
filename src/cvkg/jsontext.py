"""JSON as CV sites keep it: strict JSON, or JSON with comments and trailing commas (al-folio's ``resume.json``,
hand-kept files), which JSON5 reads.

Both the format check at the input edge (:mod:`cvkg.ingest`) and the JSON readers parse through here, so a file
one accepts the other reads.
"""

from __future__ import annotations

import json
from typing import Any

import json5

from cvkg.errors import InputError
from cvkg.model import SourceSpan


def load_object(text: str, path: str, *, hint: str) -> dict[str, Any]:
    """The JSON object ``text`` holds, a list of publications as ``{"publications": [...]}``; invalid JSON or another
    top-level value is an input error naming its line.

    >>> load_object('{"a": [1, 2,], // kept by hand\\n}', "cv.json", hint="")
    {'a': [1, 2]}
    """
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        value = _lenient(text, exc, path, hint)
    if _is_publication_list(value):
        return {"publications": value}
    if not isinstance(value, dict):
        raise InputError(
            f"JSON Resume must be an object, not a {type(value).__name__}",
            SourceSpan(path, 1),
            hint="see https://jsonresume.org/schema",
        )
    return value


# What tells a list of publications (CSL-JSON, a script's export of a record's works) from a list of anything else
_PUBLICATION_KEYS = frozenset([
    "author", "authors", "container-title", "journal", "venue", "doi", "DOI", "publisher", "issued", "booktitle",
])


def _is_publication_list(value: object) -> bool:
    """A top-level list whose objects are publications, as CSL-JSON (Zotero's, pandoc's) and scripts that export a
    researcher's works keep them: read as the resume's ``publications``."""
    return (
        isinstance(value, list)
        and bool(value)
        and all(isinstance(item, dict) and ("title" in item or "name" in item) for item in value)
        and any(_PUBLICATION_KEYS & item.keys() for item in value)
    )


def is_object(text: str) -> bool:
    """Whether ``text`` is a JSON object, comments and trailing commas allowed."""
    try:
        load_object(text, "", hint="")
    except InputError:
        return False
    return True


# JSON5's reader is pure Python (about 10 s a megabyte): a CV's JSON is far smaller, and a larger file is read
# strictly only
_LENIENT_MAX_CHARS = 1_000_000


def _lenient(text: str, strict: json.JSONDecodeError, path: str, hint: str) -> Any:
    try:
        if len(text) > _LENIENT_MAX_CHARS:
            raise ValueError("too large for JSON5")
        return json5.loads(text)
    except ValueError:
        # the strict parser's place is the one to show: JSON5's own messages speak of a grammar users never wrote
        raise InputError(
            f"invalid JSON: {strict.msg} (column {strict.colno})",
            SourceSpan(path, strict.lineno, column=strict.colno),
            hint=hint,
        ) from strict
