"""What callers give the engine, read and quoted back: cards by name, a count per seat, a play.

A card may be given as a :class:`~briscola_teach.cards.Card` or its name (:data:`CardLike`);
the functions here read such input for positions and plays and raise the engine's errors
naming where the bad value was, quote a given action in a message, and take an action
back by replaying a hand from its start (shared by the game and chiamata).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from typing import Protocol, TypeVar, Union

from .cards import DECK, Card
from .errors import CardError, IllegalPlay, PositionError, quote, size

__all__ = ["CardLike", "is_count", "is_seat", "parse_card", "parse_cards", "per_seat", "replay_undo", "card_in_hand",
           "shown", "names"]

CardLike = Union[Card, str]


def is_count(value: object) -> bool:
    """Whether ``value`` is a whole number, 0 or more (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def is_seat(value: object, players: int) -> bool:
    """Whether ``value`` is a seat at a table of ``players`` (a whole number 0..players-1, not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players


def parse_card(card: CardLike, where: str) -> Card:
    """A card from a card or its name, or PositionError saying where the bad one was."""
    try:
        return Card.parse(card)
    except CardError as error:
        raise PositionError("engine.bad_card_in", where=where, error=error) from None


def parse_cards(cards: Iterable[CardLike], where: str) -> list[Card]:
    """Cards from cards or their names, or PositionError saying where the bad one was."""
    if isinstance(cards, (str, bytes, Card)) or not isinstance(cards, Iterable):
        raise PositionError("engine.need_list", where=where)
    # One card more than a deck is enough to refuse: an endless iterable is never read to its end.
    return [parse_card(c, where) for c in itertools.islice(cards, len(DECK) + 1)]


def per_seat(values: Sequence[int], players: int, where: str) -> tuple[int, ...]:
    """One whole number (0 or more) per seat, or PositionError naming what was given."""
    if isinstance(values, (str, bytes)) or not isinstance(values, Sequence) \
            or size(values) != players or not all(is_count(v) for v in values):
        raise PositionError("engine.per_seat", where=where, given=values, players=players)
    return tuple(values)


_A = TypeVar("_A")


class _Replayable(Protocol[_A]):
    @property
    def actions(self) -> tuple[_A, ...]: ...

    def restart(self) -> None: ...

    def apply(self, action: _A) -> object: ...


def replay_undo(game: _Replayable[_A]) -> _A:
    """Take back a hand's last action by replaying the others from its start; the action taken back."""
    actions = game.actions
    if not actions:
        raise IllegalPlay("engine.nothing_to_undo")
    game.restart()
    for action in actions[:-1]:
        game.apply(action)
    return actions[-1]


def card_in_hand(card: CardLike, hand: Sequence[Card], seat: int) -> Card:
    """The card ``seat`` plays from ``hand``, or IllegalPlay naming only that hand (naming the holder would leak)."""
    try:
        parsed = Card.parse(card)
    except CardError as error:
        raise IllegalPlay("engine.bad_card", error=error, seat=seat, player=seat + 1, hand=names(hand),
                          given=card) from None
    if parsed not in hand:
        raise IllegalPlay("engine.not_in_hand", card=parsed, seat=seat, player=seat + 1, hand=names(hand),
                          given=card)
    return parsed


def shown(given: object) -> str:
    """A given action as a message quotes it: a card or text as itself, anything else by its repr."""
    return str(given) if isinstance(given, (str, Card)) else repr(quote(given))


class CardNames:
    """Cards a message names in a list, e.g. "as de oros, rey de copas", in the words that show it.

    Named only when shown (:meth:`name_in`), so a message worded again in a screen's own
    language names the cards in it too, and an error never raised costs no names.
    """

    __slots__ = ("cards",)

    def __init__(self, cards: Iterable[Card]) -> None:
        self.cards = tuple(cards)

    def name_in(self, language: str | None = None, *, style: str | None = None) -> str:
        """The cards' names joined by commas, in ``language`` and deck ``style`` ("—" for none)."""
        return ", ".join(card.name(language, style=style) for card in self.cards) or "—"

    def __str__(self) -> str:
        return self.name_in()

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


def names(cards: Iterable[Card]) -> CardNames:
    """Card names for a message, e.g. "as de oros, rey de copas"."""
    return CardNames(cards)
