"""Whether the cards missing from a position can fill the piles it names (RULES §5).

A position set up mid-hand may say how many cards and points each seat took in tricks
whose cards are not known.  Those piles are possible only if the missing cards, counted
by their value, can be shared out to give each pile exactly its cards and its points:
a small search over the values, most valuable first, remembering what it has tried.

>>> from collections import Counter
>>> fits(Counter({11: 2, 0: 2}), [(2, 11), (2, 11)]), fits(Counter({11: 2, 0: 2}), [(2, 22), (2, 11)])
(True, False)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

__all__ = ["fits", "splits"]


def fits(counts: Counter[int], wants: list[tuple[int, int]], *, single: bool = False) -> bool:
    """Whether the missing cards (counted by value) can fill piles of these (cards, points).

    With ``single`` the one pile named takes its cards from all the missing ones and the
    rest are left over; otherwise every missing card goes to one of the piles.
    """
    groups = sorted(counts.items(), reverse=True)
    memo: dict[tuple[Any, ...], bool] = {}

    def go(i: int, left: tuple[tuple[int, int], ...]) -> bool:
        if i == len(groups):
            return all(c == 0 and p == 0 for c, p in left)
        key = (i, left)
        if key in memo:
            return memo[key]
        value, count = groups[i]
        found = False
        for split in splits(count, left, value, spare=single):
            nxt = tuple((c - k, p - k * value) for (c, p), k in zip(left, split))
            if go(i + 1, nxt):
                found = True
                break
        memo[key] = found
        return found

    return go(0, tuple(wants))


def splits(count: int, left: tuple[tuple[int, int], ...], value: int, *, spare: bool) -> Iterable[tuple[int, ...]]:
    """Ways to give ``count`` cards of ``value`` to the piles (all of them, unless ``spare``)."""
    if not left:
        if spare or count == 0:
            yield ()
        return
    (cards, pts), rest = left[0], left[1:]
    top = min(count, cards, pts // value if value else cards)
    for k in range(top, -1, -1):
        for tail in splits(count - k, rest, value, spare=spare):
            yield (k, *tail)
