"""Dealing and drawing (lesson 04): the DealStepper and the helpers behind it, checked
against the engine and against the counts of RULES §4."""

from __future__ import annotations

import html

import pytest

from briscola_teach import Game, Options
from briscola_teach.exercises.dealing import (
    SETUPS,
    Setup,
    all_counts,
    check_counts,
    check_draw_order,
    check_muestra,
    check_result,
    counts,
    deal_steps,
    draw_order,
    muestra_taker,
    play_out,
    draws_by_player,
    rules_table,
    who_wins,
)
from briscola_teach.locale import text
from briscola_teach.widgets import DealStepper

from shown import shown_html

# RULES §4: players, deck, cards dealt, draw rounds, tricks.
RULES_4 = [(2, 40, 6, 17, 20), (3, 39, 9, 10, 13), (3, 36, 9, 9, 12), (4, 40, 12, 7, 10)]


@pytest.mark.parametrize("players, deck, dealt, rounds, tricks", RULES_4)
def test_counts_of_rules_4_come_out_of_the_engine(players, deck, dealt, rounds, tricks):
    result = counts(players, deck)
    assert (result.deck, result.dealt, result.draw_rounds, result.tricks) == (deck, dealt, rounds, tricks)
    assert result.tricks == Options.build(players, deck=deck).tricks
    assert result.stock == deck - dealt == rounds * players
    assert result.muestra_after_trick == rounds


@pytest.mark.parametrize("seed", [0, 1, 7])
def test_counts_do_not_depend_on_the_shuffle(seed):
    assert all_counts(seed=seed) == all_counts(seed=0)


def test_rules_table_has_one_row_per_table_size():
    table = rules_table()
    assert table["players"] == [2, 3, 3, 4] and table["deck"] == [40, 39, 36, 40]
    assert table["tricks"] == [20, 13, 12, 10]
    assert table["rounds"] == [17, 10, 9, 7] and table.labels["rounds"] == "rondas de robo"


def test_draws_by_player_names_the_players_and_the_muestra():
    game = play_out(Game.new(players=3, seed=7))
    table = draws_by_player(game)
    assert len(table) == len(game.draws) == 30
    assert table["is_muestra"].count("sí") == 1 and table.rows[-1]["is_muestra"] == "sí"
    assert table.rows[-1]["player"] == f"jugador {game.muestra_drawn_by + 1}"
    assert table.labels["player"] == "roba" and table.tail(6)["after_trick"] == [d.after_trick for d in game.draws[-6:]]


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: f"{s.players}-{s.deck}")
def test_deal_goes_one_card_at_a_time_from_the_first_leader(setup):
    steps = deal_steps(setup.players, setup.deck, 3)
    game = Game.new(setup.players, 3, deck=setup.deck)
    dealt = [s for s in steps if s.kind == "deal"]
    assert len(dealt) == 3 * setup.players
    assert [s.dealt[0] for s in dealt if s.dealt] == [
        (game.leader + i) % setup.players for i in range(len(dealt))]
    muestra = next(s for s in steps if s.kind == "muestra")
    assert muestra.muestra is game.muestra and muestra.stock_size == game.stock_size
    assert muestra.hands == tuple(game.hand(s) for s in range(setup.players))
    # While dealing, the deck shrinks by one card per step and the muestra is not up yet.
    assert [s.stock_size for s in dealt] == list(range(setup.deck - 1, setup.deck - 1 - len(dealt), -1))
    assert all(s.muestra is None for s in dealt)


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: f"{s.players}-{s.deck}")
def test_each_draw_round_starts_with_the_trick_winner_and_follows_seat_order(setup):
    steps = deal_steps(setup.players, setup.deck, 5)
    n = setup.players
    for i, step in enumerate(steps):
        if step.kind != "draws":
            continue
        trick = steps[i - 1].trick
        assert trick is not None
        assert [d.seat for d in step.draws] == [(trick.winner + k) % n for k in range(n)]
        assert step.stock_size == steps[i - 1].stock_size - n


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: f"{s.players}-{s.deck}")
def test_the_muestra_goes_to_the_seat_before_the_last_draw_round_winner(setup):
    steps = deal_steps(setup.players, setup.deck, 11)
    game = play_out(Game.new(setup.players, 11, deck=setup.deck))
    last_round = [s for s in steps if s.kind == "draws"][-1]
    winner = last_round.draws[0].seat
    assert last_round.draws[-1].is_muestra
    assert last_round.draws[-1].seat == (winner - 1) % setup.players == game.muestra_drawn_by
    # ...and that seat plays last in the next trick.
    next_trick = game.tricks[last_round.draws[0].after_trick]
    assert next_trick.plays[-1][0] == game.muestra_drawn_by


