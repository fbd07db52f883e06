"""The whole table as one picture: every seat's hand and pile, the stock, the trick, the result.

The groups of cards it is made of (a hand, a trick, the stock, a pile) are
:mod:`~briscola_teach.render.pieces`'s, named here too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..chiamata import PLAYERS
from ..errors import OptionError, expect, wrong_kind
from ..rules import TABLE_SIZES, check_seat
from ..position import is_game
from .drawing import _FONT, _INK, CARD_W, _esc
from .faces import Says, _words, img
from .pieces import Cards, _names, _row, _trick, hand_svg, pile_svg, stock_svg, trick_svg

if TYPE_CHECKING:
    from ..game import Game

__all__ = ["Cards", "hand_svg", "trick_svg", "stock_svg", "pile_svg", "game_html", "seat_labels", "is_open_hand"]


def seat_labels(players: int, seat: int | None, *, language: str | None = None) -> dict[int, str]:
    """How every screen names each seat seen from ``seat`` (see :meth:`Words.seats`): "Tú", "Rival"..."""
    if players.__class__ is not int or players not in _TABLES:
        raise OptionError("engine.bad_players", players=players)
    if seat is not None:
        check_seat(seat, players)
    return _words(language, None).seats(players, seat)


#: Table sizes a screen names seats for: 2 to 4, and 5 for briscola chiamata.
_TABLES = (*TABLE_SIZES, PLAYERS)


def is_open_hand(game: Game, viewer: int, s: int) -> bool:
    """Whether ``viewer`` sees the hand of seat ``s`` face up under the game's options."""
    opts = game.options
    return (s == viewer or opts.open_hands
            or (opts.open_partner_hands and game.stock_size == 0 and game.players == 4
                and s == (viewer + 2) % 4))


def _seat_block(game: Game, s: int, *, name: str, face_up: bool, w: Says, width: float,
                overlap: float) -> str:
    hand = game.hand(s)
    tags = []
    if game.turn == s:
        tags.append(f'<span style="background:#2e7d32;color:#fff;border-radius:8px;'
                    f'padding:0 6px;margin-left:6px;font-size:12px">{_esc(w.text("render.to_play"))}'
                    '</span>')
    header = (f'<div style="font-weight:700;font-size:14px;color:{_INK};margin-bottom:2px">'
              f'{_esc(name)}{"".join(tags)}</div>')
    if face_up:
        cards_svg = hand_svg(hand, style=w.style, width=width, language=w.language)
    else:
        # Face down: only backs and a count; no card name reaches the markup.
        cards_svg = img(_row([None] * len(hand), w=w, scale=width / CARD_W,
                             face_down=True, highlights=None, labels=None, overlap=overlap,
                             aria=w.text("render.face_down_n", n=len(hand))))
    pile = pile_svg(game.pile_sizes[s], points=game.points[s], language=w.language)
    return (f'<div class="bt-seat" data-seat="{s}" style="display:flex;flex-direction:column;'
            'align-items:center;margin:4px 10px">'
            f'{header}<div style="display:flex;align-items:flex-end;gap:10px">'
            f'{cards_svg}{pile}</div></div>')


def _result_line(game: Game, names: Mapping[int, str], w: Says) -> str:
    outcome = game.outcome
    if outcome is None:
        return ""
    if outcome.is_draw:
        return w.text("render.draw", points=outcome.points[0])
    who = w.join(names[s] for s in outcome.winners)
    best = max(outcome.points)
    if outcome.is_shared:
        return w.text("render.winner_shared", names=who, points=best)
    key = "render.winner_side" if len(outcome.winners) > 1 else "render.winner_one"
    return w.text(key, names=who, points=best)


def game_html(game: Game, *, seat: int | None = None, reveal: bool = False,
              style: str | None = None, seat_names: Mapping[int, str] | None = None,
              language: str | None = None) -> str:
    """The whole table seen from ``seat``: its hand below, the others' face down unless ``reveal``.

    With ``seat=None`` the picture is a spectator's: seat 0 sits at the bottom and every
    hand is shown face up.
    """
    if not is_game(game):
        raise wrong_kind("game", game, kind="game")
    w = _words(language, style)
    n = game.players
    if seat is not None:
        check_seat(seat, n)
    expect(reveal, bool, "reveal", "flag")
    seat_names = _names(seat_names)
    viewer = 0 if seat is None else seat
    names = w.seats(n, seat)
    if seat_names:
        names.update(seat_names)
    see_all = seat is None or reveal

    def block(s: int, *, width: float = 70) -> str:
        face_up = see_all or is_open_hand(game, viewer, s)
        return _seat_block(game, s, name=names[s], face_up=face_up, w=w,
                           width=90 if s == viewer else width,
                           overlap=0.0 if face_up else 0.55)

    # Play goes round to the right: the next seat sits on the viewer's right.
    rel = {k: (viewer + k) % n for k in range(n)}
    if n == 2:
        top, left, right = [rel[1]], None, None
    elif n == 3:
        top, left, right = [rel[2], rel[1]], None, None
    else:
        top, left, right = [rel[2]], rel[3], rel[1]

    winning = game.winning_seat()
    trick = img(_trick(game.table, trump=game.trump, winner=winning, seat_names=names,
                       w=w, width=80, finished=False, seven_second=game.options.seven_second))
    # While cards remain the muestra lies under them; afterwards it only names the trump.
    stock = stock_svg(game.stock_size, game.muestra, style=w.style, width=80, language=w.language)
    centre = (f'<div class="bt-centre" style="display:flex;align-items:center;gap:18px;'
              f'flex-wrap:wrap;justify-content:center;margin:6px 10px">{stock}{trick}</div>')
    row = 'style="display:flex;justify-content:center;align-items:center;flex-wrap:wrap"'
    parts = [f'<div class="bt-row bt-top" {row}>{"".join(block(s) for s in top)}</div>']
    middle = []
    if left is not None:
        middle.append(block(left, width=56))
    middle.append(centre)
    if right is not None:
        middle.append(block(right, width=56))
    parts.append(f'<div class="bt-row bt-middle" {row}>{"".join(middle)}</div>')
    parts.append(f'<div class="bt-row bt-bottom" {row}>{block(viewer)}</div>')
    result = _result_line(game, names, w)
    if result:
        parts.append(f'<div class="bt-result" style="text-align:center;font-weight:700;'
                     f'font-size:15px;color:#1b5e20;margin-top:6px">{_esc(result)}</div>')
    title = _esc(w.text("render.game_picture", n=n))
    return (f'<div class="bt-game" role="group" aria-label="{title}" '
            'style="display:flex;flex-direction:column;gap:4px;padding:10px 12px;margin:6px 0;'
            'background:#e6f0e3;border:1px solid #b9cdb3;border-radius:12px;'
            f'font-family:{_FONT};color:{_INK};max-width:100%;box-sizing:border-box">'
            f'{"".join(parts)}</div>')
