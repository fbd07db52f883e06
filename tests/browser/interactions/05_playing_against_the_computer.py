"""Click-through of lesson 05: play one card at the table and see the machine answer."""

from __future__ import annotations

from playwright.sync_api import Page

from briscola_teach.locale import text, words
from briscola_teach.widgets import CardTable
from briscola_teach.widgets.table import YOU

from ..conftest import SCREENSHOTS
from ..screens import bring_to_top, check_fits, widget_screen
from . import click_widget_button, wait_for_text, widget_button, widget_html_text

#: The notebook's table is dealt from this seed; a twin table here, without a browser,
#: deals the same cards and the same machine answers (delay 0), so we know what to expect.
SEED = 2024


def interact(page: Page) -> None:
    """Click the first card of the student's hand; the trick resolves and the machine plays on."""
    twin = CardTable(level="sensato", players=2, seed=SEED)
    card = twin.game.hand(YOU)[0]
    told = len(twin.events)
    twin.play(card)
    expected = twin.events[told:]
    # What the page must come to say: our card, who took the trick and why, and the
    # machine's next card (played after its pause, from a background thread).
    resolved = [line for line in expected if text("table.trick_won", who="", number=1)[1:] in line
                or line.startswith(text("table.trick_won_you", number=1))]
    machine_plays = text("table.played", who=words().seats(2, YOU)[1], card="").rstrip(" .")
    machine = [line for line in expected if line.startswith(machine_plays)]
    assert resolved and machine, f"the seeded first click should resolve a trick and let the machine lead: {expected}"
    before = widget_html_text(page, containing=text("table.events"))

    click_widget_button(page, str(card))

    for line in expected:
        wait_for_text(page, line)
    after = widget_html_text(page, containing=text("table.events"))
    assert after != before
    for line in resolved + machine:
        assert line in after, (line, after)

    # On a laptop and a projector: the cards, their buttons and the story of the last trick
    # on one screen; the save confirmation right by its button.
    table = widget_screen(page, "bt-card-table")
    card = table.locator(".bt-play-card").first
    # The picture is part of the target: the middle of the card's picture is its play button.
    hit = table.locator(".bt-card-slot").first.locator("img").evaluate(
        """(img) => { const box = img.getBoundingClientRect();
             const at = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
             return !!(at && at.closest('.bt-play-card')); }""")
    assert hit, "a click on a card's picture would not reach its play button"
    save = widget_button(page, text("table.save"))
    check_fits(page, table, {
        "card -> story of the trick": (card, table.locator(".bt-table-events li").last),
        "card -> last trick": (card, table.locator(".bt-table-last")),
        "card -> table": (card, table.locator(".bt-table-board")),
        "card -> settings": (card, table.locator(".bt-table-settings")),
        "card -> saving": (card, save),
    }, SCREENSHOTS / "table.png")
    # Large type for a projector: the same table, zoomed (a picture to look at).
    click_widget_button(page, text("screens.size_large"))
    page.set_viewport_size({"width": 1280, "height": 720})
    bring_to_top(page, table)
    page.screenshot(path=str(SCREENSHOTS / "table-large-1280x720.png"))
    page.set_viewport_size({"width": 1366, "height": 900})
    click_widget_button(page, text("screens.size_normal"))
    click_widget_button(page, text("table.save"))
    wait_for_text(page, text("hands.file", number=1))
    check_fits(page, save, {"save -> confirmation": (save, table.locator(".bt-save-note"))},
               SCREENSHOTS / "table-save.png")
