"""Stage 1: reading files, sniffing their format, and refusing bad input with a clear message."""

from __future__ import annotations

import io
import time
from pathlib import Path

import pytest
from pypdf import PdfWriter

from cvkg.errors import InputError, UnsupportedFormatError
from cvkg.ingest import MAX_BYTES, read_source
from cvkg.pipeline import discover

FIXTURES = Path(__file__).parent / "fixtures"


def _error(path: Path) -> InputError:
    with pytest.raises(InputError) as info:
        read_source(path)
    return info.value


@pytest.mark.parametrize(
    ("name", "media_type"),
    [
        ("moderncv.tex", "application/x-tex"),
        ("article.tex", "application/x-tex"),
        ("homepage.html", "text/html"),
        ("cv.pdf", "application/pdf"),
        ("resume.json", "application/json"),
        ("publications.bib", "application/x-bibtex"),
    ],
)
def test_fixture_formats_are_sniffed(name: str, media_type: str) -> None:
    """Each fixture CV is read with the media type of its format."""
    assert read_source(FIXTURES / name).media_type == media_type


def test_content_wins_over_extension(tmp_path: Path) -> None:
    """A PDF or an HTML page saved as .txt is still read as what it is."""
    pdf = tmp_path / "cv.txt"
    pdf.write_bytes((FIXTURES / "cv.pdf").read_bytes())
    html = tmp_path / "page.md"
    html.write_text("<!DOCTYPE html><html><body><h1>Ada Lovelace</h1></body></html>")
    assert read_source(pdf).media_type == "application/pdf"
    doc = read_source(html)
    assert (doc.media_type, doc.text) == ("text/html", "# Ada Lovelace")


def test_markdown_and_text_by_extension(tmp_path: Path) -> None:
    """Plain text and Markdown are told apart by their extension and keep their text."""
    (tmp_path / "a.md").write_text("# Ada\n\n## Education\n")
    (tmp_path / "a.txt").write_text("Ada\r\nEducation\r\n")
    assert read_source(tmp_path / "a.md").media_type == "text/markdown"
    doc = read_source(tmp_path / "a.txt")
    assert (doc.media_type, doc.text, doc.origins) == ("text/plain", "Ada\nEducation\n", ())


def test_r_markdown_and_quarto_are_markdown(tmp_path: Path) -> None:
    """R Markdown (.Rmd, the R `vitae` CVs) and Quarto (.qmd) are Markdown with a YAML header;
    a folder build finds them beside the other formats."""
    for name in ("cv.Rmd", "cv.qmd"):
        (tmp_path / name).write_text("---\nname: Ada\noutput: vitae::awesomecv\n---\n\n# Education\n")
        assert read_source(tmp_path / name).media_type == "text/markdown"
    (tmp_path / "notes.log").write_text("not a CV\n")
    assert [p.name for p in discover([tmp_path])] == ["cv.Rmd", "cv.qmd"]


def test_utf8_with_bom(tmp_path: Path) -> None:
    """A UTF-8 byte-order mark is dropped."""
    path = tmp_path / "cv.txt"
    path.write_bytes("\ufeffJosé Núñez\n".encode())
    assert read_source(path).text == "José Núñez\n"


def test_latin1_falls_back_to_cp1252(tmp_path: Path) -> None:
    """A Latin-1/cp1252 file that is not UTF-8 is decoded as cp1252."""
    path = tmp_path / "cv.txt"
    path.write_bytes("Jürgen Müller – Universität\n".encode("cp1252"))
    assert read_source(path).text == "Jürgen Müller – Universität\n"


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-le", "utf-16-be"])
def test_utf16_with_and_without_bom(tmp_path: Path, codec: str) -> None:
    """UTF-16 is decoded whether or not it starts with a byte-order mark."""
    path = tmp_path / "cv.txt"
    path.write_bytes("Zoë Ødegård\nPh.D., 2010\n".encode(codec))
    assert read_source(path).text == "Zoë Ødegård\nPh.D., 2010\n"


