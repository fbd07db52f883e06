"""Cards and ranks in the student's words, and the cards, ranks and suits a student types."""

from __future__ import annotations

import unicodedata
from typing import Union

from ...cards import Card, CardError, Rank, Suit
from ...errors import BriscolaError
from ...locale import Words, catalogue
from ...locale import words as kit_words
from ..answers import read_card, read_suit

__all__ = ["CardOrRank", "rank_name", "the", "to_the", "of_the", "lower_first", "parse_rank", "parse_suit"]


CardOrRank = Union[Card, Rank, str, int]


# ---------------------------------------------------------------- words


def rank_name(rank: Rank, *, words: Words | None = None) -> str:
    """The rank's name in the student's language and deck (or ``words``): ``tres``, ``sota``."""
    return (words or kit_words()).rank(rank)


def the(card: Card | Rank, *, words: Words | None = None) -> str:
    """A card with its article: ``el tres de oros``, ``la sota``, ``l'asso``."""
    return (words or kit_words()).the(card)


def to_the(card: Card | Rank) -> str:
    """The card as what another beats: ``al tres de oros``, ``a la sota``; ``il re``, ``the king``."""
    return kit_words().beaten(card)


def of_the(card: Card | Rank) -> str:
    """``del tres de oros``, ``de la sota``; ``dell'asso``, ``of the king``."""
    return kit_words().of_the(card)


def _list_example() -> str:
    """Two cards written as a Python list, in the student's words: ["as de oros", "tres de copas"]."""
    w = kit_words()
    return "[" + ", ".join(f'"{w.card(Card.parse(code))}"' for code in ("AO", "3C")) + "]"


def _points_scale() -> str:
    """The cards that score, in the student's words: "As 11, tres 10, rey 4, caballo 3, sota 2"."""
    w = kit_words()
    return w.capital(", ".join(f"{w.rank(r)} {r.points}" for r in sorted(Rank, key=lambda r: -r.points)
                               if r.points))


def _capital(sentence: str) -> str:
    return sentence[:1].upper() + sentence[1:]


def lower_first(sentence: str) -> str:
    """A sentence that follows a colon: Spanish starts it in lower case."""
    return sentence[:1].lower() + sentence[1:]


def _normal(word: str) -> str:
    decomposed = unicodedata.normalize("NFD", word.strip().lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def parse_rank(item: CardOrRank) -> Rank:
    """The rank a student means: ``"tres"``, ``"3"``, ``3``, ``"rey"``, ``12``, or a Rank."""
    if isinstance(item, Rank):
        return item
    if isinstance(item, Card):
        return item.rank
    given = item
    if isinstance(item, int) and not isinstance(item, bool):
        item = str(item) if -1000 < item < 1000 else ""
    if isinstance(item, str) and len(item) <= 100:
        word = _normal(item)
        for article in getattr(catalogue("cards"), "ARTICLES", ()):
            if word.startswith(f"{_normal(article)} "):
                word = word[len(article) + 1:]
        for rank in Rank:
            if word in {_normal(rank.name_in(style=style)) for style in ("spanish", "french")}:
                return rank
        # The marks printed on the deck in force: 12 is the rey on a Spanish deck, 10 the re on an Italian one.
        printed = Rank.read_printed(word)
        if printed is not None:
            return printed
    raise BriscolaError("lessons_cards.not_a_rank", given=given)


def parse_suit(item: Suit | Card | str) -> Suit:
    """The suit a student means: ``"copas"``, a Suit, or a card (the muestra) whose suit it is."""
    if isinstance(item, Suit):
        return item
    if isinstance(item, Card):
        return item.suit
    if isinstance(item, str):
        word = _normal(item)
        for suit in Suit:
            if word in {_normal(suit.name_in(style=s)) for s in ("spanish", "french")}:
                return suit
        return read_suit(item)
    raise CardError("engine.not_a_card", text=repr(item))


def _parse_item(item: CardOrRank) -> Card | Rank:
    """A card if the student named one, otherwise a rank."""
    if isinstance(item, (Card, Rank)):
        return item
    if isinstance(item, str):
        try:
            return read_card(item)
        except CardError:
            pass
    return parse_rank(item)
