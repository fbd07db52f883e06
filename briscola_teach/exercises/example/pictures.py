"""The worked example's steps told and drawn: a seat's sentence, the coach's line, the table, both hands,
the stock and the piles.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from ...cards import Card
from ...coach import Entry
from ...examples import RIVAL, YOU
from ...game import Game, Trick
from ...locale import Words
from ...locale import words as _words  # some functions here name a local sentence `words`
from ...render import hand_svg, pile_svg, stock_svg, trick_svg

if TYPE_CHECKING:
    from .steps import Step

__all__ = ["the", "points_phrase", "coach_text", "step_html", "trick_html", "explanation_html"]


def the(card: Card, *, words: Words | None = None) -> str:
    """A card's name with its article: "el as de oros", "la sota de copas", "l'asso di denari"."""
    return (words or _words()).the(card)


def points_phrase(points: int, *, words: Words | None = None) -> str:
    """"ningún punto", "1 punto", "11 puntos"."""
    w = words or _words()
    if points == 0:
        return w.text("stepper.zero_points")
    return w.count("stepper.points", points, points=points)


def _say(w: Words, key: str, seat: int, **fields: Any) -> str:
    """The text ``key`` with its verb agreeing with the seat: ``key_you`` or ``key_rival``."""
    return w.text(f"stepper.{key}_{'you' if seat == YOU else 'rival'}", **fields)


def coach_text(entry: Entry, *, words: Words | None = None) -> str:
    """The coach's verdict on one play as a step shows it: the verdict, and for a flagged play why and the better card."""
    return " ".join([(words or _words()).text("stepper.coach_line", verdict=entry.verdict()), *entry.notes()])


# ---------------------------------------------------------------------- pictures

_FONT = "'DejaVu Sans','Helvetica Neue',Arial,sans-serif"


def _seat_names(w: Words) -> dict[int, str]:
    return {YOU: w.text("common.you"), RIVAL: w.text("common.rival")}


def _seat_row(step: Step, seat: int, *, face_up: bool, w: Words) -> str:
    hand = step.hands[seat]
    highlights: dict[int, str | None] = {}
    if step.drawn is not None and step.drawn.seat == seat and step.drawn.card in hand:
        highlights[hand.index(step.drawn.card)] = "select"
    cards = hand_svg(hand, width=80 if seat == YOU else 64, face_down=not face_up,
                     highlights=highlights, style=w.style, language=w.language)
    pile = pile_svg(step.piles[seat], points=step.points[seat], language=w.language)
    header = html.escape(_say(w, "hand", seat))
    if not face_up:
        header += f' <span style="font-weight:400;color:#555">{html.escape(w.text("stepper.hidden_note"))}</span>'
    return (f'<div class="bt-seat" data-seat="{seat}" style="display:flex;flex-direction:column;'
            f'align-items:center;margin:2px 8px"><div style="font-weight:700;font-size:14px">'
            f'{header}</div><div style="display:flex;align-items:flex-end;gap:12px">{cards}'
            f'{pile}</div></div>')


def step_html(step: Step, *, reveal: bool = False, words: Words | None = None) -> str:
    """The table at one step of the example: rival above (face down unless ``reveal``), you below."""
    w = words or _words()
    names = _seat_names(w)
    trick = trick_svg(step.table, trump=step.muestra.suit, winner=step.winner,
                      seat_names=names, width=72, style=w.style, language=w.language)
    stock = stock_svg(step.stock_size, step.muestra, width=72, style=w.style, language=w.language)
    if step.stock_size:
        stock_line = w.text("stepper.stock_line", stock=step.stock_size)
    else:
        holder = step.muestra_drawn_by if step.muestra_drawn_by is not None else step.game.muestra_drawn_by
        stock_line = _say(w, "stock_empty", YOU if holder is None else holder, muestra=step.muestra)
    points = w.text("stepper.points_line", you=step.points[YOU], rival=step.points[RIVAL])
    row = 'style="display:flex;justify-content:center;align-items:center;flex-wrap:wrap;gap:16px"'
    return (
        f'<div class="bt-example-step" data-step="{step.number}" style="display:flex;'
        'flex-direction:column;gap:4px;padding:8px 12px;background:#e6f0e3;'
        f'border:1px solid #b9cdb3;border-radius:12px;font-family:{_FONT};color:#222;'
        'max-width:100%;box-sizing:border-box">'
        f'<div {row}>{_seat_row(step, RIVAL, face_up=reveal, w=w)}</div>'
        f'<div {row}>{stock}{trick}</div>'
        f'<div style="text-align:center;font-size:13px;color:#444">{html.escape(stock_line)}</div>'
        f'<div {row}>{_seat_row(step, YOU, face_up=True, w=w)}</div>'
        f'<div class="bt-points" style="text-align:center;font-weight:700;font-size:14px">'
        f'{html.escape(points)}</div></div>'
    )


def trick_html(trick: Trick, game: Game) -> str:
    """A completed trick of the example (or of your own copy of it), its winner ringed."""
    return trick_svg(trick.plays, trump=game.trump, winner=trick.winner,
                     seat_names=_seat_names(_words()), width=80)


def explanation_html(step: Step, *, words: Words | None = None) -> str:
    """The title and the explanation of one step, and the coach's verdict on your play there."""
    coach = ""
    if step.coach is not None:
        colour = "#8a1c1c" if step.coach.is_flagged else "#0b5d1e"
        coach = (f'<div class="bt-step-coach" style="margin-top:4px;font-size:13.5px;color:{colour}">'
                 f'{html.escape(coach_text(step.coach, words=words))}</div>')
    # 14 px: the longest step (trick 2, with the coach's verdict) fits 1280 x 720 with the file browser open.
    return (f'<div class="bt-explanation" style="font-size:14px;line-height:1.4;max-width:860px;'
            f'margin:6px 0"><div style="font-weight:700;font-size:16px;margin-bottom:2px">'
            f'{html.escape(step.title)}</div><div>{html.escape(step.explanation)}</div>{coach}</div>')
