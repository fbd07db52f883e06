"""Learning from one's own mistakes, clicked as a student would: the table's hint, undo and
review buttons, trying a flagged play again, the saved-hand picker, and lesson 12's screens."""

from __future__ import annotations

import html
import json
from datetime import date, timedelta
from pathlib import Path

import pytest

from briscola_teach import progress
from briscola_teach.coach import Review, review
from briscola_teach.verdicts import the_card
from briscola_teach.exercises.endgames import puzzles
from briscola_teach.exercises.mistakes import sample_hand
from briscola_teach.exercises.practice import rating_text
from briscola_teach.locale import text, words
from briscola_teach.card_table.session import YOU, Waiting
from briscola_teach.practice import START_RATING, load
from briscola_teach.widgets import CardTable, DueReview, MatchedPuzzles, SavedHands, TryAgain

from fake_loop import FakeLoop

MONDAY = date(2026, 1, 5)


@pytest.fixture(scope="module")
def reviewed() -> Review:
    return review(sample_hand(), 0, samples=4)


def _shown(button: object) -> bool:
    return getattr(button, "layout").display != "none"


# ---------------------------------------------------------------------- the card table
def test_hint_and_undo_are_offered_in_a_single_practice_hand_only() -> None:
    table = CardTable(level="random", seed=3)
    assert _shown(table.hint_button) and not _shown(table.undo_button) and not _shown(table.review_button)
    for challenge in (CardTable(level="random", seed=3, best_of=3), CardTable(level="random", seed=3, first_to=2),
                      CardTable(level="random", seed=3, players=5)):
        assert not _shown(challenge.hint_button) and not _shown(challenge.undo_button)
        challenge.undo_button.click()  # a click that reaches it anyway is refused in words
        assert "desafío" in challenge.feedback
    table.practice_allowed = False  # a class match
    table.refresh()
    assert not _shown(table.hint_button)
    table.hint_button.click()
    assert "partida de clase" in table.feedback and not table.session.is_helped


def test_the_hint_button_names_a_card_of_the_hand_and_marks_the_hand() -> None:
    table = CardTable(level="sensato", seed=5)
    table.hint_button.click()
    said = table.hint_note
    assert said.count("Pista:") == 1 and table.session.is_helped
    assert any(the_card(card) in said for card in table.game.hand(YOU))
    table.hand_buttons[0].click()
    assert table.hint_note == ""  # the table moved on: the old hint is gone


def test_undo_after_the_machine_answered_puts_the_table_back_as_it_was() -> None:
    table = CardTable(level="sensato", players=3, seed=4)
    before = (table.game.to_json(), table.events, table.static_html())
    card = table.game.hand(YOU)[1]
    table.button_for(card).click()
    assert table.game.to_json() != before[0] and _shown(table.undo_button)
    table.undo_button.click()
    assert (table.game.to_json(), table.events, table.static_html()) == before
    assert card in table.game.hand(YOU) and "Has retirado" in table.hint_note
    assert not _shown(table.undo_button)


def test_undo_while_the_machine_is_still_answering_calls_its_move_off() -> None:
    loop = FakeLoop()
    table = CardTable(level="random", players=4, seed=9, delay=0.3, loop=loop)
    before = table.game.to_json()
    table.hand_buttons[0].click()
    assert table.is_busy
    table.undo_button.click()
    assert not table.is_busy and loop.waiting == [] and table.game.to_json() == before
    assert table.session.waiting is Waiting.STUDENT


def test_review_this_hand_opens_the_try_again_review_under_the_table() -> None:
    table = CardTable(level="sensato", seed=2024)
    while not table.game.is_over:
        table.hand_buttons[0].click()
    assert _shown(table.review_button) and not _shown(table.hint_button)
    table.review_button.click()
    screen = table.review_screen
    assert isinstance(screen, TryAgain) and screen.retry.review.game is table.game
    assert not _shown(table.review_button)  # this hand is on screen already


# ---------------------------------------------------------------------- try again
def test_a_wrong_card_gets_a_hint_and_a_second_the_answer(reviewed: Review, tmp_path: Path) -> None:
    screen = TryAgain(reviewed, folder=tmp_path, today=MONDAY)
    entry = screen.retry.entry
    hand = entry.view.legal_plays()
    wrong = [c for c in hand if not screen.retry.is_right(c)]
    screen.card_buttons[hand.index(wrong[0])].click()
    shown = screen.feedback
    assert "no es mejor" in shown and "Pista" in shown and "Prueba otra vez" in shown
    assert entry.verdict() not in shown  # the verdict waits for a better try
    assert not any(button.disabled for button in screen.card_buttons[:len(hand)])
    screen.card_buttons[hand.index(wrong[-1])].click()
    shown = screen.feedback.replace("&#x27;", "'")
    assert "Tampoco" in shown and entry.verdict() in shown  # the coach's own verdict, after the second miss
    assert all(button.disabled for button in screen.card_buttons[:len(hand)])
    assert [e.ok for e in progress.read(tmp_path)] == [False, False]


