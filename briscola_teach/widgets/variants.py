"""Lesson 10's trick lab: the trick lab of lesson 02 with the seven-second variant switched on.

There is one trick lab (:class:`~briscola_teach.widgets.trick_lab.TrickLab`); this
name only keeps its lesson-10 defaults: the three and the seven of oros under copas.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..cards import Card
from .trick_lab import TrickLab

__all__ = ["SevenSecondLab"]


class SevenSecondLab(TrickLab):
    """The trick lab judging with the seven second (its switch on): who takes the trick, and why.

    >>> SevenSecondLab().explanation().winning_card
    Card(Rank.SEVEN, Suit.COINS)
    """

    def __init__(self, cards: Sequence[Card | str] = ("tres de oros", "siete de oros"), *,
                 muestra: Card | str = "cuatro de copas", leader: int = 0, players: int | None = None,
                 seed: int | random.Random | None = None, language: str | None = None,
                 style: str | None = None, seven_second: bool = True) -> None:
        super().__init__(cards, muestra=muestra, leader=leader, players=players, seed=seed,
                         language=language, style=style, seven_second=seven_second)
