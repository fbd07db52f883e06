"""Lesson 03: the worked example of RULES §10, played to the end and cut into steps.

The first six plays are those of RULES §10 (``WORKED_EXAMPLE_PLAYS``); the other 34
are ours, chosen to show the ideas of the first lessons at work (a trump killing a
carga, an as kept until its suit is led, the muestra going to the loser of trick 17,
a 3 held too long).  Every picture is made by replaying the engine, never written by
hand: :func:`example_steps` plays the cards one by one and reads hands, table, stock,
draws, piles and points back from :class:`~briscola_teach.game.Game`.

>>> steps = example_steps()
>>> [s.kind for s in steps[:6]]
['deal', 'play', 'play', 'draw', 'draw', 'play']
>>> steps[3].drawn.seat, steps[5].game.turn   # after trick 1 the rival draws first and leads
(1, 0)
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .. import progress
from ..cards import Card, CardError, parse_cards
from ..coach import Entry, Review, judge, review
from ..examples import RIVAL, WORKED_EXAMPLE_PLAYS, YOU, worked_example
from ..events import Drew, Event, TrickTaken
from ..game import Game, Trick
from ..errors import BriscolaError
from ..explain import explain_played
from ..locale import Words, get_language, get_style, text
from ..locale import words as _words  # some functions here name a local sentence `words`
from ..progress import exercise_id
from ..render import hand_svg, pile_svg, stock_svg, trick_svg
from ..tables import Table, columns
from .aliases import translated
from .answers import ATTEMPTS, hint, offers_solution, read_card, read_number
from .cards import ExampleVerdict, parse_player
from .mistakes import values_html, verdict_html

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

#: The whole hand, 40 plays: RULES §10's six, then ours (two per trick, leader first).
FULL_HAND_PLAYS: tuple[Card, ...] = WORKED_EXAMPLE_PLAYS + tuple(parse_cards([
    "caballo de espadas", "seis de oros",        # 4: you lead the caballo, your 3 is padrona
    "siete de espadas", "siete de oros",         # 5
    "sota de bastos", "siete de copas",          # 6: a small trump kills the sota
    "cuatro de oros", "as de oros",              # 7: oros are led at last: the as wins
    "dos de bastos", "cinco de espadas",         # 8
    "tres de espadas", "tres de copas",          # 9: the rival kills your 3 with his 3 of trump
    "cinco de bastos", "as de bastos",           # 10
    "sota de espadas", "dos de espadas",         # 11
    "caballo de bastos", "cinco de oros",        # 12
    "seis de espadas", "sota de oros",           # 13
    "siete de bastos", "caballo de copas",       # 14
    "caballo de oros", "cuatro de copas",        # 15
    "dos de oros", "rey de oros",                # 16
    "sota de copas", "seis de copas",            # 17: the loser takes the muestra
    "as de copas", "rey de bastos",              # 18: no stock, every card is known
    "rey de copas", "cinco de copas",            # 19
    "cuatro de espadas", "tres de oros",         # 20: the 3 held too long is given away
]))

# Notes exist for these (trick, moment) pairs; moment is 1 (lead), 2 (answer) or "d" (draws).
_NOTES = {
    (1, 1), (1, 2), (1, "d"), (2, 1), (2, 2), (3, 1), (3, 2), (4, 1), (6, 2), (7, 2),
    (9, 1), (9, 2), (10, 2), (14, 2), (15, 2), (16, 1), (17, 1), (17, 2), (17, "d"),
    (18, 2), (20, 2),
}
# The card you keep on trick 2 (RULES §10): what it would have cost, from the engine.
_KEPT_ON_TRICK_2 = Card.parse("as de oros")
# Hints given on a first wrong guess, per trick of the "now you try" cells: who takes it,
# and which card to play.
_WINNER_HINTS = {1: "stepper.hint_1", 3: "stepper.hint_3", 17: "stepper.hint_17"}
_PLAY_HINTS = {2: "stepper.hint_2"}
#: The tricks whose winner a "now you try" cell asked and the student has not answered yet:
#: until they do, a step that shows who took it keeps that behind a "show answer" button.
_ASKED: set[int] = set()


@dataclass(frozen=True, repr=False)
class Step:
    """One picture of the worked example: the deal, a play, a draw, or the final count."""

    #: Position in the list of steps (0 is the deal).
    number: int
    #: "deal", "play", "draw" or "end".
    kind: str
    #: The trick this step belongs to (0 for the deal).
    trick: int
    #: The engine after the cards played so far (its draws may not all be shown yet).
    game: Game
    #: Each seat's hand in this picture.
    hands: tuple[tuple[Card, ...], ...]
    #: The cards on the table, with the seat that played each.
    table: tuple[tuple[int, Card], ...]
    #: Who takes the trick on the table, once it is complete.
    winner: int | None
    #: Cards left in the stock, the muestra included.
    stock_size: int
    muestra: Card
    #: Who drew the muestra, once someone has (shown).
    muestra_drawn_by: int | None
    #: The cards in each seat's pile and the points they are worth.
    piles: tuple[tuple[Card, ...], ...]
    points: tuple[int, ...]
    #: The game's event of the card drawn at this step (its card always named), if it is a draw.
    drawn: Drew | None
    title: str
    explanation: str
    #: The coach's verdict on your play at this step (None where you do not play).
    coach: Entry | None = None

    @property
    def trump(self) -> str:
        """The trump suit's name, e.g. ``copas``."""
        return self.muestra.suit.name_in()

    def __repr__(self) -> str:
        return f"<Step {self.number}: {self.title}>"

    def _repr_html_(self) -> str:
        page = explanation_html(self) + step_html(self)
        if self.trick in _ASKED and (self.winner is not None or self.kind == "draw"):
            return progress.behind_answer_button(page, note=text("progress.answer_first"))
        return page


