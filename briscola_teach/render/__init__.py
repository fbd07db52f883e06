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

from .faces import CARD_H, CARD_W, HIGHLIGHTS, card_svg
from .table import Cards, game_html, hand_svg, pile_svg, stock_svg, trick_svg

__all__ = [
    "CARD_H",
    "CARD_W",
    "HIGHLIGHTS",
    "Cards",
    "card_svg",
    "hand_svg",
    "trick_svg",
    "stock_svg",
    "pile_svg",
    "game_html",
]
