"""The swap for the muestra in source 003's form: the 7 of trump for a muestra above the 7, else the 2,
and only by a player who has already won a trick (RULES §8, option ``swap_seven_or_two``)."""

from __future__ import annotations

import pytest

from briscola_teach import SWAP, Card, Game, Rank, set_language
from briscola_teach.errors import OptionError
from briscola_teach.game import IllegalPlay
from briscola_teach.rules import Options, swap_card


@pytest.fixture(autouse=True)
def spanish() -> None:
    set_language("es")


def _dealt(*, high: bool, holding: str = "swap", **options: object) -> Game:
    """A seeded two-player deal, seat 0 to lead, holding the swap card (or the other of 7 and 2)."""
    for seed in range(2000):
        game = Game.new(players=2, seed=seed, leader=0, swap_muestra=True, **options)
        muestra = game.muestra
        is_high = swap_card(muestra, seven_or_two=True) == Card(Rank.SEVEN, muestra.suit)
        wanted = swap_card(muestra, seven_or_two=is_high if holding == "swap" else not is_high)
        swap = swap_card(muestra, seven_or_two=True)
        if (is_high is high and muestra.rank not in (Rank.SEVEN, Rank.TWO) and wanted in game.hand(0)
                and (holding == "swap" or swap not in game.hand(0))):
            return game
    raise AssertionError("no seeded deal fits")


def _after_a_trick_won_by_seat_0(game: Game) -> Game:
    """The deal after a first trick that seat 0 leads and wins, keeping the card to swap."""
    keep = {swap_card(game.muestra, seven_or_two=True), swap_card(game.muestra)}
    for lead in game.hand(0):
        if lead in keep:
            continue
        for answer in game.hand(1):
            trial = game.copy()
            trial.play(lead)
            trial.play(answer)
            if trial.turn == 0:
                return trial
    raise AssertionError(f"seat 0 cannot win the first trick of {game!r}")


def test_swap_card_is_the_seven_above_the_seven_and_the_two_below() -> None:
    assert swap_card("as de copas", seven_or_two=True) == Card.parse("siete de copas")
    assert swap_card("sota de copas", seven_or_two=True) == Card.parse("siete de copas")
    assert swap_card("siete de copas", seven_or_two=True) == Card.parse("dos de copas")
    assert swap_card("cinco de copas", seven_or_two=True) == Card.parse("dos de copas")
    assert swap_card("as de copas") == Card.parse("dos de copas")


def test_with_the_seven_second_the_seven_is_stronger_than_the_three() -> None:
    # With the 7 second in strength, only the as ranks above it: a 3 muestra takes the 2.
    assert swap_card("tres de copas", seven_or_two=True, seven_second=True) == Card.parse("dos de copas")
    assert swap_card("as de copas", seven_or_two=True, seven_second=True) == Card.parse("siete de copas")


def test_the_form_needs_the_swap_option() -> None:
    with pytest.raises(OptionError, match="swap_muestra=True"):
        Options.build(2, swap_seven_or_two=True)
    with pytest.raises(OptionError):
        Options.build(2, swap_muestra=True, swap_seven_or_two="yes")
    assert Options.build(2, swap_muestra=True, swap_seven_or_two=True).swap_seven_or_two


def test_a_seat_with_a_trick_swaps_the_seven_for_a_high_muestra() -> None:
    game = _after_a_trick_won_by_seat_0(_dealt(high=True, swap_seven_or_two=True))
    muestra, seven = game.muestra, Card(Rank.SEVEN, game.trump)
    assert game.can_swap() and SWAP in game.legal_actions()
    event = game.swap()
    assert (event.gave, event.took) == (seven, muestra) and muestra in game.hand(0)
    assert game.muestra == seven and seven not in game.hand(0)
    # Nobody holds the card under the stock now: no second swap.
    assert not game.can_swap()


def test_the_two_is_not_the_swap_card_for_a_high_muestra() -> None:
    game = _after_a_trick_won_by_seat_0(_dealt(high=True, holding="other", swap_seven_or_two=True))
    seven = Card(Rank.SEVEN, game.trump)
    assert seven not in game.hand(0) and Card(Rank.TWO, game.trump) in game.hand(0)
    with pytest.raises(IllegalPlay, match=seven.name()):
        game.verify_swap()
    standard = Game(game.position._replace(options=Options.build(2, swap_muestra=True)))
    assert standard.can_swap()


def test_a_low_muestra_is_swapped_for_the_two() -> None:
    game = _after_a_trick_won_by_seat_0(_dealt(high=False, swap_seven_or_two=True))
    muestra, two = game.muestra, Card(Rank.TWO, game.trump)
    game.swap()
    assert game.muestra == two and muestra in game.hand(0)


def test_a_seat_without_a_trick_may_not_swap_and_nothing_changes() -> None:
    game = _dealt(high=True, swap_seven_or_two=True)
    before = game.position
    assert not game.can_swap()
    with pytest.raises(IllegalPlay, match="ninguna baza"):
        game.swap()
    assert game.position == before
    # The standard form lets the holder of the 2 swap at once; here the 7 waits for a trick.


def test_a_game_after_a_swap_in_this_form_round_trips() -> None:
    game = _after_a_trick_won_by_seat_0(_dealt(high=True, swap_seven_or_two=True))
    game.swap()
    again = Game(game.position)
    assert again.muestra == Card(Rank.SEVEN, game.trump) and again.swapped_by == 0
    replay = Game.from_json(game.to_json())
    assert replay.position == game.position


def test_seeded_games_with_the_form_keep_every_card_once() -> None:
    from briscola_teach.bots import make_bot, play_out

    for seed in range(20):
        game = Game.new(players=2, seed=seed, swap_muestra=True, swap_seven_or_two=True)
        play_out(game, [make_bot("sensato", seed=seed), make_bot("random", seed=seed + 1)])
        assert sum(game.points) == 120 and sum(game.pile_sizes) == 40
