"""The forty cards: suits, ranks, points and the names people call them by.

A card has no order of its own: which card is stronger is a rule of the game
(see :mod:`briscola_teach.rules`).  Cards are interned, so there is exactly one
object per card and ``is`` and ``==`` agree.

>>> Card.parse("tres de bastos")
Card(Rank.THREE, Suit.CLUBS)
>>> Card.parse("12 de espadas").points
4
>>> str(Card(Rank.ACE, Suit.COINS))
'as de oros'
>>> Card(Rank.ACE, Suit.COINS).name("it")
'asso di denari'
>>> Card.parse("la reina de corazones")
Card(Rank.KNIGHT, Suit.CUPS)
>>> Card.parse("3B"), Card(Rank.ACE, Suit.COINS).code
(Card(Rank.THREE, Suit.CLUBS), 'AO')
>>> Card.parse("seven of nothing")
Traceback (most recent call last):
...
briscola_teach.errors.CardError: «seven of nothing» no es una carta. Escríbela como «tres de bastos», «sota de copas» o «12 de espadas», o con su código: «3B», «SC».
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum, EnumMeta
from types import ModuleType
from typing import Any, ClassVar, Protocol

from .errors import CardError, OptionError, Said, quote

__all__ = [
    "Suit",
    "Rank",
    "Card",
    "CardError",
    "CODES",
    "DECK",
    "DECK_STYLES",
    "PRINTED",
    "new_deck",
    "parse_cards",
    "Namer",
    "name_with",
]

#: The deck styles cards are named and drawn in (Spanish, Italian, French).
DECK_STYLES = ("spanish", "italian", "french")


class Namer(Protocol):
    """The words cards are named and read in, lent by the catalogues (:func:`name_with`)."""

    def languages(self) -> Sequence[str]:
        """Every language a card is named and read in."""

    def names(self, language: str | None) -> ModuleType:
        """One language's card names: ``RANKS``, ``SUITS``, ``CARD``, ``CONNECTORS``, ``ARTICLES`` (None: the kit's)."""

    def style(self, language: str | None) -> str:
        """The deck in force when none is named: the kit-wide deck, else the language's own."""


#: Where cards find their names.  The cards sit below the words that name them: the
#: catalogues (:mod:`briscola_teach.locale`) lend theirs here when they load, which
#: importing any part of the kit does first, as they lend the errors their sentences.
_namer: Namer | None = None


def name_with(namer: Namer) -> None:
    """Have every card, rank and suit from now on be named, and read, in the words ``namer`` lends."""
    global _namer
    _namer = namer
    _SUIT_NAMES.clear()
    _PRINTED_NAMES.clear()
    Card._parse_table.clear()


def _lent() -> Namer:
    if _namer is None:
        raise RuntimeError("cards have no names before briscola_teach.locale is loaded (import briscola_teach)")
    return _namer


class CheckedEnum(EnumMeta):
    """Enums whose lookup by value refuses any other value with the kit's own error (``_missing_``).

    The standard lookup writes the value's repr into its error first, which a deeply nested
    list turns into a RecursionError; this one never prints what it was given.
    """

    def __call__(cls, value: Any, *args: Any, **kwargs: Any) -> Any:
        if args or kwargs:  # the functional API: Enum("Name", "A B")
            return super().__call__(value, *args, **kwargs)
        if isinstance(value, cls):
            return value
        try:
            return cls._value2member_map_[value]
        except (KeyError, TypeError):
            return cls._missing_(value)  # type: ignore[attr-defined]


class Suit(Enum, metaclass=CheckedEnum):
    """The four suits; the value is the Spanish initial used in card codes ("3B", "AO")."""

    COINS = "O"
    CUPS = "C"
    SWORDS = "E"
    CLUBS = "B"

    def __repr__(self) -> str:
        return f"Suit.{self.name}"

    @classmethod
    def _missing_(cls, value: object) -> Suit:
        raise CardError("engine.not_a_suit", given=value)

    @property
    def code(self) -> str:
        """The suit's letter in card codes: O (oros), C (copas), E (espadas), B (bastos)."""
        return self.value

    @classmethod
    def parse(cls, given: Suit | str) -> Suit:
        """The suit a name or code stands for, in any language or deck style: "copas", "C", "cuori".

        >>> Suit.parse("copas"), Suit.parse("hearts"), Suit.parse("E")
        (Suit.CUPS, Suit.CUPS, Suit.SWORDS)
        """
        if isinstance(given, Suit):
            return given
        if isinstance(given, str):
            if not _SUIT_NAMES:
                _SUIT_NAMES.update(_build_suit_table())
            found = _SUIT_NAMES.get(_normalise(given))
            if found is not None:
                return found
        raise CardError("engine.not_a_suit", given=given)

    def name_in(self, language: str | None = None, *, style: str | None = None) -> str:
        """The suit's name, e.g. ``oros`` or ``denari``."""
        names = _names(language)
        return str(names.SUITS[_family(names, style)][self.name])


