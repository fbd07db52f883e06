"""What happened in a game, told from its trick log when asked: plays, tricks, draws (RULES §4, §7).

A :class:`~briscola_teach.game.Game` keeps only what its rules need while it is played: the
start, a log of the completed tricks, the cards on the table, the swaps.  Everything a
reader asks about the past is made from those here, only when asked, so that playing
stays fast: the actions in order, the cards drawn and who drew them (:class:`Draw`), and
the list of :mod:`~briscola_teach.events`, whole for the game or as one seat may know it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import Card
from .events import DREW, PLAYED, SWAP, Action, Drew, Event, HandOver, TrickRule, TrickTaken
from .rules import DRAW_ORDERS

if TYPE_CHECKING:
    from .game import Game

__all__ = ["Draw", "draws", "actions_of", "action_count", "drawn_cards", "sync_events", "events_for"]


@dataclass(frozen=True)
class Draw:
    """One card drawn from the stock after trick ``after_trick`` (numbered from 1)."""

    after_trick: int
    seat: int
    card: Card
    is_muestra: bool


def draws(game: Game) -> tuple[Draw, ...]:
    """Who drew which card after each trick, the muestra last (RULES §4)."""
    n, before = game._n, game._offset
    drawn = iter(drawn_cards(game))
    out = [
        Draw(before + i + 1, (winner + k) % n, next(drawn), False)
        for i, (_, _, winner, _, drew) in enumerate(game._log) if drew
        for k in range(n)
    ]
    if out and game._start.muestra_drawn_by is None and not game._muestra_in_stock:
        last = out[-1]
        out[-1] = Draw(last.after_trick, last.seat, last.card, True)
    return tuple(out)


def actions_of(game: Game) -> tuple[Action, ...]:
    """Every action so far: the cards played, and ``SWAP`` where the muestra was swapped."""
    start = game._start
    # The first trick's list holds the cards played before the start too: they are no actions.
    done: list[Action] = [card for entry in game._log for card in entry[1]]
    done += game._table
    del done[:len(start.table)]
    n, before = game._n, game._offset + 1
    for k, swap in enumerate(game._swaps):
        done.insert((swap.trick - before) * n + swap.table - len(start.table) + k, SWAP)
    return tuple(done)


def action_count(game: Game) -> int:
    """``len(actions_of(game))``, without making them."""
    return len(game._log) * game._n + len(game._table) - len(game._start.table) + len(game._swaps)


def drawn_cards(game: Game) -> list[Card]:
    """The cards drawn from the stock so far, in order: the top of the start's stock on."""
    start = game._start
    cards = list(start.stock)
    if start.muestra_drawn_by is None:
        cards.append(game._muestra)  # after a swap, the 2 of trump that lies there now
    return cards[:len(cards) - len(game._stock)]


def sync_events(game: Game, *, by_action: bool = False) -> list[Event]:
    """Bring the event list up to date with the logs (events are made only when asked for).

    Without a swap whole tricks are read at a time (:func:`_sync_tricks`) unless
    ``by_action`` asks for the general path, one action at a time.
    """
    events = game._events
    i, on_table, trick, leader, t, d, w, over = game._event_state
    if i == action_count(game) and (over or game._turn >= 0):
        return events
    if not game._swaps and not by_action:
        return _sync_tricks(game)
    done = actions_of(game)
    n, log, drawn, trump = game._n, game._log, drawn_cards(game), game._trump
    # Only the very last card drawn can be the muestra, if it lay under the stock at the start.
    muestra_last = not game._muestra_in_stock and game._start.muestra_drawn_by is None
    new = tuple.__new__
    while i < len(done):
        action = done[i]
        i += 1
        if action is SWAP:
            events.append(game._swaps[w])
            w += 1
            continue
        events.append(PLAYED[trick][(leader + on_table) % n][action.index])  # type: ignore[union-attr]
        on_table += 1
        if on_table < n:
            continue
        lead, cards, winner, pts, drew = log[t]
        t += 1
        card = cards[(winner - lead) % n]
        rule = TrickRule.TRUMP if card.suit is trump else TrickRule.SUIT_LED
        events.append(new(TrickTaken, (trick, winner, card, pts, rule)))
        if drew:
            last = len(drawn) - 1
            for seat in DRAW_ORDERS[n][winner]:
                events.append(new(Drew, (seat, drawn[d], trick, muestra_last and d == last)))
                d += 1
        leader, on_table, trick = winner, 0, trick + 1
    return _settle(game, events, (i, on_table, trick, leader, t, d, w, over))


