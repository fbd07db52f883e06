"""The trick lab and the trick quiz, driven as a student would: choices, clicks, what shows."""

from __future__ import annotations

import re

from briscola_teach import render
from briscola_teach import Card, trick_winner
from briscola_teach.explain import trick_explanation
from briscola_teach.exercises.cards import the
from briscola_teach.locale import text
from briscola_teach.widgets import TrickLab, TrickQuiz

C = Card.parse


def _plain(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html)


def _taken(seat: int, card: Card | str) -> str:
    """The lab's verdict line: who takes the trick, with which card."""
    return text("explain.taken", who=text("lessons_tricks.the_player", n=seat + 1), card=the(C(card)))


# ---------------------------------------------------------------- TrickLab


def test_two_of_trump_takes_the_led_ace() -> None:
    lab = TrickLab(["as de espadas", "dos de copas"], muestra="cinco de copas")
    seen = _plain(lab.verdict)
    assert _taken(1, "dos de copas") in seen
    assert "Puntos de la baza: 11." in seen
    assert ("El dos de copas es triunfo: gana al as de espadas (un triunfo mata cualquier carta de "
            "otro palo).") in seen
    assert "Los puntos no deciden quién gana: el dos de copas vale 0 y se lleva 11 puntos." in seen


def test_changing_the_muestra_changes_the_winner_and_the_rule() -> None:
    lab = TrickLab(["as de espadas", "dos de copas"], muestra="cinco de copas")
    lab.muestra_choice.value = C("cinco de oros")
    seen = _plain(lab.verdict)
    assert _taken(0, "as de espadas") in seen
    assert "Nadie más echó espadas ni triunfo: gana la carta que salió, el as de espadas." in seen
    assert "dos de copas no es" not in seen  # a blank of a third suit costs nothing: not named


def test_a_card_of_a_third_suit_never_wins_whatever_its_points() -> None:
    lab = TrickLab(["cuatro de bastos", "dos de bastos"], muestra="cinco de copas")
    lab.players_choice.value = 3
    lab.card_choices[2].value = C("as de oros")
    seen = _plain(lab.verdict)
    assert _taken(0, "cuatro de bastos") in seen
    assert ("El cuatro de bastos es la carta más alta de bastos, el palo de salida, y nadie echó "
            "triunfo: gana al dos de bastos.") in seen
    assert "El as de oros no es ni del palo de salida ni triunfo: no puede ganar." in seen
    assert "Puntos de la baza: 11." in seen


def test_duplicate_cards_are_refused_with_a_clear_message() -> None:
    lab = TrickLab(["as de espadas", "dos de copas"], muestra="cinco de copas")
    lab.card_choices[1].value = C("as de espadas")
    seen = _plain(lab.verdict)
    assert "Esta baza no se puede dar" in seen
    assert "El as de espadas aparece dos veces" in seen
    assert "Se lleva la baza" not in seen


def test_three_players_play_without_the_two_of_cups() -> None:
    lab = TrickLab(["as de espadas", "dos de copas", "rey de espadas"], muestra="cinco de oros")
    assert C("dos de copas") not in [card for _, card in lab.plays]
    assert all(C("dos de copas") not in [v for _, v in c.options] for c in lab.card_choices)
    assert "no se puede dar" not in _plain(lab.verdict)


def test_the_lessons_suggestion_of_three_players_can_always_be_dealt() -> None:
    lab = TrickLab(["as de espadas", "dos de copas"], muestra="cinco de copas", seed=2)
    lab.players_choice.value = 3
    assert "no se juega con el dos de copas" in _plain(lab.feedback)
    lab.card_choices[2].value = C("as de oros")
    seen = _plain(lab.verdict)
    assert "no se puede dar" not in seen and "Se lleva la baza" in seen
    for _ in range(20):
        lab.random_button.click()
        assert "no se puede dar" not in _plain(lab.verdict)


def test_four_players_name_partner_and_rivals_in_play_order() -> None:
    lab = TrickLab(["as de espadas", "tres de espadas", "rey de espadas", "siete de copas"],
                   muestra="cinco de copas", leader=1)
    descriptions = [c.description for c in lab.card_choices]
    assert descriptions == ["1.º Jugador 2 (sale):", "2.º Jugador 3:", "3.º Jugador 4:", "4.º Jugador 1:"]
    assert _taken(0, "siete de copas") in _plain(lab.verdict)


def test_fewer_players_hide_the_extra_seats() -> None:
    lab = TrickLab(["as de espadas", "dos de copas"])
    hidden = [c.layout.display for c in lab.card_choices]
    assert hidden == [None, None, "none", "none"]
    lab.players_choice.value = 4
    assert all(c.layout.display is None for c in lab.card_choices)
    assert len(lab.plays) == 4


