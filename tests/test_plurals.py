"""One plural rule per language: every message that takes a count agrees with it at 0, 1 and 2."""

from __future__ import annotations

import importlib
import pkgutil
import re
import string
from collections.abc import Iterator

import pytest

from briscola_teach.locale import LANGUAGES, raw_text, words

#: A field followed by a word: "{n} cartas", "{points:d} points".
_COUNTED = re.compile(r"\{(\w+)(?:[:!][^}]*)?\}\s+(\w+)")
#: A plural verb right before a field: "quedan {n}", "restano {n}".
_BEFORE = re.compile(r"(\w+)\s+\{(\w+)(?:[:!][^}]*)?\}")

#: Words after a field that look plural but count nothing (verbs, adverbs, other words).
NOT_COUNTED = {
    "es": {"acabas", "después", "es", "habrías", "ibas", "menos", "más", "sales"},
    "en": {"adds", "appears", "as", "beats", "bids", "calls", "carries", "comes", "does", "draws", "has",
           "holds", "is", "leads", "names", "needs", "opens", "passes", "plays", "promises", "speaks",
           "swaps", "takes", "was", "wins"},
    "it": {"anche", "apre", "apri", "avrebbe", "avresti", "batte", "ce", "che", "come", "compare", "di",
           "dice", "e", "finisci", "gli", "hai", "ne", "promette", "richiede", "serve", "si", "stavi", "ti",
           "vale", "viene", "vince"},
}


def _looks_plural(language: str, word: str) -> bool:
    return word.endswith("s") if language in ("es", "en") else word[-1:] in ("i", "e")


def _texts(language: str) -> Iterator[tuple[str, str]]:
    package = importlib.import_module(f"briscola_teach.locale.{language}")
    for module in pkgutil.iter_modules(package.__path__):
        texts = getattr(importlib.import_module(f"{package.__name__}.{module.name}"), "TEXTS", {})
        for key, pattern in texts.items():
            yield f"{module.name}.{key}", pattern


def _counted(language: str) -> list[tuple[str, str]]:
    """Every (message, field) where the field counts a noun or agrees with a verb, in one language."""
    singular = words(language).grammar.SINGULAR
    found = []
    for key, pattern in _texts(language):
        fields = {f for f, w in _COUNTED.findall(pattern) if w in singular}
        fields |= {f for w, f in _BEFORE.findall(pattern) if w in singular}
        found += [(key, f) for f in sorted(fields)]
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_word_after_a_count_is_in_the_plural_rule(language: str) -> None:
    singular = words(language).grammar.SINGULAR
    unknown = {w for _, pattern in _texts(language) for _, w in _COUNTED.findall(pattern)
               if _looks_plural(language, w) and w not in singular and w not in NOT_COUNTED[language]}
    assert not unknown, f"plural words after a count that the {language} plural rule does not know: {unknown}"


def _filled(language: str, key: str, field: str, n: int) -> str:
    """The message as :meth:`Words.count` shows it for ``n``, its other fields filled with a 7."""
    said = words(language)
    chosen = f"{key}_one" if n == 1 and said.has(f"{key}_one") else key
    pattern = raw_text(chosen, language)
    names = {name for _, name, _, _ in string.Formatter().parse(pattern) if name}
    values: dict[str, object] = {name.split(".")[0].split("[")[0]: 7 for name in names}
    values[field] = n
    return said.text(chosen, **values)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_that_takes_a_count_agrees_with_0_1_and_2(language: str) -> None:
    table = words(language).grammar.SINGULAR
    singulars = set(table.values()) - set(table)
    wrong = []
    for key, field in _counted(language):
        for n in (0, 1, 2):
            shown = _filled(language, key, field, n)
            after = re.findall(rf"(?<![\d,.]){n} (\w+)", shown)
            before = re.findall(rf"(\w+) {n}(?![\d,.])", shown)
            if n == 1 and any(w in table for w in after + before):
                wrong.append((key, n, shown))
            if n != 1 and any(w in singulars for w in after):
                wrong.append((key, n, shown))
    assert not wrong, wrong
    assert len(_counted(language)) > 40  # the rule covers the catalogue's counts, not a handful


@pytest.mark.parametrize(("language", "key", "n", "shown"), [
    ("es", "counting.cargas_missed", 1, "Te falta una: queda 1 más sin ver."),
    ("es", "render.stock_picture_no_muestra", 1, "Mazo: queda 1 carta"),
    ("es", "render.stock_picture_no_muestra", 2, "Mazo: quedan 2 cartas"),
    ("en", "counting.rival_short", 1, "Your opponent holds 1 card: name them all."),
    ("it", "render.stock_picture_no_muestra", 1, "Mazzo: resta 1 carta"),
])
def test_one_reads_in_the_singular(language: str, key: str, n: int, shown: str) -> None:
    assert words(language).count(key, n) == shown


@pytest.mark.parametrize(("language", "shown"), [
    ("es", "En total: 1 ejercicio hecho, 1 bien a la primera."),
    ("it", "In tutto: 1 esercizio fatto, 1 giusto al primo colpo."),
    ("en", "In all: 1 exercise done, 1 right the first time."),
])
def test_an_adjective_after_a_count_of_one_agrees_too(language: str, shown: str) -> None:
    assert words(language).text("progress.totals", done=1, first_try=1) == shown


@pytest.mark.parametrize(("language", "shown"), [
    ("es", "Solo valen cargas (ases y treses); esta no lo es: seis de bastos."),
    ("en", "Only loads count (aces and threes); this one is not: six of clubs."),
    ("it", "Valgono solo i carichi (assi e tre); questa non lo è: sei di bastoni."),
])
def test_one_card_that_is_no_load_is_named_in_the_singular(language: str, shown: str) -> None:
    from briscola_teach import Card, set_language
    from briscola_teach.lessons import counting

    set_language(language)
    verdict = str(counting.check_unseen_cargas(counting.moment(8), [Card.parse("6B")]))
    assert verdict == f"✘ {shown}"
