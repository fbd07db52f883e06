"""Without matplotlib (the lessons in the browser) the coach's charts are SVG pictures drawn by the kit."""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator

import pytest

from briscola_teach.coach import review
from briscola_teach.exercises.mistakes import mistake_statistics, sample_hand
from briscola_teach.locale import set_language, text
from briscola_teach.plots import SEVERITY_COLOURS, mistakes_chart, review_chart, running_points
from briscola_teach.render.charts import Mark, SvgChart, bar_pairs, step_chart

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture
def no_matplotlib(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """matplotlib cannot be imported, as in Pyodide here."""
    for name in [name for name in sys.modules if name == "matplotlib" or name.startswith("matplotlib.")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # makes `import matplotlib` raise ImportError
    yield


def _texts(svg: str) -> list[str]:
    return [node.text or "" for node in ET.fromstring(svg).iter(f"{SVG}text")]


@pytest.fixture(scope="module")
def sample_review():  # type: ignore[no-untyped-def]
    return review(sample_hand(), 0, samples=8)


def test_review_chart_without_matplotlib_is_an_svg_with_each_side_and_each_flagged_play(
        no_matplotlib: None, sample_review) -> None:  # type: ignore[no-untyped-def]
    chart = review_chart(sample_review)
    assert isinstance(chart, SvgChart)
    root = ET.fromstring(chart._repr_svg_())  # well-formed: Jupyter shows it as image/svg+xml
    assert root.find(f"{SVG}title").text == text("coach.chart_title")  # type: ignore[union-attr]
    shown = _texts(chart.svg)
    assert text("coach.chart_side_you") in shown and text("coach.chart_side_rival") in shown
    # One step line per side, and one mark per flagged play in its severity's colour.
    assert len(root.findall(f"{SVG}path[@fill='none']")) == 2
    flagged = list(sample_review.flagged)
    assert flagged, "the sample hand should have flagged plays to mark"
    for play in flagged:
        assert SEVERITY_COLOURS.get(play.severity, SEVERITY_COLOURS[None]) in chart.svg
    final = running_points(sample_review)[-1][1]
    assert sum(final) == 120


def test_mistakes_chart_without_matplotlib_writes_the_readers_decimal_mark(no_matplotlib: None) -> None:
    for language, mark, other in (("es", ",", "."), ("en", ".", ",")):
        set_language(language)
        try:
            statistics = mistake_statistics(6, seed=0)
            chart = mistakes_chart(statistics)
            assert isinstance(chart, SvgChart)
            shown = _texts(chart.svg)
            assert text("coach.stat_times") in shown and text("coach.stat_mean_loss") in shown
            numbers = [t for t in shown if re.fullmatch(r"-?\d+([.,]\d+)?", t)]
            decimals = [t for t in numbers if mark in t or other in t]
            assert decimals, f"no decimal number to check among {numbers}"
            assert all(mark in t for t in decimals), decimals
        finally:
            set_language("es")


def test_charts_with_matplotlib_are_still_figures(sample_review) -> None:  # type: ignore[no-untyped-def]
    pytest.importorskip("matplotlib")
    assert not isinstance(review_chart(sample_review), SvgChart)


def test_bar_lengths_follow_the_values() -> None:
    chart = bar_pairs(["a", "b"], [4.0, 2.0], [1.0, 3.0], titles=("veces", "coste"))
    widths = [float(w) for w in re.findall(r'<rect x="[\d.]+" y="[\d.]+" width="([\d.]+)"', chart.svg)]
    assert len(widths) == 4
    assert widths[0] == pytest.approx(2 * widths[1], rel=0.01) and widths[3] == pytest.approx(3 * widths[2], rel=0.01)


def test_step_chart_refuses_points_that_do_not_match_the_sides() -> None:
    with pytest.raises(ValueError, match=r"one value per side \(2 sides"):
        step_chart([(0, (0, 0)), (1, (11,))], names=["Tú", "Rival"], mine=0, title="t", x_label="x", y_label="y")
    with pytest.raises(ValueError, match="at least one point"):
        step_chart([], names=["Tú"], mine=0, title="t", x_label="x", y_label="y")


def test_the_same_numbers_draw_the_same_bytes_and_no_ids() -> None:
    def draw() -> str:
        return step_chart([(0, (0, 0)), (1, (11, 0))], names=["Tú", "Rival"], mine=1, title="t",
                          x_label="x", y_label="y", marks=[Mark(1, 11, "#c92a2a", True, "error")]).svg

    assert draw() == draw()
    assert " id=" not in draw()
