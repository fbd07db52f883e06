"""Doors found open by trying the kit as a hostile user would: each stays closed (issue 10).

Every public function either accepts the documented forms of its input or raises a
documented error (a BriscolaError) whose message names the bad value briefly, in
the reader's language.
"""

from __future__ import annotations

import json
import random
import time
from typing import Any, Callable

import pytest

from briscola_teach import (
    BriscolaError, Card, CardError, Game, IllegalPlay, Match, OptionError, Options, PositionError,
    RecordError, SeedError, Suit, beats, new_deck, set_language, trick_winner,
)
from briscola_teach.bots import make_bot
from briscola_teach.coach import review
from briscola_teach.errors import QUOTE_LIMIT


def finished(seed: int = 1, players: int = 2) -> Game:
    game = Game.new(players, seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_plays()))
    return game


# ---------------------------------------------------------------- door 1: records that blow up
def test_a_record_nested_beyond_any_saved_game_is_a_record_error() -> None:
    with pytest.raises(RecordError):
        Game.from_json("[" * 100_000 + "]" * 100_000)


def test_a_record_number_too_long_to_read_is_a_record_error() -> None:
    record = json.loads(finished().to_json())
    text = json.dumps(record).replace('"players": 2', '"players": ' + "7" * 5_000)
    with pytest.raises(RecordError) as caught:
        Game.from_json(text)
    assert len(str(caught.value)) < 400


def test_a_record_that_is_not_text_is_a_record_error() -> None:
    for given in (None, 3, ["{}"]):
        with pytest.raises(RecordError):
            Game.from_json(given)  # type: ignore[arg-type]


# ---------------------------------------------------------------- door 2: huge values, huge files
def test_a_file_larger_than_any_saved_hand_is_refused_before_parsing() -> None:
    huge = '{"format": "briscola_teach/game", "version": 1, "x": "' + "a" * 50_000_000 + '"}'
    started = time.perf_counter()
    with pytest.raises(RecordError) as caught:
        Game.from_json(huge)
    assert time.perf_counter() - started < 1.0
    assert len(str(caught.value)) < 300 and caught.value.key == "engine.record_too_big"


def test_a_record_error_quotes_at_most_a_hundred_characters_of_a_value() -> None:
    record = json.loads(finished().to_json())
    record["start"]["muestra"] = "x" * 150_000
    with pytest.raises(RecordError) as caught:
        Game.from_json(json.dumps(record))
    assert "xxxxx" in str(caught.value) and len(str(caught.value)) < 2 * QUOTE_LIMIT + 200


@pytest.mark.parametrize("value", ["x" * 10**6, ["as de oros"] * 10**5, 10**6000, {"a": "b" * 10**5}],
                         ids=["long text", "long list", "long number", "dict"])
def test_any_error_quotes_a_bad_value_briefly(value: object) -> None:
    with pytest.raises(BriscolaError) as caught:
        Game.from_position([["as de oros"], [value]], "cinco de copas")  # type: ignore[list-item]
    assert len(str(caught.value)) < 2 * QUOTE_LIMIT + 200


# ---------------------------------------------------------------- door 5: the 36-card deal
def test_the_thirty_six_card_three_player_deal_can_be_scripted() -> None:
    game = Game.from_deck(new_deck(36), players=3, deck=36)
    assert game.options.deck == 36 and [len(game.hand(s)) for s in range(3)] == [3, 3, 3]
    assert game.hand(0) == tuple(new_deck(36)[0:9:3]) and game.stock_size == 27
    with pytest.raises(PositionError, match="36"):
        Game.from_deck(new_deck(39), players=3, deck=36)


# ---------------------------------------------------------------- door 6: every public function
TRICK = [Card.parse("as de espadas"), Card.parse("dos de copas")]


@pytest.mark.parametrize("trump", ["copas", "C", "cups", "coppe", "cuori", Suit.CUPS])
def test_a_suit_may_be_given_by_name_or_code(trump: Any) -> None:
    assert trick_winner(TRICK, trump) == 1
    assert beats(TRICK[1], TRICK[0], led="espadas", trump=trump)
    assert trick_winner(["as de espadas", "2C"], trump) == 1


