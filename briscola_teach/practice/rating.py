"""Ratings for the endgame puzzles (lesson 12): the student and every puzzle carry an Elo rating.

A rating moves on the student's first try at each puzzle only (a second try is no news
about the puzzle); the next puzzle is the untried one whose expected score for the
student is nearest one half (:meth:`Ratings.next_puzzle`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

__all__ = ["START_RATING", "PUZZLE_RATINGS", "K_STUDENT", "K_PUZZLE", "expected_score", "Ratings"]

#: The student's rating before any puzzle.
START_RATING = 1200.0
#: A puzzle's rating before any student tried it, by its level (lesson 09's grading).
PUZZLE_RATINGS = {1: 1000.0, 2: 1200.0, 3: 1400.0}
#: How far one first try moves the student's rating, and a puzzle's (Elo's K).
K_STUDENT = 32.0
K_PUZZLE = 16.0


def expected_score(player: float, puzzle: float) -> float:
    """The chance, by Elo's formula, that a player of rating ``player`` solves a puzzle of rating ``puzzle``.

    >>> expected_score(1200, 1200)
    0.5
    >>> round(expected_score(1400, 1000), 2)
    0.91
    """
    return 1.0 / (1.0 + math.pow(10.0, (puzzle - player) / 400.0))


@dataclass
class Ratings:
    """The student's rating, each puzzle's rating, and the puzzles already tried (first tries count)."""

    student: float = START_RATING
    puzzles: dict[int, float] = field(default_factory=dict)
    #: Puzzle number -> whether the first try solved it.
    first_tries: dict[int, bool] = field(default_factory=dict)

    def puzzle(self, number: int, level: int) -> float:
        """A puzzle's rating: learnt from tries, else its level's starting one."""
        return self.puzzles.get(number, PUZZLE_RATINGS[level])

    def chance(self, number: int, level: int) -> float:
        """How likely the student is to solve this puzzle at the first try, by the ratings."""
        return expected_score(self.student, self.puzzle(number, level))

    def answer(self, number: int, level: int, ok: bool) -> bool:
        """Note a try at a puzzle; the ratings move only on the first.  Whether it was the first."""
        if number in self.first_tries:
            return False
        score = 1.0 if ok else 0.0
        chance = self.chance(number, level)
        puzzle = self.puzzle(number, level)
        self.student = round(self.student + K_STUDENT * (score - chance), 1)
        self.puzzles[number] = round(puzzle - K_PUZZLE * (score - chance), 1)
        self.first_tries[number] = ok
        return True

    def next_puzzle(self, puzzles: Sequence[tuple[int, int]], rng: random.Random) -> int | None:
        """Of these (number, level) puzzles, the untried one the student solves nearest half the
        time (ties drawn with ``rng``); None when every one has been tried."""
        untried = [(n, lv) for n, lv in puzzles if n not in self.first_tries]
        if not untried:
            return None
        keys = {n: (round(abs(self.chance(n, lv) - 0.5), 6), rng.random()) for n, lv in untried}
        return min(keys, key=lambda n: keys[n])
