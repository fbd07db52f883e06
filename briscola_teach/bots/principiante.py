"""The ``principiante`` opponent: a beginner who makes the mistakes of RULES §11 at set rates.

At each turn the bot first looks for the chances to go wrong that the position
offers (:func:`opportunities`), one per :class:`~briscola_teach.mistakes.Mistake`.
For each chance it rolls its die against that mistake's rate: if the die says so,
it plays the mistaken card; if not, it steers clear of that mistake.  With no
mistake rolled it plays a simple, reasonable card.  So a lesson can set
``rates={Mistake.CARGA_THROWN: 1.0}`` and watch the mistake happen every time
it can, or count how often each happens and what it costs.

The chances, seen from the seat to play (a "winning" card is one that would
take the trick as it stands):

- ``THREE_HELD_TOO_LONG``: a 3 of the suit led would take the trick for sure (no
  rival plays after); the mistake is to keep it back for later.
- ``CARGA_THROWN``: a rival is winning and the hand holds an as or a 3 of a third
  suit and a card worth less; the mistake is to throw the carga.
- ``TRUMP_ON_BLANK``: the trick holds no points and the hand holds a trump and a
  card of another suit; the mistake is to play a trump.
- ``HIGH_TRUMP``: two or more trumps in hand would win; the mistake is to use one
  that is not the lowest of them.
- ``MUESTRA_FORGOTTEN``: a rival still to play is known to hold a trump (the
  muestra it drew, or the one it swapped for) that would take a carga of another
  suit; the mistake is to play that carga.
- ``PARTNER_NOT_LOADED``: four players, the partner takes the trick and no rival
  still to play can beat it; the mistake is to add a blanca instead of points.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from ..cards import Card, Rank
from ..game import Action
from ..mistakes import Mistake
from ..rules import beats, points, strength
from ..view import View
from ._cards import beaters, mask
from ..errors import rate, wrong_kind
from ._checks import check_turn

__all__ = ["DEFAULT_RATE", "Chance", "opportunities", "Principiante"]

#: The rate of every mistake unless told otherwise: one chance in two.
DEFAULT_RATE = 0.5


@dataclass(frozen=True)
class Chance:
    """A chance to commit a mistake: the cards that commit it, or the card that avoids it.

    For most mistakes ``wrong`` holds the cards that commit it.  For
    ``THREE_HELD_TOO_LONG`` the mistake is holding back, so ``right`` names the 3 to play.
    """

    mistake: Mistake
    wrong: tuple[Card, ...]
    right: tuple[Card, ...] = ()


def _winner_index(cards: list[Card], view: View) -> int:
    ss = view.options.seven_second
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], led=cards[0].suit, trump=view.trump, seven_second=ss):
            best = i
    return best


def opportunities(view: View) -> list[Chance]:
    """The mistakes this seat could commit with its next card, in the order the bot weighs them."""
    hand = view.hand
    if not view.is_my_turn or not hand:
        return []
    trump, ss = view.trump, view.options.seven_second
    n, seat = view.players, view.seat
    table = [c for _, c in view.table]
    seats = [s for s, _ in view.table]
    after = [(view.leader + k) % n for k in range(len(table) + 1, n)]
    rivals_after = [s for s in after if not view.is_partner(s)]
    chances: list[Chance] = []

    def wins(card: Card) -> bool:
        return _winner_index([*table, card], view) == len(table)

    def value(card: Card) -> int:
        return _points(card, ss)

    if table:
        led = table[0].suit
        w = _winner_index(table, view)
        rival_winning = not view.is_partner(seats[w])
        on_table = sum(value(c) for c in table)
        # THREE_HELD_TOO_LONG
        threes = tuple(c for c in hand if c.rank is Rank.THREE and c.suit is led
                       and c.suit is not trump and wins(c) and not rivals_after)
        if threes:
            chances.append(Chance(Mistake.THREE_HELD_TOO_LONG, (), threes))
        # CARGA_THROWN
        if rival_winning:
            # A carga is worth 10 or 11: the as and the 3, or the 7 when it is second (RULES §8).
            cargas = tuple(c for c in hand if value(c) >= 10 and c.suit is not led and c.suit is not trump
                           and any(value(o) < value(c) for o in hand))
            if cargas:
                chances.append(Chance(Mistake.CARGA_THROWN, cargas))
        # TRUMP_ON_BLANK
        trumps = tuple(c for c in hand if c.suit is trump)
        if on_table == 0 and trumps and len(trumps) < len(hand):
            chances.append(Chance(Mistake.TRUMP_ON_BLANK, trumps))
        # HIGH_TRUMP
        winning_trumps = sorted((c for c in trumps if wins(c)), key=lambda c: _strength(c, ss))
        if len(winning_trumps) >= 2:
            chances.append(Chance(Mistake.HIGH_TRUMP, tuple(winning_trumps[1:])))
    # MUESTRA_FORGOTTEN
    # The muestra a rival drew, or the one it took by swapping the 2 of trump.
    muestras = {view.muestra, view.original_muestra}
    watched = [(s, c) for s in rivals_after for c in view.known[s] if c in muestras]
    if watched:
        forgotten = []
        for c in hand:
            if value(c) < 10 or c.suit is trump:
                continue
            if not any(value(o) < value(c) for o in hand):
                continue
            trick = [*table, c]
            best = trick[_winner_index(trick, view)]
            if any(beats(k, best, led=trick[0].suit, trump=trump, seven_second=ss) for _, k in watched):
                forgotten.append(c)
        if forgotten:
            chances.append(Chance(Mistake.MUESTRA_FORGOTTEN, tuple(forgotten)))
    # PARTNER_NOT_LOADED
    if n == 4 and table and not rival_winning:
        partner_card = table[w]
        danger = mask(view.unseen) | mask(c for s in rivals_after for c in view.known[s])
        if not rivals_after or not beaters(partner_card, led, trump, ss) & danger:
            loads = [c for c in hand if value(c) > 0 and _winner_index([*table, c], view) == w]
            blancas = tuple(c for c in hand if value(c) == 0)
            if loads and blancas:
                chances.append(Chance(Mistake.PARTNER_NOT_LOADED, blancas, tuple(loads)))
    return chances


def _points(card: Card, seven_second: bool) -> int:
    return points(card, seven_second=seven_second)


def _strength(card: Card, seven_second: bool) -> int:
    return strength(card, seven_second=seven_second)


def simple_play(view: View, allowed: tuple[Card, ...]) -> Card:
    """A beginner's plain, reasonable card among ``allowed``: win cheaply if it can, else throw low."""
    trump, ss = view.trump, view.options.seven_second
    table = [c for _, c in view.table]

    def cheap(c: Card) -> tuple[bool, int, int]:
        return (c.suit is trump, _points(c, ss), _strength(c, ss))

    if not table:
        return min(allowed, key=cheap)
    w = _winner_index(table, view)
    if view.is_partner(view.table[w][0]):
        return min(allowed, key=cheap)
    winners = [c for c in allowed if _winner_index([*table, c], view) == len(table)]
    plain_winners = [c for c in winners if c.suit is not trump]
    if plain_winners:
        return min(plain_winners, key=cheap)
    on_table = sum(_points(c, ss) for c in table)
    if winners and on_table >= 10:
        return min(winners, key=cheap)
    return min(allowed, key=cheap)


