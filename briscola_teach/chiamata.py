"""Briscola chiamata: five players, an auction, a secret partner (RULES §12).

A :class:`Chiamata` is one hand, reached like every other table with
``Game.new(players=5, variant="chiamata", seed=...)`` (or :meth:`Chiamata.new`,
:meth:`Chiamata.from_deck`).  It keeps the engine's contract: ``turn``,
``legal_actions()`` and ``apply()`` cover the auction, the call and the cards, so the
one loop that plays any table plays this one; each action is written once as
``verify_x`` (raises :class:`~briscola_teach.errors.IllegalBid` or
:class:`~briscola_teach.errors.IllegalPlay`, leaving the hand untouched) / ``can_x`` /
``x`` (does it and returns its event); ``events``, ``view(seat)``, ``undo``,
``copy``, ``to_json``/``from_json`` work as in :class:`~briscola_teach.game.Game`.

The hand goes through four phases (:attr:`Chiamata.phase`):

* ``"auction"``: from the first bidder round the table, each seat still in the auction
  calls a :class:`~briscola_teach.events.Bid` of a rank weaker than the last one called
  (any rank first), or passes for good (:data:`~briscola_teach.events.PASS`); once the 2
  is called the bids go on in points, :class:`~briscola_teach.events.PointsBid` from 61
  up, each above the last.  When one seat is left and it has called, it is the caller.
  The last seat in the auction still has its turn if it has not called yet: it may call
  or pass, and when all five pass nobody calls.
* ``"call"``: the caller names a suit (:class:`~briscola_teach.events.Call`); the card of
  the rank won in that suit is the called card, its holder the secret partner, its suit
  trump.  The caller may name a card of their own hand and then plays alone.
* ``"play"``: 8 tricks with the rules of §3, the first bidder leading the first; when the
  called card is played everyone learns who the partner is
  (:class:`~briscola_teach.events.PartnerRevealed`).
* ``"over"``: :attr:`Chiamata.outcome` gives the side's points, whether it reached its
  target and the match points of each seat.

**Decision (all five pass)**: the hand ends at once with no caller; its outcome has
``caller=None`` and gives no match points, and the next hand (``Match``, or a new
``Chiamata`` with ``first_bidder`` one seat on) is dealt by the next seat.  A hand is
one deal, so a redeal is a new hand, not a change inside this one.

Views (:class:`ChiamataView`) reveal nothing a seat cannot know: the auction, the
called card and every card played are public; the partner is known only to the
partner itself (and to the caller when the called card is in the caller's own hand)
until the called card falls.  :meth:`ChiamataView.sample` deals the unseen cards at
random over the other hands and replays the auction, the call and the plays: nothing
a seat has done rules a card out of its hand, since a bid may be a bluff and nobody
must follow suit (RULES §3), so every such deal fits the view.

>>> game = Chiamata.from_deck(list(DECK), first_bidder=0)
>>> game.phase, game.turn, game.legal_actions()[:2]
('auction', 0, (Bid(rank=Rank.ACE), Bid(rank=Rank.THREE)))
>>> game.apply(Bid(Rank.THREE))
BidMade(seat=0, bid=Bid(rank=Rank.THREE))
>>> game.apply(Bid(Rank.ACE))
Traceback (most recent call last):
...
briscola_teach.errors.IllegalBid: El asiento 1 no puede llamar «as»: cada llamada ha de ser más baja que la anterior («tres»).
>>> for _ in range(4):
...     _ = game.apply(PASS)
>>> game.phase, game.caller, game.turn
('call', 0, 0)
>>> game.apply(Call(Suit.CUPS))
Called(seat=0, card=Card(Rank.THREE, Suit.CUPS))
>>> game.view(0).partner is None, game.partner is not None
(True, True)
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from .cards import CODES, DECK, Card, Rank, Suit
from .errors import CardError, IllegalBid, IllegalPlay, OptionError, PositionError, RecordError, Said, size
from .events import (
    PASS, AllPassed, AuctionWon, Bid, BidMade, Call, Called, ChiamataAction, ChiamataEvent, ChiamataOver,
    PartnerRevealed, Passed, Played, PointsBid, TrickRule, TrickTaken,
)
from .given import card_in_hand, parse_cards, replay_undo, shown
from .position import Trick
from .rules import POINTS_TABLES, STRENGTH_ORDER, STRENGTH_TABLES, check_seat, winning_index
from .seeds import check_seed, generator

__all__ = [
    "Chiamata", "ChiamataView", "ChiamataOutcome", "PLAYERS", "HAND_SIZE", "TARGET", "MAX_POINTS",
    "multiplier", "match_points",
]

PLAYERS = 5
HAND_SIZE = 8
#: Points the caller's side needs without a points bid.
TARGET = 61
MAX_POINTS = 120
PHASES = ("auction", "call", "play", "over")
FORMAT = "briscola_teach/game"
VERSION = 2
VARIANT = "chiamata"

_STRENGTH = STRENGTH_TABLES[False]
_POINTS = POINTS_TABLES[False]
#: Ranks in the order they are called, strongest (the weakest bid) first.
_RANK_ORDER = {rank: i for i, rank in enumerate(STRENGTH_ORDER)}
_RANK_CODES = {rank.code: rank for rank in Rank}
_SUIT_CODES = {suit.code: suit for suit in Suit}


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


class Chiamata:
    """One hand of briscola chiamata for five players (RULES §12); see the module docstring."""

    def __init__(self, hands: Sequence[Iterable[Card | str]], *, first_bidder: int = 0) -> None:
        """A hand from its deal: five hands of 8 cards, and the seat that bids first."""
        if isinstance(hands, (str, Card)) or not isinstance(hands, Sequence) or size(hands) != PLAYERS:
            raise PositionError("engine.chiamata_hands", given=hands)
        dealt = tuple(tuple(parse_cards(h, f"hands[{i}]")) for i, h in enumerate(hands))
        if any(len(h) != HAND_SIZE for h in dealt) or len({c for h in dealt for c in h}) != len(DECK):
            raise PositionError("engine.chiamata_hands", given=[len(h) for h in dealt])
        self._deal = dealt
        self._first = check_seat(first_bidder, PLAYERS, where="first_bidder")
        self._reset()

    def _reset(self) -> None:
        self._hands = [list(h) for h in self._deal]
        self._actions: list[ChiamataAction] = []
        self._events: list[ChiamataEvent] = []
        self._auction: list[tuple[int, ChiamataAction]] = []
        self._phase = "auction"
        self._turn: int | None = self._first
        self._out: set[int] = set()
        self._high: tuple[int, Bid | PointsBid] | None = None  # (seat, last bid)
        self._caller: int | None = None
        self._rank: Rank | None = None
        self._target = TARGET
        self._called: Card | None = None
        self._partner: int | None = None
        self._revealed = False
        self._leader = self._first
        self._table: list[Card] = []
        self._tricks: list[Trick] = []
        self._scores = [0] * PLAYERS
        self._piles = [0] * PLAYERS
        self._outcome: ChiamataOutcome | None = None

    # ------------------------------------------------------------------ making hands
    @classmethod
    def new(cls, seed: int | random.Random | None = None, *, first_bidder: int | None = None) -> Chiamata:
        """A freshly shuffled hand; ``seed`` makes it repeatable; the first bidder drawn at random unless given."""
        rng = generator(seed)
        deck = list(DECK)
        rng.shuffle(deck)
        first = rng.randrange(PLAYERS) if first_bidder is None else check_seat(
            first_bidder, PLAYERS, where="first_bidder")
        return cls.from_deck(deck, first_bidder=first)

    @classmethod
    def from_deck(cls, cards: Iterable[Card | str], /, *, first_bidder: int = 0) -> Chiamata:
        """Deal an exact deck order (index 0 the top card), one card at a time from the first bidder."""
        deck = parse_cards(cards, "deck")
        if sorted(c.index for c in deck) != list(range(len(DECK))):
            raise PositionError("engine.deck_not_complete", size=len(DECK), given=len(deck))
        first = check_seat(first_bidder, PLAYERS, where="first_bidder")
        return cls([deck[(seat - first) % PLAYERS::PLAYERS] for seat in range(PLAYERS)], first_bidder=first)

    # ------------------------------------------------------------------ reading
    @property
    def players(self) -> int:
        """Number of players at the table: five."""
        return PLAYERS

    @property
    def variant(self) -> str:
        """The form of the game: ``"chiamata"``."""
        return VARIANT

    @property
    def phase(self) -> str:
        """Where the hand is: ``"auction"``, ``"call"``, ``"play"`` or ``"over"``."""
        return self._phase

    @property
    def turn(self) -> int | None:
        """The seat to act (bid, call or play), None once the hand is over."""
        return self._turn

    @property
    def is_over(self) -> bool:
        """Every card has been played, or all five passed."""
        return self._phase == "over"

    @property
    def first_bidder(self) -> int:
        """The seat that bid first and leads the first trick (one on from the dealer)."""
        return self._first

    @property
    def deal(self) -> tuple[tuple[Card, ...], ...]:
        """The five hands as dealt."""
        return self._deal

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards a seat holds now."""
        return tuple(self._hands[check_seat(seat, PLAYERS)])

    @property
    def auction(self) -> tuple[tuple[int, ChiamataAction], ...]:
        """Each bid and pass so far, with the seat that made it, in order."""
        return tuple(self._auction)

    @property
    def high_bid(self) -> tuple[int, Bid | PointsBid] | None:
        """The last bid made and its seat, if any."""
        return self._high

    @property
    def passed(self) -> frozenset[int]:
        """The seats out of the auction."""
        return frozenset(self._out)

    @property
    def caller(self) -> int | None:
        """The seat that won the auction, once it did."""
        return self._caller

    @property
    def rank(self) -> Rank | None:
        """The rank the caller won with (the 2 when the auction went to points)."""
        return self._rank

    @property
    def target(self) -> int:
        """Points the caller's side needs: 61, or the points bid."""
        return self._target

    @property
    def called_card(self) -> Card | None:
        """The card the caller named, once named."""
        return self._called

    @property
    def trump(self) -> Suit | None:
        """The suit of the called card, once named."""
        return None if self._called is None else self._called.suit

    @property
    def partner(self) -> int | None:
        """The holder of the called card (the caller, playing alone): the engine knows, views may not."""
        return self._partner

    @property
    def partner_revealed(self) -> bool:
        """Whether the called card has been played, so everyone knows the partner."""
        return self._revealed

    @property
    def leader(self) -> int:
        """The seat that leads the current trick."""
        return self._leader

    @property
    def table(self) -> tuple[tuple[int, Card], ...]:
        """The cards on the current trick, with the seat that played each."""
        return tuple(((self._leader + i) % PLAYERS, c) for i, c in enumerate(self._table))

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks, first to last."""
        return tuple(self._tricks)

    @property
    def points(self) -> tuple[int, ...]:
        """Points in each seat's pile so far."""
        return tuple(self._scores)

    @property
    def pile_sizes(self) -> tuple[int, ...]:
        """Cards in each seat's pile so far."""
        return tuple(self._piles)

    @property
    def actions(self) -> tuple[ChiamataAction, ...]:
        """Every action so far: bids, passes, the call and the cards played."""
        return tuple(self._actions)

    @property
    def events(self) -> tuple[ChiamataEvent, ...]:
        """Everything that happened, in order: bids, passes, the call, plays, tricks, the reveal, the end."""
        return tuple(self._events)

    @property
    def outcome(self) -> ChiamataOutcome | None:
        """The result, once the hand is over."""
        return self._outcome

    # ------------------------------------------------------------------ the auction
    def _min_points(self) -> int:
        high = self._high
        return high[1].points + 1 if high is not None and isinstance(high[1], PointsBid) else TARGET

    def _check_bidding(self, given: object) -> int:
        turn = self._turn
        if self._phase != "auction" or turn is None:
            raise IllegalBid("engine.not_auction", seat=turn, given=given)
        return turn

    def verify_bid(self, bid: Bid) -> None:
        """Raise IllegalBid unless the seat to act may call this rank now."""
        seat = self._check_bidding(bid)
        if not isinstance(bid, Bid) or not isinstance(bid.rank, Rank):
            raise IllegalBid("engine.bad_bid", seat=seat, action=bid, given=bid)
        high = self._high
        if high is not None:
            last = high[1]
            if isinstance(last, PointsBid) or last.rank is Rank.TWO:
                raise IllegalBid("engine.bid_after_two", seat=seat, rank=_rank(bid.rank), given=bid)
            if _RANK_ORDER[bid.rank] <= _RANK_ORDER[last.rank]:
                raise IllegalBid("engine.bid_not_lower", seat=seat, rank=_rank(bid.rank),
                                 last=_rank(last.rank), given=bid)

    def can_bid(self, bid: Bid) -> bool:
        """Whether the seat to act may call this rank now."""
        return _can(self.verify_bid, bid)

    def bid(self, bid: Bid | Rank) -> BidMade:
        """The seat to act calls a rank weaker than the last one (any rank first); its event."""
        bid = Bid(bid) if isinstance(bid, Rank) else bid
        self.verify_bid(bid)
        return self._bid(bid)

    def verify_points_bid(self, bid: PointsBid) -> None:
        """Raise IllegalBid unless the seat to act may promise these points now."""
        seat = self._check_bidding(bid)
        if not isinstance(bid, PointsBid) or bid.points.__class__ is not int:
            raise IllegalBid("engine.bad_bid", seat=seat, action=bid, given=bid)
        high = self._high
        if high is None or isinstance(high[1], Bid) and high[1].rank is not Rank.TWO:
            raise IllegalBid("engine.points_before_two", seat=seat, points=bid.points, given=bid)
        least = self._min_points()
        if not least <= bid.points <= MAX_POINTS:
            raise IllegalBid("engine.points_out_of_range", seat=seat, points=bid.points, least=least,
                             most=MAX_POINTS, given=bid)

    def can_points_bid(self, bid: PointsBid) -> bool:
        """Whether the seat to act may promise these points now."""
        return _can(self.verify_points_bid, bid)

    def points_bid(self, bid: PointsBid | int) -> BidMade:
        """The seat to act promises at least this many points (after the 2, from 61, rising); its event."""
        # Made unchecked, so that a number out of range is told as the auction's refusal.
        bid = tuple.__new__(PointsBid, (bid,)) if isinstance(bid, int) and not isinstance(bid, bool) else bid
        self.verify_points_bid(bid)  # type: ignore[arg-type]
        return self._bid(bid)  # type: ignore[arg-type]

    def _bid(self, bid: Bid | PointsBid) -> BidMade:
        seat = self._turn
        assert seat is not None
        self._high = (seat, bid)
        self._record(bid, seat)
        event = BidMade(seat, bid)
        self._events.append(event)
        self._next_bidder(seat)
        return event

    def verify_pass(self) -> None:
        """Raise IllegalBid unless the seat to act may pass (only in the auction)."""
        self._check_bidding(PASS)

    def can_pass(self) -> bool:
        """Whether the seat to act may pass now."""
        return _can(self.verify_pass)

    def pass_turn(self) -> Passed:
        """The seat to act passes and is out of the auction for good; its event."""
        self.verify_pass()
        seat = self._turn
        assert seat is not None
        self._out.add(seat)
        self._record(PASS, seat)
        event = Passed(seat)
        self._events.append(event)
        self._next_bidder(seat)
        return event

    def _record(self, action: ChiamataAction, seat: int) -> None:
        self._actions.append(action)
        self._auction.append((seat, action))

    def _next_bidder(self, seat: int) -> None:
        active = [s for s in range(PLAYERS) if s not in self._out]
        high = self._high
        if not active:
            self._events.append(AllPassed(self._first))
            self._finish(None)
            return
        if len(active) == 1 and high is not None and high[0] == active[0]:
            caller, last = high
            self._caller = caller
            self._rank = last.rank if isinstance(last, Bid) else Rank.TWO
            self._target = last.points if isinstance(last, PointsBid) else TARGET
            self._events.append(AuctionWon(caller, self._rank, self._target))
            self._phase, self._turn = "call", caller
            return
        nxt = (seat + 1) % PLAYERS
        while nxt in self._out:
            nxt = (nxt + 1) % PLAYERS
        self._turn = nxt

    # ------------------------------------------------------------------ the call
    def verify_call(self, call: Call) -> None:
        """Raise IllegalBid unless the seat to act is the caller naming a suit now."""
        turn = self._turn
        if self._phase != "call" or turn is None:
            raise IllegalBid("engine.not_call", seat=turn, given=call)
        if not isinstance(call, Call) or not isinstance(call.suit, Suit):
            raise IllegalBid("engine.bad_call", seat=turn, action=call, given=call)

    def can_call(self, call: Call) -> bool:
        """Whether the seat to act may name this suit now."""
        return _can(self.verify_call, call)

    def call(self, call: Call | Suit | str) -> Called:
        """The caller names the suit of the rank won: the called card, trump and the partner; its event."""
        if isinstance(call, str):
            try:
                call = Call(Suit.parse(call))
            except CardError:
                raise IllegalBid("engine.bad_call", seat=self._turn, action=call, given=call) from None
        call = Call(call) if isinstance(call, Suit) else call
        self.verify_call(call)
        caller, rank = self._caller, self._rank
        assert caller is not None and rank is not None
        card = Card(rank, call.suit)
        self._called = card
        self._partner = next(s for s in range(PLAYERS) if card in self._hands[s])
        self._actions.append(call)
        event = Called(caller, card)
        self._events.append(event)
        self._phase, self._turn, self._leader = "play", self._first, self._first
        return event

    # ------------------------------------------------------------------ playing
    def legal_plays(self) -> tuple[Card, ...]:
        """The cards the seat to act may play: any card in hand, once the call is made."""
        turn = self._turn
        return tuple(self._hands[turn]) if self._phase == "play" and turn is not None else ()

    def verify_play(self, card: Card | str) -> Card:
        """The card to play, or IllegalPlay saying why it cannot be played now."""
        turn = self._turn
        if self._phase != "play" or turn is None:
            key = "engine.game_over_play" if self._phase == "over" else "engine.play_before_call"
            raise IllegalPlay(key, seat=turn, card=shown(card), given=card)
        return card_in_hand(card, self._hands[turn], turn)

    def can_play(self, card: Card | str) -> bool:
        """Whether the seat to act may play this card now."""
        return _can(self.verify_play, card)

    def play(self, card: Card | str) -> Played:
        """The seat to act plays a card; its event (the reveal and the trick follow in :attr:`events`)."""
        card = self.verify_play(card)
        seat = self._turn
        assert seat is not None
        self._hands[seat].remove(card)
        self._table.append(card)
        self._actions.append(card)
        number = len(self._tricks) + 1
        event = Played(seat, card, number)
        self._events.append(event)
        if card is self._called:
            self._revealed = True
            self._events.append(PartnerRevealed(seat, card, number, seat == self._caller))
        if len(self._table) < PLAYERS:
            self._turn = (seat + 1) % PLAYERS
            return event
        self._finish_trick(number)
        return event

    def _finish_trick(self, number: int) -> None:
        table, leader, trump = self._table, self._leader, self.trump
        assert trump is not None
        best = winning_index(table, trump, _STRENGTH)
        winner = (leader + best) % PLAYERS
        pts = sum(_POINTS[c.index] for c in table)
        self._scores[winner] += pts
        self._piles[winner] += PLAYERS
        plays = tuple(((leader + i) % PLAYERS, c) for i, c in enumerate(table))
        self._tricks.append(Trick(number, leader, plays, winner, pts))
        card = table[best]
        rule = TrickRule.TRUMP if card.suit is trump else TrickRule.SUIT_LED
        self._events.append(TrickTaken(number, winner, card, pts, rule))
        self._table, self._leader, self._turn = [], winner, winner
        if len(self._tricks) == HAND_SIZE:
            self._finish(self._caller)

    def _finish(self, caller: int | None) -> None:
        if caller is None:
            outcome = ChiamataOutcome(None, None, (0, 0), TARGET, (), (0,) * PLAYERS)
        else:
            partner = self._partner
            assert partner is not None
            side = {caller, partner}
            ours = sum(self._scores[s] for s in side)
            won = ours >= self._target
            winners = tuple(s for s in range(PLAYERS) if (s in side) == won)
            outcome = ChiamataOutcome(caller, partner, (ours, MAX_POINTS - ours), self._target, winners,
                                      match_points(caller, partner, won=won, target=self._target))
        self._outcome = outcome
        self._phase, self._turn = "over", None
        self._events.append(ChiamataOver(outcome))

    # ------------------------------------------------------------------ one loop for every form
    def legal_actions(self) -> tuple[ChiamataAction, ...]:
        """Everything the seat to act may do: bids and ``PASS``, the four calls, or its cards."""
        phase = self._phase
        if phase == "auction":
            return _auction_actions(self._high)
        if phase == "call":
            return tuple(Call(s) for s in Suit)
        return self.legal_plays()

    def apply(self, action: ChiamataAction | str) -> ChiamataEvent:
        """Do any action: a Bid, PASS, a PointsBid, a Call or a card (or its name); its event."""
        if action is PASS:
            return self.pass_turn()
        if isinstance(action, Bid):
            return self.bid(action)
        if isinstance(action, PointsBid):
            return self.points_bid(action)
        if isinstance(action, Call):
            return self.call(action)
        if isinstance(action, (Card, str)):
            return self.play(action)
        raise IllegalBid("engine.bad_action", seat=self._turn, action=action, given=action)

    # ------------------------------------------------------------------ history
    def undo(self) -> ChiamataAction:
        """Take back the last action and return it; the hand is as it was before it."""
        return replay_undo(self)

    def restart(self) -> None:
        """Go back to the deal."""
        self._reset()

    def copy(self) -> Chiamata:
        """An independent hand in the same state, for looking ahead."""
        other = Chiamata.__new__(Chiamata)
        other.__dict__.update(self.__dict__)
        other._hands = [h[:] for h in self._hands]
        for name in ("_actions", "_events", "_auction", "_table", "_tricks", "_scores", "_piles"):
            setattr(other, name, getattr(self, name)[:])
        other._out = set(self._out)
        return other

    # ------------------------------------------------------------------ knowledge
    def view(self, seat: int) -> ChiamataView:
        """What ``seat`` may know now (RULES §12), and nothing more: above all, not the partner."""
        seat = check_seat(seat, PLAYERS)
        hand = tuple(self._hands[seat])
        called = self._called
        partner: int | None = None
        if self._revealed or (called is not None and called in hand):
            partner = self._partner
        unseen = tuple(sorted((c for s in range(PLAYERS) if s != seat for c in self._hands[s]),
                              key=_index))
        events = tuple(self._events)
        return ChiamataView(
            seat=seat, phase=self._phase, first_bidder=self._first, turn=self._turn, hand=hand,
            auction=tuple(self._auction), passed=frozenset(self._out), high_bid=self._high,
            caller=self._caller, rank=self._rank, target=self._target, called_card=called,
            partner=partner, partner_revealed=self._revealed, leader=self._leader, table=self.table,
            tricks=tuple(self._tricks), hand_sizes=tuple(len(h) for h in self._hands),
            points=tuple(self._scores), pile_sizes=tuple(self._piles), unseen=unseen,
            legal=self.legal_actions() if self._turn == seat else (), events=events,
        )

    @classmethod
    def from_view(cls, view: ChiamataView, rng: random.Random | int) -> Chiamata:
        """A full hand consistent with what one seat knows, the unseen cards dealt at random.

        The other seats' current hands get the unseen cards at random (their sizes kept);
        each seat's deal is its hand plus the cards it played, and the auction, the call
        and the plays are replayed on it.  Undo goes back to the deal, not to this moment.
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
        game = cls(hands, first_bidder=view.first_bidder)
        for action in _actions_of(view):
            game.apply(action)
        return game

    # ------------------------------------------------------------------ records
    def to_json(self) -> str:
        """The hand as JSON: its deal, first bidder, every action and the outcome reached, so it can be replayed."""
        from . import records

        record = {
            "format": FORMAT, "version": VERSION, "variant": VARIANT, "players": PLAYERS,
            "start": {"hands": [[c.code for c in h] for h in self._deal], "first_bidder": self._first},
            "actions": [action_code(a) for a in self._actions],
            "result": {"points": list(self._scores), "over": self.is_over, "pile_cards": list(self._piles),
                       "outcome": records.outcome_json(self._outcome)},
        }
        return json.dumps(record, ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, data: str | bytes) -> Chiamata:
        """A hand saved by :meth:`to_json`, replayed; a bad or tampered file raises RecordError."""
        from . import records

        record = records.load_json(data)
        if record.get("variant") != VARIANT:
            raise RecordError("engine.record_variant", variant=record.get("variant"), expected=VARIANT)
        return _from_record(record)

    def __repr__(self) -> str:
        state = "over" if self._turn is None else f"seat {self._turn} to act"
        return f"<Chiamata {self._phase}, called {self._called}, {len(self._tricks)} tricks played, {state}>"


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
        return Chiamata.from_view(self, rng)


# ---------------------------------------------------------------------- helpers
def _auction_actions(high: tuple[int, Bid | PointsBid] | None) -> tuple[ChiamataAction, ...]:
    if high is None:
        return (*_BIDS, PASS)
    last = high[1]
    if isinstance(last, PointsBid):
        return (*_POINTS_BIDS[last.points + 1 - TARGET:], PASS)
    if last.rank is Rank.TWO:
        return (*_POINTS_BIDS, PASS)
    return (*_BIDS[_RANK_ORDER[last.rank] + 1:], PASS)


_BIDS = tuple(Bid(rank) for rank in STRENGTH_ORDER)
_POINTS_BIDS = tuple(PointsBid(p) for p in range(TARGET, MAX_POINTS + 1))


def _actions_of(view: ChiamataView) -> list[ChiamataAction]:
    """The actions that led to this view, in order: the auction, the call, the plays."""
    actions: list[ChiamataAction] = [a for _, a in view.auction]
    if view.called_card is not None:
        actions.append(Call(view.called_card.suit))
    actions += [c for t in view.tricks for c in t.cards]
    actions += [c for _, c in view.table]
    return actions


def action_code(action: ChiamataAction) -> str:
    """An action as text in a record: a card code ("3B"), "bid:3", "pass", "points:70", "call:O"."""
    if isinstance(action, Card):
        return action.code
    if action is PASS:
        return "pass"
    if isinstance(action, Bid):
        return f"bid:{action.rank.code}"
    if isinstance(action, PointsBid):
        return f"points:{action.points}"
    assert isinstance(action, Call)
    return f"call:{action.suit.code}"


def parse_action(code: object) -> ChiamataAction:
    """The action a record's text names, or RecordError."""
    if isinstance(code, str):
        if code == "pass":
            return PASS
        card = CODES.get(code)
        if card is not None:
            return card
        kind, _, value = code.partition(":")
        if kind == "bid" and value in _RANK_CODES:
            return Bid(_RANK_CODES[value])
        if kind == "call" and value in _SUIT_CODES:
            return Call(_SUIT_CODES[value])
        if kind == "points" and value.isdigit() and len(value) <= 3:
            return tuple.__new__(PointsBid, (int(value),))  # out of range: the replay refuses it
    raise RecordError("engine.record_bad_field", field="actions", value=code)


