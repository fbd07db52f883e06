"""Answers as students write them: cards, numbers and seats read leniently, never a traceback, one hint policy."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from briscola_teach import Card, set_language, set_style
from briscola_teach.cards import Rank, Suit
from briscola_teach.errors import BriscolaError, CardError
from briscola_teach.exercises import cards as l01, chiamata as l11, counting as l08, dealing as l04
from briscola_teach.exercises import example as l03, partners as l07
from briscola_teach.lessons import endgames as l09, tricks as l02, variants as l10
from briscola_teach.exercises.answers import ATTEMPTS, read_card, read_number
from briscola_teach.exercises.cards import parse_player
from briscola_teach.locale import text

THREE_OF_COINS = Card(Rank.THREE, Suit.COINS)


# ---------------------------------------------------------------------- cards
@pytest.mark.parametrize(("language", "written", "card"), [
    ("es", "tres oros", "3O"), ("es", "seis bastos", "6B"), ("es", "dos copas", "2C"),
    ("es", "dos de copa", "2C"), ("es", "as de oro", "AO"), ("es", "3o", "3O"), ("es", "Seis De Bastos", "6B"),
    ("es", "  el  caballo de espada ", "CE"), ("es", "sc", "SC"),
    ("en", "three coins", "3O"), ("en", "3 of cup", "3C"), ("en", "the ace of heart", "AC"),
    ("en", "Q of spade", "CE"),
    ("it", "tre denari", "3O"), ("it", "asso di coppa", "AC"), ("it", "l'asso di coppa", "AC"),
    ("it", "8 di coppe", "SC"), ("it", "re di spada", "RE"),
])
def test_a_card_written_as_a_teacher_would_accept_it_is_read(language: str, written: str, card: str) -> None:
    set_language(language)
    assert read_card(written) is Card.parse(card)


@pytest.mark.parametrize(("language", "style", "written", "card"), [
    ("es", "spanish", "3o", "3O"), ("es", "spanish", "12e", "RE"), ("es", "spanish", "7C", "7C"),
    ("en", "french", "3d", "3O"), ("en", "french", "3D", "3O"), ("en", "french", "qs", "CE"),
    ("en", "french", "7c", "7B"), ("en", "french", "Ah", "AC"),
    ("it", "italian", "3d", "3O"), ("it", "italian", "8c", "SC"), ("it", "italian", "10s", "RE"),
])
def test_a_card_code_in_small_letters_is_read_with_the_deck_in_forces_initials(language: str, style: str,
                                                                              written: str, card: str) -> None:
    set_language(language)
    set_style(style)
    assert read_card(written) is Card.parse(card)


def test_the_engine_parse_stays_strict_for_scripts() -> None:
    for written in ("tres oros", "3o", "as de oro"):
        with pytest.raises(CardError):
            Card.parse(written)


@pytest.mark.parametrize(("language", "written", "asked"), [
    ("es", "tres de orros", "¿Quisiste decir el tres de oros?"),
    ("es", "caballo de bastones", "¿Quisiste decir el caballo de bastos?"),
    ("en", "three of dimonds", "Did you mean the three of diamonds?"),
    ("it", "tre di denare", "Volevi dire il tre di denari?"),
])
def test_a_card_nearly_named_is_asked_about_with_the_nearest_card(language: str, written: str, asked: str) -> None:
    set_language(language)
    with pytest.raises(CardError) as refused:
        read_card(written)
    assert asked in str(refused.value) and refused.value.key == "engine.card_guess"


@pytest.mark.parametrize(("language", "written", "says"), [
    ("es", "8 de copas", "la baraja española de 40 cartas no tiene ochos ni nueves"),
    ("es", "9 de oros", "la sota (10), el caballo (11) y el rey (12)"),
    ("en", "8 of hearts", "the 40-card pack leaves out the eights, nines and tens"),
    ("en", "10 of spades", "the jack (J), the queen (Q) and the king (K)"),
    ("it", "11 di coppe", "il fante (8), il cavallo (9) e il re (10)"),
])
def test_a_number_the_deck_does_not_print_says_what_the_deck_leaves_out(language: str, written: str,
                                                                         says: str) -> None:
    set_language(language)
    with pytest.raises(CardError) as refused:
        read_card(written)
    assert says in str(refused.value)


def test_a_rank_without_its_suit_is_asked_for_the_suit() -> None:
    with pytest.raises(CardError) as refused:
        read_card("tres")
    assert "le falta el palo" in str(refused.value) and "tres de oros" in str(refused.value)


def test_a_lesson_check_passes_on_the_question_about_the_nearest_card() -> None:
    said = l02.check_trick(["tres de oros", "as de copas"], "bastos", "tres de orros")
    assert said.ok is False and "¿Quisiste decir el tres de oros?" in str(said)
    said = l02.check_trick(["tres de oros", "as de copas"], "bastos", "8 de copas")
    assert "no tiene ochos ni nueves" in str(said)
    assert l02.check_trick(["tres oros", "as de copa"], "basto", "3o").ok is True


# ---------------------------------------------------------------------- numbers and seats
@pytest.mark.parametrize("typed", ["²", "9" * 5000, "٣", "3.5", "-2", "", "tres", "1e3", "0x10"])
def test_a_number_is_a_few_ascii_digits(typed: str) -> None:
    with pytest.raises(BriscolaError) as refused:
        read_number(typed)
    assert "tiene que ser un número" in str(refused.value) and len(str(refused.value)) < 300


def test_a_number_typed_as_text_counts_like_a_number() -> None:
    assert read_number("27") == read_number(" 27 puntos ") == read_number(27) == 27
    assert l01.check_points(["as de oros", "sota de copas", "siete de bastos"], "13").ok is True


@pytest.mark.parametrize(("typed", "seat"), [("Tú", 0), ("TU ", 0), ("el rival", 1), ("jugador 2", 1),
                                             ("  2 ", 1), (2, 1), ("you", 0), ("l'avversario", 1)])
def test_a_seat_is_read_as_students_write_it(typed: object, seat: int) -> None:
    assert parse_player(typed, players=2, you=0) == seat


@pytest.mark.parametrize("typed", ["²", "9" * 5000, "jugador ²", True, 2.0])
def test_a_seat_that_is_no_number_is_refused_with_a_sentence(typed: object) -> None:
    with pytest.raises(BriscolaError):
        parse_player(typed, players=2, you=0)


# ---------------------------------------------------------------------- never a traceback
#: Every student-facing answer function of every lesson, with a valid exercise and the answer left open.
ANSWERS: dict[str, Callable[[Any], object]] = {
    "01 check_order": lambda a: l01.check_order(a),
    "01 check_points": lambda a: l01.check_points(["as de oros", "sota de copas"], a),
    "01 check_points pile": lambda a: l01.check_points(a, 13),
    "02 check_trick": lambda a: l02.check_trick(["tres de oros", "as de copas"], "bastos", a),
    "02 check_trick cards": lambda a: l02.check_trick(a, "bastos", 1),
    "02 check_trick trump": lambda a: l02.check_trick(["tres de oros", "as de copas"], a, 1),
    "02 check_cheap_winner": lambda a: l02.check_cheap_winner(a, "oros"),
    "02 explain_trick": lambda a: l02.explain_trick(a, "oros"),
    "03 check_winner": lambda a: l03.check_winner(2, a),
    "03 check_winner trick": lambda a: l03.check_winner(a, "tú"),
    "03 check_play": lambda a: l03.check_play(2, a),
    "04 check_counts": lambda a: l04.check_counts(2, dealt=a, rounds=17, tricks=20),
    "04 check_counts players": lambda a: l04.check_counts(a, dealt=6, rounds=17, tricks=20),
    "04 check_draw_order": lambda a: l04.check_draw_order(3, 2, a),
    "04 check_draw_order winner": lambda a: l04.check_draw_order(3, a, [2, 3, 1]),
    "04 check_muestra": lambda a: l04.check_muestra(2, 1, a),
    "04 check_result": lambda a: l04.check_result([70, 50], a),
    "04 check_result points": lambda a: l04.check_result(a, [1]),
    "07 check_winner": lambda a: l07.check_winner([50, 40, 30], a),
    "07 check_winner points": lambda a: l07.check_winner(a, 1),
    "07 check_pairs": lambda a: l07.check_pairs([30, 20, 40, 30], a),
    "07 check_partner_play": lambda a: l07.check_partner_play(1, a),
    "07 check_partner_play trick": lambda a: l07.check_partner_play(a, "as de oros"),
    "08 check_trumps_out": lambda a: l08.check_trumps_out(l08.moment(8), a),
    "08 check_unseen_cargas": lambda a: l08.check_unseen_cargas(l08.moment(8), a),
    "08 check_padrona": lambda a: l08.check_padrona(l08.moment(8), a),
    "08 check_rival_hand": lambda a: l08.check_rival_hand(l08.moment(17), a),
    "08 drill answer": lambda a: _drill().answer(a),
    "09 check_endgame": lambda a: l09.check_endgame(l09.puzzles()[0].game(), a),
    "10 check_seven_second": lambda a: l10.check_seven_second(["tres de oros", "siete de oros"], "copas", a),
    "10 check_swap_card": lambda a: l10.check_swap_card("rey de oros", a),
    "10 check_swap_card trump": lambda a: l10.check_swap_card(a, "siete de oros"),
    "10 check_tie_break": lambda a: l10.check_tie_break([60, 60], [22, 18], a),
    "10 check_double_win": lambda a: l10.check_double_win([104, 16], a),
    "11 check_partner": lambda a: l11.check_partner(l11.after_the_call(l11.EXAMPLE, 1), a),
    "11 check_briscolone": lambda a: l11.check_briscolone(_briscolone(), a),
}

#: What students typed in the walkthrough that once gave a traceback, and their near relations.
TYPED = ["²", "9" * 5000, "٣", "Tú", "TU ", "el rival", "jugador 2", "6 de bastos", "Seis De Bastos",
         "tres oros", "3o", "8 de copas", "27", "", " ", "None", "[1, 2]", "jugador ²", "1,5", "½"]

_DRILLS: list[l08.MemoryDrill] = []


def _drill() -> l08.MemoryDrill:
    if not _DRILLS:
        drill = l08.MemoryDrill()
        while drill.question is None:
            drill.forward()
        _DRILLS.append(drill)
    return _DRILLS[0]


def _briscolone() -> Any:
    from briscola_teach import Game

    return Game.new(players=2, variant="briscolone", seed=2024)


def _is_verdict(said: object) -> bool:
    """A verdict a lesson shows: right, wrong or waiting, with at least one line of words."""
    ok = getattr(said, "ok", "missing")
    shown = str(said)
    return ok in (True, False, None) and bool(shown.strip()) and "Traceback" not in shown


def _answers() -> st.SearchStrategy[object]:
    scalars = st.one_of(st.text(max_size=40), st.integers(), st.sampled_from([10 ** 5000, -(10 ** 5000), 2 ** 64]),
                        st.floats(allow_nan=True), st.booleans(), st.none(), st.sampled_from(TYPED),
                        st.sampled_from([Card.parse("AO"), Rank.ACE, Suit.CUPS, ..., b"3O", object()]))
    return st.one_of(scalars, st.lists(scalars, max_size=5), st.tuples(scalars, scalars),
                     st.dictionaries(st.text(max_size=3), scalars, max_size=2), st.sets(st.integers(), max_size=3))


@pytest.mark.parametrize("name", sorted(ANSWERS))
@pytest.mark.parametrize("language", ["es", "en", "it"])
def test_what_students_typed_gets_a_verdict_never_a_traceback(name: str, language: str) -> None:
    set_language(language)
    for typed in TYPED:
        assert _is_verdict(ANSWERS[name](typed)), (name, typed)


@pytest.mark.parametrize("name", sorted(ANSWERS))
@settings(max_examples=60)
@given(answer=_answers())
def test_any_answer_gets_a_verdict_never_an_exception(name: str, answer: object) -> None:
    ATTEMPTS.reset()
    assert _is_verdict(ANSWERS[name](answer))


# ---------------------------------------------------------------------- one hint policy
#: A wrong answer to one exercise of each lesson, and a phrase only its solution says.
MISSES: dict[str, tuple[Callable[[], object], str]] = {
    "01": (lambda: l01.check_points(["as de oros", "sota de copas"], 12), "valen 13 puntos"),
    "02": (lambda: l02.check_trick(["tres de oros", "as de copas"], "bastos", 2), "se la lleva el jugador 1"),
    "04": (lambda: l04.check_muestra(2, 1, 1), "para el último en robar: el jugador 2"),
    "07": (lambda: l07.check_pairs([30, 20, 40, 30], 50), "70"),
    "08": (lambda: l08.check_trumps_out(l08.moment(9), 9), "fuera (la muestra"),
    "09": (lambda: l09.check_endgame(l09.puzzles()[20].game(), _wrong_endgame()), "lo mejor era"),
    "10": (lambda: l10.check_double_win([104, 16], 1), "cuenta por 2"),
    "11": (lambda: l11.check_briscolone(_briscolone(), 1), "as de bastos"),
}


def _wrong_endgame() -> Card:
    puzzle = l09.puzzles()[20]
    return min((c for c in puzzle.values if c not in puzzle.best), key=lambda c: c.index)


@pytest.mark.parametrize("lesson", sorted(MISSES))
def test_a_first_miss_gets_a_hint_and_the_second_the_solution(lesson: str) -> None:
    check, solution = MISSES[lesson]
    first, second = check(), check()
    assert getattr(first, "ok") is False and getattr(second, "ok") is False
    first, second = str(first), str(second)
    assert solution not in first, first
    assert solution in second, second
    assert text("answers.try_again") in first and text("answers.try_again") not in second


@pytest.mark.parametrize("language", ["es", "en", "it"])
def test_the_try_again_sentence_is_written_once_per_language(language: str) -> None:
    import importlib
    import pkgutil

    sentence = text("answers.try_again", language=language)
    package = importlib.import_module(f"briscola_teach.locale.{language}")
    holders = [f"{module.name}.{key}" for module in pkgutil.iter_modules(package.__path__)
               for key, said in getattr(importlib.import_module(f"{package.__name__}.{module.name}"),
                                        "TEXTS", {}).items() if sentence in str(said)]
    assert holders == ["answers.try_again"]


# ---------------------------------------------------------------------- quotes and brackets left out
@pytest.fixture
def shell() -> Any:
    """A real IPython shell with the lesson's first cell run, as a kernel runs it."""
    from IPython.core.interactiveshell import InteractiveShell

    from briscola_teach.lessons.notebook import show_errors_briefly

    shell = InteractiveShell.instance()
    show_errors_briefly(shell)
    yield shell
    shell.set_custom_exc((), None)


