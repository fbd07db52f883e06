"""The table saves the match as it goes and goes on with it; a class code deals the same hands to all."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest

from briscola_teach.duplicate import read_results
from briscola_teach.errors import OptionError
from briscola_teach.locale import text
from briscola_teach.card_table.class_code import (CLASS_LEVEL, deal_seed, next_deal, normalize_code,
                                               record_result, results_path)
from briscola_teach.card_table.session import TableSession, TableSettings, Waiting
from briscola_teach.widgets.table import CardTable


def display_html(screen: CardTable) -> str:
    """The HTML a notebook's output shows for the screen, through IPython's display formatter."""
    from IPython.core.formatters import DisplayFormatter

    data, _ = DisplayFormatter().format(screen)
    return str(data["text/html"])


def _play(session: TableSession, student_plays: int) -> None:
    """Play on: the student's first legal card each time, the machine answering."""
    for _ in range(student_plays):
        while session.waiting is Waiting.MACHINE:
            session.machine_step()
        if session.waiting is not Waiting.STUDENT:
            return
        session.student_plays(session.game.legal_plays()[0])


@pytest.mark.parametrize("settings", [
    TableSettings(level="sensato", seed=5), TableSettings(level="random", players=3, seed=9),
    TableSettings(level="sensato", players=4, seed=2), TableSettings(level="random", best_of=3, seed=4),
    TableSettings(level="random", swap_muestra=True, seed=8),
])
def test_a_match_resumed_from_its_snapshot_is_the_same_match_at_the_same_moment(settings: TableSettings) -> None:
    session = TableSession(settings)
    _play(session, 7)
    if session.waiting is Waiting.NEXT_HAND:
        session.next_hand()
        _play(session, 2)
    snapshot = json.loads(json.dumps(session.snapshot()))  # through a file's text
    again = TableSession.resume(snapshot, TableSettings(delay=0.5))
    assert [g.actions for g in again.match.games] == [g.actions for g in session.match.games]
    assert again.story == session.story and again.waiting is session.waiting
    assert again.game.points == session.game.points and again.delay == 0.5


@pytest.mark.parametrize("broken", [
    None, [], {"format": "otra"},
    {"format": "briscola_teach/table_in_play", "version": 1, "settings": {"seed": None}, "hands": [[]]},
    {"format": "briscola_teach/table_in_play", "version": 1, "settings": {"seed": 5, "colour": 1}, "hands": [[]]},
    {"format": "briscola_teach/table_in_play", "version": 1, "settings": {"seed": 5}, "hands": [["XX"]]},
    {"format": "briscola_teach/table_in_play", "version": 1, "settings": {"seed": 5}, "hands": [["swap"]]},
])
def test_a_snapshot_that_is_not_one_is_refused_in_the_students_words(broken: object) -> None:
    with pytest.raises(OptionError) as refused:
        TableSession.resume(broken)
    assert str(refused.value) == text("table.resume_bad")


def test_a_class_code_deals_the_same_hands_against_the_same_machine_to_every_student(tmp_path: Path) -> None:
    first, second = CardTable(seed=1), CardTable(seed=777, level="random", players=3)
    first.save_dir, second.save_dir = tmp_path / "ana", tmp_path / "luis"
    first.play_class("roble")
    second.play_class(" Roble ")
    assert first.game.start == second.game.start and first.class_deal == second.class_deal == 1
    assert first.session.settings.level == CLASS_LEVEL == second.session.settings.level
    assert "ROBLE" in first.class_note and "1" in first.class_note
    # "Nueva partida" deals the code's next deal, the same for both
    first.new_button.click()
    second.new_button.click()
    assert first.class_deal == second.class_deal == 2 and first.game.start == second.game.start
    # another code deals other hands
    other = CardTable()
    other.play_class("PINO")
    assert other.game.start != first.game.start


def test_a_finished_class_deal_is_recorded_once_with_its_points_and_the_next_one_follows(tmp_path: Path) -> None:
    table = CardTable(level="random", seed=3)
    table.save_dir = tmp_path
    table.student = "Ana"
    table.play_class("roble")
    while not table.game.is_over:
        table.play(table.game.legal_plays()[0])
    outcome = table.game.outcome
    assert outcome is not None
    [result] = read_results(results_path(tmp_path, "ROBLE"))
    assert (result.student, result.code, result.deal, result.points) == ("Ana", "ROBLE", 1, outcome.points[0])
    assert "ROBLE" in table.class_note and str(outcome.points[0]) in table.class_note
    table.refresh()
    assert len(read_results(results_path(tmp_path, "ROBLE"))) == 1
    assert next_deal(tmp_path, "ROBLE") == 2
    # typing the code again goes on with the deal not yet played
    table.play_class("ROBLE")
    assert table.class_deal == 2
    # and a deal played again is not recorded twice
    assert record_result(tmp_path, "ROBLE", 1, points=120, won=True, student="Ana") is None


def test_leaving_the_codes_settings_leaves_the_class_and_records_nothing(tmp_path: Path) -> None:
    table = CardTable(level="random", seed=3)
    table.save_dir = tmp_path
    table.play_class("ROBLE")
    table.level_choice.value = "random"
    table.repeat_button.click()
    assert table.class_deal is None and table.class_note == ""
    while not table.game.is_over:
        table.play(table.game.legal_plays()[0])
    assert not results_path(tmp_path, "ROBLE").exists()


@pytest.mark.parametrize("code", ["", "ab", "R" * 25, "ROB LE", "../X", "ROBLE\x00", None, 12])
def test_a_bad_class_code_is_refused_and_the_table_stays_as_it_was(code: object) -> None:
    table = CardTable(level="random", seed=3)
    start = table.game.start
    table.class_field.value = code if isinstance(code, str) else str(code)
    if isinstance(code, str):
        table.class_button.click()
    with pytest.raises(OptionError) as refused:
        normalize_code(code)
    assert refused.value.key == "table.bad_class_code"
    if isinstance(code, str):
        assert html.escape(str(refused.value)) in table.feedback
    assert table.game.start == start and table.class_deal is None
    with pytest.raises(OptionError):
        deal_seed("ROBLE", 0)


def test_in_a_students_folder_the_table_keeps_its_still_picture_as_the_student_left_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from briscola_teach import progress

    monkeypatch.setenv(progress.FOLDER_VARIABLE, str(tmp_path))
    table = CardTable(seed=3)
    drawn = display_html(table)
    assert table.still_picture == drawn
    table.hand_buttons[0].click()
    assert table.still_picture == table.static_html() != drawn  # the card played shows in the picture saved


def test_outside_a_students_folder_no_still_picture_is_kept(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from briscola_teach import progress

    monkeypatch.delenv(progress.FOLDER_VARIABLE, raising=False)
    monkeypatch.chdir(tmp_path)
    table = CardTable(seed=3)
    display_html(table)
    table.hand_buttons[0].click()
    assert table.still_picture == ""
