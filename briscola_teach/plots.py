"""The coach's review as a table and as charts (matplotlib, imported only when a chart is drawn).

>>> from briscola_teach.coach import review
>>> from briscola_teach.lessons.mistakes import sample_hand
>>> table = review_table(review(sample_hand(), 0, price=False))
>>> len(table)
20
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .coach import Review
from .verdicts import format_points
from .locale import text
from .tables import Table, columns

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from .render.charts import SvgChart

__all__ = ["review_table", "review_chart", "running_points", "mistakes_chart", "SEVERITY_COLOURS"]


def _figure(width: float, height: float) -> Figure:
    """A figure that Jupyter shows as a PNG, without pyplot's global state."""
    from io import BytesIO

    from matplotlib.figure import Figure

    class Chart(Figure):
        def _repr_png_(self) -> bytes:
            buffer = BytesIO()
            self.savefig(buffer, format="png")
            return buffer.getvalue()

    return Chart(figsize=(width, height), dpi=100)

#: Marker colours by severity key; named mistakes that cost little are drawn in grey.
SEVERITY_COLOURS = {"imprecision": "#e0a800", "error": "#e8590c", "grave": "#c92a2a", None: "#868e96"}


def review_table(review: Review, *, flagged_only: bool = False) -> Table:
    """One row per play of the reviewed seat (or per flagged play): trick, card, mistake, severity, loss, best card, why."""
    rows = []
    for e in review.flagged if flagged_only else review:
        rows.append({
            "play": e.number,
            "trick": e.trick_number,
            "card": str(e.card),
            "mistake": e.title,
            "severity": e.severity_label,
            "points_lost": e.loss,
            "best_card": str(e.best) if e.best is not None else "",
            "method": e.method,
            "explanation": e.explanation,
        })
    return Table(columns("play", "trick", "card", "mistake", "severity", "points_lost", "best_card",
                         "method", "explanation"), rows, index="play")


def running_points(review: Review) -> list[tuple[int, tuple[int, ...]]]:
    """Points of each side after every trick of the hand: (trick number, points per side)."""
    game = review.game
    sides = game.options.sides
    start = game.earlier_points
    running = [sum(start[s] for s in side) for side in sides]
    side_of = {seat: i for i, side in enumerate(sides) for seat in side}
    out = [(game.tricks_before, tuple(running))]
    for trick in game.tricks:
        running[side_of[trick.winner]] += trick.points
        out.append((trick.number, tuple(running)))
    return out


def _side_names(review: Review) -> list[str]:
    sides = review.game.options.sides
    names = []
    for i, side in enumerate(sides):
        if review.seat in side:
            names.append(text("coach.chart_side_you"))
        elif len(sides) == 2:
            names.append(text("coach.chart_side_rival"))
        else:
            names.append(text("coach.chart_side_n", n=i + 1))
    return names


def review_chart(review: Review, *, width: float = 8.0, height: float = 3.6) -> Figure | SvgChart:
    """Points of each side over the hand, with the reviewed seat's flagged plays marked where they fell."""
    if not _has_matplotlib():
        return _review_svg(review, width=width, height=height)
    series = running_points(review)
    fig = _figure(width, height)
    ax = fig.add_subplot()
    xs = [n for n, _ in series]
    names = _side_names(review)
    mine = next(i for i, side in enumerate(review.game.options.sides) if review.seat in side)
    for i, name in enumerate(names):
        ys = [pts[i] for _, pts in series]
        ax.step(xs, ys, where="post", label=name, linewidth=2.4 if i == mine else 1.6,
                color="#1c7ed6" if i == mine else "#495057")
    after = dict(series)
    shown: set[tuple[str | None, bool]] = set()
    for e in review.flagged:
        pts = after.get(e.trick_number, series[-1][1])[mine]
        colour = SEVERITY_COLOURS.get(e.severity, SEVERITY_COLOURS[None])
        named = e.mistake is not None
        key = (e.severity, named)
        label = None
        if key not in shown:
            shown.add(key)
            band = e.severity_label or text("coach.severity_none")
            label = f"{text('coach.chart_mistake') if named else text('coach.generic_title')}: {band}"
        ax.axvline(e.trick_number, color=colour, linewidth=0.8, alpha=0.35, zorder=1)
        ax.scatter([e.trick_number], [pts], s=80 if named else 45, marker="X" if named else "o",
                   color=colour, zorder=3, label=label)
    ax.axhline(61, color="#adb5bd", linewidth=0.8, linestyle="--")
    ax.set_xlabel(text("coach.chart_x"))
    ax.set_ylabel(text("coach.chart_y"))
    ax.set_title(text("coach.chart_title"))
    ax.set_xlim(xs[0], xs[-1] + 0.5)
    ax.set_xticks(range(xs[0] + 1, xs[-1] + 1))
    ax.tick_params(axis="x", labelsize=8)
    ax.set_ylim(0, max(125, max(max(p) for _, p in series) + 15))
    ax.legend(loc="upper left", fontsize=7.5, frameon=False, ncol=2)
    fig.tight_layout()
    return fig


