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
from ..rules import POINTS_TABLES, STRENGTH_TABLES, winning_index
from ..view import View
from ._cards import ALL_CARDS, beaters, mask, no_beater_chance

__all__ = ["Situation", "Moment", "choose", "is_choice", "sensato", "situation_at", "situation_from_view",
           "situation_from_game", "keep_value"]


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


# What a card is worth kept in hand for later tricks, by rank (strongest first):
# a trump wins later tricks, so it is worth keeping; a card of a plain suit less so.
_TRUMP_KEEP = (14.0, 11.0, 7.5, 6.5, 6.0, 5.0, 4.5, 4.0, 3.5, 3.0)
_PLAIN_KEEP = (4.0, 2.5, 1.0, 0.8, 0.6, 0.35, 0.3, 0.25, 0.2, 0.1)


def _keep_table(trump: Suit, seven_second: bool) -> tuple[float, ...]:
    strength = STRENGTH_TABLES[seven_second]
    return tuple((_TRUMP_KEEP if c.suit is trump else _PLAIN_KEEP)[10 - strength[c.index]] for c in DECK)


#: keep_value of every card, by trump suit and variant, indexed by card index.
_KEEP = {(suit, ss): _keep_table(suit, ss) for suit in Suit for ss in (False, True)}


def keep_value(card: Card, trump: Suit, *, seven_second: bool = False) -> float:
    """How much a card is worth kept for later, in points (a rule-of-thumb weight)."""
    return _KEEP[trump, seven_second][card.index]


def _safe_chance(card: Card, led: Suit, s: Situation) -> float:
    """Chance that no rival still to play can beat ``card`` (winning the trick now)."""
    beating = beaters(card, led, s.moment.trump, s.moment.seven_second)
    slots = 0
    for partner, hidden, known in s.after:
        if partner:
            continue
        if known & beating:
            return 0.0
        slots += hidden
    return no_beater_chance(beating, s.unseen, slots)


def _rated(s: Situation) -> list[tuple[float, Card]]:
    """Each card in hand with its score: the one implementation behind the bot and the search."""
    m = s.moment
    trump, ss = m.trump, m.seven_second
    points = POINTS_TABLES[ss]
    strength = STRENGTH_TABLES[ss]
    keep = _KEEP[trump, ss]
    table = s.table
    on_table = 0
    for c in table:
        on_table += points[c.index]
    if table:
        w = winning_index(table, trump, strength)
        led = table[0].suit
        best, best_ours = table[w], s.table_ours[w]
        best_key = (100 if best.suit is trump else 0) + strength[best.index]
    # Remember the muestra: with two players the last draw gives it to the trick's loser.
    muestra_swing = 0.0
    if m.players == 2 and m.muestra_in_stock and m.stock_size == 2:
        muestra_swing = keep[m.muestra.index] + points[m.muestra.index] / 2 - 3.0
    out: list[tuple[float, Card]] = []
    for card in s.hand:
        value = on_table + points[card.index]
        if not table:
            win = _safe_chance(card, card.suit, s)
        else:
            suit = card.suit
            key = 100 + strength[card.index] if suit is trump else (
                strength[card.index] if suit is led else 0)
            if key > best_key:
                win = _safe_chance(card, led, s)
            elif best_ours:
                win = _safe_chance(best, led, s)
            else:
                win = 0.0
        score = (2 * win - 1) * value - keep[card.index]
        if muestra_swing:
            score += (1 - 2 * win) * muestra_swing
        out.append((score, card))
    return out


def scores(s: Situation) -> dict[Card, float]:
    """The rule-of-thumb score of each card in hand (higher is better)."""
    return {card: score for score, card in _rated(s)}


def _keyed(s: Situation) -> list[tuple[tuple[float, bool, int, int], Card]]:
    """Each card with its sort key: best score; among equals the cheapest, trumps last."""
    trump, ss = s.moment.trump, s.moment.seven_second
    points = POINTS_TABLES[ss]
    strength = STRENGTH_TABLES[ss]
    return [((round(score, 6), c.suit is not trump, -points[c.index], -strength[c.index]), c)
            for score, c in _rated(s)]


def choose(s: Situation) -> Card:
    """The card sensato plays: best score; among equals the cheapest, trumps last."""
    best: Card | None = None
    best_key = (0.0, False, 0, 0)
    for key, c in _keyed(s):
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
                     unseen=mask(view.unseen), moment=moment)


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
                     unseen=hidden & ALL_CARDS, moment=moment)


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


def sensato(view: View, rng: random.Random) -> Action:
    """Sensato's strategy: swap for the muestra when allowed, else the best rule-of-thumb card."""
    if view.can_swap:
        return SWAP
    return choose(situation_from_view(view))

