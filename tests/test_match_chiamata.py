"""A match of briscola chiamata (RULES §12 match points, §6 rotation) and of briscolone (§13)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from briscola_teach import Chiamata, Game, Match, MatchError, OptionError
from briscola_teach.cards import Rank, Suit
from briscola_teach.chiamata import match_points
from briscola_teach.events import PASS, Bid, Call


def finish(hand: Chiamata, rng: random.Random, *, pass_rate: float = 0.5) -> None:
    """Play a hand with random legal actions, passing often in the auction so redeals happen."""
    while not hand.is_over:
        actions = hand.legal_actions()
        if hand.phase == "auction" and rng.random() < pass_rate:
            hand.apply(PASS)
        else:
            hand.apply(rng.choice(actions))


def play_match(match: Match[Chiamata], seed: int = 0, *, pass_rate: float = 0.5) -> Match[Chiamata]:
    rng = random.Random(seed)
    while not match.is_over:
        finish(match.new_hand(), rng, pass_rate=pass_rate)
    return match


def all_pass(hand: Chiamata) -> None:
    while not hand.is_over:
        hand.apply(PASS)


def called_hand(hand: Chiamata, *, suit: Suit = Suit.COINS) -> None:
    """The first bidder calls the as, everyone else passes, the caller names ``suit``; cards in order."""
    hand.apply(Bid(Rank.ACE))
    while hand.phase == "auction":
        hand.apply(PASS)
    hand.apply(Call(suit))
    while not hand.is_over:
        hand.play(hand.legal_plays()[0])


formats = st.one_of(st.builds(lambda n: {"best_of": n}, st.sampled_from((1, 3, 5))),
                    st.builds(lambda n: {"first_to": n}, st.integers(1, 8)))


@settings(max_examples=40)
@given(formats, st.integers(0, 2**32), st.floats(0.0, 0.9))
def test_a_chiamata_match_keeps_each_seats_match_points(fmt: dict[str, int], seed: int,
                                                       pass_rate: float) -> None:
    # RULES §12: the standings are the sum of every hand's match points, which add up to 0;
    # the match ends as soon as its format is met, never later; the top seats win.
    match = play_match(Match(players=5, variant="chiamata", seed=seed, **fmt), seed, pass_rate=pass_rate)
    running = [0] * 5
    for i, game in enumerate(match.games):
        assert game.outcome is not None
        assert sum(game.outcome.match_points) == 0
        running = [a + b for a, b in zip(running, game.outcome.match_points)]
        counted = sum(1 for g in match.games[:i + 1] if not g.outcome.is_redeal)  # type: ignore[union-attr]
        reached = (max(running) >= fmt["first_to"]) if "first_to" in fmt else counted >= fmt["best_of"]
        assert reached == (i == len(match.games) - 1), "the match ended too soon or went on too long"
    assert match.standings == tuple(running) and sum(match.standings) == 0
    assert match.winner == tuple(s for s in range(5) if running[s] == max(running))
    assert [g.first_bidder for g in match.games] == [(match.first_leader + i) % 5
                                                     for i in range(len(match.games))]
    with pytest.raises(MatchError):
        match.new_hand()


def test_the_first_bidder_moves_one_seat_each_hand_redeals_included() -> None:
    match = Match(players=5, variant="chiamata", best_of=3, seed=4)
    first = match.first_leader
    all_pass(match.new_hand())
    called_hand(match.new_hand())
    all_pass(match.new_hand())
    called_hand(match.new_hand())
    assert [g.first_bidder for g in match.games] == [(first + i) % 5 for i in range(4)]
    assert [g.tricks[0].leader for g in match.games if g.tricks] == [(first + 1) % 5, (first + 3) % 5]
    assert match.next_leader == (first + 4) % 5


def test_a_redeal_gives_nobody_points_and_is_not_a_hand_of_the_match() -> None:
    match = Match(players=5, variant="chiamata", best_of=1, seed=2)
    all_pass(match.new_hand())
    assert match.standings == (0,) * 5
    assert match.hands_counted == 0 and not match.is_over and match.winner is None
    hand = match.new_hand()
    called_hand(hand)
    outcome = hand.outcome
    assert outcome is not None and outcome.caller == hand.first_bidder and outcome.partner is not None
    assert match.standings == match_points(outcome.caller, outcome.partner, won=outcome.caller_won,
                                           target=outcome.target)
    assert match.hands_counted == 1 and match.is_over


def test_best_of_n_plays_n_hands_with_a_caller() -> None:
    match = Match(players=5, variant="chiamata", best_of=5, seed=9)
    for _ in range(4):
        called_hand(match.new_hand())
        assert not match.is_over
    all_pass(match.new_hand())
    assert not match.is_over
    called_hand(match.new_hand())
    assert match.is_over and match.hands_counted == 5 and len(match.games) == 6


@pytest.mark.parametrize("seed, shared", [(1, 3), (6, 4), (2, 1), (0, 1)])
def test_seats_level_at_the_top_share_the_match(seed: int, shared: int) -> None:
    # Seed 1: the defenders beat caller and partner, +1 each; 6: four beat a lone caller;
    # 2: the caller wins with a partner (+2 alone at the top); 0: a lone caller wins (+4).
    match = Match(players=5, variant="chiamata", best_of=1, seed=seed)
    called_hand(match.new_hand())
    standings = match.standings
    assert match.winner == tuple(s for s in range(5) if standings[s] == max(standings))
    assert match.winner is not None and len(match.winner) == shared


def test_the_next_chiamata_hand_waits_for_the_current_one() -> None:
    match = Match(players=5, variant="chiamata", best_of=3, seed=1)
    hand = match.new_hand()
    hand.apply(PASS)
    with pytest.raises(MatchError):
        match.new_hand()
    assert len(match.games) == 1 and match.standings == (0,) * 5


def test_same_seed_same_chiamata_match() -> None:
    a = play_match(Match(players=5, variant="chiamata", best_of=5, seed=3), 3)
    b = play_match(Match(players=5, variant="chiamata", best_of=5, seed=3), 3)
    assert [g.to_json() for g in a.games] == [g.to_json() for g in b.games]
    assert all(Chiamata.from_json(g.to_json()).outcome == g.outcome for g in a.games)


@pytest.mark.parametrize("kwargs", [
    {"players": 4}, {"players": 5, "deck": 40}, {"players": 5, "seven_second": True},
    {"players": 5, "best_of": 2}, {"players": 5, "first_to": 0}, {"players": 5, "first_to": True},
    {"players": 5, "best_of": 3, "first_to": 3}, {"players": 5, "best_of": "5"},
])
def test_bad_chiamata_matches_are_refused(kwargs: dict[str, object]) -> None:
    with pytest.raises(OptionError):
        Match(variant="chiamata", **kwargs)  # type: ignore[call-overload]


def test_a_chiamata_match_before_its_first_hand() -> None:
    match = Match(players=5, variant="chiamata", first_to=7, seed=1)
    assert match.is_chiamata and match.variant == "chiamata" and match.players == 5
    assert match.current is None and match.standings == (0,) * 5 and match.target == 7
    assert not match.is_over and match.winner is None
    assert "chiamata" in repr(match) and "first to 7" in repr(match)


def test_a_briscolone_match_is_two_player_hands_won_as_usual() -> None:
    match: Match[Game] = Match(players=2, variant="briscolone", best_of=3, seed=5)
    assert match.variant == "briscolone" and not match.is_chiamata
    rng = random.Random(5)
    while not match.is_over:
        game = match.new_hand()
        assert game.variant == "briscolone" and len(game.hand(0)) == 20
        while not game.is_over:
            game.play(rng.choice(game.legal_plays()))
    leaders = [g.leader if not g.tricks else g.tricks[0].leader for g in match.games]
    assert leaders == [(match.first_leader + i) % 2 for i in range(len(match.games))]
    assert max(match.standings) == 2 and match.winner in ((0,), (1,))
