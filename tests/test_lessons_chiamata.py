"""Lesson 11, briscola chiamata (RULES §12) and briscolone (§13): every step, candidate and reading comes from the engine."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from briscola_teach import Card, Game, progress, set_language
from briscola_teach.bots.chiamata import BID_MARGIN, hand_value
from briscola_teach.chiamata import TARGET, Chiamata
from briscola_teach.cards import Suit
from briscola_teach.errors import BriscolaError
from briscola_teach.events import PASS, Bid, Call
from briscola_teach.exercises.chiamata import (
    EXAMPLE, READING_POSITIONS, ReadingDrill, after_the_call, check_briscolone, check_partner, comprobar_socio,
    controlla_socio, hand_steps, machine_hand, read_partner, reading_positions, step_html,
)
from briscola_teach.render import pictures


@pytest.fixture(autouse=True)
def spanish() -> None:
    set_language("es")


@pytest.fixture()
def student(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A marked work folder as `make lab` prepares it, so the checks record."""
    (tmp_path / progress.MARK).write_text("marked", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(progress.notes, "_TOLD", [False])
    monkeypatch.setattr(progress.notes, "_ANSWERED", {})
    return tmp_path


def _recorded(folder: Path) -> list[tuple[str, str, bool]]:
    path = folder / progress.file_name("es")
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    return [(e["lesson"], e["exercise"], e["ok"]) for e in map(json.loads, lines)]


# ---------------------------------------------------------------------- the auction, step by step
def test_the_steps_replay_the_machines_auction_and_call_exactly() -> None:
    game = machine_hand(EXAMPLE)
    steps = hand_steps(EXAMPLE)
    auction = [a for _, a in game.auction]
    assert [s.kind for s in steps] == ["deal", *("pass" if a is PASS else "bid" for a in auction), "call"]
    assert [s.seat for s in steps[1:-1]] == [seat for seat, _ in game.auction]
    last = steps[-1].game
    assert last.called_card is game.called_card and last.caller == game.caller and last.phase == "play"


def test_each_bid_and_pass_says_what_sensato_reckoned() -> None:
    """A bid states a value of at least 61 + the margin; a pass one below it; both are hand_value's."""
    need = TARGET + BID_MARGIN
    for step in hand_steps(EXAMPLE)[1:-1]:
        before = Chiamata(step.game.deal, first_bidder=step.game.first_bidder)
        for action in step.game.actions[:-1]:
            before.apply(action)
        view = before.view(step.seat)
        rank = step.game.actions[-1].rank if step.kind == "bid" else next(
            a for a in view.legal if isinstance(a, Bid)).rank
        value = max(hand_value(view.hand, s, rank=rank) for s in Suit)
        said = " ".join(step.lines)
        assert f"unos {round(value)} puntos" in said
        assert (value >= need) == (step.kind == "bid"), said
        assert f"{need}" in said


def test_the_call_names_the_card_and_its_secret_holder() -> None:
    game = machine_hand(EXAMPLE)
    call = hand_steps(EXAMPLE)[-1]
    assert game.partner is not None and game.partner != game.caller
    said = " ".join(call.lines)
    assert str(game.called_card) in said and f"jugador {game.partner + 1}: es el socio secreto" in said


def test_the_whole_hand_has_every_card_the_reveal_where_the_called_card_falls_and_the_outcome() -> None:
    steps = hand_steps(EXAMPLE, whole=True)
    game = machine_hand(EXAMPLE)
    plays = [s for s in steps if s.kind in ("play", "end")]
    assert len(plays) == 40 and steps[-1].kind == "end"
    reveals = [s for s in plays if "Ahora todos saben" in " ".join(s.lines)]
    assert len(reveals) == 1 and reveals[0].game.actions[-1] is game.called_card
    outcome = game.outcome
    assert outcome is not None
    end = " ".join(steps[-1].lines)
    assert f"suman {outcome.points[0]} puntos" in end and "+2" in end


def test_a_step_is_drawn_with_pictures_that_an_untrusted_notebook_keeps() -> None:
    html = step_html(hand_steps(EXAMPLE)[-1])
    assert "<svg" not in html.split("data:image")[0]
    assert len(pictures(html)) == 5  # the five hands
    assert "seis de bastos" in html and "socio (secreto)" in html


# ---------------------------------------------------------------------- who may be the partner
def test_a_defender_counts_every_other_seat_the_caller_included() -> None:  # RULES §12, the caller may call their own card
    view = after_the_call(EXAMPLE, 1)
    assert check_partner(view, [2, 3, 4, 5]).ok is True
    assert check_partner(view, "2, 3, 4 y 5").ok is True
    assert check_partner(view, "2 3 4 5").ok is True
    assert check_partner(view, ("jugador 2", 3, "4", "el jugador 5")).ok is True
    forgot = check_partner(view, [2, 3, 4])
    assert forgot.ok is False and any("No te olvides del que llama, el jugador 5" in line for line in forgot.lines)


def test_the_holder_of_the_called_card_knows_it_is_the_partner() -> None:
    view = after_the_call(EXAMPLE, 2)
    assert check_partner(view, "tú").ok is True and check_partner(view, 2).ok is True
    hint = check_partner(view, [1, 3])
    assert hint.ok is False and hint.lines[0] == "Todavía no." and "eres tú" not in str(hint)
    wrong = check_partner(view, [1, 3])
    assert wrong.ok is False and wrong.lines[0] == "No: el socio eres tú."


def test_the_caller_does_not_know_its_partner() -> None:
    game = machine_hand(EXAMPLE)
    assert game.caller == 4
    assert check_partner(after_the_call(EXAMPLE, 5), [1, 2, 3, 4]).ok is True
    told = check_partner(after_the_call(EXAMPLE, 5), [1, 2, 3, 4, 5])
    assert told.ok is False and any("no puedes ser" in line for line in told.lines)


@pytest.mark.parametrize("given", ["banana", 7, [0], [], 2.5, {"a": 1}])
def test_an_answer_that_names_no_players_is_explained_and_not_recorded(given: object, student: Path) -> None:
    said = check_partner(after_the_call(EXAMPLE, 1), given)
    assert said.ok is False and "números de los jugadores (del 1 al 5)" in said.lines[0]
    assert _recorded(student) == []


def test_the_partner_checks_record_wrong_then_right_in_lesson_11(student: Path) -> None:
    view = after_the_call(EXAMPLE, 1)
    check_partner(view, None)
    check_partner(view, [2, 3, 4])
    check_partner(view, [2, 3, 4, 5])
    assert _recorded(student) == [("11", f"partner_call:{EXAMPLE}:1", False), ("11", f"partner_call:{EXAMPLE}:1", True)]


def test_the_view_and_the_aliases_speak_each_language() -> None:
    assert "El jugador 5 ha llamado el seis de bastos" in repr(after_the_call(EXAMPLE, 1))
    assert comprobar_socio(after_the_call(EXAMPLE, 2), "yo").ok is True
    set_language("it")
    assert controlla_socio(after_the_call(EXAMPLE, 2), "tu").ok is True
    assert "sei di bastoni" in repr(after_the_call(EXAMPLE, 1))


def test_a_hand_nobody_called_has_no_call_to_look_at() -> None:  # RULES §12: all five pass, deal again
    number = next(n for n in range(2020, 2100) if machine_hand(n).caller is None)
    assert hand_steps(number)[-1].lines[-1] == "Han pasado los cinco: nadie llama y se reparte de nuevo."
    with pytest.raises(BriscolaError, match="nadie ha llamado"):
        after_the_call(number, 1)


@pytest.mark.parametrize("player", [0, 6, "2", True])
def test_a_seat_outside_the_table_is_refused_by_name(player: object) -> None:
    with pytest.raises(BriscolaError, match="del 1 al 5"):
        after_the_call(EXAMPLE, player)  # type: ignore[arg-type]


# ---------------------------------------------------------------------- reading the plays
def test_the_lessons_positions_read_as_the_lesson_says() -> None:
    readings = [read_partner(game.view(seat)) for game, seat in reading_positions()]
    assert [(r.reason, r.sure) for r in readings] == [
        ("no_sign", False), ("loaded", False), ("revealed", True), ("loaded", False)]
    for (game, _), reading in zip(reading_positions(), readings):
        if reading.seat is not None:
            assert reading.seat == game.partner  # in these deals the reading is right


def test_a_sure_reading_is_always_the_partner_over_many_machine_hands() -> None:
    """Revealed or held: never wrong, whoever reads, wherever the hand stops."""
    for number in range(3000, 3012):
        for tricks in (0, 3, 6):
            game = machine_hand(number, tricks=tricks)
            if game.caller is None:
                continue
            for seat in range(5):
                reading = read_partner(game.view(seat))
                if reading.sure:
                    assert reading.seat == game.partner


def test_the_holder_reads_itself_and_the_caller_holding_its_card_plays_alone() -> None:
    game = machine_hand(EXAMPLE, tricks=1)
    assert read_partner(game.view(1)).reason == "you_hold"
    hands = (machine_hand(n, tricks=0) for n in range(3000, 3400))
    alone = next(g for g in hands if g.caller is not None and g.partner == g.caller)
    caller = alone.caller
    assert caller is not None and read_partner(alone.view(caller)).reason == "caller_holds"


def test_the_drill_counts_first_answers_and_refuses_out_of_turn(student: Path) -> None:
    drill = ReadingDrill()
    with pytest.raises(BriscolaError, match="Responde primero"):
        drill.next()
    with pytest.raises(BriscolaError):
        drill.choose(9)
    assert drill.answer is None and drill.tried == 0  # a refused answer leaves the drill as it was
    wrong = drill.choose(1)
    assert wrong.ok is False and wrong.lines[0] == "No: aún no se sabe."
    with pytest.raises(BriscolaError, match="Ya has respondido"):
        drill.choose(None)
    drill.next()
    right = drill.choose(3)
    assert right.ok is True and "lo más probable" in right.lines[1] and "lo tenía el jugador 4" in right.lines[2]
    drill.next()
    drill.choose(1)
    drill.next()
    drill.choose(1)
    drill.next()
    assert drill.finished and drill.score() == "Has terminado: 3 de 4 bien a la primera."
    assert [ok for _, _, ok in _recorded(student)] == [False, True, True, True]
    assert len(READING_POSITIONS) == 4


# ---------------------------------------------------------------------- briscolone
def test_briscolone_trump_card_stays_in_the_dealers_hand() -> None:  # RULES §13
    hand = Game.new(players=2, variant="briscolone", seed=2024)
    assert hand.muestra in hand.hand(1)
    assert check_briscolone(hand, 2).ok is True
    assert check_briscolone(hand, "el rival").ok is True
    hint = check_briscolone(hand, 1)
    assert hint.ok is False and "as de bastos" not in str(hint) and "al que reparte" in str(hint)
    wrong = check_briscolone(hand, 1)
    assert wrong.ok is False and "as de bastos" in wrong.lines[1]
    assert check_briscolone(hand, None).ok is None


@pytest.mark.parametrize("given", [Game.new(players=2, seed=1), "mano", None])
def test_only_a_hand_of_briscolone_is_checked(given: object) -> None:
    said = check_briscolone(given, 2)
    assert said.ok is False and "briscolone" in said.lines[0]


def test_a_bad_briscolone_answer_is_explained() -> None:
    said = check_briscolone(Game.new(players=2, variant="briscolone", seed=2024), "nadie")
    assert said.ok is False and "nadie" in said.lines[0]


def test_the_worked_hand_calls_below_the_ace_so_the_stepper_has_a_long_auction() -> None:
    game = machine_hand(EXAMPLE)
    calls = [a for _, a in game.auction if isinstance(a, Bid)]
    assert len(calls) >= 6 and isinstance(game.actions[len(game.auction)], Call)
    assert Card.parse("seis de bastos") is game.called_card