def _run(shell: Any, cell: str) -> str:
    """What a cell shows: its rich outputs as HTML and text, and what it printed."""
    from IPython.utils.capture import capture_output

    with capture_output() as captured:
        result = shell.run_cell(cell, store_history=True)
    assert not result.success
    shown = "".join(output.data.get("text/html", "") for output in captured.outputs)
    return shown + captured.stdout + captured.stderr


@pytest.mark.parametrize(("language", "cell", "says"), [
    ("es", "mi_respuesta = tu", 'escríbela entre comillas: mi_respuesta = &quot;tu&quot;'),
    ("en", "my_answer = you", 'put it in quotes: my_answer = &quot;you&quot;'),
    ("it", "la_mia_risposta = tu", 'scrivila tra virgolette: la_mia_risposta = &quot;tu&quot;'),
    ("es", 'mi_respuesta = rival\n', "mi_respuesta = &quot;rival&quot;"),
    ("es", "mi_respuesta = tres de oros", "mi_respuesta = &quot;tres de oros&quot;"),
    ("en", "my_card = ace of diamonds", "my_card = &quot;ace of diamonds&quot;"),
])
def test_an_answer_without_quotes_gets_one_line_that_says_what_to_write(shell: Any, language: str, cell: str,
                                                                       says: str) -> None:
    set_language(language)
    shown = _run(shell, cell)
    assert says in shown and "Traceback" not in shown and "NameError" not in shown and "SyntaxError" not in shown
    assert shown.count("bt-refused") == 1


