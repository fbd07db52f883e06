"""Practice that comes back (lesson 12) and learning from one's own mistakes: the schedule of
1, 3 and 7 days, the Elo ratings of the student and the puzzles, trying a flagged play again,
the coach's hint and taking a card back at the table.  Dates and seeds are fixed."""

from __future__ import annotations

import json
import random
from datetime import date, timedelta
from pathlib import Path

import pytest

from briscola_teach import Game, progress
from briscola_teach.coach import Review, judge, review
from briscola_teach.verdicts import the_card
from briscola_teach.errors import BriscolaError, IllegalPlay
from briscola_teach.locale import text, words
from briscola_teach.exercises.endgames import puzzles
from briscola_teach.exercises.mistakes import sample_hand
from briscola_teach.exercises.practice import DueToday, PuzzleLadder, item_position, saved_hands, is_played_with_help
from briscola_teach.card_table.session import YOU, TableSession, Waiting
from briscola_teach.practice import (INTERVALS, K_STUDENT, PUZZLE_RATINGS, START_RATING, Item, Practice,
                                     Ratings, Retry, Schedule, expected_score, file_name, hint, load,
                                     position_before, save)
from briscola_teach.progress import Entry as Answered

MONDAY = date(2026, 1, 5)


def _line(lesson: str, exercise: str, ok: bool, day: date, hour: int = 10) -> Answered:
    return Answered(lesson, exercise, ok, True, f"{day.isoformat()}T{hour:02d}:00:00+01:00")


@pytest.fixture(scope="module")
def reviewed() -> Review:
    return review(sample_hand(), 0, samples=4)


# ---------------------------------------------------------------------- spaced repetition
def test_an_item_first_comes_back_one_day_after_it_was_met() -> None:
    schedule = Schedule()
    schedule.add(Item("trick:AO-3C:cups", "02"), today=MONDAY)
    assert schedule.due(MONDAY) == ()
    assert [i.id for i in schedule.due(MONDAY + timedelta(days=1))] == ["trick:AO-3C:cups"]


def test_right_answers_bring_an_item_back_after_3_then_7_days_and_then_it_is_learnt() -> None:
    schedule = Schedule()
    schedule.add(Item("x:1", "02"), today=MONDAY)
    day = MONDAY + timedelta(days=INTERVALS[0])
    waits = []
    for _ in INTERVALS:
        item = schedule.answer("x:1", True, today=day)
        waits.append((item.due - day).days)
        day = item.due
    assert waits == [3, 7, 0]
    assert item.is_learnt and schedule.due(MONDAY + timedelta(days=400)) == ()
    assert [i.id for i in schedule.learnt()] == ["x:1"]


def test_a_miss_sends_an_item_back_to_one_day() -> None:
    schedule = Schedule()
    schedule.add(Item("x:1", "02"), today=MONDAY)
    schedule.answer("x:1", True, today=MONDAY + timedelta(days=1))
    item = schedule.answer("x:1", False, today=MONDAY + timedelta(days=4))
    assert (item.stage, item.due) == (0, MONDAY + timedelta(days=5))


def test_adding_an_item_already_on_the_schedule_keeps_it_as_it_was() -> None:
    schedule = Schedule()
    schedule.add(Item("x:1", "02"), today=MONDAY)
    schedule.answer("x:1", True, today=MONDAY + timedelta(days=1))
    again = schedule.add(Item("x:1", "02"), today=MONDAY + timedelta(days=2))
    assert (again.stage, again.due) == (1, MONDAY + timedelta(days=4))


def test_an_unknown_item_is_refused_by_name() -> None:
    with pytest.raises(BriscolaError, match="nope:1"):
        Schedule().answer("nope:1", True, today=MONDAY)


def test_sync_puts_each_missed_exercise_on_the_schedule_due_the_day_after_the_miss() -> None:
    schedule = Schedule()
    lines = [_line("02", "trick:AO-3C:cups", False, MONDAY), _line("01", "points:AC", True, MONDAY),
             _line("12", "puzzle:4", False, MONDAY), _line("05", "hand_with_help:hand:abc", False, MONDAY)]
    assert schedule.sync(lines) == 4
    assert [(i.id, i.lesson, i.due) for i in schedule.items()] == [
        ("trick:AO-3C:cups", "02", MONDAY + timedelta(days=1))]
    # The same lines read again change nothing.
    assert schedule.sync(lines) == 0 and len(schedule) == 1


