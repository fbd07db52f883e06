"""What every strategy checks before it thinks: a seat's view, dice, and that it is that seat's turn."""

from __future__ import annotations

import random

from ..chiamata import ChiamataView
from ..errors import IllegalPlay, expect
from ..view import View

__all__ = ["check_turn", "check_chiamata_turn"]


def check_turn(view: object, rng: object) -> View:
    """The view, if it is a seat's view of a hand of 2-4 players and that seat's turn; the kit's error if not."""
    expect(view, View, "view", "view")
    expect(rng, random.Random, "rng", "dice")
    assert isinstance(view, View)
    if not view.is_my_turn or view.turn is None:
        raise IllegalPlay("engine.not_your_turn", seat=view.seat)
    return view


def check_chiamata_turn(view: object, rng: object) -> ChiamataView:
    """The view, if it is a seat's view of a hand of chiamata and that seat has to act; the kit's error if not."""
    expect(view, ChiamataView, "view", "view")
    expect(rng, random.Random, "rng", "dice")
    assert isinstance(view, ChiamataView)
    if not view.legal:
        raise IllegalPlay("engine.not_your_turn", seat=view.seat)
    return view


def flag(value: object, where: str) -> bool:
    """``value`` if it is True or False, or the kit's error naming it."""
    expect(value, bool, where, "flag")
    return bool(value)
