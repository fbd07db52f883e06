"""A hand of briscola chiamata played at the card table in JupyterLab: the auction with a
points bid, the call, eight tricks and the summary, measured at laptop and projector sizes.

The notebook is written at test time into the served copy (like the canaries); a twin
table here, without a browser, deals the same cards and the same machine answers, so the
test knows what the page must come to say.
"""

from __future__ import annotations

import nbformat
from playwright.sync_api import Browser, Locator, Page

from briscola_teach import Chiamata, Rank, Suit
from briscola_teach.locale import text
from briscola_teach.widgets import CardTable

from .conftest import SCREENSHOTS
from .helpers import click_widget_button, kernel_round_trip, set_widget_text, wait_for_text
from .lab import LabServer
from .runner import NotebookRun
from .screens import bring_to_top, check_fits, widget_screen

NOTEBOOK = "_table_five/mesa_de_cinco.ipynb"
#: Random machine seats, seed 4: seat 1 calls the five, the others pass; after the
#: student's two, seat 1 bids points, the student outbids it and wins the auction.
SEED = 4
CELL = f'from briscola_teach.widgets import CardTable\nCardTable(players=5, level="random", seed={SEED})'


def _write(lab_server: LabServer) -> None:
    notebook = nbformat.v4.new_notebook()
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    notebook.cells = [nbformat.v4.new_code_cell(CELL)]
    path = lab_server.root / NOTEBOOK
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(notebook, str(path))


def _story_beside(page: Page, table: Locator) -> None:
    """At 1366x768 and 1280x720 the story of the hand stands beside the cards, in view."""
    before = page.viewport_size
    try:
        for width, height in ((1366, 768), (1280, 720)):
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(400)
            bring_to_top(page, table)
            cards = table.locator(".bt-table-play").bounding_box()
            story = table.locator(".bt-table-story").bounding_box()
            last = table.locator(".bt-table-events li").last.bounding_box()
            assert cards and story and last
            size = f"{width}x{height}"
            assert story["x"] >= cards["x"] + cards["width"] - 1, f"the story is under the cards at {size}"
            assert last["y"] + last["height"] <= height, f"the story's last line is out of view at {size}"
    finally:
        if before:
            page.set_viewport_size(before)


def _play(page: Page, twin: CardTable) -> None:
    game = twin.game
    assert isinstance(game, Chiamata)
    table = widget_screen(page, "bt-card-table")
    wait_for_text(page, text("table.ch_your_auction"))
    bid = table.locator(".bt-bid-rank:visible").first
    check_fits(page, table, {
        "bid buttons -> auction": (bid, table.locator(".bt-auction")),
        "pass -> auction": (table.locator(".bt-bid-pass"), table.locator(".bt-auction")),
    }, SCREENSHOTS / "table-five-auction.png")
    click_widget_button(page, Rank.TWO.name_in())
    twin.bid(Rank.TWO)
    high = game.high_bid
    assert high is not None and game.turn == 0
    least = high[1].points + 1  # type: ignore[union-attr]
    # A number out of range: the reason, in the student's words, next to the controls.
    set_widget_text(page, "50", description=text("table.ch_points_field"))
    click_widget_button(page, text("table.ch_points_button"))
    wait_for_text(page, f"de {least} a 120")
    set_widget_text(page, str(least), description=text("table.ch_points_field"))
    click_widget_button(page, text("table.ch_points_button"))
    twin.bid_points(least)
    assert game.phase == "call" and game.caller == 0
    wait_for_text(page, text("table.ch_call_label"))
    suit_button = table.locator(".bt-call-suit").first
    # At every size (the file browser open too) the controls and the board they change are
    # in view together; without the file browser the story of the hand is beside them.
    check_fits(page, table, {
        "suit buttons -> board": (suit_button, table.locator(".bt-table-board")),
    }, SCREENSHOTS / "table-five-call.png")
    _story_beside(page, table)
    click_widget_button(page, Suit.SWORDS.name_in())
    twin.call(Suit.SWORDS)
    wait_for_text(page, text("table.ch_caller_you"))
    card = table.locator(".bt-play-card").last
    check_fits(page, table, {
        "card -> table": (card, table.locator(".bt-table-board")),
        "card -> called card": (card, table.locator(".bt-called")),
    }, SCREENSHOTS / "table-five-play.png")
    _story_beside(page, table)
    for _ in range(8):
        card = table.locator(".bt-play-card").first
        card.scroll_into_view_if_needed()
        kernel_round_trip(page, lambda: card.click())
        twin.play(game.hand(0)[0])
    assert game.is_over
    wait_for_text(page, text("table.summary_title", number=1))
    outcome = game.outcome
    assert outcome is not None
    wait_for_text(page, text("table.ch_sum_won" if outcome.caller_won else "table.ch_sum_lost",
                             target=least, points=outcome.points[0]))
    summary = table.locator(".bt-summary")
    summary.scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENSHOTS / "table-five-summary.png"))


def test_a_five_player_hand_at_the_card_table(lab_server: LabServer, browser: Browser) -> None:
    _write(lab_server)
    run = NotebookRun(browser, lab_server, NOTEBOOK)
    with run.reported(SCREENSHOTS / "table-five.png"):
        page = run.open()
        cells = run.run_all()
        assert run.cell_failures(cells) == []
        assert run.check_widgets(cells) == 1
        _play(page, CardTable(players=5, level="random", seed=SEED))
        assert not run.trouble(), "errors while playing:\n" + "\n".join(run.trouble())
