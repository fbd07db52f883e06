"""Cards that look like cards: SVG pictures of cards, hands, tricks, the stock and the table.

Every function is pure and returns a string (SVG, or HTML around inline SVG): the
same input always gives the same bytes, and no picture uses ``id`` attributes, so
many pictures can share one page and stored notebook outputs never change.  The
card faces are drawn here in code: pips are simple vector shapes, figures are
simple silhouettes, and the back is a lattice.

A face-down card never carries its name anywhere in the markup (no title, no
label), so a picture cannot leak a hidden hand.

>>> from briscola_teach import Card
>>> svg = card_svg(Card.parse("rey de copas"))
>>> "<title>rey de copas</title>" in svg and ">12<" in svg
True
>>> "rey" in card_svg(Card.parse("rey de copas"), face_down=True)
False
"""

from __future__ import annotations

import functools
import html
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .cards import DECK_STYLES, Card, Rank, Suit
from .locale import get_language, text

if TYPE_CHECKING:
    from .game import Game

__all__ = [
    "HIGHLIGHTS",
    "Cards",
    "card_svg",
    "hand_svg",
    "trick_svg",
    "stock_svg",
    "pile_svg",
    "game_html",
]

# ----------------------------------------------------------------------------- geometry
# Cards are drawn in a 100 x 154 box (the proportions of a Spanish deck) and scaled.
CARD_W = 100
CARD_H = 154
_PAD = 6  # room around each card for the highlight ring
_SLOT_W = CARD_W + 2 * _PAD
_SLOT_H = CARD_H + 2 * _PAD
_LABEL_H = 22
_FONT = "'DejaVu Sans','Helvetica Neue',Arial,sans-serif"
_INK = "#222"

#: Highlight kinds a caller may ask for, and the colour and dash of each ring.
HIGHLIGHTS: dict[str, tuple[str, str]] = {
    "win": ("#2e7d32", ""),
    "correct": ("#2e7d32", ""),
    "lose": ("#c62828", ""),
    "wrong": ("#c62828", ""),
    "select": ("#1565c0", ""),
    "trump": ("#d49b00", ""),
    "hint": ("#ef6c00", "7 4"),
    "legal": ("#1e88e5", "7 4"),
}

_SUIT_COLOURS = {
    Suit.COINS: "#c98a00",
    Suit.CUPS: "#c62828",
    Suit.SWORDS: "#1f5fae",
    Suit.CLUBS: "#2e7d32",
}
_FRENCH_COLOURS = {
    Suit.COINS: "#c8102e",
    Suit.CUPS: "#c8102e",
    Suit.SWORDS: "#151515",
    Suit.CLUBS: "#151515",
}

_FIGURES = (Rank.JACK, Rank.KNIGHT, Rank.KING)
_INDEX = {
    "spanish": {r: str(r.value) for r in Rank},
    "italian": {**{r: str(r.value) for r in Rank},
                Rank.JACK: "8", Rank.KNIGHT: "9", Rank.KING: "10"},
    "french": {**{r: str(r.value) for r in Rank},
               Rank.ACE: "A", Rank.JACK: "J", Rank.KNIGHT: "Q", Rank.KING: "K"},
}

# Where the pips of 1..7 go, centre of each pip (RULES §1 ranks, the usual layouts).
_PIP_LAYOUT: dict[Rank, tuple[tuple[float, float], ...]] = {
    Rank.ACE: ((50, 77),),
    Rank.TWO: ((50, 40), (50, 114)),
    Rank.THREE: ((50, 36), (50, 77), (50, 118)),
    Rank.FOUR: ((35, 40), (65, 40), (35, 114), (65, 114)),
    Rank.FIVE: ((35, 38), (65, 38), (50, 77), (35, 116), (65, 116)),
    Rank.SIX: ((35, 38), (65, 38), (35, 77), (65, 77), (35, 116), (65, 116)),
    Rank.SEVEN: ((35, 34), (65, 34), (50, 56), (35, 79), (65, 79), (35, 119), (65, 119)),
}


def _n(x: float) -> str:
    """A number written short and always the same way."""
    return f"{x:.2f}".rstrip("0").rstrip(".")


def _esc(value: str) -> str:
    return html.escape(value, quote=True)


def _check_style(style: str) -> None:
    if style not in DECK_STYLES:
        raise ValueError(f"unknown deck style {style!r}; choose one of {', '.join(DECK_STYLES)}")


def _check_highlight(kind: str | None) -> None:
    if kind is not None and kind not in HIGHLIGHTS:
        raise ValueError(f"unknown highlight {kind!r}; choose one of {', '.join(HIGHLIGHTS)}")


# ----------------------------------------------------------------------------- pips
# Each pip is drawn around (0, 0); ``s`` is its half-height.


