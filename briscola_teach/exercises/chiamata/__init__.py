"""Lesson 11, briscola chiamata (RULES §12) and briscolone (§13): the auction told bid by bid,
what the call tells each seat, reading the partner from the plays, and the checks behind them.

Every fact comes from :mod:`briscola_teach.chiamata`; every reason a bidder has is sensato's
own reckoning (:func:`briscola_teach.bots.chiamata.hand_value`); this package only puts them
into words: :mod:`.hand` tells and draws the machine's hand; here, what the call tells, the reading
of the partner and the checks.

>>> check_partner(after_the_call(EXAMPLE, 1), [2, 3, 4, 5]).ok   # player 1 sees four candidates
True
>>> print(check_partner(after_the_call(EXAMPLE, 1), [2, 3, 4]))   # a first miss: a hint
✘ Todavía no.
No te olvides del que llama, el jugador 5: puede haber llamado una carta de su propia mano para jugar solo.
Cambia tu respuesta y vuelve a ejecutar la celda; si fallas otra vez, verás la solución (para verla ya, escribe «no sé» como respuesta).
>>> print(check_partner(after_the_call(EXAMPLE, 1), [2, 3, 4]))   # the second: the solution
✘ No: el socio puede ser el jugador 2, el jugador 3, el jugador 4 o el jugador 5.
Quien tiene el seis de bastos es el socio. Tú no lo tienes, así que puede ser cualquiera de los otros cuatro.
No te olvides del que llama, el jugador 5: puede haber llamado una carta de su propia mano para jugar solo.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from typing import Any

from ... import progress, render
from ...cards import Card
from ...chiamata import PLAYERS, Chiamata, ChiamataView
from ...errors import BriscolaError
from ...game import Game
from ...locale import Words
from ...locale import words as kit_words
from ...progress import exercise_id
from ...rules import POINTS_TABLES, STRENGTH_TABLES, winning_index
from ..aliases import translated
from ..answers import ATTEMPTS, offers_solution
from ..cards import Feedback, _capital, parse_player
from ..drill import Drill
from .hand import (EXAMPLE, LEVEL, HandStep, _action_word, _name, _who, explanation_html, hand_steps, machine_hand,
                   status_line, step_html)

__all__ = [
    "EXAMPLE",
    "LEVEL",
    "HandStep",
    "machine_hand",
    "hand_steps",
    "status_line",
    "step_html",
    "explanation_html",
    "after_the_call",
    "CallView",
    "check_partner",
    "Reading",
    "read_partner",
    "READING_POSITIONS",
    "reading_positions",
    "ReadingVerdict",
    "ReadingDrill",
    "reading_html",
    "check_briscolone",
]


#: Tricks up to this one are early: a load thrown then is a sign, not a card nobody could keep.
EARLY = 5


_STRENGTH = STRENGTH_TABLES[False]


_POINTS = POINTS_TABLES[False]


# ---------------------------------------------------------------------- what the call tells
class CallView:
    """What one seat sees just after the call: its own hand, the auction and the called card."""

    def __init__(self, number: int, seat: int) -> None:
        game = machine_hand(number, tricks=0)
        if game.called_card is None:
            raise BriscolaError("lessons_chiamata.no_call", number=number)
        self.number = number
        self.seat = seat
        self.view = game.view(seat)

    def candidates(self) -> frozenset[int]:
        """The seats that may hold the called card, as far as this seat knows."""
        return frozenset(s for s in range(PLAYERS) if self.view.may_be_partner(s))

    def _repr_html_(self) -> str:
        view, say = self.view, kit_words()
        assert view.called_card is not None and view.caller is not None
        said = " · ".join(f"{html.escape(_name(s, say))}: {html.escape(_action_word(a, say))}" for s, a in view.auction)
        head = say.text("lessons_chiamata.view_head", n=self.seat + 1, caller=_who(view.caller, say=say),
                    card=say.the(view.called_card), suit=say.suit(view.called_card.suit))
        return (f'<div class="bt-ch-view"><p style="margin:2px 0"><b>{html.escape(head)}</b></p>'
                f'<p style="margin:2px 0">{html.escape(say.text("lessons_chiamata.view_auction"))} {said}</p>'
                f"<div>{render.card_svg(view.called_card, width=60, label=say.text('lessons_chiamata.called_label'))}"
                f' <span style="display:inline-block;width:18px"></span>'
                f"{render.hand_svg(view.hand, width=60)}</div></div>")

    def __repr__(self) -> str:
        view, say = self.view, kit_words()
        assert view.called_card is not None and view.caller is not None
        return say.text("lessons_chiamata.view_head", n=self.seat + 1, caller=_who(view.caller, say=say),
                    card=say.the(view.called_card), suit=say.suit(view.called_card.suit))


def after_the_call(number: int, player: int) -> CallView:
    """What player ``player`` (1 to 5) sees once the machine's hand ``number`` has its call."""
    if isinstance(player, bool) or not isinstance(player, int) or not 1 <= player <= PLAYERS:
        raise BriscolaError("lessons_chiamata.bad_player", given=player)
    return CallView(number, player - 1)


