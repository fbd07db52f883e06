"""Spanish names of the cards, for the Spanish/Italian deck and the French one."""

NATIVE_STYLE = "spanish"
CARD = "{rank} de {suit}"
CONNECTORS = ("de",)
ARTICLES = ("el", "la")

RANKS = {
    "latin": {
        "ACE": "as", "TWO": "dos", "THREE": "tres", "FOUR": "cuatro", "FIVE": "cinco",
        "SIX": "seis", "SEVEN": "siete", "JACK": "sota", "KNIGHT": "caballo", "KING": "rey",
    },
    "french": {
        "ACE": "as", "TWO": "dos", "THREE": "tres", "FOUR": "cuatro", "FIVE": "cinco",
        "SIX": "seis", "SEVEN": "siete", "JACK": "jota", "KNIGHT": "reina", "KING": "rey",
    },
}
SUITS = {
    "latin": {"COINS": "oros", "CUPS": "copas", "SWORDS": "espadas", "CLUBS": "bastos"},
    "french": {"COINS": "diamantes", "CUPS": "corazones", "SWORDS": "picas", "CLUBS": "tréboles"},
}
# The numbers printed on a Spanish deck: the figures are 10, 11 and 12.
NUMERALS = {
    "ACE": 1, "TWO": 2, "THREE": 3, "FOUR": 4, "FIVE": 5, "SIX": 6, "SEVEN": 7,
    "JACK": 10, "KNIGHT": 11, "KING": 12,
}
