"""A game as pandas tables: one row per trick, one row per draw.

This is the only engine-side module that needs pandas; the rules run without it.

>>> from briscola_teach.examples import worked_example, WORKED_EXAMPLE_PLAYS
>>> game = worked_example()
>>> for card in WORKED_EXAMPLE_PLAYS:
...     _ = game.play(card)
>>> tricks_table(game)["gana"].tolist()
[1, 1, 0]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .locale import text

if TYPE_CHECKING:
    import pandas as pd

    from .game import Game

__all__ = ["tricks_table", "draws_table"]


def tricks_table(game: Game) -> pd.DataFrame:
    """One row per completed trick: number, leader, cards, winner, points, running score."""
    import pandas as pd

    running = list(game.earlier_points)
    rows = []
    for trick in game.tricks:
        running[trick.winner] += trick.points
        rows.append({
            text("tables.trick"): trick.number,
            text("tables.leader"): trick.leader,
            text("tables.cards"): ", ".join(f"{card} ({seat})" for seat, card in trick.plays),
            text("tables.winner"): trick.winner,
            text("tables.points"): trick.points,
            **{text("tables.score_of", seat=s): running[s] for s in range(game.players)},
        })
    columns = [text("tables.trick"), text("tables.leader"), text("tables.cards"),
               text("tables.winner"), text("tables.points")]
    columns += [text("tables.score_of", seat=s) for s in range(game.players)]
    return pd.DataFrame(rows, columns=columns).set_index(text("tables.trick"))


def draws_table(game: Game) -> pd.DataFrame:
    """One row per card drawn: after which trick, which seat, which card, if it was the muestra."""
    import pandas as pd

    rows = [
        {
            text("tables.after_trick"): d.after_trick,
            text("tables.seat"): d.seat,
            text("tables.card"): str(d.card),
            text("tables.is_muestra"): d.is_muestra,
        }
        for d in game.draws
    ]
    columns = [text("tables.after_trick"), text("tables.seat"), text("tables.card"),
               text("tables.is_muestra")]
    return pd.DataFrame(rows, columns=columns)