def the(card: Card, *, words: Words | None = None) -> str:
    """A card's name with its article: "el as de oros", "la sota de copas", "l'asso di denari"."""
    return (words or _words()).the(card)


def points_phrase(points: int, *, words: Words | None = None) -> str:
    """"ningún punto", "1 punto", "11 puntos"."""
    w = words or _words()
    if points == 0:
        return w.text("stepper.zero_points")
    return w.count("stepper.points", points, points=points)


def _say(w: Words, key: str, seat: int, **fields: Any) -> str:
    """The text ``key`` with its verb agreeing with the seat: ``key_you`` or ``key_rival``."""
    return w.text(f"stepper.{key}_{'you' if seat == YOU else 'rival'}", **fields)


def _note(w: Words, trick: int, moment: int | str, **fields: Any) -> str:
    if (trick, moment) not in _NOTES:
        return ""
    return " " + w.text(f"stepper.note_{trick}_{moment}", **fields)


def _note_fields(game: Game, plays: Sequence[tuple[int, Card]], trick: int) -> dict[str, int]:
    """Every number a note may quote, read from the engine at this moment."""
    led = plays[0][1]
    fields = {
        "led_points": game.card_points(led),
        "answer_points": game.card_points(plays[1][1]) if len(plays) > 1 else 0,
        "trick_points": sum(game.card_points(c) for _, c in plays),
        "stock": game.stock_size,
        "rounds": game.stock_size // game.players,
    }
    if trick == 2:
        kept = _KEPT_ON_TRICK_2
        fields["kept_points"] = game.card_points(kept)
        fields["with_kept"] = game.card_points(led) + game.card_points(kept)
    return fields


def _piles(game: Game, tricks: Sequence[Trick]) -> tuple[tuple[tuple[Card, ...], ...], tuple[int, ...]]:
    piles: list[list[Card]] = [[] for _ in range(game.players)]
    points = [0] * game.players
    for trick in tricks:
        piles[trick.winner].extend(trick.cards)
        points[trick.winner] += trick.points
    return tuple(tuple(p) for p in piles), tuple(points)


def example_steps(plays: tuple[Card, ...] = FULL_HAND_PLAYS, *, words: Words | None = None) -> tuple[Step, ...]:
    """Every step of the worked example: the deal, each play, each draw, the final count (said in ``words``)."""
    w = words or _words()
    return _example_steps(tuple(plays), w.language, w.style)


