"""The endgame solver plays the last tricks perfectly: it agrees with a plain full-tree minimax."""

from __future__ import annotations

import random
from typing import Any

import pytest

from briscola_teach import Card, Game
from briscola_teach.bots.solver import best_play, play_values, side_points


def brute_force(game: Game, side: tuple[int, ...]) -> int:
    """Final points of ``side`` with ``side`` maximising and everyone else minimising: no pruning, no memo."""
    if game.is_over:
        return sum(game.points[s] for s in side)
    values = []
    for card in game.legal_plays():
        child = game.copy()
        child.play(card)
        values.append(brute_force(child, side))
    return max(values) if game.turn in side else min(values)


def endgame(players: int, seed: int, *, extra_tricks: int = 0, **options: Any) -> Game:
    """A random hand played at random until the stock is empty (and ``extra_tricks`` more cards)."""
    rng = random.Random(seed)
    game = Game.new(players=players, seed=seed, **options)
    while game.stock_size:
        game.play(rng.choice(game.legal_plays()))
    for _ in range(extra_tricks):
        game.play(rng.choice(game.legal_plays()))
    return game


def mover_side(game: Game) -> tuple[int, ...]:
    return next(side for side in game.options.sides if game.turn in side)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_solver_agrees_with_brute_force_on_random_endgames(players: int) -> None:
    for seed in range(40 if players == 2 else 12):
        game = endgame(players, seed, extra_tricks=seed % players)
        side = mover_side(game)
        values = play_values(game)
        assert set(values) == set(game.legal_plays())
        for card, value in values.items():
            child = game.copy()
            child.play(card)
            assert value == brute_force(child, side), (seed, card)


def test_solver_agrees_with_brute_force_in_variants() -> None:
    for seed in range(15):
        game = endgame(2, seed, seven_second=True)
        side = mover_side(game)
        for card, value in play_values(game).items():
            child = game.copy()
            child.play(card)
            assert value == brute_force(child, side)


def test_solver_handles_five_card_hands() -> None:
    game = endgame(2, 7, hand_size=5)
    side = mover_side(game)
    assert max(play_values(game).values()) == brute_force(game, side)


def test_best_play_reaches_the_best_value_and_side_points_agree() -> None:
    for seed in range(30):
        game = endgame(2, seed)
        values = play_values(game)
        best = best_play(game)
        assert values[best] == max(values.values())
        assert side_points(game, mover_side(game)) == max(values.values())


def test_best_play_strozzo_in_a_known_endgame() -> None:
    # Rival leads the 3 of coins and holds the muestra.  Strozzo with the as takes 21
    # points; trumping with the 2 takes 10 and leaves the as to be killed by the muestra.
    game = Game.from_position(
        [["as de oros", "2 de copas"], ["5 de copas"]], "5 de copas",
        muestra_drawn_by=1, leader=1, table=["3 de oros"],
    )
    assert best_play(game) is Card.parse("as de oros")
    values = play_values(game)
    assert values[Card.parse("as de oros")] - values[Card.parse("2 de copas")] == 11


def test_solver_refuses_a_game_with_stock() -> None:
    with pytest.raises(ValueError):
        play_values(Game.new(seed=1))


# --------------------------------------------------------------- exact play with a known stock

def _with_stock(seed: int, stock: int, **options: Any) -> Game:
    rng = random.Random(seed)
    game = Game.new(players=2, seed=seed, **options)
    while game.stock_size > stock:
        game.play(rng.choice(game.legal_plays()))
    if rng.random() < 0.5:
        game.play(rng.choice(game.legal_plays()))  # sometimes one card already down
    return game


