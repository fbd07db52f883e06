"""A pytest plugin for the notebook run: a kernel that dies while starting is started again.

With two xdist workers each starting a kernel per notebook, a kernel now and then
dies before it answers its first message (``RuntimeError: Kernel died before
replying to kernel_info``): jupyter_client picks free ports by binding and letting
go of them, and the other worker's kernel can take one in between.  Nothing in the
notebook has run at that point, so starting it once more is safe; a notebook whose
kernel dies three times in a row still fails, with the last error.

It also checks that a lesson run as shipped records nothing (issue 30 §1): every
kernel of the run records into one folder, named by ``BRISCOLA_PROGRESS`` as a student's
folder would be, and the run fails if any answer was noted there by the end.

Loaded by ``make test-notebooks`` as ``-p tests.nbval_kernel``.
"""

from __future__ import annotations

import functools
import logging
import os
import shutil
import tempfile
import time
from pathlib import Path
from collections.abc import Callable
from typing import Any, TypeVar

import nbval.kernel
import pytest

ATTEMPTS = 3
PAUSE = 0.5  # seconds between attempts, longer each time

log = logging.getLogger(__name__)

Started = TypeVar("Started")


def retrying(start: Callable[..., Started], *, attempts: int = ATTEMPTS, pause: float = PAUSE,
             sleep: Callable[[float], None] = time.sleep) -> Callable[..., Started]:
    """``start`` called again, up to ``attempts`` times in all, while it raises RuntimeError."""
    if attempts < 1:
        raise ValueError(f"attempts must be at least 1, not {attempts}")

    @functools.wraps(start)
    def start_again(*args: Any, **kwargs: Any) -> Started:
        for attempt in range(1, attempts):
            try:
                return start(*args, **kwargs)
            except RuntimeError as error:
                log.warning("kernel start %d of %d failed (%s); starting it again", attempt, attempts, error)
                sleep(pause * attempt)
        return start(*args, **kwargs)

    return start_again


#: The folder this plugin made for the run's records (removed at the end), if it made one.
MADE = pytest.StashKey[str]()


def pytest_configure(config: pytest.Config | None = None) -> None:
    """Every kernel nbval starts goes through :func:`retrying`, and records (if it does) into one student's folder."""
    if not hasattr(nbval.kernel.start_new_kernel, "__wrapped__"):
        nbval.kernel.start_new_kernel = retrying(nbval.kernel.start_new_kernel)
    from briscola_teach.progress import FOLDER_VARIABLE

    if config is not None and not hasattr(config, "workerinput") and not os.environ.get(FOLDER_VARIABLE):
        # set before the workers start, so every worker's kernels inherit it
        os.environ[FOLDER_VARIABLE] = config.stash[MADE] = tempfile.mkdtemp(prefix="briscola-progress-")


def recorded_by_the_run() -> list[str]:
    """Each answer the run's lessons recorded, as a line (none when they were run as shipped)."""
    from briscola_teach import progress

    folder = os.environ.get(progress.FOLDER_VARIABLE)
    if not folder or not Path(folder).is_dir():
        return []
    return [f"{entry.lesson} {entry.exercise} ok={entry.ok}" for entry in progress.read(Path(folder))]


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Fail the run when a lesson run as shipped recorded an answer as the student's."""
    options = session.config.option
    if hasattr(session.config, "workerinput") or not (getattr(options, "nbval", False)
                                                      or getattr(options, "nbval_lax", False)):
        return
    recorded = recorded_by_the_run()
    if MADE in session.config.stash:
        shutil.rmtree(session.config.stash[MADE], ignore_errors=True)
    if recorded:
        print("\nLessons run as shipped recorded answers as the student's (issue 30 §1):\n  "
              + "\n  ".join(recorded))
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
