"""The rules that do not need a whole game: strength, points, who takes a trick, options.

The options themselves are made in :mod:`briscola_teach.options`; they are read here too.

RULES §1 and §3: within a suit the order is as, 3, rey, caballo, sota, 7, 6, 5, 4, 2.
A trick goes to the highest trump if any trump was played, otherwise to the highest
card of the suit led; a card of a third suit never wins.

>>> from briscola_teach.cards import Card
>>> trick = [Card.parse("as de espadas"), Card.parse("dos de copas")]
>>> trick_winner(trick, trump=Suit.CUPS)   # a trump worth nothing takes the as
1
>>> trick_winner([Card.parse("4 de bastos"), Card.parse("as de oros")], trump=Suit.CUPS)
0
>>> trick_points(trick)
11
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from .cards import DECK, Card, Rank, Suit
from .errors import CardError, OptionError, PositionError, size
from .options import (  # the table's options, read here by their old names too
    BRISCOLONE_HAND, SIDES, TABLE_SIZES, VARIANTS, Options, _is_int, check_seat, variant_options,
)

__all__ = [
    "STRENGTH_ORDER",
    "SEVEN_SECOND_ORDER",
    "Options",
    "OptionError",
    "strength",
    "points",
    "trick_winner",
    "trick_points",
    "beats",
    "draw_order",
    "muestra_taker",
    "swap_card",
    "outcome",
    "Outcome",
    "TABLE_SIZES",
    "SIDES",
    "VARIANTS",
    "BRISCOLONE_HAND",
    "check_seat",
    "variant_options",
]

#: Strongest first, RULES §1.
STRENGTH_ORDER: tuple[Rank, ...] = (
    Rank.ACE, Rank.THREE, Rank.KING, Rank.KNIGHT, Rank.JACK,
    Rank.SEVEN, Rank.SIX, Rank.FIVE, Rank.FOUR, Rank.TWO,
)
#: The "seven second" variant (RULES §8): the 7 takes the 3's place and points.
SEVEN_SECOND_ORDER: tuple[Rank, ...] = (
    Rank.ACE, Rank.SEVEN, Rank.KING, Rank.KNIGHT, Rank.JACK,
    Rank.THREE, Rank.SIX, Rank.FIVE, Rank.FOUR, Rank.TWO,
)

#: Cards in a trick at most: one per seat of the largest table (five, in chiamata).
MOST_TRICK = 5


def _strength_table(order: Sequence[Rank]) -> tuple[int, ...]:
    rank_strength = {rank: len(order) - i for i, rank in enumerate(order)}
    return tuple(rank_strength[card.rank] for card in DECK)


def _points_table(seven_second: bool) -> tuple[int, ...]:
    def value(card: Card) -> int:
        if seven_second and card.rank is Rank.SEVEN:
            return Rank.THREE.points
        if seven_second and card.rank is Rank.THREE:
            return 0
        return card.points

    return tuple(value(card) for card in DECK)


# Indexed by Card.index; computed once so the hot path is a tuple lookup.
STRENGTH_TABLES = {False: _strength_table(STRENGTH_ORDER), True: _strength_table(SEVEN_SECOND_ORDER)}
POINTS_TABLES = {False: _points_table(False), True: _points_table(True)}


def strength(card: Card | str, *, seven_second: bool = False) -> int:
    """How strong a card is within its suit: 10 for the as down to 1 for the 2."""
    return STRENGTH_TABLES[_flag(seven_second)][Card.parse(card).index]


def points(card: Card | str, *, seven_second: bool = False) -> int:
    """Points a card is worth in the pile at the end of the hand."""
    return POINTS_TABLES[_flag(seven_second)][Card.parse(card).index]


def beats(card: Card | str, other: Card | str, *, led: Suit | str, trump: Suit | str,
          seven_second: bool = False) -> bool:
    """Whether ``card`` would take a trick that ``other`` is winning, with suit ``led``.

    Suits may be given by name or code (``trump="copas"``), cards by name or code.
    """
    table = STRENGTH_TABLES[_flag(seven_second)]
    card, other = Card.parse(card), Card.parse(other)
    led, trump = Suit.parse(led), Suit.parse(trump)

    def key(c: Card) -> int:
        if c.suit is trump:
            return 100 + table[c.index]
        return table[c.index] if c.suit is led else 0

    return key(card) > key(other)


def trick_winner(cards: Sequence[Card | str], trump: Suit | str, *, seven_second: bool = False) -> int:
    """Which card takes this trick: its index in play order (RULES §3).

    The trump may be given by name or code (``"copas"``, ``"C"``), the cards by name or code.
    """
    trump = Suit.parse(trump)
    if isinstance(cards, (str, Card)) or not isinstance(cards, Sequence) or size(cards) > MOST_TRICK:
        raise CardError("engine.need_cards", given=cards)
    if not cards:
        raise CardError("engine.empty_trick")
    parsed = [Card.parse(c) for c in cards]
    return winning_index(parsed, trump, STRENGTH_TABLES[_flag(seven_second)])


def winning_index(cards: Sequence[Card], trump: Suit, strength: Sequence[int]) -> int:
    """Which card of a non-empty trick wins, given a strength table indexed by ``Card.index``.

    The one implementation of RULES §3 behind :func:`trick_winner`, the game and the bots.
    """
    led = cards[0].suit
    best, best_key = 0, 0
    for i, card in enumerate(cards):
        suit = card.suit
        if suit is trump:
            key = 100 + strength[card.index]
        elif suit is led:
            key = strength[card.index]
        else:
            continue
        if key > best_key:
            best, best_key = i, key
    return best


def trick_points(cards: Sequence[Card | str], *, seven_second: bool = False) -> int:
    """Points the winner of these cards takes."""
    table = POINTS_TABLES[_flag(seven_second)]
    if isinstance(cards, (str, Card)) or not isinstance(cards, Sequence) or size(cards) > len(DECK):
        raise CardError("engine.need_cards", given=cards)
    return sum(table[Card.parse(card).index] for card in cards)


def _flag(value: object) -> bool:
    if value is True or value is False:
        return value
    raise OptionError("engine.option_not_bool", name="seven_second", value=value)


# ---------------------------------------------------------------------- drawing and scoring
def draw_order(winner: int, players: int) -> tuple[int, ...]:
    """Who draws after a trick, in order: its winner first, then the others in seat order (RULES §4).

    >>> draw_order(2, 3)
    (2, 0, 1)
    """
    players = _table_size(players)
    winner = check_seat(winner, players, where="winner")
    return tuple((winner + k) % players for k in range(players))


def swap_card(muestra: Card | str, *, seven_or_two: bool = False, seven_second: bool = False) -> Card:
    """The card of trump a player may exchange for ``muestra`` (RULES §8): the 2 of trump, or
    in source 003's form the 7 of trump when the muestra is stronger than the 7, else the 2.

    >>> [str(swap_card(m, seven_or_two=True)) for m in ("rey de oros", "siete de oros", "cuatro de oros")]
    ['siete de oros', 'dos de oros', 'dos de oros']
    >>> str(swap_card("rey de oros"))
    'dos de oros'
    """
    if muestra.__class__ is Card and seven_or_two.__class__ is bool and seven_second.__class__ is bool:
        return _SWAP_CARDS[seven_or_two, seven_second][muestra.index]
    return _swap_card(Card.parse(muestra), seven_or_two=bool(seven_or_two), seven_second=bool(seven_second))


def _swap_card(card: Card, *, seven_or_two: bool, seven_second: bool) -> Card:
    seven = Card(Rank.SEVEN, card.suit)
    if seven_or_two and strength(card, seven_second=seven_second) > strength(seven, seven_second=seven_second):
        return seven
    return Card(Rank.TWO, card.suit)


# swap_card for every muestra, made once: a game asks it at every deal.
_SWAP_CARDS = {(seven_or_two, seven_second): tuple(_swap_card(card, seven_or_two=seven_or_two,
                                                               seven_second=seven_second) for card in DECK)
               for seven_or_two in (False, True) for seven_second in (False, True)}


def muestra_taker(last_winner: int, players: int) -> int:
    """Who draws the muestra: the last to draw after the last trick with a draw (RULES §4).

    That seat plays last in the next trick, so everyone knows who holds the muestra.

    >>> muestra_taker(0, 2), muestra_taker(1, 4)
    (1, 0)
    """
    return draw_order(last_winner, players)[-1]


class Outcome(NamedTuple):
    """The result of a finished hand (RULES §5)."""

    #: Seats that score together, and the points of each side.
    sides: tuple[tuple[int, ...], ...]
    points: tuple[int, ...]
    #: Seats that won; empty when the hand is drawn.
    winners: tuple[int, ...]
    #: 1, or 2 for a win over 100 when the double-win option is on.
    value: int

    @property
    def is_draw(self) -> bool:
        """Nobody won: a 60-60 hand (patta), or three players level at 40."""
        return not self.winners

    @property
    def is_shared(self) -> bool:
        """Three players and two of them level at the top: they share the win."""
        return len(self.winners) > len(self.sides[0])

    @property
    def is_cappotto(self) -> bool:
        """One side took all 120 points."""
        return max(self.points) == sum(self.points) == 120


def outcome(points: Sequence[int], options: Options | None = None, *,
            pile_cards: Sequence[int] | None = None) -> Outcome:
    """Who won a finished hand with these points per seat (RULES §5; the tie break and double win of §8).

    Two players and four in teams need 61 (60-60 is a draw); three players need the most
    points, two level at the top sharing the win.  ``pile_cards`` (cards taken per seat)
    is needed only by the tie break.

    >>> outcome([70, 50]).winners, outcome([60, 60]).is_draw, outcome([30, 45, 45]).winners
    ((0,), True, (1, 2))
    >>> outcome([25, 40, 30, 25]).winners
    (1, 3)
    """
    if isinstance(points, (str, bytes)) or not isinstance(points, Sequence):
        raise PositionError("engine.outcome_points", given=points, total=points)
    players = _table_size(size(points))
    options = Options.build(players) if options is None else options
    if not isinstance(options, Options) or options.players != players:
        raise OptionError("engine.outcome_options", options=options, players=players)
    if not all(_is_int(p) and p >= 0 for p in points) or sum(points) != 120:
        raise PositionError("engine.outcome_points", given=list(points), total=_total(points))
    if options.tie_break_by_cards:
        if pile_cards is None or isinstance(pile_cards, (str, bytes)) or not isinstance(pile_cards, Sequence) \
                or len(pile_cards) != players or not all(_is_int(c) and c >= 0 for c in pile_cards):
            raise PositionError("engine.per_seat", where="pile_cards", given=pile_cards, players=players)
    return hand_outcome(points, options, pile_cards)


def hand_outcome(points: Sequence[int], options: Options, pile_cards: Sequence[int] | None) -> Outcome:
    """:func:`outcome` without the checks, for the game (whose points a position may start mid-hand)."""
    players = options.players
    sides = SIDES[players]
    if players == 2:
        pts: tuple[int, ...] = (points[0], points[1])
    elif players == 4:
        pts = (points[0] + points[2], points[1] + points[3])
    else:
        pts = tuple(points)
    top = max(pts)
    leaders = [i for i, p in enumerate(pts) if p == top]
    if len(sides) == 2 and len(leaders) == 2 and options.tie_break_by_cards and pile_cards is not None:
        cards = tuple(sum(pile_cards[s] for s in side) for side in sides)
        if cards[0] != cards[1]:
            leaders = [0 if cards[0] > cards[1] else 1]
    if len(leaders) == len(sides):  # everyone level (60-60, or 40-40-40): nobody won
        winners: tuple[int, ...] = ()
    else:
        winners = tuple(seat for i in leaders for seat in sides[i])
    value = 2 if options.double_win and top > 100 and winners else 1
    return Outcome(sides, pts, winners, value)


def _total(points: Sequence[Any]) -> object:
    return sum(points) if all(_is_int(p) for p in points) else points


def _table_size(players: object) -> int:
    if not _is_int(players) or players not in TABLE_SIZES:
        raise OptionError("engine.bad_players", players=players)
    return players


#: ``DRAW_ORDERS[players][winner]``: :func:`draw_order` for every table, as the game reads it.
DRAW_ORDERS: dict[int, tuple[tuple[int, ...], ...]] = {
    n: tuple(draw_order(w, n) for w in range(n)) for n in TABLE_SIZES
}
#: ``MUESTRA_TAKERS[players][last_winner]``: :func:`muestra_taker` for every table.
MUESTRA_TAKERS: dict[int, tuple[int, ...]] = {
    n: tuple(muestra_taker(w, n) for w in range(n)) for n in TABLE_SIZES
}
