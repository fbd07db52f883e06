"""Saving a game to JSON and loading it back by replaying every action.

A record holds how the game started (hands, muestra, stock, leader, options) and
the actions in order, plus the result it reached.  Loading builds a fresh game
from the start, replays each action through the rules and checks the result, so
a file that was edited by hand or cut short is refused as a whole with
:class:`RecordError`, never half loaded.
"""

from __future__ import annotations

import json
from typing import Any

from .cards import Card, CardError
from .game import SWAP, Game, IllegalPlay, PositionError
from .locale import text
from .rules import OptionError

__all__ = ["RecordError", "dumps", "loads", "FORMAT", "VERSION"]

FORMAT = "briscola_teach/game"
VERSION = 1


class RecordError(ValueError):
    """A saved game that cannot be loaded: malformed, from another format, or tampered with."""


def _name(card: Card) -> str:
    return card.name("es", style="spanish")


def dumps(game: Game) -> str:
    """The game as a JSON text."""
    start = game._start
    record = {
        "format": FORMAT,
        "version": VERSION,
        "players": start.options.players,
        "options": start.options.changed(),
        "start": {
            "hands": [[_name(c) for c in hand] for hand in start.hands],
            "muestra": _name(start.muestra),
            "stock": [_name(c) for c in start.stock],
            "muestra_drawn_by": start.muestra_drawn_by,
            "leader": start.leader,
            "table": [_name(c) for c in start.table],
            "scores": list(start.scores),
            "pile_cards": list(start.pile_cards),
            "tricks_before": start.tricks_before,
        },
        "actions": [a if a == SWAP else _name(a) for a in game.actions if isinstance(a, (str, Card))],
        "result": {"points": list(game.points), "over": game.is_over},
    }
    return json.dumps(record, ensure_ascii=False, indent=1)


def _field(mapping: Any, key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if not isinstance(mapping, dict) or key not in mapping:
        raise RecordError(text("engine.record_missing", field=f"{where}{key}"))
    value = mapping[key]
    if not isinstance(value, kind) or isinstance(value, bool) and kind is int:
        raise RecordError(text("engine.record_bad_field", field=f"{where}{key}", value=value))
    return value


def _optional_seat(start: dict[str, Any]) -> int | None:
    value = start.get("muestra_drawn_by")
    if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
        raise RecordError(text("engine.record_bad_field", field="start.muestra_drawn_by", value=value))
    return value


def loads(data: str | bytes) -> Game:
    """The game saved in ``data``, replayed and checked."""
    try:
        record = json.loads(data)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise RecordError(text("engine.record_not_json", error=error)) from None
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise RecordError(text("engine.record_format", expected=FORMAT))
    if record.get("version") != VERSION:
        raise RecordError(text("engine.record_version", version=record.get("version"), expected=VERSION))
    players = _field(record, "players", int, "")
    options = _field(record, "options", dict, "")
    start = _field(record, "start", dict, "")
    actions = _field(record, "actions", list, "")
    result = _field(record, "result", dict, "")
    try:
        game = Game.from_position(
            _field(start, "hands", list, "start."),
            _field(start, "muestra", str, "start."),
            stock=_field(start, "stock", list, "start."),
            muestra_drawn_by=_optional_seat(start),
            leader=_field(start, "leader", int, "start."),
            table=_field(start, "table", list, "start."),
            scores=_field(start, "scores", list, "start."),
            pile_cards=_field(start, "pile_cards", list, "start."),
            tricks_before=_field(start, "tricks_before", int, "start."),
            **options,
        )
    except (PositionError, OptionError, CardError, TypeError) as error:
        raise RecordError(text("engine.record_bad_start", error=error)) from None
    if players != game.players:
        raise RecordError(text("engine.record_bad_field", field="players", value=players))
    for i, action in enumerate(actions):
        if not isinstance(action, str):
            raise RecordError(text("engine.record_bad_action", number=i + 1, action=action, error=""))
        try:
            game.apply(action)
        except IllegalPlay as error:
            raise RecordError(text("engine.record_bad_action", number=i + 1, action=action,
                                   error=error)) from None
    points = _field(result, "points", list, "result.")
    if list(game.points) != points or game.is_over != result.get("over"):
        raise RecordError(text("engine.record_result", saved=points, replayed=list(game.points)))
    return game
