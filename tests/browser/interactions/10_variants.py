"""Click-through of lesson 10: a new trick in the seven-second lab, then a card at the table with the swap."""

from __future__ import annotations

from playwright.sync_api import Page

from briscola_teach import Card, rules
from briscola_teach.lessons.cards import the
from briscola_teach.locale import text
from briscola_teach.widgets import CardTable
from briscola_teach.widgets.table import YOU

from ..conftest import SCREENSHOTS
from ..screens import check_fits, widget_screen
from . import click_widget_button, set_widget_text, wait_for_text, widget_html_text

#: The notebook's table is dealt from this seed, with the swap of the 2 of trump on.
SEED = 2024


def interact(page: Page) -> None:
    """Judge the three and the seven of clubs under spades, then play the first card at the table."""
    cards = [Card.parse("tres de bastos"), Card.parse("siete de bastos")]
    seven_wins = text("lessons_variants.seven_line", card=the(cards[1]),
                      points=rules.trick_points(cards, seven_second=True))
    set_widget_text(page, ", ".join(str(c) for c in cards), description=text("lessons_variants.lab_cards"))
    wait_for_text(page, seven_wins)
    usual = text("lessons_variants.standard_line", card=the(cards[0]), points=rules.trick_points(cards))
    assert usual in widget_html_text(page, containing=seven_wins)
    lab = widget_screen(page, "bt-seven-second-lab")
    check_fits(page, lab, {"trick -> both verdicts": (lab.locator("input").first, lab.locator(".bt-ssl-column").last)},
               SCREENSHOTS / "seven-second-lab.png")

    # The card table with the swap on: our first card lands, and the story of the hand grows.
    twin = CardTable(level="sensato", players=2, seed=SEED, swap_muestra=True)
    card = twin.game.hand(YOU)[0]
    told = len(twin.events)
    twin.play(card)
    expected = twin.events[told:]
    assert expected, "the seeded first click should tell the story of the trick"
    click_widget_button(page, str(card))
    wait_for_text(page, expected[0])
