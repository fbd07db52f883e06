"""Lessons 01 and 02 helpers: the reasons they give agree with the rules engine and read right."""

from __future__ import annotations

import itertools
import random

import pytest

from briscola_teach import render
from briscola_teach import DECK, Card, Rank, Suit, rules, trick_winner
from briscola_teach.exercises import cards as lesson
from briscola_teach.lessons import tricks
from briscola_teach.locale import using

from shown import shown_html

C = Card.parse


# ---------------------------------------------------------------- order of strength, RULES §1


def test_table_of_ranks_sorted_by_strength_is_the_rules_order() -> None:
    assert lesson.ranks_by("strength") == list(rules.STRENGTH_ORDER)


def test_table_of_ranks_by_points_puts_the_cargas_first_and_the_blancas_by_strength() -> None:
    order = lesson.ranks_by("points")
    assert order[:5] == [Rank.ACE, Rank.THREE, Rank.KING, Rank.KNIGHT, Rank.JACK]
    assert order[5:] == [Rank.SEVEN, Rank.SIX, Rank.FIVE, Rank.FOUR, Rank.TWO]


def test_table_of_ranks_shows_points_and_place_for_every_rank() -> None:
    table = lesson.ranks_table("number")
    assert table["card"] == ["as", "dos", "tres", "cuatro", "cinco", "seis", "siete", "sota", "caballo", "rey"]
    assert table.row("tres")["points"] == 10
    assert table.row("tres")["strength"] == 2 and table.labels["strength"] == "fuerza (1 = la más fuerte)"
    assert sum(table["points"]) == 30  # a suit is worth 30, the deck 120
    assert table.row("as")["kind"] == "carga" and table.row("siete")["kind"] == "blanca"


@pytest.mark.parametrize("language, style, figures", [
    ("es", None, {"sota": 10, "caballo": 11, "rey": 12}),
    ("it", None, {"fante": 8, "cavallo": 9, "re": 10}),
    ("en", None, {"jack": "J", "queen": "Q", "king": "K"}),
    ("it", "spanish", {"fante": 10, "cavallo": 11, "re": 12}),
    ("es", "italian", {"sota": 8, "caballo": 9, "rey": 10}),
])
def test_table_of_ranks_numbers_the_figures_as_the_deck_in_force_prints_them(
        language: str, style: str | None, figures: dict[str, int | str]) -> None:
    with using(language, style):
        table = lesson.ranks_table("number")
        assert {name: table.row(name)["number"] for name in figures} == figures
        assert table["number"][1:7] == [2, 3, 4, 5, 6, 7]
        # What the table shows is what the student may type back.
        assert all(lesson.parse_rank(mark) is lesson.parse_rank(name) for name, mark in figures.items())


@pytest.mark.parametrize("language, given", [("it", 12), ("it", "11"), ("es", 8), ("en", 12), ("en", "10")])
def test_a_number_the_deck_in_force_does_not_print_is_no_rank(language: str, given: object) -> None:
    with using(language), pytest.raises(ValueError, match=f"[«“]{given}[»”]"):
        lesson.parse_rank(given)


def test_unknown_sort_is_refused_in_spanish() -> None:
    with pytest.raises(ValueError, match="Se puede ordenar por fuerza, puntos, número"):
        lesson.ranks_by("colour")


def test_three_beats_king_although_its_number_is_lower() -> None:
    sentence = lesson.why_stronger(C("tres de oros"), C("rey de oros"))
    assert sentence.startswith("El tres de oros gana al rey de oros aunque su número es menor")


def test_reason_uses_the_feminine_article_for_the_sota() -> None:
    assert "gana a la sota de copas" in lesson.why_stronger(C("rey de copas"), C("sota de copas"))
    assert lesson.why_stronger(C("sota de copas"), C("siete de copas")).startswith("Las figuras")


