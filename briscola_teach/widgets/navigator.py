"""One step navigator for every screen that shows a hand one step at a time.

First, back, next and last buttons and a position label ("Paso 3 de 76"), all
clickable (no key to learn), in one row that wraps on a narrow page.  The screen
says what a position means: it is told the position asked for through ``go`` (it
keeps it inside its steps) and calls :meth:`Navigator.show` when it redraws.  The
deal stepper, the worked example and the coach's review use it alike.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from ..locale import Words
from ..locale import words as kit_words

__all__ = ["Navigator"]


def _unguarded(handler: Callable[..., Any]) -> Callable[..., Any]:
    return handler


class Navigator(widgets.HBox):  # type: ignore[misc]
    """First / back / next / last buttons and where we are, for a screen of ``total`` steps."""

    def __init__(self, go: Callable[[int], None], *, position: Callable[[int, int], str],
                 guard: Callable[[Callable[..., Any]], Callable[..., Any]] = _unguarded,
                 extra: Sequence[widgets.Widget] = (), button_class: str | None = None,
                 words: Words | None = None) -> None:
        said = words or kit_words()
        self._go = go
        self._position = position
        self._index = 0
        self._total = 0
        self.first_button = widgets.Button(description=said.text("screens.nav_first"),
                                           tooltip=said.text("screens.nav_first_tip"),
                                           layout={"width": "110px"})
        self.previous_button = widgets.Button(description=said.text("screens.nav_previous"),
                                              tooltip=said.text("screens.nav_previous_tip"),
                                              layout={"width": "120px"})
        self.next_button = widgets.Button(description=said.text("screens.nav_next"),
                                          tooltip=said.text("screens.nav_next_tip"),
                                          button_style="primary", layout={"width": "120px"})
        self.last_button = widgets.Button(description=said.text("screens.nav_last"),
                                          tooltip=said.text("screens.nav_last_tip"),
                                          layout={"width": "110px"})
        self.label = widgets.HTML()
        for button in self.buttons:
            button.add_class("bt-nav")
            if button_class:
                button.add_class(button_class)
        self.first_button.on_click(guard(lambda _: self._go(0)))
        self.previous_button.on_click(guard(lambda _: self._go(self._index - 1)))
        self.next_button.on_click(guard(lambda _: self._go(self._index + 1)))
        self.last_button.on_click(guard(lambda _: self._go(self._total - 1)))
        super().__init__([*self.buttons, self.label, *extra],
                         layout={"align_items": "center", "flex_flow": "row wrap"})
        self.add_class("bt-navigator")

    @property
    def buttons(self) -> tuple[widgets.Button, ...]:
        """The four buttons, first to last."""
        return (self.first_button, self.previous_button, self.next_button, self.last_button)

    @property
    def index(self) -> int:
        """The position shown (0 is the first)."""
        return self._index

    @property
    def total(self) -> int:
        """How many positions there are."""
        return self._total

    def show(self, index: int, total: int) -> None:
        """Say that position ``index`` of ``total`` is on screen: the label, and which buttons lead anywhere."""
        self._index, self._total = index, total
        self.label.value = ("<span class='bt-step-counter' style='padding:0 10px'>"
                            f"{html.escape(self._position(index + 1, total)) if total else ''}</span>")
        at_start = total == 0 or index <= 0
        at_end = total == 0 or index >= total - 1
        self.first_button.disabled = self.previous_button.disabled = at_start
        self.next_button.disabled = self.last_button.disabled = at_end
