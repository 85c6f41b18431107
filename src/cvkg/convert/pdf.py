"""A PDF's text layer -> text lines (pypdf); a PDF without one is refused with a hint to OCR it.

pypdf gives no source positions a text editor could open, so ``origins`` is empty: a span's
line is the line of the extracted text (pages in order, blank lines dropped).
"""

from __future__ import annotations

import io

from pypdf import PdfReader
from pypdf.errors import FileNotDecryptedError, PyPdfError

from cvkg.convert import Converted, assemble
from cvkg.errors import InputError
from cvkg.model import SourceSpan

# pypdf raises these besides its own errors on a damaged file
_DAMAGED = (PyPdfError, ValueError, KeyError, IndexError, TypeError)


def to_text(data: bytes, path: str) -> Converted:
    """The text layer of every page, in reading order.

    Raises:
        InputError: the PDF is damaged, encrypted, or has no text layer (a scan).
    """
    span = SourceSpan(path, 1)
    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted and not reader.decrypt(""):
            raise FileNotDecryptedError("password required")
        pages = [page.extract_text() or "" for page in reader.pages]
    except FileNotDecryptedError as exc:
        raise InputError("PDF is encrypted", span, hint="save an unencrypted copy of the PDF") from exc
    except _DAMAGED as exc:
        raise InputError(
            f"cannot read PDF: {exc}", span, hint="re-export the PDF, or give the CV as text or Markdown"
        ) from exc
    lines = [line for page in pages for line in page.splitlines()]
    if not any(line.strip() for line in lines):
        raise InputError(
            f"PDF has no text layer: none of its {len(pages)} page(s) has extractable text",
            span,
            hint="run OCR on it first (e.g. `ocrmypdf in.pdf out.pdf`) or give the CV as text",
        )
    return Converted(assemble([(line, 0) for line in lines]).text, ())