def _coin(s: float) -> str:
    return (
        f'<circle r="{_n(s)}" fill="#f2b705" stroke="#8a5a00" stroke-width="{_n(s * .12)}"/>'
        f'<circle r="{_n(s * .62)}" fill="none" stroke="#8a5a00" stroke-width="{_n(s * .09)}"/>'
        f'<circle r="{_n(s * .22)}" fill="#d08c00"/>'
    )


def _cup(s: float) -> str:
    return (
        '<path d="M-.78-.92H.78C.78-.2.5.15.13.3V.62L.55.82V1H-.55V.82L-.13.62V.3'
        'C-.5.15-.78-.2-.78-.92Z" fill="#c62828" stroke="#6d0f0f" stroke-width=".07" '
        f'transform="scale({_n(s)})"/>'
        f'<path d="M-.78-.78H.78" stroke="#f2b705" stroke-width=".14" '
        f'transform="scale({_n(s)})"/>'
    )


def _sword(s: float) -> str:
    return (
        f'<g transform="scale({_n(s)})">'
        '<path d="M0-1L.15-.8V.42H-.15V-.8Z" fill="#3f7fd0" stroke="#173f74" stroke-width=".05"/>'
        '<path d="M0-.86V.4" stroke="#cfe0f5" stroke-width=".04"/>'
        '<rect x="-.42" y=".4" width=".84" height=".1" rx=".05" fill="#f2b705" '
        'stroke="#8a5a00" stroke-width=".04"/>'
        '<rect x="-.07" y=".5" width=".14" height=".36" fill="#173f74"/>'
        '<circle cy=".92" r=".1" fill="#f2b705" stroke="#8a5a00" stroke-width=".04"/></g>'
    )


def _club(s: float) -> str:
    return (
        f'<g transform="scale({_n(s)})">'
        '<path d="M-.12 1C-.16.4-.2-.3-.3-.72C-.34-.95.34-.95.3-.72C.2-.3.16.4.12 1Z" '
        'fill="#9a6230" stroke="#4e2f12" stroke-width=".06"/>'
        '<path d="M-.2-.3L-.3-.38M.18.1L.28.02M-.15.45L-.24.38" stroke="#4e2f12" '
        'stroke-width=".07" stroke-linecap="round"/>'
        '<path d="M-.28-.4C-.55-.5-.6-.3-.42-.26C-.38-.3-.32-.36-.28-.4Z" fill="#3c8d3c"/>'
        '<path d="M.26.0C.55-.08.58.12.4.15C.36.1.3.05.26.0Z" fill="#3c8d3c"/></g>'
    )


def _diamond(s: float) -> str:
    return (f'<path d="M0-1L.72 0 0 1-.72 0Z" fill="#c8102e" transform="scale({_n(s)})"/>')


def _heart(s: float) -> str:
    return ('<path d="M0 .95C-.5.45-.95.1-.95-.35C-.95-.75-.5-.95-.22-.8C-.1-.72-.03-.6 0-.5'
            'C.03-.6.1-.72.22-.8C.5-.95.95-.75.95-.35C.95.1.5.45 0 .95Z" fill="#c8102e" '
            f'transform="scale({_n(s)})"/>')


def _spade(s: float) -> str:
    return ('<path d="M0-1C-.3-.6-.9-.25-.9.15C-.9.5-.5.62-.18.42C-.2.62-.3.85-.45 1H.45'
            'C.3.85.2.62.18.42C.5.62.9.5.9.15C.9-.25.3-.6 0-1Z" fill="#151515" '
            f'transform="scale({_n(s)})"/>')


def _french_club(s: float) -> str:
    return (f'<g fill="#151515" transform="scale({_n(s)})">'
            '<circle cy="-.5" r=".36"/><circle cx="-.42" cy=".12" r=".36"/>'
            '<circle cx=".42" cy=".12" r=".36"/>'
            '<path d="M-.1 0H.1C.12.5.25.8.45 1H-.45C-.25.8-.12.5-.1 0Z"/></g>')


_LATIN_PIPS = {Suit.COINS: _coin, Suit.CUPS: _cup, Suit.SWORDS: _sword, Suit.CLUBS: _club}
_FRENCH_PIPS = {Suit.COINS: _diamond, Suit.CUPS: _heart, Suit.SWORDS: _spade,
                Suit.CLUBS: _french_club}
# Swords and clubs are long and thin: they get a larger half-height for the same look.
_TALL = {Suit.SWORDS, Suit.CLUBS}


def _pip(suit: Suit, style: str, x: float, y: float, s: float, *, turned: bool = False) -> str:
    """One suit sign centred at (x, y)."""
    draw = (_FRENCH_PIPS if style == "french" else _LATIN_PIPS)[suit]
    turn = " rotate(180)" if turned else ""
    return f'<g transform="translate({_n(x)} {_n(y)}){turn}">{draw(s)}</g>'


def _pip_size(suit: Suit, style: str, *, big: bool = False) -> float:
    if style == "french":
        return 26.0 if big else 12.0
    if suit in _TALL:
        return 52.0 if big else 17.0
    return 30.0 if big else 12.5


