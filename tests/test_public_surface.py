"""Every public callable, given hostile arguments, answers or refuses with the kit's own error (issue 35).

For each public function, class and method of the engine, the records, the bots, the
coach and the pictures (:func:`surface.targets`), hypothesis draws hostile values (None,
huge and negative numbers, NaN, long texts, bytes, nested lists, endless iterables,
the kit's own objects in the wrong place...) and passes one as one of its arguments,
plausible values elsewhere.  Each call must end, within :data:`surface.BOUND` seconds
(it runs in a forked process that is stopped from outside when late: a hang is
caught, not waited for), either with a result or with a ``BriscolaError``, never
another exception, a ``RecursionError`` or a hang; and a refused call on a game, a hand
of chiamata or a match leaves it exactly as it was.

The run is short by default (``BRISCOLA_SURFACE_EXAMPLES=3`` examples per callable).
A longer run is asked for with the environment variable, e.g.::

    BRISCOLA_SURFACE_EXAMPLES=200 python -m pytest tests/test_public_surface.py

(``benchmarks/hostile.py`` tries every value of ``surface.HOSTILE`` on every argument
instead, and prints the counts.)
"""

from __future__ import annotations

import os
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from briscola_teach import errors

import surface

EXAMPLES = int(os.environ.get("BRISCOLA_SURFACE_EXAMPLES", "3"))
TARGETS = surface.targets()

_named = st.sampled_from(sorted(surface.HOSTILE)).map(lambda name: surface.HOSTILE[name]())
_scalar = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(min_value=-10, max_value=60),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=40), st.binary(max_size=40),
    st.sampled_from(["as de oros", "3B", "AO", "copas", "O", "es", "it", "en", "sensato", "spanish",
                     "mistakes", "swap", "pass", "points:70"]),
)
HOSTILE: st.SearchStrategy[Any] = st.one_of(
    _named, _scalar,
    st.lists(_scalar, max_size=6), st.tuples(_scalar, _scalar),
    st.dictionaries(st.one_of(st.integers(-2, 6), st.text(max_size=4)), _scalar, max_size=4),
    st.recursive(_scalar, lambda inner: st.lists(inner, max_size=3), max_leaves=12),
)


def test_the_surface_covers_the_engine_the_bots_the_coach_and_the_pictures() -> None:
    names = {target.name for target in TARGETS}
    for expected in ("Game.play", "Game.card_points", "Game.from_json", "Chiamata.from_json", "coach.review",
                     "coach.judge", "bots.make_bot", "bots.play_out", "render.seat_labels",
                     "briscola_teach.Played", "briscola_teach.sensato" if "briscola_teach.sensato" in names
                     else "bots.sensato.sensato", "Bot.choose", "Match.new_hand", "records.read"):
        assert expected in names, expected


def test_a_hang_and_an_exception_not_the_kits_are_told_apart_from_a_refusal() -> None:
    def forever(value: object) -> None:
        while True:
            pass

    def broken(value: object) -> None:
        raise KeyError(value)

    hang = surface.call(surface.Target("forever", lambda: forever), 0, 1, bound=0.5)
    other = surface.call(surface.Target("broken", lambda: broken), 0, 1, bound=2)
    refused = surface.call(surface.Target("card", lambda: surface.Card.parse), 0, "nine of nothing")
    assert (hang.kind, other.kind, refused.kind) == ("hang", "other", "kit")


@pytest.mark.parametrize("target", TARGETS, ids=[t.name for t in TARGETS])
def test_hostile_arguments_give_a_result_or_the_kits_error_in_time_and_change_nothing(
        target: surface.Target) -> None:
    params = max(1, len(target.parameters()))

    @settings(max_examples=EXAMPLES, deadline=None, database=None, derandomize=EXAMPLES <= 10,
              suppress_health_check=list(HealthCheck))
    @given(place=st.integers(0, params - 1), value=HOSTILE, keyword=st.booleans())
    def check(place: int, value: Any, keyword: bool) -> None:
        called = surface.call(target, place, value, keyword=keyword)
        assert called.kind in ("result", "kit"), called
        assert not called.changed, called

    check()


# ---------------------------------------------------------------- the doors the issue names, one by one
def _game() -> surface.Game:
    return surface._game(plays=3)


def test_card_points_takes_a_cards_name_and_refuses_what_is_none() -> None:
    game = _game()
    assert game.card_points("as de oros") == 11 and game.card_strength("3B") == 9
    with pytest.raises(errors.CardError):
        game.card_points(None)  # type: ignore[arg-type]


def test_the_coach_refuses_no_game_and_a_sample_count_out_of_bounds() -> None:
    with pytest.raises(errors.ArgumentError) as caught:
        surface.coach.review(None, 0)  # type: ignore[arg-type]
    assert isinstance(caught.value, TypeError) and "Game" in str(caught.value)
    for samples in (0, -1, 2**64, 1.5):
        with pytest.raises(errors.OptionError, match="samples"):
            surface.coach.review(surface._finished(), 0, samples=samples)  # type: ignore[arg-type]
        with pytest.raises(errors.OptionError, match="samples"):
            surface.bots.make_bot("experto", samples=samples)


def test_events_and_actions_made_by_hand_are_checked_field_by_field() -> None:
    from briscola_teach import Played, PointsBid, TrickTaken

    for make in (lambda: Played(9, "as", 1), lambda: Played(0), lambda: PointsBid(2**64),
                 lambda: TrickTaken(1, 0, surface.Card.parse("AO"), 500, "trump")):
        with pytest.raises(errors.ArgumentError):
            make()


def test_sensato_refuses_to_choose_for_a_seat_whose_turn_it_is_not() -> None:
    game = _game()
    other = 1 - game.turn  # type: ignore[operator]
    for level in surface.bots.LEVELS:
        with pytest.raises(errors.IllegalPlay, match=f"asiento {other}"):
            surface.bots.make_bot(level, seed=1).choose(game.view(other))
    assert game.actions == _game().actions


def test_a_list_nested_fifty_thousand_deep_is_refused_not_recursed_into() -> None:
    deep = surface._nested(50_000)
    game = _game()
    for call in (lambda: game.play(deep), lambda: surface.Card.parse(deep), lambda: surface.Suit(deep),
                 lambda: surface.Game.from_position(deep, "AO"), lambda: surface.render.hand_svg(deep)):
        with pytest.raises(errors.BriscolaError) as caught:
            call()
        assert len(str(caught.value)) < 400


def test_seat_labels_for_a_table_of_two_to_the_sixty_four_is_refused_at_once() -> None:
    with pytest.raises(errors.OptionError):
        surface.render.seat_labels(2**64, 2**64)
    assert surface.render.seat_labels(5, 0)[0] != surface.render.seat_labels(5, 0)[1]
