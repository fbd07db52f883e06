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

from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar, Union

from .cards import DECK, Card, CheckedEnum, Rank, Suit
from .errors import ArgumentError, BriscolaError, Said, say

if TYPE_CHECKING:
    from .chiamata import ChiamataOutcome
    from .rules import Outcome

__all__ = [
    "Swap", "SWAP", "Action", "TrickRule", "Played", "Swapped", "TrickTaken", "Drew", "HandOver",
    "Event",
    # briscola chiamata (RULES §12)
    "Bid", "Pass", "PASS", "PointsBid", "Call", "AuctionAction", "ChiamataAction", "BidMade", "Passed",
    "AuctionWon", "AllPassed", "Called", "PartnerRevealed", "ChiamataOver", "ChiamataEvent",
]


_T = TypeVar("_T")


def _whole(least: int, most: int) -> Callable[[object], bool]:
    return lambda value: value.__class__ is int and least <= value <= most


def _kind(*kinds: type) -> Callable[[object], bool]:
    return lambda value: isinstance(value, kinds)


def _tuple_named(*fields: str) -> Callable[[object], bool]:
    return lambda value: isinstance(value, tuple) and all(hasattr(value, f) for f in fields)


#: What each field of a value made by hand may hold, by the field's kind.
FIELD_KINDS: dict[str, Callable[[object], bool]] = {
    "seat": _whole(0, 4),
    "count": _whole(0, 40),
    "points": _whole(0, 120),
    "card": lambda value: value.__class__ is Card,
    "card_or_none": lambda value: value is None or value.__class__ is Card,
    "flag": lambda value: value is True or value is False,
    "rank": _kind(Rank),
    "suit": _kind(Suit),
    "rule": lambda value: isinstance(value, TrickRule),
    "bid": lambda value: isinstance(value, (Bid, PointsBid)),
    "outcome": _tuple_named("sides", "points", "winners", "value"),
    "chiamata_outcome": _tuple_named("caller", "partner", "points", "target", "winners", "match_points"),
}


def checked(**kinds: str) -> Callable[[type[_T]], type[_T]]:
    """A value type whose fields are checked when it is made by hand (``Played(0, card, 1)``).

    The engine makes its own values with ``tuple.__new__`` and skips the check: they are
    right by construction, and the check would cost every play.  A value made with a
    field of the wrong kind, or the wrong number of fields, raises ArgumentError.
    """

    def wrap(base: type[_T]) -> type[_T]:
        tests = [(name, FIELD_KINDS[kind], kind) for name, kind in kinds.items()]
        fields: tuple[str, ...] = base._fields  # type: ignore[attr-defined]

        def __new__(cls: type[_T], *args: Any, **kwargs: Any) -> _T:
            try:
                value = base.__new__(cls, *args, **kwargs)
            except TypeError:
                raise ArgumentError("engine.value_fields", kind=Said(base.__name__),
                                    fields=Said(", ".join(fields)), given=Said(_given(args, kwargs))) from None
            for name, test, kind in tests:
                field = getattr(value, name)
                if not test(field):
                    raise ArgumentError("engine.wrong_kind", where=Said(f"{base.__name__}.{name}"),
                                        expected=Said(_kind_words(kind)), given=field)
            return value

        made = type(base.__name__, (base,), {"__slots__": (), "__new__": __new__, "__doc__": base.__doc__,
                                                "__module__": base.__module__,
                                                "__qualname__": base.__qualname__})
        return made

    return wrap


