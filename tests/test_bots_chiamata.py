"""Every level bids, calls and plays briscola chiamata legally, and sensato bids on what a hand is worth."""

from __future__ import annotations

import pytest

from briscola_teach import DECK, PASS, Bid, Call, Card, Chiamata, Game, Rank, Suit
from briscola_teach.bots import LEVELS, Bot, make_bot, play_out, strategy_for
from briscola_teach.bots.chiamata import BID_MARGIN, choose_card, friendship, hand_value, sensato_bid

P = Card.parse


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_chiamata_legally(level: str) -> None:
    for seed in range(2):
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


def test_sensato_calls_a_fair_hand_a_table_of_sensato_would_let_it_win() -> None:
    # Three trumps and the as of coins called from a partner: about 62 points, enough for a caller
    # whose side wins three hands in four at a sensato table (the margin is under 61).
    fair = ["3O", "RO", "7O", "2E", "4B", "5C", "6E", "5E"]
    assert 61 + BID_MARGIN <= hand_value([P(c) for c in fair], Suit.COINS, rank=Rank.ACE) < 67
    assert sensato_bid(deal_with(fair).view(0)) == Bid(Rank.ACE)


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
