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
from briscola_teach.bots.experto import Experto
from briscola_teach.game import Action
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


# ---------------------------------------------------------------- the rival's plays further back
def _sensato_views(seed: int) -> list[tuple[Game, Any]]:
    """Each two-player moment of a sensato hand with cards still to draw and a trick behind it."""
    game = Game.new(2, seed=seed)
    bots = [make_bot("sensato", seed=seed + s) for s in range(2)]
    moments = []
    while not game.is_over:
        seat = game.turn
        assert seat is not None
        view = game.view(seat)
        if view.stock_size and view.tricks:
            moments.append((game.copy(), view))
        game.apply(bots[seat].choose(view))
    return moments


@pytest.mark.parametrize("seed", [0, 7, 21])
def test_the_real_deal_explains_every_play_read_back_to_the_first_trick(seed: int) -> None:
    for game, view in _sensato_views(seed):
        belief = Belief(view, surprise=0.0, history=40)
        assert belief.weight(game) > 0.0, f"trick {view.trick_number}"


def test_read_back_two_plays_the_history_is_the_two_play_belief() -> None:
    # The history follows every card the rival may have drawn since; over the two plays the
    # two-play belief reads (a card on the table and the one before), it must agree with it.
    from briscola_teach.bots.belief import _chain

    checked = 0
    for game, view in _sensato_views(5)[:12]:
        rival = 1 - view.seat
        on_table = any(seat == rival for seat, _ in view.table)
        longer = Belief(view, history=3)
        plain = Belief(view)
        longer._chain = _chain(view, rival, 2 if on_table else 1, plain._decisions[rival][0])
        longer._chain_answers = [{} for _ in longer._chain[2]]
        deal = random.Random(view.trick_number)
        for _ in range(30):
            world = view.sample(deal)
            assert longer.weight(world) == pytest.approx(plain.weight(world), abs=1e-12)
            checked += 1
    assert checked == 360


def test_reading_the_whole_history_tells_more_about_the_rival_hand() -> None:
    # Information about the real hand: how much likelier it is than the average imagined one.
    import math

    gained = {2: 0.0, 40: 0.0}
    for game, view in _sensato_views(3) + _sensato_views(4):
        for history in gained:
            belief = Belief(view, history=history)
            deal = random.Random(1)
            mean = sum(belief.weight(view.sample(deal)) for _ in range(60)) / 60
            gained[history] += math.log(belief.weight(game) / mean)
    assert gained[40] > gained[2] > 0.0


def test_the_history_reads_only_the_plays_it_is_told_to() -> None:
    # With no room for surprise, a deal three plays cannot explain stays unexplained read
    # further back, and some deals only the older plays rule out.
    ruled_out = {3: 0, 40: 0}
    for game, view in _sensato_views(9):
        short, long = Belief(view, history=3, surprise=0.0), Belief(view, history=40, surprise=0.0)
        deal = random.Random(2)
        for _ in range(100):
            world = view.sample(deal)
            out_short, out_long = short.weight(world) == 0.0, long.weight(world) == 0.0
            assert out_long or not out_short
            ruled_out[3] += out_short
            ruled_out[40] += out_long
    assert ruled_out[40] > ruled_out[3]


@pytest.mark.parametrize("history", [0, -2, 2.5, True, "3"])
def test_a_history_that_is_not_a_count_of_plays_is_refused(history: Any) -> None:
    view = Game.new(2, seed=3).view(0)
    with pytest.raises(ValueError, match="history"):
        Belief(view, history=history)
    with pytest.raises(ValueError, match="history"):
        Experto(history=history)


def test_experto_reading_every_play_plays_a_legal_hand_the_same_way_twice() -> None:
    def hand() -> list[Action]:
        game = Game.new(2, seed=11)
        bots = [make_bot("experto", seed=1, history=40), make_bot("sensato", seed=2)]
        actions: list[Action] = []
        while not game.is_over:
            seat = game.turn
            assert seat is not None
            view = game.view(seat)
            action = bots[seat].choose(view)
            assert action in view.legal_actions()
            game.apply(action)
            actions.append(action)
        return actions

    assert hand() == hand()
