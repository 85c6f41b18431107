"""Software packages listed as the subject's writing, without an author: ``selconf: R package for selective
conformal inference (CRAN, 2024).``, ``R package: **dtrBayes**: Bayesian estimation of regimes. Version 1.3.0
(2018), CRAN. https://...``. Pure.

The package's name and what it does are the title, the repository that holds it is the venue and the kind is
``other``; the subject wrote it (first), with the co-authors of a ``(with A and B)``.

>>> found = read_package("selconf: R package for selective conformal inference (CRAN, 2024).")
>>> found.title, found.venue, found.year, found.kind.value
('selconf: R package for selective conformal inference', 'CRAN', 2024, 'other')
"""

from __future__ import annotations

import re

from cvkg.extract import names as nm
from cvkg.extract.citation_lines import strip_marker
from cvkg.extract.citations import Citation
from cvkg.model import PublicationKind as Kind

# A label before the package: "R package:", "Python library -"
_LABEL_RE = re.compile(r"^(?:R|Python|Julia|Stata|MATLAB)\s+(?:package|library|toolbox)\s*[:–—-]\s*", re.I)
# The package's name, one word, then what it does: "selconf: R package for ...", "dtrBayes: Bayesian ..."
_NAMED_RE = re.compile(r"^(?P<name>[A-Za-z][\w.-]{1,30}):\s+(?P<rest>\S.*)$")
# Where what it does ends: a bracket (its co-authors, its repository), its version or year sentence
_DESCRIPTION_END_RE = re.compile(r"\s*\(|\.\s+(?:Version\b|v\d|(?:19|20)\d\d)|,\s*(?:19|20)\d\d")
_WITH_RE = re.compile(r"\((?:joint(?:ly)?\s+)?with\s+([^()]+)\)", re.I)
_REPOSITORY_RE = re.compile(r"\b(CRAN|GitHub|GitLab|PyPI|Bioconductor|conda-forge|Zenodo)\b")
_YEAR_RE = re.compile(r"(?<![\w./-])((?:19|20)\d\d)(?![\w/])")
_URL_RE = re.compile(r"https?://\S+")


def read_package(line: str) -> Citation | None:
    """A software package's entry as a citation with the subject as its first author, or ``None`` when the line
    names no package with its repository and year."""
    text = _LABEL_RE.sub("", re.sub(r"\*\*|__|`", "", strip_marker(line)).strip())
    named = _NAMED_RE.match(text)
    if named is None:
        return None
    rest = named.group("rest")
    end = _DESCRIPTION_END_RE.search(rest)
    description = (rest[: end.start()] if end else rest).strip(" .")
    after = _URL_RE.sub("", rest[end.start() :] if end else "")
    repository, year = _REPOSITORY_RE.search(after), _YEAR_RE.search(after)
    if not description or repository is None or year is None:
        return None
    with_names = _WITH_RE.search(after)
    coauthors = nm.split_names(with_names.group(1)).names if with_names else ()
    return Citation(
        tuple(coauthors), f"{named.group('name')}: {description}", repository.group(1), int(year.group(1)),
        Kind.OTHER, ("software",), subject_first=True,
    )
