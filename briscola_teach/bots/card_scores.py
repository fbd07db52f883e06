"""Sensato's card scores: what each card in hand wins or loses now, less its worth kept.

The rules of thumb of :mod:`~briscola_teach.bots.sensato` written as tables over card
indices, so that the bot itself, the fast simulated games of
:mod:`~briscola_teach.bots.fast` and the search all score a card by the same function,
:func:`rate_indices`.  This module knows nothing of views or strategies: it sits below
both the bot and the simulator.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..cards import DECK, Card, Suit
from ..rules import POINTS_TABLES, STRENGTH_TABLES
from ._cards import ALL_CARDS, HIGHER, SUIT_MASK, no_beater_chance

__all__ = ["Weights", "WEIGHTS", "Rules", "FEATURES", "keep_value", "rate_indices", "rules_for"]


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
