"""Fixtures of the Lite check: the built site served on 127.0.0.1, and the system Chromium.

The check runs only when its folder is named (``pytest tests/browser/lite``, as ``make
test-lite`` does, after ``make lite``): ``make test-browser`` leaves it out.
"""

from __future__ import annotations

import importlib.util
import json
import os
import threading
from collections.abc import Iterator
from functools import partial
from http.server import ThreadingHTTPServer
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from ..conftest import REPO

LITE_TESTS = Path(__file__).resolve().parent
FIGURES = REPO / "artifacts" / "lite-figures.json"


def _named(config: pytest.Config) -> bool:
    for argument in config.args:
        path = Path(argument.split("::")[0]).resolve()
        if path == LITE_TESTS or LITE_TESTS in path.parents:
            return True
    return False


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """Leave the Lite check out of ``pytest tests/browser`` unless its folder is named."""
    if LITE_TESTS in collection_path.parents and not _named(config):
        return True
    return None


def _serve() -> ModuleType:
    """lite/serve.py, the server a teacher runs (its handler sends the site's cache headers)."""
    spec = importlib.util.spec_from_file_location("lite_serve", REPO / "lite" / "serve.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class SiteServer:
    """The built site served by lite/serve.py's handler, as a teacher would run it; it notes every path asked."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.paths: list[str] = []
        server = self

        class Handler(_serve().SiteHandler):  # type: ignore[name-defined,misc]
            def log_message(self, format: str, *args: Any) -> None:
                server.paths.append(self.path.split("?")[0])

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), partial(Handler, directory=str(root)))
        self.origin = f"http://127.0.0.1:{self._httpd.server_address[1]}"
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()


@pytest.fixture(scope="session")
def site() -> Path:
    """The site ``make lite`` built (``LITE_SITE``, by default build/lite)."""
    root = Path(os.environ.get("LITE_SITE", REPO / "build" / "lite"))
    if not root.is_absolute():
        root = REPO / root
    if not (root / "jupyter-lite.json").is_file():
        pytest.fail(f"no Lite site in {root}: run `make lite` first (make test-lite does)", pytrace=False)
    return root


@pytest.fixture(scope="session")
def site_server(site: Path) -> Iterator[SiteServer]:
    """The site served on 127.0.0.1 (a free port), stopped at the end."""
    server = SiteServer(site)
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def figures(site: Path) -> Iterator[dict[str, Any]]:
    """What the check measured, written to artifacts/lite-figures.json and printed at the end."""
    measured: dict[str, Any] = {"network": os.environ.get("LITE_NETWORK", "open (requests outside the site fail)")}
    summary = site / "build-summary.json"
    if summary.is_file():
        built = json.loads(summary.read_text(encoding="utf-8"))
        measured["site_mib"] = round(built["bytes"] / 2**20, 1)
        measured["build_seconds"] = built["seconds"]
    measured["lessons"] = {}
    yield measured
    FIGURES.parent.mkdir(parents=True, exist_ok=True)
    FIGURES.write_text(json.dumps(measured, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"\nLite figures ({FIGURES.relative_to(REPO)}):\n{json.dumps(measured, indent=2, ensure_ascii=False)}")