def _given(args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
    from .errors import quote

    shown = [repr(quote(a)) for a in args[:6]] + [f"{k}={quote(v)!r}" for k, v in list(kwargs.items())[:6]]
    return ", ".join(shown)


def _kind_words(kind: str) -> str:
    return say(f"engine.field_{kind}")


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


class TrickRule(Enum, metaclass=CheckedEnum):
    """The rule of RULES §3 that decided a trick."""

    #: A trump was played: the highest trump took it.
    TRUMP = "trump"
    #: No trump: the highest card of the suit led took it.
    SUIT_LED = "suit_led"

    @classmethod
    def _missing_(cls, value: object) -> TrickRule:
        raise BriscolaError("engine.not_a_value", given=value, kind="TrickRule",
                            values=Said(", ".join(repr(r.value) for r in cls)))


@checked(seat="seat", card="card", trick="count")
class Played(NamedTuple):
    """A seat played a card to trick number ``trick``."""

    seat: int
    card: Card
    trick: int


@checked(seat="seat", gave="card", took="card", trick="count", table="seat")
class Swapped(NamedTuple):
    """A seat gave the 2 of trump for the muestra, with ``table`` cards on trick ``trick`` (RULES §8)."""

    seat: int
    gave: Card
    took: Card
    trick: int
    table: int


@checked(number="count", winner="seat", card="card", points="points", rule="rule")
class TrickTaken(NamedTuple):
    """Trick ``number`` went to ``winner`` with ``card``: ``points`` points, decided by ``rule``."""

    number: int
    winner: int
    card: Card
    points: int
    rule: TrickRule


@checked(seat="seat", card="card_or_none", after_trick="count", is_muestra="flag")
class Drew(NamedTuple):
    """A seat drew a card after trick ``after_trick``; ``card`` is None where the reader may not know it."""

    seat: int
    card: Card | None
    after_trick: int
    is_muestra: bool


@checked(outcome="outcome")
class HandOver(NamedTuple):
    """The hand is over: every card has been played (RULES §5)."""

    outcome: Outcome


Event = Union[Played, Swapped, TrickTaken, Drew, HandOver]


# ---------------------------------------------------------------------- briscola chiamata (RULES §12)
@checked(rank="rank")
class Bid(NamedTuple):
    """In the auction, call a rank weaker than the last one called: ``Bid(Rank.THREE)``."""

    rank: Rank


class Pass:
    """In the auction, pass for good: ``PASS``."""

    __slots__ = ()
    _instance: Pass | None = None

    def __new__(cls) -> Pass:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "PASS"

    def __reduce__(self) -> str:
        return "PASS"

    def __copy__(self) -> Pass:
        return self

    def __deepcopy__(self, memo: object) -> Pass:
        return self


#: The pass of the auction: ``game.apply(PASS)`` is ``game.pass_turn()``.
PASS = Pass()


@checked(points="points")
class PointsBid(NamedTuple):
    """Once the 2 has been called, promise at least ``points`` (61 or more, above the last bid)."""

    points: int


@checked(suit="suit")
class Call(NamedTuple):
    """The caller names the suit of the rank won: the called card, and trump."""

    suit: Suit


#: What a seat may do in the auction and the call.
AuctionAction = Union[Bid, Pass, PointsBid, Call]
#: What a seat may do in a hand of chiamata: bid, pass, call, or play a card.
ChiamataAction = Union[Card, Bid, Pass, PointsBid, Call]


@checked(seat="seat", bid="bid")
class BidMade(NamedTuple):
    """A seat called a rank (``bid`` a :class:`Bid`) or promised points (a :class:`PointsBid`)."""

    seat: int
    bid: Union[Bid, PointsBid]


@checked(seat="seat")
class Passed(NamedTuple):
    """A seat passed and is out of the auction."""

    seat: int


@checked(seat="seat", rank="rank", target="points")
class AuctionWon(NamedTuple):
    """The others passed: ``seat`` is the caller, with ``rank`` and ``target`` points to take."""

    seat: int
    rank: Rank
    target: int


@checked(first_bidder="seat")
class AllPassed(NamedTuple):
    """All five passed: nobody calls, the hand is dealt again by the next seat."""

    first_bidder: int


@checked(seat="seat", card="card")
class Called(NamedTuple):
    """The caller named ``card``: its suit is trump, its holder the secret partner."""

    seat: int
    card: Card


@checked(seat="seat", card="card", trick="count", alone="flag")
class PartnerRevealed(NamedTuple):
    """The called card fell on trick ``trick``: ``seat`` is the partner (the caller, if ``alone``)."""

    seat: int
    card: Card
    trick: int
    alone: bool


@checked(outcome="chiamata_outcome")
class ChiamataOver(NamedTuple):
    """The hand of chiamata is over: every card played, or all five passed."""

    outcome: ChiamataOutcome


ChiamataEvent = Union[BidMade, Passed, AuctionWon, AllPassed, Called, Played, PartnerRevealed, TrickTaken,
                      ChiamataOver]

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
