"""The charts write numbers the reader's way, as the tables beside them do."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402

from briscola_teach.locale import set_language  # noqa: E402
from briscola_teach.plots import mistakes_chart  # noqa: E402
from briscola_teach.tables import Table, columns  # noqa: E402


@pytest.mark.parametrize(("language", "mark", "other"), [("es", ",", "."), ("en", ".", ",")])
def test_mistakes_chart_ticks_use_the_readers_decimal_mark(language: str, mark: str, other: str) -> None:
    set_language(language)
    try:
        stats = Table(columns("mistake", "times", "mean_points_lost"),
                      [{"mistake": "a", "times": 3, "mean_points_lost": 0.3},
                       {"mistake": "b", "times": 1, "mean_points_lost": 1.1}], index="mistake")
        fig = mistakes_chart(stats)
        fig.canvas.draw()
        cost_axis = fig.axes[1]
        ticks = [t.get_text() for t in cost_axis.get_xticklabels() if t.get_text()]
        decimals = [t for t in ticks if mark in t or other in t]
        assert decimals, f"no decimal tick to check among {ticks}"
        assert all(mark in t and other not in t for t in decimals), ticks
    finally:
        set_language("es")
