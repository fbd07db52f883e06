"""The ``random`` opponent: any card in hand, chosen at random."""

from __future__ import annotations

import random

from ..game import Action
from ..view import View
from ._checks import check_turn

__all__ = ["random_play"]


def random_play(view: View, rng: random.Random) -> Action:
    """Any legal card, each as likely as the others (it never swaps for the muestra)."""
    plays = check_turn(view, rng).legal_plays()
    return plays[rng.randrange(len(plays))]
