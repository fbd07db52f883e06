"""Groups of cards: a hand, a trick, the stock with the muestra, a pile of won cards; a row that shows itself."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..cards import Card, Suit
from ..chiamata import PLAYERS
from ..errors import expect, wrong_kind
from ..errors import count as whole
from ..rules import check_seat
from .drawing import _FONT, _INK, _TALL, CARD_H, CARD_W, _back, _esc, _face, _n, _pip, _pip_size
from .faces import (
    _HALO, _LABEL_H, _PAD, _SLOT_H, _SLOT_W, Says, _card_group, _check_highlight, _label, _label_size, _label_text,
    _out, _ring, _svg, _width, _words, card_list,
)

__all__ = ["Cards", "hand_svg", "trick_svg", "stock_svg", "pile_svg"]


def _row(cards: Sequence[Card | None], *, w: Says, scale: float, face_down: bool,
         highlights: Mapping[int, str | None] | None, labels: Sequence[str | None] | None,
         overlap: float = 0.0, aria: str) -> str:
    """A row of cards side by side (overlapping by a fraction of a card if asked)."""
    highlights = highlights or {}
    step = _SLOT_W - overlap * CARD_W
    size = _label_size(scale, 14)
    parts = []
    for i, card in enumerate(cards):
        x = i * step
        parts.append(_card_group(card, w, x=x + _PAD, y=_PAD, face_down=face_down,
                                 highlight=highlights.get(i), dim=False))
        if labels is not None and i < len(labels) and labels[i]:
            parts.append(_label(x + _SLOT_W / 2, _SLOT_H + size, str(labels[i]), bold=True,
                                size=size, fit=step - 4))
    count = len(cards)
    vb_w = step * (count - 1) + _SLOT_W if count else _SLOT_W
    if not count:
        parts.append(f'<rect x="{_PAD}" y="{_PAD}" width="{CARD_W}" height="{CARD_H}" rx="7" '
                     'fill="none" stroke="#9e9e9e" stroke-width="1.5" stroke-dasharray="6 5"/>')
    has_labels = labels is not None and any(labels)
    vb_h = _SLOT_H + (size + 8 if has_labels else 0)
    return _svg("".join(parts), vb_w=vb_w, vb_h=vb_h, scale=scale, label=aria)


def hand_svg(cards: Sequence[Card], *, style: str | None = None, width: float = 90,
             face_down: bool = False, highlights: Mapping[int, str | None] | None = None,
             labels: Sequence[str | None] | None = None, inline: bool = False,
             language: str | None = None) -> str:
    """A hand of cards side by side; ``highlights`` maps a card's position to a ring kind.

    Like every picture here it comes as an ``<img>``; ``inline=True`` gives the bare ``<svg>``.
    Deck ``style`` and ``language`` default to the kit-wide ones, as everywhere in render.
    """
    w = _words(language, style)
    cards = card_list(cards)
    width = _width(width)
    expect(face_down, bool, "face_down", "flag")
    if highlights is not None:
        expect(highlights, Mapping, "highlights", "names")
        for kind in highlights.values():
            _check_highlight(kind)
    if labels is not None:
        if isinstance(labels, (str, bytes)) or not isinstance(labels, Iterable):
            raise wrong_kind("labels", labels, shape="[str | None, ...]")
        labels = [_label_text(v, "labels") for v in itertools.islice(labels, len(cards) + 1)]
    if face_down:
        aria = w.text("render.face_down_n", n=len(cards))
    elif cards:
        aria = ", ".join(w.card(c) for c in cards)
    else:
        aria = w.text("render.empty_hand")
    return _out(_row(cards, w=w, scale=width / CARD_W, face_down=face_down,
                     highlights=highlights, labels=labels, aria=aria), inline)


def _plays(plays: object) -> list[tuple[int, Card]]:
    """A trick's plays as (seat, card) pairs, at most one per seat of the largest table."""
    if isinstance(plays, (str, bytes)) or not isinstance(plays, Iterable):
        raise wrong_kind("plays", plays, shape="[(seat, card), ...]")
    taken = list(itertools.islice(plays, PLAYERS + 1))
    if len(taken) > PLAYERS or not all(isinstance(p, (tuple, list)) and len(p) == 2 for p in taken):
        raise wrong_kind("plays", plays, shape="[(seat, card), ...]")
    return [(check_seat(seat, PLAYERS), Card.parse(card)) for seat, card in taken]


