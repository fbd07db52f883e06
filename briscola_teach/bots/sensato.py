"""The ``sensato`` opponent: sound rules of thumb, written once as a function of a few facts.

Every card in hand is given a score: what it wins or loses on this trick, as far
as the seat can tell, minus what the card is worth kept for later.  The rules of
thumb players teach fall out of that score:

- take with the cheapest card that wins, and strozzo when it can (win with the
  as or the 3 of the suit led: the card's own points come home too);
- never throw a carga of a third suit: it cannot win and hands over its points;
- no trump on a blank trick: a trump is worth more kept than a trick worth nothing;
- keep the trumps for tricks worth taking; lead low blancas;
- count the cargas and trumps that are out: a card is only at risk from cards not
  yet seen, and the muestra's holder is known (RULES §7);
- remember the muestra: on the last draw the loser of the trick takes it;
- in teams, load points onto a trick the partner already wins if no rival still to
  play is likely to beat it.

The facts come as a :class:`Situation`, built from a :class:`~briscola_teach.View`
for the bot, or straight from a simulated game by the search (same function, so
the search's rollouts play exactly like this bot).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import NamedTuple

from ..cards import Card, Suit
from ..game import SWAP, Action, Game
from ..view import View
from ._cards import ALL_CARDS, mask, unplayed
from .card_scores import _RULES, Rules, Weights, _Tables, rate_indices
from .deals import counted_values, open_deals
from ._checks import check_turn

__all__ = ["Situation", "Moment", "weighted", "choose", "is_choice", "sensato", "scores_and_features",
           "situation_at", "situation_from_view", "situation_from_game", "counts_exactly"]


class Moment(NamedTuple):
    """The public facts of one moment of a hand that shape what a seat can know."""

    players: int
    trump: Suit
    seven_second: bool
    stock_size: int
    #: The card under the stock at that moment (after a swap, the 2 of trump).
    muestra: Card
    muestra_in_stock: bool
    #: The seat that drew the muestra, and the seat that swapped the 2 of trump for
    #: the ``original`` muestra, if any had by then.
    holder: int | None
    swapper: int | None
    original: Card | None


class Situation(NamedTuple):
    """What the seat to play knows that matters for its next card."""

    hand: Sequence[Card]
    #: Cards on the trick in play order, and for each whether it was played by our side.
    table: Sequence[Card]
    table_ours: Sequence[bool]
    #: For each seat still to play after us this trick: (is a partner, cards of its hand
    #: we cannot name, the cards of its hand we can name as a mask).
    after: Sequence[tuple[bool, int, int]]
    #: Cards we cannot place (other hands or the stock), as a mask.
    unseen: int
    #: The table size, the trump, the variant, the stock and the muestra.
    moment: Moment
    #: Every card not yet played (hands, stock and muestra), as a mask.
    alive: int = ALL_CARDS


#: With two players and this many cards or fewer left to draw, sensato counts the deals.
COUNT_STOCK = 2
#: At most this many of those deals are played (drawn at random when there are more).
COUNT_DEALS = 24

def _rated(s: Situation, tables: _Tables | None = None,
           features: list[list[float]] | None = None) -> list[tuple[float, Card]]:
    """Each card in hand with its score (see :func:`rate_indices`)."""
    m = s.moment
    r = (tables or _RULES)[m.trump, m.seven_second]
    hand = [c.index for c in s.hand]
    rated = rate_indices(r, hand, table=[c.index for c in s.table], ours=s.table_ours, after=s.after,
                         unseen=s.unseen, players=m.players, stock_size=m.stock_size,
                         muestra=m.muestra.index, muestra_in_stock=m.muestra_in_stock, alive=s.alive,
                         features=features)
    return list(zip(rated, s.hand))


def scores(s: Situation) -> dict[Card, float]:
    """The rule-of-thumb score of each card in hand (higher is better)."""
    return {card: score for score, card in _rated(s)}


def scores_and_features(s: Situation) -> tuple[list[float], list[list[float]]]:
    """Sensato's score and the :data:`~briscola_teach.bots.card_scores.FEATURES` of each card in hand, in hand order (for a fit)."""
    features: list[list[float]] = []
    rated = _rated(s, features=features)
    return [score for score, _ in rated], features


def _keyed(s: Situation, tables: _Tables | None = None) -> list[tuple[tuple[float, bool, int, int], Card]]:
    """Each card with its sort key: best score; among equals the cheapest, trumps last."""
    r = (tables or _RULES)[s.moment.trump, s.moment.seven_second]
    return [(r.key(c.index, score), c) for score, c in _rated(s, tables)]


def choose(s: Situation, *, tables: _Tables | None = None) -> Card:
    """The card sensato plays: best score; among equals the cheapest, trumps last.

    ``tables``: :class:`Rules` by trump and variant made with other :class:`Weights` (for tuning).
    """
    best: Card | None = None
    best_key = (0.0, False, 0, 0)
    for key, c in _keyed(s, tables):
        if best is None or key > best_key:
            best, best_key = c, key
    assert best is not None, "a hand with no cards has nothing to play"
    return best


def is_choice(s: Situation, card: Card) -> bool:
    """Whether sensato could play ``card`` here: no card has a better key (ties count, in any order)."""
    keyed = _keyed(s)
    return dict((c, key) for key, c in keyed)[card] == max(key for key, _ in keyed)


