"""What one seat may know (RULES §7): the only thing bots and the coach look at.

A :class:`View` is a frozen snapshot holding no reference to the game it came
from, so a strategy that is handed a view cannot reach the other hands or the
order of the stock.  It can still imagine them: :meth:`View.sample` deals the
unseen cards at random into a full game consistent with everything the seat knows.

>>> import random
>>> from briscola_teach import Game
>>> game = Game.new(players=2, seed=5, leader=0)
>>> view = game.view(0)
>>> view.hand == game.hand(0), view.known[1], len(view.unseen)
(True, (), 36)
>>> guess = view.sample(random.Random(1))
>>> guess.view(0) == view and guess.hand(0) == game.hand(0)
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import Card, Suit
from .rules import Options
from .seeds import check_seed

if TYPE_CHECKING:
    from .game import Game, Trick

__all__ = ["View", "make_view"]


@dataclass(frozen=True)
class View:
    """One seat's knowledge of a hand at one moment."""

    seat: int
    options: Options
    trump: Suit
    #: The card under the stock (after a swap, the 2 of trump); public even once drawn.
    muestra: Card
    muestra_in_stock: bool
    muestra_drawn_by: int | None
    swapped_by: int | None
    hand: tuple[Card, ...]
    #: The seat to play, or None when the hand is over.
    turn: int | None
    leader: int
    table: tuple[tuple[int, Card], ...]
    tricks: tuple[Trick, ...]
    stock_size: int
    hand_sizes: tuple[int, ...]
    points: tuple[int, ...]
    pile_sizes: tuple[int, ...]
    #: For each seat, the cards of its hand this seat can see or deduce (its own: all).
    known: tuple[tuple[Card, ...], ...]
    #: Cards whose place this seat cannot tell: in other hands or in the stock, by index.
    unseen: tuple[Card, ...]
    #: Whether this seat, on its turn, may swap the 2 of trump for the muestra.
    can_swap: bool
    #: Earlier tricks whose cards are unknown (a position set up mid-hand), before ``tricks``.
    tricks_before: int = 0
    #: The card turned up at the deal; after a swap it is in ``swapped_by``'s hand or played.
    original_muestra: Card | None = None
    #: When the swap was made: (trick number, cards then on its table); see :attr:`Game.swap_at`.
    swap_at: tuple[int, int] | None = None

    @property
    def players(self) -> int:
        """Number of players at the table."""
        return self.options.players

    @property
    def is_my_turn(self) -> bool:
        """Whether this seat is the one to play."""
        return self.turn == self.seat

    @property
    def partner(self) -> int | None:
        """The seat opposite, with four players; None otherwise."""
        return (self.seat + 2) % 4 if self.players == 4 else None

    def legal_plays(self) -> tuple[Card, ...]:
        """Cards this seat may play now: any card in hand when it is its turn."""
        return self.hand if self.is_my_turn else ()

    def legal_actions(self) -> tuple[Card | str, ...]:
        """What this seat may do now: its cards, and ``SWAP`` when it may swap the muestra."""
        from .game import SWAP

        plays: tuple[Card | str, ...] = self.legal_plays()
        return plays + (SWAP,) if self.can_swap else plays

    @property
    def trick_number(self) -> int:
        """The number of the trick being played (or of the last one, once the hand is over)."""
        return self.tricks_before + len(self.tricks) + (0 if self.turn is None else 1)

    def is_partner(self, seat: int) -> bool:
        """Whether ``seat`` scores with this one (itself included)."""
        return seat == self.seat or self.players == 4 and seat % 2 == self.seat % 2

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card seen played in this hand so far, tricks first, then the table."""
        return tuple(c for t in self.tricks for c in t.cards) + tuple(c for _, c in self.table)

    def sample(self, rng: random.Random | int) -> Game:
        """A full game consistent with this view, the unseen cards dealt at random.

        ``rng`` is a ``random.Random`` or a number to seed one.  The seat's own hand,
        every known card and the tricks so far are kept; the muestra stays under the
        stock while it is there.  Undo and restart in the sampled game go back to this
        moment, not to the deal.
        """
        from .game import Game, _Start

        if not isinstance(rng, random.Random):
            rng = random.Random(check_seed(rng, where="rng"))

        cards = list(self.unseen)
        rng.shuffle(cards)
        hands: list[tuple[Card, ...]] = []
        i = 0
        for seat, known in enumerate(self.known):
            if seat == self.seat:
                hands.append(self.hand)
                continue
            missing = self.hand_sizes[seat] - len(known)
            hands.append(known + tuple(cards[i:i + missing]))
            i += missing
        start = _Start(
            options=self.options, hands=tuple(hands), muestra=self.muestra,
            stock=tuple(cards[i:]), muestra_drawn_by=self.muestra_drawn_by,
            leader=self.leader, table=tuple(c for _, c in self.table), scores=self.points,
            pile_cards=self.pile_sizes, tricks_before=self.tricks_before, history=self.tricks,
            swapped_by=self.swapped_by, original_muestra=self.original_muestra,
            swap_at=self.swap_at,
        )
        return Game(start)


def make_view(game: Game, seat: int) -> View:
    """The view of ``seat`` on ``game`` (called by :meth:`Game.view`)."""
    n, options = game.players, game.options
    hands = [game.hand(s) for s in range(n)]
    stock_empty = game.stock_size == 0
    holder, swapper = game.muestra_drawn_by, game.swapped_by
    original_muestra = game.original_muestra
    known: list[tuple[Card, ...]] = []
    for s in range(n):
        if (
            s == seat
            or options.open_hands
            or (options.open_partner_hands and stock_empty and s == (seat + 2) % n)
            # Two players and no stock: the rival holds exactly the cards not yet seen.
            or (n == 2 and stock_empty)
        ):
            known.append(hands[s])
            continue
        # Public cards whose holder everyone saw take them (RULES §7, §8 swap).
        tracked = [c for c in hands[s]
                   if (s == holder and c is game.muestra) or (s == swapper and c is original_muestra)]
        known.append(tuple(tracked))
    muestra_in_stock = game.muestra_in_stock
    hidden = [c for s in range(n) if s != seat and len(known[s]) < len(hands[s])
              for c in hands[s] if c not in known[s]]
    hidden += game._stock_cards()
    hidden.sort(key=_index)
    return View(
        seat=seat, options=options, trump=game.trump, muestra=game.muestra,
        muestra_in_stock=muestra_in_stock, muestra_drawn_by=holder, swapped_by=swapper,
        hand=hands[seat], turn=game.turn, leader=game.leader, table=game.table,
        tricks=game.tricks, stock_size=game.stock_size,
        hand_sizes=tuple(len(h) for h in hands), points=game.points,
        pile_sizes=game.pile_sizes, known=tuple(known), unseen=tuple(hidden),
        can_swap=game.can_swap() if game.turn == seat else False,
        tricks_before=game.tricks_before, original_muestra=original_muestra,
        swap_at=game.swap_at,
    )


def _index(card: Card) -> int:
    return card.index
