"""The notebook run starts a kernel again when one dies while starting (tests/nbval_kernel.py)."""

from __future__ import annotations

import re
from pathlib import Path

import nbval.kernel
import pytest

import nbval_kernel as plugin

ROOT = Path(__file__).resolve().parents[1]


class FlakyStart:
    """A kernel start that fails ``failures`` times, then gives a kernel."""

    def __init__(self, failures: int, error: Exception | None = None) -> None:
        self.failures = failures
        self.error = error or RuntimeError("Kernel died before replying to kernel_info")
        self.calls: list[tuple[tuple[object, ...], dict[str, object]]] = []

    def __call__(self, *args: object, **kwargs: object) -> str:
        self.calls.append((args, kwargs))
        if len(self.calls) <= self.failures:
            raise self.error
        return "kernel"


def test_a_kernel_that_dies_while_starting_is_started_again_with_the_same_arguments() -> None:
    start, pauses = FlakyStart(failures=2), []
    assert plugin.retrying(start, sleep=pauses.append)(kernel_name="python3", cwd="/x") == "kernel"
    assert start.calls == [((), {"kernel_name": "python3", "cwd": "/x"})] * 3
    assert pauses == [plugin.PAUSE, 2 * plugin.PAUSE]


def test_a_kernel_that_keeps_dying_fails_with_the_last_error() -> None:
    start = FlakyStart(failures=5)
    with pytest.raises(RuntimeError, match="Kernel died"):
        plugin.retrying(start, sleep=lambda _: None)()
    assert len(start.calls) == plugin.ATTEMPTS


def test_other_errors_are_not_retried() -> None:
    start = FlakyStart(failures=1, error=FileNotFoundError("no such kernel"))
    with pytest.raises(FileNotFoundError):
        plugin.retrying(start, sleep=lambda _: None)()
    assert len(start.calls) == 1


def test_at_least_one_attempt() -> None:
    with pytest.raises(ValueError, match="attempts must be at least 1, not 0"):
        plugin.retrying(FlakyStart(0), attempts=0)


def test_the_plugin_wraps_nbvals_kernel_start_once(monkeypatch: pytest.MonkeyPatch) -> None:
    start = FlakyStart(failures=1)
    monkeypatch.setattr(nbval.kernel, "start_new_kernel", start)
    plugin.pytest_configure()
    plugin.pytest_configure()
    wrapped = nbval.kernel.start_new_kernel
    assert wrapped.__wrapped__ is start  # type: ignore[attr-defined]
    assert wrapped() == "kernel" and len(start.calls) == 2  # one pause of PAUSE seconds


def test_the_notebook_run_loads_the_plugin() -> None:
    recipe = (ROOT / "Makefile").read_text(encoding="utf-8")
    notebooks = re.search(r"^test-notebooks:.*?^endif", recipe, flags=re.M | re.S)
    assert notebooks is not None
    assert "-p tests.nbval_kernel" in notebooks.group(0) and "--nbval" in notebooks.group(0)
