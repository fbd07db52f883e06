"""The four levels at a table of briscola chiamata (RULES §12): bidding, the call, and play.

Every strategy here takes a :class:`~briscola_teach.chiamata.ChiamataView` and a
``random.Random`` and returns one of the view's legal actions.  :class:`Bot`
(``bots/__init__.py``) picks the one of its level whenever the view is of chiamata.

- **Bidding** (sensato): what a hand is worth as caller with each suit as trump,
  :func:`hand_value` — its trumps, its loads and aces, plus what an unknown partner
  holding the called card brings.  It calls the weakest rank the auction still allows
  (one below the last call) while the best suit for that rank is worth at least
  :data:`BID_MARGIN` over 61, goes to points once the 2 is called while the value
  covers the bid by the same margin, and passes otherwise.  The call names the suit worth most,
  avoiding a card of its own hand unless it is strong enough to play alone.
- **Play** (sensato): rules of thumb that reason about who the partner may be
  (:func:`friendship`): the caller does not know (each other seat one chance in four
  until the called card falls), the partner knows both sides and plays like a defender
  until it shows itself, and the three others count the caller as a rival and each
  other as likely friends.  It loads points onto a trick a sure friend takes as the
  last to play, takes a trick worth taking with its cheapest winning card, and
  otherwise throws its cheapest card.
- **random** plays any legal action (it passes half the time in the auction, so
  auctions end); **principiante** is sensato that throws a random card one time in
  three and calls hands sensato would pass; **experto** bids as sensato when a hand
  is far from sensato's line and otherwise weighs its weakest bid against a pass in
  imagined deals (:func:`imagine_auction`, each weighted by how well it fits the
  others' bids and passes, :func:`auction_weight`), letting every seat go on as
  sensato to the end of the hand (:func:`finish_as_sensato`) and keeping the one worth
  more match points to it; as caller it names the suit the same way.  It plays by
  imagining deals consistent with its view (:meth:`ChiamataView.sample`), playing
  each card in them and letting every seat go on as sensato, keeping the card whose
  side ends with most points on average — the side is the caller and the holder of
  the called card in each imagined deal, so it weighs every reading of the partner.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ..cards import Card, Rank, Suit
from ..chiamata import HAND_SIZE as HAND
from ..chiamata import MAX_POINTS, TARGET, Chiamata, ChiamataOutcome, ChiamataView
from ..events import PASS, Bid, Call, ChiamataAction, PointsBid
from ..rules import POINTS_TABLES, STRENGTH_ORDER, STRENGTH_TABLES, winning_index
from ..errors import MOST_SAMPLES, count
from ._checks import check_chiamata_turn

__all__ = [
    "hand_value", "friendship", "sensato_chiamata", "random_chiamata", "principiante_chiamata",
    "ExpertoChiamata", "BID_MARGIN", "auction_weight", "imagine_auction", "finish_as_sensato",
]

_STRENGTH = STRENGTH_TABLES[False]
_POINTS = POINTS_TABLES[False]
#: Points over 61 a hand must be worth before sensato calls.
BID_MARGIN = 6
#: Principiante's margin: it calls hands sensato would pass, and loses match points by it.
_BEGINNER_MARGIN = -8
#: Imagined deals when experto names the suit (twice as many when it weighs a bid against a pass).
BID_SAMPLES = 24
#: How far from sensato's line (points of :func:`hand_value`) a bid is weighed by imagined deals.
BID_WINDOW = 10
#: How sharply the chance that a hand bids grows with its worth (points of :func:`hand_value`).
_BID_SPREAD = 4.0
#: What a card of the trump suit, and an as or 3 of another, bring to the side in a hand.
_TRUMP_WORTH = {Rank.ACE: 16, Rank.THREE: 14, Rank.KING: 9, Rank.KNIGHT: 8, Rank.JACK: 7,
                Rank.SEVEN: 6, Rank.SIX: 6, Rank.FIVE: 5, Rank.FOUR: 5, Rank.TWO: 5}
_PLAIN_WORTH = {Rank.ACE: 9, Rank.THREE: 6, Rank.KING: 2, Rank.KNIGHT: 1, Rank.JACK: 1}
#: What the partner is worth beyond the called card: a fifth of the points, less what we hold.
_PARTNER_BASE = 14


def hand_value(hand: Sequence[Card], suit: Suit, *, rank: Rank) -> float:
    """Points this hand's side may expect calling ``rank`` of ``suit`` (alone if the hand holds it)."""
    value = 0.0
    for card in hand:
        if card.suit is suit:
            value += _TRUMP_WORTH[card.rank]
        else:
            value += _PLAIN_WORTH.get(card.rank, 0)
    called = Card(rank, suit)
    if called not in hand:
        value += _PARTNER_BASE + _TRUMP_WORTH[rank]
    # The trumps the others hold are fewer the more we hold: a long suit is worth more.
    trumps = sum(1 for c in hand if c.suit is suit) + (called not in hand)
    value += 3 * max(0, trumps - 3)
    return value


