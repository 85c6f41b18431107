"""A PDF's text layer -> text lines in reading order (pdfminer.six); a scan is refused with a hint.

A PDF has no lines, only runs of glyphs placed on the page, and CV templates place them in
ways a plain text dump scrambles: a sidebar beside the main column (some writers draw the
two row by row), dates aligned right of their entry, running headers and page numbers. So
the page is read as a reader reads it (:mod:`cvkg.convert.pdflayout` does the geometry):

* runs on one baseline form a row; a wide gap inside a row is a column gap (``"  "``);
* a gutter that runs down a block of rows splits it into two columns, read left then right,
  unless one side is a column of labels beside the other (dates, list numbers): then each
  label stays on its row, as ``2015 – 2021  Ph.D. in ...`` or ``Ph.D. in ...  2015 – 2021``;
* a wrapped line (one that ends mid-phrase, or a hanging indent) joins the line it continues;
* fonts become Markdown: the largest text ``#``, larger-than-body text ``##``, bold
  ``**...**`` and italic ``*...*``, which the text reader reads as it reads Markdown CVs;
* page numbers and small print in the top and bottom margins of later pages are dropped.

pdfminer gives no source positions a text editor could open, so ``origins`` is empty: a
span's line is the line of the extracted text.
"""

from __future__ import annotations

import io
import struct

from pdfminer.high_level import extract_pages
from pdfminer.layout import LAParams, LTAnno, LTChar, LTPage, LTTextLineHorizontal
from pdfminer.pdfdocument import PDFPasswordIncorrect
from pdfminer.pdfexceptions import PDFException, PSException

from cvkg.convert import Converted, assemble
from cvkg.convert.pdflayout import Run, Segment, page_lines
from cvkg.errors import InputError
from cvkg.model import SourceSpan

_LAPARAMS = LAParams(all_texts=True)
# A gap this wide (in ems) inside a pdfminer line ends a segment: a date set a few points before
# its entry (moderncv's date column) is a segment of its own. A word space is about 0.28 em.
_GAP_EM = 0.8
# pdfminer raises these besides its own errors on a damaged file
_DAMAGED = (PDFException, PSException, ValueError, KeyError, IndexError, TypeError, struct.error, AssertionError)


def to_text(data: bytes, path: str) -> Converted:
    """The text of every page, in reading order.

    Raises:
        InputError: the PDF is damaged, encrypted, or has no text layer (a scan).
    """
    span = SourceSpan(path, 1)
    try:
        pages = [_segments(page) for page in extract_pages(io.BytesIO(data), laparams=_LAPARAMS)]
    except PDFPasswordIncorrect as exc:
        raise InputError("PDF is encrypted", span, hint="save an unencrypted copy of the PDF") from exc
    except _DAMAGED as exc:
        raise InputError(
            f"cannot read PDF: {exc or type(exc).__name__}",
            span,
            hint="re-export the PDF, or give the CV as text or Markdown",
        ) from exc
    lines = page_lines([segments for segments, _ in pages], [height for _, height in pages])
    if not any(line.strip() for line in lines):
        raise InputError(
            f"PDF has no text layer: none of its {len(pages)} page(s) has extractable text",
            span,
            hint="run OCR on it first (e.g. `ocrmypdf in.pdf out.pdf`) or give the CV as text",
        )
    return Converted(assemble([(line, 0) for line in lines], keep_indent=True).text, ())


def _segments(page: LTPage) -> tuple[list[Segment], float]:
    """Every horizontal text line pdfminer found on the page (inside figures too), with its runs."""
    found: list[Segment] = []
    stack: list[object] = [page]
    while stack:
        item = stack.pop()
        if isinstance(item, LTTextLineHorizontal):
            found += _split_line(item)
        elif hasattr(item, "__iter__"):
            stack.extend(item)  # type: ignore[arg-type]
    return found, page.height


def _split_line(line: LTTextLineHorizontal) -> list[Segment]:
    """The line's glyphs as segments, cut at gaps wider than :data:`_GAP_EM`, each with its runs."""
    pieces: list[list[LTChar | LTAnno]] = [[]]
    last: LTChar | None = None
    for item in line:
        if isinstance(item, LTChar):
            if last is not None and item.x0 - last.x1 >= _GAP_EM * max(item.size, last.size):
                pieces.append([])
            last = item
        if isinstance(item, LTChar | LTAnno):
            pieces[-1].append(item)
    return [s for piece in pieces if (s := _segment(piece))]


def _segment(items: list[LTChar | LTAnno]) -> Segment | None:
    runs: list[Run] = []
    chars = [item for item in items if isinstance(item, LTChar)]
    for item in items:
        if isinstance(item, LTChar):
            style = _style(item.fontname)
            if runs and runs[-1].style == style:
                runs[-1] = Run(runs[-1].text + item.get_text(), style, max(runs[-1].size, item.size))
            else:
                runs.append(Run(item.get_text(), style, item.size))
        elif runs:
            runs[-1] = Run(runs[-1].text + item.get_text().replace("\n", ""), runs[-1].style, runs[-1].size)
    if not chars or not "".join(r.text for r in runs).strip():
        return None
    return Segment(
        min(c.x0 for c in chars), max(c.x1 for c in chars), min(c.y0 for c in chars), max(c.y1 for c in chars),
        tuple(runs),
    )


def _style(fontname: str) -> str:
    """``"b"``, ``"i"`` or ``""`` from a font's name (``ABCDEF+CMBX10``, ``Helvetica-BoldOblique``)."""
    name = fontname.split("+")[-1].lower()
    if any(word in name for word in ("bold", "black", "heavy", "semibold", "demi")) or "cmbx" in name:
        return "b"
    if any(word in name for word in ("italic", "oblique")) or name.startswith(("cmti", "cmsl")):
        return "i"
    return ""
