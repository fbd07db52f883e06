"""Dealing and drawing, step by step, for 2, 3 and 4 players (lesson 04)."""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from ..exercises.dealing import (SETUPS, DealStep, Setup, deal_explanation_html, deal_step_html,
                               deal_steps)
from ..errors import BriscolaError
from .base import StepScreen
from .navigator import Navigator

__all__ = ["DealStepper"]


class DealStepper(StepScreen[DealStep]):
    """Step through a seeded deal: each card dealt, the muestra, each trick and draw round."""

    def __init__(self, *, players: int = 2, deck: int | None = None, seed: int = 0,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        setup = next((s for s in SETUPS if s.players == players and (deck is None or s.deck == deck)),
                     None)
        if setup is None:
            raise BriscolaError("engine.bad_players", players=players)
        self._index = 0
        self._steps: tuple[DealStep, ...] = ()
        self._title = widgets.HTML(
            f"<h3 style='margin:4px 0'>{html.escape(self.words.text('deal.title'))}</h3>")
        self._setup = widgets.Dropdown(options=[(s.name(words=self.words), s) for s in SETUPS], value=setup,
                                       description=self.words.text("deal.table_size"),
                                       layout={"width": "420px"})
        self._seed = widgets.BoundedIntText(value=seed, min=0, max=99_999,
                                            description=self.words.text("deal.seed"),
                                            layout={"width": "190px"})
        self._reshuffle = widgets.Button(description=self.words.text("deal.reshuffle"),
                                         layout={"width": "170px"})
        self._board = widgets.HTML()
        self._explanation = widgets.HTML()
        #: First / back / next / last and the step shown (the size toggle sits beside the title,
        #: so the row stays one line at 1280 x 720 with the file browser open).
        self.navigator = Navigator(self.go, guard=self.guarded, words=self.words,
                                   position=lambda number, total: self.words.text(
                                       "deal.step_counter", number=number, total=total))
        self._setup.observe(self.guarded(lambda _: self._deal()), names="value")
        self._seed.observe(self.guarded(lambda _: self._deal()), names="value")
        self._reshuffle.on_click(self.guarded(self._on_reshuffle))
        wrap = {"align_items": "center", "flex_flow": "row wrap"}
        self.children = [
            widgets.HBox([self._title, self.size_bar()],
                         layout={"align_items": "center", "flex_flow": "row wrap",
                                 "justify_content": "space-between"}),
            widgets.HBox([self._setup, self._seed, self._reshuffle], layout=wrap),
            self.navigator,
            self._board,
            self._explanation,
            self._feedback,
        ]
        self.add_class("bt-deal-stepper")
        self._deal()

    # -- the controls
    @property
    def setup_choice(self) -> widgets.Dropdown:
        """The chooser of the table dealt: players and deck size."""
        return self._setup

    @property
    def seed_box(self) -> widgets.BoundedIntText:
        """The number the deal is shuffled from."""
        return self._seed

    @property
    def reshuffle_button(self) -> widgets.Button:
        """The button that deals again from the next seed."""
        return self._reshuffle

    # -- model
    @property
    def setup(self) -> Setup:
        """The table being dealt: players and deck size."""
        value: Setup = self._setup.value
        return value

    def _deal(self) -> None:
        setup = self.setup
        self._steps = deal_steps(setup.players, setup.deck, int(self._seed.value), words=self.words)
        self.go(0)

    def _on_reshuffle(self, _: Any) -> None:
        # Changing the seed deals again through its observer.
        self._seed.value = (int(self._seed.value) + 1) % (self._seed.max + 1)

    # -- view
    def _explanation_html(self) -> str:
        return deal_explanation_html(self.current)

    def refresh(self) -> None:
        """Redraw the table, the explanation and the controls for the current step."""
        self.navigator.show(self._index, len(self._steps))
        self._board.value = deal_step_html(self.current, words=self.words)
        self._explanation.value = self._explanation_html()
        self._feedback.value = ""

    def static_html(self) -> str:
        """The table and the explanation of the current step, with the table size."""
        return (f"<div class='bt-static bt-deal-stepper'>"
                f"<h3 style='margin:4px 0'>{html.escape(self.words.text('deal.title'))}</h3>"
                f"<div>{html.escape(self.setup.name(words=self.words))} · "
                f"{html.escape(self.words.text('deal.step_counter', number=self._index + 1, total=len(self._steps)))}"
                f"</div>{deal_step_html(self.current, words=self.words)}{self._explanation_html()}</div>")
