"""The machine's thinking under a wall-clock deadline: it plays the best card found so far."""

from __future__ import annotations

import random
import time

import pytest

from briscola_teach import Game
from briscola_teach.bots import make_bot
from briscola_teach.bots.experto import Experto
from briscola_teach.bots.search import evaluate_plays
from briscola_teach.card_table.session import TableSession
from briscola_teach.errors import OptionError


def _early_view() -> tuple[Game, int]:
    game = Game.new(2, seed=11)
    seat = game.turn
    assert seat is not None
    return game, seat


def test_a_passed_deadline_stops_after_one_imagined_deal_and_equals_a_one_deal_search() -> None:
    game, seat = _early_view()
    view = game.view(seat)
    stopped = evaluate_plays(view, samples=200, rng=random.Random(5), infer=True, horizon=2,
                             stop_at=time.monotonic() - 1)
    one = evaluate_plays(view, samples=1, rng=random.Random(5), infer=True, horizon=2)
    assert stopped == one
    assert set(stopped) == set(view.legal_plays())


def test_without_a_deadline_the_search_is_the_same_as_ever() -> None:
    game, seat = _early_view()
    view = game.view(seat)
    far = evaluate_plays(view, samples=40, rng=random.Random(5), infer=True, horizon=2,
                         stop_at=time.monotonic() + 3600)
    plain = evaluate_plays(view, samples=40, rng=random.Random(5), infer=True, horizon=2)
    assert far == plain


def test_an_expert_with_a_deadline_answers_within_it_with_a_legal_card() -> None:
    game = Game.new(2, seed=3)
    bots = [make_bot("experto", seed=1, deadline=0.05), make_bot("experto", seed=2, deadline=0.05)]
    slowest = 0.0
    while not game.is_over:
        seat = game.turn
        assert seat is not None
        started = time.monotonic()
        action = bots[seat].choose(game.view(seat))
        slowest = max(slowest, time.monotonic() - started)
        game.apply(action)
    # one imagined deal more than the deadline at most, plus the exact end: well under a second
    assert slowest < 1.0


@pytest.mark.parametrize("deadline", [0, -1, float("inf"), float("nan"), "1"])
def test_a_deadline_that_is_not_a_positive_number_of_seconds_is_refused(deadline: object) -> None:
    with pytest.raises(ValueError, match="deadline"):
        Experto(deadline=deadline)  # type: ignore[arg-type]


def test_the_table_gives_its_expert_the_deadline_and_refuses_a_bad_one() -> None:
    session = TableSession(level="experto", think=0.4)
    assert all(bot.strategy.deadline == 0.4 for bot in session.bots.values())  # type: ignore[attr-defined]
    assert all(bot.strategy.deadline is None  # type: ignore[attr-defined]
               for bot in TableSession(level="experto").bots.values())
    with pytest.raises(OptionError, match="«0»"):
        TableSession(level="experto", think=0)
