"""Reading what students type, and when they see the solution: one reader and one hint policy for every lesson.

Every lesson's check reads a typed answer through these readers: a number is a few
ASCII digits (never "²", never a 5,000-digit string), a card is read leniently
(:func:`briscola_teach.cards.read_card`: "tres oros", "3o", "dos de copa"), and what
cannot be read raises a :class:`~briscola_teach.errors.BriscolaError` whose sentence,
in the student's language, says what to write.  The engine's :meth:`Card.parse` stays
strict, for scripts; these readers are for what students type.

>>> read_card("tres oros"), read_card("3o"), read_card("as de oro")
(Card(Rank.THREE, Suit.COINS), Card(Rank.THREE, Suit.COINS), Card(Rank.ACE, Suit.COINS))
>>> read_card("tres de orros")
Traceback (most recent call last):
...
briscola_teach.errors.CardError: «tres de orros» no es una carta. ¿Quisiste decir el tres de oros? Escríbelo así: «tres de oros».
>>> read_card("8 de copas")
Traceback (most recent call last):
...
briscola_teach.errors.CardError: «8 de copas» no es una carta: la baraja española de 40 cartas no tiene ochos ni nueves; del 1 al 7 y luego la sota (10), el caballo (11) y el rey (12).
>>> read_number("27"), read_number(" 3 triunfos "), read_number(5)
(27, 3, 5)
>>> read_number("²")
Traceback (most recent call last):
...
briscola_teach.errors.BriscolaError: La respuesta tiene que ser un número, no «²».
>>> hints = Attempts()
>>> hints.solution_now("ex"), hints.solution_now("ex")   # a hint first, the solution on the second miss
(False, True)
"""

from __future__ import annotations

import difflib
import functools
import html
import inspect
import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from .. import progress
from ..cards import CODES, DECK_STYLES, Card, CardError, Rank, Suit
from ..errors import BriscolaError
from ..locale import LANGUAGES, Words, catalogue, text, words
from ..locale import words as kit_words

__all__ = ["ATTEMPTS", "Attempts", "CARD_QUESTIONS", "NUMBER", "Solution", "asks_for_solution", "hint",
           "offers_solution", "read_card", "read_number", "read_suit", "seat_numbers", "worded"]

#: The refusals of :func:`read_card` that say more than "not a card": the nearest card, the suit left
#: out, the numbers the deck does not print.  A check passes them on rather than its own generic line.
CARD_QUESTIONS = frozenset({"engine.card_guess", "engine.card_needs_suit", "engine.no_such_mark_spanish",
                            "engine.no_such_mark_italian", "engine.no_such_mark_french"})

#: A number as a student types it: one to four ASCII digits, and at most one word after it ("27 puntos").
NUMBER = re.compile(r"\s*([0-9]{1,4})(?:\s+[^\W\d_]+)?\s*")


def worded(error: BriscolaError, words: Words) -> str:
    """A refusal said again in ``words`` (the kit words it in the kit-wide language as it is raised)."""
    if error.shaped:
        return str(error)
    try:
        return words.text(error.key, **error.fields)
    except (LookupError, ValueError, AttributeError):
        return str(error)


def read_number(answer: object, *, key: str = "answers.not_a_number") -> int:
    """A whole number from an int or a text of a few ASCII digits; ``key`` names the refusal's sentence."""
    if isinstance(answer, int) and not isinstance(answer, bool):
        return answer
    if isinstance(answer, str):
        match = NUMBER.fullmatch(answer)
        if match is not None:
            return int(match.group(1))
    raise BriscolaError(key, given=answer)


def seat_numbers(players: int) -> str:
    """The numbers a student may answer with at a table of ``players`` (at least two): "1 o 2", "1, 2, 3 o 4"."""
    return words().join([str(n) for n in range(1, max(players, 2) + 1)], word="or")


