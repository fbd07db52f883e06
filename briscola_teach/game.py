"""A hand of Briscola: deal, muestra, tricks, draws, scoring (RULES §2-§7).

A :class:`Game` starts from a :class:`~briscola_teach.position.Position` (a deal, a
lesson's situation, a deal imagined from a view, a saved game), is changed in place by
:meth:`Game.play` and :meth:`Game.swap`, each returning its event (see
:mod:`briscola_teach.events`), and stepped back by :meth:`Game.undo`; :meth:`Game.copy`
gives an independent game for looking ahead.  The rules it follows that need no game
are plain functions in :mod:`briscola_teach.rules`; the deal it starts from is made by
:mod:`briscola_teach.dealer`, what happened is told from its trick log by
:mod:`briscola_teach.history`, and what one seat may know by :mod:`briscola_teach.view`.
Seats are numbered 0..n-1 in playing order; with four players seats 0 and 2 play against
1 and 3.

>>> from briscola_teach.examples import worked_example_deck
>>> game = Game.from_deck(worked_example_deck(), leader=0)
>>> game.trump, str(game.muestra)
(Suit.CUPS, 'cinco de copas')
>>> game.play("cuatro de bastos")
Played(seat=0, card=Card(Rank.FOUR, Suit.CLUBS), trick=1)
>>> game.play("3B").seat, game.events[2]
(1, TrickTaken(number=1, winner=1, card=Card(Rank.THREE, Suit.CLUBS), points=10, rule=<TrickRule.SUIT_LED: 'suit_led'>))
>>> trick = game.tricks[-1]
>>> trick.winner, trick.points, game.turn
(1, 10, 1)
>>> game.play("as de oros")
Traceback (most recent call last):
...
briscola_teach.errors.IllegalPlay: El asiento 1 (jugador 2) no tiene la carta «as de oros»: tiene rey de espadas, siete de oros, as de espadas.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any, Literal, overload

from . import dealer, history, records
from .cards import PICTURES, Card, Suit
from .chiamata import Chiamata
from .chiamata import check_options as check_chiamata
from .errors import IllegalPlay, PositionError, RecordError
from .given import CardLike, card_in_hand, names, replay_undo, shown
from .history import Draw
from .position import Position, Trick
from .rules import (
    DRAW_ORDERS, MUESTRA_TAKERS, POINTS_TABLES, STRENGTH_TABLES, Options, Outcome, check_seat,
    hand_outcome, swap_card, variant_options, winning_index,
)
from .events import PLAYED, SWAP, Action, Event, Played, Swapped
from .view import View, _register_sampler, view_of

__all__ = [
    "Game",
    "Position",
    "View",
    "Trick",
    "Draw",
    "Outcome",
    "IllegalPlay",
    "PositionError",
    "SWAP",
    "Action",
]


#: The old private name of :class:`Position`.
_Start = Position


class Game:
    """One hand of Briscola for 2, 3 or 4 players (4 in two teams)."""

    __slots__ = (
        "options", "_n", "_strength", "_points", "_trump", "_muestra", "_hands", "_stock",
        "_muestra_in_stock", "_muestra_holder", "_leader", "_turn", "_table", "_scores",
        "_pile_cards", "_log", "_start", "_swapper", "_two_of_trump",
        "_original", "_trick_cache", "_offset", "_swap_at", "_swaps", "_events", "_event_state",
        "_seat_events", "_played",
    )

    # ------------------------------------------------------------------ making games
    def __init__(self, position: Position) -> None:
        """A game starting at ``position``, checked (see :meth:`Position.validate`)."""
        if not isinstance(position, Position):
            raise PositionError("engine.need_position", given=position)
        position.validate()
        self._start = position
        self._reset()

    @classmethod
    def _trusted(cls, position: Position) -> Game:
        """A game from a position the engine built itself and knows to be reachable."""
        game = cls.__new__(cls)
        game._start = position
        game._reset()
        return game

    def _reset(self) -> None:
        (opts, hands, muestra, stock, drawn_by, leader, table, scores, pile_cards, tricks_before,
         history, swapped_by, original, swap_at) = self._start
        self.options = opts
        self._n = n = opts.players
        seven_second = opts.seven_second
        self._strength = STRENGTH_TABLES[seven_second]
        self._points = POINTS_TABLES[seven_second]
        self._muestra = muestra
        self._trump = muestra.suit
        self._original = original = original or muestra
        # The card that may be swapped for the muestra: named from the card turned up at the deal.
        self._two_of_trump = swap_card(original, seven_or_two=opts.swap_seven_or_two,
                                       seven_second=seven_second)
        self._hands = [list(hand) for hand in hands]
        self._muestra_in_stock = in_stock = drawn_by is None
        # Internally the top of the stock is the end of the list; the muestra lies under it.
        self._stock = [muestra, *stock[::-1]] if in_stock else list(stock[::-1])
        self._muestra_holder = drawn_by
        self._swapper = swapped_by
        self._swap_at = swap_at
        self._leader = leader
        self._table = list(table)
        self._turn = (leader + len(table)) % n if any(hands) else -1
        zeros = dealer.ZEROS[n]
        self._scores = list(scores or zeros)
        self._pile_cards = list(pile_cards or zeros)
        # (leader, cards, winner, points, drew) for each completed trick.  The cards drawn
        # and the actions are not kept: they follow from the start, the stock left, this
        # log and the swaps (see the module history).
        self._log: list[tuple[int, list[Card], int, int, bool]] = []
        self._swaps: list[Swapped] = []
        self._trick_cache: list[Trick] = list(history)
        # Number of tricks before the first one this game plays.
        self._offset = offset = tricks_before + len(history)
        # The events are built from the logs above when asked for (see _sync_events).
        self._events: list[Event] = []
        self._event_state = (0, len(table), offset + 1, leader, 0, 0, 0, False)
        self._seat_events: dict[int, list[Event]] = {}
        # The Played events of the current trick, by seat and card (see events.PLAYED).
        self._played = PLAYED[offset + 1]

    # Five players written out and the chiamata variant give a Chiamata; every other table a Game.
    @overload
    @classmethod
    def new(cls, players: Literal[5], seed: int | random.Random | None = None, *,
            variant: Literal["chiamata"], leader: int | None = None) -> Chiamata: ...

    @overload
    @classmethod
    def new(cls, players: int = 2, seed: int | random.Random | None = None, *,
            leader: int | None = None, **options: Any) -> Game: ...

    @classmethod
    def new(cls, players: int = 2, seed: int | random.Random | None = None, *,
            leader: int | None = None, variant: str = "standard", **options: Any) -> Game | Chiamata:
        """A freshly shuffled hand; ``seed`` (a number or a ``random.Random``) makes it repeatable.

        The first leader is drawn at random too unless ``leader`` is given (RULES §2).
        ``variant="briscolone"`` (two players) deals all 40 cards, the last one, to the
        dealer (the seat before the leader), naming trump (RULES §13);
        ``variant="chiamata"`` (five players) gives a :class:`~briscola_teach.chiamata.Chiamata`
        whose first bidder is ``leader`` (RULES §12).
        """
        if options or variant != "standard":
            if variant == "chiamata":
                check_chiamata(players, options)
                return Chiamata.new(seed, first_bidder=leader)
            opts = Options.build(players, **variant_options(variant, options))
        else:
            opts = Options.build(players)
        return cls._trusted(dealer.shuffled(opts, seed, leader))

    @classmethod
    def from_deck(cls, cards: Iterable[CardLike], /, players: int = 2, leader: int = 0, *,
                  variant: str = "standard", **options: Any) -> Game:
        """Deal an exact deck order: index 0 is the top card (RULES §2 Decision).

        The deck's size is an option like any other: ``Game.from_deck(new_deck(36), 3, deck=36)``.
        A hand of chiamata is dealt by :meth:`Chiamata.from_deck <briscola_teach.chiamata.Chiamata.from_deck>`.
        """
        return cls._trusted(dealer.from_deck(cards, players, leader, variant=variant, options=options))

    @classmethod
    def from_position(
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
    ) -> Game:
        """Any situation a lesson needs: hands, muestra, stock (top first), leader, table.

        ``table`` holds the cards already played to the current trick, from ``leader``
        on.  Cards named nowhere count as played in earlier tricks (``tricks_before``
        is worked out from them); ``scores`` and ``pile_cards`` may say per seat which
        points and how many cards each took then, and must add up to those cards.
        The muestra lies under the stock unless ``muestra_drawn_by`` names the seat
        that drew it (the stock is then empty).

        >>> g = Game.from_position(
        ...     [["as de oros", "6 de bastos", "2 de copas"], ["as de espadas", "7 de oros"]],
        ...     "5 de copas", stock=["7 de espadas"], leader=1, table=["rey de espadas"])
        >>> g.turn, g.stock_size, g.table[0][0], g.tricks_before
        (0, 2, 1, 16)
        >>> Game.from_position([["as de oros"], ["as de oros"]], "5 de copas", muestra_drawn_by=0)
        Traceback (most recent call last):
        ...
        briscola_teach.errors.PositionError: La carta «as de oros» aparece dos veces en la posición.
        """
        return cls._trusted(Position.build(
            hands, muestra, stock=stock, leader=leader, table=table, scores=scores,
            pile_cards=pile_cards, muestra_drawn_by=muestra_drawn_by, tricks_before=tricks_before,
            **options))

    @classmethod
    def from_view(cls, view: View, rng: random.Random | int) -> Game:
        """A full game consistent with what one seat knows, the unseen cards dealt at random.

        The seat's own hand, every known card and the tricks so far are kept; the
        muestra stays under the stock while it is there.  Undo and restart in the
        imagined game go back to this moment, not to the deal (OpenSpiel's
        ``ResampleFromInfostate``).
        """
        return cls._trusted(dealer.imagined(view, rng))

    # ------------------------------------------------------------------ reading
    @property
    def players(self) -> int:
        """Number of players at the table."""
        return self._n

    @property
    def trump(self) -> Suit:
        """The suit of the muestra: triunfo for the whole hand."""
        return self._trump

    @property
    def muestra(self) -> Card:
        """The card turned up under the stock (after a swap, the 2 of trump)."""
        return self._muestra

    @property
    def original_muestra(self) -> Card:
        """The card turned up at the deal (differs from :attr:`muestra` after a swap)."""
        return self._original

    @property
    def muestra_in_stock(self) -> bool:
        """Whether the muestra still lies under the stock, waiting to be drawn last."""
        return self._muestra_in_stock

    @property
    def muestra_drawn_by(self) -> int | None:
        """The seat that drew the muestra, once the stock ran out."""
        return self._muestra_holder

    @property
    def turn(self) -> int | None:
        """The seat to play, or None when the hand is over."""
        turn = self._turn
        return None if turn < 0 else turn

    @property
    def is_over(self) -> bool:
        """Every card has been played."""
        return self._turn < 0

    @property
    def leader(self) -> int:
        """The seat that leads (led) the current trick: it is *mano*."""
        return self._leader

    @property
    def stock_size(self) -> int:
        """Cards left to draw, the muestra included."""
        return len(self._stock)

    @property
    def variant(self) -> str:
        """The form of the game: ``"briscolone"`` (20 cards each, no stock) or ``"standard"``."""
        return "briscolone" if self.options.is_briscolone else "standard"

    @property
    def stock(self) -> tuple[Card, ...]:
        """The cards left to draw, top first, the muestra last while it is there (hidden in play)."""
        return tuple(reversed(self._stock))

    def _stock_cards(self) -> list[Card]:
        """The face-down cards of the stock, top first: the stock without the muestra."""
        cards = self._stock[::-1]
        if self._muestra_in_stock:
            cards.pop()
        return cards

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards a seat holds, in the order it got them."""
        if seat.__class__ is not int or not 0 <= seat < self._n:
            check_seat(seat, self._n)
        return tuple(self._hands[seat])

    def legal_plays(self) -> tuple[Card, ...]:
        """The cards the seat to play may play: any card in hand (no need to follow)."""
        turn = self._turn
        return () if turn < 0 else tuple(self._hands[turn])

    def legal_actions(self) -> tuple[Action, ...]:
        """Everything the seat to play may do: its cards, and ``SWAP`` when the swap is allowed."""
        plays: tuple[Action, ...] = self.legal_plays()
        return plays + (SWAP,) if self.options.swap_muestra and self.can_swap() else plays

    @property
    def table(self) -> tuple[tuple[int, Card], ...]:
        """The cards on the current trick, with the seat that played each."""
        n, leader = self._n, self._leader
        return tuple(((leader + i) % n, card) for i, card in enumerate(self._table))

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks, first to last (a sampled game keeps the earlier ones it knew)."""
        cache, log = self._trick_cache, self._log
        done = len(cache) - len(self._start.history)
        if done < len(log):
            n, offset = self._n, self._offset
            for i in range(done, len(log)):
                leader, cards, winner, pts, _ = log[i]
                plays = tuple(((leader + j) % n, c) for j, c in enumerate(cards))
                cache.append(Trick(offset + i + 1, leader, plays, winner, pts))
        return tuple(cache)

    @property
    def tricks_before(self) -> int:
        """Tricks played before the position this game was set up from, whose cards are not known."""
        return self._start.tricks_before

    @property
    def earlier_points(self) -> tuple[int, ...]:
        """Points each seat took before the first trick in :attr:`tricks` (a position set up mid-hand)."""
        points = list(self._start.scores or dealer.ZEROS[self._n])
        for trick in self._start.history:
            points[trick.winner] -= trick.points
        return tuple(points)

    def at_start(self) -> Game:
        """A new game at the position this one started from (its deal, or the position given)."""
        return Game._trusted(self._start)

    @property
    def start(self) -> Position:
        """The position this game started from: its deal, or the position it was set up from."""
        return self._start

    @property
    def position(self) -> Position:
        """The moment the game is at now, as a position (the tricks played so far kept as history)."""
        start = self._start
        return Position(
            options=self.options, hands=tuple(tuple(h) for h in self._hands), muestra=self._muestra,
            stock=tuple(self._stock_cards()), muestra_drawn_by=self._muestra_holder,
            leader=self._leader, table=tuple(self._table),
            scores=None if start.scores is None else tuple(self._scores),
            pile_cards=None if start.pile_cards is None else tuple(self._pile_cards),
            tricks_before=start.tricks_before, history=self.tricks, swapped_by=self._swapper,
            original_muestra=self._original if self._swapper is not None else None,
            swap_at=self._swap_at,
        )

    @property
    def trick_number(self) -> int:
        """The number of the trick being played (or of the last one, once the hand is over)."""
        return self._offset + len(self._log) + (0 if self._turn < 0 else 1)

    @property
    def last_trick(self) -> Trick | None:
        """The trick completed most recently, if any."""
        tricks = self.tricks
        return tricks[-1] if tricks else None

    @property
    def draws(self) -> tuple[Draw, ...]:
        """Who drew which card after each trick, the muestra last (RULES §4)."""
        return history.draws(self)

    @property
    def points(self) -> tuple[int, ...]:
        """Points in each seat's pile so far."""
        return tuple(self._scores)

    @property
    def pile_sizes(self) -> tuple[int, ...]:
        """Cards in each seat's pile so far."""
        return tuple(self._pile_cards)

    @property
    def outcome(self) -> Outcome | None:
        """Who won and by how much, once the hand is over (RULES §5: :func:`rules.outcome`)."""
        if self._turn >= 0:
            return None
        return hand_outcome(self._scores, self.options, self._pile_cards)

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action so far: the cards played, and ``SWAP`` where the muestra was swapped."""
        return history.actions_of(self)

    def card_points(self, card: CardLike) -> int:
        """Points a card (or its name) is worth in this game's variant."""
        return self._points[(card if card.__class__ is Card else Card.parse(card)).index]

    def card_strength(self, card: CardLike) -> int:
        """Strength of a card (or its name) within its suit in this game's variant (10 = as)."""
        return self._strength[(card if card.__class__ is Card else Card.parse(card)).index]

    def winning_seat(self) -> int | None:
        """The seat that would take the current trick as it stands, if any card is down."""
        if not self._table:
            return None
        return (self._leader + self._best(self._table)) % self._n

    # ------------------------------------------------------------------ playing
    def verify_play(self, card: CardLike) -> Card:
        """The card to play, or IllegalPlay saying why it cannot be played now."""
        turn = self._turn
        if turn < 0:
            raise IllegalPlay("engine.game_over_play", card=shown(card), given=card)
        return card_in_hand(card, self._hands[turn], turn)

    def can_play(self, card: CardLike) -> bool:
        """Whether the seat to play may play this card now."""
        try:
            self.verify_play(card)
        except IllegalPlay:
            return False
        return True

    def play(self, card: CardLike) -> Played:
        """The seat whose turn it is plays a card (a Card or its name, e.g. "as de oros"); its event."""
        turn = self._turn
        hand = self._hands[turn]
        if card.__class__ is not Card or turn < 0 or card not in hand:
            card = self.verify_play(card)
        event = self._played[turn][card.index]
        hand.remove(card)
        table = self._table
        table.append(card)
        n = self._n
        if len(table) < n:
            self._turn = (turn + 1) % n
            return event
        self._finish_trick(table)
        return event

    def _best(self, table: list[Card]) -> int:
        return winning_index(table, self._trump, self._strength)

    def _finish_trick(self, table: list[Card]) -> None:
        n, leader, values = self._n, self._leader, self._points
        if n == 2:  # the common case, unrolled: this is the engine's hot path
            a, b = table
            if b.suit is a.suit:
                second = self._strength[b.index] > self._strength[a.index]
            else:
                second = b.suit is self._trump
            winner = leader ^ 1 if second else leader
            pts = values[a.index] + values[b.index]
        else:
            winner = (leader + self._best(table)) % n
            pts = 0
            for card in table:
                pts += values[card.index]
        self._scores[winner] += pts
        self._pile_cards[winner] += n
        stock = self._stock
        drew = bool(stock)
        log = self._log
        log.append((leader, table, winner, pts, drew))
        self._played = PLAYED[self._offset + len(log) + 1]
        self._table = []
        self._leader = winner
        hands = self._hands
        if drew:
            if n == 2:  # unrolled rules.draw_order: the winner, then the other seat
                hands[winner].append(stock.pop())
                hands[winner ^ 1].append(stock.pop())
            else:
                for seat in DRAW_ORDERS[n][winner]:  # RULES §4: rules.draw_order
                    hands[seat].append(stock.pop())
            if not stock and self._muestra_in_stock:
                self._muestra_in_stock = False
                self._muestra_holder = MUESTRA_TAKERS[n][winner]  # RULES §4: rules.muestra_taker
        self._turn = winner if hands[winner] else -1

    # ------------------------------------------------------------------ swap (option)
    def verify_swap(self) -> None:
        """Raise IllegalPlay unless the seat to play may swap the 2 of trump for the muestra."""
        turn = self._turn
        if not self.options.swap_muestra:
            raise IllegalPlay("engine.swap_off", given=SWAP)
        if turn < 0:
            raise IllegalPlay("engine.game_over", given=SWAP)
        if not self._muestra_in_stock or len(self._stock) < 2:
            raise IllegalPlay("engine.swap_stock_empty", seat=turn, given=SWAP)
        if self._two_of_trump not in self._hands[turn]:
            raise IllegalPlay("engine.swap_no_two", seat=turn, player=turn + 1, card=self._two_of_trump,
                              hand=names(self._hands[turn]), given=SWAP)
        if self.options.swap_seven_or_two and not self._pile_cards[turn]:
            # Source 003: only a player who has already won a trick may swap.
            raise IllegalPlay("engine.swap_no_trick", seat=turn, player=turn + 1, card=self._two_of_trump,
                              given=SWAP)

    def can_swap(self) -> bool:
        """Whether the seat to play may swap the 2 of trump for the muestra now."""
        if not self.options.swap_muestra:
            return False
        try:
            self.verify_swap()
        except IllegalPlay:
            return False
        return True

    def swap(self) -> Swapped:
        """The seat to play gives the 2 of trump and takes the muestra into hand (RULES §8); its event."""
        self.verify_swap()
        seat, two, taken = self._turn, self._two_of_trump, self._muestra
        hand = self._hands[seat]
        hand[hand.index(two)] = taken
        self._swapper = seat
        self._swap_at = (self._offset + len(self._log) + 1, len(self._table))
        self._muestra = two
        self._stock[0] = two
        event = Swapped(seat, two, taken, *self._swap_at)
        self._swaps.append(event)
        return event

    def swap_muestra(self) -> Swapped:
        """The same as :meth:`swap` (the name it had first)."""
        return self.swap()

    @property
    def swapped_by(self) -> int | None:
        """The seat that swapped the 2 of trump for the muestra, if any did."""
        return self._swapper

    @property
    def swap_at(self) -> tuple[int, int] | None:
        """When the swap was made, in sight of all: (trick number, cards then on its table).

        None when nobody swapped, or when the swap came before a position set up
        mid-hand without saying when.
        """
        return self._swap_at

    def apply(self, action: Action | str) -> Played | Swapped:
        """Play a card, or swap when the action is ``SWAP`` (or the text ``"swap"``); its event."""
        if action is SWAP or (action.__class__ is str and action == "swap"):
            return self.swap()
        return self.play(action)  # type: ignore[arg-type]

    # ------------------------------------------------------------------ events
    @property
    def events(self) -> tuple[Event, ...]:
        """Everything that happened since the start, in order: plays, tricks, draws, the swap, the end."""
        return tuple(history.sync_events(self))

    # ------------------------------------------------------------------ history
    def undo(self) -> Action:
        """Take back the last action and return it; the game is as it was before it."""
        return replay_undo(self)

    def restart(self) -> None:
        """Go back to the position the game started from."""
        self._reset()

    def copy(self) -> Game:
        """An independent game in the same state, for looking ahead."""
        other = Game.__new__(Game)
        for name in ("options", "_n", "_strength", "_points", "_trump", "_muestra",
                     "_muestra_in_stock", "_muestra_holder", "_leader", "_turn", "_start",
                     "_swapper", "_two_of_trump", "_original", "_offset", "_swap_at"):
            setattr(other, name, getattr(self, name))
        other._trick_cache = self._trick_cache[:]
        other._hands = [h[:] for h in self._hands]
        other._stock = self._stock[:]
        other._table = self._table[:]
        other._scores = self._scores[:]
        other._pile_cards = self._pile_cards[:]
        other._log = self._log[:]
        other._swaps = self._swaps[:]
        other._events = self._events[:]
        other._event_state = self._event_state
        other._played = self._played
        other._seat_events = {seat: known[:] for seat, known in self._seat_events.items()}
        return other

    def __copy__(self) -> Game:
        return self.copy()

    def __deepcopy__(self, memo: dict[int, Any]) -> Game:
        return self.copy()

    # ------------------------------------------------------------------ knowledge
    def view(self, seat: int) -> View:
        """What ``seat`` may know now (RULES §7), and nothing more."""
        if seat.__class__ is not int or not 0 <= seat < self._n:
            seat = check_seat(seat, self._n)
        return view_of(self, seat)

    # ------------------------------------------------------------------ records
    def to_json(self) -> str:
        """The game as JSON: its start and every action, so it can be replayed."""
        return records.dumps(self)

    @classmethod
    def from_json(cls, data: str | bytes) -> Game:
        """A game saved by :meth:`to_json`, replayed; a bad or tampered file raises RecordError."""
        record = records.read(data)
        game = cls._trusted(record.position)
        for i, action in enumerate(record.actions):
            try:
                game.apply(action)
            except IllegalPlay as error:
                raise RecordError("engine.record_bad_action", number=i + 1, error=error,
                                  action=action.code if isinstance(action, Card) else "swap") from None
        if game.points != record.points or game.is_over != record.over:
            raise RecordError("engine.record_result", saved=records.summary(record.points, record.over),
                              replayed=records.summary(game.points, game.is_over))
        records.check_outcome(record.result, game.outcome, game.pile_sizes)
        return game

    def __repr__(self) -> str:
        state = "over" if self._turn < 0 else f"seat {self._turn} to play"
        return (f"<Game {self._n} players, muestra {self._muestra}, stock {len(self._stock)}, "
                f"{len(self._log)} tricks played, {state}>")

    def _repr_html_(self) -> str | None:
        draw = PICTURES.get("game")  # see cards.PICTURES
        return None if draw is None else draw(self)


_register_sampler(Game.from_view)
