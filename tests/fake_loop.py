"""An event loop for tests that runs nothing until told: the test decides when time passes.

It offers the one thing the card table asks of the kernel's loop, ``call_later``;
``waiting`` lists what is scheduled (seconds, callback), soonest first.
"""

from __future__ import annotations

from collections.abc import Callable


class Handle:
    """One scheduled callback, which may be cancelled before it runs."""

    def __init__(self, delay: float, callback: Callable[[], object]) -> None:
        self.delay = delay
        self.callback = callback
        self.cancelled = False

    def cancel(self) -> None:
        """Do not run the callback after all."""
        self.cancelled = True


class FakeLoop:
    """Callbacks scheduled with ``call_later`` run only on ``run_next``/``run_all``."""

    def __init__(self) -> None:
        self._handles: list[Handle] = []

    def call_later(self, delay: float, callback: Callable[[], object], /) -> Handle:
        """Schedule ``callback`` ``delay`` seconds from now (it runs when the test says)."""
        handle = Handle(delay, callback)
        self._handles.append(handle)
        return handle

    @property
    def waiting(self) -> list[tuple[float, Callable[[], object]]]:
        """What is scheduled and not cancelled: (seconds, callback), soonest first."""
        live = sorted((h for h in self._handles if not h.cancelled), key=lambda h: h.delay)
        return [(h.delay, h.callback) for h in live]

    def run_next(self) -> float:
        """Let time pass until the next callback and run it; its delay."""
        live = [h for h in self._handles if not h.cancelled]
        assert live, "nothing is scheduled"
        handle = min(live, key=lambda h: h.delay)
        self._handles.remove(handle)
        handle.callback()
        return handle.delay

    def run_all(self, limit: int = 1000) -> list[float]:
        """Run callbacks (and those they schedule) until none is left; their delays in order."""
        delays = []
        while any(not h.cancelled for h in self._handles):
            assert len(delays) < limit, "the callbacks keep scheduling more"
            delays.append(self.run_next())
        return delays
