"""The kit's tables: columns read by English keys, shown with labels and numbers the reader's way, no pandas needed."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from briscola_teach import Game
from briscola_teach.errors import BriscolaError
from briscola_teach.examples import WORKED_EXAMPLE_PLAYS, worked_example
from briscola_teach.locale import set_language
from briscola_teach.tables import Table, TableKeyError, draws_table, shown_value, tricks_table


def finished(players: int = 2, seed: int = 1) -> Game:
    game = Game.new(players, seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_plays()))
    return game


def small() -> Table:
    return Table({"card": "carta", "points": "puntos", "cost": "coste medio"},
                 [{"card": "as de oros", "points": 11, "cost": 4.5},
                  {"card": "tres de copas", "points": 10, "cost": 10.0},
                  {"card": "rey de bastos", "points": 4, "cost": None}], index="card")


# ---------------------------------------------------------------- a game's tables


def test_tricks_table_has_one_row_per_trick_with_its_facts() -> None:
    game = finished(3)
    table = tricks_table(game)
    assert table["trick"] == list(range(1, 14)) and table.index == "trick"
    assert table.labels["trick"] == "baza"
    assert table["winner"] == [t.winner for t in game.tricks]
    assert table["leader"] == [t.leader for t in game.tricks]
    assert table["points"] == [t.points for t in game.tricks]
    assert sum(table["points"]) == 120  # type: ignore[arg-type]
    first = game.tricks[0]
    for seat, card in first.plays:
        assert f"{card} ({seat})" in str(table.row(1)["cards"])


def test_running_score_ends_at_the_final_points() -> None:
    game = finished(4, seed=2)
    table = tricks_table(game)
    last = table.rows[-1]
    assert tuple(last[f"total_{s}"] for s in range(4)) == game.points
    totals = [sum(row[f"total_{s}"] for s in range(4)) for row in table]  # type: ignore[misc]
    assert totals == sorted(totals)


def test_running_score_starts_from_a_positions_earlier_points() -> None:
    game = Game.from_position([["dos de oros"], ["cuatro de oros"]], "cinco de copas",
                              muestra_drawn_by=1, scores=(70, 50))
    game.play("dos de oros")
    game.play("cuatro de oros")
    row = tricks_table(game).rows[0]
    assert (row["total_0"], row["total_1"]) == (70, 50)


def test_draws_table_shows_who_took_the_muestra() -> None:
    game = finished(2, seed=3)
    table = draws_table(game)
    assert len(table) == 34
    assert table["is_muestra"].count(True) == 1
    last = table.rows[-1]
    assert last["is_muestra"] is True and last["card"] == str(game.muestra)
    assert last["seat"] == game.muestra_drawn_by and last["after_trick"] == 17


def test_tables_of_a_fresh_game_are_empty_with_their_columns() -> None:
    game = Game.new(2, seed=1)
    assert len(tricks_table(game)) == 0 and "winner" in tricks_table(game)
    assert len(draws_table(game)) == 0 and "card" in draws_table(game)
    assert "<th>gana</th>" in tricks_table(game)._repr_html_()


def test_tables_of_the_worked_example() -> None:
    game = worked_example()
    for card in WORKED_EXAMPLE_PLAYS:
        game.play(card)
    table = tricks_table(game)
    assert table["points"] == [10, 4, 11]
    assert table["total_1"] == [10, 14, 14]


def test_the_keys_stay_english_while_the_labels_follow_the_language() -> None:
    set_language("en")
    try:
        english = tricks_table(finished())
    finally:
        set_language("es")
    spanish = tricks_table(finished())
    assert english.keys == spanish.keys and english["winner"] == spanish["winner"]
    assert english.labels["winner"] == "winner" and spanish.labels["winner"] == "gana"
    assert english.labels["total_1"] == "seat 1 total" and spanish.labels["total_1"] == "total asiento 1"


# ---------------------------------------------------------------- reading a table


def test_selecting_columns_by_key_keeps_the_rows_names_and_the_order_asked() -> None:
    picked = small()[["cost", "points"]]
    assert picked.keys == ("card", "cost", "points")
    assert picked.rows[0] == {"card": "as de oros", "cost": 4.5, "points": 11}
    assert picked.labels == {"card": "carta", "cost": "coste medio", "points": "puntos"}


def test_a_column_is_its_values_in_row_order() -> None:
    assert small()["points"] == [11, 10, 4]
    assert small().row("tres de copas") == {"card": "tres de copas", "points": 10, "cost": 10.0}


@pytest.mark.parametrize("ask", [lambda t: t["puntos"], lambda t: t[["card", "puntos"]],
                                 lambda t: t[3], lambda t: t[[None]]],
                         ids=["label", "label-in-list", "number", "none-in-list"])
def test_an_unknown_key_is_a_kit_error_listing_the_keys(ask) -> None:
    with pytest.raises(TableKeyError) as caught:
        ask(small())
    message = str(caught.value)
    assert message.startswith("La tabla no tiene ninguna columna «")
    assert message.endswith("Sus columnas son: card, points, cost.")
    assert isinstance(caught.value, BriscolaError) and isinstance(caught.value, KeyError)


def test_an_unknown_key_is_told_in_the_students_language() -> None:
    table = small()
    set_language("it")
    try:
        with pytest.raises(TableKeyError, match="La tabella non ha nessuna colonna «punti»"):
            table["punti"]
    finally:
        set_language("es")


def test_an_unknown_row_names_the_rows() -> None:
    with pytest.raises(TableKeyError, match="ninguna fila «sota de oros».*as de oros, tres de copas, rey de bastos"):
        small().row("sota de oros")


def test_head_tail_and_len() -> None:
    table = tricks_table(finished())
    assert len(table) == 20
    assert table.head(3)["trick"] == [1, 2, 3] and table.tail(2)["trick"] == [19, 20]
    assert table.head()["trick"] == [1, 2, 3, 4, 5] and len(table.tail(0)) == 0
    assert len(table.head(100)) == 20
    with pytest.raises(BriscolaError, match="número entero"):
        table.head(-1)


def test_rows_are_copies_so_the_table_stays_as_it_was() -> None:
    table = small()
    for row in table:
        row["points"] = 0
    table.rows[0]["points"] = 0
    assert table["points"] == [11, 10, 4]


def test_a_row_must_have_every_column_and_the_language_must_exist() -> None:
    with pytest.raises(ValueError, match="keys"):
        Table({"a": "a", "b": "b"}, [{"a": 1}])
    with pytest.raises(BriscolaError, match="fr"):
        Table({"a": "a"}, [{"a": 1}], language="fr")


# ---------------------------------------------------------------- showing a table


def test_html_shows_the_labels_and_decimal_commas_in_spanish() -> None:
    html = small()._repr_html_()
    assert "<th>carta</th><th>puntos</th><th>coste medio</th>" in html
    assert "<th>as de oros</th><td>11</td><td>4,5</td>" in html
    assert "<td>10</td><td>10</td>" in html  # 10.0 is written 10
    assert "<td>4</td><td></td>" in html  # no value, an empty cell
    assert 'class="dataframe"' in html  # styled as the notebooks style pandas tables


def test_numbers_follow_the_tables_language() -> None:
    set_language("en")
    try:
        english = Table({"cost": "cost"}, [{"cost": 4.5}])
    finally:
        set_language("es")
    assert "<td>4.5</td>" in english._repr_html_()
    assert shown_value(4.5, "it") == "4,5" and shown_value(0.04, "es") == "0"
    assert shown_value(True, "es") == "sí" and shown_value(False, "en") == "no"


def test_html_escapes_the_cells() -> None:
    table = Table({"card": "<b>"}, [{"card": "<script>"}])
    assert "<script>" not in table._repr_html_() and "&lt;script&gt;" in table._repr_html_()


def test_plain_text_lines_up_the_columns() -> None:
    assert repr(small()).splitlines() == [
        "carta          puntos  coste medio",
        "as de oros         11          4,5",
        "tres de copas      10           10",
        "rey de bastos       4",
    ]


# ---------------------------------------------------------------- pandas, for those who have it


def test_to_pandas_uses_the_labels_or_the_keys() -> None:
    pytest.importorskip("pandas")
    table = tricks_table(finished())
    frame = table.to_pandas()
    assert frame.index.name == "baza" and list(frame.index) == table["trick"]
    assert frame["gana"].tolist() == table["winner"]
    keyed = table.to_pandas(keys=True)
    assert keyed.index.name == "trick" and keyed["points"].sum() == 120


def test_a_pandas_frame_comes_back_as_the_same_table() -> None:
    pytest.importorskip("pandas")
    frame = small().to_pandas(keys=True)
    back = Table.from_pandas(frame)
    assert back.keys == small().keys and back.index == "card"
    assert back["points"] == [11, 10, 4] and type(back["points"][0]) is int
    assert back["cost"][:2] == [4.5, 10.0]


def test_the_tables_need_no_pandas() -> None:
    code = ("import sys; sys.modules['pandas'] = None\n"
            "from briscola_teach import Game\n"
            "from briscola_teach.tables import tricks_table\n"
            "from briscola_teach.exercises.cards import ranks_table\n"
            "from briscola_teach.card_table.story import tricks_html\n"
            "game = Game.new(2, seed=1)\n"
            "while not game.is_over: game.play(game.legal_plays()[0])\n"
            "print(sum(tricks_table(game)['points']), ranks_table()._repr_html_().count('<tr>'),\n"
            "      tricks_html(game, {0: 'Tú', 1: 'Rival'}).count('(Rival)') > 0)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    # Ten ranks, one row each; the hand's tricks name the seats.
    assert out.stdout.split() == ["120", "10", "True"]


@pytest.mark.parametrize("area", ["tables", "aliases"])
@pytest.mark.parametrize("language", ["en", "it"])
def test_every_edition_has_every_table_and_alias_text_with_the_same_fields(area: str, language: str) -> None:
    import importlib
    import string

    def fields(words: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(words) if name}

    spanish = importlib.import_module(f"briscola_teach.locale.es.{area}").TEXTS
    other = importlib.import_module(f"briscola_teach.locale.{language}.{area}").TEXTS
    assert set(other) == set(spanish)
    assert all(fields(other[key]) == fields(words) for key, words in spanish.items())
