"""Bad input is refused with a clear ValueError and leaves everything exactly as it was."""

from __future__ import annotations

import random
from typing import Any

import pytest

from briscola_teach import (
    SWAP, Card, CardError, Game, Rank, IllegalPlay, Match, MatchError, OptionError, PositionError,
    RecordError, get_language, set_language,
)
from briscola_teach.cards import new_deck


def snapshot(game: Game) -> tuple[Any, ...]:
    """Everything a reader of the game can see, plus its record."""
    n = game.players
    return (
        game.to_json(), game.turn, game.leader, game.is_over, game.stock, game.stock_size,
        game.muestra, game.original_muestra, game.muestra_drawn_by, game.swapped_by,
        tuple(game.hand(s) for s in range(n)), game.legal_plays(), game.legal_actions(),
        game.table, game.tricks, game.draws, game.points, game.pile_sizes, game.outcome,
        game.actions, game.winning_seat(), game.trick_number,
        tuple(game.view(s) for s in range(n)), repr(game),
    )


def midgame(players: int = 2, seed: int = 3, plays: int = 5, **options: Any) -> Game:
    game = Game.new(players, seed=seed, **options)
    for _ in range(plays):
        game.play(game.legal_plays()[0])
    return game


def other_seat_card(game: Game) -> Card:
    turn = game.turn
    assert turn is not None
    return game.hand((turn + 1) % game.players)[0]


BAD_PLAYS = {
    "unknown card text": lambda g: "ocho de oros",
    "junk text": lambda g: "¡hola!",
    "empty text": lambda g: "",
    "card played already": lambda g: g.tricks[0].cards[0],
    "card of another seat": other_seat_card,
    "card of another seat by name": lambda g: str(other_seat_card(g)),
    "card in the stock": lambda g: g.stock[0],
    "the muestra under the stock": lambda g: g.muestra,
    "a number": lambda g: 3,
    "None": lambda g: None,
    "a list of cards": lambda g: [g.legal_plays()[0]],
    "a float": lambda g: 1.5,
    "the swap action as a card": lambda g: SWAP,
}


@pytest.mark.parametrize("kind", BAD_PLAYS)
def test_rejected_play_leaves_the_game_exactly_as_it_was(kind: str) -> None:
    game = midgame()
    bad = BAD_PLAYS[kind](game)
    before = snapshot(game)
    with pytest.raises(IllegalPlay) as caught:
        game.play(bad)
    assert snapshot(game) == before
    assert not game.can_play(bad)
    message = str(caught.value)
    assert f"asiento {game.turn}" in message
    for card in game.hand(game.turn):  # type: ignore[arg-type]
        assert str(card) in message
    if isinstance(bad, (str, Card)) and bad != SWAP:
        assert str(bad) in message
    assert caught.value.seat == game.turn and caught.value.given is bad


def test_rejected_play_never_names_another_seats_hand() -> None:
    game = midgame(3)
    bad = other_seat_card(game)
    with pytest.raises(IllegalPlay) as caught:
        game.play(bad)
    for seat in range(3):
        if seat != game.turn:
            assert not any(str(c) in str(caught.value) for c in game.hand(seat) if c is not bad)


def test_play_after_the_end_is_refused_and_changes_nothing() -> None:
    game = Game.new(2, seed=4)
    rng = random.Random(0)
    while not game.is_over:
        game.play(rng.choice(game.legal_plays()))
    before = snapshot(game)
    for bad in (game.tricks[-1].cards[0], "as de oros", None):
        with pytest.raises(IllegalPlay, match="terminado"):
            game.play(bad)  # type: ignore[arg-type]
        assert snapshot(game) == before
    with pytest.raises(IllegalPlay):
        game.apply(SWAP)
    assert snapshot(game) == before


def two_of_trump(game: Game) -> Card:
    return Card(Rank.TWO, game.trump)


def first_deal(predicate: Any) -> Game:
    for seed in range(500):
        game = Game.new(2, seed=seed, swap_muestra=True)
        if predicate(game):
            return game
    raise AssertionError("no such deal")  # pragma: no cover


SWAP_REFUSALS = {
    "option off": lambda: midgame(2, plays=2),
    "muestra drawn": lambda: midgame(2, plays=34, swap_muestra=True),
    "mover lacks the two": lambda: first_deal(
        lambda g: two_of_trump(g) not in g.hand(g.turn) and g.muestra is not two_of_trump(g)),
    "two held by the seat not to play": lambda: first_deal(
        lambda g: two_of_trump(g) in g.hand(1 - g.turn)),
}


@pytest.mark.parametrize("situation", SWAP_REFUSALS)
def test_refused_swap_changes_nothing(situation: str) -> None:
    game = SWAP_REFUSALS[situation]()
    before = snapshot(game)
    assert not game.can_swap() and SWAP not in game.legal_actions()
    with pytest.raises(IllegalPlay):
        game.swap_muestra()
    with pytest.raises(IllegalPlay):
        game.apply(SWAP)
    assert snapshot(game) == before


def test_refused_undo_changes_nothing() -> None:
    game = Game.new(2, seed=1)
    before = snapshot(game)
    with pytest.raises(IllegalPlay):
        game.undo()
    assert snapshot(game) == before


ERRORS = [CardError, IllegalPlay, PositionError, OptionError, RecordError, MatchError]


@pytest.mark.parametrize("error", ERRORS)
def test_every_engine_error_is_a_value_error(error: type[Exception]) -> None:
    assert issubclass(error, ValueError)


def test_messages_are_spanish_by_default_and_follow_the_language() -> None:
    assert get_language() == "es"
    game = Game.new(2, seed=1)
    with pytest.raises(IllegalPlay, match="no es una carta"):
        game.play("nada")
    set_language("en")
    try:
        with pytest.raises(IllegalPlay, match="is not a card"):
            game.play("nada")
    finally:
        set_language("es")


def test_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="klingon"):
        set_language("klingon")


@pytest.mark.parametrize("call, error, fragment", [
    (lambda: Game.new(5), OptionError, "5"),
    (lambda: Game.new(2, deck=36), OptionError, "36"),
    (lambda: Game.new(2, colour="red"), OptionError, "colour"),
    (lambda: Game.from_deck(new_deck()[:39]), PositionError, "39"),
    (lambda: Game.from_deck(["as de oros", "nada"]), PositionError, "nada"),
    (lambda: Game.from_deck(new_deck(), leader=2), PositionError, "leader"),
    (lambda: Game.from_position([["as de oros"], ["nada"]], "cinco de copas"), PositionError, "nada"),
    (lambda: Game.from_position([["as de oros"], ["rey de oros"]], "nada"), PositionError, "nada"),
    (lambda: Game.from_json("{"), RecordError, "JSON"),
    (lambda: Match(best_of=2), OptionError, "2"),
    (lambda: Match(first_to=0), OptionError, "0"),
])
def test_constructors_refuse_bad_input_quoting_it(call: Any, error: type[Exception], fragment: str) -> None:
    with pytest.raises(error) as caught:
        call()
    assert fragment in str(caught.value)
