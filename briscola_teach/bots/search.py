"""What each card is worth, seen from one seat: determinized Monte Carlo over the unseen cards.

The seat cannot see the other hands or the stock, so :func:`evaluate_plays` deals
them at random many times (:meth:`View.sample`), plays each candidate card in each
imagined deal, finishes the hand with a policy for every seat, and averages the
points its side ends with.  When nothing is hidden any more (two players and an
empty stock, RULES §7) there is nothing to imagine and the exact solver answers.
The imagined hands are played on a compact integer state
(:class:`~briscola_teach.bots.fast.FastGame`), not on copies of the game.  With
two players the stock order is fixed in an imagined deal, so its last tricks are
solved exactly once ``horizon`` cards or fewer are left to draw; and when only a
few deals fit the view at all, every one of them is solved.  With four players
the tricks after the last draw of each imagined deal are solved exactly, the two
partners playing together.

The same numbers let the coach price a mistake: the difference between the best
card's value and the card played.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Sequence
from typing import Union

from ..cards import Card
from ..game import SWAP, Action, Game
from ..view import View
from ._cards import unplayed
from .belief import HISTORY, SURPRISE, Belief
from .deals import counted_values, dealer, open_deals
from .endgame import Endgame, OpenEndgame
from .fast import FastGame, sensato_card
from .learned import learned_rules
from .card_scores import Rules
from .sensato import SOLVE_HAND, choose, situation_from_game
from .solver import play_values, side_points
from ..errors import MOST_SAMPLES, IllegalPlay, OptionError, Said, choice
from ..errors import count as whole_count

__all__ = ["evaluate_plays", "is_perfect_information", "Policy", "DEFAULT_HORIZON", "OPEN_SOLVE"]

#: Cards left to draw at which an imagined two-player hand is solved exactly.
DEFAULT_HORIZON = 0
#: Tables whose imagined hands are played exactly once the stock is gone (every hand is
#: known in an imagined deal).  With three players each rival would be assumed to play
#: against the seat, and that reading is worse than sensato's own play: −4.5 ± 2.1 points
#: a hand against sensato over 400 deals (``benchmarks/strength.py --threes-only``).
OPEN_SOLVE = (4,)
#: With two players, when at most this many deals fit the view, each is played exactly.
OPEN_DEALS = 24

#: Racing: deals imagined before a card may drop out, deals between two looks, and how
#: many standard errors (plus :data:`RACE_MARGIN` points) behind the best a card must be.
RACE_FIRST, RACE_STEP, RACE_Z, RACE_MARGIN = 24, 8, 3.0, 1.0

#: A policy for the rest of the hand: a name ("sensato", "learned", "random") or any strategy.
Policy = Union[str, Callable[[View, random.Random], Action]]


def check_rival(rival: str) -> None:
    """Refuse, by name, a way of imagining the other side that :func:`evaluate_plays` lacks."""
    choice(rival, "rival", ("sensato", "learned"))


def is_perfect_information(view: View) -> bool:
    """Whether the seat can name every card still to play, with no stock left to draw."""
    return view.stock_size == 0 and not view.unseen


def _side(view: View) -> tuple[int, ...]:
    return next(side for side in view.options.sides if view.seat in side)


def evaluate_plays(view: View, *, samples: int = 32, rng: random.Random | None = None,
                   policy: Policy = "sensato", infer: bool = False,
                   horizon: int = DEFAULT_HORIZON, race: bool = False,
                   surprise: float = SURPRISE, pool: int = 0,
                   win_bonus: float = 0.0, history: int = HISTORY,
                   rival: str = "sensato", stop_at: float | None = None) -> dict[Card, float]:
    """For each card the seat may play: the expected final points of its side after playing it.

    With ``win_bonus``, each imagined hand the side wins counts that many points more (half
    as many for a draw), so that a card which makes the win likelier is worth more than its
    points alone: the points still break ties between hands won alike.  Only where a side
    wins with more than half the points (two players, or four in teams); elsewhere ignored.

    With ``infer``, the imagined deals are drawn in proportion to how well they
    explain the other seats' last plays (:class:`~briscola_teach.bots.belief.Belief`)
    instead of all alike (``surprise``: the weight of a deal per play it does not explain;
    ``history``: with two players, how many of the rival's plays are read;
    ``pool``: weigh that many deals per deal played and pick them by weight, instead of
    drawing each until one fits, :meth:`~briscola_teach.bots.belief.Belief.draw_many`).
    With the ``learned`` policy the seat's own side plays by sensato's rules with the
    correction learnt from experto (:mod:`~briscola_teach.bots.learned`), the other
    seats as sensato; with ``rival="learned"`` (and either policy) the other seats play by
    the learnt rules too.  With two players and either of those policies, an imagined
    hand is played exactly from the moment ``horizon`` cards or fewer are left to draw.
    With ``race``, a card clearly worse than the best after :data:`RACE_FIRST` deals is
    no longer tried, and the plays it would have cost go to the cards still in the race
    (the same number of simulated hands in all, so close choices get more deals).
    With ``stop_at`` (a :func:`time.monotonic` reading), no new imagined deal is started
    once the clock passes it: the values are the averages over the deals played so far
    (at least one).  Without it the count alone decides, so a seeded search always
    gives the same values.
    """
    check_rival(rival)
    plays = view.legal_plays()
    if not plays:
        raise IllegalPlay("engine.not_your_turn", seat=view.seat)
    rng = rng if rng is not None else random.Random(0)
    if is_perfect_information(view):
        world = view.sample(rng)
        if len(view.hand) <= SOLVE_HAND:
            exact = play_values(world)
            return {card: float(value) for card, value in exact.items()}
        # Briscolone early on: every card is known but too many to solve; play each card
        # on as sensato would, and solve the last tricks exactly.
        side, remaining = _side(view), unplayed(view)
        out = {}
        for card in plays:
            game = world.copy()
            game.play(card)
            out[card] = float(_finish(game, remaining & ~(1 << card.index), side, _sensato_step, rng, True))
        return out
    whole_count(samples, "samples", least=1, most=MOST_SAMPLES)
    side = _side(view)
    remaining = unplayed(view)
    goal = _goal(win_bonus if len(view.options.sides) == 2 else 0.0)
    belief = Belief(view, surprise=surprise, history=history) if infer else None
    compact = policy in ("sensato", "learned")  # played on the compact state, not on games
    if compact and (deals := open_deals(view, most=OPEN_DEALS)):
        # Few deals left (two players, late): play every one exactly, weighed by the belief.
        weights = None if belief is None else [belief.weight(deal) for deal in deals]
        counted = counted_values(view, deals, weights=weights, goal=goal)
        return {card: counted[card.index] for card in plays}
    totals = dict.fromkeys(plays, 0.0)
    if compact:
        deal = dealer(view)
        learnt = learned_rules(view.trump, view.options.seven_second) if "learned" in (policy, rival) else None
        mine = learnt if policy == "learned" else None
        theirs = learnt if rival == "learned" else None
        if race and len(plays) > 1:
            return _race(plays, lambda: belief.sample_with(deal, rng) if belief is not None else deal(rng),
                         side, horizon, samples, goal, mine, theirs)
        by_index = {card.index: card for card in plays}
        shared: dict[int, tuple[int, int]] = {}
        open_memo: dict[tuple[int, ...], tuple[int, int]] | None = {} if view.players in OPEN_SOLVE else None
        drawn: Iterable[tuple[FastGame, int]]
        if belief is not None and pool:
            drawn = belief.draw_many(deal, rng, samples, pool=pool)
        else:
            # Drawn one at a time as they are played (the rollouts take no dice, so the
            # values are those of drawing them all first), so a deadline stops the drawing too.
            drawn = ((belief.sample_with(deal, rng) if belief is not None else deal(rng), 1)
                     for _ in range(samples))
        count = 0
        for fast, times in drawn:
            for index, value in _fast_values(fast, by_index, side, horizon, shared, open_memo, mine,
                                             theirs).items():
                totals[by_index[index]] += times * goal(value)
            count += times
            if _past(stop_at):
                break
        return {card: total / count for card, total in totals.items()}
    draw = belief.sample if belief is not None else view.sample
    step = _stepper(policy)
    solve = view.players == 2
    played = 0
    while played < samples:
        world = draw(rng)
        for card in plays:
            game = world.copy()
            game.play(card)
            totals[card] += goal(_finish(game, remaining & ~(1 << card.index), side, step, rng, solve))
        played += 1
        if _past(stop_at):
            break
    return {card: total / played for card, total in totals.items()}


def _past(stop_at: float | None) -> bool:
    """Whether the search's wall-clock deadline (a :func:`time.monotonic` reading) has passed."""
    return stop_at is not None and time.monotonic() >= stop_at


