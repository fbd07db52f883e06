"""Charts drawn as plain SVG, for where matplotlib cannot be had (the lessons in the browser, Pyodide).

:mod:`briscola_teach.plots` draws with matplotlib when it is installed and falls back
to these.  Each function is pure: the same numbers give the same bytes, with no ``id``
attributes, so many charts can share a page.  Numbers are written by the
``number`` function passed in (the kit passes the reader's decimal mark).

>>> chart = step_chart([(0, (0, 0)), (1, (11, 0)), (2, (11, 4))], names=["Tú", "Rival"], mine=0,
...                    title="Puntos", x_label="baza", y_label="puntos")
>>> chart.svg.startswith("<svg") and "<title>Puntos</title>" in chart.svg
True
>>> chart._repr_svg_() == chart.svg
True
>>> bar_pairs(["a"], [1.0], [2.0, 3.0], titles=("veces", "coste"))
Traceback (most recent call last):
...
ValueError: each label needs one value in each panel: 1 labels, 1 and 2 values
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

__all__ = ["SvgChart", "Mark", "step_chart", "bar_pairs"]

FONT = "font-family:sans-serif"
_MINE, _OTHER = "#1c7ed6", "#495057"


@dataclass(frozen=True)
class SvgChart:
    """A chart as an SVG picture; Jupyter shows it as an image."""

    svg: str
    title: str

    def _repr_svg_(self) -> str:
        return self.svg

    def __str__(self) -> str:
        return self.svg


@dataclass(frozen=True)
class Mark:
    """A point marked on a step chart: where a play fell, its colour, a cross (named) or a dot, its legend."""

    x: float
    y: float
    colour: str
    cross: bool
    label: str | None = None


def _plain(value: float) -> str:
    return f"{value:g}"


def _esc(value: str) -> str:
    return html.escape(value, quote=True)


def _text(x: float, y: float, value: str, *, size: float = 11, anchor: str = "middle",
          extra: str = "") -> str:
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size:g}" text-anchor="{anchor}" '
            f'style="{FONT}"{extra}>{_esc(value)}</text>')


def _open(width: int, height: int, title: str) -> list[str]:
    return [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" role="img" aria-label="{_esc(title)}">',
            f"<title>{_esc(title)}</title>",
            f'<rect width="{width}" height="{height}" fill="#ffffff"/>']


def _nice_step(span: float, ticks: int = 6) -> float:
    """A round tick spacing (1, 2 or 5 times a power of ten) giving about ``ticks`` ticks."""
    raw = max(span, 1e-9) / ticks
    power = 10.0 ** math.floor(math.log10(raw))
    return next(power * factor for factor in (1, 2, 2.5, 5, 10) if power * factor >= raw * (1 - 1e-9))


def step_chart(series: Sequence[tuple[int, Sequence[float]]], *, names: Sequence[str], mine: int,
               title: str, x_label: str, y_label: str, marks: Sequence[Mark] = (),
               threshold: float | None = 61, width: float = 8.0, height: float = 3.6,
               number: Callable[[float], str] = _plain) -> SvgChart:
    """Points of each side after every trick, as steps; the reader's side drawn thicker, marks on top."""
    if not series:
        raise ValueError("a step chart needs at least one point")
    if any(len(values) != len(names) for _, values in series):
        raise ValueError(f"every point needs one value per side ({len(names)} sides: {list(names)})")
    w, h = int(width * 100), int(height * 100)
    left, right, top, bottom = 52, 16, 30, 42
    xs = [x for x, _ in series]
    x0, x1 = xs[0], xs[-1] + 0.5
    y_top = max(125.0, max(max(values) for _, values in series) + 15)

    def px(x: float) -> float:
        return left + (x - x0) / max(x1 - x0, 1e-9) * (w - left - right)

    def py(y: float) -> float:
        return h - bottom - y / y_top * (h - top - bottom)

    out = _open(w, h, title)
    out.append(_text(w / 2, 18, title, size=13))
    step = _nice_step(y_top, 6)
    for k in range(int(y_top / step + 1e-9) + 1):
        tick = k * step
        out.append(f'<line x1="{left}" y1="{py(tick):.1f}" x2="{w - right}" y2="{py(tick):.1f}" '
                   'stroke="#f1f3f5"/>')
        out.append(_text(left - 6, py(tick) + 4, number(tick), size=9, anchor="end"))
    for x in range(xs[0] + 1, xs[-1] + 1):
        out.append(_text(px(x), h - bottom + 14, str(x), size=8))
    out.append(f'<line x1="{left}" y1="{h - bottom}" x2="{w - right}" y2="{h - bottom}" stroke="#868e96"/>')
    out.append(f'<line x1="{left}" y1="{top}" x2="{left}" y2="{h - bottom}" stroke="#868e96"/>')
    out.append(_text((left + w - right) / 2, h - 8, x_label, size=10))
    out.append(_text(14, (top + h - bottom) / 2, y_label, size=10,
                     extra=f' transform="rotate(-90 14 {(top + h - bottom) / 2:.1f})"'))
    if threshold is not None:
        out.append(f'<line x1="{left}" y1="{py(threshold):.1f}" x2="{w - right}" y2="{py(threshold):.1f}" '
                   'stroke="#adb5bd" stroke-dasharray="5 3"/>')
    for mark in marks:
        out.append(f'<line x1="{px(mark.x):.1f}" y1="{top}" x2="{px(mark.x):.1f}" y2="{h - bottom}" '
                   f'stroke="{mark.colour}" stroke-opacity="0.35"/>')
    for side, name in enumerate(names):
        points = [(px(x), py(values[side])) for x, values in series]
        path = [f"M{points[0][0]:.1f},{points[0][1]:.1f}"]
        for (_, y), (x_next, y_next) in zip(points, points[1:]):
            path.append(f"H{x_next:.1f}V{y_next:.1f}")
        path.append(f"H{px(x1):.1f}")
        colour, thickness = (_MINE, 2.4) if side == mine else (_OTHER, 1.6)
        out.append(f'<path d="{"".join(path)}" fill="none" stroke="{colour}" stroke-width="{thickness}"/>')
    for mark in marks:
        out.append(_marker(px(mark.x), py(mark.y), mark.colour, cross=mark.cross))
    legend: list[tuple[str, str, bool | None]] = [
        (name, _MINE if side == mine else _OTHER, None) for side, name in enumerate(names)]
    legend += [(mark.label, mark.colour, mark.cross) for mark in marks if mark.label]
    for row, (label, colour, cross) in enumerate(legend):
        column, line = divmod(row, (len(legend) + 1) // 2)
        x, y = left + 10 + column * 230, top + 12 + line * 14
        if cross is None:
            out.append(f'<line x1="{x}" y1="{y - 3}" x2="{x + 16}" y2="{y - 3}" stroke="{colour}" stroke-width="2"/>')
        else:
            out.append(_marker(x + 8, y - 3, colour, cross=cross, size=4))
        out.append(_text(x + 22, y + 1, label, size=8, anchor="start"))
    out.append("</svg>")
    return SvgChart("".join(out), title)


def _marker(x: float, y: float, colour: str, *, cross: bool, size: float = 6) -> str:
    if cross:
        r = size
        return (f'<path d="M{x - r:.1f},{y - r:.1f}L{x + r:.1f},{y + r:.1f}M{x - r:.1f},{y + r:.1f}'
                f'L{x + r:.1f},{y - r:.1f}" stroke="{colour}" stroke-width="3"/>')
    return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{size * 0.7:.1f}" fill="{colour}"/>'


def bar_pairs(labels: Sequence[str], left: Sequence[float], right: Sequence[float], *,
              titles: tuple[str, str], colours: tuple[str, str] = ("#1c7ed6", "#c92a2a"),
              width: float = 8.0, height: float = 3.2, number: Callable[[float], str] = _plain) -> SvgChart:
    """Two panels of horizontal bars sharing their row labels (how often, and what it cost)."""
    if not len(labels) == len(left) == len(right):
        raise ValueError(f"each label needs one value in each panel: {len(labels)} labels, "
                         f"{len(left)} and {len(right)} values")
    w = int(width * 100)
    rows = max(len(labels), 1)
    h = max(int(height * 100), 50 + rows * 22)
    label_width = min(320, 14 + 6 * max((len(label) for label in labels), default=4))
    gap, top, bottom = 24, 30, 24
    panel = (w - label_width - gap - 16) / 2
    row_h = (h - top - bottom) / rows
    title = f"{titles[0]} · {titles[1]}"
    out = _open(w, h, title)
    for i, label in enumerate(labels):
        out.append(_text(label_width - 6, top + (i + 0.5) * row_h + 4, label, size=9, anchor="end"))
    for n, (values, panel_title, colour) in enumerate(zip((left, right), titles, colours)):
        x0 = label_width + n * (panel + gap)
        top_value = max([0.0, *values]) * 1.2 or 1.0
        out.append(_text(x0 + panel / 2, 18, panel_title, size=11))
        out.append(f'<line x1="{x0:.1f}" y1="{top}" x2="{x0:.1f}" y2="{h - bottom}" stroke="#868e96"/>')
        step = _nice_step(top_value, 4)
        for k in range(int(top_value / step + 1e-9) + 1):
            x = x0 + k * step / top_value * panel
            out.append(_text(x, h - bottom + 14, number(k * step), size=8))
        for i, value in enumerate(values):
            length = max(value, 0) / top_value * panel
            y = top + i * row_h + row_h * 0.15
            out.append(f'<rect x="{x0:.1f}" y="{y:.1f}" width="{length:.1f}" height="{row_h * 0.7:.1f}" '
                       f'fill="{colour}"/>')
            out.append(_text(x0 + length + 4, y + row_h * 0.35 + 3, number(value), size=8, anchor="start"))
    out.append("</svg>")
    return SvgChart("".join(out), title)
