"""Click-through of lesson 10: the seven second switched off in the trick lab, then variant tables."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from briscola_teach import Card, Suit
from briscola_teach.explain import trick_explanation
from briscola_teach.card_table.view import variant_line
from briscola_teach.locale import get_language, text
from briscola_teach.widgets import CardTable
from briscola_teach.widgets.table import YOU

from ..conftest import SCREENSHOTS
from ..screens import check_fits, widget_screen
from . import TIMEOUT_MS, kernel_round_trip, wait_for_text, widget_html_text

#: The notebook's tables are all dealt from this seed.
SEED = 2024
#: The lesson's card tables in notebook order, with the options each plays.
TABLES = (
    {"seven_second": True, "learning": True},
    {"swap_muestra": True},
    {"swap_muestra": True, "swap_seven_or_two": True},
    {"open_hands": True},
    {"hand_size": 5},
    {"best_of": 3, "tie_break_by_cards": True, "double_win": True},
)
SCOPERTA, PIZZICO = 3, 4


def _verdict(cards: tuple[Card, ...], *, seven_second: bool) -> str:
    """The lab's first line for the lesson's trick (cups are trump): who takes it, with which card."""
    explained = trick_explanation(cards, Suit.CUPS, seven_second=seven_second)
    return explained.taken_by(text("lessons_tricks.the_player", n=explained.winner + 1))


def interact(page: Page) -> None:
    """The lab judges the three and the seven both ways; scoperta shows the rival's hand; a pizzico card lands."""
    # Card names are strings made here, in the edition's language: a Card object given to an
    # assertion would be named only when pytest reports it, after the test is back in Spanish.
    language = get_language()
    trick = (Card.parse("3O"), Card.parse("7O"))
    with_seven = _verdict(trick, seven_second=True)
    wait_for_text(page, with_seven)
    assert text("trick_lab.seven_order") in widget_html_text(page, containing=with_seven)
    lab = widget_screen(page, "bt-trick-lab-screen")
    switch = lab.locator("input[type=checkbox]")
    switch.scroll_into_view_if_needed()
    kernel_round_trip(page, lambda: switch.click())
    wait_for_text(page, _verdict(trick, seven_second=False))
    check_fits(page, lab, {"switch -> verdict": (switch, lab.locator(".bt-result"))},
               SCREENSHOTS / "trick-lab-seven-second.png")

    # Scoperta: the rival's cards are drawn face up on the table, named as the student reads them.
    twins = [CardTable(level="sensato", seed=SEED, **options) for options in TABLES]
    scoperta = widget_screen(page, "bt-card-table", nth=SCOPERTA)
    scoperta.scroll_into_view_if_needed()
    assert variant_line(twins[SCOPERTA].game.options) in scoperta.inner_text()
    board = scoperta.locator(".bt-table-board")
    for card in twins[SCOPERTA].game.hand(1):
        name = card.name(language)
        try:
            expect(board.locator(f"img[alt='{name}']")).to_have_count(1, timeout=TIMEOUT_MS)
        except AssertionError as error:
            shown = board.locator("img").evaluate_all("pictures => pictures.map(p => p.alt)")
            raise AssertionError(f"the rival's {name!r} is not drawn face up; the table shows {shown}") from error

    # A pizzico: five cards in hand; our first card lands, and the story of the hand grows.
    twin = twins[PIZZICO]
    table = widget_screen(page, "bt-card-table", nth=PIZZICO)
    assert len(twin.game.hand(YOU)) == 5
    expect(table.locator(".bt-play-card:visible")).to_have_count(5, timeout=TIMEOUT_MS)
    card = twin.game.hand(YOU)[0]
    told = len(twin.events)
    twin.play(card)
    expected = twin.events[told:]
    assert expected, "the seeded first click should tell the story of the trick"
    button = table.locator(".bt-play-card", has_text=card.name(language)).first
    button.scroll_into_view_if_needed()
    kernel_round_trip(page, lambda: button.click())
    wait_for_text(page, expected[0])
    assert expected[0] in table.inner_text()