class Principiante:
    """A beginner's strategy, committing each mistake at its rate (default :data:`DEFAULT_RATE`)."""

    def __init__(self, rates: Mapping[Mistake, float] | None = None) -> None:
        self.rates = {m: DEFAULT_RATE for m in Mistake}
        if rates is not None and not isinstance(rates, Mapping):
            raise wrong_kind("rates", rates, shape="{Mistake: float}")
        for mistake, given in (rates or {}).items():
            if not isinstance(mistake, Mistake):
                raise wrong_kind("rates", mistake, shape="Mistake")
            self.rates[mistake] = rate(given, f"rates[{mistake.name}]")

    def __call__(self, view: View, rng: random.Random) -> Action:
        """The beginner's card for this view."""
        hand = check_turn(view, rng).legal_plays()
        chances = opportunities(view)
        fired: list[Chance] = []
        avoided: list[Chance] = []
        for chance in chances:
            rate = self.rates[chance.mistake]
            # Roll only when the rate leaves a choice, so rate 0 and 1 cost no dice.
            if rate >= 1.0 or (rate > 0.0 and rng.random() < rate):
                fired.append(chance)
            else:
                avoided.append(chance)
        banned = {c for ch in avoided for c in ch.wrong}
        for chance in fired:
            if chance.mistake is Mistake.THREE_HELD_TOO_LONG:
                banned.update(chance.right)
        for chance in fired:
            if chance.wrong:
                pick = [c for c in chance.wrong if c not in banned] or list(chance.wrong)
                return pick[0]
        for chance in avoided:
            if chance.right:
                pick = [c for c in chance.right if c not in banned] or list(chance.right)
                return max(pick, key=lambda c: _points(c, view.options.seven_second))
        allowed = tuple(c for c in hand if c not in banned) or hand
        return simple_play(view, allowed)
