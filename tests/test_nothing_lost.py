"""Nothing lost, no traceback (issue 35): edited records, restores on a full disk, odd hand files."""

from __future__ import annotations

import errno
import json
import random
from pathlib import Path
from typing import Any

import pytest

from briscola_teach import Chiamata, Game, RecordError
from briscola_teach.bots import make_bot, play_out
from briscola_teach.exercises.mistakes import saved_hand
from briscola_teach.locale import using
from test_student_lab import student


# ---------------------------------------------------------------- the stakes a record keeps
def _chiamata_with_points_bid() -> Chiamata:
    for seed in range(200):
        hand = Chiamata.new(seed)
        play_out(hand, [make_bot("sensato", seed=s) for s in range(5)])
        if any(a.startswith("points:") for a in json.loads(hand.to_json())["actions"]):
            return hand
    raise AssertionError("no hand of the first 200 went to a points bid")


def test_a_chiamata_record_whose_points_bid_was_raised_is_refused() -> None:
    hand = _chiamata_with_points_bid()
    record = json.loads(hand.to_json())
    last = max(i for i, a in enumerate(record["actions"]) if a.startswith("points:"))
    record["actions"][last] = "points:120"
    with pytest.raises(RecordError) as caught:
        Chiamata.from_json(json.dumps(record))
    assert caught.value.key == "engine.record_result"
    assert str(list(hand.outcome.match_points)) in str(caught.value)  # type: ignore[union-attr]
    assert Chiamata.from_json(hand.to_json()).outcome == hand.outcome


def test_a_chiamata_record_whose_match_points_were_edited_is_refused() -> None:
    hand = _chiamata_with_points_bid()
    record = json.loads(hand.to_json())
    record["result"]["outcome"]["match_points"][0] += 1
    with pytest.raises(RecordError):
        Chiamata.from_json(json.dumps(record))


def test_a_chiamata_record_written_before_the_outcome_was_kept_still_loads() -> None:
    hand = _chiamata_with_points_bid()
    record = json.loads(hand.to_json())
    del record["result"]["outcome"]
    assert Chiamata.from_json(json.dumps(record)).outcome == hand.outcome


def _finished(players: int = 2, seed: int = 4, **options: Any) -> Game:
    game = Game.new(players, seed=seed, **options)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_a_record_whose_double_win_was_switched_on_is_refused() -> None:
    game = next(g for g in (_finished(seed=s) for s in range(300)) if max(g.points) > 100)
    record = json.loads(game.to_json())
    record["options"]["double_win"] = True
    with pytest.raises(RecordError) as caught:
        Game.from_json(json.dumps(record))
    assert caught.value.key == "engine.record_result"


def test_a_briscolone_record_whose_winners_were_edited_is_refused() -> None:
    game = _finished(seed=5, variant="briscolone")
    record = json.loads(game.to_json())
    record["result"]["outcome"]["winners"] = [1 - record["result"]["outcome"]["winners"][0]] \
        if record["result"]["outcome"]["winners"] else [0]
    with pytest.raises(RecordError):
        Game.from_json(json.dumps(record))


def _midway() -> Game:
    game = Game.new(2, seed=3)
    while game.trick_number < 5:
        game.play(game.legal_plays()[0])
    later = Game(game.position)
    while not later.is_over:
        later.play(later.legal_plays()[0])
    return later


@pytest.mark.parametrize("field", ["pile_cards", "scores"])
def test_a_record_starting_after_tricks_that_drops_its_piles_or_its_points_is_refused(field: str) -> None:
    game = _midway()
    record = json.loads(game.to_json())
    assert record["start"][field] is not None
    record["start"][field] = None
    with pytest.raises(RecordError) as caught:
        Game.from_json(json.dumps(record))
    assert caught.value.key == "engine.record_result"
    assert Game.from_json(game.to_json()).points == game.points


def test_a_hand_whose_start_says_points_but_not_piles_still_saves_and_loads() -> None:
    game = _midway()
    start = game.start._replace(pile_cards=None)
    lesson = Game(start)
    for action in game.actions:
        lesson.apply(action)
    assert Game.from_json(lesson.to_json()).pile_sizes == lesson.pile_sizes


