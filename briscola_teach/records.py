"""Saving a game to JSON and loading it back by replaying every action.

A record holds how the game started (hands, muestra, stock, leader, options) and
the actions in order, plus the result it reached.  Loading checks every field,
builds a fresh game from the start, replays each action through the rules and
checks the result, so a file that was edited by hand or cut short is refused as
a whole with :class:`RecordError`, never half loaded.

>>> from briscola_teach import Game
>>> game = Game.new(players=2, seed=3)
>>> game.play(game.legal_plays()[0])
>>> again = loads(dumps(game))
>>> again.actions == game.actions and again.hand(0) == game.hand(0)
True
>>> loads('{"format": "briscola_teach/game", "version": 7}')
Traceback (most recent call last):
...
briscola_teach.errors.RecordError: La versión 7 del archivo no se puede leer (se espera la 1).
"""

from __future__ import annotations

import json
from typing import Any

from .cards import Card, Rank
from .errors import CardError, IllegalPlay, OptionError, PositionError, RecordError
from .game import SWAP, Game, Trick, _Start
from .locale import text
from .rules import Options, trick_points, trick_winner

__all__ = ["RecordError", "dumps", "loads", "FORMAT", "VERSION", "MAX_SIZE"]

FORMAT = "briscola_teach/game"
VERSION = 1
#: Largest file read, in characters: a saved hand takes a few thousand.
MAX_SIZE = 200_000

_TOP_FIELDS = {"format", "version", "players", "options", "start", "actions", "result"}
_START_FIELDS = {"hands", "muestra", "stock", "muestra_drawn_by", "leader", "table", "scores",
                 "pile_cards", "tricks_before"}
_START_EXTRA = {"history", "swapped_by", "original_muestra", "swap_at"}
_RESULT_FIELDS = {"points", "over"}


def _name(card: Card) -> str:
    return card.name("es", style="spanish")


def dumps(game: Game) -> str:
    """The game as a JSON text: its start, every action and the result reached."""
    start = game._start
    record: dict[str, Any] = {
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
        "actions": [SWAP if isinstance(a, str) else _name(a) for a in game.actions],
        "result": {"points": list(game.points), "over": game.is_over},
    }
    # Only a game sampled from a view starts after known tricks or a swap.
    if start.history:
        record["start"]["history"] = [
            {"leader": t.leader, "cards": [_name(c) for c in t.cards]} for t in start.history
        ]
    if start.swapped_by is not None and start.original_muestra is not None:
        record["start"]["swapped_by"] = start.swapped_by
        record["start"]["original_muestra"] = _name(start.original_muestra)
        if start.swap_at is not None:
            record["start"]["swap_at"] = list(start.swap_at)
    return json.dumps(record, ensure_ascii=False, indent=1)


def loads(data: str | bytes) -> Game:
    """The game saved in ``data``, replayed and checked; anything wrong raises RecordError."""
    if not isinstance(data, (str, bytes, bytearray)):
        raise RecordError("engine.record_not_text", given=data)
    if len(data) > MAX_SIZE:
        raise RecordError("engine.record_too_big", size=len(data), limit=MAX_SIZE)
    try:
        record = json.loads(data)
    except RecursionError:
        raise RecordError("engine.record_too_deep") from None
    except (ValueError, UnicodeDecodeError) as error:  # JSONDecodeError, or a number too long to read
        raise RecordError("engine.record_not_json", error=str(error)) from None
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise RecordError("engine.record_format", expected=FORMAT)
    if record.get("version") != VERSION or isinstance(record.get("version"), bool):
        raise RecordError("engine.record_version", version=record.get("version"), expected=VERSION)
    _no_unknown(record, _TOP_FIELDS, "")
    players = _field(record, "players", int, "")
    options = _field(record, "options", dict, "")
    start = _field(record, "start", dict, "")
    actions = _field(record, "actions", list, "")
    result = _field(record, "result", dict, "")
    _no_unknown(start, _START_FIELDS | _START_EXTRA, "start.")
    _no_unknown(result, _RESULT_FIELDS, "result.")
    if "players" in options:
        raise RecordError("engine.record_bad_field", field="options.players", value=options["players"])
    hands = _field(start, "hands", list, "start.")
    history = start.get("history", [])
    if not isinstance(history, list):
        raise RecordError("engine.record_bad_field", field="start.history", value=history)
    try:
        Options.build(players, **options)
        game = Game.from_position(
            hands,
            _field(start, "muestra", str, "start."),
            stock=_field(start, "stock", list, "start."),
            muestra_drawn_by=_optional_int(start, "muestra_drawn_by"),
            leader=_field(start, "leader", int, "start."),
            table=_field(start, "table", list, "start."),
            scores=_given(_field(start, "scores", list, "start."), len(hands)),
            pile_cards=_given(_field(start, "pile_cards", list, "start."), len(hands)),
            tricks_before=_field(start, "tricks_before", int, "start.") + len(history),
            **options,
        )
    except (PositionError, OptionError, CardError) as error:
        raise RecordError("engine.record_bad_start", error=error) from None
    if players != game.players:
        raise RecordError("engine.record_bad_field", field="players", value=players)
    if history or "swapped_by" in start or "original_muestra" in start or "swap_at" in start:
        game = Game(_with_prelude(game._start, start, history))
    for i, action in enumerate(actions):
        if not isinstance(action, str):
            raise RecordError("engine.record_bad_action", number=i + 1, action=action, error="")
        try:
            game.apply(action)
        except IllegalPlay as error:
            raise RecordError("engine.record_bad_action", number=i + 1, action=action,
                                   error=error) from None
    points = _field(result, "points", list, "result.")
    over = _field(result, "over", bool, "result.")
    if list(game.points) != points or game.is_over != over:
        raise RecordError("engine.record_result", saved=_summary(points, over),
                               replayed=_summary(list(game.points), game.is_over))
    return game