def _from_record(record: dict[str, Any]) -> Chiamata:
    if set(record) != {"format", "version", "variant", "players", "start", "actions", "result"}:
        raise RecordError("engine.record_unknown", fields=", ".join(sorted(set(record) ^ {
            "format", "version", "variant", "players", "start", "actions", "result"})))
    start, actions, result = record["start"], record["actions"], record["result"]
    if record["players"] != PLAYERS or not isinstance(start, dict) or set(start) != {"hands", "first_bidder"} \
            or not isinstance(actions, list) or not isinstance(result, dict) \
            or not {"points", "over"} <= set(result) <= {"points", "over", "outcome", "pile_cards"}:
        raise RecordError("engine.record_bad_field", field="start", value=start)
    hands = start["hands"]
    if not isinstance(hands, list) or len(hands) != PLAYERS or not all(isinstance(h, list) for h in hands):
        raise RecordError("engine.record_bad_field", field="start.hands", value=hands)
    cards = [[CODES.get(c) if isinstance(c, str) else None for c in h] for h in hands]
    if any(c is None for h in cards for c in h):
        raise RecordError("engine.record_bad_field", field="start.hands", value=hands)
    first = start["first_bidder"]
    if first.__class__ is not int:
        raise RecordError("engine.record_bad_field", field="start.first_bidder", value=first)
    try:
        game = Chiamata(cards, first_bidder=first)  # type: ignore[arg-type]
    except PositionError as error:
        raise RecordError("engine.record_bad_start", error=error) from None
    for i, code in enumerate(actions):
        action = parse_action(code)
        try:
            game.apply(action)
        except IllegalPlay as error:
            raise RecordError("engine.record_bad_action", number=i + 1, error=error, action=code) from None
    points, over = result["points"], result["over"]
    from . import records

    if points != list(game.points) or over is not game.is_over:
        raise RecordError("engine.record_result", saved=Said(records.quote_json(points)),
                          replayed=records.summary(game.points, game.is_over))
    records.check_outcome(result, game.outcome, game.pile_sizes)
    return game


def _can(verify: Any, *args: Any) -> bool:
    try:
        verify(*args)
    except IllegalPlay:
        return False
    return True


def _rank(rank: Rank) -> Said:
    return Said(rank.name_in())


def _index(card: Card) -> int:
    return card.index


def check_options(players: int, options: dict[str, Any]) -> None:
    """Raise OptionError unless the table is five players with no other option (RULES §12)."""
    if players != PLAYERS:
        raise OptionError("engine.chiamata_players", players=players)
    if options:
        raise OptionError("engine.chiamata_options", names=", ".join(sorted(options)))