def _seats(answer: object, *, you: int) -> frozenset[int]:
    """The seats a student wrote: 2, [1, 3], "2, 4 y 5", ["tú"], "jugador 3"."""
    if isinstance(answer, str) and len(answer) < 200 and re.fullmatch(
            r"[0-9\s,;/]*(?:(?:y|e|and|o|or)[0-9\s,;/]+)*", answer.strip(), flags=re.ASCII):
        parts: list[object] = re.findall(r"[0-9]+", answer)   # "2 3 y 5": only numbers
    elif isinstance(answer, str):
        parts = [p for p in re.split(r"[,;/]|\s+(?:y|e|and|o|or)\s+", answer) if p.strip()]
    elif isinstance(answer, (list, tuple, set, frozenset)):
        parts = list(answer)
    else:
        parts = [answer]
    if not parts:
        raise BriscolaError("lessons_chiamata.bad_seats", given=answer)
    try:
        return frozenset(parse_player(p, players=PLAYERS, you=you) for p in parts)
    except ValueError:
        raise BriscolaError("lessons_chiamata.bad_seats", given=answer) from None


@offers_solution("my_answer", solve=lambda view: {"my_answer": [s + 1 for s in sorted(view.candidates())]})
def check_partner(view: object, my_answer: object) -> Feedback:
    """Check who may be the secret partner as this seat knows it: the players' numbers, as a list."""
    say = kit_words()
    if not isinstance(view, CallView):
        return Feedback(False, (say.text("lessons_chiamata.not_a_view", given=view),))
    if my_answer is None:
        return Feedback(None, (say.text("lessons_chiamata.partner_waiting"),))
    try:
        given = _seats(my_answer, you=view.seat)
    except ValueError as error:
        return Feedback(False, (str(error),))
    seat, info = view.seat, view.view
    card, caller = info.called_card, info.caller
    assert card is not None and caller is not None
    right = view.candidates()
    progress.record(progress.lesson_of(__name__), exercise_id("partner_call", view.number, seat + 1), given == right)
    names = say.join([_who(s, seat, say=say) for s in sorted(right)], word="or")
    if right == {seat}:
        why = [_capital(say.text("lessons_chiamata.why_you_hold" if seat != caller
                             else "lessons_chiamata.why_caller_holds", card=say.the(card)))]
    elif seat == caller:
        why = [say.text("lessons_chiamata.why_caller", card=say.the(card))]
    else:
        why = [say.text("lessons_chiamata.why_defender", card=say.the(card))]
    you = "_you" if right == {seat} else ""
    if given == right:
        return Feedback(True, (say.text(f"lessons_chiamata.partner_right{you}", names=names), *why))
    if caller in right and caller not in given and seat != caller:
        why.append(say.text("lessons_chiamata.hint_caller", who=_who(caller, say=say)))
    if seat in given and seat not in right:
        why.append(say.text("lessons_chiamata.hint_not_you", card=say.the(card)))
    if not ATTEMPTS.solution_now(("partner_call", view.number, seat)):
        hints = why[1:] or [say.text("lessons_chiamata.partner_hint", card=say.the(card))]
        return Feedback(False, (say.text("lessons_chiamata.partner_not_yet"), *hints, say.text("answers.try_again")))
    return Feedback(False, (say.text(f"lessons_chiamata.partner_wrong{you}", names=names), *why))


# ---------------------------------------------------------------------- reading the plays
@dataclass(frozen=True)
class Reading:
    """Who the partner is as one seat can read it from the plays: the seat (None: no sign yet) and how sure."""

    seat: int | None
    sure: bool
    #: revealed, you_hold, caller_holds, loaded or no_sign.
    reason: str
    #: The trick that gave it away (0 when none).
    trick: int
    card: Card | None = None


