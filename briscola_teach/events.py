"""What happens in a hand, one event at a time, and the actions a seat may take.

Every action returns its event (:meth:`Game.play <briscola_teach.game.Game.play>` a
:class:`Played`, :meth:`Game.swap <briscola_teach.game.Game.swap>` a :class:`Swapped`),
and the game keeps the ordered list in :attr:`Game.events`: each card played, each trick
taken (who took it, its points and the rule that decided it), each card drawn, the
swap, and the end of the hand with its outcome.  A seat's view carries the events that
seat may know: another seat's draw shows who drew, not the card (RULES §7).

Events are small named tuples, cheap to make and impossible to change.

>>> from briscola_teach import Game
>>> game = Game.new(players=2, seed=7, leader=0)
>>> game.play(game.legal_plays()[0])
Played(seat=0, card=Card(Rank.SIX, Suit.COINS), trick=1)
>>> _ = game.play(game.legal_plays()[0])
>>> [type(e).__name__ for e in game.events]
['Played', 'Played', 'TrickTaken', 'Drew', 'Drew']
>>> game.events[2].rule, [d.card is None for d in game.view(0).events[3:]]
(<TrickRule.TRUMP: 'trump'>, [True, False])
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, NamedTuple, Union

from .cards import DECK, Card

if TYPE_CHECKING:
    from .rules import Outcome

__all__ = [
    "Swap", "SWAP", "Action", "TrickRule", "Played", "Swapped", "TrickTaken", "Drew", "HandOver",
    "Event",
]


class Swap:
    """The action of swapping the 2 of trump for the muestra (an option, RULES §8): ``SWAP``."""

    __slots__ = ()
    _instance: Swap | None = None

    def __new__(cls) -> Swap:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "SWAP"

    def __reduce__(self) -> str:
        return "SWAP"

    def __copy__(self) -> Swap:
        return self

    def __deepcopy__(self, memo: object) -> Swap:
        return self


#: The swap action: ``game.apply(SWAP)`` is ``game.swap()``.
SWAP = Swap()
#: What a seat may do on its turn: play a card, or swap.
Action = Union[Card, Swap]


class TrickRule(Enum):
    """The rule of RULES §3 that decided a trick."""

    #: A trump was played: the highest trump took it.
    TRUMP = "trump"
    #: No trump: the highest card of the suit led took it.
    SUIT_LED = "suit_led"


class Played(NamedTuple):
    """A seat played a card to trick number ``trick``."""

    seat: int
    card: Card
    trick: int


class Swapped(NamedTuple):
    """A seat gave the 2 of trump for the muestra, with ``table`` cards on trick ``trick`` (RULES §8)."""

    seat: int
    gave: Card
    took: Card
    trick: int
    table: int


class TrickTaken(NamedTuple):
    """Trick ``number`` went to ``winner`` with ``card``: ``points`` points, decided by ``rule``."""

    number: int
    winner: int
    card: Card
    points: int
    rule: TrickRule


class Drew(NamedTuple):
    """A seat drew a card after trick ``after_trick``; ``card`` is None where the reader may not know it."""

    seat: int
    card: Card | None
    after_trick: int
    is_muestra: bool


class HandOver(NamedTuple):
    """The hand is over: every card has been played (RULES §5)."""

    outcome: Outcome


Event = Union[Played, Swapped, TrickTaken, Drew, HandOver]

# Every Played event there can be, made once: playing a card only looks its event up.
_new = tuple.__new__
PLAYED: tuple[tuple[tuple[Played, ...], ...], ...] = tuple(
    tuple(tuple(_new(Played, (seat, card, trick)) for card in DECK) for seat in range(4))
    for trick in range(22)  # trick numbers 1-20, and 21 once the last one is done
)
#: Every Drew event of a card that is not the muestra, by trick, seat and card, made once too.
DREW: tuple[tuple[tuple[Drew, ...], ...], ...] = tuple(
    tuple(tuple(_new(Drew, (seat, card, trick, False)) for card in DECK) for seat in range(4))
    for trick in range(22)
)