def _names(seat_names: object) -> Mapping[int, str] | None:
    """Seat names as given (seat to text), or the kit's error."""
    if seat_names is None:
        return None
    if not isinstance(seat_names, Mapping) or len(seat_names) > PLAYERS or not all(
            k.__class__ is int and isinstance(v, str) for k, v in seat_names.items()):
        raise wrong_kind("seat_names", seat_names, kind="names")
    return seat_names


def _seat_name(seat: int, seat_names: Mapping[int, str] | None, w: Says) -> str:
    if seat_names and seat in seat_names:
        return seat_names[seat]
    return w.text("common.player", n=seat + 1)


def trick_svg(plays: Sequence[tuple[int, Card]], *, trump: Suit, winner: int | None = None,
              seat_names: Mapping[int, str] | None = None, style: str | None = None,
              width: float = 90, inline: bool = False, language: str | None = None,
              seven_second: bool = False) -> str:
    """The cards of a trick in play order under their seats, the winner's card ringed.

    ``winner`` is the seat that takes the trick (as in :attr:`Trick.winner`); its points are
    counted with the seven second's values when ``seven_second``.
    """
    plays, trump = _plays(plays), Suit.parse(trump)
    if winner is not None:
        check_seat(winner, PLAYERS, where="winner")
    seat_names = _names(seat_names)
    width = _width(width)
    return _out(_trick(plays, trump=trump, winner=winner, seat_names=seat_names,
                       w=_words(language, style), width=width, finished=True, seven_second=seven_second), inline)


def _trick(plays: Sequence[tuple[int, Card]], *, trump: Suit, winner: int | None,
           seat_names: Mapping[int, str] | None, w: Says, width: float,
           finished: bool, seven_second: bool = False) -> str:
    """A trick on the table; an unfinished one names who is winning it so far."""
    style = w.style
    plays = list(plays)
    cards = [card for _, card in plays]
    names = [_seat_name(seat, seat_names, w) for seat, _ in plays]
    won = {i for i, (seat, _) in enumerate(plays) if seat == winner}
    highlights: dict[int, str | None] = {i: "win" for i in won}
    labels: list[str | None] = [f"{i + 1}. {name}" for i, name in enumerate(names)]
    colours = {i: "#2e7d32" for i in won}
    scale = width / CARD_W
    caption_h = 28.0
    step = _SLOT_W
    size = _label_size(scale, 16)
    parts = []
    for i, card in enumerate(cards):
        x = i * step
        parts.append(_card_group(card, w, x=x + _PAD, y=caption_h + _PAD, face_down=False,
                                 highlight=highlights.get(i), dim=False))
        parts.append(_label(x + _SLOT_W / 2, caption_h + _SLOT_H + size, labels[i] or "",
                            bold=True, colour=colours.get(i, _INK), size=size, fit=step - 18))
    if not cards:
        parts.append(f'<rect x="{_PAD}" y="{caption_h + _PAD}" width="{CARD_W}" '
                     f'height="{CARD_H}" rx="7" fill="none" stroke="#9e9e9e" '
                     'stroke-width="1.5" stroke-dasharray="6 5"/>')
        parts.append(_label(_SLOT_W / 2, caption_h + _SLOT_H / 2 + 5, w.text("render.trick_empty"),
                            colour="#757575", size=12))
    caption = w.text("render.trump", suit=w.suit(trump))
    if winner is not None and won:
        from ..rules import trick_points

        key = "render.trick_takes" if finished else "render.trick_leading"
        caption += " · " + w.text(key, seat=names[min(won)],
                                  points=w.count("render.points", trick_points(cards, seven_second=seven_second)))
    count = max(len(cards), 1)
    vb_w = max(step * count, len(caption) * 9.4 + 34)
    x0 = (vb_w - step * count) / 2
    body = (f'<g transform="translate({_n(x0)} 0)">{"".join(parts)}</g>'
            + _pip(trump, style, 12, 13, 10 if trump in _TALL and style != "french" else 8)
            + f'<text x="26" y="19" font-family="{_FONT}" font-size="17" fill="{_INK}"{_HALO}>'
            f'{_esc(caption)}</text>')
    vb_h = caption_h + _SLOT_H + size + 8
    aria = w.text("render.trick_picture", plays=", ".join(
        w.text("render.played_by", seat=n, card=c) for n, c in zip(names, cards)
    ) or w.text("render.trick_empty")) + ". " + caption
    return _svg(body, vb_w=vb_w, vb_h=vb_h, scale=scale, label=aria)


