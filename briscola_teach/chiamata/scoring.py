"""The table of chiamata and its score: five players, eight cards each, a target, match points (RULES §12)."""

from __future__ import annotations

from typing import Any, NamedTuple

from ..errors import OptionError

__all__ = ["PLAYERS", "HAND_SIZE", "TARGET", "MAX_POINTS", "multiplier", "match_points", "ChiamataOutcome",
           "check_options"]

PLAYERS = 5
HAND_SIZE = 8
#: Points the caller's side needs without a points bid.
TARGET = 61
MAX_POINTS = 120


def multiplier(target: int) -> int:
    """How many times the match points count: 1 up to 70, 2 from 71, 3 from 81, and so on (RULES §12).

    >>> [multiplier(t) for t in (61, 70, 71, 80, 81, 120)]
    [1, 1, 2, 2, 3, 6]
    """
    return 1 + max(0, (target - TARGET) // 10)


def match_points(caller: int, partner: int, *, won: bool, target: int) -> tuple[int, ...]:
    """Match points of each seat for a hand (RULES §12): caller ±2, partner ±1, others ∓1; alone ±4.

    >>> match_points(0, 3, won=True, target=61), match_points(2, 2, won=False, target=75)
    ((2, -1, -1, 1, -1), (2, 2, -8, 2, 2))
    """
    sign = 1 if won else -1
    times = multiplier(target) * sign
    out = [-times] * PLAYERS
    if caller == partner:
        out[caller] = 4 * times
    else:
        out[caller], out[partner] = 2 * times, times
    return tuple(out)


class ChiamataOutcome(NamedTuple):
    """The result of a hand of chiamata: the caller's side, its points and target, the match points."""

    #: None when all five passed (the hand is dealt again, RULES §12).
    caller: int | None
    #: The holder of the called card (the caller too, when playing alone).
    partner: int | None
    #: Points of the caller's side, and of the other three.
    points: tuple[int, int]
    target: int
    #: Seats that won (empty when nobody called).
    winners: tuple[int, ...]
    #: Match points per seat, adding up to 0.
    match_points: tuple[int, ...]

    @property
    def is_redeal(self) -> bool:
        """All five passed: nobody played, the next seat deals again."""
        return self.caller is None

    @property
    def caller_won(self) -> bool:
        """The caller's side took its target."""
        return self.caller is not None and self.caller in self.winners

    @property
    def is_alone(self) -> bool:
        """The caller called a card of their own hand and played one against four."""
        return self.caller is not None and self.caller == self.partner


def check_options(players: int, options: dict[str, Any]) -> None:
    """Raise OptionError unless the table is five players with no other option (RULES §12)."""
    if players != PLAYERS:
        raise OptionError("engine.chiamata_players", players=players)
    if options:
        raise OptionError("engine.chiamata_options", names=", ".join(sorted(options)))
