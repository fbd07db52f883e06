"""Test-wide settings: strict texts, the browser check only when asked for, no Hypothesis deadlines.

``pytest`` or ``pytest tests`` runs the fast tests; the browser check (a JupyterLab
server and Chromium, minutes) runs when its folder is named: ``pytest tests/browser``
or ``make test-browser`` (``make test`` does both).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

# Strict texts for the whole run: a text missing in a language is an error, never Spanish.
os.environ["BRISCOLA_STRICT_TEXTS"] = "1"

BROWSER_TESTS = Path(__file__).resolve().parent / "browser"

# Property tests check rules, not speed: a busy two-core machine must not fail them.
# On CI the examples are derandomized, so a run is reproducible from its commit.
settings.register_profile("briscola", deadline=None, print_blob=True)
settings.register_profile("briscola-ci", parent=settings.get_profile("briscola"), derandomize=True,
                          database=None)
settings.load_profile("briscola-ci" if os.environ.get("CI") else "briscola")


def _asks_for_browser(config: pytest.Config) -> bool:
    for argument in config.args:
        path = Path(argument.split("::")[0]).resolve()
        if path == BROWSER_TESTS or BROWSER_TESTS in path.parents:
            return True
    return False


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """Leave tests/browser out unless it (or a file in it) was named on the command line."""
    if collection_path == BROWSER_TESTS and not _asks_for_browser(config):
        return True
    return None


@pytest.fixture(autouse=True)
def _fresh_attempts() -> None:
    """Each test meets the lesson checks as a fresh student: no earlier misses counted."""
    from briscola_teach.exercises.cards import ATTEMPTS

    ATTEMPTS.reset()


@pytest.fixture(autouse=True)
def _spanish_by_default() -> object:
    """Each test starts and ends in Spanish with the Spanish deck, whatever the one before chose."""
    from briscola_teach.locale import set_language

    set_language("es")
    yield
    set_language("es")
