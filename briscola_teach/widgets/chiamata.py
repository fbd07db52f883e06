"""Lesson 11's screens: a hand of briscola chiamata step by step, and "who is the partner?".

What each step says and every verdict come from :mod:`briscola_teach.exercises.chiamata`;
these screens only draw them and pass the clicks on.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from ..chiamata import PLAYERS
from ..exercises.chiamata import (EXAMPLE, HandStep, ReadingDrill, ReadingVerdict, explanation_html, hand_steps,
                                reading_html, step_html)
from .base import Screen, Shown, StepScreen
from .navigator import Navigator

__all__ = ["ChiamataStepper", "PartnerReadingQuiz"]

_GOOD = "#2b8a3e"
_BAD = "#c92a2a"


class ChiamataStepper(StepScreen[HandStep]):
    """Back and Next through a hand of chiamata the machine plays: the deal, every bid and the call (``whole``: every card).

    >>> screen = ChiamataStepper()
    >>> screen.index, screen.current.kind
    (0, 'deal')
    """

    def __init__(self, number: int = EXAMPLE, *, whole: bool = False, step: int = 0, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("bt-chiamata-stepper")
        self._steps = hand_steps(number, whole=whole, words=self.words)
        self._index = 0
        self._title = widgets.HTML()
        #: First / back / next / last and the step shown.
        self.navigator = Navigator(self.go, guard=self.guarded,
                                   position=lambda n, total: self.words.text("lessons_chiamata.stepper_counter",
                                                                             number=n, total=total),
                                   words=self.words)
        self._board = widgets.HTML()
        self._board.add_class("bt-ch-board")
        self._board.layout = widgets.Layout(flex="0 1 auto")
        self._explanation = widgets.HTML()
        self._explanation.add_class("bt-step-explanation")
        self._explanation.layout = widgets.Layout(flex="1 1 300px", min_width="260px", margin="0 0 4px 12px")
        body = widgets.HBox([self._explanation, self._board],
                            layout={"align_items": "flex-start", "flex_flow": "row-reverse wrap",
                                    "justify_content": "flex-end"})
        self.children = [widgets.HBox([self._title, self.size_bar()], layout={"align_items": "center"}),
                         self.navigator, self._feedback, body]
        self.go(step)

    def refresh(self) -> None:
        """Redraw the table and the explanation for the current step."""
        self._title.value = f"<h3 style='margin:4px 0'>{html.escape(self.words.text('lessons_chiamata.stepper_title'))}</h3>"
        self.navigator.show(self._index, len(self._steps))
        self._board.value = step_html(self.current, words=self.words)
        self._explanation.value = explanation_html(self.current)
        self._feedback.value = ""

    def static_html(self) -> str:
        """The title, the step's table and its explanation."""
        counter = self.words.text("lessons_chiamata.stepper_counter", number=self._index + 1, total=len(self._steps))
        return (f"<div class='bt-static bt-chiamata-stepper'>"
                f"<h3 style='margin:4px 0'>{html.escape(self.words.text('lessons_chiamata.stepper_title'))}</h3>"
                f"<div>{html.escape(counter)}</div>{explanation_html(self.current)}"
                f"{step_html(self.current, words=self.words)}</div>")


