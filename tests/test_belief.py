"""Belief: imagined deals weighed by how well they explain the other seats' last plays."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from briscola_teach import Card, Game, Suit
from briscola_teach.bots import make_bot
from briscola_teach.bots.belief import SURPRISE, Belief
from test_properties import SETTINGS, tables


def _cards(*names: str) -> set[Card]:
    return {Card.parse(name) for name in names}


def _play_checking_the_real_deal(players: int, options: dict[str, Any], seed: int) -> None:
    # With no room for surprise, a deal the plays cannot explain weighs 0: the real
    # deal of a hand played by sensato bots must never be one of them.
    game = Game.new(players, seed=seed, **options)
    bots = [make_bot("sensato", seed=seed + s) for s in range(players)]
    while not game.is_over:
        seat = game.turn
        assert seat is not None
        view = game.view(seat)
        assert Belief(view, surprise=0.0).weight(game) > 0.0, f"after {len(view.played)} plays"
        game.apply(bots[seat].choose(view))


@SETTINGS
@given(table=tables(), seed=st.integers(0, 10_000))
def test_the_real_deal_always_explains_plays_made_by_sensato(table: tuple[int, dict[str, Any]],
                                                             seed: int) -> None:
    players, options = table
    _play_checking_the_real_deal(players, options, seed)


@pytest.mark.parametrize(("players", "options", "seed"), [
    # The first found by the property test above, the others by a wider search.  In the
    # first trick without a stock partners see each other's hands: a rival's card on the
    # table is not judged, but its play in the trick before (with the stock) still is, on
    # a hand that held that card too.
    (4, {"swap_muestra": True, "open_partner_hands": True, "hand_size": 5}, 3638),
    (4, {"swap_muestra": True, "open_partner_hands": True, "hand_size": 5}, 2),
    (4, {"open_partner_hands": True, "hand_size": 5}, 14),
    (4, {"open_partner_hands": True}, 38),
    (4, {"swap_muestra": True, "open_partner_hands": True}, 16),
])
def test_a_card_played_once_partners_see_each_other_still_belongs_to_the_older_hand(
        players: int, options: dict[str, Any], seed: int) -> None:
    _play_checking_the_real_deal(players, options, seed)


def test_a_lead_of_the_three_of_trump_says_the_rival_had_no_blanca() -> None:
    # Trump is oros.  Sensato leads a low blanca before it risks a trump carga, so a
    # rival that led the 3 de oros most likely held no blanca besides.
    def position(rival: list[str], stock: list[str]) -> Game:
        return Game.from_position(
            [["as de copas", "rey de bastos", "5 de espadas"], rival], "7 de oros",
            stock=["sota de copas", *stock], leader=1, table=["3 de oros"],
        )

    blancas, trumps = ["4 de copas", "6 de espadas"], ["caballo de oros", "sota de oros"]
    with_blanca, all_trump = position(blancas, trumps), position(trumps, blancas)
    view = with_blanca.view(0)
    assert view == all_trump.view(0)  # seat 0 cannot tell the two deals apart
    belief = Belief(view)
    assert belief.weight(with_blanca) == pytest.approx(SURPRISE)
    assert belief.weight(all_trump) == 1.0


def _after_a_discard(rival: list[str], stock: list[str], rest: tuple[str, ...] = ()) -> Game:
    # Seat 0 leads the as de copas; the rival lets it go with the 4 de espadas; both draw.
    game = Game.from_position(
        [["as de copas", "rey de bastos", "5 de espadas"], rival], "7 de oros",
        stock=[*stock, *rest], leader=0,
    )
    game.play(Card.parse("as de copas"))
    game.play(Card.parse("4 de espadas"))
    return game


def test_letting_an_as_go_by_says_the_rival_held_no_trump_whatever_it_drew() -> None:
    stock = ["sota de copas", "7 de copas", "rey de copas", "6 de copas", "7 de bastos"]
    trumps, blancas = ("2 de oros", "4 de oros"), ("5 de copas", "6 de bastos")
    two_trumps = _after_a_discard(["4 de espadas", *trumps], stock, blancas)
    no_trump = _after_a_discard(["4 de espadas", *blancas], stock, trumps)
    assert two_trumps.turn == no_trump.turn == 0
    view = two_trumps.view(0)
    assert view == no_trump.view(0)
    # Whichever of its three cards it drew, the rival held a trump when the as came.
    assert Belief(view).weight(two_trumps) == pytest.approx(SURPRISE)
    assert Belief(view).weight(no_trump) == 1.0


def test_the_older_play_is_judged_over_each_card_the_rival_may_have_drawn() -> None:
    # The rival holds one trump now: if it drew that trump, the discard was sound; if it
    # drew either other card, it held the trump then and let the as go.  One in three.
    stock = ["sota de copas", "5 de oros", "rey de copas", "6 de copas", "7 de bastos"]
    game = _after_a_discard(["4 de espadas", "5 de copas", "6 de bastos"], stock)
    assert set(game.hand(1)) == _cards("5 de copas", "6 de bastos", "5 de oros")
    surprise = 0.25
    assert Belief(game.view(0), surprise=surprise).weight(game) == pytest.approx(
        surprise + (1 - surprise) / 3)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_kept_deals_agree_with_the_view_and_repeat_with_the_same_dice(players: int) -> None:
    game = Game.new(players, seed=4)
    bots = [make_bot("sensato", seed=s) for s in range(players)]
    for _ in range(2 * players + 1):
        game.apply(bots[game.turn or 0].choose(game.view(game.turn or 0)))
    view = game.view(game.turn or 0)
    belief = Belief(view)
    assert belief.is_informative
    first = [belief.sample(random.Random(7)) for _ in range(3)]
    again = [belief.sample(random.Random(7)) for _ in range(3)]
    for world, twin in zip(first, again):
        assert world.view(view.seat) == view
        assert [world.hand(s) for s in range(players)] == [twin.hand(s) for s in range(players)]


def test_kept_deals_lean_towards_the_ones_that_explain_the_play() -> None:
    game = Game.from_position(
        [["as de copas", "rey de bastos", "5 de espadas"], ["caballo de oros", "sota de oros"]],
        "7 de oros", stock=["sota de copas", "2 de bastos", "6 de bastos"], leader=1, table=["3 de oros"],
    )
    view = game.view(0)
    rng = random.Random(1)

    def blanca_share(draw: Any) -> float:
        worlds = [draw(rng) for _ in range(300)]
        return sum(any(c.suit is not Suit.COINS and c.points == 0 for c in w.hand(1))
                   for w in worlds) / len(worlds)

    assert blanca_share(Belief(view).sample) < blanca_share(view.sample) - 0.3


def test_deals_picked_by_weight_lean_the_same_way_and_number_as_many_as_asked() -> None:
    game = Game.from_position(
        [["as de copas", "rey de bastos", "5 de espadas"], ["caballo de oros", "sota de oros"]],
        "7 de oros", stock=["sota de copas", "2 de bastos", "6 de bastos"], leader=1, table=["3 de oros"],
    )
    view = game.view(0)
    belief = Belief(view)

    def has_blanca(world: Game) -> bool:
        return any(c.suit is not Suit.COINS and c.points == 0 for c in world.hand(1))

    picked = belief.draw_many(view.sample, random.Random(1), 200)
    assert sum(times for _, times in picked) == 200
    assert all(world.view(0) == view for world, _ in picked)
    share = sum(times for world, times in picked if has_blanca(world)) / 200
    dice = random.Random(2)
    alike = [view.sample(dice) for _ in range(200)]
    assert share < sum(map(has_blanca, alike)) / 200 - 0.3
    again = belief.draw_many(view.sample, random.Random(1), 200)
    assert [(w.hand(1), n) for w, n in picked] == [(w.hand(1), n) for w, n in again]


def test_before_any_play_there_is_nothing_to_explain() -> None:
    view = Game.new(2, seed=3, leader=0).view(0)
    belief = Belief(view)
    assert not belief.is_informative
    assert belief.weight(view.sample(random.Random(0))) == 1.0


@pytest.mark.parametrize("surprise", [-0.1, 1.5, float("nan")])
def test_a_surprise_outside_zero_to_one_is_refused(surprise: float) -> None:
    view = Game.new(2, seed=3).view(0)
    with pytest.raises(ValueError, match="surprise"):
        Belief(view, surprise=surprise)