def test_random_trick_button_deals_a_legal_trick_and_explains_it() -> None:
    lab = TrickLab(seed=3)
    before = lab.plays
    lab.random_button.click()
    assert lab.plays != before
    cards = [card for _, card in lab.plays]
    assert len(set(cards)) == len(cards) and lab.muestra not in cards
    winner_seat, winner_card = lab.plays[trick_winner(cards, lab.muestra.suit)]
    expected = _taken(winner_seat, winner_card)
    assert expected in _plain(lab.verdict)
    assert len(render.pictures(lab.static_html())) >= 2


# ---------------------------------------------------------------- TrickQuiz


def _winner_position(quiz: TrickQuiz) -> int:
    cards = [card for _, card in quiz.plays]
    assert quiz.muestra is not None
    return trick_winner(cards, quiz.muestra.suit)


def _reason(quiz: TrickQuiz) -> str:
    assert quiz.muestra is not None
    return trick_explanation([card for _, card in quiz.plays], quiz.muestra.suit).reason


def test_right_answer_scores_and_explains() -> None:
    quiz = TrickQuiz(seed=1)
    assert text("trick_lab.quiz_score_none") in quiz.scoreboard
    assert quiz.next_button.disabled
    quiz.buttons[_winner_position(quiz)].click()
    assert "✔ ¡Bien!" in quiz.feedback
    assert _reason(quiz) in _plain(quiz.feedback)
    assert text("trick_lab.quiz_score", right=1, asked=1, streak=1, best=1) in quiz.scoreboard
    assert all(b.disabled for b in quiz.buttons[: len(quiz.plays)])


def test_wrong_answer_gets_the_winner_and_the_reason() -> None:
    quiz = TrickQuiz(seed=1)
    wrong = (_winner_position(quiz) + 1) % len(quiz.plays)
    quiz.buttons[wrong].click()
    seen = _plain(quiz.feedback)
    assert "✘ No: se la lleva" in seen
    assert _reason(quiz) in seen
    assert text("trick_lab.quiz_score", right=0, asked=1, streak=0, best=0) in quiz.scoreboard


def test_running_score_over_several_tricks() -> None:
    quiz = TrickQuiz(seed=8)
    for i in range(4):
        position = _winner_position(quiz)
        quiz.buttons[position if i != 2 else (position + 1) % len(quiz.plays)].click()
        quiz.next_button.click()
    assert quiz.score == (3, 4)
    assert (quiz.streak, quiz.best_streak) == (1, 2)
    assert text("trick_lab.quiz_score", right=3, asked=4, streak=1, best=2) in quiz.scoreboard


def test_answering_twice_is_refused_with_a_message() -> None:
    quiz = TrickQuiz(seed=2)
    quiz.buttons[_winner_position(quiz)].click()
    quiz.buttons[0].click()
    assert "Ya has contestado esta baza" in quiz.feedback
    assert quiz.score == (1, 1)


def test_quiz_is_seeded_and_can_fix_the_table_size() -> None:
    assert TrickQuiz(seed=6).plays == TrickQuiz(seed=6).plays
    quiz = TrickQuiz(seed=6, players=4)
    for _ in range(10):
        assert len(quiz.plays) == 4
        assert sum(1 for b in quiz.buttons if b.layout.display != "none") == 4
        quiz.answer(0)
        quiz.next_trick()


def test_quiz_buttons_name_seat_and_card() -> None:
    quiz = TrickQuiz(seed=5, players=2)
    seat, card = quiz.plays[0]
    assert quiz.buttons[0].description.endswith(str(card))
    assert quiz.buttons[0].description.startswith(f"Jugador {seat + 1}")


def test_quiz_still_picture_shows_trick_and_muestra() -> None:
    quiz = TrickQuiz(seed=4)
    still = quiz.static_html()
    assert len(render.pictures(still)) == 2
    assert "¿Quién se lleva esta baza?" in still
    assert quiz.muestra is not None and f"muestra: {the(quiz.muestra)}" in still


def test_choosing_the_table_size_deals_a_trick_of_that_size_and_keeps_the_score() -> None:
    quiz = TrickQuiz(seed=3)
    quiz.buttons[_winner_position(quiz)].click()
    quiz.players_choice.value = 3
    assert len(quiz.plays) == 3 and quiz.score == (1, 1)
    assert not any(b.disabled for b in quiz.buttons[:3])
    for _ in range(5):
        quiz.next_trick()
        assert len(quiz.plays) == 3
    quiz.players_choice.value = 0  # any size again
    sizes = set()
    for _ in range(30):
        quiz.next_trick()
        sizes.add(len(quiz.plays))
    assert sizes == {2, 3, 4}
