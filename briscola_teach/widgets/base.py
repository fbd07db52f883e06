"""What every lesson screen shares: one refresh from the model, errors shown in place,
and a still picture for readers whose page does not run widgets."""

from __future__ import annotations

import functools
import html
from collections.abc import Callable
from typing import Any, TypeVar

import ipywidgets as widgets

from ..errors import BriscolaError
from ..locale import text

__all__ = ["Screen", "seat_label"]

F = TypeVar("F", bound=Callable[..., Any])


def seat_label(seat: int, players: int, *, you: int = 0) -> str:
    """How a screen names a seat, seen from the student's seat ``you``."""
    if seat == you:
        return text("common.you")
    if players == 2:
        return text("common.rival")
    if players == 4 and (seat - you) % 4 == 2:
        return text("common.partner")
    rivals = [s for s in range(players) if s != you and not (players == 4 and (s - you) % 4 == 2)]
    return text("common.rival_n", number=rivals.index(seat) + 1)


class Screen(widgets.VBox):  # type: ignore[misc]
    """One screen of a lesson: private child widgets, a single ``refresh`` from the model.

    Subclasses build their children, call ``super().__init__(children=...)``, wrap
    every callback with :meth:`guarded`, and implement :meth:`refresh` and
    :meth:`static_html`.  A refused action is shown in :attr:`_feedback` in the
    student's language, never lost inside a callback.
    """

    def __init__(self, **kwargs: Any) -> None:
        self._feedback = widgets.HTML(value="")
        self._feedback.add_class("bt-feedback")
        super().__init__(**kwargs)
        self.add_class("bt-screen")

    # -- subclasses fill these in
    def refresh(self) -> None:
        """Redraw every child from the model."""
        raise NotImplementedError

    def static_html(self) -> str:
        """A still picture of the current state, as HTML with inline SVG."""
        raise NotImplementedError

    # -- shared behaviour
    def show_error(self, message: str) -> None:
        """Tell the student why an action was refused."""
        self._feedback.value = (
            f'<div class="bt-error" style="color:#a40000;font-weight:600">'
            f"{html.escape(text('common.error', message=message))}</div>"
        )

    def show_message(self, message_html: str) -> None:
        """Show feedback (already HTML) under the screen."""
        self._feedback.value = message_html

    def guarded(self, handler: F) -> F:
        """Wrap a callback so that any error reaches the student instead of a log."""

        @functools.wraps(handler)
        def run(*args: Any, **kwargs: Any) -> Any:
            try:
                return handler(*args, **kwargs)
            except BriscolaError as error:
                self.show_error(str(error))
            except Exception as error:  # noqa: BLE001 - a callback must never fail silently
                self._feedback.value = (
                    '<div class="bt-error" style="color:#a40000">'
                    + html.escape(text("common.unexpected", kind=type(error).__name__, message=error))
                    + "</div>"
                )
            return None

        return run  # type: ignore[return-value]

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle: dict[str, Any] = super()._repr_mimebundle_(**kwargs)
        bundle["text/html"] = self.static_html()
        return bundle