def _best_call(hand: Sequence[Card], rank: Rank) -> tuple[float, Suit]:
    suit = max(Suit, key=lambda s: hand_value(hand, s, rank=rank))
    return hand_value(hand, suit, rank=rank), suit


def sensato_bid(view: ChiamataView, *, margin: float = BID_MARGIN) -> ChiamataAction:
    """Sensato's bid, pass or call for this view (the auction and the call)."""
    legal = view.legal_actions()
    if view.phase == "call":
        rank = view.rank
        assert rank is not None
        return Call(_best_call(view.hand, rank)[1])
    bids = [a for a in legal if isinstance(a, Bid)]
    if bids:
        bid = bids[0]  # the weakest call still allowed
        if _best_call(view.hand, bid.rank)[0] >= TARGET + margin:
            return bid
        return PASS
    points = [a for a in legal if isinstance(a, PointsBid)]
    if points and _best_call(view.hand, Rank.TWO)[0] >= points[0].points + margin:
        return points[0]
    return PASS


# ---------------------------------------------------------------------- who is a friend
def friendship(view: ChiamataView) -> tuple[float, ...]:
    """For each seat, the chance that it scores with this one, as far as this seat knows."""
    return _friendship(view.seat, view.caller, view.partner, view.called_card in view.hand
                       if view.called_card is not None else False)


def _friendship(seat: int, caller: int | None, known_partner: int | None, holds: bool) -> tuple[float, ...]:
    out = [0.0] * 5
    out[seat] = 1.0
    if caller is None:
        return tuple(out)
    if known_partner is not None:
        side = {caller, known_partner}
        mine = seat in side
        return tuple(1.0 if (s in side) == mine else 0.0 for s in range(5))
    if seat == caller:
        # The partner is one of the four others, each as likely.
        return tuple(1.0 if s == seat else 0.25 for s in range(5))
    # A defender who does not hold the called card: the caller is a rival, and of the three
    # others one is the partner.
    for s in range(5):
        if s != seat:
            out[s] = 0.0 if s == caller else 2 / 3
    return tuple(out)


# ---------------------------------------------------------------------- play
def choose_card(hand: Sequence[Card], table: Sequence[Card], *, leader: int, trump: Suit,
                friends: Sequence[float], hide: bool = False) -> Card:
    """Sensato's card: load a trick a sure friend takes last, take one worth it cheaply, else throw low.

    ``hide``: this seat holds the called card and has not shown it; it keeps it back while it can.
    """
    n = len(table)
    keep = [c for c in hand if not (hide and c.suit is trump and c.rank in (Rank.ACE, Rank.THREE))] or list(hand)

    def cost(card: Card) -> tuple[int, int, int]:
        return (card.suit is trump, _POINTS[card.index], _STRENGTH[card.index])

    if n == 0:
        plain = [c for c in keep if c.suit is not trump and _POINTS[c.index] == 0]
        return min(plain or keep, key=cost)
    best = winning_index(table, trump, _STRENGTH)
    winner = (leader + best) % 5
    on_table = sum(_POINTS[c.index] for c in table)
    last = n == 4
    if friends[winner] >= 0.99:
        if last:
            loads = [c for c in keep if c.suit is not trump]
            return max(loads or keep, key=lambda c: (_POINTS[c.index], -_STRENGTH[c.index]))
        return min(keep, key=cost)
    winning = [c for c in keep if winning_index([*table, c], trump, _STRENGTH) == n]
    worth = on_table * (1.0 - friends[winner])
    if winning and (worth >= 4 or (last and worth > 0)):
        cheap = min(winning, key=lambda c: (c.suit is trump, _STRENGTH[c.index] if c.suit is trump else 0,
                                            -_POINTS[c.index] if last else _POINTS[c.index]))
        if cheap.suit is not trump or worth >= 10 or last:
            return cheap
    return min(keep, key=cost)


