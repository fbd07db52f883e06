"""The beginner mistakes the kit teaches (RULES §11), named once for the coach and the bots.

The coach (:mod:`briscola_teach.coach`) detects them and prices them; the
``principiante`` bot commits them at chosen rates, so a lesson can measure both
sides with the same names.  Spanish names and explanations are in
``briscola_teach/locale/es/mistakes.py``.
"""

from __future__ import annotations

from enum import Enum

from .errors import say

__all__ = ["Mistake", "NUMBERED"]


class Mistake(Enum):
    """A beginner mistake; the value is its key in the texts."""

    #: A 3 held so long that it ends up thrown into a trick a rival takes, when an
    #: earlier turn offered a trick it would have won.
    THREE_HELD_TOO_LONG = "tres_retenido"
    #: An as or a 3 of a suit neither led nor trump, played (not led) into a trick that
    #: a rival is already winning, while a card worth less was in hand.
    CARGA_THROWN = "carga_tirada"
    #: A trump played (not led) on a trick holding no points, while a non-trump card was in hand.
    TRUMP_ON_BLANK = "triunfo_en_blanca"
    #: A trump that wins the trick where a lower trump in hand would have won it too.
    HIGH_TRUMP = "triunfo_alto"
    #: A carga of another suit played where a rival known to hold the muestra takes it with it.
    MUESTRA_FORGOTTEN = "muestra_olvidada"
    #: Four players: the partner already takes the trick and the seat adds a blanca
    #: while it could have loaded a card with points that no rival still to play could beat.
    PARTNER_NOT_LOADED = "no_cargar"

    @property
    def number(self) -> int:
        """Its number on every page, from 1: its place in :data:`NUMBERED` (RULES §11's order)."""
        return NUMBERED.index(self) + 1

    @property
    def title(self) -> str:
        """Its name for students, e.g. "Tirar una carga"."""
        return self.title_in()

    def title_in(self, language: str | None = None) -> str:
        """Its name for students in a language (default: the kit-wide one)."""
        return say(f"mistakes.{self.value}", language=language)


#: The one numbering of the beginner mistakes, for every page and edition: RULES §11's list
#: (1 to 5), then the one it names for play in pairs.
NUMBERED: tuple[Mistake, ...] = (
    Mistake.THREE_HELD_TOO_LONG,
    Mistake.CARGA_THROWN,
    Mistake.TRUMP_ON_BLANK,
    Mistake.HIGH_TRUMP,
    Mistake.MUESTRA_FORGOTTEN,
    Mistake.PARTNER_NOT_LOADED,
)
