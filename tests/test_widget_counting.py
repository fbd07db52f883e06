"""Lesson 08's memory trainer, driven as a student would: watch tricks, type an answer, check it."""

from __future__ import annotations

import html
from collections.abc import Iterator

import pytest

from briscola_teach import set_language
from briscola_teach.exercises.counting import MOMENTS, trumps_out
from briscola_teach.locale import text
from briscola_teach.widgets.counting import MemoryTrainer


@pytest.fixture(autouse=True)
def spanish() -> Iterator[None]:
    """Each test starts in Spanish and leaves the kit in Spanish for the tests after it."""
    set_language("es")
    yield
    set_language("es")


def _to_first_question(screen: MemoryTrainer) -> None:
    while screen.drill.question is None:
        screen.next_button.click()


def test_the_trainer_opens_before_the_first_trick_without_a_question() -> None:
    screen = MemoryTrainer()
    assert screen.drill.trick == 0 and screen.question_box.layout.display == "none"
    assert text("counting.w_title", trick=0) in screen.heading


def test_next_trick_stops_at_the_first_moment_and_waits_for_an_answer() -> None:
    screen = MemoryTrainer()
    _to_first_question(screen)
    assert screen.drill.trick == MOMENTS[0]
    assert screen.next_button.disabled and screen.question_box.layout.display is None
    assert html.escape(text("counting.ask_trumps", suit=screen.drill.view.trump)) in screen.prompt


def test_a_typed_answer_is_checked_from_the_seats_view_and_scored_once() -> None:
    screen = MemoryTrainer()
    _to_first_question(screen)
    view = screen.drill.view
    right = trumps_out(view)
    screen.answer_box.value = str(right + 1)
    screen.check_button.click()
    hint = f'{text("counting.trumps_hint", suit=view.trump)} {text("answers.try_again")}'
    assert html.escape(text("counting.not_yet", why=hint)) in screen.feedback
    screen.check_button.click()
    mine, played = (sum(1 for c in cards if c.suit is view.trump) for cards in (view.hand, view.played))
    why = text("counting.trumps_why", suit=view.trump, played=played, mine=mine, out=right)
    assert html.escape(text("counting.not_yet", why=why)) in screen.feedback
    assert not screen.next_button.disabled
    screen.answer_box.value = str(right)
    screen.check_button.click()
    assert html.escape(text("counting.ok", why=why)) in screen.feedback
    assert text("counting.w_score", right=0, tried=1) in screen.scoreboard


def test_junk_is_answered_in_place_and_not_scored() -> None:
    screen = MemoryTrainer()
    _to_first_question(screen)
    screen.answer_box.value = "muchos"
    screen.check_button.click()
    assert html.escape(text("counting.not_a_number", given="muchos")) in screen.feedback
    assert screen.drill.score == (0, 0) and screen.next_button.disabled


def test_restart_watches_the_hand_again_with_a_fresh_score() -> None:
    screen = MemoryTrainer()
    _to_first_question(screen)
    screen.check(trumps_out(screen.drill.view))
    screen.restart_button.click()
    assert screen.drill.trick == 0 and screen.drill.score == (0, 0) and screen.feedback == ""


def test_the_still_picture_shows_the_table_and_the_note() -> None:
    still = MemoryTrainer().static_html()
    assert "<img" in still and text("counting.w_note") in still


def test_the_trainer_speaks_italian() -> None:
    set_language("it")
    screen = MemoryTrainer()
    _to_first_question(screen)
    assert html.escape(text("counting.ask_trumps", suit=screen.drill.view.trump)) in screen.prompt
    assert screen.next_button.description == text("counting.w_next") != text("counting.w_next", language="es")
