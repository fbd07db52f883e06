"""A hand of chiamata saved as JSON: its deal, first bidder, every action and the result reached.

The format is the engine's (:mod:`briscola_teach.records`) with ``"variant": "chiamata"``;
an action is written as text (:func:`action_code`) and read back (:func:`parse_action`),
and loading replays every action through the rules, so a tampered file is refused.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from .. import records
from ..cards import CODES, Card, Rank, Suit
from ..errors import IllegalPlay, PositionError, RecordError, Said
from ..events import PASS, Bid, Call, ChiamataAction, PointsBid
from .scoring import PLAYERS

if TYPE_CHECKING:
    from .hand import Chiamata

__all__ = ["FORMAT", "VERSION", "VARIANT", "action_code", "parse_action", "dumps", "load"]

FORMAT = "briscola_teach/game"
VERSION = 2
VARIANT = "chiamata"

_RANK_CODES = {rank.code: rank for rank in Rank}
_SUIT_CODES = {suit.code: suit for suit in Suit}


def action_code(action: ChiamataAction) -> str:
    """An action as text in a record: a card code ("3B"), "bid:3", "pass", "points:70", "call:O"."""
    if isinstance(action, Card):
        return action.code
    if action is PASS:
        return "pass"
    if isinstance(action, Bid):
        return f"bid:{action.rank.code}"
    if isinstance(action, PointsBid):
        return f"points:{action.points}"
    assert isinstance(action, Call)
    return f"call:{action.suit.code}"


def parse_action(code: object) -> ChiamataAction:
    """The action a record's text names, or RecordError."""
    if isinstance(code, str):
        if code == "pass":
            return PASS
        card = CODES.get(code)
        if card is not None:
            return card
        kind, _, value = code.partition(":")
        if kind == "bid" and value in _RANK_CODES:
            return Bid(_RANK_CODES[value])
        if kind == "call" and value in _SUIT_CODES:
            return Call(_SUIT_CODES[value])
        if kind == "points" and value.isdigit() and len(value) <= 3:
            return tuple.__new__(PointsBid, (int(value),))  # out of range: the replay refuses it
    raise RecordError("engine.record_bad_field", field="actions", value=code)


def dumps(game: Chiamata) -> str:
    """The hand as JSON: its deal, first bidder, every action and the outcome reached."""
    record = {
        "format": FORMAT, "version": VERSION, "variant": VARIANT, "players": PLAYERS,
        "start": {"hands": [[c.code for c in h] for h in game.deal], "first_bidder": game.first_bidder},
        "actions": [action_code(a) for a in game.actions],
        "result": {"points": list(game.points), "over": game.is_over, "pile_cards": list(game.pile_sizes),
                   "outcome": records.outcome_json(game.outcome)},
    }
    return json.dumps(record, ensure_ascii=False, indent=1)


def load(data: str | bytes, make: type[Chiamata]) -> Chiamata:
    """A hand saved by :func:`dumps`, replayed on a ``make`` dealt from it; a bad or tampered file: RecordError."""
    record = records.load_json(data)
    if record.get("variant") != VARIANT:
        raise RecordError("engine.record_variant", variant=record.get("variant"), expected=VARIANT)
    if set(record) != {"format", "version", "variant", "players", "start", "actions", "result"}:
        raise RecordError("engine.record_unknown", fields=", ".join(sorted(set(record) ^ {
            "format", "version", "variant", "players", "start", "actions", "result"})))
    start, actions, result = record["start"], record["actions"], record["result"]
    if record["players"] != PLAYERS or not isinstance(start, dict) or set(start) != {"hands", "first_bidder"} \
            or not isinstance(actions, list) or not isinstance(result, dict) \
            or not {"points", "over"} <= set(result) <= {"points", "over", "outcome", "pile_cards"}:
        raise RecordError("engine.record_bad_field", field="start", value=start)
    hands = start["hands"]
    if not isinstance(hands, list) or len(hands) != PLAYERS or not all(isinstance(h, list) for h in hands):
        raise RecordError("engine.record_bad_field", field="start.hands", value=hands)
    cards = [[CODES.get(c) if isinstance(c, str) else None for c in h] for h in hands]
    if any(c is None for h in cards for c in h):
        raise RecordError("engine.record_bad_field", field="start.hands", value=hands)
    first = start["first_bidder"]
    if first.__class__ is not int:
        raise RecordError("engine.record_bad_field", field="start.first_bidder", value=first)
    try:
        game = make(cards, first_bidder=first)  # type: ignore[arg-type]
    except PositionError as error:
        raise RecordError("engine.record_bad_start", error=error) from None
    for i, code in enumerate(actions):
        action = parse_action(code)
        try:
            game.apply(action)
        except IllegalPlay as error:
            raise RecordError("engine.record_bad_action", number=i + 1, error=error, action=code) from None
    points, over = result["points"], result["over"]
    if points != list(game.points) or over is not game.is_over:
        raise RecordError("engine.record_result", saved=Said(records.quote_json(points)),
                          replayed=records.summary(game.points, game.is_over))
    records.check_outcome(result, game.outcome, game.pile_sizes)
    return game

