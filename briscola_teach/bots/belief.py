"""What the other seats' last plays say about their hands: how likely each imagined deal is.

A card played tells the table something about the cards kept.  A seat that let
a carga go by with a trump in hand is rare; a seat that led a trump while
holding blancas is rare too.  The search imagines the unseen cards at random
(:meth:`View.sample`), and without this module it would believe a deal where
the rival skipped an easy take with a trump as readily as one where it had none.

:class:`Belief` reads the last decision of every other seat from the view (its
card in the trick now on the table, and its card in the trick before) and, for
an imagined deal, asks whether a ``sensato`` player holding those cards would
have played them.  A deal that explains both plays weighs 1; each play it does
not explain multiplies the weight by ``surprise`` (:data:`SURPRISE`), since real
players (and the expert itself) do not always play as sensato does.  Between the
two tricks the seat drew an unknown card, so the older play is judged over every
card it could have been, on average.  The rebuilt facts are exactly sensato's:
in hands played by sensato the real deal never goes unexplained (a test checks
this over every table size and option).

With two players it can read further back (``history``): the rival's hand at each
older play is rebuilt from its hand now, one card given back for the card it played
at every draw in between (each card of the later hand alike, since any of them may be
the one drawn), and the weight is the average, over those histories, of the product of
the factors of the plays read.  Measured against sensato, reading every play back to
the first trick was worth nothing measurable (−1.3 ± 2.2 points a hand; with twelve
deals weighed per deal played, +1.1 ± 1.7 over 600 deals, and slower).
``benchmarks/ceiling.py`` says why: sensato's plays tell little about the cards it
keeps.  So by default experto reads the last two.

Only the view is read, as for every bot: which cards were played, by whom, in
what order, and the cards everyone can name.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from collections.abc import Callable
from typing import Protocol, TypeVar

from ..cards import Card
from ..game import Game
from ..view import View
from ._cards import ALL_CARDS, cards_in, mask, unplayed
from .sensato import Moment, counts_exactly, is_choice, situation_at
from ..errors import count, rate

__all__ = ["Belief", "Hands", "SURPRISE", "MAX_DRAWS", "POOL", "HISTORY", "check_history"]

#: The weight of an imagined deal for each play it explains only as a departure
#: from sensato's rules of thumb.
SURPRISE = 0.1
#: Imagined deals drawn at most, per deal kept, before the search keeps one anyway.
MAX_DRAWS = 12
#: Deals weighed per deal kept when the search draws many at once (:meth:`Belief.draw_many`).
POOL = 6
#: With two players, how many of the rival's plays are read (``history``): 2 reads its
#: last two, as at any table; more reads that many, back to the first trick at most.
HISTORY = 2
#: Histories of the rival's hand this many times less likely than the likeliest are not followed.
NEGLIGIBLE = 1e-3


def check_history(history: object) -> None:
    """Refuse a ``history`` that is not a count of plays (a whole number, 1 or more)."""
    count(history, "history", least=1, most=40)


class Hands(Protocol):
    """Anything that names each seat's hand: a :class:`~briscola_teach.Game`, or a bare deal."""

    def hand(self, seat: int) -> tuple[Card, ...]: ...


_H = TypeVar("_H", bound=Hands)


@dataclass(frozen=True)
class _Decision:
    """One past play of another seat, with the public facts of that moment."""

    seat: int
    card: Card
    #: Cards on the trick before it, with their seats, and the trick's leader.
    table: tuple[tuple[int, Card], ...]
    leader: int
    #: Cards still to play at that moment that the seat did not hold, besides those in
    #: hands and stock now: the cards played since, other than its own.
    played_since: int
    stock_size: int
    muestra_in_stock: bool
    #: The hand size of every seat at that moment.
    sizes: tuple[int, ...]
    #: Whether the 2 of trump had been swapped for the muestra by then (if it ever was).
    swapped: bool


