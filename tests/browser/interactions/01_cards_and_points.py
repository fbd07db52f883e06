"""Click-through of lesson 01: compare two cards, sort the table, place a card in the exercise."""

from __future__ import annotations

from playwright.sync_api import Page

import re

from briscola_teach import Card, Rank, Suit, rules
from briscola_teach.lessons.cards import check_pick, the
from briscola_teach.locale import text, words
from briscola_teach.widgets import OrderExercise

from ..conftest import SCREENSHOTS
from ..screens import check_fits, widget_screen
from . import (assert_changes, click_widget_button, select_widget_option, wait_for_text, widget_button,
               widget_html_text)

#: The notebook's exercise is dealt from this seed; a twin here deals the same cards.
ORDER_SEED = 1


def interact(page: Page) -> None:
    """Turn the second card into the two of trump, sort by points, and place one card."""
    # RankingExplorer: tres de oros against rey de oros, led oros, trump copas.  Choose
    # copas then 2 in the second card's picker (the second row of suits and of ranks).
    said = words()
    wait_for_text(page, text("ranking.in_led_winner", card=the(Card.parse("3O"))))
    click_widget_button(page, said.suit(Suit.CUPS), nth=1)
    click_widget_button(page, "2", nth=1)
    two_of_cups = Card.parse("2C")
    wait_for_text(page, text("ranking.with_trump_winner", card=the(two_of_cups)))
    result = widget_html_text(page, containing=text("ranking.with_trump", suit=said.suit(Suit.CUPS),
                                                    result="")[:-1])
    # The fixed words between the two cards of "without trump ... wins; trump changes it ...".
    changes = text("lessons_cards.trump_changes", before="\0", after="\0").split("\0")[1].strip(" ;,.")
    assert changes in result, (changes, result)
    # With the file browser open, the pickers and the verdict they change are on one screen.
    explorer = widget_screen(page, "bt-ranking-explorer")
    check_fits(page, explorer, {
        "second card's suit -> verdict": (widget_button(page, said.suit(Suit.CUPS), nth=1),
                                          explorer.locator(".bt-result")),
        "trump -> verdict": (widget_button(page, said.suit(Suit.CUPS), nth=3), explorer.locator(".bt-result")),
    }, SCREENSHOTS / "ranking-explorer.png")

    # The table of ranks is folded under its title (so the pickers and the verdict fit one
    # screen): open it, then sort it by printed number: the dos before the sota before the rey
    # (sorted by strength, as it starts, the rey came before the dos).
    explorer.get_by_text(text("ranking.table_title"), exact=True).first.click()
    assert_changes(page, lambda: select_widget_option(page, text("lessons_cards.sort_number"),
                                                      description=text("ranking.sort_by")))
    table = widget_html_text(page, containing=text("lessons_cards.col_strength"))
    where = [re.search(rf"\b{re.escape(said.rank(rank))}\b", table, re.IGNORECASE)
             for rank in (Rank.TWO, Rank.JACK, Rank.KING)]
    assert all(where), (where, table)
    assert where[0].start() < where[1].start() < where[2].start(), table  # type: ignore[union-attr]

    # OrderExercise: click the strongest card first, as a twin exercise says it is.
    twin = OrderExercise(seed=ORDER_SEED)
    strongest = max(twin.cards, key=rules.strength)
    right, why = check_pick(strongest, list(twin.cards))
    assert right
    click_widget_button(page, str(strongest))
    wait_for_text(page, why)
