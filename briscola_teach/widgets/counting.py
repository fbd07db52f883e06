"""Lesson 08's screen: a memory trainer, one hand watched trick by trick with questions on the way.

All the counting and checking lives in :mod:`briscola_teach.exercises.counting`
(:class:`MemoryDrill`); this module only draws it and passes on the clicks.
"""

from __future__ import annotations

import html

import ipywidgets as widgets

from .. import render
from ..exercises.counting import MOMENTS, MemoryDrill
from ..exercises.example import Check
from .base import Screen, Shown

__all__ = ["MemoryTrainer"]


class MemoryTrainer(Screen):
    """Watch a seeded hand from your seat; at set moments answer from memory, checked from your view.

    >>> screen = MemoryTrainer()
    >>> screen.drill.trick, screen.question_box.layout.display
    (0, 'none')
    """

    def __init__(self, *, seed: int | None = None, moments: tuple[int, ...] = MOMENTS,
                 card_width: int = 64) -> None:
        super().__init__()
        self.add_class("bt-memory-trainer")
        self._seed = seed
        self._moments = moments
        self.drill = self._new_drill()
        self.card_width = card_width
        self._title = widgets.HTML()
        self._hint = widgets.HTML(f"<div style='color:#555'>{html.escape(self.words.text('counting.w_watch'))}</div>")
        self._table = widgets.HTML()
        self.next_button = widgets.Button(description=self.words.text("counting.w_next"), button_style="primary")
        self.next_button.on_click(self.guarded(lambda _: self.forward()))
        self.restart_button = widgets.Button(description=self.words.text("counting.w_restart"))
        self.restart_button.on_click(self.guarded(lambda _: self.restart()))
        self._prompt = widgets.HTML()
        self.answer_box = widgets.Text(placeholder=self.words.text("counting.w_placeholder"),
                                       description=self.words.text("counting.w_answer"),
                                       style={"description_width": "initial"},
                                       layout=widgets.Layout(width="420px"))
        self.check_button = widgets.Button(description=self.words.text("counting.w_check"), button_style="success")
        self.check_button.on_click(self.guarded(lambda _: self.check()))
        self._score = widgets.HTML()
        self._feedback.add_class("bt-memory-feedback")
        self.question_box = widgets.VBox([self._prompt, widgets.HBox([self.answer_box, self.check_button])])
        self.question_box.add_class("bt-memory-question")
        self.children = [widgets.HBox([self._title, self.size_bar()]), self._hint, self._table,
                         widgets.HBox([self.next_button, self.restart_button, self._score]),
                         self.question_box, self._feedback]
        self.refresh()

    def _new_drill(self) -> MemoryDrill:
        if self._seed is None:
            return MemoryDrill(moments=self._moments, words=self.words)
        return MemoryDrill(seed=self._seed, moments=self._moments, words=self.words)

    # ------------------------------------------------------------------ actions
    def forward(self) -> None:
        """Watch the next trick."""
        self.drill.forward()
        self._feedback.value = ""
        self.answer_box.value = ""
        self.refresh()

    def restart(self) -> None:
        """Watch the hand again from the deal, with a fresh score."""
        self.drill = self._new_drill()
        self._feedback.value = ""
        self.answer_box.value = ""
        self.refresh()

    def check(self, answer: object | None = None) -> Check:
        """Check the answer typed (or ``answer``) against what your seat can know."""
        result = self.drill.answer(self.answer_box.value if answer is None else answer)
        self.show_message(result._repr_html_())
        self.refresh()
        return result

    # ------------------------------------------------------------------ drawing
    def _table_html(self) -> str:
        drill = self.drill
        game = drill.game
        view = game.view(0)
        deck, language = self.words.style, self.words.language
        names = {0: self.words.text("counting.you"), 1: self.words.text("counting.rival")}
        parts = []
        if game.tricks:
            last = game.tricks[-1]
            parts.append(f"<div style='text-align:center'><div>{html.escape(self.words.text('counting.w_last_trick'))}</div>"
                         + render.trick_svg(last.plays, trump=view.trump, winner=last.winner,
                                            seat_names=names, style=deck, width=self.card_width, language=language)
                         + "</div>")
        muestra = view.muestra if view.muestra_in_stock else None
        parts.append(render.stock_svg(view.stock_size, muestra or view.muestra, style=deck,
                                      width=int(self.card_width * 0.8), language=language))
        mine = (f"<div style='text-align:center'><div>{html.escape(self.words.text('counting.your_hand'))}</div>"
                + render.hand_svg(view.hand, style=deck, width=self.card_width, language=language) + "</div>")
        return (f'<div class="bt-memory-table" style="display:flex;gap:18px;align-items:flex-end;'
                f'flex-wrap:wrap">{"".join(parts)}{mine}</div>')

    # -- what the student sees
    heading = Shown("_title", "The screen's heading: where the student is, as shown (HTML).")
    prompt = Shown("_prompt", "The question or the position's heading, as shown (HTML).")
    scoreboard = Shown("_score", "The running score, as shown (HTML).")

    def refresh(self) -> None:
        """Redraw the last trick, your hand, the question of this moment and the score."""
        drill = self.drill
        self._title.value = (f"<div style='font-weight:600;font-size:110%'>"
                             f"{html.escape(self.words.text('counting.w_title', trick=drill.trick))}</div>")
        self._table.value = self._table_html()
        question = drill.question
        waiting = question is not None and drill.trick not in drill.answers
        self.next_button.disabled = waiting or drill.is_over
        if question is not None:
            self.question_box.layout.display = None
            self._prompt.value = (f"<div style='font-weight:600;color:#8a4b00'>"
                                  f"{html.escape(question.prompt(drill.view, words=self.words))}</div>")
        else:
            self.question_box.layout.display = "none"
        right, tried = drill.score
        key = "counting.w_done" if drill.is_over else "counting.w_score"
        self._score.value = (f'<span style="padding:0 12px">{html.escape(self.words.text(key, right=right, tried=tried))}</span>'
                             if tried or drill.is_over else "")

    def static_html(self) -> str:
        """The table as it is now, for pages without widgets."""
        parts = [self._title.value, self._hint.value, self._table.value]
        if self.question_box.layout.display != "none":
            parts.append(self._prompt.value)
        if self._feedback.value:
            parts.append(self._feedback.value)
        parts.append(f'<p style="color:#555;font-style:italic">{html.escape(self.words.text("counting.w_note"))}</p>')
        return '<div class="bt-memory-trainer-still">' + "".join(parts) + "</div>"
