"""The "find the mistake" exercise: a position, the card the student clicks, the coach's answer at once."""

from __future__ import annotations

from collections.abc import Sequence

import ipywidgets as widgets

from ... import render
from ...cards import Card
from ...coach import DEFAULT_SAMPLES, Entry
from ...game import Game
from ...exercises.mistakes import COLOURS, GOOD, MistakeHunt, esc, position_html, values_html, verdict_html
from ..drill import DrillScreen

__all__ = ["FindTheMistake"]


class FindTheMistake(DrillScreen):
    """A position where one card is a beginner mistake: the student picks a card, the coach answers.

    Only the mistaken card counts as a miss; after the last position the exercise
    ends with a summary (:class:`~briscola_teach.exercises.mistakes.MistakeHunt`).

    >>> screen = FindTheMistake()
    >>> len(screen.card_buttons) >= 2, screen.answered
    (True, False)
    """

    drill: MistakeHunt

    def __init__(self, positions: Sequence[Game] | None = None, *, samples: int = DEFAULT_SAMPLES,
                 seed: int = 0, style: str = "spanish", card_width: int = 80, language: str | None = None) -> None:
        hunt = MistakeHunt(positions, samples=samples, seed=seed, words=self.words)
        super().__init__(hunt, prefix="ftm", cards=5, style=style, card_width=card_width, next_label=self.words.text("coach.w_next_position"),
                         restart_label=self.words.text("coach.w_restart"))
        self.add_class("bt-find-the-mistake")
        self.positions = self.hunt.positions
        self.samples = samples
        self.seed = seed
        # The coach's answer beside the position, next to the cards that ask for it.
        self._layout(header=self._prompt,
                     buttons=[self.next_button, self.restart_button, self._score, self.size_bar()],
                     min_width=300)
        self.refresh()

    @property
    def card_slots(self) -> tuple[widgets.Widget, ...]:
        """Each card's place in the hand: its picture with its button over it, one target to click."""
        return tuple(self._slots)

    @property
    def card_pictures(self) -> tuple[widgets.HTML, ...]:
        """Each card's picture, in the order of :attr:`card_buttons` (HTML with inline SVG)."""
        return tuple(self._pictures)

    @property
    def hunt(self) -> MistakeHunt:
        """The exercise: its positions, the answer given and the score."""
        return self.drill

    @property
    def answer(self) -> Entry | None:
        """The coach's verdict on the student's card, once picked."""
        return self.hunt.answer

    def choose(self, card: Card | str) -> Entry:
        """The student plays ``card`` in this position: the coach judges it (the position is kept)."""
        entry = self.hunt.choose(card)
        self.show_message(self._answer_html(entry))
        self.refresh()
        return entry

    def ring(self, card: Card, verdict: Entry) -> str | None:
        """The card played ringed as the mistake or not, the coach's best card ringed as the winner."""
        if card is verdict.card:
            return "wrong" if self.hunt.is_miss(verdict) else "correct"
        return "win" if card is verdict.best else None

    def tooltip(self, card: Card) -> str:
        """What a click on ``card`` does."""
        return self.words.text("coach.w_play_tip", card=card)

    def _board_html(self) -> str:
        game = self.game
        return position_html(game, seat_names=self.words.seats(game.players, game.turn or 0), style=self.style,
                             width=self.card_width, words=self.words)

    def _answer_html(self, entry: Entry) -> str:
        w = self.words
        missed = self.hunt.is_miss(entry)
        colour = COLOURS.get(entry.severity, "#d9480f") if missed else GOOD
        return (f'<div class="bt-ftm-answer"><div style="font-size:110%;font-weight:700;color:{colour}">'
                f"{esc(self.hunt.verdict(words=w))}</div>{verdict_html(entry, words=w)}"
                f"{values_html(entry, words=w)}</div>")

    def refresh(self) -> None:
        """Redraw the position, the hand (rings once answered), the score and, at the end, the summary."""
        hunt, say = self.hunt, self.words.text
        if hunt.finished:
            self._prompt.value = (f"<div style='font-weight:600'>{esc(say('coach.w_done'))}</div>")
        else:
            self._prompt.value = (f"<div style='font-weight:600'>"
                                  f"{esc(say('coach.w_find_prompt', n=hunt.number + 1, total=len(self.positions)))}"
                                  "</div>")
        self._board.value = "" if hunt.finished else self._board_html()
        self._draw_hand()
        self.next_button.description = say("coach.w_see_summary" if hunt.is_last else "coach.w_next_position")
        right, tried = self.score
        if hunt.finished:
            self._feedback.value = (f'<div class="bt-ftm-summary" style="font-weight:600">'
                                    f"{esc(hunt.summary(words=self.words))}</div>")
        self._score.value = (f'<span style="padding:0 12px">{esc(say("coach.w_score", right=right, tried=tried))}'
                             "</span>" if tried and not hunt.finished else "")

    def static_html(self) -> str:
        """The position and the student's hand, for pages without widgets."""
        game = self.game
        seat = game.turn or 0
        hand = render.hand_svg(game.hand(seat), style=self.style, width=self.card_width,
                               language=self.words.language)
        parts = [self._prompt.value, self._board_html(), hand]
        if self._feedback.value:
            parts.append(self._feedback.value)
        parts.append(f'<p style="color:#555;font-style:italic">{esc(self.words.text("common.widget_note"))}</p>')
        return '<div class="bt-find-the-mistake-still">' + "".join(parts) + "</div>"
