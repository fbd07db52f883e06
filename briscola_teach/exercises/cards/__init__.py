"""Lesson 01, cards and points: why one card beats another, what a pile is worth, and the checks
behind the lesson's "now you try" cells.

Every verdict comes from :mod:`briscola_teach.rules`; this package only puts it into words:
:mod:`.naming` (cards in the student's words, and what a student types), :mod:`.strength` (why
one card beats another, the ten ranks, an order graded), :mod:`.feedback` (the verdict every
lesson's checks answer with); here, the lesson's checks and pictures.

>>> three, king = Card.parse("tres de oros"), Card.parse("rey de oros")
>>> why_stronger(three, king)
'El tres de oros gana al rey de oros aunque su número es menor: en la brisca el tres va justo detrás del as.'
>>> check_order(["as", "tres", "rey", "caballo", "sota", 7, 6, 5, 4, 2]).ok
True
>>> print(check_order(["tres de copas", "as de copas"]))   # the first miss: what is wrong
✘ Todavía no: hay cartas fuera de sitio.
El tres de copas no puede ir antes que el as de copas. El as de copas es la carta más fuerte de su palo: gana a todas.
Cambia tu respuesta y vuelve a ejecutar la celda; si fallas otra vez, verás la solución (para verla ya, escribe «no sé» como respuesta).
>>> print(check_order(["tres de copas", "as de copas"]).lines[-1])   # the second: the solution too
El orden correcto es: el as de copas, el tres de copas.
>>> comprobar_puntos(["as de oros", "sota de copas", "siete de bastos"], mi_respuesta=13).ok   # the Spanish name
True
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from ... import progress, rules
from ...cards import Card, Rank, Suit
from ...errors import BriscolaError
from ...locale import text
from ...locale import words as kit_words
from ...progress import exercise_id
from ...tables import Table, columns
from ..aliases import translated
from ..answers import ATTEMPTS, Attempts, hint, offers_solution, read_card, read_number
from .feedback import ExampleVerdict as ExampleVerdict, card_list as card_list  # the lessons' checks use them too
from .feedback import Feedback, _error, parse_player, player_name
from .naming import _capital as _capital, _normal as _normal  # the lessons' checks use them too
from .naming import (CardOrRank, _list_example, _parse_item, _points_scale, lower_first, of_the, parse_rank, parse_suit,
                     rank_name, the, to_the)
from .strength import (SORTS, Comparison, OrderCheck, _kind, check_pick, compare, grade_order, order_exercise,
                       ranks_by, ranks_table, ranks_table_html, why_stronger)

if TYPE_CHECKING:
    import pandas as pd

__all__ = [
    "Feedback",
    "Comparison",
    "OrderCheck",
    "SORTS",
    "the",
    "to_the",
    "of_the",
    "rank_name",
    "lower_first",
    "parse_rank",
    "parse_suit",
    "why_stronger",
    "compare",
    "ranks_by",
    "ranks_table",
    "ranks_table_html",
    "grade_order",
    "check_pick",
    "order_exercise",
    "points_table",
    "Attempts",
    "ATTEMPTS",
    "parse_player",
    "player_name",
    "show_cards",
    "show_deck",
    "show_table",
    "check_order",
    "check_points",
]


# ---------------------------------------------------------------- points


def points_table(cards: Iterable[Card | str]) -> Table:
    """One row per card with its points, and the total at the bottom."""
    parsed = [read_card(c) for c in cards]
    w = kit_words()
    rows: list[dict[str, object]] = [{"card": str(c), "points": rules.points(c), "kind": _kind(c.rank, w)}
                                     for c in parsed]
    rows.append({"card": text("lessons_cards.total"), "points": rules.trick_points(parsed), "kind": ""})
    return Table(columns("card", "points", "kind"), rows, index="card")


@offers_solution("my_order", solve=lambda: {"my_order": list(grade_order(list(Rank)).expected)})
def check_order(my_order: Sequence[CardOrRank]) -> Feedback:
    """Check your order of strength, strongest first: ranks (``"as"``, ``"3"``...) or cards of one suit."""
    from ... import render

    if isinstance(my_order, (str, Card)) or not isinstance(my_order, (list, tuple)):
        return Feedback(False, (text("lessons_cards.not_a_list", what=text("lessons_cards.what_order"),
                                     given=my_order, example=_list_example()),))
    try:
        items = [_parse_item(i) for i in my_order]
        if any(isinstance(i, Card) for i in items) and not all(isinstance(i, Card) for i in items):
            items = [i.rank if isinstance(i, Card) else i for i in items]
        check = grade_order(items)
    except ValueError as error:
        return _error(error)
    progress.record(progress.lesson_of(__name__), exercise_id("order", check.expected), check.ok)
    if check.ok:
        shown = [i if isinstance(i, Card) else Card(i, Suit.COINS) for i in check.expected]
        said = kit_words()
        order = " › ".join(said.card(i) if isinstance(i, Card) else said.rank(i) for i in check.expected)
        return Feedback(True, (*check.message().split("\n"), order), render.hand_svg(shown, width=60))
    lines = check.message().split("\n")
    if not ATTEMPTS.solution_now(("orden", check.expected)):
        # A hint first: what is wrong, not yet the whole order.
        return Feedback(False, (*lines[:-1], text("answers.try_again")))
    shown = [i if isinstance(i, Card) else Card(i, Suit.COINS) for i in check.expected]
    return Feedback(False, tuple(lines), render.hand_svg(shown, width=60))


@offers_solution("my_answer", solve=lambda pile: {"my_answer": rules.trick_points(
    card_list(pile, what=text("lessons_cards.what_pile")))})
def check_points(pile: Sequence[Card | str], my_answer: object) -> Feedback:
    """Check how many points you counted in a pile of cards, and see the count card by card."""
    from ... import render

    try:
        cards = card_list(pile, what=text("lessons_cards.what_pile"))
    except ValueError as error:
        return _error(error)
    if len(set(cards)) < len(cards):
        twice = next(c for c in cards if cards.count(c) > 1)
        return Feedback(False, (_capital(text("lessons_cards.pile_twice", card=the(twice))),))
    total = rules.trick_points(cards)
    if my_answer is None or my_answer is Ellipsis:
        return Feedback(None, (text("lessons_cards.pile_waiting"),))
    try:
        my_answer = read_number(my_answer, key="lessons_cards.pile_not_number")
    except ValueError as error:
        return _error(error)
    ok = my_answer == total
    progress.record(progress.lesson_of(__name__), exercise_id("points", cards), ok)
    if not ok and not ATTEMPTS.solution_now(("puntos", tuple(cards))):
        return Feedback(False, (text("lessons_cards.pile_wrong_hint", given=my_answer),
                                hint("lessons_cards.pile_hint", scale=_points_scale())))
    first = (text("lessons_cards.pile_right", total=total) if ok
             else text("lessons_cards.pile_wrong", total=total, given=my_answer))
    lines = [first]
    lines.append(", ".join(_capital(text("lessons_cards.card_points", card=str(c), points=rules.points(c)))
                           if i == 0 else text("lessons_cards.card_points", card=str(c), points=rules.points(c))
                           for i, c in enumerate(cards)) + f" → {total}")
    cargas = [c for c in cards if c.is_carga]
    if cargas:
        lines.append(text("lessons_cards.pile_cargas", points=rules.trick_points(cargas)))
    blancas = [c for c in cards if c.is_blanca]
    if blancas:
        lines.append(text("lessons_cards.pile_blancas", names=", ".join(str(c) for c in blancas)))
    labels = [str(rules.points(c)) for c in cards]
    return Feedback(ok, tuple(lines), render.hand_svg(cards, width=60, labels=labels))


class _Picture:
    """An SVG/HTML picture that a notebook shows as itself."""

    def __init__(self, markup: str, description: str) -> None:
        self._markup = markup
        self._description = description

    def _repr_html_(self) -> str:
        return self._markup

    def __repr__(self) -> str:
        return self._description


def show_cards(cards: Iterable[Card | str], *, points: bool = False, width: int = 70) -> _Picture:
    """Draw some cards in a row; with ``points=True`` each card is labelled with its points."""
    from ... import render

    parsed = [read_card(c) for c in cards]
    labels = [str(rules.points(c)) for c in parsed] if points else None
    return _Picture(render.hand_svg(parsed, width=width, labels=labels), ", ".join(str(c) for c in parsed))


def show_deck(*, width: int = 48) -> _Picture:
    """Draw the whole deck, one row per suit, as to rey."""
    from ... import render

    rows = []
    for suit in Suit:
        cards = [Card(rank, suit) for rank in Rank]
        rows.append(f'<div style="display:flex;align-items:center;gap:8px">'
                    f'<b style="width:70px">{html.escape(suit.name_in())}</b>'
                    f"{render.hand_svg(cards, width=width)}</div>")
    return _Picture("".join(rows), text("lessons_cards.deck_description", count=len(Suit) * len(Rank)))


def show_table(table: Table | pd.DataFrame) -> Table:
    """A table as the lessons show it: its labels, and every decimal number written the reader's way ("4,5")."""
    if isinstance(table, Table):
        return table
    if hasattr(table, "to_dict") and hasattr(table, "columns"):  # a pandas DataFrame
        return Table.from_pandas(table)
    raise BriscolaError("tables.not_a_table", given=table)


# ---------------------------------------------------------------- the names students type

#: The helpers under every edition's own names (``locale/<code>/aliases.py``), for the lesson cells.
ALIASES = translated(show_cards, show_deck, show_table, check_order, check_points)
globals().update(ALIASES)
__all__ += list(ALIASES)