def test_sync_counts_an_answer_in_its_own_lesson_only_once_the_item_is_due() -> None:
    schedule = Schedule()
    schedule.sync([_line("02", "trick:AO-3C:cups", False, MONDAY, 9)])
    schedule.sync([_line("02", "trick:AO-3C:cups", True, MONDAY, 11)])  # the same day: a retry
    assert schedule.get("trick:AO-3C:cups").stage == 0
    schedule.sync([_line("02", "trick:AO-3C:cups", True, MONDAY + timedelta(days=2))])
    item = schedule.get("trick:AO-3C:cups")
    assert (item.stage, item.due) == (1, MONDAY + timedelta(days=5))


def test_the_practice_file_keeps_schedule_and_ratings(tmp_path: Path) -> None:
    practice = Practice()
    practice.schedule.add(Item("play:abc", "05", data={"played": "AO"}), today=MONDAY)
    practice.schedule.read_up_to = "2026-01-05T10:00:00+01:00"
    practice.ratings.answer(3, 1, False)
    path = save(practice, tmp_path, language="it")
    assert path is not None and path.name == file_name("it") == "ripasso.json"
    again = load(tmp_path)
    assert again.schedule.items() == practice.schedule.items()
    assert again.schedule.get("play:abc").data == {"played": "AO"}
    assert again.schedule.read_up_to == practice.schedule.read_up_to
    assert again.ratings == practice.ratings
    # Saved again from another language, it stays in the file it was found in.
    assert save(again, tmp_path, language="es") == path


def test_a_broken_practice_file_is_refused_naming_the_problem(tmp_path: Path) -> None:
    (tmp_path / file_name("es")).write_text('{"format": "something else"}', encoding="utf-8")
    with pytest.raises(BriscolaError, match="archivo de repaso"):
        load(tmp_path)


def test_without_a_folder_nothing_is_kept() -> None:
    empty = load(None)
    assert (len(empty.schedule), empty.ratings) == (0, Ratings()) and save(Practice(), None) is None


# ---------------------------------------------------------------------- ratings
def test_equal_ratings_expect_half_and_a_400_point_edge_ten_to_one() -> None:
    assert expected_score(1500, 1500) == 0.5
    assert expected_score(1600, 1200) == pytest.approx(10 / 11)
    assert expected_score(1200, 1600) + expected_score(1600, 1200) == pytest.approx(1.0)


def test_a_first_try_moves_the_student_and_the_puzzle_in_opposite_ways_and_a_second_does_not() -> None:
    ratings = Ratings()
    chance = expected_score(START_RATING, PUZZLE_RATINGS[3])
    assert ratings.answer(40, 3, True)
    assert ratings.student == round(START_RATING + K_STUDENT * (1 - chance), 1)
    assert ratings.puzzle(40, 3) < PUZZLE_RATINGS[3]
    before = (ratings.student, dict(ratings.puzzles))
    assert not ratings.answer(40, 3, False)
    assert (ratings.student, ratings.puzzles) == before and ratings.first_tries == {40: True}


def test_the_next_puzzle_is_the_untried_one_nearest_an_even_chance() -> None:
    pairs = [(p.number, p.level) for p in puzzles()]
    ratings = Ratings()
    rng = random.Random(7)
    for _ in range(20):
        number = ratings.next_puzzle(pairs, rng)
        assert number is not None and number not in ratings.first_tries
        chosen = abs(ratings.chance(number, dict(pairs)[number]) - 0.5)
        best = min(abs(ratings.chance(n, lv) - 0.5) for n, lv in pairs if n not in ratings.first_tries)
        assert chosen == pytest.approx(best)
        ratings.answer(number, dict(pairs)[number], True)
    # Twenty right answers in a row: the student is now offered the hardest level.
    assert dict(pairs)[ratings.next_puzzle(pairs, rng) or 0] == 3


def test_a_student_who_misses_is_offered_easier_puzzles() -> None:
    pairs = [(p.number, p.level) for p in puzzles()]
    ratings = Ratings()
    rng = random.Random(1)
    offered = []
    for _ in range(12):
        number = ratings.next_puzzle(pairs, rng)
        assert number is not None
        offered.append(dict(pairs)[number])
        ratings.answer(number, dict(pairs)[number], False)
    assert ratings.student < START_RATING - 100
    assert offered[0] == 2 and offered[-1] == 1 and 3 not in offered


