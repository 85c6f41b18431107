"""The CV that academic site themes keep in YAML front matter, as the lines a CV reader expects. Pure.

Hugo Academic (Wowchemy, Hugo Blox) keeps the author's profile in the front matter of ``authors/admin/_index.md``
(``first_name``, ``last_name``, ``email``, ``interests``, ``education: courses: [{course, institution, year}]``) and
the experience widget's entries in the front matter of ``home/experience.md`` (``experience: [{title, company,
location, date_start, date_end}]``); a site's CV page often pastes such blocks together. Each block is replaced by
a heading and one list item per entry, written on the line the entry starts on, every other line blank, so a
record still points at its own lines; its closing fence becomes an "About" heading, so the page's text after it
joins no list. A block that holds none of these keys is site metadata and goes blank.

>>> lines = [(1, "---"), (2, "interests:"), (3, "  - Looms"), (4, "  - Engines"), (5, "---")]
>>> [t for _, t in front_matter(lines)]
['', '## Interests', '- Looms', '- Engines', '## About']
"""

from __future__ import annotations

import re

import yaml

Numbered = tuple[int, str]

_FENCE = "---"


def front_matter(lines: list[Numbered]) -> list[Numbered]:
    """The lines with each YAML block (between ``---`` fences, the first at the top) rewritten as CV lines."""
    out = list(lines)
    for start, end in _blocks(lines):
        body = "\n".join(t for _, t in lines[start + 1 : end])
        written = _cv_lines(body)
        for i in range(start, end + 1):
            out[i] = (lines[i][0], written.get(i - start - 1, ""))
        if any(t.startswith("## ") for t in written.values()):
            # the page's own text after the block is no part of the block's last list ("## Education")
            out[end] = (lines[end][0], "## About")
    return out


def _blocks(lines: list[Numbered]) -> list[tuple[int, int]]:
    """Where each YAML block opens and closes: the front matter at the top, and any later ``---`` block whose
    first line is a ``key: value`` mapping (a widget's front matter pasted into one page)."""
    fences = [i for i, (_, t) in enumerate(lines) if t.strip() == _FENCE]
    first = next((i for i, (_, t) in enumerate(lines) if t.strip()), None)
    found: list[tuple[int, int]] = []
    k = 0
    while k + 1 < len(fences):
        start, end = fences[k], fences[k + 1]
        opening = next((t for _, t in lines[start + 1 : end] if t.strip() and not t.lstrip().startswith("#")), "")
        if start == first or re.match(r"^[A-Za-z_][\w-]*:(?:\s|$)", opening):
            found.append((start, end))
            k += 2
        else:
            k += 1
    return found


def _cv_lines(body: str) -> dict[int, str]:
    """The CV lines a block's known keys give, by their line within the block; ``{}`` for anything else."""
    try:
        root = yaml.compose(body, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return {}
    if not isinstance(root, yaml.MappingNode):
        return {}
    fields = {key.value: (key, value) for key, value in root.value if isinstance(key, yaml.ScalarNode)}
    written: dict[int, str] = {}
    if "first_name" in fields and "last_name" in fields:
        first, last = fields["first_name"], fields["last_name"]
        written[first[0].start_mark.line] = f"# {_scalar(first[1])} {_scalar(last[1])}".strip()
    elif "title" in fields and _PROFILE_KEYS & fields.keys():
        # an author profile names its person in "title" ("Display name"), the post in "role"
        written[fields["title"][0].start_mark.line] = f"# {_scalar(fields['title'][1])}"
        if "role" in fields and (role := _scalar(fields["role"][1])):
            written[fields["role"][0].start_mark.line] = role
    if "email" in fields and (email := _scalar(fields["email"][1])):
        written[fields["email"][0].start_mark.line] = email
    if "interests" in fields:
        _list(written, "Interests", fields["interests"], lambda item: _scalar(item))
    if "education" in fields and isinstance(fields["education"][1], yaml.MappingNode):
        courses = {k.value: (k, v) for k, v in fields["education"][1].value if isinstance(k, yaml.ScalarNode)}
        if "courses" in courses:
            _list(written, "Education", courses["courses"], _degree, at=fields["education"][0])
    if "experience" in fields:
        _list(written, "Experience", fields["experience"], _job)
    return written


# keys only an author's profile has: a page's "title" is then the person's name
_PROFILE_KEYS = frozenset(["superuser", "role", "organizations", "user_groups", "social", "highlight_name"])


def _list(written: dict[int, str], heading: str, field: tuple[yaml.Node, yaml.Node], item_line, at=None) -> None:
    """A heading on the key's line, then one item per element of the list under it."""
    key, value = field
    if not isinstance(value, yaml.SequenceNode):
        return
    written[(at or key).start_mark.line] = f"## {heading}"
    for item in value.value:
        if text := item_line(item):
            written[item.start_mark.line] = f"- {text}"


def _scalar(node: yaml.Node) -> str:
    return str(node.value).strip() if isinstance(node, yaml.ScalarNode) else ""


def _mapping(node: yaml.Node) -> dict[str, str]:
    if not isinstance(node, yaml.MappingNode):
        return {}
    return {k.value: _scalar(v) for k, v in node.value if isinstance(k, yaml.ScalarNode)}


def _degree(node: yaml.Node) -> str:
    """``{course: PhD in X, institution: Y, year: 2019}`` -> ``PhD in X, Y, 2019``."""
    fields = _mapping(node)
    return ", ".join(v for k in ("course", "institution", "year") if (v := fields.get(k)))


def _job(node: yaml.Node) -> str:
    """``{title, company, location, date_start, date_end}`` -> ``Title, Company, Place  start – end``."""
    fields = _mapping(node)
    head = ", ".join(v for k in ("title", "company", "location") if (v := fields.get(k)))
    start = fields.get("date_start", "")
    end = fields.get("date_end") or ("present" if start else "")
    return f"{head}  {start} – {end}" if start else head
