"""Saved games: a JSON text with the starting position, every action and the result reached.

Like ``chess.pgn`` beside ``chess.Board``, this module reads and writes public values
only: a :class:`~briscola_teach.position.Position`, the actions, the points.  A game
is saved with :meth:`Game.to_json <briscola_teach.game.Game.to_json>` and loaded with
:meth:`Game.from_json <briscola_teach.game.Game.from_json>`, which replays every action
through the rules, so the events of a loaded game are rebuilt exactly.  Loading checks
every field and the position (:meth:`Position.validate`), so a file edited by hand or
cut short is refused as a whole with :class:`RecordError`, never half loaded.

Cards are written as codes, the same in every language: rank symbol then suit letter
(``A 2 3 4 5 6 7 S C R`` for as to rey; ``O C E B`` for oros, copas, espadas, bastos),
so ``"3B"`` is the tres de bastos and ``"AO"`` the as de oros.  The swap is ``"swap"``.
Version 1 files, which name the cards in Spanish, still load.  A briscolone hand is a
two-player record whose options say ``"hand_size": 20``.  A hand of briscola chiamata
has a top-level ``"variant": "chiamata"``, its five dealt hands and first bidder as
``start``, and its actions as codes (``"bid:3"``, ``"pass"``, ``"points:70"``,
``"call:O"`` and card codes); :meth:`Chiamata.from_json
<briscola_teach.chiamata.Chiamata.from_json>` reads it, :func:`read` refuses it.

>>> from briscola_teach import Game
>>> game = Game.new(players=2, seed=3, leader=0)
>>> _ = game.play(game.legal_plays()[0])
>>> record = read(dumps(game))
>>> record.actions == game.actions, record.position == game.start
(True, True)
>>> read('{"format": "briscola_teach/game", "version": 7}')
Traceback (most recent call last):
...
briscola_teach.errors.RecordError: La versión 7 del archivo no se puede leer (se leen las versiones 1 / 2).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from .cards import CODES, Card
from .errors import BriscolaError, CardError, OptionError, RecordError, Said, say, wrong_kind
from .position import Position, Trick, is_game
from .rules import Options, Outcome, trick_points, trick_winner
from .events import SWAP, Action

if TYPE_CHECKING:
    from .chiamata import ChiamataOutcome
    from .game import Game

__all__ = ["RecordError", "Record", "dumps", "read", "load_json", "FORMAT", "VERSION", "MAX_SIZE", "TABLE_IN_PLAY"]

FORMAT = "briscola_teach/game"
#: The format of a card table's match kept in play (its settings and actions, not a game record):
#: written by :meth:`briscola_teach.card_table.session.TableSession.snapshot`, and known by the class view.
TABLE_IN_PLAY = "briscola_teach/table_in_play"
#: The version written; version 1 (cards named in Spanish) is still read.
VERSION = 2
READABLE = (1, 2)
#: Largest file read, in characters: a saved hand takes a few thousand.
MAX_SIZE = 200_000

#: ``help`` (optional): the card table marks a hand the student played with a hint.
_TOP_FIELDS = {"format", "version", "players", "options", "start", "actions", "result", "help"}
_START_FIELDS = {"hands", "muestra", "stock", "muestra_drawn_by", "leader", "table", "scores",
                 "pile_cards", "tricks_before"}
_START_EXTRA = {"history", "swapped_by", "original_muestra", "swap_at"}
_RESULT_FIELDS = {"points", "over", "outcome", "pile_cards"}


class Record(NamedTuple):
    """A saved game as values: where it started, what was done, and the result it reached."""

    position: Position
    actions: tuple[Action, ...]
    points: tuple[int, ...]
    over: bool
    #: The result as the file says it: ``points``, ``over`` and (files written since it is kept) ``outcome``.
    result: dict[str, Any] = {}


# ---------------------------------------------------------------------- writing
def dumps(game: Game) -> str:
    """The game as a JSON text: its starting position, every action and the result reached."""
    if not is_game(game):
        raise wrong_kind("game", game, kind="game")
    start = game.start
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "players": start.options.players,
        "options": start.options.changed(),
        "start": {
            "hands": [[c.code for c in hand] for hand in start.hands],
            "muestra": start.muestra.code,
            "stock": [c.code for c in start.stock],
            "muestra_drawn_by": start.muestra_drawn_by,
            "leader": start.leader,
            "table": [c.code for c in start.table],
            "scores": None if start.scores is None else list(start.scores),
            "pile_cards": None if start.pile_cards is None else list(start.pile_cards),
            "tricks_before": start.tricks_before,
        },
        "actions": ["swap" if a is SWAP else a.code for a in game.actions],  # type: ignore[union-attr]
        "result": {"points": list(game.points), "over": game.is_over, "pile_cards": list(game.pile_sizes),
                   "outcome": outcome_json(game.outcome)},
    }
    # Only a game imagined from a view starts after known tricks or a swap.
    if start.history:
        record["start"]["history"] = [
            {"leader": t.leader, "cards": [c.code for c in t.cards]} for t in start.history
        ]
    if start.swapped_by is not None and start.original_muestra is not None:
        record["start"]["swapped_by"] = start.swapped_by
        record["start"]["original_muestra"] = start.original_muestra.code
        if start.swap_at is not None:
            record["start"]["swap_at"] = list(start.swap_at)
    return json.dumps(record, ensure_ascii=False, indent=1)


def outcome_json(outcome: Outcome | ChiamataOutcome | None) -> dict[str, Any] | None:
    """What a record keeps of a hand's outcome, so that a file whose stakes were edited is refused.

    The points alone do not settle the stakes: an edited option (``double_win``) or points
    bid of chiamata changes who won or what the hand is worth with the same points.
    """
    if outcome is None:
        return None
    if isinstance(outcome, Outcome):
        return {"winners": list(outcome.winners), "value": outcome.value}
    return {"caller": outcome.caller, "partner": outcome.partner, "target": outcome.target,
            "match_points": list(outcome.match_points)}


def check_outcome(result: dict[str, Any], outcome: Outcome | ChiamataOutcome | None,
                  pile_cards: Sequence[int]) -> None:
    """Raise RecordError unless the outcome and piles a record's result says are the ones its replay reaches.

    The piles are kept too: a start whose piles were edited (to null, say) replays to the
    same points but other piles, which the tie break and the swap of source 003 read.
    """
    saved, said = result_outcome(result)
    if said and saved != outcome_json(outcome):
        raise RecordError("engine.record_result", saved=Said(quote_json(saved)),
                          replayed=Said(quote_json(outcome_json(outcome))))
    if "pile_cards" in result and result["pile_cards"] != list(pile_cards):
        raise RecordError("engine.record_result", saved=Said(quote_json({"pile_cards": result["pile_cards"]})),
                          replayed=Said(quote_json({"pile_cards": list(pile_cards)})))


def quote_json(value: object) -> str:
    """A value of a record as JSON, cut short for a message."""
    shown = json.dumps(value, ensure_ascii=False)
    return shown if len(shown) <= 200 else shown[:200] + "…"


def summary(points: Sequence[int], over: bool) -> str:
    """The result in words: "[70, 50] puntos, mano terminada"."""
    return say("engine.record_over" if over else "engine.record_unfinished", points=list(points))


# ---------------------------------------------------------------------- reading
def read(data: str | bytes) -> Record:
    """The saved game in ``data`` as values, every field and the position checked.

    It does not replay the actions: :meth:`Game.from_json` does, and checks the result.
    """
    record = load_json(data)
    if "variant" in record:  # briscola chiamata: Chiamata.from_json reads it
        raise RecordError("engine.record_variant", variant=record["variant"], expected="briscola")
    reader = _Reader(record["version"])
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
    try:
        opts = Options.build(players, **options)
    except OptionError as error:
        raise RecordError("engine.record_bad_start", error=error) from None
    position = reader.position(opts, start)
    try:
        position.validate()
    except BriscolaError as error:
        raise RecordError("engine.record_bad_start", error=error) from None
    moves: list[Action] = []
    for i, action in enumerate(actions):
        if action == "swap":
            moves.append(SWAP)
            continue
        try:
            moves.append(reader.card(action, f"actions[{i}]"))
        except RecordError:
            raise RecordError("engine.record_bad_action", number=i + 1, action=action, error="") from None
    points = _field(result, "points", list, "result.")
    over = _field(result, "over", bool, "result.")
    if not all(p.__class__ is int for p in points):
        raise RecordError("engine.record_bad_field", field="result.points", value=points)
    result_outcome(result)
    return Record(position, tuple(moves), tuple(points), over, result)


def result_outcome(result: dict[str, Any]) -> tuple[Any, bool]:
    """The outcome a record's result says, and whether it says one (older files do not)."""
    if "outcome" not in result:
        return None, False
    value = result["outcome"]
    if value is not None and not isinstance(value, dict):
        raise RecordError("engine.record_bad_field", field="result.outcome", value=value)
    return value, True


