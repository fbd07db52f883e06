"""English names of the cards, for the French deck (the one English speakers play with) and the Spanish/Italian one."""

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

#: A suit named in the singular, as students often write it ("three of coin", "3 of cup").
SINGULAR_SUITS = {
    "latin": {"COINS": "coin", "CUPS": "cup", "SWORDS": "sword", "CLUBS": "club"},
    "french": {"COINS": "diamond", "CUPS": "heart", "SWORDS": "spade", "CLUBS": "club"},
}