class Rank(Enum, metaclass=CheckedEnum):
    """The ten ranks of a suit; the value is the number a Spanish deck prints."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    JACK = 10
    KNIGHT = 11
    KING = 12

    def __repr__(self) -> str:
        return f"Rank.{self.name}"

    @classmethod
    def _missing_(cls, value: object) -> Rank:
        raise CardError("engine.not_a_value", given=value, kind="Rank",
                        values=Said(", ".join(str(r.value) for r in cls)))

    @property
    def code(self) -> str:
        """The rank's symbol in card codes: A, 2-7, S (sota), C (caballo), R (rey)."""
        return _RANK_CODES[self]

    @property
    def points(self) -> int:
        """Points a card of this rank is worth in the standard game."""
        return _POINTS[self]

    def name_in(self, language: str | None = None, *, style: str | None = None) -> str:
        """The rank's name, e.g. ``sota`` or ``fante``."""
        names = _names(language)
        return str(names.RANKS[_family(names, style)][self.name])

    def printed(self, style: str | None = None) -> str:
        """What the deck in force prints in this rank's corner: "12" on the rey, "10" on the re, "K" on the king.

        >>> Rank.KING.printed("spanish"), Rank.KING.printed("italian"), Rank.KING.printed("french")
        ('12', '10', 'K')
        """
        return PRINTED[_deck_style(style)][self]

    @classmethod
    def read_printed(cls, mark: str | int, *, style: str | None = None) -> Rank | None:
        """The rank a number or letter stands for on the deck in force (None: that deck prints no such mark).

        Every deck reads 1 to 7 as they are; the figures follow the deck: 8 is the fante of an
        Italian deck, 10 the sota of a Spanish one, and a French deck has J, Q and K instead.

        >>> Rank.read_printed(8, style="italian"), Rank.read_printed("10", style="spanish")
        (Rank.JACK, Rank.JACK)
        >>> Rank.read_printed("q", style="french"), Rank.read_printed(12, style="italian")
        (Rank.KNIGHT, None)
        """
        mark = str(mark).strip().upper()
        return _READ_PRINTED[_deck_style(style)].get(mark)


#: What each deck prints in a card's corner (RULES §1): Spanish figures 10, 11 and 12,
#: Italian 8, 9 and 10, French J, Q and K (and A on the ace).
PRINTED: dict[str, dict[Rank, str]] = {
    "spanish": {r: str(r.value) for r in Rank},
    "italian": {**{r: str(r.value) for r in Rank}, Rank.JACK: "8", Rank.KNIGHT: "9", Rank.KING: "10"},
    "french": {**{r: str(r.value) for r in Rank},
               Rank.ACE: "A", Rank.JACK: "J", Rank.KNIGHT: "Q", Rank.KING: "K"},
}
# 1 to 7 are read as they are on every deck (the ace is 1 even where it prints an A).
_READ_PRINTED: dict[str, dict[str, Rank]] = {
    style: {**{str(r.value): r for r in Rank if r.value <= 7}, **{m: r for r, m in marks.items()}}
    for style, marks in PRINTED.items()
}


# RULES §1: as 11, 3 10, rey 4, caballo 3, sota 2, every other card 0.
_POINTS = {
    Rank.ACE: 11, Rank.TWO: 0, Rank.THREE: 10, Rank.FOUR: 0, Rank.FIVE: 0,
    Rank.SIX: 0, Rank.SEVEN: 0, Rank.JACK: 2, Rank.KNIGHT: 3, Rank.KING: 4,
}


#: Card codes, the same in every language: rank symbol then suit letter ("3B", "AO", "RE").
_RANK_CODES = {
    Rank.ACE: "A", Rank.TWO: "2", Rank.THREE: "3", Rank.FOUR: "4", Rank.FIVE: "5",
    Rank.SIX: "6", Rank.SEVEN: "7", Rank.JACK: "S", Rank.KNIGHT: "C", Rank.KING: "R",
}
_SUIT_NAMES: dict[str, Suit] = {}


_INTERNED: dict[tuple[Rank, Suit], Card] = {}


