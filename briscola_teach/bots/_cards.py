"""Card sets as bit masks, and which cards could take a trick: the bots' shared arithmetic.

A set of cards is an ``int`` whose bit ``card.index`` is set for each card in it;
unions, differences and counts are then single operations, which keeps the
search's thousands of simulated hands fast.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..cards import DECK, Card, Suit
from ..rules import STRENGTH_TABLES

if TYPE_CHECKING:
    from ..view import View

__all__ = ["ALL_CARDS", "SUIT_MASK", "mask", "cards_in", "unplayed", "beaters", "no_beater_chance"]

ALL_CARDS = (1 << len(DECK)) - 1

#: The ten cards of each suit.
SUIT_MASK: dict[Suit, int] = {
    suit: sum(1 << c.index for c in DECK if c.suit is suit) for suit in Suit
}


def _higher_tables() -> dict[bool, tuple[int, ...]]:
    tables: dict[bool, tuple[int, ...]] = {}
    for seven_second, strength in STRENGTH_TABLES.items():
        tables[seven_second] = tuple(
            sum(1 << o.index for o in DECK if o.suit is c.suit and strength[o.index] > strength[c.index])
            for c in DECK
        )
    return tables


#: For each variant and card index: the cards of the same suit that are stronger.
HIGHER = _higher_tables()


def mask(cards: Iterable[Card]) -> int:
    """The set of these cards as a bit mask."""
    bits = 0
    for card in cards:
        bits |= 1 << card.index
    return bits


def unplayed(view: View) -> int:
    """Every card not yet played, as the seat of ``view`` can tell: hands, stock and muestra."""
    bits = mask(view.unseen) | mask(c for k in view.known for c in k) | mask(view.hand)
    if view.muestra_in_stock:
        bits |= 1 << view.muestra.index
    return bits


def cards_in(bits: int) -> list[Card]:
    """The cards of a bit mask, in deck order."""
    return [c for c in DECK if bits >> c.index & 1]


def beaters(card: Card, led: Suit, trump: Suit, seven_second: bool = False) -> int:
    """Every card that would take a trick ``card`` is winning, with suit ``led`` led."""
    higher = HIGHER[seven_second][card.index]
    if card.suit is trump:
        return higher
    if card.suit is led:
        return higher | SUIT_MASK[trump]
    return SUIT_MASK[led] | SUIT_MASK[trump]  # a card that is not winning at all


def _chance(k: int, u: int, slots: int) -> float:
    chance = 1.0
    for i in range(slots):
        if u - i <= 0:
            break
        chance *= max(0, u - k - i) / (u - i)
        if chance == 0.0:
            break
    return chance


#: Chances worked out before, by (slots, unseen count, beaters among them): the search asks often.
_CHANCES: dict[tuple[int, int, int], float] = {}


def no_beater_chance(beating: int, hidden: int, slots: int) -> float:
    """Chance that ``slots`` cards dealt from the ``hidden`` set include none of ``beating``.

    The hypergeometric probability a rival with ``slots`` unknown cards holds no
    card that beats ours, if the unseen cards are spread at random.
    """
    if slots <= 0:
        return 1.0
    k = (beating & hidden).bit_count()
    if k == 0:
        return 1.0
    u = hidden.bit_count()
    key = (slots, u, k)
    chance = _CHANCES.get(key)
    if chance is None:
        chance = _CHANCES[key] = _chance(k, u, slots)
    return chance
