"""The deals a seat imagines, made straight on the compact state: at random, or every one when few remain.

:func:`dealer` deals the cards a seat cannot see at random, as
:meth:`View.sample <briscola_teach.view.View.sample>` does; late in a two-player hand
:func:`open_deals` lists every deal the view allows and :func:`counted_values` plays
each of them exactly (:class:`~briscola_teach.bots.endgame.Endgame`).
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Iterable

from ..view import View
from .card_scores import rules_for
from .endgame import Endgame
from .fast import FastGame

__all__ = ["dealer", "open_deals", "counted_values"]


def dealer(view: View) -> Callable[[random.Random], FastGame]:
    """A function dealing the cards ``view``'s seat cannot see at random, as :meth:`View.sample` does.

    The deal comes straight as a :class:`FastGame`: every known card stays where it
    is, the rest of each hand and the stock come from the unseen cards, shuffled.
    """
    n = view.players
    base = FastGame.__new__(FastGame)
    base.n = n
    base.rules = rules_for(view.trump, view.options.seven_second)
    known = []
    missing = []
    remaining = 0
    for seat in range(n):
        cards = view.hand if seat == view.seat else view.known[seat]
        bits = 0
        for card in cards:
            bits |= 1 << card.index
        known.append(bits)
        missing.append(0 if seat == view.seat else view.hand_sizes[seat] - len(cards))
        remaining |= bits
    unseen = [c.index for c in view.unseen]
    for i in unseen:
        remaining |= 1 << i
    muestra_tail: tuple[int, ...] = ()
    if view.muestra_in_stock:
        muestra_tail = (view.muestra.index,)
        remaining |= 1 << view.muestra.index
    base.remaining = remaining
    base.pos = 0
    base.leader = view.leader
    base.table = [c.index for _, c in view.table]
    base.points = list(view.points)
    base.muestra = view.muestra.index
    base.in_stock = view.muestra_in_stock
    base.holder = view.muestra_drawn_by
    base.swapper = view.swapped_by
    base.original = (None if view.swapped_by is None or view.original_muestra is None
                     else view.original_muestra.index)
    base.swap_allowed = view.options.swap_muestra
    plan = [(seat, known[seat], missing[seat]) for seat in range(n)]

    def deal(rng: random.Random) -> FastGame:
        cards = unseen[:]
        rng.shuffle(cards)
        g = base.copy()
        hands = g.hands = [0] * n
        i = 0
        for seat, bits, count in plan:
            for c in cards[i:i + count]:
                bits |= 1 << c
            hands[seat] = bits
            i += count
        g.stock = tuple(cards[i:]) + muestra_tail
        return g

    base.hands = [0] * n
    base.stock = ()
    return deal


def open_deals(view: View, *, most: int = 24, rng: random.Random | None = None) -> list[FastGame] | None:
    """Every deal a two-player seat's view allows, if there are at most ``most``; else None.

    With ``rng``, when there are more than ``most`` deals, ``most`` of them drawn at random.

    Late in a two-player hand only a few deals remain: with two cards left to draw,
    the one face-down card of the stock is one of four unseen cards.
    """
    if view.players != 2 or view.turn != view.seat:
        return None
    seat = view.seat
    rival = 1 - seat
    face_down = view.stock_size - int(view.muestra_in_stock)
    unseen = [c.index for c in view.unseen]
    missing = view.hand_sizes[rival] - len(view.known[rival])
    if missing + face_down != len(unseen):
        return None
    count = math.comb(len(unseen), face_down) * math.factorial(face_down)
    orders: Iterable[tuple[int, ...]] = itertools.permutations(unseen, face_down)
    if count > most:
        if rng is None:
            return None
        orders = [tuple(rng.sample(unseen, face_down)) for _ in range(most)]
    known = 0
    for card in view.known[rival]:
        known |= 1 << card.index
    deals = []
    for stock in orders:
        rival_hand = known
        for i in unseen:
            if i not in stock:
                rival_hand |= 1 << i
        deals.append(_from_view(view, rival_hand, stock))
    return deals


def _from_view(view: View, rival_hand: int, face_down: tuple[int, ...]) -> FastGame:
    g = FastGame.__new__(FastGame)
    g.n = 2
    g.rules = rules_for(view.trump, view.options.seven_second)
    mine = 0
    for c in view.hand:
        mine |= 1 << c.index
    g.hands = [mine, rival_hand] if view.seat == 0 else [rival_hand, mine]
    g.stock = face_down + ((view.muestra.index,) if view.muestra_in_stock else ())
    remaining = mine | rival_hand
    for i in g.stock:
        remaining |= 1 << i
    g.remaining = remaining
    g.pos = 0
    g.leader = view.leader
    g.table = [c.index for _, c in view.table]
    g.points = list(view.points)
    g.muestra = view.muestra.index
    g.in_stock = view.muestra_in_stock
    g.holder = view.muestra_drawn_by
    g.swapper = view.swapped_by
    g.original = None if view.swapped_by is None or view.original_muestra is None else view.original_muestra.index
    g.swap_allowed = view.options.swap_muestra
    return g


def counted_values(view: View, deals: list[FastGame], *, weights: list[float] | None = None,
                   goal: Callable[[float], float] = float) -> dict[int, float]:
    """Each card's average final points for the seat over ``deals``, each played exactly.

    ``weights`` (one per deal, not all zero) makes it a weighted average; ``goal`` maps
    each deal's points to what they are worth before averaging.
    """
    totals: dict[int, float] = {}
    if weights is None or not any(weights):
        weights = [1.0] * len(deals)
    for g, w in zip(deals, weights):
        if not w:
            continue
        for card, value in Endgame(g.rules, g.stock, side=view.seat).values(g).items():
            totals[card] = totals.get(card, 0.0) + w * goal(value)
    total_weight = sum(weights)
    return {card: total / total_weight for card, total in totals.items()}
