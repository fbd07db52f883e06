"""Briscola chiamata (RULES §12): the deal, the auction, the call, the secret partner, scoring."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from briscola_teach import (
    DECK, PASS, AllPassed, AuctionWon, Bid, BidMade, Call, Called, Card, Chiamata, ChiamataOver, Game,
    IllegalBid, IllegalPlay, OptionError, PartnerRevealed, Passed, PointsBid, PositionError, Rank,
    RecordError, Suit,
)
from briscola_teach.chiamata import match_points, multiplier
from briscola_teach.locale import using

P = Card.parse


def snapshot(game: Chiamata) -> tuple[Any, ...]:
    """Everything a hand holds, seen from outside: enough to tell any change."""
    return (game.to_json(), game.phase, game.turn, tuple(game.hand(s) for s in range(5)), game.auction,
            game.passed, game.high_bid, game.caller, game.called_card, game.partner, game.partner_revealed,
            game.table, game.tricks, game.points, game.events, tuple(game.view(s) for s in range(5)))


def deal(first: int = 0) -> Chiamata:
    return Chiamata.from_deck(list(DECK), first_bidder=first)


def to_call(game: Chiamata, *bids: Any) -> None:
    for bid in bids:
        game.apply(bid)


def test_game_new_with_five_players_deals_chiamata() -> None:
    game = Game.new(players=5, variant="chiamata", seed=11)
    assert isinstance(game, Chiamata)
    assert all(len(game.hand(s)) == 8 for s in range(5))
    assert sorted(c.index for s in range(5) for c in game.hand(s)) == list(range(40))
    again = Game.new(players=5, variant="chiamata", seed=11)
    assert again.deal == game.deal and again.first_bidder == game.first_bidder


def test_chiamata_needs_five_players_and_no_options() -> None:
    with pytest.raises(OptionError, match="5"):
        Game.new(players=4, variant="chiamata", seed=1)  # type: ignore[call-overload]
    with pytest.raises(OptionError, match="seven_second"):
        Game.new(5, variant="chiamata", seed=1, seven_second=True)  # type: ignore[call-overload]
    with pytest.raises(OptionError, match="tresillo"):
        Game.new(players=2, variant="tresillo", seed=1)


def test_deal_gives_one_card_at_a_time_from_the_first_bidder() -> None:
    game = deal(first=3)
    assert game.hand(3)[:2] == (DECK[0], DECK[5])
    assert game.hand(4)[0] == DECK[1] and game.hand(2)[0] == DECK[4]
    assert game.turn == 3 and game.phase == "auction"


def test_a_bad_deal_is_refused() -> None:
    with pytest.raises(PositionError):
        Chiamata.from_deck(list(DECK)[:39])
    with pytest.raises(PositionError):
        Chiamata([list(DECK)[:8]] * 5)


def test_each_call_must_name_a_lower_rank() -> None:
    game = deal()
    assert game.legal_actions()[:10] == tuple(Bid(r) for r in (Rank.ACE, Rank.THREE, Rank.KING, Rank.KNIGHT,
                                                                Rank.JACK, Rank.SEVEN, Rank.SIX, Rank.FIVE,
                                                                Rank.FOUR, Rank.TWO))
    game.bid(Rank.KING)
    assert Bid(Rank.KNIGHT) in game.legal_actions() and Bid(Rank.THREE) not in game.legal_actions()
    before = snapshot(game)
    for wrong in (Bid(Rank.KING), Bid(Rank.ACE), Bid(Rank.THREE)):
        assert not game.can_bid(wrong)
        with pytest.raises(IllegalBid) as error:
            game.apply(wrong)
        assert error.value.seat == 1 and error.value.key == "engine.bid_not_lower"
        assert snapshot(game) == before


def test_a_pass_is_final_and_the_passed_seat_is_skipped() -> None:
    game = deal()
    to_call(game, Bid(Rank.ACE), PASS, Bid(Rank.THREE), PASS, PASS)
    assert game.passed == {1, 3, 4} and game.turn == 0
    game.apply(Bid(Rank.KING))
    assert game.turn == 2  # seats 3, 4 and 1 are out for good
    game.apply(PASS)
    assert game.phase == "call" and game.caller == 0 and game.rank is Rank.KING and game.target == 61
    assert isinstance(game.events[-1], AuctionWon)


def test_points_bids_come_after_the_two_from_61_and_rising() -> None:
    game = deal()
    before = snapshot(game)
    with pytest.raises(IllegalBid, match="dos"):
        game.points_bid(65)
    assert snapshot(game) == before
    game.bid(Rank.TWO)
    assert not any(isinstance(a, Bid) for a in game.legal_actions())
    assert game.legal_actions()[0] == PointsBid(61) and game.legal_actions()[-2] == PointsBid(120)
    with pytest.raises(IllegalBid, match="61"):
        game.points_bid(60)
    with pytest.raises(IllegalBid):
        game.bid(Rank.TWO)
    game.points_bid(70)
    before = snapshot(game)
    for wrong in (70, 69, 121):
        with pytest.raises(IllegalBid):
            game.points_bid(wrong)
        assert snapshot(game) == before
    to_call(game, PASS, PASS, PASS, PASS)
    assert game.caller == 1 and game.rank is Rank.TWO and game.target == 70


def test_the_last_seat_still_bids_when_nobody_has_and_all_five_passing_is_a_redeal() -> None:
    game = deal(first=2)
    to_call(game, PASS, PASS, PASS, PASS)
    assert game.phase == "auction" and game.turn == 1
    game.apply(PASS)
    assert game.is_over and game.turn is None
    outcome = game.outcome
    assert outcome is not None and outcome.is_redeal and outcome.match_points == (0,) * 5
    assert isinstance(game.events[-2], AllPassed) and isinstance(game.events[-1], ChiamataOver)
    assert game.legal_actions() == ()
    with pytest.raises(IllegalBid):
        game.apply(PASS)


def test_the_last_seat_wins_by_calling_when_the_others_passed() -> None:
    game = deal()
    to_call(game, PASS, PASS, PASS, PASS, Bid(Rank.SEVEN))
    assert game.phase == "call" and game.caller == 4 and game.rank is Rank.SEVEN


def test_the_call_names_the_card_trump_and_the_partner() -> None:
    game = deal()
    to_call(game, Bid(Rank.THREE), PASS, PASS, PASS, PASS)
    before = snapshot(game)
    with pytest.raises(IllegalPlay):
        game.play(game.hand(0)[0])
    with pytest.raises(IllegalBid):
        game.apply(PASS)
    with pytest.raises(IllegalBid):
        game.call("nada")
    assert snapshot(game) == before
    event = game.call("espadas")
    assert event == Called(0, P("3E")) and game.trump is Suit.SWORDS
    holder = next(s for s in range(5) if P("3E") in game.hand(s))
    assert game.partner == holder and game.phase == "play" and game.turn == 0 == game.leader
    with pytest.raises(IllegalBid):
        game.call(Call(Suit.CUPS))


def test_the_partner_is_hidden_until_the_called_card_falls() -> None:
    game = Game.new(players=5, variant="chiamata", seed=3, leader=0)
    to_call(game, Bid(Rank.ACE), PASS, PASS, PASS, PASS)
    # Call an as the caller does not hold.
    suit = next(s for s in Suit if Card(Rank.ACE, s) not in game.hand(0))
    game.call(Call(suit))
    called, partner = game.called_card, game.partner
    assert called is not None and partner is not None and partner != 0
    rng = random.Random(3)
    while not game.is_over:
        for seat in range(5):
            view = game.view(seat)
            knows = seat == partner or game.partner_revealed
            assert view.partner == (partner if knows else None)
            assert not any(isinstance(e, PartnerRevealed) for e in view.events) or game.partner_revealed
        card = rng.choice(game.legal_plays())
        seat = game.turn
        game.play(card)
        revealed = [e for e in game.events if isinstance(e, PartnerRevealed)]
        assert bool(revealed) == (called not in game.hand(partner))
        if card is called:
            assert revealed == [PartnerRevealed(seat, called, revealed[0].trick, False)]


def test_a_caller_who_names_their_own_card_plays_alone_and_knows_it() -> None:
    game = deal()
    to_call(game, Bid(Rank.ACE), PASS, PASS, PASS, PASS)
    own = next(c for c in game.hand(0) if c.rank is Rank.ACE) if any(
        c.rank is Rank.ACE for c in game.hand(0)) else None
    if own is None:
        pytest.skip("the caller holds no as in this deal")
    game.call(Call(own.suit))
    assert game.partner == 0 and game.view(0).partner == 0
    assert all(game.view(s).partner is None for s in range(1, 5))
    while not game.is_over:
        game.play(game.legal_plays()[0])
    outcome = game.outcome
    assert outcome is not None and outcome.is_alone
    assert outcome.match_points[0] == (4 if outcome.caller_won else -4)
    assert sum(outcome.match_points) == 0


def test_hand_scoring_follows_the_side_and_the_target() -> None:
    game = Game.new(players=5, variant="chiamata", seed=8, leader=1)
    rng = random.Random(8)
    to_call(game, Bid(Rank.TWO), PointsBid(72), PASS, PASS, PASS, PASS)
    assert game.caller == 2 and game.target == 72
    game.call(Call(Suit.COINS))
    while not game.is_over:
        game.play(rng.choice(game.legal_plays()))
    outcome = game.outcome
    assert outcome is not None
    side = {outcome.caller, outcome.partner}
    ours = sum(game.points[s] for s in side)
    assert outcome.points == (ours, 120 - ours) and sum(game.points) == 120
    assert outcome.caller_won == (ours >= 72)
    assert outcome.match_points == match_points(2, outcome.partner, won=ours >= 72, target=72)  # type: ignore[arg-type]
    assert len(game.tricks) == 8 and all(len(t.plays) == 5 for t in game.tricks)


def test_match_points_as_the_rules_give_them() -> None:
    assert match_points(0, 1, won=True, target=61) == (2, 1, -1, -1, -1)
    assert match_points(0, 1, won=False, target=61) == (-2, -1, 1, 1, 1)
    assert match_points(3, 3, won=True, target=61) == (-1, -1, -1, 4, -1)
    assert match_points(3, 3, won=False, target=61) == (1, 1, 1, -4, 1)
    assert match_points(0, 4, won=True, target=81) == (6, -3, -3, -3, 3)
    assert [multiplier(t) for t in (61, 70, 71, 80, 81, 90, 91, 101, 111, 120)] == [1, 1, 2, 2, 3, 3, 4, 5, 6, 6]


def test_views_sample_deals_that_fit_the_auction_the_call_and_the_plays() -> None:
    game = Game.new(players=5, variant="chiamata", seed=21)
    rng = random.Random(21)
    while not game.is_over:
        for seat in range(5):
            view = game.view(seat)
            imagined = view.sample(rng)
            assert imagined.view(seat) == view
            if view.partner is None and view.called_card is not None and seat == view.caller:
                assert view.called_card not in imagined.hand(seat)
        game.apply(rng.choice(game.legal_actions()))


def test_one_loop_plays_every_form() -> None:
    for game in (Game.new(players=2, seed=1), Game.new(players=2, variant="briscolone", seed=1),
                 Game.new(players=5, variant="chiamata", seed=1)):
        rng = random.Random(1)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        assert game.outcome is not None


def test_events_cover_every_action() -> None:
    game = deal()
    to_call(game, Bid(Rank.ACE), PASS, Bid(Rank.THREE), PASS, PASS, PASS)
    kinds = [type(e) for e in game.events]
    assert kinds == [BidMade, Passed, BidMade, Passed, Passed, Passed, AuctionWon]


def test_undo_and_copy() -> None:
    game = Game.new(players=5, variant="chiamata", seed=5)
    rng = random.Random(5)
    while not game.is_over:
        before = snapshot(game)
        other = game.copy()
        other.apply(rng.choice(other.legal_actions()))
        assert snapshot(game) == before
        game.apply(rng.choice(game.legal_actions()))
        after = snapshot(game)
        last = game.undo()
        assert snapshot(game) == before
        game.apply(last)
        assert snapshot(game) == after


def test_records_round_trip_and_bad_files_are_refused() -> None:
    game = Game.new(players=5, variant="chiamata", seed=9)
    rng = random.Random(9)
    for _ in range(20):
        game.apply(rng.choice(game.legal_actions()))
    again = Chiamata.from_json(game.to_json())
    assert snapshot(again) == snapshot(game)
    record = json.loads(game.to_json())
    with pytest.raises(RecordError):
        Game.from_json(game.to_json())
    for spoil in ("actions", "hands", "result", "first", "extra", "variant"):
        bad = json.loads(json.dumps(record))
        if spoil == "actions":
            bad["actions"][0] = "bid:Z"
        elif spoil == "hands":
            bad["start"]["hands"][0][0] = bad["start"]["hands"][1][0]
        elif spoil == "result":
            bad["result"]["points"][0] += 1
        elif spoil == "first":
            bad["start"]["first_bidder"] = 7
        elif spoil == "extra":
            bad["muestra"] = "AO"
        else:
            bad["variant"] = "briscolone"
        with pytest.raises(RecordError):
            Chiamata.from_json(json.dumps(bad))
    illegal = json.loads(json.dumps(record))
    illegal["actions"] = ["bid:3", "bid:A"]
    with pytest.raises(RecordError, match="n.º 2"):
        Chiamata.from_json(json.dumps(illegal))


@pytest.mark.parametrize("language", ["es", "en", "it"])
def test_refused_bids_explain_in_every_language(language: str) -> None:
    game = deal()
    game.bid(Rank.THREE)
    with using(language):
        with pytest.raises(IllegalBid) as error:
            game.bid(Rank.ACE)
    message = str(error.value)
    assert {"es": "tres", "en": "three", "it": "tre"}[language] in message
    assert {"es": "as", "en": "ace", "it": "asso"}[language] in message
