"""Lesson 5 helpers: the deal shown is the table's deal, strategies measured honestly, numbers the Spanish way."""

from __future__ import annotations

import math

import pytest

from briscola_teach.card_table.story import compare_strategy, decimal, first_deal, in_sentence
from briscola_teach.widgets import CardTable


@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_deal_is_the_one_the_card_table_deals(players: int) -> None:
    shown = first_deal(players=players, seed=2024)
    table = CardTable(level="random", players=players, seed=2024, delay=0)
    dealt = table.match.games[0].copy()
    dealt.restart()  # the machine may already have led: compare the deal itself
    assert shown.muestra == dealt.muestra
    assert [shown.hand(s) for s in range(players)] == [dealt.hand(s) for s in range(players)]
    assert shown.leader == dealt.leader


def test_decimal_commas_in_spanish() -> None:
    assert decimal(44.94) == "44,9" and decimal(3.0, sign=True) == "+3,0"
    assert decimal(-2.4, sign=True) == "-2,4"


def test_a_strategy_that_returns_none_gets_one_spanish_line() -> None:
    report = compare_strategy(lambda vista, rng: None, hands=4)
    assert report.problem and "None" in report.problem and "\n" not in str(report)
    assert str(report).startswith("✘ Tu estrategia ha devuelto «None»")
    assert math.isnan(report.margin)


def test_a_strategy_that_raises_is_reported_not_a_traceback() -> None:
    report = compare_strategy(lambda vista, rng: 1 / 0, hands=4)
    assert "ZeroDivisionError" in str(report) and "revisa la función" in str(report)


def test_a_good_strategy_is_reported_with_decimal_commas() -> None:
    report = compare_strategy(lambda vista, rng: vista.legal_plays()[0], hands=6)
    assert not report.problem
    shown = str(report)
    assert "6 manos" in shown and "," in shown.split("puntos de media")[0]


def test_a_refused_play_in_a_lesson_cell_is_one_spanish_line(monkeypatch: pytest.MonkeyPatch) -> None:
    import IPython.display

    from briscola_teach.lessons import notebook
    from briscola_teach.exercises.example import before_trick

    shown: list[str] = []
    monkeypatch.setattr(IPython.display, "display", lambda obj: shown.append(obj.data))

    class Shell:
        def set_custom_exc(self, kinds: tuple[type, ...], handler: object) -> None:
            self.kinds, self.handler = kinds, handler

        def showtraceback(self, exc_tuple: object, tb_offset: object = None) -> None:
            shown.append("traceback")

    shell = Shell()
    notebook.show_errors_briefly(shell)
    assert shell.kinds == (ValueError, TypeError, NameError, SyntaxError)
    game = before_trick(2)
    with pytest.raises(ValueError) as refused:
        game.play("as de copas")
    shell.handler(shell, refused.type, refused.value, refused.tb)
    assert len(shown) == 1 and "no tiene la carta «as de copas»" in shown[0]
    assert "Traceback" not in shown[0] and shown[0].count("<div") == 1
    try:
        int("siete")
    except ValueError as own:  # the student's own code keeps its traceback
        shell.handler(shell, ValueError, own, own.__traceback__)
    assert shown[-1] == "traceback"


@pytest.mark.parametrize(("label", "words"), [("Tú", "tú"), ("Rival", "el rival"), ("Jugador 2", "el jugador 2"),
                                              ("Compañero", "tu compañero"), ("Jugador 3", "el jugador 3"),
                                              ("Sensato", "Sensato")])
def test_names_read_well_inside_a_sentence(label: str, words: str) -> None:
    assert in_sentence(label) == words


@pytest.mark.parametrize(("players", "you", "names"), [
    (2, 0, ["Tú", "Rival"]), (2, 1, ["Rival", "Tú"]),
    (3, 0, ["Tú", "Jugador 2", "Jugador 3"]), (3, 2, ["Jugador 1", "Jugador 2", "Tú"]),
    (4, 1, ["Jugador 1", "Tú", "Jugador 3", "Compañero"]),
])
def test_rivals_are_named_by_the_player_number_the_lessons_use(players: int, you: int, names: list[str]) -> None:
    from briscola_teach.exercises.mistakes import seat_names_from
    from briscola_teach.render import seat_labels
    from briscola_teach.widgets import seat_label

    assert [seat_labels(players, you)[s] for s in range(players)] == names
    assert [seat_label(s, players, you=you) for s in range(players)] == names
    assert seat_names_from(you, players) == seat_labels(players, you)


def test_a_trick_story_names_the_rival_with_its_article() -> None:
    from briscola_teach.examples import WORKED_EXAMPLE_PLAYS, worked_example
    from briscola_teach.card_table.story import trick_story

    game = worked_example()
    for card in WORKED_EXAMPLE_PLAYS[:2]:
        game.play(card)
    story = trick_story(game, game.tricks[0], {0: "Tú", 1: "Rival"})
    assert story.startswith("El rival se lleva la baza 1:")


def test_the_table_says_te_la_llevas_tu_for_your_trick() -> None:
    table = CardTable(level="random", players=2, seed=2024, delay=0)
    while table.game.turn == 0 or not table.game.tricks:
        if table.game.turn == 0:
            table.play(table.game.legal_plays()[0])
    shown = table.static_html() + "".join(v for c in _walk(table) if isinstance(v := getattr(c, "value", ""), str))
    last = table.game.tricks[-1]
    if last.winner == 0:
        assert f"Baza {last.number}: te la llevas tú" in shown
    else:
        assert f"Baza {last.number}: se la lleva el rival" in shown
    assert "se la lleva Tú" not in shown


def _walk(widget: object) -> list[object]:
    found = [widget]
    for child in getattr(widget, "children", ()):
        found += _walk(child)
    return found