# ----------------------------------------------------------------------------- faces
def _corner(card: Card, style: str) -> str:
    """The rank as the deck prints it, with a small suit sign under it."""
    index = _INDEX[style][card.rank]
    colour = (_FRENCH_COLOURS if style == "french" else _SUIT_COLOURS)[card.suit]
    if card.suit is Suit.COINS and style != "french":
        colour = "#a36f00"  # the coins' gold is too pale for a number
    size = 19 if len(index) > 1 else 23
    small = 6 if style == "french" or card.suit not in _TALL else 9
    one = (
        f'<text x="11.5" y="24" text-anchor="middle" font-family="{_FONT}" font-weight="700" '
        f'font-size="{size}" fill="{colour}" letter-spacing="-1.5">{index}</text>'
        + _pip(card.suit, style, 11.5, 36, small)
    )
    return f'<g>{one}</g><g transform="rotate(180 50 77)">{one}</g>'


def _pips(card: Card, style: str) -> str:
    layout = _PIP_LAYOUT[card.rank]
    big = card.rank is Rank.ACE
    s = _pip_size(card.suit, style, big=big)
    if card.rank is Rank.SEVEN and card.suit not in _TALL:
        s *= 0.88  # seven round pips need a little room between them
    parts = []
    for x, y in layout:
        # French decks turn the lower pips upside down; Spanish ones keep them upright.
        turned = style == "french" and y > 78
        parts.append(_pip(card.suit, style, x, y, s, turned=turned))
    return "".join(parts)


def _frame(card: Card, style: str) -> str:
    """The inner frame; on a Spanish deck its breaks tell the suit (none for oros ... three for bastos)."""
    colour = (_FRENCH_COLOURS if style == "french" else _SUIT_COLOURS)[card.suit]
    if style == "french":
        return ""
    gaps = {Suit.COINS: 0, Suit.CUPS: 1, Suit.SWORDS: 2, Suit.CLUBS: 3}[card.suit]
    x0, x1, y0, y1 = 24.0, 76.0, 8.0, 146.0
    if gaps == 0:
        return (f'<path d="M{_n(x0)} {_n(y0)}H{_n(x1)}M{_n(x0)} {_n(y1)}H{_n(x1)}" '
                f'stroke="{colour}" stroke-width="1.6" fill="none"/>')
    # Break the top and bottom lines into gaps + 1 pieces.
    pieces = gaps + 1
    gap = 5.0
    seg = (x1 - x0 - gaps * gap) / pieces
    d = []
    for y in (y0, y1):
        for i in range(pieces):
            a = x0 + i * (seg + gap)
            d.append(f"M{_n(a)} {_n(y)}H{_n(a + seg)}")
    return f'<path d="{"".join(d)}" stroke="{colour}" stroke-width="1.6" fill="none"/>'


