"""Italian grammar for the texts: articles by gender and first sound, articulated prepositions, lists."""

from __future__ import annotations

from collections.abc import Sequence

#: Decimal comma: "2,5".
DECIMAL = ","

#: Ranks whose name is feminine, per family of decks (every other rank is masculine):
#: il fante, il cavallo; on a French deck la donna (its KNIGHT is a queen).
GENDERS = {
    "latin": {},
    "french": {"KNIGHT": "f"},
}

_VOWELS = "aeiouàèéìòù"
_PREPOSITIONS = {"to": "a", "of": "di", "by": "da", "on": "su", "in": "in"}
# The articulated prepositions: a + il = al, di + lo = dello, da + l' = dall', ...
_STEMS = {"a": "a", "di": "de", "da": "da", "su": "su", "in": "ne"}


def _definite(name: str, gender: str) -> str:
    first = name[:1].lower()
    if first in _VOWELS or (first == "h" and name[1:2].lower() in _VOWELS):
        return "l'"
    if gender == "f":
        return "la"
    lower = name.lower()
    if (lower.startswith(("z", "x", "y", "gn", "ps", "pn"))
            or (first == "s" and lower[1:2] not in _VOWELS and lower[1:2] != "")):
        return "lo"
    return "il"

#: The preposition before the card another card beats (il tre batte il re).
BEATEN: str | None = None


def article(name: str, gender: str, preposition: str | None) -> str:
    """``il re``, ``l'asso``, ``la donna``; after a preposition ``al re``, ``dell'asso``, ``della donna``."""
    the = _definite(name, gender)
    joiner = "" if the == "l'" else " "
    if preposition is None:
        return f"{the}{joiner}{name}"
    stem = _STEMS[_PREPOSITIONS[preposition]]
    if the == "il":
        joined = "al" if stem == "a" else f"{stem}l"
    else:
        joined = stem + "l" + the  # al+lo, de+l+la, ...: a-llo, de-lla, da-ll'
    return f"{joined}{joiner}{name}"


def join(items: Sequence[str], word: str) -> str:
    """``A, B e C``; ``A, B o C``."""
    words = {"and": "e", "or": "o"}
    if word not in words:
        raise ValueError(f"unknown list word {word!r}; use 'and' or 'or'")
    return f"{', '.join(items[:-1])} {words[word]} {items[-1]}"


#: The one plural rule: a count of exactly 1 takes the singular of the noun after it ("1 carta") and of
#: the verb before it ("resta 1"); every other count, the plural the catalogue writes.
SINGULAR = {
    "giorni": "giorno", "posti": "posto", "ripassi": "ripasso", "studenti": "studente",
    "carte": "carta", "punti": "punto", "prese": "presa", "mani": "mano", "giocatori": "giocatore",
    "smazzate": "smazzata",
    "giri": "giro", "esercizi": "esercizio", "lezioni": "lezione", "numeri": "numero", "cifre": "cifra",
    "errori": "errore", "distribuzioni": "distribuzione", "posizioni": "posizione",
    "domande": "domanda", "caratteri": "carattere", "partite": "partita", "volte": "volta", "giocate": "giocata", "distribuite": "distribuita",
    "giuste": "giusta", "giusti": "giusto",
    "briscole": "briscola", "carichi": "carico", "semi": "seme", "assi": "asso",
    # Adjectives after a counted noun agree with it too: 1 esercizio fatto, 1 carta coperta.
    "fatti": "fatto", "copiate": "copiata", "coperte": "coperta", "precedenti": "precedente",
    "restano": "resta", "mancano": "manca", "rimangono": "rimane",
}


#: The quotation marks around a word quoted in a sentence.
QUOTES = ("«", "»")


def plural(n: int) -> str:
    """The plural form's suffix for ``n`` things: "one" for exactly one, "" otherwise."""
    return "one" if n == 1 else ""
