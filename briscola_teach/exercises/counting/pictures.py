"""What a seat has seen, drawn, and how likely experto's reading makes each unseen card to be in the rival's hand."""

from __future__ import annotations

import random
from collections import Counter

from ... import locale, render
from ...bots.belief import Belief
from ...cards import Card, Suit
from ...errors import BriscolaError
from ...game import Game
from ...locale import text
from ...locale import words as kit_words
from .reading import _esc, _name

__all__ = ["seen_html", "belief_of", "belief_html"]


def _style(style: str | None = None) -> str:
    """The deck the pictures and names use: the one given, else the kit's, else the language's usual one."""
    return style if style is not None else locale.get_style()


# ------------------------------------------------------------------ pictures
def seen_html(game: Game, *, seat: int = 0, width: int = 44) -> str:
    """What a seat has seen: the cards played suit by suit, its hand, the muestra and who drew it."""
    view = game.view(seat)
    deck = _style()
    rows = []
    for suit in Suit:
        gone = [c for c in view.played if c.suit is suit]
        gone.sort(key=lambda c: c.index)
        mark = " ★" if suit is view.trump else ""
        picture = render.hand_svg(gone, style=deck, width=width) if gone else ""
        rows.append(f"<tr><td style='padding-right:8px'>{_esc(suit.name_in(style=deck))}{mark}</td>"
                    f"<td>{picture}</td></tr>")
    holder = view.muestra_drawn_by
    key = ("counting.muestra_stock" if holder is None else
           "counting.muestra_you" if holder == seat else "counting.muestra_rival")
    return (f'<div class="bt-counting-seen"><div style="font-weight:600">'
            f"{_esc(text('counting.seen_title', trick=len(view.tricks)))}</div>"
            f"<table>{''.join(rows)}</table>"
            f"<div>{_esc(text('counting.your_hand'))}</div>"
            f"{render.hand_svg(view.hand, style=deck, width=int(width * 1.4))}"
            f"<div>{_esc(text(key, card=_name(view.muestra, kit_words())))} · "
            f"{_esc(text('counting.stock_left', n=view.stock_size))}</div></div>")


def belief_of(game: Game, *, seat: int = 0, samples: int = 2000, seed: int = 0) -> dict[Card, float]:
    """For each card ``seat`` cannot place, the share of experto's imagined deals that put it in the rival's hand."""
    view = game.view(seat)
    if view.players != 2:
        raise BriscolaError("counting.two_players")
    belief = Belief(view)
    rng = random.Random(seed)
    rival = 1 - seat
    counts: Counter[Card] = Counter()
    for _ in range(samples):
        world = belief.sample(rng)
        counts.update(c for c in world.hand(rival) if c in view.unseen)
    return {c: counts[c] / samples for c in sorted(view.unseen, key=lambda c: c.index)}


def _percent(share: float) -> str:
    words = f"{100 * share:.0f} %"
    return words


def belief_html(game: Game, *, seat: int = 0, samples: int = 2000, seed: int = 0, reveal: bool = False,
                width: int = 50) -> str:
    """Each unseen card with the chance experto gives it of being in the rival's hand; ``reveal`` rings the truth."""
    view = game.view(seat)
    shares = belief_of(game, seat=seat, samples=samples, seed=seed)
    deck = _style()
    rival = set(game.hand(1 - seat))
    hidden = view.hand_sizes[1 - seat] - len(view.known[1 - seat])
    plain = hidden / len(shares) if shares else 0.0
    cells = []
    for card, share in sorted(shares.items(), key=lambda kv: (-kv[1], kv[0].index)):
        highlight = ("win" if card in rival else None) if reveal else None
        note = ""
        if reveal:
            note = text("counting.in_rival_hand") if card in rival else text("counting.in_stock")
        cells.append(
            f'<div style="display:inline-block;margin:2px 4px;text-align:center;width:{width + 12}px">'
            f"{render.card_svg(card, style=deck, width=width, highlight=highlight)}"
            f'<div style="font-weight:600">{_esc(_percent(share))}</div>'
            f'<div style="font-size:75%;color:#555">{_esc(note)}</div></div>')
    head = text("counting.belief_head", n=len(shares), hidden=hidden, plain=_percent(plain),
                samples=samples)
    return (f'<div class="bt-counting-belief"><div>{_esc(head)}</div>'
            f'<div style="display:flex;flex-wrap:wrap">{"".join(cells)}</div></div>')
