"""What one seat may know (RULES §7): the only thing bots and the coach look at.

A :class:`View` is a frozen snapshot (:func:`view_of` reads it off a game) holding no
reference to the game it came from, so a strategy that is handed a view cannot reach the other hands or the
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
from dataclasses import dataclass, field
from collections.abc import Callable
from typing import TYPE_CHECKING

from .cards import Card, Suit
from .events import SWAP, Action, Event
from .history import events_for
from .position import Trick
from .rules import Options

if TYPE_CHECKING:
    from .game import Game

__all__ = ["View", "SWAP", "Action", "view_of"]


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
    #: What happened since the game's start, as this seat may know it: another seat's draws
    #: without their card.  Two views of the same knowledge are equal whatever led to them.
    events: tuple[Event, ...] = field(default=(), compare=False)

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

    def legal_actions(self) -> tuple[Action, ...]:
        """What this seat may do now: its cards, and ``SWAP`` when it may swap the muestra."""
        plays: tuple[Action, ...] = self.legal_plays()
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

        The same as :meth:`Game.from_view`: ``rng`` is a ``random.Random`` or a number
        to seed one; undo and restart in the sampled game go back to this moment.
        """
        assert _SAMPLER, "briscola_teach.game registers how a view is sampled"
        return _SAMPLER[0](self, rng)


def view_of(game: Game, seat: int) -> View:
    """What ``seat`` may know of ``game``: its own hand, and only the cards it may place (RULES §7)."""
    n, options = game._n, game.options
    hands = game._hands
    stock_empty = not game._stock
    holder, swapper = game._muestra_holder, game._swapper
    original_muestra, muestra = game._original, game._muestra
    known: list[tuple[Card, ...]] = []
    hidden: list[Card] = []
    for s in range(n):
        hand = hands[s]
        if (
            s == seat
            or options.open_hands
            or (options.open_partner_hands and stock_empty and s == (seat + 2) % n)
            # Two players and no stock: the rival holds exactly the cards not yet seen.
            or (n == 2 and stock_empty)
        ):
            known.append(tuple(hand))
            continue
        # Public cards whose holder everyone saw take them (RULES §7, §8 swap).
        tracked = tuple(c for c in hand
                        if (s == holder and c is muestra) or (s == swapper and c is original_muestra))
        known.append(tracked)
        hidden += [c for c in hand if c not in tracked] if tracked else hand
    hidden += game._stock_cards()
    hidden.sort(key=_index)
    turn = game._turn
    return View(
        seat=seat, options=options, trump=game._trump, muestra=muestra,
        muestra_in_stock=game._muestra_in_stock, muestra_drawn_by=holder, swapped_by=swapper,
        hand=known[seat], turn=None if turn < 0 else turn, leader=game._leader, table=game.table,
        tricks=game.tricks, stock_size=len(game._stock),
        hand_sizes=tuple(len(h) for h in hands), points=tuple(game._scores),
        pile_sizes=tuple(game._pile_cards), known=tuple(known), unseen=tuple(hidden),
        can_swap=game.can_swap() if turn == seat else False,
        tricks_before=game._start.tricks_before, original_muestra=original_muestra,
        swap_at=game._swap_at, events=events_for(game, seat),
    )


def _index(card: Card) -> int:
    return card.index


# The game module, which makes views, says how to imagine a game from one: a view never
# imports the game (the layers point one way: cards, rules, position, view, game).
_SAMPLER: list[Callable[[View, random.Random | int], Game]] = []


def _register_sampler(sampler: Callable[[View, random.Random | int], Game]) -> None:
    _SAMPLER[:] = [sampler]
