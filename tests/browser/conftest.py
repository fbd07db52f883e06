"""Fixtures of the browser check: the system Chromium, one JupyterLab server, one browser.

Chromium is looked up first, so a machine without it skips (or, with
``BROWSER_CHECK=required``, fails) before any server starts.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, sync_playwright

from .canary import write_canaries
from .chromium import INSTALL_HINT, REQUIRED_VARIABLE, find_chromium, is_required
from .lab import LabServer

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO / "notebooks"
SCREENSHOTS = REPO / "artifacts" / "screenshots"

# Flags that work as root on a machine with a closed network: no sandbox (root), no GPU,
# and none of Chromium's own background connections (they are refused here and slow it).
CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-dev-shm-usage",
]


@pytest.fixture(scope="session")
def chromium_path() -> str:
    """The system Chromium; skip (or fail, when the check is required) without one."""
    path, reason = find_chromium()
    if path is None:
        message = f"browser check skipped: {reason}; {INSTALL_HINT}"
        if is_required():
            pytest.fail(f"browser check required ({REQUIRED_VARIABLE}=required) but {reason}; {INSTALL_HINT}",
                        pytrace=False)
        pytest.skip(message)
    return path


@pytest.fixture(scope="session")
def lab_server(chromium_path: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabServer]:
    """JupyterLab serving a temporary copy of notebooks/ (plus the canaries), stopped at the end."""
    home = tmp_path_factory.mktemp("jupyterlab")
    root = home / "root"
    if NOTEBOOKS.is_dir():
        shutil.copytree(NOTEBOOKS, root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    else:
        root.mkdir()
    write_canaries(root)
    server = LabServer(root, home)
    try:
        server.start()
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def browser(chromium_path: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Browser]:
    """Headless system Chromium driven by Playwright (each notebook gets its own context)."""
    with sync_playwright() as playwright:
        # Playwright gives every launch a fresh temporary profile (user data dir).
        browser = playwright.chromium.launch(
            executable_path=chromium_path, headless=True, args=CHROMIUM_FLAGS, timeout=60_000,
        )
        try:
            yield browser
        finally:
            browser.close()