def test_with_two_players_the_loser_of_trick_17_takes_the_muestra():
    for seed in range(5):
        steps = deal_steps(2, None, seed)
        trick17 = next(s.trick for s in steps if s.trick is not None and s.trick.number == 17)
        assert trick17 is not None
        assert steps[-1].muestra_drawn_by == 1 - trick17.winner


def test_forecast_names_the_muestra_taker_only_once_the_last_draw_trick_is_played():
    steps = deal_steps(3, 39, 2)
    taker = steps[-1].muestra_drawn_by
    assert taker is not None
    name = f"jugador {taker + 1}"
    before = [s for s in steps if s.kind == "trick" and s.trick and s.trick.number < 10]
    assert all(name not in s.forecast for s in before) and "baza 10" in before[0].forecast
    trick10 = next(s for s in steps if s.trick and s.trick.number == 10)
    assert name in trick10.forecast and "será para" in trick10.forecast


def test_end_step_reports_the_engine_outcome():
    end = deal_steps(4, None, 0)[-1]
    game = play_out(Game.new(4, 0))
    outcome = game.outcome
    assert outcome is not None and end.kind == "end"
    assert f"{max(outcome.points)} puntos" in end.explanation and "pareja" in end.explanation


def test_draw_order_and_muestra_taker_follow_seat_order():
    assert draw_order(3, 2) == (2, 0, 1)
    assert draw_order(4, 1) == (1, 2, 3, 0)
    assert muestra_taker(2, 0) == 1
    assert muestra_taker(4, 0) == 3


def test_checks_say_right_and_wrong_with_the_reason():
    assert check_counts(4, dealt=12, rounds=7, tricks=10).ok
    hint = check_counts(3, 39, dealt=9, rounds=13, tricks=13)
    assert not hint.ok and "rondas de robo" in hint.message and "Pista" in hint.message
    assert "10 rondas" not in hint.message
    wrong = check_counts(3, 39, dealt=9, rounds=13, tricks=13)
    assert not wrong.ok and "rondas de robo" in wrong.message and "10 rondas" in wrong.message
    # Players are numbered from 1, as the lessons number them: player 4 is seat 3.
    assert check_draw_order(4, 4, [4, 1, 2, 3]).ok
    assert check_draw_order(4, "jugador 4", ["4", "Jugador 1", 2, 3]).ok
    assert not check_draw_order(4, 4, [4, 3, 2, 1]).ok
    assert "1 o 2" in check_draw_order(2, 5, [5, 1]).message
    assert check_muestra(2, 2, 1).ok
    assert check_muestra(4, 3, "jugador 2").ok
    hint = check_muestra(3, 2, 3)
    assert not hint.ok and "Pista" in hint.message


@pytest.mark.parametrize("call", [
    lambda: check_counts(3, 40, dealt=9, rounds=10, tricks=13),
    lambda: check_counts(5, dealt=9, rounds=10, tricks=13),
    lambda: check_counts("tres", dealt=9, rounds=10, tricks=13),
    lambda: check_counts(3, 39, dealt="nueve", rounds=10, tricks=13),
    lambda: check_result([120, 0], 0),
    lambda: check_result([120, 0], "alguien"),
    lambda: check_result(120, [1]),
    lambda: check_result([60, "60"], []),
    lambda: check_draw_order(4, 1, 2),
    lambda: check_draw_order(7, 1, [1]),
    lambda: check_muestra(2, 1, None),
], ids=["deck-40-for-3", "five-players", "words", "count-word", "winner-0", "winner-word",
        "points-not-list", "points-str", "order-not-list", "seven-players", "muestra-none"])
def test_a_wrong_type_or_impossible_table_is_one_spanish_line_not_a_traceback(call):
    result = call()
    assert not result.ok and "\n" not in result.message and "Error" not in result.message


def test_result_winners_are_written_as_a_student_would():
    assert check_result([120, 0], 1).ok
    assert check_result([120, 0], "jugador 1").ok
    assert check_result([60, 60], "nadie").ok
    assert check_result([50, 50, 20], [2, 1]).ok
    assert check_result([20, 40, 41, 19], [1, 3]).ok


