"""A variation matrix of mathematicians' reference lists in the AMS style (amsart CVs, amsrefs, MathSciNet).

Invented references are written as mathematicians write them -- ``A. Author and B. Author, Title, Journal Abbrev.
**12** (2019), no. 3, 45–67. MR1234567`` -- in every combination of: the file (Markdown or LaTeX), the bold volume
(``**12**`` / ``\\textbf{12}``, or plain), a review number after the reference (none, ``MR1234567``, with its old
code ``MR1234567 (2005a:11001)``, or ``Zbl 1234.56789``), the issue (``no. 3``) given or not, which part is set in
italics (the title, the journal, or neither), and whether the list names its subject (``M. Testwood and P. Quellen,
Title, ...``) or leaves them out (``Title (with P. Quellen), ...``: the subject is then the first author, or the sole
one). Each CV also holds entries that close otherwise, turning from CV to CV: ``to appear in Duke Math. J.``,
``Duke Math. J., to appear``, ``submitted``, ``preprint, arXiv:2101.01234``, a monograph in a numbered series, a
chapter in an edited book, a paper in a congress's proceedings.

Every publication has exact expected authors, title, venue (the container's name alone: no volume, issue, pages,
publisher or review number, but a journal's series number as MathSciNet abbreviates it, ``Ann. of Math. (2)``; a
monograph's publisher, which the team's convention makes its venue), year and kind. Scored by
:func:`score_variant`: record F1 (pairing by title with the team's scorer, ``tests/scorer.py``) and the share of
paired fields that are exactly right.

People, journals' papers and books are invented (the journals' abbreviations are the real ones). Deterministic.

>>> len(variants())
192
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from pathlib import Path

from tests import scorer

SUBJECT = "Mira Testwood"
ME = "M. Testwood"
FORMATS = ("md", "tex")
VOLUMES = ("bold", "plain")
REVIEWS = ("none", "mr", "mr-code", "zbl")
ISSUES = ("issue", "no-issue")
ITALICS = ("title", "journal", "none")
AUTHORS = ("named", "omitted")
FIELDS = ("authors", "title", "venue", "year", "kind")


@dataclass(frozen=True)
class Article:
    """A journal paper: its authors (the subject among them as ``M. Testwood``), title and journal reference."""

    authors: tuple[str, ...]
    title: str
    journal: str
    volume: int
    year: int
    issue: int
    pages: str
    series: str = ""  # "(2)": the journal's series, part of its name as MathSciNet abbreviates it


ARTICLES = (
    Article((ME, "P. Quellen"), "Spectral gaps for twisted Laplacians", "J. Amer. Math. Soc.", 32, 2019, 3,
            "451–487"),
    Article(("P. Quellen", ME), "Rigidity of lattice actions on tori", "Ann. of Math.", 191, 2020, 1, "101–148",
            "(2)"),
    Article((ME,), "Cohomology of arithmetic groups, revisited", "Invent. Math.", 215, 2019, 2, "1–40"),
    Article((ME, "R. Lind", "S. Okafor"), "Bounded cohomology and quasi-morphisms", "Proc. Amer. Math. Soc.", 147,
            2019, 2, "773–785"),
    Article(("A. Byron", ME), "Equidistribution of Hecke points on quotients", "Duke Math. J.", 170, 2021, 7,
            "1203–1250"),
    Article((ME, "C. Lund"), "Sums of squares in function fields", "Trans. Amer. Math. Soc.", 373, 2020, 5,
            "3101–3130"),
)  # fmt: skip
# Review numbers, one per article
MR = ("3981234", "4012345", "3920011", "3899102", "4290877", "4100312")


@dataclass(frozen=True)
class Entry:
    """One line of the list and the publication a careful reader finds in it."""

    text: str
    gold: dict


@dataclass(frozen=True)
class Variant:
    """One CV of the matrix."""

    name: str
    values: tuple[str, ...]  # the value of each dimension: format, volume, review, issue, italics, authors
    text: str
    gold: tuple[dict, ...]

    @property
    def fmt(self) -> str:
        return self.values[0]


@dataclass
class Outcome:
    """How one variant was read: paired records and exactly right fields, and what went wrong."""

    gold: int
    predicted: int
    paired: int
    fields_right: int = 0
    fields: int = 0
    misses: list[str] = field(default_factory=list)

    @property
    def f1(self) -> float:
        total = self.gold + self.predicted
        return 2 * self.paired / total if total else 1.0


def _gold(authors: tuple[str, ...], title: str, venue: str | None, year: int | None, kind: str) -> dict:
    return {"authors": list(authors), "title": title, "venue": venue, "year": year, "kind": kind}


def _italic(text: str, fmt: str) -> str:
    return f"\\emph{{{text}}}" if fmt == "tex" else f"*{text}*"


def _bold(text: str, fmt: str) -> str:
    return f"\\textbf{{{text}}}" if fmt == "tex" else f"**{text}**"


def _names(authors: tuple[str, ...]) -> str:
    if len(authors) <= 2:
        return " and ".join(authors)
    return ", ".join(authors[:-1]) + ", and " + authors[-1]


def _head(authors: tuple[str, ...], title: str, *, form: str, italic: bool, fmt: str) -> tuple[str, tuple[str, ...]]:
    """The names and title that open an entry, and the authors a reader finds in them."""
    shown = _italic(title, fmt) if italic else title
    if form == "named":
        return f"{_names(authors)}, {shown}", authors
    others = tuple(a for a in authors if a != ME)
    with_ = f" (with {_names(others)})" if others else ""
    return f"{shown}{with_}", (SUBJECT, *others)


def article_entry(
    a: Article, k: int, *, fmt: str, volume: str, review: str, issue: str, italic: str, form: str
) -> Entry:
    """An article in the AMS style, and what it gives."""
    head, authors = _head(a.authors, a.title, form=form, italic=italic == "title", fmt=fmt)
    journal = _italic(a.journal, fmt) if italic == "journal" else a.journal
    journal += f" {a.series}" if a.series else ""
    number = _bold(str(a.volume), fmt) if volume == "bold" else str(a.volume)
    issue_text = f", no. {a.issue}" if issue == "issue" else ""
    pages = a.pages.replace("–", "--") if fmt == "tex" else a.pages
    tag = {"none": "", "mr": f" MR{MR[k]}", "mr-code": f" MR{MR[k]} ({a.year}a:11{k:03d})",
           "zbl": f" Zbl 1{k}23.1100{k}"}[review]  # fmt: skip
    text = f"{head}, {journal} {number} ({a.year}){issue_text}, {pages}.{tag}"
    return Entry(text, _gold(authors, a.title, f"{a.journal} {a.series}".strip(), a.year, "journal"))


# Entries that close otherwise than with a journal reference: (text with {who} for the names and title, title,
# venue, year, kind, co-authors)
OTHERS = (
    ("{who}, to appear in Duke Math. J.", "On the Hasse principle for cubic forms", "Duke Math. J.", None, "journal",
     ()),
    ("{who}, Compos. Math., to appear.", "Zeta functions of toric stacks", "Compos. Math.", None, "journal",
     ("B. Darrow",)),
    ("{who}, submitted.", "Heights on stacky curves", None, None, "preprint", ()),
    ("{who}, preprint, arXiv:2101.01234.", "Level raising for unitary groups", "arXiv:2101.01234", None, "preprint",
     ("R. Lind",)),
    ("{who}, Graduate Texts in Mathematics 250, Springer, Cham, 2020.", "Lectures on modular forms", "Springer", 2020,
     "other", ()),
    ("{who}, in: Geometry and Dynamics, Ed. by A. Byron and C. Lund, Springer, 2018, pp. 1–20.",
     "Harmonic maps and rigidity", "Geometry and Dynamics", 2018, "other", ()),
    ("{who}, in: Proceedings of the International Congress of Mathematicians, Vol. II, World Sci. Publ., Hackensack, "
     "NJ, 2018, pp. 1197–1220.", "Arithmetic of K3 surfaces", "Proceedings of the International Congress of "
     "Mathematicians", 2018, "conference", ()),
    ("{who}, Lecture Notes in Math., vol. 2250, Springer, 2019.", "Motivic integration for beginners", "Springer", 2019,
     "other", ("S. Okafor",)),
    ("{who}, Ann. Inst. Fourier (Grenoble) (to appear).", "Period maps and monodromy", "Ann. Inst. Fourier (Grenoble)",
     None, "journal", ()),
    ("{who}, arXiv:2203.04567 [math.NT].", "Twisted moments of L-functions", "arXiv:2203.04567 [math.NT]", None,
     "preprint", ()),
)  # fmt: skip


def other_entry(k: int, *, fmt: str, italic: str, form: str) -> Entry:
    """The k-th entry of OTHERS, its title in italics when the variant sets titles so."""
    pattern, title, venue, year, kind, coauthors = OTHERS[k % len(OTHERS)]
    authors = (ME, *coauthors)
    head, found = _head(authors, title, form=form, italic=italic == "title", fmt=fmt)
    text = pattern.replace("{who}", head)
    text = text.replace("–", "--") if fmt == "tex" else text
    return Entry(text, _gold(found, title, venue, year, kind))


def cv_text(entries: list[Entry], fmt: str, k: int) -> str:
    """A small CV: the name, an address, and the list (LaTeX: an enumerate or a thebibliography, in turn)."""
    if fmt == "md":
        items = [f"{i}. {e.text}" for i, e in enumerate(entries, 1)]
        return "\n".join([f"# {SUBJECT}", "", "Department of Mathematics, Calloway University", "",
                          "## Publications", "", *items, ""])  # fmt: skip
    if k % 2:
        body = ["\\begin{thebibliography}{99}", *(f"\\bibitem{{r{i}}} {e.text}" for i, e in enumerate(entries)),
                "\\end{thebibliography}"]  # fmt: skip
    else:
        body = ["\\begin{enumerate}", *(f"\\item {e.text}" for e in entries), "\\end{enumerate}"]
    return "\n".join([
        "\\documentclass{amsart}", "\\begin{document}", "\\begin{center}", f"{{\\Large {SUBJECT}}}\\\\",
        "Department of Mathematics, Calloway University", "\\end{center}", "", "\\section*{Publications}", *body,
        "\\end{document}", "",
    ])  # fmt: skip


def variants() -> list[Variant]:
    """Every combination of the matrix's dimensions, each a CV of the six articles and three other entries."""
    out = []
    for k, values in enumerate(itertools.product(FORMATS, VOLUMES, REVIEWS, ISSUES, ITALICS, AUTHORS)):
        fmt, volume, review, issue, italic, form = values
        entries = [
            article_entry(a, i, fmt=fmt, volume=volume, review=review, issue=issue, italic=italic, form=form)
            for i, a in enumerate(ARTICLES)
        ]
        entries += [other_entry(k + j, fmt=fmt, italic=italic, form=form) for j in range(3)]
        out.append(Variant("_".join(values), values, cv_text(entries, fmt, k), tuple(e.gold for e in entries)))
    return out


