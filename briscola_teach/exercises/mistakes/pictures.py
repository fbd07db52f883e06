"""A position drawn, the coach's verdict on a play and each card's worth, and a mistake's two lines side by side."""

from __future__ import annotations


import html

from ... import render, verdicts
from ...cards import Card
from ...coach import Entry
from ...verdicts import the_card
from ...game import Game
from ...locale import Words, text
from ...locale import words as kit_words
from ...mistakes import Mistake
from ...tables import columns
from .textbooks import TEXTBOOKS

__all__ = ["GOOD", "COLOURS", "esc", "verdict_html", "values_html", "position_html", "seat_names_from", "side_by_side"]


# ---------------------------------------------------------------------- pictures
GOOD = "#2b8a3e"


COLOURS = {None: GOOD, "imprecision": "#b08900", "error": "#d9480f", "grave": "#c92a2a"}


def esc(value: object) -> str:
    """Text made safe for HTML."""
    return html.escape(str(value))


def verdict_html(entry: Entry, *, words: Words | None = None) -> str:
    """The coach's verdict on one play, as a coloured block naming the cards (in ``words``)."""
    w = words or kit_words()
    colour = COLOURS.get(entry.severity, "#868e96") if entry.is_flagged else GOOD
    parts = [f'<div class="bt-verdict" style="border-left:5px solid {colour};padding:4px 10px;'
             f'margin:6px 0;background:#f8f9fa">',
             f'<div style="font-weight:600;color:{colour}">{esc(verdicts.verdict(entry, w))}</div>']
    parts += [f"<div>{esc(note)}</div>" for note in verdicts.notes(entry, w)]
    parts.append("</div>")
    return "".join(parts)


def values_html(entry: Entry, *, words: Words | None = None) -> str:
    """Expected final points with each card the seat could play, best first (in ``words``)."""
    if len(entry.values) < 2:
        return ""
    w = words or kit_words()
    rows = []
    top = max(entry.values.values())
    for card, value in sorted(entry.values.items(), key=lambda kv: (-kv[1], kv[0].index)):
        mark = " ★" if value >= top - 1e-9 else ""
        played = f" ← {esc(w.text('coach.w_played'))}" if card is entry.card else ""
        rows.append(f"<tr><td>{esc(w.card(card))}{mark}</td><td style='text-align:right'>"
                    f"{w.number(value)}</td><td>{played}</td></tr>")
    said = w.text("coach.w_values", method=verdicts.method(entry, w))
    return (f"<div style='color:#555;font-size:90%'>{esc(said)}</div>"
            f'<table class="bt-values" style="font-size:90%;margin:2px 0 6px">{"".join(rows)}</table>')


def position_html(game: Game, *, seat_names: dict[int, str] | None = None, style: str | None = None,
                  width: int = 80, hand: bool = False, words: Words | None = None) -> str:
    """The others' hands (face up only where the student can know them), stock and table (in ``words``,
    whose deck ``style`` overrides)."""
    w = words or kit_words()
    language = w.language if words is not None else None
    style = style or (w.style if words is not None else None)
    seat = game.turn or 0
    view = game.view(seat)
    names = seat_names or seat_names_from(seat, game.players, words=w)
    small = int(width * 0.7)
    rows = []
    for s in range(game.players):
        if s == seat:
            continue
        known = view.known[s]
        hidden = view.hand_sizes[s] - len(known)
        picture = ""
        if known:
            picture += render.hand_svg(known, style=style, width=small, language=language)
        if hidden:
            picture += render.hand_svg([Card.parse("as de oros")] * hidden, face_down=True,
                                       width=small, language=language)
        count = esc(w.count("coach.w_rival_cards", view.hand_sizes[s], who=names[s]))
        rows.append(f'<div style="display:inline-block;margin:0 14px;text-align:center">'
                    f"<div>{count}</div>{picture}</div>")
    muestra = view.muestra if view.muestra_in_stock else None
    middle = (render.stock_svg(view.stock_size, muestra or view.muestra, style=style,
                               width=small, language=language)
              + render.trick_svg(view.table, trump=view.trump, seat_names=names,
                                 style=style, width=width, language=language))
    note = ""
    holder = view.muestra_drawn_by
    if holder is not None and holder != seat and view.muestra in view.known[holder]:
        who = w.seat_in_sentence(view.players, seat, holder)
        note = (f"<div style='color:#8a6400'>"
                f"{esc(w.text('coach.w_muestra_with', card=view.muestra, who=who))}</div>")
    mine = ""
    if hand:
        mine = (f"<div>{esc(names[seat])}</div>"
                + render.hand_svg(game.hand(seat), style=style, width=width, language=language))
    return (f'<div class="bt-position"><div>{"".join(rows)}</div>'
            f'<div style="display:flex;gap:18px;align-items:flex-end">{middle}</div>{note}{mine}</div>')


def seat_names_from(you: int, players: int, *, words: Words | None = None) -> dict[int, str]:
    """How the lesson names each seat seen from ``you``: "Tú", "Rival", "Compañero", "Jugador 3"..."""
    return (words or kit_words()).seats(players, you)


def _line_trick_html(entry: Entry, *, style: str | None, width: int) -> str:
    trick = entry.trick
    if trick is None:
        return ""
    names = seat_names_from(entry.seat, entry.view.players)
    return render.trick_svg(trick.plays, trump=entry.view.trump, winner=trick.winner,
                            seat_names=names, style=style, width=width)


def side_by_side(mistake: Mistake, *, samples: int | None = None, seed: int = 0,
                 style: str | None = None, width: int = 64) -> str:
    """The textbook position of a mistake, then the wrong play and the right one side by side with the coach's verdicts."""
    book = TEXTBOOKS[mistake]
    game = book.start()
    columns = []
    for wrong, decision in zip((True, False), book.decisions(samples=samples, seed=seed)):
        card = book.wrong if wrong else book.right
        # The column's heading is the coach's verdict on that card, never a second opinion.
        bad = decision.is_flagged
        head = text("coach.sbs_wrong" if bad else "coach.sbs_right", card=the_card(card))
        colour = COLOURS.get(decision.severity, COLOURS["grave"]) if bad else GOOD
        parts = [f'<div style="font-weight:700;color:{colour}">{esc(head)}</div>',
                 _line_trick_html(decision, style=style, width=width)]
        for finding in decision.findings:
            if finding.trick is not None and finding.trick != decision.trick:
                names = seat_names_from(decision.seat, decision.view.players)
                parts.append(f"<div style='color:#555'>{esc(text('coach.sbs_later'))}</div>")
                parts.append(render.trick_svg(finding.trick.plays, trump=decision.view.trump,
                                              winner=finding.trick.winner, seat_names=names,
                                              style=style, width=width))
        parts.append(verdict_html(decision))
        if not wrong:
            parts.append(values_html(decision))
        columns.append(f'<div style="flex:1;min-width:300px;border:1px solid #dee2e6;'
                       f'border-radius:8px;padding:8px">{"".join(parts)}</div>')
    return (f'<div class="bt-side-by-side"><div style="font-weight:700;font-size:115%">'
            f"{mistake.number}. {esc(mistake.title)}</div>"
            + position_html(game, style=style, width=width, hand=True)
            + f'<div style="display:flex;gap:14px;flex-wrap:wrap;margin-top:8px">{"".join(columns)}</div>'
            + "</div>")
