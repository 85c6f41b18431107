"""Surface templates real CVs use for students, committees, talks, teaching, service and awards.

Each template turns the invented entries into a section (heading and elements, see :mod:`render`) and the
records a careful reader would annotate for it (the layout of ``shared/gold/README.md``). A template shows
only what its form can say: a comma list of names gives no outcomes, a year column no months.

A template is a public function of :mod:`advising_templates`, :mod:`activity_templates` or
:mod:`service_templates` whose name starts with its section (``students_table``); they are collected in the
order they are written.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable

from tests.variations_people import activity_templates, advising_templates, service_templates

Template = Callable[[str], tuple[str, list[tuple], list[dict]]]
SECTIONS = ("students", "committees", "talks", "teaching", "service", "awards")


def _collect() -> dict[str, list[Template]]:
    out: dict[str, list[Template]] = {s: [] for s in SECTIONS}
    for module in (advising_templates, activity_templates, service_templates):
        for name, function in vars(module).items():
            section = name.split("_", 1)[0]
            if section in out and inspect.isfunction(function) and function.__module__ == module.__name__:
                out[section].append(function)
    return out


TEMPLATES: dict[str, list[Template]] = _collect()
