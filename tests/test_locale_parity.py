"""Every text exists in every language with the same fields, and the Spanish reads as the lessons want."""

from __future__ import annotations

import importlib
import pkgutil
import re
import string

import pytest

import briscola_teach.locale.es as es_package
from briscola_teach.locale import LANGUAGES, MissingText, is_strict, strict, text

# Every area the Spanish catalogue has (grammar and card names are checked apart).
AREAS = sorted(m.name for m in pkgutil.iter_modules(es_package.__path__)
               if m.name not in ("grammar", "cards"))
OTHERS = [lang for lang in LANGUAGES if lang != "es"]


def _fields(words: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(words) if name}


def _texts(language: str, area: str) -> dict[str, str]:
    module = importlib.import_module(f"briscola_teach.locale.{language}.{area}")
    return dict(module.TEXTS)


def test_every_area_is_checked() -> None:
    assert len(AREAS) >= 13, AREAS
    assert {"engine", "coach", "common", "render", "table", "stepper"} <= set(AREAS)


@pytest.mark.parametrize("language", OTHERS)
@pytest.mark.parametrize("area", AREAS)
def test_every_language_has_every_key_with_the_same_fields(area: str, language: str) -> None:
    spanish, other = _texts("es", area), _texts(language, area)
    assert sorted(set(spanish) - set(other)) == [], f"{language}.{area} lacks these keys"
    assert sorted(set(other) - set(spanish)) == [], f"{language}.{area} has keys Spanish lacks"
    for key, words in spanish.items():
        assert _fields(words) == _fields(other[key]), f"{language}.{area}.{key}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_has_a_grammar_and_card_names(language: str) -> None:
    grammar = importlib.import_module(f"briscola_teach.locale.{language}.grammar")
    for name in ("DECIMAL", "GENDERS", "BEATEN", "article", "join", "plural"):
        assert hasattr(grammar, name), (language, name)
    cards = importlib.import_module(f"briscola_teach.locale.{language}.cards")
    spanish = importlib.import_module("briscola_teach.locale.es.cards")
    for family in ("latin", "french"):
        assert set(cards.RANKS[family]) == set(spanish.RANKS[family])
        assert set(cards.SUITS[family]) == set(spanish.SUITS[family])


def test_the_tests_run_strict() -> None:
    assert is_strict()


def test_strict_mode_refuses_a_missing_text_instead_of_falling_back_to_spanish(monkeypatch: pytest.MonkeyPatch) -> None:
    from briscola_teach.locale.it import common

    monkeypatch.delitem(common.TEXTS, "you")
    with strict(), pytest.raises(MissingText, match="common.you"):
        text("common.you", language="it")
    monkeypatch.delenv("BRISCOLA_STRICT_TEXTS")
    assert not is_strict()
    assert text("common.you", language="it") == "Tú"  # outside strict mode: the Spanish text
    with strict():
        assert is_strict()
    assert not is_strict()


# Words and marks the lessons avoid: Spain-only words, vosotros, calques, boxes without an emoji font.
AVOIDED = [r"\bcog(er|e|es|en|í|ió)\b", r"\bvosotros\b", r"\bvuestr[oa]s?\b", r"\bsabéis\b",
           r"\btenéis\b", r"\bsemilla", "✅", "❌", r"\(s\)", r"\(es\)", r"\{[a-z_]+!r\}"]


@pytest.mark.parametrize("area", [a for a in AREAS if a != "engine"])
def test_spanish_texts_avoid_words_that_read_badly(area: str) -> None:
    for key, words in _texts("es", area).items():
        for pattern in AVOIDED:
            assert not re.search(pattern, words, flags=re.IGNORECASE), (key, pattern, words)


# The Italian game's own words: the face-up card is the briscola, never a calque of muestra.
ITALIAN_AVOIDED = [r"\bmuestra\b", r"\btriunf", r"\bbaza\b", r"\bseme di briscola scoperta\b",
                   r"\bcarta scoperta\b", r"\bsemilla\b", r"\{[a-z_]+!r\}"]


@pytest.mark.parametrize("area", AREAS)
def test_italian_texts_use_the_games_own_words(area: str) -> None:
    for key, words in _texts("it", area).items():
        prose = re.sub(r"\{[a-z_]+\}", "", words)  # field names are code, not words
        for pattern in ITALIAN_AVOIDED[:-1] + ([] if area == "engine" else ITALIAN_AVOIDED[-1:]):
            assert not re.search(pattern, prose, flags=re.IGNORECASE), (key, pattern, words)
