"""Machine opponents: a strategy is any function from what a seat sees to the card it plays.

A :data:`Strategy` takes a seat's :class:`~briscola_teach.View` (never the game
itself, so it cannot peek, RULES §7) and a ``random.Random``, and returns a card
or :data:`~briscola_teach.SWAP`.  A :class:`Bot` wraps a strategy with its own
seeded dice and a name.  Four levels come built in:

- ``random`` (Aleatorio): any card;
- ``principiante``: a beginner who makes the mistakes of RULES §11 at set rates;
- ``sensato``: sound rules of thumb;
- ``experto``: search over the unseen cards and exact play of the last tricks.

>>> from briscola_teach import Game
>>> game = Game.new(players=2, seed=3)
>>> outcome = play_out(game, [make_bot("sensato", seed=1), make_bot("random", seed=2)])
>>> sum(outcome.points)
120
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol, Union

from ..errors import OptionError
from ..game import Action, Game, Outcome
from ..locale import text
from ..seeds import generator
from ..view import View
from .experto import Experto
from .principiante import Principiante
from .random_bot import random_play
from .sensato import sensato

__all__ = ["Strategy", "Action", "Bot", "LEVELS", "make_bot", "play_out", "strategy_for"]

#: A way to play: from what one seat sees (and some dice) to the card it plays.
Strategy = Callable[[View, random.Random], Action]

#: The built-in opponents, weakest first.
LEVELS = ("random", "principiante", "sensato", "experto")


class Bot:
    """A strategy with its own dice and a name: ``bot.choose(view)`` gives its next action."""

    def __init__(self, strategy: Strategy, *, seed: int | random.Random | None = None,
                 name: str | None = None, level: str | None = None) -> None:
        self.strategy = strategy
        self.rng = generator(seed)
        self.level = level
        self.name = name or (text(f"bots.{level}") if level in LEVELS else getattr(
            strategy, "__name__", type(strategy).__name__))

    @property
    def description(self) -> str:
        """One line for students on how this opponent plays (empty for a home-made one)."""
        return text(f"bots.{self.level}_desc") if self.level in LEVELS else ""

    def choose(self, view: View) -> Action:
        """The action this bot takes, seeing only ``view``."""
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


def _no_options(level: str, options: dict[str, Any]) -> None:
    if options:
        raise TypeError(f"the {level} bot takes no options, got {', '.join(sorted(options))}")


def make_bot(level: str, seed: int | random.Random | None = None, **options: Any) -> Bot:
    """A built-in opponent by level name ("random", "principiante", "sensato", "experto")."""
    return Bot(strategy_for(level, **options), seed=seed, level=level)


class _Chooser(Protocol):
    def choose(self, view: View) -> Action: ...


Player = Union[_Chooser, Strategy]


def play_out(game: Game, bots: Sequence[Player], *, rng: random.Random | None = None) -> Outcome:
    """Play the hand to its end, each seat's bot deciding from that seat's view; the outcome.

    ``bots`` is indexed by seat; a bare strategy is handed ``rng`` (default: seeded 0).
    """
    if len(bots) != game.players:
        raise ValueError(f"need one bot per seat: {game.players} seats, {len(bots)} bots")
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
