"""The kit's public surface, and a way to call any part of it with a hostile value and say what came of it.

Shared by ``tests/test_public_surface.py`` (hypothesis draws the values) and
``benchmarks/hostile.py`` (every value of :data:`HOSTILE` on every argument).  A call
ends in one of: a result, one of the kit's errors (a ``BriscolaError``), another
exception (named by its type), a ``RecursionError`` or a hang (no answer within the
time bound: each call runs in a forked process, ended from outside when late).  A refused call on a game or a hand of
chiamata must leave it as it was: :func:`snapshot` is what is compared.
"""

from __future__ import annotations

import enum
import inspect
import itertools
import os
import pickle
import random
import resource
import select
import signal
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import briscola_teach
import briscola_teach.bots.sensato
from briscola_teach import (
    PASS, SWAP, Bid, Call, Card, Chiamata, Game, Match, Options, Rank, Suit, coach, render,
)
from briscola_teach import bots, events, position, records, rules
from briscola_teach.bots import experto, principiante, random_bot
from briscola_teach.errors import BriscolaError
from briscola_teach.render import faces

# ``briscola_teach.bots.sensato`` is also the name of the strategy, so the module is taken by name.
sensato = sys.modules["briscola_teach.bots.sensato"]

#: Seconds a call may take before it counts as a hang.
BOUND = 5.0


#: Bytes of memory a call may take (its process is refused more).
MEMORY = 2 * 1024**3


def _nested(depth: int) -> list[Any]:
    value: list[Any] = []
    for _ in range(depth):
        value = [value]
    return value


def _game(plays: int = 3, players: int = 2) -> Game:
    game = Game.new(players, seed=1)
    rng = random.Random(1)
    for _ in range(plays):
        game.apply(rng.choice(game.legal_actions()))
    return game


def _chiamata(actions: int = 2) -> Chiamata:
    hand = Chiamata.new(3, first_bidder=0)
    for _ in range(actions):
        hand.apply(hand.legal_actions()[-1] if hand.phase == "auction" else hand.legal_actions()[0])
    return hand


def _finished() -> Game:
    """A hand of two players whose last three tricks are played from a position: quick to review."""
    late = Game(_game(plays=34).position)
    while not late.is_over:
        late.apply(late.legal_actions()[0])
    return late


#: Hostile values, by name; built when asked for, as some are large.
HOSTILE: dict[str, Callable[[], Any]] = {
    "None": lambda: None,
    "True": lambda: True,
    "-1": lambda: -1,
    "0": lambda: 0,
    "7": lambda: 7,
    "2**64": lambda: 2**64,
    "-2**64": lambda: -(2**64),
    "10**400": lambda: 10**400,
    "1.5": lambda: 1.5,
    "nan": lambda: float("nan"),
    "inf": lambda: float("inf"),
    "empty text": lambda: "",
    "card name": lambda: "as de oros",
    "long text": lambda: "x" * 1_000_000,
    "NUL": lambda: "\x00",
    "bytes": lambda: b"\xff\xfe\x00",
    "empty list": lambda: [],
    "[None]": lambda: [None],
    "50,000-deep list": lambda: _nested(50_000),
    "10**6 cards": lambda: ["as de oros"] * 1_000_000,
    "dict": lambda: {"a": 1},
    "set": lambda: {1, 2},
    "object": lambda: object(),
    "function": lambda: (lambda *a, **k: None),
    "suit": lambda: Suit.COINS,
    "rank": lambda: Rank.ACE,
    "card": lambda: Card(Rank.ACE, Suit.COINS),
    "PASS": lambda: PASS,
    "SWAP": lambda: SWAP,
    "Random": lambda: random.Random(0),
    "game": lambda: _game(),
    "view": lambda: _game().view(0),
    "chiamata": lambda: _chiamata(),
    "options": lambda: Options.build(4),
    "endless cards": lambda: itertools.repeat("as de oros"),
    "huge range": lambda: range(2**64),
}

