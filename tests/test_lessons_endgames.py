"""Lesson 09's endgame puzzles: every shipped position solved again, the levels, the answers and the score."""

from __future__ import annotations

from collections.abc import Iterator

import json
import subprocess
import sys
from pathlib import Path

import pytest

from briscola_teach import Card, Game, set_language
from briscola_teach.bots.solver import play_values
from briscola_teach.errors import BriscolaError
from briscola_teach.exercises.endgames import (
    LEVELS, MIN_GAP, EndgameQuiz, Puzzle, answer_html, generate_puzzles, level_of, line_after, puzzles, solve)
from briscola_teach.lessons.endgames import check_endgame, comprobar_final, controlla_finale
from briscola_teach.locale import text

from shown import says

REPO = Path(__file__).resolve().parents[1]
DATA = REPO / "briscola_teach" / "data" / "endgame_puzzles.json"
PUZZLES = puzzles()
C = Card.parse


@pytest.fixture(autouse=True)
def spanish() -> Iterator[None]:
    """Each test starts in Spanish and leaves the kit in Spanish for the tests after it."""
    set_language("es")
    yield
    set_language("es")


def _wrong(puzzle: Puzzle) -> Card:
    return min((c for c in puzzle.values if c not in puzzle.best), key=lambda c: c.index)


def _right(puzzle: Puzzle) -> Card:
    return min(puzzle.best, key=lambda c: c.index)


# -- the shipped puzzles -------------------------------------------------------------------

def test_there_are_at_least_forty_puzzles_in_three_levels_numbered_in_order() -> None:
    assert len(PUZZLES) >= 40
    assert {p.level for p in PUZZLES} == set(LEVELS)
    assert all(len(puzzles(level)) >= 12 for level in LEVELS)
    assert [p.number for p in PUZZLES] == list(range(1, len(PUZZLES) + 1))
    assert [p.level for p in PUZZLES] == sorted(p.level for p in PUZZLES)


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda p: f"puzzle{p.number}")
def test_every_puzzle_is_solved_again_to_its_stored_solution(puzzle: Puzzle) -> None:
    game = puzzle.game()
    assert game.players == 2 and game.stock_size == 0 and game.turn == 0
    values = play_values(game)
    assert values == puzzle.values
    top = max(values.values())
    assert puzzle.best == {c for c, v in values.items() if v == top}
    solution = solve(game)
    assert solution.gap >= MIN_GAP, "one card (or the named set) must be clearly best"
    assert level_of(solution) == puzzle.level
    assert tuple(c.code for t in solution.line for _, c in t.plays) == puzzle.line
    # The line is a real hand's end: both sides' points add up to what is left plus what was banked.
    assert sum(t.points for t in solution.line) + sum(game.points) == 120


def test_the_levels_grow_harder_by_gap_and_depth() -> None:
    def gaps(level: int) -> list[int]:
        return sorted(solve(p.game()).gap for p in puzzles(level))
    assert min(gaps(1)) >= 10
    assert max(gaps(3)) < 7
    assert all(solve(p.game()).depth == 3 for p in puzzles(3))