@pytest.mark.parametrize("trump", ["nada", "", 3, None, Card.parse("as de oros")])
def test_a_suit_that_is_none_is_refused_naming_it(trump: Any) -> None:
    with pytest.raises(CardError) as caught:
        trick_winner(TRICK, trump)
    assert repr(trump)[:10] in str(caught.value) or str(trump) in str(caught.value)
    with pytest.raises(CardError):
        beats(TRICK[1], TRICK[0], led=Suit.SWORDS, trump=trump)


def test_a_trick_needs_a_list_of_cards() -> None:
    for cards in ([], "as de oros", None, 3):
        with pytest.raises(CardError):
            trick_winner(cards, Suit.CUPS)  # type: ignore[arg-type]


@pytest.mark.parametrize("players", [7, 0, 1, -2, "2", None, 2.0, True])
def test_options_refuse_a_table_size_the_rules_do_not_deal(players: Any) -> None:
    with pytest.raises(OptionError) as caught:
        Options(players=players)
    assert repr(players) in str(caught.value)


def test_options_pick_the_usual_deck_for_the_table() -> None:
    assert (Options(players=2).deck, Options(players=3).deck, Options(players=4).deck) == (40, 39, 40)
    assert Options(players=3, deck=36).deck == 36
    with pytest.raises(OptionError):
        Options(players=3, deck=40)


class _Opaque:
    """A value of no known kind, named the same in every test process (parallel runs compare ids)."""

    def __repr__(self) -> str:
        return "<opaque>"


BAD_SEEDS: list[Any] = [[1], _Opaque(), "7", 1.5, True]
SEEDED: dict[str, Callable[[Any], object]] = {
    "Game.new": lambda seed: Game.new(2, seed=seed),
    "Match": lambda seed: Match(seed=seed),
    "make_bot": lambda seed: make_bot("random", seed=seed),
    "View.sample": lambda seed: Game.new(2, seed=1).view(0).sample(seed),
}


@pytest.mark.parametrize("where", SEEDED)
@pytest.mark.parametrize("seed", BAD_SEEDS, ids=repr)
def test_a_seed_that_is_not_a_whole_number_is_refused_naming_it(where: str, seed: Any) -> None:
    with pytest.raises(SeedError) as caught:
        SEEDED[where](seed)
    assert "número de partida" in str(caught.value)


def test_sampling_a_view_needs_a_generator_or_a_number() -> None:
    view = Game.new(2, seed=1).view(0)
    with pytest.raises(SeedError):
        view.sample(None)  # type: ignore[arg-type]
    assert view.sample(3).view(0) == view.sample(random.Random(3)).view(0)


@pytest.mark.parametrize("seat", [2, -1, "0", None, 0.0])
def test_the_coach_refuses_a_seat_not_at_the_table_in_the_readers_language(seat: Any) -> None:
    with pytest.raises(PositionError) as caught:
        review(finished(), seat, price=False)
    assert repr(seat) in str(caught.value) and "asiento" in str(caught.value)


def test_an_unknown_bot_level_is_a_documented_error() -> None:
    with pytest.raises(OptionError, match="nope"):
        make_bot("nope")


@pytest.mark.parametrize("size", [41, 0, "40", None])
def test_a_deck_size_the_rules_do_not_know_is_refused(size: Any) -> None:
    with pytest.raises(OptionError) as caught:
        new_deck(size)
    assert repr(size) in str(caught.value)


@pytest.mark.parametrize("call", [
    lambda: Card.parse("nada"), lambda: Game.new(9), lambda: Game.new(2).play("nada"),
    lambda: Game.from_json("{"), lambda: Match(best_of=2), lambda: Game.new(2, seed=[1]),
    lambda: Game.from_position([["as de oros"]] * 2, "cinco de copas"),
])
def test_every_documented_error_has_a_key_its_fields_and_a_message_in_each_language(
        call: Callable[[], object]) -> None:
    messages = []
    for language in ("es", "en", "it"):
        set_language(language)
        try:
            with pytest.raises(BriscolaError) as caught:
                call()
        finally:
            set_language("es")
        error = caught.value
        assert isinstance(error, ValueError) and error.key.startswith("engine.")
        assert isinstance(error.fields, dict)
        messages.append(str(error))
    assert len(set(messages)) == 3, messages