#: Half the points of the deck: a side with more wins the hand.
HALF = 60


def _goal(win_bonus: float) -> Callable[[float], float]:
    """What a side's final points in an imagined hand are worth: the points, plus the bonus for a win.

    The exact solvers maximize points, and a bonus that only grows with the points changes
    no solved value's order: the best play for the points is the best for their worth.
    """
    if not win_bonus:
        return float
    draw = win_bonus / 2

    def worth(points: float) -> float:
        return points + (win_bonus if points > HALF else draw if points == HALF else 0.0)

    return worth


def _fast_values(g: FastGame, plays: dict[int, Card], side: tuple[int, ...],
                 horizon: int, shared: dict[int, tuple[int, int]],
                 open_memo: dict[tuple[int, ...], tuple[int, int]] | None = None,
                 mine: Rules | None = None, theirs: Rules | None = None) -> dict[int, float]:
    """Each card's final points for the side in one imagined deal: sensato play, then exact play.

    With two players, once ``horizon`` cards or fewer are left to draw the rest of
    the imagined hand is solved exactly (its stock order is fixed); at the tables of
    :data:`OPEN_SOLVE`, given ``open_memo``, once the stock is gone.  With ``mine``
    the side's own seats play by those tables (the learnt policy); with ``theirs``, the others.
    """
    if g.n != 2:
        solver = OpenEndgame(g.rules, g.n, side, memo=open_memo) if open_memo is not None else None
        out: dict[int, float] = {}
        for index in plays:
            h = g.copy()
            h.play(index)
            out[index] = _rollout(h, side, None, -1, solver, mine, theirs)
        return out
    endgame = Endgame(g.rules, g.stock, side=side[0], shared=shared)
    if _solvable(g, horizon):
        return {index: float(v) for index, v in endgame.values(g).items() if index in plays}
    out = {}
    for index in plays:
        h = g.copy()
        h.play(index)
        out[index] = _rollout(h, side, endgame, horizon, mine=mine, theirs=theirs)
    return out


