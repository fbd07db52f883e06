"""What a page of the card table loads: widgets for the cards the hand holds, not for every hand there is.

Every widget a screen makes is a model the page's browser must build (the app serves a class
of thirty from one machine: docs/app.md), so the table makes a card's slot when a hand first
needs it.
"""

from __future__ import annotations

from collections.abc import Iterator

import ipywidgets as widgets

from briscola_teach.widgets.table import YOU, CardTable


def on_page(screen: widgets.Widget) -> Iterator[widgets.Widget]:
    """Every widget shown inside ``screen``, itself included."""
    yield screen
    for child in getattr(screen, "children", ()):
        yield from on_page(child)


def card_buttons(screen: widgets.Widget) -> list[widgets.Button]:
    return [w for w in on_page(screen) if isinstance(w, widgets.Button) and "bt-play-card" in w._dom_classes]


def test_a_two_player_table_holds_three_card_slots_and_makes_eight_when_five_play() -> None:
    table = CardTable(players=2, level="random", seed=1)
    assert len(card_buttons(table)) == 3 == len(table.hand_buttons)
    table.players_choice.value = 5
    table.new_button.click()
    hand = table.game.hand(YOU)
    assert len(hand) == 8 and len(card_buttons(table)) == 8
    assert [button.description for button in table.hand_buttons] == [str(card) for card in hand]
    table.players_choice.value = 2
    table.new_button.click()
    shown = [button for button in card_buttons(table) if button.description]
    assert [button.description for button in shown] == [str(card) for card in table.game.hand(YOU)]


def test_a_slot_made_for_a_larger_hand_plays_its_card() -> None:
    table = CardTable(players=2, level="random", seed=1)
    table.players_choice.value = 5
    table.new_button.click()
    while table.game.phase != "play" or table.game.turn != YOU:
        assert not table.game.is_over
        if table.game.phase == "auction":
            table.pass_button.click()
        else:
            table.wait()
    last = table.hand_buttons[-1]
    card = table.game.hand(YOU)[-1]
    last.click()
    assert card not in table.game.hand(YOU), table.feedback
