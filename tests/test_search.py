"""evaluate_plays: exact where nothing is hidden, a sound average over imagined deals elsewhere."""

from __future__ import annotations

import random
from typing import Any

import pytest

from briscola_teach import Card, Game, View
from briscola_teach.bots import make_bot
from briscola_teach.bots.search import evaluate_plays, is_perfect_information
from briscola_teach.bots.solver import play_values


def played_until(seed: int, *, stock: int, players: int = 2, **options: Any) -> Game:
    """A random hand played at random until ``stock`` cards are left to draw."""
    rng = random.Random(seed)
    game = Game.new(players=players, seed=seed, **options)
    while game.stock_size > stock:
        game.play(rng.choice(game.legal_plays()))
    return game


def test_evaluate_plays_is_the_solver_when_two_players_have_no_stock() -> None:
    for seed in range(25):
        game = played_until(seed, stock=0)
        if seed % 2:
            game.play(game.legal_plays()[0])
        view = game.view(game.turn or 0)
        assert is_perfect_information(view)
        values = evaluate_plays(view, samples=1, rng=random.Random(seed))
        assert values == {card: float(v) for card, v in play_values(game).items()}


def test_evaluate_plays_with_open_hands_and_no_stock_is_exact_for_four() -> None:
    game = played_until(3, stock=0, players=4, open_hands=True)
    view = game.view(game.turn or 0)
    assert is_perfect_information(view)
    exact = play_values(game)
    assert evaluate_plays(view, samples=1, rng=random.Random(1)) == {c: float(v) for c, v in exact.items()}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_evaluate_plays_gives_side_points_for_every_legal_card(players: int) -> None:
    game = played_until(5, stock=3 * players, players=players)
    view = game.view(game.turn or 0)
    values = evaluate_plays(view, samples=4, rng=random.Random(2))
    assert set(values) == set(view.legal_plays())
    side = next(s for s in view.options.sides if view.seat in s)
    banked = sum(view.points[s] for s in side)
    for value in values.values():
        assert banked <= value <= 120


def test_evaluate_plays_is_repeatable_with_the_same_dice() -> None:
    view = played_until(11, stock=20).view(0)
    if not view.is_my_turn:
        view = played_until(11, stock=20).view(1)
    first = evaluate_plays(view, samples=6, rng=random.Random(9))
    again = evaluate_plays(view, samples=6, rng=random.Random(9))
    assert first == again


def test_evaluate_plays_sees_the_obvious_strozzo() -> None:
    # The rival leads the 3 of clubs and we hold the as: taking it is worth 21 points.
    game = Game.from_position(
        [["as de bastos", "4 de oros", "5 de oros"], ["6 de espadas", "7 de espadas"]],
        "2 de copas", stock=["sota de oros"], leader=1, table=["3 de bastos"],
    )
    values = evaluate_plays(game.view(0), samples=8, rng=random.Random(3))
    best = max(values, key=values.__getitem__)
    assert best is Card.parse("as de bastos")


def test_evaluate_plays_accepts_a_policy_by_name_or_as_a_strategy() -> None:
    view = played_until(2, stock=10).view(0)
    if not view.is_my_turn:
        view = played_until(2, stock=10).view(1)
    bot = make_bot("principiante", seed=1)

    def strategy(v: View, rng: random.Random) -> object:
        return bot.choose(v)

    for policy in ("random", strategy):
        values = evaluate_plays(view, samples=2, rng=random.Random(0), policy=policy)  # type: ignore[arg-type]
        assert set(values) == set(view.legal_plays())
    with pytest.raises(ValueError):
        evaluate_plays(view, samples=2, rng=random.Random(0), policy="grandmaster")


def test_evaluate_plays_refuses_a_seat_that_is_not_to_play() -> None:
    game = Game.new(seed=4, leader=0)
    with pytest.raises(ValueError):
        evaluate_plays(game.view(1), samples=2, rng=random.Random(0))


