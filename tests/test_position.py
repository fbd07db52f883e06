"""Position: one frozen value for any moment of a hand, and validate() deciding what a real hand reaches.

Doors 3 and 4 of issue 10: records and positions that loaded although no real hand
reaches them (RULES §2-§8) are refused, each by the rule it breaks.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest

from briscola_teach import SWAP, Card, Game, Options, PositionError, RecordError
from briscola_teach.cards import new_deck
from briscola_teach.position import Position, Trick
from briscola_teach.records import read
from random_play import played

V1 = Path(__file__).parent / "data" / "records_v1"
c = Card.parse


def after_last_draw(players: int = 2, seed: int = 4) -> Game:
    """A hand just after the last draw round: hands full, stock empty."""
    game = Game.new(players, seed=seed)
    rng = random.Random(seed)
    rounds = game.start.draw_rounds
    while len(game.tricks) < rounds or game.table:
        game.play(rng.choice(game.legal_plays()))
    assert game.stock_size == 0 and len(game.hand(0)) == 3
    return game


# ---------------------------------------------------------------- the value
def test_a_position_is_a_frozen_value() -> None:
    position = Game.new(2, seed=1).start
    with pytest.raises(AttributeError):
        position.leader = 1  # type: ignore[misc]
    assert position == Game.new(2, seed=1).start and hash(position) == hash(Game.new(2, seed=1).start)


def test_a_game_is_built_from_a_position_and_checks_it() -> None:
    game = played(2, plays=9)
    again = Game(game.position)
    assert again.view(0) == game.view(0) and again.legal_plays() == game.legal_plays()
    for _ in range(4):
        card = game.legal_plays()[0]
        game.play(card)
        again.play(card)
    assert again.points == game.points and again.hand(1) == game.hand(1)
    with pytest.raises(PositionError):
        Game(game.position._replace(leader=1 - game.position.leader))
    with pytest.raises(PositionError):
        Game("position")  # type: ignore[arg-type]


@pytest.mark.parametrize("players, options", [(2, {}), (3, {}), (4, {}), (2, {"swap_muestra": True}),
                                              (3, {"deck": 36}), (4, {"hand_size": 5})])
def test_every_moment_of_a_real_hand_validates(players: int, options: dict[str, Any]) -> None:
    for seed in range(6):
        game = Game.new(players, seed=seed, **options)
        rng = random.Random(seed)
        while not game.is_over:
            game.position.validate()
            view = game.view(game.turn)  # type: ignore[arg-type]
            Game.from_view(view, rng).start.validate()
            game.apply(rng.choice(game.legal_actions()))
        game.position.validate()


def test_from_view_and_view_sample_are_the_same_engine_operation() -> None:
    view = played(3, plays=10).view(1)
    assert Game.from_view(view, random.Random(5)).start == view.sample(random.Random(5)).start
    with pytest.raises(PositionError):
        Game.from_view("view", random.Random(5))  # type: ignore[arg-type]


# ---------------------------------------------------------------- door 4: impossible positions
def test_last_drawer_plays_last_so_the_muestra_holder_cannot_lead_after_the_last_draw() -> None:
    game = after_last_draw()
    position = game.position
    holder = position.muestra_drawn_by
    assert holder == (position.leader + 1) % 2
    with pytest.raises(PositionError, match="último"):
        Game(position._replace(leader=holder, pile_cards=None, scores=None, history=(), tricks_before=17))
    hands = [list(h) for h in position.hands]
    with pytest.raises(PositionError, match="último"):
        Game.from_position(hands, position.muestra, muestra_drawn_by=holder, leader=holder)
    assert Game.from_position(hands, position.muestra, muestra_drawn_by=holder,
                              leader=position.leader).turn == position.leader


def test_an_empty_pile_holds_no_points() -> None:
    with pytest.raises(PositionError, match="94"):
        Game.from_position([[], []], "5 de copas", muestra_drawn_by=0, leader=1,
                           scores=[94, 26], pile_cards=[0, 40])


def test_twelve_cards_hold_at_most_one_hundred_points() -> None:
    with pytest.raises(PositionError, match="101"):
        Game.from_position([[], []], "5 de copas", muestra_drawn_by=0, leader=0,
                           scores=[101, 19], pile_cards=[12, 28])
    # The four aces, the four threes and the four kings: exactly 100 fits.
    assert Game.from_position([[], []], "5 de copas", muestra_drawn_by=0, leader=0,
                              scores=[100, 20], pile_cards=[12, 28]).is_over


def test_points_of_every_pile_must_fit_together() -> None:
    # 3 players: each pile alone fits, but the 30 points of 3 cards would need all the cargas.
    with pytest.raises(PositionError):
        Game.from_position([[], [], []], "5 de copas", muestra_drawn_by=0, leader=0,
                           scores=[33, 33, 54], pile_cards=[3, 3, 33], deck=39)


def test_the_muestra_drawn_after_the_last_round_cannot_have_been_played_before() -> None:
    # Trick 18 of 20, hands full: the muestra, drawn after trick 17, is nowhere in sight.
    hands = [["as de oros", "6 de bastos", "2 de copas"], ["as de espadas", "7 de oros", "3 de bastos"]]
    with pytest.raises(PositionError, match="baza n.º 17"):
        Game.from_position(hands, "5 de copas", muestra_drawn_by=1, leader=0)
    # Trick 19: it may have gone in trick 18.
    later = Game.from_position([h[:2] for h in hands], "5 de copas", muestra_drawn_by=1, leader=0)
    assert later.tricks_before == 18


def test_a_lesson_position_at_trick_eighteen_keeps_the_muestra_with_the_last_drawer() -> None:
    game = Game.from_position([["caballo de oros", "as de oros", "6 de copas"], ["rey de oros", "3 de copas"]],
                              "caballo de oros", muestra_drawn_by=0, leader=1, table=["3 de espadas"],
                              scores=(40, 42), pile_cards=(16, 18))
    assert game.tricks_before == 17 and game.turn == 0
    with pytest.raises(PositionError, match="4 de oros|cuatro de oros"):
        Game.from_position([["caballo de oros", "as de oros", "6 de copas"], ["rey de oros", "3 de copas"]],
                           "4 de oros", muestra_drawn_by=0, leader=1, table=["3 de espadas"])


def test_the_leader_took_the_trick_before() -> None:
    with pytest.raises(PositionError, match="vacío"):
        Game.from_position([["as de oros"], ["rey de oros"]], "5 de copas", muestra_drawn_by=1, leader=0,
                           scores=[0, 105], pile_cards=[0, 38])


def test_known_earlier_tricks_must_follow_the_rules() -> None:
    game = played(2, plays=8)
    view = game.view(game.turn)  # type: ignore[arg-type]
    position = Game.from_view(view, random.Random(1)).start
    first = position.history[0]
    wrong_winner = first._replace(winner=1 - first.winner)
    with pytest.raises(PositionError, match="n.º 1"):
        position._replace(history=(wrong_winner, *position.history[1:])).validate()
    wrong_points = first._replace(points=first.points + 1)
    with pytest.raises(PositionError):
        position._replace(history=(wrong_points, *position.history[1:])).validate()


def test_a_swap_needs_the_option() -> None:
    for seed in range(80):
        game = played(2, seed=seed, plays=6, swap_muestra=True)
        if game.swapped_by is not None:
            break
    position = game.position
    assert position.swapped_by is not None
    position.validate()
    with pytest.raises(PositionError, match="cambio"):
        position._replace(options=Options.build(2)).validate()


# ---------------------------------------------------------------- door 3: records no hand reaches
def sampled_record_with_swap() -> dict[str, Any]:
    for seed in range(80):
        game = played(2, seed=seed, plays=9, swap_muestra=True)
        if game.swapped_by is not None and not game.is_over:
            sample = game.view(game.turn).sample(random.Random(seed))  # type: ignore[arg-type]
            return json.loads(sample.to_json())  # type: ignore[no-any-return]
    raise AssertionError("no swap")  # pragma: no cover


def test_a_record_with_a_swap_but_the_option_off_is_refused() -> None:
    record = sampled_record_with_swap()
    assert Game.from_json(json.dumps(record)).swapped_by is not None
    bad = copy.deepcopy(record)
    bad["options"] = {}
    with pytest.raises(RecordError, match="cambio"):
        Game.from_json(json.dumps(bad))
    bad = copy.deepcopy(record)
    bad["options"] = {}
    bad["start"].pop("swapped_by"), bad["start"].pop("original_muestra"), bad["start"].pop("swap_at", None)
    bad["actions"] = ["swap"]
    with pytest.raises(RecordError):
        Game.from_json(json.dumps(bad))


def test_a_record_whose_piles_are_empty_after_earlier_tricks_is_refused() -> None:
    game = after_last_draw()
    record = json.loads(Game(game.position).to_json())
    assert record["start"]["tricks_before"] == 0 and len(record["start"]["history"]) == 17
    bad = copy.deepcopy(record)
    bad["start"]["pile_cards"] = [0, 0]
    with pytest.raises(RecordError):
        Game.from_json(json.dumps(bad))
    said_nothing = copy.deepcopy(record)
    said_nothing["start"]["pile_cards"] = said_nothing["start"]["scores"] = None
    said_nothing["result"]["points"] = said_nothing["result"]["pile_cards"] = [0, 0]
    assert Game.from_json(json.dumps(said_nothing)).start.pile_cards is None


def test_a_record_with_the_muestra_holder_leading_after_the_last_draw_is_refused() -> None:
    game = after_last_draw()
    position = game.position
    record = json.loads(Game.from_position([list(h) for h in position.hands], position.muestra,
                                           muestra_drawn_by=position.muestra_drawn_by,
                                           leader=position.leader).to_json())
    Game.from_json(json.dumps(record))
    record["start"]["leader"] = position.muestra_drawn_by
    with pytest.raises(RecordError, match="último"):
        Game.from_json(json.dumps(record))


# ---------------------------------------------------------------- version 1 files
@pytest.mark.parametrize("path", sorted(V1.glob("*.json")), ids=lambda p: p.stem)
def test_every_version_1_file_still_loads_and_saves_again_as_version_2(path: Path) -> None:
    game = Game.from_json(path.read_text(encoding="utf-8"))
    v1 = json.loads(path.read_text(encoding="utf-8"))
    assert list(game.points) == v1["result"]["points"] and game.is_over == v1["result"]["over"]
    assert ["swap" if a is SWAP else a.name("es") for a in game.actions] == v1["actions"]
    again = Game.from_json(game.to_json())
    assert json.loads(again.to_json())["version"] == 2
    assert again.view(0) == game.view(0)


def test_version_1_zeros_after_earlier_tricks_mean_the_position_did_not_say() -> None:
    record = json.loads((V1 / "position_no_scores.json").read_text(encoding="utf-8"))
    assert record["start"]["scores"] == [0, 0] and record["start"]["tricks_before"] > 0
    assert read(json.dumps(record)).position.scores is None


def test_the_record_loader_checks_through_position_validate() -> None:
    record = json.loads(played(2, plays=4).to_json())
    record["start"]["leader"] = 1 - record["start"]["leader"]
    record["actions"] = []
    record["result"]["points"] = record["result"]["pile_cards"] = [0, 0]
    Game.from_json(json.dumps(record))  # a fresh deal: either seat may lead
    position = read(json.dumps(record)).position
    assert isinstance(position, Position) and position.trick_number == 1
    assert all(isinstance(t, Trick) for t in position.history)
    deck = new_deck()
    assert sorted(c.index for h in position.hands for c in h) != sorted(c.index for c in deck)