#: A plausible value for an argument, by its name, when another argument is the hostile one.
PLAUSIBLE: dict[str, Callable[[], Any]] = {
    "seat": lambda: 0, "viewer": lambda: 0, "s": lambda: 0, "players": lambda: 2, "seed": lambda: 1,
    "rng": lambda: random.Random(1), "card": lambda: "as de oros", "cards": lambda: ["as de oros"],
    "other": lambda: "tres de oros", "trump": lambda: Suit.CUPS, "led": lambda: Suit.COINS,
    "game": lambda: _finished(), "view": lambda: _game().view(1), "samples": lambda: 2,
    "language": lambda: "es", "style": lambda: "spanish", "level": lambda: "sensato",
    "points": lambda: [70, 50], "muestra": lambda: "cinco de copas", "number": lambda: 1,
    "hands": lambda: [["as de oros"], ["tres de oros"]], "text_given": lambda: "as de oros",
    "given": lambda: "copas", "suit": lambda: Suit.COINS, "rank": lambda: Rank.ACE,
    "data": lambda: _finished().to_json(), "position": lambda: _game().position,
    "options": lambda: Options.build(2), "target": lambda: 61, "caller": lambda: 0, "partner": lambda: 1,
    "plays": lambda: [(0, Card(Rank.ACE, Suit.COINS))], "stock_size": lambda: 4,
    "bid": lambda: Bid(Rank.ACE), "call": lambda: Call(Suit.COINS), "action": lambda: "as de oros",
    "mark": lambda: "7", "value": lambda: 1, "key": lambda: "engine.not_a_card",
    "bots": lambda: [bots.make_bot("sensato", seed=1), bots.make_bot("random", seed=2)],
    "strategy": lambda: sensato.sensato, "entries": lambda: (), "svg": lambda: faces.card_svg(
        Card(Rank.ACE, Suit.COINS), inline=True),
}


@dataclass(frozen=True)
class Target:
    """One public callable: its name and how to reach it (a fresh instance for a method)."""

    name: str
    reach: Callable[[], Callable[..., Any]]
    #: The object whose state a refused call must not change (None: nothing to watch).
    owner: Callable[[Any], Any] | None = None

    def parameters(self) -> list[inspect.Parameter]:
        """The arguments a caller may give (self and ``*args`` aside; an enum is looked up by its value only)."""
        reached = self.reach()
        try:
            signature = inspect.signature(reached)
        except (TypeError, ValueError):
            return []
        found = [p for p in signature.parameters.values() if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
        if inspect.isclass(reached) and issubclass(reached, enum.Enum):
            found = found[:1]
        return found


def snapshot(owner: Any) -> Any:
    """What must not change when a call on ``owner`` is refused."""
    if isinstance(owner, (Game, Chiamata)):
        return (owner.actions, owner.turn, owner.points, tuple(owner.hand(s) for s in range(owner.players)),
                owner.table, len(owner.events))
    if isinstance(owner, Match):
        return (owner.standings, len(owner.games), owner.is_over)
    return None


def _method(factory: Callable[[], Any], name: str) -> Callable[[], Callable[..., Any]]:
    def reach() -> Callable[..., Any]:
        return getattr(factory(), name)

    return reach


def _methods(label: str, factory: Callable[[], Any], cls: type) -> list[Target]:
    found = []
    for name, member in inspect.getmembers(cls):
        if name.startswith("_") or isinstance(inspect.getattr_static(cls, name), property):
            continue
        if not callable(member) or isinstance(member, type) or not _ours(cls, name):
            continue
        static = inspect.getattr_static(cls, name)
        if isinstance(static, (classmethod, staticmethod)):
            found.append(Target(f"{label}.{name}", _method(lambda: cls, name)))
        else:
            found.append(Target(f"{label}.{name}", _method(factory, name)))
    return found


def _ours(cls: type, name: str) -> bool:
    """Whether the kit defines this method (``tuple.index`` of a named tuple is Python's, not the kit's)."""
    for klass in cls.__mro__:
        if name in vars(klass):
            return klass.__module__.startswith("briscola_teach")
    return False


def _functions(module: Any, names: list[str] | None = None) -> list[Target]:
    found = []
    for name in names if names is not None else getattr(module, "__all__", []):
        value = getattr(module, name, None)
        if inspect.isfunction(value) or (callable(value) and inspect.isclass(value)
                                         and not issubclass(value, BaseException)
                                         and not getattr(value, "_is_protocol", False)):  # typing only
            found.append(Target(f"{module.__name__.removeprefix('briscola_teach.')}.{name}",
                                (lambda v=value: v)))
    return found


def targets() -> list[Target]:
    """Every public callable of the engine, the records, the coach, the bots and the pictures."""
    out: list[Target] = []
    for module in (briscola_teach, rules, position, records, events, bots, coach, render):
        out += _functions(module)
    out += _functions(sensato, ["sensato"]) + _functions(experto, ["Experto"])
    out += _functions(principiante, ["Principiante"]) + _functions(random_bot, ["random_play"])
    out += [Target("errors.BriscolaError", lambda: BriscolaError)]
    out += [Target(t.name, t.reach, owner=None) for t in _methods("Game", _game, Game)]
    out += [Target(t.name, t.reach, owner=None) for t in _methods("Chiamata", _chiamata, Chiamata)]
    out += _methods("View", lambda: _game().view(0), type(_game().view(0)))
    out += _methods("ChiamataView", lambda: _chiamata().view(0), type(_chiamata().view(0)))
    out += _methods("Card", lambda: Card(Rank.ACE, Suit.COINS), Card)
    out += _methods("Suit", lambda: Suit.COINS, Suit)
    out += _methods("Rank", lambda: Rank.ACE, Rank)
    out += _methods("Options", lambda: Options.build(2), Options)
    out += _methods("Position", lambda: _game().position, position.Position)
    out += _methods("Match", lambda: Match(players=2, best_of=3, seed=1), Match)
    out += _methods("Bot", lambda: bots.make_bot("sensato", seed=1), bots.Bot)
    out += _methods("Review", lambda: coach.review(_finished(), 0, price=False), coach.Review)
    out += _methods("Cards", lambda: render.Cards([Card(Rank.ACE, Suit.COINS)]), render.Cards)
    unique: dict[str, Target] = {}
    for target in out:
        unique.setdefault(target.name, target)
    return list(unique.values())


@dataclass
class Called:
    """What one call came to: ``kind`` is result, kit, other, recursion or hang."""

    target: str
    argument: str
    value: str
    kind: str
    detail: str = ""
    changed: bool = False


def call(target: Target, position_: int, value: Any, *, label: str = "", bound: float = BOUND,
         keyword: bool = False) -> Called:
    """Call ``target`` with ``value`` as its argument number ``position_`` (plausible values elsewhere).

    The call runs in a forked copy of this process, so that a loop in C that no alarm can
    stop, or a call that would fill the memory, is ended from outside after ``bound``
    seconds (a hang) and costs the caller nothing.
    """
    reader, writer = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - the child reports through the pipe and leaves
        os.close(reader)
        try:
            resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))
            outcome = _call_here(target, position_, value, label=label, keyword=keyword)
        except BaseException as error:  # noqa: BLE001 - setting up the call failed: say so
            outcome = Called(target.name, "-", label, "other", f"setup: {type(error).__name__}")
        with os.fdopen(writer, "wb") as out:
            pickle.dump(outcome, out)
        os._exit(0)
    os.close(writer)
    with os.fdopen(reader, "rb") as pipe:
        ready, _, _ = select.select([pipe], [], [], bound)
        data = pipe.read() if ready else b""
    if not ready:
        os.kill(child, signal.SIGKILL)
    os.waitpid(child, 0)
    if not data:
        return Called(target.name, str(position_), label, "hang" if not ready else "other",
                      "" if not ready else "died")
    result: Called = pickle.loads(data)
    return result