def test_an_illegal_play_is_a_briscola_error_that_names_the_seat() -> None:
    game = Game.new(2, seed=1, leader=0)
    with pytest.raises(IllegalPlay) as caught:
        game.play("nada")
    assert caught.value.key == "engine.bad_card" and caught.value.fields["seat"] == 0


def test_engine_messages_exist_in_every_language_with_the_same_fields() -> None:
    import string

    from briscola_teach.locale.en.engine import TEXTS as EN
    from briscola_teach.locale.es.engine import TEXTS as ES
    from briscola_teach.locale.it.engine import TEXTS as IT

    def fields(template: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(template) if name}

    for other in (EN, IT):
        assert set(other) == set(ES)
        assert all(fields(other[key]) == fields(ES[key]) for key in ES), [
            key for key in ES if fields(other[key]) != fields(ES[key])]


# ---------------------------------------------------------------- door 6, every function at once
JUNK: list[Any] = [None, "x", -1, 2.5, [1], {"a": 1}, object(), True, 10**30, "", (), b"\xff"]


def _public_calls() -> dict[str, Callable[[Any], object]]:
    from briscola_teach import Position, Suit, derive, outcome, points, rules, set_language, strength
    from briscola_teach.coach import judge
    from briscola_teach.records import read

    game = Game.new(2, seed=1)
    return {
        "Game.new players": lambda j: Game.new(j),
        "Game.new leader": lambda j: Game.new(2, leader=j),
        "Game.new option": lambda j: Game.new(2, swap_muestra=j),
        "Game.from_deck": lambda j: Game.from_deck(j),
        "Game.from_position hands": lambda j: Game.from_position(j, "5 de copas"),
        "Game.from_position muestra": lambda j: Game.from_position([[], []], j),
        "Game.from_position scores": lambda j: Game.from_position([[], []], "5C", muestra_drawn_by=0,
                                                                  scores=j),
        "Game.from_view": lambda j: Game.from_view(j, 1),
        "Game(position)": lambda j: Game(j),
        "Position.build": lambda j: Position.build([[j], []], "5C"),
        "game.hand": lambda j: game.hand(j),
        "game.view": lambda j: game.view(j),
        "game.play": lambda j: game.copy().play(j),
        "game.apply": lambda j: game.copy().apply(j),
        "Game.from_json": lambda j: Game.from_json(j),
        "records.read": lambda j: read(j),
        "Match players": lambda j: Match(j),
        "Match best_of": lambda j: Match(best_of=j),
        "Card.parse": lambda j: Card.parse(j),
        "Suit.parse": lambda j: Suit.parse(j),
        "new_deck": lambda j: new_deck(j),
        "points": lambda j: points(j),
        "strength": lambda j: strength(j),
        "points seven_second": lambda j: points("AO", seven_second=j),
        "trick_winner": lambda j: trick_winner(j, "C"),
        "beats": lambda j: beats(j, "AO", led="O", trump="C"),
        "Options": lambda j: Options(players=2, hand_size=j),
        "outcome": lambda j: outcome(j),
        "draw_order": lambda j: rules.draw_order(j, 2),
        "muestra_taker": lambda j: rules.muestra_taker(0, j),
        "derive": lambda j: derive(j, "a"),
        "make_bot level": lambda j: make_bot(j),
        "make_bot seed": lambda j: make_bot("random", seed=j),
        "coach.review seat": lambda j: review(game, j, price=False),
        "coach.judge card": lambda j: judge(game, j, samples=1),
        "View.sample": lambda j: game.view(0).sample(j),
        "set_language": lambda j: set_language(j),
    }


@pytest.mark.parametrize("name", list(_public_calls()))
def test_junk_given_to_a_public_function_raises_only_a_documented_error(name: str) -> None:
    call = _public_calls()[name]
    for junk in JUNK:
        try:
            call(junk)
        except BriscolaError as error:
            assert len(str(error)) < 2 * QUOTE_LIMIT + 300
