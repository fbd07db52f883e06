"""Lesson 02's trick quiz: random tricks, the student guesses who takes each, with a score and a streak."""

from __future__ import annotations

import html
import random
from typing import Any

import ipywidgets as widgets

from ... import progress, render, rules
from ...cards import Card
from ...explain import trick_explanation
from ...exercises import tricks as lesson
from ...errors import BriscolaError
from ..base import Screen, Shown
from .lab import _MAX_PLAYERS, _in_sentence, _label, _paragraph, _seats_in_order

__all__ = ["TrickQuiz"]


class TrickQuiz(Screen):
    """Random tricks (seeded): the student says who takes each one and keeps a running score."""

    def __init__(self, seed: int | random.Random | None = None, *, players: int | None = None,
                 language: str | None = None, style: str | None = None) -> None:
        super().__init__()
        if players is not None:
            rules.Options.build(players)
        self._rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        self._fixed_players = players
        self._players = players or 2
        self._leader = 0
        self._cards: tuple[Card, ...] = ()
        self._muestra: Card | None = None
        self._answer: int | None = None
        self._right = 0
        self._asked = 0
        self._streak = 0
        self._best_streak = 0

        self._question = widgets.HTML()
        self._picture = widgets.HTML()
        self._buttons = [widgets.Button(layout=widgets.Layout(width="220px")) for _ in range(_MAX_PLAYERS)]
        for i, button in enumerate(self._buttons):
            button.on_click(self.guarded(lambda _b, i=i: self.answer(self._seat_at(i))))
        self._next = widgets.Button(description=self.words.text("trick_lab.quiz_next"), button_style="info")
        self._next.on_click(self.guarded(lambda _b: self.next_trick()))
        self._players_choice = widgets.ToggleButtons(
            options=[(self.words.text("trick_lab.quiz_players_any"), 0), *((str(n), n) for n in rules.TABLE_SIZES)],
            value=players or 0, description=self.words.text("trick_lab.quiz_players"),
            style={"button_width": "104px"})
        self._players_choice.observe(self.guarded(self._on_players), names="value")
        self._score = widgets.HTML()
        self._score.add_class("bt-score")

        self.children = [
            widgets.HTML(f"<b>{html.escape(self.words.text('trick_lab.quiz_title'))}</b>"),
            self._players_choice, self._question, self._picture, widgets.HBox(self._buttons), self._feedback,
            self._next, self._score,
        ]
        self.next_trick()

    # -- the model
    @property
    def plays(self) -> tuple[tuple[int, Card], ...]:
        """The trick being asked about, as (seat, card) pairs in play order."""
        return tuple(zip(_seats_in_order(self._players, self._leader), self._cards))

    @property
    def score(self) -> tuple[int, int]:
        """(right answers, tricks answered)."""
        return self._right, self._asked

    @property
    def muestra(self) -> Card | None:
        """The muestra of the trick asked about (None before the first)."""
        return self._muestra

    # -- what the student sees and clicks
    scoreboard = Shown("_score", "The score as shown (HTML): right answers, the streak and the best one.")

    @property
    def buttons(self) -> tuple[widgets.Button, ...]:
        """One answer button per seat in play order (those past the table size hidden)."""
        return tuple(self._buttons)

    @property
    def next_button(self) -> widgets.Button:
        """The button that deals the next trick (once this one is answered)."""
        return self._next

    @property
    def players_choice(self) -> widgets.ToggleButtons:
        """The table size chooser (0: any size)."""
        return self._players_choice

    @property
    def streak(self) -> int:
        """Right answers in a row, up to the last one."""
        return self._streak

    @property
    def best_streak(self) -> int:
        """The longest run of right answers so far."""
        return self._best_streak

    def winner(self) -> int:
        """The seat that takes the current trick, by the rules engine."""
        assert self._muestra is not None
        return self.plays[rules.trick_winner(self._cards, self._muestra.suit)][0]

    def next_trick(self) -> None:
        """Deal the next random trick to guess."""
        self._players = self._fixed_players or self._rng.choice(rules.TABLE_SIZES)
        self._leader = self._rng.randrange(self._players)
        self._cards, self._muestra = lesson.random_trick(self._rng, self._players)
        self._answer = None
        self.refresh()

    def answer(self, seat: int) -> bool:
        """The student says ``seat`` takes the trick: score it and explain; True when right."""
        if self._answer is not None:
            raise BriscolaError("trick_lab.quiz_answered")
        if not 0 <= seat < self._players:
            raise BriscolaError("engine.bad_seat", seat=seat, players=self._players,
                                  players_minus_one=self._players - 1)
        self._answer = seat
        self._asked += 1
        right = seat == self.winner()
        progress.record(progress.lesson_of(__name__), progress.exercise_id("trick_quiz", self._cards, self._muestra), right,
                        language=self.words.language)
        self._right += right
        self._streak = self._streak + 1 if right else 0
        self._best_streak = max(self._best_streak, self._streak)
        self.refresh()
        return right

    def set_players(self, players: int | None) -> None:
        """Ask only about tricks of this table size (None: any size); deals a new trick."""
        if players is not None:
            rules.Options.build(players)
        self._fixed_players = players
        self._players_choice.value = players or 0
        self.next_trick()

    def _on_players(self, change: dict[str, Any]) -> None:
        chosen = change["new"] or None
        if chosen != self._fixed_players:
            self.set_players(chosen)

    def _seat_at(self, position: int) -> int:
        return self.plays[position][0]

    # -- drawing
    def _names(self) -> dict[int, str]:
        return {seat: _label(seat, self.words) for seat in range(self._players)}

    def _verdict_html(self) -> str:
        assert self._muestra is not None and self._answer is not None
        explanation = trick_explanation(self._cards, self._muestra.suit, language=self.words.language,
                                        style=self.words.style)
        winner, card = self.plays[explanation.winner]
        if self._answer == winner:
            head = self.words.text("trick_lab.quiz_right", who=_in_sentence(winner, self.words), card=self.words.the(card))
            colour = "#1d6b2c"
        else:
            head = self.words.text("trick_lab.quiz_wrong", who=_in_sentence(winner, self.words), card=self.words.the(card),
                        guess=_in_sentence(self._answer, self.words))
            colour = "#a40000"
        lines = [f'<p style="margin:3px 0;font-weight:600;color:{colour}">{html.escape(head)}</p>',
                 *(_paragraph(sentence) for sentence in explanation.sentences())]
        return "".join(lines)

    def refresh(self) -> None:
        """Redraw the question, the trick, the answer buttons, the feedback and the score."""
        assert self._muestra is not None
        names = self._names()
        trump = self._muestra.suit
        answered = self._answer is not None
        self._question.value = _paragraph(self.words.text("trick_lab.quiz_question", suit=self.words.suit(trump),
                                               muestra=self.words.the(self._muestra)), strong=True)
        picture = render.trick_svg(self.plays, trump=trump, winner=self.winner() if answered else None,
                                   seat_names=names, style=self.words.style, language=self.words.language)
        muestra = render.card_svg(self._muestra, width=70, label=self.words.text("trick_lab.muestra").rstrip(":"),
                                  style=self.words.style, language=self.words.language)
        self._picture.value = (f'<div style="display:flex;gap:18px;align-items:flex-end">'
                               f"<div>{picture}</div><div>{muestra}</div></div>")
        for i, button in enumerate(self._buttons):
            shown = i < self._players
            button.layout.display = None if shown else "none"
            if shown:
                seat, card = self.plays[i]
                button.description = self.words.text("trick_lab.quiz_answer", who=names[seat], card=self.words.card(card))
                button.disabled = answered
                button.button_style = ("success" if answered and seat == self.winner()
                                       else "danger" if answered and seat == self._answer else "")
        self._next.disabled = not answered
        self._feedback.value = self._verdict_html() if answered else ""
        self._score.value = _paragraph(
            self.words.text("trick_lab.quiz_score", right=self._right, asked=self._asked, streak=self._streak,
                 best=self._best_streak) if self._asked
            else self.words.text("trick_lab.quiz_score_none"))

    def static_html(self) -> str:
        """The question, the trick and the score as they stand."""
        return (f'<div class="bt-trick-quiz"><p><b>{html.escape(self.words.text("trick_lab.quiz_title"))}</b></p>'
                f"{self._question.value}{self._picture.value}{self._feedback.value}{self._score.value}</div>")