def test_ties_are_drawn_from_the_seed_and_every_puzzle_tried_gives_none() -> None:
    pairs = [(p.number, p.level) for p in puzzles()]
    assert Ratings().next_puzzle(pairs, random.Random(3)) == Ratings().next_puzzle(pairs, random.Random(3))
    ratings = Ratings(first_tries={n: True for n, _ in pairs})
    assert ratings.next_puzzle(pairs, random.Random(3)) is None


# ---------------------------------------------------------------------- try again before the answer
def test_the_position_before_a_play_is_what_the_coach_judged(reviewed: Review) -> None:
    for entry in reviewed:
        game = position_before(reviewed.game, 0, entry.number)
        view = game.view(0)
        assert (view.hand, view.table, view.stock_size) == (entry.view.hand, entry.view.table,
                                                            entry.view.stock_size)


def test_a_miss_gets_a_hint_then_the_answer_and_every_try_is_recorded(reviewed: Review, tmp_path: Path) -> None:
    retry = Retry(reviewed, lesson="06", folder=tmp_path, today=MONDAY)
    entry = retry.entry
    assert entry.mistake is not None or entry.severity is not None
    wrong = [c for c in entry.view.hand if not retry.is_right(c)]
    assert entry.card in wrong
    first = retry.choose(wrong[0])
    assert (first.ok, first.step) == (False, "hint") and first.hint.startswith("Pista")
    assert not retry.is_done
    second = retry.choose(wrong[-1])
    assert (second.ok, second.step) == (False, "answer") and retry.is_done
    with pytest.raises(BriscolaError):
        retry.choose(entry.best or wrong[0])
    lines = progress.read(tmp_path)
    assert [(e.lesson, e.ok, e.first) for e in lines] == [("06", False, True), ("06", False, False)]
    # The flagged position is on the schedule, once, due the next day, and it can be asked again.
    item = load(tmp_path).schedule.get(lines[0].exercise)
    assert item.due == MONDAY + timedelta(days=1) and item.data["played"] == entry.card.code
    assert item_position(item).view(0).hand == entry.view.hand


def test_a_better_card_is_right_at_once(reviewed: Review) -> None:
    retry = Retry(reviewed, lesson="06", folder=None)
    retry.go(1)
    entry = retry.entry
    good = entry.best
    assert good is not None
    tried = retry.choose(good)
    assert (tried.ok, tried.step) == (True, "right") and retry.is_done and retry.score() == (1, 1)


def test_a_card_not_in_the_hand_is_refused_and_nothing_counted(reviewed: Review) -> None:
    retry = Retry(reviewed, lesson="06", folder=None)
    outside = next(c for c in Game.new(seed=1).hand(0) if c not in retry.entry.view.hand)
    with pytest.raises(BriscolaError, match="No tienes"):
        retry.choose(outside)
    with pytest.raises(BriscolaError, match="no es una carta"):
        retry.choose("la carta del dragón")
    assert retry.tries == {} and retry.last is None


# ---------------------------------------------------------------------- hint and take-back
def _student_card(session: TableSession) -> None:
    while session.waiting is Waiting.MACHINE:
        session.machine_step()
    session.student_plays(session.game.legal_plays()[0])
    while session.waiting is Waiting.MACHINE:
        session.machine_step()


def _snapshot(session: TableSession) -> tuple[object, ...]:
    return (session.game.to_json(), session.game.events, session.story, session.waiting,
            {s: b.rng.getstate() for s, b in session.bots.items()})


@pytest.mark.parametrize("players", [2, 3, 4])
def test_taking_back_a_card_leaves_the_hand_exactly_as_it_was(players: int) -> None:
    session = TableSession(level="sensato", players=players, seed=11)
    _student_card(session)
    before = _snapshot(session)
    played = session.game.legal_plays()[-1]
    session.student_plays(played)
    while session.waiting is Waiting.MACHINE:
        session.machine_step()
    assert session.take_back() is played
    assert _snapshot(session) == before
    # Played again, the same card brings the same machine answers as the first time.
    session.student_plays(played)
    while session.waiting is Waiting.MACHINE:
        session.machine_step()
    twin = TableSession(level="sensato", players=players, seed=11)
    _student_card(twin)
    twin.student_plays(played)
    while twin.waiting is Waiting.MACHINE:
        twin.machine_step()
    assert session.game.actions == twin.game.actions


