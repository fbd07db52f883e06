"""Lesson 09's screen: endgame puzzles, like a chess site's, answered at once by the exact solver.

All the judging lives in :mod:`briscola_teach.exercises.endgames` (:class:`EndgameQuiz`);
this module only draws it and passes on the clicks.
"""

from __future__ import annotations

import html
from collections.abc import Callable

import ipywidgets as widgets

from ..cards import Card
from ..exercises.endgames import LEVELS, Answer, EndgameQuiz, answer_html, puzzle_html, the_card
from .base import HandRow, Screen, Shown

__all__ = ["EndgamePuzzles", "answer_ring"]


def answer_ring(answer: Answer | None) -> Callable[[Card], str | None]:
    """How each card of a puzzle's hand is ringed once answered: the card played right or wrong, the best ones."""
    def ring(card: Card) -> str | None:
        if answer is None:
            return None
        if card is answer.card:
            return "correct" if answer.ok else "wrong"
        # A first miss gets a hint, not the best card.
        return "win" if card in answer.best and answer.solution else None

    return ring

_HAND = 3


class EndgamePuzzles(Screen):
    """The puzzles of a level one by one: click a card, read the verdict and the line, go on.

    >>> screen = EndgamePuzzles()
    >>> screen.level, len(screen.card_buttons), screen.answer is None
    (1, 3, True)
    """

    def __init__(self, *, level: int = 1, style: str | None = None, card_width: int = 70) -> None:
        super().__init__()
        self.add_class("bt-endgame-puzzles")
        self.quiz = EndgameQuiz(level=level, words=self.words)
        self.style = style
        self.card_width = card_width
        self._level = widgets.ToggleButtons(
            options=[(self.words.text(f"endgames.w_level_{n}"), n) for n in LEVELS], value=self.quiz.level,
            description=self.words.text("endgames.w_level"), style={"button_width": "92px"})
        self._level.observe(self.guarded(lambda change: self.set_level(change["new"])), names="value")
        self._title = widgets.HTML()
        self._board = widgets.HTML()
        self._prompt = widgets.HTML()
        self.hand = HandRow(_HAND, card_width=card_width, css="bt-endgame-card",
                            on_card=lambda i: self.guarded(self._clicked(i)))
        #: The buttons of the student's cards, in the order shown.
        self.card_buttons = self.hand.buttons
        self.next_button = widgets.Button(description=self.words.text("endgames.w_next"), button_style="success")
        self.next_button.on_click(self.guarded(lambda _: self.next_puzzle()))
        self._score = widgets.HTML()
        self._feedback.add_class("bt-endgame-feedback")
        position = widgets.VBox([self._board, self._prompt, self.hand.box],
                                layout=widgets.Layout(flex="0 1 auto"))
        # The next puzzle's button above the verdict, whose lines of play may run below the screen.
        answer = widgets.VBox([widgets.HBox([self.next_button, self._score], layout=widgets.Layout(
                                   align_items="center", flex_flow="row wrap")), self._feedback],
                              layout=widgets.Layout(flex="1 1 300px", min_width="280px",
                                                    margin="0 0 0 12px"))
        self.children = [widgets.HBox([self._level, self.size_bar()]), self._title,
                         widgets.HBox([position, answer], layout=widgets.Layout(
                             align_items="flex-start", flex_flow="row wrap"))]
        self.refresh()

    @property
    def level_choice(self) -> widgets.ToggleButtons:
        """The toggle that chooses the level of the puzzles shown."""
        return self._level

    # ------------------------------------------------------------------ the model
    @property
    def level(self) -> int:
        """The level whose puzzles are on screen."""
        return self.quiz.level

    @property
    def answer(self) -> Answer | None:
        """The solver's verdict on the card just clicked, if any."""
        return self.quiz.answer

    def score(self, level: int) -> tuple[int, int]:
        """Puzzles of ``level`` solved at the first try, out of those tried."""
        return self.quiz.score(level)

    def set_level(self, level: int) -> None:
        """Show the puzzles of another level; the scores are kept."""
        self.quiz.set_level(level)
        if self._level.value != level:
            self._level.value = level
        self._feedback.value = ""
        self.refresh()

    def choose(self, card: Card | str) -> Answer:
        """The student plays ``card`` in the puzzle on screen: the verdict and the line show at once."""
        answer = self.quiz.choose(card)
        message = answer_html(self.quiz.puzzle, answer, style=self.style, words=self.words)
        if not answer.first_try:
            message = (f'<div style="color:#555">{html.escape(self.words.text("endgames.w_again"))}</div>'
                       + message)
        self.show_message(message)
        self.refresh()
        return answer

    def next_puzzle(self) -> None:
        """Go on to the next puzzle of the level."""
        self.quiz.next()
        self._feedback.value = ""
        self.refresh()

    # ------------------------------------------------------------------ drawing
    def _clicked(self, index: int) -> Callable[[widgets.Button], None]:
        def handler(_button: widgets.Button) -> None:
            hand = self.quiz.puzzle.game().hand(0)
            if index < len(hand):
                self.choose(hand[index])

        return handler

    def _score_text(self) -> str:
        parts = []
        for level in LEVELS:
            right, tried = self.quiz.score(level)
            parts.append(self.words.text("endgames.w_score_level", level=self.words.text(f"endgames.w_level_{level}"),
                              right=right, tried=tried))
        return self.words.text("endgames.w_score", scores=" · ".join(parts))

    # -- what the student sees
    heading = Shown("_title", "The screen's heading: where the student is, as shown (HTML).")
    prompt = Shown("_prompt", "The question or the position's heading, as shown (HTML).")
    board = Shown("_board", "The position or table as drawn now (HTML with inline SVG).")
    scoreboard = Shown("_score", "The running score, as shown (HTML).")

    def refresh(self) -> None:
        """Redraw the puzzle, the hand (rings once answered) and the scores."""
        quiz = self.quiz
        puzzle = quiz.puzzle
        game = puzzle.game()
        deck = self.style or self.words.style
        level = self.words.text(f"endgames.w_level_{quiz.level}")
        title = self.words.text("endgames.w_title", n=quiz.index + 1, total=len(quiz.puzzles), level=level)
        self._title.value = f"<div style='font-weight:600;font-size:110%'>{html.escape(title)}</div>"
        self._board.value = puzzle_html(puzzle, style=self.style, width=self.card_width, hand=False,
                                        words=self.words)
        self._prompt.value = f"<div>{html.escape(self.words.text('endgames.w_prompt'))}</div>"
        self.hand.show(game.hand(0), style=deck, ring=answer_ring(quiz.answer), language=self.words.language,
                       name=lambda card: card.name(self.words.language, style=deck),
                       tip=lambda card: self.words.text("endgames.w_play_tip", card=the_card(card, words=self.words)))
        self._score.value = f'<span style="padding:0 12px">{html.escape(self._score_text())}</span>'

    def static_html(self) -> str:
        """The puzzle and the student's hand, for pages without widgets."""
        puzzle = self.quiz.puzzle
        parts = [self._title.value, puzzle_html(puzzle, style=self.style, width=self.card_width, words=self.words)]
        if self._feedback.value:
            parts.append(self._feedback.value)
        parts.append(f'<p style="color:#555;font-style:italic">{html.escape(self.words.text("endgames.w_note"))}</p>')
        return '<div class="bt-endgame-puzzles-still">' + "".join(parts) + "</div>"
