"""Lesson 07's screen: your partner is winning the trick; load it, keep your cards, or trump it?

The verdicts come from :mod:`briscola_teach.exercises.partners`; this screen only
draws the position and the hand and passes the click on.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import ipywidgets as widgets

from .. import render
from ..cards import Card
from ..game import Game
from ..exercises.mistakes import position_html
from ..exercises.partners import PartnerDrill, PartnerVerdict
from .drill import DrillScreen

__all__ = ["PartnerQuiz"]

_GOOD = "#2b8a3e"
_BAD = "#c92a2a"


class PartnerQuiz(DrillScreen):
    """Four tricks your partner is winning: pick the card you would add; the answer says why.

    >>> screen = PartnerQuiz()
    >>> len(screen.card_buttons), screen.answered
    (3, False)
    """

    drill: PartnerDrill

    def __init__(self, positions: Sequence[Game] | None = None, *, style: str = "spanish",
                 card_width: int = 76) -> None:
        super().__init__(PartnerDrill(positions, words=self.words), prefix="pq", cards=3, style=style,
                         card_width=card_width,
                         next_label=self.words.text("lessons_partners.q_next"),
                         restart_label=self.words.text("lessons_partners.q_again"))
        self.add_class("bt-partner-quiz")
        self._prompt.layout.flex = "1 1 auto"
        self._layout(header=widgets.HBox([self._prompt, self.size_bar()]),
                     buttons=[self.next_button, self.restart_button, self._score], min_width=280)
        self.refresh()

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

    def ring(self, card: Card, verdict: PartnerVerdict) -> str | None:
        """The card played ringed right or wrong, the best cards ringed as winners."""
        if card is verdict.card:
            return "correct" if verdict.ok else "wrong"
        return "win" if card in verdict.best else None

    def refresh(self) -> None:
        """Redraw the position, the hand (rings once answered) and the score."""
        drill = self.drill
        number = self.words.text("lessons_partners.q_position", n=drill.number + 1, total=len(drill.positions))
        if drill.finished:
            self._prompt.value = f"<div style='font-weight:600'>{html.escape(drill.score())}</div>"
        else:
            self._prompt.value = (f"<div><b>{html.escape(number)}.</b> {html.escape(drill.situation())} "
                                  f"<b>{html.escape(self.words.text('lessons_partners.spot_question'))}</b></div>")
        self._board.value = "" if drill.finished else position_html(self.game, style=self.style,
                                                                     width=self.card_width, words=self.words)
        self._draw_hand()
        self._score.value = (f'<span style="padding:0 12px">{html.escape(drill.score())}</span>'
                             if drill.tried and not drill.finished else "")

    def static_html(self) -> str:
        """The position and your hand, for pages without widgets."""
        hand = render.hand_svg(self.game.hand(0), style=self.style, width=self.card_width,
                               language=self.words.language)
        parts = [self._prompt.value, self._board.value, hand, self._feedback.value,
                 f'<p style="color:#555;font-style:italic">{html.escape(self.words.text("common.widget_note"))}</p>']
        return '<div class="bt-partner-quiz-still">' + "".join(parts) + "</div>"
