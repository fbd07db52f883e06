"""The pandas tables of a game: one row per trick, one row per draw."""

from __future__ import annotations

import random

import pytest

from briscola_teach import Game
from briscola_teach.examples import WORKED_EXAMPLE_PLAYS, worked_example
from briscola_teach.locale import set_language
from briscola_teach.tables import draws_table, tricks_table

pd = pytest.importorskip("pandas")


def finished(players: int = 2, seed: int = 1) -> Game:
    game = Game.new(players, seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_plays()))
    return game


def test_tricks_table_has_one_row_per_trick_with_its_facts() -> None:
    game = finished(3)
    table = tricks_table(game)
    assert list(table.index) == list(range(1, 14))
    assert table.index.name == "baza"
    assert table["gana"].tolist() == [t.winner for t in game.tricks]
    assert table["sale"].tolist() == [t.leader for t in game.tricks]
    assert table["puntos"].tolist() == [t.points for t in game.tricks]
    assert table["puntos"].sum() == 120
    first = game.tricks[0]
    for seat, card in first.plays:
        assert f"{card} ({seat})" in table.loc[1, "cartas (asiento)"]


def test_running_score_ends_at_the_final_points() -> None:
    game = finished(4, seed=2)
    table = tricks_table(game)
    assert tuple(table.iloc[-1][f"total asiento {s}"] for s in range(4)) == game.points
    totals = table[[f"total asiento {s}" for s in range(4)]].sum(axis=1)
    assert totals.is_monotonic_increasing


def test_running_score_starts_from_a_positions_earlier_points() -> None:
    game = Game.from_position([["dos de oros"], ["cuatro de oros"]], "cinco de copas",
                              muestra_drawn_by=1, scores=(70, 50))
    game.play("dos de oros")
    game.play("cuatro de oros")
    row = tricks_table(game).iloc[0]
    assert (row["total asiento 0"], row["total asiento 1"]) == (70, 50)


def test_draws_table_shows_who_took_the_muestra() -> None:
    game = finished(2, seed=3)
    table = draws_table(game)
    assert len(table) == 34
    assert table["es la muestra"].sum() == 1
    last = table.iloc[-1]
    assert bool(last["es la muestra"]) and last["carta"] == str(game.muestra)
    assert last["asiento"] == game.muestra_drawn_by and last["tras la baza"] == 17


def test_tables_of_a_fresh_game_are_empty_with_their_columns() -> None:
    game = Game.new(2, seed=1)
    assert tricks_table(game).empty and "gana" in tricks_table(game).columns
    assert draws_table(game).empty and "carta" in draws_table(game).columns


def test_tables_of_the_worked_example() -> None:
    game = worked_example()
    for card in WORKED_EXAMPLE_PLAYS:
        game.play(card)
    table = tricks_table(game)
    assert table["puntos"].tolist() == [10, 4, 11]
    assert table["total asiento 1"].tolist() == [10, 14, 14]


def test_column_names_follow_the_language() -> None:
    set_language("en")
    try:
        assert "winner" in tricks_table(finished()).columns
    finally:
        set_language("es")
