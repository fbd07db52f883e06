"""The "now you try" cell: a student's strategy, written as a function, played against a bot level.

:func:`compare_strategy` plays many seeded two-player hands, seats alternating, and says
how the strategy did (:class:`StrategyReport`), or in one line why it could not be measured.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..cards import Card
from ..game import Game
from ..locale import text
from ..locale import words as kit_words
from ..seeds import derive

if TYPE_CHECKING:
    from ..game import Action
    from ..view import View

__all__ = ["Strategy", "StrategyReport", "compare_strategy"]

Strategy = Callable[["View", random.Random], "Action"]


@dataclass(frozen=True)
class StrategyReport:
    """How a strategy did against an opponent over many seeded hands."""

    hands: int
    mean_points: float
    opponent_mean: float
    wins: int
    draws: int
    losses: int
    #: Why the strategy could not be measured (it returned something that is not a card), or "".
    problem: str = ""

    @property
    def margin(self) -> float:
        """Average points per hand above the opponent's (not a number when the strategy failed)."""
        if self.problem:
            return float("nan")
        return self.mean_points - self.opponent_mean

    def _fields(self) -> dict[str, Any]:
        say = kit_words()
        return {"hands": self.hands, "mine": say.fixed(self.mean_points),
                "theirs": say.fixed(self.opponent_mean), "margin": say.fixed(self.margin, sign=True),
                "wins": self.wins, "draws": self.draws, "losses": self.losses}

    def _repr_html_(self) -> str:
        if self.problem:
            import html

            return f'<p style="color:#a40000;font-weight:600">✘ {html.escape(self.problem)}</p>'
        return text("table.report_html", **self._fields())

    def __str__(self) -> str:
        if self.problem:
            return f"✘ {self.problem}"
        return text("table.report_plain", **self._fields())

    def __repr__(self) -> str:
        return str(self)


class _StrategyFailed(Exception):
    """A student's strategy gave something that is not a card it may play."""


def compare_strategy(strategy: Strategy, *, against: str = "random", hands: int = 200,
                     seed: int = 0) -> StrategyReport:
    """Play ``hands`` two-player hands of ``strategy`` against a bot level, seats alternating.

    Each hand is dealt from its own seed, so the same strategy always scores the same.
    """
    from ..bots import make_bot, play_out

    def checked(view: View, rng: random.Random) -> Action:
        try:
            action = strategy(view, rng)
        except Exception as error:  # noqa: BLE001 - the student's code: say what failed, in one line
            raise _StrategyFailed(text("table.strategy_raised", kind=type(error).__name__,
                                       message=error)) from error
        legal = view.legal_plays()
        if not isinstance(action, Card) or action not in legal:
            raise _StrategyFailed(text("table.strategy_bad_card", given=action,
                                       legal=", ".join(str(c) for c in legal)))
        return action

    mine_total = theirs_total = wins = draws = 0
    for i in range(hands):
        me = i % 2  # alternate seats so neither side always holds the same deals
        game = Game.new(2, seed=derive(seed, "compare_strategy", "deal", i))
        players: list[Any] = [None, None]
        players[me] = checked
        players[1 - me] = make_bot(against, seed=derive(seed, "compare_strategy", "rival", i))
        try:
            outcome = play_out(game, players, rng=derive(seed, "compare_strategy", "yours", i))
        except _StrategyFailed as failure:
            return StrategyReport(hands=i, mean_points=0.0, opponent_mean=0.0, wins=0, draws=0,
                                  losses=0, problem=str(failure))
        mine_total += outcome.points[me]
        theirs_total += outcome.points[1 - me]
        if outcome.is_draw:
            draws += 1
        elif me in outcome.winners:
            wins += 1
    return StrategyReport(
        hands=hands, mean_points=round(mine_total / hands, 1),
        opponent_mean=round(theirs_total / hands, 1), wins=wins, draws=draws,
        losses=hands - wins - draws,
    )