@pytest.mark.parametrize(("players", "swap"), [(2, False), (3, False), (4, False), (2, True), (4, True)])
def test_rollouts_play_exactly_like_the_sensato_bot(players: int, swap: bool) -> None:
    from briscola_teach.bots._cards import mask
    from briscola_teach.bots.sensato import choose, situation_from_game, situation_from_view

    for seed in range(15):
        game = Game.new(players=players, seed=seed, swap_muestra=swap)
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.turn
            assert seat is not None
            if game.can_swap():
                game.swap_muestra()
            view = game.view(seat)
            remaining = mask(c for s in range(players) for c in game.hand(s)) | mask(game.stock)
            assert choose(situation_from_game(game, remaining)) is choose(situation_from_view(view))
            game.play(rng.choice(game.legal_plays()))


# --------------------------------------------------------------- the search's own state

from hypothesis import given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from test_properties import SETTINGS, tables  # noqa: E402


@SETTINGS
@given(table=tables(), seed=st.integers(0, 2**32))
def test_the_fast_state_plays_like_the_engine_and_its_sensato_like_the_bot(
        table: tuple[int, dict[str, Any]], seed: int) -> None:
    from briscola_teach import SWAP
    from briscola_teach.bots._cards import mask
    from briscola_teach.bots.fast import FastGame, sensato_card
    from briscola_teach.bots.sensato import is_choice, situation_from_game
    from briscola_teach.cards import DECK

    players, options = table
    game = Game.new(players, seed=seed, **options)
    rng = random.Random(seed)
    fast = FastGame.from_game(game)
    while not game.is_over:
        assert fast.can_swap() == game.can_swap()
        if game.can_swap() and rng.random() < 0.5:
            game.apply(SWAP)
            fast.swap()
        # Same hands (so the same legal plays), scores, leader, stock and muestra holder.
        assert fast.hands == [mask(game.hand(s)) for s in range(players)]
        assert (fast.turn, fast.leader, fast.points, fast.stock_size) == (
            game.turn, game.leader, list(game.points), game.stock_size)
        assert (fast.in_stock, fast.holder, fast.muestra) == (
            game.muestra_in_stock, game.muestra_drawn_by, game.muestra.index)
        remaining = mask(c for s in range(players) for c in game.hand(s)) | mask(game.stock)
        assert fast.remaining == remaining
        # Sensato in the fast state picks a card the rules of thumb allow (ties in any order).
        assert is_choice(situation_from_game(game, remaining), DECK[sensato_card(fast)])
        card = rng.choice(game.legal_plays())
        game.play(card)
        fast.play(card.index)
    assert fast.is_over and fast.points == list(game.points)


def test_a_fast_copy_is_independent() -> None:
    from briscola_teach.bots.fast import FastGame, bits_of

    fast = FastGame.from_game(Game.new(seed=4))
    copy = fast.copy()
    copy.play(bits_of(copy.hands[copy.turn])[0])
    assert fast.table == [] and copy.table != [] and fast.hands != copy.hands


def test_evaluate_plays_late_in_two_player_hands_averages_every_deal_played_exactly() -> None:
    # Open hands, four cards left to draw: only the order of the three face-down cards
    # is hidden.  Each of the six orders is played exactly (the endgame solver, checked
    # against brute force in test_solver), and the values are their mean.
    import itertools

    from briscola_teach.bots.endgame import Endgame
    from briscola_teach.bots.fast import FastGame

    game = played_until(3, stock=4, open_hands=True)
    view = game.view(game.turn or 0)
    values = evaluate_plays(view, samples=2, rng=random.Random(0))
    face_down = [c for c in view.unseen]
    assert len(face_down) == 3
    expected = dict.fromkeys(values, 0.0)
    for order in itertools.permutations(face_down):
        deal = Game.from_position([game.hand(0), game.hand(1)], view.muestra, stock=list(order),
                                  leader=view.leader, table=[c for _, c in view.table],
                                  scores=view.points, open_hands=True)
        world = FastGame.from_game(deal)
        for index, value in Endgame(world.rules, world.stock, side=view.seat).values(world).items():
            expected[next(c for c in values if c.index == index)] += value / 6
    assert values == pytest.approx(expected)