def sensato_chiamata(view: ChiamataView, rng: random.Random) -> ChiamataAction:
    """Sensato at a table of chiamata: its bid or call, or its card."""
    check_chiamata_turn(view, rng)
    if view.phase != "play":
        return sensato_bid(view)
    trump = view.trump
    assert trump is not None
    hide = view.called_card in view.hand and view.seat != view.caller
    return choose_card(view.hand, [c for _, c in view.table], leader=view.leader, trump=trump,
                       friends=friendship(view), hide=hide)


def random_chiamata(view: ChiamataView, rng: random.Random) -> ChiamataAction:
    """Any legal action; in the auction a pass one time in two."""
    legal = check_chiamata_turn(view, rng).legal_actions()
    if PASS in legal and rng.random() < 0.5:
        return PASS
    return legal[rng.randrange(len(legal))]


def principiante_chiamata(view: ChiamataView, rng: random.Random) -> ChiamataAction:
    """A beginner: bids on a weaker hand than sensato and throws a random card one time in three."""
    check_chiamata_turn(view, rng)
    if view.phase != "play":
        return sensato_bid(view, margin=_BEGINNER_MARGIN)
    if rng.random() < 1 / 3:
        return view.hand[rng.randrange(len(view.hand))]
    return sensato_chiamata(view, rng)


# ---------------------------------------------------------------------- experto
def _rollout(game: Chiamata) -> None:
    """Play an imagined hand to its end, every seat as sensato with what it would know."""
    caller = game.caller
    called = game.called_card
    trump = game.trump
    assert trump is not None and called is not None
    while not game.is_over:
        seat = game.turn
        assert seat is not None
        hand = game.hand(seat)
        holds = called in hand
        known = game.partner if game.partner_revealed or holds else None
        friends = _friendship(seat, caller, known, holds)
        table = [c for _, c in game.table]
        game.play(choose_card(hand, table, leader=game.leader, trump=trump, friends=friends,
                              hide=holds and seat != caller))


def _likely(value: float, needed: float) -> float:
    """How likely a hand worth ``value`` is to bid what needs ``needed`` (a soft step)."""
    return 1.0 / (1.0 + math.exp((needed - value) / _BID_SPREAD))


def auction_weight(hands: Sequence[Sequence[Card]], auction: Sequence[tuple[int, ChiamataAction]], *,
                   seat: int) -> float:
    """How well an imagined deal fits the others' bids and passes, if they bid as sensato would."""
    weight = 1.0
    last: Bid | PointsBid | None = None
    for who, action in auction:
        if who != seat:
            if isinstance(last, PointsBid) or last is not None and last.rank is Rank.TWO:
                needed = (last.points + 1 if isinstance(last, PointsBid) else TARGET) + BID_MARGIN
                worth = _best_call(hands[who], Rank.TWO)[0]
            else:
                rank = action.rank if isinstance(action, Bid) else _next_rank(last)
                needed, worth = TARGET + BID_MARGIN, _best_call(hands[who], rank)[0]
            chance = _likely(worth, needed)
            weight *= chance if action is not PASS else 1.0 - chance
        if action is not PASS:
            assert isinstance(action, (Bid, PointsBid))
            last = action
    return weight


def _next_rank(last: Bid | None) -> Rank:
    return STRENGTH_ORDER[0] if last is None else STRENGTH_ORDER[STRENGTH_ORDER.index(last.rank) + 1]


def imagine_auction(view: ChiamataView, rng: random.Random) -> tuple[float, Chiamata]:
    """A deal of the unseen cards with the auction so far replayed on it, and how well it fits that auction."""
    unseen = list(view.unseen)
    rng.shuffle(unseen)
    hands = [unseen[i * HAND:(i + 1) * HAND] for i in range(4)]
    hands.insert(view.seat, list(view.hand))
    game = Chiamata(hands, first_bidder=view.first_bidder)
    for _, action in view.auction:
        game.apply(action)
    return auction_weight(hands, view.auction, seat=view.seat), game