def test_the_generator_makes_the_shipped_file_again_from_its_seed(tmp_path: Path) -> None:
    out = tmp_path / "puzzles.json"
    done = subprocess.run([sys.executable, str(REPO / "benchmarks" / "endgame_puzzles.py"),
                           "--out", str(out)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert json.loads(out.read_text(encoding="utf-8")) == json.loads(DATA.read_text(encoding="utf-8"))


def test_other_hands_make_other_puzzles() -> None:
    other = generate_puzzles(per_level=2, seed=5, first_game=10_000)
    assert len(other) == 6
    assert {p.hands for p in other}.isdisjoint({p.hands for p in PUZZLES[:6]})


def test_a_puzzle_reads_back_from_its_json() -> None:
    assert all(Puzzle.from_json(p.to_json()) == p for p in PUZZLES)


def test_an_unknown_level_is_refused_in_the_students_language() -> None:
    with pytest.raises(BriscolaError, match="No hay nivel 4"):
        puzzles(4)


# -- the solver's line -----------------------------------------------------------------------

def test_the_line_after_a_wrong_card_ends_with_its_value() -> None:
    puzzle = PUZZLES[0]
    game = puzzle.game()
    wrong = _wrong(puzzle)
    tricks = line_after(game, wrong)
    ours = game.points[0] + sum(t.points for t in tricks if t.winner == 0)
    assert ours == puzzle.values[wrong]
    assert tricks[0].plays[0][1] == wrong or wrong in tricks[0].cards


# -- the quiz and its score of first tries ---------------------------------------------------

def test_a_wrong_card_is_answered_with_the_points_it_loses() -> None:
    quiz = EndgameQuiz(level=2)
    puzzle = quiz.puzzle
    hint = quiz.choose(_wrong(puzzle))   # a first miss: a hint and the line the card leads to
    assert not hint.ok and hint.first_try and not hint.solution
    shown = answer_html(puzzle, hint)
    assert not says(shown, "endgames.wrong", "card", "points", "outcome", "loss", "best", "best_points") and text("endgames.best_line") not in shown
    assert text("endgames.your_line", card="x")[:10] in shown
    answer = quiz.choose(_wrong(puzzle))
    assert not answer.ok and answer.solution
    assert answer.loss == max(puzzle.values.values()) - puzzle.values[_wrong(puzzle)] >= MIN_GAP
    shown = answer_html(puzzle, answer)
    assert says(shown, "endgames.wrong", "card", "points", "outcome", "loss", "best", "best_points") and f" {answer.loss} " in shown
    assert text("endgames.best_line") in shown and text("endgames.your_line", card="x")[:10] in shown


def test_only_the_first_try_counts_in_the_score() -> None:
    quiz = EndgameQuiz(level=1)
    quiz.choose(_wrong(quiz.puzzle))
    again = quiz.choose(_right(quiz.puzzle))
    assert again.ok and not again.first_try
    assert quiz.score(1) == (0, 1)
    quiz.next()
    quiz.choose(_right(quiz.puzzle))
    assert quiz.score(1) == (1, 2)
    assert quiz.score(2) == (0, 0)


def test_each_level_keeps_its_own_score_and_returns_to_the_first_untried_puzzle() -> None:
    quiz = EndgameQuiz(level=1)
    quiz.choose(_right(quiz.puzzle))
    quiz.set_level(3)
    quiz.choose(_wrong(quiz.puzzle))
    quiz.set_level(1)
    assert quiz.index == 1 and quiz.answer is None
    assert quiz.score(1) == (1, 1) and quiz.score(3) == (0, 1)


def test_a_card_not_in_hand_is_refused_and_not_scored() -> None:
    quiz = EndgameQuiz(level=1)
    outside = next(c for c in (C("AO"), C("AC"), C("AE")) if c not in quiz.puzzle.values)
    with pytest.raises(BriscolaError, match="no está en tu mano"):
        quiz.choose(outside)
    with pytest.raises(BriscolaError, match="no es una carta"):
        quiz.choose("as de nada")
    assert quiz.score(1) == (0, 0) and quiz.answer is None


# -- the typed exercise ----------------------------------------------------------------------

def test_check_endgame_says_right_with_the_final_points() -> None:
    puzzle = PUZZLES[0]
    check = check_endgame(puzzle.game(), str(_right(puzzle)))
    assert check.ok
    assert f"{puzzle.values[_right(puzzle)]} puntos" in check.message


def test_check_endgame_gives_the_reason_for_a_wrong_card() -> None:
    puzzle = PUZZLES[20]
    wrong = _wrong(puzzle)
    hint = check_endgame(puzzle.game(), wrong.code)
    assert not hint.ok and not says(hint.message, "endgames.check_wrong", "card", "points", "outcome", "loss", "best", "best_points")
    assert says(hint.message, "endgames.check_hint", "card", "points")
    check = check_endgame(puzzle.game(), wrong.code)
    assert not check.ok
    loss = max(puzzle.values.values()) - puzzle.values[wrong]
    assert says(check.message, "endgames.check_wrong", "card", "points", "outcome", "loss", "best", "best_points") and f" {loss} " in check.message


@pytest.mark.parametrize("junk", ["", "as de nada", 7, None, ["as de oros"]])
def test_check_endgame_answers_junk_with_a_sentence(junk: object) -> None:
    check = check_endgame(PUZZLES[0].game(), junk)
    assert not check.ok and (says(check.message, "endgames.not_a_card", "given")
                             or says(check.message, "engine.card_guess", "text", "guess", "name"))


def test_check_endgame_refuses_a_card_outside_the_hand_and_a_position_with_stock() -> None:
    game = PUZZLES[0].game()
    outside = next(c for c in (C("AO"), C("AC"), C("AE")) if c not in game.hand(0))
    assert says(check_endgame(game, outside.code).message, "endgames.not_in_hand", "card", "hand")
    assert not check_endgame(Game.new(players=2, seed=1), "as de oros").ok
    assert not check_endgame("posición", "as de oros").ok


def test_the_aliases_answer_in_their_languages() -> None:
    puzzle = PUZZLES[0]
    assert comprobar_final(puzzle.game(), mi_carta=str(_right(puzzle))).ok
    set_language("it")
    controlla_finale(puzzle.game(), la_mia_carta=_wrong(puzzle).code)
    wrong = controlla_finale(puzzle.game(), la_mia_carta=_wrong(puzzle).code)
    assert not wrong.ok and says(wrong.message, "endgames.check_wrong", "card", "points", "outcome", "loss", "best", "best_points")
