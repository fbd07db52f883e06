"""Hands played with random legal actions from a seed, for tests that need a game in some state."""

from __future__ import annotations

import random
from typing import Any

from briscola_teach import Game


def played(players: int = 2, seed: int = 1, plays: int | None = None, **options: Any) -> Game:
    """A hand dealt from ``seed``, then ``plays`` random legal actions (all of them if None)."""
    game = Game.new(players, seed=seed, **options)
    rng = random.Random(seed)
    count = 0
    while not game.is_over and (plays is None or count < plays):
        game.apply(rng.choice(game.legal_actions()))
        count += 1
    return game
