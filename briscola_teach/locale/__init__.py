"""Every word a person reads, kept apart from the logic: one package per language.

Texts are looked up by a dotted key whose first part names the module inside the
language package: ``text("engine.not_in_hand", ...)`` reads ``TEXTS["not_in_hand"]``
from ``briscola_teach.locale.es.engine``.  The grammar the texts need (a card with
its article, lists, plurals, numbers, seat names) lives beside them, in each
language's ``grammar`` module, and is reached through one object, :func:`words`.

A language and a deck style are chosen once for the whole kit (:func:`set_language`,
:func:`set_style`); the deck defaults to the language's usual one: Spanish cards for
es, Italian cards for it, French cards for en.  Screens and helpers take
``language=`` and ``style=`` keywords that default to that setting.

A language that lacks a text falls back to Spanish, the language the lessons are
written in first, unless strict mode is on (:func:`strict`, or the environment
variable ``BRISCOLA_STRICT_TEXTS=1``): then a missing text is an error.

A language is one folder, ``locale/<code>/``: its ``edition.toml`` declares the edition
(its place among the others, deck, lessons' and guide's folders, the locales that choose it,
JupyterLab's language pack), read by :mod:`~briscola_teach.locale.editions` for the kit and
for the scripts; ``grammar.py`` (articles and their contractions, genders per rank and deck,
lists, plurals, the decimal mark), ``cards.py`` (card names) and one module per area of
texts (``aliases.py``, the helpers' and arguments' names students type, to
``trick_lab.py``; ``student.py`` for the terminal).  The parity test names every key or
field a new folder still lacks; ``docs/translating.md`` is the translator's recipe.

>>> text("engine.game_over")
'La mano ya ha terminado: no quedan cartas por jugar.'
>>> text("engine.game_over", language="en")
'The hand is over: there are no cards left to play.'
>>> from briscola_teach import Card
>>> words("it").the(Card.parse("AO")), words("en").the(Card.parse("AO"))
("l'asso di denari", 'the ace of diamonds')
"""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType
from typing import Any

from ..cards import name_with
from ..errors import speak_with
from ..render import say_with
from .catalogues import (
    DEFAULT_LANGUAGE, LANGUAGES, STRICT_VARIABLE, STYLES, MissingText, catalogue,
    get_language, get_style, has_text, is_strict, native_style, raw_text, set_language, set_style, strict,
    using,
)
from .words import Words, words

__all__ = [
    "LANGUAGES", "DEFAULT_LANGUAGE", "STYLES", "get_language", "set_language", "get_style",
    "set_style", "native_style", "text", "catalogue", "strict", "is_strict", "words", "Words",
    "MissingText", "using", "raw_text", "has_text", "STRICT_VARIABLE",
]


def text(key: str, /, *, language: str | None = None, **fields: Any) -> str:
    """The text under ``area.name`` in the chosen language, with its fields filled in.

    Cards, ranks and suits among the fields are named in that language and the kit-wide deck
    style; ``words(language, style).text(...)`` names them in another deck.
    """
    return words(language).text(key, **fields)


class _CardNames:
    """The catalogues' card names and the deck in force, lent to the cards (:class:`~briscola_teach.cards.Namer`)."""

    def languages(self) -> Sequence[str]:
        """Every language of the kit."""
        return LANGUAGES

    def names(self, language: str | None) -> ModuleType:
        """The language's ``cards`` catalogue (the kit-wide language for None)."""
        module = catalogue("cards", language)
        assert module is not None, "every language has card names"
        return module

    def style(self, language: str | None) -> str:
        """The kit-wide deck, else the language's own."""
        return get_style(language)


# The engine and the pictures sit below the words: their errors, cards and captions speak through
# what is lent here.
speak_with(text)
name_with(_CardNames())
say_with(words)
