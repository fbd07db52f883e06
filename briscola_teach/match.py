"""A match: several hands, the first lead passing to the next seat each hand (RULES §6).

>>> m = Match(players=2, best_of=3, seed=7)
>>> m.target, m.standings
(2, (0, 0))
>>> while not m.is_over:
...     hand = m.new_hand()
...     while not hand.is_over:
...         _ = hand.play(hand.legal_plays()[0])
>>> sum(m.standings) >= 2 and m.winner is not None
True
"""

from __future__ import annotations

import random
from typing import Any

from .errors import MatchError, OptionError
from .game import Game
from .rules import Options, variant_options
from .seeds import generator

__all__ = ["Match", "MatchError"]


class Match:
    """Best of 1, 3 or 5 hands, or first to N hand wins; a drawn hand counts for nobody.

    ``variant="briscolone"`` plays briscolone hands, the deal passing one seat each hand.
    A hand won with more than 100 points counts twice when ``double_win=True``.  With
    three players a hand whose top is shared counts for each seat that shares it; the
    match ends when one side alone has reached the target.
    """

    def __init__(self, players: int = 2, *, best_of: int | None = None,
                 first_to: int | None = None, seed: int | random.Random | None = None,
                 **options: Any) -> None:
        if best_of is not None and first_to is not None:
            raise OptionError("engine.match_format")
        if best_of is None and first_to is None:
            best_of = 1
        if best_of is not None:
            if not _is_int(best_of) or best_of not in (1, 3, 5):
                raise OptionError("engine.match_best_of", value=best_of)
            target = best_of // 2 + 1
        else:
            if not isinstance(first_to, int) or isinstance(first_to, bool) or first_to < 1:
                raise OptionError("engine.match_first_to", value=first_to)
            target = first_to
        variant = options.pop("variant", "standard")
        self.options = Options.build(players, **variant_options(variant, options))
        #: Hand wins a side needs to take the match.
        self.target: int = target
        self.best_of = best_of
        self.first_to = first_to
        self._extra = self.options.changed()
        self._rng = generator(seed)
        #: The seat that leads the first hand (RULES §2: drawn at random, seeded).
        self.first_leader: int = self._rng.randrange(players)
        #: The hands dealt so far, the one in play last.
        self.games: list[Game] = []

    @property
    def players(self) -> int:
        """Number of players at the table."""
        return self.options.players

    @property
    def current(self) -> Game | None:
        """The hand being played (or the last one), None before the first deal."""
        return self.games[-1] if self.games else None

    @property
    def next_leader(self) -> int:
        """The seat that will lead the next hand: the first lead moves one seat each hand."""
        return (self.first_leader + len(self.games)) % self.players

    def new_hand(self) -> Game:
        """Deal the next hand; its first leader is one seat on from the last hand's."""
        if self.is_over:
            raise MatchError("engine.match_over")
        if self.games and not self.games[-1].is_over:
            raise MatchError("engine.match_hand_unfinished")
        game = Game.new(self.players, self._rng, leader=self.next_leader, **self._extra)
        self.games.append(game)
        return game

    @property
    def standings(self) -> tuple[int, ...]:
        """Hand wins of each side so far (a double win counts 2; a drawn hand, nothing)."""
        sides = self.options.sides
        wins = [0] * len(sides)
        for game in self.games:
            outcome = game.outcome
            if outcome is None or outcome.is_draw:
                continue
            for i, side in enumerate(sides):
                if side[0] in outcome.winners:
                    wins[i] += outcome.value
        return tuple(wins)

    @property
    def is_over(self) -> bool:
        """One side alone has reached the number of hand wins needed."""
        return self._leading_side() is not None

    @property
    def winner(self) -> tuple[int, ...] | None:
        """The seats of the side that won the match, once it is over."""
        side = self._leading_side()
        return None if side is None else self.options.sides[side]

    def _leading_side(self) -> int | None:
        standings = self.standings
        best = max(standings)
        leaders = [i for i, wins in enumerate(standings) if wins == best]
        return leaders[0] if best >= self.target and len(leaders) == 1 else None

    def __repr__(self) -> str:
        goal = f"best of {self.best_of}" if self.best_of else f"first to {self.first_to}"
        return f"<Match {self.players} players, {goal}, {len(self.games)} hands, standings {self.standings}>"


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
