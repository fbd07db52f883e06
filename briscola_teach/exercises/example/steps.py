"""The worked example of RULES §10 (lesson 03), played to the end and cut into steps.

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

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ...cards import Card, parse_cards
from ...coach import Entry, Review, review
from ...examples import RIVAL, WORKED_EXAMPLE_PLAYS, YOU, worked_example
from ...errors import BriscolaError
from ...events import Drew, Event, TrickTaken
from ...explain import explain_played
from ...game import Game, Trick
from ...locale import Words, get_language, get_style
from ...locale import words as _words  # some functions here name a local sentence `words`
from ... import progress
from ...locale import text
from .pictures import _say, explanation_html, points_phrase, step_html

__all__ = ["FULL_HAND_PLAYS", "Step", "example_steps", "first_step_of_trick", "before_trick", "whole_hand",
           "coach_review"]


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
