"""Every level bids, calls and plays briscola chiamata (and briscolone) legally; how sensato and experto bid."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from briscola_teach import DECK, PASS, Bid, Call, Card, Chiamata, Game, Rank, Suit
from briscola_teach.bots import LEVELS, Bot, make_bot, play_out, strategy_for
from briscola_teach.bots.chiamata import (
    ExpertoChiamata, auction_weight, choose_card, finish_as_sensato, friendship, hand_value,
    imagine_auction, sensato_bid,
)

P = Card.parse


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_chiamata_legally(level: str) -> None:
    for seed in range(1 if level == "experto" else 2):  # experto at its full size is slow
        game = Game.new(players=5, variant="chiamata", seed=seed)
        bots = [make_bot(level if s % 2 == 0 else "sensato", seed=s) for s in range(5)]
        while not game.is_over:
            seat = game.turn
            assert seat is not None
            action = bots[seat].choose(game.view(seat))
            assert action in game.legal_actions()
            game.apply(action)
        assert game.outcome is not None


def test_play_out_plays_a_hand_of_five() -> None:
    game = Game.new(players=5, variant="chiamata", seed=4)
    outcome = play_out(game, [make_bot("sensato", seed=s) for s in range(5)])
    assert outcome is game.outcome and sum(outcome.match_points) == 0


def test_a_home_made_strategy_does_not_pretend_to_play_chiamata() -> None:
    bot = Bot(strategy_for("random"))
    game = Game.new(players=5, variant="chiamata", seed=1)
    with pytest.raises(ValueError, match="chiamata"):
        bot.choose(game.view(game.turn))  # type: ignore[arg-type]


def test_a_long_strong_trump_suit_is_worth_more_than_scattered_cards() -> None:
    strong = [P(c) for c in ("AO", "3O", "RO", "CO", "SO", "AE", "2B", "4C")]
    weak = [P(c) for c in ("2O", "4E", "5B", "6C", "7O", "4B", "5E", "6E")]
    assert hand_value(strong, Suit.COINS, rank=Rank.SEVEN) > hand_value(weak, Suit.COINS, rank=Rank.SEVEN) + 40
    # Calling a card of one's own hand brings no partner.
    assert hand_value(strong, Suit.COINS, rank=Rank.ACE) < hand_value(strong, Suit.COINS, rank=Rank.SEVEN)


def deal_with(first_hand: list[str]) -> Chiamata:
    mine = [P(c) for c in first_hand]
    rest = [c for c in DECK if c not in mine]
    return Chiamata([mine, *[rest[i * 8:(i + 1) * 8] for i in range(4)]], first_bidder=0)


def test_sensato_bids_a_strong_hand_passes_a_weak_one_and_names_its_best_suit() -> None:
    strong = deal_with(["AO", "3O", "RO", "CO", "SO", "AE", "2B", "4C"])
    assert sensato_bid(strong.view(0)) == Bid(Rank.ACE)
    strong.apply(Bid(Rank.ACE))
    for _ in range(4):
        strong.apply(PASS)
    # The as of coins is in its own hand: it names the suit whose as it lacks only if coins is worse.
    call = sensato_bid(strong.view(0))
    assert isinstance(call, Call)
    weak = deal_with(["2O", "4E", "5B", "6C", "7O", "4B", "5E", "6E"])
    assert sensato_bid(weak.view(0)) is PASS


def test_a_defender_counts_the_caller_as_a_rival_and_the_caller_does_not_know_its_partner() -> None:
    game = deal_with(["AO", "3O", "RO", "CO", "SO", "AE", "2B", "4C"])
    game.apply(Bid(Rank.SEVEN))
    for _ in range(4):
        game.apply(PASS)
    game.apply(Call(Suit.COINS))
    partner = game.partner
    assert partner is not None and partner != 0
    assert friendship(game.view(0)) == (1.0, 0.25, 0.25, 0.25, 0.25)
    defender = next(s for s in range(1, 5) if s != partner)
    friends = friendship(game.view(defender))
    assert friends[0] == 0.0 and friends[defender] == 1.0
    assert friendship(game.view(partner))[0] == 1.0  # the partner knows its side


def test_sensato_loads_a_trick_a_sure_friend_takes_when_last() -> None:
    hand = [P("AB"), P("4E"), P("2O")]
    table = [P("AO"), P("5C"), P("6C"), P("7C")]  # seat 0 leads the as of trump (coins)
    assert choose_card(hand, table, leader=0, trump=Suit.COINS, friends=(1.0, 0.0, 0.0, 0.0, 1.0)) == P("AB")
    # The same trick taken by a seat that may be a rival: nothing is given away.
    assert choose_card(hand, table, leader=0, trump=Suit.COINS, friends=(0.25, 0.0, 0.0, 0.0, 1.0)) == P("4E")


def test_sensato_takes_a_rich_trick_from_a_rival_with_its_cheapest_winner() -> None:
    hand = [P("3E"), P("AE"), P("2O"), P("4B")]
    table = [P("RE"), P("CE")]  # 7 points of swords, led by seat 3 (the caller, a rival)
    assert choose_card(hand, table, leader=3, trump=Suit.COINS, friends=(1.0, 2 / 3, 2 / 3, 0.0, 2 / 3)) == P("3E")
    # Nothing on the table worth a trump: the cheapest card goes.
    friends = (1.0, 2 / 3, 2 / 3, 0.0, 2 / 3)
    assert choose_card([P("2O"), P("4B")], [P("5E")], leader=3, trump=Suit.COINS, friends=friends) == P("4B")


# ---------------------------------------------------------------- experto's bidding
def won_by_seat_0(first_hand: list[str], rank: Rank) -> Chiamata:
    game = deal_with(first_hand)
    game.apply(Bid(rank))
    for _ in range(4):
        game.apply(PASS)
    return game


def test_a_deal_where_a_bidder_holds_nothing_fits_its_bid_less_than_one_where_it_is_strong() -> None:
    game = deal_with(["2O", "4E", "5B", "6C", "7O", "4B", "5E", "6E"])
    game.apply(PASS)
    game.apply(Bid(Rank.ACE))  # seat 1 calls: in the imagined deals its hand should be worth it
    view = game.view(0)
    strong = [P(c) for c in ("AO", "3O", "RO", "CO", "SO", "AE", "2B", "4C")]
    weak = [P(c) for c in ("2C", "4C", "4O", "5O", "2B", "7B", "2E", "7E")]
    rest = [c for c in DECK if c not in view.hand and c not in strong and c not in weak]
    hands_strong = [list(view.hand), strong, rest[:8], rest[8:16], rest[16:24]]
    hands_weak = [list(view.hand), weak, rest[:8], rest[8:16], rest[16:24]]
    assert auction_weight(hands_strong, view.auction, seat=0) > 0.5 > 0.1 > auction_weight(
        hands_weak, view.auction, seat=0)
    # Its own bids and passes tell this seat nothing it does not know.
    assert auction_weight(hands_weak, view.auction[:1], seat=0) == 1.0


def test_an_imagined_deal_keeps_this_seats_hand_and_the_auction_so_far() -> None:
    game = deal_with(["2O", "4E", "5B", "6C", "7O", "4B", "5E", "6E"])
    game.apply(PASS)
    game.apply(Bid(Rank.THREE))
    view = game.view(0)
    weight, world = imagine_auction(view, random.Random(3))
    assert 0.0 <= weight <= 1.0 and world.hand(0) == view.hand and world.auction == view.auction
    assert world.view(0) == view
    finish_as_sensato(world)
    outcome = world.outcome
    assert outcome is not None and sum(outcome.points) == 120 and len(world.tricks) == 8


def test_experto_names_the_suit_it_is_long_in() -> None:
    game = won_by_seat_0(["AO", "3O", "RO", "CO", "7O", "4E", "5B", "6C"], Rank.SEVEN)
    # The 7 of any other suit brings a partner but gives trump to a suit it barely holds.
    assert ExpertoChiamata(bid_samples=12)(game.view(0), random.Random(1)) == Call(Suit.COINS)


def test_experto_bids_a_strong_hand_passes_a_hopeless_one_and_weighs_a_close_one() -> None:
    experto = ExpertoChiamata(bid_samples=8)
    strong = deal_with(["AO", "3O", "RO", "CO", "SO", "AE", "2B", "4C"])
    assert experto(strong.view(0), random.Random(2)) == Bid(Rank.ACE)
    hopeless = deal_with(["2O", "4E", "5B", "6C", "7O", "4B", "5E", "6E"])
    assert experto(hopeless.view(0), random.Random(2)) is PASS
    close = deal_with(["3O", "RO", "7O", "2E", "4B", "5C", "6E", "5E"])
    assert experto(close.view(0), random.Random(2)) in (Bid(Rank.ACE), PASS)


# ---------------------------------------------------------------- every level, whole hands
def bot(level: str, seed: int) -> Bot:
    """A built-in level; experto with few imagined deals, so whole hands stay quick."""
    if level == "experto":
        return Bot(strategy_for("experto", samples=2), seed=seed, level=level,
                   chiamata=ExpertoChiamata(2, bid_samples=2))
    return make_bot(level, seed=seed)


@settings(max_examples=12, deadline=None)
@given(st.lists(st.sampled_from(LEVELS), min_size=5, max_size=5), st.integers(0, 2**32))
def test_any_table_of_levels_plays_whole_hands_of_chiamata_legally(levels: list[str], seed: int) -> None:
    game = Game.new(players=5, variant="chiamata", seed=seed)
    bots = [bot(level, seed + s) for s, level in enumerate(levels)]
    while not game.is_over:
        seat = game.turn
        assert seat is not None
        action = bots[seat].choose(game.view(seat))
        assert action in game.legal_actions(), (levels[seat], action)
        game.apply(action)
    outcome = game.outcome
    assert outcome is not None and sum(outcome.match_points) == 0
    if not outcome.is_redeal:
        assert len(game.tricks) == 8 and sum(outcome.points) == 120


@settings(max_examples=8, deadline=None)
@given(st.sampled_from(LEVELS), st.sampled_from(LEVELS), st.integers(0, 2**32))
def test_any_two_levels_play_whole_hands_of_briscolone_legally(first: str, second: str, seed: int) -> None:
    game = Game.new(players=2, variant="briscolone", seed=seed)
    bots = [bot(first, seed), bot(second, seed + 1)]
    while not game.is_over:
        seat = game.turn
        assert seat is not None
        action = bots[seat].choose(game.view(seat))
        assert action in game.legal_actions(), ((first, second)[seat], action)
        game.apply(action)
    assert len(game.tricks) == 20 and sum(game.points) == 120
