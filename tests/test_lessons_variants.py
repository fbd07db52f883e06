"""Lesson 10, the variants of RULES §8: each one's effect comes from the engine, and every check explains."""

from __future__ import annotations

import pytest

from briscola_teach import Card, set_language
from briscola_teach.bots.solver import play_values
from briscola_teach.exercises.cards import ATTEMPTS
from briscola_teach.lessons.variants import (
    VARIANTS, check_double_win, check_seven_second, check_swap_card, check_tie_break, compare_trick,
    comprobar_cambio, controlla_sette, pizzico_sizes, scoperta_game, scoperta_values, variants_table,
)
from briscola_teach.rules import Options


@pytest.fixture(autouse=True)
def spanish() -> None:
    set_language("es")
    ATTEMPTS.reset()


def test_every_variant_listed_is_an_option_the_engine_plays() -> None:
    for _, options in VARIANTS:
        assert Options.build(2, **options).changed() == options
    assert len(repr(variants_table()).splitlines()) == len(VARIANTS)


def test_the_seven_second_takes_the_three_and_its_ten_points() -> None:  # RULES §8, sources 001 and 003
    said = str(compare_trick(["tres de oros", "siete de oros"], "copas"))
    assert "siempre gana el tres de oros, y la baza vale 10" in said
    assert "segunda gana el siete de oros, y la baza vale 10" in said


def test_an_ace_led_is_still_the_winner_with_the_seven_second_but_the_three_is_worth_nothing() -> None:
    said = str(compare_trick(["tres de oros", "as de oros"], "copas"))
    assert "vale 21" in said and "vale 11" in said and "no cambia quién gana" in said


def test_the_seven_second_check_hints_first_then_answers() -> None:
    trick = ["tres de oros", "siete de oros"]
    assert check_seven_second(trick, "copas", 2).ok is True
    assert check_seven_second(trick, "copas", "siete de oros").ok is True
    first = check_seven_second(trick, "copas", 1)
    assert first.ok is False and "orden de la variante" in str(first) and "No:" not in str(first)
    second = check_seven_second(trick, "copas", 1)
    assert "gana el siete de oros, no el tres de oros" in str(second)


def test_a_card_the_deck_has_not_is_said_so_in_the_seven_check_as_in_lesson_2() -> None:
    # The walk's finding: "8 de copas" got "no es un jugador de esta mesa" here, and lesson 2 says the deck has no eights.
    from briscola_teach.lessons.tricks import check_trick

    trick = ["tres de oros", "siete de oros"]
    said = str(check_seven_second(trick, "copas", "8 de copas"))
    assert "ochos" in said and said == str(check_trick(trick, "copas", "8 de copas"))
    assert check_seven_second(trick, "copas", "jugador 2").ok is True


@pytest.mark.parametrize("answer", ["jugador 9", "nadie", 0, [1]])
def test_junk_answers_to_the_seven_check_get_a_sentence(answer: object) -> None:
    feedback = check_seven_second(["tres de oros", "siete de oros"], "copas", answer)
    assert feedback.ok is False and str(feedback).strip("✘ ")


@pytest.mark.parametrize("muestra, card", [
    ("as de oros", "siete de oros"), ("sota de oros", "siete de oros"),
    ("siete de oros", "dos de oros"), ("cuatro de oros", "dos de oros"),
])
def test_the_seven_or_two_form_names_its_card(muestra: str, card: str) -> None:  # source 003
    assert check_swap_card(muestra, card).ok is True
    wrong = "dos de oros" if card.startswith("siete") else "siete de oros"
    hint = check_swap_card(muestra, wrong)   # a first miss: the rule to look at, not the card
    assert hint.ok is False and card not in str(hint) and "más alta o más baja que el siete" in str(hint)
    feedback = check_swap_card(muestra, wrong)
    assert feedback.ok is False and card in str(feedback)


def test_a_two_turned_up_has_nothing_to_swap_and_junk_is_explained() -> None:
    assert "nada que cambiar" in str(check_swap_card("dos de oros", "siete de oros"))
    assert "«xx» no vale" in str(check_swap_card("rey de oros", "xx"))
    assert "no vale" in str(check_swap_card("rey de oros", 7))
    assert check_swap_card("rey de nada", "siete de oros").ok is False


def test_scoperta_shows_every_hand_and_the_solver_answers_for_each_card() -> None:
    game = scoperta_game(2024)
    assert game.stock_size == 0 and game.turn == 0
    assert set(game.view(0).known[1]) == set(game.hand(1))
    values = play_values(game)
    said = str(scoperta_values(game))
    for card, points in values.items():
        assert f"{card}: {points} puntos" in said
    best = max(values.values())
    assert any(f"{c}" in said.splitlines()[-1] for c, v in values.items() if v == best)


def test_the_solver_refuses_a_position_with_stock_in_a_sentence() -> None:
    from briscola_teach import Game

    assert scoperta_values(Game.new(players=2, seed=1, open_hands=True)).ok is False


def test_a_pizzico_deals_five_and_draws_fewer_rounds() -> None:
    lines = repr(pizzico_sizes()).splitlines()
    assert "cartas en la mano 5 · repartidas 10 · rondas de robo 15 · bazas 20" in lines[1]
    assert "cartas en la mano 5 · repartidas 20 · rondas de robo 5 · bazas 10" in lines[5]


