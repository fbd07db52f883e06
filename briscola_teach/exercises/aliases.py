"""The names students type: each lesson helper's name in every edition's language, a thin alias of the English one.

The real helper has the English name and English parameter names; its aliases sit
next to it in the same module, made by :func:`translated` from each language's names
(``HELPERS`` in ``locale/<lang>/aliases.py``).  An alias takes the arguments
by their translated names (from ``locale/<lang>/aliases.py``), shows them in
``help()`` and ``inspect.signature``, and calls the real helper with the English
names.  A keyword it does not take is refused with a sentence in the alias's language.

>>> from briscola_teach.lessons.cards import show_cards
>>> ver_cartas = alias(show_cards, "ver_cartas", language="es")
>>> import inspect
>>> list(inspect.signature(ver_cartas).parameters)
['cartas', 'puntos', 'ancho']
>>> ver_cartas(["as de oros"], anchura=50)
Traceback (most recent call last):
...
briscola_teach.exercises.aliases.KeywordError: «ver_cartas» no tiene ningún argumento «anchura»: los suyos son «cartas», «puntos» y «ancho». ¿Querías decir «ancho»?
"""

from __future__ import annotations

import difflib
import inspect
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from ..errors import BriscolaError
from ..locale import LANGUAGES, catalogue, text, words

__all__ = ["KeywordError", "alias", "helper_names", "parameter_names", "translated"]

R = TypeVar("R")

_NAMED = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)


class KeywordError(BriscolaError, TypeError):
    """A lesson helper called with a keyword it does not take, an argument missing or one too many."""


def parameter_names(language: str) -> Mapping[str, str]:
    """The lesson helpers' parameter names in ``language``, by their English name."""
    module = catalogue("aliases", language)
    names: Mapping[str, str] = getattr(module, "PARAMETERS", {}) if module else {}
    return names


def helper_names(language: str) -> Mapping[str, str]:
    """The lesson helpers' own names in ``language``, by their English name (none in English)."""
    module = catalogue("aliases", language)
    names: Mapping[str, str] = getattr(module, "HELPERS", {}) if module else {}
    return names


def translated(*helpers: Callable[..., Any]) -> dict[str, Callable[..., Any]]:
    """Each of ``helpers`` under its name in every language that names it: ``{"ver_cartas": ..., ...}``."""
    made: dict[str, Callable[..., Any]] = {}
    for language in LANGUAGES:
        names = helper_names(language)
        for real in helpers:
            if real.__name__ in names:
                made[names[real.__name__]] = alias(real, names[real.__name__], language=language)
    return made


def _join(names: list[str], language: str) -> str:
    said = words(language)
    return said.join(said.quoted(n) for n in names)


def alias(real: Callable[..., R], name: str, *, language: str) -> Callable[..., R]:
    """``real`` under the name ``name``, its parameters named in ``language``."""
    translations = parameter_names(language)
    signature = inspect.signature(real)
    to_english: dict[str, str] = {}
    parameters = []
    for parameter in signature.parameters.values():
        if parameter.kind not in _NAMED:
            raise TypeError(f"{real.__name__}: only named parameters can be translated, not {parameter}")
        if parameter.name not in translations:
            raise KeyError(f"no {language} name for the parameter {parameter.name!r} of {real.__name__}")
        translated = translations[parameter.name]
        to_english[translated] = parameter.name
        parameters.append(parameter.replace(name=translated))
    shown = signature.replace(parameters=parameters)
    positional = [p.name for p in parameters if p.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD]
    required = [p.name for p in parameters if p.default is inspect.Parameter.empty]
    # Names a student may reach for by mistake: the English one, or another edition's.
    english_names = set(to_english.values())
    known = {english: translations[english] for english in english_names}
    for other in LANGUAGES:
        if other not in (language, "en"):
            for english, word in parameter_names(other).items():
                if english in english_names:
                    known.setdefault(word, translations[english])
    usage = _plain_usage(name, parameters)

    def refuse(key: str, **fields: Any) -> KeywordError:
        message = text(f"aliases.{key}", language=language, function=name, usage=usage, **fields)
        return KeywordError(f"aliases.{key}", message=message, function=name, **fields)

    def call(*args: Any, **kwargs: Any) -> R:
        for given in kwargs:
            if given not in to_english:
                close = difflib.get_close_matches(given, list(to_english), n=1)
                guess = known.get(given) or (close[0] if close else None)
                hint = text("aliases.did_you_mean", language=language, name=guess) if guess else ""
                raise refuse("unknown_keyword", given=given, names=_join(list(to_english), language), hint=hint)
        if len(args) > len(positional):
            raise refuse("too_many")
        bound = dict(zip(positional, args))
        for given, value in kwargs.items():
            if given in bound:
                raise refuse("given_twice", given=given)
            bound[given] = value
        missing = [p for p in required if p not in bound]
        if missing:
            raise refuse("missing_one" if len(missing) == 1 else "missing_many",
                         names=_join(missing, language))
        return real(**{to_english[k]: v for k, v in bound.items()})

    call.__name__ = call.__qualname__ = name
    call.__module__ = real.__module__
    call.__doc__ = f"{real.__doc__}\n\n{text('aliases.alias_of', language=language, real=real.__name__)}"
    setattr(call, "__signature__", shown)
    setattr(call, "real", real)
    setattr(call, "language", language)
    return call


def _plain_usage(name: str, parameters: list[inspect.Parameter]) -> str:
    """How the alias is written, without type annotations: ``ver_cartas(cartas, *, puntos=False, ancho=70)``."""
    parts = []
    star = False
    for parameter in parameters:
        if parameter.kind is inspect.Parameter.KEYWORD_ONLY and not star:
            parts.append("*")
            star = True
        default = "" if parameter.default is inspect.Parameter.empty else f"={parameter.default!r}"
        parts.append(f"{parameter.name}{default}")
    return f"{name}({', '.join(parts)})"