def _call_here(target: Target, position_: int, value: Any, *, label: str, keyword: bool) -> Called:
    function = target.reach()
    owner = getattr(function, "__self__", None)
    params = target.parameters()
    before = snapshot(owner)
    args: list[Any] = []
    kwargs: dict[str, Any] = {}
    name = "-"
    for i, param in enumerate(params):
        if i == position_:
            given = value
            name = param.name
        elif param.default is not param.empty:
            continue
        else:
            given = PLAUSIBLE.get(param.name, lambda: value)()
        if param.kind == param.KEYWORD_ONLY or (keyword and param.kind != param.POSITIONAL_ONLY):
            kwargs[param.name] = given
        else:
            while len(args) < i:  # an optional argument skipped before this one: give its default
                args.append(params[len(args)].default)
            args.append(given)
    kind, detail = "result", ""
    try:
        function(*args, **kwargs)
    except RecursionError:
        kind = "recursion"
    except BriscolaError as error:
        kind, detail = "kit", error.key
    except MemoryError:
        kind, detail = "other", "MemoryError"
    except Exception as error:  # noqa: BLE001 - what a hostile call reaches is what is counted
        kind, detail = "other", f"{type(error).__name__}: {str(error)[:80]}"
    changed = kind != "result" and owner is not None and snapshot(owner) != before
    return Called(target.name, name, label, kind, detail, changed)


def every_call(chosen: list[Target] | None = None) -> Iterator[Called]:
    """Every target, every argument, every value of :data:`HOSTILE` (nothing given for a target without arguments)."""
    for target in chosen if chosen is not None else targets():
        params = target.parameters()
        for i in range(len(params)) if params else [0]:
            for label, make in HOSTILE.items():
                yield call(target, i, make(), label=label)
