"""English grammar for the texts: the article, lists, plurals, decimals."""

from __future__ import annotations

from collections.abc import Sequence

#: Decimal point: "2.5".
DECIMAL = "."

#: English card names have no gender.
GENDERS: dict[str, dict[str, str]] = {"latin": {}, "french": {}}

_PREPOSITIONS = {"to": "to", "of": "of", "by": "by", "on": "on", "in": "in"}

#: The preposition before the card another card beats (beats the king).
BEATEN: str | None = None


def article(name: str, gender: str, preposition: str | None) -> str:
    """``the ace``; after a preposition ``to the ace``, ``of the queen``."""
    if preposition is None:
        return f"the {name}"
    return f"{_PREPOSITIONS[preposition]} the {name}"


def join(items: Sequence[str], word: str) -> str:
    """``A, B and C`` (no serial comma, as the lessons write it); ``A, B or C``."""
    if word not in ("and", "or"):
        raise ValueError(f"unknown list word {word!r}; use 'and' or 'or'")
    return f"{', '.join(items[:-1])} {word} {items[-1]}"


#: The one plural rule: a count of exactly 1 takes the singular of the noun after it ("1 card") and of
#: the verb around it ("1 card is left"); every other count, the plural the catalogue writes.
SINGULAR = {
    "days": "day", "seats": "seat", "reviews": "review", "bots": "bot", "students": "student",
    "cards": "card", "points": "point", "tricks": "trick", "hands": "hand", "players": "player",
    "rounds": "round", "exercises": "exercise", "lessons": "lesson", "numbers": "number",
    "digits": "digit", "mistakes": "mistake", "deals": "deal", "positions": "position",
    "questions": "question", "characters": "character", "games": "game", "actions": "action", "times": "time",
    "trumps": "trump", "suits": "suit", "aces": "ace",
    "are": "is", "were": "was", "remain": "remains",
}


#: The quotation marks around a word quoted in a sentence.
QUOTES = ("“", "”")


def plural(n: int) -> str:
    """The plural form's suffix for ``n`` things: "one" for exactly one, "" otherwise."""
    return "one" if n == 1 else ""