# ---------------------------------------------------------------- make restore
@pytest.fixture()
def lessons(tmp_path: Path) -> Path:
    folder = tmp_path / "notebooks"
    (folder / "es").mkdir(parents=True)
    notebook = {"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    (folder / "es" / "03_ejemplo_baza_a_baza.ipynb").write_text(json.dumps(notebook), encoding="utf-8")
    return folder


@pytest.fixture()
def work(lessons: Path, tmp_path: Path) -> Path:
    folder = tmp_path / "mis_lecciones"
    student.prepare(folder, lessons=lessons)
    mine = folder / "es" / "03_ejemplo_baza_a_baza.ipynb"
    mine.write_text('{"cells": [], "nbformat": 4, "mine": 1}', encoding="utf-8")
    return folder


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_two_restores_in_the_same_second_keep_both_copies(lessons: Path, work: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(student.time, "strftime", lambda *_: "20260101-120000")
    mine = work / "es" / "03_ejemplo_baza_a_baza.ipynb"
    _, first = student.restore("3", work, lessons=lessons, language="es")
    mine.write_text('{"cells": [], "nbformat": 4, "mine": 2}', encoding="utf-8")
    _, second = student.restore("3", work, lessons=lessons, language="es")
    assert first is not None and second is not None and first != second
    assert json.loads(first.read_text(encoding="utf-8"))["mine"] == 1
    assert json.loads(second.read_text(encoding="utf-8"))["mine"] == 2


def _full_disk(*_: object) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


@pytest.mark.parametrize("language, words", [("es", "disco está lleno"), ("en", "disk is full"),
                                             ("it", "disco è pieno")])
def test_a_full_disk_during_a_restore_is_said_and_leaves_the_lesson_as_it_was(
        lessons: Path, work: Path, monkeypatch: pytest.MonkeyPatch, language: str, words: str) -> None:
    before = _files(work)
    monkeypatch.setattr(student.os, "fsync", _full_disk)
    with pytest.raises(student.RestoreError) as caught:
        student.restore("es/3", work, lessons=lessons, language=language)
    assert words in str(caught.value)
    assert _files(work) == before  # no half-written lesson, no temporary file left behind


def test_a_full_disk_as_the_old_copy_is_kept_loses_nothing(lessons: Path, work: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    before = _files(work)
    written: list[int] = []

    def link_refused(*_: object) -> None:
        raise OSError(errno.EXDEV, "no links here")

    real_open = open

    def open_then_full(path: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        handle = real_open(path, mode, *args, **kwargs)
        if mode == "xb":  # the kept copy: half of it fits
            class Half:
                def __enter__(self) -> Any:
                    return self

                def __exit__(self, *exc: object) -> None:
                    handle.close()

                def write(self, data: bytes) -> int:
                    written.append(handle.write(data[: len(data) // 2]))
                    raise OSError(errno.ENOSPC, "No space left on device")

            return Half()
        return handle

    monkeypatch.setattr(student.os, "link", link_refused)
    monkeypatch.setattr("builtins.open", open_then_full)
    with pytest.raises(student.RestoreError):
        student.restore("3", work, lessons=lessons, language="es")
    assert written and _files(work) == before


def test_a_folder_that_refuses_writing_is_said_not_a_traceback(lessons: Path, work: Path,
                                                               monkeypatch: pytest.MonkeyPatch,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    def refused(*_: object, **__: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    before = _files(work)
    monkeypatch.setattr(student.tempfile, "mkstemp", refused)
    monkeypatch.setattr(student, "WORK", work)
    monkeypatch.setattr(student, "LESSONS", lessons)
    assert student.main(["restore", "es/3"], language="es") == 2
    said = capsys.readouterr().err
    assert "no se permite escribir en la carpeta es/" in said and "Traceback" not in said
    assert _files(work) == before


def test_make_lab_names_a_lesson_copy_that_is_no_notebook_and_how_to_restore_it(
        lessons: Path, work: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    mine = work / "es" / "03_ejemplo_baza_a_baza.ipynb"
    mine.write_bytes(mine.read_bytes()[:10])  # cut short, as a full disk leaves a file
    assert student.broken_copies(work, lessons=lessons) == [mine]
    monkeypatch.setattr(student, "WORK", work)
    monkeypatch.setattr(student, "LESSONS", lessons)
    assert student.main(["prepare"], language="en") == 0
    assert "make restore LESSON=es/03" in capsys.readouterr().err
    student.restore("es/03", work, lessons=lessons, language="en")
    assert student.broken_copies(work, lessons=lessons) == []


# ---------------------------------------------------------------- hand files in the student's folder
def _hostile_files() -> dict[str, bytes]:
    hand = _finished().to_json()
    return {
        "binary": bytes(range(256)) * 4,
        "utf-16 of another text": "¿dónde está la mano?".encode("utf-16"),
        "latin-1": hand.replace('"AO"', '"AO"').encode("utf-8").replace(b"{", b"{\xe9", 1),
        "empty": b"",
        "huge": b"[" + b"0," * 300_000 + b"0]",
        "json but no hand": b'{"format": "briscola_teach/game", "version": 2}',
        "a list": b"[1, 2, 3]",
        "deep": b"[" * 100_000,
    }


@pytest.mark.parametrize("kind", list(_hostile_files()))
def test_a_hand_file_that_is_no_hand_is_refused_in_one_line(kind: str, tmp_path: Path) -> None:
    (tmp_path / "mano_1.json").write_bytes(_hostile_files()[kind])
    with using("es"), pytest.raises(RecordError) as caught:
        saved_hand(1, folder=tmp_path)
    assert caught.value.key == "hands.bad_file" and "mano_1.json" in str(caught.value)
    assert len(str(caught.value)) < 600


def test_a_hand_saved_in_utf_16_still_loads(tmp_path: Path) -> None:
    game = _finished()
    (tmp_path / "mano_1.json").write_bytes(game.to_json().encode("utf-16"))
    assert saved_hand(1, folder=tmp_path).actions == game.actions


def test_a_hand_file_that_cannot_be_opened_is_said(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "mano_1.json").write_text(_finished().to_json(), encoding="utf-8")

    def refused(*_: object, **__: object) -> None:  # we run as root: chmod would not stop the read
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(Path, "open", refused)
    with using("es"), pytest.raises(RecordError) as caught:
        saved_hand(1, folder=tmp_path)
    assert caught.value.key == "hands.unreadable" and "mano_1.json" in str(caught.value)


def test_a_rename_the_folder_refuses_after_keeping_the_copy_leaves_everything_as_it_was(
        lessons: Path, work: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refused(*_: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    before = _files(work)
    monkeypatch.setattr(student.os, "replace", refused)
    with pytest.raises(student.RestoreError):
        student.restore("es/3", work, lessons=lessons, language="it")
    assert _files(work) == before