def _with_prelude(position: _Start, start: dict[str, Any], history: list[Any]) -> _Start:
    """The start position with its known earlier tricks and an earlier swap, each checked."""
    n = position.options.players
    values = position.options.seven_second
    trump = position.muestra.suit
    present = {c for h in position.hands for c in h} | set(position.stock) | set(position.table)
    if position.muestra_drawn_by is None:
        present.add(position.muestra)
    tricks: list[Trick] = []
    seen: set[Card] = set()
    won = [0] * n
    for number, entry in enumerate(history, start=position.tricks_before - len(history) + 1):
        try:
            if not isinstance(entry, dict) or set(entry) != {"leader", "cards"}:
                raise PositionError("engine.record_bad_field", field="history", value=entry)
            leader, names = entry["leader"], entry["cards"]
            if not isinstance(leader, int) or isinstance(leader, bool) or not 0 <= leader < n:
                raise PositionError("engine.record_bad_field", field="leader", value=leader)
            if tricks and leader != tricks[-1].winner:
                raise PositionError("engine.record_bad_field", field="leader", value=leader)
            if not isinstance(names, list) or len(names) != n:
                raise PositionError("engine.record_bad_field", field="cards", value=names)
            cards = [Card.parse(name) if isinstance(name, str) else Card.parse(repr(name))
                     for name in names]
            for card in cards:
                if card in seen or card in present:
                    raise PositionError("engine.card_twice", card=card)
                seen.add(card)
        except (PositionError, CardError) as error:
            raise RecordError("engine.record_bad_history", number=number, error=error) from None
        winner = (leader + trick_winner(cards, trump, seven_second=values)) % n
        pts = trick_points(cards, seven_second=values)
        won[winner] += pts
        plays = tuple(((leader + j) % n, c) for j, c in enumerate(cards))
        tricks.append(Trick(number, leader, plays, winner, pts))
    if tricks and tricks[-1].winner != position.leader:
        raise RecordError("engine.record_bad_field", field="start.leader", value=position.leader)
    if any(w > s for w, s in zip(won, position.scores)):
        raise RecordError("engine.record_bad_field", field="start.scores", value=list(position.scores))
    swapped_by = _optional_int(start, "swapped_by")
    original: Card | None = None
    if swapped_by is not None or "original_muestra" in start:
        name = _field(start, "original_muestra", str, "start.")
        try:
            original = Card.parse(name)
        except CardError as error:
            raise RecordError("engine.record_bad_start", error=error) from None
        # A swap gives the 2 of trump for the muestra: the swapper holds it or played it.
        elsewhere = [s for s, h in enumerate(position.hands) if original in h and s != swapped_by]
        if (swapped_by is None or not 0 <= swapped_by < n or original.suit is not trump
                or position.muestra.rank is not Rank.TWO or original is position.muestra
                or elsewhere or original in position.stock):
            raise RecordError("engine.record_bad_field", field="start.swapped_by", value=swapped_by)
    swap_at = start.get("swap_at")
    if swap_at is not None:
        # (trick number, cards then on its table): no later than the position's own moment.
        if (swapped_by is None or not isinstance(swap_at, list) or len(swap_at) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in swap_at)
                or not 1 <= swap_at[0] <= position.tricks_before + 1 or not 0 <= swap_at[1] < n
                or swap_at[0] == position.tricks_before + 1 and swap_at[1] > len(position.table)):
            raise RecordError("engine.record_bad_field", field="start.swap_at", value=swap_at)
        swap_at = tuple(swap_at)
    return position._replace(tricks_before=position.tricks_before - len(tricks),
                             history=tuple(tricks), swapped_by=swapped_by, original_muestra=original,
                             swap_at=swap_at)


def _given(per_seat: list[Any], players: int) -> list[Any] | None:
    # A position set up without earlier points saves zeros; read them back as "not given".
    zeros = len(per_seat) == players and all(v == 0 and v.__class__ is int for v in per_seat)
    return None if zeros else per_seat


def _summary(points: list[Any], over: bool) -> str:
    return text("engine.record_over" if over else "engine.record_unfinished", points=points)


def _no_unknown(mapping: dict[str, Any], known: set[str], where: str) -> None:
    unknown = sorted(set(mapping) - known)
    if unknown:
        raise RecordError("engine.record_unknown", fields=", ".join(where + k for k in unknown))


def _field(mapping: Any, key: str, kind: type, where: str) -> Any:
    if not isinstance(mapping, dict) or key not in mapping:
        raise RecordError("engine.record_missing", field=f"{where}{key}")
    value = mapping[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise RecordError("engine.record_bad_field", field=f"{where}{key}", value=value)
    return value


def _optional_int(start: dict[str, Any], key: str) -> int | None:
    value = start.get(key)
    if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
        raise RecordError("engine.record_bad_field", field=f"start.{key}", value=value)
    return value