class Belief:
    """The likelihood of imagined deals, given the last plays of the other seats."""

    def __init__(self, view: View, *, surprise: float = SURPRISE, history: int = HISTORY) -> None:
        """``history``: with two players, how many of the rival's plays to read (:data:`HISTORY`)."""
        rate(surprise, "surprise")
        check_history(history)
        self.view = view
        self.surprise = surprise
        n = view.players
        self._remaining = unplayed(view)
        in_trick = {seat for seat, _ in view.table}
        start_now = tuple(view.hand_sizes[x] + (x in in_trick) for x in range(n))
        # Whether every seat drew between the last trick and this one.
        drew = bool(view.tricks) and start_now[view.seat] == view.options.hand_size
        self._drew = drew
        # Answers already worked out: (which decision, the hand as a mask) -> explained.
        self._answers: dict[tuple[int, int], bool] = {}
        self._decisions: dict[int, tuple[_Decision | None, _Decision | None]] = {}
        # The card each seat has played on the trick now: part of its hand at the older play,
        # even where the play itself is not judged.
        self._on_table = dict(view.table)
        table_mask = mask(c for _, c in view.table)
        options = view.options
        for seat in range(n):
            if seat == view.seat or options.open_hands or len(view.known[seat]) == view.hand_sizes[seat]:
                continue  # a hand in sight needs no guessing
            now = _decision(seat, view.table, view.leader, 0, start_now,
                            view.stock_size, view.muestra_in_stock, view.trick_number, view.swap_at)
            before = None
            if view.tricks:
                last = view.tricks[-1]
                start_last = tuple(size + 1 - int(drew) for size in start_now)
                before = _decision(seat, last.plays, last.leader, table_mask, start_last,
                                   view.stock_size + (n if drew else 0),
                                   view.muestra_in_stock or (drew and view.stock_size == 0),
                                   last.number, view.swap_at)
            if options.open_partner_hands:
                # With the stock gone the seat saw its partner's hand: its facts then are not ours.
                now, before = (d if d is None or d.stock_size else None for d in (now, before))
            if now or before:
                self._decisions[seat] = (now, before)
        # Two players, the stock not yet gone: the rival's plays further back can be read too.
        self._chain: tuple[int, bool, tuple[_Decision, ...]] | None = None
        self._by_hand: dict[int, float] = {}
        self._chain_answers: list[dict[int, bool]] = []
        if (history > 2 and n == 2 and view.stock_size and not options.swap_muestra
                and not options.open_hands and (1 - view.seat) in self._decisions):
            rival = 1 - view.seat
            self._chain = _chain(view, rival, history, self._decisions[rival][0])
            self._chain_answers = [{} for _ in self._chain[2]]

    @property
    def is_informative(self) -> bool:
        """Whether any play of another seat is there to be explained."""
        return bool(self._decisions)

    def weight(self, world: Hands, *, floor: float = 0.0) -> float:
        """How well the hands of the imagined deal ``world`` explain the plays seen, 0 to 1.

        Each play multiplies the weight by a factor of at most 1, so once it falls
        below ``floor`` the answer is known to be "less than floor": the sum stops
        there and returns what it has (the sampler only asks that question).
        """
        if self._chain is not None:
            return self._chain_weight(world)
        total = 1.0
        later = []
        # The plays on the table first: one question each, where the older ones ask three.
        for seat, (now, before) in self._decisions.items():
            played = self._on_table.get(seat)
            start = world.hand(seat) if played is None else world.hand(seat) + (played,)
            if now is not None and not self._explains(now, self._unswapped(now, start)):
                total *= self.surprise
                if total < floor:
                    return total
            if before is not None:
                later.append((seat, before, start))
        for seat, before, start in later:
            start = self._unswapped(before, start)
            if self._drew:
                drawn = self._drawn_candidates(seat, start)
                share = sum(self._explains(before, tuple(c for c in start if c is not d) + (before.card,))
                            for d in drawn) / len(drawn)
            else:
                share = float(self._explains(before, start + (before.card,)))
            total *= self.surprise + (1 - self.surprise) * share
            if total < floor:
                return total
        return total

    def sample(self, rng: random.Random) -> Game:
        """An imagined deal, drawn in proportion to how well it explains the plays seen.

        Deals are drawn at random and each kept with the chance :meth:`weight`; the
        :data:`MAX_DRAWS`-th deal drawn is kept whatever its weight, so a play nothing
        explains (a slip, a bluff) costs time, never a decision.
        """
        return self.sample_with(self.view.sample, rng)

    def sample_with(self, deal: Callable[[random.Random], _H], rng: random.Random) -> _H:
        """As :meth:`sample`, the deals drawn by ``deal`` (e.g. straight into the search's own state)."""
        world = deal(rng)
        if not self._decisions:
            return world
        for _ in range(MAX_DRAWS - 1):
            chance = rng.random()
            if self.weight(world, floor=chance) > chance:
                return world
            world = deal(rng)
        return world

    def draw_many(self, deal: Callable[[random.Random], _H], rng: random.Random, count: int, *,
                  pool: int = POOL) -> list[tuple[_H, int]]:
        """``count`` imagined deals in proportion to how well they explain the plays seen: (deal, times).

        ``pool`` times as many deals are drawn by ``deal`` and weighed, and ``count`` picked
        from them by weight (systematic resampling, so a deal may be picked more than once),
        however rare the deals that explain every play: the belief stays sharp where
        drawing until one fits would give up.
        """
        if not self._decisions or count < 1:
            return [(deal(rng), 1) for _ in range(count)]
        candidates = [deal(rng) for _ in range(pool * count)]
        weights = [self.weight(world) for world in candidates]
        total = sum(weights)
        if total <= 0:
            return [(world, 1) for world in candidates[:count]]
        step = total / count
        mark = rng.random() * step
        picked: dict[int, int] = {}
        reached = 0.0
        left = count
        for k, w in enumerate(weights):
            reached += w
            while mark < reached and left:
                picked[k] = picked.get(k, 0) + 1
                mark += step
                left -= 1
        return [(candidates[k], times) for k, times in picked.items()]

    # ------------------------------------------------------------------ internals
    def _chain_weight(self, world: Hands) -> float:
        """:meth:`weight` over the rival's last plays, back through every draw it may have made.

        Going back one play, the hand then was the hand after it with one of its cards (the
        one drawn since, each alike) given back for the card played.  The weight is the
        average, over those histories, of the product of each play's factor; histories
        already :data:`NEGLIGIBLE` next to the likeliest are dropped.
        """
        assert self._chain is not None
        seat, on_table, chain = self._chain
        key = mask(world.hand(seat))
        known = self._by_hand.get(key)
        if known is not None:
            return known
        surprise = self.surprise
        answers = self._chain_answers
        states = {key: 1.0}
        for k, decision in enumerate(chain):
            bit = 1 << decision.card.index
            if k == 0 and on_table:
                held = {key | bit: 1.0}
            else:
                held = {}
                for cards, mass in states.items():
                    rest = cards
                    share = mass / cards.bit_count()
                    while rest:
                        drawn = rest & -rest
                        rest ^= drawn
                        before = cards ^ drawn | bit
                        held[before] = held.get(before, 0.0) + share
            known_k = answers[k]
            states = {}
            top = 0.0
            for cards, mass in held.items():
                fits = known_k.get(cards)
                if fits is None:
                    fits = known_k[cards] = self._work_out(decision, tuple(cards_in(cards)))
                if not fits:
                    mass *= surprise
                states[cards] = mass
                if mass > top:
                    top = mass
            cut = top * NEGLIGIBLE
            states = {cards: mass for cards, mass in states.items() if mass >= cut}
        total = sum(states.values())
        self._by_hand[key] = total
        return total

    def _unswapped(self, decision: _Decision, hand: tuple[Card, ...]) -> tuple[Card, ...]:
        """The hand as it was before a swap made after the decision, by the seat deciding."""
        view = self.view
        if decision.swapped or view.swapped_by != decision.seat:
            return hand
        return tuple(view.muestra if c is view.original_muestra else c for c in hand)

    def _drawn_candidates(self, seat: int, start: tuple[Card, ...]) -> tuple[Card, ...]:
        """The cards of ``start`` the seat may have drawn after the last trick."""
        view = self.view
        muestra = view.muestra
        if view.stock_size == 0 and view.muestra_drawn_by == seat:
            return (muestra,)  # the last card drawn was the muestra, in sight
        named = set()
        if view.muestra_drawn_by == seat:
            named.add(muestra)
        if view.swapped_by == seat and view.original_muestra is not None:
            named.add(view.original_muestra)
        return tuple(c for c in start if c not in named) or start

    def _explains(self, decision: _Decision, hand: tuple[Card, ...]) -> bool:
        """Whether sensato, holding ``hand``, would have played the decision's card."""
        key = (id(decision), mask(hand))
        answer = self._answers.get(key)
        if answer is None:
            answer = self._answers[key] = self._work_out(decision, hand)
        return answer

    def _work_out(self, decision: _Decision, hand: tuple[Card, ...]) -> bool:
        view = self.view
        if counts_exactly(view.players, decision.stock_size,
                          view.options.swap_muestra and decision.muestra_in_stock, len(hand)):
            return True  # sensato counted the deals left there: no rule of thumb to read
        swapped = decision.swapped and view.swapped_by is not None
        moment = Moment(
            view.players, view.trump, view.options.seven_second, decision.stock_size,
            view.muestra if swapped or view.original_muestra is None else view.original_muestra,
            decision.muestra_in_stock, None if decision.muestra_in_stock else view.muestra_drawn_by,
            view.swapped_by if swapped else None, view.original_muestra if swapped else None,
        )
        remaining = (self._remaining | decision.played_since) & ALL_CARDS
        situation = situation_at(decision.seat, hand, decision.table, decision.leader,
                                 decision.sizes.__getitem__, remaining, moment)
        return is_choice(situation, decision.card)