def _figure(card: Card, style: str) -> str:
    """A simple figure: the sota/jack standing, the caballo a horse's head, the rey crowned."""
    colour = (_FRENCH_COLOURS if style == "french" else _SUIT_COLOURS)[card.suit]
    skin = "#f3d2a9"
    out = ['<rect x="26.5" y="13" width="47" height="128" rx="5" fill="#faf5e8" '
           f'stroke="{colour}" stroke-width="1.2"/>',
           # The figures are drawn a little larger than the panel and shrunk into it.
           '<g transform="translate(50 72) scale(.84) translate(-50 -72)">']
    queen = style == "french" and card.rank is Rank.KNIGHT
    if card.rank is Rank.JACK:
        out.append(
            f'<circle cx="50" cy="40" r="9" fill="{skin}" stroke="#5a3a1a" stroke-width="1"/>'
            f'<path d="M40 37Q50 22 60 37Q50 33 40 37Z" fill="{colour}"/>'
            f'<path d="M38 52H62L66 98H34Z" fill="{colour}" stroke="#333" stroke-width="1"/>'
            '<path d="M38 52L50 60L62 52" fill="none" stroke="#fff" stroke-width="1.4"/>'
            '<rect x="40" y="98" width="7" height="26" fill="#4a4a4a"/>'
            '<rect x="53" y="98" width="7" height="26" fill="#4a4a4a"/>'
            '<path d="M37 124H47V128H35ZM53 124H63L65 128H53Z" fill="#222"/>'
        )
        out.append(_pip(card.suit, style, 67, 76, 9.5 if card.suit not in _TALL else 14))
    elif card.rank is Rank.KNIGHT and not queen:
        out.append(
            # A horse's head and neck, looking left, with a mane in the suit's colour.
            '<path d="M66 124C66 104 62 92 58 84C54 78 50 76 44 76L33 80C29 81 27 77 29 74'
            'L43 58C45 52 48 44 54 42L56 34L60 42C68 46 74 58 74 76C74 94 76 110 78 124Z" '
            'fill="#9a6a3a" stroke="#4e2f12" stroke-width="1.4" stroke-linejoin="round"/>'
            f'<path d="M56 42C66 44 74 58 74 76C74 94 76 110 78 124H72C70 108 68 92 68 78'
            f'C68 62 64 52 56 42Z" fill="{colour}"/>'
            '<circle cx="48" cy="58" r="2.2" fill="#222"/>'
            '<path d="M31 76L35 75" stroke="#222" stroke-width="1.4" stroke-linecap="round"/>'
            f'<path d="M44 64L58 72" stroke="{colour}" stroke-width="2.4"/>'
        )
        out.append(_pip(card.suit, style, 38, 34, 9.5 if card.suit not in _TALL else 13))
    else:
        # The rey (or the French queen): a crowned figure in a long robe.
        crown = ('<path d="M43 33L44 25L47 29L50 23L53 29L56 25L57 33Z" fill="#f2b705" '
                 'stroke="#8a5a00" stroke-width="1"/>') if queen else (
                 '<path d="M40 32L42 20L46 27L50 17L54 27L58 20L60 32Z" fill="#f2b705" '
                 'stroke="#8a5a00" stroke-width="1"/>')
        beard = '' if queen else '<path d="M43 44Q50 58 57 44Q50 49 43 44Z" fill="#7a5230"/>'
        hair = ('<path d="M41 36Q38 56 36 60H42Q42 48 43 40ZM59 36Q62 56 64 60H58Q58 48 57 40Z" '
                'fill="#7a5230"/>') if queen else ''
        out.append(
            f'{hair}<circle cx="50" cy="40" r="9" fill="{skin}" stroke="#5a3a1a" stroke-width="1"/>'
            f'{crown}{beard}'
        )
        if queen:
            # A gown: narrow waist, wide skirt, a necklace instead of the king's stripes.
            out.append(
                f'<path d="M40 54H60L56 80L72 126H28L44 80Z" fill="{colour}" stroke="#333" '
                'stroke-width="1"/><path d="M43 56Q50 64 57 56" fill="none" stroke="#f2b705" '
                'stroke-width="1.8"/><path d="M44 80H56" stroke="#f2b705" stroke-width="2"/>'
            )
        else:
            out.append(
                f'<path d="M38 54H62L70 126H30Z" fill="{colour}" stroke="#333" stroke-width="1"/>'
                '<path d="M50 54V126" stroke="#f2b705" stroke-width="2.4"/>'
                '<path d="M34 92H66" stroke="#f2b705" stroke-width="1.6"/>'
            )
        out.append(_pip(card.suit, style, 68, 70, 9.5 if card.suit not in _TALL else 14))
    out.append("</g>")
    word = card.rank.name_in(get_language(), style=style).upper()
    fsize = 9.0 if len(word) <= 5 else 7.2
    out.append(
        f'<rect x="28.5" y="127" width="43" height="11" rx="2" fill="{colour}"/>'
        f'<text x="50" y="135.5" text-anchor="middle" font-family="{_FONT}" font-weight="700" '
        f'font-size="{_n(fsize)}" fill="#fff" letter-spacing=".4">{_esc(word)}</text>'
    )
    return "".join(out)


@functools.lru_cache(maxsize=512)
def _face(card: Card, style: str, language: str) -> str:
    """The face of a card in the 100 x 154 box, without title or ring."""
    body = _figure(card, style) if card.rank in _FIGURES else _pips(card, style)
    return (
        f'<rect x=".75" y=".75" width="{CARD_W - 1.5}" height="{CARD_H - 1.5}" rx="7" '
        'fill="#fff" stroke="#8c8c8c" stroke-width="1.5"/>'
        + _frame(card, style) + body + _corner(card, style)
    )


@functools.lru_cache(maxsize=1)
def _back() -> str:
    """The back: a red lattice inside a white margin, with a medallion in the middle."""
    diamonds = []
    for row in range(14):
        for col in range(8):
            cx = 11 + col * 11 + (5.5 if row % 2 else 0)
            cy = 12 + row * 10
            if cx > 90 or cx < 10:
                continue
            diamonds.append(f"M{_n(cx)} {_n(cy - 4)}l3.2 4-3.2 4-3.2-4Z")
    return (
        f'<rect x=".75" y=".75" width="{CARD_W - 1.5}" height="{CARD_H - 1.5}" rx="7" '
        'fill="#fff" stroke="#8c8c8c" stroke-width="1.5"/>'
        '<rect x="6" y="6" width="88" height="142" rx="4" fill="#9b1c1c"/>'
        f'<path d="{"".join(diamonds)}" fill="#c9443c"/>'
        '<rect x="9" y="9" width="82" height="136" rx="3" fill="none" stroke="#f2d27a" '
        'stroke-width="1"/>'
        '<ellipse cx="50" cy="77" rx="20" ry="27" fill="#9b1c1c" stroke="#f2d27a" '
        'stroke-width="2"/>'
        '<ellipse cx="50" cy="77" rx="13" ry="19" fill="none" stroke="#f2d27a" '
        'stroke-width="1"/>'
        '<path d="M50 64L56 77L50 90L44 77Z" fill="#f2d27a"/>'
    )


