"""A moment of a hand, as a value: who holds what, what lies where, what was taken before.

A :class:`Position` is what a :class:`~briscola_teach.game.Game` starts from: the
deal (``Game.new``, ``Game.from_deck``), a situation a lesson sets up
(``Game.from_position``), a deal imagined from one seat's view (``Game.from_view``)
or the start of a saved game.  :meth:`Position.validate` is the one place that
decides whether a real hand can reach it (RULES §2-§8):

* every card of the deck is in exactly one place: a hand, the stock, the muestra
  under it, the table, a known earlier trick, or played in an earlier trick whose
  cards are not known (``tricks_before`` of them);
* the hands start each trick full while the stock lasts, and level (less the cards
  already on the table); the stock (with the muestra) shares out evenly;
* the muestra is drawn last, by the last to draw after the last draw round, who then
  plays last in the next trick (RULES §4); it cannot have been played before it was drawn;
* each pile holds a whole number of tricks, and its points fit the cards it holds; the
  seat that leads took the trick before;
* known earlier tricks follow one another (each winner leads the next) and were
  decided by the rules; a swap of the 2 of trump needs the option, the 2 of trump
  and a turn of the swapper's while the stock lasted.

>>> from briscola_teach import Card, Options
>>> p = Position.build([["as de oros", "6 de bastos", "2 de copas"], ["as de espadas", "7 de oros", "3 de bastos"]],
...                    "5 de copas", stock=["7 de espadas"], leader=1)
>>> p.tricks_before, p.muestra.code
(16, '5C')
>>> Position.build([[], []], "5 de copas", muestra_drawn_by=0, leader=1, scores=[94, 26], pile_cards=[0, 40])
Traceback (most recent call last):
...
briscola_teach.errors.PositionError: El asiento 0 no puede tener 94 puntos en un montón de 0 cartas con las cartas que faltan.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

from .cards import Card, new_deck
from .errors import PositionError, size
from .given import CardLike, is_count, is_seat, parse_card, parse_cards, per_seat
from .piles import fits
from .rules import POINTS_TABLES, STRENGTH_TABLES, Options, check_seat, swap_card, winning_index

__all__ = ["Position", "Trick", "CardLike"]


class Trick(NamedTuple):
    """A completed trick: who led, the cards in play order, who took it and its points."""

    number: int
    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int
    points: int

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards in play order."""
        return tuple(card for _, card in self.plays)