def _sync_tricks(game: Game) -> list[Event]:
    """:func:`sync_events` for a hand without a swap: whole tricks at a time, from the trick log."""
    events, log, drawn, trump, n = game._events, game._log, drawn_cards(game), game._trump, game._n
    i, on_table, trick, leader, t, d, w, over = game._event_state
    muestra_last = not game._muestra_in_stock and game._start.muestra_drawn_by is None
    last = len(drawn) - 1
    new = tuple.__new__
    # The first trick may have begun before the start: its earlier cards are not events.
    skip = len(game._start.table) if t == 0 else 0
    add, trump_rule, led_rule = events.append, TrickRule.TRUMP, TrickRule.SUIT_LED
    while t < len(log):
        lead, cards, winner, pts, drew = log[t]
        row = PLAYED[trick]
        first = on_table if on_table > skip else skip
        if first == 0 and n == 2:  # the common case, unrolled
            a, b = cards
            add(row[lead][a.index])
            add(row[lead ^ 1][b.index])
            card = a if winner == lead else b
        else:
            for j in range(first, n):
                add(row[(lead + j) % n][cards[j].index])
            card = cards[(winner - lead) % n]
        i += n - first
        add(new(TrickTaken, (trick, winner, card, pts, trump_rule if card.suit is trump else led_rule)))
        if drew:
            drawn_row = DREW[trick]
            if n == 2 and not (muestra_last and d + 1 == last):
                add(drawn_row[winner][drawn[d].index])
                add(drawn_row[winner ^ 1][drawn[d + 1].index])
                d += 2
            else:
                for seat in DRAW_ORDERS[n][winner]:
                    if muestra_last and d == last:
                        add(new(Drew, (seat, drawn[d], trick, True)))
                    else:
                        add(drawn_row[seat][drawn[d].index])
                    d += 1
        t, trick, leader, on_table, skip = t + 1, trick + 1, winner, 0, 0
    table = game._table
    if len(table) > max(on_table, skip):
        row = PLAYED[trick]
        for j in range(max(on_table, skip), len(table)):
            events.append(row[(leader + j) % n][table[j].index])
        i += len(table) - max(on_table, skip)
        on_table = len(table)
    return _settle(game, events, (i, on_table, trick, leader, t, d, w, over))


def _settle(game: Game, events: list[Event], state: tuple[int, int, int, int, int, int, int, bool]) -> list[Event]:
    """Keep how far the events were made (``state``), the hand's end told once it is over."""
    if game._turn < 0 and not state[-1]:
        outcome = game.outcome
        assert outcome is not None
        events.append(HandOver(outcome))
        state = (*state[:-1], True)
    game._event_state = state
    return events


def events_for(game: Game, seat: int) -> tuple[Event, ...]:
    """The events ``seat`` may know: another seat's draw without its card (RULES §7)."""
    events = sync_events(game)
    known = game._seat_events.get(seat)
    if known is None:
        known = game._seat_events[seat] = []
    if len(known) < len(events):
        open_hands = game.options.open_hands
        new = tuple.__new__
        for k in range(len(known), len(events)):
            event = events[k]
            if event.__class__ is Drew and not open_hands and event[0] != seat and not event[3]:
                event = new(Drew, (event[0], None, event[2], False))
            known.append(event)
    return tuple(known)
