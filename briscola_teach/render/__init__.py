"""Cards that look like cards: SVG pictures of cards, hands, tricks, the stock and the table.

Every function is pure and returns a string (an ``<img>`` holding the SVG, or HTML
around such images; ``inline=True`` gives the bare SVG): the
same input always gives the same bytes, and no picture uses ``id`` attributes, so
many pictures can share one page and stored notebook outputs never change.  The
card faces are drawn here in code: pips are simple vector shapes, figures are
simple silhouettes, and the back is a lattice.

A face-down card never carries its name anywhere in the markup (no title, no
label), so a picture cannot leak a hidden hand.

The pictures stand below the words: their captions and names are said through a
:class:`Says` (what :class:`briscola_teach.locale.Words` is), lent by the words when
they load (:func:`say_with`).

>>> from briscola_teach import Card
>>> svg = card_svg(Card.parse("rey de copas"), inline=True)
>>> "<title>rey de copas</title>" in svg and ">12<" in svg
True
>>> pictures(card_svg(Card.parse("rey de copas"))) == [svg]
True
>>> "rey" in card_svg(Card.parse("rey de copas"), face_down=True, inline=True)
False
"""

from ..cards import PICTURES
from .faces import CARD_H, CARD_W, HIGHLIGHTS, Says, card_svg, img, pictures, say_with
from .table import Cards, game_html, hand_svg, pile_svg, seat_labels, stock_svg, trick_svg

__all__ = [
    "CARD_H",
    "CARD_W",
    "HIGHLIGHTS",
    "Cards",
    "Says",
    "say_with",
    "card_svg",
    "img",
    "pictures",
    "hand_svg",
    "trick_svg",
    "stock_svg",
    "pile_svg",
    "game_html",
    "seat_labels",
]

# The engine draws nothing itself: its notebook hooks (Card._repr_svg_, Game._repr_html_) call these.
PICTURES.update(card=card_svg, game=game_html)
