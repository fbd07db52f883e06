"""The worked example of RULES §10, dealt from an exact deck so every lesson can replay it.

Seat 0 is "you", seat 1 the rival; you lead.  The muestra is the 5 of cups.
1. You lead the 4 of clubs, the rival takes it with the 3 of clubs (10 points).
2. The rival leads the king of swords; you keep your as de oros and give the 6 of clubs.
3. The rival leads the as de espadas; your 2 of cups, a trump, takes its 11 points.

>>> game = worked_example()
>>> for card in WORKED_EXAMPLE_PLAYS:
...     _ = game.play(card)
>>> [(t.winner, t.points) for t in game.tricks]
[(1, 10), (1, 4), (0, 11)]
"""

from __future__ import annotations

import random

from .cards import Card, new_deck, parse_cards
from .game import Game

__all__ = ["worked_example_deck", "worked_example", "WORKED_EXAMPLE_PLAYS", "YOU", "RIVAL"]

YOU, RIVAL = 0, 1

# Dealt one at a time from seat 0: you get 4 and 6 of clubs and the as de oros; the
# rival the 3 of clubs, the king of swords and the 7 of coins.  Then the muestra.
# The stock gives the rival the as de espadas and you the 2 of cups after trick 1.
_TOP = parse_cards([
    "cuatro de bastos", "tres de bastos", "as de oros", "rey de espadas",
    "seis de bastos", "siete de oros",
    "cinco de copas",
    "as de espadas", "dos de copas",
])

#: The six plays of RULES §10, in order.
WORKED_EXAMPLE_PLAYS: tuple[Card, ...] = tuple(parse_cards([
    "cuatro de bastos", "tres de bastos",
    "rey de espadas", "seis de bastos",
    "as de espadas", "dos de copas",
]))


def worked_example_deck() -> list[Card]:
    """The full deck order of the worked example; the cards after the first nine are fixed by a seed."""
    rest = [c for c in new_deck() if c not in _TOP]
    random.Random(10).shuffle(rest)
    return list(_TOP) + rest


def worked_example() -> Game:
    """The worked example's hand, dealt and ready for your first lead."""
    return Game.from_deck(worked_example_deck(), players=2, leader=YOU)
