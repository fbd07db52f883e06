"""The ``sensato`` opponent as it played before issue 13, frozen: the yardstick for a better sensato.

A self-contained copy (it reads only a seat's :class:`~briscola_teach.View` and the
cards' ranks and suits), so it does not move when ``briscola_teach.bots.sensato``
does.  ``benchmarks/strength.py`` plays it as the level ``reference``.  Do not edit
its rules: a stronger sensato is measured against exactly this one.
"""

from __future__ import annotations

import random

from briscola_teach import SWAP, Card, Rank, Suit, View
from briscola_teach.cards import DECK

__all__ = ["reference_sensato"]

# RULES §1: strength within a suit, strongest first, and points; with the
# seven_second option the 7 takes the 3's place (second, 10 points).
_ORDER = (Rank.ACE, Rank.THREE, Rank.KING, Rank.KNIGHT, Rank.JACK,
          Rank.SEVEN, Rank.SIX, Rank.FIVE, Rank.FOUR, Rank.TWO)
_ORDER_7 = (Rank.ACE, Rank.SEVEN, Rank.KING, Rank.KNIGHT, Rank.JACK,
            Rank.THREE, Rank.SIX, Rank.FIVE, Rank.FOUR, Rank.TWO)
_POINTS = {Rank.ACE: 11, Rank.THREE: 10, Rank.KING: 4, Rank.KNIGHT: 3, Rank.JACK: 2}


def _strength(seven_second: bool) -> tuple[int, ...]:
    order = _ORDER_7 if seven_second else _ORDER
    return tuple(len(order) - order.index(c.rank) for c in DECK)


def _points(seven_second: bool) -> tuple[int, ...]:
    def value(card: Card) -> int:
        if seven_second and card.rank is Rank.SEVEN:
            return 10
        if seven_second and card.rank is Rank.THREE:
            return 0
        return _POINTS.get(card.rank, 0)
    return tuple(value(c) for c in DECK)


_STRENGTH = {ss: _strength(ss) for ss in (False, True)}
_VALUE = {ss: _points(ss) for ss in (False, True)}
_SUIT_MASK = {suit: sum(1 << c.index for c in DECK if c.suit is suit) for suit in Suit}
_HIGHER = {ss: tuple(sum(1 << o.index for o in DECK if o.suit is c.suit and _STRENGTH[ss][o.index]
                         > _STRENGTH[ss][c.index]) for c in DECK) for ss in (False, True)}
_TRUMP_KEEP = (14.0, 11.0, 7.5, 6.5, 6.0, 5.0, 4.5, 4.0, 3.5, 3.0)
_PLAIN_KEEP = (4.0, 2.5, 1.0, 0.8, 0.6, 0.35, 0.3, 0.25, 0.2, 0.1)


def _mask(cards: tuple[Card, ...] | list[Card]) -> int:
    bits = 0
    for c in cards:
        bits |= 1 << c.index
    return bits


def _no_beater_chance(beating: int, hidden: int, slots: int) -> float:
    if slots <= 0:
        return 1.0
    k = (beating & hidden).bit_count()
    if k == 0:
        return 1.0
    u = hidden.bit_count()
    chance = 1.0
    for i in range(slots):
        if u - i <= 0:
            break
        chance *= max(0, u - k - i) / (u - i)
        if chance == 0.0:
            break
    return chance


def _winning(table: list[Card], trump: Suit, strength: tuple[int, ...]) -> int:
    led = table[0].suit
    best, best_key = 0, 0
    for i, card in enumerate(table):
        if card.suit is trump:
            key = 100 + strength[card.index]
        elif card.suit is led:
            key = strength[card.index]
        else:
            continue
        if key > best_key:
            best, best_key = i, key
    return best


def reference_sensato(view: View, rng: random.Random) -> Card | str:
    """The frozen sensato: swap for the muestra when allowed, else the best rule-of-thumb card."""
    if view.can_swap:
        return SWAP
    n, trump, ss = view.players, view.trump, view.options.seven_second
    strength, points = _STRENGTH[ss], _VALUE[ss]
    keep = [(_TRUMP_KEEP if c.suit is trump else _PLAIN_KEEP)[10 - strength[c.index]] for c in DECK]
    table = [c for _, c in view.table]
    ours = [view.is_partner(s) for s, _ in view.table]
    after = []
    for k in range(len(table) + 1, n):
        other = (view.leader + k) % n
        known = view.known[other]
        after.append((view.is_partner(other), view.hand_sizes[other] - len(known), _mask(known)))
    unseen = _mask(view.unseen)

    def beaters(card: Card, led: Suit) -> int:
        higher = _HIGHER[ss][card.index]
        if card.suit is trump:
            return higher
        if card.suit is led:
            return higher | _SUIT_MASK[trump]
        return _SUIT_MASK[led] | _SUIT_MASK[trump]

    def safe(card: Card, led: Suit) -> float:
        beating = beaters(card, led)
        slots = 0
        for partner, hidden, known_bits in after:
            if partner:
                continue
            if known_bits & beating:
                return 0.0
            slots += hidden
        return _no_beater_chance(beating, unseen, slots)

    on_table = sum(points[c.index] for c in table)
    if table:
        w = _winning(table, trump, strength)
        led = table[0].suit
        best, best_ours = table[w], ours[w]
        best_key = (100 if best.suit is trump else 0) + strength[best.index]
    swing = 0.0
    if n == 2 and view.muestra_in_stock and view.stock_size == 2:
        swing = keep[view.muestra.index] + points[view.muestra.index] / 2 - 3.0
    choice: Card | None = None
    choice_key = (0.0, False, 0, 0)
    for card in view.hand:
        value = on_table + points[card.index]
        if not table:
            win = safe(card, card.suit)
        else:
            key = 100 + strength[card.index] if card.suit is trump else (
                strength[card.index] if card.suit is led else 0)
            if key > best_key:
                win = safe(card, led)
            elif best_ours:
                win = safe(best, led)
            else:
                win = 0.0
        score = (2 * win - 1) * value - keep[card.index]
        if swing:
            score += (1 - 2 * win) * swing
        sort_key = (round(score, 6), card.suit is not trump, -points[card.index], -strength[card.index])
        if choice is None or sort_key > choice_key:
            choice, choice_key = card, sort_key
    assert choice is not None, "a hand with no cards has nothing to play"
    return choice