@pytest.mark.parametrize(("players", "options"), [(2, {}), (3, {}), (4, {}), (2, {"swap_muestra": True})])
def test_the_search_deals_only_what_the_view_cannot_see(players: int, options: dict[str, Any]) -> None:
    from briscola_teach.bots._cards import mask
    from briscola_teach.bots.deals import dealer
    from briscola_teach.bots.fast import FastGame

    rng = random.Random(players)
    for seed in range(6):
        game = Game.new(players=players, seed=seed, **options)
        while not game.is_over:
            if game.can_swap():
                game.swap_muestra()
            view = game.view(game.turn or 0)
            deal = dealer(view)
            real = FastGame.from_game(game)
            first, again = deal(random.Random(seed)), deal(random.Random(seed))
            assert (first.hands, first.stock) == (again.hands, again.stock)  # the same dice, the same deal
            for world in (first, deal(rng)):
                assert world.hands[view.seat] == mask(view.hand)
                for seat in range(players):
                    assert mask(view.known[seat]) & ~world.hands[seat] == 0
                    assert world.hands[seat].bit_count() == view.hand_sizes[seat]
                assert world.stock_size == view.stock_size and world.remaining == real.remaining
                assert (world.leader, world.table, world.points) == (real.leader, real.table, real.points)
                assert (world.in_stock, world.holder, world.muestra) == (real.in_stock, real.holder, real.muestra)
                if view.muestra_in_stock:
                    assert world.stock[-1] == view.muestra.index
            game.play(rng.choice(game.legal_plays()))


def test_racing_drops_only_a_card_clearly_behind_the_leader() -> None:
    from briscola_teach.bots.search import RACE_FIRST, _drop_behind

    rng = random.Random(5)
    luck = [rng.gauss(0, 10) for _ in range(RACE_FIRST)]
    # Card 1 is the leader; card 2 trails it by 20 points every deal; card 3 only by
    # half a point on average, within the noise.
    seen = {1: [50 + x for x in luck], 2: [30 + x for x in luck],
            3: [50 + x + rng.choice((-3.0, 2.0)) for x in luck]}
    alive = {index: Card.parse("AO") for index in seen}
    _drop_behind(alive, seen, RACE_FIRST)
    assert set(alive) == {1, 3}


def test_racing_values_every_legal_card_and_repeats_with_the_same_dice() -> None:
    for players in (2, 4):
        game = played_until(11, stock=20, players=players)
        view = game.view(game.turn or 0)
        first = evaluate_plays(view, samples=40, rng=random.Random(4), infer=True, race=True)
        again = evaluate_plays(view, samples=40, rng=random.Random(4), infer=True, race=True)
        assert set(first) == set(view.legal_plays()) and first == again
        assert all(0 <= value <= 120 for value in first.values())


def test_racing_gives_a_hopeless_card_fewer_deals() -> None:
    import briscola_teach.bots.search as search
    from briscola_teach.cards import DECK

    # The rival led the as of trump (copas): the as of oros thrown on it is 11 points
    # lost for nothing, where the 2 of bastos or the 4 of espadas lose none.
    mine = ["AO", "2B", "4E"]
    rival = ["3C", "RO"]
    named = set(mine + rival + ["AC", "7C"])
    stock = [c.code for c in DECK if c.code not in named]
    game = Game.from_position([mine, rival], "7C", stock=stock, leader=1, table=["AC"])
    calls: list[int] = []
    real = search._fast_values

    def counting(g: Any, plays: dict[int, Card], *args: Any) -> dict[int, float]:
        calls.append(len(plays))
        return real(g, plays, *args)

    search._fast_values = counting  # type: ignore[assignment]
    try:
        values = evaluate_plays(game.view(0), samples=60, rng=random.Random(0), race=True)
    finally:
        search._fast_values = real  # type: ignore[assignment]
    assert calls[0] == 3 and calls[-1] < 3
    assert max(values, key=values.__getitem__) != Card.parse("AO")


