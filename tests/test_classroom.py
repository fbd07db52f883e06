"""The teacher's class view: a folder of hand-ins and saved hands read into tables, in the teacher's language."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from briscola_teach import Game, classroom, progress, set_language
from briscola_teach.bots import make_bot, play_out
from briscola_teach.classroom import (environment_language, lessons_table, main, missed_table, mistakes_table,
                                      read_class, sample_class, trend_table)
from briscola_teach.coach import review
from briscola_teach.locale import text
from briscola_teach.progress import Entry


@pytest.fixture(autouse=True)
def spanish() -> None:
    set_language("es")


def _hand_in(folder: Path, name: str, entries: list[Entry], *, file: str | None = None, day: int = 1) -> Path:
    made, page = progress.hand_in_page(name, entries, today=date(2026, 12, day))
    path = folder / (file or made)
    path.write_text(page, encoding="utf-8")
    return path


def _e(lesson: str, exercise: str, ok: bool, first: bool, day: str = "2026-11-30") -> Entry:
    return Entry(lesson, exercise, ok, first, f"{day}T10:00:00+01:00")


def _rows(table: object) -> list[tuple[object, ...]]:
    return [tuple(row.values()) for row in table.rows]  # type: ignore[attr-defined]


def test_a_row_per_student_and_lesson_done_right_first_and_solved(tmp_path: Path) -> None:
    _hand_in(tmp_path, "Zoe", [_e("01", "a", True, True)])
    _hand_in(tmp_path, "ana", [_e("01", "a", False, True), _e("01", "a", True, False), _e("02", "b", False, True)])
    assert _rows(lessons_table(read_class(tmp_path))) == [
        ("ana", "01", 1, 0, 1), ("ana", "02", 1, 0, 0), ("Zoe", "01", 1, 1, 1)]


def test_a_hand_in_downloaded_twice_or_handed_in_again_later_counts_once(tmp_path: Path) -> None:
    first = [_e("01", "a", False, True), _e("01", "a", True, False)]
    page = _hand_in(tmp_path, "Ana García", first)
    (tmp_path / page.name.replace(".html", " (1).html")).write_bytes(page.read_bytes())
    _hand_in(tmp_path, "ana garcía ", [*first, _e("02", "b", True, True)], file="entrega_nueva.html", day=8)
    group = read_class(tmp_path)
    assert list(group.students) == ["Ana García"] and group.not_read == []
    assert _rows(lessons_table(group)) == [("Ana García", "01", 1, 0, 1), ("Ana García", "02", 1, 1, 1)]


def test_hostile_files_give_one_line_each_never_a_traceback(tmp_path: Path) -> None:
    _hand_in(tmp_path, "Ana", [_e("01", "a", True, True)])
    (tmp_path / "foto.png").write_bytes(bytes(range(256)) * 40)
    (tmp_path / "cortada.html").write_text('<script type="application/json" id="briscola-progress">{"student": "X", "ent')
    (tmp_path / "enorme.json").write_bytes(b"")
    with (tmp_path / "enorme.json").open("r+b") as huge:
        huge.truncate(classroom.MAX_BYTES + 1)
    (tmp_path / "vacio.json").write_text("")
    (tmp_path / "hondo.json").write_text("[" * 100_000)
    (tmp_path / "latin1.html").write_bytes("<p>año</p>".encode("latin-1"))
    (tmp_path / "mano_rota.json").write_text(json.dumps({"format": "briscola-hand", "version": 1, "players": 7}))
    (tmp_path / "lista.json").write_text(json.dumps([1, 2, 3]))
    (tmp_path / "carpeta.html").mkdir()
    group = read_class(tmp_path)
    assert list(group.students) == ["Ana"]
    why = dict(group.not_read)
    assert sorted(why) == ["cortada.html", "enorme.json", "foto.png", "hondo.json", "latin1.html", "lista.json",
                           "mano_rota.json", "vacio.json"]
    assert "demasiado grande" in why["enorme.json"] and "binario" in why["foto.png"]
    assert "no es una entrega" in why["cortada.html"] and why["mano_rota.json"].startswith("una mano guardada")


def test_saved_hands_belong_to_the_student_whose_folder_holds_them_and_the_coach_counts_their_mistakes(
        tmp_path: Path) -> None:
    _hand_in(tmp_path, "Lucía Pérez", [_e("01", "a", True, True)])
    games = []
    for seed in (3, 4):
        game = Game.new(2, seed=seed)
        play_out(game, [make_bot("principiante", seed=seed), make_bot("sensato", seed=seed)])
        games.append(game)
        (tmp_path / "lucia perez").mkdir(exist_ok=True)
        (tmp_path / "lucia perez" / f"mano_{seed}.json").write_text(game.to_json(), encoding="utf-8")
    group = read_class(tmp_path)
    assert [(hand.student, hand.file) for hand in group.hands] == [
        ("Lucía Pérez", "lucia perez/mano_3.json"), ("Lucía Pérez", "lucia perez/mano_4.json")]
    expected = sum((review(game, 0, price=False).counts() for game in games), start=__import__("collections").Counter())
    assert expected and {row["mistake"]: row["times"] for row in mistakes_table(group)} == {
        mistake.title: count for mistake, count in expected.items()}


def test_the_exercises_missed_most_come_first(tmp_path: Path) -> None:
    _hand_in(tmp_path, "A", [_e("02", "trick:AC-2B:clubs", False, True), _e("01", "points:AC", True, True)])
    _hand_in(tmp_path, "B", [_e("02", "trick:AC-2B:clubs", False, True), _e("02", "trick:AC-2B:clubs", True, False),
                             _e("01", "points:AC", False, True)])
    table = missed_table(read_class(tmp_path))
    assert _rows(table) == [
        ("02", "¿Quién se lleva la baza? · as de copas, dos de bastos · bastos", 2, 2, 1),
        ("01", "Puntos de un montón · as de copas", 2, 1, 1)]


def test_each_students_trend_is_counted_week_by_week(tmp_path: Path) -> None:
    _hand_in(tmp_path, "A", [_e("01", "a", False, True, "2026-11-02"), _e("01", "b", True, True, "2026-11-08"),
                             _e("01", "a", True, False, "2026-11-09"), _e("02", "c", True, True, "2026-11-10")])
    assert _rows(trend_table(read_class(tmp_path))) == [("A", "2026-11-02", 2, 50), ("A", "2026-11-09", 1, 100)]


def test_the_command_speaks_the_teachers_language_and_exports_csv(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    folder = sample_class(tmp_path / "clase", students=2, hands=1)
    assert main(["classroom", str(folder), "--lang", "en", "--csv", str(tmp_path / "class.csv")]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[1].split()[:4] == ["student", "lesson", "exercises", "done"] and "Not read: notas.txt" in out
    assert (tmp_path / "class.csv").read_text(encoding="utf-8-sig").splitlines()[0] == \
        "student,lesson,exercises done,right the first time,solved in the end"
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    assert main(["classroom", str(folder)]) == 0
    assert "studente" in capsys.readouterr().out


def test_the_command_refuses_a_missing_folder_and_a_wrong_command(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["classroom", str(tmp_path / "nowhere"), "--lang", "es"]) == 2
    assert "nowhere" in capsys.readouterr().err
    assert main(["class", str(tmp_path)]) == 2


def test_the_language_comes_from_the_environment_spanish_first() -> None:
    assert environment_language({"LC_ALL": "en_US.UTF-8", "LANG": "es_ES.UTF-8"}) == "en"
    assert environment_language({"LANG": "es_MX.UTF-8"}) == "es"
    assert environment_language({}) == "es"


def _play_class_deals(folder: Path, code: str, deals: int, *, pick: int) -> None:
    """A student at lesson 5's table: types the class code and plays ``deals`` deals to the end."""
    from briscola_teach.widgets.table import CardTable

    table = CardTable(level="random", seed=1)
    table.save_dir = folder / text("hands.folder")
    table.play_class(code)
    for _ in range(deals):
        while not table.game.is_over:
            legal = table.game.legal_plays()
            table.play(legal[pick % len(legal)])
        table._new_button.click()


