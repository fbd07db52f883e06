"""An event for every action: plays, tricks, draws, the swap and the end, in order (issue 10)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from briscola_teach import SWAP, Card, Game, Rank, history
from briscola_teach.events import (
    Drew, HandOver, Played, Swap, Swapped, TrickRule, TrickTaken,
)
from briscola_teach.rules import draw_order, trick_winner

TABLES = [(2, {}), (3, {}), (3, {"deck": 36}), (4, {}), (2, {"swap_muestra": True}),
          (4, {"swap_muestra": True, "hand_size": 5}), (3, {"open_hands": True})]


def finished(players: int, seed: int, **options: Any) -> Game:
    game = Game.new(players, seed=seed, **options)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_playing_a_card_returns_what_happened() -> None:
    game = Game.new(2, seed=3, leader=1)
    card = game.legal_plays()[0]
    event = game.play(card)
    assert event == Played(1, card, 1) and game.events == (event,)
    assert isinstance(event, tuple)


def test_swapping_returns_the_swap_with_both_cards_and_its_moment() -> None:
    for seed in range(200):
        game = Game.new(2, seed=seed, swap_muestra=True)
        if game.can_swap():
            break
    muestra, seat = game.muestra, game.turn
    event = game.swap()
    assert event == Swapped(seat, Card(Rank.TWO, game.trump), muestra, 1, 0)  # type: ignore[arg-type]
    assert game.events[-1] == event and game.actions[-1] is SWAP


def test_play_and_swap_have_the_same_three_names() -> None:
    for action in ("play", "swap"):
        for name in (f"verify_{action}", f"can_{action}", action):
            assert callable(getattr(Game, name)), name
    game = Game.new(2, seed=1)
    assert game.can_play(game.legal_plays()[0]) and not game.can_swap()


def test_the_swap_is_a_value_of_its_own() -> None:
    assert isinstance(SWAP, Swap) and not isinstance(SWAP, str) and Swap() is SWAP
    assert repr(SWAP) == "SWAP" and SWAP != "swap"
    import copy
    import pickle

    assert copy.deepcopy(SWAP) is SWAP and pickle.loads(pickle.dumps(SWAP)) is SWAP


@pytest.mark.parametrize("players, options", TABLES)
def test_events_tell_the_hand_in_order(players: int, options: dict[str, Any]) -> None:
    for seed in range(4):
        game = finished(players, seed, **options)
        events = list(game.events)
        plays = [e for e in events if isinstance(e, (Played, Swapped))]
        assert len(plays) == len(game.actions)
        assert [e.card if isinstance(e, Played) else SWAP for e in plays] == list(game.actions)
        taken = [e for e in events if isinstance(e, TrickTaken)]
        assert [(e.number, e.winner, e.points) for e in taken] == [
            (t.number, t.winner, t.points) for t in game.tricks]
        for event, trick in zip(taken, game.tricks):
            index = trick_winner(trick.cards, game.trump, seven_second=game.options.seven_second)
            assert event.card is trick.cards[index]
            assert event.rule is (TrickRule.TRUMP if event.card.suit is game.trump else TrickRule.SUIT_LED)
        drew = [e for e in events if isinstance(e, Drew)]
        assert [(d.after_trick, d.seat, d.card, d.is_muestra) for d in drew] == [
            (d.after_trick, d.seat, d.card, d.is_muestra) for d in game.draws]
        assert drew[-1].is_muestra and drew[-1].card is game.muestra
        assert isinstance(events[-1], HandOver) and events[-1].outcome == game.outcome
        # Each trick is told after its last card, followed by its draws in draw order.
        for i, event in enumerate(events):
            if isinstance(event, TrickTaken):
                assert isinstance(events[i - 1], Played)
                after = [e.seat for e in events[i + 1:i + 1 + players] if isinstance(e, Drew)]
                assert after in ([], list(draw_order(event.winner, players)))


@pytest.mark.parametrize("players, options", TABLES)
def test_a_view_carries_the_events_its_seat_may_know(players: int, options: dict[str, Any]) -> None:
    game = finished(players, 5, **options)
    for seat in range(players):
        mine = game.view(seat).events
        assert len(mine) == len(game.events)
        for known, event in zip(mine, game.events):
            if isinstance(event, Drew) and event.seat != seat and not event.is_muestra \
                    and not game.options.open_hands:
                assert known == Drew(event.seat, None, event.after_trick, False)
            else:
                assert known == event


def test_events_follow_undo_copy_and_records() -> None:
    game = Game.new(3, seed=2)
    rng = random.Random(2)
    for _ in range(10):
        game.play(rng.choice(game.legal_plays()))
    before = game.events
    other = game.copy()
    other.play(other.legal_plays()[0])
    assert game.events == before and len(other.events) > len(before)
    game.play(game.legal_plays()[0])
    game.undo()
    assert game.events == before
    assert Game.from_json(game.to_json()).events == before
    assert "events" not in json.loads(game.to_json())  # rebuilt exactly by the replay


def test_events_are_small_tuples_not_dicts() -> None:
    game = finished(2, 1)
    for event in game.events:
        assert isinstance(event, tuple) and not hasattr(event, "__dict__")


def test_the_events_of_an_imagined_game_start_at_the_moment_it_was_imagined() -> None:
    game = Game.new(2, seed=4)
    for _ in range(6):
        game.play(game.legal_plays()[0])
    view = game.view(0)
    imagined = Game.from_view(view, random.Random(0))
    assert imagined.events == () and imagined.view(0) == view
    imagined.play(imagined.legal_plays()[0])
    assert imagined.events[0].trick == view.trick_number  # type: ignore[union-attr]


@pytest.mark.parametrize("players, options", TABLES)
def test_events_read_at_any_moment_are_the_same_list(players: int, options: dict[str, Any]) -> None:
    seed = 9
    game = Game.new(players, seed=seed, **options)
    watched = game.copy()
    rng = random.Random(seed)
    while not game.is_over:
        action = rng.choice(game.legal_actions())
        game.apply(action)
        watched.apply(action)
        watched.events  # read after every action: built a little at a time
    assert watched.events == game.events
    # The same list again by the general path, one action at a time (the one swaps need).
    general = game.copy()
    general._events = []
    general._event_state = (0, len(game.start.table), game.start.trick_number, game.start.leader,
                            0, 0, 0, False)
    assert tuple(history.sync_events(general, by_action=True)) == game.events


def test_events_of_a_position_set_up_mid_trick_leave_out_the_cards_already_down() -> None:
    game = Game.from_position([["as de oros", "6 de bastos", "2 de copas"], ["as de espadas", "7 de oros"]],
                              "5 de copas", stock=["7 de espadas"], leader=1, table=["rey de espadas"])
    game.play("6 de bastos")
    events = game.events
    assert events[0] == Played(0, Card.parse("6 de bastos"), 17)
    assert isinstance(events[1], TrickTaken) and events[1].winner == 1 and events[1].points == 4
    assert [type(e) for e in events[2:]] == [Drew, Drew]