def test_empty_file(tmp_path: Path) -> None:
    """An empty file is refused at line 1."""
    path = tmp_path / "cv.txt"
    path.write_bytes(b"")
    assert str(_error(path)) == f"{path}:1: file is empty\n  hint: remove it or add the CV's text"


def test_blank_file_is_empty(tmp_path: Path) -> None:
    """A file of whitespace only is empty too."""
    path = tmp_path / "cv.md"
    path.write_text(" \n\n\t\n")
    assert _error(path).message == "file is empty"


def test_binary_file(tmp_path: Path) -> None:
    """Bytes with NULs that are not UTF-16 are refused as binary."""
    path = tmp_path / "cv.txt"
    path.write_bytes(bytes(range(256)) * 4)
    assert str(_error(path)) == (
        f"{path}:1: file is binary, not text\n  hint: give the CV as PDF, HTML or plain text"
    )


def test_word_document_is_unsupported(tmp_path: Path) -> None:
    """A .docx (a ZIP archive) is named as such and refused as unsupported."""
    path = tmp_path / "cv.docx"
    path.write_bytes(b"PK\x03\x04" + b"\x00" * 100)
    with pytest.raises(UnsupportedFormatError) as info:
        read_source(path)
    assert str(info.value) == (
        f"{path}:1: file is a ZIP archive (a .docx, .odt or .pages file?), which cvkg "
        "cannot read\n  hint: export the CV as PDF, HTML or plain text"
    )


def test_unknown_extension(tmp_path: Path) -> None:
    """Text with an extension cvkg does not know, and no recognisable content, is unsupported."""
    path = tmp_path / "cv.rst"
    path.write_text("Ada Lovelace\n============\n")
    with pytest.raises(UnsupportedFormatError) as info:
        read_source(path)
    assert str(info.value) == (
        f"{path}:1: unsupported file type .rst\n"
        "  hint: give a .txt, .md (.Rmd, .qmd), .html, .pdf, .tex, .bib or JSON Resume .json file"
    )


def test_missing_file(tmp_path: Path) -> None:
    """A path that does not exist is an input error, not an OSError."""
    path = tmp_path / "nope.md"
    assert str(_error(path)) == f"{path}:1: file not found\n  hint: check the path"


def test_huge_file_is_refused_without_reading_it(tmp_path: Path) -> None:
    """A 50 MB file is refused from its size alone, quickly."""
    path = tmp_path / "big.txt"
    with path.open("wb") as handle:
        handle.truncate(50 * 1024 * 1024)  # sparse: no 50 MB written
    started = time.perf_counter()
    error = _error(path)
    assert time.perf_counter() - started < 0.5
    assert str(error) == (
        f"{path}:1: file is 50 MB, larger than the {MAX_BYTES // 1_048_576} MB a CV can be\n"
        "  hint: give the CV alone, without embedded data or scans"
    )


def test_pdf_without_text_layer(tmp_path: Path) -> None:
    """A PDF of blank (scanned) pages is refused with a hint to run OCR."""
    writer = PdfWriter()
    writer.add_blank_page(612, 792)
    buffer = io.BytesIO()
    writer.write(buffer)
    path = tmp_path / "scan.pdf"
    path.write_bytes(buffer.getvalue())
    assert str(_error(path)) == (
        f"{path}:1: PDF has no text layer: none of its 1 page(s) has extractable text\n"
        "  hint: run OCR on it first (e.g. `ocrmypdf in.pdf out.pdf`) or give the CV as text"
    )


def test_damaged_pdf(tmp_path: Path) -> None:
    """A file named .pdf without a PDF header is refused."""
    path = tmp_path / "cv.pdf"
    path.write_text("not really a pdf")
    assert _error(path).message == "file is not a PDF (no %PDF header)"


def test_latex_unclosed_brace(tmp_path: Path) -> None:
    """An unclosed brace in LaTeX is reported at the line where it opens."""
    path = tmp_path / "cv.tex"
    path.write_text(
        "\\documentclass{article}\n\\begin{document}\n\\section{Education\nPhD\n\\end{document}\n"
    )
    assert (
        str(_error(path))
        == f"{path}:3: unbalanced braces: '{{' is never closed\n  hint: add the missing '}}'"
    )