class _StepList:
    """The steps built so far; each new one reads its piles and points from the engine's tricks."""

    def __init__(self, coach: dict[int, Entry]) -> None:
        self.steps: list[Step] = []
        #: The coach's entry on your play in each trick, by trick number.
        self.coach = coach

    def add(self, kind: str, trick: int, snapshot: Game, *, hands: Sequence[Sequence[Card]],
            table: tuple[tuple[int, Card], ...] = (), winner: int | None = None,
            stock_size: int, muestra_drawn_by: int | None, tricks: Sequence[Trick],
            drawn: Drew | None = None, title: str, explanation: str) -> None:
        piles, points = _piles(snapshot, tricks)
        self.steps.append(Step(
            number=len(self.steps), kind=kind, trick=trick, game=snapshot,
            hands=tuple(tuple(h) for h in hands), table=table, winner=winner,
            stock_size=stock_size, muestra=snapshot.muestra, muestra_drawn_by=muestra_drawn_by,
            piles=piles, points=points, drawn=drawn, title=title, explanation=explanation.strip(),
            coach=self.coach.get(trick) if kind == "play" and table and table[-1][0] == YOU else None,
        ))


@lru_cache(maxsize=8)
def _example_steps(plays: tuple[Card, ...], language: str, style: str) -> tuple[Step, ...]:
    # ``language`` is part of the cache key: the steps carry their explanations.
    w = _words(language, style)
    game = worked_example()
    out = _StepList({e.trick_number: e for e in _review(plays, language, style)})
    start = game.copy()
    out.add("deal", 0, start, hands=[start.hand(s) for s in range(start.players)],
            stock_size=start.stock_size, muestra_drawn_by=None, tricks=(),
            title=w.text("stepper.title_deal"),
            explanation=w.text("stepper.deal", the_muestra=w.the(start.muestra),
                             trump=w.suit(start.trump), stock=start.stock_size))

    for card in plays:
        told = len(game.events)
        played = game.play(card)
        snap = game.copy()
        news = snap.events[told:]
        taken = [e for e in news if isinstance(e, TrickTaken)]
        if not taken:  # the lead of a trick still in progress
            _lead(out, snap, played.seat, card, w)
        else:
            # The student's view of the same events: the rival's draws without their card.
            seen = snap.view(YOU).events[told:]
            _complete_trick(out, snap, played.seat, card, taken[0],
                            [(e, s) for e, s in zip(news, seen) if isinstance(e, Drew)], w)

    final = out.steps[-1].game
    outcome = final.outcome
    if outcome is None:  # a shorter list of plays, e.g. only the three tricks of RULES §10
        return tuple(out.steps)
    you, rival = outcome.points
    if outcome.is_draw:
        words = w.text("stepper.end_draw", you=you, rival=rival)
    else:
        words = _say(w, "end_win", outcome.winners[0], you=you, rival=rival)
    if plays == FULL_HAND_PLAYS:
        words += " " + w.text("stepper.end_moral")
    out.add("end", len(final.tricks), final, hands=[final.hand(s) for s in range(final.players)],
            stock_size=0, muestra_drawn_by=final.muestra_drawn_by, tricks=final.tricks,
            title=w.text("stepper.title_end"), explanation=words)
    return tuple(out.steps)


def _lead(out: _StepList, snap: Game, seat: int, card: Card, w: Words) -> None:
    """The first card of a trick, on the table."""
    number = len(snap.tricks) + 1
    fields = _note_fields(snap, snap.table, number)
    words = _say(w, "lead", seat, the_card=w.the(card), points=points_phrase(snap.card_points(card), words=w))
    out.add("play", number, snap, hands=[snap.hand(s) for s in range(snap.players)],
            table=snap.table, stock_size=snap.stock_size, muestra_drawn_by=snap.muestra_drawn_by,
            tricks=snap.tricks, title=_say(w, "title_play", seat, trick=number),
            explanation=words + _note(w, number, 1, **fields))