def read_partner(view: ChiamataView) -> Reading:
    """Who the partner is, read from what this seat knows: the card fallen, your own hand, or an early load."""
    card, caller = view.called_card, view.caller
    if card is None or caller is None:
        raise BriscolaError("lessons_chiamata.no_call", number="?")
    if card in view.hand:
        return Reading(view.seat, True, "you_hold" if view.seat != caller else "caller_holds", 0, card)
    for trick in view.tricks:
        if card in trick.cards:
            seat = trick.plays[trick.cards.index(card)][0]
            return Reading(seat, True, "revealed", trick.number, card)
    trump = view.trump
    assert trump is not None
    for trick in view.tricks[:EARLY]:
        if trick.winner != caller:
            continue
        cards = trick.cards
        for i, (seat, played) in enumerate(trick.plays):
            if seat in (caller, view.seat) or i == 0 or _POINTS[played.index] < 10:
                continue
            ahead = (trick.leader + winning_index(cards[:i], trump, _STRENGTH)) % PLAYERS
            if ahead == caller:
                return Reading(seat, False, "loaded", trick.number, played)
    return Reading(None, False, "no_sign", 0)


#: The quiz's positions: the hand's número de partida, tricks played, and the seat that reads.
READING_POSITIONS: tuple[tuple[int, int, int], ...] = (
    (EXAMPLE, 1, 0),   # one trick in: no sign yet
    (2045, 3, 0),      # player 4 threw the as de oros onto the caller's trick
    (EXAMPLE, 4, 2),   # the six of bastos has fallen
    (2048, 2, 2),      # you are the caller: player 2 loaded your trick
)


def reading_positions() -> tuple[tuple[Chiamata, int], ...]:
    """The quiz's positions, each a hand stopped after some tricks and the seat that reads it."""
    return tuple((machine_hand(number, tricks=tricks), seat) for number, tricks, seat in READING_POSITIONS)


@dataclass(frozen=True)
class ReadingVerdict:
    """The answer to one reading position: right or not, the reading, and the sentences that say why."""

    ok: bool
    reading: Reading
    lines: tuple[str, ...]


def _reading_lines(game: Chiamata, seat: int, reading: Reading, say: Words) -> list[str]:
    card = game.called_card
    assert card is not None and game.caller is not None
    holder = game.partner
    assert holder is not None
    fields: dict[str, Any] = {"card": say.the(card),
                              "who": _who(reading.seat, seat, say=say) if reading.seat is not None else "",
              "n": reading.trick, "load": say.the(reading.card) if reading.card is not None else "",
              "caller": _who(game.caller, seat, say=say)}
    if reading.reason == "loaded" and seat == game.caller:
        lines = [_capital(say.text("lessons_chiamata.read_loaded_you", **fields))]
    else:
        lines = [_capital(say.text(f"lessons_chiamata.read_{reading.reason}", **fields))]
    if not reading.sure:
        lines.append(say.text("lessons_chiamata.read_truth", card=say.the(card), who=_who(holder, seat, say=say)))
    return lines


class ReadingDrill(Drill[tuple[Chiamata, int], int | None, ReadingVerdict]):
    """The "who is the partner?" exercise: a few positions, one answer each (a seat, or None), first tries counted."""

    finished_key = "lessons_chiamata.q_finished"
    already_key = "lessons_chiamata.q_already"
    answer_first_key = "lessons_chiamata.q_answer_first"

    def __init__(self, *, words: Words | None = None) -> None:
        super().__init__(reading_positions(), words=words)

    @property
    def game(self) -> Chiamata:
        """The hand being asked about, stopped at the position."""
        return self.position[0]

    @property
    def seat(self) -> int:
        """The seat the student reads the position from."""
        return self.position[1]

    @property
    def view(self) -> ChiamataView:
        """What the student's seat knows in this position."""
        return self.game.view(self.seat)

    def situation(self) -> str:
        """What the student is told about the position."""
        game = self.game
        assert game.caller is not None and game.called_card is not None
        key = "read_situation_caller" if self.seat == game.caller else "read_situation"
        say = self.words
        return say.text(f"lessons_chiamata.{key}", caller=_capital(_who(game.caller, self.seat, say=say)),
                    card=say.the(game.called_card), n=len(game.tricks))

    def judge(self, answer: int | None) -> ReadingVerdict:
        """The verdict on naming ``answer`` the partner (None: nobody can tell yet); a seat off the table raises."""
        if answer is not None and (isinstance(answer, bool) or not isinstance(answer, int)
                                   or not 0 <= answer < PLAYERS):
            raise BriscolaError("lessons_chiamata.bad_seats", given=answer)
        reading = read_partner(self.view)
        ok = answer == reading.seat
        say = self.words
        head = say.text("lessons_chiamata.read_right" if ok else "lessons_chiamata.read_wrong",
                    answer=self._said(reading.seat))
        return ReadingVerdict(ok, reading, (head, *_reading_lines(self.game, self.seat, reading, say)))

    def is_right(self, verdict: ReadingVerdict) -> bool:
        """Whether the partner named is the one the plays show."""
        return verdict.ok

    def exercise_id(self) -> str:
        """The position's name in the record: its hand, the tricks played and the reader (1 to 5)."""
        number, tricks, seat = READING_POSITIONS[self.number]
        return exercise_id("partner_read", number, tricks, seat + 1)

    def _said(self, seat: int | None) -> str:
        say = self.words
        return say.text("lessons_chiamata.no_sign_answer") if seat is None else _who(seat, self.seat, say=say)

    def score(self) -> str:
        """The score line."""
        key = "q_finished" if self.finished else "q_score"
        say = self.words
        return say.text(f"lessons_chiamata.{key}", right=self.right, tried=self.tried)


