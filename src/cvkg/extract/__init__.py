"""Stage 2: :class:`SourceDocument` -> :class:`CvRecord`. Pure: no I/O.

One reader per format: JSON Resume, ORCID's JSON (told from a resume by its content) and BibTeX have
their own; PDF, HTML and LaTeX arrive here already converted to text by ``ingest`` (with a line map
back to the original), so they share the text reader with plain text and Markdown.
"""

from __future__ import annotations

from cvkg.extract import bibtex, jsonresume, orcid, text
from cvkg.model import CvRecord, SourceDocument


def extract(doc: SourceDocument) -> CvRecord:
    """Every fact of one CV, each with the source lines it came from.

    Raises:
        InputError: the document is broken in its format (JSON, BibTeX), naming the line.
        ExtractionError: no CV could be found in the document.
    """
    if doc.media_type == "application/json":
        return orcid.extract(doc) if orcid.is_orcid(doc.text) else jsonresume.extract(doc)
    if doc.media_type == "application/x-bibtex":
        return bibtex.extract(doc)
    return text.extract(doc)
