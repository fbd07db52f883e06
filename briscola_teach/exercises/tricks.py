"""Lesson 02's exercise below the screens: a random trick to judge (the trick quiz's positions)."""

from __future__ import annotations

import random

from .. import rules
from ..cards import Card, Suit, new_deck

__all__ = ["random_trick"]


def random_trick(rng: random.Random, players: int = 2) -> tuple[tuple[Card, ...], Card]:
    """A trick of ``players`` cards and a muestra, with trumps and third suits turning up often."""
    deck = new_deck(rules.Options.build(players).deck)
    muestra = rng.choice(deck)
    trump = muestra.suit
    rest = [c for c in deck if c is not muestra]
    led_card = rng.choice(rest)
    cards = [led_card]
    other_suits = [s for s in Suit if s not in (led_card.suit, trump)]
    while len(cards) < players:
        roll = rng.random()
        if roll < 0.45:
            suit = led_card.suit
        elif roll < 0.75:
            suit = trump
        else:
            suit = rng.choice(other_suits)
        choices = [c for c in rest if c.suit is suit and c not in cards]
        if choices:
            cards.append(rng.choice(choices))
    return tuple(cards), muestra
