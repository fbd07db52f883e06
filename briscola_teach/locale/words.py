"""One language's words and grammar for one deck style: what every screen, helper and message uses.

``words(language=None, style=None)`` gives a :class:`Words` for the kit-wide language
and deck (or the ones named).  It fills texts from the catalogue, names cards in its
deck style, puts articles and contracted prepositions before card names ("al as",
"del caballo", "all'asso", "della donna"), joins lists, picks plural forms, writes
numbers the reader's way and names the seats.  The rules of each language live in
its ``grammar`` module, so the logic never asks which language it is in.

>>> from briscola_teach import Card
>>> es, it = words("es"), words("it")
>>> es.the(Card.parse("SC")), es.to_the(Card.parse("AO")), es.of_the(Card.parse("CB"))
('la sota de copas', 'al as de oros', 'del caballo de bastos')
>>> it.the(Card.parse("AO")), it.to_the(Card.parse("RC")), it.of_the(Card.parse("AO"))
("l'asso di denari", 'al re di coppe', "dell'asso di denari")
>>> words("it", "french").of_the(Card.parse("CC")), words("en").the(Card.parse("CC"))
('della donna di cuori', 'the queen of hearts')
>>> es.join(["A", "B", "C"]), words("en").join(["A", "B", "C"]), it.join(["A", "B", "C"])
('A, B y C', 'A, B and C', 'A, B e C')
>>> es.number(2.5), words("en").number(2.5), it.number(3, sign=True)
('2,5', '2.5', '+3')
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from types import ModuleType
from typing import TYPE_CHECKING, Any, Union

from .catalogues import _check, _check_style, catalogue, get_language, get_style, has_text, raw_text

if TYPE_CHECKING:
    from ..cards import Card, Rank, Suit

    Nameable = Union[Card, Rank]

__all__ = ["Words", "words", "PREPOSITIONS"]

#: The prepositions a grammar contracts with the article: "to" (a / a / a), "of" (de / of / di),
#: "by" (por / by / da), "on" (en / on / su), "in" (en / in / in).
PREPOSITIONS = ("to", "of", "by", "on", "in")


@dataclass(frozen=True)
class Words:
    """The words of one language for one deck style."""

    language: str
    style: str

    def __post_init__(self) -> None:
        _check(self.language)
        _check_style(self.style)

    # ------------------------------------------------------------------ catalogue
    def text(self, key: str, /, **fields: Any) -> str:
        """The catalogue's text under ``area.name``, its fields filled in with these words."""
        pattern = raw_text(key, self.language)
        quoted = _quoted_fields(pattern)  # {card!r} shows the value itself, not its name
        fields = {k: self._huge(v) for k, v in fields.items()}
        return _fill(pattern, {k: v if k in quoted else self._shown(v) for k, v in fields.items()},
                     quoted=quoted, singular=self.grammar.SINGULAR)

    def has(self, key: str) -> bool:
        """Whether this language has a text under ``key``."""
        return has_text(key, self.language)

    def count(self, key: str, n: int, /, **fields: Any) -> str:
        """The text for ``n`` things: ``key`` with the plural form's suffix ("_one" for one) when it has one."""
        form = str(self.grammar.plural(n))
        chosen = f"{key}_{form}" if form and self.has(f"{key}_{form}") else key
        return self.text(chosen, n=n, **fields)

    def _huge(self, value: object, depth: int = 0) -> object:
        """A whole number too long to print (a student typed 5,000 digits) as "a number of about N digits", in a list too."""
        if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 300:
            return _Said(self.text("engine.huge_number", digits=int(value.bit_length() * 0.30103) + 1))
        if depth < 3 and type(value) in (list, tuple, set, frozenset) and len(value) <= 1000:  # type: ignore[arg-type]
            items = [self._huge(item, depth + 1) for item in value]  # type: ignore[attr-defined]
            return items if type(value) is list else tuple(items)
        if depth < 3 and type(value) is dict and len(value) <= 1000:
            return {self._huge(k, depth + 1): self._huge(v, depth + 1) for k, v in value.items()}
        return value

    def _shown(self, value: object) -> object:
        # Cards, ranks and suits name themselves (``name_in``): the words need not know them.
        name_in = getattr(value, "name_in", None)
        return value if name_in is None else name_in(self.language, style=self.style)

    # ------------------------------------------------------------------ cards
    @property
    def grammar(self) -> ModuleType:
        """The language's grammar module."""
        return _grammar(self.language)

    def card(self, card: Card) -> str:
        """The card's name: ``sota de copas``, ``fante di coppe``, ``jack of hearts``."""
        return card.name(self.language, style=self.style)

    def rank(self, rank: Rank) -> str:
        """The rank's name: ``sota``, ``donna`` (a French deck's queen)."""
        return rank.name_in(self.language, style=self.style)

    def suit(self, suit: Suit) -> str:
        """The suit's name: ``copas``, ``cuori``."""
        return suit.name_in(self.language, style=self.style)

    def gender(self, thing: Nameable) -> str:
        """The grammatical gender of a card's or rank's name in this deck: "m" or "f"."""
        rank = getattr(thing, "rank", thing)
        family = "french" if self.style == "french" else "latin"
        genders: Mapping[str, Mapping[str, str]] = self.grammar.GENDERS
        return genders.get(family, {}).get(getattr(rank, "name"), "m")

    def _named(self, thing: Nameable) -> str:
        return thing.name_in(self.language, style=self.style)

    def article(self, thing: Nameable, preposition: str | None = None) -> str:
        """The card or rank with its article, after a preposition if given: "al as", "dell'asso"."""
        if preposition is not None and preposition not in PREPOSITIONS:
            raise ValueError(f"unknown preposition {preposition!r}; use one of {', '.join(PREPOSITIONS)}")
        return str(self.grammar.article(self._named(thing), self.gender(thing), preposition))

    def the(self, thing: Nameable) -> str:
        """``la sota de copas``, ``l'asso``, ``the king``."""
        return self.article(thing)

    def to_the(self, thing: Nameable) -> str:
        """``al as``, ``a la sota``; ``all'asso``, ``al re``; ``to the king``."""
        return self.article(thing, "to")

    def of_the(self, thing: Nameable) -> str:
        """``del caballo``, ``de la sota``; ``dell'asso``, ``della donna``; ``of the king``."""
        return self.article(thing, "of")

    def beaten(self, thing: Nameable) -> str:
        """The card as what another card beats: ``gana al rey`` / ``beats the king`` / ``batte il re``."""
        return self.article(thing, self.grammar.BEATEN)

    def by_the(self, thing: Nameable) -> str:
        """``por el as``; ``dal re``; ``by the ace``."""
        return self.article(thing, "by")

    def cards(self, cards: Iterable[Card], *, articles: bool = False, word: str = "and") -> str:
        """Several cards in one phrase: "el as de oros, el tres de oros y la sota de copas"."""
        return self.join([self.the(c) if articles else self.card(c) for c in cards], word=word)

    # ------------------------------------------------------------------ lists, numbers
    def join(self, items: Iterable[str], *, word: str = "and") -> str:
        """Items joined as a sentence lists them: "A, B y C"; ``word="or"`` for "A, B o C"."""
        items = [str(i) for i in items]
        if len(items) < 2:
            return "".join(items)
        return str(self.grammar.join(items, word))

    def number(self, value: float, *, digits: int = 1, sign: bool = False) -> str:
        """A number as the reader writes it: "2,5" (English "2.5"), a whole one without decimals; "+3" with ``sign``."""
        shown = f"{value:+.{digits}f}" if sign else f"{value:.{digits}f}"
        if digits and shown.rstrip("0").endswith("."):
            shown = shown[: shown.index(".")]
        if shown.lstrip("+-") == "0":  # -0.04 is written 0, not -0
            shown = "+0" if sign else "0"
        return shown.replace(".", str(self.grammar.DECIMAL))

    def fixed(self, value: float, *, digits: int = 1, sign: bool = False) -> str:
        """A number with exactly ``digits`` decimals, the reader's way: "44,0", "+3,5"."""
        shown = f"{value:+.{digits}f}" if sign else f"{value:.{digits}f}"
        return shown.replace(".", str(self.grammar.DECIMAL))

    def quoted(self, word: object) -> str:
        """A word quoted as this language quotes it: «tú» in Spanish and Italian, “you” in English."""
        opening, closing = self.grammar.QUOTES
        return f"{opening}{word}{closing}"

    def capital(self, sentence: str) -> str:
        """The sentence with its first letter in capitals."""
        return sentence[:1].upper() + sentence[1:]

    # ------------------------------------------------------------------ seats
    def seats(self, players: int, seat: int | None) -> dict[int, str]:
        """How every screen names each seat seen from ``seat``: "Tú", "Rival", "Compañero", "Jugador 3"...

        Seats are numbered for people from 1 (seat 0 is player 1), so a rival at a table of
        three or four is named by that number; with ``seat`` None (nobody's point of view)
        every seat is "Player N".
        """
        if seat is None:
            return {s: self.text("common.player", n=s + 1) for s in range(players)}
        names = {}
        for s in range(players):
            if s == seat:
                names[s] = self.text("common.you")
            elif players == 2:
                names[s] = self.text("common.rival")
            elif players == 4 and (s - seat) % 4 == 2:
                names[s] = self.text("common.partner")
            else:
                names[s] = self.text("common.rival_n", number=s + 1)
        return names

    def seat_in_sentence(self, players: int, seat: int | None, who: int) -> str:
        """A seat's name inside a sentence: "tú", "el rival", "tu compañero", "el jugador 3"."""
        if seat is None:
            return self.text("common.player_in_sentence", n=who + 1)
        if who == seat:
            return self.text("common.you_in_sentence")
        if players == 2:
            return self.text("common.rival_in_sentence")
        if players == 4 and (who - seat) % 4 == 2:
            return self.text("common.partner_in_sentence")
        return self.text("common.rival_n_in_sentence", number=who + 1)


