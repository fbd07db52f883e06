"""Exact play of an imagined deal's last tricks, for the search (alpha-beta on the compact state).

With two players the order of the stock is fixed in an imagined deal, so the rest of
the hand is a deterministic game: :class:`Endgame` solves it exactly by alpha-beta with
a memo of the bounds learnt about every position met at the start of a trick.  At any
table, once the stock is gone, :class:`OpenEndgame` does the same for the last tricks
of an imagined deal.  Both play on :class:`~briscola_teach.bots.fast.FastGame`; a
property test checks them against brute force.
"""

from __future__ import annotations

import collections

from .card_scores import Rules
from .fast import FastGame, bits_of

__all__ = ["Endgame", "OpenEndgame"]


#: What a memo knows of a position it has not met: the points still to take lie in 0-120.
_UNKNOWN = (0, 120)


def _settled(low: int, high: int, alpha: int, beta: int) -> int | None:
    """What a position is worth for the window (alpha, beta), if its bounds low-high already say."""
    if low >= beta:
        return low
    if high <= alpha:
        return high
    if low == high:
        return low
    return None


def _learnt(value: int, a: int, b: int, low: int, high: int) -> tuple[int, int]:
    """A position's bounds once a search of window (a, b) returned ``value``."""
    if value <= a:
        return low, value
    if value >= b:
        return value, high
    return value, value


class Endgame:
    """Exact play of the rest of a two-player hand whose stock order is known (one imagined deal).

    What is learnt about positions at the start of a trick is remembered (bounds, since
    alpha-beta runs across tricks), so the values of several first cards of the same
    deal share their work, and deals of one decision share the positions with no stock.
    """

    def __init__(self, rules: Rules, stock: tuple[int, ...], *, side: int,
                 shared: dict[int, tuple[int, int]] | None = None) -> None:
        """``shared``: a memo of positions with the stock gone, for every deal of one trump and side."""
        self.rules = rules
        self.stock = stock
        self.side = side
        self.memo: dict[int, tuple[int, int]] = {}
        self.shared = self.memo if shared is None else shared

    def future(self, h0: int, h1: int, leader: int, pos: int, alpha: int = -1, beta: int = 1000) -> int:
        """Points the side takes from the tricks still to play, a new trick starting.

        Exact when the answer lies strictly between ``alpha`` and ``beta``, otherwise a
        bound on that side of the window: alpha-beta across tricks, with the bounds
        learnt about each position remembered for the next window that meets it.
        """
        if not (h0 | h1):
            return 0
        if pos >= len(self.stock):
            # With the stock gone the position no longer depends on the deal's stock order.
            key = ((h0 << 40 | h1) << 1) | leader
            memo = self.shared
        else:
            key = (((h0 << 40 | h1) << 6 | pos) << 1) | leader | 1 << 90
            memo = self.memo
        low, high = memo.get(key, _UNKNOWN)
        known = _settled(low, high, alpha, beta)
        if known is not None:
            return known
        a, b = max(alpha, low), min(beta, high)
        alpha, beta = a, b
        maximise = leader == self.side
        best = -1 if maximise else 1000
        for lead in bits_of(h1 if leader else h0):
            v = self._answers(h0, h1, leader, pos, lead, alpha, beta)
            if maximise:
                if v > best:
                    best = v
                    if best > alpha:
                        alpha = best
            elif v < best:
                best = v
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        memo[key] = _learnt(best, a, b, low, high)
        return best

    def _answers(self, h0: int, h1: int, leader: int, pos: int, a: int, alpha: int, beta: int) -> int:
        """The side's future points once the follower answers lead ``a`` as best it can (alpha-beta)."""
        rules = self.rules
        strength, pts, trump = rules.strength, rules.points, rules.trump
        stock = self.stock
        follower = 1 - leader
        hf = h1 if leader == 0 else h0
        side = self.side
        maximise = follower == side
        suit_a = a // 10
        best = -1 if maximise else 1000
        for b in bits_of(hf):
            suit_b = b // 10
            if suit_b == suit_a:
                second = strength[b] > strength[a]
            else:
                second = suit_b == trump
            winner = follower if second else leader
            n0 = h0 & ~(1 << (a if leader == 0 else b))
            n1 = h1 & ~(1 << (b if leader == 0 else a))
            npos = pos
            if pos < len(stock):
                if winner == 0:
                    n0 |= 1 << stock[pos]
                    n1 |= 1 << stock[pos + 1]
                else:
                    n1 |= 1 << stock[pos]
                    n0 |= 1 << stock[pos + 1]
                npos = pos + 2
            gained = pts[a] + pts[b] if winner == side else 0
            v = gained + self.future(n0, n1, winner, npos, alpha - gained, beta - gained)
            if maximise:
                if v > best:
                    best = v
                    if best > alpha:
                        alpha = best
            elif v < best:
                best = v
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        return best

    def values(self, g: FastGame) -> dict[int, int]:
        """For each card the seat to play holds: the side's final points under best play by both."""
        assert g.n == 2
        seat = g.turn
        h0, h1 = g.hands
        banked = g.points[self.side]
        out: dict[int, int] = {}
        if not g.table:
            for a in bits_of(g.hands[seat]):
                out[a] = banked + self._answers(h0, h1, seat, g.pos, a, -1, 1000)
            return out
        for b in bits_of(g.hands[seat]):
            h = g.copy()
            h.play(b)
            gained = h.points[self.side] - g.points[self.side]
            out[b] = banked + gained + self.future(h.hands[0], h.hands[1], h.leader, h.pos)
        return out

    def value(self, g: FastGame) -> int:
        """The side's final points from ``g`` under best play by both."""
        if not g.table:
            return g.points[self.side] + self.future(g.hands[0], g.hands[1], g.leader, g.pos)
        vals = self.values(g)
        return max(vals.values()) if g.turn == self.side else min(vals.values())


