"""Handing in results: checked answers recorded in the student's folder, the summary, the hand-in, the class table."""

from __future__ import annotations

import errno
import json
import sys
from datetime import date
from pathlib import Path

import pytest

from briscola_teach import progress, rules, set_language
from briscola_teach.errors import BriscolaError
from briscola_teach.exercises.cards import check_order, check_points
from briscola_teach.exercises.dealing import check_muestra
from briscola_teach.lessons.tricks import check_trick
from briscola_teach.locale import text
from briscola_teach.widgets import HandIn, OrderExercise, TrickQuiz

PILE = ["as de copas", "tres de oros", "rey de espadas"]  # 11 + 10 + 4 = 25


@pytest.fixture()
def student(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A lesson folder inside a marked work folder, as `make lab` prepares it, as the working folder."""
    (tmp_path / progress.MARK).write_text("marked", encoding="utf-8")
    lessons = tmp_path / "es"
    lessons.mkdir()
    monkeypatch.chdir(lessons)
    monkeypatch.setattr(progress.notes, "_TOLD", [False])
    set_language("es")
    return lessons


def _lines(folder: Path, language: str = "es") -> list[dict[str, object]]:
    path = folder / progress.file_name(language)
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()] if path.exists() else []


def _entry(lesson: str, exercise: str, ok: bool, first: bool, time: str = "2026-11-30T10:00:00+01:00") -> str:
    return json.dumps({"lesson": lesson, "exercise": exercise, "ok": ok, "first": first, "time": time})


# ---------------------------------------------------------------- recording from the checks


def test_real_checks_record_wrong_then_right_and_only_the_first_answer_is_a_first_try(student: Path) -> None:
    assert check_points(PILE, 29).ok is False
    assert check_points(PILE, 25).ok is True
    assert check_trick(["as de copas", "dos de oros"], "oros", 2).ok is True
    lines = _lines(student)
    assert [(e["lesson"], e["exercise"], e["ok"], e["first"]) for e in lines] == [
        ("01", "points:AC-3O-RE", False, True),
        ("01", "points:AC-3O-RE", True, False),
        ("02", "trick:AC-2O:coins", True, True),
    ]
    stamp = str(lines[0]["time"])
    assert stamp.startswith(date.today().isoformat()) and ("+" in stamp[10:] or "-" in stamp[10:])


def test_the_order_of_a_suit_is_named_by_its_ranks_on_the_progress_page(student: Path) -> None:
    # The walk's finding: lesson 99 listed "Ordenar las cartas de un palo · Rank.ACE, Rank.THREE, …".
    import html

    from briscola_teach import Rank

    strongest_first = [Rank.ACE, Rank.THREE, Rank.KING, Rank.KNIGHT, Rank.JACK, *map(Rank, (7, 6, 5, 4, 2))]
    assert check_order(["as", "3", "rey", "caballo", "sota", "7", "6", "5", "4", "2"]).ok is True
    (line,) = _lines(student)
    for language in ("es", "en", "it"):
        named = progress.describe(str(line["exercise"]), "01", language=language)
        assert named == " · ".join([text("progress.ex_order", language=language),
                                    ", ".join(rank.name_in(language) for rank in strongest_first)])
        assert html.escape(named) in progress.exercises_html(progress.read(student), language=language)


@pytest.mark.parametrize("language", ["es", "en", "it"])
def test_the_seven_second_exercise_is_named_as_the_lessons_name_the_variant(language: str) -> None:
    # The walk's finding: the progress page said "El siete segundo", lesson 10 and the table "el siete de segunda".
    named = text("progress.ex_seven_second", language=language)
    assert named.lower().startswith(text("table.variant_seven_second", language=language).lower() + " · ")


def test_the_same_exercise_in_another_language_has_the_same_id(student: Path) -> None:
    set_language("en")
    try:
        check_points(["ace of hearts", "three of diamonds", "king of spades"], 25)
    finally:
        set_language("es")
    assert _lines(student, "en")[0]["exercise"] == "points:AC-3O-RE"


def test_junk_answers_and_questions_not_answered_yet_record_nothing(student: Path) -> None:
    assert check_points(PILE, "veinticinco").ok is False
    assert check_points(PILE, None).ok is None
    assert check_order("as").ok is False
    assert check_trick(["as de copas", "dos de oros"], "oros", "el caballo de nada").ok is False
    assert check_muestra(2, 1, "quién sabe").ok is False
    assert _lines(student) == []


def test_an_earlier_sessions_answer_makes_the_next_one_a_later_try(student: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    (student / "progreso.jsonl").write_text(_entry("01", "points:AC-3O-RE", False, True) + "\n", encoding="utf-8")
    monkeypatch.setattr(progress.notes, "_ANSWERED", {})  # a new kernel knows only the file
    check_points(PILE, 25)
    assert _lines(student)[-1]["first"] is False


def test_nothing_is_recorded_outside_a_students_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    check_points(PILE, 25)
    assert progress.student_folder() is None
    assert list(tmp_path.iterdir()) == []


def test_in_the_zero_install_site_the_notebooks_own_folder_is_the_students(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "platform", "emscripten")  # Pyodide: the browser storage, no mark needed
    assert progress.student_folder() == tmp_path
    check_points(PILE, 25)
    assert [e.exercise for e in progress.read(tmp_path)] == ["points:AC-3O-RE"]


def test_the_screens_record_their_answers(student: Path) -> None:
    quiz = TrickQuiz(seed=1)
    seat = quiz.winner()
    assert quiz.answer(seat) is True
    exercise = OrderExercise(seed=1)
    for card in sorted(exercise.cards, key=rules.strength, reverse=True):
        exercise.pick(card)
    lines = _lines(student)
    assert [(e["lesson"], str(e["exercise"]).split(":")[0], e["ok"]) for e in lines] == [
        ("02", "trick_quiz", True), ("01", "order_screen", True)]


# ---------------------------------------------------------------- recording never breaks a lesson


def test_a_folder_that_cannot_be_written_gives_one_quiet_line_and_the_check_still_answers(
        student: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (student / "progreso.jsonl").mkdir()  # the file's name taken by a folder: every write fails
    first = check_points(PILE, 25)
    second = check_trick(["as de copas", "dos de oros"], "oros", 1)
    assert first.ok is True and second.ok is False
    out = capsys.readouterr()
    assert out.out.count("No se ha podido guardar tu resultado") == 1, out.out
    assert out.err == ""


def test_a_full_disk_gives_one_quiet_line(student: Path, monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    def full(*_args: object, **_kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(Path, "open", full)
    assert progress.record("01", "x", True) is None
    assert progress.record("01", "y", True) is None
    out = capsys.readouterr().out
    assert out.strip() == text("progress.not_saved", reason="No space left on device")


def test_a_broken_progress_file_is_read_around_and_appended_to(student: Path) -> None:
    path = student / "progreso.jsonl"
    path.write_bytes(b'{"lesson": "01", "exercise": "points:AC-3O-RE"\n\xff\xfe garbage\n[1, 2]\n'
                     + _entry("01", "points:AC-3O-RE", False, True).encode() + b"\n"
                     + b'{"lesson": 1, "exercise": "x", "ok": true, "first": true, "time": "t"}\n')
    check_points(PILE, 25)
    entries = progress.read(student)
    assert [(e.exercise, e.ok, e.first) for e in entries] == [("points:AC-3O-RE", False, True),
                                                               ("points:AC-3O-RE", True, False)]


# ---------------------------------------------------------------- the summary


def test_the_summary_counts_exercises_first_tries_and_solved_per_lesson(tmp_path: Path) -> None:
    (tmp_path / "progreso.jsonl").write_text("\n".join([
        _entry("02", "trick:a", True, True, "2026-11-30T10:00:01+01:00"),
        _entry("01", "points:a", False, True, "2026-11-30T10:00:02+01:00"),
        _entry("01", "points:a", True, False, "2026-11-30T10:00:03+01:00"),
        _entry("01", "order:b", True, True, "2026-11-30T10:00:04+01:00"),
        _entry("01", "order:b", False, False, "2026-11-30T10:00:05+01:00"),
        _entry("01", "points:c", False, True, "2026-11-30T10:00:06+01:00"),
        "not json",
    ]) + "\n", encoding="utf-8")
    lessons = progress.summary(progress.read(tmp_path))
    assert [(s.lesson, s.done, s.first_try, s.solved) for s in lessons] == [("01", 3, 1, 2), ("02", 1, 1, 1)]
    shown = progress.summary_html(progress.read(tmp_path))
    assert "Lección 1" in shown and "bien a la primera" in shown
    assert text("progress.totals", done=4, first_try=2) in shown


def test_an_empty_folder_says_nothing_was_checked_yet(tmp_path: Path) -> None:
    assert text("progress.nothing_yet") in progress.summary_html(progress.read(tmp_path))


# ---------------------------------------------------------------- the hand-in


def test_the_hand_in_holds_a_readable_summary_and_every_answer(tmp_path: Path) -> None:
    (tmp_path / "progreso.jsonl").write_text(_entry("03", "winner:1", True, True) + "\n", encoding="utf-8")
    path = progress.hand_in("  Ana <García>  ", folder=tmp_path, today=date(2026, 12, 1), language="es")
    assert path.name == "entrega_Ana_Garcia_2026-12-01.html"
    page = path.read_text(encoding="utf-8")
    assert "Entrega de Ana &lt;García&gt; · 2026-12-01" in page and "Lección 3" in page
    student, entries = progress.read_hand_in(path)
    assert student == "Ana <García>"
    assert [(e.lesson, e.exercise, e.ok, e.first) for e in entries] == [("03", "winner:1", True, True)]
    assert progress.hand_in("Ann", folder=tmp_path, today=date(2026, 12, 1), language="en").name \
        == "handin_Ann_2026-12-01.html"


@pytest.mark.parametrize("name", ["", "   ", "¿?", None])
def test_a_hand_in_without_a_name_is_refused_and_writes_nothing(tmp_path: Path, name: object) -> None:
    with pytest.raises(BriscolaError) as refused:
        progress.hand_in(name, folder=tmp_path)  # type: ignore[arg-type]
    assert refused.value.key == ("progress.bad_name" if name == "¿?" else "progress.no_name")
    assert "()" not in str(refused.value) and "( )" not in str(refused.value)
    assert list(tmp_path.iterdir()) == []


def test_the_page_makes_the_hand_in_with_one_click(student: Path) -> None:
    check_points(PILE, 25)
    page = HandIn()
    assert "Lección 1" in page.summary and 'href="01_cartas_y_puntos.ipynb"' in page.summary
    page.name_box.value = "Luis"
    page.hand_in_button.click()
    assert page.file is not None and page.file.parent == student
    assert page.file.name.startswith("entrega_Luis_")
    assert 'download="' + page.file.name in page.result
    assert progress.read_hand_in(page.file)[1][0].exercise == "points:AC-3O-RE"


def test_the_page_without_a_name_tells_the_student_and_writes_no_file(student: Path) -> None:
    page = HandIn()
    page.hand_in_button.click()
    assert text("progress.no_name", given="") in page.feedback
    assert page.file is None and not list(student.glob("entrega_*"))