class PartnerReadingQuiz(Screen):
    """A few positions of chiamata: name the partner (or say nobody can tell yet); the answer says why.

    >>> screen = PartnerReadingQuiz()
    >>> len(screen.answer_buttons), screen.answered
    (6, False)
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("bt-reading-quiz")
        self.drill = ReadingDrill(words=self.words)
        self._prompt = widgets.HTML(layout=widgets.Layout(flex="1 1 auto"))
        self._board = widgets.HTML()
        self._board.add_class("bt-rq-board")
        #: One button per seat, then "cannot tell yet".
        self.answer_buttons = [widgets.Button(layout={"width": "auto"}) for _ in range(PLAYERS + 1)]
        for i, button in enumerate(self.answer_buttons):
            button.add_class("bt-rq-answer")
            button.on_click(self.guarded(self._clicked(None if i == PLAYERS else i)))
        self.next_button = widgets.Button(description=self.words.text("lessons_chiamata.q_next"), button_style="success",
                                          layout={"width": "auto"})
        self.next_button.on_click(self.guarded(lambda _: self.next_position()))
        self.restart_button = widgets.Button(description=self.words.text("lessons_chiamata.q_again"))
        self.restart_button.on_click(self.guarded(lambda _: self.restart()))
        self._score = widgets.HTML()
        self._question = widgets.HTML()
        answers = widgets.HBox([self._question, *self.answer_buttons],
                               layout={"align_items": "center", "flex_flow": "row wrap"})
        self.children = [widgets.HBox([self._prompt, self.size_bar()]), answers, self._feedback,
                         widgets.HBox([self.next_button, self.restart_button, self._score],
                                      layout={"align_items": "center"}),
                         self._board]
        self.refresh()

    @property
    def answered(self) -> bool:
        """Whether this position has its answer."""
        return self.drill.answer is not None

    def choose(self, seat: int | None) -> ReadingVerdict:
        """Name ``seat`` as the partner (None: nobody can tell yet) and show why it is right or not."""
        verdict = self.drill.choose(seat)
        lines = [f"<div>{html.escape(line)}</div>" for line in verdict.lines]
        lines[0] = (f'<div style="font-weight:700;color:{_GOOD if verdict.ok else _BAD}">'
                    f'{"✔" if verdict.ok else "✘"} {html.escape(verdict.lines[0])}</div>')
        self.show_message(f'<div class="bt-rq-verdict">{"".join(lines)}</div>')
        self.refresh()
        return verdict

    def next_position(self) -> None:
        """Go on to the next position; after the last one, show the score."""
        self._then(self.drill.next)

    def restart(self) -> None:
        """Start again from the first position."""
        self._then(self.drill.restart)

    def _then(self, change: Callable[[], None]) -> None:
        """Change the drill, clear the last verdict and redraw."""
        change()
        self._feedback.value = ""
        self.refresh()

    def _clicked(self, seat: int | None) -> Callable[[widgets.Button], None]:
        def handler(_button: widgets.Button) -> None:
            self.choose(seat)

        return handler

    # -- what the student sees
    prompt = Shown("_prompt", "The question or the position's heading, as shown (HTML).")
    board = Shown("_board", "The position or table as drawn now (HTML with inline SVG).")
    scoreboard = Shown("_score", "The running score, as shown (HTML).")

    def refresh(self) -> None:
        """Redraw the position, the answer buttons and the score."""
        drill = self.drill
        if drill.finished:
            self._prompt.value = f"<div style='font-weight:600'>{html.escape(drill.score())}</div>"
            self._board.value = ""
        else:
            number = self.words.text("lessons_chiamata.q_position", n=drill.number + 1, total=len(drill.positions))
            self._prompt.value = f"<div><b>{html.escape(number)}.</b> {html.escape(drill.situation())}</div>"
            self._board.value = reading_html(drill.game, drill.seat, words=self.words)
        self._question.value = ("" if drill.finished else
                                f"<b style='padding-right:8px'>{html.escape(self.words.text('lessons_chiamata.read_question'))}</b>")
        names = self.words.seats(PLAYERS, drill.seat)
        for i, button in enumerate(self.answer_buttons):
            button.description = self.words.text("lessons_chiamata.no_sign_button") if i == PLAYERS else names[i]
            button.disabled = drill.finished or self.answered
            button.layout.display = "none" if drill.finished else None
        self.next_button.disabled = drill.finished or not self.answered
        self.next_button.layout.display = "none" if drill.finished else None
        self.restart_button.layout.display = None if drill.finished else "none"
        self._score.value = (f'<span style="padding:0 12px">{html.escape(drill.score())}</span>'
                             if drill.tried and not drill.finished else "")

    def static_html(self) -> str:
        """The position and the question, for pages without widgets."""
        parts = [self._prompt.value, self._question.value, self._feedback.value, self._board.value,
                 f'<p style="color:#555;font-style:italic">{html.escape(self.words.text("common.widget_note"))}</p>']
        return '<div class="bt-reading-quiz-still">' + "".join(parts) + "</div>"
