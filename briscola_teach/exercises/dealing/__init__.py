"""Lesson 04: the deal, the draws, the muestra and the end of a hand (RULES §2, §4, §5).

Every count here is read from the engine after dealing and playing a seeded hand,
never typed in: how many cards are dealt, how many draw rounds and tricks there are,
who draws first and who takes the muestra.  The tricks in between are played with the
simplest policy there is (each seat plays the first card it holds): this lesson is
about dealing and drawing, not about playing well.  :mod:`.counts` holds what a deal comes
to at each table size, :mod:`.steps` a hand told and drawn step by step; here, the questions
and the checks of the lesson's "now you try" cells.
"""

from __future__ import annotations

from collections.abc import Sequence

from ... import progress, rules
from ...game import Game, Outcome
from ...errors import BriscolaError
from ...locale import text
from ...locale import words as kit_words
from ...progress import exercise_id
from ...tables import Table, columns
from ..aliases import translated
from ..answers import ATTEMPTS, hint, offers_solution, read_number, seat_numbers
from ..cards import _normal, parse_player
from ..example import Check
from .counts import SETUPS, Counts, Setup, all_counts, counts, first_card, play_out, rules_table
from .steps import DealStep, _result_words, deal_explanation_html, deal_step_html, deal_steps, seat_name

__all__ = [
    "SETUPS",
    "Setup",
    "Counts",
    "DealStep",
    "first_card",
    "play_out",
    "counts",
    "all_counts",
    "rules_table",
    "seat_name",
    "deal_steps",
    "deal_step_html",
    "deal_explanation_html",
    "draws_by_player",
    "draw_order",
    "muestra_taker",
    "who_wins",
    "check_counts",
    "check_draw_order",
    "check_muestra",
    "check_result",
]


# ---------------------------------------------------------------------- questions


def draw_order(players: int, winner: int) -> tuple[int, ...]:
    """The order the seats draw in after a trick taken by ``winner`` (the rule: :func:`rules.draw_order`)."""
    return rules.draw_order(winner, players)


def muestra_taker(players: int, last_winner: int) -> int:
    """Who draws the muestra when ``last_winner`` takes the last trick with a draw (:func:`rules.muestra_taker`)."""
    return rules.muestra_taker(last_winner, players)


def who_wins(points: Sequence[int]) -> Outcome:
    """The engine's verdict on a finished hand with these points per seat (RULES §5: :func:`rules.outcome`)."""
    return rules.outcome(points)


def _verdict(ok: bool, why: str) -> Check:
    return Check(ok, text("deal.ok" if ok else "deal.not_yet", why=why))


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@offers_solution("dealt", "rounds", "tricks", solve=lambda players, deck: _right_counts(players, deck))
def check_counts(players: int, deck: int | None = None, *, dealt: int, rounds: int,
                 tricks: int) -> Check:
    """Check your counts for a table: cards dealt, draw rounds and tricks (RULES §4).

    ``players`` at the table, cards in the ``deck`` (None: the usual deck), and the
    student's counts of cards ``dealt``, draw ``rounds`` and ``tricks``.
    """
    if not _is_count(players) or (deck is not None and not _is_count(deck)):
        return Check(False, text("deal.bad_table", players=players, deck=deck))
    try:
        real = counts(players, deck)
    except ValueError as error:
        return Check(False, str(error))
    try:
        dealt, rounds, tricks = (read_number(given, key="deal.bad_count") for given in (dealt, rounds, tricks))
    except ValueError as error:
        return Check(False, str(error))
    why = text("deal.counts_why", players=players, deck=real.deck, dealt=real.dealt,
               rounds=real.draw_rounds, tricks=real.tricks)
    wrong = [text(f"deal.col_{key}") for key, mine, right in (
        ("dealt", dealt, real.dealt), ("rounds", rounds, real.draw_rounds),
        ("tricks", tricks, real.tricks)) if mine != right]
    progress.record(progress.lesson_of(__name__), exercise_id("counts", players, real.deck), not wrong)
    if wrong:
        if not ATTEMPTS.solution_now(("cuentas", players, real.deck)):
            return _verdict(False, text("deal.counts_wrong", which=", ".join(wrong)) + " "
                            + text("deal.counts_hint"))
        return _verdict(False, text("deal.counts_wrong", which=", ".join(wrong)) + " " + why)
    return _verdict(True, why)


def _right_counts(players: int, deck: int | None) -> dict[str, object]:
    """The right counts for a table: cards dealt, draw rounds and tricks, by the names the check takes."""
    real = counts(players, deck)
    return {"dealt": real.dealt, "rounds": real.draw_rounds, "tricks": real.tricks}


def _players_at(players: object) -> int | None:
    if isinstance(players, int) and not isinstance(players, bool) and players in (2, 3, 4):
        return players
    return None


def _seat(players: int, answer: object) -> int:
    """A player as the student writes it (1 to ``players``, "jugador 2"), as a seat (0 to players - 1)."""
    try:
        return parse_player(answer, players=players)
    except ValueError:
        raise BriscolaError("deal.bad_seat", numbers=seat_numbers(players), answer=answer) from None


