"""The ``experto`` opponent: search over the cards it cannot see, exact play at the end.

For each card in hand it imagines many deals of the unseen cards consistent with
everything it knows, plays the card, lets every seat continue as ``sensato``
would, and keeps the card whose side ends with most points on average
(:func:`~briscola_teach.bots.search.evaluate_plays`).  With two players, once the
stock is empty every card is known (RULES §7) and it plays the last tricks
perfectly with the solver.  In teams it counts its side's points, so it plays for
its partner as much as for itself.
"""

from __future__ import annotations

import random

from ..cards import Card
from ..game import SWAP, Action
from ..view import View
from .search import evaluate_plays

__all__ = ["Experto", "DEFAULT_SAMPLES"]

#: Imagined deals per decision, by table size: sized for a quarter second a move.
DEFAULT_SAMPLES = {2: 48, 3: 24, 4: 20}


class Experto:
    """The search strategy; ``samples`` sets how many deals it imagines per decision."""

    def __init__(self, samples: int | None = None) -> None:
        self.samples = samples

    def __call__(self, view: View, rng: random.Random) -> Action:
        """The card with the best average outcome over the imagined deals."""
        plays = view.legal_plays()
        if not plays:
            raise ValueError("it is not this seat's turn")
        if view.can_swap:
            return SWAP  # the muestra is always worth more than the 2 of trump
        if len(set(plays)) == 1:
            return plays[0]
        samples = self.samples or DEFAULT_SAMPLES[view.players]
        values = evaluate_plays(view, samples=samples, rng=rng)
        trump, ss = view.trump, view.options.seven_second
        from ..rules import points, strength

        def key(card: Card) -> tuple[float, bool, int, int]:
            return (round(values[card], 6), card.suit is not trump,
                    -points(card, seven_second=ss), -strength(card, seven_second=ss))

        return max(plays, key=key)
