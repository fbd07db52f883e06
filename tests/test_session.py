"""The card-table session without widgets: steps, turns, the story, seeds, settings checked first."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

from briscola_teach import Game
from briscola_teach.errors import BriscolaError, IllegalPlay, OptionError, SeedError
from briscola_teach.card_table import view as table_view
from briscola_teach.card_table.session import (
    MAX_DELAY, YOU, TableSession, TableSettings, Waiting,
)
from briscola_teach.card_table.story import event_story
from briscola_teach.locale import text


def play_hand(session: TableSession) -> int:
    """Play the hand to its end, the student always with their first card; the steps taken."""
    steps = 0
    while not session.game.is_over:
        if session.waiting is Waiting.STUDENT:
            session.student_plays(session.game.hand(YOU)[0])
        else:
            assert session.waiting is Waiting.MACHINE
            session.machine_step()
        steps += 1
    return steps


def test_the_session_and_its_html_load_no_widgets() -> None:
    script = ("import sys\n"
              "from briscola_teach.card_table.session import TableSession\n"
              "from briscola_teach.card_table import view as table_view\n"
              "s = TableSession(level='random', seed=1)\n"
              "s.student_plays(s.game.hand(0)[0]) if s.waiting.value == 'student' else s.machine_step()\n"
              "table_view.board_html(s, style='spanish', card_width=80)\n"
              "print(sorted(m for m in sys.modules if m.startswith(('ipywidgets', 'briscola_teach.widgets'))))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_whole_hand_goes_step_by_step_and_every_step_counts(players: int) -> None:
    session = TableSession(level="random", players=players, seed=11)
    lead = session.lead_line()
    steps = play_hand(session)
    game = session.game
    assert steps == len(game.actions) == game.options.deck
    assert session.version == steps
    assert sum(game.points) == 120
    assert session.waiting is Waiting.MATCH_OVER  # a single hand is the whole match
    # The story is the lead, then what the student's view saw, in order.
    assert session.story[0] == lead
    assert list(session.story[1:]) == event_story(game, game.view(YOU).events, session.names, you=YOU)


def test_the_student_is_refused_while_the_machine_is_to_play_and_nothing_changes() -> None:
    session = TableSession(level="random", players=3, seed=4)
    if session.waiting is Waiting.STUDENT:
        session.student_plays(session.game.hand(YOU)[0])
    assert session.waiting is Waiting.MACHINE
    record, version, story = session.game.to_json(), session.version, session.story
    with pytest.raises(IllegalPlay) as refused:
        session.student_plays(session.game.hand(YOU)[0])
    assert str(refused.value) == text("table.not_your_turn", who=session.names[session.turn or 0])
    assert (session.game.to_json(), session.version, session.story) == (record, version, story)


def test_the_machine_does_not_move_for_the_student() -> None:
    session = TableSession(level="random", players=2, seed=3)
    while session.waiting is Waiting.MACHINE:
        session.machine_step()
    version = session.version
    with pytest.raises(IllegalPlay) as refused:
        session.machine_step()
    assert refused.value.key == "table.not_machine_turn"
    assert session.version == version


def test_a_card_not_in_hand_is_refused_naming_it() -> None:
    session = TableSession(level="random", players=2, seed=3)
    while session.waiting is Waiting.MACHINE:
        session.machine_step()
    absent = next(c for c in Game.new(2, seed=0).hand(0) + Game.new(2, seed=1).hand(0)
                  if c not in session.game.hand(YOU))
    version, record = session.version, session.game.to_json()
    with pytest.raises(IllegalPlay, match=str(absent)):
        session.student_plays(absent)
    assert (session.version, session.game.to_json()) == (version, record)


def test_next_hand_only_after_a_hand_and_before_the_end_of_the_match() -> None:
    session = TableSession(level="random", players=2, seed=2, best_of=3)
    with pytest.raises(IllegalPlay) as refused:
        session.next_hand()
    assert refused.value.key == "engine.match_hand_unfinished"
    leaders = [session.game.leader]
    while True:
        play_hand(session)
        if session.waiting is Waiting.MATCH_OVER:
            break
        assert session.waiting is Waiting.NEXT_HAND
        session.next_hand()
        leaders.append(session.game.leader)
        assert session.story == (session.lead_line(),)  # a fresh story; nobody has played yet
    assert leaders == [(leaders[0] + i) % 2 for i in range(len(leaders))]  # the lead moves on
    over = text("table.match_over_click", new=text("table.new_match"))
    with pytest.raises(IllegalPlay) as refused:
        session.next_hand()
    assert str(refused.value) == over
    with pytest.raises(IllegalPlay) as refused:
        session.student_plays("as de oros")
    assert str(refused.value) == over


def test_the_same_seed_deals_and_plays_the_same_match() -> None:
    first = TableSession(level="sensato", players=3, seed=21)
    second = TableSession(level="sensato", players=3, seed=21)
    play_hand(first)
    play_hand(second)
    assert first.game.to_json() == second.game.to_json()
    other = TableSession(level="sensato", players=3, seed=22)
    play_hand(other)
    assert other.game.to_json() != first.game.to_json()


def test_each_machine_seat_has_its_own_dice_derived_from_the_seed() -> None:
    session = TableSession(level="random", players=4, seed=5)
    bots = session.bots
    assert sorted(bots) == [1, 2, 3]
    draws = [bot.rng.random() for bot in bots.values()]  # type: ignore[attr-defined]
    assert len(set(draws)) == 3
    again = TableSession(level="random", players=4, seed=5).bots
    assert [bot.rng.random() for bot in again.values()] == draws  # type: ignore[attr-defined]


def test_the_pause_is_longer_after_a_trick() -> None:
    session = TableSession(level="random", players=2, seed=4, delay=0.5)
    seen = set()
    while not session.game.is_over:
        if session.waiting is Waiting.MACHINE:
            pause = session.machine_pause()
            after_trick = not session.game.table and bool(session.game.tricks)
            assert pause == pytest.approx(0.8 if after_trick else 0.5)
            seen.add(after_trick)
            session.machine_step()
        else:
            session.student_plays(session.game.hand(YOU)[0])
    assert seen == {True, False}


def test_learning_mode_tells_the_points_of_each_trick_from_then_on() -> None:
    session = TableSession(level="random", players=2, seed=6)
    play_until = len(session.game.tricks) + 1
    while len(session.game.tricks) < play_until:
        (session.student_plays(session.game.hand(YOU)[0]) if session.waiting is Waiting.STUDENT
         else session.machine_step())
    assert not any("puntos)" in line for line in session.story)
    session.learning = True
    while len(session.game.tricks) < play_until + 1:
        (session.student_plays(session.game.hand(YOU)[0]) if session.waiting is Waiting.STUDENT
         else session.machine_step())
    assert any("(+" in line and "puntos)" in line for line in session.story)
    assert "Puntos hasta ahora" in table_view.learning_html(session)


def test_saving_numbers_the_files_and_loads_back(tmp_path: Path) -> None:
    session = TableSession(level="random", players=2, seed=5)
    play_hand(session)
    first = session.save(folder=tmp_path / "manos")
    second = session.save(folder=tmp_path / "manos")
    assert (first.name, second.name) == ("mano_1.json", "mano_2.json")
    assert Game.from_json(first.read_text(encoding="utf-8")).to_json() == session.game.to_json()
    assert json.loads(second.read_text(encoding="utf-8"))


# ----------------------------------------------------------------- settings, checked before anything
@pytest.mark.parametrize(("changes", "key", "quoted"), [
    ({"level": "maestro"}, "engine.unknown_level", "maestro"),
    ({"players": 6}, "table.bad_players", "6"),
    ({"players": True}, "table.bad_players", "True"),
    ({"best_of": 4}, "engine.match_best_of", "4"),
    ({"first_to": 0}, "engine.match_first_to", "0"),
    ({"best_of": 3, "first_to": 2}, "engine.match_format", ""),
    ({"seed": 2.5}, "engine.bad_seed", "2.5"),
    ({"delay": 1e9}, "table.bad_delay", "1000000000.0"),
    ({"delay": math.inf}, "table.bad_delay", "«inf»"),
    ({"delay": math.nan}, "table.bad_delay", "nan"),
    ({"delay": -1}, "table.bad_delay", "-1"),
    ({"delay": "0,7"}, "table.bad_delay", "«0,7»"),
    ({"learning": 1}, "engine.option_not_bool", "1"),
    ({"swap_muestra": "yes"}, "engine.option_not_bool", "yes"),
    ({"style": "tarot"}, "engine.bad_style", "tarot"),
    ({"colour": "red"}, "engine.unknown_option", "colour"),
])
def test_a_bad_setting_raises_a_kit_error_naming_it(changes: dict[str, object], key: str,
                                                      quoted: str) -> None:
    with pytest.raises(BriscolaError) as refused:
        TableSession(**changes)
    assert refused.value.key == key
    assert quoted in str(refused.value)


def test_a_bad_setting_for_a_new_match_leaves_the_match_being_played() -> None:
    session = TableSession(level="random", players=2, seed=3, delay=0.5)
    session.student_plays(session.game.hand(YOU)[0]) if session.waiting is Waiting.STUDENT \
        else session.machine_step()
    state = (session.settings, session.match, session.game, session.game.to_json(), session.version,
             session.story)
    for changes in ({"players": 4, "delay": math.inf}, {"level": "experto", "seed": "x"},
                    {"players": 3, "first_to": -2}):
        with pytest.raises((OptionError, SeedError)):
            session.new_match(**changes)
        assert (session.settings, session.match, session.game, session.game.to_json(),
                session.version, session.story) == state
    with pytest.raises(OptionError):
        session.delay = math.inf
    with pytest.raises(OptionError):
        session.learning = "on"  # type: ignore[assignment]
    assert session.settings == state[0]


def test_a_new_match_uses_the_new_settings_and_counts_as_a_step() -> None:
    session = TableSession(level="random", players=2, seed=3)
    version = session.version
    session.new_match(players=4, first_to=2, seed=8, level="sensato")
    assert session.players == 4 and session.match.target == 2 and session.match.best_of is None
    assert session.settings.level == "sensato" and session.version == version + 1
    assert session.settings.delay == 0.0  # what was not changed stays


def test_the_slowest_pace_allowed_is_ten_seconds() -> None:
    assert MAX_DELAY == 10
    assert TableSettings(delay=10).delay == 10.0
    assert TableSettings(delay=0).delay == 0.0
    assert isinstance(TableSettings(delay=1).delay, float)
