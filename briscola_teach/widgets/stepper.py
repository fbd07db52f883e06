"""The worked example, step by step: every play and every draw of a whole hand (lesson 03)."""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from ..exercises.example import Step, example_steps, explanation_html, first_step_of_trick, step_html
from .base import StepScreen
from .navigator import Navigator

__all__ = ["WorkedExampleStepper"]


class WorkedExampleStepper(StepScreen[Step]):
    """Previous/Next through the worked example of RULES §10, played to the end of the hand."""

    def __init__(self, *, step: int = 0, reveal: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._steps = example_steps(words=self.words)
        self._index = 0
        self._syncing = False
        self._title = widgets.HTML()
        #: First / back / next / last and the step shown.
        self.navigator = Navigator(self.go, guard=self.guarded, words=self.words,
                                   position=lambda number, total: self.words.text(
                                       "stepper.step_counter", number=number, total=total))
        tricks = sorted({s.trick for s in self._steps if s.kind == "play"})
        options = [(self.words.text("stepper.jump_deal"), 0)]
        options += [(self.words.text("stepper.jump_trick", number=t), t) for t in tricks]
        options.append((self.words.text("stepper.jump_end"), -1))
        self._jump = widgets.Dropdown(options=options, value=0, description=self.words.text("stepper.jump"),
                                      layout={"width": "220px"})
        self._reveal = widgets.ToggleButton(value=reveal, description=self.words.text("stepper.reveal"),
                                            layout={"width": "230px"})
        self._board = widgets.HTML()
        self._explanation = widgets.HTML()
        self._jump.observe(self.guarded(self._on_jump), names="value")
        self._reveal.observe(self.guarded(lambda _: self.refresh()), names="value")
        options_row = widgets.HBox([self._jump, self._reveal, self.size_bar()],
                                   layout={"align_items": "center", "flex_flow": "row wrap"})
        self._explanation.add_class("bt-step-explanation")
        # The whole explanation shows beside the table (no box scrolling inside the page).
        self._explanation.layout = widgets.Layout(flex="1 1 300px", min_width="260px",
                                                  margin="0 0 4px 12px")
        self._board.add_class("bt-step-board")
        self._board.layout = widgets.Layout(flex="0 1 auto")
        # The explanation sits right of the table, under the buttons that change it; on a
        # narrow page it goes above the table (reversed row), never a screen below it.
        body = widgets.HBox([self._explanation, self._board],
                            layout={"align_items": "flex-start", "flex_flow": "row-reverse wrap",
                                    "justify_content": "flex-end"})
        # The table a little smaller than the lessons' pictures, so the whole of it (your hand
        # at the bottom) and the explanation beside it fit one screen with the file browser open.
        board_size = widgets.HTML("<style>.bt-worked-example .bt-step-board{zoom:0.84}</style>",
                                  layout=widgets.Layout(display="none"))
        self.children = [self._title, self.navigator, options_row, self._feedback, board_size, body]
        self.add_class("bt-worked-example")
        self.go(step)

    @property
    def jump_choice(self) -> widgets.Dropdown:
        """The chooser that jumps to a trick (0: the deal, -1: the end)."""
        return self._jump

    @property
    def reveal_toggle(self) -> widgets.ToggleButton:
        """The switch that shows the rival's cards face up."""
        return self._reveal

    def _on_jump(self, change: dict[str, Any]) -> None:
        if self._syncing:
            return
        target = change["new"]
        self.go(len(self._steps) - 1 if target == -1 else first_step_of_trick(target, self._steps))

    # -- view
    def refresh(self) -> None:
        """Redraw the table, the explanation and the controls for the current step."""
        step = self.current
        self._title.value = f"<h3 style='margin:4px 0'>{html.escape(self.words.text('stepper.title'))}</h3>"
        self.navigator.show(self._index, len(self._steps))
        self._board.value = step_html(step, reveal=self._reveal.value, words=self.words)
        self._explanation.value = explanation_html(step, words=self.words)
        self._syncing = True
        try:
            self._jump.value = -1 if step.kind == "end" else step.trick
        finally:
            self._syncing = False
        self._feedback.value = ""

    def static_html(self) -> str:
        """The title, the table and the explanation of the current step."""
        step = self.current
        return (f"<div class='bt-static bt-worked-example'>"
                f"<h3 style='margin:4px 0'>{html.escape(self.words.text('stepper.title'))}</h3>"
                f"<div>{html.escape(self.words.text('stepper.step_counter', number=step.number + 1, total=len(self._steps)))}</div>"
                f"{step_html(step, reveal=self._reveal.value, words=self.words)}{explanation_html(step, words=self.words)}</div>")