def test_why_stronger_refuses_a_weaker_card() -> None:
    with pytest.raises(ValueError):
        lesson.why_stronger(C("rey de oros"), C("tres de oros"))


def test_every_pair_of_one_suit_has_a_reason() -> None:
    for strong, weak in itertools.permutations(Rank, 2):
        if rules.strength(Card(strong, Suit.CUPS)) > rules.strength(Card(weak, Suit.CUPS)):
            assert lesson.why_stronger(strong, weak)[0].isupper()


# ---------------------------------------------------------------- comparing two cards in a trick


def test_two_of_trump_beats_the_ace_of_the_suit_led() -> None:
    comparison = lesson.compare(C("as de espadas"), C("dos de copas"), led=Suit.SWORDS, trump=Suit.CUPS)
    assert comparison.winner is C("dos de copas")
    assert comparison.winner_in_led is C("as de espadas")
    assert comparison.trump_changed
    assert "un triunfo gana a cualquier carta de otro palo" in comparison.sentence
    assert "el triunfo lo cambia" in comparison.trump_note


def test_carga_of_a_third_suit_never_wins_and_the_reason_names_its_points() -> None:
    comparison = lesson.compare(C("as de oros"), C("cuatro de bastos"), led=Suit.CLUBS, trump=Suit.CUPS)
    assert comparison.winner is C("cuatro de bastos")
    assert "no puede ganar, aunque vale 11 puntos" in comparison.sentence


def test_two_cards_of_a_third_suit_neither_can_win() -> None:
    comparison = lesson.compare(C("as de oros"), C("rey de oros"), led=Suit.CLUBS, trump=Suit.CUPS)
    assert comparison.winner is None and comparison.winner_in_led is None
    assert "ninguna puede ganar" in comparison.sentence


def test_comparison_agrees_with_trick_winner_for_every_pair_and_suits() -> None:
    rng = random.Random(7)
    for _ in range(600):
        first, second = rng.sample(DECK, 2)
        trump = rng.choice(list(Suit))
        led = first.suit  # in a real trick the first card sets the suit led
        comparison = lesson.compare(first, second, led=led, trump=trump)
        expected = (first, second)[trick_winner([first, second], trump)]
        assert comparison.winner is expected
        assert comparison.sentence


def test_same_card_twice_is_refused() -> None:
    with pytest.raises(ValueError, match="dos cartas distintas"):
        lesson.compare(C("as de oros"), C("as de oros"), led=Suit.COINS, trump=Suit.CUPS)


# ---------------------------------------------------------------- ordering


def test_wrong_order_gets_the_right_correction() -> None:
    check = lesson.grade_order([C("rey de oros"), C("tres de oros"), C("as de oros")])
    assert not check.ok
    assert check.expected == (C("as de oros"), C("tres de oros"), C("rey de oros"))
    assert any("El rey de oros no puede ir antes que el tres de oros" in line
               and "aunque su número es menor" in line for line in check.corrections)
    assert check.places == (False, True, False)


def test_right_order_is_praised() -> None:
    check = lesson.grade_order([C("as de copas"), C("caballo de copas"), C("cuatro de copas")])
    assert check.ok and check.corrections == ()
    assert check.message().startswith("¡Correcto!")


def test_comprobar_orden_accepts_words_and_numbers_and_names_what_is_missing() -> None:
    full = ["as", "3", "rey", "caballo", "sota", 7, "seis", "5", "cuatro", "dos"]
    assert lesson.check_order(full).ok
    partial = lesson.check_order(["as", "rey", "tres"])
    assert not partial.ok
    text = str(partial)
    assert text.startswith("✘")
    assert "el tres gana al rey aunque su número es menor" in text.lower()
    assert "Te falta: el caballo, la sota" in text


def test_comprobar_orden_reports_a_repeated_rank_and_junk() -> None:
    assert "Has repetido: el rey" in str(lesson.check_order(["as", "tres", "rey", "rey"]))
    junk = lesson.check_order(["as", "comodín"])
    assert not junk.ok and "«comodín» no es una carta" in str(junk)


