"""The ``random`` opponent: any card in hand, chosen at random."""

from __future__ import annotations

import random

from ..game import Action
from ..view import View

__all__ = ["random_play"]


def random_play(view: View, rng: random.Random) -> Action:
    """Any legal card, each as likely as the others (it never swaps for the muestra)."""
    plays = view.legal_plays()
    if not plays:
        raise ValueError("it is not this seat's turn")
    return plays[rng.randrange(len(plays))]
