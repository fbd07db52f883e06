"""Click-through of lesson 08: watch the hand to the first question, answer it wrong, then right."""

from __future__ import annotations

from playwright.sync_api import Page

from briscola_teach.exercises.counting import MOMENTS, Question, moment, trumps_out
from briscola_teach.locale import text

from ..conftest import SCREENSHOTS
from ..screens import check_fits, widget_screen
from . import (assert_changes, click_widget_button, set_widget_text, wait_for_text, widget_button,
               widget_html_text)


def interact(page: Page) -> None:
    """Next trick up to the first moment; a wrong count gets the reason, the right one the score."""
    first = MOMENTS[0]
    after = assert_changes(page, lambda: click_widget_button(page, text("counting.w_next")))
    assert any(text("counting.w_title", trick=1) in shown for shown in after), after
    for _ in range(first - 1):
        click_widget_button(page, text("counting.w_next"))
    view = moment(first).view(0)
    wait_for_text(page, Question("trumps").prompt(view))
    right = trumps_out(view)
    set_widget_text(page, str(right + 1), description=text("counting.w_answer"), submit=False)
    click_widget_button(page, text("counting.w_check"))
    # A first miss gets a hint (how to count), not the count.
    said = widget_html_text(page, containing=text("counting.not_yet", why="").strip())
    assert said.removeprefix("✘ ").startswith(text("counting.not_yet", why="").strip()), said  # marked as a miss
    trainer = widget_screen(page, "bt-memory-trainer")
    check_fits(page, trainer, {"check -> reason": (
        widget_button(page, text("counting.w_check")), trainer.locator(".bt-check"))},
        SCREENSHOTS / "memory-trainer.png")
    set_widget_text(page, str(right), description=text("counting.w_answer"), submit=False)
    click_widget_button(page, text("counting.w_check"))
    wait_for_text(page, text("counting.w_score", right=0, tried=1))

