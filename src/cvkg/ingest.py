"""Stage 1: a path on disk -> :class:`SourceDocument` (the only stage that reads source files).

The format is sniffed from the content first and the extension second: a ``%PDF`` file is a
PDF whatever its name, an HTML page is HTML, ``\\documentclass`` is LaTeX, ``@article{`` is
BibTeX and a JSON object is JSON Resume; otherwise the extension decides between plain text
and Markdown. PDF, HTML and LaTeX are converted to text here (:mod:`cvkg.convert`), keeping
a line map back to the original. JSON Resume and BibTeX keep their text for their own readers.

Every failure is an :class:`InputError` naming the file and line, so one bad CV never stops
the others.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from cvkg import jsontext
from cvkg.convert import Converted, html, latex, pdf
from cvkg.errors import InputError, UnsupportedFormatError
from cvkg.model import SourceDocument, SourceSpan

MAX_BYTES = 20 * 1024 * 1024
SUFFIXES = {
    ".txt": "text/plain",
    ".text": "text/plain",
    ".md": "text/markdown",
    ".markdown": "text/markdown",
    # R Markdown and Quarto: Markdown with a YAML header and code chunks (the R "vitae" CVs)
    ".rmd": "text/markdown",
    ".qmd": "text/markdown",
    ".html": "text/html",
    ".htm": "text/html",
    ".xhtml": "text/html",
    ".pdf": "application/pdf",
    ".tex": "application/x-tex",
    ".latex": "application/x-tex",
    ".bib": "application/x-bibtex",
    ".json": "application/json",
}
# Formats cvkg recognises but cannot read, with what to do instead.
_FOREIGN = {
    b"PK\x03\x04": "a ZIP archive (a .docx, .odt or .pages file?)",
    b"\xd0\xcf\x11\xe0": "an old Microsoft Office document",
    b"{\\rtf": "an RTF document",
    b"\x89PNG": "a PNG image",
    b"\xff\xd8\xff": "a JPEG image",
}
_HTML = re.compile(rb"^\s*(<!--.*?-->\s*)*<(!doctype\s+html|html|head|body)\b", re.IGNORECASE | re.DOTALL)
_LATEX = re.compile(r"^\s*\\(documentclass|begin\{document\})", re.MULTILINE)
# BibTeX: the first line that is neither blank nor a % comment opens an @entry
_BIBTEX = re.compile(r"\A(\s*(%[^\n]*)?\n)*\s*@[A-Za-z]+\s*[{(]")
_SUPPORTED = "give a .txt, .md (.Rmd, .qmd), .html, .pdf, .tex, .bib or JSON Resume .json file"


def read_source(path: Path) -> SourceDocument:
    """Read one CV file into text, sniffing its format.

    Args:
        path: the file to read.

    Raises:
        InputError: the file is missing, empty, binary, too large, or broken in its format
            (the message names the line where the format says so).
        UnsupportedFormatError: the file is of a kind cvkg does not read.
    """
    span = SourceSpan(str(path), 1)
    data = _read_bytes(path, span)
    media_type = _sniff_binary(data, path, span)
    if media_type == "application/pdf":
        converted = pdf.to_text(data, str(path))
        return _document(path, media_type, converted, data)
    text = decode(data, span)
    if not text.strip():
        raise InputError("file is empty", span, hint="remove it or add the CV's text")
    media_type = _sniff_text(text, path, span)
    if media_type == "text/html":
        converted = html.to_text(text)
        if not converted.text:
            raise InputError("HTML page has no text", span, hint="give the page that holds the CV")
    elif media_type == "application/x-tex":
        converted = latex.to_text(text, str(path))
        if not converted.text:
            raise InputError("LaTeX file has no text", span, hint="give the .tex file that holds the CV")
    else:
        if media_type == "application/json":
            check_json(text, str(path))
        converted = Converted(text, ())
    return _document(path, media_type, converted, data)


def _document(path: Path, media_type: str, converted: Converted, data: bytes) -> SourceDocument:
    return SourceDocument(
        path=str(path),
        media_type=media_type,
        text=converted.text,
        sha256=hashlib.sha256(data).hexdigest(),
        origins=converted.origins,
    )


def _read_bytes(path: Path, span: SourceSpan) -> bytes:
    """The file's bytes, after checking with ``stat`` that it is a small enough regular file."""
    try:
        stat = path.stat()
        if not path.is_file():
            raise InputError("not a regular file", span, hint="give a CV file, not a directory or device")
        if stat.st_size == 0:
            raise InputError("file is empty", span, hint="remove it or add the CV's text")
        if stat.st_size > MAX_BYTES:
            raise InputError(
                f"file is {stat.st_size / 1_048_576:.0f} MB, larger than the "
                f"{MAX_BYTES // 1_048_576} MB a CV can be",
                span,
                hint="give the CV alone, without embedded data or scans",
            )
        return path.read_bytes()
    except FileNotFoundError as exc:
        raise InputError("file not found", span, hint="check the path") from exc
    except OSError as exc:
        raise InputError(
            f"cannot read file: {exc.strerror}", span, hint="check the path and permissions"
        ) from exc


