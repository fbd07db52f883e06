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

from ..cards import DECK, Card, Suit
from ..game import SWAP, Action, Game
from ..rules import POINTS_TABLES, STRENGTH_TABLES
from ..view import View
from ._cards import ALL_CARDS, HIGHER, SUIT_MASK, mask, no_beater_chance, unplayed
from ._checks import check_turn

__all__ = ["Situation", "Moment", "Rules", "Weights", "WEIGHTS", "weighted", "choose", "is_choice", "sensato",
           "FEATURES", "scores_and_features",
           "situation_at", "situation_from_view", "situation_from_game", "keep_value", "rate_indices", "rules_for"]


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

# What a card is worth kept in hand for later tricks, by rank (strongest first):
# a trump wins later tricks, so it is worth keeping; a card of a plain suit less so.
class Weights(NamedTuple):
    """Sensato's rule-of-thumb weights, in points (the only numbers its rules are tuned by)."""

    #: What a trump is worth kept for later, by rank, strongest first.
    trump_keep: tuple[float, ...] = (14.0, 11.0, 7.5, 6.5, 6.0, 5.0, 4.5, 4.0, 3.5, 3.0)
    #: What a card of a plain suit is worth kept, by rank, strongest first.
    plain_keep: tuple[float, ...] = (4.0, 2.5, 1.0, 0.8, 0.6, 0.35, 0.3, 0.25, 0.2, 0.1)
    #: Two players, last draw: what taking the muestra is worth less than its keep and half its points.
    muestra_cost: float = 3.0
    #: How much more (above 0) or less a card is worth kept with a full stock than an empty one,
    #: as a share of its keep: the keep is scaled by ``1 + keep_slope * (stock / 40 - 0.5)``.
    keep_slope: float = 0.0
    #: Share of a card's keep read from its rank among the cards of its suit still to play
    #: (a 3 of trump once the as is out is kept like the as), the rest from its printed rank.
    promotion: float = 0.0
    #: What taking a trick is worth beyond its points (leading the next, drawing first).
    take_value: float = 0.0
    #: Points added to a card's score per unit of each of its :data:`FEATURES`, learnt from
    #: experto's values by ``benchmarks/learn_rollout.py`` (empty: sensato's own rules only).
    learned: tuple[float, ...] = ()


#: The weights sensato plays by.
WEIGHTS = Weights()


def _keep_table(trump: Suit, seven_second: bool, weights: Weights) -> tuple[float, ...]:
    strength = STRENGTH_TABLES[seven_second]
    return tuple((weights.trump_keep if c.suit is trump else weights.plain_keep)[10 - strength[c.index]]
                 for c in DECK)


def keep_value(card: Card, trump: Suit, *, seven_second: bool = False) -> float:
    """How much a card is worth kept for later, in points (a rule-of-thumb weight)."""
    return _RULES[trump, seven_second].keep[card.index]


