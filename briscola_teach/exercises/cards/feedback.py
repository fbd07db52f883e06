"""What every lesson's checks answer with (:class:`Feedback`, folded behind a button for a shipped example
answer), and the lists of cards and the seats a student types.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from ... import progress
from ...cards import Card
from ...errors import BriscolaError
from ...locale import LANGUAGES, text
from ...locale import words as kit_words
from ..answers import NUMBER, read_card, read_number
from .naming import _list_example, _normal

__all__ = ["ExampleVerdict", "Feedback", "card_list", "player_name", "parse_player"]


# ---------------------------------------------------------------- the student's checks


class ExampleVerdict:
    """A check's verdict that waits behind a "show answer" button when it judges a shipped example answer.

    A lesson cell run exactly as the course ships it (:func:`briscola_teach.progress.is_example`)
    holds the course's answer, not the student's: its verdict must not give the answer away
    after Run All, so it is folded until the student asks for it.  Subclasses (frozen
    dataclasses with an ``ok`` field) say their verdict in ``_verdict_text`` and ``_verdict_html``.
    """

    #: Whether it judges the example answer of a cell run as shipped.
    example: bool = False

    def __post_init__(self) -> None:
        if getattr(self, "ok", None) is not None and progress.is_example():
            object.__setattr__(self, "example", True)

    @property
    def _mark(self) -> str:
        """The sign every verdict opens with, in every lesson: ✔ right, ✘ wrong, none for an explanation."""
        return {True: "✔ ", False: "✘ ", None: ""}[getattr(self, "ok", None)]

    def _verdict_text(self) -> str:
        raise NotImplementedError

    def _verdict_html(self) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        return text("progress.example_note") if self.example else self._verdict_text()

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        verdict = self._verdict_html()
        return progress.behind_answer_button(verdict) if self.example else verdict


@dataclass(frozen=True, repr=False)
class Feedback(ExampleVerdict):
    """What a check tells the student: right, wrong or just an explanation, and why (HTML in a notebook)."""

    #: True (right), False (wrong), None (an explanation, nothing was asked).
    ok: bool | None
    lines: tuple[str, ...]
    picture: str = ""

    def _verdict_text(self) -> str:
        return self._mark + "\n".join(self.lines)

    def _verdict_html(self) -> str:
        colour = {True: "#1d6b2c", False: "#a40000", None: "#1f4e79"}[self.ok]
        first, *rest = self.lines
        body = "".join(f"<li>{html.escape(line)}</li>" for line in rest)
        return (f'<div class="bt-check" style="border-left:4px solid {colour};padding:4px 10px">'
                f'<p style="color:{colour};font-weight:600;margin:2px 0">{self._mark}{html.escape(first)}</p>'
                + (f'<ul style="margin:2px 0">{body}</ul>' if body else "")
                + (f"<div>{self.picture}</div>" if self.picture else "")
                + "</div>")


def _error(error: ValueError) -> Feedback:
    return Feedback(False, (str(error),))


def card_list(value: object, *, what: str) -> list[Card]:
    """The cards a student wrote as a list ("as de oros", Card...); a Spanish ValueError otherwise."""
    if isinstance(value, (str, Card)) or not isinstance(value, (list, tuple)):
        raise BriscolaError("lessons_cards.not_a_list", what=what, given=value, example=_list_example())
    return [read_card(c) for c in value]


def player_name(seat: int) -> str:
    """How the lessons number a seat: seat 0 is "jugador 1", then on in playing order."""
    return text("lessons_cards.player", n=seat + 1)


def _answer_words(key: str) -> frozenset[str]:
    """The words a student may write for a seat, in every language (a student may mix them)."""
    return frozenset(_normal(word) for language in LANGUAGES
                     for word in text(f"lessons_cards.{key}", language=language).split())


def parse_player(answer: object, *, players: int, you: int | None = None,
                 partner: int | None = None) -> int:
    """The seat a student means: 2, "2", "jugador 2" (seat 1), "tú", "rival", "compañero".

    Players are numbered from 1 as the lessons number them; names work where the
    lesson gives them (``you``: the student's seat; "rival" only with one rival), in
    any of the kit's languages ("player 2", "you", "il giocatore 2", "avversario").
    Raises ValueError with a sentence in the student's language for anything else.

    >>> parse_player("you", players=2, you=0), parse_player("l'avversario", players=2, you=0)
    (0, 1)
    >>> parse_player("Jugador 2", players=4), parse_player("il giocatore 3", players=4)
    (1, 2)
    """
    rival = None if you is None or players != 2 else 1 - you
    seat: int | None = None
    if isinstance(answer, int) and not isinstance(answer, bool):
        seat = answer - 1
    elif isinstance(answer, str):
        word = " ".join(_normal(answer).replace("'", "' ").split())
        for article in _answer_words("answer_articles"):
            word = word.removeprefix(f"{article} ")
        for prefix in _answer_words("answer_player"):
            word = word.removeprefix(f"{prefix} ")
        if NUMBER.fullmatch(word):
            seat = read_number(word) - 1
        elif word in _answer_words("answer_you") and you is not None:
            seat = you
        elif word in _answer_words("answer_rival") and rival is not None:
            seat = rival
        elif word in _answer_words("answer_partner") and partner is not None:
            seat = partner
    if seat is None or not 0 <= seat < players:
        names = [f"{n}" for n in range(1, players + 1)]
        if you is not None:
            names.append(text("lessons_cards.you_word"))
        if rival is not None:
            names.append(text("lessons_cards.rival_word"))
        raise BriscolaError("lessons_cards.bad_player", given=answer, players=players,
                              choices=", ".join(kit_words().quoted(n) for n in names))
    return seat