def test_comprobar_orden_refuses_cards_of_two_suits() -> None:
    feedback = lesson.check_order(["as de oros", "tres de copas"])
    assert not feedback.ok and "del mismo palo" in str(feedback)


def test_check_pick_says_which_card_was_stronger() -> None:
    remaining = [C("rey de bastos"), C("tres de bastos"), C("dos de bastos")]
    right, why = lesson.check_pick(C("rey de bastos"), remaining)
    assert not right
    assert why.startswith("Aquí no: el tres de bastos es más fuerte que el rey de bastos")
    assert lesson.check_pick(C("tres de bastos"), remaining)[0]


def test_order_exercise_is_seeded_one_suit_and_holds_a_surprise() -> None:
    for seed in range(50):
        cards = lesson.order_exercise(random.Random(seed), size=5)
        assert cards == lesson.order_exercise(random.Random(seed), size=5)
        assert len(set(cards)) == 5 and len({c.suit for c in cards}) == 1
        assert any(c.rank in (Rank.ACE, Rank.THREE) for c in cards)


# ---------------------------------------------------------------- points


def test_comprobar_puntos_counts_card_by_card() -> None:
    pile = ["as de oros", "rey de copas", "siete de bastos", "tres de espadas"]
    right = lesson.check_points(pile, 25)
    assert right.ok and "valen 25 puntos" in str(right)
    assert "Las cargas (ases y treses) ponen 21" in str(right)
    hint = lesson.check_points(pile, 24)
    assert not hint.ok and "Pista" in str(hint) and "25" not in str(hint)
    wrong = lesson.check_points(pile, 24)
    assert not wrong.ok and "valen 25 puntos, no 24" in str(wrong)
    assert "siete de bastos" in str(wrong)  # named among the blancas


def test_comprobar_puntos_wants_a_number() -> None:
    assert "tiene que ser un número" in str(lesson.check_points(["as de oros"], "once"))


def test_points_table_totals_the_pile() -> None:
    table = lesson.points_table(["as de oros", "sota de copas"])
    assert table.row("total")["points"] == 13 and table["points"] == [11, 2, 13]


def test_feedback_shows_as_html_with_a_picture() -> None:
    html = shown_html(lesson.check_points(["as de oros"], 11))
    assert "✔" in html and render.pictures(html)


# ---------------------------------------------------------------- tricks, RULES §3


def test_random_tricks_are_real_tricks() -> None:
    rng = random.Random(11)
    for _ in range(300):
        cards, muestra = tricks.random_trick(rng, 3)
        assert len(cards) == 3 and len(set(cards)) == 3 and muestra not in cards
        assert C("dos de copas") not in (*cards, muestra)  # three players play without it (RULES §4)


def test_comprobar_baza_by_position_and_by_name() -> None:
    trick = ["as de espadas", "rey de oros", "dos de copas"]
    assert tricks.check_trick(trick, "copas", 3).ok
    assert tricks.check_trick(trick, C("cinco de copas"), "dos de copas").ok
    hint = tricks.check_trick(trick, "copas", "as de espadas")
    assert not hint.ok and "Pista" in str(hint) and "dos de copas" not in str(hint)
    wrong = tricks.check_trick(trick, "copas", "as de espadas")
    assert not wrong.ok
    assert str(wrong).startswith(
        "✘ No: se la lleva el jugador 3, con el dos de copas, no el as de espadas.")
    assert "no está en esta baza" in str(tricks.check_trick(trick, "copas", "tres de oros"))
    assert "(1, 2 o 3, como 2" in str(tricks.check_trick(trick, "copas", 5))


