"""Lesson 09's helpers: the check its cells call; the puzzles and their pictures are :mod:`briscola_teach.exercises.endgames`'s.

>>> check_endgame(puzzles()[0].game(), "no es una carta").ok
False
"""

from __future__ import annotations

from .. import progress
from ..errors import BriscolaError
from ..exercises.aliases import translated
from ..exercises.answers import ATTEMPTS, offers_solution
from ..exercises.endgames import *  # noqa: F403 (the puzzles and their pictures, for the lesson's cells)
from ..exercises.endgames import __all__ as _PUZZLES
from ..exercises.endgames import _capital, _card_list, _parse, outcome_words, puzzles, solve, the_card
from ..exercises.example import Check
from ..game import Game
from ..locale import text
from ..progress import position_id

__all__ = [*_PUZZLES, "check_endgame"]


@offers_solution("my_card", solve=lambda game: {"my_card": min(solve(game).best, key=str)})
def check_endgame(game: Game, my_card: object) -> Check:
    """Check the card you would play in an endgame position: the solver says whether it is the best."""
    if not isinstance(game, Game):
        return Check(False, text("endgames.not_a_position"))
    if game.is_over or game.stock_size or game.players != 2:
        return Check(False, text("endgames.not_an_endgame"))
    try:
        card = _parse(my_card)
    except BriscolaError as error:
        return Check(False, str(error))
    hand = game.legal_plays()
    if card not in hand:
        return Check(False, _capital(text("endgames.not_in_hand", card=the_card(card), hand=_card_list(hand))))
    solution = solve(game)
    value = solution.values[card]
    outcome = outcome_words(value)
    progress.record(progress.lesson_of(__name__), position_id("endgame", game), card in solution.best)
    if card in solution.best:
        return Check(True, text("endgames.check_right", card=the_card(card), points=value, outcome=outcome))
    if not ATTEMPTS.solution_now(position_id("endgame", game)):
        return Check(False, f'{text("endgames.check_hint", card=the_card(card), points=value)} '
                            f'{text("answers.try_again")}')
    return Check(False, text("endgames.check_wrong", card=the_card(card), points=value, outcome=outcome,
                             loss=solution.loss(card), best=_card_list(solution.best),
                             best_points=solution.best_value))


#: The helpers under every edition's own names (``locale/<code>/aliases.py``), for the lesson cells.
ALIASES = translated(check_endgame)
globals().update(ALIASES)
__all__ += list(ALIASES)
