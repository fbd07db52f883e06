"""Click-through of lesson 12 as shipped (no record): nothing due yet, then a puzzle that fits, missed."""

from __future__ import annotations

from playwright.sync_api import Page

from briscola_teach.lessons.endgames import card_name
from briscola_teach.exercises.practice import PuzzleLadder, rating_text
from briscola_teach.locale import text

from ..conftest import SCREENSHOTS
from ..screens import check_fits, widget_screen
from . import assert_changes, click_widget_button, wait_for_text, widget_button


def interact(page: Page) -> None:
    """The review says nothing is due and offers the puzzles; a wrong card lowers the rating shown."""
    wait_for_text(page, text("practice.d_empty")[:60])
    # The lesson's puzzles as the notebook makes them: no student folder, seed 0.
    ladder = PuzzleLadder(folder=None, seed=0)
    puzzle = ladder.puzzle
    wrong = min((c for c in puzzle.values if c not in puzzle.best), key=lambda c: c.index)
    ladder.choose(wrong)
    assert ladder.moved is not None
    click_widget_button(page, card_name(wrong))
    moved = text("practice.l_moved", before=rating_text(ladder.moved[0]), after=rating_text(ladder.moved[1]))
    wait_for_text(page, moved)
    screen = widget_screen(page, "bt-matched-puzzles")
    check_fits(page, screen, {"card -> verdict": (
        widget_button(page, card_name(wrong)), screen.locator(".bt-ladder-moved"))},
        SCREENSHOTS / "matched-puzzles.png")
    ladder.next()
    after = assert_changes(page, lambda: click_widget_button(page, text("practice.l_next")))
    chance = round(ladder.chance() * 10)
    assert any(f" {chance} " in shown and rating_text(ladder.ratings.student) in shown for shown in after), after
