"""Running the app: gunicorn with several worker processes (production) or Flask's reloader (--dev)."""

from __future__ import annotations

import socket
from typing import Any

from gunicorn.app.base import BaseApplication

from cvkg.config import Settings
from cvkg.errors import ConfigError
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


def check_address(settings: Settings) -> None:
    """Fail clearly, before any worker starts, when the address cannot be listened on.

    Raises:
        ConfigError: the port is taken or the host is not an address of this machine.
    """
    family = socket.AF_INET6 if ":" in settings.host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as gunicorn binds
        try:
            probe.bind((settings.host.strip("[]"), settings.port))
        except OSError as exc:
            raise ConfigError(f"cannot listen on {_host(settings.host)}:{settings.port}: {exc.strerror}\n"
                              "  hint: another server may be running there; stop it, or choose another "
                              "port with --port or CVKG_PORT") from exc


def serve(settings: Settings, *, dev: bool = False) -> None:
    """Serve the current store until interrupted.

    Raises:
        ConfigError: the address cannot be listened on.
    """
    check_address(settings)
    if dev:
        create_app(settings).run(host=settings.host, port=settings.port, debug=True, use_reloader=True)
        return
    _Gunicorn(settings).run()
