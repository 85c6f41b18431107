#!/usr/bin/env python3
"""Check hand-written held-out golds against their own sources (not against the extractor).

    python3 tests/golden/check_heldout_gold.py [PREFIX]     # default prefix: heldout

Errors (status 1): a publication title missing from its source, or an author list that does not
appear as one ordered run near its title. Notes: any other gold string not found verbatim (venues
whose year was cut from the middle are expected here). Comparison uses the scorer's normalization;
LaTeX sources are first stripped of macros, braces, accents and dash/quote ligatures.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.scorer import norm  # a copy of the team's gold scorer

EXTRACT = Path(__file__).resolve().parent / "extract"
FIELDS = {
    "education": ("degree", "field", "institution", "location", "dissertation", "advisors"),
    "positions": ("title", "organization", "location"),
    "awards": ("name",),
    "talks": ("title", "host"),
    "teaching": ("course", "code"),
    "service": ("role", "venue"),
    "students": ("name", "outcome", "co_advisors"),
    "committees": ("name", "institution"),
    "projects": ("name", "description_first_sentence", "url"),
}
LATEX_TEXT = {'\\"o': "ö", '\\"u': "ü", "\\&": "&", "~": " ", "---": "—", "--": "–", "``": '"', "''": '"'}


def plain(source: Path) -> str:
    text = source.read_text(encoding="utf-8")
    if source.suffix == ".tex":
        text = re.sub(r"(?m)%.*$", "", text)
        for latex, char in LATEX_TEXT.items():
            text = text.replace(latex, char)
        text = re.sub(r"\\[a-zA-Z]+\*?(\[[^\]]*\])?", " ", text).replace("{", " ").replace("}", " ")
    elif source.suffix == ".json":
        text = text.replace('\\"', '"')
    return " " + norm(text) + " "


def check_case(case: Path) -> int:
    gold = json.loads((case / "gold.json").read_text(encoding="utf-8"))
    text = plain(case / gold["source"])

    def found(value: str | None) -> bool:
        return value is None or f" {norm(value)} " in text

    errors = 0
    for paper in gold["publications"]:
        titles = [m.start() for m in re.finditer(re.escape(f" {norm(paper['title'])} "), text)]
        if not titles:
            errors += 1
            print(f"ERROR {case.name}: title not in source: {paper['title']!r}")
            continue
        if paper["authors"]:
            run = r"(?:\s\S{1,5}){0,2}\s".join(re.escape(norm(a)) for a in paper["authors"])
            starts = [m.start() for m in re.finditer(rf"\s{run}\s", text)]
            if not any(abs(s - t) < 400 for s in starts for t in titles):
                errors += 1
                print(f"ERROR {case.name}: authors not in order near the title: {paper['authors']}")
        if not found(paper["venue"]):
            print(f"  note {case.name}: venue not verbatim: {paper['venue']!r}")
    person = gold["person"]
    values = [("person.name", person["name"])]
    values += [(f"person.{k}", v) for k in ("emails", "homepages") for v in person[k]]
    values += [(name, v) for name in ("interests", "skills") for v in gold[name]]
    for section, fields in FIELDS.items():
        for record in gold[section]:
            for field in fields:
                items = record[field] if isinstance(record[field], list) else [record[field]]
                values += [(f"{section}.{field}", v) for v in items]
    for label, value in values:
        if not found(value):
            print(f"  note {case.name}: {label} not verbatim: {value!r}")
    return errors


def main(argv: list[str]) -> int:
    prefix = argv[1] if len(argv) > 1 else "heldout"
    cases = [c for c in sorted(EXTRACT.glob(f"{prefix}*-*")) if (c / "gold.json").exists()]
    errors = sum(check_case(c) for c in cases)
    print(f"{len(cases)} cases, {errors} errors")
    return 1 if errors or not cases else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
