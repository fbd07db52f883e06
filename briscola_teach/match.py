"""A match: several hands, the first lead passing to the next seat each hand (RULES §6)."""

from __future__ import annotations

import random
from typing import Any

from .game import Game
from .locale import text
from .rules import OptionError, Options

__all__ = ["Match"]


class Match:
    """Best of 1, 3 or 5 hands, or first to N hand wins; a drawn hand counts for nobody.

    >>> m = Match(players=2, best_of=3, seed=7)
    >>> m.target, len(m.options.sides)
    (2, 2)
    """

    def __init__(self, players: int = 2, *, best_of: int | None = None,
                 first_to: int | None = None, seed: int | random.Random | None = None,
                 **options: Any) -> None:
        if (best_of is None) == (first_to is None):
            if best_of is None and first_to is None:
                best_of = 1
            else:
                raise OptionError(text("engine.match_format"))
        if best_of is not None:
            if best_of not in (1, 3, 5):
                raise OptionError(text("engine.match_best_of", value=best_of))
            self.target = best_of // 2 + 1
        else:
            if not isinstance(first_to, int) or isinstance(first_to, bool) or first_to < 1:
                raise OptionError(text("engine.match_first_to", value=first_to))
            self.target = first_to
        self.best_of = best_of
        self.options = Options.build(players, **options)
        self._extra = self.options.changed()
        self._rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        self._first_leader = self._rng.randrange(players)
        self.games: list[Game] = []

    @property
    def players(self) -> int:
        """Number of players at the table."""
        return self.options.players

    def new_hand(self) -> Game:
        """Deal the next hand; its first leader is one seat on from the last hand's."""
        if self.is_over:
            raise OptionError(text("engine.match_over"))
        if self.games and not self.games[-1].is_over:
            raise OptionError(text("engine.match_hand_unfinished"))
        leader = (self._first_leader + len(self.games)) % self.players
        game = Game.new(self.players, self._rng, leader=leader, **self._extra)
        self.games.append(game)
        return game

    @property
    def standings(self) -> tuple[int, ...]:
        """Hand wins of each side so far (a double win counts 2; a drawn hand, nothing)."""
        wins = [0] * len(self.options.sides)
        for game in self.games:
            outcome = game.outcome
            if outcome is None or outcome.is_draw:
                continue
            for i, side in enumerate(outcome.sides):
                if side[0] in outcome.winners:
                    wins[i] += outcome.value
        return tuple(wins)

    @property
    def is_over(self) -> bool:
        """Some side has reached the number of hand wins needed."""
        return max(self.standings) >= self.target

    @property
    def winner(self) -> tuple[int, ...] | None:
        """The seats of the side that won the match, once it is over."""
        if not self.is_over:
            return None
        standings = self.standings
        best = max(standings)
        return tuple(s for i, side in enumerate(self.options.sides) if standings[i] == best for s in side)