@pytest.mark.parametrize("stock", [0, 2, 4])
@pytest.mark.parametrize("seed", range(5))
def test_the_endgame_with_a_known_stock_agrees_with_brute_force(stock: int, seed: int) -> None:
    from briscola_teach.bots.endgame import Endgame
    from briscola_teach.bots.fast import FastGame

    for options in ({}, {"seven_second": True}):
        game = _with_stock(seed, stock, **options)
        fast = FastGame.from_game(game)
        side = game.turn
        assert side is not None
        solver = Endgame(fast.rules, fast.stock, side=side)
        values = solver.values(fast)
        for card in game.legal_plays():
            child = game.copy()
            child.play(card)
            assert values[card.index] == brute_force(child, (side,))
        if not game.stock_size:
            assert values == {c.index: v for c, v in play_values(game).items()}
        # Seen from the other seat, the same position is worth the rest of the points.
        other = Endgame(fast.rules, fast.stock, side=1 - side)
        assert other.value(fast) + solver.value(fast) == 120


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("seed", range(6))
def test_the_open_endgame_of_a_bigger_table_agrees_with_brute_force(players: int, seed: int) -> None:
    from briscola_teach.bots.endgame import OpenEndgame
    from briscola_teach.bots.fast import FastGame

    # One memo per side, shared as by the deals of one decision.
    memos: dict[tuple[int, ...], dict[tuple[int, ...], tuple[int, int]]] = {}
    for extra in range(players + 2):
        game = endgame(players, seed, extra_tricks=extra)
        side = next(s for s in game.options.sides if game.turn in s)
        fast = FastGame.from_game(game)
        memo = memos.setdefault(side, {})
        assert OpenEndgame(fast.rules, players, side, memo=memo).value(fast) == brute_force(game, side)
        assert OpenEndgame(fast.rules, players, side).value(fast) == brute_force(game, side)


def test_a_shared_endgame_memo_answers_every_deal_as_a_fresh_one_would() -> None:
    # The memo keeps bounds learnt under one alpha-beta window; deals met later with other
    # windows must still get their exact values.
    from briscola_teach.bots.endgame import Endgame
    from briscola_teach.bots.fast import FastGame

    shared: dict[int, tuple[int, int]] = {}
    for seed in range(12):
        game = _with_stock(seed, 2 * (seed % 3))
        fast = FastGame.from_game(game)
        side = seed % 2
        together = Endgame(fast.rules, fast.stock, side=side, shared=shared).values(fast)
        assert together == Endgame(fast.rules, fast.stock, side=side).values(fast)


def test_cards_that_play_alike_are_the_cards_of_a_suit_next_in_strength_with_equal_points() -> None:
    from briscola_teach.bots.endgame import _alike_pairs
    from briscola_teach.bots.card_scores import rules_for
    from briscola_teach.cards import Suit

    rules = rules_for(Suit.CUPS, False)
    four, five, six, king, three = (Card.parse(f"{rank} de copas").index for rank in ("4", "5", "6", "12", "3"))
    # The 4 and the 6 of cups (no points) play alike unless the 5 is still out.
    assert _alike_pairs([four, six, king], rules.points, rules.strength) == [(six, 1 << five)]
    # The king and the 3 are worth different points: never alike.
    assert _alike_pairs([king, three], rules.points, rules.strength) == []


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("seven_second", [False, True])
def test_trying_one_of_the_cards_that_play_alike_changes_no_value(players: int, seven_second: bool,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from briscola_teach.bots.endgame import OpenEndgame
    from briscola_teach.bots.fast import FastGame, bits_of

    positions = [endgame(players, seed, extra_tricks=seed % (2 * players), seven_second=seven_second)
                 for seed in range(60)]
    pruned = []
    for game in positions:
        fast = FastGame.from_game(game)
        pruned.append(OpenEndgame(fast.rules, players, mover_side(game)).value(fast))
    calls: list[int] = []
    real = OpenEndgame._distinct

    def every_card(self: OpenEndgame, hand: int, hands: list[int], table: int) -> list[int]:
        calls.append(len(bits_of(hand)) - len(real(self, hand, hands, table)))
        return bits_of(hand)

    monkeypatch.setattr(OpenEndgame, "_distinct", every_card)
    for game, value in zip(positions, pruned):
        fast = FastGame.from_game(game)
        assert OpenEndgame(fast.rules, players, mover_side(game)).value(fast) == value
    tried_alike = sum(calls)
    assert tried_alike > 0  # the positions do hold cards that play alike