def load_json(data: str | bytes) -> dict[str, Any]:
    """The JSON object of a saved game of any form, its size, format and version checked."""
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
    version = record.get("version")
    if version.__class__ is not int or version not in READABLE:
        raise RecordError("engine.record_version", version=version,
                          expected=" / ".join(map(str, READABLE)))
    return record


class _Reader:
    """How one version of the format writes cards and the points not said."""

    def __init__(self, version: int) -> None:
        self.version = version

    def card(self, value: object, where: str) -> Card:
        if self.version >= 2:
            card = CODES.get(value) if isinstance(value, str) else None
            if card is None:
                raise RecordError("engine.record_bad_field", field=where, value=value)
            return card
        if not isinstance(value, str):
            raise RecordError("engine.record_bad_field", field=where, value=value)
        try:
            return Card.parse(value)
        except CardError as error:
            raise RecordError("engine.record_bad_start", error=error) from None

    def cards(self, mapping: dict[str, Any], key: str) -> tuple[Card, ...]:
        values = _field(mapping, key, list, "start.")
        return tuple(self.card(v, f"start.{key}[{i}]") for i, v in enumerate(values))

    def per_seat(self, start: dict[str, Any], key: str, players: int, *,
                 earlier: int) -> tuple[int, ...] | None:
        if key not in start:
            raise RecordError("engine.record_missing", field=f"start.{key}")
        values = start[key]
        if values is None and self.version >= 2:
            return None  # the position did not say
        if not isinstance(values, list) or len(values) != players \
                or not all(v.__class__ is int and v >= 0 for v in values):
            raise RecordError("engine.record_bad_field", field=f"start.{key}", value=values)
        if self.version == 1 and earlier and not any(values):
            return None  # version 1 wrote zeros for a position that did not say
        return tuple(values)

    def position(self, opts: Options, start: dict[str, Any]) -> Position:
        n = opts.players
        hands = _field(start, "hands", list, "start.")
        if len(hands) != n or not all(isinstance(h, list) for h in hands):
            raise RecordError("engine.record_bad_field", field="start.hands", value=hands)
        muestra = self.card(_field(start, "muestra", str, "start."), "start.muestra")
        trump = muestra.suit
        history: list[Trick] = []
        entries = start.get("history", [])
        if not isinstance(entries, list):
            raise RecordError("engine.record_bad_field", field="start.history", value=entries)
        before = _count(start, "tricks_before")
        for number, entry in enumerate(entries, start=before + 1):
            where = f"start.history[{number - before - 1}]"
            if not isinstance(entry, dict) or set(entry) != {"leader", "cards"}:
                raise RecordError("engine.record_bad_field", field=where, value=entry)
            leader, names = entry["leader"], entry["cards"]
            if leader.__class__ is not int or not 0 <= leader < n \
                    or not isinstance(names, list) or len(names) != n:
                raise RecordError("engine.record_bad_field", field=where, value=entry)
            cards = [self.card(name, where) for name in names]
            winner = (leader + trick_winner(cards, trump, seven_second=opts.seven_second)) % n
            plays = tuple(((leader + j) % n, c) for j, c in enumerate(cards))
            history.append(Trick(number, leader, plays, winner,
                                 trick_points(cards, seven_second=opts.seven_second)))
        swapped_by = _optional_seat(start, "swapped_by", n)
        original = start.get("original_muestra")
        if original is not None or swapped_by is not None:
            original = self.card(_field(start, "original_muestra", str, "start."), "start.original_muestra")
        swap_at = start.get("swap_at")
        if swap_at is not None:
            if not isinstance(swap_at, list) or len(swap_at) != 2 \
                    or not all(v.__class__ is int and v >= 0 for v in swap_at):
                raise RecordError("engine.record_bad_field", field="start.swap_at", value=swap_at)
            swap_at = tuple(swap_at)
        earlier = before + len(history)
        scores = self.per_seat(start, "scores", n, earlier=earlier)
        piles = self.per_seat(start, "pile_cards", n, earlier=earlier)
        return Position(
            options=opts,
            hands=tuple(tuple(self.card(c, f"start.hands[{i}]") for c in h) for i, h in enumerate(hands)),
            muestra=muestra,
            stock=self.cards(start, "stock"),
            muestra_drawn_by=_optional_seat(start, "muestra_drawn_by", n),
            leader=_seat(start, "leader", n),
            table=self.cards(start, "table"),
            scores=scores,
            pile_cards=piles,
            tricks_before=before,
            history=tuple(history),
            swapped_by=swapped_by,
            original_muestra=original,
            swap_at=swap_at,
        )


