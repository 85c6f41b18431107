"""Reading a JSON Resume's text: the object, its keys in the schema's camelCase, and the line where each
value starts (the :mod:`json` module gives no positions, so :func:`value_lines` walks the text once)."""

from __future__ import annotations

import json
from json.decoder import scanstring
from typing import Any

from cvkg import jsontext
from cvkg.model import SourceDocument

Path_ = tuple[str | int, ...]
_WS = " \t\n\r"


def camel(key: str) -> str:
    """``start_date`` -> ``startDate``: converters that write Python or YAML names; ``x-``/``$`` keys stay."""
    if "_" not in key.strip("_") or key.startswith(("$", "x-")):
        return key
    head, *rest = key.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def camel_keys(value: Any) -> Any:
    """Every key in the schema's camelCase; a key already spelled so wins over its snake_case twin."""
    if isinstance(value, list):
        return [camel_keys(v) for v in value]
    if not isinstance(value, dict):
        return value
    return {camel(k): camel_keys(v) for k, v in value.items() if camel(k) == k or camel(k) not in value}


def load_object(doc: SourceDocument) -> dict[str, Any]:
    """The resume's JSON object; invalid JSON or another top-level value is an input error naming its line."""
    return jsontext.load_object(doc.text, doc.path, hint="fix the JSON syntax")


def value_lines(text: str) -> dict[Path_, int]:
    """The 1-based line where each value of a valid JSON text starts, by its path.

    >>> value_lines('{"work": [\\n  {"name": "X"}\\n]}')[("work", 0)]
    2
    """
    decoder = json.JSONDecoder()
    lines: dict[Path_, int] = {}

    def skip(pos: int) -> int:
        while pos < len(text) and (text[pos] in _WS or text.startswith(("//", "/*"), pos)):
            if text[pos] != "/":
                pos += 1
            elif text.startswith("//", pos):  # comments, which hand-kept files have (see cvkg.jsontext)
                end = text.find("\n", pos)
                pos = len(text) if end < 0 else end
            else:
                pos = text.index("*/", pos) + 2
        return pos

    def value(pos: int, path: Path_) -> int:
        pos = skip(pos)
        lines[path] = text.count("\n", 0, pos) + 1
        if text[pos] not in "{[":
            return decoder.raw_decode(text, pos)[1]
        closing, index = "}" if text[pos] == "{" else "]", 0
        pos = skip(pos + 1)
        while text[pos] != closing:
            if closing == "}":
                key, pos = scanstring(text, pos + 1)
                pos = value(skip(pos) + 1, (*path, key))
            else:
                pos = value(pos, (*path, index))
                index += 1
            pos = skip(pos)
            if text[pos] == ",":
                pos = skip(pos + 1)
        return pos + 1

    # a top-level list of publications is read as the resume's "publications" (see cvkg.jsontext)
    value(0, ("publications",) if text[skip(0)] == "[" else ())
    return lines
