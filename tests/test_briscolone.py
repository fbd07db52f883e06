"""Briscolone (RULES §13): two players, 20 cards each, no stock, the dealer's last card names trump."""

from __future__ import annotations

import json
import random

import pytest

from briscola_teach import DECK, SWAP, Game, IllegalPlay, Match, OptionError, RecordError
from briscola_teach.bots import LEVELS, make_bot, play_out
from test_view import check_view


def test_the_whole_deck_is_dealt_and_the_dealers_last_card_names_trump() -> None:
    game = Game.from_deck(list(DECK), 2, variant="briscolone")
    assert game.variant == "briscolone" and game.stock_size == 0 and not game.muestra_in_stock
    assert [len(game.hand(s)) for s in (0, 1)] == [20, 20]
    # One card at a time from the leader (seat 0): the last, DECK[39], goes to the dealer, seat 1.
    assert game.muestra is DECK[39] and DECK[39] in game.hand(1) and game.muestra_drawn_by == 1
    assert game.trump is DECK[39].suit and game.turn == 0


def test_game_new_makes_seat_1_the_dealer_unless_told() -> None:
    game = Game.new(players=2, variant="briscolone", seed=4)
    assert game.leader == 0 and game.muestra in game.hand(1)
    other = Game.new(players=2, variant="briscolone", seed=4, leader=1)
    assert other.muestra in other.hand(0) and other.muestra_drawn_by == 0


def test_everyone_knows_the_trump_card_is_in_the_dealers_hand_until_played() -> None:
    game = Game.new(players=2, variant="briscolone", seed=6)
    rng = random.Random(6)
    while not game.is_over:
        for seat in (0, 1):
            view = check_view(game, seat)
            assert view.muestra is game.muestra and view.muestra_drawn_by == 1
            if game.muestra in game.hand(1):
                assert game.muestra in view.known[1]
            assert not view.unseen  # the 40 cards are shared out: each seat knows the other hand
        game.play(rng.choice(game.legal_plays()))


def test_twenty_tricks_and_120_points() -> None:
    game = Game.new(players=2, variant="briscolone", seed=8)
    rng = random.Random(8)
    while not game.is_over:
        game.play(rng.choice(game.legal_plays()))
    assert len(game.tricks) == 20 and sum(game.points) == 120 and not game.draws
    assert sorted(c.index for t in game.tricks for c in t.cards) == list(range(40))


def test_no_swap_and_no_other_hand_size() -> None:
    with pytest.raises(OptionError):
        Game.new(players=2, variant="briscolone", seed=1, swap_muestra=True)
    with pytest.raises(OptionError):
        Game.new(players=2, variant="briscolone", seed=1, hand_size=5)
    with pytest.raises(OptionError):
        Game.new(players=3, hand_size=20, seed=1)
    game = Game.new(players=2, variant="briscolone", seed=1)
    assert SWAP not in game.legal_actions()
    with pytest.raises(IllegalPlay):
        game.swap()


def test_records_round_trip_and_a_spoilt_file_is_refused() -> None:
    game = Game.new(players=2, variant="briscolone", seed=3)
    rng = random.Random(3)
    for _ in range(17):
        game.play(rng.choice(game.legal_plays()))
    again = Game.from_json(game.to_json())
    assert again.to_json() == game.to_json() and again.variant == "briscolone"
    assert again.hand(0) == game.hand(0) and again.events == game.events
    bad = json.loads(game.to_json())
    bad["start"]["muestra_drawn_by"] = 0
    with pytest.raises(RecordError):
        Game.from_json(json.dumps(bad))


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_briscolone(level: str) -> None:
    game = Game.new(players=2, variant="briscolone", seed=5)
    outcome = play_out(game, [make_bot(level, seed=1), make_bot("random", seed=2)])
    assert sum(outcome.points) == 120 and len(game.tricks) == 20


def test_a_match_of_briscolone_passes_the_deal() -> None:
    match = Match(players=2, best_of=3, seed=2, variant="briscolone")
    hand = match.new_hand()
    assert hand.variant == "briscolone" and hand.muestra_drawn_by == (hand.leader - 1) % 2
