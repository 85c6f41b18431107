"""Running the app: gunicorn with several worker processes (production) or Flask's reloader (--dev)."""

from __future__ import annotations

from typing import Any

from gunicorn.app.base import BaseApplication

from cvkg.config import Settings
from cvkg.web import create_app


class _Gunicorn(BaseApplication):  # type: ignore[misc]
    """gunicorn embedded: each worker process builds its own app (and opens the store read-only)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        super().__init__()

    def load_config(self) -> None:
        options = {
            "bind": f"{_host(self.settings.host)}:{self.settings.port}",
            "workers": self.settings.workers,
            "worker_class": "gthread",
            "threads": 8,
            # gunicorn's own watchdog: a worker stuck past the query time limit is replaced.
            "timeout": int(self.settings.sparql_timeout_s * 3) + 30,
            "graceful_timeout": 5,
            "accesslog": "-",
            "preload_app": False,
        }
        for key, value in options.items():
            self.cfg.set(key, value)

    def load(self) -> Any:
        app = create_app(self.settings)
        # Start the query workers (and their copies of the store) as the worker boots, not on
        # the first query: a worker takes connections only once it can answer at full speed.
        app.extensions["cvkg"].start()
        return app


def _host(host: str) -> str:
    return f"[{host}]" if ":" in host and not host.startswith("[") else host


def serve(settings: Settings, *, dev: bool = False) -> None:
    """Serve the current store until interrupted."""
    if dev:
        create_app(settings).run(host=settings.host, port=settings.port, debug=True, use_reloader=True)
        return
    _Gunicorn(settings).run()