def write(folder: Path, chosen: list[Variant]) -> list[Path]:
    """Each variant's CV as a file in the folder, in order."""
    paths = []
    for v in chosen:
        path = folder / f"{v.name}.{v.fmt}"
        path.write_text(v.text, encoding="utf-8")
        paths.append(path)
    return paths


def score_variant(v: Variant, predicted: list[dict]) -> Outcome:
    """Record pairing by title (the team's scorer), then every paired field compared exactly."""
    gold = list(v.gold)
    pairs = scorer.match(gold, predicted, ("title",))
    outcome = Outcome(len(gold), len(predicted), len(pairs))
    for i, j in pairs:
        want, got = gold[i], predicted[j]
        for name in FIELDS:
            ok = _same(name, want[name], got.get(name))
            outcome.fields += 1
            outcome.fields_right += ok
            if not ok:
                outcome.misses.append(f"{name}: {got.get(name)!r} want {want[name]!r} <- {want['title']}")
    paired = {i for i, _ in pairs}
    outcome.misses += [f"lost {g['title']!r}" for i, g in enumerate(gold) if i not in paired]
    found = {j for _, j in pairs}
    outcome.misses += [f"spurious {p.get('title')!r}" for j, p in enumerate(predicted) if j not in found]
    return outcome


def _same(name: str, want: object, got: object) -> bool:
    if name == "title":
        return scorer.norm(want) == scorer.norm(got)
    if name == "venue" and isinstance(got, str):
        return want == " ".join(got.split())
    return want == got
