"""The class in charts (matplotlib, loaded when a chart is drawn): the tables of :mod:`.summaries` as bars and lines."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .. import plots
from ..locale import text
from .reading import Class
from .summaries import lessons_table, missed_table, mistakes_table, trend_table

if TYPE_CHECKING:
    from matplotlib.figure import Figure

__all__ = ["lessons_chart", "missed_chart", "mistakes_chart", "trend_chart"]


def _figure(width: float, height: float) -> Figure:
    """A chart Jupyter shows as a picture (the kit's own figure), its parts laid out to fit."""
    figure = plots._figure(width, height)
    figure.set_layout_engine("constrained")
    return figure


def _bars(labels: Sequence[str], values: Sequence[float], *, title: str, xlabel: str,
          colour: str) -> Figure:
    figure = _figure(8.0, 0.45 * max(len(labels), 3) + 1.0)
    axes = figure.subplots()
    axes.barh([label if len(label) <= 48 else label[:47] + "…" for label in labels][::-1], list(values)[::-1],
              color=colour)
    figure.suptitle(title)
    axes.set_xlabel(xlabel)
    from matplotlib.ticker import MaxNLocator

    axes.xaxis.set_major_locator(MaxNLocator(integer=True))
    return figure


def lessons_chart(group: Class) -> Figure:
    """Per lesson, how many exercises the class got right the first time and solved at the end."""
    import numpy as np

    table = lessons_table(group)
    lessons = sorted({str(row["lesson"]) for row in table})
    first = [sum(int(str(r["first_try"])) for r in table if r["lesson"] == lesson) for lesson in lessons]
    solved = [sum(int(str(r["solved"])) for r in table if r["lesson"] == lesson) for lesson in lessons]
    done = [sum(int(str(r["done"])) for r in table if r["lesson"] == lesson) for lesson in lessons]
    figure = _figure(8.0, 3.2)
    axes = figure.subplots()
    x = np.arange(len(lessons))
    for shift, values, key, colour in ((-0.27, done, "done", "#9db7d5"), (0.0, solved, "solved", "#1f4e79"),
                                       (0.27, first, "first_try", "#1d6b2c")):
        axes.bar(x + shift, values, width=0.27, label=text(f"progress.col_{key}"), color=colour)
    axes.set_xticks(x, [text("progress.lesson", n=int(n)) for n in lessons])
    axes.set_title(text("classroom.chart_lessons"))
    axes.legend(loc="upper right", fontsize="small")
    return figure


def missed_chart(group: Class, *, top: int = 10) -> Figure:
    """The exercises the class misses most, as bars."""
    table = missed_table(group, top=top)
    labels = [f"{row['lesson']} · {row['exercise']}" for row in table]
    return _bars(labels, [int(str(v)) for v in table["missed_first"]], title=text("classroom.chart_missed"),
                 xlabel=text("progress.col_missed_first"), colour="#a40000")


def mistakes_chart(group: Class) -> Figure:
    """The beginner mistakes by kind over the class's saved hands, as bars."""
    table = mistakes_table(group)
    return _bars([str(v) for v in table["mistake"]], [int(str(v)) for v in table["times"]],
                 title=text("classroom.chart_mistakes", hands=len(group.hands)),
                 xlabel=text("progress.col_times"), colour="#8a5a00")


def trend_chart(group: Class) -> Figure:
    """Each student's share of exercises right the first time, week by week."""
    import numpy as np

    table = trend_table(group)
    figure = _figure(8.0, 3.4)
    axes = figure.subplots()
    for student in group.students:
        mine = [row for row in table if row["student"] == student]
        axes.plot(np.array([str(r["week"]) for r in mine], dtype="datetime64[D]"),
                  [float(str(r["first_try_share"])) for r in mine], marker="o", label=student)
    axes.set_ylim(0, 105)
    axes.set_ylabel(text("progress.col_first_try_share"))
    axes.set_title(text("classroom.chart_trend"))
    axes.legend(loc="lower right", fontsize="small", ncols=2)
    figure.autofmt_xdate()
    return figure