def situation_from_view(view: View) -> Situation:
    """The facts sensato uses, read from a seat's view."""
    n = view.players
    table = tuple(c for _, c in view.table)
    ours = tuple(view.is_partner(s) for s, _ in view.table)
    after = []
    for k in range(len(table) + 1, n):
        other = (view.leader + k) % n
        known = view.known[other]
        after.append((view.is_partner(other), view.hand_sizes[other] - len(known), mask(known)))
    swapper = view.swapped_by
    moment = Moment(n, view.trump, view.options.seven_second, view.stock_size, view.muestra,
                    view.muestra_in_stock, view.muestra_drawn_by, swapper,
                    None if swapper is None else view.original_muestra)
    return Situation(hand=view.hand, table=table, table_ours=ours, after=tuple(after),
                     unseen=mask(view.unseen), moment=moment, alive=unplayed(view))


def situation_at(seat: int, hand: Sequence[Card], plays: Sequence[tuple[int, Card]], leader: int,
                 size_of: Callable[[int], int], remaining: int, moment: Moment) -> Situation:
    """What ``seat``, holding ``hand``, knows with ``plays`` on the table: the one reading of RULES §7.

    ``remaining`` is every card not yet played; ``size_of`` gives a seat's hand size.
    The rollouts of the search and :class:`~briscola_teach.bots.belief.Belief`
    (which rebuilds past moments) both read a seat's knowledge here, so both see
    exactly what the bot at the table saw.
    """
    n = moment.players
    table = tuple(c for _, c in plays)
    team = n == 4
    ours = tuple(s == seat or (team and (s - seat) % 2 == 0) for s, _ in plays)
    muestra, holder, swapper, original = moment.muestra, moment.holder, moment.swapper, moment.original
    stock_empty = moment.stock_size == 0
    hidden = remaining & ~mask(hand)
    rest = hidden  # with two players and no stock: exactly the rival's hand
    # Cards whose holder everyone knows: the muestra once drawn, and the card taken
    # by swapping the 2 of trump for it (RULES §7, §8).
    tracked: dict[int, int] = {}
    if holder is not None and holder != seat and remaining >> muestra.index & 1:
        tracked[holder] = 1 << muestra.index
    if swapper is not None and swapper != seat and original is not None and remaining >> original.index & 1:
        tracked[swapper] = tracked.get(swapper, 0) | 1 << original.index
    if moment.muestra_in_stock:
        hidden &= ~(1 << muestra.index)  # the muestra lies under the stock, in sight
    for bits in tracked.values():
        hidden &= ~bits
    after = []
    for k in range(len(table) + 1, n):
        other = (leader + k) % n
        if n == 2 and stock_empty:
            after.append((False, 0, rest))
            continue
        known = tracked.get(other, 0)
        partner = team and (other - seat) % 2 == 0
        after.append((partner, size_of(other) - known.bit_count(), known))
    if n == 2 and stock_empty:
        hidden = 0
    return Situation(hand=hand, table=table, table_ours=ours, after=tuple(after),
                     unseen=hidden & ALL_CARDS, moment=moment, alive=remaining & ALL_CARDS)


def situation_from_game(game: Game, remaining: int) -> Situation:
    """The facts the seat to play in a simulated game may know; ``remaining``: cards not yet played.

    Used by the search inside determinized games: it reads only what that seat
    would know at a real table (its hand, the table, the cards played, the
    muestra and who drew it), so rollouts play as the real bot would.
    """
    seat = game.turn
    assert seat is not None
    moment = Moment(game.players, game.trump, game.options.seven_second, game.stock_size,
                    game.muestra, game.muestra_in_stock, game.muestra_drawn_by, game.swapped_by,
                    game.original_muestra)
    return situation_at(seat, game.hand(seat), game.table, game.leader,
                        lambda other: len(game.hand(other)), remaining, moment)


#: Cards in hand above which a hand is never solved exactly: a briscolone hand (20 open
#: cards each) is played by rules of thumb until its last tricks.
SOLVE_HAND = 5


def counts_exactly(players: int, stock_size: int, swap_pending: bool, hand_size: int = 0) -> bool:
    """Whether sensato plays by counting every deal left (two players, the hand's last draws).

    Never with more than :data:`SOLVE_HAND` cards in hand (briscolone, early on).
    """
    return (players == 2 and stock_size <= COUNT_STOCK and not (swap_pending and stock_size >= 2)
            and hand_size <= SOLVE_HAND)


def sensato(view: View, rng: random.Random) -> Action:
    """Sensato's strategy: swap for the muestra when allowed, else the best rule-of-thumb card.

    With two players and at most :data:`COUNT_STOCK` cards left to draw, few deals
    remain possible: it plays each exactly and keeps the best card on average.
    """
    return _sensato(check_turn(view, rng), rng, _RULES)


def weighted(weights: Weights) -> Callable[[View, random.Random], Action]:
    """Sensato playing by other weights: the tuning of :data:`WEIGHTS` plays it against sensato."""
    tables = {(suit, ss): Rules(suit, ss, weights) for suit in Suit for ss in (False, True)}

    def strategy(view: View, rng: random.Random) -> Action:
        return _sensato(view, rng, tables)

    return strategy


def _sensato(view: View, rng: random.Random, tables: _Tables) -> Action:
    if view.can_swap:
        return SWAP
    swap_pending = view.options.swap_muestra and view.muestra_in_stock
    if counts_exactly(view.players, view.stock_size, swap_pending, len(view.hand)):
        deals = open_deals(view, most=COUNT_DEALS, rng=rng)
        if deals:
            values = counted_values(view, deals)
            r = tables[view.trump, view.options.seven_second]
            return max(view.hand, key=lambda c: r.key(c.index, values[c.index]))
    return choose(situation_from_view(view), tables=tables)