def _sniff_binary(data: bytes, path: Path, span: SourceSpan) -> str | None:
    """``application/pdf`` for a PDF; raise for a known non-CV binary; else None (text)."""
    if data.lstrip()[:5] == b"%PDF-":
        return "application/pdf"
    if path.suffix.lower() == ".pdf":
        raise InputError("file is not a PDF (no %PDF header)", span, hint="re-export the CV as PDF")
    for magic, kind in _FOREIGN.items():
        if data.startswith(magic):
            raise UnsupportedFormatError(
                f"file is {kind}, which cvkg cannot read",
                span,
                hint="export the CV as PDF, HTML or plain text",
            )
    return None


def _sniff_text(text: str, path: Path, span: SourceSpan) -> str:
    suffix = path.suffix.lower()
    head = text[:4096]
    if _HTML.match(head.encode("utf-8", "replace")):
        return "text/html"
    if _LATEX.search(text):
        return "application/x-tex"
    if suffix in SUFFIXES and SUFFIXES[suffix] not in ("text/plain", "text/markdown"):
        return SUFFIXES[suffix]
    if head.lstrip().startswith("{") and jsontext.is_object(text):
        return "application/json"
    if _BIBTEX.match(head):
        return "application/x-bibtex"
    if suffix in SUFFIXES:
        return SUFFIXES[suffix]
    raise UnsupportedFormatError(f"unsupported file type {suffix or '(no extension)'}", span, hint=_SUPPORTED)


def check_json(text: str, path: str) -> None:
    """Raise an :class:`InputError` at the JSON parser's line and column unless ``text`` is an object."""
    hint = "fix the JSON syntax; a validator such as `python -m json.tool` shows the spot"
    jsontext.load_object(text, path, hint=hint)


def decode(data: bytes, span: SourceSpan) -> str:
    """Bytes -> text: UTF-8 (BOM or not), UTF-16 (BOM or not), else cp1252/Latin-1; refuse binary.

    Newlines become ``\\n``.

    >>> decode("Müller".encode("cp1252"), SourceSpan("cv.txt", 1))
    'Müller'
    """
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        text = _decode_utf16(data, "utf-16", span)
    elif codec := _utf16_codec(data):
        text = _decode_utf16(data, codec, span)
    elif b"\x00" in data[:8192]:
        raise InputError("file is binary, not text", span, hint="give the CV as PDF, HTML or plain text")
    else:
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            try:
                text = data.decode("cp1252")
            except UnicodeDecodeError:  # bytes cp1252 leaves undefined
                text = data.decode("latin-1")
        controls = sum(1 for char in text[:8192] if ord(char) < 32 and char not in "\t\n\r\f")
        if controls > len(text[:8192]) // 20:
            raise InputError("file is binary, not text", span, hint="give the CV as PDF, HTML or plain text")
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _utf16_codec(data: bytes) -> str | None:
    """The codec of UTF-16 without a BOM: mostly-ASCII text has a NUL in every other byte."""
    sample = data[:512] if len(data) % 2 == 0 else b""
    even, odd = sample[0::2], sample[1::2]
    if len(sample) >= 4 and odd.count(0) > 0.9 * len(odd) and 0 not in even:
        return "utf-16-le"
    if len(sample) >= 4 and even.count(0) > 0.9 * len(even) and 0 not in odd:
        return "utf-16-be"
    return None


def _decode_utf16(data: bytes, codec: str, span: SourceSpan) -> str:
    try:
        return data.decode(codec).lstrip("\ufeff")
    except UnicodeDecodeError as exc:
        raise InputError(
            f"file claims UTF-16 but is not ({exc.reason})", span, hint="save the file as UTF-8"
        ) from exc
