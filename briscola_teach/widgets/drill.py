"""The screen of a drill: a position, the hand to answer it from, next and start again.

Lesson 6's "find the mistake" and lesson 7's partner quiz share it; each says how
its prompt, its board and its verdict look, and which cards are ringed once
answered.  The drill itself (:class:`~briscola_teach.exercises.drill.PositionDrill`)
keeps the score and refuses what the exercise does not allow.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from .. import render
from ..cards import Card
from ..game import Game
from ..exercises.drill import PositionDrill
from .base import Screen, Shown, card_slot

__all__ = ["DrillScreen"]


class DrillScreen(Screen):
    """A drill's position and hand: a click on a card answers, then "next", and at the end "again"."""

    def __init__(self, drill: PositionDrill[Any], *, prefix: str, cards: int, style: str,
                 card_width: int, next_label: str, restart_label: str) -> None:
        super().__init__()
        self.drill = drill
        self.style = style
        self.card_width = card_width
        self._prompt = widgets.HTML()
        self._board = widgets.HTML()
        self._board.add_class(f"bt-{prefix}-board")
        self._pictures = [widgets.HTML() for _ in range(cards)]
        self.card_buttons = [widgets.Button() for _ in range(cards)]
        picture_w = (render.CARD_W + 12) * card_width / render.CARD_W
        picture_h = (render.CARD_H + 12) * card_width / render.CARD_W
        self._slots = []
        for i, (picture, button) in enumerate(zip(self._pictures, self.card_buttons)):
            button.add_class(f"bt-{prefix}-card")
            button.on_click(self.guarded(self._clicked(i)))
            # A click on the card's picture answers too, not only on its name.
            self._slots.append(card_slot(picture, button, width=max(picture_w, 128), height=picture_h))
        self.next_button = widgets.Button(description=next_label, button_style="success")
        self.next_button.add_class(f"bt-{prefix}-next")
        self.next_button.on_click(self.guarded(lambda _: self.next_position()))
        self.restart_button = widgets.Button(description=restart_label)
        self.restart_button.on_click(self.guarded(lambda _: self.restart()))
        self._score = widgets.HTML()
        self._feedback.add_class(f"bt-{prefix}-feedback")

    # -- what the student sees
    prompt = Shown("_prompt", "The question or the position's heading, as shown (HTML).")
    board = Shown("_board", "The position or table as drawn now (HTML with inline SVG).")
    scoreboard = Shown("_score", "The running score, as shown (HTML).")

    def _layout(self, *, header: widgets.Widget, buttons: list[widgets.Widget], min_width: int) -> None:
        """Lay the position and the hand on the left, the verdict and the buttons beside them."""
        position = widgets.VBox([self._board, widgets.HBox(self._slots)], layout=widgets.Layout(flex="0 1 auto"))
        answer = widgets.VBox([self._feedback, widgets.HBox(buttons, layout=widgets.Layout(
                                   align_items="center", flex_flow="row wrap"))],
                              layout=widgets.Layout(flex=f"1 1 {min_width + 40}px", min_width=f"{min_width}px",
                                                    margin="0 0 0 12px"))
        self.children = [header, widgets.HBox([position, answer], layout=widgets.Layout(
            align_items="flex-start", flex_flow="row wrap"))]

    # ------------------------------------------------------------------ the model
    @property
    def game(self) -> Game:
        """The position on screen."""
        return self.drill.game

    @property
    def answered(self) -> bool:
        """Whether a card has been picked in this position."""
        return self.drill.answer is not None

    @property
    def score(self) -> tuple[int, int]:
        """Right first answers, out of positions answered."""
        return self.drill.right, self.drill.tried

    @property
    def finished(self) -> bool:
        """Whether every position has been answered."""
        return self.drill.finished

    def next_position(self) -> None:
        """Go on to the next position; after the last one, show the score."""
        self.drill.next()
        self._feedback.value = ""
        self.refresh()

    def restart(self) -> None:
        """Start again from the first position, with a fresh score."""
        self.drill.restart()
        self._feedback.value = ""
        self.refresh()

    # ------------------------------------------------------------------ drawing
    def _clicked(self, index: int) -> Callable[[widgets.Button], None]:
        def handler(_button: widgets.Button) -> None:
            hand = self.game.legal_plays()
            if index < len(hand):
                self.choose(hand[index])

        return handler

    def choose(self, card: Card | str) -> Any:
        """Play ``card`` in this position and show the verdict."""
        raise NotImplementedError

    def ring(self, card: Card, verdict: Any) -> str | None:
        """How ``card`` of the hand is ringed once ``verdict`` is given ("correct", "wrong", "win" or none)."""
        raise NotImplementedError

    def tooltip(self, card: Card) -> str:
        """The tip on ``card``'s button."""
        return ""

    def _draw_hand(self) -> None:
        """Draw the hand (ringed once answered) and the buttons; hidden once the drill is over."""
        drill = self.drill
        hand = self.game.legal_plays()
        answer = drill.answer
        for i, (slot, picture, button) in enumerate(zip(self._slots, self._pictures, self.card_buttons)):
            if i >= len(hand) or drill.finished:
                slot.layout.display = "none"
                button.description = ""
                continue
            card = hand[i]
            slot.layout.display = None
            highlight = None if answer is None else self.ring(card, answer)
            picture.value = render.card_svg(card, style=self.style, width=self.card_width, highlight=highlight,
                                            language=self.words.language)
            button.description = self.words.card(card)
            button.tooltip = self.tooltip(card)
            button.disabled = answer is not None
        self.next_button.disabled = drill.finished or answer is None
        self.next_button.layout.display = "none" if drill.finished else None
        self.restart_button.layout.display = None if drill.finished else "none"
