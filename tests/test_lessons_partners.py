"""Lesson 07, in threes and in pairs: the table sizes, who wins, adding piles, playing for a partner."""

from __future__ import annotations

import html

import pytest

from briscola_teach import Game, set_language
from briscola_teach.coach import review
from briscola_teach.exercises import partners
from briscola_teach.exercises.cards import ATTEMPTS
from briscola_teach.exercises.partners import (
    PartnerDrill, check_pairs, check_partner_play, check_winner, comprobar_ganador, controlla_coppie,
    hand_to_review, judge_partner_play, pairs_hand, partner_positions, stock_out_game, table_sizes,
)
from briscola_teach.locale import text
from briscola_teach.mistakes import Mistake

from shown import says, shown_html


@pytest.fixture(autouse=True)
def spanish() -> None:
    set_language("es")
    ATTEMPTS.reset()


# -- the table sizes (RULES §4)
def test_table_sizes_follow_the_engine_deal_for_every_table() -> None:
    plain = repr(table_sizes()).splitlines()
    assert plain[1] == text("lessons_partners.sizes_plain", players=3, deck=39, dealt=9, rounds=10, tricks=13)
    assert plain[2] == text("lessons_partners.sizes_plain", players=3, deck=36, dealt=9, rounds=9, tricks=12)
    for (players, deck), line in zip(partners.TABLES, plain):
        game = Game.new(players=players, seed=1, deck=deck)
        dealt = sum(len(game.hand(s)) for s in range(players))
        assert f"{dealt} repartidas" in line
        assert f"{len(game.tricks) + game.options.tricks} bazas" in line
        assert f"{game.stock_size // players} rondas" in line


def test_the_36_card_deck_is_named_in_the_table() -> None:
    assert html.escape(text("lessons_partners.deck_36")) in shown_html(table_sizes())


# -- who wins with three (RULES §5: most points, a shared top)
def test_three_players_most_points_wins_without_61() -> None:
    feedback = check_winner([45, 40, 35], 1)
    assert feedback.ok is True
    assert text("lessons_partners.winner_right_one", n=1, points=45) in str(feedback)


def test_a_shared_top_needs_both_winners() -> None:
    assert check_winner([45, 45, 30], [1, 2]).ok is True
    assert check_winner([45, 45, 30], "jugador 1 y jugador 2").ok is True
    hint = check_winner([45, 45, 30], 1)
    shared = text("lessons_partners.reason_shared_missed", n=2, points=45)
    assert hint.ok is False and shared not in str(hint)
    wrong = check_winner([45, 45, 30], 1)
    assert wrong.ok is False
    assert shared in str(wrong)


def test_naming_a_player_not_at_the_top_gives_the_reason_then_the_answer() -> None:
    first = check_winner([30, 50, 40], 3)
    assert first.ok is False
    assert "jugador 2" not in str(first) and text("answers.try_again") in str(first)
    second = check_winner([30, 50, 40], 3)
    assert text("lessons_partners.reason_not_top", n=3, points=40, best=2, top=50) in str(second)
    assert text("lessons_partners.answer_one", n=2, points=50) in str(second)


@pytest.mark.parametrize("points, words", [
    ("45 40 35", "uno por jugador"),
    ([45, 40], "3 números"),
    ([50, 40, 35], "suman 125"),
    ([130, -5, -5], "130 puntos"),
    ([45.0, 40, 35], "uno por jugador"),
])
def test_junk_piles_are_refused_with_a_reason(points: object, words: str) -> None:
    feedback = check_winner(points, 1)
    assert feedback.ok is False and words in str(feedback)


@pytest.mark.parametrize("answer", ["cuatro", 4, 0, "", [], None])
def test_junk_winner_answers_are_explained(answer: object) -> None:
    feedback = check_winner([45, 40, 35], answer)
    assert feedback.ok is not True
    assert "mi_respuesta" in str(feedback)


# -- adding the piles of a pair (RULES §5: partners opposite, 0+2 against 1+3)
def test_partners_sit_opposite_and_add_their_piles() -> None:
    feedback = check_pairs([20, 31, 41, 28], 61)
    assert feedback.ok is True
    assert text("lessons_partners.pairs_right", mine=20, partner=41, total=61) in str(feedback)
    assert text("lessons_partners.pairs_win", total=61) in str(feedback)


@pytest.mark.parametrize("answer, reason, fields", [
    (20, "pairs_own_only", {}),
    (51, "pairs_neighbour", {"n": 2}),
    (48, "pairs_neighbour", {"n": 4}),
    (59, "pairs_rivals", {}),
    (70, "pairs_add", {}),
])
def test_each_wrong_sum_is_told_what_it_added(answer: int, reason: str, fields: dict[str, int]) -> None:
    feedback = check_pairs([20, 31, 41, 28], answer)
    assert feedback.ok is False and text(f"lessons_partners.{reason}", **fields) in str(feedback)


def test_a_60_all_hand_in_pairs_is_a_draw() -> None:
    assert text("lessons_partners.pairs_draw") in str(check_pairs([30, 30, 30, 30], "60 puntos"))


def test_junk_sums_are_explained() -> None:
    assert says(str(check_pairs([20, 31, 41, 28], "muchos")), "lessons_partners.bad_number", "given")
    assert check_pairs([20, 31, 41, 28], None).ok is None


# -- playing for a partner
def _spot(n: int) -> Game:
    return partner_positions()[n]


def test_every_spot_has_the_partner_winning_and_you_to_play() -> None:
    for game in partner_positions():
        assert game.players == 4 and game.turn == 0
        assert game.winning_seat() == 2
        assert len(game.hand(0)) == 3


