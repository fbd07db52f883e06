"""One hand of briscola chiamata (RULES §12): the auction, the call and the play, as one game object.

The rules of the auction are :mod:`~briscola_teach.chiamata.auction`, the score
:mod:`~briscola_teach.chiamata.scoring`, a seat's knowledge
:mod:`~briscola_teach.chiamata.view`, the saved hand :mod:`~briscola_teach.chiamata.record`;
:class:`Chiamata` keeps the hand's state and checks each action before it changes it.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from ..cards import DECK, Card, Rank, Suit
from ..errors import CardError, IllegalBid, IllegalPlay, PositionError, size
from ..events import (
    PASS, AllPassed, AuctionWon, Bid, BidMade, Call, Called, ChiamataAction, ChiamataEvent, ChiamataOver,
    PartnerRevealed, Passed, Played, PointsBid, TrickRule, TrickTaken,
)
from ..given import card_in_hand, parse_cards, replay_undo, shown
from ..position import Trick
from ..rules import POINTS_TABLES, STRENGTH_TABLES, check_seat, winning_index
from ..seeds import generator
from . import record
from .auction import check_bid, check_points_bid, legal_bids, next_bidder, won_with
from .scoring import HAND_SIZE, MAX_POINTS, PLAYERS, TARGET, ChiamataOutcome, match_points
from .view import ChiamataView, _register_sampler, imagined_deal, view_of

__all__ = ["Chiamata", "PHASES"]

PHASES = ("auction", "call", "play", "over")

_STRENGTH = STRENGTH_TABLES[False]
_POINTS = POINTS_TABLES[False]


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
        return record.VARIANT

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
    def _check_bidding(self, given: object) -> int:
        turn = self._turn
        if self._phase != "auction" or turn is None:
            raise IllegalBid("engine.not_auction", seat=turn, given=given)
        return turn

    def verify_bid(self, bid: Bid) -> None:
        """Raise IllegalBid unless the seat to act may call this rank now."""
        check_bid(self._check_bidding(bid), bid, self._high)

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
        check_points_bid(self._check_bidding(bid), bid, self._high)

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
            self._rank, self._target = won_with(last)
            self._events.append(AuctionWon(caller, self._rank, self._target))
            self._phase, self._turn = "call", caller
            return
        self._turn = next_bidder(seat, self._out)

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
            return legal_bids(self._high)
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
        return view_of(self, seat)

    @classmethod
    def from_view(cls, view: ChiamataView, rng: random.Random | int) -> Chiamata:
        """A full hand consistent with what one seat knows, the unseen cards dealt at random.

        The other seats' current hands get the unseen cards at random (their sizes kept);
        each seat's deal is its hand plus the cards it played, and the auction, the call
        and the plays are replayed on it.  Undo goes back to the deal, not to this moment.
        """
        hands, actions = imagined_deal(view, rng)
        game = cls(hands, first_bidder=view.first_bidder)
        for action in actions:
            game.apply(action)
        return game

    # ------------------------------------------------------------------ records
    def to_json(self) -> str:
        """The hand as JSON: its deal, first bidder, every action and the outcome reached, so it can be replayed."""
        return record.dumps(self)

    @classmethod
    def from_json(cls, data: str | bytes) -> Chiamata:
        """A hand saved by :meth:`to_json`, replayed; a bad or tampered file raises RecordError."""
        return record.load(data, cls)

    def __repr__(self) -> str:
        state = "over" if self._turn is None else f"seat {self._turn} to act"
        return f"<Chiamata {self._phase}, called {self._called}, {len(self._tricks)} tricks played, {state}>"


def _can(verify: Any, *args: Any) -> bool:
    try:
        verify(*args)
    except IllegalPlay:
        return False
    return True


_register_sampler(Chiamata.from_view)