# ---------------------------------------------------------------------- cards as students write them
def read_card(given: object, *, words: Words | None = None) -> Card:
    """The card a student means, written as students write it: what :meth:`Card.parse` reads, and more.

    A code with the initials of the deck the student sees, in either case ("3d", "7C": the seven
    of clubs for an English student with French cards), then the kit's own code ("3O", "3o"
    where no initial of the deck reads it otherwise).  A suit in the singular ("dos de copa", "3 of cup", "asso
    di coppa"), the connector left out ("tres oros", "tre denari").  What stays unclear raises
    :class:`CardError` naming the nearest card; a number the deck in force does not print
    says what that deck leaves out.  ``words`` (the kit's by default) is the student's language and
    deck: their codes and printed numbers are read, and the refusals named, in it.
    """
    if isinstance(given, Card):
        return given
    shown = words or kit_words()
    coded = _deck_code(given, shown)
    if coded is not None:
        return coded
    try:
        return Card.parse(given)  # type: ignore[arg-type]
    except CardError:
        if not isinstance(given, str) or len(given) > 200:  # no card's name is that long: nothing to guess
            raise
    squeezed = given.strip()
    ranks, suits = _lenient()
    plain = _normalise(given)
    if len(squeezed) == 2 and squeezed.upper() in CODES and plain not in ranks:
        return CODES[squeezed.upper()]  # "3o"; not "re", the Italian king
    tokens = [t for t in plain.replace("'", " ").split() if t not in _LINKS]
    if len(tokens) == 2 and tokens[1] in suits:
        suit = suits[tokens[1]]
        if tokens[0] in ranks:
            return Card(ranks[tokens[0]], suit)
        if tokens[0].isascii() and tokens[0].isalnum() and len(tokens[0]) <= 3:
            rank = Rank.read_printed(tokens[0], style=shown.style)
            if rank is not None:
                return Card(rank, suit)
            if tokens[0].isdigit():
                raise _missing_mark(given, shown)
    if len(tokens) == 1:
        alone = ranks.get(tokens[0]) or (Rank.read_printed(tokens[0], style=shown.style)
                                         if tokens[0].isascii() else None)
        if alone is not None:
            raise CardError("engine.card_needs_suit", text=given, example=shown.card(Card(alone, Suit.COINS)))
    guess = _nearest(" ".join(tokens))
    if guess is None:
        raise CardError("engine.not_a_card", text=given)
    raise CardError("engine.card_guess", text=given, guess=shown.the(guess), name=shown.card(guess))


def read_suit(given: object) -> Suit:
    """The suit a student means: a suit's name in any language, plural or singular ("copa"), or a card of it.

    >>> read_suit("copa"), read_suit("Denari"), read_suit("3o")
    (Suit.CUPS, Suit.COINS, Suit.COINS)
    """
    if isinstance(given, Suit):
        return given
    if isinstance(given, str) and len(given) <= 200:
        found = _lenient()[1].get(_normalise(given))
        if found is not None:
            return found
        try:
            return Suit.parse(given)
        except CardError:
            pass
    return read_card(given).suit


#: Articles and connectors a student may put around a card's rank and suit, in any language.
_LINKS = frozenset({"el", "la", "los", "las", "de", "del", "the", "of", "il", "lo", "l", "i", "gli",
                    "di", "dello", "della", "dei"})
_LENIENT: list[tuple[dict[str, Rank], dict[str, Suit]]] = []
_NEAREST: dict[str, Card] = {}


def _normalise(written: str) -> str:
    decomposed = unicodedata.normalize("NFD", written.strip().lower())
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(plain.replace("\u2019", "'").replace("'", "' ").split())


def _lenient() -> tuple[dict[str, Rank], dict[str, Suit]]:
    """Every rank word and suit word of every language and deck, suits in the plural and the singular."""
    if not _LENIENT:
        ranks: dict[str, Rank] = {}
        suits: dict[str, Suit] = {}
        for language in LANGUAGES:
            names = catalogue("cards", language)
            assert names is not None, "every language names its cards"
            for family in ("latin", "french"):
                ranks.update({_normalise(names.RANKS[family][r.name]): r for r in Rank})
                for table in (names.SUITS, getattr(names, "SINGULAR_SUITS", {})):
                    suits.update({_normalise(table[family][s.name]): s for s in Suit if family in table})
        _LENIENT.append((ranks, suits))
    return _LENIENT[0]


