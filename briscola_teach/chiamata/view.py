"""What one seat may know of a hand of chiamata (RULES §12): above all, not the partner until it shows.

The auction, the called card and every card played are public; the partner is known only
to the partner itself (and to the caller when the called card is in the caller's own hand)
until the called card falls.  :meth:`ChiamataView.sample` deals the unseen cards at random
over the other hands and replays the auction, the call and the plays: nothing a seat has
done rules a card out of its hand, since a bid may be a bluff and nobody must follow suit
(RULES §3), so every such deal fits the view.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..cards import Card, Rank, Suit
from ..errors import PositionError
from ..events import Bid, Call, ChiamataAction, ChiamataEvent, PointsBid
from ..position import Trick
from ..rules import check_seat
from ..seeds import check_seed
from .scoring import PLAYERS

if TYPE_CHECKING:
    from .hand import Chiamata

__all__ = ["ChiamataView", "view_of", "imagined_deal"]


@dataclass(frozen=True)
class ChiamataView:
    """One seat's knowledge of a hand of chiamata at one moment (RULES §12)."""

    seat: int
    phase: str
    first_bidder: int
    #: The seat to act, or None when the hand is over.
    turn: int | None
    hand: tuple[Card, ...]
    #: Every bid and pass, with its seat, in order (public).
    auction: tuple[tuple[int, ChiamataAction], ...]
    passed: frozenset[int]
    high_bid: tuple[int, Bid | PointsBid] | None
    caller: int | None
    rank: Rank | None
    target: int
    called_card: Card | None
    #: The partner, if this seat may know it: its holder, a caller holding it, or everyone once it fell.
    partner: int | None
    partner_revealed: bool
    leader: int
    table: tuple[tuple[int, Card], ...]
    tricks: tuple[Trick, ...]
    hand_sizes: tuple[int, ...]
    points: tuple[int, ...]
    pile_sizes: tuple[int, ...]
    #: Cards in the other hands, by index (their places unknown).
    unseen: tuple[Card, ...]
    #: What this seat may do now (empty when it is not its turn).
    legal: tuple[ChiamataAction, ...]
    events: tuple[ChiamataEvent, ...] = field(default=(), compare=False)

    @property
    def players(self) -> int:
        """Number of players at the table: five."""
        return PLAYERS

    @property
    def trump(self) -> Suit | None:
        """The suit of the called card, once named."""
        return None if self.called_card is None else self.called_card.suit

    @property
    def is_my_turn(self) -> bool:
        """Whether this seat is the one to act."""
        return self.turn == self.seat

    def legal_actions(self) -> tuple[ChiamataAction, ...]:
        """What this seat may do now: bids and PASS, calls, or its cards."""
        return self.legal

    def legal_plays(self) -> tuple[Card, ...]:
        """Cards this seat may play now."""
        return self.hand if self.is_my_turn and self.phase == "play" else ()

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card seen played so far, tricks first, then the table."""
        return tuple(c for t in self.tricks for c in t.cards) + tuple(c for _, c in self.table)

    def may_be_partner(self, seat: int) -> bool:
        """Whether ``seat`` may hold the called card as far as this seat knows (the caller too)."""
        if self.called_card is None:
            return seat != self.seat
        if self.partner is not None:
            return seat == self.partner
        return seat != self.seat

    def sample(self, rng: random.Random | int) -> Chiamata:
        """A full hand consistent with this view, the unseen cards dealt at random (:meth:`Chiamata.from_view`)."""
        assert _SAMPLER, "briscola_teach.chiamata.hand registers how a view is sampled"
        return _SAMPLER[0](self, rng)


def view_of(game: Chiamata, seat: int) -> ChiamataView:
    """What ``seat`` may know of ``game`` now, and nothing more: above all, not the partner."""
    seat = check_seat(seat, PLAYERS)
    hand = tuple(game._hands[seat])
    called = game._called
    partner: int | None = None
    if game._revealed or (called is not None and called in hand):
        partner = game._partner
    unseen = tuple(sorted((c for s in range(PLAYERS) if s != seat for c in game._hands[s]),
                          key=_index))
    events = tuple(game._events)
    return ChiamataView(
        seat=seat, phase=game._phase, first_bidder=game._first, turn=game._turn, hand=hand,
        auction=tuple(game._auction), passed=frozenset(game._out), high_bid=game._high,
        caller=game._caller, rank=game._rank, target=game._target, called_card=called,
        partner=partner, partner_revealed=game._revealed, leader=game._leader, table=game.table,
        tricks=tuple(game._tricks), hand_sizes=tuple(len(h) for h in game._hands),
        points=tuple(game._scores), pile_sizes=tuple(game._piles), unseen=unseen,
        legal=game.legal_actions() if game._turn == seat else (), events=events,
    )


def imagined_deal(view: ChiamataView, rng: random.Random | int) -> tuple[list[list[Card]], list[ChiamataAction]]:
    """A deal consistent with ``view``, the unseen cards dealt at random, and the actions that led to the view.

    The other seats' current hands get the unseen cards at random (their sizes kept); each
    seat's deal is its hand plus the cards it played.
    """
    if not isinstance(view, ChiamataView):
        raise PositionError("engine.need_view", given=view)
    if not isinstance(rng, random.Random):
        rng = random.Random(check_seed(rng, where="rng"))
    cards = list(view.unseen)
    rng.shuffle(cards)
    played: list[list[Card]] = [[] for _ in range(PLAYERS)]
    for trick in view.tricks:
        for s, c in trick.plays:
            played[s].append(c)
    for s, c in view.table:
        played[s].append(c)
    hands: list[list[Card]] = []
    for s in range(PLAYERS):
        if s == view.seat:
            now = list(view.hand)
        else:
            now, cards = cards[:view.hand_sizes[s]], cards[view.hand_sizes[s]:]
        hands.append(played[s] + now)
    return hands, _actions_of(view)


def _actions_of(view: ChiamataView) -> list[ChiamataAction]:
    """The actions that led to this view, in order: the auction, the call, the plays."""
    actions: list[ChiamataAction] = [a for _, a in view.auction]
    if view.called_card is not None:
        actions.append(Call(view.called_card.suit))
    actions += [c for t in view.tricks for c in t.cards]
    actions += [c for _, c in view.table]
    return actions


def _index(card: Card) -> int:
    return card.index


# The hand's module, which makes views, says how to imagine a hand from one: a view never
# imports the hand.
_SAMPLER: list[Callable[[ChiamataView, random.Random | int], Chiamata]] = []


def _register_sampler(sampler: Callable[[ChiamataView, random.Random | int], Chiamata]) -> None:
    _SAMPLER[:] = [sampler]