def test_who_wins_follows_rules_5():
    assert who_wins([60, 60]).is_draw
    assert who_wins([61, 59]).winners == (0,)
    three = who_wins([50, 50, 20])
    assert three.winners == (0, 1) and three.is_shared
    assert who_wins([30, 45, 45]).winners == (1, 2)
    assert who_wins([30, 20, 40, 30]).winners == (0, 2)
    assert check_result([60, 60], []).ok
    assert not check_result([60, 60], [1]).ok
    bad = check_result([30, 20], [1])
    assert not bad.ok and "120" in bad.message


# -------------------------------------------------------------------- the widget

def test_stepper_starts_with_the_shuffle_and_counts_from_the_engine():
    stepper = DealStepper()
    assert stepper.current.kind == "shuffle" and stepper.navigator.previous_button.disabled
    counts = text("deal.counts", dealt=0, rounds_done=0, rounds=17, tricks_done=0, tricks=20, stock=40)
    assert html.escape(counts) in stepper.board


def test_next_deals_one_card_to_the_first_leader_and_previous_undoes_it():
    stepper = DealStepper(seed=4)
    before = stepper.board
    stepper.navigator.next_button.click()
    step = stepper.current
    assert step.kind == "deal" and step.dealt is not None
    leader = Game.new(2, 4).leader
    assert step.dealt[0] == leader and step.hands[leader] == (step.dealt[1],)
    assert str(step.dealt[1]) in stepper.board
    stepper.navigator.previous_button.click()
    assert stepper.board == before


def test_four_players_seven_draw_rounds_and_ten_tricks():
    stepper = DealStepper()
    stepper.setup_choice.value = Setup(4, 40)
    assert stepper.index == 0
    stepper.navigator.last_button.click()
    assert stepper.navigator.next_button.disabled
    counts = text("deal.counts", dealt=12, rounds_done=7, rounds=7, tricks_done=10, tricks=10, stock=0)
    assert html.escape(counts) in stepper.board
    assert sum(1 for s in stepper.steps if s.kind == "draws") == 7
    assert sum(1 for s in stepper.steps if s.kind == "deal") == 12


def test_three_players_39_cards_ten_rounds_thirteen_tricks():
    stepper = DealStepper(players=3)
    assert stepper.setup == Setup(3, 39)
    assert sum(1 for s in stepper.steps if s.kind == "draws") == 10
    assert sum(1 for s in stepper.steps if s.kind == "trick") == 13
    muestra = next(i for i, s in enumerate(stepper.steps) if s.kind == "muestra")
    stepper.go(muestra)
    assert "30 cartas" in stepper.explanation and "10 rondas" in stepper.explanation


def test_draw_round_shows_the_order_and_the_stock_left():
    stepper = DealStepper(players=4, seed=1)
    first_round = next(i for i, s in enumerate(stepper.steps) if s.kind == "draws")
    stepper.go(first_round)
    assert html.escape(text("deal.order_title")) in stepper.board
    assert "1.º" in stepper.board and "4.º" in stepper.board
    assert html.escape(text("deal.draws_left", stock=24)) in stepper.explanation


def test_reshuffle_changes_the_deal_and_goes_back_to_the_start():
    stepper = DealStepper(seed=0)
    stepper.go(5)
    first = stepper.steps
    stepper.reshuffle_button.click()
    assert stepper.seed_box.value == 1 and stepper.index == 0
    assert stepper.steps != first


def test_static_html_names_the_table_and_the_step():
    stepper = DealStepper(players=3, deck=36)
    stepper.navigator.next_button.click()
    still = stepper.static_html()
    assert html.escape(text("deal.setup_3_36")) in still
    assert html.escape(text("deal.step_counter", number=2, total=len(stepper.steps))) in still
    assert shown_html(stepper) == still


def test_points_reach_the_pile_once_the_trick_is_gathered():
    steps = deal_steps(2, None, 6)
    first = next(i for i, s in enumerate(steps) if s.kind == "trick")
    trick = steps[first].trick
    assert trick is not None
    assert steps[first].points == (0, 0) and steps[first].rounds_done == 0
    gathered = steps[first + 1]
    assert gathered.kind == "draws" and gathered.rounds_done == 1
    assert gathered.points[trick.winner] == trick.points
    assert sum(steps[-1].points) == 120
