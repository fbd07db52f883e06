"""What a deal comes to at each table size (RULES §2, §4): cards dealt, draw rounds and tricks, read
from the engine after dealing and playing a seeded hand out, never typed in.

>>> [(c.players, c.deck, c.dealt, c.draw_rounds, c.tricks) for c in all_counts()]
[(2, 40, 6, 17, 20), (3, 39, 9, 10, 13), (3, 36, 9, 9, 12), (4, 40, 12, 7, 10)]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...cards import Card
from ...events import Drew, Event
from ...game import Game
from ...locale import Words
from ...locale import words as kit_words
from ...tables import Table, columns

__all__ = ["SETUPS", "Setup", "Counts", "first_card", "play_out", "counts", "all_counts", "rules_table"]


@dataclass(frozen=True)
class Setup:
    """A table size and deck the lesson deals for (RULES §4)."""

    players: int
    deck: int

    @property
    def label(self) -> str:
        """How the lesson names this table, e.g. "2 jugadores (40 cartas)"."""
        return self.name()

    def name(self, *, words: Words | None = None) -> str:
        """How the lesson names this table, said in ``words`` (the kit's by default)."""
        key = f"deal.setup_{self.players}" + (f"_{self.deck}" if self.players == 3 else "")
        return (words or kit_words()).text(key)


#: The tables of RULES §4: 2 players, 3 with 39 or 36 cards, 4 in two teams.
SETUPS: tuple[Setup, ...] = (Setup(2, 40), Setup(3, 39), Setup(3, 36), Setup(4, 40))


def first_card(game: Game) -> Card:
    """The simple policy of this lesson: play the first card you hold."""
    return game.legal_plays()[0]


def play_out(game: Game) -> Game:
    """Play the hand to its end with :func:`first_card`, in place; returns the game."""
    while not game.is_over:
        game.play(first_card(game))
    return game


def _new(players: int, deck: int | None, seed: int) -> Game:
    options = {} if deck is None else {"deck": deck}
    return Game.new(players, seed, **options)


@dataclass(frozen=True)
class Counts:
    """The numbers of RULES §4 for one table, as the engine deals and plays them."""

    players: int
    deck: int
    dealt: int
    #: Cards in the stock right after the deal, the muestra included.
    stock: int
    draw_rounds: int
    tricks: int
    #: The trick after which the last round is drawn (and with it the muestra).
    muestra_after_trick: int


def counts(players: int, deck: int | None = None, *, seed: int = 0) -> Counts:
    """Deal and play a seeded hand and count: cards dealt, stock, draw rounds, tricks."""
    game = _new(players, deck, seed)
    dealt = sum(len(game.hand(s)) for s in range(players))
    stock = game.stock_size
    play_out(game)
    rounds = sorted(_rounds(game.events))
    return Counts(players=players, deck=game.options.deck, dealt=dealt, stock=stock,
                  draw_rounds=len(rounds), tricks=len(game.tricks),
                  muestra_after_trick=rounds[-1] if rounds else 0)


def _rounds(events: Sequence[Event]) -> dict[int, list[Drew]]:
    """The draw rounds in ``events``: the trick each came after, and its draws in order."""
    out: dict[int, list[Drew]] = {}
    for event in events:
        if isinstance(event, Drew):
            out.setdefault(event.after_trick, []).append(event)
    return out


def all_counts(*, seed: int = 0) -> tuple[Counts, ...]:
    """:func:`counts` for every table of :data:`SETUPS`."""
    return tuple(counts(s.players, s.deck, seed=seed) for s in SETUPS)


def rules_table(*, seed: int = 0) -> Table:
    """The table of RULES §4, one row per table size, every number computed by the engine."""
    rows = [{
        "players": c.players,
        "deck": c.deck,
        "dealt": c.dealt,
        "stock": c.stock,
        "rounds": c.draw_rounds,
        "tricks": c.tricks,
        "muestra_after_trick": c.muestra_after_trick,
    } for c in all_counts(seed=seed)]
    return Table(columns("players", "deck", "dealt", "stock", "rounds", "tricks", "muestra_after_trick"), rows)
