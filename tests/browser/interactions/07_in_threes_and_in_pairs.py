"""Click-through of lesson 07: load your partner's trick in the quiz, play a card at the table of four."""

from __future__ import annotations

from playwright.sync_api import Page

from briscola_teach import Card
from briscola_teach.lessons.partners import PartnerDrill
from briscola_teach.locale import text
from briscola_teach.widgets import CardTable
from briscola_teach.widgets.table import YOU

from ..conftest import SCREENSHOTS
from ..screens import check_fits, widget_screen
from . import click_widget_button, wait_for_text, widget_button, widget_html_text

#: The notebook's table of four is dealt from this seed.
SEED = 2024


def interact(page: Page) -> None:
    """Pick the ace of cups in the quiz's first trick (a safe load), then play at the table."""
    # The quiz, twinned here without a browser, says exactly what the page must say.
    twin = PartnerDrill()
    load = Card.parse("as de copas")
    said = twin.choose(load).lines[0]
    click_widget_button(page, str(load))
    wait_for_text(page, said)
    assert "✔" in widget_html_text(page, containing=said)
    quiz = widget_screen(page, "bt-partner-quiz")
    check_fits(page, quiz, {"card -> answer": (widget_button(page, str(load)), quiz.locator(".bt-pq-answer"))},
               SCREENSHOTS / "partner-quiz.png")
    click_widget_button(page, text("lessons_partners.q_next"), nth=0)   # the review below has one too
    wait_for_text(page, text("lessons_partners.q_position", n=2, total=4))

    # The table of four: our first card lands, and the story of the hand grows.
    table = CardTable(level="sensato", players=4, seed=SEED)
    card = table.game.hand(YOU)[0]
    told = len(table.events)
    table.play(card)
    expected = table.events[told:]
    assert expected, "the seeded first click should tell the story of the trick"
    before = widget_html_text(page, containing=text("table.events"))
    click_widget_button(page, str(card))
    wait_for_text(page, expected[0])
    assert widget_html_text(page, containing=text("table.events")) != before
