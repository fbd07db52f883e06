"""One card as a picture: the words it says, the checks of what it is given, its ring and label,
and the ``<img>`` every picture is stored as.  The faces themselves are drawn in
:mod:`~briscola_teach.render.drawing`.
"""

from __future__ import annotations

import base64
import itertools
import re
from collections.abc import Callable, Iterable
from typing import Any, Protocol

from ..cards import Card, Suit
from ..errors import OptionError, Said, choice, expect, real, wrong_kind
from .drawing import _FONT, _INK, CARD_H, CARD_W, _back, _esc, _face, _n

__all__ = ["CARD_W", "CARD_H", "HIGHLIGHTS", "Says", "say_with", "card_svg", "img", "pictures"]

_PAD = 6  # room around each card for the highlight ring
_SLOT_W = CARD_W + 2 * _PAD
_SLOT_H = CARD_H + 2 * _PAD
_LABEL_H = 22
# A white outline under words drawn beside the cards keeps them legible on a dark page.
_HALO = ' stroke="#fff" stroke-width="3" stroke-linejoin="round" paint-order="stroke"'

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


class Says(Protocol):
    """What a picture says in one language and deck style: its captions, and the names of cards,
    suits and seats (what :class:`briscola_teach.locale.Words` is)."""

    @property
    def language(self) -> str:
        """The language's code ("es")."""
    @property
    def style(self) -> str:
        """The deck style ("spanish")."""
    def text(self, key: str, /, **fields: Any) -> str:
        """The catalogue's text under ``key``."""
    def count(self, key: str, n: int, /, **fields: Any) -> str:
        """The text for ``n`` things."""
    def card(self, card: Card) -> str:
        """A card's name."""
    def suit(self, suit: Suit) -> str:
        """A suit's name."""
    def join(self, items: Iterable[str], *, word: str = "and") -> str:
        """Items joined as a sentence lists them."""
    def seats(self, players: int, seat: int | None) -> dict[int, str]:
        """Each seat's name seen from ``seat``."""


#: Makes the :class:`Says` of a language and deck style (None: the kit-wide ones), lent by the
#: words when they load (:func:`say_with`): the pictures stand below the words.
_says: Callable[[str | None, str | None], Says] | None = None


def say_with(says: Callable[[str | None, str | None], Says]) -> None:
    """Have every picture from now on say its captions and names with ``says(language, style)``."""
    global _says
    _says = says


def _words(language: str | None, style: str | None) -> Says:
    """The words (and deck style) a picture is drawn in: the kit-wide ones unless named."""
    if _says is None:
        raise RuntimeError("the pictures' words are lent when briscola_teach is imported")
    return _says(language, style)


def _check_highlight(kind: str | None) -> None:
    if kind is not None:
        choice(kind, "highlight", tuple(HIGHLIGHTS))


#: The widest picture drawn, in pixels (a card, a hand's card, a table's seat).
MOST_WIDTH = 2000


def _width(width: object) -> float:
    return real(width, "width", least=1, most=MOST_WIDTH)


def _label_text(label: object, where: str = "label") -> str | None:
    if label is not None:
        expect(label, str, where, "text")
    return label  # type: ignore[return-value]


def card_list(cards: object, where: str = "cards", *, most: int = 40) -> list[Card]:
    """The cards given (cards or their names), at most ``most`` of them (read no further), or the kit's error."""
    if isinstance(cards, (str, bytes, Card)) or not isinstance(cards, Iterable):
        raise wrong_kind(where, cards, kind="cards")
    taken = list(itertools.islice(cards, most + 1))
    if len(taken) > most:
        raise OptionError("engine.too_many", where=Said(where), given=Said(f"{most + 1}+"), limit=most)
    return [Card.parse(c) for c in taken]


def _ring(kind: str | None) -> str:
    if kind is None:
        return ""
    colour, dash = HIGHLIGHTS[kind]
    dashes = f' stroke-dasharray="{dash}"' if dash else ""
    return (f'<rect x="-3" y="-3" width="{CARD_W + 6}" height="{CARD_H + 6}" rx="9" fill="none" '
            f'stroke="{colour}" stroke-width="5"{dashes}/>')


def _card_group(card: Card | None, w: Says, *, x: float, y: float, face_down: bool,
                highlight: str | None, dim: bool) -> str:
    """One card at (x, y) of the picture, in card units, with its title when face up."""
    _check_highlight(highlight)
    if card is None or face_down:
        title = w.text("render.face_down")
        body = _back()
    else:
        title = w.card(card)
        body = _face(card, w.style, w.language)
    if dim:
        # Only the card fades: a ring on a dimmed card must stay as visible as any other.
        body = f'<g opacity=".45">{body}</g>'
    return (f'<g transform="translate({_n(x)} {_n(y)})"><title>{_esc(title)}</title>'
            f'{body}{_ring(highlight)}</g>')