def test_loading_the_biggest_safe_card_is_right() -> None:
    verdict = judge_partner_play(_spot(0), "as de copas")
    assert verdict.ok and verdict.kind == "loaded"


def test_trumping_a_partners_trick_is_wrong_with_the_reason() -> None:
    verdict = judge_partner_play(_spot(0), "dos de oros")
    assert not verdict.ok and verdict.kind == "trumped_partner"
    assert "as de copas" in verdict.lines[-1]


def test_a_blanca_on_a_safe_trick_is_the_partner_mistake() -> None:
    verdict = judge_partner_play(_spot(0), "cinco de bastos")
    assert not verdict.ok and verdict.kind == "not_loaded"
    assert "11 puntos" in verdict.lines[0]


def test_a_smaller_load_names_the_bigger_one() -> None:
    verdict = judge_partner_play(_spot(1), "rey de espadas")
    assert not verdict.ok and verdict.kind == "smaller_load"
    assert "tres de oros" in verdict.lines[0]


def test_the_top_trump_led_by_the_partner_is_safe_to_load_even_with_a_rival_to_play() -> None:
    verdict = judge_partner_play(_spot(2), "tres de copas")
    assert verdict.ok and verdict.kind == "loaded"
    assert "as de bastos" in verdict.lines[0]


def test_loading_is_risky_while_a_rival_may_still_take_the_trick() -> None:
    verdict = judge_partner_play(_spot(3), "as de copas")
    assert not verdict.ok and verdict.kind == "risky_load"
    assert "jugador 2" in verdict.lines[0]
    assert judge_partner_play(_spot(3), "seis de bastos").kind == "kept_low"


def test_the_verdict_agrees_with_the_coach_on_the_partner_mistake() -> None:
    game = _spot(0)
    game.play("cinco de bastos")
    entries = review(game, 0, samples=2)
    assert entries[-1].mistake is Mistake.PARTNER_NOT_LOADED


def test_a_card_not_in_hand_is_refused_and_the_drill_is_untouched() -> None:
    drill = PartnerDrill()
    with pytest.raises(ValueError, match="no está en tu mano"):
        drill.choose("as de oros")
    assert drill.answer is None and drill.tried == 0


def test_the_drill_counts_first_tries_and_ends() -> None:
    drill = PartnerDrill()
    right = ["as de copas", "siete de copas", "tres de copas", "seis de bastos"]
    for n, card in enumerate(right):
        drill.choose(card)
        with pytest.raises(ValueError):
            drill.choose(card)
        drill.next()
    assert drill.finished and (drill.right, drill.tried) == (3, 4)
    assert "3 de 4" in drill.score()
    with pytest.raises(ValueError):
        drill.next()
    drill.restart()
    assert (drill.number, drill.tried, drill.finished) == (0, 0, False)


@pytest.mark.parametrize("trick, card, ok", [
    (1, "as de copas", True),
    ("2", "siete de copas", False),
    (4, None, None),
    (9, "as de copas", False),
    ("primera", "as de copas", False),
    (1, "as de oros", False),
    (1, 42, False),
])
def test_the_typed_check_answers_everything_with_a_sentence(trick: object, card: object, ok: object) -> None:
    feedback = check_partner_play(trick, card)
    assert feedback.ok is ok
    assert feedback.lines and all(isinstance(line, str) and line for line in feedback.lines)


# -- the open-hands rule and the hand in pairs
def test_with_the_open_rule_you_see_your_partner_once_the_stock_is_out() -> None:
    game = stock_out_game(2024)
    view = game.view(0)
    assert game.stock_size == 0 and game.turn == 0
    assert set(view.known[2]) == set(game.hand(2))
    assert view.known[1] == () or set(view.known[1]) != set(game.hand(1)) or not game.hand(1)
    closed = stock_out_game(2024, open_partner_hands=False).view(0)
    assert len(closed.known[2]) < len(game.hand(2))


def test_the_sample_hand_in_pairs_has_the_partner_mistake() -> None:
    game = pairs_hand()
    assert game.players == 4 and game.is_over
    assert Mistake.PARTNER_NOT_LOADED in review(game, 0, samples=2).counts()


def test_hand_to_review_takes_a_finished_table_hand_and_falls_back_otherwise() -> None:
    class Table:
        def __init__(self, game: Game) -> None:
            self.game = game

    finished = pairs_hand()
    assert hand_to_review(Table(finished)) is finished
    fresh = Game.new(players=4, seed=3)
    assert hand_to_review(Table(fresh)).is_over
    assert hand_to_review(object()).is_over


# -- the names students type
def test_the_aliases_take_translated_parameters() -> None:
    assert comprobar_ganador(puntos=[45, 40, 35], mi_respuesta=1).ok is True
    assert controlla_coppie(punti=[20, 31, 41, 28], la_mia_risposta=61).ok is True


@pytest.mark.parametrize("language", ["es", "en", "it"])
def test_every_text_of_the_lesson_exists_in_every_language(language: str) -> None:
    set_language(language)
    drill = PartnerDrill()
    assert drill.situation()
    verdict = drill.choose(drill.game.hand(0)[0])
    assert verdict.lines[0]
    assert text("lessons_partners.q_next") and repr(table_sizes())
    assert str(check_pairs([20, 31, 41, 28], 51))


def test_three_players_all_level_is_a_draw_and_nobody_wins() -> None:
    assert check_winner([40, 40, 40], "nadie").ok is True
    check_winner([40, 40, 40], 1)  # the first miss gets a hint
    wrong = check_winner([40, 40, 40], 1)
    assert wrong.ok is False and "no gana nadie" in str(wrong)
    check_winner([41, 40, 39], "empate")
    assert "Alguien gana" in str(check_winner([41, 40, 39], "empate"))
