"""Lesson 09's puzzle screen, driven as a student would: a click on a card, the level, the next puzzle."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator

import pytest

from briscola_teach import set_language
from briscola_teach.exercises.endgames import puzzles
from briscola_teach.locale import text
from briscola_teach.widgets.endgames import EndgamePuzzles

from shown import around


@pytest.fixture(autouse=True)
def spanish() -> Iterator[None]:
    """Each test starts in Spanish and leaves the kit in Spanish for the tests after it."""
    set_language("es")
    yield
    set_language("es")


def _plain(markup: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", markup).split())


def _button(screen: EndgamePuzzles, card: object) -> int:
    return [b.description for b in screen.card_buttons].index(str(card))


def test_the_screen_opens_on_the_first_easy_puzzle_with_its_cards_as_buttons() -> None:
    screen = EndgamePuzzles()
    first = puzzles(1)[0]
    shown = [b.description for b in screen.card_buttons if b.description]
    assert shown == [str(c) for c in first.game().hand(0)]
    assert text("endgames.w_title", n=1, total=len(puzzles(1)), level=text("endgames.w_level_1")) in screen.heading


def test_a_click_on_a_wrong_card_shows_the_points_lost_and_both_lines() -> None:
    screen = EndgamePuzzles()
    puzzle = screen.quiz.puzzle
    wrong = min((c for c in puzzle.values if c not in puzzle.best), key=lambda c: c.index)
    screen.card_buttons[_button(screen, wrong)].click()   # a first miss: a hint and the card's own line
    wrong_said = around("endgames.wrong", "card", "points", "outcome", "loss", "best", "best_points")
    assert not all(piece in _plain(screen.feedback) for piece in wrong_said)
    assert screen.feedback.count("bt-endgame-line") == 1
    screen.card_buttons[_button(screen, wrong)].click()
    said = _plain(screen.feedback)
    loss = max(puzzle.values.values()) - puzzle.values[wrong]
    assert all(piece in said for piece in wrong_said) and f" {loss} " in said
    assert text("endgames.best_line") in said
    assert screen.feedback.count("bt-endgame-line") == 2
    assert text("endgames.w_score_level", level=text("endgames.w_level_1"), right=0, tried=1) in screen.scoreboard


def test_a_second_click_is_answered_but_not_scored() -> None:
    screen = EndgamePuzzles()
    puzzle = screen.quiz.puzzle
    wrong = min((c for c in puzzle.values if c not in puzzle.best), key=lambda c: c.index)
    screen.card_buttons[_button(screen, wrong)].click()
    right = min(puzzle.best, key=lambda c: c.index)
    screen.card_buttons[_button(screen, right)].click()
    assert text("endgames.w_again") in screen.feedback
    assert all(piece in _plain(screen.feedback) for piece in around("endgames.right", "card", "points", "outcome"))
    assert screen.score(1) == (0, 1)


def test_next_and_level_change_the_puzzle_and_keep_the_scores() -> None:
    screen = EndgamePuzzles()
    right = min(screen.quiz.puzzle.best, key=lambda c: c.index)
    screen.card_buttons[_button(screen, right)].click()
    screen.next_button.click()
    assert screen.feedback == "" and screen.quiz.index == 1
    screen.level_choice.value = 3
    easy, hard = text("endgames.w_level_1"), text("endgames.w_level_3")
    assert screen.level == 3 and hard in screen.heading
    assert text("endgames.w_score_level", level=easy, right=1, tried=1) in screen.scoreboard
    assert text("endgames.w_score_level", level=hard, right=0, tried=0) in screen.scoreboard


def test_a_refused_card_is_said_in_place_not_raised() -> None:
    screen = EndgamePuzzles()
    screen.guarded(lambda: screen.choose("as de nada"))()
    asked = around("engine.card_guess", "text", "guess", "name")
    assert "as de nada" in screen.feedback and all(html.escape(piece) in screen.feedback for piece in asked)
    assert screen.score(1) == (0, 0)


def test_the_still_picture_shows_the_position_and_the_hand() -> None:
    screen = EndgamePuzzles(level=2)
    still = screen.static_html()
    assert still.count("<img") >= 3
    assert text("endgames.your_hand") in still and text("endgames.w_note") in still


def test_the_screen_speaks_the_students_language_with_its_deck() -> None:
    set_language("it")
    screen = EndgamePuzzles()
    assert "Facile" in screen.scoreboard
    names = [b.description for b in screen.card_buttons if b.description]
    assert all(" di " in name for name in names)
    set_language("en")
    english = EndgamePuzzles()
    assert all(not any(s in b.description for s in ("coins", "cups", "swords"))
               for b in english.card_buttons)