def _ring(kind: str | None) -> str:
    if kind is None:
        return ""
    colour, dash = HIGHLIGHTS[kind]
    dashes = f' stroke-dasharray="{dash}"' if dash else ""
    return (f'<rect x="-3" y="-3" width="{CARD_W + 6}" height="{CARD_H + 6}" rx="9" fill="none" '
            f'stroke="{colour}" stroke-width="5"{dashes}/>')


def _card_name(card: Card, style: str) -> str:
    return card.name(get_language(), style=style)


def _card_group(card: Card | None, style: str, *, x: float, y: float, face_down: bool,
                highlight: str | None, dim: bool) -> str:
    """One card at (x, y) of the picture, in card units, with its title when face up."""
    _check_highlight(highlight)
    if card is None or face_down:
        title = text("render.face_down")
        body = _back()
    else:
        title = _card_name(card, style)
        body = _face(card, style, get_language())
    opacity = ' opacity=".45"' if dim else ""
    return (f'<g transform="translate({_n(x)} {_n(y)})"{opacity}><title>{_esc(title)}</title>'
            f'{body}{_ring(highlight)}</g>')


def _label(x: float, y: float, words: str, *, bold: bool = False,
           colour: str = _INK, size: float = 14) -> str:
    weight = ' font-weight="700"' if bold else ""
    return (f'<text x="{_n(x)}" y="{_n(y)}" text-anchor="middle" font-family="{_FONT}" '
            f'font-size="{_n(size)}"{weight} fill="{colour}">{_esc(words)}</text>')


def _svg(body: str, *, vb_w: float, vb_h: float, scale: float, label: str,
         vb_x: float = 0, vb_y: float = 0) -> str:
    """The outer <svg> of a picture drawn in card units, shown ``scale`` pixels per unit."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(vb_w * scale)}" '
        f'height="{_n(vb_h * scale)}" viewBox="{_n(vb_x)} {_n(vb_y)} {_n(vb_w)} {_n(vb_h)}" '
        f'role="img" aria-label="{_esc(label)}" style="vertical-align:middle">'
        f'<title>{_esc(label)}</title>{body}</svg>'
    )


# ----------------------------------------------------------------------------- public
def card_svg(card: Card | None, *, style: str = "spanish", width: float = 90,
             face_down: bool = False, highlight: str | None = None, dim: bool = False,
             label: str | None = None) -> str:
    """One card as SVG, face up (or its back when ``face_down`` or ``card`` is None)."""
    _check_style(style)
    scale = width / CARD_W
    hidden = card is None or face_down
    name = text("render.face_down") if hidden or card is None else _card_name(card, style)
    body = _card_group(card, style, x=_PAD, y=_PAD, face_down=hidden, highlight=highlight,
                       dim=dim)
    height = _SLOT_H
    if label is not None:
        body += _label(_SLOT_W / 2, _SLOT_H + 14, label, bold=True)
        height += _LABEL_H
    aria = name if label is None else f"{label}: {name}"
    return _svg(body, vb_w=_SLOT_W, vb_h=height, scale=scale, label=aria)


def _row(cards: Sequence[Card | None], *, style: str, scale: float, face_down: bool,
         highlights: Mapping[int, str | None] | None, labels: Sequence[str | None] | None,
         dims: Iterable[int] = (), overlap: float = 0.0, label_colours: Mapping[int, str] | None = None,
         aria: str) -> str:
    """A row of cards side by side (overlapping by a fraction of a card if asked)."""
    highlights = highlights or {}
    dim_set = set(dims)
    step = _SLOT_W - overlap * CARD_W
    parts = []
    for i, card in enumerate(cards):
        x = i * step
        parts.append(_card_group(card, style, x=x + _PAD, y=_PAD, face_down=face_down,
                                 highlight=highlights.get(i), dim=i in dim_set))
        if labels is not None and i < len(labels) and labels[i]:
            colour = (label_colours or {}).get(i, _INK)
            parts.append(_label(x + _SLOT_W / 2, _SLOT_H + 14, str(labels[i]), bold=True,
                                colour=colour))
    count = len(cards)
    vb_w = step * (count - 1) + _SLOT_W if count else _SLOT_W
    if not count:
        parts.append(f'<rect x="{_PAD}" y="{_PAD}" width="{CARD_W}" height="{CARD_H}" rx="7" '
                     'fill="none" stroke="#9e9e9e" stroke-width="1.5" stroke-dasharray="6 5"/>')
    has_labels = labels is not None and any(labels)
    vb_h = _SLOT_H + (_LABEL_H if has_labels else 0)
    return _svg("".join(parts), vb_w=vb_w, vb_h=vb_h, scale=scale, label=aria)


def hand_svg(cards: Sequence[Card], *, style: str = "spanish", width: float = 90,
             face_down: bool = False, highlights: Mapping[int, str | None] | None = None,
             labels: Sequence[str | None] | None = None) -> str:
    """A hand of cards side by side; ``highlights`` maps a card's position to a ring kind."""
    _check_style(style)
    cards = list(cards)
    if face_down:
        aria = text("render.face_down_n", n=len(cards))
    elif cards:
        aria = ", ".join(_card_name(c, style) for c in cards)
    else:
        aria = text("render.empty_hand")
    return _row(cards, style=style, scale=width / CARD_W, face_down=face_down,
                highlights=highlights, labels=labels, aria=aria)


