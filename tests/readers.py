"""Reading an invented CV in a test, as the pipeline does: LaTeX through its converter, then the text reader."""

from __future__ import annotations

from cvkg.convert import latex
from cvkg.extract import text
from cvkg.model import CvRecord, SourceDocument


def latex_document(source: str) -> SourceDocument:
    """A LaTeX CV converted to the text the readers see, as ``ingest`` hands it on."""
    converted = latex.to_text(source, "cv.tex")
    return SourceDocument("cv.tex", "text/markdown", converted.text, "")


def read_tex(source: str) -> CvRecord:
    """Every fact of a LaTeX CV."""
    return text.extract(latex_document(source))