def _chain(view: View, seat: int, most: int,
           now: _Decision | None) -> tuple[int, bool, tuple[_Decision, ...]]:
    """The rival's last ``most`` plays, newest first, with the facts of each moment.

    ``now`` is its play on the trick on the table, if it has played.  Two players with
    cards still to draw: every trick so far was followed by a draw.
    """
    size = view.options.hand_size
    start = (size, size)
    decisions = []
    if now is not None:
        decisions.append(now)
    later = mask(c for _, c in view.table)
    tricks = view.tricks
    for back, trick in enumerate(reversed(tricks), start=1):
        if len(decisions) >= most:
            break
        old = _decision(seat, trick.plays, trick.leader, later, start, view.stock_size + 2 * back,
                        True, trick.number, view.swap_at)
        assert old is not None
        decisions.append(old)
        later |= mask(c for _, c in trick.plays)
    return seat, now is not None, tuple(decisions)


def _decision(seat: int, plays: tuple[tuple[int, Card], ...], leader: int, played_later: int,
              start: tuple[int, ...], stock_size: int, muestra_in_stock: bool, trick: int,
              swap_at: tuple[int, int] | None) -> _Decision | None:
    """The play of ``seat`` among ``plays`` (a trick, in order), or None if it has not played."""
    for i, (who, card) in enumerate(plays):
        if who == seat:
            before = plays[:i]
            since = mask(c for _, c in plays[i + 1:]) | played_later
            played_before = {s for s, _ in before}
            sizes = tuple(size - (x in played_before) for x, size in enumerate(start))
            # A swap is made by the seat on turn, before it plays: at (trick, cards on table).
            swapped = swap_at is None or swap_at <= (trick, i)
            return _Decision(seat=seat, card=card, table=before, leader=leader,
                             played_since=since, stock_size=stock_size,
                             muestra_in_stock=muestra_in_stock, sizes=sizes, swapped=swapped)
    return None
