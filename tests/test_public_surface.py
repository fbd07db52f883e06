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
