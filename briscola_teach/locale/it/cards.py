"""Italian names of the cards, for the Italian deck and the French one."""

CARD = "{rank} di {suit}"
CONNECTORS = ("di",)
ARTICLES = ("il", "lo", "la", "l'")

RANKS = {
    "latin": {
        "ACE": "asso", "TWO": "due", "THREE": "tre", "FOUR": "quattro", "FIVE": "cinque",
        "SIX": "sei", "SEVEN": "sette", "JACK": "fante", "KNIGHT": "cavallo", "KING": "re",
    },
    "french": {
        "ACE": "asso", "TWO": "due", "THREE": "tre", "FOUR": "quattro", "FIVE": "cinque",
        "SIX": "sei", "SEVEN": "sette", "JACK": "fante", "KNIGHT": "donna", "KING": "re",
    },
}
SUITS = {
    "latin": {"COINS": "denari", "CUPS": "coppe", "SWORDS": "spade", "CLUBS": "bastoni"},
    "french": {"COINS": "quadri", "CUPS": "cuori", "SWORDS": "picche", "CLUBS": "fiori"},
}

#: A suit named in the singular, as students often write it ("asso di coppa", "tre di denaro").
SINGULAR_SUITS = {
    "latin": {"COINS": "denaro", "CUPS": "coppa", "SWORDS": "spada", "CLUBS": "bastone"},
    "french": {"COINS": "quadro", "CUPS": "cuore", "SWORDS": "picca", "CLUBS": "fiore"},
}