class _Said(str):
    """A text the kit wrote in place of a value, shown as itself inside a list (no quotes around it)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return str(self)


# A field after ". ", "! " or "? " (Spanish: "¡Bien! ¿") opens a sentence of its own.
_SENTENCE_ENDED = re.compile(r"[.!?]\s+[¡¿]?$")


def _fill(pattern: str, values: Mapping[str, Any], *, quoted: frozenset[str],
          singular: Mapping[str, str] | None = None) -> str:
    """The pattern with its fields filled in, each one that opens a sentence with a capital ("Bravo! Il quattro").

    With the language's ``singular`` table, a field shown as 1 takes the singular of the word
    after it and the verb before it: the one plural rule, so "1 cartas" cannot be written.

    >>> _fill("Bravo! {card} vince. {why}", {"card": "il re", "why": "ha più punti"}, quoted=frozenset())
    'Bravo! Il re vince. Ha più punti'
    >>> table = {"quedan": "queda", "cartas": "carta"}
    >>> [_fill("quedan {n} cartas", {"n": n}, quoted=frozenset(), singular=table) for n in (0, 1, 2)]
    ['quedan 0 cartas', 'queda 1 carta', 'quedan 2 cartas']
    """
    formatter = string.Formatter()
    shown = ""
    one_before = False
    for literal, name, spec, conversion in formatter.parse(pattern):
        if one_before and singular:
            literal = _ONE_AFTER.sub(lambda m: _singular_words(m, singular), literal, count=1)
        one_before = False
        shown += literal
        if name is None:
            continue
        value, _ = formatter.get_field(name, (), values)
        value = formatter.format_field(formatter.convert_field(value, conversion), spec or "")
        if name not in quoted and _SENTENCE_ENDED.search(shown):
            value = value[:1].upper() + value[1:]
        if singular and value.strip() in _ONE:
            shown = _ONE_BEFORE.sub(lambda m: singular.get(m.group(1), m.group(1)) + m.group(2), shown, count=1)
            one_before = True
        shown += value
    return shown


#: How a count of one is shown; the words around it then agree with it.
_ONE = frozenset({"1", "+1", "-1", "\u22121"})
_ONE_BEFORE = re.compile(r"(\w+)(\s+)$")
_ONE_AFTER = re.compile(r"^(\s+)(\w+)(?:(\s+)(\w+))?")


def _singular_words(match: re.Match[str], singular: Mapping[str, str]) -> str:
    """The one or two words after a count of one, each in the singular where the language has one."""
    space, first, gap, second = match.groups()
    shown = space + singular.get(first, first)
    if second is not None:
        shown += gap + (singular.get(second, second) if first in singular else second)
    return shown


@lru_cache(maxsize=1024)
def _quoted_fields(pattern: str) -> frozenset[str]:
    return frozenset(name for _, name, _, conversion in string.Formatter().parse(pattern)
                     if name and conversion == "r")


@lru_cache(maxsize=None)
def _grammar(language: str) -> ModuleType:
    module = catalogue("grammar", language)
    assert module is not None, f"the language {language!r} has no grammar module"
    return module


def words(language: str | None = None, style: str | None = None) -> Words:
    """The words of a language (default: the kit-wide one) for a deck style (default: the kit-wide one)."""
    if language is None:
        language = get_language()
    else:
        _check(language)
    if style is None:
        style = get_style(language)
    else:
        _check_style(style)
    return Words(language, style)