@dataclass(frozen=True, eq=False, repr=False, init=False)
class Card:
    """One card of the deck, e.g. ``Card(Rank.THREE, Suit.CLUBS)``, the tres de bastos."""

    rank: Rank
    suit: Suit
    #: Points in the standard game (RULES §1).
    points: int = field(init=False)
    #: 0..39, suit by suit in the order of :class:`Suit`, ranks in the order of :class:`Rank`.
    index: int = field(init=False)

    _parse_table: ClassVar[dict[str, Card]] = {}

    def __new__(cls, rank: Rank, suit: Suit) -> Card:
        try:
            return _INTERNED[(rank, suit)]
        except (KeyError, TypeError):
            if not isinstance(rank, Rank) or not isinstance(suit, Suit):
                raise CardError("engine.card_needs_rank_suit", rank=rank, suit=suit) from None
            card = super().__new__(cls)
            object.__setattr__(card, "rank", rank)
            object.__setattr__(card, "suit", suit)
            object.__setattr__(card, "points", _POINTS[rank])
            object.__setattr__(card, "index", list(Suit).index(suit) * 10 + list(Rank).index(rank))
            _INTERNED[(rank, suit)] = card
            return card

    def __init__(self, rank: Rank, suit: Suit) -> None:
        """The card is made once, in ``__new__``; calling ``Card(rank, suit)`` again only finds it."""

    def __reduce__(self) -> tuple[Any, ...]:
        return (Card, (self.rank, self.suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        return self

    def __repr__(self) -> str:
        return f"Card({self.rank!r}, {self.suit!r})"

    def __str__(self) -> str:
        return self.name()

    def name(self, language: str | None = None, *, style: str | None = None) -> str:
        """How people call this card: ``tres de bastos``, ``tre di bastoni``, ``three of clubs``."""
        names = _names(language)
        family = _family(names, style)
        return str(names.CARD).format(
            rank=names.RANKS[family][self.rank.name], suit=names.SUITS[family][self.suit.name]
        )

    #: Cards, ranks and suits each name themselves by ``name_in`` (the catalogues' words ask so).
    name_in = name

    @property
    def code(self) -> str:
        """The card's code, the same in every language: "3B" (tres de bastos), "AO" (as de oros)."""
        return _RANK_CODES[self.rank] + self.suit.value

    @property
    def is_carga(self) -> bool:
        """An as or a 3: the cards that carry most of the points (RULES §9)."""
        return self.rank is Rank.ACE or self.rank is Rank.THREE

    @property
    def is_blanca(self) -> bool:
        """A card worth no points (RULES §9)."""
        return self.points == 0

    @classmethod
    def parse(cls, text_given: str | Card) -> Card:
        """The card a name or code stands for, in any language or deck style, any case.

        The numbers printed on the deck in force work too (:meth:`Rank.read_printed`): on a
        Spanish deck ``4 de bastos``, ``1 de oros`` (the as), ``12 de espadas`` (the rey); on an
        Italian one ``8 di coppe`` (the fante), ``10 di spade`` (the re); on a French one
        ``K of spades``; and the codes of :attr:`code`, in capitals as written: ``3B``, ``AO`` (in small
        letters a code could be a word: Italian ``re`` is the king, not ``RE``).

        >>> Card.parse("RE")
        Card(Rank.KING, Suit.SWORDS)
        >>> Card.parse("re")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
          ...
        briscola_teach.errors.CardError: «re» no es una carta. ...
        """
        if isinstance(text_given, Card):
            return text_given
        if not isinstance(text_given, str):
            raise CardError("engine.not_a_card", text=_Given(text_given))
        if not cls._parse_table:
            cls._parse_table.update(_build_parse_table())
        code = CODES.get(text_given.strip())
        if code is not None:
            return code
        key = _normalise(text_given)
        found = cls._parse_table.get(key)
        if found is None:
            found = _parse_printed(key)
        if found is None:
            raise CardError("engine.not_a_card", text=text_given)
        return found

    def _repr_svg_(self) -> str | None:
        draw = PICTURES.get("card")
        return None if draw is None else draw(self, inline=True)

    def _repr_html_(self) -> str | None:
        # An <img> holding the SVG: an untrusted notebook shows it, not bare SVG.
        draw = PICTURES.get("card")
        return None if draw is None else draw(self)


#: How a notebook draws a card ("card") or a game ("game"): :mod:`briscola_teach.render`
#: puts its functions here when it loads (the package loads it, after the engine), as
#: IPython's formatters are registered, so the engine never imports the drawing code.
PICTURES: dict[str, Callable[..., str]] = {}


class _Given:
    """A value that is not text, as a message quotes it (its repr, kept short)."""

    __slots__ = ("value",)

    def __init__(self, value: object) -> None:
        self.value = quote(value)

    def __str__(self) -> str:
        return repr(self.value)

    __repr__ = __str__


def _names(language: str | None) -> ModuleType:
    return _lent().names(language)


def _family(names: ModuleType, style: str | None) -> str:
    # Without a style: the kit-wide deck, else the language's usual one (Namer.style).
    style = _deck_style(style, language=names.__name__.rsplit(".", 2)[-2])
    return "french" if style == "french" else "latin"


def _deck_style(style: str | None, *, language: str | None = None) -> str:
    """The deck style asked for, else the one in force (the kit-wide deck or the language's own)."""
    style = style or _lent().style(language)
    if style not in DECK_STYLES:
        raise OptionError("engine.bad_style", style=style, styles=", ".join(DECK_STYLES))
    return style


def _parse_printed(key: str) -> Card | None:
    """The card a number (or letter) and a suit name stand for on the deck in force: "8 di coppe"."""
    if not _PRINTED_NAMES:
        _PRINTED_NAMES.update(_build_printed_table())
    found = _PRINTED_NAMES.get(key)
    if found is None:
        return None
    mark, suit = found
    rank = Rank.read_printed(mark)
    return None if rank is None else Card(rank, suit)


def _normalise(text_given: str) -> str:
    decomposed = unicodedata.normalize("NFD", text_given.strip().lower())
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(plain.replace("\u2019", "'").replace("'", "' ").split())


def _build_suit_table() -> dict[str, Suit]:
    table = {suit.value.lower(): suit for suit in Suit}
    table.update({suit.name.lower(): suit for suit in Suit})
    for language in _lent().languages():
        names = _names(language)
        for family in ("latin", "french"):
            for suit in Suit:
                table[_normalise(names.SUITS[family][suit.name])] = suit
    return table


def _build_parse_table() -> dict[str, Card]:
    table: dict[str, Card] = {}
    for language in _lent().languages():
        names = _names(language)
        for family in ("latin", "french"):
            ranks = {_normalise(names.RANKS[family][r.name]): r for r in Rank}
            for rank_word, rank in ranks.items():
                for suit in Suit:
                    for written in _written(names, rank_word, names.SUITS[family][suit.name]):
                        table[written] = Card(rank, suit)
    return table


def _written(names: ModuleType, rank_word: str, suit_word: str) -> list[str]:
    """Every way one language writes a rank of a suit: "tre di bastoni", "il tre di bastoni"."""
    plain = [f"{rank_word} {connector} {_normalise(suit_word)}" for connector in names.CONNECTORS]
    return plain + [_normalise(f"{article} {p}") for p in plain for article in names.ARTICLES]


def _build_printed_table() -> dict[str, tuple[str, Suit]]:
    """Every "mark connector suit" a reader may write, with or without an article: "10 di spade", "k of spades"."""
    marks = {_normalise(m) for printed in PRINTED.values() for m in printed.values()}
    table: dict[str, tuple[str, Suit]] = {}
    for language in _lent().languages():
        names = _names(language)
        for family in ("latin", "french"):
            for suit in Suit:
                for mark in marks:
                    table.update(dict.fromkeys(_written(names, mark, names.SUITS[family][suit.name]),
                                               (mark, suit)))
    return table


_PRINTED_NAMES: dict[str, tuple[str, Suit]] = {}


#: The forty cards, suit by suit (oros, copas, espadas, bastos), as to rey.
DECK: tuple[Card, ...] = tuple(Card(rank, suit) for suit in Suit for rank in Rank)


#: Every card by its code ("3B", "AO").
CODES: dict[str, Card] = {card.code: card for card in DECK}


_DECKS: dict[int, tuple[Card, ...]] = {
    40: DECK,
    39: tuple(c for c in DECK if not (c.rank is Rank.TWO and c.suit is Suit.CUPS)),
    36: tuple(c for c in DECK if c.rank is not Rank.TWO),
}


def new_deck(size: int = 40) -> list[Card]:
    """A fresh, unshuffled deck of 40, 39 (no 2 of cups) or 36 cards (no 2s), RULES §8."""
    try:
        return list(_DECKS[size])
    except (KeyError, TypeError):
        raise OptionError("engine.bad_deck_size", size=size) from None


def parse_cards(cards: Iterable[Card | str]) -> list[Card]:
    """Cards from cards or their names."""
    return [Card.parse(c) for c in cards]