def finish_as_sensato(game: Chiamata) -> None:
    """Play an imagined hand to its end from the auction or the call, every seat as sensato."""
    while game.phase in ("auction", "call"):
        seat = game.turn
        assert seat is not None
        game.apply(sensato_bid(game.view(seat)))
    if not game.is_over:
        _rollout(game)


def _played_on(game: Chiamata, action: ChiamataAction) -> ChiamataOutcome:
    """The end of an imagined hand after ``action``, every seat going on as sensato (``game`` untouched)."""
    world = game.copy()
    world.apply(action)
    finish_as_sensato(world)
    outcome = world.outcome
    assert outcome is not None
    return outcome


def side_points(outcome: ChiamataOutcome, seat: int) -> int:
    """Points of this seat's side at the end of a hand."""
    return outcome.points[0] if seat in (outcome.caller, outcome.partner) else outcome.points[1]


class ExpertoChiamata:
    """Experto at a table of chiamata: bids and plays by imagined deals (``bid_samples``, ``samples`` of them).

    In the auction it tries its weakest bid and a pass in each imagined deal (weighted by
    how well the deal fits the others' bids), lets every seat go on as sensato to the end
    of the hand, and keeps the one that brings it most match points; as caller it names
    the suit that does.
    """

    def __init__(self, samples: int = 12, *, bid_samples: int = BID_SAMPLES) -> None:
        self.samples = count(samples, "samples", least=1, most=MOST_SAMPLES)
        self.bid_samples = count(bid_samples, "bid_samples", least=1, most=MOST_SAMPLES)

    def bid(self, view: ChiamataView, rng: random.Random) -> ChiamataAction:
        """Its bid, pass or call: the one worth most match points in imagined deals played on as sensato."""
        legal = view.legal_actions()
        if view.phase == "call":
            return self._best(view, [Call(suit) for suit in Suit], rng, samples=self.bid_samples)
        bids = [a for a in legal if isinstance(a, (Bid, PointsBid))]
        if not bids:
            return PASS
        bid = bids[0]  # the weakest bid still allowed
        if isinstance(bid, Bid):
            worth, needed = _best_call(view.hand, bid.rank)[0], TARGET + BID_MARGIN
        else:
            worth, needed = _best_call(view.hand, Rank.TWO)[0], bid.points + BID_MARGIN
        if abs(worth - needed) > BID_WINDOW:  # far from the line, the rule of thumb is clear enough
            return sensato_bid(view)
        return self._best(view, [bid, PASS], rng, samples=2 * self.bid_samples)

    def _best(self, view: ChiamataView, choices: list[ChiamataAction], rng: random.Random, *,
              samples: int) -> ChiamataAction:
        """The choice worth most to this seat in ``samples`` imagined deals played on as sensato."""
        seat = view.seat
        worth = dict.fromkeys(choices, 0.0)
        total = 0.0
        for _ in range(samples):
            weight, game = imagine_auction(view, rng)
            total += weight
            for choice in choices:
                outcome = _played_on(game, choice)
                # Match points first; the side's points break the ties the few deals leave.
                worth[choice] += weight * (outcome.match_points[seat] + side_points(outcome, seat) / MAX_POINTS)
        if total <= 0.0:  # no imagined deal fits the auction: the rule of thumb
            return sensato_bid(view)
        return max(choices, key=lambda c: worth[c])

    def __call__(self, view: ChiamataView, rng: random.Random) -> ChiamataAction:
        """Its bid or call by imagined deals; its card the one whose side ends with most points on average."""
        check_chiamata_turn(view, rng)
        if view.phase != "play":
            return self.bid(view, rng)
        plays = view.legal_plays()
        if len(plays) == 1:
            return plays[0]
        seat = view.seat
        totals = dict.fromkeys(plays, 0.0)
        for _ in range(self.samples):
            world = view.sample(rng)
            for card in plays:
                totals[card] += side_points(_played_on(world, card), seat)
        advised = sensato_chiamata(view, rng)
        assert isinstance(advised, Card)
        totals[advised] += 0.5 * self.samples  # trust sensato when the imagined deals barely differ
        return max(plays, key=lambda c: (totals[c], c is advised))

