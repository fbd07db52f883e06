"""Italian names of the cards, for the Italian deck and the French one."""

NATIVE_STYLE = "italian"
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
# The numbers printed on an Italian deck: the figures are 8, 9 and 10.
NUMERALS = {
    "ACE": 1, "TWO": 2, "THREE": 3, "FOUR": 4, "FIVE": 5, "SIX": 6, "SEVEN": 7,
    "JACK": 8, "KNIGHT": 9, "KING": 10,
}
