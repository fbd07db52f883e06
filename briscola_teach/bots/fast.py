"""A compact copy of one imagined deal for the search: card sets as integers, no ``Game`` copies.

The search plays thousands of imagined hands per decision.  :class:`FastGame`
holds one of them as plain integers (each hand a bit mask of card indices, the
stock a fixed tuple read through a pointer), plays cards and draws exactly as
the engine does (RULES §3-§4, and the swap of §8), and lets every seat choose
as ``sensato`` would from what that seat may know (:func:`sensato_card`, the
same reading as :func:`~briscola_teach.bots.sensato.situation_at`).  With two
players the order of the stock is fixed in an imagined deal, so the rest of the
hand is a deterministic game: :class:`Endgame` solves it exactly by alpha-beta
with a memo of the bounds learnt about every position met at the start of a
trick.  At any table, once the stock is gone, :class:`OpenEndgame` does the same
for the last tricks of an imagined deal.  A property test checks all of this
against the real engine, and the solvers against brute force.
"""

from __future__ import annotations

import collections
import itertools
import math
import random
from collections.abc import Callable, Iterable

from ..cards import DECK, Card, Suit
from ..game import Game
from ..view import View
from .card_scores import Rules, rate_indices, rules_for

__all__ = ["FastGame", "Endgame", "OpenEndgame", "sensato_card", "bits_of", "open_deals", "counted_values", "dealer"]

_SUITS = list(Suit)


def bits_of(cards: int) -> list[int]:
    """The card indices in a bit mask, lowest first."""
    out = _BITS.get(cards)
    if out is not None:
        return out
    out = []
    rest = cards
    while rest:
        low = rest & -rest
        out.append(low.bit_length() - 1)
        rest ^= low
    if len(_BITS) < 200_000:
        _BITS[cards] = out
    return out


# Hands met before, as lists of card indices (callers never modify them).
_BITS: dict[int, list[int]] = {}


class FastGame:
    """One hand in integers: hands as bit masks, the stock as a tuple (top first) and a pointer."""

    __slots__ = ("n", "rules", "hands", "stock", "pos", "leader", "table", "points", "remaining",
                 "muestra", "in_stock", "holder", "swapper", "original", "swap_allowed")

    n: int
    rules: Rules
    hands: list[int]
    stock: tuple[int, ...]
    pos: int
    leader: int
    table: list[int]
    points: list[int]
    remaining: int
    muestra: int
    in_stock: bool
    holder: int | None
    swapper: int | None
    original: int | None
    swap_allowed: bool

    @classmethod
    def from_game(cls, game: Game) -> FastGame:
        """The same position as ``game`` (every hand and the stock order read from it)."""
        g = cls.__new__(cls)
        n = g.n = game.players
        g.rules = rules_for(game.trump, game.options.seven_second)
        hands = []
        remaining = 0
        for seat in range(n):
            bits = 0
            for c in game.hand(seat):
                bits |= 1 << c.index
            hands.append(bits)
            remaining |= bits
        g.hands = hands
        g.stock = tuple(c.index for c in game.stock)
        for i in g.stock:
            remaining |= 1 << i
        g.pos = 0
        g.remaining = remaining
        g.leader = game.leader
        g.table = [c.index for _, c in game.table]
        g.points = list(game.points)
        g.muestra = game.muestra.index
        g.in_stock = game.muestra_in_stock
        g.holder = game.muestra_drawn_by
        g.swapper = game.swapped_by
        g.original = None if game.swapped_by is None else game.original_muestra.index
        g.swap_allowed = game.options.swap_muestra
        return g

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards of a seat's hand, in deck order."""
        return tuple(DECK[c] for c in bits_of(self.hands[seat]))

    def copy(self) -> FastGame:
        """An independent copy to play on."""
        g = FastGame.__new__(FastGame)
        g.n, g.rules, g.stock, g.pos, g.leader = self.n, self.rules, self.stock, self.pos, self.leader
        g.hands, g.table, g.points = self.hands[:], self.table[:], self.points[:]
        g.remaining, g.muestra, g.in_stock = self.remaining, self.muestra, self.in_stock
        g.holder, g.swapper, g.original = self.holder, self.swapper, self.original
        g.swap_allowed = self.swap_allowed
        return g

    @property
    def turn(self) -> int:
        """The seat to play (meaningless once the hand is over)."""
        return (self.leader + len(self.table)) % self.n

    @property
    def stock_size(self) -> int:
        """Cards left to draw, the muestra included while it lies under the stock."""
        return len(self.stock) - self.pos

    @property
    def is_over(self) -> bool:
        """Whether every card has been played."""
        return not self.remaining

    def can_swap(self) -> bool:
        """Whether the seat to play may swap the 2 of trump for the muestra (RULES §8)."""
        return (self.swap_allowed and self.in_stock and len(self.stock) - self.pos >= 2
                and bool(self.hands[self.turn] >> (self.rules.trump * 10 + 1) & 1))

    def swap(self) -> None:
        """The seat to play gives the 2 of trump and takes the muestra."""
        seat = self.turn
        two = self.rules.trump * 10 + 1
        self.hands[seat] = self.hands[seat] & ~(1 << two) | 1 << self.muestra
        self.stock = self.stock[:-1] + (two,)
        self.swapper, self.original, self.muestra = seat, self.muestra, two

    def play(self, card: int) -> None:
        """The seat to play plays card index ``card`` (not checked: the search only plays its own)."""
        n = self.n
        table = self.table
        seat = (self.leader + len(table)) % n
        bit = 1 << card
        self.hands[seat] &= ~bit
        self.remaining &= ~bit
        table.append(card)
        if len(table) < n:
            return
        rules = self.rules
        winner = (self.leader + rules.winner(table)) % n
        pts = rules.points
        total = 0
        for c in table:
            total += pts[c]
        self.points[winner] += total
        self.table = []
        self.leader = winner
        stock, pos = self.stock, self.pos
        if pos < len(stock):
            hands = self.hands
            for k in range(n):
                hands[(winner + k) % n] |= 1 << stock[pos + k]
            pos += n
            self.pos = pos
            if pos == len(stock) and self.in_stock:
                self.in_stock = False
                self.holder = (winner + n - 1) % n