@offers_solution("my_order", solve=lambda players, winner: {"my_order": [s + 1 for s in draw_order(
    players, _seat(players, winner))]})
def check_draw_order(players: int, winner: object, my_order: Sequence[object]) -> Check:
    """Check the order you think the players draw in after player ``winner`` takes a trick (numbered from 1)."""
    size = _players_at(players)
    if size is None:
        return Check(False, text("deal.bad_players", given=players))
    try:
        seat = _seat(size, winner)
        if isinstance(my_order, (str, int)) or not isinstance(my_order, Sequence):
            raise BriscolaError("deal.order_not_list", given=my_order, players=size,
                                example=str([*range(2, size + 1), 1]))
        answer = tuple(_seat(size, a) for a in my_order)
    except ValueError as error:
        return Check(False, str(error))
    order = draw_order(size, seat)
    progress.record(progress.lesson_of(__name__), exercise_id("draw_order", size, seat), answer == order)
    if answer == order:
        return _verdict(True, text("deal.order_why", winner=seat_name(seat, size),
                                   order=", ".join(seat_name(s, size) for s in order)))
    if len(set(answer)) < len(answer):
        return Check(False, text("deal.order_repeated"))
    if not ATTEMPTS.solution_now(("robo", size, seat)):
        return _verdict(False, text("deal.order_hint"))
    return _verdict(False, text("deal.order_why", winner=seat_name(seat, size),
                                order=", ".join(seat_name(s, size) for s in order)))


@offers_solution("my_answer", solve=lambda players, winner: {"my_answer": 1 + muestra_taker(
    players, _seat(players, winner))})
def check_muestra(players: int, winner: object, my_answer: object) -> Check:
    """Check who you think takes the muestra when player ``winner`` takes the last trick with a draw."""
    size = _players_at(players)
    if size is None:
        return Check(False, text("deal.bad_players", given=players))
    try:
        last_winner = _seat(size, winner)
        answer = _seat(size, my_answer)
    except ValueError as error:
        return Check(False, str(error))
    taker = muestra_taker(size, last_winner)
    progress.record(progress.lesson_of(__name__), exercise_id("muestra", size, last_winner), answer == taker)
    if answer != taker and not ATTEMPTS.solution_now(("muestra", size, last_winner)):
        return _verdict(False, hint("deal.muestra_hint"))
    why = text("deal.muestra_why", winner=seat_name(last_winner, size),
               taker=seat_name(taker, size))
    return _verdict(answer == taker, why)


def _winners(players: int, answer: object) -> tuple[int, ...]:
    """The winners a student names: [1, 3], 2, "jugador 2", [] or "nadie" for no one."""
    if answer is None or (isinstance(answer, str) and _normal(answer) in ("nadie", "ninguno", "")):
        return ()
    items = [answer] if isinstance(answer, (int, str)) else answer
    if not isinstance(items, (list, tuple, set)):
        raise BriscolaError("deal.bad_winners", given=answer, numbers=seat_numbers(players))
    try:
        return tuple(sorted({_seat(players, a) for a in items}))
    except ValueError:
        raise BriscolaError("deal.bad_winners", given=answer, numbers=seat_numbers(players)) from None


@offers_solution("winners", solve=lambda points: {"winners": [s + 1 for s in who_wins(points).winners]})
def check_result(points: Sequence[int], winners: object) -> Check:
    """Check who you think wins with these ``points`` per player: the winners (from 1), or [] for no one."""
    if (not isinstance(points, (list, tuple)) or len(points) not in (2, 3, 4)
            or not all(_is_count(p) and p >= 0 for p in points)):
        return Check(False, text("deal.bad_points", given=points))
    if sum(points) != 120:
        return Check(False, text("deal.points_not_120", given=list(points), total=sum(points)))
    try:
        chosen = _winners(len(points), winners)
        outcome = who_wins(points)
    except ValueError as error:
        return Check(False, str(error))
    why = _result_words(outcome, len(points), kit_words())
    ok = chosen == tuple(sorted(outcome.winners))
    progress.record(progress.lesson_of(__name__), exercise_id("result", points), ok)
    if not ok and not ATTEMPTS.solution_now(("resultado", tuple(points))):
        key = "deal.result_hint_three" if len(points) == 3 else "deal.result_hint"
        return _verdict(False, hint(key))
    return _verdict(ok, why)


#: The helpers under every edition's own names (``locale/<code>/aliases.py``), for the lesson cells.
ALIASES = translated(check_counts, check_draw_order, check_muestra, check_result)
globals().update(ALIASES)
__all__ += list(ALIASES)


def draws_by_player(game: Game) -> Table:
    """One row per card drawn: after which trick, which player (numbered from 1), the card, the muestra."""
    rows = [{
        "after_trick": d.after_trick,
        "player": seat_name(d.seat, game.players),
        "card": str(d.card),
        "is_muestra": text("deal.yes") if d.is_muestra else "",
    } for d in game.draws]
    labels = columns("after_trick") | {"player": text("tables.drawer")} | columns("card")
    return Table(labels | {"is_muestra": text("tables.drawn_muestra")}, rows)