def test_a_helper_not_yet_defined_asks_to_run_the_cells_above(shell: Any) -> None:
    shown = _run(shell, 'comprobar_cosa(2, mi_respuesta="tú")')
    assert "ejecuta primero las celdas de arriba" in shown and "NameError" not in shown


@pytest.mark.parametrize(("cell", "fixed"), [
    ('comprobar_baza(["as de oros", "tres de copas"], "oros", mi_respuesta=2',
     'comprobar_baza([&quot;as de oros&quot;, &quot;tres de copas&quot;], &quot;oros&quot;, mi_respuesta=2)'),
    ('mi_respuesta = "tu', "mi_respuesta = &quot;tu&quot;"),
    ('mi_orden = ["as", "tres", "rey"', "mi_orden = [&quot;as&quot;, &quot;tres&quot;, &quot;rey&quot;]"),
])
def test_a_bracket_or_quote_left_open_gets_the_line_written_right(shell: Any, cell: str, fixed: str) -> None:
    shown = _run(shell, cell)
    assert "Python no entiende esta línea" in shown and f"Escríbela así: {fixed}" in shown
    assert "SyntaxError" not in shown and "Traceback" not in shown


def test_a_line_python_cannot_read_and_no_bracket_mends_points_at_it(shell: Any) -> None:
    shown = _run(shell, "x = 1\nmi_respuesta = = 2")
    assert "línea 2 de la celda" in shown and "SyntaxError" not in shown


