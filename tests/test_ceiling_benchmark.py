"""The ceiling benchmark's reading of the seat's next decision (``benchmarks/ceiling.py --branching``)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

import ceiling  # noqa: E402

from briscola_teach import Game  # noqa: E402
from briscola_teach.bots.fast import FastGame  # noqa: E402


def _opening(seed: int) -> tuple[FastGame, int, int]:
    """A fresh two-player deal in the search's state, the seat to play and its first card."""
    game = Game.new(players=2, seed=seed)
    seat = game.turn
    assert seat is not None
    return FastGame.from_game(game), seat, game.hand(seat)[0].index


def _with_stock(world: FastGame, stock: list[int]) -> FastGame:
    """A copy of ``world`` whose stock is ``stock``, to play on."""
    other = world.copy()
    other.stock = tuple(stock)
    return other


@pytest.mark.parametrize("seed", range(6))
def test_the_next_situation_is_the_cards_played_since_and_the_hand_then(seed: int) -> None:
    world, seat, card = _opening(seed)
    played, hand = ceiling.next_situation(world.copy(), seat, card)
    assert played[0] == card
    # The trick (the seat's card and the rival's), then the rival's lead if the rival took it.
    after_trick = world.copy()
    after_trick.play(card)
    after_trick.play(played[1])
    assert len(played) == (2 if after_trick.leader == seat else 3)
    assert hand.bit_count() == 3
    assert not hand >> card & 1
    # The hand then is the hand before, less the card, plus one card from the top of the stock.
    drawn = hand & ~world.hands[seat]
    assert drawn.bit_count() == 1 and drawn.bit_length() - 1 in world.stock[:2]


@pytest.mark.parametrize("seed", range(6))
def test_deals_meet_again_only_where_the_seat_cannot_tell_them_apart(seed: int) -> None:
    world, seat, card = _opening(seed)
    stock = list(world.stock)
    # Cards deep in the stock are not seen at the next decision: the same situation.
    deep = stock[:10] + stock[10:-1][::-1] + stock[-1:]
    assert ceiling.next_situation(_with_stock(world, deep), seat, card) == \
        ceiling.next_situation(world.copy(), seat, card)
    # Other cards on top of the stock: the seat draws another card, another situation.
    top = stock[2:4] + stock[:2] + stock[4:]
    assert ceiling.next_situation(_with_stock(world, top), seat, card) != \
        ceiling.next_situation(world.copy(), seat, card)


def test_branching_prints_how_many_deals_reach_each_situation(capsys: pytest.CaptureFixture[str]) -> None:
    ceiling.branching(hands=1, deals=8)
    out = capsys.readouterr().out
    assert "8 imagined deals each" in out
    median = float(out.split("deals reaching each one: median ")[1].split(",")[0])
    assert 1 <= median <= 8
