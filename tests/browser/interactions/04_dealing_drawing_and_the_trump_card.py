"""Click-through of lesson 04: deal one card, then switch to four players and jump to the end."""

from __future__ import annotations

from playwright.sync_api import Page

from briscola_teach.lessons.dealing import SETUPS, counts, deal_steps
from briscola_teach.locale import text

from . import assert_changes, click_widget_button, select_widget_option, wait_for_text


def interact(page: Page) -> None:
    """Next deals the first card; with four players the last step counts 7 rounds and 10 tricks."""
    first = deal_steps(2, None, 0)[1]
    after = assert_changes(page, lambda: click_widget_button(page, text("screens.nav_next")))
    assert any(first.explanation in shown for shown in after), after

    four = next(s for s in SETUPS if s.players == 4)
    select_widget_option(page, four.label, description=text("deal.table_size"))
    wait_for_text(page, text("deal.title_shuffle"))
    click_widget_button(page, text("screens.nav_last"))
    expected = counts(4)
    wait_for_text(page, text("deal.title_end"))
    last = deal_steps(4, None, 0)[-1]
    assert (last.rounds_done, last.tricks_done) == (expected.draw_rounds, expected.tricks)
    wait_for_text(page, text("deal.counts", dealt=last.cards_dealt, rounds_done=last.rounds_done,
                             rounds=last.total_rounds, tricks_done=last.tricks_done,
                             tricks=last.total_tricks, stock=last.stock_size))