def _no_unknown(mapping: dict[str, Any], known: set[str], where: str) -> None:
    unknown = sorted(set(mapping) - known)
    if unknown:
        raise RecordError("engine.record_unknown", fields=", ".join(where + str(k) for k in unknown))


def _field(mapping: Any, key: str, kind: type, where: str) -> Any:
    if not isinstance(mapping, dict) or key not in mapping:
        raise RecordError("engine.record_missing", field=f"{where}{key}")
    value = mapping[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise RecordError("engine.record_bad_field", field=f"{where}{key}", value=value)
    return value


def _count(start: dict[str, Any], key: str) -> int:
    value = _field(start, key, int, "start.")
    if value < 0:
        raise RecordError("engine.record_bad_field", field=f"start.{key}", value=value)
    return int(value)


def _seat(start: dict[str, Any], key: str, players: int) -> int:
    value = _field(start, key, int, "start.")
    if not 0 <= value < players:
        raise RecordError("engine.record_bad_field", field=f"start.{key}", value=value)
    return int(value)


def _optional_seat(start: dict[str, Any], key: str, players: int) -> int | None:
    value = start.get(key)
    if value is not None and (value.__class__ is not int or not 0 <= value < players):
        raise RecordError("engine.record_bad_field", field=f"start.{key}", value=value)
    return value
