"""The catalogues of texts: which languages there are, which one is chosen, where a text lives.

The floor under :mod:`~briscola_teach.locale.words` and the package's :func:`text`: it
knows languages, deck styles (the cards' :data:`~briscola_teach.cards.DECK_STYLES`) and the
modules that hold their texts, and nothing of card names or grammar.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Iterator
from contextlib import contextmanager
from types import ModuleType

from ..cards import DECK_STYLES
from ..errors import OptionError
from .editions import codes, edition

__all__ = [
    "LANGUAGES", "DEFAULT_LANGUAGE", "STYLES", "STRICT_VARIABLE", "MissingText", "get_language",
    "set_language", "get_style", "set_style", "using", "native_style", "is_strict", "strict",
    "catalogue", "raw_text", "has_text",
]

#: The languages the kit speaks: one per edition the registry declares (``locale/<code>/edition.toml``), in order.
LANGUAGES = codes()
#: The first edition's language: the kit's own, whose texts stand in for one another language lacks.
DEFAULT_LANGUAGE = LANGUAGES[0]
#: The deck styles the pictures and names come in.
STYLES = DECK_STYLES
#: Set to 1 (or true/yes/on) to make a missing text an error instead of a Spanish fallback.
STRICT_VARIABLE = "BRISCOLA_STRICT_TEXTS"



class _Default:
    """The kit-wide language and deck: what a screen or helper made without ``language=`` takes.

    :func:`set_language` (the notebook's first cell) changes it; screens read it once, when
    they are made, and keep their own :class:`~briscola_teach.locale.Words` after that.
    """

    __slots__ = ("language", "style")

    def __init__(self, language: str, style: str | None) -> None:
        self.language = language
        self.style = style  # None: the language's usual deck


_default = _Default(DEFAULT_LANGUAGE, None)
_strict_depth = 0


class MissingText(KeyError):
    """A text key that the chosen language lacks (and, outside strict mode, Spanish too)."""


def get_language() -> str:
    """The kit-wide language: the one a screen or message made without ``language=`` speaks."""
    return _default.language


def set_language(language: str, *, style: str | None = None) -> None:
    """Choose the language of every message shown from now on, and with it its usual deck.

    ``style`` picks another deck for the whole kit; without it the language's own deck is
    used (Spanish for es, Italian for it, French for en).
    """
    _check(language)
    if style is not None:
        _check_style(style)
    _default.language, _default.style = language, style


def get_style(language: str | None = None) -> str:
    """The deck style cards are drawn and named in: the kit-wide choice, else the language's own."""
    return _default.style or native_style(language)


def set_style(style: str | None) -> None:
    """Choose the deck style for the whole kit; None goes back to each language's usual deck."""
    if style is not None:
        _check_style(style)
    _default.style = style


@contextmanager
def using(language: str | None = None, style: str | None = None) -> Iterator[None]:
    """Inside this block the kit speaks ``language`` and draws deck ``style`` (a screen's own words).

    Everything said inside (texts, card names, the engine's errors) follows them; the
    kit-wide setting comes back afterwards, even after an error.
    """
    if language is not None:
        _check(language)
    if style is not None:
        _check_style(style)
    saved = _default.language, _default.style
    _default.language = language or saved[0]
    _default.style = style if style is not None else saved[1]
    try:
        yield
    finally:
        _default.language, _default.style = saved


def native_style(language: str | None = None) -> str:
    """The deck a language's players use, as its edition declares: spanish (es), italian (it), french (en)."""
    language = language or _default.language
    _check(language)
    return edition(language).deck


def _check(language: object) -> None:
    if language.__class__ is not str or language not in LANGUAGES:
        raise OptionError("engine.unknown_language", given=language, languages=", ".join(LANGUAGES))


def _check_style(style: object) -> None:
    if style.__class__ is not str or style not in STYLES:
        raise OptionError("engine.bad_style", style=style, styles=", ".join(STYLES))


def is_strict() -> bool:
    """Whether a missing text is an error (strict mode) rather than a Spanish fallback."""
    if _strict_depth:
        return True
    return os.environ.get(STRICT_VARIABLE, "").strip().lower() in ("1", "true", "yes", "on")


@contextmanager
def strict() -> Iterator[None]:
    """Inside this block a text missing in the chosen language raises :class:`MissingText`."""
    global _strict_depth
    _strict_depth += 1
    try:
        yield
    finally:
        _strict_depth -= 1


def catalogue(area: str, language: str | None = None) -> ModuleType | None:
    """The module holding one area's texts in a language, or None if it has none."""
    language = language or get_language()
    _check(language)
    try:
        return importlib.import_module(f"{__package__}.{language}.{area}")
    except ModuleNotFoundError:
        return None


def raw_text(key: str, language: str) -> str:
    """The unfilled text under ``area.name`` (Spanish outside strict mode when the language lacks it)."""
    area, _, name = key.partition(".")
    languages = (language,) if is_strict() or language == DEFAULT_LANGUAGE else (language, DEFAULT_LANGUAGE)
    for lang in languages:
        module = catalogue(area, lang)
        texts: dict[str, str] = getattr(module, "TEXTS", {}) if module else {}
        if name in texts:
            return texts[name]
    where = f"in {language!r}" if len(languages) == 1 else "in any language"
    raise MissingText(f"no text {key!r} {where}")


def has_text(key: str, language: str | None = None) -> bool:
    """Whether the language (or, outside strict mode, Spanish) has a text under this key."""
    try:
        raw_text(key, language or get_language())
    except MissingText:
        return False
    return True