def _points_ticks() -> Any:
    """Axis ticks written the reader's way: "2,5" in Spanish and Italian, "2.5" in English."""
    from matplotlib.ticker import FuncFormatter

    return FuncFormatter(lambda value, _position: format_points(value))


def _number(value: object) -> float:
    """A cell the chart draws: a count or a cost."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"a chart needs numbers, not {value!r}")
    return float(value)


def mistakes_chart(statistics: Table, *, width: float = 8.0, height: float = 3.2) -> Figure | SvgChart:
    """Bars from :func:`briscola_teach.lessons.mistakes.mistake_statistics`: how often, and the average cost."""
    if not _has_matplotlib():
        return _mistakes_svg(statistics, width=width, height=height)
    fig = _figure(width, height)
    left, right = fig.subplots(1, 2, sharey=True)
    labels = [str(name) for name in statistics["mistake"]]
    times = [_number(v) for v in statistics["times"]]
    cost = [_number(v) for v in statistics["mean_points_lost"]]
    positions = list(range(len(labels)))
    left.barh(positions, times, color="#1c7ed6")
    right.barh(positions, cost, color="#c92a2a")
    left.set_yticks(positions, labels, fontsize=8)
    left.invert_yaxis()
    left.set_title(statistics.labels["times"], fontsize=9)
    right.set_title(statistics.labels["mean_points_lost"], fontsize=9)
    for ax, values in ((left, times), (right, cost)):
        for y, v in zip(positions, values):
            ax.text(v, y, " " + format_points(v), va="center", fontsize=7)
        ax.tick_params(axis="x", labelsize=7)
        ax.xaxis.set_major_formatter(_points_ticks())
        ax.margins(x=0.2)
    fig.tight_layout()
    return fig


# -- without matplotlib (the lessons in the browser): the same charts as SVG, drawn by the kit --


def _has_matplotlib() -> bool:
    """Whether matplotlib can be imported here."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


def _review_svg(review: Review, *, width: float, height: float) -> SvgChart:
    """:func:`review_chart` drawn by the kit."""
    from .render.charts import Mark, step_chart

    series = running_points(review)
    mine = next(i for i, side in enumerate(review.game.options.sides) if review.seat in side)
    after = dict(series)
    shown: set[tuple[str | None, bool]] = set()
    marks = []
    for e in review.flagged:
        named = e.mistake is not None
        label = None
        if (e.severity, named) not in shown:
            shown.add((e.severity, named))
            band = e.severity_label or text("coach.severity_none")
            label = f"{text('coach.chart_mistake') if named else text('coach.generic_title')}: {band}"
        marks.append(Mark(e.trick_number, after.get(e.trick_number, series[-1][1])[mine],
                          SEVERITY_COLOURS.get(e.severity, SEVERITY_COLOURS[None]), named, label))
    return step_chart(series, names=_side_names(review), mine=mine, marks=marks,
                      title=text("coach.chart_title"), x_label=text("coach.chart_x"),
                      y_label=text("coach.chart_y"), width=width, height=height, number=format_points)


def _mistakes_svg(statistics: Table, *, width: float, height: float) -> SvgChart:
    """:func:`mistakes_chart` drawn by the kit."""
    from .render.charts import bar_pairs

    labels = [str(name) for name in statistics["mistake"]]
    times = [_number(v) for v in statistics["times"]]
    cost = [_number(v) for v in statistics["mean_points_lost"]]
    return bar_pairs(labels, times, cost, titles=(statistics.labels["times"], statistics.labels["mean_points_lost"]),
                     width=width, height=height, number=format_points)