class Rules:
    """The tables sensato and the search read for one trump suit and variant, by card index."""

    __slots__ = ("trump", "points", "strength", "keep", "muestra_cost", "keep_slope", "promotion",
                 "take_value", "learned", "promoted", "higher", "trump_mask", "suit_masks", "holds")

    def __init__(self, trump: Suit, seven_second: bool, weights: Weights = WEIGHTS) -> None:
        #: The trump suit's position in :class:`Suit` (card index // 10).
        self.trump = _SUITS.index(trump)
        self.points = POINTS_TABLES[seven_second]
        self.strength = STRENGTH_TABLES[seven_second]
        #: keep_value of every card, indexed by card index.
        self.keep = _keep_table(trump, seven_second, weights)
        self.muestra_cost = weights.muestra_cost
        self.keep_slope = weights.keep_slope
        self.promotion = weights.promotion
        self.take_value = weights.take_value
        if weights.learned and len(weights.learned) != len(FEATURES):
            raise ValueError(f"learned weights: {len(FEATURES)} numbers, one per feature, "
                             f"not {len(weights.learned)}")
        self.learned = weights.learned
        #: By card index, the keep of each rank of its suit (strongest first).
        self.promoted = tuple(weights.trump_keep if c.suit is trump else weights.plain_keep for c in DECK)
        self.higher = HIGHER[seven_second]
        self.suit_masks = tuple(SUIT_MASK[suit] for suit in _SUITS)
        self.trump_mask = self.suit_masks[self.trump]
        #: By suit led, then card index: how strongly the card holds the trick (0: it cannot
        #: take it; any trump above any card of the suit led).
        self.holds = tuple(tuple(100 + self.strength[c] if c // 10 == self.trump
                                 else self.strength[c] if c // 10 == led else 0 for c in range(len(DECK)))
                           for led in range(len(_SUITS)))

    def winner(self, table: Sequence[int]) -> int:
        """Which card of a trick (card indices in play order) takes it (RULES §3)."""
        hold = self.holds[table[0] // 10]
        best, best_key = 0, 0
        for i, c in enumerate(table):
            if hold[c] > best_key:
                best, best_key = i, hold[c]
        return best

    def beaters(self, card: int, led: int) -> int:
        """Every card that would take a trick ``card`` is winning, with suit ``led`` led."""
        suit = card // 10
        if suit == self.trump:
            return self.higher[card]
        if suit == led:
            return self.higher[card] | self.trump_mask
        return self.suit_masks[led] | self.trump_mask

    def key(self, card: int, score: float) -> tuple[float, bool, int, int]:
        """Sensato's order of preference: best score; among equals the cheapest, trumps last."""
        return (round(score, 6), card // 10 != self.trump, -self.points[card], -self.strength[card])

    def pick(self, cards: Sequence[int], rated: Sequence[float]) -> int:
        """The first card with the best key."""
        trump, points, strength = self.trump, self.points, self.strength
        best, best_key = -1, (0.0, False, 0, 0)
        for c, score in zip(cards, rated):
            k = (round(score, 6), c // 10 != trump, -points[c], -strength[c])
            if best < 0 or k > best_key:
                best, best_key = c, k
        return best


_SUITS = list(Suit)
_Tables = dict[tuple[Suit, bool], Rules]
_RULES: _Tables = {(suit, ss): Rules(suit, ss) for suit in Suit for ss in (False, True)}


def rules_for(trump: Suit, seven_second: bool) -> Rules:
    """The shared :class:`Rules` of a trump suit and variant."""
    return _RULES[trump, seven_second]


#: What a learnt correction of sensato's score reads of a card (see :func:`rate_indices`):
#: ``T`` a trump; ``low``, ``mid``, ``big`` its points (0; 2 to 4; 10 or 11); ``lead`` the
#: trick is ours to lead; ``f`` the share of the deck still to draw; ``win`` the chance it
#: takes the trick, ``value`` the trick's points with it (tens), ``kept`` its keep (tens);
#: ``trumps`` our other trumps; ``out`` the trumps still to play (tens); ``above`` the
#: cards still to play that beat it in its suit (tens).
FEATURES = (
    "T", "T*lead", "T*f", "T*lead*f",
    "T*low", "T*low*lead", "T*low*f", "T*low*lead*f",
    "T*big", "T*big*f",
    "mid", "mid*lead", "mid*f",
    "big", "big*lead", "big*f",
    "low*lead", "low*lead*f",
    "win", "win*value", "win*f", "loss*value*follow",
    "kept", "kept*f",
    "T*trumps", "T*out",
    "above", "above*lead", "T*above",
)


def rate_indices(r: Rules, hand: Sequence[int], *, table: Sequence[int], ours: Sequence[bool],
                 after: Sequence[tuple[bool, int, int]], unseen: int, players: int,
                 stock_size: int, muestra: int, muestra_in_stock: bool,
                 alive: int = ALL_CARDS, features: list[list[float]] | None = None) -> list[float]:
    """Sensato's score of each card of ``hand`` (card indices): the one implementation of its rules.

    The arguments are the facts of a :class:`Situation` with cards as indices.  With
    :attr:`Weights.learned`, each score gains the learnt weight of each of the card's
    :data:`FEATURES`; given ``features``, each card's features are appended to it.
    """
    promotion = r.promotion
    trump = r.trump
    points, keep = r.points, r.keep

    # The rivals still to play this trick: the cards of theirs we can name, and how
    # many of their cards we cannot (partners never take a trick from us).
    named = slots = 0
    for partner, hidden, known in after:
        if not partner:
            named |= known
            slots += hidden

    def safe(card: int, led: int) -> float:
        # Chance that no rival still to play can beat ``card`` (winning the trick now).
        beating = r.beaters(card, led)
        if named & beating:
            return 0.0
        return no_beater_chance(beating, unseen, slots)

    on_table = 0
    for c in table:
        on_table += points[c]
    led = best = best_key = 0
    best_ours = False
    if table:
        w = r.winner(table)
        led = table[0] // 10
        best, best_ours = table[w], ours[w]
        best_key = r.holds[led][best]
    hold = r.holds[led]
    # Remember the muestra: with two players the last draw gives it to the trick's loser.
    muestra_swing = 0.0
    if players == 2 and muestra_in_stock and stock_size == 2:
        muestra_swing = keep[muestra] + points[muestra] / 2 - r.muestra_cost
    scale = 1.0 + r.keep_slope * (stock_size / 40 - 0.5)
    learned = r.learned
    reading = learned or features is not None
    if reading:
        lead = 0.0 if table else 1.0
        f = stock_size / 40
        trumps = sum(1 for c in hand if c // 10 == trump)
        out_trumps = (alive & r.trump_mask).bit_count() / 10
    out: list[float] = []
    for card in hand:
        value = on_table + points[card] + r.take_value
        if not table:
            win = safe(card, card // 10)
        else:
            if hold[card] > best_key:
                win = safe(card, led)
            elif best_ours:
                win = safe(best, led)
            else:
                win = 0.0
        kept = keep[card]
        if promotion:
            kept += promotion * (r.promoted[card][(r.higher[card] & alive).bit_count()] - kept)
        score = (2 * win - 1) * value - scale * kept
        if muestra_swing:
            score += (1 - 2 * win) * muestra_swing
        if reading:
            if features is not None:
                features.append(_features(r, card, lead, f, win, value, kept, trumps, out_trumps, alive))
            if learned:
                score += _correction(learned, r, card, lead, f, win, value, kept, trumps, out_trumps, alive)
        out.append(score)
    return out


def _correction(w: Sequence[float], r: Rules, card: int, lead: float, f: float, win: float, value: float,
                kept: float, trumps: int, out_trumps: float, alive: int) -> float:
    """The learnt weights ``w`` times the card's :data:`FEATURES`, summed without listing them.

    The search plays its imagined hands by this, so it is written out term by term;
    :func:`_features` lists the same features for the fit (a test keeps the two equal).
    """
    p = r.points[card]
    above = (r.higher[card] & alive & r.suit_masks[card // 10]).bit_count() / 10
    c = (win * (w[18] + w[19] * value / 10 + w[20] * f) + (1 - win) * (1 - lead) * w[21] * value / 10
         + kept / 10 * (w[22] + w[23] * f) + above * (w[26] + w[27] * lead))
    if card // 10 == r.trump:
        c += w[0] + w[1] * lead + w[2] * f + w[3] * lead * f + w[24] * (trumps - 1) + w[25] * out_trumps + w[28] * above
        if p == 0:
            c += w[4] + w[5] * lead + w[6] * f + w[7] * lead * f
        elif p >= 10:
            c += w[8] + w[9] * f
    elif p == 0:
        c += lead * (w[16] + w[17] * f)
    elif p >= 10:
        c += w[13] + w[14] * lead + w[15] * f
    else:
        c += w[10] + w[11] * lead + w[12] * f
    return c


def _features(r: Rules, card: int, lead: float, f: float, win: float, value: float, kept: float,
              trumps: int, out_trumps: float, alive: int) -> list[float]:
    """The card's :data:`FEATURES`, in their order."""
    p = r.points[card]
    low = 1.0 if p == 0 else 0.0
    mid = 1.0 if 2 <= p <= 4 else 0.0
    big = 1.0 if p >= 10 else 0.0
    above = (r.higher[card] & alive & r.suit_masks[card // 10]).bit_count() / 10
    if card // 10 == r.trump:
        return [1.0, lead, f, lead * f, low, low * lead, low * f, low * lead * f, big, big * f,
                0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
                win, win * value / 10, win * f, (1 - win) * value / 10 * (1 - lead),
                kept / 10, kept * f / 10, trumps - 1.0, out_trumps, above, above * lead, above]
    return [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
            mid, mid * lead, mid * f, big, big * lead, big * f, low * lead, low * lead * f,
            win, win * value / 10, win * f, (1 - win) * value / 10 * (1 - lead),
            kept / 10, kept * f / 10, 0.0, 0.0, above, above * lead, 0.0]


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
    """Sensato's score and the :data:`FEATURES` of each card in hand, in hand order (for a fit)."""
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
        from .fast import counted_values, open_deals

        deals = open_deals(view, most=COUNT_DEALS, rng=rng)
        if deals:
            values = counted_values(view, deals)
            r = tables[view.trump, view.options.seven_second]
            return max(view.hand, key=lambda c: r.key(c.index, values[c.index]))
    return choose(situation_from_view(view), tables=tables)

