"""Every Spanish text has its English counterpart with the same fields, and reads as the lessons want."""

from __future__ import annotations

import importlib
import pkgutil
import re
import string

import pytest

import briscola_teach.locale.es as es_package

AREAS = sorted(m.name for m in pkgutil.iter_modules(es_package.__path__))


def _fields(words: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(words) if name}


def _texts(language: str, area: str) -> dict[str, str]:
    module = importlib.import_module(f"briscola_teach.locale.{language}.{area}")
    return dict(getattr(module, "TEXTS", {}))


@pytest.mark.parametrize("area", AREAS)
def test_english_has_every_spanish_key_with_the_same_fields(area: str) -> None:
    spanish, english = _texts("es", area), _texts("en", area)
    assert set(spanish) <= set(english), sorted(set(spanish) - set(english))
    for key, words in spanish.items():
        assert _fields(words) == _fields(english[key]), key


# Words and marks the lessons avoid: Spain-only words, vosotros, calques, boxes without an emoji font.
AVOIDED = [r"\bcog(er|e|es|en|í|ió)\b", r"\bvosotros\b", r"\bvuestr[oa]s?\b", r"\bsabéis\b",
           r"\btenéis\b", r"\bsemilla", "✅", "❌", r"\(s\)", r"\(es\)", r"\{[a-z_]+!r\}"]


@pytest.mark.parametrize("area", [a for a in AREAS if a != "engine"])
def test_spanish_texts_avoid_words_that_read_badly(area: str) -> None:
    for key, words in _texts("es", area).items():
        for pattern in AVOIDED:
            assert not re.search(pattern, words, flags=re.IGNORECASE), (key, pattern, words)