def test_a_pizzico_hand_is_solved_once_it_is_down_to_four_cards_each() -> None:
    # Hands of five (a pizzico) would make every imagined deal's exact solve a hundred times
    # dearer; the rollout plays on until the hands are as small as a solve of three with a
    # last draw.
    from briscola_teach.bots.fast import FastGame
    from briscola_teach.bots.search import _solvable

    game = Game.new(players=2, seed=3, hand_size=5)
    rng = random.Random(3)
    seen = []
    while not game.is_over:
        if not game.table:
            fast = FastGame.from_game(game)
            seen.append((game.stock_size, len(game.hand(game.turn or 0)), _solvable(fast, 2)))
        game.play(rng.choice(game.legal_plays()))
    assert (2, 5, False) in seen and (0, 5, False) in seen
    assert [s for s in seen if s[2]] == [(0, size, True) for size in (4, 3, 2, 1)]
    standard = Game.new(players=2, seed=3)
    while standard.stock_size > 2:
        standard.play(rng.choice(standard.legal_plays()))
    assert _solvable(FastGame.from_game(standard), 2) and not _solvable(FastGame.from_game(standard), 0)


def _won_early(seed: int) -> Game | None:
    """A random two-player hand played until a seat has more than 60 points, stock left."""
    rng = random.Random(seed)
    game = Game.new(players=2, seed=seed)
    while game.stock_size > 4:
        if max(game.points) > 60 and game.turn is not None and game.points[game.turn] > 60:
            return game
        game.play(rng.choice(game.legal_plays()))
    return None


@pytest.mark.parametrize("stock", [12, 2])
def test_a_win_bonus_adds_the_share_of_imagined_hands_won(stock: int) -> None:
    # The same seed draws the same deals, so the bonus adds bonus * (wins + draws / 2) / deals.
    for seed in range(6):
        game = played_until(seed, stock=stock)
        view = game.view(game.turn or 0)
        plain = evaluate_plays(view, samples=8, rng=random.Random(seed), infer=True, horizon=2)
        won = evaluate_plays(view, samples=8, rng=random.Random(seed), infer=True, horizon=2, win_bonus=16)
        for card in plain:
            gain = won[card] - plain[card]
            assert -1e-9 <= gain <= 16 + 1e-9  # a weighted average at the last draw
            if stock > 2:  # eight deals alike: a whole number of points per deal won or drawn
                assert gain == pytest.approx(round(gain))


def test_a_hand_already_won_gets_the_whole_bonus_for_every_card() -> None:
    game = next(g for seed in range(300) if (g := _won_early(seed)) is not None)
    view = game.view(game.turn or 0)
    plain = evaluate_plays(view, samples=6, rng=random.Random(1), infer=True, horizon=2)
    won = evaluate_plays(view, samples=6, rng=random.Random(1), infer=True, horizon=2, win_bonus=30)
    assert {card: won[card] - value for card, value in plain.items()} == pytest.approx(dict.fromkeys(plain, 30))


def test_the_win_bonus_is_ignored_where_no_side_wins_with_half_the_points() -> None:
    game = played_until(13, stock=6, players=3)  # the seat to play has 56 points of 120
    view = game.view(game.turn or 0)
    assert view.points[view.seat] == 56
    plain = evaluate_plays(view, samples=4, rng=random.Random(3))
    assert evaluate_plays(view, samples=4, rng=random.Random(3), win_bonus=50) == plain
