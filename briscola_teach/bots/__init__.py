"""Machine opponents: a strategy is any function from what a seat sees to the card it plays.

A :data:`Strategy` takes a seat's :class:`~briscola_teach.View` (never the game
itself, so it cannot peek, RULES §7) and a ``random.Random``, and returns a card
or :data:`~briscola_teach.SWAP`.  A :class:`Bot` wraps a strategy with its own
seeded dice and a name.  Four levels come built in:

- ``random`` (Aleatorio): any card;
- ``principiante``: a beginner who makes the mistakes of RULES §11 at set rates;
- ``sensato``: sound rules of thumb;
- ``experto``: search over the unseen cards and exact play of the last tricks.

Each level also plays briscola chiamata (:mod:`~briscola_teach.bots.chiamata`): a
:class:`Bot` handed a :class:`~briscola_teach.chiamata.ChiamataView` bids, calls and
plays in its level's way, so ``play_out`` plays a hand of five the same way.

>>> from briscola_teach import Game
>>> game = Game.new(players=2, seed=3)
>>> outcome = play_out(game, [make_bot("sensato", seed=1), make_bot("random", seed=2)])
>>> sum(outcome.points)
120
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol, Union, overload

from ..chiamata import Chiamata, ChiamataOutcome, ChiamataView
from ..errors import ArgumentError, OptionError, Said, expect, say, size, wrong_kind
from ..events import ChiamataAction
from ..game import Action, Game, Outcome
from ..seeds import generator
from ..view import View
from .chiamata import ExpertoChiamata, principiante_chiamata, random_chiamata, sensato_chiamata
from .experto import Experto
from .principiante import Principiante
from .random_bot import random_play
from .sensato import sensato

__all__ = ["Strategy", "ChiamataStrategy", "Action", "Bot", "LEVELS", "make_bot", "play_out", "strategy_for",
           "chiamata_strategy_for"]

#: A way to play: from what one seat sees (and some dice) to the card it plays.
Strategy = Callable[[View, random.Random], Action]
#: A way to play briscola chiamata: from a seat's view to its bid, call or card.
ChiamataStrategy = Callable[[ChiamataView, random.Random], ChiamataAction]

#: The built-in opponents, weakest first.
LEVELS = ("random", "principiante", "sensato", "experto")


class Bot:
    """A strategy with its own dice and a name: ``bot.choose(view)`` gives its next action."""

    def __init__(self, strategy: Strategy, *, seed: int | random.Random | None = None,
                 name: str | None = None, level: str | None = None,
                 chiamata: ChiamataStrategy | None = None) -> None:
        if not callable(strategy) or (chiamata is not None and not callable(chiamata)):
            raise wrong_kind("strategy", strategy if not callable(strategy) else chiamata, kind="strategy")
        if name is not None:
            expect(name, str, "name", "text")
        self.strategy = strategy
        #: How it bids, calls and plays at a table of chiamata (its level's way, by default).
        self.chiamata = chiamata if chiamata is not None or level not in LEVELS else chiamata_strategy_for(level)
        self.rng = generator(seed)
        self.level = level
        self._name = name

    @property
    def name(self) -> str:
        """The name given, else its level's in the reader's language (said when asked), else its strategy's."""
        if self._name:
            return self._name
        return say(f"bots.{self.level}") if self.level in LEVELS else getattr(
            self.strategy, "__name__", type(self.strategy).__name__)

    @property
    def description(self) -> str:
        """One line for students on how this opponent plays (empty for a home-made one)."""
        return say(f"bots.{self.level}_desc") if self.level in LEVELS else ""

    @overload
    def choose(self, view: View) -> Action: ...

    @overload
    def choose(self, view: ChiamataView) -> ChiamataAction: ...

    def choose(self, view: View | ChiamataView) -> Action | ChiamataAction:
        """The action this bot takes, seeing only ``view`` (of any form of the game)."""
        if isinstance(view, ChiamataView):
            if self.chiamata is None:
                raise OptionError("engine.no_chiamata", name=self.name)
            return self.chiamata(view, self.rng)
        expect(view, View, "view", "view")
        return self.strategy(view, self.rng)

    def __repr__(self) -> str:
        return f"<Bot {self.name!r} level={self.level!r}>"


def strategy_for(level: str, **options: Any) -> Strategy:
    """The strategy of a built-in level; ``rates=`` for principiante, ``samples=`` for experto."""
    if level == "random":
        _no_options(level, options)
        return random_play
    if level == "principiante":
        return Principiante(**options)
    if level == "sensato":
        _no_options(level, options)
        return sensato
    if level == "experto":
        return Experto(**options)
    raise OptionError("engine.unknown_level", level=level, levels=", ".join(LEVELS))


def chiamata_strategy_for(level: str, *, samples: int | None = None) -> ChiamataStrategy:
    """How a built-in level bids, calls and plays at a table of briscola chiamata (``samples``: experto's)."""
    if level == "random":
        return random_chiamata
    if level == "principiante":
        return principiante_chiamata
    if level == "sensato":
        return sensato_chiamata
    if level == "experto":
        return ExpertoChiamata() if samples is None else ExpertoChiamata(samples)
    raise OptionError("engine.unknown_level", level=level, levels=", ".join(LEVELS))


def _no_options(level: str, options: dict[str, Any]) -> None:
    if options:
        raise ArgumentError("engine.bot_options", level=level, names=Said(", ".join(sorted(options))))


def make_bot(level: str, seed: int | random.Random | None = None, **options: Any) -> Bot:
    """A built-in opponent by level name ("random", "principiante", "sensato", "experto")."""
    chiamata = chiamata_strategy_for(level, samples=options.get("samples") if level == "experto" else None)
    return Bot(strategy_for(level, **options), seed=seed, level=level, chiamata=chiamata)


class _Chooser(Protocol):
    def choose(self, view: View) -> Action: ...


Player = Union[_Chooser, Strategy]


@overload
def play_out(game: Game, bots: Sequence[Player], *, rng: random.Random | None = None) -> Outcome: ...


@overload
def play_out(game: Chiamata, bots: Sequence[Bot], *, rng: random.Random | None = None) -> ChiamataOutcome: ...


def play_out(game: Game | Chiamata, bots: Sequence[Any], *,
             rng: random.Random | None = None) -> Outcome | ChiamataOutcome:
    """Play the hand to its end, each seat's bot deciding from that seat's view; the outcome.

    ``bots`` is indexed by seat; a bare strategy is handed ``rng`` (default: seeded 0).
    A hand of chiamata is played from the auction on, by :class:`Bot` players.
    """
    expect(game, (Game, Chiamata), "game", "hand")
    if isinstance(bots, (str, bytes)) or not isinstance(bots, Sequence):
        raise wrong_kind("bots", bots, kind="bots")
    if size(bots) != game.players:
        raise OptionError("engine.bots_per_seat", players=game.players, given=size(bots))
    if rng is not None:
        expect(rng, random.Random, "rng", "dice")
    for player in bots:
        if not (callable(getattr(player, "choose", None)) or callable(player)):
            raise wrong_kind("bots", player, kind="strategy")
    dice = rng if rng is not None else random.Random(0)
    while not game.is_over:
        seat = game.turn
        assert seat is not None
        player = bots[seat]
        view = game.view(seat)
        action = player.choose(view) if hasattr(player, "choose") else player(view, dice)
        game.apply(action)
    outcome = game.outcome
    assert outcome is not None
    return outcome
