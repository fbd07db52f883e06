"""A run of positions the student answers one by one with a card: lesson 6's and 7's exercises.

A drill holds the positions, the one being asked about, the answer given there and
the score.  Each position is answered once (the first answer counts and is recorded
by :mod:`briscola_teach.progress`); the student then goes on, and after the last
position the drill is over until it is started again.  A subclass says how a card is
judged and whether the verdict counts as right.

>>> from briscola_teach.lessons.partners import PartnerDrill
>>> drill = PartnerDrill()
>>> drill.next()
Traceback (most recent call last):
...
briscola_teach.errors.BriscolaError: Elige antes una carta de tu mano.
>>> drill.number, drill.answer, drill.tried
(0, None, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Generic, TypeVar

from .. import progress
from ..cards import Card
from ..errors import BriscolaError
from ..game import Game
from ..progress import position_id

__all__ = ["PositionDrill"]

Verdict = TypeVar("Verdict")


class PositionDrill(Generic[Verdict]):
    """Positions answered one at a time with a card, each once; right first answers counted."""

    #: The lesson the answers are recorded under ("06"), and the exercise's name in the record.
    lesson: ClassVar[str]
    exercise: ClassVar[str]
    #: The catalogue keys of the refusals: the drill is over, this position is answered
    #: already, and going on before answering.  Each may use ``{right}`` and ``{tried}``.
    finished_key: ClassVar[str]
    already_key: ClassVar[str]
    answer_first_key: ClassVar[str]

    def __init__(self, positions: Sequence[Game]) -> None:
        if not positions:
            raise ValueError("the exercise needs at least one position")
        self.positions = [game.copy() for game in positions]
        self.number = 0
        self.answer: Verdict | None = None
        self.finished = False
        self.right = 0
        self.tried = 0

    @property
    def game(self) -> Game:
        """The position being asked about."""
        return self.positions[self.number]

    @property
    def is_last(self) -> bool:
        """Whether this is the last position."""
        return self.number == len(self.positions) - 1

    def judge(self, card: Card | str) -> Verdict:
        """The verdict on playing ``card`` in the current position (a bad card raises, nothing counted)."""
        raise NotImplementedError

    def is_right(self, verdict: Verdict) -> bool:
        """Whether ``verdict`` counts as a right answer."""
        raise NotImplementedError

    def _refusal(self, key: str) -> BriscolaError:
        return BriscolaError(key, right=self.right, tried=self.tried)

    def choose(self, card: Card | str) -> Verdict:
        """The student plays ``card`` here: the verdict, counted and recorded once (the position is kept)."""
        if self.finished:
            raise self._refusal(self.finished_key)
        if self.answer is not None:
            raise self._refusal(self.already_key)
        verdict = self.judge(card)
        right = self.is_right(verdict)
        progress.record(self.lesson, position_id(self.exercise, self.game), right)
        self.answer = verdict
        self.tried += 1
        self.right += right
        return verdict

    def next(self) -> None:
        """Go on to the next position; after the last one, end the drill."""
        if self.finished:
            raise self._refusal(self.finished_key)
        if self.answer is None:
            raise self._refusal(self.answer_first_key)
        if self.is_last:
            self.finished = True
            return
        self.number += 1
        self.answer = None

    def restart(self) -> None:
        """Start again from the first position with a fresh score."""
        self.number, self.answer, self.finished, self.right, self.tried = 0, None, False, 0, 0