def _seat_name(seat: int, seat_names: Mapping[int, str] | None) -> str:
    if seat_names and seat in seat_names:
        return seat_names[seat]
    return text("render.player", n=seat + 1)


def _points_words(points: int) -> str:
    return text("render.points_one") if points == 1 else text("render.points", n=points)


def trick_svg(plays: Sequence[tuple[int, Card]], *, trump: Suit, winner: int | None = None,
              seat_names: Mapping[int, str] | None = None, style: str = "spanish",
              width: float = 90) -> str:
    """The cards of a trick in play order under their seats, the winner's card ringed.

    ``winner`` is the seat that takes the trick (as in :attr:`Trick.winner`).
    """
    _check_style(style)
    plays = list(plays)
    cards = [card for _, card in plays]
    names = [_seat_name(seat, seat_names) for seat, _ in plays]
    won = {i for i, (seat, _) in enumerate(plays) if seat == winner}
    highlights: dict[int, str | None] = {i: "win" for i in won}
    labels: list[str | None] = [f"{i + 1}. {name}" for i, name in enumerate(names)]
    colours = {i: "#2e7d32" for i in won}
    scale = width / CARD_W
    caption_h = 28.0
    step = _SLOT_W
    parts = []
    for i, card in enumerate(cards):
        x = i * step
        parts.append(_card_group(card, style, x=x + _PAD, y=caption_h + _PAD, face_down=False,
                                 highlight=highlights.get(i), dim=False))
        parts.append(_label(x + _SLOT_W / 2, caption_h + _SLOT_H + 16, labels[i] or "",
                            bold=True, colour=colours.get(i, _INK), size=16))
    if not cards:
        parts.append(f'<rect x="{_PAD}" y="{caption_h + _PAD}" width="{CARD_W}" '
                     f'height="{CARD_H}" rx="7" fill="none" stroke="#9e9e9e" '
                     'stroke-width="1.5" stroke-dasharray="6 5"/>')
        parts.append(_label(_SLOT_W / 2, caption_h + _SLOT_H / 2 + 5, text("render.trick_empty"),
                            colour="#757575", size=12))
    suit_name = trump.name_in(get_language(), style=style)
    caption = text("render.trump", suit=suit_name)
    if winner is not None and won:
        from .rules import trick_points

        caption += " · " + text("render.trick_takes", seat=names[min(won)],
                                points=_points_words(trick_points(cards)))
    count = max(len(cards), 1)
    vb_w = max(step * count, len(caption) * 9.4 + 34)
    x0 = (vb_w - step * count) / 2
    body = (f'<g transform="translate({_n(x0)} 0)">{"".join(parts)}</g>'
            + _pip(trump, style, 12, 13, 10 if trump in _TALL and style != "french" else 8)
            + f'<text x="26" y="19" font-family="{_FONT}" font-size="17" fill="{_INK}">'
            f'{_esc(caption)}</text>')
    vb_h = caption_h + _SLOT_H + _LABEL_H + 2
    aria = text("render.trick_picture", plays=", ".join(
        text("render.played_by", seat=n, card=_card_name(c, style)) for n, c in zip(names, cards)
    ) or text("render.trick_empty")) + ". " + caption
    return _svg(body, vb_w=vb_w, vb_h=vb_h, scale=scale, label=aria)


def _stack(x: float, y: float, layers: int) -> str:
    """A face-down pile: a few backs offset to show its thickness."""
    parts = []
    for k in range(layers - 1, -1, -1):
        off = k * 2.2
        parts.append(f'<g transform="translate({_n(x + off)} {_n(y - off)})">{_back()}</g>')
    return "".join(parts)


