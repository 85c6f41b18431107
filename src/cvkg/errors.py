"""cvkg's exception tree:

* CvkgError                 base of every error cvkg raises on purpose
  x InputError              a bad source file; .filename .lineno .offset as on SyntaxError
    + UnsupportedFormatError
    + ExtractionError
  x ConfigError             unknown or mistyped setting, missing shapes or ontology file
  x ShapeViolationError     only with --strict; carries the validation report
  x StoreError              no built store where one is expected
  x QueryError              malformed or refused SPARQL           -> HTTP 400
    + QueryTimeoutError                                          -> HTTP 503
    + ResultTooLargeError                                        -> HTTP 413
  x NotFoundError           unknown resource IRI                   -> HTTP 404

The CLI prints ``str(error)`` and exits with status 2; the web layer turns
``status`` into the HTTP status. Nothing else translates errors.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cvkg.model import SourceSpan

if TYPE_CHECKING:
    from cvkg.validation import ValidationReport


class CvkgError(Exception):
    """Base class for every error cvkg raises on purpose."""

    status = 500


class InputError(CvkgError):
    """A source file cvkg cannot read; the message names the file and line."""

    status = 400

    def __init__(self, message: str, span: SourceSpan, *, hint: str | None = None) -> None:
        super().__init__(message)
        self.message, self.span, self.hint = message, span, hint
        self.filename, self.lineno, self.offset = span.path, span.line, span.column

    def __str__(self) -> str:
        text = f"{self.span.path}:{self.span.line}: {self.message}"
        return f"{text}\n  hint: {self.hint}" if self.hint else text


class UnsupportedFormatError(InputError):
    """The file is of a kind cvkg does not read."""


class ExtractionError(InputError):
    """The file was read, but no CV could be found in it."""


class ConfigError(CvkgError):
    """A setting is unknown or mistyped, or a required file is missing."""

    status = 500


class ShapeViolationError(CvkgError):
    """The graph violates the SHACL shapes and the build was asked to be strict."""

    status = 500

    def __init__(self, report: ValidationReport) -> None:
        count = sum(1 for r in report.results if r.severity == "Violation")
        super().__init__(f"{count} SHACL violation(s); see the report above or run `cvkg validate`")
        self.report = report


class StoreError(CvkgError):
    """The store is missing or cannot be opened."""

    status = 503


class QueryError(CvkgError):
    """A SPARQL query that is malformed or not allowed here."""

    status = 400

    def __init__(self, message: str, **details: Any) -> None:
        super().__init__(message)
        self.details = details


class QueryTimeoutError(QueryError):
    status = 503


class ResultTooLargeError(QueryError):
    status = 413


class NotFoundError(CvkgError):
    status = 404
