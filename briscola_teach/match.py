"""A match: several hands, the first lead passing to the next seat each hand (RULES §6).

>>> m = Match(players=2, best_of=3, seed=7)
>>> m.target, m.standings
(2, (0, 0))
>>> while not m.is_over:
...     hand = m.new_hand()
...     while not hand.is_over:
...         _ = hand.play(hand.legal_plays()[0])
>>> sum(m.standings) >= 2 and m.winner is not None
True

A match of briscola chiamata keeps each seat's match points (RULES §12), the first
bidder moving one seat each hand.  Here the first bidder always calls the as of coins
and the others pass:

>>> from briscola_teach.cards import Rank, Suit
>>> from briscola_teach.events import PASS, Bid, Call
>>> m = Match(players=5, variant="chiamata", best_of=3, seed=7)
>>> while not m.is_over:
...     hand = m.new_hand()
...     _ = hand.apply(Bid(Rank.ACE))
...     while hand.phase == "auction":
...         _ = hand.apply(PASS)
...     _ = hand.apply(Call(Suit.COINS))
...     while not hand.is_over:
...         _ = hand.play(hand.legal_plays()[0])
>>> [g.first_bidder for g in m.games], m.standings, sum(m.standings), m.winner
([2, 3, 4], (-1, -1, -2, 0, 4), 0, (4,))
"""

from __future__ import annotations

import random
from typing import Any, Generic, Literal, TypeVar, cast, overload

from .chiamata import Chiamata, ChiamataOutcome
from .chiamata import check_options as check_chiamata
from .errors import MatchError, OptionError
from .game import Game
from .rules import Options, Outcome, variant_options
from .seeds import generator

__all__ = ["Match", "MatchError"]

#: The kind of hand a match deals: a :class:`Game`, or a :class:`Chiamata` for five.
HandT = TypeVar("HandT", Game, Chiamata)