def test_hand_ins_carry_the_class_code_results_and_the_class_is_ranked_by_duplicate_score(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from briscola_teach.duplicate import duplicate_ranking, find_results
    from briscola_teach.card_table.class_code import record_result
    from briscola_teach.widgets.progress import HandIn

    handed = tmp_path / "entregas"
    handed.mkdir()
    for pick, name in enumerate(("Ana García", "Bruno Rossi", "Carmen Ruiz")):
        own = tmp_path / name.split()[0].lower()
        own.mkdir()
        _play_class_deals(own, "ROBLE", 2 if pick < 2 else 1, pick=pick * 3 - 1)
        hand_in = HandIn(folder=own).make(name)
        page = hand_in.read_text(encoding="utf-8")
        assert "ROBLE" in page and page.count('class="bt-progress-class"') == 1
        (handed / hand_in.name).write_text(page, encoding="utf-8")
    (handed / "ana_copia (1).html").write_bytes(next(handed.glob("*Ana*")).read_bytes())  # handed in twice
    # a student of the app: the app keeps her results in her folder of the data folder
    record_result(handed / "eva", "roble", 1, points=75, won=True, student="Eva")
    record_result(handed / "eva", "roble", 2, points=20, won=False, student="Eva")

    group = read_class(handed)
    expected = duplicate_ranking(
        [*(r for name in ("Ana García", "Bruno Rossi", "Carmen Ruiz")
           for r in find_results(tmp_path / name.split()[0].lower(), student=name)),
         *find_results(handed / "eva", student="Eva")])
    assert len(group.results) == 7 and {r.code for r in group.results} == {"ROBLE"}
    table = classroom.duplicate_table(group)
    assert [(row["rank"], row["student"], row["score"], row["deals"]) for row in table.rows] == [
        (s.rank, s.student, s.score, s.deals) for s in expected]
    assert sorted(row["student"] for row in table.rows) == ["Ana García", "Bruno Rossi", "Carmen Ruiz", "Eva"]
    assert abs(sum(float(str(row["score"])) * int(str(row["deals"])) for row in table.rows)) < 0.1
    assert group.not_read == []

    assert main(["classroom", str(handed), "--lang", "it"]) == 0
    shown = capsys.readouterr().out
    ranking = shown.split(text("classroom.title_duplicate", language="it"))[1]
    assert text("progress.col_score", language="it") in ranking
    assert [ranking.index(s.student) for s in expected] == sorted(ranking.index(s.student) for s in expected)


def test_a_broken_results_file_is_named_and_the_rest_is_read(tmp_path: Path) -> None:
    from briscola_teach.duplicate import RESULTS_FORMAT

    _hand_in(tmp_path, "Zoe", [_e("01", "a", True, True)])
    (tmp_path / "luis").mkdir()
    (tmp_path / "luis" / "clase_ROBLE.json").write_text(json.dumps(
        {"format": RESULTS_FORMAT, "code": "ROBLE", "student": "Luis", "deals": [{"deal": 1, "points": 500}]}),
        encoding="utf-8")
    group = read_class(tmp_path)
    assert list(group.students) == ["Zoe"] and group.results == []
    [(file, why)] = group.not_read
    assert file == "luis/clase_ROBLE.json" and "500" in why and "120" in why


def test_the_hand_a_table_keeps_in_play_is_named_for_what_it_is(tmp_path: Path) -> None:
    from briscola_teach.card_table.session import TableSession

    session = TableSession(level="random", seed=3)
    if session.turn == 0:
        session.student_plays(session.game.legal_plays()[0])
    else:
        session.machine_step()
    (tmp_path / "lucia").mkdir()
    (tmp_path / "lucia" / text("hands.in_play_file")).write_text(json.dumps(session.snapshot()))
    group = read_class(tmp_path)
    assert group.hands == [] and group.not_read == [(f"lucia/{text('hands.in_play_file')}",
                                                     text("classroom.why_in_play"))]
