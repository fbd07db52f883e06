"""The strength benchmark's duplicate matches (``benchmarks/strength.py``) count what they say."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

import strength  # noqa: E402


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_level_against_itself_is_level_on_every_deal(players: int) -> None:
    # Sensato plays the same cards in the same place whatever its seed, so with the seats
    # rotated every deal's hands cancel: no margin, and the hands split evenly.
    result = strength.duplicate("sensato", "sensato", 6, players=players, seed=3)
    assert result.margins == [0.0] * 6
    assert result.hands == 6 * (3 if players == 3 else 2)
    if players == 3:
        assert result.wins + result.draws / 2 == pytest.approx(result.hands / 3, abs=1)


def test_three_players_seat_the_first_level_once_in_each_seat() -> None:
    result = strength.duplicate("sensato", "random", 30, players=3, seed=1)
    assert result.hands == 90
    assert len(result.margins) == len(result.scores) == 30
    assert sum(result.margins) / 30 > 5  # sensato takes more than each random seat
    assert all(0 <= score <= 1 for score in result.scores)
    assert result.wins > result.losses / 2  # better than a third of the hands


def test_a_three_player_margin_is_the_seats_points_less_the_others_mean() -> None:
    from briscola_teach import Game
    from briscola_teach.bots import play_out
    from briscola_teach.seeds import derive, derive_seed

    seed = derive_seed(5, "strength", 0)
    margin, *_ = strength._deal_three(("sensato", "random", 3, seed, None))
    expected = 0.0
    for ours in range(3):
        game = Game.new(players=3, seed=derive(seed, "strength", "deal"))
        bots = [strength._bot("sensato" if s == ours else "random", derive(seed, "strength", "bot", s, ours), None)
                for s in range(3)]
        points = play_out(game, bots).points
        expected += (points[ours] - (sum(points) - points[ours]) / 2) / 3
    assert margin == pytest.approx(expected)
