"""Spanish grammar for the texts: articles and their contractions, lists, plurals, decimals."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

#: Decimal comma, as in Spain and most of Latin America: "2,5".
DECIMAL = ","

#: Ranks whose name is feminine, per family of decks (every other rank is masculine):
#: la sota; on a French deck la jota and la reina (its KNIGHT is a queen).
GENDERS = {
    "latin": {"JACK": "f"},
    "french": {"JACK": "f", "KNIGHT": "f"},
}

_ARTICLES = {"m": "el", "f": "la"}
_PREPOSITIONS = {"to": "a", "of": "de", "by": "por", "on": "en", "in": "en"}
# "a el" and "de el" are always contracted: al as, del caballo.
_CONTRACTED = {("a", "el"): "al", ("de", "el"): "del"}

#: The preposition before the card another card beats (ganar a: el tres gana al rey).
BEATEN: str | None = "to"


def article(name: str, gender: str, preposition: str | None) -> str:
    """``el as``, ``la sota``; after a preposition ``al as``, ``de la sota``, ``del caballo``."""
    the = _ARTICLES[gender]
    if preposition is None:
        return f"{the} {name}"
    word = _PREPOSITIONS[preposition]
    return f"{_CONTRACTED.get((word, the), f'{word} {the}')} {name}"


def _plain(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", word.lower()) if not unicodedata.combining(c))


def join(items: Sequence[str], word: str) -> str:
    """``A, B y C``; "y" turns "e" before an i sound (e Inés) and "o" turns "u" before an o sound (u ocho)."""
    last = _plain(items[-1])
    if word == "and":
        joiner = "e" if (last.startswith("i") or last.startswith("hi")) and not last.startswith(("ia", "ie", "io", "iu", "hia", "hie", "hio", "hiu")) else "y"
    elif word == "or":
        joiner = "u" if last.startswith(("o", "ho")) else "o"
    else:
        raise ValueError(f"unknown list word {word!r}; use 'and' or 'or'")
    return f"{', '.join(items[:-1])} {joiner} {items[-1]}"


#: The one plural rule: a count of exactly 1 takes the singular of the noun after it ("1 carta") and of
#: the verb before it ("queda 1"); every other count, the plural the catalogue writes.
SINGULAR = {
    "días": "día", "asientos": "asiento", "repasos": "repaso", "bots": "bot", "alumnos": "alumno",
    "cartas": "carta", "puntos": "punto", "bazas": "baza", "manos": "mano", "jugadores": "jugador",
    "rondas": "ronda", "ejercicios": "ejercicio", "lecciones": "lección", "números": "número",
    "cifras": "cifra", "fallos": "fallo", "errores": "error", "repartos": "reparto",
    "posiciones": "posición", "preguntas": "pregunta", "caracteres": "carácter", "partidas": "partida",
    "veces": "vez", "jugadas": "jugada", "repartidas": "repartida", "triunfos": "triunfo", "cargas": "carga", "palos": "palo", "ases": "as",
    # Adjectives after a counted noun agree with it too: 1 ejercicio hecho, 1 lección copiada.
    "hechos": "hecho", "copiadas": "copiada", "acertadas": "acertada", "anteriores": "anterior",
    "justas": "justa",
    "quedan": "queda", "faltan": "falta", "sobran": "sobra",
}


#: The quotation marks around a word quoted in a sentence.
QUOTES = ("«", "»")


def plural(n: int) -> str:
    """The plural form's suffix for ``n`` things: "one" for exactly one, "" otherwise."""
    return "one" if n == 1 else ""
