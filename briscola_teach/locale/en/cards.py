"""English names of the cards, for the French deck (the one English speakers play with) and the Spanish/Italian one."""

NATIVE_STYLE = "french"
CARD = "{rank} of {suit}"
CONNECTORS = ("of",)
ARTICLES = ("the",)

RANKS = {
    "latin": {
        "ACE": "ace", "TWO": "two", "THREE": "three", "FOUR": "four", "FIVE": "five",
        "SIX": "six", "SEVEN": "seven", "JACK": "jack", "KNIGHT": "knight", "KING": "king",
    },
    "french": {
        "ACE": "ace", "TWO": "two", "THREE": "three", "FOUR": "four", "FIVE": "five",
        "SIX": "six", "SEVEN": "seven", "JACK": "jack", "KNIGHT": "queen", "KING": "king",
    },
}
SUITS = {
    "latin": {"COINS": "coins", "CUPS": "cups", "SWORDS": "swords", "CLUBS": "clubs"},
    "french": {"COINS": "diamonds", "CUPS": "hearts", "SWORDS": "spades", "CLUBS": "clubs"},
}
# Numbers read as on a Spanish deck (the default style): "12 of swords" is the king.
NUMERALS = {
    "ACE": 1, "TWO": 2, "THREE": 3, "FOUR": 4, "FIVE": 5, "SIX": 6, "SEVEN": 7,
    "JACK": 10, "KNIGHT": 11, "KING": 12,
}
