"""Lesson 11's screens: the hand of chiamata step by step, and naming the partner from the plays."""

from __future__ import annotations

import pytest

from briscola_teach import Rank, set_language
from briscola_teach.exercises.chiamata import EXAMPLE, hand_steps
from briscola_teach.locale import text, words
from briscola_teach.render import pictures
from briscola_teach.widgets import ChiamataStepper, PartnerReadingQuiz


@pytest.fixture(autouse=True)
def spanish() -> None:
    set_language("es")


def test_next_tells_the_next_bid_and_why() -> None:
    screen = ChiamataStepper(EXAMPLE)
    assert screen.navigator.previous_button.disabled
    screen.navigator.next_button.click()
    assert screen.index == 1
    said = words()
    assert said.text("lessons_chiamata.bid_made", who=said.capital(said.seat_in_sentence(5, None, 4)),
                     rank=said.the(Rank.ACE)) in screen.explanation
    assert text("lessons_chiamata.stepper_counter", number=2, total=13) in screen.navigator.label.value


def test_the_last_step_is_the_call_and_next_stops_there() -> None:
    screen = ChiamataStepper(EXAMPLE)
    screen.navigator.last_button.click()
    assert screen.current.kind == "call" and screen.navigator.next_button.disabled
    assert "seis de bastos" in screen.explanation


def test_the_whole_hand_steps_to_the_match_points() -> None:
    screen = ChiamataStepper(EXAMPLE, whole=True)
    assert len(screen.steps) == len(hand_steps(EXAMPLE, whole=True)) == 53
    screen.navigator.last_button.click()
    outcome = screen.current.game.outcome
    assert outcome is not None
    shares = ", ".join(text("lessons_chiamata.match_share", who=text("common.player", n=seat + 1), points=f"{points:+d}")
                       for seat, points in enumerate(outcome.match_points))
    assert text("lessons_chiamata.match_points", shares=shares) in screen.explanation


def test_the_still_picture_keeps_the_hands_as_images() -> None:
    still = ChiamataStepper(EXAMPLE, step=4).static_html()
    said = words()
    called = said.text("lessons_chiamata.bid_made", who=said.capital(said.seat_in_sentence(5, None, 2)),
                       rank=said.the(Rank.THREE))
    assert len(pictures(still)) == 5 and called in still


def test_the_quiz_names_each_seat_from_the_readers_place() -> None:
    screen = PartnerReadingQuiz()
    names = [b.description for b in screen.answer_buttons]
    assert names == [*words().seats(5, 0).values(), text("lessons_chiamata.no_sign_button")]
    assert screen.next_button.disabled and screen.drill.situation() in screen.prompt


def test_a_wrong_click_then_a_right_one_on_the_next_position() -> None:
    screen = PartnerReadingQuiz()
    screen.answer_buttons[1].click()
    assert "✘" in screen.feedback and text("lessons_chiamata.no_sign_answer") in screen.feedback
    assert all(b.disabled for b in screen.answer_buttons) and not screen.next_button.disabled
    screen.next_button.click()
    assert screen.feedback == "" and text("lessons_chiamata.q_position", n=2, total=4) in screen.prompt
    screen.answer_buttons[3].click()
    assert "✔" in screen.feedback and text("lessons_chiamata.q_score", right=1, tried=2) in screen.scoreboard


def test_after_the_last_position_the_score_and_start_again() -> None:
    screen = PartnerReadingQuiz()
    for seat in (None, 3, 1, 1):
        screen.choose(seat)
        screen.next_position()
    assert text("lessons_chiamata.q_finished", right=4, tried=4) in screen.prompt
    assert screen.restart_button.layout.display is None and screen.next_button.layout.display == "none"
    screen.restart_button.click()
    assert text("lessons_chiamata.q_position", n=1, total=4) in screen.prompt and screen.drill.tried == 0


def test_a_second_answer_is_refused_in_words_and_not_counted() -> None:
    screen = PartnerReadingQuiz()
    screen.choose(None)
    screen.guarded(screen.choose)(2)   # as a click would reach it
    assert "Ya has respondido" in screen.feedback and screen.drill.tried == 1
