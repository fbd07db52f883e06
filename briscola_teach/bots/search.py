"""What each card is worth, seen from one seat: determinized Monte Carlo over the unseen cards.

The seat cannot see the other hands or the stock, so :func:`evaluate_plays` deals
them at random many times (:meth:`View.sample`), plays each candidate card in each
imagined deal, finishes the hand with a policy for every seat, and averages the
points its side ends with.  When nothing is hidden any more (two players and an
empty stock, RULES §7) there is nothing to imagine and the exact solver answers.
Inside a rollout, the hand's last tricks with two players are also solved exactly
once the imagined stock runs out.

The same numbers let the coach price a mistake: the difference between the best
card's value and the card played.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Union

from ..cards import Card
from ..game import SWAP, Action, Game
from ..view import View
from ._cards import unplayed
from .belief import Belief
from .sensato import choose, situation_from_game
from .solver import play_values, side_points

__all__ = ["evaluate_plays", "is_perfect_information", "Policy"]

#: A policy for the rest of the hand: a name ("sensato", "random") or any strategy.
Policy = Union[str, Callable[[View, random.Random], Action]]


def is_perfect_information(view: View) -> bool:
    """Whether the seat can name every card still to play, with no stock left to draw."""
    return view.stock_size == 0 and not view.unseen


def _side(view: View) -> tuple[int, ...]:
    return next(side for side in view.options.sides if view.seat in side)


def evaluate_plays(view: View, *, samples: int = 32, rng: random.Random | None = None,
                   policy: Policy = "sensato", infer: bool = False) -> dict[Card, float]:
    """For each card the seat may play: the expected final points of its side after playing it.

    With ``infer``, the imagined deals are drawn in proportion to how well they
    explain the other seats' last plays (:class:`~briscola_teach.bots.belief.Belief`)
    instead of all alike.
    """
    plays = view.legal_plays()
    if not plays:
        raise ValueError("it is not this seat's turn: there is no card to evaluate")
    rng = rng if rng is not None else random.Random(0)
    if is_perfect_information(view):
        exact = play_values(view.sample(rng))
        return {card: float(value) for card, value in exact.items()}
    if samples < 1:
        raise ValueError(f"samples must be at least 1, not {samples!r}")
    side = _side(view)
    step = _stepper(policy)
    solve = view.players == 2
    remaining = unplayed(view)
    draw = Belief(view).sample if infer else view.sample
    totals = dict.fromkeys(plays, 0.0)
    for _ in range(samples):
        world = draw(rng)
        for card in plays:
            game = world.copy()
            game.play(card)
            totals[card] += _finish(game, remaining & ~(1 << card.index), side, step, rng, solve)
    return {card: total / samples for card, total in totals.items()}


_Step = Callable[[Game, int, random.Random], Action]


def _sensato_step(game: Game, remaining: int, rng: random.Random) -> Action:
    if game.options.swap_muestra and game.can_swap():
        return SWAP
    return choose(situation_from_game(game, remaining))


def _random_step(game: Game, remaining: int, rng: random.Random) -> Action:
    plays = game.legal_plays()
    return plays[rng.randrange(len(plays))]


def _stepper(policy: Policy) -> _Step:
    if policy == "sensato":
        return _sensato_step
    if policy == "random":
        return _random_step
    if isinstance(policy, str):
        raise ValueError(f"unknown policy {policy!r}: use 'sensato', 'random' or a strategy")
    strategy = policy

    def step(game: Game, remaining: int, rng: random.Random) -> Action:
        seat = game.turn
        assert seat is not None
        return strategy(game.view(seat), rng)

    return step


def _finish(game: Game, remaining: int, side: tuple[int, ...], step: _Step,
            rng: random.Random, solve: bool) -> int:
    """Play an imagined game to its end; the side's final points."""
    while not game.is_over:
        if solve and game.stock_size == 0:
            return side_points(game, side)
        action = step(game, remaining, rng)
        if isinstance(action, Card):
            game.play(action)
            remaining &= ~(1 << action.index)
        else:
            game.apply(action)
    return sum(game.points[s] for s in side)
