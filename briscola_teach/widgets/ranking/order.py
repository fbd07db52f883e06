"""Lesson 01's order exercise: a handful of one suit put in order of strength, one card at a time."""

from __future__ import annotations

import html
import random

import ipywidgets as widgets

from ... import progress, render
from ...cards import Card, Rank
from ...exercises import cards as lesson
from ...errors import BriscolaError
from ..base import Screen, Shown
from .explorer import _paragraph

__all__ = ["OrderExercise"]


class OrderExercise(Screen):
    """A seeded handful of one suit; click them strongest first and hear at once what was wrong."""

    def __init__(self, seed: int | random.Random | None = None, *, size: int = 5,
                 language: str | None = None, style: str | None = None) -> None:
        super().__init__()
        if not 2 <= size <= len(Rank):
            raise ValueError(f"an exercise needs between 2 and {len(Rank)} cards, not {size}")
        self._rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        self._size = size
        self._cards: list[Card] = []
        self._placed: list[Card] = []
        self._marks: list[bool] = []
        #: Wrong picks in this exercise, an undone one included: Undo takes a card back, not a mistake.
        self._slips = 0
        self._perfect = 0
        self._done = 0

        # One column per card: its picture over its button, so the student clicks the card.
        self._pictures = [widgets.HTML() for _ in range(size)]
        self._buttons = [widgets.Button(layout=widgets.Layout(width="132px")) for _ in range(size)]
        for i, button in enumerate(self._buttons):
            button.on_click(self.guarded(lambda _b, i=i: self.pick(self._cards[i])))
        self._yours = widgets.HTML()
        self._score = widgets.HTML()
        self._score.add_class("bt-score")
        say = self.words.text
        self._undo = widgets.Button(description=say("ranking.order_undo"))
        self._undo.on_click(self.guarded(lambda _b: self.undo()))
        self._new = widgets.Button(description=say("ranking.order_new"), button_style="info")
        self._new.on_click(self.guarded(lambda _b: self.new_exercise()))

        self.children = [
            widgets.HTML(f"<b>{html.escape(say('ranking.order_title'))}</b>"
                         f"<br>{html.escape(say('ranking.order_help'))}"),
            widgets.HBox([widgets.VBox([picture, button], layout=widgets.Layout(align_items="center"))
                          for picture, button in zip(self._pictures, self._buttons)]),
            self._yours, self._feedback,
            widgets.HBox([self._undo, self._new]), self._score,
        ]
        self.new_exercise()

    # -- the model
    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards of the current exercise, in the order shown."""
        return tuple(self._cards)

    @property
    def placed(self) -> tuple[Card, ...]:
        """The cards the student has put in order so far, strongest first."""
        return tuple(self._placed)

    @property
    def slips(self) -> int:
        """Wrong picks in this exercise so far (taking a card back does not erase one)."""
        return self._slips

    @property
    def buttons(self) -> tuple[widgets.Button, ...]:
        """One button per card of the exercise, in the order shown: a click places that card next."""
        return tuple(self._buttons)

    @property
    def shown_cards(self) -> tuple[str, ...]:
        """The cards' names as their buttons show them."""
        return tuple(button.description for button in self._buttons)

    @property
    def undo_button(self) -> widgets.Button:
        """The button that takes the last card back."""
        return self._undo

    @property
    def new_button(self) -> widgets.Button:
        """The button that deals a fresh handful."""
        return self._new

    scoreboard = Shown("_score", "The perfect exercises so far, as shown (HTML).")

    @property
    def is_finished(self) -> bool:
        """Whether every card of the exercise has been placed."""
        return len(self._placed) == len(self._cards)

    def new_exercise(self) -> None:
        """Deal a fresh handful to put in order."""
        self._cards = lesson.order_exercise(self._rng, size=self._size)
        self._placed, self._marks = [], []
        self._slips = 0
        self.refresh()

    def pick(self, card: Card | str) -> None:
        """Place ``card`` next in the student's order and say at once whether it belongs there."""
        card = Card.parse(card)
        if self.is_finished:
            raise BriscolaError("ranking.order_finished")
        if card in self._placed or card not in self._cards:
            raise BriscolaError("ranking.order_already_placed")
        remaining = [c for c in self._cards if c not in self._placed]
        right, why = lesson.check_pick(card, remaining, words=self.words)
        self._placed.append(card)
        self._marks.append(right)
        self._slips += not right
        if self.is_finished:
            self._done += 1
            self._perfect += self._slips == 0
            progress.record(progress.lesson_of(__name__), progress.exercise_id("order_screen", self._cards), self._slips == 0,
                            language=self.words.language)
        self.refresh()
        self._feedback.value = self._verdict_html(right, why)

    def undo(self) -> None:
        """Take back the last card placed (not once the exercise is finished and scored)."""
        if self.is_finished:
            raise BriscolaError("ranking.order_finished")
        if not self._placed:
            raise BriscolaError("ranking.order_nothing_to_undo")
        self._placed.pop()
        self._marks.pop()
        self.refresh()

    # -- drawing
    def _verdict_html(self, right: bool, why: str) -> str:
        colour = "#1d6b2c" if right else "#a40000"
        parts = [f'<p style="color:{colour};font-weight:600;margin:3px 0">'
                 f'{"✔" if right else "✘"} {html.escape(why)}</p>']
        if self.is_finished:
            parts.append(self._summary_html())
        return "".join(parts)

    def _summary_html(self) -> str:
        w = self.words
        if self._slips == 0:
            return _paragraph(w.text("ranking.order_done_right"), strong=True)
        check = lesson.grade_order(self._placed, words=w)
        lines = [w.count("ranking.order_done_wrong", self._slips, mistakes=self._slips,
                         names=", ".join(w.the(c) for c in check.expected))]
        lines += check.corrections
        return "".join(_paragraph(line) for line in lines)

    def _yours_html(self) -> str:
        title = _paragraph(self.words.text("ranking.order_yours"), strong=True)
        if not self._placed:
            return title
        highlights = {i: "win" if ok else "lose" for i, ok in enumerate(self._marks)}
        labels = [f"{i + 1}.º" for i in range(len(self._placed))]
        return title + render.hand_svg(self._placed, width=70, highlights=highlights, labels=labels,
                                       style=self.words.style, language=self.words.language)

    def _score_text(self) -> str:
        if not self._done:
            return self.words.text("ranking.order_score_none")
        return self.words.text("ranking.order_score", right=self._perfect, done=self._done)

    def refresh(self) -> None:
        """Redraw the handful, the buttons, the student's order and the score."""
        for picture, button, card in zip(self._pictures, self._buttons, self._cards):
            placed = card in self._placed
            picture.value = render.card_svg(card, width=80, dim=placed, style=self.words.style,
                                            language=self.words.language)
            button.description = self.words.card(card)
            button.disabled = placed
        self._yours.value = self._yours_html()
        self._undo.disabled = self.is_finished or not self._placed
        self._score.value = _paragraph(self._score_text())
        self._feedback.value = self._summary_html() if self.is_finished else ""

    def static_html(self) -> str:
        """The handful to order, the student's order so far and the score."""
        return (f'<div class="bt-order"><p><b>{html.escape(self.words.text("ranking.order_title"))}</b></p>'
                f"{''.join(p.value for p in self._pictures)}"
                f"{self._yours.value}{self._feedback.value}{self._score.value}</div>")
