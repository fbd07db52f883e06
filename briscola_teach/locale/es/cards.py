"""Spanish names of the cards, for the Spanish/Italian deck and the French one."""

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

#: A suit named in the singular, as students often write it ("dos de copa", "as de oro").
SINGULAR_SUITS = {
    "latin": {"COINS": "oro", "CUPS": "copa", "SWORDS": "espada", "CLUBS": "basto"},
    "french": {"COINS": "diamante", "CUPS": "corazón", "SWORDS": "pica", "CLUBS": "trébol"},
}