def test_the_tie_break_gives_a_60_all_hand_to_more_cards() -> None:  # source 003
    assert check_tie_break([60, 60], [22, 18], 1).ok is True
    hint = check_tie_break([60, 60], [22, 18], "empate")
    assert hint.ok is False and "22 contra 18" not in str(hint) and "solo a 60" in str(hint)
    wrong = check_tie_break([60, 60], [22, 18], "empate")
    assert wrong.ok is False and "22 contra 18" in str(wrong)
    assert check_tie_break([60, 60], [20, 20], "empate").ok is True
    assert check_tie_break([61, 59], [18, 22], 1).ok is True


@pytest.mark.parametrize("points, cards", [([60, 61], [20, 20]), ("60-60", [20, 20]), ([60, 60], [20, 21])])
def test_junk_piles_for_the_tie_break_are_explained(points: object, cards: object) -> None:
    feedback = check_tie_break(points, cards, 1)
    assert feedback.ok is False and "dos números" in str(feedback)


def test_the_double_win_counts_a_hand_over_100_twice() -> None:  # source 003
    assert check_double_win([104, 16], 2).ok is True
    assert check_double_win([100, 20], 1).ok is True
    assert check_double_win([60, 60], "0").ok is True
    hint = check_double_win([104, 16], 1)
    assert hint.ok is False and "no por 1" not in str(hint)
    wrong = check_double_win([104, 16], 1)
    assert wrong.ok is False and "cuenta por 2, no por 1" in str(wrong) and "pasa de 100" in str(wrong)
    assert "0, 1 o 2" in str(check_double_win([80, 40], "dos"))


def test_the_aliases_take_translated_parameters() -> None:
    assert comprobar_cambio(triunfo="rey de oros", mi_respuesta="siete de oros").ok is True
    assert controlla_sette(carte=["tres de oros", "siete de oros"], briscola="copas", la_mia_risposta=2).ok


@pytest.mark.parametrize("language", ["es", "en", "it"])
def test_every_text_exists_in_every_language(language: str) -> None:
    set_language(language)
    assert repr(variants_table()) and repr(pizzico_sizes())
    assert str(compare_trick([Card.parse("tres de oros"), Card.parse("siete de oros")], "copas"))
    assert str(check_tie_break([60, 60], [22, 18], 2)) and str(check_double_win([104, 16], 1))
    assert str(check_swap_card("rey de oros", "dos de oros"))


# -- hands played with each variant
@pytest.mark.parametrize("variant, options", VARIANTS)
def test_each_variant_hand_is_played_with_its_options(variant: str, options: dict[str, object]) -> None:
    from briscola_teach.lessons.variants import hand_summary, variant_hand

    game = variant_hand(variant, seed=2024)
    assert game.is_over and sum(game.points) == 120
    assert game.options.changed() == options
    assert f"«{hand_summary(game, variant).split('«')[1].split('»')[0]}»" in hand_summary(game, variant)


def test_an_unknown_variant_is_refused_with_the_known_ones() -> None:
    from briscola_teach.lessons.variants import variant_hand

    with pytest.raises(ValueError, match="seven_second"):
        variant_hand("briscolone")


def test_the_machine_swaps_in_the_seven_or_two_form_only_after_a_trick() -> None:
    from briscola_teach.lessons.variants import variant_hand

    game = variant_hand("seven_or_two", seed=2024)
    assert game.swapped_by is not None and game.swap_at is not None
    number, _ = game.swap_at
    assert number > 1 or game.tricks[0].winner == game.swapped_by


def test_a_trick_pictured_with_the_seven_second_counts_its_points() -> None:  # RULES §8
    # The finding: the lab's picture said "14 punti" for asso, sette, cavallo, due of the trump suit
    # while its verdict said 24; a table with the seven second captioned a trick of two threes "20 puntos".
    import html
    import re

    from briscola_teach import Game, Rank
    from briscola_teach.rules import trick_points
    from briscola_teach.widgets import CardTable, TrickLab

    lab = TrickLab(["as de copas", "siete de copas", "caballo de copas", "dos de copas"], muestra="sota de copas",
                   seven_second=True)
    cards = [card for _, card in lab.plays]
    assert trick_points(cards, seven_second=True) == 24 != trick_points(cards)
    assert "24 puntos" in html.unescape(lab.static_html()) and "14 puntos" not in html.unescape(lab.static_html())
    lab.seven_second = False
    assert "14 puntos" in html.unescape(lab.static_html())
    table = CardTable(players=2, level="random", seed=1, seven_second=True, learning=True)
    game: Game = table.game
    while not any(card.rank in (Rank.THREE, Rank.SEVEN) for trick in game.tricks for _, card in trick.plays):
        table.play(game.legal_plays()[0])
    last = game.tricks[-1]
    points = trick_points([card for _, card in last.plays], seven_second=True)
    assert points != trick_points([card for _, card in last.plays])
    shown = set(re.findall(r"(\d+) puntos", html.unescape(table.last_trick)))
    assert shown == {str(points)}, shown