def test_an_error_in_the_students_own_code_keeps_its_traceback(shell: Any) -> None:
    shown = _run(shell, "def f():\n    return undefined_name\nf()")
    assert "bt-refused" not in shown
    shown = _run(shell, "int('siete')")
    assert "bt-refused" not in shown


def test_code_that_is_no_answer_is_not_quoted(shell: Any) -> None:
    shown = _run(shell, "x = 1 +")
    assert "&quot;1 +&quot;" not in shown and "línea 1 de la celda" in shown


# ---------------------------------------------------------------------- the solution, when asked for
#: One typed check per lesson that has them, asked for its solution in each language's words, and a word of its answer.
ASKING = {"es": "no sé", "en": "I don't know", "it": "non lo so"}
SOLVED: list[tuple[Callable[[str], Any], dict[str, str]]] = [
    (lambda asked: l02.check_trick(["CO", "3B", "RO"], "E", asked),
     {"es": "jugador 3", "en": "Player 3", "it": "giocatore 3"}),
    (lambda asked: l01.check_points(["AC", "3O"], asked), {"es": "21", "en": "21", "it": "21"}),
    (lambda asked: l04.check_counts(4, dealt=asked, rounds=1, tricks=1), {"es": "10", "en": "10", "it": "10"}),
    (lambda asked: l04.check_muestra(4, 2, asked), {"es": "jugador 1", "en": "player 1", "it": "giocatore 1"}),
    (lambda asked: l10.check_double_win([100, 20], asked), {"es": "1", "en": "1", "it": "1"}),
    (lambda asked: l07.check_pairs([30, 25, 35, 30], asked), {"es": "65", "en": "65", "it": "65"}),
]