def _complete_trick(out: _StepList, snap: Game, seat: int, card: Card, taken: TrickTaken,
                    draws_seen: Sequence[tuple[Drew, Event]], w: Words) -> None:
    """The answer that completes a trick, then one step per card drawn after it.

    The engine draws as soon as a trick is complete; the pictures hold the drawn cards
    back and show them one at a time, in the order of the trick's ``Drew`` events
    (each with the same event as the student saw it, which names only the cards they may know).
    """
    trick = snap.tricks[-1]
    number = taken.number
    draws = [d for d, _ in draws_seen]
    fields = _note_fields(snap, trick.plays, number)

    def hands_before(shown: int) -> list[tuple[Card, ...]]:
        hidden = {d.card for d in draws[shown:]}
        return [tuple(c for c in snap.hand(s) if c not in hidden) for s in range(snap.players)]

    in_stock = len(draws)
    words = " ".join([
        _say(w, "answer", seat, the_card=w.the(card), points=points_phrase(snap.card_points(card), words=w)),
        explain_played(snap, trick, words=w).why,
        _say(w, "taken", taken.winner, points=points_phrase(taken.points, words=w)),
    ])
    if not draws and not snap.is_over:
        words += " " + _say(w, "next_leader", taken.winner, trick=number + 1)
    out.add("play", number, snap, hands=hands_before(0), table=trick.plays, winner=taken.winner,
            stock_size=snap.stock_size + in_stock,
            muestra_drawn_by=None if draws else snap.muestra_drawn_by, tricks=snap.tricks[:-1],
            title=_say(w, "title_play", seat, trick=number),
            explanation=words + _note(w, number, 2, **fields))

    for shown, (draw, seen) in enumerate(draws_seen, start=1):
        assert isinstance(seen, Drew)
        if seen.is_muestra:
            assert seen.card is not None, "the muestra is in sight of all"
            words = _say(w, "draw_muestra", seen.seat, the_card=w.the(seen.card))
        else:
            what = w.the(seen.card) if seen.card is not None else w.text("stepper.draw_hidden")
            words = _say(w, "draw_first" if shown == 1 else "draw_next", draw.seat, what=what)
        stock = snap.stock_size + in_stock - shown
        if shown < len(draws):
            words += " " + w.count("stepper.stock_left", stock, stock=stock)
        else:
            words += " " + _say(w, "next_leader", taken.winner, trick=number + 1)
            if stock == 0:
                rival_cards = snap.view(YOU).known[RIVAL]
                words += " " + w.text("stepper.stock_over",
                                    cards=", ".join(w.the(c) for c in rival_cards))
            words += _note(w, number, "d", **fields)
        out.add("draw", number, snap, hands=hands_before(shown), stock_size=stock,
                muestra_drawn_by=draw.seat if draw.is_muestra else None, tricks=snap.tricks,
                drawn=draw, title=_say(w, "title_draw", draw.seat, trick=number), explanation=words)


@lru_cache(maxsize=8)
def _review(plays: tuple[Card, ...], language: str, style: str) -> Review:
    game = worked_example()
    for card in plays:
        game.play(card)
    return review(game, YOU, language=language, style=style)


def coach_review() -> Review:
    """The coach's review of your plays in the whole worked example (lesson 6's coach, the same prices)."""
    return _review(FULL_HAND_PLAYS, get_language(), get_style())


def coach_text(entry: Entry, *, words: Words | None = None) -> str:
    """The coach's verdict on one play as a step shows it: the verdict, and for a flagged play why and the better card."""
    return " ".join([(words or _words()).text("stepper.coach_line", verdict=entry.verdict()), *entry.notes()])


def first_step_of_trick(number: int, steps: Sequence[Step] | None = None) -> int:
    """The index of the step where trick ``number`` is led (0 = the deal; past the last: the end)."""
    steps = steps if steps is not None else example_steps()
    for step in steps:
        if step.trick == number and step.kind == "play":
            return step.number
    if number == 0:
        return 0
    return len(steps) - 1


def before_trick(number: int) -> Game:
    """The worked example replayed up to the moment trick ``number`` is about to be led."""
    last = len(FULL_HAND_PLAYS) // 2
    if not 1 <= number <= last:
        raise BriscolaError("stepper.bad_trick_number", last=last, number=number)
    game = worked_example()
    for card in FULL_HAND_PLAYS[: 2 * (number - 1)]:
        game.play(card)
    return game


def whole_hand() -> Game:
    """The worked example played to its last card: every trick, draw and point in the engine."""
    game = worked_example()
    for card in FULL_HAND_PLAYS:
        game.play(card)
    return game


# ---------------------------------------------------------------------- pictures

_FONT = "'DejaVu Sans','Helvetica Neue',Arial,sans-serif"


def _seat_names(w: Words) -> dict[int, str]:
    return {YOU: w.text("common.you"), RIVAL: w.text("common.rival")}


def _seat_row(step: Step, seat: int, *, face_up: bool, w: Words) -> str:
    hand = step.hands[seat]
    highlights: dict[int, str | None] = {}
    if step.drawn is not None and step.drawn.seat == seat and step.drawn.card in hand:
        highlights[hand.index(step.drawn.card)] = "select"
    cards = hand_svg(hand, width=80 if seat == YOU else 64, face_down=not face_up,
                     highlights=highlights, style=w.style, language=w.language)
    pile = pile_svg(step.piles[seat], points=step.points[seat], language=w.language)
    header = html.escape(_say(w, "hand", seat))
    if not face_up:
        header += f' <span style="font-weight:400;color:#555">{html.escape(w.text("stepper.hidden_note"))}</span>'
    return (f'<div class="bt-seat" data-seat="{seat}" style="display:flex;flex-direction:column;'
            f'align-items:center;margin:2px 8px"><div style="font-weight:700;font-size:14px">'
            f'{header}</div><div style="display:flex;align-items:flex-end;gap:12px">{cards}'
            f'{pile}</div></div>')


