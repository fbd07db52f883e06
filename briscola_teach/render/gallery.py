"""A page with every picture render draws, to look at the cards in a browser.

``python -m briscola_teach.render gallery.html`` writes it; open the file and check
that every card reads clearly at the size a laptop shows it.
"""

from __future__ import annotations

import html

from ..cards import DECK_STYLES, Card, Rank, Suit
from .faces import _words, card_svg
from .table import game_html, hand_svg, pile_svg, stock_svg, trick_svg

__all__ = ["gallery_html"]


def _section(title: str, body: str) -> str:
    return (f'<h2 style="font:600 18px sans-serif;margin:18px 0 6px">{html.escape(title)}</h2>'
            f'<div style="display:flex;flex-wrap:wrap;gap:6px;align-items:flex-end">{body}</div>')


def gallery_html() -> str:
    """Every card in every deck style, the back, and a hand, trick, stock, piles and tables."""
    from ..game import Game

    said = _words(None, None)  # the kit-wide language, lent by the words
    parts = []
    for style in DECK_STYLES:
        rows = "".join(
            "<div>" + "".join(card_svg(Card(rank, suit), style=style) for rank in Rank) + "</div>"
            for suit in Suit
        )
        parts.append(_section(style, rows))
    cards = [Card.parse(n) for n in ("as de oros", "cuatro de copas", "siete de espadas")]
    parts.append(_section("back, highlights, dim, label", "".join([
        card_svg(None),
        card_svg(cards[0], highlight="win"),
        card_svg(cards[1], highlight="lose"),
        card_svg(cards[2], highlight="select"),
        card_svg(cards[0], highlight="hint", dim=True),
        card_svg(cards[1], label=said.text("common.you")),
    ])))
    you, rival = said.text("common.you"), said.text("common.rival")
    parts.append(_section("hand, trick, stock, piles", "".join([
        hand_svg(cards, highlights={1: "select"}),
        hand_svg(cards, face_down=True, width=60),
        trick_svg([(1, Card.parse("tres de copas")), (0, Card.parse("dos de oros"))],
                  trump=Suit.COINS, winner=0, seat_names={0: you, 1: rival}),
        stock_svg(28, Card.parse("caballo de espadas")),
        stock_svg(1, Card.parse("caballo de espadas")),
        stock_svg(0, Card.parse("caballo de espadas")),
        pile_svg(12, points=34, label=you),
        pile_svg(0, points=0, label=rival),
    ])))
    for players in (2, 3, 4):
        game = Game.new(players=players, seed=3)
        for _ in range(players + 1):
            game.play(game.legal_plays()[0])
        parts.append(_section(f"game_html, {players} players", game_html(game, seat=0)))
    return ('<!DOCTYPE html><html lang="es"><head><meta charset="utf-8">'
            '<title>briscola_teach.render</title></head>'
            f'<body style="margin:16px">{"".join(parts)}</body></html>')