@pytest.mark.parametrize("language", ["es", "en", "it"])
@pytest.mark.parametrize(("check", "answer"), SOLVED)
def test_an_answer_that_asks_for_the_solution_gets_it_at_once_and_counts_as_missed(
        language: str, check: Callable[[str], Any], answer: dict[str, str],
        tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from briscola_teach import progress
    from briscola_teach.exercises.answers import Solution
    from briscola_teach.locale import text

    monkeypatch.setenv(progress.FOLDER_VARIABLE, str(tmp_path))
    set_language(language)
    try:
        shown = check(ASKING[language])
        entries = progress.read(tmp_path)
    finally:
        set_language("es")
    assert isinstance(shown, Solution)
    said = str(shown)
    assert said.startswith(text("answers.solution_shown", language=language)) and answer[language] in said, said
    openers = text("answers.right_openers", language=language).split("|")
    assert not any(line.startswith(o) for line in shown.lines for o in openers), said
    assert [entry.ok for entry in entries] == [False]


@pytest.mark.parametrize("written", ["no sé", "NO SE", "¿solución?", "I don't know", "non lo so", " Soluzione "])
def test_the_words_that_ask_for_the_solution_are_read_in_any_language(written: str) -> None:
    from briscola_teach.exercises.answers import asks_for_solution

    assert asks_for_solution(written)


def test_a_wrong_answer_still_gets_a_hint_first_not_the_solution() -> None:
    ATTEMPTS.reset()
    first = l02.check_trick(["CO", "3B", "RO"], "E", 1)
    assert first.ok is False and "jugador 3" not in str(first)


def test_a_first_miss_of_the_winner_of_three_does_not_name_the_winner() -> None:
    ATTEMPTS.reset()
    first = l07.check_winner([38, 44, 38], 1)
    assert first.ok is False and "44" not in str(first) and "2" not in str(first)
    second = l07.check_winner([38, 44, 38], 3)
    assert "44" in str(second)


def test_no_lesson_as_shipped_asks_for_a_solution_so_run_all_shows_none() -> None:
    import ast
    import json
    from pathlib import Path

    from briscola_teach.exercises.answers import asks_for_solution

    lessons = sorted(Path(__file__).resolve().parents[1].glob("notebooks/*/[0-9][0-9]_*.ipynb"))
    assert len(lessons) >= 39
    for lesson in lessons:
        for cell in json.loads(lesson.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] != "code":
                continue
            source = "".join(cell["source"])
            strings = [node.value for node in ast.walk(ast.parse(source))
                       if isinstance(node, ast.Constant) and isinstance(node.value, str)]
            assert not any(asks_for_solution(s) for s in strings), (lesson.name, source)
