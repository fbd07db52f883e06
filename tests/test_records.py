"""Saving a game to JSON and loading it back; bad or tampered files are refused whole."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from briscola_teach import SWAP, Game, RecordError
from briscola_teach.cards import CODES
from briscola_teach.records import FORMAT, VERSION
from random_play import played


def same_game(a: Game, b: Game) -> bool:
    n = a.players
    return (a.to_json() == b.to_json() and a.actions == b.actions and a.tricks == b.tricks
            and a.draws == b.draws and a.points == b.points and a.outcome == b.outcome
            and all(a.hand(s) == b.hand(s) for s in range(n)) and a.stock == b.stock
            and all(a.view(s) == b.view(s) for s in range(n)))


@pytest.mark.parametrize("players, options", [
    (2, {}), (3, {}), (3, {"deck": 36}), (4, {}), (2, {"seven_second": True}),
    (2, {"swap_muestra": True}), (4, {"open_partner_hands": True, "hand_size": 5}),
    (2, {"tie_break_by_cards": True, "double_win": True}), (3, {"open_hands": True}),
])
def test_saved_game_loads_back_identically(players: int, options: dict[str, Any]) -> None:
    for plays in (0, 7, None):
        game = played(players, seed=plays or 2, plays=plays, **options)
        again = Game.from_json(game.to_json())
        assert same_game(game, again)
        assert again.options == game.options


def test_loaded_game_plays_on_like_the_original() -> None:
    game = played(2, plays=11)
    again = Game.from_json(game.to_json())
    for g in (game, again):
        g.play(g.legal_plays()[-1])
    assert same_game(game, again)
    again.undo()
    assert again.to_json() == Game.from_json(played(2, plays=11).to_json()).to_json()


def test_a_game_with_a_swap_saves_and_loads() -> None:
    for seed in range(300):
        game = Game.new(2, seed=seed, swap_muestra=True)
        if game.can_swap():
            game.apply(SWAP)
            game.play(game.legal_plays()[0])
            break
    record = json.loads(game.to_json())
    assert record["actions"][0] == "swap"
    assert same_game(game, Game.from_json(game.to_json()))


def test_a_position_saves_and_loads() -> None:
    game = Game.from_position(
        [["as de oros", "6 de bastos", "2 de copas"], ["as de espadas", "7 de oros"]],
        "5 de copas", stock=["7 de espadas"], leader=1, table=["rey de espadas"])
    game.play("2 de copas")
    assert same_game(game, Game.from_json(game.to_json()))


def test_a_sampled_game_keeps_its_history_and_swap_through_a_record() -> None:
    rng = random.Random(5)
    checked = 0
    for seed in range(60):
        game = played(2, seed=seed, plays=9, swap_muestra=True)
        sample = game.view(game.turn).sample(rng)  # type: ignore[arg-type]
        sample.play(sample.legal_plays()[0])
        again = Game.from_json(sample.to_json())
        assert same_game(sample, again)
        checked += sample.swapped_by is not None
    assert checked  # some of these games swapped the muestra


def test_a_sampled_game_keeps_when_the_swap_was_made() -> None:
    rng = random.Random(2)
    for seed in range(60):
        game = played(2, seed=seed, plays=9, swap_muestra=True)
        if game.swap_at is not None:
            break
    assert game.swap_at is not None and game.swap_at[0] <= game.trick_number
    sample = game.view(game.turn).sample(rng)  # type: ignore[arg-type]
    assert sample.swap_at == game.swap_at
    record = json.loads(sample.to_json())
    assert record["start"]["swap_at"] == list(game.swap_at)
    assert same_game(sample, Game.from_json(sample.to_json()))
    later = [game.trick_number + 1, 0]
    for junk in ([0, 0], later, [1, 2], [1], [1, 0, 0], "1,0", [True, 0], None):
        bad = copy.deepcopy(record)
        bad["start"]["swap_at"] = junk
        if junk is None:  # no moment given: read as a swap made before the start
            assert Game.from_json(json.dumps(bad)).swap_at is None
        elif junk in ([0, 0], later, [1, 2]):  # a moment no hand reaches
            refused(json.dumps(bad), "cambio")
        else:
            refused(json.dumps(bad), "swap_at")
    bad = copy.deepcopy(record)
    del bad["start"]["swapped_by"], bad["start"]["original_muestra"]
    refused(json.dumps(bad), "quién cambió")


def test_record_is_readable_json_with_language_free_card_codes() -> None:
    record = json.loads(played(2, plays=3).to_json())
    assert record["format"] == FORMAT and record["version"] == VERSION == 2
    assert all(a in CODES for a in record["actions"])
    assert all(c in CODES for hand in record["start"]["hands"] for c in hand)
    assert record["start"]["muestra"] in CODES


# ---------------------------------------------------------------- tampering

def record_of(game: Game | None = None) -> dict[str, Any]:
    return json.loads((game or played(2, plays=12)).to_json())  # type: ignore[no-any-return]


def refused(text: Any, fragment: str = "") -> str:
    with pytest.raises(RecordError) as caught:
        Game.from_json(text)
    assert fragment in str(caught.value)
    return str(caught.value)


@pytest.mark.parametrize("text", ["", "{", "null x", b"\xff\xfe", "[1, 2]", "42", '"game"', "{}"])
def test_not_a_record_is_refused(text: Any) -> None:
    refused(text)


def test_none_is_refused() -> None:
    refused(None)


def test_other_format_or_version_is_refused() -> None:
    record = record_of()
    refused(json.dumps({**record, "format": "chess/pgn"}), "briscola_teach/game")
    refused(json.dumps({**record, "version": 3}), "3")
    refused(json.dumps({**record, "version": True}), "True")


@pytest.mark.parametrize("field", ["players", "options", "start", "actions", "result"])
def test_missing_field_is_named(field: str) -> None:
    record = record_of()
    del record[field]
    refused(json.dumps(record), field)


@pytest.mark.parametrize("field", ["hands", "muestra", "stock", "leader", "table", "scores",
                                   "pile_cards", "tricks_before"])
def test_missing_start_field_is_named(field: str) -> None:
    record = record_of()
    del record["start"][field]
    refused(json.dumps(record), field)


@pytest.mark.parametrize("field", ["points", "over"])
def test_missing_result_field_is_named(field: str) -> None:
    record = record_of()
    del record["result"][field]
    refused(json.dumps(record), field)


def test_unknown_fields_are_refused() -> None:
    record = record_of()
    refused(json.dumps({**record, "cheat": True}), "cheat")
    record["start"]["seen_hands"] = []
    refused(json.dumps(record), "seen_hands")


@pytest.mark.parametrize("path, value", [
    (("players",), "2"), (("players",), 3), (("players",), True), (("options",), []),
    (("start", "hands"), "as de oros"), (("start", "hands"), [["as de oros"], 5]),
    (("start", "muestra"), 5), (("start", "muestra"), "ocho de oros"),
    (("start", "leader"), "0"), (("start", "leader"), 7), (("start", "leader"), None),
    (("start", "scores"), ["0", 0]), (("start", "scores"), [0]), (("start", "pile_cards"), [-2, 2]),
    (("start", "tricks_before"), -1), (("start", "tricks_before"), 1.5),
    (("start", "muestra_drawn_by"), "1"), (("start", "muestra_drawn_by"), 0),
    (("actions",), "as de oros"), (("actions",), [5]), (("actions",), [None]),
    (("result",), []), (("result", "points"), "120"), (("result", "over"), 1),
])
def test_wrong_types_and_values_are_refused(path: tuple[str, ...], value: Any) -> None:
    record = record_of()
    target = record
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    refused(json.dumps(record))


def test_an_illegal_action_is_refused_naming_it() -> None:
    record = record_of()
    record["actions"][3] = record["actions"][0]
    message = refused(json.dumps(record), "n.º 4")
    assert record["actions"][0] in message


def test_an_unknown_action_is_refused() -> None:
    record = record_of()
    record["actions"][2] = "ocho de bastos"
    refused(json.dumps(record), "ocho de bastos")


def test_reordered_actions_are_refused() -> None:
    record = record_of(played(2, plays=40))
    actions = record["actions"]
    actions[0], actions[1] = actions[1], actions[0]
    refused(json.dumps(record))


def test_a_cut_short_game_is_refused() -> None:
    record = record_of()
    record["actions"].pop()
    refused(json.dumps(record), "puntos")


def test_changed_result_is_refused() -> None:
    record = record_of(played(2))
    record["result"]["points"] = list(reversed(record["result"]["points"]))
    refused(json.dumps(record), "puntos")
    record = record_of(played(2))
    record["result"]["over"] = False
    refused(json.dumps(record), "sin terminar")


def test_duplicated_card_is_refused() -> None:
    record = record_of()
    record["start"]["hands"][1][0] = record["start"]["hands"][0][0]
    refused(json.dumps(record), str(CODES[record["start"]["hands"][0][0]]))


def test_swapped_cards_between_hands_are_refused_by_the_replay() -> None:
    record = record_of(played(2, plays=4))
    hands = record["start"]["hands"]
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
    refused(json.dumps(record))


@pytest.mark.parametrize("options", [
    {"deck": 36}, {"open_partner_hands": True}, {"hand_size": 4}, {"swap_muestra": "yes"},
    {"briscolone": True}, {"players": 2}, {"stock": []}, {"leader": 0},
])
def test_options_that_do_not_fit_are_refused(options: dict[str, Any]) -> None:
    record = record_of()
    record["options"] = options
    refused(json.dumps(record))


def test_three_player_options_for_a_two_player_record_are_refused() -> None:
    record = record_of(played(3, plays=3, deck=36))
    assert record["options"] == {"deck": 36}
    record["options"] = {}
    refused(json.dumps(record))


def test_tampered_history_is_refused() -> None:
    game = played(2, seed=3, plays=9)
    sample = game.view(game.turn).sample(random.Random(1))  # type: ignore[arg-type]
    good = json.loads(sample.to_json())
    assert good["start"]["history"]
    bad = copy.deepcopy(good)
    bad["start"]["history"][0]["leader"] = 1 - bad["start"]["history"][0]["leader"]
    refused(json.dumps(bad))
    bad = copy.deepcopy(good)
    bad["start"]["history"][1]["cards"][0] = bad["start"]["history"][0]["cards"][0]
    refused(json.dumps(bad))
    bad = copy.deepcopy(good)
    bad["start"]["history"].pop()
    refused(json.dumps(bad))
    bad = copy.deepcopy(good)
    bad["start"]["history"][0]["extra"] = 1
    refused(json.dumps(bad))


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, prefix + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from paths(item, prefix + (i,))


def test_any_junk_anywhere_raises_only_record_error() -> None:
    base = record_of(played(2, plays=8, swap_muestra=True))
    junk: list[Any] = [None, -1, 0, 99, "x", "as de oros", [], {}, True, 1.5, [[]]]
    tried = 0
    for path in list(paths(base))[1:]:
        for value in junk:
            record = copy.deepcopy(base)
            target = record
            for key in path[:-1]:
                target = target[key]
            if target[path[-1]] == value and type(target[path[-1]]) is type(value):
                continue
            target[path[-1]] = value
            try:
                Game.from_json(json.dumps(record))
            except RecordError:
                tried += 1
            else:  # a change that happens to describe another legal game must round-trip
                assert json.loads(Game.from_json(json.dumps(record)).to_json()) == record
    assert tried > 100
