"""Lesson 02, who takes the trick: the verdict of RULES §3 put into words, and the checks.

The reason a card takes a trick comes from :mod:`briscola_teach.explain`, the one
explanation the card table and the worked example give too; this module draws the
trick and checks the student's answers.

>>> explain_trick(["as de espadas", "dos de copas"], "copas").lines[:2]
('Se lleva la baza el jugador 2, con el dos de copas.', 'El dos de copas es triunfo: gana al as de espadas (un triunfo mata cualquier carta de otro palo).')
>>> check_trick(["4 de bastos", "as de oros"], "copas", "as de oros").ok
False
>>> comprobar_baza(["4 de bastos", "as de oros"], triunfo="copas", mi_respuesta=1).ok   # the Spanish name, a right answer
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .. import progress, rules
from ..cards import Card, Suit
from ..errors import BriscolaError
from ..events import TrickRule
from ..explain import TrickExplanation, trick_explanation, verify_trick
from ..locale import text
from ..progress import exercise_id
from ..exercises.tricks import random_trick
from ..tables import Table, columns
from ..exercises.aliases import translated
from ..exercises.answers import ATTEMPTS, CARD_QUESTIONS, NUMBER, hint, offers_solution, read_card, seat_numbers
from ..exercises.cards import Feedback, card_list, _capital, _normal, _Picture, parse_player, parse_suit, the

__all__ = [
    "random_trick",
    "trick_table",
    "position_names",
    "show_trick",
    "explain_trick",
    "check_trick",
    "check_cheap_winner",
]


def position_names(count: int) -> dict[int, str]:
    """Labels for the players of a trick in play order: "Jugador 1" (who leads), "Jugador 2"..."""
    return {i: text("lessons_tricks.player", n=i + 1) for i in range(count)}


def _player(position: int) -> str:
    """A player inside a sentence, with its article: "el jugador 2"."""
    return text("lessons_tricks.the_player", n=position + 1)


def trick_table(cards: Sequence[Card | str], trump: Suit | Card | str,
                *, names: Mapping[int, str] | None = None) -> Table:
    """One row per card of a trick: who played it, its role, its points, and which one wins."""
    parsed = tuple(read_card(c) for c in cards)
    suit = parse_suit(trump)
    explanation = trick_explanation(parsed, suit)
    names = names or position_names(len(parsed))
    led = parsed[0].suit
    rows = []
    for i, card in enumerate(parsed):
        if card.suit is suit:
            role = text("trick_lab.role_trump")
        elif card.suit is led:
            role = text("trick_lab.role_led")
        else:
            role = text("trick_lab.role_other")
        rows.append({
            "who": names[i],
            "card": str(card),
            "role": role,
            "points": rules.points(card),
            "wins": "✔" if i == explanation.winner else "",
        })
    return Table(columns("who", "card", "role", "points", "wins"), rows, index="who")


def _picture(cards: Sequence[Card], trump: Suit, winner: int | None) -> str:
    from .. import render

    plays = tuple(enumerate(cards))
    winner_seat = plays[winner][0] if winner is not None else None
    return render.trick_svg(plays, trump=trump, winner=winner_seat, seat_names=position_names(len(cards)))


def show_trick(cards: Sequence[Card | str], trump: Suit | Card | str) -> _Picture:
    """Draw a trick without saying who takes it, so you can guess first."""
    parsed = card_list(cards, what=text("lessons_cards.what_trick"))
    suit = parse_suit(trump)
    verify_trick(parsed)
    return _Picture(_picture(parsed, suit, None), ", ".join(str(c) for c in parsed))


def _explained(cards: Sequence[Card | str], trump: Suit | Card | str) -> tuple[list[Card], Suit, TrickExplanation]:
    """The trick's cards and trump as the student wrote them, and who takes it and why (ValueError if unreadable)."""
    parsed = card_list(cards, what=text("lessons_cards.what_trick"))
    suit = parse_suit(trump)
    return parsed, suit, trick_explanation(parsed, suit)


def explain_trick(cards: Sequence[Card | str], trump: Suit | Card | str) -> Feedback:
    """Who takes a trick (cards in play order, the first one led) and the rule that decided it."""
    try:
        parsed, suit, explanation = _explained(cards, trump)
    except ValueError as error:
        return Feedback(False, (str(error),))
    return Feedback(None, (explanation.taken_by(_player(explanation.winner)), *explanation.sentences()),
                    _picture(parsed, suit, explanation.winner))


