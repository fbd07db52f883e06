"""Cards named back in a count's sentences, and the numbers, cards and seats a student types for a count."""

from __future__ import annotations

import html
import re
from collections.abc import Iterable

from ... import locale
from ...cards import Card
from ...errors import BriscolaError
from ...locale import Words, text
from ..answers import CARD_QUESTIONS, read_card, read_number


def _name(card: Card, w: Words) -> str:
    return w.card(card)


def _names(cards: Iterable[Card], w: Words) -> str:
    names = [w.card(c) for c in sorted(cards, key=lambda c: c.index)]
    if not names:
        return w.text("counting.none")
    if len(names) == 1:
        return names[0]
    return w.text("counting.join", first=", ".join(names[:-1]), last=names[-1])


def _the(card: Card | None, w: Words, *, capital: bool = False) -> str:
    """A card's name with its article, as a sentence needs it ("el as de oros", "l'asso di denari")."""
    if card is None:
        return w.text("counting.none")
    key = f"counting.the_{card.rank.name}" if card.rank.name in ("ACE", "JACK") else "counting.the"
    said = w.text(key, card=w.card(card))
    return said[:1].upper() + said[1:] if capital else said


def _esc(value: object) -> str:
    return html.escape(str(value))


# ------------------------------------------------------------------ reading answers
def _number(answer: object) -> int:
    return read_number(answer, key="counting.not_a_number")


_SPLIT = re.compile(r"\s*(?:,|;|\n|\by\b|\be\b|\band\b)\s*", re.IGNORECASE)


def _cards(answer: object, w: Words) -> tuple[Card, ...]:
    """Cards as a student writes them: a list, or one text with commas or "y"/"e"/"and"."""
    if isinstance(answer, Card):
        return (answer,)
    if isinstance(answer, str):
        words = [w for w in _SPLIT.split(answer) if w.strip()]
        if answer.strip().lower() in {"", "ninguna", "none", "nessuna", "nada", "niente"}:
            return ()
    elif isinstance(answer, (list, tuple, set, frozenset)):
        words = list(answer)
    else:
        raise BriscolaError("counting.not_cards", given=answer)
    cards = []
    for word in words:
        if isinstance(word, Card):
            cards.append(word)
            continue
        try:
            cards.append(read_card(word, words=w))
        except BriscolaError as error:
            if error.key in CARD_QUESTIONS:
                raise
            raise BriscolaError("counting.not_a_card", given=word) from None
    return tuple(cards)


def _seat_answer(answer: object) -> int | None:
    """Who holds the muestra as a student says it: you, the rival, or nobody yet."""
    if not isinstance(answer, str):
        raise BriscolaError("counting.not_a_seat", given=answer)
    word = answer.strip().lower()
    for seat, key in ((0, "counting.words_you"), (1, "counting.words_rival"), (None, "counting.words_nobody")):
        for language in locale.LANGUAGES:
            if word in text(key, language=language).split("|"):
                return seat
    raise BriscolaError("counting.not_a_seat", given=answer)