def _label(x: float, y: float, words: str, *, bold: bool = False,
           colour: str = _INK, size: float = 14, fit: float | None = None) -> str:
    """Words centred at x on baseline y; squeezed to ``fit`` units if they would run wider."""
    weight = ' font-weight="700"' if bold else ""
    squeeze = ""
    if fit is not None and len(words) * size * (.66 if bold else .6) > fit:
        squeeze = f' textLength="{_n(fit)}" lengthAdjust="spacingAndGlyphs"'
    return (f'<text x="{_n(x)}" y="{_n(y)}" text-anchor="middle" font-family="{_FONT}" '
            f'font-size="{_n(size)}"{weight} fill="{colour}"{_HALO}{squeeze}>'
            f'{_esc(words)}</text>')


def _label_size(scale: float, base: float) -> float:
    """A label's font size in card units: at least ``base``, and at least 12 px on screen."""
    return round(min(max(base, 12.5 / scale), base * 1.4), 1)


def _svg(body: str, *, vb_w: float, vb_h: float, scale: float, label: str,
         vb_x: float = 0, vb_y: float = 0) -> str:
    """The outer <svg> of a picture drawn in card units, shown ``scale`` pixels per unit."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(vb_w * scale)}" '
        f'height="{_n(vb_h * scale)}" viewBox="{_n(vb_x)} {_n(vb_y)} {_n(vb_w)} {_n(vb_h)}" '
        f'role="img" aria-label="{_esc(label)}" style="vertical-align:middle">'
        f'<title>{_esc(label)}</title>{body}</svg>'
    )


# ----------------------------------------------------------------------------- as an image
_DATA_URI = "data:image/svg+xml;base64,"
_ROOT = re.compile(r'<svg xmlns="http://www.w3.org/2000/svg" width="([\d.]+)" height="([\d.]+)" '
                   r'viewBox="[^"]*" role="img" aria-label="([^"]*)"')
_IMG = re.compile(r'<img src="' + re.escape(_DATA_URI) + r'([A-Za-z0-9+/=]+)"')


def img(svg: str) -> str:
    """A picture drawn here as an ``<img>`` holding its SVG, sized and named like the SVG.

    Notebooks opened untrusted (any fresh clone) strip inline ``<svg>`` from HTML
    outputs but keep an image whose source is a data URI, so every picture a lesson
    stores is written this way.

    >>> from briscola_teach import Card
    >>> picture = img(card_svg(Card.parse("as de oros"), inline=True))
    >>> picture.startswith('<img src="data:image/svg+xml;base64,'), 'alt="as de oros"' in picture
    (True, True)
    >>> pictures(picture) == [card_svg(Card.parse("as de oros"), inline=True)]
    True
    """
    expect(svg, str, "svg", "text")
    root = _ROOT.match(svg)
    if root is None:
        raise OptionError("render.not_a_picture", given=svg[:80])
    width, height, label = root.groups()
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return (f'<img src="{_DATA_URI}{data}" width="{width}" height="{height}" alt="{label}" '
            f'title="{label}" class="bt-picture" style="vertical-align:middle">')


def pictures(markup: str) -> list[str]:
    """The SVG of every picture (drawn by :func:`img`) in some HTML, in order."""
    expect(markup, str, "markup", "text")
    return [base64.b64decode(data).decode("utf-8") for data in _IMG.findall(markup)]


def _out(svg: str, inline: bool) -> str:
    return svg if inline else img(svg)


# ----------------------------------------------------------------------------- public
def card_svg(card: Card | None, *, style: str | None = None, width: float = 90,
             face_down: bool = False, highlight: str | None = None, dim: bool = False,
             label: str | None = None, inline: bool = False, language: str | None = None) -> str:
    """One card as an SVG picture, face up (or its back when ``face_down`` or ``card`` is None).

    ``width`` is the card's width in pixels (the picture adds a small margin for the
    ring of ``highlight``: one of :data:`HIGHLIGHTS`); ``dim`` fades the card, e.g. one
    that cannot be played; ``label`` is written under it.  The picture comes as an
    ``<img>`` (see :func:`img`); ``inline=True`` gives the bare ``<svg>`` element.  The
    deck ``style`` and the ``language`` of its name default to the kit-wide ones.
    """
    w = _words(language, style)
    card = None if card is None else Card.parse(card)
    scale = _width(width) / CARD_W
    expect(face_down, bool, "face_down", "flag")
    expect(dim, bool, "dim", "flag")
    _check_highlight(highlight)
    label = _label_text(label)
    hidden = card is None or face_down
    name = w.text("render.face_down") if hidden or card is None else w.card(card)
    body = _card_group(card, w, x=_PAD, y=_PAD, face_down=hidden, highlight=highlight,
                       dim=dim)
    height: float = _SLOT_H
    if label is not None:
        size = _label_size(scale, 14)
        body += _label(_SLOT_W / 2, _SLOT_H + size, label, bold=True, size=size, fit=_SLOT_W - 4)
        height += size + 8
    aria = name if label is None else f"{label}: {name}"
    return _out(_svg(body, vb_w=_SLOT_W, vb_h=height, scale=scale, label=aria), inline)