def test_a_better_card_gets_the_verdict_and_the_buttons_step_through_the_flagged_plays(reviewed: Review) -> None:
    screen = TryAgain(reviewed, folder=None)
    assert screen.previous_button.disabled and not screen.next_button.disabled
    screen.next_button.click()
    entry = screen.retry.entry
    assert entry is reviewed.flagged[1]
    hand = entry.view.legal_plays()
    assert entry.best is not None
    screen.card_buttons[hand.index(entry.best)].click()
    assert "¡Eso es!" in screen.feedback and screen.answered
    assert "Bien a la primera: 1 de 1" in screen.scoreboard
    screen.previous_button.click()
    assert screen.retry.index == 0 and screen.feedback == "" and not screen.answered


def test_a_hand_with_nothing_flagged_says_so() -> None:
    quiet = review(sample_hand(), 0, samples=4)
    quiet = Review(quiet.game, 0, [e for e in quiet if e not in quiet.flagged], samples=4, seed=0)
    screen = TryAgain(quiet)
    assert "no ha señalado ninguna jugada" in screen.board
    assert not any(_shown(button) for button in (screen.next_button, screen.previous_button))


# ---------------------------------------------------------------------- lesson 06: pick a saved hand
def test_the_saved_hands_are_listed_and_one_is_reviewed_by_a_click(tmp_path: Path) -> None:
    empty = SavedHands(folder=tmp_path)
    assert len(empty.picker.options) == 1 and "Guardar la mano" in empty.note
    table = CardTable(level="random", seed=3, save_dir=tmp_path)
    table.hint_button.click()
    while not table.game.is_over:
        table.hand_buttons[0].click()
    assert table.hint_note.endswith("Mano jugada con ayuda.</span>")
    saved = table.save()
    screen = SavedHands(folder=tmp_path)
    labels = [label for label, _ in screen.picker.options]
    assert labels[1] == f"{tmp_path.name}/{saved.name} (jugada con ayuda)"
    assert screen.picker.value == str(saved)
    screen.open_button.click()
    opened = screen.review_screen
    assert isinstance(opened, TryAgain) and opened.retry.review.game.actions == table.game.actions
    assert saved.name in screen.title


# ---------------------------------------------------------------------- lesson 12
def test_with_an_empty_record_nothing_is_due_and_the_puzzles_are_offered() -> None:
    due = DueReview(folder=None, today=MONDAY)
    assert html.escape(text("practice.d_empty")) in due.status
    assert not _shown(due.next_button) and due.board == ""
    ladder = MatchedPuzzles(folder=None)
    puzzle = ladder.ladder.puzzle
    assert html.escape(text("practice.l_rating", student=rating_text(START_RATING), chance=5,
                            puzzle=rating_text(ladder.ladder.ratings.puzzle(puzzle.number, puzzle.level)))) \
        in ladder.rating


def test_a_due_puzzle_is_answered_by_a_click_and_comes_back_later(tmp_path: Path) -> None:
    missed = puzzles(1)[0]
    line = progress.Entry("09", f"puzzle:{missed.number}", False, True, f"{MONDAY.isoformat()}T10:00:00+01:00")
    (tmp_path / progress.file_name("es")).write_text(json.dumps(line.__dict__) + "\n", encoding="utf-8")
    screen = DueReview(folder=tmp_path, today=MONDAY + timedelta(days=1))
    assert html.escape(words().count("practice.d_due", 1)) in screen.status
    assert screen.next_button.disabled
    hand = missed.game().hand(0)
    wrong = next(c for c in hand if c not in missed.best)
    screen.hand.buttons[hand.index(wrong)].click()
    before, _, after = text("practice.d_wrong", best="\0").partition("\0")
    assert html.escape(before) in screen.feedback and html.escape(after) in screen.feedback
    assert not screen.next_button.disabled
    assert all(button.disabled for button in screen.hand.buttons[:len(hand)])
    screen.next_button.click()
    assert html.escape(text("practice.d_done")) in screen.board
    item = load(tmp_path).schedule.get(f"puzzle:{missed.number}")
    assert (item.stage, item.due) == (0, MONDAY + timedelta(days=2))


def test_a_puzzle_answered_moves_the_rating_shown_and_another_comes(tmp_path: Path) -> None:
    screen = MatchedPuzzles(folder=tmp_path)
    puzzle = screen.ladder.puzzle
    hand = puzzle.game().hand(0)
    right = next(c for c in hand if c in puzzle.best)
    screen.hand.buttons[hand.index(right)].click()
    after = screen.ladder.ratings.student
    assert after > START_RATING
    assert html.escape(text("practice.l_moved", before=rating_text(START_RATING), after=rating_text(after))) \
        in screen.feedback
    screen.hand.buttons[hand.index(right)].click()
    assert html.escape(text("practice.l_again")) in screen.feedback and screen.ladder.ratings.student == after
    screen.next_button.click()
    assert screen.ladder.puzzle.number != puzzle.number and screen.feedback == ""
    assert load(tmp_path).ratings.first_tries == {puzzle.number: True}


def test_lesson_12_screens_speak_english_and_italian() -> None:
    assert html.escape(text("practice.d_empty", language="en")) in DueReview(folder=None, language="en").status
    assert html.escape(text("practice.l_title", language="it")) in MatchedPuzzles(folder=None, language="it").heading