def sensato_card(g: FastGame, rules: Rules | None = None) -> int:
    """The card index sensato plays in ``g``, knowing only what the seat to play may know.

    ``rules``: play by these tables instead of the game's (the learnt policy, for one side).
    """
    n = g.n
    table = g.table
    leader = g.leader
    seat = (leader + len(table)) % n
    hand = g.hands[seat]
    remaining = g.remaining
    team = n == 4
    muestra = g.muestra
    hidden = remaining & ~hand
    rest = hidden
    stock_size = len(g.stock) - g.pos
    tracked = [0] * n
    holder, swapper, original = g.holder, g.swapper, g.original
    if holder is not None and holder != seat and remaining >> muestra & 1:
        tracked[holder] = 1 << muestra
    if swapper is not None and swapper != seat and original is not None and remaining >> original & 1:
        tracked[swapper] |= 1 << original
    if g.in_stock:
        hidden &= ~(1 << muestra)
    for bits in tracked:
        hidden &= ~bits
    after = []
    two_known = n == 2 and stock_size == 0
    for k in range(len(table) + 1, n):
        other = (leader + k) % n
        if two_known:
            after.append((False, 0, rest))
            continue
        known = tracked[other]
        partner = team and (other - seat) % 2 == 0
        after.append((partner, g.hands[other].bit_count() - known.bit_count(), known))
    if two_known:
        hidden = 0
    ours = [(s := (leader + i) % n) == seat or (team and (s - seat) % 2 == 0) for i in range(len(table))]
    cards = bits_of(hand)
    rules = rules or g.rules
    rated = rate_indices(rules, cards, table=table, ours=ours, after=after, unseen=hidden, players=n,
                         stock_size=stock_size, muestra=muestra, muestra_in_stock=g.in_stock,
                         alive=remaining)
    return rules.pick(cards, rated)


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


