"""Reading what students type, and when they see the solution: one reader and one hint policy for every lesson.

Every lesson's check reads a typed answer through these readers: a number is a few
ASCII digits (never "²", never a 5,000-digit string), a card is read leniently
(:func:`briscola_teach.cards.read_card`: "tres oros", "3o", "dos de copa"), and what
cannot be read raises a :class:`~briscola_teach.errors.BriscolaError` whose sentence,
in the student's language, says what to write.

>>> read_number("27"), read_number(" 3 triunfos "), read_number(5)
(27, 3, 5)
>>> read_number("²")
Traceback (most recent call last):
...
briscola_teach.errors.BriscolaError: La respuesta tiene que ser un número, no «²».
>>> hints = Attempts()
>>> hints.solution_now("ex"), hints.solution_now("ex")   # a hint first, the solution on the second miss
(False, True)
"""

from __future__ import annotations

import re

from ..cards import Card, read_card
from ..errors import BriscolaError
from ..locale import words

__all__ = ["ATTEMPTS", "Attempts", "CARD_QUESTIONS", "read_card", "read_cards", "read_number", "seat_numbers", "NUMBER"]

#: The refusals of :func:`read_card` that say more than "not a card": the nearest card, the suit left
#: out, the numbers the deck does not print.  A check passes them on rather than its own generic line.
CARD_QUESTIONS = frozenset({"engine.card_guess", "engine.card_needs_suit", "engine.no_such_mark_spanish",
                            "engine.no_such_mark_italian", "engine.no_such_mark_french"})

#: A number as a student types it: one to four ASCII digits, and at most one word after it ("27 puntos").
NUMBER = re.compile(r"\s*([0-9]{1,4})(?:\s+[^\W\d_]+)?\s*")


def read_number(answer: object, *, key: str = "answers.not_a_number") -> int:
    """A whole number from an int or a text of a few ASCII digits; ``key`` names the refusal's sentence."""
    if isinstance(answer, int) and not isinstance(answer, bool):
        return answer
    if isinstance(answer, str):
        match = NUMBER.fullmatch(answer)
        if match is not None:
            return int(match.group(1))
    raise BriscolaError(key, given=answer)


def seat_numbers(players: int) -> str:
    """The numbers a student may answer with at a table of ``players`` (at least two): "1 o 2", "1, 2, 3 o 4"."""
    return words().join([str(n) for n in range(1, max(players, 2) + 1)], word="or")


def read_cards(answer: object) -> list[Card]:
    """Every card of a list (or tuple) as a student writes them: names, codes, Card objects."""
    if not isinstance(answer, (list, tuple)):
        raise BriscolaError("answers.not_a_list", given=answer)
    return [read_card(item) for item in answer]


class Attempts:
    """The one hint policy of the lessons: a first miss gets a hint, the solution comes after the second miss or when asked.

    Every exercise counts its misses here, for this kernel, so a student who runs a
    cell once with a wrong guess meets a hint, not the answer.
    """

    def __init__(self) -> None:
        self._misses: dict[object, int] = {}

    def miss(self, exercise: object) -> int:
        """Count one more wrong answer to ``exercise``; how many there have been, this one included."""
        self._misses[exercise] = self._misses.get(exercise, 0) + 1
        return self._misses[exercise]

    def misses(self, exercise: object) -> int:
        """Wrong answers to ``exercise`` so far."""
        return self._misses.get(exercise, 0)

    def solution_now(self, exercise: object, *, asked: bool = False) -> bool:
        """Count a miss of ``exercise``: whether its solution is shown now (from the second miss on, or asked for)."""
        return self.miss(exercise) >= 2 or asked

    def reset(self) -> None:
        """Forget every miss (a fresh start)."""
        self._misses.clear()


#: The misses of every check in the lessons, for this kernel.
ATTEMPTS = Attempts()
