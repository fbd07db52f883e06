"""A run of positions the student answers one by one: lesson 6's and 7's exercises (with a card), lesson 11's (with a seat).

A drill holds the positions, the one being asked about, the answer given there and
the score.  Each position is answered once (the first answer counts and is recorded
by :mod:`briscola_teach.progress`); the student then goes on, and after the last
position the drill is over until it is started again.  A subclass says how an answer is
judged and whether the verdict counts as right; :class:`PositionDrill` is the drill
whose positions are moments of a hand answered with a card.

>>> from briscola_teach.exercises.partners import PartnerDrill
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
from ..locale import Words
from ..locale import words as kit_words
from ..progress import position_id

__all__ = ["Drill", "PositionDrill"]

Position = TypeVar("Position")
Answer = TypeVar("Answer")
Verdict = TypeVar("Verdict")


class Drill(Generic[Position, Answer, Verdict]):
    """Positions answered one at a time, each once; right first answers counted and recorded."""

    @property
    def lesson(self) -> str:
        """The lesson the answers are recorded under: the one the drill's module serves."""
        return progress.lesson_of(type(self).__module__)

    #: The catalogue keys of the refusals: the drill is over, this position is answered
    #: already, and going on before answering.  Each may use ``{right}`` and ``{tried}``.
    finished_key: ClassVar[str]
    already_key: ClassVar[str]
    answer_first_key: ClassVar[str]

    def __init__(self, positions: Sequence[Position], *, words: Words | None = None) -> None:
        if not positions:
            raise ValueError("the exercise needs at least one position")
        #: The words its verdicts and score are said in (the kit's when made, by default).
        self.words = words or kit_words()
        self.positions = list(positions)
        self.number = 0
        self.answer: Verdict | None = None
        self.finished = False
        self.right = 0
        self.tried = 0

    @property
    def position(self) -> Position:
        """The position being asked about."""
        return self.positions[self.number]

    @property
    def is_last(self) -> bool:
        """Whether this is the last position."""
        return self.number == len(self.positions) - 1

    def judge(self, answer: Answer) -> Verdict:
        """The verdict on ``answer`` in the current position (a bad answer raises, nothing counted)."""
        raise NotImplementedError

    def is_right(self, verdict: Verdict) -> bool:
        """Whether ``verdict`` counts as a right answer."""
        raise NotImplementedError

    def exercise_id(self) -> str:
        """The current position's name in the progress record."""
        raise NotImplementedError

    def _refusal(self, key: str) -> BriscolaError:
        return BriscolaError(key, right=self.right, tried=self.tried)

    def choose(self, answer: Answer) -> Verdict:
        """The student answers here: the verdict, counted and recorded once (the position is kept)."""
        if self.finished:
            raise self._refusal(self.finished_key)
        if self.answer is not None:
            raise self._refusal(self.already_key)
        verdict = self.judge(answer)
        right = self.is_right(verdict)
        progress.record(self.lesson, self.exercise_id(), right, language=self.words.language)
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


class PositionDrill(Drill[Game, Card | str, Verdict]):
    """Positions of a hand answered one at a time with a card, each once; right first answers counted."""

    #: The exercise's name in the record.
    exercise: ClassVar[str]

    def __init__(self, positions: Sequence[Game], *, words: Words | None = None) -> None:
        super().__init__([game.copy() for game in positions], words=words)

    @property
    def game(self) -> Game:
        """The position being asked about."""
        return self.position

    def exercise_id(self) -> str:
        """The position's name in the record: the exercise and the cards seen."""
        return position_id(self.exercise, self.game)