def dealer(view: View) -> Callable[[random.Random], FastGame]:
    """A function dealing the cards ``view``'s seat cannot see at random, as :meth:`View.sample` does.

    The deal comes straight as a :class:`FastGame`: every known card stays where it
    is, the rest of each hand and the stock come from the unseen cards, shuffled.
    """
    n = view.players
    base = FastGame.__new__(FastGame)
    base.n = n
    base.rules = rules_for(view.trump, view.options.seven_second)
    known = []
    missing = []
    remaining = 0
    for seat in range(n):
        cards = view.hand if seat == view.seat else view.known[seat]
        bits = 0
        for card in cards:
            bits |= 1 << card.index
        known.append(bits)
        missing.append(0 if seat == view.seat else view.hand_sizes[seat] - len(cards))
        remaining |= bits
    unseen = [c.index for c in view.unseen]
    for i in unseen:
        remaining |= 1 << i
    muestra_tail: tuple[int, ...] = ()
    if view.muestra_in_stock:
        muestra_tail = (view.muestra.index,)
        remaining |= 1 << view.muestra.index
    base.remaining = remaining
    base.pos = 0
    base.leader = view.leader
    base.table = [c.index for _, c in view.table]
    base.points = list(view.points)
    base.muestra = view.muestra.index
    base.in_stock = view.muestra_in_stock
    base.holder = view.muestra_drawn_by
    base.swapper = view.swapped_by
    base.original = (None if view.swapped_by is None or view.original_muestra is None
                     else view.original_muestra.index)
    base.swap_allowed = view.options.swap_muestra
    plan = [(seat, known[seat], missing[seat]) for seat in range(n)]

    def deal(rng: random.Random) -> FastGame:
        cards = unseen[:]
        rng.shuffle(cards)
        g = base.copy()
        hands = g.hands = [0] * n
        i = 0
        for seat, bits, count in plan:
            for c in cards[i:i + count]:
                bits |= 1 << c
            hands[seat] = bits
            i += count
        g.stock = tuple(cards[i:]) + muestra_tail
        return g

    base.hands = [0] * n
    base.stock = ()
    return deal


def open_deals(view: View, *, most: int = 24, rng: random.Random | None = None) -> list[FastGame] | None:
    """Every deal a two-player seat's view allows, if there are at most ``most``; else None.

    With ``rng``, when there are more than ``most`` deals, ``most`` of them drawn at random.

    Late in a two-player hand only a few deals remain: with two cards left to draw,
    the one face-down card of the stock is one of four unseen cards.
    """
    if view.players != 2 or view.turn != view.seat:
        return None
    seat = view.seat
    rival = 1 - seat
    face_down = view.stock_size - int(view.muestra_in_stock)
    unseen = [c.index for c in view.unseen]
    missing = view.hand_sizes[rival] - len(view.known[rival])
    if missing + face_down != len(unseen):
        return None
    count = math.comb(len(unseen), face_down) * math.factorial(face_down)
    orders: Iterable[tuple[int, ...]] = itertools.permutations(unseen, face_down)
    if count > most:
        if rng is None:
            return None
        orders = [tuple(rng.sample(unseen, face_down)) for _ in range(most)]
    known = 0
    for card in view.known[rival]:
        known |= 1 << card.index
    deals = []
    for stock in orders:
        rival_hand = known
        for i in unseen:
            if i not in stock:
                rival_hand |= 1 << i
        deals.append(_from_view(view, rival_hand, stock))
    return deals


def _from_view(view: View, rival_hand: int, face_down: tuple[int, ...]) -> FastGame:
    g = FastGame.__new__(FastGame)
    g.n = 2
    g.rules = rules_for(view.trump, view.options.seven_second)
    mine = 0
    for c in view.hand:
        mine |= 1 << c.index
    g.hands = [mine, rival_hand] if view.seat == 0 else [rival_hand, mine]
    g.stock = face_down + ((view.muestra.index,) if view.muestra_in_stock else ())
    remaining = mine | rival_hand
    for i in g.stock:
        remaining |= 1 << i
    g.remaining = remaining
    g.pos = 0
    g.leader = view.leader
    g.table = [c.index for _, c in view.table]
    g.points = list(view.points)
    g.muestra = view.muestra.index
    g.in_stock = view.muestra_in_stock
    g.holder = view.muestra_drawn_by
    g.swapper = view.swapped_by
    g.original = None if view.swapped_by is None or view.original_muestra is None else view.original_muestra.index
    g.swap_allowed = view.options.swap_muestra
    return g


def counted_values(view: View, deals: list[FastGame], *, weights: list[float] | None = None,
                   goal: Callable[[float], float] = float) -> dict[int, float]:
    """Each card's average final points for the seat over ``deals``, each played exactly.

    ``weights`` (one per deal, not all zero) makes it a weighted average; ``goal`` maps
    each deal's points to what they are worth before averaging.
    """
    totals: dict[int, float] = {}
    if weights is None or not any(weights):
        weights = [1.0] * len(deals)
    for g, w in zip(deals, weights):
        if not w:
            continue
        for card, value in Endgame(g.rules, g.stock, side=view.seat).values(g).items():
            totals[card] = totals.get(card, 0.0) + w * goal(value)
    total_weight = sum(weights)
    return {card: total / total_weight for card, total in totals.items()}