class Match(Generic[HandT]):
    """Best of 1, 3 or 5 hands, or first to N hand wins; a drawn hand counts for nobody.

    ``variant="briscolone"`` plays briscolone hands, the deal passing one seat each hand.
    A hand won with more than 100 points counts twice when ``double_win=True``.  With
    three players a hand whose top is shared counts for each seat that shares it; the
    match ends when one side alone has reached the target.

    ``players=5, variant="chiamata"`` plays hands of briscola chiamata and counts each
    seat's match points (RULES §12); a redeal (all five passed) gives nobody points and
    counts as no hand.  ``best_of=N`` plays N hands with a caller; ``first_to=N`` plays
    until a seat has N match points.  **Decision**: the seats level at the top when the
    match ends share the win.
    """

    @overload
    def __init__(self: Match[Chiamata], players: Literal[5], *, variant: Literal["chiamata"],
                 best_of: int | None = None, first_to: int | None = None,
                 seed: int | random.Random | None = None) -> None: ...

    @overload
    def __init__(self: Match[Game], players: int = 2, *, best_of: int | None = None,
                 first_to: int | None = None, seed: int | random.Random | None = None,
                 **options: Any) -> None: ...

    def __init__(self, players: int = 2, *, best_of: int | None = None,
                 first_to: int | None = None, seed: int | random.Random | None = None,
                 **options: Any) -> None:
        if best_of is not None and first_to is not None:
            raise OptionError("engine.match_format")
        if best_of is None and first_to is None:
            best_of = 1
        if best_of is not None:
            if not _is_int(best_of) or best_of not in (1, 3, 5):
                raise OptionError("engine.match_best_of", value=best_of)
            target = best_of // 2 + 1
        else:
            if not isinstance(first_to, int) or isinstance(first_to, bool) or first_to < 1:
                raise OptionError("engine.match_first_to", value=first_to)
            target = first_to
        variant = options.pop("variant", "standard")
        #: ``"chiamata"``, ``"briscolone"`` or ``"standard"``.
        self.variant: str = variant if variant == "chiamata" else "standard"
        if variant == "chiamata":
            check_chiamata(players, options)
            self._players = players
            # A chiamata hand has no Options of its own: these stand for "no variant option".
            self.options = Options.build(2)
            if best_of is not None:
                target = best_of
        else:
            self.options = Options.build(players, **variant_options(variant, options))
            self._players = self.options.players
            if self.options.is_briscolone:
                self.variant = "briscolone"
        #: Hand wins a side needs to take the match; with chiamata, the match points a seat
        #: needs (``first_to``) or the hands to play (``best_of``).
        self.target: int = target
        self.best_of = best_of
        self.first_to = first_to
        self._extra = self.options.changed()
        self._rng = generator(seed)
        #: The seat that leads (with chiamata: bids first in) the first hand (RULES §2, seeded).
        self.first_leader: int = self._rng.randrange(players)
        #: The hands dealt so far, the one in play last.
        self.games: list[HandT] = []

    @property
    def players(self) -> int:
        """Number of players at the table."""
        return self._players

    @property
    def is_chiamata(self) -> bool:
        """Whether the hands are briscola chiamata (five players, match points per seat)."""
        return self.variant == "chiamata"

    @property
    def current(self) -> HandT | None:
        """The hand being played (or the last one), None before the first deal."""
        return self.games[-1] if self.games else None

    @property
    def next_leader(self) -> int:
        """The seat that will lead (or bid first in) the next hand: it moves one seat each hand."""
        return (self.first_leader + len(self.games)) % self.players

    def new_hand(self) -> HandT:
        """Deal the next hand; its first leader (first bidder) is one seat on from the last hand's."""
        if self.is_over:
            raise MatchError("engine.match_over")
        if self.games and not self.games[-1].is_over:
            raise MatchError("engine.match_hand_unfinished")
        hand: Game | Chiamata
        if self.is_chiamata:
            hand = Chiamata.new(self._rng, first_bidder=self.next_leader)
        else:
            hand = Game.new(self.players, self._rng, leader=self.next_leader, **self._extra)
        self.games.append(cast(HandT, hand))
        return cast(HandT, hand)

    @property
    def hands_counted(self) -> int:
        """Finished hands that counted: with chiamata, those with a caller (a redeal is none)."""
        return sum(1 for game in self.games if game.outcome is not None
                   and not (isinstance(game.outcome, ChiamataOutcome) and game.outcome.is_redeal))

    @property
    def standings(self) -> tuple[int, ...]:
        """Hand wins of each side so far (a double win 2, a drawn hand 0); chiamata: each seat's match points."""
        if self.is_chiamata:
            points = [0] * self.players
            for game in self.games:
                outcome = game.outcome
                if isinstance(outcome, ChiamataOutcome):
                    points = [p + q for p, q in zip(points, outcome.match_points)]
            return tuple(points)
        sides = self.options.sides
        wins = [0] * len(sides)
        for game in self.games:
            result = game.outcome
            if not isinstance(result, Outcome) or result.is_draw:
                continue
            for i, side in enumerate(sides):
                if side[0] in result.winners:
                    wins[i] += result.value
        return tuple(wins)

    @property
    def is_over(self) -> bool:
        """One side alone has reached the number of hand wins needed (chiamata: see the class)."""
        return self.winner is not None

    @property
    def winner(self) -> tuple[int, ...] | None:
        """The seats of the side that won the match, once it is over (chiamata: every seat at the top)."""
        standings = self.standings
        best = max(standings)
        if self.is_chiamata:
            if self.first_to is not None and best < self.target:
                return None
            if self.best_of is not None and (self.hands_counted < self.target
                                             or not self.games[-1].is_over):
                return None
            return tuple(seat for seat, points in enumerate(standings) if points == best)
        leaders = [i for i, wins in enumerate(standings) if wins == best]
        if best >= self.target and len(leaders) == 1:
            return self.options.sides[leaders[0]]
        return None

    def __repr__(self) -> str:
        goal = f"best of {self.best_of}" if self.best_of else f"first to {self.first_to}"
        kind = " chiamata" if self.is_chiamata else ""
        return (f"<Match {self.players} players{kind}, {goal}, {len(self.games)} hands, "
                f"standings {self.standings}>")


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
