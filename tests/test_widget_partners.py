"""Lesson 07's screen: your partner is winning the trick, you pick the card to add."""

from __future__ import annotations

import pytest

import html

from briscola_teach import Card, set_language
from briscola_teach.exercises.cards import the
from briscola_teach.locale import text
from briscola_teach.widgets.partners import PartnerQuiz


@pytest.fixture(autouse=True)
def spanish() -> None:
    set_language("es")


def _button(screen: PartnerQuiz, name: str) -> object:
    return next(b for b in screen.card_buttons if b.description == name)


def test_the_screen_shows_the_situation_and_your_three_cards() -> None:
    screen = PartnerQuiz()
    assert [b.description for b in screen.card_buttons] == [str(Card.parse(code)) for code in ("5B", "AC", "2O")]
    assert html.escape(text("lessons_partners.spot_last_three", card=the(Card.parse("3E")))) in screen.prompt
    assert screen.next_button.disabled


def test_clicking_the_load_says_right_and_locks_the_hand() -> None:
    screen = PartnerQuiz()
    _button(screen, "as de copas").click()
    assert screen.answered and screen.score == (1, 1)
    assert "✔" in screen.feedback and "11 puntos" in screen.feedback
    assert all(b.disabled for b in screen.card_buttons)
    assert not screen.next_button.disabled


def test_clicking_a_trump_on_the_partners_trick_says_why_it_is_wrong() -> None:
    screen = PartnerQuiz()
    _button(screen, "dos de oros").click()
    assert "✘" in screen.feedback and "triunfo" in screen.feedback
    assert screen.score == (0, 1)


def test_next_goes_through_the_four_tricks_and_ends_with_the_score() -> None:
    screen = PartnerQuiz()
    for _ in range(4):
        screen.card_buttons[0].click()
        screen.next_button.click()
    assert screen.drill.finished
    assert text("lessons_partners.q_finished", right=screen.score[0], tried=4) in screen.prompt
    screen.restart_button.click()
    assert screen.score == (0, 0) and not screen.answered


def test_a_refused_action_shows_in_the_screen() -> None:
    screen = PartnerQuiz()
    screen.next_button.disabled = False
    screen.next_button.click()
    assert text("lessons_partners.q_answer_first") in screen.feedback


def test_the_still_picture_names_the_situation() -> None:
    still = PartnerQuiz().static_html()
    assert html.escape(text("lessons_partners.spot_last_three", card=the(Card.parse("3E")))) in still
    assert "<svg" in still or "<img" in still