@pytest.mark.parametrize("answer", [3, "3", "Jugador 3", "jugador 3", "el JUGADOR 3", " 3 "])
def test_comprobar_baza_takes_the_player_as_a_student_writes_it(answer: object) -> None:
    assert tricks.check_trick(["as de espadas", "rey de oros", "dos de copas"], "copas", answer).ok


@pytest.mark.parametrize("answer", [3.5, None, [3], "nadie", True])
def test_comprobar_baza_answers_a_wrong_type_with_a_spanish_sentence(answer: object) -> None:
    feedback = tricks.check_trick(["as de espadas", "rey de oros", "dos de copas"], "copas", answer)
    assert feedback.ok is not True
    assert "mi_respuesta" in str(feedback)


def test_invented_trick_is_checked_against_each_condition() -> None:
    short = tricks.check_cheap_winner(["tres de oros", "as de oros", "rey de espadas"], "copas")
    assert not short.ok
    assert "cuatro jugadores" in str(short) and "valer 0 puntos" in str(short)
    few = tricks.check_cheap_winner(["cuatro de oros", "cinco de oros", "siete de copas",
                                            "rey de espadas"], "copas")
    assert not few.ok and "más de 20 puntos" in str(few)
    good = tricks.check_cheap_winner(["tres de oros", "as de oros", "siete de copas",
                                             "rey de espadas"], "copas")
    assert good.ok and "25 puntos" in str(good)


def test_trick_table_marks_roles_and_winner() -> None:
    table = tricks.trick_table(["as de espadas", "rey de oros", "dos de copas"], "copas")
    assert table["role"] == ["palo de salida", "otro palo (no puede ganar)", "triunfo"]
    assert table["wins"] == ["", "", "✔"]
    assert table.index == "who" and table["who"] == ["Jugador 1", "Jugador 2", "Jugador 3"]


def test_reasons_follow_the_chosen_language() -> None:
    from briscola_teach import set_language

    set_language("en")
    try:
        sentence = lesson.why_stronger(Card.parse("three of coins"), Card.parse("king of coins"))
        assert sentence.startswith("The three of diamonds beats the king of diamonds although its number is lower")
        assert lesson.parse_rank("the king") is Rank.KING
        assert str(tricks.check_trick(["ace of swords", "two of cups"], "cups", 2)).startswith("✔ Well done!")
    finally:
        set_language("es")
    assert lesson.parse_rank("la sota") is Rank.JACK


def test_tables_show_decimal_commas() -> None:
    table = lesson.show_table(lesson.ranks_table())
    assert table == lesson.ranks_table()
    pd = pytest.importorskip("pandas")
    frame = pd.DataFrame({"veces": [3, 1], "coste medio": [4.5, 10.0]})
    shown = lesson.show_table(frame)
    assert "<td>4,5</td>" in shown_html(shown) and "<td>10</td>" in shown_html(shown)
    assert shown["coste medio"] == [4.5, 10.0] and shown["veces"] == [3, 1]  # the numbers themselves are kept
    with pytest.raises(ValueError, match="hace falta una tabla"):
        lesson.show_table([1, 2])


@pytest.mark.parametrize("call", [
    lambda: lesson.check_order(3),
    lambda: lesson.check_order("as, tres"),
    lambda: lesson.check_points(3, 10),
    lambda: lesson.check_points("as de oros", 11),
    lambda: lesson.check_points(["as de oros", "as de oros"], 22),
    lambda: tricks.check_trick("as de oros", "copas", 1),
    lambda: tricks.check_trick(None, "copas", 1),
    lambda: tricks.explain_trick(7, "copas"),
    lambda: tricks.check_cheap_winner(4, "copas"),
], ids=["order-int", "order-str", "pile-int", "pile-str", "pile-twice", "trick-str", "trick-none",
        "explain-int", "invented-int"])
def test_a_wrong_type_gets_one_spanish_line_not_a_traceback(call) -> None:
    feedback = call()
    assert feedback.ok is False and len(feedback.lines) == 1
    assert "Error" not in str(feedback)