class Position(NamedTuple):
    """Any moment of a hand, at the start of a play: enough to play on from it exactly.

    ``scores`` and ``pile_cards`` say per seat the points and cards taken so far; None
    when a lesson's position does not say (the game then counts from zero).
    """

    options: Options
    #: Each seat's cards, in the order it got them.
    hands: tuple[tuple[Card, ...], ...]
    #: The card under the stock now (after a swap, the 2 of trump); public even once drawn.
    muestra: Card
    #: The face-down stock, top first, without the muestra.
    stock: tuple[Card, ...] = ()
    #: The seat that drew the muestra, once the stock ran out.
    muestra_drawn_by: int | None = None
    #: The seat that leads the current trick.
    leader: int = 0
    #: The cards already on the current trick, from ``leader`` on.
    table: tuple[Card, ...] = ()
    scores: tuple[int, ...] | None = None
    pile_cards: tuple[int, ...] | None = None
    #: Earlier tricks whose cards are not known, before ``history``.
    tricks_before: int = 0
    #: Earlier tricks that are known (a deal imagined from a view keeps them).
    history: tuple[Trick, ...] = ()
    #: A swap of the 2 of trump made before this moment: who made it ...
    swapped_by: int | None = None
    #: ... the card turned up at the deal that the swapper took ...
    original_muestra: Card | None = None
    #: ... and when, as (trick number, cards then on its table), if known.
    swap_at: tuple[int, int] | None = None

    # ------------------------------------------------------------------ reading
    @property
    def players(self) -> int:
        """Number of players at the table."""
        return self.options.players

    @property
    def trick_number(self) -> int:
        """The number of the trick about to be played (or being played)."""
        return self.tricks_before + len(self.history) + 1

    @property
    def turn(self) -> int:
        """The seat to play."""
        return (self.leader + len(self.table)) % self.options.players

    def missing(self) -> list[Card]:
        """The cards played in the earlier tricks whose cards are not known, in deck order."""
        placed = self._placed()
        return [card for card in new_deck(self.options.deck) if card not in placed]

    def _placed(self) -> set[Card]:
        placed = {c for hand in self.hands for c in hand}
        placed.update(self.stock)
        placed.update(self.table)
        placed.update(c for trick in self.history for _, c in trick.plays)
        if self.muestra_drawn_by is None:
            placed.add(self.muestra)
        return placed

    # ------------------------------------------------------------------ making
    @classmethod
    def build(
        cls,
        hands: Sequence[Iterable[CardLike]],
        muestra: CardLike,
        *,
        stock: Iterable[CardLike] = (),
        leader: int = 0,
        table: Iterable[CardLike] = (),
        scores: Sequence[int] | None = None,
        pile_cards: Sequence[int] | None = None,
        muestra_drawn_by: int | None = None,
        tricks_before: int | None = None,
        **options: Any,
    ) -> Position:
        """A checked position from cards or their names; see :meth:`Game.from_position`."""
        if isinstance(hands, (str, Card)) or not isinstance(hands, Sequence):
            raise PositionError("engine.need_hands", given=hands)
        players = size(hands)
        opts = Options.build(players, **options)
        position = cls(
            options=opts,
            hands=tuple(tuple(parse_cards(h, f"hands[{i}]")) for i, h in enumerate(hands)),
            muestra=parse_card(muestra, "muestra"),
            stock=tuple(parse_cards(stock, "stock")),
            muestra_drawn_by=(None if muestra_drawn_by is None
                              else check_seat(muestra_drawn_by, players, where="muestra_drawn_by")),
            leader=check_seat(leader, players, where="leader"),
            table=tuple(parse_cards(table, "table")),
            scores=None if scores is None else per_seat(scores, players, "scores"),
            pile_cards=None if pile_cards is None else per_seat(pile_cards, players, "pile_cards"),
        )
        position._check_cards()
        earlier = len(position.missing()) // players
        if tricks_before is not None and (not is_count(tricks_before) or tricks_before != earlier):
            raise PositionError("engine.tricks_before", given=tricks_before, expected=earlier,
                                missing=len(position.missing()))
        position = position._replace(tricks_before=earlier)
        position.validate()
        return position

    # ------------------------------------------------------------------ checking
    def validate(self) -> None:
        """Raise PositionError unless a real hand reaches this position (RULES §2-§8)."""
        self._check_types()
        self._check_cards()
        self._check_sizes()
        self._check_history()
        self._check_muestra()
        self._check_piles()
        self._check_swap()

    def _check_types(self) -> None:
        if not isinstance(self.options, Options):
            raise PositionError("engine.position_field", field="options", value=self.options)
        n = self.options.players
        if not isinstance(self.hands, tuple) or len(self.hands) != n:
            raise PositionError("engine.need_hands", given=self.hands)
        for where, cards in (("stock", self.stock), ("table", self.table),
                             *((f"hands[{i}]", h) for i, h in enumerate(self.hands))):
            if not isinstance(cards, tuple) or not all(c.__class__ is Card for c in cards):
                raise PositionError("engine.position_field", field=where, value=cards)
        for where, card in (("muestra", self.muestra), ("original_muestra", self.original_muestra)):
            if card.__class__ is not Card and not (card is None and where == "original_muestra"):
                raise PositionError("engine.position_field", field=where, value=card)
        check_seat(self.leader, n, where="leader")
        for where in ("muestra_drawn_by", "swapped_by"):
            if getattr(self, where) is not None:
                check_seat(getattr(self, where), n, where=where)
        for where in ("scores", "pile_cards"):
            values = getattr(self, where)
            if values is not None:
                per_seat(values, n, where)
        if not is_count(self.tricks_before):
            raise PositionError("engine.position_field", field="tricks_before", value=self.tricks_before)
        if not isinstance(self.history, tuple) or not all(isinstance(t, Trick) for t in self.history):
            raise PositionError("engine.position_field", field="history", value=self.history)
        swap_at = self.swap_at
        if swap_at is not None and not (isinstance(swap_at, tuple) and len(swap_at) == 2
                                        and all(is_count(v) for v in swap_at)):
            raise PositionError("engine.position_field", field="swap_at", value=swap_at)

    def _check_cards(self) -> None:
        """Every card in at most one place, and all of them from this table's deck."""
        opts = self.options
        allowed = set(new_deck(opts.deck))
        placed = [c for h in self.hands for c in h] + list(self.stock) + list(self.table)
        placed += [c for trick in self.history for _, c in trick.plays]
        if self.muestra_drawn_by is None:
            placed.append(self.muestra)
        seen: set[Card] = set()
        for card in placed:
            if card in seen:
                raise PositionError("engine.card_twice", card=card)
            if card not in allowed:
                raise PositionError("engine.card_not_in_deck", card=card, size=opts.deck)
            seen.add(card)
        for shown in (self.muestra, self.original_muestra):
            if shown is not None and shown not in allowed:
                raise PositionError("engine.card_not_in_deck", card=shown, size=opts.deck)

    def _check_sizes(self) -> None:
        opts, n = self.options, self.options.players
        table = self.table
        if len(table) >= n:
            raise PositionError("engine.table_too_long", given=len(table), players=n)
        drawn = self.muestra_drawn_by is not None
        if drawn and self.stock:
            raise PositionError("engine.muestra_drawn_with_stock", seat=self.muestra_drawn_by,
                                size=len(self.stock))
        played = {(self.leader + i) % n for i in range(len(table))}
        sizes = [len(h) + (1 if seat in played else 0) for seat, h in enumerate(self.hands)]
        if len(set(sizes)) != 1:
            raise PositionError("engine.uneven_hands", sizes=[len(h) for h in self.hands],
                                table=len(table))
        in_stock = len(self.stock) + (not drawn)
        if in_stock % n:
            raise PositionError("engine.stock_not_even", size=in_stock, players=n)
        if sizes[0] > opts.hand_size:
            raise PositionError("engine.hand_too_big", size=sizes[0], hand_size=opts.hand_size)
        if in_stock and sizes[0] != opts.hand_size:
            raise PositionError("engine.hand_not_full", size=sizes[0], hand_size=opts.hand_size,
                                stock=in_stock)
        missing = len(self.missing())
        if missing != n * self.tricks_before:
            raise PositionError("engine.tricks_before", given=self.tricks_before,
                                expected=missing // n, missing=missing)

    @property
    def draw_rounds(self) -> int:
        """Rounds of drawing in the whole hand: the last one, after that trick, takes the muestra."""
        opts = self.options
        return (opts.deck - opts.players * opts.hand_size) // opts.players

    def _check_history(self) -> None:
        n, trump = self.options.players, self.muestra.suit
        strength = STRENGTH_TABLES[self.options.seven_second]
        values = POINTS_TABLES[self.options.seven_second]
        previous: Trick | None = None
        for number, trick in enumerate(self.history, start=self.tricks_before + 1):
            fine = (
                trick.number == number and is_seat(trick.leader, n) and isinstance(trick.plays, tuple)
                and len(trick.plays) == n
                and all(isinstance(p, tuple) and len(p) == 2 and p[0] == (trick.leader + i) % n
                        and p[1].__class__ is Card for i, p in enumerate(trick.plays))
                and (previous is None or trick.leader == previous.winner)
            )
            if fine:
                cards = [c for _, c in trick.plays]
                fine = (trick.winner == (trick.leader + winning_index(cards, trump, strength)) % n
                        and trick.points == sum(values[c.index] for c in cards))
            if not fine:
                raise PositionError("engine.bad_history", number=number, trick=trick)
            previous = trick
        if previous is not None and previous.winner != self.leader:
            raise PositionError("engine.leader_not_last_winner", leader=self.leader,
                                winner=previous.winner, number=previous.number)

    def _check_muestra(self) -> None:
        """The muestra is drawn last, by the last to draw, and played only after that (RULES §4)."""
        holder = self.muestra_drawn_by
        if holder is None:
            return
        n, muestra, rounds = self.options.players, self.muestra, self.draw_rounds
        done = self.tricks_before + len(self.history)
        for seat, hand in enumerate(self.hands):
            if muestra in hand and seat != holder:
                raise PositionError("engine.muestra_elsewhere", card=muestra, seat=seat, holder=holder)
        if muestra in self.table:
            seat = (self.leader + self.table.index(muestra)) % n
            if seat != holder:
                raise PositionError("engine.muestra_elsewhere", card=muestra, seat=seat, holder=holder)
        for trick in self.history:
            for seat, card in trick.plays:
                if card is muestra and (seat != holder or trick.number <= rounds):
                    raise PositionError("engine.muestra_played_early", card=muestra, number=trick.number,
                                        rounds=rounds, seat=seat, holder=holder)
        if muestra in self.missing() and self.tricks_before <= rounds:
            raise PositionError("engine.muestra_played_early", card=muestra, number=self.tricks_before,
                                rounds=rounds, seat=holder, holder=holder)
        # The winner of the last draw round draws first and leads; the holder drew last.
        next_leader: int | None = None
        if done == rounds:
            next_leader = self.leader
        else:
            for trick in self.history:
                if trick.number == rounds + 1:
                    next_leader = trick.leader
        if next_leader is not None and holder != (next_leader + n - 1) % n:
            raise PositionError("engine.muestra_not_last_drawer", holder=holder, leader=next_leader,
                                last=(next_leader + n - 1) % n, rounds=rounds)

    def _check_piles(self) -> None:
        """Each pile a whole number of tricks, its points fitting its cards; the leader took the last."""
        n = self.options.players
        values = POINTS_TABLES[self.options.seven_second]
        missing = self.missing()
        done = self.tricks_before + len(self.history)
        won_cards, won_points = [0] * n, [0] * n
        for trick in self.history:
            won_cards[trick.winner] += n
            won_points[trick.winner] += trick.points
        missing_points = sum(values[c.index] for c in missing)
        scores, piles = self.scores, self.pile_cards
        if scores is not None:
            if sum(scores) != missing_points + sum(won_points):
                raise PositionError("engine.scores_sum", given=list(scores), total=sum(scores),
                                    expected=missing_points + sum(won_points))
            for seat in range(n):
                if scores[seat] < won_points[seat]:
                    raise PositionError("engine.pile_points_misfit", seat=seat, points=scores[seat],
                                        cards=won_cards[seat] if piles is None else piles[seat])
        if piles is None:
            return
        if sum(piles) != n * done or any(p % n for p in piles):
            raise PositionError("engine.piles_sum", given=list(piles), expected=n * done, players=n)
        if done and piles[self.leader] == 0:
            raise PositionError("engine.leader_without_pile", leader=self.leader)
        for seat in range(n):
            if piles[seat] < won_cards[seat]:
                raise PositionError("engine.piles_sum", given=list(piles), expected=n * done, players=n)
        if scores is None:
            return
        wants = [(piles[s] - won_cards[s], scores[s] - won_points[s]) for s in range(n)]
        counts = Counter(values[c.index] for c in missing)
        for seat, (cards, pts) in enumerate(wants):
            if not fits(counts, [(cards, pts)], single=True):
                raise PositionError("engine.pile_points_misfit", seat=seat, points=scores[seat],
                                    cards=piles[seat])
        if not fits(counts, wants):
            raise PositionError("engine.piles_points_misfit", points=list(scores), cards=list(piles))

    def _check_swap(self) -> None:
        swapper, original = self.swapped_by, self.original_muestra
        if swapper is None:
            if original is not None and original is not self.muestra or self.swap_at is not None:
                raise PositionError("engine.swap_without_swapper", card=original)
            return
        n, muestra = self.options.players, self.muestra
        if not self.options.swap_muestra:
            raise PositionError("engine.swap_option_off", seat=swapper)
        if (original is None or original.suit is not muestra.suit or original is muestra
                or muestra is not swap_card(original, seven_or_two=self.options.swap_seven_or_two,
                                            seven_second=self.options.seven_second)):
            raise PositionError("engine.swap_cards", card=original, muestra=muestra)
        if original in self.stock or any(original in h for s, h in enumerate(self.hands) if s != swapper):
            raise PositionError("engine.swap_card_elsewhere", card=original, seat=swapper)
        for i, card in enumerate(self.table):
            if card is original and (self.leader + i) % n != swapper:
                raise PositionError("engine.swap_card_elsewhere", card=original, seat=swapper)
        for trick in self.history:
            if (swapper, original) not in trick.plays and original in trick.cards:
                raise PositionError("engine.swap_card_elsewhere", card=original, seat=swapper)
        swap_at = self.swap_at
        if swap_at is None:
            return
        number, on_table = swap_at
        now = self.trick_number
        # The swap needs a card of the stock besides the muestra: no later than the last draw round.
        if not 1 <= number <= min(now, self.draw_rounds) or on_table >= n \
                or number == now and on_table > len(self.table):
            raise PositionError("engine.swap_when", when=list(swap_at), seat=swapper)
        leader = self.leader if number == now else next(
            (t.leader for t in self.history if t.number == number), None)
        if leader is not None and (leader + on_table) % n != swapper:
            raise PositionError("engine.swap_when", when=list(swap_at), seat=swapper)


def is_game(value: object) -> bool:
    """Whether ``value`` is a hand of 2-4 players (a Game), told without importing the game's module."""
    return isinstance(getattr(value, "start", None), Position) and callable(getattr(value, "legal_plays", None))
