"""Every word a person reads, kept apart from the logic: one package per language.

Texts are looked up by a dotted key whose first part names the module inside the
language package: ``text("engine.not_in_hand", ...)`` reads ``TEXTS["not_in_hand"]``
from ``briscola_teach.locale.es.engine``.  A language that lacks a text falls back
to Spanish, the language the lessons are written in first, so an English edition
can be filled in one module at a time without touching any logic.

>>> text("engine.game_over")
'La mano ya ha terminado: no quedan cartas por jugar.'
>>> text("engine.game_over", language="en")
'The hand is over: there are no cards left to play.'
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

__all__ = ["LANGUAGES", "DEFAULT_LANGUAGE", "get_language", "set_language", "text", "catalogue"]

LANGUAGES = ("es", "en", "it")
DEFAULT_LANGUAGE = "es"
_current = DEFAULT_LANGUAGE


def get_language() -> str:
    """The language students see messages in."""
    return _current


def set_language(language: str) -> None:
    """Choose the language of every message shown from now on."""
    global _current
    _check(language)
    _current = language


def _check(language: str) -> None:
    if language.__class__ is not str or language not in LANGUAGES:
        from ..errors import OptionError  # the errors' messages are looked up here

        raise OptionError("engine.unknown_language", given=language, languages=", ".join(LANGUAGES))


def catalogue(area: str, language: str | None = None) -> ModuleType | None:
    """The module holding one area's texts in a language, or None if it has none."""
    language = language or _current
    _check(language)
    try:
        return importlib.import_module(f"{__name__}.{language}.{area}")
    except ModuleNotFoundError:
        return None


def text(key: str, /, *, language: str | None = None, **fields: Any) -> str:
    """The text under ``area.name`` in the chosen language, with its fields filled in."""
    area, _, name = key.partition(".")
    for lang in (language or _current, DEFAULT_LANGUAGE):
        module = catalogue(area, lang)
        texts: dict[str, str] = getattr(module, "TEXTS", {}) if module else {}
        if name in texts:
            return texts[name].format(**fields)
    raise KeyError(f"no text {key!r} in any language")