#: A card's code as a student may write it on any deck: the mark printed in its corner, then a letter.
_DECK_CODE = re.compile(r"\s*([0-9]{1,2}|[a-z])([a-z])\s*", re.IGNORECASE)


def _deck_code(written: object, shown: Words) -> Card | None:
    """A code written with the deck in force's mark and the initial of its suit's name, either case: "3d", "QS".

    An English student with French cards writes "3d" for the three of diamonds and "7c" for the
    seven of clubs; an Italian one "3d" for the tre di denari.  Spanish cards' initials are the
    kit's own codes ("3o").  A language whose suit names share an initial has no such code.

    >>> from briscola_teach.locale import using, words
    >>> with using("en", "french"):
    ...     _deck_code("3d", words()), _deck_code("qS", words()), _deck_code("7c", words())
    (Card(Rank.THREE, Suit.COINS), Card(Rank.KNIGHT, Suit.SWORDS), Card(Rank.SEVEN, Suit.CLUBS))
    """
    match = _DECK_CODE.fullmatch(written) if isinstance(written, str) else None
    if match is None:
        return None
    style = shown.style
    rank = Rank.read_printed(match.group(1), style=style)
    names = catalogue("cards", shown.language)
    family = "french" if style == "french" else "latin"
    initials = {name[:1].lower(): Suit[suit] for suit, name in names.SUITS[family].items()} if names else {}
    if rank is None or len(initials) < len(Suit):
        return None
    suit = initials.get(match.group(2).lower())
    return None if suit is None else Card(rank, suit)


def _nearest(written: str) -> Card | None:
    """The card whose rank and suit words (any language) are nearest to what was written, if any is near."""
    if not _NEAREST:
        ranks, suits = _lenient()
        _NEAREST.update({f"{r} {s}": Card(rank, suit) for r, rank in ranks.items() for s, suit in suits.items()})
    close = difflib.get_close_matches(written, list(_NEAREST), n=1, cutoff=0.75)
    return _NEAREST[close[0]] if close else None


def _missing_mark(given: str, shown: Words) -> CardError:
    """The refusal of a number the deck in force does not print: what that deck has instead."""
    style = shown.style
    assert style in DECK_STYLES
    figures = shown.join([f"{shown.the(rank)} ({rank.printed(style)})" for rank in (Rank.JACK, Rank.KNIGHT, Rank.KING)])
    return CardError(f"engine.no_such_mark_{style}", text=given, figures=figures)


class Attempts:
    """The one hint policy of the lessons: a first miss gets a hint, the solution comes after the second miss or when asked.

    Every exercise counts its misses here, for this kernel, so a student who runs a
    cell once with a wrong guess meets a hint, not the answer.
    """

    def __init__(self) -> None:
        self._misses: dict[object, int] = {}

    def miss(self, exercise: object) -> int:
        """Count one more wrong answer to ``exercise``; how many there have been, this one included.

        A shipped example answer (:func:`briscola_teach.progress.is_example`) is no miss of the
        student's: it counts nothing and gives 0, so Run All meets hints, never solutions.
        """
        if progress.is_example():
            return 0
        self._misses[exercise] = self._misses.get(exercise, 0) + 1
        return self._misses[exercise]

    def misses(self, exercise: object) -> int:
        """Wrong answers to ``exercise`` so far."""
        return self._misses.get(exercise, 0)

    def solution_now(self, exercise: object) -> bool:
        """Count a miss of ``exercise``: whether its solution is shown now (from the second miss on)."""
        return self.miss(exercise) >= 2

    def reset(self) -> None:
        """Forget every miss (a fresh start)."""
        self._misses.clear()


#: The misses of every check in the lessons, for this kernel.
ATTEMPTS = Attempts()


def hint(key: str, /, **fields: Any) -> str:
    """A first miss's hint: the lesson's clue under ``key``, then the one sentence that says how to try again."""
    return f"{text(key, **fields)} {text('answers.try_again')}"


