"""Card faces drawn in code: suit signs, number cards, figures and the back.

Everything is drawn in a 100 x 154 box (a Spanish card's proportions) and scaled
by the caller; faces are cached per card, deck style and language.
"""

from __future__ import annotations

import functools
import html

from ..cards import Card, Rank, Suit

__all__ = ["CARD_W", "CARD_H"]

# ----------------------------------------------------------------------------- geometry
# Cards are drawn in a 100 x 154 box (the proportions of a Spanish deck) and scaled.
CARD_W = 100
CARD_H = 154
_FONT = "'DejaVu Sans','Helvetica Neue',Arial,sans-serif"
_INK = "#222"

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
    index = card.rank.printed(style)
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
    """The inner frame; on a Spanish deck its breaks tell the suit (oros none, bastos three)."""
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


def _figure(card: Card, style: str, language: str) -> str:
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
    word = card.rank.name_in(language, style=style).upper()
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
    body = _figure(card, style, language) if card.rank in _FIGURES else _pips(card, style)
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