def test_latex_extra_brace(tmp_path: Path) -> None:
    """A stray closing brace is reported at its own line."""
    path = tmp_path / "cv.tex"
    path.write_text("\\documentclass{article}\n\\begin{document}\nPhD}\n\\end{document}\n")
    assert str(_error(path)) == (
        f"{path}:3: unbalanced braces: '}}' has no matching '{{'\n"
        "  hint: remove the extra '}' or add the missing '{'"
    )


def test_latex_mismatched_environment(tmp_path: Path) -> None:
    """An environment closed with the wrong name is a parse error at the \\end line."""
    path = tmp_path / "cv.tex"
    path.write_text(
        "\\documentclass{article}\n\\begin{document}\n\\begin{itemize}\n\\item PhD\n"
        "\\end{enumerate}\n\\end{document}\n"
    )
    assert str(_error(path)) == (
        f"{path}:5: cannot parse LaTeX: unexpected mismatching closing environment: "
        "'enumerate', was expecting 'itemize'\n"
        "  hint: check that the file compiles with pdflatex"
    )


def test_latex_escaped_braces_and_comments_are_fine(tmp_path: Path) -> None:
    """Escaped braces and braces in comments do not count as unbalanced."""
    path = tmp_path / "cv.tex"
    path.write_text(
        "\\documentclass{article}\n\\begin{document}\n\\section{Sets}\n"
        "Written \\{a, b\\} % not a brace: {\n\\end{document}\n"
    )
    doc = read_source(path)
    assert (doc.text, doc.origins) == ("## Sets\nWritten {a, b}", (3, 4))


def test_invalid_json(tmp_path: Path) -> None:
    """Invalid JSON is reported at the JSON parser's line, with its column."""
    path = tmp_path / "resume.json"
    path.write_text('{\n  "basics": {\n    "name": "Ada"\n    "label": "Ecologist"\n  }\n}\n')
    error = _error(path)
    assert str(error) == (
        f"{path}:4: invalid JSON: Expecting ',' delimiter (column 5)\n"
        "  hint: fix the JSON syntax; a validator such as `python -m json.tool` shows the spot"
    )
    assert (error.lineno, error.offset) == (4, 5)


def test_json_with_comments_and_trailing_commas_is_read(tmp_path: Path) -> None:
    """A resume.json kept by hand (al-folio's has `//` comments) is read as the JSON it means, lines kept."""
    path = tmp_path / "resume.json"
    path.write_text('{\n  // who\n  "basics": {"name": "Ada Lund",},\n  /* old:\n  "work": [] */\n}\n')
    assert read_source(path).media_type == "application/json"
    bare = tmp_path / "resume"  # no extension: told by its content
    bare.write_text(path.read_text())
    assert read_source(bare).media_type == "application/json"


def test_json_array_is_not_a_resume(tmp_path: Path) -> None:
    """A JSON file that is not an object is refused."""
    path = tmp_path / "resume.json"
    path.write_text("[1, 2]")
    assert _error(path).message == "JSON Resume must be an object, not a list"


def test_bibtex_sniffed_from_content(tmp_path: Path) -> None:
    """A .txt that opens with an @entry (after comments) is read as BibTeX."""
    path = tmp_path / "pubs.txt"
    path.write_text("% my papers\n\n@article{k, title={T}, author={A. B}, year=2020}\n")
    assert read_source(path).media_type == "application/x-bibtex"


def test_a_large_json_is_read_strictly(tmp_path: Path) -> None:
    """JSON5's reader is slow (about 10 s a megabyte): past a megabyte a file gets the strict reader alone, so a
    trailing comma there is an error, at once."""
    path = tmp_path / "resume.json"
    path.write_text('{"a": [' + ", ".join(['"x"'] * 300_000) + ",]}\n")
    assert str(_error(path)).startswith(f"{path}:1: invalid JSON: Expecting value")