# ---------------------------------------------------------------------- the solution, when asked for
def asks_for_solution(answer: object) -> bool:
    """Whether a typed answer asks for the solution: "no sé", "solución", "I don't know", "non lo so"...

    >>> asks_for_solution("No sé"), asks_for_solution(" ¿solución? "), asks_for_solution("non lo so")
    (True, True, True)
    >>> asks_for_solution("tres de oros"), asks_for_solution(2)
    (False, False)
    """
    if not isinstance(answer, str) or len(answer) > 40:
        return False
    return " ".join(_normalise(answer).strip("¿?¡!.").split()) in _asking_words()


@functools.cache
def _asking_words() -> frozenset[str]:
    """The answers that ask for the solution, in every language (a student may mix them)."""
    return frozenset(" ".join(_normalise(word).split()) for language in LANGUAGES
                     for word in text("answers.ask_words", language=language).split("|"))


class Solution:
    """A check's solution, shown because the student asked for it: the check's own explanation, counted as a miss."""

    def __init__(self, lines: Sequence[str], picture: str = "") -> None:
        self.lines = tuple(lines)
        self.picture = picture

    @classmethod
    def of(cls, *verdicts: object) -> Solution:
        """The solution from a check's verdicts on the right answers, each one's "Right!" taken off."""
        openers = sorted((o for language in LANGUAGES
                          for o in text("answers.right_openers", language=language).split("|")), key=len, reverse=True)
        lines = [text("answers.solution_shown")]
        pictures = []
        for verdict in verdicts:
            said = [str(line) for line in getattr(verdict, "lines", ())] or str(verdict).split("\n")
            first = said[0].lstrip("✔ ").strip()
            for opener in openers:
                if first.startswith(opener):
                    first = first[len(opener):].strip()
                    break
            lines += [first[:1].upper() + first[1:]] if first else []
            lines += said[1:]
            pictures.append(str(getattr(verdict, "picture", "")))
        return cls(lines, "".join(pictures))

    def __str__(self) -> str:
        return "\n".join(self.lines)

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        head, *rest = self.lines
        body = "".join(f"<li>{html.escape(line)}</li>" for line in rest)
        return ('<div class="bt-check bt-solution" style="border-left:4px solid #1f4e79;padding:4px 10px">'
                f'<p style="color:#1f4e79;font-weight:600;margin:2px 0">{html.escape(head)}</p>'
                + (f'<ul style="margin:2px 0">{body}</ul>' if body else "")
                + (f"<div>{self.picture}</div>" if self.picture else "") + "</div>")


C = TypeVar("C", bound=Callable[..., Any])


def offers_solution(*answers: str,
                    solve: Callable[..., Mapping[str, object] | list[Mapping[str, object]]]) -> Callable[[C], C]:
    """A check that shows its solution when one of its ``answers`` arguments asks for it (:func:`asks_for_solution`).

    ``solve`` takes the check's arguments by name and gives the right value of each answer
    (or a list of such, for a question with several right answers the student did not narrow:
    the padrona of each suit); the check then runs on them, its verdict is shown as a :class:`Solution`, and the
    student's progress notes the exercise as missed.  Arguments ``solve`` cannot read
    (a card misspelt) go to the check as they were, which says what is wrong.
    """
    def wrap(check: C) -> C:
        signature = inspect.signature(check)

        @functools.wraps(check)
        def run(*args: Any, **kwargs: Any) -> Any:
            bound = signature.bind_partial(*args, **kwargs)
            if not any(asks_for_solution(bound.arguments.get(name)) for name in answers):
                return check(*args, **kwargs)
            bound.apply_defaults()
            try:
                right = solve(**{k: v for k, v in bound.arguments.items() if k not in answers})
            except ValueError:
                return check(*args, **kwargs)
            with progress.missed():
                verdicts = [check(**{**bound.arguments, **one}) for one in (right if isinstance(right, list) else [right])]
            return Solution.of(*verdicts)

        return run  # type: ignore[return-value]

    return wrap