class OpenEndgame:
    """Exact play of the last tricks of an imagined deal at any table, once the stock is empty.

    Every hand is known in an imagined deal, so with nothing left to draw the rest of
    the hand is a game of perfect information: minimax with alpha-beta inside a trick
    and a memo of every position met at the start of a trick (the hands and the
    leader, nothing about the deal's past), so one instance serves every imagined
    deal of a decision.  The seats of ``side`` maximise its points, every other seat
    minimises them (with three players: each rival plays against the side).  Of the
    cards of a hand that play alike (:meth:`_distinct`) only one is tried.
    """

    def __init__(self, rules: Rules, players: int, side: tuple[int, ...], *,
                 memo: dict[tuple[int, ...], tuple[int, int]] | None = None) -> None:
        """``memo``: positions already valued, for every deal of one trump, table and side."""
        self.rules = rules
        self.n = players
        self.ours = tuple(seat in side for seat in range(players))
        self.memo: dict[tuple[int, ...], tuple[int, int]] = {} if memo is None else memo
        self.alike = _ALIKE[rules.points, rules.strength]

    def value(self, g: FastGame) -> int:
        """The side's final points from ``g`` (stock empty) under best play by every seat."""
        banked = sum(p for p, ours in zip(g.points, self.ours) if ours)
        hands, table = g.hands[:], g.table
        if not table:
            return banked + self.future(hands, g.leader)
        rules, led = self.rules, table[0] // 10
        best = rules.winner(table)
        return banked + self._trick(hands, g.leader, len(table), led, (g.leader + best) % self.n,
                                    rules.holds[led][table[best]],
                                    sum(rules.points[c] for c in table), sum(1 << c for c in table), -1, 1000)

    def future(self, hands: list[int], leader: int, alpha: int = -1, beta: int = 1000) -> int:
        """Points the side takes from the tricks still to play, a new trick starting.

        Exact when the answer lies strictly between ``alpha`` and ``beta``; otherwise a
        bound on the far side of the window (alpha-beta across tricks: the memo keeps
        the bounds learnt, so a position met again with another window reuses them).
        """
        lead = hands[leader]
        if not lead & (lead - 1):
            if not lead:
                return 0
            # One card each: the last trick plays itself.
            points = self.rules.points
            c = lead.bit_length() - 1
            hold = self.rules.holds[c // 10]
            holder, held, taken = leader, hold[c], points[c]
            n = self.n
            for k in range(1, n):
                seat = (leader + k) % n
                c = hands[seat].bit_length() - 1
                taken += points[c]
                if hold[c] > held:
                    holder, held = seat, hold[c]
            return taken if self.ours[holder] else 0
        key = (*hands, leader)
        low, high = self.memo.get(key, _UNKNOWN)
        known = _settled(low, high, alpha, beta)
        if known is not None:
            return known
        a, b = max(alpha, low), min(beta, high)
        value = self._trick(hands, leader, 0, -1, leader, -1, 0, 0, a, b)
        self.memo[key] = _learnt(value, a, b, low, high)
        return value

    def _trick(self, hands: list[int], leader: int, down: int, led: int, holder: int, held: int,
               pot: int, table: int, alpha: int, beta: int) -> int:
        """The side's future points with ``down`` cards of the trick played (``hands`` is restored on return).

        ``led`` is the suit led, ``holder`` the seat whose card holds the trick so far,
        ``held`` how strongly (:attr:`Rules.holds`), ``pot`` the points on the table and
        ``table`` its cards (a mask); with nothing down, ``led`` and ``held`` are -1.
        """
        n = self.n
        seat = (leader + down) % n
        maximise = self.ours[seat]
        best = -1 if maximise else 1000
        hand = hands[seat]
        last = down == n - 1
        points, holds = self.rules.points, self.rules.holds
        for c in self._distinct(hand, hands, table):
            hands[seat] = hand & ~(1 << c)
            if not down:
                led = c // 10
            key = holds[led][c]
            if key > held:
                to, strongest = seat, key
            else:
                to, strongest = holder, held
            if last:
                taken = pot + points[c] if self.ours[to] else 0
                value = taken + self.future(hands, to, alpha - taken, beta - taken)
            else:
                value = self._trick(hands, leader, down + 1, led, to, strongest, pot + points[c], table | 1 << c,
                                    alpha, beta)
            if maximise:
                if value > best:
                    best = value
                    alpha = max(alpha, best)
            elif value < best:
                best = value
                beta = min(beta, best)
            if alpha >= beta:
                break
        hands[seat] = hand
        return best

    def _distinct(self, hand: int, hands: list[int], table: int) -> list[int]:
        """The cards of ``hand`` worth trying: one of each run that plays alike.

        Two cards of a suit worth the same points, with no card still in play between
        them but the hand's own, take and lose the same tricks for the rest of the
        hand (the 4 and the 6 once the 5 is gone): trying one of them is enough.
        """
        cards = bits_of(hand)
        pairs = self.alike.get(hand)
        if pairs is None:
            pairs = _alike_pairs(cards, self.rules.points, self.rules.strength)
            if len(self.alike) < 200_000:
                self.alike[hand] = pairs
        if not pairs:
            return cards
        live = table
        for other in hands:
            live |= other
        live &= ~hand
        same = [c for c, between in pairs if not between & live]
        return [c for c in cards if c not in same] if same else cards


def _alike_pairs(cards: list[int], points: tuple[int, ...], strength: tuple[int, ...]) -> list[tuple[int, int]]:
    """Each card of a hand with the card of its suit just below it in the hand, same points.

    Given with the cards of the suit strictly between the two (a mask): when none of
    those is in play outside the hand, the two play alike.
    """
    pairs = []
    by_suit = sorted(cards, key=lambda c: (c // 10, strength[c]))
    for low, high in zip(by_suit, by_suit[1:]):
        if low // 10 == high // 10 and points[low] == points[high]:
            between = 0
            for c in range(10 * (low // 10), 10 * (low // 10) + 10):
                if strength[low] < strength[c] < strength[high]:
                    between |= 1 << c
            pairs.append((high, between))
    return pairs


# By points and strength table, each hand's pairs of cards that may play alike (_alike_pairs).
_ALIKE: collections.defaultdict[tuple[tuple[int, ...], tuple[int, ...]], dict[int, list[tuple[int, int]]]] = \
    collections.defaultdict(dict)
