"""Lesson 03: the worked example of RULES §10, played to the end and cut into steps.

The first six plays are those of RULES §10 (``WORKED_EXAMPLE_PLAYS``); the other 34
are ours, chosen to show the ideas of the first lessons at work (a trump killing a
carga, an as kept until its suit is led, the muestra going to the loser of trick 17,
a 3 held too long).  Every picture is made by replaying the engine, never written by
hand: :func:`example_steps` plays the cards one by one and reads hands, table, stock,
draws, piles and points back from :class:`~briscola_teach.game.Game` (:mod:`.steps`), and
:mod:`.pictures` draws them; here, the checks of the lesson's "now you try" cells.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from ... import progress
from ...cards import Card, CardError
from ...coach import judge
from ...examples import RIVAL, YOU
from ...game import Game, Trick
from ...errors import BriscolaError
from ...explain import explain_played
from ...locale import text
from ...locale import words as _words
from ...progress import exercise_id
from ...tables import Table, columns, trick_rows
from ..aliases import translated
from ..answers import ATTEMPTS, hint, offers_solution, read_card, read_number
from ..cards import ExampleVerdict, parse_player
from ..mistakes import values_html, verdict_html
from .pictures import _say, coach_text, explanation_html, points_phrase, step_html, the, trick_html
from . import steps
from .steps import (_PLAY_HINTS, _WINNER_HINTS, FULL_HAND_PLAYS, Step, before_trick, coach_review,
                    example_steps, first_step_of_trick, whole_hand)

__all__ = [
    "FULL_HAND_PLAYS",
    "Step",
    "Check",
    "example_steps",
    "first_step_of_trick",
    "before_trick",
    "whole_hand",
    "coach_review",
    "coach_text",
    "the",
    "points_phrase",
    "check_winner",
    "check_play",
    "check_alternative",
    "coach_verdict",
    "hand_table",
    "step_html",
    "explanation_html",
    "trick_html",
]


# ---------------------------------------------------------------------- checks


@dataclass(frozen=True, repr=False)
class Check(ExampleVerdict):
    """The answer to a "now you try" cell: right or not, and why, in Spanish."""

    ok: bool
    message: str

    @property
    def _signed(self) -> str:
        """The message under the verdict's sign, once: a text that carries its own ("✔ ¡Bien!") keeps it."""
        return self.message if self.message.startswith(("✔", "✘")) else self._mark + self.message

    def _verdict_text(self) -> str:
        return self._signed

    def _verdict_html(self) -> str:
        colour, border = ("#0b5d1e", "#2e7d32") if self.ok else ("#8a1c1c", "#c62828")
        return (f'<div class="bt-check" style="color:{colour};border-left:4px solid {border};'
                f'padding:4px 10px;margin:4px 0">{html.escape(self._signed)}</div>')


def _verdict(ok: bool, why: str) -> Check:
    return Check(ok, text("stepper.ok" if ok else "stepper.not_yet", why=why))


def _played_trick(number: int) -> tuple[Trick, Game]:
    game = before_trick(number)
    game.play(FULL_HAND_PLAYS[2 * (number - 1)])
    game.play(FULL_HAND_PLAYS[2 * (number - 1) + 1])
    return game.tricks[-1], game


def _seat_answer(answer: object) -> int | None:
    """The seat a student names for the example: "tú", "rival", 1 or 2 (None: not answered yet)."""
    if answer is None or (isinstance(answer, str) and not answer.strip()):
        return None
    return parse_player(answer, players=2, you=YOU)


def _trick_number(trick: object) -> int:
    last = len(FULL_HAND_PLAYS) // 2
    try:
        number = read_number(trick)
    except BriscolaError:
        number = 0
    if not 1 <= number <= last:
        raise BriscolaError("stepper.bad_trick_number", last=last, number=trick)
    return number


@offers_solution("my_answer", solve=lambda trick: {"my_answer": 1 + _played_trick(_trick_number(trick))[0].winner})
def check_winner(trick: int, my_answer: object) -> Check:
    """Check a prediction of who takes trick number ``trick`` of the example: "tú" or "rival"."""
    try:
        number = _trick_number(trick)
    except ValueError as error:
        return Check(False, str(error))
    try:
        answer = _seat_answer(my_answer)
    except ValueError:
        return Check(False, text("stepper.bad_seat", answer=my_answer))
    if answer is None:
        steps._ASKED.add(number)  # the module's own set, which a test may swap for a fresh one
        return Check(False, text("stepper.waiting_seat"))
    steps._ASKED.discard(number)
    played, game = _played_trick(number)
    progress.record(progress.lesson_of(__name__), exercise_id("winner", number), answer == played.winner)
    if answer != played.winner and not ATTEMPTS.solution_now(("ganador", number)):
        clue = hint(_WINNER_HINTS.get(number, "stepper.hint_generic"))
        return Check(False, text("stepper.not_yet", why=clue))
    why = _say(_words(), "winner_why", played.winner, trick=number, reason=explain_played(game, played).why)
    return _verdict(answer == played.winner, why)