def reading_html(game: Chiamata, seat: int, *, width: int = 46, words: Words | None = None) -> str:
    """A reading position: the called card and the caller, every trick so far, and the reader's hand (in ``words``)."""
    say = words or kit_words()
    card, caller = game.called_card, game.caller
    assert card is not None and caller is not None and game.trump is not None
    names = say.seats(PLAYERS, seat)
    drawn = (render.trick_svg(t.plays, trump=game.trump, winner=t.winner, seat_names=names, width=width,
                              style=say.style, language=say.language) for t in game.tricks)
    tricks = "".join(f'<span style="display:inline-block;margin:0 8px 4px 0">{svg}</span>' for svg in drawn)
    hand = render.hand_svg(game.hand(seat), width=width + 8, style=say.style, language=say.language)
    head = say.text("lessons_chiamata.read_head", caller=names[caller], card=say.the(card))
    return (f'<div class="bt-ch-reading"><p style="margin:2px 0"><b>{html.escape(head)}</b></p>'
            f'<div style="display:flex;flex-wrap:wrap">{tricks}</div>'
            f'<p style="margin:2px 0">{html.escape(say.text("lessons_chiamata.read_your_hand"))}</p>{hand}</div>')


# ---------------------------------------------------------------------- briscolone
@offers_solution("my_answer", solve=lambda game: {"my_answer": 1 + next(
    s for s in range(2) if game.muestra in game.hand(s))})
def check_briscolone(game: object, my_answer: object) -> Feedback:
    """Check who holds the card that names trump in a hand of briscolone: 1 or 2 (or «tú», «rival»)."""
    say = kit_words()
    if not isinstance(game, Game) or game.options.hand_size != 20 or game.players != 2:
        return Feedback(False, (say.text("lessons_chiamata.not_briscolone", given=game),))
    trump = game.muestra
    holder = next(s for s in range(2) if trump in game.hand(s))
    if my_answer is None:
        return Feedback(None, (say.text("lessons_chiamata.briscolone_waiting"),))
    try:
        given = parse_player(my_answer, players=2, you=0)
    except ValueError as error:
        return Feedback(False, (str(error),))
    progress.record(progress.lesson_of(__name__), exercise_id("briscolone", trump, holder), given == holder)
    why = say.text("lessons_chiamata.briscolone_why", card=say.the(trump), who=say.seat_in_sentence(2, 0, holder))
    if given == holder:
        return Feedback(True, (say.text("lessons_chiamata.briscolone_right"), why))
    if not ATTEMPTS.solution_now(("briscolone", trump, holder)):
        return Feedback(False, (say.text("lessons_chiamata.briscolone_hint"), say.text("answers.try_again")))
    return Feedback(False, (say.text("lessons_chiamata.briscolone_wrong" if given == 0 else
                                 "lessons_chiamata.briscolone_wrong_rival"), why))


#: The helpers under every edition's own names (``locale/<code>/aliases.py``), for the lesson cells.
ALIASES = translated(after_the_call, check_partner, check_briscolone)
globals().update(ALIASES)
__all__ += list(ALIASES)