def _race(plays: Sequence[Card], draw: Callable[[], FastGame], side: tuple[int, ...], horizon: int,
          samples: int, goal: Callable[[float], float] = float, mine: Rules | None = None,
          theirs: Rules | None = None) -> dict[Card, float]:
    """Each card's average over its deals; cards clearly behind the best stop being tried."""
    by_index = {card.index: card for card in plays}
    alive = dict(by_index)
    shared: dict[int, tuple[int, int]] = {}
    seen: dict[int, list[float]] = {index: [] for index in by_index}
    budget = samples * len(plays)
    spent = 0
    while spent < budget and (len(alive) > 1 or spent < RACE_FIRST * len(plays)):
        values = _fast_values(draw(), alive, side, horizon, shared, None, mine, theirs)
        for index, value in values.items():
            seen[index].append(goal(value))
        spent += len(alive)
        done = len(seen[next(iter(alive))])
        if len(alive) > 1 and done >= RACE_FIRST and done % RACE_STEP == 0:
            _drop_behind(alive, seen, done)
    return {card: sum(seen[index]) / len(seen[index]) for index, card in by_index.items()}


def _drop_behind(alive: dict[int, Card], seen: dict[int, list[float]], done: int) -> None:
    """Stop trying the cards whose deals put them clearly behind the leader (paired by deal)."""
    means = {index: sum(seen[index][-done:]) / done for index in alive}
    leader = max(means, key=means.__getitem__)
    lead = seen[leader][-done:]
    for index in list(alive):
        if index == leader:
            continue
        diffs = [a - b for a, b in zip(lead, seen[index][-done:])]
        mean = sum(diffs) / done
        var = sum((d - mean) ** 2 for d in diffs) / (done - 1)
        if mean > RACE_MARGIN + RACE_Z * (var / done) ** 0.5:
            del alive[index]


def _solvable(g: FastGame, horizon: int) -> bool:
    # A swap of the 2 of trump is still possible while the muestra is under the stock:
    # the solver does not play it, so it waits for the stock to run out.
    # Hands of three and ``horizon`` cards to draw at most: bigger hands (a pizzico deals
    # five) wait until they are down to that size, which is as quick to solve.
    size = g.stock_size
    return ((size == 0 or (size <= horizon and not (g.swap_allowed and g.in_stock)))
            and g.remaining.bit_count() <= 6 + horizon)


def _rollout(g: FastGame, side: tuple[int, ...], endgame: Endgame | None, horizon: int,
             solver: OpenEndgame | None = None, mine: Rules | None = None,
             theirs: Rules | None = None) -> float:
    """Play an imagined hand to its end as sensato would; the side's final points.

    With ``solver``, the last three tricks after the stock is gone are played exactly instead;
    with ``mine``, the side's seats play by those tables; with ``theirs``, the other seats.
    """
    ours = [seat in side for seat in range(g.n)] if mine is not None or theirs is not None else None
    while g.remaining:
        if solver is not None and g.pos >= len(g.stock) and g.remaining.bit_count() <= 3 * g.n:
            return float(solver.value(g))  # hands of three at most: bigger ones wait
        if endgame is not None and _solvable(g, horizon) and g.stock is endgame.stock:
            return float(endgame.value(g))
        if g.swap_allowed and g.can_swap():
            g.swap()
            continue
        if ours is None:
            g.play(sensato_card(g))
        else:
            g.play(sensato_card(g, mine if ours[(g.leader + len(g.table)) % g.n] else theirs))
    return float(sum(g.points[s] for s in side))


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
        raise OptionError("engine.bad_choice", where=Said("policy"), given=policy,
                          choices=Said("'sensato' / 'learned' / 'random'"))
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
        turn = game.turn
        assert turn is not None
        if solve and game.stock_size == 0 and len(game.hand(turn)) <= SOLVE_HAND:
            return side_points(game, side)
        action = step(game, remaining, rng)
        if isinstance(action, Card):
            game.play(action)
            remaining &= ~(1 << action.index)
        else:
            game.apply(action)
    return sum(game.points[s] for s in side)