def step_html(step: Step, *, reveal: bool = False, words: Words | None = None) -> str:
    """The table at one step of the example: rival above (face down unless ``reveal``), you below."""
    w = words or _words()
    names = _seat_names(w)
    trick = trick_svg(step.table, trump=step.muestra.suit, winner=step.winner,
                      seat_names=names, width=72, style=w.style, language=w.language)
    stock = stock_svg(step.stock_size, step.muestra, width=72, style=w.style, language=w.language)
    if step.stock_size:
        stock_line = w.text("stepper.stock_line", stock=step.stock_size)
    else:
        holder = step.muestra_drawn_by if step.muestra_drawn_by is not None else step.game.muestra_drawn_by
        stock_line = _say(w, "stock_empty", YOU if holder is None else holder, muestra=step.muestra)
    points = w.text("stepper.points_line", you=step.points[YOU], rival=step.points[RIVAL])
    row = 'style="display:flex;justify-content:center;align-items:center;flex-wrap:wrap;gap:16px"'
    return (
        f'<div class="bt-example-step" data-step="{step.number}" style="display:flex;'
        'flex-direction:column;gap:4px;padding:8px 12px;background:#e6f0e3;'
        f'border:1px solid #b9cdb3;border-radius:12px;font-family:{_FONT};color:#222;'
        'max-width:100%;box-sizing:border-box">'
        f'<div {row}>{_seat_row(step, RIVAL, face_up=reveal, w=w)}</div>'
        f'<div {row}>{stock}{trick}</div>'
        f'<div style="text-align:center;font-size:13px;color:#444">{html.escape(stock_line)}</div>'
        f'<div {row}>{_seat_row(step, YOU, face_up=True, w=w)}</div>'
        f'<div class="bt-points" style="text-align:center;font-weight:700;font-size:14px">'
        f'{html.escape(points)}</div></div>'
    )


def trick_html(trick: Trick, game: Game) -> str:
    """A completed trick of the example (or of your own copy of it), its winner ringed."""
    return trick_svg(trick.plays, trump=game.trump, winner=trick.winner,
                     seat_names=_seat_names(_words()), width=80)


def explanation_html(step: Step, *, words: Words | None = None) -> str:
    """The title and the explanation of one step, and the coach's verdict on your play there."""
    coach = ""
    if step.coach is not None:
        colour = "#8a1c1c" if step.coach.is_flagged else "#0b5d1e"
        coach = (f'<div class="bt-step-coach" style="margin-top:4px;font-size:13.5px;color:{colour}">'
                 f'{html.escape(coach_text(step.coach, words=words))}</div>')
    # 14 px: the longest step (trick 2, with the coach's verdict) fits 1280 x 720 with the file browser open.
    return (f'<div class="bt-explanation" style="font-size:14px;line-height:1.4;max-width:860px;'
            f'margin:6px 0"><div style="font-weight:700;font-size:16px;margin-bottom:2px">'
            f'{html.escape(step.title)}</div><div>{html.escape(step.explanation)}</div>{coach}</div>')


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
        _ASKED.add(number)
        return Check(False, text("stepper.waiting_seat"))
    _ASKED.discard(number)
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
    running = list(game.earlier_points)
    rows = []
    for trick in game.tricks:
        running[trick.winner] += trick.points
        rows.append({
            "trick": trick.number,
            "leader": names[trick.leader],
            "cards": ", ".join(f"{card} ({names[seat]})" for seat, card in trick.plays),
            "winner": names[trick.winner],
            "points": trick.points,
            "total_you": running[YOU],
            "total_rival": running[RIVAL],
        })
    labels = columns("trick", "leader") | {"cards": text("tables.hand_cards")} | columns("winner", "points")
    labels |= {"total_you": text("tables.total_of", who=names[YOU]),
               "total_rival": text("tables.total_of", who=names[RIVAL])}
    return Table(labels, rows, index="trick")
