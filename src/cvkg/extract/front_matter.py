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
    elif "education" in fields:
        _list(written, "Education", fields["education"], _degree)  # Hugo Blox's profile: a list of degrees
    for key in ("experience", "work", "positions", "appointments"):
        if key in fields:
            _list(written, "Experience", fields[key], _job)
    for key in ("awards", "honors", "honours", "accomplishments"):
        if key in fields:
            _list(written, "Awards", fields[key], _award)
    if "skills" in fields:
        _skills(written, fields["skills"])
    if "item" in fields and (widget := _scalar(fields.get("widget", (None, None))[1])) in _WIDGET_ITEMS:
        # Wowchemy's widget pages list their entries under "item": experience, accomplishments, skills
        heading, item_line = _WIDGET_ITEMS[widget]
        _list(written, heading, fields["item"], item_line)
    if "feature" in fields and _scalar(fields.get("widget", (None, None))[1]) == "featurette":
        _list(written, "Skills", fields["feature"], lambda item: _first(_mapping(item), "name"))
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


def _child(node: yaml.Node, key: str) -> yaml.Node | None:
    """A mapping's value node under ``key``; ``None`` for anything else."""
    if not isinstance(node, yaml.MappingNode):
        return None
    return next((v for k, v in node.value if isinstance(k, yaml.ScalarNode) and k.value == key), None)


def _mapping(node: yaml.Node) -> dict[str, str]:
    if not isinstance(node, yaml.MappingNode):
        return {}
    return {k.value: _scalar(v) for k, v in node.value if isinstance(k, yaml.ScalarNode)}


def _first(fields: dict[str, str], *keys: str) -> str:
    return next((v for k in keys if (v := fields.get(k))), "")


def _degree(node: yaml.Node) -> str:
    """``{course: PhD in X, institution: Y, year: 2019}`` -> ``PhD in X, Y, 2019`` (Hugo Blox's ``{degree, area,
    institution, start, end}`` the same way)."""
    fields = _mapping(node)
    degree = _first(fields, "course", "degree", "study_type", "studyType")
    if (area := _first(fields, "area", "field", "major")) and area not in degree:
        degree = f"{degree} in {area}" if degree else area
    when = _first(fields, "year", "date_end", "end", "end_date", "endDate")
    start = _first(fields, "date_start", "start", "start_date", "startDate")
    when = f"{start} – {when or 'present'}" if start and not fields.get("year") else when
    return ", ".join(v for v in (degree, _first(fields, "institution", "school", "university"), when) if v)


def _job(node: yaml.Node) -> str:
    """``{title, company, location, date_start, date_end}`` -> ``Title, Company, Place  start – end`` (the same
    from Hugo Blox's ``{position, company_name, start, end}``)."""
    fields = _mapping(node)
    title = _first(fields, "title", "position", "role")
    where = _first(fields, "company", "company_name", "organization", "institution", "employer")
    head = ", ".join(v for v in (title, where, fields.get("location", "")) if v)
    start = _first(fields, "date_start", "start", "start_date", "startDate")
    end = _first(fields, "date_end", "end", "end_date", "endDate") or ("present" if start else "")
    return f"{head}  {start} – {end}" if start else head


def _award(node: yaml.Node) -> str:
    """``{title, awarder, date}`` (Hugo Blox) or ``{title, organization, date_start, date_end}`` (Wowchemy's
    accomplishments) -> ``Title, Awarder, 2021`` (a grant's years ``2019–2024``); a plain string as it is."""
    if isinstance(node, yaml.ScalarNode):
        return _scalar(node)
    fields = _mapping(node)
    start, end = fields.get("date_start", "")[:4], fields.get("date_end", "")[:4]
    when = f"{start}–{end}" if start and end and end != start else _first(fields, "date", "year", "awarded")[:4]
    return ", ".join(v for v in (_first(fields, "title", "name", "award"),
                                 _first(fields, "awarder", "organization", "issuer"), when or start or end) if v)


def _skills(written: dict[int, str], field: tuple[yaml.Node, yaml.Node]) -> None:
    """``skills: [R, Python]``, or Hugo Blox's groups ``[{name: Technical, items: [{name: R}, ...]}]``: one item
    per skill, the group's name no skill."""
    key, value = field
    if not isinstance(value, yaml.SequenceNode):
        return
    written[key.start_mark.line] = "## Skills"
    for item in value.value:
        group = _child(item, "items")
        for node in group.value if isinstance(group, yaml.SequenceNode) else [item]:
            name = _scalar(node) or _first(_mapping(node), "name", "label", "title")
            if name:
                written[node.start_mark.line] = f"- {name}"


# Wowchemy's widget pages: the heading each one's "item" list goes under, and how an item reads
_WIDGET_ITEMS = {
    "experience": ("Experience", _job),
    "accomplishments": ("Awards", _award),
}
