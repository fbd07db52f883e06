"""Click-through of lesson 09: a wrong card in the first easy puzzle, then the next puzzle and the hard level."""

from __future__ import annotations

from playwright.sync_api import Page

from briscola_teach.lessons.endgames import card_name, puzzles, the_card
from briscola_teach.locale import text

from ..conftest import SCREENSHOTS
from ..screens import check_fits, widget_screen
from . import assert_changes, click_widget_button, wait_for_text, widget_button, widget_html_text


def interact(page: Page) -> None:
    """A wrong card gets a hint, a second miss the points it loses and the lines; the score counts the first try."""
    first = puzzles(1)[0]
    wrong = min((c for c in first.values if c not in first.best), key=lambda c: c.index)
    loss = max(first.values.values()) - first.values[wrong]
    click_widget_button(page, card_name(wrong))  # a first miss gets a hint: the line after that card
    wait_for_text(page, text("endgames.your_line", card=the_card(wrong)))
    hint = widget_html_text(page, containing=text("endgames.your_line", card=the_card(wrong)))
    assert text("endgames.best_line") not in hint, hint
    click_widget_button(page, card_name(wrong))  # a second miss gets the solution
    wait_for_text(page, text("endgames.best_line"))
    verdict = widget_html_text(page, containing=text("endgames.best_line"))
    assert f" {loss} " in verdict, verdict
    easy = text("endgames.w_level_1")
    wait_for_text(page, text("endgames.w_score_level", level=easy, right=0, tried=1))
    screen = widget_screen(page, "bt-endgame-puzzles")
    check_fits(page, screen, {
        "card -> verdict": (widget_button(page, card_name(wrong)), screen.locator(".bt-endgame-verdict")),
        "card -> next puzzle": (widget_button(page, card_name(wrong)), widget_button(page, text("endgames.w_next"))),
    }, SCREENSHOTS / "endgame-puzzles.png")

    second = puzzles(1)[1]
    after = assert_changes(page, lambda: click_widget_button(page, text("endgames.w_next")))
    assert any(text("endgames.w_title", n=2, total=len(puzzles(1)), level=easy) in shown
               for shown in after), after
    assert any(card_name(second.hands[0][0]) in shown for shown in after), after

    hard = text("endgames.w_level_3")
    click_widget_button(page, hard)
    wait_for_text(page, text("endgames.w_title", n=1, total=len(puzzles(3)), level=hard))
    wait_for_text(page, text("endgames.w_score_level", level=easy, right=0, tried=1))