def _stack(x: float, y: float, layers: int) -> str:
    """A face-down pile: a few backs offset to show its thickness."""
    parts = []
    for k in range(layers - 1, -1, -1):
        off = k * 2.2
        parts.append(f'<g transform="translate({_n(x + off)} {_n(y - off)})">{_back()}</g>')
    return "".join(parts)


def stock_svg(stock_size: int, muestra: Card | None, *, style: str | None = None,
              width: float = 90, inline: bool = False, language: str | None = None) -> str:
    """The stock face down with the muestra crosswise under it, and how many cards are left.

    ``stock_size`` counts the muestra while it lies there (as :attr:`Game.stock_size` does).
    With an empty stock, the trump suit is shown instead.
    """
    w = _words(language, style)
    style = w.style
    stock_size = whole(stock_size, "stock_size", most=40)
    muestra = None if muestra is None else Card.parse(muestra)
    scale = _width(width) / CARD_W
    parts = []
    top = 12.0
    backs = stock_size - (1 if muestra is not None and stock_size > 0 else 0)
    vb_h = top + CARD_H + 8 + _LABEL_H
    if stock_size > 0 and muestra is not None:
        # The muestra lies face up across the bottom of the stock, most of it showing.
        mx, my = (68.0 if backs else 0.0), top + (CARD_H - CARD_W) / 2
        parts.append(
            f'<g transform="translate({_n(mx + CARD_H)} {_n(my)}) rotate(90)">'
            f'<title>{_esc(w.text("render.muestra"))}: {_esc(w.card(muestra))}</title>'
            f'{_face(muestra, style, w.language)}'
            f'{_ring("trump")}</g>'
        )
        parts.append(_label((4 + CARD_W + mx + CARD_H) / 2 if backs else mx + CARD_H / 2,
                            my + CARD_W + 22, w.text("render.muestra"), colour="#8a6400",
                            size=16, bold=True))
        vb_w = mx + CARD_H + 8
    else:
        vb_w = CARD_W + 16
    if backs > 0:
        layers = min(1 + backs // 6, 4)
        parts.append(f'<g><title>{_esc(w.text("render.stock"))}</title>'
                     f'{_stack(4, top, layers)}</g>')
    if stock_size > 0:
        left = w.count("render.stock_left", stock_size)
        parts.append(_label(4 + CARD_W / 2 if backs else CARD_H / 2,
                            top + CARD_H + 24, left, bold=True, size=18))
        if muestra is not None:
            aria = w.text("render.stock_picture", n=stock_size, muestra=muestra)
        else:
            aria = w.text("render.stock_picture_no_muestra", n=stock_size)
    else:
        parts.append(f'<rect x="8" y="{_n(top)}" width="{CARD_W}" height="{CARD_H}" rx="7" '
                     'fill="none" stroke="#9e9e9e" stroke-width="1.5" stroke-dasharray="6 5"/>')
        parts.append(_label(8 + CARD_W / 2, top + CARD_H + 24, w.text("render.stock_empty"),
                            colour="#616161", size=16))
        if muestra is not None:
            suit_word = w.suit(muestra.suit)
            parts.append(_pip(muestra.suit, style, 8 + CARD_W / 2, top + CARD_H / 2 - 14,
                              _pip_size(muestra.suit, style) * 1.8))
            parts.append(_label(8 + CARD_W / 2, top + CARD_H / 2 + 34,
                                w.text("render.trump_word"), colour="#616161", size=14))
            parts.append(_label(8 + CARD_W / 2, top + CARD_H / 2 + 52, suit_word,
                                colour=_INK, size=15, bold=True))
            aria = w.text("render.stock_picture_empty", suit=muestra.suit)
        else:
            aria = w.text("render.stock_empty")
    return _out(_svg("".join(parts), vb_w=vb_w, vb_h=vb_h, scale=scale, label=aria), inline)


def pile_svg(cards: int | Sequence[Card], *, points: int | None = None,
             label: str | None = None, inline: bool = False, language: str | None = None) -> str:
    """A seat's pile of won tricks, face down, with how many cards (and points) it holds."""
    w = _words(language, None)
    size = whole(cards, "cards", most=40) if isinstance(cards, int) else len(card_list(cards))
    if points is not None:
        whole(points, "points", most=120)
    label = _label_text(label)
    scale = 0.5
    vb_w = 180.0
    mid = vb_w / 2
    x = mid - CARD_W / 2
    parts = []
    y = 14.0
    if label:
        parts.append(_label(mid, 26, label, bold=True, size=26))
        y = 40.0
    if size:
        layers = min(1 + size // 6, 5)
        parts.append(_stack(x, y + 2.2 * (layers - 1), layers))
        parts.append(f'<circle cx="{_n(mid)}" cy="{_n(y + CARD_H / 2 + 2)}" r="26" '
                     'fill="#fff" stroke="#9b1c1c" stroke-width="2"/>')
        parts.append(_label(mid, y + CARD_H / 2 + 13, str(size), bold=True, size=32))
    else:
        parts.append(f'<rect x="{_n(x)}" y="{_n(y)}" width="{CARD_W}" height="{CARD_H}" rx="7" '
                     'fill="none" stroke="#9e9e9e" stroke-width="2" stroke-dasharray="8 6"/>')
    words = w.text("render.no_cards") if not size else w.count("render.cards", size)
    line_y = y + CARD_H + 34
    parts.append(_label(mid, line_y, words, size=26))
    aria_parts = [words]
    if points is not None:
        pts = w.count("render.points", points)
        line_y += 32
        parts.append(_label(mid, line_y, pts, bold=True, size=26))
        aria_parts.append(pts)
    aria = w.text("render.pile_picture", cards=", ".join(aria_parts))
    if label:
        aria = f"{label}: {aria}"
    return _out(_svg("".join(parts), vb_w=vb_w, vb_h=line_y + 12, scale=scale, label=aria),
                inline)


# ----------------------------------------------------------------------------- display
class Cards:
    """A row of cards that shows itself in a notebook: ``Cards(["as de oros", "3 de copas"])``."""

    def __init__(self, cards: Iterable[Card | str], **options: Any) -> None:
        self.cards = card_list(cards)
        self.options = options

    def __repr__(self) -> str:
        return f"Cards([{', '.join(repr(c) for c in self.cards)}])"

    def _repr_svg_(self) -> str:
        return hand_svg(self.cards, **{**self.options, "inline": True})

    def _repr_html_(self) -> str:
        # An <img>, not inline SVG: an untrusted notebook still shows it.
        return f"<div>{hand_svg(self.cards, **{**self.options, 'inline': False})}</div>"
