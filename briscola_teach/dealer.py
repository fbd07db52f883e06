"""The dealer: the position a hand starts from (RULES §2, §13).

A shuffled deck, a deck in an exact order, or a deal imagined from what one seat knows:
each becomes a :class:`~briscola_teach.position.Position`, from which
:class:`~briscola_teach.game.Game` starts.  Seat ``s`` gets every n-th card from its turn
on, the leader first; the next card is turned up as the muestra and lies under the stock.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from .cards import Card, new_deck
from .errors import PositionError
from .given import CardLike, parse_cards
from .position import Position
from .rules import Options, check_seat, variant_options
from .seeds import check_seed, generator
from .view import View

__all__ = ["ZEROS", "shuffled", "from_deck", "dealt", "imagined"]

#: No points and no cards yet, for each table size.
ZEROS = {n: (0,) * n for n in (2, 3, 4)}


def shuffled(opts: Options, seed: int | random.Random | None, leader: int | None) -> Position:
    """A freshly shuffled deal; the first leader drawn at random unless given (RULES §2)."""
    rng = seed if seed.__class__ is random.Random else generator(seed)
    deck = new_deck(opts.deck)
    rng.shuffle(deck)
    if leader is None:
        # Briscolone: seat 1 deals (RULES §13), so seat 0 leads; otherwise drawn at random (§2).
        leader = 0 if opts.is_briscolone else rng.randrange(opts.players)
    else:
        leader = check_seat(leader, opts.players, where="leader")
    return dealt(deck, opts, leader)


def from_deck(cards: Iterable[CardLike], players: int, leader: int, *, variant: str,
              options: dict[str, Any]) -> Position:
    """The deal of an exact deck order (index 0 the top card), checked (RULES §2 Decision)."""
    opts = Options.build(players, **variant_options(variant, options))
    deck = parse_cards(cards, "deck")
    expected = new_deck(opts.deck)
    if sorted(c.index for c in deck) != sorted(c.index for c in expected):
        raise PositionError("engine.deck_not_complete", size=opts.deck, given=len(deck))
    position = dealt(deck, opts, check_seat(leader, opts.players, where="leader"))
    position.validate()  # the one home of the checks, for a deck given by hand too
    return position


def dealt(deck: list[Card], opts: Options, leader: int) -> Position:
    """The position after dealing ``deck`` (top first) from ``leader`` on."""
    n, size = opts.players, opts.hand_size
    dealt = n * size
    # One card at a time from the leader: seat s gets every n-th card from its turn on.
    hands = tuple(tuple(deck[(seat - leader) % n:dealt:n]) for seat in range(n))
    zeros = ZEROS[n]
    if dealt == len(deck):
        # Briscolone (RULES §13): the last card dealt, the dealer's, is shown and names trump.
        return Position(opts, hands, deck[dealt - 1], (), (leader - 1) % n, leader, (), zeros, zeros, 0)
    return Position(opts, hands, deck[dealt], tuple(deck[dealt + 1:]), None, leader, (), zeros, zeros, 0)


def imagined(view: View, rng: random.Random | int) -> Position:
    """A position consistent with what one seat knows, the unseen cards dealt at random.

    The seat's own hand, every known card and the tricks so far are kept; the muestra
    stays under the stock while it is there.
    """
    if not isinstance(view, View):
        raise PositionError("engine.need_view", given=view)
    if not isinstance(rng, random.Random):
        rng = random.Random(check_seed(rng, where="rng"))
    cards = list(view.unseen)
    rng.shuffle(cards)
    hands: list[tuple[Card, ...]] = []
    i = 0
    for seat, known in enumerate(view.known):
        if seat == view.seat:
            hands.append(view.hand)
            continue
        missing = view.hand_sizes[seat] - len(known)
        hands.append(known + tuple(cards[i:i + missing]))
        i += missing
    return Position(
        options=view.options, hands=tuple(hands), muestra=view.muestra,
        stock=tuple(cards[i:]), muestra_drawn_by=view.muestra_drawn_by,
        leader=view.leader, table=tuple(c for _, c in view.table), scores=view.points,
        pile_cards=view.pile_sizes, tricks_before=view.tricks_before, history=view.tricks,
        swapped_by=view.swapped_by, original_muestra=view.original_muestra,
        swap_at=view.swap_at,
    )