def test_nothing_to_take_back_before_a_card_or_in_the_next_hand() -> None:
    session = TableSession(level="random", seed=3, best_of=3)
    with pytest.raises(IllegalPlay, match="ninguna carta tuya"):
        session.take_back()
    while not session.game.is_over:
        _student_card(session)
    assert session.can_take_back  # the last card, that ended the hand
    session.next_hand()
    assert not session.can_take_back


def test_the_hint_is_the_coachs_best_card_with_a_reason() -> None:
    session = TableSession(level="sensato", seed=5)
    given = hint(session.game, seed=0)
    values = judge(session.game, session.game.legal_plays()[0], seed=0).values
    assert values[given.card] == max(values.values())
    assert given.reason.startswith("Pista: el entrenador jugaría") and the_card(given.card) in given.reason


def test_a_hand_played_with_help_says_so_in_its_file_and_in_the_record(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / progress.MARK).write_text("marked", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    session = TableSession(level="random", seed=3)
    session.mark_helped(lesson="05")
    while not session.game.is_over:
        _student_card(session)
    saved = session.save()
    assert json.loads(saved.read_text(encoding="utf-8"))["help"] is True
    assert Game.from_json(saved.read_text(encoding="utf-8")).actions == session.game.actions
    assert saved in saved_hands() and is_played_with_help(saved)
    lines = progress.read(tmp_path)
    assert [e.exercise.split(":")[0] for e in lines] == ["hand_with_help"]
    assert lines[0].ok == (YOU in (session.game.outcome.winners if session.game.outcome else ()))


# ---------------------------------------------------------------------- lesson 12
def test_what_is_due_today_comes_from_the_record(tmp_path: Path) -> None:
    missed = puzzles(1)[2]
    lines = [_line("09", f"puzzle:{missed.number}", False, MONDAY), _line("02", "trick:AO-3C:cups", False, MONDAY)]
    (tmp_path / progress.file_name("es")).write_text(
        "".join(json.dumps(e.__dict__) + "\n" for e in lines), encoding="utf-8")
    assert DueToday(folder=tmp_path, today=MONDAY).items == ()
    due = DueToday(folder=tmp_path, today=MONDAY + timedelta(days=1))
    assert [i.id for i in due.items] == [f"puzzle:{missed.number}"]
    assert [i.id for i in due.elsewhere] == ["trick:AO-3C:cups"]
    best = min(missed.best, key=lambda c: c.index)
    ok, item, shown_best = due.choose(best)
    assert ok and item.due == MONDAY + timedelta(days=1 + 3) and shown_best in missed.best
    assert load(tmp_path).schedule.get(item.id).stage == 1
    assert progress.read(tmp_path)[-1].lesson == "12"


def test_the_puzzles_start_where_the_student_solves_half_and_a_miss_lowers_the_rating(tmp_path: Path) -> None:
    ladder = PuzzleLadder(folder=tmp_path, seed=0)
    puzzle = ladder.puzzle
    assert ladder.chance() == 0.5 and puzzle.level == 2
    wrong = next(c for c in puzzle.values if c not in puzzle.best)
    assert not ladder.choose(wrong).ok
    assert ladder.ratings.student < START_RATING and ladder.moved == (START_RATING, ladder.ratings.student)
    again = PuzzleLadder(folder=tmp_path, seed=0)
    assert again.ratings == ladder.ratings and again.puzzle.number != puzzle.number
    assert again.chance() < 0.5  # the student's rating fell: an even chance is no longer to be had


# ---------------------------------------------------------------------- the lesson says what the kit does
def _lesson_12(language: str) -> str:
    notebooks = Path(__file__).resolve().parents[1] / "notebooks" / language
    (path,) = notebooks.glob("12_*.ipynb")
    return "\n".join("".join(cell["source"]) for cell in json.loads(path.read_text(encoding="utf-8"))["cells"])


@pytest.mark.parametrize("language", ["es", "en", "it"])
def test_lesson_12_and_its_screen_say_the_waits_and_ratings_the_kit_uses(language: str) -> None:
    lesson = _lesson_12(language)
    waits = words(language).join([str(days) for days in INTERVALS])
    assert waits in lesson and waits in text("practice.d_empty", language=language)
    for rating in (START_RATING, *PUZZLE_RATINGS.values()):
        assert f"{rating:.0f}" in lesson
    assert f"{len(puzzles())} " in lesson