@offers_solution("my_answer", solve=lambda cards, trump: {"my_answer": 1 + _explained(cards, trump)[2].winner})
def check_trick(cards: Sequence[Card | str], trump: Suit | Card | str, my_answer: object) -> Feedback:
    """Check your guess of who takes a trick: the player's number (1 = who leads), "jugador 3", or the card."""
    try:
        parsed, suit, explanation = _explained(cards, trump)
        if my_answer is None or my_answer == 0:
            return Feedback(None, (text("lessons_tricks.answer_waiting", numbers=seat_numbers(len(parsed))),),
                            _picture(parsed, suit, None))
        guess = _guess(parsed, my_answer)
    except ValueError as error:
        return Feedback(False, (str(error),))
    best = explanation.winning_card
    progress.record(progress.lesson_of(__name__), exercise_id("trick", parsed, suit), guess is best)
    if guess is best:
        first = _capital(text("lessons_tricks.answer_right", who=_player(explanation.winner), card=the(best)))
        return Feedback(True, (first, *explanation.sentences()),
                        _picture(parsed, suit, explanation.winner))
    if not ATTEMPTS.solution_now(("baza", tuple(parsed), suit)):
        clue = "hint_trump" if explanation.rule is TrickRule.TRUMP else "hint_led"
        return Feedback(False, (_capital(text("lessons_tricks.answer_not_this", given=the(guess))),
                                hint(f"lessons_tricks.{clue}", trump=suit.name_in(),
                                     suit=parsed[0].suit.name_in())),
                        _picture(parsed, suit, None))
    first = _capital(text("lessons_tricks.answer_wrong", who=_player(explanation.winner), card=the(best),
                          given=the(guess)))
    return Feedback(False, (first, *explanation.sentences()),
                    _picture(parsed, suit, explanation.winner))


def check_cheap_winner(cards: Sequence[Card | str], trump: Suit | Card | str) -> Feedback:
    """Check a trick you invented: four players, more than 20 points on the table, won by a card worth 0."""
    try:
        parsed, suit, explanation = _explained(cards, trump)
    except ValueError as error:
        return Feedback(False, (str(error),))
    best = explanation.winning_card
    missing: list[str] = []
    if len(parsed) != 4:
        missing.append(text("lessons_tricks.goal_four", count=len(parsed)))
    if explanation.points <= 20:
        missing.append(text("lessons_tricks.goal_points", points=explanation.points))
    if rules.points(best):
        missing.append(text("lessons_tricks.goal_blank", card=the(best), points=rules.points(best)))
    winner = explanation.taken_by(_player(explanation.winner))
    progress.record(progress.lesson_of(__name__), exercise_id("cheap_winner"), not missing)
    if missing:
        return Feedback(False, (text("lessons_tricks.goal_not_yet"), *missing, winner),
                        _picture(parsed, suit, explanation.winner))
    return Feedback(True, (text("lessons_tricks.goal_met", card=the(best), points=explanation.points),
                           *explanation.sentences()),
                    _picture(parsed, suit, explanation.winner))


#: The helpers under every edition's own names (``locale/<code>/aliases.py``), for the lesson cells.
ALIASES = translated(show_trick, explain_trick, check_trick, check_cheap_winner)
globals().update(ALIASES)
__all__ += list(ALIASES)


def _guess(cards: Sequence[Card], answer: object) -> Card:
    if isinstance(answer, str) and not _looks_like_player(answer):
        try:
            card = read_card(answer)
        except BriscolaError as error:
            if error.key in CARD_QUESTIONS:  # a card nearly named: ask about the nearest one
                raise
            raise BriscolaError("lessons_tricks.answer_bad_position", numbers=seat_numbers(len(cards)),
                                given=answer) from None
        return _on_table(cards, card)
    if isinstance(answer, Card):
        return _on_table(cards, answer)
    try:
        return cards[parse_player(answer, players=len(cards))]
    except ValueError:
        raise BriscolaError("lessons_tricks.answer_bad_position", numbers=seat_numbers(len(cards)),
                            given=answer) from None


def _on_table(cards: Sequence[Card], card: Card) -> Card:
    if card not in cards:
        listed = ", ".join(str(c) for c in cards)
        raise BriscolaError("lessons_tricks.answer_not_on_table", card=the(card), cards=listed,
                            message=_capital(text("lessons_tricks.answer_not_on_table",
                                                  card=the(card), cards=listed)))
    return card


def _looks_like_player(answer: str) -> bool:
    word = _normal(answer).removeprefix("el ")
    return NUMBER.fullmatch(word) is not None or word.startswith("jugador")
