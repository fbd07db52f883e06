"""A pytest plugin for the notebook run: a kernel that dies while starting is started again.

With two xdist workers each starting a kernel per notebook, a kernel now and then
dies before it answers its first message (``RuntimeError: Kernel died before
replying to kernel_info``): jupyter_client picks free ports by binding and letting
go of them, and the other worker's kernel can take one in between.  Nothing in the
notebook has run at that point, so starting it once more is safe; a notebook whose
kernel dies three times in a row still fails, with the last error.

Loaded by ``make test-notebooks`` as ``-p tests.nbval_kernel``.
"""

from __future__ import annotations

import functools
import logging
import time
from collections.abc import Callable
from typing import Any, TypeVar

import nbval.kernel

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


def pytest_configure() -> None:
    """Every kernel nbval starts goes through :func:`retrying`."""
    if not hasattr(nbval.kernel.start_new_kernel, "__wrapped__"):
        nbval.kernel.start_new_kernel = retrying(nbval.kernel.start_new_kernel)
