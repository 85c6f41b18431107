"""One error shape for every failure: ``{"ok": false, "error": str, "status": int}`` as JSON,
or the same as an HTML page for browsers. The only place errors become HTTP answers."""

from __future__ import annotations

import logging

from flask import Flask, Response, jsonify, render_template, request
from werkzeug.exceptions import HTTPException

from cvkg.errors import CvkgError
from cvkg.web.negotiation import Format, from_accept

log = logging.getLogger(__name__)


def wants_html() -> bool:
    """Browsers (who rank text/html above JSON) get pages; every other client gets JSON."""
    return from_accept(request.headers.get("Accept"), (Format.SPARQL_JSON, Format.HTML)) is Format.HTML


def error_response(message: str, status: int) -> Response:
    if wants_html():
        response = Response(render_template("error.html", message=message, status=status), status=status,
                            mimetype="text/html")
    else:
        response = jsonify({"ok": False, "error": message, "status": status})
        response.status_code = status
    response.headers["Access-Control-Allow-Origin"] = "*"
    return response


def register(app: Flask) -> None:
    @app.errorhandler(CvkgError)
    def cvkg_error(error: CvkgError) -> Response:
        return error_response(str(error), error.status)

    @app.errorhandler(HTTPException)
    def http_error(error: HTTPException) -> Response:
        response = error_response(error.description or error.name, error.code or 500)
        if error.code == 405 and error.valid_methods:  # type: ignore[attr-defined]
            response.headers["Allow"] = ", ".join(error.valid_methods)  # type: ignore[attr-defined]
        return response

    @app.errorhandler(Exception)
    def unexpected(error: Exception) -> Response:
        log.exception("unexpected error on %s %s", request.method, request.path)
        return error_response("internal error; the server log has the details", 500)