def _unflagged_card(trick: object) -> dict[str, object]:
    """A card the coach does not flag in trick number ``trick``: the example's own if it is one."""
    number = _trick_number(trick)
    game = before_trick(number)
    if game.turn != YOU:
        game.play(FULL_HAND_PLAYS[2 * (number - 1)])
    mine = FULL_HAND_PLAYS[2 * (number - 1) + (0 if game.leader == YOU else 1)]
    good = [card for card in game.hand(YOU) if not judge(game, card).is_flagged]
    return {"my_card": mine if mine in good or not good else good[0]}


@offers_solution("my_card", solve=_unflagged_card)
def check_play(trick: int, my_card: Card | str) -> Check:
    """Check the card you would play in trick number ``trick``: the coach's verdict, as in lesson 6.

    Right is what the coach does not flag; the example's own play gets the verdict the
    stepper shows for it, another card the coach's verdict on playing it then.
    """
    try:
        number = _trick_number(trick)
        chosen = read_card(my_card)
    except (CardError, ValueError) as error:
        return Check(False, str(error))
    game = before_trick(number)
    if game.turn != YOU:
        game.play(FULL_HAND_PLAYS[2 * (number - 1)])
    mine = FULL_HAND_PLAYS[2 * (number - 1) + (0 if game.leader == YOU else 1)]
    if game.turn != YOU:  # pragma: no cover - every trick has one play of yours
        raise AssertionError("you do not play in this trick")
    if chosen not in game.hand(YOU):
        return Check(False, text("stepper.not_in_hand_then", trick=number, the_card=the(chosen),
                                 hand=", ".join(the(c) for c in game.hand(YOU))))
    step = next(s for s in example_steps() if s.trick == number and s.kind == "play"
                and s.table and s.table[-1] == (YOU, mine))
    entry = step.coach if chosen is mine and step.coach is not None else judge(game, chosen)
    ok = not entry.is_flagged
    progress.record(progress.lesson_of(__name__), exercise_id("play", number), ok)
    costly = entry.is_flagged and (entry.mistake is not None or entry.severity in ("error", "grave"))
    if costly and not ATTEMPTS.solution_now(("jugada", number)):
        clue = text(_PLAY_HINTS.get(number, "stepper.hint_play"))
        return Check(False, text("stepper.not_yet", why=clue))
    if chosen is mine:
        context = text("stepper.play_same", why=step.explanation)
    else:
        context = text("stepper.play_other", the_card=the(mine), why=step.explanation)
    return Check(ok, f"{coach_text(entry)} {context}")


def check_alternative(game: Game) -> Check:
    """What your own choice on trick 2 costs, compared with the six of clubs of the example."""
    if not isinstance(game, Game) or game.actions[:2] != FULL_HAND_PLAYS[:2]:
        return Check(False, text("stepper.what_if_wrong_game"))
    if len(game.tricks) < 2:
        return Check(False, text("stepper.what_if_not_played"))
    trick = game.tricks[1]
    if trick.plays[0] != (RIVAL, FULL_HAND_PLAYS[2]):
        return Check(False, text("stepper.what_if_wrong_lead", the_card=the(FULL_HAND_PLAYS[2])))
    mine = dict(trick.plays)[YOU]
    _, real_game = _played_trick(2)
    real = real_game.tricks[-1]
    if trick.winner == YOU:
        message = _say(_words(), "what_if", YOU, the_card=the(mine), points=points_phrase(trick.points))
        return Check(True, message + " " + text("stepper.what_if_won"))
    if mine == dict(real.plays)[YOU]:
        return Check(True, text("stepper.what_if_example", the_card=the(mine),
                                points=points_phrase(trick.points)))
    message = _say(_words(), "what_if", RIVAL, the_card=the(mine), points=points_phrase(trick.points),
                   real=points_phrase(real.points))
    if trick.points == real.points:
        return Check(True, message + " " + text("stepper.what_if_same"))
    return Check(False, message + " " + text("stepper.what_if_lost", extra=trick.points - real.points))


def coach_verdict(trick: int) -> str:
    """The coach's verdict on your play in trick ``trick`` of the example, and each card's worth then (HTML)."""
    number = _trick_number(trick)
    entry = next(e for e in coach_review() if e.trick_number == number)
    return verdict_html(entry) + values_html(entry)


#: The helpers under every edition's own names (``locale/<code>/aliases.py``), for the lesson cells.
ALIASES = translated(coach_verdict, check_winner, check_play, check_alternative)
globals().update(ALIASES)
__all__ += list(ALIASES)


def hand_table(game: Game) -> Table:
    """One row per trick of the example: who led, the cards, who took it, its points, the running totals."""
    names = {YOU: text("stepper.col_you"), RIVAL: text("stepper.col_rival")}
    rows = [{**row, "total_you": running[YOU], "total_rival": running[RIVAL]}
            for row, running in trick_rows(game, seat=names.__getitem__)]
    labels = columns("trick", "leader") | {"cards": text("tables.hand_cards")} | columns("winner", "points")
    labels |= {"total_you": text("tables.total_of", who=names[YOU]),
               "total_rival": text("tables.total_of", who=names[RIVAL])}
    return Table(labels, rows, index="trick")
