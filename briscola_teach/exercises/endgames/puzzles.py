"""The endgame puzzles (RULES §7): solved exactly, graded in levels, made from seeded hands, and loaded.

A puzzle is a position where one card (or a named set of cards worth the same) is clearly
the best; its level grows with how little the second-best card loses and how long the line is.

>>> puzzle = puzzles()[0]
>>> puzzle.level, puzzle.game().stock_size, len(puzzle.best) >= 1
(1, 0, True)
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

from ...bots import make_bot
from ...bots.solver import best_play, play_values
from ...cards import Card
from ...errors import BriscolaError
from ...game import Game
from ...position import Trick
from ...seeds import derive_seed

__all__ = ["LEVELS", "Puzzle", "Solution", "solve", "level_of", "puzzles", "generate_puzzles"]


#: The difficulty levels, easiest first.
LEVELS = (1, 2, 3)


#: The smallest gap between the best card and the next for a position to be a puzzle.
MIN_GAP = 3


_DATA = "endgame_puzzles.json"


@dataclass(frozen=True)
class Solution:
    """What the exact solver says about a position: each card's final points, and the best line."""

    #: For each card the seat to play holds: its side's points at the end of the hand.
    values: dict[Card, int]
    #: The cards worth the most (one, or several worth the same).
    best: frozenset[Card]
    #: The tricks as they go when both sides play perfectly after the first best card.
    line: tuple[Trick, ...]

    @property
    def best_value(self) -> int:
        """The points the best card ends the hand with."""
        return max(self.values.values())

    @property
    def gap(self) -> int:
        """How many points the best card that is not among the best loses (0 if all are equal)."""
        others = [v for v in self.values.values() if v != self.best_value]
        return self.best_value - max(others) if others else 0

    @property
    def depth(self) -> int:
        """How many tricks the solver's line has, the current one included."""
        return len(self.line)

    def loss(self, card: Card) -> int:
        """The points ``card`` loses against the best card."""
        return self.best_value - self.values[card]


def _cheapest(game: Game, values: dict[Card, int]) -> Card:
    """Among the cards worth the most, the one the solver plays: no trump, fewest points, weakest."""
    top = max(values.values())
    return min((c for c, v in values.items() if v == top),
               key=lambda c: (c.suit is game.trump, game.card_points(c), game.card_strength(c)))


def solve(game: Game) -> Solution:
    """The exact values of the seat to play's cards and the best line, with the stock empty."""
    values = play_values(game)
    top = max(values.values())
    best = frozenset(c for c, v in values.items() if v == top)
    line = game.copy()
    first = len(line.tricks)
    line.play(_cheapest(line, values))
    while not line.is_over:
        line.play(best_play(line))
    return Solution(values, best, tuple(line.tricks[first:]))


def level_of(solution: Solution) -> int:
    """How hard a puzzle is: 1 when missing it costs a carga's worth in a short line, 3 when little and long.

    Level 1: the gap is 10 points or more (an ace or a three) and the line has at most
    two tricks, or the gap is 20 or more.  Level 3: a gap under 7 points in a line of
    three tricks.  Everything else is level 2.
    """
    gap, depth = solution.gap, solution.depth
    if gap >= 20 or (gap >= 10 and depth <= 2):
        return 1
    if gap < 7 and depth >= 3:
        return 3
    return 2