def stock_svg(stock_size: int, muestra: Card | None, *, style: str = "spanish",
              width: float = 90) -> str:
    """The stock face down with the muestra crosswise under it, and how many cards are left.

    ``stock_size`` counts the muestra while it lies there (as :attr:`Game.stock_size` does).
    With an empty stock, the trump suit is shown instead.
    """
    _check_style(style)
    scale = width / CARD_W
    parts = []
    top = 12.0
    backs = stock_size - (1 if muestra is not None and stock_size > 0 else 0)
    vb_h = top + CARD_H + 8 + _LABEL_H
    if stock_size > 0 and muestra is not None:
        # The muestra lies face up across the bottom of the stock, most of it showing.
        mx, my = (68.0 if backs else 0.0), top + (CARD_H - CARD_W) / 2
        parts.append(
            f'<g transform="translate({_n(mx + CARD_H)} {_n(my)}) rotate(90)">'
            f'<title>{_esc(text("render.muestra"))}: {_esc(_card_name(muestra, style))}</title>'
            f'{_face(muestra, style, get_language())}'
            f'{_ring("trump")}</g>'
        )
        parts.append(_label((4 + CARD_W + mx + CARD_H) / 2 if backs else mx + CARD_H / 2,
                            my + CARD_W + 22, text("render.muestra"), colour="#8a6400",
                            size=16, bold=True))
        vb_w = mx + CARD_H + 8
    else:
        vb_w = CARD_W + 16
    if backs > 0:
        layers = min(1 + backs // 6, 4)
        parts.append(f'<g><title>{_esc(text("render.stock"))}</title>'
                     f'{_stack(4, top, layers)}</g>')
    if stock_size > 0:
        left = text("render.stock_left_one") if stock_size == 1 else text(
            "render.stock_left", n=stock_size)
        parts.append(_label(4 + CARD_W / 2 if backs else CARD_H / 2,
                            top + CARD_H + 24, left, bold=True, size=18))
        if muestra is not None:
            aria = text("render.stock_picture", n=stock_size, muestra=_card_name(muestra, style))
        else:
            aria = text("render.stock_picture_no_muestra", n=stock_size)
    else:
        parts.append(f'<rect x="8" y="{_n(top)}" width="{CARD_W}" height="{CARD_H}" rx="7" '
                     'fill="none" stroke="#9e9e9e" stroke-width="1.5" stroke-dasharray="6 5"/>')
        parts.append(_label(8 + CARD_W / 2, top + CARD_H + 24, text("render.stock_empty"),
                            colour="#616161", size=16))
        if muestra is not None:
            suit_word = muestra.suit.name_in(get_language(), style=style)
            parts.append(_pip(muestra.suit, style, 8 + CARD_W / 2, top + CARD_H / 2 - 14,
                              _pip_size(muestra.suit, style) * 1.8))
            parts.append(_label(8 + CARD_W / 2, top + CARD_H / 2 + 34,
                                text("render.trump_word"), colour="#616161", size=14))
            parts.append(_label(8 + CARD_W / 2, top + CARD_H / 2 + 52, suit_word,
                                colour=_INK, size=15, bold=True))
            aria = text("render.stock_picture_empty",
                        suit=muestra.suit.name_in(get_language(), style=style))
        else:
            aria = text("render.stock_empty")
    return _svg("".join(parts), vb_w=vb_w, vb_h=vb_h, scale=scale, label=aria)


def pile_svg(cards: int | Sequence[Card], *, points: int | None = None,
             label: str | None = None) -> str:
    """A seat's pile of won tricks, face down, with how many cards (and points) it holds."""
    count = cards if isinstance(cards, int) else len(cards)
    scale = 0.5
    vb_w = 180.0
    mid = vb_w / 2
    x = mid - CARD_W / 2
    parts = []
    y = 14.0
    if label:
        parts.append(_label(mid, 26, label, bold=True, size=26))
        y = 40.0
    if count:
        layers = min(1 + count // 6, 5)
        parts.append(_stack(x, y + 2.2 * (layers - 1), layers))
        parts.append(f'<circle cx="{_n(mid)}" cy="{_n(y + CARD_H / 2 + 2)}" r="26" '
                     'fill="#fff" stroke="#9b1c1c" stroke-width="2"/>')
        parts.append(_label(mid, y + CARD_H / 2 + 13, str(count), bold=True, size=32))
    else:
        parts.append(f'<rect x="{_n(x)}" y="{_n(y)}" width="{CARD_W}" height="{CARD_H}" rx="7" '
                     'fill="none" stroke="#9e9e9e" stroke-width="2" stroke-dasharray="8 6"/>')
    words = (text("render.no_cards") if not count else
             text("render.cards_one") if count == 1 else text("render.cards", n=count))
    line_y = y + CARD_H + 34
    parts.append(_label(mid, line_y, words, size=26))
    aria_parts = [words]
    if points is not None:
        pts = _points_words(points)
        line_y += 32
        parts.append(_label(mid, line_y, pts, bold=True, size=26))
        aria_parts.append(pts)
    aria = text("render.pile_picture", cards=", ".join(aria_parts))
    if label:
        aria = f"{label}: {aria}"
    return _svg("".join(parts), vb_w=vb_w, vb_h=line_y + 12, scale=scale, label=aria)


# ----------------------------------------------------------------------------- the table
def _default_names(players: int, seat: int | None) -> dict[int, str]:
    if seat is None:
        return {s: text("render.player", n=s + 1) for s in range(players)}
    names = {}
    rivals = [s for s in range(players)
              if s != seat and not (players == 4 and (s - seat) % 4 == 2)]
    for s in range(players):
        if s == seat:
            names[s] = text("common.you")
        elif players == 2:
            names[s] = text("common.rival")
        elif players == 4 and (s - seat) % 4 == 2:
            names[s] = text("common.partner")
        else:
            names[s] = text("common.rival_n", number=rivals.index(s) + 1)
    return names


def _is_open(game: Game, viewer: int, s: int) -> bool:
    """Whether ``viewer`` sees the hand of seat ``s`` face up under the game's options."""
    opts = game.options
    return (s == viewer or opts.open_hands
            or (opts.open_partner_hands and game.stock_size == 0 and game.players == 4
                and s == (viewer + 2) % 4))


def _seat_block(game: Game, s: int, *, name: str, face_up: bool, style: str, width: float,
                overlap: float) -> str:
    hand = game.hand(s)
    tags = []
    if game.turn == s:
        tags.append(f'<span style="background:#2e7d32;color:#fff;border-radius:8px;'
                    f'padding:0 6px;margin-left:6px;font-size:12px">{_esc(text("render.to_play"))}'
                    '</span>')
    header = (f'<div style="font-weight:700;font-size:14px;color:{_INK};margin-bottom:2px">'
              f'{_esc(name)}{"".join(tags)}</div>')
    if face_up:
        cards_svg = hand_svg(hand, style=style, width=width)
    else:
        # Face down: only backs and a count; no card name reaches the markup.
        cards_svg = _row([None] * len(hand), style=style, scale=width / CARD_W, face_down=True,
                         highlights=None, labels=None, overlap=overlap,
                         aria=text("render.face_down_n", n=len(hand)))
    pile = pile_svg(game.pile_sizes[s], points=game.points[s])
    return (f'<div class="bt-seat" data-seat="{s}" style="display:flex;flex-direction:column;'
            'align-items:center;margin:4px 10px">'
            f'{header}<div style="display:flex;align-items:flex-end;gap:10px">'
            f'{cards_svg}{pile}</div></div>')


def _result_line(game: Game, names: Mapping[int, str]) -> str:
    outcome = game.outcome
    if outcome is None:
        return ""
    if outcome.is_draw:
        return text("render.draw", points=outcome.points[0])
    joiner = text("render.and")
    who = joiner.join(names[s] for s in outcome.winners)
    best = max(outcome.points)
    if outcome.is_shared:
        return text("render.winner_shared", names=who, points=best)
    key = "render.winner_side" if len(outcome.winners) > 1 else "render.winner_one"
    return text(key, names=who, points=best)


def game_html(game: Game, *, seat: int | None = None, reveal: bool = False,
              style: str = "spanish", seat_names: Mapping[int, str] | None = None) -> str:
    """The whole table seen from ``seat``: its hand below, the others' face down unless ``reveal``.

    With ``seat=None`` the picture is a spectator's: seat 0 sits at the bottom and every
    hand is shown face up.
    """
    _check_style(style)
    n = game.players
    viewer = 0 if seat is None else seat
    names = _default_names(n, seat)
    if seat_names:
        names.update(seat_names)
    see_all = seat is None or reveal

    def block(s: int, *, width: float = 70) -> str:
        face_up = see_all or _is_open(game, viewer, s)
        return _seat_block(game, s, name=names[s], face_up=face_up, style=style,
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
    trick = trick_svg(game.table, trump=game.trump, winner=winning, seat_names=names,
                      style=style, width=80)
    # While cards remain the muestra lies under them; afterwards it only names the trump.
    stock = stock_svg(game.stock_size, game.muestra, style=style, width=80)
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
    result = _result_line(game, names)
    if result:
        parts.append(f'<div class="bt-result" style="text-align:center;font-weight:700;'
                     f'font-size:15px;color:#1b5e20;margin-top:6px">{_esc(result)}</div>')
    return (f'<div class="bt-game" role="group" aria-label="{_esc(text("render.game_picture", n=n))}" '
            'style="display:flex;flex-direction:column;gap:4px;padding:10px 12px;margin:6px 0;'
            'background:#e6f0e3;border:1px solid #b9cdb3;border-radius:12px;'
            f'font-family:{_FONT};color:{_INK};max-width:100%;box-sizing:border-box">'
            f'{"".join(parts)}</div>')


# ----------------------------------------------------------------------------- display
class Cards:
    """A row of cards that shows itself in a notebook: ``Cards(["as de oros", "3 de copas"])``."""

    def __init__(self, cards: Iterable[Card | str], **options: Any) -> None:
        self.cards = [Card.parse(c) for c in cards]
        self.options = options

    def __repr__(self) -> str:
        return f"Cards([{', '.join(repr(c) for c in self.cards)}])"

    def _repr_svg_(self) -> str:
        return hand_svg(self.cards, **self.options)

    def _repr_html_(self) -> str:
        return f"<div>{self._repr_svg_()}</div>"
