"""Lesson 07's screen: your partner is winning the trick; load it, keep your cards, or trump it?

The verdicts come from :mod:`briscola_teach.lessons.partners`; this screen only
draws the position and the hand and passes the click on.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

import ipywidgets as widgets

from .. import render
from ..cards import Card
from ..game import Game
from ..lessons.mistakes import position_html
from ..lessons.partners import PartnerDrill, PartnerVerdict
from ..locale import text
from .base import Screen, card_slot

__all__ = ["PartnerQuiz"]

_GOOD = "#2b8a3e"
_BAD = "#c92a2a"


class PartnerQuiz(Screen):
    """Four tricks your partner is winning: pick the card you would add; the answer says why.

    >>> screen = PartnerQuiz()
    >>> len(screen.card_buttons), screen.answered
    (3, False)
    """

    def __init__(self, positions: Sequence[Game] | None = None, *, style: str = "spanish",
                 card_width: int = 76) -> None:
        super().__init__()
        self.add_class("bt-partner-quiz")
        self.drill = PartnerDrill(positions)
        self.style = style
        self.card_width = card_width
        self._prompt = widgets.HTML(layout=widgets.Layout(flex="1 1 auto"))
        self._board = widgets.HTML()
        self._board.add_class("bt-pq-board")
        self._pictures = [widgets.HTML() for _ in range(3)]
        self.card_buttons = [widgets.Button() for _ in range(3)]
        picture_w = (render.CARD_W + 12) * card_width / render.CARD_W
        picture_h = (render.CARD_H + 12) * card_width / render.CARD_W
        slots = []
        for i, (picture, button) in enumerate(zip(self._pictures, self.card_buttons)):
            button.add_class("bt-pq-card")
            button.on_click(self.guarded(self._clicked(i)))
            slots.append(card_slot(picture, button, width=max(picture_w, 128), height=picture_h))
        self._slots = slots
        self.next_button = widgets.Button(description=text("lessons_partners.q_next"), button_style="success")
        self.next_button.on_click(self.guarded(lambda _: self.next_position()))
        self.restart_button = widgets.Button(description=text("lessons_partners.q_again"))
        self.restart_button.on_click(self.guarded(lambda _: self.restart()))
        self._score = widgets.HTML()
        self._feedback.add_class("bt-pq-feedback")
        position = widgets.VBox([self._board, widgets.HBox(slots)], layout=widgets.Layout(flex="0 1 auto"))
        answer = widgets.VBox([self._feedback, widgets.HBox([self.next_button, self.restart_button, self._score])],
                              layout=widgets.Layout(flex="1 1 320px", min_width="280px", margin="0 0 0 12px"))
        self.children = [widgets.HBox([self._prompt, self.size_bar()]),
                         widgets.HBox([position, answer], layout=widgets.Layout(
                             align_items="flex-start", flex_flow="row wrap"))]
        self.refresh()

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

    def choose(self, card: Card | str) -> PartnerVerdict:
        """Play ``card`` in this position and show why it is right or not."""
        verdict = self.drill.choose(card)
        colour = _GOOD if verdict.ok else _BAD
        mark = "✔ " if verdict.ok else "✘ "
        first, *rest = verdict.lines
        more = "".join(f"<div>{html.escape(line)}</div>" for line in rest)
        self.show_message(f'<div class="bt-pq-answer"><div style="font-weight:700;color:{colour}">'
                          f"{mark}{html.escape(first)}</div>{more}</div>")
        self.refresh()
        return verdict

    def next_position(self) -> None:
        """Go on to the next position; after the last one, show the score."""
        self.drill.next()
        self._feedback.value = ""
        self.refresh()

    def restart(self) -> None:
        """Start again from the first position."""
        self.drill.restart()
        self._feedback.value = ""
        self.refresh()

    # ------------------------------------------------------------------ drawing
    def _clicked(self, index: int) -> Callable[[widgets.Button], None]:
        def handler(_button: widgets.Button) -> None:
            hand = self.game.hand(0)
            if index < len(hand):
                self.choose(hand[index])

        return handler

    def refresh(self) -> None:
        """Redraw the position, the hand (rings once answered) and the score."""
        drill = self.drill
        number = text("lessons_partners.q_position", n=drill.number + 1, total=len(drill.positions))
        if drill.finished:
            self._prompt.value = f"<div style='font-weight:600'>{html.escape(drill.score())}</div>"
        else:
            self._prompt.value = (f"<div><b>{html.escape(number)}.</b> {html.escape(drill.situation())} "
                                  f"<b>{html.escape(text('lessons_partners.spot_question'))}</b></div>")
        self._board.value = "" if drill.finished else position_html(self.game, style=self.style,
                                                                     width=self.card_width)
        hand = self.game.hand(0)
        answer = drill.answer
        for i, (slot, picture, button) in enumerate(zip(self._slots, self._pictures, self.card_buttons)):
            if i >= len(hand) or drill.finished:
                slot.layout.display = "none"
                button.description = ""
                continue
            card = hand[i]
            slot.layout.display = None
            highlight: str | None = None
            if answer is not None:
                if card is answer.card:
                    highlight = "correct" if answer.ok else "wrong"
                elif card in answer.best:
                    highlight = "win"
            picture.value = render.card_svg(card, style=self.style, width=self.card_width, highlight=highlight)
            button.description = str(card)
            button.disabled = answer is not None
        self.next_button.disabled = drill.finished or answer is None
        self.next_button.layout.display = "none" if drill.finished else None
        self.restart_button.layout.display = None if drill.finished else "none"
        right, tried = self.score
        self._score.value = (f'<span style="padding:0 12px">{html.escape(drill.score())}</span>'
                             if tried and not drill.finished else "")

    def static_html(self) -> str:
        """The position and your hand, for pages without widgets."""
        hand = render.hand_svg(self.game.hand(0), style=self.style, width=self.card_width)
        parts = [self._prompt.value, self._board.value, hand, self._feedback.value,
                 f'<p style="color:#555;font-style:italic">{html.escape(text("common.widget_note"))}</p>']
        return '<div class="bt-partner-quiz-still">' + "".join(parts) + "</div>"