@dataclass(frozen=True)
class Puzzle:
    """One endgame position with its solution; the student plays seat 0."""

    number: int
    level: int
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    muestra: Card
    muestra_drawn_by: int
    leader: int
    table: tuple[Card, ...]
    scores: tuple[int, int]
    pile_cards: tuple[int, int]
    values: dict[Card, int] = field(compare=False)
    best: frozenset[Card] = field(compare=False)
    line: tuple[str, ...] = field(compare=False)

    def game(self) -> Game:
        """The position as a game, seat 0 to play."""
        return Game.from_position([list(h) for h in self.hands], self.muestra,
                                  muestra_drawn_by=self.muestra_drawn_by, leader=self.leader,
                                  table=list(self.table), scores=list(self.scores),
                                  pile_cards=list(self.pile_cards))

    @property
    def gap(self) -> int:
        """How many points the best card not among the best loses."""
        top = max(self.values.values())
        others = [v for v in self.values.values() if v != top]
        return top - max(others) if others else 0

    def to_json(self) -> dict[str, Any]:
        """The puzzle as the data file stores it: cards as codes."""
        return {
            "number": self.number, "level": self.level,
            "hands": [[c.code for c in h] for h in self.hands], "muestra": self.muestra.code,
            "muestra_drawn_by": self.muestra_drawn_by, "leader": self.leader,
            "table": [c.code for c in self.table], "scores": list(self.scores),
            "pile_cards": list(self.pile_cards),
            "values": {c.code: v for c, v in sorted(self.values.items(), key=lambda kv: kv[0].index)},
            "best": sorted(c.code for c in self.best), "line": list(self.line),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Puzzle:
        """A puzzle read back from the data file."""
        hands = tuple(tuple(Card.parse(c) for c in h) for h in data["hands"])
        return cls(number=int(data["number"]), level=int(data["level"]),
                   hands=(hands[0], hands[1]), muestra=Card.parse(data["muestra"]),
                   muestra_drawn_by=int(data["muestra_drawn_by"]), leader=int(data["leader"]),
                   table=tuple(Card.parse(c) for c in data["table"]),
                   scores=(int(data["scores"][0]), int(data["scores"][1])),
                   pile_cards=(int(data["pile_cards"][0]), int(data["pile_cards"][1])),
                   values={Card.parse(c): int(v) for c, v in data["values"].items()},
                   best=frozenset(Card.parse(c) for c in data["best"]),
                   line=tuple(data["line"]))


def _as_seat_zero(game: Game) -> Puzzle | None:
    """The position of ``game`` turned so that the seat to play is seat 0, solved; None if no puzzle."""
    turn = game.turn
    if turn is None or game.stock_size or len(game.legal_plays()) < 2:
        return None
    other = 1 - turn
    order = (turn, other)
    holder = game.muestra_drawn_by
    assert holder is not None
    leader = 0 if game.leader == turn else 1
    position = Game.from_position([list(game.hand(s)) for s in order], game.muestra,
                                  muestra_drawn_by=order.index(holder), leader=leader,
                                  table=[c for _, c in game.table],
                                  scores=[game.points[s] for s in order],
                                  pile_cards=[game.pile_sizes[s] for s in order])
    solution = solve(position)
    if solution.gap < MIN_GAP:
        return None
    line = tuple(c.code for t in solution.line for _, c in t.plays)
    return Puzzle(number=0, level=level_of(solution),
                  hands=(position.hand(0), position.hand(1)), muestra=position.muestra,
                  muestra_drawn_by=order.index(holder), leader=leader,
                  table=tuple(c for _, c in position.table),
                  scores=(position.points[0], position.points[1]),
                  pile_cards=(position.pile_sizes[0], position.pile_sizes[1]),
                  values=solution.values, best=solution.best, line=line)


def _candidates(number: int) -> list[Puzzle]:
    """Every puzzle met in hand ``number`` (its game number) between two sensato players, once the stock is gone."""
    game = Game.new(players=2, seed=number)
    bots = [make_bot("sensato", seed=derive_seed(number, "sensato", s)) for s in range(2)]
    found = []
    while not game.is_over:
        if game.stock_size == 0:
            puzzle = _as_seat_zero(game)
            if puzzle is not None:
                found.append(puzzle)
        turn = game.turn
        assert turn is not None
        game.apply(bots[turn].choose(game.view(turn)))
    return found


def generate_puzzles(*, per_level: int = 15, seed: int = 0, first_game: int = 0,
                     max_hands: int = 2000) -> list[Puzzle]:
    """``per_level`` puzzles of each level from sensato hands, numbered from 1 in level order.

    The hands are games number ``first_game``, ``first_game`` + 1, ...; from each
    at most one puzzle per level is kept (its positions taken in an order shuffled
    from ``seed``), so the puzzles come from many hands.
    """
    rng = random.Random(seed)
    chosen: dict[int, list[Puzzle]] = {level: [] for level in LEVELS}
    seen: set[tuple[Any, ...]] = set()
    for number in range(first_game, first_game + max_hands):
        if all(len(chosen[level]) >= per_level for level in LEVELS):
            break
        candidates = _candidates(number)
        rng.shuffle(candidates)
        taken: set[int] = set()
        for puzzle in candidates:
            key = (puzzle.hands, puzzle.table, puzzle.muestra)
            if puzzle.level in taken or key in seen or len(chosen[puzzle.level]) >= per_level:
                continue
            taken.add(puzzle.level)
            seen.add(key)
            chosen[puzzle.level].append(puzzle)
    numbered: list[Puzzle] = []
    for level in LEVELS:
        for puzzle in chosen[level]:
            numbered.append(Puzzle.from_json({**puzzle.to_json(), "number": len(numbered) + 1}))
    return numbered


@lru_cache(maxsize=1)
def _load() -> tuple[Puzzle, ...]:
    data = json.loads(resources.files("briscola_teach").joinpath("data", _DATA).read_text(encoding="utf-8"))
    return tuple(Puzzle.from_json(item) for item in data["puzzles"])


def puzzles(level: int | None = None) -> tuple[Puzzle, ...]:
    """The shipped puzzles, all or those of one level (1, 2 or 3)."""
    if level is None:
        return _load()
    if level not in LEVELS:
        raise BriscolaError("endgames.bad_level", given=level)
    return tuple(p for p in _load() if p.level == level)
