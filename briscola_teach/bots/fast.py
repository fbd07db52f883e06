"""A compact copy of one imagined deal for the search: card sets as integers, no ``Game`` copies.

The search plays thousands of imagined hands per decision.  :class:`FastGame`
holds one of them as plain integers (each hand a bit mask of card indices, the
stock a fixed tuple read through a pointer), plays cards and draws exactly as
the engine does (RULES §3-§4, and the swap of §8), and lets every seat choose
as ``sensato`` would from what that seat may know (:func:`sensato_card`, the
same reading as :func:`~briscola_teach.bots.sensato.situation_at`).  The exact
solvers of an imagined deal's last tricks are in :mod:`~briscola_teach.bots.endgame`,
the deals themselves are made in :mod:`~briscola_teach.bots.deals`.  A property test
checks all of this against the real engine.
"""

from __future__ import annotations

from ..cards import DECK, Card, Suit
from ..game import Game
from .card_scores import Rules, rate_indices, rules_for

__all__ = ["FastGame", "sensato_card", "bits_of"]

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
